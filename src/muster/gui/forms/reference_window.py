# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'reference_window.ui'
##
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, QMetaObject, Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSizePolicy, QSpacerItem, QTabWidget, QTextBrowser, QTreeWidget, QVBoxLayout, QWidget

class Ui_ReferenceWindow(object):
    def setupUi(self, ReferenceWindow):
        if not ReferenceWindow.objectName():
            ReferenceWindow.setObjectName(u"ReferenceWindow")
        ReferenceWindow.resize(980, 680)
        self.mainLayout = QVBoxLayout(ReferenceWindow)
        self.mainLayout.setObjectName(u"mainLayout")
        self.topLayout = QHBoxLayout()
        self.topLayout.setObjectName(u"topLayout")
        self.systemComboLabel = QLabel(ReferenceWindow)
        self.systemComboLabel.setObjectName(u"systemComboLabel")

        self.topLayout.addWidget(self.systemComboLabel)

        self.systemCombo = QComboBox(ReferenceWindow)
        self.systemCombo.setObjectName(u"systemCombo")

        self.topLayout.addWidget(self.systemCombo)

        self.searchEditLabel = QLabel(ReferenceWindow)
        self.searchEditLabel.setObjectName(u"searchEditLabel")

        self.topLayout.addWidget(self.searchEditLabel)

        self.searchEdit = QLineEdit(ReferenceWindow)
        self.searchEdit.setObjectName(u"searchEdit")
        self.searchEdit.setClearButtonEnabled(True)

        self.topLayout.addWidget(self.searchEdit)

        self.campaignLabel = QLabel(ReferenceWindow)
        self.campaignLabel.setObjectName(u"campaignLabel")
        self.campaignLabel.setWordWrap(True)

        self.topLayout.addWidget(self.campaignLabel)


        self.mainLayout.addLayout(self.topLayout)

        self.legendLabel = QLabel(ReferenceWindow)
        self.legendLabel.setObjectName(u"legendLabel")
        self.legendLabel.setWordWrap(True)
        self.legendLabel.setTextFormat(Qt.RichText)

        self.mainLayout.addWidget(self.legendLabel)

        self.tabs = QTabWidget(ReferenceWindow)
        self.tabs.setObjectName(u"tabs")
        self.referenceTab = QWidget()
        self.referenceTab.setObjectName(u"referenceTab")
        self.referenceLayout = QVBoxLayout(self.referenceTab)
        self.referenceLayout.setObjectName(u"referenceLayout")
        self.textBrowser = QTextBrowser(self.referenceTab)
        self.textBrowser.setObjectName(u"textBrowser")
        self.textBrowser.setOpenExternalLinks(False)

        self.referenceLayout.addWidget(self.textBrowser)

        self.tabs.addTab(self.referenceTab, "")
        self.tablesTab = QWidget()
        self.tablesTab.setObjectName(u"tablesTab")
        self.tablesLayout = QVBoxLayout(self.tablesTab)
        self.tablesLayout.setObjectName(u"tablesLayout")
        self.tablesBrowser = QTextBrowser(self.tablesTab)
        self.tablesBrowser.setObjectName(u"tablesBrowser")

        self.tablesLayout.addWidget(self.tablesBrowser)

        self.tabs.addTab(self.tablesTab, "")
        self.houseTab = QWidget()
        self.houseTab.setObjectName(u"houseTab")
        self.houseLayout = QVBoxLayout(self.houseTab)
        self.houseLayout.setObjectName(u"houseLayout")
        self.houseIntro = QLabel(self.houseTab)
        self.houseIntro.setObjectName(u"houseIntro")
        self.houseIntro.setWordWrap(True)

        self.houseLayout.addWidget(self.houseIntro)

        self.rulesTree = QTreeWidget(self.houseTab)
        self.rulesTree.setObjectName(u"rulesTree")
        self.rulesTree.setAlternatingRowColors(True)
        self.rulesTree.setUniformRowHeights(True)

        self.houseLayout.addWidget(self.rulesTree)

        self.errorLabel = QLabel(self.houseTab)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setStyleSheet(u"color: #b00020; font-weight: bold;")
        self.errorLabel.setWordWrap(True)

        self.houseLayout.addWidget(self.errorLabel)

        self.buttonsLayout = QHBoxLayout()
        self.buttonsLayout.setObjectName(u"buttonsLayout")
        self.restoreButton = QPushButton(self.houseTab)
        self.restoreButton.setObjectName(u"restoreButton")

        self.buttonsLayout.addWidget(self.restoreButton)

        self.buttonsSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.buttonsLayout.addItem(self.buttonsSpacer)

        self.discardButton = QPushButton(self.houseTab)
        self.discardButton.setObjectName(u"discardButton")

        self.buttonsLayout.addWidget(self.discardButton)

        self.saveButton = QPushButton(self.houseTab)
        self.saveButton.setObjectName(u"saveButton")

        self.buttonsLayout.addWidget(self.saveButton)


        self.houseLayout.addLayout(self.buttonsLayout)

        self.tabs.addTab(self.houseTab, "")

        self.mainLayout.addWidget(self.tabs)

#if QT_CONFIG(shortcut)
        self.systemComboLabel.setBuddy(self.systemCombo)
        self.searchEditLabel.setBuddy(self.searchEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(ReferenceWindow)

        self.saveButton.setDefault(True)


        QMetaObject.connectSlotsByName(ReferenceWindow)
    # setupUi

    def retranslateUi(self, ReferenceWindow):
        ReferenceWindow.setWindowTitle(QCoreApplication.translate("ReferenceWindow", u"Rules Reference", None))
        self.systemComboLabel.setText(QCoreApplication.translate("ReferenceWindow", u"&Rules:", None))
#if QT_CONFIG(tooltip)
        self.systemCombo.setToolTip(QCoreApplication.translate("ReferenceWindow", u"The rules system whose reference, tables and house rules are shown", None))
#endif // QT_CONFIG(tooltip)
        self.searchEditLabel.setText(QCoreApplication.translate("ReferenceWindow", u"&Find:", None))
        self.searchEdit.setPlaceholderText(QCoreApplication.translate("ReferenceWindow", u"a word in the rules or a table field", None))
        self.campaignLabel.setText("")
        self.legendLabel.setText("")
        self.tabs.setTabText(self.tabs.indexOf(self.referenceTab), QCoreApplication.translate("ReferenceWindow", u"Re&ference", None))
        self.tabs.setTabText(self.tabs.indexOf(self.tablesTab), QCoreApplication.translate("ReferenceWindow", u"&Tables", None))
        self.houseIntro.setText(QCoreApplication.translate("ReferenceWindow", u"Double-click a value to change it for this campaign only. Changes are checked by the rules engine before they are saved; Edit \u25b8 Undo takes a saved change back.", None))
        ___qtreewidgetitem = self.rulesTree.headerItem()
        ___qtreewidgetitem.setText(3, QCoreApplication.translate("ReferenceWindow", u"Notes", None))
        ___qtreewidgetitem.setText(2, QCoreApplication.translate("ReferenceWindow", u"Default", None))
        ___qtreewidgetitem.setText(1, QCoreApplication.translate("ReferenceWindow", u"Value", None))
        ___qtreewidgetitem.setText(0, QCoreApplication.translate("ReferenceWindow", u"Rule", None))
        self.errorLabel.setText("")
        self.restoreButton.setText(QCoreApplication.translate("ReferenceWindow", u"&Restore Defaults", None))
#if QT_CONFIG(tooltip)
        self.restoreButton.setToolTip(QCoreApplication.translate("ReferenceWindow", u"Remove every house rule of this rules system from the campaign (undoable)", None))
#endif // QT_CONFIG(tooltip)
        self.discardButton.setText(QCoreApplication.translate("ReferenceWindow", u"&Discard Edits", None))
        self.saveButton.setText(QCoreApplication.translate("ReferenceWindow", u"&Save House Rules", None))
        self.tabs.setTabText(self.tabs.indexOf(self.houseTab), QCoreApplication.translate("ReferenceWindow", u"&House Rules", None))
    # retranslateUi

