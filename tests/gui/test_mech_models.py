"""The mech panel's declarations model applies new rows row by row: after any run of edits the model holds exactly
the rows given, Qt's model tester finds nothing wrong, no reset happens, an index held on a row follows that row,
and only the rows whose cells changed are reported changed."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPersistentModelIndex, Qt
from PySide6.QtTest import QAbstractItemModelTester

from muster.gui.systems.mech.models import RowsModel, RowsTable
from muster.gui.systems.mech.present import Row

COLUMNS = 3


def rows_strategy():
    row = st.builds(lambda key, cells: Row(key, tuple(cells)), st.integers(0, 9),
                    st.lists(st.sampled_from(["", "a", "b", "20% (9+)"]), min_size=COLUMNS, max_size=COLUMNS))
    return st.lists(row, max_size=8, unique_by=lambda r: r.key)


def shown(model: RowsModel) -> list[tuple[str, ...]]:
    return [tuple(model.index(r, c).data() for c in range(model.columnCount())) for r in range(model.rowCount())]


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
        held = {r.key: QPersistentModelIndex(model.index(i, 0)) for i, r in enumerate(model.rows())}
        changed.clear()
        model.set_rows(rows)
        assert shown(model) == [r.cells for r in rows]
        assert model.rows() == tuple(rows)
        for key, index in held.items():  # a kept row keeps its index; a removed one loses it
            if key in {r.key for r in rows}:
                assert index.isValid() and model.rows()[index.row()].key == key
            else:
                assert not index.isValid()
        expected = {i for i, r in enumerate(rows) if r.key in before and before[r.key] != r}
        assert {first for first, _ in changed} == expected
        assert all(first == last for first, last in changed)
    assert resets == []


def test_only_the_changed_columns_are_reported(qapp):
    model = RowsModel(("A", "B", "C", "D"))
    model.set_rows([Row(1, ("x", "1", "2", "y")), Row(2, ("z", "", "", "w"))])
    seen = []
    model.dataChanged.connect(lambda first, last, *_: seen.append((first.row(), first.column(), last.column())))
    model.set_rows([Row(1, ("x", "10", "20", "y")), Row(2, ("z", "", "", "w"))])
    assert seen == [(0, 1, 2)]


def test_rows_must_fit_the_headers_and_have_their_own_keys(qapp):
    model = RowsModel(("A", "B"))
    with pytest.raises(ValueError):
        model.set_rows([Row(1, ("x",))])
    with pytest.raises(ValueError):
        model.set_rows([Row(1, ("x", "y")), Row(1, ("z", "w"))])


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
