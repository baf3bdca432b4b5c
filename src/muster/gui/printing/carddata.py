"""What a unit card shows, as plain frozen data (no Qt): a title, stat boxes, tick-box tracks, lines and tables.

Which builder makes a system's card comes from the registry: ``SystemSpec.force_sheet`` names a
:class:`muster.gui.printing.data.ForceTable` whose ``card`` names one of the builders here (and ``battle`` the
extra blocks of a battle sheet, GURPS's army sheet). A unit of a system without one gets :func:`plain_card`.

``blank`` cards are the unit as it starts (no hits marked); otherwise every box already spent is filled.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Stat:
    """A big number with its label; ``boxes`` tick boxes under it, the first ``marked`` filled."""

    label: str
    value: str
    boxes: int = 0
    marked: int = 0


@dataclass(frozen=True)
class Track:
    """Columns of tick boxes: ``steps`` captions the columns, each row (label, marked per column)."""

    label: str
    steps: tuple[str, ...]
    rows: tuple[tuple[str, tuple[bool, ...]], ...]


@dataclass(frozen=True)
class Lines:
    """A labelled block of lines; with ``boxes`` each line has a tick box (``marked`` says which are filled)."""

    label: str
    lines: tuple[str, ...]
    boxes: bool = False
    marked: tuple[bool, ...] = ()


@dataclass(frozen=True)
class Table:
    label: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


Part = Track | Lines | Table


@dataclass(frozen=True)
class Card:
    title: str
    kind: str                      # the system's short label ("BUCS")
    subtitle: str = ""             # force · side
    accent: str = ""               # the side's colour (a thin line)
    stats: tuple[Stat, ...] = ()
    parts: tuple[Part, ...] = ()
    wide: bool = False             # the whole page's width (army sheets)


@dataclass(frozen=True)
class Who:
    """The unit a card is for: its roster row's name, force and side."""

    name: str
    force: str = ""
    side: str = ""
    colour: str = ""
    status: str = ""

    @property
    def subtitle(self) -> str:
        return " · ".join(x for x in (self.force, self.side) if x)


def _words(text: object) -> str:
    return str(text or "").replace("_", " ")


# ---- BUCS ------------------------------------------------------------------------------------------------
def bucs_card(tables: dict, who: Who, state: dict, *, blank: bool = False, kind: str = "BUCS") -> Card:
    from muster.rules.bucs import data as d
    from muster.rules.bucs.orders import order_time
    from muster.rules.bucs.units import base_rank, breaks_at, current_quality, effective_mobility, unit_from_dict

    unit = unit_from_dict({**state, "name": who.name}, tables)
    ladder = d.ladder(tables)
    rank = base_rank(unit, tables)
    breaks = breaks_at(unit, tables)
    steps = tuple(ladder[max(0, rank - i)] for i in range(1, breaks)) + ("breaks",)
    morale = 0 if blank else unit.morale_hits
    casualty = 0 if blank else unit.casualty_hits
    track = Track("Quality ladder: one column per hit (tick the kind of hit)", steps, (
        ("Morale", tuple(i < morale for i in range(breaks))),
        ("Casualty", tuple(morale <= i < morale + casualty for i in range(breaks))),
    ))
    equipment = d.equipment_row(tables, unit.equipment)
    now = unit.quality if blank else (current_quality(unit, tables) or unit.status.upper())
    stats = (Stat("Quality", unit.quality), Stat("Now", now),
             Stat("Equipment", f"{unit.equipment} {equipment['modifier']:+d}"),
             Stat("Mobility", effective_mobility(unit, tables)))
    skills = {row["name"]: row.get("skills", []) for row in tables["specialties"]}
    specialties = tuple(s + (f" ({', '.join(skills[s])})" if skills.get(s) else "") for s in unit.specialties)
    parts: list[Part] = [track, Lines("Specialties", ("; ".join(specialties) or "none",))]
    orders, marked = [], []
    current = None if blank or unit.order is None else unit.order.name
    for row in tables["orders"]:
        if row.get("specialty") and not unit.has(row["specialty"]):
            continue
        line = row["name"]
        if row.get("hours") is not None:
            try:
                line += f" — {order_time(unit, row['name'], tables).hours} h"
            except ValueError:
                pass
        if row["name"] == current and unit.order and unit.order.hours_left is not None:
            line += f" (now: {unit.order.hours_left} h left)"
        orders.append(line)
        marked.append(row["name"] == current)
    parts.append(Lines("Orders (tick the one given)", tuple(orders), boxes=True, marked=tuple(marked)))
    notes = []
    if unit.leader is not None:
        notes.append(f"Joined by {unit.leader.name} ({unit.leader.kind.upper()})" + (" — dead" if unit.leader.dead
                                                                                   else ""))
    if unit.commanded_by:
        notes.append(f"Commanded by {unit.commanded_by}")
    c = unit.conditions
    if not blank:
        if c.dug_in or c.beachhead:
            notes.append("Dug in")
        if c.pinned_down:
            notes.append("Pinned down by " + ", ".join(c.pinned_down))
        if c.momentum:
            notes.append(f"Momentum {c.momentum:+d}")
    if notes:
        parts.append(Lines("Notes", tuple(notes)))
    return Card(who.name, kind, who.subtitle, who.colour, stats, tuple(parts))


# ---- By This Poleaxe -------------------------------------------------------------------------------------
POLEAXE_STATS = (("attack_value", "AV"), ("defense_value", "DV"), ("movement", "MV"), ("morale_value", "MR"),
                 ("hits_to_kill", "HTK"))


def poleaxe_card(tables: dict, who: Who, state: dict, *, blank: bool = False, kind: str = "Poleaxe") -> Card:
    from muster.rules.poleaxe import Squad

    squad = Squad.from_dict(state).to_dict()
    stats_in = squad.get("stats", {})
    hits = 0 if blank else int(squad.get("hits", 0) or 0)
    stats = []
    for key, short in POLEAXE_STATS:
        value = stats_in.get(key, {}).get("value", "—")
        if key == "hits_to_kill" and isinstance(value, int):
            stats.append(Stat(short, str(value), value, min(hits, value)))
        else:
            stats.append(Stat(short, str(value)))
    parts: list[Part] = []
    kind_line = _words(squad.get("kind", "squad"))
    if squad.get("squad_type"):
        label = tables["morale_value"]["types"].get(squad["squad_type"], {}).get("label", _words(squad["squad_type"]))
        kind_line += f" — {label}"
    about = [kind_line.capitalize(), f"Move {squad.get('move_ft', '—')} ft"]
    arms = [_words(squad.get("weapon") or "normal") + " weapons"]
    if squad.get("missile"):
        m = tables["missiles"]["weapons"].get(squad["missile"], {})
        rng = f"{m.get('effective', '—')}" + (f" / long {m['long']}" if m.get("long") else "")
        arms.append(f"{m.get('label', _words(squad['missile']))} (range {rng} spaces)")
    if squad.get("mounted"):
        arms.append("mounted")
    about.append("Arms: " + ", ".join(arms))
    leader = squad.get("leader") or {}
    if leader.get("name"):
        bits = [leader["name"]]
        if leader.get("level"):
            bits.append(f"level {leader['level']}")
        if leader.get("cha") is not None:
            bits.append(f"CHA {leader['cha']}")
        if leader.get("trained"):
            bits.append("trained")
        about.append("Leader: " + ", ".join(bits))
    parts.append(Lines("Squad", tuple(about)))
    mods = []
    for key, short in POLEAXE_STATS:
        s = stats_in.get(key) or {}
        for m in s.get("modifiers", []):
            mods.append(f"{short} {m['value']:+d} {m['name']}")
        if s.get("overridden") and s.get("override") != s.get("derived"):
            mods.append(f"{short} set by the GM to {s.get('override')} (rules give {s.get('derived')})")
    parts.append(Lines("Modifiers", tuple(mods) or ("none",)))
    morale = "steady" if blank else squad.get("morale", "steady")
    states = ("steady", "routing", "rallied")
    parts.append(Lines("Morale", tuple(states), boxes=True, marked=tuple(s == morale for s in states)))
    members = squad.get("members") or []
    if members:
        rows = tuple((m.get("name", ""), str(m.get("hd", "")), str(m.get("ac", "")),
                      "fit" if blank else _words(m.get("condition", "fit"))) for m in members)
        parts.append(Table("Members", ("Member", "HD", "AC", "Condition"), rows))
    return Card(who.name, kind, who.subtitle, who.colour, tuple(stats), tuple(parts))


# ---- GURPS Mass Combat -----------------------------------------------------------------------------------
GURPS_STATUS = (("ready", "Ready"), ("holds", "Holds"), ("thrown_back", "Thrown back"),
                ("retreated", "Retreated in good order"), ("routed", "Routed"))


def troop_strength(state: dict | object) -> object | None:
    """The unit's Troop Strength if its state has one (``troop_strength`` or ``ts``), else None."""
    for key in ("troop_strength", "ts"):
        value = state.get(key) if isinstance(state, dict) else getattr(state, key, None)
        if value not in (None, ""):
            return value
    return None


def _number(value: object) -> str:
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return f"{value:,}" if isinstance(value, int) else str(value)


def gurps_card(tables: dict, who: Who, state: dict, *, blank: bool = False, kind: str = "GURPS") -> Card:
    count = state.get("count", 0)
    losses = 0 if blank else int(state.get("losses", 0) or 0)
    stats = [Stat("Men", _number(count)), Stat("Quality", str(state.get("quality", "")) or "—")]
    ts = troop_strength(state)
    if ts is not None:
        stats.append(Stat("TS", _number(ts)))
    stats.append(Stat("Morale", str(state.get("morale", "—"))))
    status = "ready" if blank else state.get("status", "ready")
    parts: list[Part] = [
        Lines("Troops", (_words(state.get("troop_type")).capitalize() or "—",
                         f"Losses so far: {_number(losses)}" if losses else "Losses: none yet")),
        Lines("Status after the day's morale roll", tuple(w for _, w in GURPS_STATUS), boxes=True,
              marked=tuple(k == status for k, _ in GURPS_STATUS)),
        Lines("Losses after the battle (men)", ("Day 1: ________    Day 2: ________    Day 3: ________",)),
    ]
    return Card(who.name, kind, who.subtitle, who.colour, tuple(stats), tuple(parts))


def gurps_armies(view, colours: dict[int, str] | None = None) -> list[Card]:
    """The army sheet of a GURPS battle: per side its commanders, the Strategy working and its units.

    ``view`` is :func:`muster.services.gurps.battle_view`'s answer.
    """
    colours = colours or {}
    cards = []
    for role in ("attacker", "defender"):
        side = (view.sides or {}).get(role)
        if side is None:
            continue
        army = side.army or {}
        skill = (view.skills or {}).get(role) or {}
        stats = [Stat("Troops", _number(side.troops)), Stat("Tech level", str(army.get("tech_level", "—")))]
        if skill.get("effective") is not None:
            stats.append(Stat(_words(skill.get("skill", "strategy")).capitalize(), str(skill["effective"])))
        parts: list[Part] = []
        people = []
        commander = army.get("commander") or {}
        if commander:
            people.append("Commander: " + _leader_line(commander))
        for leader in army.get("leaders", []):
            people.append("Leader: " + _leader_line(leader))
        for seer in army.get("seers", []):
            people.append(f"Seer: {seer.get('name', '')} (skill {seer.get('skill', '—')}, "
                          f"Strategy {seer.get('strategy', '—')})")
        parts.append(Lines("Commanders", tuple(people) or ("none",)))
        if skill:
            working = [f"{_words(skill.get('skill', 'strategy')).capitalize()} {skill.get('base', '—')} (base)"]
            for m in skill.get("modifiers", []):
                working.append(f"{m['value']:+d} {m['name']}" + (" (GM only)" if m.get("gm_only") else ""))
            total = skill.get("effective")
            working.append(f"= {total}" if total is not None else "= (hidden modifiers)")
            parts.append(Lines("Strategy working", tuple(working)))
        elif view.skill_problem:
            parts.append(Lines("Strategy working", (view.skill_problem,)))
        morale = [f"{m['value']:+d} {m['name']}" for m in side.morale_modifiers]
        parts.append(Lines("Morale modifiers", tuple(morale) or ("none",)))
        columns: tuple[str, ...] = ("Unit", "Troops", "Men", "Quality", "TS", "Morale", "Status")
        rows: tuple[tuple[str, ...], ...] = tuple((u.name, _words(u.troop_type), _number(u.count), u.quality,
                      _number(troop_strength(u)) if troop_strength(u) is not None else "—", str(u.morale),
                      _words(u.status)) for u in side.units)
        if not any(troop_strength(u) is not None for u in side.units):
            columns = columns[:4] + columns[5:]
            rows = tuple(r[:4] + r[5:] for r in rows)
        parts.append(Table("Units", columns, rows))
        title = f"{army.get('name') or side.side_name} — {role}"
        cards.append(Card(title, "GURPS army", side.side_name, colours.get(side.side_id, ""), tuple(stats),
                          tuple(parts), wide=True))
    return cards


def _leader_line(leader: dict) -> str:
    bits = [leader.get("name", "")]
    for key in ("strategy", "tactics", "stealth"):
        if leader.get(key) is not None:
            bits.append(f"{key.capitalize()} {leader[key]}")
    if leader.get("luck"):
        bits.append("Luck")
    return ", ".join(b for b in bits if b)


# ---- any other system ------------------------------------------------------------------------------------
def plain_card(who: Who, state: dict, *, blank: bool = False, kind: str = "") -> Card:
    """A system without a card of its own: its plain numbers as stat boxes, its status line."""
    stats: list[Stat] = []
    for key, value in state.items():
        if isinstance(value, (int, str)) and not isinstance(value, bool) and len(stats) < 5 and len(str(value)) < 12:
            if key.endswith("_taken") or key in ("id", "name", "side"):
                continue
            stats.append(Stat(_words(key).capitalize(), str(value)))
    parts: list[Part] = []
    total, taken = state.get("max_hits"), state.get("hits_taken", 0)
    if isinstance(total, int) and 0 < total <= 60:
        taken = 0 if blank or not isinstance(taken, int) else min(taken, total)
        parts.append(Track("Hits (tick one per hit)", tuple(str(i) for i in range(1, total + 1)),
                           (("", tuple(i < taken for i in range(total))),)))
    if who.status and not blank:
        parts.append(Lines("Status", (who.status,)))
    return Card(who.name, kind, who.subtitle, who.colour, tuple(stats), tuple(parts))
