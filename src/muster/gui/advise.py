"""The Advise box every battle panel can carry: "what should this side do now?".

A panel adds it with one call::

    self.adviseBox = attach_advice(self, self._advice_request, self.apply_advice, tabs=self.tabs, system="bucs")

``_advice_request(side_id)`` builds the system's :class:`~muster.services.advice.AdviceRequest` from the panel's
fields (its ``<System>Setup``); ``apply_advice(action)`` puts one option's action into those fields (nothing is
rolled: the GM still rolls). The advice runs on Qt's thread pool, never blocking the window; it is worked out again
when the panel shows the battle after an action and, debounced, when the panel's set-up changes (the "what if"), but
only while the box is on screen (a hidden box catches up when shown). A result that comes back after the battle or
the set-up changed is dropped. Battle ▸ Use Advised Option (:data:`SHORTCUT`, rebindable) takes the option selected,
else the best.
"""

from __future__ import annotations

import html
import threading
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QBoxLayout,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from muster.gui.widgets import scroll_page
from muster.i18n import fmt, number

if TYPE_CHECKING:
    from muster.gui.main_window import MainWindow
    from muster.services.advice import Advice, AdviceRequest, Option

SHORTCUT = "Ctrl+Shift+K"  # rebindable: Battle ▸ Use Advised Option (File ▸ Check File moved to Ctrl+Shift+H)
DEBOUNCE_MS = 250
# (side_id: None for the side whose turn it is) -> AdviceRequest, or None while there is nothing to advise
RequestBuilder = Callable[[int | None], "AdviceRequest | None"]
ApplyAction = Callable[[Any], object]


class _Signals(QObject):
    finished = Signal(object, object)  # (task, advice)
    failed = Signal(object, str)


_RUNNING: set[AdviceTask] = set()  # a task (and its signals) lives until its run ends, whoever let go of it


class AdviceTask(QRunnable):
    """One piece of advice worked out on the thread pool (pure rules work: no file, no campaign dice)."""

    def __init__(self, request: AdviceRequest, seed: int, generation: int):
        super().__init__()
        self.setAutoDelete(False)
        self.request, self.seed, self.generation = request, seed, generation
        self.signals = _Signals()
        self.done = threading.Event()
        self.thread: threading.Thread | None = None

    def run(self) -> None:
        self.thread = threading.current_thread()
        try:
            advice = self.request.run(seed=self.seed)
        except Exception as exc:  # noqa: BLE001 - any refusal is shown in the box, never lost
            self.signals.failed.emit(self, str(exc))
        else:
            self.signals.finished.emit(self, advice)
        finally:
            self.done.set()
            _RUNNING.discard(self)


def percent(chance: float) -> str:
    """A chance (0 to 1) as a whole percentage: "42%"."""
    return f"{number(round(chance * 100), 0)}%"


def signed_percent(change: float) -> str:
    """A change of chance as signed whole points: "+8%", "−5%", "±0%"."""
    points = round(change * 100)
    if points == 0:
        return "±0%"
    return f"{'+' if points > 0 else '−'}{number(abs(points), 0)}%"


def holds(option: Option) -> bool:
    """Whether ``option`` is the side's "change nothing" choice (hold, stand still, fight as it stands): the others'
    gain is over it."""
    fields = option.action.to_dict()
    return option.action.kind in ("hold", "fight") or fields.get("stance") == "hold" or \
        (option.action.kind == "move" and fields.get("mode") in ("none", "stand"))


def advice_seed(svc: Any, battle_id: int) -> int:
    """The seed ``muster advise`` runs the battle's advice with (the campaign's dice seed, the battle, the number
    of actions): the same file, the same advice. Read here, on the GUI thread: it reads the file."""
    from muster.services.advice_common import campaign_seed

    return campaign_seed(svc, battle_id) if svc is not None else 1


class AdviseBox(QGroupBox):
    """The side chooser, the options best first, what each modifier is worth, and Use this option."""

    def __init__(self, panel: QWidget, request_builder: RequestBuilder, apply_action: ApplyAction,
                 pool: QThreadPool | None = None):
        super().__init__(panel)
        self.setObjectName("adviseBox")
        self.panel = panel
        self.build_request = request_builder
        self.apply_action = apply_action
        self.pool = pool or QThreadPool.globalInstance()
        self.task: AdviceTask | None = None
        self.advice: Advice | None = None
        self.generation = 0  # one more each time the battle changes: answers of an older one are dropped
        self.shown_key: tuple[object, ...] | None = None  # (generation, side, request key) of the advice shown
        self.dirty = True  # the battle or set-up changed while the box was hidden: work it out when shown
        self.dropped = 0  # stale answers dropped (the battle or set-up changed while they were worked out)
        self._use_when_ready = False
        self._battle_id: int | None = None
        self._task_key: tuple[object, ...] | None = None
        self._latest: AdviceTask | None = None  # the last task launched: only its answer is shown

        self.sideCombo = QComboBox()
        self.sideCombo.setObjectName("adviceSide")
        self.sideCombo.addItem(self.tr("The side whose turn it is"), None)
        self.sideCombo.setToolTip(self.tr("The side to advise"))
        self.sideCombo.currentIndexChanged.connect(self.battle_changed)
        self.heading = QLabel()
        self.heading.setObjectName("adviceHeading")
        self.heading.setStyleSheet("font-weight: bold;")
        self.heading.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)  # the button first
        self.status = QLabel(self.tr("Show this tab to see the advice."))
        self.status.setObjectName("adviceStatus")
        self.status.setWordWrap(True)
        self.options = self._options_tree()
        details = self._details_area()
        self.worthLabel = QLabel()
        self.worthLabel.setObjectName("adviceWorth")
        self.worthLabel.setWordWrap(True)
        self.useButton = QPushButton(fmt(self.tr("Use this option (%1)"), SHORTCUT))
        self.useButton.setObjectName("adviceUse")
        self.useButton.setToolTip(self.tr("Put the selected option (else the best) into the panel's fields; "
                                          "nothing is rolled: you still roll"))
        self.useButton.setEnabled(False)
        self.useButton.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.useButton.clicked.connect(self.use_option)

        top = QHBoxLayout()  # what is advised and the button that takes it, over the list and its reasons
        top.addWidget(self.sideCombo)
        top.addWidget(self.heading, 1)
        top.addWidget(self.useButton)
        middle = QHBoxLayout()
        middle.addWidget(self.options, 3)
        middle.addWidget(details, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.status)
        layout.addLayout(middle, 1)
        layout.addWidget(self.worthLabel)

        self.debounce = QTimer(self)
        self.debounce.setSingleShot(True)
        self.debounce.setInterval(DEBOUNCE_MS)
        self.debounce.timeout.connect(self.refresh)

    def _details_area(self) -> QScrollArea:
        """The chosen option's chance, gain, expectation and why lines (``details``), in an area that scrolls: the
        tab stays as short as the panel's others."""
        self.details = QLabel()
        self.details.setObjectName("adviceDetails")
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.RichText)
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.details.setContentsMargins(4, 2, 4, 2)
        area = QScrollArea()
        area.setObjectName("adviceDetailsScroll")
        area.setWidgetResizable(True)
        area.setMinimumWidth(220)
        area.setMinimumHeight(60)
        area.setWidget(self.details)
        return area

    def _options_tree(self) -> QTreeWidget:
        """One row per option, best first: its chance as a bar, then the option and its gain."""
        tree = QTreeWidget()
        tree.setObjectName("adviceOptions")
        tree.setColumnCount(2)
        tree.setHeaderLabels([self.tr("Win"), self.tr("Option")])
        tree.setRootIsDecorated(False)
        tree.setMinimumHeight(60)
        header = tree.header()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Fixed)
        tree.setColumnWidth(0, 64)
        tree.itemDoubleClicked.connect(lambda *_: self.use_option())
        tree.currentItemChanged.connect(lambda *_: self._show_details())
        return tree

    def _show_details(self) -> None:
        """Beside the list: the chosen option, its gain, what to expect and why."""
        option = self.selected_option() if self.options.currentItem() is not None else None
        if option is None:
            self.details.clear()
            return
        item = self.options.currentItem()
        gain = item.data(1, Qt.ItemDataRole.UserRole) if item is not None else ""
        chance = fmt(self.tr("%1 to win the exchange") if option.scope == "exchange" else
                     self.tr("%1 to win the battle"), percent(option.win))
        lines = [f"<b>{html.escape(option.label)}</b>",
                 html.escape(fmt(self.tr("%1 · %2"), chance, gain) if gain else chance)]
        if option.expect:
            lines.append(html.escape(fmt(self.tr("Expect: %1"), option.expect)))
        lines += [f"• {html.escape(why)}" for why in option.why]
        self.details.setText("<br/>".join(lines))

    # ---- when to work it out ----------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.task is not None

    @property
    def settled(self) -> bool:
        """Advice shown for the battle and fields as they are, none on its way or due."""
        return self.advice is not None and self.task is None and not self.dirty and not self.debounce.isActive()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if self.dirty:
            self.debounce.start(0)

    def battle_changed(self, *args: object) -> None:
        """The panel showed the battle again (after an action, undo...) or another side was chosen: any answer
        on its way is stale; the advice is worked out again at once (when shown)."""
        self.generation += 1
        self._wanted(0)

    def setup_changed(self, *args: object) -> None:
        """One of the panel's fields changed (the "what if"): the advice again after a pause (when shown)."""
        self._wanted(DEBOUNCE_MS)

    def _wanted(self, delay: int) -> None:
        self.dirty = True
        if self.isVisible() or self._use_when_ready:
            self.debounce.start(delay)

    def refresh(self) -> None:
        """Build the request from the panel's fields (on this thread: it reads the file) and run it in the pool."""
        self.debounce.stop()
        self.dirty = False
        side = self.sideCombo.currentData()
        try:
            request = self.build_request(side)
        except Exception as exc:  # noqa: BLE001 - the service's refusal, in the GM's words
            if side is not None:  # a side of another battle, say: the side whose turn it is instead
                self._battle_id = None
                self.sideCombo.blockSignals(True)
                self.sideCombo.setCurrentIndex(0)
                self.sideCombo.blockSignals(False)
                self.refresh()
            else:
                self._show_error(str(exc))
            return
        if request is None:
            self._show_error(self.tr("nothing to advise here."))
            return
        if self._fill_sides(request.battle_id) and side is not None:  # another battle: its side whose turn it is
            self.refresh()
            return
        key = (self.generation, side, request.key)
        if request.key and key == self.shown_key and self.task is None:
            if self._use_when_ready:  # the advice shown is this set-up's: it is fresh
                self._use_when_ready = False
                self.use_option()
            return
        if request.key and self.task is not None and key == self._task_key:
            return  # the advice on its way is this set-up's
        self._launch(request, key)

    def _launch(self, request: AdviceRequest, key: tuple[object, ...]) -> None:
        svc = getattr(self.panel, "service", None)
        task = AdviceTask(request, advice_seed(svc, request.battle_id), self.generation)
        task.signals.finished.connect(self._on_finished)  # bound methods: a deleted box hears nothing more
        task.signals.failed.connect(self._on_failed)
        self.task = self._latest = task
        self._task_key = key
        self.useButton.setEnabled(False)
        self.status.setText(self.tr("Working out the advice…"))
        self.status.setVisible(True)
        _RUNNING.add(task)
        self.pool.start(task)

    def _fill_sides(self, battle_id: int) -> bool:
        """The battle's sides (of the units in its initiative) in the chooser, once per battle (True then)."""
        from muster.services import queries as q

        svc = getattr(self.panel, "service", None)
        if battle_id == self._battle_id or svc is None:
            return False
        self._battle_id = battle_id
        battle = q.battle(svc, battle_id)
        sides: dict[int, str] = {}
        for uid in battle.initiative if battle is not None else ():
            unit = q.unit(svc, uid)
            force = q.force(svc, unit.force_id) if unit is not None else None
            side = q.side(svc, force.side_id) if force is not None else None
            if side is not None:
                sides.setdefault(side.id, side.name)
        self.sideCombo.blockSignals(True)
        while self.sideCombo.count() > 1:
            self.sideCombo.removeItem(1)
        for side_id, name in sides.items():
            self.sideCombo.addItem(name, side_id)
        self.sideCombo.setCurrentIndex(0)
        self.sideCombo.blockSignals(False)
        return True

    # ---- answers ----------------------------------------------------------------------------------------
    def _on_finished(self, task: AdviceTask, advice: Advice) -> None:
        if task is self.task:
            self.task = None
        if task is not self._latest or task.generation != self.generation:
            self.dropped += 1  # worked out for a battle or set-up that is no more
            return
        self.advice = advice
        self.shown_key = self._task_key
        self.show_advice(advice)
        if self._use_when_ready:
            self._use_when_ready = False
            self.use_option()

    def _on_failed(self, task: AdviceTask, text: str) -> None:
        if task is self.task:
            self.task = None
            self._show_error(text)

    def _show_error(self, text: str) -> None:
        self.task = self._latest = None  # an answer still on its way is of a set-up that is no more
        self._use_when_ready = False
        self.advice = None
        self.shown_key = None
        self.options.clear()
        self.details.clear()
        self.heading.clear()
        self.worthLabel.clear()
        self.useButton.setEnabled(False)
        self.status.setText(fmt(self.tr("No advice: %1"), text))
        self.status.setVisible(True)

    def show_advice(self, advice: Advice) -> None:
        """The options best first (the chosen one with what to expect and why), the what-if line, the heading."""
        self.heading.setText(fmt(self.tr("%1 — %2"), advice.side, advice.phase))
        chosen = self.selected_option() if self.options.currentItem() is not None else None
        self.options.clear()
        holding = next((o for o in advice.options if holds(o)), None)
        for i, option in enumerate(advice.options):
            after = advice.options[i + 1] if i + 1 < len(advice.options) else None
            self._add_option(option, self._gain(option, holding, after))
        self.status.setVisible(not advice.options)
        if advice.options:
            labels = [o.label for o in advice.options]
            keep = labels.index(chosen.label) if chosen is not None and chosen.label in labels else 0
            item = self.options.topLevelItem(keep)
            if item is not None:
                self.options.setCurrentItem(item)  # the GM's choice stays chosen
        else:
            self.status.setText(self.tr("No options for this side in this phase."))
        self._show_details()
        self.worthLabel.setText(self.worth_text(advice))
        self.useButton.setText(fmt(self.tr("Use this option (%1)"), self.shortcut_text()))
        self.useButton.setEnabled(bool(advice.options))

    def shortcut_text(self) -> str:
        """The key of Battle ▸ Use Advised Option as the GM bound it (the default without a window)."""
        action = getattr(getattr(self.panel, "window_", None), "advise_action", None)
        if isinstance(action, QAction) and not action.shortcut().isEmpty():
            return action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        return SHORTCUT

    def _gain(self, option: Option, holding: Option | None, after: Option | None) -> str:
        if holding is not None and option is not holding:
            return fmt(self.tr("%1 over %2"), signed_percent(option.win - holding.win), holding.label)
        if after is not None and round((option.win - after.win) * 100):
            return fmt(self.tr("%1 over the next"), signed_percent(option.win - after.win))
        return ""

    def _add_option(self, option: Option, gain: str) -> None:
        text = fmt(self.tr("%1  (%2)"), option.label, gain) if gain else option.label
        item = QTreeWidgetItem(["", text])
        item.setData(0, Qt.ItemDataRole.UserRole, option)
        item.setData(1, Qt.ItemDataRole.UserRole, gain)
        item.setToolTip(1, "\n".join([option.label, option.expect, *option.why]))
        self.options.addTopLevelItem(item)
        bar = QProgressBar()
        bar.setObjectName("adviceWinBar")
        bar.setRange(0, 1000)
        bar.setValue(int(round(option.win * 1000)))
        bar.setFormat(percent(option.win))
        bar.setTextVisible(True)
        bar.setMaximumHeight(18)
        bar.setToolTip(self.tr("Chance to win the exchange") if option.scope == "exchange"
                       else self.tr("Chance to win the battle"))
        self.options.setItemWidget(item, 0, bar)

    def worth_text(self, advice: Advice) -> str:
        """What if: each of the set-up's modifiers with what it is worth to the best option ("Cover +8%")."""
        if not advice.worth:
            return ""
        parts = [fmt(self.tr("%1 %2"), w.label, signed_percent(w.change)) for w in advice.worth]
        return fmt(self.tr("What if (worth to the best option): %1"), " · ".join(parts))

    def selected_option(self) -> Option | None:
        """The option selected in the list, else the best; None without advice."""
        item = self.options.currentItem()
        option = item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None
        if option is None and self.advice is not None:
            option = self.advice.best
        return option  # type: ignore[no-any-return]

    def use_option(self) -> None:
        """Put the selected option (else the best) into the panel's fields. Advice not worked out for the battle
        as it is now is worked out first (off this thread) and the best of it used when it comes."""
        fresh = self.advice is not None and not self.dirty and self.task is None and \
            self.shown_key is not None and self.shown_key[0] == self.generation
        if not fresh:
            self._use_when_ready = True
            self.debounce.start(0)
            return
        option = self.selected_option()
        if option is None:
            return
        self.apply_action(option.action)
        self.status.setText(fmt(self.tr("In the panel now: %1. Check it, then roll."), option.label))
        self.status.setVisible(True)


def _watch(panel: QWidget, box: AdviseBox) -> None:
    """Advise again (debounced) when the panel's choices change: its combos, spins, check boxes, line edits (not
    this box's own, nor the Forecast box's settings)."""
    boxes = [box, *(w for w in panel.findChildren(QWidget, "forecastBox"))]

    def field(w: QWidget) -> bool:
        return not any(b.isAncestorOf(w) for b in boxes)

    for combo in panel.findChildren(QComboBox):
        if field(combo):
            combo.currentIndexChanged.connect(box.setup_changed)
    for spin in panel.findChildren(QSpinBox):
        if field(spin):
            spin.valueChanged.connect(box.setup_changed)
    for button in panel.findChildren(QAbstractButton):
        if button.isCheckable() and field(button):
            button.toggled.connect(box.setup_changed)
    for edit in panel.findChildren(QLineEdit):
        if field(edit) and not isinstance(edit.parent(), QSpinBox):
            edit.editingFinished.connect(box.setup_changed)


def has_advisor(system: str) -> bool:
    """Whether ``system`` gives advice (its descriptor names an advisor; nothing is loaded)."""
    from muster import systems

    return bool(systems.get(system).advice)


def attach_advice(panel: QWidget, request_builder: RequestBuilder, apply_action: ApplyAction, *,
                  system: str | None = None, tabs: QTabWidget | None = None,
                  layout: QLayout | None = None) -> AdviseBox | None:
    """Give ``panel`` an Advise box: a tab of ``tabs``, else in ``layout`` (else the panel's own layout).

    None (and no box) when ``system`` has no advisor. The box follows the panel: when the panel is rebuilt from
    the file (its ``refreshed`` signal) it advises again at once; when the panel's choices change (its fields, or
    its ``primary_changed`` signal: the odds shown changed) after a pause, if the set-up's key changed.
    """
    if system is not None and not has_advisor(system):
        return None
    box = AdviseBox(panel, request_builder, apply_action)
    if tabs is not None:
        page = scroll_page(box, "adviseScroll")
        tabs.addTab(page, QCoreApplication.translate("AdviseBox", "A&dvise"))
    else:
        target = layout if layout is not None else panel.layout()
        forecast = panel.findChild(QWidget, "forecastBox")
        at = target.indexOf(forecast) if isinstance(target, QBoxLayout) and forecast is not None else -1
        if isinstance(target, QBoxLayout) and at >= 0:
            target.insertWidget(at, box)  # the advice before the long forecast
        elif target is not None:
            target.addWidget(box)
    _watch(panel, box)
    refreshed = getattr(panel, "refreshed", None)
    if refreshed is not None:
        refreshed.connect(box.battle_changed)
    primary = getattr(panel, "primary_changed", None)  # the odds shown changed: fields made since, in tables too
    if primary is not None:
        primary.connect(box.setup_changed)
    return box


def use_advice(window: MainWindow) -> None:
    """Battle ▸ Use Advised Option: the current panel's selected (else best) option into its fields."""
    box = getattr(window.battle_view, "adviseBox", None)
    if isinstance(box, AdviseBox):
        box.use_option()
    else:
        window.statusBar().showMessage(QCoreApplication.translate("AdviseBox", "No advice for this battle."), 5000)


def install(window: MainWindow) -> QAction:
    """Battle ▸ Use Advised Option (:data:`SHORTCUT`): a menu command, so Keyboard Shortcuts can rebind it."""
    action = QAction(QCoreApplication.translate("AdviseBox", "Use &Advised Option"), window)
    action.setObjectName("actionUseAdvice")
    action.setShortcut(QKeySequence(SHORTCUT))
    action.setStatusTip(QCoreApplication.translate(
        "AdviseBox", "Put the option selected in the Advise tab (else the best) into the panel; you still roll"))
    action.triggered.connect(lambda checked=False: use_advice(window))
    window.menuBattle.addAction(action)
    return action
