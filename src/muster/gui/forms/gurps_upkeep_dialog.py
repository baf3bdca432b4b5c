# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'gurps_upkeep_dialog.ui'
##
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, QMetaObject, Qt
from PySide6.QtWidgets import QAbstractItemView, QComboBox, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QSpacerItem, QSpinBox, QTabWidget, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

class Ui_GurpsUpkeepDialog(object):
    def setupUi(self, GurpsUpkeepDialog):
        if not GurpsUpkeepDialog.objectName():
            GurpsUpkeepDialog.setObjectName(u"GurpsUpkeepDialog")
        GurpsUpkeepDialog.resize(680, 560)
        self.mainLayout = QVBoxLayout(GurpsUpkeepDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.armyRow = QHBoxLayout()
        self.armyRow.setObjectName(u"armyRow")
        self.armyLabel = QLabel(GurpsUpkeepDialog)
        self.armyLabel.setObjectName(u"armyLabel")

        self.armyRow.addWidget(self.armyLabel)

        self.armyCombo = QComboBox(GurpsUpkeepDialog)
        self.armyCombo.setObjectName(u"armyCombo")
        self.armyCombo.setSizeAdjustPolicy(QComboBox.AdjustToContents)

        self.armyRow.addWidget(self.armyCombo)

        self.armySpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.armyRow.addItem(self.armySpacer)


        self.mainLayout.addLayout(self.armyRow)

        self.unitsTable = QTableWidget(GurpsUpkeepDialog)
        if (self.unitsTable.columnCount() < 7):
            self.unitsTable.setColumnCount(7)
        __qtablewidgetitem = QTableWidgetItem()
        self.unitsTable.setHorizontalHeaderItem(0, __qtablewidgetitem)
        __qtablewidgetitem1 = QTableWidgetItem()
        self.unitsTable.setHorizontalHeaderItem(1, __qtablewidgetitem1)
        __qtablewidgetitem2 = QTableWidgetItem()
        self.unitsTable.setHorizontalHeaderItem(2, __qtablewidgetitem2)
        __qtablewidgetitem3 = QTableWidgetItem()
        self.unitsTable.setHorizontalHeaderItem(3, __qtablewidgetitem3)
        __qtablewidgetitem4 = QTableWidgetItem()
        self.unitsTable.setHorizontalHeaderItem(4, __qtablewidgetitem4)
        __qtablewidgetitem5 = QTableWidgetItem()
        self.unitsTable.setHorizontalHeaderItem(5, __qtablewidgetitem5)
        __qtablewidgetitem6 = QTableWidgetItem()
        self.unitsTable.setHorizontalHeaderItem(6, __qtablewidgetitem6)
        self.unitsTable.setObjectName(u"unitsTable")
        self.unitsTable.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.unitsTable.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.unitsTable.setColumnCount(7)

        self.mainLayout.addWidget(self.unitsTable)

        self.tabs = QTabWidget(GurpsUpkeepDialog)
        self.tabs.setObjectName(u"tabs")
        self.payTab = QWidget()
        self.payTab.setObjectName(u"payTab")
        self.payForm = QFormLayout(self.payTab)
        self.payForm.setObjectName(u"payForm")
        self.percentLabel = QLabel(self.payTab)
        self.percentLabel.setObjectName(u"percentLabel")

        self.payForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.percentLabel)

        self.percentSpin = QSpinBox(self.payTab)
        self.percentSpin.setObjectName(u"percentSpin")
        self.percentSpin.setMaximum(1000)
        self.percentSpin.setSingleStep(50)
        self.percentSpin.setValue(100)

        self.payForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.percentSpin)

        self.payHint = QLabel(self.payTab)
        self.payHint.setObjectName(u"payHint")
        self.payHint.setWordWrap(True)

        self.payForm.setWidget(1, QFormLayout.ItemRole.SpanningRole, self.payHint)

        self.failureLabel = QLabel(self.payTab)
        self.failureLabel.setObjectName(u"failureLabel")

        self.payForm.setWidget(2, QFormLayout.ItemRole.LabelRole, self.failureLabel)

        self.failureSpin = QSpinBox(self.payTab)
        self.failureSpin.setObjectName(u"failureSpin")
        self.failureSpin.setMinimum(-10)
        self.failureSpin.setMaximum(0)

        self.payForm.setWidget(2, QFormLayout.ItemRole.FieldRole, self.failureSpin)

        self.payButton = QPushButton(self.payTab)
        self.payButton.setObjectName(u"payButton")

        self.payForm.setWidget(3, QFormLayout.ItemRole.FieldRole, self.payButton)

        self.tabs.addTab(self.payTab, "")
        self.treacheryTab = QWidget()
        self.treacheryTab.setObjectName(u"treacheryTab")
        self.treacheryForm = QFormLayout(self.treacheryTab)
        self.treacheryForm.setObjectName(u"treacheryForm")
        self.treacheryHint = QLabel(self.treacheryTab)
        self.treacheryHint.setObjectName(u"treacheryHint")
        self.treacheryHint.setWordWrap(True)

        self.treacheryForm.setWidget(0, QFormLayout.ItemRole.SpanningRole, self.treacheryHint)

        self.traitorLabel = QLabel(self.treacheryTab)
        self.traitorLabel.setObjectName(u"traitorLabel")

        self.treacheryForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.traitorLabel)

        self.traitorCombo = QComboBox(self.treacheryTab)
        self.traitorCombo.setObjectName(u"traitorCombo")

        self.treacheryForm.setWidget(1, QFormLayout.ItemRole.FieldRole, self.traitorCombo)

        self.treacheryButton = QPushButton(self.treacheryTab)
        self.treacheryButton.setObjectName(u"treacheryButton")

        self.treacheryForm.setWidget(2, QFormLayout.ItemRole.FieldRole, self.treacheryButton)

        self.tabs.addTab(self.treacheryTab, "")
        self.recruitsTab = QWidget()
        self.recruitsTab.setObjectName(u"recruitsTab")
        self.recruitsForm = QFormLayout(self.recruitsTab)
        self.recruitsForm.setObjectName(u"recruitsForm")
        self.recruitsHint = QLabel(self.recruitsTab)
        self.recruitsHint.setObjectName(u"recruitsHint")
        self.recruitsHint.setWordWrap(True)

        self.recruitsForm.setWidget(0, QFormLayout.ItemRole.SpanningRole, self.recruitsHint)

        self.recruitUnitLabel = QLabel(self.recruitsTab)
        self.recruitUnitLabel.setObjectName(u"recruitUnitLabel")

        self.recruitsForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.recruitUnitLabel)

        self.recruitUnitCombo = QComboBox(self.recruitsTab)
        self.recruitUnitCombo.setObjectName(u"recruitUnitCombo")

        self.recruitsForm.setWidget(1, QFormLayout.ItemRole.FieldRole, self.recruitUnitCombo)

        self.recruitMenLabel = QLabel(self.recruitsTab)
        self.recruitMenLabel.setObjectName(u"recruitMenLabel")

        self.recruitsForm.setWidget(2, QFormLayout.ItemRole.LabelRole, self.recruitMenLabel)

        self.recruitMenSpin = QSpinBox(self.recruitsTab)
        self.recruitMenSpin.setObjectName(u"recruitMenSpin")
        self.recruitMenSpin.setMinimum(1)
        self.recruitMenSpin.setMaximum(1000000)
        self.recruitMenSpin.setValue(10)

        self.recruitsForm.setWidget(2, QFormLayout.ItemRole.FieldRole, self.recruitMenSpin)

        self.recruitQualityLabel = QLabel(self.recruitsTab)
        self.recruitQualityLabel.setObjectName(u"recruitQualityLabel")

        self.recruitsForm.setWidget(3, QFormLayout.ItemRole.LabelRole, self.recruitQualityLabel)

        self.recruitQualityCombo = QComboBox(self.recruitsTab)
        self.recruitQualityCombo.setObjectName(u"recruitQualityCombo")

        self.recruitsForm.setWidget(3, QFormLayout.ItemRole.FieldRole, self.recruitQualityCombo)

        self.recruitButton = QPushButton(self.recruitsTab)
        self.recruitButton.setObjectName(u"recruitButton")

        self.recruitsForm.setWidget(4, QFormLayout.ItemRole.FieldRole, self.recruitButton)

        self.tabs.addTab(self.recruitsTab, "")

        self.mainLayout.addWidget(self.tabs)

        self.resultLabel = QLabel(GurpsUpkeepDialog)
        self.resultLabel.setObjectName(u"resultLabel")
        self.resultLabel.setWordWrap(True)
        self.resultLabel.setTextInteractionFlags(Qt.TextSelectableByMouse)

        self.mainLayout.addWidget(self.resultLabel)

        self.buttonBox = QDialogButtonBox(GurpsUpkeepDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Close)

        self.mainLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.armyLabel.setBuddy(self.armyCombo)
        self.percentLabel.setBuddy(self.percentSpin)
        self.failureLabel.setBuddy(self.failureSpin)
        self.traitorLabel.setBuddy(self.traitorCombo)
        self.recruitUnitLabel.setBuddy(self.recruitUnitCombo)
        self.recruitMenLabel.setBuddy(self.recruitMenSpin)
        self.recruitQualityLabel.setBuddy(self.recruitQualityCombo)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(GurpsUpkeepDialog)

        QMetaObject.connectSlotsByName(GurpsUpkeepDialog)
    # setupUi

    def retranslateUi(self, GurpsUpkeepDialog):
        GurpsUpkeepDialog.setWindowTitle(QCoreApplication.translate("GurpsUpkeepDialog", u"GURPS upkeep", None))
        self.armyLabel.setText(QCoreApplication.translate("GurpsUpkeepDialog", u"&Army:", None))
        ___qtablewidgetitem = self.unitsTable.horizontalHeaderItem(0)
        ___qtablewidgetitem.setText(QCoreApplication.translate("GurpsUpkeepDialog", u"Unit", None))
        ___qtablewidgetitem1 = self.unitsTable.horizontalHeaderItem(1)
        ___qtablewidgetitem1.setText(QCoreApplication.translate("GurpsUpkeepDialog", u"Troops", None))
        ___qtablewidgetitem2 = self.unitsTable.horizontalHeaderItem(2)
        ___qtablewidgetitem2.setText(QCoreApplication.translate("GurpsUpkeepDialog", u"Quality", None))
        ___qtablewidgetitem3 = self.unitsTable.horizontalHeaderItem(3)
        ___qtablewidgetitem3.setText(QCoreApplication.translate("GurpsUpkeepDialog", u"Battles", None))
        ___qtablewidgetitem4 = self.unitsTable.horizontalHeaderItem(4)
        ___qtablewidgetitem4.setText(QCoreApplication.translate("GurpsUpkeepDialog", u"Morale", None))
        ___qtablewidgetitem5 = self.unitsTable.horizontalHeaderItem(5)
        ___qtablewidgetitem5.setText(QCoreApplication.translate("GurpsUpkeepDialog", u"Pay a month", None))
        ___qtablewidgetitem6 = self.unitsTable.horizontalHeaderItem(6)
        ___qtablewidgetitem6.setText(QCoreApplication.translate("GurpsUpkeepDialog", u"Pay effects", None))
        self.percentLabel.setText(QCoreApplication.translate("GurpsUpkeepDialog", u"Pa&id this month:", None))
        self.percentSpin.setSuffix(QCoreApplication.translate("GurpsUpkeepDialog", u"% of normal pay", None))
        self.payHint.setText("")
        self.failureLabel.setText(QCoreApplication.translate("GurpsUpkeepDialog", u"A failed roll &costs:", None))
        self.failureSpin.setSuffix(QCoreApplication.translate("GurpsUpkeepDialog", u" Morale", None))
        self.payButton.setText(QCoreApplication.translate("GurpsUpkeepDialog", u"Pa&y the army", None))
        self.tabs.setTabText(self.tabs.indexOf(self.payTab), QCoreApplication.translate("GurpsUpkeepDialog", u"&Pay day", None))
        self.treacheryHint.setText(QCoreApplication.translate("GurpsUpkeepDialog", u"Treachery in the army: every other unit rolls Morale; failure -1, success +1 (angered).", None))
        self.traitorLabel.setText(QCoreApplication.translate("GurpsUpkeepDialog", u"T&raitors:", None))
        self.treacheryButton.setText(QCoreApplication.translate("GurpsUpkeepDialog", u"Roll &Morale for the other units", None))
        self.tabs.setTabText(self.tabs.indexOf(self.treacheryTab), QCoreApplication.translate("GurpsUpkeepDialog", u"&Treachery", None))
        self.recruitsHint.setText(QCoreApplication.translate("GurpsUpkeepDialog", u"Replacements: the unit's battles become the average over all its men, recruits counting their quality's lowest number of battles (Green 1).", None))
        self.recruitUnitLabel.setText(QCoreApplication.translate("GurpsUpkeepDialog", u"&Unit:", None))
        self.recruitMenLabel.setText(QCoreApplication.translate("GurpsUpkeepDialog", u"&Men:", None))
        self.recruitQualityLabel.setText(QCoreApplication.translate("GurpsUpkeepDialog", u"&Quality:", None))
        self.recruitButton.setText(QCoreApplication.translate("GurpsUpkeepDialog", u"&Add the recruits", None))
        self.tabs.setTabText(self.tabs.indexOf(self.recruitsTab), QCoreApplication.translate("GurpsUpkeepDialog", u"R&ecruits", None))
        self.resultLabel.setText("")
    # retranslateUi

