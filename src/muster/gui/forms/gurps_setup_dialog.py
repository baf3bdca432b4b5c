# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'gurps_setup_dialog.ui'
##
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, QMetaObject
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QFormLayout, QLabel, QListWidget, QVBoxLayout

class Ui_GurpsSetupDialog(object):
    def setupUi(self, GurpsSetupDialog):
        if not GurpsSetupDialog.objectName():
            GurpsSetupDialog.setObjectName(u"GurpsSetupDialog")
        GurpsSetupDialog.resize(420, 420)
        self.mainLayout = QVBoxLayout(GurpsSetupDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.formLayout = QFormLayout()
        self.formLayout.setObjectName(u"formLayout")
        self.typeLabel = QLabel(GurpsSetupDialog)
        self.typeLabel.setObjectName(u"typeLabel")

        self.formLayout.setWidget(0, QFormLayout.ItemRole.LabelRole, self.typeLabel)

        self.typeCombo = QComboBox(GurpsSetupDialog)
        self.typeCombo.setObjectName(u"typeCombo")

        self.formLayout.setWidget(0, QFormLayout.ItemRole.FieldRole, self.typeCombo)

        self.attackerLabel = QLabel(GurpsSetupDialog)
        self.attackerLabel.setObjectName(u"attackerLabel")

        self.formLayout.setWidget(1, QFormLayout.ItemRole.LabelRole, self.attackerLabel)

        self.attackerCombo = QComboBox(GurpsSetupDialog)
        self.attackerCombo.setObjectName(u"attackerCombo")

        self.formLayout.setWidget(1, QFormLayout.ItemRole.FieldRole, self.attackerCombo)


        self.mainLayout.addLayout(self.formLayout)

        self.positionLabel = QLabel(GurpsSetupDialog)
        self.positionLabel.setObjectName(u"positionLabel")
        self.positionLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.positionLabel)

        self.positionList = QListWidget(GurpsSetupDialog)
        self.positionList.setObjectName(u"positionList")

        self.mainLayout.addWidget(self.positionList)

        self.errorLabel = QLabel(GurpsSetupDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setStyleSheet(u"color: #b00020; font-weight: bold;")
        self.errorLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(GurpsSetupDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.mainLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.typeLabel.setBuddy(self.typeCombo)
        self.attackerLabel.setBuddy(self.attackerCombo)
        self.positionLabel.setBuddy(self.positionList)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(GurpsSetupDialog)

        QMetaObject.connectSlotsByName(GurpsSetupDialog)
    # setupUi

    def retranslateUi(self, GurpsSetupDialog):
        GurpsSetupDialog.setWindowTitle(QCoreApplication.translate("GurpsSetupDialog", u"Battle set-up", None))
        self.typeLabel.setText(QCoreApplication.translate("GurpsSetupDialog", u"Battle &type:", None))
        self.attackerLabel.setText(QCoreApplication.translate("GurpsSetupDialog", u"&Attacker:", None))
        self.positionLabel.setText(QCoreApplication.translate("GurpsSetupDialog", u"The defender's &works (they stack; defended position only):", None))
        self.errorLabel.setText("")
    # retranslateUi

