"""Headless actions for the generic unit: ``attack`` and ``odds``."""

from __future__ import annotations

from muster.i18n import Msg
from muster.rules.generic import GenericUnit, UnitError, hit_chance, resolve_attack, tables
from muster.rules.requests import Request, RequestError


def _unit(req: Request, name: str) -> GenericUnit:
    data = req.obj(name)
    try:
        return GenericUnit.from_dict(data)
    except UnitError as exc:
        path = f"{name}.{exc.field}" if exc.field else name
        raise RequestError(Msg("Errors", "%1: %2").args(path, exc.detail), path) from None
    except ValueError as exc:
        field, _, message = str(exc).partition(": ")
        raise RequestError(Msg("Errors", "%1: %2").args(f"{name}.{field}", message) if message
                           else Msg("Errors", "%1: %2").args(name, str(exc)),
                           f"{name}.{field}" if message else name) from None


def attack(req: Request) -> dict:
    attacker, target = _unit(req, "attacker"), _unit(req, "target")
    res = resolve_attack(attacker, target, req.roller, tables(), req.get("attacker_name", str, None))
    return {"hit": res.hit, "needed": res.target_number, "attack_total": res.attack_roll.total,
            "modifiers": [m.to_dict(rendered=True) for m in res.attack_roll.modifiers], "damage": res.damage,
            "target": res.target_after.to_dict()}


def odds(req: Request) -> dict:
    chance = hit_chance(_unit(req, "attacker"), _unit(req, "target"), tables())
    return {"hit": float(chance), "hit_fraction": f"{chance.numerator}/{chance.denominator}"}


ACTIONS = {"attack": attack, "odds": odds}
