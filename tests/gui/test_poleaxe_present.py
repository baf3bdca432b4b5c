"""The Poleaxe panel's presenter: from the services' frozen views to the exact rows and texts shown, no window.

Every text here is what the GM reads in English; a changed word, cell or column fails a test.
"""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from types import SimpleNamespace

import pytest

from muster.gui.systems.poleaxe import present as p
from muster.rules.dice import Modifier
from muster.services.poleaxe import (
    AttackOdds,
    BattleView,
    BodyView,
    Distance,
    Engagement,
    MissileOdds,
    MoraleDueView,
    RallyOdds,
    SquadOdds,
    SquadView,
)


def squad(unit, name, side, **extra) -> SquadView:
    base = dict(unit=unit, name=name, side=side, body=side, body_id="1" if side == "Red" else "2", av=2, dv=3, mv=6,
                missile=None, skirmisher=False, movement=2, htk=3, hits_left=3, pips="●●●", morale="steady", out=False,
                dropped=False, held=False, leader=False, effects=(), status="")
    return SquadView(**{**base, **extra})


ARCHERS = squad(1, "Archers", "Red", missile="long_bow")
ORCS = squad(2, "Orcs", "Blue", hits_left=2, pips="●●○", morale="routing", effects=("Protection +1 (1 turn)",))
GOBLINS = squad(3, "Goblins", "Blue", out=True)
RED = BodyView("1", "Red", "Red", True, 0, 0, False, 0, ("Archers",), 2)
BLUE = BodyView("2", "Blue", "Blue", False, 2, 2, True, 0, ("Orcs", "Goblins"), 2)
VIEW = BattleView(set_up=True, phase="melee", phase_label="Melee", events=("Blue charges", "Red stands"),
                  squads=(ARCHERS, ORCS, GOBLINS), bodies=(RED, BLUE),
                  distances=(Distance("Red", "Blue", 2, False),))


def test_present_imports_no_qt():
    code = ("import sys, muster.gui.systems.poleaxe.present; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_headers_of_the_four_tables():
    assert p.body_headers() == ("Body", "Side", "Position", "Declared", "Squads")
    assert p.engagement_headers() == ("Attacker", "Target", "To hit", "Costs an HTK", "Direction", "Surprise",
                                      "Charge", "Cover")
    assert p.morale_headers() == ("Squad", "Chance to hold", "Holds on", "Why", "Secure position (+1)")
    assert p.squad_headers() == ("Squad", "To drop this melee", "To be hit", "Body", "AV", "DV", "MV", "Hits to Kill",
                                 "Morale", "Effects")


def test_heading_steps_and_move_texts():
    assert p.no_battle() == ("No battle selected",
                             "Build squads in the Army Roster (Ctrl+U), then start a battle (Ctrl+B).")
    steps = p.phase_steps(1)
    assert steps == ("<span style='color:gray'>1. Declare</span> → <b style='color:#0a58ca'>▶ 2. Move half</b> → "
                     "<span style='color:gray'>3. Missiles & spells</span> → "
                     "<span style='color:gray'>4. Finish move</span> → <span style='color:gray'>5. Melee</span>")
    battle = SimpleNamespace(round=3, phase=4)
    assert p.subtitle(battle, VIEW) == "Turn 3 · Phase 5: Melee"
    assert p.move_text("half_move").startswith("Every body has moved half its declared distance (rounded up).")
    assert p.move_text("finish_move") == ("Every body has finished its declared move; bodies that met stopped at "
                                          "contact. Go on to melee (Ctrl+.).")


def test_bodies_rows_and_the_move_space_line():
    assert p.body_rows(VIEW) == (p.Row("1", ("Red", "Red", "0", "stands", "Archers")),
                                 p.Row("2", ("Blue", "Blue", "2", "charges +2", "Orcs, Goblins")))
    assert p.declared_text(replace(BLUE, declared=-1, charge=False)) == "moves -1"
    assert p.line_html(VIEW) == "<b>Red</b> ■──── <b>2</b> move spaces ────■ <b>Blue</b>"
    one = replace(VIEW, distances=(Distance("Red", "Blue", 1, False), Distance("Red", "Green", 0, True)))
    assert p.line_html(one) == ("<b>Red</b> ■── <b>1</b> move space ──■ <b>Blue</b><br>"
                                "<b>Red</b> <span style='color:#b00020'><b>⚔ ENGAGED ⚔</b></span> <b>Green</b>")
    assert p.events_text(VIEW) == "Blue charges · Red stands"


def test_squad_rows_with_and_without_the_melee_odds():
    rows = p.squad_rows(VIEW)
    assert [r.key for r in rows] == [1, 2, 3]
    assert rows[0].cells == ("Archers", "", "", "Red", "2", "3", "6", "●●● 3/3", "steady", "")
    assert rows[1].cells == ("Orcs", "", "", "Blue", "2", "3", "6", "●●○ 2/3", "routing", "Protection +1 (1 turn)")
    assert rows[1].red == {p.SQUAD_MORALE} and rows[2].red == {p.SQUAD_MORALE} and rows[0].red == frozenset()
    assert rows[2].cells[p.SQUAD_MORALE] == "out (spell)"
    assert p.squad_morale(replace(ORCS, dropped=True)) == "OUT OF THE FIGHT"
    assert p.squad_morale(replace(ARCHERS, held=True, morale="rallied")) == "rallied, held"
    odds = {1: SquadOdds(1, (), 30.0, 55.5, 0.5), 2: SquadOdds(2, (), 20.0, 4.0, 0.1)}
    rows = p.squad_rows(VIEW, odds)
    assert rows[0].cells[:3] == ("Archers", "55.5%", "30%") and rows[0].red == {p.SQUAD_TO_DROP}
    assert rows[1].cells[:3] == ("Orcs", "4%", "20%") and p.SQUAD_TO_DROP not in rows[1].red
    assert rows[2].cells[1:3] == ("", "")


def test_choices_offered():
    weapons = {"long_bow": {"label": "Long bow"}}
    assert p.body_choices(VIEW) == [("Red (Red)", "1"), ("Blue (Blue)", "2")]
    assert p.shooter_choices(VIEW, weapons) == [("Archers (long bow)", 1)]
    assert p.shooter_choices(VIEW, {}) == [("Archers (long bow)", 1)]  # an unknown key said as words
    assert p.target_choices(VIEW, 1) == [("Orcs", 2)]  # Goblins are out
    assert p.target_choices(VIEW, 99) == [] and p.target_choices(None, 1) == []
    assert p.rally_choices(VIEW) == [("Orcs", 2)]
    assert p.spell_target_choices(VIEW) == [("Archers", 1), ("Orcs", 2), ("Goblins", 3)]
    assert p.max_move_suffix(4) == " (max 4)"
    assert p.spell_per_hint({"min": 2, "max": 3, "default": 2}) == (
        "1 HTK for every 2 to 3 HD of the spell: you choose for each cast (2 is offered first).")
    assert (p.spell_target_label("area_damage"), p.spell_target_label("damage")) == ("on the body of", "on")
    assert p.direction_choices() == [("Front", "front"), ("Flank (+1)", "flank"), ("Rear (+1)", "rear")]
    assert p.cover_choices() == [("None", "none"), ("Soft (+1)", "soft"), ("Hard (+2)", "hard")]


def test_spell_requests():
    both = replace(VIEW, squads=(ARCHERS, ORCS, replace(GOBLINS, out=False)))
    kw = dict(hd=4, hd_per_htk=2, bonus=1, turns=3)
    assert p.spell_request(both, name="  ", kind="area_damage", target=2, **kw).to_dict() == {
        "name": None, "kind": "area_damage", "targets": [2, 3], "hd": 4, "hd_per_htk": 2}
    assert list(p.spell_request(VIEW, name="Fireball", kind="area_damage", target=2, **kw).targets) == [2]
    assert p.spell_request(VIEW, name="Sleep ", kind="incapacitate", target=2, **kw).to_dict() == {
        "name": "Sleep", "kind": "incapacitate", "targets": [2], "hd": 4, "hd_per_htk": 2, "duration_turns": 3}
    assert p.spell_request(None, name="", kind="protection", target=1, **kw).to_dict() == {
        "name": None, "kind": "protection", "targets": [1], "bonus": 1, "duration_turns": 3}


def test_engagement_rows_and_melee_texts():
    plan = [Engagement(2, 1, charge=True), Engagement(1, 2), Engagement(1, 9)]
    rows = p.engagement_rows(plan, VIEW)
    assert [r.key for r in rows] == [(2, 1), (1, 2), (1, 9)]
    assert rows[0].cells == ("Orcs", "Archers", "", "", "", "", "", "")
    assert rows[2].cells[:2] == ("Archers", "?")
    odds = {2: SquadOdds(2, (AttackOdds(2, 1, False, 3, 30.0, 15.0),), 20.0, 4.0, 0.1)}
    rows = p.engagement_rows(plan, VIEW, odds)
    assert rows[0].cells[2:4] == ("30% (3 or less)", "15%") and rows[1].cells[2:4] == ("", "")
    assert p.melee_hint(False) == "No bodies are in contact: nobody fights this melee."
    assert p.melee_hint(True).startswith("Each attacked squad strikes back at its attacker.")
    assert p.melee_odds_note() == ("Exact odds: to hit and to cost an HTK per attack (above); to be hit and to drop "
                                   "per squad (below).")


def test_odds_line_texts():
    shot = MissileOdds(1, "", 2, (Modifier("Soft cover", -1),), 1, 0.1, 0.5, 0.05)
    assert p.missile_odds_text(shot) == ("Range 1 move space · hits on 1 or less (missile AV 2, -1 Soft cover): "
                                         "10% to hit, 5% to cost an HTK")
    far = MissileOdds(3, "", 2, (), 2, 0.2, 0.5, 0.1)
    assert p.missile_odds_text(far).startswith("Range 3 move spaces · hits on 2 or less (missile AV 2): 20% to hit")
    assert p.missile_odds_text(MissileOdds(7, "out of range")) == "Cannot shoot (range 7): out of range"
    assert p.no_shooter_text() == "No squad with a missile weapon can shoot."
    assert p.declare_hint().startswith("Declare each body's move (in move spaces) and whether it charges")
    assert p.select_battle_first() == "Select a By This Poleaxe battle first."


def test_rally_texts():
    assert p.rally_text(RallyOdds(refused="Orcs has no leader")) == "Orcs has no leader"
    cha = RallyOdds("", "Grim", "cha", 0.55, 0.55, 0.25)
    assert p.rally_text(cha) == "Grim rallies: CHA check 55%, Tactics roll 25% — uses the CHA check (55%)"
    tactics = RallyOdds("", "Grim", "tactics", 0.25, None, 0.25)
    assert p.rally_text(tactics) == "Grim rallies: Tactics roll 25% — uses the Tactics roll (25%)"


def test_morale_rows():
    one = MoraleDueView(2, "Orcs", ("hit",), ("Squad has taken a hit",), 9, 9, 0.9, 10, 1.0)
    two = MoraleDueView(1, "Archers", ("hit", "flank"), ("Squad has taken a hit", "Attacked from the flank"), 6, 6,
                        0.6, 7, 0.7, checks=2)
    rows = p.morale_rows([two, one])
    assert [r.key for r in rows] == [1, 2]
    assert rows[0].cells == ("Archers ×2", "60% each, 36% all", "6 or less",
                             "Squad has taken a hit; Attacked from the flank", "")
    assert rows[1].cells == ("Orcs", "90%", "9 or less", "Squad has taken a hit", "")
    assert rows[0].tip(0) == "2 checks due, rolled in a row until one fails"
    assert rows[1].tip(0) == "1 check due, rolled in a row until one fails" and rows[1].tip(1) == ""
    assert p.secure_tip(two) == "Cover, a pike phalanx or a bless spell: holds on 7 or less (70%)"


@pytest.mark.parametrize(("result", "shown"), [
    ({"blows": ["A → B: 3 vs 2, miss"], "notes": ["", "B <routs>"]},
     "<b>Melee &amp; more</b><br/>A → B: 3 vs 2, miss<br/>B &lt;routs&gt;"),
    (None, "<b>Melee &amp; more</b>"),
    ({"notes": [{"c": "Poleaxe", "s": "Out of the Fight (spell)"}]},
     "<b>Melee &amp; more</b><br/>Out of the Fight (spell)"),
])
def test_the_result_box(result, shown):
    assert p.format_result(SimpleNamespace(text="Melee & more", result=result)) == shown


def test_percent_helpers():
    assert (p.pct(0.2), p.pct_of(20.0), p.pct_of(0.0), p.pct(1 / 46656)) == ("20%", "20%", "0%", "<0.01%")


def test_texts_are_translated_in_the_panels_own_context():
    """The presenter's texts are the panel's messages (context BattlePanel): the Russian translation reaches them."""
    from PySide6.QtCore import QCoreApplication

    from muster.gui import i18n

    i18n.apply_language("ru")
    try:
        title = p.no_battle()[0]
        assert title == QCoreApplication.translate("BattlePanel", "No battle selected") != "No battle selected"
        assert p.squad_headers()[0] == QCoreApplication.translate("BattlePanel", "Squad") != "Squad"
        spaces = p.line_html(VIEW)
        assert "move spaces" not in spaces and "<b>2</b>" in spaces  # the plural, translated
    finally:
        i18n.apply_language("en")
