"""Opening and creating campaign files, for the GUI and the CLI (which never touch muster.campaign)."""

from __future__ import annotations

import os
from pathlib import Path

from muster.services.core import CampaignService, ServiceError


class CampaignFileError(ServiceError):
    """A campaign that cannot be opened, created or copied; the message says why. Nothing was changed."""


def open_campaign(path: str | os.PathLike) -> CampaignService:
    from muster.campaign.errors import CampaignError
    from muster.campaign.file import CampaignFile

    try:
        return CampaignService(CampaignFile.open(path))
    except CampaignError as exc:
        raise CampaignFileError(str(exc)) from None


def create_campaign(path: str | os.PathLike) -> CampaignService:
    from muster.campaign.errors import CampaignError
    from muster.campaign.file import CampaignFile

    try:
        return CampaignService(CampaignFile.create(path))
    except (CampaignError, OSError) as exc:
        raise CampaignFileError(str(exc)) from None


def create_sample_campaign(path: str | os.PathLike) -> Path:
    from muster.campaign.errors import CampaignError
    from muster.services.sample import create_sample

    try:
        return create_sample(path)
    except (CampaignError, OSError) as exc:
        raise CampaignFileError(str(exc)) from None


def save_copy(svc: CampaignService, path: str | os.PathLike) -> Path:
    from muster.campaign.errors import CampaignError

    try:
        return svc.file.save_copy(path)
    except (CampaignError, OSError) as exc:
        raise CampaignFileError(str(exc)) from None


def warm_up(svc: CampaignService) -> None:
    """Load SQLAlchemy, the models and the session factories now (the window calls this once it is up)."""
    if not svc.file.closed:
        import muster.campaign.models  # noqa: F401

        svc.file.sessions  # noqa: B018 (builds the engine and session factory)
        svc.file.read_sessions  # noqa: B018


def same_file(svc: CampaignService | None, path: str | os.PathLike) -> bool:
    return svc is not None and svc.file.path.resolve() == Path(path).resolve()
