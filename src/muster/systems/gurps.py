"""GURPS Mass Combat: armies, strategy contest, a battle lasts days."""

from muster.i18n import term_noop
from muster.systems.spec import SystemSpec

# The names below are rules terms (context "Rules", listed by muster.tools.terms from the registry) except
# the menu command, which the main window translates in its own context.
SPEC = SystemSpec(
    key="gurps", label="GURPS Mass Combat", short_label="GURPS",
    round_name="Day", phases=("Pre-battle operations", "Strategy contest", "Results", "Morale"),
    tables="gurps", engine="muster.rules.gurps", services="muster.services.gurps",
    gui="muster.gui.systems.gurps", battle_panel="muster.gui.systems.gurps:BattlePanel",
    unit_editor="muster.gui.systems.gurps:unit_editor",
    units_title=term_noop("Rules", "GURPS Mass Combat army"), force_sheet="muster.services.printing.gurps:TABLE",
    commands=((term_noop("MainWindow", "GURPS &Upkeep (Pay, Treachery, Recruits)…"), "Ctrl+Alt+U",
               "muster.gui.systems.gurps.upkeep:open_upkeep"),),
    read_state="muster.rules.stored:gurps_unit",
    public_summary="muster.services.plugins.gurps:public_summary",
    forecast="muster.services.plugins.gurps:forecast_request",
    advice="muster.services.gurps_advice:advice_request",
    sample_start="muster.services.plugins.gurps:sample_start",
    table_detail="muster.services.table_units:gurps_detail",
)
