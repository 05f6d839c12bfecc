"""File › Join a network table: the dialog driven by keys and clicks, joined to a real host
on 127.0.0.1; the tables found on the network (discovery on loopback only); and the
tablecards:// link given at start or handed to the running copy."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtNetwork import QLocalSocket
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from tablecards import app, cli
from tablecards.net.discovery import LOOPBACK, advertise
from tablecards.net.host import HostThread
from tablecards.net.table import SeatPlan, TableConfig
from tablecards.rules.registry import game_class
from tablecards.ui import single_instance
from tablecards.ui.join_dialog import JoinDialog
from tablecards.ui.main_window import MainWindow
from tests.ui.test_mnemonics import letter, widget_text

GAME = "hearts"
WAIT_MS = 20_000
"""The longest a step waits for the host or zeroconf (a bound, not a timing)."""
LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def host() -> Iterator[HostThread]:
    thread = HostThread("127.0.0.1", 0)
    thread.start()
    yield thread
    thread.stop()


def open_table(host: HostThread) -> str:
    """A table with one open seat and Easy computers; its code."""
    players = game_class(GAME).spec.usual_players
    plans = (SeatPlan("open"), *[SeatPlan("computer", "easy")] * (players - 1))
    return host.create_table(TableConfig(GAME, players, {}, plans)).code


def join_dialog(qtbot, window: MainWindow, invitation: str | None = None) -> JoinDialog:
    """The dialog as File › Join a network table… opens it (by its menu action)."""
    if invitation is None:
        window.join_action.trigger()
    else:
        window.show_join(invitation)
    dialog = window.join_dialog
    assert isinstance(dialog, JoinDialog)
    qtbot.waitExposed(dialog)
    return dialog


def type_into(field, text: str) -> None:
    field.setFocus()
    field.selectAll()
    QTest.keyClick(field, Qt.Key.Key_Delete)
    QTest.keyClicks(field, text)


def click_join(dialog: JoinDialog) -> None:
    QTest.mouseClick(dialog.join_button, LEFT)


@pytest.mark.parametrize(("address", "code", "words", "field"), [
    ("", "", "Paste the invitation", "join_invitation"),
    ("tablecards://nowhere/ABCD", "", "not complete", "join_invitation"),
    ("tablecards://10.0.0.1:99999/ABCDEFGHJKLM", "", "not complete", "join_invitation"),
    ("http://10.0.0.1:8765/x", "", "not an address", "join_invitation"),
    ("10.0.0.1:8765", "", "Type the table code", "join_code"),
    ("10.0.0.1:8765", "ABCD-EFGH", "12 letters", "join_code"),
    ("10.0.0.1:8765", "OOOO-IIII-1111", "12 letters", "join_code"),
])
def test_a_bad_invitation_is_explained_and_nothing_is_joined(
        qtbot, window: MainWindow, address: str, code: str, words: str, field: str) -> None:
    dialog = join_dialog(qtbot, window)
    type_into(dialog.address, address)
    type_into(dialog.code, code)
    type_into(dialog.name, "Ann")
    click_join(dialog)
    assert dialog.isVisible() and dialog.message.isVisible()
    assert words in dialog.message.text()
    assert dialog.focusWidget().objectName() == field
    assert window.table is None


def test_a_name_is_asked_for_unless_only_watching(qtbot, window: MainWindow) -> None:
    dialog = join_dialog(qtbot, window, "tablecards://10.0.0.1:8765/ABCD-EFGH-JKMN")
    assert not dialog.code.isEnabled()  # the invitation carries its code
    click_join(dialog)
    assert "Type your name" in dialog.message.text()
    assert dialog.focusWidget() is dialog.name
    type_into(dialog.address, "")  # the message goes once the player corrects something
    assert not dialog.message.isVisible()


def test_the_address_and_the_code_as_read_out_join_the_table(
        qtbot, window: MainWindow, host: HostThread) -> None:
    code = open_table(host)
    dialog = join_dialog(qtbot, window)
    type_into(dialog.address, f"127.0.0.1:{host.port}")
    spoken = f"{code[:4].lower()} {code[4:8]}-{code[8:].lower()}"  # as someone wrote it down
    type_into(dialog.code, spoken)
    type_into(dialog.name, "Ann")
    click_join(dialog)
    qtbot.waitUntil(lambda: window.table is not None, timeout=WAIT_MS)
    controller = window.table.controller
    assert controller.invitation.code == code and controller.name == "Ann"
    assert not controller.spectator
    assert window.join_dialog is None  # closed


def test_watch_only_joins_as_a_spectator(qtbot, window: MainWindow, host: HostThread) -> None:
    code = open_table(host)
    dialog = join_dialog(qtbot, window, f"  tablecards://127.0.0.1:{host.port}/{code}  ")
    QTest.mouseClick(dialog.watch, LEFT, pos=dialog.watch.rect().center())
    assert dialog.watch.isChecked()
    click_join(dialog)
    qtbot.waitUntil(lambda: window.table is not None, timeout=WAIT_MS)
    assert window.table.controller.spectator


def test_a_table_on_this_network_is_listed_and_joined_by_a_click(
        qtbot, window: MainWindow, host: HostThread) -> None:
    """The host opened its table to the room (its code in the listing): a click on the
    listing fills the invitation; a double click would join at once."""
    code = open_table(host)
    listing = advertise(host.port, GAME, 4, 1, "Ann's table", code=code, interfaces=LOOPBACK)
    try:
        dialog = join_dialog(qtbot, window)
        ours = f"127.0.0.1:{host.port}"
        qtbot.waitUntil(lambda: any(ours in dialog.tables.item(i).text()
                                    for i in range(dialog.tables.count())), timeout=WAIT_MS)
        row = next(i for i in range(dialog.tables.count())
                   if ours in dialog.tables.item(i).text())
        item = dialog.tables.item(row)
        assert "1 free seat" in item.text() and "Hearts" in item.text()
        rect = dialog.tables.visualItemRect(item)
        QTest.mouseClick(dialog.tables.viewport(), LEFT, pos=rect.center())
        assert dialog.address.text() == f"tablecards://{ours}/{code}"
        assert dialog.focusWidget() is dialog.name
        QTest.keyClicks(dialog.name, "Bob")
        QTest.keyClick(dialog.name, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: window.table is not None, timeout=WAIT_MS)
        assert window.table.controller.name == "Bob"
    finally:
        listing.stop(wait=True)


def test_a_listing_without_its_code_asks_for_the_code_and_the_list_follows(
        qtbot, window: MainWindow) -> None:
    listing = advertise(45123, GAME, 4, 2, "Carol", interfaces=LOOPBACK)
    try:
        dialog = join_dialog(qtbot, window)
        qtbot.waitUntil(lambda: any("127.0.0.1:45123" in dialog.tables.item(i).text()
                                    for i in range(dialog.tables.count())), timeout=WAIT_MS)
        row = next(i for i in range(dialog.tables.count())
                   if "127.0.0.1:45123" in dialog.tables.item(i).text())
        rect = dialog.tables.visualItemRect(dialog.tables.item(row))
        QTest.mouseClick(dialog.tables.viewport(), LEFT, pos=rect.center())
        assert dialog.address.text() == "127.0.0.1:45123" and dialog.code.isEnabled()
        assert dialog.focusWidget() is dialog.code
        listing.update(free=1)  # someone sat down: the list follows
        qtbot.waitUntil(lambda: any("127.0.0.1:45123" in dialog.tables.item(i).text()
                                    and "1 free seat" in dialog.tables.item(i).text()
                                    for i in range(dialog.tables.count())), timeout=WAIT_MS)
    finally:
        listing.stop(wait=True)
    qtbot.waitUntil(lambda: not any("127.0.0.1:45123" in dialog.tables.item(i).text()
                                    for i in range(dialog.tables.count())), timeout=WAIT_MS)


def test_every_field_has_its_own_alt_letter(qtbot, window: MainWindow) -> None:
    dialog = join_dialog(qtbot, window)
    letters = [letter(widget_text(w)) for w in dialog.findChildren(QWidget)
               if w.isVisible() and widget_text(w)]
    letters = [key for key in letters if key]
    assert len(letters) >= 6 and len(letters) == len(set(letters)), letters
    dialog.activateWindow()  # shortcuts answer in the active window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    QTest.keyClick(dialog, Qt.Key.Key_W, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(dialog.watch.isChecked)  # a mnemonic clicks as an animated click


# -- the tablecards:// link ----------------------------------------------------------------
LINK = "tablecards://192.168.1.20:8765/ABCD-EFGH-JKMN"


def test_the_link_is_found_among_the_start_arguments() -> None:
    assert app.link_argument(["tablecards", LINK]) == LINK
    assert app.link_argument(["tablecards", "-platform", "offscreen", LINK.upper()]) \
        == LINK.upper()
    assert app.link_argument(["tablecards"]) is None
    assert app.link_argument([LINK]) is None  # the program's own name is not an argument


def test_the_command_hands_a_link_to_the_app(monkeypatch) -> None:
    started: list[list[str]] = []
    monkeypatch.setattr(app, "run", lambda argv: started.append(argv) or 0)
    assert cli.main([LINK]) == 0
    assert started and started[0][1:] == [LINK]


@pytest.fixture
def running(tmp_path: Path) -> Iterator[single_instance.RunningCopy]:
    copy = single_instance.claim(tmp_path / "data")
    assert copy is not None
    yield copy
    copy.release()


def ask(qtbot, name: str, line: bytes) -> bytes:
    """A later start's request, without blocking (the running copy is in this thread)."""
    socket = QLocalSocket()
    with qtbot.waitSignal(socket.connected):
        socket.connectToServer(name)
    socket.write(line)
    qtbot.waitUntil(socket.canReadLine)
    answer = bytes(socket.readLine().data()).strip()
    socket.abort()
    return answer


def test_a_later_start_with_a_link_opens_the_join_dialog_here(
        qtbot, window: MainWindow, running: single_instance.RunningCopy) -> None:
    app.answer_later_starts(window, running)
    answer = ask(qtbot, running.name, b"open " + LINK.encode() + b"\n")
    assert answer == single_instance.RAISED
    qtbot.waitUntil(lambda: getattr(window, "join_dialog", None) is not None)
    dialog = window.join_dialog
    qtbot.waitExposed(dialog)
    assert dialog.address.text() == LINK and not dialog.code.isEnabled()


@pytest.mark.parametrize("line", [b"open javascript:alert(1)\n", b"open \xff\xfe\n",
                                  b"open tablecards://a\x07b\n", b"opened " + LINK.encode()])
def test_a_strange_link_is_refused_and_opens_nothing(
        qtbot, window: MainWindow, running: single_instance.RunningCopy, line: bytes) -> None:
    app.answer_later_starts(window, running)
    with qtbot.assertNotEmitted(running.open_requested):
        assert ask(qtbot, running.name, line.rstrip(b"\n") + b"\n") == single_instance.UNKNOWN
    assert getattr(window, "join_dialog", None) is None
