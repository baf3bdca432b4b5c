"""Advice for one side of a By This Poleaxe battle: charge, hold or withdraw for each of its bodies (phase 1), and
which enemy squad each of its archers should shoot (phase 3).

A stance's ``win`` is the side's chance to win the melee it leads to, from the Poleaxe forecast engine
(``rules.forecast.poleaxe``, the Forecast tab's, :data:`RUNS` runs): the body's squads against the nearest enemy
body's, charging or not (a withdrawing body fights no melee this turn: no win). A volley's ``win`` is the exact
chance (``rules.poleaxe.combat``) that it costs the target a hit to kill (scope "exchange"). ``why`` is the rules'
modifiers (charge, flank, surprise, cover, range) and the squads' types and numbers; ``worth`` what each of the
set-up's modifiers (an engagement's flank, surprise, charge or cover; the missile cover) is worth to the best option.

The actions fill the Poleaxe panel's fields:

- :class:`SetStance` — phase 1's *Body* (``body``, the body's id), *Spaces* (``spaces``: the body's whole move
  towards the enemy for a charge, 0 to hold, away for a withdrawal) and *Charge* (``charge``);
  ``poleaxe.declare(svc, battle_id, body, spaces, charge)``. ``toward`` (the enemy body) and ``engagements`` (the
  melee tab's attacks once in contact) say which melee the win is the chance of; they fill nothing in phase 1.
- :class:`Shoot` — phase 3's *Shooter* (``shooter_id``), *Target* (``target_id``) and *Cover* (``cover``);
  ``poleaxe.fire_missiles(svc, battle_id, shooter_id, target_id, cover)``.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace
from typing import TYPE_CHECKING, Any

from muster.i18n import Msg, Text, join, render, term
from muster.services.advice import Advice, AdviceRequest, Option, Worth
from muster.services.advice_common import modifier_line, percent, ranked

if TYPE_CHECKING:
    from muster.rules.forecast.common import Forecast
    from muster.rules.poleaxe import Attack, Squad
    from muster.rules.poleaxe.battle import Battle as EngineBattle
    from muster.rules.poleaxe.battle import Body
    from muster.services.core import CampaignService
    from muster.services.poleaxe_views import Engagement

KEY = "poleaxe"
RUNS = 300  # sampled melees per stance: a 95% interval of about ±6 points at 50% (see the property test)
MAX_ROUNDS = 20  # the Forecast tab's default limit


# ---- the set-up and the actions (the contract: engineer C's Advise tab builds on these) ------------------------

@dataclass(frozen=True)
class PoleaxeSetup:
    """The panel's current choices that change the odds; None: as stored.

    ``engagements``: the melee tab's engagements (direction, surprise, charge, cover of each attack), applied to
    the stances' melees where the same squads meet; ``cover``: the missile tab's cover of the target.
    """

    engagements: tuple[Engagement, ...] | None = None
    cover: str | None = None


@dataclass(frozen=True)
class SetStance:
    """Phase 1: the body charges (its whole move towards the enemy), holds (0) or withdraws (its move away)."""

    body: str
    stance: str  # "charge", "hold" or "withdraw"
    spaces: int
    charge: bool
    toward: str | None = None  # the enemy body the melee is advised against (not declared: the rules' line decides)
    engagements: tuple[Engagement, ...] = ()  # the melee the win is the chance of (the melee tab's, once in contact)

    @property
    def kind(self) -> str:
        return "stance"

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "body": self.body, "stance": self.stance, "spaces": self.spaces,
                "charge": self.charge, "toward": self.toward,
                "engagements": [asdict(e) for e in self.engagements]}


@dataclass(frozen=True)
class Shoot:
    """Phase 3: ``shooter_id`` shoots at ``target_id`` (the target behind ``cover``)."""

    shooter_id: int
    target_id: int
    cover: str = "none"

    @property
    def kind(self) -> str:
        return "shoot"

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "shooter_id": self.shooter_id, "target_id": self.target_id, "cover": self.cover}


def take(svc: CampaignService, battle_id: int, action: SetStance | Shoot) -> Any:
    """Do what the option says through the use case the panel's button calls (the GM's roll, if any, is the
    campaign's): ``declare`` for a stance, ``fire_missiles`` for a volley."""
    from muster.services import poleaxe

    if isinstance(action, SetStance):
        return poleaxe.declare(svc, battle_id, action.body, action.spaces, action.charge)
    return poleaxe.fire_missiles(svc, battle_id, action.shooter_id, action.target_id, action.cover)


# ---- what the battle holds (read once, then pure rules work) ------------------------------------------------

@dataclass(frozen=True)
class _Battle:
    battle_id: int
    name: str
    phase: str  # the phase's key: declare, half_move, missiles, finish_move, melee
    phase_label: str
    side_id: int | None
    side: str
    squads: dict[str, Squad]  # their ``side`` the side's name, as the forecast names the outcomes
    sides: dict[str, str]  # squad id -> its side's id (as text)
    engine: EngineBattle | None
    tables: Any
    setup: PoleaxeSetup
    memo: dict[tuple, Forecast | None] = field(default_factory=dict, compare=False, repr=False)

    @property
    def ours(self) -> str:
        return str(self.side_id)


def advice_request(svc: CampaignService, battle_id: int, side_id: int | None = None,
                   setup: PoleaxeSetup | None = None, /) -> AdviceRequest:
    """Read the battle (nothing is written, no campaign dice drawn); ``run`` ranks the side's options."""
    from muster.services.common import battle_read
    from muster.services.core import ServiceError
    from muster.services.poleaxe_state import _phase_key, _squads, _typed, engine_battle, squad_side_names

    setup = setup if setup is not None else PoleaxeSetup()
    with battle_read(svc, KEY, battle_id) as (s, battle, data):
        tables = _typed(data)
        _, squads = _squads(s, battle)
        names = squad_side_names(s, squads)
        engine = engine_battle(battle) if (battle.state or {}).get("bodies") else None
        phase = _phase_key(battle, tables) if engine is not None else ""
        label = render(term("Rules", svc.phase_name(battle)))
        order = list(battle.initiative or [])
        active = order[battle.active] if order and 0 <= battle.active < len(order) else None
        name = battle.name
    sides = list(dict.fromkeys(sq.side for sq in squads.values()))
    if side_id is None:
        acting = squads.get(str(active)) if active is not None else None
        first = acting.side if acting is not None else (engine.sides[0] if engine is not None else None)
        side_id = int(first) if first is not None and str(first).isdigit() else None
    elif str(side_id) not in sides:
        raise ServiceError(Msg("Advice", "There is no side #%1 in %2.").args(side_id, name))
    sides_of = {sid: sq.side for sid, sq in squads.items()}
    named = {sid: replace(sq, side=names.get(sq.side, sq.side)) for sid, sq in squads.items()}
    b = _Battle(battle_id, name, phase, label, side_id, names.get(str(side_id), ""), named, sides_of, engine, tables,
                setup)

    def run(*, seed: int = 1) -> Advice:
        return _advise(b, seed)
    key = repr((side_id, phase, sorted(squads.items()), engine, setup))
    return AdviceRequest(KEY, battle_id, side_id, run, key)


def _advise(b: _Battle, seed: int) -> Advice:
    b = replace(b, memo={})  # this run's melees: equal melees forecast once (runs on other threads keep their own)
    made: list[tuple[Option, float, Any]] = []
    if b.engine is not None and b.phase == "declare":
        made = _stance_options(b, seed)
    elif b.engine is not None and b.phase == "missiles":
        made = _shoot_options(b)
    quick = {id(o): turns for o, turns, _ in made}
    options = ranked([o for o, _, _ in made], lambda o: quick[id(o)])
    worth: tuple[Worth, ...] = ()
    if options:
        best = next(how for o, _, how in made if o is options[0])
        worth = _worth(best, options[0], b, seed)
    return Advice(b.battle_id, b.name, b.side_id, b.side, b.phase_label, options, worth)


# ---- stances: the melee each leads to ------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Melee:
    """A stance's melee: our body against the enemy body nearest it."""

    body: Body
    foe: Body
    charge: bool  # our squads charge
    engagements: tuple[Engagement, ...] | None  # the set-up's, applied where the same squads meet


def _bodies(b: _Battle) -> list[tuple[Body, list[Body]]]:
    """Each of our bodies with the enemy bodies, nearest first."""
    assert b.engine is not None
    engine = b.engine
    out = []
    for body in engine.bodies:
        if body.side != b.ours:
            continue
        foes = sorted((f for f in engine.bodies if f.side != b.ours),
                      key=lambda f: (abs(f.position - body.position), f.id))
        if foes:
            out.append((body, foes))
    return out


def _max_move(body: Body, b: _Battle) -> int:
    return min((b.squads[s].value("movement") for s in body.squads if s in b.squads and not b.squads[s].out_of_fight),
               default=0)


def _declarable(b: _Battle, action: SetStance) -> bool:
    """Whether the rules take the declaration (the use case's own check)."""
    from muster.rules.poleaxe import RulesError
    from muster.rules.poleaxe import declare as engine_declare

    assert b.engine is not None
    try:
        engine_declare(b.engine, action.body, action.spaces, b.tables, charge=action.charge, squads=b.squads)
    except (RulesError, ValueError):
        return False
    return True


def _attacks(melee: _Melee, b: _Battle) -> list[Attack]:
    """Our squads each attacking one of theirs in turn (charging or not), their spare squads joining in; an
    enemy body that declared a charge charges ours; the set-up's direction, surprise and cover where pairs meet."""
    from muster.rules.poleaxe import Attack
    from muster.rules.poleaxe.combat import can_strike

    squads, tables = b.squads, b.tables
    ours = [s for s in melee.body.squads if s in squads and not squads[s].out_of_fight]
    theirs = [s for s in melee.foe.squads if s in squads and not squads[s].out_of_fight]
    if not ours or not theirs:
        return []
    first, second, charging = (ours, theirs, melee.charge)
    if melee.foe.charge and not melee.charge:
        first, second, charging = theirs, ours, True
    set_up = {(str(e.attacker), str(e.target)): e for e in melee.engagements or ()}
    out = []
    pairs = [(a, second[i % len(second)]) for i, a in enumerate(first)]
    pairs += [(d, first[i % len(first)]) for i, d in enumerate(second) if i >= len(first)]
    for i, (attacker, target) in enumerate(pairs):
        if can_strike(squads[attacker], tables) is not None:
            continue
        e = set_up.get((attacker, target))
        charge = charging if i < len(first) else False
        out.append(Attack(attacker, target, direction=e.direction if e else "front",
                          surprise=bool(e.surprise) if e else False, charge=bool(e.charge) if e else charge,
                          cover=e.cover if e else "none"))
    return out


def _melee_forecast(melee: _Melee, b: _Battle, seed: int) -> Forecast | None:
    """The melee's forecast; a charge that changes nothing by the rules (only a mounted squad charging foot raises
    a check) is the same melee as standing, forecast once."""
    from muster.rules.forecast import poleaxe as engine
    from muster.rules.poleaxe import RulesError

    attacks = _attacks(melee, b)
    if not attacks:
        return None
    assert b.engine is not None
    squads = b.squads
    key = (seed, tuple(replace(a, charge=a.charge and squads[a.attacker].mounted and not squads[a.target].mounted)
                       for a in attacks))
    if key in b.memo:
        return b.memo[key]
    bodies = [list(x.squads) for x in b.engine.bodies]
    try:
        found: Forecast | None = engine.forecast(squads, attacks, b.tables, runs=RUNS, seed=seed,
                                                 max_rounds=MAX_ROUNDS, bodies=bodies)
    except (RulesError, ValueError, KeyError):
        found = None
    b.memo[key] = found
    return found


def _stance_options(b: _Battle, seed: int) -> list[tuple[Option, float, Any]]:
    """For each of our bodies: charge or hold against each enemy body (the melee that follows, once in contact),
    or withdraw."""
    out: list[tuple[Option, float, Any]] = []
    for body, foes in _bodies(b):
        move = _max_move(body, b)
        withdraw = SetStance(body.id, "withdraw", -move, False)
        if move > 0 and _declarable(b, withdraw):
            out.append((_withdraw_option(withdraw, body, foes[0], b), 0.0, None))
        for foe in foes:
            for stance in ("charge", "hold"):
                action = SetStance(body.id, stance, move if stance == "charge" else 0, stance == "charge", foe.id)
                if (stance == "charge" and move <= 0) or not _declarable(b, action):
                    continue
                got = _stance_option(action, body, foe, move, b, seed)
                if got is not None:
                    out.append(got)
    return out


def _stance_option(action: SetStance, body: Body, foe: Body, move: int, b: _Battle,
                   seed: int) -> tuple[Option, float, Any] | None:
    from muster.services.poleaxe_views import Engagement

    melee = _Melee(body, foe, action.charge, b.setup.engagements)
    forecast = _melee_forecast(melee, b, seed)
    if forecast is None:
        return None
    action = replace(action, engagements=tuple(
        Engagement(int(a.attacker), int(a.target), a.direction, a.surprise, a.charge, a.cover, a.strike_back)
        for a in _attacks(melee, b)))
    win = forecast.outcome(b.side).p if b.side in dict(forecast.outcomes) else 0.0
    distance = abs(foe.position - body.position)
    scope = "battle" if b.engine is not None and len(b.engine.bodies) == 2 else "exchange"
    option = Option(_stance_label(action, body, foe), win, _stance_expect(forecast, b, move, foe, distance),
                    _stance_why(melee, b) + _archers(body, action.stance, b), action, scope)
    shooting = action.stance == "hold" and bool(_archers(body, "hold", b))
    # among equal chances, holding first where it keeps the body's archers shooting (moving squads may not shoot)
    return option, forecast.rounds.mean - (0.001 if shooting else 0.0), melee


def _stance_label(action: SetStance, body: Body, foe: Body) -> str:
    if action.stance == "charge":
        return render(Msg("Advice", "%1 charges %2").args(body.name, foe.name))
    if action.stance == "hold":
        return render(Msg("Advice", "%1 holds against %2").args(body.name, foe.name))
    return render(Msg("Advice", "%1 withdraws").args(body.name))


def _withdraw_option(action: SetStance, body: Body, foe: Body, b: _Battle) -> Option:
    why = (render(Msg("Advice", "no melee this turn: the body keeps its squads, and wins nothing")),)
    expect = render(Msg("Advice", "%1 falls back %2 spaces from %3").args(body.name, -action.spaces, foe.name))
    return Option(_stance_label(action, body, foe), 0.0, expect, why, action, "battle")


def _stance_expect(forecast: Forecast, b: _Battle, move: int, foe: Body, distance: int) -> str:
    ours = {sid for sid, sq in b.squads.items() if sq.side == b.side}
    names = {b.squads[s].name for s in ours}
    lost = sum(float(dict(u.expected).get("expected_htk_lost", 0.0)) for u in forecast.units if u.name in names)
    turns = forecast.rounds.mean
    if distance <= move + max(0, foe.declared):
        contact = Msg("Advice", "contact this turn")
    else:
        contact = Msg("Advice", "contact in about %1 turns").args(-(-distance // max(1, move)))
    return render(Msg("Advice", "%1; a side breaks in about %2 turns; you lose about %3 hits to kill")
                  .args(contact, f"{turns:.1f}", f"{lost:.1f}"))


def _stance_why(melee: _Melee, b: _Battle) -> tuple[str, ...]:
    from muster.rules.poleaxe.combat import attack_needed

    squads = b.squads
    lines = []
    ours = [squads[s] for s in melee.body.squads if s in squads and not squads[s].out_of_fight]
    theirs = [squads[s] for s in melee.foe.squads if s in squads and not squads[s].out_of_fight]
    lines.append(render(Msg("Advice", "%1 squads against %2").args(len(ours), len(theirs))))
    kinds = sorted({render(_squad_type(sq.squad_type)) for sq in theirs if sq.squad_type})
    if kinds:
        lines.append(render(Msg("Advice", "they are %1").args(join(kinds, ", "))))
    lines.append(render(Msg("Advice", "hits to kill: %1 against %2").args(sum(sq.hits_left for sq in ours),
                                                                          sum(sq.hits_left for sq in theirs))))
    seen: set[str] = set()
    for attack in _attacks(melee, b):
        whose = "" if squads[attack.attacker].side == b.side else "them"
        for mod in attack_needed(squads[attack.attacker], attack, b.tables)[1]:
            line = modifier_line(mod, whose)
            if mod.value and line not in seen:
                seen.add(line)
                lines.append(line)
    return tuple(lines)


def _archers(body: Body, stance: str, b: _Battle) -> tuple[str, ...]:
    """Only stationary squads (and trained skirmishers) shoot: what the stance does to the body's missiles."""
    archers = [b.squads[s].name for s in body.squads
               if s in b.squads and b.squads[s].missile and not b.squads[s].skirmisher and not b.squads[s].out_of_fight]
    if not archers:
        return ()
    if stance == "hold":
        return (render(Msg("Advice", "standing still, %1 may shoot this turn").args(join(archers, ", "))),)
    return (render(Msg("Advice", "moving, %1 cannot shoot this turn").args(join(archers, ", "))),)


# ---- volleys -------------------------------------------------------------------------------------------------------

def _volley(b: _Battle, shooter: str, target: str, cover: str) -> Attack | None:
    """The volley as the use case builds it, or None when the rules refuse it (range, moved, out of the fight)."""
    from muster.rules.dice import Roller
    from muster.rules.forecast.common import ForecastDice
    from muster.rules.poleaxe import Attack, RulesError, resolve_missiles

    assert b.engine is not None
    a = next((x for x in b.engine.bodies if shooter in x.squads), None)
    t = next((x for x in b.engine.bodies if target in x.squads), None)
    if a is None or t is None:
        return None
    attack = Attack(shooter, target, cover=cover, range=abs(a.position - t.position), moved=a.declared != 0)
    try:  # the rules' own checks, on throwaway dice (never the campaign's)
        resolve_missiles(dict(b.squads), [attack], Roller(ForecastDice(0)), b.tables)
    except (RulesError, ValueError, KeyError):
        return None
    return attack


def _shoot_options(b: _Battle) -> list[tuple[Option, float, Any]]:
    from muster.rules.poleaxe.combat import hit_chance, save_chance

    cover = b.setup.cover or "none"
    out: list[tuple[Option, float, Any]] = []
    for sid, shooter in b.squads.items():
        if b.sides[sid] != b.ours or not shooter.missile:
            continue
        for tid, target in b.squads.items():
            if b.sides[tid] == b.ours:
                continue
            attack = _volley(b, sid, tid, cover)
            if attack is None:
                continue
            p_hit, p_save = hit_chance(shooter, attack, b.tables, "missile"), save_chance(target, attack, b.tables)
            win = float(p_hit * (1 - p_save))
            action = Shoot(int(sid), int(tid), cover)
            label = render(Msg("Advice", "%1 shoots at %2").args(shooter.name, target.name))
            expect = render(Msg("Advice", "hits %1 of the time; %2 saves %3 of those; %4 hits to kill left")
                            .args(percent(float(p_hit)), target.name, percent(float(p_save)), target.hits_left))
            out.append((Option(label, win, expect, _shoot_why(shooter, target, attack, b), action, "exchange"),
                        0.0, attack))
    return out


def _shoot_why(shooter: Squad, target: Squad, attack: Attack, b: _Battle) -> tuple[str, ...]:
    from muster.rules.poleaxe.combat import attack_needed, save_needed

    base, mods, needed = attack_needed(shooter, attack, b.tables, "missile")
    lines = [render(Msg("Advice", "%1 spaces away").args(attack.range))]
    lines += [modifier_line(m) for m in mods if m.value]
    lines.append(render(Msg("Advice", "hits on %1 or less").args(needed)))
    save = save_needed(target, attack, b.tables)
    lines += [modifier_line(m, "them") for m in save[1] if m.value]
    if target.squad_type:
        lines.append(render(Msg("Advice", "they are %1").args(_squad_type(target.squad_type))))
    return tuple(lines)


# ---- what each modifier is worth ---------------------------------------------------------------------------------

def _worth(best: Any, option: Option, b: _Battle, seed: int) -> tuple[Worth, ...]:
    if isinstance(best, _Melee):
        return _melee_worth(best, option.win, b, seed)
    if isinstance(option.action, Shoot) and option.action.cover != "none":
        from muster.rules.poleaxe.combat import hit_chance, save_chance

        plain = replace(best, cover="none")
        shooter, target = b.squads[plain.attacker], b.squads[plain.target]
        other = float(hit_chance(shooter, plain, b.tables, "missile") * (1 - save_chance(target, plain, b.tables)))
        label = render(Msg("Advice", "Cover: %1").args(_cover(option.action.cover)))
        return (Worth(label, option.win - other),)
    return ()


def _melee_worth(melee: _Melee, win: float, b: _Battle, seed: int) -> tuple[Worth, ...]:
    """Each set-up engagement's direction, surprise, charge and cover that this melee uses: win with it minus
    the same engagement without it."""
    used = {(a.attacker, a.target) for a in _attacks(melee, b)}
    out = []
    for i, e in enumerate(melee.engagements or ()):
        if (str(e.attacker), str(e.target)) not in used:
            continue
        for label, plain in _plain(e, b):
            engagements = tuple(plain if j == i else x for j, x in enumerate(melee.engagements or ()))
            forecast = _melee_forecast(replace(melee, engagements=engagements), b, seed)
            if forecast is None:
                continue
            other = forecast.outcome(b.side).p if b.side in dict(forecast.outcomes) else 0.0
            out.append(Worth(label, win - other))
    return tuple(out)


def _plain(e: Engagement, b: _Battle) -> list[tuple[str, Engagement]]:
    who = b.squads[str(e.attacker)].name
    out = []
    if e.direction != "front":
        out.append((render(Msg("Advice", "%1: attack on the %2").args(who, _direction(e.direction))),
                    replace(e, direction="front")))
    if e.surprise:
        out.append((render(Msg("Advice", "%1: surprise").args(who)), replace(e, surprise=False)))
    if e.charge:
        out.append((render(Msg("Advice", "%1: charge").args(who)), replace(e, charge=False)))
    if e.cover != "none":
        out.append((render(Msg("Advice", "%1: cover %2").args(who, _cover(e.cover))), replace(e, cover="none")))
    return out


_COVERS = {"none": Msg("Advice", "none"), "soft": Msg("Advice", "soft"), "hard": Msg("Advice", "hard")}


def _cover(key: str) -> Text:
    """A cover key as the GM reads it (the panel's words)."""
    return _COVERS.get(key) or key


def _direction(key: str) -> Text:
    """An attack's direction as the rules' modifiers name it ("flank", "rear")."""
    from muster.rules.poleaxe.combat import SITUATION_WORDS

    return SITUATION_WORDS.get(key) or term("Rules", key)


def _squad_type(key: str) -> Text:
    """A squad type key ("average") as the rules terms name it ("Average")."""
    return term("Rules", key.replace("_", " ").capitalize())
