"""Naughty Nun (spec 4.5): the nine deals' trick rules and the trump-by-show of the site list.

Each deal of the nine is a `NunDeal`: where its trump comes from, its trick rule, and its
extra restrictions. The deal number is the match's deal index (0..8).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from tablecards.games.ninety_nine.tricks import TrickRule
from tablecards.rules.cards import Card, Suit

NUN_DEALS = 9


@dataclass(frozen=True)
class NunDeal:
    """One deal of the sequence.

    `trump_from`: "fixed" (`trump`, None = no trump), "by_s" (the previous deal's s through
    the form's table) or "show" (players show a card each first). `led_is_trump`: the suit
    led is trumps, which plays exactly as no trump but is explained as its own rule.
    """

    trump_from: str = "fixed"
    trump: Suit | None = None
    rule: TrickRule = TrickRule.TRUMP
    snap: bool = False
    nines: bool = False
    no_nine_bids: bool = False
    lead_nine: bool = False
    led_is_trump: bool = False


_T = TrickRule
DEFAULT_SEQUENCE: tuple[NunDeal, ...] = (
    NunDeal(trump=Suit.DIAMONDS),
    NunDeal(trump=Suit.SPADES),
    NunDeal(trump=Suit.HEARTS),
    NunDeal(trump=Suit.CLUBS),
    NunDeal(),  # no trump
    NunDeal(led_is_trump=True),  # plays exactly like no trump
    NunDeal(rule=_T.HIERARCHY),
    NunDeal(rule=_T.HIGHEST_RANK),
    NunDeal(snap=True),
)

SITE_SEQUENCE: tuple[NunDeal, ...] = (
    NunDeal(trump_from="show"),
    NunDeal(trump_from="by_s"),
    NunDeal(led_is_trump=True),
    NunDeal(rule=_T.HIERARCHY),
    NunDeal(rule=_T.HIGHEST_RANK),
    NunDeal(no_nine_bids=True, lead_nine=True),
    NunDeal(snap=True),
    NunDeal(trump_from="by_s", rule=_T.SECOND_BEST),
    NunDeal(nines=True, no_nine_bids=True),
)


def nun_deal(kind: str, index: int) -> NunDeal:
    """The rules of deal `index` (0-based) of the default or site sequence."""
    sequence = SITE_SEQUENCE if kind == "site" else DEFAULT_SEQUENCE
    return sequence[index % NUN_DEALS]


def show_trump(shown: Sequence[Card]) -> Suit | None:
    """Trump from the shown cards: the most shown suit; a tie goes to the tied suit with
    the highest shown card; equal ranks → no trump; three different suits (3 players) →
    the unshown fourth suit."""
    suits = [c.suit for c in shown if c.suit is not None]
    counts = Counter(suits)
    if len(shown) == 3 and len(counts) == 3:
        return next(s for s in Suit if s not in counts)
    most = max(counts.values())
    tied = [s for s, n in counts.items() if n == most]
    if len(tied) == 1:
        return tied[0]
    best: dict[Suit, int] = {
        s: max(int(c.rank) for c in shown if c.suit is s) for s in tied
    }
    top = max(best.values())
    leaders = [s for s, r in best.items() if r == top]
    return leaders[0] if len(leaders) == 1 else None
