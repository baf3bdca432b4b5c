"""The layers point one way: rules know nothing of Qt or SQLAlchemy."""

import ast
import subprocess
import sys
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "muster"
FORBIDDEN = {
    "rules": ("PySide6", "sqlalchemy", "muster.gui", "muster.campaign", "muster.services", "muster.cli"),
    # the registry names engines, use cases and plug-ins by dotted paths and imports none of them
    "systems": ("PySide6", "sqlalchemy", "muster.gui", "muster.campaign", "muster.services", "muster.cli",
                "muster.rules"),
    "campaign": ("PySide6", "muster.gui", "muster.services", "muster.cli"),
    "services": ("PySide6", "muster.gui", "muster.cli"),
    # the window reaches the rules and the file only through the use cases (services/dice, reference, <system>_words)
    "gui": ("sqlalchemy", "muster.rules", "muster.campaign", "muster.cli"),
}


def _imports(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            yield node.module


def test_layers_import_only_downwards():
    problems = []
    for layer, banned in FORBIDDEN.items():
        for file in (SRC / layer).rglob("*.py"):
            for name in _imports(file):
                if any(name == b or name.startswith(b + ".") for b in banned):
                    problems.append(f"{file.relative_to(SRC)} imports {name}")
    assert not problems, "\n".join(problems)


def test_rules_import_pulls_in_no_qt_or_sqlalchemy():
    code = (
        "import sys, pkgutil, importlib, muster.rules as r\n"
        "for m in pkgutil.walk_packages(r.__path__, 'muster.rules.'):\n"
        "    importlib.import_module(m.name)\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'sqlalchemy')]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
