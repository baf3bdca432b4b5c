"""The bundled sample campaign, built fresh from ``resources/samples/sample_campaign.json``."""

from __future__ import annotations

import json
import os
from pathlib import Path

from muster.campaign.file import CampaignFile
from muster.campaign.models import Battle, Force, Side, Unit
from muster.paths import resource_path
from muster.services.systems import initial_state, status_of


def sample_data() -> dict:
    return json.loads(resource_path("samples", "sample_campaign.json").read_text(encoding="utf-8"))


def create_sample(path: str | os.PathLike) -> Path:
    """Write a new campaign holding the sample's sides, forces, units and ready battles."""
    data = sample_data()
    file = CampaignFile.create(path)
    try:
        with file.sessions() as s, s.begin():
            ids: dict[str, int] = {}
            for side_pos, side in enumerate(data["sides"], start=1):
                side_row = Side(name=side["name"], colour=side.get("colour", ""), position=side_pos)
                s.add(side_row)
                s.flush()
                for force_pos, force in enumerate(side["forces"], start=1):
                    force_row = Force(side_id=side_row.id, name=force["name"], position=force_pos)
                    s.add(force_row)
                    s.flush()
                    for unit_pos, unit in enumerate(force["units"], start=1):
                        state = initial_state(unit["system"], unit.get("state"))
                        row = Unit(force_id=force_row.id, name=unit["name"], system=unit["system"], state=state,
                                   status=status_of(unit["system"], state), position=unit_pos)
                        s.add(row)
                        s.flush()
                        ids[unit["name"]] = row.id
            for battle in data.get("battles", []):
                s.add(Battle(name=battle["name"], system=battle["system"], round=1, phase=0,
                             initiative=[ids[n] for n in battle["units"]], active=0, state={}))
    finally:
        file.close()
    return Path(path)
