"""Add or edit a BUCS unit: quality, equipment, specialties (valid combinations only), mobility, joined character."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QListWidgetItem, QPushButton, QWidget

from muster.gui.forms.bucs_unit_dialog import Ui_BucsUnitDialog
from muster.i18n import fmt, render, term, term_noop
from muster.services import ServiceError

if TYPE_CHECKING:
    from muster.services import queries as q
    from muster.services.bucs import BucsTables

# shown through tr() in this dialog's context
STATUSES = (("ready", term_noop("BucsUnitDialog", "Ready")),
            ("retreated", term_noop("BucsUnitDialog", "Retreated in poor order")),
            ("destroyed", term_noop("BucsUnitDialog", "Destroyed")))
MOBILITY_WORDS = {"foot": term_noop("BucsUnitDialog", "Foot"),
                  "mechanized": term_noop("BucsUnitDialog", "Mechanized"),
                  "armor": term_noop("BucsUnitDialog", "Armor")}


def _rules(name: str) -> str:
    """A name from the rules data (quality, equipment, specialty) in the GM's language."""
    return render(term("Rules", name))


class BucsUnitDialog(QDialog, Ui_BucsUnitDialog):
    """A BUCS unit's state, offered and checked under ``tables`` (else the campaign's of ``parent.service``)."""

    def __init__(self, forces: Sequence[q.ForceRow], parent: QWidget | None = None, *,
                 state: dict[str, Any] | None = None, name: str = "", force_id: int | None = None,
                 tables: BucsTables | dict[str, Any] | None = None) -> None:
        super().__init__(parent)
        self.setupUi(self)
        from muster.services import bucs

        self.tables = (bucs.typed_tables(tables) if tables is not None
                       else bucs.editor_tables(getattr(parent, "service", None)))
        self._original = dict(state or {})
        self.setWindowTitle(self.tr("Edit BUCS Unit") if state else self.tr("Add BUCS Unit"))
        for f in forces:
            self.forceCombo.addItem(f.name, f.id)
        if force_id is not None:
            self.forceCombo.setCurrentIndex(max(0, self.forceCombo.findData(force_id)))
        self.forceCombo.setEnabled(state is None)
        self.nameEdit.setText(name)
        for row in self.tables.quality:
            self.qualityCombo.addItem(_rules(row.name), row.name)
        for eq in self.tables.equipment:
            label = f"{_rules(eq.name)} ({eq.modifier:+d})"
            self.equipmentCombo.addItem(label, eq.name)
        for spec in self.tables.specialties:
            item = QListWidgetItem(_rules(spec.name))
            item.setData(Qt.ItemDataRole.UserRole, spec.name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.specialtiesList.addItem(item)
        for key, label in STATUSES:
            self.statusCombo.addItem(self.tr(label), key)
        self.leaderKindCombo.addItem(self.tr("Player character"), "pc")
        self.leaderKindCombo.addItem(self.tr("Named NPC"), "npc")

        st = dict(state or {})
        self._select(self.qualityCombo, st.get("quality", "Average"))
        self._select(self.equipmentCombo, st.get("equipment", "Adequate"))
        wanted = set(st.get("specialties", ["Infantry"] if state is None else []))
        for i in range(self.specialtiesList.count()):
            item = self.specialtiesList.item(i)
            if item.data(Qt.ItemDataRole.UserRole) in wanted:
                item.setCheckState(Qt.CheckState.Checked)
        self.moraleSpin.setValue(st.get("morale_hits", 0))
        self.casualtySpin.setValue(st.get("casualty_hits", 0))
        self._select(self.statusCombo, st.get("status", "ready"))
        leader = st.get("leader")
        if leader:
            self.leaderGroup.setChecked(True)
            self.leaderNameEdit.setText(leader.get("name", ""))
            self._select(self.leaderKindCombo, leader.get("kind", "pc"))
            if leader.get("max_hp") is not None:
                self.leaderMaxHpSpin.setValue(leader["max_hp"])
            self.leaderHpSpin.setValue(leader.get("hp", 0))
        self._refresh_specialties()
        self._fill_mobility(st.get("mobility"))

        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)
        self.specialtiesList.itemChanged.connect(self._specialty_toggled)
        for signal in (self.nameEdit.textChanged, self.leaderNameEdit.textChanged, self.forceCombo.currentIndexChanged,
                       self.equipmentCombo.currentIndexChanged, self.mobilityCombo.currentIndexChanged,
                       self.statusCombo.currentIndexChanged, self.moraleSpin.valueChanged,
                       self.casualtySpin.valueChanged, self.leaderGroup.toggled, self.leaderHpSpin.valueChanged,
                       self.leaderMaxHpSpin.valueChanged, self.leaderKindCombo.currentIndexChanged):
            signal.connect(self._validate)
        self.qualityCombo.currentIndexChanged.connect(self._quality_changed)
        self._validate()

    def _ok(self) -> QPushButton:
        return self.buttonBox.button(QDialogButtonBox.StandardButton.Ok)

    @staticmethod
    def _select(combo: QComboBox, data: object) -> None:
        index = combo.findData(data)
        if index >= 0:
            combo.setCurrentIndex(index)

    # ---- specialties: only valid combinations are offered ------------------------------------------------
    def checked_specialties(self) -> list[str]:
        out = []
        for i in range(self.specialtiesList.count()):
            item = self.specialtiesList.item(i)
            if item.checkState() == Qt.CheckState.Checked:
                out.append(item.data(Qt.ItemDataRole.UserRole))
        return out

    def allowed_specialties(self) -> int:
        quality = self.qualityCombo.currentData()
        return self.tables.quality_row(quality).specialties

    def _refresh_specialties(self) -> None:
        chosen = self.checked_specialties()
        allowed = self.allowed_specialties()
        full = len(chosen) >= allowed
        self.specialtiesList.blockSignals(True)
        for i in range(self.specialtiesList.count()):
            item = self.specialtiesList.item(i)
            name = item.data(Qt.ItemDataRole.UserRole)
            missing = [req for req in self.tables.specialty_row(name).requires if req not in chosen]
            checked = item.checkState() == Qt.CheckState.Checked
            enabled = checked or (not full and not missing)
            flags = item.flags()
            item.setFlags(flags | Qt.ItemFlag.ItemIsEnabled if enabled else flags & ~Qt.ItemFlag.ItemIsEnabled)
            tip = ""
            if missing and not checked:
                tip = fmt(self.tr("Needs the %1 specialty first."), ", ".join(_rules(m) for m in missing))
            elif full and not checked:
                tip = fmt(self.tr("No room: a %1 unit may have %n specialty(s).", "", allowed),
                          _rules(self.qualityCombo.currentData()))
            item.setToolTip(tip)
        self.specialtiesList.blockSignals(False)
        self.specialtiesHint.setText(fmt(self.tr("%1 units may have %n specialty(s); %2 chosen. Armor needs "
                                                 "Mechanized. A unit without Infantry fights as Raw.", "", allowed),
                                         _rules(self.qualityCombo.currentData()), len(chosen)))

    def _specialty_toggled(self, item: QListWidgetItem) -> None:
        name = item.data(Qt.ItemDataRole.UserRole)
        if item.checkState() != Qt.CheckState.Checked:
            # dropping a specialty drops the ones that need it (Armor without Mechanized)
            self.specialtiesList.blockSignals(True)
            for i in range(self.specialtiesList.count()):
                other = self.specialtiesList.item(i)
                if name in self.tables.specialty_row(other.data(Qt.ItemDataRole.UserRole)).requires:
                    other.setCheckState(Qt.CheckState.Unchecked)
            self.specialtiesList.blockSignals(False)
        self._refresh_specialties()
        self._fill_mobility(self.mobilityCombo.currentData(), upgrade=item.checkState() == Qt.CheckState.Checked)
        self._validate()

    def _quality_changed(self) -> None:
        self._refresh_specialties()
        self._validate()

    def _fill_mobility(self, current: str | None, upgrade: bool = False) -> None:
        chosen = self.checked_specialties()
        self.mobilityCombo.blockSignals(True)
        self.mobilityCombo.clear()
        best = None
        for row in self.tables.mobility:
            if row.specialty is None or row.specialty in chosen:
                word = MOBILITY_WORDS.get(row.name)
                self.mobilityCombo.addItem(self.tr(word) if word else _rules(row.name), row.name)
                best = row.name
        index = self.mobilityCombo.findData(best if upgrade or current is None else current)
        self.mobilityCombo.setCurrentIndex(index if index >= 0 else self.mobilityCombo.count() - 1)
        self.mobilityCombo.blockSignals(False)

    # ---- validation ------------------------------------------------------------------------------------
    def state(self) -> dict[str, Any]:
        state = {k: v for k, v in self._original.items() if k not in ("name",)}
        state.update(quality=self.qualityCombo.currentData(), equipment=self.equipmentCombo.currentData(),
                     specialties=self.checked_specialties(), mobility=self.mobilityCombo.currentData(),
                     morale_hits=self.moraleSpin.value(), casualty_hits=self.casualtySpin.value(),
                     status=self.statusCombo.currentData())
        if self.leaderGroup.isChecked():
            old = self._original.get("leader") or {}
            state["leader"] = {"name": self.leaderNameEdit.text().strip(), "kind": self.leaderKindCombo.currentData(),
                               "hp": self.leaderHpSpin.value(), "max_hp": self.leaderMaxHpSpin.value(),
                               "dead": bool(old.get("dead")) and self.leaderHpSpin.value() <= old.get("hp", 0)}
        else:
            state["leader"] = None
        return state

    def problem(self) -> str:
        from muster.services import bucs

        if not self.nameEdit.text().strip():
            return self.tr("Give the unit a name.")
        if self.forceCombo.currentData() is None:
            return self.tr("Add a force first: every unit belongs to a force.")
        if self.leaderGroup.isChecked():
            if not self.leaderNameEdit.text().strip():
                return self.tr("Name the joined character (or untick Joined PC or named NPC).")
            if self.leaderHpSpin.value() > self.leaderMaxHpSpin.value():
                return self.tr("The character's hit points now cannot be above the maximum.")
        try:
            bucs.normalise_state({**self.state(), "name": self.nameEdit.text().strip()}, self.tables)
        except bucs.BadUnit as exc:
            return render(exc.reason)  # the dialog is about a BUCS unit: why, without "Bad BUCS unit:"
        except ServiceError as exc:
            return str(exc)
        return ""

    def _validate(self) -> None:
        from muster.services import bucs

        problem = self.problem()
        self.errorLabel.setText(problem)
        self._ok().setEnabled(not problem)
        if problem:
            self.summaryLabel.setText("")
            return
        info = bucs.describe_state(self.state(), self.tables)
        if info.current_quality:
            now = _rules(info.current_quality)
        else:
            now = {"retreated": self.tr("RETREATED"), "destroyed": self.tr("DESTROYED")}.get(
                info.status, info.status.upper())
        self.summaryLabel.setText(fmt(self.tr("Fights as <b>%1</b> · can take %n more hit(s) before it breaks · %2",
                                              "", info.hits_left), now, render(bucs.status(self.state(), self.tables))))

    def values(self) -> tuple[int, str, dict[str, Any]]:
        name = self.nameEdit.text().strip()
        return self.forceCombo.currentData(), name, {**self.state(), "name": name}
