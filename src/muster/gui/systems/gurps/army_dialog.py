"""The GURPS army editor: commander, leaders, seers, PCs, tech level, morale situation, named modifiers."""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QTableWidget, QTableWidgetItem, QWidget

from muster.gui.forms.gurps_army_dialog import Ui_GurpsArmyDialog
from muster.gui.systems.gurps.dialog_parts import rules_word, show_problem
from muster.i18n import fmt, from_data, render
from muster.services.gurps_forms import default_tech_level

Json = dict[str, Any]  # a part of the army document, as the service hands it and takes it back
PC_KEPT = ("tl", "reputation", "alive", "injury", "next_strategy", "glory_used_in")  # PC fields not edited here


def _item(text: object) -> QTableWidgetItem:
    return QTableWidgetItem(str(text))


def _text(table: QTableWidget, row: int, col: int) -> str:
    item = table.item(row, col)
    return item.text().strip() if item else ""


def _twice(names: list[str]) -> str | None:
    """The first name given twice."""
    return next((n for i, n in enumerate(names) if n in names[:i]), None)


class GurpsArmyDialog(QDialog, Ui_GurpsArmyDialog):
    """One side's army: commander, leaders, seers, tech level, morale situation, named modifiers."""

    def __init__(self, army: Json, situations: Sequence[tuple[str, str, int]], parent: QWidget | None = None,
                 strength: str = ""):
        """``strength``: the army's Troop Strength and the force-ratio working, as the battle view shows it."""
        super().__init__(parent)
        self.setupUi(self)
        self.setWindowTitle(fmt(self.tr("Army: %1"), army.get("name", "")))
        self.strengthLabel.setText(strength or self.tr("Troop Strength is worked out from the units in the battle."))
        self.superioritySpin.setValue(army.get("superiority_bonus", 0))
        self._pc_rest: list[Json] = []
        self.situationChecks: dict[str, QCheckBox] = {}
        self._hidden = [m for m in army.get("strategy_modifiers", []) if m.get("gm_only")]
        self._kept = {k: army[k] for k in ("lasting_morale",) if k in army}  # not edited here
        self._show_commander(army)
        self._leader_rest: list[Json] = []
        self._fill_rows(army, situations)
        self._connect()
        show_problem(self)

    def _show_commander(self, army: Json) -> None:
        c = army.get("commander", {})
        self.nameEdit.setText(army.get("name", ""))
        self.techSpin.setValue(army.get("tech_level", default_tech_level()))
        self.commanderEdit.setText(c.get("name", ""))
        self.strategySpin.setValue(c.get("strategy", 10))
        self.tacticsSpin.setValue(c.get("tactics", 10))
        self.stealthSpin.setValue(c.get("stealth", 10))
        self.luckCheck.setChecked(c.get("luck", False))
        self._commander_rest = {k: c[k] for k in ("alive", "captured") if k in c}

    def _fill_rows(self, army: Json, situations: Sequence[tuple[str, str, int]]) -> None:
        for p in army.get("leaders", []):
            self.add_leader(p)
        for s in army.get("seers", []):
            self.add_seer(s)
        chosen = set(army.get("morale_situation", []))
        for key, label, value in situations:
            box = QCheckBox(fmt(self.tr("%1 (%2)"), rules_word(label), f"{value:+d}"))
            box.setObjectName(f"situation_{key}")
            box.setChecked(key in chosen)
            self.situationLayout.addWidget(box)
            self.situationChecks[key] = box
        for m in army.get("strategy_modifiers", []):
            if not m.get("gm_only"):
                self.add_modifier("strategy", m["name"], m["value"], m.get("msg"))
        for m in army.get("morale_modifiers", []):
            self.add_modifier("morale", m["name"], m["value"], m.get("msg"))
        for p in army.get("pcs", []):
            self.add_pc(p)

    def _connect(self) -> None:
        for table in (self.leadersTable, self.seersTable, self.modifiersTable, self.pcsTable):
            table.horizontalHeader().setStretchLastSection(True)
            table.itemChanged.connect(lambda *_: show_problem(self))
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
            signal.connect(lambda *_: show_problem(self))

    # ---- rows ----
    def add_leader(self, p: Json) -> None:
        t = self.leadersTable
        row = t.rowCount()
        t.insertRow(row)
        for col, key in enumerate(("name", "strategy", "tactics", "stealth")):
            t.setItem(row, col, _item(p.get(key, 10 if key != "name" else "")))
        self._leader_rest.append({k: p[k] for k in ("luck", "alive", "captured") if k in p})
        show_problem(self)

    def add_pc(self, p: Json) -> None:
        t = self.pcsTable
        row = t.rowCount()
        t.insertRow(row)
        defaults = {"name": "", "skill": 12, "survival": 0, "glory": 0, "dr": 0, "commands": "none"}
        for col, key in enumerate(("name", "skill", "survival", "glory", "dr", "commands")):
            t.setItem(row, col, _item(p.get(key, defaults[key])))
        self._pc_rest.append({k: p[k] for k in PC_KEPT if k in p})
        show_problem(self)

    def add_seer(self, s: Json) -> None:
        t = self.seersTable
        row = t.rowCount()
        t.insertRow(row)
        for col, key in enumerate(("name", "skill", "strategy")):
            t.setItem(row, col, _item(s.get(key, 10 if key != "name" else "")))
        show_problem(self)

    def add_modifier(self, applies: str, name: str, value: int, msg: object = None) -> None:
        """A row of the modifiers table; ``msg``: the rules' message naming it (shown in the GM's language and kept
        while the GM leaves the name as shown)."""
        t = self.modifiersTable
        row = t.rowCount()
        t.insertRow(row)
        combo = QComboBox()
        combo.addItem(self.tr("Strategy"), "strategy")
        combo.addItem(self.tr("Morale"), "morale")
        combo.setCurrentIndex(combo.findData(applies))
        t.setCellWidget(row, 0, combo)
        shown = render(from_data(msg)) if msg else name
        item = _item(shown)
        if msg:
            item.setData(Qt.ItemDataRole.UserRole, (shown, name, msg))
        t.setItem(row, 1, item)
        t.setItem(row, 2, _item(value))
        show_problem(self)

    def _remove(self, table: QTableWidget, rest: list[Json] | None = None) -> None:
        row = table.currentRow() if table.currentRow() >= 0 else table.rowCount() - 1
        if row >= 0:
            table.removeRow(row)
            if rest is not None and row < len(rest):
                del rest[row]
        show_problem(self)

    # ---- reading back ----
    def _number(self, table: QTableWidget, row: int, col: int, what: str) -> int:
        text = _text(table, row, col)
        try:
            value = int(text)
        except ValueError:
            raise ValueError(fmt(self.tr("%1, row %2: “%3” is not a whole number."), what, row + 1, text)) from None
        return value

    def _leaders(self) -> list[Json]:
        leaders = []
        header = self.tr("Leaders")
        for r in range(self.leadersTable.rowCount()):
            name = _text(self.leadersTable, r, 0)
            if not name:
                raise ValueError(fmt(self.tr("Leaders, row %1: give the leader a name."), r + 1))
            p: Json = {"name": name}
            for col, key in ((1, "strategy"), (2, "tactics"), (3, "stealth")):
                skill = self._number(self.leadersTable, r, col, header)
                if skill < 0:
                    raise ValueError(fmt(self.tr("Leaders, row %1: skills cannot be negative."), r + 1))
                p[key] = skill
            p.update(self._leader_rest[r] if r < len(self._leader_rest) else {})
            leaders.append(p)
        return leaders

    def _seers(self) -> list[Json]:
        seers = []
        for r in range(self.seersTable.rowCount()):
            name = _text(self.seersTable, r, 0)
            if not name:
                raise ValueError(fmt(self.tr("Seers, row %1: give the seer a name."), r + 1))
            seers.append({"name": name, "skill": self._number(self.seersTable, r, 1, self.tr("Seers")),
                          "strategy": self._number(self.seersTable, r, 2, self.tr("Seers"))})
        return seers

    def _modifiers(self) -> tuple[list[Json], list[Json]]:
        """(Strategy modifiers, Morale modifiers) as the table lists them."""
        strat: list[Json] = []
        morale: list[Json] = []
        for r in range(self.modifiersTable.rowCount()):
            name = _text(self.modifiersTable, r, 1)
            if not name:
                raise ValueError(fmt(self.tr("Modifiers, row %1: give the modifier a name."), r + 1))
            value = self._number(self.modifiersTable, r, 2, self.tr("Modifiers"))
            combo = self.modifiersTable.cellWidget(r, 0)
            applies = combo.currentData() if isinstance(combo, QComboBox) else "strategy"
            target = strat if applies == "strategy" else morale
            cell = self.modifiersTable.item(r, 1)
            kept = cell.data(Qt.ItemDataRole.UserRole) if cell is not None else None
            if kept and kept[0] == name:  # the rules' name, untouched: kept as the message it was
                target.append({"name": kept[1], "value": value, "msg": kept[2]})
            else:
                target.append({"name": name, "value": value})
        return strat, morale

    def _pcs(self) -> list[Json]:
        pcs = []
        for r in range(self.pcsTable.rowCount()):
            name = _text(self.pcsTable, r, 0)
            if not name:
                raise ValueError(fmt(self.tr("PCs, row %1: give the PC a name."), r + 1))
            numbers = {key: self._number(self.pcsTable, r, col, self.tr("PCs"))
                       for col, key in ((1, "skill"), (2, "survival"), (3, "glory"), (4, "dr"))}
            commands = _text(self.pcsTable, r, 5) or "none"
            if commands not in ("none", "unit", "army"):
                raise ValueError(fmt(self.tr("PCs, row %1: commands is none, unit or army."), r + 1))
            if numbers["dr"] < 0 or numbers["skill"] < 0:
                raise ValueError(fmt(self.tr("PCs, row %1: skill and DR cannot be negative."), r + 1))
            p: Json = {"name": name, **numbers, "commands": commands}
            p.update(self._pc_rest[r] if r < len(self._pc_rest) else {})
            pcs.append(p)
        return pcs

    def _collect(self) -> Json:
        leaders, seers = self._leaders(), self._seers()
        strat, morale = self._modifiers()
        pcs = self._pcs()
        twice = _twice([p["name"] for p in pcs])
        if twice is not None:
            raise ValueError(fmt(self.tr("Two PCs are called “%1”."), twice))
        twice = _twice([self.commanderEdit.text().strip()] + [p["name"] for p in leaders])
        if twice is not None:
            raise ValueError(fmt(self.tr("Two leaders are called “%1”."), twice))
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

    def values(self) -> Json:
        return self._collect()
