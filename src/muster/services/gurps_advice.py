"""Advice for one army of a GURPS Mass Combat battle: the choices before the day's Strategy contest, best first.

Each option's ``win`` is the army's exact chance to win the day's Strategy contest (the GURPS forecast's exact
day, :mod:`muster.rules.forecast.gurps`: every pair of 3d6 totals, with the Luck the set-up declares), after the
choice: an operation that may fail weighs its outcomes (success and failure, each applied by the engine's own
:func:`run_mission` / :func:`consult_seer`) by their exact chances. The scope is "exchange": the day, not the
whole battle, which later days and morale decide. Nothing is written and no campaign dice are drawn.

The actions, and the GURPS panel's fields each fills (the Operations tab, its side combo ``opsSideCombo``):

- :class:`PrepareBattle` ``operation`` "reconnaissance" / "assassination": ``missionCombo``; ``leader``:
  ``missionLeaderCombo``; ``team``: ``missionTeamSpin``; ``target``: ``missionTargetCombo``; then *Send mission*.
  ``operation`` "seer": ``seer``: ``seerCombo``, ``trust``: ``trustCombo``, then *Consult seer*.
  ``operation`` "security": ``leader``: ``securityLeaderCombo``, ``team``: ``securityTeamSpin``, then *Post security*.
- :class:`FightOrWithdraw` ``fight`` True: the Contest tab's *Roll contest* (with the Luck of the set-up);
  False (a later day only): the army leaves the field, every unit still fighting "retreated in good order".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Union

from muster.i18n import Msg, Text, render, term
from muster.services.advice import Advice, AdviceRequest, Option, Worth, sort_options

if TYPE_CHECKING:
    from muster.rules.gurps.armies import Army, Leader, Seer
    from muster.rules.gurps.battle import Battle as EngineBattle
    from muster.services.core import CampaignService

KEY = "gurps"
SIDES = ("attacker", "defender")


# ---- the set-up and the actions (the contract of issue 29) ------------------------------------------------

@dataclass(frozen=True)
class GurpsSetup:
    """The panel's choices that change the odds; None: as stored."""

    luck: tuple[str, ...] | None = None  # the sides ("attacker", "defender") whose commanders use Luck in the contest
    battle_type: str | None = None  # "open_field" or "defended_position" (the set-up dialog's what-if)
    position: tuple[str, ...] | None = None  # the defender's works (keys of the rules data)
    gm_modifier: int = 0  # a Strategy modifier the GM rules for the advised side

    def key(self) -> str:
        return repr((self.luck, self.battle_type, self.position, self.gm_modifier))


@dataclass(frozen=True)
class PrepareBattle:
    """A pre-battle operation of ``side``: a mission, a seer's reading or posted security."""

    side: str  # "attacker" or "defender"
    operation: str  # "reconnaissance", "assassination", "seer" or "security"
    leader: str | None = None  # the mission's or the guard's leader
    team: int = 0  # how many go on the mission, or stand guard
    target: str | None = None  # assassination: the enemy leader
    seer: str | None = None
    trust: str = "normal"  # the commander's trust in the seer: normal, believes, rejects

    @property
    def kind(self) -> str:
        return "prepare"

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "side": self.side, "operation": self.operation, "leader": self.leader,
                "team": self.team, "target": self.target, "seer": self.seer, "trust": self.trust}


@dataclass(frozen=True)
class FightOrWithdraw:
    """Go to the day's contest (``fight``), or leave the field (a later day)."""

    side: str
    fight: bool = True
    luck: tuple[str, ...] = ()  # the sides using Luck in the contest (the set-up's)

    @property
    def kind(self) -> str:
        return "fight" if self.fight else "withdraw"

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "side": self.side, "luck": list(self.luck)}


Action = Union[PrepareBattle, FightOrWithdraw]


def take(svc: CampaignService, battle_id: int, action: Action) -> object:
    """What the panel's buttons do with an action's fields (the tests take every advised option this way): one
    action, or for a withdrawal one per unit (the ids of the units that left)."""
    from muster.services import gurps

    if isinstance(action, FightOrWithdraw):
        if action.fight:
            return gurps.roll_contest(svc, battle_id, action.luck)
        return _withdraw(svc, battle_id, action.side)
    if action.operation == "seer":
        return gurps.consult_seer(svc, battle_id, action.side, action.seer or "", action.trust)
    if action.operation == "security":
        gurps.post_security(svc, battle_id, action.side, action.leader, action.team)
        return None
    return gurps.run_mission(svc, battle_id, action.side, action.operation, action.leader or "", action.team, None,
                             action.target if action.operation == "assassination" else None)


def _withdraw(svc: CampaignService, battle_id: int, side: str) -> list[int]:
    from muster.services import gurps, roster
    from muster.services.common import battle_read

    with battle_read(svc, KEY, battle_id) as (s, battle, _):
        loaded = gurps.load_gurps_battle(s, battle)
        rows = [(u.id, dict(u.state)) for u in loaded.units[side].values()
                if u.state.get("status", "ready") in ("ready", "holds", "thrown_back")]
    for uid, state in rows:
        roster.set_unit_state(svc, uid, dict(state, status="retreated"), Msg("Advice", "Withdraw from the field"))
    return [uid for uid, _ in rows]


# ---- building the request -------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Read:
    """What the advice needs from the file."""

    engine: EngineBattle
    tables: dict
    role: str
    side_id: int | None
    side_name: str
    battle_name: str
    stage: str  # pre_battle, morale, day_done, over
    day: int
    phase: str
    security_posted: bool
    enemy_security: tuple[str, int] | None


def advice_request(svc: CampaignService, battle_id: int, side_id: int | None = None,
                   setup: GurpsSetup | None = None) -> AdviceRequest:
    """Read the battle (no writes, no campaign dice); ``side_id`` None: the attacking army."""
    from muster.services import gurps
    from muster.services.common import battle_read
    from muster.services.core import ServiceError
    from muster.systems import get

    setup = setup or GurpsSetup()
    with battle_read(svc, KEY, battle_id) as (s, battle, tables):
        loaded = gurps.load_gurps_battle(s, battle)
        roles = {v: k for k, v in loaded.side_ids.items()}
        if side_id is not None and side_id not in roles:
            raise ServiceError(Msg("Advice", "That side has no army in this battle."))
        role = roles.get(side_id, "attacker") if side_id is not None else "attacker"
        contest = loaded.state["contests"].get(str(battle.round))
        stage = ("over" if loaded.engine.over else "pre_battle" if contest is None else
                 "morale" if not contest.get("morale_done") else "day_done")
        phases = get(KEY).phases
        enemy = "defender" if role == "attacker" else "attacker"
        sec = loaded.state["security"].get(enemy)
        read = _Read(_with_setup(loaded.engine, setup, role), tables, role, loaded.side_ids[role],
                     loaded.side_names[role], battle.name, stage, battle.round,
                     render(term("Rules", phases[min(battle.phase, len(phases) - 1)])),
                     bool(loaded.state["security"].get(role)),
                     (str(sec["leader"]), int(sec["team"])) if sec else None)
        bid = battle.id

    def run(*, seed: int = 1) -> Advice:
        return _advise(bid, read, setup)
    from muster.services.forecast import guarded

    return AdviceRequest(KEY, bid, read.side_id, guarded(run),
                         repr((read.engine, read.role, read.stage, setup.key())))


def _with_setup(engine: EngineBattle, setup: GurpsSetup, role: str) -> EngineBattle:
    from muster.rules.gurps.skill import SkillModifier

    if setup.battle_type is not None:
        engine = replace(engine, battle_type=setup.battle_type)
    if setup.position is not None:
        engine = replace(engine, position=tuple(setup.position))
    if setup.gm_modifier:
        army = engine.army(role).add_strategy_modifier(SkillModifier.of(Msg("Advice", "GM modifier"),
                                                                        setup.gm_modifier))
        engine = engine.with_army(role, army)
    return engine


# ---- the odds -------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Day:
    """The day's contest from one army's view: its chance to win it, the tie, the likeliest result row."""

    win: float
    tie: float
    likeliest: str
    likeliest_p: float
    skill: int
    enemy_skill: int


def _day(engine: EngineBattle, role: str, tables: dict, luck: tuple[str, ...], extra: int = 0) -> _Day:
    """Exact, by the rules' contest odds (the forecast's exact day; with Luck as declared); ``extra`` is added to
    the advised army's Strategy (what a modifier is worth)."""
    from muster.rules.gurps.battle import effective_skills
    from muster.rules.gurps.odds import contest_odds

    skills = effective_skills(engine, tables)
    totals = {side: skills[side].total + (extra if side == role else 0) for side in SIDES}
    luck = tuple(side for side in luck if engine.army(side).commander.luck)  # a new commander may have none
    key = (totals["attacker"], totals["defender"], engine.battle_type, luck)
    kept = _ODDS.get(key)
    if kept is not None and kept[0] is tables:
        odds = kept[1]
    else:
        if len(_ODDS) > 512:
            _ODDS.clear()
        odds = contest_odds(totals["attacker"], totals["defender"], tables, engine.battle_type, luck)
        _ODDS[key] = (tables, odds)
    out_of = odds["out_of"]
    best = max(odds["rows"], key=lambda r: r["ways"])
    enemy = "defender" if role == "attacker" else "attacker"
    return _Day(odds["winner"][role]["ways"] / out_of, odds["winner"]["tie"]["ways"] / out_of, best["label"],
                best["ways"] / out_of, totals[role], totals[enemy])


_ODDS: dict[tuple, tuple[dict, dict]] = {}  # (the rules tables, the contest odds) by the two skills


def _skill_chance(skill: int, tables: dict) -> float:
    from muster.rules.gurps.skill import success_chance

    return float(success_chance(skill, tables))


def _beats(skill: int, guard: int | None, tables: dict) -> float:
    """The chance a mission at ``skill`` succeeds: its roll alone, or a Quick Contest against the guard's skill."""
    from muster.rules.gurps.contest import decide
    from muster.rules.gurps.ops_data import ops_rules
    from muster.rules.gurps.skill import judge, roll_distribution

    if guard is None:
        return _skill_chance(skill, tables)
    dist = roll_distribution(tables)
    total = sum(dist.values()) ** 2
    ties_win = ops_rules(tables).ties_go_to == "mission"
    ways = 0
    for ra, wa in dist.items():
        ca = judge(skill, ra, tables)
        for rd, wd in dist.items():
            winner, _ = decide(ca, judge(guard, rd, tables))
            if winner == "attacker" or (winner is None and ties_win):
                ways += wa * wd
    return ways / total


def _scripted(total: int, tables: dict):
    from muster.rules.dice import Roller, ScriptedDice
    from muster.rules.forecast.bucs import faces_for
    from muster.rules.gurps.success_data import success_rules

    return Roller(ScriptedDice(list(faces_for(success_rules(tables).dice, total))))


def _extremes(tables: dict) -> tuple[int, int]:
    """The lowest and the highest total of the success roll (a sure success and a sure failure)."""
    from muster.rules.gurps.skill import roll_distribution

    dist = roll_distribution(tables)
    return min(dist), max(dist)


# ---- the options ----------------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Ctx:
    read: _Read
    setup: GurpsSetup
    luck: tuple[str, ...]
    base: _Day
    extra: int = 0  # added to the army's Strategy (what one of its modifiers is worth)
    known: dict = field(default_factory=dict)  # the day after a mission's outcome, by (kind, total, many sent)

    @property
    def role(self) -> str:
        return self.read.role

    @property
    def enemy(self) -> str:
        return "defender" if self.read.role == "attacker" else "attacker"

    def day(self, engine: EngineBattle, extra: int = 0) -> _Day:
        return _day(engine, self.role, self.read.tables, self.luck, extra + self.extra)

    def without(self, extra: int = 0, luck: tuple[str, ...] | None = None) -> _Ctx:
        """The same advice with ``extra`` Strategy, or another Luck."""
        luck = self.luck if luck is None else luck
        base = _day(self.read.engine, self.role, self.read.tables, luck, extra)
        return replace(self, luck=luck, base=base, extra=extra, known={})


def _pct(p: float) -> str:
    return f"{p:.0%}"


def _expect(day: _Day) -> str:
    return render(Msg("Advice", "Wins the day's contest %1 (tie %2); likeliest result: %3 (%4)").args(
        _pct(day.win), _pct(day.tie), term("Rules", day.likeliest), _pct(day.likeliest_p)))


def _skills_line(day: _Day) -> str:
    return render(Msg("Advice", "Strategy %1 against %2").args(day.skill, day.enemy_skill))


def _option(ctx: _Ctx, label: Text, win: float, day: _Day, why: Sequence[Text], action: Action) -> Option:
    change = win - ctx.base.win
    lines = [render(w) for w in why]
    if abs(change) >= 0.005:
        lines.append(render(Msg("Advice", "%1 points over fighting as you stand").args(f"{100 * change:+.0f}")))
    return Option(render(label), win, _expect(day), tuple(lines), action, "exchange")


def _modifier_lines(ctx: _Ctx) -> list[Text]:
    """The Strategy modifiers of both armies today, in the rules' words: what makes the contest what it is."""
    from muster.rules.gurps.battle import effective_skills

    skills = effective_skills(ctx.read.engine, ctx.read.tables)
    out: list[Text] = []
    for side, words in ((ctx.role, Msg("Advice", "yours: %1 %2")), (ctx.enemy, Msg("Advice", "theirs: %1 %2"))):
        out += [words.args(f"{m.value:+d}", m.text) for m in skills[side].modifiers if m.value and not m.gm_only]
    return out


def _fight(ctx: _Ctx) -> list[Option]:
    why: list[Text] = [_skills_line(ctx.base), *_modifier_lines(ctx)]
    if ctx.role in ctx.luck:
        why.append(Msg("Advice", "the commander uses Luck"))
    out = [_option(ctx, Msg("Advice", "Fight as you stand"), ctx.base.win, ctx.base, why,
                   FightOrWithdraw(ctx.role, True, ctx.luck))]
    commander = ctx.read.engine.army(ctx.role).commander
    if commander.luck and ctx.role not in ctx.luck:
        lucky = ctx.without(ctx.extra, ctx.luck + (ctx.role,)).base
        out.append(_option(ctx, Msg("Advice", "Fight, %1 using Luck").args(commander.name), lucky.win, lucky,
                           [_skills_line(lucky), Msg("Advice", "the commander rerolls with Luck")],
                           FightOrWithdraw(ctx.role, True, ctx.luck + (ctx.role,))))
    if ctx.read.day > 1:
        out.append(Option(render(Msg("Advice", "Withdraw from the field")), 0.0,
                          render(Msg("Advice", "The army leaves in good order; the enemy holds the field")),
                          (render(Msg("Advice", "no contest today: the units keep their strength")),),
                          FightOrWithdraw(ctx.role, False), "exchange"))
    return out


def _leaders(army: Army) -> list[Leader]:
    return [p for p in (army.commander, *army.leaders) if p.alive and not p.captured]


def _teams(kind: str, tables: dict) -> list[int]:
    """Team sizes worth trying: the smallest of each size band (and the "many commandos" size)."""
    from muster.rules.gurps.ops_data import ops_rules

    ops = ops_rules(tables)
    sizes = {max(1, band.min) for band in ops.team_size[kind] if band.min <= 1000}
    if kind == "covert":
        sizes.add(ops.many_commandos_from)
    return sorted(sizes)


def _guard(ctx: _Ctx) -> int | None:
    from muster.rules.gurps.preparation import Security, security_skill

    sec = ctx.read.enemy_security
    if sec is None:
        return None
    enemy = ctx.read.engine.army(ctx.enemy)
    try:
        return security_skill(Security(enemy.leader(sec[0]), sec[1]), ctx.read.tables).total
    except KeyError:
        return None


def _mission(ctx: _Ctx, kind: str, leader: Leader, team: int, guard: int | None) -> Option | None:
    from muster.rules.gurps.ops_data import ops_rules
    from muster.rules.gurps.preparation import Mission, mission_skill, run_mission

    eng, tables = ctx.read.engine, ctx.read.tables
    own, enemy = eng.army(ctx.role), eng.army(ctx.enemy)
    target = enemy.commander.name if kind == "assassination" else None
    mission = Mission(kind, leader, team, None, target)
    skill = mission_skill(mission, tables).total
    p = _beats(skill, guard, tables)
    many = team >= ops_rules(tables).many_commandos_from
    days = []
    for total in _extremes(tables):  # a sure success, a sure failure: the engine applies each
        key = (kind, total, many)  # what the outcome does depends on these only (not on who went)
        if key not in ctx.known:
            done = run_mission(mission, own, enemy, _scripted(total, tables), tables, None)
            unchanged = done.own_after is own and done.enemy_after is enemy
            try:
                ctx.known[key] = ctx.base if unchanged else ctx.day(eng.with_army(ctx.role, done.own_after)
                                                                    .with_army(ctx.enemy, done.enemy_after))
            except ValueError:  # the army left without a commander: no contest until the GM appoints one
                ctx.known[key] = None
        if ctx.known[key] is None:
            return None
        days.append(ctx.known[key])
    win = p * days[0].win + (1 - p) * days[1].win
    shown = days[0] if p >= 0.5 else days[1]
    chance: Text = (Msg("Advice", "succeeds %1 against their guard (skill %2 against %3)").args(_pct(p), skill, guard)
                    if guard is not None else Msg("Advice", "succeeds %1 (skill %2)").args(_pct(p), skill))
    why: list[Text] = [chance]
    if kind == "reconnaissance":
        label = Msg("Advice", "Reconnaissance by %1 with %2").args(leader.name, team)
        gain = days[0].skill - ctx.base.skill
        why.append(Msg("Advice", "%1 Strategy if it succeeds").args(f"{gain:+d}"))
    else:
        label = Msg("Advice", "Assassinate %1 (%2 with %3)").args(target, leader.name, team)
        why.append(Msg("Advice", "their Strategy %1 → %2 if it succeeds").args(ctx.base.enemy_skill,
                                                                             days[0].enemy_skill))
        failed = ops_rules(tables).missions[kind].enemy_morale_on_failure
        if failed:
            why.append(Msg("Advice", "a failed attempt: %1 to their morale").args(f"{failed:+d}"))
    return _option(ctx, label, win, replace(shown, win=win), why,
                   PrepareBattle(ctx.role, kind, leader.name, team, target))


def _missions(ctx: _Ctx) -> list[Option]:
    from muster.rules.gurps.preparation import MISSIONS

    guard = _guard(ctx)
    army = ctx.read.engine.army(ctx.role)
    out = []
    for kind in MISSIONS:  # the best leader and team for each kind of mission (the commander only if no better)
        tried = [(o.win, leader is not army.commander, -team, o)
                 for leader in _leaders(army) for team in _teams("covert", ctx.read.tables)
                 for o in [_mission(ctx, kind, leader, team, guard)] if o is not None]
        if tried:
            out.append(max(tried, key=lambda t: t[:3])[3])
    return out


def _seer_win(ctx: _Ctx, seer: Seer, trust: str) -> float:
    """Every total of the seer's roll through the engine's reading, weighed by its chance."""
    from muster.rules.gurps.preparation import consult_seer
    from muster.rules.gurps.skill import roll_distribution

    eng, tables = ctx.read.engine, ctx.read.tables
    army = eng.army(ctx.role)
    dist = roll_distribution(tables)
    ways = sum(dist.values())
    win, days = 0.0, {}
    for total, w in dist.items():
        _, after = consult_seer(army, seer, trust, _scripted(total, tables), tables)
        key = after.strategy_modifiers
        if key not in days:
            days[key] = ctx.day(eng.with_army(ctx.role, after))
        win += w / ways * days[key].win
    return win


def _seers(ctx: _Ctx) -> list[Option]:
    from muster.rules.gurps.preparation import TRUST

    tables = ctx.read.tables
    army = ctx.read.engine.army(ctx.role)
    out = []
    for seer in army.seers:
        best: Option | None = None
        for trust in TRUST:
            win = _seer_win(ctx, seer, trust)
            why: list[Text] = [Msg("Advice", "reads the omens at skill %1 (%2)").args(
                seer.skill, _pct(_skill_chance(seer.skill, tables)))]
            if trust != "normal":
                why.append({"believes": Msg("Advice", "the commander believes the seer"),
                            "rejects": Msg("Advice", "the commander rejects the reading")}[trust])
            option = _option(ctx, Msg("Advice", "Consult %1 (%2)").args(seer.name, _trust_word(trust)), win,
                             replace(ctx.base, win=win), why, PrepareBattle(ctx.role, "seer", seer=seer.name,
                                                                            trust=trust))
            if best is None or option.win > best.win + 1e-12:
                best = option
        if best is not None:
            out.append(best)
    return out


def _trust_word(trust: str) -> Text:
    return {"normal": Msg("Advice", "normal trust"), "believes": Msg("Advice", "believed"),
            "rejects": Msg("Advice", "rejected")}.get(trust, trust)


def _security(ctx: _Ctx) -> list[Option]:
    """Guards change no Strategy today: worth what they take off the enemy's best reconnaissance."""
    from muster.rules.gurps.preparation import Mission, Security, mission_skill, security_skill

    if ctx.read.security_posted:
        return []
    eng, tables = ctx.read.engine, ctx.read.tables
    own, enemy = eng.army(ctx.role), eng.army(ctx.enemy)
    scouts = [mission_skill(Mission("reconnaissance", p, 1), tables).total for p in _leaders(enemy)]
    if not scouts or not _leaders(own):
        return []
    team = _teams("security", tables)[-1]
    guard = max(_leaders(own), key=lambda p: security_skill(Security(p, team), tables).total)
    skill = security_skill(Security(guard, team), tables).total
    before, after = _beats(max(scouts), None, tables), _beats(max(scouts), skill, tables)
    why = [Msg("Advice", "their best scouts succeed %1 instead of %2").args(_pct(after), _pct(before)),
           Msg("Advice", "guard skill %1").args(skill)]
    return [_option(ctx, Msg("Advice", "Post %1 guards under %2").args(team, guard.name), ctx.base.win, ctx.base, why,
                    PrepareBattle(ctx.role, "security", guard.name, team))]


def _again(ctx: _Ctx, action: Action) -> float:
    """The win of the option of ``action`` under ``ctx`` (another Strategy or Luck)."""
    if isinstance(action, FightOrWithdraw):
        if not action.fight:
            return 0.0
        own = (ctx.role,) if ctx.role in action.luck and ctx.role not in (ctx.setup.luck or ()) else ()
        return _day(ctx.read.engine, ctx.role, ctx.read.tables, ctx.luck + own, ctx.extra).win
    if action.operation == "security":
        return ctx.base.win
    army = ctx.read.engine.army(ctx.role)
    if action.operation == "seer":
        return next(_seer_win(ctx, s, action.trust) for s in army.seers if s.name == action.seer)
    option = _mission(ctx, action.operation, army.leader(action.leader or ""), action.team, _guard(ctx))
    return option.win if option is not None else 0.0


def _worth(ctx: _Ctx, best: Option | None) -> tuple[Worth, ...]:
    """Each modifier of the army's Strategy today, and the set-up's Luck: the best option's win with it minus
    without it."""
    from muster.rules.gurps.battle import effective_skills

    if best is None or not isinstance(best.action, (PrepareBattle, FightOrWithdraw)):
        return ()
    action = best.action
    out = []
    for mod in effective_skills(ctx.read.engine, ctx.read.tables)[ctx.role].modifiers:
        if mod.value:
            out.append(Worth(render(mod.text), best.win - _again(ctx.without(-mod.value), action)))
    if ctx.role in ctx.luck:
        plain = ctx.without(luck=tuple(s for s in ctx.luck if s != ctx.role))
        out.append(Worth(render(Msg("Advice", "Luck")), best.win - _again(plain, action)))
    return tuple(out)


def _advise(battle_id: int, read: _Read, setup: GurpsSetup) -> Advice:
    luck = tuple(side for side in SIDES if side in (setup.luck or ()) and read.engine.army(side).commander.luck)
    base = _day(read.engine, read.role, read.tables, luck)
    ctx = _Ctx(read, setup, luck, base)
    options: list[Option] = []
    if read.stage == "pre_battle":
        options = _fight(ctx) + _missions(ctx) + _seers(ctx) + _security(ctx)
    ranked = sort_options(options)
    return Advice(battle_id, read.battle_name, read.side_id, read.side_name, read.phase, ranked,
                  _worth(ctx, ranked[0] if ranked else None) if read.stage == "pre_battle" else ())
