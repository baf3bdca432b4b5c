"""`muster print`: sheets of a battle, a force or a unit of each system written without the window, the campaign
left untouched, the same pages as the window's, and bad names answered with what there is."""

import hashlib
import os
import subprocess
import sys

import pytest

from muster.cli.main import main
from muster.gui.printing import build, paint
from muster.services import files
from muster.services import queries as q

BATTLES = {"bucs": "Checkpoint at Millbrook", "poleaxe": "Ambush in the Greenwood", "gurps": "Battle of Harrow Field",
           "mech": "Clash at Red Quarry", "generic": "Skirmish at the Ford"}
FORCES = {"bucs": "Crown Security Platoon", "poleaxe": "Greenwood Band", "gurps": "People's Host",
          "mech": "Rebel Lance", "generic": "Royal Guard"}
UNITS = {"bucs": "Technicals", "poleaxe": "Hill Ogre", "gurps": "Household Knights", "mech": "Boar",
         "generic": "Outlaw Riders"}


def digest(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def sample(campaign_copy, qapp):
    return campaign_copy("sample.muster", sample=True)


@pytest.mark.parametrize("system", sorted(BATTLES))
def test_prints_a_battle_a_force_and_a_unit_of_each_system(sample, tmp_path, system, capsys):
    before = digest(sample)
    for option, name, pages in (("--battle", BATTLES[system], None), ("--force", FORCES[system], None),
                                ("--unit", UNITS[system], 1)):
        out = tmp_path / f"{option[2:]}.pdf"
        assert main(["print", str(sample), option, name, "--paper", "letter", "-o", str(out)]) == 0
        written = paint.pdf_page_count(out.read_bytes())
        assert written >= 1 and (pages is None or written == pages)
        assert f"{out} ({written} page" in capsys.readouterr().out
    assert digest(sample) == before  # read, never written
    assert sorted(p.name for p in sample.parent.iterdir() if p.name.startswith("sample")) == ["sample.muster"]


def test_the_same_pages_as_the_window(sample, tmp_path):
    with paint.recording() as cli_drawn:
        assert main(["print", str(sample), "--force", "crown lance", "-o", str(tmp_path / "lance.pdf")]) == 0
    svc = files.open_campaign(sample)
    try:
        force = next(f for f in q.roster(svc)[1] if f.name == "Crown Lance")
        with paint.recording() as gui_drawn:
            paint.write_pdf(build.force_document(svc, force.id, "a4"), tmp_path / "window.pdf")
    finally:
        svc.file.close()
    assert [d.text for d in cli_drawn] == [d.text for d in gui_drawn]
    assert paint.pdf_page_count((tmp_path / "lance.pdf").read_bytes()) == 3


def test_without_a_choice_every_force_is_printed(sample, tmp_path):
    assert main(["print", str(sample), "-o", str(tmp_path / "all")]) == 0  # .pdf is added
    assert paint.pdf_page_count((tmp_path / "all.pdf").read_bytes()) == 14


@pytest.mark.parametrize("option, name, listed", [
    ("--battle", "Siege of Nowhere", "The battles are: Checkpoint at Millbrook; Ambush in the Greenwood;"),
    ("--force", "Blue Lance", "Crown Lance (The Crown)"),
    ("--unit", "Hog", "Boar (Crown Lance)"),
])
def test_a_bad_name_lists_what_there_is(sample, tmp_path, capsys, option, name, listed):
    assert main(["print", str(sample), option, name, "-o", str(tmp_path / "x.pdf")]) == 2
    err = capsys.readouterr().err
    assert f"is called “{name}”" in err and listed in err
    assert not (tmp_path / "x.pdf").exists()


def test_bad_arguments_and_files(sample, tmp_path, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["print", str(sample), "--battle", "a", "--unit", "b", "-o", str(tmp_path / "x.pdf")])
    assert stop.value.code == 2
    with pytest.raises(SystemExit) as stop:
        main(["print", str(sample), "--paper", "a5", "-o", str(tmp_path / "x.pdf")])
    assert stop.value.code == 2
    capsys.readouterr()
    assert main(["print", str(sample), "-o", str(tmp_path / "nowhere" / "x.pdf")]) == 2
    assert "does not exist" in capsys.readouterr().err
    assert main(["print", str(tmp_path / "missing.muster"), "-o", str(tmp_path / "x.pdf")]) == 1
    assert "does not exist" in capsys.readouterr().err
    text = tmp_path / "orders.muster"
    text.write_text("hold the ford")
    assert main(["print", str(text), "-o", str(tmp_path / "x.pdf")]) == 1
    assert "is not a Muster campaign file" in capsys.readouterr().err
    assert not (tmp_path / "x.pdf").exists()


def test_a_campaign_open_in_muster_is_refused(sample, tmp_path, capsys):
    svc = files.open_campaign(sample)  # a window holds it
    try:
        assert main(["print", str(sample), "--unit", "Boar", "-o", str(tmp_path / "x.pdf")]) == 1
    finally:
        svc.file.close()
    assert "is open in Muster" in capsys.readouterr().err


def test_from_a_shell_without_a_display(sample, tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    out = subprocess.run([sys.executable, "-m", "muster", "print", str(sample), "--unit", "Tusker", "--blank",
                          "-o", str(tmp_path / "tusker.pdf")], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    assert paint.pdf_page_count((tmp_path / "tusker.pdf").read_bytes()) == 1
