"""Painting unit cards (:mod:`muster.services.printing.cards`), two to a row and as many rows as fit a page.

A card's height is worked out before it is painted (:func:`card_height`, the same arithmetic the painter uses),
so the pages of a document are known before the first is drawn. Long lines wrap at word breaks; a single word
too long for its box shrinks (see :func:`muster.gui.printing.paint.text`).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter

from muster.gui.printing import paint as ink
from muster.gui.printing.paint import CENTER, GREY, INK, PagePainter
from muster.services.printing.cards import Card, Lines, Part, Stat, Table, Track

GAP = 14.0
PAD = 7.0
HEAD_H = 30.0
STAT_H = 34.0
LABEL_H = 13.0
LINE_H = 12.5
SIZE = 9.0
BOX = 9.0


def wrap(s: str, width: float, size: float = SIZE, bold: bool = False) -> list[str]:
    """``s`` broken at spaces into lines no wider than ``width`` (a single long word stays whole)."""
    words = s.split(" ")
    lines: list[str] = []
    current = ""
    for word in words:
        trial = f"{current} {word}" if current else word
        if current and ink.width_of(trial, size, bold) > width:
            lines.append(current)
            current = word
        else:
            current = trial
    lines.append(current)
    return lines


def _stat_rows(stats: tuple[Stat, ...], width: float) -> float:
    if not stats:
        return 0.0
    extra = 0.0
    per = (width - 2 * PAD) / len(stats)
    for s in stats:
        if s.boxes:
            per_row = max(1, int((per - 6) // (BOX + 2)))
            rows = -(-s.boxes // per_row)
            extra = max(extra, rows * (BOX + 2) + 2)
    return STAT_H + extra + 4


def _part_height(part: Part, width: float) -> float:
    inner = width - 2 * PAD
    if isinstance(part, Track):
        return LABEL_H + LINE_H + len(part.rows) * (BOX + 4) + 4
    if isinstance(part, Lines):
        room = inner - (BOX + 5 if part.boxes else 0)
        n = sum(len(wrap(line, room)) for line in part.lines)
        return LABEL_H + n * LINE_H + 4
    if isinstance(part, Table):
        return LABEL_H + (len(part.rows) + 1) * (SIZE * 1.6) + 6
    raise TypeError(part)


def card_height(card: Card, width: float) -> float:
    return HEAD_H + _stat_rows(card.stats, width) + sum(_part_height(p, width) for p in card.parts) + PAD


def paint_card(p: QPainter, rect: QRectF, card: Card) -> None:
    ink.frame(p, rect, 1.0, INK, radius=5)
    ink.accent(p, QPointF(rect.x() + 5, rect.y() + 1.5), QPointF(rect.x() + rect.width() * 0.3, rect.y() + 1.5),
               card.accent, 2.0)
    x, w = rect.x() + PAD, rect.width() - 2 * PAD
    kind_w = min(w * 0.3, ink.width_of(card.kind, 8, True) + 8)
    ink.text(p, QRectF(x, rect.y() + 3, w - kind_w, 16), card.title, 12.5, bold=True)
    ink.text(p, QRectF(x + w - kind_w, rect.y() + 3, kind_w, 16), card.kind, 8, bold=True, align=ink.RIGHT,
             colour=GREY)
    ink.text(p, QRectF(x, rect.y() + 17, w, 11), card.subtitle, 8, colour=GREY)
    y = rect.y() + HEAD_H
    if card.stats:
        y = _paint_stats(p, QRectF(rect.x(), y, rect.width(), 0), card.stats)
    for part in card.parts:
        h = _part_height(part, rect.width())
        _paint_part(p, QRectF(x, y, w, h), part)
        y += h


def _paint_stats(p: QPainter, rect: QRectF, stats: tuple[Stat, ...]) -> float:
    height = _stat_rows(stats, rect.width())
    per = (rect.width() - 2 * PAD) / len(stats)
    for i, s in enumerate(stats):
        box = QRectF(rect.x() + PAD + i * per, rect.y(), per - 5, height - 4)
        ink.frame(p, box, 0.7)
        ink.text(p, QRectF(box.x() + 3, box.y() + 1, box.width() - 6, 10), s.label, 7.5, colour=GREY, align=CENTER)
        ink.text(p, QRectF(box.x() + 3, box.y() + 11, box.width() - 6, 20), s.value, 14 if len(s.value) < 6 else 10,
                 bold=True, align=CENTER)
        if s.boxes:
            per_row = max(1, int((per - 6) // (BOX + 2)))
            across = min(per_row, s.boxes) * (BOX + 2) - 2
            ink.boxes(p, box.center().x() - across / 2, box.y() + STAT_H - 2, s.boxes, BOX, s.marked, 2, per_row)
    return rect.y() + height


def _paint_part(p: QPainter, rect: QRectF, part: Part) -> None:
    ink.text(p, QRectF(rect.x(), rect.y(), rect.width(), LABEL_H - 1), part.label.upper(), 7.5, bold=True,
             colour=GREY)
    y = rect.y() + LABEL_H
    if isinstance(part, Track):
        label_w = max([ink.width_of(label, 8, True) for label, _ in part.rows] + [0]) + 6
        cols = len(part.steps)
        col_w = (rect.width() - label_w) / max(1, cols)
        for i, step in enumerate(part.steps):
            ink.text(p, QRectF(rect.x() + label_w + i * col_w, y, col_w - 1, LINE_H), step, 7.5, align=CENTER)
        y += LINE_H
        for label, marked in part.rows:
            ink.text(p, QRectF(rect.x(), y, label_w, BOX + 2), label, 8, bold=True)
            for i in range(cols):
                cx = rect.x() + label_w + i * col_w + col_w / 2
                ink.tick_box(p, QRectF(cx - BOX / 2, y + 1, BOX, BOX), i < len(marked) and marked[i])
            y += BOX + 4
    elif isinstance(part, Lines):
        indent = BOX + 5 if part.boxes else 0
        for n, line in enumerate(part.lines):
            wrapped = wrap(line, rect.width() - indent)
            if part.boxes:
                filled = n < len(part.marked) and part.marked[n]
                ink.tick_box(p, QRectF(rect.x(), y + (LINE_H - BOX) / 2, BOX, BOX), filled)
            for piece in wrapped:
                ink.text(p, QRectF(rect.x() + indent, y, rect.width() - indent, LINE_H), piece, SIZE)
                y += LINE_H
    elif isinstance(part, Table):
        ink.table(p, QRectF(rect.x(), y, rect.width(), 0), list(part.columns), [list(r) for r in part.rows],
                  size=SIZE - 0.5, line_h=SIZE * 1.6)


# ---- pages of cards ---------------------------------------------------------------------------------------
def card_pages(cards: list[Card], page_h: float, *, first_top: float = 0.0,
               first: PagePainter | None = None) -> list[PagePainter]:
    """Pages holding ``cards``: two to a row (a wide card takes the row), rows as many as fit. The first page
    starts at ``first_top`` below what ``first`` paints on it."""
    width = ink.PAGE_W
    half = (width - GAP) / 2
    placed: list[list[tuple[QRectF, Card]]] = [[]]
    top = 0.0
    y = first_top
    row: list[Card] = []

    def flush(row: list[Card], y: float) -> float:
        if not row:
            return y
        widths = [width if c.wide else half for c in row]
        h = max(card_height(c, w) for c, w in zip(row, widths))
        if y + h > page_h and y > top:
            placed.append([])
            y = top
        for i, (c, w) in enumerate(zip(row, widths)):
            placed[-1].append((QRectF(i * (half + GAP), y, w, min(h, page_h - y)), c))
        return y + h + GAP

    for card in cards:
        if card.wide:
            y = flush(row, y)
            row = []
            y = flush([card], y)
            continue
        row.append(card)
        if len(row) == 2:
            y = flush(row, y)
            row = []
    y = flush(row, y)
    pages: list[PagePainter] = []
    for i, items in enumerate(placed):
        def page(p: QPainter, rect: QRectF, items=items, i=i) -> None:
            p.save()
            p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            if i == 0 and first is not None:
                first(p, rect)
            for box, card in items:
                paint_card(p, box, card)
            p.restore()
        pages.append(page)
    return pages
