# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'battle_dialog.ui'
##
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, QMetaObject
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QListWidget, QVBoxLayout

class Ui_BattleDialog(object):
    def setupUi(self, BattleDialog):
        if not BattleDialog.objectName():
            BattleDialog.setObjectName(u"BattleDialog")
        BattleDialog.resize(420, 300)
        self.mainLayout = QVBoxLayout(BattleDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.formLayout = QFormLayout()
        self.formLayout.setObjectName(u"formLayout")
        self.nameEditLabel = QLabel(BattleDialog)
        self.nameEditLabel.setObjectName(u"nameEditLabel")

        self.formLayout.setWidget(0, QFormLayout.ItemRole.LabelRole, self.nameEditLabel)

        self.nameEdit = QLineEdit(BattleDialog)
        self.nameEdit.setObjectName(u"nameEdit")
        self.nameEdit.setMaxLength(200)

        self.formLayout.setWidget(0, QFormLayout.ItemRole.FieldRole, self.nameEdit)

        self.systemComboLabel = QLabel(BattleDialog)
        self.systemComboLabel.setObjectName(u"systemComboLabel")

        self.formLayout.setWidget(1, QFormLayout.ItemRole.LabelRole, self.systemComboLabel)

        self.systemCombo = QComboBox(BattleDialog)
        self.systemCombo.setObjectName(u"systemCombo")

        self.formLayout.setWidget(1, QFormLayout.ItemRole.FieldRole, self.systemCombo)


        self.mainLayout.addLayout(self.formLayout)

        self.unitsLabel = QLabel(BattleDialog)
        self.unitsLabel.setObjectName(u"unitsLabel")

        self.mainLayout.addWidget(self.unitsLabel)

        self.unitsList = QListWidget(BattleDialog)
        self.unitsList.setObjectName(u"unitsList")

        self.mainLayout.addWidget(self.unitsList)

        self.errorLabel = QLabel(BattleDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setStyleSheet(u"color: #b00020; font-weight: bold;")
        self.errorLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(BattleDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.mainLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.nameEditLabel.setBuddy(self.nameEdit)
        self.systemComboLabel.setBuddy(self.systemCombo)
        self.unitsLabel.setBuddy(self.unitsList)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(BattleDialog)

        QMetaObject.connectSlotsByName(BattleDialog)
    # setupUi

    def retranslateUi(self, BattleDialog):
        BattleDialog.setWindowTitle(QCoreApplication.translate("BattleDialog", u"New Battle", None))
        self.nameEditLabel.setText(QCoreApplication.translate("BattleDialog", u"&Name:", None))
        self.systemComboLabel.setText(QCoreApplication.translate("BattleDialog", u"&Rules:", None))
        self.unitsLabel.setText(QCoreApplication.translate("BattleDialog", u"&Units taking part (in initiative order):", None))
        self.errorLabel.setText("")
    # retranslateUi

