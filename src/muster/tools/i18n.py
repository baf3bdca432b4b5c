"""Muster's translations: extract with pyside6-lupdate, compile with pyside6-lrelease, check both.

    python -m muster.tools.i18n update    # rules terms file, then lupdate into resources/i18n/*.ts
    python -m muster.tools.i18n release   # lrelease: resources/i18n/*.ts -> *.qm (the packaging build runs it)
    python -m muster.tools.i18n check     # exit 1 naming unfinished, obsolete or stale translations

``update`` first writes ``muster/i18n_catalog.py``: every ``Msg(...)`` and ``term_noop(...)`` of the code
(messages kept as data, which lupdate cannot read as plurals by itself) and every rules term of the rules
data (``muster.tools.terms``), each as a plain ``translate(context, source[, None, 1])`` call. Then lupdate
runs over every Python module of ``src/muster`` (the compiled forms excepted: their ``.ui`` sources in
``ui/`` are read instead) — a plain ``pyside6-lupdate`` run, no aliases. ``muster_en.ts`` holds only the
English plural forms (``-pluralonly``); ``muster_ru.ts`` holds everything. Translate with
``uv run pyside6-linguist``.
"""

from __future__ import annotations

import ast
import functools
import json
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
SRC = ROOT / "src" / "muster"
I18N_DIR = ROOT / "resources" / "i18n"
CATALOG_FILE = SRC / "i18n_catalog.py"
LANGUAGES = ("ru", "en")  # translated languages; English is also the source language (plurals only)


def qt_tool(name: str) -> Path:
    import PySide6

    base = Path(PySide6.__file__).parent
    for candidate in (base / name, base / f"{name}.exe", base / "Qt" / "libexec" / name, base / "Qt" / "bin" / name):
        if candidate.exists():
            return candidate
    raise FileNotFoundError(f"Qt's {name} was not found in the PySide6 installation")


def sources() -> list[Path]:
    forms = SRC / "gui" / "forms"
    files = [p for p in sorted(SRC.rglob("*.py")) if forms not in p.parents and "__pycache__" not in p.parts]
    return files + sorted((ROOT / "ui").glob("*.ui"))


def ts_file(lang: str) -> Path:
    return I18N_DIR / f"muster_{lang}.ts"


def qm_file(lang: str) -> Path:
    return I18N_DIR / f"muster_{lang}.qm"


def run_lupdate(ts: Path, lang: str, *, drop_obsolete: bool = True) -> str:
    """lupdate over the project into ``ts``; ``drop_obsolete=False`` marks messages gone from the code instead."""
    args = [str(qt_tool("lupdate")), "-locations", "none", "-source-language", "en", "-target-language", lang,
            ] + (["-no-obsolete"] if drop_obsolete else [])
    if lang == "en":
        args.append("-pluralonly")
    with tempfile.NamedTemporaryFile("w", suffix=".lst", delete=False, encoding="utf-8") as listing:
        listing.write("\n".join(str(p) for p in sources()))
    try:
        out = subprocess.run(args + [f"@{listing.name}", "-ts", str(ts)], capture_output=True, text=True, check=True)
    finally:
        Path(listing.name).unlink()
    return out.stdout + out.stderr


def run_lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([str(qt_tool("lrelease")), "-silent", str(ts), "-qm", str(qm)], check=True, capture_output=True)


def write_catalog() -> bool:
    """Rewrite ``muster/i18n_catalog.py``; True if it changed."""
    text = catalog_source()
    old = CATALOG_FILE.read_text(encoding="utf-8") if CATALOG_FILE.exists() else ""
    if old != text:
        CATALOG_FILE.write_text(text, encoding="utf-8")
        return True
    return False


def _calls(text: str, filename: str):
    """``(name, call)`` of every call in a module: ``f(...)`` and ``x.f(...)`` are both named ``f``."""
    for node in ast.walk(ast.parse(text, filename)):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            yield name, node


Message = tuple[str, str, str | None, bool]  # context, source, disambiguation, plural


@functools.lru_cache(maxsize=None)
def _scan(text: str, filename: str) -> tuple[tuple[Message, ...], tuple[tuple[int, str], ...]]:
    """One parse of a module's text: its ``Msg``/``term_noop`` messages and its counted ``translate()`` calls
    (line, source). Kept per text, so a check run again (the tests run several) parses only what changed; a module
    that never names ``Msg``, ``term_noop`` or ``translate`` has neither and is not parsed."""
    if "Msg" not in text and "term_noop" not in text and "translate" not in text:
        return (), ()
    messages: list[Message] = []
    counted: list[tuple[int, str]] = []
    for name, node in _calls(text, filename):
        if name in ("Msg", "term_noop") and len(node.args) >= 2:
            context, source = (a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None
                               for a in node.args[:2])
            if context is None or source is None:
                continue  # text from data: a term(), listed by muster.tools.terms
            third = node.args[2] if len(node.args) > 2 else next(
                (k.value for k in node.keywords if k.arg == "disambiguation"), None)
            disambiguation = third.value if isinstance(third, ast.Constant) and isinstance(third.value, str) else None
            plural = name == "Msg" and (len(node.args) > 3 or any(k.arg == "n" for k in node.keywords))
            messages.append((context, source, disambiguation or None, plural))
        elif name == "translate" and len(node.args) >= 4 and not isinstance(node.args[3], ast.Constant):
            source = node.args[1]
            if isinstance(source, ast.Constant) and isinstance(source.value, str):
                counted.append((node.lineno, source.value))
    return tuple(messages), tuple(counted)


def code_messages(path: Path) -> list[tuple[str, str, str | None, bool]]:
    """``(context, source, disambiguation, plural)`` of each ``Msg``/``term_noop`` call with literal text."""
    return list(_scan(path.read_text(encoding="utf-8"), str(path))[0])


def uncounted_plurals(path: Path) -> list[str]:
    """``translate(ctx, source, d, count)`` calls whose count is not a literal: pyside6-lupdate extracts them
    as plain messages (or not at all), so Russian could not count; ``Msg(...)`` is read by the catalog."""
    return [f"{path.relative_to(ROOT)}:{line}: a counted translate() of {source!r}: "
            "use Msg(context, source, None, n) or self.tr(source, '', n)"
            for line, source in _scan(path.read_text(encoding="utf-8"), str(path))[1]]


def catalog_source() -> str:
    from muster.tools.terms import all_terms

    entries: dict[tuple[str, str, str | None], bool] = {}
    for path in sources():
        if path.suffix == ".py" and path != CATALOG_FILE:
            for context, source, disambiguation, plural in code_messages(path):
                key = (context, source, disambiguation)
                entries[key] = entries.get(key, False) or plural
    for context, text in all_terms():
        entries.setdefault((context, text, None), False)
    lines = ['"""Generated by ``python -m muster.tools.i18n update``; never edit, never imported.',
             "",
             "The messages Muster keeps as data (``Msg``, ``term_noop``) and the rules terms of the rules data, as",
             "calls pyside6-lupdate reads (with ``n`` for plurals).", '"""', "", "",
             "def translate(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:",
             "    return source", "", ""]
    for (context, source, disambiguation), plural in sorted(entries.items(), key=lambda e: (e[0][0], e[0][1],
                                                                                            e[0][2] or "")):
        args = [json.dumps(context, ensure_ascii=False), json.dumps(source, ensure_ascii=False)]
        if disambiguation or plural:
            args.append(json.dumps(disambiguation, ensure_ascii=False) if disambiguation else "None")
        if plural:
            args.append("1")
        lines.append(f"translate({', '.join(args)})")
    return "\n".join(lines) + "\n"


def problems(ts_text: str, lang: str) -> list[str]:
    """Unfinished and obsolete messages of one ``.ts`` file."""
    root = ET.fromstring(ts_text)
    found = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = translation.get("type") if translation is not None else None
            if kind in ("unfinished", "vanished", "obsolete"):
                found.append(f"{lang}: {kind}: [{name}] {message.findtext('source')!r}")
    return found


def check() -> list[str]:
    found = [line for path in sources() if path.suffix == ".py" for line in uncounted_plurals(path)]
    if catalog_source() != (CATALOG_FILE.read_text(encoding="utf-8") if CATALOG_FILE.exists() else ""):
        found.append(f"{CATALOG_FILE.name} is stale")
    with tempfile.TemporaryDirectory() as tmp:
        for lang in LANGUAGES:
            if not ts_file(lang).exists():
                found.append(f"{ts_file(lang).name} is missing")
                continue
            copy = Path(tmp) / ts_file(lang).name
            shutil.copy(ts_file(lang), copy)
            run_lupdate(copy, lang, drop_obsolete=False)
            found += problems(copy.read_text(encoding="utf-8"), lang)
            qm = Path(tmp) / f"{lang}.qm"
            run_lrelease(ts_file(lang), qm)
            if not qm_file(lang).exists() or qm.read_bytes() != qm_file(lang).read_bytes():
                found.append(f"{qm_file(lang).name} is stale")
    return found


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    command = argv[0] if argv else "check"
    if command == "update":
        write_catalog()
        I18N_DIR.mkdir(parents=True, exist_ok=True)
        for lang in LANGUAGES:
            print(run_lupdate(ts_file(lang), lang).strip())
        return 0
    if command == "release":
        for lang in LANGUAGES:
            run_lrelease(ts_file(lang), qm_file(lang))
            print(f"{qm_file(lang).relative_to(ROOT)}")
        return 0
    if command == "check":
        found = check()
        for line in found:
            print(line)
        if found:
            print(f"{len(found)} problem(s): run 'python -m muster.tools.i18n update', translate, then 'release'.")
        return 1 if found else 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main())
