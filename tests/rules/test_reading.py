"""The shared field readers of the rules tables: each returns the field it checked, or refuses it with the field's
path and the system's own words."""

from __future__ import annotations

import pytest

from muster.rules.reading import need_bool, need_choice, need_dice, need_int
from muster.rules.tables import RulesDataError


def refused(read, *args, **kwargs) -> RulesDataError:
    with pytest.raises(RulesDataError) as err:
        read(*args, **kwargs)
    return err.value


def test_whole_numbers_within_their_bounds():
    assert need_int({"n": 3}, "n", "t", minimum=1, maximum=3) == 3
    err = refused(need_int, {"n": 0}, "n", "t.x", minimum=1)
    assert (err.path, err.message) == ("t.x.n", "must be at least 1, got 0")
    assert refused(need_int, {"n": 9}, "n", "t", maximum=3).message == "must be at most 3, got 9"
    assert refused(need_int, {"n": 0}, "n", "t", minimum=1, too_low=lambda low, _v: f"≥ {low}").message == "≥ 1"
    assert refused(need_int, {"n": True}, "n", "t").path == "t.n"


def test_choices_dice_and_flags():
    assert need_choice({"c": "up"}, "c", "t", ("up", "down")) == "up"
    assert refused(need_choice, {"c": "x"}, "c", "t", ("up", "down")).message == "must be one of up, down; got 'x'"
    assert refused(need_choice, {"c": "x"}, "c", "t", ("up",), "must be 'up'").message == "must be 'up'"
    assert need_dice({"d": "2d6"}, "d", "t") == "2d6"
    assert refused(need_dice, {"d": "2x6"}, "d", "t").path == "t.d"
    assert need_bool({"b": False}, "b", "t") is False
    assert refused(need_bool, {"b": 1}, "b", "t").path == "t.b"
