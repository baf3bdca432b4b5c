# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'poleaxe_squad_dialog.ui'
##
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, QMetaObject
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSizePolicy, QSpacerItem, QSpinBox, QTableWidget, QVBoxLayout

class Ui_PoleaxeSquadDialog(object):
    def setupUi(self, PoleaxeSquadDialog):
        if not PoleaxeSquadDialog.objectName():
            PoleaxeSquadDialog.setObjectName(u"PoleaxeSquadDialog")
        PoleaxeSquadDialog.resize(900, 720)
        self.mainLayout = QVBoxLayout(PoleaxeSquadDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.topLayout = QHBoxLayout()
        self.topLayout.setObjectName(u"topLayout")
        self.formLayout = QFormLayout()
        self.formLayout.setObjectName(u"formLayout")
        self.nameEditLabel = QLabel(PoleaxeSquadDialog)
        self.nameEditLabel.setObjectName(u"nameEditLabel")

        self.formLayout.setWidget(0, QFormLayout.ItemRole.LabelRole, self.nameEditLabel)

        self.nameEdit = QLineEdit(PoleaxeSquadDialog)
        self.nameEdit.setObjectName(u"nameEdit")
        self.nameEdit.setMaxLength(200)

        self.formLayout.setWidget(0, QFormLayout.ItemRole.FieldRole, self.nameEdit)

        self.forceComboLabel = QLabel(PoleaxeSquadDialog)
        self.forceComboLabel.setObjectName(u"forceComboLabel")

        self.formLayout.setWidget(1, QFormLayout.ItemRole.LabelRole, self.forceComboLabel)

        self.forceCombo = QComboBox(PoleaxeSquadDialog)
        self.forceCombo.setObjectName(u"forceCombo")

        self.formLayout.setWidget(1, QFormLayout.ItemRole.FieldRole, self.forceCombo)

        self.kindComboLabel = QLabel(PoleaxeSquadDialog)
        self.kindComboLabel.setObjectName(u"kindComboLabel")

        self.formLayout.setWidget(2, QFormLayout.ItemRole.LabelRole, self.kindComboLabel)

        self.kindCombo = QComboBox(PoleaxeSquadDialog)
        self.kindCombo.setObjectName(u"kindCombo")

        self.formLayout.setWidget(2, QFormLayout.ItemRole.FieldRole, self.kindCombo)

        self.typeComboLabel = QLabel(PoleaxeSquadDialog)
        self.typeComboLabel.setObjectName(u"typeComboLabel")

        self.formLayout.setWidget(3, QFormLayout.ItemRole.LabelRole, self.typeComboLabel)

        self.typeCombo = QComboBox(PoleaxeSquadDialog)
        self.typeCombo.setObjectName(u"typeCombo")

        self.formLayout.setWidget(3, QFormLayout.ItemRole.FieldRole, self.typeCombo)

        self.moveSpinLabel = QLabel(PoleaxeSquadDialog)
        self.moveSpinLabel.setObjectName(u"moveSpinLabel")

        self.formLayout.setWidget(4, QFormLayout.ItemRole.LabelRole, self.moveSpinLabel)

        self.moveSpin = QSpinBox(PoleaxeSquadDialog)
        self.moveSpin.setObjectName(u"moveSpin")
        self.moveSpin.setMaximum(480)
        self.moveSpin.setSingleStep(30)
        self.moveSpin.setValue(90)

        self.formLayout.setWidget(4, QFormLayout.ItemRole.FieldRole, self.moveSpin)

        self.weaponComboLabel = QLabel(PoleaxeSquadDialog)
        self.weaponComboLabel.setObjectName(u"weaponComboLabel")

        self.formLayout.setWidget(5, QFormLayout.ItemRole.LabelRole, self.weaponComboLabel)

        self.weaponCombo = QComboBox(PoleaxeSquadDialog)
        self.weaponCombo.setObjectName(u"weaponCombo")

        self.formLayout.setWidget(5, QFormLayout.ItemRole.FieldRole, self.weaponCombo)

        self.missileComboLabel = QLabel(PoleaxeSquadDialog)
        self.missileComboLabel.setObjectName(u"missileComboLabel")

        self.formLayout.setWidget(6, QFormLayout.ItemRole.LabelRole, self.missileComboLabel)

        self.missileCombo = QComboBox(PoleaxeSquadDialog)
        self.missileCombo.setObjectName(u"missileCombo")

        self.formLayout.setWidget(6, QFormLayout.ItemRole.FieldRole, self.missileCombo)


        self.topLayout.addLayout(self.formLayout)

        self.formLayout2 = QFormLayout()
        self.formLayout2.setObjectName(u"formLayout2")
        self.magicComboLabel = QLabel(PoleaxeSquadDialog)
        self.magicComboLabel.setObjectName(u"magicComboLabel")

        self.formLayout2.setWidget(0, QFormLayout.ItemRole.LabelRole, self.magicComboLabel)

        self.magicCombo = QComboBox(PoleaxeSquadDialog)
        self.magicCombo.setObjectName(u"magicCombo")

        self.formLayout2.setWidget(0, QFormLayout.ItemRole.FieldRole, self.magicCombo)

        self.offenceComboLabel = QLabel(PoleaxeSquadDialog)
        self.offenceComboLabel.setObjectName(u"offenceComboLabel")

        self.formLayout2.setWidget(1, QFormLayout.ItemRole.LabelRole, self.offenceComboLabel)

        self.offenceCombo = QComboBox(PoleaxeSquadDialog)
        self.offenceCombo.setObjectName(u"offenceCombo")

        self.formLayout2.setWidget(1, QFormLayout.ItemRole.FieldRole, self.offenceCombo)

        self.defenceComboLabel = QLabel(PoleaxeSquadDialog)
        self.defenceComboLabel.setObjectName(u"defenceComboLabel")

        self.formLayout2.setWidget(2, QFormLayout.ItemRole.LabelRole, self.defenceComboLabel)

        self.defenceCombo = QComboBox(PoleaxeSquadDialog)
        self.defenceCombo.setObjectName(u"defenceCombo")

        self.formLayout2.setWidget(2, QFormLayout.ItemRole.FieldRole, self.defenceCombo)

        self.mountedCheck = QCheckBox(PoleaxeSquadDialog)
        self.mountedCheck.setObjectName(u"mountedCheck")

        self.formLayout2.setWidget(3, QFormLayout.ItemRole.FieldRole, self.mountedCheck)

        self.skirmisherCheck = QCheckBox(PoleaxeSquadDialog)
        self.skirmisherCheck.setObjectName(u"skirmisherCheck")

        self.formLayout2.setWidget(4, QFormLayout.ItemRole.FieldRole, self.skirmisherCheck)


        self.topLayout.addLayout(self.formLayout2)


        self.mainLayout.addLayout(self.topLayout)

        self.leaderBox = QGroupBox(PoleaxeSquadDialog)
        self.leaderBox.setObjectName(u"leaderBox")
        self.leaderBox.setCheckable(True)
        self.leaderBox.setChecked(False)
        self.leaderLayout = QHBoxLayout(self.leaderBox)
        self.leaderLayout.setObjectName(u"leaderLayout")
        self.leaderNameLabel = QLabel(self.leaderBox)
        self.leaderNameLabel.setObjectName(u"leaderNameLabel")

        self.leaderLayout.addWidget(self.leaderNameLabel)

        self.leaderNameEdit = QLineEdit(self.leaderBox)
        self.leaderNameEdit.setObjectName(u"leaderNameEdit")

        self.leaderLayout.addWidget(self.leaderNameEdit)

        self.leaderLevelLabel = QLabel(self.leaderBox)
        self.leaderLevelLabel.setObjectName(u"leaderLevelLabel")

        self.leaderLayout.addWidget(self.leaderLevelLabel)

        self.leaderLevelSpin = QSpinBox(self.leaderBox)
        self.leaderLevelSpin.setObjectName(u"leaderLevelSpin")
        self.leaderLevelSpin.setMaximum(40)

        self.leaderLayout.addWidget(self.leaderLevelSpin)

        self.leaderTrainedCheck = QCheckBox(self.leaderBox)
        self.leaderTrainedCheck.setObjectName(u"leaderTrainedCheck")

        self.leaderLayout.addWidget(self.leaderTrainedCheck)

        self.leaderChaLabel = QLabel(self.leaderBox)
        self.leaderChaLabel.setObjectName(u"leaderChaLabel")

        self.leaderLayout.addWidget(self.leaderChaLabel)

        self.leaderChaSpin = QSpinBox(self.leaderBox)
        self.leaderChaSpin.setObjectName(u"leaderChaSpin")
        self.leaderChaSpin.setMaximum(25)
        self.leaderChaSpin.setValue(10)

        self.leaderLayout.addWidget(self.leaderChaSpin)

        self.leaderTacticsLabel = QLabel(self.leaderBox)
        self.leaderTacticsLabel.setObjectName(u"leaderTacticsLabel")

        self.leaderLayout.addWidget(self.leaderTacticsLabel)

        self.leaderTacticsSpin = QSpinBox(self.leaderBox)
        self.leaderTacticsSpin.setObjectName(u"leaderTacticsSpin")
        self.leaderTacticsSpin.setMaximum(30)

        self.leaderLayout.addWidget(self.leaderTacticsSpin)


        self.mainLayout.addWidget(self.leaderBox)

        self.membersBox = QGroupBox(PoleaxeSquadDialog)
        self.membersBox.setObjectName(u"membersBox")
        self.membersLayout = QVBoxLayout(self.membersBox)
        self.membersLayout.setObjectName(u"membersLayout")
        self.membersTable = QTableWidget(self.membersBox)
        self.membersTable.setObjectName(u"membersTable")
        self.membersTable.setMinimumHeight(150)

        self.membersLayout.addWidget(self.membersTable)

        self.memberButtons = QHBoxLayout()
        self.memberButtons.setObjectName(u"memberButtons")
        self.addMemberButton = QPushButton(self.membersBox)
        self.addMemberButton.setObjectName(u"addMemberButton")

        self.memberButtons.addWidget(self.addMemberButton)

        self.removeMemberButton = QPushButton(self.membersBox)
        self.removeMemberButton.setObjectName(u"removeMemberButton")

        self.memberButtons.addWidget(self.removeMemberButton)

        self.memberSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.memberButtons.addItem(self.memberSpacer)


        self.membersLayout.addLayout(self.memberButtons)


        self.mainLayout.addWidget(self.membersBox)

        self.derivationBox = QGroupBox(PoleaxeSquadDialog)
        self.derivationBox.setObjectName(u"derivationBox")
        self.derivationLayout = QVBoxLayout(self.derivationBox)
        self.derivationLayout.setObjectName(u"derivationLayout")
        self.derivationTable = QTableWidget(self.derivationBox)
        self.derivationTable.setObjectName(u"derivationTable")
        self.derivationTable.setMinimumHeight(200)

        self.derivationLayout.addWidget(self.derivationTable)


        self.mainLayout.addWidget(self.derivationBox)

        self.errorLabel = QLabel(PoleaxeSquadDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setStyleSheet(u"color: #b00020; font-weight: bold;")
        self.errorLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(PoleaxeSquadDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.mainLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.nameEditLabel.setBuddy(self.nameEdit)
        self.forceComboLabel.setBuddy(self.forceCombo)
        self.kindComboLabel.setBuddy(self.kindCombo)
        self.typeComboLabel.setBuddy(self.typeCombo)
        self.moveSpinLabel.setBuddy(self.moveSpin)
        self.weaponComboLabel.setBuddy(self.weaponCombo)
        self.missileComboLabel.setBuddy(self.missileCombo)
        self.magicComboLabel.setBuddy(self.magicCombo)
        self.offenceComboLabel.setBuddy(self.offenceCombo)
        self.defenceComboLabel.setBuddy(self.defenceCombo)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(PoleaxeSquadDialog)

        QMetaObject.connectSlotsByName(PoleaxeSquadDialog)
    # setupUi

    def retranslateUi(self, PoleaxeSquadDialog):
        PoleaxeSquadDialog.setWindowTitle(QCoreApplication.translate("PoleaxeSquadDialog", u"Squad Builder", None))
        self.nameEditLabel.setText(QCoreApplication.translate("PoleaxeSquadDialog", u"&Name:", None))
        self.nameEdit.setPlaceholderText(QCoreApplication.translate("PoleaxeSquadDialog", u"e.g. Orc spearmen", None))
        self.forceComboLabel.setText(QCoreApplication.translate("PoleaxeSquadDialog", u"&Force:", None))
        self.kindComboLabel.setText(QCoreApplication.translate("PoleaxeSquadDialog", u"&Kind:", None))
        self.typeComboLabel.setText(QCoreApplication.translate("PoleaxeSquadDialog", u"Squad &type:", None))
        self.moveSpinLabel.setText(QCoreApplication.translate("PoleaxeSquadDialog", u"&Movement (feet):", None))
        self.moveSpin.setSuffix(QCoreApplication.translate("PoleaxeSquadDialog", u" ft", None))
        self.weaponComboLabel.setText(QCoreApplication.translate("PoleaxeSquadDialog", u"Melee &weapons:", None))
        self.missileComboLabel.setText(QCoreApplication.translate("PoleaxeSquadDialog", u"M&issile weapon:", None))
        self.magicComboLabel.setText(QCoreApplication.translate("PoleaxeSquadDialog", u"Ma&gic weapons:", None))
        self.offenceComboLabel.setText(QCoreApplication.translate("PoleaxeSquadDialog", u"Special &offence:", None))
        self.defenceComboLabel.setText(QCoreApplication.translate("PoleaxeSquadDialog", u"Special &defence:", None))
        self.mountedCheck.setText(QCoreApplication.translate("PoleaxeSquadDialog", u"&Mounted", None))
        self.skirmisherCheck.setText(QCoreApplication.translate("PoleaxeSquadDialog", u"Trained s&kirmishers (may shoot after moving)", None))
        self.leaderBox.setTitle(QCoreApplication.translate("PoleaxeSquadDialog", u"&Leader with the squad", None))
        self.leaderNameLabel.setText(QCoreApplication.translate("PoleaxeSquadDialog", u"Name:", None))
        self.leaderNameEdit.setText(QCoreApplication.translate("PoleaxeSquadDialog", u"Leader", None))
        self.leaderLevelLabel.setText(QCoreApplication.translate("PoleaxeSquadDialog", u"Level:", None))
        self.leaderTrainedCheck.setText(QCoreApplication.translate("PoleaxeSquadDialog", u"Fighter / trained leader", None))
        self.leaderChaLabel.setText(QCoreApplication.translate("PoleaxeSquadDialog", u"CHA:", None))
        self.leaderChaSpin.setSpecialValueText(QCoreApplication.translate("PoleaxeSquadDialog", u"\u2014", None))
        self.leaderTacticsLabel.setText(QCoreApplication.translate("PoleaxeSquadDialog", u"Tactics:", None))
        self.leaderTacticsSpin.setSpecialValueText(QCoreApplication.translate("PoleaxeSquadDialog", u"\u2014", None))
        self.membersBox.setTitle(QCoreApplication.translate("PoleaxeSquadDialog", u"Members (up to five; Hit Dice such as 1, 1+1, 1/2, or a character level)", None))
        self.addMemberButton.setText(QCoreApplication.translate("PoleaxeSquadDialog", u"&Add member", None))
        self.removeMemberButton.setText(QCoreApplication.translate("PoleaxeSquadDialog", u"&Remove member", None))
        self.derivationBox.setTitle(QCoreApplication.translate("PoleaxeSquadDialog", u"Derived values (set an override to replace one; the derivation stays visible)", None))
        self.errorLabel.setText("")
    # retranslateUi

