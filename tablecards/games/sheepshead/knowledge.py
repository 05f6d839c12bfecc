"""What one Sheepshead seat knows, read from its `SeatView` into kernel ints and masks.

Before play (`Opening`) a world deals the unseen cards at random: the seat's own hand is all a
non-picker knows (the blind is any two unseen cards); the picker also knows the blind (now in
its hand) and its bury.

In play (`Knowledge`) a world honours everything the view shows: the seat's own hand, every
played card, the hand sizes, the voids shown in play (not for a picker holding an unknown
card, which is not bound to follow), and the secrets the seat may know: the picker its bury
and unknown card (`SheepsheadFacts.buried_cards`, `.unknown`); everyone else gets the bury dealt
from the unseen cards. The called card goes to the publicly known partner, else to a seat other
than the picker (never to the bury: the picker may not call a card it owns); whoever holds it in
a world is the partner there (with `jd_partner`, whoever holds the jack of diamonds outside the
picker's cards). In a leaster the blind stays unseen by all and is dealt aside. When sizes,
shown voids and the partner card leave every unseen card one possible place, that one world is
`Knowledge.known_position`.

The search and the rule policy both start from such a world; the policy reads none of its
hidden cards (nor another seat's bury or secret partner card), so any world serves it.
"""

from __future__ import annotations

import random

from tablecards.ai.search.dealing import unique_deal
from tablecards.games.sheepshead.facts import SheepsheadFacts
from tablecards.games.sheepshead.kernel import (
    ACE,
    BURYING,
    CALLING,
    INDEX,
    JACK,
    JD,
    NCARDS,
    NO_CALL,
    PICKING,
    PLAYING,
    POINTS,
    SUIT_MASK,
    SUIT_OF,
    TEN,
    UNKNOWN_CALL,
    FastSheepshead,
    bits,
    mask_of,
)
from tablecards.games.sheepshead.options import GameRules
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView

ATTEMPTS = 30  # stuck draws before the dealing gives up on the voids
# The kernel's call kind of each call the facts name.
KINDS = {None: NO_CALL, "ace": ACE, "ten": TEN, "unknown": UNKNOWN_CALL, "jack": JACK,
         "alone": 5}
FULL = (1 << NCARDS) - 1  # the whole pack as a mask
OPENING_PHASES = {"pick": PICKING, "bury": BURYING, "call": CALLING}


def _card(code: str) -> int:
    """The kernel int of a card code the facts give."""
    return INDEX[Card.parse(code)]


class Knowledge:
    """The facts of a view in play that a world must honour."""

    def __init__(self, view: SeatView, rules: GameRules) -> None:
        facts = SheepsheadFacts.of(view)
        self.view = view
        self.rules = rules
        self.me = me = view.seat
        self.mine = mask_of(view.hand)
        self.leaster = facts.leaster
        picker = facts.picker
        self.picker = -1 if picker is None or self.leaster else picker
        self.call = KINDS.get(facts.call, NO_CALL)
        called = facts.called
        self.called = _card(called) if called else -1
        self.partner = -1 if facts.partner is None else facts.partner
        self.alone = facts.alone or self.call == KINDS["alone"]
        self.mult = facts.multiplier
        self.npicks = len(facts.picks)
        self.buried = 0
        self.nburied = facts.buried
        if self.picker == me and facts.buried_cards is not None:
            self.buried = sum(1 << _card(c) for c in facts.buried_cards)
        unk = facts.unknown if self.picker == me else None
        self.unknown = _card(unk) if unk else -1
        self.unknown_set = facts.unknown_set_aside
        self.nblind = 2 if self.leaster else 0
        played, voids, piles = self._scan(view)
        tricks = view.tricks
        current = view.trick if view.trick is not None and view.trick.plays else None
        csuit = SUIT_OF[self.called] if ACE <= self.call <= UNKNOWN_CALL and \
            self.called >= 0 else -1
        self.played = played
        self.voids = voids
        self.piles = piles
        self.won = list(view.tricks_won) or [0] * 5
        self.ntricks = len(tricks)
        self.called_out = self.called >= 0 and bool(played >> self.called & 1)
        self.plays = [INDEX[c] for _, c in current.plays] if current else []
        self.leader = view.trick.leader if view.trick is not None else (view.dealer + 1) % 5
        self.led = SUIT_OF[self.plays[0]] if self.plays else -1
        if self.plays and self.call == UNKNOWN_CALL and self.called_led == len(tricks) and \
                self.leader == self.picker:
            self.led = csuit
        self.blind_to = -1
        if self.leaster and rules.leaster_blind_first_trick and tricks and \
                tricks[0].winner is not None:
            self.blind_to = tricks[0].winner
        self.unseen = FULL & ~self.mine & ~played & ~self.buried
        self.sizes = list(view.hand_sizes)
        self.span = 30.0 * self.mult

    def _scan(self, view: SeatView) -> tuple[int, list[int], list[int]]:
        """Played cards, shown voids and card points won; the called suit's first lead."""
        played = 0
        voids = [0] * 5
        piles = [0] * 5
        tricks = list(view.tricks)
        current = view.trick if view.trick is not None and view.trick.plays else None
        csuit = SUIT_OF[self.called] if ACE <= self.call <= UNKNOWN_CALL and \
            self.called >= 0 else -1
        self.called_led = -1
        self.unknown_played = -1  # the picker's card on the first called-suit lead
        for i, t in enumerate([*tricks, *([current] if current else [])]):
            lead = INDEX[t.plays[0][1]]
            led = SUIT_OF[lead]
            if csuit >= 0 and led == csuit and self.called_led < 0:
                self.called_led = i
                if self.call == UNKNOWN_CALL:
                    self.unknown_played = next((INDEX[c] for s, c in t.plays
                                                if s == self.picker), -1)
            for seat, c in t.plays:
                ci = INDEX[c]
                played |= 1 << ci
                if seat == t.plays[0][0] or SUIT_OF[ci] == led or i == 5:
                    continue
                if self.call == UNKNOWN_CALL and seat == self.picker:
                    continue  # the unknown card need not follow
                voids[seat] |= SUIT_MASK[led]
            if t.winner is not None:
                piles[t.winner] += sum(POINTS[INDEX[c]] for _, c in t.plays)
        return played, voids, piles

    def _holder_card(self) -> int:
        """The card whose holder is the partner, or -1."""
        if self.leaster or self.picker < 0 or self.alone:
            return -1
        if self.call in (ACE, TEN, UNKNOWN_CALL, JACK):
            return self.called
        if self.rules.jd_partner:
            return JD
        return -1

    def _aside(self, pool: int, rng: random.Random) -> tuple[int, int]:
        """(bury, leaster blind) from the cards no hand received."""
        rest = bits(pool)
        rng.shuffle(rest)
        bury = self.buried
        blind = 0
        if self.picker >= 0 and self.picker != self.me:
            for c in rest[:self.nburied]:
                bury |= 1 << c
        elif self.leaster:
            for c in rest[:self.nblind]:
                blind |= 1 << c
        return bury, blind

    def _key_seat(self, place: int, key: int, hidden: list[int], need: dict[int, int],
                  relax: bool, rng: random.Random) -> int:
        """The seat that receives the partner card in this world (-1: none can)."""
        seats = [place] if place >= 0 else [
            s for s in hidden if s != self.picker and need[s] > 0
            and (relax or not self.voids[s] >> key & 1)]
        if not seats:
            seats = [s for s in hidden if s != self.picker and need[s] > 0]
        return seats[int(rng.random() * len(seats))] if seats else -1

    def deal_hidden(self, rng: random.Random) -> tuple[list[int], int, int]:
        """(hands, bury, leaster blind) honouring sizes, voids and the partner card."""
        hidden = [s for s in range(5) if s != self.me]
        order = sorted(hidden, key=lambda s: (-self.voids[s].bit_count(), s))
        key = self._holder_card()
        place = -1  # where the partner card must go, if it is unseen
        if key >= 0 and self.unseen >> key & 1:
            if self.partner >= 0 and self.partner != self.me:
                place = self.partner
            elif key == self.called:
                place = -2  # a seat other than the picker and me
        for attempt in range(ATTEMPTS + 1):
            relax = attempt == ATTEMPTS
            hands = [0] * 5
            hands[self.me] = self.mine
            pool = self.unseen
            need = {s: self.sizes[s] for s in hidden}
            if place != -1:
                s = self._key_seat(place, key, hidden, need, relax, rng)
                if s >= 0:
                    hands[s] |= 1 << key
                    pool ^= 1 << key
                    need[s] -= 1
            ok = True
            for s in order:
                k = need[s]
                extra = 0 if relax else self.voids[s]
                if place == -2 and s == self.picker and not relax and self.called >= 0:
                    extra |= 1 << self.called  # the picker never holds its called card
                allowed = bits(pool & ~extra)
                if len(allowed) < k:
                    ok = False
                    break
                for c in rng.sample(allowed, k):
                    hands[s] |= 1 << c
                    pool ^= 1 << c
            if not ok:
                continue
            return (hands, *self._aside(pool, rng))
        raise AssertionError("no determinization")

    def world(self, rng: random.Random) -> FastSheepshead:
        """One complete position consistent with the view."""
        hands, bury, blind = self.deal_hidden(rng)
        unknown = self._unknown()
        if unknown is None:  # the picker's secret: any card of its hand in this world
            cs = bits(hands[self.picker])
            unknown = cs[int(rng.random() * len(cs))] if cs else -1
        return self.state(hands, bury, blind, unknown)

    def _unknown(self) -> int | None:
        """The unknown card as far as the view tells it (-1: none), None while it is the
        picker's secret still in its hand."""
        if self.call != UNKNOWN_CALL or self.unknown >= 0 or self.picker < 0:
            return self.unknown
        return self.unknown_played if self.unknown_played >= 0 else None

    def known_position(self) -> FastSheepshead | None:
        """The position itself when sizes, shown voids and the partner card leave every unseen
        card one possible place (a hand, the bury, a leaster's blind), else None; None too
        while the picker's unknown card is its secret."""
        unknown = self._unknown()
        if unknown is None:
            return None
        hidden = [s for s in range(5) if s != self.me and self.sizes[s] > 0]
        need = [*self.sizes, 0]
        need[self.me] = 0
        need[5] = self.unseen.bit_count() - sum(need[s] for s in hidden)  # bury or blind
        aside = (self.picker >= 0 and self.picker != self.me) or self.leaster
        if need[5] < 0 or (need[5] and not aside):
            return None
        allowed = [self.unseen & ~v for v in self.voids] + [self.unseen]
        key = self._holder_card()
        if key >= 0 and self.unseen >> key & 1:
            if self.partner >= 0 and self.partner != self.me:
                allowed = [a if s == self.partner else a & ~(1 << key)
                           for s, a in enumerate(allowed)]
            elif key == self.called:  # never called from the picker's own cards and bury
                for s in (self.picker, 5):
                    allowed[s] &= ~(1 << key)
        dealt = unique_deal(self.unseen, [*hidden, 5] if need[5] else hidden, need, allowed)
        if dealt is None:
            return None
        hands = dealt[:5]
        hands[self.me] = self.mine
        if self.leaster:
            return self.state(hands, self.buried, dealt[5], unknown)
        return self.state(hands, self.buried | dealt[5], 0, unknown)

    def state(self, hands: list[int], bury: int, blind: int, unknown: int) -> FastSheepshead:
        """The kernel state of one complete placing of the hidden cards."""
        partner = self.partner
        key = self._holder_card()
        if partner < 0 and key >= 0 and not self.played >> key & 1:
            partner = next((s for s in range(5) if hands[s] >> key & 1), -1)
            if partner == self.picker:
                partner = -1
        elif partner < 0 and key >= 0:
            partner = next((s for t in self.view.tricks for s, c in t.plays
                            if INDEX[c] == key), -1)
            if partner == self.picker:
                partner = -1
        to_move = self.view.to_move if self.view.to_move is not None else self.leader
        return FastSheepshead(
            hands, blind, self.view.dealer, self.rules, self.mult, phase=PLAYING,
            npicks=self.npicks, picker=self.picker, buried=bury, call=self.call,
            called=self.called, unknown=unknown, partner=partner, called_out=self.called_out,
            called_led=self.called_led, leaster=self.leaster, trick=list(self.plays),
            leader=self.leader, turn=to_move, led=self.led, ntricks=self.ntricks,
            piles=list(self.piles), won=list(self.won), blind_to=self.blind_to,
            played=self.played)


class Opening:
    """What a seat knows before the first card: its hand, the passes so far and, as the picker,
    the blind (now in its hand) and its bury. Nobody else's cards, nor an unpicked blind."""

    def __init__(self, view: SeatView, rules: GameRules) -> None:
        facts = SheepsheadFacts.of(view)
        self.view = view
        self.rules = rules
        self.me = view.seat
        self.phase = OPENING_PHASES[facts.phase]
        self.mine = mask_of(view.hand)
        self.buried = 0
        if self.phase == CALLING:
            self.buried = sum(1 << _card(c) for c in facts.buried_cards or [])
        self.picker = -1 if self.phase == PICKING else self.me
        self.npicks = len(facts.picks)
        self.mult = facts.multiplier
        self.unseen = FULL & ~self.mine & ~self.buried
        self.others = [s for s in range(5) if s != self.me]
        self.span = 30.0 * self.mult

    def world(self, rng: random.Random) -> FastSheepshead:
        """The unseen cards dealt six to each other seat, the rest (two, if unpicked) blind."""
        rest = bits(self.unseen)
        rng.shuffle(rest)
        hands = [0] * 5
        hands[self.me] = self.mine
        for i, s in enumerate(self.others):
            for c in rest[6 * i:6 * i + 6]:
                hands[s] |= 1 << c
        blind = 0
        for c in rest[24:]:
            blind |= 1 << c
        return FastSheepshead(hands, blind, self.view.dealer, self.rules, self.mult,
                              phase=self.phase, npicks=self.npicks, picker=self.picker,
                              buried=self.buried, turn=self.me)
