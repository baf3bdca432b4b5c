"""The GURPS Mass Combat battle panel: pre-battle planner, Strategy contest with odds, morale, losses."""

from __future__ import annotations

import html
import json
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from muster.gui.forecast import attach_forecast
from muster.gui.systems.base import SystemPanel
from muster.i18n import fmt, from_data, render, term
from muster.rules.gurps.words import amount, check_words, skill_name, verdict_words
from muster.services import ServiceError
from muster.services import queries as q

if TYPE_CHECKING:
    from muster.services.gurps import BattleView

SIDES = ("attacker", "defender")
GM_ONLY_STYLE = "color: #b00020; font-weight: bold;"
REACHED = QColor("#ffe08a")


def _rules(text: str) -> str:
    """A term of the rules data (a result row, a table, a position) in the GM's language."""
    return render(term("Rules", text)) if text else ""


def _shown(text, data) -> str:
    """A stored line in the GM's language: its message data where the file has one, else its English text."""
    return render(from_data(data)) if data else (text or "")


class _ShortTable(QTableWidget):
    """A table that asks for no more than its minimum height (it grows into any room left): a page sized by
    height-for-width then makes room for its wrapped texts first."""

    def sizeHint(self):  # noqa: N802
        hint = super().sizeHint()
        hint.setHeight(self.minimumHeight())
        return hint


def _table(columns, name, *, short: bool = False) -> QTableWidget:
    t = (_ShortTable if short else QTableWidget)(0, len(columns), objectName=name)
    t.setHorizontalHeaderLabels(columns)
    t.verticalHeader().setVisible(False)
    t.verticalHeader().setDefaultSectionSize(22)
    t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    t.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    t.horizontalHeader().setStretchLastSection(True)
    return t


class _Page(QWidget):
    """A scrolled page sized by its minimum, not its preferred height-for-width (see BattlePanel)."""

    def hasHeightForWidth(self) -> bool:
        return False


class _WrappedPage(QWidget):
    """A scrolled page whose wrapped texts are never squeezed: the scroll area gives it the height its texts
    need at its width (its tables ask only for their minimum height, so the page is no taller than that)."""


def _scrolled(page: QWidget, name: str) -> QWidget:
    from PySide6.QtWidgets import QFrame, QScrollArea

    scroll = QScrollArea(objectName=name)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setWidget(page)
    return scroll


def _cell(text, bold=False, background=None) -> QTableWidgetItem:
    item = QTableWidgetItem(str(text))
    if bold:
        font = QFont()
        font.setBold(True)
        item.setFont(font)
    if background is not None:
        item.setBackground(QBrush(background))
    return item


class BattlePanel(SystemPanel):
    result_kinds = ("gurps-setup", "gurps-army", "gurps-security", "gurps-mission", "gurps-seer", "gurps-contest",
                    "gurps-luck", "gurps-morale", "gurps-losses", "gurps-pc", "gurps-casualties", "gurps-disaster",
                    "gurps-powers", "gurps-disaster")

    def __init__(self, window):
        super().__init__(window)
        self.setObjectName("battleView")
        self.view: BattleView | None = None
        self.battle_id = None
        self._acting: int | None = None  # the acting unit at the last show
        self._loss_spins: dict[int, QSpinBox] = {}
        layout = QVBoxLayout(self)
        self.add_heading(layout, "font-size: 12pt;")
        self.subtitleLabel.setWordWrap(True)
        self.problemLabel = QLabel(objectName="problemLabel")
        self.problemLabel.setStyleSheet(GM_ONLY_STYLE)
        self.problemLabel.setWordWrap(True)
        top = QHBoxLayout()
        self.setupButton = QPushButton(self.tr("Set-up…"), objectName="setupButton")
        self.setupButton.setToolTip(self.tr("Battle set-up: open field or defended position, who attacks"))
        self.attackerArmyButton = QPushButton(self.tr("Attacker's army…"), objectName="attackerArmyButton")
        self.defenderArmyButton = QPushButton(self.tr("Defender's army…"), objectName="defenderArmyButton")
        self.upkeepButton = QPushButton(self.tr("Upkeep…"), objectName="upkeepButton")
        self.upkeepButton.setToolTip(self.tr("Between battles: pay an army for a month, treachery, recruits"))
        for b in (self.setupButton, self.attackerArmyButton, self.defenderArmyButton):
            top.addWidget(b)
        top.addStretch(1)
        top.addWidget(self.upkeepButton)
        layout.addWidget(self.problemLabel)
        layout.addLayout(top)
        self.tabs = QTabWidget(objectName="gurpsTabs")
        # the contest first: on a 1280x720 laptop its roll, odds and last result show without a click or a scroll
        self.contestPage = self._build_contest()
        self.tabs.addTab(self.contestPage, self.tr("Contest and morale"))
        self.tabs.addTab(_scrolled(self._build_planner(), "plannerScroll"), self.tr("Pre-battle planner"))
        self.tabs.addTab(_scrolled(self._build_armies(), "armiesScroll"), self.tr("Armies, PCs and losses"))
        layout.addWidget(self.tabs, 1)
        self.setupButton.clicked.connect(self.edit_setup)
        self.attackerArmyButton.clicked.connect(lambda: self.edit_army("attacker"))
        self.defenderArmyButton.clicked.connect(lambda: self.edit_army("defender"))
        self.upkeepButton.clicked.connect(self.upkeep)
        self.forecastBox = attach_forecast(self, self._forecast_request, tabs=self.tabs)
        self.show_battle(None, [])

    def hasHeightForWidth(self) -> bool:
        # The window's central scroll area would size a height-for-width panel by its preferred height (taller
        # than a laptop's central area); the panel's own pages scroll instead.
        return False

    # ---- construction ------------------------------------------------------------------------
    def _build_planner(self) -> QWidget:
        page = _Page()
        outer = QVBoxLayout(page)
        pick = QHBoxLayout()
        self.opsSideCombo = QComboBox(objectName="opsSideCombo")
        self.opsSideCombo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # whole side names
        pick.addWidget(QLabel(self.tr("Acting &side:"), buddy=self.opsSideCombo))
        pick.addWidget(self.opsSideCombo)
        pick.addStretch(1)
        outer.addLayout(pick)
        row = QHBoxLayout()
        mission = QGroupBox(self.tr("Special operation"), objectName="missionBox")
        form = QFormLayout(mission)
        self.missionCombo = QComboBox(objectName="missionCombo")
        self.missionCombo.addItem(self.tr("Reconnaissance"), "reconnaissance")
        self.missionCombo.addItem(self.tr("Assassination"), "assassination")
        self.missionLeaderCombo = QComboBox(objectName="missionLeaderCombo")
        self.missionTeamSpin = QSpinBox(objectName="missionTeamSpin", minimum=1, maximum=100000, value=5)
        self.missionSkillCombo = QComboBox(objectName="missionSkillCombo")
        self.missionSkillCombo.addItem(self.tr("Stealth (usual)"), None)
        self.missionSkillCombo.addItem(self.tr("Tactics (GM's choice)"), "tactics")
        self.missionTargetCombo = QComboBox(objectName="missionTargetCombo")
        self.publicCheck = QCheckBox(self.tr("Spies executed in public if caught"), objectName="publicCheck")
        self.missionButton = QPushButton(self.tr("Send the mission"), objectName="missionButton")
        form.addRow(self.tr("Mission:"), self.missionCombo)
        form.addRow(self.tr("Led by:"), self.missionLeaderCombo)
        form.addRow(self.tr("Team:"), self.missionTeamSpin)
        form.addRow(self.tr("Rolls:"), self.missionSkillCombo)
        form.addRow(self.tr("Target:"), self.missionTargetCombo)
        form.addRow("", self.publicCheck)
        form.addRow("", self.missionButton)
        row.addWidget(mission)
        right = QVBoxLayout()
        security = QGroupBox(self.tr("Security against enemy spies"), objectName="securityBox")
        sform = QFormLayout(security)
        self.securityLeaderCombo = QComboBox(objectName="securityLeaderCombo")
        self.securityTeamSpin = QSpinBox(objectName="securityTeamSpin", minimum=1, maximum=100000, value=20)
        self.securityButton = QPushButton(self.tr("Post security"), objectName="securityButton")
        self.securityLabel = QLabel(objectName="securityLabel")
        self.securityLabel.setWordWrap(True)
        self.securityLabel.setMinimumHeight(36)  # two lines, not clipped
        sform.addRow(self.tr("Led by:"), self.securityLeaderCombo)
        sform.addRow(self.tr("Guards:"), self.securityTeamSpin)
        sform.addRow("", self.securityButton)
        sform.addRow(self.securityLabel)
        seer = QGroupBox(self.tr("Seer"), objectName="seerBox")
        eform = QFormLayout(seer)
        self.seerCombo = QComboBox(objectName="seerCombo")
        self.trustCombo = QComboBox(objectName="trustCombo")
        self.trustCombo.addItem(self.tr("Normal trust"), "normal")
        self.trustCombo.addItem(self.tr("Believes every word"), "believes")
        self.trustCombo.addItem(self.tr("Rejects the reading"), "rejects")
        self.seerButton = QPushButton(self.tr("Consult the seer (secret roll)"), objectName="seerButton")
        eform.addRow(self.tr("Seer:"), self.seerCombo)
        eform.addRow(self.tr("Commander:"), self.trustCombo)
        eform.addRow("", self.seerButton)
        right.addWidget(security)
        right.addWidget(seer)
        row.addLayout(right)
        outer.addLayout(row)
        outer.addLayout(self._build_disaster_and_powers())
        self.gmOnlyBanner = QLabel(self.tr("Lines marked GM ONLY are for your eyes: they never reach the combat "
                                           "log text, the dice list or anything shown to players."),
                                   objectName="gmOnlyBanner")
        self.gmOnlyBanner.setStyleSheet(GM_ONLY_STYLE)
        self.gmOnlyBanner.setWordWrap(True)
        outer.addWidget(QLabel(self.tr("<b>Before the battle, so far</b>")))
        outer.addWidget(self.gmOnlyBanner)
        self.eventsTree = QTreeWidget(objectName="eventsTree")
        self.eventsTree.setHeaderLabels([self.tr("Day"), self.tr("What happened")])
        self.eventsTree.setRootIsDecorated(False)
        self.eventsTree.setWordWrap(True)
        self.eventsTree.setTextElideMode(Qt.TextElideMode.ElideNone)
        outer.addWidget(self.eventsTree, 1)
        self.opsSideCombo.currentIndexChanged.connect(lambda *_: self._fill_ops())
        self.missionCombo.currentIndexChanged.connect(lambda *_: self._mission_changed())
        self.missionButton.clicked.connect(self.send_mission)
        self.securityButton.clicked.connect(self.post_security)
        self.seerButton.clicked.connect(self.consult_seer)
        return page

    def _build_disaster_and_powers(self) -> QHBoxLayout:
        row = QHBoxLayout()
        disaster = QGroupBox(self.tr("Disaster"), objectName="disasterBox")
        dform = QFormLayout(disaster)
        self.disasterSideCombo = QComboBox(objectName="disasterSideCombo")
        self.disasterDueLabel = QLabel(objectName="disasterDueLabel")
        self.disasterDueLabel.setWordWrap(True)
        self.disasterButton = QPushButton(self.tr("Roll disaster…"), objectName="disasterButton")
        self.disasterButton.setToolTip(self.tr("The army's Disaster roll (higher is worse), with the enemy's powers "
                                               "added; while the table is not entered you enter the book's result"))
        dform.addRow(self.tr("For:"), self.disasterSideCombo)
        dform.addRow(self.disasterDueLabel)
        dform.addRow("", self.disasterButton)
        row.addWidget(disaster)
        powers = QGroupBox(self.tr("Extraordinary powers (acting side, secret)"), objectName="powersBox")
        pform = QFormLayout(powers)
        self.powerPointsSpin = QSpinBox(objectName="powerPointsSpin", minimum=0, maximum=100000)
        self.manaCombo = QComboBox(objectName="manaCombo")
        self.boostSpin = QSpinBox(objectName="boostSpin", minimum=0, maximum=5)
        self.boostSpin.setSpecialValueText(self.tr("none"))
        self.boostSpin.setToolTip(self.tr("Psionics boosted by drugs or technology: +1 to +5, your call"))
        self.powerSpins: dict[str, QSpinBox] = {}
        self.powerEffectsLayout = QFormLayout()
        self.placePowersButton = QPushButton(self.tr("Place in secret"), objectName="placePowersButton")
        self.revealPowersButton = QPushButton(self.tr("Reveal"), objectName="revealPowersButton")
        self.powersLabel = QLabel(objectName="powersLabel")
        self.powersLabel.setWordWrap(True)
        self.powersLabel.setTextFormat(Qt.TextFormat.RichText)
        pform.addRow(self.tr("Points:"), self.powerPointsSpin)
        pform.addRow(self.tr("Mana:"), self.manaCombo)
        pform.addRow(self.tr("Boost:"), self.boostSpin)
        pform.addRow(self.powerEffectsLayout)
        buttons = QHBoxLayout()
        buttons.addWidget(self.placePowersButton)
        buttons.addWidget(self.revealPowersButton)
        pform.addRow(buttons)
        pform.addRow(self.powersLabel)
        row.addWidget(powers)
        self.disasterButton.clicked.connect(self.disaster)
        self.placePowersButton.clicked.connect(self.place_powers)
        self.revealPowersButton.clicked.connect(self.reveal_powers)
        return row

    def _build_contest(self) -> QWidget:
        """Laid out for a 1280x720 laptop (a central area of about 500x400): the roll buttons, the last result
        and the exact odds (Chance first) on top; the skills, Troop Strength and morale rolls below."""
        from PySide6.QtWidgets import QFrame, QScrollArea

        page = _WrappedPage()
        outer = QVBoxLayout(page)
        outer.setContentsMargins(4, 4, 4, 4)
        top = QHBoxLayout()
        buttons = QVBoxLayout()
        self.contestButton = QPushButton(self.tr("Roll contest (Ctrl+K)"), objectName="contestButton")
        self.contestButton.setToolTip(self.tr("Roll the Strategy (or Tactics) contest of the two commanders"))
        self.contestButton.setStyleSheet("font-weight: bold; padding: 4px;")
        self.moraleButton = QPushButton(self.tr("Roll morale (Ctrl+K)"), objectName="moraleButton")
        self.moraleButton.setToolTip(self.tr("Roll morale for every unit the result row names"))
        self.moraleButton.setStyleSheet("font-weight: bold; padding: 4px;")
        buttons.addWidget(self.contestButton)
        buttons.addWidget(self.moraleButton)
        self.luckButtons = {side: QPushButton(objectName=f"{side}LuckButton") for side in SIDES}
        for b in self.luckButtons.values():
            buttons.addWidget(b)
        buttons.addStretch(1)
        top.addLayout(buttons)
        self.add_result_box(top).setStyleSheet("padding: 2px;")
        self.lastResult.setMinimumHeight(48)  # and as tall as its wrapped text: the result is read whole
        top.setStretch(1, 1)
        outer.addLayout(top)
        self.oddsCaption = QLabel(self.tr("<b>Chance</b> of each result row: exact, before the roll, counting Luck; "
                                          "▶ marks the row reached"), objectName="oddsCaption")
        self.oddsCaption.setVisible(False)  # said by the Chance column's tooltip; kept for the reference of names
        self.oddsTable = _table([self.tr("Chance"), self.tr("Winner"), self.tr("Margin"), self.tr("Result"),
                                 self.tr("Winner's units"), self.tr("Loser's units")], "oddsTable", short=True)
        self.oddsTable.verticalHeader().setDefaultSectionSize(20)
        self.oddsTable.setMinimumHeight(4 * 20 + 26)  # asks for that, plus its share of any room left
        self.oddsTable.horizontalHeaderItem(0).setToolTip(self.oddsCaption.text())
        self.oddsTable.setToolTip(self.tr("Exact chances from both effective skills, before the roll; hover a row "
                                          "for the rule's notes."))
        self.oddsTable.setMaximumHeight(11 * 20 + 28)
        outer.addWidget(self.oddsTable, 1)
        skills = QHBoxLayout()
        self.skillLabels = {}
        for side, title in (("attacker", self.tr("Attacker")), ("defender", self.tr("Defender"))):
            box = QGroupBox(title, objectName=f"{side}SkillBox")
            v = QVBoxLayout(box)
            label = QLabel(objectName=f"{side}SkillLabel")
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)  # read from the top
            v.addWidget(label)
            self.skillLabels[side] = label
            skills.addWidget(box, 2)
        strength = QGroupBox(self.tr("Troop Strength"), objectName="strengthBox")
        sv = QVBoxLayout(strength)
        self.strengthLabel = QLabel(objectName="strengthLabel")
        self.strengthLabel.setWordWrap(True)
        self.strengthLabel.setTextFormat(Qt.TextFormat.RichText)
        self.strengthLabel.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        sv.addWidget(self.strengthLabel)
        skills.addWidget(strength, 3)  # the longest working: the widest box, so the row stays short
        outer.addLayout(skills, 0)
        bottom = QHBoxLayout()
        manual = QGroupBox(self.tr("Rolled at the table? Enter the outcome"), objectName="manualBox")
        mform = QFormLayout(manual)
        self.manualWinnerCombo = QComboBox(objectName="manualWinnerCombo")
        self.manualMarginSpin = QSpinBox(objectName="manualMarginSpin", minimum=0, maximum=40)
        self.manualButton = QPushButton(self.tr("Enter result"), objectName="manualButton")
        mform.addRow(self.tr("Winner:"), self.manualWinnerCombo)
        mform.addRow(self.tr("Margin of victory:"), self.manualMarginSpin)
        mform.addRow("", self.manualButton)
        bottom.addWidget(manual)
        self.moraleTable = _table([self.tr("Army"), self.tr("Unit"), self.tr("Troops"), self.tr("Morale roll"),
                                   self.tr("Outcome")], "moraleTable", short=True)
        self.moraleTable.setMinimumHeight(4 * 22 + 28)
        bottom.addWidget(self.moraleTable, 1)
        outer.addLayout(bottom, 0)
        scroll = QScrollArea(objectName="contestScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(page)
        self.contestButton.clicked.connect(self.roll_contest)
        for side, b in self.luckButtons.items():
            b.clicked.connect(lambda checked=False, s=side: self.use_luck(s))
        self.manualButton.clicked.connect(self.enter_result)
        self.moraleButton.clicked.connect(self.roll_morale)
        return scroll

    def _build_armies(self) -> QWidget:
        page = _Page()
        v = QVBoxLayout(page)
        v.addWidget(QLabel(self.tr("Casualties: the table's known rows are rolled; where the book's number is not "
                                   "entered, type the unit's losses in New losses (the row and shifts are shown).")))
        self.unitsTable = _table([self.tr("Side"), self.tr("Unit"), self.tr("Troops"), self.tr("Morale"),
                                  self.tr("Status"), self.tr("Lost so far"), self.tr("New losses"), self.tr("TS"),
                                  self.tr("Casualty row")], "unitsTable")
        v.addWidget(self.unitsTable, 1)
        row = QHBoxLayout()
        self.fierceSpin = QSpinBox(objectName="fierceSpin", minimum=0, maximum=10)
        self.fierceSpin.setPrefix(self.tr("Fierce battle: "))
        self.fierceSpin.setSuffix(self.tr(" rows up"))
        self.casualtiesButton = QPushButton(self.tr("Casualties from the table"), objectName="casualtiesButton")
        self.lossesButton = QPushButton(self.tr("Record losses"), objectName="lossesButton")
        row.addWidget(self.fierceSpin)
        row.addWidget(self.casualtiesButton)
        row.addStretch(1)
        row.addWidget(self.lossesButton)
        v.addLayout(row)
        pcs = QGroupBox(self.tr("PCs and named NPCs (after the contest)"), objectName="pcBox")
        pv = QVBoxLayout(pcs)
        self.pcTable = _table([self.tr("Side"), self.tr("Name"), self.tr("Skill"), self.tr("Stance"), self.tr("DR"),
                               self.tr("Injury"), self.tr("Reputation"), self.tr("Today")], "pcTable")
        self.pcTable.setMinimumHeight(3 * 22 + 28)
        pv.addWidget(self.pcTable)
        pb = QHBoxLayout()
        self.survivalButton = QPushButton(self.tr("Combat Skill roll"), objectName="survivalButton")
        self.gloryButton = QPushButton(self.tr("Glory roll"), objectName="gloryButton")
        pb.addWidget(self.survivalButton)
        pb.addWidget(self.gloryButton)
        pb.addStretch(1)
        pv.addLayout(pb)
        v.addWidget(pcs)
        self.historyLabel = QLabel(objectName="historyLabel")
        self.historyLabel.setWordWrap(True)
        v.addWidget(self.historyLabel)
        self.lossesButton.clicked.connect(self.record_losses)
        self.casualtiesButton.clicked.connect(self.roll_casualties)
        self.survivalButton.clicked.connect(lambda: self.pc_roll("pc_survival"))
        self.gloryButton.clicked.connect(lambda: self.pc_roll("pc_glory"))
        self.pcTable.itemSelectionChanged.connect(self._glory_label)
        return page

    # ---- showing ----------------------------------------------------------------------------------
    def _forecast_request(self) -> dict:
        from muster.services import forecast

        if self.battle_id is None:
            raise ServiceError(self.tr("Select a GURPS battle first."))
        return forecast.gurps_request(self.service, self.battle_id)

    def show_battle(self, battle: q.BattleRow | None, units: list[q.UnitRow], *, reset: bool = True) -> None:
        from muster.services import gurps

        self.view, problem = None, ""
        self.battle_id = battle.id if battle is not None and battle.system == "gurps" else None
        if self.battle_id is not None and self.service is not None:
            try:
                self.view = gurps.battle_view(self.service, self.battle_id)
                problem = self.view.problem
            except ServiceError as exc:
                problem = str(exc)
        if reset:
            self._reset_choices()
        acting = battle.initiative[battle.active] if battle and 0 <= battle.active < len(battle.initiative) else None
        follow = acting if reset or acting != self._acting else None  # a new acting unit moves the acting side
        self._acting = acting
        try:
            self._show(battle, problem, follow)
        finally:
            self.primary_changed.emit()

    def _reset_choices(self) -> None:
        """Drop every choice the GM made in the widgets and not in the file: back to the defaults."""
        for combo in (self.opsSideCombo, self.missionLeaderCombo, self.securityLeaderCombo, self.missionTargetCombo,
                      self.seerCombo, self.manualWinnerCombo):
            combo.blockSignals(True)
            combo.clear()
            combo.blockSignals(False)
        for combo in (self.missionCombo, self.missionSkillCombo, self.trustCombo):
            combo.setCurrentIndex(0)
        self.missionTeamSpin.setValue(5)
        self.securityTeamSpin.setValue(20)
        self.publicCheck.setChecked(False)
        self.manualMarginSpin.setValue(0)
        self._loss_spins = {}

    def _show(self, battle: q.BattleRow | None, problem: str, follow: int | None) -> None:
        if battle is None:
            self.titleLabel.setText(self.tr("No battle selected"))
            self.subtitleLabel.setText(self.tr("Add units in the Army Roster, then start a battle (Ctrl+B)."))
        else:
            self.titleLabel.setText(battle.name)
        self.problemLabel.setText(problem)
        self.problemLabel.setVisible(bool(problem))
        v = self.view
        ready = v is not None and not problem
        for w in (self.setupButton, self.attackerArmyButton, self.defenderArmyButton, self.tabs):
            w.setEnabled(ready)
        if not ready:
            self.view = None
            self._clear()
            return
        self._show_header(v)
        self._fill_ops(v.side_of(follow) if follow is not None else None)
        self._fill_events(v)
        self._fill_contest(v)
        self._fill_units(v)

    def _clear(self) -> None:
        for t in (self.oddsTable, self.moraleTable, self.unitsTable, self.pcTable):
            t.setRowCount(0)
        self.strengthLabel.clear()
        for b in (self.casualtiesButton, self.survivalButton, self.gloryButton):
            b.setEnabled(False)
        self._loss_spins = {}
        self.eventsTree.clear()
        for label in self.skillLabels.values():
            label.clear()
        for b in (self.contestButton, self.moraleButton, self.manualButton, *self.luckButtons.values()):
            b.setEnabled(False)

    def _side_name(self, side: str) -> str:
        return self.view.sides[side].army["name"]

    def _show_header(self, v: BattleView) -> None:
        a, d = (v.sides[s] for s in SIDES)
        labels = {k: lab for k, lab, _ in v.position_choices}
        if v.battle_type == "open_field":
            kind = self.tr("open field")
        else:
            works = ", ".join(_rules(labels.get(k, k)) for k in v.position) or self.tr("no works")
            kind = fmt(self.tr("Attack on a defended position (%1)"), works)
        stage = {"pre_battle": self.tr("Next: planner, then the contest."),
                 "morale": self.tr("Next: roll morale."),
                 "day_done": self.tr("Day done: Next Phase (Ctrl+.) starts the next day."),
                 "over": self.tr("The battle is over.")}[v.stage]
        self.subtitleLabel.setText(fmt(self.tr("Day %1 · %2 · <b>%3</b> (%4 troops) attacks <b>%5</b> (%6). %7"),
                                       v.day, kind, a.army["name"], amount(a.troops), d.army["name"],
                                       amount(d.troops), stage))
        self.attackerArmyButton.setText(fmt(self.tr("%1…"), a.army["name"]))
        self.defenderArmyButton.setText(fmt(self.tr("%1…"), d.army["name"]))
        self.attackerArmyButton.setToolTip(self.tr("The attacker's army: commander, leaders, seers, PCs, modifiers"))
        self.defenderArmyButton.setToolTip(self.tr("The defender's army: commander, leaders, seers, PCs, modifiers"))

    @staticmethod
    def _refill(combo: QComboBox, items: list[tuple[str, object]], prefer=None) -> None:
        """Fill ``combo`` keeping its choice where still offered; ``prefer`` (when offered) wins."""
        keep = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        for text, data in items:
            combo.addItem(text, data)
        index = combo.findData(prefer) if prefer is not None else -1
        if index < 0:
            index = combo.findData(keep) if keep is not None else -1
        combo.setCurrentIndex(index if index >= 0 else (0 if items else -1))
        combo.blockSignals(False)

    def _fill_ops(self, prefer_side: str | None = None) -> None:
        v = self.view
        if v is None:
            return
        roles = {"attacker": self.tr("attacker"), "defender": self.tr("defender")}
        self._refill(self.opsSideCombo, [(fmt(self.tr("%1 (%2)"), self._side_name(side), roles[side]), side)
                                         for side in SIDES], prefer_side)
        side = self.opsSideCombo.currentData()
        enemy = "defender" if side == "attacker" else "attacker"
        army = v.sides[side].army
        people = [p for p in [army["commander"], *army["leaders"]] if p.get("alive", True) and not p.get("captured")]
        leaders = [(fmt(self.tr("%1 (Stealth %2, Tactics %3)"), p["name"], p.get("stealth", 10), p.get("tactics", 10)),
                    p["name"]) for p in people]
        for c in (self.missionLeaderCombo, self.securityLeaderCombo):
            self._refill(c, leaders)
        enemy_army = v.sides[enemy].army
        self._refill(self.missionTargetCombo, [(p["name"], p["name"]) for p in [enemy_army["commander"],
                                                                                *enemy_army["leaders"]]
                                               if p.get("alive", True)])
        self._refill(self.seerCombo, [(fmt(self.tr("%1 (Divination %2)"), s["name"], s["skill"]), s["name"])
                                      for s in army["seers"]])
        sec = (v.security or {}).get(side)
        enemy_sec = (v.security or {}).get(enemy)
        ours = fmt(self.tr("Posted: %1 guards under %2."), sec["team"], sec["leader"]) if sec else \
            self.tr("No security posted.")
        theirs = self.tr("The enemy guards against spies: missions face a Quick Contest.") if enemy_sec else \
            self.tr("The enemy has posted no security.")
        self.securityLabel.setText(fmt(self.tr("%1 %2"), ours, theirs))
        open_ = v.stage == "pre_battle"
        self.missionButton.setEnabled(open_ and bool(people))
        self.securityButton.setEnabled(open_ and bool(people))
        self.seerButton.setEnabled(open_ and bool(army["seers"]))
        self._mission_changed()
        self._fill_disaster(v)
        self._fill_powers(v, side)

    def _fill_disaster(self, v: BattleView) -> None:
        due = dict(v.disasters_due)
        prefer = next(iter(due), None)
        self._refill(self.disasterSideCombo, [(self._side_name(side), side) for side in SIDES], prefer)
        lines = [fmt(self.tr("%1 — a disaster for it (roll it)"), html.escape(why)) for why in due.values()]
        side = self.disasterSideCombo.currentData()
        bonus = v.disaster_bonus.get(side, 0) if side else 0
        if bonus:
            lines.append(f"<span style='{GM_ONLY_STYLE}'>" + html.escape(
                fmt(self.tr("GM ONLY — the enemy's powers add +%1 to this roll"), bonus)) + "</span>")
        if not v.disaster_table:
            lines.append(self.tr("Disaster table not entered: you roll the book's and enter the result."))
        self.disasterDueLabel.setText("<br>".join(lines))
        self.disasterButton.setEnabled(not v.over)

    def _fill_powers(self, v: BattleView, side: str) -> None:
        self._refill(self.manaCombo, [(_rules(label), key) for key, label in v.mana_choices])
        keys = [k for k, _ in v.power_effects]
        short = {k: _rules(label).split(" (")[0] for k, label in v.power_effects}
        if list(self.powerSpins) != keys:
            while self.powerEffectsLayout.rowCount():
                self.powerEffectsLayout.removeRow(0)
            self.powerSpins = {}
            for key, label in v.power_effects:
                spin = QSpinBox(objectName=f"power_{key}", minimum=0, maximum=100000)
                spin.setToolTip(_rules(label))
                self.powerSpins[key] = spin
                self.powerEffectsLayout.addRow(fmt(self.tr("%1:"), short[key]), spin)
        placed = v.powers.get(side)
        lines = []
        for s in SIDES:
            p = v.powers.get(s)
            if not p:
                continue
            spent = ", ".join(fmt(self.tr("%1 %2"), short.get(k, k), n)
                              for k, n in p["allocation"].items() if n) or self.tr("nothing")
            text = fmt(self.tr("%1: %2; placed %3; enemy Disaster roll +%4"), self._side_name(s),
                       _shown(p["working"], p.get("working_msg")), spent, p["effects"]["enemy_disaster_bonus"])
            if p.get("revealed"):
                lines.append(html.escape(fmt(self.tr("%1 (revealed)"), text)))
            else:
                lines.append(f"<span style='{GM_ONLY_STYLE}'>" + html.escape(fmt(self.tr("GM ONLY — %1"), text))
                             + "</span>")
        self.powersLabel.setText("<br>".join(lines) or self.tr("No powers placed."))
        self.placePowersButton.setEnabled(v.stage == "pre_battle")
        self.revealPowersButton.setEnabled(bool(placed) and not (placed or {}).get("revealed"))

    def _mission_changed(self) -> None:
        assassination = self.missionCombo.currentData() == "assassination"
        self.missionTargetCombo.setEnabled(assassination)
        self.publicCheck.setEnabled(assassination)

    def _fill_events(self, v: BattleView) -> None:
        self.eventsTree.clear()
        for ev in v.events:
            item = QTreeWidgetItem([str(ev["day"]), _shown(ev["text"], ev.get("msg"))])
            self.eventsTree.addTopLevelItem(item)
            gm = ev.get("gm_only")
            if gm:
                roll = gm.get("roll", {})
                trust = {"normal": self.tr("normal"), "believes": self.tr("believes"),
                         "rejects": self.tr("rejects")}.get(gm.get("trust", ""), gm.get("trust", ""))
                secret = QTreeWidgetItem(["", fmt(self.tr("GM ONLY — Strategy %5 %6: rolled %1 vs %2 (%3); %4"),
                                                  roll.get("roll"), roll.get("effective_skill"), self._outcome(roll),
                                                  _shown(gm.get("explanation", ""), gm.get("explanation_msg")),
                                                  f"{gm.get('strategy_modifier', 0):+d}",
                                                  fmt(self.tr("(trust: %1)"), trust))])
                secret.setForeground(1, QBrush(QColor("#b00020")))
                font = QFont()
                font.setBold(True)
                secret.setFont(1, font)
                secret.setToolTip(1, self.tr("GM only: never show this to players."))
                self.eventsTree.addTopLevelItem(secret)
        self.eventsTree.resizeColumnToContents(0)

    def _skill_html(self, info: dict, side: str) -> str:
        name = self._side_name(side)
        commander = self.view.sides[side].army["commander"]["name"]
        if info is None:
            return f"<b>{name}</b> — {commander}"
        lines = [f"<b>{name}</b> — {commander}: {render(skill_name(info['skill']))} {info['base']}"]
        for m in info["modifiers"]:
            text = f"{m['value']:+d} {_shown(m['name'], m.get('msg'))}"
            if m.get("gm_only"):
                text = f"<span style='{GM_ONLY_STYLE}'>{text} [{self.tr('GM ONLY')}]</span>"
            lines.append("&nbsp;&nbsp;" + text)
        lines.append(f"<span style='font-size: 14pt'><b>= {info['effective']}</b></span>")
        return "<br>".join(lines)

    def _outcome(self, roll: dict) -> str:
        """A stored roll's verdict ("success by 4") in the GM's language."""
        if "success" not in roll or roll.get("margin") is None:
            return str(roll.get("outcome", ""))
        return render(check_words(roll["success"], roll.get("critical"), roll["margin"]))

    def _status_word(self, status: str) -> str:
        return {"ready": self.tr("Ready"), "holds": self.tr("Holds"), "thrown_back": self.tr("Thrown back"),
                "retreated": self.tr("Retreats in good order"), "routed": self.tr("ROUTS")}.get(status, status)

    def _army_outcome(self, outcome: str) -> str:
        return {"ready": self.tr("ready"), "holds": self.tr("holds"), "thrown_back": self.tr("thrown back"),
                "retreated": self.tr("retreated"), "routed": self.tr("routed"), "mixed": self.tr("mixed"),
                "no units": self.tr("no units")}.get(outcome, outcome)

    def _procedure_words(self, procedure: str) -> str:
        return {"hold": self.tr("hold (no roll)"), "thrown_back": self.tr("thrown back (no roll)"),
                "rout": self.tr("rout (no roll)"), "retreat_or_rout": self.tr("roll: retreat, or rout on failure"),
                "hold_retreat_rout": self.tr("roll: hold; fail by 1-4 retreat; by 5+ rout"),
                "half_hold_or_retreat": self.tr("all roll: hold if half the troops pass, else retreat"),
                }.get(procedure, "")

    def _fill_contest(self, v: BattleView) -> None:
        skills = v.skills
        contest = v.contest
        for side in SIDES:
            if contest and contest.get("sides"):
                c = contest["sides"][side]
                msgs = c.get("modifier_msgs") or [None] * len(c["modifiers"])
                mods = [dict(m, msg=msg) for m, msg in zip(c["modifiers"], msgs)]
                info = {"skill": c["skill"], "base": c["base"], "modifiers": mods, "effective": c["effective"]}
            else:
                info = skills[side] if skills else None
            html = self._skill_html(info, side)
            if contest and contest.get("sides"):
                c = contest["sides"][side]
                rolls = ", ".join(str(r["total"]) for r in c["rolls"])
                verdict = render(verdict_words(c["success"], bool(c["critical"])))
                html += "<br>" + fmt(self.tr("Rolled %1 → %2, margin %3"), rolls if c["luck_used"] else str(c["roll"]),
                                     verdict, f"{c['margin']:+d}")
                if c["luck_used"]:
                    html += " " + fmt(self.tr("(Luck: kept %1)"), c["roll"])
            self.skillLabels[side].setText(html)
        if v.skill_problem:
            self.skillLabels["attacker"].setText(self.skillLabels["attacker"].text() + "<br><span style='"
                                                 + GM_ONLY_STYLE + "'>" + html.escape(v.skill_problem) + "</span>")
        self._fill_odds(v)
        self.strengthLabel.setText(self._strength_html(v))
        stage = v.stage
        self.contestButton.setEnabled(stage == "pre_battle" and skills is not None)
        self.manualButton.setEnabled(stage == "pre_battle")
        self._refill(self.manualWinnerCombo, [(self._side_name(side), side) for side in SIDES]
                     + [(self.tr("Nobody (tie)"), "")])
        for side, b in self.luckButtons.items():
            commander = v.sides[side].army["commander"]
            has = commander.get("luck", False)
            used = bool(contest and contest.get("sides") and contest["sides"][side]["luck_used"])
            b.setVisible(has and stage == "morale")
            b.setText(fmt(self.tr("Luck: %1"), commander["name"]))
            b.setToolTip(fmt(self.tr("%1 uses Luck: reroll the contest"), commander["name"]))
            b.setEnabled(has and stage == "morale" and bool(contest and contest.get("sides")) and not used)
        self.moraleButton.setEnabled(stage == "morale")
        self.moraleButton.setVisible(stage == "morale")  # one main roll at a time: narrow laptop panels
        self.contestButton.setVisible(stage != "morale")
        self.moraleTable.setRowCount(0)
        for m in ((contest or {}).get("morale") or {}).values():
            for u in m["units"]:
                r = self.moraleTable.rowCount()
                self.moraleTable.insertRow(r)
                roll = self.tr("no roll") if "roll" not in u else \
                    fmt(self.tr("%1 vs %2: %3"), u["roll"], u["effective_skill"], self._unit_outcome(u["status"]))
                bad = u["status"] in ("routed",)
                status = self._status_word(u["status"])
                for c, value in enumerate((m["army"], u["unit"], u["troops"], roll, status)):
                    self.moraleTable.setItem(r, c, _cell(value, bold=c == 4,
                                                         background=QColor("#f4b4b4") if bad and c == 4 else None))

    def _strength_html(self, v: BattleView) -> str:
        lines = []
        for side in SIDES:
            sv = v.sides[side]
            lines.append(fmt(self.tr("<b>%1</b>: TS %2"), html.escape(self._side_name(side)),
                             html.escape(sv.ts_working or "0")))
        ratio = v.force_ratio or {}
        if ratio:
            who = self._side_name(ratio["stronger"]) if ratio.get("stronger") else self.tr("neither")
            lines.append(fmt(self.tr("Force ratio: %1 — Strategy bonus to %2"), html.escape(ratio["working"]),
                             html.escape(who)))
        if v.luck_counted:
            lines.append(fmt(self.tr("Odds count Luck: %1"),
                             ", ".join(html.escape(v.sides[s].army["commander"]["name"]) for s in v.luck_counted)))
        return "<br>".join(lines)

    def _unit_outcome(self, status: str) -> str:
        return {"holds": self.tr("holds"), "thrown_back": self.tr("is thrown back"),
                "retreated": self.tr("retreats in good order"), "routed": self.tr("routs"),
                "ready": self.tr("is ready")}.get(status, status)

    def _fill_odds(self, v: BattleView) -> None:
        odds = v.odds
        contest = v.contest
        tables = v.tables
        t = self.oddsTable
        t.setRowCount(0)
        rows = list(odds["rows"]) if odds else []
        if not rows:  # no odds (e.g. no commander): still show the table
            for key, table in tables.items():
                for band in table["bands"]:
                    rows.append({"winner": None, "table": key, "band": f"{band['min']}-{band.get('max') or ''}".rstrip("-") + ("+" if band.get("max") is None else ""),
                                 "label": band["label"], "percent": None})
        for row in rows:
            r = t.rowCount()
            t.insertRow(r)
            band = next((b for b in tables[row["table"]]["bands"] if row["band"].startswith(str(b["min"]))), None)
            reached = bool(contest and contest["table"] == row["table"] and band is not None
                           and contest["band_min"] == band["min"]
                           and (row["table"] != "open_field" or row["winner"] == contest["winner"]))
            winner = self._side_name(row["winner"]) if row["winner"] else self.tr("no winner")
            win_eff = self._procedure_words(band["winner"]["procedure"]) if band else ""
            lose_eff = self._procedure_words(band["loser"]["procedure"]) if band else ""
            if band and band["loser"].get("morale_modifier"):
                lose_eff = fmt(self.tr("%1, %2"), lose_eff, f"{band['loser']['morale_modifier']:+d}")
            if band and band.get("next_day"):
                lose_eff = fmt(self.tr("%1; %2"), lose_eff, ", ".join(
                    fmt(self.tr("%1 morale tomorrow"), f"{c['value']:+d}") for c in band["next_day"]))
            chance = "—" if row.get("percent_text") is None else row["percent_text"]
            cells = (chance, winner, row["band"], _rules(row["label"]), win_eff, lose_eff)
            for c, value in enumerate(cells):
                item = _cell(("▶ " if reached and c == 0 else "") + str(value), bold=reached,
                             background=REACHED if reached else None)
                if c == 0:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if band and band.get("notes"):
                    item.setToolTip(render(term("RulesNotes", band["notes"])))
                t.setItem(r, c, item)
            if reached:
                t.scrollToItem(t.item(r, 0))
        t.resizeColumnsToContents()

    def _fill_units(self, v: BattleView) -> None:
        typed = {uid: spin.value() for uid, spin in self._loss_spins.items()}  # kept unless reset
        t = self.unitsTable
        t.setRowCount(0)
        self._loss_spins = {}
        words = {"ready": self.tr("Ready"), "holds": self.tr("Holds"), "thrown_back": self.tr("Thrown back"),
                 "retreated": self.tr("Retreated"), "routed": self.tr("Routed")}
        found = v.casualties or {}
        for side in SIDES:
            rows = {c["unit"]: c for c in (found.get(side) or {}).get("units", [])}
            for u in v.sides[side].units:
                r = t.rowCount()
                t.insertRow(r)
                source = {"entered": self.tr("entered"), "computed": self.tr("computed"),
                          "fallback": self.tr("fallback: head count")}[u.ts_source]
                cas = rows.get(u.name)
                for c, value in enumerate((self._side_name(side), u.name, u.count, u.morale,
                                           words.get(u.status, u.status), u.losses)):
                    t.setItem(r, c, _cell(value))
                spin = QSpinBox(minimum=0, maximum=max(0, u.count), objectName=f"loss_{u.id}")
                spin.setValue(min(typed.get(u.id, 0), u.count))
                t.setCellWidget(r, 6, spin)
                ts_item = _cell(fmt(self.tr("%1 (%2)"), amount(u.ts), source))
                ts_item.setToolTip("\n".join(u.ts_working))
                t.setItem(r, 7, ts_item)
                t.setItem(r, 8, _cell(_shown(cas["working"], cas.get("working_msg")) if cas else ""))
                self._loss_spins[u.id] = spin
        self._fill_pcs(v)
        tables = {"open_field": self.tr("open field"), "defender_won": self.tr("defender won"),
                  "attacker_won": self.tr("attacker won")}
        lines = [fmt(self.tr("Day %1: %2 (%3 %4) — attacker %5, defender %6"), h["day"], _rules(h["result"]),
                     tables.get(h["table"], h["table"].replace("_", " ")), h["band"], self._army_outcome(h["attacker"]),
                     self._army_outcome(h["defender"])) for h in v.history]
        self.historyLabel.setText(fmt(self.tr("<b>The story so far</b><br>%1"),
                                      "<br>".join(lines) or self.tr("No day fought yet.")))

    def _fill_pcs(self, v: BattleView) -> None:
        t = self.pcTable
        keep = t.currentRow()
        t.setRowCount(0)
        today = ((v.contest or {}).get("pcs") or {})
        for side in SIDES:
            for p in v.sides[side].pcs:
                r = t.rowCount()
                t.insertRow(r)
                stance = (fmt(self.tr("glory %1"), f"{p['glory']:+d}") if p["glory"] > 0 else
                          fmt(self.tr("survival %1"), f"{p['survival']:+d}") if p["survival"] > 0 else
                          self.tr("balanced"))
                done = today.get(p["name"], {})
                rolled = {"survival": self.tr("survival"), "glory": self.tr("glory")}
                did = ", ".join(rolled[k] for k in ("survival", "glory") if k in done) or self.tr("—")
                cells = (self._side_name(side), p["name"], p["skill"], stance, p["dr"], p["injury"],
                         f"{p['reputation']:+d}", did)
                for c, value in enumerate(cells):
                    item = _cell(value)
                    item.setData(Qt.ItemDataRole.UserRole, (side, p["name"]))
                    t.setItem(r, c, item)
        if t.rowCount():
            t.selectRow(min(max(keep, 0), t.rowCount() - 1))
        after = v.contest is not None
        for b in (self.survivalButton, self.gloryButton):
            b.setEnabled(after and t.rowCount() > 0)
        self._glory_label()
        self.casualtiesButton.setEnabled(bool(v.contest and v.contest.get("morale_done") and not v.casualties))

    def _glory_label(self) -> None:
        """"Enter Glory result…" for a PC whose roll waits for the book's row; else "Glory roll"."""
        item = self.pcTable.item(self.pcTable.currentRow(), 0) if self.pcTable.currentRow() >= 0 else None
        name = item.data(Qt.ItemDataRole.UserRole)[1] if item is not None else None
        rolled = ((((self.view.contest if self.view else None) or {}).get("pcs") or {}).get(name) or {}).get("glory")
        waiting = rolled is not None and rolled.get("row") is None
        self.gloryButton.setText(self.tr("Enter Glory result…") if waiting else self.tr("Glory roll"))
        self.gloryButton.setToolTip(self.tr("The Glory table is not entered: type the row of your book for this "
                                            "roll") if waiting else self.tr("Skill + Glory; rolled even if he fell"))

    # ---- the result box -----------------------------------------------------------------------------
    def show_last_result(self, battle) -> None:
        super().show_last_result(battle)
        self.lastResult.setToolTip(self.lastResult.text())

    def format_result(self, row: q.LogRow) -> str:
        """The action's text (what the log shows); a seer's true roll only from its result's ``gm_only`` part."""
        text = f"<b>{html.escape(row.text)}</b>"
        gm = row.result.get("gm_only") if isinstance(row.result, dict) else None
        if gm and row.kind in ("gurps-contest", "gurps-luck") and gm.get("summary"):
            summary = _shown(gm["summary"], gm.get("summary_msg"))
            if summary not in row.text:
                text += f"<br><span style='{GM_ONLY_STYLE}'>" + html.escape(fmt(self.tr("GM ONLY — %1"), summary)) \
                    + "</span>"
            return text
        if gm and row.kind == "gurps-disaster":
            text += f"<br><span style='{GM_ONLY_STYLE}'>" + html.escape(fmt(
                self.tr("GM ONLY — enemy powers +%1: total %2"), gm.get("bonus", 0), gm.get("total", ""))) + "</span>"
            return text
        if gm and row.kind == "gurps-powers":
            text += f"<br><span style='{GM_ONLY_STYLE}'>" + html.escape(fmt(
                self.tr("GM ONLY — %1; placed %2"), _shown(str(gm.get("working", "")), gm.get("working_msg")),
                json.dumps(gm.get("allocation", {})))) + "</span>"
            return text
        if row.kind != "gurps-seer":
            gm = None
        if gm:
            roll = gm.get("roll", {})
            text += (f"<br><span style='{GM_ONLY_STYLE}'>" + html.escape(fmt(
                self.tr("GM ONLY — Strategy %1: rolled %2 vs %3 (%4); %5"), f"{gm.get('strategy_modifier', 0):+d}",
                roll.get("roll"), roll.get("effective_skill"), self._outcome(roll),
                _shown(str(gm.get("explanation", "")), gm.get("explanation_msg")))) + "</span>")
        return text

    # ---- actions ------------------------------------------------------------------------------------
    def primary_available(self) -> bool:
        return self.view is not None and self.view.stage in ("pre_battle", "morale") and \
            (self.contestButton.isEnabled() or self.moraleButton.isEnabled())

    def primary_action(self) -> None:
        if self.moraleButton.isEnabled():
            self.roll_morale()
        elif self.contestButton.isEnabled():
            self.roll_contest()

    def _run(self, fn, *args):
        from muster.services import gurps

        if self.battle_id is None:
            return None
        return self.window_.run(getattr(gurps, fn), self.battle_id, *args)

    def primary_button(self):
        return self.moraleButton if self.moraleButton.isEnabled() else self.contestButton

    def odds_widget(self):
        return self.oddsTable

    def roll_contest(self):
        self.tabs.setCurrentWidget(self.contestPage)
        return self._run("roll_contest", ())

    def use_luck(self, side: str):
        return self._run("use_luck", side)

    def enter_result(self):
        return self._run("enter_result", self.manualWinnerCombo.currentData() or None, self.manualMarginSpin.value())

    def roll_morale(self):
        self.tabs.setCurrentWidget(self.contestPage)
        return self._run("roll_morale")

    def send_mission(self):
        kind = self.missionCombo.currentData()
        return self._run("run_mission", self.opsSideCombo.currentData(), kind, self.missionLeaderCombo.currentData(),
                         self.missionTeamSpin.value(), self.missionSkillCombo.currentData(),
                         self.missionTargetCombo.currentData() if kind == "assassination" else None,
                         self.publicCheck.isChecked() if kind == "assassination" else False)

    def post_security(self):
        return self._run("post_security", self.opsSideCombo.currentData(), self.securityLeaderCombo.currentData(),
                         self.securityTeamSpin.value())

    def consult_seer(self):
        return self._run("consult_seer", self.opsSideCombo.currentData(), self.seerCombo.currentData(),
                         self.trustCombo.currentData())

    def upkeep(self):
        from muster.gui.systems.gurps.upkeep import GurpsUpkeepDialog

        if self.service is None:
            return None
        side = self.view.sides[self.opsSideCombo.currentData() or "attacker"].side_id if self.view else None
        dialog = GurpsUpkeepDialog(self.service, lambda fn, *args: self.window_.run(fn, *args, origin=self), self,
                                   side_id=side)
        dialog.exec()
        return dialog

    def disaster(self):
        from muster.gui.systems.gurps.dialogs import GurpsDisasterDialog

        if self.view is None:
            return None
        side = self.disasterSideCombo.currentData()
        if self.view.disaster_table:
            return self._run("roll_disaster", side)
        dialog = GurpsDisasterDialog(self._side_name(side), self.view.disaster_bonus.get(side, 0),
                                     dict(self.view.disasters_due).get(side, ""), self)
        if dialog.exec():
            text, morale, lost = dialog.values()
            return self._run("record_disaster", side, text, morale, lost)
        return None

    def place_powers(self):
        allocation = {key: spin.value() for key, spin in self.powerSpins.items() if spin.value()}
        return self._run("set_powers", self.opsSideCombo.currentData(), self.powerPointsSpin.value(), allocation,
                         self.manaCombo.currentData() or "normal", self.boostSpin.value())

    def reveal_powers(self):
        return self._run("reveal_powers", self.opsSideCombo.currentData())

    def roll_casualties(self):
        losses = {uid: spin.value() for uid, spin in self._loss_spins.items() if spin.value()}
        return self._run("roll_casualties", self.fierceSpin.value(), losses)

    def pc_roll(self, fn: str):
        item = self.pcTable.item(self.pcTable.currentRow(), 0) if self.pcTable.currentRow() >= 0 else None
        if item is None:
            self.window_.show_error(self.tr("Choose a PC in the table first."))
            return None
        side, name = item.data(Qt.ItemDataRole.UserRole)
        if fn != "pc_glory":
            return self._run(fn, side, name)
        rolled = (((self.view.contest or {}).get("pcs") or {}).get(name) or {}).get("glory") if self.view else None
        if rolled is None or rolled.get("row") is not None:
            rolled = self._run("pc_glory", side, name)
        if rolled is not None and rolled.get("row") is None:  # the Glory table is empty: the row from the book
            return self.enter_glory(side, name, rolled)
        return rolled

    def enter_glory(self, side: str, name: str, rolled: dict):
        from muster.gui.systems.gurps.dialogs import GurpsGloryDialog

        dialog = GurpsGloryDialog(name, rolled, self)
        if dialog.exec():
            return self._run("enter_glory", side, name, dialog.values())
        return None

    def record_losses(self):
        losses = {uid: spin.value() for uid, spin in self._loss_spins.items() if spin.value()}
        if not losses:
            self.window_.show_error(self.tr("Enter the losses of at least one unit in the New losses column."))
            return None
        from muster.services import gurps

        return self.window_.run(gurps.record_losses, self.battle_id, losses)

    def edit_setup(self):
        from muster.gui.systems.gurps.dialogs import GurpsSetupDialog

        if self.view is None:
            return None
        dialog = GurpsSetupDialog(self.view, self)
        if dialog.exec():
            kind, position, attacker = dialog.values()
            return self._run("set_setup", kind, position, attacker)
        return None

    def edit_army(self, side: str):
        from muster.gui.systems.gurps.dialogs import GurpsArmyDialog

        if self.view is None:
            return None
        sv = self.view.sides[side]
        ratio = (self.view.force_ratio or {}).get("working", "")
        strength = fmt(self.tr("Troop Strength on the field: %1<br>Force ratio: %2"), sv.ts_working or "0", ratio)
        dialog = GurpsArmyDialog(sv.army, self.view.situation_choices, self, strength=strength)
        if dialog.exec():
            return self._run("set_army", side, dialog.values())
        return None
