"""The coach never leaves a player waiting: a review whose search fails ends its progress and
says so (reviewed here, or from the ratings made ahead in their own process), a hint whose
search fails says it is only the rule player's move, a teacher-mode rating whose search fails
says the move cannot be rated, and a choice of several cards laid in another order than the
hint's is the hint's move (take back, record and review alike). Driven through the real
window; the searches are made cheap or made to fail."""

import functools
import threading
from concurrent.futures import Future

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from tablecards.ai import review
from tablecards.ai.search.core import Budget
from tablecards.rules.records import replay_record
from tablecards.ui import coaching, review_ahead, review_view, teacher
from tablecards.ui.bot_worker import WorkerDied
from tablecards.ui.i18n import set_language
from tablecards.ui.review_ahead import ReviewAhead
from tablecards.ui.teacher import TeacherPanel
from tests.ui.test_coach import ask_hint, keys_to_table
from tests.ui.test_keyboard_games import KeyPlayer
from tests.ui.test_review_view import finish_a_deal
from tests.ui.test_table import click, wait_turn
from tests.ui.test_teacher_mode import open_hands_by_menu

LEFT = Qt.MouseButton.LeftButton
CTRL = Qt.KeyboardModifier.ControlModifier
WAIT_MS = 20000


def open_review(page):
    QTest.mouseClick(page.scores.review_button, LEFT)
    assert page.review is not None
    return page.review


# -- a review whose search fails -----------------------------------------------------------
def test_a_review_whose_search_fails_says_so_and_stops(qtbot, start, monkeypatch):
    def failing(*args, **kwargs):
        raise KeyError("a fault of the search")

    monkeypatch.setattr(review_view, "review_record", failing)
    page = start("tressette", players=2, seed=3)
    finish_a_deal(qtbot, page)
    dialog = open_review(page)
    qtbot.waitUntil(lambda: not dialog.running(), timeout=WAIT_MS)
    assert not dialog.progress.isVisible() and not dialog.cancel_button.isVisible()
    assert dialog.table.rowCount() == 0
    said = dialog.reason.text()
    assert said == ("The review could not be made: the coach's search stopped on an error. "
                    "The match itself is not affected.")
    set_language("ja", remember=False)  # rewording the dialog keeps what it said
    set_language("en", remember=False)
    assert dialog.reason.text() == said
    dialog.close()


def test_a_review_whose_ratings_ahead_fail_says_so_and_stops(qtbot, start, monkeypatch):
    """The ratings made while the deal is played come from a process of their own: one that
    died (or whose search failed) ends the review's progress with the same words."""
    def died(*args, **kwargs):
        future: Future = Future()
        future.set_exception(WorkerDied("the bot worker process exited without answering"))
        return future

    monkeypatch.setattr(ReviewAhead, "in_tests", True)
    monkeypatch.setattr(review_ahead, "rate", died)
    page = start("tressette", players=2, seed=3)
    finish_a_deal(qtbot, page)
    assert page.ahead.ratings and all(f.done() for f in page.ahead.ratings.values())
    dialog = open_review(page)
    qtbot.waitUntil(lambda: not dialog.running(), timeout=WAIT_MS)
    assert not dialog.progress.isVisible() and not dialog.cancel_button.isVisible()
    assert dialog.table.rowCount() == 0
    assert dialog.reason.text() == ("The review could not be made: the coach's search stopped "
                                    "on an error. The match itself is not affected.")
    dialog.close()


def test_a_review_says_it_is_rating_while_it_rates(qtbot, start, monkeypatch):
    release = threading.Event()
    real = functools.partial(review.review_record, budget=Budget(20), worlds=4)

    def held(*args, **kwargs):
        release.wait(WAIT_MS / 1000)
        return real(*args, **kwargs)

    monkeypatch.setattr(review_view, "review_record", held)
    page = start("tressette", players=2, seed=3)
    finish_a_deal(qtbot, page)
    dialog = open_review(page)
    assert dialog.running() and dialog.progress.isVisible()
    assert dialog.reason.text() == "The coach is rating each decision…"  # not "no decision"
    release.set()
    qtbot.waitUntil(lambda: not dialog.running(), timeout=60000)
    assert dialog.table.rowCount() > 0 and "No decision" not in dialog.reason.text()
    dialog.close()


def test_a_bad_record_in_review_is_named(qtbot, start, monkeypatch):
    def refused(*args, **kwargs):
        raise review.RecordError("deal 0, action 3: 7C is not in the hand")

    monkeypatch.setattr(review_view, "review_record", refused)
    page = start("tressette", players=2, seed=3)
    finish_a_deal(qtbot, page)
    dialog = open_review(page)
    qtbot.waitUntil(lambda: not dialog.running(), timeout=WAIT_MS)
    assert not dialog.progress.isVisible()
    assert dialog.reason.text() == ("The review could not be made: deal 0, action 3: 7C is "
                                    "not in the hand")
    dialog.close()


# -- a hint whose search fails -------------------------------------------------------------
def test_a_hint_whose_search_fails_says_it_is_only_the_rule_players_move(qtbot, window, start,
                                                                          monkeypatch):
    def failing(*args, **kwargs):
        raise RuntimeError("a fault of the search")

    monkeypatch.setattr(coaching, "advise", failing)
    page = start("tressette", seed=3)
    assert wait_turn(qtbot, page)
    keys_to_table(qtbot, window, page)
    hint = ask_hint(qtbot, window, page)
    assert hint.action in page.controller.match.view(0).legal_actions
    lines = page.status.text().split("\n")
    assert lines[0].startswith("Hint: Play ")
    assert lines[1].startswith("The coach's search failed on this decision")


# -- a teacher-mode rating whose search fails -----------------------------------------------
def test_a_rating_whose_search_fails_says_the_move_cannot_be_rated(qtbot, start, window,
                                                                   monkeypatch):
    """Once, not for ever: the failed rating is kept, so the panel neither waits nor asks again
    (a run that ended without a word used to be started anew, "thinking" for good)."""
    asked = []

    def failing(*args, **kwargs):
        asked.append(args)
        raise RuntimeError("a fault of the search")

    monkeypatch.setattr(teacher, "rate_decision", failing)
    page = start("tressette", players=2, seed=3)
    open_hands_by_menu(window)
    panel = page.findChild(TeacherPanel)
    assert panel is not None
    rating = panel.rating
    assert wait_turn(qtbot, page)
    KeyPlayer(page).move()
    assert wait_turn(qtbot, page)  # the table stands still: the move on show stays
    assert page.controller.last_move is not None
    QTest.mouseClick(rating.rate_button, LEFT)
    qtbot.waitUntil(lambda: rating.verdict.text() == "The coach cannot rate this decision.",
                    timeout=WAIT_MS)
    qtbot.waitUntil(lambda: rating._run is None, timeout=WAIT_MS)
    qtbot.wait(200)
    assert len(asked) == 1
    assert rating.verdict.text() == "The coach cannot rate this decision."


# -- a choice of several cards laid in another order than the hint's -----------------------
@pytest.fixture
def cheap_coach(monkeypatch):
    """The hint from the Easy player and a cheap review: the order of the cards is what is
    tried here, not the strength of the search."""
    monkeypatch.setattr(coaching, "HINT_LEVEL", "easy")
    monkeypatch.setattr(review_view, "review_record",
                        functools.partial(review.review_record, budget=Budget(20), worlds=4))


def lay(qtbot, page, cards) -> None:
    """Pick `cards` on the felt in this order, then press the confirm button."""
    for card in cards:
        click(page.view, next(i for i in page.scene.hand_items() if i.card == card))
    confirm = next(b for b in page.panel.findChildren(QPushButton)
                   if b.isVisible() and b.text().replace("&", "") == "Confirm bid")
    assert confirm.isEnabled()
    QTest.mouseClick(confirm, LEFT)


def test_a_bid_laid_as_hinted_in_any_order_is_the_hints_move(qtbot, window, start,
                                                              cheap_coach):
    page = start("ninety_nine", players=3, seed=4)
    c = page.controller
    assert wait_turn(qtbot, page)
    keys_to_table(qtbot, window, page)
    hint = ask_hint(qtbot, window, page)
    assert hint.action.verb == "bid"
    at = len(c.match.actions[-1])
    lay(qtbot, page, hint.action.value)  # in the hint's order
    assert c.match.actions[-1][at] == hint.action
    assert wait_turn(qtbot, page)  # the others have bid: the human decides again
    QTest.keyClick(page.view, Qt.Key.Key_Z, CTRL)
    assert c.human_turn() and len(c.match.actions[-1]) == at
    backwards = hint.action.value[::-1]
    lay(qtbot, page, backwards)  # the same cards, picked the other way round
    laid = c.match.actions[-1][at]
    assert laid == hint.action and laid.to_record()["bid"] == [x.code for x in backwards]
    record = c.match.to_record()
    assert replay_record(record).match.actions == c.match.actions
    finish_a_deal(qtbot, page)
    dialog = open_review(page)
    qtbot.waitUntil(lambda: not dialog.running(), timeout=60000)
    assert dialog.table.rowCount() > 0
    assert dialog.table.item(0, 0).text() == review_view.action_text(hint.action)
    assert dialog.table.item(0, 4).text() in ("good", "inaccuracy", "mistake", "blunder")
    dialog.close()
