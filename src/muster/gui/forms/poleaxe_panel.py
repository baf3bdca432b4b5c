# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'poleaxe_panel.ui'
##
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, QMetaObject, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSizePolicy, QSpacerItem, QSpinBox, QStackedWidget, QTableWidget, QVBoxLayout, QWidget

class Ui_PoleaxePanel(object):
    def setupUi(self, PoleaxePanel):
        if not PoleaxePanel.objectName():
            PoleaxePanel.setObjectName(u"PoleaxePanel")
        self.mainLayout = QVBoxLayout(PoleaxePanel)
        self.mainLayout.setObjectName(u"mainLayout")
        self.titleRow = QHBoxLayout()
        self.titleRow.setObjectName(u"titleRow")
        self.titleColumn = QVBoxLayout()
        self.titleColumn.setObjectName(u"titleColumn")
        self.titleLabel = QLabel(PoleaxePanel)
        self.titleLabel.setObjectName(u"titleLabel")

        self.titleColumn.addWidget(self.titleLabel)

        self.subtitleLabel = QLabel(PoleaxePanel)
        self.subtitleLabel.setObjectName(u"subtitleLabel")
        self.subtitleLabel.setWordWrap(True)

        self.titleColumn.addWidget(self.subtitleLabel)


        self.titleRow.addLayout(self.titleColumn)

        self.aftermathButton = QPushButton(PoleaxePanel)
        self.aftermathButton.setObjectName(u"aftermathButton")

        self.titleRow.addWidget(self.aftermathButton)


        self.mainLayout.addLayout(self.titleRow)

        self.phaseSteps = QLabel(PoleaxePanel)
        self.phaseSteps.setObjectName(u"phaseSteps")
        self.phaseSteps.setTextFormat(Qt.RichText)

        self.mainLayout.addWidget(self.phaseSteps)

        self.setupBox = QGroupBox(PoleaxePanel)
        self.setupBox.setObjectName(u"setupBox")
        self.setupLayout = QHBoxLayout(self.setupBox)
        self.setupLayout.setObjectName(u"setupLayout")
        self.setupLabel = QLabel(self.setupBox)
        self.setupLabel.setObjectName(u"setupLabel")
        self.setupLabel.setWordWrap(True)

        self.setupLayout.addWidget(self.setupLabel)

        self.setupButton = QPushButton(self.setupBox)
        self.setupButton.setObjectName(u"setupButton")

        self.setupLayout.addWidget(self.setupButton)


        self.mainLayout.addWidget(self.setupBox)

        self.fieldBox = QGroupBox(PoleaxePanel)
        self.fieldBox.setObjectName(u"fieldBox")
        self.fieldLayout = QVBoxLayout(self.fieldBox)
        self.fieldLayout.setObjectName(u"fieldLayout")
        self.lineLabel = QLabel(self.fieldBox)
        self.lineLabel.setObjectName(u"lineLabel")
        self.lineLabel.setTextFormat(Qt.RichText)
        self.lineLabel.setWordWrap(True)

        self.fieldLayout.addWidget(self.lineLabel)

        self.bodiesTable = QTableWidget(self.fieldBox)
        self.bodiesTable.setObjectName(u"bodiesTable")
        self.bodiesTable.setMaximumHeight(110)

        self.fieldLayout.addWidget(self.bodiesTable)

        self.eventsLabel = QLabel(self.fieldBox)
        self.eventsLabel.setObjectName(u"eventsLabel")
        self.eventsLabel.setWordWrap(True)

        self.fieldLayout.addWidget(self.eventsLabel)


        self.mainLayout.addWidget(self.fieldBox)

        self.phaseStack = QStackedWidget(PoleaxePanel)
        self.phaseStack.setObjectName(u"phaseStack")
        self.declarePage = QWidget()
        self.declarePage.setObjectName(u"declarePage")
        self.declareLayout = QHBoxLayout(self.declarePage)
        self.declareLayout.setObjectName(u"declareLayout")
        self.bodyComboLabel = QLabel(self.declarePage)
        self.bodyComboLabel.setObjectName(u"bodyComboLabel")

        self.declareLayout.addWidget(self.bodyComboLabel)

        self.bodyCombo = QComboBox(self.declarePage)
        self.bodyCombo.setObjectName(u"bodyCombo")

        self.declareLayout.addWidget(self.bodyCombo)

        self.spacesSpinLabel = QLabel(self.declarePage)
        self.spacesSpinLabel.setObjectName(u"spacesSpinLabel")

        self.declareLayout.addWidget(self.spacesSpinLabel)

        self.spacesSpin = QSpinBox(self.declarePage)
        self.spacesSpin.setObjectName(u"spacesSpin")
        self.spacesSpin.setMinimum(-4)
        self.spacesSpin.setMaximum(4)

        self.declareLayout.addWidget(self.spacesSpin)

        self.chargeCheck = QCheckBox(self.declarePage)
        self.chargeCheck.setObjectName(u"chargeCheck")

        self.declareLayout.addWidget(self.chargeCheck)

        self.declareButton = QPushButton(self.declarePage)
        self.declareButton.setObjectName(u"declareButton")

        self.declareLayout.addWidget(self.declareButton)

        self.declareSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.declareLayout.addItem(self.declareSpacer)

        self.phaseStack.addWidget(self.declarePage)
        self.movePage = QWidget()
        self.movePage.setObjectName(u"movePage")
        self.moveLayout = QVBoxLayout(self.movePage)
        self.moveLayout.setObjectName(u"moveLayout")
        self.moveLabel = QLabel(self.movePage)
        self.moveLabel.setObjectName(u"moveLabel")
        self.moveLabel.setWordWrap(True)

        self.moveLayout.addWidget(self.moveLabel)

        self.phaseStack.addWidget(self.movePage)
        self.missilePage = QWidget()
        self.missilePage.setObjectName(u"missilePage")
        self.missileLayout = QHBoxLayout(self.missilePage)
        self.missileLayout.setObjectName(u"missileLayout")
        self.shooterComboLabel = QLabel(self.missilePage)
        self.shooterComboLabel.setObjectName(u"shooterComboLabel")

        self.missileLayout.addWidget(self.shooterComboLabel)

        self.shooterCombo = QComboBox(self.missilePage)
        self.shooterCombo.setObjectName(u"shooterCombo")

        self.missileLayout.addWidget(self.shooterCombo)

        self.targetComboLabel = QLabel(self.missilePage)
        self.targetComboLabel.setObjectName(u"targetComboLabel")

        self.missileLayout.addWidget(self.targetComboLabel)

        self.targetCombo = QComboBox(self.missilePage)
        self.targetCombo.setObjectName(u"targetCombo")

        self.missileLayout.addWidget(self.targetCombo)

        self.coverComboLabel = QLabel(self.missilePage)
        self.coverComboLabel.setObjectName(u"coverComboLabel")

        self.missileLayout.addWidget(self.coverComboLabel)

        self.coverCombo = QComboBox(self.missilePage)
        self.coverCombo.setObjectName(u"coverCombo")

        self.missileLayout.addWidget(self.coverCombo)

        self.fireButton = QPushButton(self.missilePage)
        self.fireButton.setObjectName(u"fireButton")

        self.missileLayout.addWidget(self.fireButton)

        self.phaseStack.addWidget(self.missilePage)
        self.meleePage = QWidget()
        self.meleePage.setObjectName(u"meleePage")
        self.meleeLayout = QVBoxLayout(self.meleePage)
        self.meleeLayout.setObjectName(u"meleeLayout")
        self.meleeHint = QLabel(self.meleePage)
        self.meleeHint.setObjectName(u"meleeHint")
        self.meleeHint.setWordWrap(True)

        self.meleeLayout.addWidget(self.meleeHint)

        self.engagementsTable = QTableWidget(self.meleePage)
        self.engagementsTable.setObjectName(u"engagementsTable")
        self.engagementsTable.setMaximumHeight(170)

        self.meleeLayout.addWidget(self.engagementsTable)

        self.meleeButtons = QHBoxLayout()
        self.meleeButtons.setObjectName(u"meleeButtons")
        self.resolveButton = QPushButton(self.meleePage)
        self.resolveButton.setObjectName(u"resolveButton")

        self.meleeButtons.addWidget(self.resolveButton)

        self.meleeSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.meleeButtons.addItem(self.meleeSpacer)


        self.meleeLayout.addLayout(self.meleeButtons)

        self.phaseStack.addWidget(self.meleePage)

        self.mainLayout.addWidget(self.phaseStack)

        self.oddsLabel = QLabel(PoleaxePanel)
        self.oddsLabel.setObjectName(u"oddsLabel")
        self.oddsLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.oddsLabel)

        self.spellBox = QGroupBox(PoleaxePanel)
        self.spellBox.setObjectName(u"spellBox")
        self.spellLayout = QHBoxLayout(self.spellBox)
        self.spellLayout.setObjectName(u"spellLayout")
        self.spellKindCombo = QComboBox(self.spellBox)
        self.spellKindCombo.setObjectName(u"spellKindCombo")

        self.spellLayout.addWidget(self.spellKindCombo)

        self.spellNameEdit = QLineEdit(self.spellBox)
        self.spellNameEdit.setObjectName(u"spellNameEdit")

        self.spellLayout.addWidget(self.spellNameEdit)

        self.spellTargetLabel = QLabel(self.spellBox)
        self.spellTargetLabel.setObjectName(u"spellTargetLabel")

        self.spellLayout.addWidget(self.spellTargetLabel)

        self.spellTargetCombo = QComboBox(self.spellBox)
        self.spellTargetCombo.setObjectName(u"spellTargetCombo")

        self.spellLayout.addWidget(self.spellTargetCombo)

        self.spellHdSpin = QSpinBox(self.spellBox)
        self.spellHdSpin.setObjectName(u"spellHdSpin")
        self.spellHdSpin.setMaximum(60)
        self.spellHdSpin.setValue(4)

        self.spellLayout.addWidget(self.spellHdSpin)

        self.spellPerSpin = QSpinBox(self.spellBox)
        self.spellPerSpin.setObjectName(u"spellPerSpin")
        self.spellPerSpin.setMinimum(2)
        self.spellPerSpin.setMaximum(3)

        self.spellLayout.addWidget(self.spellPerSpin)

        self.spellBonusSpin = QSpinBox(self.spellBox)
        self.spellBonusSpin.setObjectName(u"spellBonusSpin")
        self.spellBonusSpin.setMinimum(1)
        self.spellBonusSpin.setMaximum(4)

        self.spellLayout.addWidget(self.spellBonusSpin)

        self.spellTurnsSpin = QSpinBox(self.spellBox)
        self.spellTurnsSpin.setObjectName(u"spellTurnsSpin")
        self.spellTurnsSpin.setMinimum(1)
        self.spellTurnsSpin.setMaximum(99)

        self.spellLayout.addWidget(self.spellTurnsSpin)

        self.castButton = QPushButton(self.spellBox)
        self.castButton.setObjectName(u"castButton")

        self.spellLayout.addWidget(self.castButton)


        self.mainLayout.addWidget(self.spellBox)

        self.moraleBox = QGroupBox(PoleaxePanel)
        self.moraleBox.setObjectName(u"moraleBox")
        self.moraleLayout = QVBoxLayout(self.moraleBox)
        self.moraleLayout.setObjectName(u"moraleLayout")
        self.moraleTable = QTableWidget(self.moraleBox)
        self.moraleTable.setObjectName(u"moraleTable")
        self.moraleTable.setMaximumHeight(130)

        self.moraleLayout.addWidget(self.moraleTable)

        self.moraleButtons = QHBoxLayout()
        self.moraleButtons.setObjectName(u"moraleButtons")
        self.rollMoraleButton = QPushButton(self.moraleBox)
        self.rollMoraleButton.setObjectName(u"rollMoraleButton")

        self.moraleButtons.addWidget(self.rollMoraleButton)

        self.dismissMoraleButton = QPushButton(self.moraleBox)
        self.dismissMoraleButton.setObjectName(u"dismissMoraleButton")

        self.moraleButtons.addWidget(self.dismissMoraleButton)

        self.moraleSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.moraleButtons.addItem(self.moraleSpacer)


        self.moraleLayout.addLayout(self.moraleButtons)


        self.mainLayout.addWidget(self.moraleBox)

        self.rallyBox = QGroupBox(PoleaxePanel)
        self.rallyBox.setObjectName(u"rallyBox")
        self.rallyLayout = QHBoxLayout(self.rallyBox)
        self.rallyLayout.setObjectName(u"rallyLayout")
        self.rallyCombo = QComboBox(self.rallyBox)
        self.rallyCombo.setObjectName(u"rallyCombo")

        self.rallyLayout.addWidget(self.rallyCombo)

        self.rallyOddsLabel = QLabel(self.rallyBox)
        self.rallyOddsLabel.setObjectName(u"rallyOddsLabel")
        self.rallyOddsLabel.setWordWrap(True)

        self.rallyLayout.addWidget(self.rallyOddsLabel)

        self.rallyButton = QPushButton(self.rallyBox)
        self.rallyButton.setObjectName(u"rallyButton")

        self.rallyLayout.addWidget(self.rallyButton)


        self.mainLayout.addWidget(self.rallyBox)

        self.squadsTable = QTableWidget(PoleaxePanel)
        self.squadsTable.setObjectName(u"squadsTable")
        self.squadsTable.setMinimumHeight(150)

        self.mainLayout.addWidget(self.squadsTable)

#if QT_CONFIG(shortcut)
        self.bodyComboLabel.setBuddy(self.bodyCombo)
        self.spacesSpinLabel.setBuddy(self.spacesSpin)
        self.shooterComboLabel.setBuddy(self.shooterCombo)
        self.targetComboLabel.setBuddy(self.targetCombo)
        self.coverComboLabel.setBuddy(self.coverCombo)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(PoleaxePanel)

        QMetaObject.connectSlotsByName(PoleaxePanel)
    # setupUi

    def retranslateUi(self, PoleaxePanel):
        self.titleLabel.setStyleSheet(QCoreApplication.translate("PoleaxePanel", u"font-size: 20pt; font-weight: bold;", None))
        self.subtitleLabel.setStyleSheet(QCoreApplication.translate("PoleaxePanel", u"font-size: 12pt;", None))
        self.aftermathButton.setText(QCoreApplication.translate("PoleaxePanel", u"After the battle\u2026", None))
#if QT_CONFIG(tooltip)
        self.aftermathButton.setToolTip(QCoreApplication.translate("PoleaxePanel", u"Roll the Out of the Fight table for squads that took losses", None))
#endif // QT_CONFIG(tooltip)
        self.setupBox.setTitle(QCoreApplication.translate("PoleaxePanel", u"Set up the battle", None))
        self.setupLabel.setText(QCoreApplication.translate("PoleaxePanel", u"Roll 2d6 for the move spaces between the two sides. Each side forms one body.", None))
        self.setupButton.setText(QCoreApplication.translate("PoleaxePanel", u"&Roll distance (2d6)", None))
        self.fieldBox.setTitle(QCoreApplication.translate("PoleaxePanel", u"Battlefield (move spaces; 0 = engaged in melee)", None))
        self.lineLabel.setStyleSheet(QCoreApplication.translate("PoleaxePanel", u"font-size: 13pt;", None))
        self.eventsLabel.setStyleSheet(QCoreApplication.translate("PoleaxePanel", u"color: palette(dark);", None))
        self.bodyComboLabel.setText(QCoreApplication.translate("PoleaxePanel", u"&Body:", None))
        self.spacesSpinLabel.setText(QCoreApplication.translate("PoleaxePanel", u"&Moves (spaces, \u2212 = away):", None))
        self.chargeCheck.setText(QCoreApplication.translate("PoleaxePanel", u"C&harge", None))
        self.declareButton.setText(QCoreApplication.translate("PoleaxePanel", u"&Declare", None))
        self.shooterComboLabel.setText(QCoreApplication.translate("PoleaxePanel", u"&Shooter:", None))
        self.targetComboLabel.setText(QCoreApplication.translate("PoleaxePanel", u"&Target:", None))
        self.coverComboLabel.setText(QCoreApplication.translate("PoleaxePanel", u"Co&ver:", None))
        self.fireButton.setText(QCoreApplication.translate("PoleaxePanel", u"&Fire", None))
        self.resolveButton.setText(QCoreApplication.translate("PoleaxePanel", u"&Resolve melee (all engaged squads)", None))
        self.resolveButton.setStyleSheet(QCoreApplication.translate("PoleaxePanel", u"font-weight: bold; padding: 6px;", None))
        self.oddsLabel.setStyleSheet(QCoreApplication.translate("PoleaxePanel", u"font-size: 12pt;", None))
        self.spellBox.setTitle(QCoreApplication.translate("PoleaxePanel", u"Spell at squad scale", None))
        self.spellNameEdit.setPlaceholderText(QCoreApplication.translate("PoleaxePanel", u"spell name", None))
        self.spellTargetLabel.setText(QCoreApplication.translate("PoleaxePanel", u"on", None))
        self.spellHdSpin.setPrefix(QCoreApplication.translate("PoleaxePanel", u"HD ", None))
        self.spellPerSpin.setPrefix(QCoreApplication.translate("PoleaxePanel", u"HD per HTK ", None))
        self.spellBonusSpin.setPrefix(QCoreApplication.translate("PoleaxePanel", u"bonus +", None))
        self.spellTurnsSpin.setSuffix(QCoreApplication.translate("PoleaxePanel", u" turn(s)", None))
        self.castButton.setText(QCoreApplication.translate("PoleaxePanel", u"&Cast", None))
        self.moraleBox.setTitle(QCoreApplication.translate("PoleaxePanel", u"Morale checks due", None))
        self.rollMoraleButton.setText(QCoreApplication.translate("PoleaxePanel", u"Roll &morale checks", None))
        self.rollMoraleButton.setStyleSheet(QCoreApplication.translate("PoleaxePanel", u"font-weight: bold;", None))
        self.dismissMoraleButton.setText(QCoreApplication.translate("PoleaxePanel", u"No check for the selected squad", None))
        self.rallyBox.setTitle(QCoreApplication.translate("PoleaxePanel", u"Rally a routing squad", None))
        self.rallyButton.setText(QCoreApplication.translate("PoleaxePanel", u"R&ally", None))
        pass
    # retranslateUi

