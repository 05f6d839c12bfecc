"""Each game's own statistics figures, checked on seeded matches against facts read another
way (the record's actions, the tricks' cards, the deals' points), not the score lines the
figures are counted from."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from tablecards.rules.actions import Event
from tablecards.rules.game import Match
from tablecards.rules.records import replay_record
from tablecards.rules.registry import game_class, game_entry, game_ids, game_texts, new_match
from tests.matches import played_out, policy_played


def figures_of(match: Match) -> list[dict[str, int]]:
    entry = game_entry(match.spec.id)
    assert entry.figures is not None
    counts: list[dict[str, int]] = entry.load(entry.figures).figures(match.to_record())
    return counts


def column(counts: list[dict[str, int]], figure: str) -> list[int]:
    return [seat[figure] for seat in counts]


def events_by_deal(match: Match, kind: str) -> list[tuple[int, Event]]:
    found: list[tuple[int, Event]] = []
    replay_record(match.to_record(),
                  lambda deal, events: found.extend((deal, e) for e in events if e.kind == kind))
    return found


def complete_points(match: Match) -> list[list[int]]:
    return [list(r.points or []) for r in match.results if r.complete]


@pytest.mark.parametrize("game", [g for g in game_ids() if game_entry(g).figures])
def test_every_game_lists_its_figures_with_labels(game):
    """A game that names a figures module labels each figure in its texts' FIGURE_LABELS."""
    entry = game_entry(game)
    assert entry.figures is not None
    module = entry.load(entry.figures)
    words = game_texts(game)
    assert words is not None
    assert 2 <= len(module.FIGURES) <= 4
    assert list(words.figure_labels) == list(module.FIGURES)
    counts = figures_of(played_out(game, 2))
    assert all(list(seat) == list(module.FIGURES) for seat in counts)
    assert all(v >= 0 for seat in counts for v in seat.values())
    assert any(v > 0 for seat in counts for v in seat.values())


def test_hearts_moons_and_queens():
    match = played_out("hearts", 1)
    counts = figures_of(match)
    moons = [sum(p[s] == 0 and all(q == 26 for i, q in enumerate(p) if i != s)
                 for p in complete_points(match)) for s in range(4)]
    assert column(counts, "moons_shot") == moons and sum(moons) >= 1
    queens = Counter(e.seat for _, e in events_by_deal(match, "trick_won")
                     if "QS" in e.data["cards"])
    assert column(counts, "queens_taken") == [queens[s] for s in range(4)]


def test_tressette_aces_and_last_tricks():
    match = played_out("tressette", 1)
    counts = figures_of(match)
    aces = Counter()
    for _, e in events_by_deal(match, "trick_won"):
        aces[e.seat] += sum(code.startswith("A") for code in e.data["cards"])
    assert column(counts, "aces_taken") == [aces[0], aces[1]]
    deals = len(complete_points(match))
    assert sum(column(counts, "aces_taken")) == 4 * deals
    assert sum(column(counts, "last_tricks")) == deals


def test_mini_misere_lots():
    match = played_out("mini_misere", 3)
    counts = figures_of(match)
    declared = Counter(e.seat for _, e in events_by_deal(match, "lot") if e.data["declared"])
    assert column(counts, "lots_declared") == [declared[s] for s in range(4)]
    made = column(counts, "lots_made")
    assert sum(made) >= 1
    assert all(m <= d for m, d in zip(made, column(counts, "lots_declared"), strict=True))


def test_nominations_contracts():
    match = played_out("nominations", 3)
    counts = figures_of(match)
    declarers = Counter(e.seat for _, e in events_by_deal(match, "auction_won"))
    played = [m + f for m, f in zip(column(counts, "contracts_made"),
                                    column(counts, "contracts_failed"), strict=True)]
    assert played == [declarers[s] for s in range(4)]
    assert sum(column(counts, "miseres_made")) >= 1
    assert all(m <= c for m, c in zip(column(counts, "miseres_made"),
                                      column(counts, "contracts_made"), strict=True))


def test_sheepshead_picks_and_wins_as_picker():
    match = played_out("sheepshead", 3)
    counts = figures_of(match)
    pickers = {deal: e.seat for deal, e in events_by_deal(match, "picked") if e.data["pick"]}
    points = complete_points(match)
    assert column(counts, "picks") == [list(pickers.values()).count(s) for s in range(5)]
    wins = Counter(seat for deal, seat in pickers.items() if points[deal][seat] > 0)
    assert column(counts, "picker_wins") == [wins[s] for s in range(5)]
    assert sum(wins.values()) >= 1


def test_sneak_challenges():
    match = played_out("sneak", 7)
    counts = figures_of(match)
    challenges = Counter(a.seat for deal in match.actions for a in deal if a.verb == "challenge")
    joined = [w + lost for w, lost in zip(column(counts, "challenges_won"),
                                          column(counts, "challenges_lost"), strict=True)]
    assert joined == [challenges[s] for s in range(4)]
    won_by_challenger = sum(e.data["winner"] != e.data["sets"][0]["seat"]
                            for _, e in events_by_deal(match, "revealed"))
    assert sum(column(counts, "challenges_won")) == won_by_challenger > 0


def test_ninety_nine_bids_and_premiums():
    match = played_out("ninety_nine", 7)
    counts = figures_of(match)
    holders: Counter[int] = Counter()
    for _, e in events_by_deal(match, "premium_result"):
        holders.update(int(seat) for seat in e.data["holders"])
    premiums = [m + f for m, f in zip(column(counts, "premium_made"),
                                      column(counts, "premium_failed"), strict=True)]
    assert premiums == [holders[s] for s in range(3)] and sum(premiums) >= 1
    assert all(b >= p for b, p in zip(column(counts, "bids_made"),
                                      column(counts, "premium_made"), strict=True))


def test_ninety_nine_bids_made_without_premiums():
    """With no premium bid, a seat scores more than its tricks exactly when it made its bid
    (the bonus for bids made goes to those who made them)."""
    match = policy_played("ninety_nine", 3)
    assert events_by_deal(match, "premium_result") == [] or all(
        not e.data["holders"] for _, e in events_by_deal(match, "premium_result"))
    results = [r for r in match.results if r.complete]
    made = [sum((r.points or [])[s] > (r.tricks or [])[s] for r in results) for s in range(3)]
    assert column(figures_of(match), "bids_made") == made and sum(made) >= 3


def test_a_record_without_a_finished_deal_counts_nothing():
    for game in (g for g in game_ids() if game_entry(g).figures):
        match = new_match(game, game_class(game).spec.usual_players, seed=1)
        match.deal_next()
        record: dict[str, Any] = match.to_record()
        assert all(set(seat.values()) <= {0} for seat in figures_of_record(game, record))


def figures_of_record(game: str, record: dict[str, Any]) -> list[dict[str, int]]:
    counts: list[dict[str, int]] = game_entry(game).load("figures").figures(record)
    return counts
