"""The one reader of stored GURPS action results: each kind's GM-only part read back typed, nothing else secret."""

from __future__ import annotations

from muster.i18n import to_data
from muster.services.gurps_results import (
    ContestSecret,
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
