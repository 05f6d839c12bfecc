"""The coach's work that needs no widgets: a hint's move and how it was found, and a match
rebuilt without the moves taken back.

`advise` runs in the bot worker process (`bot_worker.hint`), so it is Qt-free and takes only
what the seat may see: its view, its legal actions, the game, the table's options and a seed
that carries nothing about the deal, exactly as a computer seat's decision does.

A take-back never edits the match in place: the record is cut before the taken-back decision
and replayed through the rules core, so the rebuilt match is one the rules accept, with the
same deals (their seeds kept) and the mark `take_backs` counting how often it happened.
"""

from __future__ import annotations

import copy
import dataclasses
import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tablecards.ai.levels import explain_move
from tablecards.ai.reasoning import Fact, Reasoning
from tablecards.ai.review import Settings, coach_bot
from tablecards.ai.search.core import Budget
from tablecards.rules.actions import Action
from tablecards.rules.game import Match, SeatView
from tablecards.rules.records import match_from_record, new_match_for

HINT_LEVEL = "strong"
"""The coach advises as the strongest computer player would."""

COACH_SEED = 0
"""The one seed of the coach's searches, the hint's, the review's and the why's: the same
view then gets the same move from each, so the review's best move is the hint's. A constant
carries nothing about any deal; the bot mixes it with a digest of the view it is given."""

FALLBACK = "fallback"
"""The `Reasoning.kind` of advice given when the coach's search failed: the rule player's
move, which the hint says is all the coach could offer (`coach.hint_sentence`)."""

Position = tuple[int, int]
"""A place in the match: the deal's index and the number of its actions played before."""


@dataclass(frozen=True)
class Advice:
    """The move the coach suggests and how the bot reached it."""

    action: Action
    reasoning: Reasoning


def advise(game_id: str, seed: int, options: Mapping[str, Any], view: SeatView,
           legal: list[Action], budget: Budget | None = None) -> Advice:
    """The Strong bot's move for `view`, with its reasoning (run in the worker process):
    the review's bot with the review's settings (`tablecards.ai.review.coach_bot`), so the
    review rates this move best. `budget` replaces the level's (tests)."""
    bot = coach_bot(game_id, dict(options), Settings(HINT_LEVEL, seed, budget))
    bot.explain = True  # the hint says why: the facts behind the move (`explain_move`)
    action = bot.choose(view, legal, random.Random(seed))
    return Advice(action, bot.reasoning)


@dataclass(frozen=True)
class Explanation:
    """Why a computer seat made its move, from its own view: the move, the coach's move in
    that view (`advice`), whether they are the same, and the facts behind the move made
    (`facts`; the advice's own when the coach makes the same move)."""

    seat: int
    action: Action
    advice: Advice
    facts: tuple[Fact, ...] = ()

    @property
    def agrees(self) -> bool:
        """The coach's search makes the same move in that view."""
        return self.advice.action.canonical() == self.action.canonical()


def explain(game_id: str, seed: int, options: Mapping[str, Any], seat: int, view: SeatView,
            action: Action, budget: Budget | None = None) -> Explanation:
    """Why `seat` played `action` in `view`, the view it decided from (run in the worker
    process): the coach's search of that view alone, as for a hint. A decision with one
    legal action needs no search."""
    legal = view.legal_actions
    if len(legal) == 1:
        return Explanation(seat, action, Advice(legal[0], Reasoning("only")))
    advice = advise(game_id, seed, options, view, legal, budget)
    made = Explanation(seat, action, advice, advice.reasoning.facts)
    if made.agrees:
        return made
    facts = explain_move(game_id, view, action, dict(options), seed)
    return dataclasses.replace(made, facts=facts)


def fallback_advice(action: Action) -> Advice:
    """Advice after the coach's search failed: `action` (the rule player's move), marked so
    the hint tells the player the search failed rather than passing it off as searched."""
    return Advice(action, Reasoning(FALLBACK))


def is_decision_of(match: Match, action: Action, seat: int) -> bool:
    """`seat` decided `action` (about to be applied to `match`): on its turn, or playing a seat
    it controls (a dummy), or out of turn as its own call."""
    if action.seat == match.to_move():
        return match.controller() == seat
    return action.seat == seat


def decider_of(match: Match, action: Action) -> int | None:
    """The seat that decided `action` (about to be applied to `match`): the seat in control
    on its turn (a dummy's player), else the seat that called out of turn."""
    if action.seat == match.to_move():
        return match.controller()
    return action.seat


def decisions_of(match: Match, seat: int) -> list[Position]:
    """Where `seat` decided in `match`, found by replaying its deals and actions."""
    header = {**match.record_header(), "match_seed": match.seed}
    replica, _ = new_match_for(header)
    found = []
    for deal, setup in enumerate(match.setups):
        replica.deal_next(copy.deepcopy(setup))
        for index, action in enumerate(match.actions[deal]):
            if is_decision_of(replica, action, seat):
                found.append((deal, index))
            replica.apply_unchecked(action)
    return found


def taken_back(match: Match, position: Position) -> Match:
    """`match` as it stood at `position`, replayed from its record, one more take-back marked;
    every deal keeps the seed it was shuffled from."""
    deal, index = position
    record = match.to_record()
    record["deals"] = record["deals"][:deal + 1]
    record["deals"][deal]["actions"] = record["deals"][deal]["actions"][:index]
    record["take_backs"] = match.take_backs + 1
    rebuilt = match_from_record(record)
    for old, new in zip(match.setups, rebuilt.setups, strict=False):
        new.seed = old.seed
    return rebuilt
