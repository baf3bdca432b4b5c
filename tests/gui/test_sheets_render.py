"""The printed sheets as they come out: pages, every string whole, pips for damage, and ink on paper.

Pages are painted into QImages at 100 dpi through the same painters the PDF writer and the printer use
(PySide6-Essentials has no QtPdf to rasterise the PDF itself); the PDF is written too, for its page count.
"""

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from builders import hurt_boar
from muster.gui.printing import build, carddata, paint
from muster.gui.printing import mech as mech_sheet
from muster.gui.printing.data import mech_sheet_data
from muster.services import queries as q
from muster.services import roster

PAPERS = ("a4", "letter")




def all_pages(doc):
    return [paint.render_paper(doc, i, 100) for i in range(len(doc.pages))]


def sample_documents(svc, paper):
    """Every sheet the sample campaign prints: each battle, each force, each unit."""
    docs = {f"battle {b.name}": build.battle_document(svc, b.id, paper) for b in q.battles(svc)}
    _, forces, units = q.roster(svc)
    docs.update({f"force {f.name}": build.force_document(svc, f.id, paper) for f in forces})
    docs.update({f"unit {u.name}": build.unit_document(svc, u.id, paper) for u in units})
    return docs


@pytest.mark.parametrize("paper", PAPERS)
def test_every_sample_sheet_is_light_on_ink_and_cuts_no_string_short(sample_service, qapp, paper):
    with paint.recording() as drawn:
        docs = sample_documents(sample_service, paper)
        heaviest = max(((paint.ink(image), f"{name} page {i + 1}") for name, doc in docs.items()
                        for i, image in enumerate(all_pages(doc))))
    assert heaviest[0] <= 0.12, heaviest
    assert len(drawn) > 3000  # the recorder saw the sheets' text
    cut = [(d.text, round(d.room), round(d.needed)) for d in drawn if d.elided or d.needed > d.room + 0.01]
    assert cut == []
    names = {d.text for d in drawn}
    for u in q.roster(sample_service)[2]:  # every unit's name drawn whole at least once
        assert u.name in names


def test_page_counts_of_the_sample_sheets(sample_service, qapp, tmp_path):
    svc = sample_service
    battles = {b.system: b.id for b in q.battles(svc)}
    expected = {"bucs": 1, "poleaxe": 2, "gurps": 2, "mech": 5, "generic": 1}  # mech: sides page + 4 record sheets
    for system, pages in expected.items():
        for paper in PAPERS:
            doc = build.battle_document(svc, battles[system], paper)
            assert len(doc.pages) == pages, (system, paper)
    doc = build.battle_document(svc, battles["gurps"], "letter")
    raw = paint.write_pdf(doc, tmp_path / "gurps.pdf").read_bytes()
    assert paint.pdf_page_count(raw) == 2
    _, forces, units = q.roster(svc)
    lance = next(f for f in forces if f.name == "Crown Lance")
    assert len(build.force_document(svc, lance.id).pages) == 3  # summary + two record sheets
    for u in units:
        assert len(build.unit_document(svc, u.id).pages) == 1, u.name


def test_the_gurps_army_sheet_names_commanders_and_works_out_strategy(sample_service, qapp):
    svc = sample_service
    battle = next(b for b in q.battles(svc) if b.system == "gurps")
    with paint.recording() as drawn:
        doc = build.battle_document(svc, battle.id, "a4")
        paint.render_page(doc, 0)
    texts = [d.text for d in drawn]
    assert "Commander: Duke Aldric, Strategy 14, Tactics 13" in " ".join(texts) or any(
        t.startswith("Commander: Duke Aldric") for t in texts)
    assert any(t.startswith("Seer: Old Morwen") for t in texts)
    assert "Strategy 14 (base)" in texts and "Strategy 13 (base)" in texts
    assert any(t.startswith("= ") for t in texts)  # the total of the working


def test_gurps_cards_show_troop_strength_only_when_the_unit_has_one():
    who = carddata.Who("Pikes")
    plain = carddata.gurps_card({}, who, {"troop_type": "pikemen", "count": 600, "quality": "Good", "morale": 12})
    assert [s.label for s in plain.stats] == ["Men", "Quality", "Morale"]
    with_ts = carddata.gurps_card({}, who, {"count": 600, "quality": "Good", "morale": 12, "troop_strength": 180})
    assert [(s.label, s.value) for s in with_ts.stats][2] == ("TS", "180")


def test_bucs_card_ladder_has_a_column_per_hit_and_marks_the_hits_taken(service, qapp):
    from muster.gui.printing.data import unit_card

    side = roster.create_side(service, "Red")
    force = roster.create_force(service, side, "Company")
    uid = roster.create_unit(service, force, "Rifles", "bucs",
                             {"quality": "Experienced", "specialties": ["Infantry", "Heavy"], "morale_hits": 1,
                              "casualty_hits": 1})
    card = unit_card(service, uid)
    ladder = card.parts[0]
    assert ladder.steps == ("Average", "Inexperienced", "Green", "Raw", "Raw", "breaks")  # Heavy: one hit more
    assert ladder.rows[0][1][:2] == (True, False) and ladder.rows[1][1][:3] == (False, True, False)
    blank = unit_card(service, uid, blank=True)
    assert not any(any(marks) for _, marks in blank.parts[0].rows)


def test_a_name_too_long_for_its_box_is_caught(qapp):
    image = QImage(400, 100, QImage.Format.Format_RGB32)
    p = QPainter(image)
    with paint.recording() as drawn:
        paint.text(p, QRectF(0, 0, 60, 12), "Extended Range Large Laser", 10)
        paint.text(p, QRectF(0, 20, 120, 12), "Extended Range Large Laser", 10)  # shrinks a little, whole
    p.end()
    assert drawn[0].elided and not drawn[1].elided
    assert drawn[1].needed <= 120 and drawn[1].size < 10


def _pip_colours(image, page, sheet, doll, loc):
    factor = image.width() / paint.PAGE_W
    parts = mech_sheet.record_layout(page)
    box = mech_sheet.location_boxes(parts[doll], sheet["by_location"])[loc]
    count = sheet["by_location"][loc]["armor" if doll == "armor" else "internal"]
    centers, _ = paint.pip_centers(mech_sheet.pip_area(box), count)
    return [image.pixelColor(int(c.x() * factor), int(c.y() * factor)) for c in centers]


@pytest.mark.parametrize("paper", PAPERS)
def test_record_sheet_pips_are_filled_for_damage_taken(service, qapp, paper):
    side = roster.create_side(service, "Red", "#d62728")
    lance = roster.create_force(service, side, "Lance")
    hog = roster.create_unit(service, lance, "Hog", "mech", hurt_boar())
    sheet = mech_sheet_data(service, hog)
    doc = build.unit_document(service, hog, paper)
    assert len(doc.pages) == 1
    image = paint.render_page(doc, 0, 1600)
    page = QRectF(0, 0, paint.PAGE_W, paint.page_height(paper))
    dark = lambda c: c.lightness() < 140  # noqa: E731
    # centre torso: 25 damage on 20 armour and 12 structure: every armour pip and 5 structure pips filled
    assert all(dark(c) for c in _pip_colours(image, page, sheet, "armor", "center_torso"))
    structure = [dark(c) for c in _pip_colours(image, page, sheet, "internal", "center_torso")]
    assert structure == [True] * 5 + [False] * 7
    right_leg = [dark(c) for c in _pip_colours(image, page, sheet, "armor", "right_leg")]
    assert right_leg == [True] * 5 + [False] * 9
    assert not any(dark(c) for c in _pip_colours(image, page, sheet, "armor", "right_torso"))
    # the blank sheet: every pip open, to tick by hand
    blank = paint.render_page(build.unit_document(service, hog, paper, blank=True), 0, 1600)
    assert not any(dark(c) for c in _pip_colours(blank, page, mech_sheet_data(service, hog, blank=True),
                                                  "armor", "left_arm"))
    # the only colour is the side's thin accent line
    small = image.scaledToWidth(800)
    coloured = sum(1 for y in range(small.height()) for x in range(0, small.width(), 2)
                   if small.pixelColor(x, y).saturation() > 80)
    assert 0 < coloured < small.width() * small.height() / 2 * 0.003


def test_a_crowded_force_flows_over_pages_without_cutting_names(service, qapp):
    side = roster.create_side(service, "Red")
    company = roster.create_force(service, side, "Company")
    for n in range(70):
        roster.create_unit(service, company, f"Levy of the Northern Marches {n}", "gurps",
                           {"count": 100, "morale": 9})
    with paint.recording() as drawn:
        doc = build.force_document(service, company, "letter")
        for i in range(len(doc.pages)):
            paint.render_page(doc, i, 400)
    # the summary takes a page, 70 cards at two a row take several more
    assert 8 <= len(doc.pages) <= 14
    assert not [d.text for d in drawn if d.elided]
    assert sum(1 for d in drawn if d.text.startswith("Levy of the Northern Marches")) >= 140  # table and card


def test_ink_counts_dark_pixels_only(qapp):
    image = QImage(100, 100, QImage.Format.Format_RGB32)
    image.fill(QColor("#ffffff"))
    p = QPainter(image)
    p.fillRect(0, 0, 100, 10, QColor("#000000"))
    p.fillRect(0, 10, 100, 30, QColor("#eeeeee"))  # a header band: lighter than light grey, no ink
    p.end()
    assert paint.ink(image) == pytest.approx(0.10)
