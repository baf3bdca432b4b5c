"""The battle forecast box every battle panel can carry: "what happens if we fight this out?".

A panel adds it with one line::

    attach_forecast(self, lambda: forecast_request(self.service, battle_id, attackers, defenders, options))

(``forecast_request``, the system's :class:`~muster.services.contracts.ForecastBuilder`, from its plug-in module
or ``muster.services.systems.forecast_builder_of(key)``, builds a :class:`~muster.services.forecast.ForecastRequest`
from the battle as set up). The forecast runs on Qt's thread pool with progress and Cancel, never blocking the
window; it is recomputed (debounced) when the panel's set-up changes once the GM has asked for one; it changes
nothing in the campaign and goes into the log only through "Note forecast in log" (an undoable action).
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QCoreApplication, QObject, QRectF, QRunnable, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QColor, QHideEvent, QKeySequence, QPainter, QPaintEvent, QPen, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from muster.gui.widgets import scroll_page
from muster.i18n import fmt, number, render

if TYPE_CHECKING:
    from muster.gui.main_window import MainWindow
    from muster.services.chances import Forecast
    from muster.services.forecast import ForecastRequest

SHORTCUT = "Ctrl+Alt+F"  # Ctrl+Shift+F adds a force (ui/main_window.ui)
DEBOUNCE_MS = 400
# () -> ForecastRequest, or None while no one fights yet
RequestBuilder = Callable[[], "ForecastRequest | None"]


class _Signals(QObject):
    """A task's reports; each names its task, so the box connects bound methods (dropped with the box)."""

    progress = Signal(int, int)
    finished = Signal(object, object)  # (task, result)
    failed = Signal(object, str)
    cancelled = Signal(object)


_RUNNING: set[ForecastTask] = set()  # a task (and its signals) lives until its run ends, whoever let go of it


class ForecastTask(QRunnable):
    """One forecast on the thread pool; ``cancel()`` stops it at its next progress report."""

    def __init__(self, request: ForecastRequest, runs: int, seed: int, limit: int):
        super().__init__()
        self.setAutoDelete(False)
        self.request, self.runs, self.seed, self.limit = request, runs, seed, limit
        self.signals = _Signals()
        self._stop = threading.Event()
        self.done = threading.Event()

    def cancel(self) -> None:
        self._stop.set()

    def _progress(self, done: int, total: int) -> None:
        from muster.services.chances import Cancelled

        if self._stop.is_set():
            raise Cancelled()
        self.signals.progress.emit(done, total)

    def run(self) -> None:
        from muster.services.chances import Cancelled

        try:
            result = self.request.run(runs=self.runs, seed=self.seed, limit=self.limit, progress=self._progress)
        except Cancelled:
            self.signals.cancelled.emit(self)
        except Exception as exc:  # noqa: BLE001 - any refusal is shown in the box, never lost
            self.signals.failed.emit(self, str(exc))
        else:
            if self._stop.is_set():
                self.signals.cancelled.emit(self)
            else:
                self.signals.finished.emit(self, result)
        finally:
            self.done.set()
            _RUNNING.discard(self)


OUTCOME_COLOURS = {"attacker": "#3b7dd8", "defender": "#d8483b", "undecided": "#9a9a9a",
                   "both_broken": "#8a6d3b", "both_left": "#8a6d3b"}
PALETTE = ("#3b7dd8", "#d8483b", "#8a6d3b", "#9a9a9a")


def outcome_name(key: str) -> str:
    """An outcome of a forecast as the GM reads it; an outcome named after a side or army is that name."""
    names = {"attacker": QCoreApplication.translate("ForecastBox", "attacker"),
             "defender": QCoreApplication.translate("ForecastBox", "defender"),
             "undecided": QCoreApplication.translate("ForecastBox", "undecided"),
             "both_broken": QCoreApplication.translate("ForecastBox", "both broken"),
             "both_left": QCoreApplication.translate("ForecastBox", "both left")}
    return names.get(key) or key.replace("_", " ")


def percent(chance: float) -> str:
    """A chance (0 to 1) as a whole percentage: "42%"."""
    return f"{number(chance * 100, 0)}%"


class ForecastChart(QWidget):
    """Bars for the outcomes (with their 95% intervals) and a histogram of how long the fight took."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("forecastChart")
        self.setMinimumSize(260, 120)
        self.result: Forecast | None = None

    def show_result(self, result: Forecast | None) -> None:
        """Paint ``result``; None clears the chart (nothing is drawn)."""
        self.result = result
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        result = self.result
        if result is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        half = w * 0.48
        self._bars(p, QRectF(4, 4, half - 8, h - 8), result)
        self._histogram(p, QRectF(half + 4, 4, w - half - 8, h - 8), result)
        p.end()

    def _bars(self, p: QPainter, area: QRectF, result: Forecast) -> None:
        outcomes = list(result.outcomes)
        if not outcomes:
            return
        row = area.height() / len(outcomes)
        label_w = min(110.0, area.width() * 0.45)
        text = self.palette().windowText().color()
        for i, (key, chance) in enumerate(outcomes):
            y = area.top() + i * row
            p.setPen(text)
            p.drawText(QRectF(area.left(), y, label_w - 4, row), Qt.AlignmentFlag.AlignVCenter, outcome_name(key))
            span = area.width() - label_w - 40
            colour = QColor(OUTCOME_COLOURS.get(key, PALETTE[i % len(PALETTE)]))
            p.fillRect(QRectF(area.left() + label_w, y + row * 0.2, span * chance.p, row * 0.6), colour)
            if chance.high > chance.low:
                p.setPen(QPen(text, 1))
                lo, hi = area.left() + label_w + span * chance.low, area.left() + label_w + span * chance.high
                mid = y + row / 2
                p.drawLine(int(lo), int(mid), int(hi), int(mid))
                p.drawLine(int(lo), int(mid - 3), int(lo), int(mid + 3))
                p.drawLine(int(hi), int(mid - 3), int(hi), int(mid + 3))
            p.setPen(text)
            p.drawText(QRectF(area.right() - 38, y, 38, row),
                       Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, percent(chance.p))

    def _histogram(self, p: QPainter, area: QRectF, result: Forecast) -> None:
        bins = list(result.rounds.histogram)
        if not bins:
            return
        top = max(v for _, v in bins) or 1.0
        width = area.width() / len(bins)
        text = self.palette().windowText().color()
        base = area.bottom() - 14
        for i, (k, v) in enumerate(bins):
            x = area.left() + i * width
            bar = (base - area.top()) * v / top
            p.fillRect(QRectF(x + 1, base - bar, max(1.0, width - 2), bar), QColor("#6a9f58"))
            if len(bins) <= 12 or i % max(1, len(bins) // 8) == 0:
                p.setPen(text)
                p.drawText(QRectF(x, base, max(width, 16), 14), Qt.AlignmentFlag.AlignHCenter, number(k))


class ForecastBox(QGroupBox):
    """The Forecast button, its settings, progress and Cancel, the chart and the answer in words."""

    def __init__(self, panel: QWidget, request_builder: RequestBuilder, pool: QThreadPool | None = None):
        super().__init__(panel)
        self.setObjectName("forecastBox")
        self.setTitle(self.tr("Forecast: what if we fight this out?"))
        self.panel = panel
        self.build_request = request_builder
        self.pool = pool or QThreadPool.globalInstance()
        self.task: ForecastTask | None = None
        self.request: ForecastRequest | None = None
        self.result: Forecast | None = None
        self._key: tuple[object, ...] | None = None
        self.wanted = False  # recompute on changes only once the GM has asked for a forecast
        self.shown_key: tuple[object, ...] | None = None

        self.runButton = QPushButton(self.tr("Forecast"))
        self.runButton.setObjectName("forecastButton")
        self.runButton.setToolTip(fmt(self.tr("Fight the battle out many times with the rules as set up (%1)"),
                                      SHORTCUT))
        self.runButton.clicked.connect(self.start)
        self.cancelButton = QPushButton(self.tr("Cancel"))
        self.cancelButton.setObjectName("forecastCancel")
        self.cancelButton.setEnabled(False)
        self.cancelButton.clicked.connect(self.cancel)
        self.runs = self._spin("forecastRuns", 100, 200_000, 2000, 500)
        self._offered_runs = self.runs.value()
        latest: list[ForecastTask | None] = [None]  # the last task launched: the box deleted, its run stops too
        self._latest = latest
        self.destroyed.connect(lambda *_: latest[0].cancel() if latest[0] is not None else None)
        self.limit = self._spin("forecastLimit", 1, 200, 20, 1)
        self.seed = self._spin("forecastSeed", 0, 2_000_000_000, 1, 1)
        self.limitLabel = QLabel(self.tr("up to"))
        self.progress = QProgressBar()
        self.progress.setObjectName("forecastProgress")
        self.progress.setVisible(False)
        self.ruleLabel = QLabel()
        self.ruleLabel.setObjectName("forecastRule")
        self.ruleLabel.setWordWrap(True)
        self.ruleLabel.setStyleSheet("color: palette(mid);")
        self.answer = QLabel(self.press_text())
        self.answer.setObjectName("forecastAnswer")
        self.answer.setWordWrap(True)
        self.answer.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.chart = ForecastChart(self)
        self.noteButton = QPushButton(self.tr("Note forecast in log"))
        self.noteButton.setObjectName("forecastNote")
        self.noteButton.setEnabled(False)
        self.noteButton.clicked.connect(self.note)

        top = QHBoxLayout()
        top.addWidget(self.runButton)
        top.addWidget(self.cancelButton)
        top.addWidget(QLabel(self.tr("runs")))
        top.addWidget(self.runs)
        top.addWidget(self.limitLabel)
        top.addWidget(self.limit)
        top.addWidget(QLabel(self.tr("seed")))
        top.addWidget(self.seed)
        top.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.progress)
        layout.addWidget(self.answer)
        layout.addWidget(self.chart)
        layout.addWidget(self.ruleLabel)
        layout.addWidget(self.noteButton)

        self.shortcut = QShortcut(QKeySequence(SHORTCUT), panel)
        self.shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        self.shortcut.activated.connect(self.start)
        self.debounce = QTimer(self)
        self.debounce.setSingleShot(True)
        self.debounce.setInterval(DEBOUNCE_MS)
        self.debounce.timeout.connect(self._recompute)
        for spin in (self.runs, self.limit, self.seed):
            spin.valueChanged.connect(self.setup_changed)

    def _spin(self, name: str, lo: int, hi: int, value: int, step: int) -> QSpinBox:
        spin = QSpinBox()
        spin.setObjectName(name)
        spin.setRange(lo, hi)
        spin.setValue(value)
        spin.setSingleStep(step)
        spin.setKeyboardTracking(False)
        return spin

    # ---- running -----------------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.task is not None

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 - Qt's name
        super().hideEvent(event)
        if not self.window().isVisible():  # its window closed (not another tab shown): stop the run
            self.cancel()  # a forgotten run would keep one of the pool's few threads busy for every later box

    def start(self) -> None:
        """Build the request from the battle as set up and run it on the thread pool (any old run is cancelled)."""
        self.wanted = True
        self.debounce.stop()
        try:
            request = self.build_request()
        except Exception as exc:  # noqa: BLE001 - the service's refusal, in the GM's words
            self._show_error(str(exc))
            return
        if request is None:
            self._show_error(self.tr("Choose who fights first."))
            return
        self._launch(request)

    def _launch(self, request: ForecastRequest) -> None:
        """Run ``request`` (built from the set-up just now) on the thread pool."""
        if self.request is None or self.request.system != request.system:
            self.limit.blockSignals(True)
            self.limit.setMaximum(request.max_limit)
            self.limit.setValue(request.default_limit)
            if self.runs.value() == self._offered_runs:  # the GM's own number stays; the last default does not
                self.runs.blockSignals(True)
                self.runs.setValue(request.default_runs)
                self.runs.blockSignals(False)
            self._offered_runs = request.default_runs
            self.limit.blockSignals(False)
            self.limitLabel.setText(self.limit_text(request.limit_name))
        self.cancel()
        self.request = request
        key = (request.key, self.runs.value(), self.seed.value(), self.limit.value())
        if key != self.shown_key or not key[0]:
            self.clear(self.tr("Forecasting…"))  # the answer shown belongs to another set-up: none until this one's
        task = ForecastTask(request, self.runs.value(), self.seed.value(), self.limit.value())
        task.signals.progress.connect(self._on_progress)
        # bound methods, not lambdas: a box deleted while its task runs (the window closed) hears nothing more
        task.signals.finished.connect(self._on_finished)
        task.signals.failed.connect(self._on_failed)
        task.signals.cancelled.connect(self._on_cancelled)
        self.task = task
        self._key = key
        self.progress.setRange(0, 100)
        self.progress.setValue(0)
        self.progress.setVisible(True)
        self.cancelButton.setEnabled(True)
        self._latest[0] = task  # one connection for the box's life, not one more per run
        _RUNNING.add(task)
        self.pool.start(task)

    def cancel(self) -> None:
        if self.task is not None:
            self.task.cancel()
            self.task = None
        self.progress.setVisible(False)
        self.cancelButton.setEnabled(False)
        if self.result is None:
            self.answer.setText(self.press_text())

    def press_text(self) -> str:
        return self.tr("Press Forecast to see how this fight is likely to end.")

    def clear(self, text: str | None = None) -> None:
        """No answer for the set-up as it is (an error, a battle over, no units, a set-up changed since): the
        chart, the answer, the assumption and Note all go; ``text`` says why (else the invitation to press)."""
        self.result = None
        self.shown_key = None
        self.chart.show_result(None)
        self.ruleLabel.clear()
        self.noteButton.setEnabled(False)
        self.answer.setText(self.press_text() if text is None else text)

    def setup_changed(self, *args: object) -> None:
        """The panel's set-up (or the forecast's settings) changed: recompute shortly, if one was asked for."""
        if self.wanted:
            self.debounce.start()

    def _recompute(self) -> None:
        try:
            request = self.build_request()
        except Exception as exc:  # noqa: BLE001 - no forecast for the set-up as it is now: none shown, and why
            self._show_error(str(exc))
            return
        if request is None:
            self._show_error(self.tr("Choose who fights first."))
            return
        key = (request.key, self.runs.value(), self.seed.value(), self.limit.value())
        if key[0] and (key == self.shown_key or (self.running and key == self._key)):
            return  # the answer shown (or the one on its way) is this set-up's
        self.wanted = True
        self._launch(request)

    # ---- answers -----------------------------------------------------------------------------------------
    def _on_progress(self, done: int, total: int) -> None:
        if total:
            self.progress.setValue(int(100 * done / total))

    def _on_finished(self, task: ForecastTask, result: Forecast) -> None:
        if task is not self.task:
            return
        self.task = None
        self.result = result
        self.shown_key = self._key
        self.progress.setVisible(False)
        self.cancelButton.setEnabled(False)
        self.noteButton.setEnabled(True)
        self.answer.setText(self.describe(result))
        self.ruleLabel.setText(render(result.rule))
        self.chart.show_result(result)

    def _on_failed(self, task: ForecastTask, text: str) -> None:
        if task is self.task:
            self.task = None
            self._show_error(text)

    def _on_cancelled(self, task: ForecastTask) -> None:
        if task is self.task:
            self.task = None
        self.progress.setVisible(False)
        self.cancelButton.setEnabled(False)

    def _show_error(self, text: str) -> None:
        """No answer: any run still going is stopped and the old answer and chart are cleared."""
        self.cancel()
        self.clear(fmt(self.tr("No forecast: %1"), text))

    def limit_text(self, limit_name: str) -> str:
        """The label before the limit's spin box: what the limit counts (rounds, turns, days)."""
        texts = {"rounds": self.tr("up to rounds"), "turns": self.tr("up to turns"), "days": self.tr("up to days")}
        return texts.get(limit_name) or fmt(self.tr("up to %1"), limit_name)

    def describe(self, result: Forecast) -> str:
        if result.exact:
            how = self.tr("Exact (every roll counted)")
        else:
            how = fmt(self.tr("%1 runs, seed %2, 95% intervals in brackets"), number(result.runs), result.seed)
        parts: list[str] = []
        for key, c in result.outcomes:
            if result.exact:
                parts.append(fmt(self.tr("%1 %2"), outcome_name(key), percent(c.p)))
            else:
                parts.append(fmt(self.tr("%1 %2 (%3–%4)"), outcome_name(key), percent(c.p), percent(c.low),
                                 percent(c.high)))
        mean = number(result.rounds.mean, 1)
        rounds = {"round": self.tr("about %1 rounds to a decision"), "turn": self.tr("about %1 turns to a decision"),
                  "day": self.tr("about %1 days to a decision")}.get(result.round_name)
        rounds = fmt(rounds, mean) if rounds else fmt(self.tr("about %1 %2s to a decision"), mean, result.round_name)
        return fmt(self.tr("%1: %2; %3."), how, ", ".join(parts), rounds)

    def note(self) -> None:
        """Write the forecast's text in the log (undoable)."""
        from muster.services import forecast

        if self.result is None or self.request is None:
            return
        window: MainWindow | None = getattr(self.panel, "window_", None)
        if window is None:
            return
        text = forecast.describe(self.result)
        window.run(forecast.note_forecast, self.request.battle_id, text, origin=self.panel)


def _watch(panel: QWidget, box: ForecastBox) -> None:
    """Recompute when the panel's choices change: its combos, spins, check boxes and line edits."""
    for combo in panel.findChildren(QComboBox):
        if not box.isAncestorOf(combo):
            combo.currentIndexChanged.connect(box.setup_changed)
    for spin in panel.findChildren(QSpinBox):
        if not box.isAncestorOf(spin):
            spin.valueChanged.connect(box.setup_changed)
    for button in panel.findChildren(QAbstractButton):
        if button.isCheckable() and not box.isAncestorOf(button):
            button.toggled.connect(box.setup_changed)
    for edit in panel.findChildren(QLineEdit):
        if not box.isAncestorOf(edit) and not isinstance(edit.parent(), QSpinBox):
            edit.editingFinished.connect(box.setup_changed)


def attach_forecast(panel: QWidget, request_builder: RequestBuilder, *, tabs: QTabWidget | None = None,
                    layout: QLayout | None = None) -> ForecastBox:
    """Give ``panel`` a forecast box fed by ``request_builder``: a tab of ``tabs``, else in ``layout`` (else the
    panel's own layout).

    The box follows the panel: each time the panel is rebuilt from the file (its ``refreshed`` signal) and at
    every change of the panel's choices it recomputes (debounced), once the GM has asked for a forecast.
    """
    box = ForecastBox(panel, request_builder)
    if tabs is not None:  # in a scroll area, so the tab asks no more room than the panel's other tabs
        page = scroll_page(box, "forecastScroll")
        tabs.addTab(page, QCoreApplication.translate("ForecastBox", "Fore&cast"))
    else:
        target = layout if layout is not None else panel.layout()
        if target is not None:
            target.addWidget(box)
    _watch(panel, box)
    refreshed = getattr(panel, "refreshed", None)
    if refreshed is not None:
        refreshed.connect(box.setup_changed)
    return box
