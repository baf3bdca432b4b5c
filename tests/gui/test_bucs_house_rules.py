"""The BUCS unit editor and the players' summary read the campaign's house rules (issue 26: house rules
everywhere): an equipment level only the house rules have is offered and taken by the editor, and an enemy unit
carrying it shows its damage summary on the player view (under the bundled tables it could not be read)."""

import pytest

from muster.services import battle, house_rules, roster, visibility
from muster.services import queries as q

from gui_helpers import editor_host, open_unit_editor

SUPERB = {"name": "Superb", "modifier": 4, "loses_heavy_extra_hit": False, "loses_mobility": False,
          "ignores_first_morale_hit": True}


def with_superb(service) -> None:
    from muster.rules.bucs import tables as bundled_tables

    house_rules.set_override(service, "bucs", {"equipment": [*bundled_tables(None)["equipment"], SUPERB]})


@pytest.fixture
def host(qtbot, service):
    return editor_host(qtbot, service, "Red Co")


def editor(qtbot, host, **kw):
    return open_unit_editor(qtbot, host, "bucs", **kw)


def offered(dialog) -> list[str]:
    return [dialog.equipmentCombo.itemText(i) for i in range(dialog.equipmentCombo.count())]


def test_the_editor_offers_and_takes_the_house_rules_equipment(qtbot, host):
    state = {"name": "Guard", "quality": "Elite", "equipment": "Superb", "specialties": ["Infantry"]}
    by_the_book = editor(qtbot, host)
    assert "Superb (+4)" not in offered(by_the_book)
    by_the_book.nameEdit.setText("Guard")
    assert by_the_book.problem() == ""

    with_superb(host.service)
    dialog = editor(qtbot, host, state=state, name="Guard")
    assert offered(dialog)[-1] == "Superb (+4)"
    assert dialog.equipmentCombo.currentData() == "Superb"
    assert dialog.problem() == "" and dialog.errorLabel.text() == ""
    assert "Fights as <b>Elite</b>" in dialog.summaryLabel.text()
    assert dialog.values()[2]["equipment"] == "Superb"


def test_the_player_view_summarises_an_enemy_under_the_house_rules(service):
    red = roster.create_force(service, roster.create_side(service, "Red"), "Red Co")
    blue_side = roster.create_side(service, "Blue")
    blue = roster.create_force(service, blue_side, "Blue Co")
    with_superb(service)
    guard = roster.create_unit(service, red, "Guard", "bucs", {"quality": "Elite", "equipment": "Superb",
                                                                "morale_hits": 1})
    rifles = roster.create_unit(service, blue, "Rifles", "bucs", {"quality": "Average"})
    bid = battle.start_battle(service, "Gate", "bucs", [guard, rifles])
    visibility.set_player_side(service, blue_side)
    shown = {u.name: u for u in visibility.player_battle(service, bid).units}
    assert not shown["Guard"].own and shown["Guard"].status.startswith("Fighting") and not shown["Guard"].out
    assert visibility.summarise("bucs", q.unit_state(service, guard)).text == ""  # the bundled tables cannot
