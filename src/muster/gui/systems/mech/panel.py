"""The mech battle panel: one page per phase of the turn, odds before every roll, results after."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QComboBox, QLabel, QPushButton, QWidget

from muster.gui.advise import attach_advice
from muster.gui.forecast import attach_forecast
from muster.gui.systems import compact
from muster.gui.systems.base import SystemPanel
from muster.gui.systems.mech import present as p
from muster.gui.systems.mech.form import MechPanelForm
from muster.services import ServiceError
from muster.services import queries as q

if TYPE_CHECKING:
    from muster.gui.main_window import MainWindow
    from muster.services.advice import AdviceRequest
    from muster.services.forecast import ForecastRequest
    from muster.services.mech import MechBattleView, MechView, PilotingOdds
    from muster.services.mech_requests import Declaration, MoveRequest

Entries = list[p.Entry]


class BattlePanel(compact.FillsCentralArea, SystemPanel, MechPanelForm):
    result_kinds = ("mech-initiative", "mech-move", "mech-declare", "mech-withdraw", "mech-combat", "mech-damage",
                    "mech-clean-up")

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName("mechBattleView")
        self._battle: q.BattleRow | None = None
        self._data: MechBattleView | None = None  # the battle shown
        self._acting_seen: int | None = None  # the acting unit at the previous show_battle
        self._filling = False
        self.setup_form(self)
        self._connect()
        from muster.gui.systems.mech.status import MechStatusWidget

        self.status = MechStatusWidget(service=lambda: self.service)
        self.forecastBox = attach_forecast(self, self._forecast_request, layout=self._forecast_layout)
        self.adviseBox = attach_advice(self, self._advice_request, self.apply_advice, system="mech",
                                       layout=self._forecast_layout)
        self.show_battle(None, [])

    def _connect(self) -> None:
        self.initiativeButton.clicked.connect(self.roll_initiative)
        for spin in self.moveSpins.values():
            spin.valueChanged.connect(self._check_move)
        self.moverCombo.currentIndexChanged.connect(self._mover_changed)
        for combo in (self.modeCombo, self.gelPackCombo, self.gelLocationCombo):
            combo.currentIndexChanged.connect(self._check_move)
        self.hexesSpin.valueChanged.connect(self._check_move)
        self.moveButton.clicked.connect(self.record_move)
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
        self.damageButton.clicked.connect(self.run_damage_phase)
        self.cleanUpButton.clicked.connect(self.run_clean_up)

    # ---- showing the battle -----------------------------------------------------------------------------
    def _forecast_request(self) -> ForecastRequest:
        from muster.services.plugins.mech import forecast_request

        if self._battle is None or self.service is None:
            raise ServiceError(self.tr("Select a mech battle first."))
        return forecast_request(self.service, self._battle.id)

    def _advice_request(self, side_id: int | None) -> AdviceRequest:
        """The advice for the panel's fields as they are, for the Advise tab."""
        from muster.gui.systems.mech.advice_fields import advice_request

        return advice_request(self, side_id)

    def apply_advice(self, action: object) -> None:
        """An advised option into the panel's fields (Advise tab, Battle ▸ Use Advised Option); nothing rolls."""
        from muster.gui.systems.mech.advice_fields import apply_advice

        apply_advice(self, action)

    def show_battle(self, battle: q.BattleRow | None, units: list[q.UnitRow], *, reset: bool = True) -> None:
        from muster.services import mech

        svc = self.service
        self._battle = battle if battle is not None and battle.system == "mech" and svc is not None else None
        if self._battle is None or svc is None:
            self._show_nothing()
            return
        b = self._battle
        self.pages.setEnabled(True)
        self.titleLabel.setText(b.name)
        self.subtitleLabel.setText(p.subtitle(b))
        self.guideLabel.setText(p.guide(b.phase))
        try:
            self._data = mech.panel_data(svc, b.id)
        except ServiceError as exc:
            self._data = None
            self.guideLabel.setText(str(exc))
        self.pages.setCurrentIndex(min(max(b.phase, 0), self.pages.count() - 1))
        self._show_footer(b.phase)
        acting = b.initiative[b.active] if 0 <= b.active < len(b.initiative) else None
        follow = reset or acting != self._acting_seen  # the lead follows the acting unit (Next Unit, Ctrl+J)
        self._acting_seen = acting
        self._fill_all(acting if follow else None, reset)
        self._check_move()
        self._update_odds()
        focus = self._focus_unit()
        self.status.set_mechs(self._mechs(), focus if focus is not None else (acting if follow else None))
        self.primary_changed.emit()

    def _fill_all(self, lead: int | None, reset: bool) -> None:
        self._filling = True
        try:
            if reset:
                self._reset_choices()
            self._show_initiative()
            self._fill_movers(lead, reset)
            self._fill_move_gel(reset)
            self._fill_attackers(lead, reset)
            self._fill_weapons(reset)
            self._fill_targets(reset)
            self._fill_packs(reset)
            self._fill_cover(reset)
            self._show_declarations()
            self._show_damage_preview()
        finally:
            self._filling = False

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

    def _mechs(self) -> tuple[MechView, ...]:
        return self._data.mechs if self._data is not None else ()

    def _alive(self) -> list[MechView]:
        return [m for m in self._mechs() if not m.out]

    def _phase(self) -> int | None:
        return self._battle.phase if self._battle is not None else None

    def view(self, unit_id: object) -> MechView | None:
        return self._data.mech(unit_id) if self._data is not None else None

    def _focus_unit(self) -> int | None:
        if self._phase() == 1:
            return self.moverCombo.currentData()
        if self._phase() == 3:
            return self.attackerCombo.currentData()
        return None

    def status_dock_widget(self) -> QWidget:
        return self.status

    @staticmethod
    def _fill(combo: QComboBox, entries: Entries, keep: object = None) -> None:
        """Refill ``combo`` with (text, data) entries, choosing ``keep`` if it is there, else the first."""
        combo.blockSignals(True)
        combo.clear()
        for text, data in entries:
            combo.addItem(text, data)
        index = combo.findData(keep) if keep is not None else -1
        combo.setCurrentIndex(index if index >= 0 else (0 if combo.count() else -1))
        combo.blockSignals(False)

    @staticmethod
    def _kept(combo: QComboBox, reset: bool) -> object:
        return None if reset else combo.currentData()

    # ---- initiative ----------------------------------------------------------------------------------
    def _show_initiative(self) -> None:
        rolls = self._data.initiative_rolls if self._data is not None else None
        self.initiativeButton.setEnabled(rolls is None and bool(self._mechs()) and self._phase() == 0)
        self.initiativeLabel.setText(p.initiative_text(self._data))

    def roll_initiative(self) -> list[int] | None:
        from muster.services import mech

        if self._battle is None:
            return None
        return self.window_.run(mech.roll_initiative, self._battle.id, self.highestCombo.currentData(), origin=self)

    # ---- movement ----------------------------------------------------------------------------------------
    def _may_move(self, unit_id: object) -> bool:
        m = self.view(unit_id)
        return m is not None and not m.out and not m.moved

    def _fill_movers(self, lead: int | None, reset: bool) -> None:
        """The mech to enter: the acting unit when it changed, else the one chosen while it has not moved,
        else the next in initiative order that has not moved (the GM moves them in that order)."""
        before = self.moverCombo.currentData()
        keep = lead if self._may_move(lead) else self._kept(self.moverCombo, reset)
        if not self._may_move(keep):
            keep = next((m.id for m in self._alive() if not m.moved), keep)
        self._fill(self.moverCombo, p.mover_entries(self._alive()), keep)
        if self.moverCombo.currentData() != before:
            self._clear_move_plan()  # what was entered belongs to the mech before
        self.movedLabel.setText(p.moved_text(self._mechs()))

    def _fill_move_gel(self, reset: bool) -> None:
        packs = p.pack_entries(self.view(self.moverCombo.currentData()))
        self._fill(self.gelPackCombo, [(self.tr("none"), None), *packs], self._kept(self.gelPackCombo, reset))
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

    def move_plan(self) -> MoveRequest:
        from muster.services.mech_requests import GelUse, MoveRequest

        gel = ((GelUse(self.gelPackCombo.currentData(), str(self.gelLocationCombo.currentData())),)
               if self.gelPackCombo.currentData() else ())
        return MoveRequest(str(self.modeCombo.currentData()), **{k: spin.value() for k, spin in self.moveSpins.items()},
                           gel=gel, hexes=self.hexesSpin.value() if self.hexesSpin.value() >= 0 else None)

    def _check_move(self) -> None:
        if self._filling:
            return
        self._show_move_check()
        self.primary_changed.emit()

    def _show_move_check(self) -> None:
        from muster.services import mech

        uid = self.moverCombo.currentData()
        svc = self.service
        self.moveButton.setEnabled(False)
        self.moveCheckLabel.setStyleSheet(compact.ODDS_STYLE)
        if self._battle is None or uid is None or svc is None:
            self.moveCheckLabel.setText("")
            return
        m = self.view(uid)
        if m is not None and m.moved:
            self.moveCheckLabel.setText(p.already_moved(m))
            return
        try:
            check = mech.check_move(svc, self._battle.id, uid, self.move_plan())
        except ServiceError as exc:
            self.moveCheckLabel.setText(str(exc))
            return
        if check.problems:
            self.moveCheckLabel.setStyleSheet(compact.ODDS_STYLE + " color: #c62828;")
        self.moveCheckLabel.setText(p.move_check_text(check))
        self.moveButton.setEnabled(not check.problems and m is not None and self._battle.phase == 1)

    def record_move(self) -> object:
        from muster.services import mech

        uid = self.moverCombo.currentData()
        if self._battle is None or uid is None:
            return None
        return self.window_.run(mech.move, self._battle.id, uid, self.move_plan(), origin=self)

    # ---- combat --------------------------------------------------------------------------------------------
    def _fill_attackers(self, lead: int | None, reset: bool) -> None:
        """The attacker: the acting unit when it changed, else the one chosen while it is still in the fight."""
        alive = self._alive()
        ids = [m.id for m in alive]
        keep = lead if lead in ids else self._kept(self.attackerCombo, reset)
        if keep not in ids:
            keep = self._acting_seen if self._acting_seen in ids else None
        self._fill(self.attackerCombo, p.mech_entries(alive), keep)

    def _fill_weapons(self, reset: bool) -> None:
        self._fill(self.weaponCombo, p.weapon_entries(self.view(self.attackerCombo.currentData())),
                   self._kept(self.weaponCombo, reset))

    def target_choices(self) -> list[MechView]:
        """Mechs the chosen weapon may aim at: other sides' mechs; a GEL dispenser its own side's (itself first)."""
        return p.target_choices(self.view(self.attackerCombo.currentData()), self._alive(),
                                self._is_gel(self.weaponCombo.currentData()))

    def _fill_targets(self, reset: bool) -> None:
        self._fill(self.targetCombo, p.mech_entries(self.target_choices()), self._kept(self.targetCombo, reset))

    def _fill_packs(self, reset: bool) -> None:
        self._fill(self.packCombo, p.pack_entries(self.view(self.attackerCombo.currentData())),
                   self._kept(self.packCombo, reset))

    def _fill_cover(self, reset: bool) -> None:
        cover = self._data.cover if self._data is not None else ()
        self._fill(self.coverCombo, p.cover_entries(cover), self._kept(self.coverCombo, reset))

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

    def declaration(self) -> Declaration | None:
        """The attack as chosen now (None: no attacker, weapon or target)."""
        from muster.services.mech_requests import GM_MODIFIER, Declaration, GmModifier

        a, t, w = self.attackerCombo.currentData(), self.targetCombo.currentData(), self.weaponCombo.currentData()
        if a is None or t is None or w is None:
            return None
        cover = self.coverCombo.currentData()
        gel = self._is_gel(w)
        return Declaration(
            a, t, w, self.rangeSpin.value(), self.bearingCombo.currentData(), self.sideCombo.currentData(),
            cover=(cover,) * self.coverSpin.value() if cover else (),
            modifiers=(GmModifier(GM_MODIFIER, self.extraSpin.value()),) if self.extraSpin.value() else (),
            pack=self.packCombo.currentData() if gel else None,
            location=self.repairCombo.currentData() if gel else None)

    def _is_gel(self, weapon_id: object) -> bool:
        return p.is_gel(self.view(self.attackerCombo.currentData()), weapon_id)

    def _update_odds(self) -> None:
        if self._filling:
            return
        self._show_odds()
        self.primary_changed.emit()

    def _show_odds(self) -> None:
        from muster.services import mech

        gel = self._is_gel(self.weaponCombo.currentData())
        for w in [self.packCombo, self.repairCombo, *self._gel_labels]:
            w.setVisible(gel)
        decl = self.declaration()
        svc = self.service
        ok = False
        self.oddsLabel.setStyleSheet(compact.ODDS_STYLE)
        self.modsLabel.setText("")
        if self._battle is None or decl is None or svc is None:
            no_target = self.attackerCombo.currentData() is not None and self.targetCombo.count() == 0
            self.oddsLabel.setText(p.no_odds_text(no_target))
        else:
            try:
                odds = mech.attack_odds(svc, self._battle.id, decl)
            except ServiceError as exc:
                self.oddsLabel.setStyleSheet(compact.ODDS_STYLE + " color: #c62828;")
                self.oddsLabel.setText(p.refused_text(str(exc)))
            else:
                ok = True
                self.oddsLabel.setText(p.odds_text(odds))
                self.modsLabel.setText(p.modifiers_text(odds))
        self.declareButton.setEnabled(ok and self._phase() == 3)

    def _show_declarations(self) -> None:
        rows = p.declaration_rows(self._data)
        self.declarationsModel.set_rows(rows)
        self.resolveButton.setEnabled(bool(rows) and self._phase() == 3)
        self.withdrawButton.setEnabled(bool(rows))

    def declare(self) -> int | None:
        from muster.services import mech

        decl = self.declaration()
        if self._battle is None or decl is None:
            return None
        return self.window_.run(mech.declare_attack, self._battle.id, decl, origin=self)

    def withdraw(self) -> None:
        from muster.services import mech

        row = self.declarationsTable.currentRow()
        if self._battle is None or row < 0:
            return None
        return self.window_.run(mech.withdraw_attack, self._battle.id, row, origin=self)

    def resolve(self) -> object:
        from muster.services import mech

        if self._battle is None:
            return None
        return self.window_.run(mech.resolve_combat, self._battle.id, origin=self)

    # ---- damage and clean-up ---------------------------------------------------------------------------
    def _show_damage_preview(self) -> None:
        done = self._data is not None and self._data.damage_done
        self._show_piloting_odds(done)
        self.damagePreview.setText(p.damage_preview(self._alive(), done))
        self.damageButton.setEnabled(self._data is not None and not done and self._phase() == 4)
        self.cleanUpPreview.setText(p.clean_up_preview(self._mechs()))
        self.cleanUpButton.setEnabled(self._data is not None and self._phase() == 5)

    def _show_piloting_odds(self, done: bool) -> None:
        """Before the damage phase: each piloting roll it will call for, with its exact chance and modifiers."""
        from muster.services import mech

        svc = self.service
        if self._battle is None or self._battle.phase != 4 or done or svc is None:
            self.pilotingLabel.setText("")
            return
        lines = []
        for m in self._alive():
            if m.id is None:
                continue
            odds: PilotingOdds | str
            try:
                odds = mech.piloting_odds(svc, self._battle.id, m.id)
            except ServiceError as exc:
                odds = str(exc)
            line = p.piloting_line(m, odds)
            if line is not None:
                lines.append(line)
        self.pilotingLabel.setText(p.piloting_text(lines))

    def run_damage_phase(self) -> object:
        from muster.services import mech

        if self._battle is None:
            return None
        return self.window_.run(mech.damage_phase, self._battle.id, origin=self)

    def run_clean_up(self) -> list[int] | None:
        from muster.services import mech

        if self._battle is None:
            return None
        return self.window_.run(mech.clean_up, self._battle.id, origin=self)

    # ---- common ------------------------------------------------------------------------------------------
    def format_result(self, row: q.LogRow) -> str:
        """Combat and damage phase: a headline and one line per attack or mech; the rest: the log text."""
        return p.format_result(row)

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
        actions: dict[int, Callable[[], object]] = {0: self.roll_initiative, 1: self.record_move, 3: self.resolve,
                                                    4: self.run_damage_phase, 5: self.run_clean_up}
        actions.get(self._battle.phase, lambda: None)()
