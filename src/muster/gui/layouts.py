"""Where the docks go: a default layout per rules system and screen size, and the GM's own one remembered.

A laptop screen (under 1600×900 available) gets narrow side columns and a short Combat Log under the battle
panel, so the panel keeps its height; a large screen gets roomier ones. A system whose panel fills the status
dock (the mech paper doll) gets it below the Turn Tracker; the others leave it closed. The side columns run
the full height of the window (the log sits under the central panel only), so the roster and the initiative
list show as many rows as the screen allows.

The GM's own arrangement is saved per system and screen size (``layout/<system>/<size>`` in the settings) when
the battle on screen changes to another system and when the window closes, and comes back with that system.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QWidget

LAPTOP, LARGE = "laptop", "large"
NO_SYSTEM = "generic"  # the layout while no battle is open


@dataclass(frozen=True)
class Layout:
    left: int  # the roster column's width
    right: int  # the Turn Tracker column's width
    bottom: int  # the Combat Log's height
    status: bool  # the status dock open below the Turn Tracker
    turn_height: int  # the Turn Tracker's height when the status dock shares its column


def screen_size_class(available: QRect) -> str:
    return LAPTOP if available.width() < 1600 or available.height() < 900 else LARGE


def available_geometry(widget: QWidget) -> QRect:
    screen = widget.screen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 720)


def default_layout(system: str, size_class: str, available: QRect) -> Layout:
    from muster import systems

    spec = systems.find(system)
    status = spec is not None and spec.has_status_widget
    width, height = available.width(), available.height()
    if size_class == LAPTOP:
        left = max(220, int(width * 0.2))
        right = max(260, int(width * (0.27 if status else 0.21)))
        return Layout(left, right, max(110, int(height * 0.18)), status, max(230, int(height * 0.36)))
    right = max(320, int(width * (0.26 if status else 0.2)))
    return Layout(max(300, int(width * 0.2)), right, max(180, int(height * 0.22)), status, max(260, int(height * 0.3)))


def apply(window: Any, layout: Layout) -> None:
    """Put the MainWindow's docks where ``layout`` says: roster left, Turn Tracker (and status) right, log below."""
    area, corner = Qt.DockWidgetArea, Qt.Corner
    for c in (corner.TopLeftCorner, corner.BottomLeftCorner):
        window.setCorner(c, area.LeftDockWidgetArea)
    for c in (corner.TopRightCorner, corner.BottomRightCorner):
        window.setCorner(c, area.RightDockWidgetArea)
    w = window
    docks = (w.rosterDock, w.libraryDock, w.turnDock, w.statusDock, w.logDock, w.historyDock, w.diceDock)
    for dock in docks:
        dock.setFloating(False)
    w.addDockWidget(area.LeftDockWidgetArea, w.rosterDock)
    w.addDockWidget(area.LeftDockWidgetArea, w.libraryDock)
    w.splitDockWidget(w.rosterDock, w.libraryDock, Qt.Orientation.Vertical)  # templates drag straight up
    w.addDockWidget(area.RightDockWidgetArea, w.turnDock)
    w.addDockWidget(area.RightDockWidgetArea, w.statusDock)
    w.splitDockWidget(w.turnDock, w.statusDock, Qt.Orientation.Vertical)
    w.addDockWidget(area.BottomDockWidgetArea, w.logDock)
    w.addDockWidget(area.BottomDockWidgetArea, w.historyDock)
    w.addDockWidget(area.BottomDockWidgetArea, w.diceDock)
    w.tabifyDockWidget(w.logDock, w.historyDock)
    w.tabifyDockWidget(w.logDock, w.diceDock)
    for dock in (w.rosterDock, w.turnDock, w.logDock):
        dock.show()
    for dock in (w.libraryDock, w.historyDock, w.diceDock):
        dock.hide()
    w.statusDock.setVisible(layout.status)
    w.logDock.raise_()
    w.resizeDocks([w.rosterDock, w.turnDock], [layout.left, layout.right], Qt.Orientation.Horizontal)
    w.resizeDocks([w.logDock], [layout.bottom], Qt.Orientation.Vertical)
    if layout.status:
        column = max(w.turnDock.height() + w.statusDock.height(), 2 * layout.turn_height)
        w.resizeDocks([w.turnDock, w.statusDock], [layout.turn_height, column - layout.turn_height],
                      Qt.Orientation.Vertical)


def settings_key(system: str, size_class: str) -> str:
    return f"layout/{system or NO_SYSTEM}/{size_class}"


def apply_default(window: Any, system: str) -> None:
    """The default dock layout of ``system`` for the screen ``window`` is on."""
    available = available_geometry(window)
    apply(window, default_layout(system, screen_size_class(available), available))


class SystemLayouts:
    """The window's dock layout per rules system and screen size: defaults, the GM's own, keeping on screen."""

    def __init__(self, window: Any, settings: Any):
        self.window = window
        self.settings = settings
        self.system = str(settings.value("window/layoutSystem") or NO_SYSTEM)
        self._pending = False

    def size_class(self) -> str:
        return screen_size_class(available_geometry(self.window))

    def restore_window(self) -> None:
        """The window's last geometry and docks; on first start, a size that suits the screen."""
        from PySide6.QtCore import QSize, Qt

        window = self.window
        geometry = self.settings.value("window/geometry")
        state = self.settings.value("window/state")
        if geometry is not None:
            window.restoreGeometry(geometry)
        else:  # first start: fill a laptop's screen, a comfortable size on a large one
            available = available_geometry(window)
            if screen_size_class(available) == LAPTOP:
                window.setWindowState(Qt.WindowState.WindowMaximized)
            window.resize(QSize(min(1600, available.width() * 9 // 10), min(1000, available.height() * 9 // 10)))
            window.move(available.center() - window.rect().center())
        if state is None or not window.restoreState(state):
            self._pending = True  # the default layout once the window has its size on screen

    def shown(self) -> None:
        if self._pending:
            self._pending = False
            apply_default(self.window, self.system)
        self.fit_to_screen()

    def reset(self) -> None:
        """View ▸ Reset Layout: the default layout of the battle's system, for the screen the window is on."""
        apply_default(self.window, self.system)
        self.fit_to_screen()

    def fit_to_screen(self) -> None:
        """Keep the whole window (frame included) on the screen's available area."""
        window = self.window
        if window.isMaximized() or window.isFullScreen():
            return
        available = available_geometry(window)
        frame = window.frameGeometry()
        extra_w, extra_h = frame.width() - window.width(), frame.height() - window.height()
        width = min(window.width(), available.width() - extra_w)
        height = min(window.height(), available.height() - extra_h)
        if (width, height) != (window.width(), window.height()):
            window.resize(width, height)
        frame = window.frameGeometry()
        x = min(max(frame.x(), available.x()), available.right() + 1 - frame.width())
        y = min(max(frame.y(), available.y()), available.bottom() + 1 - frame.height())
        if (x, y) != (frame.x(), frame.y()):
            window.move(x, y)

    def system_shown(self, system: str) -> None:
        """Another system's battle is on screen: keep the GM's layout of the last one, bring back this one's."""
        from PySide6.QtCore import QTimer

        system = system or NO_SYSTEM
        if system == self.system:
            return
        self.save()
        self.system = system
        # after the dispatch that showed the battle: restoring docks from inside it can crash Qt's dock layout
        QTimer.singleShot(0, self.restore)

    def restore(self) -> None:
        state = self.settings.value(settings_key(self.system, self.size_class()))
        if state is None or not self.window.restoreState(state):
            apply_default(self.window, self.system)
        self.fit_to_screen()

    def save(self) -> None:
        self.settings.setValue(settings_key(self.system, self.size_class()), self.window.saveState())
        self.settings.setValue("window/layoutSystem", self.system)
