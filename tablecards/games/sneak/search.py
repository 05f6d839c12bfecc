"""Sneak on the search core: every decision by flat PIMC over a pruned candidate set.

Determinizations are the worlds of `knowledge.py` (what the seat knows, from its view only),
built as `RolloutSneak` and wrapped as search states.

Decisions: draws, leads (sneak or flaunt) and challenges are all searched. Legal lists can
run to millions of subsets, so the candidates are those the rule-based player's logic rates
best: draw, the flaunts it ranks first, a few sneaks (the weakest cards to bank quietly, the
strongest to bait challengers), and for an answer: decline and the best sets. Each candidate
is scored on the same worlds (common random numbers) by a rollout that plays the rule policy
(`policy.policy_move`), truncated at a horizon and scored by the pile sizes plus an estimate of
what each hand will still bank.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, Self, cast

from tablecards.ai.reasoning import Decision, Fact, Reasoning
from tablecards.ai.search.core import Budget, SearchState, flat_pimc
from tablecards.ai.search.rating import rate_moves
from tablecards.ai.search.why import WhyGame, playout_facts
from tablecards.games.sneak import combos, knowledge
from tablecards.games.sneak.answers import answer_action, best_run, run_cards, strong_set
from tablecards.games.sneak.choices import PLAIN_LIMIT, challenge_actions
from tablecards.games.sneak.kernel import (
    ABOVE,
    CHALLENGE,
    DECLINE,
    DRAW,
    FLAUNT,
    SNEAK,
    FastAction,
    FastSneak,
    count,
    from_action,
    pack,
    pack_ints,
    to_action,
    to_cards,
    top_card,
    unpack,
    value_of,
)
from tablecards.games.sneak.policy import pair_ranks, policy_move, rate_matches, turn_action
from tablecards.rules.actions import Action
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView

# Rollouts per decision of the Normal and Strong levels (the time cap guards a stalled machine).
# A rollout here costs several of another game's iterations, so Strong's 480 are cut into four
# streams (every core) although they count fewer than the size that would cut them by itself.
BUDGETS = {"normal": Budget(120, 2.0), "strong": Budget(480, 3.0, streams=4)}

HORIZON = 32  # rollout actions before the position is scored (0: play the deal out)


def encode(action: FastAction) -> int:
    verb, cards = action
    return cards << 3 | verb


def decode(code: int) -> FastAction:
    return code & 7, code >> 3


# -- the search state ------------------------------------------------------------------------
class RolloutSneak(FastSneak):
    """`FastSneak` with its hottest rollout step, finding who may answer a one-card flaunt,
    done by one mask per seat; otherwise the same (the tests play both in lockstep)."""

    __slots__ = ()

    def clone(self) -> RolloutSneak:
        new = super().clone()
        new.__class__ = RolloutSneak  # the same slots: only the methods change
        return new  # type: ignore[return-value]

    def _lead(self, seat: int, cards: int, k: int, up: bool) -> None:
        if not up or k != 1:
            super()._lead(seat, cards, k, up)
            return
        self.had_turn[seat] = True
        self.lead_seat, self.lead_up, self.lead_cards = seat, up, cards
        self.chal = []
        c = top_card(cards)
        self.lead_kind, self.lead_key = None, (value_of(c),)
        above, hands, n = ABOVE[c], self.hands, self.n
        self.asked = [o for o in ((seat + i) % n for i in range(1, n)) if hands[o] & above]
        if not self.asked:
            self._resolve()


class SneakState:
    """`FastSneak` as a `SearchState`; actions are `encode`d ints. Its rollouts play the rule
    policy, truncated at `horizon` actions (0: to the end) and scored by `estimate`."""

    __slots__ = ("horizon", "s")

    def __init__(self, s: FastSneak, horizon: int) -> None:
        self.s = s
        self.horizon = horizon

    def legal(self) -> list[int]:
        return [encode(a) for a in self.s.legal()]

    def apply(self, action: int) -> None:
        self.s.apply(decode(action))

    def clone(self) -> Self:
        return type(self)(self.s.clone(), self.horizon)

    def mover(self) -> int:
        return self.s.to_move()

    def terminal(self) -> bool:
        return self.s.done

    def rewards(self) -> list[float]:
        return margins(self.s, [float(p) for p in self.s.piles])

    def rollout(self, rng: random.Random) -> list[float]:
        s = self.s
        steps = 0
        while not s.done and (not self.horizon or steps < self.horizon or s.lead_seat >= 0):
            s.apply(policy_move(s, rng))
            steps += 1
        if s.done:
            return self.rewards()
        return margins(s, estimate(s))


def estimate(s: FastSneak) -> list[float]:
    """Expected final points of each seat: its pile plus what its hand should still bank.

    Fitted on rule-based self-play (what the rollouts play): a held card banks about one card
    by the end, a little less while the stock is high; a master card (no unseen card of its
    suit above it) is worth more once the stock is out, and less before, when it is flaunted
    for one card at the cost of a draw."""
    stock = len(s.stock) - s.top
    per_card = 1.06 if not stock else 1.15 - stock / 120
    per_master = 0.82 if not stock else -0.65
    out = []
    for p, h, n in zip(s.piles, s.hands, s.sizes, strict=True):
        unseen = s.full - s.shown - h
        masters = sum(1 for c in unpack(h) if not unseen & ABOVE[c]) if h else 0
        out.append(p + per_card * n + per_master * masters)
    return out


def margins(s: FastSneak, points: list[float]) -> list[float]:
    """Own points against the others' mean, mapped into about [0, 1]."""
    n = len(points)
    total = sum(points)
    span = 2.0 * max(total, 1.0)
    return [0.5 + (p - (total - p) / (n - 1)) / span for p in points]


# -- what the seat knows --------------------------------------------------------------------
class Knowledge(knowledge.Knowledge):
    """The seat's knowledge, its worlds as search states."""

    state_type = RolloutSneak

    def determinize(self, rng: random.Random) -> SneakState:
        """One complete position consistent with the view, as a search state."""
        return SneakState(self.world(rng), HORIZON)


# -- the candidates ---------------------------------------------------------------------------
FLAUNTS = 5  # the rule-based player's best-rated flaunts that are searched
SNEAK_SIZES = (1, 2, 3, 5)  # sizes of the weakest-cards sneaks (and the largest allowed)


def flaunt_candidates(hand: int, size: int, unseen: int) -> list[FastAction]:
    """The flaunts the rule-based player rates best (safe ones largest first, then the least
    threatened), plus the longest flush and the longest straight it never considers."""
    cards = unpack(hand)
    rated: list[tuple[int, int, int, int]] = []
    for c in sorted(set(cards)):
        rated.append((count(unseen & ABOVE[c]), -1, value_of(c), 1 << 2 * c))
    if size >= 2:
        rate_matches(hand, pair_ranks(hand), size, unseen, True, rated)
    safe = sorted(r for r in rated if r[0] == 0)
    risky = sorted((r for r in rated if r[0]), key=lambda r: (r[0], r[2], r[1], r[3]))
    out = [(FLAUNT, r[3]) for r in (safe + risky)[:FLAUNTS]]
    if size >= 2:
        suits = [[c for c in cards if c // 13 == suit] for suit in range(4)]
        longest = max(suits, key=lambda g: (len(g), g[-1] if g else 0))
        if len(longest) >= 2:
            out.append((FLAUNT, pack_ints(longest[-size:])))
        pick = {value_of(c): c for c in cards}
        for k in range(min(size, len(pick)), 1, -1):
            top = best_run(sum(1 << v for v in pick), k)
            if top:
                out.append((FLAUNT, run_cards(top, k, pick)))
                break
    return out


def sneak_candidates(cards: list[int], size: int) -> list[FastAction]:
    """The weakest cards (to bank quietly), the strongest single and strong sets (to bait
    challengers)."""
    weak = sorted(cards, key=lambda c: (value_of(c), c))
    sizes = sorted({k for k in (*SNEAK_SIZES, size) if k <= size})
    out = [(SNEAK, pack_ints(weak[:k])) for k in sizes]
    out.append((SNEAK, 1 << 2 * weak[-1]))
    for k in (2, 3):
        best = strong_set(cards, k) if k <= size else 0
        if best:
            out.append((SNEAK, best))
    return out


def best_set(cards: list[int], k: int) -> int:
    """A strongest k-card set as a face-down set: a strong set, else the best flush, else the
    k highest cards."""
    best = strong_set(cards, k)
    if best:
        return best
    flushes = [sorted((c for c in cards if c // 13 == suit), reverse=True)[:k]
               for suit in range(4)]
    flushes = [f for f in flushes if len(f) == k]
    if flushes:
        return pack_ints(max(flushes))
    return pack_ints(sorted(cards, key=value_of, reverse=True)[:k])


def answer_candidates(s: FastSneak, seat: int) -> list[FastAction]:
    """Decline and the sets worth trying against the lead on the table."""
    hand = s.hands[seat]
    cards = unpack(hand)
    out: list[FastAction] = [(DECLINE, 0), answer_action(s, seat)]
    if s.lead_up:
        if s.lead_kind is None:
            x = hand & ABOVE[unpack(s.lead_cards)[0]]
            out += [(CHALLENGE, 1 << 2 * c) for c in sorted(set(unpack(x)))]
        else:
            # A long list is ranked by its first runs: its strongest is the answer above.
            sets = [cast(tuple[Card, ...], a.value) for a in challenge_actions(
                seat, to_cards(hand), to_cards(s.lead_cards), s.lead_kind, s.lead_key
            )[:PLAIN_LIMIT]]
            ranked = sorted(sets, key=combos.sneak_key)
            out += [(CHALLENGE, pack(c)) for c in ranked[:1] + ranked[-3:]]
        return out
    k = count(s.lead_cards)
    if k == 1:
        tops: dict[int, int] = {}
        for c in cards:
            tops.setdefault(value_of(c), c)
        out += [(CHALLENGE, 1 << 2 * tops[v]) for v in sorted(tops, reverse=True)[:4]]
    else:
        out.append((CHALLENGE, best_set(cards, k)))
    return out


def candidates(state: SneakState, seat: int) -> list[FastAction]:
    """Every action worth searching for the seat to move (not yet checked for legality)."""
    s = state.s
    if s.lead_seat >= 0:
        return answer_candidates(s, seat)
    unseen = s.full - s.shown - s.hands[seat]
    out = [turn_action(s, seat, unseen)]
    stock = s.top < len(s.stock)
    if stock and not (s.limit and s.sizes[seat] >= s.limit):
        out.append((DRAW, 0))
    size = s.lead_limit(seat)
    if size:
        out += flaunt_candidates(s.hands[seat], size, unseen)
        if stock:
            out += sneak_candidates(unpack(s.hands[seat]), size)
    return out


def describe(action: FastAction) -> str:
    verb, cards = action
    if verb in (DRAW, DECLINE):
        return "draw" if verb == DRAW else "decline"
    names = " ".join(c.code for c in to_cards(cards))
    return f"{('sneak', 'flaunt', 'challenge')[verb - SNEAK]} {names}"


# -- the decision ----------------------------------------------------------------------------
def decide(view: SeatView, legal: list[Action], budget: Budget, rng: random.Random,
           options: Mapping[str, Any] | None = None) -> tuple[Action, str] | None:
    """The search's action and why, or None when the view and the fast state disagree."""
    if view.to_move != view.seat or not legal:
        return None
    if len(legal) == 1:
        return Decision(legal[0], "only legal action", Reasoning("only"))
    me = view.seat
    agreed = _agreeing_knowledge(view, options)
    if agreed is None:
        return None
    know, probe = agreed
    by_code: dict[int, Action] = {}
    for a in candidates(probe, me):
        code = encode(a)
        if code not in by_code:
            action = to_action(me, a)
            if action in legal:
                by_code[code] = action
    if not by_code:
        return None
    cands = list(by_code)
    if len(cands) == 1:
        return Decision(by_code[cands[0]], "the only candidate worth searching",
                        Reasoning("rule"))
    worlds = max(4, budget.iterations // len(cands))
    res = flat_pimc(know.determinize, cands, worlds, rng, seat=me,
                    max_seconds=budget.max_seconds, streams=budget.streams)
    cards = _card_count(know)
    return Decision(by_code[res.action], (
        f"{describe(decode(res.action))}: best of {len(cands)} candidates over "
        f"{res.iterations} deals (expected margin {(res.value - 0.5) * 2:+.2f} of the cards)"),
        Reasoning("search", res.iterations, (res.value - 0.5) * 2 * cards))


def _card_count(know: Knowledge) -> float:
    """The cards of the deal: what the piles share out by the end (the rewards' scale)."""
    return float(count(know.full))


# -- the coach's review -----------------------------------------------------------------------
#: Cards lost against the best move (margin against the others' mean) that make an
#: inaccuracy, a mistake, a blunder.
REVIEW_STEPS = (1.0, 2.5, 5.0)


def rate(view: SeatView, actions: list[Action], options: Mapping[str, Any] | None,
         rng: random.Random, worlds: int) -> dict[Action, float] | None:
    """The expected margin in cards of each of `actions` (legal in `view`), on the same deals,
    the rollouts cut at the horizon and scored by `estimate`; None when the view and the
    fast state disagree."""
    if view.to_move != view.seat or not actions:
        return None
    me = view.seat
    agreed = _agreeing_knowledge(view, options)
    if agreed is None:
        return None
    know = agreed[0]
    by_code = {encode(from_action(a)): a for a in actions}
    return rate_moves(know, by_code, me, worlds, rng, _margin_points)


def _agreeing_knowledge(view: SeatView, options: Mapping[str, Any] | None
                        ) -> tuple[Knowledge, SneakState] | None:
    """What the seat knows and one position drawn from it, when that position agrees with
    the view (the seat to move and its hand); None otherwise: the adapter does not search."""
    know = Knowledge(view, options)
    probe = know.determinize(random.Random(0))
    if probe.s.to_move() != view.seat or probe.s.hands[view.seat] != know.mine:
        return None
    return know, probe


def _margin_points(state: SearchState, reward: float) -> float:
    """Cards of margin from a reward (its scale is the cards banked, or expected to be)."""
    s = state.s  # type: ignore[attr-defined]
    total = sum(s.piles) if s.done else sum(estimate(s))
    return (reward - 0.5) * 2.0 * max(float(total), 1.0)


# -- the coach's reasons --------------------------------------------------------------------
def _banked(before: FastSneak, after: FastSneak, seat: int,
            _winner: int | None) -> dict[str, float]:
    """The cards the seat banks in the playout (cut at the horizon), and whether it has
    played its hand out by then."""
    return {"cards_banked": float(after.piles[seat] - before.piles[seat]),
            "out_chance": float(after.sizes[seat] == 0)}


WHY = WhyGame("cards", None, _banked)
WHY_OTHERS = 4  # the first of the search's candidates compared with the move (cost)


def why(view: SeatView, action: Action, options: Mapping[str, Any] | None,
        rng: random.Random, worlds: int) -> tuple[Fact, ...] | None:
    """The facts behind `action` in `view`: the move and the search's other candidates
    played out on the same deals (the playouts cut at the horizon, as the search's are)."""
    if view.to_move != view.seat or not view.legal_actions:
        return None
    me = view.seat
    agreed = _agreeing_knowledge(view, options)
    if agreed is None:
        return None
    know, probe = agreed
    chosen = encode(from_action(action))
    names = {chosen: describe(decode(chosen))}
    actions = {chosen: action}
    for a in candidates(probe, me):
        code = encode(a)
        if len(names) > WHY_OTHERS:
            break
        if code not in names and (made := to_action(me, a)) in view.legal_actions:
            names[code] = describe(a)
            actions[code] = made
    return playout_facts(know, names, chosen, me, worlds, rng, _margin_points, WHY, actions)
