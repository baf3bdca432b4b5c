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


def _env(size: str, folder: Path, lang: str = "en") -> dict:
    from muster.tools.screenshots import screen_platform

    width, height = (int(v) for v in size.split("x"))
    env = dict(os.environ, QT_QPA_PLATFORM=screen_platform(width, height, folder=str(folder)),
               MUSTER_TEST_SCREEN=size, MUSTER_TEST_LANG=lang)
    env.pop("PYTEST_ADDOPTS", None)
    return env


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", SIZES)
def test_everything_fits_the_laptop_screen(size, lang, tmp_path, campaign_templates):
    """In English and in Russian (longer words): every battle and dialog fits."""
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0",
                          str(HERE / "screen_fit_checks.py")], env=campaign_templates.shared_with(
                             _env(size, tmp_path, lang), lang), cwd=HERE.parent.parent,
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    assert " passed" in run.stdout and "skipped" not in run.stdout.split("\n")[-2], run.stdout[-2000:]



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
