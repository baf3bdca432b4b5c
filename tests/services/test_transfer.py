"""Import and export: versioned JSON files validated against the published schema; CSV rosters."""

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import select

from muster.campaign.file import CampaignFile
from muster.campaign.models import Action, Force, Side, Unit
from muster.paths import resource_path
from muster.services import CampaignService, queries, roster
from muster.services import scenarios as sc
from muster.services import transfer as tr
from muster.services.library import Library

SCENARIO = {"name": "Ford", "system": "generic", "notes": "n",
            "setup": {"distance": "300 yd", "positions": "", "conditions": "rain"},
            "sides": [{"name": "Red", "colour": "#f00", "plan": "hold",
                       "forces": [{"name": "Foot", "units": [{"name": "Pikes", "state": {"attack": 2}}]}]}]}


def _doc(**scenario):
    return {"format": "muster", "version": 1, "kind": "scenario", "scenario": {**SCENARIO, **scenario}}


def _rows(svc):
    with svc.file.sessions() as s:
        return [sorted(r.id for r in s.scalars(select(m))) for m in (Side, Force, Unit, Action)]


def test_schema_is_published_and_versioned():
    path = resource_path("schemas", "muster-transfer-1.schema.json")
    data = json.loads(path.read_text())
    assert data["properties"]["version"] == {"const": 1}
    assert set(data["properties"]["kind"]["enum"]) == {"scenario", "force", "library"}


def test_scenario_export_then_import(service, tmp_path):
    sid = sc.save_scenario(service, SCENARIO)
    path = tr.write_file(tr.export_scenario(service, sid), tmp_path / "ford.muster-scenario.json")
    doc = tr.read_file(path)
    assert doc["kind"] == "scenario" and doc["version"] == 1
    new = tr.import_scenario(service, doc)
    assert sc.get_scenario(service, new) == sc.get_scenario(service, sid)


@pytest.mark.parametrize("doc,message", [
    (_doc(name=3), r"\$\.scenario\.name: expected text, found a number"),
    (_doc(sides=[{"name": "A", "forces": [{"name": "", "units": []}]}]),
     r"\$\.scenario\.sides\[0\]\.forces\[0\]\.name: must not be empty"),
    (_doc(sides=[{"name": "A", "forces": [{"name": "F", "units": [{"name": "U"}]}]}]),
     r"\$\.scenario\.sides\[0\]\.forces\[0\]\.units\[0\]\.state: is missing"),
    (_doc(system="chess"), r"\$\.scenario\.system: \"chess\" is not one of"),
    (_doc(extra=1), r"\$\.scenario\.extra: is not a field"),
    (_doc(sides=[{"name": "A", "forces": [{"name": "F", "units": [{"name": "U", "state": {"attack": "x"}}]}]}]),
     r"\$\.scenario\.sides\[0\]\.forces\[0\]\.units\[0\]\.state: Bad unit"),
    ({"format": "muster", "version": 1, "kind": "scenario"}, r"\$\.scenario: is missing"),
    ({"format": "muster", "version": 2, "kind": "scenario"}, r"\$\.version: .*newer Muster"),
    ({"format": "other"}, r"\$\.format: .*not a Muster export"),
    ([1, 2], r"top level must be an object"),
])
def test_bad_files_are_refused_naming_field_and_path(service, doc, message):
    before = _rows(service)
    with pytest.raises(tr.TransferError, match=message):
        tr.import_scenario(service, tr.parse(json.dumps(doc)))
    assert _rows(service) == before


@pytest.mark.parametrize("text,message", [
    ("{not json", "not valid JSON: .* line 1, column 2"),
    ('{"format": "muster", "version": NaN}', "NaN"),
    ("[" * 100000 + "]" * 100000, "nested too deeply"),
    (b"\xff\xfe\x00garbage", "not UTF-8"),
])
def test_malformed_files(text, message):
    with pytest.raises(tr.TransferError, match=message):
        tr.parse(text)


def test_oversized_file_is_refused_before_reading(tmp_path, monkeypatch):
    monkeypatch.setattr(tr, "MAX_BYTES", 1000)
    path = tmp_path / "big.json"
    path.write_text(json.dumps(_doc(notes="x" * 2000)))
    with pytest.raises(tr.TransferError, match="too large"):
        tr.read_file(path)
    with pytest.raises(tr.TransferError, match="does not exist"):
        tr.read_file(tmp_path / "nope.json")


def test_nothing_is_run_from_a_file(service, tmp_path):
    """Strings that look like code stay strings; no pickle, no eval, no object hooks."""
    sneaky = "__import__('os').system('touch " + str(tmp_path / "pwned") + "')"
    doc = tr.parse(json.dumps(_doc(name=sneaky[:200], notes=sneaky)))
    new = tr.import_scenario(service, doc)
    assert sc.get_scenario(service, new)["notes"] == sneaky
    assert not (tmp_path / "pwned").exists()


def test_force_export_import_into_another_campaign(skirmish, tmp_path):
    service, _, units = skirmish
    force_id = queries.unit(service, units[0]).force_id
    doc = tr.parse(tr.dumps(tr.export_force(service, force_id)))
    other = CampaignService(CampaignFile.create(tmp_path / "other.muster"))
    new_force = tr.import_force(other, doc)
    sides, forces, imported = queries.roster(other)
    assert [s.name for s in sides] == ["Red"] and [f.name for f in forces] == ["Red Foot"]
    assert [u.name for u in imported] == ["Red Foot 1", "Red Foot 2"]
    assert queries.unit_state(other, imported[0].id) == queries.unit_state(service, units[0])
    assert other.undo().label == "Import force Red Foot"
    assert queries.roster(other) == ([], [], [])
    other.close()
    assert new_force


def test_force_with_one_bad_unit_imports_nothing(service):
    doc = {"format": "muster", "version": 1, "kind": "force",
           "force": {"name": "Mixed", "side": "Red", "units": [
               {"name": "Ok", "system": "generic", "state": {}},
               {"name": "Bad", "system": "bucs", "state": {"quality": "Veteran"}}]}}
    before = _rows(service)
    with pytest.raises(tr.TransferError, match=r"\$\.force\.units\[1\]\.state: Bad BUCS unit: quality"):
        tr.import_force(service, tr.parse(json.dumps(doc)))
    assert _rows(service) == before


def test_library_export_import(muster_home, tmp_path):
    lib = Library()
    lib.add("Orc", "generic", {"attack": 2}, category="Monsters", tags="green")
    lib.add("Boar", "mech", {"design": "boar"}, category="Mechs")
    doc = tr.parse(tr.dumps(tr.export_library(lib)))
    other = Library(tmp_path / "other.sqlite")
    ids = tr.import_library(other, doc)
    assert [t.to_dict() for t in other.templates(ids)] == [t.to_dict() for t in lib.templates()]
    bad = json.loads(tr.dumps(doc))
    bad["templates"].append({"name": "Tank", "system": "bucs", "state": {"quality": "Veteran"}})
    with pytest.raises(tr.TransferError, match=r"\$\.templates\[2\]\.state: Bad BUCS unit"):
        tr.import_library(other, tr.parse(json.dumps(bad)))
    assert other.count() == 2  # nothing half-imported
    lib.close()
    other.close()


def test_import_document_dispatch(service, muster_home):
    lib = Library()
    kind, sid = tr.import_document(service, lib, tr.parse(json.dumps(_doc())))
    assert kind == "scenario" and sc.get_scenario(service, sid)["name"] == "Ford"
    with pytest.raises(tr.TransferError, match="Open a campaign first"):
        tr.import_document(None, lib, tr.parse(json.dumps(_doc())))
    lib.close()


# ---- CSV ----------------------------------------------------------------------------------------------

def test_csv_roster_with_per_system_columns(service):
    text = ("name,system,side,force,attack,max_hits,bucs.quality,gurps.count\n"
            "Pikes,generic,Red,Foot,3,12,,\n"
            "Tanks,bucs,Red,Armour,,,Elite,\n"
            "Levy,gurps,Blue,Host,,,,250\n"
            "Bows,,Red,Foot,1,,,\n")
    ids = tr.import_roster_csv(service, text).ids
    sides, forces, units = queries.roster(service)
    assert [s.name for s in sides] == ["Red", "Blue"]
    assert sorted((f.side_id, f.name) for f in forces) == \
        [(sides[0].id, "Armour"), (sides[0].id, "Foot"), (sides[1].id, "Host")]
    by_name = {u.name: u for u in units}
    assert queries.unit_state(service, by_name["Pikes"].id)["attack"] == 3
    assert queries.unit_state(service, by_name["Tanks"].id)["quality"] == "Elite"
    assert queries.unit_state(service, by_name["Levy"].id)["count"] == 250
    assert by_name["Bows"].system == "generic" and by_name["Bows"].force_id == by_name["Pikes"].force_id
    assert len(ids) == 4
    assert service.undo().label == "Import 4 unit(s) from CSV"
    assert queries.roster(service) == ([], [], [])


def test_csv_semicolons_and_existing_force(service):
    side = roster.create_side(service, "Red")
    force = roster.create_force(service, side, "Foot")
    tr.import_roster_csv(service, "name;attack;side;force\nA;2;Red;Foot\n")
    assert queries.roster(service)[2][0].force_id == force


def test_csv_import_reads_the_text_once_and_names_the_columns_left_out(service, monkeypatch):
    reads = []
    read = tr.read_roster_csv
    monkeypatch.setattr(tr, "read_roster_csv", lambda text, tables=None: reads.append(text) or read(text, tables))
    done = tr.import_roster_csv(service, "name,attack,colour,bucs.quality\nPikes,2,green,\nTanks,,,Elite\n")
    assert len(reads) == 1
    assert len(done.ids) == 2 and done.ignored == ["colour"]


@pytest.mark.parametrize("text,message", [
    ("", "empty"),
    ("unit,attack\nA,1\n", "no “name” column"),
    ("name,attack\nA,lots\n", r"CSV row 2 \(A\): Bad unit"),
    ("name,system\nA,chess\n", r"CSV row 2, column “system”: 'chess'"),
    ("name,attack\n,1\n", r"CSV row 2, column “name”"),
    ("name,attack\nA,1,9\n", "CSV row 2: 3 cells"),
    ("name,attack,Attack\nA,1,2\n", "appears twice"),
    ("name,chess.pawns\nA,1\n", "'chess' is not a rules system"),
    ("name,attack\n", "no units"),
    ("name,system,quality\nA,generic,\nB,bucs,Veteran\n", r"CSV row 3 \(B\): Bad BUCS unit"),
])
def test_bad_csv_names_row_and_column_and_imports_nothing(service, text, message):
    with pytest.raises(tr.TransferError, match=message):
        tr.import_roster_csv(service, text)
    assert queries.roster(service) == ([], [], [])


# ---- the round-trip property ----------------------------------------------------------------------------

names = st.text(st.characters(blacklist_categories=("Cs", "Cc")), min_size=1, max_size=40) \
    .filter(str.strip).map(str.strip)
texts = st.text(max_size=80)
generic_state = st.fixed_dictionaries({
    "attack": st.integers(-5, 20), "defense": st.integers(-5, 20), "max_hits": st.integers(1, 100),
    "damage": st.sampled_from(["d4", "d6", "d8", "2d6", "d10+1"])})
units_st = st.lists(st.fixed_dictionaries({"name": names, "state": generic_state}), max_size=4)
forces_st = st.lists(st.fixed_dictionaries({"name": names, "units": units_st}), max_size=3)
sides_st = st.lists(st.fixed_dictionaries({"name": names, "colour": st.sampled_from(["", "#123456"]),
                                           "plan": texts, "forces": forces_st}), max_size=3)
scenario_st = st.fixed_dictionaries({
    "name": names, "system": st.just("generic"), "notes": texts,
    "setup": st.fixed_dictionaries({"distance": texts, "positions": texts, "conditions": texts}),
    "sides": sides_st})
template_st = st.fixed_dictionaries({"name": names, "system": st.just("generic"), "category": st.text(max_size=20),
                                     "tags": st.text(max_size=20), "notes": texts, "state": generic_state})


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(scenario=scenario_st)
def test_scenario_round_trip(service, scenario):
    sid = sc.save_scenario(service, scenario)
    text = tr.dumps(tr.export_scenario(service, sid))
    again = tr.import_scenario(service, tr.parse(text.encode("utf-8")))
    assert sc.get_scenario(service, again) == sc.get_scenario(service, sid)
    assert sc.get_scenario(service, again)["name"] == scenario["name"]


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(templates=st.lists(template_st, max_size=5))
def test_library_round_trip(tmp_path_factory, templates):
    folder = tmp_path_factory.mktemp("lib")
    source, target = Library(folder / "a.sqlite"), Library(folder / "b.sqlite")
    ids = source.add_many(templates)
    doc = tr.parse(tr.dumps(tr.export_library(source, ids)))
    new = tr.import_library(target, doc)
    assert [t.to_dict() for t in target.templates(new)] == [t.to_dict() for t in source.templates(ids)]
    source.close()
    target.close()
