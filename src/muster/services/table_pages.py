"""The table link's pages (issue 28): what each side's phones and the table's TV may read, as typed data.

The **table page** shows what the Player View shows (:func:`muster.services.visibility.player_battle`). A **side
page** shows that side's own units as the GM sees them (:mod:`muster.services.table_units`: hits, morale, quality,
status, orders, heat, armour by location; no GM notes) and the other sides as the Player View shows them (their
full status line with the GM's "Show enemy detail", else a damage summary). A unit hidden from the players is
nowhere: not as a unit, a count, the acting unit, a distance or a log line (:class:`visibility.Secrets`). GM-only
results and bookkeeping never reach a page: the log is the players' log (:meth:`visibility.Secrets.allows`).

Every string is in the GM's language of the moment. :meth:`PageData.to_dict` is the JSON of the contract
(version 1), made only at the web server's edge.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, is_dataclass
from typing import TYPE_CHECKING, Any

from muster.i18n import Msg, render, shown, term
from muster.services.table_units import MechGauge, Pips, UnitDetail, unit_detail

if TYPE_CHECKING:
    from muster.services.core import CampaignService
    from muster.services.visibility import PlayerBattle, PlayerSettings, Secrets, Summary

VERSION = 1
LOG_LINES = 20
LOG_LOOKBACK = 200  # done actions searched back for the players' last log lines


@dataclass(frozen=True)
class PageUnit:
    id: int
    name: str
    status: str
    out: bool
    fields: tuple[tuple[str, str], ...] = ()
    pips: tuple[Pips, ...] | None = None
    mech: MechGauge | None = None


@dataclass(frozen=True)
class PageSide:
    name: str
    own: bool
    colour: str
    units: tuple[PageUnit, ...]


@dataclass(frozen=True)
class PageBattle:
    id: int
    name: str
    system: str
    system_label: str
    round_label: str
    phase: str
    acting: str | None
    sides: tuple[PageSide, ...]
    distances: tuple[str, ...]


@dataclass(frozen=True)
class PageText:
    """The page's own words, in the GM's language."""

    title: str
    reconnecting: str
    no_battle: str
    log: str
    updated: str
    own: str
    closed: str


@dataclass(frozen=True)
class SideRef:
    id: int
    name: str


@dataclass(frozen=True)
class PageData:
    page: str  # "table" or "side"
    lang: str
    campaign: str
    side: SideRef | None
    closed: bool
    text: PageText
    battles: tuple[PageBattle, ...]
    log: tuple[str, ...]
    seq: int

    def to_dict(self) -> dict[str, Any]:
        """The JSON of the contract as Python values (lists, dicts, strings, numbers)."""
        return {"v": VERSION, **_plain(self)}

    def to_json(self) -> bytes:
        """:meth:`to_dict` as one line of UTF-8 JSON (an event stream's ``data:`` has no line break in it), written
        straight from the dataclasses (``asdict`` copies every value first: this runs after every commit)."""
        return json.dumps({"v": VERSION, **vars(self)}, ensure_ascii=False, separators=(",", ":"),
                          default=vars).encode("utf-8")


def _plain(value: Any) -> Any:
    if is_dataclass(value) and not isinstance(value, type):
        return {name: _plain(getattr(value, name)) for name in value.__dataclass_fields__}
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    return value


# ---- the words -------------------------------------------------------------------------------------------------
def page_text(campaign: str, side: str | None) -> PageText:
    title = (Msg("TablePage", "%1 · %2").args(campaign, side) if side else
             Msg("TablePage", "%1 · the table").args(campaign)) if campaign else Msg("TablePage", "Muster")
    return PageText(render(title), render(Msg("TablePage", "Reconnecting…")),
                    render(Msg("TablePage", "Waiting for the battle to begin…")), render(Msg("TablePage", "Log")),
                    render(Msg("TablePage", "Updated")), render(Msg("TablePage", "Your forces")),
                    render(Msg("TablePage", "The campaign is closed.")))


def closed_page(side: SideRef | None, lang: str, seq: int) -> PageData:
    """A page while no campaign is open: nothing about any campaign."""
    return PageData("side" if side else "table", lang, "", side, True, page_text("", None), (), (), seq)


# ---- the pages ---------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class _Row:
    """One battle unit as read for the pages (plain SQL, like the Player View's)."""

    id: int
    name: str
    system: str
    status: str
    side_id: int
    side: str
    colour: str
    side_position: int
    summary: Summary  # what the other sides read of it
    detail: UnitDetail  # what its own side reads of it


@dataclass(frozen=True)
class _Battle:
    """One battle read once for every page: the Player View's battle and its units' rows."""

    public: PlayerBattle
    rows: dict[int, _Row]


@dataclass(frozen=True)
class _Read:
    campaign: str
    settings: PlayerSettings
    battles: tuple[_Battle, ...]
    log: tuple[str, ...]


def campaign_name(svc: CampaignService) -> str:
    return svc.file.path.stem


class PageCache:
    """What the pages read, kept from one build to the next (a commit changes a battle, a unit or two):

    * each unit state's reading (its summary for the other sides, its detail for its own), keyed by the state's
      text, the language and the house rules' tables (the service's, kept until they change);
    * each battle's Player View, kept while nothing it is made from has changed: the battle's row, its units' rows,
      the players' settings, the hidden units, the language and the tables.
    """

    LIMIT = 4096

    def __init__(self) -> None:
        self._units: dict[tuple[str, str, str], tuple[Any, Summary, UnitDetail]] = {}
        self._battles: dict[int, tuple[tuple, tuple, PlayerBattle | None]] = {}

    def read(self, system: str, state: Any, tables: Any) -> tuple[Summary, UnitDetail]:
        from muster.i18n import language
        from muster.services.visibility import summarise

        text = state if isinstance(state, str) else json.dumps(state, sort_keys=True)
        key = (system, text, language())
        hit = self._units.get(key)
        if hit is not None and hit[0] is tables:
            return hit[1], hit[2]
        loaded = json.loads(text) if text else {}
        loaded = loaded if isinstance(loaded, dict) else {}
        found = summarise(system, loaded, tables), unit_detail(system, loaded, tables)
        if len(self._units) >= self.LIMIT:
            self._units.clear()
        self._units[key] = (tables, *found)
        return found

    def battle(self, svc: CampaignService, battle_id: int, made_of: tuple, tables: tuple) -> PlayerBattle | None:
        """``visibility.player_battle``, again only when ``made_of`` (what it reads) or the ``tables`` changed."""
        from muster.i18n import language
        from muster.services.visibility import player_battle

        key = (language(), made_of)
        hit = self._battles.get(battle_id)
        if hit is not None and hit[0] == key and len(hit[1]) == len(tables) \
                and all(a is b for a, b in zip(hit[1], tables)):
            return hit[2]
        public = player_battle(svc, battle_id)
        self._battles[battle_id] = (key, tables, public)
        return public


def build_pages(svc: CampaignService, sides: list[int], *, lang: str, seq: int,
                cache: PageCache | None = None) -> dict[int | None, PageData]:
    """The table page (key None) and the page of every side in ``sides``, read once (the link's every commit,
    with a ``cache`` it keeps)."""
    read = _read(svc, cache or PageCache())
    names = {r[0]: r[1] for r in svc.file.raw.execute("SELECT id, name FROM sides")}
    pages: dict[int | None, PageData] = {None: _table_page(read, lang, seq)}
    for side_id in sides:
        if side_id in names:
            pages[side_id] = _side_page(read, SideRef(side_id, names[side_id]), lang, seq)
    return pages


def table_page(svc: CampaignService, *, lang: str = "en", seq: int = 0) -> PageData:
    return build_pages(svc, [], lang=lang, seq=seq)[None]


def side_page(svc: CampaignService, side_id: int, *, lang: str = "en", seq: int = 0) -> PageData | None:
    """``side_id``'s page (None for no such side)."""
    return build_pages(svc, [side_id], lang=lang, seq=seq).get(side_id)


def _read(svc: CampaignService, cache: PageCache) -> _Read:
    from muster.services import visibility
    from muster.services.systems import campaign_tables

    kept = visibility.secrets(svc)
    settings = visibility.player_settings(svc)
    tables: dict[str, Any] = {}
    battles = []
    for battle in _battles_latest_first(svc):
        units = _unit_rows(svc, list(json.loads(battle[5] or "[]")))
        for system in {battle[2], *(u[2] for u in units)} - set(tables):
            tables[system] = campaign_tables(svc, system)
        used = tuple(tables[system] for system in sorted({battle[2], *(u[2] for u in units)}))
        public = cache.battle(svc, battle[0], (battle, units, settings, kept.ids, kept.names), used)
        if public is not None:
            shown_ids = {u.id for u in public.units}
            battles.append(_Battle(public, _rows([u for u in units if u[0] in shown_ids], tables, cache)))
    return _Read(campaign_name(svc), settings, tuple(battles), _public_log(svc, kept))


def _battles_latest_first(svc: CampaignService) -> list[tuple]:
    """Every battle's row, the one acted in last first (a phone opens on the fight going on)."""
    raw = svc.file.raw
    last = dict(raw.execute("SELECT battle_id, MAX(id) FROM actions WHERE state = 'done' AND battle_id IS NOT NULL "
                            "GROUP BY battle_id").fetchall())
    rows = raw.execute("SELECT id, name, system, round, phase, initiative, active, state FROM battles").fetchall()
    return sorted((tuple(r) for r in rows), key=lambda r: (-(last.get(r[0]) or 0), -r[0]))


_UNITS = ("SELECT u.id, u.name, u.system, u.status, u.status_msg, u.state, s.id, s.name, s.colour, s.position, "
          "u.hidden FROM units u JOIN forces f ON f.id = u.force_id JOIN sides s ON s.id = f.side_id")


def _unit_rows(svc: CampaignService, ids: list[int]) -> tuple[tuple, ...]:
    """The rows of a battle's units (hidden or not: they are what its Player View is made of)."""
    ids = [int(i) for i in ids]
    if not ids:
        return ()
    marks = ",".join("?" * len(ids))
    return tuple(tuple(r) for r in svc.file.raw.execute(f"{_UNITS} WHERE u.id IN ({marks}) ORDER BY u.id", ids))


def _rows(units: list[tuple], tables: dict[str, Any], cache: PageCache) -> dict[int, _Row]:
    """The units the Player View shows, each read once for every page."""
    out = {}
    for pk, name, system, status, status_msg, state, side_id, side, colour, position, _hidden in units:
        summary, detail = cache.read(system, state, tables[system])
        out[pk] = _Row(pk, name, system, shown(status, status_msg), side_id, side, colour or "", position or 0,
                       summary, detail)
    return out


def _public_log(svc: CampaignService, kept: Secrets) -> tuple[str, ...]:
    """The players' log lines (as the log "for the players" keeps them), newest last, at most :data:`LOG_LINES`."""
    from muster.services import queries as q
    from muster.services.export import _players_may_read

    ids = [r[0] for r in svc.file.raw.execute(
        "SELECT id FROM actions WHERE state = 'done' ORDER BY id DESC LIMIT ?", (LOG_LOOKBACK,)).fetchall()]
    rows = q.log_rows(svc, ids)
    lines: list[str] = []
    for pk in ids:
        r = rows.get(pk)
        if r is None or not r.text or not _players_may_read(r, kept) or kept.named_in(r.text):
            continue
        lines.append(r.text)
        if len(lines) == LOG_LINES:
            break
    return tuple(reversed(lines))


def _battle(b: _Battle, units: dict[int, tuple[int, PageUnit, bool]]) -> PageBattle:
    """A battle of a page: ``units`` are its visible units by id as (side id, unit, own), in initiative order."""
    pb = b.public
    sides: dict[int, list[PageUnit]] = {}
    own_sides: set[int] = set()
    for side_id, unit, own in units.values():
        sides.setdefault(side_id, []).append(unit)
        if own:
            own_sides.add(side_id)
    first = {row.side_id: row for row in b.rows.values()}
    order = sorted(sides, key=lambda sid: (first[sid].side_position, sid))
    acting = next((u.name for u in pb.units if u.acting and u.id in units), None)
    when = Msg("TablePage", "%1 %2").args(term("Rules", pb.round_name), pb.round)
    return PageBattle(pb.id, pb.name, pb.system, render(term("Rules", pb.system_label)), render(when),
                      render(term("Rules", pb.phase)) if pb.phase else "", acting,
                      tuple(PageSide(first[sid].side, sid in own_sides, first[sid].colour, tuple(sides[sid]))
                            for sid in order), tuple(pb.distances))


def _table_page(read: _Read, lang: str, seq: int) -> PageData:
    battles = []
    for b in read.battles:
        units: dict[int, tuple[int, PageUnit, bool]] = {}
        for u in b.public.units:
            row = b.rows.get(u.id)
            if row is None:
                continue
            mech = row.detail.mech if u.doll else None
            units[u.id] = (row.side_id, PageUnit(u.id, u.name, u.status, u.out, mech=mech), u.own)
        battles.append(_battle(b, units))
    return PageData("table", lang, read.campaign, None, False, page_text(read.campaign, None), tuple(battles),
                    read.log, seq)


def _side_page(read: _Read, side: SideRef, lang: str, seq: int) -> PageData:
    battles = []
    for b in read.battles:
        units: dict[int, tuple[int, PageUnit, bool]] = {}
        for u in b.public.units:
            row = b.rows.get(u.id)
            if row is None:
                continue
            if row.side_id == side.id:
                unit = _own_unit(row, row.summary.out, row.detail)
            else:
                status = row.status if read.settings.enemy_detail else row.summary.text
                unit = PageUnit(row.id, row.name, status, row.summary.out)
            units[u.id] = (row.side_id, unit, row.side_id == side.id)
        battles.append(_battle(b, units))
    return PageData("side", lang, read.campaign, side, False, page_text(read.campaign, side.name), tuple(battles),
                    read.log, seq)


def _own_unit(row: _Row, out: bool, detail: UnitDetail) -> PageUnit:
    return PageUnit(row.id, row.name, row.status, out, detail.fields, detail.pips, detail.mech)
