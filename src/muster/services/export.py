"""Combat log export: CSV (one row per action, machine-readable) and Markdown."""

from __future__ import annotations

import csv
import io
import json
import time

from muster.services import queries as q
from muster.services.core import CampaignService

CSV_COLUMNS = ("action_id", "time", "battle", "round", "phase", "actor", "target", "kind", "text",
               "rolls", "modifiers", "result")


def format_rolls(rolls: list[dict]) -> str:
    out = []
    for r in rolls:
        mods = "".join(f" {m['value']:+d} {m['name']}" for m in r.get("modifiers", []))
        faces = "+".join(str(f) for f in r["faces"])
        out.append(f"{r['purpose']}: {r['notation']} [{faces}]{mods} = {r['total']}")
    return "; ".join(out)


def format_modifiers(modifiers: list[dict]) -> str:
    return ", ".join(f"{m['name']} {m['value']:+d}" for m in modifiers)


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
    writer.writerow(CSV_COLUMNS)
    for r in _rows(svc, flt):
        writer.writerow([safe_cell(cell) for cell in (
            r.id, _stamp(r.at), r.battle, "" if r.round is None else r.round, r.phase, r.actor, r.target, r.kind,
            r.text, format_rolls(r.rolls), format_modifiers(r.modifiers), json.dumps(public(r.result),
                                                                                    sort_keys=True))])
    return out.getvalue()


def _md(text: str) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


def log_markdown(svc: CampaignService, flt: q.LogFilter = q.LogFilter()) -> str:
    lines = ["| # | Time | Battle | Round | Phase | Actor | Target | What happened | Dice |",
             "|---|---|---|---|---|---|---|---|---|"]
    for r in _rows(svc, flt):
        cells = [r.id, _stamp(r.at), r.battle, "" if r.round is None else r.round, r.phase, r.actor, r.target,
                 r.text, format_rolls(r.rolls)]
        lines.append("| " + " | ".join(_md(c) for c in cells) + " |")
    return "\n".join(lines) + "\n"
