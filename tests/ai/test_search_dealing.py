"""Dealing under tight constraints: never stuck while a consistent deal exists."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from tablecards.ai.search.dealing import deal_with_constraints, feasible, unique_deal
from tablecards.games.hearts import search as hs
from tests.games.hearts.test_search import _advance, _match


def _mask(*cards: int) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def test_every_card_goes_to_a_seat_allowed_it_in_the_right_numbers() -> None:
    pool = _mask(*range(12))
    # Seat 1 may hold 0-5, seat 2 6-11 and 0, seat 3 anything.
    allowed = [0, _mask(*range(6)), _mask(0, *range(6, 12)), pool]
    need = [0, 3, 4, 5]
    for seed in range(200):
        hands = deal_with_constraints(pool, [1, 2, 3], need, allowed, random.Random(seed))
        assert hands is not None
        assert hands[1] | hands[2] | hands[3] == pool
        assert hands[1] & hands[2] == hands[1] & hands[3] == hands[2] & hands[3] == 0
        for s in (1, 2, 3):
            assert hands[s].bit_count() == need[s]
            assert hands[s] & ~allowed[s] == 0


def test_the_only_consistent_deal_is_found() -> None:
    """Rejection sampling almost never finds this one: every seat has exactly one way."""
    pool = _mask(*range(9))
    allowed = [0, _mask(0, 1, 2, 3, 4, 5), _mask(3, 4, 5, 6, 7, 8), _mask(0, 1, 2, 6, 7, 8)]
    need = [0, 3, 3, 3]
    seen = Counter()
    for seed in range(60):
        hands = deal_with_constraints(pool, [1, 2, 3], need, allowed, random.Random(seed))
        assert hands is not None
        assert all(hands[s] & ~allowed[s] == 0 for s in (1, 2, 3))
        seen[tuple(hands)] += 1
    assert len(seen) > 1  # several consistent deals exist, and they are all reached


def test_an_impossible_deal_is_reported_not_forced() -> None:
    pool = _mask(0, 1, 2, 3)
    allowed = [0, _mask(0, 1), _mask(0, 1), pool]
    assert not feasible(pool, [1, 2, 3], [0, 2, 2, 0], [0, _mask(0), _mask(1), pool])
    assert deal_with_constraints(pool, [1, 2, 3], [0, 3, 1, 0], allowed, random.Random(1)) is None


def test_unconstrained_dealing_is_close_to_uniform() -> None:
    pool = _mask(0, 1, 2, 3)
    counts = Counter()
    for seed in range(3000):
        hands = deal_with_constraints(pool, [1, 2], [0, 2, 2], [0, pool, pool], random.Random(seed))
        assert hands is not None
        counts[hands[1]] += 1
    assert len(counts) == 6  # C(4, 2) hands for seat 1
    assert min(counts.values()) > 3000 / 6 * 0.8


@pytest.mark.parametrize("seed", [2, 5])
def test_hearts_falls_back_to_exact_dealing_and_honours_voids(
        seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hs.Knowledge, "deal", lambda self, rng: None)  # sampling always stuck
    m = _match(seed, {"no_pass": True})
    checked = 0
    for _ in range(44):
        _advance(m, 1, seed)
        seat = m.controller()
        if seat is None:
            break
        view = m.view(seat)
        know = hs.Knowledge(view, hs.rules_from({}))
        world = know.determinize(random.Random(checked)).s
        for o in range(4):
            if o == seat:
                assert world.hands[o] == know.hand
                continue
            assert world.hands[o] & know.voids[o] == 0
            assert world.hands[o].bit_count() == view.hand_sizes[o]
        assert sorted(world.legal()) == sorted(hs.FastHearts.move_of(a) for a in view.legal_actions)
        checked += 1
    assert checked > 20


# -- a unique deal: when every unseen card has only one possible owner ----------------------
def _all_deals(pool: int, seats: list[int], need: list[int], allowed: list[int]) -> list[list[int]]:
    """Every deal, by brute force over which seat gets each card."""
    cards = [c for c in range(pool.bit_length()) if pool >> c & 1]
    out = []
    for owners in itertools.product(seats, repeat=len(cards)):
        hands = [0] * len(need)
        for c, s in zip(cards, owners, strict=True):
            hands[s] |= 1 << c
        if all(hands[s].bit_count() == need[s] and hands[s] & ~allowed[s] == 0 for s in seats):
            out.append(hands)
    return out


def test_a_forced_deal_is_recognised_and_returned() -> None:
    pool = _mask(0, 1, 2, 3, 4)
    # Seat 1 is void in 2-4 and seat 2 in 0-1: seat 3 must hold what is left.
    allowed = [0, _mask(0, 1), _mask(2, 3, 4), pool]
    assert unique_deal(pool, [1, 2, 3], [0, 2, 2, 1], allowed) is None  # 2-4: three places
    allowed[3] = _mask(2, 3, 4)
    assert unique_deal(pool, [1, 2, 3], [0, 2, 2, 1], allowed) is None  # still a choice
    assert unique_deal(pool, [1, 2], [0, 2, 3], allowed) == [0, _mask(0, 1), _mask(2, 3, 4)]


def test_unique_deal_agrees_with_brute_force() -> None:
    """Random small constraint sets: a deal is returned exactly when brute force finds one
    deal only, and it is that deal."""
    rng = random.Random(5)
    uniques = 0
    for _ in range(400):
        pool = _mask(*rng.sample(range(8), rng.randint(2, 6)))
        seats = [1, 2, 3]
        sizes = [0, 0, 0, 0]
        for _ in range(pool.bit_count()):
            sizes[rng.choice(seats)] += 1
        allowed = [0] + [pool & ~_mask(*rng.sample(range(8), rng.randint(0, 5))) for _ in seats]
        deals = _all_deals(pool, seats, sizes, allowed)
        got = unique_deal(pool, seats, sizes, allowed)
        if len(deals) == 1:
            uniques += 1
            assert got == deals[0]
        else:
            assert got is None
    assert uniques > 20
