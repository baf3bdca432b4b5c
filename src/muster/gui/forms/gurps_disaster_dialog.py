# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'gurps_disaster_dialog.ui'
##
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, QMetaObject
from PySide6.QtWidgets import QCheckBox, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QSpinBox, QVBoxLayout

class Ui_GurpsDisasterDialog(object):
    def setupUi(self, GurpsDisasterDialog):
        if not GurpsDisasterDialog.objectName():
            GurpsDisasterDialog.setObjectName(u"GurpsDisasterDialog")
        GurpsDisasterDialog.resize(460, 260)
        self.mainLayout = QVBoxLayout(GurpsDisasterDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.introLabel = QLabel(GurpsDisasterDialog)
        self.introLabel.setObjectName(u"introLabel")
        self.introLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.introLabel)

        self.formLayout = QFormLayout()
        self.formLayout.setObjectName(u"formLayout")
        self.whatLabel = QLabel(GurpsDisasterDialog)
        self.whatLabel.setObjectName(u"whatLabel")

        self.formLayout.setWidget(0, QFormLayout.ItemRole.LabelRole, self.whatLabel)

        self.whatEdit = QLineEdit(GurpsDisasterDialog)
        self.whatEdit.setObjectName(u"whatEdit")
        self.whatEdit.setMaxLength(200)

        self.formLayout.setWidget(0, QFormLayout.ItemRole.FieldRole, self.whatEdit)

        self.moraleLabel = QLabel(GurpsDisasterDialog)
        self.moraleLabel.setObjectName(u"moraleLabel")

        self.formLayout.setWidget(1, QFormLayout.ItemRole.LabelRole, self.moraleLabel)

        self.moraleSpin = QSpinBox(GurpsDisasterDialog)
        self.moraleSpin.setObjectName(u"moraleSpin")
        self.moraleSpin.setMinimum(-10)
        self.moraleSpin.setMaximum(10)

        self.formLayout.setWidget(1, QFormLayout.ItemRole.FieldRole, self.moraleSpin)

        self.lostCommanderCheck = QCheckBox(GurpsDisasterDialog)
        self.lostCommanderCheck.setObjectName(u"lostCommanderCheck")

        self.formLayout.setWidget(2, QFormLayout.ItemRole.FieldRole, self.lostCommanderCheck)


        self.mainLayout.addLayout(self.formLayout)

        self.errorLabel = QLabel(GurpsDisasterDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setStyleSheet(u"color: #b00020; font-weight: bold;")
        self.errorLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(GurpsDisasterDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.mainLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.whatLabel.setBuddy(self.whatEdit)
        self.moraleLabel.setBuddy(self.moraleSpin)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(GurpsDisasterDialog)

        QMetaObject.connectSlotsByName(GurpsDisasterDialog)
    # setupUi

    def retranslateUi(self, GurpsDisasterDialog):
        GurpsDisasterDialog.setWindowTitle(QCoreApplication.translate("GurpsDisasterDialog", u"Disaster", None))
        self.introLabel.setText("")
        self.whatLabel.setText(QCoreApplication.translate("GurpsDisasterDialog", u"&What happens:", None))
        self.whatEdit.setPlaceholderText(QCoreApplication.translate("GurpsDisasterDialog", u"the row of your book's Disaster table", None))
        self.moraleLabel.setText(QCoreApplication.translate("GurpsDisasterDialog", u"&Morale this battle:", None))
        self.lostCommanderCheck.setText(QCoreApplication.translate("GurpsDisasterDialog", u"&Commanders are lost (morale stays down until a clear victory)", None))
        self.errorLabel.setText("")
    # retranslateUi

