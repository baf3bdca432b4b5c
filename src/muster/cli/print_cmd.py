"""``muster print CAMPAIGN [--battle NAME | --force NAME | --unit NAME] [--paper a4|letter] [--blank] -o OUT.pdf``

Writes the sheets the window's File ▸ Print and Export commands make, without opening the window: a battle's
sheet, a force's sheet, one unit's record sheet or card, or (with none of the three) every force's sheet. The
campaign is read without being written (:func:`muster.services.sheets.reading`).

Exit status: 0 written; 1 the campaign cannot be read or the sheet cannot be made; 2 bad arguments or a name
that matches nothing (the message lists what there is).

Painting needs a Qt application anyway, so the command makes one first and speaks the system's language (its
help, its messages and the sheets), as the window does before the GM chooses one; argparse's own words
("usage:", "error:") stay English.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from muster.i18n import Msg, fmt, render, translate

PAPERS = ("a4", "letter")


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="muster print", description=translate(
        "Cli", "Write printable sheets of a campaign as a PDF (A4 or US Letter)."))
    p.add_argument("campaign", help=translate("Cli", "campaign file (*.muster)"))
    which = p.add_mutually_exclusive_group()
    which.add_argument("--battle", metavar=translate("Cli", "NAME"),
                       help=translate("Cli", "the battle sheet: sides, units and their cards"))
    which.add_argument("--force", metavar=translate("Cli", "NAME"),
                       help=translate("Cli", "the force sheet: summary, unit cards, record sheets"))
    which.add_argument("--unit", metavar=translate("Cli", "NAME"),
                       help=translate("Cli", "one unit's record sheet or card"))
    p.add_argument("--paper", choices=PAPERS, default="a4", help=translate("Cli", "paper size (default a4)"))
    p.add_argument("--blank", action="store_true",
                   help=translate("Cli", "with --unit: the sheet without damage marked"))
    p.add_argument("-o", "--output", metavar="OUT.pdf", required=True, help=translate("Cli", "the PDF to write"))
    return p


def _app():
    """A Qt application for fonts and painting; offscreen, so no display is needed. One made here speaks the
    system's language (an application already running keeps the language it has)."""
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance()
    if app is None:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        app = QGuiApplication(["muster"])
        from muster.gui.i18n import apply_language, system_language

        apply_language(system_language())
    return app


def _error(message: str) -> None:
    print(fmt(translate("Cli", "muster print: %1"), message), file=sys.stderr)


def main(argv: list[str]) -> int:
    _app()
    args = _parser().parse_args(argv)
    out = Path(args.output)
    if out.suffix.lower() != ".pdf":
        out = out.with_name(out.name + ".pdf")
    if not out.parent.is_dir():
        _error(fmt(translate("Cli", "the folder %1 does not exist."), str(out.parent)))
        return 2
    if args.blank and not args.unit:
        _error(translate("Cli", "--blank goes with --unit."))
        return 2
    from muster.services import ServiceError
    from muster.services.files import CampaignFileError, check_campaign_path
    from muster.services.sheets import NotFound, reading

    try:
        check_campaign_path(args.campaign)  # a device, a FIFO or a loop of links is refused unread
        with reading(args.campaign) as svc:
            doc = _document(svc, args)
            from muster.gui.printing.paint import write_pdf

            written = write_pdf(doc, out)
    except NotFound as exc:
        _error(str(exc))
        return 2
    except (CampaignFileError, ServiceError, OSError) as exc:
        _error(str(exc))
        return 1
    pages = len(doc.pages)
    print(render(Msg("Cli", "%1 (%n page(s), %2)", None, pages).args(str(written), args.paper)))
    return 0


def _document(svc, args):
    from muster.gui.printing import build
    from muster.services import sheets

    if args.battle is not None:
        return build.battle_document(svc, sheets.find_battle(svc, args.battle).id, args.paper)
    if args.force is not None:
        return build.force_document(svc, sheets.find_force(svc, args.force).id, args.paper)
    if args.unit is not None:
        return build.unit_document(svc, sheets.find_unit(svc, args.unit).id, args.paper, blank=args.blank)
    return build.campaign_document(svc, args.paper)
