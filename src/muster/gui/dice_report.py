"""Campaign ▸ Dice Report (issue 29): is a die fair? Per die type, how often each face came up against a fair die.

``install(window)`` connects the form's ``actionDiceReport``; the non-modal :class:`DiceReportWindow` is built on
first use. A chooser picks the whole campaign or one battle; the dice the GM entered by hand and the automatic ones
are on two tabs; each die type is a card: its verdict, a bar chart of the face counts against the fair expectation
(:class:`FaceChart`, drawn with QPainter), the counts, the chi-square, p-value and the rolls a clear verdict needs.
The numbers are ``muster.services.dice_report``'s; the window follows the campaign (opened, changed, closed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from muster.i18n import fmt, number

if TYPE_CHECKING:
    from muster.gui.main_window import MainWindow
    from muster.services.dice_report import DiceReport, DieReport

VERDICT_COLOURS = {"biased": "#b3261e", "fair": "#1e7b34", "too few": "#6b6b6b"}
BAR_COLOUR = QColor("#4a78b5")
LINE_COLOUR = QColor("#d07a00")


class FaceChart(QWidget):
    """Bars of a die's face counts (face 1 at the left) with the fair expectation as a dashed line."""

    def __init__(self, counts: tuple[int, ...], expected: float, parent: QWidget | None = None):
        super().__init__(parent)
        self.counts = counts
        self.expected = expected
        self.setMinimumSize(260, 140)

    def sizeHint(self) -> QSize:
        return QSize(420, 160)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        metrics = painter.fontMetrics()
        label_h = metrics.height() + 2
        area = QRectF(self.rect()).adjusted(4, 4, -4, -label_h)
        top = max(max(self.counts, default=0), self.expected) * 1.1 or 1.0
        slot = area.width() / len(self.counts)
        label_every = max(1, round(metrics.horizontalAdvance("100 ") / slot + 0.5))
        for i, count in enumerate(self.counts):
            height = area.height() * count / top
            bar = QRectF(area.left() + i * slot + slot * 0.12, area.bottom() - height, slot * 0.76, height)
            painter.fillRect(bar, BAR_COLOUR)
            face = i + 1
            if face == 1 or face % label_every == 0:
                painter.setPen(self.palette().windowText().color())
                painter.drawText(QRectF(area.left() + i * slot - slot, area.bottom() + 1, slot * 3, label_h),
                                 Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, str(face))
        y = area.bottom() - area.height() * self.expected / top
        pen = QPen(LINE_COLOUR, 2, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawLine(int(area.left()), int(y), int(area.right()), int(y))
        painter.end()


class DieCard(QFrame):
    """One die type: the verdict, the chart, the numbers and the counts."""

    def __init__(self, die: DieReport, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName(f"die_{die.name}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.die = die
        box = QHBoxLayout(self)
        self.chart = FaceChart(die.counts, die.expected)
        box.addWidget(self.chart, 3)
        side = QVBoxLayout()
        self.verdictLabel = QLabel(f"{die.name}: {die.verdict_text}")
        self.verdictLabel.setObjectName("dieVerdict")
        self.verdictLabel.setStyleSheet(f"font-size: 13pt; font-weight: bold; color: {VERDICT_COLOURS[die.verdict]};")
        self.numbersLabel = QLabel(self._numbers(die))
        self.numbersLabel.setObjectName("dieNumbers")
        self.numbersLabel.setWordWrap(True)
        self.countsTable = self._table(die)
        side.addWidget(self.verdictLabel)
        side.addWidget(self.numbersLabel)
        side.addWidget(self.countsTable)
        side.addStretch(1)
        box.addLayout(side, 4)

    def _numbers(self, die: DieReport) -> str:
        lines = [
            fmt(self.tr("%1 dice rolled; a fair die would show each face %2 times (dashed line)."), die.dice,
                number(die.expected, 1)),
            fmt(self.tr("Chi-square %1 with %2 degrees of freedom: p = %3."), number(die.statistic, 2),
                die.degrees_of_freedom, number(die.p_value, 3)),
            fmt(self.tr("Rolls for a clear verdict: %1 (%2 more)."), die.rolls_needed,
                max(0, die.rolls_needed - die.dice)),
        ]
        return "\n".join(lines)

    def _table(self, die: DieReport) -> QTableWidget:
        table = QTableWidget(2, die.sides)
        table.setObjectName("dieCounts")
        table.setVerticalHeaderLabels([self.tr("Count"), self.tr("Fair")])
        table.setHorizontalHeaderLabels([str(face) for face in range(1, die.sides + 1)])
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        for column, count in enumerate(die.counts):
            table.setItem(0, column, QTableWidgetItem(str(count)))
            table.setItem(1, column, QTableWidgetItem(number(die.expected, 1)))
        table.horizontalHeader().setDefaultSectionSize(44)
        table.resizeRowsToContents()
        height = table.horizontalHeader().sizeHint().height() + 2 * table.rowHeight(0) + 2 * table.frameWidth()
        if die.sides > 12:  # a d20 or d100 scrolls sideways under its counts
            height += table.horizontalScrollBar().sizeHint().height()
        table.setFixedHeight(height)
        return table


class DiceReportWindow(QWidget):
    """The report: which dice (campaign or battle), then by hand and automatic, each a list of die cards."""

    def __init__(self, window: MainWindow):
        super().__init__(window, Qt.WindowType.Window)
        self.window_ = window
        self.setObjectName("diceReportWindow")
        self.setWindowTitle(self.tr("Dice Report"))
        self.resize(1000, 640)
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Dice of:")))
        self.battleCombo = QComboBox()
        self.battleCombo.setObjectName("diceReportBattle")
        self.battleCombo.setAccessibleName(self.tr("Whose dice"))
        row.addWidget(self.battleCombo, 1)
        row.addStretch(2)
        layout.addLayout(row)
        self.methodLabel = QLabel()
        self.methodLabel.setObjectName("diceReportMethod")
        self.methodLabel.setWordWrap(True)
        layout.addWidget(self.methodLabel)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("diceReportTabs")
        self.byHandPage, self.byHandBox = self._page()
        self.automaticPage, self.automaticBox = self._page()
        self.tabs.addTab(self.byHandPage, self.tr("By hand"))
        self.tabs.addTab(self.automaticPage, self.tr("Automatic"))
        layout.addWidget(self.tabs, 1)
        self.cards: dict[str, list[DieCard]] = {"by hand": [], "automatic": []}
        self.report: DiceReport | None = None
        self.battleCombo.currentIndexChanged.connect(lambda _i: self.refresh())
        window.session.campaign_opened.connect(lambda _svc: self.reload())
        window.session.campaign_closed.connect(self.reload)
        window.session.changed.connect(lambda _changes, _origin: self.refresh() if self.isVisible() else None)

    def _page(self) -> tuple[QScrollArea, QVBoxLayout]:
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        body = QWidget()
        box = QVBoxLayout(body)
        scroll.setWidget(body)
        return scroll, box

    def reload(self) -> None:
        """Refill the battle chooser from the open campaign (keeping the choice if it is still there)."""
        from muster.services import queries as q

        chosen = self.battleCombo.currentData()
        self.battleCombo.blockSignals(True)
        self.battleCombo.clear()
        self.battleCombo.addItem(self.tr("The whole campaign"), None)
        svc = self.window_.service
        for battle in q.battles(svc) if svc is not None else []:
            self.battleCombo.addItem(fmt(self.tr("Battle: %1"), battle.name), battle.id)
        index = self.battleCombo.findData(chosen)
        self.battleCombo.setCurrentIndex(max(0, index))
        self.battleCombo.blockSignals(False)
        self.refresh()

    def refresh(self) -> None:
        from muster.i18n import render
        from muster.services.dice_report import dice_report, method_message

        svc = self.window_.service
        self.report = dice_report(svc, self.battleCombo.currentData()) if svc is not None else None
        self.methodLabel.setText(render(method_message()))
        by_hand = self.report.by_hand if self.report else ()
        automatic = self.report.automatic if self.report else ()
        self.cards["by hand"] = self._fill(self.byHandBox, by_hand, self.tr("No dice entered by hand here yet."))
        self.cards["automatic"] = self._fill(self.automaticBox, automatic, self.tr("No automatic dice here yet."))
        self.tabs.setTabText(0, fmt(self.tr("By hand (%1 dice)"), sum(d.dice for d in by_hand)))
        self.tabs.setTabText(1, fmt(self.tr("Automatic (%1 dice)"), sum(d.dice for d in automatic)))

    def _fill(self, box: QVBoxLayout, dice: tuple[DieReport, ...], empty: str) -> list[DieCard]:
        while box.count():
            item = box.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.setParent(None)  # gone from the page now, not at the next turn of the event loop
                widget.deleteLater()
        cards = [DieCard(die) for die in dice]
        for card in cards:
            box.addWidget(card)
        if not cards:
            label = QLabel(empty)
            label.setObjectName("diceReportEmpty")
            box.addWidget(label)
        box.addStretch(1)
        return cards

    def card(self, kind: str, name: str) -> DieCard | None:
        """The card of die ``name`` (``d6``) on the ``by hand`` or ``automatic`` tab."""
        return next((c for c in self.cards[kind] if c.die.name == name), None)


class DiceReportControl:
    """The main window's end: the window, built when first opened."""

    def __init__(self, window: MainWindow):
        self.window = window
        self.report_window: DiceReportWindow | None = None

    def show_window(self) -> DiceReportWindow:
        if self.report_window is None:
            self.report_window = DiceReportWindow(self.window)
        self.report_window.reload()
        self.report_window.show()
        self.report_window.raise_()
        self.report_window.activateWindow()
        return self.report_window


def install(window: MainWindow) -> DiceReportControl:
    """Campaign ▸ Dice Report (the form's ``actionDiceReport``)."""
    control = DiceReportControl(window)
    window.actionDiceReport.triggered.connect(lambda _checked=False: control.show_window())
    return control
