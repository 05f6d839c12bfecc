"""Sneak: its `GameSpec`, what the lobby shows of it, apart from the referee.

The lobby lists every game with its player counts and options without loading any game's
rules engine (`tablecards.rules.registry.game_spec`); the Match class's `spec` is this object.
"""

from __future__ import annotations

from tablecards.games.sneak import texts
from tablecards.rules.options import OptionSpec
from tablecards.rules.spec import GameSpec


def _flag(oid: str, summary: str, group: str | None = None, default: bool = False) -> OptionSpec:
    return OptionSpec(oid, default, summary, group=group)


OPTION_SPECS: tuple[OptionSpec, ...] = (
    _flag("single_deck", "one 52-card pack, game to 100 (2-4 players)", "deck", True),
    _flag("double_deck", "two packs, 104 cards, game to 200 (4-7 players)", "deck"),
    _flag("hand_limit_7", "a player holding 7 cards may not draw", "hand_limit"),
    _flag("hand_limit_5", "a player holding 5 cards may not draw", "hand_limit"),
    _flag("losers_cards_discarded",
          "a challenge's winner banks only their own cards; the others leave play"),
    _flag("tie_play_on", "a tie for first place plays another deal", "ties", True),
    _flag("tie_shared", "a tie for first place shares the win", "ties"),
)


SPEC = GameSpec(
    id="sneak",
    name=texts.NAME,
    players=(2, 3, 4, 5, 6, 7),
    options=OPTION_SPECS,
    verbs=("draw", "sneak", "flaunt", "challenge", "decline"),
    card_fields=("sneak", "flaunt", "challenge"),
    summary=texts.SUMMARY,
    default_players=4,
)
