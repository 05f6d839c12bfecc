"""Playing levels: Easy, Normal and Strong, chosen per seat.

- Easy is the game's rule-based player.
- Normal and Strong search over determinizations of the seat's view (ISMCTS for card play,
  PIMC for Ninety-Nine's bid cards and premium bids, exact search in Tressette's endgame),
  Strong with a larger iteration budget.

Games without a search adapter, and rule variants an adapter does not cover, fall back on the
rule-based player. Every decision is deterministic given the bot's seed and the view: the
search rng is seeded from the seed and a digest of the view, so the rng a table passes in,
and anything the view does not show, cannot change the decision. Budgets are iteration
counts; the wall-clock cap only guards against a stalled machine.
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

from tablecards.ai.search.core import Budget
from tablecards.rules.actions import Action
from tablecards.rules.game import SeatView

LEVELS = ("easy", "normal", "strong")
SEARCHED = ("tressette", "ninety_nine", "mini_misere", "hearts", "nominations", "sheepshead")
# Iterations per decision by game and level (Ninety-Nine bids/premiums derive their worlds).
BUDGETS: dict[str, dict[str, Budget]] = {
    "tressette": {"normal": Budget(300, 2.0), "strong": Budget(2500, 1.4)},
    "ninety_nine": {"normal": Budget(200, 2.0), "strong": Budget(1000, 1.4)},
    "mini_misere": {"normal": Budget(300, 2.0), "strong": Budget(4000, 1.4)},
    "nominations": {"normal": Budget(300, 2.0), "strong": Budget(1200, 1.2)},
    "sheepshead": {"normal": Budget(300, 2.0), "strong": Budget(3000, 1.4)},
    "hearts": {"normal": Budget(400, 2.0), "strong": Budget(3000, 1.4)},
}


def view_digest(view: SeatView) -> str:
    """A stable digest of everything the seat sees (and nothing else)."""
    text = json.dumps(view.to_json(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


class LevelBot:
    """A bot of one level for one game; `reason` explains its last decision."""

    def __init__(self, game_id: str, level: str, seed: int = 0,
                 options: dict[str, Any] | None = None) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r} (easy, normal or strong)")
        from tablecards.ai.bots import baseline_bot

        self.game_id = game_id
        self.level = level
        self.seed = seed
        self.options = options  # the table's rules (public), when the caller knows them
        self.name = level
        self.reason = ""
        self.fallback = baseline_bot(game_id)

    def choose(self, view: SeatView, legal: list[Action], rng: random.Random) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        own = random.Random(f"{self.seed}:{view_digest(view)}")
        budget = BUDGETS.get(self.game_id, {}).get(self.level)
        if budget is not None:
            found = self._search(view, legal, budget, own)
            if found is not None:
                action, self.reason = found
                return action
        action = self.fallback.choose(view, legal, own)
        self.reason = "rule-based play" if self.level == "easy" else \
            "rule-based play (no search for this game or variant)"
        return action

    def _search(self, view: SeatView, legal: list[Action], budget: Budget,
                rng: random.Random) -> tuple[Action, str] | None:
        if self.game_id == "tressette":
            from tablecards.ai.search import tressette

            return tressette.decide(view, legal, budget, rng)
        if self.game_id == "ninety_nine":
            from tablecards.ai.search import ninety_nine

            return ninety_nine.decide(view, legal, budget, rng, self.options)
        if self.game_id == "mini_misere":
            from tablecards.ai.search import mini_misere

            return mini_misere.decide(view, legal, budget, rng, self.options)
        if self.game_id == "hearts":
            from tablecards.ai.search import hearts

            return hearts.decide(view, legal, budget, rng, self.options)
        if self.game_id == "nominations":
            from tablecards.ai.search import nominations

            return nominations.decide(view, legal, budget, rng, self.options)
        if self.game_id == "sheepshead":
            from tablecards.ai.search import sheepshead

            return sheepshead.decide(view, legal, budget, rng, self.options)
        return None


def make_level_bot(game_id: str, level: str, seed: int = 0,
                   options: dict[str, Any] | None = None) -> LevelBot:
    """The bot of `level` ("easy", "normal", "strong") for a game."""
    return LevelBot(game_id, level, seed, options)
