"""The table link (issue 28): the campaign's pages served on the local network, live, one token per page.

:class:`TableLink` is what the window (Campaign ▸ Table Link) and ``muster serve`` start. It builds every page on
the thread that owns the campaign service, after every commit (:meth:`CampaignService.watch`), as bytes, and hands
them to the server's own thread (:mod:`muster.web.server`, tornado, imported at :meth:`TableLink.start`), which
never touches the campaign. Tokens are ``secrets.token_urlsafe(24)`` (192 bits), one per page, new at every start.
"""

from __future__ import annotations

import errno
import html
import ipaddress
import logging
import re
import secrets
import socket
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from muster import i18n
from muster.i18n import Msg
from muster.services.core import ServiceError

if TYPE_CHECKING:
    from muster.services.core import CampaignService, ChangeSet
    from muster.services.table_pages import PageCache, PageData
    from muster.web.server import PageBytes, PageServer

log = logging.getLogger(__name__)

PROBE_ADDRESS = ("10.254.254.254", 1)  # a private address: "connecting" a UDP socket sends nothing
LOOPBACK = "127.0.0.1"
LANG_ATTRIBUTE = re.compile(r'<html\s+lang="[^"]*"', re.IGNORECASE)
TITLE_ELEMENT = re.compile(r"<title>[^<]*</title>", re.IGNORECASE)
FALLBACK_HTML = ("<!DOCTYPE html><html lang=\"{{lang}}\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" "
                 "content=\"width=device-width, initial-scale=1\"><title>{{title}}</title></head><body></body></html>")


@dataclass(frozen=True)
class SidePage:
    side_id: int
    name: str
    url: str


@dataclass(frozen=True)
class LinkInfo:
    bind: str
    port: int
    table_url: str
    sides: tuple[SidePage, ...]


@dataclass(frozen=True)
class Connection:
    page: str  # "table" or the side's name
    peer: str  # the phone's address
    since: float  # time.time() when it connected


def default_bind_address() -> str:
    """The laptop's local-network address (the one its route to a private network leaves from), else loopback.
    Never the wildcard address."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(PROBE_ADDRESS)
            found = probe.getsockname()[0]
    except OSError:
        return LOOPBACK
    return found if found and found != "0.0.0.0" else LOOPBACK


def _url_host(address: str) -> str:
    return f"[{address}]" if ":" in address else address


def _check_address(bind: str) -> str:
    try:
        return str(ipaddress.ip_address(bind.strip().strip("[]")))
    except ValueError:
        raise ServiceError(Msg("TableLink", "“%1” is not an IP address (such as 192.168.1.20).").args(bind)) from None


def _start_error(exc: OSError, bind: str, port: int) -> ServiceError:
    if exc.errno == errno.EADDRINUSE:
        return ServiceError(Msg("TableLink", "The address %1, port %2 is in use: choose another port.").args(
            bind, port))
    if exc.errno == errno.EADDRNOTAVAIL:
        return ServiceError(Msg("TableLink", "%1 is not an address of this computer.").args(bind))
    if exc.errno in (errno.EACCES, errno.EPERM):
        return ServiceError(Msg("TableLink", "Port %1 needs rights this user does not have: choose a port above "
                                             "1024.").args(port))
    return ServiceError(Msg("TableLink", "The table link could not start on %1, port %2: %3").args(
        bind, port, exc.strerror or str(exc)))


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return a == b


class TableLink:
    """The campaign's pages on the local network: start, stop, follow a reopened campaign, who is connected."""

    def __init__(self, service: CampaignService | None, *, bind: str | None = None, port: int = 0,
                 language: str | None = None):
        self._service = service
        self._bind = bind
        self._port = port
        self._language = language
        self._server: PageServer | None = None
        self._info: LinkInfo | None = None
        self._tokens: dict[int | None, str] = {}  # side id (None: the table) -> token
        self._names: dict[int, str] = {}  # side id -> its name, as last seen
        self._unwatch: Callable[[], None] | None = None
        self._seq = 0
        self._template = ""
        self._cache: PageCache | None = None
        self._served: Path | None = None  # the file whose pages the tokens were given for
        self.on_connections_changed: Callable[[], None] | None = None

    # ---- the contract ---------------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._server is not None

    @property
    def info(self) -> LinkInfo | None:
        return self._info

    def start(self) -> LinkInfo:
        """Start serving (a running link answers its info again). Raises ServiceError naming the problem."""
        if self._server is not None and self._info is not None:
            return self._info
        bind = _check_address(self._bind) if self._bind else default_bind_address()
        if not 0 <= int(self._port) <= 65535:
            raise ServiceError(Msg("TableLink", "Port %1 is not a port number (0 to 65535).").args(self._port))
        from muster.paths import resource_path
        from muster.web.server import PageServer

        static = resource_path("web")
        self._template = self._read_template(static / "page.html")
        self._tokens = {None: secrets.token_urlsafe(24)}
        self._names = {}
        server = PageServer(bind, int(self._port), static, on_connections=self._connections_changed)
        pages = self._pages()
        try:
            port = server.start(pages)
        except OSError as exc:
            raise _start_error(exc, bind, int(self._port)) from None
        self._server = server
        self._served = self._service.file.path if self._service is not None else None
        self._info = self._make_info(bind, port)
        self._follow(self._service)
        return self._info

    def stop(self) -> None:
        """End every connection and stop serving (nothing happens if it is not running)."""
        self._follow(None)
        server, self._server = self._server, None
        self._info = None
        if server is not None:
            server.stop()
            self._connections_changed()

    def rebind(self, service: CampaignService | None) -> None:
        """The GM reopened the campaign (or closed it: None): the pages follow (a closed campaign's pages say so).
        Another campaign file gets new tokens, even with a closed one in between: no phone follows a campaign it was
        not given."""
        self._service = service
        self._cache = None
        if self._server is None:
            return
        if service is not None:
            if self._served is not None and not _same_file(service.file.path, self._served):
                self._tokens = {None: secrets.token_urlsafe(24)}
                self._names = {}
            self._served = service.file.path
        self._follow(service)
        self._publish()

    def connections(self) -> list[Connection]:
        server = self._server
        if server is None:
            return []
        return [Connection(s.page, s.peer, s.since) for s in server.streams()]

    # ---- building the pages (on the service's thread) -------------------------------------------------------
    @property
    def language(self) -> str:
        return self._language or i18n.language()

    def _follow(self, service: CampaignService | None) -> None:
        if self._unwatch is not None:
            self._unwatch()
            self._unwatch = None
        if service is not None and self._server is not None:
            self._unwatch = service.watch(self._on_commit)

    def _on_commit(self, changes: ChangeSet) -> None:
        try:
            self._publish()
        except Exception:  # noqa: BLE001 (the GM's action is committed: a page that cannot be built waits)
            log.exception("table link: building the pages")

    def _publish(self) -> None:
        server = self._server
        if server is None:
            return
        pages = self._pages()
        server.publish(pages)
        if self._info is not None:
            self._info = self._make_info(self._info.bind, self._info.port)

    def _pages(self) -> dict[str, PageBytes]:
        from muster.services.table_pages import PageCache, SideRef, build_pages, closed_page
        from muster.web.server import PageBytes

        self._seq += 1
        lang, svc = self.language, self._service
        built: dict[int | None, PageData] = {}
        if svc is not None and not svc.file.closed:
            sides = [r[0] for r in svc.file.raw.execute("SELECT id FROM sides ORDER BY position, id").fetchall()]
            for side_id in sides:
                self._tokens.setdefault(side_id, secrets.token_urlsafe(24))
            if self._cache is None:
                self._cache = PageCache()
            built = build_pages(svc, sides, lang=lang, seq=self._seq, cache=self._cache)
            self._names = {pk: page.side.name for pk, page in built.items() if pk is not None and page.side}
        out = {}
        for side_id, token in self._tokens.items():
            page = built.get(side_id)
            if page is None:  # no campaign open, or the side is gone: nothing about any campaign
                page = closed_page(SideRef(side_id, self._names.get(side_id, "")) if side_id is not None else None,
                                   lang, self._seq)
            name = "table" if side_id is None else (page.side.name if page.side else "")
            out[token] = PageBytes(name, self._html(page), page.to_json())
        return out

    def _html(self, page: PageData) -> bytes:
        """The page's HTML: ``resources/web/page.html`` with the page's language and title filled in."""
        lang, title = html.escape(page.lang, quote=True), html.escape(page.text.title, quote=True)
        text = self._template.replace("{{lang}}", lang).replace("{{title}}", title)
        text = LANG_ATTRIBUTE.sub(f'<html lang="{lang}"', text, count=1)
        text = TITLE_ELEMENT.sub(lambda _: f"<title>{title}</title>", text, count=1)
        return text.encode("utf-8")

    @staticmethod
    def _read_template(path) -> str:
        try:
            return str(path.read_text(encoding="utf-8"))
        except OSError:
            return FALLBACK_HTML

    def _make_info(self, bind: str, port: int) -> LinkInfo:
        base = f"http://{_url_host(bind)}:{port}/p/"
        sides = tuple(SidePage(pk, self._names.get(pk, ""), f"{base}{token}/")
                      for pk, token in self._tokens.items() if pk is not None and pk in self._names)
        return LinkInfo(bind, port, f"{base}{self._tokens[None]}/", sides)

    def _connections_changed(self) -> None:
        callback = self.on_connections_changed
        if callback is not None:
            callback()

