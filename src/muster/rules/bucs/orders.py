"""Orders: how long they take, giving them, counting hours down, Legendary command."""

from __future__ import annotations

from dataclasses import dataclass, replace

from muster.i18n import Msg, Phrase, term
from muster.rules.bucs.data import BucsTables, RuleError
from muster.rules.bucs.units import Order, Unit, current_rank


@dataclass(frozen=True)
class OrderTime:
    order: str
    base_hours: int
    quality: str              # the quality whose alone-under-orders modifier is used
    quality_modifier: int
    as_raw_reason: str | None  # a Phrase: English, keeping its message for the screen
    divisor: int
    reduction: int            # hours taken off (negative: hours added)
    hours: int
    minimum_applied: bool
    action: str               # what giving the order costs: move_equivalent or attack

    def to_dict(self) -> dict:
        return {"order": self.order, "base_hours": self.base_hours, "quality": self.quality,
                "quality_modifier": self.quality_modifier, "as_raw_reason": self.as_raw_reason,
                "divisor": self.divisor, "reduction": self.reduction, "hours": self.hours,
                "minimum_applied": self.minimum_applied, "giving_the_order_is": self.action}


def _reduce(value: int, divisor: int, rounding: str) -> int:
    if rounding == "down":
        return value // divisor
    if rounding == "up":
        return -((-value) // divisor)
    sign = -1 if value < 0 else 1
    return sign * (abs(value) // divisor)


def order_time(unit: Unit, order: str, tables: BucsTables, base_hours: int | None = None) -> OrderTime:
    """Hours to carry out ``order``: its listed time minus (alone-under-orders modifier / divisor), at least the
    minimum.

    An order from a specialty the unit lacks is done as Raw. ``base_hours``
    supplies (or replaces) the time for an order the data gives none.
    """
    row = tables.order_row(order)
    name = row.name if row else order
    hours = base_hours if base_hours is not None else (row.hours if row else None)
    if hours is None:
        if row is None:
            raise RuleError(Msg("BUCS", "'%1' is not an order in the rules data; give its time in hours").args(order),
                            "hours")
        raise RuleError(Msg("BUCS", "%1 has no time: it lasts until it is completed or replaced by another order")
                        .args(term("Rules", name)), "order")
    rank = current_rank(unit, tables)
    if rank is None:
        raise RuleError((Msg("BUCS", "%1 has retreated and cannot carry out orders") if unit.status == "retreated" else
                         Msg("BUCS", "%1 has destroyed and cannot carry out orders") if unit.status == "destroyed"
                         else Msg("BUCS", "%1 has broken and cannot carry out orders")).args(unit.name), "unit.status")
    quality = tables.ladder[rank]
    reason = None
    spec = row.specialty if row else None
    if spec and not unit.has(spec):
        quality = tables.outside_specialty.quality_as
        reason = Phrase(Msg("BUCS", "%1 lacks the %2 specialty and performs as %3")
                      .args(unit.name, term("Rules", spec), term("Rules", quality)))
    mod = tables.quality_row(quality).alone_orders
    rules = tables.order_rules
    reduction = _reduce(mod, rules.quality_divisor, rules.rounding)
    raw_hours = hours - reduction
    final = max(rules.minimum_hours, raw_hours)
    return OrderTime(name, hours, quality, mod, reason, rules.quality_divisor, reduction, final,
                     final != raw_hours, rules.giving_an_order)


def give_order(unit: Unit, order: str, tables: BucsTables, given_by: str | None = None,
               base_hours: int | None = None) -> tuple[Unit, OrderTime | None]:
    """The unit with its new order (replacing any old one); timed orders get their hours."""
    row = tables.order_row(order)
    if not unit.ready:
        raise RuleError((Msg("BUCS", "%1 has retreated and cannot take orders") if unit.status == "retreated" else
                         Msg("BUCS", "%1 has destroyed and cannot take orders")).args(unit.name), "unit.status")
    timing = None
    if base_hours is not None or (row and row.hours is not None):
        timing = order_time(unit, order, tables, base_hours)
    name = row.name if row else order
    return replace(unit, order=Order(name, timing.hours if timing else None, given_by)), timing


@dataclass(frozen=True)
class OrderProgress:
    unit: Unit
    hours_spent: int
    completed: bool
    effect: str | None

    def to_dict(self) -> dict:
        return {"unit": self.unit.to_dict(), "hours_spent": self.hours_spent, "completed": self.completed,
                "effect": self.effect}


def advance_hours(unit: Unit, hours: int, tables: BucsTables) -> OrderProgress:
    """Count a timed order down; when it reaches 0 it is complete (Establish Beachhead then digs the unit in)."""
    order = unit.order
    if order is None or order.hours_left is None:
        return OrderProgress(unit, 0, False, None)
    spent = min(hours, order.hours_left)
    left = order.hours_left - spent
    if left > 0:
        return OrderProgress(replace(unit, order=replace(order, hours_left=left)), spent, False, None)
    found = tables.order_row(order.name)
    effect = found.effect if found else None
    done = replace(unit, order=None)
    if effect == "beachhead":
        done = done.with_conditions(beachhead=True)
    return OrderProgress(done, spent, True, effect)


def take_command(commander: Unit, units: list[Unit], tables: BucsTables) -> tuple[Unit, ...]:
    """A Legendary unit takes over up to 6 lesser units not led by a PC or named NPC."""
    rank = current_rank(commander, tables)
    row = tables.quality_row(rank) if rank is not None else None
    limit = row.commands_lesser_units if row else None
    if not limit or rank is None:
        raise RuleError(Msg("BUCS", "%1 is not Legendary and cannot take command of other units").args(commander.name),
                        "commander.quality")
    if len(units) > limit:
        raise RuleError(Msg("BUCS", "a %1 unit can command at most %2 units, not %3")
                        .args(term("Rules", row.name if row else ""), limit, len(units)), "units")
    out = []
    for i, u in enumerate(units):
        if u.name == commander.name:
            raise RuleError(Msg("BUCS", "%1 cannot command itself").args(u.name), f"units[{i}].name")
        r = current_rank(u, tables)
        if r is None:
            raise RuleError((Msg("BUCS", "%1 has retreated and cannot be commanded") if u.status == "retreated" else
                             Msg("BUCS", "%1 has destroyed and cannot be commanded") if u.status == "destroyed" else
                             Msg("BUCS", "%1 has broken and cannot be commanded")).args(u.name), f"units[{i}].status")
        if r >= rank:
            raise RuleError(Msg("BUCS", "%1 is not a lesser unit than %2").args(u.name, commander.name),
                            f"units[{i}].quality")
        if u.leader is not None and not u.leader.dead:
            raise RuleError(Msg("BUCS", "%1 is led by %2, so it cannot be taken over").args(u.name, u.leader.name),
                            f"units[{i}].leader")
        out.append(replace(u, commanded_by=commander.name))
    return tuple(out)
