"""The player view: a second window for the table's screen, with no GM secrets (issue 17).

``install(window)`` adds to the main window:

* View ▸ Player View (Ctrl+Shift+V): the players' window, full screen on a chosen screen or in a window the GM
  moves; it follows the campaign through the session's dispatch (``Stage.WINDOWS``) like every other view;
* View ▸ Pause Player Screen (Ctrl+Shift+Space): blank it while the GM prepares a surprise; again to reveal it;
* View ▸ Player View Options: which battle it shows (the GM's, or one pinned), the screen, the theme, the players'
  side and whether enemies show in detail (the last two are kept in the campaign, undoably);
* a small preview of the players' screen in the View menu;
* Campaign ▸ Hide from Players / Reveal to Players (Ctrl+Alt+H) for the units selected in the Army Roster.

What the window shows comes only from :func:`muster.services.visibility.player_battle`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QPixmap,
    QShowEvent,
)
from PySide6.QtWidgets import QLabel, QMenu, QVBoxLayout, QWidget, QWidgetAction

from muster.i18n import fmt

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtGui import QScreen

    from muster.gui.main_window import MainWindow
    from muster.gui.player.window import PlayerView
    from muster.services import CampaignService, ChangeSet
    from muster.services import queries as q

PREVIEW_WIDTH = 320
KEY = "playerView/"  # QSettings group: screen, fullScreen, theme, geometry


class PlayerWindow(QWidget):
    """The top-level window on the table's screen; its content is a :class:`PlayerView`."""

    def __init__(self, link: PlayerLink):
        super().__init__(None, Qt.WindowType.Window)
        from muster.gui.player.window import PlayerView

        self.link = link
        self.setObjectName("playerWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)  # the GM's window alone keeps Muster running
        self.setWindowTitle(self.tr("Muster — Players"))
        self.view: PlayerView = PlayerView(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self.resize(1280, 720)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self.link.refresh()  # what changed while nobody could see it shows the moment the window does

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.link.set_full_screen(None)  # Esc leaves full screen; the window stays open
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.link.window_closed()
        super().closeEvent(event)


class PlayerLink(QObject):
    """The main window's end of the player view: its commands, and the view following the campaign."""

    def __init__(self, window: MainWindow):
        super().__init__(window)
        from muster.gui.session import Stage

        self.window = window
        self.settings = window.settings
        self.player_window: PlayerWindow | None = None  # built on first use
        self.pinned: int | None = None  # a battle the GM pinned; None: follow the GM's battle
        self.shown_battle: int | None = None
        self._stale = True
        self._build_actions()
        window.session.add_view(Stage.WINDOWS, "player view", reload=self._reload, apply=self._apply)
        window.battles.battle_shown.connect(self._gm_battle_shown)
        window.session.campaign_opened.connect(lambda _svc: self.update_hide_action())
        window.session.campaign_closed.connect(self.update_hide_action)
        window.installEventFilter(self)  # the players' window closes with the GM's
        selection = window.rosterDock.view.selectionModel()
        if selection is not None:
            selection.selectionChanged.connect(lambda *_: self.update_hide_action())
        self.update_hide_action()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self.window and event.type() == QEvent.Type.Close and self.player_window is not None:
            self.player_window.close()
        return False

    # ---- commands ----------------------------------------------------------------------------------------------
    def _action(self, name: str, text: str, keys: str | None, slot: Callable[..., object], *,
                checkable: bool = False) -> QAction:
        action = QAction(text, self.window)
        action.setObjectName(name)
        if keys:
            action.setShortcut(QKeySequence(keys))
        action.setCheckable(checkable)
        (action.toggled if checkable else action.triggered).connect(slot)
        self.window.addAction(action)
        return action

    def _build_actions(self) -> None:
        w = self.window
        self.open_action = self._action("actionPlayerView", self.tr("&Player View"), "Ctrl+Shift+V", self.set_open,
                                        checkable=True)
        self.open_action.setStatusTip(self.tr("A second window for the table's screen: whose turn it is and how "
                                              "the players' units stand, with no GM secrets"))
        self.pause_action = self._action("actionPausePlayerView", self.tr("Pa&use Player Screen"), "Ctrl+Shift+Space",
                                         self.set_paused, checkable=True)
        self.pause_action.setStatusTip(self.tr("Blank the players' screen; choose again to reveal it"))
        self.options = QMenu(self.tr("Player View &Options"), w)
        self.options.setObjectName("menuPlayerView")
        self.options.aboutToShow.connect(self._fill_options)
        self.enemy_detail_action = QAction(self.tr("Show &Enemy Detail"), w)
        self.enemy_detail_action.setCheckable(True)
        self.enemy_detail_action.triggered.connect(self._set_enemy_detail)
        self.preview = QLabel()
        self.preview.setObjectName("playerPreview")
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumSize(PREVIEW_WIDTH, PREVIEW_WIDTH * 9 // 16)
        self.preview.setStyleSheet("margin: 4px; border: 1px solid palette(mid);")
        self.preview_action = QWidgetAction(w)
        self.preview_action.setDefaultWidget(self.preview)
        menu = w.menuView
        menu.addSeparator()
        menu.addActions([self.open_action, self.pause_action])
        menu.addMenu(self.options)
        menu.addAction(self.preview_action)
        menu.aboutToShow.connect(self.update_preview)
        self.hide_action = self._action("actionHideFromPlayers", self.tr("&Hide from Players"), "Ctrl+Alt+H",
                                        lambda: self.toggle_hidden())
        w.menuCampaign.addSeparator()
        w.menuCampaign.addAction(self.hide_action)
        w.menuCampaign.aboutToShow.connect(self.update_hide_action)

    def _fill_options(self) -> None:
        """Battles, screens and sides change while the app runs: the submenu is filled as it opens."""
        from muster.services import queries as q
        from muster.services.visibility import player_settings

        menu, svc = self.options, self.window.service
        menu.clear()
        battles = q.battles(svc) if svc is not None else []
        self._radio(menu, self.tr("Show"), [(self.tr("Follow My Battle"), None)] + [(b.name, b.id) for b in battles],
                    self.pinned, self.pin)
        full = self._full_screen_name()
        self._radio(menu, self.tr("Screen"), [(self.tr("In a Window"), None)] + [
            (fmt(self.tr("Full Screen on %1"), name), name) for name in _screen_names()], full,
                    self.set_full_screen)
        self._radio(menu, self.tr("Theme"), [(self.tr("Dark"), "dark"), (self.tr("Light"), "light")], self.theme(),
                    self.set_theme)
        if svc is not None:
            settings = player_settings(svc)
            sides = q.roster(svc)[0]
            self._radio(menu, self.tr("Players' Side"), [(s.name, s.id) for s in sides], settings.side_id,
                        self._set_player_side)
            menu.addSeparator()
            self.enemy_detail_action.setChecked(settings.enemy_detail)
            menu.addAction(self.enemy_detail_action)

    def _radio(self, menu: QMenu, title: str, choices: Sequence[tuple[str, object]], current: object,
               choose: Callable[..., object]) -> None:
        menu.addSection(title)
        group = QActionGroup(menu)
        for text, value in choices:
            action = menu.addAction(text)
            action.setCheckable(True)
            action.setChecked(value == current)
            action.setActionGroup(group)
            action.triggered.connect(lambda checked=False, v=value: choose(v))

    # ---- the window ----------------------------------------------------------------------------------------------
    def view(self) -> PlayerView:
        if self.player_window is None:
            self.player_window = PlayerWindow(self)
            self.player_window.view.set_theme(self.theme())
        return self.player_window.view

    def is_open(self) -> bool:
        return self.player_window is not None and self.player_window.isVisible()

    def set_open(self, on: bool) -> None:
        if self.open_action.isChecked() != on:
            self.open_action.setChecked(on)  # re-enters through toggled
            return
        if on:
            self.view()
            self._stale = True  # the window shows the file as it is now, not as it stood when last closed
            self._place()
            self.refresh()  # already shown by the window's showEvent, unless it was open already
        elif self.player_window is not None and self.player_window.isVisible():
            self.player_window.close()

    def window_closed(self) -> None:
        """The players' window closed (by the GM's command or its own close button): remember where it was."""
        win = self.player_window
        if win is None:
            return
        if not win.isFullScreen():
            self.settings.setValue(KEY + "geometry", win.saveGeometry())
        screen = _screen_of(win)
        if screen is not None:
            self.settings.setValue(KEY + "screen", _screen_name(screen))
        self.open_action.blockSignals(True)
        self.open_action.setChecked(False)
        self.open_action.blockSignals(False)

    def _full_screen_name(self) -> str | None:
        """The screen the players' window fills, or None for a window (the default with one screen)."""
        saved = self.settings.value(KEY + "fullScreen")
        if saved is None:  # first use: with a second screen, fill the one the GM's window is not on
            mine = _screen_of(self.window)
            other = next((s for s in _screens() if s is not mine), None)
            return _screen_name(other) if other is not None else None
        name = str(saved)
        return name if name in _screen_names() else None

    def _screen(self, name: str | None) -> QScreen | None:
        return next((s for s in _screens() if _screen_name(s) == name), None) if name else None

    def set_full_screen(self, screen_name: str | None) -> None:
        """Fill the screen called ``screen_name`` (None: show in a window the GM moves), and remember it."""
        self.settings.setValue(KEY + "fullScreen", screen_name or "")
        if self.is_open():
            self._place()

    def _place(self) -> None:
        win = self.player_window
        assert win is not None
        screen = self._screen(self._full_screen_name())
        if screen is not None:
            win.setScreen(screen)
            win.setGeometry(screen.geometry())
            win.showFullScreen()
        else:
            if win.isFullScreen():
                win.showNormal()
            geometry = self.settings.value(KEY + "geometry")
            if geometry is not None and not win.isVisible():
                win.restoreGeometry(geometry)
            win.show()
        win.raise_()

    def theme(self) -> str:
        return str(self.settings.value(KEY + "theme") or "dark")

    def set_theme(self, theme: str) -> None:
        self.settings.setValue(KEY + "theme", theme)
        if self.player_window is not None:
            self.player_window.view.set_theme(theme)
            self._stale = True
            self.refresh()  # the mech diagrams repaint in the theme's colours

    # ---- which battle, pause ----------------------------------------------------------------------------------
    def pin(self, battle_id: int | None) -> None:
        """Show ``battle_id`` whatever the GM looks at (None: follow the GM's battle again)."""
        self.pinned = battle_id
        self._stale = True
        self.refresh()

    def battle_id(self) -> int | None:
        return self.pinned if self.pinned is not None else self.window.battles.battle_id()

    def set_paused(self, on: bool) -> None:
        if self.pause_action.isChecked() != on:
            self.pause_action.setChecked(on)
            return
        self.view().set_paused(on)
        self.window.statusBar().showMessage(
            self.tr("The players' screen is paused.") if on else self.tr("The players' screen is back."),
            4000)

    # ---- following the campaign ------------------------------------------------------------------------------------
    def _reload(self, service: CampaignService | None) -> None:
        self.pinned = None  # battle ids belong to the campaign
        self._stale = True
        self.refresh()

    def _apply(self, changes: ChangeSet, origin: object) -> None:
        self._stale = True
        self.refresh()

    def _gm_battle_shown(self, battle: q.BattleRow | None) -> None:
        if self.pinned is None and (battle.id if battle is not None else None) != self.shown_battle:
            self._stale = True
            self.refresh()

    def refresh(self) -> None:
        """Rebuild the players' view from the file, if anyone can see it (else when next shown)."""
        if not self._stale or not self.is_open():
            return
        self.update_view()

    def update_view(self) -> None:
        from muster.services.visibility import player_battle

        self._stale = False
        svc = self.window.service
        battle_id = self.battle_id()
        battle = player_battle(svc, battle_id) if svc is not None and battle_id is not None else None
        if battle is None and self.pinned is not None:  # the pinned battle is gone (undone, deleted)
            self.pinned = None
            battle_id = self.battle_id()
            battle = player_battle(svc, battle_id) if svc is not None and battle_id is not None else None
        self.shown_battle = battle.id if battle is not None else None
        sheets: dict[int, dict | None] = {}
        if battle is not None and svc is not None and any(u.doll for u in battle.units):
            from muster.gui.player.mech import build_sheet

            sheets = {u.id: build_sheet(svc, battle.system, u.id, u.name, u.state or {})
                      for u in battle.units if u.doll}
        self.view().show_battle(battle, sheets)

    def update_preview(self) -> None:
        """The View menu's thumbnail of the players' screen, as it stands (built even while the window is shut)."""
        view = self.view()
        if not self.is_open():
            self.update_view()
            if self.player_window is not None and not self.player_window.isVisible():
                self.player_window.resize(1280, 720)
        self.preview.setPixmap(self.grab_view().scaledToWidth(PREVIEW_WIDTH,
                                                               Qt.TransformationMode.SmoothTransformation))
        self.preview.setToolTip("")
        view.update()

    def grab_view(self) -> QPixmap:
        return self.view().grab()

    # ---- settings kept in the campaign -------------------------------------------------------------------------
    def _set_player_side(self, side_id: int) -> None:
        from muster.services.visibility import set_player_side

        self.window.run(set_player_side, side_id, origin=self)

    def _set_enemy_detail(self, on: bool) -> None:
        from muster.services.visibility import set_enemy_detail

        self.window.run(set_enemy_detail, on, origin=self)

    # ---- hidden units ---------------------------------------------------------------------------------------------
    def _selected_units(self) -> list[int]:
        from muster.gui.operations.roster import selected_unit_ids

        return selected_unit_ids(self.window) if self.window.service is not None else []

    def update_hide_action(self) -> None:
        ids = self._selected_units()
        model = self.window.roster_model
        reveal = bool(ids) and all(model.is_hidden(i) for i in ids)
        self.hide_action.setText(self.tr("&Reveal to Players") if reveal else self.tr("&Hide from Players"))
        self.hide_action.setEnabled(self.window.service is not None)

    def toggle_hidden(self, unit_ids: list[int] | None = None) -> int | None:
        """Hide the chosen units from the players (all of them hidden already: reveal them), undoably."""
        from muster.services.visibility import set_hidden

        ids = unit_ids if unit_ids is not None else self._selected_units()
        if not ids:
            self.window.show_error(self.tr("Select the units to hide or reveal in the Army Roster."))
            return None
        hide = not all(self.window.roster_model.is_hidden(i) for i in ids)
        count = self.window.run(set_hidden, ids, hide, origin=self)
        self.update_hide_action()
        return count


def _screens() -> list[QScreen]:
    return list(QGuiApplication.screens())


def _screen_of(widget: QWidget) -> QScreen | None:
    from muster.gui.screens import screen_of

    return screen_of(widget)


def _screen_name(screen: QScreen) -> str:
    """A screen as the GM knows it ("HDMI-1"); numbered where the system gives no name."""
    screens = _screens()
    return screen.name() or f"{screens.index(screen) + 1 if screen in screens else 0}"


def _screen_names() -> list[str]:
    return [_screen_name(s) for s in _screens()]


def install(window: MainWindow) -> PlayerLink:
    """Add the player view's commands to ``window`` (View and Campaign menus); the window is built when opened."""
    return PlayerLink(window)


def save_screenshots(window: MainWindow, out: Path) -> list[Path]:
    """``player_view_{system}.png`` in ``out``: the players' screen on the last battle of each system."""
    from PySide6.QtWidgets import QApplication

    from muster.services import queries as q
    from muster.services.visibility import player_settings, set_player_side

    link: PlayerLink = window.player
    svc = window.service
    assert svc is not None  # (screenshots are taken of an open sample campaign)
    last = {b.system: b for b in q.battles(svc)}
    saved: list[Path] = []
    link.set_full_screen(None)
    link.set_open(True)
    assert link.player_window is not None
    link.player_window.resize(1280, 720)
    for system, battle in last.items():
        side = _side_of(svc, battle.initiative[0]) if battle.initiative else None
        if side is not None and side != player_settings(svc).side_id:
            window.run(set_player_side, side)  # the players command the side of the battle's first unit
        link.pin(battle.id)
        QApplication.processEvents()
        path = out / f"player_view_{system}.png"
        link.grab_view().save(str(path))
        saved.append(path)
        print(path)
    link.set_open(False)
    return saved


def _side_of(svc: CampaignService, unit_id: int) -> int | None:
    from muster.services import queries as q

    unit = q.unit(svc, unit_id)
    force = q.force(svc, unit.force_id) if unit is not None else None
    return force.side_id if force is not None else None
