"""Odds of 46,656 outcomes read "<0.01%" when possible but tiny, never "0.00%" (panel and CLI alike)."""

import json
import subprocess
import sys

from muster.rules.gurps.data import tables
from muster.rules.gurps.odds import contest_odds


def test_one_way_in_46656_reads_below_a_hundredth():
    odds = contest_odds(3, 5, tables())
    assert odds["out_of"] == 46656
    row = next(r for r in odds["rows"] if r["winner"] == "defender" and r["band"] == "17+")
    assert (row["ways"], row["percent"], row["percent_text"]) == (1, 0.0, "<0.01%")
    for r in odds["rows"]:
        assert (r["percent_text"] == "0.00%") == (r["ways"] == 0)


def test_cli_contest_answers_print_the_same_text():
    request = {"attacker": {"strategy": 3}, "defender": {"strategy": 5}, "dice": [1, 1, 1, 1, 1, 1]}
    out = subprocess.run([sys.executable, "-m", "muster", "rules", "gurps", "contest"], input=json.dumps(request),
                         capture_output=True, text=True, check=True)
    before = json.loads(out.stdout)["odds_before_roll"]
    assert before["defender: open_field 17+ Overwhelming victory"] == "<0.01%"
    assert before["attacker: open_field 13-16 Great victory"] == "<0.01%"
    assert before["attacker: open_field 17+ Overwhelming victory"] == "0.00%"  # impossible: skill 3 by 9 at most
