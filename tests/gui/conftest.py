from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def english_as_the_app_installs_it(qapp):
    """Window tests see what the GM sees in English: the app always installs a language (English plurals).

    The laptop-fit checks run once more in Russian (``MUSTER_TEST_LANG=ru``, test_fits_laptop_screens.py).
    """
    import os

    from muster.gui import i18n

    lang = os.environ.get("MUSTER_TEST_LANG", "en")
    if not i18n.in_use(lang):  # a windowless test may have put muster.i18n back to bare English (test_i18n.py)
        i18n.apply_language(lang)


@pytest.fixture
def make_window(qtbot):
    """Build a main window the way the app does (settings in MUSTER_HOME)."""
    from muster.gui.app import _settings
    from muster.gui.main_window import MainWindow

    made = []

    def make():
        window = MainWindow(_settings(), interactive=False)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)  # shortcuts reach only the active window
        made.append(window)
        return window

    yield make
    import shiboken6

    for window in made:
        if shiboken6.isValid(window):  # View ▸ Language replaces (and deletes) the window
            window.close()


@pytest.fixture(autouse=True)
def campaigns_from_templates(request, campaign_templates, monkeypatch):
    """In window tests a new campaign (empty or the sample) is a copy of the session's template.

    The window's own path (dialogs, session, error messages, opening) stays real; only the file's making, 30-300 ms
    of SQLite schema work a time, becomes a copy with a fresh seed and date. tests/campaign and tests/services test
    the real making. Mark a test ``real_campaign_files`` to keep it here too.
    """
    if request.node.get_closest_marker("real_campaign_files"):
        return
    from muster.campaign import file as campaign_file
    from muster.services import sample

    real_create, real_sample = campaign_file.CampaignFile.create, sample.create_sample
    campaign_templates.build()  # with the real functions, before they are replaced

    def create(path, *, seed=None):
        if campaign_file._key(Path(path)) in campaign_file._open_here:
            return real_create(path, seed=seed)  # the real refusal of a file that is open
        return campaign_file.CampaignFile.open(campaign_templates.copy_to(path, seed=seed))

    def create_sample(path, data=None):
        if data is not None:
            return real_sample(path, data)
        return campaign_templates.copy_to(path, sample=True)

    monkeypatch.setattr(campaign_file.CampaignFile, "create", staticmethod(create))
    monkeypatch.setattr(sample, "create_sample", create_sample)
