"""The set-up dialog for big battles: group squads into named bodies per side, then roll the 2d6 distance."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QAbstractItemView, QComboBox, QDialog, QDialogButtonBox, QHeaderView, QTableWidgetItem

from muster.gui.forms.poleaxe_bodies_dialog import Ui_PoleaxeBodiesDialog
from muster.i18n import fmt, number

if TYPE_CHECKING:
    from muster.services.poleaxe_views import BodyPlan, SetupSquad, SideChoice


class BodiesDialog(QDialog, Ui_PoleaxeBodiesDialog):
    """``values()`` gives the ``bodies`` argument of ``poleaxe.setup``; OK runs the set-up through the window."""

    def __init__(self, window, battle_id: int, parent=None):
        from muster.services import poleaxe

        super().__init__(parent)
        self.setupUi(self)
        self.window_ = window
        self.battle_id = battle_id
        self.result_distance: int | None = None
        info = poleaxe.setup_squads(window.service, battle_id)
        self.squads: tuple[SetupSquad, ...] = info.squads
        self.sides: tuple[SideChoice, ...] = info.sides
        self.combatants: int = info.combatants
        self.limit: int = info.limit
        self.side_names = {s.id: s.name for s in self.sides}
        self.bodies: dict[int, dict] = {}  # key -> {"name", "side"}
        self.assigned: dict[int, int | None] = {}  # unit id -> body key
        self._next_key = 0
        for side in self.sides:  # start from one body per side holding all its squads
            k = self._new_body(side.name, side.id)
            for s in self.squads:
                if s.side == side.id:
                    self.assigned[s.unit] = k
        for choice in self.sides:
            self.sideCombo.addItem(choice.name, choice.id)
        for table, headers in ((self.squadsTable, (self.tr("Squad"), self.tr("Side"), self.tr("Combatants"),
                                                   self.tr("Body"))),
                               (self.bodiesTable, (self.tr("Body"), self.tr("Side"), self.tr("Squads"),
                                                   self.tr("Combatants")))):
            table.setColumnCount(len(headers))
            table.setHorizontalHeaderLabels(list(headers))
            table.verticalHeader().setVisible(False)
            table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
            table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            table.horizontalHeader().setStretchLastSection(True)
        self.bodiesTable.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.squadsTable.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.buttonBox.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Roll distance (2d6)"))
        self.addBodyButton.clicked.connect(self.add_body)
        self.bodyNameEdit.returnPressed.connect(self.add_body)
        self.removeBodyButton.clicked.connect(self.remove_body)
        self.assignButton.clicked.connect(self.assign_selected)
        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)
        if self.combatants > self.limit:
            self.hintLabel.setText(fmt(self.tr("<b>%1 combatants: over %2.</b> Squads this many fight grouped in "
                                               "bodies — split each side into battles or conroys below."),
                                       self.combatants, self.limit))
        else:
            self.hintLabel.setText(fmt(self.tr("%1 combatants: %2 or fewer, so one body per side is usual; "
                                               "you may still group squads."), self.combatants, self.limit))
        self._refresh()

    # ---- the GM's edits ----------------------------------------------------------------------------------
    def _new_body(self, name: str, side: str) -> int:
        key = self._next_key
        self._next_key += 1
        self.bodies[key] = {"name": name, "side": side}
        return key

    def add_body(self) -> int | None:
        name = self.bodyNameEdit.text().strip()
        side = self.sideCombo.currentData()
        if not name:
            self.errorLabel.setText(self.tr("Name the new body first (for example Left battle)."))
            return None
        if any(b["name"].casefold() == name.casefold() for b in self.bodies.values()):
            self.errorLabel.setText(fmt(self.tr("There is already a body called %1."), name))
            return None
        key = self._new_body(name, side)
        self.bodyNameEdit.clear()
        self._refresh()
        return key

    def remove_body(self) -> None:
        row = self.bodiesTable.currentRow()
        keys = list(self.bodies)
        if not 0 <= row < len(keys):
            self.errorLabel.setText(self.tr("Select the body to remove."))
            return
        key = keys[row]
        del self.bodies[key]
        for uid, k in self.assigned.items():
            if k == key:
                self.assigned[uid] = None
        self._refresh()

    def assign_selected(self) -> None:
        key = self.assignCombo.currentData()
        rows = sorted({i.row() for i in self.squadsTable.selectedIndexes()})
        if key is None or not rows:
            self.errorLabel.setText(self.tr("Select squads in the list and a body to put them in."))
            return
        body = self.bodies[key]
        wrong = [self.squads[r].name for r in rows if self.squads[r].side != body["side"]]
        for r in rows:
            if self.squads[r].side == body["side"]:
                self.assigned[self.squads[r].unit] = key
        self._refresh()
        if wrong:
            self.errorLabel.setText(fmt(self.tr("%1 is on another side than %2, so it stayed where it was."),
                                        ", ".join(wrong), body["name"]))

    def set_body(self, unit_id: int, key: int | None) -> None:
        self.assigned[unit_id] = key
        self._refresh(squads=False)

    # ---- showing -----------------------------------------------------------------------------------------
    def _refresh(self, squads: bool = True) -> None:
        t = self.squadsTable
        if squads:
            t.setRowCount(len(self.squads))
        for r, s in enumerate(self.squads if squads else ()):
            for c, text in enumerate((s.name, s.side_name, number(s.combatants))):
                if t.item(r, c) is None:
                    t.setItem(r, c, QTableWidgetItem(text))
            combo = t.cellWidget(r, 3)
            if not isinstance(combo, QComboBox):  # made once per squad, refilled in place (never deleted by its signal)
                combo = QComboBox()
                combo.setObjectName(f"body_{s.unit}")
                combo.currentIndexChanged.connect(lambda _, uid=s.unit, w=combo: self.set_body(uid, w.currentData()))
                t.setCellWidget(r, 3, combo)
            combo.blockSignals(True)
            combo.clear()
            combo.addItem(self.tr("— not placed —"), None)
            for key, b in self.bodies.items():
                if b["side"] == s.side:
                    combo.addItem(b["name"], key)
            combo.setCurrentIndex(max(0, combo.findData(self.assigned.get(s.unit))))
            combo.blockSignals(False)
        b_rows = self.body_rows()
        bt = self.bodiesTable
        keep = bt.currentRow()
        bt.setRowCount(len(b_rows))
        for r, b in enumerate(b_rows):
            for c, text in enumerate((b["name"], self.side_names.get(b["side"], b["side"]), number(len(b["units"])),
                                      number(b["combatants"]))):
                bt.setItem(r, c, QTableWidgetItem(text))
        if 0 <= keep < len(b_rows):
            bt.selectRow(keep)
        keep = self.assignCombo.currentData()
        self.assignCombo.clear()
        for key, b in self.bodies.items():
            self.assignCombo.addItem(f"{b['name']} ({self.side_names.get(b['side'], b['side'])})", key)
        self.assignCombo.setCurrentIndex(max(0, self.assignCombo.findData(keep)))
        problem = self.problem()
        self.errorLabel.setText(problem)
        self.buttonBox.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)

    def body_rows(self) -> list[dict]:
        per = {s.unit: s.combatants for s in self.squads}
        out = []
        for key, b in self.bodies.items():
            units = [s.unit for s in self.squads if self.assigned.get(s.unit) == key]
            out.append({"key": key, "name": b["name"], "side": b["side"], "units": units,
                        "combatants": sum(per[u] for u in units)})
        return out

    def problem(self) -> str:
        unplaced = [s.name for s in self.squads if self.assigned.get(s.unit) is None]
        if unplaced:
            return fmt(self.tr("Every squad must be in a body; not placed: %1."), ", ".join(unplaced))
        for b in self.body_rows():
            if not b["units"]:
                return fmt(self.tr("%1 has no squads: put squads in it or remove it."), b["name"])
        for side in self.sides:
            if not any(b["side"] == side.id for b in self.bodies.values()):
                return fmt(self.tr("%1 needs at least one body."), side.name)
        return ""

    def values(self) -> list[BodyPlan]:
        from muster.services.poleaxe_views import BodyPlan

        return [BodyPlan(b["name"], b["side"], tuple(b["units"])) for b in self.body_rows()]

    def accept(self) -> None:
        from muster.services import poleaxe

        problem = self.problem()
        if problem:
            self.errorLabel.setText(problem)
            return
        errors = len(self.window_.errors)
        distance = self.window_.run(poleaxe.setup, self.battle_id, self.values())
        if distance is None:  # refused: nothing was written; keep the dialog open with the reason
            self.errorLabel.setText(self.window_.errors[-1] if len(self.window_.errors) > errors
                                    else self.tr("The set-up was not made."))
            return
        self.result_distance = distance
        super().accept()
