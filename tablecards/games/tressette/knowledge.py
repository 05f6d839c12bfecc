"""What one Tressette seat knows, read from its `SeatView` into kernel ints and masks.

The seat knows its hand, every played card, the opponent's shown draws still in hand
(`known_cards`), its own shown draws, the stock size, and the opponent's shown voids. Because
every draw is shown, the opponent's *unknown* cards are all from the first deal, so a suit it
once failed to follow is absent from them for the rest of the hand. A world (determinization)
deals the unseen cards: the opponent's hidden cards (never of a void suit), the rest to the
stock in random order. Both the search and the rule policy start from such a world; the policy
reads none of its hidden cards, so any world serves it.
"""

from __future__ import annotations

import random

from tablecards.games.tressette.facts import TressetteFacts
from tablecards.games.tressette.kernel import (
    FULL,
    SUIT_MASK,
    VALUE,
    FastTressette,
    card_int,
    cards_of,
    mask_of,
)
from tablecards.rules.cards import card
from tablecards.rules.game import SeatView, Trick


class Knowledge:
    """The facts of a view a world must honour (ints and masks only)."""

    def __init__(self, view: SeatView) -> None:
        me = view.seat
        opp = 1 - me
        self.me = me
        self.mine = mask_of(view.hand)
        tricks = list(view.tricks)
        current = view.trick
        self.played, self.voids = _played_and_voids([*tricks, *([current] if current else [])],
                                                    opp)
        self.piles, self.won = _taken(tricks)
        self.last = tricks[-1].winner if tricks and tricks[-1].winner is not None else -1
        self.known = mask_of(view.known_cards.get(opp, []))
        self.unseen = FULL & ~self.mine & ~self.played & ~self.known
        self.hidden = view.hand_sizes[opp] - self.known.bit_count()
        facts = TressetteFacts.of(view)
        self.stock = facts.stock
        self.shown = self.known | mask_of(card(code) for code in facts.shown_own)
        if current is not None and current.plays:
            self.leader = current.leader
            self.lead = card_int(current.plays[0][1])
        else:
            self.leader = current.leader if current is not None else me
            self.lead = -1

    @property
    def exact(self) -> bool:
        """Every card is accounted for (the stock is empty)."""
        return self.stock == 0

    def world(self, rng: random.Random) -> FastTressette:
        """One complete position consistent with the view."""
        allowed = cards_of(self.unseen & ~self.voids)
        rest = cards_of(self.unseen & self.voids)
        rng.shuffle(allowed)
        hidden = allowed[:self.hidden]
        stock = allowed[self.hidden:] + rest
        rng.shuffle(stock)
        opp_hand = self.known
        for c in hidden:
            opp_hand |= 1 << c
        hands = [0, 0]
        hands[self.me] = self.mine
        hands[1 - self.me] = opp_hand
        return FastTressette(hands, stock, self.leader, self.lead, self.piles, self.won,
                             self.last, self.shown)


def _played_and_voids(tricks: list[Trick], opp: int) -> tuple[int, int]:
    """Every played card, and the suits `opp` has failed to follow (as card masks)."""
    played = voids = 0
    for t in tricks:
        lead_card = t.plays[0][1] if t.plays else None
        for seat, c in t.plays:
            played |= 1 << card_int(c)
            if seat == opp and lead_card is not None and c.suit != lead_card.suit:
                voids |= SUIT_MASK[card_int(lead_card) // 10]
    return played, voids


def _taken(tricks: list[Trick]) -> tuple[list[int], list[int]]:
    """Each seat's won card values in thirds and its count of tricks."""
    piles, won = [0, 0], [0, 0]
    for t in tricks:
        if t.winner is not None:
            piles[t.winner] += sum(VALUE[card_int(c)] for _, c in t.plays)
            won[t.winner] += 1
    return piles, won
