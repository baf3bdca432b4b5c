"""A GURPS action's stored result read back typed: ``result_from_dict(kind, data)`` is the one reader of the
``result`` the action record keeps (``actions.result``) for every formatter — the panel's result box, and any
other reader of the GM-only parts (a seer's true roll, the hidden contest, a secret Disaster bonus, secret powers).

The stored dicts stay the campaign file's format; this module only reads them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

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
    return StoredResult(kind, stored, _secret(kind, gm) if isinstance(gm, dict) and gm else None)
