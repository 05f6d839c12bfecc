"""Flaunt and flaunt-challenge lists too long to build: a lazy list holds exactly the sets
the plain list would."""

import pickle
import random

from tablecards.games.sneak.choices import (
    PLAIN_LIMIT,
    LazyActions,
    LazyChallenges,
    LazyFlaunts,
    challenge_actions,
    flaunt_actions,
)
from tablecards.games.sneak.combos import (
    STRAIGHT,
    classify,
    combos,
    flaunt_challenges,
    rank_of_value,
    runs,
    sneak_key,
    sort_sets,
    strongest_challenge,
)
from tablecards.rules.actions import Action
from tablecards.rules.cards import Card, Rank, Suit, standard_52

PACK = standard_52()


def _plain(seat: int, hand: list[Card], size: int) -> list[Action]:
    sets = sort_sets((c,) for c in hand) + combos(hand, size)
    return [Action(seat, "flaunt", s) for s in sets]


def _hand(rng: random.Random, packs: int, cards: int) -> list[Card]:
    return rng.sample(PACK * packs, cards)


def test_the_lazy_list_holds_each_plain_flaunt_once() -> None:
    rng = random.Random(5)
    for trial in range(60):
        packs = 1 + trial % 2
        hand = _hand(rng, packs, rng.randint(1, 16))
        size = rng.randint(1, len(hand))
        plain = _plain(1, hand, size)
        lazy = LazyFlaunts(1, hand, size)
        walked = list(lazy)
        assert len(lazy) == len(walked) == len(plain)
        assert len(set(walked)) == len(walked), "no set is listed twice"
        assert set(walked) == set(plain)
        assert [lazy[i] for i in range(len(lazy))] == walked
        assert all(a in lazy for a in plain)


def test_membership_refuses_what_is_no_flaunt() -> None:
    hand = [Card(Rank.FIVE, Suit.SPADES), Card(Rank.SIX, Suit.HEARTS),
            Card(Rank.NINE, Suit.CLUBS), Card(Rank.FIVE, Suit.HEARTS)]
    lazy = LazyFlaunts(0, hand, 3)
    five_six = tuple(sorted(hand[:2]))
    assert Action(0, "flaunt", five_six) in lazy  # a straight
    assert Action(0, "flaunt", tuple(sorted(hand[1:3]))) not in lazy  # no combo
    assert Action(1, "flaunt", five_six) not in lazy  # another seat
    assert Action(0, "sneak", five_six) not in lazy
    assert Action(0, "flaunt", (hand[0], hand[0])) not in lazy  # one copy only
    assert Action(0, "flaunt", tuple(sorted(hand[:3]))) not in lazy  # three cards, no combo
    assert Action(0, "flaunt", "5S") not in lazy


def test_a_two_pack_hoard_is_counted_not_built() -> None:
    """A 52-card hand from two packs has millions of flushes and straights: the list is
    lazy, its length known, and its far end reachable at once."""
    hand = _hand(random.Random(8), 2, 52)
    actions = flaunt_actions(2, hand, 26)
    assert isinstance(actions, LazyFlaunts)
    assert len(actions) > 1_000_000
    last = actions[-1]
    assert last.verb == "flaunt" and last in actions
    again = pickle.loads(pickle.dumps(actions))
    assert isinstance(again, LazyFlaunts) and len(again) == len(actions)
    assert again[-1] == last


def test_a_lazy_list_names_its_verbs_without_listing_them() -> None:
    """`verbs()` (what a benchmark names a decision's phase by) is the set of the listed
    actions' verbs: a head, the counted sets' verb, a tail, and a lazy tail's own verbs."""
    hand = _hand(random.Random(3), 1, 9)
    draw, flaunts = Action(0, "draw"), LazyFlaunts(0, hand, 4)
    assert flaunts.verbs() == {a.verb for a in flaunts} == {"flaunt"}
    sneaks = LazyActions(0, "sneak", hand, 2, 4, head=(draw,), tail=flaunts)
    assert sneaks.verbs() == {a.verb for a in sneaks} == {"draw", "sneak", "flaunt"}
    none = LazyActions(0, "sneak", hand, 12, 12, head=(draw,))  # no set of twelve in nine cards
    assert none.verbs() == {a.verb for a in none} == {"draw"}
    hoard = flaunt_actions(2, _hand(random.Random(8), 2, 52), 26)
    assert isinstance(hoard, LazyFlaunts) and hoard.verbs() == {"flaunt"}


def test_a_short_list_stays_plain_in_canonical_order() -> None:
    hand = _hand(random.Random(2), 1, 8)
    actions = flaunt_actions(0, hand, 8)
    assert len(actions) <= PLAIN_LIMIT
    assert type(actions) is list
    assert actions == _plain(0, hand, 8)


def _straight_lead(rng: random.Random, k: int) -> tuple[Card, ...]:
    """A flaunted straight of `k` cards (not one suit), at a random place in the ranks."""
    top = rng.randint(k, 14)
    values = [14 if v == 1 else v for v in range(top - k + 1, top + 1)]
    cards = [Card(suit=Suit(i % 2), rank=rank_of_value(v)) for i, v in enumerate(values)]
    return tuple(sorted(cards))


def test_the_lazy_challenge_list_holds_each_legal_straight_once() -> None:
    rng = random.Random(11)
    for trial in range(80):
        hand = _hand(rng, 1 + trial % 2, rng.randint(4, 30))
        lead = _straight_lead(rng, rng.randint(2, 6))
        kind, key = classify(lead)
        assert kind == STRAIGHT
        plain = [Action(3, "challenge", s) for s in flaunt_challenges(hand, lead, kind, key)]
        lazy = LazyChallenges(3, hand, len(lead), key)
        walked = list(lazy)
        assert len(lazy) == len(walked) == len(plain)
        assert set(walked) == set(plain) and len(set(walked)) == len(walked)
        assert [lazy[i] for i in range(len(lazy))] == walked
        assert all(a in lazy for a in plain)
        best = strongest_challenge(hand, lead, kind, key)
        assert best == (max((a.value for a in plain), key=sneak_key) if plain else None)


def test_a_hoard_answering_a_long_straight_is_counted_not_built() -> None:
    """Forty cards of two packs against a flaunted straight of thirteen: millions of
    straights may challenge it, so the list is lazy, and the strongest is found at once."""
    hand = _hand(random.Random(4), 2, 60)
    lead = _straight_lead(random.Random(0), 13)
    kind, key = classify(lead)
    decline = Action(1, "decline", True)
    actions = challenge_actions(1, hand, lead, kind, key, head=[decline])
    assert isinstance(actions, LazyChallenges)
    assert len(actions) > 100_000 and actions[0] == decline
    last = actions[-1]
    assert last.verb == "challenge" and last in actions and decline in actions
    assert Action(1, "challenge", last.value[:-1]) not in actions
    again = pickle.loads(pickle.dumps(actions))
    assert len(again) == len(actions) and again[-1] == last
    best = strongest_challenge(hand, lead, kind, key)
    assert best is not None and Action(1, "challenge", best) in actions


def test_thirteen_ranks_make_one_run() -> None:
    """All thirteen ranks are one straight whether the ace counts high or low."""
    assert list(runs(set(range(2, 15)), 13)) == [list(range(2, 15))]
    spades = [Card(suit=Suit.SPADES, rank=rank_of_value(v)) for v in range(2, 15)]
    hand = [*spades, Card(suit=Suit.HEARTS, rank=Rank.FIVE)]
    walked = list(LazyFlaunts(0, hand, 13))
    assert len(walked) == len(set(walked))
