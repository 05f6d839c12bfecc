"""Whole matches played out quickly for tests, the same every run for a seed."""

import random

from tablecards.rules.game import Match
from tablecards.rules.registry import game_class, game_entry, new_match


def played_out(game: str, seed: int, players: int | None = None,
               options: dict | None = None) -> Match:
    """A whole match of random legal moves."""
    match = _new(game, seed, players, options)
    rng = random.Random(seed)
    while not match.over:
        if match.needs_deal:
            match.deal_next()
        else:
            match.apply(rng.choice(match.legal_actions()))
    return match


def policy_played(game: str, seed: int, players: int | None = None,
                  options: dict | None = None) -> Match:
    """A whole match of the game's rule-based players (they bid to make their bids)."""
    entry = game_entry(game)
    match = _new(game, seed, players, options)
    bot, rng = entry.load(entry.policy)(), random.Random(seed)
    while not match.over:
        if match.needs_deal:
            match.deal_next()
        else:
            seat = match.controller()
            assert seat is not None
            match.apply(bot.choose(match.view(seat), match.legal_actions(), rng))
    return match


def _new(game: str, seed: int, players: int | None, options: dict | None) -> Match:
    return new_match(game, players or game_class(game).spec.usual_players, options, seed=seed)
