# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'poleaxe_bodies_dialog.ui'
##
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, QMetaObject, Qt
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSizePolicy, QSpacerItem, QTableWidget, QVBoxLayout

class Ui_PoleaxeBodiesDialog(object):
    def setupUi(self, PoleaxeBodiesDialog):
        if not PoleaxeBodiesDialog.objectName():
            PoleaxeBodiesDialog.setObjectName(u"PoleaxeBodiesDialog")
        PoleaxeBodiesDialog.resize(900, 580)
        self.mainLayout = QVBoxLayout(PoleaxeBodiesDialog)
        self.mainLayout.setObjectName(u"mainLayout")
        self.introLabel = QLabel(PoleaxeBodiesDialog)
        self.introLabel.setObjectName(u"introLabel")
        self.introLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.introLabel)

        self.hintLabel = QLabel(PoleaxeBodiesDialog)
        self.hintLabel.setObjectName(u"hintLabel")
        self.hintLabel.setWordWrap(True)
        self.hintLabel.setTextFormat(Qt.RichText)

        self.mainLayout.addWidget(self.hintLabel)

        self.columnsLayout = QHBoxLayout()
        self.columnsLayout.setObjectName(u"columnsLayout")
        self.squadsGroup = QGroupBox(PoleaxeBodiesDialog)
        self.squadsGroup.setObjectName(u"squadsGroup")
        self.squadsLayout = QVBoxLayout(self.squadsGroup)
        self.squadsLayout.setObjectName(u"squadsLayout")
        self.squadsTable = QTableWidget(self.squadsGroup)
        self.squadsTable.setObjectName(u"squadsTable")

        self.squadsLayout.addWidget(self.squadsTable)

        self.assignRow = QHBoxLayout()
        self.assignRow.setObjectName(u"assignRow")
        self.assignComboLabel = QLabel(self.squadsGroup)
        self.assignComboLabel.setObjectName(u"assignComboLabel")

        self.assignRow.addWidget(self.assignComboLabel)

        self.assignCombo = QComboBox(self.squadsGroup)
        self.assignCombo.setObjectName(u"assignCombo")

        self.assignRow.addWidget(self.assignCombo)

        self.assignButton = QPushButton(self.squadsGroup)
        self.assignButton.setObjectName(u"assignButton")

        self.assignRow.addWidget(self.assignButton)


        self.squadsLayout.addLayout(self.assignRow)


        self.columnsLayout.addWidget(self.squadsGroup)

        self.bodiesGroup = QGroupBox(PoleaxeBodiesDialog)
        self.bodiesGroup.setObjectName(u"bodiesGroup")
        self.bodiesLayout = QVBoxLayout(self.bodiesGroup)
        self.bodiesLayout.setObjectName(u"bodiesLayout")
        self.bodiesTable = QTableWidget(self.bodiesGroup)
        self.bodiesTable.setObjectName(u"bodiesTable")

        self.bodiesLayout.addWidget(self.bodiesTable)

        self.newBodyRow = QHBoxLayout()
        self.newBodyRow.setObjectName(u"newBodyRow")
        self.bodyNameEdit = QLineEdit(self.bodiesGroup)
        self.bodyNameEdit.setObjectName(u"bodyNameEdit")

        self.newBodyRow.addWidget(self.bodyNameEdit)

        self.sideCombo = QComboBox(self.bodiesGroup)
        self.sideCombo.setObjectName(u"sideCombo")

        self.newBodyRow.addWidget(self.sideCombo)

        self.addBodyButton = QPushButton(self.bodiesGroup)
        self.addBodyButton.setObjectName(u"addBodyButton")

        self.newBodyRow.addWidget(self.addBodyButton)


        self.bodiesLayout.addLayout(self.newBodyRow)

        self.removeRow = QHBoxLayout()
        self.removeRow.setObjectName(u"removeRow")
        self.removeSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.removeRow.addItem(self.removeSpacer)

        self.removeBodyButton = QPushButton(self.bodiesGroup)
        self.removeBodyButton.setObjectName(u"removeBodyButton")

        self.removeRow.addWidget(self.removeBodyButton)


        self.bodiesLayout.addLayout(self.removeRow)


        self.columnsLayout.addWidget(self.bodiesGroup)


        self.mainLayout.addLayout(self.columnsLayout)

        self.errorLabel = QLabel(PoleaxeBodiesDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setStyleSheet(u"color: #b00020; font-weight: bold;")
        self.errorLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(PoleaxeBodiesDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.Cancel|QDialogButtonBox.Ok)

        self.mainLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.assignComboLabel.setBuddy(self.assignCombo)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(PoleaxeBodiesDialog)

        QMetaObject.connectSlotsByName(PoleaxeBodiesDialog)
    # setupUi

    def retranslateUi(self, PoleaxeBodiesDialog):
        PoleaxeBodiesDialog.setWindowTitle(QCoreApplication.translate("PoleaxeBodiesDialog", u"Set Up Bodies", None))
        self.introLabel.setText(QCoreApplication.translate("PoleaxeBodiesDialog", u"Group the squads into named bodies (battles or conroys). A body moves, declares and charges as one on the move-space line. Every squad must be in a body of its own side; then roll 2d6 for the distance between the sides.", None))
        self.squadsGroup.setTitle(QCoreApplication.translate("PoleaxeBodiesDialog", u"&Squads", None))
        self.assignComboLabel.setText(QCoreApplication.translate("PoleaxeBodiesDialog", u"Put the selected squads &in:", None))
        self.assignButton.setText(QCoreApplication.translate("PoleaxeBodiesDialog", u"&Assign", None))
        self.bodiesGroup.setTitle(QCoreApplication.translate("PoleaxeBodiesDialog", u"&Bodies", None))
        self.bodyNameEdit.setPlaceholderText(QCoreApplication.translate("PoleaxeBodiesDialog", u"New body's name, e.g. Left battle", None))
        self.addBodyButton.setText(QCoreApplication.translate("PoleaxeBodiesDialog", u"A&dd body", None))
        self.removeBodyButton.setText(QCoreApplication.translate("PoleaxeBodiesDialog", u"&Remove body", None))
#if QT_CONFIG(tooltip)
        self.removeBodyButton.setToolTip(QCoreApplication.translate("PoleaxeBodiesDialog", u"Remove the selected body; its squads are left unplaced", None))
#endif // QT_CONFIG(tooltip)
        self.errorLabel.setText("")
    # retranslateUi

