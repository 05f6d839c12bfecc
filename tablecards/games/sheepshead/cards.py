"""Sheepshead's card facts: the 32-card pack, the trump suit, strength, points, trick winners.

All queens, all jacks and all diamonds form one trump suit of 14 cards; clubs, spades and
hearts are the fail suits (A 10 K 9 8 7). A card's *effective suit* is None for a trump, else
its printed suit, so following suit is a single comparison.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tablecards.games.sheepshead.game_spec import SEATS as SEATS  # one count, read by the lobby too
from tablecards.rules.cards import Card, Rank, Suit, cards, short_pack
from tablecards.rules.explain import Why, suit_key, why
from tablecards.rules.tricks import best_play

HAND_SIZE = 6
BLIND_SIZE = 2
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
    def key(c: Card) -> tuple[int, int] | None:
        if c == never_wins or not (is_trump(c) or eff_suit(c) == led):
            return None
        return (1 if is_trump(c) else 0, power(c))

    return best_play(plays, key)


def why_trick(plays: Sequence[tuple[int, Card]], led: Suit | None, winner: int,
              unknown: Card | None = None, called: Card | None = None) -> Why:
    """Why the referee's `winner` took the trick, in Sheepshead's terms.

    `called` is a called fail ace or ten (named when it takes the trick); `unknown` is the
    picker's face-down card when it is in this trick: it counts as a card of the called suit
    and is named when its face would have won. Otherwise the fixed trump order (queens, jacks,
    diamonds) or the fail order A 10 K 9 8 7 decides.
    """
    won = next(c for s, c in plays if s == winner)
    called_suit = called.suit if called is not None else None
    if unknown is not None and unknown != won and trick_winner(plays, led) != winner:
        return why(winner, won, "sheepshead_unknown", suit=suit_key(called_suit))
    counted = [c for _, c in plays if c != unknown]
    if is_trump(won):
        return _trump_why(winner, won, led, sum(1 for c in counted if is_trump(c)))
    suit = suit_key(led)
    if won == called:
        return why(winner, won, "sheepshead_called", suit=suit)
    followers = sum(1 for c in counted if eff_suit(c) == led)
    if unknown is not None and called_suit == led:
        followers += 1
    if followers == 1:
        return why(winner, won, "only_led", suit=suit)
    if won.rank is Rank.TEN and any(c.suit == won.suit and c.rank is Rank.KING
                                    for c in counted):
        return why(winner, won, "sheepshead_ten", suit=suit)
    return why(winner, won, "highest_led_no_trump", suit=suit)


def _trump_why(winner: int, won: Card, led: Suit | None, trumps: int) -> Why:
    """A trump won: alone on its lead, alone on a fail lead, or the highest by rank group."""
    if trumps == 1:
        return why(winner, won, "sheepshead_trump_led" if led is None
                   else "sheepshead_only_trump")
    if won.rank is Rank.QUEEN:
        return why(winner, won, "sheepshead_queen")
    if won.rank is Rank.JACK:
        return why(winner, won, "sheepshead_jack")
    return why(winner, won, "sheepshead_diamond")


def suit_name(suit: Suit | None) -> str:
    """Plain English for a led suit, trumps included."""
    return "trump" if suit is None else {Suit.CLUBS: "clubs", Suit.SPADES: "spades",
                                         Suit.HEARTS: "hearts", Suit.DIAMONDS: "diamonds"}[suit]
