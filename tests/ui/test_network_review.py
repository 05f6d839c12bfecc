"""The coach's review at a network table: a seated player's decisions are rated from the views
this machine had when acting, and Review this deal lists the same ratings as reviewing the
host's complete record for that seat; a spectator is offered no review. Real windows on a real
host on 127.0.0.1, played by keys; the search is made cheap."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tablecards.ai.review import Settings, review_record
from tablecards.ai.search.core import Budget
from tablecards.net.host import HostThread
from tablecards.ui import review_ahead
from tablecards.ui.review_ahead import ReviewAhead
from tests.ui.test_network_table import (
    MAX_MOVES,
    WAIT_MS,
    NetPlayer,
    controller_of,
    joined,
    new_window,
    table,
)

LEFT = Qt.MouseButton.LeftButton
CHEAP = Settings("strong", 0, Budget(40), 6)
RATED_MS = 120_000


@pytest.fixture
def host():
    thread = HostThread("127.0.0.1", 0)
    thread.start()
    yield thread
    thread.stop()


@pytest.fixture
def ahead(monkeypatch):
    monkeypatch.setattr(ReviewAhead, "in_tests", True)
    monkeypatch.setattr(review_ahead, "SETTINGS", CHEAP)
    yield
    review_ahead.shutdown()


def play_first_deal(qtbot, wins) -> None:
    """The people play by keys until the first deal is over on every window."""
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


def test_a_seated_player_reviews_the_deal_from_its_own_views(qtbot, tmp_path, host, window,
                                                            ahead):
    invitation = table(host, "tressette", 2)
    other = new_window(qtbot, tmp_path, "ben")
    watcher = new_window(qtbot, tmp_path, "watcher")
    joined(qtbot, window, invitation, "Ann", seat=0)
    ben = joined(qtbot, other, invitation, "Ben", seat=1)
    joined(qtbot, watcher, invitation, "", spectator=True)
    play_first_deal(qtbot, [window, other])
    page = other.table
    assert page.ahead.decisions and {d.seat for d in page.ahead.decisions} == {1}
    qtbot.waitUntil(lambda: all(f.done() for f in page.ahead.ratings.values()),
                    timeout=RATED_MS)
    button = page.scores.review_button
    assert button.isVisible()
    asked = dict(page.ahead.ratings)
    QTest.mouseClick(button, LEFT)
    dialog = page.review
    assert dialog is not None
    qtbot.waitUntil(dialog.ready, timeout=RATED_MS)
    assert page.ahead.ratings == asked  # rated while the deal was played
    record = host.record(invitation.rsplit("/", 1)[1])
    expected = review_record(record, 1, CHEAP.level, CHEAP.seed, [ben.match.deal_index],
                             budget=CHEAP.budget, worlds=CHEAP.worlds)
    assert expected and dialog.ratings() == expected
    assert dialog.table.rowCount() == len(expected)
    qtbot.waitUntil(lambda: controller_of(watcher).match.needs_deal, timeout=WAIT_MS)
    assert not watcher.table.scores.review_button.isVisible()
    dialog.close()


def test_a_player_back_at_the_table_reviews_the_whole_deal(qtbot, tmp_path, host, window,
                                                          ahead):
    """Ben decides, his app goes (a new window stands for a restart) and he rejoins with
    his token: the host tells him his decisions of the deal, so the review rates all of them,
    each from the view he had then."""
    invitation = table(host, "tressette", 2)
    other = new_window(qtbot, tmp_path, "ben")
    ann = joined(qtbot, window, invitation, "Ann", seat=0)
    ben = joined(qtbot, other, invitation, "Ben", seat=1)
    players = {id(w): NetPlayer(qtbot, w) for w in (window, other)}
    for _ in range(MAX_MOVES):
        if len(ben.decided) >= 3:
            break
        qtbot.waitUntil(lambda: ann.human_turn() or ben.human_turn(), timeout=WAIT_MS)
        players[id(window if ann.human_turn() else other)].move()
    before = [d.position for d in ben.decided]
    assert len(before) >= 3
    token = ben.token
    ben.stop()
    again = new_window(qtbot, tmp_path, "ben-again")
    back = joined(qtbot, again, invitation, "Ben", token=token)
    assert back.seat == 1
    qtbot.waitUntil(lambda: [d.position for d in back.decided][:len(before)] == before,
                    timeout=WAIT_MS)
    assert [d.position for d in again.table.ahead.decisions][:len(before)] == before
    play_first_deal(qtbot, [window, again])
    record = host.record(invitation.rsplit("/", 1)[1])
    assert len(again.table.ahead.seat_decisions(1, 0)) == \
        sum(1 for a in record["deals"][0]["actions"] if a["seat"] == 1)
