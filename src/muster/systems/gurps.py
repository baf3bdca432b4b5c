"""GURPS Mass Combat: armies, strategy contest, a battle lasts days."""

from muster.systems.spec import SystemSpec

SPEC = SystemSpec(
    key="gurps", label="GURPS Mass Combat", short_label="GURPS",
    round_name="Day", phases=("Pre-battle operations", "Strategy contest", "Results", "Morale"),
    tables="gurps", engine="muster.rules.gurps", services="muster.services.gurps",
    gui="muster.gui.systems.gurps", battle_panel="muster.gui.systems.gurps:BattlePanel",
    unit_editor="muster.gui.systems.gurps:unit_editor",
    units_title="GURPS Mass Combat army", force_sheet="muster.gui.printing.data:GURPS_TABLE",
    commands=(("GURPS &Upkeep (Pay, Treachery, Recruits)…", "Ctrl+Alt+U",
               "muster.gui.systems.gurps.upkeep:open_upkeep"),),
)
