"""Nominations as a compact, unchecked state for AI playouts and search.

Cards are ints 0..51, `suit * 13 + rank`, rank 0..12 for 2..A, so within a suit a higher int
wins; a hand is an int bitmask. Actions are ints too: 0..51 a play, `BID_BASE + n` a number
bid, `MISERE_A`/`OPEN_A`/`PASS_A`, `CUT_BASE + k` a cut, `CONTRACT_BASE + 52 * t + card` a
contract (t 0..3 a suit, 4 no trump). `apply` trusts its caller (walk only `legal()`); the
lockstep differential tests keep the state identical to `NominationsDeal`, double hand included.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from tablecards.games.nominations.deal import NominationsDeal
from tablecards.games.nominations.options import GameRules
from tablecards.games.nominations.rules import (
    MISERE,
    OPEN_MISERE,
    PASS,
    TRUMP_CODES,
    Bid,
    ladder,
    packet_rounds,
)
from tablecards.games.nominations.scoring import contract_value
from tablecards.rules import bits
from tablecards.rules.actions import Action, play
from tablecards.rules.bits import set_bits
from tablecards.rules.cards import STANDARD_RANKS, Card, Suit
from tablecards.rules.game import Deal
from tablecards.rules.kernel import KernelTwin, Twin

NCARDS = 52
PASS_A = 52
BID_BASE = 52  # BID_BASE + n for a number bid n (7..13 → 59..65)
MISERE_A = 66
OPEN_A = 67
CUT_BASE = 100
CONTRACT_BASE = 200
AUCTION, CUT, CONTRACT, PLAY, DONE = range(5)
SUIT_MASK: tuple[int, ...] = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))
CARDS: tuple[Card, ...] = tuple(Card(Suit(c // 13), STANDARD_RANKS[c % 13]) for c in range(52))
RANK_INDEX = {r: i for i, r in enumerate(STANDARD_RANKS)}
# Double-hand stacking: suits ♥ ♣ ♦ ♠, high to low.
STACK_ORDER: tuple[int, ...] = tuple(
    s * 13 + r for s in (Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES)
    for r in range(12, -1, -1)
)


def card_int(c: Card) -> int:
    assert c.suit is not None
    return int(c.suit) * 13 + RANK_INDEX[c.rank]


cards_of = set_bits  # the card ints of a bitmask, ascending


def mask_of(cards: Iterable[Card]) -> int:
    """A bitmask of Cards."""
    return bits.mask_of(cards, card_int)


def bid_code(bid: Bid) -> int:
    if bid == PASS:
        return PASS_A
    if bid == MISERE:
        return MISERE_A
    if bid == OPEN_MISERE:
        return OPEN_A
    assert isinstance(bid, int)
    return BID_BASE + bid


def bid_of(code: int) -> Bid:
    return {PASS_A: PASS, MISERE_A: MISERE, OPEN_A: OPEN_MISERE}.get(code, code - BID_BASE)


def to_action(seat: int, a: int) -> Action:
    """The engine Action for a fast action of `seat`."""
    if a < NCARDS:
        return play(seat, CARDS[a])
    if a < CUT_BASE:
        return Action(seat, "bid", bid_of(a))
    if a < CONTRACT_BASE:
        return Action(seat, "cut", a - CUT_BASE)
    t, c = divmod(a - CONTRACT_BASE, NCARDS)
    return Action(seat, "trump", TRUMP_CODES[t], (("partner", CARDS[c]),))


def from_action(action: Action) -> int:
    """The fast action for an engine Action."""
    if action.verb == "play":
        assert isinstance(action.value, Card)
        return card_int(action.value)
    if action.verb == "bid":
        assert isinstance(action.value, int | str)
        return bid_code(action.value)
    if action.verb == "cut":
        assert isinstance(action.value, int)
        return CUT_BASE + action.value
    called = action.get("partner")
    assert isinstance(called, Card) and isinstance(action.value, str)
    return CONTRACT_BASE + NCARDS * TRUMP_CODES.index(action.value) + card_int(called)


class FastNominations:
    """One deal in progress, any phase, as ints and bitmasks."""

    __slots__ = ("best", "bid", "called", "config", "dealer", "declarer", "done", "hands",
                 "high", "high_seat", "ladder", "leader", "mult", "ncalls", "ntricks",
                 "partner", "passes", "phase", "rounds", "trick", "trump", "turn", "winner",
                 "won")

    def __init__(self, config: GameRules, dealer: int, hands: Sequence[int], *,
                 phase: int = AUCTION,
                 ncalls: int = 0, passes: int = 0, high: int = -1, high_seat: int = -1,
                 mult: int = 1, declarer: int = -1, bid: int = -1, trump: int = -1,
                 called: int = -1, partner: int = -1, leader: int = -1,
                 trick: Sequence[int] = (), won: Sequence[int] = (0, 0, 0, 0)) -> None:
        """Build from explicit fields (a determinization); `high` indexes the ladder, `bid`
        and actions are fast codes, `trick` the current trick's cards from `leader`."""
        self.config = config
        self.ladder = tuple(bid_code(b) for b in ladder(config))
        self.rounds = packet_rounds(config)
        self.dealer, self.hands, self.phase = dealer, list(hands), phase
        self.ncalls, self.passes, self.high, self.high_seat = ncalls, passes, high, high_seat
        self.mult, self.declarer, self.bid, self.trump = mult, declarer, bid, trump
        self.called, self.partner, self.leader = called, partner, leader
        self.trick, self.won = list(trick), list(won)
        self.ntricks = sum(won)
        self.best, self.winner = -1, -1
        for i, c in enumerate(self.trick):
            self._beat((leader + i) % 4, c)
        self.turn = self._turn()
        self.done = phase == DONE

    @classmethod
    def from_deal(cls, deal: NominationsDeal) -> FastNominations:
        """The same position as a validating deal (the partner's seat included)."""
        phases = {"auction": AUCTION, "cut": CUT, "contract": CONTRACT, "play": PLAY}
        calls = [b for _, b in deal.calls]
        passes = 0
        for b in reversed(calls):
            if b != PASS:
                break
            passes += 1
        high, high_seat = -1, -1
        bidders = [(s, b) for s, b in deal.calls if b != PASS]
        if bidders:
            high_seat, top = bidders[-1]
            high = ladder(deal.config).index(top)
        c = deal.contract
        trump = -1 if c is None or c.trump is None else int(c.trump)
        return cls(
            deal.config, deal.dealer, [mask_of(h) for h in deal.hands],
            phase=phases.get(deal.phase, DONE), ncalls=len(calls), passes=passes, high=high,
            high_seat=high_seat, mult=deal.multiplier,
            declarer=-1 if c is None else c.declarer, bid=-1 if c is None else bid_code(c.bid),
            trump=trump, called=-1 if c is None or c.called is None else card_int(c.called),
            partner=-1 if c is None or c.partner is None else c.partner,
            leader=deal.trick.leader if c is not None else -1,
            trick=[card_int(x) for _, x in deal.trick.plays], won=deal.tricks_won(),
        )

    def clone(self) -> FastNominations:
        new = FastNominations.__new__(FastNominations)
        for name in FastNominations.__slots__:
            setattr(new, name, getattr(self, name))
        new.hands = self.hands[:]
        new.trick = self.trick[:]
        new.won = self.won[:]
        return new

    def _turn(self) -> int:
        if self.phase == AUCTION:
            return (self.dealer + 1 + self.ncalls) % 4
        if self.phase == CUT:
            return (self.dealer + 3) % 4
        if self.phase == CONTRACT:
            return self.declarer
        if self.phase == PLAY:
            return (self.leader + len(self.trick)) % 4
        return -1

    # -- legality ----------------------------------------------------------------------
    def legal_mask(self) -> int:
        """Cards the seat to move may play: follow, else trump if it must, else anything."""
        hand = self.hands[self.turn]
        if not self.trick:
            return hand
        follow = hand & SUIT_MASK[self.trick[0] // 13]
        if follow:
            return follow
        if self.trump >= 0 and self.config.must_trump:
            return hand & SUIT_MASK[self.trump] or hand
        return hand

    def legal(self) -> list[int]:
        phase = self.phase
        if phase == PLAY:
            return cards_of(self.legal_mask())
        if phase == AUCTION:
            return [PASS_A, *self.ladder[self.high + 1:]]
        if phase == CUT:
            return list(range(CUT_BASE + 1, CUT_BASE + 52))
        if phase == CONTRACT:
            return list(range(CONTRACT_BASE, CONTRACT_BASE + 5 * NCARDS))
        return []

    # -- applying ----------------------------------------------------------------------
    def apply(self, a: int) -> None:
        """Apply a legal action of the seat to move."""
        if self.phase == PLAY:
            self.play(a)
        elif self.phase == AUCTION:
            self._bid(a)
        elif self.phase == CUT:
            self._cut(a - CUT_BASE)
        else:
            t, c = divmod(a - CONTRACT_BASE, NCARDS)
            self.trump = -1 if t == 4 else t
            self.called = c
            self.partner = next(s for s in range(4) if self.hands[s] >> c & 1)
            self._start_play()

    def _bid(self, a: int) -> None:
        seat = self.turn
        self.ncalls += 1
        if a == PASS_A:
            self.passes += 1
        else:
            self.passes = 0
            self.high = self.ladder.index(a)
            self.high_seat = seat
        if self.high < 0 and self.ncalls == 4:
            self.phase = CUT
        elif self.high >= 0 and self.passes == 3:
            self.declarer = self.high_seat
            self.bid = self.ladder[self.high]
            if self.bid in (MISERE_A, OPEN_A):
                self._start_play()
            else:
                self.phase = CONTRACT
        self.turn = self._turn()

    def _cut(self, k: int) -> None:
        pile = []
        for back in range(4):
            hand = self.hands[(self.dealer - back) % 4]
            pile += [c for c in STACK_ORDER if hand >> c & 1]
        pile = pile[k:] + pile[:k]
        hands = [0, 0, 0, 0]
        top = 0
        for counts in self.rounds:
            for pos, count in enumerate(counts):
                seat = (self.dealer + 1 + pos) % 4
                for c in pile[top:top + count]:
                    hands[seat] |= 1 << c
                top += count
        self.hands = hands
        self.mult = 2
        self.ncalls = self.passes = 0
        self.high = self.high_seat = -1
        self.phase = AUCTION
        self.turn = self._turn()

    def _start_play(self) -> None:
        self.phase = PLAY
        self.leader = self.turn = self.declarer

    def _beat(self, seat: int, c: int) -> None:
        best = self.best
        if best < 0 or (c // 13 == best // 13 and c > best) or (
                c // 13 == self.trump and best // 13 != self.trump):
            self.best, self.winner = c, seat

    def play(self, c: int) -> None:
        """Play a legal card; the fourth resolves the trick (and may end a lost misère)."""
        seat = self.turn
        self.hands[seat] ^= 1 << c
        self.trick.append(c)
        self._beat(seat, c)
        if len(self.trick) < 4:
            self.turn = (seat + 1) % 4
            return
        winner = self.winner
        self.won[winner] += 1
        self.ntricks += 1
        self.trick = []
        self.best = self.winner = -1
        self.leader = self.turn = winner
        misere = self.bid in (MISERE_A, OPEN_A)
        if self.ntricks == 13 or (misere and winner == self.declarer):
            self.phase = DONE
            self.done = True
            self.turn = -1

    # -- results -----------------------------------------------------------------------
    def scores(self) -> list[int]:
        """Points per seat for the finished deal (section 8 with the options)."""
        misere = self.bid in (MISERE_A, OPEN_A)
        decl, won = self.declarer, self.won
        side = {decl} if misere else {decl, self.partner}
        ok = won[decl] == 0 if misere else sum(won[s] for s in side) >= self.bid - BID_BASE
        value = contract_value(bid_of(self.bid), self.config)
        extra = self.config.defenders_score_tricks
        out = []
        for seat in range(4):
            on_side = seat in side
            pts = value if on_side == ok else 0
            if extra and not on_side:
                pts += won[seat]
            out.append(pts * self.mult)
        return out

    def random_playout(self, rng: random.Random) -> list[int]:
        """Finish the deal in place with uniformly random legal actions; the scores."""
        r = rng.random
        while self.phase != PLAY and not self.done:
            legal = self.legal()
            self.apply(legal[int(r() * len(legal))])
        while not self.done:
            t = set_bits(self.legal_mask())
            self.play(t[int(r() * len(t))])
        return self.scores()


def deal_fast(rng: random.Random, config: GameRules, dealer: int = 0) -> FastNominations:
    """A shuffled deal straight into the fast state, in the configured packets."""
    order = list(range(NCARDS))
    rng.shuffle(order)
    hands = [0, 0, 0, 0]
    top = 0
    for counts in packet_rounds(config):
        for pos, count in enumerate(counts):
            seat = (dealer + 1 + pos) % 4
            for c in order[top:top + count]:
                hands[seat] |= 1 << c
            top += count
    return FastNominations(config, dealer, hands)


# -- the referee's actions, for the conformance suite's lockstep (tablecards.rules.kernel) --

def twin(deal: Deal) -> KernelTwin:
    """This kernel on a referee deal, spoken to in the referee's actions."""
    assert isinstance(deal, NominationsDeal)
    return Twin(FastNominations.from_deal(deal), lambda state, move: to_action(state.turn, move),
                lambda _, action: from_action(action), FastNominations.scores)
