"""The GURPS panel's table models apply new rows row by row: after any run of edits the model holds exactly the
rows given, Qt's model tester finds nothing wrong, no reset happens, an index held on a row follows that row, and
only the rows whose cells changed are reported changed."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from rows_checks import COLUMNS, check_changed_columns, check_random_edits, check_rows_fit, edits, read_back, row_lists

from muster.gui.systems.gurps.models import RowsModel, RowsTable, RowsTree
from muster.gui.systems.gurps.present import Row

ROWS = row_lists(lambda key, cells, bold, back: Row(key, tuple(cells), frozenset(bold),
                                                    tuple((c, "#ffe08a") for c in back)),
                 st.sets(st.integers(0, COLUMNS - 1), max_size=1), st.sets(st.integers(0, COLUMNS - 1), max_size=1),
                 words=["", "a", "b", "20%"])


def shown(model: RowsModel) -> list[Row]:
    def build(key, cells, data):
        bold = frozenset(c for c in range(COLUMNS) if data(c, Qt.ItemDataRole.FontRole) is not None)
        back = tuple((c, data(c, Qt.ItemDataRole.BackgroundRole).color().name()) for c in range(COLUMNS)
                     if data(c, Qt.ItemDataRole.BackgroundRole) is not None)
        return Row(key, cells, bold, back)
    return read_back(model, build)


@settings(max_examples=150, deadline=None)
@given(edits(ROWS))
def test_random_edits_leave_exactly_the_rows_given(qapp, steps):
    check_random_edits(RowsModel(("A", "B", "C")), steps, shown)


def test_only_the_changed_columns_are_reported(qapp):
    model = RowsModel(("A", "B", "C", "D"))
    seen = check_changed_columns(model, Row, Row(2, ("z", "", "", "w")))
    model.set_rows([Row(1, ("x", "10", "20", "y"), bold=frozenset({3})), Row(2, ("z", "", "", "w"))])
    assert seen[-1] == (0, 3, 3)
    model.set_rows([Row(1, ("x", "10", "20", "y"), bold=frozenset({3})), Row(2, ("z", "", "", "w"), data=5)])
    assert seen[-1] == (1, 0, 3)  # the row's data is every cell's


def test_rows_must_fit_the_headers_and_have_their_own_keys(qapp):
    check_rows_fit(RowsModel(("A", "B")), Row)


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
