"""BUCS results cross the file's edge once: a use case returns a typed result, the action record keeps its
``to_dict()``, and ``result_from_dict`` reads back what the result box shows (its text and notes, the healing
lines) from that record — and from any older or damaged one without failing."""

from __future__ import annotations

import pytest

from muster.rules.bucs.options import EngagementOptions
from muster.rules.dice import ScriptedDice
from muster.services import battle, bucs, roster
from muster.services import queries as q
from muster.services.bucs_results import EngagementRecord, HealResult, result_from_dict


@pytest.fixture
def fight(service):
    red = roster.create_force(service, roster.create_side(service, "Red"), "Red Co")
    blue = roster.create_force(service, roster.create_side(service, "Blue"), "Blue Co")
    a = roster.create_unit(service, red, "Alpha", "bucs", {"quality": "Elite", "equipment": "Good", "order": "Attack",
                                                            "specialties": ["Infantry"]})
    b = roster.create_unit(service, blue, "Bravo", "bucs", {"quality": "Average", "order": "Attack",
                                                             "specialties": ["Infantry", "Medical"]})
    return service, battle.start_battle(service, "Fight", "bucs", [a, b]), a, b


def last_row(svc) -> q.LogRow:
    return q.log_rows(svc, q.log_ids(svc)[-1:]).popitem()[1]


def test_a_round_is_stored_as_its_dict_and_read_back_for_the_result_box(fight):
    svc, bid, a, b = fight
    svc.set_dice_source(ScriptedDice([12, 5]))
    result = bucs.resolve_round(svc, bid, [a], [b], {"defender": {"modifier": 1}})
    row = last_row(svc)
    assert row.kind == "bucs-round" and row.result == result.to_dict()
    assert "attackers" not in row.result and row.result["totals"] == result.totals
    record = result_from_dict(row.kind, row.result)
    assert isinstance(record, EngagementRecord) and record.text == result.text
    assert record.text.startswith("Alpha 18 vs Bravo 6")


def test_typed_options_are_the_same_request_as_their_json(fight):
    svc, bid, a, b = fight
    as_json = {"terrain": "urban", "defender": {"modifier": 2}}
    typed = EngagementOptions.from_dict(as_json, "options")
    assert bucs.preview(svc, bid, "round", [a], [b], typed) == bucs.preview(svc, bid, "round", [a], [b], as_json)
    svc.set_dice_source(ScriptedDice([10, 10]))
    by_type = bucs.resolve_surprise(svc, bid, [a], [b], typed)
    assert last_row(svc).result == by_type.to_dict() and "surprise" in by_type.to_dict()


def test_healing_is_stored_as_its_dict_and_read_back_whole(fight):
    svc, bid, a, b = fight
    result = bucs.heal(svc, [a, b], [b], rest_days=1, battle_id=bid)
    row = last_row(svc)
    assert row.kind == "bucs-heal" and row.result == result.to_dict()
    assert result_from_dict(row.kind, row.result) == result
    assert HealResult.from_dict(result.to_dict()) == result


def test_an_order_and_the_hours_are_typed_and_stored_as_before(fight):
    svc, bid, a, b = fight
    given = bucs.give_order(svc, a, "Attack", battle_id=bid)
    assert given.order.name == "Attack" and given.timing is None
    assert last_row(svc).result == {"order": given.order.to_dict(), "timing": None,
                                     "giving_the_order_is": given.giving_the_order_is}


def test_the_roster_status_reads_the_house_rules_when_given_them(service):
    """A unit of an equipment only the house rules have: its status line under the campaign's tables is its
    ladder; the bundled tables cannot read it."""
    from muster.i18n import render
    from muster.rules.bucs import tables as bundled
    from muster.services import house_rules
    from muster.services.systems import campaign_tables

    superb = {"name": "Superb", "modifier": 4, "loses_heavy_extra_hit": False, "loses_mobility": False,
              "ignores_first_morale_hit": True}
    house_rules.set_override(service, "bucs", {"equipment": [*bundled(None)["equipment"], superb]})
    state = bucs.normalise_state({"quality": "Elite", "equipment": "Superb"}, campaign_tables(service, "bucs"))
    assert render(bucs.status(state, campaign_tables(service, "bucs"))).startswith("Elite ●")
    assert render(bucs.status(state)).startswith("invalid: equipment: 'Superb'")
