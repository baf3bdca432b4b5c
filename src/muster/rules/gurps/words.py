"""GURPS Mass Combat words the GM reads, kept as data (``muster.i18n``): statuses, outcomes, numbers, terms.

The rules build their log lines, workings and modifier names as :class:`muster.i18n.Msg` (context
``"GURPS"``); rules terms read from the data (result rows, troop types, qualities...) go through
``term("Rules", ...)``. The English rendering is what the headless actions and the campaign file keep.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from muster.i18n import Joined, Msg, Num, Text, term

CONTEXT = "GURPS"


def rules_term(text: str | None) -> Text:
    """A term of the rules data (a label, a result) as the GM's language names it; empty stays empty."""
    return term("Rules", text) if text else ""


#: the troop types as the unit editor offers them (the rules data's types, written lower-case)
TROOP_TYPES = {
    "light infantry": Msg("GURPS", "light infantry"),
    "medium infantry": Msg("GURPS", "medium infantry"),
    "heavy infantry": Msg("GURPS", "heavy infantry"),
    "spearmen": Msg("GURPS", "spearmen"),
    "light missile troops": Msg("GURPS", "light missile troops"),
    "medium missile troops": Msg("GURPS", "medium missile troops"),
    "heavy missile troops": Msg("GURPS", "heavy missile troops"),
    "light cavalry": Msg("GURPS", "light cavalry"),
    "medium cavalry": Msg("GURPS", "medium cavalry"),
    "heavy cavalry": Msg("GURPS", "heavy cavalry"),
    "infantry": Msg("GURPS", "infantry"),
}
#: the troop types the bundled English sample campaign types in (not rules types, but Muster's own words: a GM
#: who started in English and switched to Russian reads them in Russian too)
SAMPLE_TROOP_TYPES = {
    "pikemen": Msg("GURPS", "pikemen"),
    "crossbowmen": Msg("GURPS", "crossbowmen"),
    "levy spearmen": Msg("GURPS", "levy spearmen"),
    "longbowmen": Msg("GURPS", "longbowmen"),
}
#: the Troop Quality levels the full text names (the rules data's labels)
QUALITIES = ("Green", "Average", "Seasoned", "Veteran", "Elite")
#: other levels the sample campaign uses, rules terms of the data (translated with them)
SAMPLE_QUALITIES = ("Good", "Poor")


def troop_type_text(text: str) -> Text:
    """A unit's troop type in the GM's language where it is one of the rules' types (or a word of the sample
    campaign); the GM's own words as typed."""
    if text in TROOP_TYPES:
        return TROOP_TYPES[text]
    return SAMPLE_TROOP_TYPES.get(text, text)


def quality_text(text: str) -> Text:
    """A unit's Troop Quality in the GM's language where it is one of the rules' levels, else as typed."""
    return rules_term(text) if text in QUALITIES or text in SAMPLE_QUALITIES else text


def signed_number(value: float) -> Text:
    """"+1", "-0.5": a number with its sign (the decimal point in the GM's language)."""
    number = abs(value)
    if float(number).is_integer():
        number = int(number)
    return Joined(["-" if value < 0 else "+", number], "")


def status_word(status: str) -> Text:
    """A unit's or an army's battle status in running text ("holds", "routed", "mixed")."""
    words = {
        "ready": Msg("GURPS", "ready"),
        "holds": Msg("GURPS", "holds"),
        "thrown_back": Msg("GURPS", "thrown back"),
        "retreated": Msg("GURPS", "retreated"),
        "routed": Msg("GURPS", "routed"),
        "mixed": Msg("GURPS", "mixed"),
        "no units": Msg("GURPS", "no units"),
    }
    return words.get(status, status)


def outcome_words(status: str) -> Text:
    """What a unit's morale roll makes it do ("retreats in good order")."""
    words = {
        "holds": Msg("GURPS", "holds"),
        "thrown_back": Msg("GURPS", "is thrown back"),
        "retreated": Msg("GURPS", "retreats in good order"),
        "routed": Msg("GURPS", "routs"),
        "ready": Msg("GURPS", "is ready"),
    }
    return words.get(status, status)


def check_words(success: bool, critical: str | None, margin: int) -> Msg:
    """A success roll's verdict: "success by 4", "critical failure by 3"."""
    by = margin if success else -margin
    if critical and success:
        return Msg("GURPS", "critical success by %1").args(by)
    if critical:
        return Msg("GURPS", "critical failure by %1").args(by)
    if success:
        return Msg("GURPS", "success by %1").args(by)
    return Msg("GURPS", "failure by %1").args(by)


def verdict_words(success: bool, critical: bool) -> Msg:
    """"success", "critical failure"... without the margin."""
    if critical and success:
        return Msg("GURPS", "critical success")
    if critical:
        return Msg("GURPS", "critical failure")
    return Msg("GURPS", "success") if success else Msg("GURPS", "failure")


def skill_name(skill: str) -> Text:
    """The name of a skill the rules roll ("strategy" -> Strategy)."""
    names = {
        "strategy": Msg("GURPS", "Strategy"),
        "tactics": Msg("GURPS", "Tactics"),
        "stealth": Msg("GURPS", "Stealth"),
        "morale": Msg("GURPS", "Morale"),
        "divination": Msg("GURPS", "Divination"),
        "combat": Msg("GURPS", "Combat"),
    }
    return names.get(skill, skill.capitalize())


def signed(value: int) -> str:
    """A whole number with its sign ("+2", "-1"): the same in every language."""
    return f"{value:+d}"


def _value(value: float | Fraction) -> int | float:
    if isinstance(value, Fraction):
        value = float(value)
    return int(value) if float(value).is_integer() else round(float(value), 2)


def _grouped(digits: str) -> Text:
    """``"1234567"`` as "1,234,567" in English; each separator is a message (a space in Russian)."""
    groups = f"{int(digits):,}".split(",")
    out: Any = groups[0]
    for group in groups[1:]:
        out = Msg("GURPS", "%1,%2").args(out, group)  # the thousands separator (Russian: a no-break space)
    return out


def amount(value: float | Fraction) -> Text:
    """A number as the GM reads a Troop Strength or a head count: "3,000", "2.50" (English), in the locale of
    the moment when shown. The English rendering is exactly ``strength.fmt``'s."""
    v = _value(value)
    sign = "-" if v < 0 else ""
    if isinstance(v, int):
        body: Any = _grouped(str(abs(v)))
    else:
        whole, frac = f"{abs(v):.2f}".split(".")
        body = Msg("GURPS", "%1.%2").args(_grouped(whole), frac)  # the decimal point (Russian: a comma)
    if not sign:
        return body
    return Joined([sign, body], "")


def decimal(value: float, places: int) -> Num:
    """A number with fixed decimals ("3.00"), in the locale of the moment."""
    return Num(float(value), places)


def ratio(value: float | Fraction | None, bounds: tuple[Fraction, ...] = ()) -> Text:
    """A force ratio: "3.00:1"; with more places where two would round it onto one of ``bounds`` (the table's
    row limits) that it is not: 12.004 TS against 10 reads "1.2004:1", never "1.20:1", since it earns the
    bonus of a ratio over 1.2:1."""
    if value is None:
        return ""
    exact = Fraction(value)
    places = 2
    while places < 4 and round(exact, places) in bounds and round(exact, places) != exact:
        places += 1
    return Msg("GURPS", "%1:1").args(Num(float(value), places))


def side_word(side: str) -> Text:
    return {"attacker": Msg("GURPS", "attacker"), "defender": Msg("GURPS", "defender")}.get(side, side)


__all__ = ["CONTEXT", "TROOP_TYPES", "SAMPLE_TROOP_TYPES", "QUALITIES", "SAMPLE_QUALITIES", "troop_type_text",
           "quality_text", "signed_number", "rules_term", "status_word", "outcome_words", "check_words",
           "verdict_words", "skill_name", "signed", "amount", "decimal", "ratio", "side_word"]
