"""The History dock's model (issue 27): after any run of histories it holds exactly the rows given, Qt's model
tester finds nothing wrong, it is never reset, only rows that changed are reported, and the bold row is the last
done action."""

from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtTest import QAbstractItemModelTester

from muster.gui.models.history import HistoryModel
from muster.services.history import HistoryRow


def history_rows(ids: list[int], done: int) -> list[HistoryRow]:
    return [HistoryRow(pk, 1, "Ford", 1 + pk // 3, "", f"Action {pk}", f"Action {pk} text", i < done)
            for i, pk in enumerate(ids)]


# a history as it changes: actions done, undone, redone, a branch taken (the tail replaced), another battle
STEPS = st.lists(st.tuples(st.lists(st.integers(1, 30), unique=True, max_size=12).map(sorted), st.integers(0, 12)),
                 min_size=1, max_size=8)


@settings(max_examples=60, deadline=None)
@given(steps=STEPS)
def test_any_run_of_histories_is_shown_row_by_row(qapp, steps):
    model = HistoryModel()
    QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal, model)
    resets, changed = [], []
    model.modelAboutToBeReset.connect(lambda: resets.append(True))
    model.dataChanged.connect(lambda first, last, *_: changed.extend(range(first.row(), last.row() + 1)))
    for ids, done in steps:
        before = list(model.rows)
        changed.clear()
        rows = history_rows(ids, done)
        model.set_rows(rows)
        assert model.rows == rows and model.rowCount() == len(rows)
        assert [model.index(r, 2).data() for r in range(len(rows))] == [r.text for r in rows]
        last = max((i for i, r in enumerate(rows) if r.done), default=-1)
        assert model.last_done() == last
        bold = [r for r in range(len(rows)) if (model.index(r, 2).data(Qt.ItemDataRole.FontRole) or None)
                and model.index(r, 2).data(Qt.ItemDataRole.FontRole).bold()]
        assert bold == ([last] if last >= 0 else [])
        common = 0
        while common < min(len(before), len(rows)) and before[common].id == rows[common].id:
            common += 1
        old_last = max((i for i, r in enumerate(before) if r.done), default=-1)
        allowed = {i for i in range(common) if before[i] != rows[i]} | ({old_last, last} & set(range(common)))
        assert set(changed) <= allowed, (changed, allowed)
        assert {i for i in range(common) if before[i] != rows[i]} <= set(changed)  # and every changed one is
    assert resets == []
