"""High-DPI (2×): the window and the Mech Status dock render crisply — hidpi_checks.py, in a pytest of its own on an
offscreen screen whose device pixel ratio is 2 (Qt reads it only when it starts)."""

import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent


def test_window_and_mech_status_at_device_pixel_ratio_2(tmp_path, campaign_templates):
    from muster.tools.screenshots import screen_platform

    # a 2732x1536 panel shown at 2x: 1366x768 logical pixels. (The offscreen screen's own "dpr" setting reaches
    # the screen but not its windows, which would still render at 1x; Qt's scale factor reaches both.)
    env = dict(os.environ, QT_QPA_PLATFORM=screen_platform(2732, 1536, 1.0, folder=str(tmp_path)),
               QT_SCALE_FACTOR="2", MUSTER_TEST_DPR="2")
    env.pop("PYTEST_ADDOPTS", None)
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0",
                          str(HERE / "hidpi_checks.py")], env=campaign_templates.shared_with(env, "en"),
                         cwd=HERE.parent.parent,
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    assert "1 passed" in run.stdout, run.stdout[-2000:]
