"""A live language switch rewords what is already on show: every game's deal-end breakdown
and score sheet, and the default seat names in the lobby and at the table."""

import pytest

from tablecards.rules.registry import game_class, game_ids
from tablecards.ui.controller import MatchConfig, SeatConfig


def choose(window, qtbot, code: str, start_text: str) -> None:
    window.language_actions[code].trigger()
    qtbot.waitUntil(lambda: window.lobby.start_button.text() == start_text, timeout=2000)


def bots_finish_a_deal(window, qtbot, game_id: str):
    """A match of computers only, left at the end of its first deal."""
    players = game_class(game_id).spec.usual_players
    seats = [SeatConfig(f"B{s}", False, "easy") for s in range(players)]
    page = window.start_match(MatchConfig(game_id, players, {}, seats, seed=11))
    assert page is not None
    qtbot.waitUntil(lambda: page.controller.match.needs_deal, timeout=20000)
    return page


def sheet_texts(page) -> list[list[str]]:
    table = page.scores.table
    header = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    return [header, [table.item(table.rowCount() - 1, 0).text()]]


@pytest.mark.parametrize("game_id", game_ids())
def test_deal_end_breakdown_follows_a_live_switch(window, qtbot, game_id) -> None:
    page = bots_finish_a_deal(window, qtbot, game_id)
    english, sheet = page.scores.breakdown_lines(), sheet_texts(page)
    assert english and page.scores.breakdown.isVisibleTo(page)
    choose(window, qtbot, "ja", "対戦開始")
    japanese = page.scores.breakdown_lines()
    assert [row[0] for row in japanese] != [row[0] for row in english]
    assert sheet_texts(page) != sheet
    choose(window, qtbot, "en", "Start match")
    assert page.scores.breakdown_lines() == english
    assert sheet_texts(page) == sheet
