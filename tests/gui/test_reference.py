"""Help ▸ Rules Reference: text and tables from the engines' data, marks, and undoable house rules."""

import pytest
from PySide6.QtCore import Qt

from muster.services.house_rules import tables_for

from gui_helpers import key as press


def sample_window(make_window, tmp_path):
    from muster.services.sample import create_sample

    window = make_window()  # MainWindow installs the reference itself
    assert window.open_campaign(create_sample(tmp_path / "sample.muster"))
    return window


def open_reference(qtbot, window, system):
    press(qtbot, window, "Shift+F1")
    view = window.reference.view
    qtbot.waitUntil(view.isVisible)
    view.systemCombo.setCurrentIndex(view.systemCombo.findData(system))
    return view


def type_value(qtbot, view, path, text):
    """Double-click the Value cell of ``path``, type ``text`` and press Enter, as the GM does."""
    from PySide6.QtWidgets import QLineEdit

    view.tabs.setCurrentWidget(view.houseTab)
    item = view.item_for(path)
    assert item is not None, path
    parent = item.parent()
    while parent is not None:
        parent.setExpanded(True)
        parent = parent.parent()
    view.rulesTree.scrollToItem(item)
    index = view.rulesTree.indexFromItem(item, 1)
    rect = view.rulesTree.visualRect(index)
    qtbot.mouseClick(view.rulesTree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(view.rulesTree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    def editors():
        return [e for e in view.rulesTree.viewport().findChildren(QLineEdit) if e.isVisible()]

    qtbot.waitUntil(lambda: len(editors()) == 1)
    editor = editors()[0]
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: item.text(1) == text)


def test_help_entry_with_its_own_shortcut(make_window):

    window = make_window()
    action = window.reference.action
    assert action in window.menuHelp.actions() and action.text().replace("&", "").startswith("Rules Reference")
    assert action.shortcut().toString() == "Shift+F1"
    keys = [a.shortcut().toString() for a in window.all_actions() if not a.shortcut().isEmpty()]
    assert keys.count("Shift+F1") == 1 and len(keys) == len(set(keys))


def test_reference_opens_on_the_current_battle_system_with_text_and_marked_tables(qtbot, make_window, tmp_path):
    window = sample_window(make_window, tmp_path)
    press(qtbot, window, "Shift+F1")
    view = window.reference.view
    qtbot.waitUntil(view.isVisible)
    assert view.system() == "generic"  # the sample opens on the Skirmish at the Ford
    assert "target" in view.tablesBrowser.toPlainText().lower()
    view.systemCombo.setCurrentIndex(view.systemCombo.findData("bucs"))
    assert "BUCS" in view.windowTitle()
    assert "Quality modifiers" in view.textBrowser.toPlainText()
    tables = view.tablesBrowser.toPlainText()
    # numbers come from the same data the engine reads, with the data's own marks
    assert "Barely Adequate" in tables and "house default" in tables and "contradiction" in tables
    good = view.item_for("bucs.equipment[3]")
    assert "House default" in good.text(3)
    divisor = view.item_for("bucs.order_rules.quality_divisor")
    assert "Contradiction" in divisor.parent().text(3)
    view.searchEdit.setText("divisor")
    assert not divisor.isHidden() and view.item_for("bucs.die").isHidden()


def test_house_rule_is_checked_saved_undone_and_restored(qtbot, make_window, tmp_path):
    window = sample_window(make_window, tmp_path)
    view = open_reference(qtbot, window, "bucs")
    path = "bucs.combat.margin_per_hit"

    type_value(qtbot, view, path, "lots")
    assert view.errorLabel.text() == "Combat ▸ Margin per hit: expected a whole number, got 'lots'"
    assert not view.saveButton.isEnabled()
    type_value(qtbot, view, path, "0")  # a number, but the engine's validator refuses it
    assert view.errorLabel.text() == f"{path}: must be at least 1, got 0"
    assert not view.saveButton.isEnabled()
    assert tables_for(window.service, "bucs")["combat"]["margin_per_hit"] == 5  # nothing saved

    type_value(qtbot, view, path, "4")
    assert view.errorLabel.text() == "" and view.saveButton.isEnabled()
    qtbot.mouseClick(view.saveButton, Qt.MouseButton.LeftButton)
    assert tables_for(window.service, "bucs")["combat"]["margin_per_hit"] == 4
    assert window.errors == []
    item = view.item_for(path)
    assert item.text(1) == "4" and item.text(2) == "5" and item.font(1).bold()
    assert "(default 5)" in view.tablesBrowser.toPlainText()
    assert "1 house rule" in view.campaignLabel.text()
    assert window.actionUndo.text().endswith("House rules for bucs")

    press(qtbot, window, "Ctrl+Z")  # undo in the main window: the engine and the view go back to the default
    assert tables_for(window.service, "bucs")["combat"]["margin_per_hit"] == 5
    assert view.item_for(path).text(1) == "5" and not view.restoreButton.isEnabled()
    press(qtbot, window, "Ctrl+Shift+Z")
    assert tables_for(window.service, "bucs")["combat"]["margin_per_hit"] == 4
    assert view.restoreButton.isEnabled()

    qtbot.mouseClick(view.restoreButton, Qt.MouseButton.LeftButton)
    assert tables_for(window.service, "bucs")["combat"]["margin_per_hit"] == 5
    assert view.item_for(path).text(1) == "5" and "0 house rule" in view.campaignLabel.text()


def test_list_entry_edit_keeps_the_rest_of_the_table(qtbot, make_window, tmp_path):
    window = sample_window(make_window, tmp_path)
    view = open_reference(qtbot, window, "bucs")
    type_value(qtbot, view, "bucs.equipment[3].modifier", "3")
    assert view.pending_patch() is not None and view.errorLabel.text() == ""
    view.save()
    equipment = tables_for(window.service, "bucs")["equipment"]
    assert [e["modifier"] for e in equipment] == [-4, -2, 0, 3, 4]
    assert [e["name"] for e in equipment][3] == "Good"


def test_without_a_campaign_defaults_are_shown_and_nothing_can_be_saved(qtbot, make_window):
    from muster.gui import reference

    window = make_window()
    view = reference.show_reference(window, "poleaxe")
    assert "No campaign open" in view.campaignLabel.text()
    view.set_value("poleaxe.squad.max_members", "4")
    assert not view.saveButton.isEnabled() and not view.restoreButton.isEnabled()
    assert view.save() is False and "Open a campaign first" in view.errorLabel.text()


def test_reopening_another_campaign_follows_it(qtbot, make_window, tmp_path):
    from muster.services.house_rules import set_override
    from muster.services.sample import create_sample

    window = sample_window(make_window, tmp_path)
    view = open_reference(qtbot, window, "gurps")
    set_override(window.service, "gurps", {"morale": {"rout_on_failure_by": 4}})
    assert view.item_for("gurps.morale.rout_on_failure_by").text(1) == "4"  # refreshed by the ChangeSet
    assert window.open_campaign(create_sample(tmp_path / "other.muster"))
    assert view.item_for("gurps.morale.rout_on_failure_by").text(1) == "5"


def test_the_page_of_the_gms_language_is_shown_and_english_is_the_fallback(qtbot, make_window):
    """The Russian page is chosen by the language alone (no translation files needed), English otherwise."""
    from muster.gui import i18n, reference

    assert reference.reference_page("generic", "en").parent.name == "reference"
    assert reference.reference_page("generic", "ru").parent.name == "ru"
    assert reference.reference_page("bucs", "xx") == reference.reference_page("bucs", "en")  # no page: English
    window = make_window()
    try:
        i18n.apply_language("ru")
        view = reference.show_reference(window, "generic")
        assert "Базовые правила" in view.textBrowser.toPlainText()
    finally:
        i18n.apply_language("en")
    view = reference.show_reference(window, "gurps")
    view.show_system("generic")
    assert "Muster's own simple rules" in view.textBrowser.toPlainText()


def _spans(text: str) -> set[str]:
    import re

    return set(re.findall(r"`([^`\n]+)`", text))


def _blocks(text: str) -> list[str]:
    from muster.gui.reference import _BLOCK_START

    out, block = [], []
    for line in text.splitlines():
        if (not line.strip() or _BLOCK_START.match(line)) and block:
            out.append("\n".join(block))
            block = []
        block.append(line)
    return out + (["\n".join(block)] if block else [])


def _house_spans(text: str) -> set[str]:
    from muster.gui.reference import HOUSE_WORDS

    return {s for b in _blocks(text) if any(w in b.lower() for w in HOUSE_WORDS) for s in _spans(b)}


def _translated_pages():
    from muster.paths import resource_path

    return sorted(p.stem for p in resource_path("reference", "ru").glob("*.md"))


@pytest.mark.parametrize("system", _translated_pages())
def test_a_translated_page_keeps_the_english_pages_structure(system):
    """Same headings and tables, the same code and settings in backticks, every house default still named in a
    paragraph about house defaults (so the House Rules labels show there in the GM's language)."""
    from muster.gui.reference import gm_text, reference_text

    english, russian = reference_text(system, "en"), reference_text(system, "ru")
    assert english != russian

    def shape(text):
        return ([len(line) - len(line.lstrip("#")) for line in text.splitlines() if line.startswith("#")],
                [line.count("|") for line in text.splitlines() if line.lstrip().startswith("|")])

    assert shape(russian) == shape(english)
    assert _spans(russian) == _spans(english)
    assert _house_spans(english) <= _house_spans(russian)
    assert len(_spans(gm_text(system, russian))) <= len(_spans(gm_text(system, english)))  # settings become labels


@pytest.mark.parametrize("system", ["generic", "bucs", "poleaxe", "gurps", "mech"])
def test_table_headings_and_names_are_rules_terms_listed_for_translators(system):
    """The Tables tab asks for every heading, row label and name as a "Rules" term, and the terms tool lists each."""
    from muster import i18n
    from muster.gui.reference import defaults, gm_label, leaves, readable_path, tables_html
    from muster.tools.terms import all_terms

    asked: set[str] = set()

    def translate(context, source, disambiguation=None, n=-1):
        if context == "Rules":
            asked.add(source)
            return f"«{source}»"
        return source

    data = defaults(system)
    i18n.install(translate)
    try:
        shown = tables_html(data, data)
        paths = [path for path, _ in leaves(data)]
        labels = [readable_path(path) for path in paths] + [gm_label(data, path) or "" for path in paths]
    finally:
        i18n.install(None)
    listed = {text for context, text in all_terms() if context == "Rules"}
    assert asked and asked <= listed, sorted(asked - listed)
    assert not any("_" in text or text.strip() != text for text in listed)
    assert "«Margin per hit»" in shown or system != "bucs"
    assert "«Barely Adequate»" in shown or system != "bucs"
    assert all("«" in label for label in labels if label and not label.startswith("#"))


def _shown_notes(data) -> set[str]:
    """Every note the Rules Reference shows for ``data`` (each value's and entry's, as ``marks`` reads them)."""
    from muster.gui.reference import is_meta, marks

    found: set[str] = set()

    def visit(node):
        for key, value in node.items() if isinstance(node, dict) else enumerate(node):
            if isinstance(key, str) and is_meta(key):
                continue
            found.update(marks(node, key)["note_list"])
            if isinstance(value, (dict, list)):
                visit(value)

    visit(data)
    return found


@pytest.mark.parametrize("system", ["generic", "bucs", "poleaxe", "gurps", "mech"])
def test_notes_are_rules_notes_listed_for_translators(system):
    """Every note the Tables tab shows goes through term("RulesNotes", ...), and the terms tool lists each."""
    import html

    from muster import i18n
    from muster.gui.reference import defaults, tables_html
    from muster.tools.terms import all_terms, data_notes

    asked: set[str] = set()

    def translate(context, source, disambiguation=None, n=-1):
        if context == "RulesNotes":
            asked.add(source)
            return "RU:" + source
        return source

    data = defaults(system)
    notes = _shown_notes(data)
    i18n.install(translate)
    try:
        shown = tables_html(data, data)
    finally:
        i18n.install(None)
    listed = {text for context, text in all_terms() if context == "RulesNotes"}
    assert asked == notes and notes <= listed, sorted(notes - listed)
    assert set(data_notes(data)) <= listed
    assert all(html.escape("RU:" + note) in shown for note in notes)
    assert system == "generic" or notes


def test_notes_show_in_the_gms_language_and_keep_their_marks(qtbot, make_window, tmp_path):
    """The House Rules tab and the Tables tab render notes through the translator; a contradiction is still
    read from the English note, and the search box finds a note by the text shown."""
    from muster import i18n
    from muster.gui import i18n as gui_i18n

    window = sample_window(make_window, tmp_path)
    view = open_reference(qtbot, window, "bucs")
    i18n.install(lambda c, s, d=None, n=-1: "RU:" + s if c == "RulesNotes" else s)
    try:
        view.refresh()
        divisor = view.item_for("bucs.order_rules.quality_divisor")
        rules = divisor.parent()
        assert "Contradiction" in rules.text(3) and "RU:Contradiction: the words say" in rules.text(3)
        assert rules.toolTip(3).startswith("RU:Contradiction")
        assert "RU:The source lost this number" in view.item_for("bucs.equipment[3]").text(3)
        tables = view.tablesBrowser.toPlainText()
        assert "RU:Contradiction: the words say" in tables and "contradiction" in tables
        assert "RU:Momentum is earned by the unit" in tables
        view.searchEdit.setText("RU:Contradiction")
        assert not rules.isHidden() and view.item_for("bucs.die").isHidden()
    finally:
        i18n.install(None)
        gui_i18n.apply_language("en")
        view.searchEdit.setText("")
    view.refresh()
    assert view.item_for("bucs.order_rules").text(3).endswith(" · Contradiction: the words say subtract half the "
                                                               "quality ('Quality divisor' 2); the bridge example "
                                                               "only works subtracting all of it (set 'Quality "
                                                               "divisor' to 1). Giving an order is a move-equivalent "
                                                               "action in the Orders section, an attack action in "
                                                               "Unit Quality (set 'Giving an order' to attack).")
