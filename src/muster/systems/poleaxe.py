"""By This Poleaxe: squads in bodies on a line of move spaces, five-phase turn.

The names and hints here are rules terms (``term_noop("Rules", ...)``): whoever shows one renders it with
``render(term("Rules", text))`` so it reads in the GM's language.
"""

from muster.i18n import term_noop
from muster.systems.spec import ScenarioSetup, SystemSpec

SPEC = SystemSpec(
    key="poleaxe", label=term_noop("Rules", "By This Poleaxe"), short_label=term_noop("Rules", "Poleaxe"),
    round_name=term_noop("Rules", "Turn"),
    phases=(term_noop("Rules", "Declare movement and charges"), term_noop("Rules", "Move half"),
            term_noop("Rules", "Missiles and spells"), term_noop("Rules", "Finish movement"),
            term_noop("Rules", "Melee")),
    tables="poleaxe", engine="muster.rules.poleaxe", services="muster.services.poleaxe",
    gui="muster.gui.systems.poleaxe", battle_panel="muster.gui.systems.poleaxe:BattlePanel",
    unit_editor="muster.gui.systems.poleaxe:unit_editor",
    units_title=term_noop("Rules", "By This Poleaxe squads"), force_sheet="muster.services.printing.poleaxe:TABLE",
    scenario=ScenarioSetup(
        hint=term_noop("Rules", "By This Poleaxe: a distance in move spaces (e.g. 7) places the bodies that far "
                                "apart; 2d6 rolls it as the battle starts; blank leaves the roll to the battle panel."),
        start="muster.services.plugins.poleaxe:scenario_start",
        distance="muster.services.plugins.poleaxe:scenario_distance",
        distance_problem=term_noop("Rules", "Starting distance: By This Poleaxe counts move spaces; write 1 to 99, or "
                                            "2d6, or leave it blank.")),
    read_state="muster.rules.stored:poleaxe_squad",
    public_summary="muster.services.plugins.poleaxe:public_summary",
    forecast="muster.services.plugins.poleaxe:forecast_request",
    advice="muster.services.poleaxe_advice:advice_request",
    distances="muster.services.plugins.poleaxe:public_distances",
    sample_start="muster.services.plugins.poleaxe:sample_start",
    table_detail="muster.services.table_units:poleaxe_detail",
)
