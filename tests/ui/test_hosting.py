"""Hosting a network table from the lobby: a friend online, the invitation, a computer for a
seat nobody takes, and a host that quits and hosts the same table again.

Real widgets and events (the lobby's combo boxes, Start, Copy, Computer plays it, Host again);
the host listens on 127.0.0.1 only and the friend is a headless `ClientThread` in this process.
Every wait is bounded.
"""

from __future__ import annotations

import threading
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QMessageBox, QPushButton
from shiboken6 import isValid

from tablecards.net.client import ClientThread
from tablecards.net.discovery import LOOPBACK, Listing, TableBrowser
from tablecards.net.protocol import Invitation
from tablecards.net.store import Store
from tablecards.ui import hosting
from tablecards.ui.controller import Pace
from tablecards.ui.hosted_panel import HostedPanel
from tablecards.ui.hosting import Hosting, KeptTables, shown_address
from tablecards.ui.invitation import InvitationDialog, grouped_code
from tablecards.ui.lobby_seats import REMOTE
from tablecards.ui.main_window import MainWindow
from tablecards.ui.settings import SeatChoice, Settings

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier
WAIT_MS = 20_000


@pytest.fixture(autouse=True)
def _loopback(monkeypatch):
    """The host listens on 127.0.0.1 only, on any free port."""
    monkeypatch.setattr(hosting, "BIND_ADDRESS", "127.0.0.1")
    monkeypatch.setattr(hosting, "DEFAULT_PORT", 0)
    monkeypatch.setattr(hosting, "ADVERTISE", False)  # one test lists it on loopback


@pytest.fixture
def friends():
    """Headless friends' clients, closed at the end."""
    made: list[Friend] = []
    yield made
    for friend in made:
        friend.thread.close()


@pytest.fixture
def hosts(window):
    """Every window's hosting stopped at the end."""
    windows = [window]
    yield windows
    for each in windows:
        Hosting.of(each).stop()


class Friend:
    """A friend at another machine: a client that records what the host says."""

    def __init__(self, invitation: str, name: str = "Ann", token: str | None = None,
                 spectator: bool = False) -> None:
        self.messages: list[dict[str, Any]] = []
        self.lock = threading.Lock()
        self.thread = ClientThread(invitation, name, token=token, spectator=spectator,
                                   on_message=self._heard)
        self.thread.start()

    def _heard(self, message: dict[str, Any]) -> None:
        with self.lock:
            self.messages.append(message)

    def heard(self, kind: str) -> list[dict[str, Any]]:
        with self.lock:
            return [m for m in self.messages if m.get("type") == kind]


def choose(qtbot, combo: QComboBox, data: Any) -> None:
    """Pick the item holding `data` as a player does: a click opens the list, the arrow keys
    walk it and Return takes the item (the list ignores a click released just after it
    opened, as a double-click guard)."""
    row = combo.findData(data)
    assert row >= 0
    QTest.mouseClick(combo, LEFT, NONE, combo.rect().center())
    view = combo.view()
    qtbot.waitUntil(view.isVisible, timeout=2000)
    QTest.keyClick(view, Qt.Key.Key_Home)
    for _ in range(row):
        QTest.keyClick(view, Qt.Key.Key_Down)
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not view.isVisible(), timeout=2000)
    assert combo.currentIndex() == row


def lobby_for(qtbot, window: MainWindow, game: str, kinds: list[Any], level: str = "easy") -> None:
    """Choose `game` and each seat's kind (and a computer's level) in the lobby."""
    lobby = window.lobby
    window.show()
    qtbot.waitExposed(window)
    lobby.game.setCurrentIndex(lobby.game.findData(game))
    for (_, kind), level_box, wanted in zip(lobby.seats_box.rows, lobby.seats_box.levels, kinds,
                                            strict=True):
        if kind.currentData() != wanted:
            choose(qtbot, kind, wanted)
        if wanted is False:
            choose(qtbot, level_box, level)


def start(qtbot, window: MainWindow) -> InvitationDialog:
    window.show()
    qtbot.waitExposed(window)
    qtbot.mouseClick(window.lobby.start_button, LEFT)
    qtbot.waitUntil(lambda: window.findChild(InvitationDialog) is not None, timeout=WAIT_MS)
    dialog = window.findChild(InvitationDialog)
    assert isinstance(dialog, InvitationDialog)
    return dialog


# -- the lobby ---------------------------------------------------------------------------------
def test_a_friend_online_round_trips_through_settings(qtbot, window):
    lobby_for(qtbot, window, "mini_misere", [True, REMOTE, False, REMOTE])
    choices = window.lobby.seats_box.choices()
    assert [(c.human, c.remote) for c in choices] == [(True, False), (True, True),
                                                      (False, False), (True, True)]
    config = window.lobby.config()
    assert [s.remote for s in config.seats] == [False, True, False, True]
    Settings().set_last_seats("mini_misere", choices)
    assert [c.remote for c in Settings().last_seats("mini_misere")] == [False, True, False, True]
    fresh = MainWindow(Pace(bot_ms=0, trick_ms=0, anim_ms=0), saves=window.saves)
    qtbot.addWidget(fresh)
    fresh.lobby.game.setCurrentIndex(fresh.lobby.game.findData("mini_misere"))
    assert [k.currentData() for _, k in fresh.lobby.seats_box.rows] == [True, REMOTE, False,
                                                                         REMOTE]


def test_old_settings_without_remote_still_load():
    Settings().store.setValue("seats/hearts", '[{"name": "Ann", "human": true}, '
                              '{"name": "Bot 1", "human": false, "level": "strong"}, '
                              '{"name": "Ben", "human": false, "remote": true}]')
    assert Settings().last_seats("hearts") == [SeatChoice("Ann", True),
                                               SeatChoice("Bot 1", False, "strong"),
                                               SeatChoice("Ben", False, "normal", False)]
    assert Settings().bad_keys() == []


def test_friends_online_need_a_seat_for_you(qtbot, window, hosts):
    lobby_for(qtbot, window, "mini_misere", [REMOTE, False, REMOTE, False])
    lobby = window.lobby
    assert not lobby.start_button.isEnabled()  # nobody here at all
    assert "at least one seat is Human" in lobby.error.text()
    qtbot.mouseClick(lobby.start_button, LEFT)
    assert window.table is None and Hosting.of(window).host_thread is None
    choose(qtbot, lobby.seats_box.rows[0][1], True)
    assert lobby.start_button.isEnabled() and lobby.error.text() == ""
    choose(qtbot, lobby.seats_box.rows[1][1], True)  # hot seat here, with friends online
    assert lobby.start_button.isEnabled() and lobby.error.text() == ""
    choose(qtbot, lobby.seats_box.rows[2][1], True)  # hot seat without friends online: fine
    choose(qtbot, lobby.seats_box.rows[3][1], True)
    assert lobby.start_button.isEnabled()


# -- hosting -------------------------------------------------------------------------------------
def test_a_friend_joins_with_the_copied_invitation_and_the_match_starts(qtbot, window, hosts,
                                                                         friends):
    lobby_for(qtbot, window, "tressette", [True, REMOTE])
    dialog = start(qtbot, window)
    assert window.table is not None
    line = dialog.line.text()
    invitation = Invitation.parse(line)
    assert invitation.host == "127.0.0.1" and invitation.port == Hosting.of(window).host_thread.port
    assert grouped_code(invitation.code) in dialog.spoken.text()
    assert dialog.rows[1][1].text() == "Waiting for a friend"
    assert dialog.rows[1][3].isVisibleTo(dialog) and not dialog.rows[0][3].isVisibleTo(dialog)
    qtbot.mouseClick(dialog.copy_button, LEFT)
    assert QGuiApplication.clipboard().text() == line
    assert dialog.copied.text() == "Copied."

    seen: list[tuple[str, str]] = []  # each seat row as the dialog showed it
    dialog.hosting.events.sig_message.connect(
        lambda *_: isValid(dialog) and seen.append((dialog.rows[1][0].text(),
                                                    dialog.rows[1][1].text())))
    friend = Friend(QGuiApplication.clipboard().text(), "Ann")
    friends.append(friend)
    qtbot.waitUntil(lambda: bool(friend.heard("view")), timeout=WAIT_MS)
    assert friend.heard("joined")[0]["seat"] == 1
    # every seat taken: the match begins and the invitation steps aside for the table
    qtbot.waitUntil(lambda: window.findChild(InvitationDialog) is None, timeout=WAIT_MS)
    assert ("Ann", "Joined") in seen
    qtbot.waitUntil(lambda: window.table.controller.view() is not None, timeout=WAIT_MS)
    assert window.table.controller.view().seat == 0
    kept = KeptTables(window.saves.folder / hosting.FOLDER).all()
    assert [t.code for t in kept] == [invitation.code]


def test_a_class_watching_a_teachers_table_sees_every_hand(qtbot, window, hosts, friends):
    lobby_for(qtbot, window, "tressette", [True, REMOTE])
    dialog = start(qtbot, window)
    assert not dialog.teach_box.isChecked() and dialog.teach_box.isEnabled()
    qtbot.mouseClick(dialog.teach_box, LEFT)
    assert dialog.teach_box.isChecked()
    assert Hosting.of(window).host_thread.teaching(dialog.code)
    line = dialog.line.text()
    pupil = Friend(line, "", spectator=True)
    friends.append(pupil)
    qtbot.waitUntil(lambda: bool(pupil.heard("watching")), timeout=WAIT_MS)
    assert pupil.heard("watching")[0]["open_hands"] is True
    friend = Friend(line, "Ben")
    friends.append(friend)
    qtbot.waitUntil(lambda: bool(friend.heard("view")) and bool(pupil.heard("view")),
                    timeout=WAIT_MS)
    assert friend.heard("joined")[0]["open_hands"] is True
    watched = pupil.heard("view")[0]["view"]
    assert len(watched["visible_hands"]) == 2, "both hands face up"
    assert all(watched["visible_hands"].values()), "every hand has its cards"
    played = friend.heard("view")[0]["view"]
    assert not played.get("visible_hands"), "a player still holds only their own hand"
    qtbot.waitUntil(lambda: window.table.controller.view() is not None, timeout=WAIT_MS)
    assert not window.table.controller.view().visible_hands
    assert not window.table.teacher_banner.isVisibleTo(window.table)
    window.findChild(Hosting, "hosting").show_invitation()
    reopened = window.findChild(InvitationDialog)
    qtbot.waitUntil(lambda: not reopened.teach_box.isEnabled(), timeout=WAIT_MS)
    assert reopened.teach_box.isChecked(), "fixed once dealt, and shown as chosen"


def test_a_seat_nobody_takes_goes_to_a_computer(qtbot, window, hosts):
    lobby_for(qtbot, window, "tressette", [True, REMOTE])
    dialog = start(qtbot, window)
    assert dialog.status.text().startswith("1 seat")  # (s) until the catalogue has the plural
    _, status, level, button = dialog.rows[1]
    choose(qtbot, level, "easy")
    qtbot.mouseClick(button, LEFT)
    assert status.text() == "Computer (Easy)" and not button.isVisibleTo(dialog)
    qtbot.waitUntil(lambda: window.findChild(InvitationDialog) is None, timeout=WAIT_MS)
    thread = Hosting.of(window).host_thread
    seats = thread.table_state(dialog.code)["seats"]
    assert seats[1]["kind"] == "computer" and seats[1]["level"] == "easy"
    qtbot.waitUntil(lambda: window.table.controller.view() is not None, timeout=WAIT_MS)
    assert window.table.controller.view().seat == 0  # the host plays its own seat


def test_a_host_that_quits_hosts_the_same_table_again(qtbot, window, hosts, friends):
    lobby_for(qtbot, window, "tressette", [True, REMOTE])
    dialog = start(qtbot, window)
    code, port = dialog.code, dialog.invitation.port
    friend = Friend(dialog.line.text(), "Ann")
    friends.append(friend)
    qtbot.waitUntil(lambda: bool(friend.heard("view")), timeout=WAIT_MS)

    joined = len(friend.heard("joined"))
    window.close()  # the host app quits: the friend loses the host, the table is kept
    qtbot.waitUntil(lambda: Hosting.of(window).host_thread is None, timeout=WAIT_MS)
    kept = KeptTables(window.saves.folder / hosting.FOLDER).all()
    assert [t.code for t in kept] == [code]

    again = MainWindow(Pace(bot_ms=0, trick_ms=0, anim_ms=0), saves=window.saves)
    qtbot.addWidget(again)
    hosts.append(again)
    again.show()
    qtbot.waitExposed(again)
    panel = again.lobby.findChild(HostedPanel)
    assert panel.isVisible()
    assert grouped_code(code) in panel.chooser.currentText()
    qtbot.mouseClick(panel.findChild(QPushButton, "host_again"), LEFT)
    qtbot.waitUntil(lambda: again.findChild(InvitationDialog) is not None, timeout=WAIT_MS)
    dialog = again.findChild(InvitationDialog)
    assert dialog.code == code and dialog.invitation.port == port
    assert again.table is not None
    assert "its match has begun. A friend who left joins again" in dialog.intro.text()
    assert not dialog.teach_note.isVisibleTo(dialog), "no choice left before the first deal"
    qtbot.waitUntil(lambda: len(friend.heard("joined")) > joined, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: dialog.rows[1][1].text() == "Joined", timeout=WAIT_MS)
    assert friend.heard("joined")[-1]["seat"] == 1
    assert dialog.rows[0][1].text() == "You"


def test_the_address_shown_is_where_friends_reach_the_host():
    assert shown_address("127.0.0.1") == "127.0.0.1"
    assert shown_address("192.168.5.7") == "192.168.5.7"
    lan = shown_address("0.0.0.0")
    assert lan and not lan.startswith("0.")


def test_a_bad_kept_file_offers_nothing(tmp_path):
    folder = tmp_path / "hosted"
    folder.mkdir()
    (folder / hosting.KEPT_FILE).write_text('{"tables": [{"code": 3}, "x", {"port": -1}]}')
    assert KeptTables(folder).all() == []
    (folder / hosting.KEPT_FILE).write_text("not json")
    assert KeptTables(folder).all() == []


def test_leaving_a_hosted_table_says_the_friends_lose_their_host(qtbot, window, hosts):
    lobby_for(qtbot, window, "tressette", [True, REMOTE])
    dialog = start(qtbot, window)
    code = dialog.code
    window.quit_action.trigger()  # File › Quit asks first, and says what happens to friends
    box = window.leave_question
    assert box is not None and "lose their host" in box.informativeText()
    qtbot.mouseClick(box.escapeButton(), LEFT)  # Stay
    qtbot.waitUntil(lambda: window.leave_question is None, timeout=WAIT_MS)
    assert window.isVisible() and Hosting.of(window).host_thread is not None

    window.new_action.trigger()  # File › New match: back to the lobby, the table kept
    box = window.leave_question
    assert "The match is kept" in box.informativeText()
    leave = next(b for b in box.buttons() if b.text() == "Leave")
    qtbot.mouseClick(leave, LEFT)
    qtbot.waitUntil(lambda: Hosting.of(window).host_thread is None, timeout=WAIT_MS)
    panel = window.lobby.findChild(HostedPanel)
    qtbot.waitUntil(panel.isVisible, timeout=WAIT_MS)
    assert panel.chooser.currentData() == code


def test_the_table_menu_brings_a_closed_invitation_back(qtbot, window, hosts):
    lobby_for(qtbot, window, "tressette", [True, REMOTE])
    dialog = start(qtbot, window)
    code = dialog.code
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Close), LEFT)
    qtbot.waitUntil(lambda: window.findChild(InvitationDialog) is None, timeout=WAIT_MS)
    action = Hosting.of(window).invite_action
    assert action.isVisible() and action in window.table_menu.actions()
    action.trigger()
    dialog = window.findChild(InvitationDialog)
    assert dialog is not None and dialog.isVisible() and dialog.code == code
    assert dialog.rows[1][1].text() == "Waiting for a friend"


def test_the_hosted_table_is_listed_on_the_network_without_its_code(qtbot, window, hosts,
                                                                     monkeypatch):
    monkeypatch.setattr(hosting, "ADVERTISE", True)
    monkeypatch.setattr(hosting, "ADVERTISE_INTERFACES", LOOPBACK)
    found: list[list[Listing]] = []
    browser = TableBrowser(found.append, interfaces=LOOPBACK)
    browser.start()
    try:
        lobby_for(qtbot, window, "tressette", [True, REMOTE])
        dialog = start(qtbot, window)
        port = dialog.invitation.port

        def ours() -> Listing | None:
            return next((t for t in browser.listings() if t.port == port), None)

        qtbot.waitUntil(lambda: ours() is not None and ours().free == 1, timeout=WAIT_MS)
        assert ours().game == "tressette" and ours().invitation() is None  # no code listed
        _, _, _, button = dialog.rows[1]
        qtbot.mouseClick(button, LEFT)
        qtbot.waitUntil(lambda: ours() is not None and ours().free == 0, timeout=WAIT_MS)
    finally:
        browser.stop(wait=True)


def test_a_store_that_cannot_be_read_is_set_aside_and_hosting_goes_on(qtbot, window, hosts):
    folder = window.saves.folder / hosting.FOLDER
    folder.mkdir(parents=True)
    (folder / "tables.sqlite3").write_bytes(b"not a database" * 100)
    lobby_for(qtbot, window, "tressette", [True, REMOTE])
    dialog = start(qtbot, window)
    assert dialog.rows[1][1].text() == "Waiting for a friend"
    assert [p.name.startswith("tables.sqlite3.bad-") for p in folder.iterdir()].count(True) == 1


def test_a_hosted_match_that_ends_is_not_offered_again(qtbot, window, hosts):
    lobby_for(qtbot, window, "tressette", [True, REMOTE])
    dialog = start(qtbot, window)
    code = dialog.code
    thread = Hosting.of(window).host_thread
    thread.fill_with_computer(code, 1, "easy")
    thread.fill_with_computer(code, 0, "easy")  # the host's own seat too: computers finish it
    qtbot.waitUntil(lambda: thread.table_state(code)["over"], timeout=120_000)
    qtbot.waitUntil(lambda: KeptTables(window.saves.folder / hosting.FOLDER).all() == [],
                    timeout=WAIT_MS)
    window.show_lobby()
    assert not window.lobby.findChild(HostedPanel).isVisible()


def test_a_kept_table_can_be_forgotten(qtbot, window, hosts):
    lobby_for(qtbot, window, "tressette", [True, REMOTE])
    code = start(qtbot, window).code
    window.show_lobby()
    panel = window.lobby.findChild(HostedPanel)
    qtbot.waitUntil(panel.isVisible, timeout=WAIT_MS)
    forget = panel.findChild(QPushButton, "forget_hosted")
    qtbot.mouseClick(forget, LEFT)
    box = panel.question
    qtbot.mouseClick(box.escapeButton(), LEFT)  # Keep
    assert panel.isVisible() and panel.chooser.currentData() == code
    qtbot.mouseClick(forget, LEFT)
    box = panel.question
    qtbot.mouseClick(next(b for b in box.buttons() if b.text() == "Forget"), LEFT)
    qtbot.waitUntil(lambda: not panel.isVisible(), timeout=WAIT_MS)
    folder = window.saves.folder / hosting.FOLDER
    assert KeptTables(folder).all() == []
    store = Store(folder)
    assert [t.code for t in store.load_all()] == []
    store.close()


def test_hosting_leaves_the_same_games_unfinished_local_match_as_it_is(qtbot, window, hosts,
                                                                       monkeypatch):
    """A hosted table is kept by the host, not in the local save slot: starting one asks
    nothing about the unfinished local match of the same game, which stays saved."""
    asked: list[str] = []

    def question(_parent, _title, text, *_args):
        asked.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", question)
    lobby_for(qtbot, window, "tressette", [True, False])
    qtbot.mouseClick(window.lobby.start_button, LEFT)
    qtbot.waitUntil(lambda: window.saves.load() is not None, timeout=WAIT_MS)
    local_id = window.saves.load().match_id
    window.show_lobby()
    lobby_for(qtbot, window, "tressette", [True, REMOTE])
    start(qtbot, window)
    assert asked == []
    kept = window.saves.load()
    assert kept is not None and kept.match_id == local_id
    assert kept.match.game_id == "tressette"


def test_hosting_again_on_another_port_says_the_invitation_changed(qtbot, window, hosts,
                                                                    friends):
    import socket

    lobby_for(qtbot, window, "tressette", [True, REMOTE])
    dialog = start(qtbot, window)
    code, old_line = dialog.code, dialog.line.text()
    assert not dialog.moved_label.isVisibleTo(dialog)
    assert "The match starts when every seat is taken" in dialog.intro.text()
    port = dialog.invitation.port
    window.close()
    qtbot.waitUntil(lambda: Hosting.of(window).host_thread is None, timeout=WAIT_MS)
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as squatter:
        squatter.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # past TIME_WAIT
        squatter.bind(("127.0.0.1", port))  # another program took the old port meanwhile
        squatter.listen(1)
        again = MainWindow(Pace(bot_ms=0, trick_ms=0, anim_ms=0), saves=window.saves)
        qtbot.addWidget(again)
        hosts.append(again)
        again.show()
        qtbot.waitExposed(again)
        qtbot.mouseClick(again.lobby.findChild(HostedPanel).findChild(QPushButton, "host_again"),
                         LEFT)
        qtbot.waitUntil(lambda: again.findChild(InvitationDialog) is not None, timeout=WAIT_MS)
    moved = again.findChild(InvitationDialog)
    assert moved.code == code and moved.invitation.port != port
    assert moved.line.text() != old_line
    assert moved.moved_label.isVisibleTo(moved)
    assert f"port {port}" in moved.moved_label.text()
    assert "no longer reaches it" in moved.moved_label.text()
    assert "send the invitation again" in moved.status.text()
    assert "address has changed" in again.table.status.text()
    kept = KeptTables(again.saves.folder / hosting.FOLDER).find(code)
    assert kept.port == moved.invitation.port and kept.address == "127.0.0.1"
    friend = Friend(moved.line.text(), "Ann")  # the new line reaches the table
    friends.append(friend)
    qtbot.waitUntil(lambda: bool(friend.heard("view")), timeout=WAIT_MS)
    assert moved.isVisible(), "the dialog stays up: the host player has a new line to send"


def test_hot_seat_at_the_host_with_a_friend_online(qtbot, window, hosts, tmp_path):
    """Two people at the host's screen and a friend at another window: each seat here has its
    own connection and views, the pass screen stands between them, and one Next deal at the
    host's screen goes on for both."""
    from tablecards.ui.saves import SaveStore
    from tests.ui.test_network_table import NetPlayer, activate, controller_of

    lobby_for(qtbot, window, "hearts", [True, True, REMOTE, False])
    dialog = start(qtbot, window)
    assert dialog.rows[0][1].text() == "You"
    assert dialog.rows[1][1].text() == "At this computer"
    assert not dialog.rows[1][3].isVisibleTo(dialog), "no computer offered for a seat here"
    assert dialog.rows[2][1].text() == "Waiting for a friend"
    friend = MainWindow(Pace(bot_ms=0, trick_ms=0, anim_ms=0),
                        saves=SaveStore(tmp_path / "friend"))
    qtbot.addWidget(friend)
    friend.show()
    qtbot.waitExposed(friend)
    assert friend.join_table(dialog.line.text(), "Cat") is not None
    here, there = controller_of(window), controller_of(friend)
    assert there.seat == 2 and here.local_seats() == [0, 1]
    page = window.table
    revealed: set[int] = set()
    players = {id(w): NetPlayer(qtbot, w) for w in (window, friend)}
    for _ in range(400):  # the first deal, by keys and the pass screen
        qtbot.waitUntil(lambda: (here.match.needs_deal and there.match.needs_deal)
                        or here.human_turn() or there.human_turn()
                        or here.awaiting_reveal() is not None, timeout=WAIT_MS)
        if here.match.needs_deal and there.match.needs_deal:
            break
        waiting = here.awaiting_reveal()
        if waiting is not None:
            assert page.pass_screen.isVisible()
            assert here.view().hand == [], "no hand on show behind the pass screen"
            activate(qtbot, window)
            QTest.mouseClick(page.pass_screen.reveal_button, LEFT)
            assert here.viewer() == waiting and here.view().seat == waiting
            revealed.add(waiting)
            continue
        for win, c in ((window, here), (friend, there)):
            if c.human_turn():
                assert c.view().seat == c.viewer()
                players[id(win)].move()
    else:
        raise AssertionError("the deal did not end")
    assert revealed, "the turn passed between the two seats here at least once"
    for seat, client in ((0, here.client.client), (1, here.local_clients[1].client),
                         (2, there.client.client)):
        assert {m["view"]["seat"] for m in client.views} == {seat}, "only its own views"
    qtbot.waitUntil(lambda: here.waiting == [0, 1, 2], timeout=WAIT_MS)
    QTest.mouseClick(page.scores.next_button, LEFT)  # both seats here go on at once
    qtbot.waitUntil(lambda: there.waiting == [2], timeout=WAIT_MS)
    assert page.status.text() == "Waiting for Cat to go on to the next deal."
    QTest.mouseClick(friend.table.scores.next_button, LEFT)
    qtbot.waitUntil(lambda: not here.match.needs_deal and here.match.deal_index == 1
                    and not there.match.needs_deal, timeout=WAIT_MS)
    kept = KeptTables(window.saves.folder / hosting.FOLDER).find(dialog.code)
    assert set(kept.local_tokens()) == {1}
    friend.table.controller.stop()
