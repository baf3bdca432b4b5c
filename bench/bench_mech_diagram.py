"""Mech damage diagram bench: painting one diagram (a damaged Boar), and the whole Mech Status card.

Target (issue 7): painting a diagram <= 4 ms median.
Run: uv run python bench/bench_mech_diagram.py
"""

from __future__ import annotations

import os
import statistics
import time

REPS = 200
TARGET_MS = 4.0


def median_ms(fn, reps: int = REPS) -> float:
    for _ in range(10):  # warm up font caches
        fn()
    times = []
    for _ in range(reps):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from muster.gui.systems.mech.diagram import MechDiagram, paint_diagram
    from muster.gui.systems.mech.heat import paint_heat
    from muster.gui.systems.mech.sheetdata import build_sheet
    from muster.rules.mech import load_rules
    from muster.services import mech

    rules = load_rules()
    state = mech.new_state("boar", {"name": "Kell"})
    state["damage"].update(left_arm=40, center_torso=25, right_leg=5, head=9)
    state["lost"] = ["left_arm"]
    state["disabled"] = ["sl_head"]
    state["engine_hits"] = 1
    state["heat"] = 16
    sheet = build_sheet(state, rules, name="Hog")

    for width, height in ((480, 400), (960, 800)):
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        dpr_image = QImage(width * 2, height * 2, QImage.Format.Format_ARGB32_Premultiplied)
        dpr_image.setDevicePixelRatio(2.0)

        def paint(img=image, width=width, height=height):
            img.fill(QColor("#f0f0f0"))
            p = QPainter(img)
            paint_diagram(p, QRectF(0, 0, width, height), sheet, selected="left_arm")
            p.end()

        ms = median_ms(paint)
        print(f"diagram {width}x{height}:            {ms:6.2f} ms median (target <= {TARGET_MS} ms) "
              f"{'OK' if ms <= TARGET_MS else 'SLOW'}")
        ms = median_ms(lambda img=dpr_image: paint(img))
        print(f"diagram {width}x{height} @2x (HiDPI): {ms:6.2f} ms median (target <= {TARGET_MS} ms) "
              f"{'OK' if ms <= TARGET_MS else 'SLOW'}")

    widget = MechDiagram()
    widget.resize(480, 420)
    widget.set_sheet(sheet)
    target = QImage(480, 420, QImage.Format.Format_ARGB32_Premultiplied)
    ms = median_ms(lambda: widget.render(target))
    print(f"MechDiagram widget paintEvent:     {ms:6.2f} ms median (target <= {TARGET_MS} ms) "
          f"{'OK' if ms <= TARGET_MS else 'SLOW'}")

    image = QImage(200, 290, QImage.Format.Format_ARGB32_Premultiplied)

    def heat():
        image.fill(QColor("#f0f0f0"))
        p = QPainter(image)
        paint_heat(p, QRectF(0, 0, 200, 290), sheet)
        p.end()

    print(f"heat gauge 200x290:                {median_ms(heat):6.2f} ms median (no target)")
    ms = median_ms(lambda: build_sheet(state, rules, name="Hog"), 100)
    print(f"build_sheet (data for one mech):   {ms:6.2f} ms median (no target)")
    app.processEvents()


if __name__ == "__main__":
    main()
