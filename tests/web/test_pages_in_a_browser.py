"""The table link's pages in a real browser (issue 28): the distribution's Chromium, headless, through Playwright.

The pages (``resources/web/``) are served by the real :class:`muster.web.link.TableLink` on 127.0.0.1 over the
sample campaign. A phone-sized page sees its side's forces; the GM acts through the service and the page follows
within a second; a hidden unit leaves the page; the "reconnecting" banner shows while the link is down and goes away
when it is back (the page reaches the link through a small TCP relay the test stops and starts on the same port,
as a phone's Wi-Fi drops and returns). One browser for the module; no browser is downloaded: without
``/usr/bin/chromium`` the module is skipped, or fails in CI, which must run it.
"""

from __future__ import annotations

import os
import socket
import threading
from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
# without the background-networking flags Chromium reaches for Google's services, and a closed network refuses it
CHROMIUM_ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE = {"width": 360, "height": 640}
TV = {"width": 1920, "height": 1080}
FOLLOW_MS = 1000  # the page shows a committed action within this


def _unavailable(reason: str) -> None:
    if os.environ.get("CI"):
        pytest.fail(f"{reason}: CI must run the browser test (.ci/run installs chromium: "
                    "packaging/real-display-packages)")
    pytest.skip(f"{reason} (install the distribution's chromium to run it)")


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    if not CHROMIUM.exists():
        _unavailable(f"{CHROMIUM} is missing")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _unavailable("playwright is not installed")
    profile = tmp_path_factory.mktemp("chromium-profile")
    with sync_playwright() as p:
        context = p.chromium.launch_persistent_context(str(profile), executable_path=str(CHROMIUM),
                                                       args=CHROMIUM_ARGS, headless=True, viewport=PHONE)
        try:
            yield context
        finally:
            context.close()


@pytest.fixture
def page(browser):
    tab = browser.new_page()
    errors: list[str] = []
    tab.on("pageerror", lambda exc: errors.append(str(exc)))
    yield tab
    tab.close()
    assert errors == [], errors  # no script error on any page


@pytest.fixture
def link(sample_service):
    from muster.web.link import TableLink

    table_link = TableLink(sample_service, bind="127.0.0.1", port=0, language="en")
    info = table_link.start()
    yield table_link, info
    table_link.stop()


def _unit_id(svc, name: str) -> int:
    return svc.file.raw.execute("SELECT id FROM units WHERE name = ?", (name,)).fetchone()[0]


def _side_url(info, name: str) -> str:
    return next(side.url for side in info.sides if side.name == name)


def _state(url: str) -> dict:
    """The page's JSON as the server answers it now (the texts the page must show)."""
    import json
    import urllib.request

    with urllib.request.urlopen(url + "state.json", timeout=5) as answer:
        return json.loads(answer.read())


def _card(tab, name: str):
    return tab.locator("article.unit").filter(has=tab.locator(".name", has_text=name))


def _no_horizontal_scroll(tab) -> None:
    width = tab.viewport_size["width"]
    assert tab.evaluate("document.documentElement.scrollWidth") <= width


# ---- the relay: the link seen through a connection the test can cut ----------------------------------------------
class Relay:
    """Forwards a local port to the link's; :meth:`cut` closes the port and every connection through it, and
    :meth:`restore` listens on the same port again."""

    def __init__(self, target_port: int):
        self.target_port = target_port
        self.port = 0
        self._server: socket.socket | None = None
        self._open: set[socket.socket] = set()
        self._lock = threading.Lock()

    def restore(self) -> None:
        server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        server.bind(("127.0.0.1", self.port))
        server.listen(16)
        self.port = server.getsockname()[1]
        self._server = server
        threading.Thread(target=self._accept, args=(server,), daemon=True).start()

    def cut(self) -> None:
        server, self._server = self._server, None
        if server is not None:
            try:
                server.shutdown(socket.SHUT_RDWR)  # wakes the thread blocked in accept (close alone leaves it)
            except OSError:
                pass
            server.close()
        with self._lock:
            conns, self._open = self._open, set()
        for conn in conns:
            try:
                conn.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            conn.close()

    def _accept(self, server: socket.socket) -> None:
        while True:
            try:
                client, _ = server.accept()
            except OSError:
                return  # cut
            try:
                upstream = socket.create_connection(("127.0.0.1", self.target_port))
            except OSError:
                client.close()
                continue
            with self._lock:
                self._open |= {client, upstream}
            for src, dst in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(src, dst), daemon=True).start()

    def _pump(self, src: socket.socket, dst: socket.socket) -> None:
        try:
            while data := src.recv(65536):
                dst.sendall(data)
        except OSError:
            pass
        finally:
            for s in (src, dst):
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass


# ---- the tests ---------------------------------------------------------------------------------------------------
def test_a_side_page_on_a_phone_shows_its_forces_and_follows_the_gm(page, link, sample_service):
    from playwright.sync_api import expect

    from muster.services import generic, visibility

    svc = sample_service
    table_link, info = link
    page.set_viewport_size(PHONE)
    page.goto(_side_url(info, "The Crown"))
    # its own forces, first and marked, with what the GM sees of them
    own = page.locator("section.side.own").first
    expect(own.locator(".badge")).to_have_text(_state(_side_url(info, "The Crown"))["text"]["own"])
    for name in ("Guard Pikes", "1st Squad", "Sheriff's Spears", "Royal Pikemen", "Tusker"):
        expect(_card(page, name)).to_be_visible()
    expect(_card(page, "Guard Pikes").locator(".status")).to_have_text("12/12 hits")
    expect(_card(page, "1st Squad").locator("dl.fields")).to_contain_text("Experienced")
    tusker = _card(page, "Tusker")
    expect(tusker.locator(".heat svg .shutdown-mark")).to_have_count(1)
    expect(tusker.locator(".heat svg .heat-value")).to_have_text("0")
    expect(tusker.locator(".doll svg g.loc")).to_have_count(11)  # one region per location
    expect(_card(page, "Sheriff's Spears").locator(".pips .pip:not(.lost)")).to_have_count(3)
    # the other side as the Player View shows it
    expect(_card(page, "Warthog").locator(".status")).to_contain_text("armor 100%")
    assert page.evaluate("document.documentElement.lang") == "en"
    _no_horizontal_scroll(page)

    # the GM acts: the page follows within a second, undo too
    pikes = _unit_id(svc, "Guard Pikes")
    generic.apply_damage(svc, pikes, 3)
    expect(_card(page, "Guard Pikes").locator(".status")).to_have_text("9/12 hits", timeout=FOLLOW_MS)
    svc.undo()
    expect(_card(page, "Guard Pikes").locator(".status")).to_have_text("12/12 hits", timeout=FOLLOW_MS)

    # a mech runs hot: the gauge fills past the shutdown mark
    from muster.services import roster

    tusker_id = _unit_id(svc, "Tusker")
    mech_state = _unit_state(svc, tusker_id)
    roster.set_unit_state(svc, tusker_id, {**mech_state, "heat": 17})
    expect(tusker.locator(".heat svg .heat-value")).to_have_text("17", timeout=FOLLOW_MS)
    expect(tusker.locator(".heat svg .heat-fill")).to_have_count(1)

    # hidden from the players: gone from the page, name and all; revealed: back
    warthog = _unit_id(svc, "Warthog")
    visibility.set_hidden(svc, [warthog], True)
    expect(_card(page, "Warthog")).to_have_count(0, timeout=FOLLOW_MS)
    assert "Warthog" not in page.content()
    svc.undo()
    expect(_card(page, "Warthog")).to_have_count(1, timeout=FOLLOW_MS)
    _no_horizontal_scroll(page)
    assert table_link.running


def _unit_state(svc, unit_id: int) -> dict:
    import json

    return json.loads(svc.file.raw.execute("SELECT state FROM units WHERE id = ?", (unit_id,)).fetchone()[0])


def test_the_banner_shows_while_the_link_is_down_and_goes_when_it_is_back(page, link, sample_service):
    from playwright.sync_api import expect

    from muster.services import generic

    table_link, info = link
    relay = Relay(info.port)
    relay.restore()
    try:
        url = _side_url(info, "The Crown").replace(f":{info.port}/", f":{relay.port}/")
        page.set_viewport_size(PHONE)
        page.goto(url)
        banner = page.locator("#banner")
        expect(_card(page, "Guard Pikes")).to_be_visible()
        expect(banner).to_be_hidden()

        relay.cut()  # the phone's Wi-Fi drops
        expect(banner).to_be_visible(timeout=3000)
        expect(banner).to_have_text(_state(_side_url(info, "The Crown"))["text"]["reconnecting"])
        _no_horizontal_scroll(page)
        generic.apply_damage(sample_service, _unit_id(sample_service, "Guard Pikes"), 2)  # meanwhile, at the table

        relay.restore()  # back: the stream reopens by itself and brings what happened meanwhile
        expect(banner).to_be_hidden(timeout=6000)
        expect(_card(page, "Guard Pikes").locator(".status")).to_have_text("10/12 hits", timeout=FOLLOW_MS)

        table_link.stop()  # the GM stops the link
        expect(banner).to_be_visible(timeout=3000)
    finally:
        relay.cut()


def test_the_table_page_on_a_tv_uses_columns_and_large_type(page, link, sample_service):
    from playwright.sync_api import expect

    from muster.services import visibility

    _, info = link
    visibility.set_hidden(sample_service, [_unit_id(sample_service, "Peccary")], True)
    page.set_viewport_size(TV)
    page.goto(info.table_url)
    expect(page.locator("section.battle")).to_have_count(5)  # one battle of each system
    lefts = {round(box["x"]) for box in (b.bounding_box() for b in page.locator("section.battle").all()) if box}
    assert len(lefts) >= 2, lefts  # battles side by side
    log = page.locator("section.log")
    if log.count():
        assert log.bounding_box()["x"] > max(lefts)  # the log in its own column
    assert page.evaluate("parseFloat(getComputedStyle(document.documentElement).fontSize)") >= 20
    expect(_card(page, "Tusker").locator(".doll svg")).to_be_visible()
    expect(_card(page, "Warthog")).to_be_visible()
    assert "Peccary" not in page.content()
    _no_horizontal_scroll(page)


def test_names_are_shown_as_text_never_as_markup(page, link, sample_service):
    from playwright.sync_api import expect

    from muster.services import roster

    _, info = link
    name = '<img src=x onerror="window.pwned=1">Pikes & <b>Co</b>'
    roster.rename(sample_service, "units", _unit_id(sample_service, "Guard Pikes"), name)
    page.set_viewport_size(PHONE)
    page.goto(_side_url(info, "The Crown"))
    expect(_card(page, "Pikes & <b>Co</b>").locator(".name")).to_have_text(name)
    assert page.locator("#content img, #content b").count() == 0
    assert page.evaluate("window.pwned") is None


def test_the_page_speaks_the_gm_s_language(page, sample_service):
    from playwright.sync_api import expect

    from muster.web.link import TableLink

    table_link = TableLink(sample_service, bind="127.0.0.1", port=0, language="ru")
    info = table_link.start()
    try:
        url = _side_url(info, "The Crown")
        state = _state(url)
        page.set_viewport_size(PHONE)
        page.goto(url)
        expect(page.locator("section.side.own .badge").first).to_have_text(state["text"]["own"])
        assert page.evaluate("document.documentElement.lang") == "ru"
        assert page.title() == state["text"]["title"]
        _no_horizontal_scroll(page)
    finally:
        table_link.stop()


def test_after_the_phone_slept_the_page_opens_the_stream_again_and_fetches_the_state(page, link):
    from playwright.sync_api import expect

    _, info = link
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url.rsplit("/", 1)[-1]))
    page.set_viewport_size(PHONE)
    page.goto(_side_url(info, "The Crown"))
    expect(_card(page, "Guard Pikes")).to_be_visible()
    assert asked.count("events") == 1 and asked.count("state.json") == 1, asked
    # 31 s of sleep, with no event or ping heard meanwhile: on waking, the page starts again
    page.evaluate("(() => { const now = Date.now; Date.now = () => now() + 31000;"
                  " document.dispatchEvent(new Event('visibilitychange')); })()")
    page.wait_for_function("() => performance.getEntriesByType('resource')"
                           ".filter(e => e.name.endsWith('/state.json')).length >= 2", timeout=FOLLOW_MS)
    assert asked.count("events") == 2 and asked.count("state.json") == 2, asked
    expect(page.locator("#banner")).to_be_hidden(timeout=FOLLOW_MS)
    expect(_card(page, "Guard Pikes")).to_be_visible()


def test_the_page_follows_the_campaign_closed_and_reopened(page, link, sample_service):
    from playwright.sync_api import expect

    table_link, info = link
    page.set_viewport_size(PHONE)
    page.goto(_side_url(info, "The Crown"))
    expect(_card(page, "Tusker")).to_be_visible()
    table_link.rebind(None)  # the GM closed the campaign: the page says so and shows nothing of it
    closed = _state(_side_url(info, "The Crown"))
    assert closed["closed"] is True
    expect(page.locator("#content .message")).to_have_text(closed["text"]["closed"], timeout=FOLLOW_MS)
    expect(page.locator("article.unit")).to_have_count(0)
    table_link.rebind(sample_service)  # and opened it again
    expect(_card(page, "Tusker")).to_be_visible(timeout=FOLLOW_MS)


def test_the_readme_pictures_come_out_at_the_phone_s_and_the_tv_s_size(browser, link, sample_service, tmp_path):
    import struct

    from muster.tools.web_screenshots import photograph, play_a_little

    _, info = link
    play_a_little(sample_service)
    sizes = []
    for picture in photograph(browser, info, tmp_path):
        head = picture.read_bytes()[:24]
        assert head[:8] == b"\x89PNG\r\n\x1a\n"
        sizes.append(struct.unpack(">II", head[16:24]))  # the IHDR chunk: width, height
    assert sizes == [(PHONE["width"], PHONE["height"]), (TV["width"], TV["height"])]
