"""The preamble every system's use cases share: rules tables, the battle, its phase.

A use case of system ``bucs`` starts with::

    with battle_action(svc, "bucs", battle_id, "bucs-round", "Combat round") as (act, battle, tables):
        ...

instead of loading tables, opening an action and checking the battle by hand.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING, Iterator

from muster.i18n import Msg, Text, term
from muster.services.core import ActionScope, CampaignService, ServiceError

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from muster.campaign.models import Battle


def system_tables(svc: CampaignService, system: str) -> dict:
    """The campaign's rules tables for ``system`` (house rules merged), outside an action."""
    from muster.services.house_rules import tables_for

    return tables_for(svc, system)


def system_label(system: str) -> str:
    """The system's label in English (show it as ``render(term("Rules", ...))``)."""
    try:
        from muster.systems import get

        return get(system).label
    except (ImportError, KeyError):
        return system


def rules_term(system: str) -> Msg:
    """The system's label as a rules term: the GM reads it in their language."""
    return term("Rules", system_label(system))


def load_battle(session_or_scope, battle_id: int, system: str | None = None) -> Battle:
    """The battle row, checked to exist and (with ``system``) to follow those rules."""
    from muster.campaign.models import Battle

    s = session_or_scope.s if isinstance(session_or_scope, ActionScope) else session_or_scope
    battle = s.get(Battle, battle_id) if isinstance(battle_id, int) and not isinstance(battle_id, bool) else None
    if battle is None:
        raise ServiceError(Msg("Errors", "There is no battle #%1 in this campaign.").args(str(battle_id)))
    if system is not None and battle.system != system:
        raise ServiceError(Msg("Errors", "%1 uses %2 rules, not %3.").args(battle.name, rules_term(battle.system),
                                                                           rules_term(system)))
    return battle


def require_phase(battle: Battle, phases: list[str], allowed: int | tuple[int, ...], what: Text) -> None:
    """Refuse ``what`` unless the battle stands in one of the ``allowed`` phases (indexes into ``phases``).

    The phase names are rules terms (English, as the registry or the rules data names them)."""
    from muster.rules.requests import either

    allowed = (allowed,) if isinstance(allowed, int) else allowed
    if battle.phase not in allowed:
        names = either([term("Rules", phases[i]) for i in allowed if 0 <= i < len(phases)])
        now = term("Rules", phases[battle.phase]) if 0 <= battle.phase < len(phases) else \
            Msg("Errors", "another phase")
        raise ServiceError(Msg("Errors", "%1 belongs to the %2 phase; %3 is in %4.").args(what, names, battle.name,
                                                                                          now))


@contextmanager
def battle_action(svc: CampaignService, system: str, battle_id: int, kind: str,
                  label: Text) -> Iterator[tuple[ActionScope, Battle, dict]]:
    """One GM action on one battle of ``system``: (scope, battle row, rules tables), in one transaction."""
    with svc.action(kind, label) as act:
        battle = load_battle(act, battle_id, system)
        yield act, battle, act.tables(system)


@contextmanager
def battle_read(svc: CampaignService, system: str, battle_id: int) -> Iterator[tuple[Session, Battle, dict]]:
    """A read-only look at one battle of ``system``: (session, battle row, rules tables)."""
    tables = system_tables(svc, system)
    with svc.file.read_sessions() as s:
        yield s, load_battle(s, battle_id, system), tables
