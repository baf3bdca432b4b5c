"""Unique unit names (library, CSV), the free-form dice roller, and standing just after an action."""

import pytest

from muster.rules.dice import ScriptedDice
from muster.services import ServiceError, battle, dice_roller, history, library, roster, transfer
from muster.services import queries as q


def names(svc):
    return [u.name for u in q.roster(svc)[2]]


def test_library_and_csv_names_made_unique(service):
    side = roster.create_side(service, "Crown")
    force = roster.create_force(service, side, "Guard")
    roster.create_unit(service, force, "Alpha Squad", "generic", {})
    template = {"name": "Alpha Squad", "system": "generic", "state": {}}
    library.add_from_templates(service, force, [template, template])
    transfer.import_roster_csv(service, "name,rules\nAlpha Squad,Generic\n")
    assert sorted(names(service)) == ["Alpha Squad", "Alpha Squad (2)", "Alpha Squad (3)", "Alpha Squad (4)"]


def test_unique_name_keeps_the_limit():
    taken = {"x" * 200}
    assert roster.unique_name("x" * 200, taken) == "x" * 196 + " (2)"


def test_dice_roller_sums_terms_and_logs(service):
    service.set_dice_source(ScriptedDice([6, 1, 3, 4]))
    rolled = dice_roller.roll(service, "2d6 + d4 - 1", "Ambush")
    assert (rolled.total, rolled.faces) == (9, ((6, 1), (3,)))
    assert rolled.text.startswith("Ambush: 2d6+d4-1 = 9")
    assert service.history("done", 1)[0].label == "Roll 2d6+d4-1"
    service.undo()
    assert service.history("done", 1) == []
    for bad in ("", "3x6", "2d6++1", "12", "d1"):
        with pytest.raises(ServiceError):
            dice_roller.terms(bad)


def test_plan_to_action_undoes_after_it_and_redoes_up_to_it(sample_service):
    svc = sample_service
    b = next(x for x in q.battles(svc) if x.system == "generic")
    for _ in range(3):
        battle.next_phase(svc, b.id)
    rows = history.history(svc, b.id)
    first = rows[-3]
    plan = history.plan_to_action(svc, first.id)
    assert (plan.kind, plan.count, plan.elsewhere) == ("undo", 2, 0)
    history.step_to_action(svc, plan)
    assert [r.done for r in history.history(svc, b.id)][-3:] == [True, False, False]
    forward = history.plan_to_action(svc, rows[-1].id)
    assert (forward.kind, forward.count) == ("redo", 2)
    history.step_to_action(svc, forward)
    assert all(r.done for r in history.history(svc, b.id))
    with pytest.raises(ServiceError):
        history.plan_to_action(svc, 10**6)
