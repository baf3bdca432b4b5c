"""Phase 2, movement: the GM enters what the mech did on the table; the
engine checks it against the mech's MP, rolls any stand-up attempts, applies
GEL pods, adds movement heat and sets the movement die.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from muster.i18n import Joined, Msg, message_of
from muster.rules.dice import Modifier
from muster.rules.mech.damage import repair
from muster.rules.mech.mechtables import Band, RulesData, as_tables, band_of
from muster.rules.mech.namedice import Dice, as_dice
from muster.rules.mech.piloting import automatic_failure, piloting_roll
from muster.rules.mech.state import MechState
from muster.rules.mech.text import Phrase, colour_text, loc_text, pilot_status_text

MODES = ("none", "walk", "run", "jump")
COST_TEXT = {"hexes": Msg("Mech", "hexes"), "terrain": Msg("Mech", "terrain"), "jump": Msg("Mech", "jump"),
             "turning": Msg("Mech", "turning"), "standing": Msg("Mech", "standing"),
             "gel_pods": Msg("Mech", "gel_pods")}


@dataclass
class MovePlan:
    """What happened on the table. ``mode`` jump means walking with a jump in it."""

    mode: str = "none"
    forward: int = 0            # hexes moved forward on the ground
    backward: int = 0           # hexes moved backward (walk MP at most)
    terrain_changes: int = 0    # ground hexes that changed terrain (+1 MP each)
    jumped: int = 0             # hexes covered by jumping (ignores terrain)
    turn_start: int = 0         # hexsides turned before moving (first is free)
    turn_middle: int = 0        # hexsides turned in the middle (1 MP each)
    turn_end: int = 0           # hexsides turned at the end (first is free)
    stand_attempts: int = 0     # attempts to stand up from prone (1 MP, 2 heat, piloting roll each)
    gel: list = field(default_factory=list)   # [{"pack": id, "location": loc}] pods used on itself
    hexes: int | None = None    # hexes from the start hex (default: forward + backward + jumped)

    @property
    def base_mode(self) -> str:
        return "walk" if self.mode == "jump" else self.mode


@dataclass
class MoveResult:
    ok: bool
    errors: list[dict]
    state: MechState
    mp: dict = field(default_factory=dict)
    heat: int = 0
    die: dict | None = None
    stand: list[dict] = field(default_factory=list)
    gel: list[dict] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {"ok": self.ok, "errors": self.errors, "mp": self.mp, "heat": self.heat, "die": self.die,
                "stand": self.stand, "gel": self.gel, "notes": self.notes, "mech": self.state.to_dict()}


def mp_available(state: MechState, rules: RulesData) -> dict:
    """Walk, run and jump MP this turn after heat, lost legs and lost jets."""
    mv = as_tables(rules).movement
    loss = state.heat_mp_loss(rules)
    walk = max(0, state.design.walk - loss)
    run = max(0, state.design.run - loss)
    notes = []
    if loss:
        notes.append(Phrase(Msg("Mech", "-%1 MP for heat %2").args(loss, state.heat)))
    if state.legs_lost():
        walk, run = min(walk, mv["leg_lost_max_mp"]), min(run, mv["leg_lost_max_mp"])
        notes.append(Phrase(Msg("Mech", "a leg is lost: at most %1 MP").args(mv["leg_lost_max_mp"])))
    jump = max(0, state.design.jump - state.jets_out() * mv["jump_mp_per_jet"])
    jets_out = state.jets_out()
    if jets_out:
        notes.append(Phrase(Msg("Mech", "%n jump jet(s) out", None, jets_out)))
    return {"walk": walk, "run": run, "jump": jump, "notes": notes}


def movement_die(mode: str | None, jumped: int, hexes: int, rules: RulesData) -> dict | None:
    return None if mode is None else die_of_move(mode, jumped, hexes, rules)


def die_of_move(mode: str, jumped: int, hexes: int, rules: RulesData) -> dict:
    """The movement die of a mech that moved (``mode`` walk, run or jump)."""
    t = as_tables(rules)
    md, modes = t.movement_die, t.movement_modes
    kind = "jump" if jumped > 0 else mode
    number = _band_value(md.bands, hexes) if hexes > 0 else md.in_place_number
    return {"colour": modes[kind].colour, "number": number, "own_attack_modifier": modes[kind].attack,
            "attacker_modifier": against_modifier(number, hexes == 0, rules)}


def _band_value(bands: tuple[Band, ...], value: int) -> int:
    band = band_of(bands, value)
    if band is None:
        raise LookupError(f"no band covers {value}")
    return band.value


def against_modifier(number: int, in_place: bool, rules: RulesData) -> int:
    md = as_tables(rules).movement_die
    if in_place or number == md.in_place_number:
        return md.in_place_penalty
    return number * md.penalty_per_number


def own_movement_modifier(state: MechState, rules: RulesData) -> Modifier | None:
    t = state.turn
    if t.move_mode is None:
        return None
    kind = "jump" if t.jumped > 0 else t.move_mode
    m = as_tables(rules).movement_modes[kind]
    done = {"walk": Msg("Mech", "walked"), "run": Msg("Mech", "ran"), "jump": Msg("Mech", "jumped")}[kind]
    return Modifier(Phrase(Msg("Mech", "Own movement (%1, %2 die)").args(done, colour_text(m.colour))), m.attack)


def target_movement_modifier(target: MechState, rules: RulesData) -> Modifier | None:
    t = target.turn
    if t.die is None:
        return None
    value = against_modifier(t.die, t.hexes == 0, rules)
    return Modifier(Phrase(Msg("Mech", "Target movement (die %1)").args(t.die)), value)


def check_plan(state: MechState, plan: MovePlan, rules: RulesData) -> tuple[list[dict], dict]:
    mv = as_tables(rules).movement
    errors: list[dict] = []

    def err(fieldname, message):
        errors.append({"field": fieldname, "message": Phrase(message)})

    if plan.mode not in MODES:
        err("mode", Msg("Mech", "must be one of %1").args(", ".join(MODES)))
        return errors, {}
    for name in ("forward", "backward", "terrain_changes", "jumped", "turn_start", "turn_middle", "turn_end",
                 "stand_attempts"):
        if getattr(plan, name) < 0:
            err(name, Msg("Mech", "cannot be negative"))
    if errors:
        return errors, {}
    avail = mp_available(state, rules)
    moved = plan.forward + plan.backward + plan.jumped
    turn_cost = (max(0, plan.turn_start - mv["free_turn_start"]) + plan.turn_middle
                 + max(0, plan.turn_end - mv["free_turn_end"])) * mv["turn_hexside"]
    costs = {
        "hexes": (plan.forward + plan.backward) * mv["hex"],
        "terrain": plan.terrain_changes * mv["terrain_change"],
        "jump": plan.jumped * mv["hex"],
        "turning": turn_cost,
        "standing": plan.stand_attempts * mv["stand_up_mp"],
        "gel_pods": len(plan.gel) * mv["gel_pod_mp"],
    }
    spent = sum(costs.values())
    base = plan.base_mode
    allowed = 0 if base == "none" else avail[base]
    mp = {"available": allowed, "spent": spent, "costs": costs, "walk": avail["walk"], "run": avail["run"],
          "jump": avail["jump"], "notes": avail["notes"]}
    if base == "none":
        if spent or moved:
            err("mode", Msg("Mech", "the mech spent MP or moved: say whether it walked, ran or jumped"))
        return errors, mp
    if state.out_of_action:
        err("mech", Msg("Mech", "%1 cannot move: %2").args(state.id, state.status_msg))
    elif state.pilot.status != "conscious":
        err("mech", Msg("Mech", "%1 cannot move: the pilot is %2").args(state.id,
                                                                         pilot_status_text(state.pilot.status)))
    elif state.shutdown:
        err("mech", Msg("Mech", "%1 cannot move: the mech is shut down this turn").args(state.id))
    if plan.backward > avail["walk"]:
        err("backward", Msg("Mech", "moved %1 hexes backward, but backward movement is limited to walk MP (%2)").args(
            plan.backward, avail["walk"]))
    if plan.jumped > avail["jump"]:
        err("jumped", Msg("Mech", "jumped %1 hexes, but jump MP is %2").args(plan.jumped, avail["jump"]))
    if plan.jumped and plan.terrain_changes > plan.forward + plan.backward:
        err("terrain_changes", Msg("Mech", "jumping ignores terrain: count terrain changes of ground hexes only"))
    elif plan.terrain_changes > plan.forward + plan.backward:
        err("terrain_changes", Msg("Mech", "%1 terrain changes in %2 ground hexes").args(
            plan.terrain_changes, plan.forward + plan.backward))
    if state.prone and moved and not plan.stand_attempts:
        err("stand_attempts",
            Msg("Mech", "the mech is prone: it must stand up (1 MP, 2 heat, piloting roll) before moving"))
    if not state.prone and plan.stand_attempts:
        err("stand_attempts", Msg("Mech", "the mech is not prone"))
    if spent > allowed:
        parts = Joined([Joined([COST_TEXT.get(k, k), v], " ") for k, v in costs.items() if v], ", ")
        base_text = {"walk": Msg("Mech", "walk"), "run": Msg("Mech", "run")}.get(base, base)
        if avail["notes"]:
            err("mode", Msg("Mech", "spent %1 MP (%2) but %3 MP is %4 (%5)").args(
                spent, parts, base_text, allowed, Joined([message_of(n) for n in avail["notes"]], "; ")))
        else:
            err("mode", Msg("Mech", "spent %1 MP (%2) but %3 MP is %4").args(spent, parts, base_text, allowed))
    if plan.hexes is not None and (plan.hexes < 0 or plan.hexes > moved):
        err("hexes", Msg("Mech", "hexes from the start must be 0-%1 (hexes moved)").args(moved))
    charges: dict[str, int] = {}
    for i, use in enumerate(plan.gel):
        _check_gel(state, use, f"gel[{i}]", err, rules, self_use=True)
        if isinstance(use, dict) and isinstance(use.get("pack"), str):
            charges[use["pack"]] = charges.get(use["pack"], 0) + as_tables(rules).charges_per_use
            if charges[use["pack"]] > state.ammo_left(use["pack"]) > 0:
                err(f"gel[{i}].pack", Msg("Mech", "%1 has only %2 charges left").args(
                    use["pack"], state.ammo_left(use["pack"])))
    return errors, mp


def _check_gel(state: MechState, use, path, err, rules, self_use=False):
    if not isinstance(use, dict):
        err(path, Msg("Mech", "expected {\"pack\": id, \"location\": location}"))
        return
    pack = state.design.item(use.get("pack", ""))
    if pack is None or pack.kind != "gel_pack":
        err(f"{path}.pack", Msg("Mech", "'%1' is not a GEL pack of %2").args(str(use.get("pack")), state.id))
    elif not state.item_working(pack):
        err(f"{path}.pack", Msg("Mech", "%1 is knocked out or its location is lost").args(pack.name))
    elif state.ammo_left(pack.id) < as_tables(rules).charges_per_use:
        err(f"{path}.pack", Msg("Mech", "%1 has no charges left").args(pack.name))
    loc = use.get("location")
    if not isinstance(loc, str) or loc not in state.design.locations:
        err(f"{path}.location", Msg("Mech", "'%1' is not a location").args(str(loc)))
    elif state.is_lost(loc):
        err(f"{path}.location",
            Msg("Mech", "%1 was lost in an earlier round and cannot be repaired").args(loc_text(loc)))


def use_gel(state: MechState, pack_id: str, loc: str, dice: Dice, rules: RulesData, who: str) -> dict:
    pack = state.design.item_of(pack_id)
    state.ammo_used[pack_id] = state.ammo_used.get(pack_id, 0) + as_tables(rules).charges_per_use
    if isinstance(pack.repair, int):
        amount = pack.repair
        out = {"pack": pack_id, "amount": amount}
    else:
        roll = dice.roll("repair", pack.repair, Msg("Mech", "%1: %2 repair on %3 %4").args(who, pack.name, state.id,
                                                                                            loc_text(loc)))
        amount = roll.total
        out = {"pack": pack_id, "amount": amount, "dice": list(roll.faces)}
    out.update(repair(state, loc, amount))
    out["charges_left"] = state.ammo_left(pack_id)
    return out


def move(state: MechState, plan: MovePlan, dice, rules: RulesData) -> MoveResult:
    """Check and apply one mech's movement; on errors nothing is rolled or changed."""
    dice = as_dice(dice)
    errors, mp = check_plan(state, plan, rules)
    if errors:
        return MoveResult(False, errors, state, mp)
    new = state.copy()
    mv, modes = as_tables(rules).movement, as_tables(rules).movement_modes
    result = MoveResult(True, [], new, mp)
    hexes = plan.hexes if plan.hexes is not None else plan.forward + plan.backward + plan.jumped
    jumped = plan.jumped
    attempts_made = 0
    if plan.stand_attempts:
        for i in range(plan.stand_attempts):
            attempts_made += 1
            auto = automatic_failure(new, rules)
            if auto:
                result.stand.append({"attempt": i + 1, "success": False, "automatic_failure": auto})
                continue
            r = piloting_roll(new, dice, rules, Phrase(Msg("Mech", "standing up, attempt %1").args(i + 1)))
            r["attempt"] = i + 1
            result.stand.append(r)
            if r["success"]:
                new.prone = False
                break
        if new.prone:
            if hexes or jumped:
                result.notes.append(Phrase(Msg("Mech", "failed to stand: the mech stays prone in its hex; the declared "
                                                       "hexes were not moved")))
            hexes, jumped = 0, 0
        elif attempts_made < plan.stand_attempts:
            result.notes.append(Phrase(Msg("Mech", "stood up on attempt %1; the other attempts were not needed").args(
                attempts_made)))
        mp["costs"]["standing"] = attempts_made * mv["stand_up_mp"]
        mp["spent"] = sum(mp["costs"].values())
    for use in plan.gel:
        result.gel.append(use_gel(new, use["pack"], use["location"], dice, rules, new.id))
    base = plan.base_mode
    if base == "none":
        return result
    heat = modes[base].heat + jumped * modes["jump"].heat + attempts_made * mv["stand_up_heat"]
    die = die_of_move(base, jumped, hexes, rules)
    new.turn.move_mode, new.turn.jumped, new.turn.hexes, new.turn.die = base, jumped, hexes, die["number"]
    new.turn.movement_heat = heat
    result.heat, result.die = heat, die
    return result
