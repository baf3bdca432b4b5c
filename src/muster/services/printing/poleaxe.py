"""By This Poleaxe on paper: its card and its table on a force sheet (:class:`muster.services.printing.ForceTable`)."""

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
    rules_term,
    rules_word,
    signed,
)

if TYPE_CHECKING:
    from muster.rules.poleaxe.tables import Tables

STATS = (("attack_value", "AV"), ("defense_value", "DV"), ("movement", "MV"), ("morale_value", "MR"),
         ("hits_to_kill", "HTK"))


def _poleaxe_short(key: str) -> str:
    """A squad value's abbreviation on a card, in the GM's language."""
    return {"attack_value": translate("Printing", "AV"), "defense_value": translate("Printing", "DV"),
            "movement": translate("Printing", "MV"), "morale_value": translate("Printing", "MR"),
            "hits_to_kill": translate("Printing", "HTK")}.get(key, key)


def _poleaxe_morale(state: str) -> str:
    return {"steady": translate("Printing", "steady"), "routing": translate("Printing", "routing"),
            "rallied": translate("Printing", "rallied")}.get(state, rules_word(state))


def card(tables: Tables, who: Who, state: dict, *, blank: bool = False, kind: str = "Poleaxe") -> Card:
    from muster.rules.poleaxe import Squad
    from muster.rules.poleaxe.data import as_tables

    typed = as_tables(tables)

    squad = Squad.from_dict(state).to_dict()
    stats_in = squad.get("stats", {})
    hits = 0 if blank else int(squad.get("hits", 0) or 0)
    stats = []
    for key, _short in STATS:
        value = stats_in.get(key, {}).get("value", "—")
        if key == "hits_to_kill" and isinstance(value, int):
            stats.append(Stat(_poleaxe_short(key), str(value), value, min(hits, value)))
        else:
            stats.append(Stat(_poleaxe_short(key), str(value)))
    parts: list[Part] = []
    kind_line = rules_word(squad.get("kind", "squad"))
    if squad.get("squad_type"):
        found = typed.morale_value.types.get(squad["squad_type"])
        label = found.label if found is not None else squad["squad_type"]
        kind_line = fmt(translate("Printing", "%1 — %2"), kind_line, rules_word(label))
    about = [kind_line[:1].upper() + kind_line[1:].lower(),
             fmt(translate("Printing", "Move %1 ft"), str(squad.get("move_ft", "—")))]
    arms = [fmt(translate("Printing", "%1 weapons"), rules_word(squad.get("weapon") or "normal"))]
    if squad.get("missile"):
        m = typed.missiles.weapons.get(squad["missile"])
        rng = str(m.effective) if m is not None else "—"
        if m is not None and m.long:
            rng = fmt(translate("Printing", "%1 / long %2"), rng, str(m.long))
        arms.append(fmt(translate("Printing", "%1 (range %2 spaces)"),
                        rules_word(m.label if m is not None else squad["missile"]), rng))
    if squad.get("mounted"):
        arms.append(translate("Printing", "mounted"))
    about.append(fmt(translate("Printing", "Arms: %1"), ", ".join(arms)))
    leader = squad.get("leader") or {}
    if leader.get("name"):
        bits = [leader["name"]]
        if leader.get("level"):
            bits.append(fmt(translate("Printing", "level %1"), str(leader["level"])))
        if leader.get("cha") is not None:
            bits.append(fmt(translate("Printing", "CHA %1"), str(leader["cha"])))
        if leader.get("trained"):
            bits.append(translate("Printing", "trained"))
        about.append(fmt(translate("Printing", "Leader: %1"), ", ".join(bits)))
    parts.append(Lines(translate("Printing", "Squad"), tuple(about)))
    mods = []
    for key, _short in STATS:
        short = _poleaxe_short(key)
        s = stats_in.get(key) or {}
        for m in s.get("modifiers", []):
            mods.append(fmt(translate("Printing", "%1 %2"), short, signed(m["value"], m["name"])))
        if s.get("overridden") and s.get("override") != s.get("derived"):
            mods.append(fmt(translate("Printing", "%1 set by the GM to %2 (rules give %3)"), short,
                            str(s.get("override")), str(s.get("derived"))))
    parts.append(Lines(translate("Printing", "Modifiers"), tuple(mods) or (none_word(),)))
    morale = "steady" if blank else squad.get("morale", "steady")
    states = ("steady", "routing", "rallied")
    parts.append(Lines(translate("Printing", "Morale"), tuple(_poleaxe_morale(s) for s in states), boxes=True,
                       marked=tuple(s == morale for s in states)))
    members = squad.get("members") or []
    if members:
        rows = tuple((m.get("name", ""), str(m.get("hd", "")), str(m.get("ac", "")),
                      translate("Printing", "fit") if blank else _condition(m.get("condition", "fit")))
                     for m in members)
        parts.append(Table(translate("Printing", "Members"),
                           (translate("Printing", "Member"), translate("Printing", "HD"), translate("Printing", "AC"),
                            translate("Printing", "Condition")), rows))
    return Card(who.name, kind, who.subtitle, who.colour, tuple(stats), tuple(parts))


def _condition(condition: object) -> str:
    """A squad member's condition (fit, wounded...) in the GM's language."""
    return translate("Printing", "fit") if condition == "fit" else rules_word(condition)


def row(name: str, state: dict, tables: Tables | None = None) -> list[str]:
    from muster.services import poleaxe

    stats = state.get("stats", {})
    value = lambda key: str(stats.get(key, {}).get("value", "—"))  # noqa: E731
    members = state.get("members", [])
    fit = sum(1 for m in members if m.get("condition") == "fit") if isinstance(members, list) else 0
    total = len(members) if isinstance(members, list) else 0
    leader = state.get("leader") or {}
    arms = [rules_term(str(w).replace("_", " ")) for w in (state.get("weapon", ""), state.get("missile")) if w]
    kind = rules_term(state.get("kind", "squad"))
    if state.get("squad_type"):
        kind = fmt(translate("Printing", "%1 (%2)"), kind, rules_term(state["squad_type"]))
    return [name, kind, f"{fit}/{total}" if total else "—", value("attack_value"), value("defense_value"),
            value("movement"), value("hits_to_kill"), value("morale_value"), ", ".join(arms), leader.get("name", ""),
            render(poleaxe.status(state, tables))]



TABLE = ForceTable((term_noop("Printing", "Squad"), term_noop("Printing", "Kind"),
                            term_noop("Printing", "Fit"), term_noop("Printing", "AV"), term_noop("Printing", "DV"),
                            term_noop("Printing", "MV"), term_noop("Printing", "HTK"),
                            term_noop("Printing", "Morale"), term_noop("Printing", "Arms"),
                            term_noop("Printing", "Leader"), term_noop("Printing", "Status")),
                           row, card="muster.services.printing.poleaxe:card")
