"""The review made while the deal is played: each decision of a person is rated in the
review's own process as it is made, and "Review this deal" then lists exactly the ratings
that reviewing the record gives, without asking for any rating anew. Driven through the real
window; the search is made cheap (its strength is the review's, tested in tests/ai)."""

import os

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tablecards.ai.review import Settings, review_record
from tablecards.ai.search.core import Budget
from tablecards.ui import review_ahead
from tablecards.ui.controller import MatchConfig, SeatConfig
from tablecards.ui.review_ahead import ReviewAhead
from tablecards.ui.review_view import stop_reviews
from tests.ui.test_keyboard_games import KeyPlayer
from tests.ui.test_review_view import finish_a_deal
from tests.ui.test_table import wait_turn

LEFT = Qt.MouseButton.LeftButton
WAIT_MS = 120000
CHEAP = Settings("strong", 0, Budget(40), 6)


@pytest.fixture
def ahead(monkeypatch):
    """Rate ahead at the tests' inline tables too, cheaply; the review's process ends after
    the test."""
    monkeypatch.setattr(ReviewAhead, "in_tests", True)
    monkeypatch.setattr(review_ahead, "SETTINGS", CHEAP)
    yield
    review_ahead.shutdown()


def all_rated(page) -> bool:
    ratings = page.ahead.ratings.values()
    return bool(ratings) and all(f.done() for f in ratings)


def listed(dialog) -> list[tuple[str, ...]]:
    """The review's rows as shown."""
    table = dialog.table
    return [tuple(table.item(row, col).text() for col in range(5))
            for row in range(table.rowCount())]


def open_when_rated(qtbot, page):
    """Wait for the ratings made ahead, then press Review this deal: nothing more is asked."""
    qtbot.waitUntil(lambda: all_rated(page), timeout=WAIT_MS)
    asked = dict(page.ahead.ratings)
    QTest.mouseClick(page.scores.review_button, LEFT)
    dialog = page.review
    assert dialog is not None
    qtbot.waitUntil(dialog.ready, timeout=WAIT_MS)
    assert page.ahead.ratings == asked  # every rating shown was made during the deal
    return dialog


@pytest.mark.parametrize(("game_id", "players"), [("tressette", 2), ("hearts", 4)])
def test_the_review_opens_from_the_ratings_made_during_the_deal(qtbot, start, ahead, game_id,
                                                                players):
    page = start(game_id, players=players, seed=5)
    finish_a_deal(qtbot, page)
    dialog = open_when_rated(qtbot, page)
    record = page.controller.match.to_record()
    deal = len(page.controller.match.results) - 1
    expected = review_record(record, 0, CHEAP.level, CHEAP.seed, [deal], budget=CHEAP.budget,
                             worlds=CHEAP.worlds)
    assert dialog.ratings() == expected
    assert len(listed(dialog)) == len(expected) > 0
    assert not dialog.progress.isVisible()
    dialog.close()


def test_a_review_opened_before_the_ratings_are_in_shows_its_progress(qtbot, start, ahead):
    """With the ratings ahead held back, the review waits for them with its progress bar,
    then lists the same ratings."""
    page = start("tressette", players=2, seed=5)
    page.ahead.active = False  # nothing rated during the deal: the review asks for it all
    finish_a_deal(qtbot, page)
    assert not page.ahead.ratings
    page.ahead.active = True
    QTest.mouseClick(page.scores.review_button, LEFT)
    dialog = page.review
    assert dialog.running() and dialog.progress.isVisible()
    qtbot.waitUntil(dialog.ready, timeout=WAIT_MS)
    assert not dialog.progress.isVisible()
    record = page.controller.match.to_record()
    assert dialog.ratings() == review_record(record, 0, CHEAP.level, CHEAP.seed, [0],
                                             budget=CHEAP.budget, worlds=CHEAP.worlds)
    dialog.close()


def test_hot_seat_rates_each_persons_decisions(qtbot, window, ahead):
    seats = [SeatConfig("Ann", True), SeatConfig("Ben", True)]
    page = window.start_match(MatchConfig("tressette", 2, {}, seats, 3))
    c = page.controller
    while not c.match.needs_deal:
        QTest.mouseClick(page.pass_screen.reveal_button, LEFT)
        assert c.human_turn()
        KeyPlayer(page).move()
    record = c.match.to_record()
    decided = {d.seat for d in page.ahead.decisions}
    assert decided == {0, 1}
    dialog = open_when_rated(qtbot, page)
    for seat in (0, 1):
        dialog.seat_box.setCurrentIndex(dialog.seat_box.findData(seat))
        qtbot.waitUntil(dialog.ready, timeout=WAIT_MS)
        assert dialog.ratings() == review_record(record, seat, CHEAP.level, CHEAP.seed, [0],
                                                 budget=CHEAP.budget, worlds=CHEAP.worlds)
    dialog.close()


def test_the_next_deals_review_lists_its_own_decisions(qtbot, start, ahead):
    page = start("tressette", players=2, seed=5)
    finish_a_deal(qtbot, page)
    noted = len(page.ahead.decisions)
    assert noted > 0
    QTest.mouseClick(page.scores.next_button, LEFT)
    finish_a_deal(qtbot, page)
    assert all(d.position[0] == 1 for d in page.ahead.decisions)
    dialog = open_when_rated(qtbot, page)
    assert dialog.deal == 1 and dialog.ratings()
    dialog.close()


SLOW = Settings("strong", 0, Budget(400_000), 4000)
"""A rating that takes far longer than a test: still running when the table moves on."""


def test_a_new_deal_cancels_the_ratings_still_to_come(qtbot, start, ahead, monkeypatch):
    monkeypatch.setattr(review_ahead, "SETTINGS", SLOW)
    page = start("tressette", players=2, seed=5)
    finish_a_deal(qtbot, page)
    before = dict(page.ahead.ratings)
    assert before
    QTest.mouseClick(page.scores.next_button, LEFT)
    assert wait_turn(qtbot, page)
    KeyPlayer(page).move()  # the first decision of the new deal
    assert not set(before) & set(page.ahead.ratings)
    assert all(f.cancelled() for f in before.values() if not f.done() or f.cancelled())
    assert any(f.cancelled() for f in before.values())


def test_quitting_ends_the_ratings_and_their_process(qtbot, start, ahead, monkeypatch):
    monkeypatch.setattr(review_ahead, "SETTINGS", SLOW)
    page = start("tressette", players=2, seed=5)
    assert wait_turn(qtbot, page)
    KeyPlayer(page).move()
    asked = list(page.ahead.ratings.values())
    assert asked
    qtbot.waitUntil(lambda: review_ahead.process_running() is not None, timeout=WAIT_MS)
    process = review_ahead.process_running()
    if hasattr(os, "sched_getscheduler"):  # Linux: it runs only on what the others leave idle
        qtbot.waitUntil(lambda: os.sched_getscheduler(process.pid) == os.SCHED_IDLE,
                        timeout=WAIT_MS)
    stop_reviews()  # what the application does when it quits
    assert all(f.cancelled() for f in asked)
    assert not process.is_alive()


def test_a_backlog_is_rated_in_a_process_per_core(qtbot, start, ahead, monkeypatch):
    """A rating asked while the first still runs goes to a second idle-priority process (so
    a quick player's decisions are rated on every core); quitting ends both."""
    monkeypatch.setattr(review_ahead, "SETTINGS", SLOW)
    monkeypatch.setattr(review_ahead, "rater_count", lambda: 2)
    page = start("tressette", players=2, seed=5)
    assert wait_turn(qtbot, page)
    view = page.controller.match.view(0)
    first, second = view.legal_actions[:2]  # a choice: neither rating is forced
    asked = [page.ahead.rating(view, first), page.ahead.rating(view, second)]
    qtbot.waitUntil(lambda: len(review_ahead.processes_running()) == 2, timeout=WAIT_MS)
    processes = review_ahead.processes_running()
    assert len({p.pid for p in processes}) == 2
    if hasattr(os, "sched_getscheduler"):
        for process in processes:
            qtbot.waitUntil(lambda p=process: os.sched_getscheduler(p.pid) == os.SCHED_IDLE,
                            timeout=WAIT_MS)
    stop_reviews()
    assert all(f.cancelled() for f in asked)
    assert not any(p.is_alive() for p in processes)
