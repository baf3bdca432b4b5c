"""Hidden means hidden everywhere the players look (issue 24): a hidden unit that is not in the battle's initiative
(an ambusher in reserve) never reaches the player view, and the log exports "for the players" leave out hidden
units' rows and names and the GM's bookkeeping, while the GM's full export stays as it was."""

from __future__ import annotations

import csv
import io

import pytest

from muster.services import generic, house_rules, roster, scenarios, visibility
from muster.services import queries as q
from muster.services.export import format_rolls, log_csv, log_markdown

AMBUSHER = "Greenwood Lurkers"


def _generic_battle(svc):
    return next(b for b in q.battles(svc) if b.system == "generic")


def _force_of(svc, unit_id: int) -> int:
    return q.unit(svc, unit_id).force_id


@pytest.fixture
def ambush(sample_service):
    """The sample's generic battle, a reserve unit (not in the initiative) hidden from the players that attacks."""
    svc = sample_service
    battle = _generic_battle(svc)
    riders = battle.initiative[3]
    reserve = roster.create_unit(svc, _force_of(svc, riders), AMBUSHER, state={"attack": 4, "max_hits": 6})
    visibility.set_hidden(svc, [reserve], True)
    generic.attack(svc, battle.id, battle.initiative[0], battle.initiative[1])  # a public attack first
    public_row = q.last_action(svc, battle.id)
    generic.attack(svc, battle.id, reserve, battle.initiative[0])  # the ambusher strikes from the trees
    return svc, battle, reserve, public_row


def test_a_hidden_unit_not_in_the_initiative_acts_unseen(ambush):
    svc, battle, reserve, public_row = ambush
    assert reserve not in battle.initiative
    hidden_row = q.last_action(svc, battle.id)
    assert hidden_row.actor == AMBUSHER  # the GM's log has it
    seen = visibility.player_battle(svc, battle.id)
    assert AMBUSHER not in repr(seen)
    assert seen.result is not None and seen.result.text == public_row.text  # the last result the players may see
    assert seen.result.dice == format_rolls(public_row.rolls)
    visibility.set_hidden(svc, [reserve], False)  # revealed: its attack is the players' to see now
    assert visibility.player_battle(svc, battle.id).result.text == hidden_row.text


def test_a_hidden_unit_named_only_in_the_text_or_dice_keeps_the_row_from_the_players(ambush):
    from muster.services import dice_roller

    svc, battle, _reserve, public_row = ambush
    generic.attack(svc, battle.id, battle.initiative[1], battle.initiative[0])
    answer = q.last_action(svc, battle.id)
    dice_roller.roll(svc, "2d6", f"{AMBUSHER.upper()} spot the road", battle.id)  # no actor: named in the purpose
    assert visibility.player_battle(svc, battle.id).result.text == answer.text


def test_names_match_whole_literally_in_any_case():
    kept = visibility.Secrets(frozenset({7}), ("Boar", "Unit (A)+", ""))
    assert kept.named_in("boar charges") and kept.named_in("the Boar's flank") and kept.named_in("x Unit (A)+ y")
    assert not kept.named_in("Boars and Tusker") and not kept.named_in("Unit A") and not kept.named_in("", None)
    assert not kept.allows("attack", 7, None) and not kept.allows("attack", 1, 7)
    assert not kept.allows("hide-units", None, None, "nothing named")
    assert kept.allows("attack", 1, 2, "Tusker fires at Peccary")
    assert not visibility.Secrets(frozenset(), ()).named_in("anything")


def _csv(text: str) -> list[dict]:
    return list(csv.DictReader(io.StringIO(text)))


def test_the_players_export_leaves_out_hidden_units_and_the_gms_bookkeeping(ambush):
    svc, battle, reserve, _public = ambush
    house_rules.set_override(svc, "generic", {"target_base": 11})
    scenarios.save_scenario(svc, {"name": "Night raid", "system": "generic", "notes": "the ford is rotten",
                                  "sides": []})
    full = _csv(log_csv(svc))
    players = _csv(log_csv(svc, for_players=True))
    done = [e.id for e in svc.history("done")]
    assert sorted(int(r["action_id"]) for r in full) == sorted(done)  # the GM's: every row, by action id
    assert any(AMBUSHER in r["actor"] or AMBUSHER in r["text"] for r in full)
    everything = "\n".join(str(v) for r in players for v in r.values())
    assert AMBUSHER not in everything
    kinds = {r["kind"] for r in players}
    assert not kinds & {"hide-units", "house-rule", "save-scenario"}
    assert "attack" in kinds and 0 < len(players) < len(full)
    assert [int(r["row"]) for r in players] == list(range(1, len(players) + 1))  # no gaps to count
    kept = visibility.secrets(svc)
    expected = [r for r in full if kept.allows(r["kind"], None, None, *r.values())
                and not (r["kind"] == "attack" and r["actor"] == AMBUSHER)]
    assert [r["text"] for r in players] == [r["text"] for r in expected]
    visibility.set_hidden(svc, [reserve], False)
    revealed = _csv(log_csv(svc, for_players=True))
    assert any(r["actor"] == AMBUSHER for r in revealed)  # revealed: the ambush is part of the story
    assert not any(r["kind"] in ("hide-units", "reveal-units") for r in revealed)


def test_the_players_markdown_has_the_same_rows_and_the_gms_is_unchanged(ambush):
    svc, battle, _reserve, _public = ambush
    full_md = log_markdown(svc)
    assert log_markdown(svc, for_players=False) == full_md and log_csv(svc, for_players=False) == log_csv(svc)
    assert full_md.count("\n") == 2 + len(svc.history("done"))  # one line per done action, hidden or not
    assert AMBUSHER in full_md
    players_md = log_markdown(svc, for_players=True)
    assert AMBUSHER not in players_md
    rows = players_md.splitlines()[2:]
    assert len(rows) == len(_csv(log_csv(svc, for_players=True)))
    assert [r.split(" | ")[0] for r in rows] == [f"| {n}" for n in range(1, len(rows) + 1)]


def test_the_players_export_follows_the_docks_filter_and_keeps_gm_only_results_out(sample_service):
    from muster.services import gurps

    svc = sample_service
    harrow = next(b for b in q.battles(svc) if b.system == "gurps")
    gurps.consult_seer(svc, harrow.id, "defender", "Old Morwen")
    seer = q.last_action(svc, harrow.id)
    assert "gm_only" in seer.result
    text = log_csv(svc, q.LogFilter(battle_id=harrow.id), for_players=True)
    rows = _csv(text)
    assert rows and all(r["battle"] == harrow.name for r in rows)
    assert "gm_only" not in text and "effective_strategy" not in text
