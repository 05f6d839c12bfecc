"""Legal-action lists that may be too long to build: every sub-multiset of a hand.

A sneak may be any 1..L cards and a sneak challenge any k cards of the hand, so a hoarded hand
of 25 cards has tens of millions of choices. Short lists are plain lists; longer ones are a
`LazyActions`, a read-only list whose items are computed on demand (length, indexing,
iteration and membership all work without building it). Ordinary play never sees one.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from typing import Any, SupportsIndex, overload

from tablecards.games.sneak.combos import counted, submultisets
from tablecards.rules.actions import Action
from tablecards.rules.cards import Card

PLAIN_LIMIT = 4096


def _table(copies: Sequence[int], hi: int) -> list[list[int]]:
    """`t[i][k]`: how many sub-multisets of `k` cards the items from `i` on hold."""
    m = len(copies)
    t = [[0] * (hi + 1) for _ in range(m + 1)]
    t[m][0] = 1
    for i in range(m - 1, -1, -1):
        for k in range(hi + 1):
            t[i][k] = sum(t[i + 1][k - take] for take in range(min(copies[i], k) + 1))
    return t


class LazyActions(list[Action]):
    """`head`, then one `verb` action per sub-multiset of `hand` of `lo..hi` cards (smaller
    first), then `tail`. Immutable; the underlying list storage stays empty."""

    def __init__(self, seat: int, verb: str, hand: Sequence[Card], lo: int, hi: int,
                 head: Sequence[Action] = (), tail: Sequence[Action] = ()) -> None:
        super().__init__()
        self._args = (seat, verb, tuple(hand), lo, hi, tuple(head), tuple(tail))
        self._seat, self._verb, self._lo, self._hi = seat, verb, lo, hi
        self._items = counted(hand)
        self._head, self._tail = tuple(head), tuple(tail)
        self._t = _table([n for _, n in self._items], hi)
        self._sizes = [self._t[0][k] for k in range(lo, hi + 1)]
        self._len = len(self._head) + sum(self._sizes) + len(self._tail)

    def __len__(self) -> int:
        return self._len

    def __bool__(self) -> bool:
        return self._len > 0

    def _unrank(self, k: int, index: int) -> tuple[Card, ...]:
        out: list[Card] = []
        for i, (card, copies) in enumerate(self._items):
            for take in range(min(copies, k), -1, -1):
                n = self._t[i + 1][k - take]
                if index < n:
                    out += [card] * take
                    k -= take
                    break
                index -= n
        return tuple(out)

    def _at(self, index: int) -> Action:
        if index < 0:
            index += self._len
        if not 0 <= index < self._len:
            raise IndexError("action index out of range")
        if index < len(self._head):
            return self._head[index]
        index -= len(self._head)
        for k, n in zip(range(self._lo, self._hi + 1), self._sizes, strict=True):
            if index < n:
                return Action(self._seat, self._verb, self._unrank(k, index))
            index -= n
        return self._tail[index]

    @overload
    def __getitem__(self, index: SupportsIndex) -> Action: ...
    @overload
    def __getitem__(self, index: slice) -> list[Action]: ...
    def __getitem__(self, index: SupportsIndex | slice) -> Action | list[Action]:
        if isinstance(index, slice):
            return [self._at(i) for i in range(*index.indices(self._len))]
        return self._at(int(index))

    def __iter__(self) -> Iterator[Action]:
        yield from self._head
        for k in range(self._lo, self._hi + 1):
            for s in submultisets(self._items, k):
                yield Action(self._seat, self._verb, s)
        yield from self._tail

    def __contains__(self, action: object) -> bool:
        if not isinstance(action, Action):
            return False
        if action in self._head or action in self._tail:
            return True
        value = action.value
        if (action.seat != self._seat or action.verb != self._verb or action.extras
                or not isinstance(value, tuple) or not self._lo <= len(value) <= self._hi):
            return False
        have = dict(self._items)
        return all(have.get(c, 0) >= n for c, n in Counter(value).items())

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, list):
            return NotImplemented
        return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))

    def __ne__(self, other: object) -> bool:
        return not self == other

    __hash__ = None

    def __repr__(self) -> str:
        return f"LazyActions({self._len} actions)"

    def __reduce_ex__(self, protocol: SupportsIndex) -> tuple[Any, ...]:
        return (LazyActions, self._args)

    def __copy__(self) -> LazyActions:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> LazyActions:
        return self


def subset_actions(seat: int, verb: str, hand: Sequence[Card], lo: int, hi: int,
                   head: Sequence[Action] = (), tail: Sequence[Action] = ()) -> list[Action]:
    """The actions as a plain list when short, else lazily (see `LazyActions`)."""
    lazy = LazyActions(seat, verb, hand, lo, hi, head, tail)
    return list(lazy) if len(lazy) <= PLAIN_LIMIT else lazy
