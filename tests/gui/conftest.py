import pytest


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
    for window in made:
        window.close()
