"""The Tables tab: the rules data as HTML, house defaults and contradictions marked, the campaign's changes beside
their defaults (no widgets)."""

from __future__ import annotations

import html
import json
from collections.abc import Mapping, Sequence

from muster.gui.reference.data import (
    CHANGED_COLOUR,
    CHANGED_MARK,
    CONTRA_COLOUR,
    CONTRA_MARK,
    HOUSE_COLOUR,
    HOUSE_MARK,
    MISSING,
    Marks,
    Path,
    diff,
    is_plain,
    item_label,
    marks,
    shown_label,
    shown_notes,
    shown_term,
)
from muster.i18n import fmt, translate
from muster.services.reference import is_meta


def _nbsp(text: str) -> str:
    return html.escape(text).replace(" ", "&nbsp;")


def _badge(colour: str, mark: str, text: str) -> str:
    return f' <span style="background:{colour}">{mark}&nbsp;{_nbsp(text)}</span>'


def _badges(m: Marks, changed: bool = False) -> str:
    out = ""
    if m["house"]:
        out += _badge(HOUSE_COLOUR, HOUSE_MARK, translate("ReferenceWindow", "house default"))
    if m["contradiction"]:
        out += _badge(CONTRA_COLOUR, CONTRA_MARK, translate("ReferenceWindow", "contradiction"))
    if changed:
        out += _badge(CHANGED_COLOUR, CHANGED_MARK, translate("ReferenceWindow", "house rule"))
    return out


def _cell(value: object, default: object, present: bool = True, path: Path = ()) -> str:
    text = html.escape(shown_term(path, value))
    if present and default is not MISSING and value != default:
        was = fmt(translate("ReferenceWindow", "(default %1)"), shown_term(path, default))
        return (f'<td style="background:{CHANGED_COLOUR}"><b>{text}</b> {CHANGED_MARK} '
                f'<small>{html.escape(was)}</small></td>')
    return f"<td>{text}</td>"


def tables_html(current: Mapping[str, object], default: Mapping[str, object], level: int = 2, path: Path = ()) -> str:
    """Every section of the tables: plain values as a two-column table, lists of entries as tables.

    Headings and row labels are rules terms in the GM's language, and so are the values that name something
    (an entry's name, a specialty); numbers, dice and codes are shown as the data holds them."""
    parts: list[str] = []
    plain_rows: list[str] = []
    for key, value in current.items():
        if is_meta(key):
            continue
        m = marks(current, key)
        dval = default.get(key, MISSING)
        if is_plain(value):
            bg = CONTRA_COLOUR if m["contradiction"] else HOUSE_COLOUR if m["house"] else ""
            style = f' style="background:{bg}"' if bg else ""
            note = f"<br><small>{html.escape(shown_notes(m))}</small>" if m["notes"] else ""
            plain_rows.append(f"<tr><td{style}>{html.escape(shown_label(key))}{_badges(m)}{note}</td>"
                              f"{_cell(value, dval, path=path + (key,))}</tr>")
            continue
        changed = diff(dval, value) is not None if dval is not MISSING else False
        head = f"<h{min(level, 6)}>{html.escape(shown_label(key))}{_badges(m, changed)}</h{min(level, 6)}>"
        note = f"<p><small>{html.escape(shown_notes(m))}</small></p>" if m["notes"] else ""
        if isinstance(value, dict):
            body = tables_html(value, dval if isinstance(dval, dict) else {}, level + 1, path + (key,))
        else:
            assert isinstance(value, list)  # not plain: an object or a list
            body = _list_table(value, dval if isinstance(dval, list) else [], level + 1, path + (key,))
        parts.append(head + note + body)
    table = ""
    if plain_rows:
        table = ('<table border="1" cellspacing="0" cellpadding="4">' + "".join(plain_rows) + "</table>")
    return table + "".join(parts)


def _list_table(items: Sequence[object], default: Sequence[object], level: int, path: Path = ()) -> str:
    entries = [v for v in items if isinstance(v, dict)]
    if len(entries) != len(items):
        return "".join(f"<p>{html.escape(item_label(i, v))}</p>"
                       + (tables_html(v, {}, level, path + (i,)) if isinstance(v, dict) else
                          html.escape(shown_term(path + (i,), v))) for i, v in enumerate(items))
    columns: list[str] = []
    for item in entries:
        for key in item:
            if not is_meta(key) and key not in columns:
                columns.append(key)
    rows = ["<tr>" + "".join(f"<th>{html.escape(shown_label(c))}</th>" for c in columns) + "<th></th></tr>"]
    for i, item in enumerate(entries):
        was = default[i] if i < len(default) else None
        d = was if isinstance(was, dict) else {}
        m = marks(items, i)
        bg = CONTRA_COLOUR if m["contradiction"] else HOUSE_COLOUR if m["house"] else ""
        style = f' style="background:{bg}"' if bg else ""
        cells: list[str] = []
        for c in columns:
            value = item.get(c, MISSING)
            if value is MISSING:
                cells.append("<td></td>")
            elif is_plain(value):
                cells.append(_cell(value, d.get(c, MISSING) if d else MISSING, path=path + (i, c)))
            else:
                cells.append(f"<td><small>{html.escape(json.dumps(value, ensure_ascii=False))}</small></td>")
        note = html.escape(shown_notes(m))
        rows.append(f"<tr{style}>" + "".join(cells) + f"<td>{_badges(m)}<small>{note}</small></td></tr>")
    return '<table border="1" cellspacing="0" cellpadding="4">' + "".join(rows) + "</table>"
