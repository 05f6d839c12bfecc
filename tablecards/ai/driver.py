"""Playing a match with bots in every seat: for tests, benchmarks and headless tools."""

from __future__ import annotations

import random
from collections.abc import Sequence

from tablecards.ai.base import Bot
from tablecards.rules.game import Match


def play_until(
    match: Match,
    bots: Sequence[Bot],
    rng: random.Random,
    *,
    max_actions: int = 100_000,
    stop_after_deal: bool = False,
) -> int:
    """Let the bots decide until the match ends (or the current deal, or `max_actions`).

    Each decision goes to the bot of the player who makes it (a dummy's controller), with
    that player's view only. Returns the number of actions applied.
    """
    applied = 0
    while not match.over and applied < max_actions:
        if match.needs_deal:
            if stop_after_deal and match.deal is not None:
                break
            match.deal_next()
            continue
        seat = match.controller()
        assert seat is not None
        view = match.view(seat)
        action = bots[seat].choose(view, view.legal_actions, rng)
        match.apply(action)
        applied += 1
    return applied
