"""One running copy per data folder (issue 28 item 1), in one process: the lock, the local
server that answers a later start, the client that asks it, and bringing a window forward.
tests/packaging/test_one_copy.py starts real copies of the app."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QDir, QTimer
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from tablecards import app
from tablecards.ui import single_instance
from tablecards.ui.single_instance import RunningCopy, claim, server_name


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "data with spaces 日本語"


@pytest.fixture
def first(folder: Path) -> Iterator[RunningCopy]:
    running = claim(folder)
    assert running is not None
    yield running
    running.release()


def _request(qtbot, name: str, line: bytes) -> bytes:
    """Send one line as a later start does and return the answer line.

    The real later start (`ask_to_raise`) blocks until the answer, which is right in its own
    process; here the first copy runs in this thread, so the request is made without
    blocking. tests/packaging/test_one_copy.py runs `ask_to_raise` against a real copy.
    """
    socket = QLocalSocket()
    with qtbot.waitSignal(socket.connected):
        socket.connectToServer(name)
    socket.write(line)
    qtbot.waitUntil(socket.canReadLine)
    answer = bytes(socket.readLine().data()).strip()
    socket.abort()
    return answer


def test_the_folder_is_held_until_released(folder: Path, first: RunningCopy) -> None:
    assert (folder / single_instance.LOCK_FILE).exists()
    assert first.server.isListening()
    assert claim(folder) is None
    first.release()
    again = claim(folder)
    assert again is not None
    again.release()


def test_another_folder_is_another_copy(tmp_path: Path, first: RunningCopy) -> None:
    other = claim(tmp_path / "other home")
    assert other is not None
    assert other.name != first.name
    other.release()


def test_the_socket_name_is_short_and_plain_for_any_path(tmp_path: Path) -> None:
    long = tmp_path / ("とても長いフォルダ名 " * 30) / "TableCards"
    name = server_name(long)
    assert name.isascii() and len(name) < 40
    assert name == server_name(long) != server_name(tmp_path)


def test_a_later_start_raises_the_window(qtbot, first: RunningCopy) -> None:
    with qtbot.waitSignal(first.raise_requested):
        answer = _request(qtbot, first.name, single_instance.RAISE + b"\n")
    assert answer == single_instance.RAISED


def test_a_strange_request_is_refused_and_raises_nothing(qtbot, first: RunningCopy) -> None:
    with qtbot.assertNotEmitted(first.raise_requested):
        answer = _request(qtbot, first.name, b"format c:\n")
    assert answer == single_instance.UNKNOWN


def test_an_endless_request_is_cut_off(qtbot, first: RunningCopy) -> None:
    socket = QLocalSocket()
    with qtbot.waitSignal(socket.connected):
        socket.connectToServer(first.name)
    with qtbot.waitSignal(socket.disconnected), qtbot.assertNotEmitted(first.raise_requested):
        socket.write(b"x" * (single_instance.LONGEST_REQUEST * 2))


def test_a_copy_that_does_not_answer_is_not_waited_for_ever(folder: Path) -> None:
    silent = QLocalServer()  # accepts connections (the system does) but never answers
    assert silent.listen(server_name(folder))
    try:
        assert single_instance.ask_to_raise(silent.serverName(), 100, 100) is False
    finally:
        silent.close()


def test_no_copy_listening_is_no_answer(folder: Path) -> None:
    assert single_instance.ask_to_raise(server_name(folder), 100, 100) is False


def test_a_socket_left_by_a_killed_copy_is_taken_over(folder: Path) -> None:
    leftover = Path(QDir.tempPath()) / server_name(folder)
    leftover.write_bytes(b"")  # where the killed copy's socket was
    try:
        running = claim(folder)
        assert running is not None and running.server.isListening()
        running.release()
    finally:
        leftover.unlink(missing_ok=True)


def test_bring_forward_restores_a_minimised_window(qtbot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.showMinimized()
    assert window.isMinimized()
    single_instance.bring_forward(window)
    assert not window.isMinimized() and window.isVisible()


def test_a_silent_copy_is_reported_by_name_and_nothing_starts(
        qtbot, folder: Path, first: RunningCopy, monkeypatch) -> None:
    """The running copy is busy (its event loop never runs while the new start waits), so the
    new start says so in a message naming the folder and ends with status 1."""
    monkeypatch.setattr(single_instance, "ANSWER_MS", 100)
    seen: list[str] = []

    def read_and_close() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, read_and_close)
            return
        seen.append(box.text())
        box.accept()

    QTimer.singleShot(0, read_and_close)
    assert app.hand_over(folder, smoke=False) == 1
    assert len(seen) == 1 and str(folder) in seen[0] and "does not answer" in seen[0]
