"""Shared builders for the GURPS tests (not a test module)."""

from muster.rules.dice import Roller, ScriptedDice
from muster.rules.gurps.armies import Army, Leader, Unit
from muster.rules.gurps.battle import Battle


def faces(total: int) -> list[int]:
    """Three d6 faces adding up to ``total`` (3-18)."""
    assert 3 <= total <= 18
    a = min(6, total - 2)
    b = min(6, total - a - 1)
    return [a, b, total - a - b]


def dice(*totals: int) -> Roller:
    out = []
    for t in totals:
        out += faces(t)
    return Roller(ScriptedDice(out))


def army(name="Red", strategy=12, units=((("R1", 600, 10)), ("R2", 400, 10)), tl=3, leaders=(), luck=False, **kw):
    return Army(name, Leader(f"{name} General", strategy=strategy, tactics=strategy - 1, stealth=11, luck=luck),
                tuple(Unit(n, count=c, morale=m) for n, c, m in units), leaders=tuple(leaders), tech_level=tl, **kw)


def battle(kind="open_field", a_strategy=12, d_strategy=12, position=(), **kw):
    return Battle("Test battle", kind,
                  army("Red", a_strategy), army("Blue", d_strategy, units=(("B1", 500, 10), ("B2", 500, 10)),
                                                leaders=(Leader("Blue Captain", strategy=11),)),
                  position=tuple(position), **kw)
