"""The BUCS panel's table models apply new rows row by row: after any run of edits the model holds exactly the
rows given, Qt's model tester finds nothing wrong, no reset happens, an index held on a row follows that row, only
the rows whose cells changed are reported changed, and a ticked action asks rather than changes."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPersistentModelIndex, Qt
from PySide6.QtTest import QAbstractItemModelTester

from muster.gui.systems.bucs.models import RowsModel, RowsTable
from muster.gui.systems.bucs.present import Row

COLUMNS = 3


def rows_strategy():
    row = st.builds(lambda key, cells, ticked: Row(key, tuple(cells), ((2, ticked),) if ticked is not None else ()),
                    st.integers(0, 9), st.lists(st.sampled_from(["", "a", "b", "used"]), min_size=COLUMNS,
                                                max_size=COLUMNS),
                    st.sampled_from([None, True, False]))
    return st.lists(row, max_size=8, unique_by=lambda r: r.key)


def shown(model: RowsModel) -> list[Row]:
    out = []
    for r in range(model.rowCount()):
        cells = tuple(model.index(r, c).data() for c in range(model.columnCount()))
        state = model.index(r, 2).data(Qt.ItemDataRole.CheckStateRole)
        checks = () if state is None else ((2, Qt.CheckState(state) == Qt.CheckState.Checked),)
        out.append(Row(model.row(r).key, cells, checks))
    return out


@settings(max_examples=150, deadline=None)
@given(st.lists(rows_strategy(), min_size=1, max_size=6))
def test_random_edits_leave_exactly_the_rows_given(qapp, steps):
    model = RowsModel(("A", "B", "C"))
    QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal, model)
    resets, changed = [], []
    model.modelAboutToBeReset.connect(lambda: resets.append(True))
    model.dataChanged.connect(lambda first, last, *_: changed.append((first.row(), last.row())))
    for rows in steps:
        before = {r.key: r for r in model.rows()}
        held = {model.row(r).key: QPersistentModelIndex(model.index(r, 0)) for r in range(model.rowCount())}
        changed.clear()
        model.set_rows(rows)
        assert shown(model) == rows
        assert model.rows() == tuple(rows)
        for key, index in held.items():
            if key in {r.key for r in rows}:
                assert index.isValid() and model.row(index.row()).key == key
            else:
                assert not index.isValid()
        expected = {i for i, r in enumerate(rows) if r.key in before and before[r.key] != r}
        assert {first for first, _ in changed} == expected
        assert all(first == last for first, last in changed)
    assert resets == []


def test_only_the_changed_columns_are_reported(qapp):
    model = RowsModel(("A", "B", "C", "D"))
    model.set_rows([Row(1, ("x", "1", "2", "y")), Row(2, ("z", "", "", "w"), ((3, False),))])
    seen = []
    model.dataChanged.connect(lambda first, last, *_: seen.append((first.row(), first.column(), last.column())))
    model.set_rows([Row(1, ("x", "10", "20", "y")), Row(2, ("z", "", "", "w"), ((3, False),))])
    assert seen == [(0, 1, 2)]
    model.set_rows([Row(1, ("x", "10", "20", "y")), Row(2, ("z", "", "", "w"), ((3, True),))])
    assert seen[-1] == (1, 3, 3)


def test_rows_must_fit_the_headers_and_have_their_own_keys(qapp):
    model = RowsModel(("A", "B"))
    with pytest.raises(ValueError):
        model.set_rows([Row(1, ("x",))])
    with pytest.raises(ValueError):
        model.set_rows([Row(1, ("x", "y")), Row(1, ("z", "w"))])
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
