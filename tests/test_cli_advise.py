"""`muster advise`: a side's options as JSON, best first, the same twice, the campaign untouched (bytes and
mtime); an unknown battle or side, or a battle without an advisor, answered with what there is (exit 2)."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys

import pytest

ADVISED = {"bucs": "Checkpoint at Millbrook", "poleaxe": "Ambush in the Greenwood", "gurps": "Battle of Harrow Field",
           "mech": "Clash at Red Quarry"}


def _advise(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "LANG": "C", "LC_ALL": "C", "LANGUAGE": "en"}  # the reasons in English, for the test
    return subprocess.run([sys.executable, "-m", "muster", "advise", *args], capture_output=True, text=True, env=env,
                          timeout=120)


def _look(path) -> tuple[str, int]:
    return hashlib.sha256(path.read_bytes()).hexdigest(), path.stat().st_mtime_ns


@pytest.fixture
def sample(campaign_copy):
    return campaign_copy("sample.muster", sample=True)


@pytest.mark.parametrize("system", sorted(ADVISED))
def test_prints_the_advice_as_json_the_same_twice_without_writing(sample, system):
    from muster.services.advice import advice_builder_of

    if advice_builder_of(system) is None:
        pytest.skip(f"no {system} advisor yet")
    before = _look(sample)
    first = _advise(str(sample), "--battle", ADVISED[system])
    assert first.returncode == 0, first.stderr
    answer = json.loads(first.stdout)
    assert set(answer) == {"battle", "side", "phase", "options", "worth"}
    assert answer["battle"] == ADVISED[system] and answer["side"] in ("The Crown", "The Rebels") and answer["phase"]
    if system in ("bucs", "poleaxe"):
        assert answer["side"] == "The Crown"  # the acting unit's side
    options = answer["options"]
    assert options
    for option in options:
        assert set(option) == {"label", "win", "expect", "why", "scope", "action"}
        assert 0 <= option["win"] <= 1 and option["scope"] in ("battle", "exchange")
        assert option["label"] and isinstance(option["why"], list) and option["action"]["kind"]
    wins = [o["win"] for o in options]
    assert wins == sorted(wins, reverse=True)  # best first
    for w in answer["worth"]:
        assert set(w) == {"label", "change"} and -1 <= w["change"] <= 1
    again = _advise(str(sample), "--battle", ADVISED[system].lower())
    assert again.returncode == 0 and again.stdout == first.stdout  # seeded from the campaign
    assert _look(sample) == before  # read, never written
    assert sorted(p.name for p in sample.parent.iterdir() if p.name.startswith("sample")) == ["sample.muster"]


def test_another_side_by_name(sample):
    out = _advise(str(sample), "--battle", ADVISED["bucs"], "--side", "the rebels")
    assert out.returncode == 0, out.stderr
    answer = json.loads(out.stdout)
    assert answer["side"] == "The Rebels"
    assert all(o["action"]["kind"] in ("engage", "order") for o in answer["options"])


def test_unknown_battle_side_or_advisor_exit_2_naming_what_there_is(sample):
    before = _look(sample)
    battle = _advise(str(sample), "--battle", "Nowhere")
    assert battle.returncode == 2 and not battle.stdout
    assert "Nowhere" in battle.stderr and "Checkpoint at Millbrook" in battle.stderr
    side = _advise(str(sample), "--battle", ADVISED["bucs"], "--side", "Martians")
    assert side.returncode == 2 and "Martians" in side.stderr
    assert "The Crown" in side.stderr and "The Rebels" in side.stderr
    generic = _advise(str(sample), "--battle", "Skirmish at the Ford")
    assert generic.returncode == 2 and "Skirmish at the Ford" in generic.stderr and "no advice" in generic.stderr
    missing = _advise(str(sample.parent / "missing.muster"), "--battle", "x")
    assert missing.returncode == 1 and "does not exist" in missing.stderr
    assert _look(sample) == before
