"""Army Roster commands: sides, forces and units; the library; duplicate and bulk edit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QInputDialog, QMenu

from muster.gui.models.roster import FORCE, SIDE, UNIT
from muster.gui.operations import TextContext
from muster.i18n import Msg, fmt, render, term
from muster.services import ServiceError
from muster.services import queries as q

if TYPE_CHECKING:
    from muster.gui.main_window import MainWindow


class RosterCommands(TextContext):
    """The translation context of the Army Roster commands."""


# ---- what the roster has selected ---------------------------------------------------------------
def selected(win: MainWindow, kind: int) -> int | None:
    node = win.rosterDock.selected_node()
    return node[1] if node and node[0] == kind else None


def selected_unit_ids(win: MainWindow) -> list[int]:
    """Units selected in the Army Roster (several with Ctrl/Shift), in roster order."""
    model = win.roster_model
    picked = set()
    for index in win.rosterDock.view.selectionModel().selectedRows(0):
        node = model.node(index)
        if node and node[0] == UNIT:
            picked.add(node[1])
    current = selected(win, UNIT)
    if not picked and current is not None:
        picked.add(current)
    return [u.id for u in model.units() if u.id in picked]


def side_of_selection(win: MainWindow) -> int | None:
    force_id = selected(win, FORCE)
    if force_id is None:
        sides = win.roster_model.sides()
        return sides[0].id if len(sides) == 1 else None
    return next((f.side_id for f in win.roster_model.forces() if f.id == force_id), None)


def force_of_selection(win: MainWindow) -> int | None:
    force_id = selected(win, FORCE)
    unit_id = selected(win, UNIT)
    row = win.roster_model.unit_row(unit_id) if force_id is None and unit_id is not None else None
    if row is not None:
        force_id = row.force_id
    return force_id


# ---- sides, forces, units -------------------------------------------------------------------------
def add_side(win: MainWindow, name: str | None = None) -> int | None:
    from muster.services import roster

    if name is None:
        name, ok = QInputDialog.getText(win, RosterCommands.tr("Add Side"),
                                        RosterCommands.tr("Name of the side:"))
        if not ok:
            return None
    return win.run(roster.create_side, name)


def add_force(win: MainWindow, name: str | None = None, side_id: int | None = None) -> int | None:
    from muster.services import roster

    side_id = side_id or selected(win, SIDE) or side_of_selection(win)
    if side_id is None:
        win.show_error(RosterCommands.tr("Add a side first, then select it to add a force to it."))
        return None
    if name is None:
        name, ok = QInputDialog.getText(win, RosterCommands.tr("Add Force"),
                                        RosterCommands.tr("Name of the force:"))
        if not ok:
            return None
    return win.run(roster.create_force, side_id, name)


def choose_system(win: MainWindow) -> str | None:
    """Ask which rules a new unit follows (the last choice is offered first)."""
    from muster import systems

    specs = systems.all()
    last = win.settings.value("last_system", "generic")
    labels = [render(term("Rules", s.label)) for s in specs]
    keys = [s.key for s in specs]
    current = keys.index(last) if last in keys else 0
    label, ok = QInputDialog.getItem(win, RosterCommands.tr("Add Unit"),
                                     RosterCommands.tr("Rules for the new unit:"), labels, current, False)
    if not ok:
        return None
    system = keys[labels.index(label)]
    win.settings.setValue("last_system", system)
    return system


def add_unit(win: MainWindow, system: str | None = None) -> int | None:
    from muster.gui.systems import unit_editor
    from muster.services import roster

    if not win.roster_model.forces():
        win.show_error(RosterCommands.tr("Add a side and a force first: every unit belongs to a force."))
        return None
    system = system or choose_system(win)
    if system is None:
        return None
    dialog = unit_editor(system, win, win.roster_model.forces(), force_id=force_of_selection(win))
    if not dialog.exec():
        return None
    force_id, name, state = dialog.values()
    return win.run(roster.create_unit, force_id, name, system, state)


def edit_selected_unit(win: MainWindow) -> None:
    from muster.gui.systems import unit_editor
    from muster.services import roster

    unit_id = selected(win, UNIT)
    row = win.roster_model.unit_row(unit_id) if unit_id else None
    if unit_id is None or row is None or win.service is None:  # (the roster shows units only with a campaign)
        return
    dialog = unit_editor(row.system, win, win.roster_model.forces(), force_id=row.force_id, name=row.name,
                         state=q.unit_state(win.service, unit_id))
    if dialog.exec():
        _, name, state = dialog.values()
        if name != row.name:
            win.run(roster.rename, "units", unit_id, name)
        win.run(roster.set_unit_state, unit_id, state, Msg("Log", "Edit %1").args(name))


def rename(win: MainWindow) -> None:
    from muster.services import roster

    node = win.rosterDock.selected_node()
    if node is None:
        win.show_error(RosterCommands.tr("Select a side, force or unit in the Army Roster to rename it."))
        return
    table = {SIDE: "sides", FORCE: "forces", UNIT: "units"}[node[0]]
    current = win.rosterDock.view.currentIndex().siblingAtColumn(0).data()
    name, ok = QInputDialog.getText(win, RosterCommands.tr("Rename"),
                                    RosterCommands.tr("New name:"), text=current)
    if ok:
        win.run(roster.rename, table, node[1], name)


def delete_selected(win: MainWindow) -> None:
    from muster.services import roster

    node = win.rosterDock.selected_node()
    if node is None or node[0] == SIDE:
        win.show_error(RosterCommands.tr("Select a unit or force in the Army Roster to delete it."))
        return
    fn = roster.delete_unit if node[0] == UNIT else roster.delete_force
    if win.run(fn, node[1]) is not None or win.session.last_changes:
        win.statusBar().showMessage(RosterCommands.tr("Deleted. Undo (Ctrl+Z) brings it back."),
                                    6000)


def damage_selected(win: MainWindow) -> None:
    unit_id = selected(win, UNIT)
    row = win.roster_model.unit_row(unit_id) if unit_id else None
    if unit_id is None or row is None or row.system != "generic":
        win.show_error(RosterCommands.tr("Select a generic unit in the Army Roster to damage it by hand; "
                                         "other rules apply damage through their battle panel."))
        return
    amount, ok = QInputDialog.getInt(win, RosterCommands.tr("Apply Damage"),
                                     RosterCommands.tr("Damage (negative heals):"), 1, -999, 999)
    if ok:
        apply_damage(win, unit_id, amount)


def apply_damage(win: MainWindow, unit_id: int, amount: int) -> None:
    from muster.services import generic

    win.run(generic.apply_damage, unit_id, amount, win.battles.battle_id())


# ---- library, duplicate, bulk edit ----------------------------------------------------------------
def add_templates(win: MainWindow, template_ids: list[int], force_id: int | None = None,
                  copies: int = 1) -> list[int] | None:
    """Copy library templates into a force (the one selected in the roster by default): undoable."""
    from muster.services import library

    if win.service is None:
        win.show_error(RosterCommands.tr("Open or create a campaign first (File menu)."))
        return None
    if not template_ids:
        win.show_error(RosterCommands.tr("Select templates in the Library first."))
        return None
    force_id = force_id or force_of_selection(win)
    if force_id is None:
        forces = win.roster_model.forces()
        force_id = forces[0].id if len(forces) == 1 else None
    if force_id is None:
        win.show_error(RosterCommands.tr("Select a force in the Army Roster (or drop the templates on one) to add "
                                         "them to it."))
        return None
    lib = win.libraryDock.open_library()
    if lib is None:
        return None
    try:
        templates = [lib.get(i).to_dict() for i in template_ids]
    except ServiceError as exc:
        win.show_error(str(exc))
        return None
    return win.run(library.add_from_templates, force_id, templates, copies)


def drop_templates(win: MainWindow, ids: list[int], pos: QPoint) -> None:
    """Templates dropped at ``pos`` of the roster: into that force (or that unit's / that side's force)."""
    index = win.rosterDock.view.indexAt(pos)
    node = win.roster_model.node(index) if index.isValid() else None
    force_id = None
    if node and node[0] == FORCE:
        force_id = node[1]
    elif node and node[0] == UNIT and (row := win.roster_model.unit_row(node[1])) is not None:
        force_id = row.force_id
    elif node and node[0] == SIDE:
        force_id = next((f.id for f in win.roster_model.forces() if f.side_id == node[1]), None)
    if force_id is None and len(win.roster_model.forces()) == 1:
        force_id = win.roster_model.forces()[0].id
    if force_id is None:
        win.show_error(RosterCommands.tr("Drop the templates on a force (or one of its units) in the Army Roster."))
        return
    add_templates(win, ids, force_id)


def save_to_library(win: MainWindow, unit_ids: list[int] | None = None) -> list[int]:
    unit_ids = unit_ids or selected_unit_ids(win)
    if win.service is None or not unit_ids:
        win.show_error(RosterCommands.tr("Select the unit(s) to keep in the library in the Army Roster."))
        return []
    lib = win.libraryDock.open_library()
    if lib is None:
        return []
    try:
        ids = [lib.add_from_unit(win.service, uid) for uid in unit_ids]
    except ServiceError as exc:
        win.show_error(str(exc))
        return []
    win.libraryDock.show()
    win.libraryDock.raise_()
    win.libraryDock.refresh()
    win.libraryDock.select_ids(ids)
    win.statusBar().showMessage(RosterCommands.tr("%n unit(s) saved to your library.", "", len(ids)), 6000)
    return ids


def duplicate_units(win: MainWindow, unit_ids: list[int] | None = None) -> list[int] | None:
    from muster.services import library

    unit_ids = unit_ids or selected_unit_ids(win)
    if not unit_ids:
        win.show_error(RosterCommands.tr("Select the units to duplicate in the Army Roster."))
        return None
    return win.run(library.duplicate_units, unit_ids, 1)


def bulk_edit(win: MainWindow, changes: dict | None = None, force_id: int | None = None,
              unit_ids: list[int] | None = None) -> None:
    from muster.services import library

    unit_ids = unit_ids or selected_unit_ids(win)
    if not unit_ids:
        win.show_error(RosterCommands.tr("Select the units to edit in the Army Roster (Ctrl+click for several)."))
        return
    if changes is None and force_id is None:
        if win.service is None:  # (units are selected only while a campaign is open)
            return
        from muster.gui.dialogs.bulk_edit import BulkEditDialog

        rows = [row for u in unit_ids if (row := win.roster_model.unit_row(u)) is not None]
        fields = sorted(set.intersection(*(set(library.editable_fields(q.unit_state(win.service, u) or {}))
                                            for u in unit_ids)))
        dialog = BulkEditDialog(rows, fields, win.roster_model.forces(), win)
        if not dialog.exec():
            return
        changes, force_id = dialog.values()
    win.run(library.bulk_edit, unit_ids, changes, force_id)


def battles_to_join(win: MainWindow, unit_ids: list[int]) -> list[q.BattleRow]:
    """The battles the roster offers to add these units to: the current one first, then every battle of their rules."""
    if win.service is None or not unit_ids:
        return []
    rules = {row.system for u in unit_ids if (row := win.roster_model.unit_row(u)) is not None}
    current = win.current_battle()
    offered = [current] if current is not None else []
    offered += [b for b in q.battles(win.service) if b.system in rules and (current is None or b.id != current.id)]
    return offered


def add_to_battle(win: MainWindow, battle_id: int, unit_ids: list[int] | None = None) -> list[int] | None:
    """The units selected in the roster join a battle already running (undoable; the service says why not)."""
    from muster.services import battle

    unit_ids = unit_ids or selected_unit_ids(win)
    if not unit_ids:
        win.show_error(RosterCommands.tr("Select the units to add to the battle in the Army Roster."))
        return None
    return win.run(battle.add_units, battle_id, unit_ids)


def add_to_battle_menu(win: MainWindow, menu: QMenu) -> None:
    """"Add to Battle" ▸ one entry per battle offered; a unit already in a battle greys that battle out."""
    from muster import systems

    unit_ids = selected_unit_ids(win)
    sub = QMenu(RosterCommands.tr("&Add to Battle"), menu)
    menu.addMenu(sub)
    offered = battles_to_join(win, unit_ids)
    sub.setEnabled(bool(offered))
    current = win.battles.battle_id()
    for b in offered:
        rules = render(term("Rules", systems.short_label(b.system)))
        if b.id == current:
            text = fmt(RosterCommands.tr("%1 (%2) — current battle"), b.name, rules)
        else:
            text = fmt(RosterCommands.tr("%1 (%2)"), b.name, rules)
        action = sub.addAction(text, lambda bid=b.id: add_to_battle(win, bid, unit_ids))
        action.setEnabled(not set(unit_ids) <= set(b.initiative))


def context_menu(win: MainWindow, where: QPoint) -> QMenu:
    """The roster's right-click menu: the commands that act on the units selected (returned once shown)."""
    from muster.gui.operations import battle as battle_ops

    menu = QMenu(win)
    has_units = bool(selected_unit_ids(win))
    menu.addAction(RosterCommands.tr("&Edit…"), lambda: edit_selected_unit(win)).setEnabled(
        has_units)
    for action in (win.actionDuplicate, win.actionRename, win.actionDelete):
        menu.addAction(action)
    menu.addSeparator()
    menu.addAction(RosterCommands.tr("Start a &Battle with These…"),
                   lambda: battle_ops.new_battle(win)).setEnabled(has_units)
    add_to_battle_menu(win, menu)
    menu.addAction(win.actionSaveToLibrary)
    win.player.update_hide_action()  # "Hide from Players" or "Reveal to Players", as the selection is
    menu.addAction(win.player.hide_action)
    menu.addSeparator()
    menu.addAction(win.actionAddUnit)
    menu.addSeparator()
    menu.addActions([win.actionUndoCampaign, win.actionRedoCampaign])  # the roster's own timeline (issue 27)
    menu.popup(where)
    return menu
