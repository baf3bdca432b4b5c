# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'gurps_glory_dialog.ui'
##
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, QMetaObject
from PySide6.QtWidgets import QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QSpinBox, QVBoxLayout

class Ui_GurpsGloryDialog(object):
    def setupUi(self, GurpsGloryDialog):
        if not GurpsGloryDialog.objectName():
            GurpsGloryDialog.setObjectName(u"GurpsGloryDialog")
        GurpsGloryDialog.resize(440, 240)
        self.mainLayout = QVBoxLayout(GurpsGloryDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.introLabel = QLabel(GurpsGloryDialog)
        self.introLabel.setObjectName(u"introLabel")
        self.introLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.introLabel)

        self.formLayout = QFormLayout()
        self.formLayout.setObjectName(u"formLayout")
        self.reputationLabel = QLabel(GurpsGloryDialog)
        self.reputationLabel.setObjectName(u"reputationLabel")

        self.formLayout.setWidget(0, QFormLayout.ItemRole.LabelRole, self.reputationLabel)

        self.reputationSpin = QSpinBox(GurpsGloryDialog)
        self.reputationSpin.setObjectName(u"reputationSpin")
        self.reputationSpin.setMinimum(-10)
        self.reputationSpin.setMaximum(10)

        self.formLayout.setWidget(0, QFormLayout.ItemRole.FieldRole, self.reputationSpin)

        self.strategyLabel = QLabel(GurpsGloryDialog)
        self.strategyLabel.setObjectName(u"strategyLabel")

        self.formLayout.setWidget(1, QFormLayout.ItemRole.LabelRole, self.strategyLabel)

        self.strategySpin = QSpinBox(GurpsGloryDialog)
        self.strategySpin.setObjectName(u"strategySpin")
        self.strategySpin.setMinimum(-10)
        self.strategySpin.setMaximum(10)

        self.formLayout.setWidget(1, QFormLayout.ItemRole.FieldRole, self.strategySpin)

        self.durationLabel = QLabel(GurpsGloryDialog)
        self.durationLabel.setObjectName(u"durationLabel")

        self.formLayout.setWidget(2, QFormLayout.ItemRole.LabelRole, self.durationLabel)

        self.durationEdit = QLineEdit(GurpsGloryDialog)
        self.durationEdit.setObjectName(u"durationEdit")
        self.durationEdit.setMaxLength(100)

        self.formLayout.setWidget(2, QFormLayout.ItemRole.FieldRole, self.durationEdit)


        self.mainLayout.addLayout(self.formLayout)

        self.buttonBox = QDialogButtonBox(GurpsGloryDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.mainLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.reputationLabel.setBuddy(self.reputationSpin)
        self.strategyLabel.setBuddy(self.strategySpin)
        self.durationLabel.setBuddy(self.durationEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(GurpsGloryDialog)

        QMetaObject.connectSlotsByName(GurpsGloryDialog)
    # setupUi

    def retranslateUi(self, GurpsGloryDialog):
        GurpsGloryDialog.setWindowTitle(QCoreApplication.translate("GurpsGloryDialog", u"Glory result from your book", None))
        self.introLabel.setText("")
        self.reputationLabel.setText(QCoreApplication.translate("GurpsGloryDialog", u"&Reputation:", None))
        self.strategyLabel.setText(QCoreApplication.translate("GurpsGloryDialog", u"&Strategy (next battle):", None))
#if QT_CONFIG(tooltip)
        self.strategySpin.setToolTip(QCoreApplication.translate("GurpsGloryDialog", u"As the book's row gives it; Muster applies it only to a commander (the army's: bonuses 1 larger, penalties 1 smaller).", None))
#endif // QT_CONFIG(tooltip)
        self.durationLabel.setText(QCoreApplication.translate("GurpsGloryDialog", u"For &how long:", None))
        self.durationEdit.setPlaceholderText(QCoreApplication.translate("GurpsGloryDialog", u"e.g. a year", None))
    # retranslateUi

