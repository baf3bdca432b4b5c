"""View ▸ Language: Russian at once, remembered, and the same campaign reads in either language."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QDialog

from muster.gui import i18n, language
from muster.i18n import fmt
from muster.services import battle as bsvc
from muster.services import queries as q

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


@pytest.fixture
def back_to_english():
    yield
    i18n.apply_language("en")


def _log_texts(window) -> list[str]:
    model = window.log_model
    column = model.COLUMNS.index("text")
    return [model.index(r, column).data() for r in range(model.rowCount())]


def _forget_replaced_windows(request) -> None:
    """pytest-qt closes the widgets a test registered; a window View ▸ Language replaced is already gone."""
    import shiboken6

    widgets = getattr(request.node, "qt_widgets", [])
    request.node.qt_widgets = [(w, f) for w, f in widgets if w() is not None and shiboken6.isValid(w())]


def test_view_language_switches_the_window_at_once_and_the_log_follows(make_window, qtbot, tmp_path,
                                                                       back_to_english, request):
    from muster.services.sample import create_sample

    window = make_window()
    assert window.open_campaign(create_sample(tmp_path / "sample.muster"))
    ids = [u.id for u in q.roster(window.service)[2] if u.system == "generic"]
    window.run(bsvc.start_battle, "Хутор", "generic", ids[:2])
    window.run(bsvc.start_battle, "Bridge", "generic", ids[:5] if len(ids) >= 5 else ids)
    assert any("(2 units)" in t for t in _log_texts(window))

    russian = next(a for a in window.menuLanguage.actions() if a.data() == "ru")
    russian.trigger()  # the real menu entry: the switch is queued until the click is handled
    qtbot.waitUntil(lambda: i18n.current_language() == "ru" and not window.isVisible(), timeout=5000)
    new = next(w for w in QApplication.topLevelWidgets() if w.isVisible() and hasattr(w, "menuLanguage"))
    qtbot.addWidget(new)
    try:
        assert new.settings.value("language") == "ru"  # remembered for the next start
        assert new.service is not None and new.service.file.path.name == "sample.muster"  # nothing lost
        # menus
        titles = [m.title() for m in (new.menuFile, new.menuEdit, new.menuView, new.menuHelp)]
        assert all(CYRILLIC.search(t) for t in titles), titles
        assert new.menuView.title() == QCoreApplication.translate("MainWindow", "&View") != "&View"
        assert next(a for a in new.menuLanguage.actions() if a.data() == "ru").isChecked()
        # a log line with a Russian plural (2 units -> "2 отряда"), the GM's battle name as typed
        texts = _log_texts(new)
        line = next(t for t in texts if "Хутор" in t)
        assert "2 отряда" in line and CYRILLIC.search(line.replace("Хутор", "")), line
        assert not any("(2 units)" in t for t in texts)
        # a dialog
        seen = {}

        def look():
            dialog = QApplication.activeModalWidget()
            seen["title"] = dialog.windowTitle() if dialog else ""
            if isinstance(dialog, QDialog):
                dialog.reject()

        QTimer.singleShot(200, look)
        from muster.gui.operations import battle as battle_ops

        battle_ops.new_battle(new)
        assert CYRILLIC.search(seen.get("title", "")), seen
        # a reference page: the Russian text of the rules
        page = new.reference.show("gurps")
        text = page.textBrowser.toPlainText()
        assert "Стратегия" in text and "Провидец" in text, text[:300]
        page.close()
    finally:
        english = language.switch_language(new, "en")
        qtbot.addWidget(english)
    # the same file reads in English again: the log was kept as data, not as Russian text
    assert any("(2 units)" in t for t in _log_texts(english))
    assert english.menuView.title() == "&View"
    english.close()
    QApplication.processEvents()
    _forget_replaced_windows(request)


def test_exports_and_times_follow_the_language(sample_service, back_to_english):
    import csv
    import io

    from muster.gui.i18n import time_text
    from muster.services import export

    ids = [u.id for u in q.roster(sample_service)[2] if u.system == "generic"][:3]
    bsvc.start_battle(sample_service, "Хутор", "generic", ids)
    i18n.apply_language("ru")
    header, *rows = list(csv.reader(io.StringIO(export.log_csv(sample_service))))
    assert header[:3] == ["№ действия", "время", "сражение"]
    assert "Начинается сражение Хутор (3 отряда)" in rows[-1][header.index("что произошло")]
    assert "| Что произошло |" in export.log_markdown(sample_service).splitlines()[0]
    assert fmt("%1", 2.5) == "2,5" and time_text(0).count(":") == 2
    i18n.apply_language("en")
    header, *rows = list(csv.reader(io.StringIO(export.log_csv(sample_service))))
    assert header[0] == "action_id" and "Battle Хутор begins (3 units)" in rows[-1][header.index("text")]
    assert fmt("%1", 2.5) == "2.5"


def _everything_muster_wrote(service) -> list[str]:
    from muster.services import export

    rows = q.log_rows(service, q.log_ids(service)).values()
    texts = [t for r in rows for t in (r.text, export.phase_text(r.phase), export.format_rolls(r.rolls),
                                       export.format_modifiers(r.modifiers))]
    texts += [u.status for u in q.roster(service)[2]]
    texts += [h.label for h in service.history("done")]
    return [t for t in texts if t]


def test_a_campaign_played_in_russian_reads_in_english(make_window, tmp_path, back_to_english):
    """Everything Muster wrote while the GM played in Russian reads in English afterwards (and back)."""
    from muster.gui.operations import battle as battle_ops
    from muster.rules.dice import ScriptedDice
    from muster.services.sample import create_sample, sample_data

    i18n.apply_language("ru")
    window = make_window()
    # the English sample: its names are the GM's data, kept as written; what is checked is Muster's own words
    assert window.open_campaign(create_sample(tmp_path / "sample.muster", sample_data("en")))
    window.service.set_dice_source(ScriptedDice([15, 6, 4, 12, 3, 18, 5, 17, 2, 9, 11, 8, 14, 1, 20] * 40))
    for b in q.battles(window.service):
        window.turnDock.battleCombo.setCurrentIndex(window.turnDock.battleCombo.findData(b.id))
        QApplication.processEvents()
        for _ in range(4):
            battle_ops.resolve(window)
            battle_ops.next_unit(window)
        battle_ops.next_phase(window)
        battle_ops.resolve(window)
    written = _everything_muster_wrote(window.service)
    assert len(written) > 40 and sum(bool(CYRILLIC.search(t)) for t in written) > len(written) // 2, written[:20]
    i18n.apply_language("en")
    english = _everything_muster_wrote(window.service)
    assert [t for t in english if CYRILLIC.search(t)] == []
