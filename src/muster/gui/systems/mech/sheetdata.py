"""Plain data for the damage diagram, the heat gauge, the pilot card and the printed record sheet.

No Qt here: :func:`build_sheet` turns a stored mech state (``Unit.state``) and the campaign's mech tables
into one dict the painters read. It starts from :func:`muster.services.mech.view_of` (what the battle panel
shows, as a dict) and adds, per location, its state word, its equipment, its critical chart and the critical hits that
landed there; and the heat scale's marks.

Texts are in the GM's language when the sheet is built (``translate``, context ``MechSheet``), except
``label`` (a location's English name: show it with ``translate("MechSheet", label)``) and ``status``
(the roster's status as a message: show it with ``render``).
"""

from __future__ import annotations

from muster.i18n import fmt, term_noop, translate

# English names, translated where shown: translate("MechSheet", LOCATION_NAMES[key])
LOCATION_NAMES = {
    "head": term_noop("MechSheet", "Head"), "center_torso": term_noop("MechSheet", "Center torso"),
    "left_torso": term_noop("MechSheet", "Left torso"), "right_torso": term_noop("MechSheet", "Right torso"),
    "center_torso_rear": term_noop("MechSheet", "Center torso (rear)"),
    "left_torso_rear": term_noop("MechSheet", "Left torso (rear)"),
    "right_torso_rear": term_noop("MechSheet", "Right torso (rear)"), "left_arm": term_noop("MechSheet", "Left arm"),
    "right_arm": term_noop("MechSheet", "Right arm"), "left_leg": term_noop("MechSheet", "Left leg"),
    "right_leg": term_noop("MechSheet", "Right leg"),
}
# the diagram's and the record sheet's short names (translated when the sheet is built)
ABBREV = {"head": term_noop("MechSheet", "HD"), "center_torso": term_noop("MechSheet", "CT"),
          "left_torso": term_noop("MechSheet", "LT"), "right_torso": term_noop("MechSheet", "RT"),
          "center_torso_rear": term_noop("MechSheet", "CTR"), "left_torso_rear": term_noop("MechSheet", "LTR"),
          "right_torso_rear": term_noop("MechSheet", "RTR"), "left_arm": term_noop("MechSheet", "LA"),
          "right_arm": term_noop("MechSheet", "RA"), "left_leg": term_noop("MechSheet", "LL"),
          "right_leg": term_noop("MechSheet", "RL")}
STATES = ("intact", "armor", "internal", "destroyed")
STATE_WORDS = {"intact": term_noop("MechSheet", "intact"), "armor": term_noop("MechSheet", "armor damaged"),
               "internal": term_noop("MechSheet", "structure damaged"),
               "destroyed": term_noop("MechSheet", "destroyed")}
FALLS_OFF = term_noop("MechSheet", "falls off")
COMPONENT_WORDS = {
    "engine": term_noop("MechSheet", "Engine"), "gyro": term_noop("MechSheet", "Gyro"),
    "life_support": term_noop("MechSheet", "Life support"), "sensors": term_noop("MechSheet", "Sensors"),
    "no_critical": term_noop("MechSheet", "no critical"), "destroyed": term_noop("MechSheet", "part destroyed"),
    "actuator": term_noop("MechSheet", "Actuator"),
}
ACTUATOR_WORDS = {
    "hip": term_noop("MechSheet", "Hip actuator"), "upper_leg": term_noop("MechSheet", "Upper leg actuator"),
    "lower_leg": term_noop("MechSheet", "Lower leg actuator"), "foot": term_noop("MechSheet", "Foot actuator"),
    "shoulder": term_noop("MechSheet", "Shoulder actuator"), "upper_arm": term_noop("MechSheet", "Upper arm actuator"),
    "lower_arm": term_noop("MechSheet", "Lower arm actuator"), "hand": term_noop("MechSheet", "Hand actuator"),
}
COUNTERS = {"engine": "engine_hits", "gyro": "gyro_hits", "life_support": "life_support_hits",
            "sensors": "sensor_hits"}
REAR_OF = {"center_torso": "center_torso_rear", "left_torso": "left_torso_rear", "right_torso": "right_torso_rear"}
FRONT_OF = {v: k for k, v in REAR_OF.items()}


def location_state(loc: dict) -> str:
    """intact / armor (armor damaged) / internal (structure damaged, or nothing left: falls off) / destroyed."""
    if loc["lost"]:
        return "destroyed"
    if loc["internal_left"] < loc["internal"] or loc["falling_off"]:
        return "internal"
    if loc["armor_left"] < loc["armor"]:
        return "armor"
    return "intact"


def _words(text: str) -> str:
    return text.replace("_", " ")


def _row_text(row, items: dict) -> str:
    if row.item:
        return items[row.item].name if row.item in items else row.item
    if row.component == "actuator":
        if row.actuator in ACTUATOR_WORDS:
            return translate("MechSheet", ACTUATOR_WORDS[row.actuator])
        return f"{_words(row.actuator or '')} actuator".capitalize()
    if row.component in COMPONENT_WORDS:
        return translate("MechSheet", COMPONENT_WORDS[row.component])
    return _words(row.component)


def heat_scale(rules: dict) -> dict:
    """The heat gauge's scale: its top and every threshold with its effect, lowest first.

    ``kind`` is one of attack, movement, ammo, shutdown, shutdown_auto, life_support; ``short`` is what the
    gauge writes in its column ("-2", "8+", "AUTO").
    """
    heat = rules["heat"]
    auto = [b["min"] for b in heat["shutdown"] if b.get("automatic")]
    checks = [b["min"] for b in heat["shutdown"] + heat["ammo_check"]] + [b["min"] for b in heat["attack_penalty"]]
    top = auto[0] if auto else max(checks) + 2
    marks = []
    for band in heat["attack_penalty"]:
        if band["modifier"]:
            modifier = f"{band['modifier']:+d}"
            marks.append({"heat": band["min"], "kind": "attack", "short": modifier,
                          "text": fmt(translate("MechSheet", "to hit %1"), modifier)})
    per = rules["movement"]["heat_per_lost_mp"]
    for n, h in enumerate(range(per, top + 1, per), start=1):
        marks.append({"heat": h, "kind": "movement", "short": f"-{n}",
                      "text": fmt(translate("MechSheet", "-%1 MP"), n)})
    for band in heat["ammo_check"]:
        marks.append({"heat": band["min"], "kind": "ammo", "short": f"{band['needed']}+",
                      "text": fmt(translate("MechSheet", "ammo check (%1 %2+ to pass)"), heat["ammo_dice"],
                                  band["needed"])})
    for band in heat["shutdown"]:
        if band.get("automatic"):
            marks.append({"heat": band["min"], "kind": "shutdown_auto", "short": translate("MechSheet", "AUTO"),
                          "text": translate("MechSheet", "shuts down (no roll)")})
        else:
            marks.append({"heat": band["min"], "kind": "shutdown", "short": f"{band['needed']}+",
                          "text": fmt(translate("MechSheet", "shutdown check (%1 %2+ to stay up)"),
                                      heat["shutdown_dice"], band["needed"])})
    ls = rules.get("components", {}).get("life_support", {}).get("consciousness_from_heat")
    if ls is not None:
        marks.append({"heat": ls, "kind": "life_support", "short": "",
                      "text": translate("MechSheet", "life support hit: consciousness roll")})
    marks.sort(key=lambda m: (m["heat"], m["kind"]))
    shutdown_from = min((b["min"] for b in heat["shutdown"]), default=top)
    return {"top": top, "marks": marks, "shutdown_from": shutdown_from, "auto_from": auto[0] if auto else None}


def build_sheet(state: dict, rules: dict, *, name: str = "", uid: int | None = None, blank: bool = False) -> dict:
    """Everything the diagram, gauge, pilot card and record sheet show of one mech.

    ``blank``: the undamaged record sheet of the same design and pilot (for the table, before a battle).
    Raises ``ValueError`` (``DesignError``) naming the bad field of a broken state.
    """
    from dataclasses import asdict

    from muster.services.mech import view_of
    from muster.services.mech_design import consciousness_track, mech_state

    m = mech_state(state, blank=blank)
    shown = view_of(m, rules, uid=uid, name=name or m.design.name)
    view = asdict(shown)
    view["status"] = shown.status  # a message (asdict copies it field by field): render() shows it
    view["locations"] = list(view["locations"])
    design = m.design
    items = {it.id: it for it in design.items}
    engine = m.engine_hits * rules["components"]["engine"]["heat_per_hit"]
    for loc in view["locations"]:
        key = loc["location"]
        loc["label"] = LOCATION_NAMES[key]
        loc["abbrev"] = translate("MechSheet", ABBREV[key])
        loc["state"] = location_state(loc)
        loc["state_text"] = translate("MechSheet", FALLS_OFF if loc["falling_off"] else STATE_WORDS[loc["state"]])
        loc["items"] = [{"id": it.id, "name": fmt(translate("MechSheet", "%1 (rear)"), it.name) if it.rear else it.name,
                         "kind": it.kind,
                         "working": m.item_working(it), "hit": it.id in m.disabled}
                        for it in design.items if it.location == key]
        chart_loc = FRONT_OF.get(key, key)
        spec = design.locations[chart_loc]
        chart, crits = [], []
        for row in spec.critical:
            hit = False
            if row.item:
                hit = row.item in m.disabled
            elif row.component == "actuator":
                hit = m.actuator_hit(chart_loc, row.actuator or "")
            elif row.component in COUNTERS:
                hit = getattr(m, COUNTERS[row.component]) > 0
            span = str(row.min) if row.min == row.max else f"{row.min}-{row.max}"
            text = _row_text(row, items)
            chart.append({"range": span, "text": text, "component": row.component, "hit": hit})
            if hit and key == chart_loc:
                count = getattr(m, COUNTERS[row.component]) if row.component in COUNTERS else 1
                crits.append(text + (f" ×{count}" if count > 1 else ""))
        loc["chart"] = chart
        loc["chart_of"] = chart_loc
        loc["crits"] = list(dict.fromkeys(crits))
        loc["text"] = location_text(loc)
    view["heat_engine"] = engine
    view["heat_next"] = max(0, view["heat"] + view["heat_this_turn"] + engine - view["sinks"])
    view["scale"] = heat_scale(rules)
    view["blank"] = blank
    view["walk_run_jump"] = (design.walk, design.run, design.jump)
    needed, fatal = consciousness_track(rules)  # the campaign's: a house rule may add or drop boxes
    view["consciousness"] = {"needed": list(needed), "fatal_hit": fatal}
    view["heat_sinks"] = design.heat_sinks
    view["by_location"] = {loc["location"]: loc for loc in view["locations"]}
    return view


def location_text(loc: dict) -> str:
    """One line a screen reader and the hover text both say, e.g.

    ``Left arm: destroyed. Armor 0 of 12, structure 0 of 6. Criticals: Medium Laser. Equipment: Medium Laser (out).``
    """
    left = (0, 0) if loc["lost"] else (loc["armor_left"], loc["internal_left"])
    bits = [fmt("%1: %2.", translate("MechSheet", loc["label"]), loc["state_text"]),
            fmt(translate("MechSheet", "Armor %1 of %2, structure %3 of %4."), left[0], loc["armor"], left[1],
                loc["internal"])]
    if loc.get("crits"):
        bits.append(fmt(translate("MechSheet", "Critical hits: %1."), ", ".join(loc["crits"])))
    if loc.get("items"):
        items = [it["name"] if it["working"] else fmt(translate("MechSheet", "%1 (out)"), it["name"])
                 for it in loc["items"]]
        bits.append(fmt(translate("MechSheet", "Equipment: %1."), ", ".join(items)))
    return " ".join(bits)


def heat_effects(sheet: dict) -> list[str]:
    """What the current heat does (texts of the marks at or below it, the latest of each kind)."""
    latest: dict[str, str] = {}
    for mark in sheet["scale"]["marks"]:
        if mark["heat"] <= sheet["heat"]:
            latest[mark["kind"]] = mark["text"]
    return list(latest.values())
