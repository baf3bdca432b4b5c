"""The BUCS engagement panel: choose the sides, tick conditions, see breakdowns and exact odds, roll.

The binding only: the widgets come from ``form.Ui_BucsPanel`` (mixed in, so every widget is typed); what is
shown comes from ``present`` (texts, rows, HTML) and goes into the tables' models (``models``); the buttons call
the BUCS services through ``window.run``.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QListWidgetItem, QPushButton

from muster.gui.advise import attach_advice
from muster.gui.dialogs.fit import fit_to_screen
from muster.gui.forecast import attach_forecast
from muster.gui.systems import compact
from muster.gui.systems.base import SystemPanel
from muster.gui.systems.bucs import present as p
from muster.gui.systems.bucs.form import SideBox, Ui_BucsPanel
from muster.gui.systems.bucs.models import RowsModel
from muster.services import ServiceError
from muster.services import queries as q

if TYPE_CHECKING:
    from muster.gui.main_window import MainWindow
    from muster.gui.systems.bucs.command import BucsCommandDialog
    from muster.services.advice import AdviceRequest
    from muster.services.bucs import OrderChoice, PanelData, UnitView
    from muster.services.bucs_results import EngagementResult, HealResult, HoursLine, OrderResult
    from muster.services.forecast import ForecastRequest

Conditions = dict[str, Any]


class BattlePanel(compact.FillsCentralArea, SystemPanel, Ui_BucsPanel):
    result_kinds = ("bucs-round", "bucs-surprise", "bucs-contest", "bucs-heal")

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setupUi(self)
        self.setObjectName("bucsBattleView")
        self.data: PanelData | None = None  # the battle shown, read from the file at the last show_battle
        self.battle: q.BattleRow | None = None
        # the GM's ticked conditions not yet saved, by unit id: (saved conditions they were ticked over, ticked)
        self._pending: dict[int, tuple[Conditions, Conditions]] = {}
        self._seen_active: int | None = None  # the acting unit at the last show_battle
        self._filling = False
        self.units_model = RowsModel(p.unit_headers(), self)
        self.unitsTable.setModel(self.units_model)
        self.hits_model = RowsModel(p.hit_headers(None), self)
        self.hitsTable.setModel(self.hits_model)
        self.hits_model.set_rows(p.hit_rows(None))
        self._connect()
        self._kind_changed()
        self.forecastBox = attach_forecast(self, self._forecast_request, tabs=self.tabs)
        self.adviseBox = attach_advice(self, self._advice_request, self.apply_advice, system="bucs",
                                       tabs=self.tabs)
        self.show_battle(None, [])

    def _connect(self) -> None:
        self.kindCombo.currentIndexChanged.connect(self._kind_changed)
        for w in (self.terrainCombo, self.specialtyCombo, self.attacker.situation, self.defender.situation,
                  self.attacker.target, self.defender.target):
            w.currentIndexChanged.connect(self._options_changed)
        for spin in (self.attacker.modifier, self.defender.modifier):
            spin.valueChanged.connect(self._options_changed)
        self.skillEdit.textChanged.connect(self._options_changed)
        self.crampedCheck.toggled.connect(self._options_changed)
        for box in (self.attacker, self.defender):
            box.lead.currentIndexChanged.connect(self._lead_changed)
            box.helpers.itemChanged.connect(self._helpers_changed)
            box.conditionsToggled.connect(lambda b=box: self._ticked(b))
        self.rollButton.clicked.connect(self.primary_action)
        self.units_model.checkToggled.connect(self._action_ticked)
        self.giveOrderButton.clicked.connect(self.give_order)
        self.orderUnitCombo.currentIndexChanged.connect(self._order_preview)
        self.orderCombo.currentTextChanged.connect(self._order_preview)
        self.orderHoursSpin.valueChanged.connect(self._order_preview)
        self.hoursButton.clicked.connect(self.let_hours_pass)
        self.takeCommandButton.clicked.connect(self.take_command)
        self.releaseCommandButton.clicked.connect(self.release_command)
        self.unitsTable.selectionModel().selectionChanged.connect(self._command_buttons)
        self.healButton.clicked.connect(self.after_battle)

    # ---- showing the battle ---------------------------------------------------------------------------
    def _orders(self) -> Sequence[OrderChoice]:
        return self.data.orders if self.data is not None else ()

    def turn_notes(self) -> dict[int, str]:
        """For the Turn Tracker: each unit's move and attack action this round, and its order's hours left."""
        return p.turn_notes(self._units(False), self._orders())

    def _forecast_request(self) -> ForecastRequest:
        """The engagement as the panel shows it now, for the Forecast tab."""
        from muster.services.bucs import engagement_options
        from muster.services.plugins.bucs import forecast_request

        if self.battle is None or self.service is None:
            raise ServiceError(self.tr("Select a BUCS battle first."))
        return forecast_request(self.service, self.battle.id, self.attacker.unit_ids(), self.defender.unit_ids(),
                                engagement_options(self.options()))

    def _advice_request(self, side_id: int | None) -> AdviceRequest:
        """The advice for the panel's fields as they are, for the Advise tab."""
        from muster.gui.systems.bucs.advice_fields import advice_request

        return advice_request(self, side_id)

    def apply_advice(self, action: object) -> None:
        """An advised option into the panel's fields (Advise tab, Battle ▸ Use Advised Option); nothing rolls."""
        from muster.gui.systems.bucs.advice_fields import apply_advice

        apply_advice(self, action)

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
        self.titleLabel.setText(battle.name)
        self.subtitleLabel.setText(p.subtitle(battle, self.data.battle))
        active = battle.initiative[battle.active] if battle.initiative else None
        follow = reset or active != self._seen_active  # Next Unit (Ctrl+J) moves the lead even without a reset
        self._seen_active = active
        self._filling = True
        try:
            self._fill_choices(reset)
            self._fill_sides(active if follow else None)
            self.units_model.set_rows(p.unit_rows(self._units(False), self._orders()))
            self._command_buttons()
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
            if u is None or p.ticks(u) != base or ticked == base:
                del self._pending[uid]

    def _set_enabled(self, on: bool) -> None:
        for w in (self.attacker, self.defender, self.oddsBox, self.unitsBox, self.ordersBox, self.kindCombo,
                  self.terrainCombo, self.crampedCheck):
            w.setEnabled(on)
        if not on:
            self.oddsLabel.setText("—")
            self.rollButton.setEnabled(False)
            self.primary_changed.emit()

    def _units(self, ready_only: bool = True) -> list[UnitView]:
        units = [u for u in (self.data.units if self.data else ()) if u.unit is not None]
        return [u for u in units if u.ready] if ready_only else units

    def _unit(self, uid: object) -> UnitView | None:
        return self.data.unit(uid) if self.data is not None and uid is not None else None

    def _fill_choices(self, reset: bool) -> None:
        assert self.data is not None
        d = self.data
        keep = None if reset else self.terrainCombo.currentData()
        self.terrainCombo.clear()
        for t in d.terrains:
            self.terrainCombo.addItem(p.rules_name(t), t)
        index = self.terrainCombo.findData(keep)
        self.terrainCombo.setCurrentIndex(index if index >= 0 else max(0, self.terrainCombo.findData(d.battle.terrain)))
        if reset:
            self.crampedCheck.setChecked(d.battle.cramped_quarters)
        keep = self.specialtyCombo.currentData()
        self.specialtyCombo.clear()
        for label, specialty in p.specialty_choices(d.specialties):
            self.specialtyCombo.addItem(label, specialty)
        self.specialtyCombo.setCurrentIndex(max(0, self.specialtyCombo.findData(keep)))
        for box in (self.attacker, self.defender):
            box.set_pin_reasons(list(d.pin_reasons))

    @staticmethod
    def _fill_combo(combo: QComboBox, units: list[UnitView], keep: object) -> None:
        combo.clear()
        for u in units:
            combo.addItem(p.lead_label(u), u.id)
        index = combo.findData(keep)
        combo.setCurrentIndex(index if index >= 0 else (0 if units else -1))

    def _fill_sides(self, lead: int | None = None) -> None:
        """Both sides from the units now ready; ``lead`` (the acting unit) becomes the attacker's lead."""
        ready = self._units()
        keep_a = lead if lead is not None else self.attacker.lead_id()
        kept = self._unit(keep_a)
        if kept is None or not kept.ready:
            battle = self.battle
            keep_a = battle.initiative[battle.active] if battle is not None and battle.initiative else None
        self._fill_combo(self.attacker.lead, ready, keep_a)
        a = self._unit(self.attacker.lead_id())
        enemies = [u for u in ready if a is None or u.side_id != a.side_id]
        self._fill_combo(self.defender.lead, enemies, self.defender.lead_id())
        for box in (self.attacker, self.defender):
            self._fill_helpers(box)
            self._fill_conditions(box)
            box.unitInfo.setText(p.unit_info(self._unit(box.lead_id()), self._orders()))
        self._fill_targets()

    def _fill_helpers(self, box: SideBox) -> None:
        lead = self._unit(box.lead_id())
        keep = set(box.helper_ids())
        box.helpers.blockSignals(True)
        box.helpers.clear()
        for u in self._units():
            if lead is None or u.id == lead.id or u.side_id != lead.side_id:
                continue
            item = QListWidgetItem(p.helper_label(u))
            item.setData(Qt.ItemDataRole.UserRole, u.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if u.id in keep else Qt.CheckState.Unchecked)
            box.helpers.addItem(item)
        if box.helpers.count() == 0:
            item = QListWidgetItem(p.no_helper())
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            box.helpers.addItem(item)
        box.helpers.blockSignals(False)

    def _fill_targets(self) -> None:
        for box, other in ((self.attacker, self.defender), (self.defender, self.attacker)):
            keep = box.target.currentData()
            box.target.blockSignals(True)
            box.target.clear()
            box.target.addItem(p.their_lead(), None)
            for uid in other.unit_ids()[1:]:
                u = self._unit(uid)
                if u is not None:
                    box.target.addItem(u.name, uid)
            box.target.setCurrentIndex(max(0, box.target.findData(keep)))
            box.target.blockSignals(False)

    def _fill_conditions(self, box: SideBox) -> None:
        uid = box.lead_id()
        u = self._unit(uid)
        pending = self._pending.get(uid) if uid is not None else None
        cond = pending[1] if pending else (p.ticks(u) if u else {})
        widgets = [box.dug_in, *box.pins.values()]
        for w in widgets:
            w.blockSignals(True)
        box.dug_in.setChecked(bool(cond.get("dug_in")))
        for reason, pin in box.pins.items():
            pin.setChecked(reason in cond.get("pinned_down", []))
        for w in widgets:
            w.blockSignals(False)

    def _selected_unit(self) -> UnitView | None:
        row = self.unitsTable.currentRow()
        if not 0 <= row < self.units_model.rowCount():
            return None
        return self._unit(self.units_model.row(row).key)

    def _command_buttons(self) -> None:
        from muster.gui.systems.bucs.command import legendary

        u = self._selected_unit()
        self.takeCommandButton.setEnabled(bool(legendary(self._units(False))))
        self.releaseCommandButton.setEnabled(bool(u and u.unit and u.unit.commanded_by))

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
            for o in self._orders():
                self.orderCombo.addItem(p.rules_name(o.name), o.name)
            if text:
                self.orderCombo.setCurrentText(text)
        finally:
            for combo in (self.orderUnitCombo, self.orderCombo):
                combo.blockSignals(False)
        self._order_preview()

    # ---- reacting to the GM's choices ---------------------------------------------------------------------
    def _kind_changed(self) -> None:
        kind = self.kind()
        self.skillEdit.setVisible(kind == "contest")
        self.specialtyCombo.setVisible(kind == "contest")
        self.rollButton.setText(p.roll_button_text(kind))
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
        base = self._pending[u.id][0] if u.id in self._pending else p.ticks(u)
        self._pending[u.id] = (base, box.conditions())
        self._refresh_preview()

    def _options_changed(self) -> None:
        if not self._filling:
            self._refresh_preview()

    def kind(self) -> str:
        return str(self.kindCombo.currentData() or "round")

    def options(self) -> dict[str, Any]:
        """The engagement options exactly as the widgets show them (``rules.bucs.options`` shape)."""
        attacker, defender = self.attacker.options(), self.defender.options()
        if self.kind() == "contest":
            for opts in (attacker, defender):
                opts["specialty"] = self.specialtyCombo.currentData()
        conditions = {str(uid): self._pending[uid][1] for uid in (self.attacker.lead_id(), self.defender.lead_id())
                      if uid is not None and uid in self._pending}
        out = {"terrain": self.terrainCombo.currentData() or "open", "cramped_quarters": self.crampedCheck.isChecked(),
               "attacker": attacker, "defender": defender}
        if conditions:
            out["conditions"] = conditions
        return out

    def _skill(self) -> str | None:
        return self.skillEdit.text().strip() or None

    def _refresh_preview(self) -> None:
        self._show_preview()
        self.primary_changed.emit()

    def _show_preview(self) -> None:
        from muster.services import bucs

        self.rollButton.setEnabled(False)
        a_ids, d_ids = self.attacker.unit_ids(), self.defender.unit_ids()
        if self.data is None or self.battle is None or self.service is None or not a_ids or not d_ids:
            self.oddsLabel.setText(self.tr("Choose a lead unit on each side."))
            return
        if self.kind() == "contest" and not self._skill():
            self.oddsLabel.setText(self.tr("Name the skill the units contest."))
            return
        try:
            preview = bucs.preview(self.service, self.battle.id, self.kind(), a_ids, d_ids,
                                   bucs.engagement_options(self.options()), self._skill())
        except ServiceError as exc:
            self.oddsLabel.setText(p.cannot_roll(str(exc)))
            self.attacker.breakdown.setText("")
            self.defender.breakdown.setText("")
            self.notesLabel.setText("")
            return
        self.attacker.breakdown.setText(p.breakdown_html(preview.attacker))
        self.defender.breakdown.setText(p.breakdown_html(preview.defender))
        ended = self.data.battle.ended and self.kind() == "round"
        self.oddsLabel.setText(p.odds_text(preview, ended))
        if self.kind() == "round":
            self.hits_model.set_headers(p.hit_headers(preview))
            self.hits_model.set_rows(p.hit_rows(preview))
        self.notesLabel.setText(p.notes_html(preview.notes))
        self.rollButton.setEnabled(not ended)

    # ---- the result box -------------------------------------------------------------------------------------
    def format_result(self, row: q.LogRow) -> str:
        return p.result_html(row.kind, row.result, row.text)

    # ---- GM actions ------------------------------------------------------------------------------------------
    def primary_button(self) -> QPushButton:
        return self.rollButton

    def odds_widget(self) -> QLabel:
        return self.oddsLabel

    def primary_available(self) -> bool:
        return self.rollButton.isEnabled()

    def primary_action(self) -> None:
        self.roll()

    def roll(self) -> EngagementResult | None:
        """Roll what the panel shows (a combat round, a surprise check, a skill contest) through the window."""
        from muster.services import bucs

        if self.battle is None or not self.rollButton.isEnabled():
            return None
        a_ids, d_ids, opts = self.attacker.unit_ids(), self.defender.unit_ids(), bucs.engagement_options(self.options())
        kind = self.kind()
        if kind == "round":
            return self.window_.run(bucs.resolve_round, self.battle.id, a_ids, d_ids, opts)
        if kind == "surprise":
            return self.window_.run(bucs.resolve_surprise, self.battle.id, a_ids, d_ids, opts)
        return self.window_.run(bucs.resolve_contest, self.battle.id, a_ids, d_ids, self._skill(), opts)

    def _action_ticked(self, unit_id: Hashable, column: int, used: bool) -> None:
        from muster.services import bucs

        kind = p.ACTION_COLUMNS.get(column)
        if self._filling or kind is None or self.battle is None or not isinstance(unit_id, int):
            return
        self.window_.run(bucs.set_unit_action, self.battle.id, unit_id, kind, used)

    def _order_args(self) -> tuple[int | None, str, int | None]:
        hours = self.orderHoursSpin.value() or None
        text = self.orderCombo.currentText().strip()
        index = self.orderCombo.findText(text)  # an order of the list goes by its rules name, whatever the language
        order = self.orderCombo.itemData(index) if index >= 0 and self.orderCombo.itemData(index) else text
        uid = self.orderUnitCombo.currentData()
        return (uid if isinstance(uid, int) else None), str(order), hours

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
        self.orderPreview.setText(p.order_preview_text(t, self._orders()))

    def give_order(self) -> OrderResult | None:
        from muster.services import bucs

        uid, order, hours = self._order_args()
        if uid is None:
            return None
        battle_id = self.battle.id if self.battle else None
        return self.window_.run(bucs.give_order, uid, order, hours, None, battle_id)

    def let_hours_pass(self) -> list[HoursLine] | None:
        from muster.services import bucs

        if self.battle is None:
            return None
        return self.window_.run(bucs.advance_hours, self.battle.id, self.hoursSpin.value())

    def take_command(self) -> BucsCommandDialog | None:
        from muster.gui.systems.bucs.command import BucsCommandDialog

        if self.battle is None or self.data is None:
            return None
        u = self._selected_unit()
        dialog = BucsCommandDialog(self.window_, self.battle.id, self._units(False), u.id if u else None, self)
        fit_to_screen(dialog)
        dialog.exec()
        return dialog

    def release_command(self) -> None:
        from muster.services import bucs

        u = self._selected_unit()
        if self.battle is None or u is None or u.unit is None:
            return None
        if not u.unit.commanded_by:
            self.window_.show_error(p.not_commanded(u.name))
            return None
        return self.window_.run(bucs.release_command, u.id, self.battle.id)

    def after_battle(self) -> HealResult | None:
        from muster.gui.systems.bucs.healing import BucsHealDialog
        from muster.services import bucs

        if self.battle is None or self.data is None or self.service is None:
            return None
        dialog = BucsHealDialog(self.service, self._units(False), self)
        fit_to_screen(dialog)
        if not dialog.exec():
            return None
        v = dialog.values()
        return self.window_.run(bucs.heal, v.unit_ids, v.medical_ids, v.capacity, v.hours_since_battle, v.rest_days,
                                v.under_stress, self.battle.id)
