"""The mech battle panel: one page per phase of the turn, odds before every roll, results after."""

from __future__ import annotations

import html

from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from muster.gui.forecast import attach_forecast
from muster.gui.systems import compact
from muster.gui.systems.base import SystemPanel
from muster.i18n import fmt, message_of, number, render, term, term_noop
from muster.rules.mech.text import PHYSICAL_TEXT, cover_text, loc_text, side_text
from muster.services import ServiceError
from muster.services import queries as q

SIDES = ("front", "left", "right", "rear")
LOCATIONS = ("head", "center_torso", "left_torso", "right_torso", "center_torso_rear", "left_torso_rear",
             "right_torso_rear", "left_arm", "right_arm", "left_leg", "right_leg")
# the form's labels and the phases' guides, shown with self.tr (context BattlePanel)
MOVE_SPINS = (
    ("forward", term_noop("BattlePanel", "Hexes &forward:")),
    ("backward", term_noop("BattlePanel", "Hexes &backward:")),
    ("terrain_changes", term_noop("BattlePanel", "&Terrain changes:")),
    ("jumped", term_noop("BattlePanel", "Hexes &jumped:")),
    ("turn_start", term_noop("BattlePanel", "Hexsides turned at &start:")),
    ("turn_middle", term_noop("BattlePanel", "… in the &middle:")),
    ("turn_end", term_noop("BattlePanel", "… at the &end:")),
    ("stand_attempts", term_noop("BattlePanel", "Stand-&up attempts:")),
)
MODES = (
    ("walk", term_noop("BattlePanel", "Walked")),
    ("run", term_noop("BattlePanel", "Ran")),
    ("jump", term_noop("BattlePanel", "Jumped (within a walk)")),
    ("none", term_noop("BattlePanel", "Stayed put")),
)
GUIDE = {
    0: term_noop("BattlePanel",
                 "Roll initiative: d20 + piloting. The highest chooses to go first or last; the rest go lowest "
                 "to highest."),
    1: term_noop("BattlePanel",
                 "Enter what each mech did on the table, in initiative order. The app checks it against the MP."),
    2: term_noop("BattlePanel",
                 "Artillery is not part of this game: the phase is skipped. Go on to Combat (Ctrl+.)."),
    3: term_noop("BattlePanel",
                 "Declare every mech's attacks (in initiative order), then resolve them all at once (Ctrl+K)."),
    4: term_noop("BattlePanel",
                 "Parts with nothing left fall off, one piloting roll per mech, heat, shutdown and ammo checks, "
                 "wake-ups."),
    5: term_noop("BattlePanel",
                 "Destroyed mechs and mechs whose pilot died leave the battle."),
}


def _shown(text) -> str:
    """A text of the rules or the services (a phrase, a message, a name) in the GM's language."""
    return render(message_of(text))


class BattlePanel(compact.FillsCentralArea, SystemPanel):
    result_kinds = ("mech-initiative", "mech-move", "mech-declare", "mech-withdraw", "mech-combat", "mech-damage",
                    "mech-clean-up")

    def __init__(self, window):
        super().__init__(window)
        self.setObjectName("mechBattleView")
        self._battle: q.BattleRow | None = None
        self._data = None  # muster.services.mech.MechBattleView of the battle shown
        self._acting_seen: int | None = None  # the acting unit at the previous show_battle
        self._filling = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        compact.add_heading(self, layout)
        self.guideLabel = QLabel(objectName="phaseGuide")
        self.guideLabel.setWordWrap(True)
        self.guideLabel.setStyleSheet("color: palette(mid);")
        layout.addWidget(self.guideLabel)
        scroll, page_layout = compact.scroll_page("phaseScroll")
        page_layout.setContentsMargins(0, 0, 0, 0)
        self.pages = QStackedWidget(objectName="phasePages")
        page_layout.addWidget(self.pages)
        self._forecast_layout = page_layout
        layout.addWidget(scroll, 1)
        # the footer never scrolls: the odds or the move's check, the phase's buttons, the last result
        self.footer = QWidget(objectName="mechFooter")
        footer = QVBoxLayout(self.footer)
        footer.setContentsMargins(0, 0, 0, 0)
        self.actionRow = QHBoxLayout()
        self._build_initiative()
        self._build_movement()
        self._build_artillery()
        self._build_combat()
        self._build_damage()
        self._build_clean_up()
        self.pilotingLabel = compact.odds_label("pilotingOddsLabel")  # the damage phase's piloting rolls, before
        for label in (self.moveCheckLabel, self.oddsLabel, self.modsLabel, self.pilotingLabel):
            footer.addWidget(label)
        for button in (self.initiativeButton, self.moveButton, self.declareButton, self.withdrawButton,
                       self.resolveButton, self.damageButton, self.cleanUpButton):
            self.actionRow.addWidget(button)
        self.actionRow.addStretch(1)
        footer.addLayout(self.actionRow)
        layout.addWidget(self.footer)
        compact.add_result_area(self, layout)
        for combo in self.findChildren(QComboBox):
            compact.narrow(combo)
        from muster.gui.systems.mech.status import MechStatusWidget

        self.status = MechStatusWidget(service=lambda: self.service)
        self.forecastBox = attach_forecast(self, self._forecast_request, layout=self._forecast_layout)
        self.show_battle(None, [])

    # ---- page construction ------------------------------------------------------------------------------
    def _build_initiative(self) -> None:
        page = QGroupBox(self.tr("Initiative"), objectName="initiativePage")
        form = QFormLayout(page)
        self.highestCombo = QComboBox(objectName="highestCombo")
        self.highestCombo.addItem(self.tr("goes last (sees everyone else move first)"), "last")
        self.highestCombo.addItem(self.tr("goes first"), "first")
        self.initiativeButton = QPushButton(self.tr("Roll initiative"), objectName="initiativeButton")
        self.initiativeLabel = QLabel(objectName="initiativeLabel")
        self.initiativeLabel.setWordWrap(True)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.addRow(self.tr("The &highest roll"), self.highestCombo)
        form.addRow(self.initiativeLabel)
        self.initiativeButton.clicked.connect(self.roll_initiative)
        self.pages.addWidget(page)

    def _build_movement(self) -> None:
        page = QGroupBox(self.tr("Movement"), objectName="movementPage")
        outer = QVBoxLayout(page)
        top = QFormLayout()
        self.moverCombo = QComboBox(objectName="moverCombo")
        self.modeCombo = QComboBox(objectName="modeCombo")
        for value, text in MODES:
            self.modeCombo.addItem(self.tr(text), value)
        top.addRow(self.tr("&Mech:"), self.moverCombo)
        top.addRow(self.tr("M&ode:"), self.modeCombo)
        outer.addLayout(top)
        grid = QGridLayout()
        self.moveSpins: dict[str, QSpinBox] = {}
        for i, (key, text) in enumerate(MOVE_SPINS):
            spin = QSpinBox(objectName=f"{key}Spin")
            spin.setRange(0, 30)
            label = QLabel(self.tr(text))
            label.setWordWrap(True)  # long words (Russian) wrap rather than widen the page past the panel
            label.setBuddy(spin)
            grid.addWidget(label, i // 2, (i % 2) * 2)
            grid.addWidget(spin, i // 2, (i % 2) * 2 + 1)
            spin.valueChanged.connect(self._check_move)
            self.moveSpins[key] = spin
        self.hexesSpin = QSpinBox(objectName="hexesSpin")
        self.hexesSpin.setRange(-1, 60)
        self.hexesSpin.setSpecialValueText(self.tr("all hexes moved"))
        self.hexesSpin.setValue(-1)
        self.hexesSpin.setToolTip(self.tr("Hexes between the start and end hex (sets the movement die number)"))
        hexes_label = QLabel(self.tr("Hexes from start he&x:"))
        hexes_label.setWordWrap(True)
        hexes_label.setBuddy(self.hexesSpin)
        grid.addWidget(hexes_label, 4, 0)
        grid.addWidget(self.hexesSpin, 4, 1)
        self.gelPackCombo = QComboBox(objectName="moveGelPackCombo")
        self.gelLocationCombo = QComboBox(objectName="moveGelLocationCombo")
        for loc in LOCATIONS:
            self.gelLocationCombo.addItem(render(loc_text(loc)), loc)
        gel_label = QLabel(self.tr("&GEL pod on itself:"))
        gel_label.setWordWrap(True)
        gel_label.setBuddy(self.gelPackCombo)
        grid.addWidget(gel_label, 4, 2)
        gel_row = QVBoxLayout()  # pod over location: the page stays as narrow as the panel
        gel_row.addWidget(self.gelPackCombo)
        gel_row.addWidget(self.gelLocationCombo)
        grid.addLayout(gel_row, 4, 3)
        outer.addLayout(grid)
        self.moveCheckLabel = compact.odds_label("moveCheckLabel")
        self.moveButton = QPushButton(self.tr("Record move"), objectName="moveButton")
        self.movedLabel = QLabel(objectName="movedLabel")
        self.movedLabel.setWordWrap(True)
        outer.addWidget(self.movedLabel)
        self.moverCombo.currentIndexChanged.connect(self._mover_changed)
        for combo in (self.modeCombo, self.gelPackCombo, self.gelLocationCombo):
            combo.currentIndexChanged.connect(self._check_move)
        self.hexesSpin.valueChanged.connect(self._check_move)
        self.moveButton.clicked.connect(self.record_move)
        self.pages.addWidget(page)

    def _build_artillery(self) -> None:
        page = QGroupBox(self.tr("Artillery"), objectName="artilleryPage")
        box = QVBoxLayout(page)
        self.artilleryLabel = QLabel(self.tr("Artillery is not part of this game: the phase is skipped. "
                                             "Press Ctrl+. to go on to Combat."), objectName="artilleryLabel")
        self.artilleryLabel.setWordWrap(True)
        self.artilleryLabel.setStyleSheet("font-size: 13pt;")
        box.addWidget(self.artilleryLabel)
        box.addStretch(1)
        self.pages.addWidget(page)

    def _build_combat(self) -> None:
        page = QGroupBox(self.tr("Combat"), objectName="combatPage")
        outer = QVBoxLayout(page)
        form = QGridLayout()
        self.attackerCombo = QComboBox(objectName="attackerCombo")
        self.weaponCombo = QComboBox(objectName="weaponCombo")
        self.targetCombo = QComboBox(objectName="targetCombo")
        self.rangeSpin = QSpinBox(objectName="rangeSpin")
        self.rangeSpin.setRange(0, 60)
        self.rangeSpin.setValue(3)
        self.rangeSpin.setSuffix(self.tr(" hexes"))
        self.bearingCombo = QComboBox(objectName="bearingCombo")
        self.sideCombo = QComboBox(objectName="sideCombo")
        for side in SIDES:
            self.bearingCombo.addItem(render(side_text(side)), side)
            self.sideCombo.addItem(render(side_text(side)), side)
        self.bearingCombo.setToolTip(self.tr("Where the target is, seen from the attacker (firing arc)"))
        self.sideCombo.setToolTip(self.tr("Which side of the target faces the attacker (hit locations)"))
        self.coverCombo = QComboBox(objectName="coverCombo")
        self.coverSpin = QSpinBox(objectName="coverSpin")
        self.coverSpin.setRange(1, 6)
        self.coverSpin.setPrefix("× ")
        self.extraSpin = QSpinBox(objectName="extraSpin")
        self.extraSpin.setRange(-20, 20)
        self.extraSpin.setToolTip(self.tr("Any other modifier the GM rules"))
        self.packCombo = QComboBox(objectName="packCombo")
        self.repairCombo = QComboBox(objectName="repairCombo")
        for loc in LOCATIONS:
            self.repairCombo.addItem(render(loc_text(loc)), loc)
        rows = ((self.tr("&Attacker:"), self.attackerCombo, self.tr("&Weapon:"), self.weaponCombo),
                (self.tr("&Target:"), self.targetCombo, self.tr("&Range:"), self.rangeSpin),
                (self.tr("Target is to the (arc):"), self.bearingCombo, self.tr("Hit on target's &side:"),
                 self.sideCombo),
                (self.tr("&Cover/terrain:"), self.coverCombo, self.tr("Co&ver hexes:"), self.coverSpin),
                (self.tr("GM &modifier:"), self.extraSpin, "", None),
                (self.tr("GEL &pack:"), self.packCombo, self.tr("Re&pair location:"), self.repairCombo))
        self._gel_labels = []
        for r, (l1, w1, l2, w2) in enumerate(rows):
            lab1 = QLabel(l1)
            lab1.setWordWrap(True)  # long words (Russian) wrap rather than widen the page past the panel
            lab1.setBuddy(w1)
            form.addWidget(lab1, r, 0)
            form.addWidget(w1, r, 1)
            if w2 is not None:
                lab2 = QLabel(l2)
                lab2.setWordWrap(True)
                lab2.setBuddy(w2)
                form.addWidget(lab2, r, 2)
                form.addWidget(w2, r, 3)
            if w1 is self.packCombo:
                self._gel_labels = [lab1, lab2]
        outer.addLayout(form)
        self.oddsLabel = compact.odds_label()
        self.modsLabel = QLabel(objectName="modsLabel")
        self.modsLabel.setWordWrap(True)
        self.modsLabel.setStyleSheet("color: palette(mid);")
        self.modsLabel.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.declareButton = QPushButton(self.tr("&Declare attack"), objectName="declareButton")
        self.withdrawButton = QPushButton(self.tr("Withdraw selected"), objectName="withdrawButton")
        self.resolveButton = QPushButton(self.tr("Resolve all attacks (Ctrl+K)"), objectName="resolveButton")
        self.resolveButton.setStyleSheet("font-weight: bold;")
        self.declarationsTable = QTableWidget(0, 5, objectName="declarationsTable")
        self.declarationsTable.setHorizontalHeaderLabels([self.tr("Attacker"), self.tr("Weapon"), self.tr("Target"),
                                                          self.tr("Range"), self.tr("To hit")])
        self.declarationsTable.verticalHeader().setVisible(False)
        self.declarationsTable.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.declarationsTable.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.declarationsTable.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.declarationsTable.setMinimumHeight(90)
        outer.addWidget(self.declarationsTable)
        self.attackerCombo.currentIndexChanged.connect(self._attacker_changed)
        self.weaponCombo.currentIndexChanged.connect(self._weapon_changed)
        for combo in (self.targetCombo, self.bearingCombo, self.sideCombo, self.coverCombo,
                      self.packCombo, self.repairCombo):
            combo.currentIndexChanged.connect(self._update_odds)
        for spin in (self.rangeSpin, self.coverSpin, self.extraSpin):
            spin.valueChanged.connect(self._update_odds)
        self.declareButton.clicked.connect(self.declare)
        self.withdrawButton.clicked.connect(self.withdraw)
        self.resolveButton.clicked.connect(self.resolve)
        self.pages.addWidget(page)

    def _build_damage(self) -> None:
        page = QGroupBox(self.tr("Damage"), objectName="damagePage")
        box = QVBoxLayout(page)
        self.damagePreview = QLabel(objectName="damagePreview")
        self.damagePreview.setWordWrap(True)
        self.damageButton = QPushButton(self.tr("Run the damage phase for every mech (Ctrl+K)"),
                                        objectName="damagePhaseButton")
        box.addWidget(self.damagePreview)
        box.addStretch(1)
        self.damageButton.clicked.connect(self.run_damage_phase)
        self.pages.addWidget(page)

    def _build_clean_up(self) -> None:
        page = QGroupBox(self.tr("Clean-up"), objectName="cleanUpPage")
        box = QVBoxLayout(page)
        self.cleanUpPreview = QLabel(objectName="cleanUpPreview")
        self.cleanUpPreview.setWordWrap(True)
        self.cleanUpButton = QPushButton(self.tr("Remove wrecks from the battle (Ctrl+K)"), objectName="cleanUpButton")
        box.addWidget(self.cleanUpPreview)
        box.addStretch(1)
        self.cleanUpButton.clicked.connect(self.run_clean_up)
        self.pages.addWidget(page)

    # ---- showing the battle -----------------------------------------------------------------------------
    def _forecast_request(self) -> dict:
        from muster.services import forecast

        if self._battle is None:
            raise ServiceError(self.tr("Select a mech battle first."))
        return forecast.mech_request(self.service, self._battle.id)

    def show_battle(self, battle: q.BattleRow | None, units: list[q.UnitRow], *, reset: bool = True) -> None:
        from muster.services import mech

        self._battle = battle if battle is not None and battle.system == "mech" else None
        if self._battle is None:
            self._show_nothing()
            return
        b = self._battle
        self.pages.setEnabled(True)
        self.titleLabel.setText(b.name)
        self.subtitleLabel.setText(fmt(self.tr("Turn %1 · %2 phase"), b.round, render(term("Rules", b.phase_name))))
        self.guideLabel.setText(self.tr(GUIDE[b.phase]) if b.phase in GUIDE else "")
        try:
            self._data = mech.panel_data(self.service, b.id)
        except ServiceError as exc:
            self._data = None
            self.guideLabel.setText(str(exc))
        self.pages.setCurrentIndex(min(max(b.phase, 0), self.pages.count() - 1))
        self._show_footer(b.phase)
        acting = b.initiative[b.active] if 0 <= b.active < len(b.initiative) else None
        follow = reset or acting != self._acting_seen  # the lead follows the acting unit (Next Unit, Ctrl+J)
        self._acting_seen = acting
        self._filling = True
        try:
            if reset:
                self._reset_choices()
            self._show_initiative()
            self._fill_movers(acting if follow else None, reset)
            self._fill_move_gel(reset)
            self._fill_attackers(acting if follow else None, reset)
            self._fill_weapons(reset)
            self._fill_targets(reset)
            self._fill_packs(reset)
            self._fill_cover(reset)
            self._show_declarations()
            self._show_damage_preview()
        finally:
            self._filling = False
        self._check_move()
        self._update_odds()
        focus = self._focus_unit()
        self.status.set_mechs(self._mechs(), focus if focus is not None else (acting if follow else None))
        self.primary_changed.emit()

    def _show_nothing(self) -> None:
        self.titleLabel.setText(self.tr("No battle selected"))
        self.subtitleLabel.setText("")
        self.guideLabel.setText("")
        self._data = None
        self._acting_seen = None
        self.pages.setEnabled(False)
        self._show_footer(None)
        self.status.set_mechs([])
        self.primary_changed.emit()

    def _reset_choices(self) -> None:
        """The GM's unsaved choices back to their defaults (the units are taken afresh by the fills)."""
        self.highestCombo.setCurrentIndex(0)
        self._clear_move_plan()
        self.modeCombo.setCurrentIndex(0)
        self.gelLocationCombo.setCurrentIndex(0)
        self.rangeSpin.setValue(3)
        self.bearingCombo.setCurrentIndex(0)
        self.sideCombo.setCurrentIndex(0)
        self.coverSpin.setValue(1)
        self.extraSpin.setValue(0)
        self.repairCombo.setCurrentIndex(0)

    def _clear_move_plan(self) -> None:
        for spin in self.moveSpins.values():
            spin.setValue(0)
        self.hexesSpin.setValue(-1)

    def _mechs(self) -> tuple:
        return self._data.mechs if self._data is not None else ()

    def _alive(self) -> list:
        return [m for m in self._mechs() if not m.out]

    def view(self, unit_id):
        return self._data.mech(unit_id) if self._data is not None else None

    def _focus_unit(self):
        if self._battle is None:
            return None
        if self._battle.phase == 1:
            return self.moverCombo.currentData()
        if self._battle.phase == 3:
            return self.attackerCombo.currentData()
        return None

    def status_dock_widget(self):
        return self.status

    @staticmethod
    def _fill(combo: QComboBox, entries, keep=None) -> None:
        """Refill ``combo`` with (text, data) entries, choosing ``keep`` if it is there, else the first."""
        combo.blockSignals(True)
        combo.clear()
        for text, data in entries:
            combo.addItem(text, data)
        index = combo.findData(keep) if keep is not None else -1
        combo.setCurrentIndex(index if index >= 0 else (0 if combo.count() else -1))
        combo.blockSignals(False)

    @staticmethod
    def _kept(combo: QComboBox, reset: bool):
        return None if reset else combo.currentData()

    # ---- initiative ----------------------------------------------------------------------------------
    def _show_initiative(self) -> None:
        rolls = self._data.initiative_rolls if self._data is not None else None
        self.initiativeButton.setEnabled(rolls is None and bool(self._mechs()) and self._battle.phase == 0)
        if rolls is None:
            self.initiativeLabel.setText(self.tr("Not rolled yet this turn."))
            return
        names = {m.id: m.name for m in self._mechs()}
        rolled = ", ".join(f"{names.get(r.unit_id, '?')} {number(r.total)}" for r in reversed(rolls))
        order = " → ".join(names[u] for u in self._data.initiative_order if u in names)
        self.initiativeLabel.setText(fmt(self.tr("Rolls: %1\nOrder for movement and declarations: %2"), rolled, order))

    def roll_initiative(self):
        from muster.services import mech

        if self._battle is None:
            return None
        return self.window_.run(mech.roll_initiative, self._battle.id, self.highestCombo.currentData(), origin=self)

    # ---- movement ----------------------------------------------------------------------------------------
    def _may_move(self, unit_id) -> bool:
        m = self.view(unit_id)
        return m is not None and not m.out and not m.moved

    def _fill_movers(self, lead, reset: bool) -> None:
        """The mech to enter: the acting unit when it changed, else the one chosen while it has not moved,
        else the next in initiative order that has not moved (the GM moves them in that order)."""
        before = self.moverCombo.currentData()
        keep = lead if self._may_move(lead) else self._kept(self.moverCombo, reset)
        if not self._may_move(keep):
            keep = next((m.id for m in self._alive() if not m.moved), keep)
        self._fill(self.moverCombo, [(("✓ " if m.moved else "") + f"{m.name} ({m.design})", m.id)
                                     for m in self._alive()], keep)
        if self.moverCombo.currentData() != before:
            self._clear_move_plan()  # what was entered belongs to the mech before
        moved = [render(m.moved) for m in self._mechs() if m.moved]
        self.movedLabel.setText("\n".join(moved) if moved else self.tr("No mech has moved yet this turn."))

    def _fill_move_gel(self, reset: bool) -> None:
        m = self.view(self.moverCombo.currentData())
        packs = [(fmt(self.tr("%1 (%2 left)"), a.name, a.left), a.id) for a in (m.gel_packs() if m else ())]
        self._fill(self.gelPackCombo, [(self.tr("none"), None)] + packs, self._kept(self.gelPackCombo, reset))
        self.gelPackCombo.setEnabled(bool(packs))
        self.gelLocationCombo.setEnabled(bool(packs))

    def _mover_changed(self) -> None:
        if self._filling:
            return
        self._fill_move_gel(False)
        uid = self.moverCombo.currentData()
        if uid is not None:
            self.status.select(uid)
        self._check_move()

    def move_plan(self) -> dict:
        plan = {"mode": self.modeCombo.currentData()}
        for key, spin in self.moveSpins.items():
            if spin.value():
                plan[key] = spin.value()
        if self.hexesSpin.value() >= 0:
            plan["hexes"] = self.hexesSpin.value()
        if self.gelPackCombo.currentData():
            plan["gel"] = [{"pack": self.gelPackCombo.currentData(), "location": self.gelLocationCombo.currentData()}]
        return plan

    def _check_move(self) -> None:
        if self._filling:
            return
        self._show_move_check()
        self.primary_changed.emit()

    def _show_move_check(self) -> None:
        from muster.services import mech

        uid = self.moverCombo.currentData()
        self.moveButton.setEnabled(False)
        self.moveCheckLabel.setStyleSheet(compact.ODDS_STYLE)
        if self._battle is None or uid is None:
            self.moveCheckLabel.setText("")
            return
        m = self.view(uid)
        if m is not None and m.moved:
            self.moveCheckLabel.setText(fmt(self.tr("%1 has already moved this turn (Ctrl+Z to take it back)."),
                                            m.name))
            return
        try:
            check = mech.check_move(self.service, self._battle.id, uid, self.move_plan())
        except ServiceError as exc:
            self.moveCheckLabel.setText(str(exc))
            return
        if check.problems:
            self.moveCheckLabel.setStyleSheet(compact.ODDS_STYLE + " color: #c62828;")
            self.moveCheckLabel.setText("<br>".join(
                f"✗ <b>{html.escape(self._field(p.field))}</b>: {html.escape(_shown(p.message))}"
                for p in check.problems))
        elif check.mp is not None:
            mp = check.mp
            notes = (" — " + "; ".join(_shown(n) for n in mp.notes)) if mp.notes else ""
            self.moveCheckLabel.setText(fmt(self.tr("✓ %1 of %2 MP (walk %3 / run %4 / jump %5)%6"), mp.spent,
                                            mp.available, mp.walk, mp.run, mp.jump, notes))
        else:
            self.moveCheckLabel.setText(self.tr("✓ stays put"))
        self.moveButton.setEnabled(not check.problems and m is not None and self._battle.phase == 1)

    def _field(self, field: str) -> str:
        """A move plan's field in the words of the form (never the plan's key)."""
        words = {"mode": self.tr("How it moved"), "hexes": self.tr("Hexes from start hex"), "gel": self.tr("GEL pod")}
        words.update({key: self.tr(text).replace("&", "").rstrip(":") for key, text in MOVE_SPINS})
        return words.get(field, field.replace("_", " "))

    def record_move(self):
        from muster.services import mech

        uid = self.moverCombo.currentData()
        if self._battle is None or uid is None:
            return None
        return self.window_.run(mech.move, self._battle.id, uid, self.move_plan(), origin=self)

    # ---- combat --------------------------------------------------------------------------------------------
    def _fill_attackers(self, lead, reset: bool) -> None:
        """The attacker: the acting unit when it changed, else the one chosen while it is still in the fight."""
        alive = self._alive()
        ids = [m.id for m in alive]
        keep = lead if lead in ids else self._kept(self.attackerCombo, reset)
        if keep not in ids:
            keep = self._acting_seen if self._acting_seen in ids else None
        self._fill(self.attackerCombo, [(fmt("%1 (%2)", m.name, m.design), m.id) for m in alive], keep)

    def _fill_weapons(self, reset: bool) -> None:
        m = self.view(self.attackerCombo.currentData())
        entries = []
        if m is not None:
            for w in m.weapons:
                rng = "/".join(number(x) for x in w.ranges[1:])
                where = fmt(self.tr("%1 rear"), loc_text(w.location)) if w.rear else render(loc_text(w.location))
                flag = "" if w.working else self.tr(" — OUT")
                damage = number(w.damage) if isinstance(w.damage, int) else w.damage
                entries.append((fmt(self.tr("%1 (%2; %3 dmg, %4)"), w.name, where, damage, rng) + flag, w.id))
            if m.hands:
                entries.append((self.tr("Punch"), "punch"))
            if m.feet:
                entries.append((self.tr("Kick"), "kick"))
        self._fill(self.weaponCombo, entries, self._kept(self.weaponCombo, reset))

    def target_choices(self) -> list:
        """Mechs the chosen weapon may aim at: other sides' mechs; a GEL dispenser its own side's (itself first)."""
        attacker = self.view(self.attackerCombo.currentData())
        if attacker is None:
            return []
        if self._is_gel(self.weaponCombo.currentData()):
            return [attacker] + [m for m in self._alive() if m.side_id == attacker.side_id and m.id != attacker.id]
        return [m for m in self._alive() if m.side_id != attacker.side_id and m.id != attacker.id]

    def _fill_targets(self, reset: bool) -> None:
        self._fill(self.targetCombo, [(fmt("%1 (%2)", m.name, m.design), m.id) for m in self.target_choices()],
                   self._kept(self.targetCombo, reset))

    def _fill_packs(self, reset: bool) -> None:
        m = self.view(self.attackerCombo.currentData())
        self._fill(self.packCombo, [(fmt(self.tr("%1 (%2 left)"), a.name, a.left), a.id)
                                    for a in (m.gel_packs() if m else ())],
                   self._kept(self.packCombo, reset))

    def _fill_cover(self, reset: bool) -> None:
        cover = self._data.cover if self._data is not None else ()
        self._fill(self.coverCombo, [(self.tr("none"), None)] + [(render(cover_text(c)), c) for c in cover],
                   self._kept(self.coverCombo, reset))

    def _attacker_changed(self) -> None:
        if self._filling:
            return
        self._filling = True
        try:
            self._fill_weapons(False)
            self._fill_targets(False)
            self._fill_packs(False)
        finally:
            self._filling = False
        uid = self.attackerCombo.currentData()
        if uid is not None:
            self.status.select(uid)
        self._update_odds()

    def _weapon_changed(self) -> None:
        if self._filling:
            return
        self._filling = True
        try:
            self._fill_targets(False)
        finally:
            self._filling = False
        self._update_odds()

    def declaration(self) -> dict | None:
        a, t, w = self.attackerCombo.currentData(), self.targetCombo.currentData(), self.weaponCombo.currentData()
        if a is None or t is None or w is None:
            return None
        decl = {"attacker": str(a), "target": str(t), "weapon": w, "range": self.rangeSpin.value(),
                "bearing": self.bearingCombo.currentData(), "side": self.sideCombo.currentData()}
        if self.coverCombo.currentData():
            decl["cover"] = [self.coverCombo.currentData()] * self.coverSpin.value()
        if self.extraSpin.value():
            decl["modifiers"] = [{"name": "GM modifier", "value": self.extraSpin.value()}]
        if self._is_gel(w):
            decl["pack"] = self.packCombo.currentData()
            decl["location"] = self.repairCombo.currentData()
        return decl

    def _is_gel(self, weapon_id) -> bool:
        m = self.view(self.attackerCombo.currentData())
        return m is not None and any(w.id == weapon_id and w.kind == "gel_dispenser" for w in m.weapons)

    def _update_odds(self) -> None:
        if self._filling:
            return
        self._show_odds()
        self.primary_changed.emit()

    def _show_odds(self) -> None:
        from muster.services import mech

        gel = self._is_gel(self.weaponCombo.currentData())
        for w in [self.packCombo, self.repairCombo] + self._gel_labels:
            w.setVisible(gel)
        decl = self.declaration()
        ok = False
        self.oddsLabel.setStyleSheet(compact.ODDS_STYLE)
        self.modsLabel.setText("")
        if self._battle is None or decl is None:
            no_target = self.attackerCombo.currentData() is not None and self.targetCombo.count() == 0
            self.oddsLabel.setText(self.tr("No mech of another side is left to attack.") if no_target else "—")
        else:
            try:
                odds = mech.attack_odds(self.service, self._battle.id, decl)
            except ServiceError as exc:
                self.oddsLabel.setStyleSheet(compact.ODDS_STYLE + " color: #c62828;")
                self.oddsLabel.setText(fmt(self.tr("Not allowed: %1"), str(exc)))
            else:
                ok = True
                self.oddsLabel.setText(self._odds_text(odds))
                self.modsLabel.setText(", ".join(f"{m.value:+d} {_shown(m.name)}" for m in odds.modifiers))
        self.declareButton.setEnabled(ok and self._battle.phase == 3)

    def _odds_text(self, odds) -> str:
        if not odds.needs_roll:
            return self.tr("No roll needed (always works)")
        return fmt(self.tr("%1% to hit — needs %2+ on the d20 (modifiers %3, hits on a modified %4)"), odds.percent,
                   min(20, odds.need_natural), f"{odds.modifier_total:+d}", odds.needed)

    def _show_declarations(self) -> None:
        rows = self._data.declarations if self._data is not None else ()
        self.declarationsTable.setRowCount(len(rows))
        for r, row in enumerate(rows):
            m = self.view(row.attacker_id)
            weapon = next((w.name for w in (m.weapons if m else ()) if w.id == row.weapon),
                          render(PHYSICAL_TEXT.get(row.weapon, row.weapon)))
            odds = (self._odds_short(row.odds) if row.legal else
                    fmt(self.tr("not allowed: %1"), _shown(row.error)))
            for c, text in enumerate((row.attacker, weapon, row.target, number(row.range), odds)):
                self.declarationsTable.setItem(r, c, QTableWidgetItem(text))
        self.resolveButton.setEnabled(bool(rows) and self._battle.phase == 3)
        self.withdrawButton.setEnabled(bool(rows))

    def _odds_short(self, odds) -> str:
        if not odds.needs_roll:
            return self.tr("no roll")
        return fmt(self.tr("%1% (%2+)"), odds.percent, min(20, odds.need_natural))

    def declare(self):
        from muster.services import mech

        decl = self.declaration()
        if self._battle is None or decl is None:
            return None
        return self.window_.run(mech.declare_attack, self._battle.id, decl, origin=self)

    def withdraw(self):
        from muster.services import mech

        row = self.declarationsTable.currentRow()
        if self._battle is None or row < 0:
            return None
        return self.window_.run(mech.withdraw_attack, self._battle.id, row, origin=self)

    def resolve(self):
        from muster.services import mech

        if self._battle is None:
            return None
        return self.window_.run(mech.resolve_combat, self._battle.id, origin=self)

    # ---- damage and clean-up ---------------------------------------------------------------------------
    def _show_damage_preview(self) -> None:
        lines = []
        for m in self._alive():
            bits = []
            falling = [render(loc_text(loc.location)) for loc in m.locations if loc.falling_off]
            if falling:
                bits.append(fmt(self.tr("falls off: %1"), ", ".join(falling)))
            if m.piloting_reasons:
                bits.append(fmt(self.tr("piloting roll (%1)"), ", ".join(_shown(r) for r in m.piloting_reasons)))
            bits.append(fmt(self.tr("heat about %1"), max(0, m.heat + m.heat_this_turn - m.sinks)))
            lines.append(f"<b>{html.escape(m.name)}</b>: " + html.escape("; ".join(bits)))
        done = self._data is not None and self._data.damage_done
        self._show_piloting_odds(done)
        self.damagePreview.setText("<br>".join(lines) + ("<br><i>" + self.tr("Done for this turn.") + "</i>"
                                                         if done else ""))
        self.damageButton.setEnabled(self._data is not None and not done and self._battle.phase == 4)
        wrecks = [m.name for m in self._mechs() if m.out]
        self.cleanUpPreview.setText(fmt(self.tr("Leaving the battle: %1"), ", ".join(wrecks)) if wrecks
                                    else self.tr("No wrecks: every mech stays in the fight."))
        self.cleanUpButton.setEnabled(self._data is not None and self._battle.phase == 5)

    def _show_piloting_odds(self, done: bool) -> None:
        """Before the damage phase: each piloting roll it will call for, with its exact chance and modifiers."""
        from muster.services import mech

        if self._battle is None or self._battle.phase != 4 or done:
            self.pilotingLabel.setText("")
            return
        lines = []
        for m in self._alive():
            try:
                odds = mech.piloting_odds(self.service, self._battle.id, m.id)
            except ServiceError as exc:
                lines.append(f"<b>{html.escape(m.name)}</b>: {html.escape(str(exc))}")
                continue
            if odds.roll_needed and odds.note:  # an unconscious pilot, a shut-down mech
                lines.append(fmt(self.tr("<b>%1</b> falls: the piloting roll fails automatically (%2)"),
                                 html.escape(m.name), html.escape(_shown(odds.note))))
            elif odds.roll_needed:
                mods = ", ".join(f"{value:+d} {_shown(name)}" for name, value in odds.modifiers)
                reasons = ", ".join(_shown(r) for r in odds.reasons)
                lines.append(fmt(self.tr("<b>%1</b> piloting roll: %2 to stay up (d20 %3 needs %4; %5)"),
                                 html.escape(m.name), compact.tidy_percent(odds.percent_text),
                                 f"{odds.modifier_total:+d}", odds.needed, html.escape(mods or reasons)))
            elif odds.note and odds.reasons:  # prone already: no roll
                lines.append(fmt(self.tr("<b>%1</b>: no piloting roll (%2)"), html.escape(m.name),
                                 html.escape(_shown(odds.note))))
        self.pilotingLabel.setText("<br>".join(lines) if lines else
                                   self.tr("No piloting roll this turn: nothing calls for one."))

    def run_damage_phase(self):
        from muster.services import mech

        if self._battle is None:
            return None
        return self.window_.run(mech.damage_phase, self._battle.id, origin=self)

    def run_clean_up(self):
        from muster.services import mech

        if self._battle is None:
            return None
        return self.window_.run(mech.clean_up, self._battle.id, origin=self)

    # ---- common ------------------------------------------------------------------------------------------
    def format_result(self, row: q.LogRow) -> str:
        """Combat and damage phase: a headline and one line per attack or mech; the rest: the log text."""
        result = row.result if isinstance(row.result, dict) else {}
        lines = result.get("lines")
        if not lines:
            return f"<b>{html.escape(row.text)}</b>"
        head = render(result.get("headline", ""))  # message data (or, recorded before, English text)
        return f"<b>{html.escape(head)}</b><br/>" + "<br/>".join(html.escape(render(line)) for line in lines)

    def _show_footer(self, phase: int | None) -> None:
        """Only the phase's own odds line and buttons show in the footer."""
        for w, phases in ((self.initiativeButton, (0,)), (self.moveButton, (1,)), (self.moveCheckLabel, (1,)),
                          (self.oddsLabel, (3,)), (self.modsLabel, (3,)), (self.declareButton, (3,)),
                          (self.withdrawButton, (3,)), (self.resolveButton, (3,)), (self.damageButton, (4,)),
                          (self.pilotingLabel, (4,)),
                          (self.cleanUpButton, (5,))):
            w.setVisible(phase in phases)

    def primary_button(self) -> QPushButton | None:
        """The button Ctrl+K presses in this phase (None: nothing to roll)."""
        if self._battle is None:
            return None
        return {0: self.initiativeButton, 1: self.moveButton, 3: self.resolveButton, 4: self.damageButton,
                5: self.cleanUpButton}.get(self._battle.phase)

    def odds_widget(self) -> QLabel | None:
        """The odds before the roll: to hit in combat, the movement points check while moving."""
        if self._battle is None:
            return None
        return {1: self.moveCheckLabel, 3: self.oddsLabel, 4: self.pilotingLabel}.get(self._battle.phase)

    def primary_available(self) -> bool:
        button = self.primary_button()
        return button is not None and button.isEnabled()

    def primary_action(self) -> None:
        if self._battle is None:
            return
        {0: self.roll_initiative, 1: self.record_move, 3: self.resolve, 4: self.run_damage_phase,
         5: self.run_clean_up}.get(self._battle.phase, lambda: None)()
