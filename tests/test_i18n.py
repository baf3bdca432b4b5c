"""muster.i18n: one formatting helper, messages kept as data, a language installed from outside."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from muster import i18n
from muster.i18n import Joined, Msg, Num, fmt, from_data, join, render, shown, to_data


def test_fmt_fills_numbered_arguments_in_one_pass():
    assert fmt("%2 before %1", "a", "b") == "b before a"
    assert fmt("%1 and %2", "%2", "x") == "%2 and x"  # a value is never filled again
    assert fmt("%1%", 50) == "50%"
    assert fmt("%3 stays", "a") == "%3 stays"
    assert fmt("%10 and %1", *"abcdefghij") == "j and a"


def test_numbers_follow_the_installed_locale():
    def comma(value, places=None):
        text = f"{value:.{places}f}" if places is not None else str(value)
        return text.replace(".", ",")

    try:
        i18n.install(None, comma)
        assert fmt("%1 men at %2", 1200, 2.5) == "1200 men at 2,5"
        assert render(Msg("Log", "%1").args(Num(1.5, 2))) == "1,50"
    finally:
        i18n.install(None)
    assert fmt("%1", 2.5) == "2.5" and fmt("%1", 3.0) == "3"


def test_a_message_renders_in_whatever_language_is_installed_when_shown():
    msg = Msg("Log", "%1 attacks %2").args("Red Lancers", Msg("Rules", "Cavalry"))
    stored = json.loads(json.dumps(to_data(msg)))  # what the campaign file keeps
    russian = {("Log", "%1 attacks %2"): "%1 атакует %2", ("Rules", "Cavalry"): "Кавалерия"}
    try:
        i18n.install(lambda c, s, d=None, n=-1: russian.get((c, s), s))
        assert render(stored) == "Red Lancers атакует Кавалерия"  # the GM's name as typed
        assert msg.english() == "Red Lancers attacks Cavalry"
    finally:
        i18n.install(None)
    assert render(stored) == "Red Lancers attacks Cavalry"


def test_plural_messages_pass_n_to_the_translator_and_fill_it():
    seen = []

    def translate(context, source, disambiguation=None, n=-1):
        seen.append(n)
        return {1: "%n отряд", 3: "%n отряда"}.get(n, "%n отрядов") if source == "%n squad(s) rout" else source

    msg = Msg("Poleaxe", "%n squad(s) rout", None, 3)
    assert render(msg) == "3 squad(s) rout"
    try:
        i18n.install(translate)
        assert [render(Msg("Poleaxe", "%n squad(s) rout", None, n)) for n in (1, 3, 5)] == \
            ["1 отряд", "3 отряда", "5 отрядов"]
        assert render(from_data(to_data(msg))) == "3 отряда" and seen[-1] == 3
    finally:
        i18n.install(None)


def test_shown_prefers_message_data_and_survives_damage():
    data = to_data(join([Msg("Status", "Routed"), "3 lost"], " · "))
    assert shown("old text", data) == "Routed · 3 lost"
    assert shown("old text", json.dumps(data)) == "Routed · 3 lost"
    assert shown("old text", None) == "old text"
    assert shown("old text", "{not json") == "old text"


def test_errors_carry_messages():
    error = i18n.TextError(Msg("Errors", "No unit %1.").args("Spears"))
    assert str(error) == "No unit Spears."
    try:
        i18n.install(lambda c, s, d=None, n=-1: "Нет отряда %1." if s == "No unit %1." else s)
        assert str(error) == "Нет отряда Spears."
    finally:
        i18n.install(None)


_leaf = st.one_of(st.text(max_size=8), st.integers(-10**6, 10**6),
                  st.builds(lambda s: Msg("Rules", s), st.text(min_size=1, max_size=8)))
_values = st.recursive(_leaf, lambda inner: st.one_of(
    st.builds(lambda s, vs: Msg("Log", s).args(*vs), st.text(max_size=12), st.lists(inner, max_size=3)),
    st.builds(lambda vs: Joined(vs, "; "), st.lists(inner, max_size=3))), max_leaves=8)


@given(_values)
def test_stored_data_renders_as_the_message_did(value):
    stored = json.loads(json.dumps(to_data(value)))
    assert render(stored) == render(value)
    assert to_data(from_data(stored)) == stored
