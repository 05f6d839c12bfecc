"""Why a bot chose its move, as data the coach can put in a player's words.

A search's own reason string is for developers and bug reports (`tablecards suggest`); the
table's hint needs the same facts as numbers it can word in either language.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Self

#: The kinds of decision: the only legal move; the rule policy's move; a search over imagined
#: deals; an endgame solved exactly because every card left is known.
KINDS = ("only", "rule", "search", "exact")


@dataclass(frozen=True, slots=True)
class Reasoning:
    """How a decision was reached.

    Attributes:
        kind: one of KINDS.
        deals: how many imagined deals (or search iterations) backed it; 0 when none.
        margin: the expected points against the other seats' mean, when the search gave one.
    """

    kind: str
    deals: int = 0
    margin: float | None = None


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
