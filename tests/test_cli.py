"""The `muster` command: --version, --smoke, rules, check."""

import json
import subprocess
import sys

import pytest

from muster import __version__


def muster(*args, stdin="", env_home=None, lang=None):
    import os

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    if lang:
        env.update(LANG=lang, LC_ALL=lang, LANGUAGE=lang.split("_")[0])
    if env_home:
        env["MUSTER_HOME"] = str(env_home)
    return subprocess.run([sys.executable, "-m", "muster", *args], input=stdin, capture_output=True, text=True,
                          env=env, timeout=120)


def test_version():
    out = muster("--version")
    assert out.returncode == 0 and out.stdout.strip() == f"Muster {__version__}"


def test_smoke_opens_sample_and_given_campaign(campaign_copy, muster_home):
    out = muster("--smoke", env_home=muster_home)
    assert out.returncode == 0, out.stderr
    assert "opened Sample Campaign.muster (27 units" in out.stdout
    path = campaign_copy("mine.muster", sample=True)
    out = muster("--smoke", str(path), env_home=muster_home)
    assert out.returncode == 0 and "opened mine.muster" in out.stdout


def test_smoke_bad_files_fail_with_the_gui_message(tmp_path, muster_home):
    text = tmp_path / "orders.muster"
    text.write_text("hold the ford")
    out = muster("--smoke", str(text), env_home=muster_home)
    assert out.returncode == 1
    assert out.stderr.strip().endswith("“orders.muster” is not a Muster campaign file.")
    out = muster("--smoke", str(tmp_path / "missing.muster"), env_home=muster_home)
    assert out.returncode == 1 and "does not exist" in out.stderr


def test_rules_request_and_errors():
    ok = muster("rules", "generic", "attack", stdin=json.dumps(
        {"attacker": {"attack": 2}, "target": {"defense": 1}, "dice": [9, 4]}))
    assert ok.returncode == 0, ok.stdout
    result = json.loads(ok.stdout)
    assert result["hit"] is True and result["damage"] == 4 and result["target"]["hits_taken"] == 4
    assert [r["faces"] for r in result["rolls"]] == [[9], [4]]

    cases = [
        (("rules", "generic", "attack"), "{not json", None),
        (("rules", "generic", "attack"), json.dumps({"attacker": {"attack": "x"}, "target": {}}), "attacker.attack"),
        (("rules", "generic", "attack"), json.dumps({"attacker": {}, "target": {}, "dice": [21, 3]}), "dice"),
        (("rules", "generic", "fly"), "{}", "action"),
        (("rules", "chess", "move"), "{}", "system"),
        (("rules", "generic", "attack"), "[1, 2]", None),
    ]
    for args, stdin, field in cases:
        out = muster(*args, stdin=stdin)
        assert out.returncode == 2, (args, stdin, out.stdout)
        error = json.loads(out.stdout)
        assert error["field"] == field and error["error"], error


def test_every_system_has_headless_actions():
    import importlib

    for system in ("generic", "bucs", "poleaxe", "gurps", "mech"):
        api = importlib.import_module(f"muster.rules.{system}.api")
        assert api.ACTIONS, system
    out = muster("rules", "bucs", "no-such-action", stdin="{}")
    assert out.returncode == 2 and "expected one of" in json.loads(out.stdout)["error"]


def test_check_command(tmp_path, campaign_copy):
    out = muster("check", str(campaign_copy("c.muster")))
    assert out.returncode == 0 and "healthy" in out.stdout
    (tmp_path / "bad.muster").write_text("x" * 200)
    out = muster("check", str(tmp_path / "bad.muster"))
    assert out.returncode == 1 and "not a Muster campaign" in out.stderr


def test_check_reports_in_the_systems_language(tmp_path, campaign_copy):
    out = muster("check", str(campaign_copy("c.muster")), lang="ru_RU.UTF-8")
    assert out.returncode == 0 and "Файл кампании в порядке." in out.stdout
    (tmp_path / "bad.muster").write_text("x" * 200)
    out = muster("check", str(tmp_path / "bad.muster"), lang="ru_RU.UTF-8")
    assert out.returncode == 1 and "не файл кампании Muster" in out.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="displays are a Linux/X11 question")
def test_gui_without_a_display_says_so():
    import os

    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    out = subprocess.run([sys.executable, "-m", "muster"], capture_output=True, text=True, env=env, timeout=60)
    assert out.returncode == 2 and "no display was found" in out.stderr


def test_opening_and_showing_a_campaign_leaves_sqlalchemy_unloaded(campaign_copy, muster_home):
    """Start-up reads through plain SQL; SQLAlchemy loads when the window is up or at the first action."""
    import os

    path = campaign_copy("s.muster", sample=True)
    code = ("import sys\nfrom muster.cli.main import main\n"
            f"code = main(['--smoke', {str(path)!r}])\n"
            "print('SQLALCHEMY', any(m.split('.')[0] == 'sqlalchemy' for m in sys.modules), code)\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MUSTER_HOME=str(muster_home))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert "SQLALCHEMY False 0" in out.stdout, out.stdout + out.stderr


def test_smoke_with_an_action(muster_home):
    out = muster("--smoke", "--smoke-action", env_home=muster_home)
    assert out.returncode == 0, out.stderr
    assert "action: next phase and undo worked" in out.stdout


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="FIFOs are POSIX")
def test_check_and_smoke_refuse_a_fifo_without_hanging(tmp_path, muster_home):
    import os

    fifo = tmp_path / "pipe.muster"
    os.mkfifo(fifo)
    out = muster("check", str(fifo))
    assert out.returncode == 1 and "named pipe" in out.stderr
    out = muster("--smoke", str(fifo), env_home=muster_home)
    assert out.returncode == 1 and "named pipe" in out.stderr


def test_check_names_what_quick_check_misses(tmp_path, campaign_copy):
    import sqlite3

    path = campaign_copy("c.muster", sample=True)
    db = sqlite3.connect(path)
    db.execute("UPDATE battles SET initiative='[1, 2' WHERE id=(SELECT min(id) FROM battles)")
    db.execute("DELETE FROM meta WHERE key='dice_seed'")
    db.commit()
    db.close()
    out = muster("check", str(path))
    assert out.returncode == 1 and "dice_seed" in out.stdout + out.stderr and "initiative" in out.stdout + out.stderr


def test_smoke_without_a_file_leaves_no_temporary_folder(muster_home, tmp_path):
    import os

    env_tmp = tmp_path / "tmp"
    env_tmp.mkdir()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MUSTER_HOME=str(muster_home), TMPDIR=str(env_tmp))
    out = subprocess.run([sys.executable, "-m", "muster", "--smoke"], capture_output=True, text=True, env=env,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert list(env_tmp.iterdir()) == []


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's xcb platform is Linux/X11")
def test_missing_xcb_libraries_are_named(muster_home):
    import os

    from muster.gui.app import _missing_platform_libraries

    env = {k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update(DISPLAY=":99", MUSTER_HOME=str(muster_home))
    old = dict(os.environ)
    os.environ.clear()
    os.environ.update(env)
    try:
        expected = _missing_platform_libraries()
    finally:
        os.environ.clear()
        os.environ.update(old)
    if expected is None:
        pytest.skip("this machine has every library Qt's xcb plugin needs")
    out = subprocess.run([sys.executable, "-m", "muster"], capture_output=True, text=True, env=env, timeout=60)
    assert out.returncode == 2 and "sudo apt install" in out.stderr and "libxcb" in out.stderr


def test_rules_failures_are_exit_2_with_error_and_field():
    hostile = ("[" * 5000 + "]" * 5000, '{"attacker": {"attack": 1}, "attacker": {}}', '{"seed": ' + "1" * 5001 + "}")
    for stdin in hostile:
        out = muster("rules", "generic", "attack", stdin=stdin)
        assert out.returncode == 2, out.stdout + out.stderr
        assert set(json.loads(out.stdout)) == {"error", "field"}


def test_help_lists_every_subcommand_with_one_line(capsys):
    import pytest

    from muster.cli.main import _subcommand, main, subcommands

    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    shown = capsys.readouterr().out
    assert set(subcommands()) >= {"rules", "check", "print"}
    for name, (arguments, line) in subcommands().items():
        assert f"muster {name} {arguments}" in shown and line in shown
        assert callable(_subcommand(name))
