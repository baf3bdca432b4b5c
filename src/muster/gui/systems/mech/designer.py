"""The record-sheet designer: a mech design with locations, items and critical charts, checked as you type."""

from __future__ import annotations

import copy
from typing import Any, Sequence

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from muster.gui.forms.mech_designer import Ui_MechDesignerDialog
from muster.gui.systems.mech.designer_words import (
    ACTUATOR_LABELS,
    ACTUATORS,
    CHOICE_COLUMNS,
    COMPONENT_LABELS,
    CRIT_COLUMNS,
    FRONT,
    ITEM_COLUMNS,
    KIND_LABELS,
    LOCATION_LABELS,
    LOCATIONS,
    ROW_ITEMS,
    YES,
)
from muster.i18n import fmt, message_of, render
from muster.services import mech_design

Design = dict[str, Any]  # a design document (as the rules' MechDesign.parse reads it)

__all__ = ["ITEM_COLUMNS", "CRIT_COLUMNS", "LOCATIONS", "FRONT", "MechDesignerDialog"]


def _combo(entries: Sequence[tuple[str, str]], value: object, name: str) -> QComboBox:
    """A drop-down of (label, code) entries showing ``value``'s label (an unknown code is kept, shown as is)."""
    combo = QComboBox()
    combo.setObjectName(name)
    for text, code in entries:
        combo.addItem(text, code)
    index = combo.findData(value)
    if index < 0 and value not in (None, ""):
        combo.addItem(str(value), value)
        index = combo.count() - 1
    combo.setCurrentIndex(max(index, 0))
    return combo


def _cell(table: QTableWidget, row: int, col: int) -> str:
    """A cell's value: a drop-down's code, or the text typed."""
    widget = table.cellWidget(row, col)
    if isinstance(widget, QComboBox):
        return widget.currentData() or ""
    item = table.item(row, col)
    return item.text().strip() if item else ""


class MechDesignerDialog(QDialog, Ui_MechDesignerDialog):
    def __init__(self, parent: QWidget | None = None, design: Design | None = None):
        super().__init__(parent)
        self.setupUi(self)
        self._loading = False
        self._problems: list[str] = []
        self._charts: dict[str, list[dict[str, Any]]] = {loc: [] for loc in FRONT}
        self._chart_loc = "head"
        self._extra: Design = {}
        for stem, name in mech_design.sample_designs():
            self.startCombo.addItem(name, stem)
        self._set_up_tables()
        self._connect()
        if design is None:
            stem = self.startCombo.currentData()
            design = mech_design.sample_design(stem) if self.startCombo.count() else None
        if design:
            self.set_design(design)
        self._validate()

    def _set_up_tables(self) -> None:
        self.locationsTable.setColumnCount(2)
        self.locationsTable.setRowCount(len(LOCATIONS))
        self.locationsTable.setHorizontalHeaderLabels([self.tr("Armor"), self.tr("Internal")])
        self.locationsTable.setVerticalHeaderLabels([self.tr(LOCATION_LABELS[loc]) for loc in LOCATIONS])
        self.locationsTable.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.itemsTable.setColumnCount(len(ITEM_COLUMNS))
        self.itemsTable.setHorizontalHeaderLabels([self.tr(h) for _, h, _ in ITEM_COLUMNS])
        self.itemsTable.setColumnHidden(0, True)  # ids link items to ammo bins and charts: the GM picks by name
        # at least five items in sight on a 1280x720 laptop (the critical charts are the tab beside it)
        rows = 5 * self.itemsTable.verticalHeader().defaultSectionSize()
        self.itemsTable.setMinimumHeight(rows + self.itemsTable.horizontalHeader().sizeHint().height()
                                         + self.itemsTable.horizontalScrollBar().sizeHint().height()
                                         + 2 * self.itemsTable.frameWidth())
        self.critTable.setColumnCount(len(CRIT_COLUMNS))
        self.critTable.setHorizontalHeaderLabels([self.tr(h) for _, h, _ in CRIT_COLUMNS])
        self.critTable.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        for loc in FRONT:
            self.critLocationCombo.addItem(self.tr(LOCATION_LABELS[loc]), loc)

    def _connect(self) -> None:
        self.loadButton.clicked.connect(self._load_sample)
        self.addItemButton.clicked.connect(self._add_item)
        self.removeItemButton.clicked.connect(lambda: self._remove_row(self.itemsTable))
        self.addCritButton.clicked.connect(self._add_crit)
        self.removeCritButton.clicked.connect(self._remove_crit)
        self.critLocationCombo.currentIndexChanged.connect(self._switch_chart)
        self.critTable.itemChanged.connect(self._crit_edited)
        self.locationsTable.itemChanged.connect(self._validate)
        self.itemsTable.itemChanged.connect(self._item_edited)
        for spin in (self.tonnageSpin, self.walkSpin, self.runSpin, self.jumpSpin, self.sinksSpin):
            spin.valueChanged.connect(self._validate)
        self.nameEdit.textChanged.connect(self._validate)
        for check in (self.leftHandCheck, self.rightHandCheck, self.leftFootCheck, self.rightFootCheck):
            check.toggled.connect(self._validate)
        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)

    # ---- filling ------------------------------------------------------------------------------
    def _load_sample(self) -> None:
        if self.startCombo.currentData():
            self.set_design(mech_design.sample_design(self.startCombo.currentData()))

    def set_design(self, design: Design) -> None:
        design = copy.deepcopy(design)
        self._loading = True
        try:
            self.nameEdit.setText(design.get("name", ""))
            self.tonnageSpin.setValue(design.get("tonnage", 50))
            self.walkSpin.setValue(design.get("walk", 0))
            self.runSpin.setValue(design.get("run", 0))
            self.jumpSpin.setValue(design.get("jump", 0))
            self.sinksSpin.setValue(design.get("heat_sinks", 0))
            hands, feet = design.get("hands", []), design.get("feet", [])
            self.leftHandCheck.setChecked("left_arm" in hands)
            self.rightHandCheck.setChecked("right_arm" in hands)
            self.leftFootCheck.setChecked("left_leg" in feet)
            self.rightFootCheck.setChecked("right_leg" in feet)
            locs = design.get("locations", {})
            for row, loc in enumerate(LOCATIONS):
                spec = locs.get(loc, {})
                self.locationsTable.setItem(row, 0, QTableWidgetItem(str(spec.get("armor", 0))))
                self.locationsTable.setItem(row, 1, QTableWidgetItem(str(spec.get("internal", 1))))
            self._charts = {loc: [dict(r) for r in locs.get(loc, {}).get("critical", [])] for loc in FRONT}
            self.itemsTable.setRowCount(0)
            for item in design.get("items", []):
                self._append_item(item)
            self._extra = {k: v for k, v in design.items() if k in ("punch_damage", "kick_damage", "notes")}
            self._show_chart(self.critLocationCombo.currentData() or "head")
        finally:
            self._loading = False
        self.itemsTable.resizeColumnsToContents()
        self._validate()

    def _append_item(self, item: dict[str, Any]) -> None:
        row = self.itemsTable.rowCount()
        self.itemsTable.insertRow(row)
        for col, (key, _, kind) in enumerate(ITEM_COLUMNS):
            value = item.get(key)
            if key in CHOICE_COLUMNS:
                combo = _combo(self._choices(key), value, f"{key}_{row}")
                combo.currentIndexChanged.connect(self._choice_changed)
                self.itemsTable.setCellWidget(row, col, combo)
                continue
            if kind == "bool":
                text = self.tr(YES) if value else ""
            elif value is None:
                text = ""
            else:
                text = str(value)
            self.itemsTable.setItem(row, col, QTableWidgetItem(text))

    def _choices(self, key: str) -> list[tuple[str, str]]:
        if key == "kind":
            return [(self.tr(text), code) for code, text in KIND_LABELS.items()]
        if key == "location":
            return [(self.tr(LOCATION_LABELS[loc]), loc) for loc in LOCATIONS]
        return [(self.tr("(none)"), "")] + self._items_of(("ammo", "gel_pack"))

    def _items_of(self, kinds: Sequence[str]) -> list[tuple[str, str]]:
        """(name, id) of the items of ``kinds`` now in the table."""
        out = []
        for row in range(self.itemsTable.rowCount()):
            item_id = _cell(self.itemsTable, row, 0)
            if item_id and (not kinds or _cell(self.itemsTable, row, 2) in kinds):
                name = _cell(self.itemsTable, row, 1) or item_id
                where = render(mech_design.loc_text(_cell(self.itemsTable, row, 3)))
                out.append((fmt("%1 (%2)", name, where), item_id))
        return out

    def _new_id(self) -> str:
        taken = {_cell(self.itemsTable, row, 0) for row in range(self.itemsTable.rowCount())}
        n = len(taken) + 1
        while f"item{n}" in taken:
            n += 1
        return f"item{n}"

    def _item_edited(self) -> None:
        if not self._loading:
            self._refresh_links()
            self._validate()

    def _choice_changed(self) -> None:
        if not self._loading:
            self._refresh_links()
            self._validate()

    def _refresh_links(self) -> None:
        """The drop-downs that name items (ammo bins, chart rows) follow the items' names and kinds."""
        was = self._loading
        self._loading = True
        try:
            col = next(i for i, (k, _, _) in enumerate(ITEM_COLUMNS) if k == "ammo_bin")
            for row in range(self.itemsTable.rowCount()):
                old = self.itemsTable.cellWidget(row, col)
                value = old.currentData() if isinstance(old, QComboBox) else ""
                combo = _combo(self._choices("ammo_bin"), value, f"ammo_bin_{row}")
                combo.currentIndexChanged.connect(self._choice_changed)
                self.itemsTable.setCellWidget(row, col, combo)
            self._show_chart(self._chart_loc)
        finally:
            self._loading = was

    def _add_item(self) -> None:
        self._append_item({"id": self._new_id(), "name": self.tr("New weapon"), "kind": "weapon",
                           "location": "center_torso", "damage": 5, "heat": 3, "short": 3, "medium": 6, "long": 9})
        self.itemsTable.setCurrentCell(self.itemsTable.rowCount() - 1, 1)
        self._refresh_links()
        self._validate()

    def _remove_row(self, table: QTableWidget) -> None:
        row = table.currentRow()
        if row >= 0:
            table.removeRow(row)
            self._refresh_links()
            self._validate()

    # ---- critical charts -------------------------------------------------------------------------
    def _show_chart(self, loc: str) -> None:
        self._chart_loc = loc
        was = self._loading
        self._loading = True
        self.critTable.setRowCount(0)
        for r in self._charts.get(loc, []):
            row = self.critTable.rowCount()
            self.critTable.insertRow(row)
            for col, text in enumerate((str(r.get("min", "")), str(r.get("max", "")))):
                self.critTable.setItem(row, col, QTableWidgetItem(text))
            component = r.get("component", "")
            combo = _combo([(self.tr(t), c) for c, t in COMPONENT_LABELS.items()], component, f"component_{row}")
            combo.currentIndexChanged.connect(self._crit_edited)
            self.critTable.setCellWidget(row, 2, combo)
            detail = _combo(self._details(component), r.get("item") or r.get("actuator") or "", f"detail_{row}")
            detail.currentIndexChanged.connect(self._crit_edited)
            self.critTable.setCellWidget(row, 3, detail)
        self._loading = was

    def _details(self, component: str) -> list[tuple[str, str]]:
        """What a chart row of ``component`` may name: an actuator, an item of a fitting kind, or nothing."""
        if component == "actuator":
            return [(self.tr(ACTUATOR_LABELS[a]), a) for a in ACTUATORS]
        if component in ROW_ITEMS:
            return self._items_of(ROW_ITEMS[component])
        return [(self.tr("—"), "")]

    def _switch_chart(self) -> None:
        self._show_chart(self.critLocationCombo.currentData())

    def _read_chart(self) -> list[dict[str, Any]]:
        rows = []
        for row in range(self.critTable.rowCount()):
            cell = [_cell(self.critTable, row, c) for c in range(len(CRIT_COLUMNS))]
            entry: dict[str, Any] = {"component": cell[2]}
            for key, text in (("min", cell[0]), ("max", cell[1])):
                entry[key] = int(text) if text.lstrip("-").isdigit() else text
            if cell[3]:
                entry["actuator" if cell[2] == "actuator" else "item"] = cell[3]
            rows.append(entry)
        return rows

    def _crit_edited(self) -> None:
        if self._loading:
            return
        self._charts[self._chart_loc] = self._read_chart()
        sender = self.sender()
        if isinstance(sender, QComboBox) and sender.objectName().startswith("component_"):
            self._show_chart(self._chart_loc)  # the detail drop-down offers what the new component may name
        self._validate()

    def _add_crit(self) -> None:
        rows = self._charts.setdefault(self._chart_loc, [])
        rows.append({"min": 20, "max": 20, "component": "no_critical"})
        self._show_chart(self._chart_loc)
        self._validate()

    def _remove_crit(self) -> None:
        row = self.critTable.currentRow()
        if row >= 0:
            del self._charts[self._chart_loc][row]
            self._show_chart(self._chart_loc)
            self._validate()

    # ---- reading and checking --------------------------------------------------------------------------
    def design(self) -> Design:
        """The design as entered (cells that are not numbers are reported by :meth:`problem`)."""
        self._problems = []
        hands = [loc for loc, check in (("left_arm", self.leftHandCheck), ("right_arm", self.rightHandCheck))
                 if check.isChecked()]
        feet = [loc for loc, check in (("left_leg", self.leftFootCheck), ("right_leg", self.rightFootCheck))
                if check.isChecked()]
        locations: dict[str, dict[str, Any]] = {}
        for row, loc in enumerate(LOCATIONS):
            spec: dict[str, Any] = {}
            for col, key in enumerate(("armor", "internal")):
                spec[key] = self._int(self.locationsTable.item(row, col), f"locations.{loc}.{key}")
            if loc in FRONT:
                spec["critical"] = [dict(r) for r in self._charts.get(loc, [])]
            locations[loc] = spec
        items = []
        for row in range(self.itemsTable.rowCount()):
            item: dict[str, Any] = {}
            for col, (key, _, kind) in enumerate(ITEM_COLUMNS):
                cell = self.itemsTable.item(row, col)
                text = _cell(self.itemsTable, row, col)
                where = f"items[{row}].{key}"
                if kind == "bool":
                    if text:
                        item[key] = text.lower() in ("yes", "y", "true", "1", "x", "r", self.tr(YES).lower())
                elif not text:
                    continue
                elif kind == "int":
                    item[key] = self._int(cell, where)
                elif kind == "float":
                    try:
                        item[key] = float(text) if "." in text else int(text)
                    except ValueError:
                        self._problems.append(fmt(self.tr("%1: '%2' is not a number"), where, text))
                elif kind == "damage":
                    item[key] = int(text) if text.isdigit() else text
                else:
                    item[key] = text
            items.append(item)
        out = {"name": self.nameEdit.text().strip(), "tonnage": self.tonnageSpin.value(),
               "walk": self.walkSpin.value(), "run": self.runSpin.value(), "jump": self.jumpSpin.value(),
               "heat_sinks": self.sinksSpin.value(), "hands": hands, "feet": feet, "locations": locations,
               "items": items}
        out.update(self._extra)
        return out

    def _int(self, cell: QTableWidgetItem | None, where: str) -> int:
        text = cell.text().strip() if cell else ""
        try:
            return int(text)
        except ValueError:
            self._problems.append(fmt(self.tr("%1: '%2' is not a whole number"), where, text))
            return 0

    def problems(self) -> list[str]:
        design = self.design()
        if self._problems:
            return list(self._problems)
        if not design["name"]:
            return [self.tr("name: give the design a name")]
        return [f"{p.path}: {render(message_of(p.message))}" for p in mech_design.design_problems(design)]

    def problem(self) -> str:
        found = self.problems()
        if not found:
            return ""
        more = len(found) - 1
        return found[0] + (self.tr(" (and %n more)", "", more) if more else "")

    def _validate(self) -> None:
        if self._loading:
            return
        problem = self.problem()
        self.errorLabel.setText(problem)
        self.errorLabel.setToolTip("\n".join(self.problems()) if problem else "")
        self.buttonBox.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)
