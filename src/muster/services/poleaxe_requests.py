"""By This Poleaxe: the edge where a headless caller's data becomes the typed request a use case takes.

The use cases (``cast_spell``, ``setup``, ``melee_odds``, ``resolve_melee``) work on :class:`SpellRequest`,
:class:`BodyPlan` and :class:`Engagement` only. A caller that holds data (a request's JSON, a test's dict) passes
it through the converter here, at the use case's door: a typed request passes as it is; a mapping is read field
by field and a bad or unknown field is refused by name, as a ``ServiceError``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from muster.i18n import Msg, Text
from muster.services.core import ServiceError

from .poleaxe_state import COVERS, DIRECTIONS, _unit_id
from .poleaxe_views import BodyPlan, Engagement, SpellRequest

SPELL_FIELDS = ("name", "kind", "targets", "hd", "hd_per_htk", "bonus", "duration_turns", "range_ft", "caster",
                "affects_few")
SPELL_NUMBERS = ("hd", "hd_per_htk", "bonus", "duration_turns", "range_ft")
BODY_FIELDS = ("name", "side", "units")
ENGAGEMENT_FIELDS = ("attacker", "target", "direction", "surprise", "charge", "cover", "strike_back")


def _known(data: Mapping, fields: tuple[str, ...], what: Text) -> None:
    unknown = [str(k) for k in data if k not in fields]
    if unknown:
        raise ServiceError(Msg("Poleaxe", "%1: unknown field %2 (expected %3).").args(
            what, ", ".join(unknown), ", ".join(fields)))


def _ids(values: object, what: Text) -> tuple[int, ...]:
    if values is None:
        return ()
    if isinstance(values, (str, bytes)) or not isinstance(values, Iterable):
        raise ServiceError(Msg("Poleaxe", "%1 must be a list of squads, got %2.").args(what, repr(values)))
    return tuple(_unit_id(v, what) for v in values)


def spell_request(value: SpellRequest | Mapping) -> SpellRequest:
    """``cast_spell``'s request: as it is, or read from ``{"name", "kind", "targets": [unit ids], "hd", ...}``."""
    if isinstance(value, SpellRequest):
        return value
    if not isinstance(value, Mapping):
        raise ServiceError(Msg("Poleaxe", "Describe the spell: name, kind and targets."))
    _known(value, SPELL_FIELDS, Msg("Poleaxe", "The spell"))
    numbers: dict[str, int | None] = {}
    for key in SPELL_NUMBERS:
        number = value.get(key)
        if number is not None and (isinstance(number, bool) or not isinstance(number, int)):
            raise ServiceError(Msg("Poleaxe", "Spell %1 must be a whole number, got %2.").args(
                key.replace("_", " "), repr(number)))
        numbers[key] = number
    caster = value.get("caster")
    name = value.get("name")
    targets = _ids(value.get("targets"), Msg("Poleaxe", "A target"))
    return SpellRequest(kind=str(value.get("kind") or ""), targets=targets, name=str(name) if name else None, **numbers,
                        caster=None if caster is None else _unit_id(caster, Msg("Poleaxe", "The caster")),
                        affects_few=bool(value.get("affects_few", False)))


def body_plans(values: Iterable[BodyPlan | Mapping] | None) -> tuple[BodyPlan, ...]:
    """``setup``'s bodies: as they are, or read from ``{"name", "side": side id, "units": [unit ids]}`` each."""
    out = []
    for i, b in enumerate(values or ()):
        if isinstance(b, BodyPlan):
            plan = b
        else:
            if not isinstance(b, Mapping) or not str(b.get("name", "")).strip():
                raise ServiceError(Msg("Poleaxe", "Body %1 needs a name.").args(i + 1))
            _known(b, BODY_FIELDS, Msg("Poleaxe", "Body %1").args(i + 1))
            side = b.get("side", "")
            plan = BodyPlan(str(b["name"]), side if isinstance(side, int) and not isinstance(side, bool)
                            else str(side), _ids(b.get("units"), Msg("Poleaxe", "Body %1: squad").args(str(b["name"]))))
        if not plan.name.strip():
            raise ServiceError(Msg("Poleaxe", "Body %1 needs a name.").args(i + 1))
        out.append(plan)
    return tuple(out)


def engagements_of(values: Iterable[Engagement | Mapping]) -> tuple[Engagement, ...]:
    """The melee's engagements: as they are, or read from ``{"attacker", "target", "direction", "cover", ...}``."""
    out = []
    for i, e in enumerate(values):
        if not isinstance(e, Engagement):
            if not isinstance(e, Mapping):
                raise ServiceError(Msg("Poleaxe", "Engagement %1 must say who attacks whom.").args(i + 1))
            _known(e, ENGAGEMENT_FIELDS, Msg("Poleaxe", "Engagement %1").args(i + 1))
            e = Engagement(_unit_id(e.get("attacker"), Msg("Poleaxe", "The attacker")),
                           _unit_id(e.get("target"), Msg("Poleaxe", "The target")),
                           direction=e.get("direction", "front"), surprise=bool(e.get("surprise", False)),
                           charge=bool(e.get("charge", False)), cover=e.get("cover", "none"),
                           strike_back=bool(e.get("strike_back", True)))
        if e.direction not in DIRECTIONS:
            raise ServiceError(Msg("Poleaxe", "Engagement %1: direction must be front, flank or rear, not %2.")
                               .args(i + 1, repr(e.direction)))
        if e.cover not in COVERS:
            raise ServiceError(Msg("Poleaxe", "Engagement %1: cover must be none, soft or hard, not %2.")
                               .args(i + 1, repr(e.cover)))
        out.append(e)
    return tuple(out)


__all__ = ["body_plans", "engagements_of", "spell_request"]
