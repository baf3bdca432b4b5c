"""The mech designer: kinds, locations, ammo bins and critical-chart rows are chosen from drop-downs that show
labels, and what is chosen makes a valid design."""

from PySide6.QtWidgets import QComboBox

from muster.gui.systems.mech.designer import ITEM_COLUMNS, MechDesignerDialog
from muster.rules.mech import design_problems

COL = {key: i for i, (key, _, _) in enumerate(ITEM_COLUMNS)}


def test_drop_downs_build_a_valid_design_and_show_no_codes(qtbot):
    dialog = MechDesignerDialog()
    qtbot.addWidget(dialog)
    assert dialog.problems() == [] and dialog.itemsTable.isColumnHidden(COL["id"])
    table = dialog.itemsTable
    kind = table.cellWidget(0, COL["kind"])
    assert isinstance(kind, QComboBox) and "_" not in kind.currentText()
    assert all("_" not in kind.itemText(i) for i in range(kind.count()))

    dialog.addItemButton.click()
    row = table.rowCount() - 1
    where = table.cellWidget(row, COL["location"])
    where.setCurrentIndex(where.findData("right_arm"))
    assert where.currentText() == "Right arm"
    design = dialog.design()
    added = design["items"][-1]
    assert added["location"] == "right_arm" and added["kind"] == "weapon" and added["id"] not in (
        i["id"] for i in design["items"][:-1])
    assert design_problems(design) == [] and dialog.problem() == ""

    # a chart row names the new weapon by its name, through the drop-downs
    dialog.critLocationCombo.setCurrentIndex(dialog.critLocationCombo.findData("right_arm"))
    crit = dialog.critTable
    last = crit.rowCount() - 1
    component = crit.cellWidget(last, 2)
    component.setCurrentIndex(component.findData("weapon"))
    detail = dialog.critTable.cellWidget(last, 3)
    index = detail.findData(added["id"])
    assert index >= 0 and detail.itemText(index).startswith("New weapon")
    detail.setCurrentIndex(index)
    chart = dialog.design()["locations"]["right_arm"]["critical"]
    assert chart[last]["component"] == "weapon" and chart[last]["item"] == added["id"]
    assert dialog.problem() == ""

    kind = table.cellWidget(row, COL["kind"])
    kind.setCurrentIndex(kind.findData("heat_sink"))  # now the chart row names an item of the wrong kind
    assert "heat_sink" in dialog.problem() or "not a weapon" in dialog.problem()
