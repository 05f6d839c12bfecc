"""The table in a small window and a large one: no text on the felt prints over other text,
the text stays readable on the screen, the side column gives the felt what it does not use,
the stock lies clear of every seat, and a Sneak result stays until the player moves on."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF

from tablecards.ai.bots import baseline_bot
from tablecards.games.sneak.facts import SneakFacts
from tablecards.ui import i18n
from tablecards.ui.controller import MatchConfig, SeatConfig
from tablecards.ui.table.labels import READABLE_PX
from tests.ui.test_table import wait_turn

SMALL, LARGE = (1024, 700), (1600, 1000)
MAX_DECISIONS = 60


def overlaps(page) -> list[tuple[str, str]]:
    """Pairs of felt texts whose boxes intersect."""
    labels = [(label.text(), label.sceneBoundingRect()) for label in page.scene.labels()]
    return [(a, b) for i, (a, ra) in enumerate(labels) for b, rb in labels[i + 1:]
            if ra.intersects(rb)]


def smallest_on_screen(page) -> float:
    """The smallest felt text's height in screen pixels (its font's pixel size, zoomed)."""
    zoom = page.view.transform().m11()
    return min(label.font().pixelSize() * zoom for label in page.scene.labels())


def stock_rect(page) -> QRectF:
    rect = QRectF()
    for key, item in page.scene._items.items():
        if key.startswith("s:"):
            rect = rect.united(item.sceneBoundingRect())
    return rect


def in_the_way_of_the_stock(page) -> list[str]:
    """Texts and cards other than the stock's own that lie on the stock."""
    stock = stock_rect(page)
    if stock.isEmpty():
        return []
    texts = [label.text() for label in page.scene.labels()
             if label.sceneBoundingRect().intersects(stock)]
    cards = [key for key, item in page.scene._items.items()
             if not key.startswith("s:") and item.sceneBoundingRect().intersects(stock)]
    return texts + cards


def sneak_table(qtbot, window, start, size, lang, players=4, seed=5):
    i18n.set_language(lang, remember=False)
    window.resize(*size)
    page = start("sneak", players=players, seed=seed)
    qtbot.waitUntil(lambda: page.view.width() > 0)
    return page


def human_moves(page, qtbot, check) -> int:
    """Play the human's decisions as the Easy bot would, calling `check(page)` at each."""
    c = page.controller
    bot, rng = baseline_bot("sneak"), random.Random(3)
    seen = 0
    for _ in range(MAX_DECISIONS):
        if not wait_turn(qtbot, page):
            break
        check(page)
        seen += 1
        view = c.view()
        assert c.submit(bot.choose(view, view.legal_actions, rng)) is None
    return seen


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [SMALL, LARGE], ids=["1024x700", "1600x1000"])
@pytest.mark.parametrize("players", [3, 4, 6])
def test_sneak_texts_never_overlap_and_stay_readable(qtbot, window, start, size, lang,
                                                    players):
    page = sneak_table(qtbot, window, start, size, lang, players)

    def check(shown) -> None:
        assert overlaps(shown) == []
        assert smallest_on_screen(shown) >= READABLE_PX - 0.5
        assert in_the_way_of_the_stock(shown) == []

    assert human_moves(page, qtbot, check) > 3


def test_the_side_column_narrows_in_a_small_window(qtbot, window, start):
    page = sneak_table(qtbot, window, start, SMALL, "en")
    assert page.scores.width() == page.side_width() < 300
    assert page.view.width() > 680, "the felt gets the room"
    window.resize(*LARGE)
    qtbot.waitUntil(lambda: page.scores.width() == 380)


def test_the_stock_lies_clear_of_the_seat_on_the_left(qtbot, window, start):
    page = sneak_table(qtbot, window, start, LARGE, "en")
    assert wait_turn(qtbot, page)
    west = page.scene.anchor(1)
    stock = stock_rect(page)
    assert not stock.isEmpty()
    assert stock.top() > west.y() + 200 or stock.left() > west.x() + 200, \
        "not under the seat on the left"


def test_a_showdown_result_stays_until_the_player_moves_on(qtbot, window, start):
    """When a lead is settled and another is led before the player moves, the result is
    still told under the new lead; once the player moves it is gone."""
    page = sneak_table(qtbot, window, start, LARGE, "en")
    told = {"kept": 0}
    last_settled = {"n": 0}

    def check(shown) -> None:
        facts = SneakFacts.of(shown.controller.view())
        notes = [t for t in (label.text() for label in shown.scene.labels())
                 if t.startswith("Last lead:")]
        fresh = len(facts.history) > last_settled["n"]
        if facts.lead is not None and fresh:
            assert notes, "a result settled since the player's last move is still told"
            told["kept"] += 1
        else:
            assert not notes
        last_settled["n"] = len(facts.history)

    human_moves(page, qtbot, check)
    assert told["kept"] > 0


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_pass_screen_says_its_line_on_one_line_when_it_fits(qtbot, window, lang):
    """At 1024x700 the hot-seat curtain's hint left a syllable alone on a second line."""
    i18n.set_language(lang, remember=False)
    window.resize(*SMALL)
    seats = [SeatConfig("Ann", True), SeatConfig("Ben", True)]
    page = window.start_match(MatchConfig("tressette", 2, {}, seats, 3))
    qtbot.waitUntil(page.pass_screen.isVisible)
    hint = page.pass_screen.hint
    page.pass_screen.show_for("Annabelle Margarethe")  # a longer name
    one_line = hint.fontMetrics().horizontalAdvance(hint.text())
    assert one_line < page.view.width() - 120, "it fits the table's width"
    assert hint.width() >= one_line and hint.height() < 2 * hint.fontMetrics().lineSpacing()
