"""The rule-based Ninety-Nine player: legal everywhere, sensible bids, better than random."""

from __future__ import annotations

import random

import pytest

from tablecards.ai.bots import baseline_bot, make_bot
from tablecards.ai.driver import play_until
from tablecards.ai.random_bot import RandomBot
from tablecards.games.ninety_nine.policy import NinetyNineBot, estimate_tricks
from tablecards.games.ninety_nine.tricks import TrickContext
from tablecards.rules.cards import Suit, cards
from tablecards.rules.registry import game_class, new_match

VARIANTS = list(game_class("ninety_nine").variant_examples)


@pytest.mark.parametrize(("players", "options"), VARIANTS)
def test_bot_only_plays_legal_actions_in_every_variant(players: int, options: dict) -> None:
    match = new_match("ninety_nine", players, options, seed=11)
    bots = [NinetyNineBot() for _ in range(match.seats)]
    play_until(match, bots, random.Random(2), max_actions=3_000)  # apply() checks legality
    assert match.results


def test_estimate_counts_high_cards_and_trumps() -> None:
    no_trump = TrickContext()
    strong = cards("AS AH AD AC KS KH KD KC QS")
    weak = cards("6S 7S 8S 6H 7H 8H 6D 7D 8D")
    assert estimate_tricks(strong, no_trump) > 5
    assert estimate_tricks(weak, no_trump) < 0.5
    spades = TrickContext(trump=Suit.SPADES)
    assert estimate_tricks(weak, spades) > estimate_tricks(weak, no_trump)


def test_bid_matches_the_hand() -> None:
    """A hand of nine low cards plus three clubs should not bid many tricks."""
    match = new_match("ninety_nine", 3, seed=4)
    match.deal_next()
    view = match.view(match.controller() or 0)
    action = NinetyNineBot().choose(view, view.legal_actions, random.Random(0))
    assert action.verb == "bid"
    laid = action.value
    assert isinstance(laid, tuple) and len(laid) == 3
    rest = [c for c in view.hand if c not in laid]
    from tablecards.games.ninety_nine.policy import context
    from tablecards.games.ninety_nine.scoring import bid_value

    assert abs(estimate_tricks(rest, context(view)) - bid_value(laid)) <= 1.5


def test_bot_beats_random_players() -> None:
    """Over fixed seeds the bot wins far more than its one-in-three share."""
    wins = 0
    matches = 30
    for seed in range(matches):
        match = new_match("ninety_nine", 3, seed=seed)
        bots = [NinetyNineBot(), RandomBot(), RandomBot()]
        play_until(match, bots, random.Random(seed))
        wins += 0 in match.winners
    assert wins >= matches // 2


def test_bot_registry() -> None:
    assert isinstance(baseline_bot("ninety_nine"), NinetyNineBot)
    assert isinstance(make_bot("ninety_nine", "random"), RandomBot)
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("ninety_nine", "oracle")
