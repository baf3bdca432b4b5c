"""BUCS command through the service: take and release, undone and redone to identical state."""

from muster.services import battle as bsvc
from muster.services import bucs, roster
from muster.services import queries as q


def _snapshot(svc):
    from sqlalchemy import select

    from muster.campaign.models import Battle, Unit

    with svc.file.sessions() as s:
        units = {u.id: (u.state, u.status) for u in s.scalars(select(Unit))}
        battles = {b.id: (b.state, b.round, b.phase) for b in s.scalars(select(Battle))}
    return units, battles


def _company(svc):
    red = roster.create_force(svc, roster.create_side(svc, "Coalition"), "2nd Platoon")
    blue = roster.create_force(svc, roster.create_side(svc, "Insurgents"), "Militia")
    ids = {}

    def unit(name, force, quality="Average", **extra):
        ids[name] = roster.create_unit(svc, force, name, "bucs",
                                       {"quality": quality, "specialties": ["Infantry"], **extra})

    unit("Old Guard", red, "Legendary")
    unit("Kane's Squad", red, "Green", leader={"name": "Kane", "hp": 10})
    for i in range(1, 8):
        unit(f"Rookies {i}", red, "Green")
    unit("Cell One", blue)
    bid = bsvc.start_battle(svc, "Checkpoint", "bucs", list(ids.values()))
    return bid, ids


def test_take_and_release_command_undo_redo_identical(service):
    bid, ids = _company(service)
    before = _snapshot(service)
    bucs.take_command(service, ids["Old Guard"], [ids["Rookies 1"], ids["Rookies 2"]], bid)
    taken = _snapshot(service)
    assert q.unit_state(service, ids["Rookies 2"])["commanded_by"] == "Old Guard"
    service.undo()
    assert _snapshot(service) == before
    service.redo()
    assert _snapshot(service) == taken
    bucs.release_command(service, ids["Rookies 1"], bid)
    assert q.unit_state(service, ids["Rookies 1"]).get("commanded_by") is None
    service.undo()
    assert _snapshot(service) == taken
