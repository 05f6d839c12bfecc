"""Flaunt lists too long to build: the lazy list holds exactly the sets the plain list would."""

import pickle
import random

from tablecards.games.sneak.choices import PLAIN_LIMIT, LazyFlaunts, flaunt_actions
from tablecards.games.sneak.combos import combos, sort_sets
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


def test_a_short_list_stays_plain_in_canonical_order() -> None:
    hand = _hand(random.Random(2), 1, 8)
    actions = flaunt_actions(0, hand, 8)
    assert len(actions) <= PLAIN_LIMIT
    assert type(actions) is list
    assert actions == _plain(0, hand, 8)
