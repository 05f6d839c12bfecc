"""Bitmask helpers shared by every game's kernel and search adapter.

A kernel numbers its cards 0..n-1 and holds a set of cards as an int whose bit c is card c.
These helpers are that arithmetic written once. Python's own `int.bit_count()` is the popcount.
The hot loops of a search call them millions of times, so each is a few bytecodes; a kernel
whose cards sit in four equal suit fields gets table-driven listing from `SuitFields`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

T = TypeVar("T")

# BITS[s][m]: the card ints of suit s whose bits are set in the suit's field value m.
SuitTable = tuple[tuple[tuple[int, ...], ...], ...]


def lowest(mask: int) -> int:
    """The index of the lowest set bit of a non-empty mask (the lowest card)."""
    return (mask & -mask).bit_length() - 1


def highest(mask: int) -> int:
    """The index of the highest set bit of a non-empty mask (the highest card)."""
    return mask.bit_length() - 1


def set_bits(mask: int) -> list[int]:
    """The indexes of the set bits of `mask`, ascending: one step per set bit."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_of_ints(indexes: Iterable[int]) -> int:
    """The mask with exactly the bits `indexes` set."""
    m = 0
    for i in indexes:
        m |= 1 << i
    return m


def mask_of(items: Iterable[T], index: Callable[[T], int]) -> int:
    """The mask of `items`, each at the bit its kernel `index` gives it."""
    m = 0
    for item in items:
        m |= 1 << index(item)
    return m


class SuitFields:
    """Four suits in equal fields of `stride` bits, `width` of them used: card `stride * s + i`
    is the i-th card of suit s. Listing a mask's cards is four table look-ups, not a loop.
    """

    __slots__ = ("bits", "cards_of", "pick")

    def __init__(self, width: int, stride: int) -> None:
        self.bits: SuitTable = tuple(
            tuple(tuple(stride * s + i for i in range(width) if m >> i & 1)
                  for m in range(1 << width))
            for s in range(4)
        )
        self.cards_of, self.pick = _listers(self.bits, (1 << width) - 1, stride)


def _listers(table: SuitTable, field: int, stride: int
             ) -> tuple[Callable[[int], list[int]], Callable[[int, float], int]]:
    """`cards_of(mask)` and `pick(mask, x)` bound to one suit table (closure look-ups are as
    cheap as a kernel's own module constants)."""
    b0, b1, b2, b3 = table
    s1, s2, s3 = stride, 2 * stride, 3 * stride

    def cards_of(mask: int) -> list[int]:
        """The card ints of a mask, ascending."""
        return [*b0[mask & field], *b1[mask >> s1 & field], *b2[mask >> s2 & field],
                *b3[mask >> s3 & field]]

    def pick(mask: int, x: float) -> int:
        """The card of a non-empty `mask` at fraction `x` in [0, 1) of its cards (with a
        uniform `x`, a random card)."""
        t = b0[mask & field] + b1[mask >> s1 & field] + b2[mask >> s2 & field] \
            + b3[mask >> s3 & field]
        return t[int(x * len(t))]

    return cards_of, pick
