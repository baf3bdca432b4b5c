"""The table link's HTTP server (issue 28): tornado on its own asyncio loop, in a daemon thread.

It never touches the campaign. The link hands it every page as bytes (:class:`PageBytes`, keyed by the page's
token) through :meth:`PageServer.publish`, which is safe from any thread; GETs are answered from those bytes, and
every open event stream gets the new state at once. Without a valid token the answer is a 404 with an empty body;
any method but GET and HEAD is a 405 with an empty body; no request body is read; headers are capped, and so are
open connections (a connection past the cap is closed unanswered).
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import tornado.http1connection
import tornado.httpserver
import tornado.ioloop
import tornado.iostream
import tornado.netutil
import tornado.web

log = logging.getLogger(__name__)

MAX_CONNECTIONS = 64
MAX_HEADER_BYTES = 8 * 1024
MAX_STATIC_BYTES = 2 * 1024 * 1024
# a phone asleep with its connection still open reads nothing: past this much unsent, its stream is closed (the
# page reconnects when it wakes and gets the state of that moment); above any one answer (a static file, a state)
MAX_PENDING_BYTES = 4 * 1024 * 1024
PING_SECONDS = 15.0
# a phone's browser keeps a few connections open beside its event stream once the page has loaded: closed after
# this long idle, so that the connection cap counts phones, not their spare connections
IDLE_SECONDS = 15.0
START_TIMEOUT = 10.0
CONTENT_TYPES = {".html": "text/html; charset=utf-8", ".css": "text/css; charset=utf-8",
                 ".js": "text/javascript; charset=utf-8", ".svg": "image/svg+xml", ".png": "image/png",
                 ".json": "application/json", ".woff2": "font/woff2", ".ico": "image/x-icon"}
TOKEN = r"([A-Za-z0-9_-]{16,64})"


@dataclass(frozen=True)
class PageBytes:
    """One page as served: who it is for ("table" or the side's name), its HTML and its JSON."""

    name: str
    html: bytes
    state: bytes


@dataclass(frozen=True)
class Stream:
    """One open event stream (what the link reports as a connection)."""

    page: str
    peer: str
    since: float


def event(state: bytes) -> bytes:
    return b"event: state\ndata: " + state + b"\n\n"


class _CappedServer(tornado.httpserver.HTTPServer):
    """An HTTP server that closes, unanswered, a connection past :data:`MAX_CONNECTIONS`."""

    def handle_stream(self, stream: tornado.iostream.IOStream, address: tuple) -> None:
        if len(self._connections) >= MAX_CONNECTIONS:
            stream.close()
            return
        stream.max_write_buffer_size = MAX_PENDING_BYTES
        super().handle_stream(stream, address)


class _Base(tornado.web.RequestHandler):
    SUPPORTED_METHODS = ("GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS")

    def initialize(self, server: PageServer) -> None:
        self.pages = server

    def set_default_headers(self) -> None:
        self.clear_header("Server")
        self.set_header("Cache-Control", "no-store")
        self.set_header("X-Content-Type-Options", "nosniff")
        self.set_header("Referrer-Policy", "no-referrer")  # the token is in the address: never pass it on
        self.set_header("X-Frame-Options", "DENY")

    def prepare(self) -> None:
        if self.request.method not in ("GET", "HEAD"):
            raise tornado.web.HTTPError(405)

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        """Every refusal has an empty body: nothing about the campaign, not even tornado's words."""
        self.clear()
        self.clear_header("Content-Type")
        self.set_status(status_code)
        if status_code == 405:
            self.set_header("Allow", "GET, HEAD")
        self.finish()

    def page(self, token: str) -> PageBytes:
        found = self.pages.page(token)
        if found is None:
            raise tornado.web.HTTPError(404)
        return found

    def compute_etag(self) -> None:  # the bytes change with every commit; no 304s to reason about
        return None


class _NotFound(_Base):
    def get(self, *args: str) -> None:
        raise tornado.web.HTTPError(404)

    head = get


class _Page(_Base):
    def get(self, token: str) -> None:
        page = self.page(token)
        self.set_header("Content-Type", CONTENT_TYPES[".html"])
        self.set_header("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; "
                        "style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
        self.finish(page.html)

    head = get


class _State(_Base):
    def get(self, token: str) -> None:
        page = self.page(token)
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.finish(page.state)

    head = get


class _Static(_Base):
    def get(self, token: str, name: str) -> None:
        self.page(token)
        path = self.pages.static_file(name)
        if path is None:
            raise tornado.web.HTTPError(404)
        self.set_header("Content-Type", CONTENT_TYPES.get(path.suffix.lower(), "application/octet-stream"))
        self.finish(path.read_bytes())

    head = get


class _Events(_Base):
    done: asyncio.Event | None = None

    async def get(self, token: str) -> None:
        page = self.page(token)
        self.set_header("Content-Type", "text/event-stream; charset=utf-8")
        self.set_header("X-Accel-Buffering", "no")
        if self.request.method == "HEAD":
            self.finish()
            return
        self.done = asyncio.Event()
        self.write(b"retry: 2000\n\n" + event(page.state))
        self.pages.opened(self, token)
        try:
            await self.flush()
            await self.done.wait()
        except tornado.iostream.StreamClosedError:
            pass
        finally:
            self.pages.closed(self)

    head = get

    def on_connection_close(self) -> None:
        if self.done is not None:
            self.done.set()

    def send(self, chunk: bytes) -> None:
        if self.done is None or self.done.is_set():
            return
        try:
            self.write(chunk)
            self.flush().add_done_callback(_quiet)
        except (tornado.iostream.StreamClosedError, tornado.iostream.StreamBufferFullError):
            self.end()  # gone, or not reading for far too long

    def end(self) -> None:
        """Close the connection itself (Stop): the phone sees the stream end."""
        if self.done is not None:
            self.done.set()
        connection = self.request.connection
        if isinstance(connection, tornado.http1connection.HTTP1Connection):
            connection.close()


def _quiet(future: asyncio.Future) -> None:
    if not future.cancelled():
        future.exception()  # a phone gone away mid-write: read, so asyncio does not log it


class PageServer:
    """The server: :meth:`start` it, :meth:`publish` pages into it from any thread, :meth:`stop` it."""

    def __init__(self, bind: str, port: int, static: Path, *, on_connections: Callable[[], None] | None = None):
        self.bind, self.port, self.static = bind, port, static
        self.on_connections = on_connections
        self._pages: dict[str, PageBytes] = {}
        self._streams: dict[_Events, tuple[str, Stream]] = {}
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._server: _CappedServer | None = None
        self._ready = threading.Event()
        self._error: OSError | None = None
        self._pinger: tornado.ioloop.PeriodicCallback | None = None

    # ---- from the link's thread ------------------------------------------------------------------------------
    def start(self, pages: dict[str, PageBytes]) -> int:
        """Listen and serve ``pages``; returns the port. Raises OSError when the address cannot be bound."""
        self._pages = dict(pages)
        self._thread = threading.Thread(target=self._run, name="muster-table-link", daemon=True)
        self._thread.start()
        if not self._ready.wait(START_TIMEOUT):
            raise OSError("the server did not start")
        if self._error is not None:
            self._thread.join(START_TIMEOUT)
            raise self._error
        return self.port

    def publish(self, pages: dict[str, PageBytes]) -> None:
        """Serve ``pages`` from now on and push each to its open streams (safe from any thread)."""
        loop = self._loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(self._apply, dict(pages))
            except RuntimeError:  # the loop closed meanwhile (Stop)
                pass

    def streams(self) -> list[Stream]:
        with self._lock:
            return [stream for _, stream in self._streams.values()]

    def stop(self) -> None:
        loop, thread = self._loop, self._thread
        if loop is None or thread is None or not thread.is_alive():
            return
        try:
            asyncio.run_coroutine_threadsafe(self._shutdown(), loop).result(START_TIMEOUT)
        except Exception:  # noqa: BLE001 (stopping goes on: the loop is stopped below in any case)
            log.exception("table link: stopping")
        try:
            loop.call_soon_threadsafe(loop.stop)
        except RuntimeError:
            pass
        thread.join(START_TIMEOUT)

    # ---- on the server's thread ----------------------------------------------------------------------------
    def page(self, token: str) -> PageBytes | None:
        return self._pages.get(token)

    def static_file(self, name: str) -> Path | None:
        """A file of the pages' folder, by its plain name only (no folders, nothing hidden, nothing large)."""
        if not name or name.startswith(".") or "/" in name or "\\" in name:
            return None
        path = self.static / name
        try:
            ok = path.is_file() and path.parent == self.static and path.stat().st_size <= MAX_STATIC_BYTES
        except OSError:
            return None
        return path if ok else None

    def opened(self, handler: _Events, token: str) -> None:
        with self._lock:
            self._streams[handler] = (token, Stream(self._pages[token].name, handler.request.remote_ip or "",
                                                    time.time()))
        self._changed()

    def closed(self, handler: _Events) -> None:
        with self._lock:
            gone = self._streams.pop(handler, None)
        if gone is not None:
            self._changed()

    def _changed(self) -> None:
        if self.on_connections is not None:
            try:
                self.on_connections()
            except Exception:  # noqa: BLE001 (a follower's failure must not stop the server)
                log.exception("table link: on_connections_changed")

    def _apply(self, pages: dict[str, PageBytes]) -> None:
        self._pages = pages
        with self._lock:
            streams = [(handler, token) for handler, (token, _) in self._streams.items()]
        for handler, token in streams:
            page = pages.get(token)
            if page is not None:
                handler.send(event(page.state))

    def _ping(self) -> None:
        with self._lock:
            handlers = list(self._streams)
        for handler in handlers:
            handler.send(b": ping\n\n")

    def _application(self) -> tornado.web.Application:
        args = {"server": self}
        return tornado.web.Application([
            (rf"/p/{TOKEN}/", _Page, args),
            (rf"/p/{TOKEN}/state\.json", _State, args),
            (rf"/p/{TOKEN}/events", _Events, args),
            (rf"/p/{TOKEN}/static/([^/]+)", _Static, args),
        ], default_handler_class=_NotFound, default_handler_args=args, compress_response=False,
            serve_traceback=False, log_function=lambda handler: None)

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._listen())
        except OSError as exc:
            self._error = exc
        if self._error is not None:
            self._ready.set()
            loop.close()
            return
        self._loop = loop
        self._ready.set()
        try:
            loop.run_forever()
        finally:
            tasks = asyncio.all_tasks(loop)
            for task in tasks:
                task.cancel()
            loop.run_until_complete(asyncio.gather(*tasks, return_exceptions=True))
            loop.close()

    async def _listen(self) -> None:
        sockets = tornado.netutil.bind_sockets(self.port, address=self.bind, backlog=MAX_CONNECTIONS)
        self._server = _CappedServer(self._application(), max_header_size=MAX_HEADER_BYTES, max_body_size=0,
                                     idle_connection_timeout=IDLE_SECONDS, body_timeout=10, xheaders=False)
        self._server.add_sockets(sockets)
        self.port = sockets[0].getsockname()[1]
        self._pinger = tornado.ioloop.PeriodicCallback(self._ping, PING_SECONDS * 1000)
        self._pinger.start()

    async def _shutdown(self) -> None:
        if self._pinger is not None:
            self._pinger.stop()
        server = self._server
        if server is None:
            return
        server.stop()
        with self._lock:
            handlers = list(self._streams)
        for handler in handlers:
            handler.end()
        try:
            await asyncio.wait_for(server.close_all_connections(), START_TIMEOUT / 2)
        except asyncio.TimeoutError:
            log.warning("table link: connections still open at stop")
