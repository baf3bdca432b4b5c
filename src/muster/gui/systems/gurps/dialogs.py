"""GURPS Mass Combat dialogs: a unit (a body of troops), an army, the battle set-up."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QListWidgetItem, QTableWidgetItem

from muster.gui.uiloader import load_ui
from muster.i18n import fmt, from_data, render, term
from muster.rules.gurps import words

TROOP_TYPES = ("light infantry", "medium infantry", "heavy infantry", "spearmen", "light missile troops",
               "medium missile troops", "heavy missile troops", "light cavalry", "medium cavalry", "heavy cavalry")
# the troop types the full text names (rules data troop_types); the GM may type any other
QUALITIES = words.QUALITIES  # the full text's levels; the GM may type another
STATUSES = ("ready", "holds", "thrown_back", "retreated", "routed")


def _term(text: str) -> str:
    """A term of the rules data in the GM's language."""
    return render(term("Rules", text)) if text else ""


def _set_choice(combo: QComboBox, value: str) -> None:
    """Show ``value`` in an editable combo: the item that stands for it, else the GM's own words."""
    index = combo.findData(value)
    if index >= 0:
        combo.setCurrentIndex(index)
    else:
        combo.setCurrentText(value)


def _choice(combo: QComboBox) -> str:
    """What an editable combo holds: the rules' word of the item shown (not its translation), or the GM's text."""
    text = combo.currentText().strip()
    index = combo.findText(text)
    data = combo.itemData(index) if index >= 0 else None
    return data if isinstance(data, str) else text


def _ok(dialog) -> None:
    problem = dialog.problem()
    dialog.errorLabel.setText(problem)
    dialog.buttonBox.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)


class GurpsUnitDialog(QDialog):
    """Add or edit one body of troops: type, head count, quality, Morale, status, experience and hiring cost; on
    the Troop Strength tab every input of its TS (entered, per man, TL, race, missile and armour bonuses,
    stirrups, special weapons) with the working as the battle will count it."""

    EDITED = ("troop_type", "count", "quality", "morale", "status", "losses", "ts", "ts_per_man", "tl", "race",
              "racial_modifier", "missile_bonus", "armour_bonus", "stirrups", "special", "battles", "hiring_cost")

    def __init__(self, forces, parent=None, *, state: dict | None = None, name: str = "", force_id=None):
        super().__init__(parent)
        load_ui("gurps_unit_dialog.ui", self)
        self.setWindowTitle(self.tr("Edit GURPS Unit") if state else self.tr("Add GURPS Unit"))
        self._tables = _rules(parent)
        for f in forces:
            self.forceCombo.addItem(f.name, f.id)
        if force_id is not None:
            self.forceCombo.setCurrentIndex(max(0, self.forceCombo.findData(force_id)))
        self.forceCombo.setEnabled(state is None)
        for t in TROOP_TYPES:
            self.troopTypeCombo.addItem(render(words.troop_type_text(t)), t)
        for qv in QUALITIES:
            self.qualityCombo.addItem(_term(qv), qv)
        labels = {"ready": self.tr("Ready"), "holds": self.tr("Holds"), "thrown_back": self.tr("Thrown back"),
                  "retreated": self.tr("Retreated in good order"), "routed": self.tr("Routed")}
        for key in STATUSES:
            self.statusCombo.addItem(labels[key], key)
        state = state or {}
        self.nameEdit.setText(name)
        _set_choice(self.troopTypeCombo, state.get("troop_type", "infantry"))
        _set_choice(self.qualityCombo, state.get("quality", "Average"))
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
        self._fill_special(state.get("special", []))
        self._rest = {k: v for k, v in state.items() if k not in self.EDITED}  # pay and Morale records... kept
        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)
        for signal in (self.nameEdit.textChanged, self.troopTypeCombo.currentTextChanged, self.countSpin.valueChanged,
                       self.moraleSpin.valueChanged, self.qualityCombo.currentTextChanged, self.tsSpin.valueChanged,
                       self.perManSpin.valueChanged, self.tlSpin.valueChanged, self.stirrupsCheck.toggled,
                       self.missileSpin.valueChanged, self.armourSpin.valueChanged, self.racialSpin.valueChanged,
                       *(spin.valueChanged for spin in self._race_spins().values()),
                       *(spin.valueChanged for spin in self._special_spins.values())):
            signal.connect(lambda *_: self._changed())
        self._changed()

    def _race_spins(self) -> dict:
        return {"st": self.stSpin, "ht": self.htSpin, "extra_hp": self.hpSpin, "super_strength": self.superSpin}

    def _fill_special(self, given) -> None:
        from PySide6.QtWidgets import QHeaderView, QSpinBox

        counts = {item["key"]: item.get("count", 1) for item in given if isinstance(item, dict) and "key" in item}
        rows = [(r["key"], r["label"]) for r in (self._tables or {}).get("troop_strength", {}).get("special", [])]
        rows += [(key, key) for key in counts if key not in {k for k, _ in rows}]  # kept even if the rules drop it
        t = self.specialTable
        t.setRowCount(len(rows))
        self._special_spins: dict[str, QSpinBox] = {}
        for r, (key, label) in enumerate(rows):
            item = QTableWidgetItem(_term(label))
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
            t.setItem(r, 0, item)
            spin = QSpinBox(minimum=0, maximum=100000, objectName=f"special_{key}")
            spin.setValue(counts.get(key, 0))
            t.setCellWidget(r, 1, spin)
            self._special_spins[key] = spin
        t.verticalHeader().setVisible(False)
        t.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)

    def _changed(self) -> None:
        _ok(self)
        self.workingLabel.setText(self.working())

    def working(self) -> str:
        """The TS working as a battle would count it (the army's TL is assumed 3 until the unit has its own)."""
        from muster.rules.gurps.armies import Unit
        from muster.rules.gurps.strength import unit_strength

        if self._tables is None:
            return ""
        try:
            unit = Unit.from_dict({**self._state(), "name": self.nameEdit.text().strip() or "unit"})
            found = unit_strength(unit, 3, self._tables)
        except (KeyError, ValueError) as exc:
            return fmt(self.tr("TS cannot be worked out: %1"), exc.args[0] if len(exc.args) == 1 else str(exc))
        source = {"entered": self.tr("entered"), "computed": self.tr("computed"),
                  "fallback": self.tr("fallback")}.get(found.source, found.source)
        head = fmt(self.tr("TS %1 (%2):"), _fmt(found.ts), source)
        tl = "" if unit.tl is not None else "<br>" + self.tr("(the per-man table is read at the army's TL in battle)")
        return "<b>" + head + "</b><br>" + "<br>".join(render(line) for line in found.working) + tl

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

    @staticmethod
    def _number(value: float):
        return int(value) if float(value).is_integer() else value

    def _state(self) -> dict:
        state = {"troop_type": _choice(self.troopTypeCombo), "count": self.countSpin.value(),
                 "quality": _choice(self.qualityCombo), "morale": self.moraleSpin.value(),
                 "status": self.statusCombo.currentData(), "losses": self._losses, **self._rest}
        for key, spin in (("ts", self.tsSpin), ("ts_per_man", self.perManSpin), ("hiring_cost", self.hiringSpin)):
            if spin.value() > 0:
                state[key] = self._number(spin.value())
        if self.battlesSpin.value() >= 0:
            state["battles"] = self._number(self.battlesSpin.value())
        if self.tlSpin.value() >= 0:
            state["tl"] = self.tlSpin.value()
        for key, spin in (("missile_bonus", self.missileSpin), ("armour_bonus", self.armourSpin)):
            if spin.value():
                state[key] = self._number(spin.value())
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

    def values(self) -> tuple[int, str, dict]:
        return self.forceCombo.currentData(), self.nameEdit.text().strip(), self._state()


def _rules(parent) -> dict | None:
    """The open campaign's GURPS tables (house rules merged), else the bundled ones."""
    try:
        service = getattr(parent, "service", None)
        if service is not None:
            from muster.services.common import system_tables

            return system_tables(service, "gurps")
        from muster.rules.gurps.data import tables

        return tables()
    except Exception:  # noqa: BLE001 - the editor still edits; the working just is not shown
        return None


def _fmt(value) -> str:
    """A Troop Strength in the GM's language ("3,000" in English)."""
    return render(words.amount(value))


def _item(text) -> QTableWidgetItem:
    return QTableWidgetItem(str(text))


class GurpsArmyDialog(QDialog):
    """One side's army: commander, leaders, seers, tech level, morale situation, named modifiers."""

    def __init__(self, army: dict, situations, parent=None, strength: str = ""):
        """``strength``: the army's Troop Strength and the force-ratio working, as the battle view shows it."""
        super().__init__(parent)
        load_ui("gurps_army_dialog.ui", self)
        self.setWindowTitle(fmt(self.tr("Army: %1"), army.get("name", "")))
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
            box = QCheckBox(fmt(self.tr("%1 (%2)"), _term(label), f"{value:+d}"), objectName=f"situation_{key}")
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
        self._pc_rest.append({k: p[k] for k in ("tl", "reputation", "alive", "injury", "next_strategy", "glory_used_in") if k in p})
        _ok(self)

    def add_seer(self, s: dict) -> None:
        t = self.seersTable
        row = t.rowCount()
        t.insertRow(row)
        for col, key in enumerate(("name", "skill", "strategy")):
            t.setItem(row, col, _item(s.get(key, 10 if key != "name" else "")))
        _ok(self)

    def add_modifier(self, applies: str, name: str, value: int, msg=None) -> None:
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
            raise ValueError(fmt(self.tr("%1, row %2: “%3” is not a whole number."), what, row + 1, text)) from None
        return value

    def _collect(self) -> dict:
        leaders, seers, strat, morale = [], [], [], []
        header = self.tr("Leaders")
        for r in range(self.leadersTable.rowCount()):
            name = self._text(self.leadersTable, r, 0)
            if not name:
                raise ValueError(fmt(self.tr("Leaders, row %1: give the leader a name."), r + 1))
            p = {"name": name}
            for col, key in ((1, "strategy"), (2, "tactics"), (3, "stealth")):
                p[key] = self._number(self.leadersTable, r, col, header)
                if p[key] < 0:
                    raise ValueError(fmt(self.tr("Leaders, row %1: skills cannot be negative."), r + 1))
            p.update(self._leader_rest[r] if r < len(self._leader_rest) else {})
            leaders.append(p)
        for r in range(self.seersTable.rowCount()):
            name = self._text(self.seersTable, r, 0)
            if not name:
                raise ValueError(fmt(self.tr("Seers, row %1: give the seer a name."), r + 1))
            seers.append({"name": name, "skill": self._number(self.seersTable, r, 1, self.tr("Seers")),
                          "strategy": self._number(self.seersTable, r, 2, self.tr("Seers"))})
        for r in range(self.modifiersTable.rowCount()):
            name = self._text(self.modifiersTable, r, 1)
            if not name:
                raise ValueError(fmt(self.tr("Modifiers, row %1: give the modifier a name."), r + 1))
            value = self._number(self.modifiersTable, r, 2, self.tr("Modifiers"))
            target = strat if self.modifiersTable.cellWidget(r, 0).currentData() == "strategy" else morale
            kept = self.modifiersTable.item(r, 1).data(Qt.ItemDataRole.UserRole)
            if kept and kept[0] == name:  # the rules' name, untouched: kept as the message it was
                target.append({"name": kept[1], "value": value, "msg": kept[2]})
            else:
                target.append({"name": name, "value": value})
        pcs = []
        for r in range(self.pcsTable.rowCount()):
            name = self._text(self.pcsTable, r, 0)
            if not name:
                raise ValueError(fmt(self.tr("PCs, row %1: give the PC a name."), r + 1))
            p = {"name": name}
            for col, key in ((1, "skill"), (2, "survival"), (3, "glory"), (4, "dr")):
                p[key] = self._number(self.pcsTable, r, col, self.tr("PCs"))
            commands = self._text(self.pcsTable, r, 5) or "none"
            if commands not in ("none", "unit", "army"):
                raise ValueError(fmt(self.tr("PCs, row %1: commands is none, unit or army."), r + 1))
            if p["dr"] < 0 or p["skill"] < 0:
                raise ValueError(fmt(self.tr("PCs, row %1: skill and DR cannot be negative."), r + 1))
            p["commands"] = commands
            p.update(self._pc_rest[r] if r < len(self._pc_rest) else {})
            pcs.append(p)
        pc_names = [p["name"] for p in pcs]
        for i, n in enumerate(pc_names):
            if n in pc_names[:i]:
                raise ValueError(fmt(self.tr("Two PCs are called “%1”."), n))
        names = [self.commanderEdit.text().strip()] + [p["name"] for p in leaders]
        for i, n in enumerate(names):
            if n in names[:i]:
                raise ValueError(fmt(self.tr("Two leaders are called “%1”."), n))
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
            item = QListWidgetItem(fmt(self.tr("%1 (+%2 Strategy)"), _term(label), bonus))
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


class GurpsDisasterDialog(QDialog):
    """A disaster read from the GM's book (while the Disaster table is not entered): what happens, its morale
    for this battle, and whether commanders are lost (morale down until a clear victory)."""

    def __init__(self, army: str, bonus: int, why: str = "", parent=None):
        super().__init__(parent)
        load_ui("gurps_disaster_dialog.ui", self)
        self.setWindowTitle(fmt(self.tr("Disaster for %1"), army))
        intro = fmt(self.tr("The Disaster table is not entered: roll your book's Disaster roll for %1 and say what "
                            "happens."), army)
        if bonus:
            intro = fmt(self.tr("%1 Add %2 to the roll for the enemy's powers (2 points each)."), intro, f"+{bonus}")
        if why:
            intro = fmt(self.tr("%1. %2"), why, intro)
        self.introLabel.setText(intro)
        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)
        self.whatEdit.textChanged.connect(lambda *_: _ok(self))
        _ok(self)

    def problem(self) -> str:
        return "" if self.whatEdit.text().strip() else self.tr("Say what the disaster is.")

    def values(self) -> tuple[str, int, bool]:
        return self.whatEdit.text().strip(), self.moraleSpin.value(), self.lostCommanderCheck.isChecked()


class GurpsGloryDialog(QDialog):
    """The row of the GM's book for a Glory roll just made (the Glory table is not entered)."""

    def __init__(self, name: str, glory: dict, parent=None):
        super().__init__(parent)
        load_ui("gurps_glory_dialog.ui", self)
        roll = glory.get("roll", {})
        self.introLabel.setText(fmt(self.tr("%1's Glory roll: %2 against %3, margin %4. Read the row for that margin "
                                            "in your book's Glory table."), name, roll.get("roll"),
                                    roll.get("effective_skill"), f"{glory.get('margin', 0):+d}"))
        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)

    def values(self) -> dict:
        out = {"reputation": self.reputationSpin.value(), "strategy": self.strategySpin.value()}
        if self.durationEdit.text().strip():
            out["duration"] = self.durationEdit.text().strip()
        return out
