"""Campaign ▸ Table Link (issue 28): the GM's window serves the pages, shows them as QR codes, lists who is connected,
Stop ends every connection, and the link follows the campaign as it is reopened, switched or closed."""

from __future__ import annotations

import json
import socket
import time
import urllib.error
import urllib.request

import pytest
import segno
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from muster.services import queries as q

from gui_helpers import key

pytestmark = pytest.mark.timeout(120)


@pytest.fixture
def window(make_window, campaign_copy):
    window = make_window()
    assert window.open_campaign(campaign_copy("sample.muster", sample=True, seed=3))
    yield window
    window.table_link.stop()  # a failed test leaves no server behind


def _open(qtbot, window):
    key(qtbot, window, "Ctrl+Shift+T")  # Campaign ▸ Table Link…
    shown = window.table_link.link_window
    assert shown is not None
    qtbot.waitUntil(shown.isVisible)
    return shown


def _start_on_loopback(qtbot, shown):
    shown.addressCombo.lineEdit().selectAll()
    qtbot.keyClicks(shown.addressCombo.lineEdit(), "127.0.0.1")
    qtbot.mouseClick(shown.startButton, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(shown.cards) and all(c.isVisible() for c in shown.cards), timeout=10000)
    return shown.control.info


def _get(url: str) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=10) as answer:
            return answer.status, answer.read()
    except urllib.error.HTTPError as refused:
        return refused.code, refused.read()


def _state(url: str) -> dict:
    status, body = _get(url + "state.json")
    assert status == 200
    return json.loads(body)


def _phone(url: str) -> socket.socket:
    """A phone opening ``url``'s event stream; returns once the first state event has come."""
    host_port, path = url.removeprefix("http://").split("/", 1)
    host, port = host_port.rsplit(":", 1)
    phone = socket.create_connection((host, int(port)), timeout=10)
    phone.sendall(f"GET /{path}events HTTP/1.1\r\nHost: {host_port}\r\n\r\n".encode("ascii"))
    seen = b""
    while b"event: state" not in seen:
        chunk = phone.recv(65536)
        assert chunk, seen
        seen += chunk
    assert seen.startswith(b"HTTP/1.1 200"), seen[:200]
    return phone


def _stream_ends(phone: socket.socket) -> bool:
    """True once the server has closed the stream (what is still in flight is read and dropped)."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            if phone.recv(65536) == b"":
                return True
        except ConnectionResetError:
            return True
    return False


def _rows(shown) -> list[tuple[str, str]]:
    view = shown.connectionsView
    return [(view.topLevelItem(i).text(0), view.topLevelItem(i).text(1)) for i in range(view.topLevelItemCount())]


def test_off_by_default_then_started_from_the_campaign_menu_shows_every_page(qtbot, window):
    assert window.actionTableLink in window.menuCampaign.actions()
    assert not window.table_link.running  # nothing is served until the GM asks
    shown = _open(qtbot, window)
    assert not window.table_link.running and not shown.cards and shown.emptyLabel.isVisible()
    assert shown.addressCombo.currentText() != "0.0.0.0"
    offered = [shown.addressCombo.itemText(i) for i in range(shown.addressCombo.count())]
    assert "127.0.0.1" in offered and "0.0.0.0" not in offered
    assert not shown.stopButton.isEnabled() and shown.portSpin.value() == 0
    info = _start_on_loopback(qtbot, shown)
    assert info is not None and info.bind == "127.0.0.1" and info.port > 0
    assert window.table_link.running and shown.stopButton.isEnabled() and not shown.startButton.isEnabled()
    sides = [s.name for s in q.roster(window.service)[0]]
    assert [c.titleLabel.text() for c in shown.cards] == ["Table (TV)"] + sides  # the table's page first
    assert [c.urlLabel.text() for c in shown.cards] == [info.table_url] + [s.url for s in info.sides]
    assert all(c.urlLabel.text().startswith(f"http://127.0.0.1:{info.port}/p/") for c in shown.cards)
    assert len({c.urlLabel.text() for c in shown.cards}) == len(shown.cards)  # a token of its own each
    assert all(c.urlLabel.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByMouse for c in shown.cards)
    qtbot.mouseClick(shown.cards[1].copyButton, Qt.MouseButton.LeftButton)
    from PySide6.QtGui import QGuiApplication

    assert QGuiApplication.clipboard().text() == info.sides[0].url
    for card in shown.cards:
        status, body = _get(card.urlLabel.text())
        assert status == 200 and body.lstrip().lower().startswith(b"<!doctype html")
    assert _state(info.table_url)["page"] == "table"
    assert _state(info.sides[0].url)["side"]["name"] == sides[0]


def test_each_qr_code_is_segnos_matrix_of_the_address_shown(qtbot, window):
    shown = _open(qtbot, window)
    _start_on_loopback(qtbot, shown)
    assert len(shown.cards) >= 3
    for card in shown.cards:
        rows = [list(r) for r in segno.make(card.urlLabel.text(), error="m", micro=False).matrix_iter(border=4)]
        assert card.qrLabel.pixmap().size() == card.qrLabel.size() * card.qrLabel.pixmap().devicePixelRatio()
        image = card.qrLabel.grab().toImage()  # what the screen shows
        count = len(rows)
        assert image.width() == image.height() and image.width() % count == 0
        module = image.width() // count
        assert module * count >= 200 * image.devicePixelRatio()  # big enough to scan across a table
        dark = [[QColor(image.pixel(x * module + module // 2, y * module + module // 2)).lightness() < 128
                 for x in range(count)] for y in range(count)]
        assert dark == [[bool(v) for v in row] for row in rows], card.titleLabel.text()
        assert not any(dark[0]) and not any(row[0] for row in dark)  # the quiet zone is there


def test_who_is_connected_and_stop_ends_every_connection(qtbot, window):
    shown = _open(qtbot, window)
    info = _start_on_loopback(qtbot, shown)
    assert _rows(shown) == []
    table = _phone(info.table_url)
    qtbot.waitUntil(lambda: _rows(shown) == [("Table (TV)", "127.0.0.1")], timeout=5000)
    side = _phone(info.sides[0].url)
    qtbot.waitUntil(lambda: _rows(shown) == [("Table (TV)", "127.0.0.1"), (info.sides[0].name, "127.0.0.1")],
                    timeout=5000)
    assert shown.connectionsView.topLevelItem(0).text(2)  # since when
    assert "(2)" in shown.connectionsBox.title()
    side.close()  # a phone leaves: it leaves the list
    qtbot.waitUntil(lambda: _rows(shown) == [("Table (TV)", "127.0.0.1")], timeout=5000)
    qtbot.mouseClick(shown.stopButton, Qt.MouseButton.LeftButton)
    assert _rows(shown) == [] and not window.table_link.running and not shown.cards
    assert _stream_ends(table)
    table.close()
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", info.port), timeout=2).close()
    assert shown.startButton.isEnabled()


def test_the_link_follows_the_campaign_reopened_switched_and_closed(qtbot, window, campaign_copy):
    shown = _open(qtbot, window)
    info = _start_on_loopback(qtbot, shown)
    path = window.service.file.path
    table = _phone(info.table_url)
    window.session.close()
    closed = _state(info.table_url)
    assert closed["closed"] is True and path.stem not in json.dumps(closed)  # nothing about the campaign
    assert window.table_link.running and not shown.startButton.isEnabled()
    assert window.open_campaign(path)  # reopened: the same addresses serve it again
    assert _state(info.table_url)["campaign"] == path.stem and _state(info.table_url)["closed"] is False
    assert shown.control.info.table_url == info.table_url
    other = campaign_copy("other.muster", sample=True, seed=4)
    assert window.open_campaign(other)  # another campaign: the window shows the addresses that serve it
    qtbot.waitUntil(lambda: bool(shown.cards))
    now = window.table_link.info
    assert now.port == info.port and now.table_url != info.table_url  # new addresses: no phone follows by chance
    assert _get(info.table_url) == (404, b"") and _stream_ends(table)
    assert [c.urlLabel.text() for c in shown.cards] == [now.table_url] + [s.url for s in now.sides]
    assert _state(now.table_url)["campaign"] == "other" and _state(now.table_url)["closed"] is False
    phone = _phone(now.table_url)
    qtbot.waitUntil(lambda: _rows(shown) == [("Table (TV)", "127.0.0.1")], timeout=5000)
    phone.close()
    assert _state(now.sides[0].url)["side"]["name"] == q.roster(window.service)[0][0].name
    table.close()


def test_a_change_reaches_the_pages_and_a_bad_address_is_refused_in_the_window(qtbot, window):
    shown = _open(qtbot, window)
    shown.addressCombo.lineEdit().selectAll()
    qtbot.keyClicks(shown.addressCombo.lineEdit(), "not an address")
    qtbot.mouseClick(shown.startButton, Qt.MouseButton.LeftButton)
    assert not window.table_link.running and "b00020" in shown.stateLabel.styleSheet()
    assert "not an address" in shown.stateLabel.text()  # the link's own message names what was typed
    info = _start_on_loopback(qtbot, shown)
    before = _state(info.table_url)["seq"]
    key(qtbot, window, "Ctrl+.")  # Battle ▸ Next Phase: a committed change
    qtbot.waitUntil(lambda: _state(info.table_url)["seq"] > before, timeout=5000)


def test_closing_the_window_keeps_the_link_and_quitting_stops_it(qtbot, window):
    shown = _open(qtbot, window)
    info = _start_on_loopback(qtbot, shown)
    phone = _phone(info.table_url)
    shown.close()
    assert window.table_link.running and _get(info.table_url)[0] == 200  # the window said so
    assert "keeps" in shown.noteLabel.text()
    reopened = _open(qtbot, window)
    assert reopened is shown and [c.urlLabel.text() for c in reopened.cards][0] == info.table_url
    window.close()  # quitting Muster
    assert not window.table_link.running and not shown.isVisible()
    assert _stream_ends(phone)
    phone.close()
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", info.port), timeout=2).close()


def test_a_side_added_while_serving_gets_its_page_in_the_window(qtbot, window):
    from gui_helpers import type_into, when_dialog_opens

    shown = _open(qtbot, window)
    _start_on_loopback(qtbot, shown)
    before = len(shown.cards)
    seen = when_dialog_opens(qtbot, type_into(qtbot, "Clan Boar"))
    window.actionAddSide.trigger()  # Campaign ▸ Add Side…, named in its dialog
    assert "dialog" in seen
    qtbot.waitUntil(lambda: len(shown.cards) == before + 1)
    card = shown.cards[-1]
    assert card.titleLabel.text() == "Clan Boar"
    assert _state(card.urlLabel.text())["side"]["name"] == "Clan Boar"
