"""Unhandled errors leave a readable report in the log folder and say where it is."""

import sys

from gui_helpers import when_dialog_opens


def test_crash_report_written_and_offered(qtbot, make_window, muster_home):
    from muster.gui.crash import install_excepthook, setup_logging

    window = make_window()
    log_path = setup_logging()
    old = sys.excepthook
    install_excepthook(lambda: window)
    seen = {}

    def read(box):
        seen["text"] = box.text()
        seen["buttons"] = [b.text() for b in box.buttons()]
        box.reject()

    try:
        when_dialog_opens(qtbot, read, accept=False)
        try:
            raise RuntimeError("the gyro fell off")
        except RuntimeError:
            sys.excepthook(*sys.exc_info())
    finally:
        sys.excepthook = old
    reports = list((muster_home / "log").glob("crash-*.txt"))
    assert len(reports) == 1
    body = reports[0].read_text()
    assert "RuntimeError: the gyro fell off" in body and "Your campaign is safe" in body
    assert str(reports[0]) in seen["text"] and "Open Report" in seen["buttons"]
    assert "the gyro fell off" in log_path.read_text()
