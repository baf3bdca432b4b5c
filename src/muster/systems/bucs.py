"""BUCS unit combat (d20 Modern "Blood and Guts")."""

from muster.i18n import term_noop
from muster.systems.spec import ScenarioSetup, SystemSpec

# The names below are shown in the GM's language: render(term("Rules", name)).
SPEC = SystemSpec(
    key="bucs", label=term_noop("Rules", "BUCS unit combat"), short_label=term_noop("Rules", "BUCS"),
    round_name=term_noop("Rules", "Round"),
    phases=(term_noop("Rules", "Orders"), term_noop("Rules", "Combat round"), term_noop("Rules", "Hits and morale"),
            term_noop("Rules", "End of round")),
    tables="bucs", engine="muster.rules.bucs", services="muster.services.bucs",
    gui="muster.gui.systems.bucs", battle_panel="muster.gui.systems.bucs:BattlePanel",
    unit_editor="muster.gui.systems.bucs:unit_editor",
    units_title=term_noop("Rules", "BUCS units"), force_sheet="muster.services.printing.bucs:TABLE",
    scenario=ScenarioSetup(
        hint=term_noop("Rules", "BUCS: a terrain named in the conditions or positions (urban, forest, …) and "
                                "“cramped” are set on the battle."),
        start="muster.services.plugins.bucs:scenario_start"),
    read_state="muster.rules.stored:bucs_unit",
    public_summary="muster.services.plugins.bucs:public_summary",
    forecast="muster.services.plugins.bucs:forecast_request",
    advice="muster.services.bucs_advice:advice_request",
    table_detail="muster.services.table_units:bucs_detail",
)
