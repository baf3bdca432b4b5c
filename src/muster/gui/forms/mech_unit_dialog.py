# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'mech_unit_dialog.ui'
##
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, QMetaObject
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSizePolicy, QSpinBox, QVBoxLayout

class Ui_MechUnitDialog(object):
    def setupUi(self, MechUnitDialog):
        if not MechUnitDialog.objectName():
            MechUnitDialog.setObjectName(u"MechUnitDialog")
        MechUnitDialog.resize(460, 420)
        self.mainLayout = QVBoxLayout(MechUnitDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.formLayout = QFormLayout()
        self.formLayout.setObjectName(u"formLayout")
        self.nameEditLabel = QLabel(MechUnitDialog)
        self.nameEditLabel.setObjectName(u"nameEditLabel")

        self.formLayout.setWidget(0, QFormLayout.ItemRole.LabelRole, self.nameEditLabel)

        self.nameEdit = QLineEdit(MechUnitDialog)
        self.nameEdit.setObjectName(u"nameEdit")
        self.nameEdit.setMaxLength(200)

        self.formLayout.setWidget(0, QFormLayout.ItemRole.FieldRole, self.nameEdit)

        self.forceComboLabel = QLabel(MechUnitDialog)
        self.forceComboLabel.setObjectName(u"forceComboLabel")

        self.formLayout.setWidget(1, QFormLayout.ItemRole.LabelRole, self.forceComboLabel)

        self.forceCombo = QComboBox(MechUnitDialog)
        self.forceCombo.setObjectName(u"forceCombo")

        self.formLayout.setWidget(1, QFormLayout.ItemRole.FieldRole, self.forceCombo)

        self.designComboLabel = QLabel(MechUnitDialog)
        self.designComboLabel.setObjectName(u"designComboLabel")

        self.formLayout.setWidget(2, QFormLayout.ItemRole.LabelRole, self.designComboLabel)

        self.designRow = QHBoxLayout()
        self.designRow.setObjectName(u"designRow")
        self.designCombo = QComboBox(MechUnitDialog)
        self.designCombo.setObjectName(u"designCombo")
        sizePolicy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        sizePolicy.setHorizontalStretch(1)
        sizePolicy.setVerticalStretch(0)
        sizePolicy.setHeightForWidth(self.designCombo.sizePolicy().hasHeightForWidth())
        self.designCombo.setSizePolicy(sizePolicy)

        self.designRow.addWidget(self.designCombo)

        self.designButton = QPushButton(MechUnitDialog)
        self.designButton.setObjectName(u"designButton")

        self.designRow.addWidget(self.designButton)


        self.formLayout.setLayout(2, QFormLayout.ItemRole.FieldRole, self.designRow)

        self.designSummary = QLabel(MechUnitDialog)
        self.designSummary.setObjectName(u"designSummary")
        self.designSummary.setWordWrap(True)
        self.designSummary.setStyleSheet(u"color: palette(mid);")

        self.formLayout.setWidget(3, QFormLayout.ItemRole.FieldRole, self.designSummary)

        self.pilotNameEditLabel = QLabel(MechUnitDialog)
        self.pilotNameEditLabel.setObjectName(u"pilotNameEditLabel")

        self.formLayout.setWidget(4, QFormLayout.ItemRole.LabelRole, self.pilotNameEditLabel)

        self.pilotNameEdit = QLineEdit(MechUnitDialog)
        self.pilotNameEdit.setObjectName(u"pilotNameEdit")

        self.formLayout.setWidget(4, QFormLayout.ItemRole.FieldRole, self.pilotNameEdit)

        self.gunnerySpinLabel = QLabel(MechUnitDialog)
        self.gunnerySpinLabel.setObjectName(u"gunnerySpinLabel")

        self.formLayout.setWidget(5, QFormLayout.ItemRole.LabelRole, self.gunnerySpinLabel)

        self.gunnerySpin = QSpinBox(MechUnitDialog)
        self.gunnerySpin.setObjectName(u"gunnerySpin")
        self.gunnerySpin.setMinimum(-20)
        self.gunnerySpin.setMaximum(30)

        self.formLayout.setWidget(5, QFormLayout.ItemRole.FieldRole, self.gunnerySpin)

        self.pilotingSpinLabel = QLabel(MechUnitDialog)
        self.pilotingSpinLabel.setObjectName(u"pilotingSpinLabel")

        self.formLayout.setWidget(6, QFormLayout.ItemRole.LabelRole, self.pilotingSpinLabel)

        self.pilotingSpin = QSpinBox(MechUnitDialog)
        self.pilotingSpin.setObjectName(u"pilotingSpin")
        self.pilotingSpin.setMinimum(-20)
        self.pilotingSpin.setMaximum(30)
        self.pilotingSpin.setValue(1)

        self.formLayout.setWidget(6, QFormLayout.ItemRole.FieldRole, self.pilotingSpin)

        self.headHitsSpinLabel = QLabel(MechUnitDialog)
        self.headHitsSpinLabel.setObjectName(u"headHitsSpinLabel")

        self.formLayout.setWidget(7, QFormLayout.ItemRole.LabelRole, self.headHitsSpinLabel)

        self.headHitsSpin = QSpinBox(MechUnitDialog)
        self.headHitsSpin.setObjectName(u"headHitsSpin")
        self.headHitsSpin.setMinimum(0)
        self.headHitsSpin.setMaximum(6)

        self.formLayout.setWidget(7, QFormLayout.ItemRole.FieldRole, self.headHitsSpin)

        self.pilotStatusComboLabel = QLabel(MechUnitDialog)
        self.pilotStatusComboLabel.setObjectName(u"pilotStatusComboLabel")

        self.formLayout.setWidget(8, QFormLayout.ItemRole.LabelRole, self.pilotStatusComboLabel)

        self.pilotStatusCombo = QComboBox(MechUnitDialog)
        self.pilotStatusCombo.setObjectName(u"pilotStatusCombo")

        self.formLayout.setWidget(8, QFormLayout.ItemRole.FieldRole, self.pilotStatusCombo)


        self.mainLayout.addLayout(self.formLayout)

        self.errorLabel = QLabel(MechUnitDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setStyleSheet(u"color: #b00020; font-weight: bold;")
        self.errorLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(MechUnitDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.mainLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.nameEditLabel.setBuddy(self.nameEdit)
        self.forceComboLabel.setBuddy(self.forceCombo)
        self.designComboLabel.setBuddy(self.designCombo)
        self.pilotNameEditLabel.setBuddy(self.pilotNameEdit)
        self.gunnerySpinLabel.setBuddy(self.gunnerySpin)
        self.pilotingSpinLabel.setBuddy(self.pilotingSpin)
        self.headHitsSpinLabel.setBuddy(self.headHitsSpin)
        self.pilotStatusComboLabel.setBuddy(self.pilotStatusCombo)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(MechUnitDialog)

        QMetaObject.connectSlotsByName(MechUnitDialog)
    # setupUi

    def retranslateUi(self, MechUnitDialog):
        MechUnitDialog.setWindowTitle(QCoreApplication.translate("MechUnitDialog", u"Mech", None))
        self.nameEditLabel.setText(QCoreApplication.translate("MechUnitDialog", u"&Name:", None))
        self.nameEdit.setPlaceholderText(QCoreApplication.translate("MechUnitDialog", u"e.g. Red Boar", None))
        self.forceComboLabel.setText(QCoreApplication.translate("MechUnitDialog", u"&Force:", None))
        self.designComboLabel.setText(QCoreApplication.translate("MechUnitDialog", u"&Design:", None))
        self.designButton.setText(QCoreApplication.translate("MechUnitDialog", u"D&esigner\u2026", None))
#if QT_CONFIG(tooltip)
        self.designButton.setToolTip(QCoreApplication.translate("MechUnitDialog", u"Open the record-sheet designer to change this design or build a new one", None))
#endif // QT_CONFIG(tooltip)
        self.pilotNameEditLabel.setText(QCoreApplication.translate("MechUnitDialog", u"&Pilot:", None))
        self.pilotNameEdit.setPlaceholderText(QCoreApplication.translate("MechUnitDialog", u"Pilot's name", None))
        self.gunnerySpinLabel.setText(QCoreApplication.translate("MechUnitDialog", u"&Gunnery:", None))
#if QT_CONFIG(tooltip)
        self.gunnerySpin.setToolTip(QCoreApplication.translate("MechUnitDialog", u"Added to every attack roll", None))
#endif // QT_CONFIG(tooltip)
        self.pilotingSpinLabel.setText(QCoreApplication.translate("MechUnitDialog", u"P&iloting:", None))
#if QT_CONFIG(tooltip)
        self.pilotingSpin.setToolTip(QCoreApplication.translate("MechUnitDialog", u"Added to initiative, piloting and consciousness rolls (a new pilot has +1)", None))
#endif // QT_CONFIG(tooltip)
        self.headHitsSpinLabel.setText(QCoreApplication.translate("MechUnitDialog", u"&Head hits taken:", None))
        self.pilotStatusComboLabel.setText(QCoreApplication.translate("MechUnitDialog", u"Pilot &state:", None))
        self.errorLabel.setText("")
    # retranslateUi

