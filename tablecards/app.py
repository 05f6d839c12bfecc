"""Starting the Qt program: the application object, translations and the main window.

Qt is imported only from here and `tablecards.ui`, so the headless commands never load it.
With TABLECARDS_SMOKE=1 in the environment, the start is a scripted one for packaging
checks (see `Smoke`); with TABLECARDS_SMOKE=instance, one for the single-copy checks (see
`InstanceSmoke`).

Before Qt starts, `display_problem` checks that there is a display to show the table on:
without one Qt aborts (status 134) with advice about libraries that is wrong in that case.
Then only one copy runs per data folder (`tablecards.ui.single_instance`): a second start
brings the first one's window forward and leaves.
"""

from __future__ import annotations

import ctypes
import gc
import itertools
import os
import sys
import time
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QStandardPaths, Qt, QTimer, QTranslator
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from tablecards.resources import APP_ID, app_icon_files
from tablecards.ui import i18n, single_instance
from tablecards.ui.main_window import MainWindow
from tablecards.ui.single_instance import RunningCopy

if TYPE_CHECKING:  # the smoke run's worker answer; the lobby starts without threads
    from concurrent.futures import Future

SMOKE_ENV = "TABLECARDS_SMOKE"
SMOKE_INSTANCE = "instance"
"""The SMOKE_ENV value of the single-copy check (see `InstanceSmoke`)."""
SMOKE_RAISE_WAIT_MS = 120_000
"""How long an `InstanceSmoke` first copy waits for a second start before failing."""
HEADLESS_ADVICE = ("the table needs a desktop. The headless commands (tablecards replay, "
                   "explain, review, suggest, games, lessons) work without one.")
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
        self.say(f"network: {network_check()}")
        page = self.window.start_match(self.window.lobby.config())
        if page is None:
            self.fail("the lobby's default match did not start")
            return
        self.say(f"match: {page.controller.config.game_id}")
        from tablecards.ui import bot_worker

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


def network_check(timeout: float = 10.0) -> str:
    """The smoke run's check of the network tables' libraries (which a frozen build must
    carry): a table advertised on the loopback interface, found by a browser there. Blocks
    for about a second; nothing goes out on the machine's network."""
    from tablecards.net import discovery
    from tablecards.rules.registry import game_ids

    browser = discovery.TableBrowser(interfaces=discovery.LOOPBACK)
    browser.start()
    listing = discovery.advertise(9, game_ids()[0], 2, 1, "smoke",
                                  interfaces=discovery.LOOPBACK)
    try:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if any(x.title == "smoke" and x.port == 9 for x in browser.listings()):
                return "found its own table on loopback"
            time.sleep(0.05)
        return f"not found ({browser.problem or listing.problem or 'no answer'})"
    finally:
        listing.stop()
        browser.stop()


class InstanceSmoke:
    """The single-copy check's first copy (TABLECARDS_SMOKE=instance): it minimises its
    window, prints `smoke: listening`, and once a second start asked for it prints
    `smoke: raised: minimized=no` (or `yes`) and quits with status 0. Without any request
    it gives up after SMOKE_RAISE_WAIT_MS with status 1. A second copy in this mode prints
    `smoke: handed over` or `smoke: refused: ...` instead of showing a message box.

    A tablecards:// link, given to this copy at start or handed by the second, opens the Join
    dialog; the line `smoke: join dialog: TEXT` then says what its invitation field holds
    (before `listening`, or after `raised`).
    """

    def __init__(self, window: MainWindow, running: RunningCopy) -> None:
        self.window = window
        running.raise_requested.connect(self._raised, type=Qt.ConnectionType.QueuedConnection)
        # after the window's own show_join (connected first), so the dialog is open
        running.open_requested.connect(lambda _link: self._tell_join_dialog(),
                                       type=Qt.ConnectionType.QueuedConnection)

    def start(self) -> None:
        """Queue the first step; call before `app.exec()`."""
        QTimer.singleShot(0, self._listening)
        QTimer.singleShot(SMOKE_RAISE_WAIT_MS, self._give_up)

    def _listening(self) -> None:
        if getattr(self.window, "join_dialog", None) is not None:
            self._tell_join_dialog()
        self.window.showMinimized()
        Smoke.say("listening")

    def _raised(self) -> None:
        Smoke.say(f"raised: minimized={'yes' if self.window.isMinimized() else 'no'}")
        # queued behind a link's Join dialog, when the second start handed one
        QTimer.singleShot(0, lambda: QCoreApplication.exit(0))

    def _tell_join_dialog(self) -> None:
        dialog = getattr(self.window, "join_dialog", None)
        Smoke.say(f"join dialog: {dialog.address.text() if dialog is not None else 'not open'}")

    @staticmethod
    def _give_up() -> None:
        Smoke.say("failed: no second start asked for the window")
        QCoreApplication.exit(1)


def display_problem(argv: list[str], env: Mapping[str, str] | None = None,
                    system: str | None = None) -> str | None:
    """Why the table cannot be shown on this machine, as one line for stderr; None if it can.

    Only Linux and the BSDs are checked, and only for the desktop platforms (X11 through the
    xcb plugin, Wayland): there Qt aborts with status 134 and advice to install
    libxcb-cursor0 when it has no display, which is wrong and frightening. A start that asks
    for any other platform (`QT_QPA_PLATFORM=offscreen`, `-platform vnc`) is left to Qt.
    An X display is asked for a connection (so a DISPLAY that does not answer is found too),
    a Wayland display's socket is looked for. The line is plain English: translations need
    Qt, which cannot start.
    """
    env = os.environ if env is None else env
    system = sys.platform if system is None else system
    if not system.startswith(("linux", "freebsd", "openbsd", "netbsd", "dragonfly")):
        return None
    platforms = _platforms_asked(argv, env)
    if not platforms:
        reason = _default_platform_problem(env)
    elif all(name == "xcb" or name.startswith("wayland") for name in platforms):
        reasons = [_x_problem(env) if name == "xcb" else _wayland_problem(env)
                   for name in platforms]
        reason = None if None in reasons else "; ".join(dict.fromkeys(r for r in reasons if r))
    else:
        return None
    return None if reason is None else f"tablecards: no display found ({reason}); " \
        f"{HEADLESS_ADVICE}"


def _platforms_asked(argv: list[str], env: Mapping[str, str]) -> list[str]:
    """The Qt platforms the start asks for, in Qt's order of trying: `-platform NAME` on the
    command line wins over QT_QPA_PLATFORM (as in Qt), a `;` separates fallbacks and a `:`
    starts a plugin's options; [] when neither names one."""
    asked = env.get("QT_QPA_PLATFORM", "")
    for flag, value in itertools.pairwise(argv):
        if flag in ("-platform", "--platform"):
            asked = value
    names = (entry.split(":")[0].strip() for entry in asked.split(";"))
    return [name for name in names if name]


def _default_platform_problem(env: Mapping[str, str]) -> str | None:
    """No platform asked for: Qt takes Wayland or X11, whichever display the session gives."""
    display, wayland = env.get("DISPLAY", ""), env.get("WAYLAND_DISPLAY", "")
    if not display and not wayland:
        return "DISPLAY and WAYLAND_DISPLAY are unset"
    if display and wayland:
        return None  # Qt picks by the session's type; either may do
    return _x_problem(env) if display else _wayland_problem(env)


def _x_problem(env: Mapping[str, str]) -> str | None:
    display = env.get("DISPLAY", "")
    if not display:
        return "DISPLAY is unset"
    if x_display_answers(display) is False:
        return f"the X display {display} given in DISPLAY does not answer"
    return None


def _wayland_problem(env: Mapping[str, str]) -> str | None:
    """Where the Wayland client library looks for the compositor: WAYLAND_DISPLAY (default
    `wayland-0`) inside XDG_RUNTIME_DIR, or an absolute path."""
    name = env.get("WAYLAND_DISPLAY", "") or "wayland-0"
    runtime = env.get("XDG_RUNTIME_DIR", "")
    if not name.startswith("/") and not runtime:
        return "XDG_RUNTIME_DIR is unset, so no Wayland display can be reached"
    socket = Path(runtime, name)  # an absolute name replaces the folder
    if not socket.exists():
        return f"no Wayland display at {socket}"
    return None


def x_display_answers(display: str) -> bool | None:
    """Whether the X server of `display` accepts a connection (authentication included);
    None when that cannot be told here (no libxcb: Qt's xcb plugin will then say what is
    missing, truthfully). A few milliseconds with a local server."""
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return None
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.restype = ctypes.c_int
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.restype = None
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(display.encode(), None)
    try:
        return bool(xcb.xcb_connection_has_error(connection) == 0)
    finally:
        xcb.xcb_disconnect(connection)


def data_folder() -> Path:
    """The folder of the saves, history and statistics (Qt's test location in smoke runs)."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def link_argument(argv: list[str]) -> str | None:
    """The tablecards:// link the app was started with (the desktop passes an invitation
    the player clicked), else None."""
    return next((arg for arg in argv[1:]
                 if arg.lower().startswith(single_instance.LINK_SCHEME)), None)


def hand_over(folder: Path, smoke: bool, link: str | None = None) -> int:
    """Another copy holds `folder`: ask it to bring its window forward (and open `link` in
    its Join dialog), status 0; or say that it does not answer (status 1). Nothing in the
    folder is read or written."""
    if single_instance.ask_to_raise(single_instance.server_name(folder), link=link):
        if smoke:
            Smoke.say("handed over")
        return 0
    title = QCoreApplication.translate("SingleInstance", "TableCards is already running")
    text = QCoreApplication.translate(
        "SingleInstance",
        "Another copy of TableCards is using the same saves (in %1), but it does not "
        "answer.\n\nSwitch to its window, or close it and start TableCards again; if it "
        "hangs, end it first. This copy closes now and leaves the saves untouched.",
    ).replace("%1", str(folder))
    if smoke:
        Smoke.say(f"refused: {text}")
    else:
        QMessageBox.warning(None, title, text)
    return 1


def run(argv: list[str] | None = None) -> int:
    """Start the app and return its exit status (a scripted run when SMOKE_ENV is set).

    Status 1 without a display (one line on stderr) or when another copy holds the data
    folder and does not answer; 0 when another copy holds it and brought its window forward.
    """
    argv = argv or sys.argv
    existing = QApplication.instance()
    problem = None if existing is not None else display_problem(argv)
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    mode = os.environ.get(SMOKE_ENV, "")
    smoke = mode in ("1", SMOKE_INSTANCE)
    if smoke:
        QStandardPaths.setTestModeEnabled(True)
    QApplication.setOrganizationName("tablecards")
    QApplication.setApplicationName("TableCards")
    QApplication.setDesktopFileName(APP_ID)
    app = existing if isinstance(existing, QApplication) else QApplication(argv)
    app.setWindowIcon(app_icon())
    language = i18n.saved_language()
    if language != "en":  # its first frame has glyphs the platform font may lack
        i18n.install_fonts(app)
    i18n.set_language(language, remember=False)
    folder = data_folder()
    # before the window opens any save; it answers later starts once the window is up
    running = single_instance.claim(folder, listen=False)
    link = link_argument(argv)
    if running is None:
        return hand_over(folder, smoke, link)
    try:
        return _run_window(app, running, mode, link)
    finally:
        running.release()


def answer_later_starts(window: MainWindow, running: RunningCopy) -> None:
    """A later start brings `window` forward; one given a link has it open the Join dialog
    (queued: the dialog opens once the window is forward and the request answered)."""
    running.raise_requested.connect(lambda: single_instance.bring_forward(window))
    running.open_requested.connect(window.show_join, type=Qt.ConnectionType.QueuedConnection)


def _run_window(app: QApplication, running: RunningCopy, mode: str,
                link: str | None = None) -> int:
    """Show the main window until the app quits; a later start brings it forward, and a
    link (given now or by a later start) opens the Join dialog with it filled in."""
    window = MainWindow()
    answer_later_starts(window, running)
    window.show()
    if running.holds:  # QtNetwork loads now, not before the first window
        QTimer.singleShot(0, running.listen)
    QTimer.singleShot(0, gc.enable)  # paused by `tablecards.cli.start_app` for the start
    # The Japanese fallback font, once the English window is up (the Language menu and
    # names typed in Japanese need it; English words do not).
    QTimer.singleShot(0, lambda: i18n.install_fonts(app))
    if link is not None:
        QTimer.singleShot(0, lambda: window.show_join(link))
    script: Smoke | InstanceSmoke | None = None  # kept: its timers call its methods
    if mode == "1":
        script = Smoke(app, window)
    elif mode == SMOKE_INSTANCE:
        script = InstanceSmoke(window, running)
    if script is not None:
        script.start()
    try:
        return app.exec()
    finally:
        stop_background_work()


def stop_background_work() -> None:
    """End the reviews still rating and the bot worker process. Their modules load with the
    first table (the lobby starts without them), so one never loaded has nothing to stop."""
    review_view = sys.modules.get("tablecards.ui.review_view")
    if review_view is not None:
        review_view.stop_reviews()
    bot_worker = sys.modules.get("tablecards.ui.bot_worker")
    if bot_worker is not None:
        bot_worker.shutdown()
