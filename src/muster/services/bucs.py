"""BUCS (d20 Modern "Blood and Guts") actions: engagements, orders, command, conditions and healing.

Every GM action is one function running one :meth:`CampaignService.action`
(one undo step, all dice through ``act.roller``); read functions (odds,
breakdowns, previews) open their own session and return plain data.

Per-unit state is the engine's ``Unit.to_dict()`` (its ``name`` follows the
roster row). Per-battle state (``Battle.state``) holds::

    {"terrain": "open", "cramped_quarters": false,
     "actions": {"<unit id>": {"move": bool, "attack": bool}},   # this round
     "rounds_fought": 0, "ended": false, "last": {...}}          # last result

Engagement options (``options``), shared by previews and rolls::

    {"terrain": "urban", "cramped_quarters": false,
     "attacker": {"situation": null | "alone_orders" | "alone_no_orders" | "assisting",
                  "target": <unit id> | null, "modifier": 0, "modifier_name": "GM modifier",
                  "specialty": null, "outside_specialties": false},
     "defender": {...},
     "conditions": {"<unit id>": {"dug_in": true, "pinned_down": ["doorway"], "surprised": false}}}

Conditions given in ``options`` are the GM's ticks in the panel: they are
applied to the units before the roll and saved with its result.
"""

from __future__ import annotations

from dataclasses import replace

from sqlalchemy import select

from muster.campaign.models import Battle, Force, Side, Unit
from muster.services.core import ActionScope, CampaignService, ServiceError

SYSTEM = "bucs"
KINDS = ("round", "surprise", "contest")
SIDE_KEYS = ("situation", "target", "modifier", "modifier_name", "specialty", "outside_specialties")
CONDITION_KEYS = ("dug_in", "pinned_down", "surprised", "momentum", "landing_wins", "beachhead")
MORALE_MARK, CASUALTY_MARK, LEFT_MARK = "◐", "✖", "●"


# ---- state and roster status ------------------------------------------------------------------

def _default_tables() -> dict:
    from muster.rules.bucs.data import default_tables

    return default_tables()


def normalise_state(state: dict, tables: dict | None = None) -> dict:
    """Check a BUCS unit state (editor, import) and return it in canonical form."""
    from muster.rules.bucs.units import problems, unit_from_dict

    tables = tables or _default_tables()
    if not isinstance(state, dict):
        raise ServiceError("Bad BUCS unit: the state must be an object.")
    data = dict(state)
    data.setdefault("name", "Unit")
    if "quality" not in data and "base_quality" not in data:
        raise ServiceError("Bad BUCS unit: quality is required (Raw ... Legendary).")
    try:
        unit = unit_from_dict(data, tables)
    except ValueError as exc:
        raise ServiceError(f"Bad BUCS unit: {exc}") from None
    for field, message in problems(unit, tables):
        raise ServiceError(f"Bad BUCS unit: {field}: {message}")
    return unit.to_dict()


def ladder_marks(unit, tables: dict) -> str:
    """Pips for the hits a unit can take: ● left, ◐ morale hit, ✖ casualty hit."""
    from muster.rules.bucs.units import breaks_at

    total = breaks_at(unit, tables)
    left = max(0, total - unit.hits_taken)
    return LEFT_MARK * left + MORALE_MARK * unit.morale_hits + CASUALTY_MARK * unit.casualty_hits


def status_of_unit(unit, tables: dict) -> str:
    from muster.rules.bucs.units import current_quality

    marks = ladder_marks(unit, tables)
    if unit.status == "ready":
        head = current_quality(unit, tables)
    else:
        head = {"retreated": "RETREATED", "destroyed": "DESTROYED"}[unit.status]
    hits = []
    if unit.morale_hits:
        hits.append(f"{unit.morale_hits} morale")
    if unit.casualty_hits:
        hits.append(f"{unit.casualty_hits} casualty")
    detail = f" ({unit.quality}; {', '.join(hits)})" if hits else ""
    if unit.status == "ready" and not hits:
        detail = ""
    flags = []
    c = unit.conditions
    if c.dug_in or c.beachhead:
        flags.append("dug in")
    if c.pinned_down:
        flags.append("pinned")
    if unit.leader is not None and unit.leader.dead:
        flags.append(f"{unit.leader.name} dead")
    return f"{head} {marks}{detail}" + (f" · {', '.join(flags)}" if flags else "")


def status(state: dict) -> str:
    """The roster's status column: current quality, the ladder with hits marked, and status."""
    from muster.rules.bucs.units import unit_from_dict

    tables = _default_tables()
    try:
        unit = unit_from_dict({"name": "Unit", **state}, tables)
    except ValueError as exc:
        return f"invalid: {exc}"
    return status_of_unit(unit, tables)


# ---- loading rows as engine units --------------------------------------------------------------

def _tables(svc: CampaignService) -> dict:
    from muster.services.house_rules import tables_for

    return tables_for(svc, SYSTEM)


def _engine_unit(row: Unit, tables: dict, side: str = ""):
    from muster.rules.bucs.units import unit_from_dict

    if row.system != SYSTEM:
        raise ServiceError(f"{row.name} is a {row.system} unit, not a BUCS unit.")
    try:
        return unit_from_dict({**(row.state or {}), "name": row.name, "side": side or (row.state or {}).get("side", "")},
                              tables)
    except ValueError as exc:
        raise ServiceError(f"{row.name} has a bad BUCS state: {exc}") from None


def _side_of(s, row: Unit) -> tuple[int | None, str]:
    force = s.get(Force, row.force_id)
    side = s.get(Side, force.side_id) if force else None
    return (side.id, side.name) if side else (None, "")


def _sides_of(s, unit_ids: list[int]) -> dict[int, tuple[int | None, str]]:
    """(side id, side name) of each unit, in one query."""
    query = (select(Unit.id, Side.id, Side.name).join(Force, Force.id == Unit.force_id)
             .join(Side, Side.id == Force.side_id).where(Unit.id.in_(unit_ids)))
    out = {uid: (None, "") for uid in unit_ids}
    out.update({uid: (sid, name) for uid, sid, name in s.execute(query)})
    return out


def _write(act: ActionScope, row: Unit, unit, tables: dict) -> None:
    state = unit.to_dict()
    line = status_of_unit(unit, tables)
    if state != row.state or line != row.status:  # unchanged rows cost no snapshot, flush or undo entry
        act.update(row, state=state, status=line)


def _rule(fn):
    from muster.rules.bucs.data import RuleError

    try:
        return fn()
    except RuleError as exc:
        raise ServiceError(_capital(exc.message)) from None


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def _battle(s, battle_id: int) -> Battle:
    battle = s.get(Battle, battle_id)
    if battle is None:
        raise ServiceError(f"There is no battle #{battle_id} in this campaign.")
    if battle.system != SYSTEM:
        raise ServiceError(f"{battle.name} uses {battle.system} rules, not BUCS.")
    return battle


def _battle_state(battle: Battle) -> dict:
    state = dict(battle.state or {})
    state.setdefault("terrain", "open")
    state.setdefault("cramped_quarters", False)
    state.setdefault("actions", {})
    state.setdefault("rounds_fought", 0)
    state.setdefault("ended", False)
    return state


def _ids(value, what: str) -> list[int]:
    if isinstance(value, int) and not isinstance(value, bool):
        value = [value]
    if not isinstance(value, (list, tuple)) or not value:
        raise ServiceError(f"Choose at least one {what} unit.")
    out = []
    for v in value:
        if not isinstance(v, int) or isinstance(v, bool):
            raise ServiceError(f"{what.capitalize()} units must be given by id, got {v!r}.")
        if v in out:
            raise ServiceError(f"A unit is listed twice among the {what} units.")
        out.append(v)
    return out


def _rows(s, battle: Battle, ids: list[int]) -> list[Unit]:
    found = {u.id: u for u in s.scalars(select(Unit).where(Unit.id.in_(ids)))}  # one query for all
    rows = []
    for uid in ids:
        row = found.get(uid)
        if row is None:
            raise ServiceError(f"There is no unit #{uid} in this campaign.")
        if uid not in (battle.initiative or []):
            raise ServiceError(f"{row.name} is not taking part in {battle.name}.")
        rows.append(row)
    return rows


# ---- engagement options ---------------------------------------------------------------------------

def _side_options(opts: dict, names: dict[int, str], role: str, enemy_ids: list[int]):
    from muster.rules.bucs.modifiers import SITUATIONS, SideOptions
    from muster.rules.dice import Modifier

    if opts is None:
        opts = {}
    if not isinstance(opts, dict):
        raise ServiceError(f"{role} options must be an object.")
    for key in opts:
        if key not in SIDE_KEYS:
            raise ServiceError(f"Unknown {role} option '{key}' (one of {', '.join(SIDE_KEYS)}).")
    situation = opts.get("situation")
    if situation is not None and situation not in SITUATIONS:
        raise ServiceError(f"{role} situation '{situation}' is not one of {', '.join(SITUATIONS)}.")
    target = opts.get("target")
    target_name = None
    if target is not None:
        if target not in enemy_ids:
            raise ServiceError(f"The {role}'s target must be one of the opposing units.")
        target_name = names[target]
    value = opts.get("modifier", 0) or 0
    if not isinstance(value, int) or isinstance(value, bool):
        raise ServiceError(f"The {role}'s extra modifier must be a whole number.")
    mods = (Modifier(str(opts.get("modifier_name") or "GM modifier"), value),) if value else ()
    return SideOptions(situation=situation, target=target_name, specialty=opts.get("specialty") or None,
                       outside_specialties=bool(opts.get("outside_specialties", False)), modifiers=mods)


def _apply_conditions(unit, changes: dict | None, tables: dict):
    """The unit with the GM's ticked conditions merged in, validated by the engine."""
    from muster.rules.bucs.units import unit_from_dict

    if not changes:
        return unit
    if not isinstance(changes, dict):
        raise ServiceError(f"Conditions for {unit.name} must be an object.")
    for key in changes:
        if key not in CONDITION_KEYS:
            raise ServiceError(f"{unit.name}: unknown condition '{key}' (one of {', '.join(CONDITION_KEYS)}).")
    data = unit.to_dict()
    data["conditions"] = {**data["conditions"], **changes}
    try:
        return unit_from_dict(data, tables)
    except ValueError as exc:
        raise ServiceError(f"{unit.name}: {exc}") from None


def _setup(s, tables: dict, battle: Battle, attacker_ids, defender_ids, options: dict | None):
    from muster.rules.bucs.modifiers import Engagement

    options = dict(options or {})
    known = ("terrain", "cramped_quarters", "attacker", "defender", "conditions")
    for key in options:
        if key not in known:
            raise ServiceError(f"Unknown engagement option '{key}' (one of {', '.join(known)}).")
    a_ids, d_ids = _ids(attacker_ids, "attacking"), _ids(defender_ids, "defending")
    if set(a_ids) & set(d_ids):
        raise ServiceError("A unit cannot be on both the attacking and the defending side.")
    a_rows, d_rows = _rows(s, battle, a_ids), _rows(s, battle, d_ids)
    sides = _sides_of(s, a_ids + d_ids)
    a_sides = {sides[r.id][0] for r in a_rows}
    for row in d_rows:
        if sides[row.id][0] in a_sides:
            raise ServiceError(f"{row.name} is on the same side as the attackers ({sides[row.id][1]}).")
    conditions = options.get("conditions") or {}
    if not isinstance(conditions, dict):
        raise ServiceError("Conditions must be an object keyed by unit id.")
    by_id = {}
    for key, value in conditions.items():
        try:
            by_id[int(key)] = value
        except (TypeError, ValueError):
            raise ServiceError(f"Conditions are keyed by unit id, got {key!r}.") from None

    def load(row):
        return _apply_conditions(_engine_unit(row, tables, sides[row.id][1]), by_id.get(row.id), tables)

    attackers, defenders = [load(r) for r in a_rows], [load(r) for r in d_rows]
    names = {r.id: r.name for r in a_rows + d_rows}
    state = _battle_state(battle)
    terrain = options.get("terrain", state["terrain"])
    if not isinstance(terrain, str):
        raise ServiceError("Terrain must be a name.")
    engagement = Engagement(
        terrain=terrain, cramped_quarters=bool(options.get("cramped_quarters", state["cramped_quarters"])),
        attacker=_side_options(options.get("attacker"), names, "attacker", d_ids),
        defender=_side_options(options.get("defender"), names, "defender", a_ids))
    return a_rows, d_rows, attackers, defenders, engagement


# ---- read functions ------------------------------------------------------------------------------

def editor_tables(svc: CampaignService | None = None) -> dict:
    """The rules data the unit editor offers (the campaign's house rules when a service is given)."""
    return _tables(svc) if svc is not None else _default_tables()


def describe_state(state: dict, tables: dict | None = None) -> dict:
    """A unit state with its derived numbers (current quality, hits left, problems) for editors."""
    from muster.rules.bucs.units import describe, unit_from_dict

    tables = tables or _default_tables()
    try:
        unit = unit_from_dict({"name": "Unit", **state}, tables)
    except ValueError as exc:
        raise ServiceError(str(exc)) from None
    return describe(unit, tables)


def panel_data(svc: CampaignService, battle_id: int) -> dict:
    """Everything the battle panel shows: settings, units with derived numbers and actions used, choices."""
    from muster.rules.bucs import data as d
    from muster.rules.bucs.modifiers import default_situation
    from muster.rules.bucs.units import describe

    tables = _tables(svc)
    with svc.file.sessions() as s:
        battle = _battle(s, battle_id)
        state = _battle_state(battle)
        units = []
        for uid in battle.initiative or []:
            row = s.get(Unit, uid)
            if row is None or row.system != SYSTEM:
                continue
            side_id, side = _side_of(s, row)
            try:
                unit = _engine_unit(row, tables, side)
            except ServiceError as exc:
                units.append({"id": row.id, "name": row.name, "side_id": side_id, "side": side, "error": str(exc)})
                continue
            info = describe(unit, tables)
            info.update(id=row.id, side_id=side_id, side=side, status_line=row.status,
                        situation=default_situation(unit), ladder=ladder_marks(unit, tables),
                        actions=state["actions"].get(str(row.id), {"move": False, "attack": False}))
            units.append(info)
        return {
            "battle": {"id": battle.id, "name": battle.name, "round": battle.round, **state},
            "units": units,
            "terrains": d.terrain_names(tables),
            "pin_reasons": d.pin_reasons(tables),
            "orders": [{"name": o["name"], "specialty": o["specialty"], "hours": o["hours"]} for o in tables["orders"]],
            "specialties": d.specialty_names(tables),
            "margin_per_hit": tables["combat"]["margin_per_hit"],
        }


def preview(svc: CampaignService, battle_id: int, kind: str, attacker_ids, defender_ids,
            options: dict | None = None, skill: str | tuple[str, str] | None = None) -> dict:
    """Both breakdowns and the exact odds of the next round / surprise check / skill contest."""
    from muster.rules.bucs.odds import contest_odds, round_odds

    if kind not in KINDS:
        raise ServiceError(f"Unknown engagement kind '{kind}' (one of {', '.join(KINDS)}).")
    tables = _tables(svc)
    with svc.file.sessions() as s:
        battle = _battle(s, battle_id)
        _, _, attackers, defenders, eng = _setup(s, tables, battle, attacker_ids, defender_ids, options)
    if kind == "round":
        out = _rule(lambda: round_odds(attackers, defenders, eng, tables)).to_dict()
    else:
        skills = ("Hide", "Spot") if kind == "surprise" else _skills(skill)
        out = _rule(lambda: contest_odds(attackers, defenders, skills, eng, tables)).to_dict()
    out["kind"] = kind
    out["attacker"]["unit"] = attackers[0].name
    out["defender"]["unit"] = defenders[0].name
    return out


def round_odds_fast(svc: CampaignService, battle_id: int, attacker_ids, defender_ids, options=None) -> dict:
    return preview(svc, battle_id, "round", attacker_ids, defender_ids, options)


def order_preview(svc: CampaignService, unit_id: int, order: str, hours: int | None = None) -> dict:
    """How long ``order`` would take the unit (with the quality adjustment), or why it has no time."""
    from muster.rules.bucs.orders import order_time

    tables = _tables(svc)
    with svc.file.sessions() as s:
        row = s.get(Unit, unit_id)
        if row is None:
            raise ServiceError(f"There is no unit #{unit_id} in this campaign.")
        unit = _engine_unit(row, tables)
    return _rule(lambda: order_time(unit, order, tables, hours)).to_dict()


def _skills(skill) -> tuple[str, str]:
    if isinstance(skill, str) and skill.strip():
        return skill.strip(), skill.strip()
    if isinstance(skill, (list, tuple)) and len(skill) == 2 and all(isinstance(x, str) and x.strip() for x in skill):
        return skill[0].strip(), skill[1].strip()
    raise ServiceError("Name the skill the units contest (for example Hide, Spot or Craft (Structural)).")


# ---- describing results ---------------------------------------------------------------------------

def _event_text(events) -> list[str]:
    out = []
    for e in events:
        cause = " (joined character killed)" if e.cause != "enemy" else ""
        if e.result == "applied":
            after = e.quality_after or e.status_after
            if e.status_after == "retreated" and e.quality_after is None:
                after = "retreats in poor order"
            elif e.status_after == "destroyed" and e.quality_after is None:
                after = "destroyed"
            out.append(f"{e.kind} hit{cause} → {after}")
        elif e.result == "ignored":
            out.append(f"{e.kind} hit ignored ({e.reason})")
        else:
            out.append(f"{e.kind} hit lost (already {e.status_after})")
    return out


def _round_text(res, tables: dict) -> str:
    a, d = res.attacker, res.defender
    head = f"{a.unit} {a.total} vs {d.unit} {d.total}"
    if res.winner is None:
        return f"{head}: tie, no result"
    winner = a.unit if res.winner == "attacker" else d.unit
    text = f"{head}: {winner} wins by {res.margin}"
    if not res.hits:
        return text + f" (under {tables['combat']['margin_per_hit']}: no hits)"
    text += (f"; {res.hits} hit{'s' if res.hits > 1 else ''} on {res.target} "
             f"({res.morale_hits} morale, {res.casualty_hits} casualty): " + ", ".join(_event_text(res.hit_events)))
    for ch in res.character_hits:
        text += f"; {ch.character} takes {ch.damage} ({ch.hp_after} hp{', killed' if ch.killed else ''})"
    return text


def _prefixed(mods, who: str):
    from muster.rules.dice import Modifier

    return [Modifier(f"{who}: {m.name}", m.value) for m in mods]


# ---- GM actions: engagements -----------------------------------------------------------------------

def _store_battle(act: ActionScope, battle: Battle, eng, last: dict, used_attack: list[int], rounds: int = 0) -> None:
    state = _battle_state(battle)
    actions = {k: dict(v) for k, v in state["actions"].items()}
    for uid in used_attack:
        actions.setdefault(str(uid), {"move": False, "attack": False})["attack"] = True
    state.update(terrain=eng.terrain, cramped_quarters=eng.cramped_quarters, actions=actions,
                 rounds_fought=state["rounds_fought"] + rounds, last=last)
    act.update(battle, state=state)


def resolve_round(svc: CampaignService, battle_id: int, attacker_ids, defender_ids,
                  options: dict | None = None) -> dict:
    """Roll one combat round between the sides' lead units and apply the result to every unit."""
    from muster.rules.bucs.combat import resolve_round as engine_round

    tables = _tables(svc)
    with svc.action("bucs-round", "Combat round") as act:
        battle = _battle(act.s, battle_id)
        if _battle_state(battle).get("ended"):
            raise ServiceError(f"{battle.name} has ended; start a new battle to fight again.")
        a_rows, d_rows, attackers, defenders, eng = _setup(act.s, tables, battle, attacker_ids, defender_ids,
                                                           options)
        res = _rule(lambda: engine_round(attackers, defenders, eng, act.roller, tables))
        for row, unit in zip(a_rows + d_rows, list(res.attackers) + list(res.defenders)):
            _write(act, row, unit, tables)
        text = _round_text(res, tables)
        result = res.to_dict()
        for key in ("attackers", "defenders"):
            result.pop(key)
        result["totals"] = {"attacker": res.attacker.total, "defender": res.defender.total}
        result["text"] = text
        _store_battle(act, battle, eng, {"kind": "round", "text": text, "notes": list(res.notes)},
                      [a_rows[0].id, d_rows[0].id], rounds=1)
        target = next((r for r in a_rows + d_rows if r.name == res.target), d_rows[0])
        act.record.label = f"{a_rows[0].name} attacks {d_rows[0].name}"
        act.describe(text + ("" if not res.notes else " — " + "; ".join(res.notes)), battle=battle,
                     actor=a_rows[0], target=target,
                     modifiers=_prefixed(res.attacker.roll.modifiers, a_rows[0].name)
                     + _prefixed(res.defender.roll.modifiers, d_rows[0].name),
                     result=result)
        return result


def resolve_surprise(svc: CampaignService, battle_id: int, hider_ids, spotter_ids,
                     options: dict | None = None) -> dict:
    """Hide (the would-be ambushers) against Spot; success starts the hiders with +2 momentum."""
    from muster.rules.bucs.combat import resolve_surprise as engine_surprise

    tables = _tables(svc)
    with svc.action("bucs-surprise", "Surprise check") as act:
        battle = _battle(act.s, battle_id)
        h_rows, s_rows, hiders, spotters, eng = _setup(act.s, tables, battle, hider_ids, spotter_ids, options)
        res = _rule(lambda: engine_surprise(hiders, spotters, eng, act.roller, tables))
        for row, unit in zip(h_rows + s_rows, list(res.attackers) + list(res.defenders)):
            _write(act, row, unit, tables)
        a, d = res.attacker, res.defender
        verdict = (f"{a.unit} surprises {d.unit}" if res.winner == "attacker" else
                   f"{d.unit} spots them: no surprise" if res.winner == "defender" else "tie: no surprise")
        text = f"Surprise: {a.unit} Hide {a.total} vs {d.unit} Spot {d.total}: {verdict}"
        result = res.to_dict()
        for key in ("attackers", "defenders"):
            result.pop(key)
        result.update(surprise=res.winner == "attacker", text=text)
        _store_battle(act, battle, eng, {"kind": "surprise", "text": text, "notes": list(res.notes)}, [])
        act.record.label = f"{a.unit} tries to surprise {d.unit}"
        act.describe(text, battle=battle, actor=h_rows[0], target=s_rows[0],
                     modifiers=_prefixed(a.roll.modifiers, a.unit) + _prefixed(d.roll.modifiers, d.unit),
                     result=result)
        return result


def resolve_contest(svc: CampaignService, battle_id: int, attacker_ids, defender_ids, skill,
                    options: dict | None = None) -> dict:
    """A unit-vs-unit skill contest (e.g. reconnaissance against camouflage); units are not changed."""
    from muster.rules.bucs.combat import resolve_contest as engine_contest

    skills = _skills(skill)
    tables = _tables(svc)
    with svc.action("bucs-contest", "Skill contest") as act:
        battle = _battle(act.s, battle_id)
        a_rows, d_rows, attackers, defenders, eng = _setup(act.s, tables, battle, attacker_ids, defender_ids,
                                                           options)
        res = _rule(lambda: engine_contest(attackers, defenders, skills, eng, act.roller, tables))
        a, d = res.attacker, res.defender
        winner = a.unit if res.winner == "attacker" else d.unit if res.winner == "defender" else None
        text = (f"{skills[0]} {a.unit} {a.total} vs {skills[1]} {d.unit} {d.total}: "
                + (f"{winner} wins by {res.margin}" if winner else "tie, no winner"))
        result = res.to_dict()
        for key in ("attackers", "defenders"):
            result.pop(key)
        result["text"] = text
        act.record.label = f"{a.unit} {skills[0]} against {d.unit}"
        act.describe(text, battle=battle, actor=a_rows[0], target=d_rows[0],
                     modifiers=_prefixed(a.roll.modifiers, a.unit) + _prefixed(d.roll.modifiers, d.unit),
                     result=result)
        return result


# ---- GM actions: conditions, actions used, orders, command ------------------------------------------

def set_conditions(svc: CampaignService, battle_id: int | None, unit_id: int, conditions: dict) -> None:
    """Set a unit's conditions (dug in, pinned down and why, surprised...) without rolling."""
    tables = _tables(svc)
    with svc.action("bucs-conditions", "Set conditions") as act:
        row = act.get(Unit, unit_id, "unit")
        battle = _battle(act.s, battle_id) if battle_id is not None else None
        before = _engine_unit(row, tables)
        unit = _apply_conditions(before, conditions, tables)
        if unit.conditions == before.conditions:
            raise ServiceError(f"{row.name}'s conditions are already like that.")
        _write(act, row, unit, tables)
        c = unit.conditions
        bits = (["dug in"] if c.dug_in else []) + ([f"pinned down ({', '.join(c.pinned_down)})"] if c.pinned_down
                                                   else []) + (["surprised"] if c.surprised else [])
        act.record.label = f"Conditions of {row.name}"
        act.describe(f"{row.name}: {', '.join(bits) if bits else 'no conditions'}", battle=battle, actor=row,
                     result={"conditions": c.to_dict()})


def set_unit_action(svc: CampaignService, battle_id: int, unit_id: int, kind: str, used: bool) -> None:
    """Mark a unit's move or attack action as used (or not) this round."""
    if kind not in ("move", "attack"):
        raise ServiceError(f"A unit has a move and an attack action, not '{kind}'.")
    with svc.action("bucs-unit-action", "Mark action") as act:
        battle = _battle(act.s, battle_id)
        row = act.get(Unit, unit_id, "unit")
        if unit_id not in (battle.initiative or []):
            raise ServiceError(f"{row.name} is not taking part in {battle.name}.")
        state = _battle_state(battle)
        actions = {k: dict(v) for k, v in state["actions"].items()}
        mine = actions.setdefault(str(unit_id), {"move": False, "attack": False})
        if mine.get(kind) == bool(used):
            raise ServiceError(f"{row.name}'s {kind} action is already {'used' if used else 'free'}.")
        mine[kind] = bool(used)
        act.update(battle, state={**state, "actions": actions})
        word = "used" if used else "free again"
        act.record.label = f"{row.name}: {kind} action {word}"
        act.describe(f"{row.name}'s {kind} action is {word} (round {battle.round})", battle=battle, actor=row)


def give_order(svc: CampaignService, unit_id: int, order: str, hours: int | None = None,
               given_by: str | None = None, battle_id: int | None = None) -> dict:
    """Give a unit an order (replacing any old one); timed orders get their hours by the unit's quality."""
    from muster.rules.bucs.orders import give_order as engine_give

    if not isinstance(order, str) or not order.strip():
        raise ServiceError("Name the order (for example Attack, Use Skill, Bridge a River).")
    if hours is not None and (not isinstance(hours, int) or isinstance(hours, bool) or hours < 0):
        raise ServiceError("An order's hours must be a whole number, 0 or more.")
    tables = _tables(svc)
    with svc.action("bucs-order", "Give order") as act:
        row = act.get(Unit, unit_id, "unit")
        battle = _battle(act.s, battle_id) if battle_id is not None else None
        unit = _engine_unit(row, tables)
        new, timing = _rule(lambda: engine_give(unit, order.strip(), tables, given_by or None, hours))
        _write(act, row, new, tables)
        text = f"{row.name} ordered: {new.order.name}"
        if timing:
            text += (f" ({timing.base_hours} h, {timing.quality} {timing.quality_modifier:+d}/{timing.divisor} "
                     f"→ {timing.hours} hour{'s' if timing.hours != 1 else ''})")
            if timing.as_raw_reason:
                text += f"; {timing.as_raw_reason}"
        if given_by:
            text += f", given by {given_by}"
        act.record.label = f"Order {row.name}: {new.order.name}"
        result = {"order": new.order.to_dict(), "timing": timing.to_dict() if timing else None,
                  "giving_the_order_is": tables["order_rules"]["giving_an_order"]}
        act.describe(text, battle=battle, actor=row, result=result)
        return result


def cancel_order(svc: CampaignService, unit_id: int, battle_id: int | None = None) -> None:
    tables = _tables(svc)
    with svc.action("bucs-order", "Cancel order") as act:
        row = act.get(Unit, unit_id, "unit")
        unit = _engine_unit(row, tables)
        if unit.order is None:
            raise ServiceError(f"{row.name} has no order to cancel.")
        battle = _battle(act.s, battle_id) if battle_id is not None else None
        _write(act, row, replace(unit, order=None), tables)
        act.record.label = f"Cancel {row.name}'s order"
        act.describe(f"{row.name}'s order ({unit.order.name}) is cancelled", battle=battle, actor=row)


def advance_hours(svc: CampaignService, battle_id: int, hours: int) -> list[dict]:
    """Let hours pass: every timed order in the battle counts down; finished orders take effect."""
    from muster.rules.bucs.orders import advance_hours as engine_advance

    if not isinstance(hours, int) or isinstance(hours, bool) or hours < 1:
        raise ServiceError("Let at least 1 hour pass.")
    tables = _tables(svc)
    with svc.action("bucs-hours", "Hours pass") as act:
        battle = _battle(act.s, battle_id)
        report, lines = [], []
        for uid in battle.initiative or []:
            row = act.s.get(Unit, uid)
            if row is None or row.system != SYSTEM:
                continue
            unit = _engine_unit(row, tables)
            if unit.order is None or unit.order.hours_left is None:
                continue
            prog = engine_advance(unit, hours, tables)
            _write(act, row, prog.unit, tables)
            if prog.completed:
                lines.append(f"{row.name} completes {unit.order.name}"
                             + (" (beachhead established: counts as dug in)" if prog.effect == "beachhead" else ""))
            else:
                lines.append(f"{row.name}: {unit.order.name}, {prog.unit.order.hours_left} h left")
            report.append({"unit_id": uid, "unit": row.name, "order": unit.order.name, "completed": prog.completed,
                           "hours_left": None if prog.completed else prog.unit.order.hours_left,
                           "effect": prog.effect})
        if not report:
            raise ServiceError("No unit in this battle has an order with hours to count down.")
        act.record.label = f"{hours} hour{'s' if hours > 1 else ''} pass"
        act.describe(f"{hours} hour{'s' if hours > 1 else ''} pass: " + "; ".join(lines), battle=battle,
                     result={"hours": hours, "units": report})
        return report


def take_command(svc: CampaignService, commander_id: int, unit_ids: list[int], battle_id: int | None = None) -> None:
    """A Legendary unit takes command of up to 6 lesser units (they count as under orders)."""
    from muster.rules.bucs.orders import take_command as engine_command

    ids = _ids(unit_ids, "commanded")
    tables = _tables(svc)
    with svc.action("bucs-command", "Take command") as act:
        head = act.get(Unit, commander_id, "unit")
        battle = _battle(act.s, battle_id) if battle_id is not None else None
        rows = [act.get(Unit, uid, "unit") for uid in ids]
        commander = _engine_unit(head, tables)
        new = _rule(lambda: engine_command(commander, [_engine_unit(r, tables) for r in rows], tables))
        for row, unit in zip(rows, new):
            _write(act, row, unit, tables)
        act.record.label = f"{head.name} takes command"
        act.describe(f"{head.name} takes command of {', '.join(r.name for r in rows)}", battle=battle, actor=head)


def release_command(svc: CampaignService, unit_id: int, battle_id: int | None = None) -> None:
    tables = _tables(svc)
    with svc.action("bucs-command", "Release command") as act:
        row = act.get(Unit, unit_id, "unit")
        unit = _engine_unit(row, tables)
        if unit.commanded_by is None:
            raise ServiceError(f"{row.name} is not under anyone's command.")
        battle = _battle(act.s, battle_id) if battle_id is not None else None
        _write(act, row, replace(unit, commanded_by=None), tables)
        act.record.label = f"{row.name} leaves {unit.commanded_by}'s command"
        act.describe(act.record.label, battle=battle, actor=row)


# ---- turn hook -------------------------------------------------------------------------------------

def on_phase_change(act: ActionScope, battle: Battle, old_round: int, old_phase: int) -> None:
    """A new round gives every unit its move and attack action back."""
    if battle.round > old_round:
        state = _battle_state(battle)
        if state["actions"]:
            act.update(battle, state={**state, "actions": {}})


# ---- after the battle ----------------------------------------------------------------------------

def _heal_compute(units, medical, tables, capacity, hours_since_battle, rest_days, under_stress):
    from muster.rules.bucs import healing

    ended = [healing.end_battle(u) for u in units]
    treatments = healing.treat_casualties(ended, tables, medical, capacity, hours_since_battle)
    rests = [healing.rest(t.after, rest_days, tables, under_stress) for t in treatments]
    used_capacity = capacity if capacity is not None else healing.medical_capacity(medical, tables)
    return treatments, rests, used_capacity


def _heal_inputs(s, tables, unit_ids, medical_ids, capacity, hours_since_battle, rest_days):
    ids = _ids(unit_ids, "treated")
    med = list(medical_ids or [])
    for name, value in (("hours since the battle", hours_since_battle), ("rest days", rest_days)):
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise ServiceError(f"The {name} must be a whole number, 0 or more.")
    if capacity is not None and (not isinstance(capacity, int) or isinstance(capacity, bool) or capacity < 0):
        raise ServiceError("The casualty hits the medics saved must be a whole number, 0 or more.")
    rows, units, medical = [], [], []
    for uid in ids:
        row = s.get(Unit, uid)
        if row is None:
            raise ServiceError(f"There is no unit #{uid} in this campaign.")
        rows.append(row)
        units.append(_engine_unit(row, tables))
    heal = tables["healing"]["medical_specialty"]
    for uid in med:
        row = s.get(Unit, uid)
        if row is None:
            raise ServiceError(f"There is no unit #{uid} in this campaign.")
        unit = _engine_unit(row, tables)
        if not unit.has(heal):
            raise ServiceError(f"{row.name} has no {heal} specialty and cannot treat casualties.")
        medical.append(unit)
    return rows, units, medical


def _heal_lines(rows, treatments, rests, tables) -> list[dict]:
    from muster.rules.bucs.units import current_quality

    out = []
    for row, t, r in zip(rows, treatments, rests):
        before, after = t.before, r.after
        bits = []
        if t.healed:
            bits.append(f"{t.healed} casualty hit{'s' if t.healed > 1 else ''} saved by medics")
        if t.permanent:
            bits.append(f"{t.permanent} lost for good: base quality {t.before.quality} → {t.after.quality}")
        if r.healed:
            bits.append(f"{r.healed} morale hit{'s' if r.healed > 1 else ''} healed by rest")
        if r.kept_by_stress:
            bits.append("last morale hit stays (under stress)")
        if before.status != after.status:
            bits.append(f"{before.status} → {after.status}")
        if before.status == "destroyed":
            bits = ["destroyed: lost"]
        if not bits:
            bits.append("no change")
        out.append({"unit_id": row.id, "unit": row.name, "text": f"{row.name}: " + "; ".join(bits),
                    "casualty_healed": t.healed, "casualty_permanent": t.permanent, "morale_healed": r.healed,
                    "morale_kept": r.kept_by_stress, "quality_before": before.quality, "quality_after": after.quality,
                    "current_before": current_quality(before, tables), "current_after": current_quality(after, tables),
                    "status_before": before.status, "status_after": after.status,
                    "notes": list(dict.fromkeys(list(t.notes) + list(r.notes)))})
    return out


def heal_preview(svc: CampaignService, unit_ids, medical_ids=(), capacity: int | None = None,
                 hours_since_battle: int = 0, rest_days: int = 0, under_stress: bool = False) -> dict:
    """What healing would do, without writing anything (for the after-battle dialog)."""
    tables = _tables(svc)
    with svc.file.sessions() as s:
        rows, units, medical = _heal_inputs(s, tables, unit_ids, medical_ids, capacity, hours_since_battle, rest_days)
        treatments, rests, cap = _heal_compute(units, medical, tables, capacity, hours_since_battle, rest_days,
                                               under_stress)
        return {"capacity": cap, "late": hours_since_battle > tables["healing"]["medical_window_hours"],
                "units": _heal_lines(rows, treatments, rests, tables)}


def heal(svc: CampaignService, unit_ids, medical_ids=(), capacity: int | None = None, hours_since_battle: int = 0,
         rest_days: int = 0, under_stress: bool = False, battle_id: int | None = None) -> dict:
    """After a battle: clear battle-only conditions, medical units save casualties, the rest are permanent, rest.

    With ``battle_id`` the battle is marked ended.
    """
    tables = _tables(svc)
    with svc.action("bucs-heal", "After-battle healing") as act:
        rows, units, medical = _heal_inputs(act.s, tables, unit_ids, medical_ids, capacity, hours_since_battle,
                                            rest_days)
        battle = _battle(act.s, battle_id) if battle_id is not None else None
        treatments, rests, cap = _heal_compute(units, medical, tables, capacity, hours_since_battle, rest_days,
                                               under_stress)
        for row, r in zip(rows, rests):
            _write(act, row, r.after, tables)
        lines = _heal_lines(rows, treatments, rests, tables)
        if battle is not None:
            act.update(battle, state={**_battle_state(battle), "ended": True})
        act.record.label = "After-battle healing" + (f": {battle.name}" if battle else "")
        head = (f"After the battle ({hours_since_battle} h later, medics save up to {cap} casualty hit"
                f"{'s' if cap != 1 else ''}; {rest_days} day{'s' if rest_days != 1 else ''} of rest"
                f"{', under stress' if under_stress else ''})")
        act.describe(head + ": " + " | ".join(line["text"] for line in lines), battle=battle,
                     result={"capacity": cap, "units": lines})
        return {"capacity": cap, "units": lines}
