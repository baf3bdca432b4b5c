"""A real HTTP client for the table link's tests: plain requests, and an event stream read by a thread.

Every byte the server sends is kept (:attr:`EventReader.raw`, :func:`fetch`'s body and headers), so a test can
look through all of it.
"""

from __future__ import annotations

import http.client
import json
import queue
import socket
import threading
import time
from dataclasses import dataclass
from urllib.parse import urlsplit


@dataclass(frozen=True)
class Answer:
    status: int
    headers: list[tuple[str, str]]
    body: bytes

    def header(self, name: str) -> str | None:
        return next((v for k, v in self.headers if k.lower() == name.lower()), None)

    def everything(self) -> bytes:
        """The status line's words, every header and the body: all the server said."""
        lines = [f"{k}: {v}" for k, v in self.headers]
        return ("\n".join(lines) + "\n").encode("utf-8") + self.body


def _split(url: str) -> tuple[str, int, str]:
    parts = urlsplit(url)
    return parts.hostname or "", parts.port or 80, parts.path or "/"


def fetch(url: str, method: str = "GET", headers: dict[str, str] | None = None, body: bytes | None = None,
          path: str | None = None) -> Answer:
    host, port, default_path = _split(url)
    connection = http.client.HTTPConnection(host, port, timeout=5)
    try:
        connection.request(method, path if path is not None else default_path, body=body, headers=headers or {})
        response = connection.getresponse()
        data = response.read()
        return Answer(response.status, list(response.getheaders()), data)
    finally:
        connection.close()


def raw_request(url: str, request: bytes) -> bytes:
    """Send ``request`` as it is and read whatever comes back until the server closes (or 3 s pass)."""
    host, port, _ = _split(url)
    with socket.create_connection((host, port), timeout=3) as sock:
        sock.sendall(request)
        out = b""
        try:
            while chunk := sock.recv(65536):
                out += chunk
        except (TimeoutError, ConnectionResetError):
            pass
        return out


class EventReader:
    """An open event stream: a thread reads it line by line; every ``state`` event lands in :attr:`states`."""

    def __init__(self, url: str):
        host, port, path = _split(url)
        self.connection = http.client.HTTPConnection(host, port, timeout=30)
        self.connection.request("GET", path)
        self.response = self.connection.getresponse()
        self.status = self.response.status
        self.headers = list(self.response.getheaders())
        self.raw = bytearray()
        self.states: queue.Queue[tuple[float, dict]] = queue.Queue()
        self.events: list[bytes] = []  # every state event as sent, its lines and all
        self.ended = threading.Event()
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        kind, data, block = None, [], b""
        try:
            while True:
                line = self.response.readline()
                if not line:
                    break
                self.raw += line
                block += line
                text = line.decode("utf-8").rstrip("\n")
                if text.startswith("event:"):
                    kind = text[6:].strip()
                elif text.startswith("data:"):
                    data.append(text[5:].lstrip(" "))
                elif text == "":
                    if kind == "state" and data:
                        self.events.append(block)
                        self.states.put((time.monotonic(), json.loads("\n".join(data))))
                    kind, data, block = None, [], b""
        except (OSError, http.client.HTTPException, ValueError):
            pass
        finally:
            self.ended.set()

    def next_state(self, timeout: float = 5.0) -> tuple[float, dict]:
        return self.states.get(timeout=timeout)

    def drain(self) -> list[dict]:
        out = []
        while True:
            try:
                out.append(self.states.get_nowait()[1])
            except queue.Empty:
                return out

    def close(self) -> None:
        """Hang up (the socket first: a reader blocked in ``readline`` holds the response's lock)."""
        try:
            if self.connection.sock is not None:
                self.connection.sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.ended.wait(2)
        try:
            self.response.close()
            self.connection.close()
        except OSError:
            pass
