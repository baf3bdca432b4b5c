"""Advice for one side of a battle: its options for the phase, best first, each with its chance to win.

The contract every system's advisor keeps (issue 29). Like a forecast, advice is built in two steps:

- ``advice_request(svc, battle_id, side_id, setup)`` (the system's :class:`AdviceBuilder`, ``SystemSpec.advice``,
  in ``services/<key>_advice.py``) reads the battle from the file — nothing is written, no campaign dice are
  drawn — and returns an :class:`AdviceRequest`;
- ``request.run(seed=...)`` is pure rules work (the system's forecast engines), safe off the GUI thread, and
  returns :class:`Advice`.

``side_id`` None means the side whose turn it is (the system decides what that is). ``setup`` is the panel's
current choices as the system's own typed set-up (the same things its forecast request takes: cover, range, a GM
modifier...), or None for the battle as stored; changing one is the "what if" the Advise tab shows. An option's
``action`` is a typed, frozen request of the system (what the panel's fields would hold, see ``AdviceAction``);
``to_dict`` is the JSON edge (``muster advise``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Protocol

if TYPE_CHECKING:
    from muster.services.core import CampaignService


class AdviceAction(Protocol):
    """What taking an option puts into the panel: a frozen dataclass of the system's (``kind`` names it)."""

    @property
    def kind(self) -> str: ...

    def to_dict(self) -> dict[str, Any]: ...


@dataclass(frozen=True)
class Option:
    """One choice for the side, as the Advise tab lists it."""

    label: str  # in the GM's language: "Engage 2nd Squad (Green)"
    win: float  # the side's chance, from 0 to 1, to win the battle (scope "battle") or the exchange ("exchange")
    expect: str  # what it expects to happen, one line in the GM's language
    why: tuple[str, ...]  # the modifiers that make the difference, each a short line in the GM's language
    action: AdviceAction
    scope: str = "battle"  # "battle" or "exchange": what ``win`` is the chance of

    def to_dict(self) -> dict[str, Any]:
        return {"label": self.label, "win": self.win, "expect": self.expect, "why": list(self.why),
                "scope": self.scope, "action": self.action.to_dict()}


@dataclass(frozen=True)
class Worth:
    """What one of the panel's modifiers is worth to the best option: its win chance with it minus without it."""

    label: str  # the modifier as the panel names it ("Cover", "Range 6")
    change: float  # from -1 to 1


@dataclass(frozen=True)
class Advice:
    battle_id: int
    battle: str
    side_id: int | None
    side: str
    phase: str  # in the GM's language
    options: tuple[Option, ...]  # best first
    worth: tuple[Worth, ...] = ()

    @property
    def best(self) -> Option | None:
        return self.options[0] if self.options else None

    def to_dict(self) -> dict[str, Any]:
        """What ``muster advise`` prints."""
        return {"battle": self.battle, "side": self.side, "phase": self.phase,
                "options": [o.to_dict() for o in self.options],
                "worth": [{"label": w.label, "change": w.change} for w in self.worth]}


Runner = Callable[..., Advice]  # (seed=) -> Advice


@dataclass(frozen=True)
class AdviceRequest:
    """Everything one piece of advice needs, read from the file; ``run`` does the work (no file access)."""

    system: str
    battle_id: int
    side_id: int | None
    runner: Runner
    key: str = ""  # the set-up as text: the same key and seed, the same advice

    def run(self, *, seed: int = 1) -> Advice:
        return self.runner(seed=seed)


class AdviceBuilder(Protocol):
    """``(svc, battle_id, side_id, setup) -> AdviceRequest`` (``SystemSpec.advice``)."""

    def __call__(self, svc: CampaignService, battle_id: int, side_id: int | None = None,
                 setup: Any = None, /) -> AdviceRequest: ...


def advice_builder_of(system: str) -> AdviceBuilder | None:
    """``SystemSpec.advice`` of ``system`` (ServiceError for an unknown key), loaded; None without one."""
    from typing import cast

    from muster import systems
    from muster.services.systems import check_system

    check_system(system)
    dotted = systems.get(system).advice
    return cast("AdviceBuilder | None", systems.load(dotted) if dotted else None)


def sort_options(options: list[Option]) -> tuple[Option, ...]:
    """Best first: the higher chance, then the label (so equal chances keep one order, run after run)."""
    return tuple(sorted(options, key=lambda o: (-o.win, o.label)))
