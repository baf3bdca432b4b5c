"""The Mech Status dock at dock size: every piece of text the painters draw is at least 8 pt, the doll scales to
the dock's width, the heat gauge's columns never run together, and a double-click opens the larger view."""

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPainter

from muster.gui.systems.mech.diagram import MIN_POINTS
from muster.gui.systems.mech.heat import COLUMNS, _column_widths
from muster.gui.systems.mech.sheetdata import build_sheet
from muster.gui.systems.mech.status import MechStatusWidget
from muster.rules.mech import load_rules
from muster.services import mech

RULES = load_rules()
DOCK_WIDTH = 320  # the right-hand docks' width at 1280x720


class FontRecorder(QPainter):
    """A painter that notes every font text is drawn with."""

    def __init__(self, device):
        super().__init__(device)
        self.sizes: list[float] = []
        self._font = None

    def setFont(self, font):  # noqa: N802
        self._font = font
        super().setFont(font)

    def drawText(self, *args):  # noqa: N802
        font = self._font if self._font is not None else self.font()
        self.sizes.append(font.pointSizeF() if font.pointSizeF() > 0 else font.pixelSize() * 72.0 / 96.0)
        super().drawText(*args)


def hurt_state():
    state = mech.new_state("boar", {"name": "Kell", "gunnery": 1, "piloting": 2})
    state["damage"].update(left_arm=40, center_torso=25, right_leg=5)
    state["lost"] = ["left_arm"]
    state["disabled"] = ["sl_head"]
    state["heat"] = 16
    state["pilot"]["head_hits"] = 2
    return state


class View:
    """The little of a MechView the widget reads for its tabs."""

    def __init__(self, uid, name):
        self.id, self.name, self.design, self.status, self.out = uid, name, "Boar", "", False
        self.die, self.locations, self.engine_hits, self.gyro_hits = None, (), 0, 0
        self.sensor_hits, self.life_support_hits, self.actuators_hit, self.weapons = 0, 0, (), ()
        self.ammo, self.disabled = (), ()


def dock(qtbot, width=DOCK_WIDTH):
    status = MechStatusWidget()
    qtbot.addWidget(status)
    sheet = build_sheet(hurt_state(), RULES, name="Hog", uid=1)
    status.set_mechs([View(1, "Hog")], sheets={1: sheet})
    status.moreButton.setChecked(True)  # the legend and the pilot card too
    status.resize(width, 700)
    status.show()
    qtbot.waitExposed(status)
    return status


def painted_sizes(widget) -> list[float]:
    image = QImage(widget.size(), QImage.Format.Format_ARGB32)
    image.setDotsPerMeterX(3780)  # 96 dpi, as the sizes are converted
    image.setDotsPerMeterY(3780)
    painter = FontRecorder(image)
    widget.paint_on(painter)
    painter.end()
    return painter.sizes


def test_every_label_in_the_dock_is_drawn_at_8_pt_or_more(qtbot):
    status = dock(qtbot)
    card = status.card
    assert card.diagram.logicalDpiY() == 96
    for widget in (card.diagram, card.heat, card.legend, card.pilot):
        sizes = painted_sizes(widget)
        assert sizes, widget.objectName()
        assert min(sizes) >= MIN_POINTS - 0.01, (widget.objectName() or type(widget).__name__, min(sizes))


def test_the_doll_fills_the_docks_width_and_its_boxes_hold_their_numbers(qtbot):
    status = dock(qtbot)
    diagram = status.diagram
    # scaled to the dock beside its heat gauge, not a fixed little picture
    assert diagram.width() + status.heatGauge.width() >= DOCK_WIDTH - 40
    arm = diagram.location_rect("right_arm")
    sizes = painted_sizes(diagram)
    assert arm.width() >= 45 and min(sizes) >= MIN_POINTS - 0.01
    wide_dock = dock(qtbot, 700)
    wide = wide_dock.diagram  # a wide dock: the rear torsos beside the doll again
    assert wide.location_rect("left_torso_rear").top() < wide.location_rect("left_leg").top()
    assert diagram.location_rect("left_torso_rear").top() > diagram.location_rect("left_leg").bottom()


def test_the_heat_gauge_is_whole_and_its_columns_do_not_run_together(qtbot):
    status = dock(qtbot)
    gauge = status.heatGauge
    assert gauge.isVisibleTo(status) and gauge.width() <= DOCK_WIDTH
    image = QImage(gauge.size(), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    geo = gauge.paint_on(painter)
    painter.end()
    assert QRectF(gauge.rect()).contains(geo["bar"])
    from PySide6.QtGui import QFont

    font = QFont()
    font.setPixelSize(11)
    bold = QFont(font)
    bold.setBold(True)
    fm = QFontMetricsF(bold)
    for (_, title), width in zip(COLUMNS, _column_widths(font), strict=True):
        assert width >= fm.horizontalAdvance(title) + fm.horizontalAdvance(" ")  # "Ammo" and "SD" apart


def test_double_click_opens_the_larger_view_of_the_mech_shown(qtbot):
    status = dock(qtbot)
    status.diagram.select_location("left_arm")
    qtbot.mouseDClick(status.diagram, Qt.MouseButton.LeftButton, pos=status.diagram.rect().center())
    dialog = status.focusDialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.card.diagram.sheet()["name"] == "Hog" and dialog.card.diagram.selected == "left_arm"
    assert dialog.card.diagram.width() > status.diagram.width()
    assert "Hog" in dialog.windowTitle()
    dialog.close()


def test_a_short_dock_shows_the_whole_doll_and_gauge_scaled_without_a_scroll_bar(qtbot):
    """The default layout at 1280x720 leaves the dock about 340x300: diagram and gauge are painted smaller, the
    dock never scrolls; taller, they grow."""
    status = MechStatusWidget()
    qtbot.addWidget(status)
    status.set_mechs([View(1, "Hog")], sheets={1: build_sheet(hurt_state(), RULES, name="Hog", uid=1)})
    status.resize(340, 300)
    status.show()
    qtbot.waitExposed(status)
    from PySide6.QtWidgets import QApplication, QScrollArea

    QApplication.processEvents()
    scroll = status.findChild(QScrollArea, "statusScroll")
    assert not scroll.verticalScrollBar().isVisible()
    diagram, gauge = status.diagram, status.heatGauge
    assert diagram.isVisible() and gauge.isVisible()
    assert scroll.viewport().rect().contains(gauge.geometry().translated(gauge.parentWidget().mapTo(
        scroll.viewport(), gauge.parentWidget().rect().topLeft())))
    small = diagram.location_rect("left_leg")
    assert QRectF(diagram.rect()).contains(small) and QRectF(diagram.rect()).contains(
        diagram.location_rect("right_torso_rear"))
    assert min(painted_sizes(diagram)) >= MIN_POINTS - 0.01 and min(painted_sizes(gauge)) >= MIN_POINTS - 0.01
    status.resize(340, 700)  # a window manager applies it when it gets to it
    qtbot.waitUntil(lambda: status.height() == 700)
    qtbot.waitUntil(lambda: diagram.location_rect("left_leg").height() > small.height())  # room given: it grows


def test_no_status_widget_changes_its_own_size_while_laid_out():
    """On a real X server restoreState crashed inside Qt's layout when these widgets set their own size
    constraints or re-added layout items from resizeEvent: they size by sizeHint/heightForWidth and paint to
    whatever they get."""
    import inspect

    from PySide6.QtWidgets import QWidget

    from muster.gui.systems.mech import diagram, heat, pilot, status

    for cls in (status._Legend, status.MechCard, status.MechStatusWidget, diagram.MechDiagram, heat.HeatGauge,
                pilot.PilotCard):
        assert cls.resizeEvent is QWidget.resizeEvent, cls.__name__
        for name in ("changeEvent", "paintEvent"):
            method = getattr(cls, name)
            if method is not getattr(QWidget, name):
                source = inspect.getsource(method)
                assert "setFixed" not in source and "setMinimum" not in source and "addWidget" not in source, (
                    cls.__name__, name)


def test_the_larger_view_names_every_item_whole(qtbot):
    status = dock(qtbot)
    dialog = status.open_focus()
    dialog.resize(1100, 648)  # its size on a 1280x720 laptop
    qtbot.waitExposed(dialog)
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
    texts: list[str] = []

    class Recorder(QPainter):
        def drawText(self, *args):  # noqa: N802
            texts.append(next(a for a in args if isinstance(a, str)))
            super().drawText(*args)

    diagram = dialog.card.diagram
    image = QImage(diagram.size(), QImage.Format.Format_ARGB32)
    painter = Recorder(image)
    diagram.paint_on(painter)
    painter.end()
    assert not [t for t in texts if "…" in t], (diagram.size(), texts)  # never cut with an ellipsis
    joined = "".join(texts).replace(" ", "")
    firsts = [loc["items"][0]["name"] for loc in diagram.sheet()["locations"]  # the head: numbers only
              if loc["items"] and loc["location"] != "head"]
    assert firsts and all(name.replace(" ", "") in joined for name in firsts), (diagram.size(), texts)
    dialog.close()


def test_wrap_words_breaks_between_words_and_never_drops_letters():
    from PySide6.QtGui import QFont

    from muster.gui.systems.mech.diagram import wrap_words

    fm = QFontMetricsF(QFont())
    lines = wrap_words(fm, "Medium Laser", fm.horizontalAdvance("Medium") + 1)
    assert lines == ["Medium", "Laser"]
    long = wrap_words(fm, "Autocannon/10", fm.horizontalAdvance("Auto"))
    assert "".join(long) == "Autocannon/10" and all(fm.horizontalAdvance(t) <= fm.horizontalAdvance("Auto")
                                                    for t in long)


def test_the_sample_campaigns_troop_words_go_through_translation():
    """In Russian the roster showed "300 cross…": the English sample's troop type and its qualities "Good" and
    "Poor" were shown as typed; they are Muster's own words and are translated."""
    from muster.i18n import Msg
    from muster.rules.gurps.words import quality_text, troop_type_text

    for word in ("pikemen", "crossbowmen", "levy spearmen", "longbowmen"):
        assert isinstance(troop_type_text(word), Msg), word
    assert troop_type_text("my own elves") == "my own elves"
    for quality in ("Good", "Poor", "Average"):
        assert quality_text(quality) != quality or not isinstance(quality_text(quality), str)
