"""GURPS beyond the excerpt in a campaign: Troop Strength in the view, PCs, casualties, disasters, powers, and
the seer's GM-only modifier kept out of the public log (issue 15, item 8)."""

import json

import pytest
from test_gurps_service import dice, faces, last_log, make_battle

from muster.i18n import render
from muster.rules.dice import ScriptedDice
from muster.services import ServiceError, gurps
from muster.services import queries as q
from muster.services.export import log_csv, public
from muster.services.gurps import ModifierView


def public_row(svc):
    row = last_log(svc)
    return {"text": row.text, "rolls": row.rolls, "modifiers": row.modifiers, "result": public(row.result)}


def test_seer_modifier_cannot_be_computed_from_the_public_log(service):
    bid, _ = make_battle(service, a_strategy=13)
    service.set_dice_source(dice(13))  # failed reading: average of 9 and 13 = 11, so -2 (GM only)
    gurps.consult_seer(service, bid, "attacker", "Mara")
    service.set_dice_source(dice(7, 10))  # Red (effective 11) rolls 7: by 4; Blue (12) rolls 10: by 2
    gurps.roll_contest(service, bid)
    shown = public_row(service)
    red = shown["result"]["attacker"]
    assert red.get("hidden") and red["skill"]["effective"] is None
    assert not {"roll", "faces", "margin", "outcome", "effective_skill", "critical", "luck_rolls"} & set(red)
    assert "margin_of_victory" not in shown["result"] and "margin_of_victory" not in shown["result"]["result"]
    assert [render(r["purpose"]).split(":")[0] for r in shown["rolls"]] == ["Blue commander"]
    assert "Red rolled 7" not in shown["text"] and "wins by" not in shown["text"]
    assert "Red rolled (GM only)" in shown["text"] and "Blue rolled 10 (success by 2)" in shown["text"]
    text = json.dumps(shown)
    assert "Seer" not in text and '"value": -2' not in text and "-2" not in shown["text"]
    # the exports say no more than the log
    csv = log_csv(service).splitlines()[-1]
    assert "Red rolled 7" not in csv and "margin_of_victory" not in csv and "Seer" not in csv
    # the GM still has it all
    gm = last_log(service).result["gm_only"]
    assert gm["attacker"]["roll"] == 7 and gm["margin_of_victory"] == 2 and gm["dice"][0]["total"] == 7
    # Luck on the hidden side keeps its rolls hidden; the morale step's story carries the player summary
    service.set_dice_source(dice(10, 10, 10, 10))
    gurps.roll_morale(service, bid)
    assert "Red rolled 7" not in json.dumps(public_row(service))


def test_view_shows_troop_strength_and_force_ratio_working(service):
    units = {"Red": [("A", 2000, 10)], "Blue": [("B", 1000, 10)]}
    bid, ids = make_battle(service, units=units)
    from muster.services import roster

    roster.set_unit_state(service, ids["B"], {**q.unit_state(service, ids["B"]), "ts": 1500})
    v = gurps.battle_view(service, bid)
    assert v.sides["attacker"].ts == 2000 and v.sides["defender"].ts == 1500
    assert v.sides["defender"].units[0].ts_source == "entered"
    assert v.sides["attacker"].units[0].ts_source == "fallback"
    assert v.force_ratio.stronger == "attacker" and v.force_ratio.bonus == 1  # 1.33:1
    assert "2,000 / 1,500" in v.force_ratio.working
    assert v.skills["attacker"].effective == 13


def test_pc_rolls_casualties_and_undo(service):
    bid, ids = make_battle(service)
    army = gurps.battle_view(service, bid).sides["attacker"].army
    army["pcs"] = [{"name": "Sir Ulric", "skill": 12, "survival": -3, "glory": 3, "dr": 1, "commands": "army"}]
    gurps.set_army(service, bid, "attacker", army)
    with pytest.raises(ServiceError, match="contest first"):
        gurps.pc_survival(service, bid, "attacker", "Sir Ulric")
    service.set_dice_source(dice(9, 12))  # Red by 3, Blue by 0: Red wins by 3
    gurps.roll_contest(service, bid)
    # skill 9, rolled 14: fails by 5 -> column C at TL3: 2x(2d+2)-1
    service.set_dice_source(ScriptedDice(faces(14) + [1, 1, 1, 1]))
    out = gurps.pc_survival(service, bid, "attacker", "Sir Ulric")
    assert out.column == "C" and out.hits == 2 * (2 + 2 - 1)
    assert "Sir Ulric" in last_log(service).text
    service.set_dice_source(dice(10))
    out = gurps.pc_glory(service, bid, "attacker", "Sir Ulric", {"reputation": 1, "strategy": 1})
    assert out.strategy == 2  # army commander: bonus one larger
    pc = gurps.battle_view(service, bid).sides["attacker"].pcs[0]
    assert (pc.injury, pc.reputation, pc.next_strategy) == (6, 1, 2)
    service.set_dice_source(dice(5, 5, 5, 5))
    gurps.roll_morale(service, bid)
    with pytest.raises(ServiceError):
        gurps.roll_casualties(service, bid, entered={999: 5})
    # Red wins by 3: row +3 4d%; Blue row -3 (4d+20)%; dice for Red's two units then Blue's
    service.set_dice_source(ScriptedDice([1, 1, 1, 1] * 4))
    out = gurps.roll_casualties(service, bid)
    assert [u.lost for u in out.sides["attacker"]] == [20, 20]  # 4% of 500
    assert [u.lost for u in out.sides["defender"]] == [120, 120]  # 24% of 500
    assert q.unit_state(service, ids["Spears"])["count"] == 380
    with pytest.raises(ServiceError, match="already"):
        gurps.roll_casualties(service, bid)
    service.undo()
    assert q.unit_state(service, ids["Spears"])["count"] == 500


def test_disaster_for_lost_commander_lasts_until_a_clear_victory(service):
    bid, _ = make_battle(service)
    gurps.record_disaster(service, bid, "defender", "The Count is slain by a falling tower", lost_commander=True)
    mods = gurps.battle_view(service, bid).sides["defender"].morale_modifiers
    assert ModifierView("Lost commander: The Count is slain by a falling tower", -1) in mods
    service.set_dice_source(dice(12, 5))  # Blue wins by 7: a clear victory ends it
    gurps.roll_contest(service, bid)
    service.set_dice_source(dice(10, 10))
    gurps.roll_morale(service, bid)
    assert not [m for m in gurps.battle_view(service, bid).sides["defender"].morale_modifiers
                if m["name"].startswith("Lost commander")]


def test_powers_are_gm_only_until_revealed(service):
    bid, _ = make_battle(service)
    gurps.set_powers(service, bid, "attacker", 6, {"disaster": 4, "defence": 2})
    shown = public_row(service)
    assert "4" not in shown["text"] and "gm_only" not in json.dumps(shown)
    assert last_log(service).result["gm_only"]["effects"]["enemy_disaster_bonus"] == 2
    gurps.reveal_powers(service, bid, "attacker")
    assert "enemy Disaster roll +2" in last_log(service).text


def test_sample_gurps_battle_uses_troop_strength_and_one_pc(sample_service):
    battle = next(b for b in q.battles(sample_service) if b.system == "gurps")
    v = gurps.battle_view(sample_service, battle.id)
    assert (v.sides["attacker"].ts, v.sides["defender"].ts) == (2820, 2050)
    assert {u.ts_source for u in v.sides["attacker"].units} == {"entered"}
    assert "computed" in {u.ts_source for u in v.sides["defender"].units}
    assert v.force_ratio.stronger == "attacker" and v.force_ratio.bonus == 1
    assert [p.name for s in v.sides.values() for p in s.pcs] == ["Sir Roderick"]
    assert v.luck_counted == ("defender",)
