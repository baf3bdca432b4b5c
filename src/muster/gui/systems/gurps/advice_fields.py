"""The GURPS panel and its Advise tab: the set-up as stored, an advised action back into the panel's fields.

The panel holds no what-if of the contest (Luck is a roll of its own, the battle type and the works are set in the
Set-up dialog), so ``advice_request(panel, side_id)`` asks with :class:`~muster.services.gurps_advice.GurpsSetup`
as stored. ``apply_advice(panel, action)``: a :class:`PrepareBattle` fills the Pre-battle tab (the side, then the
mission, its leader, team and target; or the seer and the trust; or the guards' leader and team); a
:class:`FightOrWithdraw` shows the Contest tab and its Roll contest. Nothing is rolled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QScrollArea

from muster.gui.widgets import choose
from muster.services import ServiceError

if TYPE_CHECKING:
    from muster.gui.systems.gurps.panel import BattlePanel
    from muster.services.advice import AdviceRequest


def advice_request(panel: BattlePanel, side_id: int | None) -> AdviceRequest:
    from muster.services.advice import advice_builder_of
    from muster.services.gurps_advice import GurpsSetup

    builder = advice_builder_of("gurps")
    if panel.battle_id is None or panel.service is None or builder is None:
        raise ServiceError(panel.tr("Select a GURPS battle first."))
    return builder(panel.service, panel.battle_id, side_id, GurpsSetup())


def apply_advice(panel: BattlePanel, action: Any) -> None:
    kind = getattr(action, "kind", None)
    if kind != "prepare":
        panel.tabs.setCurrentWidget(panel.contestPage)
        return
    planner = panel.findChild(QScrollArea, "plannerScroll")
    if planner is not None:
        panel.tabs.setCurrentWidget(planner)
    choose(panel.opsSideCombo, action.side)  # the leaders, targets and seers follow the side
    if action.operation in ("reconnaissance", "assassination"):
        choose(panel.missionCombo, action.operation)
        choose(panel.missionLeaderCombo, action.leader)
        panel.missionTeamSpin.setValue(action.team)
        choose(panel.missionTargetCombo, action.target)
    elif action.operation == "seer":
        choose(panel.seerCombo, action.seer)
        choose(panel.trustCombo, action.trust)
    elif action.operation == "security":
        choose(panel.securityLeaderCombo, action.leader)
        panel.securityTeamSpin.setValue(action.team)
