"""The By This Poleaxe battle panel: the move-space line, the phase's actions, morale, odds, squads.

The binding only: the compiled form (``ui/poleaxe_panel.ui``) is mixed in, so every widget is typed; what is
shown comes from ``present`` (texts, rows) and goes into the tables' models (``models``); the buttons call the
Poleaxe services through ``window.run``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QPushButton, QWidget

from muster.gui.advise import attach_advice
from muster.gui.dialogs.fit import fit_to_screen
from muster.gui.forecast import attach_forecast
from muster.gui.forms.poleaxe_panel import Ui_PoleaxePanel
from muster.gui.systems import compact
from muster.gui.systems.base import SystemPanel
from muster.gui.systems.poleaxe import present as p
from muster.gui.systems.poleaxe.models import RowsModel
from muster.services import ServiceError
from muster.services import queries as q

if TYPE_CHECKING:
    from muster.gui.systems.poleaxe.aftermath import AftermathDialog
    from muster.gui.systems.poleaxe.bodies import BodiesDialog
    from muster.services.advice import AdviceRequest
    from muster.services.forecast import ForecastRequest
    from muster.services.poleaxe import BattleView, Engagement, MoraleDueView, SpellRequest, SquadOdds, SquadView

# the old names of the presenter's pieces, for code that imported them from here
PHASE_PAGES, SQUAD_TO_DROP, SQUAD_TO_BE_HIT, SQUAD_MORALE = p.PHASE_PAGES, p.SQUAD_TO_DROP, p.SQUAD_TO_BE_HIT, \
    p.SQUAD_MORALE
pct, pct_of = p.pct, p.pct_of


class BattlePanel(compact.FillsCentralArea, SystemPanel, Ui_PoleaxePanel):
    result_kinds = ("poleaxe-setup", "poleaxe-declare", "poleaxe-melee", "poleaxe-missile", "poleaxe-morale",
                    "poleaxe-morale-dismiss", "poleaxe-rally", "poleaxe-spell", "poleaxe-aftermath")

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.setupUi(self)
        self.setObjectName("poleaxeBattleView")
        compact.add_result_area(self, self.mainLayout)
        self.battle: q.BattleRow | None = None
        self.view: BattleView | None = None
        self.engagements: list[Engagement] = []
        self._due: list[MoraleDueView] = []
        self._odds: Mapping[int, SquadOdds] = {}  # the melee odds shown, per squad
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
        self.bodies_model = RowsModel(p.body_headers(), self)
        self.engagements_model = RowsModel(p.engagement_headers(), self)
        self.morale_model = RowsModel(p.morale_headers(), self)
        self.squads_model = RowsModel(p.squad_headers(), self)
        for table, model in ((self.bodiesTable, self.bodies_model), (self.engagementsTable, self.engagements_model),
                             (self.moraleTable, self.morale_model), (self.squadsTable, self.squads_model)):
            table.setModel(model)
        self.bodiesButton = QPushButton(self.tr("Set up &bodies…"))
        self.bodiesButton.setObjectName("bodiesButton")
        self.bodiesButton.setToolTip(self.tr("Group squads into named bodies per side (battles of over 100 "
                                             "combatants), then roll the distance"))
        self.setupLayout.addWidget(self.bodiesButton, 0, Qt.AlignmentFlag.AlignLeft)
        self._connect()
        self.forecastBox = attach_forecast(self, self._forecast_request, tabs=self.panelTabs)
        self.adviseBox = attach_advice(self, self._advice_request, self.apply_advice, system="poleaxe",
                                       tabs=self.panelTabs)
        self.show_battle(None, [])

    def _connect(self) -> None:
        self.setupButton.clicked.connect(self.setup_battle)
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

    # ---- showing -------------------------------------------------------------------------------------
    def _forecast_request(self) -> ForecastRequest:
        from muster.services.plugins.poleaxe import forecast_request

        if self.battle is None or self.service is None:
            raise ServiceError(p.select_battle_first())
        return forecast_request(self.service, self.battle.id, self.engagements or None)

    def _advice_request(self, side_id: int | None) -> AdviceRequest:
        """The advice for the panel's fields as they are, for the Advise tab."""
        from muster.gui.systems.poleaxe.advice_fields import advice_request

        return advice_request(self, side_id)

    def apply_advice(self, action: object) -> None:
        """An advised option into the panel's fields (Advise tab, Battle ▸ Use Advised Option); nothing rolls."""
        from muster.gui.systems.poleaxe.advice_fields import apply_advice

        apply_advice(self, action)

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
        self.morale_model.set_rows(())
        self._due = []

    def _show(self, battle: q.BattleRow | None, view: BattleView | None, follow: int | None) -> None:
        spell_tab = self.panelTabs.indexOf(self.spellScroll)
        if battle is None or view is None:
            self.titleLabel.setText(p.no_battle()[0])
            self.subtitleLabel.setText(p.no_battle()[1])
            for w in (self.setupBox, self.fieldBox, self.phaseStack, self.moraleBox, self.rallyBox,
                      self.panelTabs, self.oddsLabel, self.aftermathButton, self.phaseSteps):
                w.setVisible(False)
            self._show_action_buttons(None)
            return
        self.titleLabel.setText(battle.name)
        for w in (self.aftermathButton, self.phaseSteps, self.panelTabs):
            w.setVisible(True)
        self.phaseSteps.setText(p.phase_steps(battle.phase))
        if view.error:
            self.subtitleLabel.setText(view.error)
            for w in (self.setupBox, self.fieldBox, self.phaseStack, self.moraleBox, self.rallyBox, self.oddsLabel):
                w.setVisible(False)
            self.panelTabs.setTabVisible(spell_tab, False)
            self._show_action_buttons(None)
            self._odds = {}
            self.squads_model.set_rows(p.squad_rows(view))
            return
        self.subtitleLabel.setText(p.subtitle(battle, view))
        set_up = view.set_up
        self.setupBox.setVisible(not set_up)
        self.fieldBox.setVisible(set_up)
        self.phaseStack.setVisible(set_up)
        self.panelTabs.setTabVisible(spell_tab, set_up and view.phase in ("missiles", "melee"))
        self.oddsLabel.setVisible(set_up)
        self.bodies_model.set_rows(p.body_rows(view))
        self.lineLabel.setText(p.line_html(view))
        self.eventsLabel.setText(p.events_text(view))
        self.squads_model.set_rows(p.squad_rows(view, self._odds))
        acting = view.squad(follow) if follow is not None else None
        if set_up:
            page: QWidget = getattr(self, p.PHASE_PAGES[view.phase])
            self.phaseStack.setCurrentWidget(page)
            self._fill_declare(view, acting)
            self._fill_missiles(view, acting)
            self._fill_spells(view)
            self._load_engagements(view)
            self.moveLabel.setText(p.move_text(view.phase))
        self._show_morale()
        self._fill_rally(view, acting)
        self._show_action_buttons(view)
        self._refresh_odds()

    def _show_action_buttons(self, view: BattleView | None) -> None:
        """The footer shows the rolls this moment offers: set-up, morale checks due, the phase's own roll."""
        set_up = view is not None and view.set_up and not view.error
        phase = view.phase if view is not None and set_up else None
        self.setupButton.setVisible(view is not None and not view.error and not view.set_up)
        self.rollMoraleButton.setVisible(bool(self._due))
        self.declareButton.setVisible(phase == "declare")
        self.fireButton.setVisible(phase == "missiles")
        self.resolveButton.setVisible(phase == "melee")

    @staticmethod
    def _refill(combo: QComboBox, items: p.Choices, prefer: object = None) -> None:
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
        self._refill(self.bodyCombo, p.body_choices(view), acting.body_id if acting else None)
        self._body_changed()

    def _body_changed(self) -> None:
        body = self.view.body(self.bodyCombo.currentData()) if self.view else None
        if body is None:
            return
        self.spacesSpin.setRange(-body.max_move, body.max_move)
        self.spacesSpin.setSuffix(p.max_move_suffix(body.max_move))
        self.spacesSpin.setValue(body.declared)  # the declaration in the file
        self.chargeCheck.setChecked(body.charge)
        self.primary_changed.emit()

    def _tables(self) -> Any:
        from muster.services.house_rules import tables_for

        service = self.service
        assert service is not None, "a Poleaxe battle is shown: its campaign is open"
        return tables_for(service, "poleaxe")

    def _fill_missiles(self, view: BattleView, acting: SquadView | None) -> None:
        weapons = self._tables()["missiles"]["weapons"]
        self._refill(self.shooterCombo, p.shooter_choices(view, weapons), acting.unit if acting else None)
        self._refill(self.targetCombo, p.target_choices(self.view, self.shooterCombo.currentData()))

    def _missile_changed(self) -> None:
        if self.sender() is self.shooterCombo:
            self._refill(self.targetCombo, p.target_choices(self.view, self.shooterCombo.currentData()))
        self._refresh_odds()

    def _fill_spells(self, view: BattleView) -> None:
        self._refill(self.spellTargetCombo, p.spell_target_choices(view))
        per = self._tables()["spells"]["hd_per_htk"]  # the campaign's own range and default
        self.spellPerSpin.setRange(per["min"], per["max"])
        if self._offer_per_default or self.spellPerSpin.value() == self._per_offered:  # not the GM's own choice
            self.spellPerSpin.setValue(per["default"])
            self._offer_per_default = False
        self._per_offered = per["default"]
        self.spellPerHint.setText(p.spell_per_hint(per))
        self.spellPerSpin.setToolTip(self.spellPerHint.text())
        self._spell_changed()

    def _spell_changed(self) -> None:
        kind = self.spellKindCombo.currentData()
        amount = kind in p.AMOUNT_SPELLS
        self.spellHdSpin.setVisible(amount)
        self.spellPerSpin.setVisible(amount)
        self.spellPerHint.setVisible(amount)
        self.spellBonusSpin.setVisible(not amount)
        self.spellBonusSpin.setMaximum(3 if kind == "enhancement" else 4)
        self.spellTurnsSpin.setVisible(kind in p.LASTING_SPELLS)
        self.spellTargetLabel.setText(p.spell_target_label(kind))

    def _fill_rally(self, view: BattleView, acting: SquadView | None) -> None:
        routing = p.rally_choices(view)
        self.rallyBox.setVisible(bool(routing))
        self._refill(self.rallyCombo, routing, acting.unit if acting else None)
        self._rally_changed()

    def _rally_changed(self) -> None:
        from muster.services import poleaxe

        uid = self.rallyCombo.currentData()
        self.rallyButton.setEnabled(False)
        self.rallyOddsLabel.setText("")
        if uid is not None and self.battle is not None and self.service is not None:
            odds = poleaxe.rally_odds(self.service, self.battle.id, uid)
            self.rallyOddsLabel.setText(p.rally_text(odds))
            self.rallyButton.setEnabled(not odds.refused)
        self.primary_changed.emit()

    # ---- melee engagements ---------------------------------------------------------------------------------
    def _load_engagements(self, view: BattleView) -> None:
        """The melee plan from the file, with the GM's flank/surprise/charge/cover kept for pairs still engaged."""
        from muster.services import poleaxe

        plan = poleaxe.melee_plan(self.service, self.battle.id) if view.phase == "melee" and self.battle and \
            self.service else ()
        keyed = {(e.attacker, e.target): e for e in self.engagements}
        self.engagements = [keyed.get((e.attacker, e.target), e) for e in plan]
        self.engagements_model.set_rows(p.engagement_rows(self.engagements, view))
        for r, e in enumerate(self.engagements):
            self._engagement_widgets(r, e)
        self.meleeHint.setText(p.melee_hint(bool(self.engagements)))

    def _engagement_widgets(self, r: int, e: Engagement) -> None:
        """The GM's choices for one attack, in the engagements table: direction, surprise, charge, cover."""
        table = self.engagementsTable
        direction = self._choice_combo(f"direction_{r}", p.direction_choices(), e.direction)
        direction.currentIndexChanged.connect(
            lambda _, r=r, w=direction: self._set_engagement(r, direction=w.currentData()))
        table.setCellWidget(r, p.ENGAGEMENT_DIRECTION, direction)
        for col, key in ((p.ENGAGEMENT_SURPRISE, "surprise"), (p.ENGAGEMENT_CHARGE, "charge")):
            box = QCheckBox()
            box.setObjectName(f"{key}_{r}")
            box.setChecked(bool(getattr(e, key)))
            box.toggled.connect(lambda on, r=r, key=key: self._set_engagement(r, **{key: on}))
            table.setCellWidget(r, col, box)
        cover = self._choice_combo(f"cover_{r}", p.cover_choices(), e.cover)
        cover.currentIndexChanged.connect(lambda _, r=r, w=cover: self._set_engagement(r, cover=w.currentData()))
        table.setCellWidget(r, p.ENGAGEMENT_COVER, cover)

    @staticmethod
    def _choice_combo(name: str, choices: p.Choices, current: object) -> QComboBox:
        combo = QComboBox()
        combo.setObjectName(name)
        for label, key in choices:
            combo.addItem(label, key)
        combo.setCurrentIndex(combo.findData(current))
        return combo

    def _set_engagement(self, row: int, **change: Any) -> None:
        self.engagements[row] = replace(self.engagements[row], **change)
        self._refresh_odds()

    # ---- odds ------------------------------------------------------------------------------------------------
    def _refresh_odds(self) -> None:
        try:
            self._show_odds()
        finally:
            self.primary_changed.emit()

    def _show_odds(self) -> None:
        self.oddsLabel.setText("")
        self.fireButton.setEnabled(False)
        self.resolveButton.setEnabled(False)
        self.oddsLabel.setStyleSheet("font-size: 11pt;")
        odds: Mapping[int, SquadOdds] = {}
        try:
            odds = self._odds_line()
        except ServiceError as exc:
            self.oddsLabel.setText(str(exc))
        finally:
            self._odds = odds
            if self.view is not None:
                self.squads_model.set_rows(p.squad_rows(self.view, odds))
                if self.engagements:
                    self.engagements_model.set_rows(p.engagement_rows(self.engagements, self.view, odds))

    def _odds_line(self) -> Mapping[int, SquadOdds]:
        """Show the odds of the roll at hand; the melee's odds per squad, to show in the tables."""
        from muster.services import poleaxe

        view, battle, svc = self.view, self.battle, self.service
        if view is None or not view.set_up or battle is None or svc is None:
            return {}
        shooter, target = self.shooterCombo.currentData(), self.targetCombo.currentData()
        if view.phase == "melee" and self.engagements:
            odds = poleaxe.melee_odds(svc, battle.id, tuple(self.engagements))
            self.oddsLabel.setText(p.melee_odds_note())
            self.resolveButton.setEnabled(True)
            return odds
        if view.phase == "missiles" and shooter is not None and target is not None:
            missile = poleaxe.missile_odds(svc, battle.id, shooter, target, self.coverCombo.currentData())
            self.oddsLabel.setText(p.missile_odds_text(missile))
            if missile.refused:
                self.oddsLabel.setStyleSheet("font-size: 11pt; color: #b00020;")
            else:
                self.fireButton.setEnabled(True)
        elif view.phase == "missiles":
            self.oddsLabel.setText(p.no_shooter_text())
        elif view.phase == "declare":
            self.oddsLabel.setText(p.declare_hint())
        return {}

    # ---- morale ------------------------------------------------------------------------------------------
    def _show_morale(self) -> None:
        from muster.services import poleaxe

        secure = set(self.secure_ids())  # kept for squads still due (reset cleared the table)
        due = poleaxe.morale_due(self.service, self.battle.id) if self.battle and self.service and self.view and \
            self.view.morale_due else []
        self._due = list(due)
        self.moraleBox.setVisible(bool(due))
        self.morale_model.set_rows(p.morale_rows(self._due))
        for r, d in enumerate(self._due):
            box = QCheckBox()
            box.setObjectName(f"secure_{d.unit}")
            box.setChecked(d.unit in secure)
            box.setToolTip(p.secure_tip(d))
            self.moraleTable.setCellWidget(r, p.MORALE_SECURE, box)

    def secure_ids(self) -> list[int]:
        out = []
        for r, d in enumerate(self._due):
            box = self.moraleTable.cellWidget(r, p.MORALE_SECURE)
            if isinstance(box, QCheckBox) and box.isChecked():
                out.append(d.unit)
        return out

    # ---- the result box -------------------------------------------------------------------------------------
    def format_result(self, row: q.LogRow) -> str:
        return p.format_result(row)

    # ---- actions ------------------------------------------------------------------------------------------
    def _run(self, fn: Any, *args: Any) -> Any:
        """Run a GM action; the session shows its outcome (never this panel after the run)."""
        return self.window_.run(fn, *args)

    def setup_battle(self) -> Any:
        from muster.services import poleaxe

        if self.battle is not None:
            return self._run(poleaxe.setup, self.battle.id)
        return None

    def declare(self) -> bool | None:
        from muster.services import poleaxe

        if self.battle is None or self.bodyCombo.currentData() is None:
            return None
        self._run(poleaxe.declare, self.battle.id, self.bodyCombo.currentData(), self.spacesSpin.value(),
                  self.chargeCheck.isChecked())
        return True

    def fire(self) -> Any:
        from muster.services import poleaxe

        if self.battle and self.shooterCombo.currentData() is not None and self.targetCombo.currentData() is not None:
            return self._run(poleaxe.fire_missiles, self.battle.id, self.shooterCombo.currentData(),
                             self.targetCombo.currentData(), self.coverCombo.currentData())
        return None

    def resolve_melee(self) -> Any:
        from muster.services import poleaxe

        if self.battle is not None:
            return self._run(poleaxe.resolve_melee, self.battle.id, list(self.engagements) or None)
        return None

    def roll_morale(self) -> Any:
        from muster.services import poleaxe

        if self.battle is not None:
            return self._run(poleaxe.roll_morale, self.battle.id, None, self.secure_ids())
        return None

    def dismiss_morale(self) -> None:
        from muster.services import poleaxe

        row = self.moraleTable.currentRow()
        if self.battle is not None and 0 <= row < len(self._due):
            self._run(poleaxe.dismiss_morale, self.battle.id, self._due[row].unit)

    def rally(self) -> Any:
        from muster.services import poleaxe

        if self.battle is not None and self.rallyCombo.currentData() is not None:
            return self._run(poleaxe.rally, self.battle.id, self.rallyCombo.currentData())
        return None

    def spell(self) -> SpellRequest:
        return p.spell_request(self.view, name=self.spellNameEdit.text(), kind=self.spellKindCombo.currentData(),
                               target=self.spellTargetCombo.currentData(), hd=self.spellHdSpin.value(),
                               hd_per_htk=self.spellPerSpin.value(), bonus=self.spellBonusSpin.value(),
                               turns=self.spellTurnsSpin.value())

    def cast(self) -> Any:
        from muster.services import poleaxe

        if self.battle is not None and self.spellTargetCombo.currentData() is not None:
            return self._run(poleaxe.cast_spell, self.battle.id, self.spell())
        return None

    def open_bodies(self) -> BodiesDialog | None:
        from muster.gui.systems.poleaxe.bodies import BodiesDialog

        if self.battle is None or (self.view is not None and self.view.set_up):
            return None
        dialog = BodiesDialog(self.window_, self.battle.id, self)
        fit_to_screen(dialog)
        dialog.exec()
        return dialog

    def open_aftermath(self) -> AftermathDialog | None:
        from muster.gui.systems.poleaxe.aftermath import AftermathDialog

        if self.battle is None:
            return None
        dialog = AftermathDialog(self.window_, self.battle.id, self)
        fit_to_screen(dialog)
        dialog.exec()
        return dialog

    # ---- the window's hooks -------------------------------------------------------------------------------
    def primary_button(self) -> QPushButton | None:
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

    def odds_widget(self) -> QWidget:
        """Where the exact odds of the roll at hand are: the morale table, the melee table or the odds line."""
        if self._due:
            return self.moraleTable
        if self.view is not None and self.view.phase == "melee" and self.engagements:
            return self.engagementsTable
        return self.oddsLabel

    def primary_available(self) -> bool:
        button = self.primary_button()
        if button is self.declareButton:
            return self.bodyCombo.currentData() is not None
        return button is not None and button.isEnabled()

    def primary_action(self) -> None:
        button = self.primary_button()
        actions = {self.setupButton: self.setup_battle, self.rollMoraleButton: self.roll_morale,
                   self.declareButton: self.declare, self.fireButton: self.fire, self.resolveButton: self.resolve_melee}
        action = actions.get(button) if button is not None else None
        if action is not None:
            action()
