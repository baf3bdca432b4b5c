"""Campaign contents shared by service and window tests (importable as ``builders``: tests/ is on the path)."""

from muster.services import battle as bsvc
from muster.services import mech, roster

POLEAXE_FOOT = {"members": 5, "hd": 1, "ac": 6, "squad_type": "average", "move_ft": 90}


def snapshot(svc):
    """Every unit's state and status, every battle's state and turn, and the newest action: to compare after undo."""
    from sqlalchemy import select

    from muster.campaign.models import Action, Battle, Unit

    with svc.file.sessions() as s:
        units = {u.id: (u.state, u.status) for u in s.scalars(select(Unit))}
        battles = {b.id: (b.state, b.round, b.phase) for b in s.scalars(select(Battle))}
        actions = s.scalar(select(Action.id).order_by(Action.id.desc()).limit(1))
    return units, battles, actions


def bucs_company(svc):
    """A BUCS checkpoint: a Legendary leader, a joined character, seven Green rookie squads against one cell."""
    red = roster.create_force(svc, roster.create_side(svc, "Coalition"), "2nd Platoon")
    blue = roster.create_force(svc, roster.create_side(svc, "Insurgents"), "Militia")
    ids = {}

    def unit(name, force, quality="Average", **extra):
        ids[name] = roster.create_unit(svc, force, name, "bucs",
                                       {"quality": quality, "specialties": ["Infantry"], **extra})

    unit("Old Guard", red, "Legendary")
    unit("Kane's Squad", red, "Green", leader={"name": "Kane", "hp": 10})
    for i in range(1, 8):
        unit(f"Rookies {i}", red, "Green")
    unit("Cell One", blue)
    bid = bsvc.start_battle(svc, "Checkpoint", "bucs", list(ids.values()))
    return bid, ids


def poleaxe_host(svc, per_side=11):
    """Two sides of ``per_side`` five-man squads: 110 combatants when 11 a side."""
    red, blue = roster.create_side(svc, "Red"), roster.create_side(svc, "Blue")
    fr, fb = roster.create_force(svc, red, "Red host"), roster.create_force(svc, blue, "Blue host")
    ids = {}
    for i in range(per_side):
        for force, side in ((fr, "R"), (fb, "B")):
            name = f"{side}{i + 1}"
            ids[name] = roster.create_unit(svc, force, name, "poleaxe", {**POLEAXE_FOOT, "name": name})
    bid = bsvc.start_battle(svc, "Great Field", "poleaxe", list(ids.values()))
    return bid, ids, str(red), str(blue)


def hurt_boar():
    """A Boar with its left arm shot off, the center torso into its structure, a head laser out."""
    state = mech.new_state("boar", {"name": "Kell", "gunnery": 1, "piloting": 2})
    state["damage"].update(left_arm=40, center_torso=25, right_leg=5)
    state["lost"] = ["left_arm"]
    state["disabled"] = ["sl_head"]
    state["engine_hits"] = 1
    state["heat"] = 16
    state["pilot"]["head_hits"] = 2
    return state
