"""The mech panel's presenter: from the services' frozen views to the exact entries, rows and texts shown, no window.

Every text here is what the GM reads in English; a changed word, cell or entry fails a test.
"""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from types import SimpleNamespace

from muster.gui.systems.mech import present as p
from muster.rules.mech import MechState, tables
from muster.services import mech

RULES = tables(None)


def view(uid: int, name: str, design: str, side: int, **extra) -> mech.MechView:
    state = MechState.from_dict(mech.new_state(design))
    return replace(mech.view_of(state, RULES, uid=uid, name=name, side_id=side), **extra)


TUSKER = view(1, "Tusker", "tusker", 1)
PECCARY = view(2, "Peccary", "peccary", 2)
BOAR = view(3, "Boar", "boar", 1)


def battle(**extra) -> mech.MechBattleView:
    base = dict(mechs=(TUSKER, PECCARY, BOAR), initiative_rolls=None, initiative_order=(), damage_done=False,
                declarations=(), cover=("light_woods",))
    return mech.MechBattleView(**{**base, **extra})


def test_present_imports_no_qt():
    code = ("import sys, muster.gui.systems.mech.present; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'sqlalchemy')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_the_phase_heading_and_guide():
    row = SimpleNamespace(round=2, phase_name="Combat")
    assert p.subtitle(row) == "Turn 2 · Combat phase"
    assert p.guide(2).startswith("Artillery is not part of this game")
    assert p.guide(9) == ""


def test_initiative_before_and_after_the_roll():
    assert p.initiative_text(None) == "Not rolled yet this turn."
    assert p.initiative_text(battle()) == "Not rolled yet this turn."
    rolled = battle(initiative_rolls=(mech.InitiativeRoll(2, 7), mech.InitiativeRoll(1, 15)),
                    initiative_order=(2, 1))
    assert p.initiative_text(rolled) == "Rolls: Tusker 15, Peccary 7\nOrder for movement and declarations: " \
                                        "Peccary → Tusker"


def test_weapons_targets_and_gel():
    entries = p.weapon_entries(TUSKER)
    assert entries and all(isinstance(text, str) for text, _ in entries)
    assert ("Punch", "punch") in entries or not TUSKER.hands
    assert p.weapon_entries(None) == []
    alive = [TUSKER, PECCARY, BOAR]
    assert p.target_choices(TUSKER, alive, gel=False) == [PECCARY]
    assert p.target_choices(TUSKER, alive, gel=True) == [TUSKER, BOAR]
    assert p.target_choices(None, alive, gel=False) == []
    assert not p.is_gel(TUSKER, "punch") and not p.is_gel(None, "x")
    assert p.mech_entries([PECCARY]) == [(f"Peccary ({PECCARY.design})", 2)]
    assert p.cover_entries(("light_woods",))[0] == ("none", None)


def test_odds_texts():
    odds = mech.AttackOdds("cannon", (mech.ModifierView("Gunnery", 4), mech.ModifierView("GM modifier", -1)), 3, 12,
                           True, 60.0, 9)
    assert p.odds_text(odds) == "60% to hit — needs 9+ on the d20 (modifiers +3, hits on a modified 12)"
    assert p.odds_short(odds) == "60% (9+)"
    assert p.modifiers_text(odds) == "+4 Gunnery, -1 GM modifier"
    free = replace(odds, needs_roll=False)
    assert p.odds_text(free) == "No roll needed (always works)" and p.odds_short(free) == "no roll"
    assert p.no_odds_text(True) == "No mech of another side is left to attack."
    assert p.no_odds_text(False) == "—"


def test_declaration_rows_keep_their_keys_and_say_why_not():
    odds = mech.AttackOdds("kick", (), 0, 12, True, 45.0, 12)
    decls = (mech.DeclaredAttack(0, 1, 2, "Tusker", "Peccary", "kick", 1, odds),
             mech.DeclaredAttack(1, 1, 2, "Tusker", "Peccary", "kick", 1, None, "out of range"),
             mech.DeclaredAttack(2, 3, 2, "Boar", "Peccary", "punch", 1, odds))
    rows = p.declaration_rows(battle(declarations=decls))
    assert [r.cells for r in rows] == [("Tusker", "kick", "Peccary", "1", "45% (12+)"),
                                       ("Tusker", "kick", "Peccary", "1", "not allowed: out of range"),
                                       ("Boar", "punch", "Peccary", "1", "45% (12+)")]
    assert len({r.key for r in rows}) == 3
    assert p.declaration_rows(None) == ()
    assert p.declaration_headers() == ("Attacker", "Weapon", "Target", "Range", "To hit")


def test_damage_and_clean_up_previews():
    text = p.damage_preview([TUSKER], done=True)
    assert text.startswith("<b>Tusker</b>: heat about 0") and text.endswith("<br><i>Done for this turn.</i>")
    assert p.clean_up_preview([TUSKER]) == "No wrecks: every mech stays in the fight."
    assert p.clean_up_preview([replace(TUSKER, out=True)]) == "Leaving the battle: Tusker"
    assert p.piloting_text([]) == "No piloting roll this turn: nothing calls for one."
    assert p.piloting_line(TUSKER, "no such unit") == "<b>Tusker</b>: no such unit"


def test_move_check_texts():
    bad = mech.MoveCheck((mech.FieldProblem("backward", "too many hexes"),), None)
    assert p.move_check_text(bad) == "✗ <b>Hexes backward</b>: too many hexes"
    spent = mech.MoveCheck((), mech.MpSpent(5, 3, 5, 8, 0, ()))
    assert p.move_check_text(spent) == "✓ 3 of 5 MP (walk 5 / run 8 / jump 0)"
    assert p.move_check_text(mech.MoveCheck((), None)) == "✓ stays put"
    assert p.field_word("hexes") == "Hexes from start hex" and p.field_word("odd_one") == "odd one"
    assert p.moved_text([TUSKER]) == "No mech has moved yet this turn."


def test_the_result_box():
    plain = SimpleNamespace(result=None, text="Tusker moves")
    assert p.format_result(plain) == "<b>Tusker moves</b>"
    lines = SimpleNamespace(result={"headline": "Combat turn 1:", "lines": ["a <b>", "b"]}, text="")
    assert p.format_result(lines) == "<b>Combat turn 1:</b><br/>a &lt;b&gt;<br/>b"
