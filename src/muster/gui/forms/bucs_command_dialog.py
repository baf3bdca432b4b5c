# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'bucs_command_dialog.ui'
##
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, QMetaObject
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QFormLayout, QGroupBox, QLabel, QListWidget, QVBoxLayout

class Ui_BucsCommandDialog(object):
    def setupUi(self, BucsCommandDialog):
        if not BucsCommandDialog.objectName():
            BucsCommandDialog.setObjectName(u"BucsCommandDialog")
        BucsCommandDialog.resize(560, 480)
        self.mainLayout = QVBoxLayout(BucsCommandDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.introLabel = QLabel(BucsCommandDialog)
        self.introLabel.setObjectName(u"introLabel")
        self.introLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.introLabel)

        self.formLayout = QFormLayout()
        self.formLayout.setObjectName(u"formLayout")
        self.commanderComboLabel = QLabel(BucsCommandDialog)
        self.commanderComboLabel.setObjectName(u"commanderComboLabel")

        self.formLayout.setWidget(0, QFormLayout.ItemRole.LabelRole, self.commanderComboLabel)

        self.commanderCombo = QComboBox(BucsCommandDialog)
        self.commanderCombo.setObjectName(u"commanderCombo")

        self.formLayout.setWidget(0, QFormLayout.ItemRole.FieldRole, self.commanderCombo)


        self.mainLayout.addLayout(self.formLayout)

        self.unitsGroup = QGroupBox(BucsCommandDialog)
        self.unitsGroup.setObjectName(u"unitsGroup")
        self.unitsLayout = QVBoxLayout(self.unitsGroup)
        self.unitsLayout.setObjectName(u"unitsLayout")
        self.unitsList = QListWidget(self.unitsGroup)
        self.unitsList.setObjectName(u"unitsList")

        self.unitsLayout.addWidget(self.unitsList)

        self.countLabel = QLabel(self.unitsGroup)
        self.countLabel.setObjectName(u"countLabel")

        self.unitsLayout.addWidget(self.countLabel)


        self.mainLayout.addWidget(self.unitsGroup)

        self.errorLabel = QLabel(BucsCommandDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setStyleSheet(u"color: #b00020; font-weight: bold;")
        self.errorLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(BucsCommandDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.mainLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.commanderComboLabel.setBuddy(self.commanderCombo)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(BucsCommandDialog)

        QMetaObject.connectSlotsByName(BucsCommandDialog)
    # setupUi

    def retranslateUi(self, BucsCommandDialog):
        BucsCommandDialog.setWindowTitle(QCoreApplication.translate("BucsCommandDialog", u"Take Command", None))
        self.introLabel.setText(QCoreApplication.translate("BucsCommandDialog", u"A Legendary unit may take command of up to 6 lesser units that are not led by a PC or named NPC. Units under its command count as under orders.", None))
        self.commanderComboLabel.setText(QCoreApplication.translate("BucsCommandDialog", u"&Commander:", None))
        self.unitsGroup.setTitle(QCoreApplication.translate("BucsCommandDialog", u"&Units to take under command", None))
        self.errorLabel.setText("")
    # retranslateUi

