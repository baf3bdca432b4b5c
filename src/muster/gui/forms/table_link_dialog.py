# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'table_link_dialog.ui'
##
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, QMetaObject
from PySide6.QtWidgets import QComboBox, QFrame, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton, QScrollArea, QSizePolicy, QSpinBox, QTreeWidget, QVBoxLayout, QWidget

class Ui_TableLinkWindow(object):
    def setupUi(self, TableLinkWindow):
        if not TableLinkWindow.objectName():
            TableLinkWindow.setObjectName(u"TableLinkWindow")
        TableLinkWindow.resize(1200, 660)
        self.mainLayout = QVBoxLayout(TableLinkWindow)
        self.mainLayout.setObjectName(u"mainLayout")
        self.hintLabel = QLabel(TableLinkWindow)
        self.hintLabel.setObjectName(u"hintLabel")
        self.hintLabel.setStyleSheet(u"font-size: 15pt; font-weight: bold;")
        self.hintLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.hintLabel)

        self.controlsLayout = QHBoxLayout()
        self.controlsLayout.setObjectName(u"controlsLayout")
        self.addressComboLabel = QLabel(TableLinkWindow)
        self.addressComboLabel.setObjectName(u"addressComboLabel")

        self.controlsLayout.addWidget(self.addressComboLabel)

        self.addressCombo = QComboBox(TableLinkWindow)
        self.addressCombo.setObjectName(u"addressCombo")
        self.addressCombo.setEditable(True)
        self.addressCombo.setMinimumContentsLength(15)

        self.controlsLayout.addWidget(self.addressCombo)

        self.portSpinLabel = QLabel(TableLinkWindow)
        self.portSpinLabel.setObjectName(u"portSpinLabel")

        self.controlsLayout.addWidget(self.portSpinLabel)

        self.portSpin = QSpinBox(TableLinkWindow)
        self.portSpin.setObjectName(u"portSpin")
        self.portSpin.setMinimum(0)
        self.portSpin.setMaximum(65535)

        self.controlsLayout.addWidget(self.portSpin)

        self.startButton = QPushButton(TableLinkWindow)
        self.startButton.setObjectName(u"startButton")

        self.controlsLayout.addWidget(self.startButton)

        self.stopButton = QPushButton(TableLinkWindow)
        self.stopButton.setObjectName(u"stopButton")

        self.controlsLayout.addWidget(self.stopButton)

        self.stateLabel = QLabel(TableLinkWindow)
        self.stateLabel.setObjectName(u"stateLabel")
        self.stateLabel.setWordWrap(True)
        sizePolicy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        sizePolicy.setHorizontalStretch(1)
        sizePolicy.setVerticalStretch(0)
        sizePolicy.setHeightForWidth(self.stateLabel.sizePolicy().hasHeightForWidth())
        self.stateLabel.setSizePolicy(sizePolicy)

        self.controlsLayout.addWidget(self.stateLabel)


        self.mainLayout.addLayout(self.controlsLayout)

        self.bodyLayout = QHBoxLayout()
        self.bodyLayout.setObjectName(u"bodyLayout")
        self.pagesScroll = QScrollArea(TableLinkWindow)
        self.pagesScroll.setObjectName(u"pagesScroll")
        self.pagesScroll.setWidgetResizable(True)
        self.pagesScroll.setFrameShape(QFrame.NoFrame)
        self.pagesWidget = QWidget()
        self.pagesWidget.setObjectName(u"pagesWidget")
        self.pagesGrid = QGridLayout(self.pagesWidget)
        self.pagesGrid.setObjectName(u"pagesGrid")
        self.pagesScroll.setWidget(self.pagesWidget)

        self.bodyLayout.addWidget(self.pagesScroll)

        self.connectionsBox = QGroupBox(TableLinkWindow)
        self.connectionsBox.setObjectName(u"connectionsBox")
        self.connectionsLayout = QVBoxLayout(self.connectionsBox)
        self.connectionsLayout.setObjectName(u"connectionsLayout")
        self.connectionsView = QTreeWidget(self.connectionsBox)
        self.connectionsView.setObjectName(u"connectionsView")
        self.connectionsView.setRootIsDecorated(False)
        self.connectionsView.setUniformRowHeights(True)
        self.connectionsView.setAlternatingRowColors(True)

        self.connectionsLayout.addWidget(self.connectionsView)


        self.bodyLayout.addWidget(self.connectionsBox)

        self.bodyLayout.setStretch(0, 3)
        self.bodyLayout.setStretch(1, 1)

        self.mainLayout.addLayout(self.bodyLayout)

        self.noteLabel = QLabel(TableLinkWindow)
        self.noteLabel.setObjectName(u"noteLabel")
        self.noteLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.noteLabel)

#if QT_CONFIG(shortcut)
        self.addressComboLabel.setBuddy(self.addressCombo)
        self.portSpinLabel.setBuddy(self.portSpin)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(TableLinkWindow)

        self.startButton.setDefault(True)


        QMetaObject.connectSlotsByName(TableLinkWindow)
    # setupUi

    def retranslateUi(self, TableLinkWindow):
        TableLinkWindow.setWindowTitle(QCoreApplication.translate("TableLinkWindow", u"Table Link", None))
        self.hintLabel.setText(QCoreApplication.translate("TableLinkWindow", u"Players scan their side's code with a phone on the same Wi-Fi; the table page is for the TV.", None))
        self.addressComboLabel.setText(QCoreApplication.translate("TableLinkWindow", u"&Address:", None))
#if QT_CONFIG(tooltip)
        self.addressCombo.setToolTip(QCoreApplication.translate("TableLinkWindow", u"The address of this computer that the phones reach (127.0.0.1: this computer only)", None))
#endif // QT_CONFIG(tooltip)
        self.portSpinLabel.setText(QCoreApplication.translate("TableLinkWindow", u"&Port:", None))
        self.portSpin.setSpecialValueText(QCoreApplication.translate("TableLinkWindow", u"any free", None))
#if QT_CONFIG(tooltip)
        self.portSpin.setToolTip(QCoreApplication.translate("TableLinkWindow", u"The port to serve on; \"any free\" lets the computer choose", None))
#endif // QT_CONFIG(tooltip)
        self.startButton.setText(QCoreApplication.translate("TableLinkWindow", u"&Start", None))
        self.stopButton.setText(QCoreApplication.translate("TableLinkWindow", u"S&top", None))
#if QT_CONFIG(tooltip)
        self.stopButton.setToolTip(QCoreApplication.translate("TableLinkWindow", u"Stop serving the pages and end every connection", None))
#endif // QT_CONFIG(tooltip)
        self.stateLabel.setText("")
        self.connectionsBox.setTitle(QCoreApplication.translate("TableLinkWindow", u"Connected", None))
        ___qtreewidgetitem = self.connectionsView.headerItem()
        ___qtreewidgetitem.setText(2, QCoreApplication.translate("TableLinkWindow", u"Since", None))
        ___qtreewidgetitem.setText(1, QCoreApplication.translate("TableLinkWindow", u"Phone", None))
        ___qtreewidgetitem.setText(0, QCoreApplication.translate("TableLinkWindow", u"Page", None))
        self.noteLabel.setText(QCoreApplication.translate("TableLinkWindow", u"Closing this window keeps the pages served; Stop ends them, and so does quitting Muster. The addresses change at every start.", None))
    # retranslateUi

