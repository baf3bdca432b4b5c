"""BUCS command through the service: take and release, undone and redone to identical state."""

from builders import bucs_company as _company
from builders import snapshot
from muster.services import bucs
from muster.services import queries as q


def _snapshot(svc):
    return snapshot(svc)[:2]  # units and battles: an undone action keeps its row


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
