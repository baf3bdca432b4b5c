"""Generic: d20 attack against a target number, damage die, hit points."""

from muster.i18n import term_noop
from muster.systems.spec import SystemSpec

# names shown to the GM are rules terms: the GUI shows them as render(term("Rules", name))
SPEC = SystemSpec(
    key="generic", label=term_noop("Rules", "Generic"), short_label=term_noop("Rules", "Generic"),
    round_name=term_noop("Rules", "Round"),
    phases=(term_noop("Rules", "Initiative"), term_noop("Rules", "Movement"), term_noop("Rules", "Combat"),
            term_noop("Rules", "Morale"), term_noop("Rules", "End of round")),
    tables="generic", engine="muster.rules.generic", services="muster.services.generic",
    gui="muster.gui.systems.generic", battle_panel="muster.gui.systems.generic:BattlePanel",
    unit_editor="muster.gui.systems.generic:unit_editor",
    read_state="muster.rules.stored:generic_unit",
    public_summary="muster.services.plugins.generic:public_summary",
    table_detail="muster.services.table_units:generic_detail",
)
