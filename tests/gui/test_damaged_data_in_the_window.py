"""Issue 25, items 1 and 5 in the window: numbers a campaign holds never crash a view; an action that fails on damaged
data tells the GM what is wrong and changes nothing."""

import json
import math

from muster import i18n
from muster.gui.operations import battle as battle_ops
from muster.gui.operations import campaign as campaign_ops
from muster.services import generic, roster
from muster.services import queries as q


def _skirmish(window, path):
    assert campaign_ops.new_campaign(window, path)
    side = window.run(roster.create_side, "Red")
    force = window.run(roster.create_force, side, "Foot")
    ids = [window.run(roster.create_unit, force, name, "generic", {"attack": 3, "max_hits": 6}) for name in "AB"]
    return ids, battle_ops.new_battle(window, "Ford", "generic", ids)


def test_numbers_of_any_size_are_formatted_without_raising(qapp):
    assert i18n.number(10**19) and i18n.number(-(10**30)) and i18n.number(10**5001)
    assert i18n.number(float("nan")) == "NaN" and i18n.number(math.inf) == "∞"
    assert i18n.number(10**400, 2) and i18n.number(float("-inf"), 1) == "−∞"
    assert i18n.number(2**63 - 1) and i18n.number(12) == "12"


def test_a_campaign_holding_huge_numbers_opens_and_shows(make_window, tmp_path):
    window = make_window()
    path = tmp_path / "huge.muster"
    ids, _ = _skirmish(window, path)
    state = {"attack": 10**19, "defense": 0, "max_hits": 10**30, "hits_taken": 0, "damage": "d6"}
    window.service.file.raw.execute("UPDATE units SET state=?, status=? WHERE id=?",
                                    (json.dumps(state), "x", ids[0]))
    assert campaign_ops.new_campaign(window, tmp_path / "other.muster")  # the window lets go of the file
    assert campaign_ops.open_campaign(window, path)  # its roster, statuses and log show the numbers
    assert window.service is not None
    assert q.unit_state(window.service, ids[0])["max_hits"] == 10**30
    problems = campaign_ops.check_file(window)
    assert any("outside the range" in p for p in problems), problems


def test_a_damaged_unit_state_is_a_message_not_a_crash(make_window, tmp_path):
    window = make_window()
    ids, bid = _skirmish(window, tmp_path / "c.muster")
    bad = {"attack": 0, "defense": 0, "max_hits": "many", "hits_taken": 0, "damage": "d6"}
    window.service.file.raw.execute("UPDATE units SET state=? WHERE id=?", (json.dumps(bad), ids[1]))
    last = window.service.file.raw.execute("SELECT max(id) FROM actions").fetchone()
    assert window.run(generic.attack, bid, ids[0], ids[1]) is None
    assert "max_hits" in window.errors[-1] and "Nothing was changed" in window.errors[-1]
    assert window.service.file.raw.execute("SELECT max(id) FROM actions").fetchone() == last


def test_a_damaged_house_rule_is_a_message_not_a_crash(make_window, tmp_path):
    window = make_window()
    ids, bid = _skirmish(window, tmp_path / "c.muster")
    window.service.file.raw.execute('INSERT INTO rules_overrides ("table", patch) VALUES (?, ?)',
                                    ("generic", json.dumps({"target_base": "x"})))
    window.service.tables_cache.clear()
    assert window.run(generic.attack, bid, ids[0], ids[1]) is None
    assert "target_base" in window.errors[-1]
    assert q.unit_state(window.service, ids[1])["hits_taken"] == 0
