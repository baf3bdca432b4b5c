"""GURPS ▸ Upkeep…: a month's pay, treachery and recruits for one army, each an undoable action."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QTableWidgetItem, QWidget

from muster.gui.forms.gurps_upkeep_dialog import Ui_GurpsUpkeepDialog
from muster.i18n import fmt, render, term
from muster.services.gurps_forms import amount, quality_text

if TYPE_CHECKING:
    from muster.services.gurps_upkeep import UpkeepArmy, UpkeepView


def _fmt(value) -> str:
    """A sum or a count in the GM's language ("3,000" in English)."""
    return render(amount(value))


class GurpsUpkeepDialog(QDialog, Ui_GurpsUpkeepDialog):
    """Pick an army; pay it for a month, roll treachery, or add recruits. ``run(fn, *args)`` is the window's
    ``run`` (the undo stack and every view see each action); the table re-reads the file after each."""

    def __init__(self, service, run: Callable, parent: QWidget | None = None, side_id: int | None = None):
        super().__init__(parent)
        self.setupUi(self)
        self.service = service
        self._run = run
        self.view: UpkeepView | None = None
        self.unitsTable.verticalHeader().setVisible(False)
        self.unitsTable.horizontalHeader().setStretchLastSection(True)
        self.armyCombo.currentIndexChanged.connect(lambda *_: self._fill_units())
        self.percentSpin.valueChanged.connect(lambda *_: self._pay_hint())
        self.payButton.clicked.connect(self.pay)
        self.treacheryButton.clicked.connect(self.treachery)
        self.recruitButton.clicked.connect(self.recruits)
        self.buttonBox.rejected.connect(self.reject)
        self.refresh(side_id)

    # ---- showing ----
    def refresh(self, side_id: int | None = None) -> None:
        from muster.services.gurps_upkeep import upkeep_view

        keep = side_id if side_id is not None else self.armyCombo.currentData()
        first = self.view is None
        view = self.view = upkeep_view(self.service)
        self.armyCombo.blockSignals(True)
        self.armyCombo.clear()
        for army in view.armies:
            self.armyCombo.addItem(army.name, army.side_id)
        self.armyCombo.setCurrentIndex(max(0, self.armyCombo.findData(keep)))
        self.armyCombo.blockSignals(False)
        quality = self.recruitQualityCombo.currentData() or "Green"
        self.recruitQualityCombo.clear()
        for q in view.qualities:
            self.recruitQualityCombo.addItem(render(term("Rules", q)), q)
        self.recruitQualityCombo.setCurrentIndex(max(0, self.recruitQualityCombo.findData(quality)))
        entered = view.failure_morale
        if entered is not None:
            self.failureSpin.setValue(entered)
        elif first:
            self.failureSpin.setValue(view.failure_morale_suggested)
        self.failureSpin.setEnabled(entered is None)
        self.failureSpin.setToolTip(self.tr("The book's number, from house rules.") if entered is not None else
                                    self.tr("Your call: the book's number was not retrieved (enter it under House "
                                            "rules ▸ Upkeep ▸ Missed pay ▸ Failure morale)."))
        nothing = not view.armies
        for w in (self.payButton, self.treacheryButton, self.recruitButton):
            w.setEnabled(not nothing)
        if nothing:
            self.resultLabel.setText(self.tr("No army has GURPS Mass Combat units yet."))
        self._fill_units()
        self._pay_hint()

    def army(self) -> UpkeepArmy | None:
        if self.view is None:
            return None
        return next((a for a in self.view.armies if a.side_id == self.armyCombo.currentData()), None)

    def _fill_units(self) -> None:
        army = self.army()
        units = army.units if army else ()
        percent = self.view.pay_percent if self.view else 10
        t = self.unitsTable
        t.setRowCount(len(units))
        for r, u in enumerate(units):
            pay = "—" if u.hiring_cost is None else _fmt(u.hiring_cost * percent / 100)
            effects = []
            if u.pay_morale:
                effects.append(fmt(self.tr("extra pay %1"), f"{u.pay_morale:+d}"))
            if u.unpaid_morale:
                effects.append(fmt(self.tr("missed pay %1"), f"{u.unpaid_morale:+d}"))
            battles = "—" if u.battles is None else _fmt(u.battles)
            for c, value in enumerate((u.name, _fmt(u.count), render(quality_text(u.quality)), battles, u.morale, pay,
                                       ", ".join(effects))):
                t.setItem(r, c, QTableWidgetItem(str(value)))
        t.resizeColumnsToContents()
        for combo in (self.traitorCombo, self.recruitUnitCombo):
            keep = combo.currentData()
            combo.clear()
            for u in units:
                combo.addItem(u.name, u.id)
            combo.setCurrentIndex(max(0, combo.findData(keep)))

    def _pay_hint(self) -> None:
        if self.view is None:
            return
        pct = self.percentSpin.value()
        steps = "; ".join(fmt(self.tr("+%1% extra: Morale %2 next month"), _fmt(p), f"{m:+d}")
                          for p, m in self.view.extra_pay)
        if pct < 100:
            now = self.tr("Pay missed: every unit rolls Morale (Veteran and Elite at most 14); a failure costs the "
                          "Morale below and bad results of your choosing.")
        else:
            now = fmt(self.tr("Normal pay is %1% of each unit's hiring cost a month."), _fmt(self.view.pay_percent))
        self.payHint.setText(fmt(self.tr("%1 %2."), now, steps))
        self.failureSpin.setVisible(pct < 100)
        self.failureLabel.setVisible(pct < 100)

    # ---- actions ----
    def _done(self, result, text: str) -> None:
        if result is None:
            return
        self.resultLabel.setText(text)
        self.refresh()

    def pay(self):
        from muster.services.gurps_upkeep import pay_army

        army = self.army()
        if army is None or self.view is None:
            return None
        loss = self.failureSpin.value() if self.view.failure_morale is None else None
        result = self._run(pay_army, army.side_id, self.percentSpin.value(), loss)
        if result is not None:
            changed = [u for u in result.units if u.morale_change]
            self._done(result, fmt(self.tr("%1 paid: %2"), army.name, ", ".join(
                fmt(self.tr("%1 Morale %2→%3"), u.unit, u.morale_before, u.morale_after) for u in changed)
                or self.tr("no Morale change")))
        return result

    def treachery(self):
        from muster.services.gurps_upkeep import treachery

        if self.traitorCombo.currentData() is None:
            return None
        result = self._run(treachery, self.traitorCombo.currentData())
        if result is not None:
            self._done(result, "; ".join(fmt(self.tr("%1: %2"), u.unit, self._line(u.messages, u.working))
                                         for u in result.units))
        return result

    @staticmethod
    def _line(messages: tuple, english: tuple[str, ...]) -> str:
        """The first working line of an upkeep result, in the GM's language where the service kept its message."""
        if messages:
            return render(messages[0])
        return english[0] if english else ""

    def recruits(self):
        from muster.services.gurps_upkeep import add_recruits

        if self.recruitUnitCombo.currentData() is None or self.view is None:
            return None
        result = self._run(add_recruits, self.recruitUnitCombo.currentData(), self.recruitMenSpin.value(),
                           self.view.qualities[self.recruitQualityCombo.currentIndex()])
        if result is not None:
            lines = result.messages or result.working
            self._done(result, "; ".join(render(line) for line in lines))
        return result


def open_upkeep(window) -> None:
    """Campaign ▸ GURPS Upkeep: pay, treachery and recruits for any army, with or without a battle on screen."""
    if window.service is None:
        window.show_error(QCoreApplication.translate("GurpsUpkeepDialog",
                                                     "Open or create a campaign first (File menu)."))
        return
    from muster.gui.dialogs.fit import fit_to_screen

    dialog = GurpsUpkeepDialog(window.service, lambda fn, *args: window.run(fn, *args), window)
    fit_to_screen(dialog)
    dialog.exec()
