"""Bid values and the scoring of one deal, per form and variant, as pure functions.

Every function takes per-seat lists (tricks won, whether each bid was made, who holds which
premium) and returns the points per seat, so the worked examples of spec section 7 can be
checked directly and a fast path can share them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tablecards.rules.cards import Card, Suit

# Section 2.3: ♦ 0, ♠ 1, ♥ 2, ♣ 3 tricks.
SUIT_VALUE: Mapping[Suit, int] = {Suit.DIAMONDS: 0, Suit.SPADES: 1, Suit.HEARTS: 2,
                                  Suit.CLUBS: 3}
PAIR_BONUS_BOTH, PAIR_BONUS_SUM, PAIR_BONUS_ONE = 30, 20, 10
DAC_MADE: Mapping[str, tuple[int, int]] = {"none": (10, 1), "declare": (20, 2),
                                           "reveal": (30, 3)}
DAC_FAIL_GIFT: Mapping[str, int] = {"declare": 5, "reveal": 10}
DUMMY_PREMIUM, DUMMY_NO_SOLE_WINNER = 30, 60


def bid_value(bid_cards: Sequence[Card], joker_as: Card | None = None) -> int:
    """The bid the cards encode: the sum of their suit values (a joker is the turn-up)."""
    total = 0
    for c in bid_cards:
        real = joker_as if c.is_joker and joker_as is not None else c
        assert real.suit is not None
        total += SUIT_VALUE[real.suit]
    return total


def made_bid(bid: int, tricks: int, ten_tricks: bool = False) -> bool:
    """Exactly the bid; with ten tricks a deal (four players) ♦♦♦ also succeeds with 10."""
    return tricks == bid or (ten_tricks and bid == 0 and tricks == 10)


def standard_points(
    tricks: Sequence[int], made: Sequence[bool], bonus: Mapping[int, int],
    holder: int | None = None, premium: int = 0,
) -> list[int]:
    """Sections 2.6 and 3.1: tricks, the bonus by s, and one premium bidder's premium —
    to the bidder if made, else to each other player."""
    each = bonus.get(sum(made), 0)
    points = [t + (each if m else 0) for t, m in zip(tricks, made, strict=True)]
    if holder is not None:
        if made[holder]:
            points[holder] += premium
        else:
            points = [p + (premium if i != holder else 0) for i, p in enumerate(points)]
    return points


def five_points(
    tricks: Sequence[int], made: Sequence[bool], bonus: Mapping[int, int],
    declarers: Sequence[int], premium: int = 50,
) -> list[int]:
    """Section 3.3: every declarer wins or loses the premium alone."""
    points = standard_points(tricks, made, bonus)
    for seat in declarers:
        points[seat] += premium if made[seat] else -premium
    return points


def two_points(
    tricks: Sequence[int], made: Sequence[bool], bonus: Mapping[int, int],
    declarers: Sequence[int], premium: int = 30,
) -> list[int]:
    """Section 3.5: 20 per success; a failed declarer's 30 goes to the opponent."""
    points = standard_points(tricks, made, bonus)
    for seat in declarers:
        points[seat if made[seat] else 1 - seat] += premium
    return points


def dummy_seed_points(
    tricks: Sequence[int], made_live: Sequence[bool], declarers: Sequence[int]
) -> list[int]:
    """Section 3.4 seed scoring; seats 0 and 1 live, seat 2 the dummy."""
    points = list(tricks)
    if sum(made_live) == 1:
        points[made_live.index(True)] += DUMMY_PREMIUM
    else:
        points[2] += DUMMY_NO_SOLE_WINNER
    failed = [s for s in declarers if not made_live[s]]
    for seat in declarers:
        if made_live[seat]:
            points[seat] += DUMMY_PREMIUM
            continue
        points[2] += DUMMY_PREMIUM
        if 1 - seat not in failed:
            points[1 - seat] += DUMMY_PREMIUM
    return points


def dummy_penguin_points(
    tricks: Sequence[int], bids: Sequence[int], declarers: Sequence[int],
    bonus: Mapping[int, int],
) -> list[int]:
    """Section 3.4 `dummy_penguin`: the dummy succeeds with fewer tricks than its bid and
    declares (and is paid) with exactly its bid."""
    made = [tricks[0] == bids[0], tricks[1] == bids[1], tricks[2] <= bids[2]]
    points = standard_points(tricks, made, bonus)
    if tricks[2] == bids[2]:
        points[2] += DUMMY_PREMIUM
    failed = {s for s in declarers if not made[s]}
    for seat in declarers:
        if made[seat]:
            points[seat] += DUMMY_PREMIUM
            continue
        for other in range(3):
            if other != seat and other not in failed:
                points[other] += DUMMY_PREMIUM
    return points


def pairs_points(
    tricks: Sequence[int], bids: Sequence[int], made: Sequence[bool]
) -> list[int]:
    """Section 3.2: per partnership (seats 0+2, 1+3); both partners show the side's score."""
    side_points = []
    for a, b in ((0, 2), (1, 3)):
        both_tricks = tricks[a] + tricks[b]
        if made[a] and made[b]:
            bonus = PAIR_BONUS_BOTH
        elif bids[a] + bids[b] == both_tricks:
            bonus = PAIR_BONUS_SUM
        elif made[a] or made[b]:
            bonus = PAIR_BONUS_ONE
        else:
            bonus = 0
        side_points.append(both_tricks + bonus)
    return [side_points[seat % 2] for seat in range(4)]


def dac_points(
    tricks: Sequence[int], made: Sequence[bool], premiums: Sequence[str | None],
    keep_tricks: bool = False,
) -> list[int]:
    """Section 4.6 divide and conquer: fixed scores by premium, independent of s."""
    points = [0] * len(tricks)
    for seat, (t, m, kind) in enumerate(zip(tricks, made, premiums, strict=True)):
        kind = kind or "none"
        if m:
            base, per = DAC_MADE[kind]
            points[seat] += base + per * t
        elif kind == "none" or keep_tricks:
            points[seat] += t
        if not m and kind != "none":
            for other in range(len(tricks)):
                if other != seat:
                    points[other] += DAC_FAIL_GIFT[kind]
    return points
