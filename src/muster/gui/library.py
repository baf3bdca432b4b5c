"""The Library dock: the user's unit templates (every rules system), searchable, dragged into the roster.

The library itself (``muster.services.library.Library``) is opened the first time the dock is shown,
so start-up pays nothing for it. Dragging rows carries their template ids as
:data:`MIME_TYPE`; the main window accepts the drop on the Army Roster.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from muster import systems
from muster.gui.widgets import named
from muster.i18n import fmt, render, term

if TYPE_CHECKING:
    from muster.services.library import Library, TemplateRow

MIME_TYPE = "application/x-muster-templates"
Index = QModelIndex | QPersistentModelIndex


def template_ids(mime: QMimeData) -> list[int]:
    """The template ids a drag carries (an empty list for anything else)."""
    if not mime.hasFormat(MIME_TYPE):
        return []
    try:
        ids = json.loads(bytes(mime.data(MIME_TYPE).data()).decode("utf-8"))
    except (ValueError, UnicodeDecodeError):
        return []
    return [i for i in ids if isinstance(i, int)] if isinstance(ids, list) else []


class LibraryModel(QAbstractTableModel):
    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._rows: list[TemplateRow] = []
        self._headers = [self.tr("Name"), self.tr("Rules"), self.tr("Category"), self.tr("Tags"), self.tr("Summary")]

    def set_rows(self, rows: list[TemplateRow]) -> None:
        self.beginResetModel()  # a new search or filter: the one kind of reset this model does
        self._rows = rows
        self.endResetModel()

    def row_at(self, row: int) -> TemplateRow:
        return self._rows[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802
        return len(self._headers)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self._headers[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return (row.name, render(term("Rules", systems.short_label(row.system))), row.category, row.tags,
                    row.status)[index.column()]
        if role == Qt.ItemDataRole.UserRole:
            return row.id
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled

    def mimeTypes(self) -> list[str]:  # noqa: N802
        return [MIME_TYPE]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:  # noqa: N802
        ids = sorted({self._rows[i.row()].id for i in indexes if i.isValid()})
        mime = QMimeData()
        mime.setData(MIME_TYPE, json.dumps(ids).encode("utf-8"))
        mime.setText(", ".join(r.name for r in self._rows if r.id in ids))
        return mime

    def supportedDragActions(self) -> Qt.DropAction:  # noqa: N802
        return Qt.DropAction.CopyAction


class LibraryDock(QDockWidget):
    """Search and filter the library; add templates to the roster (button or drag), save units into it."""

    add_requested = Signal(list)  # template ids → the window adds them to the selected force
    save_requested = Signal()  # keep the roster's selected unit(s) as templates

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Library"))
        self.setObjectName("libraryDock")
        self.library: Library | None = None
        self.model = LibraryModel(self)
        body = QWidget()
        layout = QVBoxLayout(body)
        bar = QHBoxLayout()
        self.searchEdit = named(QLineEdit(), "librarySearch")
        self.searchEdit.setPlaceholderText(self.tr("Search names, categories, tags…"))
        self.searchEdit.setClearButtonEnabled(True)
        self.searchEdit.setAccessibleName(self.tr("Search the library"))
        self.systemFilter = named(QComboBox(), "librarySystemFilter")
        self.systemFilter.setAccessibleName(self.tr("Rules system filter"))
        self.systemFilter.addItem(self.tr("All rules"), None)
        for spec in systems.all():
            self.systemFilter.addItem(render(term("Rules", spec.short_label)), spec.key)
        bar.addWidget(self.searchEdit, 1)
        bar.addWidget(self.systemFilter)
        self.view = named(QTableView(), "libraryView")
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.view.setDragEnabled(True)
        self.view.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.view.setDefaultDropAction(Qt.DropAction.CopyAction)
        self.view.verticalHeader().setVisible(False)
        self.view.verticalHeader().setDefaultSectionSize(22)
        self.view.setWordWrap(False)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)  # never measure 5,000 rows
        header.setStretchLastSection(True)
        for column, width in enumerate((150, 70, 100, 90)):
            self.view.setColumnWidth(column, width)
        self.view.setMinimumHeight(170)
        self.view.setAccessibleName(self.tr("Library templates"))
        self.countLabel = named(QLabel(), "libraryCount")
        self.countLabel.setStyleSheet("color: palette(mid);")
        buttons = QHBoxLayout()
        self.addButton = named(QPushButton(self.tr("Add to Roster")), "libraryAddButton")
        self.addButton.setToolTip(self.tr("Add the selected templates to the force selected in the Army Roster "
                                          "(or drag them onto a force)."))
        self.saveButton = named(QPushButton(self.tr("Save Unit to Library")), "librarySaveButton")
        self.saveButton.setToolTip(self.tr("Keep the unit selected in the Army Roster as a template."))
        self.deleteButton = named(QPushButton(self.tr("Delete")), "libraryDeleteButton")
        for button in (self.addButton, self.saveButton, self.deleteButton):
            buttons.addWidget(button)
        layout.addLayout(bar)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.countLabel)
        layout.addLayout(buttons)
        self.setWidget(body)
        self._debounce = QTimer(self, singleShot=True, interval=150)
        self._debounce.timeout.connect(self.refresh)
        self.searchEdit.textChanged.connect(self._debounce.start)
        self.systemFilter.currentIndexChanged.connect(lambda _: self.refresh())
        self.addButton.clicked.connect(lambda: self.add_requested.emit(self.selected_ids()))
        self.saveButton.clicked.connect(self.save_requested.emit)
        self.deleteButton.clicked.connect(self.delete_selected)
        self.view.doubleClicked.connect(lambda _: self.add_requested.emit(self.selected_ids()))
        self.visibilityChanged.connect(lambda visible: self.open_library() if visible else None)

    # ---- the library ------------------------------------------------------------------------
    def open_library(self) -> Library | None:
        """Open the user library (once) and list it; returns it, or None if it cannot be opened."""
        if self.library is None:
            from muster.services import ServiceError
            from muster.services.library import Library

            try:
                self.library = Library()
            except ServiceError as exc:
                self.countLabel.setText(str(exc))
                return None
            self.refresh()
        return self.library

    def close_library(self) -> None:
        if self.library is not None:
            self.library.close()
            self.library = None

    def refresh(self) -> None:
        if self.library is None:
            return
        selected = set(self.selected_ids())
        rows = self.library.rows(self.searchEdit.text().strip(), self.systemFilter.currentData())
        self.model.set_rows(rows)
        total = self.library.count()
        if len(rows) == total:
            self.countLabel.setText(self.tr("%n template(s)", "", total))
        else:
            self.countLabel.setText(fmt(self.tr("%1 of %2 templates shown"), len(rows), total))
        if total == 0:
            self.countLabel.setText(self.tr("The library is empty: select a unit in the Army Roster and press "
                                            "“Save Unit to Library”, or import a library file (File menu)."))
        self.select_ids(list(selected))

    def selected_ids(self) -> list[int]:
        rows = sorted({i.row() for i in self.view.selectionModel().selectedRows()})
        if not rows and self.view.currentIndex().isValid():
            rows = [self.view.currentIndex().row()]
        return [self.model.row_at(r).id for r in rows]

    def select_ids(self, ids: list[int]) -> None:
        from PySide6.QtCore import QItemSelectionModel

        selection = self.view.selectionModel()
        selection.clearSelection()
        flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
        wanted = set(ids)
        for row in range(self.model.rowCount()):
            if self.model.row_at(row).id in wanted:
                selection.select(self.model.index(row, 0), flags)

    def delete_selected(self) -> None:
        ids = self.selected_ids()
        library = self.open_library() if ids else None
        if library is None:
            return
        if getattr(self.parent(), "interactive", False):
            from PySide6.QtWidgets import QMessageBox

            answer = QMessageBox.question(self, self.tr("Delete Templates"), self.tr(
                "Delete %n template(s) from your library? This cannot be undone (campaigns keep their units).",
                "", len(ids)))
            if answer != QMessageBox.StandardButton.Yes:
                return
        library.delete(ids)
        self.refresh()
