"""Issue 25, items 1, 5 and 8: numbers past 64 bits, damage that `check` called healthy, names import takes and
its own export's reader refuses."""

from __future__ import annotations

import json
import sqlite3

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from muster import inputs
from muster.campaign.file import CampaignFile, check_path
from muster.services import CampaignService, queries
from muster.services import transfer as tr


def _force(*units, name="Foot"):
    return {"format": "muster", "version": 1, "kind": "force",
            "force": {"name": name, "side": "Red", "units": list(units)}}


def _generic(name="Pikes", **state):
    return {"name": name, "system": "generic", "state": state}


# ---- 1. whole numbers past 64 bits -------------------------------------------------------------------------

def test_csv_cell_past_64_bits_is_refused_naming_row_and_column():
    with pytest.raises(tr.TransferError, match=r"CSV row 2, column “attack”: outside the range"):
        tr.read_roster_csv("name,attack\nPikes,10000000000000000000\n")
    with pytest.raises(tr.TransferError, match=r"CSV row 2, column “attack”: a number of 5001 digits"):
        tr.read_roster_csv("name,attack\nPikes," + "7" * 5001 + "\n")
    with pytest.raises(tr.TransferError, match=r"CSV row 2, column “attack”: outside the range"):
        tr.read_roster_csv("name,attack\nPikes,1" + "0" * 20 + ".5\n")
    assert tr.read_roster_csv(f"name,attack\nPikes,{inputs.MAX_WHOLE}\n")[0].state["attack"] == inputs.MAX_WHOLE


def test_json_import_past_64_bits_is_refused_with_its_path(service):
    text = json.dumps(_force(_generic(attack=10**30)))
    with pytest.raises(tr.TransferError, match=r"\$\.force\.units\[0\]\.state\.attack: outside the range"):
        tr.parse(text)
    with pytest.raises(tr.TransferError, match=r"\$\.x: the number is not finite"):
        tr.parse('{"format": "muster", "version": 1, "x": 1e999}')
    assert queries.roster(service) == ([], [], [])


def test_the_ranges_live_in_one_place():
    assert inputs.number_problem(inputs.MAX_WHOLE) is None and inputs.number_problem(-inputs.MAX_WHOLE) is None
    assert inputs.number_problem(inputs.MAX_WHOLE + 1) is not None
    assert inputs.number_problem(float("nan")) is not None and inputs.number_problem(1e16) is not None
    with pytest.raises(inputs.InputError, match=r"^seed: outside the range"):
        inputs.check_number(2**64, "seed")
    with pytest.raises(inputs.InputError, match=r"^\$\.n: outside the range"):
        inputs.load_json('{"n": 10000000000000000000}', max_bytes=1000)


def _write_state(path, unit_id: int, state) -> None:
    db = sqlite3.connect(path)
    with db:
        db.execute("UPDATE units SET state=? WHERE id=?", (state if isinstance(state, str) else json.dumps(state),
                                                          unit_id))
    db.close()


def _campaign_with_a_unit(campaign_copy, **state):
    path = campaign_copy("damaged.muster")
    svc = CampaignService(CampaignFile.open(path))
    from muster.services import roster

    force = roster.create_force(svc, roster.create_side(svc, "Red"), "Foot")
    unit = roster.create_unit(svc, force, "Pikes", state=state)
    svc.close()
    return path, unit


def test_check_reports_numbers_outside_the_ranges(campaign_copy):
    path, unit = _campaign_with_a_unit(campaign_copy)
    assert check_path(path)[0] == []
    _write_state(path, unit, '{"attack": 10000000000000000000, "defense": 0, "max_hits": 10, "hits_taken": 0, '
                             '"damage": "d6"}')
    problems, _ = check_path(path)
    assert any("units #" in p and "$.attack" in p and "outside the range" in p for p in problems), problems


# ---- 5. damage that check called healthy ---------------------------------------------------------------------

def test_check_reads_unit_states_as_the_actions_do(campaign_copy):
    path, unit = _campaign_with_a_unit(campaign_copy)
    _write_state(path, unit, {"attack": 0, "defense": 0, "max_hits": "many", "hits_taken": 0, "damage": "d6"})
    problems, _ = check_path(path)
    assert any(f"units #{unit}" in p and "max_hits" in p for p in problems), problems


def test_check_reads_house_rules_as_the_actions_do(campaign_copy):
    path, _ = _campaign_with_a_unit(campaign_copy)
    db = sqlite3.connect(path)
    with db:
        db.execute('INSERT INTO rules_overrides ("table", patch) VALUES (?, ?)',
                   ("generic", json.dumps({"target_base": "x"})))
    db.close()
    problems, _ = check_path(path)
    assert any("generic" in p and "target_base" in p for p in problems), problems


def test_the_sample_campaign_passes_the_deeper_check(campaign_copy):
    assert check_path(campaign_copy("sample.muster", sample=True)) == ([], [])


# ---- 8. what import takes, export writes and import takes again ---------------------------------------------

@pytest.mark.parametrize("name", ["a\nb", "a\tb", "a\x00b", "a\rb", "a\x1bb", "a\u2028b", "x" * 201])
def test_unit_names_with_control_characters_are_refused(service, name):
    with pytest.raises(tr.TransferError, match=r"\$\.force\.units\[0\]\.name: "):
        tr.parse(json.dumps(_force(_generic(name))))
    csv_name = '"' + name.replace('"', '""') + '"'
    with pytest.raises(tr.TransferError, match=r"(CSV row 2, column “name”|CSV line 2): "):
        tr.read_roster_csv(f"name,attack\n{csv_name},1\n")


def test_an_order_with_a_nul_is_refused_on_import(service):
    doc = _force({"name": "Rifles", "system": "bucs", "state": {"quality": "Average", "order": "a\u0000b"}})
    with pytest.raises(tr.TransferError, match=r"\$\.force\.units\[0\]\.state\.order"):
        tr.import_force(service, tr.parse(json.dumps(doc)))
    assert queries.roster(service) == ([], [], [])


def test_export_refuses_what_import_would_refuse(service):
    from muster.services import roster

    force = roster.create_force(service, roster.create_side(service, "Red"), "Foot")
    roster.create_unit(service, force, "Pikes")
    db = service.file.raw
    db.execute("UPDATE units SET name=?", ("Pi\nkes",))
    with pytest.raises(tr.TransferError, match=r"cannot be exported.*\$\.force\.units\[0\]\.name"):
        tr.export_force(service, force)


def _force_body(svc, force_id):
    body = tr.export_force(svc, force_id)["force"]
    return body


names = st.text(alphabet=st.characters(codec="utf-8"), max_size=12)
numbers = st.integers(min_value=-(2**70), max_value=2**70) | st.floats(allow_nan=True, allow_infinity=True)
generic_states = st.fixed_dictionaries({}, optional={"attack": numbers, "defense": numbers,
                                                     "max_hits": st.integers(-3, 2**64), "damage": names})
bucs_states = st.fixed_dictionaries({"quality": st.sampled_from(["Average", "Green", "Veteran"])},
                                    optional={"order": names | st.none() | st.fixed_dictionaries(
                                        {"name": names}, optional={"hours_left": numbers, "given_by": names})})
units = st.one_of(st.tuples(names, st.just("generic"), generic_states), st.tuples(names, st.just("bucs"), bucs_states))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(force_name=names, side=names, members=st.lists(units, min_size=1, max_size=3))
def test_whatever_is_imported_exports_and_imports_again_the_same(tmp_path_factory, campaign_templates, force_name,
                                                                   side, members):
    doc = _force(*({"name": n, "system": system, "state": state} for n, system, state in members), name=force_name)
    doc["force"]["side"] = side
    try:
        text = json.dumps(doc, allow_nan=True)
        first_doc = tr.parse(text)
    except tr.TransferError:
        return
    folder = tmp_path_factory.mktemp("round")
    first = CampaignService(CampaignFile.open(campaign_templates.copy_to(folder / "first.muster")))
    second = CampaignService(CampaignFile.open(campaign_templates.copy_to(folder / "second.muster")))
    try:
        try:
            force = tr.import_force(first, first_doc)
        except tr.TransferError:
            return
        exported = _force_body(first, force)
        again = tr.import_force(second, tr.parse(tr.dumps(tr.export_force(first, force))))  # must not be refused
        assert _force_body(second, again) == exported
        assert check_path_problems(first) == []
    finally:
        first.close()
        second.close()


def check_path_problems(svc) -> list[str]:
    return svc.file.check()


@pytest.mark.parametrize("bad", ["Alpha\tSquad", "Alpha\nSquad", "a\x00b", "x\u2028y"])
def test_roster_forms_refuse_the_names_export_would_refuse(service, bad):
    from muster.services import roster
    from muster.services.core import ServiceError

    side = roster.create_side(service, "Crown")
    with pytest.raises(ServiceError, match="control character"):
        roster.create_side(service, bad)
    force = roster.create_force(service, side, "Host")
    with pytest.raises(ServiceError, match="control character"):
        roster.create_unit(service, force, bad)
    with pytest.raises(ServiceError, match="control character"):
        roster.rename(service, "forces", force, bad)
    assert [r[0] for r in service.file.raw.execute("SELECT name FROM forces")] == ["Host"]
    assert list(service.file.raw.execute("SELECT name FROM units")) == []
