"""Why a campaign file could not be opened, in words a GM understands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.i18n import Msg, Text, TextError

if TYPE_CHECKING:
    from pathlib import Path

    from muster.campaign.leftovers import Leftovers


class CampaignError(TextError):
    """Base class: ``str(exc)`` is the message shown to the user, in the GM's language.

    ``message`` is a ``muster.i18n.Msg`` (context "Campaign"), kept as data until it is shown.
    """


class NotACampaign(CampaignError):
    pass


class CorruptCampaign(CampaignError):
    """The file is damaged; ``problems`` lists what Muster's checks found (for Check File and the log), ``details``
    SQLite's own lines about the damage (behind a "Details" button)."""

    def __init__(self, message: Text, problems: list[Text] | None = None, details: list[str] | None = None):
        super().__init__(message)
        self.problems = problems or []
        self.details = details or []


class NewerCampaign(CampaignError):
    """Saved by a newer Muster; ``version`` is the file's version when known."""

    def __init__(self, message: Text, *, version: int | None = None):
        super().__init__(message)
        self.version = version


class CampaignLocked(CampaignError):
    pass


class UpgradeFailed(CampaignError):
    """An older file could not be upgraded (read-only, full disk, no room for the backup...): it is unchanged."""


class LeftoversFound(CampaignError):
    """Leftover journal files lie beside the campaign and Muster cannot prove they belong to it.

    ``leftovers`` says what was found; the caller asks the GM to recover them or to set them aside.
    """

    def __init__(self, message: Text, leftovers: "Leftovers"):
        super().__init__(message)
        self.leftovers = leftovers


def storage_message(exc: BaseException, path: Path, doing: Msg) -> Msg | None:
    """A GM's sentence for a disk that is full, failing or read-only; None for any other error.

    ``doing`` says what Muster was doing, with ``%1`` for the file's name: ``Msg("Campaign", "to open “%1”")``.
    """
    import errno

    from muster.campaign.inspect import shown

    text = str(exc).lower()
    code = getattr(exc, "errno", None)
    what = doing.args(shown(path))
    if code == errno.ENOSPC or "disk is full" in text or "database or disk is full" in text:
        return Msg("Campaign", "There is not enough free disk space %1. Free some space (or move the campaign to "
                               "another disk) and try again; nothing was lost.").args(what)
    if code in (errno.EROFS, errno.EACCES, errno.EPERM) or "readonly" in text or "read-only" in text:
        return Msg("Campaign", "Muster may not write %1 (the file, its folder or the disk is read-only). Make it "
                               "writable or work on a copy; nothing was lost.").args(what)
    if code == errno.EIO or "disk i/o error" in text or isinstance(exc, OSError):
        return Msg("Campaign", "The disk reported an error %1 (%2). Check the disk or save a copy elsewhere; "
                               "nothing was lost.").args(what, str(exc))
    return None
