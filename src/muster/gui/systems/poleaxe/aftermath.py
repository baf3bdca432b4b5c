"""The post-battle casualties dialog: the Out of the Fight table for each squad that took losses."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QDialog, QHeaderView, QTableWidgetItem

from muster.gui.forms.poleaxe_aftermath_dialog import Ui_PoleaxeAftermathDialog
from muster.gui.systems import compact
from muster.i18n import fmt, render, term
from muster.services.poleaxe_results import AftermathCandidate, AftermathRow, Casualty


def _chance(row: dict) -> str:
    """One Out of the Fight row's chance ("<0.01%" when tiny: never hidden as 0)."""
    if row.get("percent_text"):
        return compact.tidy_percent(str(row["percent_text"]))
    return compact.percent(Fraction(row["percent"]) / 100)


class AftermathDialog(QDialog, Ui_PoleaxeAftermathDialog):
    def __init__(self, window, battle_id: int, parent=None):
        super().__init__(parent)
        self.setupUi(self)
        self.window_ = window
        self.battle_id = battle_id
        self.results: tuple[AftermathRow, ...] = ()
        self.candidates: tuple[AftermathCandidate, ...] = ()
        for table, headers in ((self.squadsTable, (self.tr("Roll"), self.tr("Squad"), self.tr("Losses"),
                                                   self.tr("Modifiers"), self.tr("Chances (d10)"))),
                               (self.casualtiesTable, (self.tr("Squad"), self.tr("Roll"), self.tr("Result"),
                                                       self.tr("Member"), self.tr("Now")))):
            table.setColumnCount(len(headers))
            table.setHorizontalHeaderLabels(list(headers))
            table.verticalHeader().setVisible(False)
            table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            table.horizontalHeader().setStretchLastSection(True)
        self.clericSpin.valueChanged.connect(self._fill)
        self.rollButton.clicked.connect(self.roll)
        self.buttonBox.rejected.connect(self.reject)
        self.buttonBox.accepted.connect(self.accept)
        self._fill()

    def _conditions(self) -> dict[str, str]:
        return {"killed": self.tr("killed"),
                "severely_injured": self.tr("severely injured (1 hp, two weeks' bed rest)"),
                "lightly_injured": self.tr("lightly injured (half hp)"), "unharmed": self.tr("unharmed")}

    def _fill(self) -> None:
        from muster.services import poleaxe
        from muster.services.poleaxe_words import modifier_list

        ticked = {self.candidates[r].unit: self._ticked(r) for r in range(self.squadsTable.rowCount())}
        self.candidates = poleaxe.aftermath_candidates(self.window_.service, self.battle_id, self.clericSpin.value())
        t = self.squadsTable
        t.setRowCount(len(self.candidates))
        for r, c in enumerate(self.candidates):
            tick = QTableWidgetItem()
            tick.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled)
            tick.setCheckState(Qt.CheckState.Checked if ticked.get(c.unit, c.dropped) else Qt.CheckState.Unchecked)
            t.setItem(r, 0, tick)
            losses = self.tr("Out of the Fight") if c.dropped else fmt(self.tr("lost %1 of %2 HTK"), c.hits, c.htk)
            mods = render(modifier_list(c.modifiers)) or self.tr("none")
            chances = "; ".join(f"{render(term('Rules', x['result']))}: {_chance(x)}" for x in c.chances
                                if _chance(x) != "0%")
            for col, text in ((1, c.name), (2, losses), (3, mods), (4, chances)):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                t.setItem(r, col, item)
        self.rollButton.setEnabled(bool(self.candidates))
        self.errorLabel.setText("" if self.candidates else self.tr("No squad took losses in this battle."))

    def _ticked(self, row: int) -> bool:
        item = self.squadsTable.item(row, 0)
        return item is not None and item.checkState() == Qt.CheckState.Checked

    def chosen(self) -> list[int]:
        return [self.candidates[r].unit for r in range(self.squadsTable.rowCount()) if self._ticked(r)]

    def roll(self):
        from muster.services import poleaxe

        units = self.chosen()
        if not units:
            self.errorLabel.setText(self.tr("Tick at least one squad to roll for."))
            return None
        results = self.window_.run(poleaxe.resolve_aftermath, self.battle_id, units, self.clericSpin.value())
        if results is None:
            return None
        self.results = results.results
        # every squad rolled gets a row, one without casualties too (so the table never stays empty)
        rows = [(r, c) for r in results.results for c in (r.casualties or (None,))]
        t = self.casualtiesTable
        t.setRowCount(len(rows))
        for i, (r, c) in enumerate(rows):
            if c is None:
                c = Casualty(self.tr("nobody"), "", None, 0)
            now = self._conditions()[c.condition] if c.condition else self.tr("no casualties")
            if c.hp is not None and c.condition != "killed":
                now += fmt(self.tr(" — %1 hp"), c.hp)
            for col, text in enumerate((r.name, fmt("%1 → %2", r.roll, r.total),
                                        render(term("Rules", r.result)), c.member, now)):
                item = QTableWidgetItem(text)
                if c.condition == "killed":
                    item.setForeground(Qt.GlobalColor.red)
                t.setItem(i, col, item)
        self._fill()
        self.errorLabel.setText("")
        self.resultsLabel.setText(self.tr("Casualties (written to the squads' members and the log; Ctrl+Z undoes):"))
        return results
