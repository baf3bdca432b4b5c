"""GURPS Mass Combat on paper: its card, its table on a force sheet and the army sheet of a battle sheet
(:class:`muster.services.printing.ForceTable`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.i18n import fmt, render, term_noop, translate
from muster.services.printing import ForceTable
from muster.services.printing.cards import (
    Card,
    Lines,
    Part,
    Stat,
    Table,
    Who,
    none_word,
    number,
    rules_term,
    rules_word,
    signed,
)

if TYPE_CHECKING:
    from muster.services.core import CampaignService


STATUS = (("ready", "Ready"), ("holds", "Holds"), ("thrown_back", "Thrown back"),
                ("retreated", "Retreated in good order"), ("routed", "Routed"))


def _gurps_status(key: str) -> str:
    return {"ready": translate("Printing", "Ready"), "holds": translate("Printing", "Holds"),
            "thrown_back": translate("Printing", "Thrown back"),
            "retreated": translate("Printing", "Retreated in good order"),
            "routed": translate("Printing", "Routed")}.get(key, rules_word(key))


def _gurps_state(key: str) -> str:
    """A unit's status in an army sheet's table (lower case)."""
    return {"ready": translate("Printing", "ready"), "holds": translate("Printing", "holds"),
            "thrown_back": translate("Printing", "thrown back"), "retreated": translate("Printing", "retreated"),
            "routed": translate("Printing", "routed")}.get(key, rules_word(key))


def troop_strength(state: dict | object) -> object | None:
    """The unit's Troop Strength if its state has one (``troop_strength`` or ``ts``), else None."""
    for key in ("troop_strength", "ts"):
        value = state.get(key) if isinstance(state, dict) else getattr(state, key, None)
        if value not in (None, ""):
            return value
    return None


def card(tables: dict, who: Who, state: dict, *, blank: bool = False, kind: str = "GURPS") -> Card:
    count = state.get("count", 0)
    losses = 0 if blank else int(state.get("losses", 0) or 0)
    stats = [Stat(translate("Printing", "Men"), number(count)),
             Stat(translate("Printing", "Quality"), rules_word(state.get("quality", "")) or "—")]
    ts = troop_strength(state)
    if ts is not None:
        stats.append(Stat(translate("Printing", "TS"), number(ts)))
    stats.append(Stat(translate("Printing", "Morale"), str(state.get("morale", "—"))))
    status = "ready" if blank else state.get("status", "ready")
    troops = rules_word(state.get("troop_type"))
    parts: list[Part] = [
        Lines(translate("Printing", "Troops"), (
            troops[:1].upper() + troops[1:].lower() or "—",
            fmt(translate("Printing", "Losses so far: %1"), number(losses)) if losses else
            translate("Printing", "Losses: none yet"))),
        Lines(translate("Printing", "Status after the day's morale roll"), tuple(_gurps_status(k) for k, _ in
                                                                                 STATUS), boxes=True,
              marked=tuple(k == status for k, _ in STATUS)),
        Lines(translate("Printing", "Losses after the battle (men)"),
              (translate("Printing", "Day 1: ________    Day 2: ________    Day 3: ________"),)),
    ]
    return Card(who.name, kind, who.subtitle, who.colour, tuple(stats), tuple(parts))


def armies(view, colours: dict[int, str] | None = None) -> list[Card]:
    """The army sheet of a GURPS battle: per side its commanders, the Strategy working and its units.

    ``view`` is :func:`muster.services.gurps.battle_view`'s answer.
    """
    colours = colours or {}
    cards = []
    for role in ("attacker", "defender"):
        side = (view.sides or {}).get(role)
        if side is None:
            continue
        army = side.army or {}
        skill = (view.skills or {}).get(role)
        stats = [Stat(translate("Printing", "Troops"), number(side.troops)),
                 Stat(translate("Printing", "Tech level"), str(army.get("tech_level", "—")))]
        skill_name = _skill(skill.skill if skill is not None else "strategy")
        if skill is not None:
            stats.append(Stat(skill_name, str(skill.effective)))
        parts: list[Part] = []
        people = []
        commander = army.get("commander") or {}
        if commander:
            people.append(fmt(translate("Printing", "Commander: %1"), _leader_line(commander)))
        for leader in army.get("leaders", []):
            people.append(fmt(translate("Printing", "Leader: %1"), _leader_line(leader)))
        for seer in army.get("seers", []):
            people.append(fmt(translate("Printing", "Seer: %1 (skill %2, Strategy %3)"), seer.get("name", ""),
                              str(seer.get("skill", "—")), str(seer.get("strategy", "—"))))
        parts.append(Lines(translate("Printing", "Commanders"), tuple(people) or (none_word(),)))
        if skill is not None:
            working = [fmt(translate("Printing", "%1 %2 (base)"), skill_name, str(skill.base))]
            for m in skill.modifiers:
                line = signed(m.value, m.name)
                working.append(fmt(translate("Printing", "%1 (GM only)"), line) if m.gm_only else line)
            working.append(f"= {skill.effective}")
            parts.append(Lines(translate("Printing", "Strategy working"), tuple(working)))
        elif view.skill_problem:
            parts.append(Lines(translate("Printing", "Strategy working"), (render(view.skill_problem),)))
        morale = [signed(m.value, m.name) for m in side.morale_modifiers]
        parts.append(Lines(translate("Printing", "Morale modifiers"), tuple(morale) or (none_word(),)))
        columns: tuple[str, ...] = (translate("Printing", "Unit"), translate("Printing", "Troops"),
                                    translate("Printing", "Men"), translate("Printing", "Quality"),
                                    translate("Printing", "TS"), translate("Printing", "Morale"),
                                    translate("Printing", "Status"))
        rows: tuple[tuple[str, ...], ...] = tuple((u.name, rules_word(u.troop_type), number(u.count),
                      rules_word(u.quality), number(troop_strength(u)) if troop_strength(u) is not None else "—",
                      str(u.morale), _gurps_state(u.status)) for u in side.units)
        if not any(troop_strength(u) is not None for u in side.units):
            columns = columns[:4] + columns[5:]
            rows = tuple(r[:4] + r[5:] for r in rows)
        parts.append(Table(translate("Printing", "Units"), columns, rows))
        name = army.get("name") or side.side_name
        title = fmt(translate("Printing", "%1 — attacker") if role == "attacker" else
                    translate("Printing", "%1 — defender"), name)
        cards.append(Card(title, translate("Printing", "GURPS army"), side.side_name, colours.get(side.side_id, ""),
                          tuple(stats), tuple(parts), wide=True))
    return cards


def _skill(key: object) -> str:
    """A GURPS skill a commander's contest uses (Strategy, Tactics...), capitalised, in the GM's language."""
    known = {"strategy": translate("Printing", "Strategy"), "tactics": translate("Printing", "Tactics"),
             "stealth": translate("Printing", "Stealth")}
    word = known.get(str(key)) or rules_word(key)
    return word[:1].upper() + word[1:]


def _leader_line(leader: dict) -> str:
    bits = [leader.get("name", "")]
    for key in ("strategy", "tactics", "stealth"):
        if leader.get(key) is not None:
            bits.append(fmt(translate("Printing", "%1 %2"), _skill(key), str(leader[key])))
    if leader.get("luck"):
        bits.append(translate("Printing", "Luck"))
    return ", ".join(b for b in bits if b)


def army_cards(svc: CampaignService, battle_id: int, colours: dict[int, str]) -> list[Card]:
    """The battle sheet's army sheet (:class:`muster.services.printing.BattleCards`)."""
    from muster.services import gurps

    view = gurps.battle_view(svc, battle_id)
    if view.problem:
        return [Card(view.name, translate("Printing", "GURPS army"),
                     parts=(Lines(translate("Printing", "Army sheet"), (render(view.problem),)),), wide=True)]
    return armies(view, colours)


def row(name: str, state: dict, tables: dict | None = None) -> list[str]:
    from muster.services import gurps

    ts = troop_strength(state)
    return [name, rules_term(str(state.get("troop_type", "")).replace("_", " ")), str(state.get("count", "")),
            rules_term(state.get("quality", "")), "—" if ts is None else str(ts), str(state.get("morale", "")),
            str(state.get("losses", 0)), render(gurps.status(state, tables))]



TABLE = ForceTable((term_noop("Printing", "Unit"), term_noop("Printing", "Troops"),
                          term_noop("Printing", "Count"), term_noop("Printing", "Quality"),
                          term_noop("Printing", "TS"), term_noop("Printing", "Morale"),
                          term_noop("Printing", "Losses"), term_noop("Printing", "Status")), row,
                         card="muster.services.printing.gurps:card",
                         battle="muster.services.printing.gurps:army_cards")
