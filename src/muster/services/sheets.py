"""Read functions for printed sheets: a campaign opened read-only, battles, forces and units found by name,
the units of a battle by side.

:func:`reading` never writes the campaign file: it copies the file through a read-only SQLite connection (the
backup API, so a consistent copy even of a WAL file) into a temporary folder and opens the copy; an older file
is migrated in the copy only. A campaign open in a Muster window is locked and is refused with a message.
"""

from __future__ import annotations

import os
import sqlite3
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

from muster.i18n import Msg, join, render
from muster.services import queries as q
from muster.services.core import CampaignService, ServiceError
from muster.services.files import CampaignFileError, open_campaign


class NotFound(ServiceError):
    """A name that matches nothing (or more than one thing); the message lists what there is."""


@contextmanager
def reading(path: str | os.PathLike) -> Iterator[CampaignService]:
    """The campaign at ``path`` for reading, without writing a byte of it; CampaignFileError says why not."""
    path = Path(path)
    if not path.exists():
        raise CampaignFileError(render(Msg("Errors", "“%1” does not exist.").args(str(path))))
    if path.is_dir():
        raise CampaignFileError(render(Msg("Errors", "“%1” is a folder, not a campaign file.").args(str(path))))
    with tempfile.TemporaryDirectory(prefix="muster-print-") as folder:
        copy = Path(folder) / path.name
        _copy_read_only(path, copy)
        svc = open_campaign(copy)
        try:
            yield svc
        finally:
            svc.file.close()


def _copy_read_only(path: Path, copy: Path) -> None:
    import shutil

    try:
        with open(path, "rb") as fh:
            head = fh.read(16)
    except OSError as exc:
        raise CampaignFileError(render(_unreadable(str(path), exc.strerror))) from None
    if head != b"SQLite format 3\x00":  # not a database: let the campaign check name the problem
        shutil.copyfile(path, copy)
        return
    # A read-only connection to a WAL file makes its -wal and -shm beside it if they are missing; take them away
    # again afterwards (they are empty), so printing leaves the campaign's folder as it found it.
    made = [Path(f"{path}{suffix}") for suffix in ("-wal", "-shm") if not Path(f"{path}{suffix}").exists()]
    try:
        _backup(path, copy)
    finally:
        for extra in made:
            try:
                if extra.exists() and (extra.name.endswith("-shm") or extra.stat().st_size == 0):
                    extra.unlink()
            except OSError:
                pass


def _backup(path: Path, copy: Path) -> None:
    import shutil

    uri = f"file:{quote(str(path.resolve()))}?mode=ro"
    try:
        src = sqlite3.connect(uri, uri=True, timeout=0.2)
    except sqlite3.Error as exc:
        raise CampaignFileError(render(_unreadable(path.name, exc))) from None
    try:
        src.execute("SELECT count(*) FROM sqlite_master").fetchone()  # a locked file says so here (backup would wait)
        dst = sqlite3.connect(copy)
        try:
            src.backup(dst)
        finally:
            dst.close()
    except sqlite3.OperationalError as exc:
        if "locked" in str(exc) or "busy" in str(exc):
            raise CampaignFileError(render(Msg("Errors", "“%1” is open in Muster (or another program). Print it "
                                               "from that window (File ▸ Print…), or close it there first.")
                                           .args(path.name))) from None
        raise CampaignFileError(render(_unreadable(path.name, exc))) from None
    except sqlite3.DatabaseError:
        shutil.copyfile(path, copy)  # damaged: the campaign check names the problem
    finally:
        src.close()


def _unreadable(name: str, why: object) -> Msg:
    return Msg("Errors", "“%1” cannot be read: %2.").args(name, str(why))


# ---- finding things by name ------------------------------------------------------------------------------
def _same(a: str, b: str) -> bool:
    return a.strip().casefold() == b.strip().casefold()


def _listing(none: Msg, some: Msg, names: list[str]) -> Msg:
    """``none`` if there are no ``names``, else ``some`` listing them (its ``%1``)."""
    return some.args(join(names, "; ")) if names else none


def find_battle(svc: CampaignService, name: str) -> q.BattleRow:
    battles = q.battles(svc)
    found = [b for b in battles if _same(b.name, name)]
    if len(found) == 1:
        return found[0]
    count = len(found)
    if found:  # two or more
        raise NotFound(Msg("Errors", "%n battles are called “%1”; rename one in Muster first.", None, count)
                       .args(name))
    listing = _listing(Msg("Errors", "This campaign has no battles."), Msg("Errors", "The battles are: %1."),
                       [b.name for b in battles])
    raise NotFound(Msg("Errors", "No battle is called “%1”. %2").args(name, listing))


def find_force(svc: CampaignService, name: str) -> q.ForceRow:
    sides, forces, _ = q.roster(svc)
    side_names = {s.id: s.name for s in sides}
    found = [f for f in forces if _same(f.name, name)]
    if len(found) == 1:
        return found[0]
    count = len(found)
    if found:  # two or more
        raise NotFound(Msg("Errors", "%n forces are called “%1” (of %2); rename one in Muster first.", None, count)
                       .args(name, join([side_names.get(f.side_id, "?") for f in found], ", ")))
    listing = _listing(Msg("Errors", "This campaign has no forces."), Msg("Errors", "The forces are: %1."),
                       [f"{f.name} ({side_names.get(f.side_id, '')})" for f in forces])
    raise NotFound(Msg("Errors", "No force is called “%1”. %2").args(name, listing))


def find_unit(svc: CampaignService, name: str) -> q.UnitRow:
    _, forces, units = q.roster(svc)
    force_names = {f.id: f.name for f in forces}
    order = {f.id: i for i, f in enumerate(forces)}
    units = sorted(units, key=lambda u: order.get(u.force_id, len(order)))
    found = [u for u in units if _same(u.name, name)]
    if len(found) == 1:
        return found[0]
    count = len(found)
    if found:  # two or more
        raise NotFound(Msg("Errors", "%n units are called “%1” (in %2); print their force with --force instead.",
                           None, count).args(name, join([force_names.get(u.force_id, "?") for u in found], ", ")))
    listing = _listing(Msg("Errors", "This campaign has no units."), Msg("Errors", "The units are: %1."),
                       [f"{u.name} ({force_names.get(u.force_id, '')})" for u in units])
    raise NotFound(Msg("Errors", "No unit is called “%1”. %2").args(name, listing))


# ---- what a battle sheet lists ---------------------------------------------------------------------------
@dataclass(frozen=True)
class SideUnits:
    side_id: int | None
    side: str
    colour: str
    units: tuple[tuple[q.UnitRow, str], ...]  # (unit, its force's name), in the battle's order


def battle_sides(svc: CampaignService, battle_id: int) -> tuple[q.BattleRow, tuple[SideUnits, ...]]:
    """The battle and its units grouped by side (sides in roster order, units in initiative order)."""
    battle = q.battle(svc, battle_id)
    if battle is None:
        raise ServiceError(Msg("Errors", "That battle no longer exists."))
    sides, forces, units = q.roster(svc)
    by_id = {u.id: u for u in units}
    force_of = {f.id: f for f in forces}
    grouped: dict[int | None, list[tuple[q.UnitRow, str]]] = {}
    for uid in battle.initiative:
        unit = by_id.get(uid)
        if unit is None:
            continue
        force = force_of.get(unit.force_id)
        grouped.setdefault(force.side_id if force else None, []).append((unit, force.name if force else ""))
    out = [SideUnits(s.id, s.name, s.colour, tuple(grouped[s.id])) for s in sides if s.id in grouped]
    if None in grouped:
        out.append(SideUnits(None, "", "", tuple(grouped[None])))
    return battle, tuple(out)


def force_units(svc: CampaignService, force_id: int) -> list[q.UnitRow]:
    return [u for u in q.roster(svc)[2] if u.force_id == force_id]
