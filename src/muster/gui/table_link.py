"""Campaign ▸ Table Link (issue 28): each side's page on the players' phones, the table's page on a TV.

``install(window)`` gives the main window its end of the link (:class:`TableLinkControl`): the command opens a
non-modal window (:class:`TableLinkWindow`) where the GM picks the address and port, starts and stops the server
(``muster.web.link.TableLink``), and reads each page's address as text and as a QR code, with who is connected.
The link follows the campaign through the session's signals: the campaign reopened or another opened, its pages
follow it (``rebind``); the campaign closed, they say so. Closing the window leaves the link
running; Stop or quitting Muster ends it.

Start-up stays lean: ``muster.web`` (and with it tornado) and ``segno`` are imported only when first used.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QDateTime, QLocale, QObject, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QColor, QGuiApplication, QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from muster.gui.forms.table_link_dialog import Ui_TableLinkWindow
from muster.i18n import fmt
from muster.services import ServiceError

if TYPE_CHECKING:
    from muster.gui.main_window import MainWindow
    from muster.services import CampaignService, ChangeSet
    from muster.web.link import Connection, LinkInfo, TableLink

QR_BORDER = 4  # the quiet zone around a QR code, in modules: what the QR standard asks for
QR_SIZE = 280  # the side of a QR code, quiet zone included, in logical pixels (scannable across a table)
QR_SIZE_MANY = 220  # ... when more than three pages share the window (rows of three: an address needs the width)
COLUMNS = 3
LOOPBACK = "127.0.0.1"
ADDRESS_LOOKUP_SECONDS = 0.5
CONNECTIONS_WIDTH = 300  # the Connected list beside the codes: page, phone, since


# ---- QR codes ----------------------------------------------------------------------------------------------------
def qr_modules(text: str) -> list[list[bool]]:
    """The QR code of ``text`` as rows of modules (True: dark), the quiet zone included."""
    import segno

    code = segno.make(text, error="m", micro=False)
    return [[bool(dark) for dark in row] for row in code.matrix_iter(scale=1, border=QR_BORDER)]


def qr_image(text: str, size: int = QR_SIZE, dpr: float = 1.0) -> QImage:
    """``text`` as a QR code, black on white, about ``size`` logical pixels wide: whole device pixels a module,
    so every module is a crisp square a phone's camera reads at once."""
    modules = qr_modules(text)
    count = len(modules)
    module = max(2, round(size * dpr) // count)
    image = QImage(count * module, count * module, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    black = QColor("black")
    for y, row in enumerate(modules):
        for x, dark in enumerate(row):
            if dark:
                painter.fillRect(QRect(x * module, y * module, module, module), black)
    painter.end()
    image.setDevicePixelRatio(dpr)
    return image


# ---- addresses ---------------------------------------------------------------------------------------------------
def address_choices(default: str) -> list[str]:
    """Where the link may listen: ``default`` first, this computer's other addresses, then 127.0.0.1 (this computer
    only). Never 0.0.0.0 (every network at once): the GM may type it, it is not offered."""
    found = [default]
    for info in _own_addresses():
        address = str(info[4][0])
        if address not in found and not address.startswith("127.") and address != "0.0.0.0":
            found.append(address)
    if LOOPBACK not in found:
        found.append(LOOPBACK)
    return found


def _own_addresses() -> list[tuple]:
    """This computer's IPv4 addresses by its name; a name server that does not answer within half a second gives
    none (the window opens at once: the default and the loopback address are enough)."""
    import socket
    import threading

    found: list[tuple] = []

    def look_up() -> None:
        try:
            found.extend(socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET))
        except OSError:  # no name for this computer
            pass

    worker = threading.Thread(target=look_up, name="table link addresses", daemon=True)
    worker.start()
    worker.join(ADDRESS_LOOKUP_SECONDS)
    return list(found) if not worker.is_alive() else []


# ---- the main window's end ---------------------------------------------------------------------------------------
class TableLinkControl(QObject):
    """Campaign ▸ Table Link: the window, the link it starts, and the link following the campaign."""

    #: the server's connections changed; emitted on the server's thread, delivered on the GUI's (queued)
    connections_changed = Signal()

    def __init__(self, window: MainWindow):
        super().__init__(window)
        self.window = window
        self.link: TableLink | None = None
        self.served: Path | None = None  # the campaign file the link was started for
        self.link_window: TableLinkWindow | None = None  # built on first use
        # the session's own signals, not a view of its dispatch: the link reads the file on its own after every
        # commit (CampaignService.watch); here only which campaign it serves, and the window's list of pages
        window.session.campaign_opened.connect(self._reload)
        window.session.campaign_closed.connect(lambda: self._reload(None))
        window.session.changed.connect(self._apply)
        self.connections_changed.connect(self._connections_changed, Qt.ConnectionType.QueuedConnection)

    @property
    def running(self) -> bool:
        return self.link is not None and self.link.running

    @property
    def info(self) -> LinkInfo | None:
        return self.link.info if self.link is not None and self.link.running else None

    def connections(self) -> list[Connection]:
        return self.link.connections() if self.link is not None and self.link.running else []

    def show_window(self) -> TableLinkWindow:
        if self.link_window is None:
            self.link_window = TableLinkWindow(self)
        else:
            self.link_window.refresh()  # what changed while it was closed (a side added, a campaign closed...)
        self.link_window.show()
        self.link_window.raise_()
        self.link_window.activateWindow()
        return self.link_window

    def start(self, bind: str, port: int) -> LinkInfo:
        """Serve the open campaign's pages on ``bind``:``port`` (0: any free port); raises ServiceError saying
        why not (no campaign open, the address in use or not one of this computer's...)."""
        from muster.gui.i18n import current_language

        service = self.window.service
        if service is None:
            raise ServiceError(self.tr("Open a campaign first (File menu)."))
        self.stop()
        from muster.web.link import TableLink

        link = TableLink(service, bind=bind, port=port, language=current_language())
        link.on_connections_changed = self.connections_changed.emit
        info = link.start()  # (a refusal leaves nothing running: the link is dropped)
        self.link = link
        self.served = service.file.path.resolve()
        return info

    def stop(self) -> None:
        """End the link and every connection to it (nothing happens when it is not running)."""
        link, self.link = self.link, None
        if link is not None:
            link.on_connections_changed = None  # nothing reaches a window that may be going
            link.stop()
        if self.link_window is not None:
            self.link_window.refresh()

    def shut_down(self) -> None:
        """Muster is quitting: the link stops with it."""
        self.stop()
        if self.link_window is not None:
            self.link_window.close()

    # ---- following the campaign ------------------------------------------------------------------------------
    def _reload(self, service: CampaignService | None) -> None:
        """The same campaign reopened, or none open: the pages follow it (same addresses). Another campaign file: the
        link starts again on the same address and port with new addresses, so no phone follows a campaign it was
        not given, and every stream opened for the old one ends (``rebind`` renews the tokens but leaves those
        streams open, listed as connected)."""
        link, problem = self.link, ""
        if link is not None and service is not None and service.file.path.resolve() != self.served:
            info = link.info
            self.stop()
            if info is not None:
                try:
                    self.start(info.bind, info.port)
                except ServiceError as exc:
                    problem = str(exc)
        elif link is not None:
            link.rebind(service)
        if self.link_window is not None:
            self.link_window.refresh()
            if problem:
                self.link_window.say(problem, error=True)

    def _apply(self, changes: ChangeSet, origin: object) -> None:
        if self.link_window is not None and self.link_window.isVisible():
            self.link_window.refresh_pages()  # a side added or renamed has its page at this change

    def _connections_changed(self) -> None:
        if self.link_window is not None:
            self.link_window.show_connections()


def install(window: MainWindow) -> TableLinkControl:
    """The main window's Campaign ▸ Table Link (the form's ``actionTableLink``); the window is built when opened."""
    control = TableLinkControl(window)
    window.actionTableLink.triggered.connect(lambda _checked=False: control.show_window())
    return control


# ---- the window --------------------------------------------------------------------------------------------------
class PageCard(QFrame):
    """One page: whose it is, its QR code, and its address as text to copy."""

    def __init__(self, title: str, url: str, qr_size: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("pageCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.url = url
        box = QVBoxLayout(self)
        box.setSpacing(6)
        self.titleLabel = QLabel(title)
        self.titleLabel.setObjectName("pageTitle")
        self.titleLabel.setTextFormat(Qt.TextFormat.PlainText)  # a side's name is the GM's text, never markup
        self.titleLabel.setStyleSheet("font-size: 14pt; font-weight: bold;")
        self.titleLabel.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.qrLabel = QLabel()
        self.qrLabel.setObjectName("pageQr")
        self.qrLabel.setAlignment(Qt.AlignmentFlag.AlignCenter)
        image = qr_image(url, qr_size, self.devicePixelRatioF())
        self.qrLabel.setPixmap(QPixmap.fromImage(image))
        self.qrLabel.setFixedSize(image.deviceIndependentSize().toSize())  # never squeezed: the pages scroll instead
        self.qrLabel.setToolTip(url)
        self.urlLabel = QLabel(url)
        self.urlLabel.setObjectName("pageUrl")
        self.urlLabel.setTextFormat(Qt.TextFormat.PlainText)
        self.urlLabel.setWordWrap(True)
        self.urlLabel.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.urlLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                              | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.copyButton = QPushButton(self.tr("&Copy Address"))
        self.copyButton.setObjectName("copyButton")
        self.copyButton.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self.copyButton.clicked.connect(self.copy)
        for widget in (self.titleLabel, self.qrLabel, self.urlLabel):
            box.addWidget(widget)
        box.addWidget(self.copyButton, 0, Qt.AlignmentFlag.AlignHCenter)

    def copy(self) -> None:
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(self.url)
        self.copyButton.setText(self.tr("Copied"))
        QTimer.singleShot(2000, self.copyButton, lambda: self.copyButton.setText(self.tr("&Copy Address")))


class TableLinkWindow(QWidget, Ui_TableLinkWindow):
    """The GM's window of the table link: address and port, Start and Stop, the pages and who is connected."""

    def __init__(self, control: TableLinkControl):
        super().__init__(None, Qt.WindowType.Window)
        self.setupUi(self)  # the compiled form as a mixin: the type checker sees its widgets
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)  # the GM's window alone keeps Muster running
        self.control = control
        self.cards: list[PageCard] = []
        self.shown_info: LinkInfo | None = None
        header = self.connectionsView.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.connectionsBox.setMaximumWidth(CONNECTIONS_WIDTH)
        self.emptyLabel = QLabel(self.tr("Press Start: a code to scan appears here for the table's TV and for each "
                                         "side's phones."), self.pagesWidget)
        self.emptyLabel.setObjectName("emptyLabel")
        self.emptyLabel.setWordWrap(True)
        self.emptyLabel.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.emptyLabel.setStyleSheet("font-size: 14pt; color: #5f6368;")
        self.pagesGrid.addWidget(self.emptyLabel, 0, 0, 1, COLUMNS)
        self.startButton.clicked.connect(self.start)
        self.stopButton.clicked.connect(self.stop)
        edit = self.addressCombo.lineEdit()
        if edit is not None:  # (the form makes the combo editable)
            edit.returnPressed.connect(self.start)
        self._fill_addresses()
        self._fit_screen()
        self.refresh()

    def _fill_addresses(self) -> None:
        from muster.web.link import default_bind_address

        self.addressCombo.clear()
        self.addressCombo.addItems(address_choices(default_bind_address()))
        self.addressCombo.setCurrentIndex(0)

    def _fit_screen(self) -> None:
        from muster.gui.screens import available_geometry

        area = available_geometry(self.control.window)
        self.resize(min(self.width(), area.width()), min(self.height(), area.height()))

    # ---- commands ---------------------------------------------------------------------------------------------
    def start(self) -> None:
        bind = self.addressCombo.currentText().strip()
        try:
            self.control.start(bind, self.portSpin.value())
        except ServiceError as exc:
            self.refresh()
            self.say(str(exc), error=True)
            return
        self.refresh()

    def stop(self) -> None:
        self.control.stop()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt)
        super().closeEvent(event)  # the link keeps serving: Stop ends it (the window says so)

    # ---- what it shows ----------------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Title, buttons, state, pages and connections as the link and the campaign stand now."""
        service = self.control.window.service
        name = service.file.path.stem if service is not None else self.tr("no campaign open")
        self.setWindowTitle(fmt(self.tr("Table Link — %1"), name))
        running = self.control.running
        self.startButton.setEnabled(service is not None and not running)
        self.stopButton.setEnabled(running)
        self.addressCombo.setEnabled(not running)
        self.portSpin.setEnabled(not running)
        info = self.control.info
        if info is not None:
            address = f"{info.bind}:{info.port}"
            if service is None:
                self.say(fmt(self.tr("Serving on %1. No campaign is open: the pages say so until you open one."),
                              address))
            else:
                self.say(fmt(self.tr("Serving on %1."), address))
        elif service is None:
            self.say(self.tr("Open a campaign first (File menu)."))
        else:
            self.say(self.tr("Off. Choose the address the phones can reach, then press Start."))
        self.refresh_pages()
        self.show_connections()

    def say(self, text: str, *, error: bool = False) -> None:
        self.stateLabel.setText(text)
        self.stateLabel.setStyleSheet("color: #b00020; font-weight: bold;" if error else "")

    def refresh_pages(self) -> None:
        """One card per page, the table's first, then each side's; rebuilt only when the pages changed."""
        info = self.control.info
        if info == self.shown_info and (self.cards or info is None):
            return
        self.shown_info = info
        for card in self.cards:
            self.pagesGrid.removeWidget(card)
            card.deleteLater()
        self.cards = []
        self.emptyLabel.setVisible(info is None)
        if info is None:
            return
        pages = [(self.tr("Table (TV)"), info.table_url)] + [(side.name, side.url) for side in info.sides]
        size = QR_SIZE if len(pages) <= COLUMNS else QR_SIZE_MANY
        for i, (title, url) in enumerate(pages):
            card = PageCard(title, url, size, self.pagesWidget)
            self.pagesGrid.addWidget(card, i // COLUMNS, i % COLUMNS, Qt.AlignmentFlag.AlignTop)
            self.cards.append(card)

    def show_connections(self) -> None:
        """Who is connected now: the page, the phone's address and since when (the table's page first)."""
        view = self.connectionsView
        view.clear()
        connections = sorted(self.control.connections(), key=lambda c: (c.page != "table", c.page, c.since))
        locale = QLocale()
        for connection in connections:
            page = self.tr("Table (TV)") if connection.page == "table" else connection.page
            since = QDateTime.fromSecsSinceEpoch(int(connection.since)).time()
            view.addTopLevelItem(QTreeWidgetItem([page, connection.peer,
                                                  locale.toString(since, QLocale.FormatType.ShortFormat)]))
        count = len(connections)
        self.connectionsBox.setTitle(fmt(self.tr("Connected (%1)"), count) if count else self.tr("Connected"))


# ---- screenshots -------------------------------------------------------------------------------------------------
def save_screenshot(window: MainWindow, out: Path) -> Path:
    """``table_link_window.png`` in ``out``: the window at 1280×720 serving the open campaign on 127.0.0.1, with
    one page open (an event stream from this process) in its Connected list."""
    import socket

    from PySide6.QtWidgets import QApplication

    control: TableLinkControl = window.table_link
    shown = control.show_window()
    shown.resize(1280, 720)
    shown.addressCombo.setCurrentText(LOOPBACK)
    shown.start()
    info = control.info
    assert info is not None, shown.stateLabel.text()
    path = info.table_url.split(f":{info.port}", 1)[1]
    phone = socket.create_connection((info.bind, info.port), timeout=5)
    phone.sendall(f"GET {path}events HTTP/1.1\r\nHost: {info.bind}\r\n\r\n".encode("ascii"))
    deadline = time.monotonic() + 5
    while not control.connections() and time.monotonic() < deadline:
        QApplication.processEvents()
        time.sleep(0.02)
    QApplication.processEvents()
    target = out / "table_link_window.png"
    shown.grab().save(str(target))
    print(target)
    phone.close()
    control.stop()
    shown.close()
    return target
