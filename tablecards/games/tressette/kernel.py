"""Tressette for two as a compact, unchecked search state for AI playouts.

Cards are ints 0..39: `suit * 10 + strength`, strength 0..9 for 4 5 6 7 J Q K A 2 3, so within
a suit a higher int wins. A hand is an int bitmask. `play` trusts its caller (search walks only
`legal()` cards); the random differential tests keep it identical to `TressetteDeal`.
Values are in thirds (ace 3, 3/2/court 1). The stock is an immutable tuple with a read index,
so `clone` copies three two-int lists and nothing else. Two public masks serve the rule policy,
which must not read the other seat's hidden cards: `gone` (every card played, the trick's lead
too) and `shown` (every card drawn from the stock, since draws are shown).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from tablecards.games.tressette.match import RANK_ORDER, STRENGTH, THIRDS, TressetteDeal
from tablecards.rules import bits
from tablecards.rules.actions import Action, play
from tablecards.rules.bits import SuitFields
from tablecards.rules.cards import Card, Suit
from tablecards.rules.game import Deal
from tablecards.rules.kernel import KernelTwin, Twin

NCARDS = 40
FULL = (1 << NCARDS) - 1
SUIT_MASK: tuple[int, ...] = tuple(1023 << (10 * s) for s in range(4))
SUIT_OF: tuple[int, ...] = tuple(c // 10 for c in range(NCARDS))
VALUE: tuple[int, ...] = tuple(THIRDS[RANK_ORDER[c % 10]] for c in range(NCARDS))
# FOLLOW_WINS[lead * 40 + follow]: the follower takes the trick.
FOLLOW_WINS: tuple[bool, ...] = tuple(
    SUIT_OF[lead] == SUIT_OF[f] and f > lead for lead in range(NCARDS) for f in range(NCARDS)
)
SUITS = SuitFields(10, 10)  # ten strengths a suit
BITS = SUITS.bits  # BITS[s][m]: the cards of suit s whose strength bits are set in m
cards_of = SUITS.cards_of  # the card ints of a bitmask, ascending
pick_card = SUITS.pick  # the card of a mask at a fraction in [0, 1) of its cards
CARDS: tuple[Card, ...] = tuple(Card(Suit(c // 10), RANK_ORDER[c % 10]) for c in range(NCARDS))


def card_int(c: Card) -> int:
    """The fast index of a Card."""
    assert c.suit is not None
    return int(c.suit) * 10 + STRENGTH[c.rank]


def mask_of(cards: Iterable[Card]) -> int:
    """A bitmask of Cards."""
    return bits.mask_of(cards, card_int)


class FastTressette:
    """One hand in progress: hands, stock, current trick, won values in thirds."""

    __slots__ = ("done", "gone", "hands", "last", "lead", "leader", "piles", "shown", "stock",
                 "top", "tricks", "turn")

    def __init__(
        self,
        hands: Sequence[int],
        stock: Sequence[int],
        leader: int,
        lead: int = -1,
        piles: Sequence[int] = (0, 0),
        tricks: Sequence[int] = (0, 0),
        last: int = -1,
        shown: int = 0,
    ) -> None:
        """Build from explicit fields (a determinization). `stock` is top first, `lead` the
        leader's card in the current trick or -1, `last` the last trick's winner or -1, `shown`
        the drawn cards still in hand (both seats saw them drawn)."""
        self.hands = list(hands)
        self.stock = tuple(stock)
        self.top = 0
        self.leader = leader
        self.lead = lead
        self.turn = leader if lead < 0 else 1 - leader
        self.piles = list(piles)
        self.tricks = list(tricks)
        self.last = last
        self.done = lead < 0 and not self.hands[0] and not self.hands[1]
        self.gone = FULL & ~(self.hands[0] | self.hands[1] | bits.mask_of_ints(self.stock))
        self.shown = shown

    @classmethod
    def from_deal(cls, deal: TressetteDeal) -> FastTressette:
        """The same position as a validating deal."""
        plays = deal.trick.plays
        return cls(
            [mask_of(h) for h in deal.hands],
            [card_int(c) for c in deal.stock],
            deal.trick.leader,
            card_int(plays[0][1]) if plays else -1,
            deal.thirds(),
            deal.tricks_won(),
            -1 if deal.last_winner is None else deal.last_winner,
            mask_of(deal.shown[0]) | mask_of(deal.shown[1]),
        )

    def clone(self) -> FastTressette:
        new = FastTressette.__new__(FastTressette)
        new.hands = self.hands[:]
        new.stock = self.stock
        new.top = self.top
        new.leader = self.leader
        new.lead = self.lead
        new.turn = self.turn
        new.piles = self.piles[:]
        new.tricks = self.tricks[:]
        new.last = self.last
        new.done = self.done
        new.gone = self.gone
        new.shown = self.shown
        return new

    def stock_left(self) -> int:
        return len(self.stock) - self.top

    def legal_mask(self) -> int:
        """Cards the seat to move may play: the led suit when held, else the whole hand."""
        hand = self.hands[self.turn]
        if self.lead < 0:
            return hand
        return hand & SUIT_MASK[SUIT_OF[self.lead]] or hand

    def legal(self) -> list[int]:
        return cards_of(self.legal_mask())

    def play(self, card: int) -> None:
        """Play a legal card; a second card resolves the trick and draws (winner first)."""
        seat = self.turn
        hands = self.hands
        hands[seat] ^= 1 << card
        self.gone |= 1 << card
        lead = self.lead
        if lead < 0:
            self.lead = card
            self.turn = 1 - seat
            return
        winner = seat if FOLLOW_WINS[lead * 40 + card] else 1 - seat
        self.piles[winner] += VALUE[lead] + VALUE[card]
        self.tricks[winner] += 1
        top = self.top
        if top < len(self.stock):
            hands[winner] |= 1 << self.stock[top]
            hands[1 - winner] |= 1 << self.stock[top + 1]
            self.shown |= 1 << self.stock[top] | 1 << self.stock[top + 1]
            self.top = top + 2
        self.lead = -1
        self.leader = self.turn = self.last = winner
        if not hands[0] and not hands[1]:
            self.done = True

    apply = play  # the name every other fast state uses

    def scores(self) -> list[int]:
        """Rounded card points, plus the last trick once the hand is over."""
        p0, p1 = self.piles
        if not self.done:
            return [p0 // 3, p1 // 3]
        return [p0 // 3 + (self.last == 0), p1 // 3 + (self.last == 1)]

    def random_playout(self, rng: random.Random) -> list[int]:
        """Finish the hand in place with uniformly random legal cards; the two scores."""
        r = rng.random
        h = self.hands
        stock, top, nstock = self.stock, self.top, len(self.stock)
        piles, tricks = self.piles, self.tricks
        leader, lead = self.leader, self.lead
        wins, value, suit_of, table = FOLLOW_WINS, VALUE, SUIT_OF, BITS
        b0, b1, b2, b3 = table
        while h[0] or h[1] or lead >= 0:
            if lead < 0:
                m = h[leader]
                t = b0[m & 1023] + b1[m >> 10 & 1023] + b2[m >> 20 & 1023] + b3[m >> 30]
                lead = t[int(r() * len(t))]
                h[leader] = m ^ (1 << lead)
            follower = 1 - leader
            m = h[follower]
            s = suit_of[lead]
            f = m >> (10 * s) & 1023
            if f:
                t = table[s][f]
            else:
                t = b0[m & 1023] + b1[m >> 10 & 1023] + b2[m >> 20 & 1023] + b3[m >> 30]
            card = t[int(r() * len(t))]
            h[follower] = m ^ (1 << card)
            if wins[lead * 40 + card]:
                leader = follower
            piles[leader] += value[lead] + value[card]
            tricks[leader] += 1
            if top < nstock:
                h[leader] |= 1 << stock[top]
                h[1 - leader] |= 1 << stock[top + 1]
                top += 2
            lead = -1
        self.top, self.leader, self.turn, self.lead = top, leader, leader, -1
        self.last = leader
        self.done = True
        self.gone = FULL
        self.shown |= bits.mask_of_ints(stock)
        return self.scores()


def deal_fast(rng: random.Random, dealer: int = 0) -> FastTressette:
    """A shuffled hand straight into the fast state (ten each, one at a time, non-dealer first)."""
    order = list(range(NCARDS))
    rng.shuffle(order)
    first = 1 - dealer
    hands = [0, 0]
    for i in range(20):
        hands[(first + i) & 1] |= 1 << order[i]
    return FastTressette(hands, order[20:], first)


# -- the referee's actions, for the conformance suite's lockstep (tablecards.rules.kernel) --

def twin(deal: Deal) -> KernelTwin:
    """This kernel on a referee deal, spoken to in the referee's actions."""
    assert isinstance(deal, TressetteDeal)
    return Twin(FastTressette.from_deal(deal), lambda state, card: play(state.turn, CARDS[card]),
                lambda _, action: card_int(_played(action)), FastTressette.scores)


def _played(action: Action) -> Card:
    assert isinstance(action.value, Card)
    return action.value
