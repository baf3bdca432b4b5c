"""The By This Poleaxe panel and its Advise tab: the set-up from the panel's fields, an advised action back.

``advice_request(panel, side_id)``: the melee engagements as the panel holds them (flank, surprise, charge,
cover of each attack) and the missile cover as a :class:`~muster.services.poleaxe_advice.PoleaxeSetup`.
``apply_advice(panel, action)``: a :class:`SetStance` fills phase 1's body, spaces and Charge; a :class:`Shoot`
phase 3's shooter, target and cover; either shows This phase. Nothing is declared or rolled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from muster.gui.widgets import choose
from muster.services import ServiceError

if TYPE_CHECKING:
    from muster.gui.systems.poleaxe.panel import BattlePanel
    from muster.services.advice import AdviceRequest


def advice_request(panel: BattlePanel, side_id: int | None) -> AdviceRequest:
    from muster.services.advice import advice_builder_of
    from muster.services.poleaxe_advice import PoleaxeSetup

    builder = advice_builder_of("poleaxe")
    if panel.battle is None or panel.service is None or builder is None:
        raise ServiceError(panel.tr("Select a By This Poleaxe battle first."))
    setup = PoleaxeSetup(tuple(panel.engagements) or None, panel.coverCombo.currentData())
    return builder(panel.service, panel.battle.id, side_id, setup)


def apply_advice(panel: BattlePanel, action: Any) -> None:
    kind = getattr(action, "kind", None)
    if kind == "stance":
        choose(panel.bodyCombo, action.body)  # the spaces and Charge come from the file first, then the advice
        panel.spacesSpin.setValue(action.spaces)
        panel.chargeCheck.setChecked(action.charge)
    elif kind == "shoot":
        choose(panel.shooterCombo, action.shooter_id)  # the targets follow the shooter
        choose(panel.targetCombo, action.target_id)
        choose(panel.coverCombo, action.cover)
    else:
        return
    panel.panelTabs.setCurrentWidget(panel.phaseScroll)  # This phase: the fields filled and its button
