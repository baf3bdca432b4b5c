"""The GURPS battle's stored records as the panel reads them: frozen views built from ``Battle.state`` (the day's
contest and its morale, the pre-battle events, the days fought, posted security, secret powers) and from the
engine (effective skills, the force ratio). Every name is already in the GM's language of the moment.

These are the typed part of ``gurps_view.BattleView``; the dicts they come from stay the campaign file's format.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from muster.i18n import from_data, render

if TYPE_CHECKING:
    from muster.rules.gurps.skill import EffectiveSkill, SkillModifier
    from muster.rules.gurps.strength import ForceRatio
    from muster.services.gurps_results import GloryDone, SeerSecret, SurvivalDone


def shown(text: object, data: object) -> str:
    """A stored line in the GM's language: its message data where the file has one, else its English text."""
    return render(from_data(data)) if data else str(text or "")


@dataclass(frozen=True)
class ModifierView:
    """One named modifier of a skill or of morale; ``name`` in the GM's language, ``gm_only`` kept off players."""

    name: str
    value: int
    gm_only: bool = False

    @classmethod
    def of(cls, mod: SkillModifier) -> ModifierView:
        return cls(mod.label, mod.value, mod.gm_only)

    @classmethod
    def stored(cls, data: dict, msg: object = None) -> ModifierView:
        return cls(shown(data["name"], msg or data.get("msg")), int(data["value"]), bool(data.get("gm_only")))


@dataclass(frozen=True)
class SkillView:
    """A commander's effective Strategy (or Tactics): base, modifiers, total and the engine's description."""

    skill: str
    base: int
    effective: int
    modifiers: tuple[ModifierView, ...] = ()
    describe: str = ""

    @classmethod
    def of(cls, skill: EffectiveSkill) -> SkillView:
        return cls(skill.skill, skill.base, skill.total, tuple(ModifierView.of(m) for m in skill.modifiers),
                   render(skill.describe_text()))


@dataclass(frozen=True)
class SecurityView:
    """Guards posted against enemy spies: their leader and how many."""

    leader: str
    team: int


@dataclass(frozen=True)
class ForceRatioView:
    """The Troop Strength ratio: which side is stronger (None: neither), its Strategy bonus, the working."""

    stronger: str | None
    ratio: float | None
    bonus: int
    working: str

    @classmethod
    def of(cls, ratio: ForceRatio) -> ForceRatioView:
        stronger = None if ratio.stronger is None else ("attacker" if ratio.stronger == "own" else "defender")
        return cls(stronger, None if ratio.ratio is None else round(float(ratio.ratio), 3), ratio.bonus,
                   render(ratio.working))


@dataclass(frozen=True)
class PowersView:
    """A side's secret placement of extraordinary-power points (GM-only until ``revealed``)."""

    points: int
    mana: str
    boost: int
    pool: int
    working: str
    allocation: tuple[tuple[str, int], ...]
    enemy_disaster_bonus: int
    revealed: bool = False

    @classmethod
    def stored(cls, data: dict) -> PowersView:
        return cls(int(data.get("points", 0)), str(data.get("mana", "normal")), int(data.get("boost", 0)),
                   int(data.get("pool", 0)), shown(data.get("working", ""), data.get("working_msg")),
                   tuple((str(k), int(v)) for k, v in (data.get("allocation") or {}).items()),
                   int((data.get("effects") or {}).get("enemy_disaster_bonus", 0)), bool(data.get("revealed")))


@dataclass(frozen=True)
class EventView:
    """A pre-battle event: its day, kind and text; a seer's reading keeps its GM-only part in ``gm_only``."""

    day: int
    kind: str
    text: str
    gm_only: SeerSecret | None = None

    @classmethod
    def stored(cls, data: dict) -> EventView:
        from muster.services.gurps_results import SeerSecret

        gm = data.get("gm_only")
        return cls(int(data.get("day", 0)), str(data.get("kind", "")), shown(data.get("text", ""), data.get("msg")),
                   SeerSecret.from_dict(gm) if isinstance(gm, dict) and gm else None)


@dataclass(frozen=True)
class DayView:
    """A day fought: its result row (table, band, label) and how each army came out of it."""

    day: int
    winner: str | None
    margin_of_victory: int
    table: str
    band: str
    result: str
    attacker: str
    defender: str

    @classmethod
    def stored(cls, data: dict) -> DayView:
        return cls(int(data["day"]), data.get("winner"), int(data.get("margin_of_victory", 0)), str(data["table"]),
                   str(data["band"]), str(data["result"]), str(data["attacker"]), str(data["defender"]))


@dataclass(frozen=True)
class ContestSideView:
    """One side's part of a rolled contest: its skill and modifiers as rolled, each roll, the one kept."""

    name: str
    skill: str
    base: int
    effective: int
    modifiers: tuple[ModifierView, ...]
    rolls: tuple[int, ...]
    luck_used: bool
    roll: int
    success: bool
    margin: int
    critical: bool

    @classmethod
    def stored(cls, data: dict) -> ContestSideView:
        msgs = data.get("modifier_msgs") or [None] * len(data["modifiers"])
        return cls(str(data["name"]), str(data["skill"]), int(data["base"]), int(data["effective"]),
                   tuple(ModifierView.stored(m, msg) for m, msg in zip(data["modifiers"], msgs)),
                   tuple(int(r["total"]) for r in data["rolls"]), bool(data["luck_used"]), int(data["roll"]),
                   bool(data["success"]), int(data["margin"]), bool(data["critical"]))


@dataclass(frozen=True)
class MoraleUnitView:
    """A unit's morale roll (None: the row gives no roll) against its skill, and where it ends."""

    unit: str
    troops: int
    status: str
    roll: int | None = None
    effective_skill: int | None = None


@dataclass(frozen=True)
class MoraleView:
    """One side's morale today: the army, the modifiers on every roll, each unit's roll and outcome."""

    army: str
    units: tuple[MoraleUnitView, ...]
    modifiers: tuple[ModifierView, ...] = ()

    @classmethod
    def stored(cls, data: dict) -> MoraleView:
        return cls(str(data["army"]), tuple(MoraleUnitView(str(u["unit"]), int(u["troops"]), str(u["status"]),
                                                           u.get("roll"), u.get("effective_skill"))
                                            for u in data["units"]),
                   tuple(ModifierView.stored(m) for m in data.get("modifiers", [])))


@dataclass(frozen=True)
class PcDayView:
    """What a PC rolled today, typed: the Combat Skill roll and the Glory roll (None: not rolled yet)."""

    survival: SurvivalDone | None = None
    glory: GloryDone | None = None

    @classmethod
    def stored(cls, data: dict) -> PcDayView:
        from muster.services.gurps_results import GloryDone, SurvivalDone  # it reads this module's ``shown``

        survival, glory = data.get("survival"), data.get("glory")
        return cls(SurvivalDone.from_dict(survival) if isinstance(survival, dict) else None,
                   GloryDone.from_dict(glory) if isinstance(glory, dict) else None)


@dataclass(frozen=True)
class ContestView:
    """The day's contest as stored: who won and by how much, the result row reached, each side's rolls (None when
    the GM entered the outcome), and once rolled the morale of each side. ``pcs`` and ``casualties`` are the
    day's PC rolls as the file keeps them (the Glory dialog reads a roll whole)."""

    day: int
    winner: str | None
    margin_of_victory: int
    table: str
    band_min: int
    band: str
    label: str
    summary: str
    morale_done: bool = False
    entered: bool = False
    sides: dict[str, ContestSideView] | None = None
    morale: dict[str, MoraleView] = field(default_factory=dict)
    pcs: dict[str, PcDayView] = field(default_factory=dict)  # PC name -> what he rolled today
    odds: dict[str, float] = field(default_factory=dict)  # "winner|table|band" -> percent, before the roll

    @classmethod
    def stored(cls, data: dict) -> ContestView:
        sides = data.get("sides")
        return cls(int(data["day"]), data.get("winner"), int(data["margin_of_victory"]), str(data["table"]),
                   int(data["band_min"]), str(data["band"]), str(data["label"]),
                   shown(data.get("summary", ""), data.get("summary_msg")), bool(data.get("morale_done")),
                   bool(data.get("entered")),
                   {side: ContestSideView.stored(d) for side, d in sides.items()} if sides else None,
                   {side: MoraleView.stored(m) for side, m in (data.get("morale") or {}).items()},
                   {name: PcDayView.stored(d) for name, d in (data.get("pcs") or {}).items()},
                   dict(data.get("odds") or {}))

    def pc_day(self, name: str) -> PcDayView:
        """What the PC ``name`` rolled today (his Combat Skill roll, his Glory roll)."""
        return self.pcs.get(name) or PcDayView()


@dataclass(frozen=True)
class OddsRowView:
    """One result row's chance before the roll: who wins (None: nobody), which table and band, how likely."""

    winner: str | None
    table: str
    band: str
    label: str
    ways: int
    probability: str  # exact, "numerator/denominator"
    percent: float
    percent_text: str

    @classmethod
    def of(cls, row: dict) -> OddsRowView:
        return cls(row["winner"], str(row["table"]), str(row["band"]), str(row["label"]), int(row["ways"]),
                   str(row["probability"]), float(row["percent"]), str(row["percent_text"]))


@dataclass(frozen=True)
class OddsView:
    """The exact odds of every result row from both effective skills (``out_of`` equally likely outcomes)."""

    rows: tuple[OddsRowView, ...]
    out_of: int

    @classmethod
    def of(cls, odds: dict) -> OddsView:
        return cls(tuple(OddsRowView.of(r) for r in odds["rows"]), int(odds["out_of"]))


@dataclass(frozen=True)
class CasualtyView:
    """A unit's casualty row today: how it was found (the working) and the troops lost (None: the GM enters it)."""

    unit: str
    working: str
    lost: int | None = None


@dataclass(frozen=True)
class CasualtiesView:
    """Today's casualties, per side, and how many rows up a fierce battle moved them."""

    sides: dict[str, tuple[CasualtyView, ...]]
    fierce: int = 0

    @classmethod
    def stored(cls, data: dict) -> CasualtiesView:
        sides = {side: tuple(CasualtyView(str(u["unit"]), shown(u.get("working", ""), u.get("working_msg")),
                                          u.get("lost")) for u in (found or {}).get("units", []))
                 for side, found in data.items() if side != "fierce"}
        return cls(sides, int(data.get("fierce", 0)))
