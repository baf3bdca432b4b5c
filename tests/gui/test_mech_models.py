"""The mech panel's declarations model applies new rows row by row: after any run of edits the model holds exactly
the rows given, Qt's model tester finds nothing wrong, no reset happens, an index held on a row follows that row,
and only the rows whose cells changed are reported changed."""

from __future__ import annotations

from hypothesis import given, settings
from PySide6.QtCore import Qt
from rows_checks import check_changed_columns, check_random_edits, check_rows_fit, edits, read_back, row_lists

from muster.gui.systems.mech.models import RowsModel, RowsTable
from muster.gui.systems.mech.present import Row

ROWS = row_lists(lambda key, cells: Row(key, tuple(cells)), words=["", "a", "b", "20% (9+)"])


def shown(model: RowsModel) -> list[Row]:
    return read_back(model, lambda key, cells, _data: Row(key, cells))


@settings(max_examples=150, deadline=None)
@given(edits(ROWS))
def test_random_edits_leave_exactly_the_rows_given(qapp, steps):
    check_random_edits(RowsModel(("A", "B", "C")), steps, shown)


def test_only_the_changed_columns_are_reported(qapp):
    check_changed_columns(RowsModel(("A", "B", "C", "D")), Row, Row(2, ("z", "", "", "w")))


def test_rows_must_fit_the_headers_and_have_their_own_keys(qapp):
    check_rows_fit(RowsModel(("A", "B")), Row)


def test_headers_and_the_table_accessors(qtbot, qtmodeltester):
    model = RowsModel(("Attacker", "To hit"))
    model.set_rows([Row((1, "cannon", 2, 1), ("Tusker", "60% (9+)")), Row((2, "kick", 1, 1), ("Peccary", "no roll"))])
    qtmodeltester.check(model, force_py=True)
    table = RowsTable()
    qtbot.addWidget(table)
    table.setModel(model)
    assert table.rowCount() == 2
    assert model.headerData(1, Qt.Orientation.Horizontal) == "To hit"
    assert table.item(0, 0).text() == "Tusker" and table.item(1, 1).text() == "no roll"
    assert table.item(5, 0) is None
    assert table.currentRow() == -1
    table.setCurrentIndex(model.index(1, 0))
    assert table.currentRow() == 1
    assert not model.flags(model.index(0, 0)) & Qt.ItemFlag.ItemIsEditable
