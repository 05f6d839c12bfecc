"""Every game explains the trick just won on the real table: the winning card is ringed, the
others dimmed, the status line says why in the game's own terms, and the trick history (L,
then Left and Right) shows each trick of the deal with its reason. The human plays by keys."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tablecards.rules.explain import Why
from tablecards.rules.explained_record import explained_events
from tablecards.rules.registry import game_class
from tablecards.ui.texts import why_text
from tablecards.ui.trick_history import deal_whys
from tests.ui.test_keyboard_games import KeyPlayer
from tests.ui.test_table import wait_turn

NORMAL = "normal"
"""The seeds below were chosen with Normal computers: the rule player would take these tricks."""

# A seed and options per trick game where the human wins a trick in the first deal.
TRICK_DEALS = [
    ("hearts", 2, {}),
    ("tressette", 2, {}),
    ("ninety_nine", 1, {}),
    ("nominations", 2, {}),
    ("mini_misere", 4, {}),
    ("sheepshead", 2, {}),
]


def trick_on_show(page) -> bool:
    """A finished trick lies in the middle and the human is to move."""
    view = page.controller.view()
    return bool(view.tricks) and not (view.trick is not None and view.trick.plays)


def play_until_a_trick_shows(qtbot, page) -> None:
    player = KeyPlayer(page)
    while wait_turn(qtbot, page):
        if trick_on_show(page):
            return
        player.move()
    raise AssertionError("the deal ended before a won trick was on show on the human's turn")


@pytest.mark.parametrize(("game_id", "seed", "options"), TRICK_DEALS,
                         ids=[d[0] for d in TRICK_DEALS])
def test_the_trick_just_won_is_marked_and_explained(qtbot, start, game_id, seed, options):
    players = game_class(game_id).spec.usual_players
    page = start(game_id, players=players, seed=seed, options=options, level=NORMAL)
    play_until_a_trick_shows(qtbot, page)
    view = page.controller.view()
    trick = view.tricks[-1]
    winning = next(card for seat, card in trick.plays if seat == trick.winner)
    ringed = [item.card for item in page.scene.trick_items() if item.won]
    assert ringed == [winning]
    others = [item for item in page.scene.trick_items() if item.card != winning]
    assert others and all(item.dimmed for item in others)
    why = deal_whys(page.controller.match)[-1]
    assert isinstance(why, Why) and why.winner == trick.winner and why.card == winning
    sentence = why_text(why, page.controller.seat_names())
    assert "_" not in sentence and len(sentence) > 20
    assert sentence in page.status.text()
    assert page.status.text().startswith("Trick to " + page.controller.seat_name(trick.winner))


def test_the_trick_history_steps_through_the_deal(qtbot, start):
    page = start("hearts", players=4, seed=2, level=NORMAL)
    play_until_a_trick_shows(qtbot, page)
    while len(page.controller.view().tricks) < 2:
        KeyPlayer(page).move()
        play_until_a_trick_shows(qtbot, page)
    view = page.controller.view()
    whys = deal_whys(page.controller.match)
    names = page.controller.seat_names()
    page.view.setFocus()
    QTest.keyClick(page.view, Qt.Key.Key_L)
    overlay = page.scene.overlay
    assert overlay is not None and overlay.caption is not None
    assert overlay.caption.toPlainText() == why_text(whys[-1], names)
    QTest.keyClick(page.view, Qt.Key.Key_Left)
    earlier = page.scene.overlay
    assert earlier is not None and earlier is not overlay
    assert earlier.caption.toPlainText() == why_text(whys[-2], names)
    won = [item.card for item in earlier.cards if item.won]
    first = view.tricks[-2]
    assert won == [next(c for s, c in first.plays if s == first.winner)]
    QTest.keyClick(page.view, Qt.Key.Key_Escape)
    assert page.scene.overlay is None


def every_why(match) -> list[tuple[str, Why]]:
    """(event kind, Why) for everything explained so far in the match's last deal."""
    record = match.to_record()
    last = len(record["deals"]) - 1
    _, told = explained_events(record)
    return [(e.kind, why) for deal, e, why in told if deal == last and why is not None]


def test_a_sneak_challenge_says_why_its_set_won(qtbot, start):
    page = start("sneak", players=4, seed=2)
    player = KeyPlayer(page)
    while wait_turn(qtbot, page) and not every_why(page.controller.match):
        player.move()
    told = every_why(page.controller.match)
    assert told, "a challenge or a flaunt was decided in the first deal"
    kind, why = told[-1]
    assert kind != "trick_won"
    sentence = why_text(why, page.controller.seat_names())
    assert "_" not in sentence and len(sentence) > 20
    assert sentence in page.status.text()
