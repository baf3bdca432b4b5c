# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'gurps_unit_dialog.ui'
##
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, QMetaObject, QSize, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QGridLayout, QGroupBox, QLabel, QLineEdit, QSpinBox, QTabWidget, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

class Ui_GurpsUnitDialog(object):
    def setupUi(self, GurpsUnitDialog):
        if not GurpsUnitDialog.objectName():
            GurpsUnitDialog.setObjectName(u"GurpsUnitDialog")
        GurpsUnitDialog.resize(560, 520)
        self.mainLayout = QVBoxLayout(GurpsUnitDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.tabs = QTabWidget(GurpsUnitDialog)
        self.tabs.setObjectName(u"tabs")
        self.unitTab = QWidget()
        self.unitTab.setObjectName(u"unitTab")
        self.formLayout = QFormLayout(self.unitTab)
        self.formLayout.setObjectName(u"formLayout")
        self.nameEditLabel = QLabel(self.unitTab)
        self.nameEditLabel.setObjectName(u"nameEditLabel")

        self.formLayout.setWidget(0, QFormLayout.ItemRole.LabelRole, self.nameEditLabel)

        self.nameEdit = QLineEdit(self.unitTab)
        self.nameEdit.setObjectName(u"nameEdit")
        self.nameEdit.setMaxLength(200)

        self.formLayout.setWidget(0, QFormLayout.ItemRole.FieldRole, self.nameEdit)

        self.forceComboLabel = QLabel(self.unitTab)
        self.forceComboLabel.setObjectName(u"forceComboLabel")

        self.formLayout.setWidget(1, QFormLayout.ItemRole.LabelRole, self.forceComboLabel)

        self.forceCombo = QComboBox(self.unitTab)
        self.forceCombo.setObjectName(u"forceCombo")

        self.formLayout.setWidget(1, QFormLayout.ItemRole.FieldRole, self.forceCombo)

        self.troopTypeLabel = QLabel(self.unitTab)
        self.troopTypeLabel.setObjectName(u"troopTypeLabel")

        self.formLayout.setWidget(2, QFormLayout.ItemRole.LabelRole, self.troopTypeLabel)

        self.troopTypeCombo = QComboBox(self.unitTab)
        self.troopTypeCombo.setObjectName(u"troopTypeCombo")
        self.troopTypeCombo.setEditable(True)

        self.formLayout.setWidget(2, QFormLayout.ItemRole.FieldRole, self.troopTypeCombo)

        self.countLabel = QLabel(self.unitTab)
        self.countLabel.setObjectName(u"countLabel")

        self.formLayout.setWidget(3, QFormLayout.ItemRole.LabelRole, self.countLabel)

        self.countSpin = QSpinBox(self.unitTab)
        self.countSpin.setObjectName(u"countSpin")
        self.countSpin.setMinimum(0)
        self.countSpin.setMaximum(1000000)
        self.countSpin.setValue(100)

        self.formLayout.setWidget(3, QFormLayout.ItemRole.FieldRole, self.countSpin)

        self.qualityLabel = QLabel(self.unitTab)
        self.qualityLabel.setObjectName(u"qualityLabel")

        self.formLayout.setWidget(4, QFormLayout.ItemRole.LabelRole, self.qualityLabel)

        self.qualityCombo = QComboBox(self.unitTab)
        self.qualityCombo.setObjectName(u"qualityCombo")
        self.qualityCombo.setEditable(True)

        self.formLayout.setWidget(4, QFormLayout.ItemRole.FieldRole, self.qualityCombo)

        self.moraleLabel = QLabel(self.unitTab)
        self.moraleLabel.setObjectName(u"moraleLabel")

        self.formLayout.setWidget(5, QFormLayout.ItemRole.LabelRole, self.moraleLabel)

        self.moraleSpin = QSpinBox(self.unitTab)
        self.moraleSpin.setObjectName(u"moraleSpin")
        self.moraleSpin.setMinimum(0)
        self.moraleSpin.setMaximum(30)
        self.moraleSpin.setValue(10)

        self.formLayout.setWidget(5, QFormLayout.ItemRole.FieldRole, self.moraleSpin)

        self.statusLabel = QLabel(self.unitTab)
        self.statusLabel.setObjectName(u"statusLabel")

        self.formLayout.setWidget(6, QFormLayout.ItemRole.LabelRole, self.statusLabel)

        self.statusCombo = QComboBox(self.unitTab)
        self.statusCombo.setObjectName(u"statusCombo")

        self.formLayout.setWidget(6, QFormLayout.ItemRole.FieldRole, self.statusCombo)

        self.lossesLabel = QLabel(self.unitTab)
        self.lossesLabel.setObjectName(u"lossesLabel")

        self.formLayout.setWidget(7, QFormLayout.ItemRole.LabelRole, self.lossesLabel)

        self.lossesValue = QLabel(self.unitTab)
        self.lossesValue.setObjectName(u"lossesValue")

        self.formLayout.setWidget(7, QFormLayout.ItemRole.FieldRole, self.lossesValue)

        self.battlesLabel = QLabel(self.unitTab)
        self.battlesLabel.setObjectName(u"battlesLabel")

        self.formLayout.setWidget(8, QFormLayout.ItemRole.LabelRole, self.battlesLabel)

        self.battlesSpin = QDoubleSpinBox(self.unitTab)
        self.battlesSpin.setObjectName(u"battlesSpin")
        self.battlesSpin.setMinimum(-1.000000000000000)
        self.battlesSpin.setMaximum(10000.000000000000000)
        self.battlesSpin.setDecimals(0)
        self.battlesSpin.setValue(-1.000000000000000)

        self.formLayout.setWidget(8, QFormLayout.ItemRole.FieldRole, self.battlesSpin)

        self.hiringLabel = QLabel(self.unitTab)
        self.hiringLabel.setObjectName(u"hiringLabel")

        self.formLayout.setWidget(9, QFormLayout.ItemRole.LabelRole, self.hiringLabel)

        self.hiringSpin = QDoubleSpinBox(self.unitTab)
        self.hiringSpin.setObjectName(u"hiringSpin")
        self.hiringSpin.setMaximum(1000000000.000000000000000)
        self.hiringSpin.setDecimals(0)

        self.formLayout.setWidget(9, QFormLayout.ItemRole.FieldRole, self.hiringSpin)

        self.tabs.addTab(self.unitTab, "")
        self.strengthTab = QWidget()
        self.strengthTab.setObjectName(u"strengthTab")
        self.strengthLayout = QVBoxLayout(self.strengthTab)
        self.strengthLayout.setObjectName(u"strengthLayout")
        self.strengthGrid = QGridLayout()
        self.strengthGrid.setObjectName(u"strengthGrid")
        self.tsLabel = QLabel(self.strengthTab)
        self.tsLabel.setObjectName(u"tsLabel")

        self.strengthGrid.addWidget(self.tsLabel, 0, 0, 1, 1)

        self.tsSpin = QDoubleSpinBox(self.strengthTab)
        self.tsSpin.setObjectName(u"tsSpin")
        self.tsSpin.setMaximum(100000000.000000000000000)
        self.tsSpin.setDecimals(1)

        self.strengthGrid.addWidget(self.tsSpin, 0, 1, 1, 1)

        self.perManLabel = QLabel(self.strengthTab)
        self.perManLabel.setObjectName(u"perManLabel")

        self.strengthGrid.addWidget(self.perManLabel, 0, 2, 1, 1)

        self.perManSpin = QDoubleSpinBox(self.strengthTab)
        self.perManSpin.setObjectName(u"perManSpin")
        self.perManSpin.setMaximum(100000.000000000000000)
        self.perManSpin.setDecimals(1)

        self.strengthGrid.addWidget(self.perManSpin, 0, 3, 1, 1)

        self.tlLabel = QLabel(self.strengthTab)
        self.tlLabel.setObjectName(u"tlLabel")

        self.strengthGrid.addWidget(self.tlLabel, 1, 0, 1, 1)

        self.tlSpin = QSpinBox(self.strengthTab)
        self.tlSpin.setObjectName(u"tlSpin")
        self.tlSpin.setMinimum(-1)
        self.tlSpin.setMaximum(16)
        self.tlSpin.setValue(-1)

        self.strengthGrid.addWidget(self.tlSpin, 1, 1, 1, 1)

        self.stirrupsCheck = QCheckBox(self.strengthTab)
        self.stirrupsCheck.setObjectName(u"stirrupsCheck")
        self.stirrupsCheck.setChecked(True)

        self.strengthGrid.addWidget(self.stirrupsCheck, 1, 2, 1, 1)

        self.missileLabel = QLabel(self.strengthTab)
        self.missileLabel.setObjectName(u"missileLabel")

        self.strengthGrid.addWidget(self.missileLabel, 2, 0, 1, 1)

        self.missileSpin = QDoubleSpinBox(self.strengthTab)
        self.missileSpin.setObjectName(u"missileSpin")
        self.missileSpin.setMinimum(-100.000000000000000)
        self.missileSpin.setMaximum(100.000000000000000)
        self.missileSpin.setDecimals(1)

        self.strengthGrid.addWidget(self.missileSpin, 2, 1, 1, 1)

        self.armourLabel = QLabel(self.strengthTab)
        self.armourLabel.setObjectName(u"armourLabel")

        self.strengthGrid.addWidget(self.armourLabel, 2, 2, 1, 1)

        self.armourSpin = QDoubleSpinBox(self.strengthTab)
        self.armourSpin.setObjectName(u"armourSpin")
        self.armourSpin.setMinimum(-100.000000000000000)
        self.armourSpin.setMaximum(100.000000000000000)
        self.armourSpin.setDecimals(1)

        self.strengthGrid.addWidget(self.armourSpin, 2, 3, 1, 1)


        self.strengthLayout.addLayout(self.strengthGrid)

        self.raceBox = QGroupBox(self.strengthTab)
        self.raceBox.setObjectName(u"raceBox")
        self.raceGrid = QGridLayout(self.raceBox)
        self.raceGrid.setObjectName(u"raceGrid")
        self.stLabel = QLabel(self.raceBox)
        self.stLabel.setObjectName(u"stLabel")

        self.raceGrid.addWidget(self.stLabel, 0, 0, 1, 1)

        self.stSpin = QSpinBox(self.raceBox)
        self.stSpin.setObjectName(u"stSpin")
        self.stSpin.setMinimum(-20)
        self.stSpin.setMaximum(100)

        self.raceGrid.addWidget(self.stSpin, 0, 1, 1, 1)

        self.htLabel = QLabel(self.raceBox)
        self.htLabel.setObjectName(u"htLabel")

        self.raceGrid.addWidget(self.htLabel, 0, 2, 1, 1)

        self.htSpin = QSpinBox(self.raceBox)
        self.htSpin.setObjectName(u"htSpin")
        self.htSpin.setMinimum(-20)
        self.htSpin.setMaximum(100)

        self.raceGrid.addWidget(self.htSpin, 0, 3, 1, 1)

        self.hpLabel = QLabel(self.raceBox)
        self.hpLabel.setObjectName(u"hpLabel")

        self.raceGrid.addWidget(self.hpLabel, 0, 4, 1, 1)

        self.hpSpin = QSpinBox(self.raceBox)
        self.hpSpin.setObjectName(u"hpSpin")
        self.hpSpin.setMinimum(-20)
        self.hpSpin.setMaximum(100)

        self.raceGrid.addWidget(self.hpSpin, 0, 5, 1, 1)

        self.superLabel = QLabel(self.raceBox)
        self.superLabel.setObjectName(u"superLabel")

        self.raceGrid.addWidget(self.superLabel, 1, 0, 1, 1)

        self.superSpin = QSpinBox(self.raceBox)
        self.superSpin.setObjectName(u"superSpin")
        self.superSpin.setMaximum(20)

        self.raceGrid.addWidget(self.superSpin, 1, 1, 1, 1)

        self.racialLabel = QLabel(self.raceBox)
        self.racialLabel.setObjectName(u"racialLabel")

        self.raceGrid.addWidget(self.racialLabel, 1, 2, 1, 2)

        self.racialSpin = QSpinBox(self.raceBox)
        self.racialSpin.setObjectName(u"racialSpin")
        self.racialSpin.setMinimum(-21)
        self.racialSpin.setMaximum(100)
        self.racialSpin.setValue(-21)

        self.raceGrid.addWidget(self.racialSpin, 1, 4, 1, 2)


        self.strengthLayout.addWidget(self.raceBox)

        self.specialLabel = QLabel(self.strengthTab)
        self.specialLabel.setObjectName(u"specialLabel")

        self.strengthLayout.addWidget(self.specialLabel)

        self.specialTable = QTableWidget(self.strengthTab)
        if (self.specialTable.columnCount() < 2):
            self.specialTable.setColumnCount(2)
        __qtablewidgetitem = QTableWidgetItem()
        self.specialTable.setHorizontalHeaderItem(0, __qtablewidgetitem)
        __qtablewidgetitem1 = QTableWidgetItem()
        self.specialTable.setHorizontalHeaderItem(1, __qtablewidgetitem1)
        self.specialTable.setObjectName(u"specialTable")
        self.specialTable.setMinimumSize(QSize(0, 90))
        self.specialTable.setColumnCount(2)

        self.strengthLayout.addWidget(self.specialTable)

        self.workingLabel = QLabel(self.strengthTab)
        self.workingLabel.setObjectName(u"workingLabel")
        self.workingLabel.setWordWrap(True)
        self.workingLabel.setTextInteractionFlags(Qt.TextSelectableByMouse)

        self.strengthLayout.addWidget(self.workingLabel)

        self.tabs.addTab(self.strengthTab, "")

        self.mainLayout.addWidget(self.tabs)

        self.errorLabel = QLabel(GurpsUnitDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setStyleSheet(u"color: #b00020; font-weight: bold;")
        self.errorLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(GurpsUnitDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.mainLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.nameEditLabel.setBuddy(self.nameEdit)
        self.forceComboLabel.setBuddy(self.forceCombo)
        self.troopTypeLabel.setBuddy(self.troopTypeCombo)
        self.countLabel.setBuddy(self.countSpin)
        self.qualityLabel.setBuddy(self.qualityCombo)
        self.moraleLabel.setBuddy(self.moraleSpin)
        self.statusLabel.setBuddy(self.statusCombo)
        self.battlesLabel.setBuddy(self.battlesSpin)
        self.hiringLabel.setBuddy(self.hiringSpin)
        self.tsLabel.setBuddy(self.tsSpin)
        self.perManLabel.setBuddy(self.perManSpin)
        self.tlLabel.setBuddy(self.tlSpin)
        self.missileLabel.setBuddy(self.missileSpin)
        self.armourLabel.setBuddy(self.armourSpin)
        self.stLabel.setBuddy(self.stSpin)
        self.htLabel.setBuddy(self.htSpin)
        self.hpLabel.setBuddy(self.hpSpin)
        self.superLabel.setBuddy(self.superSpin)
        self.racialLabel.setBuddy(self.racialSpin)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(GurpsUnitDialog)

        self.tabs.setCurrentIndex(0)


        QMetaObject.connectSlotsByName(GurpsUnitDialog)
    # setupUi

    def retranslateUi(self, GurpsUnitDialog):
        GurpsUnitDialog.setWindowTitle(QCoreApplication.translate("GurpsUnitDialog", u"GURPS Mass Combat unit", None))
        self.nameEditLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"&Name:", None))
        self.nameEdit.setPlaceholderText(QCoreApplication.translate("GurpsUnitDialog", u"e.g. Royal Pikes", None))
        self.forceComboLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"&Force:", None))
        self.troopTypeLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"&Troop type:", None))
        self.countLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"&Head count:", None))
        self.countSpin.setSuffix(QCoreApplication.translate("GurpsUnitDialog", u" troops", None))
        self.qualityLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"&Quality:", None))
#if QT_CONFIG(tooltip)
        self.qualityCombo.setToolTip(QCoreApplication.translate("GurpsUnitDialog", u"Green, Average, Seasoned, Veteran or Elite; its numbers come from the Troop Quality table once you enter it from your book.", None))
#endif // QT_CONFIG(tooltip)
        self.moraleLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"&Morale:", None))
#if QT_CONFIG(tooltip)
        self.moraleSpin.setToolTip(QCoreApplication.translate("GurpsUnitDialog", u"Rolled on 3d6: success at or under this number.", None))
#endif // QT_CONFIG(tooltip)
        self.statusLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"&Status:", None))
        self.lossesLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"Losses so far:", None))
        self.lossesValue.setText(QCoreApplication.translate("GurpsUnitDialog", u"0", None))
        self.battlesLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"&Battles fought:", None))
        self.battlesSpin.setSpecialValueText(QCoreApplication.translate("GurpsUnitDialog", u"not counted yet", None))
#if QT_CONFIG(tooltip)
        self.battlesSpin.setToolTip(QCoreApplication.translate("GurpsUnitDialog", u"The unit's experience: battles fought (days of campaigning do not count). Muster adds one when a battle ends.", None))
#endif // QT_CONFIG(tooltip)
        self.hiringLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"&Hiring cost:", None))
        self.hiringSpin.setSpecialValueText(QCoreApplication.translate("GurpsUnitDialog", u"not entered", None))
#if QT_CONFIG(tooltip)
        self.hiringSpin.setToolTip(QCoreApplication.translate("GurpsUnitDialog", u"What raising the unit cost, from your book (with its quality's cost bonus). Monthly pay is 10% of it.", None))
#endif // QT_CONFIG(tooltip)
        self.tabs.setTabText(self.tabs.indexOf(self.unitTab), QCoreApplication.translate("GurpsUnitDialog", u"&Unit", None))
        self.tsLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"TS &entered:", None))
        self.tsSpin.setSpecialValueText(QCoreApplication.translate("GurpsUnitDialog", u"worked out", None))
#if QT_CONFIG(tooltip)
        self.tsSpin.setToolTip(QCoreApplication.translate("GurpsUnitDialog", u"The unit's TS from your book. Left at \"worked out\", Muster computes it from TS per man (or the per-man table once entered), else falls back to head count.", None))
#endif // QT_CONFIG(tooltip)
        self.perManLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"TS &per man:", None))
        self.perManSpin.setSpecialValueText(QCoreApplication.translate("GurpsUnitDialog", u"from the table", None))
#if QT_CONFIG(tooltip)
        self.perManSpin.setToolTip(QCoreApplication.translate("GurpsUnitDialog", u"TS per man for this troop type and TL (the book's table); racial, missile and armour bonuses are added as the rules say.", None))
#endif // QT_CONFIG(tooltip)
        self.tlLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"&TL:", None))
        self.tlSpin.setSpecialValueText(QCoreApplication.translate("GurpsUnitDialog", u"the army's", None))
        self.stirrupsCheck.setText(QCoreApplication.translate("GurpsUnitDialog", u"&Stirrups (cavalry)", None))
#if QT_CONFIG(tooltip)
        self.stirrupsCheck.setToolTip(QCoreApplication.translate("GurpsUnitDialog", u"Cavalry without stirrups: -1 TS per man.", None))
#endif // QT_CONFIG(tooltip)
        self.missileLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"&Missile bonus:", None))
#if QT_CONFIG(tooltip)
        self.missileSpin.setToolTip(QCoreApplication.translate("GurpsUnitDialog", u"TS per man added for missile weapons (from your book), after the racial minimum of 1.", None))
#endif // QT_CONFIG(tooltip)
        self.armourLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"&Armour bonus:", None))
#if QT_CONFIG(tooltip)
        self.armourSpin.setToolTip(QCoreApplication.translate("GurpsUnitDialog", u"TS per man added for armour (from your book), after the racial minimum of 1.", None))
#endif // QT_CONFIG(tooltip)
        self.raceBox.setTitle(QCoreApplication.translate("GurpsUnitDialog", u"Non-human race (racial modifier = half of ST + 10 per Super Strength + HT + extra HP)", None))
        self.stLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"S&T:", None))
        self.htLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"H&T:", None))
        self.hpLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"E&xtra HP:", None))
        self.superLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"S&uper Strength:", None))
        self.racialLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"&Or the modifier:", None))
        self.racialSpin.setSpecialValueText(QCoreApplication.translate("GurpsUnitDialog", u"from ST, HT, HP", None))
#if QT_CONFIG(tooltip)
        self.racialSpin.setToolTip(QCoreApplication.translate("GurpsUnitDialog", u"The racial modifier from your book (lizard men +3, hobbits -1); left alone, Muster works it out from the numbers beside.", None))
#endif // QT_CONFIG(tooltip)
        self.specialLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"Special weapons and vehicles (how many of each):", None))
        ___qtablewidgetitem = self.specialTable.horizontalHeaderItem(0)
        ___qtablewidgetitem.setText(QCoreApplication.translate("GurpsUnitDialog", u"Weapon or vehicle", None))
        ___qtablewidgetitem1 = self.specialTable.horizontalHeaderItem(1)
        ___qtablewidgetitem1.setText(QCoreApplication.translate("GurpsUnitDialog", u"How many", None))
        self.workingLabel.setText("")
        self.tabs.setTabText(self.tabs.indexOf(self.strengthTab), QCoreApplication.translate("GurpsUnitDialog", u"Troop St&rength", None))
        self.errorLabel.setText("")
    # retranslateUi

