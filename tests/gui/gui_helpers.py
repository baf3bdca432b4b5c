"""Helpers for driving modal dialogs from tests."""

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QLineEdit, QWidget


def when_dialog_opens(qtbot, fill, *, accept=True, after=None):
    """Arrange for the next modal dialog (not ``after``) to be filled in by ``fill(dialog)`` and confirmed."""
    seen = {}

    def act():
        dialog = QApplication.activeModalWidget()
        if dialog is None or dialog is after:
            QTimer.singleShot(20, act)
            return
        seen["dialog"] = dialog
        try:
            fill(dialog)
        except BaseException as exc:  # never leave a modal dialog open: the test would hang
            seen["error"] = exc
            dialog.reject()
            raise
        if accept:
            box = dialog.findChild(QDialogButtonBox)
            ok = box.button(QDialogButtonBox.StandardButton.Ok) if box else None
            if ok is not None:
                seen["ok_enabled"] = ok.isEnabled()
                qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
            else:
                dialog.accept()
        else:
            dialog.reject()

    QTimer.singleShot(0, act)
    return seen


def type_into(qtbot, text):
    def fill(dialog: QDialog):
        edit = dialog.findChild(QLineEdit)
        edit.selectAll()
        qtbot.keyClicks(edit, text)
    return fill


def choose_item(text):
    """Fill a QInputDialog.getItem by picking ``text``."""
    def fill(dialog):
        from PySide6.QtWidgets import QComboBox

        combo = dialog.findChild(QComboBox)
        combo.setCurrentIndex(combo.findText(text))
    return fill


def then(first, *rest_fills, qtbot):
    """Fill a chain of dialogs that open one after another."""
    def fill(dialog):
        first(dialog)
        if rest_fills:
            when_dialog_opens(qtbot, then(*rest_fills, qtbot=qtbot), after=dialog)
    return fill


def key(qtbot, window, sequence: str):
    """Press a shortcut in ``window`` as the GM would (a closed dialog may leave no window active offscreen)."""
    from PySide6.QtGui import QKeySequence

    combo = QKeySequence(sequence)[0]
    for _ in range(3):  # activating an active window again crashed Qt's xcb plugin now and then: only when not
        if window.isActiveWindow():
            break
        window.raise_()  # a window manager may pass over a request while another window (a dialog) holds the focus
        window.activateWindow()
        try:
            qtbot.waitUntil(window.isActiveWindow, timeout=2000)
        except qtbot.TimeoutError:
            continue
    assert window.isActiveWindow(), "the window never became active"
    qtbot.keyClick(window, combo.key(), combo.keyboardModifiers())


class PanelHost(QWidget):
    """What a battle panel needs of the window, without one: ``run`` then ``settle`` is what the campaign
    session does after a GM action (show_battle without reset, then the result box); ``undo`` resets."""

    def __init__(self, service):
        super().__init__()
        self.service = service
        self.errors: list[str] = []
        self.panel = None
        self.battle_id = None

    def run(self, fn, *args, origin=None):
        from muster.services import ServiceError

        try:
            result = fn(self.service, *args)
        except ServiceError as exc:
            self.errors.append(str(exc))
            return None
        self.settle(reset=False)
        return result

    def show_error(self, text):
        self.errors.append(text)

    def settle(self, *, reset: bool, battle_id=None):
        from muster.services import queries as q

        if battle_id is not None:
            self.battle_id = battle_id
        battle = q.battle(self.service, self.battle_id)
        self.panel.show_battle(battle, [q.unit(self.service, i) for i in battle.initiative], reset=reset)
        self.panel.show_last_result(battle)

    def undo(self):
        self.service.undo()
        self.settle(reset=True)


def editor_host(qtbot, service, force_name: str) -> PanelHost:
    """A window stand-in holding one force (of a new side, Red) for a system's unit editor to open on."""
    from types import SimpleNamespace

    from muster.services import roster

    force = roster.create_force(service, roster.create_side(service, "Red"), force_name)
    window = PanelHost(service)
    qtbot.addWidget(window)
    window.forces = [SimpleNamespace(id=force, name=force_name)]
    window.force = force
    return window


def open_unit_editor(qtbot, host: PanelHost, system: str, **kw):
    """``system``'s unit editor over ``host``'s force (``state``, ``name``... as the window passes them)."""
    from muster.gui.systems import unit_editor

    dialog = unit_editor(system, host, host.forces, force_id=host.force, **kw)
    qtbot.addWidget(dialog)
    return dialog
