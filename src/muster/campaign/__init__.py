"""The campaign file: one SQLite database per campaign, written through SQLAlchemy."""

from muster.campaign.errors import CampaignError, CampaignLocked, CorruptCampaign, NewerCampaign, NotACampaign

__all__ = ["CampaignError", "CampaignLocked", "NotACampaign", "NewerCampaign", "CorruptCampaign"]
