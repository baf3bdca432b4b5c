"""The translations are complete: pyside6-lupdate over the project leaves nothing unfinished or obsolete."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from muster.tools import i18n as tool


def test_lupdate_over_the_project_finds_every_message_translated_and_the_qm_files_fresh():
    assert tool.check() == [], "run: uv run python -m muster.tools.i18n update, translate, then release"


def test_a_new_untranslated_string_fails_the_check(tmp_path, monkeypatch):
    extra = tmp_path / "new_widget.py"
    extra.write_text("class NewWidget:\n    def title(self):\n        return self.tr('A string nobody translated')\n")
    real = tool.sources
    monkeypatch.setattr(tool, "sources", lambda: real() + [extra])
    found = tool.check()
    assert any("A string nobody translated" in line and "unfinished" in line for line in found), found


def test_a_counted_translate_call_is_refused(tmp_path, monkeypatch):
    extra = tmp_path / "counting.py"
    extra.write_text("def f(n):\n    return translate('Cli', '%n file(s) written', None, n)\n")
    real = tool.sources
    monkeypatch.setattr(tool, "sources", lambda: real() + [extra])
    monkeypatch.setattr(tool, "ROOT", tmp_path.parent)
    assert any("counted translate()" in line and "file(s) written" in line for line in tool.check())


def test_a_message_gone_from_the_code_is_reported_obsolete(tmp_path, monkeypatch):
    real_ts = tool.ts_file
    copy = tmp_path / "muster_ru.ts"
    text = real_ts("ru").read_text(encoding="utf-8")
    gone = ("<context>\n    <name>GoneDialog</name>\n    <message>\n        <source>Words no code says</source>\n"
            "        <translation>Слова, которых нет в коде</translation>\n    </message>\n</context>\n</TS>")
    copy.write_text(text.replace("</TS>", gone), encoding="utf-8")
    monkeypatch.setattr(tool, "ts_file", lambda lang: copy if lang == "ru" else real_ts(lang))
    found = tool.check()
    assert any("Words no code says" in line and ("vanished" in line or "obsolete" in line) for line in found), found


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_plural_has_the_forms_of_its_language(lang):
    forms_needed = {"ru": 3, "en": 2}[lang]
    root = ET.parse(tool.ts_file(lang)).getroot()
    plurals = [m for m in root.iter("message") if m.get("numerus") == "yes"]
    assert plurals, "there are plural messages (%n)"
    for message in plurals:
        forms = [f.text or "" for f in message.find("translation").iter("numerusform")]
        assert len(forms) == forms_needed and all("%n" in f or "%Ln" in f for f in forms), message.findtext("source")


def test_russian_translations_keep_the_numbered_arguments():
    import re

    numbered = re.compile(r"%(\d+)")
    root = ET.parse(tool.ts_file("ru")).getroot()
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        texts = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        for text in texts:
            assert set(numbered.findall(text)) == set(numbered.findall(source)), (source, text)


def test_a_plain_pyside6_lupdate_over_the_project_finds_nothing_unfinished_or_obsolete(tmp_path):
    """The command a translator would type, with no Muster tooling: no new, unfinished or vanished message."""
    import shutil
    import subprocess

    copy = tmp_path / "muster_ru.ts"
    shutil.copy(tool.ts_file("ru"), copy)
    run = subprocess.run([str(tool.qt_tool("lupdate")), "-extensions", "py,ui", str(tool.SRC), str(tool.ROOT / "ui"),
                          "-ts", str(copy)], capture_output=True, text=True, check=True)
    assert "0 new" in run.stdout, run.stdout
    assert tool.problems(copy.read_text(encoding="utf-8"), "ru") == []
