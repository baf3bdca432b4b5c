"""The GURPS rules' words the battle panel shows (skills, checks, verdicts, amounts of troops), re-exported so the
GUI reaches the rules only through the services. Light: no SQLAlchemy, no engine."""

from __future__ import annotations

from muster.rules.gurps.words import amount, check_words, skill_name, verdict_words

__all__ = ["amount", "check_words", "skill_name", "verdict_words"]
