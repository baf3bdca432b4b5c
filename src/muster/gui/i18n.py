"""The GM's language: Qt translators, the locale of numbers, and View ▸ Language.

Muster's own translations are ``resources/i18n/muster_<lang>.qm`` (built from the ``.ts`` sources by
``python -m muster.tools.i18n release``); Qt's own (the standard buttons of its dialogs) come from
``qtbase_<lang>.qm`` where the Qt installation has it. The choice is remembered in the settings as
``language``; with none, the system locale decides, and English is the fallback.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from datetime import date
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from muster import i18n
from muster.paths import resource_path

#: every language Muster ships, by code, named in itself (the menu shows them untranslated)
LANGUAGES = {"en": "English", "ru": "Русский"}
SOURCE_LANGUAGE = "en"

_installed: list[QTranslator] = []
_current = SOURCE_LANGUAGE
_locale: QLocale | None = None


def i18n_dir() -> Path:
    return resource_path("i18n")


def system_language() -> str:
    code = QLocale.system().name().split("_")[0]
    return code if code in LANGUAGES else SOURCE_LANGUAGE


def chosen_language(settings: QSettings | None) -> str:
    saved = str(settings.value("language", "") or "") if settings is not None else ""
    return saved if saved in LANGUAGES else system_language()


def current_language() -> str:
    return _current


def in_use(code: str) -> bool:
    """Whether ``code`` is installed now, translators and Muster's text hooks both (a test may have put the
    hooks back to bare English)."""
    return _current == code and bool(_installed) and i18n.hooks()[0] is _translate


def apply_language(code: str) -> str:
    """Install the translators and locale of ``code`` (an unknown code falls back to English).

    The same language again only puts Muster's text hooks back: translators and the default locale are
    changed only on a real switch (the default locale must not change while a forecast thread formats).
    """
    global _current, _locale
    app = QCoreApplication.instance()
    code = code if code in LANGUAGES else SOURCE_LANGUAGE
    if code != _current or _locale is None or (app is not None and not _installed):
        for old in _installed:
            if app is not None:
                app.removeTranslator(old)
        _installed.clear()
        if app is not None:
            qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            for name, folders in (("muster", (str(i18n_dir()),)), ("qtbase", (str(i18n_dir()), qt_folder))):
                translator = QTranslator(app)
                if any(translator.load(f"{name}_{code}", folder) for folder in folders):
                    app.installTranslator(translator)
                    _installed.append(translator)
        _locale = _number_locale(code)
        QLocale.setDefault(_locale)
    i18n.install(_translate, _number_in(_locale), code)
    _current = code
    return code


_standalone: list[QTranslator] = []


def speak_without_app(code: str) -> str:
    """For commands with no Qt application (``muster check``): Muster's own text in ``code`` from its .qm file,
    read through a QTranslator directly, and numbers in that locale. No QCoreApplication is made."""
    code = code if code in LANGUAGES else SOURCE_LANGUAGE
    translator = QTranslator()
    if not translator.load(f"muster_{code}", str(i18n_dir())):
        return SOURCE_LANGUAGE
    _standalone[:] = [translator]

    def translate(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return translator.translate(context, source, disambiguation, n) or source

    i18n.install(translate, _number_in(_number_locale(code)), code)
    return code


def time_text(at: float) -> str:
    """A moment's time of day as the current locale writes it, with seconds (16:46:07; 4:46:07 PM)."""
    from PySide6.QtCore import QDateTime

    locale = QLocale()
    pattern = locale.timeFormat(QLocale.FormatType.ShortFormat)
    if "s" not in pattern:
        pattern = pattern.replace("mm", "mm:ss", 1)
    if isinstance(at, bool) or not isinstance(at, (int, float)) or not math.isfinite(at) or abs(at) > 1e13:
        return "?"  # a damaged moment (infinite, or millennia away): shown as unknown, never a crash
    return locale.toString(QDateTime.fromMSecsSinceEpoch(int(at * 1000)).time(), pattern)


def date_text(day: date) -> str:
    """A date (``datetime.date``) as the current locale writes it in short form (30.11.2026; 11/30/26)."""
    from PySide6.QtCore import QDate

    return QLocale().toString(QDate(day.year, day.month, day.day), QLocale.FormatType.ShortFormat)


def _translate(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate(context, source, disambiguation, n)


def _number_locale(code: str) -> QLocale:
    """The locale numbers are written in: the language's, without group separators (1200, not 1,200)."""
    locale = QLocale(code)
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    return locale


_INT64 = 2**63  # QLocale.toString(int) takes a signed 64-bit integer, no more


def _number_in(locale: QLocale) -> Callable[[int | float, int | None], str]:
    def number(value: int | float, places: int | None = None) -> str:
        return locale_number(locale, value, places)

    return number


def locale_number(locale: QLocale, value: object, places: int | None = None) -> str:
    """``value`` as ``locale`` writes numbers; never raises, whatever a campaign holds: a whole number past 64 bits
    (and past Python's 4,300-digit conversion limit), NaN, an infinity, or something that is not a number at all."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, int):
        if places is None and -_INT64 <= value < _INT64:
            return locale.toString(value)
        whole = value
        try:
            value = float(whole)
        except OverflowError:
            return _huge_whole(whole)
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return "∞" if value > 0 else "−∞"
    if places is not None:
        return locale.toString(value, "f", max(0, min(int(places), 20)))
    if not value.is_integer() or not -_INT64 <= value < _INT64:
        return locale.toString(value, "g", QLocale.FloatingPointPrecisionOption.FloatingPointShortest)
    return locale.toString(int(value))


def _huge_whole(value: int) -> str:
    """A whole number too large even for a float (more than 308 digits), written by its order of magnitude."""
    digits = int(abs(value).bit_length() * math.log10(2))
    return f"{'−' if value < 0 else ''}≈10^{digits}"
