"""Scenarios: prepared battles saved in the campaign and started in one click."""

import pytest
from sqlalchemy import select

from muster.campaign.models import Battle, Force, Side, Unit
from muster.services import ServiceError, queries, roster
from muster.services import scenarios as sc

AMBUSH = {
    "name": "Ambush at the Ford", "system": "generic", "notes": "The bridge is rotten (GM only).",
    "setup": {"distance": "300 yards", "positions": "Crown on the hill", "conditions": "Fog until round 3"},
    "sides": [
        {"name": "The Crown", "colour": "#1f77b4", "plan": "Hold the ford",
         "forces": [{"name": "Royal Guard", "units": [{"name": "Guard Pikes", "state": {"attack": 3, "max_hits": 12}},
                                                       {"name": "Guard Archers", "state": {"attack": 2}}]}]},
        {"name": "The Rebels", "plan": "Cross at dawn",
         "forces": [{"name": "Free Company", "units": [{"name": "Militia", "state": {"attack": 1}}]}]},
    ],
}


def _everything(svc):
    with svc.file.sessions() as s:
        return [sorted((r.id, r.name) for r in s.scalars(select(m))) for m in (Side, Force, Unit, Battle)]


def test_save_and_list(service):
    sid = sc.save_scenario(service, AMBUSH)
    rows = sc.list_scenarios(service)
    assert [(r.id, r.name, r.system, r.sides, r.units) for r in rows] == [(sid, "Ambush at the Ford", "generic", 2, 3)]
    data = sc.get_scenario(service, sid)
    assert data["sides"][0]["forces"][0]["units"][0]["state"]["hits_taken"] == 0  # normalised by the engine
    assert data["setup"]["conditions"] == "Fog until round 3"
    assert service.undo().label == "Save scenario Ambush at the Ford"
    assert sc.list_scenarios(service) == []


def test_start_puts_the_battle_in_the_turn_tracker_ready_for_the_first_phase(service):
    roster.create_side(service, "The Crown")  # an existing side of the same name is reused
    sid = sc.save_scenario(service, AMBUSH)
    before = _everything(service)
    battle_id = sc.start_scenario(service, sid)
    b = queries.battle(service, battle_id)
    assert (b.name, b.system, b.round, b.phase, b.active) == ("Ambush at the Ford", "generic", 1, 0, 0)
    names = queries.unit_names(service, list(b.initiative))
    assert [names[i] for i in b.initiative] == ["Guard Pikes", "Guard Archers", "Militia"]
    sides = [s.name for s in queries.roster(service)[0]]
    assert sides == ["The Crown", "The Rebels"]
    assert sc.list_scenarios(service)[0].started == (battle_id,)
    log = queries.log_rows(service, queries.log_ids(service))
    last = log[max(log)]
    assert "distance: 300 yards" in last.text and "rotten" not in last.text
    assert last.result["gm_only"]["notes"].startswith("The bridge")
    assert service.undo().label == "Start battle Ambush at the Ford"
    assert _everything(service) == before
    assert sc.list_scenarios(service)[0].started == ()
    service.redo()
    assert queries.battle(service, battle_id).name == "Ambush at the Ford"


def test_start_twice_gives_two_battles(service):
    sid = sc.save_scenario(service, AMBUSH)
    first = sc.start_scenario(service, sid)
    second = sc.start_scenario(service, sid, "Ford, rematch")
    assert first != second and queries.battle(service, second).name == "Ford, rematch"
    assert len(queries.roster(service)[2]) == 6


@pytest.mark.parametrize("system,state", [
    ("bucs", {"quality": "Elite"}), ("gurps", {"count": 200}), ("mech", {"design": "boar"}),
    ("poleaxe", {"members": 5, "hd": 1, "ac": 6, "squad_type": "average", "move_ft": 90}),
])
def test_every_system(service, system, state):
    data = {"name": f"{system} test", "system": system,
            "sides": [{"name": n, "forces": [{"name": f"{n} force", "units": [{"name": f"{n} 1", "state": state}]}]}
                      for n in ("A", "B")]}
    battle_id = sc.start_scenario(service, sc.save_scenario(service, data))
    assert queries.battle(service, battle_id).system == system
    assert {u.system for u in queries.roster(service)[2]} == {system}


def test_bad_scenarios_name_the_field(service):
    bad_unit = {"name": "X", "state": {"attack": "x"}}
    bad = {**AMBUSH, "sides": [{"name": "A", "forces": [{"name": "F", "units": [bad_unit]}]}]}
    with pytest.raises(ServiceError, match=r"scenario\.sides\[0\]\.forces\[0\]\.units\[0\]\.state: Bad unit"):
        sc.save_scenario(service, bad)
    with pytest.raises(ServiceError, match=r"scenario\.name: a name is needed"):
        sc.save_scenario(service, {**AMBUSH, "name": " "})
    with pytest.raises(ServiceError, match=r"scenario\.system: unknown rules"):
        sc.save_scenario(service, {**AMBUSH, "system": "chess"})
    with pytest.raises(ServiceError, match=r"scenario\.setup\.distance: expected text"):
        sc.save_scenario(service, {**AMBUSH, "setup": {"distance": 300}})
    assert sc.list_scenarios(service) == []


def test_empty_scenario_cannot_start(service):
    sid = sc.save_scenario(service, {"name": "Later", "system": "generic", "sides": []})
    with pytest.raises(ServiceError, match="has no units"):
        sc.start_scenario(service, sid)
    assert queries.battles(service) == []


def test_from_roster_groups_by_side_and_force(skirmish):
    service, _, units = skirmish
    data = sc.from_roster(service, "Rematch", "generic", units, notes="n", setup={"distance": "close"},
                          plans={"Red": "charge"})
    assert [s["name"] for s in data["sides"]] == ["Red", "Blue"]
    assert data["sides"][0]["plan"] == "charge"
    assert [u["name"] for u in data["sides"][1]["forces"][0]["units"]] == ["Blue Foot 1", "Blue Foot 2"]
    with pytest.raises(ServiceError, match="this scenario uses bucs rules"):
        sc.from_roster(service, "X", "bucs", units)


def test_edit_and_delete(service):
    sid = sc.save_scenario(service, AMBUSH)
    sc.update_scenario(service, sid, {**AMBUSH, "name": "Ambush II"})
    assert sc.list_scenarios(service)[0].name == "Ambush II"
    sc.delete_scenario(service, sid)
    assert sc.list_scenarios(service) == []
    service.undo()
    assert sc.list_scenarios(service)[0].name == "Ambush II"
