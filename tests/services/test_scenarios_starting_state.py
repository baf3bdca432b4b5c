"""Scenarios start their battle ready for its first phase, per system; editing and duplicating them."""

import pytest
from sqlalchemy import select

from muster.campaign.models import Battle, Scenario
from muster.i18n import render
from muster.rules.dice import ScriptedDice
from muster.services import ServiceError, queries
from muster.services import scenarios as sc

SQUAD = {"members": 5, "hd": 1, "ac": 6, "squad_type": "average", "move_ft": 90}


def poleaxe_scenario(distance="7", sides=("Crown", "Rebels")):
    return {"name": "Greenwood", "system": "poleaxe", "setup": {"distance": distance},
            "sides": [{"name": n, "forces": [{"name": f"{n} band", "units": [{"name": f"{n} {i}", "state": SQUAD}
                                                                              for i in (1, 2)]}]} for n in sides]}


def bucs_scenario(conditions="", positions=""):
    return {"name": "Millbrook", "system": "bucs", "setup": {"conditions": conditions, "positions": positions},
            "sides": [{"name": n, "forces": [{"name": f"{n} coy", "units": [{"name": f"{n} 1",
                                                                              "state": {"quality": "Elite"}}]}]}
                      for n in ("Blue", "Red")]}


def _state(svc, battle_id):
    with svc.file.sessions() as s:
        return dict(s.get(Battle, battle_id).state)


def _rows(svc):
    with svc.file.sessions() as s:
        return sorted((r.id, r.name, r.position, r.data) for r in s.scalars(select(Scenario)))


def test_poleaxe_bodies_placed_at_the_set_up_distance(service):
    from muster.services import poleaxe

    battle_id = sc.start_scenario(service, sc.save_scenario(service, poleaxe_scenario("7 move spaces")))
    state = _state(service, battle_id)
    assert state["start_distance"] == 7
    assert [(b["name"], b["position"], len(b["squads"])) for b in state["bodies"]] == [("Crown", 0, 2),
                                                                                       ("Rebels", 7, 2)]
    assert [render(e) for e in state["events"]] == ["The sides start 7 move spaces apart"]  # kept as message data
    log = queries.log_rows(service, queries.log_ids(service))
    assert "7 move spaces apart" in log[max(log)].text
    # ready for the first phase: a body declares its move at once (no "not set up yet")
    poleaxe.declare(service, battle_id, state["bodies"][0]["id"], 2)
    with pytest.raises(ServiceError, match="already set up"):
        poleaxe.setup(service, battle_id)


def test_poleaxe_distance_rolled_at_the_start_with_the_battles_dice_and_undo_redo(service):
    sid = sc.save_scenario(service, poleaxe_scenario("2d6"))
    service.set_dice_source(ScriptedDice([3, 4]))
    battle_id = sc.start_scenario(service, sid)
    after = _state(service, battle_id)
    assert after["start_distance"] == 7 and after["bodies"][1]["position"] == 7
    service.undo()
    assert queries.battles(service) == []
    service.redo()
    assert _state(service, battle_id) == after


def test_poleaxe_without_distance_waits_for_the_panel_roll(service):
    battle_id = sc.start_scenario(service, sc.save_scenario(service, poleaxe_scenario("")))
    assert _state(service, battle_id) == {}


@pytest.mark.parametrize("distance,message", [
    ("300 yards", r"scenario\.setup\.distance: By This Poleaxe counts the distance in move spaces"),
    ("0", r"scenario\.setup\.distance: between 1 and 99 move spaces"),
])
def test_poleaxe_bad_distance_is_refused_and_nothing_written(service, distance, message):
    with pytest.raises(ServiceError, match=message):
        sc.save_scenario(service, poleaxe_scenario(distance))
    assert _rows(service) == []


def test_poleaxe_distance_needs_two_sides(service):
    with pytest.raises(ServiceError, match=r"scenario\.sides: a By This Poleaxe battle has two sides; this one has 3"):
        sc.save_scenario(service, poleaxe_scenario("5", ("A", "B", "C")))


@pytest.mark.parametrize("conditions,positions,expected", [
    ("Night; urban ruins, cramped quarters", "", {"terrain": "urban", "cramped_quarters": True}),
    ("rain", "Blue holds the forest edge", {"terrain": "forest", "cramped_quarters": False}),
])
def test_bucs_terrain_from_the_set_up(service, conditions, positions, expected):
    battle_id = sc.start_scenario(service, sc.save_scenario(service, bucs_scenario(conditions, positions)))
    assert _state(service, battle_id) == expected


def test_bucs_without_terrain_starts_empty(service):
    battle_id = sc.start_scenario(service, sc.save_scenario(service, bucs_scenario("rain")))
    assert _state(service, battle_id) == {}


def test_edit_setup_plans_and_notes_is_one_undoable_action(service):
    sid = sc.save_scenario(service, poleaxe_scenario("7"))
    before = _rows(service)
    data = sc.get_scenario(service, sid)
    data.update(name="Greenwood at dusk", notes="Wolves", setup={**data["setup"], "distance": "4"})
    data["sides"][0]["plan"] = "Hold"
    sc.update_scenario(service, sid, data)
    after = _rows(service)
    assert after[0][3]["setup"]["distance"] == "4" and after[0][3]["sides"][0]["plan"] == "Hold"
    assert service.undo().label == "Edit scenario Greenwood at dusk"
    assert _rows(service) == before
    service.redo()
    assert _rows(service) == after
    battle_id = sc.start_scenario(service, sid)
    assert _state(service, battle_id)["start_distance"] == 4


def test_edit_refuses_bad_input_and_writes_nothing(service):
    sid = sc.save_scenario(service, poleaxe_scenario("7"))
    before = _rows(service)
    data = sc.get_scenario(service, sid)
    for bad, message in (({**data, "name": ""}, r"scenario\.name"),
                         ({**data, "setup": {"distance": "far"}}, r"scenario\.setup\.distance"),
                         ({**data, "system": "generic"}, r"scenario\.system: Greenwood uses poleaxe rules")):
        with pytest.raises(ServiceError, match=message):
            sc.update_scenario(service, sid, bad)
    assert _rows(service) == before


def test_duplicate_places_a_copy_after_the_original(service):
    first = sc.save_scenario(service, poleaxe_scenario("7"))
    last = sc.save_scenario(service, bucs_scenario())
    before = _rows(service)
    copy_id = sc.duplicate_scenario(service, first)
    again = sc.duplicate_scenario(service, first)
    names = [r.name for r in sc.list_scenarios(service)]
    assert names == ["Greenwood", "Greenwood (copy 2)", "Greenwood (copy)", "Millbrook"]
    assert sc.get_scenario(service, copy_id) == {**sc.get_scenario(service, first), "name": "Greenwood (copy)"}
    assert again != copy_id and last not in (copy_id, again)
    after = _rows(service)
    assert service.undo().label == "Duplicate scenario Greenwood (copy 2)"
    service.undo()
    assert _rows(service) == before
    service.redo()
    service.redo()
    assert _rows(service) == after
