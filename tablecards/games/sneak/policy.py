"""The rule-based Sneak player, written once on the kernel: the Easy level and every level's
fallback (`SneakBot`, over a view) and the search's rollouts (`policy_move`, over a state).
What it plays is described in the game's README ("The rule policy").
"""

from __future__ import annotations

import random

from tablecards.games.sneak.answers import answer_action
from tablecards.games.sneak.kernel import (
    ABOVE,
    DRAW,
    FLAUNT,
    M1,
    NCARDS,
    FastAction,
    FastSneak,
    count,
    pack_ints,
    to_action,
    top_card,
    value_of,
)
from tablecards.games.sneak.knowledge import Knowledge
from tablecards.rules.actions import Action
from tablecards.rules.game import SeatView

RANK_FIELDS = {v: sum(3 << 2 * (s * 13 + v - 2) for s in range(4)) for v in range(2, 15)}
SUIT_LOW = sum(1 << 2 * i for i in range(13))  # the low bits of one suit's fields
SUIT_FIELDS = tuple(sum(3 << 2 * (s * 13 + i) for i in range(13)) for s in range(4))
Rated = tuple[int, int, int, int]  # (threat, -size, rank value, packed set)


def policy_move(state: FastSneak, rng: random.Random) -> FastAction:
    """The action of the seat to move.

    It reads only what that seat may know: its own hand (`hands[seat]`, `sizes[seat]`), the
    public hand sizes between leads, the stock's size (`stock`, `top`), its own first turn
    (`had_turn[seat]`), the hand `limit`, the cards shown (`shown`) and the pack (`full`), and
    of a lead on the table who answers (`lead_seat`, `asked`), whether it is face up
    (`lead_up`), how many cards it holds, and only for a flaunt its cards and type
    (`lead_cards`, `lead_kind`, `lead_key`). Other hands, the stock's order, face-down sets
    and the secret answers to a flaunt (`chal`) are never read, so any determinization of
    them gives the same move. Deterministic: `rng` is kept for the policy protocol."""
    seat = state.to_move()
    if state.lead_seat >= 0:
        return answer_action(state, seat)
    return turn_action(state, seat, state.full - state.shown - state.hands[seat])


# -- a turn -------------------------------------------------------------------------------------
def turn_action(s: FastSneak, seat: int, unseen: int) -> FastAction:
    """The largest safe flaunt (no unseen card could challenge it), else draw, else (forced)
    the least threatened flaunt, cheapest first."""
    hand = s.hands[seat]
    stock = s.top < len(s.stock)
    if stock and (not s.had_turn[seat] or not hand):
        return DRAW, 0
    size = s.lead_limit(seat)
    can_draw = stock and not (s.limit and s.sizes[seat] >= s.limit)
    if size == 0:
        return DRAW, 0
    ranks = pair_ranks(hand) if size >= 2 else 0
    if ranks and can_draw:
        match = safe_match(hand, ranks, size, unseen)
        if match:
            return FLAUNT, match  # a safe match is larger than any single
    rated: list[Rated] = []
    single = best_single(hand, unseen, can_draw)
    if single is not None:
        rated.append((single[0], -1, single[1], 1 << 2 * single[2]))
    if ranks and not can_draw:
        rate_matches(hand, ranks, size, unseen, True, rated)
    safe = [r for r in rated if r[0] == 0]
    if safe:
        return FLAUNT, min(safe)[3]
    if can_draw:
        return DRAW, 0
    return FLAUNT, min(rated, key=lambda r: (r[0], r[2], r[1], r[3]))[3]


def pair_ranks(hand: int) -> int:
    """The ranks held at least twice, as fields in the first suit's places (0: no match)."""
    p = (hand | hand >> 1) & M1
    a, b, c, d = p & SUIT_LOW, p >> 26 & SUIT_LOW, p >> 52 & SUIT_LOW, p >> 78
    t = hand >> 1 & M1  # cards held twice (two packs)
    twice = (t | t >> 26 | t >> 52 | t >> 78) & SUIT_LOW
    return (a | b) & (c | d) | a & b | c & d | twice


def rate_matches(hand: int, ranks: int, size: int, unseen: int, forced: bool,
                 rated: list[Rated]) -> None:
    """Add (threat, -size, rank, packed set) for the match flaunts of up to `size` cards of
    `ranks` (see `pair_ranks`): all of them when `forced`, else only the safe ones (a threat
    is any rank at least as high with `size` unseen copies)."""
    spread: dict[int, int] = {}
    while ranks:
        low = ranks & -ranks
        ranks ^= low
        i = (low.bit_length() - 1) >> 1
        v = i + 2
        held = count(hand & RANK_FIELDS[v])
        for k in range(min(held, size), 1, -1):
            threat = 0
            for w in range(14, v - 1, -1):
                n = spread.get(w)
                if n is None:
                    n = spread[w] = count(unseen & RANK_FIELDS[w])
                if n >= k:
                    threat += 1
                    if not forced:
                        break
            if threat and not forced:
                break  # smaller matches are no safer than this one
            group = [c for c in range(i, NCARDS, 13) for _ in range(hand >> 2 * c & 3)]
            rated.append((threat, -k, v, pack_ints(group[:k])))


def best_single(hand: int, unseen: int, safe_only: bool) -> tuple[int, int, int] | None:
    """(threat, value, card) of the least threatened single flaunt, cheapest first. Within a
    suit the threat only grows downwards, so the best card of a suit is the lowest of its top
    run that no unseen card splits."""
    best = None
    for fields in SUIT_FIELDS:
        h = hand & fields
        if not h:
            continue
        c = top_card(h)
        if safe_only:
            if unseen & ABOVE[c]:
                continue
            threat = 0
        else:
            threat = count(unseen & ABOVE[c])
        while True:
            lower = h & ((1 << 2 * c) - 1)
            if not lower:
                break
            b = top_card(lower)
            if unseen & ABOVE[b] & ~ABOVE[c]:
                break
            c = b
        key = (threat, value_of(c), c)
        if best is None or key < best:
            best = key
    return best


def safe_match(hand: int, ranks: int, size: int, unseen: int) -> int:
    """The largest safe match flaunt (ties: the lowest rank), packed, else 0. A pair is safe
    when no rank at least as high has two unseen copies (one `pair_ranks` of the unseen);
    larger matches take the general count."""
    doubles = pair_ranks(unseen)
    rated: list[Rated] = []
    while ranks:
        low = ranks & -ranks
        ranks ^= low
        i = (low.bit_length() - 1) >> 1
        if size >= 3 and count(hand & RANK_FIELDS[i + 2]) >= 3:
            rate_matches(hand, low, size, unseen, False, rated)
        elif not doubles >> 2 * i:
            group = [c for c in range(i, NCARDS, 13) if hand >> 2 * c & 3][:2]
            if len(group) < 2:
                group *= 2  # one card held twice
            rated.append((0, -2, i + 2, pack_ints(group)))
    return min(rated)[3] if rated else 0


# -- the Easy bot --------------------------------------------------------------------------------
class SneakBot:
    """The policy over a view: any world of the hidden cards serves (one dealt by a fixed
    seed), since `policy_move` never reads them. The move is mapped to its Action and checked
    by membership, which a lazily built list of millions of sneaks answers without listing
    them."""

    name = "sneak-rules"

    def plan(self, view: SeatView, action: Action) -> str | None:
        """The plan behind `action`, the policy's move in `view` (`plan_of`)."""
        return plan_of(view, action)

    def choose(self, view: SeatView, legal: list[Action], rng: random.Random) -> Action:
        """The policy's action (deterministic: `rng` is untouched)."""
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        state = Knowledge(view).world(random.Random(0))
        if state.to_move() != view.seat:
            return legal[0]
        action = to_action(view.seat, policy_move(state, rng))
        return action if action in legal else legal[0]


# -- the plan the policy names ----------------------------------------------------------------
def plan_of(view: SeatView, action: Action) -> str | None:
    """The plan behind `action` when it is the policy's move in `view` (the coach checks
    that it is), on a turn of the seat's own (`turn_action`'s branches; an answer to a lead
    names none), read on the same world of the view (its hidden cards are never read). A
    plan id of this game's `WHY_TEXTS` ("plan:<id>")."""
    state = Knowledge(view).world(random.Random(0))
    seat = view.seat
    if state.lead_seat >= 0 or state.to_move() != seat:
        return None
    stock = state.top < len(state.stock)
    if stock and (not state.had_turn[seat] or not state.hands[seat]):
        return "draw_first"
    if state.lead_limit(seat) == 0:
        return None
    can_draw = stock and not (state.limit and state.sizes[seat] >= state.limit)
    if action.verb == "draw":
        return "draw_no_safe"
    if action.verb == "flaunt":
        return "safe_flaunt" if can_draw else "forced_flaunt"
    return None
