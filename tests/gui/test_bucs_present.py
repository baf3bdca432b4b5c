"""The BUCS panel's presenter: from the services' frozen views to the exact rows and texts shown, no window.

Every text here is what the GM reads in English; a changed word, cell or column fails a test.
"""

from __future__ import annotations

import subprocess
import sys
from fractions import Fraction
from types import SimpleNamespace

from muster.gui.systems.bucs import present as p
from muster.rules.bucs.data import default_tables
from muster.rules.bucs.units import unit_from_dict
from muster.rules.dice import Modifier
from muster.services.bucs import BattleView, OrderChoice, Preview, SideOdds, UnitActions, UnitView
from muster.services.bucs_results import EngagementRecord, HealLine, HealResult, result_from_dict

ORDERS = (OrderChoice("Attack", None, None), OrderChoice("Bridge a River", "Combat Engineering", 4))


def view(uid: int, name: str, side_id: int, **state) -> UnitView:
    unit = unit_from_dict({"name": name, "quality": "Average", **state}, default_tables())
    return UnitView(uid, name, side_id, "Red" if side_id == 1 else "Blue", "Average ●●●●", unit,
                    current_quality=state.get("quality", "Average"), effective_mobility="foot", ladder="●●●●",
                    actions=UnitActions(move=uid == 1))


ALPHA = view(1, "Alpha", 1, quality="Legendary", order={"name": "Attack"})
BRAVO = view(2, "Bravo", 1, commanded_by="Alpha", conditions={"dug_in": True, "pinned_down": ["doorway"],
                                                              "momentum": 1})
CHARLIE = view(3, "Charlie", 2, order={"name": "Bridge a River", "hours_left": 3})


def test_the_units_table_rows():
    rows = p.unit_rows([ALPHA, BRAVO, CHARLIE], ORDERS)
    assert [r.key for r in rows] == [1, 2, 3]
    assert rows[0].cells[:5] == ("Alpha", "Red", "Average ●●●●", "used", "free")
    assert rows[0].checks == ((p.MOVE_COLUMN, True), (p.ATTACK_COLUMN, False))
    assert rows[0].cells[5] == "Attack (commands Bravo)"
    assert rows[1].cells[5] == "— (commanded by Alpha)"
    assert rows[1].cells[6] == "dug in, pinned: doorway, momentum +1"
    assert rows[2].cells[5] == "Bridge a River · 3 h left" and rows[2].cells[6] == ""
    assert len(p.unit_headers()) == len(rows[0].cells)


def test_turn_notes_and_the_lead_units_line():
    notes = p.turn_notes([ALPHA, CHARLIE], ORDERS)
    assert notes == {1: "moved, can attack, Attack", 3: "can move, can attack, Bridge a River (3 h left)"}
    info = p.unit_info(ALPHA, ORDERS)
    assert info.startswith("<b>Legendary ●●●●</b> · Adequate equipment")
    assert "order: Attack" in info
    assert p.unit_info(None, ORDERS) == "No ready unit to choose."
    assert p.order_name("Hold the line", ORDERS) == "Hold the line"


def test_the_subtitle_and_choices():
    battle = SimpleNamespace(round=2, phase_name="Combat")
    st = BattleView(1, "Route 7", 2, "urban", False, 1, ended=False)
    assert p.subtitle(battle, st) == "Round 2 · Combat · urban terrain"
    assert p.subtitle(battle, BattleView(1, "Route 7", 2, "urban", False, 1, True)).endswith("· battle over")
    assert p.specialty_choices(["Medical"]) == [("(any unit can do it)", None), ("needs Medical", "Medical")]
    assert p.roll_button_text("contest") == "Roll skill contest"
    assert p.pin_label("numbers") == "Pinned: outnumbered" and p.pin_tip("landing").startswith("Landing")
    assert p.pin_word("ford_crossing") == "ford crossing"


def test_the_preview_texts():
    hits = {"0": Fraction(1, 10), "1": Fraction(1, 5), "2": Fraction(1, 10), "3+": Fraction(0)}
    preview = Preview("round", SideOdds("Alpha", (Modifier("Attack", 2), Modifier("Terrain", -1))),
                      SideOdds("Charlie <C>", ()), (), Fraction(4, 10), Fraction(5, 10), Fraction(1, 10), hits, hits)
    html = p.breakdown_html(preview.attacker)
    assert "<b>Alpha</b>" in html and "+2" in html and "-1" in html and "<b>+1</b>" in html
    assert p.odds_text(preview) == "<b>Alpha wins 40%</b> · Charlie &lt;C&gt; wins 50% · tie (no result) 10%"
    assert p.odds_text(preview, ended=True).endswith("<br/>This battle is over.")
    assert p.hit_headers(preview) == ("Alpha hits Charlie <C>", "Charlie <C> hits Alpha")
    rows = p.hit_rows(preview)
    assert [r.heading for r in rows] == ["won, but no hits (margin under 5)", "1 hit", "2 hits", "3 or more hits"]
    assert rows[1].cells == ("20%", "20%")
    assert all(r.cells == ("", "") for r in p.hit_rows(None))


def test_the_result_box_reads_every_stored_result():
    line = HealLine(1, "Cell One", "Cell One: 1 casualty hit saved by medics", None, casualty_healed=1,
                    morale_healed_by_medics=2)
    stored = HealResult(2, (line,)).to_dict()
    assert result_from_dict("bucs-heal", stored) == HealResult(2, (line,))
    assert p.result_html("bucs-heal", stored, "") == (
        "<b>After the battle:</b><br/>Cell One: 1 casualty hit saved by medics<br/>"
        "Medics: 1 casualty hit saved, 2 morale hits healed.")
    round_ = {"text": "Alpha 22 vs Bravo 5", "notes": ["Bravo is no longer pinned down"]}
    assert p.result_html("bucs-round", round_, "log") == "<b>Alpha 22 vs Bravo 5</b><br/><i>Bravo is no longer " \
                                                         "pinned down</i>"
    assert p.result_html("bucs-round", {}, "the log's text") == "<b>the log&#x27;s text</b>"
    # whatever an old or damaged file holds, the box shows what it can
    assert result_from_dict("bucs-heal", "garbage") == HealResult(0, ())
    assert result_from_dict("bucs-heal", {"units": [1, {"casualty_healed": "x"}]}).units[0].casualty_healed == 0
    assert result_from_dict("bucs-contest", None) == EngagementRecord("", None, ())


def test_the_presenter_needs_no_qt():
    code = ("import sys; import muster.gui.systems.bucs.present; "
            "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt imported'")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_the_order_preview_and_the_heal_summary_count_in_the_gms_words():
    from muster.rules.bucs.orders import OrderTime

    one = OrderTime("Bridge a River", 4, "Legendary", 6, None, 2, 3, 1, False, "move_equivalent")
    assert p.order_preview_text(one, ORDERS) == \
        "Bridge a River takes 1 hour: 4 h listed, Legendary quality +6 ÷ 2 → 1 h"
    many = OrderTime("Dig", 4, "Raw", -3, None, 1, -3, 7, False, "move_equivalent")
    assert p.order_preview_text(many, ORDERS).startswith("Dig takes 7 hours: 4 h listed, Raw quality -3 ÷ 1 → 7 h")
    line = HealLine(1, "Cell One", "Cell One: no change", None, notes=("a <note>",))
    shown, texts = p.heal_preview_html(3, True, [line])
    assert texts == ["Cell One: no change"]
    assert shown.startswith("<p>Medics heal 3 hits a day. More than 24 hours have passed")
    assert "<li>Cell One: no change<br/><i>a &lt;note&gt;</i></li>" in shown
