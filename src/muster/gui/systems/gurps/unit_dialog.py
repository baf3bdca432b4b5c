"""The GURPS unit editor: one body of troops, its Troop Strength worked out as its army's battle will count it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDoubleSpinBox, QHeaderView, QSpinBox, QTableWidgetItem, QWidget

from muster.gui.forms.gurps_unit_dialog import Ui_GurpsUnitDialog
from muster.gui.systems.gurps.dialog_parts import (
    battle_id_of,
    campaign_of,
    choice,
    rules_word,
    set_choice,
    show_problem,
    troop_strength,
)
from muster.i18n import fmt, render
from muster.services import gurps_forms
from muster.services.gurps_forms import QUALITIES, troop_type_text

if TYPE_CHECKING:
    from muster.services.queries import ForceRow

TROOP_TYPES = ("light infantry", "medium infantry", "heavy infantry", "spearmen", "light missile troops",
               "medium missile troops", "heavy missile troops", "light cavalry", "medium cavalry", "heavy cavalry")
# the troop types the full text names (the bundled rules data's troop_types): the editor offers the campaign's
# (house rules may add their own); the GM may type any other
STATUSES = ("ready", "holds", "thrown_back", "retreated", "routed")


def _number(value: float) -> int | float:
    return int(value) if float(value).is_integer() else value


class GurpsUnitDialog(QDialog, Ui_GurpsUnitDialog):
    """Add or edit one body of troops: type, head count, quality, Morale, status, experience and hiring cost; on
    the Troop Strength tab every input of its TS (entered, per man, TL, race, missile and armour bonuses,
    stirrups, special weapons) with the working as the battle will count it: under the campaign's house rules, at
    its army's tech level (the army of its force's side, in the battle on screen or the latest it fights in)."""

    EDITED = ("troop_type", "count", "quality", "morale", "status", "losses", "ts", "ts_per_man", "tl", "race",
              "racial_modifier", "missile_bonus", "armour_bonus", "stirrups", "special", "battles", "hiring_cost")

    def __init__(self, forces: Sequence[ForceRow], parent: QWidget | None = None, *,
                 state: dict[str, Any] | None = None, name: str = "", force_id: int | None = None):
        super().__init__(parent)
        self.setupUi(self)
        self.setWindowTitle(self.tr("Edit GURPS Unit") if state else self.tr("Add GURPS Unit"))
        self._service = campaign_of(parent)
        self._battle_id = battle_id_of(parent)
        try:
            self._tables: Any = gurps_forms.tables(self._service)
        except Exception:  # noqa: BLE001 - the editor still edits; the working just is not shown
            self._tables = None
        self._tech_levels: dict[int | None, int] = {}
        self._fill_choices(forces, force_id, editing=state is not None)
        state = state or {}
        self.nameEdit.setText(name)
        self._show_state(state)
        self._fill_special(state.get("special", []))
        self._rest = {k: v for k, v in state.items() if k not in self.EDITED}  # pay and Morale records... kept
        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)
        self._connect_changes()
        self._changed()

    def _fill_choices(self, forces: Sequence[ForceRow], force_id: int | None, *, editing: bool) -> None:
        for f in forces:
            self.forceCombo.addItem(f.name, f.id)
        if force_id is not None:
            self.forceCombo.setCurrentIndex(max(0, self.forceCombo.findData(force_id)))
        self.forceCombo.setEnabled(not editing)
        rules = self._tables
        for t in gurps_forms.troop_types(rules) if rules is not None else TROOP_TYPES:  # a house rule may add one
            shown = troop_type_text(t)
            self.troopTypeCombo.addItem(render(shown) if shown != t else rules_word(t), t)
        for qv in gurps_forms.qualities(rules) if rules is not None else QUALITIES:
            self.qualityCombo.addItem(rules_word(qv), qv)
        labels = {"ready": self.tr("Ready"), "holds": self.tr("Holds"), "thrown_back": self.tr("Thrown back"),
                  "retreated": self.tr("Retreated in good order"), "routed": self.tr("Routed")}
        for key in STATUSES:
            self.statusCombo.addItem(labels[key], key)

    def _show_state(self, state: dict[str, Any]) -> None:
        set_choice(self.troopTypeCombo, state.get("troop_type", "infantry"))
        set_choice(self.qualityCombo, state.get("quality", "Average"))
        self.countSpin.setValue(state.get("count", 100))
        self.moraleSpin.setValue(state.get("morale", 10))
        self.statusCombo.setCurrentIndex(max(0, self.statusCombo.findData(state.get("status", "ready"))))
        self.statusCombo.setEnabled(bool(state))
        self._losses = state.get("losses", 0)
        self.lossesValue.setText(str(self._losses))
        self.battlesSpin.setValue(state["battles"] if state.get("battles") is not None else -1)
        self.hiringSpin.setValue(state.get("hiring_cost") or 0)
        self.tsSpin.setValue(state.get("ts") or 0)
        self.perManSpin.setValue(state.get("ts_per_man") or 0)
        self.tlSpin.setValue(state["tl"] if state.get("tl") is not None else -1)
        self.stirrupsCheck.setChecked(state.get("stirrups", True))
        self.missileSpin.setValue(state.get("missile_bonus", 0))
        self.armourSpin.setValue(state.get("armour_bonus", 0))
        race = state.get("race") or {}
        for key, spin in self._race_spins().items():
            spin.setValue(race.get(key, 0))
        self.racialSpin.setValue(state["racial_modifier"] if state.get("racial_modifier") is not None
                                 else self.racialSpin.minimum())

    def _connect_changes(self) -> None:
        for signal in (self.nameEdit.textChanged, self.troopTypeCombo.currentTextChanged,
                       self.qualityCombo.currentTextChanged, self.forceCombo.currentIndexChanged,
                       self.stirrupsCheck.toggled):
            signal.connect(lambda *_: self._changed())
        spins: list[QSpinBox | QDoubleSpinBox] = [self.countSpin, self.moraleSpin, self.tsSpin, self.perManSpin,
                                                  self.tlSpin, self.missileSpin, self.armourSpin, self.racialSpin]
        spins += [*self._race_spins().values(), *self._special_spins.values()]
        for spin in spins:
            spin.valueChanged.connect(lambda *_: self._changed())

    def _race_spins(self) -> dict[str, QSpinBox]:
        return {"st": self.stSpin, "ht": self.htSpin, "extra_hp": self.hpSpin, "super_strength": self.superSpin}

    def _fill_special(self, given: list[Any]) -> None:
        counts = {item["key"]: item.get("count", 1) for item in given if isinstance(item, dict) and "key" in item}
        rows = [(w.key, w.label) for w in gurps_forms.special_weapons(self._tables)]
        rows += [(key, key) for key in counts if key not in {k for k, _ in rows}]  # kept even if the rules drop it
        t = self.specialTable
        t.setRowCount(len(rows))
        self._special_spins: dict[str, QSpinBox] = {}
        for r, (key, label) in enumerate(rows):
            item = QTableWidgetItem(rules_word(label))
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
            t.setItem(r, 0, item)
            spin = QSpinBox(minimum=0, maximum=100000)
            spin.setObjectName(f"special_{key}")
            spin.setValue(counts.get(key, 0))
            t.setCellWidget(r, 1, spin)
            self._special_spins[key] = spin
        t.verticalHeader().setVisible(False)
        t.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)

    def _changed(self) -> None:
        show_problem(self)
        self.workingLabel.setText(self.working())

    def tech_level(self) -> int:
        """The tech level of the army this unit's force fields (the per-man table is read at it)."""
        force_id = self.forceCombo.currentData()
        if force_id not in self._tech_levels:
            self._tech_levels[force_id] = gurps_forms.army_tech_level(self._service, force_id, self._battle_id)
        return self._tech_levels[force_id]

    def working(self) -> str:
        """The TS working as a battle would count it (at the army's TL until the unit has its own)."""
        if self._tables is None:
            return ""
        name = self.nameEdit.text().strip() or "unit"
        own_tl = self.tlSpin.value() >= 0
        tl = self.tlSpin.value() if own_tl else self.tech_level()  # the unit's own TL wins: no army to look up
        try:
            found = gurps_forms.working(self._state(), name, tl, self._tables)
        except (KeyError, ValueError) as exc:
            return fmt(self.tr("TS cannot be worked out: %1"), exc.args[0] if len(exc.args) == 1 else str(exc))
        source = {"entered": self.tr("entered"), "computed": self.tr("computed"),
                  "fallback": self.tr("fallback")}.get(found.source, found.source)
        head = fmt(self.tr("TS %1 (%2):"), troop_strength(found.ts), source)
        note = "" if own_tl else "<br>" + self.tr("(the per-man table is read at the army's TL in battle)")
        return "<b>" + head + "</b><br>" + "<br>".join(render(line) for line in found.lines) + note

    def problem(self) -> str:
        if not self.nameEdit.text().strip():
            return self.tr("Give the unit a name.")
        if self.forceCombo.currentData() is None:
            return self.tr("Add a force first: every unit belongs to a force.")
        if not self.troopTypeCombo.currentText().strip():
            return self.tr("Troop type: say what kind of troops these are.")
        if self.countSpin.value() < 1 and self.statusCombo.currentData() == "ready":
            return self.tr("Head count: a unit in the field needs at least one soldier.")
        if self.moraleSpin.value() < 3:
            return self.tr("Morale: below 3 the unit can never pass a morale roll; use 3 or more.")
        return ""

    def _state(self) -> dict[str, Any]:
        state: dict[str, Any] = {"troop_type": choice(self.troopTypeCombo), "count": self.countSpin.value(),
                                 "quality": choice(self.qualityCombo), "morale": self.moraleSpin.value(),
                                 "status": self.statusCombo.currentData(), "losses": self._losses, **self._rest}
        for key, spin in (("ts", self.tsSpin), ("ts_per_man", self.perManSpin), ("hiring_cost", self.hiringSpin)):
            if spin.value() > 0:
                state[key] = _number(spin.value())
        if self.battlesSpin.value() >= 0:
            state["battles"] = _number(self.battlesSpin.value())
        if self.tlSpin.value() >= 0:
            state["tl"] = self.tlSpin.value()
        for key, bonus in (("missile_bonus", self.missileSpin), ("armour_bonus", self.armourSpin)):
            if bonus.value():
                state[key] = _number(bonus.value())
        if not self.stirrupsCheck.isChecked():
            state["stirrups"] = False
        race = {key: spin.value() for key, spin in self._race_spins().items() if spin.value()}
        if race:
            state["race"] = race
        if self.racialSpin.value() != self.racialSpin.minimum():
            state["racial_modifier"] = self.racialSpin.value()
        special = [{"key": key, "count": spin.value()} for key, spin in self._special_spins.items() if spin.value()]
        if special:
            state["special"] = special
        return state

    def values(self) -> tuple[int, str, dict[str, Any]]:
        return self.forceCombo.currentData(), self.nameEdit.text().strip(), self._state()
