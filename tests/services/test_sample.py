"""The bundled sample campaign: every system has a force per side and a battle ready for its first phase."""

import copy

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from muster.campaign.file import CampaignFile
from muster.rules.dice import ScriptedDice
from muster.services import CampaignService
from muster.services import queries as q
from muster.services.sample import SampleError, battle_notes, check, create_sample, sample_data
from muster.services.systems import SYSTEMS


@pytest.fixture
def sample(tmp_path):
    svc = CampaignService(CampaignFile.open(create_sample(tmp_path / "sample.muster")))
    yield svc
    svc.close()


def battles_by_system(svc):
    return {b.system: b for b in q.battles(svc)}


def test_sample_has_a_ready_battle_for_every_system_and_the_generic_one_last(sample):
    battles = q.battles(sample)
    assert {b.system for b in battles} == set(SYSTEMS)
    assert battles[-1].name == "Skirmish at the Ford"  # a freshly opened sample shows the generic battle
    assert all((b.round, b.phase, b.active) == (1, 0, 0) for b in battles)
    data = sample_data()
    wanted = {b["name"]: b["units"] for b in data["battles"]}
    for b in battles:
        assert len(b.initiative) == len(wanted[b.name]) >= 4
    notes = battle_notes(sample)
    assert set(notes) == {b.id for b in battles} and "Ctrl+K" in notes[battles[-1].id]


def test_generic_units_are_kept_as_before(sample):
    data = sample_data()
    crown, rebels = data["sides"]
    assert [s["name"] for s in data["sides"]] == ["The Crown", "The Rebels"]
    assert [u["name"] for u in crown["forces"][0]["units"]] == ["Guard Pikes", "Guard Archers"]
    assert [u["name"] for u in rebels["forces"][0]["units"]] == ["Militia Spears", "Outlaw Riders"]
    ford = battles_by_system(sample)["generic"]
    from muster.campaign.models import Unit

    with sample.file.sessions() as s:
        assert [s.get(Unit, i).name for i in ford.initiative] == ["Guard Pikes", "Militia Spears", "Guard Archers",
                                                                 "Outlaw Riders"]


def test_poleaxe_battle_is_placed_and_declares_straight_away(sample):
    from muster.services import poleaxe

    battle = battles_by_system(sample)["poleaxe"]
    view = poleaxe.battle_view(sample, battle.id)
    assert view.error == "" and view.set_up and view.phase == "declare"
    assert view.distances == (poleaxe.Distance("The Crown", "The Rebels", 7, False),)
    crown = next(b for b in view.bodies if b.name == "The Crown")
    poleaxe.declare(sample, battle.id, crown.id, 2)  # the first phase's action works on the sample as it is
    assert poleaxe.battle_view(sample, battle.id).bodies[0].declared == 2


def test_gurps_battle_has_both_armies_and_can_run_its_first_phase(sample):
    from muster.services import gurps

    battle = battles_by_system(sample)["gurps"]
    view = gurps.battle_view(sample, battle.id)
    assert view.problem == "" and view.stage == "pre_battle"
    assert view.sides["attacker"].side_name == "The Crown"
    assert view.sides["attacker"].army["commander"]["name"] == "Duke Aldric"
    assert view.sides["defender"].army["seers"][0]["name"] == "Old Morwen"
    assert view.sides["defender"].army["morale_situation"] == ["homeland"]
    sample.set_dice_source(ScriptedDice([10, 10, 10] * 4))
    gurps.post_security(sample, battle.id, "defender", "Tam the Bold", 10)


def test_bucs_and_mech_battles_work_from_their_first_phase(sample):
    from muster.services import bucs, mech

    battles = battles_by_system(sample)
    data = bucs.panel_data(sample, battles["bucs"].id)
    assert data.battle.terrain == "urban" and len(data.units) == 6
    sample.set_dice_source(ScriptedDice([15, 3, 9, 12]))
    order = mech.roll_initiative(sample, battles["mech"].id)
    assert len(order) == 4
    assert sorted(order) == sorted(battles["mech"].initiative)


def test_sample_file_has_no_history_and_passes_the_file_check(sample):
    assert sample.history("done") == []  # nothing for the GM to undo in a fresh sample
    assert sample.file.check() == []


def bad(data, mutate):
    data = copy.deepcopy(data)
    mutate(data)
    return data


@pytest.mark.parametrize("mutate, field", [
    (lambda d: d["sides"][0]["forces"][1]["units"][0]["state"].update(quality="Veteran"),
     "sides[0].forces[1].units[0].state"),
    (lambda d: d["sides"][1]["forces"][0]["units"][0].update(system="chess"), "sides[1].forces[0].units[0].system"),
    (lambda d: d["battles"][0]["units"].append("Nobody"), "battles[0].units[6]"),
    (lambda d: d["battles"][0]["units"].append("Tusker"), "battles[0].units[6]"),
    (lambda d: d["battles"][1].update(start_distance=[7, 1]), "battles[1].start_distance"),
    (lambda d: d["battles"][2]["state"]["armies"]["attacker"].pop("commander"), "battles[2].state.armies.attacker"),
    (lambda d: d["sides"][0]["forces"][0]["units"][1].update(name="Guard Pikes"), "sides[0].forces[0].units[1].name"),
    (lambda d: d.update(version=99), "version"),
    (lambda d: d["sides"][0].pop("forces"), "sides[0].forces"),
])
def test_bad_sample_is_refused_naming_the_field_and_nothing_is_written(tmp_path, mutate, field):
    target = tmp_path / "out.muster"
    target.write_bytes(b"previous")
    with pytest.raises(SampleError) as err:
        create_sample(target, bad(sample_data(), mutate))
    assert str(err.value).startswith(field), str(err.value)
    assert target.read_bytes() == b"previous"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.muster"]


def test_create_replaces_an_old_file_whole(tmp_path):
    target = tmp_path / "again.muster"
    create_sample(target)
    create_sample(target)
    svc = CampaignService(CampaignFile.open(target))
    try:
        assert len(q.battles(svc)) == len(sample_data()["battles"])
    finally:
        svc.close()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_any_subset_of_battles_checks_and_keeps_unit_order(data):
    """Whichever battles a sample keeps, the plan names the same units in the same order."""
    full = sample_data()
    keep = data.draw(st.lists(st.sampled_from(range(len(full["battles"]))), unique=True))
    trimmed = dict(full, battles=[full["battles"][i] for i in keep])
    plan = check(trimmed)
    assert [b.units for b in plan.battles] == [full["battles"][i]["units"] for i in keep]
    assert sum(len(f.units) for s in plan.sides for f in s.forces) == sum(
        len(f["units"]) for s in full["sides"] for f in s["forces"])


@pytest.mark.skipif(not hasattr(__import__("os"), "geteuid"), reason="POSIX file modes")
def test_the_sample_campaign_is_private_like_any_campaign(tmp_path):
    path = create_sample(tmp_path / "s.muster")
    assert path.stat().st_mode & 0o777 == 0o600  # GM notes live in it


def _rules_values(value, path="$"):
    """Every value of the sample except the names and prose a person reads (what may differ per language;
    a GURPS troop type that is not one of the rules' types is the GM's own words too)."""
    from muster.rules.gurps.words import TROOP_TYPES

    prose = {"name", "notes", "positions", "conditions", "plan", "plans", "gm_notes", "start_distance_text"}
    if isinstance(value, dict):
        for key, item in value.items():
            names = isinstance(item, list) and all(isinstance(i, str) for i in item)  # a battle's units, by name
            own_words = key == "troop_type" and item not in TROOP_TYPES
            if key not in prose and not names and not own_words:
                yield from _rules_values(item, f"{path}.{key}")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _rules_values(item, f"{path}[{i}]")
    else:
        yield path, value


def test_the_russian_sample_differs_from_the_english_only_in_names_and_prose(tmp_path):
    english, russian = sample_data("en"), sample_data("ru")
    assert russian["sides"][0]["name"] != english["sides"][0]["name"]  # a Russian GM reads Russian names
    assert dict(_rules_values(russian)) == dict(_rules_values(english))
    svc = CampaignService(CampaignFile.open(create_sample(tmp_path / "ru.muster", russian)))
    try:
        assert len(q.battles(svc)) == len(english["battles"])
    finally:
        svc.close()
