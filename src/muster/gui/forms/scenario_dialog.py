# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'scenario_dialog.ui'
##
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, QMetaObject
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QListWidget, QPlainTextEdit, QTableWidget, QVBoxLayout

class Ui_ScenarioDialog(object):
    def setupUi(self, ScenarioDialog):
        if not ScenarioDialog.objectName():
            ScenarioDialog.setObjectName(u"ScenarioDialog")
        ScenarioDialog.resize(620, 560)
        self.mainLayout = QVBoxLayout(ScenarioDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.formLayout = QFormLayout()
        self.formLayout.setObjectName(u"formLayout")
        self.nameEditLabel = QLabel(ScenarioDialog)
        self.nameEditLabel.setObjectName(u"nameEditLabel")

        self.formLayout.setWidget(0, QFormLayout.ItemRole.LabelRole, self.nameEditLabel)

        self.nameEdit = QLineEdit(ScenarioDialog)
        self.nameEdit.setObjectName(u"nameEdit")
        self.nameEdit.setMaxLength(200)

        self.formLayout.setWidget(0, QFormLayout.ItemRole.FieldRole, self.nameEdit)

        self.systemComboLabel = QLabel(ScenarioDialog)
        self.systemComboLabel.setObjectName(u"systemComboLabel")

        self.formLayout.setWidget(1, QFormLayout.ItemRole.LabelRole, self.systemComboLabel)

        self.systemCombo = QComboBox(ScenarioDialog)
        self.systemCombo.setObjectName(u"systemCombo")

        self.formLayout.setWidget(1, QFormLayout.ItemRole.FieldRole, self.systemCombo)

        self.distanceEditLabel = QLabel(ScenarioDialog)
        self.distanceEditLabel.setObjectName(u"distanceEditLabel")

        self.formLayout.setWidget(2, QFormLayout.ItemRole.LabelRole, self.distanceEditLabel)

        self.distanceEdit = QLineEdit(ScenarioDialog)
        self.distanceEdit.setObjectName(u"distanceEdit")

        self.formLayout.setWidget(2, QFormLayout.ItemRole.FieldRole, self.distanceEdit)

        self.positionsEditLabel = QLabel(ScenarioDialog)
        self.positionsEditLabel.setObjectName(u"positionsEditLabel")

        self.formLayout.setWidget(3, QFormLayout.ItemRole.LabelRole, self.positionsEditLabel)

        self.positionsEdit = QLineEdit(ScenarioDialog)
        self.positionsEdit.setObjectName(u"positionsEdit")

        self.formLayout.setWidget(3, QFormLayout.ItemRole.FieldRole, self.positionsEdit)

        self.conditionsEditLabel = QLabel(ScenarioDialog)
        self.conditionsEditLabel.setObjectName(u"conditionsEditLabel")

        self.formLayout.setWidget(4, QFormLayout.ItemRole.LabelRole, self.conditionsEditLabel)

        self.conditionsEdit = QLineEdit(ScenarioDialog)
        self.conditionsEdit.setObjectName(u"conditionsEdit")

        self.formLayout.setWidget(4, QFormLayout.ItemRole.FieldRole, self.conditionsEdit)

        self.setupHintLabel = QLabel(ScenarioDialog)
        self.setupHintLabel.setObjectName(u"setupHintLabel")
        self.setupHintLabel.setWordWrap(True)
        self.setupHintLabel.setStyleSheet(u"color: #555555;")

        self.formLayout.setWidget(5, QFormLayout.ItemRole.FieldRole, self.setupHintLabel)


        self.mainLayout.addLayout(self.formLayout)

        self.unitsLabel = QLabel(ScenarioDialog)
        self.unitsLabel.setObjectName(u"unitsLabel")

        self.mainLayout.addWidget(self.unitsLabel)

        self.unitsList = QListWidget(ScenarioDialog)
        self.unitsList.setObjectName(u"unitsList")

        self.mainLayout.addWidget(self.unitsList)

        self.plansLabel = QLabel(ScenarioDialog)
        self.plansLabel.setObjectName(u"plansLabel")

        self.mainLayout.addWidget(self.plansLabel)

        self.plansTable = QTableWidget(ScenarioDialog)
        self.plansTable.setObjectName(u"plansTable")
        self.plansTable.setMaximumHeight(130)

        self.mainLayout.addWidget(self.plansTable)

        self.notesLabel = QLabel(ScenarioDialog)
        self.notesLabel.setObjectName(u"notesLabel")

        self.mainLayout.addWidget(self.notesLabel)

        self.notesEdit = QPlainTextEdit(ScenarioDialog)
        self.notesEdit.setObjectName(u"notesEdit")
        self.notesEdit.setMaximumHeight(80)

        self.mainLayout.addWidget(self.notesEdit)

        self.errorLabel = QLabel(ScenarioDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setStyleSheet(u"color: #b00020; font-weight: bold;")
        self.errorLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(ScenarioDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.mainLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.nameEditLabel.setBuddy(self.nameEdit)
        self.systemComboLabel.setBuddy(self.systemCombo)
        self.distanceEditLabel.setBuddy(self.distanceEdit)
        self.positionsEditLabel.setBuddy(self.positionsEdit)
        self.conditionsEditLabel.setBuddy(self.conditionsEdit)
        self.unitsLabel.setBuddy(self.unitsList)
        self.plansLabel.setBuddy(self.plansTable)
        self.notesLabel.setBuddy(self.notesEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(ScenarioDialog)

        QMetaObject.connectSlotsByName(ScenarioDialog)
    # setupUi

    def retranslateUi(self, ScenarioDialog):
        ScenarioDialog.setWindowTitle(QCoreApplication.translate("ScenarioDialog", u"New Scenario", None))
        self.nameEditLabel.setText(QCoreApplication.translate("ScenarioDialog", u"&Name:", None))
        self.nameEdit.setPlaceholderText(QCoreApplication.translate("ScenarioDialog", u"Ambush at the Ford", None))
        self.systemComboLabel.setText(QCoreApplication.translate("ScenarioDialog", u"&Rules:", None))
        self.distanceEditLabel.setText(QCoreApplication.translate("ScenarioDialog", u"Starting &distance:", None))
        self.distanceEdit.setPlaceholderText(QCoreApplication.translate("ScenarioDialog", u"300 yards", None))
        self.positionsEditLabel.setText(QCoreApplication.translate("ScenarioDialog", u"&Positions:", None))
        self.positionsEdit.setPlaceholderText(QCoreApplication.translate("ScenarioDialog", u"The Crown holds the hill; the rebels come from the woods", None))
        self.conditionsEditLabel.setText(QCoreApplication.translate("ScenarioDialog", u"&Conditions:", None))
        self.conditionsEdit.setPlaceholderText(QCoreApplication.translate("ScenarioDialog", u"Fog until round 3, river in flood", None))
        self.setupHintLabel.setText("")
        self.unitsLabel.setText(QCoreApplication.translate("ScenarioDialog", u"&Units taking part (copied with their current state):", None))
        self.plansLabel.setText(QCoreApplication.translate("ScenarioDialog", u"Pre-battle &plans (one per side):", None))
        self.notesLabel.setText(QCoreApplication.translate("ScenarioDialog", u"&Notes for the GM (never shown in exports of the log):", None))
        self.errorLabel.setText("")
    # retranslateUi

