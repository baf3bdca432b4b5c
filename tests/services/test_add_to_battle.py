"""Units join a battle already running: initiative grows, undoable; wrong rules or duplicates refused whole."""

import pytest

from muster.services import ServiceError, battle, roster
from muster.services import queries as q


@pytest.fixture
def field(service):
    force = roster.create_force(service, roster.create_side(service, "Red"), "Red Co")
    a = roster.create_unit(service, force, "Alpha", "generic", {})
    b = roster.create_unit(service, force, "Bravo", "generic", {})
    c = roster.create_unit(service, force, "Charlie", "generic", {})
    other = roster.create_unit(service, force, "Atlas", "bucs", {"quality": "Average", "specialties": ["Infantry"]})
    bid = battle.start_battle(service, "Ford", "generic", [a])
    return service, bid, a, b, c, other


def initiative(svc, bid):
    return q.battle(svc, bid).initiative


def test_units_join_at_the_end_of_the_initiative_and_undo_takes_them_out(field):
    svc, bid, a, b, c, _ = field
    assert battle.add_units(svc, bid, [c, b]) == [c, b]
    assert initiative(svc, bid) == (a, c, b)
    last = q.last_action(svc, bid)
    assert last is not None and last.text == "Charlie, Bravo join Ford"
    svc.undo()
    assert initiative(svc, bid) == (a,)
    svc.redo()
    assert initiative(svc, bid) == (a, c, b)


def test_one_unit_reads_as_english(field):
    svc, bid, _, b, _, _ = field
    battle.add_units(svc, bid, [b])
    assert q.last_action(svc, bid).text == "Bravo joins Ford"


@pytest.mark.parametrize("who, message", [
    ("other", "Atlas follows BUCS unit combat rules; Ford is fought with Generic."),
    ("a", "Alpha is already in Ford."),
])
def test_refusals_name_the_unit_and_write_nothing(field, who, message):
    svc, bid, a, b, _, other = field
    before = q.last_action(svc, bid)
    with pytest.raises(ServiceError) as err:
        battle.add_units(svc, bid, [b, {"other": other, "a": a}[who]])
    assert message in str(err.value)
    assert initiative(svc, bid) == (a,)
    assert q.last_action(svc, bid) == before


def test_no_units_is_refused(field):
    svc, bid, *_ = field
    with pytest.raises(ServiceError, match="Choose the units"):
        battle.add_units(svc, bid, [])
