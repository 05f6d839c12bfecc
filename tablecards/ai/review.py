"""The coach's review: every decision of one seat in a record, rated by the search.

At each decision the seat's view (and only its view) is handed to a level's bot, whose move
is the "best" one; the game's search adapter then plays the move made and the best move out
from the same imagined deals (its `rate` hook) to estimate the points each brings: the
seat's margin against the other seats' mean, in the game's own points. The loss is the
difference, graded by the game's `REVIEW_STEPS` (the points that make an inaccuracy, a
mistake, a blunder) and explained by a reason id with its numbers, which the table words in
the player's language, plus an English line for the command line.

Reproducible: the bot and the rating draw their randomness from `seed` and a digest of the
view, and the review lifts the search's wall-clock cap, so the same view and seed give the
same rating whatever the other seats' hidden cards were and however busy the machine is.
A move whose expected points tie with the best's is as good as the best (`TIE_POINTS`), and
a decision with one legal action is forced: shown, never rated nor counted. The table's hint
asks the same bot (`coach_bot`) with the same seed, so the review's best move is the hint's.
A record is read with each action in its canonical form (`Action.canonical`), so a choice of
several cards (a bid, a bury, a pass) laid in any order is the same move seen from the same
views, and is rated the same.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tablecards.ai.levels import (
    LEVELS,
    LevelBot,
    adapter,
    budget_of,
    explain_move,
    make_level_bot,
    view_digest,
)
from tablecards.ai.reasoning import Fact
from tablecards.ai.search.core import Budget
from tablecards.ai.search.why import WHY_WORLDS
from tablecards.rules.actions import Action
from tablecards.rules.game import Match, SeatView
from tablecards.rules.records import RecordError, parse_action, replay_record

VERDICTS = ("good", "inaccuracy", "mistake", "blunder")

FORCED = "forced"
"""The verdict of a decision with one legal action: nothing to rate, so no verdict counts it
(not among VERDICTS) and no points are searched for it."""

TIE_POINTS = 0.05
"""A move within this many points of the best is as good as the best: the rating's deals
cannot tell them apart (less than the one decimal the review shows)."""

#: Imagined deals on which the move made and the best move are both played out, per level.
REVIEW_WORLDS = {"easy": 64, "normal": 96, "strong": 200}

#: The wall-clock cap of a review's searches: far above what a budget needs, so the
#: iteration count, never the machine's load, decides the move.
REVIEW_SECONDS = 600.0


@dataclass(frozen=True)
class Rating:
    """One rated decision of the reviewed seat.

    Attributes:
        deal: the deal's index in the record.
        decision: the seat's decision's index within the deal (0 = its first).
        played: the action the seat took.
        best: the best action found (the played one when it rates better; the coach's own
            choice when the played one only ties with it).
        played_points, best_points: expected margin against the others' mean, in points.
        loss: best_points - played_points (0 when the played move is best).
        verdict: one of VERDICTS, or FORCED for a decision with one legal action.
        reason: the reason's id ("only_move", "best_move", "equal_to_best", "close_to_best",
            "loses_points").
        reason_args: the reason's numbers and the best move's name, for wording it.
        text: the reason in English.
        why: the facts behind the played move (`levels.explain_move`: its trick chance, its
            expected points in the game's unit, the gap to the next best move examined,
            the game's own facts), from the seat's view and the seed only.
        best_why: the same facts behind the better move, when the played one falls short of
            it (`close_to_best`, `loses_points`): what a learner needs to see why it is
            better. Empty otherwise.
    """

    deal: int
    decision: int
    played: Action
    best: Action
    played_points: float
    best_points: float
    loss: float
    verdict: str
    reason: str
    reason_args: dict[str, Any]
    text: str
    why: tuple[Fact, ...] = ()
    best_why: tuple[Fact, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The JSON object `tablecards review` prints for this decision."""
        return {
            "deal": self.deal,
            "decision": self.decision,
            "played": self.played.to_record(),
            "best": self.best.to_record(),
            "played_points": round(self.played_points, 2),
            "best_points": round(self.best_points, 2),
            "loss": round(self.loss, 2),
            "verdict": self.verdict,
            "reason": {"id": self.reason, **self.reason_args},
            "text": self.text,
            "why": {"facts": [f.to_json() for f in self.why]},
            "best_why": {"facts": [f.to_json() for f in self.best_why]},
        }


@dataclass(frozen=True)
class Settings:
    """How hard a review searches: the level's bot (with `budget` in place of the level's
    own when given) and the deals each rating plays out."""

    level: str = "strong"
    seed: int = 0
    budget: Budget | None = None
    worlds: int | None = None


def review_record(record: Mapping[str, Any], seat: int, level: str = "strong", seed: int = 0,
                  deals: Sequence[int] | None = None,
                  progress: Callable[[int, int], None] | None = None,
                  cancelled: Callable[[], bool] | None = None, *,
                  budget: Budget | None = None, worlds: int | None = None) -> list[Rating]:
    """Rate every decision of `seat` in `record` (in the `deals` given, else all).

    `progress(done, total)` hears each rated decision; when `cancelled()` turns true the
    ratings made so far are returned. A decision the game's search cannot read (a variant
    its adapter does not cover) is left out. `budget` and `worlds` make a cheaper review
    (tests, benchmarks).

    Raises:
        RecordError: a bad record, seat, level or deal index.
    """
    if level not in LEVELS:
        raise RecordError(f"unknown level {level!r} (easy, normal or strong)")
    settings = Settings(level, seed, budget, worlds)
    chosen = _chosen_deals(record, seat, deals)
    total = sum(1 for _ in decisions(record, seat, chosen))
    ratings: list[Rating] = []
    for done, (deal, index, match, played) in enumerate(decisions(record, seat, chosen)):
        if cancelled is not None and cancelled():
            break
        rated = rate_decision(match.game_id, match.view(seat), played,
                              dict(match.given_options), settings)
        if rated is not None:
            ratings.append(dataclasses.replace(rated, deal=deal, decision=index))
        if progress is not None:
            progress(done + 1, total)
    return ratings


def _chosen_deals(record: Mapping[str, Any], seat: int,
                  deals: Sequence[int] | None) -> list[int]:
    """The deal indices to review, after checking the record replays and the seat exists."""
    match = replay_record(record).match
    if not 0 <= seat < match.seats:
        raise RecordError(f"seat {seat} is not a seat of this match (0-{match.seats - 1})")
    count = len(record.get("deals", []))
    if deals is None:
        return list(range(count))
    for d in deals:
        if not 0 <= d < count:
            raise RecordError(f"deal {d} is not in the record (0-{count - 1})")
    return sorted(set(deals))


def decisions(record: Mapping[str, Any], seat: int,
               deals: Sequence[int]) -> Iterator[tuple[int, int, Match, Action]]:
    """(deal, index, the match just before it, the action taken) for each decision the seat
    controlled (its own, or a dummy's it plays) in the given deals of a record that replays."""
    raw_deals = list(record.get("deals", []))
    for d in deals:
        start = {**raw_deals[d], "actions": []}
        match = replay_record({**record, "deals": [*raw_deals[:d], start]},
                              canonical=True).match
        index = 0
        for raw in raw_deals[d].get("actions", []):
            action = parse_action(match, raw).canonical()
            if match.controller() == seat:
                yield d, index, match, action
                index += 1
            match.apply_unchecked(action)  # the whole record replayed: every action is legal


def rate_decision(game_id: str, view: SeatView, played: Action, options: dict[str, Any],
                  settings: Settings | None = None) -> Rating | None:
    """Rate `played` in `view` (deal and decision 0: the caller places it); None when the
    game's search cannot read the view."""
    settings = settings or Settings()
    played = played.canonical()  # the move named in its one written form
    module = adapter(game_id)
    if module is None or not hasattr(module, "rate"):
        return None
    if len(view.legal_actions) == 1:
        return _forced(played)
    digest = view_digest(view)  # once: a long legal list costs milliseconds to digest
    best = best_move(game_id, view, options, settings, digest=digest)
    moves = [played] if best == played else [played, best]
    rng = random.Random(f"{settings.seed}:review:{digest}")
    worlds = settings.worlds or REVIEW_WORLDS[settings.level]
    points: dict[Action, float] | None = module.rate(view, moves, options, rng, worlds)
    if points is None:
        return None
    graded = _graded(played, best, points, _steps(module, view, options))
    why_worlds = min(worlds, WHY_WORLDS)
    why = explain_move(game_id, view, played, options, settings.seed, why_worlds, digest=digest)
    best_why: tuple[Fact, ...] = ()
    if graded.reason in SHORT_OF_BEST:
        best_why = explain_move(game_id, view, graded.best, options, settings.seed, why_worlds,
                                digest=digest)
    return dataclasses.replace(graded, why=why, best_why=best_why)


def coach_bot(game_id: str, options: dict[str, Any] | None,
              settings: Settings) -> LevelBot:
    """The bot whose move is "best" for the review and the table's hint alike: the level's,
    its search uncapped in time, so the same view and seed give the same move on any machine
    however busy it is."""
    own = settings.budget or budget_of(game_id, settings.level)
    budget = None if own is None else dataclasses.replace(own, max_seconds=REVIEW_SECONDS)
    return make_level_bot(game_id, settings.level, settings.seed, options, budget)


def best_move(game_id: str, view: SeatView, options: dict[str, Any],
              settings: Settings, *, digest: str | None = None) -> Action:
    """The coach bot's move in the view (`coach_bot`); `digest`: the view's, when known."""
    bot = coach_bot(game_id, options, settings)
    return bot.choose(view, view.legal_actions, random.Random(settings.seed), digest=digest)


def _steps(module: Any, view: SeatView, options: dict[str, Any]) -> tuple[float, ...]:
    """The losses in points that make an inaccuracy, a mistake and a blunder in this game."""
    if hasattr(module, "review_steps"):
        return tuple(module.review_steps(view, options))
    return tuple(module.REVIEW_STEPS)


#: The reasons of a played move that falls short of a better one (whose facts are given too).
SHORT_OF_BEST = ("close_to_best", "loses_points")


def verdict_of(loss: float, steps: Sequence[float]) -> str:
    """The verdict of a loss: good below the first step, a blunder from the last."""
    grade = sum(1 for step in steps if loss >= step)
    return VERDICTS[grade]


def _forced(played: Action) -> Rating:
    """A decision with one legal action: shown as forced, neither rated nor counted."""
    return Rating(0, 0, played, played, 0.0, 0.0, 0.0, FORCED, "only_move", {},
                  "The only legal move (forced: not rated).")


def _graded(played: Action, best: Action, points: Mapping[Action, float],
            steps: Sequence[float]) -> Rating:
    """The rating of the played move against the best, from their expected points."""
    mine = points[played]
    if best == played or points[best] < mine:
        args: dict[str, Any] = {"points": round(mine, 2)}
        return Rating(0, 0, played, played, mine, mine, 0.0, "good", "best_move", args,
                      f"Best move (expected margin {mine:+.1f} points).")
    loss = points[best] - mine
    if loss < TIE_POINTS:  # a tie: as good as the best, and called so
        name = action_name(best)
        args = {"best": name, "points": round(mine, 2)}
        return Rating(0, 0, played, best, mine, mine, 0.0, "good", "equal_to_best", args,
                      f"As good as the best move found ({name}): the same expected margin.")
    verdict = verdict_of(loss, steps)
    name = action_name(best)
    args = {"best": name, "loss": round(loss, 2), "points": round(mine, 2),
            "best_points": round(points[best], 2)}
    if verdict == "good":
        text = f"Close to the best move ({name}): about {loss:.1f} points worse on average."
        return Rating(0, 0, played, best, mine, points[best], loss, verdict, "close_to_best",
                      args, text)
    text = f"Better: {name}. This move costs about {loss:.1f} points on average."
    return Rating(0, 0, played, best, mine, points[best], loss, verdict, "loses_points", args,
                  text)


def action_name(action: Action) -> str:
    """An action as a short phrase without its seat ("play Q♠", "bid 3")."""
    text = str(action)
    prefix = f"seat {action.seat} "
    return text[len(prefix):] if text.startswith(prefix) else text
