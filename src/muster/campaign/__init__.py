"""The campaign file: one SQLite database per campaign, written through SQLAlchemy."""

from muster.campaign.errors import CampaignError, CampaignLocked, NotACampaign, NewerCampaign, CorruptCampaign

__all__ = ["CampaignError", "CampaignLocked", "NotACampaign", "NewerCampaign", "CorruptCampaign"]
