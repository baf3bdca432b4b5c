"""Chances as the battle panels show them, without Qt (the presenters' and the panels' one formatting)."""

from __future__ import annotations

import re
from fractions import Fraction

from muster.i18n import number


def percent(chance: Fraction | float) -> str:
    """A chance (0 to 1) as the panels show it: "80.5%", "20%", and "<0.01%" for a chance too small to
    round to a number, never a false 0% (or 100%) for what can happen (``rules.chance.percent_text``)."""
    from muster.services.chances import percent_text

    return tidy_percent(percent_text(chance))


_PERCENT = re.compile(r"([<>]?)(\d+(?:\.\d+)?)%")


def tidy_percent(text: str) -> str:
    """``percent_text``'s "25.00%" as "25%" ("<0.01%" stays as it is), in the GM's locale ("80,5%" in Russian)."""
    match = _PERCENT.fullmatch(text)
    if match is None:
        return text
    edge, digits = match.groups()
    if "." in digits and not edge:
        digits = digits.rstrip("0").rstrip(".")
    places = len(digits.partition(".")[2])
    return f"{edge}{number(float(digits), places)}%"
