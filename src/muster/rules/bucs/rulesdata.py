"""The BUCS rules tables typed: :class:`BucsTables` and its rows, checked and built in one pass.

:meth:`BucsTables.from_dict` reads ``resources/rules/bucs.json`` (with a campaign's house rules merged in) and
refuses it with a :class:`RulesDataError` naming the field path (``bucs.outnumbered[1].bonus``);
:mod:`muster.rules.bucs.data` loads it and gives the look-ups other packages use.
"""

from __future__ import annotations

import copy
import functools
from dataclasses import dataclass
from dataclasses import field as dc_field
from typing import Any

from muster.rules.reading import need_choice, need_dice, need_int
from muster.rules.tables import RulesDataError, field, items

NAME = "bucs"


# ---- the typed tables: validation and construction in one pass --------------------

def _int_or_null(row: dict, key: str, path: str) -> int | None:
    if key not in row:
        raise RulesDataError(f"{path}.{key}", "is missing")
    value = row[key]
    if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
        raise RulesDataError(f"{path}.{key}", f"expected a whole number or null, got {value!r}")
    return value


def _names(rows: list, path: str) -> list[str]:
    seen: list[str] = []
    for i, row in enumerate(rows):
        name = field(row, "name", f"{path}[{i}]", str)
        if not name.strip():
            raise RulesDataError(f"{path}[{i}].name", "must not be empty")
        if name in seen:
            raise RulesDataError(f"{path}[{i}].name", f"'{name}' appears twice")
        seen.append(name)
    return seen


def _specialty(value: Any, path: str, snames: list[str]) -> str:
    """``value`` when it names a specialty of the list (else the error names ``path``)."""
    if value not in snames:
        raise RulesDataError(path, f"'{value}' is not a specialty in the list")
    return value


@dataclass(frozen=True)
class QualityRow:
    """One step of the quality ladder (``bucs.quality[i]``)."""

    name: str
    alone_orders: int
    alone_no_orders: int | None
    assisting: int
    specialties: int
    order_each_round: bool
    commands_lesser_units: int | None = None

    @classmethod
    def from_dict(cls, row: dict, path: str) -> QualityRow:
        alone = field(row, "alone_orders", path, int)
        no_orders = _int_or_null(row, "alone_no_orders", path)
        assisting = field(row, "assisting", path, int)
        specialties = need_int(row, "specialties", path, minimum=0)
        each_round = field(row, "order_each_round", path, bool)
        commands = need_int(row, "commands_lesser_units", path, minimum=0) if "commands_lesser_units" in row else None
        return cls(row["name"], alone, no_orders, assisting, specialties, each_round, commands)

    def value(self, situation: str) -> int | None:
        """The quality modifier in ``situation`` (``alone_orders``, ``alone_no_orders``, ``assisting``); None: a
        unit of this quality cannot act so."""
        if situation == "alone_orders":
            return self.alone_orders
        if situation == "alone_no_orders":
            return self.alone_no_orders
        if situation == "assisting":
            return self.assisting
        raise KeyError(situation)


@dataclass(frozen=True)
class EquipmentRow:
    name: str
    modifier: int
    loses_heavy_extra_hit: bool
    loses_mobility: bool
    ignores_first_morale_hit: bool

    @classmethod
    def from_dict(cls, row: dict, path: str) -> EquipmentRow:
        modifier = field(row, "modifier", path, int)
        flags = [field(row, key, path, bool)
                 for key in ("loses_heavy_extra_hit", "loses_mobility", "ignores_first_morale_hit")]
        return cls(row["name"], modifier, *flags)


@dataclass(frozen=True)
class MobilityRow:
    name: str
    steps: int
    specialty: str | None = None


@dataclass(frozen=True)
class SpecialtyRow:
    name: str
    requires: tuple[str, ...] = ()
    skills: tuple[str, ...] = ()

    @classmethod
    def from_dict(cls, row: dict, path: str, snames: list[str]) -> SpecialtyRow:
        requires = tuple(_specialty(req, f"{path}.requires[{j}]", snames)
                         for j, req in enumerate(row.get("requires", [])))
        skills = field(row, "skills", path, list)
        for j, skill in enumerate(skills):
            if not isinstance(skill, str):
                raise RulesDataError(f"{path}.skills[{j}]", "expected text")
        return cls(row["name"], requires, tuple(skills))


@dataclass(frozen=True)
class OutsideSpecialty:
    quality_as: str
    equipment_as: str
    no_infantry_combat_quality_as: str
    no_infantry_combat_equipment: str    # normal | penalties_only | poor

    @classmethod
    def from_dict(cls, data: dict, path: str, qnames: list[str], enames: list[str]) -> OutsideSpecialty:
        out = field(data, "outside_specialty", path, dict)
        here = f"{path}.outside_specialty"
        for key in ("quality_as", "no_infantry_combat_quality_as"):
            if field(out, key, here, str) not in qnames:
                raise RulesDataError(f"{here}.{key}", f"'{out[key]}' is not a quality on the ladder")
        if field(out, "equipment_as", here, str) not in enames:
            raise RulesDataError(f"{here}.equipment_as", f"'{out['equipment_as']}' is not an equipment rating")
        reading = need_choice(out, "no_infantry_combat_equipment", here, ["normal", "penalties_only", "poor"])
        return cls(out["quality_as"], out["equipment_as"], out["no_infantry_combat_quality_as"], reading)


@dataclass(frozen=True)
class CombatRules:
    margin_per_hit: int
    tie: str
    tie_resets_momentum: bool
    morale_share: str                    # half_rounded_up | half_rounded_down
    hit_order: tuple[str, ...]           # morale and casualty, once each

    @classmethod
    def from_dict(cls, data: dict, path: str) -> CombatRules:
        combat = field(data, "combat", path, dict)
        here = f"{path}.combat"
        margin = need_int(combat, "margin_per_hit", here, minimum=1)
        tie = need_choice(combat, "tie", here, ["no_result"])
        resets = field(combat, "tie_resets_momentum", here, bool)
        share = need_choice(combat, "morale_share", here, ["half_rounded_up", "half_rounded_down"])
        order = field(combat, "hit_order", here, list)
        if sorted(order) != ["casualty", "morale"]:
            raise RulesDataError(f"{here}.hit_order", "must list 'morale' and 'casualty' once each")
        return cls(margin, tie, resets, share, tuple(order))


@dataclass(frozen=True)
class ModifierRules:
    dug_in: int
    opponent_pinned_down: int
    mobility_per_step: int
    momentum_per_win: int
    surprise_momentum: int
    strength_in_numbers_per_unit: int
    terrain_specialty: int
    terrain_momentum_multiplier: int
    dug_in_cancels_momentum: bool

    @classmethod
    def from_dict(cls, data: dict, path: str) -> ModifierRules:
        mods = field(data, "modifiers", path, dict)
        here = f"{path}.modifiers"
        def number(key: str) -> int:
            return field(mods, key, here, int)

        dug_in, pinned, per_step, per_win, surprise, numbers, terrain = (number(key) for key in (
            "dug_in", "opponent_pinned_down", "mobility_per_step", "momentum_per_win", "surprise_momentum",
            "strength_in_numbers_per_unit", "terrain_specialty"))
        multiplier = need_int(mods, "terrain_momentum_multiplier", here, minimum=1)
        return cls(dug_in, pinned, per_step, per_win, surprise, numbers, terrain, multiplier,
                   field(mods, "dug_in_cancels_momentum", here, bool))


@dataclass(frozen=True)
class OutnumberedRow:
    ratio: int
    bonus: int


@dataclass(frozen=True)
class PinReason:
    name: str
    ends: str                            # win_round | win_rounds | even_the_odds | gm
    wins_needed: int | None = None


@dataclass(frozen=True)
class PinnedDown:
    reasons: tuple[PinReason, ...]
    dug_in_only_by: tuple[str, ...]

    @classmethod
    def from_dict(cls, data: dict, path: str) -> PinnedDown:
        pinned = field(data, "pinned_down", path, dict)
        here = f"{path}.pinned_down"
        rows = items(pinned, "reasons", here)
        rnames = _names(rows, f"{here}.reasons")
        reasons = []
        for i, row in enumerate(rows):
            at = f"{here}.reasons[{i}]"
            ends = need_choice(row, "ends", at, ["win_round", "win_rounds", "even_the_odds", "gm"])
            wins = need_int(row, "wins_needed", at, minimum=1) if ends == "win_rounds" else None
            reasons.append(PinReason(row["name"], ends, wins))
        for name in ("doorway", "numbers", "multiple_directions", "landing"):
            if name not in rnames:
                raise RulesDataError(f"{here}.reasons", f"the reason '{name}' is needed by the engine")
        only_by = field(pinned, "dug_in_only_by", here, list)
        for j, r in enumerate(only_by):
            if r not in rnames:
                raise RulesDataError(f"{here}.dug_in_only_by[{j}]", f"'{r}' is not a pinned-down reason")
        return cls(tuple(reasons), tuple(only_by))

    @functools.cached_property
    def by_name(self) -> dict[str, PinReason]:
        return {r.name: r for r in self.reasons}

    def reason(self, name: str) -> PinReason:
        return self.by_name[name]


def _specialty_rule(data: dict, key: str, number: str, path: str, snames: list[str]) -> tuple[str, int]:
    """``heavy`` and ``armor``: the specialty (on the list) and its number."""
    rule = field(data, key, path, dict)
    here = f"{path}.{key}"
    if field(rule, "specialty", here, str) not in snames:
        raise RulesDataError(f"{here}.specialty", f"'{rule['specialty']}' is not a specialty in the list")
    return rule["specialty"], need_int(rule, number, here, minimum=0)


@dataclass(frozen=True)
class HeavyRule:
    specialty: str
    extra_hits: int                      # the extra hit sits at the bottom of the ladder


@dataclass(frozen=True)
class ArmorRule:
    specialty: str
    ignores_casualty_hits: int           # per battle


@dataclass(frozen=True)
class TerrainRow:
    name: str
    specialty: str | None = None
    armor_barred: bool = False
    armor_allowed_with: tuple[str, ...] = ()

    @classmethod
    def from_dict(cls, row: dict, path: str, snames: list[str]) -> TerrainRow:
        spec = row.get("specialty")
        if spec is not None:
            _specialty(spec, f"{path}.specialty", snames)
        barred = field(row, "armor_barred", path, bool) if "armor_barred" in row else False
        allowed = tuple(_specialty(s, f"{path}.armor_allowed_with[{j}]", snames)
                        for j, s in enumerate(row.get("armor_allowed_with", [])))
        return cls(row["name"], spec, barred, allowed)


@dataclass(frozen=True)
class OrderRow:
    name: str
    specialty: str | None                # None: a common order
    hours: int | None                    # None: no listed time
    effect: str | None = None            # "beachhead": done, the unit counts as dug in

    @classmethod
    def from_dict(cls, row: dict, path: str, snames: list[str]) -> OrderRow:
        if "specialty" not in row:
            raise RulesDataError(f"{path}.specialty", "is missing (null for a common order)")
        if row["specialty"] is not None and row["specialty"] not in snames:
            raise RulesDataError(f"{path}.specialty", f"'{row['specialty']}' is not a specialty in the list")
        hours = _int_or_null(row, "hours", path)
        if hours is not None and hours < 0:
            raise RulesDataError(f"{path}.hours", "must not be negative")
        return cls(row["name"], row["specialty"], hours, row.get("effect"))


@dataclass(frozen=True)
class OrderRules:
    quality_divisor: int
    rounding: str                        # toward_zero | down | up
    minimum_hours: int
    giving_an_order: str                 # move_equivalent | attack

    @classmethod
    def from_dict(cls, data: dict, path: str) -> OrderRules:
        rules = field(data, "order_rules", path, dict)
        here = f"{path}.order_rules"
        return cls(need_int(rules, "quality_divisor", here, minimum=1),
                   need_choice(rules, "rounding", here, ["toward_zero", "down", "up"]),
                   need_int(rules, "minimum_hours", here, minimum=0),
                   need_choice(rules, "giving_an_order", here, ["move_equivalent", "attack"]))


@dataclass(frozen=True)
class HealingRules:
    morale_hits_per_rest_day: int
    stress_keeps_last_morale_hit: bool
    medical_window_hours: int
    casualty_hits_per_medical_unit: int
    medical_specialty: str

    @classmethod
    def from_dict(cls, data: dict, path: str, snames: list[str]) -> HealingRules:
        heal = field(data, "healing", path, dict)
        here = f"{path}.healing"
        per_day = need_int(heal, "morale_hits_per_rest_day", here, minimum=0)
        stress = field(heal, "stress_keeps_last_morale_hit", here, bool)
        window = need_int(heal, "medical_window_hours", here, minimum=0)
        per_unit = need_int(heal, "casualty_hits_per_medical_unit", here, minimum=0)
        if field(heal, "medical_specialty", here, str) not in snames:
            raise RulesDataError(f"{here}.medical_specialty",
                                 f"'{heal['medical_specialty']}' is not a specialty in the list")
        return cls(per_day, stress, window, per_unit, heal["medical_specialty"])


@dataclass(frozen=True)
class JoinedCharacter:
    damage_per_casualty_hit: str         # dice notation
    immune_to_morale_hits: bool
    dies_at_hp: int
    unit_morale_hits_on_death: int

    @classmethod
    def from_dict(cls, data: dict, path: str) -> JoinedCharacter:
        joined = field(data, "joined_character", path, dict)
        here = f"{path}.joined_character"
        return cls(need_dice(joined, "damage_per_casualty_hit", here),
                   field(joined, "immune_to_morale_hits", here, bool), field(joined, "dies_at_hp", here, int),
                   need_int(joined, "unit_morale_hits_on_death", here, minimum=0))


def _rows(data: dict, key: str, path: str) -> tuple[list, list[str]]:
    """The non-empty list ``data[key]`` of named rows, and their names (unique, not blank)."""
    rows = items(data, key, path)
    return rows, _names(rows, f"{path}.{key}")


@dataclass(frozen=True, eq=False)
class BucsTables:
    """The BUCS rules tables (``resources/rules/bucs.json`` with a campaign's house rules merged in).

    Built by :meth:`from_dict`, which checks every field on the way (a :class:`RulesDataError` names its path,
    ``bucs.outnumbered[1].bonus``). :meth:`to_dict` gives the data it was built from (notes and house-default
    marks included), for the rules reference and the house-rules editor.
    """

    die: str
    quality: tuple[QualityRow, ...]
    equipment: tuple[EquipmentRow, ...]
    mobility: tuple[MobilityRow, ...]
    specialties: tuple[SpecialtyRow, ...]
    outside_specialty: OutsideSpecialty
    combat: CombatRules
    contest_tie: str
    modifiers: ModifierRules
    outnumbered: tuple[OutnumberedRow, ...]
    pinned_down: PinnedDown
    heavy: HeavyRule
    armor: ArmorRule
    terrain: tuple[TerrainRow, ...]
    orders: tuple[OrderRow, ...]
    order_rules: OrderRules
    healing: HealingRules
    joined_character: JoinedCharacter
    _data: dict = dc_field(repr=False)

    @classmethod
    def from_dict(cls, data: dict, path: str = NAME) -> BucsTables:
        p = path
        die = need_dice(data, "die", p)
        quality, qnames = _rows(data, "quality", p)
        qrows = tuple(QualityRow.from_dict(row, f"{p}.quality[{i}]") for i, row in enumerate(quality))
        equipment, enames = _rows(data, "equipment", p)
        erows = tuple(EquipmentRow.from_dict(row, f"{p}.equipment[{i}]") for i, row in enumerate(equipment))

        mobility, _ = _rows(data, "mobility", p)
        last = -1
        steps = []
        for i, row in enumerate(mobility):
            step = need_int(row, "steps", f"{p}.mobility[{i}]", minimum=0)
            if step <= last:
                raise RulesDataError(f"{p}.mobility[{i}].steps", "mobility steps must rise from foot upwards")
            last = step
            steps.append(step)

        specialties, snames = _rows(data, "specialties", p)
        srows = tuple(SpecialtyRow.from_dict(row, f"{p}.specialties[{i}]", snames)
                      for i, row in enumerate(specialties))
        for i, row in enumerate(mobility):
            spec = row.get("specialty")
            if spec is not None:
                _specialty(spec, f"{p}.mobility[{i}].specialty", snames)
        mrows = tuple(MobilityRow(row["name"], step, row.get("specialty")) for row, step in zip(mobility, steps))

        outside = OutsideSpecialty.from_dict(data, p, qnames, enames)
        combat = CombatRules.from_dict(data, p)
        contest_tie = need_choice(field(data, "contest", p, dict), "tie", f"{p}.contest", ["no_result"])
        modifiers = ModifierRules.from_dict(data, p)

        outnumbered = []
        prev = 1
        for i, row in enumerate(items(data, "outnumbered", p)):
            here = f"{p}.outnumbered[{i}]"
            ratio = field(row, "ratio", here, int)
            if ratio <= prev:
                raise RulesDataError(f"{here}.ratio", f"ratios must rise from 2 upwards, got {ratio} after {prev}")
            prev = ratio
            outnumbered.append(OutnumberedRow(ratio, field(row, "bonus", here, int)))

        pinned = PinnedDown.from_dict(data, p)
        heavy = HeavyRule(*_specialty_rule(data, "heavy", "extra_hits", p, snames))
        armor = ArmorRule(*_specialty_rule(data, "armor", "ignores_casualty_hits", p, snames))
        terrain, _ = _rows(data, "terrain", p)
        trows = tuple(TerrainRow.from_dict(row, f"{p}.terrain[{i}]", snames) for i, row in enumerate(terrain))
        orders, _ = _rows(data, "orders", p)
        orows = tuple(OrderRow.from_dict(row, f"{p}.orders[{i}]", snames) for i, row in enumerate(orders))
        return cls(die, qrows, erows, mrows, srows, outside, combat, contest_tie, modifiers, tuple(outnumbered),
                   pinned, heavy, armor, trows, orows, OrderRules.from_dict(data, p),
                   HealingRules.from_dict(data, p, snames), JoinedCharacter.from_dict(data, p), data)

    def to_dict(self) -> dict:
        """The data these tables were built from (a copy: notes and house-default marks included)."""
        return copy.deepcopy(self._data)

    # ---- look-ups ------------------------------------------------------------------
    @functools.cached_property
    def ladder(self) -> tuple[str, ...]:
        """The quality names, lowest first."""
        return tuple(row.name for row in self.quality)

    @functools.cached_property
    def equipment_names(self) -> tuple[str, ...]:
        return tuple(row.name for row in self.equipment)

    @functools.cached_property
    def mobility_names(self) -> tuple[str, ...]:
        return tuple(row.name for row in self.mobility)

    @functools.cached_property
    def specialty_names(self) -> tuple[str, ...]:
        return tuple(row.name for row in self.specialties)

    @functools.cached_property
    def terrain_names(self) -> tuple[str, ...]:
        return tuple(row.name for row in self.terrain)

    @functools.cached_property
    def pin_reasons(self) -> tuple[str, ...]:
        return tuple(row.name for row in self.pinned_down.reasons)

    def quality_rank(self, name: str) -> int:
        return _index(self.ladder, name)

    def quality_row(self, name_or_rank: str | int) -> QualityRow:
        if isinstance(name_or_rank, int):
            return self.quality[name_or_rank]
        return self.quality[self.quality_rank(name_or_rank)]

    def equipment_rank(self, name: str) -> int:
        return _index(self.equipment_names, name)

    def equipment_row(self, name: str) -> EquipmentRow:
        return self.equipment[self.equipment_rank(name)]

    def mobility_row(self, name: str) -> MobilityRow:
        return self.mobility[_index(self.mobility_names, name)]

    def specialty_row(self, name: str) -> SpecialtyRow:
        return self.specialties[_index(self.specialty_names, name)]

    def terrain_row(self, name: str) -> TerrainRow:
        return self.terrain[_index(self.terrain_names, name)]

    def order_row(self, name: str) -> OrderRow | None:
        """The order named ``name`` (any case), or None."""
        key = name.casefold()
        return next((row for row in self.orders if row.name.casefold() == key), None)

    def outnumbered_bonus(self, ours: int, theirs: int) -> tuple[int, int] | None:
        """(table ratio, bonus) when ``ours`` outnumbers ``theirs`` enough for a row, else None."""
        if theirs <= 0 or ours <= theirs:
            return None
        best = None
        for row in self.outnumbered:
            if ours >= row.ratio * theirs:
                best = (row.ratio, row.bonus)
        return best


def _index(names: tuple[str, ...], name: str) -> int:
    """The index of ``name`` in ``names`` (ValueError when it is not there)."""
    try:
        return names.index(name)
    except ValueError:
        raise ValueError(f"{name!r} is not in list") from None
