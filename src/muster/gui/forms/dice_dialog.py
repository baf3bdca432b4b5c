# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'dice_dialog.ui'
##
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, QMetaObject
from PySide6.QtWidgets import QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout

class Ui_DiceDialog(object):
    def setupUi(self, DiceDialog):
        if not DiceDialog.objectName():
            DiceDialog.setObjectName(u"DiceDialog")
        DiceDialog.resize(420, 300)
        self.mainLayout = QVBoxLayout(DiceDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.formLayout = QFormLayout()
        self.formLayout.setObjectName(u"formLayout")
        self.purposeTextLabel = QLabel(DiceDialog)
        self.purposeTextLabel.setObjectName(u"purposeTextLabel")

        self.formLayout.setWidget(0, QFormLayout.ItemRole.LabelRole, self.purposeTextLabel)

        self.purposeText = QLabel(DiceDialog)
        self.purposeText.setObjectName(u"purposeText")
        self.purposeText.setWordWrap(True)

        self.formLayout.setWidget(0, QFormLayout.ItemRole.FieldRole, self.purposeText)

        self.notationTextLabel = QLabel(DiceDialog)
        self.notationTextLabel.setObjectName(u"notationTextLabel")

        self.formLayout.setWidget(1, QFormLayout.ItemRole.LabelRole, self.notationTextLabel)

        self.notationText = QLabel(DiceDialog)
        self.notationText.setObjectName(u"notationText")

        self.formLayout.setWidget(1, QFormLayout.ItemRole.FieldRole, self.notationText)

        self.facesEditLabel = QLabel(DiceDialog)
        self.facesEditLabel.setObjectName(u"facesEditLabel")

        self.formLayout.setWidget(2, QFormLayout.ItemRole.LabelRole, self.facesEditLabel)

        self.facesEdit = QLineEdit(DiceDialog)
        self.facesEdit.setObjectName(u"facesEdit")

        self.formLayout.setWidget(2, QFormLayout.ItemRole.FieldRole, self.facesEdit)


        self.mainLayout.addLayout(self.formLayout)

        self.errorLabel = QLabel(DiceDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setStyleSheet(u"color: #b00020; font-weight: bold;")
        self.errorLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(DiceDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.mainLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.purposeTextLabel.setBuddy(self.purposeText)
        self.notationTextLabel.setBuddy(self.notationText)
        self.facesEditLabel.setBuddy(self.facesEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(DiceDialog)

        QMetaObject.connectSlotsByName(DiceDialog)
    # setupUi

    def retranslateUi(self, DiceDialog):
        DiceDialog.setWindowTitle(QCoreApplication.translate("DiceDialog", u"Enter Dice", None))
        self.purposeTextLabel.setText(QCoreApplication.translate("DiceDialog", u"Roll:", None))
        self.notationTextLabel.setText(QCoreApplication.translate("DiceDialog", u"Dice:", None))
        self.facesEditLabel.setText(QCoreApplication.translate("DiceDialog", u"&Faces rolled:", None))
        self.facesEdit.setPlaceholderText(QCoreApplication.translate("DiceDialog", u"e.g. 14 or 3 5 6", None))
        self.errorLabel.setText("")
    # retranslateUi

