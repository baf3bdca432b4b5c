# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'bucs_heal_dialog.ui'
##
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, QMetaObject
from PySide6.QtWidgets import QCheckBox, QDialogButtonBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QListWidget, QSpinBox, QTextBrowser, QVBoxLayout

class Ui_BucsHealDialog(object):
    def setupUi(self, BucsHealDialog):
        if not BucsHealDialog.objectName():
            BucsHealDialog.setObjectName(u"BucsHealDialog")
        BucsHealDialog.resize(640, 600)
        self.mainLayout = QVBoxLayout(BucsHealDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.introLabel = QLabel(BucsHealDialog)
        self.introLabel.setObjectName(u"introLabel")
        self.introLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.introLabel)

        self.listsLayout = QHBoxLayout()
        self.listsLayout.setObjectName(u"listsLayout")
        self.unitsGroup = QGroupBox(BucsHealDialog)
        self.unitsGroup.setObjectName(u"unitsGroup")
        self.unitsLayout = QVBoxLayout(self.unitsGroup)
        self.unitsLayout.setObjectName(u"unitsLayout")
        self.unitsList = QListWidget(self.unitsGroup)
        self.unitsList.setObjectName(u"unitsList")

        self.unitsLayout.addWidget(self.unitsList)


        self.listsLayout.addWidget(self.unitsGroup)

        self.medicalGroup = QGroupBox(BucsHealDialog)
        self.medicalGroup.setObjectName(u"medicalGroup")
        self.medicalLayout = QVBoxLayout(self.medicalGroup)
        self.medicalLayout.setObjectName(u"medicalLayout")
        self.medicalList = QListWidget(self.medicalGroup)
        self.medicalList.setObjectName(u"medicalList")

        self.medicalLayout.addWidget(self.medicalList)

        self.noMedicalLabel = QLabel(self.medicalGroup)
        self.noMedicalLabel.setObjectName(u"noMedicalLabel")
        self.noMedicalLabel.setWordWrap(True)

        self.medicalLayout.addWidget(self.noMedicalLabel)


        self.listsLayout.addWidget(self.medicalGroup)


        self.mainLayout.addLayout(self.listsLayout)

        self.formLayout = QFormLayout()
        self.formLayout.setObjectName(u"formLayout")
        self.hoursSpinLabel = QLabel(BucsHealDialog)
        self.hoursSpinLabel.setObjectName(u"hoursSpinLabel")

        self.formLayout.setWidget(0, QFormLayout.ItemRole.LabelRole, self.hoursSpinLabel)

        self.hoursSpin = QSpinBox(BucsHealDialog)
        self.hoursSpin.setObjectName(u"hoursSpin")
        self.hoursSpin.setMaximum(9999)

        self.formLayout.setWidget(0, QFormLayout.ItemRole.FieldRole, self.hoursSpin)

        self.capacityCheck = QCheckBox(BucsHealDialog)
        self.capacityCheck.setObjectName(u"capacityCheck")

        self.formLayout.setWidget(1, QFormLayout.ItemRole.LabelRole, self.capacityCheck)

        self.capacitySpin = QSpinBox(BucsHealDialog)
        self.capacitySpin.setObjectName(u"capacitySpin")
        self.capacitySpin.setEnabled(False)
        self.capacitySpin.setMaximum(99)

        self.formLayout.setWidget(1, QFormLayout.ItemRole.FieldRole, self.capacitySpin)

        self.restSpinLabel = QLabel(BucsHealDialog)
        self.restSpinLabel.setObjectName(u"restSpinLabel")

        self.formLayout.setWidget(2, QFormLayout.ItemRole.LabelRole, self.restSpinLabel)

        self.restSpin = QSpinBox(BucsHealDialog)
        self.restSpin.setObjectName(u"restSpin")
        self.restSpin.setMaximum(365)

        self.formLayout.setWidget(2, QFormLayout.ItemRole.FieldRole, self.restSpin)

        self.stressCheck = QCheckBox(BucsHealDialog)
        self.stressCheck.setObjectName(u"stressCheck")

        self.formLayout.setWidget(3, QFormLayout.ItemRole.FieldRole, self.stressCheck)


        self.mainLayout.addLayout(self.formLayout)

        self.previewTitle = QLabel(BucsHealDialog)
        self.previewTitle.setObjectName(u"previewTitle")
        self.previewTitle.setStyleSheet(u"font-weight: bold;")

        self.mainLayout.addWidget(self.previewTitle)

        self.previewText = QTextBrowser(BucsHealDialog)
        self.previewText.setObjectName(u"previewText")

        self.mainLayout.addWidget(self.previewText)

        self.errorLabel = QLabel(BucsHealDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setStyleSheet(u"color: #b00020; font-weight: bold;")
        self.errorLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(BucsHealDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.mainLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.hoursSpinLabel.setBuddy(self.hoursSpin)
        self.restSpinLabel.setBuddy(self.restSpin)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(BucsHealDialog)

        QMetaObject.connectSlotsByName(BucsHealDialog)
    # setupUi

    def retranslateUi(self, BucsHealDialog):
        BucsHealDialog.setWindowTitle(QCoreApplication.translate("BucsHealDialog", u"After the Battle", None))
        self.introLabel.setText(QCoreApplication.translate("BucsHealDialog", u"Ends the battle for the ticked units (momentum, pins and surprise clear). Medical units save casualty hits within 24 hours; casualty hits not saved lower the base quality for good. Each day of rest heals one morale hit.", None))
        self.unitsGroup.setTitle(QCoreApplication.translate("BucsHealDialog", u"&Units to treat", None))
        self.medicalGroup.setTitle(QCoreApplication.translate("BucsHealDialog", u"&Medical units treating them", None))
        self.noMedicalLabel.setText(QCoreApplication.translate("BucsHealDialog", u"No unit here has the Medical specialty.", None))
        self.hoursSpinLabel.setText(QCoreApplication.translate("BucsHealDialog", u"&Hours since the battle:", None))
        self.hoursSpin.setSuffix(QCoreApplication.translate("BucsHealDialog", u" h", None))
        self.capacityCheck.setText(QCoreApplication.translate("BucsHealDialog", u"Medics &saved (GM's number):", None))
        self.capacitySpin.setSuffix(QCoreApplication.translate("BucsHealDialog", u" casualty hits", None))
        self.restSpinLabel.setText(QCoreApplication.translate("BucsHealDialog", u"Days of &rest:", None))
        self.restSpin.setSuffix(QCoreApplication.translate("BucsHealDialog", u" days", None))
        self.stressCheck.setText(QCoreApplication.translate("BucsHealDialog", u"Still &under stress (the last morale hit stays)", None))
        self.previewTitle.setText(QCoreApplication.translate("BucsHealDialog", u"What will change:", None))
        self.errorLabel.setText("")
    # retranslateUi

