"""The GURPS panel's presenter: from the services' ``BattleView`` to the exact rows, texts and HTML shown, with
no window. Every text here is what the GM reads in English; a changed word, cell or column fails a test."""

from __future__ import annotations

from types import SimpleNamespace

from muster.gui.systems.gurps import present as p
from muster.rules.dice import ScriptedDice
from muster.services import battle as battles
from muster.services import gurps, roster


def dice(*totals: int) -> ScriptedDice:
    out: list[int] = []
    for t in totals:
        a = min(6, t - 2)
        b = min(6, t - a - 1)
        out += [a, b, t - a - b]
    return ScriptedDice(out)


def make_battle(service) -> int:
    ids = []
    for side_name, unit in (("Red", "Pikes"), ("Blue", "Spears")):
        force = roster.create_force(service, roster.create_side(service, side_name), f"{side_name} host")
        ids.append(roster.create_unit(service, force, unit, "gurps", {"count": 500, "morale": 10}))
    bid = battles.start_battle(service, "Hill", "gurps", ids)
    gurps.set_army(service, bid, "attacker", {
        "name": "Red", "commander": {"name": "Duke", "strategy": 12, "luck": True},
        "leaders": [{"name": "Wren", "stealth": 14}], "seers": [{"name": "Mara", "skill": 12}],
        "pcs": [{"name": "Sir Ulric", "skill": 14, "glory": 2}]})
    gurps.set_army(service, bid, "defender", {"name": "Blue", "commander": {"name": "Count", "strategy": 11}})
    return bid


def test_before_the_contest(service):
    v = gurps.battle_view(service, make_battle(service))
    assert p.subtitle(v) == ("Day 1 · open field · <b>Red</b> (500 troops) attacks <b>Blue</b> (500). Next: planner, "
                             "then the contest.")
    assert p.army_button(v, "defender") == "Blue…"
    assert p.ops_sides(v) == [("Red (attacker)", "attacker"), ("Blue (defender)", "defender")]
    assert p.leaders(v, "attacker") == [("Duke (Stealth 10, Tactics 10)", "Duke"), ("Wren (Stealth 14, Tactics 10)",
                                                                                       "Wren")]
    assert p.targets(v, "attacker") == [("Count", "Count")]
    assert p.seers(v, "attacker") == [("Mara (Divination 12)", "Mara")] and p.seers(v, "defender") == []
    assert p.security_text(v, "attacker") == "No security posted. The enemy has posted no security."
    assert p.skill_html(v, "attacker") == ("<b>Red</b> — Duke: Strategy 12<br><span style='font-size: 14pt'><b>= 12"
                                           "</b></span>")
    assert p.strength_html(v) == ("<b>Red</b>: TS 500 = 500<br><b>Blue</b>: TS 500 = 500<br>Force ratio: TS 500 vs "
                                  "500: equal, no bonus — Strategy bonus to neither<br>Odds count Luck: Duke")
    odds = p.odds_rows(v)
    assert len(odds) == 11 and not any(r.data for r in odds)
    assert odds[0].cells == ("28.81%", "Red", "0-3", "No clear winner", "roll: hold; fail by 1-4 retreat; by 5+ rout",
                             "roll: hold; fail by 1-4 retreat; by 5+ rout")
    assert odds[0].right == frozenset({0}) and odds[0].tip(5).startswith("Every unit of both sides rolls morale")
    units = p.unit_rows(v)
    assert [r.cells[:8] for r in units] == [
        ("Red", "Pikes", "500", "10", "Ready", "0", "", "500 (fallback: head count)"),
        ("Blue", "Spears", "500", "10", "Ready", "0", "", "500 (fallback: head count)")]
    assert units[0].tip(7).endswith("TS = 500")
    assert [r.cells for r in p.pc_rows(v)] == [("Red", "Sir Ulric", "14", "glory +2", "0", "0", "+0", "—")]
    assert p.pc_rows(v)[0].data == ("attacker", "Sir Ulric")
    assert p.history_html(v) == "<b>The story so far</b><br>No day fought yet."
    assert p.luck_button(v, "attacker") == p.LuckButton(False, False, "Luck: Duke",
                                                        "Duke uses Luck: reroll the contest")
    assert p.powers_text(v) == "No powers placed."
    assert p.power_effects(v)[0] == ("disaster", "Disasters:", "Disasters (+1 to the enemy's Disaster roll per 2 "
                                                               "points)")
    assert p.manual_winners(v) == [("Red", "attacker"), ("Blue", "defender"), ("Nobody (tie)", "")]
    assert p.glory_button(False) == ("Glory roll", "Skill + Glory; rolled even if he fell")


def test_after_the_contest_and_morale(service):
    bid = make_battle(service)
    service.set_dice_source(dice(9, 12))
    gurps.roll_contest(service, bid)
    v = gurps.battle_view(service, bid)
    assert p.skill_html(v, "attacker").endswith("<br>Rolled 9 → success, margin +3")
    reached = [r for r in p.odds_rows(v) if r.data]
    assert [r.cells for r in reached] == [("▶ 36.01%", "Red", "4-7", "Minor victory", "hold (no roll)",
                                           "roll: retreat, or rout on failure")]
    assert reached[0].bold == frozenset(range(6)) and reached[0].colour(3) == p.REACHED
    assert p.luck_button(v, "attacker") == p.LuckButton(True, True, "Luck: Duke", "Duke uses Luck: reroll the contest")
    assert p.subtitle(v).endswith("Next: roll morale.")
    service.set_dice_source(dice(*[10] * 10))
    gurps.roll_morale(service, bid)
    v = gurps.battle_view(service, bid)
    assert [r.cells for r in p.morale_rows(v)] == [
        ("Red", "Pikes", "500", "no roll", "Holds"),
        ("Blue", "Spears", "500", "10 vs 10: retreats in good order", "Retreats in good order")]
    assert p.history_html(v) == ("<b>The story so far</b><br>Day 1: Minor victory (open field 4-7) — attacker holds, "
                                 "defender retreated")


def test_a_seers_true_roll_only_from_its_gm_only_part():
    row = SimpleNamespace(text="Day 1: Mara reads the omens", kind="gurps-seer", result={"gm_only": {
        "strategy_modifier": 2, "roll": {"roll": 8, "effective_skill": 12, "success": True, "margin": 4},
        "explanation": "the omens are good"}})
    assert p.format_result(row) == ("<b>Day 1: Mara reads the omens</b><br><span style='color: #b00020; "
                                    "font-weight: bold;'>GM ONLY — Strategy +2: rolled 8 vs 12 (success by 4); the "
                                    "omens are good</span>")
    row = SimpleNamespace(text="Day 1: Red places its powers", kind="gurps-army", result={"gm_only": {"x": 1}})
    assert p.format_result(row) == "<b>Day 1: Red places its powers</b>"
