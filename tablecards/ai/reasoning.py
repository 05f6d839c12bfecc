"""Why a bot chose its move, as data the coach can put in a player's words.

A search's own reason string is for developers and bug reports (`tablecards suggest`); the
table's hint needs the same facts as numbers it can word in either language.

The data model of a reason:

- `Reasoning(kind, deals, margin, facts)`: how the decision was reached (`kind`, one of
  KINDS), how many imagined deals backed it, the expected margin, and `facts`, what the
  search saw in its imagined deals about the chosen move.
- `Fact(kind, value)`: one thing the coach can say. `kind` is an id; `value` a number, a
  seat or a short string (a card list, a unit). The shared kinds (FACT_KINDS) are given by
  every trick game from its playouts (`tablecards.ai.search.why`); a game adds its own kinds,
  worded in its home (`games/<id>/texts.py`, `WHY_TEXTS`). Facts are computed from the
  seat's view and the seed only, so the same view and seed give the same facts whatever
  the other seats hold.
- `Why(facts, sentence)`: facts with their English sentence, as `tablecards suggest` and
  `tablecards review` print them (`to_json`: a list of `{kind, value}` and `sentence`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Self

#: The kinds of decision: the only legal move; the rule policy's move; a search over imagined
#: deals; an endgame solved exactly because every card left is known.
KINDS = ("only", "rule", "search", "exact")

#: The facts every trick game gives from its playouts (values in brackets):
#: - "unit": the game's unit of points ("card_points", "score_points", "tricks",
#:   "penalty_points", "cards").
#: - "trick_win": the chance the move wins the trick in progress [0..1].
#: - "trick_taker": the seat most likely to win the trick otherwise [seat], absent when the
#:   move wins it on every imagined deal.
#: - "expected": the move's expected margin against the others' mean [unit].
#: - "ahead_of_next": how much better than the next-best move examined [unit, >= 0]; in a
#:   penalty game, better means fewer penalty points.
#: - "next_best": the next-best move examined, by its name ["play K♠"].
#: - "next_best_move": the same move as its action's record ({"seat": 0, "play": "KS"}: the
#:   seat, the verb, then any qualifiers, cards as codes), for the table to word it as it
#:   words any move (cards as on the table, the verb in the player's language).
#: - "deals": the imagined deals the facts come from [count].
#: - "plan": what the game's rule policy says the move is for [a plan id of the game].
FACT_KINDS = ("unit", "trick_win", "trick_taker", "expected", "ahead_of_next", "next_best",
              "next_best_move", "deals", "plan")


@dataclass(frozen=True, slots=True)
class Fact:
    """One thing the coach can say about a move: an id and its value (a number, a seat, a
    short string); see FACT_KINDS for the shared ids."""

    kind: str
    value: Any

    def to_json(self) -> dict[str, Any]:
        """`{kind, value}`, numbers rounded to two places so the output reads and compares."""
        value = round(self.value, 2) if isinstance(self.value, float) else self.value
        return {"kind": self.kind, "value": value}


@dataclass(frozen=True, slots=True)
class Why:
    """The facts of a reason and their English sentence (the table words the facts itself
    in the player's language)."""

    facts: tuple[Fact, ...]
    sentence: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"facts": [f.to_json() for f in self.facts], "sentence": self.sentence}

    def value(self, kind: str, default: Any = None) -> Any:
        """The value of the first fact of `kind`, or `default`."""
        return fact_value(self.facts, kind, default)


def fact_value(facts: tuple[Fact, ...], kind: str, default: Any = None) -> Any:
    """The value of the first fact of `kind` in `facts`, or `default`."""
    return next((f.value for f in facts if f.kind == kind), default)


@dataclass(frozen=True, slots=True)
class Reasoning:
    """How a decision was reached.

    Attributes:
        kind: one of KINDS.
        deals: how many imagined deals (or search iterations) backed it; 0 when none.
        margin: the expected points against the other seats' mean, when the search gave one.
        facts: what the playouts showed about the move (empty until explained: bots at the
            table do not pay for reasons nobody reads; `LevelBot(explain=True)` does).
    """

    kind: str
    deals: int = 0
    margin: float | None = None
    facts: tuple[Fact, ...] = field(default=())

    def with_facts(self, facts: tuple[Fact, ...]) -> Reasoning:
        return Reasoning(self.kind, self.deals, self.margin, facts)

    def value(self, kind: str, default: Any = None) -> Any:
        """The value of the first fact of `kind`, or `default`."""
        return fact_value(self.facts, kind, default)


class Decision(tuple[Any, str]):
    """A search adapter's answer: unpacks and compares as `(action, reason)`, the reason
    string being for `tablecards suggest`; `reasoning` holds the same facts as data."""

    reasoning: Reasoning

    def __new__(cls, action: Any, reason: str, reasoning: Reasoning) -> Self:
        made = super().__new__(cls, (action, reason))
        made.reasoning = reasoning
        return made

    def __reduce__(self) -> tuple[type[Decision], tuple[Any, str, Reasoning]]:
        return Decision, (self[0], self[1], self.reasoning)
