"""One running copy per data folder: a second start hands over to the first and leaves.

Why: two copies with the same data folder (the one that holds `saves/`, `history/` and the
statistics) each take the other's live match for their own, overwrite `current.json`, and
count a match twice when both finish it (issue 28). So the first copy takes a lock file in
that folder before it opens any save, and listens on a local socket; a later copy that finds
the lock taken asks the first, over the socket, to bring its window forward, and leaves
without reading or writing anything in the folder.

The lock is a `QLockFile`: it records the holder's process id, so a lock left by a copy that
was killed (or crashed) is seen as stale and taken over at the next start; `setStaleLockTime(0)`
keeps a lock held by a long-running copy from ever being called stale by its age alone.

The socket's name is derived from a hash of the data folder's path: two different homes (or
two users) never meet on one name, and the name stays short enough for the Unix socket path
limit (about 100 bytes) however long or non-ASCII the home's path is.

The exchange is one line each way: the new copy sends `raise`, the running one brings its
window forward and answers `raised`. A copy started with a table's invitation (a
`tablecards://` link the desktop opened) sends `open LINK` instead: the running one brings its
window forward, opens its Join dialog with the link, and answers `raised` too. If no answer
comes (the running copy hangs, or runs on another computer that shares this home), the new
copy cannot hand over; the caller then says so and leaves, still without touching the saves.

The app takes the lock before its window opens and listens once the window is up
(`claim(listen=False)`, then `RunningCopy.listen`): QtNetwork loads then, not before the first
window. A later start in between finds the lock taken and keeps trying to connect (CONNECT_MS),
as it does while a copy is still starting.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCryptographicHash,
    QDeadlineTimer,
    QLockFile,
    QObject,
    Qt,
    QThread,
    Signal,
)
from PySide6.QtWidgets import QApplication, QWidget

if TYPE_CHECKING:  # QtNetwork loads when the first copy listens or a later one asks
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_FILE = "tablecards.lock"
"""The lock's file name inside the data folder."""
RAISE = b"raise"
"""What a new copy sends: bring your window forward."""
OPEN = b"open"
"""What a new copy started with a link sends, followed by a space and the link."""
RAISED = b"raised"
"""The running copy's answer once its window was brought forward."""
UNKNOWN = b"unknown"
"""The running copy's answer to any other request."""
LONGEST_REQUEST = 1024
"""Bytes the running copy reads before giving up on a line (a word, or `open` and a link)."""
LINK_SCHEME = "tablecards:"
"""What a link handed over starts with (anything else is refused)."""
CONNECT_MS = 3000
"""How long a new copy keeps trying to connect: the running copy may be between taking its
lock and listening (it removes a socket file a killed copy left first)."""
ANSWER_MS = 10000
"""How long a new copy waits for the answer: a running copy that is still starting answers
only once its event loop runs."""
RETRY_MS = 100
"""Pause between connection attempts while the running copy is not listening yet."""


def server_name(folder: Path) -> str:
    """The local socket's name for a data folder: the same for every copy with that folder
    (also when one reaches it through a symbolic link, as the lock file is the same file
    then), different for any other folder, short and plain ASCII."""
    path = str(folder.resolve()).encode("utf-8", "surrogatepass")
    # SHA-256 by Qt's own code: Python's hashlib would load OpenSSL before the first window
    digest = QCryptographicHash.hash(path, QCryptographicHash.Algorithm.Sha256)
    return "tablecards-" + bytes(digest.toHex().data()).decode("ascii")[:24]


class RunningCopy(QObject):
    """The first copy's claim: its lock on the data folder and the server that answers later
    starts. Keep it alive while the app runs; `release()` when it ends."""

    raise_requested = Signal()
    """A later start asked for this copy's window."""
    open_requested = Signal(str)
    """A later start was given a tablecards:// link: open it here (after raise_requested)."""

    def __init__(self, lock: QLockFile, name: str, parent: QObject | None = None,
                 holds: bool = True) -> None:
        super().__init__(parent)
        self.lock = lock
        self.name = name
        self.holds = holds
        """Whether this copy holds the lock (False: the folder cannot hold one, and this copy
        runs unprotected, without listening)."""
        self.server: QLocalServer | None = None
        """The server answering later starts, once `listen` made it."""

    def listen(self) -> bool:
        """Start answering; False if the socket cannot be made (later starts then say that
        this copy does not answer, and still leave the saves alone).

        A socket file with our name is one a killed copy left behind (we hold the lock, so no
        live copy listens on it): it is removed and the name taken again.
        """
        from PySide6.QtNetwork import QLocalServer

        if self.server is None:
            self.server = QLocalServer(self)
            # Only this user may connect: another user has no business raising our window.
            self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
            self.server.newConnection.connect(self._accept)
        if self.server.listen(self.name):
            return True
        QLocalServer.removeServer(self.name)
        return self.server.listen(self.name)

    def release(self) -> None:
        """Stop answering and free the data folder for the next start."""
        if self.server is not None:
            self.server.close()
        self.lock.unlock()

    def _accept(self) -> None:
        assert self.server is not None
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)
            self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        """Answer one request line; a caller that sends too much without a line end is cut
        off (it is not a copy of ours)."""
        if not socket.canReadLine():
            if socket.bytesAvailable() > LONGEST_REQUEST:
                socket.abort()
            return
        request = bytes(socket.readLine(LONGEST_REQUEST + 1).data()).strip()
        link = handed_link(request)
        if request == RAISE or link is not None:
            self.raise_requested.emit()
            if link is not None:
                self.open_requested.emit(link)
            socket.write(RAISED + b"\n")
        else:
            socket.write(UNKNOWN + b"\n")
        socket.flush()
        socket.disconnectFromServer()


def handed_link(request: bytes) -> str | None:
    """The link of an `open LINK` request when it is one of ours (printable, tablecards:),
    else None; the Join dialog checks the rest as it checks anything typed."""
    word, _, rest = request.partition(b" ")
    if word != OPEN:
        return None
    try:
        link = rest.decode("utf-8").strip()
    except UnicodeDecodeError:
        return None
    if not link.lower().startswith(LINK_SCHEME) or not link.isprintable():
        return None
    return link


def bring_forward(window: QWidget) -> None:
    """Show `window` un-minimised, on top and active, with any dialog it has open above it.

    A window manager may refuse to hand focus to a window that did not ask for it by a
    user's click (Wayland always does); the taskbar entry then asks for attention instead.
    """
    state = window.windowState() & ~Qt.WindowState.WindowMinimized
    window.setWindowState(state | Qt.WindowState.WindowActive)
    window.show()
    window.raise_()
    window.activateWindow()
    modal = QApplication.activeModalWidget()
    if modal is not None and modal is not window:
        modal.raise_()
        modal.activateWindow()
    QApplication.alert(window)


def claim(folder: Path, parent: QObject | None = None,
          listen: bool = True) -> RunningCopy | None:
    """Take the data folder for this copy, or None when another live copy holds it; the copy
    answers later starts at once, or (`listen=False`) once its `listen` is called.

    A folder that cannot hold a lock file at all (read-only, missing and not creatable) is
    not refused: nothing can be saved there either, and the app's own save messages say so.
    Such a claim has no lock and no server.
    """
    _make(folder)
    lock = QLockFile(str(folder / LOCK_FILE))
    lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
    name = server_name(folder)
    if lock.tryLock(0):
        running = RunningCopy(lock, name, parent)
        if listen:
            running.listen()
        return running
    if lock.error() == QLockFile.LockError.LockFailedError:
        return None
    return RunningCopy(lock, name, parent, holds=False)  # cannot lock here: run unprotected


def _make(folder: Path) -> None:
    """Create the folder if it can be; if not, the lock attempt says why (and `claim`
    decides)."""
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)


def ask_to_raise(name: str, connect_ms: int | None = None, answer_ms: int | None = None,
                 link: str | None = None) -> bool:
    """Ask the running copy listening on `name` to bring its window forward (and to open
    `link`, a tablecards:// invitation, when given); True once it answered that it did.
    Blocks for at most about `connect_ms + answer_ms` (CONNECT_MS and ANSWER_MS unless
    given); no event loop is needed, as this runs before any window exists."""
    from PySide6.QtNetwork import QLocalSocket

    connect_ms = CONNECT_MS if connect_ms is None else connect_ms
    answer_ms = ANSWER_MS if answer_ms is None else answer_ms
    socket = QLocalSocket()
    try:
        if not _connect(socket, name, connect_ms):
            return False
        request = RAISE if link is None else OPEN + b" " + link.strip().encode("utf-8")
        if len(request) > LONGEST_REQUEST:
            request = RAISE  # no invitation is that long: bring the window forward only
        socket.write(request + b"\n")
        if not socket.waitForBytesWritten(answer_ms):
            return False
        deadline = QDeadlineTimer(answer_ms)
        while not socket.canReadLine():
            if deadline.hasExpired() or not socket.waitForReadyRead(
                    max(1, deadline.remainingTime())):
                return False
        return bytes(socket.readLine(LONGEST_REQUEST + 1).data()).strip() == RAISED
    finally:
        socket.abort()


def _connect(socket: QLocalSocket, name: str, connect_ms: int) -> bool:
    """Connect, trying again while the server is not there yet (bounded by `connect_ms`)."""
    deadline = QDeadlineTimer(connect_ms)
    while True:
        socket.connectToServer(name)
        if socket.waitForConnected(max(1, deadline.remainingTime())):
            return True
        socket.abort()
        if deadline.hasExpired():
            return False
        QThread.msleep(min(RETRY_MS, max(1, deadline.remainingTime())))
