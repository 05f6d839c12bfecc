"""Playing levels: Easy, Normal and Strong, chosen per seat.

- Easy is the game's rule-based player.
- Normal and Strong search over determinizations of the seat's view (ISMCTS for card play,
  PIMC for bids and other choices made once, exact search once every card is known),
  Strong with a larger iteration budget.

Games without a search adapter, and rule variants an adapter does not cover, fall back on the
rule-based player. Every decision is deterministic given the bot's seed and the view: the
search rng is seeded from the seed and a digest of the view, so the rng a table passes in,
and anything the view does not show, cannot change the decision. Budgets are iteration
counts; the wall-clock cap only guards against a stalled machine.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import random
from typing import Any

from tablecards.ai.baseline import baseline_bot
from tablecards.ai.level_names import DEFAULT_LEVEL as DEFAULT_LEVEL  # kept importable here
from tablecards.ai.level_names import LEVELS as LEVELS
from tablecards.ai.reasoning import Fact, Reasoning
from tablecards.ai.search.core import Budget
from tablecards.ai.search.why import WHY_WORLDS
from tablecards.rules.actions import Action
from tablecards.rules.game import SeatView
from tablecards.rules.registry import game_entry


def adapter(game_id: str) -> Any | None:
    """The search adapter module of a game (its entry's `search`: `BUDGETS` and `decide`), or
    None where the game has none."""
    try:
        entry = game_entry(game_id)
    except KeyError:
        return None
    return None if entry.search is None else entry.load(entry.search)


def budget_of(game_id: str, level: str) -> Budget | None:
    """The search budget of a level in a game (None: Easy, or no search for the game)."""
    module = adapter(game_id)
    return None if module is None else module.BUDGETS.get(level)


def view_digest(view: SeatView) -> str:
    """A stable digest of everything the seat sees (and nothing else).

    A legal list that builds its items on demand (a hoarded hand's millions of card sets) is
    digested by its length: its items follow from the rest of the view, and building them
    all would cost seconds."""
    legal = view.legal_actions
    lazy = type(legal) is not list
    seen = dataclasses.replace(view, legal_actions=[]) if lazy else view
    text = json.dumps(seen.to_json(), sort_keys=True, separators=(",", ":"))
    if lazy:
        text += f":{len(legal)} legal"
    return hashlib.sha256(text.encode()).hexdigest()


class LevelBot:
    """A bot of one level for one game; `reason` explains its last decision (for people
    reading logs) and `reasoning` gives the same as data (for the coach).

    `budget` replaces the level's own search budget (tests and benchmarks that need a
    cheaper search, or the review, which lifts the wall-clock cap to stay reproducible).
    `explain` also fills `reasoning.facts` (`explain_move`): the coach's bots pay for the
    reasons, the table's computer seats do not."""

    def __init__(self, game_id: str, level: str, seed: int = 0,
                 options: dict[str, Any] | None = None, budget: Budget | None = None,
                 explain: bool = False) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r} (easy, normal or strong)")
        self.game_id = game_id
        self.level = level
        self.seed = seed
        self.options = options  # the table's rules (public), when the caller knows them
        self.name = level
        self.reason = ""
        self.reasoning = Reasoning("rule")
        self.budget = budget
        self.explain = explain
        self.fallback = baseline_bot(game_id)

    def choose(self, view: SeatView, legal: list[Action], rng: random.Random, *,
               digest: str | None = None) -> Action:
        """The level's move; `digest` is the view's `view_digest` when the caller has it
        already (the review digests a view once for its search, rating and reasons)."""
        digest = digest or view_digest(view)
        action = self._choose(view, legal, digest)
        if self.explain and self.reasoning.kind != "only":
            facts = explain_move(self.game_id, view, action, self.options, self.seed,
                                 digest=digest)
            self.reasoning = self.reasoning.with_facts(facts)
        return action

    def _choose(self, view: SeatView, legal: list[Action], digest: str) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        own = random.Random(f"{self.seed}:{digest}")
        budget = self._budget()
        if budget is not None:
            found = self._search(view, legal, budget, own)
            if found is not None:
                action, self.reason = found
                self.reasoning = _reasoning_of(found, len(legal))
                return action
        action = self.fallback.choose(view, legal, own)
        self.reason = "rule-based play" if self.level == "easy" else \
            "rule-based play (no search for this game or variant)"
        self.reasoning = Reasoning("only" if len(legal) == 1 else "rule")
        return action

    def _budget(self) -> Budget | None:
        """The search budget: the level's own (none at Easy, or without a search), or the
        override in its place."""
        own = budget_of(self.game_id, self.level)
        if own is None:
            return None
        return self.budget if self.budget is not None else own

    def _search(self, view: SeatView, legal: list[Action], budget: Budget,
                rng: random.Random) -> tuple[Action, str] | None:
        module = adapter(self.game_id)
        assert module is not None
        found: tuple[Action, str] | None = module.decide(view, legal, budget, rng, self.options)
        return found


def _reasoning_of(found: tuple[Action, str], legal: int) -> Reasoning:
    """The adapter's reasoning, or a bare "search" from an adapter that gives none."""
    reasoning = getattr(found, "reasoning", None)
    if isinstance(reasoning, Reasoning):
        return reasoning
    return Reasoning("only" if legal == 1 else "search")


def make_level_bot(game_id: str, level: str, seed: int = 0,
                   options: dict[str, Any] | None = None,
                   budget: Budget | None = None, explain: bool = False) -> LevelBot:
    """The bot of `level` ("easy", "normal", "strong") for a game; `budget` overrides the
    level's search budget; `explain` makes it give the facts behind each move."""
    return LevelBot(game_id, level, seed, options, budget, explain)


def explain_move(game_id: str, view: SeatView, action: Action,
                 options: dict[str, Any] | None = None, seed: int = 0,
                 worlds: int = WHY_WORLDS, *, digest: str | None = None) -> tuple[Fact, ...]:
    """The facts behind `action` in `view` (its game adapter's `why`: the moves played out
    on `worlds` deals drawn from the view with an rng seeded by `seed` and the view's
    digest, so the facts depend on nothing the seat cannot see); empty where the game's
    search gives none. `digest`: the view's `view_digest`, when the caller has it."""
    module = adapter(game_id)
    if module is None or not hasattr(module, "why"):
        return ()
    digest = digest or view_digest(view)
    rng = random.Random(f"{seed}:why:{digest}")
    facts: tuple[Fact, ...] | None = module.why(view, action.canonical(), options, rng, worlds)
    if not facts:
        return ()
    return tuple(facts) + plan_fact(game_id, view, action, seed, digest=digest)


def plan_fact(game_id: str, view: SeatView, action: Action, seed: int = 0, *,
              digest: str | None = None) -> tuple[Fact, ...]:
    """The plan the game's rule policy names for `action` ("plan"), only when `action` is
    the very move the policy makes in `view` (on an rng of `seed` and the view's digest):
    a plan is never claimed for a move that does not follow it. Empty where the policy
    names no plan."""
    bot = baseline_bot(game_id)
    namer = getattr(bot, "plan", None)
    if namer is None:
        return ()
    legal = view.legal_actions  # as the view holds it: a lazy list stays unlisted
    if len(legal) < 2:
        return ()
    digest = digest or view_digest(view)
    rule = bot.choose(view, legal, random.Random(f"{seed}:plan:{digest}"))
    if rule.canonical() != action.canonical():
        return ()
    plan: str | None = namer(view, action)
    return () if plan is None else (Fact("plan", plan),)
