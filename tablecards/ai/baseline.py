"""A game's rule-based player, found through the registry: the Easy level, every level's
fallback, and the `rules` kind of bot."""

from __future__ import annotations

from tablecards.ai.base import Bot
from tablecards.ai.random_bot import RandomBot
from tablecards.rules.registry import game_entry


def baseline_bot(game_id: str) -> Bot:
    """The rule-based player of a game (its `policy`), random-legal for an unknown game."""
    try:
        entry = game_entry(game_id)
    except KeyError:
        return RandomBot()
    bot: Bot = entry.load(entry.policy)()
    return bot
