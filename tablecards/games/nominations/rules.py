"""Pure rules of Nominations: the bid ladder, packet deals, the double-hand redeal, tricks.

Kept free of state so the engine, the fast path's tables and the tests share one definition.
"""

from __future__ import annotations

from collections.abc import Sequence

from tablecards.games.nominations.options import GameRules
from tablecards.rules.cards import Card, Suit
from tablecards.rules.explain import Why, suit_key, trump_trick_why, why
from tablecards.rules.tricks import cards_of_suit, follow_suit

# Whist's winner, highest trump else highest of the suit led, is the shared one.
from tablecards.rules.tricks import trick_winner as trick_winner

SEATS = 4
HAND_SIZE = 13
MISERE = "misere"
OPEN_MISERE = "open_misere"
PASS = "pass"
Bid = int | str
TRUMP_CODES = ("S", "H", "D", "C", "none")
# Section 7: the double hand sorts each hand ♥ ♣ ♦ ♠, high to low.
SORT_SUITS: tuple[Suit, ...] = (Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES)


def ladder(config: GameRules) -> tuple[Bid, ...]:
    """Every bid, lowest first (section 4)."""
    numbers: list[Bid] = list(range(config.min_bid, 14))
    if config.misere_low:
        at = numbers.index(11)
        return (*numbers[:at], MISERE, *numbers[at:], OPEN_MISERE)
    return (*numbers, MISERE, OPEN_MISERE)


def is_misere(bid: Bid) -> bool:
    return bid in (MISERE, OPEN_MISERE)


def bid_text(bid: Bid) -> str:
    """A bid as words, for refusals and logs."""
    return {MISERE: "misère", OPEN_MISERE: "open misère"}.get(str(bid), str(bid))


def packet_rounds(config: GameRules) -> list[list[int]]:
    """Cards per round for the seats in dealing order (dealer's left first, dealer last)."""
    if config.pattern == "553":
        return [[5] * SEATS, [5] * SEATS, [3] * SEATS]
    if config.pattern == "staggered":
        return [[4 if pos == r else 3 for pos in range(SEATS)] for r in range(SEATS)]
    four = config.four_card_round - 1
    return [[4 if r == four else 3] * SEATS for r in range(SEATS)]


def deal_packets(order: Sequence[Card], dealer: int, config: GameRules) -> list[list[Card]]:
    """Deal a pack from the top in the configured packets, from the dealer's left."""
    hands: list[list[Card]] = [[] for _ in range(SEATS)]
    top = 0
    for counts in packet_rounds(config):
        for pos, count in enumerate(counts):
            hands[(dealer + 1 + pos) % SEATS].extend(order[top:top + count])
            top += count
    return hands


def double_hand_sorted(hand: Sequence[Card]) -> list[Card]:
    """A hand sorted for the double hand: ♥ ♣ ♦ ♠, high to low (leftmost first)."""
    return sorted(hand, key=lambda c: (SORT_SUITS.index(_suit(c)), -int(c.rank)))


def double_hand_pile(hands: Sequence[Sequence[Card]], dealer: int) -> list[Card]:
    """The squared packets stacked, top first: the dealer's on top, the dealer's left's last."""
    pile: list[Card] = []
    for back in range(SEATS):
        pile.extend(double_hand_sorted(hands[(dealer - back) % SEATS]))
    return pile


def cut(pile: Sequence[Card], k: int) -> list[Card]:
    """Take `k` cards from the top and put them underneath."""
    return [*pile[k:], *pile[:k]]


def redeal(
    hands: Sequence[Sequence[Card]], dealer: int, k: int, config: GameRules
) -> list[list[Card]]:
    """The double hand's new hands: sort, stack, cut `k`, deal without shuffling."""
    return deal_packets(cut(double_hand_pile(hands, dealer), k), dealer, config)


def _suit(c: Card) -> Suit:
    assert c.suit is not None
    return c.suit


def legal_cards(hand: Sequence[Card], led: Suit | None, trump: Suit | None,
                must_trump: bool) -> list[Card]:
    """Follow suit; else trump when `must_trump` and holding one; else anything."""
    void = led is not None and not cards_of_suit(hand, led)
    if void and must_trump and trump is not None:
        return cards_of_suit(hand, trump) or list(hand)
    return follow_suit(hand, led)


def why_trick(plays: Sequence[tuple[int, Card]], winner: int, trump: Suit | None,
              misere_declarer: int | None) -> Why:
    """Why `winner` (the referee's answer) took the trick: whist's usual reasons, and a
    misère declarer's card that could not avoid winning, which ends the hand."""
    if winner == misere_declarer:
        card = next(c for seat, c in plays if seat == winner)
        return why(winner, card, "nom_misere_caught", suit=suit_key(plays[0][1].suit))
    return trump_trick_why(plays, winner, trump)


def trump_code(trump: Suit | None) -> str:
    """A trump as the record writes it: a suit code or `none`."""
    return "none" if trump is None else trump.code
