"""Network tables in the app: real windows joined to a real host on 127.0.0.1, played by the
widgets' own events (keys on the felt and the panel), checked against the host's complete
record replayed by the rules core."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tablecards.net.host import HostThread
from tablecards.net.table import SeatPlan, TableConfig
from tablecards.rules.cards import Card
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
    label,
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

    def move(self) -> None:
        activate(self.qtbot, self.win)
        page, view = self.page, self.c.view()
        assert view is not None
        self.sent = self.c.actions_sent
        with_cards = [a for a in view.legal_actions[:200] if cards_of(a)
                      and set(cards_of(a)) <= set(row_of(view, a.seat))]
        if with_cards:
            by_cards(page, with_cards[0])
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
        c.human_turn() or (c.match.needs_deal and not c.match.over) for c in cs),
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
            if c.match.needs_deal and not c.match.over:
                assert page.scores.next_button.isVisible()
                QTest.mouseClick(page.scores.next_button, LEFT)
            elif c.human_turn():
                players[id(win)].move()
    raise AssertionError("the match did not end")


def sheet_totals(win: MainWindow) -> list[int]:
    sheet = win.table.scores.table
    row = sheet.rowCount() - 1
    return [int(sheet.item(row, col).text()) for col in range(1, sheet.columnCount())]


def check_record(host: HostThread, invitation: str, wins: list[MainWindow]) -> None:
    """The host's complete record replays, by the rules core, to the totals on every window."""
    record = host.record(invitation.rsplit("/", 1)[1])
    match = match_from_record(record)
    assert match.over
    for win in wins:
        c = controller_of(win)
        assert c.match.over and c.match.totals == list(match.totals)
        assert sheet_totals(win) == list(match.totals)[:len(sheet_totals(win))]
        assert sorted(c.match.winners) == sorted(match.winners)
        assert win.table.scores.rows() == len(match.results)


@pytest.mark.parametrize("game", game_ids())
def test_two_windows_play_a_whole_match(qtbot, tmp_path, host, window, game):
    invitation = table(host, game, 2)
    other = new_window(qtbot, tmp_path, "ben")
    first = joined(qtbot, window, invitation, "Ann", seat=0)
    second = joined(qtbot, other, invitation, "Ben", seat=1)
    assert (first.seat, second.seat) == (0, 1)
    qtbot.waitUntil(lambda: first.view() is not None and second.view() is not None,
                    timeout=WAIT_MS)
    assert first.seat_name(1) == "Ben" and second.seat_name(0) == "Ann"
    play_match(qtbot, [window, other])
    check_record(host, invitation, [window, other])
