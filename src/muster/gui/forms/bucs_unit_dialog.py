# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'bucs_unit_dialog.ui'
##
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, QMetaObject
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QListWidget, QSpinBox, QVBoxLayout

class Ui_BucsUnitDialog(object):
    def setupUi(self, BucsUnitDialog):
        if not BucsUnitDialog.objectName():
            BucsUnitDialog.setObjectName(u"BucsUnitDialog")
        BucsUnitDialog.resize(540, 760)
        self.mainLayout = QVBoxLayout(BucsUnitDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.formLayout = QFormLayout()
        self.formLayout.setObjectName(u"formLayout")
        self.nameEditLabel = QLabel(BucsUnitDialog)
        self.nameEditLabel.setObjectName(u"nameEditLabel")

        self.formLayout.setWidget(0, QFormLayout.ItemRole.LabelRole, self.nameEditLabel)

        self.nameEdit = QLineEdit(BucsUnitDialog)
        self.nameEdit.setObjectName(u"nameEdit")
        self.nameEdit.setMaxLength(200)

        self.formLayout.setWidget(0, QFormLayout.ItemRole.FieldRole, self.nameEdit)

        self.forceComboLabel = QLabel(BucsUnitDialog)
        self.forceComboLabel.setObjectName(u"forceComboLabel")

        self.formLayout.setWidget(1, QFormLayout.ItemRole.LabelRole, self.forceComboLabel)

        self.forceCombo = QComboBox(BucsUnitDialog)
        self.forceCombo.setObjectName(u"forceCombo")

        self.formLayout.setWidget(1, QFormLayout.ItemRole.FieldRole, self.forceCombo)

        self.qualityComboLabel = QLabel(BucsUnitDialog)
        self.qualityComboLabel.setObjectName(u"qualityComboLabel")

        self.formLayout.setWidget(2, QFormLayout.ItemRole.LabelRole, self.qualityComboLabel)

        self.qualityCombo = QComboBox(BucsUnitDialog)
        self.qualityCombo.setObjectName(u"qualityCombo")

        self.formLayout.setWidget(2, QFormLayout.ItemRole.FieldRole, self.qualityCombo)

        self.equipmentComboLabel = QLabel(BucsUnitDialog)
        self.equipmentComboLabel.setObjectName(u"equipmentComboLabel")

        self.formLayout.setWidget(3, QFormLayout.ItemRole.LabelRole, self.equipmentComboLabel)

        self.equipmentCombo = QComboBox(BucsUnitDialog)
        self.equipmentCombo.setObjectName(u"equipmentCombo")

        self.formLayout.setWidget(3, QFormLayout.ItemRole.FieldRole, self.equipmentCombo)

        self.specialtiesListLabel = QLabel(BucsUnitDialog)
        self.specialtiesListLabel.setObjectName(u"specialtiesListLabel")

        self.formLayout.setWidget(4, QFormLayout.ItemRole.LabelRole, self.specialtiesListLabel)

        self.specialtiesList = QListWidget(BucsUnitDialog)
        self.specialtiesList.setObjectName(u"specialtiesList")
        self.specialtiesList.setMinimumHeight(190)

        self.formLayout.setWidget(4, QFormLayout.ItemRole.FieldRole, self.specialtiesList)

        self.specialtiesHint = QLabel(BucsUnitDialog)
        self.specialtiesHint.setObjectName(u"specialtiesHint")
        self.specialtiesHint.setWordWrap(True)

        self.formLayout.setWidget(5, QFormLayout.ItemRole.FieldRole, self.specialtiesHint)

        self.mobilityComboLabel = QLabel(BucsUnitDialog)
        self.mobilityComboLabel.setObjectName(u"mobilityComboLabel")

        self.formLayout.setWidget(6, QFormLayout.ItemRole.LabelRole, self.mobilityComboLabel)

        self.mobilityCombo = QComboBox(BucsUnitDialog)
        self.mobilityCombo.setObjectName(u"mobilityCombo")

        self.formLayout.setWidget(6, QFormLayout.ItemRole.FieldRole, self.mobilityCombo)


        self.mainLayout.addLayout(self.formLayout)

        self.hitsGroup = QGroupBox(BucsUnitDialog)
        self.hitsGroup.setObjectName(u"hitsGroup")
        self.hitsLayout = QFormLayout(self.hitsGroup)
        self.hitsLayout.setObjectName(u"hitsLayout")
        self.moraleSpinLabel = QLabel(self.hitsGroup)
        self.moraleSpinLabel.setObjectName(u"moraleSpinLabel")

        self.hitsLayout.setWidget(0, QFormLayout.ItemRole.LabelRole, self.moraleSpinLabel)

        self.moraleSpin = QSpinBox(self.hitsGroup)
        self.moraleSpin.setObjectName(u"moraleSpin")
        self.moraleSpin.setMaximum(20)

        self.hitsLayout.setWidget(0, QFormLayout.ItemRole.FieldRole, self.moraleSpin)

        self.casualtySpinLabel = QLabel(self.hitsGroup)
        self.casualtySpinLabel.setObjectName(u"casualtySpinLabel")

        self.hitsLayout.setWidget(1, QFormLayout.ItemRole.LabelRole, self.casualtySpinLabel)

        self.casualtySpin = QSpinBox(self.hitsGroup)
        self.casualtySpin.setObjectName(u"casualtySpin")
        self.casualtySpin.setMaximum(20)

        self.hitsLayout.setWidget(1, QFormLayout.ItemRole.FieldRole, self.casualtySpin)

        self.statusComboLabel = QLabel(self.hitsGroup)
        self.statusComboLabel.setObjectName(u"statusComboLabel")

        self.hitsLayout.setWidget(2, QFormLayout.ItemRole.LabelRole, self.statusComboLabel)

        self.statusCombo = QComboBox(self.hitsGroup)
        self.statusCombo.setObjectName(u"statusCombo")

        self.hitsLayout.setWidget(2, QFormLayout.ItemRole.FieldRole, self.statusCombo)


        self.mainLayout.addWidget(self.hitsGroup)

        self.leaderGroup = QGroupBox(BucsUnitDialog)
        self.leaderGroup.setObjectName(u"leaderGroup")
        self.leaderGroup.setCheckable(True)
        self.leaderGroup.setChecked(False)
        self.leaderLayout = QFormLayout(self.leaderGroup)
        self.leaderLayout.setObjectName(u"leaderLayout")
        self.leaderNameEditLabel = QLabel(self.leaderGroup)
        self.leaderNameEditLabel.setObjectName(u"leaderNameEditLabel")

        self.leaderLayout.setWidget(0, QFormLayout.ItemRole.LabelRole, self.leaderNameEditLabel)

        self.leaderNameEdit = QLineEdit(self.leaderGroup)
        self.leaderNameEdit.setObjectName(u"leaderNameEdit")

        self.leaderLayout.setWidget(0, QFormLayout.ItemRole.FieldRole, self.leaderNameEdit)

        self.leaderKindComboLabel = QLabel(self.leaderGroup)
        self.leaderKindComboLabel.setObjectName(u"leaderKindComboLabel")

        self.leaderLayout.setWidget(1, QFormLayout.ItemRole.LabelRole, self.leaderKindComboLabel)

        self.leaderKindCombo = QComboBox(self.leaderGroup)
        self.leaderKindCombo.setObjectName(u"leaderKindCombo")

        self.leaderLayout.setWidget(1, QFormLayout.ItemRole.FieldRole, self.leaderKindCombo)

        self.leaderHpSpinLabel = QLabel(self.leaderGroup)
        self.leaderHpSpinLabel.setObjectName(u"leaderHpSpinLabel")

        self.leaderLayout.setWidget(2, QFormLayout.ItemRole.LabelRole, self.leaderHpSpinLabel)

        self.leaderHpSpin = QSpinBox(self.leaderGroup)
        self.leaderHpSpin.setObjectName(u"leaderHpSpin")
        self.leaderHpSpin.setMinimum(-50)
        self.leaderHpSpin.setMaximum(999)
        self.leaderHpSpin.setValue(20)

        self.leaderLayout.setWidget(2, QFormLayout.ItemRole.FieldRole, self.leaderHpSpin)

        self.leaderMaxHpSpinLabel = QLabel(self.leaderGroup)
        self.leaderMaxHpSpinLabel.setObjectName(u"leaderMaxHpSpinLabel")

        self.leaderLayout.setWidget(3, QFormLayout.ItemRole.LabelRole, self.leaderMaxHpSpinLabel)

        self.leaderMaxHpSpin = QSpinBox(self.leaderGroup)
        self.leaderMaxHpSpin.setObjectName(u"leaderMaxHpSpin")
        self.leaderMaxHpSpin.setMinimum(1)
        self.leaderMaxHpSpin.setMaximum(999)
        self.leaderMaxHpSpin.setValue(20)

        self.leaderLayout.setWidget(3, QFormLayout.ItemRole.FieldRole, self.leaderMaxHpSpin)


        self.mainLayout.addWidget(self.leaderGroup)

        self.summaryLabel = QLabel(BucsUnitDialog)
        self.summaryLabel.setObjectName(u"summaryLabel")
        self.summaryLabel.setWordWrap(True)
        self.summaryLabel.setStyleSheet(u"font-size: 12pt;")

        self.mainLayout.addWidget(self.summaryLabel)

        self.errorLabel = QLabel(BucsUnitDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setStyleSheet(u"color: #b00020; font-weight: bold;")
        self.errorLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(BucsUnitDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.mainLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.nameEditLabel.setBuddy(self.nameEdit)
        self.forceComboLabel.setBuddy(self.forceCombo)
        self.qualityComboLabel.setBuddy(self.qualityCombo)
        self.equipmentComboLabel.setBuddy(self.equipmentCombo)
        self.specialtiesListLabel.setBuddy(self.specialtiesList)
        self.mobilityComboLabel.setBuddy(self.mobilityCombo)
        self.moraleSpinLabel.setBuddy(self.moraleSpin)
        self.casualtySpinLabel.setBuddy(self.casualtySpin)
        self.statusComboLabel.setBuddy(self.statusCombo)
        self.leaderNameEditLabel.setBuddy(self.leaderNameEdit)
        self.leaderKindComboLabel.setBuddy(self.leaderKindCombo)
        self.leaderHpSpinLabel.setBuddy(self.leaderHpSpin)
        self.leaderMaxHpSpinLabel.setBuddy(self.leaderMaxHpSpin)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(BucsUnitDialog)

        QMetaObject.connectSlotsByName(BucsUnitDialog)
    # setupUi

    def retranslateUi(self, BucsUnitDialog):
        BucsUnitDialog.setWindowTitle(QCoreApplication.translate("BucsUnitDialog", u"BUCS Unit", None))
        self.nameEditLabel.setText(QCoreApplication.translate("BucsUnitDialog", u"&Name:", None))
        self.nameEdit.setPlaceholderText(QCoreApplication.translate("BucsUnitDialog", u"e.g. 1st Squad, Bravo Company", None))
        self.forceComboLabel.setText(QCoreApplication.translate("BucsUnitDialog", u"&Force:", None))
        self.qualityComboLabel.setText(QCoreApplication.translate("BucsUnitDialog", u"Base &quality:", None))
#if QT_CONFIG(tooltip)
        self.qualityCombo.setToolTip(QCoreApplication.translate("BucsUnitDialog", u"The seven-step ladder, Raw to Legendary. Each hit takes the unit one step down.", None))
#endif // QT_CONFIG(tooltip)
        self.equipmentComboLabel.setText(QCoreApplication.translate("BucsUnitDialog", u"&Equipment:", None))
        self.specialtiesListLabel.setText(QCoreApplication.translate("BucsUnitDialog", u"&Specialties:", None))
        self.mobilityComboLabel.setText(QCoreApplication.translate("BucsUnitDialog", u"&Mobility:", None))
#if QT_CONFIG(tooltip)
        self.mobilityCombo.setToolTip(QCoreApplication.translate("BucsUnitDialog", u"Mechanized needs the Mechanized specialty, armor needs Armor.", None))
#endif // QT_CONFIG(tooltip)
        self.hitsGroup.setTitle(QCoreApplication.translate("BucsUnitDialog", u"Hits taken and status", None))
        self.moraleSpinLabel.setText(QCoreApplication.translate("BucsUnitDialog", u"M&orale hits:", None))
        self.casualtySpinLabel.setText(QCoreApplication.translate("BucsUnitDialog", u"&Casualty hits:", None))
        self.statusComboLabel.setText(QCoreApplication.translate("BucsUnitDialog", u"S&tatus:", None))
        self.leaderGroup.setTitle(QCoreApplication.translate("BucsUnitDialog", u"&Joined PC or named NPC", None))
        self.leaderNameEditLabel.setText(QCoreApplication.translate("BucsUnitDialog", u"Character &name:", None))
        self.leaderNameEdit.setPlaceholderText(QCoreApplication.translate("BucsUnitDialog", u"e.g. Sgt. Rivera", None))
        self.leaderKindComboLabel.setText(QCoreApplication.translate("BucsUnitDialog", u"&Kind:", None))
        self.leaderHpSpinLabel.setText(QCoreApplication.translate("BucsUnitDialog", u"&Hit points now:", None))
        self.leaderMaxHpSpinLabel.setText(QCoreApplication.translate("BucsUnitDialog", u"Ma&ximum hit points:", None))
        self.summaryLabel.setText("")
        self.errorLabel.setText("")
    # retranslateUi

