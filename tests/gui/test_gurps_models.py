"""The GURPS panel's table models apply new rows row by row: after any run of edits the model holds exactly the
rows given, Qt's model tester finds nothing wrong, no reset happens, an index held on a row follows that row, and
only the rows whose cells changed are reported changed."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPersistentModelIndex, Qt
from PySide6.QtTest import QAbstractItemModelTester

from muster.gui.systems.gurps.models import RowsModel, RowsTable, RowsTree
from muster.gui.systems.gurps.present import Row

COLUMNS = 3


def rows_strategy():
    row = st.builds(lambda key, cells, bold, back: Row(key, tuple(cells), frozenset(bold),
                                                       tuple((c, "#ffe08a") for c in back)),
                    st.integers(0, 9), st.lists(st.sampled_from(["", "a", "b", "20%"]), min_size=COLUMNS,
                                                max_size=COLUMNS),
                    st.sets(st.integers(0, COLUMNS - 1), max_size=1), st.sets(st.integers(0, COLUMNS - 1), max_size=1))
    return st.lists(row, max_size=8, unique_by=lambda r: r.key)


def shown(model: RowsModel) -> list[Row]:
    out = []
    for r in range(model.rowCount()):
        cells = tuple(model.index(r, c).data() for c in range(model.columnCount()))
        bold = frozenset(c for c in range(model.columnCount())
                         if model.index(r, c).data(Qt.ItemDataRole.FontRole) is not None)
        back = tuple((c, model.index(r, c).data(Qt.ItemDataRole.BackgroundRole).color().name())
                     for c in range(model.columnCount())
                     if model.index(r, c).data(Qt.ItemDataRole.BackgroundRole) is not None)
        out.append(Row(model.row(r).key, cells, bold, back))
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
        for key, index in held.items():  # a kept row keeps its index; a removed one loses it
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
    model.set_rows([Row(1, ("x", "1", "2", "y")), Row(2, ("z", "", "", "w"))])
    seen = []
    model.dataChanged.connect(lambda first, last, *_: seen.append((first.row(), first.column(), last.column())))
    model.set_rows([Row(1, ("x", "10", "20", "y")), Row(2, ("z", "", "", "w"))])
    assert seen == [(0, 1, 2)]
    model.set_rows([Row(1, ("x", "10", "20", "y"), bold=frozenset({3})), Row(2, ("z", "", "", "w"))])
    assert seen[-1] == (0, 3, 3)
    model.set_rows([Row(1, ("x", "10", "20", "y"), bold=frozenset({3})), Row(2, ("z", "", "", "w"), data=5)])
    assert seen[-1] == (1, 0, 3)  # the row's data is every cell's


def test_rows_must_fit_the_headers_and_have_their_own_keys(qapp):
    import pytest

    model = RowsModel(("A", "B"))
    with pytest.raises(ValueError):
        model.set_rows([Row(1, ("x",))])
    with pytest.raises(ValueError):
        model.set_rows([Row(1, ("x", "y")), Row(1, ("z", "w"))])


def test_the_table_and_tree_accessors(qtbot, qtmodeltester):
    from PySide6.QtWidgets import QSpinBox

    model = RowsModel(("Chance", "Winner"))
    model.set_rows([Row(7, ("▶ 20%", "Red"), bold=frozenset({0, 1}), tips=((0, "notes"),), right=frozenset({0}),
                        data=("attacker", "Red")),
                    Row(8, ("50%", "Blue"), foreground=((1, "#b00020"),))])
    qtmodeltester.check(model, force_py=True)
    table = RowsTable(model, "oddsTable", short=True)
    qtbot.addWidget(table)
    assert table.objectName() == "oddsTable" and (table.rowCount(), table.columnCount()) == (2, 2)
    assert table.horizontalHeaderItem(0).text() == "Chance"
    table.horizontalHeaderItem(0).setToolTip("Exact chances")
    assert table.horizontalHeaderItem(0).toolTip() == "Exact chances"
    first = table.item(0, 0)
    assert first.text() == "▶ 20%" and first.font().bold() and first.toolTip() == "notes"
    assert not table.item(1, 0).font().bold() and table.item(5, 0) is None
    assert table.item(0, 1).data(Qt.ItemDataRole.UserRole) == ("attacker", "Red")
    assert model.index(0, 0).data(Qt.ItemDataRole.TextAlignmentRole) & Qt.AlignmentFlag.AlignRight
    assert model.index(1, 1).data(Qt.ItemDataRole.ForegroundRole).color().name() == "#b00020"
    assert table.sizeHint().height() == table.minimumHeight()
    spin = QSpinBox()
    table.setCellWidget(1, 1, spin)
    assert table.cellWidget(1, 1) is spin and table.cellWidget(0, 1) is None
    model.set_rows([Row(9, ("", "")), Row(8, ("50%", "Blue"))])  # the widget's row moves with its unit
    assert table.cellWidget(1, 1) is spin
    table.selectRow(1)
    assert table.currentRow() == 1
    assert not model.flags(model.index(0, 0)) & Qt.ItemFlag.ItemIsEditable
    tree = RowsTree(RowsModel(("Day", "What happened")), "eventsTree")
    qtbot.addWidget(tree)
    tree.rows_model.set_rows([Row(("event", 0), ("1", "Scouts sent"))])
    assert tree.topLevelItemCount() == 1 and tree.topLevelItem(0).text(1) == "Scouts sent"
    assert tree.topLevelItem(3) is None
