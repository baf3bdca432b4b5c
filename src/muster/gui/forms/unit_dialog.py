# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'unit_dialog.ui'
##
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, QMetaObject
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QSpinBox, QVBoxLayout

class Ui_UnitDialog(object):
    def setupUi(self, UnitDialog):
        if not UnitDialog.objectName():
            UnitDialog.setObjectName(u"UnitDialog")
        UnitDialog.resize(420, 300)
        self.mainLayout = QVBoxLayout(UnitDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.formLayout = QFormLayout()
        self.formLayout.setObjectName(u"formLayout")
        self.nameEditLabel = QLabel(UnitDialog)
        self.nameEditLabel.setObjectName(u"nameEditLabel")

        self.formLayout.setWidget(0, QFormLayout.ItemRole.LabelRole, self.nameEditLabel)

        self.nameEdit = QLineEdit(UnitDialog)
        self.nameEdit.setObjectName(u"nameEdit")
        self.nameEdit.setMaxLength(200)

        self.formLayout.setWidget(0, QFormLayout.ItemRole.FieldRole, self.nameEdit)

        self.forceComboLabel = QLabel(UnitDialog)
        self.forceComboLabel.setObjectName(u"forceComboLabel")

        self.formLayout.setWidget(1, QFormLayout.ItemRole.LabelRole, self.forceComboLabel)

        self.forceCombo = QComboBox(UnitDialog)
        self.forceCombo.setObjectName(u"forceCombo")

        self.formLayout.setWidget(1, QFormLayout.ItemRole.FieldRole, self.forceCombo)

        self.attackSpinLabel = QLabel(UnitDialog)
        self.attackSpinLabel.setObjectName(u"attackSpinLabel")

        self.formLayout.setWidget(2, QFormLayout.ItemRole.LabelRole, self.attackSpinLabel)

        self.attackSpin = QSpinBox(UnitDialog)
        self.attackSpin.setObjectName(u"attackSpin")
        self.attackSpin.setMinimum(-20)
        self.attackSpin.setMaximum(20)
        self.attackSpin.setValue(0)

        self.formLayout.setWidget(2, QFormLayout.ItemRole.FieldRole, self.attackSpin)

        self.defenseSpinLabel = QLabel(UnitDialog)
        self.defenseSpinLabel.setObjectName(u"defenseSpinLabel")

        self.formLayout.setWidget(3, QFormLayout.ItemRole.LabelRole, self.defenseSpinLabel)

        self.defenseSpin = QSpinBox(UnitDialog)
        self.defenseSpin.setObjectName(u"defenseSpin")
        self.defenseSpin.setMinimum(-20)
        self.defenseSpin.setMaximum(20)
        self.defenseSpin.setValue(0)

        self.formLayout.setWidget(3, QFormLayout.ItemRole.FieldRole, self.defenseSpin)

        self.maxHitsSpinLabel = QLabel(UnitDialog)
        self.maxHitsSpinLabel.setObjectName(u"maxHitsSpinLabel")

        self.formLayout.setWidget(4, QFormLayout.ItemRole.LabelRole, self.maxHitsSpinLabel)

        self.maxHitsSpin = QSpinBox(UnitDialog)
        self.maxHitsSpin.setObjectName(u"maxHitsSpin")
        self.maxHitsSpin.setMinimum(1)
        self.maxHitsSpin.setMaximum(999)
        self.maxHitsSpin.setValue(10)

        self.formLayout.setWidget(4, QFormLayout.ItemRole.FieldRole, self.maxHitsSpin)

        self.hitsTakenSpinLabel = QLabel(UnitDialog)
        self.hitsTakenSpinLabel.setObjectName(u"hitsTakenSpinLabel")

        self.formLayout.setWidget(5, QFormLayout.ItemRole.LabelRole, self.hitsTakenSpinLabel)

        self.hitsTakenSpin = QSpinBox(UnitDialog)
        self.hitsTakenSpin.setObjectName(u"hitsTakenSpin")
        self.hitsTakenSpin.setMinimum(0)
        self.hitsTakenSpin.setMaximum(999)
        self.hitsTakenSpin.setValue(0)

        self.formLayout.setWidget(5, QFormLayout.ItemRole.FieldRole, self.hitsTakenSpin)

        self.damageEditLabel = QLabel(UnitDialog)
        self.damageEditLabel.setObjectName(u"damageEditLabel")

        self.formLayout.setWidget(6, QFormLayout.ItemRole.LabelRole, self.damageEditLabel)

        self.damageEdit = QLineEdit(UnitDialog)
        self.damageEdit.setObjectName(u"damageEdit")

        self.formLayout.setWidget(6, QFormLayout.ItemRole.FieldRole, self.damageEdit)


        self.mainLayout.addLayout(self.formLayout)

        self.errorLabel = QLabel(UnitDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setStyleSheet(u"color: #b00020; font-weight: bold;")
        self.errorLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(UnitDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.mainLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.nameEditLabel.setBuddy(self.nameEdit)
        self.forceComboLabel.setBuddy(self.forceCombo)
        self.attackSpinLabel.setBuddy(self.attackSpin)
        self.defenseSpinLabel.setBuddy(self.defenseSpin)
        self.maxHitsSpinLabel.setBuddy(self.maxHitsSpin)
        self.hitsTakenSpinLabel.setBuddy(self.hitsTakenSpin)
        self.damageEditLabel.setBuddy(self.damageEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(UnitDialog)

        QMetaObject.connectSlotsByName(UnitDialog)
    # setupUi

    def retranslateUi(self, UnitDialog):
        UnitDialog.setWindowTitle(QCoreApplication.translate("UnitDialog", u"Unit", None))
        self.nameEditLabel.setText(QCoreApplication.translate("UnitDialog", u"&Name:", None))
        self.nameEdit.setPlaceholderText(QCoreApplication.translate("UnitDialog", u"e.g. 2nd Platoon", None))
        self.forceComboLabel.setText(QCoreApplication.translate("UnitDialog", u"&Force:", None))
        self.attackSpinLabel.setText(QCoreApplication.translate("UnitDialog", u"&Attack bonus:", None))
        self.defenseSpinLabel.setText(QCoreApplication.translate("UnitDialog", u"&Defense bonus:", None))
        self.maxHitsSpinLabel.setText(QCoreApplication.translate("UnitDialog", u"&Hits it can take:", None))
        self.hitsTakenSpinLabel.setText(QCoreApplication.translate("UnitDialog", u"Hits &taken:", None))
        self.damageEditLabel.setText(QCoreApplication.translate("UnitDialog", u"D&amage dice:", None))
        self.damageEdit.setText(QCoreApplication.translate("UnitDialog", u"d6", None))
        self.errorLabel.setText("")
    # retranslateUi

