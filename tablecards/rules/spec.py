"""A game's static facts (`GameSpec`): what the lobby lists before any game's rules load.

Its own module, apart from the match machinery in `tablecards.rules.game` (which imports it),
so that the lobby reads every game's spec without loading the rules core's actions, cards and
deals (docs/startup.md).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tablecards.rules.options import Options, OptionSpec, resolve_options
from tablecards.rules.problems import Problem


@dataclass(frozen=True)
class GameSpec:
    """Static facts about a game: its id, player counts, options and record verbs."""

    id: str
    name: str
    players: tuple[int, ...]
    options: tuple[OptionSpec, ...]
    verbs: tuple[str, ...]
    card_fields: tuple[str, ...] = ("play",)
    summary: str = ""
    # The player count of the game's default form (the lobby starts there).
    default_players: int | None = None
    # Points are penalties: the fewer a seat has, the better it did.
    fewer_is_better: bool = False

    @property
    def usual_players(self) -> int:
        return self.default_players if self.default_players is not None else self.players[0]

    def option(self, option_id: str) -> OptionSpec:
        return next(o for o in self.options if o.id == option_id)


def counted_options(spec: GameSpec, players: int, played: Mapping[str, Any]) -> Options:
    """The options every match checks first: a player count the game allows, then
    `played` resolved against the spec (a game's `option_rules` starts with this too).

    Raises:
        ValueError: for a count the game is not played by, or options `resolve_options`
            refuses.
    """
    if players not in spec.players:
        allowed = ", ".join(str(p) for p in spec.players)
        raise Problem("{game} is played by {allowed} players, not {players}",
                      game=spec.id, allowed=allowed, players=players)
    return resolve_options(spec.options, played)
