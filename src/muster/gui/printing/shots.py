"""PNGs of the first page of every kind of printed sheet, for ``python -m muster.tools.screenshots``."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from muster.gui.main_window import MainWindow

DPI = 110


def sheet_shots(window: MainWindow, out: Path, paper: str = "a4") -> list[Path]:
    """Render the first page of each sheet kind of the window's campaign into ``out``; returns the files."""
    from muster import systems
    from muster.gui.printing import build
    from muster.gui.printing.paint import render_paper
    from muster.services import queries as q

    svc = window.service
    if svc is None:
        return []
    docs = {}
    _, forces, units = q.roster(svc)
    by_system: dict[str, list] = {}
    for u in units:
        by_system.setdefault(u.system, []).append(u)
    for spec in systems.all():
        group = by_system.get(spec.key, [])
        if not group:
            continue
        # the most worn unit of the system shows the marks best (the mech shots hurt one)
        unit = max(group, key=lambda u: (u.name == "Hog", -group.index(u)))
        kind = "record_sheet" if spec.has_record_sheet else "card"
        docs[f"sheet_{spec.key}_{kind}"] = build.unit_document(svc, unit.id, paper)
        if spec.has_record_sheet:
            docs[f"sheet_{spec.key}_{kind}_blank"] = build.unit_document(svc, unit.id, paper, blank=True)
    sizes = {f.id: sum(1 for u in units if u.force_id == f.id) for f in forces}
    if any(sizes.values()):
        biggest = max(forces, key=lambda f: (sizes[f.id], -forces.index(f)))
        docs["sheet_force"] = build.force_document(svc, biggest.id, paper)
    for battle in q.battles(svc):
        docs.setdefault(f"sheet_battle_{battle.system}", build.battle_document(svc, battle.id, paper))
    written = []
    for name, doc in docs.items():
        path = out / f"{name}.png"
        render_paper(doc, 0, DPI).save(str(path))
        print(path)
        written.append(path)
    return written
