"""How a chance is shown to the GM: a percentage that never rounds a possible event to 0 or a
not-quite-certain one to 100 (a 1-in-46,656 chance reads "<0.01%", not "0.00%")."""

from __future__ import annotations

from fractions import Fraction

from muster.i18n import number


def percent_text(chance: Fraction | float, places: int = 2) -> str:
    """``chance`` (0 to 1) as a percentage with ``places`` decimals; "<0.01%" / ">99.99%" at the edges.

    The number is written as the GM's language writes it (a decimal comma in Russian: "12,50%").
    """
    value = chance if isinstance(chance, Fraction) else Fraction(chance)
    step = Fraction(1, 10 ** places)
    percent = value * 100
    if 0 < percent < step:
        return f"<{number(float(step), places)}%"
    if 100 - step < percent < 100:
        return f">{number(float(100 - step), places)}%"
    return f"{number(float(percent), places)}%"
