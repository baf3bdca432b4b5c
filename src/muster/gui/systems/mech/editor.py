"""Add or edit a mech: a design (sample or from the designer) and its pilot."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any, Protocol, Sequence, runtime_checkable

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QWidget

from muster.gui.dialogs.fit import fit_to_screen
from muster.gui.forms.mech_unit_dialog import Ui_MechUnitDialog
from muster.i18n import fmt, message_of, render, term_noop
from muster.services import mech_design

if TYPE_CHECKING:
    from muster.gui.systems.mech.designer import MechDesignerDialog
    from muster.services.core import CampaignService
    from muster.services.queries import ForceRow

CUSTOM = "__custom__"
PILOT_STATES = (("conscious", term_noop("MechUnitDialog", "Conscious")),
                ("unconscious", term_noop("MechUnitDialog", "Unconscious")),
                ("dead", term_noop("MechUnitDialog", "Dead")))
Design = dict[str, Any]  # a design document (as the rules' MechDesign.parse reads it)


@runtime_checkable
class _HasService(Protocol):
    """The main window: the open campaign, if any."""

    @property
    def service(self) -> CampaignService | None: ...


def _campaign_tables(parent: QWidget | None) -> mech_design.RulesData | None:
    """The mech tables of the campaign open in the window the editor is opened from (house rules merged)."""
    try:
        return mech_design.tables(parent.service if isinstance(parent, _HasService) else None)
    except Exception:  # noqa: BLE001 - the editor still edits with the form's own limits
        return None


class MechUnitDialog(QDialog, Ui_MechUnitDialog):
    def __init__(self, forces: Sequence[ForceRow], parent: QWidget | None = None, *,
                 state: dict[str, Any] | None = None, name: str = "", force_id: int | None = None):
        super().__init__(parent)
        self.setupUi(self)
        self.setWindowTitle(self.tr("Edit Mech") if state else self.tr("Add Mech"))
        self._state = copy.deepcopy(state) if state else None
        self._samples = {stem: mech_design.sample_design(stem) for stem, _ in mech_design.sample_designs()}
        self._custom: Design | None = None
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
        rules = _campaign_tables(parent)
        if rules is not None:  # the hit that kills is the last box of the consciousness track
            fatal = mech_design.consciousness_track(rules)[1]
            self.headHitsSpin.setMaximum(min(self.headHitsSpin.maximum(), fatal))
        self._show_pilot((state or {}).get("pilot", {}))
        if state:
            self._show_design(mech_design.design_of(state))
        self.designButton.clicked.connect(self.open_designer)
        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)
        self.designCombo.currentIndexChanged.connect(self._validate)
        for signal in (self.nameEdit.textChanged, self.pilotNameEdit.textChanged, self.headHitsSpin.valueChanged,
                       self.pilotStatusCombo.currentIndexChanged):
            signal.connect(self._validate)
        self._validate()

    def _show_pilot(self, pilot: dict[str, Any]) -> None:
        self.pilotNameEdit.setText(pilot.get("name", ""))
        self.gunnerySpin.setValue(pilot.get("gunnery", 0))
        self.pilotingSpin.setValue(pilot.get("piloting", 1))
        self.headHitsSpin.setValue(pilot.get("head_hits", 0))
        self.pilotStatusCombo.setCurrentIndex(max(0, self.pilotStatusCombo.findData(pilot.get("status", "conscious"))))

    def _show_design(self, design: Design | None) -> None:
        """A stored mech's design: its sample's entry, else a custom entry."""
        stem = next((s for s, d in self._samples.items() if d == design), None)
        if stem is not None:
            self.designCombo.setCurrentIndex(self.designCombo.findData(stem))
        elif design is not None:
            self.set_custom_design(design)

    # ---- design --------------------------------------------------------------------------------
    def design(self) -> Design | None:
        data = self.designCombo.currentData()
        if data == CUSTOM:
            return self._custom
        return self._samples.get(data)

    def set_custom_design(self, design: Design) -> None:
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

    def designer(self) -> MechDesignerDialog:
        """A designer dialog started from the current design (tests drive it directly)."""
        from muster.gui.systems.mech.designer import MechDesignerDialog

        return MechDesignerDialog(self, self.design())

    def open_designer(self) -> None:
        dialog = self.designer()
        fit_to_screen(dialog)
        if dialog.exec():
            self.set_custom_design(dialog.design())

    def _summary(self, design: Design) -> str:
        weapons = [it["name"] for it in design.get("items", []) if it.get("kind") in ("weapon", "gel_dispenser")]
        return fmt(self.tr("%1 t · walk %2 / run %3 / jump %4 · %5 heat sinks · %6"), design["tonnage"],
                   design["walk"], design["run"], design.get("jump", 0), design["heat_sinks"],
                   ", ".join(weapons) or self.tr("no weapons"))

    # ---- checking and values -------------------------------------------------------------------------
    def problem(self) -> str:
        if not self.nameEdit.text().strip():
            return self.tr("Give the mech a name.")
        if self.forceCombo.currentData() is None:
            return self.tr("Add a force first: every unit belongs to a force.")
        design = self.design()
        if design is None:
            return self.tr("Choose a design.")
        problems = mech_design.design_problems(design)
        if problems:
            return fmt(self.tr("Design: %1"), f"{problems[0].path}: {render(message_of(problems[0].message))}")
        return ""

    def _validate(self) -> None:
        design = self.design()
        self.designSummary.setText(self._summary(design) if design else "")
        problem = self.problem()
        self.errorLabel.setText(problem)
        self.buttonBox.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)

    def values(self) -> tuple[int, str, dict[str, Any]]:
        design = copy.deepcopy(self.design())
        pilot = {"name": self.pilotNameEdit.text().strip() or self.tr("Pilot"), "gunnery": self.gunnerySpin.value(),
                 "piloting": self.pilotingSpin.value(), "head_hits": self.headHitsSpin.value(),
                 "status": self.pilotStatusCombo.currentData()}
        if self._state and mech_design.design_of(self._state) == design:
            state = copy.deepcopy(self._state)
            state["pilot"] = pilot
        else:
            state = {"id": "mech", "design": design, "pilot": pilot}
        return self.forceCombo.currentData(), self.nameEdit.text().strip(), state
