"""The forecast box clears its chart whenever it has no answer for the set-up as it is: the battle over, no
units, an error, or a set-up changed since the answer shown (issue 24: "No forecast: ... is over" beside the old
71%/28% chart after a rewind and redo)."""

from __future__ import annotations

import threading

import pytest
from test_forecast_widget import FakeWindow, Panel

from muster.gui.forecast import attach_forecast
from muster.services import ServiceError, mech, roster
from muster.services import battle as battles
from muster.services import forecast as fc
from muster.services import queries as q
from muster.services.systems import forecast_builder_of


def _battle(svc, system):
    return next(b for b in q.battles(svc) if b.system == system)


def _gurps(b, runner, key: str) -> fc.ForecastRequest:
    """A GURPS forecast of battle ``b`` that runs ``runner`` under the set-up ``key``."""
    return fc.ForecastRequest("gurps", b.id, "x", "days", 5, 60, runner, key)


def _held(good: fc.ForecastRequest, release: threading.Event):
    """``good``'s runner, held until ``release`` is set (a forecast still running)."""
    def slow(**kw):
        release.wait(20)
        return good.runner(**kw)
    return slow


def _box(qtbot, svc, build):
    panel = Panel(FakeWindow(svc))
    qtbot.addWidget(panel)
    box = attach_forecast(panel, build)
    box.debounce.setInterval(10)
    box.runs.setValue(100)
    box.chart.setFixedSize(300, 140)
    panel.show()
    box.blank = box.chart.grab().toImage()  # the chart before any answer
    return panel, box


def _answered(qtbot, box):
    qtbot.waitUntil(lambda: box.result is not None, timeout=30_000)
    assert box.chart.result is box.result and box.noteButton.isEnabled() and box.ruleLabel.text()
    assert box.chart.grab().toImage() != box.blank  # bars and a histogram


def _cleared(box, why: str) -> None:
    assert box.result is None and box.chart.result is None
    assert not box.noteButton.isEnabled() and box.ruleLabel.text() == ""
    assert why in box.answer.text() and "%" not in box.answer.text()
    # nothing painted: the chart looks as it did before any answer
    assert box.chart.grab().toImage() == box.blank


def test_a_battle_that_is_over_clears_the_chart(qtbot, sample_service):
    svc = sample_service
    b = _battle(svc, "mech")
    panel, box = _box(qtbot, svc, lambda: forecast_builder_of("mech")(svc, b.id))
    box.limit.setValue(3)
    box.start()
    _answered(qtbot, box)
    for m in mech.panel_data(svc, b.id).mechs:  # the Rebel lance is wrecked
        if m.name in ("Warthog", "Peccary"):
            roster.set_unit_state(svc, m.id, {**q.unit_state(svc, m.id), "destroyed": True})
    panel.refreshed.emit()  # the panel rebuilt from the file after the change
    qtbot.waitUntil(lambda: box.result is None, timeout=5_000)
    _cleared(box, "The fight is over")


def test_a_gurps_battle_over_after_redo_clears_the_chart(qtbot, sample_service):
    from muster.rules.dice import ScriptedDice
    from muster.services import gurps

    svc = sample_service
    b = _battle(svc, "gurps")
    panel, box = _box(qtbot, svc, lambda: forecast_builder_of("gurps")(svc, b.id))
    box.limit.setValue(2)
    box.start()
    _answered(qtbot, box)
    svc.set_dice_source(ScriptedDice([1, 1, 1] + [6, 6, 6] + [6, 6, 6] * 40))  # a rout: the battle ends
    gurps.roll_contest(svc, b.id)
    gurps.roll_morale(svc, b.id)
    if not gurps.battle_view(svc, b.id).over:
        pytest.skip("these dice do not end the sample battle")
    svc.undo()
    svc.redo()
    panel.refreshed.emit()
    qtbot.waitUntil(lambda: box.result is None and "No forecast" in box.answer.text(), timeout=20_000)
    _cleared(box, "is over")


def test_no_units_clears_the_chart(qtbot, sample_service):
    svc = sample_service
    current = {"id": _battle(svc, "mech").id}
    panel, box = _box(qtbot, svc, lambda: forecast_builder_of("mech")(svc, current["id"]))
    box.limit.setValue(3)
    box.start()
    _answered(qtbot, box)
    current["id"] = battles.start_battle(svc, "Empty quarry", "mech", [])  # the panel shows a battle of no mechs
    panel.refreshed.emit()
    qtbot.waitUntil(lambda: box.result is None, timeout=5_000)
    _cleared(box, "no mechs")


def test_an_error_clears_the_chart(qtbot, sample_service):
    svc = sample_service
    b = _battle(svc, "gurps")
    good = forecast_builder_of("gurps")(svc, b.id)

    def broken(**kw):
        raise ServiceError("The house table has a gap at 12.")

    requests = [good, _gurps(b, broken, "broken")]
    panel, box = _box(qtbot, svc, lambda: requests[0])
    box.limit.setValue(2)
    box.start()
    _answered(qtbot, box)
    requests.pop(0)
    box.start()  # the run fails on the thread pool
    qtbot.waitUntil(lambda: "No forecast" in box.answer.text(), timeout=5_000)
    _cleared(box, "gap at 12")
    # a request that cannot even be built clears it too
    _answered_again = _gurps(b, good.runner, "again")
    requests[0] = _answered_again
    box.start()
    _answered(qtbot, box)
    requests[0] = None
    box.start()
    _cleared(box, "Choose who fights first")


def test_a_stale_answer_is_cleared_while_the_new_set_up_runs(qtbot, sample_service):
    svc = sample_service
    b = _battle(svc, "gurps")
    good = forecast_builder_of("gurps")(svc, b.id)
    release = threading.Event()
    slow = _held(good, release)
    requests = [good]
    panel, box = _box(qtbot, svc, lambda: requests[0])
    box.limit.setValue(2)
    box.start()
    _answered(qtbot, box)
    old = box.result
    requests[0] = _gurps(b, slow, "another set-up")
    panel.choice.setCurrentIndex(1)  # the GM changes the set-up: the old answer no longer holds
    qtbot.waitUntil(lambda: box.running, timeout=5_000)
    _cleared(box, "Forecasting")
    task = box.task
    # the set-up changes back before the slow run ends: its answer, when it comes, is not shown
    requests[0] = _gurps(b, good.runner, "third set-up")
    panel.choice.setCurrentIndex(0)
    qtbot.waitUntil(lambda: box.task is not task, timeout=5_000)
    release.set()
    assert task.done.wait(20)
    qtbot.waitUntil(lambda: box.result is not None, timeout=30_000)
    assert box.result is not old and box.shown_key[0] == "third set-up"


def test_a_box_closed_while_its_forecast_runs_hears_nothing_more(qtbot, sample_service):
    import shiboken6
    from PySide6.QtWidgets import QApplication

    svc = sample_service
    b = _battle(svc, "gurps")
    good = forecast_builder_of("gurps")(svc, b.id)
    release = threading.Event()
    slow = _held(good, release)
    panel, box = _box(qtbot, svc, lambda: _gurps(b, slow, "slow"))
    box.start()
    qtbot.waitUntil(lambda: box.running, timeout=5_000)
    task = box.task
    panel.close()
    shiboken6.delete(panel)  # the window closed with its panel while the run goes on
    release.set()
    assert task.done.wait(20)
    for _ in range(5):  # its answer arrives at a box that is gone: nothing raises in the event loop
        QApplication.processEvents()


def test_closing_the_window_stops_its_forecast(qtbot, sample_service):
    svc = sample_service
    b = _battle(svc, "gurps")
    good = forecast_builder_of("gurps")(svc, b.id)
    release = threading.Event()
    stopped = threading.Event()

    def slow(progress=None, **kw):
        while not release.wait(0.01):
            try:
                progress(0, 1)  # the runners report progress; a cancelled task stops at its next report
            except Exception:
                stopped.set()
                raise
        return good.runner(progress=progress, **kw)

    panel, box = _box(qtbot, svc, lambda: _gurps(b, slow, "slow"))
    box.start()
    qtbot.waitUntil(lambda: box.running, timeout=5_000)
    task = box.task
    panel.close()  # the GM closes the window: nobody will read this answer
    assert stopped.wait(5) and task.done.wait(5)
    release.set()


def test_each_system_offers_its_own_number_of_runs_and_the_gms_number_stays(qtbot, sample_service):
    svc = sample_service
    current = {"system": "mech"}
    requests = {"mech": lambda: forecast_builder_of("mech")(svc, _battle(svc, "mech").id),
                "gurps": lambda: forecast_builder_of("gurps")(svc, _battle(svc, "gurps").id)}
    panel = Panel(FakeWindow(svc))
    qtbot.addWidget(panel)
    box = attach_forecast(panel, lambda: requests[current["system"]]())
    assert box.runs.value() == 2000
    mech_request = requests["mech"]()
    assert mech_request.default_runs < 2000  # a mech turn is costly: fewer runs offered
    box.start()
    assert box.runs.value() == mech_request.default_runs
    box.cancel()
    current["system"] = "gurps"
    box.start()
    assert box.runs.value() == 2000  # the default of the battle on show
    box.cancel()
    box.runs.setValue(300)  # the GM's own number
    current["system"] = "mech"
    box.start()
    assert box.runs.value() == 300
    box.cancel()
