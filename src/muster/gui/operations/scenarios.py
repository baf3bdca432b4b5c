"""Scenario commands: prepare from the roster, start, edit, duplicate, delete."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.gui.operations import TextContext
from muster.services import ServiceError

if TYPE_CHECKING:
    from muster.gui.main_window import MainWindow
    from muster.services import CampaignService


class ScenarioCommands(TextContext):
    """The translation context of the scenario commands."""


def _need_campaign(win: MainWindow) -> CampaignService | None:
    """The open campaign, or None (the GM is told to open one first)."""
    if win.service is None:
        win.show_error(ScenarioCommands.tr("Open or create a campaign first (File menu)."))
    return win.service


def show_list(win: MainWindow) -> None:
    if _need_campaign(win):
        from muster.gui.dialogs.scenarios import ScenariosDialog

        ScenariosDialog(win).exec()


def new_scenario(win: MainWindow, values: dict | None = None) -> int | None:
    """Prepare a scenario from roster units (asks with a dialog unless ``values`` are given)."""
    from muster.gui.operations.roster import selected_unit_ids
    from muster.services import scenarios

    if not _need_campaign(win):
        return None
    if values is None:
        from muster.gui.dialogs.scenarios import ScenarioDialog

        chosen = selected_unit_ids(win)
        roster = win.roster_model
        dialog = ScenarioDialog(roster.units(), roster.forces(), roster.sides(), win)
        first = roster.unit_row(chosen[0]) if chosen else None
        if first is not None:
            combo = dialog.systemCombo
            combo.setCurrentIndex(combo.findData(first.system))
        if not dialog.exec():
            return None
        values = dialog.values()

    def save(svc, v):
        data = scenarios.from_roster(svc, v["name"], v["system"], v["unit_ids"], notes=v.get("notes", ""),
                                     setup=v.get("setup"), plans=v.get("plans"))
        return scenarios.save_scenario(svc, data)

    scenario_id = win.run(save, values)
    if scenario_id is not None:
        win.statusBar().showMessage(ScenarioCommands.tr("Scenario saved: start it from Battle ▸ Scenarios "
                                                        "(Ctrl+Shift+B)."), 8000)
    return scenario_id


def start_scenario(win: MainWindow, scenario_id: int) -> int | None:
    from muster.services import scenarios

    battle_id = win.run(scenarios.start_scenario, scenario_id)
    if battle_id is not None:
        win.turnDock.show()
        win.turnDock.raise_()
    return battle_id


def edit_scenario(win: MainWindow, scenario_id: int, data: dict | None = None) -> bool:
    """Edit a prepared scenario's name, set-up, plans and notes (asks with a dialog unless ``data``)."""
    from muster.services import scenarios

    svc = _need_campaign(win)
    if svc is None:
        return False
    if data is None:
        from muster.gui.dialogs.scenarios import ScenarioDialog

        try:
            current = scenarios.get_scenario(svc, scenario_id)
        except ServiceError as exc:
            win.show_error(str(exc))
            return False
        dialog = ScenarioDialog([], [], [], win, scenario=current)
        if not dialog.exec():
            return False
        data = dialog.values()
    win.run(scenarios.update_scenario, scenario_id, data)
    return bool(win.session.last_changes)  # an edit that changed nothing commits nothing


def duplicate_scenario(win: MainWindow, scenario_id: int) -> int | None:
    from muster.services import scenarios

    return win.run(scenarios.duplicate_scenario, scenario_id)


def delete_scenario(win: MainWindow, scenario_id: int) -> None:
    from muster.services import scenarios

    win.run(scenarios.delete_scenario, scenario_id)
    if win.session.last_changes:
        win.statusBar().showMessage(ScenarioCommands.tr("Scenario deleted. Undo (Ctrl+Z) brings it back."), 6000)
