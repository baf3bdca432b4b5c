"""Mech combat (d20 mech game) through the service layer: record sheets as unit state, the six-phase turn.

Every unit of the ``mech`` system keeps its :class:`~muster.rules.mech.MechState` (design, pilot, damage,
heat, this turn's movement) in ``Unit.state``. Per battle, ``Battle.state`` holds::

    {"initiative": {"round", "order", "ranking", "rolls", "highest", "highest_goes"},
     "moved": {"<unit id>": {"round", "text"}},
     "declarations": [{"attacker": "<unit id>", "target": "<unit id>", "weapon", "range", ...}],
     "declared_round": n,
     "done": {"combat": round, "damage": round, "clean_up": round}}

One GM step = one action = one undo step: roll initiative, move one mech, declare (or withdraw) one attack,
resolve the combat phase (every declared attack, simultaneously), run the damage phase for every mech,
clean up. Each is allowed only in its phase of the Turn Tracker; the error says which phase to go to.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.campaign.models import Battle, Unit
from muster.i18n import Joined, Msg, Text, english_text, message_of, term_noop, to_data
from muster.rules.mech.mechtables import as_tables
from muster.rules.mech.text import loc_text, logged_modifiers, reason_text
from muster.services.common import battle_action, battle_read, require_phase
from muster.services.core import ActionScope, CampaignService, ServiceError
from muster.services.mech_requests import MOVE_FIELDS, Declaration, GelUse, GmModifier, MoveRequest
from muster.services.mech_results import (
    AttackDone,
    CombatDone,
    DamageDone,
    GelRepair,
    MoveDone,
    StandAttempt,
    StoredResult,
    result_from_dict,
)
from muster.services.mech_roster import SYSTEM, Roster, battle_state, engine_attack, move_plan_of, stored_declarations
from muster.services.mech_text import attack_text, damage_text, modifiers_text, move_text, moved_text, weapon_text
from muster.services.mech_units import (
    design_of,
    new_state,
    normalise_state,
    sample_design,
    sample_designs,
    status,
    stored,
    summary,
)
from muster.services.mech_views import (
    AmmoView,
    AttackOdds,
    DeclaredAttack,
    FieldProblem,
    InitiativeRoll,
    LocationView,
    MechBattleView,
    MechView,
    ModifierView,
    MoveCheck,
    MoveDie,
    MpAvailable,
    MpSpent,
    PilotingOdds,
    PilotView,
    WeaponView,
    view_of,
)

if TYPE_CHECKING:
    from muster.rules.mech.combat import AttackPlan

__all__ = [  # the use cases, and what callers read of the parts (views, requests, results, unit state, the roster)
    "MOVE_FIELDS", "SYSTEM", "AmmoView", "AttackDone", "AttackOdds", "CombatDone", "DamageDone", "Declaration",
    "DeclaredAttack", "FieldProblem", "GelRepair", "GelUse", "GmModifier", "InitiativeRoll", "LocationView",
    "MechBattleView", "MechView", "ModifierView", "MoveCheck", "MoveDie", "MoveDone", "MoveRequest", "MpAvailable",
    "MpSpent", "PilotView", "PilotingOdds", "Roster", "StandAttempt", "StoredResult", "WeaponView", "attack_odds",
    "check_move", "clean_up", "damage_phase", "declare_attack", "declared_attacks", "design_of", "engine_attack",
    "move", "new_state", "normalise_state", "on_phase_change", "panel_data", "piloting_odds", "resolve_combat",
    "result_from_dict", "roll_initiative", "sample_design", "sample_designs", "status", "stored",
    "stored_declarations", "summary", "view_of", "withdraw_attack",
]

PHASE_INITIATIVE, PHASE_MOVEMENT, PHASE_ARTILLERY, PHASE_COMBAT, PHASE_DAMAGE, PHASE_CLEAN_UP = range(6)
PHASE_NAMES = (term_noop("Rules", "Initiative"), term_noop("Rules", "Movement"), term_noop("Rules", "Artillery"),
               term_noop("Rules", "Combat"), term_noop("Rules", "Damage"), term_noop("Rules", "Clean-up"))

# ---------------------------------------------------------------- phase hook
def on_phase_change(act: ActionScope, battle: Battle, old_round: int, old_phase: int) -> None:
    """Artillery is skipped with a note; a new turn drops declarations left over from the last."""
    from muster.rules.mech import ARTILLERY_NOTE

    if battle.phase == PHASE_ARTILLERY:
        act.record.result = {"note": ARTILLERY_NOTE}
    if battle.round != old_round:
        state = battle_state(battle)
        if state.get("declarations"):
            state["declarations"] = []
            act.update(battle, state=state)


# ---------------------------------------------------------------- read functions
def panel_data(svc: CampaignService, battle_id: int) -> MechBattleView:
    """The battle as the panel shows it: every mech in initiative order, initiative, declarations, cover."""
    from muster.rules.mech import mp_available
    from muster.rules.mech.rulesdata import cover_names

    with battle_read(svc, SYSTEM, battle_id) as (s, battle, rules):
        roster = Roster(s, battle)
        bstate = battle_state(battle)
        rnd = battle.round
        declarations = _declared(roster, bstate, rules)
    mechs = []
    for uid, unit in roster.units.items():
        m = roster.mechs[roster.key[uid]]
        moved = bstate.get("moved", {}).get(str(uid))
        mechs.append(view_of(m, rules, uid=uid, name=unit.name,
                             moved=moved_text(moved) if moved and moved.get("round") == rnd else "",
                             mp=mp_available(m, rules), side_id=roster.side.get(uid)))
    ini = bstate.get("initiative")
    this_turn = ini if ini is not None and ini.get("round") == rnd else None
    return MechBattleView(
        mechs=tuple(mechs),
        initiative_rolls=(tuple(InitiativeRoll(r["unit"], r["total"]) for r in this_turn["rolls"])
                          if this_turn is not None else None),
        initiative_order=tuple(this_turn["order"]) if this_turn is not None else (),
        damage_done=bstate.get("done", {}).get("damage") == rnd,
        declarations=declarations,
        cover=tuple(cover_names(rules)),
    )


def check_move(svc: CampaignService, battle_id: int, unit_id: int, plan: MoveRequest) -> MoveCheck:
    """What is wrong with a movement as entered (no dice), naming each field, and the MP it spends. (A headless
    caller's data passes ``mech_requests.move_request``, the edge.)"""
    from muster.rules.mech.movement import check_plan

    move_plan = move_plan_of(plan)
    with battle_read(svc, SYSTEM, battle_id) as (s, battle, rules):
        mech = Roster(s, battle).mech(unit_id)
    errors, mp = check_plan(mech, move_plan, rules)
    spent = (MpSpent(mp["available"], mp["spent"], mp["walk"], mp["run"], mp["jump"], tuple(mp["notes"]))
             if mp else None)
    return MoveCheck(tuple(FieldProblem(e["field"], e["message"]) for e in errors), spent)


def _odds(roster: Roster, attack, rules: dict) -> AttackOdds:
    from muster.rules.mech import AttackError
    from muster.rules.mech.combat import attack_odds as odds

    try:
        o = odds(roster.mechs[attack.attacker], roster.mechs[attack.target], attack, rules)
    except AttackError as exc:
        raise ServiceError(message_of(exc.message)) from None
    return AttackOdds(o["name"], tuple(ModifierView(m["name"], m["value"]) for m in o["modifiers"]),
                      o["modifier_total"], o["needed"], o["needs_roll"], o["percent"], o.get("need_natural", 1))


def attack_odds(svc: CampaignService, battle_id: int, declaration: Declaration) -> AttackOdds:
    """The exact chance to hit of one attack as declared now (raises ServiceError when not allowed)."""
    with battle_read(svc, SYSTEM, battle_id) as (s, battle, rules):
        roster = Roster(s, battle)
        return _odds(roster, engine_attack(roster, declaration), rules)


def piloting_odds(svc: CampaignService, battle_id: int, unit_id: int) -> PilotingOdds:
    """The exact chance of the piloting roll the damage phase will call for (read-only)."""
    from muster.rules.mech.phases import damage_phase_piloting_odds

    with battle_read(svc, SYSTEM, battle_id) as (s, battle, rules):
        roster = Roster(s, battle)
        roster.unit(unit_id)
        o = damage_phase_piloting_odds(roster.mechs[roster.key[int(unit_id)]], rules)
    return PilotingOdds(int(unit_id), o["roll_needed"], tuple(reason_text(r) for r in o["reasons"]),
                        tuple((m["name"], m["value"]) for m in o["modifiers"]), o["modifier_total"], o["needed"],
                        o["percent"], o["percent_text"], o["damage_this_turn"],
                        o.get("skipped") or o.get("automatic_failure") or "")


def declared_attacks(svc: CampaignService, battle_id: int) -> tuple[DeclaredAttack, ...]:
    """The declarations of this combat phase with their odds (or why they are no longer allowed)."""
    with battle_read(svc, SYSTEM, battle_id) as (s, battle, rules):
        return _declared(Roster(s, battle), battle_state(battle), rules)


def _declared(roster: Roster, bstate: dict, rules: dict) -> tuple[DeclaredAttack, ...]:
    rows = []
    for i, d in enumerate(stored_declarations(bstate)):
        a, t = d.attacker_id, d.target_id
        names = (roster.units[a].name if a in roster.units else "?", roster.units[t].name if t in roster.units else "?")
        error: Text = ""
        odds: AttackOdds | None
        try:
            odds = _odds(roster, engine_attack(roster, d), rules)
        except ServiceError as exc:
            odds, error = None, exc.message
        rows.append(DeclaredAttack(i, a, t, *names, d.weapon, d.range, odds, error))
    return tuple(rows)
# ---------------------------------------------------------------- phase 1: initiative
def roll_initiative(svc: CampaignService, battle_id: int, highest_goes: str = "last") -> list[int]:
    """d20 + piloting for every mech; the highest goes first or last, the rest lowest to highest."""
    from muster.rules.mech import Dice
    from muster.rules.mech import roll_initiative as roll

    if highest_goes not in ("first", "last"):
        raise ServiceError(Msg("Mech", "highest_goes: must be 'first' or 'last'"))
    label = Msg("Mech", "Roll initiative")
    with battle_action(svc, SYSTEM, battle_id, "mech-initiative", label) as (act, battle, rules):
        require_phase(battle, list(PHASE_NAMES), PHASE_INITIATIVE, Msg("Mech", "Rolling initiative"))
        state = battle_state(battle)
        if state.get("initiative", {}).get("round") == battle.round:
            raise ServiceError(Msg("Mech", "Initiative was already rolled for turn %1; undo it to roll again.")
                               .args(battle.round))
        roster = Roster(act.s, battle)
        if not roster.mechs:
            raise ServiceError(Msg("Mech", "There are no mechs in this battle."))
        result = roll(list(roster.mechs.values()), Dice(act.roller), rules, highest_goes)
        order = [roster.uid[k] for k in result.order] + [roster.uid[x.mech] for x in result.skipped]
        order += [uid for uid in battle.initiative if uid not in order]
        state["initiative"] = {"round": battle.round, "order": order, "highest": roster.uid.get(result.highest or ""),
                               "highest_goes": highest_goes,
                               "rolls": [{"unit": roster.uid[e.mech], "total": e.total,
                                          "rolls": [r.to_dict() for r in e.rolls]} for e in result.entries]}
        act.update(battle, initiative=order, active=0, state=state)
        rolls = Joined([Joined([e.mech, e.total], " ") for e in reversed(result.entries)], ", ")
        act.set_label(Msg("Mech", "Initiative, turn %1").args(battle.round))
        if highest_goes == "first":
            said = Msg("Mech", "Initiative turn %1: %2. %3 (highest) goes first; order: %4")
        else:
            said = Msg("Mech", "Initiative turn %1: %2. %3 (highest) goes last; order: %4")
        text: Text = said.args(battle.round, rolls, result.highest, ", ".join(result.order))
        if result.skipped:
            text = Msg("Mech", "%1; out of the battle: %2").args(text, ", ".join(x.mech for x in result.skipped))
        act.describe(text, battle=battle, result=result.to_dict())
    return order


# ---------------------------------------------------------------- phase 2: movement
def move(svc: CampaignService, battle_id: int, unit_id: int, plan: MoveRequest) -> MoveDone:
    """Record what the mech did on the table; refused (naming each wrong field) if it breaks the MP rules. (A
    headless caller's data passes ``mech_requests.move_request``, the edge.)"""
    from muster.rules.mech import Dice
    from muster.rules.mech import move as engine_move

    move_plan = move_plan_of(plan)
    with battle_action(svc, SYSTEM, battle_id, "mech-move", Msg("Mech", "Move")) as (act, battle, rules):
        require_phase(battle, list(PHASE_NAMES), PHASE_MOVEMENT, Msg("Mech", "Movement"))
        roster = Roster(act.s, battle)
        unit = roster.unit(unit_id)
        mech = roster.mech(unit_id)
        state = battle_state(battle)
        moved = state.get("moved", {})
        if moved.get(str(unit.id), {}).get("round") == battle.round:
            raise ServiceError(Msg("Mech", "%1 has already moved this turn; undo that move to enter it again.")
                               .args(unit.name))
        res = engine_move(mech, move_plan, Dice(act.roller), rules)
        if not res.ok:
            wrong = Joined([Joined([e["field"], message_of(e["message"])], ": ") for e in res.errors], "; ")
            raise ServiceError(Msg("Mech", "%1 cannot move like that: %2").args(unit.name, wrong))
        roster.save(act, [res.state])
        text = move_text(unit.name, res)
        moved = dict(moved)
        moved[str(unit.id)] = {"round": battle.round, "text": english_text(text), "message": to_data(text)}
        state["moved"] = moved
        act.update(battle, state=state)
        act.set_label(Msg("Mech", "Move %1").args(unit.name))
        act.describe(text, battle=battle, actor=unit, result=res.to_dict() | {"mech": None})
        return MoveDone.from_engine(unit.id, english_text(text), act.record.result)


# ---------------------------------------------------------------- phase 4: combat
def declare_attack(svc: CampaignService, battle_id: int, declaration: Declaration) -> int:
    """Add one attack (or GEL use) to this combat phase; checked now, rolled when the phase is resolved."""
    from muster.rules.mech import AttackError, plan_attack

    with battle_action(svc, SYSTEM, battle_id, "mech-declare", Msg("Mech", "Declare attack")) as (act, battle, rules):
        require_phase(battle, list(PHASE_NAMES), PHASE_COMBAT, Msg("Mech", "Declaring attacks"))
        roster = Roster(act.s, battle)
        attack = engine_attack(roster, declaration)
        attacker, target = roster.mechs[attack.attacker], roster.mechs[attack.target]
        try:
            plan = plan_attack(attacker, target, attack, rules)
        except AttackError as exc:
            raise ServiceError(Joined([roster.name(attack.attacker), message_of(exc.message)], ": ")) from None
        state = battle_state(battle)
        decls = list(state.get("declarations", []))
        if plan.ammo_bin is not None:
            _check_shared_ammo(roster, declaration, plan, rules, stored_declarations(state))
        record = attack.to_dict()
        record["attacker"], record["target"] = str(roster.uid[attack.attacker]), str(roster.uid[attack.target])
        decls.append(record)
        state["declarations"] = decls
        state["declared_round"] = battle.round
        act.update(battle, state=state)
        a_unit, t_unit = roster.units[roster.uid[attack.attacker]], roster.units[roster.uid[attack.target]]
        what: Text = message_of(plan.name)
        if plan.kind == "gel":
            what = Joined([message_of(plan.name), " (", loc_text(attack.location), ")"], "")
        act.set_label(Msg("Mech", "Declare %1 %2 at %3").args(a_unit.name, what, t_unit.name))
        if plan.modifiers and plan.needs_roll:
            text = Msg("Mech", "%1 declares %2 at %3, range %4 (%5)").args(
                a_unit.name, what, t_unit.name, attack.range, modifiers_text(plan.modifiers))
        else:
            text = Msg("Mech", "%1 declares %2 at %3, range %4").args(a_unit.name, what, t_unit.name, attack.range)
        act.describe(text, battle=battle, actor=a_unit, target=t_unit, modifiers=list(logged_modifiers(plan.modifiers)),
                     result={"declaration": record})
        return len(decls) - 1


def _check_shared_ammo(roster: Roster, declaration: Declaration, plan: AttackPlan, rules: dict,
                       declared: list[Declaration]) -> None:
    """Refuse an attack whose ammunition bin (or GEL pack) the attacker's declarations of this phase empty."""
    from muster.rules.mech import AttackError, plan_attack

    attacker = roster.mechs[plan.attack.attacker]
    charges = as_tables(rules).charges_per_use
    use = 1 if plan.kind == "weapon" else charges
    same = 0
    for d in declared:
        if d.attacker_id != declaration.attacker_id:
            continue
        try:
            other = plan_attack(attacker, roster.mechs[roster.key[d.target_id]], engine_attack(roster, d), rules)
        except (AttackError, ServiceError, KeyError):
            continue
        if other.ammo_bin == plan.ammo_bin:
            same += 1 if other.kind == "weapon" else charges
    left = attacker.ammo_left(plan.ammo_bin or "")
    if same + use > left:
        bin_ = attacker.design.item_of(plan.ammo_bin)
        raise ServiceError(Msg("Mech", "%1: %2 has %3 left and %4 already declared this phase (weapons on "
                                       "one bin share it)").args(roster.name(plan.attack.attacker), bin_.name,
                                                                 left, same))


def withdraw_attack(svc: CampaignService, battle_id: int, index: int) -> None:
    with battle_action(svc, SYSTEM, battle_id, "mech-withdraw", Msg("Mech", "Withdraw attack")) as (act, battle, rules):
        state = battle_state(battle)
        decls = list(state.get("declarations", []))
        if not isinstance(index, int) or not 0 <= index < len(decls):
            raise ServiceError(Msg("Mech", "There is no declared attack number %1.").args(
                index + 1 if isinstance(index, int) else str(index)))
        gone = decls.pop(index)
        state["declarations"] = decls
        act.update(battle, state=state)
        a, t = act.s.get(Unit, int(gone["attacker"])), act.s.get(Unit, int(gone["target"]))
        weapon = weapon_text(gone["weapon"])
        act.set_label(Msg("Mech", "Withdraw %1 %2 attack").args(a.name if a else "?", weapon))
        act.describe(Msg("Mech", "%1 withdraws the %2 attack at %3").args(a.name if a else "?", weapon,
                                                                          t.name if t else "?"),
                     battle=battle, actor=a, target=t)
def resolve_combat(svc: CampaignService, battle_id: int) -> CombatDone:
    """Roll every declared attack in initiative order as if simultaneous: one action, one undo step."""
    from muster.rules.mech import AttackError, Dice
    from muster.rules.mech import resolve_combat as resolve

    with battle_action(svc, SYSTEM, battle_id, "mech-combat", Msg("Mech", "Resolve combat")) as (act, battle, rules):
        require_phase(battle, list(PHASE_NAMES), PHASE_COMBAT, Msg("Mech", "Resolving attacks"))
        state = battle_state(battle)
        decls = list(state.get("declarations", []))
        if not decls:
            raise ServiceError(Msg("Mech", "No attacks are declared: declare attacks for each mech first."))
        roster = Roster(act.s, battle)
        attacks = [engine_attack(roster, d) for d in stored_declarations(state)]
        order = [roster.key[uid] for uid in battle.initiative if uid in roster.key]
        try:
            result = resolve(roster.mechs, attacks, Dice(act.roller), rules, order)
        except AttackError as exc:
            raise ServiceError(message_of(exc.message)) from None
        changed = [m for k, m in result.mechs.items()]
        roster.save(act, changed)
        state["declarations"] = []
        state.setdefault("done", {})
        state["done"] = dict(state["done"], combat=battle.round)
        act.update(battle, state=state)
        lines = [attack_text(result.attacks[i], roster.name) for i in result.order]
        hits = sum(1 for r in result.attacks if r.get("hit"))
        count = len(attacks)  # (a plain name: pyside6-lupdate skips a message whose count is a call)
        act.set_label(Msg("Mech", "Combat, turn %1 (%n attacks)", None, count).args(battle.round))
        heat = Joined([Joined([roster.name(k), f"+{v}"], " ") for k, v in result.heat.items()], ", ")
        headline = Msg("Mech", "Combat turn %1: %2 of %n attacks hit.", None, count).args(battle.round, hits)
        shown = lines + ([Msg("Mech", "Weapon heat: %1").args(heat)] if heat else [])
        act.describe(Joined([headline, Joined(shown, " | ")], " "), battle=battle,
                     result={"attacks": result.attacks, "order": result.order, "weapon_heat": result.heat,
                             "headline": to_data(headline), "lines": [to_data(line) for line in shown]})
        return CombatDone(tuple(AttackDone.from_engine(r) for r in result.attacks),
                          tuple(english_text(line) for line in lines))


# ---------------------------------------------------------------- phase 5: damage
def damage_phase(svc: CampaignService, battle_id: int) -> DamageDone:
    """Parts fall off and pass damage on, one piloting roll, heat, shutdown and ammo checks, wake-ups."""
    from muster.rules.mech import Dice
    from muster.rules.mech import damage_phase as phase

    with battle_action(svc, SYSTEM, battle_id, "mech-damage", Msg("Mech", "Damage phase")) as (act, battle, rules):
        require_phase(battle, list(PHASE_NAMES), PHASE_DAMAGE, Msg("Mech", "The damage phase"))
        state = battle_state(battle)
        if state.get("done", {}).get("damage") == battle.round:
            raise ServiceError(Msg("Mech", "The damage phase of turn %1 is done; undo it to run it again.")
                               .args(battle.round))
        roster = Roster(act.s, battle)
        dice = Dice(act.roller)
        results = []
        for uid in battle.initiative:
            if uid not in roster.key:
                continue
            m = roster.mechs[roster.key[uid]]
            if m.out_of_action and not m.turn.damage_taken:
                continue  # a wreck from an earlier turn
            results.append(phase(m, dice, rules))
        roster.save(act, [r.state for r in results])
        state["done"] = dict(state.get("done", {}), damage=battle.round)
        act.update(battle, state=state)
        lines = [damage_text(roster.name(r.mech), r) for r in results]
        act.set_label(Msg("Mech", "Damage phase, turn %1").args(battle.round))
        headline = Msg("Mech", "Damage phase turn %1:").args(battle.round)
        act.describe(Joined([headline, Joined(lines, " | ")], " "), battle=battle,
                     result={"mechs": [{k: v for k, v in r.to_dict().items() if k != "state"} for r in results],
                             "headline": to_data(headline), "lines": [to_data(line) for line in lines]})
        return DamageDone(tuple(english_text(line) for line in lines))


# ---------------------------------------------------------------- phase 6: clean-up
def clean_up(svc: CampaignService, battle_id: int) -> list[int]:
    """Destroyed mechs and mechs whose pilot died leave the battle (the units stay in the roster)."""
    with battle_action(svc, SYSTEM, battle_id, "mech-clean-up", Msg("Mech", "Clean-up")) as (act, battle, rules):
        require_phase(battle, list(PHASE_NAMES), PHASE_CLEAN_UP, Msg("Mech", "Clean-up"))
        roster = Roster(act.s, battle)
        gone = [uid for uid in battle.initiative if uid in roster.key and roster.mechs[roster.key[uid]].out_of_action]
        keep = [uid for uid in battle.initiative if uid not in gone]
        state = battle_state(battle)
        state["done"] = dict(state.get("done", {}), clean_up=battle.round)
        act.update(battle, initiative=keep, active=0, state=state)
        act.set_label(Msg("Mech", "Clean-up, turn %1").args(battle.round))
        if gone:
            leaving = Joined([Msg("Mech", "%1 leaves the battle (%2)").args(
                roster.units[u].name, roster.mechs[roster.key[u]].status_msg) for u in gone], ", ")
            text: Text = Msg("Mech", "Clean-up: %1").args(leaving)
        else:
            text = Msg("Mech", "Clean-up: every mech is still in the fight")
        act.describe(text, battle=battle, result={"removed": gone})
        return gone
