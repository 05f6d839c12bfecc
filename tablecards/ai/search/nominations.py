"""Nominations on the search core: card play by ISMCTS; the auction, the cut and the contract
are left to the rule-based player (`decide` returns None for them).

What a determinization honours (all read from the `SeatView`): the seat's own hand, every
played card, the open misère hand once it lies face up, the hand sizes, and the voids shown in
play (a seat that did not follow lacks the led suit; under `must_trump` one that neither
followed nor trumped lacks trumps too). The called card's holder is known only to the seat that
holds it (or once the card is played): otherwise the called card is dealt like any unseen card,
and whoever receives it is the partner in that world (the declarer too, a secret solo).

Rollouts play for the side: a seat whose side is winning the trick plays low, otherwise it
wins as cheaply as it can when last, with its highest winner earlier, and throws its lowest
card when it cannot win; in misère the declarer ducks (highest losing card) and the defenders
play low. Reward: own deal points (multiplier included) minus the others' mean, scaled by the
contract's worth into [0, 1].
"""

from __future__ import annotations

import random
from typing import Any, Self

from tablecards.ai.search.core import Budget, deal_honouring_voids, ismcts
from tablecards.rules.actions import Action
from tablecards.rules.cards import Suit
from tablecards.rules.game import SeatView
from tablecards.rules.nominations.options import OPTION_SPECS, Config, build_config
from tablecards.rules.nominations.rules import MISERE, OPEN_MISERE
from tablecards.rules.nominations.scoring import contract_value
from tablecards.rules.nominations_fast import (
    CARDS,
    MISERE_A,
    OPEN_A,
    PLAY,
    SUIT_MASK,
    FastNominations,
    bid_code,
    bid_of,
    card_int,
    cards_of,
    mask_of,
)
from tablecards.rules.options import resolve_options

# Iterations per decision of the Normal and Strong levels (the time cap guards a stalled machine).
BUDGETS = {"normal": Budget(300, 2.0), "strong": Budget(1200, 1.2)}

EPSILON = 0.1
ATTEMPTS = 30


def config_for(options: dict[str, Any] | None) -> Config:
    """The table's rules when known; the defaults otherwise."""
    if not options:
        return Config()
    try:
        return build_config(options, resolve_options(OPTION_SPECS, options))
    except ValueError:
        return Config()


class NominationsState:
    """`FastNominations` in play as a `SearchState`; reward = own points against the others'."""

    __slots__ = ("s", "span")

    def __init__(self, s: FastNominations, span: float) -> None:
        self.s = s
        self.span = span

    def legal(self) -> list[int]:
        return self.s.legal()

    def apply(self, action: int) -> None:
        self.s.play(action)

    def clone(self) -> Self:
        return type(self)(self.s.clone(), self.span)

    def mover(self) -> int:
        return self.s.turn

    def terminal(self) -> bool:
        return self.s.done

    def rewards(self) -> list[float]:
        pts = self.s.scores()
        total = sum(pts)
        return [0.5 + (p - (total - p) / 3) / self.span for p in pts]

    def rollout(self, rng: random.Random) -> list[float]:
        heuristic_playout(self.s, rng)
        return self.rewards()


def _beats(c: int, best: int, trump: int) -> bool:
    return (c // 13 == best // 13 and c > best) or (c // 13 == trump and best // 13 != trump)


def choose_card(s: FastNominations, r: Any) -> int:
    """The rollout policy's card for the seat to move."""
    cs = cards_of(s.legal_mask())
    if len(cs) == 1 or r() < EPSILON:
        return cs[int(r() * len(cs))]
    seat, trump, decl = s.turn, s.trump, s.declarer
    misere = s.bid in (MISERE_A, OPEN_A)
    if misere:
        if s.trick:
            best = s.best
            losers = [c for c in cs if not _beats(c, best, trump)]
            if seat == decl:
                return max(losers, key=lambda c: c % 13) if losers else \
                    min(cs, key=lambda c: c % 13)
            return min(cs, key=lambda c: c % 13)
        return min(cs, key=lambda c: c % 13)
    side = seat in (decl, s.partner)
    if not s.trick:
        plain = [c for c in cs if c // 13 != trump] or cs
        top = max(plain, key=lambda c: c % 13)
        if top % 13 >= 10:
            return top
        return min(plain, key=lambda c: c % 13)
    if (s.winner in (decl, s.partner)) == side:
        plain = [c for c in cs if c // 13 != trump] or cs
        return min(plain, key=lambda c: c % 13)
    best = s.best
    winners = [c for c in cs if _beats(c, best, trump)]
    if winners:
        last = len(s.trick) == 3
        # cheapest winner when last; otherwise the highest of the winning suit
        key = (lambda c: (c // 13 == trump, c % 13)) if last else \
            (lambda c: (c // 13 == trump, -(c % 13)))
        return min(winners, key=key)
    plain = [c for c in cs if c // 13 != trump] or cs
    return min(plain, key=lambda c: c % 13)


def heuristic_playout(s: FastNominations, rng: random.Random) -> None:
    r = rng.random
    while not s.done:
        s.play(choose_card(s, r))


# -- what the seat knows --------------------------------------------------------------------
class Knowledge:
    """The facts of a view in play that a determinization must honour."""

    def __init__(self, view: SeatView, config: Config) -> None:
        pub = view.public
        self.view = view
        self.config = config
        self.me = view.seat
        self.mine = mask_of(view.hand)
        self.declarer = int(pub["declarer"])
        bid = pub["bid"]
        self.bid = bid_code(bid)
        self.misere = bid in (MISERE, OPEN_MISERE)
        trump = view.trump
        self.trump = -1 if not trump or trump == "none" or self.misere else \
            int(Suit.parse(trump))
        called = pub.get("partner_card")
        self.called = -1 if not called else card_int(next(c for c in CARDS if c.code == called))
        partner = pub.get("partner")
        self.partner = -1 if partner is None else int(partner)
        self.mult = int(pub.get("multiplier", 1))
        value = contract_value(bid_of(self.bid), config)
        self.span = 2.0 * (value + 13) * self.mult
        played = 0
        voids = [0] * 4
        current = view.trick if view.trick is not None and view.trick.plays else None
        for t in [*view.tricks, *([current] if current else [])]:
            lead = t.plays[0][1]
            for seat, c in t.plays[1:]:
                if c.suit != lead.suit:
                    voids[seat] |= SUIT_MASK[int(lead.suit)]  # type: ignore[arg-type]
                    if config.must_trump and self.trump >= 0 and \
                            c.suit is not None and int(c.suit) != self.trump:
                        voids[seat] |= SUIT_MASK[self.trump]
            for _, c in t.plays:
                played |= 1 << card_int(c)
        self.played = played
        self.voids = voids
        self.visible = {s: mask_of(h) for s, h in view.visible_hands.items()}
        seen = self.mine | played
        for m in self.visible.values():
            seen |= m
        self.unseen = ((1 << 52) - 1) & ~seen
        self.sizes = list(view.hand_sizes)
        self.plays = [card_int(c) for _, c in current.plays] if current else []
        self.leader = view.trick.leader if view.trick is not None else self.declarer
        self.won = list(view.tricks_won) or [0, 0, 0, 0]

    def deal_hidden(self, rng: random.Random) -> list[int]:
        """Hidden hands honouring sizes and voids (most constrained seat first)."""
        hidden = [s for s in range(4) if s != self.me and s not in self.visible]
        order = sorted(hidden, key=lambda s: (-self.voids[s].bit_count(), s))
        base = [0] * 4
        base[self.me] = self.mine
        for s, m in self.visible.items():
            base[s] = m
        return deal_honouring_voids(base, order, self.unseen, self.sizes, self.voids, rng,
                                    ATTEMPTS, cards_of)

    def determinize(self, rng: random.Random) -> NominationsState:
        hands = self.deal_hidden(rng)
        partner = self.partner
        if not self.misere and partner < 0 and self.called >= 0:
            partner = next((s for s in range(4) if hands[s] >> self.called & 1), -1)
        st = FastNominations(self.config, self.view.dealer, hands, phase=PLAY, mult=self.mult,
                             declarer=self.declarer, bid=self.bid, trump=self.trump,
                             called=self.called, partner=partner, leader=self.leader,
                             trick=self.plays, won=self.won)
        return NominationsState(st, self.span)


# -- the decision ----------------------------------------------------------------------------
def decide(view: SeatView, legal: list[Action], budget: Budget, rng: random.Random,
           options: dict[str, Any] | None = None) -> tuple[Action, str] | None:
    """Card play by ISMCTS; None (the rule-based player) for the auction, cut and contract."""
    if view.to_move != view.seat or view.public.get("phase") != "play":
        return None
    if any(a.verb != "play" for a in legal):
        return None
    by_int = {card_int(a.value): a for a in legal if a.value in CARDS}
    if len(by_int) == 1:
        return legal[0], "only legal card"
    know = Knowledge(view, config_for(options))
    probe = know.determinize(random.Random(0)).s
    if probe.turn != view.seat or set(probe.legal()) != set(by_int):
        return None
    res = ismcts(know.determinize, sorted(by_int), budget, rng)
    return by_int[res.action], (
        f"ISMCTS {res.iterations} iterations: {CARDS[res.action].code} "
        f"({res.visits} visits, expected margin {(res.value - 0.5) * know.span:+.1f})")
