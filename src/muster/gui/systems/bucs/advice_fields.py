"""The BUCS panel and its Advise tab: the set-up from the panel's fields, an advised action back into them.

``advice_request(panel, side_id)``: the engagement as the panel shows it (both boxes' leads and helpers, the
options with terrain, GM modifiers and ticked conditions) as a :class:`~muster.services.bucs_advice.BucsSetup`.
``apply_advice(panel, action)``: an :class:`Engage` fills the Engagement tab (the kind "Combat round", both leads,
their helpers, their Situation); a :class:`GiveOrder` the Orders tab's unit, order and hours. Nothing is rolled.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt

from muster.gui.widgets import choose
from muster.services import ServiceError

if TYPE_CHECKING:
    from muster.gui.systems.bucs.form import SideBox
    from muster.gui.systems.bucs.panel import BattlePanel
    from muster.services.advice import AdviceRequest


def advice_request(panel: BattlePanel, side_id: int | None) -> AdviceRequest:
    from muster.services.advice import advice_builder_of
    from muster.services.bucs_advice import BucsSetup

    builder = advice_builder_of("bucs")
    if panel.battle is None or panel.service is None or builder is None:
        raise ServiceError(panel.tr("Select a BUCS battle first."))
    setup = BucsSetup(tuple(panel.attacker.unit_ids()) or None, tuple(panel.defender.unit_ids()) or None,
                      panel.options())
    return builder(panel.service, panel.battle.id, side_id, setup)


def tick(box: SideBox, ids: Iterable[int]) -> None:
    wanted = set(ids)
    for i in range(box.helpers.count()):
        item = box.helpers.item(i)
        uid = item.data(Qt.ItemDataRole.UserRole)
        if uid is not None:
            item.setCheckState(Qt.CheckState.Checked if uid in wanted else Qt.CheckState.Unchecked)


def apply_advice(panel: BattlePanel, action: Any) -> None:
    kind = getattr(action, "kind", None)
    if kind == "engage":
        choose(panel.kindCombo, "round", none_is_first=True)
        # the defender's lead list follows the attacker's side
        choose(panel.attacker.lead, action.lead_id, none_is_first=True)
        choose(panel.defender.lead, action.target_id, none_is_first=True)
        tick(panel.attacker, action.helper_ids)
        tick(panel.defender, action.target_helper_ids)
        choose(panel.attacker.situation, action.situation, none_is_first=True)
        choose(panel.defender.situation, action.target_situation, none_is_first=True)
        panel.tabs.setCurrentIndex(0)  # the Engagement tab: the fields filled and the Roll button
    elif kind == "order":
        panel.tabs.setCurrentWidget(panel.ordersBox)
        choose(panel.orderUnitCombo, action.unit_id, none_is_first=True)
        index = panel.orderCombo.findData(action.order)
        if index >= 0:
            panel.orderCombo.setCurrentIndex(index)
        else:
            panel.orderCombo.setCurrentText(action.order)
        panel.orderHoursSpin.setValue(action.hours or 0)
