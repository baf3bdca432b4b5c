"""The By This Poleaxe rules tables typed: :class:`PoleaxeTables` and its rows, checked and built in one pass.

:meth:`PoleaxeTables.from_dict` reads ``resources/rules/poleaxe.json`` (with a campaign's house rules merged in)
and refuses it with a :class:`RulesDataError` naming the field path (``poleaxe.missiles.weapons.long_bow.long``);
:mod:`muster.rules.poleaxe.data` loads it and remembers the typed tables of each checked data (``as_tables``).
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field as dc_field
from fractions import Fraction
from typing import Any, Mapping, TypeAlias

from muster.rules.reading import dice_notation, need_choice, need_dice, need_int
from muster.rules.tables import RulesDataError, check_bands, field, items

NAME = "poleaxe"
PHASE_KEYS = ("declare", "half_move", "missiles", "finish_move", "melee")
CONDITIONS = ("killed", "severely_injured", "lightly_injured", "unharmed")
_AV_MODIFIERS = ("flank", "rear", "surprise", "crappy_weapon", "leader", "mounted", "two_handed",
                 "special_offence_major", "special_offence_medium", "special_offence_minor",
                 "magic_weapons_major", "magic_weapons_minor")
_DV_MODIFIERS = ("hard_cover", "soft_cover", "special_defence_major", "special_defence_medium",
                 "special_defence_minor")
_TRIGGERS = ("took_hit", "flank", "rear", "surprise", "mounted_charge", "friends_routing", "other")


# ---- checkers (each returns what it checked) ----------------------------------------------

def _number(data: Any, key: str, path: str) -> Fraction:
    value = field(data, key, path, (int, float))
    return Fraction(str(value))


def _at_least(data: Any, key: str, path: str, low: int) -> int:
    return need_int(data, key, path, minimum=low, too_low=lambda low, _value: f"must be at least {low}")


def _count(value: Any, path: str) -> int | str:
    """An Out of the Fight count: a whole number >= 0, 'all', or dice like '1d4'."""
    if isinstance(value, int) and not isinstance(value, bool):
        if value < 0:
            raise RulesDataError(path, "must not be negative")
        return value
    if value == "all":
        return value
    if isinstance(value, str):
        return dice_notation(value, path)
    raise RulesDataError(path, f"expected a whole number, 'all' or dice such as '1d4', got {value!r}")


# ---- rows -------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Row:
    """A row of a rising table (``min_hd`` or ``min_ft`` and up): its value and label."""

    min: Fraction
    value: int
    label: str


def _rows(data: Any, key: str, path: str, min_key: str) -> tuple[Row, ...]:
    rows = items(data, key, path)
    out: list[Row] = []
    for i, row in enumerate(rows):
        here = f"{path}.{key}[{i}]"
        low = _number(row, min_key, here)
        value = field(row, "value", here, int)
        label = field(row, "label", here, str)
        if i == 0 and low != 0:
            raise RulesDataError(f"{here}.{min_key}", "the first row must start at 0")
        if out and low <= out[-1].min:
            raise RulesDataError(f"{here}.{min_key}", f"rows must rise: {low} is not above {out[-1].min}")
        out.append(Row(low, value, label))
    return tuple(out)


@dataclass(frozen=True)
class Band:
    """A band of whole numbers ``min``..``max`` (``max`` None: open-ended) and its value."""

    min: int
    max: int | None
    value: int
    label: str | None = None

    def covers(self, value: int) -> bool:
        return value >= self.min and (self.max is None or value <= self.max)


def _bands(rows: list, path: str) -> tuple[Band, ...]:
    check_bands(rows, path)
    return tuple(Band(row["min"], row.get("max"), field(row, "value", f"{path}[{i}]", int), row.get("label"))
                 for i, row in enumerate(rows))


def band_for(bands: tuple[Band, ...], value: int) -> Band:
    for band in bands:
        if band.covers(value):
            return band
    raise LookupError(f"no band covers {value}")


@dataclass(frozen=True)
class Mod:
    """A named modifier of a table (``attack_value.modifiers.flank``)."""

    label: str
    value: int
    applies_to: tuple[str, ...] = ()
    min_level: int | None = None


def _mods(data: Any, key: str, path: str, *, applies: bool = False) -> dict[str, Mod]:
    mods = field(data, key, path, dict)
    out: dict[str, Mod] = {}
    for name, mod in mods.items():
        here = f"{path}.{key}.{name}"
        label = field(mod, "label", here, str)
        value = field(mod, "value", here, int)
        kinds: list[str] = []
        if applies:
            kinds = items(mod, "applies_to", here)
            for j, kind in enumerate(kinds):
                if kind not in ("melee", "missile"):
                    raise RulesDataError(f"{here}.applies_to[{j}]", f"must be 'melee' or 'missile', got {kind!r}")
        out[name] = Mod(label, value, tuple(kinds), mod.get("min_level") if isinstance(mod, dict) else None)
    return out


def _named(data: Any, key: str, path: str) -> Mod:
    row = field(data, key, path, dict)
    return Mod(field(row, "label", f"{path}.{key}", str), field(row, "value", f"{path}.{key}", int))


def _require(mods: dict[str, Mod], keys: tuple[str, ...], path: str) -> None:
    for key in keys:
        if key not in mods:
            raise RulesDataError(f"{path}.modifiers.{key}", "is missing")


# ---- the sections -----------------------------------------------------------------------------

@dataclass(frozen=True)
class AttackTable:
    die: str
    divisor: int
    rows: tuple[Row, ...]
    modifiers: dict[str, Mod]

    @classmethod
    def from_dict(cls, data: Any, path: str) -> AttackTable:
        die = need_dice(data, "die", path)
        divisor = _at_least(data, "divisor", path, 1)
        rows = _rows(data, "rows", path, "min_hd")
        mods = _mods(data, "modifiers", path, applies=True)
        _require(mods, _AV_MODIFIERS, path)
        level = field(data["modifiers"]["leader"], "min_level", f"{path}.modifiers.leader", int)
        mods["leader"] = Mod(mods["leader"].label, mods["leader"].value, mods["leader"].applies_to, level)
        return cls(die, divisor, rows, mods)


@dataclass(frozen=True)
class DefenseTable:
    die: str
    ac_rounding: str
    bands: tuple[Band, ...]
    modifiers: dict[str, Mod]

    @classmethod
    def from_dict(cls, data: Any, path: str) -> DefenseTable:
        die = need_dice(data, "die", path)
        rounding = need_choice(data, "ac_rounding", path, ("up", "nearest", "down"),
                               "must be 'up', 'nearest' or 'down'")
        raw = items(data, "bands", path)
        bands = _bands(raw, f"{path}.bands")
        if bands[-1].max is not None:
            raise RulesDataError(f"{path}.bands[{len(raw) - 1}].max", "the worst armour band must be open-ended (null)")
        mods = _mods(data, "modifiers", path)
        _require(mods, _DV_MODIFIERS, path)
        return cls(die, rounding, bands, mods)


@dataclass(frozen=True)
class MoraleValueTable:
    die: str
    types: dict[str, Mod]
    secure_position: Mod
    leader_cha: tuple[Band, ...]

    @classmethod
    def from_dict(cls, data: Any, path: str) -> MoraleValueTable:
        die = need_dice(data, "die", path)
        types = field(data, "types", path, dict)
        if not types:
            raise RulesDataError(f"{path}.types", "must not be empty")
        rows = {key: Mod(field(row, "label", f"{path}.types.{key}", str),
                         field(row, "value", f"{path}.types.{key}", int)) for key, row in types.items()}
        field(data, "secure_position", path, dict)
        secure = field(data["secure_position"], "value", f"{path}.secure_position", int)
        label = data["secure_position"].get("label", "")
        return cls(die, rows, Mod(label, secure), _bands(items(data, "leader_cha", path), f"{path}.leader_cha"))


@dataclass(frozen=True)
class SizeModifier:
    members: int
    value: int
    label: str


@dataclass(frozen=True)
class HitsToKillTable:
    basis: str
    rows: tuple[Row, ...]
    size_modifiers: tuple[SizeModifier, ...]
    minimum: int

    @classmethod
    def from_dict(cls, data: Any, path: str) -> HitsToKillTable:
        basis = need_choice(data, "basis", path, ("average", "total_over_divisor"),
                            "must be 'average' or 'total_over_divisor'")
        rows = _rows(data, "rows", path, "min_hd")
        sizes = []
        for i, row in enumerate(items(data, "size_modifiers", path)):
            here = f"{path}.size_modifiers[{i}]"
            sizes.append(SizeModifier(_at_least(row, "members", here, 1), field(row, "value", here, int),
                                      row.get("label", "")))
        return cls(basis, rows, tuple(sizes), _at_least(data, "minimum", path, 1))


@dataclass(frozen=True)
class Phase:
    key: str
    label: str


@dataclass(frozen=True)
class BattleTable:
    start_distance: str
    half_move_rounding: str
    phases: tuple[Phase, ...]

    @classmethod
    def from_dict(cls, data: Any, path: str) -> BattleTable:
        start = need_dice(data, "start_distance", path)
        rounding = need_choice(data, "half_move_rounding", path, ("up", "down"), "must be 'up' or 'down'")
        phases = items(data, "phases", path)
        keys = [field(ph, "key", f"{path}.phases[{i}]", str) for i, ph in enumerate(phases)]
        labels = [field(ph, "label", f"{path}.phases[{i}]", str) for i, ph in enumerate(phases)]
        if tuple(keys) != PHASE_KEYS:
            raise RulesDataError(f"{path}.phases", f"the phase keys must be {', '.join(PHASE_KEYS)} in that order")
        return cls(start, rounding, tuple(Phase(k, v) for k, v in zip(keys, labels)))

    def index(self, key: str) -> int:
        return next(i for i, p in enumerate(self.phases) if p.key == key)


@dataclass(frozen=True)
class Weapon:
    label: str
    effective: int
    long: int | None


@dataclass(frozen=True)
class MissileTable:
    long_range_modifier: int
    weapons: dict[str, Weapon]

    @classmethod
    def from_dict(cls, data: Any, path: str) -> MissileTable:
        long_range = field(data, "long_range_modifier", path, int)
        weapons: dict[str, Weapon] = {}
        for key, row in field(data, "weapons", path, dict).items():
            here = f"{path}.weapons.{key}"
            label = field(row, "label", here, str)
            eff = field(row, "effective", here, int)
            if eff < 0:
                raise RulesDataError(f"{here}.effective", "must not be negative")
            long = row.get("long", None)
            if long is not None and (not isinstance(long, int) or isinstance(long, bool) or long < eff):
                raise RulesDataError(f"{here}.long", f"must be null or a whole number not below effective ({eff})")
            weapons[key] = Weapon(label, eff, long)
        return cls(long_range, weapons)


@dataclass(frozen=True)
class MoraleTable:
    die: str
    hit_trigger: str
    triggers: dict[str, str]

    @classmethod
    def from_dict(cls, data: Any, path: str) -> MoraleTable:
        die = need_dice(data, "die", path)
        trigger = need_choice(data, "hit_trigger", path, ("failed_save", "hit_scored"),
                              "must be 'failed_save' or 'hit_scored'")
        trig = field(data, "triggers", path, dict)
        for key in _TRIGGERS:
            field(trig, key, f"{path}.triggers", str)
        return cls(die, trigger, dict(trig))


@dataclass(frozen=True)
class RallyTable:
    die: str
    target: int
    cha_modifiers: tuple[Band, ...]
    tactics_die: str

    @classmethod
    def from_dict(cls, data: Any, path: str) -> RallyTable:
        die = need_dice(data, "die", path)
        target = field(data, "target", path, int)
        bands = _bands(items(data, "cha_modifiers", path), f"{path}.cha_modifiers")
        return cls(die, target, bands, need_dice(data, "tactics_die", path))


@dataclass(frozen=True)
class Span:
    min: int
    max: int
    default: int | None = None


@dataclass(frozen=True)
class SpellTable:
    hd_per_htk: Span
    enhancement_bonus: Span
    protection_bonus: Span
    feet_per_space: int
    melee_only_under_ft: int
    default_duration_turns: int
    healing_revives: bool
    kinds: dict[str, Any]

    @classmethod
    def from_dict(cls, data: Any, path: str) -> SpellTable:
        hd, enhancement, protection = (_span(data, key, path)
                                       for key in ("hd_per_htk", "enhancement_bonus", "protection_bonus"))
        feet = _at_least(data, "feet_per_space", path, 1)
        melee_only = field(data, "melee_only_under_ft", path, int)
        duration = _at_least(data, "default_duration_turns", path, 1)
        revives = field(data, "healing_revives", path, bool)
        return cls(hd, enhancement, protection, feet, melee_only, duration, revives, dict(data.get("kinds") or {}))


def _span(data: Any, key: str, path: str) -> Span:
    rng = field(data, key, path, dict)
    low = field(rng, "min", f"{path}.{key}", int)
    high = field(rng, "max", f"{path}.{key}", int)
    if low < 1 or high < low:
        raise RulesDataError(f"{path}.{key}.max", f"must be at least min ({low}), and min at least 1")
    default = None
    if "default" in rng:
        default = field(rng, "default", f"{path}.{key}", int)
        if not low <= default <= high:
            raise RulesDataError(f"{path}.{key}.default", f"must be between {low} and {high}")
    return Span(low, high, default)


@dataclass(frozen=True)
class OutcomeRow:
    """A row of the Out of the Fight table: members killed and severely injured, what the rest are."""

    min: int
    max: int | None
    label: str
    killed: int | str
    severe: int | str
    rest: str


@dataclass(frozen=True)
class OutOfTheFightTable:
    die: str
    rows: tuple[OutcomeRow, ...]
    cleric: tuple[Band, ...]
    under_half: Mod
    severe_hp: int
    bed_rest_days: int
    light_hp_fraction: Fraction

    @classmethod
    def from_dict(cls, data: Any, path: str) -> OutOfTheFightTable:
        die = need_dice(data, "die", path)
        raw = items(data, "rows", path)
        check_bands(raw, f"{path}.rows")
        if raw[-1].get("max") is not None:
            raise RulesDataError(f"{path}.rows[{len(raw) - 1}].max", "the last row must be open-ended (null)")
        rows = []
        for i, row in enumerate(raw):
            here = f"{path}.rows[{i}]"
            label = field(row, "label", here, str)
            killed = _count(row.get("killed", 0), f"{here}.killed")
            severe = _count(row.get("severe", 0), f"{here}.severe")
            rest = need_choice(row, "rest", here, CONDITIONS, f"must be one of {', '.join(CONDITIONS)}")
            rows.append(OutcomeRow(row["min"], row.get("max"), label, killed, severe, rest))
        cleric = _bands(items(data, "cleric", path), f"{path}.cleric")
        half = field(data, "under_half", path, dict)
        under_half = Mod(half.get("label", ""), field(half, "value", f"{path}.under_half", int))
        sev = field(data, "severely_injured", path, dict)
        hp = field(sev, "hp", f"{path}.severely_injured", int)
        days = field(sev, "bed_rest_days", f"{path}.severely_injured", int)
        light = field(data, "lightly_injured", path, dict)
        frac = _number(light, "hp_fraction", f"{path}.lightly_injured")
        if not 0 < frac <= 1:
            raise RulesDataError(f"{path}.lightly_injured.hp_fraction", "must be above 0 and at most 1")
        return cls(die, tuple(rows), cleric, under_half, hp, days, frac)

    def row_for(self, total: int) -> OutcomeRow:
        """The row a roll's total falls in (a total under the first row counts as its lowest)."""
        total = max(total, self.rows[0].min)
        for row in self.rows:
            if row.min <= total and (row.max is None or total <= row.max):
                return row
        raise LookupError(f"no band covers {total}")


@dataclass(frozen=True)
class PoleaxeTables:
    """Every table of By This Poleaxe, typed (``poleaxe.json`` with the campaign's house rules merged in).

    Built by :meth:`from_dict`, which checks every field on the way; ``data`` is the checked data it was built
    from (the reference and the house-rules editor read it)."""

    max_members: int
    bodies_over_combatants: int
    plus_counts_as: Fraction
    minus_counts_as: Fraction
    attack_value: AttackTable
    defense_value: DefenseTable
    morale_value: MoraleValueTable
    hits_to_kill: HitsToKillTable
    movement: tuple[Row, ...]
    battle: BattleTable
    missiles: MissileTable
    rolls_per_opponent: int
    routing_strike_back: bool
    morale: MoraleTable
    rally: RallyTable
    spells: SpellTable
    out_of_the_fight: OutOfTheFightTable
    data: Mapping[str, Any] = dc_field(repr=False, compare=False)

    @classmethod
    def from_dict(cls, data: dict, path: str = NAME) -> PoleaxeTables:
        """Check ``data`` and build its tables; a :class:`RulesDataError` names the first malformed field."""
        squad = field(data, "squad", path, dict)
        max_members = _at_least(squad, "max_members", f"{path}.squad", 1)
        bodies = field(squad, "bodies_over_combatants", f"{path}.squad", int)
        hd = field(data, "hit_dice", path, dict)
        plus = _number(hd, "plus_counts_as", f"{path}.hit_dice")
        minus = _number(hd, "minus_counts_as", f"{path}.hit_dice")

        def section(key: str) -> Any:
            return field(data, key, path, dict)

        av = AttackTable.from_dict(section("attack_value"), f"{path}.attack_value")
        dv = DefenseTable.from_dict(section("defense_value"), f"{path}.defense_value")
        mv = MoraleValueTable.from_dict(section("morale_value"), f"{path}.morale_value")
        htk = HitsToKillTable.from_dict(section("hits_to_kill"), f"{path}.hits_to_kill")
        movement = _rows(section("movement"), "rows", f"{path}.movement", "min_ft")
        battle = BattleTable.from_dict(section("battle"), f"{path}.battle")
        missiles = MissileTable.from_dict(section("missiles"), f"{path}.missiles")
        melee = section("melee")
        rolls = _at_least(melee, "rolls_per_opponent", f"{path}.melee", 1)
        strike_back = field(melee, "routing_strike_back", f"{path}.melee", bool)
        morale = MoraleTable.from_dict(section("morale"), f"{path}.morale")
        rally = RallyTable.from_dict(section("rally"), f"{path}.rally")
        spells = SpellTable.from_dict(section("spells"), f"{path}.spells")
        oof = OutOfTheFightTable.from_dict(section("out_of_the_fight"), f"{path}.out_of_the_fight")
        return cls(max_members, bodies, plus, minus, av, dv, mv, htk, movement, battle, missiles, rolls,
                   strike_back, morale, rally, spells, oof, data)


#: what the engine's functions take: typed tables, or the checked data (``load_tables``, the campaign's tables)
Tables: TypeAlias = "PoleaxeTables | dict"
