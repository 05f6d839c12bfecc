"""Ninety-Nine fast path: one deal as a few ints, unchecked, for AI search and playouts.

The validating engine (`tablecards.games.ninety_nine`) is the rules authority; this state
trades its checks, events and history for speed. Cards are small ints and hands are int
bitmasks (see `fast_tables`); every action is an int whose meaning depends on the phase:

- show, play: the card int; a snap play is `card | SNAP_FLAG`;
- bid: the mask of the three bid cards;
- premium: `PASS`, `DECLARE` or `REVEAL`, or'ed with `call << CALL_SHIFT` for a trump call
  and, for no_bid_premium_announce, `(number + 1) << ANNOUNCE_SHIFT`.

`apply` trusts its argument: pass only what `legal()` returned. The differential test in
tests/games/ninety_nine/test_kernel.py keeps this file equal to the engine, action by action.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING

from tablecards.games.ninety_nine.kernel_tables import (
    ANNOUNCE_SHIFT,
    BID,
    CALL_BITS,
    CALL_NINES,
    CALL_NO_TRUMP,
    CALL_NONE,
    CALL_SHIFT,
    CALL_SUIT,
    DECLARE,
    DONE,
    KIND_BITS,
    NINES,
    NO_TRUMP,
    PASS,
    PLAY,
    PREM_INDEPENDENT,
    PREM_NONE,
    PREM_ROUND,
    PREMIUM,
    REVEAL,
    RULE_HIERARCHY,
    RULE_HIGH_RANK,
    RULE_SNAP,
    RULE_TRUMP,
    SCORE_DAC,
    SCORE_DUMMY_PENGUIN,
    SCORE_DUMMY_SEED,
    SCORE_FIVE,
    SCORE_PAIRS,
    SCORE_TWO,
    SHOW,
    SNAP_FLAG,
    SUIT_VALUE,
    KernelRules,
    cards_of,
)
from tablecards.rules.actions import Action, ActionValue
from tablecards.rules.cards import JOKER, Card
from tablecards.rules.game import Deal
from tablecards.rules.kernel import KernelTwin, Twin

if TYPE_CHECKING:
    from tablecards.games.ninety_nine.deal import NinetyNineDeal

PREMIUM_WORDS = ("pass", "declare", "reveal")  # by PASS, DECLARE, REVEAL
CALL_CODES = ("", "none", "S", "H", "D", "C", "nines")  # by CALL_*: the record's trump words
PREMIUM_VALUE = (0, 30, 60)  # none, declare, reveal (standard scoring)
CARD_BITS = SNAP_FLAG - 1  # strips the snap flag from a play action


class FastNinetyNine:
    """One Ninety-Nine deal from the show/bid phase to the score, as ints and bitmasks.

    Seats are numbered as in the engine; a dummy is the last seat. `turn` is the seat whose
    decision it is (the dummy's seat for its plays; `controller()` names who decides).
    """

    __slots__ = (
        "announce", "ask", "bids", "calls", "ctrl", "dealer", "hands", "joker", "lead_nine",
        "leader", "no_nine_bid", "phase", "premium", "rule", "rules", "seq", "shown", "step",
        "trick", "tricks", "trump", "turn",
    )

    rules: KernelRules
    hands: list[int]  # cards still in hand per seat
    bids: list[int]  # bid-card mask per seat (0 until chosen)
    phase: int
    turn: int  # seat to move, -1 when done
    dealer: int
    ask: tuple[int, ...]  # seats asked in the show/bid/premium phase, in order
    step: int  # index into `ask`
    trump: int  # NO_TRUMP, a suit 0..3, or NINES
    rule: int  # RULE_* trick rule of this deal
    leader: int  # seat that led the current trick
    seq: tuple[int, ...]  # seats in playing order for the current trick
    ctrl: int  # two_player_dummy: the live seat playing the dummy's cards this trick
    trick: list[int]  # play actions of the current trick, in order
    tricks: list[int]  # tricks won per seat
    premium: list[int]  # premium per seat (offers during the round, holders after it)
    calls: list[int]  # per seat: CALL_* | (announced number + 1) << 3
    announce: int  # no_bid_premium_announce: the revealer's number, else -1
    joker: int  # joker_turnup: the card int the joker stands for, else -1
    no_nine_bid: bool  # 9s may not be bid cards (naughty_nun_site deals 6 and 9)
    lead_nine: bool  # the first lead must be a nine when holding one (site deal 6)
    shown: list[int]  # naughty_nun_site deal 1: card shown per seat, -1 before

    def __init__(
        self,
        rules: KernelRules,
        hands: Sequence[int],
        dealer: int,
        *,
        bids: Sequence[int] | None = None,
        phase: int | None = None,
        trump: int = NO_TRUMP,
        rule: int = RULE_TRUMP,
        premium: Sequence[int] | None = None,
        calls: Sequence[int] | None = None,
        premium_step: int = 0,
        leader: int | None = None,
        ctrl: int | None = None,
        trick: Sequence[int] = (),
        tricks: Sequence[int] | None = None,
        joker: int = -1,
        no_nine_bid: bool = False,
        lead_nine: bool = False,
        announce: int = -1,
        shown: Sequence[int] | None = None,
    ) -> None:
        """A deal from explicit fields, e.g. one determinization of the AI's information set.

        Omitted fields mean "the start of that phase": with no `phase` the deal starts at the
        bid (no_bid: premium) phase; in the premium round `premium`/`calls` hold the offers so
        far and `premium_step` their number; with `phase=PLAY` give `premium` as the holders,
        `leader` (and for a dummy deal `ctrl`), the current `trick` and the `tricks` won.
        """
        n = rules.seats
        self.rules = rules
        self.hands = list(hands)
        self.bids = list(bids) if bids is not None else [0] * n
        self.dealer = dealer
        self.trump = trump
        self.rule = rule
        self.premium = list(premium) if premium is not None else [0] * n
        self.calls = list(calls) if calls is not None else [CALL_NONE] * n
        self.tricks = list(tricks) if tricks is not None else [0] * n
        self.trick = list(trick)
        self.joker = joker
        self.no_nine_bid = no_nine_bid
        self.lead_nine = lead_nine
        self.announce = announce
        self.shown = list(shown) if shown is not None else [-1] * n
        self.ask = rules.asks[dealer]
        self.step = 0
        first = self.ask[0]
        self.leader = first if leader is None else leader
        self.ctrl = (first if ctrl is None else ctrl) if rules.dummy else -1
        self.seq = self._trick_order()
        if phase is None:
            phase = PREMIUM if rules.no_bid else BID
        self.phase = phase
        if phase == BID and rules.no_bid:
            self.ask = (self.premium.index(REVEAL),)  # only the revealer sets cards aside
        elif phase == BID:
            self.step = next((i for i, s in enumerate(self.ask) if not self.bids[s]), 0)
        elif phase == SHOW:
            self.step = sum(1 for c in self.shown if c >= 0)
        elif phase == PREMIUM:
            self.step = premium_step
        self.turn = self._seat_to_move()

    @classmethod
    def start(
        cls, rules: KernelRules, hands: Sequence[int], dealer: int, *,
        bids: Sequence[int] | None = None, trump: int = NO_TRUMP, rule: int = RULE_TRUMP,
        joker: int = -1, show: bool = False, no_nine_bid: bool = False, lead_nine: bool = False,
    ) -> FastNinetyNine:
        """A freshly dealt deal; `show` starts with naughty_nun_site's trump show."""
        return cls(rules, hands, dealer, bids=bids, phase=SHOW if show else None, trump=trump,
                   rule=rule, joker=joker, no_nine_bid=no_nine_bid, lead_nine=lead_nine)

    @classmethod
    def _dealt(
        cls, rules: KernelRules, hands: list[int], dealer: int, bids: list[int], trump: int,
        rule: int, joker: int,
    ) -> FastNinetyNine:
        """`__init__` for a fresh deal without its generality (random deals are hot)."""
        n = rules.seats
        s = object.__new__(cls)
        s.rules = rules
        s.hands = hands
        s.bids = bids
        s.dealer = dealer
        s.trump = trump
        s.rule = rule
        s.premium = [0] * n
        s.calls = [CALL_NONE] * n
        s.tricks = [0] * n
        s.trick = []
        s.joker = joker
        s.no_nine_bid = s.lead_nine = False
        s.announce = -1
        s.shown = [-1] * n
        ask = s.ask = rules.asks[dealer]
        s.leader = ask[0]
        s.ctrl = ask[0] if rules.dummy else -1
        s.seq = s._trick_order()
        s.step = 0
        if rules.no_bid:
            s.phase = PREMIUM
        elif bids[ask[0]]:  # bid cards already set aside
            s.phase = PREMIUM if rules.premium != PREM_NONE else PLAY
        else:
            s.phase = BID
        s.turn = s._seat_to_move()
        return s

    def clone(self) -> FastNinetyNine:
        """An independent copy (ints are immutable: copying the lists is the whole clone)."""
        c = object.__new__(FastNinetyNine)
        c.rules = self.rules
        c.hands = self.hands[:]
        c.bids = self.bids[:]
        c.phase = self.phase
        c.turn = self.turn
        c.dealer = self.dealer
        c.ask = self.ask
        c.step = self.step
        c.trump = self.trump
        c.rule = self.rule
        c.leader = self.leader
        c.seq = self.seq
        c.ctrl = self.ctrl
        c.trick = self.trick[:]
        c.tricks = self.tricks[:]
        c.premium = self.premium[:]
        c.calls = self.calls[:]
        c.announce = self.announce
        c.joker = self.joker
        c.no_nine_bid = self.no_nine_bid
        c.lead_nine = self.lead_nine
        c.shown = self.shown[:]
        return c

    # -- queries ----------------------------------------------------------------------------
    @property
    def done(self) -> bool:
        return self.phase == DONE

    def to_move(self) -> int:
        """The seat whose decision it is (the dummy's own seat for its plays), -1 when done."""
        return self.turn

    def controller(self) -> int:
        """The live player deciding now: differs from `to_move` for the dummy's plays."""
        if self.rules.dummy and self.turn == self.rules.live:
            return self.ctrl
        return self.turn

    def legal(self) -> list[int]:
        """Every legal action int of the seat to move."""
        phase = self.phase
        if phase == PLAY:
            out = cards_of(self.legal_mask())
            if self.rule == RULE_SNAP and self.trick:
                out += self._snaps()
            return out
        if phase == BID:
            hand = self.hands[self.turn]
            if self.no_nine_bid:
                hand &= ~self.rules.nines_mask
            bits = [1 << c for c in cards_of(hand)]
            return [a | b | c for a, b, c in combinations(bits, 3)]
        if phase == PREMIUM:
            return self._premium_actions()
        if phase == SHOW:
            return cards_of(self.hands[self.turn])
        return []

    def legal_mask(self) -> int:
        """Play phase: the mask of legal cards (plain plays; snaps are listed by `legal`)."""
        hand = self.hands[self.turn]
        if not self.trick:
            if self.lead_nine and hand & self.rules.nines_mask:
                return hand & self.rules.nines_mask
            return hand
        follow = hand & self._follow_mask(self.trick[0] & CARD_BITS)
        return follow or hand

    def _follow_mask(self, led: int) -> int:
        """The cards that follow the led card's suit (9s are their own suit when trumps)."""
        r = self.rules
        nines = r.nines_mask
        if self.trump == NINES:
            if nines >> led & 1:
                return nines
            return r.suit_mask[r.suit_of[led]] & ~nines
        return r.suit_mask[r.suit_of[led]]

    def _snaps(self) -> list[int]:
        """Snap plays: void in the led suit, a card of the led rank (not for the leader)."""
        hand = self.hands[self.turn]
        led = self.trick[0] & CARD_BITS
        if hand & self._follow_mask(led):
            return []
        w = self.rules.width
        rank = led % w
        return [c | SNAP_FLAG for c in cards_of(hand) if c % w == rank]

    def _premium_actions(self) -> list[int]:
        rules = self.rules
        kinds = rules.kinds
        if rules.premium == PREM_ROUND and any(
                self.premium[s] == DECLARE for s in self.ask[: self.step]):
            kinds = tuple(k for k in kinds if k != DECLARE)  # after a declare: reveal or pass
        out = [PASS]
        for kind in kinds:
            for call in self._calls():
                a = kind | call << CALL_SHIFT
                if kind == REVEAL and rules.no_bid_announce:
                    out += [a | (n + 1) << ANNOUNCE_SHIFT for n in range(10)]
                else:
                    out.append(a)
        return out

    def _calls(self) -> tuple[int, ...]:
        """Trump calls riding on a declare/reveal: one is required with premium_trump_call."""
        if not self.rules.trump_call:
            return (CALL_NONE,)
        calls = (*(CALL_SUIT + s for s in range(4)), CALL_NO_TRUMP)
        return (*calls, CALL_NINES) if self.rules.trump_nines else calls

    # -- the engine's actions and cards ---------------------------------------------------------
    def card(self, c: int) -> Card:
        """The engine's Card for a card int (the joker where it stands for the turn-up)."""
        if c == self.joker:
            return JOKER
        suit, rank = self.rules.card_parts(c)
        return Card(suit, rank)

    def card_int(self, card: Card) -> int:
        if card.is_joker:
            return self.joker
        assert card.suit is not None
        return self.rules.card_int(card.suit, card.rank)

    def to_action(self, a: int) -> Action:
        """The engine's Action for action int `a` of the seat to move."""
        seat, phase = self.turn, self.phase
        if phase == PLAY:
            extras: tuple[tuple[str, ActionValue], ...] = (
                (("snap", True),) if a & SNAP_FLAG else ())
            return Action(seat, "play", self.card(a & CARD_BITS), extras)
        if phase == BID:
            return Action(seat, "bid", tuple(sorted(self.card(c) for c in cards_of(a))))
        if phase == SHOW:
            return Action(seat, "show", self.card(a))
        extras = ()
        call = a >> CALL_SHIFT & CALL_BITS
        if self.rules.trump_call and a & KIND_BITS:
            extras = (("trump", CALL_CODES[call]),)
        if a >> ANNOUNCE_SHIFT:
            extras = (*extras, ("announce", (a >> ANNOUNCE_SHIFT) - 1))
        return Action(seat, "premium", PREMIUM_WORDS[a & KIND_BITS], extras)

    def from_action(self, action: Action) -> int:
        """The action int for an engine Action (of the seat to move)."""
        value = action.value
        if action.verb in ("play", "show"):
            assert isinstance(value, Card)
            return self.card_int(value) | (SNAP_FLAG if action.get("snap") is True else 0)
        if action.verb == "bid":
            assert isinstance(value, tuple)
            return sum(1 << self.card_int(c) for c in value)
        a = PREMIUM_WORDS.index(str(value))
        call = action.get("trump")
        if call is not None:
            a |= CALL_CODES.index(str(call)) << CALL_SHIFT
        number = action.get("announce")
        if isinstance(number, int):
            a |= (number + 1) << ANNOUNCE_SHIFT
        return a

    @classmethod
    def from_deal(cls, deal: NinetyNineDeal) -> FastNinetyNine:
        """The fast state of a validating engine's deal, at whatever point it has reached."""
        from tablecards.games.ninety_nine.kernel_engine import from_deal

        return from_deal(deal)

    # -- applying -----------------------------------------------------------------------------
    def apply(self, a: int) -> None:
        """Apply a legal action int (unchecked)."""
        phase = self.phase
        if phase == PLAY:
            self._play(a)
        elif phase == BID:
            seat = self.turn
            self.bids[seat] = a
            self.hands[seat] &= ~a
            self.step += 1
            if self.step < len(self.ask):
                self.turn = self.ask[self.step]
            else:
                self._after_bids()
        elif phase == PREMIUM:
            self._premium(a)
        elif phase == SHOW:
            self.shown[self.turn] = a
            self.step += 1
            if self.step < len(self.ask):
                self.turn = self.ask[self.step]
            else:
                self.trump = show_trump(self.rules, [c for c in self.shown if c >= 0])
                self._enter(BID)

    def _enter(self, phase: int) -> None:
        self.phase = phase
        self.step = 0
        if phase == BID and self.rules.no_bid:
            self.ask = (self.premium.index(REVEAL),)  # only the revealer sets bid cards aside
        self.turn = self._seat_to_move()

    def _after_bids(self) -> None:
        if self.rules.no_bid or self.rules.premium == PREM_NONE:
            self._enter(PLAY)
        else:
            self._enter(PREMIUM)

    def _premium(self, a: int) -> None:
        seat = self.turn
        kind = a & KIND_BITS
        self.premium[seat] = kind
        self.calls[seat] = a >> CALL_SHIFT  # the trump call and any announced number
        self.step += 1
        ends = kind == REVEAL and self.rules.premium == PREM_ROUND  # a reveal ends the round
        if not ends and self.step < len(self.ask):
            self.turn = self.ask[self.step]
            return
        self.close_premium()

    def close_premium(self) -> None:
        """End the premium round now: everybody not yet asked passes."""
        rules = self.rules
        self._resolve_premium()
        if rules.no_bid and not rules.no_bid_announce and REVEAL in self.premium:
            self._enter(BID)  # the revealer lays three bid cards aside
        else:
            self._enter(PLAY)

    def _resolve_premium(self) -> None:
        """Keep only the premium holder(s) and apply the strongest holder's trump call."""
        offers = self.premium
        best = max(offers)
        if best == PASS:
            return
        # strongest offer, nearest the dealer's left (in a round a reveal is the last offer)
        holder = next(s for s in self.ask if offers[s] == best)
        if self.rules.premium != PREM_INDEPENDENT:
            self.premium = [best if s == holder else 0 for s in range(len(offers))]
        number = self.calls[holder] >> (ANNOUNCE_SHIFT - CALL_SHIFT)
        if number:
            self.announce = number - 1
        call = self.calls[holder] & CALL_BITS
        if call == CALL_NO_TRUMP:
            self.trump = NO_TRUMP
        elif call == CALL_NINES:
            self.trump = NINES
        elif call >= CALL_SUIT:
            self.trump = call - CALL_SUIT

    def _seat_to_move(self) -> int:
        if self.phase == DONE:
            return -1
        if self.phase == PLAY:
            return self.seq[len(self.trick)]
        return self.ask[self.step]

    def _trick_order(self) -> tuple[int, ...]:
        """Seats in playing order for a trick led by `leader`.

        two_player_dummy (Penguin reading): a live leader W plays W, the other, then the dummy
        for W; when the dummy leads for its controller X, the order is dummy, the other, X.
        """
        r = self.rules
        if not r.dummy:
            return r.rotations[self.leader]
        dummy = r.live
        if self.leader == dummy:
            return (dummy, 1 - self.ctrl, self.ctrl)
        return (self.leader, 1 - self.leader, dummy)

    def _play(self, a: int) -> None:
        seat = self.turn
        self.hands[seat] &= ~(1 << (a & CARD_BITS))
        trick = self.trick
        trick.append(a)
        if len(trick) < len(self.seq):
            self.turn = self.seq[len(trick)]
            return
        winner = self.seq[self.trick_winner(trick)]
        self.tricks[winner] += 1
        self.trick = []
        self.lead_nine = False
        if self.rules.dummy and winner != self.rules.live:
            self.ctrl = winner
        self.leader = winner
        self.seq = self._trick_order()
        if sum(self.tricks) == self.rules.tricks:
            self._finish()
        else:
            self.turn = self.seq[0]

    def _finish(self) -> None:
        self.phase = DONE
        self.turn = -1
        if self.rules.no_bid:  # the cards left in hand are the bid
            for s in range(self.rules.seats):
                if not self.bids[s]:
                    self.bids[s] = self.hands[s]

    # -- tricks -------------------------------------------------------------------------------
    def trick_winner(self, trick: Sequence[int]) -> int:
        """Position in `trick` (play actions in order) of the card that wins it."""
        rule = self.rule
        if rule == RULE_TRUMP:
            keys = [self._precedence(a & CARD_BITS, trick[0] & CARD_BITS) for a in trick]
            return keys.index(max(keys))
        r = self.rules
        w = r.width
        cards = [a & CARD_BITS for a in trick]
        if rule == RULE_HIERARCHY:
            keys = [SUIT_VALUE[c // w] * w + c % w for c in cards]
        elif rule == RULE_HIGH_RANK:
            keys = [c % w * 4 + SUIT_VALUE[c // w] for c in cards]
        elif rule == RULE_SNAP:
            snaps = [i for i, a in enumerate(trick) if a & SNAP_FLAG]
            if snaps:
                return snaps[-1]
            keys = [self._precedence(c, cards[0]) for c in cards]
        else:  # RULE_SECOND_BEST
            keys = [self._precedence(c, cards[0]) for c in cards]
            if sum(1 for k in keys if k) < 2:
                keys = [c % w * 8 + i for i, c in enumerate(cards)]  # later plays count higher
            return keys.index(sorted(keys)[-2])
        return keys.index(max(keys))

    def _precedence(self, card: int, led: int) -> int:
        """Normal trick precedence: trumps above the led suit, others 0 (never win)."""
        r = self.rules
        w = r.width
        if self.trump == NINES and r.nines_mask >> card & 1:
            strength = 200 + SUIT_VALUE[card // w]  # C9 > H9 > S9 > D9
            return strength if r.nines_mask >> led & 1 else strength + 100
        suit = card // w
        if self.trump == NINES and r.nines_mask >> led & 1:
            return 0
        if suit == self.trump:
            return 200 + card % w
        if suit == led // w:
            return 100 + card % w
        return 0

    # -- scoring ------------------------------------------------------------------------------
    def bid_values(self) -> list[int]:
        """Each seat's bid (no_bid: an announced number replaces the revealer's cards)."""
        known = self.rules.bid_cache  # bid mask -> value, filled as bids are met
        values = [known.get(b) for b in self.bids]
        if None in values:
            values = [self.rules.bid_value(b) for b in self.bids]
        if self.announce >= 0:
            values[self.premium.index(REVEAL)] = self.announce
        return values  # type: ignore[return-value]  # no None left

    def made(self) -> list[bool]:
        """Who won exactly their bid (four players: a diamond bid also wins with 10)."""
        if self.rules.zero_or_ten:
            return [t == v or (v == 0 and t == 10)
                    for t, v in zip(self.tricks, self.bid_values(), strict=True)]
        return [t == v for t, v in zip(self.tricks, self.bid_values(), strict=True)]

    def points(self) -> list[int]:
        """Each seat's score for the finished deal, by the form's scoring (spec 2.6, 3, 4)."""
        kind = self.rules.scoring
        if kind == SCORE_DAC:
            return self._points_dac()
        if kind == SCORE_PAIRS:
            return self._points_pairs()
        if kind in (SCORE_DUMMY_SEED, SCORE_DUMMY_PENGUIN):
            return self._points_dummy()
        made = self.made()
        bonus_table = self.rules.bonus
        s = made.count(True)
        bonus = bonus_table[s] if s < len(bonus_table) else 0
        pts = [t + bonus if m else t for t, m in zip(self.tricks, made, strict=True)]
        if not any(self.premium):
            return pts
        for seat, prem in enumerate(self.premium):
            if not prem:
                continue
            if kind == SCORE_FIVE:
                pts[seat] += 50 if made[seat] else -50
            elif kind == SCORE_TWO:
                pts[seat if made[seat] else 1 - seat] += 30
            elif made[seat]:
                pts[seat] += PREMIUM_VALUE[prem]
            else:
                for other in range(len(pts)):
                    if other != seat:
                        pts[other] += PREMIUM_VALUE[prem]
        return pts

    def _points_dac(self) -> list[int]:
        made = self.made()
        pts = []
        for seat, (t, prem) in enumerate(zip(self.tricks, self.premium, strict=True)):
            if made[seat]:
                pts.append(10 * (prem + 1) + t * (prem + 1))
            else:
                pts.append(t if prem == PASS or self.rules.dac_keeps else 0)
        for seat, prem in enumerate(self.premium):
            if prem and not made[seat]:
                for other in range(len(pts)):
                    if other != seat:
                        pts[other] += 5 * prem
        return pts

    def _points_pairs(self) -> list[int]:
        made = self.made()
        values = self.bid_values()
        t = self.tricks
        pair_points = []
        for a, b in ((0, 2), (1, 3)):
            if made[a] and made[b]:
                bonus = 30
            elif values[a] + values[b] == t[a] + t[b]:
                bonus = 20
            elif made[a] or made[b]:
                bonus = 10
            else:
                bonus = 0
            pair_points.append(t[a] + t[b] + bonus)
        return [pair_points[seat % 2] for seat in range(4)]

    def _points_dummy(self) -> list[int]:
        made = self.made()
        values = self.bid_values()
        t = self.tricks
        pts = list(t)
        failed_declarer = [bool(self.premium[s]) and not made[s] for s in (0, 1)]
        if self.rules.scoring == SCORE_DUMMY_SEED:
            if made[0] != made[1]:
                pts[0 if made[0] else 1] += 30
            else:
                pts[2] += 60
            for s in (0, 1):
                if self.premium[s] and made[s]:
                    pts[s] += 30
                elif failed_declarer[s]:
                    pts[2] += 30
                    if not failed_declarer[1 - s]:
                        pts[1 - s] += 30
            return pts
        # dummy_penguin: the dummy fails above its bid, succeeds below, "declares" when exact
        dummy_ok = t[2] <= values[2]
        ok = [made[0], made[1], dummy_ok]
        s = sum(ok)
        bonus = (0, 30, 20, 10)[s]
        pts = [p + (bonus if k else 0) for p, k in zip(pts, ok, strict=True)]
        if t[2] == values[2]:
            pts[2] += 30
        for s_ in (0, 1):
            if self.premium[s_] and made[s_]:
                pts[s_] += 30
            elif failed_declarer[s_]:
                for other in (1 - s_, 2):
                    if not (other < 2 and failed_declarer[other]):
                        pts[other] += 30
        return pts


def show_trump(rules: KernelRules, shown: Sequence[int]) -> int:
    """naughty_nun_site deal 1: the trump fixed by the shown cards.

    Most-shown suit; a tie goes to the tied suit of the highest-ranked shown card; equal ranks
    give no trump; three players showing three suits make the unshown fourth suit trump.
    """
    w = rules.width
    suits = [c // w for c in shown]
    counts = [suits.count(s) for s in range(4)]
    top = max(counts)
    tied = [s for s in range(4) if counts[s] == top]
    if len(tied) == 1:
        return tied[0]
    if len(shown) == 3 and len(set(suits)) == 3:
        return next(s for s in range(4) if counts[s] == 0)
    best = max(c % w for c in shown if c // w in tied)
    leaders = {c // w for c in shown if c // w in tied and c % w == best}
    return leaders.pop() if len(leaders) == 1 else NO_TRUMP


# -- the referee's actions, for the conformance suite's lockstep (tablecards.rules.kernel) --

def twin(deal: Deal) -> KernelTwin:
    """This kernel on a referee deal, spoken to in the referee's actions."""
    from tablecards.games.ninety_nine.deal import NinetyNineDeal  # it imports this module

    assert isinstance(deal, NinetyNineDeal)
    return Twin(FastNinetyNine.from_deal(deal), FastNinetyNine.to_action,
                FastNinetyNine.from_action, FastNinetyNine.points)
