"""Legal-action lists that may be too long to build: every sub-multiset of a hand.

A sneak may be any 1..L cards and a sneak challenge any k cards of the hand, so a hoarded hand
of 25 cards has tens of millions of choices; with two packs its flaunts (every match, flush
and straight) run to millions too, and so do the straights that may challenge a long flaunted
straight. Short lists are plain lists; longer ones are a `LazyActions`, `LazyFlaunts` or
`LazyChallenges`, a read-only list whose items are computed on demand (length,
indexing, iteration and membership all work without building it).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterator, Sequence
from typing import Any, SupportsIndex, overload

from tablecards.games.sneak.combos import (
    NONE,
    STRAIGHT,
    as_type,
    by_suit,
    by_value,
    classify,
    counted,
    flaunt_challenges,
    runs,
    sort_sets,
    straight_key,
    submultisets,
)
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


class _LazyList(list[Action]):
    """A read-only list of actions computed on demand: subclasses give `_len`, `_args` (to
    rebuild it), `_at`, `__iter__` and `__contains__`; the list storage stays empty."""

    _len: int
    _args: tuple[Any, ...]

    def __len__(self) -> int:
        return self._len

    def __bool__(self) -> bool:
        return self._len > 0

    def _at(self, index: int) -> Action:
        raise NotImplementedError

    def _checked(self, index: int) -> int:
        if index < 0:
            index += self._len
        if not 0 <= index < self._len:
            raise IndexError("action index out of range")
        return index

    @overload
    def __getitem__(self, index: SupportsIndex) -> Action: ...
    @overload
    def __getitem__(self, index: slice) -> list[Action]: ...
    def __getitem__(self, index: SupportsIndex | slice) -> Action | list[Action]:
        if isinstance(index, slice):
            return [self._at(i) for i in range(*index.indices(self._len))]
        return self._at(self._checked(int(index)))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, list):
            return NotImplemented
        return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))

    def __ne__(self, other: object) -> bool:
        return not self == other

    __hash__ = None

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._len} actions)"

    def __reduce_ex__(self, protocol: SupportsIndex) -> tuple[Any, ...]:
        return (type(self), self._args)

    def __copy__(self) -> _LazyList:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> _LazyList:
        return self


class _Picks:
    """The sub-multisets of `items` of `lo..hi` cards, smaller first, countable and
    indexable without listing them."""

    def __init__(self, items: list[tuple[Card, int]], lo: int, hi: int) -> None:
        self.items, self.lo, self.hi = items, lo, hi
        self.t = _table([n for _, n in items], hi)
        self.sizes = [self.t[0][k] for k in range(lo, hi + 1)]
        self.count = sum(self.sizes)

    def at(self, index: int) -> tuple[Card, ...]:
        for k, n in zip(range(self.lo, self.hi + 1), self.sizes, strict=True):
            if index < n:
                return self._unrank(k, index)
            index -= n
        raise IndexError(index)

    def _unrank(self, k: int, index: int) -> tuple[Card, ...]:
        out: list[Card] = []
        for i, (card, copies) in enumerate(self.items):
            for take in range(min(copies, k), -1, -1):
                n = self.t[i + 1][k - take]
                if index < n:
                    out += [card] * take
                    k -= take
                    break
                index -= n
        return tuple(out)

    def __iter__(self) -> Iterator[tuple[Card, ...]]:
        for k in range(self.lo, self.hi + 1):
            yield from submultisets(self.items, k)


class _PartedList(_LazyList):
    """`head` actions, one `verb` action per set of each counted part in order, then `tail`
    (which may itself be lazy); the sets are the hand's (`_have`), so membership is a
    count check and a rule."""

    _seat: int
    _verb: str
    _have: Counter[Card]
    _head: tuple[Action, ...]
    _parts: Sequence[_Picks | _Straights]
    _tail: Sequence[Action]

    def _fill(self, seat: int, verb: str, hand: Sequence[Card], head: Sequence[Action],
              parts: Sequence[_Picks | _Straights], tail: Sequence[Action] = ()) -> None:
        self._seat, self._verb, self._have = seat, verb, Counter(hand)
        self._head, self._parts, self._tail = tuple(head), parts, tail
        self._len = len(self._head) + sum(p.count for p in parts) + len(tail)

    def _at(self, index: int) -> Action:
        if index < len(self._head):
            return self._head[index]
        index -= len(self._head)
        for part in self._parts:
            if index < part.count:
                return Action(self._seat, self._verb, part.at(index))
            index -= part.count
        return self._tail[index]

    def __iter__(self) -> Iterator[Action]:
        yield from self._head
        for part in self._parts:
            for cards in part:
                yield Action(self._seat, self._verb, cards)
        yield from self._tail

    def verbs(self) -> set[str]:
        """The verbs of these actions, without listing the parts' millions of sets."""
        tail = self._tail
        tail_verbs = tail.verbs() if isinstance(tail, _PartedList) else {a.verb for a in tail}
        return ({a.verb for a in self._head} | tail_verbs
                | ({self._verb} if any(p.count for p in self._parts) else set()))

    def _held(self, action: object, lo: int, hi: int) -> tuple[Card, ...] | None:
        """The cards of an action of this seat and verb, `lo..hi` of them all in the hand."""
        if not isinstance(action, Action):
            return None
        cards = action.value
        if (action.seat != self._seat or action.verb != self._verb or action.extras
                or not isinstance(cards, tuple) or not lo <= len(cards) <= hi
                or not all(isinstance(c, Card) for c in cards)):
            return None
        if any(self._have.get(c, 0) < n for c, n in Counter(cards).items()):
            return None
        return cards


class LazyActions(_PartedList):
    """`head`, then one `verb` action per sub-multiset of `hand` of `lo..hi` cards (smaller
    first), then `tail` (which may itself be lazy, e.g. a `LazyFlaunts`)."""

    def __init__(self, seat: int, verb: str, hand: Sequence[Card], lo: int, hi: int,
                 head: Sequence[Action] = (), tail: Sequence[Action] = ()) -> None:
        super().__init__()
        kept_tail = tail if isinstance(tail, _LazyList) else tuple(tail)
        self._args = (seat, verb, tuple(hand), lo, hi, tuple(head), kept_tail)
        self._lo, self._hi = lo, hi
        self._fill(seat, verb, hand, head, [_Picks(counted(hand), lo, hi)], kept_tail)

    def __contains__(self, action: object) -> bool:
        if action in self._head or action in self._tail:
            return True
        return self._held(action, self._lo, self._hi) is not None


class _Straights:
    """The straights of one run of ranks: one card of each rank, counted and indexed as
    mixed-radix numbers. A flaunt list skips the one-suit picks (it lists a straight flush
    with its suit's flushes); a challenge list keeps them (`flushes`)."""

    def __init__(self, choices: list[list[Card]], flushes: bool = False) -> None:
        self.choices = choices
        suits = {c.suit for c in choices[0]}
        for cs in choices[1:]:
            suits &= {c.suit for c in cs}
        self.skipped = [] if flushes else sorted(
            self._number([next(c for c in cs if c.suit == s) for cs in choices]) for s in suits)
        self.count = math.prod(len(cs) for cs in choices) - len(self.skipped)

    def _number(self, pick: list[Card]) -> int:
        n = 0
        for cs, c in zip(self.choices, pick, strict=True):
            n = n * len(cs) + cs.index(c)
        return n

    def at(self, index: int) -> tuple[Card, ...]:
        for skipped in self.skipped:
            if skipped <= index:
                index += 1
        out = []
        for cs in reversed(self.choices):
            index, digit = divmod(index, len(cs))
            out.append(cs[digit])
        return tuple(sorted(out))

    def __iter__(self) -> Iterator[tuple[Card, ...]]:
        for i in range(self.count):
            yield self.at(i)


class LazyFlaunts(_PartedList):
    """Every flaunt of `hand` up to `size` cards, each set once: the single cards, the
    matches, the flushes (with the straight flushes and same-suit twins) and the other
    straights, in that order. Immutable; the underlying list storage stays empty."""

    def __init__(self, seat: int, hand: Sequence[Card], size: int) -> None:
        super().__init__()
        self._args = (seat, tuple(hand), size)
        self._size = size
        self._fixed = [(c,) for c in sorted(set(hand))] + [
            s for group in by_value(hand).values()
            for s in _Picks(counted(group), 2, min(size, len(group)))
            if len(set(s)) > 1]  # equal cards are a same-suit twin: listed with the flushes
        parts: list[_Picks | _Straights] = [
            _Picks(counted(group), 2, min(size, len(group))) for group in by_suit(hand).values()]
        by_rank = {v: sorted(set(cs)) for v, cs in by_value(hand).items()}
        parts += [_Straights([by_rank[v] for v in run])
                  for k in range(2, size + 1) for run in runs(set(by_rank), k)]
        self._fill(seat, "flaunt", hand, [Action(seat, "flaunt", s) for s in self._fixed], parts)

    def sets(self) -> Iterator[tuple[Card, ...]]:
        """The flaunted sets, in this list's order."""
        yield from self._fixed
        for part in self._parts:
            yield from part

    def __contains__(self, action: object) -> bool:
        cards = self._held(action, 1, self._size)
        return cards is not None and (len(cards) == 1 or classify(cards)[0] != NONE)


class LazyChallenges(_PartedList):
    """`head`, then every straight of the hand that may challenge a flaunted straight of
    `k` cards ranked `key` (straight flushes included), a run at a time from the lowest."""

    def __init__(self, seat: int, hand: Sequence[Card], k: int, key: tuple[int, ...],
                 head: Sequence[Action] = ()) -> None:
        super().__init__()
        self._args = (seat, tuple(hand), k, key, tuple(head))
        self._k, self._key = k, key
        by_rank = {v: sorted(set(cs)) for v, cs in by_value(hand).items()}
        parts: list[_Picks | _Straights] = [
            _Straights([by_rank[v] for v in run], flushes=True)
            for run in runs(set(by_rank), k) if (straight_key(run) or ()) >= key]
        self._fill(seat, "challenge", hand, head, parts)

    def __contains__(self, action: object) -> bool:
        if action in self._head:
            return True
        cards = self._held(action, self._k, self._k)
        return cards is not None and (as_type(cards, STRAIGHT) or ()) >= self._key


def challenge_actions(seat: int, hand: Sequence[Card], lead: Sequence[Card], kind: str | None,
                      key: tuple[int, ...], head: Sequence[Action] = ()) -> list[Action]:
    """`head` and every legal challenge to a flaunt: a plain list in canonical order when
    short, else (only straights run to millions) a `LazyChallenges`."""
    if kind == STRAIGHT:
        lazy = LazyChallenges(seat, hand, len(lead), key, head)
        if len(lazy) - len(head) > PLAIN_LIMIT:
            return lazy
    sets = flaunt_challenges(hand, lead, kind, key)
    return [*head, *(Action(seat, "challenge", s) for s in sets)]


def flaunt_actions(seat: int, hand: Sequence[Card], size: int) -> list[Action]:
    """Every flaunt of up to `size` cards: a plain list in canonical order (smaller sets
    first, then by card order) when short, else a `LazyFlaunts`."""
    if size < 1:
        return []
    lazy = LazyFlaunts(seat, hand, size)
    if len(lazy) > PLAIN_LIMIT:
        return lazy
    return [Action(seat, "flaunt", s) for s in sort_sets(lazy.sets())]


def subset_actions(seat: int, verb: str, hand: Sequence[Card], lo: int, hi: int,
                   head: Sequence[Action] = (), tail: Sequence[Action] = ()) -> list[Action]:
    """The actions as a plain list when short, else lazily (see `LazyActions`)."""
    lazy = LazyActions(seat, verb, hand, lo, hi, head, tail)
    return list(lazy) if len(lazy) <= PLAIN_LIMIT else lazy
