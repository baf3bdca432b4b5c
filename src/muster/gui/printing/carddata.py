"""What a unit card shows, as plain frozen data (no Qt): a title, stat boxes, tick-box tracks, lines and tables.

Which builder makes a system's card comes from the registry: ``SystemSpec.force_sheet`` names a
:class:`muster.gui.printing.data.ForceTable` whose ``card`` names one of the builders here (and ``battle`` the
extra blocks of a battle sheet, GURPS's army sheet). A unit of a system without one gets :func:`plain_card`.

``blank`` cards are the unit as it starts (no hits marked); otherwise every box already spent is filled.

The text is in the GM's language of the moment: the card's own words translated (context "Printing"), the rules'
words as rules terms (:func:`rules_word`), the GM's names as typed.
"""

from __future__ import annotations

from dataclasses import dataclass

from muster.i18n import fmt, render, term, translate


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


def rules_word(text: object) -> str:
    """A word of the rules data (a quality, an order, a weapon; ``snake_case`` keys read as words) in the GM's
    language."""
    text = _words(text)
    return render(term("Rules", text)) if text else ""


def _none() -> str:
    return translate("Printing", "none")


def _signed(value: int, name: object) -> str:
    """A modifier as the sheets list it: ``+2 Flank``."""
    return fmt(translate("Printing", "%1 %2"), f"{value:+d}", render(name))


# ---- BUCS ------------------------------------------------------------------------------------------------
def bucs_card(tables: dict, who: Who, state: dict, *, blank: bool = False, kind: str = "BUCS") -> Card:
    from muster.rules.bucs import data as d
    from muster.rules.bucs.orders import order_time
    from muster.rules.bucs.units import base_rank, breaks_at, current_quality, effective_mobility, unit_from_dict

    unit = unit_from_dict({**state, "name": who.name}, tables)
    ladder = d.ladder(tables)
    rank = base_rank(unit, tables)
    breaks = breaks_at(unit, tables)
    steps = tuple(rules_word(ladder[max(0, rank - i)]) for i in range(1, breaks)) + (
        translate("Printing", "breaks"),)
    morale = 0 if blank else unit.morale_hits
    casualty = 0 if blank else unit.casualty_hits
    track = Track(translate("Printing", "Quality ladder: one column per hit (tick the kind of hit)"), steps, (
        (translate("Printing", "Morale"), tuple(i < morale for i in range(breaks))),
        (translate("Printing", "Casualty"), tuple(morale <= i < morale + casualty for i in range(breaks))),
    ))
    equipment = d.equipment_row(tables, unit.equipment)
    now = rules_word(unit.quality) if blank else (rules_word(current_quality(unit, tables))
                                                  or rules_word(unit.status).upper())
    stats = (Stat(translate("Printing", "Quality"), rules_word(unit.quality)), Stat(translate("Printing", "Now"), now),
             Stat(translate("Printing", "Equipment"), f"{rules_word(unit.equipment)} {equipment['modifier']:+d}"),
             Stat(translate("Printing", "Mobility"), rules_word(effective_mobility(unit, tables))))
    skills = {row["name"]: row.get("skills", []) for row in tables["specialties"]}
    specialties = tuple(fmt(translate("Printing", "%1 (%2)"), rules_word(s), ", ".join(rules_word(k) for k in skills[s]))
                        if skills.get(s) else rules_word(s) for s in unit.specialties)
    parts: list[Part] = [track, Lines(translate("Printing", "Specialties"), ("; ".join(specialties) or _none(),))]
    orders, marked = [], []
    current = None if blank or unit.order is None else unit.order.name
    for row in tables["orders"]:
        if row.get("specialty") and not unit.has(row["specialty"]):
            continue
        line = rules_word(row["name"])
        if row.get("hours") is not None:
            try:
                line = fmt(translate("Printing", "%1 — %2 h"), line, order_time(unit, row["name"], tables).hours)
            except ValueError:
                pass
        if row["name"] == current and unit.order and unit.order.hours_left is not None:
            line = fmt(translate("Printing", "%1 (now: %2 h left)"), line, unit.order.hours_left)
        orders.append(line)
        marked.append(row["name"] == current)
    parts.append(Lines(translate("Printing", "Orders (tick the one given)"), tuple(orders), boxes=True,
                       marked=tuple(marked)))
    notes = []
    if unit.leader is not None:
        joined = (translate("Printing", "Joined by %1 (%2) — dead") if unit.leader.dead else
                  translate("Printing", "Joined by %1 (%2)"))
        notes.append(fmt(joined, unit.leader.name, rules_word(unit.leader.kind).upper()))
    if unit.commanded_by:
        notes.append(fmt(translate("Printing", "Commanded by %1"), unit.commanded_by))
    c = unit.conditions
    if not blank:
        if c.dug_in or c.beachhead:
            notes.append(translate("Printing", "Dug in"))
        if c.pinned_down:
            notes.append(fmt(translate("Printing", "Pinned down by %1"), ", ".join(c.pinned_down)))
        if c.momentum:
            notes.append(fmt(translate("Printing", "Momentum %1"), f"{c.momentum:+d}"))
    if notes:
        parts.append(Lines(translate("Printing", "Notes"), tuple(notes)))
    return Card(who.name, kind, who.subtitle, who.colour, stats, tuple(parts))


# ---- By This Poleaxe -------------------------------------------------------------------------------------
POLEAXE_STATS = (("attack_value", "AV"), ("defense_value", "DV"), ("movement", "MV"), ("morale_value", "MR"),
                 ("hits_to_kill", "HTK"))


def _poleaxe_short(key: str) -> str:
    """A squad value's abbreviation on a card, in the GM's language."""
    return {"attack_value": translate("Printing", "AV"), "defense_value": translate("Printing", "DV"),
            "movement": translate("Printing", "MV"), "morale_value": translate("Printing", "MR"),
            "hits_to_kill": translate("Printing", "HTK")}.get(key, key)


def _poleaxe_morale(state: str) -> str:
    return {"steady": translate("Printing", "steady"), "routing": translate("Printing", "routing"),
            "rallied": translate("Printing", "rallied")}.get(state, rules_word(state))


def poleaxe_card(tables: dict, who: Who, state: dict, *, blank: bool = False, kind: str = "Poleaxe") -> Card:
    from muster.rules.poleaxe import Squad

    squad = Squad.from_dict(state).to_dict()
    stats_in = squad.get("stats", {})
    hits = 0 if blank else int(squad.get("hits", 0) or 0)
    stats = []
    for key, _short in POLEAXE_STATS:
        value = stats_in.get(key, {}).get("value", "—")
        if key == "hits_to_kill" and isinstance(value, int):
            stats.append(Stat(_poleaxe_short(key), str(value), value, min(hits, value)))
        else:
            stats.append(Stat(_poleaxe_short(key), str(value)))
    parts: list[Part] = []
    kind_line = rules_word(squad.get("kind", "squad"))
    if squad.get("squad_type"):
        label = tables["morale_value"]["types"].get(squad["squad_type"], {}).get("label", squad["squad_type"])
        kind_line = fmt(translate("Printing", "%1 — %2"), kind_line, rules_word(label))
    about = [kind_line[:1].upper() + kind_line[1:].lower(),
             fmt(translate("Printing", "Move %1 ft"), str(squad.get("move_ft", "—")))]
    arms = [fmt(translate("Printing", "%1 weapons"), rules_word(squad.get("weapon") or "normal"))]
    if squad.get("missile"):
        m = tables["missiles"]["weapons"].get(squad["missile"], {})
        rng = str(m.get("effective", "—"))
        if m.get("long"):
            rng = fmt(translate("Printing", "%1 / long %2"), rng, str(m["long"]))
        arms.append(fmt(translate("Printing", "%1 (range %2 spaces)"), rules_word(m.get("label", squad["missile"])),
                        rng))
    if squad.get("mounted"):
        arms.append(translate("Printing", "mounted"))
    about.append(fmt(translate("Printing", "Arms: %1"), ", ".join(arms)))
    leader = squad.get("leader") or {}
    if leader.get("name"):
        bits = [leader["name"]]
        if leader.get("level"):
            bits.append(fmt(translate("Printing", "level %1"), str(leader["level"])))
        if leader.get("cha") is not None:
            bits.append(fmt(translate("Printing", "CHA %1"), str(leader["cha"])))
        if leader.get("trained"):
            bits.append(translate("Printing", "trained"))
        about.append(fmt(translate("Printing", "Leader: %1"), ", ".join(bits)))
    parts.append(Lines(translate("Printing", "Squad"), tuple(about)))
    mods = []
    for key, _short in POLEAXE_STATS:
        short = _poleaxe_short(key)
        s = stats_in.get(key) or {}
        for m in s.get("modifiers", []):
            mods.append(fmt(translate("Printing", "%1 %2"), short, _signed(m["value"], m["name"])))
        if s.get("overridden") and s.get("override") != s.get("derived"):
            mods.append(fmt(translate("Printing", "%1 set by the GM to %2 (rules give %3)"), short,
                            str(s.get("override")), str(s.get("derived"))))
    parts.append(Lines(translate("Printing", "Modifiers"), tuple(mods) or (_none(),)))
    morale = "steady" if blank else squad.get("morale", "steady")
    states = ("steady", "routing", "rallied")
    parts.append(Lines(translate("Printing", "Morale"), tuple(_poleaxe_morale(s) for s in states), boxes=True,
                       marked=tuple(s == morale for s in states)))
    members = squad.get("members") or []
    if members:
        rows = tuple((m.get("name", ""), str(m.get("hd", "")), str(m.get("ac", "")),
                      translate("Printing", "fit") if blank else _condition(m.get("condition", "fit")))
                     for m in members)
        parts.append(Table(translate("Printing", "Members"),
                           (translate("Printing", "Member"), translate("Printing", "HD"), translate("Printing", "AC"),
                            translate("Printing", "Condition")), rows))
    return Card(who.name, kind, who.subtitle, who.colour, tuple(stats), tuple(parts))


def _condition(condition: object) -> str:
    """A squad member's condition (fit, wounded...) in the GM's language."""
    return translate("Printing", "fit") if condition == "fit" else rules_word(condition)


# ---- GURPS Mass Combat -----------------------------------------------------------------------------------
GURPS_STATUS = (("ready", "Ready"), ("holds", "Holds"), ("thrown_back", "Thrown back"),
                ("retreated", "Retreated in good order"), ("routed", "Routed"))


def _gurps_status(key: str) -> str:
    return {"ready": translate("Printing", "Ready"), "holds": translate("Printing", "Holds"),
            "thrown_back": translate("Printing", "Thrown back"),
            "retreated": translate("Printing", "Retreated in good order"),
            "routed": translate("Printing", "Routed")}.get(key, rules_word(key))


def _gurps_state(key: str) -> str:
    """A unit's status in an army sheet's table (lower case)."""
    return {"ready": translate("Printing", "ready"), "holds": translate("Printing", "holds"),
            "thrown_back": translate("Printing", "thrown back"), "retreated": translate("Printing", "retreated"),
            "routed": translate("Printing", "routed")}.get(key, rules_word(key))


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
    stats = [Stat(translate("Printing", "Men"), _number(count)),
             Stat(translate("Printing", "Quality"), rules_word(state.get("quality", "")) or "—")]
    ts = troop_strength(state)
    if ts is not None:
        stats.append(Stat(translate("Printing", "TS"), _number(ts)))
    stats.append(Stat(translate("Printing", "Morale"), str(state.get("morale", "—"))))
    status = "ready" if blank else state.get("status", "ready")
    troops = rules_word(state.get("troop_type"))
    parts: list[Part] = [
        Lines(translate("Printing", "Troops"), (
            troops[:1].upper() + troops[1:].lower() or "—",
            fmt(translate("Printing", "Losses so far: %1"), _number(losses)) if losses else
            translate("Printing", "Losses: none yet"))),
        Lines(translate("Printing", "Status after the day's morale roll"), tuple(_gurps_status(k) for k, _ in
                                                                                 GURPS_STATUS), boxes=True,
              marked=tuple(k == status for k, _ in GURPS_STATUS)),
        Lines(translate("Printing", "Losses after the battle (men)"),
              (translate("Printing", "Day 1: ________    Day 2: ________    Day 3: ________"),)),
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
        stats = [Stat(translate("Printing", "Troops"), _number(side.troops)),
                 Stat(translate("Printing", "Tech level"), str(army.get("tech_level", "—")))]
        skill_name = _skill(skill.get("skill", "strategy"))
        if skill.get("effective") is not None:
            stats.append(Stat(skill_name, str(skill["effective"])))
        parts: list[Part] = []
        people = []
        commander = army.get("commander") or {}
        if commander:
            people.append(fmt(translate("Printing", "Commander: %1"), _leader_line(commander)))
        for leader in army.get("leaders", []):
            people.append(fmt(translate("Printing", "Leader: %1"), _leader_line(leader)))
        for seer in army.get("seers", []):
            people.append(fmt(translate("Printing", "Seer: %1 (skill %2, Strategy %3)"), seer.get("name", ""),
                              str(seer.get("skill", "—")), str(seer.get("strategy", "—"))))
        parts.append(Lines(translate("Printing", "Commanders"), tuple(people) or (_none(),)))
        if skill:
            working = [fmt(translate("Printing", "%1 %2 (base)"), skill_name, str(skill.get("base", "—")))]
            for m in skill.get("modifiers", []):
                line = _signed(m["value"], m["name"])
                working.append(fmt(translate("Printing", "%1 (GM only)"), line) if m.get("gm_only") else line)
            total = skill.get("effective")
            working.append(f"= {total}" if total is not None else translate("Printing", "= (hidden modifiers)"))
            parts.append(Lines(translate("Printing", "Strategy working"), tuple(working)))
        elif view.skill_problem:
            parts.append(Lines(translate("Printing", "Strategy working"), (render(view.skill_problem),)))
        morale = [_signed(m["value"], m["name"]) for m in side.morale_modifiers]
        parts.append(Lines(translate("Printing", "Morale modifiers"), tuple(morale) or (_none(),)))
        columns: tuple[str, ...] = (translate("Printing", "Unit"), translate("Printing", "Troops"),
                                    translate("Printing", "Men"), translate("Printing", "Quality"),
                                    translate("Printing", "TS"), translate("Printing", "Morale"),
                                    translate("Printing", "Status"))
        rows: tuple[tuple[str, ...], ...] = tuple((u.name, rules_word(u.troop_type), _number(u.count),
                      rules_word(u.quality), _number(troop_strength(u)) if troop_strength(u) is not None else "—",
                      str(u.morale), _gurps_state(u.status)) for u in side.units)
        if not any(troop_strength(u) is not None for u in side.units):
            columns = columns[:4] + columns[5:]
            rows = tuple(r[:4] + r[5:] for r in rows)
        parts.append(Table(translate("Printing", "Units"), columns, rows))
        name = army.get("name") or side.side_name
        title = fmt(translate("Printing", "%1 — attacker") if role == "attacker" else
                    translate("Printing", "%1 — defender"), name)
        cards.append(Card(title, translate("Printing", "GURPS army"), side.side_name, colours.get(side.side_id, ""),
                          tuple(stats), tuple(parts), wide=True))
    return cards


def _skill(key: object) -> str:
    """A GURPS skill a commander's contest uses (Strategy, Tactics...), capitalised, in the GM's language."""
    known = {"strategy": translate("Printing", "Strategy"), "tactics": translate("Printing", "Tactics"),
             "stealth": translate("Printing", "Stealth")}
    word = known.get(str(key)) or rules_word(key)
    return word[:1].upper() + word[1:]


def _leader_line(leader: dict) -> str:
    bits = [leader.get("name", "")]
    for key in ("strategy", "tactics", "stealth"):
        if leader.get(key) is not None:
            bits.append(fmt(translate("Printing", "%1 %2"), _skill(key), str(leader[key])))
    if leader.get("luck"):
        bits.append(translate("Printing", "Luck"))
    return ", ".join(b for b in bits if b)


# ---- any other system ------------------------------------------------------------------------------------
def plain_card(who: Who, state: dict, *, blank: bool = False, kind: str = "") -> Card:
    """A system without a card of its own: its plain numbers as stat boxes, its status line."""
    stats: list[Stat] = []
    for key, value in state.items():
        if isinstance(value, (int, str)) and not isinstance(value, bool) and len(stats) < 5 and len(str(value)) < 12:
            if key.endswith("_taken") or key in ("id", "name", "side"):
                continue
            stats.append(Stat(rules_word(key).capitalize(), str(value)))
    parts: list[Part] = []
    total, taken = state.get("max_hits"), state.get("hits_taken", 0)
    if isinstance(total, int) and 0 < total <= 60:
        taken = 0 if blank or not isinstance(taken, int) else min(taken, total)
        parts.append(Track(translate("Printing", "Hits (tick one per hit)"), tuple(str(i) for i in range(1, total + 1)),
                           (("", tuple(i < taken for i in range(total))),)))
    if who.status and not blank:
        parts.append(Lines(translate("Printing", "Status"), (who.status,)))
    return Card(who.name, kind, who.subtitle, who.colour, tuple(stats), tuple(parts))
