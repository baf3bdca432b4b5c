"""What the players' screen may show (issue 17): hidden units, the players' side, public views of a battle.

The GM keeps secrets at the table: units hidden from the players (an ambush, until revealed: ``units.hidden``),
GM-only results (a GURPS seer's true reading, kept under ``gm_only``), notes, forecasts and house rules. The
player view reads only :func:`player_battle`, which is built from public pieces alone: the battle's name, round
and phase, the visible units in initiative order, each unit's public status, the last public result with its dice.

Two settings live in the campaign's ``meta`` table (changed by undoable actions):

* ``player_side``: the side the players command (default: the first side); their units show in full;
* ``player_enemy_detail``: ``"1"`` shows the other sides' units as fully as the players' own; otherwise they
  show a damage summary only (no heat, pilot, combat values or head counts).

A hidden unit is hidden everywhere the players look, whether or not it is in a battle's initiative (an ambusher in
reserve may act before it joins): :class:`Secrets` holds every hidden unit of the campaign, and
:meth:`Secrets.allows` is the one rule for a log row the players may read — the player view's last result and the
log export "for the players" (``services.export``) both ask it. A row is the players' when it is not GM
bookkeeping (:data:`GM_ONLY_KINDS`), neither its actor nor its target is hidden, and no hidden unit's name appears
in anything it says.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from muster.i18n import Msg, english_text, render, shown, shown_part, term
from muster.services.core import CampaignService, ServiceError

if TYPE_CHECKING:
    from muster.services.core import ActionScope

SIDE_KEY = "player_side"
DETAIL_KEY = "player_enemy_detail"
RESULT_LOOKBACK = 12  # actions searched back for the last one that names no hidden unit
#: actions that are the GM's bookkeeping, never the players' to read: who is hidden, what the players' screen
#: shows, house rules, prepared scenarios (their notes and forces are the GM's plans)
GM_ONLY_KINDS = frozenset({"hide-units", "reveal-units", "player-side", "player-enemy-detail", "house-rule",
                           "save-scenario", "edit-scenario", "delete-scenario"})


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

    with svc.action("player-side", "Players' side") as act:  # named below, once the side is known
        side = act.get(Side, side_id, "side")
        act.set_label(Msg("Log", "Players' side: %1").args(side.name))
        _set_meta(act, SIDE_KEY, str(side.id))
        act.describe(Msg("Log", "The players now command %1").args(side.name))


def set_enemy_detail(svc: CampaignService, on: bool) -> None:
    """Show the players the other sides' units in full (``on``) or as a damage summary (undoable)."""
    label = Msg("Log", "Show enemy detail to players") if on else Msg("Log", "Show players an enemy summary only")
    with svc.action("player-enemy-detail", english_text(label)) as act:
        act.set_label(label)
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


@dataclass(frozen=True)
class Secrets:
    """The campaign's units hidden from the players, read once for a view or an export: their ids and names."""

    ids: frozenset[int]
    names: tuple[str, ...]
    pattern: re.Pattern | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # a name counts where it stands whole (not inside a longer word), in any case; the GM's names are matched
        # literally, never as a pattern
        words = sorted({n.strip() for n in self.names if n and n.strip()}, key=len, reverse=True)
        alternatives = "|".join(rf"(?<!\w){re.escape(n)}(?!\w)" for n in words)
        object.__setattr__(self, "pattern", re.compile(alternatives, re.IGNORECASE) if words else None)

    def named_in(self, *texts: object) -> bool:
        """Whether any of ``texts`` names a hidden unit."""
        return self.pattern is not None and any(self.pattern.search(str(t)) for t in texts if t)

    def allows(self, kind: str, actor_id: int | None, target_id: int | None, *texts: object) -> bool:
        """Whether the players may read a log row of ``kind`` by ``actor_id`` at ``target_id`` that says ``texts``."""
        return (kind not in GM_ONLY_KINDS and actor_id not in self.ids and target_id not in self.ids
                and not self.named_in(*texts))


def secrets(svc: CampaignService) -> Secrets:
    """Every unit of the campaign hidden from the players, in a battle's initiative or not."""
    rows = _raw(svc, "SELECT id, name FROM units WHERE hidden")
    return Secrets(frozenset(r[0] for r in rows), tuple(r[1] or "" for r in rows))


def set_hidden(svc: CampaignService, unit_ids: list[int], hidden: bool) -> int:
    """Hide units from the players' screen (``hidden``) or reveal them, in one undoable action.

    Returns how many units changed; refuses an empty choice or a unit that is not in the campaign.
    """
    from muster.campaign.models import Unit

    ids = list(dict.fromkeys(int(i) for i in unit_ids))
    if not ids:
        raise ServiceError(Msg("Errors", "Choose the units to hide or reveal in the Army Roster first."))
    label = Msg("Log", "Hide units") if hidden else Msg("Log", "Reveal units")
    with svc.action("hide-units" if hidden else "reveal-units", english_text(label)) as act:
        units = [act.get(Unit, pk, "unit") for pk in ids]
        changing = [u for u in units if bool(u.hidden) != hidden]
        if not changing:
            raise ServiceError(_already(units, hidden))
        for unit in changing:
            act.update(unit, hidden=hidden)
        act.set_label(_hide_label(changing, hidden))
        act.describe(_hidden_text(changing, hidden))
    return len(changing)


# One unit goes by its name, several by their count (always two or more: English needs no "(s)"). The count is
# a plain variable: pyside6-lupdate skips a message whose count is a call such as len(...).
def _already(units, hidden: bool) -> Msg:
    count = len(units)
    if count == 1:
        return (Msg("Errors", "%1 is already hidden from the players.") if hidden else
                Msg("Errors", "%1 is already shown to the players.")).args(units[0].name)
    return (Msg("Errors", "%n units are already hidden from the players.", None, count) if hidden else
            Msg("Errors", "%n units are already shown to the players.", None, count))


def _hide_label(units, hidden: bool) -> Msg:
    count = len(units)
    if count == 1:
        return (Msg("Log", "Hide %1 from players") if hidden else
                Msg("Log", "Reveal %1 to players")).args(units[0].name)
    return (Msg("Log", "Hide %n units from players", None, count) if hidden else
            Msg("Log", "Reveal %n units to players", None, count))


def _hidden_text(units, hidden: bool) -> Msg:
    count = len(units)
    if count == 1:
        return (Msg("Log", "%1 hidden from the players") if hidden else
                Msg("Log", "%1 revealed to the players")).args(units[0].name)
    return (Msg("Log", "%n units hidden from the players", None, count) if hidden else
            Msg("Log", "%n units revealed to the players", None, count))


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
    spec = systems.find(battle.system)
    rows = _unit_rows(svc, list(battle.initiative))
    kept = secrets(svc)  # every hidden unit: one not in the initiative (in reserve) may act in this battle too
    hidden = set(kept.ids) | {pk for pk, row in rows.items() if row[5]}
    acting = battle.initiative[battle.active] if 0 <= battle.active < len(battle.initiative) else None
    units = []
    for uid in battle.initiative:
        if uid not in rows or uid in hidden:
            continue
        units.append(_public_unit(svc, rows[uid], own=rows[uid][6] == settings.side_id, acting=uid == acting,
                                  detail=settings.enemy_detail))
    own = _raw(svc, "SELECT name FROM sides WHERE id = ?", (settings.side_id,)) if settings.side_id else []
    distances = _distances(svc, battle.id, battle.system, hidden)
    spec = spec or systems.default()  # a system this version does not know: shown as the default's round
    return PlayerBattle(battle.id, battle.name, battle.system, spec.label, spec.round_name, battle.round,
                        battle.phase_name, own[0][0] if own else "", tuple(units), distances,
                        last_public_result(svc, battle.id, kept))


def _unit_rows(svc: CampaignService, ids: list[int]) -> dict[int, tuple]:
    """id -> (id, name, system, status, state, hidden, side id, side name, status message) for the battle's units."""
    if not ids:
        return {}
    marks = ",".join("?" * len(ids))
    rows = _raw(svc, "SELECT u.id, u.name, u.system, u.status, u.state, u.hidden, s.id, s.name, u.status_msg "
                     "FROM units u JOIN forces f ON f.id = u.force_id JOIN sides s ON s.id = f.side_id "
                     f"WHERE u.id IN ({marks})", [int(i) for i in ids])
    return {r[0]: r for r in rows}


def _public_unit(svc: CampaignService, row: tuple, *, own: bool, acting: bool, detail: bool) -> PublicUnit:
    from muster.services.systems import campaign_tables

    pk, name, system, status, state_text, _hidden, _side_id, side, status_msg = row
    state = json.loads(state_text) if isinstance(state_text, (str, bytes)) else (state_text or {})
    summary = summarise(system, state, campaign_tables(svc, system))
    full = own or detail
    doll = own and summary.doll
    return PublicUnit(pk, name, side, own, acting, shown(status, status_msg) if full else summary.text, summary.out,
                      doll, state if doll else None)


def summarise(system: str, state: dict, tables: Any = None) -> Summary:
    """A unit's damage summary for the players (what an enemy shows without the GM's "Show enemy detail"),
    in the GM's language of the moment, under ``tables`` (the campaign's rules tables; None: the defaults)."""
    from muster.services.systems import public_summary_of

    found = public_summary_of(system)
    try:
        summary = found(state, tables) if found is not None else Summary(_plain_status(system, state, tables), False)
    except (ValueError, KeyError, TypeError, ServiceError):
        return Summary("", False)
    text = summary.text
    return summary if isinstance(text, str) else Summary(render(text), summary.out, summary.doll)


def _plain_status(system: str, state: dict, tables: Any = None) -> str:
    from muster.services.systems import status_of

    try:
        return render(status_of(system, state, tables))
    except (ValueError, KeyError, TypeError, ServiceError):
        return ""


# words the systems' summaries share (each system's summary is its SystemSpec.public_summary)
def wounds(left: int, total: int) -> Msg:
    if total <= 0 or left >= total:
        return Msg("PlayerView", "unhurt")
    return Msg("PlayerView", "badly hurt") if left * 2 <= total else Msg("PlayerView", "hurt")


def wounds_word(left: int, total: int) -> Msg:
    """:func:`wounds` as a status of its own, capitalised."""
    if total <= 0 or left >= total:
        return Msg("PlayerView", "Unhurt")
    return Msg("PlayerView", "Badly hurt") if left * 2 <= total else Msg("PlayerView", "Hurt")


def hits_taken(hits: int) -> Msg:
    if hits == 1:
        return Msg("PlayerView", "1 hit taken")
    return Msg("PlayerView", "%n hits taken", None, hits) if hits else Msg("PlayerView", "unhurt")


def _distances(svc: CampaignService, battle_id: int, system: str, hidden: set[int]) -> tuple[str, ...]:
    """The distances between bodies the players may read, for a system whose battles have them (By This Poleaxe:
    the registry's ``distances``); a body of hidden units only is left out."""
    from muster.services.systems import distances_of

    found = distances_of(system)
    return found(svc, battle_id, hidden) if found is not None else ()


def last_public_result(svc: CampaignService, battle_id: int, kept: Secrets | None = None) -> PublicResult | None:
    """The battle's last done action the players may read (:meth:`Secrets.allows`): its log text (in the GM's
    language) and its public dice."""
    from muster.services.export import format_rolls

    kept = secrets(svc) if kept is None else kept
    rows = _raw(svc, "SELECT round, phase, kind, actor, target, actor_id, target_id, text, rolls, message FROM actions "
                     "WHERE state = 'done' AND battle_id = ? ORDER BY id DESC LIMIT ?", (battle_id, RESULT_LOOKBACK))
    for round_, phase, kind, actor, target, actor_id, target_id, english, rolls_text, message in rows:
        if not kept.allows(kind, actor_id, target_id, actor, target, english):
            continue
        rolls = json.loads(rolls_text) if isinstance(rolls_text, (str, bytes)) else (rolls_text or [])
        dice = format_rolls(rolls)
        text = _log_text(english, message)
        if kept.named_in(text, dice):
            continue
        return PublicResult(text, dice, round_, render(term("Rules", phase)) if phase else "")
    return None


def _log_text(english: str, message) -> str:
    """An action's log text in the GM's language (its message data), else as written."""
    return shown_part(english, message, "text")
