"""What the BUCS battle panel shows, from what the BUCS services return: rows, labels, texts, HTML.

Pure functions without Qt: every text is translated in the context of the widget that showed it before the split
("BattlePanel" for the panel, "SideBox" for one side's box), so the existing translations still apply; the panel
(``panel.py``) puts the results into its widgets and its item models (``models.py``).
"""

from __future__ import annotations

import html
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from muster.gui.systems.chances import percent
from muster.i18n import Msg, fmt, message_of, render, term, term_noop, translate

if TYPE_CHECKING:
    from muster.services import queries as q
    from muster.services.bucs import BattleView, OrderChoice, OrderTime, Preview, SideOdds, UnitView
    from muster.services.bucs_results import HealLine

# shown translated in the context named (the widget that showed them)
SITUATIONS = (("", term_noop("SideBox", "Automatic (from its order)")),
              ("alone_orders", term_noop("SideBox", "Alone, under orders")),
              ("alone_no_orders", term_noop("SideBox", "Alone, without orders")),
              ("assisting", term_noop("SideBox", "Assisting a character")))
KINDS = (("round", term_noop("BattlePanel", "Combat round")),
         ("surprise", term_noop("BattlePanel", "Surprise check (Hide vs Spot)")),
         ("contest", term_noop("BattlePanel", "Skill contest")))
PIN_WORDS = {"doorway": term_noop("BattlePanel", "doorway"),
             "numbers": term_noop("BattlePanel", "outnumbered"),
             "multiple_directions": term_noop("BattlePanel", "several directions"),
             "landing": term_noop("BattlePanel", "landing")}
PIN_TIPS = {"doorway": term_noop("SideBox", "Fighting from a doorway, elevator or narrow street: ends when "
                                            "the unit wins a round."),
            "numbers": term_noop("SideBox", "Outnumbered: ends when an enemy unit breaks and the side is no "
                                            "longer outnumbered."),
            "multiple_directions": term_noop("SideBox", "Under fire from several directions: the GM clears it."),
            "landing": term_noop("SideBox", "Landing from craft without Amphibious: ends after two rounds won.")}
HIT_ROWS = (("0", term_noop("BattlePanel", "won, but no hits (margin under 5)")),
            ("1", term_noop("BattlePanel", "1 hit")), ("2", term_noop("BattlePanel", "2 hits")),
            ("3+", term_noop("BattlePanel", "3 or more hits")))
MOVE_COLUMN, ATTACK_COLUMN = 3, 4  # the units table's check boxes: the unit's move and attack action this round
ACTION_COLUMNS = {MOVE_COLUMN: "move", ATTACK_COLUMN: "attack"}


@dataclass(frozen=True)
class Row:
    """One row of a panel table: its identity, its cells' texts, its check boxes (column, ticked) and heading."""

    key: Hashable
    cells: tuple[str, ...]
    checks: tuple[tuple[int, bool], ...] = ()
    heading: str = ""  # the row's own header (the hits table's "1 hit"...)

    def check(self, column: int) -> bool | None:
        """Whether the check box of ``column`` is ticked; None when that cell has none."""
        return next((on for c, on in self.checks if c == column), None)


def pct(value: Fraction | float) -> str:
    return percent(value)


def rules_name(name: str | None) -> str:
    """A name from the rules data (quality, equipment, terrain, specialty, order...) in the GM's language."""
    return render(term("Rules", name)) if name else ""


def pin_word(reason: str) -> str:
    word = PIN_WORDS.get(reason)
    return translate("BattlePanel", word) if word else rules_name(reason.replace("_", " "))


def pin_label(reason: str) -> str:
    return fmt(translate("SideBox", "Pinned: %1"), pin_word(reason))


def pin_tip(reason: str) -> str:
    tip = PIN_TIPS.get(reason)
    return translate("SideBox", tip) if tip else ""


def order_name(name: str, orders: Sequence[OrderChoice]) -> str:
    """An order as the GM reads it: an order of the rules data in the GM's language, any other as typed."""
    return rules_name(name) if any(o.name == name for o in orders) else name


def ticks(u: UnitView) -> dict[str, Any]:
    """The conditions the panel's boxes tick, as saved for unit view ``u``."""
    if u.unit is None:
        return {}
    c = u.unit.conditions
    return {"dug_in": c.dug_in, "pinned_down": list(c.pinned_down)}


# ---- the heading and the choices ----------------------------------------------------------------------------
def subtitle(battle: q.BattleRow, st: BattleView) -> str:
    template = (translate("BattlePanel", "Round %1 · %2 · %3 terrain · battle over") if st.ended
                else translate("BattlePanel", "Round %1 · %2 · %3 terrain"))
    return fmt(template, battle.round, rules_name(battle.phase_name), rules_name(st.terrain))


def kind_label(label: str) -> str:
    return translate("BattlePanel", label)


def roll_button_text(kind: str) -> str:
    return {"round": translate("BattlePanel", "Roll combat round"),
            "surprise": translate("BattlePanel", "Roll surprise check"),
            "contest": translate("BattlePanel", "Roll skill contest")}[kind]


def specialty_choices(specialties: Sequence[str]) -> list[tuple[str, str | None]]:
    """The contest's specialty combo: (label, specialty) with "any unit" first."""
    return [(translate("BattlePanel", "(any unit can do it)"), None)] + [
        (fmt(translate("BattlePanel", "needs %1"), rules_name(s)), s) for s in specialties]


def lead_label(u: UnitView) -> str:
    return f"{u.name} ({u.side or '?'})"


def helper_label(u: UnitView) -> str:
    return f"{u.name} — {u.status_line}"


def no_helper() -> str:
    return translate("BattlePanel", "(no other ready unit on this side)")


def their_lead() -> str:
    return translate("BattlePanel", "their lead unit")


def unit_info(u: UnitView | None, orders: Sequence[OrderChoice]) -> str:
    """The lead unit's line over its side's box (HTML): quality and ladder, equipment, mobility, order..."""
    if u is None or u.unit is None:
        return translate("BattlePanel", "No ready unit to choose.")
    unit = u.unit
    quality = rules_name(u.current_quality)
    if u.current_quality != unit.quality:
        quality = fmt(translate("BattlePanel", "%1 (base %2)"), quality, rules_name(unit.quality))
    bits = [f"<b>{html.escape(quality)} {u.ladder}</b>",
            fmt(translate("BattlePanel", "%1 equipment"), rules_name(unit.equipment)),
            rules_name(u.effective_mobility),
            ", ".join(rules_name(s) for s in unit.specialties) or translate("BattlePanel", "no specialties")]
    if unit.order:
        o = unit.order
        name = html.escape(order_name(o.name, orders))
        bits.append(fmt(translate("BattlePanel", "order: %1 (%2 h left)"), name, o.hours_left)
                    if o.hours_left is not None else fmt(translate("BattlePanel", "order: %1"), name))
    else:
        bits.append(translate("BattlePanel", "no order"))
    if unit.conditions.momentum:
        bits.append(fmt(translate("BattlePanel", "momentum +%1"), unit.conditions.momentum))
    if unit.leader:
        ld = unit.leader
        bits.append(fmt(translate("BattlePanel", "%1 %2 hp (dead)") if ld.dead
                        else translate("BattlePanel", "%1 %2 hp"), html.escape(ld.name), ld.hp))
    return " · ".join(bits)


# ---- the units of this round ----------------------------------------------------------------------------------
def unit_headers() -> tuple[str, ...]:
    return (translate("BattlePanel", "Unit"), translate("BattlePanel", "Side"),
            translate("BattlePanel", "Quality and hits"), translate("BattlePanel", "Move"),
            translate("BattlePanel", "Attack"), translate("BattlePanel", "Order"),
            translate("BattlePanel", "Conditions"))


def _order_cell(u: UnitView, units: Sequence[UnitView], orders: Sequence[OrderChoice]) -> str:
    assert u.unit is not None
    o = u.unit.order
    order = "—" if not o else order_name(o.name, orders)
    if o and o.hours_left is not None:
        order = fmt(translate("BattlePanel", "%1 · %2 h left"), order, o.hours_left)
    if u.unit.commanded_by:
        order = fmt(translate("BattlePanel", "%1 (commanded by %2)"), order, u.unit.commanded_by)
    led = [x.name for x in units if x.unit is not None and x.unit.commanded_by == u.name and x.side_id == u.side_id]
    if led:
        order = fmt(translate("BattlePanel", "%1 (commands %2)"), order, ", ".join(led))
    return order


def _conditions_cell(u: UnitView) -> str:
    assert u.unit is not None
    c = u.unit.conditions
    bits = []
    if c.dug_in or c.beachhead:
        bits.append(translate("BattlePanel", "dug in") if c.dug_in else translate("BattlePanel", "beachhead"))
    if c.pinned_down:
        bits.append(fmt(translate("BattlePanel", "pinned: %1"), ", ".join(pin_word(p) for p in c.pinned_down)))
    if c.momentum:
        bits.append(fmt(translate("BattlePanel", "momentum +%1"), c.momentum))
    if c.surprised:
        bits.append(translate("BattlePanel", "surprised"))
    return ", ".join(bits)


def unit_rows(units: Sequence[UnitView], orders: Sequence[OrderChoice]) -> list[Row]:
    """The "Units this round" table: one row per unit (keyed by its id), its move and attack actions ticked."""
    used, free = translate("BattlePanel", "used"), translate("BattlePanel", "free")
    out = []
    for u in units:
        if u.unit is None:
            continue
        moved, attacked = u.actions.move, u.actions.attack
        cells = (u.name, u.side, u.status_line, used if moved else free, used if attacked else free,
                 _order_cell(u, units, orders), _conditions_cell(u))
        out.append(Row(u.id, cells, ((MOVE_COLUMN, moved), (ATTACK_COLUMN, attacked))))
    return out


def not_commanded(name: str) -> str:
    return fmt(translate("BattlePanel", "%1 is not under anyone's command."), name)


def turn_notes(units: Sequence[UnitView], orders: Sequence[OrderChoice]) -> dict[int, str]:
    """For the Turn Tracker: each unit's move and attack action this round, and its order's hours left."""
    notes = {}
    for u in units:
        if u.unit is None:
            continue
        parts = [translate("BattlePanel", "moved") if u.actions.move else translate("BattlePanel", "can move"),
                 translate("BattlePanel", "attacked") if u.actions.attack else translate("BattlePanel", "can attack")]
        order = u.unit.order
        if order:
            name = order_name(order.name, orders)
            parts.append(fmt(translate("BattlePanel", "%1 (%2 h left)"), name, order.hours_left)
                         if order.hours_left is not None else name)
        notes[u.id] = ", ".join(parts)
    return notes


# ---- the preview: breakdowns, odds, hits -------------------------------------------------------------------
def breakdown_html(side: SideOdds) -> str:
    """One side's modifiers on its d20 and their total, as a small table."""
    total = html.escape(translate("BattlePanel", "Total: d20"))
    rows = "".join(f"<tr><td>{html.escape(m.shown_name)}</td><td align='right'>{m.value:+d}</td></tr>"
                   for m in side.modifiers)
    head = f"<tr><td colspan='2'><b>{html.escape(side.unit)}</b></td></tr>"
    return (f"<table width='100%'>{head}{rows}<tr><td><b>{total}</b></td>"
            f"<td align='right'><b>{side.modifier_total:+d}</b></td></tr></table>")


def odds_text(p: Preview, ended: bool = False) -> str:
    text = fmt(translate("BattlePanel", "<b>%1 wins %2</b> · %3 wins %4 · tie (no result) %5"),
               html.escape(p.attacker.unit), pct(p.attacker_wins), html.escape(p.defender.unit),
               pct(p.defender_wins), pct(p.no_result))
    return text + translate("BattlePanel", "<br/>This battle is over.") if ended else text


def cannot_roll(problem: str) -> str:
    return fmt(translate("BattlePanel", "Cannot roll: %1"), html.escape(problem))


def hit_headers(p: Preview | None) -> tuple[str, str]:
    if p is None:
        return ("", "")
    a, d = p.attacker.unit, p.defender.unit
    return (fmt(translate("BattlePanel", "%1 hits %2"), a, d), fmt(translate("BattlePanel", "%1 hits %2"), d, a))


def hit_rows(p: Preview | None) -> list[Row]:
    """The hits table: the chance of each number of hits, each side's (empty cells before any preview)."""
    out = []
    for key, label in HIT_ROWS:
        cells = ("", "") if p is None else (pct(p.attacker_hits[key]), pct(p.defender_hits[key]))
        out.append(Row(key, cells, heading=translate("BattlePanel", label)))
    return out


def notes_html(notes: Sequence[str]) -> str:
    return "<br/>".join(html.escape(render(message_of(n))) for n in notes)


def order_preview_text(t: OrderTime, orders: Sequence[OrderChoice]) -> str:
    text = render(Msg("BattlePanel", "%1 takes %n hour(s): %2 h listed, %3 quality %4 ÷ %5 → %6 h", None, t.hours)
                  .args(order_name(t.order, orders), t.base_hours, rules_name(t.quality), f"{t.quality_modifier:+d}",
                        t.divisor, t.hours))
    if t.as_raw_reason:
        text = f"{text} · {render(message_of(t.as_raw_reason))}"
    return text


# ---- healing and the result box ----------------------------------------------------------------------------
def medics_totals(lines: Sequence[HealLine]) -> str:
    """What the medics did across the units (``bucs.heal``'s lines): casualty hits saved, morale hits healed."""
    saved = sum(line.casualty_healed for line in lines)
    morale = sum(line.morale_healed_by_medics for line in lines)
    if not (saved or morale):
        return ""
    return render(Msg("BUCS", "Medics: %1, %2.").args(
        Msg("BUCS", "%n casualty hit(s) saved", None, saved),
        Msg("BUCS", "%n morale hit(s) healed", None, morale)))


def line_text(line: HealLine) -> str:
    """A healing line (``bucs.heal``'s) in the GM's language: its message where it has one, else its text."""
    return render(line.text_msg or line.text)


def heal_preview_html(capacity: int, late: bool, lines: Sequence[HealLine]) -> tuple[str, list[str]]:
    """The after-battle dialog's summary (HTML) and each unit's line (in the GM's language)."""
    parts = [render(Msg("BucsHealDialog", "Medics heal %n hit(s) a day.", None, capacity))]
    if late:
        parts.append(translate("BucsHealDialog", "More than 24 hours have passed: no casualty can be saved; medics "
                                                 "heal morale hits."))
    totals = medics_totals(lines)
    if totals:
        parts.append(totals)
    head = " ".join(parts)
    texts = [line_text(line) for line in lines]
    rows = []
    for text, line in zip(texts, lines):
        notes = "".join(f"<br/><i>{html.escape(render(message_of(n)))}</i>" for n in line.notes)
        rows.append(f"<li>{html.escape(text)}{notes}</li>")
    return f"<p>{html.escape(head)}</p><ul>{''.join(rows)}</ul>", texts


def result_html(kind: str, result: Mapping[str, Any], fallback: str) -> str:
    """The result box's text for a BUCS action record's ``result`` (``fallback``: the log's text)."""
    from muster.services.bucs_results import HealResult, result_from_dict

    typed = result_from_dict(kind, result)
    if isinstance(typed, HealResult):
        totals = medics_totals(typed.units)
        lines = [line_text(u) for u in typed.units] + ([totals] if totals else [])
        return "<b>" + html.escape(translate("BattlePanel", "After the battle:")) + "</b><br/>" + "<br/>".join(
            html.escape(t) for t in lines)
    shown = "".join(f"<br/><i>{html.escape(render(n))}</i>" for n in typed.notes if n)
    text = render(typed.text_msg) if typed.text_msg else str(typed.text or fallback)
    return f"<b>{html.escape(text)}</b>{shown}"
