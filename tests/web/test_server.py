"""The table link's server on 127.0.0.1 (issue 28), through a real HTTP client: the pages, state.json and the
event stream; tokens, methods, limits; every kind of change reaching an open stream within half a second; Stop."""

from __future__ import annotations

import json
import socket
import time
import types

import pytest
from web_client import EventReader, fetch, raw_request

from muster.services import CampaignService, ServiceError, generic, visibility
from muster.services import battle as battle_svc
from muster.services import queries as q
from muster.web import link as link_module
from muster.web.link import TableLink, default_bind_address

LIVE = 0.5  # seconds: a change reaches every open page within this


@pytest.fixture
def link(sample_service):
    table = TableLink(sample_service, bind="127.0.0.1", language="en")
    table.start()
    yield table
    table.stop()


def _urls(table: TableLink) -> list[str]:
    info = table.info
    assert info is not None
    return [info.table_url, *(s.url for s in info.sides)]


def _battle(svc: CampaignService, system: str) -> q.BattleRow:
    return next(b for b in q.battles(svc) if b.system == system)


# ---- the pages --------------------------------------------------------------------------------------------------
def test_every_page_state_and_stream_answer(link, sample_service):
    info = link.info
    sides = q.roster(sample_service)[0]
    assert [s.name for s in info.sides] == [s.name for s in sides]
    assert info.bind == "127.0.0.1" and info.table_url.startswith(f"http://127.0.0.1:{info.port}/p/")
    for url, kind in zip(_urls(link), ["table"] + ["side"] * len(sides)):
        page = fetch(url)
        assert page.status == 200 and page.header("Content-Type").startswith("text/html")
        assert b'<html lang="en"' in page.body and b"<title>sample" in page.body
        assert page.header("Referrer-Policy") == "no-referrer" and page.header("Server") is None
        state = fetch(url + "state.json")
        assert state.status == 200 and state.header("Content-Type").startswith("application/json")
        data = json.loads(state.body)
        assert data["v"] == 1 and data["page"] == kind and data["closed"] is False
        assert {b["system"] for b in data["battles"]} == {"generic", "bucs", "poleaxe", "gurps", "mech"}
        css = fetch(url + "static/page.css")
        assert css.status == 200 and css.header("Content-Type").startswith("text/css")
        stream = EventReader(url + "events")
        try:
            assert stream.status == 200 and dict(stream.headers)["Content-Type"].startswith("text/event-stream")
            assert stream.next_state()[1] == data  # the same JSON, once at connect
        finally:
            stream.close()


def test_a_side_page_holds_its_own_units_in_full_and_the_others_as_the_player_view(link, sample_service):
    crown = link.info.sides[0]
    data = json.loads(fetch(crown.url + "state.json").body)
    assert data["side"] == {"id": crown.side_id, "name": crown.name}
    mech = next(b for b in data["battles"] if b["system"] == "mech")
    own = next(s for s in mech["sides"] if s["own"])
    other = next(s for s in mech["sides"] if not s["own"])
    assert own["name"] == crown.name
    for unit in own["units"]:
        assert unit["mech"]["heat_max"] > 0 and len(unit["mech"]["locations"]) == 11 and unit["fields"]
    public = visibility.player_battle(sample_service, mech["id"])
    summaries = {u.id: u.status for u in public.units if not u.own}
    for unit in other["units"]:
        assert unit["mech"] is None and unit["fields"] == [] and unit["status"] == summaries[unit["id"]]
    poleaxe = next(b for b in data["battles"] if b["system"] == "poleaxe")
    squad = next(s for s in poleaxe["sides"] if s["own"])["units"][0]
    assert squad["pips"][0]["max"] >= squad["pips"][0]["left"] > 0


# ---- access ------------------------------------------------------------------------------------------------------
def test_no_valid_token_no_answer(link):
    table = link.info.table_url
    base = table.split("/p/")[0]
    token = table.split("/p/")[1].strip("/")
    wrong = "A" * len(token)
    for path in ("/", "/p/", f"/p/{wrong}/", f"/p/{wrong}/state.json", f"/p/{wrong}/events", f"/p/{token}",
                 f"/p/{token[:-1]}/", f"/p/{token}/nothing", f"/p/{token}/static/", f"/p/{token}/static/.hidden",
                 f"/p/{token}/static/..%2Fpage.html", f"/p/{token}/static/%2e%2e%2fpyproject.toml",
                 "/favicon.ico", f"/{token}/", "/p/../../etc/passwd"):
        answer = fetch(base + path)
        assert answer.status == 404, path
        assert answer.body == b"", path
        said = answer.everything().lower()
        for secret in (b"sample", b"crown", b"rebels", b"tornado", b"muster"):
            assert secret not in said, (path, secret)


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT", "BREW"])
def test_every_other_method_is_refused(link, method):
    for url in (link.info.table_url, link.info.table_url + "state.json", link.info.table_url + "events",
                link.info.table_url.split("/p/")[0] + "/p/nothing/"):
        answer = fetch(url, method=method)
        assert answer.status == 405 and answer.body == b"", (method, url)
        assert b"sample" not in answer.everything().lower()


def test_head_answers_headers_only(link):
    answer = fetch(link.info.table_url + "state.json", method="HEAD")
    assert answer.status == 200 and answer.body == b""


def test_oversized_header_and_a_request_body_are_refused(link):
    url = link.info.table_url
    path = "/p/" + url.split("/p/")[1]
    big = b"GET " + path.encode() + b" HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 20_000 + b"\r\n\r\n"
    answer = raw_request(url, big)
    assert not answer.startswith(b"HTTP/1.1 200") and b"sample" not in answer
    with_body = (b"GET " + path.encode() + b"state.json HTTP/1.1\r\nHost: x\r\nContent-Length: 12\r\n\r\n"
                 b"hello world!")
    answer = raw_request(url, with_body)
    assert not answer.startswith(b"HTTP/1.1 200") and b"sample" not in answer


def test_the_connections_are_capped(link, monkeypatch):
    from muster.web import server

    monkeypatch.setattr(server, "MAX_CONNECTIONS", 3)
    streams = [EventReader(link.info.table_url + "events") for _ in range(3)]
    try:
        for s in streams:
            s.next_state()
        host, port = "127.0.0.1", link.info.port
        with socket.create_connection((host, port), timeout=3) as extra:
            try:
                extra.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
                said = extra.recv(100)
            except (ConnectionResetError, BrokenPipeError):
                said = b""
            assert said == b""  # closed unanswered
        assert len(link.connections()) == 3
    finally:
        for s in streams:
            s.close()


def test_the_default_bind_is_never_the_wildcard(monkeypatch, sample_service):
    found = default_bind_address()
    assert found != "0.0.0.0"
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.bind((found, 0))  # an address of this computer

    class NoRoute:
        def __init__(self, *args):
            pass

        def __enter__(self):
            return self

        def __exit__(self, *args):
            return False

        def connect(self, address):
            raise OSError("network is unreachable")

    def probe_with(kind) -> None:  # the link's own view of the socket module, nobody else's
        monkeypatch.setattr(link_module, "socket", types.SimpleNamespace(
            socket=kind, AF_INET=socket.AF_INET, SOCK_DGRAM=socket.SOCK_DGRAM))

    probe_with(NoRoute)
    assert default_bind_address() == "127.0.0.1"

    class Wildcard(NoRoute):
        def connect(self, address):
            pass

        def getsockname(self):
            return ("0.0.0.0", 0)

    probe_with(Wildcard)
    assert default_bind_address() == "127.0.0.1"
    monkeypatch.setattr(link_module, "socket", socket)
    monkeypatch.setattr(link_module, "default_bind_address", lambda: "127.0.0.1")
    table = TableLink(sample_service)  # no address chosen: the default one
    try:
        assert table.start().bind == "127.0.0.1"
    finally:
        table.stop()


def test_a_new_token_every_start(sample_service):
    table = TableLink(sample_service, bind="127.0.0.1")
    seen: set[str] = set()
    for _ in range(3):
        info = table.start()
        urls = _urls(table)
        tokens = {u.split("/p/")[1].strip("/") for u in urls}
        assert len(tokens) == len(urls) and not tokens & seen
        assert all(len(t) >= 32 for t in tokens)  # 24 random bytes, url-safe base64
        seen |= tokens
        table.stop()
        assert not table.running and table.info is None
        with pytest.raises(OSError):
            fetch(info.table_url)


def test_start_names_the_problem(sample_service):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with pytest.raises(ServiceError, match="in use"):
            TableLink(sample_service, bind="127.0.0.1", port=port).start()
    with pytest.raises(ServiceError, match="not an address of this computer"):
        TableLink(sample_service, bind="192.0.2.77").start()
    with pytest.raises(ServiceError, match="not an IP address"):
        TableLink(sample_service, bind="the laptop").start()


# ---- live --------------------------------------------------------------------------------------------------------
def _arrives(streams: list[EventReader], change) -> list[dict]:
    """Do ``change``; every stream's next state, each arrived within :data:`LIVE` of the change's start."""
    for s in streams:
        s.drain()
    started = time.monotonic()
    change()
    out = []
    for s in streams:
        at, state = s.next_state(timeout=5)
        assert at - started <= LIVE, f"{at - started:.3f} s"
        out.append(state)
    return out


def test_every_change_reaches_every_open_stream_in_half_a_second(link, sample_service):
    svc = sample_service
    streams = [EventReader(u + "events") for u in _urls(link)]
    try:
        first = [s.next_state()[1] for s in streams]
        fight = _battle(svc, "generic")
        attacker, target = fight.initiative[0], fight.initiative[1]
        seq = first[0]["seq"]
        steps = [
            ("action", lambda: generic.attack(svc, fight.id, attacker, target)),
            ("undo", svc.undo),
            ("redo", svc.redo),
            ("phase", lambda: battle_svc.next_phase(svc, fight.id)),
            ("rewind", lambda: svc.rewind(1)),
            ("hide", lambda: visibility.set_hidden(svc, [target], True)),
            ("reveal", lambda: visibility.set_hidden(svc, [target], False)),
        ]
        for name, change in steps:
            states = _arrives(streams, change)
            assert all(s["seq"] > seq for s in states), name
            seq = states[0]["seq"]
            if name == "hide":
                hidden = q.unit(svc, target).name
                assert all(hidden not in json.dumps(s, ensure_ascii=False) for s in states)
            if name == "phase":
                table = states[0]
                shown = next(b for b in table["battles"] if b["id"] == fight.id)
                assert shown["phase"] == q.battle(svc, fight.id).phase_name
    finally:
        for s in streams:
            s.close()


def test_reopening_and_closing_reach_the_streams(link, sample_service):
    from muster.campaign.file import CampaignFile

    path = sample_service.file.path
    before = _urls(link)
    units = [u.name for u in q.roster(sample_service)[2]]
    streams = [EventReader(u + "events") for u in before]
    try:
        for s in streams:
            s.next_state()
        states = _arrives(streams, lambda: link.rebind(None))
        for state in states:
            assert state["closed"] is True and state["battles"] == [] and state["campaign"] == ""
            said = json.dumps(state, ensure_ascii=False)
            assert not [name for name in units if name in said]
        sample_service.close()
        reopened = CampaignService(CampaignFile.open(path))
        try:
            states = _arrives(streams, lambda: link.rebind(reopened))
            assert all(s["closed"] is False and s["battles"] for s in states)
            assert _urls(link) == before  # the same campaign reopened: the phones keep their addresses
            fight = _battle(reopened, "generic")
            _arrives(streams, lambda: battle_svc.next_phase(reopened, fight.id))  # the reopened file is followed
        finally:
            link.stop()
            reopened.close()
    finally:
        for s in streams:
            s.close()


def test_connections_are_reported_and_stop_ends_every_stream(link):
    calls = []
    link.on_connections_changed = lambda: calls.append(len(link.connections()))
    streams = [EventReader(u + "events") for u in _urls(link)]
    for s in streams:
        s.next_state()
    found = link.connections()
    assert sorted(c.page for c in found) == sorted(["table", *(s.name for s in link.info.sides)])
    assert all(c.peer == "127.0.0.1" and abs(c.since - time.time()) < 30 for c in found)
    assert calls and calls[-1] == len(streams)
    link.stop()
    for s in streams:
        assert s.ended.wait(2), "a stream outlived Stop"
    assert link.connections() == [] and not link.running
    link.stop()  # idempotent


def test_a_new_side_gets_its_own_page_at_the_next_change(link, sample_service):
    from muster.services import roster

    before = {s.side_id for s in link.info.sides}
    table = EventReader(link.info.table_url + "events")
    try:
        table.next_state()
        side = _arrives([table], lambda: roster.create_side(sample_service, "The Wardens"))
        assert side[0]["page"] == "table"
        new = [s for s in link.info.sides if s.side_id not in before]
        assert [s.name for s in new] == ["The Wardens"] and new[0].url not in _urls(link)[:len(before) + 1]
        state = json.loads(fetch(new[0].url + "state.json").body)
        assert state["side"] == {"id": new[0].side_id, "name": "The Wardens"}
    finally:
        table.close()


def test_the_page_speaks_the_language_asked(sample_service):
    table = TableLink(sample_service, bind="127.0.0.1", language="ru")
    try:
        info = table.start()
        assert b'<html lang="ru"' in fetch(info.table_url).body
        assert json.loads(fetch(info.sides[0].url + "state.json").body)["lang"] == "ru"
    finally:
        table.stop()


def test_a_closed_campaign_page_holds_nothing_of_it(link, sample_service):
    names = [u.name for u in q.roster(sample_service)[2]] + [b.name for b in q.battles(sample_service)]
    link.rebind(None)
    for url in _urls(link):
        for answer in (fetch(url), fetch(url + "state.json")):
            assert answer.status == 200
            said = answer.body.decode("utf-8")
            assert "sample" not in said and not [n for n in names if n in said]
        assert json.loads(fetch(url + "state.json").body)["closed"] is True


def test_an_idle_stream_is_pinged(sample_service, monkeypatch):
    from muster.web import server

    monkeypatch.setattr(server, "PING_SECONDS", 0.1)
    table = TableLink(sample_service, bind="127.0.0.1")
    stream = None
    try:
        stream = EventReader(table.start().table_url + "events")
        stream.next_state()
        deadline = time.monotonic() + 5
        while b": ping\n\n" not in stream.raw and time.monotonic() < deadline:
            time.sleep(0.05)
        assert b": ping\n\n" in stream.raw
        assert stream.states.empty()  # a ping is a comment: no new state
    finally:
        table.stop()
        if stream is not None:
            stream.close()


def test_another_campaign_gets_new_addresses_even_after_a_close(link, sample_service, campaign_copy):
    from muster.campaign.file import CampaignFile

    before = _urls(link)
    link.rebind(None)
    assert _urls(link) == before  # closed: the same pages, saying so
    sample_service.close()
    other = CampaignService(CampaignFile.open(campaign_copy("other.muster", sample=True)))
    try:
        link.rebind(other)
        after = _urls(link)
        assert not set(after) & set(before)
        assert all(fetch(url).status == 404 for url in before)
        assert json.loads(fetch(after[0] + "state.json").body)["campaign"] == "other"
    finally:
        link.stop()
        other.close()
