"""Table link bench (issue 28): with 20 pages open (20 event streams), the time from a committed action to the last
page's update, and the memory each open page costs the server.

The sample campaign is served on 127.0.0.1; a second process holds the 20 streams (the table's page and the sides'
pages in turn) on plain sockets and stamps each event as it arrives with the system's monotonic clock, which both
processes share. The GM's actions are the generic battle's damage and healing and its next unit, one commit each;
a watcher registered before the link's stamps each commit.

Target: median commit-to-last-page <= 200 ms.
Run: uv run python bench/table_link.py [--pages 20] [--actions 60]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import tracemalloc
from pathlib import Path

# the readers: one process, one thread, every stream on its own socket; prints "ready N" once every stream has its
# first state, then "event SEQ NANOSECONDS" for each state event
READERS = r"""
import re, selectors, socket, sys, time
from urllib.parse import urlsplit
sel = selectors.DefaultSelector()
seq = re.compile(rb'"seq":(\d+)\}\n\n')
buffers, first = {}, set()
for url in sys.argv[1:]:
    parts = urlsplit(url)
    s = socket.create_connection((parts.hostname, parts.port))
    s.sendall(f"GET {parts.path} HTTP/1.1\r\nHost: {parts.hostname}\r\n\r\n".encode())
    s.setblocking(False)
    sel.register(s, selectors.EVENT_READ)
    buffers[s] = b""
while True:
    for key, _ in sel.select():
        chunk = key.fileobj.recv(1 << 20)
        if not chunk:
            sys.exit(0)
        now = time.monotonic_ns()
        data = buffers[key.fileobj] + chunk
        while (found := seq.search(data)) is not None:
            if key.fileobj in first:
                print("event", found.group(1).decode(), now, flush=True)
            else:
                first.add(key.fileobj)
                if len(first) == len(buffers):
                    print("ready", len(first), flush=True)
            data = data[found.end():]
        buffers[key.fileobj] = data
"""


def rss_kib() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 1024


class Arrivals:
    """The readers' lines, by seq: every arrival's time."""

    def __init__(self, process: subprocess.Popen):
        self.process = process
        self.by_seq: dict[int, list[int]] = {}
        self.ready = threading.Event()
        self.changed = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.process.stdout:
            words = line.split()
            if words[0] == "ready":
                self.ready.set()
            elif words[0] == "event":
                with self.changed:
                    self.by_seq.setdefault(int(words[1]), []).append(int(words[2]))
                    self.changed.notify_all()

    def wait_for(self, seq: int, count: int, timeout: float = 10.0) -> list[int]:
        with self.changed:
            if not self.changed.wait_for(lambda: len(self.by_seq.get(seq, ())) >= count, timeout):
                raise TimeoutError(f"seq {seq}: {len(self.by_seq.get(seq, ()))} of {count} pages updated")
            return list(self.by_seq[seq])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pages", type=int, default=20)
    parser.add_argument("--actions", type=int, default=60)
    args = parser.parse_args()
    from muster.services import CampaignService, generic
    from muster.services import battle as battle_svc
    from muster.services import queries as q
    from muster.services.files import open_campaign
    from muster.services.sample import create_sample
    from muster.web.link import TableLink

    with tempfile.TemporaryDirectory() as tmp:
        path = create_sample(Path(tmp) / "bench.muster")
        svc: CampaignService = open_campaign(path)
        commits: list[int] = []
        svc.watch(lambda changes: commits.append(time.monotonic_ns()))  # before the link's watcher: the commit
        link = TableLink(svc, bind="127.0.0.1", language="en")
        info = link.start()
        pages = [info.table_url, *(s.url for s in info.sides)]
        urls = [pages[n % len(pages)] + "events" for n in range(args.pages)]

        tracemalloc.start()
        before_rss, (before_py, _) = rss_kib(), tracemalloc.get_traced_memory()
        readers = subprocess.Popen([sys.executable, "-c", READERS, *urls], stdout=subprocess.PIPE, text=True)
        arrivals = Arrivals(readers)
        if not arrivals.ready.wait(30):
            raise SystemExit("the readers did not connect")
        time.sleep(0.3)
        while len(link.connections()) < args.pages:
            time.sleep(0.05)
        after_rss, (after_py, _) = rss_kib(), tracemalloc.get_traced_memory()
        tracemalloc.stop()

        fight = next(b for b in q.battles(svc) if b.system == "generic")
        unit = fight.initiative[0]
        steps = [lambda: generic.apply_damage(svc, unit, 1, fight.id),
                 lambda: generic.apply_damage(svc, unit, -1, fight.id),
                 lambda: battle_svc.set_active(svc, fight.id, (q.battle(svc, fight.id).active + 1)
                                               % len(fight.initiative))]
        latency, build = [], []
        for n in range(args.actions):
            steps[n % len(steps)]()
            seq = link._seq  # the pages built for this commit
            published = time.monotonic_ns()
            arrived = arrivals.wait_for(seq, args.pages)
            latency.append((max(arrived) - commits[-1]) / 1e6)
            build.append((published - commits[-1]) / 1e6)
            time.sleep(0.02)
        import urllib.request

        with urllib.request.urlopen(info.table_url + "state.json") as answer:
            page_bytes = len(answer.read())
        link.stop()
        readers.wait(10)
        svc.close()

    print(f"pages open: {args.pages} event streams; actions: {args.actions}; one page's state: {page_bytes} bytes")
    print(f"commit -> last page updated: median {statistics.median(latency):.1f} ms, "
          f"p90 {statistics.quantiles(latency, n=10)[-1]:.1f} ms, max {max(latency):.1f} ms (target <= 200 ms)")
    print(f"  of which building the pages: median {statistics.median(build):.1f} ms")
    print(f"memory per open page: {(after_rss - before_rss) / args.pages:.1f} KiB resident, "
          f"{(after_py - before_py) / 1024 / args.pages:.1f} KiB of Python objects")


if __name__ == "__main__":
    main()
