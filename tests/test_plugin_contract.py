"""One plug-in contract (issue 26): shared modules ask the registry, never test a system's key.

Each system's pieces live in its own modules (``services/<key>.py``, ``services/plugins/<key>.py``,
``services/printing/<key>.py``...) and are named by its ``SystemSpec``; a shared module that compares a value with a
system's key, keys a dict by one, or holds a method per system (the old ``_Summaries``) fails here. Also: the
Rules Reference and the translators' list of terms import nothing of each other, every system's pieces have the
shapes of the Protocols in ``muster.services.contracts``, and ``muster print`` reads its data below the GUI.
"""

import ast
import inspect
import re
import subprocess
import sys
from pathlib import Path

import pytest

from muster import systems

SRC = Path(__file__).resolve().parents[1] / "src" / "muster"
KEYS = set(systems.keys())
# the shared modules: every services module but a system's own, shared printing (data and painting)
SHARED = ("services/*.py", "services/printing/*.py", "services/plugins/*.py", "gui/printing/*.py")
# shared modules still branching, each with what is left to move (issue 26)
ALLOWED: dict[str, str] = {}


def _own(path: Path) -> bool:
    """A system's own module: named after its key (``services/mech.py``, ``services/plugins/mech.py``) or
    starting with it (``services/gurps_upkeep.py``)."""
    return any(path.stem == key or path.stem.startswith(key + "_") for key in KEYS)


def _shared_modules() -> list[Path]:
    return sorted({p for pattern in SHARED for p in SRC.glob(pattern) if not _own(p)})


def _is_key(node) -> bool:
    return isinstance(node, ast.Constant) and node.value in KEYS


def _keys_in(node) -> bool:
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return any(_is_key(e) for e in node.elts)
    return _is_key(node)


def branches_on_a_system(source: str) -> list[str]:
    """Where ``source`` branches on a system's key: ``system == "mech"``, ``x in ("bucs", ...)``, a dict keyed by
    a key, ``match ...: case "mech"``, a class with a method per system."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare) and any(_keys_in(n) for n in (node.left, *node.comparators)):
            found.append(f"{node.lineno}: compares with a system's key")
        elif isinstance(node, ast.Dict) and any(k is not None and _is_key(k) for k in node.keys):
            found.append(f"{node.lineno}: a dict keyed by a system's key")
        elif isinstance(node, ast.MatchValue) and _is_key(node.value):
            found.append(f"{node.lineno}: a case of a system's key")
        elif isinstance(node, ast.ClassDef) and any(isinstance(f, ast.FunctionDef) and f.name in KEYS
                                                    for f in node.body):
            found.append(f"{node.lineno}: class {node.name} has a method per system")
    return found


def test_the_detector_finds_branches_on_a_system():
    assert branches_on_a_system('if system == "mech": pass') == ["1: compares with a system's key"]
    assert branches_on_a_system('ok = spec.key in ("bucs", "poleaxe")') == ["1: compares with a system's key"]
    assert branches_on_a_system('WORDS = {"gurps": 1}') == ["1: a dict keyed by a system's key"]
    assert branches_on_a_system('match s:\n    case "bucs":\n        pass') == ["2: a case of a system's key"]
    assert branches_on_a_system('class S:\n    def mech(self): pass') == ["1: class S has a method per system"]
    assert branches_on_a_system('spec = systems.get(battle.system)\nname = "mechanic"') == []


def test_no_shared_module_branches_on_a_system():
    problems = []
    for path in _shared_modules():
        if path.relative_to(SRC).as_posix() in ALLOWED:
            continue
        problems += [f"{path.relative_to(SRC).as_posix()}:{where}"
                     for where in branches_on_a_system(path.read_text(encoding="utf-8"))]
    assert not problems, "ask the registry (muster.systems / muster.services.systems) instead:\n" + "\n".join(problems)


def test_the_shared_modules_checked_include_the_ones_that_branched():
    checked = {p.relative_to(SRC).as_posix() for p in _shared_modules()}
    assert {"services/forecast.py", "services/scenarios.py", "services/sample.py", "services/visibility.py",
            "services/printing/data.py", "services/printing/cards.py", "gui/printing/data.py",
            "gui/printing/carddata.py",
            "gui/printing/build.py"} <= checked
    assert "services/plugins/mech.py" not in checked and "services/printing/gurps.py" not in checked
    assert set(ALLOWED) <= checked


def _imports(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def test_the_reference_and_the_terms_tool_import_nothing_of_each_other():
    assert not {n for n in _imports(SRC / "tools" / "terms.py") if n.startswith("muster.gui")}
    for path in sorted((SRC / "gui" / "reference").glob("*.py")):  # the reference is a package of modules
        assert not {n for n in _imports(path) if n.startswith("muster.tools")}


def test_printing_data_is_below_the_gui():
    for path in sorted((SRC / "services" / "printing").glob("*.py")):
        bad = {n for n in _imports(path) if n.split(".")[0] == "PySide6" or n.startswith("muster.gui")}
        assert not bad, f"{path.name} imports {bad}"
    print_cmd = _imports(SRC / "cli" / "print_cmd.py")
    assert not {n for n in print_cmd if n in ("muster.gui.printing.data", "muster.gui.printing.carddata")}


def test_muster_print_loads_no_widgets():
    code = ("import sys, muster.cli.print_cmd as p\n"
            "from muster.gui.printing import build, paint\n"
            "import muster.services.printing.data\n"
            "print(','.join(m for m in sys.modules if m.startswith('PySide6.QtWidgets') or m in "
            "('muster.gui.printing.data', 'muster.gui.printing.carddata')))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def _parameters(fn) -> list[str]:
    return [p.name for p in inspect.signature(fn).parameters.values()]


@pytest.mark.parametrize("spec", systems.all(), ids=systems.keys())
def test_each_systems_pieces_have_the_contracts_shapes(spec):
    from muster.services import systems as service_systems

    services = service_systems.services_of(spec.key)
    assert _parameters(services.normalise_state)[:2] == ["state", "tables"]
    assert _parameters(services.status)[:2] == ["state", "tables"]
    summary = service_systems.public_summary_of(spec.key)
    if summary is not None:
        assert _parameters(summary) == ["state", "tables"]
    forecast = service_systems.forecast_builder_of(spec.key)
    if forecast is not None:
        assert _parameters(forecast)[:2] == ["svc", "battle_id"]
    distances = service_systems.distances_of(spec.key)
    if distances is not None:
        assert _parameters(distances) == ["svc", "battle_id", "hidden"]
    start = service_systems.scenario_start_of(spec.key)
    if start is not None:
        assert _parameters(start) == ["act", "data", "battle", "unit_ids"]
    sample_start = service_systems.sample_start_of(spec.key)
    if sample_start is not None:
        assert _parameters(sample_start) == ["battle"]
    if spec.force_sheet:
        table = systems.load(spec.force_sheet)
        assert _parameters(table.row) == ["name", "state", "tables"]
        if table.card:
            assert _parameters(systems.load(table.card))[1:3] == ["who", "state"]  # after the rules tables
        if table.battle:
            assert _parameters(systems.load(table.battle)) == ["svc", "battle_id", "colours"]


def test_the_forecast_module_names_no_system():
    """Each system's forecast is reached through the registry (``forecast_builder_of``) or its plug-in module:
    ``services/forecast.py`` answers no ``bucs_request``, ``MECH_TURNS``... (no word of it is a system's key)."""
    source = (SRC / "services" / "forecast.py").read_text(encoding="utf-8")
    named = set(re.findall(r"[a-z]+", source.lower())) & KEYS
    assert not named, f"services/forecast.py names {sorted(named)}: ask the registry instead"
