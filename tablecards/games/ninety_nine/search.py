"""Ninety-Nine on the search core: determinizations, bid-aware rollouts, every decision.

Every form (3p, 4p, pairs, 5p, 2p 24 cards, 2p with a dummy) and variant (premium priority,
trump calls and nines, the joker turn-up, no-bid with fixed or announced reveals, divide and
conquer, both Naughty Nun sequences with their trick rules, shows and snaps) is searched, under
the rules `knowledge.rules_for` gives (the table's options when known, else the view's).

Determinizations are the worlds of `knowledge.py` (what the seat knows, from its view only, and
the rules read from it), wrapped as search states. When every unseen card has one possible
place, card play is solved exactly instead (`known_world`, `endgame.solve_known`).

Decisions: bid cards by PIMC over the most promising candidates (choose 3 by a trick estimate,
then simulate each); premium bids, trump calls and announced numbers by PIMC over the
candidates a trick estimate ranks best (pass always among them); the trump-show card by PIMC;
card play, the dummy's cards and snaps by ISMCTS. Rollouts play the rule policy
(`policy.py`, described in the game's README) under every trick rule, a tenth of the cards at
random, the bids among its three best fits.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from tablecards.ai.reasoning import Decision, Fact, Reasoning
from tablecards.ai.search.core import Budget, SearchResult, Wrapped, flat_pimc, ismcts
from tablecards.ai.search.endgame import solve_known
from tablecards.ai.search.rating import rate_moves, span_points
from tablecards.ai.search.why import Tricks, WhyGame, likely_losers, playout_facts
from tablecards.games.ninety_nine import knowledge
from tablecards.games.ninety_nine.facts import NinetyNineFacts
from tablecards.games.ninety_nine.judgement import hand_worth, ranked_bids, worth_table
from tablecards.games.ninety_nine.kernel import CARD_BITS, FastNinetyNine
from tablecards.games.ninety_nine.kernel_tables import (
    ANNOUNCE_SHIFT,
    BID,
    CALL_BITS,
    CALL_NINES,
    CALL_NO_TRUMP,
    CALL_SHIFT,
    CALL_SUIT,
    DONE,
    KIND_BITS,
    NINES,
    NO_TRUMP,
    PASS,
    PLAY,
    PREMIUM,
    RULE_TRUMP,
    SCORE_PAIRS,
    SHOW,
    KernelRules,
    cards_of,
)
from tablecards.games.ninety_nine.knowledge import PHASES, nine_rules, rules_for
from tablecards.games.ninety_nine.knowledge import follow_mask as follow_mask  # re-exported
from tablecards.games.ninety_nine.knowledge import inferred_rules as inferred_rules  # re-exported
from tablecards.games.ninety_nine.policy import (
    general_card,
    own_target,
    plain_card,
    plain_rule,
    policy_bid,
    policy_card,
    policy_move,
)
from tablecards.rules.actions import Action
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView

# Iterations per decision of the Normal and Strong levels (the time cap guards a stalled machine).
# Three players, 360 duplicate deals (seed 2028): Strong (two streams of 1,000) vs Normal at 16
# +6.53 [+3.51, +9.54] points, and Normal at 16 vs the rule bot +15.81 [+10.36, +21.26] over 100.
# Normal at 50 sat too close to Strong: +1.09 [-1.82, +4.01] over the same 360 deals, +2.30
# [-0.25, +4.86] over 360 others with Strong as two trees of 500; more bid worlds for Strong
# (ITERATIONS_PER_WORLD 10) or exploration 0.25 did not widen it (+1.23, +0.65).
BUDGETS = {"normal": Budget(16, 2.0), "strong": Budget(2000, 3.0, streams=2)}

SCALE = 100.0  # deal points of difference that span the reward range
EPSILON = 0.1  # share of rollout cards played at random
STANDARD_PLAYS = 27  # card plays of a three-player deal: the budgets' reference
PREMIUM_KEEP = 6  # premium candidates simulated when trump calls or numbers multiply them
ITERATIONS_PER_WORLD = 25  # a budget's iterations per simulated deal of a bid, premium or show


# -- the search state -------------------------------------------------------------------------
class NinetyNineState(Wrapped[FastNinetyNine]):
    """`FastNinetyNine` as a `SearchState`; reward = own deal points against the others'."""

    __slots__ = ()

    def mover(self) -> int:
        """The live seat that decides (a dummy's cards are played by its controller)."""
        return self.s.controller()

    def rewards(self) -> list[float]:
        """Own points minus the mean of the others' (the dummy counts: it can win the game;
        a partner does not: it shares the side's score)."""
        s = self.s
        pts = s.points()
        n = len(pts)
        pairs = s.rules.scoring == SCORE_PAIRS
        out = []
        for i in range(n):
            others = [pts[j] for j in range(n) if j != i and (not pairs or j % 2 != i % 2)]
            diff = pts[i] - sum(others) / len(others)
            out.append(0.5 + diff / (2 * SCALE))
        return out

    def rollout(self, rng: random.Random) -> list[float]:
        heuristic_playout(self.s, rng)
        return self.rewards()


# -- rollouts ---------------------------------------------------------------------------------
def heuristic_playout(s: FastNinetyNine, rng: random.Random) -> None:
    """Finish the deal in place with the rule policy (`policy.py`): bids among its three best
    fits, the premium round passed, a share `EPSILON` of the cards played at random."""
    r = rng.random
    while s.phase != PLAY and s.phase != DONE:
        if s.phase == BID:
            s.apply(policy_bid(s, rng, spread=3))
        elif s.phase == PREMIUM:
            s.close_premium()  # the policy passes: so do all the rest
        else:
            s.apply(policy_move(s, rng))
    if s.phase != PLAY:
        return
    if not s.rules.dummy and not s.rules.no_bid:
        _fixed_targets_rollout(s, rng)
        return
    while s.phase == PLAY:
        if r() < EPSILON:
            legal = s.legal()
            s.apply(legal[int(r() * len(legal))])
        else:
            s.apply(policy_card(s))


def _fixed_targets_rollout(s: FastNinetyNine, rng: random.Random) -> None:
    """The policy's play where every seat's target is fixed (no dummy, no bid kept back),
    the targets read once: the hot loop, on masks under a plain trump."""
    r = rng.random
    targets = [own_target(s, seat) for seat in range(s.rules.seats)]
    tricks = s.tricks
    while s.phase == PLAY:
        seat = s.turn
        if plain_rule(s):
            if r() < EPSILON:
                cs = cards_of(s.legal_mask())
                s.apply(cs[int(r() * len(cs))])
            else:
                s.apply(plain_card(s, tricks[seat] < targets[seat]))
        else:
            legal = s.legal()
            if r() < EPSILON:
                s.apply(legal[int(r() * len(legal))])
            else:
                s.apply(general_card(s, legal, tricks[seat] < targets[seat]))


# -- what the seat knows ----------------------------------------------------------------------
class Knowledge(knowledge.Knowledge):
    """The seat's knowledge, its worlds as search states."""

    def determinize(self, rng: random.Random) -> NinetyNineState:
        """One complete deal consistent with the view, as a search state."""
        return NinetyNineState(self.world(rng))

    def known_world(self) -> NinetyNineState | None:
        """The position itself when every unseen card has one possible place, else None."""
        known = self.known_position()
        return NinetyNineState(known) if known is not None else None


# -- the decisions ----------------------------------------------------------------------------
def decide(view: SeatView, legal: list[Action], budget: Budget, rng: random.Random,
           options: dict[str, Any] | None = None) -> tuple[Action, str] | None:
    """The search's action and why, or None where the view cannot be read as a deal."""
    read = _read(view, legal, legal, options)
    if read is None:
        return None
    know, by_int = read
    rules = know.rules
    if len(by_int) == 1:
        return Decision(legal[0], "only legal action", Reasoning("only"))
    budget = scaled(budget, rules)
    worlds = max(8, budget.iterations // ITERATIONS_PER_WORLD)
    margin = "(expected margin {:+.1f})"
    if know.phase == BID:
        keep = 4 + budget.iterations // 250
        banned = rules.nines_mask if know.no_nine_bid else 0
        ranked = [m for _, m in ranked_bids(rules, know.hands[know.me], know.trump, know.rule,
                                            banned=banned)]
        cands = [m for m in ranked if m in by_int][:keep]
        res = flat_pimc(know.determinize, cands, worlds, rng, seat=view.seat,
                        max_seconds=budget.max_seconds)
        return Decision(by_int[res.action], (
            f"bid {rules.bid_value(res.action)} chosen among {len(cands)} candidates over "
            f"{res.iterations} deals " + margin.format((res.value - 0.5) * 2 * SCALE)),
            _searched(res))
    if know.phase == PREMIUM:
        cands = premium_candidates(know, sorted(by_int))
        res = flat_pimc(know.determinize, cands, worlds * 2, rng, seat=view.seat,
                        max_seconds=budget.max_seconds)
        return Decision(by_int[res.action], (
            f"premium among {len(cands)} candidates by {res.iterations} simulated deals "
            + margin.format((res.value - 0.5) * 2 * SCALE)), _searched(res))
    if know.phase == SHOW:
        cands = show_candidates(rules, sorted(by_int))
        res = flat_pimc(know.determinize, cands, worlds, rng, seat=view.seat,
                        max_seconds=budget.max_seconds)
        return Decision(by_int[res.action], (
            f"shown card among {len(cands)} candidates by {res.iterations} simulated deals "
            + margin.format((res.value - 0.5) * 2 * SCALE)), _searched(res))
    exact = solve_known(know.known_world(), view.seat)
    if exact is not None and exact[0] in by_int:
        a, value = exact
        return Decision(by_int[a], (
            f"exact endgame, every card left known: {_play_name(by_int[a])} "
            + margin.format((value - 0.5) * 2 * SCALE)),
            Reasoning("exact", 1, (value - 0.5) * 2 * SCALE))
    res = ismcts(know.determinize, sorted(by_int), budget, rng)
    return Decision(by_int[res.action], (
        f"ISMCTS {res.iterations} iterations, {res.visits} visits "
        + margin.format((res.value - 0.5) * 2 * SCALE)), _searched(res))


def _searched(res: SearchResult) -> Reasoning:
    """A search's deals and expected margin in points."""
    return Reasoning("search", res.iterations, (res.value - 0.5) * 2 * SCALE)


# -- the coach's review -----------------------------------------------------------------------
#: Points lost against the best move that make an inaccuracy, a mistake, a blunder: a trick
#: is a point, a bid made earns a bonus of 10 to 30.
REVIEW_STEPS = (2.0, 5.0, 10.0)


def rate(view: SeatView, actions: list[Action], options: dict[str, Any] | None,
         rng: random.Random, worlds: int) -> dict[Action, float] | None:
    """The expected margin in points of each of `actions` (legal in `view`), on the same
    deals; None where the view cannot be read as a deal."""
    read = _read(view, list(view.legal_actions), actions, options)
    if read is None:
        return None
    know, by_int = read
    return rate_moves(know, by_int, view.seat, worlds, rng, span_points(2 * SCALE))


def _read(view: SeatView, legal: list[Action], moves: list[Action],
          options: dict[str, Any] | None) -> tuple[Knowledge, dict[int, Action]] | None:
    """What the seat knows as kernel worlds, and `moves` as kernel ints; None where the view
    cannot be read as a deal or the fast state disagrees with it (never guess)."""
    if NinetyNineFacts.of(view).phase not in PHASES or view.to_move is None or not moves:
        return None
    rules = rules_for(view, options, legal)
    no_nine_bid, lead_nine = nine_rules(view, rules, options, legal)
    know = Knowledge(view, rules, no_nine_bid=no_nine_bid, lead_nine=lead_nine)
    if not know.consistent:
        return None
    probe = know.determinize(random.Random(0)).s
    if probe.turn != view.to_move or probe.controller() != view.seat:
        return None
    by_int = {probe.from_action(a): a for a in moves}
    if not set(by_int) <= set(probe.legal()):
        return None
    return know, by_int


def _play_name(action: Action) -> str:
    """The card of a play (a snap says so) for the reason line."""
    value = action.value
    name = value.code if isinstance(value, Card) else str(value)
    return f"{action.verb} {name}" + (" (snap)" if action.get("snap") else "")


def scaled(budget: Budget, rules: KernelRules) -> Budget:
    """The budget for this form: iterations scaled by how many plays a deal has against the
    three-player game's 27, so every form costs about the same time per decision."""
    factor = min(1.5, max(0.5, STANDARD_PLAYS / (rules.tricks * rules.seats)))
    return dataclasses.replace(budget, iterations=max(1, round(budget.iterations * factor)))


def call_trump(call: int, trump: int) -> int:
    """The trump a premium action's call leaves in force."""
    if call == CALL_NO_TRUMP:
        return NO_TRUMP
    if call == CALL_NINES:
        return NINES
    return call - CALL_SUIT if call >= CALL_SUIT else trump


def premium_candidates(know: Knowledge, actions: list[int]) -> list[int]:
    """Pass and the premium actions whose trump call and number best fit the hand.

    A declare or reveal is promising when the tricks the hand is worth under its called trump
    match the bid (the bid cards laid; the best bid still to lay for a no-bid revealer; the
    announced number, over the nine best cards of the twelve, for an announcing revealer).
    """
    if len(actions) <= PREMIUM_KEEP:
        return actions
    rules = know.rules
    hand = know.hands[know.me]
    bid = know.bids[know.me]

    def miss(a: int) -> float:
        if a & KIND_BITS == PASS:
            return -1.0
        trump = call_trump(a >> CALL_SHIFT & CALL_BITS, know.trump)
        number = (a >> ANNOUNCE_SHIFT) - 1
        if number >= 0:
            worth = worth_table(rules, trump, know.rule)
            best = sorted((worth[c] for c in cards_of(hand)), reverse=True)[:rules.tricks]
            return abs(sum(best) - number)
        if not bid:
            return ranked_bids(rules, hand, trump, know.rule)[0][0]
        return abs(hand_worth(rules, hand, trump, know.rule) - rules.bid_value(bid))

    out: list[int] = []
    per_call: dict[int, int] = {}
    for a in sorted(actions, key=lambda a: (miss(a), a)):
        group = a & (KIND_BITS | CALL_BITS << CALL_SHIFT)
        if per_call.get(group, 0) < 2:  # two numbers at most per kind and trump call
            per_call[group] = per_call.get(group, 0) + 1
            out.append(a)
    return out[:PREMIUM_KEEP]


def show_candidates(rules: KernelRules, cards: list[int]) -> list[int]:
    """The highest and lowest card of each suit: the suit sets the trump, and the rank only
    breaks ties (and tells everyone which card is in the hand)."""
    out: list[int] = []
    for m in rules.suit_mask:
        suit = [c for c in cards if m >> c & 1]
        for c in (suit[-1:] + suit[:1]) if suit else []:
            if c not in out:
                out.append(c)
    return out


# -- the coach's reasons --------------------------------------------------------------------
def rollout_step(s: FastNinetyNine, rng: random.Random) -> None:
    """One card of the play as the rollouts play it (the why-pass follows a trick card by
    card; it starts only in the play)."""
    if rng.random() < EPSILON:
        legal = s.legal()
        s.apply(legal[int(rng.random() * len(legal))])
    else:
        s.apply(policy_card(s))


def _bid_tally(_before: FastNinetyNine, after: FastNinetyNine, seat: int,
               _winner: int | None) -> dict[str, float]:
    """The tricks the seat ends with and whether it made its bid."""
    out = {"tricks_taken": float(after.tricks[seat])}
    if after.phase == DONE:
        out["bid_made_chance"] = float(after.made()[seat])
    return out


WHY = WhyGame("score_points",
              Tricks(lambda s: sum(s.tricks) if s.phase == PLAY else None, rollout_step,
                     lambda s: s.leader),
              _bid_tally)


def why(view: SeatView, action: Action, options: dict[str, Any] | None,
        rng: random.Random, worlds: int) -> tuple[Fact, ...] | None:
    """The facts behind `action` in `view`: a bid first says the number its cards spell;
    the move is played out on the same deals as the search's other candidates (every card
    in the play)."""
    read = _read(view, list(view.legal_actions), list(view.legal_actions), options)
    if read is None:
        return None
    know, by_int = read
    chosen = next((m for m, a in by_int.items() if a.canonical() == action.canonical()), None)
    if chosen is None:
        return None
    rules = know.rules
    lead: tuple[Fact, ...] = ()
    if know.phase == BID:
        lead = (Fact("bid_number", rules.bid_value(chosen)),)
        banned = rules.nines_mask if know.no_nine_bid else 0
        ranked = [m for _, m in ranked_bids(rules, know.hands[know.me], know.trump, know.rule,
                                            banned=banned) if m in by_int and m != chosen]
        moves = [chosen, *ranked[:4]]
    elif know.phase == PREMIUM:
        moves = [chosen, *[m for m in premium_candidates(know, sorted(by_int)) if m != chosen]]
    elif know.phase == SHOW:
        moves = [chosen, *[m for m in show_candidates(rules, sorted(by_int)) if m != chosen]]
    else:
        moves = sorted(by_int)
    names = {m: _play_name(by_int[m]) if know.phase == PLAY else _bid_name(rules, m, by_int[m])
             for m in moves}
    facts = playout_facts(know, names, chosen, view.seat, worlds, rng, span_points(2 * SCALE),
                          WHY, by_int)
    return lead + _sure_fact(know, chosen) + _loser_fact(know, chosen) + facts


def _sure_fact(know: Knowledge, chosen: int) -> tuple[Fact, ...]:
    """The sure winners of the hand kept after a bid (`chosen`, its cards), or of the hand
    held in the trick play; nothing in the other phases or where they cannot be proved."""
    hand = know.hands[know.me]
    if know.phase == BID:
        surely = sure_winners(know, hand & ~chosen, chosen, know.rules.tricks)
    elif know.phase == PLAY:
        surely = sure_winners(know, hand, _out_of_play(know),
                              know.rules.tricks - len(know.view.tricks))
    else:
        surely = None
    return () if surely is None else (Fact("sure_winners", surely),)


def _loser_fact(know: Knowledge, chosen: int) -> tuple[Fact, ...]:
    """The likely losers of the cards kept after a bid (`chosen`, its cards): the
    losing-trick count of the kept cards alone (`likely_losers`); nothing in another phase."""
    if know.phase != BID:
        return ()
    rules = know.rules
    kept = know.hands[know.me] & ~chosen
    w = rules.width
    suits = [[w - 1 - c % w for c in range(w * s, w * s + w) if kept >> c & 1]
             for s in range(len(rules.suit_mask))]
    return (Fact("likely_losers", likely_losers(suits)),)


def sure_winners(know: Knowledge, kept: int, out: int, plays_left: int) -> int | None:
    """The cards of `kept` (a hand mask) certain to win a trick whatever the hidden cards,
    or None where this rule cannot prove it.

    The rule: with a trump suit under the normal trick rule (the highest trump wins), walk
    the trumps from the ace down; a trump in `kept` is a sure winner, a trump in `out`
    (cards the seat knows are out of play: its own bid cards, the completed tricks) is
    skipped, and the first trump that may lie in another hand, or on the trick in progress,
    ends the walk. Every card kept is played in some trick (the seat keeps exactly
    `plays_left` cards, one for each trick it still plays), and a trump with no higher trump
    left anywhere but in the seat's own hand wins the trick it is played to. None without a
    suit of trumps, under another trick rule, while a premium call may still change the
    trumps (the bid with trump calls allowed), or when some kept cards are never played."""
    rules = know.rules
    fixed = know.phase == PLAY or not rules.trump_call
    if know.rule != RULE_TRUMP or not 0 <= know.trump < 4 or not fixed \
            or kept.bit_count() != plays_left:
        return None
    count = 0
    for rank in range(rules.width - 1, -1, -1):
        bit = 1 << (know.trump * rules.width + rank)
        if kept & bit:
            count += 1
        elif not out & bit:
            break
    return count


def _out_of_play(know: Knowledge) -> int:
    """The cards the seat knows are out of play in the trick play: its own bid cards and
    every card of the completed tricks (not the trick in progress)."""
    played = 0
    for cards in know.played_by:
        played |= cards
    for card in know.current:
        played &= ~(1 << (card & CARD_BITS))
    return played | know.bids[know.me]


def _bid_name(rules: KernelRules, move: int, action: Action) -> str:
    """A bid named with the number its cards spell; another choice by its action."""
    value = action.value
    if action.verb == "bid" and isinstance(value, tuple):
        return f"bid {' '.join(c.code for c in value)} (= {rules.bid_value(move)})"
    return _play_name(action)
