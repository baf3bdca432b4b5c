"""The registry of rules systems: one descriptor per system, registered in one place, read everywhere else."""

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

from muster import systems
from muster.paths import resource_path

SRC = Path(__file__).resolve().parents[1] / "src" / "muster"


def test_keys_are_in_registration_order_and_all_matches_them():
    assert systems.keys() == ("generic", "bucs", "poleaxe", "gurps", "mech")
    assert tuple(spec.key for spec in systems.all()) == systems.keys()
    assert len(systems.REGISTERED) == len(systems.keys())  # one registration line per system


def test_get_and_check():
    bucs = systems.get("bucs")
    assert (bucs.label, bucs.short_label, bucs.round_name) == ("BUCS unit combat", "BUCS", "Round")
    assert systems.get("gurps").round_name == "Day"
    assert systems.check("mech") == "mech"
    with pytest.raises(KeyError) as caught:
        systems.get("warhammer")
    assert str(caught.value) == ("Unknown rules system 'warhammer'; expected one of generic, bucs, poleaxe, gurps, "
                                 "mech.")
    with pytest.raises(systems.UnknownSystem, match="expected one of generic, bucs"):
        systems.check("Bucs")  # keys are exact
    with pytest.raises(KeyError):
        systems.get(None)
    assert systems.find("warhammer") is None
    assert systems.label("warhammer") == "warhammer" and systems.short_label("poleaxe") == "Poleaxe"


def test_descriptors_are_frozen_and_their_names_distinct():
    spec = systems.get("generic")
    with pytest.raises(AttributeError):
        spec.label = "Other"
    for field in ("label", "short_label", "tables", "engine", "services", "gui"):
        values = [getattr(s, field) for s in systems.all()]
        assert len(set(values)) == len(values), field
    assert all(s.phases and isinstance(s.phases, tuple) for s in systems.all())


def test_flags_say_what_each_system_prints_and_shows():
    assert [s.key for s in systems.all() if s.has_record_sheet] == ["mech"]
    assert [s.key for s in systems.all() if s.has_force_sheet] == ["bucs", "poleaxe", "gurps"]
    assert [s.key for s in systems.all() if s.has_status_widget] == ["mech"]
    assert systems.get("poleaxe").scenario.distance and not systems.get("gurps").scenario.start


def test_every_dotted_name_resolves(qapp):
    from muster.gui.systems.base import SystemPanel

    for spec in systems.all():
        for field, name in spec.dotted_names().items():
            assert systems.load(name) is not None, f"{spec.key}.{field}: {name}"
        assert issubclass(systems.load(spec.battle_panel), SystemPanel)
        assert callable(systems.load(spec.unit_editor))
        assert isinstance(systems.load(spec.engine).tables(None), dict)
        assert resource_path("rules", f"{spec.tables}.json").is_file()
        assert hasattr(systems.load(spec.engine_api), "ACTIONS")


def test_gui_plugin_resolves_through_the_registry():
    from muster.gui import systems as plugins

    assert plugins.plugin("poleaxe").__name__ == systems.get("poleaxe").gui
    assert plugins.plugin("no-such-rules").__name__ == "muster.gui.systems.generic"
    assert plugins.battle_panel("mech") is systems.load("muster.gui.systems.mech:BattlePanel")
    assert not hasattr(plugins, "has_plugin")


def test_services_check_names_the_known_systems():
    from muster.services import ServiceError
    from muster.services.systems import check_system, module

    assert module("gurps").__name__ == "muster.services.gurps"
    with pytest.raises(ServiceError, match="Unknown rules system 'chess'; expected one of generic, bucs, poleaxe"):
        check_system("chess")


def test_importing_the_registry_loads_no_engine_use_case_or_gui_module():
    # muster.i18n (pure Python, no engine) marks the registry's names as rules terms for the translators
    code = ("import sys, muster.systems as s\n"
            "s.all()\n"
            "print(','.join(m for m in sys.modules if m.startswith(('muster.', 'PySide6', 'sqlalchemy'))\n"
            "               and not m.startswith('muster.systems') and m != 'muster.i18n'))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_the_turn_tracker_takes_rounds_and_phases_from_the_registry(service):
    for spec in systems.all():
        assert service.system_info(spec.key)["round_name"] == spec.round_name
        assert service.phases(spec.key) == list(spec.phases)
    assert service.phases("a system from a later Muster") == list(systems.get("generic").phases)


# ---- the published transfer schema --------------------------------------------------------------------------
def test_the_published_schema_lists_exactly_the_registered_systems():
    from muster.tools import transfer_schema

    text = transfer_schema.schema_file().read_text(encoding="utf-8")
    assert transfer_schema.published_systems(text) == systems.keys(), \
        "run: python -m muster.tools.transfer_schema"
    assert transfer_schema.main(["--check"]) == 0


def test_the_schema_tool_rewrites_a_stale_enum_and_nothing_else():
    from muster.tools import transfer_schema

    text = transfer_schema.schema_file().read_text(encoding="utf-8")
    stale = text.replace(json.dumps(list(systems.keys())), '["generic", "bucs"]')
    assert stale != text and transfer_schema.published_systems(stale) == ("generic", "bucs")
    assert transfer_schema.with_registry_systems(stale) == text


# ---- nothing else lists the systems ----------------------------------------------------------------------
# A module may name a system or two it handles; only the registry lists them (three or more keys in one literal).
OWN_FOLDERS = ("systems", *(f"rules/{k}" for k in systems.keys()), *(f"gui/systems/{k}" for k in systems.keys()))
ALLOWED = {
    "tools/screenshots.py": "photographs three sample battles it picks",
}


def _own(relative: str) -> bool:
    stem = relative.removesuffix(".py")
    return (any(relative.startswith(folder + "/") for folder in OWN_FOLDERS)
            or stem in {f"services/{k}" for k in systems.keys()} | {f"gui/systems/{k}" for k in systems.keys()})


def _system_keys(nodes) -> set[str]:
    return {n.value for n in nodes if isinstance(n, ast.Constant) and n.value in systems.keys()}


def hard_coded_system_lists(source: str) -> list[int]:
    """Line numbers of tuple/list/set literals holding three or more system keys, or dicts keyed by three or more."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            keys = _system_keys(node.elts)
        elif isinstance(node, ast.Dict):
            keys = _system_keys(node.keys)
        else:
            continue
        if len(keys) >= 3:
            found.append(node.lineno)
    return found


def test_the_detector_finds_lists_and_label_dicts():
    assert hard_coded_system_lists('SYSTEMS = ("generic", "bucs", "poleaxe", "gurps", "mech")') == [1]
    assert hard_coded_system_lists('L = {"bucs": "BUCS", "poleaxe": "Poleaxe",\n "gurps": "GURPS"}') == [1]
    assert hard_coded_system_lists('if system in ("poleaxe", "bucs"): pass') == []


def test_no_module_outside_the_registry_lists_the_systems():
    problems = []
    for file in sorted(SRC.rglob("*.py")):
        relative = file.relative_to(SRC).as_posix()
        if _own(relative) or relative in ALLOWED:
            continue
        text = file.read_text(encoding="utf-8")
        problems += [f"{relative}:{line}" for line in hard_coded_system_lists(text)]
        problems += [f"{relative}: defines {name}" for name in ("SYSTEM_LABELS =", "SHORT_LABELS =")
                     if name in text]
    assert not problems, "read muster.systems instead:\n" + "\n".join(problems)
