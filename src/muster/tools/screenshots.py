"""Render the main window with the sample campaign, and each dock alone, to PNG.

    python -m muster.tools.screenshots OUTDIR

Runs offscreen; settings and data go to a temporary MUSTER_HOME so the user's
own are untouched.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from muster import systems
from muster.gui.operations import battle as battle_ops


def _play_a_little(window) -> None:
    from muster.rules.dice import ScriptedDice

    window.service.set_dice_source(ScriptedDice([15, 6, 4, 12, 3, 18, 5, 17, 2, 9]))
    for _ in range(3):
        battle_ops.resolve(window)
        battle_ops.next_unit(window)
    battle_ops.next_phase(window)
    window.service.set_dice_source(None)


def _mech_battle(window) -> None:
    """Two mechs in a battle, one of them badly hurt (a lost arm, structure damage, criticals, heat, a die)."""
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
    window.statusDock.show()
    window.statusDock.setFloating(False)
    status = window.battle_view.status_dock_widget()
    if status is not None:
        status.select(hog)
        status.diagram.select_location("left_arm")


def _battles(window):
    from muster.services import queries

    return queries.battles(window.service)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m muster.tools.screenshots OUTDIR", file=sys.stderr)
        return 2
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["MUSTER_HOME"] = tempfile.mkdtemp(prefix="muster-shots-")

    from muster.gui.app import _settings, make_app
    from muster.gui.main_window import MainWindow
    from muster.services.sample import create_sample

    app = make_app()
    window = MainWindow(_settings(), interactive=False)
    window.resize(1400, 860)
    window.show()
    campaign = create_sample(Path(os.environ["MUSTER_HOME"]) / "Sample Campaign.muster")
    window.open_campaign(campaign)
    _play_a_little(window)
    app.processEvents()
    shots = {"main_window": window}
    for dock in (window.rosterDock, window.turnDock, window.statusDock, window.logDock):
        shots[dock.objectName()] = dock
    for name, widget in shots.items():
        app.processEvents()
        path = out / f"{name}.png"
        widget.grab().save(str(path))
        print(path)
    for system in [s.key for s in systems.all() if s.key not in ("generic", "mech")]:  # mech has shots of its own
        battle = next((b for b in _battles(window) if b.system == system), None)
        if battle is None:
            continue
        combo = window.turnDock.battleCombo
        combo.setCurrentIndex(combo.findData(battle.id))
        app.processEvents()
        path = out / f"{system}_battle_window.png"
        window.grab().save(str(path))
        print(path)
    _mech_battle(window)
    app.processEvents()
    for name, widget in (("mech_battle_window", window), ("mech_panel", window.battle_view)):
        app.processEvents()
        path = out / f"{name}.png"
        widget.grab().save(str(path))
        print(path)
    # the Mech Status dock at a readable size (floated for the shot, then put back)
    window.statusDock.setFloating(True)
    window.statusDock.resize(460, 1080)
    app.processEvents()
    path = out / "statusDock_mech_damaged.png"
    window.statusDock.grab().save(str(path))
    print(path)
    window.statusDock.setFloating(False)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
