"""By This Poleaxe: squads in bodies on a line of move spaces, five-phase turn."""

from muster.systems.spec import ScenarioSetup, SystemSpec

SPEC = SystemSpec(
    key="poleaxe", label="By This Poleaxe", short_label="Poleaxe",
    round_name="Turn",
    phases=("Declare movement and charges", "Move half", "Missiles and spells", "Finish movement", "Melee"),
    tables="poleaxe", engine="muster.rules.poleaxe", services="muster.services.poleaxe",
    gui="muster.gui.systems.poleaxe", battle_panel="muster.gui.systems.poleaxe:BattlePanel",
    unit_editor="muster.gui.systems.poleaxe:unit_editor",
    units_title="By This Poleaxe squads", force_sheet="muster.gui.printing.data:POLEAXE_TABLE",
    scenario=ScenarioSetup(
        hint="By This Poleaxe: a distance in move spaces (e.g. 7) places the bodies that far apart; 2d6 rolls it "
             "as the battle starts; blank leaves the roll to the battle panel.",
        start="muster.services.scenarios:poleaxe_start",
        distance="muster.services.scenarios:poleaxe_distance",
        distance_problem="Starting distance: By This Poleaxe counts move spaces; write 1 to 99, or 2d6, "
                         "or leave it blank."),
)
