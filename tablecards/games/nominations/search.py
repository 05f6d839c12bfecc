"""Nominations on the search core: every decision searched. Card play by ISMCTS; the auction,
the double hand's cut and the contract (trump and called card) by flat PIMC over the few
candidates the rule-based bot's hand evaluation ranks highest, each scored by playing the rest
of the deal out (the auction, the contract and the play) in sampled worlds.

Determinizations are the worlds of `knowledge.py` (what the seat knows, from its view only:
the hands, the shown voids, the calls, a double hand's cut packets), wrapped as search states.

Rollouts play the rule policy (`policy.policy_move`, the Easy level's own) through the
auction, the cut, the contract and the play, with a share `EPSILON` of random cards.
Reward: own deal points (multiplier included) minus the others' mean, scaled by the
contract's worth into [0, 1].
"""

from __future__ import annotations

import random
from typing import Any

from tablecards.ai.reasoning import Decision, Fact, Reasoning
from tablecards.ai.search.core import Budget, Wrapped, flat_pimc, margins
from tablecards.ai.search.endgame import play_by_search, view_agrees
from tablecards.ai.search.rating import rate_moves, span_points
from tablecards.ai.search.why import Tricks, WhyGame, likely_losers, playout_facts
from tablecards.games.nominations import knowledge
from tablecards.games.nominations.facts import NominationsFacts
from tablecards.games.nominations.hand_value import (
    PARTNER_TRICKS,
    estimated_tricks,
    is_number,
    misere_danger,
    suit_rank,
)
from tablecards.games.nominations.kernel import (
    BID_BASE,
    CARDS,
    CONTRACT_BASE,
    CUT_BASE,
    MISERE_A,
    NCARDS,
    OPEN_A,
    PASS_A,
    PLAY,
    STACK_ORDER,
    SUIT_MASK,
    FastNominations,
    bid_of,
    card_int,
    cards_of,
    from_action,
)
from tablecards.games.nominations.knowledge import PHASES, Pile, config_for, rules_for
from tablecards.games.nominations.options import GameRules
from tablecards.games.nominations.policy import policy_bid, policy_contract, policy_move
from tablecards.games.nominations.rules import OPEN_MISERE, TRUMP_CODES, bid_text
from tablecards.games.nominations.scoring import contract_value
from tablecards.rules.actions import Action
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView

# Iterations per decision of the Normal and Strong levels (the time cap guards a stalled machine).
# Before the play an iteration is one playout of one candidate in one sampled world.
# Over 80 duplicate deals Strong beat Normal at 100 by +2.62 [+1.03, +4.22] points (at 300,
# +1.18 [-0.09, +2.45]), and Normal at 100 beat the rule bot by +7.53 [+5.93, +9.14].
# Strong is two streams of 1,200, each as deep as the one tree it grew before the streams (cut
# by size, 1,200 was two trees of 600, and 120 deals no longer separated it from Normal); on two
# cores it thinks as long as one tree did: over 120 deals (seed 2026) +2.03 [+0.68, +3.38].
BUDGETS = {"normal": Budget(100, 2.0), "strong": Budget(2400, 3.0, streams=2)}

EPSILON = 0.1
POOL_MIN, POOL_MAX = 24, 128  # worlds dealt for one card-play search
__all__ = ["BUDGETS", "EPSILON", "PHASES", "REVIEW_STEPS", "BiddingKnowledge", "Knowledge", "Pile",
           "bid_candidates", "config_for", "contract_candidates", "cut_candidates", "decide",
           "rate", "why"]


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


# -- what the seat knows --------------------------------------------------------------------
class Knowledge(knowledge.Knowledge):
    """The seat's knowledge in play, its worlds as search states scaled by the contract."""

    def __init__(self, view: SeatView, config: GameRules) -> None:
        super().__init__(view, config)
        value = contract_value(bid_of(self.bid), config)
        self.span = margin_span(value, self.misere, config) * self.mult

    def determinize(self, rng: random.Random) -> NominationsState:
        return NominationsState(self.world(rng), self.span)

    def known_world(self) -> NominationsState | None:
        """The position itself when every unseen card has one possible owner, else None."""
        known = self.known_position()
        return NominationsState(known, self.span) if known is not None else None

    def pooled(self, rng: random.Random, size: int) -> PooledWorlds:
        """A determinizer drawing from `size` worlds dealt now: fitting hands to the calls
        costs more than a playout, so a search reuses a pool of fitted deals."""
        return PooledWorlds(self, [self.deal_hidden(rng) for _ in range(size)])


class PooledWorlds:
    """Determinizations drawn from a pool of fitted deals; a plain object, not a closure, so
    it pickles and search helpers in other processes draw from the same pool."""

    __slots__ = ("know", "pool")

    def __init__(self, know: Knowledge, pool: list[Any]) -> None:
        self.know = know
        self.pool = pool

    def __call__(self, rng: random.Random) -> NominationsState:
        deal = self.pool[int(rng.random() * len(self.pool))]
        return NominationsState(self.know.state(deal), self.know.span)


class BiddingKnowledge(knowledge.BiddingKnowledge):
    """The seat's knowledge before the play, its worlds as search states."""

    def __init__(self, view: SeatView, config: GameRules) -> None:
        super().__init__(view, config)
        top = max(contract_value(b, config) for b in (13, OPEN_MISERE))
        self.span = 2.0 * (top + 13) * 2  # a double hand may follow a pass-out

    def determinize(self, rng: random.Random) -> NominationsState:
        return NominationsState(self.world(rng), self.span)


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
        return Decision(legal[0], "only legal action", Reasoning("only"))
    know = BiddingKnowledge(view, table_rules(view, options))
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
        return Decision(by_int[cands[0]], f"{_describe(cands[0])}: nothing else worth simulating",
                        Reasoning("rule"))
    res = flat_pimc(know.determinize, cands, max(8, it // len(cands)), rng, seat=view.seat,
                    max_seconds=budget.max_seconds)
    margin = (res.value - 0.5) * know.span
    return Decision(by_int[res.action], (
        f"{_describe(res.action)}: best of {len(cands)} candidates over {res.iterations} "
        f"simulated deals (expected margin {margin:+.1f})"),
        Reasoning("search", res.iterations, margin))


def table_rules(view: SeatView, options: dict[str, Any] | None) -> GameRules:
    """The table's rules when the caller knows its options, else as far as the view shows."""
    return config_for(options) if options is not None else rules_for(view)


def _decide_play(view: SeatView, legal: list[Action], budget: Budget, rng: random.Random,
                 options: dict[str, Any] | None) -> tuple[Action, str] | None:
    """Card play by ISMCTS over determinizations of the view."""
    if any(a.verb != "play" for a in legal):
        return None
    by_int = {card_int(a.value): a for a in legal if a.value in CARDS}
    if len(by_int) == 1:
        return Decision(legal[0], "only legal card", Reasoning("only"))
    know = Knowledge(view, table_rules(view, options))
    if not view_agrees(know, view.seat, by_int):
        return None
    pool = min(POOL_MAX, max(POOL_MIN, budget.iterations // 6), budget.iterations)
    return play_by_search(know, by_int, view.seat, budget, rng, lambda c: CARDS[c].code,
                          know.span, lambda: know.pooled(rng, pool))


# -- the coach's review ---------------------------------------------------------------------
#: Points lost against the best move (margin against the others' mean) that make an
#: inaccuracy, a mistake, a blunder: a contract is worth some 10 to 30 points.
REVIEW_STEPS = (1.5, 4.0, 8.0)


def rate(view: SeatView, actions: list[Action], options: dict[str, Any] | None,
         rng: random.Random, worlds: int) -> dict[Action, float] | None:
    """The expected margin in points of each of `actions` (legal in `view`), on the same
    deals, from any phase to the end of the deal; None where the view and the fast state
    disagree."""
    if view.to_move != view.seat or not actions:
        return None
    phase = NominationsFacts.of(view).phase
    config = table_rules(view, options)
    if phase == "play":
        if any(a.verb != "play" or a.value not in CARDS for a in view.legal_actions):
            return None
        by_int = {card_int(a.value): a for a in actions if a.value in CARDS}
        know: Knowledge | BiddingKnowledge = Knowledge(view, config)
    elif phase in PHASES:
        by_int = {from_action(a): a for a in actions}
        know = BiddingKnowledge(view, config)
    else:
        return None
    probe = know.determinize(random.Random(0)).s
    if probe.turn != view.seat or not set(by_int) <= set(probe.legal()):
        return None
    return rate_moves(know, by_int, view.seat, worlds, rng, span_points(know.span))


# -- the coach's reasons --------------------------------------------------------------------
def rollout_step(s: FastNominations, rng: random.Random) -> None:
    """One move of `heuristic_playout` (the why-pass follows a trick card by card)."""
    if s.phase == PLAY and rng.random() < EPSILON:
        cs = cards_of(s.legal_mask())
        s.play(cs[int(rng.random() * len(cs))])
    else:
        s.apply(policy_move(s, rng))


def _contract_tally(_before: FastNominations, after: FastNominations, _seat: int,
                    _winner: int | None) -> dict[str, float]:
    """The declaring side's tricks and whether the contract was made (a misère: no trick
    for the declarer); nothing when the deal was passed out."""
    if after.declarer < 0 or after.bid < 0:
        return {}
    decl, won = after.declarer, after.won
    if after.bid in (MISERE_A, OPEN_A):
        return {"contract_tricks": float(won[decl]), "contract_made_chance": float(won[decl] == 0)}
    side = {decl, after.partner}
    tricks = sum(won[s] for s in side)
    return {"contract_tricks": float(tricks),
            "contract_made_chance": float(tricks >= after.bid - BID_BASE)}


WHY = WhyGame("score_points",
              Tricks(lambda s: s.ntricks if s.phase == PLAY else None, rollout_step,
                     lambda s: s.leader),
              _contract_tally)


def why(view: SeatView, action: Action, options: dict[str, Any] | None,
        rng: random.Random, worlds: int) -> tuple[Fact, ...] | None:
    """The facts behind `action` in `view`: in the play every legal card, before it the
    choice against the search's own candidates, played out on the same deals."""
    if view.to_move != view.seat or not view.legal_actions:
        return None
    phase = NominationsFacts.of(view).phase
    config = table_rules(view, options)
    if phase == "play":
        if any(a.verb != "play" or a.value not in CARDS for a in view.legal_actions):
            return None
        if not isinstance(action.value, Card):
            return None
        know: Knowledge | BiddingKnowledge = Knowledge(view, config)
        moves = [card_int(a.value) for a in view.legal_actions if isinstance(a.value, Card)]
        chosen = card_int(action.value)
        names = {m: CARDS[m].code for m in moves}
        actions = {card_int(a.value): a for a in view.legal_actions
                   if isinstance(a.value, Card)}
    elif phase in PHASES:
        know = BiddingKnowledge(view, config)
        chosen = from_action(action)
        moves = [chosen, *[m for m in _candidates(know, phase) if m != chosen]]
        names = {m: _describe(m) for m in moves}
        actions = {from_action(a): a for a in view.legal_actions}
    else:
        return None
    probe = know.determinize(random.Random(0)).s
    if probe.turn != view.seat or not set(names) <= set(probe.legal()):
        return None
    lead = (Fact("likely_losers", hand_losers(know.mine)),) if phase == "auction" else ()
    return lead + playout_facts(know, names, chosen, view.seat, worlds, rng,
                                span_points(know.span), WHY, actions)


def hand_losers(hand: int) -> int:
    """The likely losers of a hand (a card mask), from its own cards only: the losing-trick
    count (`likely_losers`), suit by suit from the ace down."""
    return likely_losers([12 - c % 13 for c in range(13 * s, 13 * s + 13) if hand >> c & 1]
                         for s in range(4))


def _candidates(know: BiddingKnowledge, phase: str) -> list[int]:
    """The choices the search compares in a phase before the play (its smallest lists)."""
    probe = know.determinize(random.Random(0)).s
    if phase == "auction":
        rule = policy_bid(probe.hands[probe.turn], probe.legal())
        return bid_candidates(know, rule, set(probe.legal()), 4)
    if phase == "contract":
        return contract_candidates(know.mine, 5)
    return cut_candidates(know, 4)
