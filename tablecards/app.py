"""Starting the Qt program: the application object, translations and the main window.

Qt is imported only from here and `tablecards.ui`, so the headless commands never load it.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from tablecards.ui.main_window import MainWindow

# Compiled catalogues: inside the package when installed, beside it in a checkout.
TRANSLATION_DIRS = (
    Path(__file__).resolve().parent / "i18n",
    Path(__file__).resolve().parent.parent / "translations",
)


def install_translators(app: QApplication, locale: QLocale | None = None) -> list[QTranslator]:
    """Load Qt's own strings (qtbase) and ours for the locale, when catalogues exist."""
    locale = locale or QLocale.system()
    installed = []
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    candidates = [("qtbase", qt_dir)] + [("tablecards", str(d)) for d in TRANSLATION_DIRS]
    for name, directory in candidates:
        translator = QTranslator(app)
        if translator.load(locale, name, "_", directory) and app.installTranslator(translator):
            installed.append(translator)
    return installed


def run(argv: list[str] | None = None) -> int:
    """Start the app and return its exit status."""
    QApplication.setOrganizationName("tablecards")
    QApplication.setApplicationName("TableCards")
    QApplication.setDesktopFileName("tablecards")
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(argv or sys.argv)
    install_translators(app)
    window = MainWindow()
    window.show()
    return app.exec()
