"""GM commands, one small function each, grouped by domain (in the way of Anki's aqt/operations).

Each command asks what it needs (dialogs only when its arguments are not given), then runs one use
case through ``window.run`` (the campaign session: dice, undo stack, dispatch to every view in order)
and returns what the use case returned, or None when nothing was done. Commands never refresh views
themselves: the session's dispatch does that once, for every view.

Modules: ``campaign`` (files, recent, log export), ``roster``, ``battle``, ``scenarios``,
``transfer`` (import and export), ``help``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject


class TextContext(QObject):
    """The translation context of a module's commands: ``RosterCommands.tr("text")``, ``tr("%n unit(s)", "", n)``.

    Each module subclasses it once, named as its context; ``tr`` is a class method in PySide6 (no instance needed)
    and pyside6-lupdate reads ``RosterCommands.tr(...)`` with that context, plurals included.
    """

    if TYPE_CHECKING:  # PySide6's stubs declare tr() on instances only
        @classmethod
        def tr(cls, sourceText: str, disambiguation: str | None = None, n: int = -1) -> str: ...  # noqa: N803
