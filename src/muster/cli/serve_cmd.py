"""``muster serve CAMPAIGN [--bind ADDR] [--port N]``: the table link without the window (issue 28).

Opens the campaign as the window does (the same checks and the same lock: a campaign open in another Muster is
refused, and during play the window's own Campaign ▸ Table Link is the way), starts the link
(:class:`muster.web.link.TableLink`), prints ``table: URL`` and then one ``SIDE NAME: URL`` line per side, and
serves until SIGINT or SIGTERM; then it stops cleanly.

Exit status: 0 stopped by a signal; 1 the campaign cannot be opened or the link cannot start; 2 bad arguments.
Messages and pages are in the system's language, as ``muster check``'s.
"""

from __future__ import annotations

import argparse
import errno
import ipaddress
import signal
import socket
import sys
import threading
from typing import Any

from muster.i18n import Msg, fmt, render, translate


class _Refused(Exception):
    def __init__(self, message: str, code: int):
        super().__init__(message)
        self.message, self.code = message, code


def _port(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = -1
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(fmt(translate("Cli", "“%1” is not a port number (0 to 65535)"), text))
    return value


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="muster serve", description=translate(
        "Cli", "Serve a campaign's table link (a page for the table and one for each side) on the local network "
               "until stopped with Ctrl+C."))
    p.add_argument("campaign", help=translate("Cli", "campaign file (*.muster)"))
    p.add_argument("--bind", metavar=translate("Cli", "ADDR"), help=translate(
        "Cli", "the address to serve on (default: this computer's local-network address; never every address "
               "unless asked with 0.0.0.0)"))
    p.add_argument("--port", metavar="N", type=_port, default=0, help=translate(
        "Cli", "the port (default: any free port)"))
    return p


def _error(message: str) -> None:
    print(fmt(translate("Cli", "muster serve: %1"), message), file=sys.stderr, flush=True)


def _checked_bind(bind: str | None) -> str | None:
    """The address asked for, refused (exit 2) unless it is an IP address of this computer."""
    if bind is None:
        return None
    try:
        address = ipaddress.ip_address(bind.strip().strip("[]"))
    except ValueError:
        raise _Refused(render(Msg("Cli", "“%1” is not an IP address (such as 192.168.1.20).").args(bind)), 2) from None
    family = socket.AF_INET6 if address.version == 6 else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        try:
            probe.bind((str(address), 0))
        except OSError as exc:
            if exc.errno == errno.EADDRNOTAVAIL:
                raise _Refused(render(Msg("Cli", "%1 is not an address of this computer.").args(bind)), 2) from None
    return str(address)


def _open(path: str) -> Any:
    from muster.campaign.inspect import held_elsewhere
    from muster.services.files import CampaignFileError, check_campaign_path, open_campaign

    try:
        checked = check_campaign_path(path)
        if checked.exists() and held_elsewhere(checked):
            raise _Refused(render(Msg("Cli", "“%1” is open in another Muster window or program. While it is open "
                                             "there, start its table link there: Campaign ▸ Table Link.").args(path)),
                           1)
        return open_campaign(checked)
    except CampaignFileError as exc:
        raise _Refused(str(exc), 1) from None
    except OSError as exc:
        raise _Refused(fmt(translate("Cli", "“%1” could not be opened: %2"), path, exc.strerror or str(exc)), 1) \
            from None


def main(argv: list[str]) -> int:
    from muster import i18n
    from muster.gui.i18n import speak_without_app, system_language

    saved = i18n.hooks()
    speak_without_app(system_language())  # the pages and these lines in the system's language
    try:
        return _serve(_parser().parse_args(argv))
    except _Refused as exc:
        _error(exc.message)
        return exc.code
    finally:
        i18n.install(*saved)


def _serve(args: argparse.Namespace) -> int:
    bind = _checked_bind(args.bind)
    svc = _open(args.campaign)
    stop = threading.Event()
    try:
        from muster.services import ServiceError
        from muster.web.link import TableLink

        link = TableLink(svc, bind=bind, port=args.port)
        try:
            info = link.start()
        except ServiceError as exc:
            raise _Refused(str(exc), 1) from None
        try:
            previous = {sig: signal.signal(sig, lambda *_: stop.set()) for sig in (signal.SIGINT, signal.SIGTERM)}
            print(f"table: {info.table_url}", flush=True)  # a fixed word: scripts read these lines
            for side in info.sides:
                print(f"{side.name}: {side.url}", flush=True)
            while not stop.wait(0.5):
                pass
            for sig, handler in previous.items():
                signal.signal(sig, handler)
        finally:
            link.stop()
    finally:
        svc.close()
    return 0
