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
is scored on the same worlds (common random numbers) by a rollout that plays the rule-based
player on ints, truncated at a horizon and scored by the pile sizes plus an estimate of what
each hand will still bank.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from math import comb
from typing import Any, Self

from tablecards.ai.search.core import Budget, flat_pimc
from tablecards.games.sneak import combos
from tablecards.games.sneak.facts import LeadFact, SneakFacts
from tablecards.games.sneak.kernel import (
    CHALLENGE,
    DECLINE,
    DRAW,
    FLAUNT,
    SNEAK,
    FastAction,
    FastSneak,
    card_int,
    pack,
    to_action,
    to_cards,
    unpack,
)
from tablecards.rules.actions import Action
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView

# Rollouts per decision of the Normal and Strong levels (the time cap guards a stalled machine).
BUDGETS = {"normal": Budget(120, 2.0), "strong": Budget(480, 1.4)}

NCARDS = 52
M1 = sum(1 << 2 * c for c in range(NCARDS))  # the low bit of every card's copy count
ONE_PACK = M1  # one copy of each card
# ABOVE[c]: the copy-count fields of `c` and every higher card of its suit.
ABOVE = tuple(sum(3 << 2 * o for o in range(c, c - c % 13 + 13)) for c in range(NCARDS))
RANK_FIELDS = {v: sum(3 << 2 * (s * 13 + v - 2) for s in range(4)) for v in range(2, 15)}
SUIT_LOW = sum(1 << 2 * i for i in range(13))  # the low bits of one suit's fields
SUIT_FIELDS = tuple(sum(3 << 2 * (s * 13 + i) for i in range(13)) for s in range(4))
SCAN_LIMIT = 3000  # the rule-based player does not challenge a sneak from a longer list
HORIZON = 32  # rollout actions before the position is scored (0: play the deal out)
ATTEMPTS = 30


def count(h: int) -> int:
    """Cards in a packed multiset."""
    return (h & M1).bit_count() + 2 * (h >> 1 & M1).bit_count()


def top_card(h: int) -> int:
    """The highest card int present in a non-empty packed multiset."""
    return (h.bit_length() - 1) >> 1


def value_of(c: int) -> int:
    return c % 13 + 2


def pack_ints(cards: list[int]) -> int:
    return sum(1 << 2 * c for c in cards)


def encode(action: FastAction) -> int:
    verb, cards = action
    return cards << 3 | verb


def decode(code: int) -> FastAction:
    return code & 7, code >> 3


# -- the rule-based player on ints (the rollout policy) ---------------------------------------
def pair_ranks(hand: int) -> int:
    """The ranks held at least twice, as fields in the first suit's places (0: no match)."""
    p = (hand | hand >> 1) & M1
    a, b, c, d = p & SUIT_LOW, p >> 26 & SUIT_LOW, p >> 52 & SUIT_LOW, p >> 78
    t = hand >> 1 & M1  # cards held twice (two packs)
    twice = (t | t >> 26 | t >> 52 | t >> 78) & SUIT_LOW
    return (a | b) & (c | d) | a & b | c & d | twice


def _rate_matches(hand: int, ranks: int, size: int, unseen: int, forced: bool,
                  rated: list[tuple[int, int, int, int]]) -> None:
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
    rated: list[tuple[int, int, int, int]] = []
    while ranks:
        low = ranks & -ranks
        ranks ^= low
        i = (low.bit_length() - 1) >> 1
        if size >= 3 and count(hand & RANK_FIELDS[i + 2]) >= 3:
            _rate_matches(hand, low, size, unseen, False, rated)
        elif not doubles >> 2 * i:
            group = [c for c in range(i, NCARDS, 13) if hand >> 2 * c & 3][:2]
            if len(group) < 2:
                group *= 2  # one card held twice
            rated.append((0, -2, i + 2, pack_ints(group)))
    return min(rated)[3] if rated else 0


def turn_action(s: FastSneak, seat: int, unseen: int) -> FastAction:
    """The rule-based player's turn: the largest safe flaunt (no unseen card could challenge
    it), else draw, else (forced) the least threatened flaunt, cheapest first."""
    hand = s.hands[seat]
    stock = s.top < len(s.stock)
    if stock and (not s.had_turn[seat] or not hand):
        return DRAW, 0
    size = s.lead_limit(seat)
    can_draw = stock and not (s.limit and s.sizes[seat] >= s.limit)
    if size == 0:
        return DRAW, 0
    rated: list[tuple[int, int, int, int]] = []
    single = best_single(hand, unseen, can_draw)
    if single is not None:
        rated.append((single[0], -1, single[1], 1 << 2 * single[2]))
    ranks = pair_ranks(hand) if size >= 2 else 0
    if ranks and can_draw:
        match = safe_match(hand, ranks, size, unseen)
        if match:
            return FLAUNT, match  # a safe match is larger than any single
    elif ranks:
        _rate_matches(hand, ranks, size, unseen, True, rated)
    safe = [r for r in rated if r[0] == 0]
    if safe:
        return FLAUNT, min(safe)[3]
    if can_draw:
        return DRAW, 0
    return FLAUNT, min(rated, key=lambda r: (r[0], r[2], r[1], r[3]))[3]


def best_run(values: int, k: int) -> int:
    """The top of the highest run of `k` consecutive values present (bit v set for value v;
    an ace also counts low), else 0."""
    if values >> 14 & 1:
        values |= 2
    run = (1 << k) - 1
    for top in range(14, k - 1, -1):
        m = run << (top - k + 1)
        if values & m == m:
            return top
    return 0


def _run_cards(top: int, k: int, pick: dict[int, int]) -> int:
    return sum(1 << 2 * pick[14 if v == 1 else v] for v in range(top - k + 1, top + 1))


def strong_set(cards: list[int], k: int) -> int:
    """The best k-card set of type straight or better (match > straight flush > straight),
    packed, else 0."""
    groups: dict[int, list[int]] = {}
    for c in cards:
        groups.setdefault(value_of(c), []).append(c)
    for v in range(14, 1, -1):
        group = groups.get(v)
        if group and len(group) >= k:
            return sum(1 << 2 * c for c in group[:k])
    best = (0, 0)
    for suit in range(4):
        values = 0
        for c in cards:
            if c // 13 == suit:
                values |= 1 << value_of(c)
        top = best_run(values, k)
        if top > best[0]:
            best = (top, suit)
    if best[0]:
        top, suit = best
        return _run_cards(top, k, {v: suit * 13 + v - 2 for v in range(2, 15)})
    top = best_run(sum(1 << v for v in groups), k)
    return _run_cards(top, k, {v: g[0] for v, g in groups.items()}) if top else 0


def answer_action(s: FastSneak, seat: int) -> FastAction:
    """The rule-based player's answer: a flaunt with its best legal set; a sneak only with
    a single queen or better, or a straight or better."""
    hand = s.hands[seat]
    if s.lead_up:
        if s.lead_kind is None:
            x = hand & ABOVE[unpack(s.lead_cards)[0]]
            return (CHALLENGE, 1 << 2 * top_card(x)) if x else (DECLINE, 0)
        sets = combos.flaunt_challenges(to_cards(hand), to_cards(s.lead_cards), s.lead_kind,
                                        s.lead_key)
        return (CHALLENGE, pack(max(sets, key=combos.sneak_key))) if sets else (DECLINE, 0)
    k = count(s.lead_cards)
    if comb(s.sizes[seat], k) + 1 > SCAN_LIMIT:
        return DECLINE, 0
    cards = unpack(hand)
    if k == 1:
        c = max(cards, key=value_of)
        return (CHALLENGE, 1 << 2 * c) if value_of(c) >= 12 else (DECLINE, 0)
    best = strong_set(cards, k)
    return (CHALLENGE, best) if best else (DECLINE, 0)


def policy_action(s: FastSneak, shown: int, full: int) -> FastAction:
    seat = s.to_move()
    if s.lead_seat >= 0:
        return answer_action(s, seat)
    return turn_action(s, seat, full - shown - s.hands[seat])


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
    """`FastSneak` as a `SearchState`, with the multiset of cards shown so far (what the
    rule-based players count from). Actions are `encode`d ints."""

    __slots__ = ("full", "horizon", "s", "shown")

    def __init__(self, s: FastSneak, shown: int, full: int, horizon: int) -> None:
        self.s = s
        self.shown = shown
        self.full = full
        self.horizon = horizon

    def legal(self) -> list[int]:
        return [encode(a) for a in self.s.legal()]

    def apply(self, action: int) -> None:
        self.step(decode(action))

    def step(self, action: FastAction) -> None:
        """Apply an action, adding whatever it reveals to `shown`."""
        s = self.s
        verb, cards = action
        if verb == FLAUNT:
            self.shown += cards
        elif verb in (CHALLENGE, DECLINE) and len(s.asked) == 1:  # the last answer
            sets = [c for _, c in s.chal] + ([cards] if verb == CHALLENGE else [])
            if sets:
                self.shown += sum(sets) + (0 if s.lead_up else s.lead_cards)
        s.apply(action)

    def clone(self) -> Self:
        return type(self)(self.s.clone(), self.shown, self.full, self.horizon)

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
            self.step(policy_action(s, self.shown, self.full))
            steps += 1
        if s.done:
            return self.rewards()
        return margins(s, estimate(s, self.shown, self.full))


def estimate(s: FastSneak, shown: int, full: int) -> list[float]:
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
        unseen = full - shown - h
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
                         discard=self.discard)
        state = SneakState(s, self.shown, self.full, HORIZON)
        if lead is None:
            return state
        s.lead_seat, s.lead_up = int(lead["leader"]), bool(lead["face_up"])
        asked = [int(a) for a in lead["asked"]]
        if s.lead_up:
            s.lead_cards, s.lead_kind, s.lead_key = self.lead_cards, self.lead_kind, self.lead_key
            s.asked = asked
            for _ in range(int(lead["decided"])):  # the secret answers already given
                state.step(answer_action(s, s.to_move()))
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
        _rate_matches(hand, pair_ranks(hand), size, unseen, True, rated)
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
                out.append((FLAUNT, _run_cards(top, k, pick)))
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
    unseen = state.full - state.shown - s.hands[seat]
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
