"""Sneak's combos (spec section 5): classifying a set of cards and comparing sets.

Ranks are numbers 2..14 (ace 14, or 1 when it ends a low straight). Every function works on
multisets, since two packs hold equal cards twice. Keys are tuples compared lexicographically;
a higher type always beats a lower one, and a tie goes to the later player (`best_index`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from itertools import pairwise

from tablecards.rules.cards import Card, Rank, Suit
from tablecards.rules.explain import Why, suit_key, why

MATCH, STRAIGHT_FLUSH, STRAIGHT = "match", "straight_flush", "straight"
FLUSH, NONE = "flush", "none"
# Type order, highest first (section 5.1): match > straight flush > straight > flush > none.
TYPE_ORDER: dict[str, int] = {MATCH: 4, STRAIGHT_FLUSH: 3, STRAIGHT: 2, FLUSH: 1, NONE: 0}
TYPE_NAMES: dict[str, str] = {MATCH: "match", STRAIGHT_FLUSH: "straight flush",
                              STRAIGHT: "straight", FLUSH: "flush", NONE: "set without combo"}
Key = tuple[int, ...]


def value(c: Card) -> int:
    """Numeric rank: 2..10 face value, J 11, Q 12, K 13, A 14."""
    r = int(c.rank)
    return r if r <= 10 else r - 3


def rank_of_value(v: int) -> Rank:
    """The Rank of a numeric value 2..14 (the inverse of `value`)."""
    return Rank(v if v <= 10 else v + 3)


def _suit(c: Card) -> Suit:
    assert c.suit is not None
    return c.suit


def straight_key(values: Sequence[int]) -> Key | None:
    """The key of distinct consecutive ranks (ace high preferred, else ace low), else None."""
    ordered = sorted(values, reverse=True)
    if len(set(ordered)) != len(ordered):
        return None
    if all(a - b == 1 for a, b in pairwise(ordered)):
        return tuple(ordered)
    if ordered[0] == 14:
        low = [*ordered[1:], 1]
        if all(a - b == 1 for a, b in pairwise(low)):
            return tuple(low)
    return None


def classify(cards: Sequence[Card]) -> tuple[str, Key]:
    """A set of two or more cards at its highest type, with its comparison key."""
    values = [value(c) for c in cards]
    if len(set(values)) == 1:
        return MATCH, (values[0],)
    one_suit = len({c.suit for c in cards}) == 1
    run = straight_key(values)
    if run is not None:
        return (STRAIGHT_FLUSH if one_suit else STRAIGHT), run
    desc = tuple(sorted(values, reverse=True))
    return (FLUSH if one_suit else NONE), desc


def as_type(cards: Sequence[Card], kind: str) -> Key | None:
    """The key of `cards` valued as `kind` (a flaunt challenge counts only as the lead's
    type), or None when it does not qualify. A straight flush qualifies as a straight or a
    flush; a same-suit pair of equal cards qualifies as a flush (clarifications)."""
    values = [value(c) for c in cards]
    one_suit = len({c.suit for c in cards}) == 1
    if kind == MATCH:
        return (values[0],) if len(set(values)) == 1 else None
    if kind == FLUSH:
        return tuple(sorted(values, reverse=True)) if one_suit else None
    run = straight_key(values)
    if run is None or (kind == STRAIGHT_FLUSH and not one_suit):
        return None
    return run


def sneak_key(cards: Sequence[Card]) -> Key:
    """The strength of a face-down set: a single card by rank, else (type order, key)."""
    if len(cards) == 1:
        return (value(cards[0]),)
    kind, key = classify(cards)
    return (TYPE_ORDER[kind], *key)


def flaunt_key(cards: Sequence[Card], lead_kind: str | None) -> Key | None:
    """The strength of a face-up set valued as the lead (`None` for a single card)."""
    if lead_kind is None:
        return (value(cards[0]),)
    return as_type(cards, lead_kind)


def best_index(keys: Sequence[Key]) -> int:
    """Index of the winning set, keys given in turn order from the leader: ties go later."""
    best = 0
    for i, k in enumerate(keys):
        if k >= keys[best]:
            best = i
    return best


# The reason a set of each type beats every set of a lower type (a face-down lead only).
TYPE_BEATS: dict[str, str] = {MATCH: "sneak_beats_match", STRAIGHT_FLUSH: "sneak_beats_sf",
                              STRAIGHT: "sneak_beats_straight", FLUSH: "sneak_beats_flush"}


def why_challenge(sets: Sequence[tuple[int, Sequence[Card]]], keys: Sequence[Key], win: int,
                  face_up: bool, lead_kind: str | None) -> Why:
    """Why set `win` (the referee's `best_index`) took a challenge, in Sneak's terms.

    `sets` and `keys` are in turn order from the leader, keys as the referee compared them (a
    face-down set's key starts with its type's order; a flaunt challenge counts only as the
    lead's type, `lead_kind`). The runner-up is the best other set: an equal one means the tie
    went to the later player.
    """
    seat, won = sets[win][0], _ordered(sets[win][1])
    runner = max((i for i in range(len(sets)) if i != win), key=lambda i: keys[i])
    lost, mine, theirs = _ordered(sets[runner][1]), keys[win], keys[runner]
    words: dict[str, str | int] = {"cards": _codes(won), "beaten_cards": _codes(lost)}
    if mine == theirs:
        return why(seat, won[0], "sneak_tie", **words)
    if len(won) == 1:
        if face_up:
            return why(seat, won[0], "sneak_high_suit", suit=suit_key(won[0].suit),
                       beaten_card=lost[0].code, **words)
        return why(seat, won[0], "sneak_high_rank", beaten_card=lost[0].code, **words)
    if face_up:
        kind, start = lead_kind or NONE, 0
    else:
        kind, start = classify(won)[0], 1
        if mine[0] > theirs[0]:
            return why(seat, _card_of(won, mine[1]), TYPE_BEATS[kind], **words)
    if kind in (MATCH, STRAIGHT, STRAIGHT_FLUSH):
        reason = "sneak_higher_match" if kind == MATCH else "sneak_higher_run"
        return why(seat, _card_of(won, mine[start]), reason,
                   beaten_card=_card_of(lost, theirs[start]).code, **words)
    place = next(i for i in range(start, len(mine)) if mine[i] != theirs[i])
    return why(seat, _card_of(won, mine[place]), "sneak_card_by_card",
               beaten_card=_card_of(lost, theirs[place]).code, **words)


def why_unchallenged(seat: int, cards: Sequence[Card]) -> Why:
    """Why a flaunt nobody challenged is banked by its leader (named by its highest card)."""
    ordered = _ordered(cards)
    return why(seat, ordered[0], "sneak_unchallenged", cards=_codes(ordered))


def _card_of(cards: Sequence[Card], v: int) -> Card:
    """The card of a set with numeric rank `v` (1 being a low ace)."""
    return next(c for c in cards if value(c) == (14 if v == 1 else v))


def _ordered(cards: Sequence[Card]) -> list[Card]:
    """A set from its highest card down, as it is compared (a low ace last)."""
    low_ace = 1 in (straight_key([value(c) for c in cards]) or ())
    return sorted(cards, key=lambda c: 1 if low_ace and value(c) == 14 else value(c),
                  reverse=True)


def _codes(cards: Sequence[Card]) -> str:
    return " ".join(c.code for c in cards)


def is_combo(cards: Sequence[Card]) -> bool:
    return len(cards) >= 2 and classify(cards)[0] != NONE


# -- enumeration ---------------------------------------------------------------------------

def counted(cards: Iterable[Card]) -> list[tuple[Card, int]]:
    """A multiset as (card, copies) pairs in card order."""
    return sorted(Counter(cards).items())


def submultisets(items: Sequence[tuple[Card, int]], k: int) -> Iterator[tuple[Card, ...]]:
    """Every sub-multiset of exactly `k` cards, each once, in a fixed order."""
    if k == 0:
        yield ()
        return
    if not items or k > sum(n for _, n in items):
        return
    (card, copies), rest = items[0], items[1:]
    for take in range(min(copies, k), -1, -1):
        for tail in submultisets(rest, k - take):
            yield (card,) * take + tail


def sort_sets(sets: Iterable[tuple[Card, ...]]) -> list[tuple[Card, ...]]:
    """Sets in canonical order: smaller first, then by card order."""
    return sorted({tuple(sorted(s)) for s in sets},
                  key=lambda s: (len(s), [c.sort_key for c in s]))


def by_suit(hand: Iterable[Card]) -> dict[Suit, list[Card]]:
    out: dict[Suit, list[Card]] = {}
    for c in hand:
        out.setdefault(_suit(c), []).append(c)
    return out


def by_value(hand: Iterable[Card]) -> dict[int, list[Card]]:
    out: dict[int, list[Card]] = {}
    for c in hand:
        out.setdefault(value(c), []).append(c)
    return out


def runs(present: set[int], k: int) -> Iterator[list[int]]:
    """Runs of `k` consecutive ranks (ace low as 1) whose ranks are all present."""
    if k > 13:
        return  # thirteen ranks at most: an ace is high or low, never both
    have = present | ({1} if 14 in present else set())
    # Thirteen ranks are every rank: ace high, the same cards as the ace-low run, listed once.
    for top in range(k if k < 13 else 14, 15):
        run = list(range(top - k + 1, top + 1))
        if all(v in have for v in run):
            yield [14 if v == 1 else v for v in run]


def _straights(hand: Sequence[Card], k: int) -> Iterator[tuple[Card, ...]]:
    """Every straight (flush or not) of `k` cards the hand can form."""
    by_rank = {v: sorted(set(cs)) for v, cs in by_value(hand).items()}
    for run in runs(set(by_rank), k):
        yield from _product([by_rank[v] for v in run])


def _product(choices: list[list[Card]]) -> Iterator[tuple[Card, ...]]:
    if not choices:
        yield ()
        return
    for c in choices[0]:
        for tail in _product(choices[1:]):
            yield (c, *tail)


def combos(hand: Sequence[Card], max_size: int) -> list[tuple[Card, ...]]:
    """Every combo (2..max_size cards) the hand holds: matches, flushes, straights."""
    found: list[tuple[Card, ...]] = []
    for group in (*by_value(hand).values(), *by_suit(hand).values()):
        items = counted(group)
        for k in range(2, min(max_size, len(group)) + 1):
            found += submultisets(items, k)
    for k in range(2, max_size + 1):
        found += _straights(hand, k)
    return sort_sets(found)


def flaunt_challenges(
    hand: Sequence[Card], lead: Sequence[Card], lead_kind: str | None, lead_key: Key
) -> list[tuple[Card, ...]]:
    """Every legal challenge to a flaunt: same size, qualifying as the lead's type, and
    ranking equal to or higher than the lead (section 6.2)."""
    k = len(lead)
    if lead_kind is None:
        suit = lead[0].suit
        return sort_sets((c,) for c in hand if c.suit == suit and (value(c),) >= lead_key)
    if lead_kind == STRAIGHT:
        pool: Iterable[tuple[Card, ...]] = _straights(hand, k)
    elif lead_kind == STRAIGHT_FLUSH:  # a suit at a time: a suit holds one straight per run
        pool = (s for g in by_suit(hand).values() for s in _straights(g, k))
    else:
        groups = by_value(hand) if lead_kind == MATCH else by_suit(hand)
        pool = (s for g in groups.values() for s in submultisets(counted(g), k))
    out = []
    for s in pool:
        key = as_type(s, lead_kind)
        if key is not None and key >= lead_key:
            out.append(s)
    return sort_sets(out)


def strongest_challenge(
    hand: Sequence[Card], lead: Sequence[Card], lead_kind: str | None, lead_key: Key
) -> tuple[Card, ...] | None:
    """The legal challenge of the highest `sneak_key` (the first such in canonical order),
    else None. Straights are not listed: a straight flush outranks every plain straight,
    and the first of a run's plain straights takes each rank's lowest card."""
    if lead_kind != STRAIGHT:
        sets = flaunt_challenges(hand, lead, lead_kind, lead_key)
        return max(sets, key=sneak_key) if sets else None
    k = len(lead)
    flushes = flaunt_challenges(hand, lead, STRAIGHT_FLUSH, lead_key)
    if flushes:
        return max(flushes, key=sneak_key)
    by_rank = by_value(hand)
    best = max((r for r in runs(set(by_rank), k) if (straight_key(r) or ()) >= lead_key),
               key=lambda r: straight_key(r) or (), default=None)
    return None if best is None else tuple(sorted(min(by_rank[v]) for v in best))


def can_challenge_flaunt(
    hand: Sequence[Card], lead: Sequence[Card], lead_kind: str | None, lead_key: Key
) -> bool:
    """True when the hand holds at least one legal challenge (cheap: best sets only)."""
    k = len(lead)
    if len(hand) < k:
        return False
    if lead_kind is None:
        return any(c.suit == lead[0].suit and (value(c),) >= lead_key for c in hand)
    if lead_kind == MATCH:
        return any(len(g) >= k and v >= lead_key[0] for v, g in by_value(hand).items())
    if lead_kind == FLUSH:
        return any(len(g) >= k and tuple(sorted((value(c) for c in g), reverse=True))[:k]
                   >= lead_key for g in by_suit(hand).values())
    if lead_kind == STRAIGHT_FLUSH:
        groups: list[list[Card]] = list(by_suit(hand).values())
    else:
        groups = [list(hand)]
    for g in groups:
        have = {value(c) for c in g}
        for run in runs(have, k):
            key = straight_key(run)
            if key is not None and key >= lead_key:
                return True
    return False
