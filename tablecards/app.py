"""Starting the Qt program: the application object, translations and the main window.

Qt is imported only from here and `tablecards.ui`, so the headless commands never load it.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from tablecards.ui import bot_worker, i18n
from tablecards.ui.main_window import MainWindow


def install_translators(app: QApplication, locale: QLocale | None = None) -> list[QTranslator]:
    """Install Qt's own strings (qtbase) and ours for the locale's language.

    The catalogues are compiled into `tablecards/i18n/` (see `./tc`); this replaces any
    translators installed before, so calling it again switches the language.
    """
    locale = locale or QLocale.system()
    language = "ja" if locale.language() == QLocale.Language.Japanese else "en"
    return i18n.install_translators(app, language)


def run(argv: list[str] | None = None) -> int:
    """Start the app and return its exit status."""
    QApplication.setOrganizationName("tablecards")
    QApplication.setApplicationName("TableCards")
    QApplication.setDesktopFileName("tablecards")
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(argv or sys.argv)
    i18n.install_fonts(app)
    i18n.set_language(i18n.saved_language(), remember=False)
    window = MainWindow()
    window.show()
    try:
        return app.exec()
    finally:
        bot_worker.shutdown()
