"""Runs the real ``muster`` front door in this process and plays it with key presses, on whatever display is set.

``python drive_muster.py SCRIPT`` where SCRIPT is

- ``battles [LAST]``: show each battle through the Turn Tracker's battle picker (keyboard), go one phase on in
  each (a GM action), come back to the battle whose name holds LAST (its system's layout is the one on screen at
  the quit, and the first restored at the next start), then quit with Ctrl+Q;
- ``act-and-wait``: print the status bar once the campaign is open, do one GM action, then print ``ready`` and wait
  to be killed;
- ``status``: print the status bar once the campaign is open, then quit with Ctrl+Q.

It prints one line per step (``picked NAME``, ``acted``, ``status TEXT``, ``ready``, ``quit``) for the test to read.
Nothing here reaches into Muster's state: it finds widgets by their object names, as a GM finds them by sight.
Between steps it waits for the window to settle, not for a fixed time: what the step queued (a battle's dock layout
restored) has run, the X server has answered every request made so far (a round trip), and the events that
brought are handled.
"""

from __future__ import annotations

import sys

SETTLE_MS = 50  # after the round trip: the events it brought are queued by now

def _say(*parts: object) -> None:
    print(*parts, flush=True)


def main(script: str, last: str = "") -> int:
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QComboBox, QMainWindow

    import muster.gui.app as app_module

    def settled(then) -> None:
        """``then()`` once what is queued has run and the window system has caught up (see the module's text)."""

        def caught_up() -> None:
            QApplication.sync()  # a round trip to the X server: every configure and map request answered
            QTimer.singleShot(SETTLE_MS, then)  # and the events it sent are handled first

        QTimer.singleShot(0, caught_up)

    def window() -> QMainWindow | None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QMainWindow) and widget.isVisible() and getattr(widget, "service", None):
                return widget
        return None

    def quit_with_keys(win: QMainWindow) -> None:
        _say("quit")
        win.activateWindow()
        QTest.keyClick(win, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)

    def next_phase(win: QMainWindow) -> None:
        win.activateWindow()
        QTest.keyClick(win, Qt.Key.Key_Period, Qt.KeyboardModifier.ControlModifier)  # Next Phase
        _say("acted")

    def battles(win: QMainWindow) -> None:
        combo = win.findChild(QComboBox, "battleCombo")
        seen: list[str] = []

        def step() -> None:
            if len(seen) >= combo.count():
                while last and last not in combo.currentText():
                    QTest.keyClick(combo, Qt.Key.Key_Up)
                _say("picked", combo.currentText())
                settled(lambda: quit_with_keys(win))
                return
            combo.setFocus()
            QTest.keyClick(combo, Qt.Key.Key_Home if not seen else Qt.Key.Key_Down)
            seen.append(combo.currentText())
            _say("picked", combo.currentText())
            settled(lambda: (next_phase(win), settled(step)))

        step()

    def layout_settled(win: QMainWindow, then) -> None:
        """``then()`` once no layout restore is pending and its crash marker is cleared (a kill before that is a
        crash while arranging the panels, and the next start rightly says so instead of the recovery)."""
        from muster.gui.layouts import RESTORING

        layouts = win.layouts
        if layouts.restore_pending() or layouts.settings.value(RESTORING):
            QTimer.singleShot(50, lambda: layout_settled(win, then))
        else:
            settled(then)

    def act_and_wait(win: QMainWindow) -> None:
        _say("status", win.statusBar().currentMessage().replace("\n", " "))
        next_phase(win)
        layout_settled(win, lambda: _say("ready"))

    def status(win: QMainWindow) -> None:
        _say("status", win.statusBar().currentMessage().replace("\n", " "))
        settled(lambda: quit_with_keys(win))

    plays = {"battles": battles, "act-and-wait": act_and_wait, "status": status}
    play = plays[script]

    def when_open() -> None:
        win = window()
        if win is None:
            QTimer.singleShot(20, when_open)
        else:
            settled(lambda: play(win))  # the layout restores after the first show, and the window settles first

    made = app_module.make_app

    def make_app():
        app = made()
        QTimer.singleShot(0, when_open)
        return app

    app_module.make_app = make_app
    from muster.cli.main import main as muster_main

    return muster_main([])


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
