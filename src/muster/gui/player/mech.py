"""The players' own mech on their screen: the damage diagram and heat gauge, painted by the status dock's code."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from muster.gui.systems.mech.diagram import GRID_H, GRID_W, paint_diagram
from muster.gui.systems.mech.heat import paint_heat
from muster.i18n import fmt

if TYPE_CHECKING:
    from muster.services import CampaignService

HEAT_SHARE = 0.3  # of the width, for the heat gauge beside the diagram


def build_sheet(svc: CampaignService, system: str, unit_id: int, name: str, state: dict) -> dict | None:
    """The painters' sheet of one mech (None if its record cannot be read)."""
    from muster.gui.systems.mech.sheetdata import build_sheet as build
    from muster.services.common import system_tables

    try:
        return build(state, system_tables(svc, system), name=name, uid=unit_id)
    except (ValueError, KeyError, TypeError):
        return None


class PlayerMech(QWidget):
    """A mech's paper doll with its heat gauge beside it; shows, takes no input."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("playerMech")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumSize(300, 190)
        self._sheet: dict | None = None
        self.dark = False

    def set_sheet(self, sheet: dict | None, dark: bool) -> None:
        self._sheet, self.dark = sheet, dark
        self.setAccessibleName(fmt(self.tr("Damage diagram and heat of %1"), sheet["name"]) if sheet else "")
        self.update()

    def sheet(self) -> dict | None:
        return self._sheet

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(460, 280)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return max(190, int(width * (1 - HEAT_SHARE) * GRID_H / GRID_W) + 12)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        area = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        split = area.width() * (1 - HEAT_SHARE)
        paint_diagram(p, QRectF(area.x(), area.y(), split - 6, area.height()), self._sheet, dark=self.dark,
                      items=False)
        paint_heat(p, QRectF(area.x() + split, area.y(), area.width() - split, area.height()), self._sheet,
                   dark=self.dark)
        p.end()
