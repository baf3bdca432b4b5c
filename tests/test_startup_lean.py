"""Start-up stays lean: what only one command needs is imported when that command is first used.

The table link (issue 28) brings a web server (tornado), QR codes (segno) and ``muster.web``: none of them loads
while Muster starts, opens a campaign and shows it; Campaign ▸ Table Link loads them when the GM opens it.
"""

from __future__ import annotations

import os
import subprocess
import sys

#: modules that must not be imported at start-up (a package's name covers its submodules)
NOT_AT_START_UP = ("tornado", "segno", "muster.web")


def _loaded(code: str, muster_home) -> list[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MUSTER_HOME=str(muster_home))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
    return [line for line in out.stdout.splitlines() if line.startswith("LOADED ")]


def _report(names: tuple[str, ...]) -> str:
    return ("import sys\n"
            f"for name in {names!r}:\n"
            "    if any(m == name or m.startswith(name + '.') for m in sys.modules):\n"
            "        print('LOADED', name)\n")


def test_starting_and_showing_a_campaign_loads_no_web_server_or_qr_codes(campaign_copy, muster_home):
    path = campaign_copy("s.muster", sample=True)
    code = ("import sys\nfrom muster.cli.main import main\n"
            f"code = main(['--smoke', {str(path)!r}])\n"
            "assert code == 0, code\n" + _report(NOT_AT_START_UP))
    assert _loaded(code, muster_home) == []


def test_the_table_link_window_loads_them_when_opened(campaign_copy, muster_home):
    """The check above can fail: opening the window (off, nothing served) does load the QR and web modules."""
    path = campaign_copy("s.muster", sample=True)
    code = ("from muster.gui.app import _settings, make_app\n"
            "app = make_app()\n"
            "from muster.gui.main_window import MainWindow\n"
            "window = MainWindow(_settings(), interactive=False)\n"
            f"assert window.open_campaign({str(path)!r})\n"
            "window.actionTableLink.trigger()\n"
            "assert not window.table_link.running\n"
            "import muster.gui.table_link as t\n"
            "t.qr_image('http://127.0.0.1:1/')\n" + _report(NOT_AT_START_UP) + "window.close()\n")
    assert _loaded(code, muster_home) == ["LOADED segno", "LOADED muster.web"]
