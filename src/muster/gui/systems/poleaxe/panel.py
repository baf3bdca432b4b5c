"""The By This Poleaxe battle panel: the move-space line, the phase's actions, morale, odds, squads."""

from __future__ import annotations

import html
from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QCheckBox, QComboBox, QHeaderView, QPushButton, QTableWidgetItem

from muster.gui.dialogs.fit import fit_to_screen
from muster.gui.forecast import attach_forecast
from muster.gui.systems import compact
from muster.gui.systems.base import SystemPanel
from muster.gui.uiloader import load_ui
from muster.i18n import fmt, number, render, term
from muster.services import ServiceError
from muster.services import queries as q

if TYPE_CHECKING:
    from muster.services.poleaxe import BattleView, Engagement, MissileOdds, SquadView

PHASE_PAGES = {"declare": "declarePage", "half_move": "movePage", "missiles": "missilePage",
               "finish_move": "movePage", "melee": "meleePage"}
SQUAD_TO_DROP, SQUAD_TO_BE_HIT, SQUAD_MORALE = 1, 2, 8  # columns of the squads table: odds first


def pct(value: float) -> str:
    """A chance from 0 to 1 ("<0.01%" when tiny, never a false 0%)."""
    return compact.percent(value)


def pct_of(percent: float) -> str:
    """A chance the services give in percent (0 to 100)."""
    return compact.percent(Fraction(percent) / 100)


class BattlePanel(compact.FillsCentralArea, SystemPanel):
    result_kinds = ("poleaxe-setup", "poleaxe-declare", "poleaxe-melee", "poleaxe-missile", "poleaxe-morale",
                    "poleaxe-morale-dismiss", "poleaxe-rally", "poleaxe-spell", "poleaxe-aftermath")

    def __init__(self, window):
        super().__init__(window)
        load_ui("poleaxe_panel.ui", self)
        self.setObjectName("poleaxeBattleView")
        compact.add_result_area(self, self.mainLayout)
        self.battle: q.BattleRow | None = None
        self.view: BattleView | None = None
        self.engagements: list[Engagement] = []
        self._due: list = []
        self._seen: tuple | None = None  # (battle id, turn, phase) of the last show: melee choices live that long
        self._acting: int | None = None  # the acting unit at the last show
        for key, label in (("none", self.tr("No cover")), ("soft", self.tr("Soft cover (+1 DV)")),
                           ("hard", self.tr("Hard cover (+2 DV)"))):
            self.coverCombo.addItem(label, key)
        for key, label in (("damage", self.tr("Damage")),
                           ("area_damage", self.tr("Area damage (all enemy squads of a body)")),
                           ("incapacitate", self.tr("Incapacitate (sleep, web, hold)")),
                           ("healing", self.tr("Healing")),
                           ("enhancement", self.tr("Enhancement (AV +1 to +3)")),
                           ("protection", self.tr("Protection (DV +1 to +4)"))):
            self.spellKindCombo.addItem(label, key)
        self._spell_defaults = {spin: spin.value() for spin in (self.spellHdSpin, self.spellPerSpin,
                                                                self.spellBonusSpin, self.spellTurnsSpin)}
        self._offer_per_default = True  # the campaign's HD per HTK once a battle is shown, then the GM's choice
        self._per_offered = 0
        self._setup_tables()
        self.setupButton.clicked.connect(self.setup_battle)
        self.bodiesButton = QPushButton(self.tr("Set up &bodies…"), objectName="bodiesButton")
        self.bodiesButton.setToolTip(self.tr("Group squads into named bodies per side (battles of over 100 "
                                             "combatants), then roll the distance"))
        self.setupLayout.addWidget(self.bodiesButton, 0, Qt.AlignmentFlag.AlignLeft)
        self.bodiesButton.clicked.connect(self.open_bodies)
        self.declareButton.clicked.connect(self.declare)
        self.fireButton.clicked.connect(self.fire)
        self.resolveButton.clicked.connect(self.resolve_melee)
        self.rollMoraleButton.clicked.connect(self.roll_morale)
        self.dismissMoraleButton.clicked.connect(self.dismiss_morale)
        self.rallyButton.clicked.connect(self.rally)
        self.castButton.clicked.connect(self.cast)
        self.aftermathButton.clicked.connect(self.open_aftermath)
        self.bodyCombo.currentIndexChanged.connect(self._body_changed)
        for combo in (self.shooterCombo, self.targetCombo, self.coverCombo):
            combo.currentIndexChanged.connect(self._missile_changed)
        self.rallyCombo.currentIndexChanged.connect(self._rally_changed)
        self.spellKindCombo.currentIndexChanged.connect(self._spell_changed)
        self.spellTargetCombo.currentIndexChanged.connect(lambda *_: self.primary_changed.emit())
        self.forecastBox = attach_forecast(self, self._forecast_request, tabs=self.panelTabs)
        self.show_battle(None, [])

    def _setup_tables(self) -> None:
        specs = (
            (self.bodiesTable, (self.tr("Body"), self.tr("Side"), self.tr("Position"), self.tr("Declared"),
                                self.tr("Squads"))),
            (self.engagementsTable, (self.tr("Attacker"), self.tr("Target"), self.tr("To hit"), self.tr("Costs an HTK"),
                                     self.tr("Direction"), self.tr("Surprise"), self.tr("Charge"), self.tr("Cover"))),
            (self.moraleTable, (self.tr("Squad"), self.tr("Chance to hold"), self.tr("Holds on"), self.tr("Why"),
                                self.tr("Secure position (+1)"))),
            (self.squadsTable, (self.tr("Squad"), self.tr("To drop this melee"), self.tr("To be hit"), self.tr("Body"),
                                self.tr("AV"), self.tr("DV"), self.tr("MV"), self.tr("Hits to Kill"), self.tr("Morale"),
                                self.tr("Effects"))),
        )
        for table, headers in specs:
            table.setColumnCount(len(headers))
            table.setHorizontalHeaderLabels(list(headers))
            table.verticalHeader().setVisible(False)
            table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
            table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            table.horizontalHeader().setStretchLastSection(True)
            table.verticalHeader().setDefaultSectionSize(24)

    # ---- showing -------------------------------------------------------------------------------------
    def _forecast_request(self) -> dict:
        from muster.services import forecast

        if self.battle is None:
            raise ServiceError(self.tr("Select a By This Poleaxe battle first."))
        return forecast.poleaxe_request(self.service, self.battle.id, self.engagements or None)

    def show_battle(self, battle: q.BattleRow | None, units: list[q.UnitRow], *, reset: bool = True) -> None:
        from muster.services import poleaxe

        self.battle = battle
        self.view = view = poleaxe.battle_view(self.service, battle.id) if battle and self.service else None
        seen = (battle.id, battle.round, battle.phase) if battle else None
        if reset or seen != self._seen:
            self.engagements = []  # flank, surprise, charge and cover hold for one melee phase only
        if reset:
            self._reset_choices()
        self._seen = seen
        acting = battle.initiative[battle.active] if battle and 0 <= battle.active < len(battle.initiative) else None
        follow = acting if reset or acting != self._acting else None  # a new acting unit moves the selections
        self._acting = acting
        try:
            self._show(battle, view, follow)
        finally:
            self.primary_changed.emit()

    def _reset_choices(self) -> None:
        """Drop every choice the GM made in the widgets and not in the file: back to the defaults."""
        for combo in (self.bodyCombo, self.shooterCombo, self.targetCombo, self.rallyCombo, self.spellTargetCombo):
            combo.blockSignals(True)
            combo.clear()
            combo.blockSignals(False)
        for combo in (self.coverCombo, self.spellKindCombo):
            combo.setCurrentIndex(0)
        self.spellNameEdit.clear()
        for spin, value in self._spell_defaults.items():
            spin.setValue(value)
        self._offer_per_default = True
        self.moraleTable.setRowCount(0)
        self._due = []

    def _show(self, battle: q.BattleRow | None, view: BattleView | None, follow: int | None) -> None:
        if battle is None or view is None:
            self.titleLabel.setText(self.tr("No battle selected"))
            self.subtitleLabel.setText(self.tr("Build squads in the Army Roster (Ctrl+U), then start a battle (Ctrl+B)."))
            for w in (self.setupBox, self.fieldBox, self.phaseStack, self.moraleBox, self.rallyBox,
                      self.panelTabs, self.oddsLabel, self.aftermathButton, self.phaseSteps):
                w.setVisible(False)
            self._show_action_buttons(None)
            return
        self.titleLabel.setText(battle.name)
        self.aftermathButton.setVisible(True)
        self.phaseSteps.setVisible(True)
        self.panelTabs.setVisible(True)
        steps = []
        for i, label in enumerate(self._short_phases()):
            steps.append(f"<b style='color:#0a58ca'>▶ {i + 1}. {label}</b>" if i == battle.phase
                         else f"<span style='color:gray'>{i + 1}. {label}</span>")
        self.phaseSteps.setText(" → ".join(steps))
        if view.error:
            self.subtitleLabel.setText(view.error)
            for w in (self.setupBox, self.fieldBox, self.phaseStack, self.moraleBox, self.rallyBox,
                      self.oddsLabel):
                w.setVisible(False)
            self.panelTabs.setTabVisible(self.panelTabs.indexOf(self.spellScroll), False)
            self._show_action_buttons(None)
            self._show_squads(view)
            return
        self.subtitleLabel.setText(fmt(self.tr("Turn %1 · Phase %2: %3"), battle.round, battle.phase + 1,
                                       render(term("Rules", view.phase_label))))
        set_up = view.set_up
        self.setupBox.setVisible(not set_up)
        self.fieldBox.setVisible(set_up)
        self.phaseStack.setVisible(set_up)
        self.panelTabs.setTabVisible(self.panelTabs.indexOf(self.spellScroll),
                                     set_up and view.phase in ("missiles", "melee"))
        self.oddsLabel.setVisible(set_up)
        self._show_field(view)
        self._show_squads(view)
        acting = view.squad(follow) if follow is not None else None
        if set_up:
            self.phaseStack.setCurrentWidget(getattr(self, PHASE_PAGES[view.phase]))
            self._fill_declare(view, acting)
            self._fill_missiles(view, acting)
            self._fill_spells(view, acting)
            self._load_engagements(view)
            self.moveLabel.setText(self._move_text(view))
        self._show_morale()
        self._fill_rally(view, acting)
        self._show_action_buttons(view)
        self._refresh_odds()

    def _short_phases(self) -> tuple[str, ...]:
        """The five phases as the steps line names them."""
        return (self.tr("Declare"), self.tr("Move half"), self.tr("Missiles & spells"), self.tr("Finish move"),
                self.tr("Melee"))

    def _show_action_buttons(self, view: BattleView | None) -> None:
        """The footer shows the rolls this moment offers: set-up, morale checks due, the phase's own roll."""
        set_up = view is not None and view.set_up and not view.error
        phase = view.phase if set_up else None
        self.setupButton.setVisible(view is not None and not view.error and not view.set_up)
        self.rollMoraleButton.setVisible(bool(self._due))
        self.declareButton.setVisible(phase == "declare")
        self.fireButton.setVisible(phase == "missiles")
        self.resolveButton.setVisible(phase == "melee")

    def _move_text(self, view: BattleView) -> str:
        if view.phase == "half_move":
            return self.tr("Every body has moved half its declared distance (rounded up). Move the figures, "
                           "then go on to missile fire and spells (Ctrl+.).")
        return self.tr("Every body has finished its declared move; bodies that met stopped at contact. "
                       "Go on to melee (Ctrl+.).")

    def _show_field(self, view: BattleView) -> None:
        t = self.bodiesTable
        t.setRowCount(len(view.bodies))
        for r, b in enumerate(view.bodies):
            declared = self.tr("stands") if b.declared == 0 else (
                fmt(self.tr("charges %1") if b.charge else self.tr("moves %1"), f"{b.declared:+d}"))
            for c, text in enumerate((b.name, b.side, number(b.position), declared, ", ".join(b.squads))):
                t.setItem(r, c, QTableWidgetItem(text))
        parts = []
        for d in view.distances:
            if d.engaged:
                parts.append(fmt("<b>%1</b> <span style='color:#b00020'><b>%2</b></span> <b>%3</b>", d.a,
                                 self.tr("⚔ ENGAGED ⚔"), d.b))
            else:
                gap = "─" * min(12, d.distance * 2)
                apart = (self.tr("<b>%n</b> move space", "", d.distance) if d.distance == 1
                         else self.tr("<b>%n</b> move spaces", "", d.distance))
                parts.append(fmt("<b>%1</b> ■%2 %3 %2■ <b>%4</b>", d.a, gap, apart, d.b))
        self.lineLabel.setText("<br>".join(parts))
        self.eventsLabel.setText(" · ".join(view.events))

    def _show_squads(self, view: BattleView) -> None:
        t = self.squadsTable
        t.setRowCount(len(view.squads))
        for r, s in enumerate(view.squads):
            if s.dropped:
                morale = self.tr("OUT OF THE FIGHT")
            elif s.out:
                morale = self.tr("out (spell)")
            else:
                morale = self._morale_word(s.morale)
                if s.held:
                    morale = fmt(self.tr("%1, held"), morale)
            cells = (s.name, "", "", s.body or s.side, str(s.av), str(s.dv), str(s.mv),
                     f"{s.pips} {s.hits_left}/{s.htk}", morale, "; ".join(s.effects))
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c == SQUAD_MORALE and (s.morale == "routing" or s.out):
                    item.setForeground(Qt.GlobalColor.red)
                t.setItem(r, c, item)

    def _morale_word(self, key: str) -> str:
        return {"steady": self.tr("steady"), "routing": self.tr("routing"), "rallied": self.tr("rallied")}.get(key, key)

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

    def _fill_declare(self, view: BattleView, acting: SquadView | None) -> None:
        self._refill(self.bodyCombo, [(f"{b.name} ({b.side})", b.id) for b in view.bodies],
                     acting.body_id if acting else None)
        self._body_changed()

    def _body_changed(self) -> None:
        body = self.view.body(self.bodyCombo.currentData()) if self.view else None
        if body is None:
            return
        self.spacesSpin.setRange(-body.max_move, body.max_move)
        self.spacesSpin.setSuffix(fmt(self.tr(" (max %1)"), body.max_move))
        self.spacesSpin.setValue(body.declared)  # the declaration in the file
        self.chargeCheck.setChecked(body.charge)
        self.primary_changed.emit()

    def _targets_of(self, shooter_id) -> list[tuple[str, int]]:
        shooter = self.view.squad(shooter_id) if self.view else None
        return [(s.name, s.unit) for s in (self.view.squads if self.view else ())
                if shooter and s.side != shooter.side and not s.out]

    def _fill_missiles(self, view: BattleView, acting: SquadView | None) -> None:
        from muster.services.house_rules import tables_for

        weapons = tables_for(self.service, "poleaxe")["missiles"]["weapons"]
        self._refill(self.shooterCombo, [(f"{s.name} ({self._weapon(weapons, s.missile)})", s.unit)
                                         for s in view.squads if s.missile and not s.out],
                     acting.unit if acting else None)
        self._refill(self.targetCombo, self._targets_of(self.shooterCombo.currentData()))

    @staticmethod
    def _weapon(weapons: dict, key: str) -> str:
        """A missile weapon by its key, in lower case ("long bow") and in the GM's language."""
        from muster.rules.poleaxe.combat import weapon_in_text

        weapon = weapons.get(key)
        return render(weapon_in_text(weapon["label"])) if weapon else key.replace("_", " ")

    def _missile_changed(self) -> None:
        if self.sender() is self.shooterCombo:
            self._refill(self.targetCombo, self._targets_of(self.shooterCombo.currentData()))
        self._refresh_odds()

    def _fill_spells(self, view: BattleView, acting: SquadView | None) -> None:
        from muster.services.house_rules import tables_for

        self._refill(self.spellTargetCombo, [(s.name, s.unit) for s in view.squads])
        per = tables_for(self.service, "poleaxe")["spells"]["hd_per_htk"]  # the campaign's own range and default
        self.spellPerSpin.setRange(per["min"], per["max"])
        if self._offer_per_default or self.spellPerSpin.value() == self._per_offered:  # not the GM's own choice
            self.spellPerSpin.setValue(per["default"])
            self._offer_per_default = False
        self._per_offered = per["default"]
        self.spellPerHint.setText(fmt(self.tr("1 HTK for every %1 to %2 HD of the spell: you choose for each cast "
                                              "(%3 is offered first)."), per["min"], per["max"], per["default"]))
        self.spellPerSpin.setToolTip(self.spellPerHint.text())
        self._spell_changed()

    def _spell_changed(self) -> None:
        kind = self.spellKindCombo.currentData()
        amount = kind in ("damage", "area_damage", "incapacitate", "healing")
        self.spellHdSpin.setVisible(amount)
        self.spellPerSpin.setVisible(amount)
        self.spellPerHint.setVisible(amount)
        self.spellBonusSpin.setVisible(not amount)
        self.spellBonusSpin.setMaximum(3 if kind == "enhancement" else 4)
        self.spellTurnsSpin.setVisible(kind in ("incapacitate", "enhancement", "protection"))
        self.spellTargetLabel.setText(self.tr("on the body of") if kind == "area_damage" else self.tr("on"))

    def _fill_rally(self, view: BattleView, acting: SquadView | None) -> None:
        routing = [(s.name, s.unit) for s in view.squads if s.morale == "routing" and not s.out]
        self.rallyBox.setVisible(bool(routing))
        self._refill(self.rallyCombo, routing, acting.unit if acting else None)
        self._rally_changed()

    def _rally_changed(self) -> None:
        from muster.services import poleaxe

        uid = self.rallyCombo.currentData()
        self.rallyButton.setEnabled(False)
        self.rallyOddsLabel.setText("")
        if uid is not None and self.battle is not None:
            odds = poleaxe.rally_odds(self.service, self.battle.id, uid)
            self.rallyOddsLabel.setText(odds.refused or self._rally_text(odds))
            self.rallyButton.setEnabled(not odds.refused)
        self.primary_changed.emit()

    def _rally_text(self, odds) -> str:
        parts = []
        if odds.cha is not None:
            parts.append(fmt(self.tr("CHA check %1"), pct(odds.cha)))
        if odds.tactics is not None:
            parts.append(fmt(self.tr("Tactics roll %1"), pct(odds.tactics)))
        if odds.method == "cha":
            return fmt(self.tr("%1 rallies: %2 — uses the CHA check (%3)"), odds.leader, ", ".join(parts),
                       pct(odds.chance))
        return fmt(self.tr("%1 rallies: %2 — uses the Tactics roll (%3)"), odds.leader, ", ".join(parts),
                   pct(odds.chance))

    # ---- melee engagements ---------------------------------------------------------------------------------
    def _load_engagements(self, view: BattleView) -> None:
        """The melee plan from the file, with the GM's flank/surprise/charge/cover kept for pairs still engaged."""
        from muster.services import poleaxe

        plan = poleaxe.melee_plan(self.service, self.battle.id) if view.phase == "melee" else ()
        keyed = {(e.attacker, e.target): e for e in self.engagements}
        self.engagements = [keyed.get((e.attacker, e.target), e) for e in plan]
        names = {s.unit: s.name for s in view.squads}
        t = self.engagementsTable
        t.setRowCount(len(self.engagements))
        for r, e in enumerate(self.engagements):
            t.setItem(r, 0, QTableWidgetItem(names.get(e.attacker, "?")))
            t.setItem(r, 1, QTableWidgetItem(names.get(e.target, "?")))
            direction = QComboBox(objectName=f"direction_{r}")
            for key, label in (("front", self.tr("Front")), ("flank", self.tr("Flank (+1)")),
                               ("rear", self.tr("Rear (+1)"))):
                direction.addItem(label, key)
            direction.setCurrentIndex(direction.findData(e.direction))
            direction.currentIndexChanged.connect(
                lambda _, r=r, w=direction: self._set_engagement(r, direction=w.currentData()))
            t.setCellWidget(r, 4, direction)
            for col, key in ((5, "surprise"), (6, "charge")):
                box = QCheckBox(objectName=f"{key}_{r}")
                box.setChecked(bool(getattr(e, key)))
                box.toggled.connect(lambda on, r=r, key=key: self._set_engagement(r, **{key: on}))
                t.setCellWidget(r, col, box)
            cover = QComboBox(objectName=f"cover_{r}")
            for key, label in (("none", self.tr("None")), ("soft", self.tr("Soft (+1)")),
                               ("hard", self.tr("Hard (+2)"))):
                cover.addItem(label, key)
            cover.setCurrentIndex(cover.findData(e.cover))
            cover.currentIndexChanged.connect(lambda _, r=r, w=cover: self._set_engagement(r, cover=w.currentData()))
            t.setCellWidget(r, 7, cover)
        self.meleeHint.setText(self.tr("No bodies are in contact: nobody fights this melee.") if not self.engagements
                               else self.tr("Each attacked squad strikes back at its attacker. Set flank, rear, "
                                            "surprise, charge and cover; the odds update as you change them."))

    def _set_engagement(self, row: int, **change) -> None:
        self.engagements[row] = replace(self.engagements[row], **change)
        self._refresh_odds()

    # ---- odds ------------------------------------------------------------------------------------------------
    def _refresh_odds(self) -> None:
        try:
            self._show_odds()
        finally:
            self.primary_changed.emit()

    def _show_odds(self) -> None:
        from muster.services import poleaxe

        view = self.view
        self.oddsLabel.setText("")
        for r in range(self.squadsTable.rowCount()):
            for c in (SQUAD_TO_DROP, SQUAD_TO_BE_HIT):
                self.squadsTable.setItem(r, c, QTableWidgetItem(""))
        self.fireButton.setEnabled(False)
        self.resolveButton.setEnabled(False)
        self.oddsLabel.setStyleSheet("font-size: 11pt;")
        if view is None or not view.set_up or self.battle is None:
            return
        try:
            if view.phase == "melee" and self.engagements:
                self._show_melee_odds(poleaxe.melee_odds(self.service, self.battle.id, self.engagements))
                self.resolveButton.setEnabled(True)
            elif view.phase == "missiles" and self.shooterCombo.currentData() is not None \
                    and self.targetCombo.currentData() is not None:
                self._show_missile_odds(poleaxe.missile_odds(self.service, self.battle.id,
                                                             self.shooterCombo.currentData(),
                                                             self.targetCombo.currentData(),
                                                             self.coverCombo.currentData()))
            elif view.phase == "missiles":
                self.oddsLabel.setText(self.tr("No squad with a missile weapon can shoot."))
            elif view.phase == "declare":
                self.oddsLabel.setText(self.tr("Declare each body's move (in move spaces) and whether it charges, "
                                               "then go on to the half move (Ctrl+.)."))
        except ServiceError as exc:
            self.oddsLabel.setText(str(exc))

    def _show_melee_odds(self, odds: dict) -> None:
        for r, e in enumerate(self.engagements):
            entry = odds[e.attacker].attack_on(e.target) if e.attacker in odds else None
            if entry:
                self.engagementsTable.setItem(r, 2, QTableWidgetItem(
                    fmt(self.tr("%1 (%2 or less)"), pct_of(entry.to_hit), entry.needed)))
                self.engagementsTable.setItem(r, 3, QTableWidgetItem(pct_of(entry.to_cost_htk)))
        rows = {s.unit: i for i, s in enumerate(self.view.squads)}
        for uid, o in odds.items():
            r = rows.get(uid)
            if r is None:
                continue
            self.squadsTable.setItem(r, SQUAD_TO_BE_HIT, QTableWidgetItem(pct_of(o.to_be_hit)))
            item = QTableWidgetItem(pct_of(o.to_drop))
            if o.to_drop >= 50:
                item.setForeground(Qt.GlobalColor.red)
            self.squadsTable.setItem(r, SQUAD_TO_DROP, item)
        self.oddsLabel.setText(self.tr("Exact odds: to hit and to cost an HTK per attack (above); to be hit and "
                                       "to drop per squad (below)."))

    def _show_missile_odds(self, odds: MissileOdds) -> None:
        from muster.rules.poleaxe.words import modifiers_after

        if odds.refused:
            self.oddsLabel.setText(fmt(self.tr("Cannot shoot (range %1): %2"), odds.range, odds.refused))
            self.oddsLabel.setStyleSheet("font-size: 11pt; color: #b00020;")
            return
        reach = (self.tr("%n move space", "", odds.range) if odds.range == 1
                 else self.tr("%n move spaces", "", odds.range))
        self.oddsLabel.setText(fmt(self.tr("Range %1 · hits on %2 or less (missile AV %3%4): %5 to hit, %6 to cost "
                                           "an HTK"), reach, odds.needed, odds.base,
                                   render(modifiers_after(odds.modifiers)), pct(odds.to_hit), pct(odds.to_cost_htk)))
        self.fireButton.setEnabled(True)

    # ---- morale ------------------------------------------------------------------------------------------
    def _show_morale(self) -> None:
        from muster.services import poleaxe

        secure = set(self.secure_ids())  # kept for squads still due (reset cleared the table)
        due = poleaxe.morale_due(self.service, self.battle.id) if self.battle and self.view and \
            self.view.morale_due else []
        self._due = due
        self.moraleBox.setVisible(bool(due))
        t = self.moraleTable
        t.setRowCount(len(due))
        for r, d in enumerate(due):
            why = "; ".join(render(term("Rules", label)) for label in d.labels)
            for c, text in enumerate((self._due_name(d), self._hold_text(d), fmt(self.tr("%1 or less"), d.needed),
                                      why)):
                t.setItem(r, c, QTableWidgetItem(text))
            t.item(r, 0).setToolTip(self.tr("%n check(s) due, rolled in a row until one fails", "", d.checks))
            box = QCheckBox(objectName=f"secure_{d.unit}")
            box.setChecked(d.unit in secure)
            box.setToolTip(fmt(self.tr("Cover, a pike phalanx or a bless spell: holds on %1 or less (%2)"),
                               d.needed_secure, pct(d.hold_secure)))
            t.setCellWidget(r, 4, box)

    def _due_name(self, d) -> str:
        """The squad, with "×2" when it has two checks to roll (one for each hit scored...)."""
        return d.name if d.checks <= 1 else fmt(self.tr("%1 ×%2"), d.name, d.checks)

    def _hold_text(self, d) -> str:
        """The chance to hold one check; with several due, also the chance to hold them all."""
        if d.checks <= 1:
            return pct(d.hold)
        return fmt(self.tr("%1 each, %2 all"), pct(d.hold), pct(Fraction(d.hold) ** d.checks))

    def secure_ids(self) -> list[int]:
        out = []
        for r, d in enumerate(self._due):
            box = self.moraleTable.cellWidget(r, 4)
            if box is not None and box.isChecked():
                out.append(d.unit)
        return out

    # ---- the result box -------------------------------------------------------------------------------------
    def format_result(self, row: q.LogRow) -> str:
        """The action's text, then the blows of a melee and any notes, from the action record (in the GM's language:
        they are kept as message data, or as plain text in older files)."""
        result = row.result if isinstance(row.result, dict) else {}
        lines = [render(x) for x in (result.get("blows") or [])] + [render(x) for x in (result.get("notes") or [])
                                                                     if x]
        return f"<b>{html.escape(row.text)}</b>" + "".join(f"<br/>{html.escape(x)}" for x in lines)

    # ---- actions ------------------------------------------------------------------------------------------
    def _run(self, fn, *args):
        """Run a GM action; the session shows its outcome (never this panel after the run)."""
        return self.window_.run(fn, *args)

    def setup_battle(self):
        from muster.services import poleaxe

        if self.battle is not None:
            return self._run(poleaxe.setup, self.battle.id)

    def declare(self):
        from muster.services import poleaxe

        if self.battle is None or self.bodyCombo.currentData() is None:
            return None
        self._run(poleaxe.declare, self.battle.id, self.bodyCombo.currentData(), self.spacesSpin.value(),
                  self.chargeCheck.isChecked())
        return True

    def fire(self):
        from muster.services import poleaxe

        if self.battle and self.shooterCombo.currentData() is not None and self.targetCombo.currentData() is not None:
            return self._run(poleaxe.fire_missiles, self.battle.id, self.shooterCombo.currentData(),
                             self.targetCombo.currentData(), self.coverCombo.currentData())

    def resolve_melee(self):
        from muster.services import poleaxe

        if self.battle is not None:
            return self._run(poleaxe.resolve_melee, self.battle.id, list(self.engagements) or None)

    def roll_morale(self):
        from muster.services import poleaxe

        if self.battle is not None:
            return self._run(poleaxe.roll_morale, self.battle.id, None, self.secure_ids())

    def dismiss_morale(self):
        from muster.services import poleaxe

        row = self.moraleTable.currentRow()
        if self.battle is not None and 0 <= row < len(self._due):
            self._run(poleaxe.dismiss_morale, self.battle.id, self._due[row].unit)

    def rally(self):
        from muster.services import poleaxe

        if self.battle is not None and self.rallyCombo.currentData() is not None:
            return self._run(poleaxe.rally, self.battle.id, self.rallyCombo.currentData())

    def spell(self) -> dict:
        kind = self.spellKindCombo.currentData()
        target = self.spellTargetCombo.currentData()
        targets = [target]
        if kind == "area_damage" and self.view:
            squad = self.view.squad(target)
            targets = [s.unit for s in self.view.squads if squad and s.body == squad.body and not s.out]
        spell = {"name": self.spellNameEdit.text().strip() or None, "kind": kind, "targets": targets}
        if kind in ("damage", "area_damage", "incapacitate", "healing"):
            spell.update(hd=self.spellHdSpin.value(), hd_per_htk=self.spellPerSpin.value())
        else:
            spell["bonus"] = self.spellBonusSpin.value()
        if kind in ("incapacitate", "enhancement", "protection"):
            spell["duration_turns"] = self.spellTurnsSpin.value()
        return spell

    def cast(self):
        from muster.services import poleaxe

        if self.battle is not None and self.spellTargetCombo.currentData() is not None:
            return self._run(poleaxe.cast_spell, self.battle.id, self.spell())

    def open_bodies(self):
        from muster.gui.systems.poleaxe.bodies import BodiesDialog

        if self.battle is None or (self.view is not None and self.view.set_up):
            return None
        dialog = BodiesDialog(self.window_, self.battle.id, self)
        fit_to_screen(dialog)
        dialog.exec()
        return dialog

    def open_aftermath(self):
        from muster.gui.systems.poleaxe.aftermath import AftermathDialog

        if self.battle is None:
            return None
        dialog = AftermathDialog(self.window_, self.battle.id, self)
        fit_to_screen(dialog)
        dialog.exec()
        return dialog

    # ---- the window's hooks -------------------------------------------------------------------------------
    def _primary_button(self):
        """The button Ctrl+K presses now (None: nothing to roll in this phase)."""
        view = self.view
        if view is None or view.error or self.battle is None:
            return None
        if not view.set_up:
            return self.setupButton
        if self._due:
            return self.rollMoraleButton
        return {"declare": self.declareButton, "missiles": self.fireButton,
                "melee": self.resolveButton}.get(view.phase)

    def primary_button(self) -> QPushButton | None:
        return self._primary_button()

    def odds_widget(self):
        """Where the exact odds of the roll at hand are: the morale table, the melee table or the odds line."""
        if self._due:
            return self.moraleTable
        if self.view is not None and self.view.phase == "melee" and self.engagements:
            return self.engagementsTable
        return self.oddsLabel

    def primary_available(self) -> bool:
        button = self._primary_button()
        if button is self.declareButton:
            return self.bodyCombo.currentData() is not None
        return button is not None and button.isEnabled()

    def primary_action(self) -> None:
        button = self._primary_button()
        if button is self.setupButton:
            self.setup_battle()
        elif button is self.rollMoraleButton:
            self.roll_morale()
        elif button is self.declareButton:
            self.declare()
        elif button is self.fireButton:
            self.fire()
        elif button is self.resolveButton:
            self.resolve_melee()
