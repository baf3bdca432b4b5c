"""View ▸ History (a click goes back to just after an action, Redo forward again), View ▸ Dice, View ▸ Zoom,
the roster's search and context menu, New Battle on the selected units' rules, the last battle and Manual Dice
kept across restarts."""

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from muster.gui.operations import battle as battle_ops
from muster.gui.operations import roster as roster_ops
from muster.rules.dice import ScriptedDice
from muster.services import queries

from gui_helpers import key as press
from gui_helpers import when_dialog_opens


def sample_window(make_window, tmp_path):
    from muster.services.sample import create_sample

    window = make_window()
    assert window.open_campaign(create_sample(tmp_path / "sample.muster"))
    return window


def generic_battle(window):
    battle = next(b for b in queries.battles(window.service) if b.system == "generic")
    window.battles.select(battle.id)
    return battle


def click_row(qtbot, view, row):
    view.scrollTo(view.model().index(row, 2))
    rect = view.visualRect(view.model().index(row, 2))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_history_dock_lists_the_battle_and_rewinds_by_click(qtbot, make_window, tmp_path):
    window = sample_window(make_window, tmp_path)
    battle = generic_battle(window)
    press(qtbot, window, "Alt+6")  # View ▸ History
    dock = window.historyDock
    assert dock.isVisible()
    window.service.set_dice_source(ScriptedDice([18, 5, 3, 12, 4]))
    battle_ops.resolve(window)  # an attack
    after_attack = window.current_battle()
    status_after_attack = [u.status for u in window.roster_model.units()]
    battle_ops.next_phase(window)  # then two phases
    battle_ops.next_phase(window)
    rows = dock.model.rows
    assert rows and all(r.battle_id == battle.id for r in rows)
    attack = next(i for i, r in enumerate(rows) if "attack" in r.label.lower())
    assert rows[attack].round == 1 and rows[attack].phase == after_attack.phase_name
    assert attack == len(rows) - 3

    click_row(qtbot, dock.view, attack)
    back = window.current_battle()
    assert (back.round, back.phase) == (after_attack.round, after_attack.phase)
    assert [r.done for r in dock.model.rows] == [True] * (attack + 1) + [False, False]
    assert "Went back 2 action" in window.statusBar().currentMessage()
    assert [u.status for u in window.roster_model.units()] == status_after_attack  # the attack stays done

    window.undo_stack.redo()  # Redo steps forward again, one action at a time
    window.undo_stack.redo()
    assert (window.current_battle().round, window.current_battle().phase) == (after_attack.round,
                                                                               after_attack.phase + 2)
    assert all(r.done for r in dock.model.rows)
    window.undo_stack.undo()  # and the usual undo works on top of it
    assert window.current_battle().phase == after_attack.phase + 1
    # a click on an undone action redoes up to it
    click_row(qtbot, dock.view, len(dock.model.rows) - 1)
    assert window.current_battle().phase == after_attack.phase + 2


def test_history_filter_by_battle_and_campaign(qtbot, make_window, tmp_path):
    window = sample_window(make_window, tmp_path)
    window.historyDock.show()
    for system in ("bucs", "generic"):
        window.battles.select(next(b for b in queries.battles(window.service) if b.system == system).id)
        battle_ops.next_phase(window)
    dock = window.historyDock
    mine = len(dock.model.rows)
    dock.battleFilter.setCurrentIndex(1)  # the whole campaign
    assert len(dock.model.rows) > mine
    assert len({r.battle_id for r in dock.model.rows}) > 1


def test_dice_roller_rolls_any_notation_logged_and_undoable(qtbot, make_window, tmp_path):
    window = sample_window(make_window, tmp_path)
    battle = generic_battle(window)
    press(qtbot, window, "Alt+7")  # View ▸ Dice
    dock = window.diceDock
    assert dock.isVisible()
    window.service.set_dice_source(ScriptedDice([3, 5, 6, 2]))
    log_rows = window.log_model.rowCount()
    qtbot.keyClicks(dock.notationEdit, "3d6+1d4-1")
    qtbot.keyClick(dock.notationEdit, Qt.Key.Key_Return)
    assert "<b>15</b>" in dock.resultLabel.text()  # 3+5+6 + 2 - 1
    assert window.log_model.rowCount() == log_rows + 1
    row = queries.last_action(window.service, battle.id)
    assert row.kind == "dice" and row.text.startswith("3d6+1d4-1 = 15")
    window.undo_stack.undo()
    assert window.log_model.rowCount() == log_rows
    dock.notationEdit.setText("3x6")
    assert not dock.rollButton.isEnabled() and "not dice notation" in dock.resultLabel.text()


def test_zoom_scales_the_whole_ui_and_is_kept(qtbot, make_window, tmp_path):
    window = sample_window(make_window, tmp_path)
    base = QApplication.font().pointSizeF()
    title = window.turnDock.roundLabel
    press(qtbot, window, "Ctrl++")
    press(qtbot, window, "Ctrl++")
    QApplication.processEvents()  # Qt posts the font change to every widget
    assert QApplication.font().pointSizeF() > base * 1.2
    assert "font-size: 18.8pt" in title.styleSheet() or "font-size: 18.7pt" in title.styleSheet()
    assert QFont(window.rosterDock.view.font()).pointSizeF() == QApplication.font().pointSizeF()
    window.close()
    again = make_window()
    assert QApplication.font().pointSizeF() > base * 1.2  # remembered
    press(qtbot, again, "Ctrl+0")
    QApplication.processEvents()
    assert QApplication.font().pointSizeF() == base
    style = again.turnDock.roundLabel.styleSheet()
    assert "font-size: 15.0pt" in style or "15pt" in style


def test_roster_search_and_context_menu(qtbot, make_window, tmp_path):
    window = sample_window(make_window, tmp_path)
    dock = window.rosterDock
    qtbot.keyClicks(dock.searchEdit, "spear")
    dock.apply_search()
    view, model = dock.view, window.roster_model
    shown = []
    for s in range(model.rowCount()):
        side = model.index(s, 0)
        for f in range(model.rowCount(side)):
            force = model.index(f, 0, side)
            for u in range(model.rowCount(force)):
                if not view.isRowHidden(u, force) and not view.isRowHidden(f, side):
                    shown.append(model.index(u, 0, force).data())
    assert shown and all("spear" in name.lower() for name in shown)
    dock.searchEdit.clear()
    dock.apply_search()
    unit = next(u for u in model.units() if u.system == "bucs")
    view.setCurrentIndex(model._index_of(3, unit.id))
    menu = roster_ops.context_menu(window, view.viewport().mapToGlobal(QPoint(5, 5)))  # what menu_requested shows
    texts = [a.text().replace("&", "") for a in menu.actions() if not a.isSeparator()]
    assert any(t.startswith("Edit") for t in texts) and any(t.startswith("Duplicate") for t in texts)
    assert any(t.startswith("Start a Battle") for t in texts)
    assert "Hide from Players" in texts  # the players' screen: hide the selected unit
    menu.close()

    def check(dialog):  # New Battle opens on the selected unit's rules, that unit ticked
        assert dialog.systemCombo.currentData() == "bucs"
        ticked = [dialog.unitsList.item(i).data(Qt.ItemDataRole.UserRole) for i in range(dialog.unitsList.count())
                  if dialog.unitsList.item(i).checkState() == Qt.CheckState.Checked]
        assert ticked == [unit.id]

    when_dialog_opens(qtbot, check, accept=False)
    battle_ops.new_battle(window)


def test_last_battle_and_manual_dice_kept(qtbot, make_window, tmp_path):
    window = sample_window(make_window, tmp_path)
    path = window.service.file.path
    battles = queries.battles(window.service)
    chosen = battles[1] if battles[-1].id == window.battles.battle_id() else battles[-1]
    window.battles.select(chosen.id)
    window.actionManualDice.setChecked(True)
    window.close()
    again = make_window()
    assert again.actionManualDice.isChecked()
    assert again.open_campaign(path)
    assert again.battles.battle_id() == chosen.id
    labels = [again.turnDock.battleCombo.itemText(i) for i in range(again.turnDock.battleCombo.count())]
    assert any("(BUCS)" in t for t in labels) and any("(Mech)" in t for t in labels)


def test_csv_import_takes_the_rules_column_and_names_ignored_columns(qtbot, make_window, tmp_path):
    window = sample_window(make_window, tmp_path)
    sheet = tmp_path / "roster.csv"
    sheet.write_text("Name,Rules,Side,Force,max_hits,colour\nScouts,Generic,The Crown,Outriders,7,green\n",
                     encoding="utf-8")
    from muster.gui.operations import transfer as transfer_ops

    ids = transfer_ops.import_csv(window, sheet)
    assert ids and window.roster_model.unit_row(ids[0]).system == "generic"
    assert "colour" in window.statusBar().currentMessage()


def test_yes_no_house_rules_are_check_boxes_without_internal_names(qtbot, make_window, tmp_path):
    from muster.gui.reference import PATH_ROLE, get_at, leaves

    window = sample_window(make_window, tmp_path)
    view = window.reference.show("mech")
    view.tabs.setCurrentWidget(view.houseTab)
    path = next(p for p, v in leaves(view._current) if isinstance(v, bool))
    dotted = "mech." + ".".join(str(x) for x in path)
    item = view.item_for(dotted)
    assert item.flags() & Qt.ItemFlag.ItemIsUserCheckable and not item.flags() & Qt.ItemFlag.ItemIsEditable
    before = get_at(view._current, tuple(item.data(0, PATH_ROLE)))
    assert (item.checkState(1) == Qt.CheckState.Checked) == before
    view._edit_item(item, 1)  # a double-click turns it over
    assert view.pending_patch() is not None and item.text(1) == ("no" if before else "yes")
    assert "mech." not in item.toolTip(0) and "_" not in item.toolTip(0)
    view.discard()
    view.close()
