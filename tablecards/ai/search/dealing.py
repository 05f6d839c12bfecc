"""Dealing the unseen cards when what a seat knows leaves only a few consistent deals.

Rejection sampling (draw each seat's hand from the cards it may hold, start again when a
seat runs short) is fast and is what the adapters try first. Late in a deal, with several
seats void in different suits, nearly every draw can get stuck although consistent deals
exist. `deal_with_constraints` never gets stuck: it places the cards one at a time and keeps
Hall's condition true after every placement, so a complete deal always remains possible.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tablecards.rules.bits import set_bits


def feasible(remaining: int, seats: Sequence[int], need: Sequence[int],
             allowed: Sequence[int]) -> bool:
    """Whether the `remaining` cards (a mask) can all be placed, `need[s]` to seat s.

    Hall's condition: for every set T of seats, the cards that only seats of T may hold
    must fit in T's places (the total is equal, so this is also enough).
    """
    if remaining.bit_count() != sum(need[s] for s in seats):
        return False
    k = len(seats)
    for subset in range(1, 1 << k):
        others = 0
        places = 0
        for i, s in enumerate(seats):
            if subset >> i & 1:
                places += need[s]
            else:
                others |= allowed[s]
        if (remaining & ~others).bit_count() > places:
            return False
    return True


def deal_with_constraints(pool: int, seats: Sequence[int], need: Sequence[int],
                          allowed: Sequence[int], rng: random.Random) -> list[int] | None:
    """Hands (masks, indexed by seat) dealing every card of `pool`, `need[s]` to seat s,
    each card only to a seat whose `allowed[s]` mask holds it; None when no such deal exists.

    Each card goes to a seat drawn in proportion to the places it has left (uniform when
    nothing constrains), skipping a seat whose taking it would leave the rest undealable.
    """
    size = max(seats, default=-1) + 1
    hands = [0] * max(size, len(need))
    left = list(need)
    if not feasible(pool, seats, left, allowed):
        return None
    cards = set_bits(pool)
    rng.shuffle(cards)
    remaining = pool
    for c in cards:
        bit = 1 << c
        remaining ^= bit
        options = [s for s in seats if left[s] and allowed[s] & bit]
        while options:
            weights = [left[s] for s in options]
            s = rng.choices(options, weights)[0]
            left[s] -= 1
            if feasible(remaining, seats, left, allowed):
                hands[s] |= bit
                break
            left[s] += 1
            options.remove(s)
        else:  # unreachable while Hall's condition held before this card
            return None
    return hands


def unique_deal(pool: int, seats: Sequence[int], need: Sequence[int],
                allowed: Sequence[int]) -> list[int] | None:
    """The hands (masks by seat) of the only deal of `pool` that fits, or None when several
    deals fit (or none does).

    Card by card: if a card could go to two seats with the rest still dealable, each choice
    completes to a deal (Hall), so the deal is not unique; if it can go to one, it must.
    A deal unique under fewer constraints stays unique under more, so a caller may leave out
    what it cannot express here (a seat's calls, a cut) and still conclude soundly.
    """
    size = max(seats, default=-1) + 1
    hands = [0] * max(size, len(need))
    left = list(need)
    remaining = pool
    if not feasible(remaining, seats, left, allowed):
        return None
    for c in range(pool.bit_length()):
        bit = 1 << c
        if not pool & bit:
            continue
        remaining ^= bit
        fits = []
        for s in seats:
            if left[s] and allowed[s] & bit:
                left[s] -= 1
                if feasible(remaining, seats, left, allowed):
                    fits.append(s)
                left[s] += 1
        if len(fits) != 1:
            return None
        hands[fits[0]] |= bit
        left[fits[0]] -= 1
    return hands
