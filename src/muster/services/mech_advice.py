"""Advice for one mech of a mech battle: stand, walk, run or jump, which target, which weapons, best first.

The mech advised is the set-up's (the panel's mover or attacker), else the one whose turn it is: the acting unit
of the Turn Tracker, else the first of the side in initiative order that has not moved (movement) or declared
(combat). Before it moves (in the initiative phase too: planned ahead) the options are stand still (stay prone),
walk, run or jump with all its MP, each with the fire it would make after at the target that fire hurts most;
once it has moved (and in the combat phase) its fire at each of the ``TARGETS`` it would hurt most: the weapons
that keep it clear of shutdown and ammunition checks on the mech tables' heat scale (none: it holds fire), and
every weapon (an alpha strike) where that is more. After this turn's combat there is nothing to advise.

``win`` is the chance to win the exchange (scope "exchange": a battle is not decided in one turn): this turn's
combat and damage phases played by the mech forecast's own turn (:class:`LeanExchange`, else the engine's
:func:`engine_turn`) with its seeded dice, the other mechs firing as the Forecast tab assumes; the side wins the
exchange when the enemy loses more than it does (armor and structure, and all a mech has left when it is
destroyed, its pilot is out, it shuts down or its ammunition blows up). Every option is played with the same
seed, :func:`exchange_runs` runs (200 in a 2-on-2). Nothing is written, no campaign dice are drawn.

The actions, and the mech panel's fields each fills:

- :class:`Move`: ``mech_id`` the Movement tab's mover combo (``moverCombo``), ``mode`` its ``modeCombo`` (none =
  stand still), ``forward``, ``jumped`` and ``stand_attempts`` its spins of those names; then *Record move*.
- :class:`Fire`: ``attacker_id`` the Combat tab's ``attackerCombo``, ``target_id`` its ``targetCombo``, each of
  ``weapons`` in turn its ``weaponCombo`` (one declaration each), ``range`` its ``rangeSpin``, ``bearing`` and
  ``side`` its ``bearingCombo`` and ``sideCombo``, ``cover`` its ``coverCombo`` and ``coverSpin`` (one name per
  hex), ``gm_modifier`` its ``extraSpin``; then *Declare* for each weapon.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Union

from muster.i18n import Msg, Text, render, term
from muster.services.advice import Advice, AdviceRequest, Option, Worth, sort_options
from muster.services.mech_requests import GM_MODIFIER, Declaration, GmModifier, MoveRequest

if TYPE_CHECKING:
    from muster.rules.mech.combat import Attack
    from muster.rules.mech.state import MechState
    from muster.services.core import CampaignService

KEY = "mech"
MECH_RUNS = 800  # each option's exchange plays this many mech-turns: 200 runs of a 2-on-2 fight (about 30 ms)
TARGETS = 3  # in the combat phase, the targets its safe fire would hurt most


def exchange_runs(mechs: int) -> int:
    """The runs of one option's exchange in a battle of ``mechs`` mechs: fewer as the fight grows (60 to 200)."""
    return max(60, min(200, MECH_RUNS // max(1, mechs)))


MODE_WORDS = {"none": Msg("Advice", "Stand still"), "walk": Msg("Advice", "Walk"), "run": Msg("Advice", "Run"),
              "jump": Msg("Advice", "Jump")}


# ---- the set-up and the actions (the contract of issue 29) ------------------------------------------------

@dataclass(frozen=True)
class MechSetup:
    """The panel's choices that change the odds; None: as stored (or the forecast's assumption)."""

    mech_id: int | None = None  # the mech to advise (the mover or attacker chosen); None: whose turn it is
    range: int | None = None  # hexes to the targets (Range box); None: the forecast's assumed range
    cover: tuple[str, ...] = ()  # cover between, one rules-data name per hex
    gm_modifier: int = 0  # the GM modifier on the mech's attacks
    bearing: str = "front"  # where the target is, seen from the attacker
    side: str = "front"  # which side of the target faces the attacker

    def key(self) -> str:
        return repr((self.mech_id, self.range, self.cover, self.gm_modifier, self.bearing, self.side))


@dataclass(frozen=True)
class Move:
    """The mech's movement this turn: stand still (mode "none"), walk, run or jump its MP."""

    mech_id: int
    mode: str  # none, walk, run, jump
    forward: int = 0
    jumped: int = 0
    stand_attempts: int = 0

    @property
    def kind(self) -> str:
        return "move"

    def request(self) -> MoveRequest:
        return MoveRequest(mode=self.mode, forward=self.forward, jumped=self.jumped, stand_attempts=self.stand_attempts)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "mech_id": self.mech_id, "mode": self.mode, "forward": self.forward,
                "jumped": self.jumped, "stand_attempts": self.stand_attempts}


@dataclass(frozen=True)
class Fire:
    """The mech's attacks this combat phase: these weapons at one target, each its own declaration."""

    attacker_id: int
    target_id: int
    weapons: tuple[str, ...]  # the design's item ids
    range: int = 3
    bearing: str = "front"
    side: str = "front"
    cover: tuple[str, ...] = ()
    gm_modifier: int = 0

    @property
    def kind(self) -> str:
        return "fire"

    def declarations(self) -> tuple[Declaration, ...]:
        mods = (GmModifier(GM_MODIFIER, self.gm_modifier),) if self.gm_modifier else ()
        return tuple(Declaration(self.attacker_id, self.target_id, w, self.range, self.bearing, self.side,
                                 self.cover, mods) for w in self.weapons)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "attacker_id": self.attacker_id, "target_id": self.target_id,
                "weapons": list(self.weapons), "range": self.range, "bearing": self.bearing, "side": self.side,
                "cover": list(self.cover), "gm_modifier": self.gm_modifier}


Action = Union[Move, Fire]


def take(svc: CampaignService, battle_id: int, action: Action) -> object:
    """What the panel's buttons do with an action's fields (the tests take every advised option this way)."""
    from muster.services import mech

    if isinstance(action, Move):
        return mech.move(svc, battle_id, action.mech_id, action.request())
    return [mech.declare_attack(svc, battle_id, d) for d in action.declarations()]


# ---- building the request -------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Read:
    """What the advice needs from the file: the mechs as the engine sees them, and whose turn it is."""

    mechs: tuple[MechState, ...]
    declared: tuple[Attack, ...]  # this turn's declarations, the advised mech's left out
    order: tuple[str, ...]
    sides: dict[str, str]  # mech key -> side id as text
    names: dict[str, str]  # side id as text -> its name
    uid: dict[str, int]
    unit_names: dict[str, str]
    rules: dict
    mech: str | None  # the advised mech's key
    stage: str  # "move", "fire" or "none"
    battle_name: str
    phase: str
    side_id: int | None


def advice_request(svc: CampaignService, battle_id: int, side_id: int | None = None,
                   setup: MechSetup | None = None) -> AdviceRequest:
    """Read the battle (no writes, no campaign dice); ``side_id`` None: the side of the mech whose turn it is."""
    from muster.services import mech
    from muster.services.common import battle_read

    setup = setup or MechSetup()
    with battle_read(svc, KEY, battle_id) as (s, battle, rules):
        roster = mech.Roster(s, battle)
        read = _read(s, battle, roster, rules, side_id, setup)
        bid = battle.id

    def run(*, seed: int = 1) -> Advice:
        return _advise(bid, read, setup, seed)
    key = repr(([m.to_dict() for m in read.mechs], read.declared, read.mech, read.stage, setup.key()))
    return AdviceRequest(KEY, bid, read.side_id, run, key)


def _read(s: Any, battle: Any, roster: Any, rules: dict, side_id: int | None, setup: MechSetup) -> _Read:
    from muster.campaign.models import Side
    from muster.services import mech
    from muster.services.core import ServiceError
    from muster.systems import get

    bstate = battle.state or {}
    done = bstate.get("done", {})
    combat_done = battle.phase > mech.PHASE_COMBAT or done.get("combat") == battle.round
    moved = {int(k) for k, v in bstate.get("moved", {}).items() if v.get("round") == battle.round}
    declarations = [] if combat_done else mech.stored_declarations(bstate)
    declarers = {d.attacker_id for d in declarations}
    order = [roster.key[uid] for uid in battle.initiative if uid in roster.key]
    sides = {k: str(v) for k, v in roster.sides().items()}
    if side_id is not None and str(side_id) not in sides.values():
        raise ServiceError(Msg("Advice", "That side has no mech in this battle."))
    able = [k for k in order if roster.mechs[k].can_act and (side_id is None or sides[k] == str(side_id))]
    chosen = _chosen(battle, roster, able, setup, moved if battle.phase <= mech.PHASE_MOVEMENT else declarers)
    stage = "none" if combat_done or chosen is None else (
        "move" if roster.uid[chosen] not in moved and battle.phase <= mech.PHASE_MOVEMENT else "fire")
    names = {}
    for sid in set(sides.values()):
        row = s.get(Side, int(sid))
        names[sid] = row.name if row is not None else sid
    attacks = [mech.engine_attack(roster, d) for d in declarations if chosen is None or roster.key[d.attacker_id]
               != chosen]
    phases = get(KEY).phases
    own = sides.get(chosen or "", str(side_id) if side_id is not None else None)
    return _Read(tuple(m.copy() for m in roster.mechs.values()), tuple(attacks), tuple(order), sides, names,
                 dict(roster.uid), {k: roster.name(k) for k in roster.mechs}, rules, chosen, stage, battle.name,
                 render(term("Rules", phases[min(battle.phase, len(phases) - 1)])),
                 int(own) if own is not None else side_id)


def _chosen(battle: Any, roster: Any, able: list[str], setup: MechSetup, done: set[int]) -> str | None:
    """The set-up's mech (if it can act, and is of the side asked), else the acting unit, else the first that can act
    and has not yet had its turn."""
    key = roster.key.get(setup.mech_id) if setup.mech_id is not None else None
    if key in able:
        return key
    initiative = list(battle.initiative)
    acting = initiative[battle.active] if 0 <= battle.active < len(initiative) else None
    if acting in roster.key and roster.key[acting] in able and acting not in done:
        return roster.key[acting]
    return next((k for k in able if roster.uid[k] not in done), able[0] if able else None)


# ---- the exchange ---------------------------------------------------------------------------------------

@dataclass
class _Exchange:
    """One option's exchange over the runs: the chance the side wins it, and what befalls the mech."""

    win: float
    dealt: float  # the mean damage the advised mech's side deals
    taken: float
    shutdown: float  # the advised mech's chance to shut down this turn
    exploded: float
    runs: int


def _points(m: MechState) -> int:
    return sum(m.armor_left(loc) + m.internal_left(loc) for loc in m.design.locations)


def _out(m: MechState) -> bool:
    return m.destroyed or m.pilot.status != "conscious" or m.shutdown


def _lost(before: MechState, left: int, taken: int, after: MechState, boom: bool) -> tuple[int, int]:
    """(damage, loss) of the mech this turn: the damage it took (``taken`` before it); its loss is that, or all it
    had (``left``) once it is out of the next turn's fight."""
    damage = sum(after.damage.values()) - taken
    if (_out(after) and not _out(before)) or boom:
        return damage, max(damage, left)
    return damage, damage


def _exchange(start: dict[str, MechState], attacks: list[Attack], read: _Read, at: int, runs: int,
             seed: int) -> _Exchange:
    """This turn by the forecast's own turn (dice drawn as the Forecast draws them for ``seed``): ``attacks`` are
    declared (repeated as declared), every other mech fires as the Forecast assumes at ``at`` hexes."""
    from muster.rules.dice import Roller
    from muster.rules.forecast.common import ForecastDice
    from muster.rules.forecast.mech import Fire as AssumedFire
    from muster.rules.forecast.mech import LeanExchange, plan_fire
    from muster.rules.forecast.mech_turn import engine_turn
    from muster.rules.mech.namedice import Dice

    mechs = list(start.values())
    planned, groups = plan_fire(mechs, list(attacks), read.sides, at)
    kept = [(a, g) for a, g in zip(planned, groups) if a.attacker != read.mech or g == 0]  # it fires as declared
    planned, groups = [a for a, _ in kept], [g for _, g in kept]
    fire = AssumedFire(planned, groups, read.rules)
    dice = Dice(Roller(ForecastDice(seed)))
    order = list(read.order)
    lean = LeanExchange(start, planned, read.rules, order, dice, fire) if LeanExchange.fits(start, planned,
                                                                                             dice) else None
    own = read.sides[read.mech or ""]
    left = {k: _points(m) for k, m in start.items()}
    before = {k: sum(m.damage.values()) for k, m in start.items()}
    won = dealt = taken = shut = boom = 0.0
    for _ in range(runs):
        state = {k: m.copy() for k, m in start.items()}
        if lean is not None:
            found = lean.turn(state, True, True)
        else:
            state, found, _n = engine_turn(state, planned, dice, read.rules, order, fire, True)
            dice.roller.rolls.clear()
        ours = theirs = 0
        for mid, m in state.items():
            damage, lost = _lost(start[mid], left[mid], before[mid], m, mid in found)
            if read.sides[mid] == own:
                ours += lost
                taken += damage
            else:
                theirs += lost
                dealt += damage
        won += theirs > ours
        me = state[read.mech or ""]
        shut += me.shutdown
        boom += (read.mech in found)
    return _Exchange(won / runs, dealt / runs, taken / runs, shut / runs, boom / runs, runs)


# ---- heat -----------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Heat:
    """The heat the mech ends the turn with for some weapon heat, and the checks it would call for."""

    heat: int
    shutdown: int | None  # avoid shutdown on this many or more (0: automatic), None: no check
    ammo: int | None  # avoid an ammunition explosion on this many or more, None: no check


def _heat(m: MechState, weapon_heat: int, rules: dict) -> _Heat:
    from muster.rules.mech.mechtables import as_tables, band_of

    tables = as_tables(rules)
    tn = m.turn
    heat = max(0, m.heat + tn.movement_heat + tn.other_heat + m.engine_hits * tables.components.engine_heat_per_hit
               + weapon_heat - m.working_heat_sinks())
    shut = band_of(tables.heat.shutdown, heat)
    has_ammo = any(it.kind == "ammo" and m.ammo_left(it.id) > 0 and m.item_working(it) for it in m.design.items)
    ammo = band_of(tables.heat.ammo_check, heat) if has_ammo else None
    return _Heat(heat, None if shut is None else (0 if shut.automatic else shut.value),
                 None if ammo is None else (0 if ammo.automatic else ammo.value))


def _heat_lines(h: _Heat) -> list[Text]:
    out: list[Text] = []
    if h.shutdown == 0:
        out.append(Msg("Advice", "heat %1 shuts it down").args(h.heat))
    elif h.shutdown is not None:
        out.append(Msg("Advice", "heat %1 would risk shutdown on %2+").args(h.heat, h.shutdown))
    if h.ammo is not None:
        out.append(Msg("Advice", "heat %1 would risk an ammunition explosion on %2+").args(h.heat, h.ammo or 1))
    if not out:
        out.append(Msg("Advice", "heat %1: no shutdown or ammunition check").args(h.heat))
    return out


# ---- the options ----------------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Plan:
    """One option: how the mech moves (None: it has moved), at whom it fires and with what."""

    move: Move | None
    target: str
    weapons: tuple[str, ...]
    alpha: bool = False  # every weapon, heat or not


@dataclass
class _Ctx:
    read: _Read
    setup: MechSetup
    seed: int
    at: int
    cache: dict = field(default_factory=dict)

    @property
    def me(self) -> MechState:
        return next(m for m in self.read.mechs if m.id == self.read.mech)


def _moves(ctx: _Ctx) -> list[Move]:
    """Stand still, and each mode the mech may use with all its MP (standing up first if it is prone)."""
    from muster.rules.mech.mechtables import as_tables
    from muster.rules.mech.movement import check_plan, mp_available

    me, rules = ctx.me, ctx.read.rules
    uid = ctx.read.uid[me.id]
    avail = mp_available(me, rules)
    stand_mp = as_tables(rules).movement["stand_up_mp"] if me.prone else 0
    tries = [Move(uid, "none")]  # a prone mech may stay down
    for mode in ("walk", "run", "jump"):
        mp = avail[mode] - stand_mp
        if mp <= 0:
            continue
        move = (Move(uid, "jump", jumped=mp, stand_attempts=int(me.prone)) if mode == "jump" else
                Move(uid, mode, forward=mp, stand_attempts=int(me.prone)))
        if not check_plan(me, move.request().engine_plan(), rules)[0]:
            tries.append(move)
    return tries


def _moved(ctx: _Ctx, move: Move | None) -> MechState:
    """The mech after ``move`` by the engine (its movement die and heat), with the forecast's dice."""
    from muster.rules.dice import Roller
    from muster.rules.forecast.common import ForecastDice
    from muster.rules.mech.movement import move as engine_move
    from muster.rules.mech.namedice import Dice

    if move is None:
        return ctx.me
    done = engine_move(ctx.me, move.request().engine_plan(), Dice(Roller(ForecastDice(ctx.seed))), ctx.read.rules)
    return done.state if done.ok else ctx.me


def _attack(ctx: _Ctx, target: str, weapon: str, setup: MechSetup | None = None) -> Attack:
    from muster.rules.mech.combat import Attack

    setup = setup or ctx.setup
    fire = _fire(ctx, target, (weapon,), setup)
    return Attack.from_dict(fire.declarations()[0].engine_data(ctx.read.mech or "", target))


def _fire(ctx: _Ctx, target: str, weapons: tuple[str, ...], setup: MechSetup | None = None) -> Fire:
    setup = setup or ctx.setup
    at = setup.range if setup.range is not None else ctx.at
    return Fire(ctx.read.uid[ctx.read.mech or ""], ctx.read.uid[target], weapons, at, setup.bearing, setup.side,
                tuple(setup.cover), setup.gm_modifier)


def _usable(ctx: _Ctx, me: MechState, target: MechState) -> list[tuple[str, int, float, float]]:
    """(weapon, heat, expected damage, chance to hit) of each weapon that may fire at ``target`` now, the most damage
    for its heat first (heat-free weapons first of all), as the forecast orders them."""
    from muster.rules.mech.combat import AttackError, attack_odds, plan_attack

    out = []
    for it in me.design.items:
        if it.kind != "weapon":
            continue
        attack = _attack(ctx, target.id, it.id)
        try:
            plan = plan_attack(me, target, attack, ctx.read.rules)
            hit = attack_odds(me, target, attack, ctx.read.rules)["percent"] / 100
        except AttackError:
            continue
        out.append((it.id, plan.heat, hit * _mean_damage(plan.damage), hit))
    return sorted(out, key=lambda w: (-w[2] / max(w[1], 0.1), -w[2]))


def _mean_damage(damage: int | str) -> float:
    from muster.rules.dice import parse

    if isinstance(damage, int):
        return float(damage)
    spec = parse(damage)
    return spec.count * (spec.sides + 1) / 2 + spec.bonus


def _plans(ctx: _Ctx, move: Move | None) -> list[_Plan]:
    """For the targets its safe fire would hurt most (before it moves the first, then ``TARGETS``): the weapons that
    keep the mech clear of heat checks, and every weapon where that is more."""
    me = _moved(ctx, move)
    rules = ctx.read.rules
    out: list[_Plan] = []
    targets = [(t, _usable(ctx, me, t)) for t in _targets(ctx)]
    targets.sort(key=lambda tu: -sum(u[2] for u in _safe(me, tu[1], rules)))  # stable: the line-up's order on ties
    targets = targets[:1 if move is not None else TARGETS]
    for target, usable in targets:
        safe = tuple(u[0] for u in _safe(me, usable, rules))
        every = tuple(w for w, *_ in usable)
        if safe or not any(not p.weapons for p in out):  # nothing safe (or in reach): hold fire, once
            out.append(_Plan(move, target.id, safe))
        if safe != every:
            out.append(_Plan(move, target.id, every, alpha=True))
    return out


def _safe(me: MechState, usable: list[tuple[str, int, float, float]], rules: dict
          ) -> list[tuple[str, int, float, float]]:
    """The weapons, in order, while the mech's heat stays clear of shutdown and ammunition checks (heat-free always)."""
    out = []
    heat = 0
    for u in usable:
        after = _heat(me, heat + u[1], rules)
        if u[1] == 0 or (after.shutdown is None and after.ammo is None):
            out.append(u)
            heat += u[1]
    return out


def _targets(ctx: _Ctx) -> list[MechState]:
    own = ctx.read.sides[ctx.read.mech or ""]
    return [m for m in ctx.read.mechs if ctx.read.sides[m.id] != own and not m.out_of_action]


def _evaluate(ctx: _Ctx, plan: _Plan, setup: MechSetup | None = None) -> _Exchange:
    setup = setup or ctx.setup
    key = (plan, setup)
    if key not in ctx.cache:
        me = _moved(ctx, plan.move)
        start = {m.id: (me if m.id == me.id else m) for m in ctx.read.mechs}
        attacks = list(ctx.read.declared) + [_attack(ctx, plan.target, w, setup) for w in plan.weapons]
        at = setup.range if setup.range is not None else ctx.at
        ctx.cache[key] = _exchange(start, attacks, ctx.read, at, exchange_runs(len(start)), ctx.seed)
    return ctx.cache[key]


def _weapon_names(ctx: _Ctx, weapons: tuple[str, ...]) -> str:
    me = ctx.me
    names = [it.name for w in weapons for it in [me.design.item_of(w)]]
    return ", ".join(names)


def _option(ctx: _Ctx, plan: _Plan) -> Option:
    from muster.rules.mech.movement import own_movement_modifier

    got = _evaluate(ctx, plan)
    me = _moved(ctx, plan.move)
    target = ctx.read.unit_names[plan.target]
    weapons = _weapon_names(ctx, plan.weapons)
    label: Text
    if plan.move is None:
        label = (Msg("Advice", "Alpha strike at %1 (%2)") if plan.alpha else Msg("Advice", "Fire %2 at %1") if weapons
                 else Msg("Advice", "Hold fire (%1 in sight)")).args(target, weapons)
    else:
        fire = (Msg("Advice", "alpha strike at %1 (%2)") if plan.alpha else Msg("Advice", "fire %2 at %1") if weapons
                else Msg("Advice", "hold fire (%1 in sight)")).args(target, weapons)
        mode = Msg("Advice", "Stay prone") if plan.move.mode == "none" and ctx.me.prone else MODE_WORDS[plan.move.mode]
        label = Msg("Advice", "%1, then %2").args(mode, fire)
    why: list[Text] = []
    own = own_movement_modifier(me, ctx.read.rules)
    if plan.move is not None and plan.move.stand_attempts:
        why.append(Msg("Advice", "stands up first (1 MP and a piloting roll)"))
    if own is not None and plan.move is not None:
        why.append(Msg("Advice", "%1 to hit for %2").args(f"{own.value:+d}", _moving_word(plan.move.mode)))
    if plan.move is not None and me.turn.die is not None:
        from muster.rules.mech.movement import against_modifier

        against = against_modifier(me.turn.die, me.turn.hexes == 0, ctx.read.rules)
        if against:
            why.append(Msg("Advice", "%1 to hit it (movement die %2)").args(f"{against:+d}", me.turn.die))
    usable = _usable(ctx, me, _mech(ctx, plan.target))
    weapon_heat = sum(h for w, h, _, _ in usable if w in plan.weapons)
    first = next((u for u in usable if u[0] in plan.weapons), None)
    if first is not None:
        why.append(Msg("Advice", "%1 hits %2 %3").args(me.design.item_of(first[0]).name, target, _pct(first[3])))
    why += _heat_lines(_heat(me, weapon_heat, ctx.read.rules))
    if got.shutdown >= 0.005:
        why.append(Msg("Advice", "shuts down in %1 of the runs").args(_pct(got.shutdown)))
    if got.exploded >= 0.005:
        why.append(Msg("Advice", "its ammunition blows up in %1 of the runs").args(_pct(got.exploded)))
    expect = Msg("Advice", "The side deals about %1 damage and takes about %2 this turn").args(round(got.dealt),
                                                                                                round(got.taken))
    action: Action = plan.move if plan.move is not None else _fire(ctx, plan.target, plan.weapons)
    return Option(render(label), got.win, render(expect), tuple(render(w) for w in why), action, "exchange")


def _moving_word(mode: str) -> Text:
    return {"walk": Msg("Advice", "walking"), "run": Msg("Advice", "running"), "jump": Msg("Advice", "jumping")
            }.get(mode, mode)


def _mech(ctx: _Ctx, key: str) -> MechState:
    return next(m for m in ctx.read.mechs if m.id == key)


def _pct(p: float) -> str:
    return f"{p:.0%}"


def _worth(ctx: _Ctx, best: _Plan | None) -> tuple[Worth, ...]:
    """What each of the set-up's modifiers is worth to the best option, and its movement: with it minus without."""
    if best is None:
        return ()
    base = _evaluate(ctx, best).win
    out = []
    setup = ctx.setup
    if setup.range is not None and setup.range != ctx.at:
        out.append(Worth(render(Msg("Advice", "Range %1").args(setup.range)),
                         base - _evaluate(ctx, best, replace(setup, range=None)).win))
    if setup.cover:
        out.append(Worth(render(Msg("Advice", "Cover")), base - _evaluate(ctx, best, replace(setup, cover=())).win))
    if setup.gm_modifier:
        out.append(Worth(render(Msg("Advice", "GM modifier %1").args(f"{setup.gm_modifier:+d}")),
                         base - _evaluate(ctx, best, replace(setup, gm_modifier=0)).win))
    if best.move is not None and best.move.mode != "none":
        still = replace(best, move=Move(best.move.mech_id, "none"))
        out.append(Worth(render(MODE_WORDS[best.move.mode]), base - _evaluate(ctx, still).win))
    return tuple(out)


def _advise(battle_id: int, read: _Read, setup: MechSetup, seed: int) -> Advice:
    from muster.services.plugins.mech import MECH_RANGE

    side = read.names.get(read.sides.get(read.mech or "", str(read.side_id)), "")
    ctx = _Ctx(read, setup, seed, MECH_RANGE)
    plans: list[_Plan] = []
    if read.stage == "move":
        for move in _moves(ctx):
            plans += _plans(ctx, move)
    elif read.stage == "fire":
        plans = _plans(ctx, None)
    options = [_option(ctx, plan) for plan in plans]
    ranked = sort_options(options)
    best = next((p for p, o in zip(plans, options) if ranked and o is ranked[0]), None)
    return Advice(battle_id, read.battle_name, read.side_id, side, read.phase, ranked, _worth(ctx, best))
