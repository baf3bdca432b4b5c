"""Dialogs that fit the screen: a dialog taller or wider than the available screen scrolls as a whole,
with its OK/Cancel row kept in sight below the scrolling part.

``fit_to_screen(dialog)`` does it once, just before the dialog is shown; the main window calls it for every
dialog it parents (``MainWindow.childEvent``), and the operations call it for the dialogs they open.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFrame, QScrollArea, QVBoxLayout, QWidget

from muster.gui.screens import available_geometry

FRAME_ALLOWANCE = QSize(16, 40)  # the window manager's title bar and borders around a dialog
_FITTED = "musterFitted"


def room(widget: QWidget) -> QSize:
    """The largest size a dialog can have on the widget's screen, frame included."""
    available = available_geometry(widget)
    return QSize(available.width() - FRAME_ALLOWANCE.width(), available.height() - FRAME_ALLOWANCE.height())


def fit_to_screen(dialog: QDialog) -> None:
    """Make ``dialog`` fit its screen: shrink it, and if its contents need more room, let them scroll."""
    most = room(dialog)
    if not dialog.property(_FITTED):
        dialog.setProperty(_FITTED, True)
        needs = dialog.minimumSizeHint().expandedTo(dialog.minimumSize())
        if needs.width() > most.width() or needs.height() > most.height():
            _scroll_contents(dialog)
    size = dialog.size() if dialog.testAttribute(Qt.WidgetAttribute.WA_Resized) else dialog.sizeHint()
    size = size.expandedTo(dialog.minimumSizeHint())
    inner = dialog.findChild(QWidget, "fittedContents")
    if inner is not None:  # scrolling contents: as wide as they need where the screen allows (longer words)
        scroll = dialog.findChild(QScrollArea, "fittedScroll")
        bar = scroll.verticalScrollBar().sizeHint().width() if scroll is not None else 0
        size.setWidth(max(size.width(), inner.minimumSizeHint().width() + bar + 2))
    size = size.boundedTo(most)
    dialog.resize(size)
    area = available_geometry(dialog)
    frame = dialog.frameGeometry()
    if not area.contains(frame) and dialog.isVisible():
        dialog.move(max(area.x(), min(frame.x(), area.right() + 1 - frame.width())),
                    max(area.y(), min(frame.y(), area.bottom() + 1 - frame.height())))


def _scroll_contents(dialog: QDialog) -> None:
    layout = dialog.layout()
    if layout is None:
        return
    items = [layout.itemAt(i) for i in range(layout.count())]
    buttons = [w for w in (item.widget() for item in items if item is not None) if isinstance(w, QDialogButtonBox)]
    for box in buttons:
        layout.removeWidget(box)
    inner = QWidget()
    inner.setObjectName("fittedContents")
    inner.setLayout(layout)  # takes the layout, and the widgets it manages, from the dialog
    scroll = QScrollArea()
    scroll.setObjectName("fittedScroll")
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setWidget(inner)
    outer = QVBoxLayout(dialog)
    outer.setContentsMargins(0, 0, 0, 0)
    outer.addWidget(scroll, 1)
    for box in buttons:
        box.setParent(dialog)
        outer.addWidget(box)
        box.setContentsMargins(9, 0, 9, 9)
    dialog.setMinimumSize(0, 0)


class FitOnShow(QObject):
    """Fits each dialog it watches the first time it is shown."""

    def watch(self, dialog: QDialog) -> None:
        if not dialog.property(_FITTED):
            dialog.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        if event.type() == QEvent.Type.Show and isinstance(watched, QDialog):
            watched.removeEventFilter(self)
            fit_to_screen(watched)
        return False
