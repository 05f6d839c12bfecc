"""Sneak on the search core: every decision by flat PIMC over a pruned candidate set.

What a determinization honours (all read from the `SeatView`): the seat's own hand, every
card shown (revealed challenges, banked flaunts, the flaunt on the table), the hand sizes,
the stock size, the pile sizes, who has had a first turn, and the lead in progress: its size,
who was asked and who already challenged a sneak. While a flaunt waits for answers, a seat
that holds enough cards but was not asked holds no legal challenge, and every asked seat
holds one. The unseen cards are dealt to the other hands, the stock (in a random order), the
face-down sets of a pending sneak, and whatever is left lies banked face down (unchallenged
sneaks), where it no longer matters. The seat's own earlier sneaks are not in the view, so
they count as unseen too.

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
from typing import Any, Self

from tablecards.ai.search.core import Budget, flat_pimc
from tablecards.games.sneak import combos
from tablecards.games.sneak.facts import LeadFact, SneakFacts
from tablecards.games.sneak.kernel import (
    ABOVE,
    CHALLENGE,
    DECLINE,
    DRAW,
    FLAUNT,
    NCARDS,
    ONE_PACK,
    SNEAK,
    FastAction,
    FastSneak,
    card_int,
    count,
    pack,
    pack_ints,
    to_action,
    to_cards,
    top_card,
    unpack,
    value_of,
)
from tablecards.games.sneak.policy import (
    answer_action,
    best_run,
    pair_ranks,
    policy_move,
    rate_matches,
    run_cards,
    strong_set,
    turn_action,
)
from tablecards.rules.actions import Action
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView

# Rollouts per decision of the Normal and Strong levels (the time cap guards a stalled machine).
BUDGETS = {"normal": Budget(120, 2.0), "strong": Budget(480, 1.4)}

HORIZON = 32  # rollout actions before the position is scored (0: play the deal out)
ATTEMPTS = 30


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
def _packed(cards: list[Card]) -> int:
    return sum(1 << 2 * card_int(c) for c in cards)


class Knowledge:
    """The facts of a view a determinization must honour."""

    def __init__(self, view: SeatView, options: Mapping[str, Any] | None = None) -> None:
        facts = SneakFacts.of(view)
        opts = options or {}
        self.view = view
        self.n = view.seats
        self.me = view.seat
        self.mine = pack(view.hand)
        shown = [c for t in view.tricks for _, c in t.plays]
        if view.trick is not None:
            shown += [c for _, c in view.trick.plays]
        self.shown = _packed(shown)
        self.sizes = list(view.hand_sizes)
        self.stock = facts.stock
        self.piles = list(facts.piles)
        self.had_turn = [not f for f in facts.first_round]
        self.limit = facts.hand_limit or 0
        self.discard = bool(opts.get("losers_cards_discarded") or facts.discarded)
        self.lead: LeadFact | None = facts.lead.copy() if facts.lead else None
        pending = 0
        if self.lead is not None:
            k = self.lead["count"]
            pending = k if self.lead["face_up"] else k * (1 + len(self.lead["challengers"]))
        total = sum(self.sizes) + self.stock + sum(self.piles) + pending + len(facts.discarded)
        double = bool(opts.get("double_deck")) or self.n >= 5 or total > NCARDS
        self.full = ONE_PACK * (2 if double else 1)
        self.pool = unpack(self.full - self.shown - self.mine)
        self._constraints()

    def _constraints(self) -> None:
        """Who must hold, and who must lack, a legal challenge to the flaunt on the table."""
        self.must_hold: list[int] = []
        self.must_lack: list[int] = []
        self.lead_cards = 0
        self.lead_kind: str | None = None
        self.lead_key: tuple[int, ...] = ()
        lead = self.lead
        if lead is None or not lead["face_up"]:
            return
        cards = tuple(sorted(Card.parse(c) for c in lead["cards"]))
        self.lead_cards = pack(cards)
        self.lead_kind = combos.classify(cards)[0] if len(cards) > 1 else None
        key = combos.flaunt_key(cards, self.lead_kind)
        assert key is not None
        self.lead_key = key
        asked = list(lead["asked"])
        for s in range(self.n):
            if s in (self.me, lead["leader"]):
                continue
            if s in asked:
                self.must_hold.append(s)
            elif self.sizes[s] >= len(cards):
                self.must_lack.append(s)

    def _can_challenge(self, hand: int) -> bool:
        lead = to_cards(self.lead_cards)
        return combos.can_challenge_flaunt(to_cards(hand), lead, self.lead_kind, self.lead_key)

    def _deal(self, rng: random.Random, relax: bool) -> tuple[list[int], list[int]] | None:
        """Hands and the rest of the pool in dealing order, or None when a constraint fails."""
        pool = self.pool[:]
        rng.shuffle(pool)
        hands = [0] * self.n
        hands[self.me] = self.mine
        need = [0 if s == self.me else self.sizes[s] for s in range(self.n)]
        single = self.lead_cards and self.lead_kind is None and not relax
        if single:
            hot = ABOVE[unpack(self.lead_cards)[0]]
            for s in self.must_hold:
                i = next((i for i, c in enumerate(pool) if hot >> 2 * c & 1), -1)
                if i < 0:
                    return None
                hands[s] += 1 << 2 * pool.pop(i)
                need[s] -= 1
            for s in self.must_lack:
                cold = [c for c in pool if not hot >> 2 * c & 1][:need[s]]
                if len(cold) < need[s]:
                    return None
                for c in cold:
                    pool.remove(c)
                    hands[s] += 1 << 2 * c
                need[s] = 0
        at = 0
        for s in range(self.n):
            for c in pool[at:at + need[s]]:
                hands[s] += 1 << 2 * c
            at += need[s]
        if self.lead_cards and not single and not relax and (
                any(not self._can_challenge(hands[s]) for s in self.must_hold)
                or any(self._can_challenge(hands[s]) for s in self.must_lack)):
            return None
        return hands, pool[at:]

    def determinize(self, rng: random.Random) -> SneakState:
        """One complete position consistent with the view (pending answers replayed by the
        rule-based policy where the view hides them)."""
        dealt = None
        for attempt in range(ATTEMPTS + 1):
            dealt = self._deal(rng, attempt == ATTEMPTS)
            if dealt is not None:
                break
        assert dealt is not None
        hands, rest = dealt
        stock, rest = rest[:self.stock], rest[self.stock:]
        lead = self.lead
        turn = self.view.to_move if lead is None else int(lead["leader"])
        assert turn is not None
        s = RolloutSneak(hands, stock, turn, self.had_turn, self.piles, limit=self.limit,
                         discard=self.discard, shown=self.shown, full=self.full)
        state = SneakState(s, HORIZON)
        if lead is None:
            return state
        s.lead_seat, s.lead_up = int(lead["leader"]), bool(lead["face_up"])
        asked = [int(a) for a in lead["asked"]]
        if s.lead_up:
            s.lead_cards, s.lead_kind, s.lead_key = self.lead_cards, self.lead_kind, self.lead_key
            s.asked = asked
            for _ in range(int(lead["decided"])):  # the secret answers already given
                s.apply(answer_action(s, s.to_move()))
            return state
        k = int(lead["count"])
        sets = [sum(1 << 2 * c for c in rest[i * k:(i + 1) * k])
                for i in range(1 + len(lead["challengers"]))]
        s.lead_cards = sets[0]
        s.asked = asked[int(lead["decided"]):]
        s.chal = list(zip((int(c) for c in lead["challengers"]), sets[1:], strict=True))
        return state


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
            sets = combos.flaunt_challenges(to_cards(hand), to_cards(s.lead_cards),
                                            s.lead_kind, s.lead_key)
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
        return legal[0], "only legal action"
    me = view.seat
    know = Knowledge(view, options)
    probe = know.determinize(random.Random(0))
    if probe.s.to_move() != me or probe.s.hands[me] != know.mine:
        return None
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
        return by_code[cands[0]], "the only candidate worth searching"
    worlds = max(4, budget.iterations // len(cands))
    res = flat_pimc(know.determinize, cands, worlds, rng, seat=me,
                    max_seconds=budget.max_seconds)
    return by_code[res.action], (
        f"{describe(decode(res.action))}: best of {len(cands)} candidates over "
        f"{res.iterations} deals (expected margin {(res.value - 0.5) * 2:+.2f} of the cards)")
