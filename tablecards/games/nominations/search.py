"""Nominations on the search core: every decision searched. Card play by ISMCTS; the auction,
the double hand's cut and the contract (trump and called card) by flat PIMC over the few
candidates the rule-based bot's hand evaluation ranks highest, each scored by playing the rest
of the deal out (the auction, the contract and the play) in sampled worlds.

What a determinization honours (all read from the `SeatView`): the seat's own hand, every
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

Rollouts play the rule policy (`policy.policy_move`, the Easy level's own) through the
auction, the cut, the contract and the play, with a share `EPSILON` of random cards.
Reward: own deal points (multiplier included) minus the others' mean, scaled by the
contract's worth into [0, 1].
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from tablecards.ai.search.core import (
    Budget,
    Wrapped,
    deal_honouring_voids,
    flat_pimc,
    margins,
)
from tablecards.ai.search.dealing import unique_deal
from tablecards.ai.search.endgame import play_by_search, view_agrees
from tablecards.games.nominations.facts import NominationsFacts
from tablecards.games.nominations.kernel import (
    AUCTION,
    BID_BASE,
    CARDS,
    CONTRACT,
    CONTRACT_BASE,
    CUT,
    CUT_BASE,
    MISERE_A,
    NCARDS,
    OPEN_A,
    PASS_A,
    PLAY,
    STACK_ORDER,
    SUIT_MASK,
    FastNominations,
    bid_code,
    bid_of,
    card_int,
    cards_of,
    from_action,
    mask_of,
)
from tablecards.games.nominations.options import OPTION_SPECS, GameRules, build_config
from tablecards.games.nominations.policy import (
    PARTNER_TRICKS,
    estimated_tricks,
    is_number,
    misere_danger,
    policy_bid,
    policy_contract,
    policy_move,
    suit_rank,
)
from tablecards.games.nominations.rules import MISERE, OPEN_MISERE, TRUMP_CODES, bid_text
from tablecards.games.nominations.scoring import contract_value
from tablecards.rules.actions import Action
from tablecards.rules.bits import mask_of_ints
from tablecards.rules.cards import Suit
from tablecards.rules.game import SeatView
from tablecards.rules.options import resolve_options

# Iterations per decision of the Normal and Strong levels (the time cap guards a stalled machine).
# Before the play an iteration is one playout of one candidate in one sampled world.
# Over 80 duplicate deals Strong beat Normal at 100 by +2.62 [+1.03, +4.22] points (at 300,
# +1.18 [-0.09, +2.45]), and Normal at 100 beat the rule bot by +7.53 [+5.93, +9.14].
BUDGETS = {"normal": Budget(100, 2.0), "strong": Budget(1200, 1.2)}

EPSILON = 0.1
ATTEMPTS = 30
FULL = (1 << NCARDS) - 1
SLACK = 1.0  # tricks by which a call may miss the rule-based bidder's reading of a hand
POOL_MIN, POOL_MAX = 24, 128  # worlds dealt for one card-play search
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


def top_missing(hand: int, suit: int) -> int:
    """The highest card of `suit` not in the hand (-1 if it holds them all)."""
    return next((suit * 13 + r for r in range(12, -1, -1) if not hand >> (suit * 13 + r) & 1),
                -1)


def margin_span(value: int, misere: bool, config: GameRules) -> float:
    """Twice the largest margin (own points minus the others' mean) a contract can bring:
    ±value for a misère declarer, ±2/3 of it in a number contract, plus the defenders'
    tricks where they score. Rewards then fill [0, 1], where the exploration is tuned."""
    top = float(value) if misere else value * 2 / 3
    return 2 * (top + (13 if config.defenders_score_tricks else 0))


# -- rollouts --------------------------------------------------------------------------------
class NominationsState(Wrapped[FastNominations]):
    """`FastNominations` (any phase) as a `SearchState`; reward = own points against the
    others', over `span`."""

    __slots__ = ()

    def rewards(self) -> list[float]:
        return margins(self.s.scores(), self.span)

    def rollout(self, rng: random.Random) -> list[float]:
        heuristic_playout(self.s, rng)
        return self.rewards()


def heuristic_playout(s: FastNominations, rng: random.Random) -> None:
    """Finish the deal in place by the rule policy, with a share `EPSILON` of random cards."""
    r = rng.random
    while not s.done:
        if s.phase == PLAY and r() < EPSILON:
            cs = cards_of(s.legal_mask())
            s.play(cs[int(r() * len(cs))])
        else:
            s.apply(policy_move(s, rng))


# -- what the seat knows ---------------------------------------------------------------------
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


def deal_by_calls(base: list[int], pool: int, sizes: Sequence[int], seats: Sequence[int],
                  calls: Calls, rng: random.Random) -> list[int]:
    """Deal `pool` to `seats` at random, then fit the hands to the calls."""
    left = cards_of(pool)
    rng.shuffle(left)
    hands = list(base)
    top = 0
    for s in seats:
        hands[s] |= mask_of_ints(left[top:top + sizes[s]])
        top += sizes[s]
    return fit_to_calls(hands, seats, calls, rng)


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
        value = contract_value(bid_of(self.bid), config)
        self.span = margin_span(value, self.misere, config) * self.mult
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
        self.pile = pile_of(view, config, self._owners())

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
        order = sorted(hidden, key=lambda s: (-self.voids[s].bit_count(), s))
        base = [0] * 4
        base[self.me] = self.mine
        for s, m in self.visible.items():
            base[s] = m
        hands = deal_honouring_voids(base, order, self.unseen, self.sizes, self.voids, rng,
                                     ATTEMPTS, cards_of)
        return fit_to_calls(hands, hidden, self.calls, rng, self.played_by, self.voids)

    def determinize(self, rng: random.Random) -> NominationsState:
        return self.state(self.deal_hidden(rng))

    def known_world(self) -> NominationsState | None:
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

    def pooled(self, rng: random.Random, size: int) -> Callable[[random.Random], NominationsState]:
        """A determinizer drawing from `size` worlds dealt now: fitting hands to the calls
        costs more than a playout, so a search reuses a pool of fitted deals."""
        pool = [self.deal_hidden(rng) for _ in range(size)]
        return lambda r: self.state(pool[int(r.random() * size)])

    def state(self, hands: list[int]) -> NominationsState:
        """The fast state of the play with these hands (whoever holds the called card, when
        this seat cannot know, is the partner)."""
        partner = self.partner
        if not self.misere and partner < 0 and self.called >= 0:
            partner = next((s for s in range(4) if hands[s] >> self.called & 1), -1)
        st = FastNominations(self.config, self.view.dealer, hands, phase=PLAY, mult=self.mult,
                             declarer=self.declarer, bid=self.bid, trump=self.trump,
                             called=self.called, partner=partner, leader=self.leader,
                             trick=self.plays, won=self.won)
        return NominationsState(st, self.span)


PHASES = {"auction": AUCTION, "cut": CUT, "contract": CONTRACT}


class BiddingKnowledge:
    """The facts of a view before the play (auction, cut, contract): the seat's hand, the
    current auction's calls, the declarer and bid once the auction is won."""

    def __init__(self, view: SeatView, config: GameRules) -> None:
        facts = NominationsFacts.of(view)
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
        top = max(contract_value(b, config) for b in (13, OPEN_MISERE))
        self.span = 2.0 * (top + 13) * 2  # a double hand may follow a pass-out
        self.unseen = FULL & ~self.mine
        me = 1 << self.me
        self.pile = pile_of(view, config, [me if self.mine >> c & 1 else 15 ^ me
                                           for c in range(NCARDS)])

    def determinize(self, rng: random.Random) -> NominationsState:
        base = [0] * 4
        base[self.me] = self.mine
        hidden = [s for s in range(4) if s != self.me]
        if self.pile is not None:
            hands = best_of_pile(self.pile, hidden, self.facts, rng)
        else:
            hands = deal_by_calls(base, self.unseen, self.sizes, hidden, self.facts, rng)
        st = FastNominations(self.config, self.dealer, hands, phase=self.phase,
                             ncalls=len(self.calls), passes=self.passes, high=self.high,
                             high_seat=self.high_seat, mult=self.mult, declarer=self.declarer,
                             bid=self.bid)
        return NominationsState(st, self.span)


# -- candidates before the play --------------------------------------------------------------
def bid_candidates(know: BiddingKnowledge, rule: int, legal: set[int], keep: int) -> list[int]:
    """The rule-based call, pass, then the bids the hand might make: numbers up to a little
    above its estimate, misère and open misère on hands with few high cards."""
    side = estimated_tricks(know.mine) + PARTNER_TRICKS
    danger = misere_danger(know.mine)
    numbers = [b for b in know.ladder if b in legal and is_number(b)]
    reach = [b for b in numbers if b - BID_BASE <= side + 2.5]
    order = [rule, PASS_A, *reach[:1]]
    if MISERE_A in legal and danger <= 2:
        order.append(MISERE_A)
    order += reach[1:]
    if OPEN_A in legal and danger <= 1:
        order.append(OPEN_A)
    return list(dict.fromkeys(b for b in order if b in legal))[:keep]


def contract_candidates(hand: int, keep: int) -> list[int]:
    """The rule-based contract first, then the two longest suits and no trump, each calling
    its best missing trump, a missing side ace (longest side suit first), or an own card
    (a secret solo)."""
    suits = suit_rank(hand)
    nt = 4

    def aces(trump: int) -> list[int]:
        return [s * 13 + 12 for s in suits if s != trump and not hand >> (s * 13 + 12) & 1]

    def solo(trump: int) -> int:
        own = cards_of(hand & SUIT_MASK[trump]) if trump < 4 else []
        return (own or cards_of(hand))[-1]

    def pick(trump: int, card: int) -> list[int]:
        return [] if card < 0 else [CONTRACT_BASE + NCARDS * trump + card]

    t1, t2 = suits[0], suits[1]
    a1, a2, an = aces(t1), aces(t2), aces(nt)
    order = [policy_contract(hand), *pick(t1, top_missing(hand, t1)),
             *pick(t1, a1[0] if a1 else -1),
             *pick(nt, an[0] if an else -1), *pick(t2, top_missing(hand, t2)),
             *pick(t1, solo(t1)), *pick(t1, a1[1] if len(a1) > 1 else -1),
             *pick(t2, a2[0] if a2 else -1), *pick(nt, an[1] if len(an) > 1 else -1),
             *pick(nt, solo(nt)), *pick(t2, solo(t2))]
    return list(dict.fromkeys(order))[:keep]


def cut_candidates(know: BiddingKnowledge, keep: int) -> list[int]:
    """Cuts ranked by the high cards of the cutter's own packet that the redeal gives back."""
    st = FastNominations(know.config, know.dealer, [0, 0, 0, 0])
    seat_at = [(know.dealer + 1 + pos) % 4 for counts in st.rounds
               for pos, count in enumerate(counts) for _ in range(count)]
    start = 13 * ((know.dealer - know.me) % 4)  # the packets lie dealer's on top
    packet = [c for c in STACK_ORDER if know.mine >> c & 1]

    def kept(k: int) -> float:
        back = [c for j, c in enumerate(packet) if seat_at[(start + j - k) % NCARDS] == know.me]
        return sum(max(0, c % 13 - 8) for c in back) + 0.1 * len(back)

    ranked = sorted(range(1, NCARDS), key=lambda k: (-kept(k), k))
    return [CUT_BASE + k for k in ranked[:keep]]


def _describe(a: int) -> str:
    if a < CUT_BASE:
        return f"bid {bid_text(bid_of(a))}"
    if a < CONTRACT_BASE:
        return f"cut {a - CUT_BASE}"
    t, c = divmod(a - CONTRACT_BASE, NCARDS)
    return f"trump {TRUMP_CODES[t]}, calling {CARDS[c].code}"


# -- the decisions ---------------------------------------------------------------------------
def decide(view: SeatView, legal: list[Action], budget: Budget, rng: random.Random,
           options: dict[str, Any] | None = None) -> tuple[Action, str] | None:
    """Every decision searched: card play by ISMCTS, the rest by flat PIMC; None only where
    the view and the fast state disagree (an unknown variant)."""
    if view.to_move != view.seat or not legal:
        return None
    phase = NominationsFacts.of(view).phase
    if phase == "play":
        return _decide_play(view, legal, budget, rng, options)
    if phase not in PHASES:
        return None
    by_int = {from_action(a): a for a in legal}
    if len(by_int) == 1:
        return legal[0], "only legal action"
    know = BiddingKnowledge(view, config_for(options))
    probe = know.determinize(random.Random(0)).s
    if probe.turn != view.seat or set(probe.legal()) != set(by_int):
        return None
    it = budget.iterations
    cands: list[int]
    if phase == "auction":
        rule = policy_bid(probe.hands[probe.turn], probe.legal())
        cands = bid_candidates(know, rule, set(by_int), 4 + it // 400)
    elif phase == "contract":
        cands = contract_candidates(know.mine, 5 + it // 300)
    else:
        cands = cut_candidates(know, 4 + it // 300)
    if len(cands) == 1:
        return by_int[cands[0]], f"{_describe(cands[0])}: nothing else worth simulating"
    res = flat_pimc(know.determinize, cands, max(8, it // len(cands)), rng, seat=view.seat,
                    max_seconds=budget.max_seconds)
    return by_int[res.action], (
        f"{_describe(res.action)}: best of {len(cands)} candidates over {res.iterations} "
        f"simulated deals (expected margin {(res.value - 0.5) * know.span:+.1f})")


def _decide_play(view: SeatView, legal: list[Action], budget: Budget, rng: random.Random,
                 options: dict[str, Any] | None) -> tuple[Action, str] | None:
    """Card play by ISMCTS over determinizations of the view."""
    if any(a.verb != "play" for a in legal):
        return None
    by_int = {card_int(a.value): a for a in legal if a.value in CARDS}
    if len(by_int) == 1:
        return legal[0], "only legal card"
    know = Knowledge(view, config_for(options))
    if not view_agrees(know, view.seat, by_int):
        return None
    pool = min(POOL_MAX, max(POOL_MIN, budget.iterations // 6), budget.iterations)
    return play_by_search(know, by_int, view.seat, budget, rng, lambda c: CARDS[c].code,
                          know.span, lambda: know.pooled(rng, pool))
