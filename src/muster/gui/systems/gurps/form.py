"""The GURPS Mass Combat battle panel's form, built in code (the panel has no ``.ui`` file): every widget a typed
attribute, as a compiled form gives them, and its tables over the item models of ``models.py``.

``GurpsPanelForm.setup_form()`` builds the widgets only; the panel (``panel.py``) connects them to its commands.
Its texts are translated in the panel's own context ("BattlePanel").
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from muster.gui.systems.base import SystemPanel
from muster.gui.systems.gurps import present as p
from muster.gui.systems.gurps.models import RowsModel, RowsTable, RowsTree
from muster.i18n import translate

W = TypeVar("W", bound=QWidget)


def _named(widget: W, name: str) -> W:
    widget.setObjectName(name)
    return widget


def _spin(name: str, lo: int, hi: int, value: int | None = None) -> QSpinBox:
    spin = _named(QSpinBox(), name)
    spin.setRange(lo, hi)
    if value is not None:
        spin.setValue(value)
    return spin


def _button(text: str, name: str, tip: str = "") -> QPushButton:
    button = _named(QPushButton(text), name)
    if tip:
        button.setToolTip(tip)
    return button


def _label(name: str, *, rich: bool = False) -> QLabel:
    label = _named(QLabel(), name)
    label.setWordWrap(True)
    if rich:
        label.setTextFormat(Qt.TextFormat.RichText)
    return label


class _Page(QWidget):
    """A scrolled page sized by its minimum, not its preferred height-for-width (see BattlePanel)."""

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return False


class _WrappedPage(QWidget):
    """A scrolled page whose wrapped texts are never squeezed: the scroll area gives it the height its texts
    need at its width (its tables ask only for their minimum height, so the page is no taller than that)."""


def _scrolled(page: QWidget, name: str) -> QScrollArea:
    scroll = _named(QScrollArea(), name)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setWidget(page)
    return scroll


class GurpsPanelForm(SystemPanel):
    """The panel's widgets: heading and buttons on top, then the tabs (contest, planner, armies)."""

    def setup_form(self) -> None:
        layout = QVBoxLayout(self)
        self.add_heading(layout, "font-size: 12pt;")
        self.subtitleLabel.setWordWrap(True)
        self.problemLabel = _label("problemLabel")
        self.problemLabel.setStyleSheet(p.GM_ONLY_STYLE)
        top = QHBoxLayout()
        self.setupButton = _button(translate("BattlePanel", "Set-up…"), "setupButton", translate(
            "BattlePanel", "Battle set-up: open field or defended position, who attacks"))
        self.attackerArmyButton = _button(translate("BattlePanel", "Attacker's army…"), "attackerArmyButton")
        self.defenderArmyButton = _button(translate("BattlePanel", "Defender's army…"), "defenderArmyButton")
        self.upkeepButton = _button(translate("BattlePanel", "Upkeep…"), "upkeepButton", translate(
            "BattlePanel", "Between battles: pay an army for a month, treachery, recruits"))
        for b in (self.setupButton, self.attackerArmyButton, self.defenderArmyButton):
            top.addWidget(b)
        top.addStretch(1)
        top.addWidget(self.upkeepButton)
        layout.addWidget(self.problemLabel)
        layout.addLayout(top)
        self.tabs = _named(QTabWidget(), "gurpsTabs")
        # the contest first: on a 1280x720 laptop its roll, odds and last result show without a click or a scroll
        self.contestPage = self._build_contest()
        self.tabs.addTab(self.contestPage, translate("BattlePanel", "Contest and morale"))
        self.tabs.addTab(_scrolled(self._build_planner(), "plannerScroll"),
                         translate("BattlePanel", "Pre-battle planner"))
        self.tabs.addTab(_scrolled(self._build_armies(), "armiesScroll"),
                         translate("BattlePanel", "Armies, PCs and losses"))
        layout.addWidget(self.tabs, 1)

    # ---- the planner ------------------------------------------------------------------------------------
    def _build_planner(self) -> QWidget:
        page = _Page()
        outer = QVBoxLayout(page)
        pick = QHBoxLayout()
        self.opsSideCombo = _named(QComboBox(), "opsSideCombo")
        self.opsSideCombo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # whole side names
        side_label = QLabel(translate("BattlePanel", "Acting &side:"))
        side_label.setBuddy(self.opsSideCombo)
        pick.addWidget(side_label)
        pick.addWidget(self.opsSideCombo)
        pick.addStretch(1)
        outer.addLayout(pick)
        row = QHBoxLayout()
        row.addWidget(self._build_mission())
        right = QVBoxLayout()
        right.addWidget(self._build_security())
        right.addWidget(self._build_seer())
        row.addLayout(right)
        outer.addLayout(row)
        outer.addLayout(self._build_disaster_and_powers())
        self.gmOnlyBanner = _label("gmOnlyBanner")
        self.gmOnlyBanner.setText(translate("BattlePanel", "Lines marked GM ONLY are for your eyes: they never reach "
                                                           "the combat log text, the dice list or anything shown to "
                                                           "players."))
        self.gmOnlyBanner.setStyleSheet(p.GM_ONLY_STYLE)
        outer.addWidget(QLabel(translate("BattlePanel", "<b>Before the battle, so far</b>")))
        outer.addWidget(self.gmOnlyBanner)
        self.events_model = RowsModel(p.event_headers(), self)
        self.eventsTree = RowsTree(self.events_model, "eventsTree")
        outer.addWidget(self.eventsTree, 1)
        return page

    def _build_mission(self) -> QGroupBox:
        mission = _named(QGroupBox(translate("BattlePanel", "Special operation")), "missionBox")
        form = QFormLayout(mission)
        self.missionCombo = _named(QComboBox(), "missionCombo")
        self.missionCombo.addItem(translate("BattlePanel", "Reconnaissance"), "reconnaissance")
        self.missionCombo.addItem(translate("BattlePanel", "Assassination"), "assassination")
        self.missionLeaderCombo = _named(QComboBox(), "missionLeaderCombo")
        self.missionTeamSpin = _spin("missionTeamSpin", 1, 100000, 5)
        self.missionSkillCombo = _named(QComboBox(), "missionSkillCombo")
        self.missionSkillCombo.addItem(translate("BattlePanel", "Stealth (usual)"), None)
        self.missionSkillCombo.addItem(translate("BattlePanel", "Tactics (GM's choice)"), "tactics")
        self.missionTargetCombo = _named(QComboBox(), "missionTargetCombo")
        self.publicCheck = _named(QCheckBox(translate("BattlePanel", "Spies executed in public if caught")),
                                  "publicCheck")
        self.missionButton = _button(translate("BattlePanel", "Send the mission"), "missionButton")
        form.addRow(translate("BattlePanel", "Mission:"), self.missionCombo)
        form.addRow(translate("BattlePanel", "Led by:"), self.missionLeaderCombo)
        form.addRow(translate("BattlePanel", "Team:"), self.missionTeamSpin)
        form.addRow(translate("BattlePanel", "Rolls:"), self.missionSkillCombo)
        form.addRow(translate("BattlePanel", "Target:"), self.missionTargetCombo)
        form.addRow("", self.publicCheck)
        form.addRow("", self.missionButton)
        return mission

    def _build_security(self) -> QGroupBox:
        security = _named(QGroupBox(translate("BattlePanel", "Security against enemy spies")), "securityBox")
        sform = QFormLayout(security)
        self.securityLeaderCombo = _named(QComboBox(), "securityLeaderCombo")
        self.securityTeamSpin = _spin("securityTeamSpin", 1, 100000, 20)
        self.securityButton = _button(translate("BattlePanel", "Post security"), "securityButton")
        self.securityLabel = _label("securityLabel")
        self.securityLabel.setMinimumHeight(36)  # two lines, not clipped
        sform.addRow(translate("BattlePanel", "Led by:"), self.securityLeaderCombo)
        sform.addRow(translate("BattlePanel", "Guards:"), self.securityTeamSpin)
        sform.addRow("", self.securityButton)
        sform.addRow(self.securityLabel)
        return security

    def _build_seer(self) -> QGroupBox:
        seer = _named(QGroupBox(translate("BattlePanel", "Seer")), "seerBox")
        eform = QFormLayout(seer)
        self.seerCombo = _named(QComboBox(), "seerCombo")
        self.trustCombo = _named(QComboBox(), "trustCombo")
        self.trustCombo.addItem(translate("BattlePanel", "Normal trust"), "normal")
        self.trustCombo.addItem(translate("BattlePanel", "Believes every word"), "believes")
        self.trustCombo.addItem(translate("BattlePanel", "Rejects the reading"), "rejects")
        self.seerButton = _button(translate("BattlePanel", "Consult the seer (secret roll)"), "seerButton")
        eform.addRow(translate("BattlePanel", "Seer:"), self.seerCombo)
        eform.addRow(translate("BattlePanel", "Commander:"), self.trustCombo)
        eform.addRow("", self.seerButton)
        return seer

    def _build_disaster_and_powers(self) -> QHBoxLayout:
        row = QHBoxLayout()
        disaster = _named(QGroupBox(translate("BattlePanel", "Disaster")), "disasterBox")
        dform = QFormLayout(disaster)
        self.disasterSideCombo = _named(QComboBox(), "disasterSideCombo")
        self.disasterDueLabel = _label("disasterDueLabel")
        self.disasterButton = _button(translate("BattlePanel", "Roll disaster…"), "disasterButton", translate(
            "BattlePanel", "The army's Disaster roll (higher is worse), with the enemy's powers added; while the "
                           "table is not entered you enter the book's result"))
        dform.addRow(translate("BattlePanel", "For:"), self.disasterSideCombo)
        dform.addRow(self.disasterDueLabel)
        dform.addRow("", self.disasterButton)
        row.addWidget(disaster)
        powers = _named(QGroupBox(translate("BattlePanel", "Extraordinary powers (acting side, secret)")), "powersBox")
        pform = QFormLayout(powers)
        self.powerPointsSpin = _spin("powerPointsSpin", 0, 100000)
        self.manaCombo = _named(QComboBox(), "manaCombo")
        self.boostSpin = _spin("boostSpin", 0, 5)
        self.boostSpin.setSpecialValueText(translate("BattlePanel", "none"))
        self.boostSpin.setToolTip(translate("BattlePanel", "Psionics boosted by drugs or technology: +1 to +5, "
                                                           "your call"))
        self.powerSpins: dict[str, QSpinBox] = {}
        self.powerEffectsLayout = QFormLayout()
        self.placePowersButton = _button(translate("BattlePanel", "Place in secret"), "placePowersButton")
        self.revealPowersButton = _button(translate("BattlePanel", "Reveal"), "revealPowersButton")
        self.powersLabel = _label("powersLabel", rich=True)
        pform.addRow(translate("BattlePanel", "Points:"), self.powerPointsSpin)
        pform.addRow(translate("BattlePanel", "Mana:"), self.manaCombo)
        pform.addRow(translate("BattlePanel", "Boost:"), self.boostSpin)
        pform.addRow(self.powerEffectsLayout)
        buttons = QHBoxLayout()
        buttons.addWidget(self.placePowersButton)
        buttons.addWidget(self.revealPowersButton)
        pform.addRow(buttons)
        pform.addRow(self.powersLabel)
        row.addWidget(powers)
        return row

    # ---- the contest ------------------------------------------------------------------------------------
    def _build_contest(self) -> QScrollArea:
        """Laid out for a 1280x720 laptop (a central area of about 500x400): the roll buttons, the last result
        and the exact odds (Chance first) on top; the skills, Troop Strength and morale rolls below."""
        page = _WrappedPage()
        outer = QVBoxLayout(page)
        outer.setContentsMargins(4, 4, 4, 4)
        top = QHBoxLayout()
        top.addLayout(self._build_rolls())
        result = self.add_result_box(top)
        result.setStyleSheet("padding: 2px;")
        result.setMinimumHeight(48)  # and as tall as its wrapped text: the result is read whole
        top.setStretch(1, 1)
        outer.addLayout(top)
        self.oddsCaption = _named(QLabel(p.odds_caption()), "oddsCaption")
        self.oddsCaption.setVisible(False)  # said by the Chance column's tooltip; kept for the reference of names
        self.odds_model = RowsModel(p.odds_headers(), self)
        self.oddsTable = RowsTable(self.odds_model, "oddsTable", short=True)
        self.oddsTable.verticalHeader().setDefaultSectionSize(20)
        self.oddsTable.setMinimumHeight(4 * 20 + 26)  # asks for that, plus its share of any room left
        self.oddsTable.horizontalHeaderItem(0).setToolTip(self.oddsCaption.text())
        self.oddsTable.setToolTip(translate("BattlePanel", "Exact chances from both effective skills, before the "
                                                           "roll; hover a row for the rule's notes."))
        self.oddsTable.setMaximumHeight(11 * 20 + 28)
        outer.addWidget(self.oddsTable, 1)
        outer.addLayout(self._build_skills(), 0)
        bottom = QHBoxLayout()
        manual = _named(QGroupBox(translate("BattlePanel", "Rolled at the table? Enter the outcome")), "manualBox")
        mform = QFormLayout(manual)
        self.manualWinnerCombo = _named(QComboBox(), "manualWinnerCombo")
        self.manualMarginSpin = _spin("manualMarginSpin", 0, 40)
        self.manualButton = _button(translate("BattlePanel", "Enter result"), "manualButton")
        mform.addRow(translate("BattlePanel", "Winner:"), self.manualWinnerCombo)
        mform.addRow(translate("BattlePanel", "Margin of victory:"), self.manualMarginSpin)
        mform.addRow("", self.manualButton)
        bottom.addWidget(manual)
        self.morale_model = RowsModel(p.morale_headers(), self)
        self.moraleTable = RowsTable(self.morale_model, "moraleTable", short=True)
        self.moraleTable.setMinimumHeight(4 * 22 + 28)
        bottom.addWidget(self.moraleTable, 1)
        outer.addLayout(bottom, 0)
        return _scrolled(page, "contestScroll")

    def _build_rolls(self) -> QVBoxLayout:
        buttons = QVBoxLayout()
        self.contestButton = _button(translate("BattlePanel", "Roll contest (Ctrl+K)"), "contestButton", translate(
            "BattlePanel", "Roll the Strategy (or Tactics) contest of the two commanders"))
        self.contestButton.setStyleSheet("font-weight: bold; padding: 4px;")
        self.moraleButton = _button(translate("BattlePanel", "Roll morale (Ctrl+K)"), "moraleButton", translate(
            "BattlePanel", "Roll morale for every unit the result row names"))
        self.moraleButton.setStyleSheet("font-weight: bold; padding: 4px;")
        buttons.addWidget(self.contestButton)
        buttons.addWidget(self.moraleButton)
        self.luckButtons = {side: _named(QPushButton(), f"{side}LuckButton") for side in p.SIDES}
        for b in self.luckButtons.values():
            buttons.addWidget(b)
        buttons.addStretch(1)
        return buttons

    def _build_skills(self) -> QHBoxLayout:
        skills = QHBoxLayout()
        self.skillLabels: dict[str, QLabel] = {}
        for side, title in (("attacker", translate("BattlePanel", "Attacker")),
                            ("defender", translate("BattlePanel", "Defender"))):
            box = _named(QGroupBox(title), f"{side}SkillBox")
            v = QVBoxLayout(box)
            label = _label(f"{side}SkillLabel", rich=True)
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)  # read from the top
            v.addWidget(label)
            self.skillLabels[side] = label
            skills.addWidget(box, 2)
        strength = _named(QGroupBox(translate("BattlePanel", "Troop Strength")), "strengthBox")
        sv = QVBoxLayout(strength)
        self.strengthLabel = _label("strengthLabel", rich=True)
        self.strengthLabel.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        sv.addWidget(self.strengthLabel)
        skills.addWidget(strength, 3)  # the longest working: the widest box, so the row stays short
        return skills

    # ---- armies, PCs and losses ---------------------------------------------------------------------------
    def _build_armies(self) -> QWidget:
        page = _Page()
        v = QVBoxLayout(page)
        v.addWidget(QLabel(translate("BattlePanel", "Casualties: the table's known rows are rolled; where the book's "
                                                    "number is not entered, type the unit's losses in New losses (the "
                                                    "row and shifts are shown).")))
        self.units_model = RowsModel(p.unit_headers(), self)
        self.unitsTable = RowsTable(self.units_model, "unitsTable")
        v.addWidget(self.unitsTable, 1)
        row = QHBoxLayout()
        self.fierceSpin = _spin("fierceSpin", 0, 10)
        self.fierceSpin.setPrefix(translate("BattlePanel", "Fierce battle: "))
        self.fierceSpin.setSuffix(translate("BattlePanel", " rows up"))
        self.casualtiesButton = _button(translate("BattlePanel", "Casualties from the table"), "casualtiesButton")
        self.lossesButton = _button(translate("BattlePanel", "Record losses"), "lossesButton")
        row.addWidget(self.fierceSpin)
        row.addWidget(self.casualtiesButton)
        row.addStretch(1)
        row.addWidget(self.lossesButton)
        v.addLayout(row)
        pcs = _named(QGroupBox(translate("BattlePanel", "PCs and named NPCs (after the contest)")), "pcBox")
        pv = QVBoxLayout(pcs)
        self.pcs_model = RowsModel(p.pc_headers(), self)
        self.pcTable = RowsTable(self.pcs_model, "pcTable")
        self.pcTable.setMinimumHeight(3 * 22 + 28)
        pv.addWidget(self.pcTable)
        pb = QHBoxLayout()
        self.survivalButton = _button(translate("BattlePanel", "Combat Skill roll"), "survivalButton")
        self.gloryButton = _button(translate("BattlePanel", "Glory roll"), "gloryButton")
        pb.addWidget(self.survivalButton)
        pb.addWidget(self.gloryButton)
        pb.addStretch(1)
        pv.addLayout(pb)
        v.addWidget(pcs)
        self.historyLabel = _label("historyLabel")
        v.addWidget(self.historyLabel)
        return page
