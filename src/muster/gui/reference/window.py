"""The Rules Reference window: the written page, the Tables tab and the House Rules tab (the rules as a tree whose
values the GM edits for the open campaign)."""

from __future__ import annotations

import copy
import html
from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QStyledItemDelegate, QStyleOptionViewItem, QTreeWidgetItem, QWidget

from muster import systems
from muster.gui.forms.reference_window import Ui_ReferenceWindow
from muster.gui.reference.data import (
    CHANGED_COLOUR,
    CHANGED_MARK,
    CONTRA_COLOUR,
    CONTRA_MARK,
    HOUSE_COLOUR,
    HOUSE_MARK,
    MISSING,
    Path,
    child,
    diff,
    get_at,
    is_plain,
    is_yes,
    item_label,
    leaves,
    marks,
    parse_value,
    patch_between,
    path_text,
    readable_path,
    rules_term,
    set_at,
    show_value,
    shown_label,
    shown_notes,
)
from muster.gui.reference.tables import tables_html
from muster.gui.reference.text import gm_text, reference_text
from muster.i18n import fmt
from muster.services.reference import RulesDataError, checked_tables, default_tables, is_meta

if TYPE_CHECKING:
    from muster.gui.main_window import MainWindow

PATH_ROLE = Qt.ItemDataRole.UserRole


class ReferenceWindow(QWidget, Ui_ReferenceWindow):
    """The Rules Reference of one main window (a separate top-level window beside it)."""

    def __init__(self, main_window: MainWindow):
        super().__init__(main_window, Qt.WindowType.Window)
        self.setupUi(self)  # the compiled form as a mixin: the type checker sees its widgets
        self.main = main_window
        self._system = ""
        self._current: dict[str, object] = {}
        self._default: dict[str, object] = {}
        self._edits: dict[Path, object] = {}  # a value, or a _Bad text the GM is still to fix
        self._filling = False
        for spec in systems.all():
            self.systemCombo.addItem(rules_term(spec.label), spec.key)
        self.legendLabel.setText(fmt(self.tr(
            '<span style="background:%1">%2 House default</span>: Muster\'s choice where the source is silent '
            'or its numbers were lost. <span style="background:%3">%4 Contradiction</span>: the source '
            'disagrees with itself; the data holds a switch. <span style="background:%5">%6 House rule</span>: '
            'changed in this campaign.'), HOUSE_COLOUR, HOUSE_MARK, CONTRA_COLOUR, CONTRA_MARK,
            CHANGED_COLOUR, CHANGED_MARK))
        self._read_only = _ReadOnly(self.rulesTree)
        for column in (0, 2, 3):
            self.rulesTree.setItemDelegateForColumn(column, self._read_only)
        self.rulesTree.setColumnWidth(0, 280)
        self.rulesTree.setColumnWidth(1, 150)
        self.rulesTree.setColumnWidth(2, 110)
        self.systemCombo.currentIndexChanged.connect(lambda _: self.show_system(self.systemCombo.currentData()))
        self.searchEdit.textChanged.connect(self._search)
        self.searchEdit.returnPressed.connect(self._find_next)
        self.rulesTree.itemChanged.connect(self._item_changed)
        self.rulesTree.itemDoubleClicked.connect(self._edit_item)
        self.saveButton.clicked.connect(self.save)
        self.discardButton.clicked.connect(self.discard)
        self.restoreButton.clicked.connect(self.restore_defaults)
        self.show_system(self.systemCombo.currentData())

    # ---- what is shown ---------------------------------------------------------------------------------
    def system(self) -> str:
        return self._system

    def show_system(self, system: str) -> None:
        if system != self._system:
            self._edits.clear()
        self._system = system
        index = self.systemCombo.findData(system)
        if index != self.systemCombo.currentIndex():
            self.systemCombo.setCurrentIndex(index)  # comes back here through the signal
            return
        self.setWindowTitle(fmt(self.tr("Rules Reference — %1"), rules_term(systems.get(system).label)))
        text = reference_text(system)
        if text:
            self.textBrowser.setMarkdown(gm_text(system, text))
        else:
            self.textBrowser.setPlainText(self.tr("There is no written reference for these rules yet; "
                                                  "the Tables tab shows every number the engine uses."))
        self.refresh()

    def refresh(self) -> None:
        """Re-read the tables (campaign opened or closed, a house rule saved, undone or redone)."""
        system = self._system
        self._default = default_tables(system)
        svc = self.main.service
        try:
            if svc is not None:
                from muster.services.house_rules import tables_for

                self._current = tables_for(svc, system)
            else:
                self._current = self._default
            problem = ""
        except RulesDataError as exc:  # a stored house rule the engine no longer accepts
            self._current = self._default
            problem = fmt(self.tr("The campaign's house rules were refused: %1"), str(exc))
        if svc is None:
            self.campaignLabel.setText(self.tr("No campaign open: showing the bundled defaults."))
        else:
            count = sum(1 for _ in leaves(diff(self._default, self._current) or {}))
            self.campaignLabel.setText(fmt(self.tr("Campaign %1: %n house rule(s) for these rules.", "", count),
                                           svc.file.path.stem))
        self.tablesBrowser.setHtml(f"<h1>{html.escape(rules_term(systems.get(system).label))}</h1>"
                                   + tables_html(self._current, self._default))
        self._fill_tree()
        self._update_state(problem)

    def _fill_tree(self) -> None:
        self._filling = True
        self.rulesTree.clear()
        self._add_children(self.rulesTree.invisibleRootItem(), self._current, self._default, ())
        self.rulesTree.expandToDepth(0)
        self._filling = False
        self._search(self.searchEdit.text())

    def _add_children(self, parent: QTreeWidgetItem, data: object, default: object, path: Path) -> None:
        entries: Iterable[tuple[str | int, object]] = (
            data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ())
        for key, value in entries:
            if isinstance(key, str) and is_meta(key):
                continue
            m = marks(data, key)
            dval = MISSING
            try:
                dval = child(default, key)
            except (KeyError, IndexError, TypeError):
                pass
            here = path + (key,)
            label = item_label(key, value) if isinstance(key, int) else shown_label(key)
            item = QTreeWidgetItem(parent, [label])
            item.setData(0, PATH_ROLE, list(here))
            item.setToolTip(0, readable_path(here))
            notes = []
            if m["house"]:
                notes.append(f"{HOUSE_MARK} " + self.tr("House default"))
            if m["contradiction"]:
                notes.append(f"{CONTRA_MARK} " + self.tr("Contradiction"))
            note = shown_notes(m)
            if note:
                notes.append(note)
            item.setText(3, " · ".join(notes))
            item.setToolTip(3, note)
            colour = CONTRA_COLOUR if m["contradiction"] else HOUSE_COLOUR if m["house"] else None
            if colour:
                for col in (0, 3):
                    item.setBackground(col, QBrush(QColor(colour)))
            if is_plain(value):
                shown = self._edits.get(here, value)
                item.setText(1, show_value(shown))
                item.setText(2, show_value(dval) if dval is not MISSING else "")
                if isinstance(value, bool):  # a yes/no rule is a check box
                    item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                    item.setCheckState(1, Qt.CheckState.Checked if shown is True else Qt.CheckState.Unchecked)
                else:
                    item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
                self._mark_changed(item, shown, dval)
            else:
                self._add_children(item, value, dval if dval is not MISSING else {}, here)

    def _mark_changed(self, item: QTreeWidgetItem, value: object, dval: object) -> None:
        changed = dval is not MISSING and value != dval
        font = QFont(item.font(1))
        font.setBold(changed)
        item.setFont(1, font)
        item.setBackground(1, QBrush(QColor(CHANGED_COLOUR)) if changed else QBrush())
        item.setData(1, Qt.ItemDataRole.ToolTipRole,
                     fmt(self.tr("%1 House rule: the default is %2"), CHANGED_MARK, show_value(dval))
                     if changed else "")

    # ---- finding ---------------------------------------------------------------------------------------
    def _search(self, text: str) -> None:
        text = text.strip().lower()

        def visit(item: QTreeWidgetItem) -> bool:
            mine = not text or any(text in item.text(c).lower() for c in range(4))
            child_hit = False
            for i in range(item.childCount()):
                child_hit = visit(item.child(i)) or child_hit
            if item is not self.rulesTree.invisibleRootItem():
                item.setHidden(not (mine or child_hit))
                if text and child_hit:
                    item.setExpanded(True)
            return mine or child_hit

        visit(self.rulesTree.invisibleRootItem())

    def _find_next(self) -> None:
        text = self.searchEdit.text().strip()
        if not text:
            return
        browser = self.textBrowser if self.tabs.currentWidget() is self.referenceTab else self.tablesBrowser
        if not browser.find(text):
            from PySide6.QtGui import QTextCursor

            browser.moveCursor(QTextCursor.MoveOperation.Start)
            browser.find(text)

    # ---- editing -----------------------------------------------------------------------------------------
    def _edit_item(self, item: QTreeWidgetItem, column: int) -> None:
        """A double-click anywhere on a value's row edits its Value cell."""
        if self.main.service is None:
            return
        if item.flags() & Qt.ItemFlag.ItemIsUserCheckable:  # a double-click turns a yes/no rule over
            checked = item.checkState(1) == Qt.CheckState.Checked
            item.setCheckState(1, Qt.CheckState.Unchecked if checked else Qt.CheckState.Checked)
        elif column != 1 and item.flags() & Qt.ItemFlag.ItemIsEditable:
            self.rulesTree.editItem(item, 1)

    def item_for(self, path: str) -> QTreeWidgetItem | None:
        """The tree row of a field path such as ``bucs.combat.margin_per_hit`` (tests, links)."""
        found = None

        def visit(item: QTreeWidgetItem) -> None:
            nonlocal found
            for i in range(item.childCount()):
                child = item.child(i)
                if path_text(self._system, tuple(child.data(0, PATH_ROLE))) == path:
                    found = child
                    return
                visit(child)

        visit(self.rulesTree.invisibleRootItem())
        return found

    def set_value(self, path: str, text: str) -> None:
        """Type ``text`` into the Value cell of ``path`` as the GM would."""
        item = self.item_for(path)
        if item is None:
            raise KeyError(path)
        if isinstance(get_at(self._current, tuple(item.data(0, PATH_ROLE))), bool):
            checked = is_yes(text) is True
            item.setCheckState(1, Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
            return
        item.setText(1, text)

    def _item_changed(self, item: QTreeWidgetItem, column: int) -> None:
        if self._filling or column != 1:
            return
        path = tuple(item.data(0, PATH_ROLE))
        base = get_at(self._current, path)
        if isinstance(base, bool):  # the check box says yes or no; the text follows it
            self._filling = True
            item.setText(1, show_value(item.checkState(1) == Qt.CheckState.Checked))
            self._filling = False
        try:
            value = parse_value(item.text(1), base, readable_path(path))
        except ValueError as exc:
            self._edits[path] = _Bad(item.text(1), str(exc))
            self._update_state()
            return
        try:
            dval = get_at(self._default, path)
        except (KeyError, IndexError, TypeError):
            dval = MISSING
        if value == base and type(value) is type(base):
            self._edits.pop(path, None)
        else:
            self._edits[path] = value
        self._filling = True
        self._mark_changed(item, value, dval)
        self._filling = False
        self._update_state()

    def pending_patch(self) -> dict[str, object] | None:
        """The campaign's whole patch for this system with the pending edits applied (None: all defaults)."""
        edited = copy.deepcopy(self._current)
        for path, value in self._edits.items():
            set_at(edited, path, value)
        return patch_between(self._default, edited)

    def check(self) -> str:
        """The first problem with the pending edits ('' when the engine accepts them)."""
        for bad in self._edits.values():
            if isinstance(bad, _Bad):
                return bad.message
        if not self._edits:
            return ""
        try:
            checked_tables(self._system, self.pending_patch())
        except RulesDataError as exc:
            return str(exc)
        return ""

    def _update_state(self, problem: str = "") -> None:
        has_campaign = self.main.service is not None
        problem = problem or self.check()
        self.errorLabel.setText(problem)
        self.saveButton.setEnabled(has_campaign and bool(self._edits) and not problem)
        self.discardButton.setEnabled(bool(self._edits))
        self.restoreButton.setEnabled(has_campaign and diff(self._default, self._current) is not None)
        self.houseIntro.setEnabled(has_campaign)
        self.rulesTree.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked | QAbstractItemView.EditTrigger.EditKeyPressed
            if has_campaign else QAbstractItemView.EditTrigger.NoEditTriggers)
        if not has_campaign:
            self.houseIntro.setText(self.tr("Open a campaign to set house rules; these are the bundled defaults."))
        else:
            self.houseIntro.setText(self.tr(
                "Double-click a value to change it for this campaign only. Changes are checked by the rules "
                "engine before they are saved; Edit ▸ Undo takes a saved change back."))

    def save(self) -> bool:
        problem = self.check()
        if problem:
            self.errorLabel.setText(problem)
            return False
        if not self._edits:
            return False
        if self.main.service is None:
            self.errorLabel.setText(self.tr("Open a campaign first: house rules belong to a campaign."))
            return False
        from muster.services.house_rules import set_override

        errors = len(self.main.errors)
        self.main.run(set_override, self._system, self.pending_patch())
        if len(self.main.errors) > errors:  # refused: the message was shown, the edits stay to be fixed
            return False
        self._edits.clear()
        self.refresh()
        return True

    def drop_edits(self) -> None:
        """Forget the GM's unsaved edits (a different campaign was opened)."""
        self._edits.clear()

    def discard(self) -> None:
        self._edits.clear()
        self.refresh()

    def restore_defaults(self) -> bool:
        if self.main.service is None:
            return False
        if self.main.interactive:
            from PySide6.QtWidgets import QMessageBox

            answer = QMessageBox.question(self, self.tr("Restore Defaults"), fmt(self.tr(
                "Remove every house rule of %1 from this campaign? Edit ▸ Undo brings them back."),
                rules_term(systems.get(self._system).label)))
            if answer != QMessageBox.StandardButton.Yes:
                return False
        from muster.services.house_rules import set_override

        self.main.run(set_override, self._system, None)
        self._edits.clear()
        self.refresh()
        return True


class _ReadOnly(QStyledItemDelegate):
    """Only the Value column is edited; the rule's name, its default and notes are not."""

    # Qt takes a null editor as "not editable"; the stubs allow only a widget
    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem,  # type: ignore[override]  # noqa: N802
                     index: QModelIndex | QPersistentModelIndex) -> QWidget | None:
        return None


class _Bad:
    """A value the GM typed that cannot be read (kept so the error stays until it is fixed)."""

    def __init__(self, text: str, message: str):
        self.text, self.message = text, message
