"""Why a campaign file could not be opened, in words a GM understands."""


class CampaignError(Exception):
    """Base class: ``str(exc)`` is the message shown to the user."""


class NotACampaign(CampaignError):
    pass


class CorruptCampaign(CampaignError):
    pass


class NewerCampaign(CampaignError):
    pass


class CampaignLocked(CampaignError):
    pass
