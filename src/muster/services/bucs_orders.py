"""BUCS conditions, actions used this round, orders, hours passing and Legendary command; the turn hook."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from muster.campaign.models import Battle, Unit
from muster.i18n import Msg, Text, join
from muster.services.bucs_results import HoursLine, OrderResult
from muster.services.bucs_units import (
    SYSTEM,
    battle_state,
    engine_unit,
    ids_of,
    not_in_battle,
    rule,
    rules_term,
    typed_tables,
    units_with_sides,
    write_unit,
)
from muster.services.common import battle_action, load_battle
from muster.services.core import ActionScope, CampaignService, ServiceError

if TYPE_CHECKING:
    from muster.rules.bucs.data import BucsTables
    from muster.rules.bucs.units import Unit as EngineUnit

# ---- GM actions: conditions, actions used, orders, command ------------------------------------------

def set_conditions(svc: CampaignService, battle_id: int | None, unit_id: int, conditions: dict) -> None:
    """Set a unit's conditions (dug in, pinned down and why, surprised...) without rolling."""
    from muster.rules.bucs.modifiers import pin_word
    from muster.rules.bucs.options import apply_conditions

    with svc.action("bucs-conditions", "Set conditions") as act:
        tables = typed_tables(act.tables(SYSTEM))
        row = act.get(Unit, unit_id, "unit")
        battle = load_battle(act, battle_id, SYSTEM) if battle_id is not None else None
        before = engine_unit(row, tables)
        unit = rule(lambda: apply_conditions(before, conditions, tables, "conditions"))
        if unit.conditions == before.conditions:
            raise ServiceError(Msg("BUCS", "%1's conditions are already like that.").args(row.name))
        write_unit(act, row, unit, tables)
        c = unit.conditions
        bits: list[Text] = []
        if c.dug_in:
            bits.append(Msg("BUCS", "dug in"))
        if c.pinned_down:
            bits.append(Msg("BUCS", "pinned down (%1)").args(join([pin_word(p) for p in c.pinned_down], ", ")))
        if c.surprised:
            bits.append(Msg("BUCS", "surprised"))
        act.set_label(Msg("BUCS", "Conditions of %1").args(row.name))
        act.describe(join([row.name, join(bits, ", ") if bits else Msg("BUCS", "no conditions")], ": "), battle=battle,
                     actor=row, result={"conditions": c.to_dict()})


_ACTION_WORDS = {  # (kind, used): (already so, the action's label, the log's text)
    ("move", True): (Msg("BUCS", "%1's move action is already used."), Msg("BUCS", "%1: move action used"),
                     Msg("BUCS", "%1's move action is used (round %2)")),
    ("move", False): (Msg("BUCS", "%1's move action is already free."), Msg("BUCS", "%1: move action free again"),
                      Msg("BUCS", "%1's move action is free again (round %2)")),
    ("attack", True): (Msg("BUCS", "%1's attack action is already used."), Msg("BUCS", "%1: attack action used"),
                       Msg("BUCS", "%1's attack action is used (round %2)")),
    ("attack", False): (Msg("BUCS", "%1's attack action is already free."),
                        Msg("BUCS", "%1: attack action free again"),
                        Msg("BUCS", "%1's attack action is free again (round %2)")),
}


def set_unit_action(svc: CampaignService, battle_id: int, unit_id: int, kind: str, used: bool) -> None:
    """Mark a unit's move or attack action as used (or not) this round."""
    if kind not in ("move", "attack"):
        raise ServiceError(Msg("BUCS", "A unit has a move and an attack action, not '%1'.").args(str(kind)))
    with battle_action(svc, SYSTEM, battle_id, "bucs-unit-action", "Mark action") as (act, battle, _):
        row = act.get(Unit, unit_id, "unit")
        if unit_id not in (battle.initiative or []):
            raise not_in_battle(row, battle)
        state = battle_state(battle)
        actions = {k: dict(v) for k, v in state["actions"].items()}
        mine = actions.setdefault(str(unit_id), {"move": False, "attack": False})
        already, label, text = _ACTION_WORDS[kind, bool(used)]
        if mine.get(kind) == bool(used):
            raise ServiceError(already.args(row.name))
        mine[kind] = bool(used)
        act.update(battle, state={**state, "actions": actions})
        act.set_label(label.args(row.name))
        act.describe(text.args(row.name, battle.round), battle=battle, actor=row)


def _hours_left(unit: EngineUnit) -> int | None:
    return unit.order.hours_left if unit.order is not None else None


def order_name(name: str, tables: BucsTables) -> Text:
    """An order as the GM reads it: an order of the rules data in the GM's language, any other as typed."""
    row = tables.order_row(name)
    return rules_term(row.name) if row is not None and row.name == name else name


def give_order(svc: CampaignService, unit_id: int, order: str, hours: int | None = None,
               given_by: str | None = None, battle_id: int | None = None) -> OrderResult:
    """Give a unit an order (replacing any old one); timed orders get their hours by the unit's quality."""
    from muster.i18n import message_of
    from muster.rules.bucs.orders import give_order as engine_give

    if not isinstance(order, str) or not order.strip():
        raise ServiceError(Msg("BUCS", "Name the order (for example Attack, Use Skill, Bridge a River)."))
    if hours is not None and (not isinstance(hours, int) or isinstance(hours, bool) or hours < 0):
        raise ServiceError(Msg("BUCS", "An order's hours must be a whole number, 0 or more."))
    with svc.action("bucs-order", "Give order") as act:
        tables = typed_tables(act.tables(SYSTEM))
        row = act.get(Unit, unit_id, "unit")
        battle = load_battle(act, battle_id, SYSTEM) if battle_id is not None else None
        unit = engine_unit(row, tables)
        new, timing = rule(lambda: engine_give(unit, order.strip(), tables, given_by or None, hours))
        write_unit(act, row, new, tables)
        assert new.order is not None  # just given
        name = order_name(new.order.name, tables)
        text: Text = Msg("BUCS", "%1 ordered: %2").args(row.name, name)
        if timing:
            took = (Msg("BUCS", "%1 (%2 h, %3 %4/%5 → 1 hour)") if timing.hours == 1 else
                    Msg("BUCS", "%1 (%2 h, %3 %4/%5 → %n hours)", None, timing.hours))
            text = took.args(text, timing.base_hours, rules_term(timing.quality), f"{timing.quality_modifier:+d}",
                             timing.divisor)
            if timing.as_raw_reason:
                text = join([text, message_of(timing.as_raw_reason)], "; ")
        if given_by:
            text = Msg("BUCS", "%1, given by %2").args(text, given_by)
        act.set_label(Msg("BUCS", "Order %1: %2").args(row.name, name))
        result = OrderResult(new.order, timing, tables.order_rules.giving_an_order)
        act.describe(text, battle=battle, actor=row, result=result.to_dict())
        return result


def advance_hours(svc: CampaignService, battle_id: int, hours: int) -> list[HoursLine]:
    """Let hours pass: every timed order in the battle counts down; finished orders take effect."""
    from muster.rules.bucs.orders import advance_hours as engine_advance

    if not isinstance(hours, int) or isinstance(hours, bool) or hours < 1:
        raise ServiceError(Msg("BUCS", "Let at least 1 hour pass."))
    with battle_action(svc, SYSTEM, battle_id, "bucs-hours", "Hours pass") as (act, battle, data):
        tables = typed_tables(data)
        report: list[HoursLine] = []
        lines: list[Text] = []
        found = units_with_sides(act.s, battle.initiative or [])
        for uid in battle.initiative or []:
            row = found[uid][0] if uid in found else None
            if row is None or row.system != SYSTEM:
                continue
            unit = engine_unit(row, tables)
            if unit.order is None or unit.order.hours_left is None:
                continue
            prog = engine_advance(unit, hours, tables)
            write_unit(act, row, prog.unit, tables)
            name = order_name(unit.order.name, tables)
            if prog.completed:
                lines.append((Msg("BUCS", "%1 completes %2 (beachhead established: counts as dug in)")
                              if prog.effect == "beachhead" else Msg("BUCS", "%1 completes %2")).args(row.name, name))
            else:
                lines.append(Msg("BUCS", "%1: %2, %3 h left").args(row.name, name, _hours_left(prog.unit)))
            report.append(HoursLine(uid, row.name, unit.order.name, prog.completed,
                                    None if prog.completed else _hours_left(prog.unit), prog.effect))
        if not report:
            raise ServiceError(Msg("BUCS", "No unit in this battle has an order with hours to count down."))
        label = Msg("BUCS", "1 hour pass") if hours == 1 else Msg("BUCS", "%n hours pass", None, hours)
        act.set_label(label)
        act.describe(join([label, join(lines, "; ")], ": "), battle=battle,
                     result={"hours": hours, "units": [line.to_dict() for line in report]})
        return report


def take_command(svc: CampaignService, commander_id: int, unit_ids: list[int], battle_id: int | None = None) -> None:
    """A Legendary unit takes command of up to 6 lesser units (they count as under orders)."""
    from muster.rules.bucs.orders import take_command as engine_command

    ids = ids_of(unit_ids, "commanded")
    with svc.action("bucs-command", "Take command") as act:
        tables = typed_tables(act.tables(SYSTEM))
        head = act.get(Unit, commander_id, "unit")
        battle = load_battle(act, battle_id, SYSTEM) if battle_id is not None else None
        rows = [act.get(Unit, uid, "unit") for uid in ids]
        commander = engine_unit(head, tables)
        new = rule(lambda: engine_command(commander, [engine_unit(r, tables) for r in rows], tables))
        for row, unit in zip(rows, new):
            write_unit(act, row, unit, tables)
        act.set_label(Msg("BUCS", "%1 takes command").args(head.name))
        act.describe(Msg("BUCS", "%1 takes command of %2").args(head.name, join([r.name for r in rows], ", ")),
                     battle=battle, actor=head)


def release_command(svc: CampaignService, unit_id: int, battle_id: int | None = None) -> None:
    with svc.action("bucs-command", "Release command") as act:
        tables = typed_tables(act.tables(SYSTEM))
        row = act.get(Unit, unit_id, "unit")
        unit = engine_unit(row, tables)
        if unit.commanded_by is None:
            raise ServiceError(Msg("BUCS", "%1 is not under anyone's command.").args(row.name))
        battle = load_battle(act, battle_id, SYSTEM) if battle_id is not None else None
        write_unit(act, row, replace(unit, commanded_by=None), tables)
        label = Msg("BUCS", "%1 leaves %2's command").args(row.name, unit.commanded_by)
        act.set_label(label)
        act.describe(label, battle=battle, actor=row)


# ---- turn hook -------------------------------------------------------------------------------------

def on_phase_change(act: ActionScope, battle: Battle, old_round: int, old_phase: int) -> None:
    """A new round gives every unit its move and attack action back."""
    if battle.round > old_round:
        state = battle_state(battle)
        if state["actions"]:
            act.update(battle, state={**state, "actions": {}})
