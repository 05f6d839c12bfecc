"""The interface language: translators, the remembered choice and the bundled Japanese font.

`set_language` swaps the installed QTranslators; Qt then sends `QEvent.LanguageChange` to
every window, and each widget rewords itself in `changeEvent` (no restart needed).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path

import PySide6
from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QTranslator,
)
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from tablecards.resources import asset_path, i18n_dir
from tablecards.ui.settings import Settings

# Language code → its name in that language (menu entries are never translated).
LANGUAGES: dict[str, str] = {"ja": "日本語", "en": "English"}
JAPANESE_FONT = ("fonts", "NotoSansCJKjp-Regular-subset.otf")

# Qt 6 labels its own file dialog with the first two (mnemonics added in Qt 6), and Qt's
# Japanese catalogue (qtbase_ja.qm, 6.8-6.11) still has only the old "Look in:" and "Files of
# type:", so the Japanese Save record as… dialog showed them in English. Our catalogue carries
# them, and the third so that the dialog's three labels read alike; it is installed after
# qtbase's, so Qt asks it first. (Plain comments: lupdate hands hash-colon ones to translators.)
QT_WORDS_QTBASE_LACKS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QFileDialog", "File &name:"),
)

_installed: list[QTranslator] = []
_font_families: list[str] = []
_state = {"language": "en"}

#: Separator between the items of a list in a sentence (Japanese: 、)
LIST_SEPARATOR = QT_TRANSLATE_NOOP("Reasons", ", ")


def list_words(items: Iterable[str]) -> str:
    """Items of a list in a sentence, with the language's separator ("Ann, Bob";
    「あなた、CPU 1」); here, not with the other reasons' words, as the lobby needs it."""
    return QCoreApplication.translate("Reasons", LIST_SEPARATOR).join(items)


class Retranslating:
    """Mixed in before a Qt widget class: the widget rewords itself (`retranslate`) when Qt
    sends it LanguageChange, so a language switch needs no restart."""

    def retranslate(self) -> None:
        """Reword the widget's own texts in the current language."""

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name for the handler)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)  # type: ignore[misc]  # the Qt class mixed in after this


def system_language() -> str:
    """`ja` when the system locale is Japanese, else `en`."""
    return "ja" if QLocale.system().language() == QLocale.Language.Japanese else "en"


def saved_language() -> str:
    """The language chosen last time, else the system's."""
    value = Settings().language()
    return value if value in LANGUAGES else system_language()


def current_language() -> str:
    """The language whose translators are installed (`en` before any)."""
    return _state["language"]


def translators_installed() -> bool:
    """Whether a language's catalogues are in (English has its own: the plural forms)."""
    return bool(_installed)


def install_translators(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Replace our translators with Qt's own (qtbase) and tablecards' for `language`."""
    _state["language"] = language  # widgets reworded as translators change read it
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()
    locale = QLocale(language)
    for name, directory in (("qtbase", qt_catalogue_dir(language)),
                            ("tablecards", str(i18n_dir()))):
        translator = QTranslator(app)
        if translator.load(locale, name, "_", directory) and app.installTranslator(translator):
            _installed.append(translator)
    return list(_installed)


def qt_catalogue_dir(language: str) -> str:
    """The folder holding Qt's own catalogue (qtbase_<language>.qm) for its dialogs' words.

    Qt's configured translations folder first; else the one inside the PySide6 package,
    where a wheel keeps them and PyInstaller copies them, in case Qt was pointed elsewhere
    (a qt.conf, a system Qt's settings).
    """
    configured = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    name = f"qtbase_{language}.qm"
    if (Path(configured) / name).is_file():
        return configured
    bundled = Path(PySide6.__file__).resolve().parent / "Qt" / "translations"
    return str(bundled) if (bundled / name).is_file() else configured


def catalogue_translator(language: str) -> Callable[[str, str], str] | None:
    """Our catalogue for `language` as a plain function, for words made without an app
    (`tablecards explain --lang ja`); None when the catalogue cannot be read."""
    translator = QTranslator()
    if not translator.load(f"tablecards_{language}", str(i18n_dir())):
        return None

    def translate(context: str, text: str) -> str:
        return translator.translate(context, text) or text

    return translate


def set_language(language: str, remember: bool = True) -> None:
    """Switch the running app to `language` and, if asked, remember it."""
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}")
    app = QCoreApplication.instance()
    if app is not None:
        install_translators(app, language)
    if remember:
        Settings().set_language(language)


def install_fonts(app: QGuiApplication) -> list[str]:
    """Load the bundled Japanese font and make it the fallback after the default family.

    Latin text keeps the platform font; glyphs it lacks (kana, kanji) come from the bundled
    subset, so Japanese renders even with no Japanese font on the system. Called again, it
    changes nothing (the app's font stays as it is: no needless relayout of every widget).
    """
    if not _font_families:
        font_id = QFontDatabase.addApplicationFont(str(asset_path(*JAPANESE_FONT)))
        if font_id >= 0:
            _font_families.extend(QFontDatabase.applicationFontFamilies(font_id))
    if _font_families and not set(_font_families) <= set(app.font().families()):
        font = QFont(app.font())
        base = [f for f in font.families() if f not in _font_families] or [font.family()]
        font.setFamilies(base + _font_families)
        app.setFont(font)
    return list(_font_families)
