"""Small helpers for widgets built in code (the docks, the generic panel, the library, the dice roller)."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtWidgets import QWidget

W = TypeVar("W", bound=QWidget)


def named(widget: W, name: str) -> W:
    """``widget`` with its object name (the name tests and styles find it by; the stubs lack ``objectName=``)."""
    widget.setObjectName(name)
    return widget
