"""Property: whatever the GM does, every view shows what the file holds (issue 12).

Random sequences of GM actions, edits, undo, redo, rewind, battle switches and campaign switches run
through the real window on the sample campaign (a battle of every system). After each step the roster,
log and initiative models equal a fresh read of the file, the undo stack mirrors the file's history,
and the current battle panel shows exactly what a fresh rebuild from the file shows.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox, QLabel, QLineEdit, QTableView

from muster.gui.operations import battle as battle_ops
from muster.services import generic, roster
from muster.services import queries as q


@pytest.fixture
def make_window_once(make_window):
    """One window for every example of a property (examples switch campaigns in it, as a GM would)."""
    return make_window()


STEPS = ("act", "act", "next_phase", "previous_phase", "next_unit", "rename", "damage", "undo", "undo", "redo",
         "rewind", "switch_battle", "switch_campaign")


def shown(widget) -> list:
    """What a widget tree shows the GM: label texts, combo choices, table cells, field values, enabled buttons."""
    out: list = []
    for child in widget.findChildren(QLabel):
        if child.isVisibleTo(widget):
            out.append(("label", child.objectName(), child.text()))
    for combo in widget.findChildren(QComboBox):
        if combo.isVisibleTo(widget):
            out.append(("combo", combo.objectName(), combo.currentText(),
                        tuple(combo.itemText(i) for i in range(combo.count()))))
    for table in widget.findChildren(QTableView):  # QTableWidget and the views over the panels' item models
        model = table.model()
        if table.isVisibleTo(widget) and model is not None:
            cells = tuple(str(model.index(r, c).data() or "")
                          for r in range(model.rowCount()) for c in range(model.columnCount()))
            out.append(("table", table.objectName(), cells))
    for field in widget.findChildren(QAbstractSpinBox) + widget.findChildren(QLineEdit):
        if field.isVisibleTo(widget) and field.objectName():
            out.append(("field", field.objectName(), field.text()))
    for button in widget.findChildren(QAbstractButton):
        if button.isVisibleTo(widget) and button.objectName():
            out.append(("button", button.objectName(), button.isEnabled(), button.isChecked()))
    return out


def check_views(window) -> None:
    svc = window.service
    sides, forces, units = q.roster(svc)
    model = window.roster_model
    assert {u.id: (u.force_id, u.name, u.status) for u in model.units()} == {
        u.id: (u.force_id, u.name, u.status) for u in units}
    assert [s.id for s in model.sides()] == sorted(s.id for s in sides)

    log = window.log_model
    ids = q.log_ids(svc, log.filter)
    assert log.rowCount() == len(ids)
    if ids:
        last = q.log_rows(svc, ids[-1:])[ids[-1]]
        assert log.index(log.rowCount() - 1, 6).data() == last.text

    timeline = window.history.timeline  # the battle on screen, or the campaign's own (issue 27)
    assert timeline in (window.battles.battle_id() or 0, 0)
    done, undone = svc.history("done", None, timeline), svc.history("undone", None, timeline)
    stack = window.undo_stack
    assert (stack.index(), stack.count() - stack.index()) == (min(len(done), 500), len(undone))

    battle = q.battle(svc, window.battles.battle_id()) if window.battles.battle_id() is not None else None
    assert window.current_battle() == battle
    tracker = window.turnDock.initiative
    expected = list(battle.initiative) if battle else []
    assert [tracker.index(r).data(0x0100) for r in range(tracker.rowCount())] == expected
    if battle is not None:
        assert window.turnDock.roundLabel.text().endswith(f" {battle.round}")

    panel = window.battle_view
    before = shown(panel)
    status_before = shown(window.statusDock.widget())
    units_of = [u for u in (model.unit_row(i) for i in (battle.initiative if battle else [])) if u]
    panel.show_battle(battle, units_of, reset=False)  # a fresh rebuild from the file, the GM's choices kept
    panel.show_last_result(battle)
    assert shown(panel) == before
    assert shown(window.statusDock.widget()) == status_before
    assert window.actionAttack.isEnabled() == (battle is not None and panel.primary_available())


def do_step(window, step: str, pick: int, paths) -> None:
    svc = window.service
    battles = q.battles(svc)
    if step == "act":
        battle_ops.resolve(window)
    elif step == "next_phase":
        battle_ops.next_phase(window)
    elif step == "previous_phase":
        battle_ops.previous_phase(window)
    elif step == "next_unit":
        battle_ops.next_unit(window)
    elif step == "rename":
        units = q.roster(svc)[2]
        unit = units[pick % len(units)]
        window.run(roster.rename, "units", unit.id, unit.name + "'")
    elif step == "damage":
        plain = [u for u in q.roster(svc)[2] if u.system == "generic"]
        if plain:
            window.run(generic.apply_damage, plain[pick % len(plain)].id, 1 + pick % 3, window.battles.battle_id())
    elif step == "undo":
        window.undo_stack.undo()
    elif step == "redo":
        window.undo_stack.redo()
    elif step == "rewind":
        battle = window.current_battle()
        if battle is not None:
            window.session.rewind(battle.id, 1 + pick % battle.round)
    elif step == "switch_battle":
        window.battles.select(battles[pick % len(battles)].id)
    elif step == "switch_campaign":
        current = window.service.file.path.resolve()
        other = paths[1] if current == paths[0].resolve() else paths[0]
        assert window.open_campaign(other)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=st.lists(st.tuples(st.sampled_from(STEPS), st.integers(0, 50)), min_size=3, max_size=10))
def test_every_view_equals_the_file_after_any_steps(make_window_once, campaign_templates, tmp_path_factory, steps):
    window = make_window_once
    folder = tmp_path_factory.mktemp("views")
    paths = [campaign_templates.copy_to(folder / f"{n}.muster", sample=True, seed=n) for n in (1, 2)]
    assert window.open_campaign(paths[0])
    check_views(window)
    for step, pick in steps:
        do_step(window, step, pick, paths)
        check_views(window)
    window.session.close()


def test_the_same_step_list_runs_every_system(make_window_once, campaign_templates, tmp_path):
    """A fixed walk through each sample battle: act, next phase and act again, undo, redo."""
    window = make_window_once
    paths = [campaign_templates.copy_to(tmp_path / f"{n}.muster", sample=True, seed=n) for n in (1, 2)]
    assert window.open_campaign(paths[0])
    systems_seen = set()
    for battle in q.battles(window.service):
        window.battles.select(battle.id)
        systems_seen.add(window.current_battle().system)
        for step in ("act", "next_phase", "act", "undo", "undo", "redo", "switch_campaign", "switch_campaign"):
            do_step(window, step, 0, paths)
            check_views(window)
    assert systems_seen == {"generic", "bucs", "poleaxe", "gurps", "mech"}
    window.session.close()
