"""The Poleaxe panel's table models apply new rows row by row: after any run of edits the model holds exactly the
rows given, Qt's model tester finds nothing wrong, no reset happens, an index held on a row follows that row, and
only the rows whose cells changed are reported changed."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from rows_checks import COLUMNS, check_changed_columns, check_random_edits, check_rows_fit, edits, read_back, row_lists

from muster.gui.systems.poleaxe.models import RowsModel, RowsTable
from muster.gui.systems.poleaxe.present import Row

ROWS = row_lists(lambda key, cells, red: Row(key, tuple(cells), frozenset(red)),
                 st.sets(st.integers(0, COLUMNS - 1), max_size=1), words=["", "a", "b", "20%"])


def shown(model: RowsModel) -> list[Row]:
    def build(key, cells, data):
        red = frozenset(c for c in range(COLUMNS) if data(c, Qt.ItemDataRole.ForegroundRole) is not None)
        return Row(key, cells, red)
    return read_back(model, build)


@settings(max_examples=150, deadline=None)
@given(edits(ROWS))
def test_random_edits_leave_exactly_the_rows_given(qapp, steps):
    check_random_edits(RowsModel(("A", "B", "C")), steps, shown)


def test_only_the_changed_columns_are_reported(qapp):
    model = RowsModel(("A", "B", "C", "D"))
    seen = check_changed_columns(model, Row, Row(2, ("z", "", "", "w")))
    model.set_rows([Row(1, ("x", "10", "20", "y"), frozenset({3})), Row(2, ("z", "", "", "w"))])
    assert seen[-1] == (0, 3, 3)


def test_rows_must_fit_the_headers_and_have_their_own_keys(qapp):
    check_rows_fit(RowsModel(("A", "B")), Row)


def test_headers_tips_and_the_table_accessors(qtbot, qtmodeltester):
    from PySide6.QtWidgets import QCheckBox

    model = RowsModel(("Squad", "Chance"))
    model.set_rows([Row(7, ("Orcs", "90%"), tips=((0, "1 check due"),)), Row(8, ("Elves", "50%"))])
    qtmodeltester.check(model, force_py=True)
    table = RowsTable()
    qtbot.addWidget(table)
    table.setModel(model)
    assert (table.rowCount(), table.columnCount()) == (2, 2)
    assert model.headerData(1, Qt.Orientation.Horizontal) == "Chance"
    assert table.item(0, 0).text() == "Orcs" and table.item(0, 0).toolTip() == "1 check due"
    assert table.item(1, 1).toolTip() == "" and table.item(5, 0) is None
    box = QCheckBox()
    table.setCellWidget(1, 1, box)
    assert table.cellWidget(1, 1) is box and table.cellWidget(0, 1) is None
    model.set_rows([Row(9, ("Men", "")), Row(8, ("Elves", "50%"))])  # the widget's row moves with its squad
    assert table.cellWidget(1, 1) is box
    table.setCurrentIndex(model.index(1, 0))
    assert table.currentRow() == 1
    assert not model.flags(model.index(0, 0)) & Qt.ItemFlag.ItemIsEditable
