"""The forecast box: off the GUI thread, progress and Cancel, debounced recompute, chart, note in the log."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QVBoxLayout, QWidget

from muster.gui.forecast import SHORTCUT, attach_forecast
from muster.services import forecast as fc
from muster.services import queries as q
from muster.services.systems import forecast_builder_of


class FakeWindow:
    """What a panel's ``window_`` offers the box: ``run(fn, *args, origin=)`` on the campaign."""

    def __init__(self, svc):
        self.service = svc
        self.calls = []

    def run(self, fn, *args, origin=None):
        self.calls.append((fn.__name__, origin))
        return fn(self.service, *args)


class Panel(QWidget):
    refreshed = Signal()  # as SystemPanel: rebuilt from the file

    def __init__(self, window):
        super().__init__()
        self.window_ = window
        self.shown = 0
        layout = QVBoxLayout(self)
        self.choice = QComboBox()
        self.choice.addItems(["open", "urban"])
        layout.addWidget(self.choice)

    def show_battle(self, *args, **kwargs):
        self.shown += 1


@pytest.fixture
def gurps_panel(qtbot, sample_service):
    window = FakeWindow(sample_service)
    panel = Panel(window)
    qtbot.addWidget(panel)
    battle = next(b for b in q.battles(sample_service) if b.system == "gurps")
    built = []

    def build():
        built.append(threading.current_thread())
        return forecast_builder_of("gurps")(sample_service, battle.id)

    box = attach_forecast(panel, build)
    panel.show()
    return panel, box, built, battle, window


def test_forecast_runs_off_the_gui_thread_and_shows_its_answer(qtbot, gurps_panel):
    panel, box, built, battle, window = gurps_panel
    seen = []
    real = fc.ForecastRequest.run

    def spy(self, **kw):
        seen.append(threading.current_thread())
        return real(self, **kw)

    box.runs.setValue(300)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(fc.ForecastRequest, "run", spy)
        qtbot.mouseClick(box.runButton, Qt.MouseButton.LeftButton)
        assert box.running and box.progress.isVisible()
        qtbot.waitUntil(lambda: box.result is not None, timeout=20_000)
    assert seen and seen[0] is not threading.main_thread()
    assert built == [threading.main_thread()]  # the request is read on the GUI thread, then run elsewhere
    assert not box.running and not box.progress.isVisible()
    assert "300 runs, seed 1" in box.answer.text() and "95%" in box.answer.text()
    assert "Royal Host" in box.answer.text()
    assert box.chart.result is box.result and box.ruleLabel.text().startswith("Both armies")
    assert box.limit.value() == 5 and "days" in box.limitLabel.text()
    # the chart paints
    box.chart.resize(400, 160)
    box.chart.grab()
    # noting it logs one undoable action with the text
    qtbot.mouseClick(box.noteButton, Qt.MouseButton.LeftButton)
    assert window.calls == [("note_forecast", panel)]
    assert q.last_action(window.service, battle.id).text.startswith("Forecast (300 runs, seed 1")


def test_forecast_can_be_cancelled_and_never_blocks(qtbot, gurps_panel):
    panel, box, built, battle, window = gurps_panel
    box.runs.setValue(20_000)
    qtbot.mouseClick(box.runButton, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: box.progress.value() > 0, timeout=20_000)  # the window keeps painting progress
    task = box.task
    qtbot.mouseClick(box.cancelButton, Qt.MouseButton.LeftButton)
    assert not box.running and not box.cancelButton.isEnabled()
    assert task.done.wait(2)  # stopped at its next progress report, long before 20,000 runs
    qtbot.wait(50)
    assert box.result is None
    assert "Press Forecast" in box.answer.text()


def test_setup_changes_recompute_after_a_pause_once_asked(qtbot, gurps_panel, monkeypatch):
    panel, box, built, battle, window = gurps_panel
    monkeypatch.setattr("muster.gui.forecast.DEBOUNCE_MS", 10)
    box.debounce.setInterval(10)
    box.runs.setValue(100)
    panel.choice.setCurrentIndex(1)  # nothing asked yet: no forecast
    qtbot.wait(60)
    assert built == [] and box.task is None
    box.shortcut.activated.emit()  # the shortcut's action
    assert SHORTCUT == "Ctrl+Alt+F"
    qtbot.waitUntil(lambda: box.result is not None, timeout=20_000)
    first = box.result
    panel.choice.setCurrentIndex(0)
    panel.choice.setCurrentIndex(1)  # two changes, one recompute after the pause
    qtbot.wait(80)
    assert len(built) == 2  # rebuilt once; same set-up and settings: the shown answer stands
    assert box.result is first
    box.seed.setValue(2)
    qtbot.waitUntil(lambda: box.result is not first, timeout=20_000)
    built.clear()
    panel.refreshed.emit()  # the panel rebuilt from the file after an action: the forecast follows
    qtbot.waitUntil(lambda: len(built) == 1, timeout=5_000)


def test_a_refused_request_is_shown_in_words(qtbot, sample_service):
    panel = Panel(FakeWindow(sample_service))
    qtbot.addWidget(panel)
    mech = next(b for b in q.battles(sample_service) if b.system == "mech")
    # a Poleaxe forecast of the mech battle (not a Poleaxe battle)
    box = attach_forecast(panel, lambda: forecast_builder_of("poleaxe")(sample_service, mech.id))
    box.start()
    assert box.answer.text().startswith("No forecast:") and not box.running
