"""A GURPS action's stored result read back typed: ``result_from_dict(kind, data)`` is the one reader of the
``result`` the action record keeps (``actions.result``) for every formatter — the panel's result box, and any
other reader of the GM-only parts (a seer's true roll, the hidden contest, a secret Disaster bonus, secret powers).

The stored dicts stay the campaign file's format. The use cases that stored a plain dict return their typed result
(``MissionDone``, ``SeerDone``, ``DisasterDone``, ``PowersPlaced``/``PowersRevealed``, ``SurvivalDone``,
``GloryDone``; the day's ``ContestDone``, ``MoraleDone``; between battles ``PayDone``, ``TreacheryDone``,
``RecruitsDone``): its ``to_dict()`` is the stored result, and ``StoredResult.done`` reads one back.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from muster.i18n import Text, from_data, to_data
from muster.services.gurps_records import shown


@dataclass(frozen=True)
class RollSecret:
    """A hidden 3d6 roll against a skill: what was rolled, against what, and the verdict."""

    roll: int | None = None
    effective_skill: int | None = None
    success: bool | None = None
    margin: int | None = None
    critical: str | None = None  # "success" or "failure" when critical
    outcome: str = ""

    @classmethod
    def from_dict(cls, data: object) -> RollSecret:
        d = data if isinstance(data, dict) else {}
        return cls(d.get("roll"), d.get("effective_skill"), d.get("success"), d.get("margin"), d.get("critical"),
                   str(d.get("outcome", "")))


@dataclass(frozen=True)
class SeerSecret:
    """A seer's reading as only the GM sees it: the Strategy it gives, the roll, why, and the commander's trust."""

    strategy_modifier: int
    roll: RollSecret
    explanation: str
    trust: str = ""

    @classmethod
    def from_dict(cls, data: dict) -> SeerSecret:
        return cls(int(data.get("strategy_modifier", 0)), RollSecret.from_dict(data.get("roll")),
                   shown(str(data.get("explanation", "")), data.get("explanation_msg")), str(data.get("trust", "")))


@dataclass(frozen=True)
class ContestSecret:
    """The full contest when a side's GM-only modifiers kept its numbers off the public result."""

    summary: str


@dataclass(frozen=True)
class DisasterSecret:
    """A Disaster roll made in secret because the enemy's secret powers add to it."""

    bonus: int
    total: object


@dataclass(frozen=True)
class PowersSecret:
    """How a side placed its extraordinary-power points, while the placement is secret."""

    working: str
    allocation: dict[str, int] = field(default_factory=dict)


Secret = SeerSecret | ContestSecret | DisasterSecret | PowersSecret


@dataclass(frozen=True)
class StoredResult:
    """An action's result: its kind, the result as stored, and its GM-only part typed (None: nothing secret)."""

    kind: str
    data: dict
    secret: Secret | None = None
    done: Done | None = None  # the use case's typed result (None: an action without one)


def _secret(kind: str, gm: dict) -> Secret | None:
    if kind in ("gurps-contest", "gurps-luck"):
        return ContestSecret(shown(gm["summary"], gm.get("summary_msg"))) if gm.get("summary") else None
    if kind == "gurps-disaster":
        return DisasterSecret(int(gm.get("bonus", 0)), gm.get("total", ""))
    if kind == "gurps-powers":
        return PowersSecret(shown(str(gm.get("working", "")), gm.get("working_msg")), dict(gm.get("allocation", {})))
    if kind == "gurps-seer":
        return SeerSecret.from_dict(gm)
    return None


def result_from_dict(kind: str, data: object) -> StoredResult:
    """The stored ``result`` of an action of ``kind`` ("gurps-seer"...), its GM-only part read by kind."""
    stored = data if isinstance(data, dict) else {}
    gm = stored.get("gm_only")
    return StoredResult(kind, stored, _secret(kind, gm) if isinstance(gm, dict) and gm else None,
                        done_from_dict(kind, stored))


# ---- the use cases' typed results (``to_dict``: the result the action record stores) ----------------------------

@dataclass(frozen=True)
class MissionDone:
    """A special operation (``run_mission``): who went, the rolls as the engine wrote them, and what it did."""

    mission: str
    leader: str
    team: int
    roll: dict
    success: bool
    effects: tuple[str, ...]
    opposed_by_security: bool
    security_roll: dict | None = None
    contest: dict | None = None  # winner ("mission", "security", "tie") and margin_of_victory, against security

    @classmethod
    def from_dict(cls, d: dict) -> MissionDone:
        return cls(d["mission"], d["leader"], d["team"], d["roll"], bool(d["success"]), tuple(d.get("effects", ())),
                   bool(d.get("opposed_by_security")), d.get("security_roll"), d.get("contest"))

    def to_dict(self) -> dict:
        out = {"mission": self.mission, "leader": self.leader, "team": self.team, "roll": self.roll,
               "success": self.success, "effects": list(self.effects), "opposed_by_security": self.opposed_by_security}
        if self.security_roll is not None:
            out["security_roll"] = self.security_roll
        if self.contest is not None:
            out["contest"] = self.contest
        return out


@dataclass(frozen=True)
class SeerDone:
    """A seer's reading (``consult_seer``): the seer and commander are public, everything else GM-only."""

    seer: str
    commander: str
    trust: str
    roll: dict
    modifier: dict          # the Strategy modifier as the engine wrote it (name, value, gm_only)
    strategy_modifier: int
    explanation: str        # in English; ``explanation_msg`` the message
    effective_strategy: int
    dice: tuple[dict, ...] = ()
    explanation_msg: object = None

    @classmethod
    def from_dict(cls, d: dict) -> SeerDone:
        gm = d.get("gm_only") or {}
        return cls(d["seer"], d["commander"], gm.get("trust", ""), gm.get("roll", {}), gm.get("modifier", {}),
                   int(gm.get("strategy_modifier", 0)), str(gm.get("explanation", "")),
                   int(gm.get("effective_strategy", 0)), tuple(gm.get("dice", ())), gm.get("explanation_msg"))

    def gm_only(self) -> dict:
        return {"trust": self.trust, "roll": self.roll, "modifier": self.modifier,
                "strategy_modifier": self.strategy_modifier, "explanation": self.explanation,
                "effective_strategy": self.effective_strategy, "dice": list(self.dice),
                "explanation_msg": self.explanation_msg}

    @property
    def secret(self) -> SeerSecret:
        return SeerSecret.from_dict(self.gm_only())

    def to_dict(self) -> dict:
        return {"seer": self.seer, "commander": self.commander, "gm_only": self.gm_only()}


@dataclass(frozen=True)
class DisasterDone:
    """A Disaster roll (``roll_disaster``); ``secret``: the enemy's secret powers kept the roll GM-only."""

    side: str
    roll: int
    bonus: int
    total: int
    dice: str                # the roll's dice, as the table gives them
    result: str | None       # the table's row (None: no disaster)
    morale: int
    lost_commander: bool
    secret: bool = False
    rolled: tuple[dict, ...] = ()  # the hidden dice, when secret

    @classmethod
    def from_dict(cls, d: dict) -> DisasterDone:
        gm = d.get("gm_only") or {}
        return cls(d.get("side", ""), gm.get("roll", d.get("roll", 0)), gm.get("bonus", d.get("bonus", 0)),
                   gm.get("total", d.get("total", 0)), d.get("dice", ""), d.get("result"), d.get("morale", 0),
                   bool(d.get("lost_commander")), bool(gm), tuple(gm.get("dice", ())))

    def to_dict(self) -> dict:
        found = {"roll": self.roll, "bonus": self.bonus, "total": self.total, "dice": self.dice,
                 "result": self.result, "morale": self.morale, "lost_commander": self.lost_commander}
        out = {**{k: v for k, v in found.items() if not (self.secret and k in ("roll", "bonus", "total"))},
               "side": self.side}
        if self.secret:
            out["gm_only"] = {"roll": self.roll, "bonus": self.bonus, "total": self.total, "dice": list(self.rolled)}
        return out


@dataclass(frozen=True)
class Powers:
    """How a side placed its extraordinary-power points (the battle's state keeps it; secret until revealed)."""

    points: int
    mana: str
    boost: int
    pool: int | float
    working: str            # in English; ``working_msg`` the message
    working_msg: object
    allocation: dict[str, int]
    effects: dict           # enemy_disaster_bonus, morale, defence (and morale_note)
    revealed: bool = False

    @classmethod
    def from_dict(cls, d: dict) -> Powers:
        return cls(d["points"], d["mana"], d["boost"], d["pool"], d["working"], d.get("working_msg"),
                   dict(d["allocation"]), dict(d["effects"]), bool(d.get("revealed")))

    def to_dict(self) -> dict:
        return {"points": self.points, "mana": self.mana, "boost": self.boost, "pool": self.pool,
                "working": self.working, "working_msg": self.working_msg, "allocation": dict(self.allocation),
                "effects": dict(self.effects), "revealed": self.revealed}


@dataclass(frozen=True)
class PowersPlaced:
    """``set_powers``: the placement, GM-only."""

    side: str
    powers: Powers

    def to_dict(self) -> dict:
        return {"side": self.side, "gm_only": self.powers.to_dict()}


@dataclass(frozen=True)
class PowersRevealed:
    """``reveal_powers``: the placement, now public."""

    side: str
    powers: Powers

    def to_dict(self) -> dict:
        return {"side": self.side, "powers": self.powers.to_dict()}


@dataclass(frozen=True)
class SurvivalDone:
    """A PC's Combat Skill roll (``pc_survival``): the roll, the row's result, hits and the damage column."""

    pc: str
    roll: dict
    margin: int
    result: str
    hits: int
    column: str | None = None
    damage: dict | None = None

    @classmethod
    def from_dict(cls, d: dict) -> SurvivalDone:
        return cls(d["pc"], d["roll"], d["margin"], d["result"], d["hits"], d.get("column"), d.get("damage"))

    def to_dict(self) -> dict:
        out = {"pc": self.pc, "roll": self.roll, "margin": self.margin, "result": self.result, "hits": self.hits}
        if self.damage is not None:
            out["column"] = self.column
            out["damage"] = self.damage
        return out


@dataclass(frozen=True)
class GloryDone:
    """A PC's Glory roll (``pc_glory``, ``enter_glory``); ``row`` None: it waits for the book's row."""

    pc: str
    roll: dict
    margin: int
    row: dict | None
    reputation: int
    strategy: int
    entered_by_gm: bool
    note: str

    @classmethod
    def from_dict(cls, d: dict) -> GloryDone:
        return cls(d["pc"], d["roll"], d["margin"], d.get("row"), d.get("reputation", 0), d.get("strategy", 0),
                   bool(d.get("entered_by_gm")), d.get("note", ""))

    def to_dict(self) -> dict:
        return {"pc": self.pc, "roll": self.roll, "margin": self.margin, "row": self.row,
                "reputation": self.reputation, "strategy": self.strategy, "entered_by_gm": self.entered_by_gm,
                "note": self.note}


@dataclass(frozen=True)
class ContestSideDone:
    """One side of a rolled contest as the players may see it: hidden (GM-only modifiers) keeps its roll off."""

    name: str
    skill: dict                      # the effective skill as the engine wrote it (player view)
    luck_used: bool = False
    hidden: bool = False
    roll: dict = field(default_factory=dict)   # the final roll: roll, faces, effective_skill, margin... (not hidden)
    luck_rolls: tuple[int, ...] = ()

    @classmethod
    def from_dict(cls, d: dict) -> ContestSideDone:
        rest = {k: v for k, v in d.items() if k not in ("name", "skill", "hidden", "luck_used", "luck_rolls")}
        return cls(d["name"], d.get("skill", {}), bool(d.get("luck_used")), bool(d.get("hidden")), rest,
                   tuple(d.get("luck_rolls", ())))

    def to_dict(self) -> dict:
        if self.hidden:
            return {"name": self.name, "skill": self.skill, "hidden": True, "luck_used": self.luck_used}
        out = {"name": self.name, "skill": self.skill, **self.roll, "luck_used": self.luck_used}
        if self.luck_used:
            out["luck_rolls"] = list(self.luck_rolls)
        return out


@dataclass(frozen=True)
class ContestDone:
    """The day's Strategy contest rolled (``roll_contest``) or rerolled with Luck (``use_luck``), as the record
    keeps it: the player view, and the full contest in ``gm_only`` (summary, margin, hidden dice, each side)."""

    battle: str
    attacker: ContestSideDone
    defender: ContestSideDone
    winner: str | None
    margin_of_victory: int | None   # None: a side's GM-only modifiers keep it off the player view
    result: dict                    # the result table's row as the engine wrote it
    summary: str
    gm_only: dict = field(default_factory=dict)

    @classmethod
    def from_dict(cls, d: dict) -> ContestDone:
        return cls(d["battle"], ContestSideDone.from_dict(d["attacker"]), ContestSideDone.from_dict(d["defender"]),
                   d.get("winner"), d.get("margin_of_victory"), d["result"], d["summary"], d.get("gm_only") or {})

    @property
    def secret(self) -> ContestSecret | None:
        gm = self.gm_only
        return ContestSecret(shown(gm["summary"], gm.get("summary_msg"))) if gm.get("summary") else None

    def to_dict(self) -> dict:
        out: dict = {"battle": self.battle, "attacker": self.attacker.to_dict(), "defender": self.defender.to_dict(),
                     "winner": self.winner}
        if self.margin_of_victory is not None:
            out["margin_of_victory"] = self.margin_of_victory
        out.update(result=self.result, summary=self.summary, gm_only=self.gm_only)
        return out


@dataclass(frozen=True)
class MoraleDone:
    """The day's morale rolls (``roll_morale``): each side's rolls as the engine wrote them, the day's story."""

    morale: dict                    # side -> its morale rolls (``gurps_records.MoraleView.stored`` reads one)
    events: tuple[str, ...]
    over: bool
    position_taken: bool

    @classmethod
    def from_dict(cls, d: dict) -> MoraleDone:
        return cls(d["morale"], tuple(d.get("events", ())), bool(d.get("over")), bool(d.get("position_taken")))

    def to_dict(self) -> dict:
        return {"morale": self.morale, "events": list(self.events), "over": self.over,
                "position_taken": self.position_taken}


@dataclass(frozen=True)
class UpkeepLine:
    """One unit's upkeep step (pay day, treachery): its Morale before and after, the money, the roll, the working."""

    unit: str
    morale_before: int
    morale_after: int
    working: tuple[str, ...]        # in English; ``messages`` the messages, where the use case kept them
    messages: tuple[Text, ...] = ()
    normal_pay: int | float | None = None
    paid: int | float | None = None
    roll: dict | None = None        # the Morale roll as the engine wrote it

    @property
    def morale_change(self) -> int:
        return self.morale_after - self.morale_before

    @classmethod
    def from_dict(cls, d: dict) -> UpkeepLine:
        return cls(d["unit"], d["morale_before"], d["morale_after"], tuple(d.get("working", ())),
                   tuple(from_data(m) for m in d.get("working_msgs", ())), d.get("normal_pay"), d.get("paid"),
                   d.get("roll"))

    def to_dict(self, messages: bool = True) -> dict:
        out: dict = {"unit": self.unit, "morale_before": self.morale_before, "morale_after": self.morale_after,
                     "morale_change": self.morale_change, "working": list(self.working)}
        if self.normal_pay is not None:
            out["normal_pay"] = self.normal_pay
            out["paid"] = self.paid or 0
        if self.roll is not None:
            out["roll"] = self.roll
        if messages and self.messages:
            out["working_msgs"] = [to_data(m) for m in self.messages]
        return out


@dataclass(frozen=True)
class PayDone:
    """A pay day (``pay_army``): the army, the percentage of normal pay, each unit's line, paid and owed."""

    army: str
    percent: int | float
    units: tuple[UpkeepLine, ...]
    paid: float
    owed: float

    @classmethod
    def from_dict(cls, d: dict) -> PayDone:
        return cls(d["army"], d["percent"], tuple(UpkeepLine.from_dict(u) for u in d["units"]), d["paid"], d["owed"])

    def to_dict(self) -> dict:  # the stored units keep their English working only
        return {"army": self.army, "percent": self.percent, "units": [u.to_dict(messages=False) for u in self.units],
                "paid": self.paid, "owed": self.owed}


@dataclass(frozen=True)
class TreacheryDone:
    """Treachery (``treachery``): the army, the traitor unit, and each other unit's Morale roll."""

    army: str
    traitor: str
    units: tuple[UpkeepLine, ...]

    @classmethod
    def from_dict(cls, d: dict) -> TreacheryDone:
        return cls(d["army"], d["traitor"], tuple(UpkeepLine.from_dict(u) for u in d["units"]))

    def to_dict(self) -> dict:
        return {"army": self.army, "traitor": self.traitor, "units": [u.to_dict() for u in self.units]}


@dataclass(frozen=True)
class RecruitsDone:
    """Recruits join a unit (``add_recruits``): the men now, their battle points, the average and battles fought
    it gives, the quality that holds it (None: it stays) and the working."""

    unit: str
    men: int
    battle_points: int | float
    average: float
    battles: int
    quality: str | None
    working: tuple[str, ...]        # in English; ``messages`` the messages
    note: str
    messages: tuple[Text, ...] = ()

    @classmethod
    def from_dict(cls, d: dict) -> RecruitsDone:
        e = d["experience"]
        return cls(d["unit"], e["men"], e["battle_points"], e["average"], e["battles"], e.get("quality"),
                   tuple(e.get("working", ())), str(e.get("note", "")))

    def to_dict(self) -> dict:
        return {"unit": self.unit, "experience": {
            "men": self.men, "battle_points": self.battle_points, "average": self.average, "battles": self.battles,
            "quality": self.quality, "working": list(self.working), "note": self.note}}


Upkeep = PayDone | TreacheryDone | RecruitsDone
Done = (MissionDone | SeerDone | DisasterDone | PowersPlaced | PowersRevealed | SurvivalDone | GloryDone | ContestDone
        | MoraleDone | Upkeep)


def _upkeep_from_dict(data: dict) -> Upkeep | None:
    if "percent" in data:
        return PayDone.from_dict(data)
    if "traitor" in data:
        return TreacheryDone.from_dict(data)
    return RecruitsDone.from_dict(data) if "experience" in data else None


def done_from_dict(kind: str, data: dict) -> Done | None:
    """The typed result of a stored action of ``kind``, for the use cases that return one (None: another)."""
    try:
        if kind == "gurps-mission":
            return MissionDone.from_dict(data)
        if kind == "gurps-seer":
            return SeerDone.from_dict(data)
        if kind == "gurps-disaster" and "side" in data:
            return DisasterDone.from_dict(data)
        if kind == "gurps-powers" and isinstance(data.get("gm_only") or data.get("powers"), dict):
            placed = data.get("gm_only")
            if isinstance(placed, dict):
                return PowersPlaced(data["side"], Powers.from_dict(placed))
            return PowersRevealed(data["side"], Powers.from_dict(data["powers"]))
        if kind == "gurps-pc":
            return SurvivalDone.from_dict(data) if "hits" in data else GloryDone.from_dict(data)
        if kind == "gurps-upkeep":
            return _upkeep_from_dict(data)
        if kind in ("gurps-contest", "gurps-luck") and "battle" in data:  # a GM-entered result keeps the row only
            return ContestDone.from_dict(data)
        if kind == "gurps-morale" and "morale" in data:
            return MoraleDone.from_dict(data)
    except (KeyError, TypeError, ValueError):
        return None
    return None
