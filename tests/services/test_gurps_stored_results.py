"""The one reader of stored GURPS action results: each kind's GM-only part read back typed, nothing else secret."""

from __future__ import annotations

from muster.i18n import to_data
from muster.services.gurps_results import (
    ContestSecret,
    DisasterDone,
    DisasterSecret,
    PowersSecret,
    RollSecret,
    SeerSecret,
    StoredResult,
    result_from_dict,
)


def test_each_kind_reads_its_secret():
    seer = result_from_dict("gurps-seer", {"seer": "Mara", "gm_only": {
        "strategy_modifier": -2, "trust": "normal", "explanation": "bad omens",
        "roll": {"roll": 14, "effective_skill": 12, "success": False, "margin": -2, "critical": None}}})
    assert seer.secret == SeerSecret(-2, RollSecret(14, 12, False, -2, None), "bad omens", "normal")
    assert result_from_dict("gurps-contest", {"gm_only": {"summary": "Red wins by 3"}}).secret == \
        ContestSecret("Red wins by 3")
    assert result_from_dict("gurps-disaster", {"gm_only": {"bonus": 2, "total": 13}}).secret == DisasterSecret(2, 13)
    powers = result_from_dict("gurps-powers", {"side": "attacker", "gm_only": {
        "working": "10 points", "working_msg": to_data("10 points"), "allocation": {"disaster": 6}}})
    assert powers.secret == PowersSecret("10 points", {"disaster": 6})


def test_no_secret_where_none_is_kept():
    assert result_from_dict("gurps-morale", {"over": False}) == StoredResult("gurps-morale", {"over": False})
    assert result_from_dict("gurps-army", {"gm_only": {"x": 1}}).secret is None  # a kind with no GM-only part
    assert result_from_dict("gurps-contest", {"gm_only": {"dice": []}}).secret is None  # nothing hidden to say
    assert result_from_dict("gurps-seer", None) == StoredResult("gurps-seer", {})


def test_a_use_case_result_reads_back_as_stored():
    stored = {
        "gurps-mission": {"mission": "reconnaissance", "leader": "Wren", "team": 5, "roll": {"roll": 9},
                          "success": True, "effects": ["+2 Strategy"], "opposed_by_security": False},
        "gurps-seer": {"seer": "Mara", "commander": "Duke", "gm_only": {
            "trust": "normal", "roll": {"roll": 13}, "modifier": {"name": "Seer's reading (Mara)", "value": -2},
            "strategy_modifier": -2, "explanation": "bad omens", "effective_strategy": 11, "dice": [],
            "explanation_msg": None}},
        "gurps-disaster": {"dice": "3d", "result": "Supply wagons lost", "morale": -1, "lost_commander": False,
                           "side": "defender", "gm_only": {"roll": 11, "bonus": 3, "total": 14, "dice": []}},
        "gurps-pc": {"pc": "Sir Ulric", "roll": {"roll": 7}, "margin": 5, "row": None, "reputation": 0,
                     "strategy": 0, "entered_by_gm": False, "note": "enter the result from your book"},
    }
    for kind, data in stored.items():
        done = result_from_dict(kind, data).done
        assert done is not None and done.to_dict() == data
    disaster = result_from_dict("gurps-disaster", stored["gurps-disaster"]).done
    assert isinstance(disaster, DisasterDone) and (disaster.roll, disaster.total, disaster.secret) == (11, 14, True)
    assert result_from_dict("gurps-contest", {"gm_only": {"summary": "x"}}).done is None
