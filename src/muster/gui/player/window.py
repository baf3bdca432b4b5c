"""The players' screen: a window for the table's TV or second monitor, in large type.

It shows only :class:`muster.services.visibility.PlayerBattle`, the public view of one battle: the battle's name,
round and phase, the initiative order with the acting unit, each visible unit's public status (the players' own
mechs as a damage diagram and heat gauge), the distance between bodies, the last public result with its dice. It
holds no truth of its own and never reads the file: the GM's window hands it each new view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from muster.i18n import fmt, render, term
from muster.services.visibility import PlayerBattle, PublicUnit

if TYPE_CHECKING:
    from muster.gui.player.mech import PlayerMech

THEMES = {
    "light": {"bg": "#f4f1ea", "fg": "#1b1b1b", "card": "#ffffff", "muted": "#5f6368", "own": "#0072B2",
              "enemy": "#D55E00", "acting": "#F0E442", "acting_fg": "#1b1b1b", "out": "#9e9e9e"},
    "dark": {"bg": "#111417", "fg": "#f1f1f1", "card": "#1e2328", "muted": "#a0a7ae", "own": "#56B4E9",
             "enemy": "#E69F00", "acting": "#F0E442", "acting_fg": "#111417", "out": "#6b7075"},
}
CARD_COLUMNS = 3


def _label(name: str, text: str = "", *, wrap: bool = True) -> QLabel:
    label = QLabel(text)
    label.setObjectName(name)
    label.setWordWrap(wrap)
    label.setTextFormat(Qt.TextFormat.PlainText)  # names come from the GM: never read as markup
    return label


class UnitCard(QFrame):
    """One visible unit: its name over its public status; the players' own mech with its paper doll."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("unitCard")
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(14, 10, 14, 10)
        self.box.setSpacing(4)
        self.nameLabel = _label("unitName")
        self.statusLabel = _label("unitStatus")
        self.box.addWidget(self.nameLabel)
        self.box.addWidget(self.statusLabel)
        self.mech: PlayerMech | None = None
        self.unit_id: int | None = None

    def clear(self) -> None:
        """Shown for no unit: no name left behind (a unit hidden since must leave no trace)."""
        self.unit_id = None
        self.nameLabel.setText("")
        self.statusLabel.setText("")
        if self.mech is not None:
            self.mech.set_sheet(None, False)
        self.hide()

    def show_unit(self, unit: PublicUnit, sheet: dict | None, dark: bool) -> None:
        self.unit_id = unit.id
        self.nameLabel.setText(("▶ " if unit.acting else "") + unit.name)
        self.statusLabel.setText(unit.status)
        for name, value in (("own", unit.own), ("acting", unit.acting), ("out", unit.out)):
            self.setProperty(name, value)
        if unit.doll:
            if self.mech is None:
                from muster.gui.player.mech import PlayerMech

                self.mech = PlayerMech(self)
                self.box.addWidget(self.mech)
            self.mech.set_sheet(sheet, dark)
            self.mech.show()
        elif self.mech is not None:
            self.mech.set_sheet(None, dark)
            self.mech.hide()
        for widget in (self, self.nameLabel, self.statusLabel):  # the style sheet reads the new properties
            widget.style().unpolish(widget)
            widget.style().polish(widget)


class PlayerView(QWidget):
    """What the players see (the window's content, and the GM's preview of it)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("playerView")
        self.theme = "dark"
        self.battle: PlayerBattle | None = None
        self.stack = QStackedWidget(self)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.stack)
        self.battlePage = self._battle_page()
        self.stack.addWidget(self.battlePage)
        self.pausedPage = self._message_page("pausedLabel", "")
        self.emptyPage = self._message_page("emptyLabel", self.tr("Waiting for the battle to begin…"))
        self.stack.addWidget(self.pausedPage)
        self.stack.addWidget(self.emptyPage)
        self.cards: list[UnitCard] = []
        self._arrangement: tuple = ()
        self.initiative_labels: list[QLabel] = []
        self._font_px = 0
        self.set_theme(self.theme)

    # ---- building ------------------------------------------------------------------------------------------
    def _battle_page(self) -> QWidget:
        page = QWidget()
        page.setObjectName("battlePage")
        layout = QVBoxLayout(page)
        layout.setContentsMargins(28, 20, 28, 20)
        layout.setSpacing(10)
        self.titleLabel = _label("playerTitle")
        self.turnLabel = _label("playerTurn")
        layout.addWidget(self.titleLabel)
        layout.addWidget(self.turnLabel)
        middle = QHBoxLayout()
        middle.setSpacing(24)
        order = QVBoxLayout()
        order.setSpacing(4)
        self.orderHeading = _label("sectionHeading", self.tr("Initiative"))
        order.addWidget(self.orderHeading)
        self.orderBox = QVBoxLayout()
        self.orderBox.setSpacing(4)
        order.addLayout(self.orderBox)
        order.addStretch(1)
        order_frame = QFrame()
        order_frame.setObjectName("initiativePanel")
        order_frame.setLayout(order)
        order_frame.setMinimumWidth(240)
        order_frame.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Preferred)
        middle.addWidget(order_frame, 0)
        units = QWidget()
        units.setObjectName("unitsArea")
        self.unitsLayout = QVBoxLayout(units)
        self.unitsLayout.setContentsMargins(0, 0, 0, 0)
        self.ownHeading = _label("sectionHeading")
        self.ownGrid = QGridLayout()
        self.otherHeading = _label("sectionHeading")
        self.otherGrid = QGridLayout()
        for heading, grid in ((self.ownHeading, self.ownGrid), (self.otherHeading, self.otherGrid)):
            grid.setSpacing(10)
            self.unitsLayout.addWidget(heading)
            self.unitsLayout.addLayout(grid)
        self.unitsLayout.addStretch(1)
        scroll = QScrollArea()
        scroll.setObjectName("unitsScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(units)
        middle.addWidget(scroll, 1)
        layout.addLayout(middle, 1)
        self.distanceLabel = _label("playerDistance")
        self.resultLabel = _label("playerResult")
        self.diceLabel = _label("playerDice")
        for label in (self.distanceLabel, self.resultLabel, self.diceLabel):
            layout.addWidget(label)
        return page

    def _message_page(self, name: str, text: str) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        label = _label(name, text)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(label)
        return page

    # ---- showing -------------------------------------------------------------------------------------------
    def set_paused(self, paused: bool) -> None:
        """Blank the players' screen (the content behind it keeps following the file) or show it again."""
        if paused:
            self.stack.setCurrentWidget(self.pausedPage)
        else:
            self.stack.setCurrentWidget(self.emptyPage if self.battle is None else self.battlePage)

    def paused(self) -> bool:
        return self.stack.currentWidget() is self.pausedPage

    def show_battle(self, battle: PlayerBattle | None, sheets: dict[int, dict | None] | None = None) -> None:
        """Show ``battle`` (None: no battle to show); ``sheets`` are the painters' sheets of own mechs by unit id."""
        self.battle = battle
        paused = self.paused()
        if battle is None:
            self._clear()
            self.stack.setCurrentWidget(self.pausedPage if paused else self.emptyPage)
            return
        if not paused:
            self.stack.setCurrentIndex(0)
        self.titleLabel.setText(battle.name)
        # the registry's terms (round name, phase, system) in the GM's language; names as the GM typed them
        when = fmt(self.tr("%1 %2"), render(term("Rules", battle.round_name)), battle.round)
        if battle.phase:
            when = fmt(self.tr("%1 · %2"), when, render(term("Rules", battle.phase)))
        self.turnLabel.setText(fmt(self.tr("%1   (%2)"), when, render(term("Rules", battle.system_label))))
        self._show_order(battle.units)
        self._show_cards(battle, sheets or {})
        self.distanceLabel.setText("\n".join(fmt(self.tr("Distance: %1"), d) for d in battle.distances))
        self.distanceLabel.setVisible(bool(battle.distances))
        result = battle.result
        self.resultLabel.setText(result.text if result else "")
        self.diceLabel.setText(result.dice if result else "")
        self.resultLabel.setVisible(result is not None)
        self.diceLabel.setVisible(bool(result and result.dice))

    def _clear(self) -> None:
        for label in (self.titleLabel, self.turnLabel, self.distanceLabel, self.resultLabel, self.diceLabel,
                      self.ownHeading, self.otherHeading, *self.initiative_labels):
            label.setText("")
        for card in self.cards:
            card.clear()

    def _show_order(self, units: tuple[PublicUnit, ...]) -> None:
        while len(self.initiative_labels) < len(units):
            label = _label("initiativeEntry", wrap=False)
            self.orderBox.addWidget(label)
            self.initiative_labels.append(label)
        for label, unit in zip(self.initiative_labels, units):
            label.setText(("▶ " if unit.acting else "    ") + unit.name)
            label.setProperty("acting", unit.acting)
            label.setProperty("own", unit.own)
            label.setProperty("out", unit.out)
            label.style().unpolish(label)
            label.style().polish(label)
            label.show()
        for label in self.initiative_labels[len(units):]:
            label.hide()
            label.setText("")

    def _show_cards(self, battle: PlayerBattle, sheets: dict[int, dict | None]) -> None:
        own = [u for u in battle.units if u.own]
        others = [u for u in battle.units if not u.own]
        while len(self.cards) < len(battle.units):
            self.cards.append(UnitCard())
        arrangement = (tuple(u.doll for u in own), tuple(u.doll for u in others))
        if arrangement != self._arrangement:  # cards move between the grids only when the shape changes
            self._arrangement = arrangement
            for grid in (self.ownGrid, self.otherGrid):
                for card in self.cards:
                    grid.removeWidget(card)
            used = 0
            for grid, units in ((self.ownGrid, own), (self.otherGrid, others)):
                columns = 2 if any(u.doll for u in units) else CARD_COLUMNS
                for n, _unit in enumerate(units):
                    grid.addWidget(self.cards[used], *divmod(n, columns))
                    used += 1
        dark = self.theme == "dark"
        for heading, units, text in (
                (self.ownHeading, own, fmt(self.tr("Your forces: %1"), battle.own_side)),
                (self.otherHeading, others, self.tr("Opposing forces"))):
            heading.setText(text if units else "")
            heading.setVisible(bool(units))
        for card, unit in zip(self.cards, own + others):
            card.show_unit(unit, sheets.get(unit.id), dark)
            card.show()
        for card in self.cards[len(own) + len(others):]:
            card.clear()

    # ---- looks -----------------------------------------------------------------------------------------------
    def set_theme(self, theme: str) -> None:
        self.theme = theme if theme in THEMES else "dark"
        colours = THEMES[self.theme]
        palette = self.palette()
        for role, colour in ((QPalette.ColorRole.Window, colours["bg"]), (QPalette.ColorRole.WindowText, colours["fg"]),
                             (QPalette.ColorRole.Base, colours["card"]), (QPalette.ColorRole.Text, colours["fg"])):
            palette.setColor(role, QColor(colour))
        self.setPalette(palette)
        self.setAutoFillBackground(True)
        self._font_px = 0
        self._restyle()
        for card in self.cards:
            if card.mech is not None:
                card.mech.dark = self.theme == "dark"
                card.mech.update()

    def _restyle(self) -> None:
        px = max(14, min(40, self.height() // 42)) if self.height() > 0 else 18
        if px == self._font_px:
            return
        self._font_px = px
        c = THEMES[self.theme]
        self.setStyleSheet(f"""
            #playerView, #battlePage, #unitsArea, #unitsScroll {{ background: {c['bg']}; color: {c['fg']}; }}
            QLabel {{ color: {c['fg']}; font-size: {px}px; }}
            #playerTitle {{ font-size: {int(px * 2.3)}px; font-weight: bold; }}
            #playerTurn {{ font-size: {int(px * 1.5)}px; color: {c['muted']}; }}
            #sectionHeading {{ font-size: {int(px * 1.15)}px; font-weight: bold; color: {c['muted']};
                               margin-top: 6px; }}
            #initiativeEntry {{ font-size: {int(px * 1.2)}px; padding: 3px 8px; border-radius: 6px; }}
            #initiativeEntry[own="true"] {{ color: {c['own']}; }}
            #initiativeEntry[own="false"] {{ color: {c['enemy']}; }}
            #initiativeEntry[out="true"] {{ color: {c['out']}; text-decoration: line-through; }}
            #initiativeEntry[acting="true"] {{ background: {c['acting']}; color: {c['acting_fg']};
                                               font-weight: bold; }}
            #unitCard {{ background: {c['card']}; border: none; border-left: 8px solid {c['enemy']}; }}
            #unitCard[own="true"] {{ border-left: 8px solid {c['own']}; }}
            #unitCard[acting="true"] {{ border: 3px solid {c['acting']}; border-left: 8px solid {c['acting']}; }}
            #unitName {{ font-size: {int(px * 1.25)}px; font-weight: bold; }}
            #unitCard[out="true"] QLabel {{ color: {c['out']}; }}
            #playerResult {{ font-size: {int(px * 1.35)}px; font-weight: bold; }}
            #playerDice {{ color: {c['muted']}; }}
            #playerDistance {{ font-size: {int(px * 1.3)}px; font-weight: bold; color: {c['own']}; }}
            #pausedLabel, #emptyLabel {{ font-size: {int(px * 2)}px; color: {c['muted']}; }}
        """)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._restyle()

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(1280, 720)

    # ---- what it shows (tests read this) ---------------------------------------------------------------------
    def texts(self) -> list[str]:
        """Every text and tooltip in the view, shown or not: what could ever reach the players."""
        out = [self.toolTip(), self.windowTitle()]
        for widget in self.findChildren(QWidget):
            out.append(widget.toolTip())
            out.append(widget.accessibleName())
            out.append(widget.accessibleDescription())
            if isinstance(widget, QLabel):
                out.append(widget.text())
        return [t for t in out if t]
