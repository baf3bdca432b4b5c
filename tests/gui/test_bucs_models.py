"""The BUCS panel's table models apply new rows row by row: after any run of edits the model holds exactly the
rows given, Qt's model tester finds nothing wrong, no reset happens, an index held on a row follows that row, only
the rows whose cells changed are reported changed, and a ticked action asks rather than changes."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from rows_checks import check_changed_columns, check_random_edits, check_rows_fit, edits, read_back, row_lists

from muster.gui.systems.bucs.models import RowsModel, RowsTable
from muster.gui.systems.bucs.present import Row

ROWS = row_lists(lambda key, cells, ticked: Row(key, tuple(cells), ((2, ticked),) if ticked is not None else ()),
                 st.sampled_from([None, True, False]), words=["", "a", "b", "used"])


def shown(model: RowsModel) -> list[Row]:
    def build(key, cells, data):
        state = data(2, Qt.ItemDataRole.CheckStateRole)
        return Row(key, cells, () if state is None else ((2, Qt.CheckState(state) == Qt.CheckState.Checked),))
    return read_back(model, build)


@settings(max_examples=150, deadline=None)
@given(edits(ROWS))
def test_random_edits_leave_exactly_the_rows_given(qapp, steps):
    check_random_edits(RowsModel(("A", "B", "C")), steps, shown)


def test_only_the_changed_columns_are_reported(qapp):
    model = RowsModel(("A", "B", "C", "D"))
    seen = check_changed_columns(model, Row, Row(2, ("z", "", "", "w"), ((3, False),)))
    model.set_rows([Row(1, ("x", "10", "20", "y")), Row(2, ("z", "", "", "w"), ((3, True),))])
    assert seen[-1] == (1, 3, 3)


def test_rows_must_fit_the_headers_and_have_their_own_keys(qapp):
    model = RowsModel(("A", "B"))
    check_rows_fit(model, Row)
    with pytest.raises(ValueError):
        model.set_headers(("A",))


def test_a_tick_asks_and_the_file_answers(qtbot, qtmodeltester):
    model = RowsModel(("Unit", "Move"))
    model.set_rows([Row(7, ("Alpha", "free"), ((1, False),)), Row(8, ("Bravo", "used"), ((1, True),))])
    qtmodeltester.check(model, force_py=True)
    asked = []
    model.checkToggled.connect(lambda key, column, on: asked.append((key, column, on)))
    assert model.flags(model.index(0, 1)) & Qt.ItemFlag.ItemIsUserCheckable
    assert not model.flags(model.index(0, 0)) & Qt.ItemFlag.ItemIsUserCheckable
    assert model.setData(model.index(0, 1), Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    assert asked == [(7, 1, True)]
    assert model.index(0, 1).data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked  # until the file says
    assert not model.setData(model.index(0, 0), Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    assert not model.setData(model.index(0, 1), "x", Qt.ItemDataRole.EditRole)
    table = RowsTable()
    qtbot.addWidget(table)
    table.setModel(model)
    assert (table.rowCount(), table.columnCount()) == (2, 2)
    assert table.item(1, 0).text() == "Bravo" and table.item(1, 1).checkState() == Qt.CheckState.Checked
    assert table.item(0, 0).checkState() == Qt.CheckState.Unchecked and table.item(5, 0) is None
    table.selectRow(1)
    assert table.currentRow() == 1


def test_headers_and_row_headings(qapp, qtmodeltester):
    model = RowsModel(("", ""))
    model.set_rows([Row("1", ("10%", "5%"), heading="1 hit"), Row("2", ("", ""), heading="2 hits")])
    qtmodeltester.check(model, force_py=True)
    seen = []
    model.headerDataChanged.connect(lambda orientation, first, last: seen.append((orientation, first, last)))
    model.set_headers(("A hits B", "B hits A"))
    model.set_headers(("A hits B", "B hits A"))  # the same texts: nothing to tell
    assert seen == [(Qt.Orientation.Horizontal, 0, 1)]
    assert model.headerData(0, Qt.Orientation.Horizontal) == "A hits B"
    assert model.headerData(1, Qt.Orientation.Vertical) == "2 hits"
    assert model.headerData(5, Qt.Orientation.Vertical) is None
    assert model.index(0, 0).data(Qt.ItemDataRole.TextAlignmentRole) == Qt.AlignmentFlag.AlignCenter
