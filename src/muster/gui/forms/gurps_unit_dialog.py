# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'gurps_unit_dialog.ui'
##
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, QMetaObject
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QLabel, QLineEdit, QSpinBox, QVBoxLayout

class Ui_GurpsUnitDialog(object):
    def setupUi(self, GurpsUnitDialog):
        if not GurpsUnitDialog.objectName():
            GurpsUnitDialog.setObjectName(u"GurpsUnitDialog")
        GurpsUnitDialog.resize(440, 380)
        self.mainLayout = QVBoxLayout(GurpsUnitDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.formLayout = QFormLayout()
        self.formLayout.setObjectName(u"formLayout")
        self.nameEditLabel = QLabel(GurpsUnitDialog)
        self.nameEditLabel.setObjectName(u"nameEditLabel")

        self.formLayout.setWidget(0, QFormLayout.ItemRole.LabelRole, self.nameEditLabel)

        self.nameEdit = QLineEdit(GurpsUnitDialog)
        self.nameEdit.setObjectName(u"nameEdit")
        self.nameEdit.setMaxLength(200)

        self.formLayout.setWidget(0, QFormLayout.ItemRole.FieldRole, self.nameEdit)

        self.forceComboLabel = QLabel(GurpsUnitDialog)
        self.forceComboLabel.setObjectName(u"forceComboLabel")

        self.formLayout.setWidget(1, QFormLayout.ItemRole.LabelRole, self.forceComboLabel)

        self.forceCombo = QComboBox(GurpsUnitDialog)
        self.forceCombo.setObjectName(u"forceCombo")

        self.formLayout.setWidget(1, QFormLayout.ItemRole.FieldRole, self.forceCombo)

        self.troopTypeLabel = QLabel(GurpsUnitDialog)
        self.troopTypeLabel.setObjectName(u"troopTypeLabel")

        self.formLayout.setWidget(2, QFormLayout.ItemRole.LabelRole, self.troopTypeLabel)

        self.troopTypeCombo = QComboBox(GurpsUnitDialog)
        self.troopTypeCombo.setObjectName(u"troopTypeCombo")
        self.troopTypeCombo.setEditable(True)

        self.formLayout.setWidget(2, QFormLayout.ItemRole.FieldRole, self.troopTypeCombo)

        self.countLabel = QLabel(GurpsUnitDialog)
        self.countLabel.setObjectName(u"countLabel")

        self.formLayout.setWidget(3, QFormLayout.ItemRole.LabelRole, self.countLabel)

        self.countSpin = QSpinBox(GurpsUnitDialog)
        self.countSpin.setObjectName(u"countSpin")
        self.countSpin.setMinimum(0)
        self.countSpin.setMaximum(1000000)
        self.countSpin.setValue(100)

        self.formLayout.setWidget(3, QFormLayout.ItemRole.FieldRole, self.countSpin)

        self.qualityLabel = QLabel(GurpsUnitDialog)
        self.qualityLabel.setObjectName(u"qualityLabel")

        self.formLayout.setWidget(4, QFormLayout.ItemRole.LabelRole, self.qualityLabel)

        self.qualityCombo = QComboBox(GurpsUnitDialog)
        self.qualityCombo.setObjectName(u"qualityCombo")
        self.qualityCombo.setEditable(True)

        self.formLayout.setWidget(4, QFormLayout.ItemRole.FieldRole, self.qualityCombo)

        self.moraleLabel = QLabel(GurpsUnitDialog)
        self.moraleLabel.setObjectName(u"moraleLabel")

        self.formLayout.setWidget(5, QFormLayout.ItemRole.LabelRole, self.moraleLabel)

        self.moraleSpin = QSpinBox(GurpsUnitDialog)
        self.moraleSpin.setObjectName(u"moraleSpin")
        self.moraleSpin.setMinimum(0)
        self.moraleSpin.setMaximum(30)
        self.moraleSpin.setValue(10)

        self.formLayout.setWidget(5, QFormLayout.ItemRole.FieldRole, self.moraleSpin)

        self.statusLabel = QLabel(GurpsUnitDialog)
        self.statusLabel.setObjectName(u"statusLabel")

        self.formLayout.setWidget(6, QFormLayout.ItemRole.LabelRole, self.statusLabel)

        self.statusCombo = QComboBox(GurpsUnitDialog)
        self.statusCombo.setObjectName(u"statusCombo")

        self.formLayout.setWidget(6, QFormLayout.ItemRole.FieldRole, self.statusCombo)

        self.tsLabel = QLabel(GurpsUnitDialog)
        self.tsLabel.setObjectName(u"tsLabel")

        self.formLayout.setWidget(8, QFormLayout.ItemRole.LabelRole, self.tsLabel)

        self.tsSpin = QDoubleSpinBox(GurpsUnitDialog)
        self.tsSpin.setObjectName(u"tsSpin")
        self.tsSpin.setMaximum(100000000.000000000000000)
        self.tsSpin.setDecimals(1)

        self.formLayout.setWidget(8, QFormLayout.ItemRole.FieldRole, self.tsSpin)

        self.perManLabel = QLabel(GurpsUnitDialog)
        self.perManLabel.setObjectName(u"perManLabel")

        self.formLayout.setWidget(9, QFormLayout.ItemRole.LabelRole, self.perManLabel)

        self.perManSpin = QDoubleSpinBox(GurpsUnitDialog)
        self.perManSpin.setObjectName(u"perManSpin")
        self.perManSpin.setMaximum(100000.000000000000000)
        self.perManSpin.setDecimals(1)

        self.formLayout.setWidget(9, QFormLayout.ItemRole.FieldRole, self.perManSpin)

        self.lossesLabel = QLabel(GurpsUnitDialog)
        self.lossesLabel.setObjectName(u"lossesLabel")

        self.formLayout.setWidget(7, QFormLayout.ItemRole.LabelRole, self.lossesLabel)

        self.lossesValue = QLabel(GurpsUnitDialog)
        self.lossesValue.setObjectName(u"lossesValue")

        self.formLayout.setWidget(7, QFormLayout.ItemRole.FieldRole, self.lossesValue)


        self.mainLayout.addLayout(self.formLayout)

        self.errorLabel = QLabel(GurpsUnitDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(GurpsUnitDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.mainLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.nameEditLabel.setBuddy(self.nameEdit)
        self.forceComboLabel.setBuddy(self.forceCombo)
        self.troopTypeLabel.setBuddy(self.troopTypeCombo)
        self.countLabel.setBuddy(self.countSpin)
        self.qualityLabel.setBuddy(self.qualityCombo)
        self.moraleLabel.setBuddy(self.moraleSpin)
        self.statusLabel.setBuddy(self.statusCombo)
        self.tsLabel.setBuddy(self.tsSpin)
        self.perManLabel.setBuddy(self.perManSpin)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(GurpsUnitDialog)

        QMetaObject.connectSlotsByName(GurpsUnitDialog)
    # setupUi

    def retranslateUi(self, GurpsUnitDialog):
        GurpsUnitDialog.setWindowTitle(QCoreApplication.translate("GurpsUnitDialog", u"GURPS Mass Combat unit", None))
        self.nameEditLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"&Name:", None))
        self.nameEdit.setPlaceholderText(QCoreApplication.translate("GurpsUnitDialog", u"e.g. Royal Pikes", None))
        self.forceComboLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"&Force:", None))
        self.troopTypeLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"&Troop type:", None))
        self.countLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"&Head count:", None))
        self.countSpin.setSuffix(QCoreApplication.translate("GurpsUnitDialog", u" troops", None))
        self.qualityLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"&Quality:", None))
#if QT_CONFIG(tooltip)
        self.qualityCombo.setToolTip(QCoreApplication.translate("GurpsUnitDialog", u"A description only: the Mass Combat rules give quality no number.", None))
#endif // QT_CONFIG(tooltip)
        self.moraleLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"&Morale:", None))
#if QT_CONFIG(tooltip)
        self.moraleSpin.setToolTip(QCoreApplication.translate("GurpsUnitDialog", u"Rolled on 3d6: success at or under this number.", None))
#endif // QT_CONFIG(tooltip)
        self.statusLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"&Status:", None))
        self.tsLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"Troop St&rength:", None))
        self.tsSpin.setSpecialValueText(QCoreApplication.translate("GurpsUnitDialog", u"worked out", None))
#if QT_CONFIG(tooltip)
        self.tsSpin.setToolTip(QCoreApplication.translate("GurpsUnitDialog", u"The unit's TS from your book. Left at \"worked out\", Muster computes it from TS per man (or the per-man table once entered), else falls back to head count.", None))
#endif // QT_CONFIG(tooltip)
        self.perManLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"TS &per man:", None))
        self.perManSpin.setSpecialValueText(QCoreApplication.translate("GurpsUnitDialog", u"from the table", None))
#if QT_CONFIG(tooltip)
        self.perManSpin.setToolTip(QCoreApplication.translate("GurpsUnitDialog", u"TS per man for this troop type and TL (the book's table); racial, missile and armour bonuses are added as the rules say.", None))
#endif // QT_CONFIG(tooltip)
        self.lossesLabel.setText(QCoreApplication.translate("GurpsUnitDialog", u"Losses so far:", None))
        self.lossesValue.setText(QCoreApplication.translate("GurpsUnitDialog", u"0", None))
        self.errorLabel.setStyleSheet(QCoreApplication.translate("GurpsUnitDialog", u"color: #b00020; font-weight: bold;", None))
        self.errorLabel.setText("")
    # retranslateUi

