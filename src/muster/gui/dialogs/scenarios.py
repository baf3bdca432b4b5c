"""Scenarios: prepare a battle from the roster, and the list to start, export or delete them."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QListWidget,
    QListWidgetItem,
    QTableWidgetItem,
    QWidget,
)

from muster import systems
from muster.gui.forms.scenario_dialog import Ui_ScenarioDialog
from muster.gui.forms.scenarios_dialog import Ui_ScenariosDialog
from muster.gui.operations import scenarios as scenario_ops
from muster.gui.operations import transfer as transfer_ops
from muster.i18n import fmt, number, render, term

if TYPE_CHECKING:
    from muster.gui.main_window import MainWindow
    from muster.services.queries import ForceRow, SideRow, UnitRow


class ScenarioDialog(QDialog, Ui_ScenarioDialog):
    """Name, rules, set-up, the units taking part (from the roster), each side's plan, GM notes.

    With ``scenario`` (its data) the dialog edits that scenario: its rules and units stay as prepared.
    """

    def __init__(self, units: Sequence[UnitRow], forces: Sequence[ForceRow], sides: Sequence[SideRow],
                 parent: QWidget | None = None, scenario: dict | None = None):
        super().__init__(parent)
        self.setupUi(self)  # the compiled form as a mixin: the type checker sees its widgets
        self._scenario = scenario
        self._units = units
        self._side_of_force = {f.id: f.side_id for f in forces}
        self._side_names = {s.id: s.name for s in sides}
        self._plans: dict[str, str] = {}
        for spec in systems.all():
            self.systemCombo.addItem(render(term("Rules", spec.label)), spec.key)
        used = [u.system for u in units]
        if used:
            self.systemCombo.setCurrentIndex(self.systemCombo.findData(max(set(used), key=used.count)))
        self.plansTable.setColumnCount(2)
        self.plansTable.setHorizontalHeaderLabels([self.tr("Side"), self.tr("Plan")])
        self.plansTable.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.plansTable.verticalHeader().setVisible(False)
        self.systemCombo.currentIndexChanged.connect(self._fill_units)
        self.nameEdit.textChanged.connect(self._validate)
        self.unitsList.itemChanged.connect(self._units_changed)
        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)
        for edit in (self.distanceEdit, self.positionsEdit, self.conditionsEdit):
            edit.textChanged.connect(self._validate)
        if scenario is not None:
            self._load(scenario)
        else:
            self._fill_units()
        self.resize(self.width(), max(self.height(), self.sizeHint().height() + 40))  # room for the hint and errors

    def _load(self, data: dict) -> None:
        self.setWindowTitle(self.tr("Edit Scenario"))
        self.nameEdit.setText(data["name"])
        self.systemCombo.blockSignals(True)
        self.systemCombo.setCurrentIndex(self.systemCombo.findData(data["system"]))
        self.systemCombo.blockSignals(False)
        self.systemCombo.setEnabled(False)
        self.systemCombo.setToolTip(self.tr("The rules of a prepared scenario stay as its units were prepared."))
        self.distanceEdit.setText(data["setup"].get("distance", ""))
        self.positionsEdit.setText(data["setup"].get("positions", ""))
        self.conditionsEdit.setText(data["setup"].get("conditions", ""))
        self.notesEdit.setPlainText(data.get("notes", ""))
        forces = "; ".join(f"{side['name']}: " + ", ".join(f"{f['name']} ({number(len(f['units']))})"
                                                           for f in side["forces"])
                           for side in data["sides"])
        self.unitsLabel.setText(fmt(self.tr("Forces (as prepared): %1"), forces or self.tr("none")))
        self.unitsLabel.setWordWrap(True)
        self.unitsList.hide()
        self.plansTable.setRowCount(0)
        for row, side in enumerate(data["sides"]):
            self.plansTable.insertRow(row)
            name = QTableWidgetItem(side["name"])
            name.setFlags(name.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.plansTable.setItem(row, 0, name)
            self.plansTable.setItem(row, 1, QTableWidgetItem(side.get("plan", "")))
        self._validate()

    def _fill_units(self) -> None:
        self.unitsList.blockSignals(True)
        self.unitsList.clear()
        system = self.systemCombo.currentData()
        for unit in self._units:
            if unit.system == system:
                side = self._side_name(unit.force_id)
                item = QListWidgetItem(f"{unit.name} ({side}) — {unit.status}")
                item.setData(Qt.ItemDataRole.UserRole, unit.id)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Checked)
                self.unitsList.addItem(item)
        self.unitsList.blockSignals(False)
        self._units_changed()

    def _side_name(self, force_id: int) -> str:
        side_id = self._side_of_force.get(force_id)
        return self._side_names.get(side_id, "") if side_id is not None else ""

    def _sides_taking_part(self) -> list[str]:
        by_id = {u.id: u for u in self._units}
        names = []
        for uid in self.unit_ids():
            name = self._side_name(by_id[uid].force_id)
            if name and name not in names:
                names.append(name)
        return names

    def _units_changed(self, *_: object) -> None:
        self._plans.update(self.plans())
        self.plansTable.setRowCount(0)
        for row, name in enumerate(self._sides_taking_part()):
            self.plansTable.insertRow(row)
            side = QTableWidgetItem(name)
            side.setFlags(side.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.plansTable.setItem(row, 0, side)
            self.plansTable.setItem(row, 1, QTableWidgetItem(self._plans.get(name, "")))
        self._validate()

    def unit_ids(self) -> list[int]:
        return checked_ids(self.unitsList)

    def plans(self) -> dict[str, str]:
        out: dict[str, str] = {}
        for row in range(self.plansTable.rowCount()):
            side, plan = self.plansTable.item(row, 0), self.plansTable.item(row, 1)
            if side is not None:
                out[side.text()] = plan.text() if plan is not None else ""
        return out

    def values(self) -> dict:
        if self._scenario is not None:  # the edited scenario, complete
            plans = self.plans()
            data = dict(self._scenario)
            data.update(name=self.nameEdit.text().strip(), notes=self.notesEdit.toPlainText(),
                        setup={"distance": self.distanceEdit.text(), "positions": self.positionsEdit.text(),
                               "conditions": self.conditionsEdit.text()},
                        sides=[{**side, "plan": plans.get(side["name"], side.get("plan", ""))}
                               for side in self._scenario["sides"]])
            return data
        return {"name": self.nameEdit.text().strip(), "system": self.systemCombo.currentData(),
                "unit_ids": self.unit_ids(), "notes": self.notesEdit.toPlainText(),
                "setup": {"distance": self.distanceEdit.text(), "positions": self.positionsEdit.text(),
                          "conditions": self.conditionsEdit.text()},
                "plans": self.plans()}

    def _validate(self) -> None:
        from muster.services.core import ServiceError

        setup = systems.get(self.systemCombo.currentData()).scenario
        self.setupHintLabel.setText(render(term("Rules", setup.hint)) if setup.hint else "")
        self.setupHintLabel.setVisible(bool(setup.hint))
        problem = ""
        if not self.nameEdit.text().strip():
            problem = self.tr("Give the scenario a name.")
        elif self._scenario is None and not self.unit_ids():
            problem = self.tr("Tick the units taking part (add units of these rules to the roster first).")
        elif setup.distance:
            try:
                systems.load(setup.distance)(self.distanceEdit.text())
            except ServiceError:
                problem = render(term("Rules", setup.distance_problem))
        self.errorLabel.setText(problem)
        self.buttonBox.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)


class ScenariosDialog(QDialog, Ui_ScenariosDialog):
    """The campaign's scenarios: start one in one click, prepare, delete, export, import."""

    def __init__(self, window: MainWindow):
        super().__init__(window)
        self.setupUi(self)  # the compiled form as a mixin: the type checker sees its widgets
        self.window_ = window
        self.buttonBox.rejected.connect(self.reject)
        self.scenariosList.currentRowChanged.connect(lambda _: self._show_current())
        self.scenariosList.itemDoubleClicked.connect(lambda _: self.start())
        self.startButton.clicked.connect(self.start)
        self.newButton.clicked.connect(self._new)
        self.editButton.clicked.connect(self._edit)
        self.duplicateButton.clicked.connect(self._duplicate)
        self.deleteButton.clicked.connect(self._delete)
        self.exportButton.clicked.connect(self._export)
        self.importButton.clicked.connect(self._import)
        self.reload()

    def reload(self, select: int | None = None) -> None:
        from muster.services.scenarios import list_scenarios

        current = select if select is not None else self.current_id()
        self.scenariosList.clear()
        service = self.window_.service
        rows = list_scenarios(service) if service else []
        for row in rows:
            rules = render(term("Rules", systems.label(row.system)))
            item = QListWidgetItem(f"{row.name}\n" + fmt(self.tr("%1 · %n unit(s)", "", row.units), rules))
            item.setData(Qt.ItemDataRole.UserRole, row.id)
            self.scenariosList.addItem(item)
        ids = [r.id for r in rows]
        if rows:
            self.scenariosList.setCurrentRow(ids.index(current) if current in ids else 0)
        self._show_current()

    def current_id(self) -> int | None:
        item = self.scenariosList.currentItem()
        return int(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    def _show_current(self) -> None:
        from muster.services.scenarios import get_scenario

        sid = self.current_id()
        service = self.window_.service
        for button in (self.startButton, self.editButton, self.duplicateButton, self.deleteButton,
                       self.exportButton):
            button.setEnabled(sid is not None)
        if sid is None or service is None:
            self.detailsView.setHtml(self.tr("<p>No scenarios yet.</p><p>Build the forces in the Army Roster, then "
                                             "press <b>New from Roster…</b> to prepare a battle, or import a "
                                             "scenario file.</p>"))
            return
        self.detailsView.setHtml(scenario_html(get_scenario(service, sid)))

    def start(self) -> None:
        sid = self.current_id()
        if sid is not None and scenario_ops.start_scenario(self.window_, sid) is not None:
            self.accept()

    def _new(self) -> None:
        sid = scenario_ops.new_scenario(self.window_)
        if sid is not None:
            self.reload(select=sid)

    def _edit(self) -> None:
        sid = self.current_id()
        if sid is not None and scenario_ops.edit_scenario(self.window_, sid):
            self.reload(select=sid)

    def _duplicate(self) -> None:
        sid = self.current_id()
        if sid is not None:
            new = scenario_ops.duplicate_scenario(self.window_, sid)
            if new is not None:
                self.reload(select=new)

    def _delete(self) -> None:
        sid = self.current_id()
        if sid is not None:
            scenario_ops.delete_scenario(self.window_, sid)
            self.reload()

    def _export(self) -> None:
        sid = self.current_id()
        if sid is not None:
            transfer_ops.export_scenario(self.window_, sid)

    def _import(self) -> None:
        result = transfer_ops.import_file(self.window_)
        if result and result[0] == "scenario" and isinstance(result[1], int):
            self.reload(select=result[1])


def checked_ids(items: QListWidget) -> list[int]:
    """The ids (user data) of a list's ticked items."""
    rows = [items.item(i) for i in range(items.count())]
    return [int(item.data(Qt.ItemDataRole.UserRole)) for item in rows if item.checkState() == Qt.CheckState.Checked]


def scenario_html(data: dict) -> str:
    """A prepared scenario as rich text: rules, set-up, each side's plan and forces, the GM's notes."""
    esc = html.escape
    parts = [f"<h3>{esc(data['name'])}</h3>",
             f"<p><i>{esc(render(term('Rules', systems.label(data['system']))))}</i></p>"]
    setup = [(QCoreApplication.translate("ScenariosDialog", "Distance:"), data["setup"].get("distance")),
             (QCoreApplication.translate("ScenariosDialog", "Positions:"), data["setup"].get("positions")),
             (QCoreApplication.translate("ScenariosDialog", "Conditions:"), data["setup"].get("conditions"))]
    rows = "".join(f"<tr><td><b>{esc(k)}</b></td><td>{esc(v)}</td></tr>" for k, v in setup if v)
    if rows:
        parts.append(f"<table>{rows}</table>")
    for side in data["sides"]:
        parts.append(f"<h4>{esc(side['name'])}</h4>")
        if side.get("plan"):
            plan = QCoreApplication.translate("ScenariosDialog", "Plan:")
            parts.append(f"<p><b>{esc(plan)}</b> {esc(side['plan'])}</p>")
        for force in side["forces"]:
            units = ", ".join(esc(u["name"]) for u in force["units"])
            parts.append(f"<p>{esc(force['name'])}: {units}</p>")
    if data.get("notes"):
        notes = QCoreApplication.translate("ScenariosDialog", "GM notes:")
        parts.append(f"<p style='background:#fff4d6; padding:4px'><b>{esc(notes)}</b> {esc(data['notes'])}</p>")
    return "".join(parts)
