"""``muster [CAMPAIGN]``, ``muster --version``, ``muster --smoke [CAMPAIGN]``,
``muster rules SYSTEM ACTION`` (JSON on stdin, JSON on stdout), ``muster check CAMPAIGN`` and
``muster serve CAMPAIGN`` (the table link, :mod:`muster.cli.serve_cmd`).

The messages go through ``muster.i18n`` (context "Cli"). ``muster check`` reports in the system's language
(Muster's .qm read without a Qt application), as does ``muster print`` (which paints with Qt anyway); ``muster
rules`` is a machine interface and answers in English, with English JSON keys.
"""

from __future__ import annotations

import argparse
import json
import sys

from muster import APP_NAME, __version__
from muster.i18n import Msg, fmt, render, translate


def subcommands() -> dict[str, tuple[str, str]]:
    """Each subcommand: its arguments and one line of help (``muster --help`` lists them all)."""
    return {
        "rules": ("SYSTEM ACTION < request.json", translate(
            "Cli", "run one rules action headless: a JSON request in, a JSON answer out")),
        "check": ("CAMPAIGN [--verbose]", translate(
            "Cli", "check a campaign file, reading it without writing (exit 0 when healthy)")),
        "print": ("CAMPAIGN [--battle|--force|--unit NAME] -o OUT.pdf", translate(
            "Cli", "write printable record sheets, unit cards, force and battle sheets as a PDF")),
        "advise": ("CAMPAIGN --battle NAME [--side NAME]", translate(
            "Cli", "print a side's options in a battle, best first, with their chances, as JSON")),
        "serve": ("CAMPAIGN [--bind ADDR] [--port N]", translate(
            "Cli", "serve the campaign's table link (the table's page and each side's) until stopped")),
    }


def _epilog() -> str:
    lines = [translate("Cli", "commands:")]
    for name, (arguments, line) in subcommands().items():
        lines.append(f"  muster {name} {arguments}\n      {line}")
    return "\n".join(lines)


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="muster", description=fmt(
        translate("Cli", "%1: a battle manager for tabletop game masters."), APP_NAME),
        epilog=_epilog(), formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--version", action="version", version=f"{APP_NAME} {__version__}")
    p.add_argument("--smoke", action="store_true", help=translate(
        "Cli", "open the campaign (or a fresh copy of the sample) in the main window, then exit"))
    p.add_argument("--smoke-action", action="store_true", help=translate(
        "Cli", "with --smoke: also do one GM action and undo it (checks a frozen build end to end)"))
    p.add_argument("campaign", nargs="?", help=translate("Cli", "campaign file (*.muster) to open"))
    return p


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] and argv[0] in subcommands():
        return _subcommand(argv[0])(argv[1:])
    args = _parser().parse_args(argv)
    from muster.gui.app import run_gui

    return run_gui(args.campaign, smoke=args.smoke, smoke_action=args.smoke_action)


def _subcommand(name: str):
    if name == "print":  # Qt painting: imported only when asked for
        from muster.cli.print_cmd import main as print_main

        return print_main
    if name == "serve":  # the web server: imported only when asked for
        from muster.cli.serve_cmd import main as serve_main

        return serve_main
    if name == "advise":  # the advisors and their engines: imported only when asked for
        from muster.cli.advise_cmd import main as advise_main

        return advise_main
    return {"rules": rules_main, "check": check_main}[name]


def _emit(obj: dict, stream=None) -> None:
    stream = stream or sys.stdout
    json.dump(obj, stream, indent=2, ensure_ascii=False)
    stream.write("\n")


def rules_main(argv: list[str]) -> int:
    if len(argv) != 2:
        _emit({"error": translate("Cli", "usage: muster rules SYSTEM ACTION < request.json"), "field": None})
        return 2
    system, action = argv
    from muster import systems

    spec = systems.find(system)
    if spec is None:
        _emit({"error": fmt(translate("Cli", "unknown system '%1'; expected one of %2"), system,
                            ", ".join(systems.keys())), "field": "system"})
        return 2
    import importlib

    from muster.rules.requests import RequestError, run

    try:
        api = importlib.import_module(spec.engine_api)
    except ModuleNotFoundError:
        _emit({"error": fmt(translate("Cli", "the %1 rules have no headless actions yet"), system),
               "field": "system"})
        return 2
    handler = api.ACTIONS.get(action)
    if handler is None:
        _emit({"error": fmt(translate("Cli", "unknown %1 action '%2'; expected one of %3"), system, action,
                            ", ".join(sorted(api.ACTIONS))), "field": "action"})
        return 2
    from muster.inputs import InputError, load_json

    try:
        raw = sys.stdin.read()
        data = load_json(raw, max_bytes=MAX_REQUEST_BYTES, name="the request") if raw.strip() else {}
    except InputError as exc:  # bad JSON, too deep, too long a number, lone surrogate, NUL, duplicate key
        _emit({"error": exc.message, "field": _field(exc.path)})
        return 2
    except (UnicodeError, ValueError) as exc:
        _emit({"error": fmt(translate("Cli", "the request cannot be read: %1"), str(exc)), "field": None})
        return 2
    try:
        result = run(handler, data)
    except RequestError as exc:
        _emit(exc.to_dict())
        return 2
    except Exception as exc:  # noqa: BLE001 (every failure is exit 2 with {"error", "field"}, never a traceback)
        _emit({"error": fmt(translate("Cli", "the request could not be handled: %1: %2"), type(exc).__name__,
                            str(exc))[:500], "field": None})
        return 2
    _emit(result)
    return 0


from muster.rules.requests import MAX_REQUEST_BYTES  # noqa: E402  (every limit of a request is set there)


def _field(path: str) -> str | None:
    """``$.attacker.attack`` as the field name ``attacker.attack`` (None for the whole request)."""
    field = path.removeprefix("$").lstrip(".")
    return field or None


def check_main(argv: list[str]) -> int:
    """``muster check [--verbose] CAMPAIGN``: the full check, read-only. Exit 0 healthy, 1 problems found or not
    checkable. ``--verbose`` adds the details (SQLite's lines about damaged pages)."""
    from muster import i18n
    from muster.gui.i18n import speak_without_app, system_language

    saved = i18n.hooks()
    speak_without_app(system_language())  # the GM reads this report: in the system's language
    try:
        return _check(argv)
    finally:
        i18n.install(*saved)


def _check(argv: list[str]) -> int:
    verbose = "--verbose" in argv or "-v" in argv  # SQLite's own lines about damaged pages too
    argv = [a for a in argv if a not in ("--verbose", "-v")]
    if len(argv) != 1:
        print(translate("Cli", "usage: muster check [--verbose] CAMPAIGN"), file=sys.stderr)
        return 2
    from muster.campaign.errors import CampaignError
    from muster.campaign.file import check_path

    try:
        problems, notes = check_path(argv[0], verbose=verbose)
    except CampaignError as exc:
        print(str(exc), file=sys.stderr)
        return 1
    except (OSError, ValueError, RecursionError, MemoryError) as exc:
        print(fmt(translate("Cli", "“%1” could not be checked: %2"), argv[0], str(exc)), file=sys.stderr)
        return 1
    for problem in problems:
        print(problem)
    for note in notes:
        print(note)
    count = len(problems)
    print(translate("Cli", "The campaign file is healthy.") if not problems else
          render(Msg("Cli", "%n problem(s) found.", None, count)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
