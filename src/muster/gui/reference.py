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

import copy
import html
import json
import re

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QBrush, QColor, QFont, QKeySequence
from PySide6.QtWidgets import QAbstractItemView, QStyledItemDelegate, QTreeWidgetItem, QWidget

from muster import systems
from muster.i18n import Msg, fmt, number, render, term, translate
from muster.rules.words import is_meta, is_term_value, is_word, item_name, label_of

HOUSE_COLOUR, CONTRA_COLOUR, CHANGED_COLOUR = "#fff3c4", "#ffd9d9", "#d8ecff"
HOUSE_MARK, CONTRA_MARK, CHANGED_MARK = "⌂", "⚠", "✎"
PATH_ROLE = Qt.ItemDataRole.UserRole
MAX_TEXT = 200


# ---- reading the data: what is a value, what is a note ---------------------------------------------------

# is_meta, label_of (``ac_rounding`` -> "AC rounding", the English term shown_label translates) and item_name:
# muster.rules.words, which muster.tools.terms reads too


def rules_term(text: str) -> str:
    """A rules term of the data (a setting's label, an entry's name) in the GM's language."""
    return render(term("Rules", text))


def shown_label(key: str) -> str:
    """``ac_rounding`` as the GM reads it in the current language ("AC rounding" in English)."""
    return rules_term(label_of(key))


def entry_name(name: str) -> str:
    """A list entry's name in the GM's language (a code such as ``multiple_directions`` stays as it is)."""
    return rules_term(name.strip()) if is_word(name) else name


def item_label(index: int, item) -> str:
    """``[2] Inexperienced`` for a list entry that has a name, key or label (the name in the GM's language)."""
    name = item_name(item)
    return f"[{index}] {entry_name(name)}" if name is not None else f"[{index}]"


def shown_term(path: tuple, value) -> str:
    """A value of the tables as the Tables tab shows it: a word of the rules (a name) in the GM's language."""
    if isinstance(value, list) and path:
        return show_value([shown_term(path + (i,), v) if isinstance(v, str) else v for i, v in enumerate(value)])
    if is_term_value(path, value):
        return rules_term(value.strip())
    return show_value(value)


def marks(container, key) -> dict:
    """House default / contradiction / note of ``container[key]`` as the data states them.

    A section's own ``house_default``/``notes`` apply to the whole section; ``<key>_house_default`` and
    ``<key>_notes`` beside a value apply to that value. ``notes`` is the English text (what the marks are
    read from: a contradiction says so), ``note_list`` the data's notes one by one (``shown_notes`` renders them).
    """
    out: dict = {"house": False, "contradiction": False, "notes": "", "note_list": []}
    if isinstance(container, dict) and isinstance(key, str):
        out["house"] = bool(container.get(f"{key}_house_default"))
        note = container.get(f"{key}_notes")
        if isinstance(note, str) and note.strip():
            out["note_list"].append(note)
    value = container[key] if isinstance(container, (dict, list)) else None
    if isinstance(value, dict):
        out["house"] = out["house"] or value.get("house_default") is True
        note = value.get("notes")
        if isinstance(note, str) and note.strip():
            out["note_list"].append(note)
    out["notes"] = " ".join(out["note_list"]).strip()
    out["contradiction"] = "contradiction" in out["notes"].lower()
    return out


def note_text(note: str) -> str:
    """One note of the rules data in the GM's language (a "RulesNotes" term listed by ``muster.tools.terms``)."""
    return render(term("RulesNotes", note))


def shown_notes(m: dict) -> str:
    """The notes of ``marks(...)`` as the GM reads them (English: exactly ``m["notes"]``)."""
    return " ".join(note_text(note) for note in m["note_list"]).strip()


def path_text(system: str, path: tuple) -> str:
    text = system
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else f".{part}"
    return text


def readable_path(path: tuple) -> str:
    """A field as the GM reads it: ``Critical ▸ On natural 20`` (never the data's dotted name)."""
    return " ▸ ".join(f"#{part + 1}" if isinstance(part, int) else shown_label(part) for part in path)


def get_at(data, path: tuple):
    for part in path:
        data = data[part]
    return data


def set_at(data, path: tuple, value) -> None:
    get_at(data, path[:-1])[path[-1]] = value


def diff(default, current):
    """The smallest patch that ``rules.tables.merge`` turns ``default`` into ``current`` with (None: same).

    Objects are compared key by key; lists and plain values are replaced whole (that is how merging works).
    """
    if isinstance(default, dict) and isinstance(current, dict):
        out = {}
        for key, value in current.items():
            if key not in default:
                out[key] = copy.deepcopy(value)
            else:
                sub = diff(default[key], value)
                if sub is not None:
                    out[key] = sub
        return out or None
    return None if default == current and type(default) is type(current) else copy.deepcopy(current)


def leaves(data, path: tuple = ()):
    """(path, value) of every editable value: numbers, words, switches, lists of plain values."""
    if isinstance(data, dict):
        for key, value in data.items():
            if not is_meta(key):
                yield from leaves(value, path + (key,))
    elif isinstance(data, list) and any(isinstance(v, (dict, list)) for v in data):
        for i, value in enumerate(data):
            yield from leaves(value, path + (i,))
    else:
        yield path, data


def yes_word() -> str:
    return translate("ReferenceWindow", "yes")


def no_word() -> str:
    return translate("ReferenceWindow", "no")


def none_word() -> str:
    return translate("ReferenceWindow", "(none)")


def show_value(value) -> str:
    if isinstance(value, bool):
        return yes_word() if value else no_word()
    if value is None:
        return "—"
    if isinstance(value, list):
        return ", ".join(show_value(v) for v in value) if value else none_word()
    if isinstance(value, float):
        return number(value)
    return str(value)


def is_yes(text: str) -> bool | None:
    """True for "yes" (also "true", "on", "1" and the word of the GM's language), False for "no", else None."""
    low = text.strip().lower()
    if low in ("yes", "true", "on", "1", yes_word().lower()):
        return True
    if low in ("no", "false", "off", "0", no_word().lower()):
        return False
    return None


def _quoted(text: str) -> str:
    return repr(text)


def parse_value(text: str, default, where: str):
    """The GM's text as a value of the default's kind; ValueError names the field and what was expected."""
    text = text.strip()
    if isinstance(default, bool):
        answer = is_yes(text)
        if answer is None:
            raise ValueError(fmt(translate("ReferenceWindow", "%1: expected yes or no, got %2"), where, _quoted(text)))
        return answer
    if isinstance(default, int):
        try:
            return int(text)
        except ValueError:
            raise ValueError(fmt(translate("ReferenceWindow", "%1: expected a whole number, got %2"),
                                 where, _quoted(text))) from None
    if isinstance(default, float):
        try:
            return float(text.replace(",", ".")) if text.count(",") == 1 and "." not in text else float(text)
        except ValueError:
            raise ValueError(fmt(translate("ReferenceWindow", "%1: expected a number, got %2"),
                                 where, _quoted(text))) from None
    if isinstance(default, list):
        if text in ("", "(none)", none_word()):
            return []
        parts = [p.strip() for p in text.split(",")]
        kinds = {type(v) for v in default}
        out = []
        for i, part in enumerate(parts):
            if kinds and kinds <= {int}:
                try:
                    out.append(int(part))
                except ValueError:
                    raise ValueError(fmt(translate("ReferenceWindow", "%1: expected a whole number, got %2"),
                                         f"{where}[{i}]", _quoted(part))) from None
            else:
                out.append(part)
        return out
    if default is None:
        if text in ("", "—", "none", "null"):
            return None
        try:
            return int(text)
        except ValueError:
            return text
    if not text:
        raise ValueError(fmt(translate("ReferenceWindow", "%1: must not be empty"), where))
    if len(text) > MAX_TEXT:
        raise ValueError(render(Msg("ReferenceWindow", "%1: at most %n character(s)", None, MAX_TEXT).args(where)))
    return text


def defaults(system: str) -> dict:
    return systems.load(systems.get(system).engine).tables(None)


def validate(system: str, patch: dict | None) -> dict:
    """The tables with ``patch`` merged, checked by the engine; RulesDataError names the bad field."""
    return systems.load(systems.get(system).engine).tables(patch)


def reference_page(system: str, language: str | None = None):
    """The reference page of ``system`` in ``language`` (the GM's now): ``resources/reference/<lang>/<system>.md``,
    else the English one, ``resources/reference/<system>.md`` (None: no page at all)."""
    from muster.gui.i18n import SOURCE_LANGUAGE, current_language
    from muster.paths import resource_path

    language = language or current_language()
    name = f"{systems.get(system).tables}.md"
    candidates = [resource_path("reference", language, name)] if language != SOURCE_LANGUAGE else []
    candidates.append(resource_path("reference", name))
    return next((path for path in candidates if path.is_file()), None)


def reference_text(system: str, language: str | None = None) -> str:
    path = reference_page(system, language)
    return path.read_text(encoding="utf-8") if path is not None else ""


#: how the reference pages speak of house defaults, in every language they are written in
HOUSE_WORDS = ("house", "домашн")
_SPAN = re.compile(r"`([^`\n]+)`")
_DATA_PATH = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*|\[\d+\])*")
_BLOCK_START = re.compile(r"^\s*([-*+]|\d+\.)\s|^\s*\||^#")


def data_path(text: str) -> tuple[tuple, str] | None:
    """``("to_hit", "natural_20_always_hits"), ": true"`` from ``to_hit.natural_20_always_hits: true``."""
    match = _DATA_PATH.match(text)
    if not match:
        return None
    parts = [int(t[1:-1]) if t.startswith("[") else t for t in re.findall(r"[A-Za-z_]\w*|\[\d+\]", match.group(0))]
    return tuple(parts), text[match.end():]


def gm_label(data, path: tuple) -> str | None:
    """A setting as the House Rules tab names it (``Combat ▸ Tie resets momentum``, ``Equipment ▸ Good``);
    None when ``path`` is not a setting of ``data``."""
    names = []
    for part in path:
        if isinstance(part, int):
            if not isinstance(data, list) or not 0 <= part < len(data):
                return None
            data = data[part]
            named = item_name(data)
            names.append(entry_name(named) if named is not None else f"#{part + 1}")
        elif isinstance(data, dict) and part not in data and f"{part}_house_default" in data:
            data = None  # a rule the data only describes (its note and mark), with no value of its own
            names.append(shown_label(part))
        else:
            if not isinstance(data, dict) or part not in data or is_meta(part):
                return None
            data = data[part]
            names.append(shown_label(part))
    return " ▸ ".join(names) if names else None


def gm_text(system: str, text: str) -> str:
    """The reference as the GM reads it: a setting named by its data key becomes its House Rules label.

    The reference names settings by key (``combat.tie_resets_momentum``; tests check that every house default
    is named); on screen it reads *Combat ▸ Tie resets momentum* (in the GM's language). A lone word such as
    `combat` is a setting only in a paragraph about house defaults (elsewhere it may be a command-line action of
    the same name); a translated page speaks of them in its own words (``HOUSE_WORDS``).
    """
    data = defaults(system)

    def swap(match: re.Match, house: bool) -> str:
        found = data_path(match.group(1))
        if found is None:
            return match.group(0)
        path, rest = found
        if len(path) == 1 and not house:
            return match.group(0)
        label = gm_label(data, path)
        return f"*{label}*{rest}" if label else match.group(0)

    out: list[str] = []
    block: list[str] = []

    def flush() -> None:
        chunk = "\n".join(block)
        low = chunk.lower()
        house = any(word in low for word in HOUSE_WORDS)
        out.append(_SPAN.sub(lambda m: swap(m, house), chunk))
        block.clear()

    for line in text.splitlines():
        if (not line.strip() or _BLOCK_START.match(line)) and block:
            flush()
        block.append(line)
    if block:
        flush()
    return "\n".join(out)


# ---- the tables as HTML ----------------------------------------------------------------------------------

def _nbsp(text: str) -> str:
    return html.escape(text).replace(" ", "&nbsp;")


def _badge(colour: str, mark: str, text: str) -> str:
    return f' <span style="background:{colour}">{mark}&nbsp;{_nbsp(text)}</span>'


def _badges(m: dict, changed: bool = False) -> str:
    out = ""
    if m["house"]:
        out += _badge(HOUSE_COLOUR, HOUSE_MARK, translate("ReferenceWindow", "house default"))
    if m["contradiction"]:
        out += _badge(CONTRA_COLOUR, CONTRA_MARK, translate("ReferenceWindow", "contradiction"))
    if changed:
        out += _badge(CHANGED_COLOUR, CHANGED_MARK, translate("ReferenceWindow", "house rule"))
    return out


def _cell(value, default, present: bool = True, path: tuple = ()) -> str:
    text = html.escape(shown_term(path, value))
    if present and default is not _MISSING and value != default:
        was = fmt(translate("ReferenceWindow", "(default %1)"), shown_term(path, default))
        return (f'<td style="background:{CHANGED_COLOUR}"><b>{text}</b> {CHANGED_MARK} '
                f'<small>{html.escape(was)}</small></td>')
    return f"<td>{text}</td>"


_MISSING = object()


def _plain(value) -> bool:
    return not isinstance(value, (dict, list)) or (isinstance(value, list) and
                                                  not any(isinstance(v, (dict, list)) for v in value))


def tables_html(current: dict, default: dict, level: int = 2, path: tuple = ()) -> str:
    """Every section of the tables: plain values as a two-column table, lists of entries as tables.

    Headings and row labels are rules terms in the GM's language, and so are the values that name something
    (an entry's name, a specialty); numbers, dice and codes are shown as the data holds them."""
    parts = []
    plain_rows = []
    for key, value in current.items():
        if is_meta(key):
            continue
        m = marks(current, key)
        dval = default.get(key, _MISSING) if isinstance(default, dict) else _MISSING
        if _plain(value):
            bg = CONTRA_COLOUR if m["contradiction"] else HOUSE_COLOUR if m["house"] else ""
            style = f' style="background:{bg}"' if bg else ""
            note = f"<br><small>{html.escape(shown_notes(m))}</small>" if m["notes"] else ""
            plain_rows.append(f"<tr><td{style}>{html.escape(shown_label(key))}{_badges(m)}{note}</td>"
                              f"{_cell(value, dval, path=path + (key,))}</tr>")
            continue
        changed = diff(dval, value) is not None if dval is not _MISSING else False
        head = f"<h{min(level, 6)}>{html.escape(shown_label(key))}{_badges(m, changed)}</h{min(level, 6)}>"
        note = f"<p><small>{html.escape(shown_notes(m))}</small></p>" if m["notes"] else ""
        if isinstance(value, dict):
            body = tables_html(value, dval if isinstance(dval, dict) else {}, level + 1, path + (key,))
        else:
            body = _list_table(value, dval if isinstance(dval, list) else [], level + 1, path + (key,))
        parts.append(head + note + body)
    table = ""
    if plain_rows:
        table = ('<table border="1" cellspacing="0" cellpadding="4">' + "".join(plain_rows) + "</table>")
    return table + "".join(parts)


def _list_table(items: list, default: list, level: int, path: tuple = ()) -> str:
    if not all(isinstance(v, dict) for v in items):
        return "".join(f"<p>{html.escape(item_label(i, v))}</p>"
                       + (tables_html(v, {}, level, path + (i,)) if isinstance(v, dict) else
                          html.escape(shown_term(path + (i,), v))) for i, v in enumerate(items))
    columns: list[str] = []
    for item in items:
        for key in item:
            if not is_meta(key) and key not in columns:
                columns.append(key)
    rows = ["<tr>" + "".join(f"<th>{html.escape(shown_label(c))}</th>" for c in columns) + "<th></th></tr>"]
    for i, item in enumerate(items):
        d = default[i] if i < len(default) and isinstance(default[i], dict) else {}
        m = marks(items, i)
        bg = CONTRA_COLOUR if m["contradiction"] else HOUSE_COLOUR if m["house"] else ""
        style = f' style="background:{bg}"' if bg else ""
        cells = []
        for c in columns:
            value = item.get(c, _MISSING)
            if value is _MISSING:
                cells.append("<td></td>")
            elif _plain(value):
                cells.append(_cell(value, d.get(c, _MISSING) if d else _MISSING, path=path + (i, c)))
            else:
                cells.append(f"<td><small>{html.escape(json.dumps(value, ensure_ascii=False))}</small></td>")
        note = html.escape(shown_notes(m))
        rows.append(f"<tr{style}>" + "".join(cells) + f"<td>{_badges(m)}<small>{note}</small></td></tr>")
    return '<table border="1" cellspacing="0" cellpadding="4">' + "".join(rows) + "</table>"


# ---- the window ------------------------------------------------------------------------------------------

class ReferenceWindow(QWidget):
    """The Rules Reference of one main window (a separate top-level window beside it)."""

    def __init__(self, main_window):
        super().__init__(main_window, Qt.WindowType.Window)
        from muster.gui.uiloader import load_ui

        load_ui("reference_window.ui", self)
        self.main = main_window
        self._system = ""
        self._current: dict = {}
        self._default: dict = {}
        self._edits: dict[tuple, object] = {}
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
        from muster.rules.tables import RulesDataError

        system = self._system
        self._default = defaults(system)
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

    def _add_children(self, parent, data, default, path: tuple) -> None:
        entries = data.items() if isinstance(data, dict) else enumerate(data)
        for key, value in entries:
            if isinstance(key, str) and is_meta(key):
                continue
            m = marks(data, key)
            dval = _MISSING
            try:
                dval = default[key]
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
            if _plain(value):
                shown = self._edits.get(here, value)
                item.setText(1, show_value(shown))
                item.setText(2, show_value(dval) if dval is not _MISSING else "")
                if isinstance(value, bool):  # a yes/no rule is a check box
                    item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                    item.setCheckState(1, Qt.CheckState.Checked if shown is True else Qt.CheckState.Unchecked)
                else:
                    item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
                self._mark_changed(item, shown, dval)
            else:
                self._add_children(item, value, dval if dval is not _MISSING else {}, here)

    def _mark_changed(self, item, value, dval) -> None:
        changed = dval is not _MISSING and value != dval
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

        def visit(item) -> bool:
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
    def _edit_item(self, item, column: int) -> None:
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

        def visit(item):
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

    def _item_changed(self, item, column: int) -> None:
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
            dval = _MISSING
        if value == base and type(value) is type(base):
            self._edits.pop(path, None)
        else:
            self._edits[path] = value
        self._filling = True
        self._mark_changed(item, value, dval)
        self._filling = False
        self._update_state()

    def pending_patch(self) -> dict | None:
        """The campaign's whole patch for this system with the pending edits applied (None: all defaults)."""
        edited = copy.deepcopy(self._current)
        for path, value in self._edits.items():
            set_at(edited, path, value)
        return diff(self._default, edited)

    def check(self) -> str:
        """The first problem with the pending edits ('' when the engine accepts them)."""
        from muster.rules.tables import RulesDataError

        for bad in self._edits.values():
            if isinstance(bad, _Bad):
                return bad.message
        if not self._edits:
            return ""
        try:
            validate(self._system, self.pending_patch())
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

    def createEditor(self, parent, option, index):  # noqa: N802 (Qt override)
        return None


class _Bad:
    """A value the GM typed that cannot be read (kept so the error stays until it is fixed)."""

    def __init__(self, text: str, message: str):
        self.text, self.message = text, message


# ---- wiring into the main window -------------------------------------------------------------------------

class ReferenceLink:
    """Help ▸ Rules Reference in the main window, following the campaign through the session."""

    def __init__(self, window):
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

    def _reload(self, service) -> None:
        """A different campaign (or none): its house rules, and no edits left over from the last one."""
        if self.view is not None:
            self.view._edits.clear()
            if self.view.isVisible():
                self.view.refresh()

    def _apply(self, changes, origin) -> None:
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


def show_reference(window, system: str | None = None) -> ReferenceWindow:
    return window.reference.show(system)


def install(window) -> ReferenceLink:
    """Add Help ▸ Rules Reference (Shift+F1) to ``window``; the reference is built when first opened."""
    return ReferenceLink(window)
