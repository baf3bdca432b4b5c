# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'mech_designer.ui'
##
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, QMetaObject, QSize
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSizePolicy, QSpacerItem, QSpinBox, QTabWidget, QTableWidget, QVBoxLayout, QWidget

class Ui_MechDesignerDialog(object):
    def setupUi(self, MechDesignerDialog):
        if not MechDesignerDialog.objectName():
            MechDesignerDialog.setObjectName(u"MechDesignerDialog")
        MechDesignerDialog.resize(1000, 620)
        self.mainLayout = QVBoxLayout(MechDesignerDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.startRow = QHBoxLayout()
        self.startRow.setObjectName(u"startRow")
        self.startComboLabel = QLabel(MechDesignerDialog)
        self.startComboLabel.setObjectName(u"startComboLabel")

        self.startRow.addWidget(self.startComboLabel)

        self.startCombo = QComboBox(MechDesignerDialog)
        self.startCombo.setObjectName(u"startCombo")

        self.startRow.addWidget(self.startCombo)

        self.loadButton = QPushButton(MechDesignerDialog)
        self.loadButton.setObjectName(u"loadButton")

        self.startRow.addWidget(self.loadButton)

        self.startSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.startRow.addItem(self.startSpacer)


        self.mainLayout.addLayout(self.startRow)

        self.topRow = QHBoxLayout()
        self.topRow.setObjectName(u"topRow")
        self.basicsBox = QGroupBox(MechDesignerDialog)
        self.basicsBox.setObjectName(u"basicsBox")
        self.basicsForm = QFormLayout(self.basicsBox)
        self.basicsForm.setObjectName(u"basicsForm")
        self.nameEditLabel = QLabel(self.basicsBox)
        self.nameEditLabel.setObjectName(u"nameEditLabel")

        self.basicsForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.nameEditLabel)

        self.nameEdit = QLineEdit(self.basicsBox)
        self.nameEdit.setObjectName(u"nameEdit")

        self.basicsForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.nameEdit)

        self.tonnageSpinLabel = QLabel(self.basicsBox)
        self.tonnageSpinLabel.setObjectName(u"tonnageSpinLabel")

        self.basicsForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.tonnageSpinLabel)

        self.tonnageSpin = QSpinBox(self.basicsBox)
        self.tonnageSpin.setObjectName(u"tonnageSpin")
        self.tonnageSpin.setMinimum(10)
        self.tonnageSpin.setMaximum(200)
        self.tonnageSpin.setSingleStep(5)
        self.tonnageSpin.setValue(50)

        self.basicsForm.setWidget(1, QFormLayout.ItemRole.FieldRole, self.tonnageSpin)

        self.walkSpinLabel = QLabel(self.basicsBox)
        self.walkSpinLabel.setObjectName(u"walkSpinLabel")

        self.basicsForm.setWidget(2, QFormLayout.ItemRole.LabelRole, self.walkSpinLabel)

        self.mpRow = QHBoxLayout()
        self.mpRow.setObjectName(u"mpRow")
        self.walkSpin = QSpinBox(self.basicsBox)
        self.walkSpin.setObjectName(u"walkSpin")
        self.walkSpin.setMaximum(30)
        self.walkSpin.setValue(4)

        self.mpRow.addWidget(self.walkSpin)

        self.runSpin = QSpinBox(self.basicsBox)
        self.runSpin.setObjectName(u"runSpin")
        self.runSpin.setMaximum(45)
        self.runSpin.setValue(6)

        self.mpRow.addWidget(self.runSpin)

        self.jumpSpin = QSpinBox(self.basicsBox)
        self.jumpSpin.setObjectName(u"jumpSpin")
        self.jumpSpin.setMaximum(30)

        self.mpRow.addWidget(self.jumpSpin)


        self.basicsForm.setLayout(2, QFormLayout.ItemRole.FieldRole, self.mpRow)

        self.sinksSpinLabel = QLabel(self.basicsBox)
        self.sinksSpinLabel.setObjectName(u"sinksSpinLabel")

        self.basicsForm.setWidget(3, QFormLayout.ItemRole.LabelRole, self.sinksSpinLabel)

        self.sinksSpin = QSpinBox(self.basicsBox)
        self.sinksSpin.setObjectName(u"sinksSpin")
        self.sinksSpin.setMaximum(100)
        self.sinksSpin.setValue(10)

        self.basicsForm.setWidget(3, QFormLayout.ItemRole.FieldRole, self.sinksSpin)

        self.handsLabel = QLabel(self.basicsBox)
        self.handsLabel.setObjectName(u"handsLabel")

        self.basicsForm.setWidget(4, QFormLayout.ItemRole.LabelRole, self.handsLabel)

        self.limbsRow = QHBoxLayout()
        self.limbsRow.setObjectName(u"limbsRow")
        self.leftHandCheck = QCheckBox(self.basicsBox)
        self.leftHandCheck.setObjectName(u"leftHandCheck")

        self.limbsRow.addWidget(self.leftHandCheck)

        self.rightHandCheck = QCheckBox(self.basicsBox)
        self.rightHandCheck.setObjectName(u"rightHandCheck")

        self.limbsRow.addWidget(self.rightHandCheck)

        self.leftFootCheck = QCheckBox(self.basicsBox)
        self.leftFootCheck.setObjectName(u"leftFootCheck")

        self.limbsRow.addWidget(self.leftFootCheck)

        self.rightFootCheck = QCheckBox(self.basicsBox)
        self.rightFootCheck.setObjectName(u"rightFootCheck")

        self.limbsRow.addWidget(self.rightFootCheck)


        self.basicsForm.setLayout(4, QFormLayout.ItemRole.FieldRole, self.limbsRow)


        self.topRow.addWidget(self.basicsBox)

        self.locationsBox = QGroupBox(MechDesignerDialog)
        self.locationsBox.setObjectName(u"locationsBox")
        self.locationsLayout = QVBoxLayout(self.locationsBox)
        self.locationsLayout.setObjectName(u"locationsLayout")
        self.locationsTable = QTableWidget(self.locationsBox)
        self.locationsTable.setObjectName(u"locationsTable")
        self.locationsTable.setMinimumSize(QSize(330, 200))

        self.locationsLayout.addWidget(self.locationsTable)


        self.topRow.addWidget(self.locationsBox)


        self.mainLayout.addLayout(self.topRow)

        self.equipmentTabs = QTabWidget(MechDesignerDialog)
        self.equipmentTabs.setObjectName(u"equipmentTabs")
        self.equipmentTabs.setDocumentMode(True)
        self.itemsBox = QWidget()
        self.itemsBox.setObjectName(u"itemsBox")
        self.itemsLayout = QVBoxLayout(self.itemsBox)
        self.itemsLayout.setObjectName(u"itemsLayout")
        self.itemsTable = QTableWidget(self.itemsBox)
        self.itemsTable.setObjectName(u"itemsTable")

        self.itemsLayout.addWidget(self.itemsTable)

        self.itemButtons = QHBoxLayout()
        self.itemButtons.setObjectName(u"itemButtons")
        self.addItemButton = QPushButton(self.itemsBox)
        self.addItemButton.setObjectName(u"addItemButton")

        self.itemButtons.addWidget(self.addItemButton)

        self.removeItemButton = QPushButton(self.itemsBox)
        self.removeItemButton.setObjectName(u"removeItemButton")

        self.itemButtons.addWidget(self.removeItemButton)

        self.itemsHint = QLabel(self.itemsBox)
        self.itemsHint.setObjectName(u"itemsHint")
        self.itemsHint.setWordWrap(True)
        self.itemsHint.setStyleSheet(u"color: palette(mid);")

        self.itemButtons.addWidget(self.itemsHint)


        self.itemsLayout.addLayout(self.itemButtons)

        self.equipmentTabs.addTab(self.itemsBox, "")
        self.critBox = QWidget()
        self.critBox.setObjectName(u"critBox")
        self.critLayout = QHBoxLayout(self.critBox)
        self.critLayout.setObjectName(u"critLayout")
        self.critSide = QVBoxLayout()
        self.critSide.setObjectName(u"critSide")
        self.critLocationCombo = QComboBox(self.critBox)
        self.critLocationCombo.setObjectName(u"critLocationCombo")

        self.critSide.addWidget(self.critLocationCombo)

        self.addCritButton = QPushButton(self.critBox)
        self.addCritButton.setObjectName(u"addCritButton")

        self.critSide.addWidget(self.addCritButton)

        self.removeCritButton = QPushButton(self.critBox)
        self.removeCritButton.setObjectName(u"removeCritButton")

        self.critSide.addWidget(self.removeCritButton)

        self.critSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.critSide.addItem(self.critSpacer)


        self.critLayout.addLayout(self.critSide)

        self.critTable = QTableWidget(self.critBox)
        self.critTable.setObjectName(u"critTable")

        self.critLayout.addWidget(self.critTable)

        self.equipmentTabs.addTab(self.critBox, "")

        self.mainLayout.addWidget(self.equipmentTabs)

        self.errorLabel = QLabel(MechDesignerDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setStyleSheet(u"color: #b00020; font-weight: bold;")
        self.errorLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(MechDesignerDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.mainLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.startComboLabel.setBuddy(self.startCombo)
        self.nameEditLabel.setBuddy(self.nameEdit)
        self.tonnageSpinLabel.setBuddy(self.tonnageSpin)
        self.walkSpinLabel.setBuddy(self.walkSpin)
        self.sinksSpinLabel.setBuddy(self.sinksSpin)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(MechDesignerDialog)

        QMetaObject.connectSlotsByName(MechDesignerDialog)
    # setupUi

    def retranslateUi(self, MechDesignerDialog):
        MechDesignerDialog.setWindowTitle(QCoreApplication.translate("MechDesignerDialog", u"Mech Designer", None))
        self.startComboLabel.setText(QCoreApplication.translate("MechDesignerDialog", u"Start &from sample:", None))
        self.loadButton.setText(QCoreApplication.translate("MechDesignerDialog", u"&Load sample", None))
        self.basicsBox.setTitle(QCoreApplication.translate("MechDesignerDialog", u"Mech", None))
        self.nameEditLabel.setText(QCoreApplication.translate("MechDesignerDialog", u"&Name:", None))
        self.tonnageSpinLabel.setText(QCoreApplication.translate("MechDesignerDialog", u"&Tonnage:", None))
        self.walkSpinLabel.setText(QCoreApplication.translate("MechDesignerDialog", u"&Walk / run / jump MP:", None))
#if QT_CONFIG(tooltip)
        self.walkSpin.setToolTip(QCoreApplication.translate("MechDesignerDialog", u"Walk MP", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(tooltip)
        self.runSpin.setToolTip(QCoreApplication.translate("MechDesignerDialog", u"Run MP", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(tooltip)
        self.jumpSpin.setToolTip(QCoreApplication.translate("MechDesignerDialog", u"Jump MP (needs jump jet items)", None))
#endif // QT_CONFIG(tooltip)
        self.sinksSpinLabel.setText(QCoreApplication.translate("MechDesignerDialog", u"Heat &sinks:", None))
#if QT_CONFIG(tooltip)
        self.sinksSpin.setToolTip(QCoreApplication.translate("MechDesignerDialog", u"All sinks; those not listed as items sit in the engine", None))
#endif // QT_CONFIG(tooltip)
        self.handsLabel.setText(QCoreApplication.translate("MechDesignerDialog", u"Hands / feet:", None))
        self.leftHandCheck.setText(QCoreApplication.translate("MechDesignerDialog", u"Left hand", None))
        self.rightHandCheck.setText(QCoreApplication.translate("MechDesignerDialog", u"Right hand", None))
        self.leftFootCheck.setText(QCoreApplication.translate("MechDesignerDialog", u"Left foot", None))
        self.rightFootCheck.setText(QCoreApplication.translate("MechDesignerDialog", u"Right foot", None))
        self.locationsBox.setTitle(QCoreApplication.translate("MechDesignerDialog", u"Armor and internal structure", None))
        self.addItemButton.setText(QCoreApplication.translate("MechDesignerDialog", u"&Add item", None))
        self.removeItemButton.setText(QCoreApplication.translate("MechDesignerDialog", u"&Remove item", None))
        self.itemsHint.setText(QCoreApplication.translate("MechDesignerDialog", u"Damage: a number (one location) or dice such as 2d6 (one location die per die). Pick each item's kind, location and ammo bin from the lists.", None))
        self.equipmentTabs.setTabText(self.equipmentTabs.indexOf(self.itemsBox), QCoreApplication.translate("MechDesignerDialog", u"Weapons and equipment", None))
        self.addCritButton.setText(QCoreApplication.translate("MechDesignerDialog", u"Add ro&w", None))
        self.removeCritButton.setText(QCoreApplication.translate("MechDesignerDialog", u"Remove r&ow", None))
        self.equipmentTabs.setTabText(self.equipmentTabs.indexOf(self.critBox), QCoreApplication.translate("MechDesignerDialog", u"Critical chart (d20, rows must cover 1-20 exactly once)", None))
        self.errorLabel.setText("")
    # retranslateUi

