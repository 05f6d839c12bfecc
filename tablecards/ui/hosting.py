"""Hosting a network table from the app: the lobby's friends online become open seats.

`host_match` is what `MainWindow.start_match` calls when a seat is a friend online. It starts
(or reuses) the window's `HostThread`, which listens on `BIND_ADDRESS` (every interface, so
friends on the same network reach it) at `DEFAULT_PORT` or, when that is taken, any free port;
opens the table (the player's own seat `reserved` with a token only this app holds, each friend's
seat `open`, each computer seat at its level) and sits the player at it with
`window.join_table`, then shows the invitation (`tablecards.ui.invitation`; the Table menu
reopens it) and lists the table on the local network without its code (`ADVERTISE`). The host
runs while the hosted table is on screen: leaving it or quitting stops it (the leave and quit
questions say the friends lose their host meanwhile).

Hot seat with friends online: every Human seat of the lobby is played at this screen, each
`reserved` with its own token (kept in `hosted.json`) and played through a connection of its
own (`NetTableController.local_clients`), so each gets only its own seat's views.

Friends' seats are open, not reserved: one invitation line serves every friend (a reserved seat
would need a token per friend, which the `tablecards://HOST:PORT/CODE` line does not carry).
The code (60 random bits) is the key; a seat, once taken, is its player's through the token the
host gave them.

Keeping a hosted match: the host keeps its tables in `<saves>/hosted/tables.sqlite3` (the
server's own `Store`, written after every change), and this module keeps beside it, in
`hosted.json`, what only the host player holds: the owner's and the own seat's tokens and the
port. A host app that quits loses nothing: the lobby offers the table again ("Host again"),
on the same port when it is free, with the same code, seats and tokens, and the friends'
clients reconnect by themselves (or join again with the invitation). A table whose match
ended is forgotten; the lobby's Forget… drops one by hand.

Tests set `BIND_ADDRESS = "127.0.0.1"`, `DEFAULT_PORT = 0` and `ADVERTISE = False` (or list on
loopback with `ADVERTISE_INTERFACES`).
"""

from __future__ import annotations

import contextlib
import json
import logging
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from tablecards.ui.compat import override
from tablecards.ui.lobby_seats import seats_problem
from tablecards.ui.match_config import MatchConfig
from tablecards.ui.saves import write_atomic
from tablecards.ui.seat_names import recognise
from tablecards.ui.settings import SeatChoice, Settings, clean_name, unused_path

if TYPE_CHECKING:  # the host, its store and tables load when a table is first hosted
    from tablecards.net.discovery import Advertisement
    from tablecards.net.host import HostThread
    from tablecards.net.protocol import Invitation
    from tablecards.net.store import Store
    from tablecards.net.table import TableConfig
    from tablecards.ui.main_window import MainWindow
    from tablecards.ui.table_page import TablePage

LOG = logging.getLogger(__name__)

BIND_ADDRESS = "0.0.0.0"
"""Where the app's host listens: every interface (friends on the network); tests: loopback."""
DEFAULT_PORT = 8765
"""The port tried first (an invitation stays the same from one hosting to the next); when it
is taken, any free port. 0: any free port at once."""
LOOPBACK = "127.0.0.1"
ADVERTISE = True
"""List the hosted table on the local network (DNS-SD, `tablecards.net.discovery`) so the Join
dialog finds it; without its code, which friends get from the invitation. Tests turn it off,
or list on loopback only (`ADVERTISE_INTERFACES`)."""
ADVERTISE_INTERFACES: list[str] | None = None
"""None: every interface (the app)."""
FOLDER = "hosted"
"""Inside the saves folder: the host's `Store` and `KEPT_FILE`."""
KEPT_FILE = "hosted.json"
KEPT_FORMAT = "tablecards-hosted"



def grouped_code(code: str, size: int = 4) -> str:
    """A table code as read out: ABCD-EFGH-JKLM."""
    return "-".join(code[i:i + size] for i in range(0, len(code), size))


# -- addresses ---------------------------------------------------------------------------------
def lan_address() -> str:
    """This machine's address on its local network, found without sending anything: a UDP
    socket's `connect` only asks the kernel which interface would route to an address
    (192.0.2.1, reserved for documentation). Else the first IPv4 address of an interface that
    is up, else the host name, else 127.0.0.1."""
    import socket  # loaded when a table is hosted, not with the lobby

    from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface

    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("192.0.2.1", 9))
        address = str(probe.getsockname()[0])
        if address and not address.startswith("127.") and address != "0.0.0.0":
            return address
    up = QNetworkInterface.InterfaceFlag.IsUp | QNetworkInterface.InterfaceFlag.IsRunning
    for interface in QNetworkInterface.allInterfaces():
        flags = interface.flags()
        if flags & QNetworkInterface.InterfaceFlag.IsLoopBack or (flags & up) != up:
            continue
        for entry in interface.addressEntries():
            ip = entry.ip()
            if ip.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol \
                    and not ip.isLoopback() and ip != QHostAddress(QHostAddress.SpecialAddress.Any):
                return str(ip.toString())
    with contextlib.suppress(OSError):
        name = socket.gethostname()
        if name:
            return name
    return LOOPBACK


def shown_address(bind: str) -> str:
    """The address friends use for a host listening on `bind`."""
    if bind in ("", "0.0.0.0", "::"):
        return lan_address()
    if bind == "localhost" or bind.startswith("127."):
        return LOOPBACK
    return bind


# -- what the host player keeps ------------------------------------------------------------------
@dataclass
class KeptTable:
    """A hosted table as this app knows it: its code and port, the secrets only the host
    player holds, and what the lobby shows of it."""

    code: str
    port: int
    owner: str
    seat: int
    token: str
    game: str
    players: int
    names: list[str] = field(default_factory=list)
    started_at: float = 0.0
    address: str = ""
    """The address the invitation named when it was last hosted ("" in older files)."""
    others: dict[str, str] = field(default_factory=dict)
    """Hot seat: the other seats played at the host's screen, each with its token."""

    def local_tokens(self) -> dict[int, str]:
        """The other seats played at this screen, by their tokens."""
        return {int(seat): token for seat, token in self.others.items()
                if seat.isdigit() and int(seat) != self.seat}

    @classmethod
    def from_json(cls, data: Any) -> KeptTable | None:
        """A kept table from the file, None for anything this program did not write."""
        if not isinstance(data, dict):
            return None
        try:
            kept = cls(str(data["code"]), int(data["port"]), str(data["owner"]),
                       int(data["seat"]), str(data["token"]), str(data["game"]),
                       int(data["players"]),
                       [clean_name(str(n)) for n in data.get("names", [])][:16],
                       float(data.get("started_at", 0.0)), str(data.get("address", ""))[:300],
                       {str(k): str(v) for k, v in dict(data.get("others") or {}).items()})
        except (KeyError, TypeError, ValueError):
            return None
        ok = 0 <= kept.port < 65536 and 0 <= kept.seat < kept.players <= 16 and kept.code \
            and all(0 <= s < kept.players for s in kept.local_tokens())
        return kept if ok else None


class KeptTables:
    """`hosted.json`: the tables this app hosts, newest first. A file that cannot be read is
    treated as empty (its tables stay in the host's store, unclaimed, and are swept later)."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / KEPT_FILE

    def all(self) -> list[KeptTable]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError, RecursionError):
            return []
        raw = data.get("tables") if isinstance(data, dict) else None
        tables = [KeptTable.from_json(entry) for entry in raw] if isinstance(raw, list) else []
        return sorted((t for t in tables if t is not None), key=lambda t: -t.started_at)

    def find(self, code: str) -> KeptTable | None:
        return next((t for t in self.all() if t.code == code), None)

    def keep(self, table: KeptTable) -> None:
        self._write([table] + [t for t in self.all() if t.code != table.code])

    def forget(self, code: str) -> None:
        tables = self.all()
        if any(t.code == code for t in tables):
            self._write([t for t in tables if t.code != code])

    def _write(self, tables: list[KeptTable]) -> None:
        try:
            write_atomic(self.path, {"format": KEPT_FORMAT, "version": 1,
                                     "tables": [asdict(t) for t in tables]})
        except OSError as err:  # the table is hosted all the same; only a restart loses it
            LOG.warning("the hosted tables could not be kept in %s: %s", self.path, err)


# -- the window's host ---------------------------------------------------------------------------
class HostEvents(QObject):
    """Carries the host thread's news to the GUI thread (a queued signal)."""

    sig_message = Signal(str, object)
    """A table's seat change, deal score or match end: (code, message)."""


class Hosting(QObject):
    """The window's host: one `HostThread` for the tables this app hosts, started when a
    hosted table opens and stopped when it closes (or the app quits)."""

    sig_changed = Signal()
    """The kept tables changed (the lobby's offer redraws)."""

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hosting")
        self.folder = folder
        self.kept = KeptTables(folder)
        self.host_thread: HostThread | None = None
        self.events = HostEvents(self)
        self.events.sig_message.connect(self._on_message)
        self.open_code: str | None = None
        """The table the player sits at now."""
        self._sittings = 0
        """Counts the hosted tables opened, so a page closed late stops only its own."""
        self.advertisement: Advertisement | None = None
        self.moved: dict[str, str] = {}
        """Tables hosted again at another address or port: code -> the invitation friends
        still hold, which no longer reaches the table (the dialog and status say so)."""
        self.invite_action = QAction(self)
        self.invite_action.setObjectName("invitation_action")
        self.invite_action.setVisible(False)
        self.invite_action.triggered.connect(self.show_invitation)
        menu = getattr(parent, "table_menu", None)
        if isinstance(menu, QMenu):  # the Table menu reopens a closed invitation
            menu.addAction(self.invite_action)
            menu.aboutToShow.connect(self._word)  # worded in the language of the moment
        self._word()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)
        if parent is not None:  # the window closed for good: the app is going
            parent.installEventFilter(self)

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """After the window's Close (which it may refuse, asking first), stop hosting if it
        did close."""
        if event.type() == QEvent.Type.Close and isinstance(watched, QWidget):
            QTimer.singleShot(0, self, lambda: self._after_close(watched))
        return False

    def _after_close(self, window: QWidget) -> None:
        try:
            closed = not window.isVisible()
        except RuntimeError:  # deleted already
            closed = True
        if closed and self.host_thread is not None:
            self.stop()
            self.sig_changed.emit()

    @classmethod
    def of(cls, window: MainWindow) -> Hosting:
        """The window's hosting (made on first use), its files in the saves folder."""
        found = window.findChild(Hosting, "hosting")
        if isinstance(found, Hosting):
            return found
        return cls(Path(window.saves.folder) / FOLDER, window)

    def running(self, port: int | None = None) -> HostThread:
        """The host thread, started if need be: at `port` (a kept table's), else
        DEFAULT_PORT, else any free port.

        Raises:
            OSError: when no port can be listened on.
        """
        if self.host_thread is not None:
            return self.host_thread
        from tablecards.net.host import HostThread

        wanted = [p for p in (port, DEFAULT_PORT) if p] + [0]
        error: OSError | None = None
        for attempt in dict.fromkeys(wanted):
            store = self._store()
            thread = HostThread(BIND_ADDRESS, attempt, store)
            try:
                thread.start()
            except OSError as err:
                error = err
                thread.stop(timeout=2.0)
                with contextlib.suppress(Exception):
                    store.close()
                continue
            thread.add_listener(self.events.sig_message.emit)
            self.host_thread = thread
            return thread
        assert error is not None
        raise error

    def _word(self) -> None:
        self.invite_action.setText(
            QCoreApplication.translate("Hosting", "&Invitation to this table…"))

    def show_invitation(self) -> Any:
        """The invitation dialog of the table on screen (made again if it was closed)."""
        from tablecards.ui.invitation import InvitationDialog

        window = self.parent()
        code = self.open_code
        kept = self.kept.find(code) if code is not None else None
        if not isinstance(window, QWidget) or kept is None or self.host_thread is None:
            return None
        dialog = window.findChild(InvitationDialog)
        if dialog is None:
            dialog = InvitationDialog(self, kept, window)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def forget(self, code: str) -> None:
        """Drop a kept table: from this app's list and, when no host runs now, from the
        store (a running host keeps it in memory; unclaimed, it is swept once idle)."""
        self.kept.forget(code)
        if self.host_thread is None:
            try:
                store = self._store()
            except OSError as err:
                LOG.warning("the hosted table %s stays in the store: %s", code, err)
            else:
                store.delete(code)
                store.close()
        self.sig_changed.emit()

    def _store(self) -> Store:
        """The host's store; one SQLite cannot open is set aside (the kept tables in it are
        lost, hosting goes on) and a new one made.

        Raises:
            OSError: when the folder cannot be written.
        """
        import sqlite3

        from tablecards.net.store import FILE as STORE_FILE
        from tablecards.net.store import Store

        try:
            return Store(self.folder)
        except sqlite3.DatabaseError as err:
            LOG.error("the hosted tables' store cannot be opened, set aside: %s", err)
            path = self.folder / STORE_FILE
            aside = unused_path(lambda stamp: path.with_name(f"{path.name}.bad-{stamp}"))
            path.replace(aside)
            for extra in ("-wal", "-shm"):
                Path(f"{path}{extra}").unlink(missing_ok=True)
            return Store(self.folder)

    def stop(self) -> None:
        """Stop hosting: the friends lose their host; every table stays in the store."""
        thread, self.host_thread, self.open_code = self.host_thread, None, None
        self.invite_action.setVisible(False)
        advertisement, self.advertisement = self.advertisement, None
        if advertisement is not None:
            advertisement.stop()  # a goodbye on the network, in the background
        if thread is not None:
            try:
                thread.stop()
            except Exception:  # a host that will not stop must not keep the app from quitting
                LOG.exception("the host did not stop cleanly")

    def invitation(self, code: str) -> Invitation:
        """The invitation friends use (the machine's network address)."""
        assert self.host_thread is not None
        from tablecards.net.protocol import Invitation

        return Invitation(shown_address(BIND_ADDRESS), self.host_thread.port, code)

    def local_invitation(self, code: str) -> Invitation:
        """The invitation for this machine (the host player's own seat, a friend here)."""
        assert self.host_thread is not None
        from tablecards.net.protocol import Invitation

        return Invitation(LOOPBACK, self.host_thread.port, code)

    def _on_message(self, code: str, message: object) -> None:
        if not isinstance(message, dict):
            return
        if message.get("type") == "over":
            self.kept.forget(code)  # a finished match is not offered again
            self.sig_changed.emit()
        elif message.get("type") == "seats" and code == self.open_code \
                and self.advertisement is not None:
            self.advertisement.update(free=_free_seats(message))

    def _advertise(self, kept: KeptTable) -> None:
        """List the table on the local network (its code stays off the listing)."""
        if not ADVERTISE or self.host_thread is None:
            return
        from tablecards.net.discovery import Advertisement

        try:
            free = _free_seats(self.host_thread.table_state(kept.code))
            name = kept.names[kept.seat] if kept.seat < len(kept.names) else ""
            self.advertisement = Advertisement(self.host_thread.port, kept.game, kept.players,
                                               free, name or "TableCards",
                                               interfaces=ADVERTISE_INTERFACES)
            self.advertisement.start()
        except (KeyError, ValueError, OSError):  # friends still have the invitation
            LOG.warning("the table could not be listed on the network", exc_info=True)

    # -- the table the player sits at ----------------------------------------------------------
    def sit(self, page: TablePage, code: str) -> None:
        """Hosting follows the table page: when the player leaves it, the host stops (the
        match is kept; the lobby offers to host it again)."""
        self.open_code = code
        self.invite_action.setVisible(True)
        self._sittings += 1
        sitting = self._sittings
        page.destroyed.connect(lambda _=None: self._page_gone(sitting))

    def _page_gone(self, sitting: int) -> None:
        if sitting == self._sittings and self.open_code is not None:
            self.stop()
            self.sig_changed.emit()


def _free_seats(seats: dict[str, Any]) -> int:
    """The open seats of a `seats` message."""
    listed = seats.get("seats")
    return sum(1 for s in listed if isinstance(s, dict) and s.get("kind") == "open") \
        if isinstance(listed, list) else 0


def hosted_here(window: MainWindow) -> bool:
    """The table on the window's screen is one this app hosts now."""
    found = window.findChild(Hosting, "hosting")
    return isinstance(found, Hosting) and found.host_thread is not None \
        and found.open_code is not None


def leave_words(window: MainWindow) -> str | None:
    """What leaving a hosted table does, for the leave and quit questions (None: not hosted)."""
    if not hosted_here(window):
        return None
    return QCoreApplication.translate(
        "Hosting", "Your friends lose their host while this table is closed. The match is kept: "
        "Host again in the lobby opens it again, and your friends join again with the "
        "same invitation.")


# -- starting and resuming -------------------------------------------------------------------------
def host_match(window: MainWindow, config: MatchConfig) -> TablePage | None:
    """Host the lobby's match: open its table on the window's host, sit the player at it and
    show the invitation. None when it cannot be hosted (told in the lobby)."""
    own = [i for i, s in enumerate(config.seats) if s.human and not s.remote]
    problem = seats_problem([SeatChoice(s.name, s.human, s.level, s.remote)
                             for s in config.seats])
    if problem is not None:  # the lobby disables Start for these seats; a caller may not
        window.lobby.show_error(problem)
        return None
    Settings().set_last_seats(config.game_id, [SeatChoice(s.name, s.human, s.level, s.remote)
                                               for s in config.seats])
    hosting = Hosting.of(window)
    if hosting.host_thread is not None and hosting.open_code is not None:
        hosting.stop()  # the table on screen gives way to the new one
    from tablecards.net.protocol import ProtocolError  # loaded with the host

    try:
        thread = hosting.running()
        created = thread.create_table(table_config(config, own))
    except OSError as err:
        window.lobby.show_error(QCoreApplication.translate(
            "Hosting", "The table could not be hosted: %1").replace(
            "%1", err.strerror or str(err)))
        return None
    except ProtocolError:
        window.lobby.show_error(QCoreApplication.translate(
            "Hosting", "The table could not be hosted: %1").replace(
            "%1", QCoreApplication.translate("Hosting", "the rules refuse these seats or options")))
        return None
    kept = KeptTable(created.code, thread.port, created.owner_token, own[0],
                     created.seat_tokens[own[0]], config.game_id, config.players,
                     [s.name if not s.remote else "" for s in config.seats], time.time(),
                     hosting.invitation(created.code).host,
                     {str(s): created.seat_tokens[s] for s in own[1:]})
    hosting.kept.keep(kept)
    return _open(window, hosting, kept)


def table_config(config: MatchConfig, own: list[int]) -> TableConfig:
    """The network table of the lobby's match: the seats played at this screen reserved
    (hot seat's too), friends' seats open (named once they join, unless the lobby gave a
    name), computers at their level."""
    from tablecards.net.table import SeatPlan, TableConfig

    plans = []
    for seat, chosen in enumerate(config.seats):
        if seat in own:
            plans.append(SeatPlan("reserved", chosen.level, clean_name(chosen.name)))
        elif chosen.remote:
            typed = "" if recognise(chosen.name) is not None else clean_name(chosen.name)
            plans.append(SeatPlan("open", chosen.level, typed))
        else:
            plans.append(SeatPlan("computer", chosen.level, clean_name(chosen.name)))
    return TableConfig(config.game_id, config.players, dict(config.options), tuple(plans),
                       seed=config.seed)


def host_again(window: MainWindow, code: str) -> TablePage | None:
    """Host a kept table again (the same code, seats and tokens; the same port when free)."""
    hosting = Hosting.of(window)
    kept = hosting.kept.find(code)
    if kept is None:
        return None
    if hosting.host_thread is not None and hosting.open_code not in (None, code):
        hosting.stop()
    try:
        thread = hosting.running(kept.port)
        thread.table_state(code)
    except OSError as err:
        window.lobby.show_error(QCoreApplication.translate(
            "Hosting", "The table could not be hosted: %1").replace(
            "%1", err.strerror or str(err)))
        return None
    except KeyError:  # removed from the store (finished, or long idle): nothing to resume
        hosting.kept.forget(code)
        hosting.sig_changed.emit()
        window.lobby.show_error(
            QCoreApplication.translate("Hosting", "That table is no longer kept."))
        return None
    from tablecards.net.protocol import Invitation

    held = Invitation(kept.address or shown_address(BIND_ADDRESS), kept.port, code)
    now = hosting.invitation(code)
    if str(now) != str(held):  # the old port was taken (or the network changed)
        hosting.moved[code] = str(held)
        kept.port, kept.address = now.port, now.host
        hosting.kept.keep(kept)
    else:
        hosting.moved.pop(code, None)
    page = _open(window, hosting, kept)
    if page is not None and code in hosting.moved:
        page.status.setText(moved_words())
    return page


def moved_words() -> str:
    """What the host player is told when a table is hosted again at another address."""
    return QCoreApplication.translate(
        "Hosting", "This table's address has changed: the invitation your friends have no "
        "longer reaches it. Send them the new invitation (Table menu, Invitation to this "
        "table).")


def _open(window: MainWindow, hosting: Hosting, kept: KeptTable) -> TablePage | None:
    """Sit the player at the hosted table (their reserved seat) and show the invitation."""
    from tablecards.ui.invitation import InvitationDialog
    from tablecards.ui.net_table import join_table

    thread = hosting.host_thread
    assert thread is not None
    name = kept.names[kept.seat] if kept.seat < len(kept.names) else ""
    page: TablePage | None = join_table(window, hosting.local_invitation(kept.code), name,
                                        token=kept.token, host=thread,
                                        others=kept.local_tokens())
    if page is None:  # the table could not be opened (told there): nobody to host for
        hosting.stop()
        return None
    hosting.sit(page, kept.code)
    hosting._advertise(kept)
    for old in window.findChildren(InvitationDialog):  # another table's
        old.close()
        old.setParent(None)
    dialog = hosting.show_invitation()
    if dialog is not None:
        page.destroyed.connect(dialog.close)
    return page


def open_dialog(window: MainWindow) -> Any:
    """The invitation dialog on screen, if any (tests and the table's menu)."""
    from tablecards.ui.invitation import InvitationDialog

    return window.findChild(InvitationDialog)
