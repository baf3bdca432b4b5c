# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'scenarios_dialog.ui'
##
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, QMetaObject
from PySide6.QtWidgets import QDialogButtonBox, QHBoxLayout, QLabel, QListWidget, QPushButton, QSizePolicy, QSpacerItem, QTextBrowser, QVBoxLayout

class Ui_ScenariosDialog(object):
    def setupUi(self, ScenariosDialog):
        if not ScenariosDialog.objectName():
            ScenariosDialog.setObjectName(u"ScenariosDialog")
        ScenariosDialog.resize(720, 440)
        self.mainLayout = QVBoxLayout(ScenariosDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.introLabel = QLabel(ScenariosDialog)
        self.introLabel.setObjectName(u"introLabel")
        self.introLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.introLabel)

        self.bodyLayout = QHBoxLayout()
        self.bodyLayout.setObjectName(u"bodyLayout")
        self.scenariosList = QListWidget(ScenariosDialog)
        self.scenariosList.setObjectName(u"scenariosList")
        self.scenariosList.setMaximumWidth(260)

        self.bodyLayout.addWidget(self.scenariosList)

        self.detailsView = QTextBrowser(ScenariosDialog)
        self.detailsView.setObjectName(u"detailsView")

        self.bodyLayout.addWidget(self.detailsView)


        self.mainLayout.addLayout(self.bodyLayout)

        self.buttonsLayout = QHBoxLayout()
        self.buttonsLayout.setObjectName(u"buttonsLayout")
        self.startButton = QPushButton(ScenariosDialog)
        self.startButton.setObjectName(u"startButton")

        self.buttonsLayout.addWidget(self.startButton)

        self.newButton = QPushButton(ScenariosDialog)
        self.newButton.setObjectName(u"newButton")

        self.buttonsLayout.addWidget(self.newButton)

        self.editButton = QPushButton(ScenariosDialog)
        self.editButton.setObjectName(u"editButton")

        self.buttonsLayout.addWidget(self.editButton)

        self.duplicateButton = QPushButton(ScenariosDialog)
        self.duplicateButton.setObjectName(u"duplicateButton")

        self.buttonsLayout.addWidget(self.duplicateButton)

        self.deleteButton = QPushButton(ScenariosDialog)
        self.deleteButton.setObjectName(u"deleteButton")

        self.buttonsLayout.addWidget(self.deleteButton)

        self.exportButton = QPushButton(ScenariosDialog)
        self.exportButton.setObjectName(u"exportButton")

        self.buttonsLayout.addWidget(self.exportButton)

        self.importButton = QPushButton(ScenariosDialog)
        self.importButton.setObjectName(u"importButton")

        self.buttonsLayout.addWidget(self.importButton)

        self.spacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.buttonsLayout.addItem(self.spacer)

        self.buttonBox = QDialogButtonBox(ScenariosDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Close)

        self.buttonsLayout.addWidget(self.buttonBox)


        self.mainLayout.addLayout(self.buttonsLayout)


        self.retranslateUi(ScenariosDialog)

        self.startButton.setDefault(True)


        QMetaObject.connectSlotsByName(ScenariosDialog)
    # setupUi

    def retranslateUi(self, ScenariosDialog):
        ScenariosDialog.setWindowTitle(QCoreApplication.translate("ScenariosDialog", u"Scenarios", None))
        self.introLabel.setText(QCoreApplication.translate("ScenariosDialog", u"Battles prepared in advance. <b>Start Battle</b> puts the scenario's forces on the roster and its battle in the Turn Tracker, ready for the first phase.", None))
        self.startButton.setText(QCoreApplication.translate("ScenariosDialog", u"&Start Battle", None))
        self.newButton.setText(QCoreApplication.translate("ScenariosDialog", u"&New from Roster\u2026", None))
        self.editButton.setText(QCoreApplication.translate("ScenariosDialog", u"E&dit\u2026", None))
        self.duplicateButton.setText(QCoreApplication.translate("ScenariosDialog", u"D&uplicate", None))
        self.deleteButton.setText(QCoreApplication.translate("ScenariosDialog", u"De&lete", None))
        self.exportButton.setText(QCoreApplication.translate("ScenariosDialog", u"&Export\u2026", None))
        self.importButton.setText(QCoreApplication.translate("ScenariosDialog", u"&Import\u2026", None))
    # retranslateUi

