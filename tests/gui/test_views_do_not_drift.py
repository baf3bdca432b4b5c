"""Views that must not drift (issues 24, 27): a History click and Rewind act on the battle shown, and on its own
timeline only; they ask before they undo later changes elsewhere to the same units; the rewind round box follows the
battle's round; every log row names its real actor and target; the dice roller tells bad notation once, inline, in
plain text."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from muster.gui.operations import battle as battle_ops
from muster.rules.dice import ScriptedDice, SeededDice
from muster.services import queries as q

from gui_helpers import when_dialog_opens


def sample_window(make_window, tmp_path):
    from muster.services.sample import create_sample

    window = make_window()
    assert window.open_campaign(create_sample(tmp_path / "sample.muster"))
    return window


def battle_of(window, system):
    return next(b for b in q.battles(window.service) if b.system == system)


def click_row(qtbot, view, row):
    view.scrollTo(view.model().index(row, 2))
    rect = view.visualRect(view.model().index(row, 2))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


class Asked:
    """Stands in for the confirmation box: records what the GM was asked and answers ``yes``."""

    def __init__(self, yes: bool):
        self.yes = yes
        self.texts: list[str] = []

    def __call__(self, win, title, text, button):
        self.texts.append(text)
        return self.yes


def two_battles_interleaved(qtbot, window):
    """Two phases in Red Quarry (mech), then two in Harrow Field (GURPS); Red Quarry on screen again."""
    quarry, harrow = battle_of(window, "mech"), battle_of(window, "gurps")
    window.battles.select(quarry.id)
    qtbot.mouseClick(window.turnDock.nextButton, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.turnDock.nextButton, Qt.MouseButton.LeftButton)
    window.battles.select(harrow.id)
    qtbot.mouseClick(window.turnDock.nextButton, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.turnDock.nextButton, Qt.MouseButton.LeftButton)
    window.battles.select(quarry.id)
    return q.battle(window.service, quarry.id), q.battle(window.service, harrow.id)


def test_history_click_keeps_the_battle_on_screen_and_acts_on_its_own_timeline(
        qtbot, make_window, tmp_path, monkeypatch):
    window = sample_window(make_window, tmp_path)
    window.historyDock.show()
    quarry, harrow = two_battles_interleaved(qtbot, window)
    dock = window.historyDock
    assert [r.battle_id for r in dock.model.rows] == [quarry.id, quarry.id]
    asked = Asked(yes=False)
    monkeypatch.setattr(battle_ops, "confirm_elsewhere", asked)

    click_row(qtbot, dock.view, 0)  # Red Quarry's first: Harrow Field's two came later, but are its own
    assert asked.texts == []
    assert window.battles.battle_id() == quarry.id  # the battle on screen stays
    assert window.current_battle().phase == quarry.phase - 1
    assert q.battle(window.service, harrow.id) == harrow
    assert [r.done for r in dock.model.rows] == [True, False]

    window.battles.select(harrow.id)
    click_row(qtbot, dock.view, 0)
    assert window.current_battle().phase == harrow.phase - 1
    click_row(qtbot, dock.view, 1)  # and forward again, on its own
    assert asked.texts == [] and window.current_battle() == harrow
    assert q.battle(window.service, quarry.id).phase == quarry.phase - 1


def entangled_ford(window):
    """In the Ford: a phase, then a hit on one of its units; then that unit renamed on the roster (no battle)."""
    from muster.services import generic, roster

    ford = battle_of(window, "generic")
    window.battles.select(ford.id)
    battle_ops.next_phase(window)
    unit = next(u for u in q.roster(window.service)[2] if u.system == "generic")
    window.run(generic.apply_damage, unit.id, 1, ford.id)
    window.run(roster.rename, "units", unit.id, unit.name + " II")
    return ford, unit


def test_history_click_asks_before_undoing_a_later_change_to_the_same_unit(qtbot, make_window, tmp_path,
                                                                           monkeypatch):
    window = sample_window(make_window, tmp_path)
    window.historyDock.show()
    ford, unit = entangled_ford(window)
    hurt = q.unit_state(window.service, unit.id)
    asked = Asked(yes=False)
    monkeypatch.setattr(battle_ops, "confirm_elsewhere", asked)
    click_row(qtbot, window.historyDock.view, 0)  # just after the phase: the hit goes, and the rename came after it
    assert len(asked.texts) == 1
    assert "the roster and the campaign (no battle): 1 action" in asked.texts[0]
    assert "same units" in asked.texts[0]
    assert q.unit_state(window.service, unit.id) == hurt and "Nothing was changed" in \
        window.statusBar().currentMessage()
    asked.yes = True
    click_row(qtbot, window.historyDock.view, 0)
    assert window.battles.battle_id() == ford.id
    assert window.roster_model.unit_row(unit.id).name == unit.name
    assert q.unit_state(window.service, unit.id)["hits_taken"] == hurt["hits_taken"] - 1


def test_history_click_within_one_battle_does_not_ask(qtbot, make_window, tmp_path, monkeypatch):
    window = sample_window(make_window, tmp_path)
    window.historyDock.show()
    quarry, _harrow = two_battles_interleaved(qtbot, window)
    window.battles.select(battle_of(window, "gurps").id)
    asked = Asked(yes=False)
    monkeypatch.setattr(battle_ops, "confirm_elsewhere", asked)
    click_row(qtbot, window.historyDock.view, 0)  # Harrow Field's first: only its second is newer
    assert asked.texts == []
    assert window.current_battle().phase == 1 and q.battle(window.service, quarry.id) == quarry


def test_the_confirmation_is_a_real_box_with_cancel(qtbot, make_window, tmp_path):
    window = sample_window(make_window, tmp_path)
    window.historyDock.show()
    ford, unit = entangled_ford(window)
    window.interactive = True  # so the box is shown (only this box can open here)
    seen: dict = {}

    def press(name):
        def fill(box):
            assert isinstance(box, QMessageBox)
            seen["text"] = box.text()
            seen["buttons"] = [b.text() for b in box.buttons()]
            button = box.button(QMessageBox.StandardButton.Cancel) if name == "Cancel" else next(
                b for b in box.buttons() if b.text() == name)
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        return fill

    try:
        opened = when_dialog_opens(qtbot, press("Cancel"), accept=False)
        click_row(qtbot, window.historyDock.view, 0)
        assert opened.get("dialog") is not None and "error" not in opened
        assert "the roster and the campaign" in seen["text"] and "&#" not in seen["text"]
        assert "Go Back" in seen["buttons"]
        assert window.roster_model.unit_row(unit.id).name == unit.name + " II"

        opened = when_dialog_opens(qtbot, press("Go Back"), accept=False)
        click_row(qtbot, window.historyDock.view, 0)
        assert "error" not in opened
        assert window.roster_model.unit_row(unit.id).name == unit.name and window.battles.battle_id() == ford.id
    finally:
        window.interactive = False
    assert QApplication.activeModalWidget() is None


def test_rewind_undoes_the_battle_alone_and_asks_for_later_changes_to_its_units(qtbot, make_window, tmp_path,
                                                                              monkeypatch):
    window = sample_window(make_window, tmp_path)
    millbrook = battle_of(window, "bucs")
    window.battles.select(millbrook.id)
    battle_ops.next_phase(window)
    ford, unit = entangled_ford(window)
    asked = Asked(yes=False)
    monkeypatch.setattr(battle_ops, "confirm_elsewhere", asked)
    qtbot.mouseClick(window.turnDock.rewindButton, Qt.MouseButton.LeftButton)  # to the start of round 1
    assert len(asked.texts) == 1 and "Checkpoint at Millbrook" not in asked.texts[0]
    assert "the roster and the campaign (no battle): 1 action" in asked.texts[0]
    assert "Skirmish at the Ford" in asked.texts[0] and "round 1" in asked.texts[0]
    assert window.roster_model.unit_row(unit.id).name == unit.name + " II"
    assert window.current_battle().phase == 1
    asked.yes = True
    qtbot.mouseClick(window.turnDock.rewindButton, Qt.MouseButton.LeftButton)
    assert window.battles.battle_id() == ford.id and window.current_battle().phase == 0
    assert q.battle(window.service, millbrook.id).phase == 1  # another battle: untouched
    assert window.roster_model.unit_row(unit.id).name == unit.name


def test_rewind_round_box_follows_the_battle_round(qtbot, make_window, tmp_path):
    window = sample_window(make_window, tmp_path)
    ford = battle_of(window, "generic")
    window.battles.select(ford.id)
    spin = window.turnDock.rewindSpin
    phases = len(window.service.phases("generic"))
    for _ in range(2 * phases):  # to round 3
        qtbot.mouseClick(window.turnDock.nextButton, Qt.MouseButton.LeftButton)
    assert window.current_battle().round == 3
    assert (spin.value(), spin.maximum()) == (3, 3)
    window.undo_stack.undo()  # back into round 2
    assert spin.value() == 2
    window.undo_stack.redo()
    assert spin.value() == 3
    window.battles.select(battle_of(window, "bucs").id)  # still in round 1
    assert spin.value() == 1
    window.battles.select(ford.id)
    assert spin.value() == 3
    window.service.set_dice_source(ScriptedDice([18, 5]))
    battle_ops.resolve(window)  # an attack in round 3
    assert spin.value() == 3
    qtbot.mouseClick(window.turnDock.rewindButton, Qt.MouseButton.LeftButton)  # rewinds one round at most
    assert (window.current_battle().round, window.current_battle().phase) == (3, 0)


def sides_of(svc) -> dict[int, int]:
    sides, forces, units = q.roster(svc)
    side = {f.id: f.side_id for f in forces}
    return {u.id: side[u.force_id] for u in units}


def test_every_log_row_names_its_real_actor_and_target(qtbot, make_window, tmp_path):
    """Each system's sample battle, driven through its panels and services: no row's Target is its Actor."""
    from muster.services import bucs, mech, poleaxe

    window = sample_window(make_window, tmp_path)
    svc = window.service
    side = sides_of(svc)
    svc.set_dice_source(SeededDice(7))
    fired: set[str] = set()
    for b in q.battles(svc):
        window.battles.select(b.id)
        for i in range(30 if b.system == "poleaxe" else 12):  # the Poleaxe sides need two turns to get in range
            if window.battle_view.primary_available():
                battle_ops.resolve(window)
            battle_ops.next_unit(window)
            battle = window.current_battle()
            acting = battle.initiative[battle.active]
            foes = [u for u in battle.initiative if side[u] != side[acting]]
            if b.system == "bucs" and i < 2:  # the defender wins both: the hits fall on the attacker
                svc.set_dice_source(ScriptedDice([1, 6, 1, 6] + [3] * 20))
                friends = [acting]
                window.run(bucs.resolve_surprise, b.id, friends, foes[:1])
                window.run(bucs.resolve_contest, b.id, friends, foes[:1], "Spot")
                window.run(bucs.resolve_round, b.id, friends, foes[:1])
                svc.set_dice_source(SeededDice(11))
            if b.system == "poleaxe" and battle.phase == 0:  # the rebels close in (they start 7 spaces away)
                window.run(poleaxe.declare, b.id, "2", 2)
            if b.system == "poleaxe" and "issile" in battle.phase_name and "poleaxe-missile" not in fired:
                for shooter in battle.initiative:
                    enemy = next(u for u in battle.initiative if side[u] != side[shooter])
                    if window.run(poleaxe.fire_missiles, b.id, shooter, enemy) is not None:
                        fired.add("poleaxe-missile")
                        break
            if b.system == "mech" and battle.phase_name == "Combat":
                me = mech.panel_data(svc, b.id).mech(acting)
                if me is not None and me.weapons:
                    window.run(mech.declare_attack, b.id, mech.Declaration(acting, foes[0], me.weapons[0].id, 3))
            if i % 3 == 2:
                battle_ops.next_phase(window)

    rows = list(q.log_rows(svc, q.log_ids(svc, q.LogFilter())).values())
    aimed = [r for r in rows if r.target_id is not None]
    kinds = {r.kind for r in aimed}
    assert {"attack", "bucs-round", "bucs-surprise", "bucs-contest", "poleaxe-missile", "mech-declare"} <= kinds, (
        kinds, window.errors)
    for r in aimed:
        assert r.actor_id != r.target_id and r.actor != r.target, (r.kind, r.text)
        assert r.target in r.text, (r.kind, r.text)
    lost = [r for r in aimed if r.kind == "bucs-round" and f"{r.actor} wins" not in r.text and "tie" not in r.text]
    assert lost, "a BUCS round the attacker lost"
    for r in lost:  # the defender won: the attacker took the hits, yet the Target is still the defender
        assert side[r.target_id] != side[r.actor_id], r.text

    log = window.log_model  # and the Combat Log's columns show them
    window.logDock.show()
    for row in range(log.rowCount()):
        record = rows[row]
        assert (log.index(row, 4).data(), log.index(row, 5).data()) == (record.actor, record.target)


def test_dice_roller_tells_bad_notation_once_inline_in_plain_text(qtbot, make_window, tmp_path):
    window = sample_window(make_window, tmp_path)
    window.diceDock.show()
    dock = window.diceDock
    logged = window.log_model.rowCount()
    qtbot.keyClicks(dock.notationEdit, "3x+")
    shown = dock.resultLabel.text()
    assert shown.startswith("'3x+' is not dice notation") and "&#" not in shown and "&amp;" not in shown
    assert dock.resultLabel.textFormat() == Qt.TextFormat.PlainText
    qtbot.keyClick(dock.notationEdit, Qt.Key.Key_Return)  # Return still tries: told inline, no message box
    assert window.errors == [] and dock.resultLabel.text() == shown
    assert window.log_model.rowCount() == logged
    dock.notationEdit.clear()
    window.service.set_dice_source(ScriptedDice([4]))
    qtbot.keyClicks(dock.notationEdit, "d6+<2>")  # text that looks like markup stays text
    assert "<2>" in dock.resultLabel.text() and dock.resultLabel.textFormat() == Qt.TextFormat.PlainText
    dock.notationEdit.clear()
    qtbot.keyClicks(dock.notationEdit, "d6")
    qtbot.keyClick(dock.notationEdit, Qt.Key.Key_Return)
    assert "<b>4</b>" in dock.resultLabel.text() and window.log_model.rowCount() == logged + 1
