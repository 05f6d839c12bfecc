"""What one Nominations seat knows, read from its `SeatView` into kernel ints and masks.

A world (a determinization) honours everything the view shows: the seat's own hand, every
played card, the open misère hand once it lies face up, the hand sizes, and the voids shown in
play (a seat that did not follow lacks the led suit; under `must_trump` one that neither
followed nor trumped lacks trumps too). The called card's holder is known only to the seat that
holds it (or once the card is played): otherwise the called card is dealt like any unseen card,
and whoever receives it is the partner in that world (the declarer too, a secret solo).
Before the play, the calls of the auction are honoured too: each hidden hand is drawn until
the rule-based bidder, with some slack, would have made that seat's calls with it (a number
bid needs the tricks, a pass lacks them, a misère needs low cards); when no draw fits, the
one that breaks the fewest calls is kept. The hands before a double hand's cut are not in the
view, so a double hand's hidden hands are drawn from the unseen cards alone.

`BiddingKnowledge` reads a view before the play (auction, cut, contract), `Knowledge` one in
play; `knowledge_of` picks by phase. Both the search and the rule policy start from their
worlds; the policy reads none of a world's hidden cards, so any world serves it: it takes a
`plain_world`, which skips the costly fitting to the calls and the cut packets, under the
rules the view shows (`rules_for`: the rule bot is not told the table's options).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cached_property
from typing import Any

from tablecards.ai.search.core import deal_honouring_voids
from tablecards.ai.search.dealing import unique_deal
from tablecards.games.nominations.facts import NominationsFacts
from tablecards.games.nominations.hand_value import (
    PARTNER_TRICKS,
    estimated_tricks,
    is_number,
    misere_danger,
)
from tablecards.games.nominations.kernel import (
    AUCTION,
    BID_BASE,
    CARDS,
    CONTRACT,
    CUT,
    MISERE_A,
    NCARDS,
    OPEN_A,
    PASS_A,
    PLAY,
    STACK_ORDER,
    SUIT_MASK,
    FastNominations,
    bid_code,
    card_int,
    cards_of,
    mask_of,
)
from tablecards.games.nominations.options import OPTION_SPECS, GameRules, build_config
from tablecards.games.nominations.rules import MISERE, OPEN_MISERE, PASS
from tablecards.rules.bits import mask_of_ints
from tablecards.rules.cards import Suit
from tablecards.rules.game import SeatView
from tablecards.rules.options import resolve_options

ATTEMPTS = 30  # stuck draws before the dealing gives up on the voids
FULL = (1 << NCARDS) - 1
SLACK = 1.0  # tricks by which a call may miss the rule-based bidder's reading of a hand
SWAP_STEPS = 150  # card swaps tried to make the hidden hands fit the calls
PILE_TRIES = 4  # double-hand deals drawn to find one that fits the calls
NUMBER, MISERE_CALL, PASS_CALL, TRUMP_CALL = range(4)


def config_for(options: dict[str, Any] | None) -> GameRules:
    """The table's rules when known; the defaults otherwise."""
    if not options:
        return GameRules()
    try:
        return build_config(options, resolve_options(OPTION_SPECS, options))
    except ValueError:
        return GameRules()


def rules_for(view: SeatView) -> GameRules:
    """The table's rules as far as the view shows them, for a seat not told the options: a
    number bid below 10 (called, or open to the seat) means `min_bid_7`, and a number above a
    misère means `misere_low`. The rest stay at their defaults: they shape only the hidden
    hands a world draws."""
    facts = NominationsFacts.of(view)
    called = [c["bid"] for c in facts.calls if c["bid"] != PASS]
    open_bids = [a.value for a in view.legal_actions if a.verb == "bid" and a.value != PASS]
    climb = [*called, *open_bids]  # each bid above the one before: a stretch of the ladder
    lowest = min((b for b in climb if isinstance(b, int)), default=10)
    low_misere = MISERE in climb and \
        any(isinstance(b, int) for b in climb[climb.index(MISERE) + 1:])
    return GameRules(min_bid=7 if lowest < 10 else 10, misere_low=low_misere)


class Calls:
    """The current auction's calls, per seat, as facts about the caller's hand."""

    def __init__(self, calls: Sequence[tuple[int, int]], ladder: Sequence[int]) -> None:
        self.facts: list[list[tuple[int, int, bool]]] = [[], [], [], []]
        high = -1
        for seat, code in calls:
            above = ladder[high + 1:]
            lowest = next((b - BID_BASE for b in above if is_number(b)), 0)
            if code == PASS_A:
                self.facts[seat].append((PASS_CALL, lowest, MISERE_A in above))
            elif is_number(code):
                self.facts[seat].append((NUMBER, code - BID_BASE, False))
            else:
                self.facts[seat].append((MISERE_CALL, int(code == OPEN_A), False))
            if code != PASS_A:
                high = ladder.index(code)
        self.wants_strength = [any(kind == NUMBER for kind, _, _ in f) for f in self.facts]

    def contract(self, declarer: int, trump: int) -> None:
        """The declarer named trumps: its longest suit, as the rule-based bot names it."""
        self.facts[declarer].append((TRUMP_CALL, trump, False))

    def broken(self, seat: int, hand: int) -> float:
        """By how much the rule-based bidder would not make the seat's calls with `hand`
        (tricks short of a bid or over a pass, high cards beyond a misère's)."""
        facts = self.facts[seat]
        if not facts:
            return 0.0
        side = estimated_tricks(hand) + PARTNER_TRICKS
        danger = -1
        miss = 0.0
        for kind, value, misere_open in facts:
            if kind == NUMBER:
                miss += max(0.0, value - SLACK - side)
            elif kind == TRUMP_CALL:
                lengths = [(hand & SUIT_MASK[x]).bit_count() for x in range(4)]
                miss += max(lengths) - lengths[value]
            elif kind == PASS_CALL:
                if value:
                    miss += max(0.0, side - value - SLACK + 0.5)
                if misere_open:
                    danger = misere_danger(hand) if danger < 0 else danger
                    miss += danger == 0
            else:
                danger = misere_danger(hand) if danger < 0 else danger
                miss += max(0, danger - 1 + value)  # misère: one card too high, open: none
        return miss


def deal_at_random(base: list[int], pool: int, sizes: Sequence[int], seats: Sequence[int],
                   rng: random.Random) -> list[int]:
    """`base` with `pool` dealt to `seats` at random, `sizes[s]` cards each."""
    left = cards_of(pool)
    rng.shuffle(left)
    hands = list(base)
    top = 0
    for s in seats:
        hands[s] |= mask_of_ints(left[top:top + sizes[s]])
        top += sizes[s]
    return hands


def deal_by_calls(base: list[int], pool: int, sizes: Sequence[int], seats: Sequence[int],
                  calls: Calls, rng: random.Random) -> list[int]:
    """Deal `pool` to `seats` at random, then fit the hands to the calls."""
    return fit_to_calls(deal_at_random(base, pool, sizes, seats, rng), seats, calls, rng)


NONE4 = (0, 0, 0, 0)


def fit_to_calls(hands: list[int], seats: Sequence[int], calls: Calls, rng: random.Random,
                 played: Sequence[int] = NONE4, voids: Sequence[int] = NONE4) -> list[int]:
    """Swap random cards between a hidden hand that breaks its seat's calls (judged on the
    hand as dealt: what it holds plus what it `played`) and another hidden hand, whenever that
    breaks them no more and no card goes to a seat void in its suit, until every hand fits or
    the steps run out (the deal then fits as nearly as the steps found)."""
    held = {s: cards_of(hands[s]) for s in seats}
    miss = {s: calls.broken(s, hands[s] | played[s]) for s in seats}
    r = rng.random
    for _ in range(SWAP_STEPS):
        bad = [s for s in seats if miss[s] > 0]
        if not bad:
            break
        a = bad[int(r() * len(bad))]
        others = [s for s in seats if s != a and held[s]]
        if not others or not held[a]:
            break
        b = others[int(r() * len(others))]
        # of two random cards each, the strong seat gives the lower and takes the higher
        up = calls.wants_strength[a]
        i = _pick(held[a], not up, r)
        j = _pick(held[b], up, r)
        x, y = held[a][i], held[b][j]
        if voids[b] >> x & 1 or voids[a] >> y & 1:
            continue
        swap = (1 << x) ^ (1 << y)
        ha, hb = hands[a] ^ swap, hands[b] ^ swap
        ma, mb = calls.broken(a, ha | played[a]), calls.broken(b, hb | played[b])
        if ma + mb <= miss[a] + miss[b]:
            hands[a], hands[b], miss[a], miss[b] = ha, hb, ma, mb
            held[a][i], held[b][j] = y, x
    return hands


def _pick(cards: list[int], high: bool, r: Any) -> int:
    """The index of the higher (or lower) rank of two random cards of `cards`."""
    i, j = int(r() * len(cards)), int(r() * len(cards))
    return i if (cards[i] % 13 > cards[j] % 13) == high else j


# -- the double hand: hands cut from four sorted packets -------------------------------------
class Pile:
    """A double hand's deal as the seat can reconstruct it: the pile before the last cut was
    four sorted 13-card packets (the dealer's on top), cut at the public `k` and dealt in the
    usual packets, so every card's owner is fixed by its place in its packet. Deals are drawn
    uniformly among the packets that give each card a seat it may have (`allowed[c]`, a 4-bit
    mask: the own cards to this seat, a played card to its player, an unseen card to a hidden
    seat not void in its suit), by counting the completions of each partial pile."""

    def __init__(self, dealer: int, k: int, rounds: Sequence[Sequence[int]],
                 allowed: Sequence[int]) -> None:
        seat_at = [(dealer + 1 + pos) % 4 for counts in rounds
                   for pos, count in enumerate(counts) for _ in range(count)]
        # slot 13 * b + j: the j-th card (stack order) of packet b; its owner after the redeal
        self.owner_bit = [1 << seat_at[(slot - k) % NCARDS] for slot in range(NCARDS)]
        self.owner = [seat_at[(slot - k) % NCARDS] for slot in range(NCARDS)]
        self.allowed = [allowed[c] for c in STACK_ORDER]
        self.memo: dict[int, int] = {FILLED: 1}
        self.total = self._count(0, [0, 0, 0, 0], 0)

    def _count(self, key: int, fills: list[int], i: int) -> int:
        """Completions of a pile whose packets hold `fills` cards (the first `i` cards in
        stack order); `key` encodes `fills`."""
        got = self.memo.get(key)
        if got is not None:
            return got
        total = 0
        allowed = self.allowed[i]
        for b in range(4):
            f = fills[b]
            if f < 13 and self.owner_bit[13 * b + f] & allowed:
                fills[b] = f + 1
                total += self._count(key + PLACE[b], fills, i + 1)
                fills[b] = f
        self.memo[key] = total
        return total

    def sample(self, rng: random.Random) -> list[int]:
        """One deal's four full hands (the cards played since included)."""
        hands = [0, 0, 0, 0]
        fills = [0, 0, 0, 0]
        key = 0
        memo = self.memo
        for i, c in enumerate(STACK_ORDER):
            allowed = self.allowed[i]
            options: list[tuple[int, int]] = []
            for b in range(4):
                f = fills[b]
                if f < 13 and self.owner_bit[13 * b + f] & allowed:
                    n = memo.get(key + PLACE[b], 0)
                    if n:
                        options.append((b, n))
            pick = rng.random() * sum(n for _, n in options)
            chosen = options[-1][0]
            for b, n in options:
                pick -= n
                if pick < 0:
                    chosen = b
                    break
            hands[self.owner[13 * chosen + fills[chosen]]] |= 1 << c
            fills[chosen] += 1
            key += PLACE[chosen]
        return hands


PLACE = (1, 14, 196, 2744)  # a packet's fill in the key of a partial pile
FILLED = 13 * sum(PLACE)


def best_of_pile(pile: Pile, hidden: Sequence[int], calls: Calls,
                 rng: random.Random) -> list[int]:
    """A double hand's deal from the pile that fits the calls, or the nearest of a few."""
    best: list[int] = []
    best_miss = -1.0
    for _ in range(PILE_TRIES):
        hands = pile.sample(rng)
        miss = sum(calls.broken(s, hands[s]) for s in hidden)
        if best_miss < 0 or miss < best_miss:
            best, best_miss = hands, miss
        if miss == 0:
            break
    return best


def pile_of(view: SeatView, config: GameRules, allowed: Sequence[int]) -> Pile | None:
    """The double hand's pile model, or None in a first deal (or if nothing fits)."""
    facts = NominationsFacts.of(view)
    if not facts.cuts or facts.phase == "cut":
        return None
    rounds = FastNominations(config, view.dealer, NONE4).rounds
    pile = Pile(view.dealer, facts.cuts[-1], rounds, allowed)
    return pile if pile.total else None


class Knowledge:
    """The facts of a view in play that a determinization must honour."""

    def __init__(self, view: SeatView, config: GameRules) -> None:
        facts = NominationsFacts.of(view)
        assert facts.declarer is not None and facts.bid is not None  # the play has a contract
        self.view = view
        self.config = config
        self.me = view.seat
        self.mine = mask_of(view.hand)
        self.declarer = facts.declarer
        bid = facts.bid
        self.bid = bid_code(bid)
        self.misere = bid in (MISERE, OPEN_MISERE)
        trump = view.trump
        self.trump = -1 if not trump or trump == "none" or self.misere else \
            int(Suit.parse(trump))
        called = facts.partner_card
        self.called = -1 if not called else card_int(next(c for c in CARDS if c.code == called))
        self.partner = -1 if facts.partner is None else facts.partner
        self.mult = facts.multiplier
        played = 0
        voids = [0] * 4
        self.played_by = [0] * 4
        current = view.trick if view.trick is not None and view.trick.plays else None
        for t in [*view.tricks, *([current] if current else [])]:
            lead = t.plays[0][1]
            for seat, c in t.plays[1:]:
                if c.suit != lead.suit:
                    voids[seat] |= SUIT_MASK[int(lead.suit)]  # type: ignore[arg-type]
                    if config.must_trump and self.trump >= 0 and \
                            c.suit is not None and int(c.suit) != self.trump:
                        voids[seat] |= SUIT_MASK[self.trump]
            for seat, c in t.plays:
                played |= 1 << card_int(c)
                self.played_by[seat] |= 1 << card_int(c)
        self.played = played
        ladder = FastNominations(config, view.dealer, NONE4).ladder
        self.calls = Calls([(c["seat"], bid_code(c["bid"])) for c in facts.calls], ladder)
        if self.trump >= 0:
            self.calls.contract(self.declarer, self.trump)
        self.voids = voids
        self.visible = {s: mask_of(h) for s, h in view.visible_hands.items()}
        seen = self.mine | played
        for m in self.visible.values():
            seen |= m
        self.unseen = FULL & ~seen
        self.sizes = list(view.hand_sizes)
        self.plays = [card_int(c) for _, c in current.plays] if current else []
        self.leader = view.trick.leader if view.trick is not None else self.declarer
        self.won = list(view.tricks_won) or [0, 0, 0, 0]

    @cached_property
    def pile(self) -> Pile | None:
        """A double hand's cut packets, counted on first use (the rule policy never asks)."""
        return pile_of(self.view, self.config, self._owners())

    def _owners(self) -> list[int]:
        """Per card, the seats (a bitmask) that may have been dealt it."""
        hidden = [s for s in range(4) if s != self.me and s not in self.visible]
        known = [self.played_by[s] | self.visible.get(s, 0) for s in range(4)]
        known[self.me] |= self.mine
        out = []
        for c in range(NCARDS):
            holder = next((s for s in range(4) if known[s] >> c & 1), -1)
            out.append(1 << holder if holder >= 0 else
                       sum(1 << s for s in hidden if not self.voids[s] >> c & 1))
        return out

    def deal_hidden(self, rng: random.Random) -> list[int]:
        """Hidden hands honouring sizes, voids and the calls (in a double hand, the cut
        packets too)."""
        hidden = [s for s in range(4) if s != self.me and s not in self.visible]
        if self.pile is not None:
            hands = best_of_pile(self.pile, hidden, self.calls, rng)
            return [h & ~self.played for h in hands]
        hands = self._deal_by_voids(hidden, rng)
        return fit_to_calls(hands, hidden, self.calls, rng, self.played_by, self.voids)

    def _deal_by_voids(self, hidden: list[int], rng: random.Random) -> list[int]:
        """The unseen cards dealt to the `hidden` seats by size, never into a shown void."""
        order = sorted(hidden, key=lambda s: (-self.voids[s].bit_count(), s))
        base = [0] * 4
        base[self.me] = self.mine
        for s, m in self.visible.items():
            base[s] = m
        return deal_honouring_voids(base, order, self.unseen, self.sizes, self.voids, rng,
                                    ATTEMPTS, cards_of)

    def world(self, rng: random.Random) -> FastNominations:
        """One determinization: the hidden hands drawn by `deal_hidden`."""
        return self.state(self.deal_hidden(rng))

    def plain_world(self, rng: random.Random) -> FastNominations:
        """A world honouring the cards seen, the sizes and the shown voids but neither the
        calls nor a double hand's packets: enough for a reader of no hidden card (the rule
        policy), at a small share of `world`'s cost."""
        hidden = [s for s in range(4) if s != self.me and s not in self.visible]
        return self.state(self._deal_by_voids(hidden, rng))

    def known_position(self) -> FastNominations | None:
        """The position itself when sizes and shown voids leave every unseen card only one
        possible owner, else None (the calls and the cut are left out: they can only narrow
        the deals further)."""
        hidden = [s for s in range(4) if s != self.me and s not in self.visible]
        allowed = [self.unseen & ~v for v in self.voids]
        dealt = unique_deal(self.unseen, hidden, self.sizes, allowed)
        if dealt is None:
            return None
        hands = [self.visible.get(s, dealt[s]) for s in range(4)]
        hands[self.me] = self.mine
        return self.state(hands)

    def state(self, hands: list[int]) -> FastNominations:
        """The kernel state of the play with these hands (whoever holds the called card, when
        this seat cannot know, is the partner)."""
        partner = self.partner
        if not self.misere and partner < 0 and self.called >= 0:
            partner = next((s for s in range(4) if hands[s] >> self.called & 1), -1)
        return FastNominations(self.config, self.view.dealer, hands, phase=PLAY,
                               mult=self.mult, declarer=self.declarer, bid=self.bid,
                               trump=self.trump, called=self.called, partner=partner,
                               leader=self.leader, trick=self.plays, won=self.won)


PHASES = {"auction": AUCTION, "cut": CUT, "contract": CONTRACT}


class BiddingKnowledge:
    """The facts of a view before the play (auction, cut, contract): the seat's hand, the
    current auction's calls, the declarer and bid once the auction is won."""

    def __init__(self, view: SeatView, config: GameRules) -> None:
        facts = NominationsFacts.of(view)
        self.view = view
        self.config = config
        self.me = view.seat
        self.dealer = view.dealer
        self.mine = mask_of(view.hand)
        self.phase = PHASES[facts.phase]
        self.mult = facts.multiplier
        self.ladder = FastNominations(config, self.dealer, NONE4).ladder
        self.calls = [(c["seat"], bid_code(c["bid"])) for c in facts.calls]
        self.facts = Calls(self.calls, self.ladder)
        self.passes = 0
        for _, code in reversed(self.calls):
            if code != PASS_A:
                break
            self.passes += 1
        bids = [code for _, code in self.calls if code != PASS_A]
        self.high = self.ladder.index(bids[-1]) if bids else -1
        self.high_seat = next((s for s, code in reversed(self.calls) if code != PASS_A), -1)
        self.declarer = -1 if facts.declarer is None else facts.declarer
        self.bid = -1 if facts.bid is None else bid_code(facts.bid)
        self.sizes = list(view.hand_sizes)
        self.unseen = FULL & ~self.mine

    @cached_property
    def pile(self) -> Pile | None:
        """A double hand's cut packets, counted on first use (the rule policy never asks)."""
        me = 1 << self.me
        return pile_of(self.view, self.config,
                       [me if self.mine >> c & 1 else 15 ^ me for c in range(NCARDS)])

    def world(self, rng: random.Random) -> FastNominations:
        """One determinization: the hidden hands dealt to fit the calls (in a double hand,
        drawn from the cut packets)."""
        base = [0] * 4
        base[self.me] = self.mine
        hidden = [s for s in range(4) if s != self.me]
        if self.pile is not None:
            hands = best_of_pile(self.pile, hidden, self.facts, rng)
        else:
            hands = deal_by_calls(base, self.unseen, self.sizes, hidden, self.facts, rng)
        return self.state(hands)

    def plain_world(self, rng: random.Random) -> FastNominations:
        """A world honouring the seat's hand and the sizes but neither the calls nor a double
        hand's packets: enough for a reader of no hidden card (the rule policy), at a small
        share of `world`'s cost."""
        base = [0] * 4
        base[self.me] = self.mine
        hidden = [s for s in range(4) if s != self.me]
        return self.state(deal_at_random(base, self.unseen, self.sizes, hidden, rng))

    def state(self, hands: list[int]) -> FastNominations:
        """The kernel state of the auction, cut or contract with these hands."""
        return FastNominations(self.config, self.dealer, hands, phase=self.phase,
                               ncalls=len(self.calls), passes=self.passes, high=self.high,
                               high_seat=self.high_seat, mult=self.mult,
                               declarer=self.declarer, bid=self.bid)


def knowledge_of(view: SeatView, config: GameRules) -> Knowledge | BiddingKnowledge:
    """What the seat knows in the view's phase: the auction, cut and contract, or the play."""
    phase = NominationsFacts.of(view).phase
    return BiddingKnowledge(view, config) if phase in PHASES else Knowledge(view, config)
