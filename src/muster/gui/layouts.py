"""Where the docks go: a default layout per rules system and screen size, and the GM's own one remembered.

A laptop screen (under 1600×900 available) gets narrow side columns and a short Combat Log under the battle
panel, so the panel keeps its height; a large screen gets roomier ones. A system whose panel fills the status
dock (the mech paper doll) gets it below the Turn Tracker; the others leave it closed. The side columns run
the full height of the window (the log sits under the central panel only), so the roster and the initiative
list show as many rows as the screen allows.

The GM's own arrangement is saved per system and screen size (``layout/<system>/<size>`` in the settings) when
the battle on screen changes to another system and when the window closes, and comes back with that system.

A saved arrangement can never stop the app from starting:

- it is restored only once the window is on screen with every dock and toolbar built (restoring before the first
  show, as Qt's examples do, crashed Qt's dock layout on a real X server with a maximised window);
- it is kept with a fingerprint (layout format, Muster's version, the docks and toolbars, the screen's size), and a
  state whose fingerprint differs from this window's is replaced by the default layout;
- a marker is written before each restore and cleared once the window has laid itself out: a start that finds the
  marker knows the last one died restoring, drops the saved layouts and says so in the status bar.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRect, Qt

from muster.gui.screens import available_geometry

LAPTOP, LARGE = "laptop", "large"
NO_SYSTEM = "generic"  # the layout while no battle is open
LOG_ROWS = 5  # the Combat Log rows every default layout shows, whatever the screen


@dataclass(frozen=True)
class Layout:
    left: int  # the roster column's width
    right: int  # the Turn Tracker column's width
    bottom: int  # the Combat Log's height
    status: bool  # the status dock open below the Turn Tracker
    turn_height: int  # the Turn Tracker's height when the status dock shares its column


def screen_size_class(available: QRect) -> str:
    return LAPTOP if available.width() < 1600 or available.height() < 900 else LARGE


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
    w.resizeDocks([w.logDock], [max(layout.bottom, w.logDock.height_for_rows(LOG_ROWS))], Qt.Orientation.Vertical)
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


LAYOUT_FORMAT = 2  # given to saveState/restoreState: Qt itself refuses a state saved in another format
RESTORING = "window/restoringLayout"  # the crash marker: set while a saved layout is being restored
STATE_SETTLE_MS = 500  # the marker stays until the restored layout has been laid out and painted


def fingerprint(window: Any, size_class: str) -> str:
    """What a saved state belongs to: the format, Muster's version, the window's docks and toolbars, the screen."""
    from PySide6.QtWidgets import QDockWidget, QToolBar

    from muster import __version__

    direct = Qt.FindChildOption.FindDirectChildrenOnly  # the window's own: not a search of every widget it holds
    parts = sorted(w.objectName() for w in window.findChildren(QDockWidget, options=direct) +
                   window.findChildren(QToolBar, options=direct))
    available = available_geometry(window)
    return (f"{LAYOUT_FORMAT};{__version__};{','.join(parts)};{size_class};"
            f"{available.width()}x{available.height()}")


class SystemLayouts:
    """The window's dock layout per rules system and screen size: defaults, the GM's own, keeping on screen."""

    def __init__(self, window: Any, settings: Any):
        self.window = window
        self.settings = settings
        self.system = str(settings.value("window/layoutSystem") or NO_SYSTEM)
        self._first_show = True
        self._queued = False
        self._closed = False
        self.set_aside = False  # True when the last start died restoring a layout: the saved ones were dropped
        if settings.value(RESTORING):
            settings.remove(RESTORING)
            settings.remove("layout")
            self.set_aside = True
        settings.remove("window/state")  # restored before the first show by older versions: never read again

    def size_class(self) -> str:
        return screen_size_class(available_geometry(self.window))

    def restore_pending(self) -> bool:
        """A layout is still to be restored (the window is not shown yet, or a system's restore is queued)."""
        return self._first_show or self._queued

    def restore_window(self) -> None:
        """The window's last geometry; on first start, a size that suits the screen. Docks come once it is shown."""
        from PySide6.QtCore import QSize, Qt

        window = self.window
        geometry = self.settings.value("window/geometry")
        if geometry is not None and window.restoreGeometry(geometry):
            return
        available = available_geometry(window)  # first start: fill a laptop's screen, a comfortable size on a large one
        if screen_size_class(available) == LAPTOP:
            window.setWindowState(Qt.WindowState.WindowMaximized)
        window.resize(QSize(min(1600, available.width() * 9 // 10), min(1000, available.height() * 9 // 10)))
        window.move(available.center() - window.rect().center())

    def shown(self) -> None:
        if self._first_show:
            self._first_show = False
            self._queue_restore()
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
        system = system or NO_SYSTEM
        if self._closed or system == self.system:
            return
        if not (self._first_show or self._queued):  # the docks on screen are the last system's own arrangement
            self.save()
        self.system = system
        if not self._first_show:
            self._queue_restore()

    def _queue_restore(self) -> None:
        from PySide6.QtCore import QTimer

        if not self._queued:  # after the dispatch that showed the battle: restoring docks from inside it is unsafe
            self._queued = True
            QTimer.singleShot(0, self.restore)

    def restore(self) -> None:
        """This system's saved layout when it belongs to this window and screen, else its default."""
        from PySide6.QtCore import QTimer

        self._queued = False
        if self._closed:
            return
        key = settings_key(self.system, self.size_class())
        state = self.settings.value(key)
        mark = self.settings.value(key + "-fingerprint")
        restored = False
        if state is not None and mark == fingerprint(self.window, self.size_class()):
            self.settings.setValue(RESTORING, key)
            self.settings.sync()  # on disk before Qt touches the docks: a crash inside is known at the next start
            restored = bool(self.window.restoreState(state, LAYOUT_FORMAT))
            QTimer.singleShot(STATE_SETTLE_MS, self._settled)
            if restored and self.window.isVisible() and self._floating_docks() and not self.window.isActiveWindow():
                self.window.activateWindow()  # a floating dock shown by the restore does not take the keyboard
        if not restored:
            apply_default(self.window, self.system)
        self._banner_as_the_file_says()
        self.fit_to_screen()
        if self.set_aside:
            self.set_aside = False
            from PySide6.QtCore import QCoreApplication

            self.window.statusBar().showMessage(QCoreApplication.translate(
                "MainWindow", "Muster stopped while arranging its panels last time, so the saved layouts were set "
                "aside and the default layout is used. View ▸ Reset Layout brings it back at any time."), 0)

    def _banner_as_the_file_says(self) -> None:
        """The read-only banner shows for the campaign open now, whatever the restored layout remembered."""
        from PySide6.QtWidgets import QToolBar

        from muster.gui.operations.campaign import BANNER_SHOWN

        bar = self.window.findChild(QToolBar, "readOnlyBanner")
        if bar is not None:
            bar.setVisible(bool(bar.property(BANNER_SHOWN)))

    def _floating_docks(self) -> bool:
        from PySide6.QtWidgets import QDockWidget

        docks = self.window.findChildren(QDockWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
        return any(d.isFloating() and d.isVisible() for d in docks)  # a main window's docks are its own children

    def _settled(self) -> None:
        self.settings.remove(RESTORING)
        self.settings.sync()

    def save(self) -> None:
        if self._first_show or self._queued:
            return  # what is on screen is not yet this system's layout
        key = settings_key(self.system, self.size_class())
        self.settings.setValue(key, self.window.saveState(LAYOUT_FORMAT))
        self.settings.setValue(key + "-fingerprint", fingerprint(self.window, self.size_class()))
        self.settings.setValue("window/layoutSystem", self.system)

    def close(self) -> None:
        """The window closes: keep this layout; battles that close with the campaign change nothing any more."""
        self.save()
        self._closed = True
        self.settings.remove(RESTORING)
