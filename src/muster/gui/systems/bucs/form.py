"""The BUCS panel's widgets, built in code and mixed into the panel like a compiled form (``Ui_BucsPanel``).

``Ui_BucsPanel.setupUi(panel)`` adds every widget as an attribute, so the type checker sees each one; the
texts keep the panel's translation context ("BattlePanel"), one side's box (``SideBox``) its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from muster.gui.systems import compact
from muster.gui.systems.bucs import present as p
from muster.gui.systems.bucs.models import RowsTable, fit_columns
from muster.gui.widgets import named
from muster.i18n import translate

if TYPE_CHECKING:
    from muster.gui.systems.base import SystemPanel


def _narrow(combo: QComboBox, letters: int) -> None:
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(letters)


class SideBox(QGroupBox):
    """One side of the engagement: lead unit, helpers, situation, target, extra modifier, lead's conditions."""

    conditionsToggled = Signal()

    def __init__(self, title: str, role: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.role = role
        self.setObjectName(f"{role}Box")
        form = QFormLayout(self)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.lead: QComboBox = named(QComboBox(), f"{role}Lead")  # shown in the panel's footer, over the odds
        self.lead.setToolTip(self.tr("The unit that rolls for this side"))
        self.helpers: QListWidget = named(QListWidget(), f"{role}Helpers")
        self.helpers.setMaximumHeight(54)
        self.situation: QComboBox = named(QComboBox(), f"{role}Situation")
        for key, label in p.SITUATIONS:
            self.situation.addItem(self.tr(label), key or None)
        self.target: QComboBox = named(QComboBox(), f"{role}Target")
        self.modifier: QSpinBox = named(QSpinBox(), f"{role}Modifier")
        self.modifier.setRange(-20, 20)
        self.modifier.setToolTip(self.tr("Any other modifier the GM allows: a leader's feat, cover..."))
        self.dug_in: QCheckBox = named(QCheckBox(self.tr("Dug in")), f"{role}DugIn")
        self.dug_in.toggled.connect(self.conditionsToggled)
        self.pins: dict[str, QCheckBox] = {}
        self.pinBox = QWidget()
        self._pins = QGridLayout(self.pinBox)
        self._pins.setContentsMargins(0, 0, 0, 0)
        self.breakdown: QLabel = named(QLabel(), f"{role}Breakdown")
        self.breakdown.setTextFormat(Qt.TextFormat.RichText)
        self.breakdown.setWordWrap(True)
        self.breakdown.setMinimumHeight(60)
        self.breakdown.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.breakdown.setFrameShape(QFrame.Shape.StyledPanel)
        self.unitInfo: QLabel = named(QLabel(), f"{role}UnitInfo")
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
            _narrow(combo, 8)

    def set_pin_reasons(self, reasons: list[str]) -> None:
        if list(self.pins) == reasons:
            return
        for box in self.pins.values():
            box.setParent(None)
        self.pins = {}
        self._pins.addWidget(self.dug_in, 0, 0)
        for i, reason in enumerate(reasons, start=1):
            box = named(QCheckBox(p.pin_label(reason)), f"{self.role}Pin_{reason}")
            box.setToolTip(p.pin_tip(reason))
            self._pins.addWidget(box, i, 0)
            box.toggled.connect(self.conditionsToggled)
            self.pins[reason] = box

    def lead_id(self) -> int | None:
        data = self.lead.currentData()
        return data if isinstance(data, int) else None

    def helper_ids(self) -> list[int]:
        items = (self.helpers.item(i) for i in range(self.helpers.count()))
        return [item.data(Qt.ItemDataRole.UserRole) for item in items
                if item.checkState() == Qt.CheckState.Checked]

    def unit_ids(self) -> list[int]:
        lead = self.lead_id()
        return ([lead] if lead is not None else []) + [i for i in self.helper_ids() if i != lead]

    def conditions(self) -> dict[str, Any]:
        return {"dug_in": self.dug_in.isChecked(),
                "pinned_down": [r for r, box in self.pins.items() if box.isChecked()]}

    def options(self) -> dict[str, Any]:
        out: dict[str, Any] = {"situation": self.situation.currentData(), "target": self.target.currentData()}
        if self.modifier.value():
            out["modifier"] = self.modifier.value()
        return out


class Ui_BucsPanel:  # noqa: N801  # named like the compiled forms it stands beside
    """The panel's widgets: the Engagement page, the footer (odds and roll), Units this round, Orders and time."""

    def setupUi(self, panel: SystemPanel) -> None:  # noqa: N802
        self.mainLayout = QVBoxLayout(panel)
        self.mainLayout.setContentsMargins(6, 4, 6, 4)
        compact.add_heading(panel, self.mainLayout)
        self.tabs: QTabWidget = named(QTabWidget(), "bucsTabs")
        self.tabs.setDocumentMode(True)
        self.mainLayout.addWidget(self.tabs, 1)
        scroll, layout = compact.scroll_page("bucsScroll")
        self.tabs.addTab(scroll, translate("BattlePanel", "&Engagement"))
        self._setup_choices(layout)
        self._setup_sides(layout)
        self._setup_footer()
        compact.add_result_area(panel, self.mainLayout)
        self._setup_units_page()
        self._setup_orders_page()
        for combo in (self.kindCombo, self.terrainCombo, self.specialtyCombo, self.orderUnitCombo, self.orderCombo):
            _narrow(combo, 10)

    def _setup_choices(self, layout: QVBoxLayout) -> None:
        self.kindCombo: QComboBox = named(QComboBox(), "kindCombo")
        for key, label in p.KINDS:
            self.kindCombo.addItem(p.kind_label(label), key)
        self.skillEdit: QLineEdit = named(QLineEdit(), "skillEdit")
        self.skillEdit.setPlaceholderText(translate("BattlePanel", "Skill, e.g. Craft (Structural)"))
        self.specialtyCombo: QComboBox = named(QComboBox(), "specialtyCombo")
        self.terrainCombo: QComboBox = named(QComboBox(), "terrainCombo")
        self.crampedCheck: QCheckBox = named(QCheckBox(translate("BattlePanel", "Cramped quarters")), "crampedCheck")
        self.crampedCheck.setToolTip(translate("BattlePanel", "Inside buildings, tunnels, narrow streets: Armor and "
                                                              "faster units can then be pinned down."))
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
        field.addRow(translate("BattlePanel", "Roll:"), kind_row)
        field.addRow(translate("BattlePanel", "Terrain:"), terrain_row)
        layout.addLayout(field)

    def _setup_sides(self, layout: QVBoxLayout) -> None:
        sides = QHBoxLayout()
        self.attacker = SideBox(translate("BattlePanel", "Attacking side"), "attacker")
        self.defender = SideBox(translate("BattlePanel", "Defending side"), "defender")
        sides.addWidget(self.attacker, 1)
        sides.addWidget(self.defender, 1)
        layout.addLayout(sides)
        breakdowns = QHBoxLayout()
        breakdowns.addWidget(self.attacker.breakdown, 1)
        breakdowns.addWidget(self.defender.breakdown, 1)
        layout.addLayout(breakdowns)
        self.hitsTable: RowsTable = named(RowsTable(headings=True), "hitsTable")
        fit_columns(self.hitsTable, stretch=True)
        self.hitsTable.setMaximumHeight(150)
        self.hitsTable.setMinimumHeight(130)
        self.notesLabel: QLabel = named(QLabel(), "notesLabel")
        self.notesLabel.setWordWrap(True)
        self.notesLabel.setStyleSheet("color: palette(mid);")
        layout.addWidget(self.hitsTable)
        layout.addWidget(self.notesLabel)
        layout.addStretch(1)

    def _setup_footer(self) -> None:
        """The footer never scrolls: who fights whom, the exact odds, the roll (and, below, its result)."""
        self.oddsBox: QWidget = named(QWidget(), "oddsBox")
        odds = QVBoxLayout(self.oddsBox)
        odds.setContentsMargins(0, 0, 0, 0)
        matchup = QHBoxLayout()
        matchup.addWidget(self.attacker.lead, 1)
        matchup.addWidget(QLabel(translate("BattlePanel", "vs")))
        matchup.addWidget(self.defender.lead, 1)
        odds.addLayout(matchup)
        self.oddsLabel = compact.odds_label()
        odds.addWidget(self.oddsLabel)
        roll_row = QHBoxLayout()
        self.rollButton: QPushButton = named(QPushButton(translate("BattlePanel", "Roll combat round")),
                                              "rollButton")
        self.rollButton.setStyleSheet("font-weight: bold; padding: 4px 18px;")
        self.rollButton.setToolTip(translate("BattlePanel", "Battle ▸ Resolve Action (Ctrl+K)"))
        roll_row.addWidget(self.rollButton)
        roll_row.addStretch(1)
        odds.addLayout(roll_row)
        self.mainLayout.addWidget(self.oddsBox)

    def _setup_units_page(self) -> None:
        self.unitsBox: QWidget = named(QWidget(), "unitsBox")
        ub = QVBoxLayout(self.unitsBox)
        self.unitsTable: RowsTable = named(RowsTable(), "unitsTable")
        fit_columns(self.unitsTable, stretch=False)
        self.legendLabel = QLabel(translate("BattlePanel", "● hit left before the unit breaks · ◐ morale hit · "
                                                           "✖ casualty hit. Tick Move / Attack as units use their "
                                                           "actions; a new round frees them."))
        self.legendLabel.setWordWrap(True)
        self.legendLabel.setStyleSheet("color: palette(mid);")
        ub.addWidget(self.unitsTable, 1)
        ub.addWidget(self.legendLabel)
        command_row = QHBoxLayout()
        self.takeCommandButton: QPushButton = named(QPushButton(translate("BattlePanel", "Take command…")),
                                                     "takeCommandButton")
        self.takeCommandButton.setToolTip(translate("BattlePanel", "A Legendary unit takes command of up to 6 "
                                                                   "lesser units"))
        self.releaseCommandButton: QPushButton = named(QPushButton(translate("BattlePanel", "Release command")),
                                                        "releaseCommandButton")
        self.releaseCommandButton.setToolTip(translate("BattlePanel", "The selected unit leaves its commander's "
                                                                      "command"))
        command_row.addWidget(self.takeCommandButton)
        command_row.addWidget(self.releaseCommandButton)
        command_row.addStretch(1)
        ub.addLayout(command_row)
        self.tabs.addTab(self.unitsBox, translate("BattlePanel", "&Units this round"))

    def _setup_orders_page(self) -> None:
        self.ordersBox, orders_layout = compact.scroll_page("bucsOrders")
        orders = QFormLayout()
        orders.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.orderUnitCombo: QComboBox = named(QComboBox(), "orderUnitCombo")
        self.orderCombo: QComboBox = named(QComboBox(), "orderCombo")
        self.orderCombo.setEditable(True)
        self.orderHoursSpin: QSpinBox = named(QSpinBox(), "orderHoursSpin")
        self.orderHoursSpin.setRange(0, 999)
        self.orderHoursSpin.setSpecialValueText(translate("BattlePanel", "listed time"))
        self.orderHoursSpin.setSuffix(translate("BattlePanel", " h"))
        self.giveOrderButton: QPushButton = named(QPushButton(translate("BattlePanel", "Give order")),
                                                   "giveOrderButton")
        order_row = QHBoxLayout()
        order_row.addWidget(self.orderCombo, 1)
        order_row.addWidget(self.orderHoursSpin)
        orders.addRow(translate("BattlePanel", "Unit:"), self.orderUnitCombo)
        orders.addRow(translate("BattlePanel", "Order:"), order_row)
        orders.addRow("", self.giveOrderButton)
        orders_layout.addLayout(orders)
        self.orderPreview: QLabel = named(QLabel(), "orderPreview")
        self.orderPreview.setWordWrap(True)
        orders_layout.addWidget(self.orderPreview)
        time_row = QHBoxLayout()
        self.hoursSpin: QSpinBox = named(QSpinBox(), "hoursPassSpin")
        self.hoursSpin.setRange(1, 240)
        self.hoursSpin.setSuffix(translate("BattlePanel", " h"))
        self.hoursButton: QPushButton = named(QPushButton(translate("BattlePanel", "Let hours pass (orders count "
                                                                                    "down)")), "hoursPassButton")
        time_row.addWidget(self.hoursSpin)
        time_row.addWidget(self.hoursButton)
        time_row.addStretch(1)
        orders_layout.addLayout(time_row)
        self.healButton: QPushButton = named(QPushButton(translate("BattlePanel", "After the battle: healing…")),
                                              "healButton")
        heal_row = QHBoxLayout()
        heal_row.addWidget(self.healButton)
        heal_row.addStretch(1)
        orders_layout.addLayout(heal_row)
        orders_layout.addStretch(1)
        self.tabs.addTab(self.ordersBox, translate("BattlePanel", "&Orders and time"))

