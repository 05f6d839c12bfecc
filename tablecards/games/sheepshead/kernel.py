"""Five-handed Sheepshead as a compact, unchecked state for AI search and playouts.

Cards are ints 0..31: a fail card is `6 * f + s` (f: clubs 0, spades 1, hearts 2; s: 7 8 9 K
10 A as 0..5) and a trump is `18 + t` (t: 7D 8D 9D KD 10D AD JD JH JS JC QD QH QS QC as 0..13),
so within a suit a higher int wins and every trump is above every fail card. Hands are int
bitmasks. Actions are ints too: a card to play is itself, `PASS`/`PICK`, `BURY + 32a + b`,
`ALONE`, `CALL + card`, `UNKNOWN + 32 * ace + card`. `apply` trusts its caller (walk only
`legal()`); the lockstep differential tests keep it identical to `SheepsheadDeal`.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from tablecards.games.sheepshead.cards import FAIL_RANKS, TRUMPS, card_points
from tablecards.games.sheepshead.deal import SheepsheadDeal
from tablecards.games.sheepshead.options import GameRules
from tablecards.games.sheepshead.scoring import leaster_points, picked_points, picked_result
from tablecards.rules.actions import Action
from tablecards.rules.bits import mask_of as mask_of_items
from tablecards.rules.bits import set_bits
from tablecards.rules.cards import Card, Rank, Suit
from tablecards.rules.game import Deal
from tablecards.rules.kernel import KernelTwin, Twin

NCARDS = 32
PASS, PICK, BURY, ALONE, CALL, UNKNOWN = 32, 33, 64, 2000, 2001, 3000
PICKING, BURYING, CALLING, PLAYING, DONE = range(5)
# Call kinds.
NO_CALL, ACE, TEN, UNKNOWN_CALL, JACK, ALONE_CALL = range(6)

_FAIL_SUITS = (Suit.CLUBS, Suit.SPADES, Suit.HEARTS)
_LOW_FIRST = tuple(reversed(FAIL_RANKS))
CARDS: tuple[Card, ...] = tuple(
    [Card(_FAIL_SUITS[i // 6], _LOW_FIRST[i % 6]) for i in range(18)] + list(reversed(TRUMPS))
)
INDEX: dict[Card, int] = {c: i for i, c in enumerate(CARDS)}
TRUMP_SUIT = 3
SUIT_OF: tuple[int, ...] = tuple(min(i // 6, TRUMP_SUIT) for i in range(NCARDS))
SUIT_MASK: tuple[int, ...] = (63, 63 << 6, 63 << 12, 0x3FFF << 18)
POINTS: tuple[int, ...] = tuple(card_points(c) for c in CARDS)
ACES = (5, 11, 17)
JD, JH, JS, JC = (INDEX[Card(Suit.DIAMONDS, Rank.JACK)], INDEX[Card(Suit.HEARTS, Rank.JACK)],
                  INDEX[Card(Suit.SPADES, Rank.JACK)], INDEX[Card(Suit.CLUBS, Rank.JACK)])
_KINDS = {None: NO_CALL, "ace": ACE, "ten": TEN, "unknown": UNKNOWN_CALL, "jack": JACK,
          "alone": ALONE_CALL}
_ALL_PASS = {"leaster": 0, "doublers": 1, "forced_pick": 2}
DEFAULT_RULES = GameRules()


bits = set_bits  # the card ints of a mask, ascending


def mask_of(cards: Iterable[Card]) -> int:
    """A bitmask of Cards."""
    return mask_of_items(cards, INDEX.__getitem__)


class FastSheepshead:
    """One deal in progress; fields mirror `SheepsheadDeal` (secrets included)."""

    __slots__ = ("all_pass", "blind", "blind_first", "blind_to", "bump", "buried", "call",
                 "call_up", "called", "called_led", "called_out", "dealer", "done", "first",
                 "hands", "jd", "leader", "leaster", "led", "multiplier", "npicks", "ntricks",
                 "partner", "phase", "picker", "piles", "played", "thrown_in", "trick",
                 "turn", "unknown", "unknown_ok", "won")

    def __init__(self, hands: Sequence[int], blind: int, dealer: int,
                 rules: GameRules = DEFAULT_RULES,
                 multiplier: int = 1, **fields: object) -> None:
        """A deal from explicit fields (a determinization); defaults are a fresh deal.

        Extra keyword fields (`phase`, `picker`, `buried`, `call`, `called`, `unknown`,
        `partner`, `trick`, ...) override the fresh-deal values by slot name.
        """
        self.hands = list(hands)
        self.blind, self.dealer, self.multiplier = blind, dealer, multiplier
        self.jd, self.unknown_ok, self.call_up = rules.jd_partner, rules.unknown_call, \
            rules.jd_call_up
        self.bump, self.all_pass = rules.double_on_bump, _ALL_PASS[rules.all_pass]
        self.blind_first = rules.leaster_blind_first_trick
        self.first = self.leader = self.turn = (dealer + 1) % 5
        self.phase, self.npicks, self.picker, self.buried = PICKING, 0, -1, 0
        self.call, self.called, self.unknown, self.partner = NO_CALL, -1, -1, -1
        self.called_out, self.called_led = False, -1
        self.leaster = self.thrown_in = self.done = False
        self.trick: list[int] = []
        self.played = 0  # every card played so far, the trick's too (public)
        self.led, self.ntricks, self.blind_to = -1, 0, -1
        self.piles, self.won = [0] * 5, [0] * 5
        for name, value in fields.items():
            setattr(self, name, value)
        self.done = self.phase == DONE

    @classmethod
    def from_deal(cls, deal: SheepsheadDeal) -> FastSheepshead:
        """The same position as a validating deal."""
        phases = {"pick": PICKING, "bury": BURYING, "call": CALLING, "play": PLAYING,
                  "done": DONE}
        to_move = deal.to_move()
        return cls(
            [mask_of(h) for h in deal.hands], mask_of(deal.blind), deal.dealer, deal.rules,
            deal.multiplier,
            phase=phases[deal.phase], npicks=len(deal.picks),
            picker=-1 if deal.picker is None else deal.picker, buried=mask_of(deal.buried),
            call=_KINDS[deal.call], called=-1 if deal.called is None else INDEX[deal.called],
            unknown=-1 if deal.unknown is None else INDEX[deal.unknown],
            partner=-1 if deal.partner is None else deal.partner,
            called_out=deal.called_out,
            called_led=-1 if deal.called_led_trick is None else deal.called_led_trick,
            leaster=deal.leaster, thrown_in=deal.thrown_in,
            trick=[INDEX[c] for _, c in deal.trick.plays] if deal.phase == "play" else [],
            leader=deal.trick.leader, turn=deal.first if to_move is None else to_move,
            led=-1 if deal.led_suit is None and not deal.trick.plays
            else (TRUMP_SUIT if deal.led_suit is None else _FAIL_SUITS.index(deal.led_suit)),
            ntricks=len(deal.tricks),
            played=mask_of(c for t in [*deal.tricks, deal.trick] for _, c in t.plays),
            piles=[sum(POINTS[INDEX[c]] for c in p) for p in deal.piles], won=list(deal.won),
            blind_to=-1 if deal.blind_to is None else deal.blind_to,
        )

    def clone(self) -> FastSheepshead:
        new = FastSheepshead.__new__(FastSheepshead)
        for name in FastSheepshead.__slots__:
            setattr(new, name, getattr(self, name))
        new.hands, new.trick = self.hands[:], self.trick[:]
        new.piles, new.won = self.piles[:], self.won[:]
        return new

    # -- legal actions ---------------------------------------------------------------------
    def legal(self) -> list[int]:
        phase, seat = self.phase, self.turn
        if phase == PLAYING:
            out = bits(self.play_mask(seat))
            if self.jd and seat == self.picker and self.call == NO_CALL and not self.ntricks \
                    and not self.trick:
                out += self.jd_calls()
            return out
        if phase == PICKING:
            return [PICK] if self.all_pass == 2 and self.npicks == 4 else [PICK, PASS]
        if phase == BURYING:
            cs = bits(self.hands[seat])
            return [BURY + 32 * a + b for i, a in enumerate(cs) for b in cs[i + 1:]]
        if phase == CALLING:
            return self.ace_calls()
        return []

    def _own(self) -> int:
        return self.hands[self.picker] | self.buried

    def ace_calls(self) -> list[int]:
        hand, own = self.hands[self.picker], self._own()
        rank = 4 if all(own >> a & 1 for a in ACES) else 5
        out = [ALONE]
        for f in range(3):
            target = 6 * f + rank
            if not own >> target & 1 and hand & SUIT_MASK[f]:
                out.append(CALL + target)
        if len(out) == 1 and self.unknown_ok:
            for ace in ACES:
                if not own >> ace & 1:
                    out += [UNKNOWN + 32 * ace + u for u in bits(hand)]
        return out

    def jd_calls(self) -> list[int]:
        out = [ALONE]
        own = self._own()
        if self.call_up and own >> JD & 1:
            jack = next((j for j in (JH, JS, JC) if not own >> j & 1), -1)
            if jack >= 0:
                out.append(CALL + jack)
        return out

    def play_mask(self, seat: int) -> int:
        """The cards `seat` may play now (spec 5.1 and 6)."""
        hand = self.hands[seat]
        last = self.ntricks == 5
        call = self.call
        unk = self.unknown if seat == self.picker and self.unknown >= 0 \
            and hand >> self.unknown & 1 else -1
        unkbit = 1 << unk if unk >= 0 else 0
        csuit = SUIT_OF[self.called] if ACE <= call <= UNKNOWN_CALL else -1
        live = self.called if csuit >= 0 and seat == self.partner \
            and hand >> self.called & 1 else -1
        if not self.trick:
            m = hand if last else hand & ~unkbit
            if live >= 0:
                fails = hand & SUIT_MASK[csuit]
                if fails.bit_count() < 4:
                    m &= ~(fails & ~(1 << live))
            return m
        first_called = csuit >= 0 and self.called_led == self.ntricks
        if unk >= 0 and (first_called or last):
            return unkbit if first_called else hand
        if live >= 0 and first_called:
            return 1 << live
        free = hand & ~unkbit
        led = self.led
        follow = free & SUIT_MASK[led]
        m = follow or free
        if live >= 0 and led != csuit and not last:
            m &= ~(1 << live)
        if (not follow and seat == self.picker and call in (ACE, TEN)
                and not self.called_out and not last):
            fails = hand & SUIT_MASK[csuit]
            if fails.bit_count() == 1:
                m &= ~fails
        return m

    # -- applying ------------------------------------------------------------------------
    def apply(self, a: int) -> None:
        if a < NCARDS:
            self.play(a)
        elif a == PASS:
            self.npicks += 1
            if self.npicks < 5:
                self.turn = (self.first + self.npicks) % 5
            elif self.all_pass == 1:
                self.thrown_in, self.phase, self.done = True, DONE, True
            else:
                self.leaster, self.phase, self.turn = True, PLAYING, self.first
        elif a == PICK:
            self.npicks += 1
            self.picker = self.turn
            self.hands[self.turn] |= self.blind
            self.phase = BURYING
        elif a < ALONE:
            self._bury(a - BURY)
        else:
            self._call(a)

    def _bury(self, pair: int) -> None:
        m = 1 << (pair // 32) | 1 << (pair % 32)
        self.hands[self.picker] &= ~m
        self.buried = m
        if not self.jd:
            self.phase = CALLING
            return
        self.phase, self.turn = PLAYING, self.first
        if not self._own() >> JD & 1:
            self.partner = self._holder(JD)

    def _holder(self, c: int) -> int:
        return next(s for s in range(5) if self.hands[s] >> c & 1)

    def _call(self, a: int) -> None:
        if a == ALONE:
            self.call, self.partner = ALONE_CALL, -1
        else:
            if a >= UNKNOWN:
                self.call, self.called, self.unknown = UNKNOWN_CALL, (a - UNKNOWN) // 32, \
                    (a - UNKNOWN) % 32
            else:
                self.called = a - CALL
                self.call = JACK if self.jd else (TEN if self.called % 6 == 4 else ACE)
            self.partner = self._holder(self.called)
        if self.phase == CALLING:
            self.phase, self.turn = PLAYING, self.first

    def play(self, c: int) -> None:
        seat = self.turn
        self.hands[seat] ^= 1 << c
        self.played |= 1 << c
        trick = self.trick
        if not trick:
            self.leader = seat
            csuit = SUIT_OF[self.called] if ACE <= self.call <= UNKNOWN_CALL else -1
            self.led = csuit if c == self.unknown and seat == self.picker else SUIT_OF[c]
            if csuit >= 0 and self.called_led < 0 and self.led == csuit:
                self.called_led = self.ntricks
        trick.append(c)
        if c == self.called:
            self.called_out = True
        if len(trick) < 5:
            self.turn = (seat + 1) % 5
            return
        self._finish_trick()

    def _finish_trick(self) -> None:
        trick, led = self.trick, self.led
        unknown = self.unknown if self.unknown >= 0 and self.picker >= 0 else -1
        best, best_i = -1, 0
        for i, c in enumerate(trick):
            if c != unknown and (c >= 18 or SUIT_OF[c] == led) and c > best:
                best, best_i = c, i
        winner = (self.leader + best_i) % 5
        self.piles[winner] += sum(POINTS[c] for c in trick)
        self.won[winner] += 1
        self.ntricks += 1
        if self.leaster and self.blind_to < 0 and (
                (self.blind_first and self.ntricks == 1) or self.ntricks == 6):
            self.blind_to = winner
        self.trick = []
        self.leader = self.turn = winner
        if self.ntricks == 6:
            self.phase, self.done = DONE, True

    # -- results ---------------------------------------------------------------------------
    def scores(self) -> list[int]:
        """Each seat's units for the finished deal (zeros before the end)."""
        if not self.done or self.thrown_in:
            return [0] * 5
        if self.leaster:
            each = self.piles[:]
            if self.blind_to >= 0:
                each[self.blind_to] += sum(POINTS[c] for c in bits(self.blind))
            return leaster_points(each, self.won, self.multiplier)[1]
        side = [self.picker] + ([self.partner] if self.partner >= 0 else [])
        tricks = sum(self.won[s] for s in side)
        pts = sum(self.piles[s] for s in side)
        if tricks:
            pts += sum(POINTS[c] for c in bits(self.buried))
        return picked_points(self.picker, self.partner if self.partner >= 0 else None,
                             picked_result(pts, tricks), double_on_bump=self.bump,
                             multiplier=self.multiplier)

    def random_playout(self, rng: random.Random) -> list[int]:
        """Finish the deal in place with uniformly random legal actions; the scores."""
        r = rng.random
        while not self.done:
            if self.phase == PLAYING and not (self.jd and self.call == NO_CALL
                                              and not self.ntricks and not self.trick):
                legal = bits(self.play_mask(self.turn))
                self.play(legal[int(r() * len(legal))])
            else:
                legal = self.legal()
                self.apply(legal[int(r() * len(legal))])
        return self.scores()


def to_action(seat: int, a: int) -> Action:
    """The engine Action of a fast action int for `seat`."""
    if a < NCARDS:
        return Action(seat, "play", CARDS[a])
    if a in (PASS, PICK):
        return Action(seat, "pick", a == PICK)
    if a < ALONE:
        return Action(seat, "bury", (CARDS[(a - BURY) // 32], CARDS[(a - BURY) % 32]))
    if a == ALONE:
        return Action(seat, "call", "alone")
    if a < UNKNOWN:
        return Action(seat, "call", CARDS[a - CALL])
    ace, u = divmod(a - UNKNOWN, 32)
    return Action(seat, "call", CARDS[ace], (("unknown", CARDS[u]),))


def from_action(action: Action) -> int:
    """The fast int of an engine Action."""
    v = action.value
    if action.verb == "play":
        assert isinstance(v, Card)
        return INDEX[v]
    if action.verb == "pick":
        return PICK if v is True else PASS
    if action.verb == "bury":
        assert isinstance(v, tuple)
        a, b = sorted(INDEX[c] for c in v)
        return BURY + 32 * a + b
    if v == "alone":
        return ALONE
    assert isinstance(v, Card)
    unknown = action.get("unknown")
    if isinstance(unknown, Card):
        return UNKNOWN + 32 * INDEX[v] + INDEX[unknown]
    return CALL + INDEX[v]


def deal_fast(rng: random.Random, dealer: int = 0,
              rules: GameRules = DEFAULT_RULES) -> FastSheepshead:
    """A shuffled deal straight into the fast state (packets 3, blind 2, 3)."""
    order = list(range(NCARDS))
    rng.shuffle(order)
    hands = [0] * 5
    for i in range(5):
        seat = (dealer + 1 + i) % 5
        for c in order[3 * i:3 * i + 3] + order[17 + 3 * i:20 + 3 * i]:
            hands[seat] |= 1 << c
    return FastSheepshead(hands, 1 << order[15] | 1 << order[16], dealer, rules)


# -- the referee's actions, for the conformance suite's lockstep (tablecards.rules.kernel) --

def twin(deal: Deal) -> KernelTwin:
    """This kernel on a referee deal, spoken to in the referee's actions."""
    assert isinstance(deal, SheepsheadDeal)
    return Twin(FastSheepshead.from_deal(deal), lambda state, move: to_action(state.turn, move),
                lambda _, action: from_action(action), FastSheepshead.scores)
