"""Battle forecasts from the campaign: the battle as the GM has set it up, handed to the rules' forecast.

Building a request only reads the file (nothing is written, no dice of the campaign are drawn); running
it is pure rules work, safe off the GUI thread. :func:`note_forecast` is the one thing that writes: an
undoable log entry with the forecast's text, when the GM asks for it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from muster.i18n import Joined, Msg, Num, Text, english_text, join, render, term, term_noop, to_data
from muster.services.common import battle_action
from muster.services.core import CampaignService, ServiceError

Runner = Callable[..., Any]  # (runs=, seed=, limit=, progress=) -> muster.rules.forecast.common.Forecast


@dataclass(frozen=True)
class ForecastRequest:
    """Everything one forecast needs, read from the file; ``run`` does the work (no file access)."""

    system: str
    battle_id: int
    battle_name: str
    limit_name: str        # what the limit counts: rounds, turns, days (English: show it as term("Rules", ...))
    default_limit: int
    max_limit: int
    runner: Runner
    key: str = ""          # the set-up as text: the same key, the same answer for the same seed
    default_runs: int = 2000  # what the Forecast tab offers first (a slow system asks for fewer)

    def run(self, *, runs: int = 2000, seed: int = 1, limit: int | None = None, progress=None):
        if not 1 <= runs <= 1_000_000:
            raise ServiceError(Msg("Errors", "The number of runs must be from 1 to 1,000,000."))
        limit = self.default_limit if limit is None else limit
        if not 1 <= limit <= self.max_limit:
            problem = _LIMIT_PROBLEMS.get(self.limit_name) or Msg("Errors", "The %2 limit must be from 1 to %1.")
            raise ServiceError(problem.args(self.max_limit, term("Rules", self.limit_name)))
        return self.runner(runs=runs, seed=seed, limit=limit, progress=progress)


LIMIT_NAMES = (term_noop("Rules", "rounds"), term_noop("Rules", "turns"), term_noop("Rules", "days"))
_LIMIT_PROBLEMS = {"rounds": Msg("Errors", "The rounds limit must be from 1 to %1."),
                   "turns": Msg("Errors", "The turns limit must be from 1 to %1."),
                   "days": Msg("Errors", "The days limit must be from 1 to %1.")}


def _rules_error(exc: Exception) -> ServiceError:
    message = getattr(exc, "message", None) or str(exc)
    text = message if isinstance(message, str) else render(message)  # in the language of the moment
    return ServiceError(text[:1].upper() + text[1:])


def guarded(fn: Runner) -> Runner:
    """``fn`` with the engines' errors (ValueError, KeyError) turned into ServiceErrors; Cancelled passes."""
    def run(**kw):
        from muster.rules.forecast.common import Cancelled

        try:
            return fn(**kw)
        except Cancelled:
            raise
        except (ValueError, KeyError) as exc:  # the engines' RuleError / RulesError / AttackError are ValueErrors
            raise _rules_error(exc) from None
    return run


# ---- the log --------------------------------------------------------------------------------------------

# the outcomes the rules' forecasts name (others are named after a side or an army: the GM's own names)
OUTCOME_NAMES = (term_noop("Forecast", "attacker"), term_noop("Forecast", "defender"),
                 term_noop("Forecast", "undecided"), term_noop("Forecast", "both left"),
                 term_noop("Forecast", "both broken"))
_FORECAST_LINES = {
    "round": Msg("Log", "Forecast (%1, up to %2 rounds): %3; about %4 rounds to a decision."),
    "turn": Msg("Log", "Forecast (%1, up to %2 turns): %3; about %4 turns to a decision."),
    "day": Msg("Log", "Forecast (%1, up to %2 days): %3; about %4 days to a decision."),
}


def _percent(p: float) -> str:
    return f"{p:.0%}"


def describe(result) -> Text:
    """The forecast in one line for the log: a message, shown (and noted) in the GM's language."""
    how = Msg("Log", "exact") if result.exact else Msg("Log", "%1 runs, seed %2").args(result.runs, result.seed)
    parts = []
    for key, c in result.outcomes:
        if c.p <= 0:
            continue
        outcome = term("Forecast", key.replace("_", " "))
        if result.exact:
            parts.append(Msg("Log", "%1 %2").args(outcome, _percent(c.p)))
        else:
            parts.append(Msg("Log", "%1 %2 (%3–%4)").args(outcome, _percent(c.p), _percent(c.low), _percent(c.high)))
    line = _FORECAST_LINES.get(result.round_name) or Msg("Log", "Forecast (%1, up to %2 %5s): %3; about %4 %5s to "
                                                               "a decision.")
    return line.args(how, result.limit, join(parts, ", "), Num(result.rounds.mean, 1), result.round_name)


def note_forecast(svc: CampaignService, battle_id: int, text: Text) -> None:
    """Write the forecast's text (a message from :func:`describe`, or plain text) in the battle's log: an undoable
    action that changes nothing else."""
    from muster.campaign.models import Battle

    if isinstance(text, (Msg, Joined)):
        if not english_text(text).strip():
            raise ServiceError(Msg("Errors", "There is no forecast to note yet."))
    else:
        text = (text or "").strip()[:2000]
        if not text:
            raise ServiceError(Msg("Errors", "There is no forecast to note yet."))
    with svc.file.read_sessions() as s:
        row = s.get(Battle, battle_id) if isinstance(battle_id, int) else None
        if row is None:
            raise ServiceError(Msg("Errors", "There is no battle #%1 in this campaign.").args(str(battle_id)))
        system = row.system
    with battle_action(svc, system, battle_id, "forecast-note", Msg("Log", "Note forecast")) as (act, battle, _):
        act.describe(text, battle=battle, result={"forecast": to_data(text)})

