"""The kernel protocol: a game's integer twin of its referee, as one lockstep test drives it.

A game's kernel (`kernel.py` in its folder) plays the referee's rules again on integers, fast
enough for search. The two implementations are kept equal by the conformance suite
(tests/games/test_conformance.py): a kernel built from a referee deal must move the same seat,
offer the same legal actions and end with the same points, step by step. Kernels number their
moves each in their own way, so each kernel module ends with `twin(deal)`: the kernel spoken to
in the referee's actions (a `KernelTwin`), usually a `Twin` over its state and move mapping.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from tablecards.rules.actions import Action
from tablecards.rules.game import Deal

M = TypeVar("M")  # a kernel's move: a card int, a mask, a (verb, cards) pair...


class KernelState(Protocol[M]):
    """What every kernel state offers the search: the seat to play, the end, its moves."""

    turn: int

    @property
    def done(self) -> bool: ...

    def legal(self) -> list[M]: ...

    def apply(self, move: M) -> None: ...


S = TypeVar("S", bound=KernelState[Any])


class KernelTwin(Protocol):
    """One deal on a game's kernel, in the referee's actions: what the lockstep compares."""

    def to_move(self) -> int | None:
        """The seat whose decision it is (as `Deal.to_move`), None once the deal is over."""
        ...

    def legal_actions(self) -> list[Action]:
        """The kernel's legal moves as the referee's actions."""
        ...

    def apply(self, action: Action) -> None:
        """Apply a legal referee action to the kernel."""
        ...

    def points(self) -> list[int]:
        """Each seat's points for the finished deal (as `Deal.points`)."""
        ...


#: A kernel module's `twin`: the kernel of a referee deal at whatever point it has reached.
TwinOf = Callable[[Deal], KernelTwin]


def seat_to_play(state: KernelState[Any]) -> int:
    """The usual mover: the state's `turn` (a kernel with challenges or a dummy says its own)."""
    return state.turn


@dataclass
class Twin(Generic[S, M]):
    """A kernel state as a `KernelTwin`, given how its moves and the referee's actions map."""

    state: S
    action_of: Callable[[S, M], Action]
    move_of: Callable[[S, Action], M]
    points_of: Callable[[S], list[int]]
    mover: Callable[[S], int] = seat_to_play

    def to_move(self) -> int | None:
        return None if self.state.done else self.mover(self.state)

    def legal_actions(self) -> list[Action]:
        return [self.action_of(self.state, move) for move in self.state.legal()]

    def apply(self, action: Action) -> None:
        self.state.apply(self.move_of(self.state, action))

    def points(self) -> list[int]:
        return self.points_of(self.state)
