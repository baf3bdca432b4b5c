"""What the GURPS dialogs read from the rules, through services: the campaign's tables (house rules merged), the
army's tech level a unit's Troop Strength is worked out at, the working itself, and the rules' words.

The dialogs (``gui/systems/gurps``) import this module and never ``muster.rules``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from muster.i18n import Text
from muster.rules.gurps.results_data import Tables
from muster.rules.gurps.tables import GurpsTables, as_tables
from muster.rules.gurps.words import QUALITIES, amount, quality_text, rules_term, troop_type_text
from muster.services.core import CampaignService, ServiceError

if TYPE_CHECKING:
    from muster.rules.gurps.strength import UnitStrength

SYSTEM = "gurps"

__all__ = ["QUALITIES", "amount", "quality_text", "rules_term", "troop_type_text", "SpecialWeapon", "Working",
           "tables", "troop_types", "qualities", "special_weapons", "default_tech_level", "army_tech_level", "working"]


@dataclass(frozen=True)
class SpecialWeapon:
    """A special weapon the Troop Strength rules count (elephants, war wagons...): its key and its label."""

    key: str
    label: str


@dataclass(frozen=True)
class Working:
    """A unit's Troop Strength as a battle counts it: the TS, where it came from and each line of the working."""

    ts: float
    source: str  # "entered", "computed" or "fallback"
    lines: tuple[Text, ...]


def tables(svc: CampaignService | None) -> GurpsTables:
    """The campaign's GURPS tables typed (house rules merged); without a campaign, the bundled ones."""
    if svc is not None:
        from muster.services.systems import campaign_tables

        return as_tables(campaign_tables(svc, SYSTEM))
    from muster.rules.gurps.data import tables as bundled

    return as_tables(bundled())


def special_weapons(rules: Tables | None) -> tuple[SpecialWeapon, ...]:
    """The special weapons ``rules`` (a campaign's tables) list, in their order."""
    if rules is None:
        return ()
    return tuple(SpecialWeapon(row.key, row.label) for row in as_tables(rules).troop_strength.special)


def troop_types(rules: Tables) -> tuple[str, ...]:
    """The troop types ``rules`` (a campaign's tables) name, as the unit editor offers and stores them (the label in
    lower case: "light missile troops")."""
    return tuple(row.label.lower() for row in as_tables(rules).troops.types)


def qualities(rules: Tables) -> tuple[str, ...]:
    """The Troop Quality levels ``rules`` (a campaign's tables) name ("Green", "Average"...)."""
    return tuple(row.label for row in as_tables(rules).troops.qualities)


def default_tech_level() -> int:
    """The tech level of an army the GM has not set one for."""
    from muster.rules.gurps.armies import Army

    return Army.tech_level  # the dataclass default


def army_tech_level(svc: CampaignService | None, force_id: int | None, battle_id: int | None = None) -> int:
    """The tech level of the army the side of ``force_id`` fields: in battle ``battle_id`` when it fights there,
    else in the latest GURPS battle it fights in; else :func:`default_tech_level` (as a battle counts a new army)."""
    from muster.services import queries as q

    force = q.force(svc, force_id) if svc is not None and force_id is not None else None
    if svc is None or force is None:
        return default_tech_level()
    ids = [b.id for b in reversed(q.battles(svc)) if b.system == SYSTEM]
    if battle_id in ids:
        ids.remove(battle_id)
        ids.insert(0, battle_id)
    for bid in ids:
        found = _tech_level_in(svc, bid, force.side_id)
        if found is not None:
            return found
    return default_tech_level()


def _tech_level_in(svc: CampaignService, battle_id: int, side_id: int) -> int | None:
    from muster.services.common import battle_read
    from muster.services.gurps import load_gurps_battle

    try:
        with battle_read(svc, SYSTEM, battle_id) as (s, battle, _):
            loaded = load_gurps_battle(s, battle)
    except ServiceError:  # a battle that cannot be loaded says nothing of the army
        return None
    for side, sid in loaded.side_ids.items():
        if sid == side_id:
            return loaded.engine.army(side).tech_level
    return None


def working(state: dict, name: str, tech_level: int, rules: Tables) -> Working:
    """The Troop Strength of a unit of ``state`` in an army of ``tech_level`` under ``rules``; ValueError or
    KeyError (a special weapon the rules do not list) when it cannot be worked out."""
    from muster.rules.gurps.armies import Unit
    from muster.rules.gurps.strength import unit_strength

    found: UnitStrength = unit_strength(Unit.from_dict({**state, "name": name}), tech_level, rules)
    return Working(found.ts, found.source, tuple(found.working))
