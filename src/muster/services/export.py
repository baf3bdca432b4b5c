"""Combat log export: CSV (one row per action, machine-readable) and Markdown.

Both are written in the GM's language of the moment: the log text from each action's message data, the phase,
the dice's purposes and the modifiers' names (a dice record may keep a message's data instead of the English
words). The CSV's column names are identifiers for programs and stay as they are; the Markdown table's headings
are translated.

Each comes in two kinds: the GM's full log (``for_players=False``, the default), and the log "for the players"
(``for_players=True``): only the rows the players may read (``services.visibility.Secrets.allows``: no row of a
hidden unit or naming one, no GM bookkeeping such as hiding units or house rules), numbered 1, 2, 3... instead of
by action id (so the gaps tell nothing of the rows left out), with the GM-only parts of results left out as in
the GM's log.
"""

from __future__ import annotations

import csv
import io
import json
import time
from typing import TYPE_CHECKING, Iterator

from muster.i18n import render, term, term_noop, translate
from muster.services import queries as q
from muster.services.core import CampaignService

if TYPE_CHECKING:
    from muster.services.visibility import Secrets

#: the CSV's header (English; written in the GM's language: a spreadsheet's reader is the GM)
CSV_COLUMNS = (term_noop("Export", "action_id"), term_noop("Export", "time"), term_noop("Export", "battle"),
               term_noop("Export", "round"), term_noop("Export", "phase"), term_noop("Export", "actor"),
               term_noop("Export", "target"), term_noop("Export", "kind"), term_noop("Export", "text"),
               term_noop("Export", "rolls"), term_noop("Export", "modifiers"), term_noop("Export", "result"))
#: the players' CSV: the same columns, numbered by row instead of by action id
PLAYER_CSV_COLUMNS = (term_noop("Export", "row"), *CSV_COLUMNS[1:])


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


def _numbered(svc: CampaignService, flt: q.LogFilter, for_players: bool) -> Iterator[tuple[int, q.LogRow]]:
    """(number, row): every row by its action id for the GM; for the players only the rows they may read,
    numbered from 1."""
    if not for_players:
        for r in _rows(svc, flt):
            yield r.id, r
        return
    from muster.services.visibility import secrets

    kept = secrets(svc)
    number = 0
    for r in _rows(svc, flt):
        if _players_may_read(r, kept):
            number += 1
            yield number, r


def _players_may_read(r: q.LogRow, kept: Secrets) -> bool:
    return kept.allows(r.kind, r.actor_id, r.target_id, r.battle, r.actor, r.target, r.text, format_rolls(r.rolls),
                       format_modifiers(r.modifiers), json.dumps(public(r.result), ensure_ascii=False))


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


def log_csv(svc: CampaignService, flt: q.LogFilter = q.LogFilter(), *, for_players: bool = False) -> str:
    """The log as CSV: the GM's full log, or ``for_players`` only what the players may read."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow([render(term("Export", column)) for column in (PLAYER_CSV_COLUMNS if for_players else CSV_COLUMNS)])
    for number, r in _numbered(svc, flt, for_players):
        writer.writerow([safe_cell(cell) for cell in (
            number, _stamp(r.at), r.battle, "" if r.round is None else r.round, phase_text(r.phase), r.actor, r.target,
            r.kind, r.text, format_rolls(r.rolls), format_modifiers(r.modifiers),
            json.dumps(public(r.result), sort_keys=True))])
    return out.getvalue()


def _md(text: object) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


def log_markdown(svc: CampaignService, flt: q.LogFilter = q.LogFilter(), *, for_players: bool = False) -> str:
    """The log as a Markdown table: the GM's full log, or ``for_players`` only what the players may read."""
    headings = [translate("Export", "#"), translate("Export", "Time"), translate("Export", "Battle"),
                translate("Export", "Round"), translate("Export", "Phase"), translate("Export", "Actor"),
                translate("Export", "Target"), translate("Export", "What happened"), translate("Export", "Dice")]
    lines = ["| " + " | ".join(_md(h) for h in headings) + " |", "|---|---|---|---|---|---|---|---|---|"]
    for number, r in _numbered(svc, flt, for_players):
        cells = [number, _stamp(r.at), r.battle, "" if r.round is None else r.round, phase_text(r.phase),
                 r.actor, r.target, r.text, format_rolls(r.rolls)]
        lines.append("| " + " | ".join(_md(c) for c in cells) + " |")
    return "\n".join(lines) + "\n"
