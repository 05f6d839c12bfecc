"""How the rule-based Sneak player answers a lead, and the strong sets it rests on.

Its own module because both the rule policy and what a seat knows need it: a world replays
the secret answers already given to a flaunt on the table with `answer_action`, and the
policy answers with it in play, so the layering stays kernel <- answers <- knowledge <-
policy <- search.
"""

from __future__ import annotations

from tablecards.games.sneak import combos
from tablecards.games.sneak.kernel import (
    ABOVE,
    CHALLENGE,
    DECLINE,
    FastAction,
    FastSneak,
    count,
    pack,
    to_cards,
    top_card,
    unpack,
    value_of,
)


def answer_action(s: FastSneak, seat: int) -> FastAction:
    """A flaunt is met with the best legal set; a sneak only with a single queen or better,
    or a straight or better."""
    hand = s.hands[seat]
    if s.lead_up:
        if s.lead_kind is None:
            x = hand & ABOVE[top_card(s.lead_cards)]
            return (CHALLENGE, 1 << 2 * top_card(x)) if x else (DECLINE, 0)
        top = combos.strongest_challenge(to_cards(hand), to_cards(s.lead_cards), s.lead_kind,
                                         s.lead_key)
        return (CHALLENGE, pack(top)) if top else (DECLINE, 0)
    k = count(s.lead_cards)
    cards = unpack(hand)
    if k == 1:
        c = max(cards, key=value_of)
        return (CHALLENGE, 1 << 2 * c) if value_of(c) >= 12 else (DECLINE, 0)
    best = strong_set(cards, k)
    return (CHALLENGE, best) if best else (DECLINE, 0)


def best_run(values: int, k: int) -> int:
    """The top of the highest run of `k` consecutive values present (bit v set for value v;
    an ace also counts low, but not both ends at once: no run is longer than 13), else 0."""
    if k > 13:
        return 0
    if values >> 14 & 1:
        values |= 2
    run = (1 << k) - 1
    for top in range(14, k - 1, -1):
        m = run << (top - k + 1)
        if values & m == m:
            return top
    return 0


def run_cards(top: int, k: int, pick: dict[int, int]) -> int:
    """The packed run of `k` values ending at `top`, each value's card from `pick`."""
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
        return run_cards(top, k, {v: suit * 13 + v - 2 for v in range(2, 15)})
    top = best_run(sum(1 << v for v in groups), k)
    return run_cards(top, k, {v: g[0] for v, g in groups.items()}) if top else 0
