"""The mech's unit state: a checked record sheet kept in ``Unit.state``, and its roster line."""

from __future__ import annotations

import json
from collections.abc import Iterable

from muster.i18n import Joined, Msg, Text, message_of
from muster.rules.mech.design import DesignError
from muster.rules.mech.state import MechState
from muster.rules.mech.text import destroyed_text, loc_text
from muster.services.core import ServiceError

PIPS = ("○", "●")


def names_of(locs: Iterable[str]) -> Joined:
    return Joined([loc_text(loc) for loc in locs], ", ")


def normalise_state(state: dict, tables: dict | None = None) -> dict:  # no rules table limits these states
    """A checked, complete mech state (design may be a sample name such as ``"boar"``)."""
    state = dict(state or {})
    if not state.get("design"):
        raise ServiceError(Msg("Mech", "A mech needs a design: pick a sample design or build one in the designer."))
    state.setdefault("id", "mech")
    if not isinstance(state.get("id"), str) or not state["id"].strip():
        state["id"] = "mech"
    try:
        return stored(MechState.from_dict(state))
    except DesignError as exc:
        raise ServiceError(Msg("Mech", "Bad mech record sheet: %1: %2").args(
            exc.path, message_of(exc.message))) from None


def stored(m: MechState) -> dict:
    """The state as kept in ``Unit.state``: ``MechState.to_dict`` with the design as compact JSON text.

    Every action snapshots the rows it changes (for undo); a design kept as one string copies in no time,
    where the same design as nested objects made a 16-mech combat phase twice as slow.
    """
    return m.to_dict(design_as_json=True)


def design_of(state: dict) -> dict | None:
    """The design of a stored state as a dict (for editors and exports)."""
    design = (state or {}).get("design")
    if isinstance(design, str) and design.lstrip().startswith("{"):
        return json.loads(design)
    if isinstance(design, str):
        return sample_design(design)
    return design


def _pips(hits: int, of: int = 6) -> str:
    return PIPS[1] * hits + PIPS[0] * max(0, of - hits)


def summary(m: MechState) -> Text:
    """The roster's status column for a :class:`MechState` (a message: " · " between its parts)."""
    name = m.design.name
    if m.destroyed:
        if m.destroyed_reason:
            return Msg("Mech", "%1: DESTROYED (%2)").args(name, destroyed_text(m.destroyed_reason))
        return Msg("Mech", "%1: DESTROYED").args(name)
    if m.pilot.status == "dead":
        return Msg("Mech", "%1: PILOT DEAD").args(name)
    armor = sum(s.armor for s in m.design.locations.values())
    internal = sum(s.internal for s in m.design.locations.values())
    armor_left = sum(m.armor_left(loc) for loc in m.design.locations)
    internal_left = sum(m.internal_left(loc) for loc in m.design.locations)
    words: list = []
    if m.pilot.status == "unconscious":
        words.append(Msg("Mech", "PILOT OUT"))
    if m.shutdown:
        words.append(Msg("Mech", "SHUT DOWN"))
    if m.prone:
        words.append(Msg("Mech", "PRONE"))
    words.append(Msg("Mech", "armor %1/%2").args(armor_left, armor))
    words.append(Msg("Mech", "structure %1/%2").args(internal_left, internal))
    words.append(Msg("Mech", "heat %1").args(m.heat))
    if m.lost:
        words.append(Msg("Mech", "lost %1").args(names_of(m.lost)))
    words.append(Msg("Mech", "pilot %1").args(_pips(m.pilot.head_hits)))
    return Joined([Joined(words, " · "), f" ({name})"], "")


def status(state: dict, tables: dict | None = None) -> Text:
    """:func:`summary` of a stored state (a message: the unit's ``status`` and ``status_msg``); the stored state
    holds its design, so ``tables`` (the contract's) changes nothing."""
    return summary(MechState.from_dict(state))


def new_state(design, pilot: dict | None = None) -> dict:
    """A fresh mech: ``design`` a sample name or a design dict; ``pilot`` name/gunnery/piloting."""
    return normalise_state({"id": "mech", "design": design, "pilot": pilot or {}})


def sample_designs() -> list[tuple[str, str]]:
    """(file stem, design name) of the bundled designs."""
    from muster.rules.mech import load_sample, sample_names

    return [(stem, load_sample(stem).name) for stem in sample_names()]


def sample_design(stem: str) -> dict:
    from muster.rules.mech import load_sample

    try:
        return load_sample(stem).to_dict()
    except KeyError as exc:
        raise ServiceError(message_of(exc.args[0])) from None
