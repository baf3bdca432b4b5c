"""The user library (templates of every system) and the roster actions that use it."""

import sqlite3

import pytest
from sqlalchemy import select

from muster.campaign.models import Unit
from muster.services import ServiceError, queries, roster
from muster.services import library as lib_mod
from muster.services.library import Library, add_from_templates, bulk_edit, duplicate_units

TEMPLATES = [
    ("Orc Warband", "generic", {"attack": 2, "max_hits": 8}),
    ("Line Infantry", "bucs", {"quality": "Average"}),
    ("Goblin Spears", "poleaxe", {"members": 5, "hd": 1, "ac": 7, "squad_type": "average", "move_ft": 90}),
    ("Legionaries", "gurps", {"troop_type": "heavy infantry", "count": 480, "quality": "Good"}),
    ("Boar", "mech", {"design": "boar"}),
]


@pytest.fixture
def lib(muster_home):
    library = Library()
    yield library
    library.close()


@pytest.fixture
def force(service):
    side = roster.create_side(service, "Red")
    return roster.create_force(service, side, "Foot")


def _units(svc):
    with svc.file.sessions() as s:
        return {u.id: (u.name, u.force_id, u.system, u.state) for u in s.scalars(select(Unit))}


def test_library_lives_in_the_data_folder_and_keeps_every_system(lib, muster_home):
    ids = [lib.add(name, system, state, category="Test") for name, system, state in TEMPLATES]
    assert lib.path == muster_home / "data" / "library.sqlite" and lib.path.exists()
    assert {r.system for r in lib.rows()} == {"generic", "bucs", "poleaxe", "gurps", "mech"}
    boar = lib.get(ids[4])
    assert boar.system == "mech" and boar.state["design"].startswith("{")  # normalised by the engine
    assert lib.get(ids[1]).state["quality"] == "Average"
    again = Library()  # another campaign sees the same library
    assert again.count() == 5
    again.close()


def test_search_and_filter(lib):
    lib.add("Orc Warband", "generic", {"attack": 2}, category="Monsters", tags="green, savage")
    lib.add("Town Guard", "generic", {"attack": 1}, category="Soldiers")
    lib.add("Line Infantry", "bucs", {"quality": "Average"}, category="Soldiers")
    assert [r.name for r in lib.rows("soldiers")] == ["Line Infantry", "Town Guard"]
    assert [r.name for r in lib.rows("savage")] == ["Orc Warband"]
    assert [r.name for r in lib.rows("soldiers", system="generic")] == ["Town Guard"]
    assert [r.name for r in lib.rows("guard town")] == ["Town Guard"]  # every word must match
    assert lib.rows("dragon") == []


def test_bad_template_is_refused_and_nothing_is_written(lib):
    lib.add("Keep", "generic", {})
    with pytest.raises(ServiceError, match=r"templates\[1\]\.state: Bad BUCS unit: quality"):
        lib.add_many([{"name": "Fine", "system": "generic", "state": {}},
                      {"name": "Broken", "system": "bucs", "state": {"quality": "Veteran"}}])
    with pytest.raises(ServiceError, match=r"name: a template needs a name"):
        lib.add("  ", "generic", {})
    with pytest.raises(ServiceError, match="unknown rules 'warhammer'"):
        lib.add("X", "warhammer", {})
    assert [r.name for r in lib.rows()] == ["Keep"]


def test_update_and_delete(lib):
    tid = lib.add("Orc", "generic", {"attack": 1})
    lib.update(tid, name="Orc Boss", state={"attack": 4})
    assert lib.get(tid).name == "Orc Boss" and lib.get(tid).state["attack"] == 4
    with pytest.raises(ServiceError):
        lib.update(tid, state={"attack": "lots"})
    assert lib.get(tid).state["attack"] == 4
    lib.delete([tid])
    assert lib.count() == 0


def test_newer_library_is_refused(muster_home, tmp_path):
    path = tmp_path / "lib.sqlite"
    Library(path).close()
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version=99")
    db.commit()
    db.close()
    with pytest.raises(ServiceError, match="newer Muster"):
        Library(path)


def test_copy_templates_into_a_campaign_is_one_undoable_action(service, force, lib):
    ids = [lib.add(name, system, state) for name, system, state in TEMPLATES]
    new = add_from_templates(service, force, [lib.get(i).to_dict() for i in ids])
    units = _units(service)
    assert [units[u][0] for u in new] == [t[0] for t in TEMPLATES]
    assert {units[u][2] for u in new} == {"generic", "bucs", "poleaxe", "gurps", "mech"}
    assert service.undo().label == "Add 5 units from the library"
    assert _units(service) == {}
    service.redo()
    assert len(_units(service)) == 5


def test_copies_are_numbered(service, force):
    new = add_from_templates(service, force, [{"name": "Orc", "system": "generic", "state": {}}], copies=3)
    assert [queries.unit(service, u).name for u in new] == ["Orc 1", "Orc 2", "Orc 3"]
    with pytest.raises(ServiceError, match="between 1 and"):
        add_from_templates(service, force, [{"name": "Orc", "system": "generic", "state": {}}], copies=0)


def test_duplicate_units(service, force):
    a = roster.create_unit(service, force, "Pikes", state={"attack": 3})
    b = roster.create_unit(service, force, "Bows", state={"attack": 1})
    before = _units(service)
    new = duplicate_units(service, [a, b])
    units = _units(service)
    assert [units[u][0] for u in new] == ["Pikes (copy)", "Bows (copy)"]
    assert units[new[0]][3] == units[a][3] and units[new[0]][1] == force
    again = duplicate_units(service, [a])
    assert _units(service)[again[0]][0] == "Pikes (copy 2)"
    service.undo()
    service.undo()
    assert _units(service) == before


def test_bulk_edit_sets_fields_and_moves_units_in_one_action(service, force):
    side = queries.force(service, force).side_id
    other = roster.create_force(service, side, "Reserve")
    ids = [roster.create_unit(service, force, f"Spears {n}", state={"attack": 1}) for n in range(3)]
    before = _units(service)
    bulk_edit(service, ids, {"attack": 4, "damage": "d8"}, force_id=other)
    units = _units(service)
    assert all(units[i][3]["attack"] == 4 and units[i][3]["damage"] == "d8" and units[i][1] == other for i in ids)
    assert service.undo().label == "Edit 3 unit(s)"
    assert _units(service) == before


def test_bulk_edit_refuses_a_bad_value_for_any_unit_and_writes_nothing(service, force):
    ok = roster.create_unit(service, force, "Generic", state={"attack": 1})
    bucs_id = roster.create_unit(service, force, "Tanks", "bucs", {"quality": "Elite"})
    before = _units(service)
    with pytest.raises(ServiceError, match="Tanks: Bad BUCS unit: quality"):
        bulk_edit(service, [ok, bucs_id], {"quality": "Veteran"})
    assert _units(service) == before
    with pytest.raises(ServiceError, match="Nothing to change"):
        bulk_edit(service, [ok], {})
    with pytest.raises(ServiceError, match="cannot be bulk-edited"):
        bulk_edit(service, [ok], {"design": "boar"})


def test_editable_fields():
    assert lib_mod.editable_fields({"attack": 1, "damage": "d6", "id": "x", "design": "{}", "crits": []}) == [
        "attack", "damage"]


def test_template_from_a_roster_unit(service, force, lib):
    uid = roster.create_unit(service, force, "Veteran Pikes", state={"attack": 5})
    tid = lib.add_from_unit(service, uid, category="Soldiers")
    t = lib.get(tid)
    assert (t.name, t.system, t.category, t.state["attack"]) == ("Veteran Pikes", "generic", "Soldiers", 5)
