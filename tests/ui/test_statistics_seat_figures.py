"""A joined seat's own game figures, counted from its seat record: for every game, random
players at a real host on 127.0.0.1, each seat's record gives exactly the figures the host's
complete record gives that seat; an older record (no events) gives the figures it can and
leaves out the ones it cannot; a damaged record never raises."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from tablecards.net.host import HostThread
from tablecards.rules.registry import game_ids
from tablecards.ui.seat_records import seat_record_of
from tablecards.ui.statistics import _figures_module, game_figures, seat_figures
from tests.net.tables import config, play_table, running_host

SHORT = {"hearts": {"target_score": 50}, "tressette": {"target_score": 11},
         "nominations": {"end_at_score": 1}, "sheepshead": {"hands": 2}}

LEFT_OUT_OF_OLDER = {
    "sheepshead": {"picks", "picker_wins"},
    "sneak": {"challenges_won", "challenges_lost"},
    "mini_misere": {"lots_made"},
    "nominations": {"miseres_made"},
}
"""The figures that need the words of a deal's score or the events, which a record kept
before the client kept the events does not hold."""


@cache
def played(game: str) -> str:
    """Every seat's record of a match of random players, and the host's complete record."""
    async def play() -> dict[str, Any]:
        async with running_host() as running:
            created, clients, _heard = await play_table(
                running, config(game, options=SHORT.get(game, {}), seed=21))
            return {"seats": [c.seat_record() for c in clients],
                    "full": running.tables[created.code].record()}
    return json.dumps(asyncio.run(play()))


def local_figures(game: str) -> list[dict[str, int]]:
    """Each seat's figures from the complete record; none for a game without figures of its
    own (an incubating one)."""
    full = json.loads(played(game))["full"]
    module = _figures_module(game)
    if module is None:
        return [{} for _ in range(full["players"])]
    figures: list[dict[str, int]] = module.figures(full)
    return figures


@pytest.mark.parametrize("game", game_ids())
def test_each_seats_figures_equal_the_complete_records(game):
    seats = json.loads(played(game))["seats"]
    local = local_figures(game)
    assert len(seats) == len(local[:len(seats)]) > 1
    for record in seats:
        seat = record["seat"]
        assert seat_figures(seat_record_of(record)) == local[seat], seat
    assert set(local[0]) == set(game_figures(game))


def test_the_matches_played_give_figures_to_count():
    """The comparisons above are not all of zeros: most games' figures are counted."""
    counted = [game for game in game_ids()
               if any(v for seat in local_figures(game) for v in seat.values())]
    assert len(counted) >= len(game_ids()) - 2, counted


@pytest.mark.parametrize("game", game_ids())
def test_an_older_record_gives_what_it_holds_and_leaves_out_the_rest(game):
    local = local_figures(game)
    for record in json.loads(played(game))["seats"]:
        del record["events"], record["steps"]
        figures = seat_figures(seat_record_of(record))
        expected = {k: v for k, v in local[record["seat"]].items()
                    if k not in LEFT_OUT_OF_OLDER.get(game, set())}
        assert figures == expected


@pytest.mark.parametrize("game", game_ids())
def test_a_damaged_record_counts_what_it_can_and_never_raises(game):
    record = json.loads(played(game))["seats"][0]
    for told in record["events"]:
        for event in told["events"]:
            event["data"] = {"lines": "x", "sets": 5, "winner": "y", "declarer": 0,
                             "bid": ["misere"], "made": "yes"}
    for score in record["scores"]:
        score["lines"] = [7, "x", {"aces": "many", "declared": "no"}]
    for view in record["views"]:
        view["public"] = {"made": "x", "premium": []}
    figures = seat_figures(seat_record_of(record))
    assert set(figures) <= set(game_figures(game))
    assert all(type(v) is int and v >= 0 for v in figures.values())


@pytest.fixture
def host() -> Iterator[HostThread]:
    thread = HostThread("127.0.0.1", 0)
    thread.start()
    yield thread
    thread.stop()


def test_a_joined_window_counts_its_seats_own_figures(qtbot, tmp_path, window, host):
    """Two windows play a network match by their widgets; the joined one, with statistics
    of its own, counts its seat's figures as the host's complete record gives them."""
    from tablecards.rules.records import match_from_record
    from tablecards.ui.controller import Pace
    from tablecards.ui.history import HistoryStore
    from tablecards.ui.main_window import MainWindow
    from tablecards.ui.saves import SaveStore
    from tablecards.ui.seat_names import stats_name
    from tablecards.ui.statistics import StatsStore
    from tests.ui.test_network_table import joined, play_match, table

    invitation = table(host, "tressette", 2)
    other = MainWindow(Pace(bot_ms=0, trick_ms=0, anim_ms=0), saves=SaveStore(tmp_path / "s"),
                       history=HistoryStore(tmp_path / "ben-history"),
                       stats=StatsStore(tmp_path / "ben-stats.sqlite3"))
    qtbot.addWidget(other)
    other.show()
    qtbot.waitExposed(other)
    joined(qtbot, window, invitation, "Ann", seat=0, host=host)
    joined(qtbot, other, invitation, "Ben", seat=1)
    play_match(qtbot, [window, other])
    full = host.record(invitation.rsplit("/", 1)[1])
    assert match_from_record(full).over
    stats = other.stats()
    assert stats.flush()
    expected = _figures_module("tressette").figures(full)[1]
    assert any(expected.values()), "a match with figures to count (seed 5: 5 aces, 1 last)"
    assert stats.summary("tressette", stats_name("Ben")).figures == expected
