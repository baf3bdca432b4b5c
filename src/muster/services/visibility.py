"""What the players' screen may show (issue 17): hidden units, the players' side, public views of a battle.

The GM keeps secrets at the table: units hidden from the players (an ambush, until revealed: ``units.hidden``),
GM-only results (a GURPS seer's true reading, kept under ``gm_only``), notes, forecasts and house rules. The
player view reads only :func:`player_battle`, which is built from public pieces alone: the battle's name, round
and phase, the visible units in initiative order, each unit's public status, the last public result with its dice.

Two settings live in the campaign's ``meta`` table (changed by undoable actions):

* ``player_side``: the side the players command (default: the first side); their units show in full;
* ``player_enemy_detail``: ``"1"`` shows the other sides' units as fully as the players' own; otherwise they
  show a damage summary only (no heat, pilot, combat values or head counts).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from muster.services.core import CampaignService, ServiceError

if TYPE_CHECKING:
    from muster.services.core import ActionScope

SIDE_KEY = "player_side"
DETAIL_KEY = "player_enemy_detail"
RESULT_LOOKBACK = 12  # actions searched back for the last one that names no hidden unit


# ---- settings ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class PlayerSettings:
    side_id: int | None  # the players' side; None while the campaign has no sides
    enemy_detail: bool


def _raw(svc: CampaignService, sql: str, params=()) -> list:
    return svc.file.raw.execute(sql, params).fetchall()


def player_settings(svc: CampaignService) -> PlayerSettings:
    meta = dict(_raw(svc, "SELECT key, value FROM meta WHERE key IN (?, ?)", (SIDE_KEY, DETAIL_KEY)))
    sides = [r[0] for r in _raw(svc, "SELECT id FROM sides ORDER BY position, id")]
    chosen = meta.get(SIDE_KEY, "")
    side_id = int(chosen) if chosen.isdigit() and int(chosen) in sides else (sides[0] if sides else None)
    return PlayerSettings(side_id, meta.get(DETAIL_KEY) == "1")


def _set_meta(act: ActionScope, key: str, value: str) -> None:
    from muster.campaign.models import Meta

    row = act.s.get(Meta, key)
    if row is None:
        act.insert(Meta(key=key, value=value))
    else:
        act.update(row, value=value)


def set_player_side(svc: CampaignService, side_id: int) -> None:
    """Make ``side_id`` the players' side (undoable)."""
    from muster.campaign.models import Side

    with svc.action("player-side", "Players' side") as act:
        side = act.get(Side, side_id, "side")
        act.label = act.record.label = f"Players' side: {side.name}"
        _set_meta(act, SIDE_KEY, str(side.id))
        act.describe(f"The players now command {side.name}")


def set_enemy_detail(svc: CampaignService, on: bool) -> None:
    """Show the players the other sides' units in full (``on``) or as a damage summary (undoable)."""
    label = "Show enemy detail to players" if on else "Show players an enemy summary only"
    with svc.action("player-enemy-detail", label) as act:
        _set_meta(act, DETAIL_KEY, "1" if on else "0")
        act.describe(label)


# ---- hidden units ------------------------------------------------------------------------------------------
def hidden_ids(svc: CampaignService, among: list[int] | None = None) -> set[int]:
    """Ids of the units hidden from the players (only those of ``among`` when given)."""
    if among is None:
        return {r[0] for r in _raw(svc, "SELECT id FROM units WHERE hidden")}
    ids = [int(i) for i in among]
    found: set[int] = set()
    for start in range(0, len(ids), 900):  # SQLite's limit on bound parameters
        chunk = ids[start:start + 900]
        marks = ",".join("?" * len(chunk))
        found |= {r[0] for r in _raw(svc, f"SELECT id FROM units WHERE hidden AND id IN ({marks})", chunk)}
    return found


def set_hidden(svc: CampaignService, unit_ids: list[int], hidden: bool) -> int:
    """Hide units from the players' screen (``hidden``) or reveal them, in one undoable action.

    Returns how many units changed; refuses an empty choice or a unit that is not in the campaign.
    """
    from muster.campaign.models import Unit

    ids = list(dict.fromkeys(int(i) for i in unit_ids))
    if not ids:
        raise ServiceError("Choose the units to hide or reveal in the Army Roster first.")
    verb = "Hide" if hidden else "Reveal"
    with svc.action("hide-units" if hidden else "reveal-units", f"{verb} units") as act:
        units = [act.get(Unit, pk, "unit") for pk in ids]
        changing = [u for u in units if bool(u.hidden) != hidden]
        if not changing:
            state = "hidden from" if hidden else "shown to"
            raise ServiceError(f"{_names(units)} {'is' if len(units) == 1 else 'are'} already {state} the players.")
        for unit in changing:
            act.update(unit, hidden=hidden)
        where = "from" if hidden else "to"
        act.label = act.record.label = f"{verb} {_names(changing)} {where} players"
        act.describe(f"{_names(changing)} {'hidden from' if hidden else 'revealed to'} the players")
    return len(changing)


def _names(units) -> str:
    names = [u.name for u in units]
    return names[0] if len(names) == 1 else f"{len(names)} units"


# ---- what the players see ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class PublicUnit:
    """One visible unit as the players see it."""

    id: int
    name: str
    side: str
    own: bool  # on the players' side
    acting: bool  # the unit whose turn it is
    status: str  # the public status line (in full, or a damage summary for enemies)
    out: bool  # out of the fight (destroyed, routed, dropped...)
    doll: bool = False  # the players' own mech: the view paints its damage diagram and heat gauge from ``state``
    state: dict | None = None  # only with ``doll``


@dataclass(frozen=True)
class PublicResult:
    text: str
    dice: str  # as the combat log shows them (muster.services.export.format_rolls)
    round: int | None
    phase: str


@dataclass(frozen=True)
class PlayerBattle:
    id: int
    name: str
    system: str
    system_label: str
    round_name: str
    round: int
    phase: str
    own_side: str
    units: tuple[PublicUnit, ...]  # initiative order; hidden units left out
    distances: tuple[str, ...] = ()  # By This Poleaxe: the move spaces between bodies
    result: PublicResult | None = None


@dataclass(frozen=True)
class Summary:
    """A unit's state read for the players: a damage summary, and whether it is out of the fight."""

    text: str
    out: bool
    doll: bool = False


def player_battle(svc: CampaignService, battle_id: int) -> PlayerBattle | None:
    """The battle as the players may see it, or None if there is no such battle."""
    from muster import systems
    from muster.services import queries as q

    battle = q.battle(svc, battle_id)
    if battle is None:
        return None
    settings = player_settings(svc)
    spec = systems.find(battle.system) or systems.get("generic")
    rows = _unit_rows(svc, list(battle.initiative))
    hidden = {pk for pk, row in rows.items() if row[5]}
    acting = battle.initiative[battle.active] if 0 <= battle.active < len(battle.initiative) else None
    units = []
    for uid in battle.initiative:
        if uid not in rows or uid in hidden:
            continue
        units.append(_public_unit(rows[uid], own=rows[uid][6] == settings.side_id, acting=uid == acting,
                                  detail=settings.enemy_detail))
    hidden_names = [rows[pk][1] for pk in hidden]
    own = _raw(svc, "SELECT name FROM sides WHERE id = ?", (settings.side_id,)) if settings.side_id else []
    distances = _distances(svc, battle.id, battle.system, hidden) if spec.scenario.distance else ()
    return PlayerBattle(battle.id, battle.name, battle.system, spec.label, spec.round_name, battle.round,
                        battle.phase_name, own[0][0] if own else "", tuple(units), distances,
                        last_public_result(svc, battle.id, hidden, hidden_names))


def _unit_rows(svc: CampaignService, ids: list[int]) -> dict[int, tuple]:
    """id -> (id, name, system, status, state, hidden, side id, side name) for the battle's units."""
    if not ids:
        return {}
    marks = ",".join("?" * len(ids))
    rows = _raw(svc, "SELECT u.id, u.name, u.system, u.status, u.state, u.hidden, s.id, s.name FROM units u "
                     "JOIN forces f ON f.id = u.force_id JOIN sides s ON s.id = f.side_id "
                     f"WHERE u.id IN ({marks})", [int(i) for i in ids])
    return {r[0]: r for r in rows}


def _public_unit(row: tuple, *, own: bool, acting: bool, detail: bool) -> PublicUnit:
    pk, name, system, status, state_text, _hidden, _side_id, side = row
    state = json.loads(state_text) if isinstance(state_text, (str, bytes)) else (state_text or {})
    summary = summarise(system, state)
    full = own or detail
    doll = own and summary.doll
    return PublicUnit(pk, name, side, own, acting, status if full else summary.text, summary.out, doll,
                      state if doll else None)


def summarise(system: str, state: dict) -> Summary:
    """A unit's damage summary for the players (what an enemy shows without the GM's "Show enemy detail")."""
    from muster.services.systems import hook

    found: Callable[[dict], Summary] | None = hook(system, "public_summary") or getattr(_Summaries, system, None)
    try:
        return found(state) if found is not None else Summary(_plain_status(system, state), False)
    except (ValueError, KeyError, TypeError, ServiceError):
        return Summary("", False)


def _plain_status(system: str, state: dict) -> str:
    from muster.services.systems import status_of

    try:
        return status_of(system, state)
    except (ValueError, KeyError, TypeError, ServiceError):
        return ""


def _wounds(left: int, total: int) -> str:
    if total <= 0 or left >= total:
        return "unhurt"
    return "badly hurt" if left * 2 <= total else "hurt"


class _Summaries:
    """Each system's damage summary, until the system's own use-case module provides ``public_summary``."""

    @staticmethod
    def generic(state: dict) -> Summary:
        from muster.rules.generic import GenericUnit

        unit = GenericUnit.from_dict(state)
        return Summary("Out of action" if unit.out_of_action else _wounds(unit.hits_left, unit.max_hits).capitalize(),
                       unit.out_of_action)

    @staticmethod
    def bucs(state: dict) -> Summary:
        from muster.rules.bucs.data import default_tables
        from muster.rules.bucs.units import unit_from_dict

        unit = unit_from_dict({"name": "Unit", **state}, default_tables())
        if unit.status != "ready":
            return Summary({"retreated": "Retreated", "destroyed": "Destroyed"}.get(unit.status, unit.status), True)
        hits = unit.hits_taken
        return Summary("Fighting · " + (f"{hits} hit{'s' if hits != 1 else ''} taken" if hits else "unhurt"), False)

    @staticmethod
    def poleaxe(state: dict) -> Summary:
        from muster.rules.poleaxe import Squad

        squad = Squad.from_dict(state)
        if squad.dropped or squad.out_of_fight:
            return Summary("Out of the Fight", True)
        return Summary(f"{squad.morale} · {_wounds(squad.hits_left, squad.htk)}", False)

    @staticmethod
    def gurps(state: dict) -> Summary:
        from muster.services.gurps import STATUS_WORDS, normalise_state

        st = normalise_state(state)
        word = STATUS_WORDS.get(st["status"], st["status"])
        return Summary(word + (" · has losses" if st["losses"] else ""), st["status"] in ("routed", "retreated"))

    @staticmethod
    def mech(state: dict) -> Summary:
        from muster.rules.mech import MechState

        m = MechState.from_dict(state)
        if m.destroyed:
            return Summary(f"{m.design.name}: DESTROYED", True, doll=True)
        locations = m.design.locations
        armor = sum(s.armor for s in locations.values()) or 1
        internal = sum(s.internal for s in locations.values()) or 1
        words = [f"armor {round(100 * sum(m.armor_left(loc) for loc in locations) / armor)}%",
                 f"structure {round(100 * sum(m.internal_left(loc) for loc in locations) / internal)}%"]
        if m.lost:
            words.append("lost " + ", ".join(loc.replace("_", " ") for loc in m.lost))
        if m.prone:
            words.append("PRONE")
        if m.shutdown:
            words.append("SHUT DOWN")
        return Summary(f"{m.design.name}: " + " · ".join(words), m.pilot.status == "dead", doll=True)


def _distances(svc: CampaignService, battle_id: int, system: str, hidden: set[int]) -> tuple[str, ...]:
    """The move spaces between bodies, for a system whose battles have a distance (By This Poleaxe; the
    registry's ``scenario.distance``); a body of hidden units only is left out."""
    from muster.services.systems import hook

    view_of: Callable | None = hook(system, "battle_view")
    if view_of is None:
        return ()
    try:
        view = view_of(svc, battle_id)
    except ServiceError:
        return ()
    bodies = getattr(view, "bodies", None)
    if not bodies or not getattr(view, "distances", None):
        return ()
    shown = {b.name for b in bodies
             if any(s.unit not in hidden for s in view.squads if s.body_id == b.id)}
    out = []
    for d in view.distances:
        if d.a in shown and d.b in shown:
            out.append(f"{d.a} — {d.b}: " + ("engaged" if d.engaged else
                                             f"{d.distance} move space{'s' if d.distance != 1 else ''}"))
    return tuple(out)


def last_public_result(svc: CampaignService, battle_id: int, hidden: set[int] | None = None,
                       hidden_names: list[str] | None = None) -> PublicResult | None:
    """The battle's last done action that names no hidden unit: its log text and its public dice."""
    from muster.services.export import format_rolls

    if hidden is None:
        hidden = hidden_ids(svc)
        hidden_names = [r[0] for r in _raw(svc, "SELECT name FROM units WHERE hidden")]
    names = [n for n in (hidden_names or []) if n]
    rows = _raw(svc, "SELECT round, phase, actor_id, target_id, text, rolls FROM actions "
                     "WHERE state = 'done' AND battle_id = ? ORDER BY id DESC LIMIT ?", (battle_id, RESULT_LOOKBACK))
    for round_, phase, actor_id, target_id, text, rolls_text in rows:
        if actor_id in hidden or target_id in hidden:
            continue
        rolls = json.loads(rolls_text) if isinstance(rolls_text, (str, bytes)) else (rolls_text or [])
        dice = format_rolls(rolls)
        if any(n in text or n in dice for n in names):
            continue
        return PublicResult(text, dice, round_, phase)
    return None
