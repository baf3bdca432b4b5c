"""What the mech battle panel shows, from what the mech services return: combo entries, rows, labels and HTML.

Pure functions without Qt: every text is translated in the panel's own context ("BattlePanel"), so one
translation serves the panel and this module; the panel (``panel.py``) puts the results into its widgets and
its declarations model (``models.py``).
"""

from __future__ import annotations

import html
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from muster.gui.systems.chances import tidy_percent
from muster.i18n import fmt, message_of, number, render, term, term_noop, translate
from muster.services.mech_words import PHYSICAL_TEXT, cover_text, loc_text

if TYPE_CHECKING:
    from muster.i18n import Text
    from muster.services import queries as q
    from muster.services.mech import AttackOdds, MechBattleView, MechView, MoveCheck, PilotingOdds

SIDES = ("front", "left", "right", "rear")
LOCATIONS = ("head", "center_torso", "left_torso", "right_torso", "center_torso_rear", "left_torso_rear",
             "right_torso_rear", "left_arm", "right_arm", "left_leg", "right_leg")
# the form's labels and the phases' guides, shown with self.tr (context BattlePanel)
MOVE_SPINS = (
    ("forward", term_noop("BattlePanel", "Hexes &forward:")),
    ("backward", term_noop("BattlePanel", "Hexes &backward:")),
    ("terrain_changes", term_noop("BattlePanel", "&Terrain changes:")),
    ("jumped", term_noop("BattlePanel", "Hexes &jumped:")),
    ("turn_start", term_noop("BattlePanel", "Hexsides turned at &start:")),
    ("turn_middle", term_noop("BattlePanel", "… in the &middle:")),
    ("turn_end", term_noop("BattlePanel", "… at the &end:")),
    ("stand_attempts", term_noop("BattlePanel", "Stand-&up attempts:")),
)
MODES = (
    ("walk", term_noop("BattlePanel", "Walked")),
    ("run", term_noop("BattlePanel", "Ran")),
    ("jump", term_noop("BattlePanel", "Jumped (within a walk)")),
    ("none", term_noop("BattlePanel", "Stayed put")),
)
GUIDE = {
    0: term_noop("BattlePanel",
                 "Roll initiative: d20 + piloting. The highest chooses to go first or last; the rest go lowest "
                 "to highest."),
    1: term_noop("BattlePanel",
                 "Enter what each mech did on the table, in initiative order. The app checks it against the MP."),
    2: term_noop("BattlePanel",
                 "Artillery is not part of this game: the phase is skipped. Go on to Combat (Ctrl+.)."),
    3: term_noop("BattlePanel",
                 "Declare every mech's attacks (in initiative order), then resolve them all at once (Ctrl+K)."),
    4: term_noop("BattlePanel",
                 "Parts with nothing left fall off, one piloting roll per mech, heat, shutdown and ammo checks, "
                 "wake-ups."),
    5: term_noop("BattlePanel",
                 "Destroyed mechs and mechs whose pilot died leave the battle."),
}
Entry = tuple[str, object]  # a combo box's (text, data)


@dataclass(frozen=True)
class Row:
    """One row of the declarations table: its identity and its cells' texts."""

    key: Hashable
    cells: tuple[str, ...]


def shown(text: Text | str) -> str:
    """A text of the rules or the services (a phrase, a message, a name) in the GM's language."""
    return render(message_of(text))


# ---- heading and guide -------------------------------------------------------------------------------------
def subtitle(battle: q.BattleRow) -> str:
    return fmt(translate("BattlePanel", "Turn %1 · %2 phase"), battle.round, render(term("Rules", battle.phase_name)))


def guide(phase: int) -> str:
    return translate("BattlePanel", GUIDE[phase]) if phase in GUIDE else ""


# ---- initiative --------------------------------------------------------------------------------------------
def initiative_text(data: MechBattleView | None) -> str:
    rolls = data.initiative_rolls if data is not None else None
    if data is None or rolls is None:
        return translate("BattlePanel", "Not rolled yet this turn.")
    names = {m.id: m.name for m in data.mechs}
    rolled = ", ".join(f"{names.get(r.unit_id, '?')} {number(r.total)}" for r in reversed(rolls))
    order = " → ".join(names[u] for u in data.initiative_order if u in names)
    return fmt(translate("BattlePanel", "Rolls: %1\nOrder for movement and declarations: %2"), rolled, order)


# ---- movement ----------------------------------------------------------------------------------------------
def mover_entries(alive: Sequence[MechView]) -> list[Entry]:
    return [(("✓ " if m.moved else "") + f"{m.name} ({m.design})", m.id) for m in alive]


def moved_text(mechs: Sequence[MechView]) -> str:
    moved = [render(m.moved) for m in mechs if m.moved]
    return "\n".join(moved) if moved else translate("BattlePanel", "No mech has moved yet this turn.")


def pack_entries(m: MechView | None) -> list[Entry]:
    return [(fmt(translate("BattlePanel", "%1 (%2 left)"), a.name, a.left), a.id) for a in (m.gel_packs() if m else ())]


def field_word(field: str) -> str:
    """A move plan's field in the words of the form (never the plan's key)."""
    words = {"mode": translate("BattlePanel", "How it moved"),
             "hexes": translate("BattlePanel", "Hexes from start hex"), "gel": translate("BattlePanel", "GEL pod")}
    words.update({key: translate("BattlePanel", text).replace("&", "").rstrip(":") for key, text in MOVE_SPINS})
    return words.get(field, field.replace("_", " "))


def already_moved(m: MechView) -> str:
    return fmt(translate("BattlePanel", "%1 has already moved this turn (Ctrl+Z to take it back)."), m.name)


def move_check_text(check: MoveCheck) -> str:
    """The movement as entered: each wrong field (HTML), or the MP it spends."""
    if check.problems:
        return "<br>".join(f"✗ <b>{html.escape(field_word(p.field))}</b>: {html.escape(shown(p.message))}"
                           for p in check.problems)
    if check.mp is not None:
        mp = check.mp
        notes = (" — " + "; ".join(shown(n) for n in mp.notes)) if mp.notes else ""
        return fmt(translate("BattlePanel", "✓ %1 of %2 MP (walk %3 / run %4 / jump %5)%6"), mp.spent, mp.available,
                   mp.walk, mp.run,
                   mp.jump, notes)
    return translate("BattlePanel", "✓ stays put")


# ---- combat ------------------------------------------------------------------------------------------------
def mech_entries(mechs: Sequence[MechView]) -> list[Entry]:
    return [(fmt("%1 (%2)", m.name, m.design), m.id) for m in mechs]


def weapon_entries(m: MechView | None) -> list[Entry]:
    """The attacker's weapons (range bands, damage, OUT when knocked out), then a punch and a kick if it can."""
    if m is None:
        return []
    entries: list[Entry] = []
    for w in m.weapons:
        rng = "/".join(number(x) for x in w.ranges[1:])
        where = (fmt(translate("BattlePanel", "%1 rear"), loc_text(w.location)) if w.rear
                 else render(loc_text(w.location)))
        flag = "" if w.working else translate("BattlePanel", " — OUT")
        damage = number(w.damage) if isinstance(w.damage, int) else w.damage
        entries.append((fmt(translate("BattlePanel", "%1 (%2; %3 dmg, %4)"), w.name, where, damage, rng) + flag, w.id))
    if m.hands:
        entries.append((translate("BattlePanel", "Punch"), "punch"))
    if m.feet:
        entries.append((translate("BattlePanel", "Kick"), "kick"))
    return entries


def is_gel(m: MechView | None, weapon_id: object) -> bool:
    return m is not None and any(w.id == weapon_id and w.kind == "gel_dispenser" for w in m.weapons)


def target_choices(attacker: MechView | None, alive: Sequence[MechView], gel: bool) -> list[MechView]:
    """Mechs the chosen weapon may aim at: other sides' mechs; a GEL dispenser its own side's (itself first)."""
    if attacker is None:
        return []
    if gel:
        return [attacker] + [m for m in alive if m.side_id == attacker.side_id and m.id != attacker.id]
    return [m for m in alive if m.side_id != attacker.side_id and m.id != attacker.id]


def cover_entries(cover: Sequence[str]) -> list[Entry]:
    return [(translate("BattlePanel", "none"), None)] + [(render(cover_text(c)), c) for c in cover]


def no_odds_text(no_target: bool) -> str:
    return translate("BattlePanel", "No mech of another side is left to attack.") if no_target else "—"


def refused_text(error: str) -> str:
    return fmt(translate("BattlePanel", "Not allowed: %1"), error)


def odds_text(odds: AttackOdds) -> str:
    if not odds.needs_roll:
        return translate("BattlePanel", "No roll needed (always works)")
    return fmt(translate("BattlePanel", "%1% to hit — needs %2+ on the d20 (modifiers %3, hits on a modified %4)"),
               odds.percent,
               min(20, odds.need_natural), f"{odds.modifier_total:+d}", odds.needed)


def modifiers_text(odds: AttackOdds) -> str:
    return ", ".join(f"{m.value:+d} {shown(m.name)}" for m in odds.modifiers)


def odds_short(odds: AttackOdds | None) -> str:
    if odds is None:
        return ""
    if not odds.needs_roll:
        return translate("BattlePanel", "no roll")
    return fmt(translate("BattlePanel", "%1% (%2+)"), odds.percent, min(20, odds.need_natural))


def declaration_headers() -> tuple[str, ...]:
    return (translate("BattlePanel", "Attacker"), translate("BattlePanel", "Weapon"),
            translate("BattlePanel", "Target"), translate("BattlePanel", "Range"), translate("BattlePanel", "To hit"))


def declaration_rows(data: MechBattleView | None) -> tuple[Row, ...]:
    """This combat phase's declarations, in declaring order, each with its odds or why it is no longer allowed."""
    if data is None:
        return ()
    rows = []
    seen: dict[tuple[int, str, int], int] = {}
    for d in data.declarations:
        m = data.mech(d.attacker_id)
        weapon = next((w.name for w in (m.weapons if m else ()) if w.id == d.weapon),
                      render(PHYSICAL_TEXT.get(d.weapon, d.weapon)))
        odds = odds_short(d.odds) if d.legal else fmt(translate("BattlePanel", "not allowed: %1"), shown(d.error))
        same = (d.attacker_id, d.weapon, d.target_id)
        seen[same] = seen.get(same, 0) + 1
        rows.append(Row((*same, seen[same]), (d.attacker, weapon, d.target, number(d.range), odds)))
    return tuple(rows)


# ---- damage and clean-up -----------------------------------------------------------------------------------
def damage_preview(alive: Sequence[MechView], done: bool) -> str:
    """What the damage phase will do to each mech still in the fight (HTML)."""
    lines = []
    for m in alive:
        bits = []
        falling = [render(loc_text(loc.location)) for loc in m.locations if loc.falling_off]
        if falling:
            bits.append(fmt(translate("BattlePanel", "falls off: %1"), ", ".join(falling)))
        if m.piloting_reasons:
            bits.append(fmt(translate("BattlePanel", "piloting roll (%1)"),
                            ", ".join(shown(r) for r in m.piloting_reasons)))
        bits.append(fmt(translate("BattlePanel", "heat about %1"), max(0, m.heat + m.heat_this_turn - m.sinks)))
        lines.append(f"<b>{html.escape(m.name)}</b>: " + html.escape("; ".join(bits)))
    return "<br>".join(lines) + ("<br><i>" + translate("BattlePanel", "Done for this turn.") + "</i>" if done else "")


def clean_up_preview(mechs: Sequence[MechView]) -> str:
    wrecks = [m.name for m in mechs if m.out]
    return (fmt(translate("BattlePanel", "Leaving the battle: %1"), ", ".join(wrecks)) if wrecks
            else translate("BattlePanel", "No wrecks: every mech stays in the fight."))


def piloting_line(m: MechView, odds: PilotingOdds | str) -> str | None:
    """One mech's piloting roll before the damage phase (HTML; ``odds`` a refusal's text), None: nothing to say."""
    name = html.escape(m.name)
    if isinstance(odds, str):
        return f"<b>{name}</b>: {html.escape(odds)}"
    if odds.roll_needed and odds.note:  # an unconscious pilot, a shut-down mech
        return fmt(translate("BattlePanel", "<b>%1</b> falls: the piloting roll fails automatically (%2)"), name,
                   html.escape(shown(odds.note)))
    if odds.roll_needed:
        mods = ", ".join(f"{value:+d} {shown(mod)}" for mod, value in odds.modifiers)
        reasons = ", ".join(shown(r) for r in odds.reasons)
        return fmt(translate("BattlePanel", "<b>%1</b> piloting roll: %2 to stay up (d20 %3 needs %4; %5)"), name,
                   tidy_percent(odds.percent_text), f"{odds.modifier_total:+d}", odds.needed,
                   html.escape(mods or reasons))
    if odds.note and odds.reasons:  # prone already: no roll
        return fmt(translate("BattlePanel", "<b>%1</b>: no piloting roll (%2)"), name, html.escape(shown(odds.note)))
    return None


def piloting_text(lines: Sequence[str]) -> str:
    if not lines:
        return translate("BattlePanel", "No piloting roll this turn: nothing calls for one.")
    return "<br>".join(lines)


# ---- the result box ----------------------------------------------------------------------------------------
def format_result(row: q.LogRow) -> str:
    """Combat and damage phase: a headline and one line per attack or mech; the rest: the log text."""
    from muster.services.mech_results import result_from_dict

    result = result_from_dict(row.result)
    if not result.lines:
        return f"<b>{html.escape(row.text)}</b>"
    head = render(result.headline)  # message data (or, recorded before, English text)
    return f"<b>{html.escape(head)}</b><br/>" + "<br/>".join(html.escape(render(line)) for line in result.lines)
