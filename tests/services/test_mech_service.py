"""Mech combat through the service layer: every GM step with scripted dice, undo/redo, refusals."""

import copy

import pytest

from muster.i18n import english_text
from muster.rules.dice import ScriptedDice
from muster.services import ServiceError, battle, mech, roster
from muster.services import queries as q


def declared(data: dict) -> mech.Declaration:
    """A declaration as a request gives it (mech ids, weapon, range...)."""
    return mech.Declaration.from_dict(data)


def _chart(*rows):
    """Rows (count, component, extra) from face 1; the rest no critical, 20 destroys the part."""
    out, face = [], 1
    for n, comp, extra in rows:
        out.append({"min": face, "max": face + n - 1, "component": comp, **extra})
        face += n
    out.append({"min": face, "max": 19, "component": "no_critical"})
    out.append({"min": 20, "max": 20, "component": "destroyed"})
    return out


def glass_design(name="Glass"):
    """A fragile test mech: a 12-point cannon fed from an ammo bin in the left torso."""
    loc = lambda armor, internal, chart=True, rows=(): ({"armor": armor, "internal": internal,
                                                          "critical": _chart(*rows)}
                                                      if chart else {"armor": armor, "internal": internal})
    return {
        "name": name, "tonnage": 40, "walk": 4, "run": 6, "jump": 0, "heat_sinks": 10, "hands": ["left_arm"],
        "feet": ["left_leg", "right_leg"],
        "locations": {
            "head": loc(3, 3), "center_torso": loc(10, 10),
            "left_torso": loc(2, 2, rows=[(10, "ammo", {"item": "ammo"})]),
            "right_torso": loc(2, 2), "center_torso_rear": loc(2, 2, False), "left_torso_rear": loc(2, 2, False),
            "right_torso_rear": loc(2, 2, False), "left_arm": loc(2, 2), "right_arm": loc(2, 2),
            "left_leg": loc(4, 4), "right_leg": loc(4, 4),
        },
        "items": [
            {"id": "cannon", "name": "Cannon", "kind": "weapon", "location": "center_torso", "damage": 12, "heat": 4,
             "short": 5, "medium": 10, "long": 15, "ammo_bin": "ammo"},
            {"id": "gun", "name": "Gun", "kind": "weapon", "location": "center_torso", "damage": 2, "heat": 0,
             "short": 5, "medium": 10, "long": 15, "ammo_bin": "ammo"},
            {"id": "ammo", "name": "Cannon Ammo", "kind": "ammo", "location": "left_torso", "shots": 2, "damage": 10},
        ],
    }


def log_count(svc):
    return len(q.log_ids(svc))


def lance(service, side_name):
    return roster.create_force(service, roster.create_side(service, side_name), "Lance")


@pytest.fixture
def duel(service):
    """Two Glass mechs of two sides (Anvil: Red, Bell: Blue) in a battle at the Initiative phase."""
    red, blue = lance(service, "Red"), lance(service, "Blue")
    a = roster.create_unit(service, red, "Anvil", "mech",
                           mech.new_state(glass_design(), {"name": "Ada", "piloting": 0}))
    b = roster.create_unit(service, blue, "Bell", "mech", mech.new_state(glass_design(), {"name": "Bo", "piloting": 0}))
    bid = battle.start_battle(service, "Duel", "mech", [a, b])
    return service, bid, a, b


def state_of(svc, uid):
    return q.unit_state(svc, uid)


def to_phase(svc, bid, phase):
    while q.battle(svc, bid).phase != phase:
        battle.next_phase(svc, bid)


# ---------------------------------------------------------------- record sheets
def test_new_mech_from_sample_and_status(service):
    state = mech.new_state("boar", {"name": "Kell", "gunnery": 2})
    assert mech.design_of(state)["name"] == "Boar" and state["pilot"]["gunnery"] == 2
    assert mech.design_of(state) == mech.sample_design("boar")
    text = english_text(mech.status(state))  # a message: the roster keeps it for the GM's language
    assert text.startswith("armor 120/120 · structure") and "pilot ○○○○○○" in text and "(Boar)" in text
    hurt = copy.deepcopy(state)
    hurt["damage"]["left_arm"] = 3
    hurt["pilot"]["head_hits"] = 2
    assert "armor 117/120" in english_text(mech.status(hurt)) and "pilot ●●○○○○" in english_text(mech.status(hurt))


def test_bad_record_sheet_is_refused_naming_the_field(service):
    side = roster.create_side(service, "Red")
    force = roster.create_force(service, side, "Lance")
    before = log_count(service)
    design = glass_design()
    design["locations"]["left_arm"]["armor"] = -1
    with pytest.raises(ServiceError, match=r"locations\.left_arm\.armor"):
        roster.create_unit(service, force, "Bad", "mech", {"design": design})
    with pytest.raises(ServiceError, match="needs a design"):
        roster.create_unit(service, force, "Empty", "mech", {})
    design = glass_design()
    design["locations"]["head"]["critical"] = design["locations"]["head"]["critical"][:-1]
    with pytest.raises(ServiceError, match="1-20 exactly once"):
        roster.create_unit(service, force, "Bad chart", "mech", {"design": design})
    assert log_count(service) == before
    assert q.roster(service)[2] == []


# ---------------------------------------------------------------- initiative
def test_initiative_highest_goes_last_and_undo_redo(duel):
    svc, bid, a, b = duel
    svc.set_dice_source(ScriptedDice([15, 5]))
    order = mech.roll_initiative(svc, bid, "last")
    assert order == [b, a]  # Anvil rolled 15 (highest) and chose to go last
    after = q.battle(svc, bid)
    assert after.initiative == (b, a)
    log = q.log_rows(svc, q.log_ids(svc)[-1:]).popitem()[1]
    assert [r["faces"] for r in log.rolls] == [[15], [5]]
    assert "Anvil (highest) goes last" in log.text
    with pytest.raises(ServiceError, match="already rolled"):
        mech.roll_initiative(svc, bid)
    svc.undo()
    assert q.battle(svc, bid).initiative == (a, b)
    svc.redo()
    assert q.battle(svc, bid).initiative == (b, a)


def test_initiative_first_and_wrong_phase(duel):
    svc, bid, a, b = duel
    svc.set_dice_source(ScriptedDice([3, 18]))
    assert mech.roll_initiative(svc, bid, "first") == [b, a]
    battle.next_phase(svc, bid)
    with pytest.raises(ServiceError, match="Initiative phase"):
        mech.roll_initiative(svc, bid)


def test_panel_data_reads_the_battle_in_one_typed_go(duel):
    import dataclasses

    svc, bid, a, b = duel
    data = mech.panel_data(svc, bid)
    assert [m.id for m in data.mechs] == [a, b] and data.initiative_rolls is None and not data.damage_done
    assert data.mech(a).side_id != data.mech(b).side_id and "heavy_woods" in data.cover
    assert data.mech(a).weapons[0].ranges == (0, 5, 10, 15) and data.mech(a).mp.walk == 4
    svc.set_dice_source(ScriptedDice([15, 5]))
    mech.roll_initiative(svc, bid, "last")
    data = mech.panel_data(svc, bid)
    assert data.initiative_order == (b, a) and {r.unit_id: r.total for r in data.initiative_rolls} == {a: 15, b: 5}
    with pytest.raises(dataclasses.FrozenInstanceError):
        data.mechs[0].heat = 3


# ---------------------------------------------------------------- movement
def test_move_sets_heat_and_die_and_undo(duel):
    svc, bid, a, b = duel
    to_phase(svc, bid, mech.PHASE_MOVEMENT)
    before = copy.deepcopy(state_of(svc, a))
    result = mech.move(svc, bid, a, {"mode": "run", "forward": 5, "turn_middle": 1})
    assert result.mp.spent == 6 and result.die.colour == "black" and result.die.number == 2
    turn = state_of(svc, a)["turn"]
    assert turn["movement_heat"] == 2 and turn["die"] == 2 and turn["move_mode"] == "run"
    with pytest.raises(ServiceError, match="already moved"):
        mech.move(svc, bid, a, {"mode": "walk", "forward": 1})
    svc.undo()
    assert state_of(svc, a) == before
    svc.redo()
    assert state_of(svc, a)["turn"] == turn


def test_illegal_move_names_every_problem_and_writes_nothing(duel):
    svc, bid, a, b = duel
    to_phase(svc, bid, mech.PHASE_MOVEMENT)
    check = mech.check_move(svc, bid, a, {"mode": "walk", "backward": 5, "jumped": 1})
    fields = {e.field for e in check.problems}
    assert {"backward", "jumped", "mode"} <= fields
    before, count = copy.deepcopy(state_of(svc, a)), log_count(svc)
    with pytest.raises(ServiceError) as err:
        mech.move(svc, bid, a, {"mode": "walk", "backward": 5, "jumped": 1})
    assert "backward:" in str(err.value) and "jumped:" in str(err.value)
    assert state_of(svc, a) == before and log_count(svc) == count
    with pytest.raises(ServiceError, match="mode"):
        mech.move(svc, bid, a, {"mode": "fly"})


def test_move_refused_outside_movement_phase(duel):
    svc, bid, a, b = duel
    with pytest.raises(ServiceError, match="Movement phase"):
        mech.move(svc, bid, a, {"mode": "walk", "forward": 1})


def test_standing_up_rolls_piloting(duel):
    svc, bid, a, b = duel
    st = state_of(svc, a)
    st["prone"] = True
    roster.set_unit_state(svc, a, st)
    to_phase(svc, bid, mech.PHASE_MOVEMENT)
    svc.set_dice_source(ScriptedDice([4, 12]))  # first attempt fails (4 vs 10), second stands
    result = mech.move(svc, bid, a, {"mode": "walk", "forward": 1, "stand_attempts": 2})
    assert [s.success for s in result.stand] == [False, True]
    after = state_of(svc, a)
    assert not after["prone"] and after["turn"]["movement_heat"] == 1 + 2 * 2


def test_gel_pod_on_itself_repairs_up_to_armor(service):
    side = roster.create_side(service, "Red")
    force = roster.create_force(service, side, "Lance")
    st = mech.new_state("sounder", {"name": "Medic"})
    st["damage"]["left_arm"] = 3
    uid = roster.create_unit(service, force, "Sounder", "mech", st)
    other = roster.create_unit(service, force, "Boar", "mech", mech.new_state("boar"))
    bid = battle.start_battle(service, "Field", "mech", [uid, other])
    to_phase(service, bid, mech.PHASE_MOVEMENT)
    pack = next(it for it in mech.design_of(st)["items"] if it["kind"] == "gel_pack")
    from muster.rules.dice import parse

    count = parse(pack["repair"]).count if isinstance(pack["repair"], str) else 0
    service.set_dice_source(ScriptedDice([2] * count))
    result = mech.move(service, bid, uid, {"mode": "walk", "forward": 1,
                                           "gel": [{"pack": pack["id"], "location": "left_arm"}]})
    amount = 2 * count + (parse(pack["repair"]).bonus if count else pack["repair"])
    after = state_of(service, uid)
    assert after["damage"]["left_arm"] == max(0, 3 - amount)
    assert result.gel[0].repaired == min(3, amount) and result.mp.spent == 2  # 1 hex + 1 for the pod
    assert after["ammo_used"][pack["id"]] == 1
    lost = state_of(service, other)
    lost["lost"] = ["left_arm"]
    roster.set_unit_state(service, other, lost)
    check = mech.check_move(service, bid, other,
                            {"mode": "walk", "gel": [{"pack": pack["id"], "location": "left_arm"}]})
    assert any(e.field == "gel[0].pack" for e in check.problems)  # the Boar has no GEL pack


# ---------------------------------------------------------------- combat
def test_artillery_is_skipped_with_a_note(duel):
    svc, bid, a, b = duel
    to_phase(svc, bid, mech.PHASE_ARTILLERY)
    log = q.log_rows(svc, q.log_ids(svc)[-1:]).popitem()[1]
    assert "not part of this game" in log.result["note"]


def test_odds_are_exact_and_follow_the_options(duel):
    svc, bid, a, b = duel
    st = state_of(svc, a)
    st["pilot"]["gunnery"] = 2
    roster.set_unit_state(svc, a, st)
    to_phase(svc, bid, mech.PHASE_COMBAT)
    short = mech.attack_odds(svc, bid, declared({"attacker": a, "target": b, "weapon": "cannon", "range": 3}))
    assert short.modifier_total == 2 and short.percent == 65.0  # d20 + 2 >= 10: 8..20
    long_ = mech.attack_odds(svc, bid, declared({"attacker": a, "target": b, "weapon": "cannon", "range": 12,
                                        "cover": ["heavy_woods"]}))
    assert long_.modifier_total == 2 - 4 - 2 and long_.percent == 35.0  # needs 14+: 14..20
    with pytest.raises(ServiceError, match="out of range"):
        mech.attack_odds(svc, bid, declared({"attacker": a, "target": b, "weapon": "cannon", "range": 16}))


def test_declarations_are_checked_and_share_ammo(duel):
    svc, bid, a, b = duel
    with pytest.raises(ServiceError, match="Combat phase"):
        mech.declare_attack(svc, bid, declared({"attacker": a, "target": b, "weapon": "cannon", "range": 3}))
    to_phase(svc, bid, mech.PHASE_COMBAT)
    count = log_count(svc)
    with pytest.raises(ServiceError, match="fires front, not rear"):
        mech.declare_attack(svc, bid, declared({"attacker": a, "target": b, "weapon": "cannon", "range": 3,
                                                "bearing": "rear"}))
    with pytest.raises(ServiceError, match="has no weapon 'laser'"):
        mech.declare_attack(svc, bid, declared({"attacker": a, "target": b, "weapon": "laser", "range": 3}))
    assert log_count(svc) == count
    mech.declare_attack(svc, bid, declared({"attacker": a, "target": b, "weapon": "cannon", "range": 3}))
    mech.declare_attack(svc, bid, declared({"attacker": a, "target": b, "weapon": "gun", "range": 3}))
    with pytest.raises(ServiceError, match="Cannon Ammo has 2 left and 2 already declared"):
        mech.declare_attack(svc, bid, declared({"attacker": a, "target": b, "weapon": "cannon", "range": 3}))
    rows = mech.declared_attacks(svc, bid)
    assert [r.weapon for r in rows] == ["cannon", "gun"] and all(r.legal for r in rows)
    mech.withdraw_attack(svc, bid, 1)
    assert len(mech.declared_attacks(svc, bid)) == 1
    svc.undo()
    assert len(mech.declared_attacks(svc, bid)) == 2


def test_attacks_on_itself_or_its_own_side_are_refused(service):
    red, blue = lance(service, "Red"), lance(service, "Blue")
    anvil = roster.create_unit(service, red, "Anvil", "mech", mech.new_state(glass_design()))
    medic = roster.create_unit(service, red, "Medic", "mech", mech.new_state("sounder"))
    bell = roster.create_unit(service, blue, "Bell", "mech", mech.new_state(glass_design()))
    bid = battle.start_battle(service, "Three", "mech", [anvil, medic, bell])
    to_phase(service, bid, mech.PHASE_COMBAT)
    count = log_count(service)
    for target, why in ((anvil, "Anvil cannot attack Anvil: that is itself"),
                        (medic, "Anvil cannot attack Medic: it is on the same side")):
        for weapon in ("cannon", "kick"):
            decl = declared({"attacker": anvil, "target": target, "weapon": weapon, "range": 1})
            with pytest.raises(ServiceError, match=why):
                mech.declare_attack(service, bid, decl)
            with pytest.raises(ServiceError, match=why):
                mech.attack_odds(service, bid, decl)
    assert log_count(service) == count and mech.declared_attacks(service, bid) == ()
    mech.declare_attack(service, bid, declared({"attacker": anvil, "target": bell, "weapon": "cannon", "range": 3}))
    # a GEL dispenser repairs: the Medic may use it on a mech of its own side
    mech.declare_attack(service, bid, declared({"attacker": medic, "target": anvil, "weapon": "gel_disp", "range": 1,
                                       "pack": "gel_b", "location": "left_arm"}))
    assert [(d.attacker, d.target, d.legal) for d in mech.declared_attacks(service, bid)] == [
        ("Anvil", "Bell", True), ("Medic", "Anvil", True)]


def test_kick_and_punch_need_limbs(duel):
    svc, bid, a, b = duel
    to_phase(svc, bid, mech.PHASE_COMBAT)
    mech.declare_attack(svc, bid, declared({"attacker": a, "target": b, "weapon": "kick", "range": 1}))
    with pytest.raises(ServiceError, match="reaches 1 hex"):
        mech.declare_attack(svc, bid, declared({"attacker": a, "target": b, "weapon": "punch", "range": 2}))
    svc.set_dice_source(ScriptedDice([3]))  # the kick misses: the kicker rolls piloting in the damage phase
    mech.resolve_combat(svc, bid)
    assert state_of(svc, a)["turn"]["piloting_reasons"] == ["missed kick"]


def test_combat_is_simultaneous_and_one_undo_step(duel):
    svc, bid, a, b = duel
    to_phase(svc, bid, mech.PHASE_COMBAT)
    mech.declare_attack(svc, bid, declared({"attacker": a, "target": b, "weapon": "cannon", "range": 3}))
    mech.declare_attack(svc, bid, declared({"attacker": b, "target": a, "weapon": "cannon", "range": 3}))
    before = {a: copy.deepcopy(state_of(svc, a)), b: copy.deepcopy(state_of(svc, b))}
    # a: hits (15), center torso (17); b: hits (12), center torso (16), no critical needed (armor 10 < 12: internal 2)
    svc.set_dice_source(ScriptedDice([15, 17, 1, 12, 16, 2]))
    out = mech.resolve_combat(svc, bid)
    assert [r.hit for r in out.attacks] == [True, True]
    sa, sb = state_of(svc, a), state_of(svc, b)
    assert sa["damage"]["center_torso"] == 12 and sb["damage"]["center_torso"] == 12
    assert sa["ammo_used"] == {"ammo": 1} and sa["turn"]["weapon_heat"] == 4
    log = q.log_rows(svc, q.log_ids(svc)[-1:]).popitem()[1]
    assert "2 of 2 attacks hit" in log.text and len(log.rolls) == 6
    assert mech.declared_attacks(svc, bid) == ()
    after = {a: copy.deepcopy(sa), b: copy.deepcopy(sb)}
    svc.undo()
    assert {a: state_of(svc, a), b: state_of(svc, b)} == before
    assert len(mech.declared_attacks(svc, bid)) == 2
    svc.redo()
    assert {a: state_of(svc, a), b: state_of(svc, b)} == after


def test_resolve_with_nothing_declared_is_refused(duel):
    svc, bid, a, b = duel
    to_phase(svc, bid, mech.PHASE_COMBAT)
    with pytest.raises(ServiceError, match="No attacks are declared"):
        mech.resolve_combat(svc, bid)


# ---------------------------------------------------------------- the damage chain
def test_chain_arm_to_torso_to_center_with_ammo_explosion(duel):
    svc, bid, a, b = duel
    svc.set_dice_source(ScriptedDice([15, 5]))
    mech.roll_initiative(svc, bid)
    to_phase(svc, bid, mech.PHASE_COMBAT)
    mech.declare_attack(svc, bid, declared({"attacker": a, "target": b, "weapon": "cannon", "range": 3}))
    # attack 15 hits, location 5 = left arm, 12 damage: 2 armor, 10 internal -> critical roll 1 (no critical)
    svc.set_dice_source(ScriptedDice([15, 5, 1]))
    mech.resolve_combat(svc, bid)
    sb = state_of(svc, b)
    assert sb["damage"]["left_arm"] == 12 and sb["lost"] == []  # parts fall off only in the damage phase
    battle.next_phase(svc, bid)
    before = copy.deepcopy(sb)
    # left arm lost, 8 carried to the left torso (2 armor, 6 internal): critical 5 = ammo bin -> explodes for 10,
    # consciousness 10 vs 4 (head hit 1); left torso lost with its rear, arm and leg: 14 carried to the center
    # torso (10 armor, 4 internal): critical 3 = none; piloting (leg lost, 44 damage) 2: falls prone
    svc.set_dice_source(ScriptedDice([5, 10, 3, 2]))
    mech.damage_phase(svc, bid)
    sb = state_of(svc, b)
    assert set(sb["lost"]) == {"left_arm", "left_torso", "left_torso_rear", "left_leg"}
    assert sb["damage"]["center_torso"] == 14 and not sb["destroyed"]
    assert "ammo" in sb["disabled"] and sb["pilot"]["head_hits"] == 1 and sb["pilot"]["status"] == "conscious"
    assert sb["prone"]
    log = q.log_rows(svc, q.log_ids(svc)[-1:]).popitem()[1]
    assert "Cannon Ammo EXPLODES for 10" in log.text
    assert "8 carried from left arm → left torso" in log.text
    assert "carried from left torso → center torso 14" in log.text
    assert "lost left arm" in q.unit(svc, b).status
    with pytest.raises(ServiceError, match="damage phase of turn 1 is done"):
        mech.damage_phase(svc, bid)
    after = copy.deepcopy(sb)
    svc.undo()
    assert state_of(svc, b) == before
    svc.redo()
    assert state_of(svc, b) == after


def test_head_and_center_torso_loss_and_clean_up(duel):
    svc, bid, a, b = duel
    to_phase(svc, bid, mech.PHASE_COMBAT)
    st = state_of(svc, b)
    st["damage"]["center_torso"] = 18
    roster.set_unit_state(svc, b, st)
    mech.declare_attack(svc, bid, declared({"attacker": a, "target": b, "weapon": "cannon", "range": 3}))
    svc.set_dice_source(ScriptedDice([15, 17, 19]))  # center torso, critical roll 19: no critical
    mech.resolve_combat(svc, bid)
    battle.next_phase(svc, bid)
    mech.damage_phase(svc, bid)
    sb = state_of(svc, b)
    assert sb["destroyed"] and "center torso lost" in sb["destroyed_reason"]
    assert "DESTROYED" in q.unit(svc, b).status
    battle.next_phase(svc, bid)
    assert mech.clean_up(svc, bid) == [b]
    assert q.battle(svc, bid).initiative == (a,)
    svc.undo()
    assert q.battle(svc, bid).initiative == (a, b)


def test_heat_shutdown_check_in_damage_phase(duel):
    svc, bid, a, b = duel
    st = state_of(svc, a)
    st["heat"] = 20  # 20 + 4 (cannon) + 0 - 10 sinks = 14: shutdown check needs 8 on 2d20
    roster.set_unit_state(svc, a, st)
    to_phase(svc, bid, mech.PHASE_COMBAT)
    mech.declare_attack(svc, bid, declared({"attacker": a, "target": b, "weapon": "cannon", "range": 3}))
    svc.set_dice_source(ScriptedDice([1]))
    mech.resolve_combat(svc, bid)
    battle.next_phase(svc, bid)
    svc.set_dice_source(ScriptedDice([3, 2]))
    mech.damage_phase(svc, bid)
    sa = state_of(svc, a)
    assert sa["heat"] == 14 and sa["shutdown"]
    log = q.log_rows(svc, q.log_ids(svc)[-1:]).popitem()[1]
    assert "shutdown check 5 vs 8: shuts down next turn" in log.text


def test_new_turn_clears_leftover_declarations(duel):
    svc, bid, a, b = duel
    to_phase(svc, bid, mech.PHASE_COMBAT)
    mech.declare_attack(svc, bid, declared({"attacker": a, "target": b, "weapon": "cannon", "range": 3}))
    for _ in range(3):
        battle.next_phase(svc, bid)
    assert q.battle(svc, bid).round == 2 and mech.declared_attacks(svc, bid) == ()
    svc.undo()
    assert len(mech.declared_attacks(svc, bid)) == 1


def test_wrong_battle_system_is_refused(skirmish):
    svc, bid, units = skirmish
    with pytest.raises(ServiceError, match="not Mech combat"):
        mech.roll_initiative(svc, bid)


@pytest.mark.parametrize("name", ["../../x", "../mechs/boar", "z" * 5000])
def test_design_names_are_looked_up_in_the_catalogue(name):
    """A design name is never joined into a file path: a path or a very long name is a clear refusal."""
    with pytest.raises(ServiceError, match="no sample design"):
        mech.new_state(name)
    with pytest.raises(ServiceError, match="no sample design"):
        mech.sample_design(name)
    assert mech.new_state("boar")["design"]


def test_piloting_odds_count_this_turns_modifiers(duel):
    svc, bid, a, b = duel
    st = state_of(svc, a)
    st["turn"]["damage_taken"] = 21
    st["damage"]["left_leg"] = 8          # the leg (4 + 4) falls off in the damage phase
    roster.set_unit_state(svc, a, st)
    odds = mech.piloting_odds(svc, bid, a)
    assert odds.roll_needed and dict(odds.modifiers)["20+ damage this turn"] == -1
    assert dict(odds.modifiers)["Left leg lost"] == -5
    assert odds.modifier_total == -6 and odds.percent == 25.0 and odds.damage_this_turn == 21
    with pytest.raises(ServiceError):
        mech.piloting_odds(svc, bid, 9999)
