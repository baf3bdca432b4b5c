# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'shortcuts_dialog.ui'
##
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, QMetaObject
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QPushButton, QTableWidget, QVBoxLayout

class Ui_ShortcutsDialog(object):
    def setupUi(self, ShortcutsDialog):
        if not ShortcutsDialog.objectName():
            ShortcutsDialog.setObjectName(u"ShortcutsDialog")
        ShortcutsDialog.resize(560, 300)
        self.mainLayout = QVBoxLayout(ShortcutsDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.hintLabel = QLabel(ShortcutsDialog)
        self.hintLabel.setObjectName(u"hintLabel")
        self.hintLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.hintLabel)

        self.shortcutsTable = QTableWidget(ShortcutsDialog)
        self.shortcutsTable.setObjectName(u"shortcutsTable")

        self.mainLayout.addWidget(self.shortcutsTable)

        self.resetButton = QPushButton(ShortcutsDialog)
        self.resetButton.setObjectName(u"resetButton")

        self.mainLayout.addWidget(self.resetButton)

        self.errorLabel = QLabel(ShortcutsDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setStyleSheet(u"color: #b00020; font-weight: bold;")
        self.errorLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(ShortcutsDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.mainLayout.addWidget(self.buttonBox)


        self.retranslateUi(ShortcutsDialog)

        QMetaObject.connectSlotsByName(ShortcutsDialog)
    # setupUi

    def retranslateUi(self, ShortcutsDialog):
        ShortcutsDialog.setWindowTitle(QCoreApplication.translate("ShortcutsDialog", u"Keyboard Shortcuts", None))
        self.hintLabel.setText(QCoreApplication.translate("ShortcutsDialog", u"Select a command and press the new key combination in its Shortcut cell. Leave it empty to remove the shortcut.", None))
        self.resetButton.setText(QCoreApplication.translate("ShortcutsDialog", u"Restore &Defaults", None))
        self.errorLabel.setText("")
    # retranslateUi

