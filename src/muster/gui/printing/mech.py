"""The mech record sheet, in the manner of the classic ones: outlines and pips to tick, nothing filled in solid.

One page: the mech's data and its full weapon table with ammunition boxes; the paper doll twice (armour, with the
rear torsos, and internal structure), one pip per point, grouped by location and filled for damage already taken;
a critical chart per location with a box per row; the heat scale 0-30 with a box per point and what each threshold
does; the pilot with the consciousness track; what the movement die's colour and number mean.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter

from muster.gui.i18n import date_text
from muster.gui.printing import paint as ink
from muster.gui.printing.paint import CENTER, GREY, INK, RIGHT, Document
from muster.i18n import Msg, fmt, render, term_noop, translate

if TYPE_CHECKING:
    from muster.services import CampaignService

# Where each location sits in a doll, as (x, y, w, h) shares of the doll's box (front view, the mech's left on the
# left, as the labels say).
DOLL = {
    "head": (0.40, 0.00, 0.20, 0.16),
    "left_arm": (0.00, 0.20, 0.17, 0.46),
    "left_torso": (0.18, 0.18, 0.20, 0.42),
    "center_torso": (0.39, 0.18, 0.22, 0.46),
    "right_torso": (0.62, 0.18, 0.20, 0.42),
    "right_arm": (0.83, 0.20, 0.17, 0.46),
    "left_leg": (0.18, 0.66, 0.205, 0.34),
    "right_leg": (0.615, 0.66, 0.205, 0.34),
}
REAR = {"left_torso_rear": (0.18, 0.20), "center_torso_rear": (0.39, 0.22), "right_torso_rear": (0.62, 0.20)}
HEADER_H = 38.0
DIE_FACES = {"white": ("#ffffff", "#111111", "#111111"), "black": ("#111111", "#111111", "#ffffff"),
             "red": ("#ffffff", "#c62828", "#c62828")}  # face, edge, pips: red only as a thin line and its pips


# The locations' names on the critical charts (muster.gui.systems.mech.sheetdata's LOCATION_NAMES), translated here.
LOCATION_LABELS = (
    term_noop("MechSheet", "Head"), term_noop("MechSheet", "Center torso"), term_noop("MechSheet", "Left torso"),
    term_noop("MechSheet", "Right torso"), term_noop("MechSheet", "Center torso (rear)"),
    term_noop("MechSheet", "Left torso (rear)"), term_noop("MechSheet", "Right torso (rear)"),
    term_noop("MechSheet", "Left arm"), term_noop("MechSheet", "Right arm"), term_noop("MechSheet", "Left leg"),
    term_noop("MechSheet", "Right leg"),
)


def _pilot_status(status: str) -> str:
    return {"conscious": translate("MechSheet", "conscious"), "unconscious": translate("MechSheet", "unconscious"),
            "dead": translate("MechSheet", "dead")}.get(status, render(status))


def _die_colour(colour: str) -> str:
    """A movement die's colour, capitalised."""
    return {"white": translate("MechSheet", "White"), "black": translate("MechSheet", "Black"),
            "red": translate("MechSheet", "Red")}.get(colour, str(colour).capitalize())


def record_sheet(sheet: dict, paper: str = "a4") -> Document:
    title = fmt(translate("MechSheet", "%1 — %2 record sheet (blank)") if sheet.get("blank") else
                translate("MechSheet", "%1 — %2 record sheet"), sheet["name"], sheet["design"])
    return Document(title, [lambda p, r: paint_record_sheet(p, r, sheet)], paper)


def record_layout(page: QRectF) -> dict[str, QRectF]:
    """The page's parts: band edges and the two dolls (tests find the pips through :func:`location_boxes`)."""
    w, h = page.width(), page.height()
    top = HEADER_H
    room = h - top
    y1 = top + room * 0.43
    y2 = y1 + room * 0.27
    left_w = w * 0.55
    doll_x = left_w + 14
    armor = QRectF(doll_x, top, w - doll_x, (y1 - top) * 0.6)
    internal = QRectF(doll_x, armor.bottom() + 8, w - doll_x, y1 - armor.bottom() - 8)
    heat_h = (h - y2) * 0.52
    return {"left": QRectF(0, top, left_w, y1 - top), "armor": armor, "internal": internal,
            "charts": QRectF(0, y1 + 8, w, y2 - y1 - 8), "heat": QRectF(0, y2 + 8, w, heat_h - 8),
            "bottom": QRectF(0, y2 + heat_h + 6, w, h - y2 - heat_h - 6)}


def paint_record_sheet(p: QPainter, page: QRectF, sheet: dict) -> None:
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    w = page.width()
    when = (translate("MechSheet", "blank sheet") if sheet.get("blank") else
            fmt(translate("MechSheet", "damage as of %1"), date_text(date.today())))
    ink.page_header(p, page, fmt(translate("MechSheet", "MECH RECORD SHEET — %1"), sheet["name"]), when,
                    sheet.get("accent", ""))
    parts = record_layout(page)
    left = parts["left"]
    y = _data_box(p, QRectF(left.x(), left.y(), left.width(), 58), sheet)
    y = _weapons(p, QRectF(0, y + 8, left.width(), left.bottom() - y - 8), sheet)
    y = _ammo(p, QRectF(0, y + 8, left.width(), left.bottom() - y - 8), sheet)
    _notes(p, QRectF(0, y + 8, left.width(), left.bottom() - y - 8))
    _doll(p, parts["armor"], sheet, "armor", translate("MechSheet", "ARMOR DIAGRAM"))
    _doll(p, parts["internal"], sheet, "internal", translate("MechSheet", "INTERNAL STRUCTURE DIAGRAM"))
    _critical_charts(p, parts["charts"], sheet)
    _heat_scale(p, parts["heat"], sheet)
    bottom = parts["bottom"]
    _pilot(p, QRectF(0, bottom.y(), w * 0.42, bottom.height()), sheet)
    _movement_dice(p, QRectF(w * 0.42 + 14, bottom.y(), w * 0.58 - 14, bottom.height()), sheet)
    p.restore()


# ---- data and weapons -------------------------------------------------------------------------------------
def _data_box(p: QPainter, rect: QRectF, sheet: dict) -> float:
    ink.heading(p, QRectF(rect.x(), rect.y(), rect.width(), 16), translate("MechSheet", "Mech data"))
    walk, run, jump = sheet["walk_run_jump"]
    rows = [
        (translate("MechSheet", "Type"), sheet["design"], translate("MechSheet", "Tonnage"),
         fmt(translate("MechSheet", "%1 t"), sheet["tonnage"])),
        (translate("MechSheet", "Movement"), fmt(translate("MechSheet", "Walk %1 · Run %2 · Jump %3"), walk, run, jump),
         translate("MechSheet", "Heat sinks"), str(sheet["heat_sinks"])),
    ]
    y = rect.y() + 19
    half = rect.width() / 2
    for a, b, c, d in rows:
        ink.text(p, QRectF(rect.x(), y, 62, 17), a, 9, colour=GREY)
        ink.text(p, QRectF(rect.x() + 62, y, half + 40, 17), b, 10, bold=True)
        ink.text(p, QRectF(rect.x() + half + 110, y, 70, 17), c, 9, colour=GREY)
        ink.text(p, QRectF(rect.x() + half + 180, y, rect.width() - half - 180, 17), d, 10, bold=True)
        y += 18
    if not sheet.get("blank") and sheet.get("status"):
        ink.text(p, QRectF(rect.x(), y, rect.width(), 14), render(sheet["status"]), 8, colour=GREY)
        y += 14
    return y


def _weapons(p: QPainter, rect: QRectF, sheet: dict) -> float:
    ink.heading(p, QRectF(rect.x(), rect.y(), rect.width(), 16), translate("MechSheet", "Weapons"))
    rows = sheet.get("weapon_rows", [])
    columns = [translate("MechSheet", "Weapon"), translate("MechSheet", "Loc"), translate("MechSheet", "Dmg"),
               translate("MechSheet", "Heat"), translate("MechSheet", "Min"), translate("MechSheet", "Short"),
               translate("MechSheet", "Med"), translate("MechSheet", "Long")]
    cells = [[r["name"], r["location"], r["damage"], str(r["heat"]), r["min"], r["short"], r["medium"], r["long"]]
             for r in rows]
    line_h = min(15.0, max(10.0, (rect.height() - 60) / max(1, len(rows) + 1)))
    used = ink.table(p, QRectF(rect.x(), rect.y() + 20, rect.width(), rect.height()), columns, cells, size=9,
                     weights=[4, 1, 1, 1, 1, 1, 1, 1], struck=[not r["working"] for r in rows], line_h=line_h)
    return rect.y() + 20 + used


def _notes(p: QPainter, rect: QRectF) -> None:
    """Ruled lines for the GM's notes in what room is left."""
    if rect.height() < 44:
        return
    ink.heading(p, QRectF(rect.x(), rect.y(), rect.width(), 16), translate("MechSheet", "Notes"))
    y = rect.y() + 36
    while y < rect.bottom() - 2:
        ink.line(p, QPointF(rect.x(), y), QPointF(rect.right(), y), 0.4, QColor("#aaaaaa"))
        y += 18


def _ammo(p: QPainter, rect: QRectF, sheet: dict) -> float:
    rows = sheet.get("ammo_rows", [])
    if not rows or rect.height() < 30:
        return rect.y() - 8
    ink.heading(p, QRectF(rect.x(), rect.y(), rect.width(), 16),
                translate("MechSheet", "Ammunition (tick a box per shot)"))
    y = rect.y() + 20
    name_w = rect.width() * 0.4
    for a in rows:
        label = fmt(translate("MechSheet", "%1 (%2)") if a["working"] else translate("MechSheet", "%1 (%2) — gone"),
                    a["name"], a["location"])
        ink.text(p, QRectF(rect.x(), y, name_w - 4, 12), label, 9)
        per_row = max(1, int((rect.width() - name_w) // 11))
        used = ink.boxes(p, rect.x() + name_w, y + 1.5, a["shots"], 9, a["used"], gap=2, per_row=per_row)
        y += max(14.0, used + 3)
        if y > rect.bottom():
            break
    return y


# ---- the paper doll -------------------------------------------------------------------------------------
def _loc_box(doll: QRectF, share: tuple[float, float, float, float]) -> QRectF:
    x, y, w, h = share
    return QRectF(doll.x() + x * doll.width(), doll.y() + y * doll.height(), w * doll.width(), h * doll.height())


def pip_area(box: QRectF) -> QRectF:
    """Where a location's pips go inside its outline (beside the label in a short box such as the head)."""
    if box.height() < 34:
        return QRectF(box.x() + 22, box.y() + 2, box.width() - 52, box.height() - 4)
    return QRectF(box.x() + 3, box.y() + 13, box.width() - 6, box.height() - 16)


def location_boxes(doll: QRectF, locations) -> dict[str, QRectF]:
    """The outline of each location in a doll drawn in ``doll`` (its heading included)."""
    body = QRectF(doll.x(), doll.y() + 19, doll.width(), doll.height() - 19)
    rear_h = body.height() * 0.2
    front = QRectF(body.x(), body.y(), body.width(), body.height() - rear_h - 4)
    boxes = {key: _loc_box(front, share) for key, share in DOLL.items() if key in locations}
    boxes.update({key: QRectF(body.x() + x * body.width(), front.bottom() + 4, w * body.width(), rear_h)
                  for key, (x, w) in REAR.items() if key in locations})
    return boxes


def _location(p: QPainter, box: QRectF, loc: dict, kind: str, blank: bool, label: str) -> None:
    total = loc[kind]
    left = total if blank else (0 if loc["lost"] else loc[f"{kind}_left"])
    ink.frame(p, box, 0.9, INK, radius=4)
    ink.text(p, QRectF(box.x() + 3, box.y() + 1, box.width() * 0.6, 11), label, 8, bold=True)
    ink.text(p, QRectF(box.x() + box.width() * 0.55, box.y() + 1, box.width() * 0.45 - 3, 11), f"({total})", 8,
             align=RIGHT, colour=GREY)
    ink.pips(p, pip_area(box), total, total - left)
    if loc["lost"] and not blank:
        ink.line(p, box.topLeft(), box.bottomRight(), 1.0, INK)
        ink.line(p, box.bottomLeft(), box.topRight(), 1.0, INK)


def _doll(p: QPainter, rect: QRectF, sheet: dict, kind: str, title: str) -> None:
    ink.heading(p, QRectF(rect.x(), rect.y(), rect.width(), 15), title, 9)
    blank = bool(sheet.get("blank"))
    by_loc = sheet["by_location"]
    boxes = location_boxes(rect, by_loc)
    for key, box in boxes.items():
        _location(p, box, by_loc[key], kind, blank, by_loc[key]["abbrev"])
    rear = [box for key, box in boxes.items() if key in REAR]
    if rear:
        first = min(rear, key=lambda b: b.x())
        ink.text(p, QRectF(rect.x(), first.y(), first.x() - rect.x() - 4, first.height()),
                 translate("MechSheet", "rear:"), 8,
                 colour=GREY, align=RIGHT)


# ---- critical charts -----------------------------------------------------------------------------------
def _critical_charts(p: QPainter, rect: QRectF, sheet: dict) -> None:
    ink.heading(p, QRectF(rect.x(), rect.y(), rect.width(), 16),
                translate("MechSheet", "Critical hit charts (d20; tick a hit)"))
    charts = [loc for loc in sheet["locations"] if loc["chart_of"] == loc["location"] and loc["chart"]]
    if not charts:
        return
    blank = bool(sheet.get("blank"))
    cols = 4
    rows = (len(charts) + cols - 1) // cols
    top = rect.y() + 20
    col_w = rect.width() / cols
    box_h = (rect.bottom() - top) / rows
    for i, loc in enumerate(charts):
        box = QRectF(rect.x() + (i % cols) * col_w + 1, top + (i // cols) * box_h, col_w - 7, box_h - 6)
        ink.frame(p, box, 0.7)
        lost = loc["lost"] and not blank
        ink.band(p, QRectF(box.x(), box.y(), box.width(), 14))
        ink.text(p, QRectF(box.x() + 4, box.y(), box.width() - 8, 14),
                 fmt(translate("MechSheet", "%1 — destroyed"), translate("MechSheet", loc["label"])) if lost else
                 translate("MechSheet", loc["label"]), 9, bold=True)
        line_h = min(14.0, (box.height() - 17) / max(1, len(loc["chart"])))
        for j, row in enumerate(loc["chart"]):
            ry = box.y() + 16 + j * line_h
            hit = row["hit"] and not blank
            tickable = row["component"] not in ("no_critical",)
            if tickable:
                size = min(8.0, line_h - 2)
                ink.tick_box(p, QRectF(box.x() + 4, ry + (line_h - size) / 2, size, size), hit)
            ink.text(p, QRectF(box.x() + 15, ry, 30, line_h), row["range"], min(9.0, line_h * 0.78), align=RIGHT)
            ink.text(p, QRectF(box.x() + 50, ry, box.width() - 54, line_h), render(row["text"]),
                     min(9.0, line_h * 0.78), bold=hit, colour=INK if tickable else GREY)


# ---- heat ---------------------------------------------------------------------------------------------
def _heat_scale(p: QPainter, rect: QRectF, sheet: dict) -> None:
    scale = sheet["scale"]
    top = max(30, scale["top"])
    ink.heading(p, QRectF(rect.x(), rect.y(), rect.width(), 16),
                fmt(translate("MechSheet", "Heat scale (tick the heat after sinks; %1 sinks)"), sheet["heat_sinks"]))
    levels = top + 1
    size = rect.width() / levels
    y = rect.y() + 21
    marks: dict[int, list[dict]] = {}
    for m in scale["marks"]:
        marks.setdefault(m["heat"], []).append(m)
    current = 0 if sheet.get("blank") else sheet["heat"]
    for lvl in range(levels):
        box = QRectF(rect.x() + lvl * size + 1, y, size - 2, size - 2)
        filled = 0 < lvl <= current
        p.save()
        p.setPen(ink.pen(1.6 if lvl in marks else 0.6))
        p.setBrush(QColor("#bbbbbb") if filled else QColor("#ffffff"))
        p.drawRect(box)
        p.restore()
        ink.text(p, box, str(lvl), size * 0.42, bold=lvl in marks, align=CENTER)
    y += size + 4
    lines = [(lvl, "; ".join(render(m["text"]) for m in ms)) for lvl, ms in sorted(marks.items())]
    cols = 2
    per_col = (len(lines) + cols - 1) // cols
    line_h = min(12.0, (rect.bottom() - y) / max(1, per_col))
    col_w = rect.width() / cols
    for i, (lvl, what) in enumerate(lines):
        x = rect.x() + (i // per_col) * col_w
        ly = y + (i % per_col) * line_h
        ink.text(p, QRectF(x, ly, 26, line_h), f"{lvl}", line_h * 0.78, bold=True, align=RIGHT)
        ink.text(p, QRectF(x + 32, ly, col_w - 38, line_h), what, line_h * 0.78)


# ---- pilot and movement die -------------------------------------------------------------------------------
def _pilot(p: QPainter, rect: QRectF, sheet: dict) -> None:
    ink.heading(p, QRectF(rect.x(), rect.y(), rect.width(), 16), translate("MechSheet", "Pilot"))
    pilot = sheet["pilot"]
    y = rect.y() + 20
    ink.text(p, QRectF(rect.x(), y, rect.width(), 15), pilot["name"], 11, bold=True)
    y += 16
    ink.text(p, QRectF(rect.x(), y, rect.width(), 13),
             fmt(translate("MechSheet", "Gunnery %1 · Piloting %2"), pilot["gunnery"], pilot["piloting"]), 9.5)
    y += 17
    c = sheet.get("consciousness", {"needed": [4, 7, 10, 13, 16], "fatal_hit": 6})
    hits = 0 if sheet.get("blank") else pilot["head_hits"]
    ink.text(p, QRectF(rect.x(), y, rect.width(), 12),
             translate("MechSheet", "Hits taken (consciousness roll: d20 + piloting)"), 8.5, colour=GREY)
    y += 14
    captions = [f"{n}+" for n in c["needed"]] + [translate("MechSheet", "dead")]
    size = min(24.0, (rect.width() - 8) / len(captions) - 6)
    for i, caption in enumerate(captions):
        box = QRectF(rect.x() + i * (size + 6), y, size, size)
        ink.tick_box(p, box, i < hits, str(i + 1))
        ink.text(p, QRectF(box.x() - 4, box.bottom() + 1, size + 8, 11), caption, 8, align=CENTER)
    y += size + 14
    if not sheet.get("blank") and pilot["status"] != "conscious":
        ink.text(p, QRectF(rect.x(), y, rect.width(), 12),
                 fmt(translate("MechSheet", "Pilot is %1"), _pilot_status(pilot["status"])), 9, bold=True)


def _die(p: QPainter, box: QRectF, colour: str, number: int) -> None:
    from muster.gui.systems.mech.pilot import PIPS

    face, edge, pip = DIE_FACES.get(colour, DIE_FACES["white"])
    p.save()
    p.setPen(ink.pen(1.0, QColor(edge)))
    p.setBrush(QColor(face))
    p.drawRoundedRect(box, box.width() * 0.18, box.width() * 0.18)
    p.setPen(ink.pen(0.1, QColor(pip)))
    p.setBrush(QColor(pip))
    r = box.width() * 0.09
    for fx, fy in PIPS.get(number, []):
        p.drawEllipse(QPointF(box.x() + fx * box.width(), box.y() + fy * box.height()), r, r)
    p.restore()


def _movement_dice(p: QPainter, rect: QRectF, sheet: dict) -> None:
    ink.heading(p, QRectF(rect.x(), rect.y(), rect.width(), 16), translate("MechSheet", "Movement die"))
    modes = sheet.get("movement_modes", {})
    die_rules = sheet.get("movement_die", {})
    y = rect.y() + 20
    line_h = min(17.0, max(12.0, (rect.height() - 24) / 5))
    words = {"walk": translate("MechSheet", "walked"), "run": translate("MechSheet", "ran"),
             "jump": translate("MechSheet", "jumped")}
    for n, mode in enumerate(("walk", "run", "jump")):
        m = modes.get(mode)
        if not m:
            continue
        _die(p, QRectF(rect.x(), y + 1, line_h - 3, line_h - 3), m["colour"], n + 1)
        if mode == "jump":
            heat = fmt(translate("MechSheet", "heat as walked or ran, +%1 a hex jumped"), m.get("heat_per_hex", 1))
        else:
            heat = fmt(translate("MechSheet", "%1 heat"), m.get("heat", 0))
        what = fmt(translate("MechSheet", "%1 die: %2, %3 to its own attacks, %4"), _die_colour(m["colour"]),
                   words[mode], f"{m['attack']:+d}", heat)
        ink.text(p, QRectF(rect.x() + line_h + 2, y, rect.width() - line_h - 2, line_h), what, 9)
        y += line_h
    bands = ", ".join(f"{b['min']}–{b['max']}: {b['number']}" if b.get("max") else f"{b['min']}+: {b['number']}"
                      for b in die_rules.get("bands", []))
    ink.text(p, QRectF(rect.x(), y + 2, rect.width(), line_h),
             fmt(translate("MechSheet", "Number = hexes moved (%1)"), bands), 9)
    y += line_h
    per = die_rules.get("penalty_per_number", -1)
    in_place = die_rules.get("in_place_number", 6)
    ink.text(p, QRectF(rect.x(), y + 2, rect.width(), line_h),
             fmt(translate("MechSheet", "Attacks on it: %1 per pip · acted in place: %2"), f"{per:+d}", in_place), 9)


# ---- the sheet's data (the design, the damage, the rules' numbers it prints) --------------------------------
def mech_sheet_data(svc: CampaignService, unit_id: int, *, blank: bool = False) -> dict:
    """The record sheet of one mech (``blank``: its design and pilot without damage)."""
    from muster.gui.systems.mech.sheetdata import build_sheet
    from muster.services import ServiceError
    from muster.services import queries as q
    from muster.services.house_rules import tables_for
    from muster.services.printing.data import record_sheet_unit

    row, spec = record_sheet_unit(svc, unit_id)
    state = q.unit_state(svc, unit_id) or {}
    rules = tables_for(svc, spec.key)
    try:
        sheet = build_sheet(state, rules, name=row.name, uid=unit_id, blank=blank)
    except ValueError as exc:
        raise ServiceError(Msg("Errors", "%1's record sheet cannot be read: %2").args(row.name, str(exc))) from None
    from muster.services.printing.mech import design_items

    items = design_items(state)
    abbrev = {key: loc["abbrev"] for key, loc in sheet["by_location"].items()}
    working = {w["id"]: w["working"] for w in sheet["weapons"]}
    rear = translate("MechSheet", "%1 (R)")  # a rear-facing weapon's location
    sheet["weapon_rows"] = [
        {"name": it.name, "location": fmt(rear, abbrev[it.location]) if it.rear else abbrev[it.location],
         "damage": str(it.damage), "heat": it.heat,
         "min": str(it.min_range) if it.min_range else "—", "short": str(it.short), "medium": str(it.medium),
         "long": str(it.long),
         "ranges": f"{it.min_range or '—'}/{it.short}/{it.medium}/{it.long}",
         "ammo": (f"{sheet_ammo(sheet, it.ammo_bin)}" if it.ammo_bin else "—"),
         "working": blank or working.get(it.id, True)}
        for it in items if it.is_weapon]
    sheet["ammo_rows"] = [
        {"name": a["name"], "location": abbrev.get(a["location"], a["location"]), "shots": a["shots"],
         "used": 0 if blank else max(0, a["shots"] - a["left"]), "working": blank or a["working"]}
        for a in sheet["ammo"]]
    sheet["movement_modes"] = rules["movement_modes"]
    sheet["movement_die"] = rules["movement_die"]
    sheet["consciousness"] = {"needed": list(rules["consciousness"]["needed"]),
                              "fatal_hit": rules["consciousness"]["fatal_hit"]}
    sheet["engine_heat_per_hit"] = rules["components"]["engine"]["heat_per_hit"]
    sheet["item_count"] = len(items)
    return sheet


def sheet_ammo(sheet: dict, bin_id: str) -> str:
    a = next((a for a in sheet["ammo"] if a["id"] == bin_id), None)
    if a is None:
        return "—"
    return str(a["shots"]) if sheet.get("blank") else f"{a['left']}/{a['shots']}"
