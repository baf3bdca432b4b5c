"""The mech battle panel's form: its pages (one per phase), the footer and their widgets, built in code.

Like a compiled form (``Ui_...``), ``MechPanelForm.setup_form(panel)`` builds the widgets as attributes of the
panel it is mixed into, so the type checker sees every one; the panel (``panel.py``) connects them to its commands.
Its texts are translated in the panel's context ("BattlePanel").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from muster.gui.systems import compact
from muster.gui.systems.mech import present as p
from muster.gui.systems.mech.models import RowsModel, RowsTable
from muster.i18n import render, translate
from muster.services.mech_words import loc_text, side_text

if TYPE_CHECKING:
    from muster.gui.systems.base import SystemPanel

W = TypeVar("W", bound=QWidget)
FieldRows = tuple[tuple[str, QWidget, str, QWidget | None], ...]


def named(widget: W, name: str) -> W:
    widget.setObjectName(name)
    return widget


class MechPanelForm:
    """The widgets of the mech battle panel (mixed into ``BattlePanel``)."""

    def setup_form(self, panel: SystemPanel) -> None:
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(6, 4, 6, 4)
        compact.add_heading(panel, layout)
        self.guideLabel = named(QLabel(), "phaseGuide")
        self.guideLabel.setWordWrap(True)
        self.guideLabel.setStyleSheet("color: palette(mid);")
        layout.addWidget(self.guideLabel)
        scroll, page_layout = compact.scroll_page("phaseScroll")
        page_layout.setContentsMargins(0, 0, 0, 0)
        self.pages = named(QStackedWidget(), "phasePages")
        page_layout.addWidget(self.pages)
        self._forecast_layout = page_layout
        layout.addWidget(scroll, 1)
        # the footer never scrolls: the odds or the move's check, the phase's buttons, the last result
        self.footer = named(QWidget(), "mechFooter")
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
        compact.add_result_area(panel, layout)
        for combo in panel.findChildren(QComboBox):
            compact.narrow(combo)

    def _build_initiative(self) -> None:
        page = named(QGroupBox(translate("BattlePanel", "Initiative")), "initiativePage")
        form = QFormLayout(page)
        self.highestCombo = named(QComboBox(), "highestCombo")
        self.highestCombo.addItem(translate("BattlePanel", "goes last (sees everyone else move first)"), "last")
        self.highestCombo.addItem(translate("BattlePanel", "goes first"), "first")
        self.initiativeButton = named(QPushButton(translate("BattlePanel", "Roll initiative")), "initiativeButton")
        self.initiativeLabel = named(QLabel(), "initiativeLabel")
        self.initiativeLabel.setWordWrap(True)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.addRow(translate("BattlePanel", "The &highest roll"), self.highestCombo)
        form.addRow(self.initiativeLabel)
        self.pages.addWidget(page)

    def _build_movement(self) -> None:
        page = named(QGroupBox(translate("BattlePanel", "Movement")), "movementPage")
        outer = QVBoxLayout(page)
        top = QFormLayout()
        self.moverCombo = named(QComboBox(), "moverCombo")
        self.modeCombo = named(QComboBox(), "modeCombo")
        for value, text in p.MODES:
            self.modeCombo.addItem(translate("BattlePanel", text), value)
        top.addRow(translate("BattlePanel", "&Mech:"), self.moverCombo)
        top.addRow(translate("BattlePanel", "M&ode:"), self.modeCombo)
        outer.addLayout(top)
        grid = QGridLayout()
        self.moveSpins: dict[str, QSpinBox] = {}
        for i, (key, text) in enumerate(p.MOVE_SPINS):
            spin = named(QSpinBox(), f"{key}Spin")
            spin.setRange(0, 30)
            label = QLabel(translate("BattlePanel", text))
            label.setWordWrap(True)  # long words (Russian) wrap rather than widen the page past the panel
            label.setBuddy(spin)
            grid.addWidget(label, i // 2, (i % 2) * 2)
            grid.addWidget(spin, i // 2, (i % 2) * 2 + 1)
            self.moveSpins[key] = spin
        self.hexesSpin = named(QSpinBox(), "hexesSpin")
        self.hexesSpin.setRange(-1, 60)
        self.hexesSpin.setSpecialValueText(translate("BattlePanel", "all hexes moved"))
        self.hexesSpin.setValue(-1)
        self.hexesSpin.setToolTip(translate("BattlePanel",
                                            "Hexes between the start and end hex (sets the movement die number)"))
        hexes_label = QLabel(translate("BattlePanel", "Hexes from start he&x:"))
        hexes_label.setWordWrap(True)
        hexes_label.setBuddy(self.hexesSpin)
        grid.addWidget(hexes_label, 4, 0)
        grid.addWidget(self.hexesSpin, 4, 1)
        self.gelPackCombo = named(QComboBox(), "moveGelPackCombo")
        self.gelLocationCombo = named(QComboBox(), "moveGelLocationCombo")
        for loc in p.LOCATIONS:
            self.gelLocationCombo.addItem(render(loc_text(loc)), loc)
        gel_label = QLabel(translate("BattlePanel", "&GEL pod on itself:"))
        gel_label.setWordWrap(True)
        gel_label.setBuddy(self.gelPackCombo)
        grid.addWidget(gel_label, 4, 2)
        gel_row = QVBoxLayout()  # pod over location: the page stays as narrow as the panel
        gel_row.addWidget(self.gelPackCombo)
        gel_row.addWidget(self.gelLocationCombo)
        grid.addLayout(gel_row, 4, 3)
        outer.addLayout(grid)
        self.moveCheckLabel = compact.odds_label("moveCheckLabel")
        self.moveButton = named(QPushButton(translate("BattlePanel", "Record move")), "moveButton")
        self.movedLabel = named(QLabel(), "movedLabel")
        self.movedLabel.setWordWrap(True)
        outer.addWidget(self.movedLabel)
        self.pages.addWidget(page)

    def _build_artillery(self) -> None:
        page = named(QGroupBox(translate("BattlePanel", "Artillery")), "artilleryPage")
        box = QVBoxLayout(page)
        self.artilleryLabel = named(QLabel(translate("BattlePanel", "Artillery is not part of this game: the phase is "
                                                                    "skipped. Press Ctrl+. to go on to Combat.")),
                                    "artilleryLabel")
        self.artilleryLabel.setWordWrap(True)
        self.artilleryLabel.setStyleSheet("font-size: 13pt;")
        box.addWidget(self.artilleryLabel)
        box.addStretch(1)
        self.pages.addWidget(page)

    def _build_combat(self) -> None:
        page = named(QGroupBox(translate("BattlePanel", "Combat")), "combatPage")
        outer = QVBoxLayout(page)
        form = QGridLayout()
        self.attackerCombo = named(QComboBox(), "attackerCombo")
        self.weaponCombo = named(QComboBox(), "weaponCombo")
        self.targetCombo = named(QComboBox(), "targetCombo")
        self.rangeSpin = named(QSpinBox(), "rangeSpin")
        self.rangeSpin.setRange(0, 60)
        self.rangeSpin.setValue(3)
        self.rangeSpin.setSuffix(translate("BattlePanel", " hexes"))
        self.bearingCombo = named(QComboBox(), "bearingCombo")
        self.sideCombo = named(QComboBox(), "sideCombo")
        for side in p.SIDES:
            self.bearingCombo.addItem(render(side_text(side)), side)
            self.sideCombo.addItem(render(side_text(side)), side)
        self.bearingCombo.setToolTip(translate("BattlePanel",
                                               "Where the target is, seen from the attacker (firing arc)"))
        self.sideCombo.setToolTip(translate("BattlePanel",
                                            "Which side of the target faces the attacker (hit locations)"))
        self.coverCombo = named(QComboBox(), "coverCombo")
        self.coverSpin = named(QSpinBox(), "coverSpin")
        self.coverSpin.setRange(1, 6)
        self.coverSpin.setPrefix("× ")
        self.extraSpin = named(QSpinBox(), "extraSpin")
        self.extraSpin.setRange(-20, 20)
        self.extraSpin.setToolTip(translate("BattlePanel", "Any other modifier the GM rules"))
        self.packCombo = named(QComboBox(), "packCombo")
        self.repairCombo = named(QComboBox(), "repairCombo")
        for loc in p.LOCATIONS:
            self.repairCombo.addItem(render(loc_text(loc)), loc)
        rows: FieldRows = (
            (translate("BattlePanel", "&Attacker:"), self.attackerCombo, translate("BattlePanel", "&Weapon:"),
             self.weaponCombo),
            (translate("BattlePanel", "&Target:"), self.targetCombo, translate("BattlePanel", "&Range:"),
             self.rangeSpin),
            (translate("BattlePanel", "Target is to the (arc):"), self.bearingCombo,
             translate("BattlePanel", "Hit on target's &side:"), self.sideCombo),
            (translate("BattlePanel", "&Cover/terrain:"), self.coverCombo, translate("BattlePanel", "Co&ver hexes:"),
             self.coverSpin),
            (translate("BattlePanel", "GM &modifier:"), self.extraSpin, "", None),
            (translate("BattlePanel", "GEL &pack:"), self.packCombo, translate("BattlePanel", "Re&pair location:"),
             self.repairCombo))
        self._gel_labels = self._lay_out(form, rows)
        outer.addLayout(form)
        self.oddsLabel = compact.odds_label()
        self.modsLabel = named(QLabel(), "modsLabel")
        self.modsLabel.setWordWrap(True)
        self.modsLabel.setStyleSheet("color: palette(mid);")
        self.modsLabel.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.declareButton = named(QPushButton(translate("BattlePanel", "&Declare attack")), "declareButton")
        self.withdrawButton = named(QPushButton(translate("BattlePanel", "Withdraw selected")), "withdrawButton")
        self.resolveButton = named(QPushButton(translate("BattlePanel", "Resolve all attacks (Ctrl+K)")),
                                   "resolveButton")
        self.resolveButton.setStyleSheet("font-weight: bold;")
        outer.addWidget(self._build_declarations())
        self.pages.addWidget(page)

    def _lay_out(self, form: QGridLayout, rows: FieldRows) -> list[QLabel]:
        """The combat page's fields two by two with their labels; returns the GEL pack's labels (hidden with it)."""
        gel_labels: list[QLabel] = []
        for r, (l1, w1, l2, w2) in enumerate(rows):
            fields = [(l1, w1)] if w2 is None else [(l1, w1), (l2, w2)]
            labels = []
            for c, (text, widget) in enumerate(fields):
                label = QLabel(text)
                label.setWordWrap(True)  # long words (Russian) wrap rather than widen the page past the panel
                label.setBuddy(widget)
                form.addWidget(label, r, 2 * c)
                form.addWidget(widget, r, 2 * c + 1)
                labels.append(label)
            if w1 is self.packCombo:
                gel_labels = labels
        return gel_labels

    def _build_declarations(self) -> RowsTable:
        self.declarationsModel = RowsModel(p.declaration_headers())
        self.declarationsTable = named(RowsTable(), "declarationsTable")
        self.declarationsTable.setModel(self.declarationsModel)
        self.declarationsTable.setMinimumHeight(90)
        return self.declarationsTable

    def _build_damage(self) -> None:
        page = named(QGroupBox(translate("BattlePanel", "Damage")), "damagePage")
        box = QVBoxLayout(page)
        self.damagePreview = named(QLabel(), "damagePreview")
        self.damagePreview.setWordWrap(True)
        self.damageButton = named(QPushButton(translate("BattlePanel",
                                                        "Run the damage phase for every mech (Ctrl+K)")),
                                  "damagePhaseButton")
        box.addWidget(self.damagePreview)
        box.addStretch(1)
        self.pages.addWidget(page)

    def _build_clean_up(self) -> None:
        page = named(QGroupBox(translate("BattlePanel", "Clean-up")), "cleanUpPage")
        box = QVBoxLayout(page)
        self.cleanUpPreview = named(QLabel(), "cleanUpPreview")
        self.cleanUpPreview.setWordWrap(True)
        self.cleanUpButton = named(QPushButton(translate("BattlePanel", "Remove wrecks from the battle (Ctrl+K)")),
                                   "cleanUpButton")
        box.addWidget(self.cleanUpPreview)
        box.addStretch(1)
        self.pages.addWidget(page)

