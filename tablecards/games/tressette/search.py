"""Tressette for two on the search core: determinizations, heuristic rollouts, exact endgame.

What the seat knows (its `SeatView` only): its hand, every played card, the opponent's shown
draws still in hand (`known_cards`), the stock size, and the opponent's shown voids. Because
every draw is shown, the opponent's *unknown* cards are all from the first deal, so a suit it
once failed to follow is absent from them for the rest of the hand. A determinization deals
the unseen cards: the opponent's hidden cards (never of a void suit), the rest to the stock in
random order.

Once the stock is empty every card is known: `solve` is an exact alpha-beta search with a
transposition table over the two hand bitmasks.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from tablecards.ai.search.core import Budget, Wrapped, ismcts
from tablecards.games.tressette.facts import TressetteFacts
from tablecards.games.tressette.kernel import (
    CARDS,
    FOLLOW_WINS,
    NCARDS,
    SUIT_MASK,
    SUIT_OF,
    VALUE,
    FastTressette,
    card_int,
    cards_of,
    mask_of,
    pick_card,
)
from tablecards.rules.actions import Action
from tablecards.rules.bits import lowest
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView

# Iterations per decision of the Normal and Strong levels (the time cap guards a stalled machine).
BUDGETS = {"normal": Budget(300, 2.0), "strong": Budget(2500, 1.4)}

FULL = (1 << NCARDS) - 1
TOTAL_THIRDS = sum(VALUE)  # 32: the deck's card value; the last trick adds a point
POINTS = 11
# Rollout policy: a cheap discard is a card worth nothing (4-7); leads avoid aces.
CHEAP = sum(1 << (10 * s + i) for s in range(4) for i in range(4))
ACES = sum(1 << (10 * s + 7) for s in range(4))
EPSILON = 0.15  # share of uniformly random rollout moves (deterministic rollouts hurt)


class TressetteState(Wrapped[FastTressette]):
    """`FastTressette` as a `SearchState`; rewards are each seat's share of the 11 points."""

    __slots__ = ()

    def rewards(self) -> list[float]:
        a, b = self.s.scores()
        return [a / POINTS, b / POINTS]

    def rollout(self, rng: random.Random) -> list[float]:
        heuristic_playout(self.s, rng)
        return self.rewards()


def _follow(m: int, lead: int, r: Callable[[], float]) -> int:
    """The follower's card: win a trick worth taking cheaply, else give away least."""
    s = SUIT_OF[lead]
    suit = m & SUIT_MASK[s]
    if r() < EPSILON:
        return pick_card(suit or m, r())
    if suit:
        above = suit >> (lead + 1) << (lead + 1)
        if above and (VALUE[lead] or above & ACES or r() < 0.5):
            aces = above & ACES
            return lowest(aces) if aces and VALUE[lead] else lowest(above)
        return lowest(suit)
    cheap = m & CHEAP
    return pick_card(cheap or (m & ~ACES) or m, r())


def heuristic_playout(st: FastTressette, rng: random.Random) -> None:
    """Finish the hand in place: leads avoid aces, followers win valuable tricks cheaply and
    otherwise play low; void, discard a worthless card. With `EPSILON` a random legal card."""
    r = rng.random
    h = st.hands
    if st.lead >= 0:  # finish the trick in progress
        st.play(_follow(h[st.turn], st.lead, r))
    stock, top, nstock = st.stock, st.top, len(st.stock)
    piles, tricks = st.piles, st.tricks
    leader = st.leader
    wins, value = FOLLOW_WINS, VALUE
    while h[0] or h[1]:
        m = h[leader]
        lead = pick_card(m, r()) if r() < EPSILON else pick_card(m & ~ACES or m, r())
        h[leader] = m ^ (1 << lead)
        follower = 1 - leader
        card = _follow(h[follower], lead, r)
        h[follower] ^= 1 << card
        if wins[lead * 40 + card]:
            leader = follower
        piles[leader] += value[lead] + value[card]
        tricks[leader] += 1
        if top < nstock:
            h[leader] |= 1 << stock[top]
            h[1 - leader] |= 1 << stock[top + 1]
            top += 2
    st.top, st.leader, st.turn, st.lead = top, leader, leader, -1
    st.last = leader
    st.done = True


# -- what the seat knows --------------------------------------------------------------------
class Knowledge:
    """The facts of a view a determinization must honour (ints and masks only)."""

    def __init__(self, view: SeatView) -> None:
        me = view.seat
        opp = 1 - me
        self.me = me
        self.mine = mask_of(view.hand)
        tricks = list(view.tricks)
        current = view.trick
        played = 0
        piles = [0, 0]
        won = [0, 0]
        voids = 0
        for t in [*tricks, *([current] if current else [])]:
            lead_card = t.plays[0][1] if t.plays else None
            for seat, c in t.plays:
                played |= 1 << card_int(c)
                if seat == opp and lead_card is not None and c.suit != lead_card.suit:
                    voids |= SUIT_MASK[card_int(lead_card) // 10]
            if t.winner is not None:
                piles[t.winner] += sum(VALUE[card_int(c)] for _, c in t.plays)
                won[t.winner] += 1
        self.played = played
        self.piles = piles
        self.won = won
        self.last = tricks[-1].winner if tricks and tricks[-1].winner is not None else -1
        self.known = mask_of(view.known_cards.get(opp, []))
        self.unseen = FULL & ~self.mine & ~played & ~self.known
        self.voids = voids
        self.hidden = view.hand_sizes[opp] - self.known.bit_count()
        self.stock = TressetteFacts.of(view).stock
        if current is not None and current.plays:
            self.leader = current.leader
            self.lead = card_int(current.plays[0][1])
        else:
            self.leader = current.leader if current is not None else me
            self.lead = -1

    @property
    def exact(self) -> bool:
        """Every card is accounted for (the stock is empty)."""
        return self.stock == 0

    def determinize(self, rng: random.Random) -> TressetteState:
        """One complete position consistent with the view."""
        allowed = cards_of(self.unseen & ~self.voids)
        rest = cards_of(self.unseen & self.voids)
        rng.shuffle(allowed)
        hidden = allowed[:self.hidden]
        stock = allowed[self.hidden:] + rest
        rng.shuffle(stock)
        opp_hand = self.known
        for c in hidden:
            opp_hand |= 1 << c
        hands = [0, 0]
        hands[self.me] = self.mine
        hands[1 - self.me] = opp_hand
        st = FastTressette(hands, stock, self.leader, self.lead, self.piles, self.won,
                           self.last)
        return TressetteState(st)


# -- exact endgame ------------------------------------------------------------------------
EXACT, LOWER, UPPER = 0, 1, 2


class Solver:
    """Alpha-beta over a fully known position; value = seat 0's final points minus seat 1's."""

    def __init__(self) -> None:
        self.tt: dict[tuple[int, int, int, int, int], tuple[int, int]] = {}
        self.nodes = 0

    def value(self, h0: int, h1: int, leader: int, lead: int, p0: int, alpha: int,
              beta: int) -> int:
        """Value of the position with `leader` to lead (`lead` < 0) or to be answered."""
        self.nodes += 1
        key = (h0, h1, leader, lead, p0)
        hit = self.tt.get(key)
        if hit is not None:
            v, flag = hit
            if flag == EXACT or (flag == LOWER and v >= beta) or (flag == UPPER and v <= alpha):
                return v
        a0 = alpha
        turn = leader if lead < 0 else 1 - leader
        hand = h1 if turn else h0
        maximize = turn == 0
        best = -99 if maximize else 99
        for c in self._order(hand, lead, h0 | h1 | (1 << lead if lead >= 0 else 0)):
            v = self._after(h0, h1, leader, lead, p0, c, turn, alpha, beta)
            if maximize:
                if v > best:
                    best = v
                alpha = max(alpha, v)
            else:
                if v < best:
                    best = v
                beta = min(beta, v)
            if alpha >= beta:
                break
        flag = EXACT
        if best <= a0:
            flag = UPPER
        elif best >= beta:
            flag = LOWER
        self.tt[key] = (best, flag)
        return best

    def _after(self, h0: int, h1: int, leader: int, lead: int, p0: int, c: int, turn: int,
               alpha: int, beta: int) -> int:
        bit = 1 << c
        if turn:
            h1 ^= bit
        else:
            h0 ^= bit
        if lead < 0:
            return self.value(h0, h1, leader, c, p0, alpha, beta)
        winner = turn if FOLLOW_WINS[lead * 40 + c] else leader
        if winner == 0:
            p0 += VALUE[lead] + VALUE[c]
        if not h0 and not h1:
            return final_margin(p0, winner)
        return self.value(h0, h1, winner, -1, p0, alpha, beta)

    @staticmethod
    def _order(hand: int, lead: int, live: int) -> list[int]:
        """Distinct candidate cards, likely best first. Of two touching cards (nothing still
        in play between them) of equal value in one hand only the higher is tried."""
        cs = []
        for c in cards_of(hand):
            above = live & SUIT_MASK[SUIT_OF[c]] & ~((2 << c) - 1)
            nxt = lowest(above)
            if not (above and hand >> nxt & 1 and VALUE[c] == VALUE[nxt]):
                cs.append(c)
        if lead < 0:
            return sorted(cs, key=lambda c: (-VALUE[c], -(c % 10)))
        suit = [c for c in cs if SUIT_OF[c] == SUIT_OF[lead]]
        if not suit:
            return sorted(cs, key=lambda c: (VALUE[c], c % 10))
        winners = [c for c in suit if c > lead]
        return winners + [c for c in suit if c < lead]


def final_margin(p0: int, last: int) -> int:
    s0 = p0 // 3 + (last == 0)
    s1 = (TOTAL_THIRDS - p0) // 3 + (last == 1)
    return s0 - s1


def solve(st: FastTressette, seat: int) -> tuple[int, int]:
    """(best card, its exact margin for `seat`) in a position with every card known."""
    solver = Solver()
    h0, h1 = st.hands
    p0 = st.piles[0]
    best_card, best_v = -1, -99
    live = h0 | h1 | (1 << st.lead if st.lead >= 0 else 0)
    for c in Solver._order(st.hands[st.turn], st.lead, live):
        if seat == 0:
            v = solver._after(h0, h1, st.leader, st.lead, p0, c, st.turn, best_v, 99)
        else:
            v = -solver._after(h0, h1, st.leader, st.lead, p0, c, st.turn, -99, -best_v)
        if v > best_v or best_card < 0:
            best_card, best_v = c, v
    return best_card, best_v


# -- the decision ----------------------------------------------------------------------------
def decide(view: SeatView, legal: list[Action], budget: Budget | None,
           rng: random.Random, options: Mapping[str, Any] | None = None) -> tuple[Action, str]:
    """The search's action for `view` (exact once the stock is empty), and why."""
    by_card = {card_int(a.value): a for a in legal if isinstance(a.value, Card)}
    if len(by_card) == 1:
        return next(iter(by_card.values())), "only legal card"
    know = Knowledge(view)
    if know.exact:
        world = know.determinize(rng).s  # one world: every card is known
        card, margin = solve(world, view.seat)
        return by_card[card], f"exact endgame: {margin:+d} points margin"
    if budget is None:
        raise ValueError("a search budget is needed before the stock is empty")
    result = ismcts(know.determinize, sorted(by_card), budget, rng)
    share = result.value * POINTS
    return by_card[result.action], (
        f"ISMCTS {result.iterations} iterations: {CARDS[result.action].code} "
        f"expects {share:.1f} of 11 points ({result.visits} visits)")
