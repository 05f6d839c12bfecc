"""Starting the Qt program: the application object, translations and the main window.

Qt is imported only from here and `tablecards.ui`, so the headless commands never load it.
With TABLECARDS_SMOKE=1 in the environment, the start is a scripted one for packaging
checks (see `Smoke`).
"""

from __future__ import annotations

import os
import sys
import time
from concurrent.futures import Future

from PySide6.QtCore import QCoreApplication, QLocale, QStandardPaths, QTimer, QTranslator
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from tablecards.resources import APP_ID, app_icon_files
from tablecards.ui import bot_worker, i18n
from tablecards.ui.main_window import MainWindow
from tablecards.ui.review_view import stop_reviews

SMOKE_ENV = "TABLECARDS_SMOKE"
SMOKE_TABLE_MS = 1500
"""How long the smoke run leaves its match on the table before quitting."""
SMOKE_WORKER_S = 60.0
"""How long the smoke run waits for the bot worker process to answer."""


def install_translators(app: QApplication, locale: QLocale | None = None) -> list[QTranslator]:
    """Install Qt's own strings (qtbase) and ours for the locale's language.

    The catalogues are compiled into `tablecards/i18n/` (see `./tc`); this replaces any
    translators installed before, so calling it again switches the language.
    """
    locale = locale or QLocale.system()
    language = "ja" if locale.language() == QLocale.Language.Japanese else "en"
    return i18n.install_translators(app, language)


def app_icon() -> QIcon:
    """The window icon: every bundled PNG size and the SVG (empty if none is found)."""
    icon = QIcon()
    for path in app_icon_files():
        icon.addFile(str(path))
    return icon


class Smoke:
    """A scripted run that proves a build works, printing one line per step on stdout.

    It shows the lobby in English and then in Japanese, starts the lobby's default match,
    has the bot worker process answer (the worker must start inside a frozen build too),
    leaves the table a moment and closes the window. Settings and saves go to Qt's test
    locations (`QStandardPaths` test mode), so a player's own are never touched. Exit status:
    0, or 1 after a line starting `smoke failed:`. The lines are for packaging checks, not for
    players, so they are not translated.
    """

    def __init__(self, app: QApplication, window: MainWindow) -> None:
        self.app = app
        self.window = window
        self.answer: Future[int] | None = None
        self.deadline = 0.0
        self.poll = QTimer(window)
        self.poll.setInterval(50)
        self.poll.timeout.connect(self._check_worker)

    @staticmethod
    def say(line: str) -> None:
        if sys.stdout is not None:  # a windowed build on Windows has no stdout
            print(f"smoke: {line}", flush=True)

    def fail(self, why: str) -> None:
        self.poll.stop()
        self.say(f"failed: {why}")
        self.window.close()
        QCoreApplication.exit(1)

    def start(self) -> None:
        """Queue the first step; call before `app.exec()`."""
        QTimer.singleShot(0, self._lobby)

    def _lobby(self) -> None:
        self.say(f"icon: {len(app_icon_files())} files, "
                 f"{'null' if self.app.windowIcon().isNull() else 'set'}")
        self.say(f"font: {', '.join(i18n.install_fonts(self.app)) or 'none bundled'}")
        self.say(f"games: {len(self.window.lobby.specs)}")
        for language in ("en", "ja"):
            i18n.set_language(language, remember=False)
            QCoreApplication.processEvents()
            self.say(f"lobby {language}: {self.window.windowTitle()} | "
                     f"{self.window.lobby.start_button.text()}")
        page = self.window.start_match(self.window.lobby.config())
        if page is None:
            self.fail("the lobby's default match did not start")
            return
        self.say(f"match: {page.controller.config.game_id}")
        self.answer = bot_worker.run(os.getpid)
        self.deadline = time.monotonic() + SMOKE_WORKER_S
        self.poll.start()

    def _check_worker(self) -> None:
        assert self.answer is not None
        if not self.answer.done():
            if time.monotonic() > self.deadline:
                self.fail("the bot worker process did not answer")
            return
        self.poll.stop()
        try:
            pid = self.answer.result()
        except Exception as err:
            self.fail(f"the bot worker failed ({type(err).__name__}: {err})")
            return
        if pid == os.getpid():
            self.fail("the bot worker ran in this process")
            return
        self.say("worker: answered from its own process")
        QTimer.singleShot(SMOKE_TABLE_MS, self._quit)

    def _quit(self) -> None:
        self.window.close()
        if self.window.isVisible():
            self.fail("the window did not close")
            return
        self.say("quit")
        QCoreApplication.exit(0)


def run(argv: list[str] | None = None) -> int:
    """Start the app and return its exit status (a scripted run when SMOKE_ENV is 1)."""
    smoke = os.environ.get(SMOKE_ENV) == "1"
    if smoke:
        QStandardPaths.setTestModeEnabled(True)
    QApplication.setOrganizationName("tablecards")
    QApplication.setApplicationName("TableCards")
    QApplication.setDesktopFileName(APP_ID)
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(argv or sys.argv)
    app.setWindowIcon(app_icon())
    i18n.install_fonts(app)
    i18n.set_language(i18n.saved_language(), remember=False)
    window = MainWindow()
    window.show()
    script = Smoke(app, window) if smoke else None  # kept: its timer calls its methods
    if script is not None:
        script.start()
    try:
        return app.exec()
    finally:
        stop_reviews()
        bot_worker.shutdown()
