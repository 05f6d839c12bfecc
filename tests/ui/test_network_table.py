"""Network tables in the app: real windows joined to a real host on 127.0.0.1, played by the
widgets' own events (keys on the felt and the panel), checked against the host's complete
record replayed by the rules core."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tablecards.net.host import HostThread
from tablecards.net.table import SeatPlan, TableConfig
from tablecards.rules.actions import Action
from tablecards.rules.records import match_from_record
from tablecards.rules.registry import game_class, game_ids
from tablecards.ui.controller import Pace
from tablecards.ui.main_window import MainWindow
from tablecards.ui.net_table import NetTableController
from tablecards.ui.saves import SaveStore
from tests.ui.test_keyboard_games import (
    KEY,
    by_cards,
    cards_of,
    confirm_on_table,
    panel_controls,
    press,
    row_of,
    tab_to,
)

LEFT = Qt.MouseButton.LeftButton
WAIT_MS = 20_000
"""The longest any step waits for the host (a bound, not a timing)."""
MAX_MOVES = 400

SHORT = {
    "hearts": {"target_score": 50},
    "tressette": {"target_score": 11},
    "nominations": {"end_at_score": 1},
    "sheepshead": {"hands": 1},
}
"""The shortest match each game offers (the others end at their own score)."""


@pytest.fixture
def host() -> Iterator[HostThread]:
    thread = HostThread("127.0.0.1", 0)
    thread.start()
    yield thread
    thread.stop()


def table(host: HostThread, game: str, people: int, players: int | None = None, *,
          seed: int = 5, open_hands: bool = False) -> str:
    """A table with `people` open seats and Easy computers in the others; its invitation."""
    count = players or game_class(game).spec.usual_players
    plans = [SeatPlan("open")] * people + [SeatPlan("computer", "easy")] * (count - people)
    created = host.create_table(TableConfig(game, count, SHORT.get(game, {}), tuple(plans),
                                            open_hands, seed))
    return str(host.invitation(created.code))


def new_window(qtbot, tmp_path, name: str) -> MainWindow:
    win = MainWindow(Pace(bot_ms=0, trick_ms=0, anim_ms=0),
                     saves=SaveStore(tmp_path / f"saves-{name}"))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def controller_of(win: MainWindow) -> NetTableController:
    assert win.table is not None
    c = win.table.controller
    assert isinstance(c, NetTableController)
    return c


def joined(qtbot, win: MainWindow, invitation: str, name: str, **how) -> NetTableController:
    page = win.join_table(invitation, name, **how)
    assert page is not None and win.table is page and win.stack.currentWidget() is page
    return controller_of(win)


def activate(qtbot, win: MainWindow) -> None:
    """Keys go to the window in front: bring this one there."""
    if QApplication.activeWindow() is not win:
        win.raise_()
        win.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is win, timeout=WAIT_MS)


class NetPlayer:
    """A seat's moves by keys (the first card action on the felt, else the panel's controls
    one by one), each sent move waited for until the host answers it."""

    def __init__(self, qtbot, win: MainWindow) -> None:
        self.qtbot, self.win = qtbot, win
        self.page = win.table
        self.c = controller_of(win)
        self.sent = self.c.actions_sent

    def answered(self) -> bool:
        """A move went out since the last look: wait for the host's next view (True) or its
        refusal (False); nothing sent: False at once."""
        c = self.c
        if c.actions_sent == self.sent:
            return False
        step, refused = c.host_step, c.refusals
        self.sent = c.actions_sent
        self.qtbot.waitUntil(lambda: c.host_step != step or c.refusals != refused or c.ended,
                             timeout=WAIT_MS)
        return c.host_step != step

    def card_move(self) -> Action | bool | None:
        """The first legal action made of cards in a row the arrows walk (None: no such
        action), or False while one of its cards is out of the arrows' reach: not yet in the
        felt's keyboard rows, or laid aside by a move still on its way to the host."""
        view = self.c.view()
        assert view is not None
        with_cards = [a for a in view.legal_actions[:200] if cards_of(a)
                      and set(cards_of(a)) <= set(row_of(view, a.seat))]
        if not with_cards:
            return None
        scene = self.page.scene
        staged = scene.staged_items()
        rows = {row.seat: row.items for row in scene._focus.rows}
        free = {item.card for item in rows.get(with_cards[0].seat, [])
                if not item.selected_mark and item not in staged}
        return with_cards[0] if set(cards_of(with_cards[0])) <= free else False

    def move(self) -> None:
        activate(self.qtbot, self.win)
        # A few whole parallel runs (never this test alone) found the hot-seat test's card out
        # of the arrows' reach: the felt had not yet settled on the view the move came from.
        self.qtbot.waitUntil(lambda: self.card_move() is not False, timeout=WAIT_MS)
        page, view, action = self.page, self.c.view(), self.card_move()
        assert view is not None
        self.sent = self.c.actions_sent
        if isinstance(action, Action):
            by_cards(page, action)
            if self.answered():
                return
            confirm_on_table(page)
            if self.answered():
                return
        assert self.by_controls(), [str(a) for a in view.legal_actions[:8]]

    def by_controls(self) -> bool:
        tried: set[int] = set()

        def fresh(widget) -> bool:
            return widget in panel_controls(self.page) and id(widget) not in tried

        for _ in range(len(panel_controls(self.page)) + 1):
            target = tab_to(self.page, fresh)
            if target is None:
                return False
            tried.add(id(target))
            for key in (KEY.Key_Space, KEY.Key_Return):
                if not (type(target).__name__.endswith("SpinBox") and key == KEY.Key_Space):
                    press(key)
                if self.answered():
                    return True
        return False


def settle(qtbot, wins: list[MainWindow]) -> None:
    """Until one of the people may act: their turn, or a deal's end to go on from."""
    cs = [controller_of(w) for w in wins]
    qtbot.waitUntil(lambda: all(c.match.over for c in cs) or any(
        c.human_turn() or (c.match.needs_deal and not c.match.over and not c.went_on)
        for c in cs),
        timeout=WAIT_MS)


def play_match(qtbot, wins: list[MainWindow]) -> None:
    """Every window plays its seat by keys until the host says the match is over."""
    players = {id(w): NetPlayer(qtbot, w) for w in wins}
    for _ in range(MAX_MOVES):
        settle(qtbot, wins)
        if all(controller_of(w).match.over for w in wins):
            return
        for win in wins:
            c, page = controller_of(win), win.table
            assert page is not None
            if c.match.needs_deal and not c.match.over and not c.went_on:
                assert page.scores.next_button.isVisible()
                QTest.mouseClick(page.scores.next_button, LEFT)
            elif c.human_turn():
                players[id(win)].move()
    raise AssertionError("the match did not end")


def sheet_totals(win: MainWindow) -> list[int]:
    sheet = win.table.scores.table
    row = sheet.rowCount() - 1
    return [int(sheet.item(row, col).text()) for col in range(1, sheet.columnCount())]


def check_record(qtbot, host: HostThread, invitation: str, wins: list[MainWindow]) -> None:
    """The host's complete record replays, by the rules core, to the totals on every window
    (each window's score sheet fills in as its last deal's scores arrive, after the match's
    end may have: waited for, not raced)."""
    record = host.record(invitation.rsplit("/", 1)[1])
    match = match_from_record(record)
    assert match.over
    for win in wins:
        c = controller_of(win)
        assert c.match.over and c.match.totals == list(match.totals)
        assert sheet_totals(win) == list(match.totals)[:len(sheet_totals(win))]
        assert sorted(c.match.winners) == sorted(match.winners)
        qtbot.waitUntil(lambda w=win: w.table.scores.rows() == len(match.results),
                        timeout=WAIT_MS)


@pytest.mark.parametrize("game", game_ids())
def test_two_windows_play_a_whole_match(qtbot, tmp_path, host, window, game):
    invitation = table(host, game, 2)
    other = new_window(qtbot, tmp_path, "ben")
    first = joined(qtbot, window, invitation, "Ann", seat=0, host=host)  # the host's owner
    second = joined(qtbot, other, invitation, "Ben", seat=1)
    assert (first.seat, second.seat) == (0, 1)
    qtbot.waitUntil(lambda: first.view() is not None and second.view() is not None,
                    timeout=WAIT_MS)
    assert first.seat_name(1) == "Ben" and second.seat_name(0) == "Ann"
    play_match(qtbot, [window, other])
    check_record(qtbot, host, invitation, [window, other])
    kept = window.history().entries()  # both windows share the test's history folder
    complete = [e for e in kept if e.seat is None]
    assert len(complete) == 1 and complete[0].game == game, "the hosting window keeps the record"
    assert [(e.seat, e.game, e.readable) for e in kept if e.seat is not None] == \
        [(1, game, True)], "the joined seat's own record is listed beside it"
    stats = window.stats()
    assert stats.flush()
    assert "Ann" in stats.players(game) and "Ben" in stats.players(game)
    seat_records = list((other.history().folder / "network").glob("*.seat.json"))
    assert len(seat_records) == 1, "the joined seat keeps its own record"
    kept_seat = json.loads(seat_records[0].read_text(encoding="utf-8"))
    assert kept_seat["seat"] == 1 and kept_seat["game"] == game and kept_seat["views"]
    assert kept_seat["over"]["totals"] == list(match_from_record(
        host.record(invitation.rsplit("/", 1)[1])).totals)


def test_five_windows_play_a_five_player_game(qtbot, tmp_path, host, window):
    invitation = table(host, "sheepshead", 5)
    wins = [window] + [new_window(qtbot, tmp_path, f"p{i}") for i in range(1, 5)]
    cs = [joined(qtbot, w, invitation, f"P{i}", seat=i) for i, w in enumerate(wins)]
    assert [c.seat for c in cs] == list(range(5))
    play_match(qtbot, wins)
    check_record(qtbot, host, invitation, wins)


def test_a_refused_card_shows_the_refusal_and_changes_nothing(qtbot, tmp_path, host, window):
    from tablecards.rules.actions import Reason
    from tablecards.ui.table.scene import DROP_ZONE
    from tablecards.ui.texts import reason_text
    from tests.ui.test_table import drag

    invitation = table(host, "tressette", 2, seed=11)
    other = new_window(qtbot, tmp_path, "ben")
    c = joined(qtbot, window, invitation, "Ann", seat=0)
    d = joined(qtbot, other, invitation, "Ben", seat=1)
    refused: list[Reason] = []
    c.sig_refused.connect(refused.append)
    d.sig_refused.connect(refused.append)
    for _ in range(40):  # play on until a seat must follow a suit and holds other suits
        settle(qtbot, [window, other])
        win, ctl = (window, c) if c.human_turn() else (other, d)
        view = ctl.view()
        illegal = [i for i in win.table.scene.hand_items() if not i.legal]
        if view.trick is not None and view.trick.plays and illegal:
            step, hand = ctl.host_step, list(view.hand)
            drag(win.table.view, illegal[0], DROP_ZONE.center())
            qtbot.waitUntil(lambda: bool(refused), timeout=WAIT_MS)
            assert refused[0].id == "must_follow"
            assert win.table.status.text() == reason_text(refused[0], ctl.seat_names())
            assert ctl.host_step == step and list(ctl.view().hand) == hand
            assert ctl.human_turn(), "the seat still decides"
            return
        NetPlayer(qtbot, win).move()
    raise AssertionError("no seat ever had to follow suit")


def test_a_dropped_client_comes_back_and_plays_on(qtbot, tmp_path, host, window):
    invitation = table(host, "tressette", 2, seed=3)
    other = new_window(qtbot, tmp_path, "ben")
    c = joined(qtbot, window, invitation, "Ann", seat=0)
    d = joined(qtbot, other, invitation, "Ben", seat=1)
    qtbot.waitUntil(lambda: c.view() is not None and d.view() is not None, timeout=WAIT_MS)
    token = c.token
    client = c.client.client
    assert client.ws is not None
    told: list[tuple[bool, str]] = []  # the status line as each change of the line left it
    c.sig_connection.connect(lambda up: told.append((up, window.table.status.text())))
    asyncio.run_coroutine_threadsafe(client.ws.close(), c.client.loop).result(5)
    qtbot.waitUntil(lambda: client.ws is not None and c.token == token and c.view()
                    is not None and not c.reconnecting, timeout=WAIT_MS)
    assert told[0] == (False, "The connection to the host dropped. Reconnecting…")
    assert told[-1][0] is True and "Reconnecting" not in told[-1][1]
    assert "Reconnecting" not in window.table.status.text()
    play_match(qtbot, [window, other])
    check_record(qtbot, host, invitation, [window, other])
    assert c.seat == 0 and c.token == token, "the same seat, rejoined with its token"


def test_a_seat_away_is_shown_and_a_spectator_sees_no_hidden_card(qtbot, tmp_path, host,
                                                                    window):
    from collections import Counter

    from tests.net.tables import steps_of
    from tests.ui.test_every_game import knows
    from tests.ui.test_hot_seat import face_up

    invitation = table(host, "hearts", 2)
    other = new_window(qtbot, tmp_path, "ben")
    watcher = new_window(qtbot, tmp_path, "watcher")
    c = joined(qtbot, window, invitation, "Ann", seat=0)
    joined(qtbot, other, invitation, "Ben", seat=1)
    w = joined(qtbot, watcher, invitation, "", spectator=True)
    seen: list[tuple[int, Counter[str]]] = []
    w.sig_changed.connect(lambda: seen.append((w.host_step, face_up(watcher.table))))
    qtbot.waitUntil(lambda: w.view() is not None, timeout=WAIT_MS)
    assert not w.human_turn() and w.view().hand == [] and not w.view().legal_actions
    other.table.controller.stop()  # Ben leaves: his seat stays his, shown away
    qtbot.waitUntil(lambda: c.seat_label(1) == "Ben (away)", timeout=WAIT_MS)
    assert any("Ben (away)" in i.text() for i in window.table.scene.items()
               if hasattr(i, "text") and callable(i.text) and isinstance(i.text(), str))
    qtbot.waitUntil(lambda: window.table.scores.table.horizontalHeaderItem(2).text()
                    == "Ben\n(away)", timeout=WAIT_MS)  # the note under the name: columns fit
    assert c.seat_name(1) == "Ben", "sentences name him plainly"
    assert "(away)" not in window.table.status.text()
    back = joined(qtbot, other, invitation, "Ben")  # the window kept the seat's token
    assert back.seat == 1
    qtbot.waitUntil(lambda: c.seat_label(1) == "Ben", timeout=WAIT_MS)
    qtbot.waitUntil(lambda: window.table.scores.table.horizontalHeaderItem(2).text() == "Ben",
                    timeout=WAIT_MS)
    play_match(qtbot, [window, other])
    qtbot.waitUntil(lambda: w.match.over, timeout=WAIT_MS)
    record = host.record(invitation.rsplit("/", 1)[1])
    common: dict[int, Counter[str]] = {}
    for n, step in steps_of(record, public=False):
        everyone = [knows(v) for v in step.seat_views]
        shared = everyone[0]
        for cards in everyone[1:]:
            shared &= cards
        common[n] = shared
    assert seen
    for n, shown in seen:
        if n in common:
            assert not shown - common[n], (n, shown - common[n])


def test_a_refused_join_is_told_in_words_and_opens_no_table(qtbot, tmp_path, host, window):
    invitation = table(host, "tressette", 2)
    other = new_window(qtbot, tmp_path, "ben")
    joined(qtbot, window, invitation, "Ann", seat=0)
    assert other.join_table(invitation, "Ben", seat=0) is None
    assert other.table is None and "Seat 1 is taken." in other.network_problem.text()
    wrong = invitation.rsplit("/", 1)[0] + "/ABCDEFGHJKLM"
    assert other.join_table(wrong, "Ben") is None
    assert "There is no table with this code" in other.network_problem.text()
    assert other.join_table("not an invitation", "Ben") is None
    assert other.table is None


def test_tricks_are_explained_and_hints_come_from_the_seat_view(qtbot, tmp_path, host, window):
    invitation = table(host, "tressette", 2, seed=8)
    other = new_window(qtbot, tmp_path, "ben")
    c = joined(qtbot, window, invitation, "Ann", seat=0)
    d = joined(qtbot, other, invitation, "Ben", seat=1)
    events: list = []
    c.sig_events.connect(events.extend)
    settle(qtbot, [window, other])
    win, ctl = (window, c) if c.human_turn() else (other, d)
    with qtbot.waitSignal(ctl.sig_hint, timeout=WAIT_MS) as hinted:
        QTest.mouseClick(win.table.scores.hint_button, LEFT)
    hint = hinted.args[0]
    assert hint.seat == ctl.seat and hint.action in ctl.view().legal_actions
    assert win.table.status.text(), "the hint is told on the status line"
    for _ in range(40):  # until a trick is won on Ann's table
        settle(qtbot, [window, other])
        if c.view().tricks:
            break
        win = window if c.human_turn() else other
        NetPlayer(qtbot, win).move()
    qtbot.waitUntil(lambda: any(e.kind == "trick_won" for e in events), timeout=WAIT_MS)
    assert any(e.kind == "played" for e in events), "plays come as events, to animate"
    assert len(c.trick_whys()) == len(c.view().tricks) >= 1
    assert "Trick to" in window.table.status.text() or "Your turn" in \
        window.table.status.text()
    QTest.mouseClick(window.table.scores.last_trick_button, LEFT)
    assert window.table.scene.overlay is not None, "the last trick shows, with why it won"


def test_a_spectator_at_an_open_table_sees_every_hand(qtbot, tmp_path, host, window):
    from tests.ui.test_hot_seat import face_up

    invitation = table(host, "tressette", 1, open_hands=True)  # Ann against the computer
    watcher = new_window(qtbot, tmp_path, "watcher")
    c = joined(qtbot, window, invitation, "Ann", seat=0)
    w = joined(qtbot, watcher, invitation, "", spectator=True)
    qtbot.waitUntil(lambda: w.view() is not None and c.view() is not None, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: w.host_step == c.host_step, timeout=WAIT_MS)
    view = w.view()
    hands = [len(view.hand), *(len(v) for v in view.visible_hands.values())]
    assert sum(hands) == sum(view.hand_sizes) and all(hands), "every hand lies face up"
    shown = face_up(watcher.table)
    assert all(shown[card.code] for card in c.view().hand), "Ann's cards show to the class"
    assert not w.human_turn() and watcher.table.scores.hint_button.isHidden()


@pytest.fixture
def nonsense_host() -> Iterator[str]:
    """A host on 127.0.0.1 that seats a joiner at a Tressette table, then sends nonsense
    (frames that are not JSON, messages of wrong shapes) before one good view. Its
    invitation."""
    import threading

    from websockets.asyncio.server import serve

    from tablecards.net.views import view_to_wire
    from tablecards.rules.registry import new_match

    match = new_match("tressette", 2, {}, seed=4)
    match.deal_next()
    good = {"type": "view", "n": 1, "over": False, "view": view_to_wire(match.view(0))}
    nonsense = ["not json", "[1, 2]", '{"type": 5}', {"type": "seats", "seats": "x"},
                {"type": "events", "n": "a", "events": [1, "b"]},
                {"type": "view", "n": 1, "view": {"game": "no_such_game"}},
                {"type": "view", "n": "x"}, {"type": "scored", "points": "x"},
                {"type": "over", "winners": "x"},
                {"type": "error", "code": "refused", "params": {"reason": 5, "args": []}},
                {"type": "error", "code": 7}]

    async def handler(ws) -> None:
        await ws.recv()
        await ws.send(json.dumps({"type": "joined", "seat": 0, "token": "t", "code": "C",
                                  "game": "tressette", "players": 2, "options": {},
                                  "open_hands": False}))
        for frame in nonsense:
            await ws.send(frame if isinstance(frame, str) else json.dumps(frame))
        await ws.send(json.dumps(good))
        await ws.wait_closed()

    loop = asyncio.new_event_loop()
    ready = threading.Event()
    port: list[int] = []

    stop: list[asyncio.Future[None]] = []

    async def main() -> None:
        async with serve(handler, "127.0.0.1", 0) as server:
            port.append(server.sockets[0].getsockname()[1])
            stop.append(loop.create_future())
            ready.set()
            await stop[0]

    thread = threading.Thread(target=lambda: loop.run_until_complete(main()), daemon=True)
    thread.start()
    assert ready.wait(10)
    yield f"tablecards://127.0.0.1:{port[0]}/ABCDEFGHJKLM"
    loop.call_soon_threadsafe(stop[0].set_result, None)
    thread.join(10)
    loop.close()


def test_nonsense_from_a_host_is_skipped(qtbot, window, nonsense_host):
    c = joined(qtbot, window, nonsense_host, "Ann")
    qtbot.waitUntil(lambda: c.view() is not None, timeout=WAIT_MS)
    assert len(window.table.scene.hand_items()) == len(c.view().hand) > 0
    assert not c.match.over and c.match.results == []


def test_a_table_waiting_for_players_says_so(qtbot, host, window):
    invitation = table(host, "tressette", 2)
    c = joined(qtbot, window, invitation, "Ann", seat=0)
    assert c.view() is None
    assert window.table.status.text() == \
        "Waiting for every seat to be taken; the match starts then."


def play_to_deal_end(qtbot, wins: list[MainWindow]) -> None:
    """The people play by keys until the first deal is over for every one of them."""
    players = {id(w): NetPlayer(qtbot, w) for w in wins}
    cs = [controller_of(w) for w in wins]
    for _ in range(MAX_MOVES):
        qtbot.waitUntil(lambda: all(c.match.needs_deal for c in cs)
                        or any(c.human_turn() for c in cs), timeout=WAIT_MS)
        if all(c.match.needs_deal for c in cs):
            return
        for win, c in zip(wins, cs, strict=True):
            if c.human_turn():
                players[id(win)].move()
    raise AssertionError("the deal did not end")


def test_between_deals_each_player_goes_on_and_a_spectator_only_waits(qtbot, tmp_path, host,
                                                                      window):
    invitation = table(host, "tressette", 2)
    other = new_window(qtbot, tmp_path, "ben")
    watcher = new_window(qtbot, tmp_path, "watcher")
    ann = joined(qtbot, window, invitation, "Ann", seat=0)
    ben = joined(qtbot, other, invitation, "Ben", seat=1)
    w = joined(qtbot, watcher, invitation, "", spectator=True)
    play_to_deal_end(qtbot, [window, other])
    qtbot.waitUntil(lambda: w.match.needs_deal and w.waiting == [0, 1], timeout=WAIT_MS)
    page = watcher.table
    assert not page.scores.next_button.isVisible(), "a spectator does not deal on"
    assert page.scores.breakdown.isVisible(), "the deal's scoring is on show to the spectator"
    assert page.status.text() == ("The deal is over. The players start the next deal; "
                                  "waiting for Ann, Ben.")
    activate(qtbot, watcher)
    page.view.setFocus()
    QTest.keyClick(page.view, KEY.Key_Return)  # Enter on the felt: nothing for a spectator
    QTest.mouseClick(page.view.viewport(), LEFT)
    assert w.match.needs_deal and not w.went_on
    problems: list[str] = []
    w.sig_problem.connect(lambda text, _fatal: problems.append(text))
    w.client.go_on()  # a spectator's `next` on the wire (a changed client): refused, with why
    qtbot.waitUntil(lambda: bool(problems), timeout=WAIT_MS)
    assert problems == ["You are watching this table: its players start the next deal."]
    assert page.status.text() == problems[0] and not w.ended

    assert window.table.scores.next_button.isVisible()
    QTest.mouseClick(window.table.scores.next_button, LEFT)  # Ann goes on; Ben still reads
    qtbot.waitUntil(lambda: w.waiting == [1] and ann.waiting == [1], timeout=WAIT_MS)
    assert ann.went_on and ann.match.needs_deal, "the next deal waits for Ben"
    assert not window.table.scores.next_button.isVisible()
    assert window.table.status.text() == "Waiting for Ben to go on to the next deal."
    assert page.status.text() == ("The deal is over. The players start the next deal; "
                                  "waiting for Ben.")
    assert ben.match.needs_deal and other.table.scores.next_button.isVisible()
    qtbot.waitUntil(lambda: ben.waiting == [1], timeout=WAIT_MS)
    assert other.table.status.text() == ("The deal is over. The others have gone on: Next deal "
                                         "when you are ready.")
    QTest.mouseClick(other.table.scores.next_button, LEFT)
    for c in (ann, ben, w):
        qtbot.waitUntil(lambda c=c: not c.match.needs_deal and c.match.deal_index == 1
                        and c.view() is not None, timeout=WAIT_MS)
    assert not page.scores.next_button.isVisible()
    assert "next deal" not in page.status.text()
    assert w.view().deal_index == ann.view().deal_index == 1
    for _ in range(MAX_MOVES):  # until Ben is to move; then he leaves and Ann waits for him
        qtbot.waitUntil(lambda: ann.human_turn() or ben.human_turn(), timeout=WAIT_MS)
        if ben.human_turn():
            break
        NetPlayer(qtbot, window).move()
    other.table.controller.stop()
    qtbot.waitUntil(lambda: ann.away_to_move() == 1, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: window.table.status.text() == "Waiting for Ben, who is away.",
                    timeout=WAIT_MS)
