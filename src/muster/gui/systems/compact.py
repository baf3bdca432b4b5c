"""Pieces that keep a battle panel whole on a laptop (1280×720 with the default docks: about 500×400).

Every panel is a heading, a stretching middle (tabs or a scroll area for what may scroll) and a footer that
never scrolls: the exact odds, the main roll's button and the result box. Nothing in the footer may grow
without bound, so a long result scrolls inside its own small area instead of pushing the window taller.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QBoxLayout,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from muster.gui.systems.chances import percent as percent  # Qt-free, for the presenters; re-exported
from muster.gui.systems.chances import tidy_percent as tidy_percent

if TYPE_CHECKING:
    from muster.gui.systems.base import SystemPanel

TITLE_STYLE = "font-size: 15pt; font-weight: bold;"
ODDS_STYLE = "font-size: 11pt;"


def add_heading(panel: SystemPanel, layout: QBoxLayout, extra: QWidget | None = None) -> None:
    """The panel's title with its subtitle underneath, in little height; ``extra`` (a button) at the right."""
    row = QHBoxLayout()
    column = QVBoxLayout()
    column.setSpacing(0)
    panel.add_heading(column)
    panel.titleLabel.setStyleSheet(TITLE_STYLE)
    panel.titleLabel.setWordWrap(True)  # a long battle name wraps instead of widening the window
    panel.subtitleLabel.setStyleSheet("")
    panel.subtitleLabel.setWordWrap(True)
    row.addLayout(column, 1)
    if extra is not None:
        row.addWidget(extra, 0, Qt.AlignmentFlag.AlignTop)
    layout.addLayout(row)


def add_result_area(panel: SystemPanel, layout: QBoxLayout, lines: int = 4) -> QScrollArea:
    """The shared result box (``panel.lastResult``) in an area of at most ``lines`` lines that scrolls."""
    area = QScrollArea()
    area.setObjectName("resultScroll")
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    body = QWidget()
    column = QVBoxLayout(body)
    column.setContentsMargins(0, 0, 0, 0)
    label = panel.add_result_box(column)
    label.setMinimumHeight(0)
    line = label.fontMetrics().lineSpacing()
    area.setMinimumHeight(2 * line + 10)
    area.setMaximumHeight(lines * line + 12)
    area.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
    area.setWidget(body)
    layout.addWidget(area)
    return area


def odds_label(name: str = "oddsLabel") -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setStyleSheet(ODDS_STYLE)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)  # wraps, never widens
    return label


def scroll_page(name: str) -> tuple[QScrollArea, QVBoxLayout]:
    """A page that scrolls up and down only (never sideways) and its layout."""
    area = QScrollArea()
    area.setObjectName(name)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    body = QWidget()
    area.setWidget(body)
    layout = QVBoxLayout(body)
    layout.setContentsMargins(4, 4, 4, 4)
    return area, layout


def narrow(combo: QComboBox, letters: int = 10) -> None:
    """A drop-down as narrow as ``letters`` characters however long its entries (they show in full when open)."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(letters)


class FillsCentralArea:
    """Mixed into a panel: it takes the central area's size as given (no height-for-width), so a scrolling
    central area does not stretch it to the preferred height of its wrapped text and push the footer out."""

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return False
