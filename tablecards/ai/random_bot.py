"""The random-legal player: the floor every other bot must beat, and a fuzzer for the rules."""

from __future__ import annotations

import random

from tablecards.rules.actions import Action
from tablecards.rules.game import SeatView


class RandomBot:
    """Chooses uniformly among the legal actions."""

    name = "random"

    def choose(self, view: SeatView, legal: list[Action], rng: random.Random) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        return legal[rng.randrange(len(legal))]
