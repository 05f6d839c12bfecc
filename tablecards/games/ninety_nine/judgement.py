"""How much a Ninety-Nine hand is worth in tricks, and the bids and shows that follow from it.

Every card is worth its chance of a trick by its distance from the top of what it competes in;
a bid is the three cards whose suit values best match the worth of the cards kept; a trump show
is a card of the longest suit. The rule policy bids and shows by these, and a seat's knowledge
re-chooses the hidden bids of a world by them (a bid is no random three cards), so they sit
below both.
"""

from __future__ import annotations

import random
from itertools import combinations

from tablecards.games.ninety_nine.kernel_tables import (
    NINES,
    NO_TRUMP,
    RULE_HIERARCHY,
    RULE_HIGH_RANK,
    RULE_TRUMP,
    SUIT_VALUE,
    KernelRules,
    cards_of,
)

# Chance that a card takes a trick, by how far it is from the top of its suit (0 = ace).
SIDE_WIN = (0.9, 0.55, 0.25, 0.1)
TRUMP_WIN = (1.0, 0.9, 0.7, 0.5, 0.35)
TRUMP_LOW = 0.25
CLUBS = 3  # suit index of clubs, the top suit of the hierarchy rule
POLICY_POOL = 8  # bids come from the eight least valuable cards of a hand


# -- trick estimates ------------------------------------------------------------------------
_WORTH: dict[tuple[int, int, int, int], tuple[float, ...]] = {}


def worth_table(rules: KernelRules, trump: int, rule: int) -> tuple[float, ...]:
    """Expected tricks of each card int, by its distance from the top of what it competes in.

    Suit hierarchy plays like clubs trumps; highest rank and the other rules like their trump
    (no trump when none); trump nines form a four-card trump suit of their own.
    """
    # Keyed by what the table depends on, never by the rules object's id: a rules object
    # collected and another made at the same address (a 36-card deal after a 52-card one)
    # would be handed the other pack's table.
    key = (rules.width, rules.nine_index, trump, rule)
    table = _WORTH.get(key)
    if table is None:
        if rule == RULE_HIERARCHY:
            trump = CLUBS
        elif rule == RULE_HIGH_RANK:
            trump = NO_TRUMP
        table = _WORTH[key] = tuple(_worth(rules, c, trump) for c in range(4 * rules.width))
    return table


def _worth(rules: KernelRules, c: int, trump: int) -> float:
    w = rules.width
    if trump == NINES and c % w == rules.nine_index:
        return TRUMP_WIN[3 - SUIT_VALUE[c // w]]
    gap = w - 1 - c % w
    if c // w == trump:
        return TRUMP_WIN[gap] if gap < len(TRUMP_WIN) else TRUMP_LOW
    return SIDE_WIN[gap] if gap < len(SIDE_WIN) else 0.0


def hand_worth(rules: KernelRules, hand: int, trump: int, rule: int) -> float:
    """Expected tricks of a hand: the sum of its cards' worth."""
    worth = worth_table(rules, trump, rule)
    return sum(worth[c] for c in cards_of(hand))


def ranked_bids(
    rules: KernelRules, hand: int, trump: int, rule: int = RULE_TRUMP, *, won: int = 0,
    banned: int = 0, pool: int = 0,
) -> list[tuple[float, int]]:
    """Every 3-card bid as (|tricks expected - bid value|, mask), best first.

    The expectation is `won` (tricks already taken) plus the worth of the cards that stay in
    hand; cards in `banned` (nines where they may not be bid) are never chosen. With `pool`,
    only the `pool` least valuable cards are considered (a fraction of the work, and the best
    bids are nearly always among them).
    """
    out = _bid_fits(rules, hand, trump, rule, won, banned, pool)
    out.sort()
    return out


_BEST: dict[tuple[int, int, int, int, int, int], int] = {}
BEST_CACHE = 1 << 16  # remembered best bids (a no-bid search meets each hand about twice)


def best_bid(rules: KernelRules, hand: int, trump: int, rule: int, *, won: int = 0,
             banned: int = 0) -> int:
    """The first of `ranked_bids` over the policy's pool, without sorting the rest."""
    key = (rules.width, hand, trump, rule, won, banned)  # the width fixes the worth table
    bid = _BEST.get(key)
    if bid is None:
        if len(_BEST) >= BEST_CACHE:
            _BEST.clear()
        bid = _BEST[key] = min(_bid_fits(rules, hand, trump, rule, won, banned,
                                         POLICY_POOL))[1]
    return bid


def _bid_fits(rules: KernelRules, hand: int, trump: int, rule: int, won: int, banned: int,
              pool: int) -> list[tuple[float, int]]:
    """Each bid's (miss, mask), the cards taken in card order so that equal misses add up
    alike (and rank by the mask, not by rounding)."""
    worth = worth_table(rules, trump, rule)
    w, bits, ranks = rules.width, rules.suit_bits, rules.ranks
    cards = [off + r for off in (0, w, 2 * w, 3 * w) for r in ranks[hand >> off & bits]]
    total = won + sum(worth[c] for c in cards)
    allowed = [c for c in cards if not banned >> c & 1] if banned else cards
    if pool and len(allowed) > pool:
        allowed = sorted(sorted(allowed, key=worth.__getitem__)[:pool])
    gain = [(worth[c] + SUIT_VALUE[c // w], 1 << c) for c in allowed]
    return [(abs(total - a[0] - b[0] - c[0]), a[1] | b[1] | c[1])
            for a, b, c in combinations(gain, 3)]

# -- the trump show -------------------------------------------------------------------------
def show_card(rules: KernelRules, hand: int, rng: random.Random) -> int:
    """A random card of the longest suit: the most-shown suit becomes trump."""
    suits = [cards_of(hand & m) for m in rules.suit_mask]
    longest = max(len(cs) for cs in suits)
    pool = [c for cs in suits if len(cs) == longest for c in cs]
    return pool[int(rng.random() * len(pool))]
