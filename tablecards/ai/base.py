"""What every opponent is: a chooser over one seat's view and its legal actions.

A bot is given nothing else, so it cannot cheat: the view holds only what the seat may see
(see `tablecards.rules.game.SeatView`) and the legal actions are public knowledge of the rules.
"""

from __future__ import annotations

import random
from typing import Protocol

from tablecards.rules.actions import Action
from tablecards.rules.game import SeatView


class Bot(Protocol):
    """An opponent. `choose` must return one of `legal`."""

    name: str

    def choose(self, view: SeatView, legal: list[Action], rng: random.Random) -> Action:
        """Pick an action for `view.seat` (or the seat it controls) from `legal`."""
        ...
