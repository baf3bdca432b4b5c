"""The preamble every system's use cases share: rules tables, the battle, its phase.

A use case of system ``bucs`` starts with::

    with battle_action(svc, "bucs", battle_id, "bucs-round", "Combat round") as (act, battle, tables):
        ...

instead of loading tables, opening an action and checking the battle by hand.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING, Iterator

from muster.services.core import ActionScope, CampaignService, ServiceError

if TYPE_CHECKING:
    from muster.campaign.models import Battle


def system_tables(svc: CampaignService, system: str) -> dict:
    """The campaign's rules tables for ``system`` (house rules merged), outside an action."""
    from muster.services.house_rules import tables_for

    return tables_for(svc, system)


def system_label(system: str) -> str:
    try:
        from muster.systems import get

        return get(system).label
    except (ImportError, KeyError):
        return system


def load_battle(session_or_scope, battle_id: int, system: str | None = None) -> Battle:
    """The battle row, checked to exist and (with ``system``) to follow those rules."""
    from muster.campaign.models import Battle

    s = session_or_scope.s if isinstance(session_or_scope, ActionScope) else session_or_scope
    battle = s.get(Battle, battle_id) if isinstance(battle_id, int) and not isinstance(battle_id, bool) else None
    if battle is None:
        raise ServiceError(f"There is no battle #{battle_id} in this campaign.")
    if system is not None and battle.system != system:
        raise ServiceError(f"{battle.name} uses {system_label(battle.system)} rules, not {system_label(system)}.")
    return battle


def require_phase(battle: Battle, phases: list[str], allowed: int | tuple[int, ...], what: str) -> None:
    """Refuse ``what`` unless the battle stands in one of the ``allowed`` phases (indexes into ``phases``)."""
    allowed = (allowed,) if isinstance(allowed, int) else allowed
    if battle.phase not in allowed:
        names = " or ".join(phases[i] for i in allowed if 0 <= i < len(phases))
        raise ServiceError(f"{what} belongs to the {names} phase; {battle.name} is in "
                           f"{phases[battle.phase] if 0 <= battle.phase < len(phases) else 'another phase'}.")


@contextmanager
def battle_action(svc: CampaignService, system: str, battle_id: int, kind: str,
                  label: str) -> Iterator[tuple[ActionScope, Battle, dict]]:
    """One GM action on one battle of ``system``: (scope, battle row, rules tables), in one transaction."""
    with svc.action(kind, label) as act:
        battle = load_battle(act, battle_id, system)
        yield act, battle, act.tables(system)


@contextmanager
def battle_read(svc: CampaignService, system: str, battle_id: int) -> Iterator[tuple[object, Battle, dict]]:
    """A read-only look at one battle of ``system``: (session, battle row, rules tables)."""
    tables = system_tables(svc, system)
    with svc.file.read_sessions() as s:
        yield s, load_battle(s, battle_id, system), tables
