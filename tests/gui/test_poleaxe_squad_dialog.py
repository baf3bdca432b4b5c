"""The squad builder and the squad editor derive with the campaign's tables: a house rule that makes squads
smaller refuses a fifth member in both (issue 26: house rules everywhere)."""

import pytest

from muster.services import house_rules, roster

from gui_helpers import editor_host, open_unit_editor

FOOT = {"members": 5, "hd": 1, "ac": 6, "squad_type": "average", "move_ft": 90}


@pytest.fixture
def host(qtbot, service):
    return editor_host(qtbot, service, "Red foot")


def editor(qtbot, host, **kw):
    return open_unit_editor(qtbot, host, "poleaxe", **kw)


def test_the_builder_takes_five_members_by_the_book(qtbot, host):
    dialog = editor(qtbot, host)
    dialog.nameEdit.setText("Spears")
    assert dialog.membersTable.rowCount() == 5 and dialog.problem() == ""
    dialog.add_member()
    assert dialog.membersTable.rowCount() == 5 and "5" in dialog.errorLabel.text()


def test_the_builder_refuses_a_fifth_member_under_a_house_rule(qtbot, host):
    house_rules.set_override(host.service, "poleaxe", {"squad": {"max_members": 4}})
    dialog = editor(qtbot, host)
    dialog.nameEdit.setText("Spears")
    assert dialog.membersTable.rowCount() == 4 and dialog.problem() == ""
    dialog.add_member()
    assert dialog.membersTable.rowCount() == 4 and "4" in dialog.errorLabel.text()


def test_the_editor_refuses_a_squad_of_five_under_a_house_rule(qtbot, host):
    uid = roster.create_unit(host.service, host.force, "Spears", "poleaxe", {**FOOT, "name": "Spears"})
    from muster.services.queries import unit_state

    state = unit_state(host.service, uid)
    assert state is not None and len(state["members"]) == 5
    dialog = editor(qtbot, host, name="Spears", state=state)
    assert dialog.problem() == ""
    house_rules.set_override(host.service, "poleaxe", {"squad": {"max_members": 4}})
    dialog = editor(qtbot, host, name="Spears", state=state)
    assert "4" in dialog.problem()
