"""The squad builder: derive AV, DV, MV, HTK and Movement from what the GM knows.

Each value is a :class:`Stat` carrying its table row, every modifier by name
and value, and the GM's override (shown as such). Large beasts take flat
values set by the GM.
"""

from __future__ import annotations

import math
from dataclasses import replace
from fractions import Fraction
from typing import Any

from muster.i18n import Msg, Text, english_text, term, term_noop
from muster.rules.dice import Modifier

from .data import as_tables
from .squad import STAT_KEYS, Member, Squad, Stat, StateError, stat_label
from .tables import Mod, PoleaxeTables, Row, band_for

#: Shorthand accepted at the top of a squad in requests (see :func:`squad_from_input`).
_MEMBER_DEFAULTS = ("hd", "level", "ac", "hp")


class MissingInfo(Exception):
    def __init__(self, field: str, message: Text):
        super().__init__(message)
        self.field = field
        self.message = message


def _fmt(value: Fraction) -> int | float:
    """A number of Hit Dice as shown (``1.2``, never more than two decimals; the locale writes it)."""
    if value.denominator == 1:
        return value.numerator
    return round(float(value), 2)


def _stat(key: str, base: int, basis: Msg, modifiers: tuple = (), **kw) -> Stat:
    """A :class:`Stat` whose basis is kept in English and as a message (the GM's language in the builder)."""
    return Stat(key, base, english_text(basis), modifiers, basis_text=basis, **kw)


def _row(rows: tuple[Row, ...], value: Fraction) -> Row:
    """The highest row whose minimum is at or below ``value`` (a value between rows takes the lower row)."""
    chosen = rows[0]
    for row in rows:
        if row.min <= value:
            chosen = row
    return chosen


def squad_from_input(data: Any, tables: PoleaxeTables | dict, path: str = "") -> Squad:
    """A :class:`Squad` from GM-friendly input, built if it has no ``stats`` yet.

    Accepts everything :meth:`Squad.from_dict` does, plus shorthands:
    ``"members": 5`` with squad-level ``hd``/``level``/``ac``/``hp`` (each
    member gets them), squad-level defaults filling members that lack them,
    and derived values given at the top level (``"attack_value": 4``) as GM
    overrides. A squad without members and with all five values given is fine.
    """
    tables = as_tables(tables)
    if not isinstance(data, dict):
        raise StateError(path or "squad", Msg("Poleaxe", "expected an object describing the squad"))
    data = dict(data)
    defaults = {k: data.pop(k) for k in _MEMBER_DEFAULTS if k in data}
    members = data.get("members", [])
    name = data.get("name") if isinstance(data.get("name"), str) else "Squad"
    if isinstance(members, int) and not isinstance(members, bool):
        limit = tables.max_members
        if not 1 <= members <= limit:
            raise StateError(_join(path, "members"),
                             Msg("Poleaxe", "a squad has 1 to %1 members, got %2").args(limit, members))
        members = [{"name": f"{name} {i + 1}"} for i in range(members)]
    if isinstance(members, list) and defaults:
        members = [({**defaults, **m} if isinstance(m, dict) else m) for m in members]
    data["members"] = members
    given = data.get("overrides") or {}
    overrides = dict(given) if isinstance(given, dict) else data["overrides"]
    if isinstance(overrides, dict):
        for key in STAT_KEYS:
            if key in data:
                overrides[key] = data.pop(key)
        data["overrides"] = overrides
    squad = Squad.from_dict(data, path)
    if not squad.built:
        squad = build_squad(squad, tables, strict=False, path=path)
    return squad


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def build_squad(squad: Squad, tables: PoleaxeTables | dict, *, strict: bool = True, path: str = "") -> Squad:
    """Derive every value of ``squad`` from the tables (pure; returns a new squad).

    With ``strict`` a value that cannot be derived and has no override raises
    :class:`StateError` naming the missing field; otherwise it is left out.
    """
    tables = as_tables(tables)
    limit = tables.max_members
    if squad.kind == "squad" and len(squad.active_members) > limit:
        raise StateError(_join(path, "members"), Msg("Poleaxe", "a squad has at most %1 fighting members, got %2")
                         .args(limit, len(squad.active_members)))
    if squad.missile is not None and squad.missile not in tables.missiles.weapons:
        raise StateError(_join(path, "missile"), Msg("Poleaxe", "unknown missile weapon '%1'; use one of %2")
                         .args(squad.missile, ", ".join(tables.missiles.weapons)))
    if squad.squad_type is not None and squad.squad_type not in tables.morale_value.types:
        raise StateError(_join(path, "squad_type"), Msg("Poleaxe", "unknown squad type '%1'; use one of %2")
                         .args(squad.squad_type, ", ".join(tables.morale_value.types)))
    derivers = _BEAST if squad.kind == "beast" else _DERIVERS
    stats: dict[str, Stat] = {}
    for key in STAT_KEYS:
        if key == "missile_value" and squad.missile is None and "missile_value" not in squad.overrides:
            continue
        override = squad.overrides.get(key)
        try:
            stat = derivers[key](squad, tables)
            stat = replace(stat, override=override)
        except MissingInfo as exc:
            if override is not None:
                stat = _stat(key, override, Msg("Poleaxe", "set by the GM (%1)").args(exc.message), override=override)
            elif strict:
                raise StateError(_join(path, exc.field), exc.message) from None
            else:
                continue
        stats[key] = stat
    if squad.kind == "beast" and "hits_to_kill" in stats and stats["hits_to_kill"].value < 2:
        raise StateError(_join(path, "overrides.hits_to_kill"), Msg("Poleaxe", "a large beast takes 2 or more hits"))
    return replace(squad, stats=stats)


# ---- Hit Dice -----------------------------------------------------------------

def _hit_dice(squad: Squad, tables: PoleaxeTables) -> list[Fraction]:
    plus, minus = tables.plus_counts_as, tables.minus_counts_as
    members = squad.active_members
    if not members:
        raise MissingInfo("members", Msg("Poleaxe", "the squad has no fighting members; list them with their Hit "
                                         "Dice or level"))
    out = []
    for i, member in enumerate(squad.members):
        if not member.active:
            continue
        value = member.hit_dice(plus, minus)
        if value is None:
            raise MissingInfo(f"members[{i}].hd", Msg("Poleaxe", "member '%1' needs Hit Dice (hd) or a level")
                              .args(member.name))
        out.append(value)
    return out


# ---- the five values ----------------------------------------------------------

def _attack(kind: str):
    def derive(squad: Squad, tables: PoleaxeTables) -> Stat:
        av = tables.attack_value
        hds = _hit_dice(squad, tables)
        total = sum(hds, Fraction(0))
        score = total / av.divisor
        row = _row(av.rows, score)
        basis = Msg("Poleaxe", "total %1 HD / %2 = %3: %4").args(_fmt(total), av.divisor, _fmt(score),
                                                               term("Rules", row.label))
        mods = [Modifier(m.label, m.value) for m in build_attack_modifiers(squad, tables, kind)]
        return _stat("attack_value" if kind == "melee" else "missile_value", row.value, basis, tuple(mods))
    return derive


def build_attack_modifiers(squad: Squad, tables: PoleaxeTables | dict, kind: str) -> list[Mod]:
    """The table entries of the squad's standing AV modifiers that count for ``kind`` (melee/missile)."""
    mods = as_tables(tables).attack_value.modifiers
    keys = []
    if squad.weapon == "crappy":
        keys.append("crappy_weapon")
    if squad.weapon == "two_handed":
        keys.append("two_handed")
    if squad.mounted:
        keys.append("mounted")
    if squad.magic_weapons != "none":
        keys.append(f"magic_weapons_{squad.magic_weapons}")
    if squad.special_offence != "none":
        keys.append(f"special_offence_{squad.special_offence}")
    leader = squad.leader
    if leader is not None and leader.trained and leader.level >= (mods["leader"].min_level or 0):
        keys.append("leader")
    return [mods[k] for k in keys if k in mods and kind in mods[k].applies_to]


def _defense(squad: Squad, tables: PoleaxeTables) -> Stat:
    dv = tables.defense_value
    acs = []
    for i, member in enumerate(squad.members):
        if not member.active:
            continue
        if member.ac is None:
            raise MissingInfo(f"members[{i}].ac", Msg("Poleaxe", "member '%1' needs an armour class (ac)")
                              .args(member.name))
        acs.append(member.ac)
    if not acs:
        raise MissingInfo("members", Msg("Poleaxe", "the squad has no fighting members; list them with their "
                                         "armour class"))
    mean = Fraction(sum(acs), len(acs))
    rounding = dv.ac_rounding
    if rounding == "up":
        ac = math.ceil(mean)
    elif rounding == "down":
        ac = math.floor(mean)
    else:
        ac = math.floor(mean + Fraction(1, 2))
    band = band_for(dv.bands, max(ac, dv.bands[0].min))
    label = term("Rules", band.label or "")
    basis = (Msg("Poleaxe", "average AC %1 (counts as %2): %3").args(_fmt(mean), ac, label) if mean != ac
             else Msg("Poleaxe", "average AC %1: %2").args(_fmt(mean), label))
    mods = []
    if squad.special_defence != "none":
        entry = dv.modifiers[f"special_defence_{squad.special_defence}"]
        mods.append(Modifier(entry.label, entry.value))
    return _stat("defense_value", band.value, basis, tuple(mods))


def leader_cha_modifier(squad: Squad, tables: PoleaxeTables | dict) -> Modifier | None:
    leader = squad.leader
    if leader is None or leader.cha is None:
        return None
    for band in as_tables(tables).morale_value.leader_cha:
        if band.covers(leader.cha):
            return Modifier(band.label if band.label is not None else term_noop("Rules", "Leader's CHA"), band.value)
    return None


def _morale(squad: Squad, tables: PoleaxeTables) -> Stat:
    types = tables.morale_value.types
    if squad.squad_type is None:
        raise MissingInfo("squad_type", Msg("Poleaxe", "the squad type is needed for its %1 (one of %2)")
                          .args(stat_label("morale_value"), ", ".join(types)))
    row = types[squad.squad_type]
    mod = leader_cha_modifier(squad, tables)
    return _stat("morale_value", row.value, term("Rules", row.label), (mod,) if mod else ())


def _hits_to_kill(squad: Squad, tables: PoleaxeTables) -> Stat:
    htk = tables.hits_to_kill
    hds = _hit_dice(squad, tables)
    total = sum(hds, Fraction(0))
    if htk.basis == "average":
        score = total / len(hds)
    else:
        score = total / tables.attack_value.divisor
    row = _row(htk.rows, score)
    label = term("Rules", row.label)
    if htk.basis == "average":
        basis = Msg("Poleaxe", "average %1 HD: %2").args(_fmt(score), label)
    else:
        basis = Msg("Poleaxe", "total %1 HD / %2 = %3: %4").args(_fmt(total), tables.attack_value.divisor,
                                                                _fmt(score), label)
    mods = []
    size = len(hds)
    for entry in htk.size_modifiers:
        if entry.members == size and entry.value:
            mods.append(Modifier(entry.label, entry.value))
    return _stat("hits_to_kill", row.value, basis, tuple(mods), minimum=htk.minimum)


def _movement(squad: Squad, tables: PoleaxeTables) -> Stat:
    if squad.move_ft is None:
        raise MissingInfo("move_ft", Msg("Poleaxe", "the squad's base movement in feet (move_ft) is needed"))
    row = _row(tables.movement, Fraction(squad.move_ft))
    return _stat("movement", row.value, Msg("Poleaxe", "base move %1 ft: %2").args(squad.move_ft,
                                                                                  term("Rules", row.label)))


def _flat(key: str):
    def derive(squad: Squad, tables: PoleaxeTables) -> Stat:
        if key == "movement" and squad.move_ft is not None:
            return _movement(squad, tables)
        if key not in squad.overrides:
            raise MissingInfo(f"overrides.{key}", Msg("Poleaxe", "a large beast needs a flat %1 set by the GM")
                              .args(key))
        value = squad.overrides[key]
        return _stat(key, value, Msg("Poleaxe", "flat value set by the GM for a large beast"))
    return derive


_DERIVERS = {
    "attack_value": _attack("melee"),
    "missile_value": _attack("missile"),
    "defense_value": _defense,
    "morale_value": _morale,
    "hits_to_kill": _hits_to_kill,
    "movement": _movement,
}
_BEAST = {key: _flat(key) for key in STAT_KEYS}




def build_from_dict(data: dict, tables: PoleaxeTables | dict, path: str = "") -> Squad:
    """Strict build from GM input (the ``build`` action): every value must be derivable or overridden."""
    squad = squad_from_input({**data, "stats": None} if isinstance(data, dict) else data, tables, path)
    return build_squad(replace(squad, stats={}), tables, strict=True, path=path)


__all__ = ["build_squad", "squad_from_input", "build_from_dict", "build_attack_modifiers",
           "leader_cha_modifier", "Member"]
