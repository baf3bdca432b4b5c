"""The mech panel and its Advise box: the set-up from the panel's fields, an advised action back into them.

``advice_request(panel, side_id)``: the mech chosen (the mover while moving, the attacker in combat), the Range,
Cover, bearing, side and GM modifier of the Combat page as a :class:`~muster.services.mech_advice.MechSetup`.
``apply_advice(panel, action)``: a :class:`Move` fills the Movement page's mech, mode and its spins (forward,
jumped, stand attempts); a :class:`Fire` the Combat page's attacker, target, the first of its weapons not yet
declared (one declaration each: after each Declare the key fills the next), range, bearing, side, cover and GM
modifier. Nothing is rolled or recorded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from muster.gui.widgets import choose
from muster.services import ServiceError

if TYPE_CHECKING:
    from muster.gui.systems.mech.panel import BattlePanel
    from muster.services.advice import AdviceRequest

MOVEMENT, COMBAT = 1, 3  # the phases (and pages) with advice


def advice_request(panel: BattlePanel, side_id: int | None) -> AdviceRequest:
    from muster.services.advice import advice_builder_of
    from muster.services.mech_advice import MechSetup

    builder = advice_builder_of("mech")
    battle = panel._battle
    if battle is None or panel.service is None or builder is None:
        raise ServiceError(panel.tr("Select a mech battle first."))
    chosen = {MOVEMENT: panel.moverCombo, COMBAT: panel.attackerCombo}.get(battle.phase)
    cover = panel.coverCombo.currentData()
    setup = MechSetup(chosen.currentData() if chosen is not None else None, panel.rangeSpin.value(),
                      (cover,) * panel.coverSpin.value() if cover else (), panel.extraSpin.value(),
                      panel.bearingCombo.currentData() or "front", panel.sideCombo.currentData() or "front")
    return builder(panel.service, battle.id, side_id, setup)


def apply_advice(panel: BattlePanel, action: Any) -> None:
    kind = getattr(action, "kind", None)
    if kind == "move":
        choose(panel.moverCombo, action.mech_id, none_is_first=True)
        choose(panel.modeCombo, action.mode, none_is_first=True)
        for spin in panel.moveSpins.values():
            spin.setValue(0)
        for key in ("forward", "jumped", "stand_attempts"):
            if key in panel.moveSpins:
                panel.moveSpins[key].setValue(getattr(action, key))
    elif kind == "fire":
        # the weapons and targets follow the attacker
        choose(panel.attackerCombo, action.attacker_id, none_is_first=True)
        weapons = next_weapons(panel, action)
        if weapons:
            choose(panel.weaponCombo, weapons[0], none_is_first=True)
        choose(panel.targetCombo, action.target_id, none_is_first=True)
        panel.rangeSpin.setValue(action.range)
        choose(panel.bearingCombo, action.bearing, none_is_first=True)
        choose(panel.sideCombo, action.side, none_is_first=True)
        choose(panel.coverCombo, action.cover[0] if action.cover else None, none_is_first=True)
        panel.coverSpin.setValue(max(1, len(action.cover)))
        panel.extraSpin.setValue(action.gm_modifier)


def next_weapons(panel: BattlePanel, action: Any) -> list[str]:
    """The option's weapons not yet declared at its target this combat phase (each declared once), in order:
    pressing the key again after each Declare fills the next."""
    declared = [d.weapon for d in (panel._data.declarations if panel._data is not None else ())
                if d.attacker_id == action.attacker_id and d.target_id == action.target_id]
    left = []
    for weapon in action.weapons:
        if weapon in declared:
            declared.remove(weapon)
        else:
            left.append(weapon)
    return left or list(action.weapons)
