"""Advice for one side of a BUCS battle: which enemy unit to engage, with which helpers, and which order to give.

Each option's ``win`` is the side's chance to win the engagement from the BUCS forecast engine
(``rules.forecast.bucs``, the Forecast tab's; sampled with :data:`RUNS` runs so a battle's advice stays fast),
its ``why`` the real modifiers of the round (``rules.bucs.modifiers`` through ``round_modifiers``), its
``expect`` the forecast's rounds to a decision and hits taken. ``worth``: what each of the set-up's modifiers
(terrain, cramped quarters, a GM modifier, a ticked condition) is worth to the best option.

The actions fill the BUCS panel's fields:

- :class:`Engage` — ``attacker_ids[0]`` the attacker box's *Lead*, ``helper_ids`` (``attacker_ids[1:]``) its
  ticked *Helpers*; ``target_id`` the defender box's *Lead*, ``target_helper_ids`` its ticked *Helpers*;
  ``situation`` / ``target_situation`` the boxes' *Situation* (None: the default, as the unit's order has it).
  Rolled with ``bucs.resolve_round(svc, battle_id, attacker_ids, defender_ids, engage_options(action, setup))``.
- :class:`GiveOrder` — the Orders tab: ``unit_id`` its *Unit*, ``order`` its *Order* (the rules' name),
  ``hours`` its *Hours* (None: as the rules time it); ``bucs.give_order(svc, unit_id, order, hours, None,
  battle_id)``. ``engage`` is the engagement its win is the chance of, once the order is given.

:func:`take` does either through the use case the panel's button calls.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from muster.i18n import Msg, join, render, term
from muster.services.advice import Advice, AdviceRequest, Option, Worth
from muster.services.advice_common import modifier_line, ranked

if TYPE_CHECKING:
    from muster.rules.bucs.data import BucsTables
    from muster.rules.bucs.options import EngagementOptions
    from muster.rules.bucs.units import Unit as EngineUnit
    from muster.rules.forecast.common import Forecast
    from muster.services.core import CampaignService

KEY = "bucs"
RUNS = 200  # sampled runs per option: a 95% interval of about ±7 points at 50%, ±4 at 90% (see the property test)
MAX_ROUNDS = 20  # the Forecast tab's default limit
ORDER = "Attack"  # the order the forecast repeats every round (rules.forecast.bucs.STANDING_ORDER)


# ---- the set-up and the actions (the contract: engineer C's Advise tab builds on these) ------------------------

@dataclass(frozen=True)
class BucsSetup:
    """The panel's current choices that change the odds; None: as stored (the acting unit leads, options none).

    ``attacker_ids``: the attacker box's lead first, then its ticked helpers (the lead is the one advised for);
    ``defender_ids``: the defender box's lead and helpers (its helpers join every target advised);
    ``options``: the engagement options as the panel has them (typed, or their ``rules.bucs.options`` JSON shape:
    terrain, cramped quarters, each side's GM modifier, the ticked conditions).
    """

    attacker_ids: tuple[int, ...] | None = None
    defender_ids: tuple[int, ...] | None = None
    options: EngagementOptions | Mapping[str, Any] | None = None


@dataclass(frozen=True)
class Engage:
    """Fight a combat round: our lead (and helpers) against the enemy unit ``target_id`` (and its helpers)."""

    attacker_ids: tuple[int, ...]  # the lead first, then its helpers
    target_id: int
    target_helper_ids: tuple[int, ...] = ()
    situation: str | None = None  # the attacker box's Situation (None: the default)
    target_situation: str | None = None  # the defender box's Situation (None: the default)

    @property
    def kind(self) -> str:
        return "engage"

    @property
    def lead_id(self) -> int:
        return self.attacker_ids[0]

    @property
    def helper_ids(self) -> tuple[int, ...]:
        return self.attacker_ids[1:]

    @property
    def defender_ids(self) -> tuple[int, ...]:
        return (self.target_id, *self.target_helper_ids)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "attacker_ids": list(self.attacker_ids), "lead_id": self.lead_id,
                "helper_ids": list(self.helper_ids), "target_id": self.target_id,
                "target_helper_ids": list(self.target_helper_ids), "defender_ids": list(self.defender_ids),
                "situation": self.situation, "target_situation": self.target_situation}


@dataclass(frozen=True)
class GiveOrder:
    """Give ``unit_id`` the order ``order`` (the Orders tab)."""

    unit_id: int
    order: str
    hours: int | None = None
    engage: Engage | None = None  # the engagement the win is the chance of, once the order is given

    @property
    def kind(self) -> str:
        return "order"

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "unit_id": self.unit_id, "order": self.order, "hours": self.hours,
                "engage": self.engage.to_dict() if self.engage is not None else None}


def engage_options(action: Engage, setup: BucsSetup | None = None) -> EngagementOptions:
    """The engagement options to roll ``action`` with: the set-up's (terrain, GM modifiers, the ticked conditions of
    the units that fight), each side's target left to its lead, and the action's situations."""
    from muster.services.bucs_units import engagement_options

    base = engagement_options(setup.options if setup is not None else None)
    keep = {str(u) for u in (*action.attacker_ids, *action.defender_ids)}
    return replace(base, attacker=replace(base.attacker, target=None, situation=action.situation),
                   defender=replace(base.defender, target=None, situation=action.target_situation),
                   conditions={k: v for k, v in base.conditions.items() if k in keep})


def take(svc: CampaignService, battle_id: int, action: Engage | GiveOrder, setup: BucsSetup | None = None) -> Any:
    """Do what the option says through the use case the panel's button calls: ``resolve_round`` for an
    engagement (rolled with the campaign's dice), ``give_order`` for an order."""
    from muster.services import bucs

    if isinstance(action, Engage):
        return bucs.resolve_round(svc, battle_id, list(action.attacker_ids), list(action.defender_ids),
                                  engage_options(action, setup))
    return bucs.give_order(svc, action.unit_id, action.order, action.hours, None, battle_id)


# ---- what the battle holds (read once, then pure rules work) ------------------------------------------------

@dataclass(frozen=True)
class _Fighter:
    id: int
    name: str
    side_id: int | None
    unit: EngineUnit  # with the set-up's ticked conditions
    saved: EngineUnit  # as saved in the file


@dataclass(frozen=True)
class _Battle:
    battle_id: int
    name: str
    phase: str
    side_id: int | None
    side: str
    ended: bool
    terrain: str
    cramped: bool
    lead: _Fighter | None
    helpers: tuple[_Fighter, ...]
    enemies: tuple[_Fighter, ...]
    target_helpers: tuple[_Fighter, ...]
    options: EngagementOptions
    tables: BucsTables
    setup: BucsSetup = field(default_factory=BucsSetup)


@dataclass(frozen=True)
class _Choice:
    """One option before it is ranked: the action, the units and options it fights with."""

    action: Engage | GiveOrder
    attackers: tuple[_Fighter, ...]
    target: _Fighter
    options: EngagementOptions
    ordered: bool = False  # the lead fights under the order just given


def advice_request(svc: CampaignService, battle_id: int, side_id: int | None = None,
                   setup: BucsSetup | None = None, /) -> AdviceRequest:
    """Read the battle (nothing is written, no campaign dice drawn); ``run`` ranks the side's options."""
    from muster.services.common import battle_read

    setup = setup if setup is not None else BucsSetup()
    with battle_read(svc, KEY, battle_id) as (s, battle, data):
        b = _read_battle(svc, s, battle, data, side_id, setup)

    def run(*, seed: int = 1) -> Advice:
        return _advise(b, seed)
    key = repr((b.side_id, b.lead, b.helpers, b.enemies, b.target_helpers, b.options, b.terrain, b.cramped, b.ended))
    return AdviceRequest(KEY, battle_id, b.side_id, run, key)


def _read_battle(svc: CampaignService, s: Any, battle: Any, data: Any, side_id: int | None,
                 setup: BucsSetup) -> _Battle:
    from muster.services.bucs_units import battle_state, engagement_options, engine_unit, typed_tables, units_with_sides
    from muster.services.core import ServiceError

    tables = typed_tables(data)
    opts = engagement_options(setup.options)
    state = battle_state(battle)
    order = list(battle.initiative or [])
    found = units_with_sides(s, order)
    fighters: list[_Fighter] = []
    sides: dict[int | None, str] = {}
    for uid in order:
        if uid not in found or found[uid][0].system != KEY:
            continue
        row, sid, side_name = found[uid]
        sides[sid] = side_name
        try:
            saved = engine_unit(row, tables, side_name)
            unit = _ticked(opts, saved, uid, tables)
        except ServiceError:
            continue  # a bad saved state: the panel shows it, the advice leaves it out
        if unit.ready:
            fighters.append(_Fighter(uid, row.name, sid, unit, saved))
    if side_id is not None and side_id not in sides:
        raise ServiceError(Msg("Advice", "There is no side #%1 in %2.").args(side_id, battle.name))
    by_id = {f.id: f for f in fighters}
    lead = _lead(battle, by_id, fighters, side_id, setup)
    if side_id is None:
        side_id = lead.side_id if lead is not None else next(iter(sides), None)
    ours = [f for f in fighters if f.side_id == side_id]
    if lead is not None and lead.side_id != side_id:
        lead = None
    if lead is None and ours:
        lead = ours[0]
    helpers = tuple(f for f in ours if lead is not None and f.id != lead.id)
    enemies = tuple(f for f in fighters if f.side_id != side_id)
    extra = tuple(by_id[i] for i in (setup.defender_ids or ())[1:] if i in by_id and by_id[i].side_id != side_id)
    return _Battle(battle.id, battle.name, render(term("Rules", svc.phase_name(battle))), side_id,
                   sides.get(side_id, ""), bool(state["ended"]), state["terrain"], bool(state["cramped_quarters"]),
                   lead, helpers, enemies, extra, opts, tables, setup)


def _ticked(opts: EngagementOptions, unit: EngineUnit, uid: int, tables: BucsTables) -> EngineUnit:
    """The unit with the set-up's ticked conditions (a refusal as the GM reads it)."""
    from muster.services.bucs_units import rule

    return rule(lambda: opts.with_conditions(unit, uid, tables))


def _lead(battle: Any, by_id: dict[int, _Fighter], fighters: list[_Fighter], side_id: int | None,
          setup: BucsSetup) -> _Fighter | None:
    """The set-up's lead, else the acting unit, else the side's first ready unit."""
    if setup.attacker_ids and setup.attacker_ids[0] in by_id:
        return by_id[setup.attacker_ids[0]]
    order = list(battle.initiative or [])
    active = order[battle.active] if order and 0 <= battle.active < len(order) else None
    if active in by_id and (side_id is None or by_id[active].side_id == side_id):
        return by_id[active]
    return next((f for f in fighters if f.side_id == side_id), None)


# ---- the options ----------------------------------------------------------------------------------------------

def _situations(choice: _Choice, b: _Battle) -> EngagementOptions:
    action = choice.action
    assert isinstance(action, Engage)
    opts = b.options
    a_side = replace(opts.attacker, target=None, situation=action.situation)
    d_side = replace(opts.defender, target=None, situation=action.target_situation)
    return replace(opts, attacker=a_side, defender=d_side)


def _needs_order(unit: EngineUnit, tables: BucsTables) -> bool:
    """Whether the unit cannot act alone without an order (Raw, Green)."""
    from muster.rules.bucs.modifiers import default_situation
    from muster.rules.bucs.units import current_quality

    quality = current_quality(unit, tables)
    if quality is None:
        return False
    return tables.quality_row(quality).value(default_situation(unit)) is None


def _choices(b: _Battle) -> list[_Choice]:
    """Every engagement of the lead: each enemy unit, alone and with all its helpers that can act (a Green or Raw
    unit without an order cannot help)."""
    out: list[_Choice] = []
    if b.lead is None or b.ended:
        return out
    helper_sets: list[tuple[_Fighter, ...]] = [()]
    able = tuple(h for h in b.helpers if not _needs_order(h.unit, b.tables))
    if able:
        helper_sets.append(able)
    for target in b.enemies:
        if target in b.target_helpers:
            continue
        t_situation = "alone_orders" if _needs_order(target.unit, b.tables) else None
        for helpers in helper_sets:
            action = Engage((b.lead.id, *(h.id for h in helpers)), target.id,
                            tuple(h.id for h in b.target_helpers), None, t_situation)
            choice = _Choice(action, (b.lead, *helpers), target, b.options)
            out.append(replace(choice, options=_situations(choice, b)))
    return out


def _order_choices(b: _Battle, engaged: list[_Choice]) -> list[_Choice]:
    """For a lead without an order: the order, then the lead alone against the best engagement's target (or each
    target, when the lead cannot fight without one)."""
    if b.lead is None or b.ended or b.lead.unit.order is not None:
        return []
    targets = [engaged[0].target] if engaged else [t for t in b.enemies if t not in b.target_helpers]
    out = []
    for target in targets:
        t_situation = "alone_orders" if _needs_order(target.unit, b.tables) else None
        engage = _Choice(Engage((b.lead.id,), target.id, tuple(h.id for h in b.target_helpers), None, t_situation),
                         (b.lead,), target, b.options)
        assert isinstance(engage.action, Engage)
        out.append(_Choice(GiveOrder(b.lead.id, ORDER, None, engage.action), (b.lead,), target,
                           _situations(engage, b), ordered=True))
    return out


def _units_of(choice: _Choice, b: _Battle) -> tuple[list[EngineUnit], list[EngineUnit]]:
    from muster.rules.bucs.orders import give_order

    attackers = [f.unit for f in choice.attackers]
    if choice.ordered:
        attackers[0] = give_order(attackers[0], ORDER, b.tables)[0]
    defenders = [choice.target.unit, *(f.unit for f in b.target_helpers)]
    return attackers, defenders


def _engagement(options: EngagementOptions, b: _Battle) -> Any:
    return options.engagement(b.terrain, b.cramped, lambda role, key: None)


def _legal(choice: _Choice, b: _Battle) -> tuple[list[Any], list[Any]] | None:
    """The round's modifiers (ours, theirs), or None when the rules refuse the round as set up."""
    from muster.rules.bucs.combat import round_modifiers
    from muster.rules.bucs.data import RuleError

    attackers, defenders = _units_of(choice, b)
    try:
        mods = round_modifiers(attackers, defenders, _engagement(choice.options, b), b.tables)
    except (RuleError, ValueError, KeyError):
        return None
    return list(mods[0]), list(mods[2])


def _forecast(choice: _Choice, b: _Battle, options: EngagementOptions, seed: int) -> Forecast:
    from muster.rules.forecast import bucs as engine

    attackers, defenders = _units_of(choice, b)
    return engine.forecast(attackers, defenders, _engagement(options, b), b.tables, runs=RUNS, seed=seed,
                           max_rounds=MAX_ROUNDS, exact=False)


def _label(choice: _Choice, b: _Battle) -> str:
    target = choice.target
    quality = _quality(target.unit, b.tables)
    if isinstance(choice.action, GiveOrder):
        return render(Msg("Advice", "Order %1 to %2, then engage %3 (%4)")
                      .args(b.lead.name if b.lead else "", term("Rules", ORDER), target.name, quality))
    helpers = [f.name for f in choice.attackers[1:]]
    if helpers:
        return render(Msg("Advice", "Engage %1 (%2) with %3").args(target.name, quality, join(helpers, ", ")))
    return render(Msg("Advice", "Engage %1 (%2)").args(target.name, quality))


def _quality(unit: EngineUnit, tables: BucsTables) -> str:
    from muster.rules.bucs.units import current_quality

    quality = current_quality(unit, tables)
    return render(term("Rules", quality)) if quality else ""


def _why(choice: _Choice, b: _Battle, mods: tuple[list[Any], list[Any]]) -> tuple[str, ...]:
    ours, theirs = mods
    lines = [render(Msg("Advice", "they are %1").args(_quality(choice.target.unit, b.tables)))]
    if isinstance(choice.action, GiveOrder) and b.lead is not None:
        lines.append(_order_line(b.lead, b.tables))
    lines += [modifier_line(m) for m in ours if m.value]
    lines += [modifier_line(m, "them") for m in theirs if m.value]
    total = sum(m.value for m in ours) - sum(m.value for m in theirs)
    lines.append(render(Msg("Advice", "%1 on your d20 against theirs").args(f"{total:+d}")))
    return tuple(lines)


def _order_line(lead: _Fighter, tables: BucsTables) -> str:
    """What the order does to the lead's quality modifier (alone, without an order: against under orders)."""
    from muster.rules.bucs.units import current_quality

    quality = current_quality(lead.unit, tables)
    row = tables.quality_row(quality) if quality else None
    without = row.value("alone_no_orders") if row is not None else None
    if row is None or without is None:
        return render(Msg("Advice", "%1 cannot fight alone without an order").args(lead.name))
    if row.alone_orders == without:
        return render(Msg("Advice", "the order does not change how %1 fights").args(lead.name))
    return render(Msg("Advice", "under orders %1 fights at %2 instead of %3")
                  .args(lead.name, f"{row.alone_orders:+d}", f"{without:+d}"))


def _expect(forecast: Forecast, b: _Battle, choice: _Choice) -> str:
    ours = {f.name for f in choice.attackers}
    hits = sum(float(dict(u.expected).get("expected_hits", 0.0)) for u in forecast.units if u.name in ours)
    rounds = forecast.rounds.mean
    win = forecast.outcome("attacker").p
    if win >= forecast.outcome("defender").p:
        text = Msg("Advice", "they break in about %1 rounds; you take about %2 hits")
    else:
        text = Msg("Advice", "you break in about %1 rounds, taking about %2 hits")
    return render(text.args(f"{rounds:.1f}", f"{hits:.1f}"))


def _option(choice: _Choice, b: _Battle, seed: int) -> tuple[Option, float] | None:
    mods = _legal(choice, b)
    if mods is None:
        return None
    forecast = _forecast(choice, b, choice.options, seed)
    win = forecast.outcome("attacker").p
    scope = "battle" if len(choice.attackers) + 1 + len(b.target_helpers) >= 1 + len(b.helpers) + len(b.enemies) \
        else "exchange"
    option = Option(_label(choice, b), win, _expect(forecast, b, choice), _why(choice, b, mods), choice.action, scope)
    return option, forecast.rounds.mean


def _advise(b: _Battle, seed: int) -> Advice:
    made: list[tuple[Option, float, _Choice]] = []
    for choice in _choices(b):
        got = _option(choice, b, seed)
        if got is not None:
            made.append((got[0], got[1], choice))
    made.sort(key=lambda m: (-round(m[0].win, 3), m[1], m[0].label))
    for choice in _order_choices(b, [c for _, _, c in made]):
        got = _option(choice, b, seed)
        if got is not None:
            made.append((got[0], got[1], choice))
    quick = {id(o): rounds for o, rounds, _ in made}
    options = ranked([o for o, _, _ in made], lambda o: quick[id(o)])
    worth: tuple[Worth, ...] = ()
    if options:
        best = next(c for o, _, c in made if o is options[0])
        worth = _worth(best, options[0].win, b, seed)
    return Advice(b.battle_id, b.name, b.side_id, b.side, b.phase, options, worth)


# ---- what each modifier is worth ---------------------------------------------------------------------------------

def _without(b: _Battle, options: EngagementOptions) -> list[tuple[str, EngagementOptions, _Battle]]:
    """Each modifier of the set-up with the options (and battle) it is left out of."""
    out: list[tuple[str, EngagementOptions, _Battle]] = []
    terrain = options.terrain if options.terrain is not None else b.terrain
    if terrain != "open":
        out.append((render(Msg("Advice", "Terrain: %1").args(term("Rules", terrain))),
                    replace(options, terrain="open"), replace(b, terrain="open")))
    cramped = options.cramped_quarters if options.cramped_quarters is not None else b.cramped
    if cramped:
        out.append((render(Msg("Advice", "Cramped quarters")), replace(options, cramped_quarters=False),
                    replace(b, cramped=False)))
    for role, whose in (("attacker", Msg("Advice", "yours")), ("defender", Msg("Advice", "theirs"))):
        side = getattr(options, role)
        for i, mod in enumerate(side.modifiers):
            rest = side.modifiers[:i] + side.modifiers[i + 1:]
            label = render(Msg("Advice", "%1 %2 (%3)").args(mod.shown_name, f"{mod.value:+d}", whose))
            out.append((label, replace(options, **{role: replace(side, modifiers=rest)}), b))
    return out


def _worth(best: _Choice, win: float, b: _Battle, seed: int) -> tuple[Worth, ...]:
    out = []
    for label, options, battle in _without(b, best.options):
        if _legal(replace(best, options=options), battle) is None:
            continue
        other = _forecast(best, battle, options, seed).outcome("attacker").p
        out.append(Worth(label, win - other))
    out += _condition_worth(best, win, b, seed)
    return tuple(out)


def _condition_worth(best: _Choice, win: float, b: _Battle, seed: int) -> list[Worth]:
    """The ticked conditions (dug in, pinned down...) of a unit in the best option: with them minus as saved."""
    out = []
    for fighter in (*best.attackers, best.target, *b.target_helpers):
        if str(fighter.id) not in b.options.conditions or fighter.saved == fighter.unit:
            continue
        plain = replace(fighter, unit=fighter.saved)
        choice = replace(best, attackers=tuple(plain if f.id == fighter.id else f for f in best.attackers),
                         target=plain if best.target.id == fighter.id else best.target)
        battle = replace(b, target_helpers=tuple(plain if f.id == fighter.id else f for f in b.target_helpers))
        if _legal(choice, battle) is None:
            continue
        other = _forecast(choice, battle, choice.options, seed).outcome("attacker").p
        out.append(Worth(render(Msg("Advice", "Conditions ticked for %1").args(fighter.name)), win - other))
    return out
