"""Muster on a laptop: every battle and dialog fits 1280×720 and 1366×768 (screen_fit_checks.py, in a pytest of its
own because Qt takes the offscreen screen's size only before it starts); the screenshots command keeps its PNGs
within the screen."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent
SIZES = ["1280x720", "1366x768"]
LANGUAGES = ["en", "ru"]  # each run of screen_fit_checks.py checks every one


def _env(size: str, folder: Path, languages: list[str]) -> dict:
    from muster.tools.screenshots import screen_platform

    width, height = (int(v) for v in size.split("x"))
    env = dict(os.environ, QT_QPA_PLATFORM=screen_platform(width, height, folder=str(folder)),
               MUSTER_TEST_SCREEN=size, MUSTER_TEST_LANGS=",".join(languages))
    env.pop("PYTEST_ADDOPTS", None)
    env.pop("MUSTER_TEST_LANG", None)
    return env


@pytest.mark.parametrize("size", SIZES)
def test_everything_fits_the_laptop_screen(size, tmp_path, campaign_templates):
    """In English and in Russian (longer words): every battle and dialog fits. One pytest per screen size runs
    every check in both languages (a Qt start costs seconds; switching the language costs milliseconds)."""
    env = _env(size, tmp_path, LANGUAGES)
    for lang in LANGUAGES:
        env = campaign_templates.shared_with(env, lang)
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0", "-rA",
                          str(HERE / "screen_fit_checks.py")], env=env, cwd=HERE.parent.parent,
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    assert " passed" in run.stdout and "skipped" not in run.stdout.split("\n")[-2], run.stdout[-2000:]
    assert _passed_by_language(run.stdout) == {lang: _passed_by_language(run.stdout)["en"] for lang in LANGUAGES}


def _passed_by_language(report: str) -> dict[str, set[str]]:
    """The checks that passed (``-rA``'s PASSED lines) in each language, their ids without it."""
    passed: dict[str, set[str]] = {}
    for line in report.splitlines():
        if line.startswith("PASSED ") and "[" in line:
            name, params = line.removeprefix("PASSED ").rstrip("]").split("[", 1)
            parts = params.split("-")
            lang = next(p for p in parts if p in LANGUAGES)
            passed.setdefault(lang, set()).add(f"{name}[{'-'.join(p for p in parts if p != lang)}]")
    assert passed.get("en"), report[-2000:]
    return passed



def test_screenshots_command_renders_on_a_screen_of_the_asked_size(monkeypatch, tmp_path):
    """The command re-runs itself on an offscreen screen of that size (screen_fit_checks.py renders there)."""
    from muster.tools import screenshots

    seen = {}
    monkeypatch.delenv(screenshots.CHILD, raising=False)
    monkeypatch.setattr(screenshots.subprocess, "call", lambda argv, env: seen.update(argv=argv, env=env) or 0)
    assert screenshots.main([str(tmp_path), "--screen", "1280x720"]) == 0
    assert seen["argv"][-3:] == [str(tmp_path), "--screen", "1280x720"]
    assert seen["env"][screenshots.CHILD] == "1"
    platform = seen["env"]["QT_QPA_PLATFORM"]
    assert platform.startswith("offscreen:configfile=")
    screen = json.loads(Path(platform.split("=", 1)[1]).read_text())["screens"][0]
    assert (screen["width"], screen["height"]) == (1280, 720)
