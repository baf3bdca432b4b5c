"""The GURPS Mass Combat battle panel: pre-battle planner, Strategy contest with odds, morale, losses.

The binding only: the form (``form.py``, every widget typed) is the panel's base; what is shown comes from
``present`` (texts, rows, HTML) and goes into the tables' models (``models``); the buttons call the GURPS
services through ``window.run``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QComboBox, QSpinBox, QWidget

from muster.gui.advise import attach_advice
from muster.gui.forecast import attach_forecast
from muster.gui.systems.gurps import present as p
from muster.gui.systems.gurps.form import GurpsPanelForm
from muster.services import ServiceError
from muster.services import queries as q
from muster.services.gurps_results import GloryDone

if TYPE_CHECKING:
    from muster.services.advice import AdviceRequest
    from muster.services.forecast import ForecastRequest
    from muster.services.gurps import BattleView

SIDES = p.SIDES
GM_ONLY_STYLE = p.GM_ONLY_STYLE


class BattlePanel(GurpsPanelForm):
    result_kinds = ("gurps-setup", "gurps-army", "gurps-security", "gurps-mission", "gurps-seer", "gurps-contest",
                    "gurps-luck", "gurps-morale", "gurps-losses", "gurps-pc", "gurps-casualties", "gurps-disaster",
                    "gurps-powers", "gurps-disaster")

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.setObjectName("battleView")
        self.view: BattleView | None = None
        self.battle_id: int | None = None
        self._acting: int | None = None  # the acting unit at the last show
        self._loss_spins: dict[int, QSpinBox] = {}
        self.setup_form()
        self._connect()
        self.forecastBox = attach_forecast(self, self._forecast_request, tabs=self.tabs)
        self.adviseBox = attach_advice(self, self._advice_request, self.apply_advice, system="gurps",
                                       tabs=self.tabs)
        self.show_battle(None, [])

    def _connect(self) -> None:
        self.setupButton.clicked.connect(self.edit_setup)
        self.attackerArmyButton.clicked.connect(lambda: self.edit_army("attacker"))
        self.defenderArmyButton.clicked.connect(lambda: self.edit_army("defender"))
        self.upkeepButton.clicked.connect(self.upkeep)
        self.opsSideCombo.currentIndexChanged.connect(lambda *_: self._fill_ops())
        self.missionCombo.currentIndexChanged.connect(lambda *_: self._mission_changed())
        self.missionButton.clicked.connect(self.send_mission)
        self.securityButton.clicked.connect(self.post_security)
        self.seerButton.clicked.connect(self.consult_seer)
        self.disasterButton.clicked.connect(self.disaster)
        self.placePowersButton.clicked.connect(self.place_powers)
        self.revealPowersButton.clicked.connect(self.reveal_powers)
        self.contestButton.clicked.connect(self.roll_contest)
        for side, b in self.luckButtons.items():
            b.clicked.connect(lambda checked=False, s=side: self.use_luck(s))
        self.manualButton.clicked.connect(self.enter_result)
        self.moraleButton.clicked.connect(self.roll_morale)
        self.lossesButton.clicked.connect(self.record_losses)
        self.casualtiesButton.clicked.connect(self.roll_casualties)
        self.survivalButton.clicked.connect(lambda: self.pc_roll("pc_survival"))
        self.gloryButton.clicked.connect(lambda: self.pc_roll("pc_glory"))
        self.pcTable.selectionModel().currentRowChanged.connect(lambda *_: self._glory_label())

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        # The window's central scroll area would size a height-for-width panel by its preferred height (taller
        # than a laptop's central area); the panel's own pages scroll instead.
        return False

    # ---- showing ----------------------------------------------------------------------------------
    def _forecast_request(self) -> ForecastRequest:
        from muster.services.plugins.gurps import forecast_request

        if self.battle_id is None or self.service is None:
            raise ServiceError(self.tr("Select a GURPS battle first."))
        return forecast_request(self.service, self.battle_id)

    def _advice_request(self, side_id: int | None) -> AdviceRequest:
        """The advice for the panel's fields as they are, for the Advise tab."""
        from muster.gui.systems.gurps.advice_fields import advice_request

        return advice_request(self, side_id)

    def apply_advice(self, action: object) -> None:
        """An advised option into the panel's fields (Advise tab, Battle ▸ Use Advised Option); nothing rolls."""
        from muster.gui.systems.gurps.advice_fields import apply_advice

        apply_advice(self, action)

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
        for spin in self._loss_spins.values():
            spin.setValue(0)

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
        if v is None or not ready:
            self.view = None
            self._clear()
            return
        self._show_header(v)
        self._fill_ops(v.side_of(follow) if follow is not None else None)
        self.events_model.set_rows(p.event_rows(v))
        self.eventsTree.resizeColumnToContents(0)
        self._fill_contest(v)
        self._fill_units(v)

    def _clear(self) -> None:
        for model in (self.odds_model, self.morale_model, self.units_model, self.pcs_model, self.events_model):
            model.set_rows([])
        self._loss_spins = {}
        self.strengthLabel.clear()
        for label in self.skillLabels.values():
            label.clear()
        for b in (self.casualtiesButton, self.survivalButton, self.gloryButton, self.contestButton,
                  self.moraleButton, self.manualButton, *self.luckButtons.values()):
            b.setEnabled(False)

    def _show_header(self, v: BattleView) -> None:
        self.subtitleLabel.setText(p.subtitle(v))
        self.attackerArmyButton.setText(p.army_button(v, "attacker"))
        self.defenderArmyButton.setText(p.army_button(v, "defender"))
        self.attackerArmyButton.setToolTip(self.tr("The attacker's army: commander, leaders, seers, PCs, modifiers"))
        self.defenderArmyButton.setToolTip(self.tr("The defender's army: commander, leaders, seers, PCs, modifiers"))

    @staticmethod
    def _refill(combo: QComboBox, items: p.Items, prefer: object = None) -> None:
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
        self._refill(self.opsSideCombo, p.ops_sides(v), prefer_side)
        side = self.opsSideCombo.currentData()
        leaders = p.leaders(v, side)
        for c in (self.missionLeaderCombo, self.securityLeaderCombo):
            self._refill(c, leaders)
        self._refill(self.missionTargetCombo, p.targets(v, side))
        seers = p.seers(v, side)
        self._refill(self.seerCombo, seers)
        self.securityLabel.setText(p.security_text(v, side))
        open_ = v.stage == "pre_battle"
        self.missionButton.setEnabled(open_ and bool(leaders))
        self.securityButton.setEnabled(open_ and bool(leaders))
        self.seerButton.setEnabled(open_ and bool(seers))
        self._mission_changed()
        self._fill_disaster(v)
        self._fill_powers(v, side)

    def _fill_disaster(self, v: BattleView) -> None:
        sides, prefer = p.disaster_sides(v)
        self._refill(self.disasterSideCombo, sides, prefer)
        self.disasterDueLabel.setText(p.disaster_text(v, self.disasterSideCombo.currentData()))
        self.disasterButton.setEnabled(not v.over)

    def _fill_powers(self, v: BattleView, side: str) -> None:
        self._refill(self.manaCombo, p.mana(v))
        effects = p.power_effects(v)
        if list(self.powerSpins) != [key for key, *_ in effects]:
            while self.powerEffectsLayout.rowCount():
                self.powerEffectsLayout.removeRow(0)
            self.powerSpins = {}
            for key, label, tip in effects:
                spin = QSpinBox()
                spin.setObjectName(f"power_{key}")
                spin.setRange(0, 100000)
                spin.setToolTip(tip)
                self.powerSpins[key] = spin
                self.powerEffectsLayout.addRow(label, spin)
        placed = v.powers.get(side)
        self.powersLabel.setText(p.powers_text(v))
        self.placePowersButton.setEnabled(v.stage == "pre_battle")
        self.revealPowersButton.setEnabled(placed is not None and not placed.revealed)

    def _mission_changed(self) -> None:
        assassination = self.missionCombo.currentData() == "assassination"
        self.missionTargetCombo.setEnabled(assassination)
        self.publicCheck.setEnabled(assassination)

    def _fill_contest(self, v: BattleView) -> None:
        for side in SIDES:
            self.skillLabels[side].setText(p.skill_html(v, side))
        self.odds_model.set_rows(p.odds_rows(v))
        reached = next((r for r in range(self.odds_model.rowCount()) if self.odds_model.row(r).data), None)
        if reached is not None:
            self.oddsTable.scrollTo(self.odds_model.index(reached, 0))
        self.oddsTable.resizeColumnsToContents()
        self.strengthLabel.setText(p.strength_html(v))
        stage = v.stage
        self.contestButton.setEnabled(stage == "pre_battle" and v.skills is not None)
        self.manualButton.setEnabled(stage == "pre_battle")
        self._refill(self.manualWinnerCombo, p.manual_winners(v))
        for side, b in self.luckButtons.items():
            luck = p.luck_button(v, side)
            b.setVisible(luck.visible)
            b.setText(luck.text)
            b.setToolTip(luck.tip)
            b.setEnabled(luck.enabled)
        self.moraleButton.setEnabled(stage == "morale")
        self.moraleButton.setVisible(stage == "morale")  # one main roll at a time: narrow laptop panels
        self.contestButton.setVisible(stage != "morale")
        self.morale_model.set_rows(p.morale_rows(v))

    def _fill_units(self, v: BattleView) -> None:
        self.units_model.set_rows(p.unit_rows(v))
        spins: dict[int, QSpinBox] = {}
        for r, row in enumerate(self.units_model.rows()):
            uid = int(str(row.key))
            unit = next(u for s in SIDES for u in v.sides[s].units if u.id == uid)
            spin = self._loss_spins.get(uid)
            if spin is None or self.unitsTable.cellWidget(r, p.LOSSES) is not spin:
                value = spin.value() if spin is not None else 0
                spin = QSpinBox()
                spin.setObjectName(f"loss_{uid}")
                spin.setValue(0)
                self.unitsTable.setCellWidget(r, p.LOSSES, spin)
                spin.setRange(0, max(0, unit.count))
                spin.setValue(min(value, unit.count))
            else:
                spin.setRange(0, max(0, unit.count))  # a value above the new count drops to it
            spins[uid] = spin
        self._loss_spins = spins
        self._fill_pcs(v)
        self.historyLabel.setText(p.history_html(v))

    def _fill_pcs(self, v: BattleView) -> None:
        keep = self.pcTable.currentRow()
        self.pcs_model.set_rows(p.pc_rows(v))
        count = self.pcs_model.rowCount()
        if count:
            self.pcTable.selectRow(min(max(keep, 0), count - 1))
        after = v.contest is not None
        for b in (self.survivalButton, self.gloryButton):
            b.setEnabled(after and count > 0)
        self._glory_label()
        self.casualtiesButton.setEnabled(bool(v.contest and v.contest.morale_done and not v.casualties))

    def _chosen_pc(self) -> tuple[str, str] | None:
        row = self.pcTable.currentRow()
        if not 0 <= row < self.pcs_model.rowCount():
            return None
        data = self.pcs_model.row(row).data  # a PC row's data is (side, name)
        return (str(data[0]), str(data[1])) if isinstance(data, tuple) and len(data) == 2 else None

    def _glory_label(self) -> None:
        chosen = self._chosen_pc()
        text, tip = p.glory_button(p.glory_waiting(self.view, chosen[1] if chosen else None))
        self.gloryButton.setText(text)
        self.gloryButton.setToolTip(tip)

    # ---- the result box -----------------------------------------------------------------------------
    def show_last_result(self, battle: q.BattleRow | None) -> None:
        super().show_last_result(battle)
        if self.lastResult is not None:
            self.lastResult.setToolTip(self.lastResult.text())

    def format_result(self, row: q.LogRow) -> str:
        """The action's text (what the log shows); a seer's true roll only from its result's ``gm_only`` part."""
        return p.format_result(row)

    # ---- actions ------------------------------------------------------------------------------------
    def primary_available(self) -> bool:
        return self.view is not None and self.view.stage in ("pre_battle", "morale") and \
            (self.contestButton.isEnabled() or self.moraleButton.isEnabled())

    def primary_action(self) -> None:
        if self.moraleButton.isEnabled():
            self.roll_morale()
        elif self.contestButton.isEnabled():
            self.roll_contest()

    def _run(self, fn: str, *args: object) -> Any:
        from muster.services import gurps

        if self.battle_id is None:
            return None
        return self.window_.run(getattr(gurps, fn), self.battle_id, *args)

    def primary_button(self) -> QWidget:
        return self.moraleButton if self.moraleButton.isEnabled() else self.contestButton

    def odds_widget(self) -> QWidget:
        return self.oddsTable

    def roll_contest(self) -> Any:
        self.tabs.setCurrentWidget(self.contestPage)
        return self._run("roll_contest", ())

    def use_luck(self, side: str) -> Any:
        return self._run("use_luck", side)

    def enter_result(self) -> Any:
        return self._run("enter_result", self.manualWinnerCombo.currentData() or None, self.manualMarginSpin.value())

    def roll_morale(self) -> Any:
        self.tabs.setCurrentWidget(self.contestPage)
        return self._run("roll_morale")

    def send_mission(self) -> Any:
        kind = self.missionCombo.currentData()
        return self._run("run_mission", self.opsSideCombo.currentData(), kind, self.missionLeaderCombo.currentData(),
                         self.missionTeamSpin.value(), self.missionSkillCombo.currentData(),
                         self.missionTargetCombo.currentData() if kind == "assassination" else None,
                         self.publicCheck.isChecked() if kind == "assassination" else False)

    def post_security(self) -> Any:
        return self._run("post_security", self.opsSideCombo.currentData(), self.securityLeaderCombo.currentData(),
                         self.securityTeamSpin.value())

    def consult_seer(self) -> Any:
        return self._run("consult_seer", self.opsSideCombo.currentData(), self.seerCombo.currentData(),
                         self.trustCombo.currentData())

    def upkeep(self) -> Any:
        from muster.gui.systems.gurps.upkeep import GurpsUpkeepDialog

        if self.service is None:
            return None
        side = self.view.sides[self.opsSideCombo.currentData() or "attacker"].side_id if self.view else None
        def run(fn: Callable[..., Any], *args: object) -> Any:
            return self.window_.run(fn, *args, origin=self)

        dialog = GurpsUpkeepDialog(self.service, run, self, side_id=side)
        dialog.exec()
        return dialog

    def disaster(self) -> Any:
        from muster.gui.systems.gurps.dialogs import GurpsDisasterDialog

        if self.view is None:
            return None
        side = self.disasterSideCombo.currentData()
        if self.view.disaster_table:
            return self._run("roll_disaster", side)
        dialog = GurpsDisasterDialog(p.side_name(self.view, side), self.view.disaster_bonus.get(side, 0),
                                     dict(self.view.disasters_due).get(side, ""), self)
        if dialog.exec():
            text, morale, lost = dialog.values()
            return self._run("record_disaster", side, text, morale, lost)
        return None

    def place_powers(self) -> Any:
        allocation = {key: spin.value() for key, spin in self.powerSpins.items() if spin.value()}
        return self._run("set_powers", self.opsSideCombo.currentData(), self.powerPointsSpin.value(), allocation,
                         self.manaCombo.currentData() or "normal", self.boostSpin.value())

    def reveal_powers(self) -> Any:
        return self._run("reveal_powers", self.opsSideCombo.currentData())

    def roll_casualties(self) -> Any:
        losses = {uid: spin.value() for uid, spin in self._loss_spins.items() if spin.value()}
        return self._run("roll_casualties", self.fierceSpin.value(), losses)

    def pc_roll(self, fn: str) -> Any:
        chosen = self._chosen_pc()
        if chosen is None:
            self.window_.show_error(self.tr("Choose a PC in the table first."))
            return None
        side, name = chosen
        if fn != "pc_glory":
            return self._run(fn, side, name)
        rolled = p.glory_rolled(self.view, name)
        if rolled is None or rolled.row is not None:
            rolled = self._run("pc_glory", side, name)
        if rolled is not None and rolled.row is None:  # the Glory table is empty: the row from the book
            return self.enter_glory(side, name, rolled)
        return rolled

    def enter_glory(self, side: str, name: str, rolled: GloryDone) -> Any:
        from muster.gui.systems.gurps.dialogs import GurpsGloryDialog

        dialog = GurpsGloryDialog(name, rolled, self)
        if dialog.exec():
            return self._run("enter_glory", side, name, dialog.values())
        return None

    def record_losses(self) -> Any:
        losses = {uid: spin.value() for uid, spin in self._loss_spins.items() if spin.value()}
        if not losses:
            self.window_.show_error(self.tr("Enter the losses of at least one unit in the New losses column."))
            return None
        from muster.services import gurps

        return self.window_.run(gurps.record_losses, self.battle_id, losses)

    def edit_setup(self) -> Any:
        from muster.gui.systems.gurps.dialogs import GurpsSetupDialog

        if self.view is None:
            return None
        dialog = GurpsSetupDialog(self.view, self)
        if dialog.exec():
            kind, position, attacker = dialog.values()
            return self._run("set_setup", kind, position, attacker)
        return None

    def edit_army(self, side: str) -> Any:
        from muster.gui.systems.gurps.dialogs import GurpsArmyDialog

        if self.view is None:
            return None
        dialog = GurpsArmyDialog(self.view.sides[side].army, self.view.situation_choices, self,
                                 strength=p.army_strength(self.view, side))
        if dialog.exec():
            return self._run("set_army", side, dialog.values())
        return None
