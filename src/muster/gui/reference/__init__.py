"""Help ▸ Rules Reference (Shift+F1): each system's reference text, its tables and the campaign's house rules.

The tables are rendered from the very data the engines read (``house_rules.tables_for`` for the open
campaign, the bundled defaults otherwise), so what the GM reads is what the dice use. Entries the data
marks as house defaults (``house_default``) and contradictions (notes starting "Contradiction") are
flagged, and values the campaign has changed are shown beside their defaults. Notes are shown in the GM's
language (``term("RulesNotes", note)``); the marks are read from the English note of the data.

The House Rules tab edits any value of a table. Edits are checked by the engine's own validator (the
error names the field, e.g. ``bucs.quality[2].alone``) and saved in one undoable action through
``house_rules.set_override``; Restore Defaults removes the system's house rules.

``install(window)`` adds the Help-menu entry; the window is built on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

# the pieces, importable from here as before the reference was split (tests and tools read them)
from muster.gui.reference.data import (
    CHANGED_COLOUR,
    CHANGED_MARK,
    CONTRA_COLOUR,
    CONTRA_MARK,
    HOUSE_COLOUR,
    HOUSE_MARK,
    MAX_TEXT,
    Marks,
    Path,
    diff,
    entry_name,
    get_at,
    is_yes,
    item_label,
    leaves,
    marks,
    note_text,
    parse_value,
    path_text,
    readable_path,
    rules_term,
    set_at,
    show_value,
    shown_label,
    shown_notes,
    shown_term,
)
from muster.gui.reference.tables import tables_html
from muster.gui.reference.text import (
    _BLOCK_START,
    HOUSE_WORDS,
    data_path,
    gm_label,
    gm_text,
    reference_page,
    reference_text,
)
from muster.gui.reference.window import PATH_ROLE, ReferenceWindow
from muster.services.reference import checked_tables as validate
from muster.services.reference import default_tables as defaults
from muster.services.reference import is_meta

if TYPE_CHECKING:
    from muster.gui.main_window import MainWindow
    from muster.services import CampaignService, ChangeSet

__all__ = [
    "CHANGED_COLOUR", "CHANGED_MARK", "CONTRA_COLOUR", "CONTRA_MARK", "HOUSE_COLOUR", "HOUSE_MARK", "HOUSE_WORDS",
    "MAX_TEXT", "PATH_ROLE", "Marks", "Path", "ReferenceLink", "ReferenceWindow", "_BLOCK_START", "data_path",
    "defaults", "diff", "entry_name", "get_at", "gm_label", "gm_text", "install", "is_meta", "is_yes", "item_label",
    "leaves", "marks", "note_text", "parse_value", "path_text", "readable_path", "reference_page", "reference_text",
    "rules_term", "set_at", "show_reference", "show_value", "shown_label", "shown_notes", "shown_term",
    "tables_html", "validate",
]


class ReferenceLink:
    """Help ▸ Rules Reference in the main window, following the campaign through the session."""

    def __init__(self, window: MainWindow):
        from muster.gui.session import Stage

        self.window = window
        self.view: ReferenceWindow | None = None
        self.action = QAction(QCoreApplication.translate("ReferenceLink", "Rules &Reference…"), window)
        self.action.setObjectName("actionRulesReference")
        self.action.setShortcut(QKeySequence("Shift+F1"))
        self.action.setStatusTip(QCoreApplication.translate(
            "ReferenceLink", "Each rules system in our own words, its tables, and this campaign's house rules"))
        self.action.triggered.connect(lambda: self.show())
        help_menu = window.menuHelp
        actions = help_menu.actions()
        anchor = actions[1] if len(actions) > 1 else None
        help_menu.insertAction(anchor, self.action) if anchor is not None else help_menu.addAction(self.action)
        window.addAction(self.action)
        window.session.add_view(Stage.WINDOWS, "rules reference", reload=self._reload, apply=self._apply)

    def _reload(self, service: CampaignService | None) -> None:
        """A different campaign (or none): its house rules, and no edits left over from the last one."""
        if self.view is not None:
            self.view.drop_edits()
            if self.view.isVisible():
                self.view.refresh()

    def _apply(self, changes: ChangeSet, origin: object) -> None:
        """A house rule saved, undone or redone: show the new tables (the service already dropped its cache)."""
        if changes.ids("rules_overrides") and self.view is not None and self.view.isVisible():
            self.view.refresh()

    def is_open(self) -> bool:
        """Whether the reference is on screen (a switch of language opens it again in the new window)."""
        return self.view is not None and self.view.isVisible()

    def show(self, system: str | None = None) -> ReferenceWindow:
        """Open (or raise) the Rules Reference, on the current battle's system unless ``system`` is given."""
        window = self.window
        if self.view is None:
            self.view = ReferenceWindow(window)
        if system is None:
            battle = window.current_battle() if window.service is not None else None
            system = battle.system if battle is not None else self.view.system()
        self.view.show_system(system)
        self.view.refresh()
        self.view.show()
        self.view.raise_()
        self.view.activateWindow()
        return self.view


def show_reference(window: MainWindow, system: str | None = None) -> ReferenceWindow:
    return window.reference.show(system)


def install(window: MainWindow) -> ReferenceLink:
    """Add Help ▸ Rules Reference (Shift+F1) to ``window``; the reference is built when first opened."""
    return ReferenceLink(window)
