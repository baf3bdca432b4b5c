"""The Advise box on a stand-in panel: off the GUI thread, best first, what if, Use this option, stale answers
dropped, nothing worked out while hidden. The advice itself is a fixed one (the systems' advisors are tested in
tests/services and, in their panels, in test_advise_tab_systems.py)."""

from __future__ import annotations

import threading
from dataclasses import dataclass

import pytest
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QLabel, QSpinBox, QTabWidget, QVBoxLayout, QWidget

from muster.gui import advise
from muster.gui.advise import AdviseBox, attach_advice
from muster.services import queries as q
from muster.services.advice import Advice, AdviceRequest, Option, Worth, sort_options


@dataclass(frozen=True)
class Target:
    """A stand-in action: the panel's target field."""

    target: str
    kind: str = "target"

    def to_dict(self):
        return {"kind": self.kind, "target": self.target}


class FakeWindow:
    def __init__(self, svc):
        self.service = svc


class Panel(QWidget):
    """A battle panel's shape: fields (cover, a GM modifier, a target) over tabs, one of them the Advise tab."""

    refreshed = Signal()

    def __init__(self, svc, battle_id):
        super().__init__()
        self.window_ = FakeWindow(svc)
        self.service = svc
        self.battle_id = battle_id
        layout = QVBoxLayout(self)
        self.cover = QComboBox()
        self.cover.setObjectName("cover")
        self.cover.addItems(["none", "soft", "hard"])
        self.modifier = QSpinBox()
        self.modifier.setRange(-5, 5)
        self.target = QComboBox()
        self.target.addItems(["Green squad", "Legendary squad", "hold"])
        for w in (self.cover, self.modifier, self.target):
            layout.addWidget(w)
        self.tabs = QTabWidget()
        self.tabs.addTab(QLabel("the fight"), "Engagement")
        layout.addWidget(self.tabs)
        self.built: list[tuple[int | None, str, int]] = []  # (side, cover, modifier) per request built
        self.ran: list[threading.Thread] = []
        self.gate: threading.Event | None = None  # set: the runner waits for it (a slow advisor)

    def advice_request(self, side_id):
        cover, modifier = self.cover.currentText(), self.modifier.value()
        self.built.append((side_id, cover, modifier))
        bonus = {"none": 0.0, "soft": 0.05, "hard": 0.10}[cover] + modifier / 100
        gate = self.gate

        def runner(*, seed):
            self.ran.append(threading.current_thread())
            if gate is not None:
                assert gate.wait(10)
            options = [Option("Engage Legendary squad", 0.30 + bonus, "you break in about 3 rounds",
                              ("they are Legendary",), Target("Legendary squad")),
                       Option("Engage Green squad", 0.71 + bonus, "they break in about 2 rounds",
                              ("they are Green", "+2 for cover") if cover != "none" else ("they are Green",),
                              Target("Green squad")),
                       Option("Hold", 0.59, "nothing changes this turn", (), Target("hold", kind="hold"))]
            worth = (Worth("Cover", bonus - modifier / 100),) if cover != "none" else ()
            side = "The Rebels" if side_id == 2 else "The Crown"
            return Advice(self.battle_id, "Millbrook", side_id, side, "Orders", sort_options(options), worth)

        return AdviceRequest("bucs", self.battle_id, side_id, runner, key=f"{side_id}|{cover}|{modifier}")

    def apply_advice(self, action):
        self.target.setCurrentText(action.target)


@pytest.fixture
def panel(qtbot, sample_service, monkeypatch):
    monkeypatch.setattr(advise, "DEBOUNCE_MS", 10)
    battle = next(b for b in q.battles(sample_service) if b.system == "bucs")
    panel = Panel(sample_service, battle.id)
    qtbot.addWidget(panel)
    box = attach_advice(panel, panel.advice_request, panel.apply_advice, tabs=panel.tabs)
    panel.resize(1000, 600)
    panel.show()
    qtbot.waitExposed(panel)
    return panel, box


def show_advise_tab(qtbot, panel):
    bar = panel.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    assert panel.tabs.currentIndex() == 1


def options_shown(box: AdviseBox):
    tree = box.options
    rows = []
    for i in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(i)
        rows.append((tree.itemWidget(item, 0).text(), item.text(1)))
    return rows


def details(box):
    from PySide6.QtGui import QTextDocument

    doc = QTextDocument()
    doc.setHtml(box.details.text())
    return doc.toPlainText().splitlines()


def wait_for_advice(qtbot, box):
    qtbot.waitUntil(lambda: box.settled, timeout=5000)


def test_nothing_is_worked_out_until_the_tab_is_shown(qtbot, panel):
    panel, box = panel
    qtbot.keyClick(panel.cover, Qt.Key.Key_Down)  # a field changes, the battle is shown again: the tab is hidden
    panel.refreshed.emit()
    qtbot.wait(60)
    assert panel.built == [] and box.advice is None
    show_advise_tab(qtbot, panel)
    wait_for_advice(qtbot, box)
    assert panel.built == [(None, "soft", 0)]  # once, for the fields as they are now


def test_the_options_best_first_with_their_chances_off_the_gui_thread(qtbot, panel):
    panel, box = panel
    show_advise_tab(qtbot, panel)
    wait_for_advice(qtbot, box)
    assert panel.ran and all(t is not threading.main_thread() for t in panel.ran)
    assert options_shown(box) == [("71%", "Engage Green squad  (+12% over Hold)"),
                                  ("59%", "Hold  (+29% over the next)"),
                                  ("30%", "Engage Legendary squad  (−29% over Hold)")]
    assert details(box) == ["Engage Green squad", "71% to win the battle · +12% over Hold",
                            "Expect: they break in about 2 rounds",
                            "• they are Green"]  # beside the list, the chosen (the best) option: what and why
    assert box.heading.text() == "The Crown — Orders"
    assert box.worthLabel.text() == ""  # no cover: no modifier to weigh
    assert box.useButton.text() == "Use this option (Ctrl+Shift+K)"


def test_use_this_option_fills_the_panel_with_the_selected_or_the_best(qtbot, panel):
    panel, box = panel
    panel.target.setCurrentText("hold")
    show_advise_tab(qtbot, panel)
    wait_for_advice(qtbot, box)
    qtbot.mouseClick(box.useButton, Qt.MouseButton.LeftButton)
    assert panel.target.currentText() == "Green squad"  # the best (selected first)
    wait_for_advice(qtbot, box)  # the target changed: the advice again (same options here)
    tree = box.options
    third = tree.topLevelItem(2)
    tree.scrollToItem(third)
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=tree.visualItemRect(third).center())
    assert box.selected_option().label == "Engage Legendary squad"
    qtbot.mouseClick(box.useButton, Qt.MouseButton.LeftButton)
    assert panel.target.currentText() == "Legendary squad"
    assert "Engage Legendary squad" in box.status.text() and "roll" in box.status.text()


def test_choosing_an_option_shows_why(qtbot, panel):
    panel, box = panel
    show_advise_tab(qtbot, panel)
    wait_for_advice(qtbot, box)
    tree = box.options
    third = tree.topLevelItem(2)
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=tree.visualItemRect(third).center())
    assert details(box) == ["Engage Legendary squad", "30% to win the battle · −29% over Hold",
                            "Expect: you break in about 3 rounds",
                            "• they are Legendary"]


def test_changing_a_modifier_updates_the_odds_and_what_it_is_worth(qtbot, panel):
    panel, box = panel
    show_advise_tab(qtbot, panel)
    wait_for_advice(qtbot, box)
    panel.cover.setFocus()
    qtbot.keyClick(panel.cover, Qt.Key.Key_Down)
    qtbot.keyClick(panel.cover, Qt.Key.Key_Down)  # two changes in a row: advised once, after the pause
    qtbot.waitUntil(lambda: options_shown(box)[0][0] == "81%", timeout=5000)
    assert panel.built[-1] == (None, "hard", 0) and (None, "soft", 0) not in panel.built
    assert box.worthLabel.text() == "What if (worth to the best option): Cover +10%"
    assert "• +2 for cover" in details(box)
    panel.modifier.setFocus()
    qtbot.keyClick(panel.modifier, Qt.Key.Key_Up)
    qtbot.waitUntil(lambda: options_shown(box)[0][0] == "82%", timeout=5000)


def test_the_window_never_waits_and_a_stale_answer_is_dropped(qtbot, panel):
    panel, box = panel
    panel.gate = slow = threading.Event()
    show_advise_tab(qtbot, panel)
    qtbot.waitUntil(lambda: box.running, timeout=2000)
    ticks = []
    qtbot.wait(100)  # the runner is stuck in the pool: the GUI thread keeps going
    panel.tabs.tabBar().update()
    ticks.append(box.status.text())
    assert ticks == ["Working out the advice…"] and box.advice is None
    first = box.task
    panel.gate = None
    qtbot.keyClick(panel.cover, Qt.Key.Key_Down)  # the battle is shown again after an action, soft cover now
    panel.refreshed.emit()
    qtbot.waitUntil(lambda: box.task is not first and box.task is None, timeout=5000)
    assert options_shown(box)[0][0] == "76%"
    slow.set()  # the first (no cover) answer comes back late: it is dropped
    assert first.done.wait(5)
    qtbot.waitUntil(lambda: box.dropped == 1, timeout=2000)
    assert options_shown(box)[0][0] == "76%"


def test_another_side_is_advised_when_chosen(qtbot, panel):
    panel, box = panel
    show_advise_tab(qtbot, panel)
    wait_for_advice(qtbot, box)
    combo = box.sideCombo
    assert [combo.itemText(i) for i in range(combo.count())] == ["The side whose turn it is", "The Crown",
                                                                 "The Rebels"]
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_End)
    qtbot.waitUntil(lambda: box.heading.text().startswith("The Rebels — Orders"), timeout=5000)
    assert panel.built[-1][0] == 2


def test_a_refusal_is_shown_in_words(qtbot, panel):
    panel, box = panel

    def refuse(side_id):
        from muster.services import ServiceError

        raise ServiceError("Select a BUCS battle first.")

    box.build_request = refuse
    show_advise_tab(qtbot, panel)
    qtbot.waitUntil(lambda: box.status.text().startswith("No advice:"), timeout=2000)
    assert "Select a BUCS battle first." in box.status.text() and not box.useButton.isEnabled()


def test_no_tab_for_a_system_without_an_advisor(qtbot, sample_service):
    panel = Panel(sample_service, 1)
    qtbot.addWidget(panel)
    assert attach_advice(panel, panel.advice_request, panel.apply_advice, tabs=panel.tabs, system="generic") is None
    assert panel.tabs.count() == 1


def test_the_command_is_in_the_battle_menu_and_rebindable(make_window):
    window = make_window()
    action = window.advise_action
    assert action in window.menuBattle.actions() and action in window.all_actions()
    assert action.shortcut().toString() == advise.SHORTCUT == "Ctrl+Shift+K"
    assert window._default_shortcuts["actionUseAdvice"] == "Ctrl+Shift+K"  # the Keyboard Shortcuts dialog's
    keys = [a.shortcut().toString() for a in window.all_actions() if not a.shortcut().isEmpty()]
    assert len(keys) == len(set(keys))


def test_the_keyboard_shortcuts_dialog_rebinds_it(qtbot, make_window):
    from PySide6.QtGui import QKeySequence

    from gui_helpers import key, when_dialog_opens

    window = make_window()

    def rebind(dialog):
        assert dialog.editors["actionUseAdvice"].keySequence().toString() == "Ctrl+Shift+K"
        dialog.editors["actionUseAdvice"].setKeySequence(QKeySequence("Ctrl+Alt+J"))

    when_dialog_opens(qtbot, rebind)
    key(qtbot, window, "Ctrl+Alt+K")  # Keyboard Shortcuts
    assert window.advise_action.shortcut().toString() == "Ctrl+Alt+J"
    assert window.settings.value("shortcuts")["actionUseAdvice"] == "Ctrl+Alt+J"
    key(qtbot, window, "Ctrl+Alt+J")
    assert window.statusBar().currentMessage() == "No advice for this battle."


def test_the_key_without_advice_says_so(qtbot, make_window):
    window = make_window()
    from gui_helpers import key

    key(qtbot, window, "Ctrl+Shift+K")
    assert window.statusBar().currentMessage() == "No advice for this battle."


def test_percentages():
    assert advise.percent(0.714) == "71%" and advise.signed_percent(-0.05) == "−5%"
    assert advise.signed_percent(0.001) == "±0%" and advise.signed_percent(0.08) == "+8%"


def test_tab_label_is_the_advise_tab(qtbot, panel):
    panel, box = panel
    assert panel.tabs.tabText(1) == "A&dvise" and panel.tabs.widget(1).widget() is box


def test_a_side_of_another_battle_falls_back_to_the_side_whose_turn_it_is(qtbot, panel):
    panel, box = panel
    show_advise_tab(qtbot, panel)
    wait_for_advice(qtbot, box)
    box.sideCombo.setCurrentIndex(2)  # The Rebels
    wait_for_advice(qtbot, box)
    real = panel.advice_request

    def only_the_acting_side(side_id):
        from muster.services import ServiceError

        if side_id is not None:
            raise ServiceError("There is no side #2 in the battle.")
        return real(side_id)

    box.build_request = only_the_acting_side  # another battle shown, whose sides these are not
    panel.refreshed.emit()
    qtbot.waitUntil(lambda: box.settled and box.advice.side == "The Crown", timeout=5000)
    assert box.sideCombo.currentIndex() == 0 and not box.status.isVisible()
