"""Random deals and random playouts on the Ninety-Nine fast path (AI rollouts, benchmarks).

`random_deal` shuffles a deal straight into a `FastNinetyNine`; `playout` finishes any state
with uniformly random legal actions. Under the plain trump rule (every form's normal play)
the tricks run in one inlined loop; other trick rules go through `legal()`/`apply()`.
"""

from __future__ import annotations

import random
from itertools import combinations

from tablecards.games.ninety_nine.kernel import FastNinetyNine
from tablecards.games.ninety_nine.kernel_tables import (
    BID,
    DONE,
    NINES,
    NO_TRUMP,
    PLAY,
    PREMIUM,
    RULE_SNAP,
    RULE_TRUMP,
    KernelRules,
)

STANDARD = KernelRules()
# TRIPLES[n]: every (i, j, k) of hand positions i < j < k for an n-card hand.
TRIPLES = [tuple(combinations(range(n), 3)) for n in range(16)]


def random_deal(
    rng: random.Random, rules: KernelRules | None = None, *, dealer: int | None = None,
    trump: int = NO_TRUMP, rule: int = RULE_TRUMP, joker_turnup: bool = False,
    with_bids: bool = False, show: bool = False, no_nine_bid: bool = False,
    lead_nine: bool = False,
) -> FastNinetyNine:
    """A shuffled deal at the start of its bid (or premium, or show) phase.

    `rule`, `trump`, `show`, `no_nine_bid` and `lead_nine` set a Naughty Nun deal's rules.

    `with_bids` also sets three uniformly random bid cards aside for every player (what
    random bids in the bid phase give, in a fraction of the time): the deal then starts at
    its premium round or first lead.

    With `joker_turnup` the 37th card is turned up: a turned-up joker leaves the 36 cards in
    the hands at no trump; otherwise the joker, wherever it went, plays as the turn-up card,
    so the hands again hold exactly the 36 card ints and `trump` follows the turn-up suit.
    """
    rules = rules or STANDARD
    r = rng.random
    n = rules.seats
    deck = list(range(4 * rules.width))
    for i in range(len(deck) - 1, 0, -1):  # Fisher-Yates with random(): cheaper than randrange
        j = int(r() * (i + 1))
        deck[i], deck[j] = deck[j], deck[i]
    size = rules.hand_size
    bit = rules.bit.__getitem__
    # the hands' cards are disjoint, so summing their bits ors them (in C, via map)
    hands = [sum(map(bit, deck[seat * size:(seat + 1) * size])) for seat in range(n)]
    if dealer is None:
        dealer = int(r() * rules.live)
    joker = -1
    if joker_turnup:
        up = int(r() * (len(deck) + 1))
        if up < len(deck):
            joker = up
            trump = NO_TRUMP if up % rules.width == rules.nine_index else up // rules.width
        else:
            trump = NO_TRUMP
    bids = [0] * n
    if with_bids and not (rules.no_bid or show or no_nine_bid):
        # a uniformly random bid: the first three cards of each hand as dealt
        for seat in range(rules.live):
            bids[seat] = sum(map(bit, deck[seat * size:seat * size + 3]))
            hands[seat] ^= bids[seat]
    if rules.dummy:  # the dummy's first three cards are its bid
        seat = n - 1
        bids[seat] = sum(map(bit, deck[seat * size:seat * size + 3]))
        hands[seat] ^= bids[seat]
    if show or no_nine_bid or lead_nine:
        return FastNinetyNine.start(rules, hands, dealer, bids=bids, trump=trump, rule=rule,
                                    joker=joker, show=show, no_nine_bid=no_nine_bid,
                                    lead_nine=lead_nine)
    return FastNinetyNine._dealt(rules, hands, dealer, bids, trump, rule, joker)


def _random_card(hand: int, r: random.Random, rules: KernelRules) -> int:
    """A uniformly random card of a hand mask (k-th set bit via the per-suit rank table)."""
    k = int(r.random() * hand.bit_count())
    w = rules.width
    bits = rules.suit_bits
    ranks = rules.ranks
    for off in (0, w, 2 * w, 3 * w):
        t = ranks[(hand >> off) & bits]
        if k < len(t):
            return off + t[k]
        k -= len(t)
    raise ValueError("empty hand")


def _random_bid(state: FastNinetyNine, rng: random.Random) -> int:
    """Three distinct random cards of the bidder's hand, as a mask: one random draw picks
    the positions from the table of all triples of hand positions."""
    rules = state.rules
    hand = state.hands[state.turn]
    if state.no_nine_bid:
        hand &= ~rules.nines_mask
    cards = _cards_in(hand, rules)
    triples = TRIPLES[len(cards)]
    i, j, k = triples[int(rng.random() * len(triples))]
    return (1 << cards[i]) | (1 << cards[j]) | (1 << cards[k])


def _cards_in(hand: int, rules: KernelRules) -> list[int]:
    """The cards of a hand mask in order, suit by suit through the rank-pattern table."""
    w, bits, ranks = rules.width, rules.suit_bits, rules.ranks
    return [off + r for off in (0, w, 2 * w, 3 * w) for r in ranks[(hand >> off) & bits]]


def playout(state: FastNinetyNine, rng: random.Random, *, premiums: bool = False) -> list[int]:
    """Play `state` to the end in place with uniformly random legal actions; its points.

    Bids are three random cards; the premium round is all passes unless `premiums`, then
    uniform over the legal premium actions. Clone first to keep the state.
    """
    while state.phase != PLAY and state.phase != DONE:
        if state.phase == BID:
            state.apply(_random_bid(state, rng))
        elif state.phase == PREMIUM and not premiums:
            state.close_premium()  # the rest pass
        else:
            legal = state.legal()
            state.apply(legal[int(rng.random() * len(legal))])
    if state.phase == PLAY:
        simple = state.rule == RULE_TRUMP and state.trump != NINES and not state.lead_nine
        if simple:
            _fast_tricks(state, rng)
        else:
            _generic_tricks(state, rng)
    return state.points()


def _generic_tricks(state: FastNinetyNine, rng: random.Random) -> None:
    """Random play through `legal_mask()`/`apply()`: every trick rule, and the reference the
    inlined loop is tested against (it draws one `random()` per card, as that loop does)."""
    r = rng.random
    rules = state.rules
    while state.phase == PLAY:
        if state.rule == RULE_SNAP:
            legal = state.legal()
            state.apply(legal[int(r() * len(legal))])
            continue
        mask = state.legal_mask()
        state.apply(_random_card(mask, rng, rules))


def _fast_tricks(state: FastNinetyNine, rng: random.Random) -> None:
    """Random play under the plain trump rule, inlined: the hot loop of every playout.

    Each hand is kept twice: as a sorted card list (a random lead or discard is one `pop`) and
    as a mask (the led suit's cards are `ranks[(hand >> off) & bits]`, since a suit is a
    contiguous bit run; a higher int within a suit is a higher card). Randomness is drawn
    exactly as `_generic_tricks` draws it, so both play the same game from the same seed.
    """
    while state.trick:  # finish a trick in progress the plain way
        state.apply(_random_card(state.legal_mask(), rng, state.rules))
        if state.phase == DONE:
            return
    rules = state.rules
    r = rng.random
    hands = state.hands
    tricks = state.tricks
    trump = state.trump
    n = rules.seats
    w = rules.width
    bits = rules.suit_bits
    ranks = rules.ranks
    rotations = rules.rotations
    dummy = n - 1 if rules.dummy else -1
    ctrl = state.ctrl
    lists = [_cards_in(h, rules) for h in hands]
    leader = state.leader
    for _ in range(rules.tricks - sum(tricks)):
        if dummy < 0:
            seq = rotations[leader]
        elif leader == dummy:  # the controller leads from the dummy and plays last
            seq = (dummy, 1 - ctrl, ctrl)
        else:
            seq = (leader, 1 - leader, dummy)
        cards = lists[leader]
        best = cards.pop(int(r() * len(cards)))  # lead: any card
        hands[leader] ^= 1 << best
        best_suit = best // w
        led_off = best_suit * w
        trumped = False
        winner = leader
        for p in seq[1:]:
            h = hands[p]
            t = ranks[(h >> led_off) & bits]
            if t:  # must follow: a random card of the led suit
                c = led_off + t[int(r() * len(t))]
                lists[p].remove(c)
                if c > best and not trumped:
                    best, winner = c, p
            else:  # void: any card; only a trump can take the trick
                cards = lists[p]
                c = cards.pop(int(r() * len(cards)))
                if c // w == trump and (not trumped or c > best):
                    best, winner, trumped = c, p, True
            hands[p] = h ^ (1 << c)
        tricks[winner] += 1
        leader = winner
        if winner != dummy:
            ctrl = winner
    state.leader = leader
    state.ctrl = ctrl if dummy >= 0 else -1
    state.seq = state._trick_order()
    state._finish()
