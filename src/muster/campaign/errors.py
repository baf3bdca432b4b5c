"""Why a campaign file could not be opened, in words a GM understands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.i18n import Text, TextError

if TYPE_CHECKING:
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
