"""Setting up a Poleaxe battle in bodies, through the service."""

import pytest

from builders import poleaxe_host as _host
from builders import snapshot as _snapshot
from muster.rules.dice import ScriptedDice
from muster.services import ServiceError
from muster.services import poleaxe as px


def test_setup_squads_counts_combatants(service):
    bid, ids, red, blue = _host(service)
    info = px.setup_squads(service, bid)
    assert info.combatants == 110 and info.limit == 100
    assert [s.name for s in info.sides] == ["Red", "Blue"]
    assert {s.name: s.combatants for s in info.squads}["R1"] == 5


def test_setup_with_bodies_rolls_and_undo_redo_give_identical_state(service):
    bid, ids, red, blue = _host(service)
    bodies = [{"name": "Left battle", "side": red, "units": [ids[f"R{i}"] for i in range(1, 6)]},
              {"name": "Right battle", "side": red, "units": [ids[f"R{i}"] for i in range(6, 12)]},
              {"name": "Blue host", "side": blue, "units": [ids[f"B{i}"] for i in range(1, 12)]}]
    before = _snapshot(service)
    service.set_dice_source(ScriptedDice([3, 4]))
    assert px.setup(service, bid, bodies) == 7
    view = px.battle_view(service, bid)
    assert [(b.name, b.position, len(b.squads)) for b in view.bodies] == \
        [("Left battle", 0, 5), ("Right battle", 0, 6), ("Blue host", 7, 11)]
    assert any("110 combatants" in e for e in view.events)
    after = _snapshot(service)
    service.undo()
    assert _snapshot(service)[:2] == before[:2]
    service.redo()
    assert _snapshot(service)[:2] == after[:2]


def test_setup_refuses_an_unplaced_squad_and_writes_nothing(service):
    bid, ids, red, blue = _host(service, per_side=2)
    before = _snapshot(service)
    service.set_dice_source(ScriptedDice([3, 4]))
    with pytest.raises(ServiceError, match="not placed: R2"):
        px.setup(service, bid, [{"name": "Red", "side": red, "units": [ids["R1"]]},
                                {"name": "Blue", "side": blue, "units": [ids["B1"], ids["B2"]]}])
    assert _snapshot(service) == before
