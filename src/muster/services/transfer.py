"""Import and export: one versioned JSON file per scenario, force or library; rosters from CSV.

The file format is published as a JSON Schema in ``resources/schemas/muster-transfer-1.schema.json``.
On import a file is, in order: refused if larger than :data:`MAX_BYTES`; parsed as plain JSON
(``json.loads`` only: nothing in a file is ever run; NaN/Infinity refused); validated against the
published schema (errors name the field by its JSON path, ``$.scenario.sides[0].forces[1].name``);
and its unit states checked by their rules engines. Only then is anything written, in one transaction
(one undoable campaign action, or one library transaction): a refused file leaves nothing behind.
"""

from __future__ import annotations

import copy
import csv
import io
import json
import os
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, NamedTuple

from sqlalchemy import func, select

from muster import systems
from muster.campaign.models import Force, Side, Unit
from muster.i18n import Msg, Num, Text, english_text, render, term
from muster.inputs import reason
from muster.services.core import CampaignService, ServiceError
from muster.services.systems import action_tables, campaign_tables, initial_state, status_of
from muster.services.transfer_schema import VERSION, TransferError, validate

if TYPE_CHECKING:
    from muster.services.library import Library

FORMAT = "muster"
MAX_BYTES = 32 * 1024 * 1024
MAX_CSV_ROWS = 5000
MAX_CELL_BYTES = 1024 * 1024
KINDS = ("scenario", "force", "library")


# ---- reading a file ---------------------------------------------------------------------------------------

def parse(data: bytes | str, *, name: Text | None = None) -> dict:
    """Parse and validate a transfer document (bytes or text); TransferError says what is wrong.

    ``name`` says what the document is in the messages (a file's name), "the file" if not given."""
    from muster.inputs import InputError, load_json

    if name is None:
        name = Msg("Errors", "the file")
    try:
        doc = load_json(data, max_bytes=MAX_BYTES, name=name)
    except InputError as exc:
        raise TransferError(exc.full) from None
    if not isinstance(doc, dict):
        raise TransferError(Msg("Errors", "$: %1 is not a Muster file (the top level must be an object).").args(name))
    if doc.get("format") != FORMAT:
        raise TransferError(Msg("Errors", "$.format: %1 is not a Muster export (expected \"format\": \"muster\").")
                            .args(name))
    version = doc.get("version")
    if type(version) is not int:
        found = json.dumps(version)[:20] if version is not None else Msg("Errors", "nothing")
        raise TransferError(Msg("Errors", "$.version: must be a whole number such as %1, found %2.")
                            .args(VERSION, found))
    if version > VERSION:
        raise TransferError(Msg("Errors", "$.version: %1 was written by a newer Muster (file version %2; this Muster "
                                          "reads up to %3). Update Muster to import it.").args(name, version, VERSION))
    try:
        validate(doc)
    except RecursionError:
        raise TransferError(Msg("Errors", "%1 is nested too deeply to be a Muster file.").args(name)) from None
    return doc


def _quoted(name: str) -> Msg:
    """A file's name in quotation marks (“orders.json”), as the GM's language quotes."""
    return Msg("Errors", "“%1”").args(name)


def read_file(path: str | os.PathLike) -> dict:
    path = Path(path)
    check_regular(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise TransferError(Msg("Errors", "%1 is too large (%2 MB; the limit is %3 MB).")
                                .args(_quoted(path.name), Num(size / 1048576, 1), Num(MAX_BYTES / 1048576, 0)))
        data = path.read_bytes()
    except FileNotFoundError:
        raise TransferError(Msg("Errors", "“%1” does not exist.").args(str(path))) from None
    except IsADirectoryError:
        raise TransferError(Msg("Errors", "“%1” is a folder, not a file.").args(str(path))) from None
    except OSError as exc:
        raise TransferError(Msg("Errors", "“%1” cannot be read: %2.").args(str(path), str(exc.strerror))) from None
    return parse(data, name=_quoted(path.name))


def check_regular(path: Path) -> None:
    """Refuse a FIFO, device or folder by ``stat``, before reading (a FIFO would hang the read forever)."""
    import stat

    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        raise TransferError(Msg("Errors", "“%1” does not exist.").args(str(path))) from None
    except OSError as exc:
        raise TransferError(Msg("Errors", "“%1” cannot be read: %2.").args(str(path), str(exc.strerror or exc))) \
            from None
    if stat.S_ISDIR(mode):
        raise TransferError(Msg("Errors", "“%1” is a folder, not a file.").args(str(path)))
    if not stat.S_ISREG(mode):
        raise TransferError(Msg("Errors", "“%1” is not a regular file (a pipe or a device); Muster did not read it.")
                            .args(path.name))


def check_stored(value, path: str = "$") -> None:
    """The one set of rules for what a transfer file holds, applied both ways (:mod:`muster.inputs`: names without
    control characters and within their length, numbers within their ranges, text without lone surrogates): to what
    an import is about to store, once its engine has read it (an order given as text is stored as ``{"name": ...}``),
    and to what an export writes. So whatever is imported exports, and whatever is exported imports. Raises
    InputError naming the JSON path."""
    from muster.inputs import check

    check(value, path)


def _stored_or_refused(value, path: str) -> None:
    from muster.inputs import InputError

    try:
        check_stored(value, path)
    except InputError as exc:
        raise TransferError(exc.full) from None


def _exportable(doc: dict) -> dict:
    """``doc`` if its import would take it; otherwise a TransferError naming the field (nothing is written)."""
    from muster.inputs import InputError

    try:
        check_stored(doc)
    except InputError as exc:
        raise TransferError(Msg("Errors", "This cannot be exported as it is (%1). Correct it, then export again.")
                            .args(exc.full)) from None
    return doc


def _with_path(exc: ServiceError) -> TransferError:
    message = reason(exc)
    return TransferError(message if english_text(message).startswith("$") else Msg("Errors", "$.%1").args(message))


# ---- writing a file -----------------------------------------------------------------------------------------

def _document(kind: str, **body) -> dict:
    from muster import __version__

    return {"format": FORMAT, "version": VERSION, "kind": kind, "application": f"Muster {__version__}",
            "exported": time.strftime("%Y-%m-%dT%H:%M:%S"), **body}


def dumps(doc: dict) -> str:
    return json.dumps(doc, ensure_ascii=False, indent=1, sort_keys=False) + "\n"


def write_file(doc: dict, path: str | os.PathLike) -> Path:
    """Write ``doc`` beside ``path`` and move it in whole (no half-written export)."""
    from muster.atomic import write_text

    path = Path(path)
    try:
        return write_text(path, dumps(doc))
    except OSError as exc:
        raise TransferError(Msg("Errors", "Cannot write “%1”: %2.").args(str(path), str(exc.strerror or exc))) from None


# ---- export ---------------------------------------------------------------------------------------------------

def export_scenario(svc: CampaignService, scenario_id: int) -> dict:
    from muster.services.scenarios import get_scenario

    return _exportable(_document("scenario", scenario=get_scenario(svc, scenario_id)))


def export_force(svc: CampaignService, force_id: int) -> dict:
    with svc.file.read_sessions() as s:
        force = s.get(Force, force_id)
        if force is None:
            raise ServiceError(Msg("Errors", "There is no force #%1 in this campaign.").args(str(force_id)))
        side = s.get(Side, force.side_id)
        if side is None:  # (a damaged file: the force's side is gone)
            raise ServiceError(Msg("Errors", "There is no side #%1 in this campaign.").args(str(force.side_id)))
        units = s.scalars(select(Unit).where(Unit.force_id == force.id).order_by(Unit.position, Unit.id)).all()
        body = {"name": force.name, "side": side.name, "colour": side.colour,
                "units": [{"name": u.name, "system": u.system, "state": copy.deepcopy(u.state)} for u in units]}
    return _exportable(_document("force", force=body))


def export_library(library: Library, ids: list[int] | None = None) -> dict:
    return _exportable(_document("library", templates=[t.to_dict() for t in library.templates(ids)]))


# ---- import -----------------------------------------------------------------------------------------------------

def import_scenario(svc: CampaignService, doc: dict) -> int:
    from muster.services.scenarios import normalise_scenario, save_scenario

    _expect(doc, "scenario")
    try:
        data = normalise_scenario(doc["scenario"])
    except ServiceError as exc:
        raise _with_path(exc) from None
    _stored_or_refused(data, "$.scenario")
    return save_scenario(svc, data)


def import_force(svc: CampaignService, doc: dict, side_id: int | None = None) -> int:
    """Add the file's force (with its units) to ``side_id``, or to the side named in the file: one action."""
    _expect(doc, "force")
    body = doc["force"]
    units = []
    for i, unit in enumerate(body["units"]):
        try:
            state = initial_state(unit["system"], copy.deepcopy(unit["state"]), campaign_tables(svc, unit["system"]))
        except ServiceError as exc:
            raise TransferError(Msg("Errors", "%1: %2").args(f"$.force.units[{i}].state", reason(exc))) from None
        except (ValueError, TypeError, KeyError, OverflowError, RecursionError) as exc:
            raise TransferError(Msg("Errors", "%1: not a valid %2 unit (%3).")
                                .args(f"$.force.units[{i}].state", unit["system"], reason(exc))) from None
        _stored_or_refused(state, f"$.force.units[{i}].state")
        units.append((unit["name"].strip(), unit["system"], state))
    name = body["name"].strip()
    with svc.action("import-force", Msg("Log", "Import force %1").args(name)) as act:
        if side_id is not None:
            side = act.get(Side, side_id, "side")
        else:
            side = _side_named(act, (body.get("side") or _imported()).strip(), body.get("colour", ""))
        force = act.insert(Force(side_id=side.id, name=name, position=_max(act, Force.position,
                                                                            Force.side_id == side.id) + 1))
        from muster.services.roster import unique_name, unit_names

        taken = unit_names(act)
        for pos, (unit_name, system, state) in enumerate(units, start=1):
            act.insert(Unit(force_id=force.id, name=unique_name(unit_name, taken), system=system, state=state,
                            status=status_of(system, state, action_tables(act, system)), position=pos))
        act.describe(Msg("Log", "Force %1 imported into %2 (%n units)", None, len(units)).args(name, side.name))
    return force.id


def import_library(library: Library, doc: dict) -> list[int]:
    from muster.services.library import normalise_template

    _expect(doc, "library")
    try:
        for i, template in enumerate(doc["templates"]):  # as the library will keep them, so as it will export them
            _stored_or_refused(normalise_template(template, f"$.templates[{i}]"), f"$.templates[{i}]")
        return library.add_many(doc["templates"], path="$.templates")
    except ServiceError as exc:
        raise _with_path(exc) from None


class Imported(NamedTuple):
    """What :func:`import_document` made: the document's kind and the new scenario id, force id or template ids."""

    kind: str
    what: int | list[int]


def import_document(svc: CampaignService | None, library: Library, doc: dict, side_id: int | None = None) -> Imported:
    """Import any kind of document; returns ``(kind, what)`` (the new scenario id, force id or template ids)."""
    kind = doc["kind"]
    if kind == "library":
        return Imported(kind, import_library(library, doc))
    if svc is None:
        raise TransferError(Msg("Errors", "Open a campaign first: a scenario is imported into a campaign.")
                            if kind == "scenario" else
                            Msg("Errors", "Open a campaign first: a force is imported into a campaign."))
    if kind == "scenario":
        return Imported(kind, import_scenario(svc, doc))
    return Imported(kind, import_force(svc, doc, side_id))


def _expect(doc: dict, kind: str) -> None:
    if doc.get("kind") != kind:
        raise TransferError(Msg("Errors", "$.kind: this file holds a %1, not a %2.").args(str(doc.get("kind")), kind))


def _max(act, column, where) -> int:
    return act.s.scalar(select(func.max(column)).where(where)) or 0


def _side_named(act, name: str, colour: str = "") -> Side:
    side = act.s.scalars(select(Side).where(Side.name == name).order_by(Side.id).limit(1)).first()
    if side is None:
        side = act.insert(Side(name=name, colour=colour or "", position=_max(act, Side.position, True) + 1))
    return side


def _force_named(act, side: Side, name: str, made: dict) -> Force:
    key = (side.id, name)
    if key not in made:
        force = act.s.scalars(select(Force).where(Force.side_id == side.id, Force.name == name)
                              .order_by(Force.id).limit(1)).first()
        if force is None:
            force = act.insert(Force(side_id=side.id, name=name,
                                     position=_max(act, Force.position, Force.side_id == side.id) + 1))
        made[key] = force
    return made[key]


# ---- CSV rosters ----------------------------------------------------------------------------------------------------

CSV_FIXED = ("name", "system", "side", "force")


def _cell(text: str, where: str = "$"):
    """A CSV cell as a state value: whole numbers, decimals, yes/no, JSON lists/objects, or text.

    Numbers are held to the ranges of :mod:`muster.inputs`; a refusal names ``where`` (the row and column)."""
    from muster.inputs import InputError, decimal_number, load_json, whole_number

    text = text.strip()
    low = text.lower()
    if low in ("true", "yes"):
        return True
    if low in ("false", "no"):
        return False
    try:
        if re.fullmatch(r"[+-]?\d+", text):
            return whole_number(text, where)
        if re.fullmatch(r"[+-]?(\d+\.\d*|\.\d+)", text):
            return decimal_number(text, where)
    except InputError as exc:
        raise TransferError(exc.full) from None
    if text[:1] in "[{":
        try:
            return load_json(text, max_bytes=MAX_CELL_BYTES, name=Msg("Errors", "the cell"))
        except InputError as exc:
            if not exc.syntax:
                raise TransferError(Msg("Errors", "%1: %2 (%3)").args(where, exc.detail, exc.path) if exc.path
                                    else Msg("Errors", "%1: %2").args(where, exc.detail)) from None
    return text


def _imported() -> str:
    """The side and force that imported units without one go to, named in the GM's language of the moment."""
    return render(Msg("Log", "Imported"))


@dataclass(frozen=True)
class CsvUnit:
    """One checked row of a roster spreadsheet: the unit's name, rules, side and force, and its engine's state."""

    name: str
    system: str
    side: str
    force: str
    state: dict
    ignored: tuple[str, ...] = ()  # fields the row gave that its rules do not use (left out)


@dataclass(frozen=True)
class CsvImport:
    """What a roster import added: the new units' ids, and the columns no unit's rules use (the GM is told)."""

    ids: list[int]
    ignored: list[str]


@dataclass(frozen=True)
class _Header:
    columns: list[str]  # as written (trimmed)
    lowered: list[str]  # as matched ("rules" read as "system")


def read_roster_csv(text: str, tables: Callable[[str], Any] | None = None) -> list[CsvUnit]:
    """Rows of a roster spreadsheet, all checked (under ``tables(system)``: the campaign's rules tables; by default the
    bundled ones).

    The header row names the fields. ``name`` is required; ``system`` (default generic), ``side``
    and ``force`` (default "Imported") are optional. Every other column is a field of the unit's
    state; a column ``bucs.quality`` (system, dot, field) applies only to that system's rows, a plain
    column ``quality`` to every row. Empty cells are left out (the engine's default applies).
    """
    from muster.inputs import InputError, check

    if len(text.encode("utf-8", "surrogatepass")) > MAX_BYTES:
        raise TransferError(Msg("Errors", "The CSV file is too large (the limit is %1 MB).")
                            .args(Num(MAX_BYTES / 1048576, 0)))
    text = text.lstrip("\ufeff")
    try:
        dialect: type[csv.Dialect] = csv.Sniffer().sniff(text[:4096], delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel
    # strict: a stray quote is an error, not a field that swallows the rest of the file
    reader = csv.reader(io.StringIO(text), dialect, strict=True)
    header = _csv_header(reader)
    row_start = reader.line_num  # the line where the row began
    rows: list[CsvUnit] = []
    try:
        for number, cells in enumerate(reader, start=2):
            try:
                check(cells, f"CSV row {number}", nul_anywhere=True)
            except InputError as exc:
                raise TransferError(Msg("Errors", "CSV line %1: %2").args(row_start + 1, exc.detail)) from None
            row_start = reader.line_num
            if not any(c.strip() for c in cells):
                continue
            if len(rows) >= MAX_CSV_ROWS:
                raise TransferError(Msg("Errors", "The CSV file has more than %1 units; split it.").args(MAX_CSV_ROWS))
            rows.append(_csv_unit(header, number, cells, tables))
    except csv.Error as exc:
        raise TransferError(Msg("Errors", "CSV line %1: %2.").args(row_start + 1, _csv_problem(exc))) from None
    if not rows:
        raise TransferError(Msg("Errors", "The CSV file has a header row but no units."))
    return rows


def _csv_header(reader) -> _Header:
    """The first row: the columns, each named once, ``name`` among them, a dotted one of a known system."""
    from muster.inputs import InputError, check

    try:
        header = next(reader)
    except StopIteration:
        raise TransferError(Msg("Errors", "The CSV file is empty: the first row must name the columns (name, system, "
                                          "…).")) from None
    except csv.Error as exc:
        raise TransferError(Msg("Errors", "CSV line %1: %2.").args(1, _csv_problem(exc))) from None
    try:
        check(header, "CSV row 1", nul_anywhere=True)
    except InputError as exc:
        raise TransferError(Msg("Errors", "CSV line %1: %2").args(1, exc.detail)) from None
    columns = [h.strip() for h in header]
    lowered = [c.lower() for c in columns]
    if "rules" in lowered and "system" not in lowered:  # the roster's column is called "Rules" on screen
        lowered[lowered.index("rules")] = "system"
    if "name" not in lowered:
        raise TransferError(Msg("Errors", "CSV row 1: there is no “name” column (the first row must name the "
                                          "columns)."))
    for i, column in enumerate(columns):
        if not column:
            raise TransferError(Msg("Errors", "CSV row 1, column %1: the column has no name.").args(i + 1))
        if lowered.count(column.lower()) > 1:
            raise TransferError(Msg("Errors", "CSV row 1: the column “%1” appears twice.").args(column))
        if "." in column:
            system = column.split(".", 1)[0].lower()
            if systems.find(system) is None:
                raise TransferError(Msg("Errors", "CSV row 1, column “%1”: '%2' is not a rules system (%3).")
                                    .args(column, system, ", ".join(systems.keys())))
    return _Header(columns, lowered)


def _csv_unit(header: _Header, number: int, cells: list[str], tables: Callable[[str], Any] | None) -> CsvUnit:
    """One row (``number`` as the spreadsheet counts) as a checked unit; a refusal names the row and column."""
    from muster.inputs import InputError, check_name

    columns, lowered = header.columns, header.lowered
    if len(cells) > len(columns):
        raise TransferError(Msg("Errors", "CSV row %1: %2 cells but only %3 named columns.")
                            .args(number, len(cells), len(columns)))
    values = {lowered[i]: cells[i] for i in range(len(cells))}
    original = {lowered[i]: columns[i] for i in range(len(columns))}
    name = values.get("name", "").strip()
    if not name:
        raise TransferError(Msg("Errors", "CSV row %1, column “name”: the unit needs a name.").args(number))
    placed = {}
    for key in ("name", "side", "force"):  # the same name rules as JSON import and export
        if values.get(key, "").strip():
            try:
                placed[key] = check_name(values[key], f"CSV row {number}, column “{original[key]}”")
            except InputError as exc:
                raise TransferError(exc.full) from None
    system = _system_key(values.get("system", "")) or "generic"
    if systems.find(system) is None:
        raise TransferError(Msg("Errors", "CSV row %1, column “system”: '%2' is not a rules system (%3).")
                            .args(number, system, ", ".join(systems.keys())))
    given = _csv_fields(values, original, system, number)
    state = _csv_state(given, system, number, name, tables(system) if tables is not None else None)
    return CsvUnit(name=placed["name"], system=system, side=placed.get("side") or _imported(),
                   force=placed.get("force") or _imported(), state=state,
                   ignored=tuple(f for f in given if f not in state))


def _csv_fields(values: dict[str, str], original: dict[str, str], system: str, number: int) -> dict:
    """The row's own state fields: its non-empty cells outside the fixed columns (another system's left out)."""
    state: dict = {}
    for key, raw in values.items():
        if key in CSV_FIXED or not raw.strip():
            continue
        column = original[key]
        if "." in column:
            col_system, field = column.split(".", 1)
            if col_system.lower() != system:
                continue
        else:
            field = column
        state[field] = _cell(raw, f"CSV row {number}, column “{column}”")
    return state


def _csv_state(given: dict, system: str, number: int, name: str, tables: Any) -> dict:
    """The row's fields as its engine keeps them (defaults filled in), and as a transfer file may hold them."""
    from muster.inputs import InputError

    try:
        state = initial_state(system, dict(given), tables)
        check_stored(state, "$")
    except InputError as exc:
        raise TransferError(Msg("Errors", "CSV row %1 (%2): %3").args(number, name, exc.full)) from None
    except ServiceError as exc:
        raise TransferError(Msg("Errors", "CSV row %1 (%2): %3").args(number, name, reason(exc))) from None
    except (ValueError, TypeError, KeyError, OverflowError, RecursionError) as exc:
        raise TransferError(Msg("Errors", "CSV row %1 (%2): not a valid %3 unit (%4).")
                            .args(number, name, system, reason(exc))) from None
    return state


def _system_key(text: str) -> str:
    """A rules system named by its key, its label or its short label ("bucs", "BUCS unit combat", "BUCS"), in English
    or in the GM's language."""
    text = text.strip().lower()
    for spec in systems.all():
        names = (spec.key, spec.label, spec.short_label, render(term("Rules", spec.label)),
                 render(term("Rules", spec.short_label)))
        if text in (n.lower() for n in names):
            return spec.key
    return text


def ignored_csv_columns(rows: list[CsvUnit]) -> list[str]:
    """Columns of a read roster that no unit's rules use (misspelt or of no system): the GM is told."""
    used = {f for row in rows for f in row.state}
    return sorted({f for row in rows for f in row.ignored if f not in used})


def _csv_problem(exc: csv.Error) -> Text:
    text = str(exc)
    if "unexpected end of data" in text:
        return Msg("Errors", "a quote opened on this line is never closed (it would swallow the rest of the file)")
    if "expected after" in text:
        return Msg("Errors", "a closing quote is followed by more text in the same cell (double a quote inside a "
                             "quoted cell: \"\")")
    return text


def import_roster_csv(svc: CampaignService, text: str) -> CsvImport:
    """Add every row of a roster spreadsheet as a unit (sides and forces by name): one undoable action.

    The text is read once: the result names the new units and the columns that were left out."""
    rows = read_roster_csv(text, lambda system: campaign_tables(svc, system))  # under the campaign's house rules
    ids = []
    from muster.services.roster import unique_name, unit_names

    with svc.action("import-csv", Msg("Log", "Import %n unit(s) from CSV", None, len(rows))) as act:
        taken = unit_names(act)
        made: dict = {}
        sides: dict[str, Side] = {}
        for row in rows:
            side = sides.get(row.side) or _side_named(act, row.side)
            sides[row.side] = side
            force = _force_named(act, side, row.force, made)
            unit = act.insert(Unit(force_id=force.id, name=unique_name(row.name, taken), system=row.system,
                                   state=row.state,
                                   status=status_of(row.system, row.state, action_tables(act, row.system)),
                                   position=_max(act, Unit.position, Unit.force_id == force.id) + 1))
            ids.append(unit.id)
        act.describe(Msg("Log", "%n unit(s) imported from a spreadsheet", None, len(rows)))
    return CsvImport(ids, ignored_csv_columns(rows))
