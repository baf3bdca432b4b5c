# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'poleaxe_aftermath_dialog.ui'
##
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, QMetaObject
from PySide6.QtWidgets import QDialogButtonBox, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QSpacerItem, QSpinBox, QTableWidget, QVBoxLayout

class Ui_PoleaxeAftermathDialog(object):
    def setupUi(self, PoleaxeAftermathDialog):
        if not PoleaxeAftermathDialog.objectName():
            PoleaxeAftermathDialog.setObjectName(u"PoleaxeAftermathDialog")
        PoleaxeAftermathDialog.resize(860, 560)
        self.mainLayout = QVBoxLayout(PoleaxeAftermathDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.introLabel = QLabel(PoleaxeAftermathDialog)
        self.introLabel.setObjectName(u"introLabel")
        self.introLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.introLabel)

        self.clericRow = QHBoxLayout()
        self.clericRow.setObjectName(u"clericRow")
        self.clericSpinLabel = QLabel(PoleaxeAftermathDialog)
        self.clericSpinLabel.setObjectName(u"clericSpinLabel")

        self.clericRow.addWidget(self.clericSpinLabel)

        self.clericSpin = QSpinBox(PoleaxeAftermathDialog)
        self.clericSpin.setObjectName(u"clericSpin")
        self.clericSpin.setMaximum(40)

        self.clericRow.addWidget(self.clericSpin)

        self.clericSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.clericRow.addItem(self.clericSpacer)


        self.mainLayout.addLayout(self.clericRow)

        self.squadsTable = QTableWidget(PoleaxeAftermathDialog)
        self.squadsTable.setObjectName(u"squadsTable")

        self.mainLayout.addWidget(self.squadsTable)

        self.rollRow = QHBoxLayout()
        self.rollRow.setObjectName(u"rollRow")
        self.rollButton = QPushButton(PoleaxeAftermathDialog)
        self.rollButton.setObjectName(u"rollButton")
        self.rollButton.setStyleSheet(u"font-weight: bold;")

        self.rollRow.addWidget(self.rollButton)

        self.rollSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.rollRow.addItem(self.rollSpacer)


        self.mainLayout.addLayout(self.rollRow)

        self.resultsLabel = QLabel(PoleaxeAftermathDialog)
        self.resultsLabel.setObjectName(u"resultsLabel")

        self.mainLayout.addWidget(self.resultsLabel)

        self.casualtiesTable = QTableWidget(PoleaxeAftermathDialog)
        self.casualtiesTable.setObjectName(u"casualtiesTable")

        self.mainLayout.addWidget(self.casualtiesTable)

        self.errorLabel = QLabel(PoleaxeAftermathDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setStyleSheet(u"color: #b00020; font-weight: bold;")
        self.errorLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(PoleaxeAftermathDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Close)

        self.mainLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.clericSpinLabel.setBuddy(self.clericSpin)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(PoleaxeAftermathDialog)

        QMetaObject.connectSlotsByName(PoleaxeAftermathDialog)
    # setupUi

    def retranslateUi(self, PoleaxeAftermathDialog):
        PoleaxeAftermathDialog.setWindowTitle(QCoreApplication.translate("PoleaxeAftermathDialog", u"After the Battle: Out of the Fight", None))
        self.introLabel.setText(QCoreApplication.translate("PoleaxeAftermathDialog", u"Every squad that dropped rolls d10 on the Out of the Fight table; squads that only lost Hits to Kill roll if you tick them. A cleric or druid present adds +1 to +5; a squad that lost under half its HTK adds +5.", None))
        self.clericSpinLabel.setText(QCoreApplication.translate("PoleaxeAftermathDialog", u"&Cleric or druid present, level:", None))
        self.clericSpin.setSpecialValueText(QCoreApplication.translate("PoleaxeAftermathDialog", u"none", None))
        self.rollButton.setText(QCoreApplication.translate("PoleaxeAftermathDialog", u"&Roll for the ticked squads", None))
        self.resultsLabel.setText(QCoreApplication.translate("PoleaxeAftermathDialog", u"Casualties:", None))
    # retranslateUi

