"""The squad builder: what the GM knows about a squad, and the derivation of every value, live."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QSpinBox, QTableWidgetItem

from muster.gui.forms.poleaxe_squad_dialog import Ui_PoleaxeSquadDialog
from muster.i18n import fmt, render, term

if TYPE_CHECKING:
    from muster.services.poleaxe_words import PoleaxeTables

STAT_ORDER = ("attack_value", "missile_value", "defense_value", "morale_value", "hits_to_kill", "movement")
MEMBER_COLUMNS = ("name", "hd", "level", "ac", "hp")
NO_OVERRIDE = -1


class SquadDialog(QDialog, Ui_PoleaxeSquadDialog):
    def __init__(self, forces, parent=None, *, state: dict | None = None, name: str = "", force_id: int | None = None,
                 tables: PoleaxeTables | None = None):
        """``tables``: the campaign's (``services.poleaxe.squad_tables``); the bundled tables without one."""
        super().__init__(parent)
        self.setupUi(self)
        from muster.services.poleaxe import squad_tables

        self.tables = tables if tables is not None else squad_tables(None)
        self.setWindowTitle(self.tr("Edit Squad") if state else self.tr("Add Squad"))
        self._state = dict(state or {})
        self._derived: dict = {}
        for f in forces:
            self.forceCombo.addItem(f.name, f.id)
        if force_id is not None:
            self.forceCombo.setCurrentIndex(max(0, self.forceCombo.findData(force_id)))
        self.forceCombo.setEnabled(state is None)
        self.nameEdit.setText(name)
        self.kindCombo.addItem(self.tr("Squad (up to five combatants)"), "squad")
        self.kindCombo.addItem(self.tr("Large beast or mythical creature (flat values)"), "beast")
        for key, row in self.tables.morale_value.types.items():
            self.typeCombo.addItem(fmt(self.tr("%1 (MV %2)"), render(term("Rules", row.label)), row.value), key)
        for key, label in (("normal", self.tr("Normal")), ("crappy", self.tr("Crappy weapons (-1)")),
                           ("two_handed", self.tr("Two-handed weapons (+1)"))):
            self.weaponCombo.addItem(label, key)
        self.missileCombo.addItem(self.tr("None"), None)
        for key, w in self.tables.missiles.weapons.items():
            self.missileCombo.addItem(render(term("Rules", w.label)), key)
        grade_names = {"none": self.tr("None"), "minor": self.tr("Minor"), "medium": self.tr("Medium"),
                       "major": self.tr("Major")}
        for combo, grades in ((self.magicCombo, ("none", "minor", "major")),
                              (self.offenceCombo, ("none", "minor", "medium", "major")),
                              (self.defenceCombo, ("none", "minor", "medium", "major"))):
            for g in grades:
                combo.addItem(grade_names[g], g)
        self._setup_tables()
        self._load(self._state)
        self.buttonBox.accepted.connect(self.accept)
        self.buttonBox.rejected.connect(self.reject)
        self.addMemberButton.clicked.connect(self.add_member)
        self.removeMemberButton.clicked.connect(self.remove_member)
        for signal in (self.nameEdit.textChanged, self.kindCombo.currentIndexChanged,
                       self.typeCombo.currentIndexChanged,
                       self.moveSpin.valueChanged, self.weaponCombo.currentIndexChanged,
                       self.missileCombo.currentIndexChanged, self.magicCombo.currentIndexChanged,
                       self.offenceCombo.currentIndexChanged, self.defenceCombo.currentIndexChanged,
                       self.mountedCheck.toggled, self.skirmisherCheck.toggled, self.leaderBox.toggled,
                       self.leaderNameEdit.textChanged, self.leaderLevelSpin.valueChanged,
                       self.leaderTrainedCheck.toggled, self.leaderChaSpin.valueChanged,
                       self.leaderTacticsSpin.valueChanged, self.membersTable.itemChanged):
            signal.connect(self._validate)
        self._validate()

    # ---- building the form -------------------------------------------------------------------------
    def _setup_tables(self) -> None:
        t = self.membersTable
        t.setColumnCount(len(MEMBER_COLUMNS))
        t.setHorizontalHeaderLabels([self.tr("Name"), self.tr("Hit Dice"), self.tr("or Level"),
                                     self.tr("Armour class"), self.tr("Hit points")])
        t.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        d = self.derivationTable
        d.setColumnCount(4)
        d.setHorizontalHeaderLabels([self.tr("Value"), self.tr("Used"), self.tr("How it is found"),
                                     self.tr("GM override")])
        d.setRowCount(len(STAT_ORDER))
        d.verticalHeader().setVisible(False)
        d.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        d.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        from muster.services.poleaxe_words import STAT_LABELS

        self.overrideSpins: dict[str, QSpinBox] = {}
        for row, key in enumerate(STAT_ORDER):
            label = render(term("Rules", STAT_LABELS[key]))
            d.setItem(row, 0, QTableWidgetItem(label))
            spin = QSpinBox()
            spin.setObjectName(f"override_{key}")
            spin.setRange(NO_OVERRIDE, 30)
            spin.setSpecialValueText(self.tr("none"))
            spin.setValue(NO_OVERRIDE)
            spin.setAccessibleName(fmt(self.tr("Override of %1"), label))
            spin.valueChanged.connect(self._validate)
            d.setCellWidget(row, 3, spin)
            self.overrideSpins[key] = spin

    def _load(self, state: dict) -> None:
        def pick(combo, value):
            index = combo.findData(value)
            combo.setCurrentIndex(index if index >= 0 else 0)

        pick(self.kindCombo, state.get("kind", "squad"))
        pick(self.typeCombo, state.get("squad_type") or "average")
        move_ft = state.get("move_ft")
        self.moveSpin.setValue(90 if move_ft is None else move_ft)
        pick(self.weaponCombo, state.get("weapon", "normal"))
        pick(self.missileCombo, state.get("missile"))
        pick(self.magicCombo, state.get("magic_weapons", "none"))
        pick(self.offenceCombo, state.get("special_offence", "none"))
        pick(self.defenceCombo, state.get("special_defence", "none"))
        self.mountedCheck.setChecked(bool(state.get("mounted")))
        self.skirmisherCheck.setChecked(bool(state.get("skirmisher")))
        leader = state.get("leader")
        self.leaderBox.setChecked(leader is not None)
        if leader:
            self.leaderNameEdit.setText(leader.get("name", "Leader"))
            self.leaderLevelSpin.setValue(leader.get("level") or 0)
            self.leaderTrainedCheck.setChecked(bool(leader.get("trained")))
            self.leaderChaSpin.setValue(leader.get("cha") or 0)
            self.leaderTacticsSpin.setValue(leader.get("tactics") or 0)
        members = state.get("members")
        if members is None:
            members = [{"name": "", "hd": "1", "ac": 7, "hp": 5} for _ in range(self.tables.max_members)]
        self.membersTable.blockSignals(True)
        self.membersTable.setRowCount(0)
        for m in members:
            self._append_member(m)
        self.membersTable.blockSignals(False)
        for key, value in (state.get("overrides") or {}).items():
            if key in self.overrideSpins:
                self.overrideSpins[key].setValue(value)
        self._hidden = {k: state[k] for k in ("hits", "temp_hits", "morale", "effects", "notes", "id", "side")
                        if k in state}
        self._member_extra = [{k: m.get(k) for k in ("current_hp", "condition", "bed_rest_days") if k in m}
                              for m in members]

    def _append_member(self, m: dict) -> None:
        t = self.membersTable
        row = t.rowCount()
        t.insertRow(row)
        for col, key in enumerate(MEMBER_COLUMNS):
            value = m.get(key)
            t.setItem(row, col, QTableWidgetItem("" if value is None else str(value)))

    def add_member(self) -> None:
        t = self.membersTable
        if t.rowCount() >= self.tables.max_members:
            self.errorLabel.setText(fmt(self.tr("A squad has at most %1 members."), self.tables.max_members))
            return
        last = self._member_row(t.rowCount() - 1) if t.rowCount() else {"hd": "1", "ac": 7}
        self._append_member({**last, "name": ""})
        self._validate()

    def remove_member(self) -> None:
        t = self.membersTable
        row = t.currentRow() if t.currentRow() >= 0 else t.rowCount() - 1
        if row >= 0:
            t.removeRow(row)
            if row < len(self._member_extra):
                del self._member_extra[row]
        self._validate()

    # ---- reading the form ----------------------------------------------------------------------------
    def _member_row(self, row: int) -> dict:
        t = self.membersTable
        cell = [(item.text().strip() if (item := t.item(row, c)) else "") for c in range(len(MEMBER_COLUMNS))]
        out: dict = {"name": cell[0]}
        out["hd"] = cell[1] or None
        for key, text in (("level", cell[2]), ("ac", cell[3]), ("hp", cell[4])):
            if not text:
                out[key] = None
                continue
            try:
                out[key] = int(text)
            except ValueError:
                what = {"level": self.tr("level"), "ac": self.tr("armour class"), "hp": self.tr("hit points")}[key]
                raise ValueError(fmt(self.tr("Member %1: %2 must be a whole number, not “%3”."), row + 1, what,
                                     text)) from None
        return out

    def state(self) -> dict:
        name = self.nameEdit.text().strip() or self.tr("Squad")
        members = []
        for row in range(self.membersTable.rowCount()):
            m = self._member_row(row)
            if not m["name"]:
                m["name"] = f"{name} {row + 1}"
            if row < len(self._member_extra):
                m.update(self._member_extra[row])
            members.append(m)
        kind = self.kindCombo.currentData()
        state = {
            "name": name, "kind": kind, "squad_type": self.typeCombo.currentData(),
            "members": members, "move_ft": self.moveSpin.value(), "weapon": self.weaponCombo.currentData(),
            "missile": self.missileCombo.currentData(), "mounted": self.mountedCheck.isChecked(),
            "magic_weapons": self.magicCombo.currentData(), "special_offence": self.offenceCombo.currentData(),
            "special_defence": self.defenceCombo.currentData(), "skirmisher": self.skirmisherCheck.isChecked(),
            "leader": None,
            "overrides": {k: s.value() for k, s in self.overrideSpins.items() if s.value() != NO_OVERRIDE},
        }
        if self.leaderBox.isChecked():
            state["leader"] = {"name": self.leaderNameEdit.text().strip() or self.tr("Leader"),
                               "level": self.leaderLevelSpin.value(), "trained": self.leaderTrainedCheck.isChecked(),
                               "cha": self.leaderChaSpin.value() or None,
                               "tactics": self.leaderTacticsSpin.value() or None}
        state.update(self._hidden)
        return state

    def problem(self) -> str:
        from muster.services import ServiceError
        from muster.services.poleaxe import normalise_state

        self._derived = {}
        if not self.nameEdit.text().strip():
            return self.tr("Give the squad a name.")
        if self.forceCombo.currentData() is None:
            return self.tr("Add a force first: every squad belongs to a force.")
        try:
            state = self.state()
        except ValueError as exc:
            return str(exc)
        if state["kind"] == "squad" and not state["members"]:
            return self.tr("List the squad's members (up to five).")
        try:
            self._derived = normalise_state(state, self.tables)
        except ServiceError as exc:
            return str(exc)
        return ""

    def _validate(self) -> None:
        problem = self.problem()
        self.errorLabel.setText(problem)
        self.buttonBox.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)
        beast = self.kindCombo.currentData() == "beast"
        self.membersBox.setEnabled(not beast)
        self._show_derivation()

    def _show_derivation(self) -> None:
        from muster.services.dice import Modifier
        from muster.services.poleaxe_words import modifier_list

        stats = (self._derived or {}).get("stats", {})
        d = self.derivationTable
        for row, key in enumerate(STAT_ORDER):
            stat = stats.get(key)
            if stat is None:
                used, how = "—", (self.tr("no missile weapon") if key == "missile_value"
                                  else self.tr("cannot be derived yet"))
            else:
                used = fmt("%1", stat["value"])
                mods = render(modifier_list((Modifier(m["name"], m["value"]) for m in stat["modifiers"]), "; "))
                basis = render(stat["basis_msg"]) if stat.get("basis_msg") else stat["basis"]
                how = fmt("%1: %2", basis, stat["base"]) + (f"; {mods}" if mods else "")
                if stat["minimum"] is not None and stat["derived"] != stat["base"] + sum(
                        m["value"] for m in stat["modifiers"]):
                    how += fmt(self.tr(" (never below %1)"), stat["minimum"])
                if stat["overridden"]:
                    used = fmt(self.tr("%1 (GM)"), stat["value"])
                    how += fmt(self.tr(" → derived %1, overridden by the GM"), stat["derived"])
            for col, text in ((1, used), (2, how)):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                if stat is not None and stat["overridden"] and col == 1:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                    item.setForeground(Qt.GlobalColor.darkMagenta)
                d.setItem(row, col, item)
        d.resizeColumnToContents(0)
        d.resizeColumnToContents(1)

    def values(self) -> tuple[int, str, dict]:
        name = self.nameEdit.text().strip()
        state = self.state()
        state["name"] = name
        return self.forceCombo.currentData(), name, state
