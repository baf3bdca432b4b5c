"""Generic: d20 attack against a target number, damage die, hit points."""

from muster.systems.spec import SystemSpec

SPEC = SystemSpec(
    key="generic", label="Generic", short_label="Generic",
    round_name="Round", phases=("Initiative", "Movement", "Combat", "Morale", "End of round"),
    tables="generic", engine="muster.rules.generic", services="muster.services.generic",
    gui="muster.gui.systems.generic", battle_panel="muster.gui.systems.generic:BattlePanel",
    unit_editor="muster.gui.systems.generic:unit_editor",
)
