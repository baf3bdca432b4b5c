"""What the By This Poleaxe battle panel shows, from what the Poleaxe services return: rows, labels, texts, HTML.

Pure functions without Qt: every text is translated in the panel's own context ("BattlePanel"), so one
translation serves the panel and this module; the panel (``panel.py``) puts the results into its widgets and
its item models (``models.py``).
"""

from __future__ import annotations

import html
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from muster.gui.systems.chances import percent
from muster.i18n import Msg, fmt, number, render, term, translate

if TYPE_CHECKING:
    from muster.services import queries as q
    from muster.services.poleaxe import (
        BattleView,
        BodyView,
        Distance,
        Engagement,
        MissileOdds,
        MoraleDueView,
        RallyOdds,
        SquadOdds,
        SquadView,
    )
    from muster.services.poleaxe_views import SpellRequest

PHASE_PAGES = {"declare": "declarePage", "half_move": "movePage", "missiles": "missilePage",
               "finish_move": "movePage", "melee": "meleePage"}
SQUAD_TO_DROP, SQUAD_TO_BE_HIT, SQUAD_MORALE = 1, 2, 8  # columns of the squads table: odds first
ENGAGEMENT_DIRECTION, ENGAGEMENT_SURPRISE, ENGAGEMENT_CHARGE, ENGAGEMENT_COVER = 4, 5, 6, 7  # their own widgets
MORALE_SECURE = 4  # the morale table's "secure position" check box
AMOUNT_SPELLS = ("damage", "area_damage", "incapacitate", "healing")  # rolled in HD; the others give a bonus
LASTING_SPELLS = ("incapacitate", "enhancement", "protection")  # last some turns


@dataclass(frozen=True)
class Row:
    """One row of a panel table: its identity, its cells' texts, the columns shown in red, tool tips by column."""

    key: Hashable
    cells: tuple[str, ...]
    red: frozenset[int] = frozenset()
    tips: tuple[tuple[int, str], ...] = ()

    def tip(self, column: int) -> str:
        return next((text for c, text in self.tips if c == column), "")


def pct(value: Fraction | float) -> str:
    """A chance from 0 to 1 ("<0.01%" when tiny, never a false 0%)."""
    return percent(value)


def pct_of(value: float) -> str:
    """A chance the services give in percent (0 to 100)."""
    return percent(Fraction(value) / 100)


# ---- headings ---------------------------------------------------------------------------------------------
def body_headers() -> tuple[str, ...]:
    return (translate("BattlePanel", "Body"), translate("BattlePanel", "Side"), translate("BattlePanel", "Position"),
            translate("BattlePanel", "Declared"), translate("BattlePanel", "Squads"))


def engagement_headers() -> tuple[str, ...]:
    return (translate("BattlePanel", "Attacker"), translate("BattlePanel", "Target"),
            translate("BattlePanel", "To hit"), translate("BattlePanel", "Costs an HTK"),
            translate("BattlePanel", "Direction"), translate("BattlePanel", "Surprise"),
            translate("BattlePanel", "Charge"), translate("BattlePanel", "Cover"))


def morale_headers() -> tuple[str, ...]:
    return (translate("BattlePanel", "Squad"), translate("BattlePanel", "Chance to hold"),
            translate("BattlePanel", "Holds on"), translate("BattlePanel", "Why"),
            translate("BattlePanel", "Secure position (+1)"))


def squad_headers() -> tuple[str, ...]:
    return (translate("BattlePanel", "Squad"), translate("BattlePanel", "To drop this melee"),
            translate("BattlePanel", "To be hit"), translate("BattlePanel", "Body"), translate("BattlePanel", "AV"),
            translate("BattlePanel", "DV"), translate("BattlePanel", "MV"), translate("BattlePanel", "Hits to Kill"),
            translate("BattlePanel", "Morale"), translate("BattlePanel", "Effects"))


def no_battle() -> tuple[str, str]:
    """The title and subtitle while no battle is shown."""
    return (translate("BattlePanel", "No battle selected"),
            translate("BattlePanel", "Build squads in the Army Roster (Ctrl+U), then start a battle (Ctrl+B)."))


def short_phases() -> tuple[str, ...]:
    """The five phases as the steps line names them."""
    return (translate("BattlePanel", "Declare"), translate("BattlePanel", "Move half"),
            translate("BattlePanel", "Missiles & spells"), translate("BattlePanel", "Finish move"),
            translate("BattlePanel", "Melee"))


def phase_steps(current: int) -> str:
    """The steps line (rich text): the phase at hand marked."""
    steps = []
    for i, label in enumerate(short_phases()):
        steps.append(f"<b style='color:#0a58ca'>▶ {i + 1}. {label}</b>" if i == current
                     else f"<span style='color:gray'>{i + 1}. {label}</span>")
    return " → ".join(steps)


def subtitle(battle: q.BattleRow, view: BattleView) -> str:
    return fmt(translate("BattlePanel", "Turn %1 · Phase %2: %3"), battle.round, battle.phase + 1,
               render(term("Rules", view.phase_label)))


def move_text(phase: str) -> str:
    if phase == "half_move":
        return translate("BattlePanel", "Every body has moved half its declared distance (rounded up). Move the "
                                        "figures, then go on to missile fire and spells (Ctrl+.).")
    return translate("BattlePanel", "Every body has finished its declared move; bodies that met stopped at contact. "
                                    "Go on to melee (Ctrl+.).")


# ---- the battlefield ------------------------------------------------------------------------------------------
def declared_text(body: BodyView) -> str:
    if body.declared == 0:
        return translate("BattlePanel", "stands")
    return fmt(translate("BattlePanel", "charges %1") if body.charge else translate("BattlePanel", "moves %1"),
               f"{body.declared:+d}")


def body_rows(view: BattleView) -> tuple[Row, ...]:
    return tuple(Row(b.id, (b.name, b.side, number(b.position), declared_text(b), ", ".join(b.squads)))
                 for b in view.bodies)


def _spaces(count: int, *, bold: bool = False) -> str:
    """"2 move spaces" (the count in bold in the move-space line)."""
    if bold:
        return render(Msg("BattlePanel", "<b>%n</b> move space", None, count) if count == 1
                      else Msg("BattlePanel", "<b>%n</b> move spaces", None, count))
    return render(Msg("BattlePanel", "%n move space", None, count) if count == 1
                  else Msg("BattlePanel", "%n move spaces", None, count))


def distance_html(d: Distance) -> str:
    if d.engaged:
        return fmt("<b>%1</b> <span style='color:#b00020'><b>%2</b></span> <b>%3</b>", d.a,
                   translate("BattlePanel", "⚔ ENGAGED ⚔"), d.b)
    gap = "─" * min(12, d.distance * 2)
    return fmt("<b>%1</b> ■%2 %3 %2■ <b>%4</b>", d.a, gap, _spaces(d.distance, bold=True), d.b)


def line_html(view: BattleView) -> str:
    """The move-space line: each pair of bodies, how far apart or engaged (rich text)."""
    return "<br>".join(distance_html(d) for d in view.distances)


def events_text(view: BattleView) -> str:
    return " · ".join(view.events)


# ---- squads ----------------------------------------------------------------------------------------------------
def morale_word(key: str) -> str:
    return {"steady": translate("BattlePanel", "steady"), "routing": translate("BattlePanel", "routing"),
            "rallied": translate("BattlePanel", "rallied")}.get(key, key)


def squad_morale(s: SquadView) -> str:
    if s.dropped:
        return translate("BattlePanel", "OUT OF THE FIGHT")
    if s.out:
        return translate("BattlePanel", "out (spell)")
    if s.held:
        return fmt(translate("BattlePanel", "%1, held"), morale_word(s.morale))
    return morale_word(s.morale)


def squad_rows(view: BattleView, odds: Mapping[int, SquadOdds] | None = None) -> tuple[Row, ...]:
    """The squads table; the odds of the melee at hand (to drop, to be hit) when there are some."""
    rows = []
    for s in view.squads:
        o = (odds or {}).get(s.unit)
        red = {SQUAD_MORALE} if s.morale == "routing" or s.out else set()
        if o is not None and o.to_drop >= 50:
            red.add(SQUAD_TO_DROP)
        cells = (s.name, pct_of(o.to_drop) if o else "", pct_of(o.to_be_hit) if o else "", s.body or s.side,
                 str(s.av), str(s.dv), str(s.mv), f"{s.pips} {s.hits_left}/{s.htk}", squad_morale(s),
                 "; ".join(s.effects))
        rows.append(Row(s.unit, cells, frozenset(red)))
    return tuple(rows)


# ---- the choices offered -----------------------------------------------------------------------------------------
Choices = list[tuple[str, Any]]


def body_choices(view: BattleView) -> Choices:
    return [(f"{b.name} ({b.side})", b.id) for b in view.bodies]


def weapon_name(weapons: Mapping[str, Any], key: str) -> str:
    """A missile weapon by its key, in lower case ("long bow") and in the GM's language."""
    from muster.services.poleaxe_words import weapon_in_text

    weapon = weapons.get(key)
    return render(weapon_in_text(weapon["label"])) if weapon else key.replace("_", " ")


def shooter_choices(view: BattleView, weapons: Mapping[str, Any]) -> Choices:
    return [(f"{s.name} ({weapon_name(weapons, s.missile)})", s.unit) for s in view.squads if s.missile and not s.out]


def target_choices(view: BattleView | None, shooter_id: object) -> Choices:
    shooter = view.squad(shooter_id) if view else None
    if view is None or shooter is None:
        return []
    return [(s.name, s.unit) for s in view.squads if s.side != shooter.side and not s.out]


def rally_choices(view: BattleView) -> Choices:
    return [(s.name, s.unit) for s in view.squads if s.morale == "routing" and not s.out]


def spell_target_choices(view: BattleView) -> Choices:
    return [(s.name, s.unit) for s in view.squads]


def max_move_suffix(max_move: int) -> str:
    return fmt(translate("BattlePanel", " (max %1)"), max_move)


def spell_per_hint(per: Mapping[str, int]) -> str:
    return fmt(translate("BattlePanel", "1 HTK for every %1 to %2 HD of the spell: you choose for each cast "
                                        "(%3 is offered first)."), per["min"], per["max"], per["default"])


def spell_target_label(kind: str | None) -> str:
    return translate("BattlePanel", "on the body of") if kind == "area_damage" else translate("BattlePanel", "on")


def spell_request(view: BattleView | None, *, name: str, kind: str, target: int, hd: int, hd_per_htk: int,
                  bonus: int, turns: int) -> SpellRequest:
    """The spell to cast as the services take it: an area spell strikes every squad of the target's body."""
    from muster.services.poleaxe_views import SpellRequest

    targets = [target]
    if kind == "area_damage" and view:
        squad = view.squad(target)
        targets = [s.unit for s in view.squads if squad and s.body == squad.body and not s.out]
    amount = kind in AMOUNT_SPELLS
    return SpellRequest(kind, tuple(targets), name.strip() or None, hd=hd if amount else None,
                        hd_per_htk=hd_per_htk if amount else None, bonus=None if amount else bonus,
                        duration_turns=turns if kind in LASTING_SPELLS else None)


# ---- melee -----------------------------------------------------------------------------------------------------
def melee_hint(engaged: bool) -> str:
    if not engaged:
        return translate("BattlePanel", "No bodies are in contact: nobody fights this melee.")
    return translate("BattlePanel", "Each attacked squad strikes back at its attacker. Set flank, rear, surprise, "
                                    "charge and cover; the odds update as you change them.")


def engagement_rows(engagements: Sequence[Engagement], view: BattleView,
                    odds: Mapping[int, SquadOdds] | None = None) -> tuple[Row, ...]:
    """Who attacks whom, with the odds of each attack when known (the widgets' columns stay empty)."""
    names = {s.unit: s.name for s in view.squads}
    rows = []
    for e in engagements:
        entry = odds[e.attacker].attack_on(e.target) if odds and e.attacker in odds else None
        to_hit = fmt(translate("BattlePanel", "%1 (%2 or less)"), pct_of(entry.to_hit), entry.needed) if entry else ""
        costs = pct_of(entry.to_cost_htk) if entry else ""
        rows.append(Row((e.attacker, e.target), (names.get(e.attacker, "?"), names.get(e.target, "?"), to_hit, costs,
                                                 "", "", "", "")))
    return tuple(rows)


def direction_choices() -> Choices:
    return [(translate("BattlePanel", "Front"), "front"), (translate("BattlePanel", "Flank (+1)"), "flank"),
            (translate("BattlePanel", "Rear (+1)"), "rear")]


def cover_choices() -> Choices:
    return [(translate("BattlePanel", "None"), "none"), (translate("BattlePanel", "Soft (+1)"), "soft"),
            (translate("BattlePanel", "Hard (+2)"), "hard")]


# ---- the odds line ---------------------------------------------------------------------------------------------
def melee_odds_note() -> str:
    return translate("BattlePanel", "Exact odds: to hit and to cost an HTK per attack (above); to be hit and to drop "
                                    "per squad (below).")


def no_shooter_text() -> str:
    return translate("BattlePanel", "No squad with a missile weapon can shoot.")


def declare_hint() -> str:
    return translate("BattlePanel", "Declare each body's move (in move spaces) and whether it charges, then go on to "
                                    "the half move (Ctrl+.).")


def select_battle_first() -> str:
    return translate("BattlePanel", "Select a By This Poleaxe battle first.")


def missile_odds_text(odds: MissileOdds) -> str:
    """The odds line of a shot (or why it cannot be taken: ``odds.refused``)."""
    from muster.services.poleaxe_words import modifiers_after

    if odds.refused:
        return fmt(translate("BattlePanel", "Cannot shoot (range %1): %2"), odds.range, odds.refused)
    return fmt(translate("BattlePanel", "Range %1 · hits on %2 or less (missile AV %3%4): %5 to hit, %6 to cost an "
                                        "HTK"), _spaces(odds.range), odds.needed, odds.base,
               render(modifiers_after(odds.modifiers)), pct(odds.to_hit), pct(odds.to_cost_htk))


# ---- rally and morale ------------------------------------------------------------------------------------------
def rally_text(odds: RallyOdds) -> str:
    """Who rallies the squad and how likely (or why nobody can)."""
    if odds.refused:
        return odds.refused
    parts = []
    if odds.cha is not None:
        parts.append(fmt(translate("BattlePanel", "CHA check %1"), pct(odds.cha)))
    if odds.tactics is not None:
        parts.append(fmt(translate("BattlePanel", "Tactics roll %1"), pct(odds.tactics)))
    if odds.method == "cha":
        return fmt(translate("BattlePanel", "%1 rallies: %2 — uses the CHA check (%3)"), odds.leader,
                   ", ".join(parts), pct(odds.chance))
    return fmt(translate("BattlePanel", "%1 rallies: %2 — uses the Tactics roll (%3)"), odds.leader, ", ".join(parts),
               pct(odds.chance))


def due_name(d: MoraleDueView) -> str:
    """The squad, with "×2" when it has two checks to roll (one for each hit scored...)."""
    return d.name if d.checks <= 1 else fmt(translate("BattlePanel", "%1 ×%2"), d.name, d.checks)


def hold_text(d: MoraleDueView) -> str:
    """The chance to hold one check; with several due, also the chance to hold them all."""
    if d.checks <= 1:
        return pct(d.hold)
    return fmt(translate("BattlePanel", "%1 each, %2 all"), pct(d.hold), pct(Fraction(d.hold) ** d.checks))


def morale_rows(due: Sequence[MoraleDueView]) -> tuple[Row, ...]:
    rows = []
    for d in due:
        why = "; ".join(render(term("Rules", label)) for label in d.labels)
        checks = render(Msg("BattlePanel", "%n check(s) due, rolled in a row until one fails", None, d.checks))
        rows.append(Row(d.unit, (due_name(d), hold_text(d), fmt(translate("BattlePanel", "%1 or less"), d.needed),
                                 why, ""), tips=((0, checks),)))
    return tuple(rows)


def secure_tip(d: MoraleDueView) -> str:
    return fmt(translate("BattlePanel", "Cover, a pike phalanx or a bless spell: holds on %1 or less (%2)"),
               d.needed_secure, pct(d.hold_secure))


# ---- the result box --------------------------------------------------------------------------------------------
def format_result(row: q.LogRow) -> str:
    """The action's text, then the blows of a melee and any notes, from the action record (in the GM's language:
    they are kept as message data, or as plain text in older files)."""
    from muster.services.poleaxe_results import result_from_dict

    lines = [render(x) for x in result_from_dict(row.result).box_lines()]
    return f"<b>{html.escape(row.text)}</b>" + "".join(f"<br/>{html.escape(x)}" for x in lines)
