"""Add or edit a mech: a design (sample or from the designer) and its pilot."""

from __future__ import annotations

import copy

from PySide6.QtWidgets import QDialog, QDialogButtonBox

from muster.gui.dialogs.fit import fit_to_screen
from muster.gui.uiloader import load_ui
from muster.i18n import fmt, message_of, render, term_noop

CUSTOM = "__custom__"
PILOT_STATES = (("conscious", term_noop("MechUnitDialog", "Conscious")),
                ("unconscious", term_noop("MechUnitDialog", "Unconscious")),
                ("dead", term_noop("MechUnitDialog", "Dead")))


class MechUnitDialog(QDialog):
    def __init__(self, forces, parent=None, *, state: dict | None = None, name: str = "", force_id=None):
        super().__init__(parent)
        load_ui("mech_unit_dialog.ui", self)
        from muster.services.mech import sample_design, sample_designs

        self.setWindowTitle(self.tr("Edit Mech") if state else self.tr("Add Mech"))
        self._state = copy.deepcopy(state) if state else None
        self._samples = {stem: sample_design(stem) for stem, _ in sample_designs()}
        self._custom: dict | None = None
        for f in forces:
            self.forceCombo.addItem(f.name, f.id)
        if force_id is not None:
            self.forceCombo.setCurrentIndex(max(0, self.forceCombo.findData(force_id)))
        self.forceCombo.setEnabled(state is None)
        for stem, design in self._samples.items():
            self.designCombo.addItem(fmt(self.tr("%1 (%2 t)"), design["name"], design["tonnage"]), stem)
        for value, text in PILOT_STATES:
            self.pilotStatusCombo.addItem(self.tr(text), value)
        self.nameEdit.setText(name)
        pilot = (state or {}).get("pilot", {})
        self.pilotNameEdit.setText(pilot.get("name", ""))
        self.gunnerySpin.setValue(pilot.get("gunnery", 0))
        self.pilotingSpin.setValue(pilot.get("piloting", 1))
        self.headHitsSpin.setValue(pilot.get("head_hits", 0))
        self.pilotStatusCombo.setCurrentIndex(max(0, self.pilotStatusCombo.findData(pilot.get("status", "conscious"))))
        if state:
            from muster.services.mech import design_of

            design = design_of(state)
            stem = next((s for s, d in self._samples.items() if d == design), None)
            if stem is None:
                self.set_custom_design(design)
            else:
                self.designCombo.setCurrentIndex(self.designCombo.findData(stem))
        self.designButton.clicked.connect(self.open_designer)
        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)
        self.designCombo.currentIndexChanged.connect(self._validate)
        for signal in (self.nameEdit.textChanged, self.pilotNameEdit.textChanged, self.headHitsSpin.valueChanged,
                       self.pilotStatusCombo.currentIndexChanged):
            signal.connect(self._validate)
        self._validate()

    # ---- design --------------------------------------------------------------------------------
    def design(self) -> dict | None:
        data = self.designCombo.currentData()
        if data == CUSTOM:
            return self._custom
        return self._samples.get(data)

    def set_custom_design(self, design: dict) -> None:
        self._custom = copy.deepcopy(design)
        index = self.designCombo.findData(CUSTOM)
        text = fmt(self.tr("%1 (%2 t, custom)"), design.get("name", "?"), design.get("tonnage", "?"))
        if index < 0:
            self.designCombo.addItem(text, CUSTOM)
            index = self.designCombo.count() - 1
        else:
            self.designCombo.setItemText(index, text)
        self.designCombo.setCurrentIndex(index)
        self._validate()

    def designer(self):
        """A designer dialog started from the current design (tests drive it directly)."""
        from muster.gui.systems.mech.designer import MechDesignerDialog

        return MechDesignerDialog(self, self.design())

    def open_designer(self) -> None:
        dialog = self.designer()
        fit_to_screen(dialog)
        if dialog.exec():
            self.set_custom_design(dialog.design())

    def _summary(self, design: dict) -> str:
        weapons = [it["name"] for it in design.get("items", []) if it.get("kind") in ("weapon", "gel_dispenser")]
        return fmt(self.tr("%1 t · walk %2 / run %3 / jump %4 · %5 heat sinks · %6"), design["tonnage"],
                   design["walk"], design["run"], design.get("jump", 0), design["heat_sinks"],
                   ", ".join(weapons) or self.tr("no weapons"))

    # ---- checking and values -------------------------------------------------------------------------
    def problem(self) -> str:
        from muster.rules.mech import design_problems

        if not self.nameEdit.text().strip():
            return self.tr("Give the mech a name.")
        if self.forceCombo.currentData() is None:
            return self.tr("Add a force first: every unit belongs to a force.")
        design = self.design()
        if design is None:
            return self.tr("Choose a design.")
        problems = design_problems(design)
        if problems:
            return fmt(self.tr("Design: %1"), f"{problems[0].path}: {render(message_of(problems[0].message))}")
        return ""

    def _validate(self) -> None:
        design = self.design()
        self.designSummary.setText(self._summary(design) if design else "")
        problem = self.problem()
        self.errorLabel.setText(problem)
        self.buttonBox.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)

    def values(self) -> tuple[int, str, dict]:
        design = copy.deepcopy(self.design())
        pilot = {"name": self.pilotNameEdit.text().strip() or self.tr("Pilot"), "gunnery": self.gunnerySpin.value(),
                 "piloting": self.pilotingSpin.value(), "head_hits": self.headHitsSpin.value(),
                 "status": self.pilotStatusCombo.currentData()}
        from muster.services.mech import design_of

        if self._state and design_of(self._state) == design:
            state = copy.deepcopy(self._state)
            state["pilot"] = pilot
        else:
            state = {"id": "mech", "design": design, "pilot": pilot}
        return self.forceCombo.currentData(), self.nameEdit.text().strip(), state
