"""Sheepshead's card facts: the 32-card pack, the trump suit, strength, points, trick winners.

All queens, all jacks and all diamonds form one trump suit of 14 cards; clubs, spades and
hearts are the fail suits (A 10 K 9 8 7). A card's *effective suit* is None for a trump, else
its printed suit, so following suit is a single comparison.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tablecards.rules.cards import Card, Rank, Suit, cards, short_pack

HAND_SIZE = 6
BLIND_SIZE = 2
SEATS = 5
TRICKS = 6
TOTAL_POINTS = 120

FAIL_SUITS: tuple[Suit, ...] = (Suit.CLUBS, Suit.SPADES, Suit.HEARTS)
TRUMPS: tuple[Card, ...] = tuple(cards("QC QS QH QD JC JS JH JD AD 10D KD 9D 8D 7D"))
FAIL_RANKS: tuple[Rank, ...] = (Rank.ACE, Rank.TEN, Rank.KING, Rank.NINE, Rank.EIGHT,
                                Rank.SEVEN)
POINTS: dict[Rank, int] = {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3,
                           Rank.JACK: 2, Rank.NINE: 0, Rank.EIGHT: 0, Rank.SEVEN: 0}
JD = Card(Suit.DIAMONDS, Rank.JACK)
# The jack a `jd_call_up` picker calls, in order of preference.
CALL_UP_JACKS: tuple[Card, ...] = tuple(cards("JH JS JC"))

_TRUMP_POWER = {c: 100 + len(TRUMPS) - i for i, c in enumerate(TRUMPS)}


def pack() -> list[Card]:
    """The 32 cards, A K Q J 10 9 8 7 of each suit."""
    return short_pack(Rank.SEVEN)


def is_trump(c: Card) -> bool:
    return c.rank in (Rank.QUEEN, Rank.JACK) or c.suit is Suit.DIAMONDS


def eff_suit(c: Card) -> Suit | None:
    """The suit a card follows as: None for trumps, else its fail suit."""
    return None if is_trump(c) else c.suit


def power(c: Card) -> int:
    """Trick-taking strength: any trump above any fail card; A 10 K 9 8 7 within a fail suit."""
    trump = _TRUMP_POWER.get(c)
    if trump is not None:
        return trump
    return len(FAIL_RANKS) - FAIL_RANKS.index(c.rank)


def card_points(c: Card) -> int:
    return POINTS[c.rank]


def pile_points(pile: Iterable[Card]) -> int:
    return sum(POINTS[c.rank] for c in pile)


def fail_of(hand: Iterable[Card], suit: Suit) -> list[Card]:
    """The fail cards of `suit` in a hand (its queen and jack are trumps, not counted)."""
    return [c for c in hand if c.suit is suit and not is_trump(c)]


def trick_winner(plays: Sequence[tuple[int, Card]], led: Suit | None,
                 never_wins: Card | None = None) -> int:
    """The winning seat: the highest trump, else the highest card of the led suit.

    `never_wins` is the unknown card, which counts as a card of the called suit but can
    never take the trick.
    """
    best_seat, best_key = plays[0][0], (-1, -1)
    for seat, c in plays:
        if c == never_wins:
            continue
        trump = is_trump(c)
        if not trump and eff_suit(c) != led:
            continue
        key = (1 if trump else 0, power(c))
        if key > best_key:
            best_seat, best_key = seat, key
    return best_seat


def suit_name(suit: Suit | None) -> str:
    """Plain English for a led suit, trumps included."""
    return "trump" if suit is None else {Suit.CLUBS: "clubs", Suit.SPADES: "spades",
                                         Suit.HEARTS: "hearts", Suit.DIAMONDS: "diamonds"}[suit]
