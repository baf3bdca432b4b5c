"""The BUCS engagement panel: choose the sides, tick conditions, see breakdowns and exact odds, roll."""

from __future__ import annotations

import html

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from muster.gui.dialogs.fit import fit_to_screen
from muster.gui.forecast import attach_forecast
from muster.gui.systems import compact
from muster.gui.systems.base import SystemPanel
from muster.i18n import fmt, message_of, render, term
from muster.services import ServiceError
from muster.services import queries as q

# shown through tr() in the class named as their context
SITUATIONS = (("", QT_TRANSLATE_NOOP("SideBox", "Automatic (from its order)")),
              ("alone_orders", QT_TRANSLATE_NOOP("SideBox", "Alone, under orders")),
              ("alone_no_orders", QT_TRANSLATE_NOOP("SideBox", "Alone, without orders")),
              ("assisting", QT_TRANSLATE_NOOP("SideBox", "Assisting a character")))
KINDS = (("round", QT_TRANSLATE_NOOP("BattlePanel", "Combat round")),
         ("surprise", QT_TRANSLATE_NOOP("BattlePanel", "Surprise check (Hide vs Spot)")),
         ("contest", QT_TRANSLATE_NOOP("BattlePanel", "Skill contest")))
PIN_WORDS = {"doorway": QT_TRANSLATE_NOOP("BattlePanel", "doorway"),
             "numbers": QT_TRANSLATE_NOOP("BattlePanel", "outnumbered"),
             "multiple_directions": QT_TRANSLATE_NOOP("BattlePanel", "several directions"),
             "landing": QT_TRANSLATE_NOOP("BattlePanel", "landing")}
PIN_TIPS = {"doorway": QT_TRANSLATE_NOOP("SideBox", "Fighting from a doorway, elevator or narrow street: ends when "
                                                    "the unit wins a round."),
            "numbers": QT_TRANSLATE_NOOP("SideBox", "Outnumbered: ends when an enemy unit breaks and the side is no "
                                                    "longer outnumbered."),
            "multiple_directions": QT_TRANSLATE_NOOP("SideBox", "Under fire from several directions: the GM clears it."),
            "landing": QT_TRANSLATE_NOOP("SideBox", "Landing from craft without Amphibious: ends after two rounds won.")}
HIT_ROWS = (("0", QT_TRANSLATE_NOOP("BattlePanel", "won, but no hits (margin under 5)")),
            ("1", QT_TRANSLATE_NOOP("BattlePanel", "1 hit")), ("2", QT_TRANSLATE_NOOP("BattlePanel", "2 hits")),
            ("3+", QT_TRANSLATE_NOOP("BattlePanel", "3 or more hits")))


def _pct(p) -> str:
    return compact.percent(p)


def _rules(name: str) -> str:
    """A name from the rules data (quality, equipment, terrain, specialty, order...) in the GM's language."""
    return render(term("Rules", name)) if name else ""


def _pin_word(reason: str) -> str:
    word = PIN_WORDS.get(reason)
    return QCoreApplication.translate("BattlePanel", word) if word else _rules(reason.replace("_", " "))


class SideBox(QGroupBox):
    """One side of the engagement: lead unit, helpers, situation, target, extra modifier, lead's conditions."""

    conditionsToggled = Signal()

    def __init__(self, title: str, role: str, parent=None):
        super().__init__(title, parent)
        self.role = role
        self.setObjectName(f"{role}Box")
        form = QFormLayout(self)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.lead = QComboBox(objectName=f"{role}Lead")  # shown in the panel's footer, over the odds
        self.lead.setToolTip(self.tr("The unit that rolls for this side"))
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
        self.breakdown.setMinimumHeight(60)
        self.breakdown.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.breakdown.setFrameShape(QFrame.Shape.StyledPanel)
        self.unitInfo = QLabel(objectName=f"{role}UnitInfo")
        self.unitInfo.setWordWrap(True)
        self.unitInfo.setStyleSheet("color: palette(dark);")
        form.addRow(self.unitInfo)
        form.addRow(self.tr("With (same side):"), self.helpers)
        form.addRow(self.tr("Acting:"), self.situation)
        form.addRow(self.tr("Its hits go to:"), self.target)
        form.addRow(self.tr("GM modifier:"), self.modifier)
        conditions = QLabel(self.tr("<b>Lead's conditions</b> (saved with the roll):"))
        conditions.setWordWrap(True)
        form.addRow(conditions)
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
            box = QCheckBox(fmt(self.tr("Pinned: %1"), _pin_word(reason)), objectName=f"{self.role}Pin_{reason}")
            tip = PIN_TIPS.get(reason)
            box.setToolTip(self.tr(tip) if tip else "")
            grid.addWidget(box, i, 0)
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


class BattlePanel(compact.FillsCentralArea, SystemPanel):
    result_kinds = ("bucs-round", "bucs-surprise", "bucs-contest", "bucs-heal")

    def __init__(self, window):
        super().__init__(window)
        self.setObjectName("bucsBattleView")
        self.data = None  # bucs.PanelData of the battle shown, read from the file at the last show_battle
        self.battle = None
        # the GM's ticked conditions not yet saved, by unit id: (saved conditions they were ticked over, ticked)
        self._pending: dict[int, tuple[dict, dict]] = {}
        self._seen_active: int | None = None  # the acting unit at the last show_battle
        self._filling = False

        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 4, 6, 4)
        compact.add_heading(self, outer)
        self.tabs = QTabWidget(objectName="bucsTabs")
        self.tabs.setDocumentMode(True)
        outer.addWidget(self.tabs, 1)
        scroll, layout = compact.scroll_page("bucsScroll")
        self.tabs.addTab(scroll, self.tr("&Engagement"))

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
        field = QFormLayout()
        field.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        kind_row = QHBoxLayout()
        kind_row.addWidget(self.kindCombo)
        kind_row.addWidget(self.skillEdit, 1)
        kind_row.addWidget(self.specialtyCombo)
        terrain_row = QHBoxLayout()
        terrain_row.addWidget(self.terrainCombo)
        terrain_row.addWidget(self.crampedCheck)
        terrain_row.addStretch(1)
        field.addRow(self.tr("Roll:"), kind_row)
        field.addRow(self.tr("Terrain:"), terrain_row)
        layout.addLayout(field)

        sides = QHBoxLayout()
        self.attacker = SideBox(self.tr("Attacking side"), "attacker")
        self.defender = SideBox(self.tr("Defending side"), "defender")
        sides.addWidget(self.attacker, 1)
        sides.addWidget(self.defender, 1)
        layout.addLayout(sides)
        breakdowns = QHBoxLayout()
        breakdowns.addWidget(self.attacker.breakdown, 1)
        breakdowns.addWidget(self.defender.breakdown, 1)
        layout.addLayout(breakdowns)
        self.hitsTable = QTableWidget(len(HIT_ROWS), 2, objectName="hitsTable")
        self.hitsTable.setVerticalHeaderLabels([self.tr(label) for _, label in HIT_ROWS])
        self.hitsTable.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.hitsTable.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.hitsTable.setMaximumHeight(150)
        self.hitsTable.setMinimumHeight(130)
        self.notesLabel = QLabel(objectName="notesLabel")
        self.notesLabel.setWordWrap(True)
        self.notesLabel.setStyleSheet("color: palette(mid);")
        layout.addWidget(self.hitsTable)
        layout.addWidget(self.notesLabel)
        layout.addStretch(1)

        # the footer never scrolls: who fights whom, the exact odds, the roll and its result
        self.oddsBox = QWidget(objectName="oddsBox")
        odds = QVBoxLayout(self.oddsBox)
        odds.setContentsMargins(0, 0, 0, 0)
        matchup = QHBoxLayout()
        matchup.addWidget(self.attacker.lead, 1)
        matchup.addWidget(QLabel(self.tr("vs")))
        matchup.addWidget(self.defender.lead, 1)
        odds.addLayout(matchup)
        self.oddsLabel = compact.odds_label()
        odds.addWidget(self.oddsLabel)
        rollRow = QHBoxLayout()
        self.rollButton = QPushButton(self.tr("Roll combat round"), objectName="rollButton")
        self.rollButton.setStyleSheet("font-weight: bold; padding: 4px 18px;")
        self.rollButton.setToolTip(self.tr("Battle ▸ Resolve Action (Ctrl+K)"))
        rollRow.addWidget(self.rollButton)
        rollRow.addStretch(1)
        odds.addLayout(rollRow)
        outer.addWidget(self.oddsBox)
        compact.add_result_area(self, outer)

        self.unitsBox = QWidget(objectName="unitsBox")
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
        ub.addWidget(self.unitsTable, 1)
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
        self.tabs.addTab(self.unitsBox, self.tr("&Units this round"))

        self.ordersBox, orders_layout = compact.scroll_page("bucsOrders")
        orders = QFormLayout()
        orders.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.orderUnitCombo = QComboBox(objectName="orderUnitCombo")
        self.orderCombo = QComboBox(objectName="orderCombo")
        self.orderCombo.setEditable(True)
        self.orderHoursSpin = QSpinBox(objectName="orderHoursSpin")
        self.orderHoursSpin.setRange(0, 999)
        self.orderHoursSpin.setSpecialValueText(self.tr("listed time"))
        self.orderHoursSpin.setSuffix(self.tr(" h"))
        self.giveOrderButton = QPushButton(self.tr("Give order"), objectName="giveOrderButton")
        order_row = QHBoxLayout()
        order_row.addWidget(self.orderCombo, 1)
        order_row.addWidget(self.orderHoursSpin)
        orders.addRow(self.tr("Unit:"), self.orderUnitCombo)
        orders.addRow(self.tr("Order:"), order_row)
        orders.addRow("", self.giveOrderButton)
        orders_layout.addLayout(orders)
        self.orderPreview = QLabel(objectName="orderPreview")
        self.orderPreview.setWordWrap(True)
        orders_layout.addWidget(self.orderPreview)
        time_row = QHBoxLayout()
        self.hoursSpin = QSpinBox(objectName="hoursPassSpin")
        self.hoursSpin.setRange(1, 240)
        self.hoursSpin.setSuffix(self.tr(" h"))
        self.hoursButton = QPushButton(self.tr("Let hours pass (orders count down)"), objectName="hoursPassButton")
        time_row.addWidget(self.hoursSpin)
        time_row.addWidget(self.hoursButton)
        time_row.addStretch(1)
        orders_layout.addLayout(time_row)
        self.healButton = QPushButton(self.tr("After the battle: healing…"), objectName="healButton")
        heal_row = QHBoxLayout()
        heal_row.addWidget(self.healButton)
        heal_row.addStretch(1)
        orders_layout.addLayout(heal_row)
        orders_layout.addStretch(1)
        self.tabs.addTab(self.ordersBox, self.tr("&Orders and time"))

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
        self.forecastBox = attach_forecast(self, self._forecast_request, tabs=self.tabs)
        self.show_battle(None, [])

    # ---- showing the battle ---------------------------------------------------------------------------
    def turn_notes(self) -> dict[int, str]:
        """For the Turn Tracker: each unit's move and attack action this round, and its order's hours left."""
        notes = {}
        for u in self._units(False):
            parts = [self.tr("moved") if u.actions.move else self.tr("can move"),
                     self.tr("attacked") if u.actions.attack else self.tr("can attack")]
            order = u.unit.order
            if order:
                name = self._order_name(order.name)
                parts.append(fmt(self.tr("%1 (%2 h left)"), name, order.hours_left) if order.hours_left is not None
                             else name)
            notes[u.id] = ", ".join(parts)
        return notes

    def _forecast_request(self) -> dict:
        """The engagement as the panel shows it now, for the Forecast tab."""
        from muster.services import forecast

        if self.battle is None:
            raise ServiceError(self.tr("Select a BUCS battle first."))
        return forecast.bucs_request(self.service, self.battle.id, self.attacker.unit_ids(),
                                     self.defender.unit_ids(), self.options())

    def show_battle(self, battle: q.BattleRow | None, units: list[q.UnitRow], *, reset: bool = True) -> None:
        from muster.services import bucs

        if battle is None or self.battle is None or battle.id != self.battle.id:
            reset = True
        self.battle = battle
        if battle is None or self.service is None or battle.system != "bucs":
            self.data = None
            self._forget_choices()
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
        if reset:
            self._forget_choices()
        self._drop_stale_pending()
        self._set_enabled(True)
        st = self.data.battle
        self.titleLabel.setText(battle.name)
        sub = fmt(self.tr("Round %1 · %2 · %3 terrain · battle over") if st.ended
                  else self.tr("Round %1 · %2 · %3 terrain"), battle.round, _rules(battle.phase_name), _rules(st.terrain))
        self.subtitleLabel.setText(sub)
        active = battle.initiative[battle.active] if battle.initiative else None
        follow = reset or active != self._seen_active  # Next Unit (Ctrl+J) moves the lead even without a reset
        self._seen_active = active
        self._filling = True
        try:
            self._fill_choices(reset)
            self._fill_sides(active if follow else None)
            self._fill_units_table()
            self._fill_orders()
        finally:
            self._filling = False
        self._refresh_preview()

    def _forget_choices(self) -> None:
        """Drop every unsaved choice: the next fill takes them from the battle in the file and the defaults."""
        self._pending.clear()
        self._seen_active = None
        self._filling = True
        try:
            self.kindCombo.setCurrentIndex(0)
            self.skillEdit.clear()
            self.specialtyCombo.setCurrentIndex(0)
            self.orderHoursSpin.setValue(0)
            for box in (self.attacker, self.defender):
                box.lead.clear()
                box.helpers.clear()
                box.target.clear()
                box.situation.setCurrentIndex(0)
                box.modifier.setValue(0)
        finally:
            self._filling = False
        self._kind_changed()

    def _drop_stale_pending(self) -> None:
        """Ticks over conditions the file no longer holds (saved with a roll, changed, undone) are dropped."""
        for uid, (base, ticked) in list(self._pending.items()):
            u = self._unit(uid)
            if u is None or _ticks(u) != base or ticked == base:
                del self._pending[uid]

    def _set_enabled(self, on: bool) -> None:
        for w in (self.attacker, self.defender, self.oddsBox, self.unitsBox, self.ordersBox, self.kindCombo,
                  self.terrainCombo, self.crampedCheck):
            w.setEnabled(on)
        if not on:
            self.oddsLabel.setText("—")
            self.rollButton.setEnabled(False)
            self.primary_changed.emit()

    def _units(self, ready_only: bool = True) -> list:
        units = [u for u in (self.data.units if self.data else ()) if u.unit is not None]
        return [u for u in units if u.ready] if ready_only else units

    def _unit(self, uid):
        return self.data.unit(uid) if self.data is not None and uid is not None else None

    def _fill_choices(self, reset: bool) -> None:
        d = self.data
        st = d.battle
        keep = None if reset else self.terrainCombo.currentData()
        self.terrainCombo.clear()
        for t in d.terrains:
            self.terrainCombo.addItem(_rules(t), t)
        index = self.terrainCombo.findData(keep)
        self.terrainCombo.setCurrentIndex(index if index >= 0 else max(0, self.terrainCombo.findData(st.terrain)))
        if reset:
            self.crampedCheck.setChecked(st.cramped_quarters)
        keep = self.specialtyCombo.currentData()
        self.specialtyCombo.clear()
        self.specialtyCombo.addItem(self.tr("(any unit can do it)"), None)
        for s in d.specialties:
            self.specialtyCombo.addItem(fmt(self.tr("needs %1"), _rules(s)), s)
        self.specialtyCombo.setCurrentIndex(max(0, self.specialtyCombo.findData(keep)))
        for box in (self.attacker, self.defender):
            box.set_pin_reasons(list(d.pin_reasons))

    def _fill_combo(self, combo: QComboBox, units: list, keep) -> None:
        combo.clear()
        for u in units:
            combo.addItem(f"{u.name} ({u.side or '?'})", u.id)
        index = combo.findData(keep)
        combo.setCurrentIndex(index if index >= 0 else (0 if units else -1))

    def _fill_sides(self, lead=None) -> None:
        """Both sides from the units now ready; ``lead`` (the acting unit) becomes the attacker's lead."""
        ready = self._units()
        keep_a = lead if lead is not None else self.attacker.lead_id()
        if self._unit(keep_a) is None or not self._unit(keep_a).ready:
            keep_a = self.battle.initiative[self.battle.active] if self.battle.initiative else None
        self._fill_combo(self.attacker.lead, ready, keep_a)
        a = self._unit(self.attacker.lead_id())
        enemies = [u for u in ready if a is None or u.side_id != a.side_id]
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
            if lead is None or u.id == lead.id or u.side_id != lead.side_id:
                continue
            item = QListWidgetItem(f"{u.name} — {u.status_line}")
            item.setData(Qt.ItemDataRole.UserRole, u.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if u.id in keep else Qt.CheckState.Unchecked)
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
                box.target.addItem(self._unit(uid).name, uid)
            box.target.setCurrentIndex(max(0, box.target.findData(keep)))
            box.target.blockSignals(False)

    def _fill_conditions(self, box: SideBox) -> None:
        u = self._unit(box.lead_id())
        pending = self._pending.get(box.lead_id())
        cond = pending[1] if pending else (_ticks(u) if u else {})
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
        unit = u.unit
        quality = _rules(u.current_quality)
        if u.current_quality != unit.quality:
            quality = fmt(self.tr("%1 (base %2)"), quality, _rules(unit.quality))
        bits = [f"<b>{html.escape(quality)} {u.ladder}</b>", fmt(self.tr("%1 equipment"), _rules(unit.equipment)),
                _rules(u.effective_mobility), ", ".join(_rules(s) for s in unit.specialties) or self.tr("no specialties")]
        if unit.order:
            o = unit.order
            name = html.escape(self._order_name(o.name))
            bits.append(fmt(self.tr("order: %1 (%2 h left)"), name, o.hours_left) if o.hours_left is not None
                        else fmt(self.tr("order: %1"), name))
        else:
            bits.append(self.tr("no order"))
        if unit.conditions.momentum:
            bits.append(fmt(self.tr("momentum +%1"), unit.conditions.momentum))
        if unit.leader:
            ld = unit.leader
            bits.append(fmt(self.tr("%1 %2 hp (dead)") if ld.dead else self.tr("%1 %2 hp"), html.escape(ld.name), ld.hp))
        box.unitInfo.setText(" · ".join(bits))

    def _fill_units_table(self) -> None:
        units = self._units(False)
        self.unitsTable.blockSignals(True)
        self.unitsTable.setRowCount(len(units))
        for row, u in enumerate(units):
            for col, text in enumerate((u.name, u.side, u.status_line)):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, u.id)
                self.unitsTable.setItem(row, col, item)
            for col, kind in ((3, "move"), (4, "attack")):
                used = getattr(u.actions, kind)
                item = QTableWidgetItem(self.tr("used") if used else self.tr("free"))
                item.setData(Qt.ItemDataRole.UserRole, u.id)
                item.setData(Qt.ItemDataRole.UserRole + 1, kind)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Checked if used else Qt.CheckState.Unchecked)
                self.unitsTable.setItem(row, col, item)
            o = u.unit.order
            order = "—" if not o else self._order_name(o.name)
            if o and o.hours_left is not None:
                order = fmt(self.tr("%1 · %2 h left"), order, o.hours_left)
            if u.unit.commanded_by:
                order = fmt(self.tr("%1 (commanded by %2)"), order, u.unit.commanded_by)
            led = [x.name for x in units if x.unit.commanded_by == u.name and x.side_id == u.side_id]
            if led:
                order = fmt(self.tr("%1 (commands %2)"), order, ", ".join(led))
            self.unitsTable.setItem(row, 5, QTableWidgetItem(order))
            c = u.unit.conditions
            bits = []
            if c.dug_in or c.beachhead:
                bits.append(self.tr("dug in") if c.dug_in else self.tr("beachhead"))
            if c.pinned_down:
                bits.append(fmt(self.tr("pinned: %1"), ", ".join(_pin_word(p) for p in c.pinned_down)))
            if c.momentum:
                bits.append(fmt(self.tr("momentum +%1"), c.momentum))
            if c.surprised:
                bits.append(self.tr("surprised"))
            self.unitsTable.setItem(row, 6, QTableWidgetItem(", ".join(bits)))
        self.unitsTable.blockSignals(False)
        self._command_buttons()

    def _selected_unit(self):
        item = self.unitsTable.item(self.unitsTable.currentRow(), 0) if self.unitsTable.currentRow() >= 0 else None
        return self._unit(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    def _command_buttons(self) -> None:
        from muster.gui.systems.bucs.command import legendary

        u = self._selected_unit()
        self.takeCommandButton.setEnabled(bool(legendary(self._units(False))))
        self.releaseCommandButton.setEnabled(bool(u and u.unit.commanded_by))

    def take_command(self):
        from muster.gui.systems.bucs.command import BucsCommandDialog

        if self.battle is None or self.data is None:
            return None
        u = self._selected_unit()
        dialog = BucsCommandDialog(self.window_, self.battle.id, self._units(False), u.id if u else None, self)
        fit_to_screen(dialog)
        dialog.exec()
        return dialog

    def release_command(self):
        from muster.services import bucs

        u = self._selected_unit()
        if self.battle is None or u is None:
            return None
        if not u.unit.commanded_by:
            self.window_.show_error(fmt(self.tr("%1 is not under anyone's command."), u.name))
            return None
        return self.window_.run(bucs.release_command, u.id, self.battle.id)

    def _fill_orders(self) -> None:
        keep = self.orderUnitCombo.currentData()
        text = self.orderCombo.currentText()
        for combo in (self.orderUnitCombo, self.orderCombo):
            combo.blockSignals(True)  # one preview below, not one per item
        try:
            self.orderUnitCombo.clear()
            for u in self._units():
                self.orderUnitCombo.addItem(u.name, u.id)
            self.orderUnitCombo.setCurrentIndex(max(0, self.orderUnitCombo.findData(keep)))
            self.orderCombo.clear()
            for o in self.data.orders:
                self.orderCombo.addItem(_rules(o.name), o.name)
            if text:
                self.orderCombo.setCurrentText(text)
        finally:
            for combo in (self.orderUnitCombo, self.orderCombo):
                combo.blockSignals(False)
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
        if self._filling or self.battle is None or self.data is None:
            return
        self._filling = True
        try:
            self._fill_sides()
        finally:
            self._filling = False
        self._refresh_preview()

    def _helpers_changed(self) -> None:
        if self._filling:
            return
        self._fill_targets()
        self._refresh_preview()

    def _ticked(self, box: SideBox) -> None:
        u = self._unit(box.lead_id())
        if self._filling or u is None:
            return
        base = self._pending[u.id][0] if u.id in self._pending else _ticks(u)
        self._pending[u.id] = (base, box.conditions())
        self._refresh_preview()

    def _options_changed(self) -> None:
        if not self._filling:
            self._refresh_preview()

    def kind(self) -> str:
        return self.kindCombo.currentData()

    def options(self) -> dict:
        """The engagement options exactly as the widgets show them (``rules.bucs.options`` shape)."""
        attacker, defender = self.attacker.options(), self.defender.options()
        if self.kind() == "contest":
            for opts in (attacker, defender):
                opts["specialty"] = self.specialtyCombo.currentData()
        conditions = {str(uid): self._pending[uid][1] for uid in (self.attacker.lead_id(), self.defender.lead_id())
                      if uid in self._pending}
        out = {"terrain": self.terrainCombo.currentData() or "open", "cramped_quarters": self.crampedCheck.isChecked(),
               "attacker": attacker, "defender": defender}
        if conditions:
            out["conditions"] = conditions
        return out

    def _skill(self):
        return self.skillEdit.text().strip() or None

    def _refresh_preview(self) -> None:
        self._show_preview()
        self.primary_changed.emit()

    def _show_preview(self) -> None:
        from muster.services import bucs

        self.rollButton.setEnabled(False)
        a_ids, d_ids = self.attacker.unit_ids(), self.defender.unit_ids()
        if self.data is None or not a_ids or not d_ids:
            self.oddsLabel.setText(self.tr("Choose a lead unit on each side."))
            return
        if self.kind() == "contest" and not self._skill():
            self.oddsLabel.setText(self.tr("Name the skill the units contest."))
            return
        try:
            p = bucs.preview(self.service, self.battle.id, self.kind(), a_ids, d_ids, self.options(), self._skill())
        except ServiceError as exc:
            self.oddsLabel.setText(fmt(self.tr("Cannot roll: %1"), html.escape(str(exc))))
            self.attacker.breakdown.setText("")
            self.defender.breakdown.setText("")
            self.notesLabel.setText("")
            return
        a_name, d_name = p.attacker.unit, p.defender.unit
        total = html.escape(self.tr("Total: d20"))
        for box, side in ((self.attacker, p.attacker), (self.defender, p.defender)):
            rows = "".join(f"<tr><td>{html.escape(m.shown_name)}</td><td align='right'>{m.value:+d}</td></tr>"
                           for m in side.modifiers)
            head = f"<tr><td colspan='2'><b>{html.escape(side.unit)}</b></td></tr>"
            box.breakdown.setText(f"<table width='100%'>{head}{rows}<tr><td><b>{total}</b></td>"
                                  f"<td align='right'><b>{side.modifier_total:+d}</b></td></tr></table>")
        self.oddsLabel.setText(fmt(self.tr("<b>%1 wins %2</b> · %3 wins %4 · tie (no result) %5"),
                                   html.escape(a_name), _pct(p.attacker_wins), html.escape(d_name),
                                   _pct(p.defender_wins), _pct(p.no_result)))
        if self.kind() == "round":
            self.hitsTable.setHorizontalHeaderLabels([fmt(self.tr("%1 hits %2"), a_name, d_name),
                                                      fmt(self.tr("%1 hits %2"), d_name, a_name)])
            for row, (key, _) in enumerate(HIT_ROWS):
                for col, hits in enumerate((p.attacker_hits, p.defender_hits)):
                    item = QTableWidgetItem(_pct(hits[key]))
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                    self.hitsTable.setItem(row, col, item)
        self.notesLabel.setText("<br/>".join(html.escape(render(message_of(n))) for n in p.notes))
        ended = self.data.battle.ended and self.kind() == "round"
        self.rollButton.setEnabled(not ended)
        if ended:
            self.oddsLabel.setText(self.oddsLabel.text() + self.tr("<br/>This battle is over."))

    # ---- the result box -------------------------------------------------------------------------------------
    def format_result(self, row: q.LogRow) -> str:
        result = row.result if isinstance(row.result, dict) else {}
        if row.kind == "bucs-heal":
            from muster.gui.systems.bucs.healing import line_text, medics_totals

            units = [u for u in result.get("units", []) if isinstance(u, dict)]
            totals = medics_totals(units)
            lines = [line_text(u) for u in units] + ([totals] if totals else [])
            return "<b>" + html.escape(self.tr("After the battle:")) + "</b><br/>" + "<br/>".join(
                html.escape(t) for t in lines)
        # the text and notes as messages where the record keeps them (text_msg, notes_msg), else as written
        notes = result.get("notes_msg") if isinstance(result.get("notes_msg"), list) else result.get("notes", [])
        shown = "".join(f"<br/><i>{html.escape(render(n))}</i>" for n in notes if n)
        text = render(result["text_msg"]) if result.get("text_msg") else str(result.get("text") or row.text)
        return f"<b>{html.escape(text)}</b>{shown}"

    # ---- GM actions ------------------------------------------------------------------------------------------
    def primary_button(self) -> QPushButton:
        return self.rollButton

    def odds_widget(self) -> QLabel:
        return self.oddsLabel

    def primary_available(self) -> bool:
        return self.rollButton.isEnabled()

    def primary_action(self):
        from muster.services import bucs

        if self.battle is None or not self.rollButton.isEnabled():
            return None
        a_ids, d_ids, opts = self.attacker.unit_ids(), self.defender.unit_ids(), self.options()
        kind = self.kind()
        if kind == "round":
            return self.window_.run(bucs.resolve_round, self.battle.id, a_ids, d_ids, opts)
        if kind == "surprise":
            return self.window_.run(bucs.resolve_surprise, self.battle.id, a_ids, d_ids, opts)
        return self.window_.run(bucs.resolve_contest, self.battle.id, a_ids, d_ids, self._skill(), opts)

    def _action_ticked(self, item: QTableWidgetItem) -> None:
        from muster.services import bucs

        kind = item.data(Qt.ItemDataRole.UserRole + 1)
        if self._filling or kind is None or self.battle is None:
            return
        used = item.checkState() == Qt.CheckState.Checked
        self.window_.run(bucs.set_unit_action, self.battle.id, item.data(Qt.ItemDataRole.UserRole), kind, used)

    def _order_args(self):
        hours = self.orderHoursSpin.value() or None
        text = self.orderCombo.currentText().strip()
        index = self.orderCombo.findText(text)  # an order of the list goes by its rules name, whatever the language
        order = self.orderCombo.itemData(index) if index >= 0 and self.orderCombo.itemData(index) else text
        return self.orderUnitCombo.currentData(), order, hours

    def _order_name(self, name: str) -> str:
        """An order as the GM reads it: an order of the rules data in the GM's language, any other as typed."""
        listed = self.data is not None and any(o.name == name for o in self.data.orders)
        return _rules(name) if listed else name

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
        text = fmt(self.tr("%1 takes %n hour(s): %2 h listed, %3 quality %4 ÷ %5 → %6 h", "", t.hours),
                   self._order_name(t.order), t.base_hours, _rules(t.quality), f"{t.quality_modifier:+d}", t.divisor,
                   t.hours)
        if t.as_raw_reason:
            text = f"{text} · {render(message_of(t.as_raw_reason))}"
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
        fit_to_screen(dialog)
        if not dialog.exec():
            return None
        return self.window_.run(bucs.heal, *self._heal_args(dialog.values()), self.battle.id)

    @staticmethod
    def _heal_args(v: dict) -> tuple:
        return (v["unit_ids"], v["medical_ids"], v["capacity"], v["hours_since_battle"], v["rest_days"],
                v["under_stress"])


def _ticks(u) -> dict:
    """The conditions the panel's boxes tick, as saved for unit view ``u``."""
    c = u.unit.conditions
    return {"dug_in": c.dug_in, "pinned_down": list(c.pinned_down)}
