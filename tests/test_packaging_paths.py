"""resources/ and ui/ are found the same way from a source checkout and an installed wheel."""

import json
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHECK = r"""
import json, sys
from muster import paths
from muster.rules import tables
root = paths.data_root()
print(json.dumps({
    "root": str(root),
    "package": str(paths.__file__),
    "main_ui": paths.ui_path("main_window.ui").is_file(),
    "unit_ui": paths.ui_path("unit_dialog.ui").is_file(),
    "rules": sorted(p.stem for p in paths.resource_path("rules").glob("*.json")),
    "generic_target": tables.load_default("generic")["target_base"],
    "sample": paths.resource_path("samples", "sample_campaign.json").is_file(),
}))
"""


def _run(python_args, cwd, env=None):
    out = subprocess.run([sys.executable, *python_args, "-c", CHECK], cwd=cwd, capture_output=True, text=True,
                         env=env, check=True)
    return json.loads(out.stdout)


def test_source_checkout_finds_data():
    found = _run([], ROOT)
    assert Path(found["root"]) == ROOT
    assert found["main_ui"] and found["unit_ui"] and found["sample"]
    assert {"generic", "bucs", "poleaxe", "gurps", "mech"} <= set(found["rules"])
    assert found["generic_target"] == 10


def test_installed_wheel_finds_data(tmp_path):
    # uv is a dev dependency, so "python -m uv" works wherever the test suite runs
    built = subprocess.run([sys.executable, "-m", "uv", "build", "--wheel", "--out-dir", str(tmp_path / "dist"),
                            str(ROOT)], capture_output=True, text=True)
    assert built.returncode == 0, built.stderr
    wheel = next((tmp_path / "dist").glob("muster-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    assert "muster/_data/ui/main_window.ui" in names
    assert "muster/_data/resources/rules/generic.json" in names
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)  # what an installer lays down
    # -S: no site-packages, so the checkout's editable install cannot answer instead of the wheel
    found = _run(["-S"], tmp_path, env={"PYTHONPATH": str(site), "PATH": "/usr/bin:/bin"})
    assert Path(found["root"]) == site / "muster" / "_data"
    assert Path(found["package"]).is_relative_to(site)
    assert found["main_ui"] and found["unit_ui"] and found["sample"] and found["generic_target"] == 10
