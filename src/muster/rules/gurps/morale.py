"""Morale rolls for every unit of a side, by the procedure a result row names.

Procedures (``results.*.bands[].winner/loser.procedure`` in the data):

* ``hold``: no roll, every unit holds;
* ``thrown_back``: no roll, the attacker is back where it started;
* ``rout``: no roll, every unit routs;
* ``retreat_or_rout``: success retreats in good order, failure routs;
* ``hold_retreat_rout``: success holds, failure by less than
  ``morale.rout_on_failure_by`` retreats in good order, by that much or more routs;
* ``half_hold_or_retreat``: every unit rolls; if at least half the troops
  succeed the whole army holds, otherwise it all retreats in good order.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from muster.i18n import Msg, Text, TextError, english_text
from muster.rules.dice import Roller
from muster.rules.gurps.morale_data import morale_rules
from muster.rules.gurps.results_data import Tables
from muster.rules.gurps.skill import EffectiveSkill, SkillModifier, SkillRoll, roll_against
from muster.rules.gurps.strategy import situation_modifiers
from muster.rules.gurps.words import outcome_words

NO_ROLL = {"hold": "holds", "thrown_back": "thrown_back", "rout": "routed"}
WORDS = {"holds": "holds", "thrown_back": "is thrown back", "retreated": "retreats in good order",
         "routed": "routs", "ready": "is ready"}


@dataclass(frozen=True)
class UnitMorale:
    unit: str
    troops: int
    roll: SkillRoll | None
    status: str

    def to_dict(self) -> dict:
        out = {"unit": self.unit, "troops": self.troops, "status": self.status,
               "outcome": english_text(outcome_words(self.status))}
        if self.roll is not None:
            out.update(self.roll.to_dict())
            out["failed_by"] = None if self.roll.check.success else max(1, -self.roll.check.margin)
        return out


@dataclass(frozen=True)
class SideMorale:
    side: str
    army: str
    procedure: str
    modifiers: tuple[SkillModifier, ...]
    units: tuple[UnitMorale, ...]
    army_outcome: str
    troops_passed: int | None = None
    troops_total: int | None = None

    def to_dict(self, msg: bool = False) -> dict:
        out: dict[str, object] = {"side": self.side, "army": self.army, "procedure": self.procedure,
               "modifiers": [m.to_dict(msg) for m in self.modifiers], "units": [u.to_dict() for u in self.units],
               "army_outcome": self.army_outcome}
        if self.troops_total is not None:
            out["passed"] = self.troops_passed
            out["needed"] = self.troops_total
            out["half_rule"] = english_text(self.half_rule())
        return out

    def half_rule(self) -> Text:
        return Msg("GURPS", "%1 of %2 made morale; at least half needed to hold").args(self.troops_passed,
                                                                                       self.troops_total)


def unit_status(procedure: str, roll: SkillRoll, tables: Tables) -> str:
    """The status one unit's morale roll gives under ``procedure``."""
    ok = roll.check.success
    if procedure == "retreat_or_rout":
        return "retreated" if ok else "routed"
    if procedure == "hold_retreat_rout":
        if ok:
            return "holds"
        failed_by = max(1, -roll.check.margin)
        return "routed" if failed_by >= morale_rules(tables).rout_on_failure_by else "retreated"
    if procedure == "half_hold_or_retreat":
        return "holds" if ok else "retreated"
    raise TextError(Msg("GURPS", "procedure %1 rolls no morale").args(repr(procedure)))


def morale_modifiers(army, tables: Tables, *, carried=(), band_modifier: int = 0) -> list[SkillModifier]:
    """Every modifier on this army's morale rolls: situation, standing, carried from yesterday, the row's penalty."""
    mods = (situation_modifiers(army.morale_situation, tables) + list(army.morale_modifiers)
            + list(army.lasting_morale) + list(carried))
    if band_modifier:
        mods.append(SkillModifier.of(Msg("GURPS", "Result table: loser's morale"), band_modifier))
    return mods


def resolve_side(army, side: str, procedure: str, modifiers, roller: Roller, tables: Tables):
    """Morale for every fighting unit of ``army``: returns (SideMorale, army after)."""
    mods = tuple(modifiers)
    results: list[UnitMorale] = []
    fighting = army.fighting_units()
    if procedure in NO_ROLL:
        results = [UnitMorale(u.name, u.count, None, NO_ROLL[procedure]) for u in fighting]
        outcome = NO_ROLL[procedure]
        passed = total = None
    else:
        for u in fighting:
            if procedure == "half_hold_or_retreat" and u.count <= 0:
                continue  # NOTES.md section 5: a unit of 0 troops neither passes nor fails
            eff = EffectiveSkill("morale", u.morale, mods)
            roll = roll_against(eff, roller, Msg("GURPS", "%1: %2 morale").args(army.name, u.name), tables)
            results.append(UnitMorale(u.name, u.count, roll, unit_status(procedure, roll, tables)))
        passed = total = None
        if procedure == "half_hold_or_retreat":
            by_units = morale_rules(tables).half_by == "units"
            total = len(results) if by_units else sum(r.troops for r in results)
            passed = sum(1 if by_units else r.troops for r in results if r.roll is not None and r.roll.check.success)
            outcome = "holds" if total and 2 * passed >= total else "retreated"
            results = [replace(r, status=outcome) for r in results]
            results += [UnitMorale(u.name, 0, None, outcome) for u in fighting if u.count <= 0]
        else:
            statuses = {r.status for r in results}
            outcome = statuses.pop() if len(statuses) == 1 else "mixed"
        if not fighting:
            outcome = "no units"
    status = {r.unit: r.status for r in results}
    after = army.with_units(replace(u, status=status[u.name]) if u.name in status else u for u in army.units)
    return SideMorale(side, army.name, procedure, mods, tuple(results), outcome, passed, total), after
