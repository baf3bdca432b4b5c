"""The BUCS engagement panel: choose the sides, tick conditions, see breakdowns and exact odds, roll."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView, QCheckBox, QComboBox, QFormLayout, QFrame, QGridLayout, QGroupBox, QHBoxLayout, QHeaderView,
    QLabel, QLineEdit, QListWidget, QListWidgetItem, QPushButton, QScrollArea, QSpinBox, QTableWidget,
    QTableWidgetItem, QVBoxLayout, QWidget,
)

from muster.gui.systems.base import SystemPanel
from muster.services import ServiceError
from muster.services import queries as q

SITUATIONS = (("", "Automatic (from its order)"), ("alone_orders", "Alone, under orders"),
              ("alone_no_orders", "Alone, without orders"), ("assisting", "Assisting a character"))
KINDS = (("round", "Combat round"), ("surprise", "Surprise check (Hide vs Spot)"), ("contest", "Skill contest"))
PIN_WORDS = {"doorway": "doorway", "numbers": "outnumbered", "multiple_directions": "several directions",
             "landing": "landing"}
PIN_TIPS = {"doorway": "Fighting from a doorway, elevator or narrow street: ends when the unit wins a round.",
            "numbers": "Outnumbered: ends when an enemy unit breaks and the side is no longer outnumbered.",
            "multiple_directions": "Under fire from several directions: the GM clears it.",
            "landing": "Landing from craft without Amphibious: ends after two rounds won."}
HIT_ROWS = (("0", "won, but no hits (margin under 5)"), ("1", "1 hit"), ("2", "2 hits"), ("3+", "3 or more hits"))


def _pct(p: dict) -> str:
    return f"{p['probability'] * 100:.1f}%"


class SideBox(QGroupBox):
    """One side of the engagement: lead unit, helpers, situation, target, extra modifier, lead's conditions."""

    conditionsToggled = Signal()

    def __init__(self, title: str, role: str, parent=None):
        super().__init__(title, parent)
        self.role = role
        self.setObjectName(f"{role}Box")
        form = QFormLayout(self)
        self.lead = QComboBox(objectName=f"{role}Lead")
        self.helpers = QListWidget(objectName=f"{role}Helpers")
        self.helpers.setMaximumHeight(54)
        self.situation = QComboBox(objectName=f"{role}Situation")
        for key, label in SITUATIONS:
            self.situation.addItem(self.tr(label), key or None)
        self.target = QComboBox(objectName=f"{role}Target")
        self.modifier = QSpinBox(objectName=f"{role}Modifier")
        self.modifier.setRange(-20, 20)
        self.modifier.setToolTip(self.tr("Any other modifier the GM allows: a leader's feat, cover..."))
        self.dug_in = QCheckBox(self.tr("Dug in"), objectName=f"{role}DugIn")
        self.dug_in.toggled.connect(self.conditionsToggled)
        self.pins: dict[str, QCheckBox] = {}
        self.pinBox = QWidget()
        pins = QGridLayout(self.pinBox)
        pins.setContentsMargins(0, 0, 0, 0)
        self.breakdown = QLabel(objectName=f"{role}Breakdown")
        self.breakdown.setTextFormat(Qt.TextFormat.RichText)
        self.breakdown.setWordWrap(True)
        self.breakdown.setMinimumHeight(90)
        self.breakdown.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.breakdown.setFrameShape(QFrame.Shape.StyledPanel)
        self.unitInfo = QLabel(objectName=f"{role}UnitInfo")
        self.unitInfo.setWordWrap(True)
        self.unitInfo.setStyleSheet("color: palette(dark);")
        form.addRow(self.tr("Lead (rolls):"), self.lead)
        form.addRow("", self.unitInfo)
        form.addRow(self.tr("With (same side):"), self.helpers)
        form.addRow(self.tr("Acting:"), self.situation)
        form.addRow(self.tr("Its hits go to:"), self.target)
        form.addRow(self.tr("GM modifier:"), self.modifier)
        form.addRow(QLabel(self.tr("<b>Lead's conditions</b> (saved with the roll):")))
        form.addRow(self.pinBox)
        for combo in (self.lead, self.situation, self.target):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(8)

    def set_pin_reasons(self, reasons: list[str]) -> None:
        if list(self.pins) == reasons:
            return
        grid = self.pinBox.layout()
        for box in self.pins.values():
            box.setParent(None)
        self.pins = {}
        grid.addWidget(self.dug_in, 0, 0)
        for i, reason in enumerate(reasons, start=1):
            box = QCheckBox(self.tr("Pinned: %1").replace("%1", self.tr(PIN_WORDS.get(reason, reason.replace("_", " ")))),
                            objectName=f"{self.role}Pin_{reason}")
            box.setToolTip(self.tr(PIN_TIPS.get(reason, "")))
            grid.addWidget(box, i // 2, i % 2)
            box.toggled.connect(self.conditionsToggled)
            self.pins[reason] = box

    def lead_id(self):
        return self.lead.currentData()

    def helper_ids(self) -> list[int]:
        return [self.helpers.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.helpers.count())
                if self.helpers.item(i).checkState() == Qt.CheckState.Checked]

    def unit_ids(self) -> list[int]:
        lead = self.lead_id()
        return ([lead] if lead is not None else []) + [i for i in self.helper_ids() if i != lead]

    def conditions(self) -> dict:
        return {"dug_in": self.dug_in.isChecked(),
                "pinned_down": [r for r, box in self.pins.items() if box.isChecked()]}

    def options(self) -> dict:
        out = {"situation": self.situation.currentData(), "target": self.target.currentData()}
        if self.modifier.value():
            out["modifier"] = self.modifier.value()
        return out


class BattlePanel(SystemPanel):
    def __init__(self, window):
        super().__init__(window)
        self.setObjectName("bucsBattleView")
        self.data: dict | None = None
        self.battle = None
        self._pending: dict[int, dict] = {}  # GM's ticked conditions not yet saved, by unit id
        self._filling = False
        self.last_preview: dict | None = None

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea(objectName="bucsScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget()
        scroll.setWidget(body)
        outer.addWidget(scroll)
        layout = QVBoxLayout(body)

        self.add_heading(layout)

        field = QHBoxLayout()
        self.kindCombo = QComboBox(objectName="kindCombo")
        for key, label in KINDS:
            self.kindCombo.addItem(self.tr(label), key)
        self.skillEdit = QLineEdit(objectName="skillEdit")
        self.skillEdit.setPlaceholderText(self.tr("Skill, e.g. Craft (Structural)"))
        self.specialtyCombo = QComboBox(objectName="specialtyCombo")
        self.terrainCombo = QComboBox(objectName="terrainCombo")
        self.crampedCheck = QCheckBox(self.tr("Cramped quarters"), objectName="crampedCheck")
        self.crampedCheck.setToolTip(self.tr("Inside buildings, tunnels, narrow streets: Armor and faster units "
                                             "can then be pinned down."))
        field.addWidget(QLabel(self.tr("Roll:")))
        field.addWidget(self.kindCombo)
        field.addWidget(self.skillEdit)
        field.addWidget(self.specialtyCombo)
        field.addSpacing(12)
        field.addWidget(QLabel(self.tr("Terrain:")))
        field.addWidget(self.terrainCombo)
        field.addWidget(self.crampedCheck)
        field.addStretch(1)
        layout.addLayout(field)

        sides = QHBoxLayout()
        self.attacker = SideBox(self.tr("Attacking side"), "attacker")
        self.defender = SideBox(self.tr("Defending side"), "defender")
        sides.addWidget(self.attacker, 1)
        sides.addWidget(self.defender, 1)
        layout.addLayout(sides)

        self.oddsBox = QGroupBox(self.tr("Odds before the roll (exact)"), objectName="oddsBox")
        odds = QVBoxLayout(self.oddsBox)
        breakdowns = QHBoxLayout()
        breakdowns.addWidget(self.attacker.breakdown, 1)
        breakdowns.addWidget(self.defender.breakdown, 1)
        odds.addLayout(breakdowns)
        self.oddsLabel = QLabel(objectName="oddsLabel")
        self.oddsLabel.setStyleSheet("font-size: 13pt;")
        self.oddsLabel.setWordWrap(True)
        self.hitsTable = QTableWidget(len(HIT_ROWS), 2, objectName="hitsTable")
        self.hitsTable.setVerticalHeaderLabels([self.tr(label) for _, label in HIT_ROWS])
        self.hitsTable.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.hitsTable.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.hitsTable.setMaximumHeight(150)
        self.notesLabel = QLabel(objectName="notesLabel")
        self.notesLabel.setWordWrap(True)
        self.notesLabel.setStyleSheet("color: palette(mid);")
        rollRow = QHBoxLayout()
        self.rollButton = QPushButton(self.tr("Roll combat round"), objectName="rollButton")
        self.rollButton.setStyleSheet("font-weight: bold; padding: 6px 18px;")
        self.rollButton.setToolTip(self.tr("Battle ▸ Resolve Action (Ctrl+K)"))
        rollRow.addWidget(self.rollButton)
        rollRow.addStretch(1)
        odds.addWidget(self.oddsLabel)
        odds.addWidget(self.hitsTable)
        odds.addWidget(self.notesLabel)
        odds.addLayout(rollRow)
        layout.addWidget(self.oddsBox)

        self.lastResult = QLabel(objectName="lastResult")
        self.lastResult.setWordWrap(True)
        self.lastResult.setFrameShape(QFrame.Shape.StyledPanel)
        self.lastResult.setMinimumHeight(48)
        self.lastResult.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.lastResult)

        self.unitsBox = QGroupBox(self.tr("Units this round: actions, orders, conditions"), objectName="unitsBox")
        ub = QVBoxLayout(self.unitsBox)
        self.unitsTable = QTableWidget(0, 7, objectName="unitsTable")
        self.unitsTable.setHorizontalHeaderLabels([self.tr("Unit"), self.tr("Side"), self.tr("Quality and hits"),
                                                   self.tr("Move"), self.tr("Attack"), self.tr("Order"),
                                                   self.tr("Conditions")])
        self.unitsTable.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.unitsTable.verticalHeader().setVisible(False)
        header = self.unitsTable.horizontalHeader()
        for col in range(7):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.legendLabel = QLabel(self.tr("● hit left before the unit breaks · ◐ morale hit · ✖ casualty hit. "
                                          "Tick Move / Attack as units use their actions; a new round frees them."))
        self.legendLabel.setWordWrap(True)
        self.legendLabel.setStyleSheet("color: palette(mid);")
        ub.addWidget(self.unitsTable)
        ub.addWidget(self.legendLabel)
        command_row = QHBoxLayout()
        self.takeCommandButton = QPushButton(self.tr("Take command…"), objectName="takeCommandButton")
        self.takeCommandButton.setToolTip(self.tr("A Legendary unit takes command of up to 6 lesser units"))
        self.releaseCommandButton = QPushButton(self.tr("Release command"), objectName="releaseCommandButton")
        self.releaseCommandButton.setToolTip(self.tr("The selected unit leaves its commander's command"))
        command_row.addWidget(self.takeCommandButton)
        command_row.addWidget(self.releaseCommandButton)
        command_row.addStretch(1)
        ub.addLayout(command_row)

        orders = QHBoxLayout()
        self.orderUnitCombo = QComboBox(objectName="orderUnitCombo")
        self.orderCombo = QComboBox(objectName="orderCombo")
        self.orderCombo.setEditable(True)
        self.orderHoursSpin = QSpinBox(objectName="orderHoursSpin")
        self.orderHoursSpin.setRange(0, 999)
        self.orderHoursSpin.setSpecialValueText(self.tr("listed time"))
        self.orderHoursSpin.setSuffix(self.tr(" h"))
        self.giveOrderButton = QPushButton(self.tr("Give order"), objectName="giveOrderButton")
        orders.addWidget(QLabel(self.tr("Order:")))
        orders.addWidget(self.orderUnitCombo)
        orders.addWidget(self.orderCombo, 1)
        orders.addWidget(self.orderHoursSpin)
        orders.addWidget(self.giveOrderButton)
        ub.addLayout(orders)
        self.orderPreview = QLabel(objectName="orderPreview")
        self.orderPreview.setWordWrap(True)
        ub.addWidget(self.orderPreview)
        time_row = QHBoxLayout()
        self.hoursSpin = QSpinBox(objectName="hoursPassSpin")
        self.hoursSpin.setRange(1, 240)
        self.hoursSpin.setSuffix(self.tr(" h"))
        self.hoursButton = QPushButton(self.tr("Let hours pass (orders count down)"), objectName="hoursPassButton")
        self.healButton = QPushButton(self.tr("After the battle: healing…"), objectName="healButton")
        time_row.addWidget(self.hoursSpin)
        time_row.addWidget(self.hoursButton)
        time_row.addStretch(1)
        time_row.addWidget(self.healButton)
        ub.addLayout(time_row)
        layout.addWidget(self.unitsBox)
        layout.addStretch(1)

        self.kindCombo.currentIndexChanged.connect(self._kind_changed)
        for w in (self.terrainCombo, self.specialtyCombo, self.attacker.situation, self.defender.situation,
                  self.attacker.target, self.defender.target):
            w.currentIndexChanged.connect(self._options_changed)
        for combo in (self.kindCombo, self.terrainCombo, self.specialtyCombo, self.orderUnitCombo, self.orderCombo):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(10)
        for w in (self.attacker.modifier, self.defender.modifier):
            w.valueChanged.connect(self._options_changed)
        self.skillEdit.textChanged.connect(self._options_changed)
        self.crampedCheck.toggled.connect(self._options_changed)
        for box in (self.attacker, self.defender):
            box.lead.currentIndexChanged.connect(self._lead_changed)
            box.helpers.itemChanged.connect(self._helpers_changed)
            box.conditionsToggled.connect(lambda b=box: self._ticked(b))
        self.rollButton.clicked.connect(self.primary_action)
        self.unitsTable.itemChanged.connect(self._action_ticked)
        self.giveOrderButton.clicked.connect(self.give_order)
        self.orderUnitCombo.currentIndexChanged.connect(self._order_preview)
        self.orderCombo.currentTextChanged.connect(self._order_preview)
        self.orderHoursSpin.valueChanged.connect(self._order_preview)
        self.hoursButton.clicked.connect(self.let_hours_pass)
        self.takeCommandButton.clicked.connect(self.take_command)
        self.releaseCommandButton.clicked.connect(self.release_command)
        self.unitsTable.itemSelectionChanged.connect(self._command_buttons)
        self.healButton.clicked.connect(self.after_battle)
        self._kind_changed()
        self.show_battle(None, [])

    # ---- showing the battle ---------------------------------------------------------------------------
    def turn_notes(self) -> dict[int, str]:
        """For the Turn Tracker: each unit's move and attack action this round, and its order's hours left."""
        notes = {}
        for unit in (self.data or {}).get("units", []):
            if "error" in unit:
                continue
            used = unit.get("actions", {})
            parts = [self.tr("moved") if used.get("move") else self.tr("can move"),
                     self.tr("attacked") if used.get("attack") else self.tr("can attack")]
            order = unit.get("order")
            if order:
                hours = order.get("hours_left")
                parts.append(order["name"] + (self.tr(" (%1 h left)").replace("%1", str(hours))
                                              if hours is not None else ""))
            notes[unit["id"]] = ", ".join(parts)
        return notes

    def show_battle(self, battle: q.BattleRow | None, units: list[q.UnitRow]) -> None:
        from muster.services import bucs

        self.battle = battle
        if battle is None or self.service is None or battle.system != "bucs":
            self.data = None
            self.titleLabel.setText(self.tr("No battle selected"))
            self.subtitleLabel.setText(self.tr("Add BUCS units in the Army Roster, then start a battle (Ctrl+B)."))
            self._set_enabled(False)
            return
        try:
            self.data = bucs.panel_data(self.service, battle.id)
        except ServiceError as exc:
            self.data = None
            self.subtitleLabel.setText(str(exc))
            self._set_enabled(False)
            return
        self._set_enabled(True)
        st = self.data["battle"]
        self.titleLabel.setText(battle.name)
        sub = self.tr("Round %1 · %2 · %3 terrain").replace("%1", str(battle.round)).replace(
            "%2", battle.phase_name).replace("%3", st["terrain"])
        if st.get("ended"):
            sub += self.tr(" · battle over")
        self.subtitleLabel.setText(sub)
        self._filling = True
        try:
            self._fill_choices()
            self._fill_sides(battle)
            self._fill_units_table()
            self._fill_orders()
        finally:
            self._filling = False
        self._refresh_preview()

    def _set_enabled(self, on: bool) -> None:
        for w in (self.attacker, self.defender, self.oddsBox, self.unitsBox, self.kindCombo, self.terrainCombo,
                  self.crampedCheck):
            w.setEnabled(on)
        if not on:
            self.oddsLabel.setText("—")
            self.rollButton.setEnabled(False)

    def _units(self, ready_only: bool = True) -> list[dict]:
        units = [u for u in (self.data or {}).get("units", []) if "error" not in u]
        return [u for u in units if u["status"] == "ready"] if ready_only else units

    def _unit(self, uid) -> dict | None:
        return next((u for u in self._units(False) if u["id"] == uid), None)

    def _fill_choices(self) -> None:
        d = self.data
        st = d["battle"]
        keep = self.terrainCombo.currentData() or st["terrain"]
        self.terrainCombo.clear()
        for t in d["terrains"]:
            self.terrainCombo.addItem(self.tr(t), t)
        self.terrainCombo.setCurrentIndex(max(0, self.terrainCombo.findData(st["terrain"] if keep is None else keep)))
        self.crampedCheck.setChecked(bool(st["cramped_quarters"]) or self.crampedCheck.isChecked())
        keep = self.specialtyCombo.currentData()
        self.specialtyCombo.clear()
        self.specialtyCombo.addItem(self.tr("(any unit can do it)"), None)
        for s in d["specialties"]:
            self.specialtyCombo.addItem(self.tr("needs %1").replace("%1", s), s)
        self.specialtyCombo.setCurrentIndex(max(0, self.specialtyCombo.findData(keep)))
        for box in (self.attacker, self.defender):
            box.set_pin_reasons(d["pin_reasons"])

    def _fill_combo(self, combo: QComboBox, units: list[dict], keep) -> None:
        combo.clear()
        for u in units:
            combo.addItem(f"{u['name']} ({u['side'] or '?'})", u["id"])
        index = combo.findData(keep)
        combo.setCurrentIndex(index if index >= 0 else (0 if units else -1))

    def _fill_sides(self, battle) -> None:
        ready = self._units()
        active = battle.initiative[battle.active] if battle.initiative else None
        keep_a = self.attacker.lead_id()
        if keep_a is None or self._unit(keep_a) is None or self._unit(keep_a)["status"] != "ready":
            keep_a = active
        self._fill_combo(self.attacker.lead, ready, keep_a)
        a = self._unit(self.attacker.lead_id())
        enemies = [u for u in ready if a is None or u["side_id"] != a["side_id"]]
        self._fill_combo(self.defender.lead, enemies, self.defender.lead_id())
        for box in (self.attacker, self.defender):
            self._fill_helpers(box)
            self._fill_conditions(box)
            self._fill_unit_info(box)
        self._fill_targets()

    def _fill_helpers(self, box: SideBox) -> None:
        lead = self._unit(box.lead_id())
        keep = set(box.helper_ids())
        box.helpers.blockSignals(True)
        box.helpers.clear()
        for u in self._units():
            if lead is None or u["id"] == lead["id"] or u["side_id"] != lead["side_id"]:
                continue
            item = QListWidgetItem(f"{u['name']} — {u['status_line']}")
            item.setData(Qt.ItemDataRole.UserRole, u["id"])
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if u["id"] in keep else Qt.CheckState.Unchecked)
            box.helpers.addItem(item)
        if box.helpers.count() == 0:
            item = QListWidgetItem(self.tr("(no other ready unit on this side)"))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            box.helpers.addItem(item)
        box.helpers.blockSignals(False)

    def _fill_targets(self) -> None:
        for box, other in ((self.attacker, self.defender), (self.defender, self.attacker)):
            keep = box.target.currentData()
            box.target.blockSignals(True)
            box.target.clear()
            box.target.addItem(self.tr("their lead unit"), None)
            for uid in other.unit_ids()[1:]:
                u = self._unit(uid)
                box.target.addItem(u["name"], uid)
            box.target.setCurrentIndex(max(0, box.target.findData(keep)))
            box.target.blockSignals(False)

    def _fill_conditions(self, box: SideBox) -> None:
        u = self._unit(box.lead_id())
        cond = self._pending.get(box.lead_id()) or (u["conditions"] if u else {})
        widgets = [box.dug_in, *box.pins.values()]
        for w in widgets:
            w.blockSignals(True)
        box.dug_in.setChecked(bool(cond.get("dug_in")))
        for reason, pin in box.pins.items():
            pin.setChecked(reason in cond.get("pinned_down", []))
        for w in widgets:
            w.blockSignals(False)

    def _fill_unit_info(self, box: SideBox) -> None:
        u = self._unit(box.lead_id())
        if u is None:
            box.unitInfo.setText(self.tr("No ready unit to choose."))
            return
        quality = u["current_quality"]
        if quality != u["quality"]:
            quality += self.tr(" (base %1)").replace("%1", u["quality"])
        bits = [f"<b>{quality} {u['ladder']}</b>", self.tr("%1 equipment").replace("%1", u["equipment"]),
                u["effective_mobility"], ", ".join(u["specialties"]) or self.tr("no specialties")]
        if u.get("order"):
            o = u["order"]
            bits.append(self.tr("order: %1").replace("%1", o["name"]) +
                        (f" ({o['hours_left']} h left)" if o.get("hours_left") is not None else ""))
        else:
            bits.append(self.tr("no order"))
        if u["conditions"].get("momentum"):
            bits.append(self.tr("momentum +%1").replace("%1", str(u["conditions"]["momentum"])))
        if u.get("leader"):
            ld = u["leader"]
            bits.append(f"{ld['name']} {ld['hp']} hp" + (" (dead)" if ld.get("dead") else ""))
        box.unitInfo.setText(" · ".join(bits))

    def _fill_units_table(self) -> None:
        units = self._units(False)
        self.unitsTable.blockSignals(True)
        self.unitsTable.setRowCount(len(units))
        for row, u in enumerate(units):
            cells = [u["name"], u["side"], u["status_line"]]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, u["id"])
                self.unitsTable.setItem(row, col, item)
            for col, kind in ((3, "move"), (4, "attack")):
                item = QTableWidgetItem(self.tr("used") if u["actions"].get(kind) else self.tr("free"))
                item.setData(Qt.ItemDataRole.UserRole, u["id"])
                item.setData(Qt.ItemDataRole.UserRole + 1, kind)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Checked if u["actions"].get(kind) else Qt.CheckState.Unchecked)
                self.unitsTable.setItem(row, col, item)
            o = u.get("order")
            order = "—" if not o else o["name"] + (f" · {o['hours_left']} h left" if o.get("hours_left") is not None
                                                   else "")
            if u.get("commanded_by"):
                order += self.tr(" (commanded by %1)").replace("%1", u["commanded_by"])
            led = [x["name"] for x in units if x.get("commanded_by") == u["name"] and x.get("side_id") == u.get("side_id")]
            if led:
                order += self.tr(" (commands %1)").replace("%1", ", ".join(led))
            self.unitsTable.setItem(row, 5, QTableWidgetItem(order))
            c = u["conditions"]
            bits = []
            if c.get("dug_in") or c.get("beachhead"):
                bits.append(self.tr("dug in") if c.get("dug_in") else self.tr("beachhead"))
            if c.get("pinned_down"):
                bits.append(self.tr("pinned: %1").replace("%1", ", ".join(PIN_WORDS.get(p, p)
                                                                          for p in c["pinned_down"])))
            if c.get("momentum"):
                bits.append(self.tr("momentum +%1").replace("%1", str(c["momentum"])))
            if c.get("surprised"):
                bits.append(self.tr("surprised"))
            self.unitsTable.setItem(row, 6, QTableWidgetItem(", ".join(bits)))
        self.unitsTable.blockSignals(False)
        self._command_buttons()

    def _selected_unit(self) -> dict | None:
        item = self.unitsTable.item(self.unitsTable.currentRow(), 0) if self.unitsTable.currentRow() >= 0 else None
        return self._unit(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    def _command_buttons(self) -> None:
        from muster.gui.systems.bucs.command import legendary

        u = self._selected_unit()
        self.takeCommandButton.setEnabled(bool(legendary(self._units(False))))
        self.releaseCommandButton.setEnabled(bool(u and u.get("commanded_by")))

    def take_command(self):
        from muster.gui.systems.bucs.command import BucsCommandDialog

        if self.battle is None or self.data is None:
            return None
        u = self._selected_unit()
        dialog = BucsCommandDialog(self.window_, self.battle.id, self._units(False), u["id"] if u else None, self)
        dialog.exec()
        return dialog

    def release_command(self):
        from muster.services import bucs

        u = self._selected_unit()
        if self.battle is None or u is None:
            return None
        if not u.get("commanded_by"):
            self.window_.show_error(self.tr("%1 is not under anyone's command.").replace("%1", u["name"]))
            return None
        return self.window_.run(bucs.release_command, u["id"], self.battle.id)

    def _fill_orders(self) -> None:
        keep = self.orderUnitCombo.currentData()
        self.orderUnitCombo.clear()
        for u in self._units():
            self.orderUnitCombo.addItem(u["name"], u["id"])
        self.orderUnitCombo.setCurrentIndex(max(0, self.orderUnitCombo.findData(keep)))
        text = self.orderCombo.currentText()
        self.orderCombo.clear()
        for o in self.data["orders"]:
            self.orderCombo.addItem(o["name"])
        if text:
            self.orderCombo.setCurrentText(text)
        self._order_preview()

    # ---- reacting to the GM's choices ---------------------------------------------------------------------
    def _kind_changed(self) -> None:
        kind = self.kindCombo.currentData()
        self.skillEdit.setVisible(kind == "contest")
        self.specialtyCombo.setVisible(kind == "contest")
        self.rollButton.setText({"round": self.tr("Roll combat round"), "surprise": self.tr("Roll surprise check"),
                                 "contest": self.tr("Roll skill contest")}[kind])
        self.hitsTable.setVisible(kind == "round")
        self._options_changed()

    def _lead_changed(self) -> None:
        if self._filling or self.battle is None:
            return
        self._filling = True
        try:
            self._fill_sides(self.battle)
        finally:
            self._filling = False
        self._refresh_preview()

    def _helpers_changed(self) -> None:
        if self._filling:
            return
        self._fill_targets()
        self._refresh_preview()

    def _ticked(self, box: SideBox) -> None:
        if self._filling or box.lead_id() is None:
            return
        self._pending[box.lead_id()] = box.conditions()
        self._refresh_preview()

    def _options_changed(self) -> None:
        if not self._filling:
            self._refresh_preview()

    def kind(self) -> str:
        return self.kindCombo.currentData()

    def options(self) -> dict:
        attacker, defender = self.attacker.options(), self.defender.options()
        if self.kind() == "contest":
            for opts in (attacker, defender):
                opts["specialty"] = self.specialtyCombo.currentData()
        conditions = {}
        for box in (self.attacker, self.defender):
            if box.lead_id() is not None and box.lead_id() in self._pending:
                conditions[str(box.lead_id())] = self._pending[box.lead_id()]
        out = {"terrain": self.terrainCombo.currentData() or "open", "cramped_quarters": self.crampedCheck.isChecked(),
               "attacker": attacker, "defender": defender}
        if conditions:
            out["conditions"] = conditions
        return out

    def _skill(self):
        return self.skillEdit.text().strip() or None

    def _refresh_preview(self) -> None:
        from muster.services import bucs

        self.last_preview = None
        a_ids, d_ids = self.attacker.unit_ids(), self.defender.unit_ids()
        if self.data is None or not a_ids or not d_ids:
            self.oddsLabel.setText(self.tr("Choose a lead unit on each side."))
            self.rollButton.setEnabled(False)
            return
        if self.kind() == "contest" and not self._skill():
            self.oddsLabel.setText(self.tr("Name the skill the units contest."))
            self.rollButton.setEnabled(False)
            return
        try:
            p = bucs.preview(self.service, self.battle.id, self.kind(), a_ids, d_ids, self.options(), self._skill())
        except ServiceError as exc:
            self.oddsLabel.setText(self.tr("Cannot roll: %1").replace("%1", str(exc)))
            self.attacker.breakdown.setText("")
            self.defender.breakdown.setText("")
            self.notesLabel.setText("")
            self.rollButton.setEnabled(False)
            return
        self.last_preview = p
        a_name, d_name = p["attacker"]["unit"], p["defender"]["unit"]
        for box, side in ((self.attacker, p["attacker"]), (self.defender, p["defender"])):
            rows = "".join(f"<tr><td>{html.escape(m['name'])}</td><td align='right'>{m['value']:+d}</td></tr>"
                           for m in side["modifiers"])
            head = f"<tr><td colspan='2'><b>{html.escape(side['unit'])}</b></td></tr>"
            box.breakdown.setText(f"<table width='100%'>{head}{rows}<tr><td><b>{self.tr('Total: d20')}</b></td>"
                                  f"<td align='right'><b>{side['modifier_total']:+d}</b></td></tr></table>")
        self.oddsLabel.setText(
            self.tr("<b>%1 wins %2</b> · %3 wins %4 · tie (no result) %5")
            .replace("%1", html.escape(a_name)).replace("%2", _pct(p["attacker_wins"]))
            .replace("%3", html.escape(d_name)).replace("%4", _pct(p["defender_wins"]))
            .replace("%5", _pct(p["no_result"])))
        if self.kind() == "round":
            self.hitsTable.setHorizontalHeaderLabels([self.tr("%1 hits %2").replace("%1", a_name).replace("%2", d_name),
                                                      self.tr("%1 hits %2").replace("%1", d_name).replace("%2", a_name)])
            for row, (key, _) in enumerate(HIT_ROWS):
                for col, side in enumerate(("attacker_hits", "defender_hits")):
                    item = QTableWidgetItem(_pct(p[side][key]))
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                    self.hitsTable.setItem(row, col, item)
        self.notesLabel.setText("<br/>".join(html.escape(n) for n in p["notes"]))
        ended = bool(self.data["battle"].get("ended")) and self.kind() == "round"
        self.rollButton.setEnabled(not ended)
        if ended:
            self.oddsLabel.setText(self.oddsLabel.text() + self.tr("<br/>This battle is over."))

    # ---- GM actions ------------------------------------------------------------------------------------------
    def primary_available(self) -> bool:
        return self.rollButton.isEnabled()

    def primary_action(self):
        from muster.services import bucs

        if self.battle is None or not self.rollButton.isEnabled():
            return None
        a_ids, d_ids, opts = self.attacker.unit_ids(), self.defender.unit_ids(), self.options()
        kind = self.kind()
        if kind == "round":
            result = self.window_.run(bucs.resolve_round, self.battle.id, a_ids, d_ids, opts)
        elif kind == "surprise":
            result = self.window_.run(bucs.resolve_surprise, self.battle.id, a_ids, d_ids, opts)
        else:
            result = self.window_.run(bucs.resolve_contest, self.battle.id, a_ids, d_ids, self._skill(), opts)
        if result is not None:
            for uid in a_ids[:1] + d_ids[:1]:
                self._pending.pop(uid, None)
            notes = "".join(f"<br/><i>{html.escape(n)}</i>" for n in result.get("notes", []))
            self.lastResult.setText(f"<b>{html.escape(result['text'])}</b>{notes}")
            if self.battle is not None:
                self.show_battle(self.window_.current_battle(), [])
        return result

    def _action_ticked(self, item: QTableWidgetItem) -> None:
        from muster.services import bucs

        kind = item.data(Qt.ItemDataRole.UserRole + 1)
        if self._filling or kind is None or self.battle is None:
            return
        used = item.checkState() == Qt.CheckState.Checked
        self.window_.run(bucs.set_unit_action, self.battle.id, item.data(Qt.ItemDataRole.UserRole), kind, used)
        self.show_battle(self.window_.current_battle(), [])

    def _order_args(self):
        hours = self.orderHoursSpin.value() or None
        return self.orderUnitCombo.currentData(), self.orderCombo.currentText().strip(), hours

    def _order_preview(self) -> None:
        from muster.services import bucs

        uid, order, hours = self._order_args()
        if self.service is None or uid is None or not order:
            self.orderPreview.setText("")
            return
        try:
            t = bucs.order_preview(self.service, uid, order, hours)
        except ServiceError as exc:
            self.orderPreview.setText(str(exc))
            return
        text = self.tr("%1 takes %2 hour(s): %3 h listed, %4 quality %5 ÷ %6 → %7 h").replace(
            "%1", t["order"]).replace("%2", str(t["hours"])).replace("%3", str(t["base_hours"])).replace(
            "%4", t["quality"]).replace("%5", f"{t['quality_modifier']:+d}").replace("%6", str(t["divisor"])).replace(
            "%7", str(t["hours"]))
        if t["as_raw_reason"]:
            text += " · " + t["as_raw_reason"]
        self.orderPreview.setText(text)

    def give_order(self):
        from muster.services import bucs

        uid, order, hours = self._order_args()
        if uid is None:
            return None
        battle_id = self.battle.id if self.battle else None
        return self.window_.run(bucs.give_order, uid, order, hours, None, battle_id)

    def let_hours_pass(self):
        from muster.services import bucs

        if self.battle is None:
            return None
        return self.window_.run(bucs.advance_hours, self.battle.id, self.hoursSpin.value())

    def after_battle(self):
        from muster.gui.systems.bucs.healing import BucsHealDialog
        from muster.services import bucs

        if self.battle is None or self.data is None:
            return None
        dialog = BucsHealDialog(self.service, self._units(False), self)
        if not dialog.exec():
            return None
        result = self.window_.run(bucs.heal, *self._heal_args(dialog.values()), self.battle.id)
        if result is not None:
            self.lastResult.setText("<b>" + self.tr("After the battle:") + "</b><br/>" +
                                    "<br/>".join(html.escape(u["text"]) for u in result["units"]))
        return result

    @staticmethod
    def _heal_args(v: dict) -> tuple:
        return (v["unit_ids"], v["medical_ids"], v["capacity"], v["hours_since_battle"], v["rest_days"],
                v["under_stress"])
