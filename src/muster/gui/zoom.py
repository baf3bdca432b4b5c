"""The GM's font scale (View ▸ Zoom In / Zoom Out / Actual Size): the whole UI follows it, remembered.

The application font is scaled, and so is every ``font-size: Npt`` a widget's style sheet sets (battle titles,
the round number...): an application-wide event filter rewrites them as each widget is polished, and again
for every widget when the scale changes.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, QObject, QSettings
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget

STEPS = (0.8, 0.9, 1.0, 1.1, 1.25, 1.4, 1.6, 1.8, 2.0)
KEY = "view/zoom"
_SIZE = re.compile(r"font-size:\s*([0-9.]+)pt")
_BASE, _WRITTEN = "musterBaseStyle", "musterScaledStyle"
_RESTYLED = (QEvent.Type.Polish, QEvent.Type.StyleChange)
_FACTOR = "musterZoom"


def factor() -> float:
    """The GM's zoom now (1.0 without one): text painted by hand multiplies its point sizes by it."""
    app = QApplication.instance()
    value = app.property(_FACTOR) if app is not None else None
    return float(value) if isinstance(value, (int, float)) else 1.0


class Zoom(QObject):
    def __init__(self, settings: QSettings, parent: QObject | None = None):
        super().__init__(parent)
        self.settings = settings
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        self.app = app
        base = app.property("musterBaseFont")
        self.base_font = QFont(base) if isinstance(base, QFont) else QFont(app.font())
        app.setProperty("musterBaseFont", self.base_font)  # a second window starts from the same size
        try:
            factor = float(settings.value(KEY, 1.0))  # type: ignore[arg-type]
        except (TypeError, ValueError):
            factor = 1.0
        self.factor = min(STEPS, key=lambda s: abs(s - factor))
        self._filtering = False
        if self.factor != 1.0:
            self._apply()

    def zoom_in(self) -> None:
        self.set_factor(next((s for s in STEPS if s > self.factor), STEPS[-1]))

    def zoom_out(self) -> None:
        self.set_factor(next((s for s in reversed(STEPS) if s < self.factor), STEPS[0]))

    def reset(self) -> None:
        self.set_factor(1.0)

    def set_factor(self, factor: float) -> None:
        if factor != self.factor:
            self.factor = factor
            self.settings.setValue(KEY, factor)
            self._apply()

    def _apply(self) -> None:
        self.app.setProperty(_FACTOR, self.factor)
        font = QFont(self.base_font)
        font.setPointSizeF(self.base_font.pointSizeF() * self.factor)
        self.app.setFont(font)
        # only while zoomed: an application-wide filter costs a Python call per event
        if (self.factor != 1.0) != self._filtering:
            self._filtering = self.factor != 1.0
            (self.app.installEventFilter if self._filtering else self.app.removeEventFilter)(self)
        for widget in self.app.allWidgets():
            self._scale_style(widget)

    def _scale_style(self, widget: QWidget) -> None:
        current = widget.styleSheet()
        base = widget.property(_BASE)
        if base is None or current != widget.property(_WRITTEN):  # new, or its owner set a new style since
            if "font-size" not in current:
                return
            base = current
            widget.setProperty(_BASE, base)
        scaled = _SIZE.sub(lambda m: f"font-size: {float(m.group(1)) * self.factor:.1f}pt", str(base))
        widget.setProperty(_WRITTEN, scaled)
        if scaled != current:
            widget.setStyleSheet(scaled)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        # Polish: a new widget; StyleChange: a style sheet set later (an odds line turning red), scaled in turn
        if event.type() in _RESTYLED and self.factor != 1.0 and isinstance(watched, QWidget):
            self._scale_style(watched)
        return False

    def detach(self) -> None:
        """The window closes: the application font goes back to its size (another window reads the setting)."""
        self.app.setFont(self.base_font)
        self.app.setProperty(_FACTOR, 1.0)
        if self._filtering:
            self.app.removeEventFilter(self)
            self._filtering = False
