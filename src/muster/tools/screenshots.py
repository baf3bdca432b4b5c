"""Render Muster as a GM sees it on a screen of a given size, to PNG.

    python -m muster.tools.screenshots OUTDIR [--screen WxH] [--dpr N] [--lang en|ru]

On an offscreen screen of that size (default 1366x768) with the window maximised: the main window in each
system's sample battle (``{system}_battle_window.png``), each dialog a GM opens during play or preparation
(``dialog_{name}.png``), the Mech Status dock at its default size (``statusDock_mech.png``), the Table Link
window serving the sample on 127.0.0.1 (``table_link_window.png``, 1280×720), the Advise tab of the GURPS
battle (``advise-tab.png``, 1280×720), the History dock with a battle's branches (``history_branches.png``),
and the two pictures of the README (``main_window.png``,
``mech_battle.png``). Every PNG is at most the screen's size.
``--lang ru`` renders the same set of pictures with Muster in Russian (English by default, whatever the
system's locale).

Qt's offscreen platform reads its screen from a JSON file named in ``QT_QPA_PLATFORM``, which must be set
before Qt starts: the command writes that file and runs itself again in a child process with it. Settings
and data go to a temporary MUSTER_HOME, so the user's own are untouched.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

CHILD = "MUSTER_SCREENSHOTS_CHILD"


def screen_platform(width: int, height: int, dpr: float = 1.0, folder: str | None = None) -> str:
    """A ``QT_QPA_PLATFORM`` value for an offscreen screen of ``width``×``height`` logical pixels."""
    folder = folder or tempfile.mkdtemp(prefix="muster-screen-")
    config = Path(folder) / f"screen-{width}x{height}@{dpr:g}.json"
    config.write_text(json.dumps({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": width, "height": height,
                                               "logicalDpi": 96, "dpr": dpr}]}), encoding="utf-8")
    return f"offscreen:configfile={config}"


def _args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m muster.tools.screenshots")
    parser.add_argument("outdir")
    parser.add_argument("--screen", default="1366x768", help="the screen's size in logical pixels, WxH")
    parser.add_argument("--dpr", type=float, default=1.0, help="device pixel ratio (2 for a high-DPI screen)")
    parser.add_argument("--lang", default="en", choices=("en", "ru"), help="Muster's language in the pictures")
    args = parser.parse_args(argv)
    try:
        width, height = (int(v) for v in args.screen.lower().split("x"))
    except ValueError:
        parser.error(f"--screen: '{args.screen}' is not WxH, e.g. 1366x768")
    if not (640 <= width <= 8000 and 480 <= height <= 8000):
        parser.error("--screen: each side must be 640 to 8000 (width) or 480 to 8000 (height) pixels")
    args.size = (width, height)
    return args


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    args = _args(argv)
    if os.environ.get(CHILD) != "1":
        width, height = args.size
        if args.dpr != 1:  # Qt's offscreen screen renders at 1x whatever dpr it reports: scale the whole UI instead
            env = dict(os.environ, QT_QPA_PLATFORM=screen_platform(round(width * args.dpr), round(height * args.dpr)),
                       QT_SCALE_FACTOR=f"{args.dpr:g}", **{CHILD: "1"})
        else:
            env = dict(os.environ, QT_QPA_PLATFORM=screen_platform(width, height), **{CHILD: "1"})
        env["MUSTER_HOME"] = tempfile.mkdtemp(prefix="muster-shots-")
        return subprocess.call([sys.executable, "-m", "muster.tools.screenshots", *argv], env=env)
    return _render(Path(args.outdir), lang=args.lang)


# ---- in the child process: Qt runs on the screen of the given size --------------------------------------------
def _save(widget, path: Path) -> None:
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
    widget.grab().save(str(path))
    print(path)


def _select(window, battle_id: int) -> None:
    from PySide6.QtWidgets import QApplication

    combo = window.turnDock.battleCombo
    combo.setCurrentIndex(combo.findData(battle_id))
    QApplication.processEvents()


def _play_a_little(window) -> None:
    from muster.gui.operations import battle as battle_ops
    from muster.rules.dice import ScriptedDice

    window.service.set_dice_source(ScriptedDice([15, 6, 4, 12, 3, 18, 5, 17, 2, 9]))
    for _ in range(3):
        battle_ops.resolve(window)
        battle_ops.next_unit(window)
    window.service.set_dice_source(None)


def _hurt_mech_battle(window) -> None:
    """Two mechs in a battle, one of them badly hurt (a lost arm, structure damage, criticals, heat, a die)."""
    from muster.gui.operations import battle as battle_ops
    from muster.services import mech, roster

    side = window.run(roster.create_side, "Clan Boar", "#2ca02c")
    force = window.run(roster.create_force, side, "Striker Lance")
    hurt = mech.new_state("boar", {"name": "Kell", "gunnery": 1, "piloting": 2})
    hurt["damage"].update(left_arm=40, center_torso=25, right_leg=5, head=9)
    hurt["lost"] = ["left_arm"]
    hurt["disabled"] = ["sl_head"]
    hurt["engine_hits"] = 1
    hurt["heat"] = 16
    hurt["pilot"]["head_hits"] = 2
    hurt["turn"].update(move_mode="run", hexes=5, die=2, movement_heat=2, weapon_heat=6)
    hog = window.run(roster.create_unit, force, "Hog", "mech", hurt)
    tusk = window.run(roster.create_unit, force, "Tusk", "mech", mech.new_state("tusker", {"name": "Ada"}))
    battle_ops.new_battle(window, "Ridge", "mech", [hog, tusk])
    status = window.battle_view.status_dock_widget()
    if status is not None and hasattr(status, "select"):
        status.select(hog)
        if hasattr(status, "diagram"):
            status.diagram.select_location("left_arm")


def _branches(window, out: Path) -> None:
    """The History dock of the sample's Poleaxe battle with a branch: two phases, a rewind, one phase another way
    (``history_branches.png``)."""
    from muster.gui.operations import battle as battle_ops
    from muster.services import queries

    melee = next(b for b in queries.battles(window.service) if b.system == "poleaxe")
    _select(window, melee.id)
    battle_ops.next_phase(window)
    battle_ops.next_phase(window)
    battle_ops.rewind(window, 1)
    battle_ops.next_phase(window)
    window.historyDock.show()
    window.historyDock.raise_()
    _save(window, out / "history_branches.png")


def _dialog(window, name: str, make, out: Path) -> None:
    from muster.gui.dialogs.fit import fit_to_screen

    try:
        dialog = make()
    except Exception as exc:  # noqa: BLE001 (a tool: say which picture failed, make the others)
        print(f"dialog_{name}: could not open ({exc})", file=sys.stderr)
        return
    fit_to_screen(dialog)
    dialog.show()
    _save(dialog, out / f"dialog_{name}.png")
    dialog.reject() if hasattr(dialog, "reject") else dialog.close()
    dialog.deleteLater()


def _dialogs(window, out: Path) -> None:
    from PySide6.QtCore import QCoreApplication

    from muster import systems
    from muster.gui.dialogs.battle import BattleDialog
    from muster.gui.dialogs.dice import DiceDialog
    from muster.gui.dialogs.scenarios import ScenarioDialog
    from muster.gui.dialogs.shortcuts import ShortcutsDialog
    from muster.gui.systems import unit_editor
    from muster.rules.dice import DiceRequest, parse

    roster = window.roster_model
    forces = roster.forces()
    for spec in systems.all():
        _dialog(window, f"unit_{spec.key}", lambda k=spec.key: unit_editor(k, window, forces), out)
        if spec.key == "poleaxe":  # its unit editor is the GM's Add Squad
            _dialog(window, "add_squad", lambda k=spec.key: unit_editor(k, window, forces), out)
    _dialog(window, "new_scenario", lambda: ScenarioDialog(roster.units(), forces, roster.sides(), window), out)
    _dialog(window, "new_battle", lambda: BattleDialog(roster.units(), window), out)
    _dialog(window, "shortcuts", lambda: ShortcutsDialog(window.all_actions(), window._default_shortcuts, window),
            out)
    _dialog(window, "manual_dice",
            lambda: DiceDialog(DiceRequest(parse("2d6"), QCoreApplication.translate("Screenshots", "Morale check")),
                               window), out)
    reference = window.reference.show()
    reference.tabs.setCurrentWidget(reference.houseTab)
    _save(reference, out / "dialog_house_rules.png")
    reference.close()


def _render(out: Path, *, window_only: bool = False, lang: str = "en") -> int:
    """Render every picture into ``out``; ``window_only``: what is sized by the screen (no printed pages, no
    player view), for the laptop-fit check."""
    from muster import systems
    from muster.gui.app import _settings, make_app
    from muster.gui.main_window import MainWindow
    from muster.services import queries
    from muster.services.sample import create_sample

    out.mkdir(parents=True, exist_ok=True)
    app = make_app()
    from muster.gui.i18n import apply_language

    apply_language(lang)
    window = MainWindow(_settings(), interactive=False)
    window.showMaximized()
    app.processEvents()
    window.open_campaign(create_sample(Path(os.environ["MUSTER_HOME"]) / "Sample Campaign.muster"))
    app.processEvents()
    service = window.service
    assert service is not None, "the sample campaign did not open"
    battles = queries.battles(service)
    for spec in systems.all():
        battle = next((b for b in battles if b.system == spec.key), None)
        if battle is None:
            continue
        _select(window, battle.id)
        if spec.key == "bucs":
            _play_a_little(window)
            _save(window, out / "main_window.png")
        _save(window, out / f"{spec.key}_battle_window.png")
        if spec.has_status_widget:
            _save(window.statusDock, out / f"statusDock_{spec.key}.png")
    _dialogs(window, out)
    _branches(window, out)
    _hurt_mech_battle(window)
    _save(window, out / "mech_battle.png")
    if not window_only:
        from muster.gui.player import save_screenshots
        from muster.gui.printing.shots import sheet_shots

        sheet_shots(window, out)  # the first page of each printed sheet
        save_screenshots(window, out)  # player_view_{system}.png: the players' screen on each system's battle
        from muster.gui.table_link import save_screenshot

        save_screenshot(window, out)  # table_link_window.png: Campaign ▸ Table Link serving the sample
        from muster.gui.advise_shot import save_screenshot as save_advise_shot

        save_advise_shot(window, out)  # advise-tab.png: the Advise tab at 1280×720 (issue 29)
    window.close()
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
