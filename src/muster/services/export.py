"""Combat log export: CSV (one row per action, machine-readable) and Markdown.

Both are written in the GM's language of the moment: the log text from each action's message data, the phase,
the dice's purposes and the modifiers' names (a dice record may keep a message's data instead of the English
words). The CSV's column names are identifiers for programs and stay as they are; the Markdown table's headings
are translated.
"""

from __future__ import annotations

import csv
import io
import json
import time

from muster.i18n import render, term, term_noop, translate
from muster.services import queries as q
from muster.services.core import CampaignService

#: the CSV's header (English; written in the GM's language: a spreadsheet's reader is the GM)
CSV_COLUMNS = (term_noop("Export", "action_id"), term_noop("Export", "time"), term_noop("Export", "battle"),
               term_noop("Export", "round"), term_noop("Export", "phase"), term_noop("Export", "actor"),
               term_noop("Export", "target"), term_noop("Export", "kind"), term_noop("Export", "text"),
               term_noop("Export", "rolls"), term_noop("Export", "modifiers"), term_noop("Export", "result"))


def format_rolls(rolls: list[dict]) -> str:
    """The dice as the combat log shows them: ``Attack: 2d6 [3+4] +1 Flank = 8; ...`` (purposes and modifier
    names in the GM's language where the record keeps their message)."""
    out = []
    for r in rolls:
        mods = "".join(f" {m['value']:+d} {_modifier_name(m['name'])}" for m in r.get("modifiers", []))
        faces = "+".join(str(f) for f in r["faces"])
        out.append(f"{render(r['purpose'])}: {r['notation']} [{faces}]{mods} = {r['total']}")
    return "; ".join(out)


def format_modifiers(modifiers: list[dict]) -> str:
    return ", ".join(f"{_modifier_name(m['name'])} {m['value']:+d}" for m in modifiers)


def _modifier_name(name) -> str:
    """A modifier's name in the GM's language: its message, or a plain name looked up as a rules term."""
    return render(term("Rules", name) if isinstance(name, str) else name)


def phase_text(phase: str) -> str:
    """A logged phase name (the rules' English term) in the GM's language."""
    return render(term("Rules", phase)) if phase else ""


def _rows(svc: CampaignService, flt: q.LogFilter):
    ids = q.log_ids(svc, flt)
    for start in range(0, len(ids), 1000):
        chunk = ids[start:start + 1000]
        rows = q.log_rows(svc, chunk)
        for action_id in chunk:
            yield rows[action_id]


def public(value):
    """``value`` without any ``gm_only`` entries, at any depth: exports are for players too."""
    if isinstance(value, dict):
        return {k: public(v) for k, v in value.items() if k != "gm_only"}
    if isinstance(value, list):
        return [public(v) for v in value]
    return value


def _stamp(at: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(at))


#: a cell a spreadsheet would read as a formula (OWASP, "CSV injection")
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def safe_cell(value):
    """``value`` as a spreadsheet shows it but never runs it: text starting like a formula gets a leading
    apostrophe (OWASP's rule), so ``=HYPERLINK(...)`` in a unit's name stays text. Numbers are left alone."""
    if isinstance(value, str) and value.startswith(FORMULA_START):
        return "'" + value
    return value


def log_csv(svc: CampaignService, flt: q.LogFilter = q.LogFilter()) -> str:
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow([render(term("Export", column)) for column in CSV_COLUMNS])
    for r in _rows(svc, flt):
        writer.writerow([safe_cell(cell) for cell in (
            r.id, _stamp(r.at), r.battle, "" if r.round is None else r.round, phase_text(r.phase), r.actor, r.target,
            r.kind, r.text, format_rolls(r.rolls), format_modifiers(r.modifiers),
            json.dumps(public(r.result), sort_keys=True))])
    return out.getvalue()


def _md(text: str) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


def log_markdown(svc: CampaignService, flt: q.LogFilter = q.LogFilter()) -> str:
    headings = [translate("Export", "#"), translate("Export", "Time"), translate("Export", "Battle"),
                translate("Export", "Round"), translate("Export", "Phase"), translate("Export", "Actor"),
                translate("Export", "Target"), translate("Export", "What happened"), translate("Export", "Dice")]
    lines = ["| " + " | ".join(_md(h) for h in headings) + " |", "|---|---|---|---|---|---|---|---|---|"]
    for r in _rows(svc, flt):
        cells = [r.id, _stamp(r.at), r.battle, "" if r.round is None else r.round, phase_text(r.phase),
                 r.actor, r.target, r.text, format_rolls(r.rolls)]
        lines.append("| " + " | ".join(_md(c) for c in cells) + " |")
    return "\n".join(lines) + "\n"
