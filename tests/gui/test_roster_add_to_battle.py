"""Army Roster ▸ right-click ▸ Add to Battle: the current battle and every battle of the units' rules; undoable."""

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from muster.gui.operations import roster as roster_ops
from muster.services import library, queries

from gui_helpers import key as press


def pick(view, index):
    """A click on the unit's row: it alone is selected."""
    view.scrollTo(index)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).topLeft() + QPoint(2, 2))


def test_a_new_unit_joins_the_running_battle_from_the_context_menu(qtbot, make_window, tmp_path):
    from muster.services.sample import create_sample

    window = make_window()
    assert window.open_campaign(create_sample(tmp_path / "sample.muster"))
    fight = next(b for b in queries.battles(window.service) if b.system == "generic")
    window.battles.select(fight.id)
    veteran = fight.initiative[0]
    [copy] = window.run(library.duplicate_units, [veteran], 1)
    model, view = window.roster_model, window.rosterDock.view
    pick(view, model._index_of(3, copy))

    menu = roster_ops.context_menu(window, view.viewport().mapToGlobal(QPoint(5, 5)))
    sub = next(a.menu() for a in menu.actions() if a.menu() and a.text().replace("&", "") == "Add to Battle")
    entries = [a for a in sub.actions() if not a.isSeparator()]
    assert entries[0].text().startswith(fight.name) and "current battle" in entries[0].text()
    assert all("Generic" in a.text() for a in entries)  # no battle of other rules offered
    entries[0].trigger()
    menu.close()

    after = window.current_battle()
    assert after.initiative == (*fight.initiative, copy)
    assert window.turnDock.isVisible() and not window.errors
    press(qtbot, window, "Ctrl+Z")
    assert window.current_battle().initiative == fight.initiative

    # a unit already in the battle: that battle greyed out; asked anyway, the service says why
    pick(view, model._index_of(3, veteran))
    menu = roster_ops.context_menu(window, view.viewport().mapToGlobal(QPoint(5, 5)))
    sub = next(a.menu() for a in menu.actions() if a.menu())
    assert not next(a for a in sub.actions() if a.text().startswith(fight.name)).isEnabled()
    menu.close()
    roster_ops.add_to_battle(window, fight.id, [veteran])
    assert window.errors and "already in" in window.errors[-1]
    assert window.current_battle().initiative == fight.initiative
