"""Mech combat: six-phase turn, hit locations, heat; record sheets to print."""

from muster.i18n import term_noop
from muster.systems.spec import SystemSpec

SPEC = SystemSpec(
    key="mech", label="Mech combat", short_label="Mech",
    round_name="Turn", phases=("Initiative", "Movement", "Artillery", "Combat", "Damage", "Clean-up"),
    tables="mech", engine="muster.rules.mech", services="muster.services.mech",
    gui="muster.gui.systems.mech", battle_panel="muster.gui.systems.mech:BattlePanel",
    unit_editor="muster.gui.systems.mech:unit_editor",
    units_title="Mechs", record_sheet="muster.gui.printing.sheets:mech_record_sheet",
    status_widget="muster.gui.systems.mech.status:MechStatusWidget", status_title=term_noop("Rules", "Mech Status"),
    read_state="muster.rules.stored:mech_state",
    public_summary="muster.services.plugins.mech:public_summary",
    forecast="muster.services.plugins.mech:forecast_request",
    advice="muster.services.mech_advice:advice_request",
    table_detail="muster.services.table_units:mech_detail",
)
