"""Sheepshead on the search core: card play (with the picker's jack-of-diamonds call-up on its
first lead) by ISMCTS; the pick, the bury and the partner call (going alone included) by flat
PIMC: each candidate is played out from the same sampled worlds with the rule policy
(`policy.py`). Pick candidates are pick and pass; bury candidates the policy's best-ranked
pairs; call candidates alone, every plain call and each unknown ace with the cheapest cards to
set aside.

Determinizations are the worlds of `knowledge.py` (what the seat knows, from its view only:
`Opening` before the first card, `Knowledge` in play), wrapped as search states.

When sizes, shown voids and the partner card leave every unseen card one possible place, card
play is solved exactly instead (`known_world`, `endgame.solve_known`): rare at a real choice,
since the bury hides two cards from all but the picker and the hands are short.

Rollouts follow the rule policy (`policy.py`, the Easy level's too: each seat plays on what it
may know, a secret partner included) with a share of uniformly random cards. Reward: own units
minus the others' mean, scaled into about [0, 1].
"""

from __future__ import annotations

import random
from typing import Any

from tablecards.ai.reasoning import Decision, Fact, Reasoning
from tablecards.ai.search.core import Budget, Wrapped, flat_pimc, margins
from tablecards.ai.search.endgame import play_by_search, view_agrees
from tablecards.ai.search.rating import rate_moves, span_points
from tablecards.ai.search.why import Tricks, WhyGame, playout_facts
from tablecards.games.sheepshead import knowledge
from tablecards.games.sheepshead.facts import SheepsheadFacts
from tablecards.games.sheepshead.kernel import (
    ACES,
    ALONE,
    BURY,
    BURYING,
    CALL,
    CARDS,
    INDEX,
    NCARDS,
    PASS,
    PICK,
    PICKING,
    PLAYING,
    POINTS,
    UNKNOWN,
    FastSheepshead,
    bits,
    from_action,
    mask_of,
)
from tablecards.games.sheepshead.knowledge import OPENING_PHASES
from tablecards.games.sheepshead.options import GameRules, option_specs, resolve_rules
from tablecards.games.sheepshead.policy import (
    FAIL,
    bury_ranking,
    fail_power,
    policy_card,
    policy_move,
)
from tablecards.rules.actions import Action
from tablecards.rules.game import SeatView
from tablecards.rules.options import resolve_options

# `INDEX` and `from_action` are re-exported for the tests that read worlds through this module.
__all__ = ["BUDGETS", "EPSILON", "INDEX", "PIMC_SHARE", "REVIEW_STEPS", "Knowledge", "Opening",
           "SheepsheadState", "bury_keep", "call_candidates", "decide", "decide_opening",
           "from_action", "heuristic_playout", "opening_candidates", "rate", "rules_for", "why"]

# Iterations per decision of the Normal and Strong levels (the time cap guards a stalled machine).
# Over 200 duplicate deals Strong beat Normal at 50 by +0.42 [+0.27, +0.58] units (at 150, only
# +0.11 [-0.04, +0.26] over 173), and Normal at 50 still beat the rule bot by +0.24 [+0.09, +0.40].
BUDGETS = {"normal": Budget(50, 2.0), "strong": Budget(3000, 3.0)}

# Playouts of the pick, bury and call per budget iteration, over all candidates (a playout
# from the pick costs about three ISMCTS iterations of card play).
PIMC_SHARE = 0.3
EPSILON = 0.1


def rules_for(options: dict[str, Any] | None) -> GameRules:
    if not options:
        return GameRules()
    try:
        return resolve_rules(resolve_options(option_specs(), options))
    except ValueError:
        return GameRules()


class SheepsheadState(Wrapped[FastSheepshead]):
    """`FastSheepshead` in play as a `SearchState`; reward = own units against the others'."""

    __slots__ = ()

    def rewards(self) -> list[float]:
        return margins(self.s.scores(), self.span)

    def rollout(self, rng: random.Random) -> list[float]:
        heuristic_playout(self.s, rng)
        return self.rewards()


def heuristic_playout(s: FastSheepshead, rng: random.Random) -> None:
    """Finish the deal from any phase with the rule policy, a share `EPSILON` of the cards at
    random."""
    r = rng.random
    while not s.done:
        if s.phase != PLAYING:
            s.apply(policy_move(s, rng))
            continue
        cs = bits(s.play_mask(s.turn))
        if len(cs) == 1 or r() < EPSILON:
            s.play(cs[int(r() * len(cs))])
        else:
            s.play(policy_card(s, cs))


# -- what the seat knows --------------------------------------------------------------------
class Knowledge(knowledge.Knowledge):
    """The seat's knowledge in play, its worlds as search states."""

    def determinize(self, rng: random.Random) -> SheepsheadState:
        return SheepsheadState(self.world(rng), self.span)

    def known_world(self) -> SheepsheadState | None:
        """The position itself when every unseen card has one possible place, else None."""
        known = self.known_position()
        return SheepsheadState(known, self.span) if known is not None else None


class Opening(knowledge.Opening):
    """The seat's knowledge before the first card, its worlds as search states."""

    def determinize(self, rng: random.Random) -> SheepsheadState:
        return SheepsheadState(self.world(rng), self.span)


# -- the decision ----------------------------------------------------------------------------
def _name(a: int) -> str:
    """A short name of a pick, bury or call action for the reason line."""
    if a in (PICK, PASS):
        return "pick" if a == PICK else "pass"
    if a < ALONE:
        return f"bury {CARDS[(a - BURY) // 32].code} {CARDS[(a - BURY) % 32].code}"
    if a == ALONE:
        return "go alone"
    if a < UNKNOWN:
        return f"call {CARDS[a - CALL].code}"
    ace, u = divmod(a - UNKNOWN, 32)
    return f"call {CARDS[ace].code} unknown ({CARDS[u].code})"


def _play_name(a: int) -> str:
    """A card play's code, or "a call" for the picker's call in play."""
    return CARDS[a].code if a < NCARDS else "a call"


def call_candidates(calls: list[int], keep: int) -> list[int]:
    """Alone, every plain call, and per unknown ace the `keep` cheapest unknown cards."""
    out = [a for a in calls if a < UNKNOWN]
    unknown = sorted((a for a in calls if a >= UNKNOWN),
                     key=lambda a: (POINTS[(a - UNKNOWN) % 32], fail_power((a - UNKNOWN) % 32),
                                    a))
    for ace in ACES:
        out += [a for a in unknown if (a - UNKNOWN) // 32 == ace][:keep]
    return out


def opening_candidates(view: SeatView, legal: list[Action], phase: int,
                       budget: Budget) -> list[int]:
    """The actions worth simulating: both pick choices, the rule bot's best buries, the calls."""
    if phase == PICKING:
        return sorted({from_action(a) for a in legal})
    if phase == BURYING:
        ranked = bury_ranking(mask_of(view.hand), [from_action(a) for a in legal])
        return ranked[:bury_keep(budget)]
    return call_candidates(sorted(from_action(a) for a in legal), 2)


def bury_keep(budget: Budget) -> int:
    """How many of the rule bot's top buries a budget can afford to compare."""
    return min(12, 4 + budget.iterations // 500)


def decide_opening(view: SeatView, legal: list[Action], budget: Budget, rng: random.Random,
                   rules: GameRules) -> tuple[Action, str] | None:
    """Pick, bury or call by flat PIMC: each candidate played out on the same worlds."""
    know = Opening(view, rules)
    by_int = {from_action(a): a for a in legal}
    if not view_agrees(know, view.seat, by_int):
        return None
    cands = opening_candidates(view, legal, know.phase, budget)
    worlds = max(8, int(budget.iterations * PIMC_SHARE) // len(cands))
    res = flat_pimc(know.determinize, cands, worlds, rng, seat=view.seat,
                    max_seconds=budget.max_seconds)
    return Decision(by_int[res.action], (
        f"{_name(res.action)}: best of {len(cands)} candidates over {res.iterations} deals "
        f"(expected margin {(res.value - 0.5) * know.span / 1.25:+.2f} units)"),
        Reasoning("search", res.iterations, (res.value - 0.5) * know.span))


def decide(view: SeatView, legal: list[Action], budget: Budget, rng: random.Random,
           options: dict[str, Any] | None = None) -> tuple[Action, str] | None:
    """Card play by ISMCTS; the pick, bury and call by flat PIMC."""
    if view.to_move != view.seat or view.seats != 5:
        return None
    by_int = {from_action(a): a for a in legal}
    if len(by_int) == 1:
        return Decision(legal[0], "only legal action", Reasoning("only"))
    phase = SheepsheadFacts.of(view).phase
    if phase in OPENING_PHASES:
        return decide_opening(view, legal, budget, rng, rules_for(options))
    if phase != "play":
        return None
    know = Knowledge(view, rules_for(options))
    if not view_agrees(know, view.seat, by_int):
        return None
    return play_by_search(know, by_int, view.seat, budget, rng, _play_name, know.span)


# -- the coach's review ---------------------------------------------------------------------
#: Units lost against the best move (margin against the others' mean, 1.25 times a seat's own
#: units in a zero-sum deal) that make an inaccuracy, a mistake, a blunder.
REVIEW_STEPS = (0.3, 0.75, 1.5)


def _agreeing_knowledge(view: SeatView,
                        options: dict[str, Any] | None) -> Opening | Knowledge | None:
    """What the seat knows before the first card or in the play, when the fast state drawn
    from it agrees with the view's legal moves; None otherwise (the adapter does not
    search)."""
    phase = SheepsheadFacts.of(view).phase
    if phase not in OPENING_PHASES and phase != "play":
        return None
    rules = rules_for(options)
    know = Opening(view, rules) if phase in OPENING_PHASES else Knowledge(view, rules)
    if not view_agrees(know, view.seat, {from_action(a) for a in view.legal_actions}):
        return None
    return know


def rate(view: SeatView, actions: list[Action], options: dict[str, Any] | None,
         rng: random.Random, worlds: int) -> dict[Action, float] | None:
    """The expected margin in units of each of `actions` (legal in `view`), on the same
    deals, from the pick to the last card; None where this adapter does not search."""
    if view.to_move != view.seat or view.seats != 5 or not actions:
        return None
    know = _agreeing_knowledge(view, options)
    if know is None:
        return None
    by_int = {from_action(a): a for a in actions}
    return rate_moves(know, by_int, view.seat, worlds, rng, span_points(know.span))



# -- the coach's reasons --------------------------------------------------------------------
#: Moves compared with the chosen one outside the card play (a bury has dozens of choices).
WHY_OTHERS = 5


def rollout_step(s: FastSheepshead, rng: random.Random) -> None:
    """One move of `heuristic_playout` (the why-pass follows a trick move by move)."""
    if s.phase != PLAYING:
        s.apply(policy_move(s, rng))
        return
    cs = bits(s.play_mask(s.turn))
    if len(cs) == 1 or rng.random() < EPSILON:
        s.play(cs[int(rng.random() * len(cs))])
    else:
        s.play(policy_card(s, cs))


def _picker_side(s: FastSheepshead) -> tuple[int, ...]:
    return (s.picker,) if s.partner < 0 else (s.picker, s.partner)


def _side_tally(_before: FastSheepshead, after: FastSheepshead, _seat: int,
                winner: int | None) -> dict[str, float]:
    """The card points the picker's side ends with, and whether it took the trick."""
    if after.leaster or after.picker < 0:
        return {}
    side = _picker_side(after)
    out = {"picker_side_points": float(sum(after.piles[s] for s in side))}
    if winner is not None:
        out["picker_side_trick_chance"] = float(winner in side)
    return out


WHY = WhyGame("score_points",
              Tricks(lambda s: s.ntricks if s.phase == PLAYING else None, rollout_step,
                     lambda s: s.leader),
              _side_tally)


def why(view: SeatView, action: Action, options: dict[str, Any] | None,
        rng: random.Random, worlds: int) -> tuple[Fact, ...] | None:
    """The facts behind `action` in `view`: in the play every legal card, before it the
    chosen choice and a few others, played out on the same deals; None where this adapter
    does not search."""
    if view.to_move != view.seat or view.seats != 5 or not view.legal_actions:
        return None
    know = _agreeing_knowledge(view, options)
    if know is None:
        return None
    chosen = from_action(action)
    moves = [from_action(a) for a in view.legal_actions]
    phase = SheepsheadFacts.of(view).phase
    if phase != "play":
        moves = [chosen, *[m for m in moves if m != chosen][:WHY_OTHERS]]
    names = {m: _play_name(m) if phase == "play" else _name(m) for m in moves}
    lead = _pick_facts(know.mine) if phase == "pick" and isinstance(know, Opening) else ()
    return lead + playout_facts(know, names, chosen, view.seat, worlds, rng,
                                span_points(know.span), WHY,
                                {from_action(a): a for a in view.legal_actions})


def _pick_facts(hand: int) -> tuple[Fact, ...]:
    """What the hand offered the blind holds, from its own cards only: its trumps, and its
    likely losers, the fail cards other than aces (a fail ace often wins the first round
    of its suit; a lower fail card seldom wins a trick)."""
    trumps = (hand >> FAIL).bit_count()
    fails = hand & ((1 << FAIL) - 1)
    aces = sum(1 for a in ACES if fails >> a & 1)
    return (Fact("trumps_held", trumps), Fact("fail_losers", fails.bit_count() - aces))
