"""Property (issue 17): whatever the GM does, the players' window never shows a GM secret or a hidden unit.

Random GM actions run through the real main window on the sample campaign (a battle of every system), with GM-only
data present (a GURPS seer's reading and its secret Strategy modifier, the GM's battle notes, a scenario's notes)
and units hidden from the players. After every step no GM-only string and no hidden unit's name appears in any
text, tooltip or accessible name of the player window, shown or not.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from player_view_texts import SCENARIO_NOTE, gm_secrets, hidden_names

from muster.gui.operations import battle as battle_ops
from muster.services import gurps, scenarios, visibility
from muster.services import queries as q

STEPS = ("act", "act", "act", "next_phase", "next_unit", "undo", "redo", "switch_battle", "hide", "reveal", "pin",
         "detail", "side", "pause")


@pytest.fixture
def make_window_once(make_window):
    return make_window()


def check_player_window(window) -> None:
    link = window.player
    svc = window.service
    texts = link.view().texts() + [link.player_window.windowTitle()]
    shown = "\n".join(texts)
    for secret in gm_secrets(svc):
        assert secret not in shown, f"GM-only text on the players' screen: {secret!r}"
    for name in hidden_names(svc):
        assert name not in shown, f"a hidden unit on the players' screen: {name!r}"
    battle = link.view().battle
    if battle is not None:  # and it shows the file: the visible units, in order
        expected = visibility.player_battle(svc, battle.id)
        assert battle == expected


def prepare(window) -> None:
    """GM-only data and hidden units in every battle."""
    svc = window.service
    battles = q.battles(svc)
    harrow = next(b for b in battles if b.system == "gurps")
    window.run(gurps.consult_seer, harrow.id, "defender", "Old Morwen")
    window.run(scenarios.save_scenario, {"name": "The Ford", "system": "generic", "notes": SCENARIO_NOTE,
                                         "sides": []})
    ambushers = [b.initiative[-1] for b in battles]  # the last unit of every battle lies in wait
    window.run(visibility.set_hidden, ambushers, True)


def do_step(window, step: str, pick: int) -> None:
    svc = window.service
    battles = q.battles(svc)
    link = window.player
    if step == "act":
        battle_ops.resolve(window)
    elif step == "next_phase":
        battle_ops.next_phase(window)
    elif step == "next_unit":
        battle_ops.next_unit(window)
    elif step == "undo":
        window.undo_stack.undo()
    elif step == "redo":
        window.undo_stack.redo()
    elif step == "switch_battle":
        window.battles.select(battles[pick % len(battles)].id)
    elif step in ("hide", "reveal"):
        battle = window.current_battle()
        if battle is not None and battle.initiative:
            window.run(visibility.set_hidden, [battle.initiative[pick % len(battle.initiative)]], step == "hide")
    elif step == "pin":
        link.pin(None if pick % 3 == 0 else battles[pick % len(battles)].id)
    elif step == "detail":
        window.run(visibility.set_enemy_detail, pick % 2 == 0)
    elif step == "side":
        sides = q.roster(svc)[0]
        window.run(visibility.set_player_side, sides[pick % len(sides)].id)
    elif step == "pause":
        link.set_paused(not link.pause_action.isChecked())


# no shrinking: each example drives the real window, and a failure names its steps well enough
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture],
          phases=(Phase.explicit, Phase.reuse, Phase.generate))
@given(steps=st.lists(st.tuples(st.sampled_from(STEPS), st.integers(0, 60)), min_size=4, max_size=14),
       start=st.integers(0, 4))
def test_no_gm_secret_and_no_hidden_unit_ever_reaches_the_players(make_window_once, campaign_templates,
                                                                   tmp_path_factory, steps, start):
    window = make_window_once
    path = campaign_templates.copy_to(tmp_path_factory.mktemp("secrets") / "c.muster", sample=True, seed=start)
    assert window.open_campaign(path)
    window.player.set_open(True)
    window.battles.select(q.battles(window.service)[start].id)
    prepare(window)
    assert gm_secrets(window.service) and hidden_names(window.service)
    check_player_window(window)
    for step, pick in steps:
        do_step(window, step, pick)
        check_player_window(window)
    window.player.set_paused(False)
    window.session.close()


def test_every_system_walked_with_secrets(make_window_once, campaign_copy):
    """A fixed walk through each sample battle with its ambushers hidden: act, next phase, act, undo, reveal."""
    window = make_window_once
    assert window.open_campaign(campaign_copy("walk.muster", sample=True, seed=5))
    window.player.set_open(True)
    prepare(window)
    seen = set()
    for battle in q.battles(window.service):
        window.battles.select(battle.id)
        seen.add(battle.system)
        for step in ("act", "next_phase", "act", "next_unit", "act", "undo", "detail"):
            do_step(window, step, 0)
            check_player_window(window)
        assert battle.initiative[-1] in visibility.hidden_ids(window.service)
    assert seen >= {"bucs", "poleaxe", "gurps", "mech"}
    window.session.close()
