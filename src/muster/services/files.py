"""Opening and creating campaign files, for the GUI and the CLI (which never touch muster.campaign).

Whatever goes wrong while a file is opened, checked, copied or backed up comes out of here as a
``CampaignFileError`` whose message says what is wrong and what to do, never as a traceback: a file that
made the app fail while opening would otherwise fail again at every start.
"""

from __future__ import annotations

import logging
import os
import sqlite3
from pathlib import Path

from muster.i18n import Msg, Text, english_text, render
from muster.services.core import CampaignService, ServiceError

log = logging.getLogger(__name__)

#: what to do with leftovers that cannot be proven to belong to the file (see ``campaign/leftovers.py``)
ASK, RECOVER, SET_ASIDE = "ask", "recover", "set-aside"

#: errors that reading or writing a damaged file, or a failing disk, may raise from deep inside SQLite or Python
_READ_ERRORS = (sqlite3.Error, OSError, ValueError, KeyError, TypeError, RecursionError, OverflowError, MemoryError)


class CampaignFileError(ServiceError):
    """A campaign that cannot be opened, created or copied; the message says why. Nothing was changed.

    ``backup`` is the newest backup that passes the checks, when the file itself is damaged; ``details`` what the
    checks found, line by line (behind the dialog's "Details" button; empty when the message says it all).
    """

    def __init__(self, message: Text, *, backup: Path | None = None, details: list[str] | None = None):
        super().__init__(message)
        self.backup = backup
        self.details = details or []


def check_campaign_path(path: str | os.PathLike) -> Path:
    """The one check of a campaign's path, before anything reads it (every way in runs it: the window, ``--smoke``,
    ``muster check``, ``muster print``): a regular file, not a device, FIFO or folder, nor a link to one; a loop of
    links is refused. Returns the path; raises ``CampaignFileError`` saying what it is instead."""
    from muster.campaign.errors import CampaignError
    from muster.campaign.inspect import regular_file

    path = Path(path)
    try:
        regular_file(path)
    except CampaignError as exc:
        raise CampaignFileError(exc.message) from None
    return path


def shown_name(path: str | os.PathLike) -> str:
    """A file's name as the GM reads it (bytes that are not text show as "�")."""
    from muster.campaign.inspect import shown

    return shown(path)


class LeftoversQuestion(CampaignFileError):
    """Leftover changes lie beside the file and may not belong to it: the GM decides (see ``open_campaign``)."""

    def __init__(self, message: Text, *, can_recover: bool, can_open_as_is: bool):
        super().__init__(message)
        self.can_recover = can_recover
        self.can_open_as_is = can_open_as_is


def open_campaign(path: str | os.PathLike, *, leftovers: str = ASK) -> CampaignService:
    """Open ``path``; ``leftovers`` says what to do with leftovers that are not provably its own: ``ASK`` raises
    ``LeftoversQuestion`` (nothing changed), ``RECOVER`` applies them, ``SET_ASIDE`` moves them to the backups
    folder and opens the file as it is."""
    from muster.campaign.errors import CampaignError, CorruptCampaign, LeftoversFound
    from muster.campaign.file import CampaignFile

    path = check_campaign_path(path)
    try:
        file = CampaignFile.open(path, leftovers=leftovers)
    except LeftoversFound as exc:
        found = exc.leftovers
        raise LeftoversQuestion(exc.message, can_recover=found.recoverable, can_open_as_is=found.main_usable) \
            from None
    except CorruptCampaign as exc:
        log.warning("refused %s: %s", shown_name(path), "; ".join(english_text(p) for p in exc.problems) or exc)
        details = [render(p) for p in exc.problems] + list(exc.details)
        raise CampaignFileError(exc.message, backup=latest_good_backup(path), details=details) from None
    except CampaignError as exc:
        raise CampaignFileError(exc.message) from None
    except _READ_ERRORS as exc:
        log.exception("opening %s failed", shown_name(path))
        raise CampaignFileError(Msg("Campaign", "“%1” could not be opened: %2.").args(shown_name(path), str(exc)),
                                backup=latest_good_backup(path)) from None
    try:
        return CampaignService(file)
    except _READ_ERRORS as exc:
        file.close()
        log.exception("reading %s failed", shown_name(path))
        raise CampaignFileError(Msg("Campaign", "“%1” could not be read: %2.").args(shown_name(path), str(exc)),
                                backup=latest_good_backup(path)) from None


def latest_good_backup(path: Path) -> Path | None:
    from muster.campaign.backups import latest_good

    try:
        return latest_good(Path(path))
    except _READ_ERRORS:
        return None


def copy_of_backup(backup: Path, damaged: Path) -> Path:
    """A copy of ``backup`` beside the damaged campaign, named after both (the damaged file is left alone)."""
    import shutil
    import time

    from muster.atomic import fit_name, replacing

    stamp = time.strftime("%Y-%m-%d %H.%M", time.localtime(backup.stat().st_mtime))
    # the copy's name in the GM's language of the moment, the campaign's name shortened where it would not fit
    longest = render(Msg("Campaign", "%1 (backup of %2, %3)").args("", stamp, 999)) + ".muster"
    stem = fit_name(damaged.parent, damaged.stem, longest)
    dest = damaged.with_name(render(Msg("Campaign", "%1 (backup of %2)").args(stem, stamp)) + ".muster")
    n = 2
    while dest.exists():
        dest = damaged.with_name(render(Msg("Campaign", "%1 (backup of %2, %3)").args(stem, stamp, n))
                                 + ".muster")
        n += 1
    try:
        with replacing(dest, ".muster", private=True) as tmp:
            shutil.copyfile(backup, tmp)
    except OSError as exc:
        raise CampaignFileError(Msg("Campaign", "The backup could not be copied beside “%1”: %2.")
                                .args(shown_name(damaged), str(exc.strerror or exc))) from None
    return dest


def create_campaign(path: str | os.PathLike) -> CampaignService:
    from muster.campaign.errors import CampaignError
    from muster.campaign.file import CampaignFile

    try:
        return CampaignService(CampaignFile.create(path))
    except CampaignError as exc:
        raise CampaignFileError(exc.message) from None
    except (OSError, sqlite3.Error) as exc:
        raise CampaignFileError(_storage(exc, Path(path), Msg("Campaign", "to create “%1”")) or str(exc)) from None


def create_sample_campaign(path: str | os.PathLike) -> Path:
    from muster.campaign.errors import CampaignError
    from muster.services.sample import create_sample

    try:
        return create_sample(path)
    except CampaignError as exc:
        raise CampaignFileError(exc.message) from None
    except (OSError, sqlite3.Error) as exc:
        raise CampaignFileError(_storage(exc, Path(path), Msg("Campaign", "to create “%1”")) or str(exc)) from None


def save_copy(svc: CampaignService, path: str | os.PathLike) -> Path:
    from muster.campaign.errors import CampaignError

    try:
        return svc.file.save_copy(path)
    except CampaignError as exc:
        raise CampaignFileError(exc.message) from None
    except (OSError, sqlite3.Error) as exc:
        raise CampaignFileError(_storage(exc, Path(path), Msg("Campaign", "to write “%1”")) or str(exc)) from None


def backup(svc: CampaignService, reason: str) -> str | None:
    """Back the campaign up; returns what to tell the GM when the backup could not be made (None when it was),
    in the GM's language."""
    if svc.file.closed or svc.file.read_only:
        return None
    try:
        svc.file.backup(reason)
    except (OSError, sqlite3.Error) as exc:
        log.warning("backup of %s failed: %s", svc.file.path, exc)
        return render(_storage(exc, svc.file.path, Msg("Campaign", "for the automatic backup of “%1”"))
                      or Msg("Campaign", "The automatic backup failed: %1.").args(str(exc)))
    return None


def check(svc: CampaignService) -> list[str]:
    """File ▸ Check File: SQLite's integrity check and all of Muster's own ([] when healthy), in the GM's language."""
    try:
        return svc.file.check()
    except _READ_ERRORS as exc:
        return [render(Msg("Campaign", "the file could not be read to the end (%1)").args(str(exc)))]


def storage_problem(exc: BaseException, svc: CampaignService | None) -> str | None:
    """What to tell the GM when an action failed in the file or the disk (full, failing, read-only, damaged), in
    the GM's language; None when the error is something else. The action itself was rolled back: nothing was
    half-written."""
    orig = getattr(exc, "orig", None)  # SQLAlchemy wraps the sqlite3 error
    cause = orig if isinstance(orig, BaseException) else exc
    if not isinstance(cause, (sqlite3.Error, OSError)):
        return None
    path = svc.file.path if svc is not None else Path(render(Msg("Campaign", "the campaign")))
    return render(_storage(cause, path, Msg("Campaign", "to save this action in “%1”")) or Msg(
        "Campaign", "Muster could not save this action in “%1” (%2). The action was rolled back, so nothing was "
                    "half-written. Use File ▸ Check File, or save a copy and keep working on that.")
        .args(path.name, str(cause)))


def _storage(exc: BaseException, path: Path, doing: Msg) -> Msg | None:
    from muster.campaign.errors import storage_message

    return storage_message(exc, path, doing)


def tidy_up() -> None:
    """At start-up: remove half-written backups and copies that a killed Muster left behind."""
    from muster.campaign.backups import tidy

    try:
        tidy()
    except OSError as exc:
        log.warning("tidying the backups folder failed: %s", exc)


def warm_up(svc: CampaignService) -> None:
    """Load SQLAlchemy, the models and the session factories now (the window calls this once it is up)."""
    if not svc.file.closed:
        import muster.campaign.models  # noqa: F401

        svc.file.sessions  # noqa: B018 (builds the engine and session factory)
        svc.file.read_sessions  # noqa: B018


def same_file(svc: CampaignService | None, path: str | os.PathLike) -> bool:
    if svc is None:
        return False
    try:
        return svc.file.path.resolve() == Path(path).resolve() or os.path.samefile(svc.file.path, path)
    except (OSError, RuntimeError, ValueError):  # a loop of links, a NUL in the name
        return False
