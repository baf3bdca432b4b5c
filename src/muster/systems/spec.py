"""What Muster knows about one rules system, without importing any of it (see ARCHITECTURE.md, "Adding a rules system").

Every piece of a system that costs an import (engine, use cases, battle panel, editors, sheets) is named by a
dotted path, ``"package.module"`` or ``"package.module:attribute"``, and loaded by :func:`load` on first use.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from muster.i18n import term_noop


@dataclass(frozen=True)
class ScenarioSetup:
    """What a scenario's set-up means to a system (By This Poleaxe's starting distance, BUCS terrain...).

    ``hint``: shown under the set-up fields while the GM prepares a scenario of this system;
    ``start``: ``(act, data, battle, unit_ids) -> dict | None``, the battle's first state when the scenario starts
    (a ``muster.services.contracts.ScenarioStart``);
    ``distance``: a parser of the set-up's distance that raises ServiceError when the system cannot read it
    (a ``muster.services.contracts.DistanceParser``);
    ``distance_problem``: what the scenario dialog says while the distance cannot be read.
    """

    hint: str = ""
    start: str | None = None
    distance: str | None = None
    distance_problem: str = ""


@dataclass(frozen=True)
class SystemSpec:
    """One rules system: its names, its turn, and where each of its pieces lives (dotted names, loaded lazily)."""

    key: str  # stored in campaign files, transfer files, CSV columns and `muster rules KEY ...`
    label: str  # as the GM says it: menus, dialogs, window titles ("BUCS unit combat")
    short_label: str  # narrow columns: the roster and the library ("BUCS")
    round_name: str  # what one turn is called on the Turn Tracker ("Round", "Turn", "Day")
    phases: tuple[str, ...]  # the phases the Turn Tracker walks through, in order
    tables: str  # its data: resources/rules/<tables>.json (numbers), resources/reference/<tables>.md (text)
    engine: str  # pure rules package: tables(overrides), api.ACTIONS
    services: str  # use cases (a muster.services.contracts.SystemServices): normalise_state, status, on_phase_change
    gui: str  # GUI plug-in module: BattlePanel, unit_editor
    battle_panel: str  # the central panel class while a battle of this system is current
    unit_editor: str  # (parent, forces, *, force_id, name, state) -> QDialog with values()
    units_title: str = term_noop("Rules", "Units")  # heading of this system's table on a force sheet ("BUCS units")
    force_sheet: str | None = None  # a muster.services.printing.ForceTable: its columns on force sheets, its card
    record_sheet: str | None = None  # (svc, unit_id, *, blank, paper) -> printable document of one unit
    status_widget: str | None = None  # the widget its panel puts in the status dock (needs height)
    status_title: str = term_noop("Rules", "Unit Status")  # the status dock's title during a battle of this system
    scenario: ScenarioSetup = ScenarioSetup()
    # (state, tables) -> engine unit: how its use cases read a stored unit state (raises when it cannot), run by
    # `muster check` over every unit with the campaign's tables (muster.rules.stored)
    read_state: str | None = None
    # optional pieces of the plug-in contract (muster.services.contracts), each in services/plugins/<key>.py:
    public_summary: str | None = None  # (state) -> Summary: a unit's damage summary for the players
    forecast: str | None = None  # (svc, battle_id, ...) -> ForecastRequest: the battle's forecast as set up
    distances: str | None = None  # (svc, battle_id, hidden) -> lines: the distances the players may read
    sample_start: str | None = None  # (SampleBattle) -> state: a battle of the sample campaign ready to play
    advice: str | None = None  # (svc, battle_id, side_id, setup) -> AdviceRequest: ranked options for one side
    table_detail: str | None = None  # (state, tables) -> UnitDetail: a unit on its own side's table-link page
    # campaign commands of this system: (menu label, shortcut, "module:function" taking the main window)
    commands: tuple[tuple[str, str, str], ...] = ()

    @property
    def engine_api(self) -> str:
        return f"{self.engine}.api"

    @property
    def has_force_sheet(self) -> bool:
        return self.force_sheet is not None

    @property
    def has_record_sheet(self) -> bool:
        return self.record_sheet is not None

    @property
    def has_status_widget(self) -> bool:
        return self.status_widget is not None

    def dotted_names(self) -> dict[str, str]:
        """Every lazily loaded piece, by field name (for checks that each one resolves)."""
        names = {"engine": self.engine, "services": self.services, "gui": self.gui,
                 "battle_panel": self.battle_panel, "unit_editor": self.unit_editor,
                 "force_sheet": self.force_sheet, "record_sheet": self.record_sheet,
                 "status_widget": self.status_widget, "scenario.start": self.scenario.start,
                 "scenario.distance": self.scenario.distance, "read_state": self.read_state,
                 "public_summary": self.public_summary, "forecast": self.forecast, "distances": self.distances,
                 "sample_start": self.sample_start}
        names.update({f"commands[{i}]": dotted for i, (_, _, dotted) in enumerate(self.commands)})
        return {field: name for field, name in names.items() if name}


def load(dotted: str):
    """The module ``"a.b"`` or the attribute ``"a.b:name"``, imported now."""
    module, _, attribute = dotted.partition(":")
    loaded = importlib.import_module(module)
    return getattr(loaded, attribute) if attribute else loaded
