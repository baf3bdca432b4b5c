import pytest

from muster.rules.bucs.data import RuleError, default_tables, load_tables
from muster.rules.bucs.orders import advance_hours, give_order, order_time, take_command
from muster.rules.bucs.units import Leader, Order, Unit

T = default_tables()
EXAMPLE = load_tables({"order_rules": {"quality_divisor": 1}})
ENG = ("Combat Engineering",)


@pytest.mark.parametrize("quality,words,example", [
    ("Raw", 7, 10), ("Green", 6, 8), ("Inexperienced", 5, 6), ("Average", 4, 4),
    ("Experienced", 3, 2), ("Elite", 2, 1), ("Legendary", 1, 1),
])
def test_bridge_time_by_quality_both_readings(quality, words, example):
    specs = ENG if quality != "Raw" else ()
    unit = Unit("E", quality, specialties=specs)
    assert order_time(unit, "Bridge a River", T).hours == words
    assert order_time(unit, "Bridge a River", EXAMPLE).hours == example


def test_order_time_breakdown_and_minimum():
    t = order_time(Unit("L", "Legendary", specialties=ENG), "bridge a river", EXAMPLE)
    assert (t.order, t.base_hours, t.quality_modifier, t.reduction, t.hours, t.minimum_applied) == (
        "Bridge a River", 4, 6, 6, 1, True)
    assert t.action == "move_equivalent"
    assert order_time(Unit("L", "Legendary"), "Bridge a River", load_tables(
        {"order_rules": {"giving_an_order": "attack"}})).action == "attack"


def test_order_outside_specialty_is_done_as_raw():
    t = order_time(Unit("I", "Elite", specialties=("Infantry",)), "Bridge a River", T)
    assert t.quality == "Raw" and t.hours == 7 and "lacks the Combat Engineering" in t.as_raw_reason


def test_inexperienced_half_rounds_toward_zero():
    # -2 / 2 = -1: one hour more; a custom 3-hour order for an Average unit stays 3
    assert order_time(Unit("I", "Inexperienced"), "Dig Trenches", T, base_hours=3).hours == 4
    assert order_time(Unit("A", "Average"), "Dig Trenches", T, base_hours=3).hours == 3


def test_order_without_time_or_unknown():
    with pytest.raises(RuleError) as err:
        order_time(Unit("A", "Average"), "Attack", T)
    assert err.value.field == "order"
    with pytest.raises(RuleError) as err:
        order_time(Unit("A", "Average"), "Dance", T)
    assert err.value.field == "hours"


def test_give_and_advance_beachhead():
    u = Unit("M", "Average", specialties=("Infantry", "Amphibious"))
    u2, timing = give_order(u, "Establish Beachhead", T, given_by="Cpt Miller")
    assert u2.order == Order("Establish Beachhead", 1, "Cpt Miller") and timing.hours == 1
    prog = advance_hours(u2, 3, T)
    assert prog.completed and prog.hours_spent == 1 and prog.unit.order is None and prog.unit.conditions.beachhead
    u3, timing = give_order(u, "Attack", T)
    assert u3.order == Order("Attack") and timing is None
    assert advance_hours(u3, 5, T).completed is False


def test_advance_partial():
    u = Unit("E", "Average", specialties=ENG, order=Order("Bridge a River", 4))
    prog = advance_hours(u, 3, T)
    assert prog.unit.order.hours_left == 1 and not prog.completed


def test_legendary_takes_command_of_six_lesser_units():
    big = Unit("Big Red One", "Legendary", specialties=("Infantry",))
    lesser = [Unit(f"U{i}", "Green") for i in range(6)]
    out = take_command(big, lesser, T)
    assert all(u.commanded_by == "Big Red One" for u in out)
    with pytest.raises(RuleError, match="at most 6"):
        take_command(big, lesser + [Unit("U7", "Raw")], T)
    with pytest.raises(RuleError) as err:
        take_command(big, [Unit("X", "Green", leader=Leader("Cpt", hp=10))], T)
    assert err.value.field == "units[0].leader"
    with pytest.raises(RuleError) as err:
        take_command(big, [Unit("X", "Legendary")], T)
    assert err.value.field == "units[0].quality"
    with pytest.raises(RuleError) as err:
        take_command(Unit("E", "Elite"), [Unit("X", "Raw")], T)
    assert err.value.field == "commander.quality"
