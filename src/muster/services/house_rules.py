"""Rules tables for one campaign: the bundled defaults with the GM's overrides merged in."""

from __future__ import annotations

import importlib
import json

from muster.i18n import Msg
from muster.inputs import reason
from muster.rules.tables import RulesDataError
from muster.services.core import CampaignService, ServiceError


def _loader(system: str):
    module = importlib.import_module(f"muster.rules.{system}")
    return module.tables


def tables_for(svc: CampaignService, system: str) -> dict:
    """The tables for ``system``; outside an action (it may open a read session)."""
    cache = svc.tables_cache
    if system not in cache:
        row = svc.file.raw.execute('SELECT patch FROM rules_overrides WHERE "table" = ?', (system,)).fetchone()
        cache[system] = _loader(system)(json.loads(row[0]) if row else None)
    return cache[system]


def tables_in(act, system: str) -> dict:
    """The tables for ``system`` from inside an open action (reads the override through ``act.s``)."""
    from muster.campaign.models import RulesOverride

    cache = act.service.tables_cache
    if system not in cache:
        override = act.s.get(RulesOverride, system)
        cache[system] = _loader(system)(override.patch if override else None)
    return cache[system]


def set_override(svc: CampaignService, system: str, patch: dict | None) -> None:
    """Store (or with ``None`` remove) a house-rule patch; refused if the result is invalid."""
    if patch is not None:
        try:
            _loader(system)(patch)
        except RulesDataError as exc:
            raise ServiceError(Msg("Errors", "House rule refused: %1").args(reason(exc))) from None
    from muster.campaign.models import RulesOverride

    with svc.action("house-rule", Msg("Log", "House rules for %1").args(system)) as act:
        row = act.s.get(RulesOverride, system)
        if patch is None:
            if row is not None:
                act.delete(row)
        elif row is None:
            act.insert(RulesOverride(table=system, patch=patch))
        else:
            act.update(row, patch=patch)
        if patch is None:
            act.describe(Msg("Log", "House rules for %1 reset to defaults").args(system))
        else:
            act.describe(Msg("Log", "House rules for %1 changed").args(system))
