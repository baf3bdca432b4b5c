"""The after-battle dialog: medical units, hours since the battle, rest days, with a live summary."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QListWidget, QListWidgetItem, QWidget

from muster.gui.forms.bucs_heal_dialog import Ui_BucsHealDialog
from muster.gui.systems.bucs.present import heal_preview_html
from muster.gui.systems.bucs.present import line_text as line_text  # the old names, for code that imported them here
from muster.gui.systems.bucs.present import medics_totals as medics_totals
from muster.services import ServiceError

if TYPE_CHECKING:
    from muster.services.bucs import HealOrders, UnitView
    from muster.services.core import CampaignService


class BucsHealDialog(QDialog, Ui_BucsHealDialog):
    """``units``: the battle's ``bucs.UnitView``s. ``values()`` gives the arguments of ``bucs.heal``."""

    def __init__(self, service: CampaignService, units: Sequence[UnitView],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setupUi(self)
        self.service = service
        for u in units:
            if u.unit is None:
                continue
            item = QListWidgetItem(f"{u.name} — {u.status_line}")
            item.setData(Qt.ItemDataRole.UserRole, u.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            self.unitsList.addItem(item)
            if u.unit.has("Medical") and u.ready:
                med = QListWidgetItem(u.name)
                med.setData(Qt.ItemDataRole.UserRole, u.id)
                med.setFlags(med.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                med.setCheckState(Qt.CheckState.Checked)
                self.medicalList.addItem(med)
        self.noMedicalLabel.setVisible(self.medicalList.count() == 0)
        self.medicalList.setVisible(self.medicalList.count() > 0)
        self.capacityCheck.toggled.connect(self.capacitySpin.setEnabled)
        for signal in (self.unitsList.itemChanged, self.medicalList.itemChanged, self.hoursSpin.valueChanged,
                       self.capacityCheck.toggled, self.capacitySpin.valueChanged, self.restSpin.valueChanged,
                       self.stressCheck.toggled):
            signal.connect(self._update)
        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)
        self.summary: list[str] = []
        self._update()

    @staticmethod
    def _checked(view: QListWidget) -> list[int]:
        return [view.item(i).data(Qt.ItemDataRole.UserRole) for i in range(view.count())
                if view.item(i).checkState() == Qt.CheckState.Checked]

    def values(self) -> HealOrders:
        from muster.services.bucs import HealOrders

        return HealOrders(tuple(self._checked(self.unitsList)), tuple(self._checked(self.medicalList)),
                          self.capacitySpin.value() if self.capacityCheck.isChecked() else None,
                          self.hoursSpin.value(), self.restSpin.value(), self.stressCheck.isChecked())

    def _update(self) -> None:
        from muster.services import bucs

        v = self.values()
        problem = ""
        if not v.unit_ids:
            problem = self.tr("Tick at least one unit to treat.")
        preview = None
        if not problem:
            try:
                preview = bucs.heal_preview(self.service, v.unit_ids, v.medical_ids, v.capacity,
                                            v.hours_since_battle, v.rest_days, v.under_stress)
            except ServiceError as exc:
                problem = str(exc)
        self.errorLabel.setText(problem)
        self.buttonBox.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)
        if preview is None:
            self.previewText.setHtml("")
            return
        shown, self.summary = heal_preview_html(preview.capacity, preview.late, preview.units)
        self.previewText.setHtml(shown)
