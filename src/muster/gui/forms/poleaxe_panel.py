# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'poleaxe_panel.ui'
##
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, QMetaObject, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QFrame, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QScrollArea, QSizePolicy, QSpacerItem, QSpinBox, QStackedWidget, QTabWidget, QVBoxLayout, QWidget

from muster.gui.systems.poleaxe.models import RowsTable

class Ui_PoleaxePanel(object):
    def setupUi(self, PoleaxePanel):
        if not PoleaxePanel.objectName():
            PoleaxePanel.setObjectName(u"PoleaxePanel")
        self.mainLayout = QVBoxLayout(PoleaxePanel)
        self.mainLayout.setObjectName(u"mainLayout")
        self.mainLayout.setContentsMargins(6, 4, 6, 4)
        self.titleRow = QHBoxLayout()
        self.titleRow.setObjectName(u"titleRow")
        self.titleColumn = QVBoxLayout()
        self.titleColumn.setSpacing(0)
        self.titleColumn.setObjectName(u"titleColumn")
        self.titleLabel = QLabel(PoleaxePanel)
        self.titleLabel.setObjectName(u"titleLabel")
        self.titleLabel.setStyleSheet(u"font-size: 15pt; font-weight: bold;")
        self.titleLabel.setWordWrap(True)

        self.titleColumn.addWidget(self.titleLabel)

        self.subtitleLabel = QLabel(PoleaxePanel)
        self.subtitleLabel.setObjectName(u"subtitleLabel")
        self.subtitleLabel.setWordWrap(True)

        self.titleColumn.addWidget(self.subtitleLabel)


        self.titleRow.addLayout(self.titleColumn)

        self.aftermathButton = QPushButton(PoleaxePanel)
        self.aftermathButton.setObjectName(u"aftermathButton")

        self.titleRow.addWidget(self.aftermathButton)

        self.titleRow.setStretch(0, 1)

        self.mainLayout.addLayout(self.titleRow)

        self.phaseSteps = QLabel(PoleaxePanel)
        self.phaseSteps.setObjectName(u"phaseSteps")
        self.phaseSteps.setTextFormat(Qt.RichText)
        self.phaseSteps.setWordWrap(True)

        self.mainLayout.addWidget(self.phaseSteps)

        self.fieldBox = QGroupBox(PoleaxePanel)
        self.fieldBox.setObjectName(u"fieldBox")
        self.fieldLayout = QVBoxLayout(self.fieldBox)
        self.fieldLayout.setObjectName(u"fieldLayout")
        self.fieldLayout.setContentsMargins(-1, 2, -1, 2)
        self.lineLabel = QLabel(self.fieldBox)
        self.lineLabel.setObjectName(u"lineLabel")
        self.lineLabel.setTextFormat(Qt.RichText)
        self.lineLabel.setStyleSheet(u"font-size: 11pt;")
        self.lineLabel.setWordWrap(True)

        self.fieldLayout.addWidget(self.lineLabel)

        self.eventsLabel = QLabel(self.fieldBox)
        self.eventsLabel.setObjectName(u"eventsLabel")
        self.eventsLabel.setWordWrap(True)
        self.eventsLabel.setStyleSheet(u"color: palette(dark);")

        self.fieldLayout.addWidget(self.eventsLabel)


        self.mainLayout.addWidget(self.fieldBox)

        self.panelTabs = QTabWidget(PoleaxePanel)
        self.panelTabs.setObjectName(u"panelTabs")
        self.panelTabs.setDocumentMode(True)
        self.phaseScroll = QScrollArea()
        self.phaseScroll.setObjectName(u"phaseScroll")
        self.phaseScroll.setFrameShape(QFrame.NoFrame)
        self.phaseScroll.setWidgetResizable(True)
        self.phaseScroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.phaseBody = QWidget()
        self.phaseBody.setObjectName(u"phaseBody")
        self.phaseLayout = QVBoxLayout(self.phaseBody)
        self.phaseLayout.setObjectName(u"phaseLayout")
        self.phaseLayout.setContentsMargins(2, -1, 2, -1)
        self.setupBox = QGroupBox(self.phaseBody)
        self.setupBox.setObjectName(u"setupBox")
        self.setupLayout = QVBoxLayout(self.setupBox)
        self.setupLayout.setObjectName(u"setupLayout")
        self.setupLabel = QLabel(self.setupBox)
        self.setupLabel.setObjectName(u"setupLabel")
        self.setupLabel.setWordWrap(True)

        self.setupLayout.addWidget(self.setupLabel)


        self.phaseLayout.addWidget(self.setupBox)

        self.moraleBox = QGroupBox(self.phaseBody)
        self.moraleBox.setObjectName(u"moraleBox")
        self.moraleLayout = QVBoxLayout(self.moraleBox)
        self.moraleLayout.setObjectName(u"moraleLayout")
        self.moraleTable = RowsTable(self.moraleBox)
        self.moraleTable.setObjectName(u"moraleTable")
        self.moraleTable.setMinimumHeight(80)

        self.moraleLayout.addWidget(self.moraleTable)

        self.moraleButtons = QHBoxLayout()
        self.moraleButtons.setObjectName(u"moraleButtons")
        self.dismissMoraleButton = QPushButton(self.moraleBox)
        self.dismissMoraleButton.setObjectName(u"dismissMoraleButton")

        self.moraleButtons.addWidget(self.dismissMoraleButton)

        self.moraleSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.moraleButtons.addItem(self.moraleSpacer)


        self.moraleLayout.addLayout(self.moraleButtons)


        self.phaseLayout.addWidget(self.moraleBox)

        self.phaseStack = QStackedWidget(self.phaseBody)
        self.phaseStack.setObjectName(u"phaseStack")
        self.declarePage = QWidget()
        self.declarePage.setObjectName(u"declarePage")
        self.declareLayout = QFormLayout(self.declarePage)
        self.declareLayout.setObjectName(u"declareLayout")
        self.declareLayout.setRowWrapPolicy(QFormLayout.WrapLongRows)
        self.bodyComboLabel = QLabel(self.declarePage)
        self.bodyComboLabel.setObjectName(u"bodyComboLabel")

        self.declareLayout.setWidget(0, QFormLayout.ItemRole.LabelRole, self.bodyComboLabel)

        self.bodyCombo = QComboBox(self.declarePage)
        self.bodyCombo.setObjectName(u"bodyCombo")

        self.declareLayout.setWidget(0, QFormLayout.ItemRole.FieldRole, self.bodyCombo)

        self.spacesSpinLabel = QLabel(self.declarePage)
        self.spacesSpinLabel.setObjectName(u"spacesSpinLabel")

        self.declareLayout.setWidget(1, QFormLayout.ItemRole.LabelRole, self.spacesSpinLabel)

        self.movesRow = QHBoxLayout()
        self.movesRow.setObjectName(u"movesRow")
        self.spacesSpin = QSpinBox(self.declarePage)
        self.spacesSpin.setObjectName(u"spacesSpin")
        self.spacesSpin.setMinimum(-4)
        self.spacesSpin.setMaximum(4)

        self.movesRow.addWidget(self.spacesSpin)

        self.chargeCheck = QCheckBox(self.declarePage)
        self.chargeCheck.setObjectName(u"chargeCheck")

        self.movesRow.addWidget(self.chargeCheck)

        self.declareSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.movesRow.addItem(self.declareSpacer)


        self.declareLayout.setLayout(1, QFormLayout.ItemRole.FieldRole, self.movesRow)

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
        self.missileLayout = QFormLayout(self.missilePage)
        self.missileLayout.setObjectName(u"missileLayout")
        self.missileLayout.setRowWrapPolicy(QFormLayout.WrapLongRows)
        self.shooterComboLabel = QLabel(self.missilePage)
        self.shooterComboLabel.setObjectName(u"shooterComboLabel")

        self.missileLayout.setWidget(0, QFormLayout.ItemRole.LabelRole, self.shooterComboLabel)

        self.shooterCombo = QComboBox(self.missilePage)
        self.shooterCombo.setObjectName(u"shooterCombo")

        self.missileLayout.setWidget(0, QFormLayout.ItemRole.FieldRole, self.shooterCombo)

        self.targetComboLabel = QLabel(self.missilePage)
        self.targetComboLabel.setObjectName(u"targetComboLabel")

        self.missileLayout.setWidget(1, QFormLayout.ItemRole.LabelRole, self.targetComboLabel)

        self.targetCombo = QComboBox(self.missilePage)
        self.targetCombo.setObjectName(u"targetCombo")

        self.missileLayout.setWidget(1, QFormLayout.ItemRole.FieldRole, self.targetCombo)

        self.coverComboLabel = QLabel(self.missilePage)
        self.coverComboLabel.setObjectName(u"coverComboLabel")

        self.missileLayout.setWidget(2, QFormLayout.ItemRole.LabelRole, self.coverComboLabel)

        self.coverCombo = QComboBox(self.missilePage)
        self.coverCombo.setObjectName(u"coverCombo")

        self.missileLayout.setWidget(2, QFormLayout.ItemRole.FieldRole, self.coverCombo)

        self.phaseStack.addWidget(self.missilePage)
        self.meleePage = QWidget()
        self.meleePage.setObjectName(u"meleePage")
        self.meleeLayout = QVBoxLayout(self.meleePage)
        self.meleeLayout.setObjectName(u"meleeLayout")
        self.meleeLayout.setContentsMargins(0, -1, 0, -1)
        self.meleeHint = QLabel(self.meleePage)
        self.meleeHint.setObjectName(u"meleeHint")
        self.meleeHint.setWordWrap(True)

        self.meleeLayout.addWidget(self.meleeHint)

        self.engagementsTable = RowsTable(self.meleePage)
        self.engagementsTable.setObjectName(u"engagementsTable")
        self.engagementsTable.setMinimumHeight(90)

        self.meleeLayout.addWidget(self.engagementsTable)

        self.phaseStack.addWidget(self.meleePage)

        self.phaseLayout.addWidget(self.phaseStack)

        self.rallyBox = QGroupBox(self.phaseBody)
        self.rallyBox.setObjectName(u"rallyBox")
        self.rallyLayout = QVBoxLayout(self.rallyBox)
        self.rallyLayout.setObjectName(u"rallyLayout")
        self.rallyRow = QHBoxLayout()
        self.rallyRow.setObjectName(u"rallyRow")
        self.rallyCombo = QComboBox(self.rallyBox)
        self.rallyCombo.setObjectName(u"rallyCombo")

        self.rallyRow.addWidget(self.rallyCombo)

        self.rallyButton = QPushButton(self.rallyBox)
        self.rallyButton.setObjectName(u"rallyButton")

        self.rallyRow.addWidget(self.rallyButton)

        self.rallySpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.rallyRow.addItem(self.rallySpacer)


        self.rallyLayout.addLayout(self.rallyRow)

        self.rallyOddsLabel = QLabel(self.rallyBox)
        self.rallyOddsLabel.setObjectName(u"rallyOddsLabel")
        self.rallyOddsLabel.setWordWrap(True)

        self.rallyLayout.addWidget(self.rallyOddsLabel)


        self.phaseLayout.addWidget(self.rallyBox)

        self.phaseSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.phaseLayout.addItem(self.phaseSpacer)

        self.phaseScroll.setWidget(self.phaseBody)
        self.panelTabs.addTab(self.phaseScroll, "")
        self.squadsTab = QWidget()
        self.squadsTab.setObjectName(u"squadsTab")
        self.squadsLayout = QVBoxLayout(self.squadsTab)
        self.squadsLayout.setObjectName(u"squadsLayout")
        self.squadsLayout.setContentsMargins(0, 2, 0, 0)
        self.squadsTable = RowsTable(self.squadsTab)
        self.squadsTable.setObjectName(u"squadsTable")

        self.squadsLayout.addWidget(self.squadsTable)

        self.panelTabs.addTab(self.squadsTab, "")
        self.bodiesTab = QWidget()
        self.bodiesTab.setObjectName(u"bodiesTab")
        self.bodiesLayout = QVBoxLayout(self.bodiesTab)
        self.bodiesLayout.setObjectName(u"bodiesLayout")
        self.bodiesLayout.setContentsMargins(0, 2, 0, 0)
        self.bodiesTable = RowsTable(self.bodiesTab)
        self.bodiesTable.setObjectName(u"bodiesTable")

        self.bodiesLayout.addWidget(self.bodiesTable)

        self.panelTabs.addTab(self.bodiesTab, "")
        self.spellScroll = QScrollArea()
        self.spellScroll.setObjectName(u"spellScroll")
        self.spellScroll.setFrameShape(QFrame.NoFrame)
        self.spellScroll.setWidgetResizable(True)
        self.spellScroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.spellBox = QWidget()
        self.spellBox.setObjectName(u"spellBox")
        self.spellLayout = QFormLayout(self.spellBox)
        self.spellLayout.setObjectName(u"spellLayout")
        self.spellLayout.setRowWrapPolicy(QFormLayout.WrapLongRows)
        self.spellKindLabel = QLabel(self.spellBox)
        self.spellKindLabel.setObjectName(u"spellKindLabel")

        self.spellLayout.setWidget(0, QFormLayout.ItemRole.LabelRole, self.spellKindLabel)

        self.spellKindCombo = QComboBox(self.spellBox)
        self.spellKindCombo.setObjectName(u"spellKindCombo")

        self.spellLayout.setWidget(0, QFormLayout.ItemRole.FieldRole, self.spellKindCombo)

        self.spellNameLabel = QLabel(self.spellBox)
        self.spellNameLabel.setObjectName(u"spellNameLabel")

        self.spellLayout.setWidget(1, QFormLayout.ItemRole.LabelRole, self.spellNameLabel)

        self.spellNameEdit = QLineEdit(self.spellBox)
        self.spellNameEdit.setObjectName(u"spellNameEdit")

        self.spellLayout.setWidget(1, QFormLayout.ItemRole.FieldRole, self.spellNameEdit)

        self.spellTargetLabel = QLabel(self.spellBox)
        self.spellTargetLabel.setObjectName(u"spellTargetLabel")

        self.spellLayout.setWidget(2, QFormLayout.ItemRole.LabelRole, self.spellTargetLabel)

        self.spellTargetCombo = QComboBox(self.spellBox)
        self.spellTargetCombo.setObjectName(u"spellTargetCombo")

        self.spellLayout.setWidget(2, QFormLayout.ItemRole.FieldRole, self.spellTargetCombo)

        self.spellNumbers = QHBoxLayout()
        self.spellNumbers.setObjectName(u"spellNumbers")
        self.spellHdSpin = QSpinBox(self.spellBox)
        self.spellHdSpin.setObjectName(u"spellHdSpin")
        self.spellHdSpin.setMaximum(60)
        self.spellHdSpin.setValue(4)

        self.spellNumbers.addWidget(self.spellHdSpin)

        self.spellPerSpin = QSpinBox(self.spellBox)
        self.spellPerSpin.setObjectName(u"spellPerSpin")
        self.spellPerSpin.setMinimum(2)
        self.spellPerSpin.setMaximum(3)

        self.spellNumbers.addWidget(self.spellPerSpin)

        self.spellBonusSpin = QSpinBox(self.spellBox)
        self.spellBonusSpin.setObjectName(u"spellBonusSpin")
        self.spellBonusSpin.setMinimum(1)
        self.spellBonusSpin.setMaximum(4)

        self.spellNumbers.addWidget(self.spellBonusSpin)

        self.spellTurnsSpin = QSpinBox(self.spellBox)
        self.spellTurnsSpin.setObjectName(u"spellTurnsSpin")
        self.spellTurnsSpin.setMinimum(1)
        self.spellTurnsSpin.setMaximum(99)

        self.spellNumbers.addWidget(self.spellTurnsSpin)

        self.spellSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.spellNumbers.addItem(self.spellSpacer)


        self.spellLayout.setLayout(3, QFormLayout.ItemRole.FieldRole, self.spellNumbers)

        self.spellPerHint = QLabel(self.spellBox)
        self.spellPerHint.setObjectName(u"spellPerHint")
        self.spellPerHint.setWordWrap(True)

        self.spellLayout.setWidget(4, QFormLayout.ItemRole.FieldRole, self.spellPerHint)

        self.castButton = QPushButton(self.spellBox)
        self.castButton.setObjectName(u"castButton")

        self.spellLayout.setWidget(5, QFormLayout.ItemRole.FieldRole, self.castButton)

        self.spellScroll.setWidget(self.spellBox)
        self.panelTabs.addTab(self.spellScroll, "")

        self.mainLayout.addWidget(self.panelTabs)

        self.oddsLabel = QLabel(PoleaxePanel)
        self.oddsLabel.setObjectName(u"oddsLabel")
        self.oddsLabel.setWordWrap(True)
        self.oddsLabel.setStyleSheet(u"font-size: 11pt;")

        self.mainLayout.addWidget(self.oddsLabel)

        self.actionRow = QHBoxLayout()
        self.actionRow.setObjectName(u"actionRow")
        self.setupButton = QPushButton(PoleaxePanel)
        self.setupButton.setObjectName(u"setupButton")
        self.setupButton.setStyleSheet(u"font-weight: bold;")

        self.actionRow.addWidget(self.setupButton)

        self.rollMoraleButton = QPushButton(PoleaxePanel)
        self.rollMoraleButton.setObjectName(u"rollMoraleButton")
        self.rollMoraleButton.setStyleSheet(u"font-weight: bold;")

        self.actionRow.addWidget(self.rollMoraleButton)

        self.declareButton = QPushButton(PoleaxePanel)
        self.declareButton.setObjectName(u"declareButton")
        self.declareButton.setStyleSheet(u"font-weight: bold;")

        self.actionRow.addWidget(self.declareButton)

        self.fireButton = QPushButton(PoleaxePanel)
        self.fireButton.setObjectName(u"fireButton")
        self.fireButton.setStyleSheet(u"font-weight: bold;")

        self.actionRow.addWidget(self.fireButton)

        self.resolveButton = QPushButton(PoleaxePanel)
        self.resolveButton.setObjectName(u"resolveButton")
        self.resolveButton.setStyleSheet(u"font-weight: bold;")

        self.actionRow.addWidget(self.resolveButton)

        self.actionSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.actionRow.addItem(self.actionSpacer)


        self.mainLayout.addLayout(self.actionRow)

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
        self.aftermathButton.setText(QCoreApplication.translate("PoleaxePanel", u"After the battle\u2026", None))
#if QT_CONFIG(tooltip)
        self.aftermathButton.setToolTip(QCoreApplication.translate("PoleaxePanel", u"Roll the Out of the Fight table for squads that took losses", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(tooltip)
        self.phaseSteps.setToolTip(QCoreApplication.translate("PoleaxePanel", u"Ctrl+. next phase, Ctrl+, back", None))
#endif // QT_CONFIG(tooltip)
        self.fieldBox.setTitle(QCoreApplication.translate("PoleaxePanel", u"Battlefield (move spaces; 0 = engaged in melee)", None))
        self.setupBox.setTitle(QCoreApplication.translate("PoleaxePanel", u"Set up the battle", None))
        self.setupLabel.setText(QCoreApplication.translate("PoleaxePanel", u"Roll 2d6 for the move spaces between the two sides. Each side forms one body.", None))
        self.moraleBox.setTitle(QCoreApplication.translate("PoleaxePanel", u"Morale checks due", None))
        self.dismissMoraleButton.setText(QCoreApplication.translate("PoleaxePanel", u"No check for the selected squad", None))
        self.bodyComboLabel.setText(QCoreApplication.translate("PoleaxePanel", u"&Body:", None))
        self.spacesSpinLabel.setText(QCoreApplication.translate("PoleaxePanel", u"&Moves (spaces, \u2212 = away):", None))
        self.chargeCheck.setText(QCoreApplication.translate("PoleaxePanel", u"C&harge", None))
        self.shooterComboLabel.setText(QCoreApplication.translate("PoleaxePanel", u"&Shooter:", None))
        self.targetComboLabel.setText(QCoreApplication.translate("PoleaxePanel", u"&Target:", None))
        self.coverComboLabel.setText(QCoreApplication.translate("PoleaxePanel", u"Co&ver:", None))
        self.rallyBox.setTitle(QCoreApplication.translate("PoleaxePanel", u"Rally a routing squad", None))
        self.rallyButton.setText(QCoreApplication.translate("PoleaxePanel", u"R&ally", None))
        self.panelTabs.setTabText(self.panelTabs.indexOf(self.phaseScroll), QCoreApplication.translate("PoleaxePanel", u"This &phase", None))
        self.panelTabs.setTabText(self.panelTabs.indexOf(self.squadsTab), QCoreApplication.translate("PoleaxePanel", u"S&quads", None))
        self.panelTabs.setTabText(self.panelTabs.indexOf(self.bodiesTab), QCoreApplication.translate("PoleaxePanel", u"B&odies", None))
        self.spellKindLabel.setText(QCoreApplication.translate("PoleaxePanel", u"Spell at squad scale:", None))
        self.spellNameLabel.setText(QCoreApplication.translate("PoleaxePanel", u"Name:", None))
        self.spellNameEdit.setPlaceholderText(QCoreApplication.translate("PoleaxePanel", u"spell name", None))
        self.spellTargetLabel.setText(QCoreApplication.translate("PoleaxePanel", u"on", None))
        self.spellHdSpin.setPrefix(QCoreApplication.translate("PoleaxePanel", u"HD ", None))
        self.spellPerSpin.setPrefix(QCoreApplication.translate("PoleaxePanel", u"HD per HTK ", None))
        self.spellBonusSpin.setPrefix(QCoreApplication.translate("PoleaxePanel", u"bonus +", None))
        self.spellTurnsSpin.setSuffix(QCoreApplication.translate("PoleaxePanel", u" turn(s)", None))
        self.spellPerHint.setText("")
        self.castButton.setText(QCoreApplication.translate("PoleaxePanel", u"&Cast", None))
        self.panelTabs.setTabText(self.panelTabs.indexOf(self.spellScroll), QCoreApplication.translate("PoleaxePanel", u"Spe&ll", None))
        self.setupButton.setText(QCoreApplication.translate("PoleaxePanel", u"&Roll distance (2d6)", None))
        self.rollMoraleButton.setText(QCoreApplication.translate("PoleaxePanel", u"Roll &morale checks", None))
        self.declareButton.setText(QCoreApplication.translate("PoleaxePanel", u"&Declare", None))
        self.fireButton.setText(QCoreApplication.translate("PoleaxePanel", u"&Fire", None))
        self.resolveButton.setText(QCoreApplication.translate("PoleaxePanel", u"&Resolve melee (all engaged squads)", None))
        pass
    # retranslateUi

