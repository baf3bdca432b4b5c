"""Short modules and short functions: no hand-written module over 600 lines, no function over 80 (issue 26).

Generated code is left out: the compiled forms (``gui/forms``, pyside6-uic) and the translators' catalog
(``i18n_catalog.py``, ``muster.tools.i18n update``).
"""

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "muster"
MODULE_LINES = 600
FUNCTION_LINES = 80


def _hand_written() -> list[Path]:
    return [p for p in sorted(SRC.rglob("*.py"))
            if "forms" not in p.relative_to(SRC).parts and p.name != "i18n_catalog.py"]


def test_no_hand_written_module_is_over_600_lines():
    long = [f"{p.relative_to(SRC)}: {n} lines" for p in _hand_written()
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MODULE_LINES]
    assert not long, "\n".join(long)


def test_no_function_is_over_80_lines():
    long = []
    for path in _hand_written():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.end_lineno is not None:
                if (n := node.end_lineno - node.lineno + 1) > FUNCTION_LINES:
                    long.append(f"{path.relative_to(SRC)}:{node.lineno} {node.name}: {n} lines")
    assert not long, "\n".join(long)

