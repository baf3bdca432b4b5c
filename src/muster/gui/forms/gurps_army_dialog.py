# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'gurps_army_dialog.ui'
##
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, QMetaObject, Qt
from PySide6.QtWidgets import QCheckBox, QDialogButtonBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSizePolicy, QSpacerItem, QSpinBox, QTableWidget, QTableWidgetItem, QVBoxLayout

class Ui_GurpsArmyDialog(object):
    def setupUi(self, GurpsArmyDialog):
        if not GurpsArmyDialog.objectName():
            GurpsArmyDialog.setObjectName(u"GurpsArmyDialog")
        GurpsArmyDialog.resize(680, 700)
        self.mainLayout = QVBoxLayout(GurpsArmyDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.armyForm = QFormLayout()
        self.armyForm.setObjectName(u"armyForm")
        self.nameLabel = QLabel(GurpsArmyDialog)
        self.nameLabel.setObjectName(u"nameLabel")

        self.armyForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.nameLabel)

        self.nameEdit = QLineEdit(GurpsArmyDialog)
        self.nameEdit.setObjectName(u"nameEdit")
        self.nameEdit.setMaxLength(200)

        self.armyForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.nameEdit)

        self.techLabel = QLabel(GurpsArmyDialog)
        self.techLabel.setObjectName(u"techLabel")

        self.armyForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.techLabel)

        self.techSpin = QSpinBox(GurpsArmyDialog)
        self.techSpin.setObjectName(u"techSpin")
        self.techSpin.setMaximum(12)
        self.techSpin.setValue(3)

        self.armyForm.setWidget(1, QFormLayout.ItemRole.FieldRole, self.techSpin)


        self.mainLayout.addLayout(self.armyForm)

        self.commanderBox = QGroupBox(GurpsArmyDialog)
        self.commanderBox.setObjectName(u"commanderBox")
        self.commanderForm = QFormLayout(self.commanderBox)
        self.commanderForm.setObjectName(u"commanderForm")
        self.commanderLabel = QLabel(self.commanderBox)
        self.commanderLabel.setObjectName(u"commanderLabel")

        self.commanderForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.commanderLabel)

        self.commanderEdit = QLineEdit(self.commanderBox)
        self.commanderEdit.setObjectName(u"commanderEdit")
        self.commanderEdit.setMaxLength(200)

        self.commanderForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.commanderEdit)

        self.strategyLabel = QLabel(self.commanderBox)
        self.strategyLabel.setObjectName(u"strategyLabel")

        self.commanderForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.strategyLabel)

        self.strategySpin = QSpinBox(self.commanderBox)
        self.strategySpin.setObjectName(u"strategySpin")
        self.strategySpin.setMaximum(30)
        self.strategySpin.setValue(10)

        self.commanderForm.setWidget(1, QFormLayout.ItemRole.FieldRole, self.strategySpin)

        self.tacticsLabel = QLabel(self.commanderBox)
        self.tacticsLabel.setObjectName(u"tacticsLabel")

        self.commanderForm.setWidget(2, QFormLayout.ItemRole.LabelRole, self.tacticsLabel)

        self.tacticsSpin = QSpinBox(self.commanderBox)
        self.tacticsSpin.setObjectName(u"tacticsSpin")
        self.tacticsSpin.setMaximum(30)
        self.tacticsSpin.setValue(10)

        self.commanderForm.setWidget(2, QFormLayout.ItemRole.FieldRole, self.tacticsSpin)

        self.stealthLabel = QLabel(self.commanderBox)
        self.stealthLabel.setObjectName(u"stealthLabel")

        self.commanderForm.setWidget(3, QFormLayout.ItemRole.LabelRole, self.stealthLabel)

        self.stealthSpin = QSpinBox(self.commanderBox)
        self.stealthSpin.setObjectName(u"stealthSpin")
        self.stealthSpin.setMaximum(30)
        self.stealthSpin.setValue(10)

        self.commanderForm.setWidget(3, QFormLayout.ItemRole.FieldRole, self.stealthSpin)

        self.luckCheck = QCheckBox(self.commanderBox)
        self.luckCheck.setObjectName(u"luckCheck")

        self.commanderForm.setWidget(4, QFormLayout.ItemRole.FieldRole, self.luckCheck)


        self.mainLayout.addWidget(self.commanderBox)

        self.leadersBox = QGroupBox(GurpsArmyDialog)
        self.leadersBox.setObjectName(u"leadersBox")
        self.leadersLayout = QVBoxLayout(self.leadersBox)
        self.leadersLayout.setObjectName(u"leadersLayout")
        self.leadersTable = QTableWidget(self.leadersBox)
        if (self.leadersTable.columnCount() < 4):
            self.leadersTable.setColumnCount(4)
        __qtablewidgetitem = QTableWidgetItem()
        self.leadersTable.setHorizontalHeaderItem(0, __qtablewidgetitem)
        __qtablewidgetitem1 = QTableWidgetItem()
        self.leadersTable.setHorizontalHeaderItem(1, __qtablewidgetitem1)
        __qtablewidgetitem2 = QTableWidgetItem()
        self.leadersTable.setHorizontalHeaderItem(2, __qtablewidgetitem2)
        __qtablewidgetitem3 = QTableWidgetItem()
        self.leadersTable.setHorizontalHeaderItem(3, __qtablewidgetitem3)
        self.leadersTable.setObjectName(u"leadersTable")
        self.leadersTable.setColumnCount(4)

        self.leadersLayout.addWidget(self.leadersTable)

        self.leaderButtons = QHBoxLayout()
        self.leaderButtons.setObjectName(u"leaderButtons")
        self.addLeaderButton = QPushButton(self.leadersBox)
        self.addLeaderButton.setObjectName(u"addLeaderButton")

        self.leaderButtons.addWidget(self.addLeaderButton)

        self.removeLeaderButton = QPushButton(self.leadersBox)
        self.removeLeaderButton.setObjectName(u"removeLeaderButton")

        self.leaderButtons.addWidget(self.removeLeaderButton)

        self.leaderSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.leaderButtons.addItem(self.leaderSpacer)


        self.leadersLayout.addLayout(self.leaderButtons)


        self.mainLayout.addWidget(self.leadersBox)

        self.seersBox = QGroupBox(GurpsArmyDialog)
        self.seersBox.setObjectName(u"seersBox")
        self.seersLayout = QVBoxLayout(self.seersBox)
        self.seersLayout.setObjectName(u"seersLayout")
        self.seersTable = QTableWidget(self.seersBox)
        if (self.seersTable.columnCount() < 3):
            self.seersTable.setColumnCount(3)
        __qtablewidgetitem4 = QTableWidgetItem()
        self.seersTable.setHorizontalHeaderItem(0, __qtablewidgetitem4)
        __qtablewidgetitem5 = QTableWidgetItem()
        self.seersTable.setHorizontalHeaderItem(1, __qtablewidgetitem5)
        __qtablewidgetitem6 = QTableWidgetItem()
        self.seersTable.setHorizontalHeaderItem(2, __qtablewidgetitem6)
        self.seersTable.setObjectName(u"seersTable")
        self.seersTable.setColumnCount(3)

        self.seersLayout.addWidget(self.seersTable)

        self.seerButtons = QHBoxLayout()
        self.seerButtons.setObjectName(u"seerButtons")
        self.addSeerButton = QPushButton(self.seersBox)
        self.addSeerButton.setObjectName(u"addSeerButton")

        self.seerButtons.addWidget(self.addSeerButton)

        self.removeSeerButton = QPushButton(self.seersBox)
        self.removeSeerButton.setObjectName(u"removeSeerButton")

        self.seerButtons.addWidget(self.removeSeerButton)

        self.seerSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.seerButtons.addItem(self.seerSpacer)


        self.seersLayout.addLayout(self.seerButtons)


        self.mainLayout.addWidget(self.seersBox)

        self.strengthBox = QGroupBox(GurpsArmyDialog)
        self.strengthBox.setObjectName(u"strengthBox")
        self.strengthForm = QFormLayout(self.strengthBox)
        self.strengthForm.setObjectName(u"strengthForm")
        self.strengthLabel = QLabel(self.strengthBox)
        self.strengthLabel.setObjectName(u"strengthLabel")
        self.strengthLabel.setWordWrap(True)
        self.strengthLabel.setTextInteractionFlags(Qt.TextSelectableByMouse)

        self.strengthForm.setWidget(0, QFormLayout.ItemRole.SpanningRole, self.strengthLabel)

        self.superiorityLabel = QLabel(self.strengthBox)
        self.superiorityLabel.setObjectName(u"superiorityLabel")

        self.strengthForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.superiorityLabel)

        self.superioritySpin = QSpinBox(self.strengthBox)
        self.superioritySpin.setObjectName(u"superioritySpin")
        self.superioritySpin.setMinimum(-10)
        self.superioritySpin.setMaximum(10)

        self.strengthForm.setWidget(1, QFormLayout.ItemRole.FieldRole, self.superioritySpin)


        self.mainLayout.addWidget(self.strengthBox)

        self.pcsBox = QGroupBox(GurpsArmyDialog)
        self.pcsBox.setObjectName(u"pcsBox")
        self.pcsLayout = QVBoxLayout(self.pcsBox)
        self.pcsLayout.setObjectName(u"pcsLayout")
        self.pcsTable = QTableWidget(self.pcsBox)
        if (self.pcsTable.columnCount() < 6):
            self.pcsTable.setColumnCount(6)
        __qtablewidgetitem7 = QTableWidgetItem()
        self.pcsTable.setHorizontalHeaderItem(0, __qtablewidgetitem7)
        __qtablewidgetitem8 = QTableWidgetItem()
        self.pcsTable.setHorizontalHeaderItem(1, __qtablewidgetitem8)
        __qtablewidgetitem9 = QTableWidgetItem()
        self.pcsTable.setHorizontalHeaderItem(2, __qtablewidgetitem9)
        __qtablewidgetitem10 = QTableWidgetItem()
        self.pcsTable.setHorizontalHeaderItem(3, __qtablewidgetitem10)
        __qtablewidgetitem11 = QTableWidgetItem()
        self.pcsTable.setHorizontalHeaderItem(4, __qtablewidgetitem11)
        __qtablewidgetitem12 = QTableWidgetItem()
        self.pcsTable.setHorizontalHeaderItem(5, __qtablewidgetitem12)
        self.pcsTable.setObjectName(u"pcsTable")
        self.pcsTable.setColumnCount(6)

        self.pcsLayout.addWidget(self.pcsTable)

        self.pcButtons = QHBoxLayout()
        self.pcButtons.setObjectName(u"pcButtons")
        self.addPcButton = QPushButton(self.pcsBox)
        self.addPcButton.setObjectName(u"addPcButton")

        self.pcButtons.addWidget(self.addPcButton)

        self.removePcButton = QPushButton(self.pcsBox)
        self.removePcButton.setObjectName(u"removePcButton")

        self.pcButtons.addWidget(self.removePcButton)

        self.pcSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.pcButtons.addItem(self.pcSpacer)


        self.pcsLayout.addLayout(self.pcButtons)


        self.mainLayout.addWidget(self.pcsBox)

        self.situationBox = QGroupBox(GurpsArmyDialog)
        self.situationBox.setObjectName(u"situationBox")
        self.situationLayout = QVBoxLayout(self.situationBox)
        self.situationLayout.setObjectName(u"situationLayout")

        self.mainLayout.addWidget(self.situationBox)

        self.modifiersBox = QGroupBox(GurpsArmyDialog)
        self.modifiersBox.setObjectName(u"modifiersBox")
        self.modifiersLayout = QVBoxLayout(self.modifiersBox)
        self.modifiersLayout.setObjectName(u"modifiersLayout")
        self.modifiersTable = QTableWidget(self.modifiersBox)
        if (self.modifiersTable.columnCount() < 3):
            self.modifiersTable.setColumnCount(3)
        __qtablewidgetitem13 = QTableWidgetItem()
        self.modifiersTable.setHorizontalHeaderItem(0, __qtablewidgetitem13)
        __qtablewidgetitem14 = QTableWidgetItem()
        self.modifiersTable.setHorizontalHeaderItem(1, __qtablewidgetitem14)
        __qtablewidgetitem15 = QTableWidgetItem()
        self.modifiersTable.setHorizontalHeaderItem(2, __qtablewidgetitem15)
        self.modifiersTable.setObjectName(u"modifiersTable")
        self.modifiersTable.setColumnCount(3)

        self.modifiersLayout.addWidget(self.modifiersTable)

        self.modifierButtons = QHBoxLayout()
        self.modifierButtons.setObjectName(u"modifierButtons")
        self.addModifierButton = QPushButton(self.modifiersBox)
        self.addModifierButton.setObjectName(u"addModifierButton")

        self.modifierButtons.addWidget(self.addModifierButton)

        self.removeModifierButton = QPushButton(self.modifiersBox)
        self.removeModifierButton.setObjectName(u"removeModifierButton")

        self.modifierButtons.addWidget(self.removeModifierButton)

        self.modifierSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.modifierButtons.addItem(self.modifierSpacer)


        self.modifiersLayout.addLayout(self.modifierButtons)


        self.mainLayout.addWidget(self.modifiersBox)

        self.errorLabel = QLabel(GurpsArmyDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setStyleSheet(u"color: #b00020; font-weight: bold;")
        self.errorLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(GurpsArmyDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.mainLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.nameLabel.setBuddy(self.nameEdit)
        self.techLabel.setBuddy(self.techSpin)
        self.commanderLabel.setBuddy(self.commanderEdit)
        self.strategyLabel.setBuddy(self.strategySpin)
        self.tacticsLabel.setBuddy(self.tacticsSpin)
        self.stealthLabel.setBuddy(self.stealthSpin)
        self.superiorityLabel.setBuddy(self.superioritySpin)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(GurpsArmyDialog)

        QMetaObject.connectSlotsByName(GurpsArmyDialog)
    # setupUi

    def retranslateUi(self, GurpsArmyDialog):
        GurpsArmyDialog.setWindowTitle(QCoreApplication.translate("GurpsArmyDialog", u"Army", None))
        self.nameLabel.setText(QCoreApplication.translate("GurpsArmyDialog", u"Army &name:", None))
        self.techLabel.setText(QCoreApplication.translate("GurpsArmyDialog", u"&Tech level:", None))
        self.techSpin.setPrefix(QCoreApplication.translate("GurpsArmyDialog", u"TL", None))
        self.commanderBox.setTitle(QCoreApplication.translate("GurpsArmyDialog", u"Commander", None))
        self.commanderLabel.setText(QCoreApplication.translate("GurpsArmyDialog", u"&Commander:", None))
        self.strategyLabel.setText(QCoreApplication.translate("GurpsArmyDialog", u"&Strategy:", None))
        self.tacticsLabel.setText(QCoreApplication.translate("GurpsArmyDialog", u"T&actics:", None))
        self.stealthLabel.setText(QCoreApplication.translate("GurpsArmyDialog", u"St&ealth:", None))
        self.luckCheck.setText(QCoreApplication.translate("GurpsArmyDialog", u"Has &Luck (may reroll the contest)", None))
        self.leadersBox.setTitle(QCoreApplication.translate("GurpsArmyDialog", u"Other leaders (mission leaders, successors)", None))
        ___qtablewidgetitem = self.leadersTable.horizontalHeaderItem(0)
        ___qtablewidgetitem.setText(QCoreApplication.translate("GurpsArmyDialog", u"Name", None))
        ___qtablewidgetitem1 = self.leadersTable.horizontalHeaderItem(1)
        ___qtablewidgetitem1.setText(QCoreApplication.translate("GurpsArmyDialog", u"Strategy", None))
        ___qtablewidgetitem2 = self.leadersTable.horizontalHeaderItem(2)
        ___qtablewidgetitem2.setText(QCoreApplication.translate("GurpsArmyDialog", u"Tactics", None))
        ___qtablewidgetitem3 = self.leadersTable.horizontalHeaderItem(3)
        ___qtablewidgetitem3.setText(QCoreApplication.translate("GurpsArmyDialog", u"Stealth", None))
        self.addLeaderButton.setText(QCoreApplication.translate("GurpsArmyDialog", u"Add leader", None))
        self.removeLeaderButton.setText(QCoreApplication.translate("GurpsArmyDialog", u"Remove leader", None))
        self.seersBox.setTitle(QCoreApplication.translate("GurpsArmyDialog", u"Seers", None))
        ___qtablewidgetitem4 = self.seersTable.horizontalHeaderItem(0)
        ___qtablewidgetitem4.setText(QCoreApplication.translate("GurpsArmyDialog", u"Name", None))
        ___qtablewidgetitem5 = self.seersTable.horizontalHeaderItem(1)
        ___qtablewidgetitem5.setText(QCoreApplication.translate("GurpsArmyDialog", u"Divination skill", None))
        ___qtablewidgetitem6 = self.seersTable.horizontalHeaderItem(2)
        ___qtablewidgetitem6.setText(QCoreApplication.translate("GurpsArmyDialog", u"Own Strategy", None))
        self.addSeerButton.setText(QCoreApplication.translate("GurpsArmyDialog", u"Add seer", None))
        self.removeSeerButton.setText(QCoreApplication.translate("GurpsArmyDialog", u"Remove seer", None))
        self.strengthBox.setTitle(QCoreApplication.translate("GurpsArmyDialog", u"Troop Strength and special unit superiority", None))
        self.strengthLabel.setText("")
        self.superiorityLabel.setText(QCoreApplication.translate("GurpsArmyDialog", u"S&uperiority (GM):", None))
#if QT_CONFIG(tooltip)
        self.superioritySpin.setToolTip(QCoreApplication.translate("GurpsArmyDialog", u"Special unit superiority the text does not cover: a Strategy bonus you judge (all light cavalry against all infantry, +3, is counted for you).", None))
#endif // QT_CONFIG(tooltip)
        self.pcsBox.setTitle(QCoreApplication.translate("GurpsArmyDialog", u"PCs and named NPCs in the battle", None))
        ___qtablewidgetitem7 = self.pcsTable.horizontalHeaderItem(0)
        ___qtablewidgetitem7.setText(QCoreApplication.translate("GurpsArmyDialog", u"Name", None))
        ___qtablewidgetitem8 = self.pcsTable.horizontalHeaderItem(1)
        ___qtablewidgetitem8.setText(QCoreApplication.translate("GurpsArmyDialog", u"Combat skill", None))
        ___qtablewidgetitem9 = self.pcsTable.horizontalHeaderItem(2)
        ___qtablewidgetitem9.setText(QCoreApplication.translate("GurpsArmyDialog", u"Survival", None))
        ___qtablewidgetitem10 = self.pcsTable.horizontalHeaderItem(3)
        ___qtablewidgetitem10.setText(QCoreApplication.translate("GurpsArmyDialog", u"Glory", None))
        ___qtablewidgetitem11 = self.pcsTable.horizontalHeaderItem(4)
        ___qtablewidgetitem11.setText(QCoreApplication.translate("GurpsArmyDialog", u"DR", None))
        ___qtablewidgetitem12 = self.pcsTable.horizontalHeaderItem(5)
        ___qtablewidgetitem12.setText(QCoreApplication.translate("GurpsArmyDialog", u"Commands (none/unit/army)", None))
        self.addPcButton.setText(QCoreApplication.translate("GurpsArmyDialog", u"Add PC", None))
        self.removePcButton.setText(QCoreApplication.translate("GurpsArmyDialog", u"Remove PC", None))
        self.situationBox.setTitle(QCoreApplication.translate("GurpsArmyDialog", u"Morale situation (every morale roll of this army)", None))
        self.modifiersBox.setTitle(QCoreApplication.translate("GurpsArmyDialog", u"Other named modifiers (GM's own)", None))
        ___qtablewidgetitem13 = self.modifiersTable.horizontalHeaderItem(0)
        ___qtablewidgetitem13.setText(QCoreApplication.translate("GurpsArmyDialog", u"Applies to", None))
        ___qtablewidgetitem14 = self.modifiersTable.horizontalHeaderItem(1)
        ___qtablewidgetitem14.setText(QCoreApplication.translate("GurpsArmyDialog", u"Name", None))
        ___qtablewidgetitem15 = self.modifiersTable.horizontalHeaderItem(2)
        ___qtablewidgetitem15.setText(QCoreApplication.translate("GurpsArmyDialog", u"Value", None))
        self.addModifierButton.setText(QCoreApplication.translate("GurpsArmyDialog", u"Add modifier", None))
        self.removeModifierButton.setText(QCoreApplication.translate("GurpsArmyDialog", u"Remove modifier", None))
        self.errorLabel.setText("")
    # retranslateUi

