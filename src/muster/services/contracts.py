"""The plug-in contract: what shared services ask of a rules system, as typed Protocols.

Each rules system's descriptor (:class:`muster.systems.SystemSpec`) names, by dotted path, the pieces that
implement these Protocols in the system's own modules; shared code loads them through the typed accessors of
:mod:`muster.services.systems` (``services_of``, ``public_summary_of``, ``forecast_builder_of``,
``scenario_start_of``...) and never tests a system's key (Picard-style extension points: one registry, the
metadata on the plug-in). ``tests/test_plugin_contract.py`` checks that every registered system's pieces have
these shapes and that no shared module branches on a system's key.

Where each piece lives, for the system ``<key>``:

============================  =========================================  ==========================================
Protocol                      descriptor field                           module
============================  =========================================  ==========================================
:class:`SystemServices`       ``services``                               ``services/<key>.py`` (its use cases)
:class:`PublicSummary`        ``public_summary``                         ``services/plugins/<key>.py``
:class:`ForecastBuilder`      ``forecast``                               ``services/plugins/<key>.py``
:class:`PublicDistances`      ``distances``                              ``services/plugins/<key>.py``
:class:`ScenarioStart`        ``scenario.start``                         ``services/plugins/<key>.py``
:class:`DistanceParser`       ``scenario.distance``                      ``services/plugins/<key>.py``
:class:`SampleStart`          ``sample_start``                           ``services/plugins/<key>.py``
printing's ``ForceTable``     ``force_sheet``                            ``services/printing/<key>.py``
============================  =========================================  ==========================================

(The printing Protocols, ``CardMaker``, ``ForceRow`` and ``BattleCards``, are in
:mod:`muster.services.printing`.)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from muster.i18n import Text

if TYPE_CHECKING:
    from muster.campaign.models import Battle
    from muster.services.core import ActionScope, CampaignService
    from muster.services.forecast import ForecastRequest
    from muster.services.visibility import Summary


class SystemServices(Protocol):
    """A system's use-case module (``SystemSpec.services``): every system has one."""

    def normalise_state(self, state: dict, tables: Any = None, /) -> dict:
        """A unit state checked and completed by the system's engine, under ``tables`` (the campaign's rules tables;
        None: the defaults) where its rules have limits; raises ServiceError on bad input."""

    def status(self, state: dict, tables: Any = None, /) -> Text:
        """The unit's status line on the roster: a message (shown in the GM's language) or plain text, under
        ``tables`` (the campaign's rules tables; None: the defaults) where its rules name what the state holds."""


class PhaseHook(Protocol):
    """``on_phase_change(act, battle, old_round, old_phase)``, optional in the use-case module: runs inside the
    "next/previous phase" action and may return a note for the log."""

    def __call__(self, act: ActionScope, battle: Battle, old_round: int, old_phase: int, /) -> Text | None: ...


class PublicSummary(Protocol):
    """``(state, tables) -> Summary``: a unit's damage summary for the players (``SystemSpec.public_summary``), under
    the campaign's rules tables (None: the defaults); a system without one shows its roster status."""

    def __call__(self, state: dict, tables: Any = None, /) -> Summary: ...


class ForecastBuilder(Protocol):
    """``(svc, battle_id, ...) -> ForecastRequest`` (``SystemSpec.forecast``): the battle as its panel has set it
    up, read from the file; the further arguments are the panel's own choices (units, engagements, luck...)."""

    def __call__(self, svc: CampaignService, battle_id: int, /, *args: Any, **kwargs: Any) -> ForecastRequest: ...


class PublicDistances(Protocol):
    """``(svc, battle_id, hidden) -> lines`` (``SystemSpec.distances``): the distances between the battle's bodies
    the players may read, leaving out bodies of ``hidden`` units only."""

    def __call__(self, svc: CampaignService, battle_id: int, hidden: set[int], /) -> tuple[str, ...]: ...


class ScenarioStart(Protocol):
    """``(act, data, battle, unit_ids) -> state | None`` (``SystemSpec.scenario.start``): the battle's first state
    when a scenario of this system starts, or None to start it plain."""

    def __call__(self, act: ActionScope, data: dict, battle: Battle, unit_ids: list[int], /) -> dict | None: ...


class DistanceParser(Protocol):
    """``(text) -> spaces | "roll" | None`` (``SystemSpec.scenario.distance``): a scenario's set-up distance read
    by the system; raises ServiceError when it cannot read it."""

    def __call__(self, text: str, /) -> int | str | None: ...


@dataclass(frozen=True)
class SampleBattle:
    """One ready battle of the sample campaign (:mod:`muster.services.sample`), as its system starts it: the battle's
    entry in the sample file (checked: ``name``, ``units``, ``state``...; a system's own set-up fields, such as
    ``start_distance``, as written), where it is in the file (``battles[1]``, for messages), and its units in order
    with each one's side."""

    entry: dict
    path: str
    unit_ids: tuple[int, ...]
    side_ids: tuple[int, ...]
    side_names: Mapping[int, str]


class SampleStart(Protocol):
    """``(battle) -> state`` (``SystemSpec.sample_start``): the state a sample battle of this system starts in, ready
    for its first phase (the file's state completed: armies checked, bodies placed...); raises ServiceError naming
    the field's path in the sample file. A system without one starts from the file's state as it is."""

    def __call__(self, battle: SampleBattle, /) -> dict: ...
