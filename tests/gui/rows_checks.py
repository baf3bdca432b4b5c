"""The checks every battle panel's row model (``gui/systems/rows.py`` and each system's ``models.RowsModel``) is
held to: after any run of edits the model holds exactly the rows given, Qt's model tester finds nothing wrong, no
reset happens, an index held on a row follows that row, and only the rows (and columns) whose cells changed are
reported changed. Each system's test module draws its own rows and reads back what its cells show."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest
from hypothesis import strategies as st
from PySide6.QtCore import QPersistentModelIndex
from PySide6.QtTest import QAbstractItemModelTester

COLUMNS = 3


def row_lists(build: Callable[..., Any], *extras: st.SearchStrategy, words: Sequence[str]) -> st.SearchStrategy:
    """Lists of up to 8 rows with their own keys (0 to 9): ``build(key, cells, *extras)``, ``COLUMNS`` cells of
    ``words`` each."""
    row = st.builds(build, st.integers(0, 9), st.lists(st.sampled_from(list(words)), min_size=COLUMNS,
                                                       max_size=COLUMNS), *extras)
    return st.lists(row, max_size=8, unique_by=lambda r: r.key)


def edits(rows: st.SearchStrategy) -> st.SearchStrategy:
    """A run of one to six lists of rows, applied one after the other."""
    return st.lists(rows, min_size=1, max_size=6)


def texts(model: Any, row: int) -> tuple[str, ...]:
    return tuple(model.index(row, c).data() for c in range(model.columnCount()))


def read_back(model: Any, build: Callable[[Any, tuple[str, ...], Callable[[int, int], Any]], Any]) -> list:
    """The rows as the model shows them: ``build(key, texts, data)`` for each, ``data(column, role)`` reading
    the row's cells."""
    return [build(model.row(r).key, texts(model, r), lambda column, role, r=r: model.index(r, column).data(role))
            for r in range(model.rowCount())]


def check_random_edits(model: Any, steps: Sequence[Sequence[Any]], shown: Callable[[Any], list]) -> None:
    """Apply each list of ``steps`` in turn: ``shown(model)`` (the rows read back from the model's data) is the
    rows given, held indexes follow their rows, only the changed rows are reported and the model is never reset."""
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


def check_changed_columns(model: Any, row: Callable[..., Any], second: Any) -> list[tuple[int, int, int]]:
    """Two rows, the first's middle cells changed: only those columns are reported. The changes seen so far
    (row, first column, last column) are returned, and the list grows with the model's later changes."""
    model.set_rows([row(1, ("x", "1", "2", "y")), second])
    seen: list[tuple[int, int, int]] = []
    model.dataChanged.connect(lambda first, last, *_: seen.append((first.row(), first.column(), last.column())))
    model.set_rows([row(1, ("x", "10", "20", "y")), second])
    assert seen == [(0, 1, 2)]
    return seen


def check_rows_fit(model: Any, row: Callable[..., Any]) -> None:
    """``model`` has two columns: a row of one cell and two rows of one key are refused."""
    with pytest.raises(ValueError):
        model.set_rows([row(1, ("x",))])
    with pytest.raises(ValueError):
        model.set_rows([row(1, ("x", "y")), row(1, ("z", "w"))])
