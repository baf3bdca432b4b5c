# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'bulk_edit_dialog.ui'
##
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, QMetaObject
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout

class Ui_BulkEditDialog(object):
    def setupUi(self, BulkEditDialog):
        if not BulkEditDialog.objectName():
            BulkEditDialog.setObjectName(u"BulkEditDialog")
        BulkEditDialog.resize(440, 220)
        self.mainLayout = QVBoxLayout(BulkEditDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.unitsLabel = QLabel(BulkEditDialog)
        self.unitsLabel.setObjectName(u"unitsLabel")
        self.unitsLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.unitsLabel)

        self.formLayout = QFormLayout()
        self.formLayout.setObjectName(u"formLayout")
        self.fieldComboLabel = QLabel(BulkEditDialog)
        self.fieldComboLabel.setObjectName(u"fieldComboLabel")

        self.formLayout.setWidget(0, QFormLayout.ItemRole.LabelRole, self.fieldComboLabel)

        self.fieldCombo = QComboBox(BulkEditDialog)
        self.fieldCombo.setObjectName(u"fieldCombo")
        self.fieldCombo.setEditable(True)

        self.formLayout.setWidget(0, QFormLayout.ItemRole.FieldRole, self.fieldCombo)

        self.valueEditLabel = QLabel(BulkEditDialog)
        self.valueEditLabel.setObjectName(u"valueEditLabel")

        self.formLayout.setWidget(1, QFormLayout.ItemRole.LabelRole, self.valueEditLabel)

        self.valueEdit = QLineEdit(BulkEditDialog)
        self.valueEdit.setObjectName(u"valueEdit")

        self.formLayout.setWidget(1, QFormLayout.ItemRole.FieldRole, self.valueEdit)

        self.forceComboLabel = QLabel(BulkEditDialog)
        self.forceComboLabel.setObjectName(u"forceComboLabel")

        self.formLayout.setWidget(2, QFormLayout.ItemRole.LabelRole, self.forceComboLabel)

        self.forceCombo = QComboBox(BulkEditDialog)
        self.forceCombo.setObjectName(u"forceCombo")

        self.formLayout.setWidget(2, QFormLayout.ItemRole.FieldRole, self.forceCombo)


        self.mainLayout.addLayout(self.formLayout)

        self.errorLabel = QLabel(BulkEditDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setStyleSheet(u"color: #b00020; font-weight: bold;")
        self.errorLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(BulkEditDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.mainLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.fieldComboLabel.setBuddy(self.fieldCombo)
        self.valueEditLabel.setBuddy(self.valueEdit)
        self.forceComboLabel.setBuddy(self.forceCombo)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(BulkEditDialog)

        QMetaObject.connectSlotsByName(BulkEditDialog)
    # setupUi

    def retranslateUi(self, BulkEditDialog):
        BulkEditDialog.setWindowTitle(QCoreApplication.translate("BulkEditDialog", u"Bulk Edit Units", None))
        self.unitsLabel.setText("")
        self.fieldComboLabel.setText(QCoreApplication.translate("BulkEditDialog", u"&Field:", None))
        self.valueEditLabel.setText(QCoreApplication.translate("BulkEditDialog", u"New &value:", None))
        self.valueEdit.setPlaceholderText(QCoreApplication.translate("BulkEditDialog", u"leave empty to keep every value", None))
        self.forceComboLabel.setText(QCoreApplication.translate("BulkEditDialog", u"&Move to force:", None))
        self.errorLabel.setText("")
    # retranslateUi

