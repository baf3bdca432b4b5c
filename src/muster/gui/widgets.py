"""Small helpers for widgets built in code (the docks, the generic panel, the library, the dice roller)."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtWidgets import QComboBox, QFrame, QScrollArea, QWidget

W = TypeVar("W", bound=QWidget)


def named(widget: W, name: str) -> W:
    """``widget`` with its object name (the name tests and styles find it by; the stubs lack ``objectName=``)."""
    widget.setObjectName(name)
    return widget


def choose(combo: QComboBox, data: object, *, none_is_first: bool = False) -> None:
    """Select the item of ``combo`` holding ``data``; None leaves the choice (``none_is_first``: the first item)."""
    index = combo.findData(data) if data is not None else (0 if none_is_first else -1)
    if index >= 0:
        combo.setCurrentIndex(index)


def scroll_page(widget: QWidget, name: str) -> QScrollArea:
    """``widget`` in a frameless scroll area, so a tab asks no more room than the panel's other tabs."""
    page = named(QScrollArea(), name)
    page.setWidgetResizable(True)
    page.setFrameShape(QFrame.Shape.NoFrame)
    page.setWidget(widget)
    return page
