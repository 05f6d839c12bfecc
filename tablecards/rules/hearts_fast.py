"""Hearts as a compact, unchecked search state for AI playouts.

Cards are ints 0..51: `suit * 13 + rank index` (2 is 0, A is 12) with suits S H D C, so within a
suit a higher int wins; Q♠ is 10, 2♣ is 39, J♦ is 35. Hands and taken piles are int bitmasks.
A move is a card int while playing and a three-card mask while passing (`legal()` lists the
moves of the current phase). `play` trusts its caller; the random differential tests keep it
identical to `HeartsDeal`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import NamedTuple

from tablecards.rules.actions import Action, play
from tablecards.rules.cards import STANDARD_RANKS, Card, Suit
from tablecards.rules.hearts import (
    JD_BONUS,
    MOON,
    NO_TRICKS_BONUS,
    PASS_OFFSET,
    QUEEN_POINTS,
    HeartsDeal,
)

NCARDS = 52
SUIT_MASK: tuple[int, ...] = tuple(0x1FFF << (13 * s) for s in range(4))
SUIT_OF: tuple[int, ...] = tuple(c // 13 for c in range(NCARDS))
QS = 10
TWO_CLUBS = 39
JD = 35
HEARTS = SUIT_MASK[1]
QS_BIT = 1 << QS
POINT_MASK = HEARTS | QS_BIT
CLUBS = SUIT_MASK[3]
ALL = (1 << NCARDS) - 1
# BITS[s][m]: the cards of suit s whose rank bits are set in the 13-bit mask m.
BITS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(13 * s + i for i in range(13) if m >> i & 1) for m in range(8192))
    for s in range(4)
)
CARDS: tuple[Card, ...] = tuple(Card(Suit(c // 13), STANDARD_RANKS[c % 13]) for c in range(NCARDS))
RANK_INDEX = {r: i for i, r in enumerate(STANDARD_RANKS)}


class Rules(NamedTuple):
    """The option switches the play and scoring depend on."""

    no_points_first_trick: bool = True
    can_lead_any_club: bool = False
    qs_breaks_hearts: bool = True
    can_lead_hearts_instead_of_qs: bool = False
    jd_bonus: bool = False
    avoid_all_tricks_bonus: bool = False
    moon_minus: bool = False


DEFAULT_RULES = Rules()


def rules_of(options: object) -> Rules:
    """The Rules of a match's resolved options."""
    on = options.on  # type: ignore[attr-defined]
    return Rules(*(bool(on(name)) for name in Rules._fields))


def card_int(c: Card) -> int:
    """The fast index of a Card."""
    assert c.suit is not None
    return int(c.suit) * 13 + RANK_INDEX[c.rank]


def mask_of(cards: Sequence[Card]) -> int:
    m = 0
    for c in cards:
        m |= 1 << card_int(c)
    return m


def cards_of(mask: int) -> list[int]:
    """The card ints of a bitmask, ascending."""
    b0, b1, b2, b3 = BITS
    return [*b0[mask & 0x1FFF], *b1[mask >> 13 & 0x1FFF], *b2[mask >> 26 & 0x1FFF],
            *b3[mask >> 39]]


def _points(mask: int) -> int:
    return (mask & HEARTS).bit_count() + (QUEEN_POINTS if mask & QS_BIT else 0)


def _pick3(mask: int, r: random.Random) -> int:
    chosen = r.sample(cards_of(mask), 3)
    return (1 << chosen[0]) | (1 << chosen[1]) | (1 << chosen[2])


class FastHearts:
    """One hand in progress (pass phase included)."""

    __slots__ = ("broken", "dealer", "done", "hands", "leader", "ntricks", "offset", "passes",
                 "passing", "rules", "taken", "trick", "tricks", "turn")

    def __init__(
        self,
        hands: Sequence[int],
        dealer: int,
        offset: int,
        rules: Rules = DEFAULT_RULES,
        passes: Sequence[int] = (0, 0, 0, 0),
        leader: int = -1,
        trick: Sequence[int] = (),
        taken: Sequence[int] = (0, 0, 0, 0),
        tricks: Sequence[int] = (0, 0, 0, 0),
        broken: bool = False,
    ) -> None:
        """Build from explicit fields (a determinization). `hands` exclude passes already
        chosen (`passes`, a three-card mask per seat or 0); `offset` is the receiver's seat
        offset (0 hold, 1 left, 2 across, 3 right); `leader` -1 means the 2♣ holder once the
        pass is done; `trick` the current trick's cards in play order; `taken` each seat's
        taken cards as a mask; `broken` whether hearts are broken."""
        self.hands = list(hands)
        self.dealer = dealer
        self.offset = offset
        self.rules = rules
        self.passes = list(passes)
        self.passing = offset != 0 and not all(passes)
        self.trick = list(trick)
        self.taken = list(taken)
        self.tricks = list(tricks)
        self.ntricks = sum(tricks)
        self.broken = broken
        if self.passing:
            self.leader = -1
            self.turn = (dealer + 1 + sum(1 for p in passes if p)) & 3
        else:
            self.leader = leader if leader >= 0 else self._two_clubs_holder()
            self.turn = (self.leader + len(self.trick)) & 3
        self.done = self.ntricks == 13

    def _two_clubs_holder(self) -> int:
        return next(s for s in range(4) if self.hands[s] >> TWO_CLUBS & 1)

    @classmethod
    def from_deal(cls, deal: HeartsDeal) -> FastHearts:
        """The same position as a validating deal."""
        rules = rules_of(deal.options)
        return cls(
            [mask_of(h) for h in deal.hands],
            deal.setup.dealer,
            PASS_OFFSET[deal.direction],
            rules,
            [mask_of(p) if p is not None else 0 for p in deal.passes],
            -1 if deal.passing else deal.trick.leader,
            [card_int(c) for _, c in deal.trick.plays],
            [mask_of(p) for p in deal.taken],
            deal.tricks_won(),
            deal.broken,
        )

    def clone(self) -> FastHearts:
        new = FastHearts.__new__(FastHearts)
        new.hands = self.hands[:]
        new.dealer = self.dealer
        new.offset = self.offset
        new.rules = self.rules
        new.passes = self.passes[:]
        new.passing = self.passing
        new.trick = self.trick[:]
        new.taken = self.taken[:]
        new.tricks = self.tricks[:]
        new.ntricks = self.ntricks
        new.broken = self.broken
        new.leader = self.leader
        new.turn = self.turn
        new.done = self.done
        return new

    # -- legality ------------------------------------------------------------------------
    def legal_mask(self) -> int:
        """Cards the seat to move may play (0 while passing)."""
        if self.passing or self.done:
            return 0
        hand = self.hands[self.turn]
        rules = self.rules
        if self.trick:
            follow = hand & SUIT_MASK[SUIT_OF[self.trick[0]]]
            if follow:
                return follow
            if self.ntricks == 0 and rules.no_points_first_trick:
                return hand & ~POINT_MASK or hand
            return hand
        if self.ntricks == 0:
            return hand & CLUBS if rules.can_lead_any_club else 1 << TWO_CLUBS
        if not self.broken:
            leads = hand & ~HEARTS
            if rules.can_lead_hearts_instead_of_qs and leads == QS_BIT:
                return hand
            return leads or hand
        return hand

    def legal(self) -> list[int]:
        """The moves now: three-card masks while passing, else card ints."""
        if self.passing:
            cs = cards_of(self.hands[self.turn])
            n = len(cs)
            return [(1 << cs[i]) | (1 << cs[j]) | (1 << cs[k])
                    for i in range(n) for j in range(i + 1, n) for k in range(j + 1, n)]
        return cards_of(self.legal_mask())

    # -- moves ---------------------------------------------------------------------------
    def play(self, move: int) -> None:
        """Apply a legal move: a pass mask while passing, else a card."""
        seat = self.turn
        if self.passing:
            self.hands[seat] &= ~move
            self.passes[seat] = move
            self.turn = (seat + 1) & 3
            if all(self.passes):
                for s in range(4):
                    self.hands[(s + self.offset) & 3] |= self.passes[s]
                self.passing = False
                self.leader = self.turn = self._two_clubs_holder()
            return
        self.hands[seat] ^= 1 << move
        if 13 <= move < 26 or (move == QS and self.rules.qs_breaks_hearts):
            self.broken = True
        trick = self.trick
        trick.append(move)
        if len(trick) < 4:
            self.turn = (seat + 1) & 3
            return
        lead = trick[0]
        suit = SUIT_OF[lead]
        best, at = lead, 0
        for i in (1, 2, 3):
            c = trick[i]
            if SUIT_OF[c] == suit and c > best:
                best, at = c, i
        winner = (self.leader + at) & 3
        self.taken[winner] |= (1 << trick[0]) | (1 << trick[1]) | (1 << trick[2]) | (1 << trick[3])
        self.tricks[winner] += 1
        self.ntricks += 1
        self.trick = []
        self.leader = self.turn = winner
        if self.ntricks == 13:
            self.done = True

    def action(self, move: int) -> Action:
        """The core Action of a move by the seat to move."""
        if self.passing:
            return Action(self.turn, "pass", tuple(CARDS[c] for c in cards_of(move)))
        return play(self.turn, CARDS[move])

    @staticmethod
    def move_of(action: Action) -> int:
        """The fast move of a core Action (a pass or a play)."""
        value = action.value
        if isinstance(value, tuple):
            return mask_of(value)
        assert isinstance(value, Card)
        return card_int(value)

    # -- scores --------------------------------------------------------------------------
    def scores(self) -> list[int]:
        """Penalty points: taken so far, or the finished hand's score with the bonuses."""
        taken = self.taken
        raw = [_points(m) for m in taken]
        if not self.done:
            return raw
        rules = self.rules
        shooter = raw.index(MOON) if MOON in raw else -1
        out = []
        for s in range(4):
            p = raw[s]
            if shooter >= 0:
                if s == shooter:
                    p -= 2 * MOON if rules.moon_minus else MOON
                elif not rules.moon_minus:
                    p += MOON
            elif rules.avoid_all_tricks_bonus and self.tricks[s] == 0:
                p += NO_TRICKS_BONUS
            if rules.jd_bonus and taken[s] >> JD & 1:
                p += JD_BONUS
            out.append(p)
        return out

    def random_playout(self, rng: random.Random) -> list[int]:
        """Finish the hand in place with uniformly random legal moves; the four scores."""
        while self.passing:
            self.play(_pick3(self.hands[self.turn], rng))
        r = rng.random
        h = self.hands
        b0, b1, b2, b3 = BITS
        while not self.done:
            free = self.broken and self.ntricks and not self.trick
            m = h[self.turn] if free else self.legal_mask()
            t = b0[m & 0x1FFF] + b1[m >> 13 & 0x1FFF] + b2[m >> 26 & 0x1FFF] + b3[m >> 39]
            self.play(t[int(r() * len(t))])
        return self.scores()


def deal_fast(rng: random.Random, dealer: int = 0, offset: int = 1,
              rules: Rules = DEFAULT_RULES) -> FastHearts:
    """A shuffled hand straight into the fast state (thirteen each from the dealer's left)."""
    order = list(range(NCARDS))
    rng.shuffle(order)
    hands = [0, 0, 0, 0]
    for i, c in enumerate(order):
        hands[(dealer + 1 + i) & 3] |= 1 << c
    return FastHearts(hands, dealer, offset, rules)
