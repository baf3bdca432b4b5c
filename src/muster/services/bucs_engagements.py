"""BUCS engagements, each one GM action: a combat round, a surprise check, a skill contest."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from muster.campaign.models import Battle
from muster.i18n import Msg, Text, english_text, join, to_data
from muster.rules.dice import Modifier
from muster.services.bucs_results import ContestResult, RoundResult, SurpriseResult
from muster.services.bucs_units import (
    SYSTEM,
    Engaged,
    Ids,
    Options,
    battle_state,
    engagement_setup,
    rule,
    rules_term,
    skills_of,
    status_word,
    typed_tables,
    write_unit,
)
from muster.services.common import battle_action
from muster.services.core import ActionScope, CampaignService, ServiceError

if TYPE_CHECKING:
    from muster.rules.bucs import combat
    from muster.rules.bucs.data import BucsTables
    from muster.rules.bucs.modifiers import Engagement

# ---- describing results ---------------------------------------------------------------------------

_HIT = {("morale", False): Msg("BUCS", "morale hit"), ("casualty", False): Msg("BUCS", "casualty hit"),
        ("morale", True): Msg("BUCS", "morale hit (joined character killed)"),
        ("casualty", True): Msg("BUCS", "casualty hit (joined character killed)")}


def _event_text(events: Iterable[combat.HitEvent]) -> list[Text]:
    from muster.i18n import message_of

    out: list[Text] = []
    for e in events:
        if e.result == "applied":
            after: Text = rules_term(e.quality_after) if e.quality_after else status_word(e.status_after)
            if e.status_after == "retreated" and e.quality_after is None:
                after = Msg("BUCS", "retreats in poor order")
            elif e.status_after == "destroyed" and e.quality_after is None:
                after = Msg("BUCS", "destroyed")
            out.append(join([_HIT.get((e.kind, e.cause != "enemy"), e.kind), after], " → "))
        elif e.result == "ignored":
            out.append((Msg("BUCS", "morale hit ignored (%1)") if e.kind == "morale"
                        else Msg("BUCS", "casualty hit ignored (%1)")).args(message_of(e.reason)))
        else:
            out.append((Msg("BUCS", "morale hit lost (already %1)") if e.kind == "morale"
                        else Msg("BUCS", "casualty hit lost (already %1)")).args(status_word(e.status_after)))
    return out


def _round_text(res: combat.RoundResult, tables: BucsTables) -> Text:
    a, d = res.attacker, res.defender
    head = Msg("BUCS", "%1 %2 vs %3 %4").args(a.unit, a.total, d.unit, d.total)
    if res.winner is None:
        return Msg("BUCS", "%1: tie, no result").args(head)
    winner = a.unit if res.winner == "attacker" else d.unit
    if not res.hits:
        return Msg("BUCS", "%1: %2 wins by %3 (under %4: no hits)").args(head, winner, res.margin,
                                                                         tables.combat.margin_per_hit)
    hits = (Msg("BUCS", "1 hit on %1 (%2 morale, %3 casualty): %4") if res.hits == 1 else
            Msg("BUCS", "%n hits on %1 (%2 morale, %3 casualty): %4", None, res.hits))
    parts: list[Text] = [Msg("BUCS", "%1: %2 wins by %3").args(head, winner, res.margin),
                         hits.args(res.target, res.morale_hits, res.casualty_hits, join(_event_text(res.hit_events),
                                                                                        ", "))]
    for ch in res.character_hits:
        takes = Msg("BUCS", "%1 takes %2 (%3 hp, killed)") if ch.killed else Msg("BUCS", "%1 takes %2 (%3 hp)")
        parts.append(takes.args(ch.character, ch.damage, ch.hp_after))
    return join(parts, "; ")


def _prefixed(mods: Iterable[Modifier], who: str) -> list[Modifier]:
    return [Modifier(join([who, m.name], ": "), m.value) for m in mods]


def _notes_data(notes: Iterable[str]) -> list[Any]:
    from muster.rules.bucs.data import said

    return [to_data(n) for n in said(notes)]


def _texts(res: combat.RoundResult | combat.ContestResult, text: Text) -> tuple[str, Any, tuple[Any, ...]]:
    """The result's text in English and as a message, and its notes as messages (the result box's)."""
    return english_text(text), to_data(text), tuple(_notes_data(res.notes))


# ---- GM actions: engagements -----------------------------------------------------------------------

def _store_battle(act: ActionScope, battle: Battle, eng: Engagement, last: dict[str, Any], used_attack: list[int],
                 rounds: int = 0) -> None:
    state = battle_state(battle)
    actions = {k: dict(v) for k, v in state["actions"].items()}
    for uid in used_attack:
        actions.setdefault(str(uid), {"move": False, "attack": False})["attack"] = True
    state.update(terrain=eng.terrain, cramped_quarters=eng.cramped_quarters, actions=actions,
                 rounds_fought=state["rounds_fought"] + rounds, last=last)
    act.update(battle, state=state)


def _write_units(act: ActionScope, e: Engaged, res: combat.RoundResult | combat.ContestResult,
                 tables: BucsTables) -> None:
    for row, unit in zip(e.attacker_rows + e.defender_rows, list(res.attackers) + list(res.defenders)):
        write_unit(act, row, unit, tables)


def resolve_round(svc: CampaignService, battle_id: int, attacker_ids: Ids, defender_ids: Ids,
                  options: Options = None) -> RoundResult:
    """Roll one combat round between the sides' lead units and apply the result to every unit."""
    from muster.rules.bucs.combat import resolve_round as engine_round
    from muster.rules.bucs.data import said

    with battle_action(svc, SYSTEM, battle_id, "bucs-round", "Combat round") as (act, battle, data):
        tables = typed_tables(data)
        if battle_state(battle).get("ended"):
            raise ServiceError(Msg("BUCS", "%1 has ended; start a new battle to fight again.").args(battle.name))
        e = engagement_setup(act.s, tables, battle, attacker_ids, defender_ids, options)
        res = rule(lambda: engine_round(e.attackers, e.defenders, e.engagement, act.roller, tables))
        _write_units(act, e, res, tables)
        text = _round_text(res, tables)
        result = RoundResult(res, *_texts(res, text))
        lead, foe = e.attacker_rows[0], e.defender_rows[0]
        _store_battle(act, battle, e.engagement, {"kind": "round", "text": result.text, "notes": list(res.notes)},
                      [lead.id, foe.id], rounds=1)
        # the log's target is the defender the attack aims at, whoever won (the hits may fall on the attacker)
        aimed = e.engagement.attacker.target
        target = next((r for r in e.defender_rows if r.name == aimed), foe) if aimed else foe
        act.set_label(Msg("BUCS", "%1 attacks %2").args(lead.name, foe.name))
        act.describe(join([text, join(said(res.notes), "; ")], " — ") if res.notes else text, battle=battle,
                     actor=lead, target=target,
                     modifiers=_prefixed(res.attacker.roll.modifiers, lead.name)
                     + _prefixed(res.defender.roll.modifiers, foe.name),
                     result=result.to_dict())
        return result


def resolve_surprise(svc: CampaignService, battle_id: int, hider_ids: Ids, spotter_ids: Ids,
                     options: Options = None) -> SurpriseResult:
    """Hide (the would-be ambushers) against Spot; success starts the hiders with +2 momentum."""
    from muster.rules.bucs.combat import resolve_surprise as engine_surprise

    with battle_action(svc, SYSTEM, battle_id, "bucs-surprise", "Surprise check") as (act, battle, data):
        tables = typed_tables(data)
        e = engagement_setup(act.s, tables, battle, hider_ids, spotter_ids, options)
        res = rule(lambda: engine_surprise(e.attackers, e.defenders, e.engagement, act.roller, tables))
        _write_units(act, e, res, tables)
        a, d = res.attacker, res.defender
        verdict = (Msg("BUCS", "%1 surprises %2").args(a.unit, d.unit) if res.winner == "attacker" else
                   Msg("BUCS", "%1 spots them: no surprise").args(d.unit) if res.winner == "defender" else
                   Msg("BUCS", "tie: no surprise"))
        text = Msg("BUCS", "Surprise: %1 Hide %2 vs %3 Spot %4: %5").args(a.unit, a.total, d.unit, d.total, verdict)
        result = SurpriseResult(res, *_texts(res, text), surprise=res.winner == "attacker")
        _store_battle(act, battle, e.engagement, {"kind": "surprise", "text": result.text, "notes": list(res.notes)},
                      [])
        act.set_label(Msg("BUCS", "%1 tries to surprise %2").args(a.unit, d.unit))
        act.describe(text, battle=battle, actor=e.attacker_rows[0], target=e.defender_rows[0],
                     modifiers=_prefixed(a.roll.modifiers, a.unit) + _prefixed(d.roll.modifiers, d.unit),
                     result=result.to_dict())
        return result


def resolve_contest(svc: CampaignService, battle_id: int, attacker_ids: Ids, defender_ids: Ids,
                    skill: str | tuple[str, str] | None, options: Options = None) -> ContestResult:
    """A unit-vs-unit skill contest (e.g. reconnaissance against camouflage); units are not changed."""
    from muster.rules.bucs.combat import resolve_contest as engine_contest
    from muster.rules.bucs.modifiers import skill_name

    skills = skills_of(skill)
    with battle_action(svc, SYSTEM, battle_id, "bucs-contest", "Skill contest") as (act, battle, data):
        tables = typed_tables(data)
        e = engagement_setup(act.s, tables, battle, attacker_ids, defender_ids, options)
        res = rule(lambda: engine_contest(e.attackers, e.defenders, skills, e.engagement, act.roller, tables))
        a, d = res.attacker, res.defender
        winner = a.unit if res.winner == "attacker" else d.unit if res.winner == "defender" else None
        first, second = skill_name(skills[0]), skill_name(skills[1])
        text = (Msg("BUCS", "%1 %2 %3 vs %4 %5 %6: %7 wins by %8").args(first, a.unit, a.total, second, d.unit,
                                                                         d.total, winner, res.margin) if winner
                else Msg("BUCS", "%1 %2 %3 vs %4 %5 %6: tie, no winner").args(first, a.unit, a.total, second, d.unit,
                                                                               d.total))
        result = ContestResult(res, *_texts(res, text))
        act.set_label(Msg("BUCS", "%1 %2 against %3").args(a.unit, first, d.unit))
        act.describe(text, battle=battle, actor=e.attacker_rows[0], target=e.defender_rows[0],
                     modifiers=_prefixed(a.roll.modifiers, a.unit) + _prefixed(d.roll.modifiers, d.unit),
                     result=result.to_dict())
        return result
