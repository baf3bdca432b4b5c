import pytest
from hypothesis import given
from hypothesis import strategies as st

from muster.rules.gurps import tables as load_tables
from muster.rules.gurps.armies import Army, Leader, Seer, Unit, kill_leader, successor
from muster.rules.gurps.battle import Battle
from muster.rules.gurps.skill import SkillModifier

from helpers_gurps import battle

T = load_tables()

names = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), min_size=1, max_size=12)
skill = st.integers(0, 25)
leaders = st.builds(Leader, names, skill, skill, skill, st.booleans(), st.booleans(), st.booleans())
mods = st.builds(SkillModifier, names, st.integers(-10, 10), st.booleans())
units = st.builds(Unit, names, st.text(max_size=8), st.integers(0, 10_000), st.text(max_size=8), skill,
                  st.sampled_from(["ready", "holds", "thrown_back", "retreated", "routed"]), st.integers(0, 500))


@st.composite
def armies(draw):
    us = draw(st.lists(units, max_size=5, unique_by=lambda u: u.name))
    return Army(draw(names), draw(leaders), tuple(us), tuple(draw(st.lists(leaders, max_size=3))),
                tuple(draw(st.lists(st.builds(Seer, names, skill, skill), max_size=2))), draw(st.integers(0, 12)),
                tuple(draw(st.lists(st.sampled_from(["homeland", "traditional_enemy"]), max_size=2))),
                tuple(draw(st.lists(mods, max_size=3))), tuple(draw(st.lists(mods, max_size=3))))


@given(armies())
def test_army_round_trip(army):
    assert Army.from_dict(army.to_dict()) == army


@given(armies(), armies(), st.integers(1, 9), st.lists(mods, max_size=2), st.booleans())
def test_battle_round_trip(a, d, day, carried, over):
    b = Battle("Field of Crows", "defended_position", a, d, ("castle", "hilltop"), day, (tuple(carried), ()),
               ({"day": 1, "winner": None},), False, over)
    assert Battle.from_dict(b.to_dict()) == b


@given(armies(), st.dictionaries(st.integers(0, 4), st.integers(0, 20_000)))
def test_losses_never_make_a_count_negative(army, raw):
    losses = {army.units[i].name: n for i, n in raw.items() if i < len(army.units)}
    after = army.record_losses(losses)
    assert all(u.count >= 0 for u in after.units)
    assert after.troops(False) + sum(u.losses for u in after.units) == \
        army.troops(False) + sum(u.losses for u in army.units)


@pytest.mark.parametrize("data,message", [
    ({"name": "Red"}, "army.commander"),
    ({"name": "", "commander": {"name": "X"}}, "army.name"),
    ({"name": "Red", "commander": {"name": "X", "strategy": "12"}}, "army.commander.strategy"),
    ({"name": "Red", "commander": {"name": "X", "luck": 1}}, "army.commander.luck"),
    ({"name": "Red", "commander": {"name": "X"}, "units": [{"name": "A", "count": -1}]}, "army.units[0].count"),
    ({"name": "Red", "commander": {"name": "X"}, "units": [{"name": "A", "status": "fled"}]}, "army.units[0].status"),
    ({"name": "Red", "commander": {"name": "X"}, "units": [{"name": "A"}, {"name": "A"}]}, "army.units[1].name"),
    ({"name": "Red", "commander": {"name": "X"}, "units": {}}, "army.units"),
    ({"name": "Red", "commander": {"name": "X"}, "strategy_modifiers": [{"name": "Recon", "value": "1"}]},
     "army.strategy_modifiers[0].value"),
    ({"name": "Red", "commander": {"name": "X"}, "seers": [{"name": "S", "skill": None}]}, "army.seers[0].skill"),
])
def test_army_from_dict_names_the_field(data, message):
    with pytest.raises(ValueError) as err:
        Army.from_dict(data)
    assert str(err.value).startswith(message)


@pytest.mark.parametrize("change,message", [
    ({"battle_type": "ambush"}, "battle.battle_type"),
    ({"day": 0}, "battle.day"),
    ({"position": "castle"}, "battle.position"),
    ({"carry": {"attacker": [{"name": "x"}]}}, "battle.carry.attacker[0].value"),
    ({"over": "no"}, "battle.over"),
    ({"attacker": None}, "battle.attacker"),
])
def test_battle_from_dict_names_the_field(change, message):
    data = battle().to_dict()
    data.update(change)
    with pytest.raises(ValueError) as err:
        Battle.from_dict(data)
    assert str(err.value).startswith(message)


def test_succession_and_losses():
    army = battle().defender
    after = kill_leader(army, "Blue General")
    assert after.commander.name == "Blue Captain" and not after.leader("Blue General").alive
    assert army.commander.name == "Blue General"  # not mutated
    alone = Army("Lone", Leader("Solo"))
    assert not kill_leader(alone, "Solo").commander.alive
    assert successor(army) is army
    with pytest.raises(KeyError):
        army.record_losses({"Nobody": 3})
    with pytest.raises(ValueError):
        army.record_losses({"B1": -3})
    assert army.record_losses({"B1": 900}).unit("B1").count == 0
