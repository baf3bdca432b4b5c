"""``muster advise CAMPAIGN --battle NAME [--side NAME]``: the Advise tab's advice as JSON.

Prints ``Advice.to_dict()`` (:mod:`muster.services.advice`): ``{"battle", "side", "phase", "options": [{"label",
"win", "expect", "why", "scope", "action"}], "worth"}``, the options best first, ``win`` a chance from 0 to 1.
The side is the one whose turn it is unless ``--side`` names another. The campaign is read without being written
(:func:`muster.services.sheets.reading`), and the advice is seeded from it (its dice seed, the battle and the
number of actions: :func:`muster.services.advice_common.campaign_seed`), so the same campaign gives the same
answer.

Exit status: 0 advice printed; 1 the campaign cannot be read or the advice cannot be made; 2 bad arguments, a
battle or side that matches nothing (the message lists what there is), or a battle of a system without an advisor.
The texts (labels, reasons, messages) are in the system's language, as ``muster check`` speaks.
"""

from __future__ import annotations

import argparse
import json
import sys

from muster.i18n import Msg, fmt, join, render, term, translate


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="muster advise", description=translate(
        "Cli", "Print the options of one side of a battle, best first, with their chances, as JSON."))
    p.add_argument("campaign", help=translate("Cli", "campaign file (*.muster)"))
    p.add_argument("--battle", metavar=translate("Cli", "NAME"), required=True,
                   help=translate("Cli", "the battle to advise on"))
    p.add_argument("--side", metavar=translate("Cli", "NAME"),
                   help=translate("Cli", "the side to advise (default: the side whose turn it is)"))
    return p


class _Refused(Exception):
    """A name that matches nothing, or a battle without an advisor: exit 2."""


def _error(message: str) -> None:
    print(fmt(translate("Cli", "muster advise: %1"), message), file=sys.stderr)


def main(argv: list[str]) -> int:
    from muster import i18n
    from muster.gui.i18n import speak_without_app, system_language

    saved = i18n.hooks()
    speak_without_app(system_language())  # the GM reads the advice: in the system's language
    try:
        return _advise(_parser().parse_args(argv))
    finally:
        i18n.install(*saved)


def _advise(args: argparse.Namespace) -> int:
    from muster.services import ServiceError
    from muster.services.files import CampaignFileError, check_campaign_path
    from muster.services.sheets import NotFound, reading

    try:
        check_campaign_path(args.campaign)  # a device, a FIFO or a loop of links is refused unread
        with reading(args.campaign) as svc:
            answer = _answer(svc, args.battle, args.side)
    except (NotFound, _Refused) as exc:
        _error(str(exc))
        return 2
    except (CampaignFileError, ServiceError, OSError) as exc:
        _error(str(exc))
        return 1
    json.dump(answer, sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")
    return 0


def _answer(svc, battle_name: str, side_name: str | None) -> dict:
    from muster.services import sheets
    from muster.services.advice import advice_builder_of
    from muster.services.advice_common import campaign_seed

    battle = sheets.find_battle(svc, battle_name)
    builder = advice_builder_of(battle.system)
    if builder is None:
        from muster import systems

        label = term("Rules", systems.get(battle.system).label)
        raise _Refused(render(Msg("Cli", "%1 is a %2 battle: there is no advice for %2 battles yet.")
                              .args(battle.name, label)))
    side_id = _side_id(svc, battle, side_name) if side_name is not None else None
    advice = builder(svc, battle.id, side_id, None).run(seed=campaign_seed(svc, battle.id))
    return advice.to_dict()


def _side_id(svc, battle, name: str) -> int:
    """The battle's side called ``name`` (case and spaces aside); else the sides there are, named."""
    from muster.services import queries as q

    sides, forces, units = q.roster(svc)
    force_side = {f.id: f.side_id for f in forces}
    in_battle = {force_side.get(u.force_id) for u in units if u.id in set(battle.initiative)}
    names = [s for s in sides if s.id in in_battle]
    found = [s for s in names if s.name.strip().casefold() == name.strip().casefold()]
    if len(found) == 1:
        return found[0].id
    listing = join([s.name for s in names], "; ")
    raise _Refused(render(Msg("Cli", "%1 has no side called “%2”. Its sides are: %3.")
                          .args(battle.name, name, listing)))
