"""Chances and forecasts as the GUI reaches them (no Qt): ``percent_text``, a chance written as the GM's language
writes a percentage (``rules.chance``), and ``Cancelled``, what a forecast's progress callback raises to stop it
(``rules.forecast.common``), so the GUI reaches the rules only through services."""

from __future__ import annotations

from muster.rules.chance import percent_text
from muster.rules.forecast.common import Cancelled, Forecast

__all__ = ["Cancelled", "Forecast", "percent_text"]
