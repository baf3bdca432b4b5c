"""Generic units: the battle panel (attack with odds, damage by hand) and the unit editor."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from muster import systems
from muster.gui.systems.base import SystemPanel
from muster.gui.widgets import named
from muster.i18n import fmt, number, render, term
from muster.services import ServiceError
from muster.services import queries as q

if TYPE_CHECKING:
    from muster.gui.dialogs.unit import UnitDialog
    from muster.gui.main_window import MainWindow
    from muster.services.generic import AttackOutcome


def unit_editor(parent: QWidget | None, forces: Sequence[q.ForceRow], *, force_id: int | None = None, name: str = "",
                state: Mapping[str, object] | None = None) -> UnitDialog:
    from muster.gui.dialogs.unit import UnitDialog

    return UnitDialog(forces, parent, state=state, name=name, force_id=force_id)


class BattlePanel(SystemPanel):
    def __init__(self, window: MainWindow):
        super().__init__(window)
        self.setObjectName("battleView")
        layout = QVBoxLayout(self)
        self.add_heading(layout)

        self.actionBox = named(QGroupBox(self.tr("Attack")), "attackBox")
        form = QFormLayout(self.actionBox)
        self.attackerCombo = named(QComboBox(), "attackerCombo")
        self.targetCombo = named(QComboBox(), "targetCombo")
        self.oddsLabel = named(QLabel(), "oddsLabel")
        self.oddsLabel.setStyleSheet("font-size: 13pt;")
        self.attackButton = named(QPushButton(self.tr("Roll attack")), "attackButton")
        form.addRow(self.tr("&Attacker:"), self.attackerCombo)
        form.addRow(self.tr("&Target:"), self.targetCombo)
        form.addRow(self.tr("Odds:"), self.oddsLabel)
        form.addRow("", self.attackButton)
        layout.addWidget(self.actionBox)

        self.damageBox = named(QGroupBox(self.tr("Apply damage by hand")), "damageBox")
        row = QHBoxLayout(self.damageBox)
        self.damageSpin = named(QSpinBox(), "damageSpin")
        self.damageSpin.setRange(-999, 999)
        self.damageSpin.setValue(1)
        self.damageSpin.setToolTip(self.tr("Negative numbers heal."))
        self.damageButton = named(QPushButton(self.tr("Apply to target")), "damageButton")
        row.addWidget(QLabel(self.tr("Damage:")))
        row.addWidget(self.damageSpin)
        row.addWidget(self.damageButton)
        row.addStretch(1)
        layout.addWidget(self.damageBox)

        self.add_result_box(layout)
        self.systemNote = named(QLabel(), "systemNote")
        self.systemNote.setWordWrap(True)
        layout.addWidget(self.systemNote)
        layout.addStretch(1)

        self._units: list[q.UnitRow] = []
        self._acting: int | None = None
        self.attackButton.clicked.connect(self._attack)
        self.damageButton.clicked.connect(self._damage)
        self.attackerCombo.currentIndexChanged.connect(lambda _: self._fill_targets(self.target_id()))
        self.targetCombo.currentIndexChanged.connect(self._selection_changed)
        self.show_battle(None, [])

    def attacker_id(self) -> int | None:
        data = self.attackerCombo.currentData()
        return int(data) if data is not None else None

    def target_id(self) -> int | None:
        data = self.targetCombo.currentData()
        return int(data) if data is not None else None

    def show_battle(self, battle: q.BattleRow | None, units: list[q.UnitRow], *, reset: bool = True) -> None:
        if battle is None:
            self.titleLabel.setText(self.tr("No battle selected"))
            self.subtitleLabel.setText(self.tr("Add units in the Army Roster, then start a battle (Ctrl+B)."))
        else:
            self.titleLabel.setText(battle.name)
            self.subtitleLabel.setText(fmt(self.tr("Round %1 · %2"), battle.round,
                                           render(term("Rules", battle.phase_name))))
        generic = battle is not None and battle.system == "generic"
        self.actionBox.setVisible(generic)
        self.damageBox.setVisible(generic)
        self.systemNote.setText("" if battle is None or generic else fmt(self.tr(
            "This battle uses the %1 rules, whose battle panel is not built yet; the Turn Tracker, roster, "
            "log and undo work for it."), render(term("Rules", systems.label(battle.system)))))
        active = battle.initiative[battle.active] if battle and battle.initiative else None
        follow = reset or active != self._acting
        self._acting = active
        self._fill(self.attackerCombo, units, active if follow else self.attacker_id())
        self._fill_targets(None if reset else self.target_id())

    def _fill_targets(self, keep: int | None) -> None:
        side_of_force = {f.id: f.side_id for f in self.window_.roster_model.forces()}
        attacker = next((u for u in self._units if u.id == self.attacker_id()), None)
        own_side = side_of_force.get(attacker.force_id) if attacker is not None else None
        others = [u for u in self._units if u.id != self.attacker_id()]
        # the enemy first (the default target), then the attacker's own side (friendly fire stays possible)
        def friend(u: q.UnitRow) -> bool:
            return own_side is not None and side_of_force.get(u.force_id) == own_side

        units = sorted(others, key=friend)
        kept = next((u for u in units if u.id == keep), None)
        if kept is not None and friend(kept) and not friend(units[0]):
            keep = None  # the last attacker's target is this one's friend: the first enemy instead
        self._fill(self.targetCombo, units, keep)
        self._selection_changed()

    def _fill(self, combo: QComboBox, units: list[q.UnitRow], keep: int | None) -> None:
        if combo is self.attackerCombo:
            self._units = list(units)
        combo.blockSignals(True)
        combo.clear()
        for unit in units:
            combo.addItem(f"{unit.name} ({unit.status})", unit.id)
        index = combo.findData(keep)
        combo.setCurrentIndex(index if index >= 0 else (0 if units else -1))
        combo.blockSignals(False)

    def _selection_changed(self) -> None:
        ok = self.attacker_id() is not None and self.target_id() is not None and self.attacker_id() != self.target_id()
        self.attackButton.setEnabled(ok and self.actionBox.isVisibleTo(self))
        self.damageButton.setEnabled(self.target_id() is not None)
        self._show_odds() if ok else self.oddsLabel.setText("—")
        self.primary_changed.emit()

    def _show_odds(self) -> None:
        from muster.services import generic

        attacker, target = self.attacker_id(), self.target_id()
        if self.service is None or attacker is None or target is None:
            return
        try:
            chance = generic.attack_odds(self.service, attacker, target)
            needed = generic.needed_on_die(self.service, attacker, target)
        except (ServiceError, ValueError):
            self.oddsLabel.setText("—")
            return
        self.oddsLabel.setText(fmt(self.tr("%1% to hit (needs %2 or more on the d20)"),
                                   number(float(chance) * 100, 0), needed))

    def primary_available(self) -> bool:
        return self.attackButton.isEnabled()

    def primary_action(self) -> None:
        self._attack()

    def _attack(self) -> None:
        attacker, target = self.attacker_id(), self.target_id()
        if attacker is not None and target is not None:
            self.attack(attacker, target)

    def attack(self, attacker_id: int, target_id: int) -> AttackOutcome | None:
        from muster.services import generic

        battle = self.window_.current_battle()
        return self.window_.run(generic.attack, battle.id if battle else None, attacker_id, target_id, origin=self)

    def _damage(self) -> None:
        from muster.services import generic

        target = self.target_id()
        if target is not None and self.damageSpin.value():
            self.window_.run(generic.apply_damage, target, self.damageSpin.value(),
                             self.window_.battles.battle_id(), origin=self)
