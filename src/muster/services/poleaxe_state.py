"""By This Poleaxe: the helpers every use case shares (squads of a battle, the engine's battle, phases, texts)."""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Iterator

from muster.campaign.models import Base, Battle, Force, Side, Unit
from muster.i18n import Joined, Msg, Text, render, term
from muster.services.common import battle_action, battle_read
from muster.services.core import ActionScope, CampaignService, ServiceError

SYSTEM = "poleaxe"
HISTORY_LIMIT = 12
DIRECTIONS = ("front", "flank", "rear")
COVERS = ("none", "soft", "hard")

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from muster.rules.poleaxe import Squad
    from muster.rules.poleaxe.tables import Phase, PoleaxeTables, Tables


def _typed(tables: Tables) -> PoleaxeTables:
    from muster.rules.poleaxe.data import as_tables

    return as_tables(tables)


@contextmanager
def poleaxe_action(svc: CampaignService, battle_id: int, kind: str,
                   label: Text) -> Iterator[tuple[ActionScope, Battle, PoleaxeTables]]:
    """``common.battle_action`` for a Poleaxe battle, with the campaign's tables typed."""
    with battle_action(svc, SYSTEM, battle_id, kind, label) as (act, battle, rules):
        yield act, battle, _typed(rules)


@contextmanager
def poleaxe_read(svc: CampaignService, battle_id: int) -> Iterator[tuple[Session, Battle, PoleaxeTables]]:
    """``common.battle_read`` for a Poleaxe battle, with the campaign's tables typed."""
    with battle_read(svc, SYSTEM, battle_id) as (s, battle, rules):
        yield s, battle, _typed(rules)


# ---- unit state -------------------------------------------------------------------------------------

def _default_tables() -> dict:
    from muster.rules.poleaxe import load_tables

    return load_tables(None)


def squad_tables(svc: CampaignService | None) -> PoleaxeTables:
    """The tables the squad builder and editor derive with: the campaign's (house rules merged), or the bundled
    tables when no campaign is open."""
    from muster.services.systems import campaign_tables

    data = campaign_tables(svc, SYSTEM) if svc is not None else None
    return _typed(data if data is not None else _default_tables())


def normalise_state(state: dict, tables: Tables | None = None) -> dict:
    """A stored squad, derived values rebuilt from what the GM entered; ServiceError names a bad field."""
    from muster.rules.poleaxe import StateError, build_squad, squad_from_input

    tables = tables or _default_tables()
    if not isinstance(state, dict):
        raise ServiceError(Msg("Poleaxe", "Bad squad: expected an object"))
    try:
        squad = squad_from_input({**state, "name": state.get("name") or "Squad", "stats": None}, tables)
        squad = build_squad(replace(squad, stats={}), tables, strict=True)
        out = squad.to_dict()
        type(squad).from_dict(out)  # hits within the (possibly new) Hits to Kill
    except StateError as exc:
        raise ServiceError(Msg("Poleaxe", "Bad squad: %1: %2").args(exc.field, exc.message)) from None
    except ValueError as exc:
        raise ServiceError(Msg("Poleaxe", "Bad squad: %1").args(getattr(exc, "message", None) or str(exc))) from None
    return out


def pips(left: int, total: int) -> str:
    return "●" * left + "○" * max(0, total - left)


def status(state: dict, tables: Tables | None = None) -> Text:
    """The roster line: HTK pips, morale state (or Out of the Fight) and the three combat values (a message); the
    stored squad holds its derived values, so ``tables`` (the contract's) changes nothing."""
    from muster.rules.poleaxe import Squad

    return _status_of(Squad.from_dict(state))


# ---- helpers ------------------------------------------------------------------------------------------

def _load_units(s, battle: Battle) -> dict[int, Unit]:
    from sqlalchemy import select

    ids = list(battle.initiative)
    rows = s.scalars(select(Unit).where(Unit.id.in_(ids))).all() if ids else []
    by_id = {u.id: u for u in rows}
    return {uid: by_id[uid] for uid in ids if uid in by_id}


_PARSED: dict[str, Squad] = {}
_PARSED_LIMIT = 8192


def _bulk_update(act: ActionScope, updates: list[tuple[Base, dict[str, Any]]]) -> None:
    act.update_many(updates)
    act.s.flush()


class _Units(dict):
    """Unit rows of a battle, loaded from the session only when asked for (a big melee writes few)."""

    def __init__(self, s, ids):
        super().__init__()
        self.s = s
        self.ids = list(ids)

    def preload(self, ids) -> None:
        from sqlalchemy import select

        missing = [i for i in ids if not dict.__contains__(self, i)]
        if missing:
            for unit in self.s.scalars(select(Unit).where(Unit.id.in_(missing))):
                dict.__setitem__(self, unit.id, unit)

    def __missing__(self, uid):
        self.preload([uid])
        if not dict.__contains__(self, uid):
            raise KeyError(uid)
        return dict.__getitem__(self, uid)

    def get(self, uid, default=None):
        try:
            return self[uid]
        except KeyError:
            return default

    def __contains__(self, uid):
        return uid in self.ids

    def values(self):
        self.preload(self.ids)
        return [dict.__getitem__(self, i) for i in self.ids if dict.__contains__(self, i)]


def _squads(s, battle: Battle) -> tuple[_Units, dict[str, Squad]]:
    """The battle's units (loaded on demand) and their engine squads keyed by the unit id as text.

    States are read as stored text and parsed once per distinct text (squads are immutable), so a
    battle of hundreds of squads costs little to load again.
    """
    from sqlalchemy import String, select, type_coerce

    from muster.rules.poleaxe import Squad, StateError

    ids = list(battle.initiative)
    rows = s.execute(select(Unit.id, Unit.name, Unit.system, Force.side_id, type_coerce(Unit.state, String))
                     .join(Force, Force.id == Unit.force_id).where(Unit.id.in_(ids))).all() if ids else []
    by_id = {r[0]: r for r in rows}
    squads = {}
    for uid in ids:
        if uid not in by_id:
            continue
        _, name, system, side_id, raw = by_id[uid]
        if system != SYSTEM:
            raise ServiceError(Msg("Poleaxe", "%1 is a %2 unit, not a By This Poleaxe squad.").args(name, system))
        squad = _PARSED.get(raw)
        if squad is None:
            import json

            try:
                squad = Squad.from_dict(json.loads(raw))
            except StateError as exc:
                raise ServiceError(Msg("Poleaxe", "%1 has a bad state: %2").args(
                    name, Joined([exc.field, exc.message], ": "))) from None
            if len(_PARSED) >= _PARSED_LIMIT:
                _PARSED.clear()
            _PARSED[raw] = squad
        if not squad.built:
            raise ServiceError(Msg("Poleaxe", "%1 is not built yet; open it in the squad builder.").args(name))
        squads[str(uid)] = replace(squad, id=str(uid), name=name, side=str(side_id))
    return _Units(s, [uid for uid in ids if uid in by_id]), squads


def _engine_battle(battle: Battle):
    from muster.rules.poleaxe import Battle as EngineBattle
    from muster.rules.poleaxe import StateError

    state = battle.state or {}
    if not state.get("bodies"):
        raise ServiceError(Msg("Poleaxe", "Battle %1 is not set up yet: roll the distance between the sides first.")
                           .args(battle.name))
    data = {k: state[k] for k in ("sides", "bodies", "start_distance") if k in state}
    data.update(turn=battle.round, phase=battle.phase)
    try:
        return EngineBattle.from_dict(data)
    except StateError as exc:
        raise ServiceError(Msg("Poleaxe", "Battle %1 has a bad state: %2").args(
            battle.name, Joined([exc.field, exc.message], ": "))) from None


def _store_battle(state: dict, engine) -> dict:
    out = dict(state)
    data = engine.to_dict()
    for key in ("sides", "bodies", "start_distance"):
        out[key] = data[key]
    return out


def _phase_key(battle: Battle, tables: PoleaxeTables) -> str:
    phases = tables.battle.phases
    return phases[battle.phase].key if 0 <= battle.phase < len(phases) else ""


#: the bundled phases named inside a sentence ("Melee belongs to the melee combat phase")
_PHASES_IN_TEXT = {
    "both sides declare movement and charges": Msg("Poleaxe", "both sides declare movement and charges"),
    "both sides move half their stated distance": Msg("Poleaxe", "both sides move half their stated distance"),
    "missile fire and spells": Msg("Poleaxe", "missile fire and spells"),
    "both sides finish declared movement": Msg("Poleaxe", "both sides finish declared movement"),
    "melee combat": Msg("Poleaxe", "melee combat"),
}


def _phase_in_text(phase: Phase) -> Text:
    """A phase's label cut short and in lower case, for a sentence (a house rule's own label as written)."""
    text = phase.label.split(" (")[0].lower()
    return _PHASES_IN_TEXT.get(text, text)


def _require_phase(battle: Battle, tables: PoleaxeTables, keys: tuple[str, ...], what: Msg) -> None:
    """Refuse ``what`` unless the battle stands in one of the phases ``keys`` (as ``common.require_phase``)."""
    phases = tables.battle.phases
    allowed = [i for i, p in enumerate(phases) if p.key in keys]
    if battle.phase in allowed:
        return
    names: Text = ""
    for i in allowed:
        names = _phase_in_text(phases[i]) if not names else Msg("Poleaxe", "%1 or %2").args(names,
                                                                                             _phase_in_text(phases[i]))
    now = _phase_in_text(phases[battle.phase]) if 0 <= battle.phase < len(phases) else Msg("Poleaxe", "another phase")
    raise ServiceError(Msg("Poleaxe", "%1 belongs to the %2 phase; %3 is in %4.").args(what, names, battle.name, now))


def _squad_update(unit: Unit, squad) -> tuple[Unit, dict] | None:
    """The new column values of ``unit`` holding ``squad`` (with its stored id, name and side), or None."""
    stored = replace(squad, id=unit.state.get("id", unit.name), name=unit.state.get("name", unit.name),
                     side=unit.state.get("side", ""))
    state = stored.to_dict()
    if state == unit.state:
        return None
    return unit, {"state": state, "status": _status_of(stored)}


def _status_of(squad) -> Msg:
    """The roster line of ``squad`` as a message (the unit's ``status`` keeps it in English)."""
    from muster.rules.poleaxe.words import morale_word

    if not squad.built:
        return Msg("Poleaxe", "not built")
    values = Msg("Poleaxe", "AV %1 DV %2 MV %3").args(squad.value("attack_value"), squad.value("defense_value"),
                                                     squad.value("morale_value"))
    if squad.dropped:
        return Msg("Poleaxe", "%1 Out of the Fight · %2").args(pips(0, squad.htk), values)
    word: Text = Msg("Poleaxe", "Out of the Fight (spell)") if squad.out_of_fight else morale_word(squad.morale)
    if squad.held and not squad.out_of_fight:
        word = Msg("Poleaxe", "%1, held").args(word)
    return Msg("Poleaxe", "%1 %2/%3 HTK · %4 · %5").args(pips(squad.hits_left, squad.htk), squad.hits_left, squad.htk,
                                                         word, values)


def _write_squad(act: ActionScope, unit: Unit, squad) -> None:
    update = _squad_update(unit, squad)
    if update is not None:
        act.update(unit, **update[1])


def _unit_id(value, what: Text) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        raise ServiceError(Msg("Poleaxe", "%1 must be a squad of this battle, got %2.").args(what, repr(value))
                           ) from None


def _in_battle(uid: int, squads: dict, what: Text) -> str:
    if str(uid) not in squads:
        raise ServiceError(Msg("Poleaxe", "%1 (unit #%2) is not a squad in this battle.").args(what, str(uid)))
    return str(uid)


def _body_of(engine, sid: str):
    for body in engine.bodies:
        if sid in body.squads:
            return body
    return None


def _side_names(s, squads: dict) -> dict[str, str]:
    """Each squad side's campaign name, keyed by the side id as text."""
    out: dict[str, str] = {}
    for sq in squads.values():
        if sq.side not in out:
            side = s.get(Side, int(sq.side)) if sq.side.isdigit() else None
            out[sq.side] = side.name if side else sq.side
    return out


def _phase_stamp(battle: Battle) -> str:
    return f"{battle.round}:{battle.phase}"


def _frac(value: Fraction) -> float:
    return float(value)


def _sentence(text: Text) -> str:
    """A rules message as a sentence of its own (capital first, full stop), in the GM's language now."""
    shown = render(text)
    return shown[:1].upper() + shown[1:] + "."


def _add_morale_due(state: dict, battle: Battle, due: list[tuple[str, list[str], int]]) -> list[dict]:
    """Queue checks: ``due`` is (squad id, reasons, number of checks). A squad that has checked this phase
    checks again for new hits and new routs in sight (NOTES.md 5: one check per hit, routs cascade)."""
    pending = [dict(p) for p in state.get("morale_due", [])]
    for sid, reasons, checks in due:
        uid = int(sid)
        entry = next((p for p in pending if p["unit"] == uid), None)
        if entry is None:
            pending.append({"unit": uid, "reasons": list(reasons), "checks": checks})
        else:
            entry["reasons"] = entry["reasons"] + [r for r in reasons if r not in entry["reasons"]]
            entry["checks"] = entry.get("checks", 1) + checks
    return pending


def _effect_text(effect) -> Msg:
    """A spell effect on a squad: ``Bless (defense bonus 1, 2 turns)``."""
    from muster.rules.poleaxe.words import effect_word

    turns = effect.turns_left
    text = (Msg("Poleaxe", "%1 (%2 %3, %n turn)", None, turns) if turns == 1
            else Msg("Poleaxe", "%1 (%2 %3, %n turns)", None, turns))
    return text.args(term("Rules", effect.name), effect_word(effect.kind), effect.value)


# Public names for the battle forecast (muster.rules.forecast, muster.services.forecast); the private names stay.
battle_squads = _squads
engine_battle = _engine_battle
squad_side_names = _side_names
