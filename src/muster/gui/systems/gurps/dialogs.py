"""GURPS Mass Combat dialogs: a unit (a body of troops), an army, the battle set-up."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QListWidgetItem, QTableWidgetItem

from muster.gui.uiloader import load_ui

TROOP_TYPES = ("light infantry", "medium infantry", "heavy infantry", "spearmen", "light missile troops",
               "medium missile troops", "heavy missile troops", "light cavalry", "medium cavalry", "heavy cavalry")
# the troop types the full text names (rules data troop_types); the GM may type any other
QUALITIES = ("Inferior", "Average", "Good", "Elite")
STATUSES = (("ready", "Ready"), ("holds", "Holds"), ("thrown_back", "Thrown back"),
            ("retreated", "Retreated in good order"), ("routed", "Routed"))


def _ok(dialog) -> None:
    problem = dialog.problem()
    dialog.errorLabel.setText(problem)
    dialog.buttonBox.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)


class GurpsUnitDialog(QDialog):
    """Add or edit one body of troops: type, head count, quality, Morale, status."""

    def __init__(self, forces, parent=None, *, state: dict | None = None, name: str = "", force_id=None):
        super().__init__(parent)
        load_ui("gurps_unit_dialog.ui", self)
        self.setWindowTitle(self.tr("Edit GURPS Unit") if state else self.tr("Add GURPS Unit"))
        for f in forces:
            self.forceCombo.addItem(f.name, f.id)
        if force_id is not None:
            self.forceCombo.setCurrentIndex(max(0, self.forceCombo.findData(force_id)))
        self.forceCombo.setEnabled(state is None)
        for t in TROOP_TYPES:
            self.troopTypeCombo.addItem(self.tr(t), t)
        for qv in QUALITIES:
            self.qualityCombo.addItem(self.tr(qv), qv)
        for key, label in STATUSES:
            self.statusCombo.addItem(self.tr(label), key)
        state = state or {}
        self.nameEdit.setText(name)
        self.troopTypeCombo.setCurrentText(state.get("troop_type", "infantry"))
        self.qualityCombo.setCurrentText(state.get("quality", "Average"))
        self.countSpin.setValue(state.get("count", 100))
        self.moraleSpin.setValue(state.get("morale", 10))
        self.statusCombo.setCurrentIndex(max(0, self.statusCombo.findData(state.get("status", "ready"))))
        self.statusCombo.setEnabled(bool(state))
        self._losses = state.get("losses", 0)
        self.tsSpin.setValue(state.get("ts") or 0)
        self.perManSpin.setValue(state.get("ts_per_man") or 0)
        edited = ("troop_type", "count", "quality", "morale", "status", "losses", "ts", "ts_per_man")
        self._rest = {k: v for k, v in state.items() if k not in edited}  # race, bonuses, specials... kept
        self.lossesValue.setText(str(self._losses))
        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)
        for signal in (self.nameEdit.textChanged, self.troopTypeCombo.currentTextChanged, self.countSpin.valueChanged,
                       self.moraleSpin.valueChanged):
            signal.connect(lambda *_: _ok(self))
        _ok(self)

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

    def values(self) -> tuple[int, str, dict]:
        state = {"troop_type": self.troopTypeCombo.currentText().strip(), "count": self.countSpin.value(),
                 "quality": self.qualityCombo.currentText().strip(), "morale": self.moraleSpin.value(),
                 "status": self.statusCombo.currentData(), "losses": self._losses, **self._rest}
        for key, spin in (("ts", self.tsSpin), ("ts_per_man", self.perManSpin)):
            if spin.value() > 0:
                state[key] = int(spin.value()) if spin.value().is_integer() else spin.value()
        return self.forceCombo.currentData(), self.nameEdit.text().strip(), state


def _item(text) -> QTableWidgetItem:
    return QTableWidgetItem(str(text))


class GurpsArmyDialog(QDialog):
    """One side's army: commander, leaders, seers, tech level, morale situation, named modifiers."""

    def __init__(self, army: dict, situations, parent=None, strength: str = ""):
        """``strength``: the army's Troop Strength and the force-ratio working, as the battle view shows it."""
        super().__init__(parent)
        load_ui("gurps_army_dialog.ui", self)
        self.setWindowTitle(self.tr("Army: %1").replace("%1", army.get("name", "")))
        self.strengthLabel.setText(strength or self.tr("Troop Strength is worked out from the units in the battle."))
        self.superioritySpin.setValue(army.get("superiority_bonus", 0))
        self._pc_rest: list[dict] = []
        self.situationChecks: dict[str, QCheckBox] = {}
        self._hidden = [m for m in army.get("strategy_modifiers", []) if m.get("gm_only")]
        self._kept = {k: army[k] for k in ("lasting_morale",) if k in army}  # not edited here
        c = army.get("commander", {})
        self.nameEdit.setText(army.get("name", ""))
        self.techSpin.setValue(army.get("tech_level", 3))
        self.commanderEdit.setText(c.get("name", ""))
        self.strategySpin.setValue(c.get("strategy", 10))
        self.tacticsSpin.setValue(c.get("tactics", 10))
        self.stealthSpin.setValue(c.get("stealth", 10))
        self.luckCheck.setChecked(c.get("luck", False))
        self._commander_rest = {k: c[k] for k in ("alive", "captured") if k in c}
        self._leader_rest: list[dict] = []
        for p in army.get("leaders", []):
            self.add_leader(p)
        for s in army.get("seers", []):
            self.add_seer(s)
        chosen = set(army.get("morale_situation", []))
        for key, label, value in situations:
            box = QCheckBox(f"{self.tr(label)} ({value:+d})", objectName=f"situation_{key}")
            box.setChecked(key in chosen)
            self.situationLayout.addWidget(box)
            self.situationChecks[key] = box
        for m in army.get("strategy_modifiers", []):
            if not m.get("gm_only"):
                self.add_modifier("strategy", m["name"], m["value"])
        for m in army.get("morale_modifiers", []):
            self.add_modifier("morale", m["name"], m["value"])
        for p in army.get("pcs", []):
            self.add_pc(p)
        for table in (self.leadersTable, self.seersTable, self.modifiersTable, self.pcsTable):
            table.horizontalHeader().setStretchLastSection(True)
            table.itemChanged.connect(lambda *_: _ok(self))
        self.addLeaderButton.clicked.connect(lambda: self.add_leader({"name": self.tr("New leader")}))
        self.removeLeaderButton.clicked.connect(lambda: self._remove(self.leadersTable, self._leader_rest))
        self.addSeerButton.clicked.connect(lambda: self.add_seer({"name": self.tr("New seer")}))
        self.removeSeerButton.clicked.connect(lambda: self._remove(self.seersTable))
        self.addPcButton.clicked.connect(lambda: self.add_pc({"name": self.tr("New PC")}))
        self.removePcButton.clicked.connect(lambda: self._remove(self.pcsTable, self._pc_rest))
        self.addModifierButton.clicked.connect(lambda: self.add_modifier("strategy", self.tr("GM modifier"), 1))
        self.removeModifierButton.clicked.connect(lambda: self._remove(self.modifiersTable))
        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)
        for signal in (self.nameEdit.textChanged, self.commanderEdit.textChanged):
            signal.connect(lambda *_: _ok(self))
        _ok(self)

    # ---- rows ----
    def add_leader(self, p: dict) -> None:
        t = self.leadersTable
        row = t.rowCount()
        t.insertRow(row)
        for col, key in enumerate(("name", "strategy", "tactics", "stealth")):
            t.setItem(row, col, _item(p.get(key, 10 if key != "name" else "")))
        self._leader_rest.append({k: p[k] for k in ("luck", "alive", "captured") if k in p})
        _ok(self)

    def add_pc(self, p: dict) -> None:
        t = self.pcsTable
        row = t.rowCount()
        t.insertRow(row)
        defaults = {"name": "", "skill": 12, "survival": 0, "glory": 0, "dr": 0, "commands": "none"}
        for col, key in enumerate(("name", "skill", "survival", "glory", "dr", "commands")):
            t.setItem(row, col, _item(p.get(key, defaults[key])))
        self._pc_rest.append({k: p[k] for k in ("tl", "reputation", "alive", "injury", "next_strategy") if k in p})
        _ok(self)

    def add_seer(self, s: dict) -> None:
        t = self.seersTable
        row = t.rowCount()
        t.insertRow(row)
        for col, key in enumerate(("name", "skill", "strategy")):
            t.setItem(row, col, _item(s.get(key, 10 if key != "name" else "")))
        _ok(self)

    def add_modifier(self, applies: str, name: str, value: int) -> None:
        t = self.modifiersTable
        row = t.rowCount()
        t.insertRow(row)
        combo = QComboBox()
        combo.addItem(self.tr("Strategy"), "strategy")
        combo.addItem(self.tr("Morale"), "morale")
        combo.setCurrentIndex(combo.findData(applies))
        t.setCellWidget(row, 0, combo)
        t.setItem(row, 1, _item(name))
        t.setItem(row, 2, _item(value))
        _ok(self)

    def _remove(self, table, rest=None) -> None:
        row = table.currentRow() if table.currentRow() >= 0 else table.rowCount() - 1
        if row >= 0:
            table.removeRow(row)
            if rest is not None and row < len(rest):
                del rest[row]
        _ok(self)

    # ---- reading back ----
    @staticmethod
    def _text(table, row, col) -> str:
        item = table.item(row, col)
        return item.text().strip() if item else ""

    def _number(self, table, row, col, what: str):
        text = self._text(table, row, col)
        try:
            value = int(text)
        except ValueError:
            raise ValueError(self.tr("%1, row %2: “%3” is not a whole number.").replace("%1", what)
                             .replace("%2", str(row + 1)).replace("%3", text)) from None
        return value

    def _collect(self) -> dict:
        leaders, seers, strat, morale = [], [], [], []
        header = self.tr("Leaders")
        for r in range(self.leadersTable.rowCount()):
            name = self._text(self.leadersTable, r, 0)
            if not name:
                raise ValueError(self.tr("Leaders, row %1: give the leader a name.").replace("%1", str(r + 1)))
            p = {"name": name}
            for col, key in ((1, "strategy"), (2, "tactics"), (3, "stealth")):
                p[key] = self._number(self.leadersTable, r, col, header)
                if p[key] < 0:
                    raise ValueError(self.tr("Leaders, row %1: skills cannot be negative.").replace("%1", str(r + 1)))
            p.update(self._leader_rest[r] if r < len(self._leader_rest) else {})
            leaders.append(p)
        for r in range(self.seersTable.rowCount()):
            name = self._text(self.seersTable, r, 0)
            if not name:
                raise ValueError(self.tr("Seers, row %1: give the seer a name.").replace("%1", str(r + 1)))
            seers.append({"name": name, "skill": self._number(self.seersTable, r, 1, self.tr("Seers")),
                          "strategy": self._number(self.seersTable, r, 2, self.tr("Seers"))})
        for r in range(self.modifiersTable.rowCount()):
            name = self._text(self.modifiersTable, r, 1)
            if not name:
                raise ValueError(self.tr("Modifiers, row %1: give the modifier a name.").replace("%1", str(r + 1)))
            value = self._number(self.modifiersTable, r, 2, self.tr("Modifiers"))
            target = strat if self.modifiersTable.cellWidget(r, 0).currentData() == "strategy" else morale
            target.append({"name": name, "value": value})
        pcs = []
        for r in range(self.pcsTable.rowCount()):
            name = self._text(self.pcsTable, r, 0)
            if not name:
                raise ValueError(self.tr("PCs, row %1: give the PC a name.").replace("%1", str(r + 1)))
            p = {"name": name}
            for col, key in ((1, "skill"), (2, "survival"), (3, "glory"), (4, "dr")):
                p[key] = self._number(self.pcsTable, r, col, self.tr("PCs"))
            commands = self._text(self.pcsTable, r, 5) or "none"
            if commands not in ("none", "unit", "army"):
                raise ValueError(self.tr("PCs, row %1: commands is none, unit or army.").replace("%1", str(r + 1)))
            if p["dr"] < 0 or p["skill"] < 0:
                raise ValueError(self.tr("PCs, row %1: skill and DR cannot be negative.").replace("%1", str(r + 1)))
            p["commands"] = commands
            p.update(self._pc_rest[r] if r < len(self._pc_rest) else {})
            pcs.append(p)
        pc_names = [p["name"] for p in pcs]
        for i, n in enumerate(pc_names):
            if n in pc_names[:i]:
                raise ValueError(self.tr("Two PCs are called “%1”.").replace("%1", n))
        names = [self.commanderEdit.text().strip()] + [p["name"] for p in leaders]
        for i, n in enumerate(names):
            if n in names[:i]:
                raise ValueError(self.tr("Two leaders are called “%1”.").replace("%1", n))
        return {
            "name": self.nameEdit.text().strip(), "tech_level": self.techSpin.value(),
            "commander": {"name": self.commanderEdit.text().strip(), "strategy": self.strategySpin.value(),
                          "tactics": self.tacticsSpin.value(), "stealth": self.stealthSpin.value(),
                          "luck": self.luckCheck.isChecked(), **self._commander_rest},
            "leaders": leaders, "seers": seers,
            "morale_situation": [k for k, box in self.situationChecks.items() if box.isChecked()],
            "strategy_modifiers": strat + self._hidden, "morale_modifiers": morale,
            "superiority_bonus": self.superioritySpin.value(), "pcs": pcs, **self._kept,
        }

    def problem(self) -> str:
        if not self.nameEdit.text().strip():
            return self.tr("Give the army a name.")
        if not self.commanderEdit.text().strip():
            return self.tr("Name the commander.")
        try:
            self._collect()
        except ValueError as exc:
            return str(exc)
        return ""

    def values(self) -> dict:
        return self._collect()


class GurpsSetupDialog(QDialog):
    """Open field or an attack on a defended position; which side attacks; the defender's works."""

    def __init__(self, view, parent=None):
        """``view``: the battle's :class:`muster.services.gurps.BattleView`."""
        super().__init__(parent)
        load_ui("gurps_setup_dialog.ui", self)
        self.typeCombo.addItem(self.tr("Battle in the open field"), "open_field")
        self.typeCombo.addItem(self.tr("Attack on a defended position"), "defended_position")
        self.typeCombo.setCurrentIndex(max(0, self.typeCombo.findData(view.battle_type)))
        for side in ("attacker", "defender"):
            info = view.sides[side]
            self.attackerCombo.addItem(info.side_name, info.side_id)
        chosen = set(view.position)
        for key, label, bonus in view.position_choices:
            item = QListWidgetItem(f"{self.tr(label)} (+{bonus} Strategy)")
            item.setData(Qt.ItemDataRole.UserRole, key)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if key in chosen else Qt.CheckState.Unchecked)
            self.positionList.addItem(item)
        self.typeCombo.currentIndexChanged.connect(lambda *_: self._refresh())
        self.positionList.itemChanged.connect(lambda *_: _ok(self))
        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)
        self._refresh()

    def _refresh(self) -> None:
        self.positionList.setEnabled(self.typeCombo.currentData() == "defended_position")
        _ok(self)

    def positions(self) -> list[str]:
        return [self.positionList.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.positionList.count())
                if self.positionList.item(i).checkState() == Qt.CheckState.Checked]

    def problem(self) -> str:
        if self.typeCombo.currentData() == "open_field" and self.positions():
            return self.tr("Only an attack on a defended position has works: untick them or change the type.")
        return ""

    def values(self) -> tuple[str, list[str], int]:
        return self.typeCombo.currentData(), self.positions(), self.attackerCombo.currentData()
