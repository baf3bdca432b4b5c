"""BUCS unit combat (d20 Modern "Blood and Guts")."""

from muster.systems.spec import ScenarioSetup, SystemSpec

SPEC = SystemSpec(
    key="bucs", label="BUCS unit combat", short_label="BUCS",
    round_name="Round", phases=("Orders", "Combat round", "Hits and morale", "End of round"),
    tables="bucs", engine="muster.rules.bucs", services="muster.services.bucs",
    gui="muster.gui.systems.bucs", battle_panel="muster.gui.systems.bucs:BattlePanel",
    unit_editor="muster.gui.systems.bucs:unit_editor",
    units_title="BUCS units", force_sheet="muster.gui.printing.data:BUCS_TABLE",
    scenario=ScenarioSetup(
        hint="BUCS: a terrain named in the conditions or positions (urban, forest, …) and “cramped” are set on "
             "the battle.",
        start="muster.services.scenarios:bucs_start"),
)
