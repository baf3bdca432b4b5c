"""What the GURPS Mass Combat battle panel shows, from the GURPS services' ``BattleView``: rows, labels, texts, HTML.

Pure functions without Qt widgets: every text is translated in the panel's own context ("BattlePanel"), so one
translation serves the panel and this module; the panel (``panel.py``) puts the results into its widgets and its
item models (``models.py``).
"""

from __future__ import annotations

import html
import json
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from muster.i18n import fmt, from_data, render, term, translate
from muster.services.gurps_results import (
    ContestDone,
    ContestSecret,
    DisasterDone,
    DisasterSecret,
    Done,
    GloryDone,
    PowersPlaced,
    PowersSecret,
    RollSecret,
    Secret,
    SeerDone,
    SeerSecret,
    result_from_dict,
)
from muster.services.gurps_words import amount, check_words, skill_name, verdict_words

if TYPE_CHECKING:
    from muster.services import queries as q
    from muster.services.gurps import BattleView
    from muster.services.gurps_records import ContestSideView, PcDayView, SkillView

SIDES = ("attacker", "defender")
GM_ONLY_STYLE = "color: #b00020; font-weight: bold;"
GM_ONLY_COLOUR = "#b00020"
REACHED = "#ffe08a"  # the odds row the contest reached
ROUTED = "#f4b4b4"  # a routed unit's outcome
LOSSES = 6  # the units table's column of New losses (a spin box per row)
Items = Sequence[tuple[str, object]]  # a combo box's (text, data) entries


@dataclass(frozen=True)
class Row:
    """One row of a panel table: its identity, its cells' texts and how they look; ``data`` is every cell's
    user data (the row's identity as the panel's commands read it)."""

    key: Hashable
    cells: tuple[str, ...]
    bold: frozenset[int] = frozenset()
    background: tuple[tuple[int, str], ...] = ()  # (column, colour)
    foreground: tuple[tuple[int, str], ...] = ()
    tips: tuple[tuple[int, str], ...] = ()
    right: frozenset[int] = frozenset()  # right-aligned columns
    data: Hashable = None

    def tip(self, column: int) -> str:
        return next((text for c, text in self.tips if c == column), "")

    def colour(self, column: int, which: str = "background") -> str:
        pairs = self.background if which == "background" else self.foreground
        return next((colour for c, colour in pairs if c == column), "")


def rules_text(text: str) -> str:
    """A term of the rules data (a result row, a table, a position) in the GM's language."""
    return render(term("Rules", text)) if text else ""


def shown(text: object, data: object) -> str:
    """A stored line in the GM's language: its message data where the file has one, else its English text."""
    return render(from_data(data)) if data else str(text or "")


def gm_only(text: str) -> str:
    """``text`` (already HTML) in the GM-only style."""
    return f"<span style='{GM_ONLY_STYLE}'>{text}</span>"


def side_name(v: BattleView, side: str) -> str:
    return v.sides[side].name


def outcome(roll: RollSecret) -> str:
    """A stored roll's verdict ("success by 4") in the GM's language."""
    if roll.success is None or roll.margin is None:
        return roll.outcome
    return render(check_words(roll.success, roll.critical, roll.margin))


# ---- the heading ---------------------------------------------------------------------------------------
def subtitle(v: BattleView) -> str:
    a, d = (v.sides[s] for s in SIDES)
    labels = {k: lab for k, lab, _ in v.position_choices}
    if v.battle_type == "open_field":
        kind = translate("BattlePanel", "open field")
    else:
        works = ", ".join(rules_text(labels.get(k, k)) for k in v.position) or translate("BattlePanel", "no works")
        kind = fmt(translate("BattlePanel", "Attack on a defended position (%1)"), works)
    stage = {"pre_battle": translate("BattlePanel", "Next: planner, then the contest."),
             "morale": translate("BattlePanel", "Next: roll morale."),
             "day_done": translate("BattlePanel", "Day done: Next Phase (Ctrl+.) starts the next day."),
             "over": translate("BattlePanel", "The battle is over.")}[v.stage]
    return fmt(translate("BattlePanel", "Day %1 · %2 · <b>%3</b> (%4 troops) attacks <b>%5</b> (%6). %7"),
               v.day, kind, a.name, amount(a.troops), d.name, amount(d.troops), stage)


def army_button(v: BattleView, side: str) -> str:
    return fmt(translate("BattlePanel", "%1…"), side_name(v, side))


# ---- the planner ---------------------------------------------------------------------------------------
def ops_sides(v: BattleView) -> Items:
    roles = {"attacker": translate("BattlePanel", "attacker"), "defender": translate("BattlePanel", "defender")}
    return [(fmt(translate("BattlePanel", "%1 (%2)"), side_name(v, side), roles[side]), side) for side in SIDES]


def enemy_of(side: str) -> str:
    return "defender" if side == "attacker" else "attacker"


def leaders(v: BattleView, side: str) -> Items:
    """The acting side's commander and leaders free to lead a mission or the guards."""
    sv = v.sides[side]
    return [(fmt(translate("BattlePanel", "%1 (Stealth %2, Tactics %3)"), p.name, p.stealth, p.tactics), p.name)
            for p in (sv.commander, *sv.leaders) if p.alive and not p.captured]


def targets(v: BattleView, side: str) -> Items:
    enemy = v.sides[enemy_of(side)]
    return [(p.name, p.name) for p in (enemy.commander, *enemy.leaders) if p.alive]


def seers(v: BattleView, side: str) -> Items:
    return [(fmt(translate("BattlePanel", "%1 (Divination %2)"), s.name, s.skill), s.name) for s in v.sides[side].seers]


def security_text(v: BattleView, side: str) -> str:
    sec = (v.security or {}).get(side)
    enemy_sec = (v.security or {}).get(enemy_of(side))
    ours = fmt(translate("BattlePanel", "Posted: %1 guards under %2."), sec.team, sec.leader) if sec else \
        translate("BattlePanel", "No security posted.")
    theirs = translate("BattlePanel", "The enemy guards against spies: missions face a Quick Contest.") \
        if enemy_sec else translate("BattlePanel", "The enemy has posted no security.")
    return fmt(translate("BattlePanel", "%1 %2"), ours, theirs)


def disaster_sides(v: BattleView) -> tuple[Items, str | None]:
    """The Disaster box's sides, and the one to prefer (the first owed a roll)."""
    return [(side_name(v, side), side) for side in SIDES], next(iter(dict(v.disasters_due)), None)


def disaster_text(v: BattleView, side: str | None) -> str:
    lines = [fmt(translate("BattlePanel", "%1 — a disaster for it (roll it)"), html.escape(why))
             for why in dict(v.disasters_due).values()]
    bonus = v.disaster_bonus.get(side, 0) if side else 0
    if bonus:
        lines.append(gm_only(html.escape(fmt(translate("BattlePanel", "GM ONLY — the enemy's powers add +%1 to this "
                                                                       "roll"), bonus))))
    if not v.disaster_table:
        lines.append(translate("BattlePanel", "Disaster table not entered: you roll the book's and enter the result."))
    return "<br>".join(lines)


def mana(v: BattleView) -> Items:
    return [(rules_text(label), key) for key, label in v.mana_choices]


def power_effects(v: BattleView) -> list[tuple[str, str, str]]:
    """(key, the spin box's label, its tool tip) for each effect power points are placed on."""
    return [(key, fmt(translate("BattlePanel", "%1:"), _short(label)), rules_text(label))
            for key, label in v.power_effects]


def _short(label: str) -> str:
    return rules_text(label).split(" (")[0]


def powers_text(v: BattleView) -> str:
    short = {k: _short(label) for k, label in v.power_effects}
    lines = []
    for s in SIDES:
        p = v.powers.get(s)
        if not p:
            continue
        spent = ", ".join(fmt(translate("BattlePanel", "%1 %2"), short.get(k, k), n)
                          for k, n in p.allocation if n) or translate("BattlePanel", "nothing")
        text = fmt(translate("BattlePanel", "%1: %2; placed %3; enemy Disaster roll +%4"), side_name(v, s),
                   p.working, spent, p.enemy_disaster_bonus)
        if p.revealed:
            lines.append(html.escape(fmt(translate("BattlePanel", "%1 (revealed)"), text)))
        else:
            lines.append(gm_only(html.escape(fmt(translate("BattlePanel", "GM ONLY — %1"), text))))
    return "<br>".join(lines) or translate("BattlePanel", "No powers placed.")


def event_rows(v: BattleView) -> list[Row]:
    """The pre-battle events; a seer's reading is followed by its GM-only line (red, bold, with a warning tip)."""
    rows = []
    for i, ev in enumerate(v.events):
        rows.append(Row(("event", i), (str(ev.day), ev.text)))
        gm = ev.gm_only
        if gm:
            trust = {"normal": translate("BattlePanel", "normal"), "believes": translate("BattlePanel", "believes"),
                     "rejects": translate("BattlePanel", "rejects")}.get(gm.trust, gm.trust)
            text = fmt(translate("BattlePanel", "GM ONLY — Strategy %5 %6: rolled %1 vs %2 (%3); %4"),
                       gm.roll.roll, gm.roll.effective_skill, outcome(gm.roll), gm.explanation,
                       f"{gm.strategy_modifier:+d}", fmt(translate("BattlePanel", "(trust: %1)"), trust))
            rows.append(Row(("secret", i), ("", text), bold=frozenset({1}), foreground=((1, GM_ONLY_COLOUR),),
                            tips=((1, translate("BattlePanel", "GM only: never show this to players.")),)))
    return rows


def event_headers() -> tuple[str, ...]:
    return (translate("BattlePanel", "Day"), translate("BattlePanel", "What happened"))


# ---- the contest -----------------------------------------------------------------------------------------
def _skill_info(v: BattleView, side: str) -> SkillView | ContestSideView | None:
    """The skill shown for ``side``: as rolled in today's contest, else the engine's effective skill."""
    if v.contest is not None and v.contest.sides:
        return v.contest.sides[side]
    return v.skills[side] if v.skills else None


def skill_html(v: BattleView, side: str) -> str:
    """A side's commander, skill and modifiers (GM-only ones marked), then today's roll; the attacker's box also
    says why the skills cannot be worked out."""
    name, commander = side_name(v, side), v.sides[side].commander.name
    info = _skill_info(v, side)
    if info is None:
        text = f"<b>{name}</b> — {commander}"
    else:
        lines = [f"<b>{name}</b> — {commander}: {render(skill_name(info.skill))} {info.base}"]
        for m in info.modifiers:
            line = f"{m.value:+d} {m.name}"
            if m.gm_only:
                line = gm_only(f"{line} [{translate('BattlePanel', 'GM ONLY')}]")
            lines.append("&nbsp;&nbsp;" + line)
        lines.append(f"<span style='font-size: 14pt'><b>= {info.effective}</b></span>")
        text = "<br>".join(lines)
    if v.contest is not None and v.contest.sides:
        c = v.contest.sides[side]
        rolls = ", ".join(str(r) for r in c.rolls)
        verdict = render(verdict_words(c.success, c.critical))
        text += "<br>" + fmt(translate("BattlePanel", "Rolled %1 → %2, margin %3"),
                             rolls if c.luck_used else str(c.roll), verdict, f"{c.margin:+d}")
        if c.luck_used:
            text += " " + fmt(translate("BattlePanel", "(Luck: kept %1)"), c.roll)
    if side == "attacker" and v.skill_problem:
        text += "<br>" + gm_only(html.escape(v.skill_problem))
    return text


def strength_html(v: BattleView) -> str:
    lines = [fmt(translate("BattlePanel", "<b>%1</b>: TS %2"), html.escape(side_name(v, side)),
                 html.escape(v.sides[side].ts_working or "0")) for side in SIDES]
    ratio = v.force_ratio
    if ratio is not None:
        who = side_name(v, ratio.stronger) if ratio.stronger else translate("BattlePanel", "neither")
        lines.append(fmt(translate("BattlePanel", "Force ratio: %1 — Strategy bonus to %2"),
                         html.escape(ratio.working), html.escape(who)))
    if v.luck_counted:
        lines.append(fmt(translate("BattlePanel", "Odds count Luck: %1"),
                         ", ".join(html.escape(v.sides[s].commander.name) for s in v.luck_counted)))
    return "<br>".join(lines)


def manual_winners(v: BattleView) -> Items:
    return [(side_name(v, side), side) for side in SIDES] + [(translate("BattlePanel", "Nobody (tie)"), "")]


@dataclass(frozen=True)
class LuckButton:
    visible: bool
    enabled: bool
    text: str
    tip: str


def luck_button(v: BattleView, side: str) -> LuckButton:
    """A commander's Luck reroll: offered while morale waits, once a rolled contest has not used it yet."""
    commander = v.sides[side].commander
    sides = v.contest.sides if v.contest is not None else None
    rolled = bool(sides)
    used = bool(sides and sides[side].luck_used)
    morale = v.stage == "morale"
    return LuckButton(commander.luck and morale, commander.luck and morale and rolled and not used,
                      fmt(translate("BattlePanel", "Luck: %1"), commander.name),
                      fmt(translate("BattlePanel", "%1 uses Luck: reroll the contest"), commander.name))


def status_word(status: str) -> str:
    return {"ready": translate("BattlePanel", "Ready"), "holds": translate("BattlePanel", "Holds"),
            "thrown_back": translate("BattlePanel", "Thrown back"),
            "retreated": translate("BattlePanel", "Retreats in good order"),
            "routed": translate("BattlePanel", "ROUTS")}.get(status, status)


def unit_outcome(status: str) -> str:
    return {"holds": translate("BattlePanel", "holds"), "thrown_back": translate("BattlePanel", "is thrown back"),
            "retreated": translate("BattlePanel", "retreats in good order"),
            "routed": translate("BattlePanel", "routs"),
            "ready": translate("BattlePanel", "is ready")}.get(status, status)


def army_outcome(outcome: str) -> str:
    return {"ready": translate("BattlePanel", "ready"), "holds": translate("BattlePanel", "holds"),
            "thrown_back": translate("BattlePanel", "thrown back"), "retreated": translate("BattlePanel", "retreated"),
            "routed": translate("BattlePanel", "routed"), "mixed": translate("BattlePanel", "mixed"),
            "no units": translate("BattlePanel", "no units")}.get(outcome, outcome)


def procedure_words(procedure: str) -> str:
    return {"hold": translate("BattlePanel", "hold (no roll)"),
            "thrown_back": translate("BattlePanel", "thrown back (no roll)"),
            "rout": translate("BattlePanel", "rout (no roll)"),
            "retreat_or_rout": translate("BattlePanel", "roll: retreat, or rout on failure"),
            "hold_retreat_rout": translate("BattlePanel", "roll: hold; fail by 1-4 retreat; by 5+ rout"),
            "half_hold_or_retreat": translate("BattlePanel", "all roll: hold if half the troops pass, else retreat"),
            }.get(procedure, "")


def morale_headers() -> tuple[str, ...]:
    return (translate("BattlePanel", "Army"), translate("BattlePanel", "Unit"), translate("BattlePanel", "Troops"),
            translate("BattlePanel", "Morale roll"), translate("BattlePanel", "Outcome"))


def morale_rows(v: BattleView) -> list[Row]:
    """Today's morale rolls, a row per unit; a routed unit's outcome in red."""
    rows = []
    for side, m in (v.contest.morale if v.contest is not None else {}).items():
        for i, u in enumerate(m.units):
            roll = translate("BattlePanel", "no roll") if u.roll is None else \
                fmt(translate("BattlePanel", "%1 vs %2: %3"), u.roll, u.effective_skill, unit_outcome(u.status))
            bad = u.status in ("routed",)
            cells = (m.army, u.unit, str(u.troops), roll, status_word(u.status))
            rows.append(Row((side, i), cells,
                            bold=frozenset({4}), background=((4, ROUTED),) if bad else ()))
    return rows


def odds_headers() -> tuple[str, ...]:
    return (translate("BattlePanel", "Chance"), translate("BattlePanel", "Winner"), translate("BattlePanel", "Margin"),
            translate("BattlePanel", "Result"), translate("BattlePanel", "Winner's units"),
            translate("BattlePanel", "Loser's units"))


def odds_caption() -> str:
    return translate("BattlePanel", "<b>Chance</b> of each result row: exact, before the roll, counting Luck; "
                                    "▶ marks the row reached")


def odds_rows(v: BattleView) -> list[Row]:
    """Every result row with its chance before the roll (— without odds); the row reached is marked, bold and
    coloured; the rule's notes are every cell's tool tip."""
    rows: list[tuple[str | None, str, str, str, str | None]] = [
        (r.winner, r.table, r.band, r.label, r.percent_text) for r in (v.odds.rows if v.odds else ())]
    if not rows:  # no odds (e.g. no commander): still show the table
        rows = [(None, key, band_text(band.min, band.max), band.label, None) for key, table in v.tables.items()
                for band in table.bands]
    return [_odds_row(v, i, *row) for i, row in enumerate(rows)]


def band_text(low: int, high: int | None) -> str:
    """A band of margins as the odds table shows it without odds ("0-3", "17+")."""
    return f"{low}-{high or ''}".rstrip("-") + ("+" if high is None else "")


def _odds_row(v: BattleView, i: int, side: str | None, table: str, shown_band: str, label: str,
              percent_text: str | None) -> Row:
    contest = v.contest
    band = next((b for b in v.tables[table].bands if shown_band.startswith(str(b.min))), None)
    reached = bool(contest is not None and contest.table == table and band is not None
                   and contest.band_min == band.min and (table != "open_field" or side == contest.winner))
    winner = side_name(v, side) if side else translate("BattlePanel", "no winner")
    win_eff = procedure_words(band.winner.procedure) if band else ""
    lose_eff = procedure_words(band.loser.procedure) if band else ""
    if band and band.loser.morale_modifier:
        lose_eff = fmt(translate("BattlePanel", "%1, %2"), lose_eff, f"{band.loser.morale_modifier:+d}")
    if band and band.next_day:
        lose_eff = fmt(translate("BattlePanel", "%1; %2"), lose_eff, ", ".join(
            fmt(translate("BattlePanel", "%1 morale tomorrow"), f"{c.value:+d}") for c in band.next_day))
    chance = "—" if percent_text is None else percent_text
    cells = (("▶ " if reached else "") + chance, winner, shown_band, rules_text(label), win_eff, lose_eff)
    notes = render(term("RulesNotes", band.notes)) if band and band.notes else ""
    everywhere = frozenset(range(len(cells)))
    return Row(i, cells, bold=everywhere if reached else frozenset(),
               background=tuple((c, REACHED) for c in everywhere) if reached else (),
               tips=tuple((c, notes) for c in everywhere) if notes else (), right=frozenset({0}), data=reached)


# ---- armies, PCs and losses --------------------------------------------------------------------------------
def unit_headers() -> tuple[str, ...]:
    return (translate("BattlePanel", "Side"), translate("BattlePanel", "Unit"), translate("BattlePanel", "Troops"),
            translate("BattlePanel", "Morale"), translate("BattlePanel", "Status"),
            translate("BattlePanel", "Lost so far"), translate("BattlePanel", "New losses"),
            translate("BattlePanel", "TS"), translate("BattlePanel", "Casualty row"))


def unit_rows(v: BattleView) -> list[Row]:
    """Every unit of both armies, keyed by its id (the New losses column holds the panel's spin box)."""
    words = {"ready": translate("BattlePanel", "Ready"), "holds": translate("BattlePanel", "Holds"),
             "thrown_back": translate("BattlePanel", "Thrown back"), "retreated": translate("BattlePanel", "Retreated"),
             "routed": translate("BattlePanel", "Routed")}
    sources = {"entered": translate("BattlePanel", "entered"), "computed": translate("BattlePanel", "computed"),
               "fallback": translate("BattlePanel", "fallback: head count")}
    found = v.casualties.sides if v.casualties is not None else {}
    rows = []
    for side in SIDES:
        casualties = {c.unit: c for c in found.get(side, ())}
        for u in v.sides[side].units:
            cas = casualties.get(u.name)
            cells = (side_name(v, side), u.name, str(u.count), str(u.morale), words.get(u.status, u.status),
                     str(u.losses), "", fmt(translate("BattlePanel", "%1 (%2)"), amount(u.ts), sources[u.ts_source]),
                     cas.working if cas else "")
            rows.append(Row(u.id, cells, tips=((7, "\n".join(u.ts_working)),), data=u.id))
    return rows


def pc_headers() -> tuple[str, ...]:
    return (translate("BattlePanel", "Side"), translate("BattlePanel", "Name"), translate("BattlePanel", "Skill"),
            translate("BattlePanel", "Stance"), translate("BattlePanel", "DR"), translate("BattlePanel", "Injury"),
            translate("BattlePanel", "Reputation"), translate("BattlePanel", "Today"))


def _today(v: BattleView) -> dict[str, PcDayView]:
    return v.contest.pcs if v.contest is not None else {}


def pc_rows(v: BattleView) -> list[Row]:
    """The PCs and named NPCs of both sides, with what they rolled today; each cell's data is (side, name)."""
    today = _today(v)
    rolled = {"survival": translate("BattlePanel", "survival"), "glory": translate("BattlePanel", "glory")}
    rows = []
    for side in SIDES:
        for p in v.sides[side].pcs:
            stance = (fmt(translate("BattlePanel", "glory %1"), f"{p.glory:+d}") if p.glory > 0 else
                      fmt(translate("BattlePanel", "survival %1"), f"{p.survival:+d}") if p.survival > 0 else
                      translate("BattlePanel", "balanced"))
            done = today.get(p.name)
            made = {"survival": done.survival, "glory": done.glory} if done is not None else {}
            did = ", ".join(rolled[k] for k in ("survival", "glory") if made.get(k)) or translate("BattlePanel", "—")
            cells = (side_name(v, side), p.name, str(p.skill), stance, str(p.dr), str(p.injury), f"{p.reputation:+d}",
                     did)
            rows.append(Row((side, p.name), cells, data=(side, p.name)))
    return rows


def glory_rolled(v: BattleView | None, name: str | None) -> GloryDone | None:
    """Today's Glory roll of the PC ``name``, if made."""
    if v is None or name is None:
        return None
    day = _today(v).get(name)
    return day.glory if day is not None else None


def glory_waiting(v: BattleView | None, name: str | None) -> bool:
    """The PC's Glory roll waits for the book's row (the Glory table is not entered)."""
    rolled = glory_rolled(v, name)
    return rolled is not None and rolled.row is None


def glory_button(waiting: bool) -> tuple[str, str]:
    """"Enter Glory result…" for a PC whose roll waits for the book's row; else "Glory roll"; and its tip."""
    if waiting:
        return (translate("BattlePanel", "Enter Glory result…"),
                translate("BattlePanel", "The Glory table is not entered: type the row of your book for this roll"))
    return translate("BattlePanel", "Glory roll"), translate("BattlePanel", "Skill + Glory; rolled even if he fell")


def history_html(v: BattleView) -> str:
    tables = {"open_field": translate("BattlePanel", "open field"),
              "defender_won": translate("BattlePanel", "defender won"),
              "attacker_won": translate("BattlePanel", "attacker won")}
    lines = [fmt(translate("BattlePanel", "Day %1: %2 (%3 %4) — attacker %5, defender %6"), h.day,
                 rules_text(h.result), tables.get(h.table, h.table.replace("_", " ")), h.band,
                 army_outcome(h.attacker), army_outcome(h.defender)) for h in v.history]
    return fmt(translate("BattlePanel", "<b>The story so far</b><br>%1"),
               "<br>".join(lines) or translate("BattlePanel", "No day fought yet."))


def army_strength(v: BattleView, side: str) -> str:
    """What the army dialog shows of the army's strength."""
    ratio = v.force_ratio.working if v.force_ratio is not None else ""
    return fmt(translate("BattlePanel", "Troop Strength on the field: %1<br>Force ratio: %2"),
               v.sides[side].ts_working or "0", ratio)


# ---- the result box -------------------------------------------------------------------------------------------
def format_result(row: q.LogRow) -> str:
    """The action's text (what the log shows); a seer's true roll only from its result's ``gm_only`` part, read
    by the one reader of stored GURPS results (``result_from_dict``): the use case's typed result where the record
    has one, else its typed GM-only part."""
    text = f"<b>{html.escape(row.text)}</b>"
    stored = result_from_dict(row.kind, row.result)
    secret = _done_secret(stored.done) if stored.done is not None else stored.secret
    if isinstance(secret, ContestSecret):
        if secret.summary not in row.text:
            text += "<br>" + gm_only(html.escape(fmt(translate("BattlePanel", "GM ONLY — %1"), secret.summary)))
    elif isinstance(secret, DisasterSecret):
        text += "<br>" + gm_only(html.escape(fmt(
            translate("BattlePanel", "GM ONLY — enemy powers +%1: total %2"), secret.bonus, secret.total)))
    elif isinstance(secret, PowersSecret):
        text += "<br>" + gm_only(html.escape(fmt(translate("BattlePanel", "GM ONLY — %1; placed %2"), secret.working,
                                                 json.dumps(secret.allocation))))
    elif isinstance(secret, SeerSecret):
        text += "<br>" + gm_only(html.escape(fmt(
            translate("BattlePanel", "GM ONLY — Strategy %1: rolled %2 vs %3 (%4); %5"),
            f"{secret.strategy_modifier:+d}", secret.roll.roll, secret.roll.effective_skill, outcome(secret.roll),
            secret.explanation)))
    return text


def _done_secret(done: Done) -> Secret | None:
    """What of a typed result only the GM sees: a seer's reading, the full contest, a secret Disaster roll, powers
    being placed."""
    if isinstance(done, (SeerDone, ContestDone)):
        return done.secret
    if isinstance(done, DisasterDone):
        return DisasterSecret(done.bonus, done.total) if done.secret else None
    if isinstance(done, PowersPlaced):
        return PowersSecret(shown(done.powers.working, done.powers.working_msg), dict(done.powers.allocation))
    return None
