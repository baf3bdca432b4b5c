"""Every string the players' window could ever show: a walk over all its widgets, shown or not.

Texts, tooltips, status and what's-this tips, accessible names and descriptions, window titles, button and action
texts, line edits, rich text (as HTML and as plain text), combo box items, every cell and header of every item
model, and the strings of the sheets the mech painters draw from.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.StatusTipRole,
         Qt.ItemDataRole.WhatsThisRole, Qt.ItemDataRole.AccessibleTextRole,
         Qt.ItemDataRole.AccessibleDescriptionRole, Qt.ItemDataRole.EditRole)


def _leaves(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in _leaves(k) + _leaves(v)]
    if isinstance(value, (list, tuple, set)):
        return [s for v in value for s in _leaves(v)]
    return []


def model_strings(model: QAbstractItemModel, parent: QModelIndex | None = None) -> list[str]:
    parent = parent if parent is not None else QModelIndex()
    out: list[str] = []
    rows, columns = model.rowCount(parent), model.columnCount(parent)
    if not parent.isValid():
        for role in ROLES:
            out += [str(model.headerData(c, Qt.Orientation.Horizontal, role) or "") for c in range(columns)]
            out += [str(model.headerData(r, Qt.Orientation.Vertical, role) or "") for r in range(rows)]
    for r in range(rows):
        for c in range(columns):
            index = model.index(r, c, parent)
            out += [str(model.data(index, role) or "") for role in ROLES]
            if c == 0 and model.hasChildren(index):
                out += model_strings(model, index)
    return out


def widget_strings(widget: QWidget) -> list[str]:
    out = [widget.windowTitle(), widget.toolTip(), widget.statusTip(), widget.whatsThis(), widget.accessibleName(),
           widget.accessibleDescription()]
    for action in widget.actions():
        out += [action.text(), action.toolTip(), action.statusTip(), action.whatsThis()]
    if isinstance(widget, QLabel):
        out.append(widget.text())
    if isinstance(widget, QAbstractButton):
        out.append(widget.text())
    if isinstance(widget, QLineEdit):
        out += [widget.text(), widget.placeholderText()]
    if isinstance(widget, QTextEdit):
        out += [widget.toHtml(), widget.toPlainText(), widget.placeholderText()]
    if isinstance(widget, QPlainTextEdit):
        out += [widget.toPlainText(), widget.placeholderText()]
    if isinstance(widget, QComboBox):
        out += [widget.itemText(i) for i in range(widget.count())] + [widget.currentText()]
    if isinstance(widget, QAbstractItemView) and widget.model() is not None:
        out += model_strings(widget.model())
    sheet = getattr(widget, "sheet", None)  # the mech painters draw names and labels from this
    if callable(sheet):
        out += _leaves(sheet())
    return out


def player_strings(link) -> list[str]:
    """Every non-empty string of the players' window (``link`` is the main window's ``PlayerLink``)."""
    top = link.player_window
    widgets = [top, *top.findChildren(QWidget)]
    return [s for w in widgets for s in widget_strings(w) if s]


MIN_SECRET = 8  # shorter strings ("+1") and single words (field values: "strategy", "normal") say nothing alone


def gm_only_strings(value, secret: bool = False) -> set[str]:
    """String leaves of ``value`` under a ``gm_only`` key, or in a dict marked ``"gm_only": true``."""
    found: set[str] = set()
    if isinstance(value, dict):
        secret = secret or value.get("gm_only") is True
        for k, v in value.items():
            found |= gm_only_strings(v, secret or k == "gm_only")
    elif isinstance(value, list):
        for v in value:
            found |= gm_only_strings(v, secret)
    elif isinstance(value, str) and secret and len(value) >= MIN_SECRET and " " in value.strip():
        found.add(value)
    return found


SCENARIO_NOTE = "GM only: the bridge at the ford is rotten"  # a scenario's GM note both secret tests save


def gm_secrets(svc) -> set[str]:
    """The GM's notes and every GM-only text in the file, less what a public log line says openly anyway.

    A GM-only record may repeat what some log line says openly ("Royal Host rolled 11 (success by 3)"): a fragment
    that the public log itself holds is no secret (the other side's hidden margin can read the same)."""
    import json

    from muster.services.export import format_rolls, public
    from muster.services.sample import battle_notes

    raw = svc.file.raw
    said, hidden = [], set()
    for text, result, rolls in raw.execute("SELECT text, result, rolls FROM actions"):
        result = json.loads(result)
        said += [text, format_rolls(json.loads(rolls)), json.dumps(public(result), ensure_ascii=False)]
        hidden |= gm_only_strings(result)
    for (text,) in raw.execute("SELECT state FROM battles"):
        hidden |= gm_only_strings(json.loads(text))
    everything_said = "\n".join(said)
    return set(battle_notes(svc).values()) | {SCENARIO_NOTE} | {s for s in hidden if s not in everything_said}


def hidden_names(svc) -> set[str]:
    return {r[0] for r in svc.file.raw.execute("SELECT name FROM units WHERE hidden")}
