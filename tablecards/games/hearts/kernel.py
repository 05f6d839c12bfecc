"""Hearts as a compact, unchecked search state for AI playouts.

Cards are ints 0..51: `suit * 13 + rank index` (2 is 0, A is 12) with suits S H D C, so within a
suit a higher int wins; Q♠ is 10, 2♣ is 39, J♦ is 35. Hands and taken piles are int bitmasks.
A move is a card int while playing and a three-card mask while passing (`legal()` lists the
moves of the current phase). `play` trusts its caller; the random differential tests keep it
identical to `HeartsDeal`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import NamedTuple

from tablecards.games.hearts.match import (
    JD_BONUS,
    MOON,
    NO_TRICKS_BONUS,
    PASS_OFFSET,
    QUEEN_POINTS,
    HeartsDeal,
)
from tablecards.rules import bits
from tablecards.rules.actions import Action, play
from tablecards.rules.bits import SuitFields
from tablecards.rules.cards import STANDARD_RANKS, Card, Suit
from tablecards.rules.game import Deal
from tablecards.rules.kernel import KernelTwin, Twin

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
SUITS = SuitFields(13, 13)  # thirteen ranks a suit
BITS = SUITS.bits  # BITS[s][m]: the cards of suit s whose rank bits are set in m
cards_of = SUITS.cards_of  # the card ints of a bitmask, ascending
pick_card = SUITS.pick  # the card of a mask at a fraction in [0, 1) of its cards
CARDS: tuple[Card, ...] = tuple(Card(Suit(c // 13), STANDARD_RANKS[c % 13]) for c in range(NCARDS))
RANK_INDEX = {r: i for i, r in enumerate(STANDARD_RANKS)}


class KernelRules(NamedTuple):
    """The option switches the play and scoring depend on."""

    no_points_first_trick: bool = True
    can_lead_any_club: bool = False
    qs_breaks_hearts: bool = True
    can_lead_hearts_instead_of_qs: bool = False
    jd_bonus: bool = False
    avoid_all_tricks_bonus: bool = False
    moon_minus: bool = False


DEFAULT_RULES = KernelRules()


def rules_of(options: object) -> KernelRules:
    """The KernelRules of a match's resolved options."""
    on = options.on  # type: ignore[attr-defined]
    return KernelRules(*(bool(on(name)) for name in KernelRules._fields))


def card_int(c: Card) -> int:
    """The fast index of a Card."""
    assert c.suit is not None
    return int(c.suit) * 13 + RANK_INDEX[c.rank]


def mask_of(cards: Iterable[Card]) -> int:
    """A bitmask of Cards."""
    return bits.mask_of(cards, card_int)


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
        rules: KernelRules = DEFAULT_RULES,
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

    apply = play  # the name every other fast state uses

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
              rules: KernelRules = DEFAULT_RULES) -> FastHearts:
    """A shuffled hand straight into the fast state (thirteen each from the dealer's left)."""
    order = list(range(NCARDS))
    rng.shuffle(order)
    hands = [0, 0, 0, 0]
    for i, c in enumerate(order):
        hands[(dealer + 1 + i) & 3] |= 1 << c
    return FastHearts(hands, dealer, offset, rules)






# -- the random-playout kernel ---------------------------------------------------------------
# `random_scores` finishes a hand with uniformly random legal moves without the general
# methods, for rollouts and the speed benchmark: each seat's hand is four 13-bit suit masks (a
# card is a suit and a rank bit), choices come from per-mask tables, and what a seat has taken
# is one packed int (hearts in bits 0-4, Q♠ bit 5, J♦ bit 6, tricks won from bit 7).
#
# Randomness: each trick, and each seat's pass, draws one x = rng.getrandbits(DRAW_BITS);
# a choice among the n legal moves (listed as `FastHearts.legal()` lists them) takes move
# x % n and then x //= n. A trick's choices multiply to at most 13**4 < 2**15, so every
# choice is uniform and independent of the others to within 2**-45: two integer operations
# instead of a float draw and an `int()` call per card.

DRAW_BITS = 60
COUNT: tuple[int, ...] = tuple(m.bit_count() for m in range(8192))
# PICK[m]: the rank bits set in the 13-bit mask m, ascending (the order `legal()` lists them).
_RANK_BITS = tuple(1 << i for i in range(13))
PICK: tuple[tuple[int, ...], ...] = tuple(
    tuple(_RANK_BITS[i] for i in ranks) for ranks in BITS[0])
_HEART, _QUEEN, _JACK, _TRICK = 1, 32, 64, 128
_QS_RANK = 1 << QS
_JD_RANK = 1 << (JD - 26)
_TWO_RANK = 1 << (TWO_CLUBS - 39)


# TAKE[s][bit]: the packed taking of the card of suit s and rank bit `bit`. This and LED are
# bytes (an eighth of a tuple's memory): they are read once a trick or less.
TAKE: tuple[bytes, ...] = (
    bytes(_QUEEN if b == _QS_RANK else 0 for b in range(4097)),
    bytes((_HEART,) * 4097),
    bytes(_JACK if b == _JD_RANK else 0 for b in range(4097)),
    bytes(4097),
)
# LED[s][m]: the packed taking of a trick whose led-suit cards are m (the trick counted).
LED: tuple[bytes, ...] = (
    bytes(_TRICK + _QUEEN if m & _QS_RANK else _TRICK for m in range(8192)),
    bytes(_TRICK + c for c in COUNT),
    bytes(_TRICK + _JACK if m & _JD_RANK else _TRICK for m in range(8192)),
    bytes((_TRICK,) * 8192),
)
# ORDER[leader][k]: the seats that play after the first k cards of a trick.
ORDER: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple((lead + i) & 3 for i in range(k, 4)) for k in range(4)) for lead in range(4))
FOLLOW: tuple[tuple[int, ...], ...] = tuple(ORDER[lead][1] for lead in range(4))
# TRIPLES[n]: the index triples i < j < k of n cards, in the order `legal()` lists passes.
TRIPLES: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
    tuple((i, j, k) for i in range(n) for j in range(i + 1, n) for k in range(j + 1, n))
    for n in range(14))

Suits = tuple[list[int], list[int], list[int], list[int]]
Bits = Callable[[int], int]


def random_scores(
    state: FastHearts, rng: random.Random, trace: list[int] | None = None
) -> list[int]:
    """The finished hand's scores after uniformly random legal moves from `state`, which is
    left unchanged: the distribution of `FastHearts.random_playout`, several times faster.
    `state` is a position of a real hand (each hand holds 13 cards less the tricks played,
    less its card in the current trick). The moves made are appended to `trace` when given
    (the tests replay them)."""
    if state.done:
        return state.scores()
    rb = rng.getrandbits
    if state.passing:
        h0, h1, h2, h3 = _random_pass(state, rb, trace)
    else:
        h0, h1, h2, h3 = state.hands
    suits = ([h0 & 0x1FFF, h1 & 0x1FFF, h2 & 0x1FFF, h3 & 0x1FFF],
             [h0 >> 13 & 0x1FFF, h1 >> 13 & 0x1FFF, h2 >> 13 & 0x1FFF, h3 >> 13 & 0x1FFF],
             [h0 >> 26 & 0x1FFF, h1 >> 26 & 0x1FFF, h2 >> 26 & 0x1FFF, h3 >> 26 & 0x1FFF],
             [h0 >> 39, h1 >> 39, h2 >> 39, h3 >> 39])
    nt = state.ntricks
    taken = ([_packed(m, n) for m, n in zip(state.taken, state.tricks, strict=True)]
             if nt else [0, 0, 0, 0])
    if state.passing:
        leader, trick = _two_clubs_holder(suits[3]), []
    else:
        leader, trick = state.leader, state.trick
    rules = state.rules
    if trace is None:
        broken: int = state.broken
        if trick:
            leader, broken = _general_trick(suits, taken, leader, trick, nt, broken, rules, rb)
            nt += 1
        elif not nt:
            leader, broken = _first_trick(suits, taken, leader, broken, rules, rb)
            nt += 1
        if nt < 13:
            leader, _ = _tricks(suits, taken, leader, nt, 12, broken, rules, rb)
            _last_trick(suits, taken, leader)
    else:
        _traced(suits, taken, leader, trick, nt, state.broken, rules, rb, trace)
    return _final_scores(taken, rules)


def _traced(suits: Suits, taken: list[int], leader: int, trick: list[int], nt: int,
            broken: int, rules: KernelRules, rb: Bits, trace: list[int]) -> None:
    """`random_scores`' play, a trick at a time, with the cards played appended to `trace`."""
    while nt < 13:
        before = [m[:] for m in suits]
        start = len(trick)
        if trick:
            winner, broken = _general_trick(suits, taken, leader, trick, nt, broken, rules, rb)
        elif not nt:
            winner, broken = _first_trick(suits, taken, leader, broken, rules, rb)
        elif nt < 12:
            winner, broken = _tricks(suits, taken, leader, nt, nt + 1, broken, rules, rb)
        else:
            winner = _last_trick(suits, taken, leader)
        for i in range(start, 4):
            p = (leader + i) & 3
            gone = [before[s][p] ^ suits[s][p] for s in range(4)]
            trace += [13 * s + g.bit_length() - 1 for s, g in enumerate(gone) if g]
        leader, trick, nt = winner, [], nt + 1


def _random_pass(state: FastHearts, rb: Bits, trace: list[int] | None) -> list[int]:
    """The hands after the seats still to pass choose three cards at random and all move.
    The three are found in the hand's suit masks (through the playing tables, not `BITS`:
    the fewer tables a playout touches, the less a busy machine's caches slow it)."""
    hands = state.hands[:]
    passes = state.passes[:]
    count, pick = COUNT, PICK
    for seat in ORDER[state.turn][0][:passes.count(0)]:
        h = hands[seat]
        a, b, c, d = h & 0x1FFF, h >> 13 & 0x1FFF, h >> 26 & 0x1FFF, h >> 39
        c0 = count[a]
        c1 = c0 + count[b]
        c2 = c1 + count[c]
        triples = TRIPLES[c2 + count[d]]
        move = 0
        for i in triples[rb(DRAW_BITS) % len(triples)]:  # the i-th card, counting up
            move += (pick[a][i] if i < c0 else pick[b][i - c0] << 13 if i < c1
                     else pick[c][i - c1] << 26 if i < c2 else pick[d][i - c2] << 39)
        passes[seat] = move
        hands[seat] = h - move
        if trace is not None:
            trace.append(move)
    o = state.offset
    return [hands[0] | passes[-o & 3], hands[1] | passes[(1 - o) & 3],
            hands[2] | passes[(2 - o) & 3], hands[3] | passes[(3 - o) & 3]]


def _two_clubs_holder(clubs: list[int]) -> int:
    return 0 if clubs[0] & 1 else 1 if clubs[1] & 1 else 2 if clubs[2] & 1 else 3


def _packed(mask: int, tricks: int) -> int:
    """The packed taking of a taken-cards mask and a trick count."""
    return ((mask & HEARTS).bit_count() + (_QUEEN if mask & QS_BIT else 0)
            + (_JACK if mask >> JD & 1 else 0) + _TRICK * tricks)


def _tricks(suits: Suits, taken: list[int], leader: int, nt: int, stop: int, broken: int,
            rules: KernelRules, rb: Bits) -> tuple[int, int]:
    """Play tricks nt..stop-1 (before the last) from trick boundaries after the first trick;
    the last winner and whether hearts are broken. One loop with the per-card work written
    out, since a function call per card would cost more than the card's own work."""
    s0, s1, s2, s3 = suits
    count, pick, take, led, follow = COUNT, PICK, TAKE, LED, FOLLOW
    breaks = 31 | (_QUEEN if rules.qs_breaks_hearts else 0)
    qs_alt = rules.can_lead_hearts_instead_of_qs
    for left in range(13 - nt, 13 - stop, -1):  # cards in each hand before the trick
        x = rb(DRAW_BITS)
        hearts = s1[leader]
        n = left
        if not broken:
            others = left - count[hearts]
            if others and (others > 1 or not qs_alt or s0[leader] != _QS_RANK):
                n, hearts = others, 0
        # the lead: the j-th of the n cards, counting up through the suits (hearts 0 if out)
        j = x % n
        x //= n
        if j < (c := count[m := s0[leader]]):
            suit = 0
        elif (j := j - c) < (c := count[m := hearts]):
            suit = 1
        elif (j := j - c) < (c := count[m := s2[leader]]):
            suit = 2
        else:
            suit, m, j = 3, s3[leader], j - c
        held = suits[suit]
        best = pick[m][j]
        held[leader] = m - best
        mask, extra = best, 0
        for p in follow[leader]:  # from here `leader` is the seat winning the trick so far
            m = held[p]
            if m:
                n = count[m]
                b = pick[m][x % n]
                x //= n
                held[p] = m - b
                mask += b
                if b > best:
                    best, leader = b, p
                continue
            # void in the led suit: any of the seat's `left` cards
            j = x % left
            x //= left
            if j < (c := count[m := s0[p]]):
                ds = 0
            elif (j := j - c) < (c := count[m := s1[p]]):
                ds = 1
            elif (j := j - c) < (c := count[m := s2[p]]):
                ds = 2
            else:
                ds, m, j = 3, s3[p], j - c
            b = pick[m][j]
            suits[ds][p] = m - b
            extra += take[ds][b]
        extra += led[suit][mask]
        taken[leader] += extra
        broken |= extra & breaks
    return leader, broken


def _last_trick(suits: Suits, taken: list[int], leader: int) -> int:
    """Play the thirteenth trick, one card left in every hand; its winner."""
    s0, s1, s2, s3 = suits
    cards = [(0, s0[p]) if s0[p] else (1, s1[p]) if s1[p] else (2, s2[p]) if s2[p]
             else (3, s3[p]) for p in ORDER[leader][0]]
    suit, best = cards[0]
    mask = extra = winner = 0
    for i, (s, b) in enumerate(cards):
        if s != suit:
            extra += TAKE[s][b]
            continue
        mask += b
        if b > best:
            best, winner = b, i
    winner = (leader + winner) & 3
    taken[winner] += extra + LED[suit][mask]
    for held in suits:
        held[:] = (0, 0, 0, 0)
    return winner


def _first_trick(suits: Suits, taken: list[int], leader: int, broken: int, rules: KernelRules,
                 rb: Bits) -> tuple[int, int]:
    """Play the first trick from its lead (the 2♣, or any club); its winner and whether
    hearts are broken."""
    x = rb(DRAW_BITS)
    clubs = suits[3]
    m = clubs[leader]
    if rules.can_lead_any_club:
        n = COUNT[m]
        best = PICK[m][x % n]
        x //= n
    else:
        best = _TWO_RANK
    clubs[leader] = m - best
    mask, winner, extra = best, leader, 0
    for p in FOLLOW[leader]:
        m = clubs[p]
        if m:
            n = COUNT[m]
            b = PICK[m][x % n]
            x //= n
            clubs[p] = m - b
            mask += b
            if b > best:
                best, winner = b, p
        else:
            s, b, x = _random_card(suits, p, 3, 0, broken, rules, x)
            extra += TAKE[s][b]
    extra += LED[3][mask]
    taken[winner] += extra
    return winner, broken | extra & (31 | (_QUEEN if rules.qs_breaks_hearts else 0))


def _general_trick(suits: Suits, taken: list[int], leader: int, trick: list[int], nt: int,
                   broken: int, rules: KernelRules, rb: Bits) -> tuple[int, int]:
    """Play out a trick in progress (`trick`: its cards so far) card by card through the
    general rule; its winner and whether hearts are broken."""
    x = rb(DRAW_BITS)
    suit, best, winner, mask, extra = -1, 0, leader, 0, 0
    for i, c in enumerate(trick):
        s, b = SUIT_OF[c], 1 << (c % 13)
        if not i:
            suit, best, mask = s, b, b
        elif s != suit:
            extra += TAKE[s][b]
        elif b > best:
            best, winner, mask = b, (leader + i) & 3, mask | b
        else:
            mask |= b
    for p in ORDER[leader][len(trick)]:
        s, b, x = _random_card(suits, p, suit, nt, broken, rules, x)
        if suit < 0:
            suit, best, mask = s, b, b
        elif s != suit:
            extra += TAKE[s][b]
        elif b > best:
            best, winner, mask = b, p, mask | b
        else:
            mask |= b
    extra += LED[suit][mask]
    taken[winner] += extra
    return winner, broken | extra & (31 | (_QUEEN if rules.qs_breaks_hearts else 0))


def _random_card(suits: Suits, seat: int, led: int, nt: int, broken: int, rules: KernelRules,
                 x: int) -> tuple[int, int, int]:
    """Take a uniformly random legal card from the seat's hand, as `FastHearts.legal_mask`
    allows (`led` -1 for a lead), with the draw x: (suit, rank bit, x left)."""
    masks = [held[seat] for held in suits]
    allowed = masks
    if led >= 0:
        if masks[led]:
            allowed = [m if s == led else 0 for s, m in enumerate(masks)]
        elif not nt and rules.no_points_first_trick:
            clean = [masks[0] & ~_QS_RANK, 0, masks[2], masks[3]]
            allowed = clean if any(clean) else masks
    elif not nt:
        allowed = [0, 0, 0, masks[3] if rules.can_lead_any_club else _TWO_RANK]
    elif not broken:
        leads = [masks[0], 0, masks[2], masks[3]]
        if any(leads) and not (rules.can_lead_hearts_instead_of_qs
                               and leads == [_QS_RANK, 0, 0, 0]):
            allowed = leads
    n = sum(COUNT[m] for m in allowed)
    j = x % n
    for s, m in enumerate(allowed):
        if j < COUNT[m]:
            b = PICK[m][j]
            suits[s][seat] ^= b
            return s, b, x // n
        j -= COUNT[m]
    raise AssertionError("no legal card")


def _final_scores(taken: list[int], rules: KernelRules) -> list[int]:
    """The finished hand's scores from the packed takings (as `FastHearts.scores`)."""
    raw = [(t & 31) + (QUEEN_POINTS if t & _QUEEN else 0) for t in taken]
    if MOON in raw:
        shooter = raw.index(MOON)
        if rules.moon_minus:
            raw = [-MOON if s == shooter else 0 for s in range(4)]
        else:
            raw = [0 if s == shooter else MOON for s in range(4)]
    elif rules.avoid_all_tricks_bonus:
        raw = [p + NO_TRICKS_BONUS if t < _TRICK else p for p, t in zip(raw, taken, strict=True)]
    if rules.jd_bonus:
        raw = [p + JD_BONUS if t & _JACK else p for p, t in zip(raw, taken, strict=True)]
    return raw


# -- the referee's actions, for the conformance suite's lockstep (tablecards.rules.kernel) --

def twin(deal: Deal) -> KernelTwin:
    """This kernel on a referee deal, spoken to in the referee's actions."""
    assert isinstance(deal, HeartsDeal)
    return Twin(FastHearts.from_deal(deal), FastHearts.action,
                lambda _, action: FastHearts.move_of(action), FastHearts.scores)
