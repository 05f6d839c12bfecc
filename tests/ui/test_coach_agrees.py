"""The hint and the review agree (issue 30, item 2): the review's best move is the hint's move
from the same view, level and seed; a move as good as the best is not called worse; a forced
move is not rated; the review's hand is sorted as the table's; and H pressed again takes the
hint on show, whether it names one card or several."""

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tablecards.ai.levels import adapter, view_digest
from tablecards.ai.review import FORCED, VERDICTS, Settings, rate_decision, review_record
from tablecards.rules.records import replay_record
from tablecards.ui.coach_words import why_sentence
from tablecards.ui.coaching import COACH_SEED
from tablecards.ui.controller import MatchConfig, MatchController, Pace, SeatConfig
from tablecards.ui.review_view import ReviewDialog, positions, rating_text
from tests.ai.test_review import hearts_record
from tests.ui.test_coach import keys_to_table
from tests.ui.test_table import wait_turn

DECISIONS = 4
"""Decisions of the human compared per game: the hint taken at even ones, another legal move
made at odd ones (so the review must name the hint's move as the better one)."""


def hinted_match(qtbot, game_id: str, players: int, seed: int) -> tuple[MatchController,
                                                                         list[Any], list[str]]:
    """A match where seat 0 asks the coach at each of its first decisions of deal 1; the
    hints and the digests of the views they were given for."""
    seats = [SeatConfig("Ann", True)] + [SeatConfig(f"Bot {s}", False, "easy")
                                         for s in range(1, players)]
    c = MatchController(MatchConfig(game_id, players, {}, seats, seed), Pace(0, 0, 0))
    c.start()
    hints, digests = [], []
    for n in range(DECISIONS):
        qtbot.waitUntil(lambda: c.human_turn() or c.match.needs_deal, timeout=5000)
        if not c.human_turn():
            break
        view = c.match.view(0)
        with qtbot.waitSignal(c.sig_hint, timeout=120000) as got:
            assert c.request_hint()
        hint = got.args[0]
        hints.append(hint)
        digests.append(view_digest(view))
        other = [a for a in view.legal_actions if a != hint.action]
        assert c.submit(other[0] if n % 2 and other else hint.action) is None
    c.stop()
    return c, hints, digests


@pytest.mark.parametrize(("game_id", "players", "seed"), [
    ("tressette", 2, 5), ("hearts", 4, 7), ("ninety_nine", 3, 4), ("sheepshead", 5, 2)])
def test_the_review_names_the_hints_move_best(qtbot, game_id, players, seed) -> None:
    c, hints, digests = hinted_match(qtbot, game_id, players, seed)
    assert len(hints) >= 2
    record = c.match.to_record()
    ratings = review_record(record, 0, "strong", COACH_SEED, deals=[0])
    assert len(ratings) == len(hints)
    views = positions(record, 0, 0)
    assert any(r.verdict != FORCED for r in ratings)
    for hint, digest, view, rating in zip(hints, digests, views, ratings, strict=True):
        assert view_digest(view) == digest  # the review sees what the hint was given
        if rating.verdict == FORCED:
            assert len(view.legal_actions) == 1 and rating.played == hint.action
            continue
        if rating.played == hint.action:
            assert (rating.best, rating.loss, rating.verdict) == (hint.action, 0.0, "good")
        else:  # named best, unless the move made rated strictly better than it
            assert rating.best == hint.action or rating.reason == "best_move"


def test_a_move_as_good_as_the_best_is_not_called_worse(monkeypatch) -> None:
    """Two moves the rating's deals cannot tell apart: the one made is 'as good as' the
    coach's, with no loss and a good verdict."""
    match = replay_record(hearts_record("3S", stop_after=7)).match
    view = match.view(0)
    legal = view.legal_actions
    module = adapter("hearts")
    monkeypatch.setattr(module, "rate", lambda v, moves, *rest: dict.fromkeys(moves, -2.5))
    settings = Settings("strong", COACH_SEED)
    coach = rate_decision("hearts", view, legal[0], {"no_pass": True}, settings)
    assert coach is not None
    other = next(a for a in legal if a != coach.best)
    tied = rate_decision("hearts", view, other, {"no_pass": True}, settings)
    assert tied is not None
    assert (tied.verdict, tied.loss, tied.reason) == ("good", 0.0, "equal_to_best")
    assert tied.best == coach.best and tied.played == other
    assert rating_text(tied, penalty=True).startswith("As good as the best move found, ")


def test_a_forced_move_is_shown_unrated_and_not_counted(qtbot) -> None:
    match = replay_record(hearts_record("AS")).match
    dialog = ReviewDialog(match, ["Ann", "Bob", "Cy", "Di"], [0], 0)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.sig_verdicts, timeout=120000) as got:
        dialog.show()
    qtbot.waitUntil(lambda: not dialog.running(), timeout=120000)
    counts = got.args[1]
    assert set(counts) == set(VERDICTS) and sum(counts.values()) == 1  # the A♠ alone
    table = dialog.table
    assert table.rowCount() == 2
    forced = [table.item(0, col).text() for col in range(5)]
    assert forced[0] == "Play 4♣" and forced[1:] == ["—", "—", "—", "forced"]
    assert table.item(1, 4).text() in ("mistake", "blunder")
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualItemRect(
        table.item(0, 0)).center())
    assert dialog.reason.text() == "It was the only legal move."
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualItemRect(
        table.item(1, 0)).center())
    rated = review_record(hearts_record("AS"), 0, "strong", COACH_SEED)[1]
    names = ["Ann", "Bob", "Cy", "Di"].__getitem__
    verdict, facts, title, better = dialog.reason.text().split("\n")
    assert verdict == rating_text(rated, penalty=True) and rated.why and rated.best_why
    assert facts == why_sentence(rated.why, True, names)
    assert title == "Why 3♠ is better:"  # the duck, the move that keeps the queen away
    assert better == why_sentence(rated.best_why, True, names)


def test_the_review_lays_the_hand_out_as_the_table_sorts_it(qtbot, window, start) -> None:
    """In Tressette the 3 and the 2 outrank the ace: the table sorts them so, and the review
    of the same deal lays each position's hand out in that order, not as the core keeps it."""
    page = start("tressette", seed=3)
    for _ in range(2):
        assert wait_turn(qtbot, page)
        keys_to_table(qtbot, window, page)
        QTest.keyClick(page.view, Qt.Key.Key_Return)
    arrange = page.scene.prefs.arrange
    c = page.controller
    dialog = ReviewDialog(c.match, c.seat_names(), [0], 0, arrange=arrange)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: not dialog.running(), timeout=120000)
    hand = positions(c.match.to_record(), 0, 0)[0].hand
    drawn = [i for i in dialog.scene.items() if hasattr(i, "card")]
    bottom = max(i.pos().y() for i in drawn)
    in_hand = [i.card for i in sorted(drawn, key=lambda i: i.pos().x())
               if i.pos().y() == bottom]
    assert in_hand == arrange(list(hand)) and in_hand != list(hand)


# -- one key takes the hint ----------------------------------------------------------------
def take_hint_with_h(qtbot, window, page):
    """H shows the hint; H again takes it. Returns the hint and the actions before."""
    keys_to_table(qtbot, window, page)
    c = page.controller
    with qtbot.waitSignal(c.sig_hint, timeout=120000) as got:
        QTest.keyClick(page.view, Qt.Key.Key_H)
    hint = got.args[0]
    assert "(H again takes it)" in page.status.text().split("\n")[0]
    before = len(c.match.actions[-1])
    QTest.keyClick(page.view, Qt.Key.Key_H)
    return hint, before


def test_h_again_plays_a_hinted_card(qtbot, window, start) -> None:
    page = start("tressette", seed=3)
    assert wait_turn(qtbot, page)
    hint, before = take_hint_with_h(qtbot, window, page)
    assert page.controller.match.actions[-1][before] == hint.action


@pytest.mark.parametrize(("game_id", "players", "seed", "verb"), [
    ("hearts", 4, 2, "pass"), ("ninety_nine", 3, 4, "bid")])
def test_h_again_lays_every_card_of_a_hinted_choice(qtbot, window, start, game_id, players,
                                                     seed, verb) -> None:
    page = start(game_id, players=players, seed=seed)
    assert wait_turn(qtbot, page)
    hint, before = take_hint_with_h(qtbot, window, page)
    assert hint.action.verb == verb and len(hint.action.value) == 3
    made = page.controller.match.actions[-1][before]
    assert made == hint.action and made.seat == 0


def test_a_stale_hint_is_not_taken(qtbot, window, start) -> None:
    """After the player moved on by hand, H asks afresh instead of playing an old hint."""
    page = start("tressette", seed=3)
    assert wait_turn(qtbot, page)
    keys_to_table(qtbot, window, page)
    c = page.controller
    with qtbot.waitSignal(c.sig_hint, timeout=120000):
        QTest.keyClick(page.view, Qt.Key.Key_H)
    QTest.keyClick(page.view, Qt.Key.Key_Return)  # the hinted card, by the table's own key
    assert wait_turn(qtbot, page)
    played = sum(len(a) for a in c.match.actions)
    with qtbot.waitSignal(c.sig_hint, timeout=120000) as got:
        QTest.keyClick(page.view, Qt.Key.Key_H)
    assert got.args[0].position == c.position()
    assert sum(len(a) for a in c.match.actions) == played
