"""A compact status view of one mech for the Mech Status dock (the full damage diagram is issue 7)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView, QComboBox, QFrame, QScrollArea, QHeaderView, QLabel, QProgressBar, QTableWidget, QTableWidgetItem, QVBoxLayout,
    QWidget,
)

SHORT = {"head": "Head", "center_torso": "Center torso", "left_torso": "Left torso", "right_torso": "Right torso",
         "center_torso_rear": "  CT rear", "left_torso_rear": "  LT rear", "right_torso_rear": "  RT rear",
         "left_arm": "Left arm", "right_arm": "Right arm", "left_leg": "Left leg", "right_leg": "Right leg"}
RED, AMBER, GREY = QColor("#c62828"), QColor("#b26a00"), QColor("#888888")


class MechStatusWidget(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("mechStatusWidget")
        self._views: list[dict] = []
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea(objectName="statusScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget()
        scroll.setWidget(body)
        outer.addWidget(scroll)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.mechCombo = QComboBox(objectName="statusMechCombo")
        self.headline = QLabel(objectName="statusHeadline")
        self.headline.setWordWrap(True)
        self.headline.setStyleSheet("font-weight: bold;")
        self.pilotLabel = QLabel(objectName="statusPilot")
        self.pilotLabel.setWordWrap(True)
        self.heatBar = QProgressBar(objectName="statusHeatBar")
        self.heatBar.setRange(0, 30)
        self.heatBar.setTextVisible(True)
        self.heatLabel = QLabel(objectName="statusHeat")
        self.heatLabel.setWordWrap(True)
        self.dieLabel = QLabel(objectName="statusDie")
        self.dieLabel.setWordWrap(True)
        self.table = QTableWidget(0, 3, objectName="statusLocations")
        self.table.setHorizontalHeaderLabels([self.tr("Location"), self.tr("Armor"), self.tr("Structure")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setDefaultSectionSize(20)
        self.ammoLabel = QLabel(objectName="statusAmmo")
        self.ammoLabel.setWordWrap(True)
        self.critLabel = QLabel(objectName="statusCrits")
        self.critLabel.setWordWrap(True)
        for w in (self.mechCombo, self.headline, self.pilotLabel, self.heatBar, self.heatLabel, self.dieLabel,
                  self.table, self.ammoLabel, self.critLabel):
            layout.addWidget(w)
        layout.addStretch(1)
        self.mechCombo.currentIndexChanged.connect(lambda _: self._show_current())

    def set_mechs(self, views: list[dict], select=None) -> None:
        keep = select if select is not None else self.mechCombo.currentData()
        self._views = views
        self.mechCombo.blockSignals(True)
        self.mechCombo.clear()
        for v in views:
            self.mechCombo.addItem(f"{v['name']} — {v['design']}", v["id"])
        index = self.mechCombo.findData(keep)
        self.mechCombo.setCurrentIndex(index if index >= 0 else (0 if views else -1))
        self.mechCombo.blockSignals(False)
        self._show_current()

    def select(self, unit_id) -> None:
        index = self.mechCombo.findData(unit_id)
        if index >= 0:
            self.mechCombo.setCurrentIndex(index)

    def current(self) -> dict | None:
        uid = self.mechCombo.currentData()
        return next((v for v in self._views if v["id"] == uid), None)

    def _show_current(self) -> None:
        v = self.current()
        if v is None:
            for w in (self.headline, self.pilotLabel, self.heatLabel, self.dieLabel, self.ammoLabel, self.critLabel):
                w.setText("")
            self.headline.setText(self.tr("No mech in this battle."))
            self.table.setRowCount(0)
            return
        self.show_view(v)

    def show_view(self, v: dict) -> None:
        flags = []
        if v["destroyed"]:
            flags.append(self.tr("DESTROYED"))
        if v["shutdown"]:
            flags.append(self.tr("SHUT DOWN"))
        if v["prone"]:
            flags.append(self.tr("PRONE"))
        self.headline.setText(f"{v['name']} · {v['design']} ({v['tonnage']} t)"
                              + (" · " + ", ".join(flags) if flags else ""))
        self.headline.setStyleSheet("font-weight: bold;" + (" color: #c62828;" if flags else ""))
        p = v["pilot"]
        pips = "●" * p["head_hits"] + "○" * (6 - p["head_hits"])
        self.pilotLabel.setText(self.tr("Pilot %1 (gunnery %2, piloting %3): %4 · head hits %5").replace(
            "%1", p["name"]).replace("%2", f"{p['gunnery']:+d}").replace("%3", f"{p['piloting']:+d}").replace(
            "%4", self.tr(p["status"])).replace("%5", pips))
        heat = v["heat"]
        self.heatBar.setValue(min(heat, self.heatBar.maximum()))
        self.heatBar.setFormat(self.tr("Heat %1").replace("%1", str(heat)))
        colour = "#2e7d32" if heat < 8 else "#b26a00" if heat < v["shutdown_from"] else "#c62828"
        self.heatBar.setStyleSheet(f"QProgressBar::chunk {{ background: {colour}; }}")
        bits = [self.tr("to hit %1").replace("%1", f"{v['heat_penalty']:+d}") if v["heat_penalty"] else
                self.tr("no heat penalty")]
        if v["heat_mp_loss"]:
            bits.append(self.tr("-%1 MP").replace("%1", str(v["heat_mp_loss"])))
        bits.append(self.tr("shutdown check from %1, ammo check from %2").replace("%1", str(v["shutdown_from"]))
                    .replace("%2", str(v["ammo_check_from"])))
        if v["heat_this_turn"]:
            bits.append(self.tr("+%1 this turn, %2 sinks").replace("%1", str(v["heat_this_turn"]))
                        .replace("%2", str(v["sinks"])))
        else:
            bits.append(self.tr("%1 working sinks").replace("%1", str(v["sinks"])))
        self.heatLabel.setText(" · ".join(bits))
        die = v["die"]
        if die:
            self.dieLabel.setText(self.tr("Movement die: %1 %2 (own attacks %3, attackers %4)").replace(
                "%1", die["colour"]).replace("%2", str(die["number"])).replace("%3", f"{die['own']:+d}").replace(
                "%4", f"{die['against']:+d}"))
        else:
            self.dieLabel.setText(self.tr("Movement die: none yet this turn"))
        self.table.setRowCount(len(v["locations"]))
        for row, loc in enumerate(v["locations"]):
            name = QTableWidgetItem(self.tr(SHORT[loc["location"]]))
            armor = QTableWidgetItem(f"{loc['armor_left']}/{loc['armor']}")
            internal = QTableWidgetItem(f"{loc['internal_left']}/{loc['internal']}")
            if loc["lost"]:
                armor.setText(self.tr("lost"))
                internal.setText(self.tr("lost"))
                for item in (name, armor, internal):
                    item.setForeground(QBrush(GREY))
            else:
                if loc["falling_off"]:
                    internal.setText(self.tr("0 — falls off"))
                if loc["armor_left"] < loc["armor"]:
                    armor.setForeground(QBrush(AMBER if loc["armor_left"] else RED))
                if loc["internal_left"] < loc["internal"]:
                    internal.setForeground(QBrush(RED))
            for col, item in enumerate((name, armor, internal)):
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, col, item)
        self.table.setFixedHeight(self.table.horizontalHeader().height() + 20 * len(v["locations"]) + 4)
        ammo = []
        for a in v["ammo"]:
            state = "" if a["working"] else self.tr(" (out)")
            ammo.append(f"{a['name']}: {a['left']}/{a['shots']}{state}")
        self.ammoLabel.setText(self.tr("Ammo: %1").replace("%1", "; ".join(ammo)) if ammo else self.tr("No ammo bins."))
        crits = []
        for key, word in (("engine_hits", "engine"), ("gyro_hits", "gyro"), ("sensor_hits", "sensors"),
                          ("life_support_hits", "life support")):
            if v[key]:
                crits.append(f"{word} ×{v[key]}")
        crits += [a.replace("_", " ").replace(".", " ") for a in v["actuators_hit"]]
        names = {w["id"]: w["name"] for w in v["weapons"]}
        crits += [self.tr("%1 out").replace("%1", names.get(i, i)) for i in v["disabled"] if i in names]
        self.critLabel.setText(self.tr("Criticals: %1").replace("%1", ", ".join(crits)) if crits else
                               self.tr("No critical hits."))
