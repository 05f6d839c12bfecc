"""The Ninety-Nine fast path against the validating engine, action by action.

The engine (`tablecards.games.ninety_nine`) is the rules authority. For every offered form and
variant (`NinetyNineMatch.variant_examples`) a match and a `FastNinetyNine` built from its deal
are stepped in lockstep with random legal actions; at every step the seat to move, its
controller and the set of legal actions (mapped both ways) must agree, and at the end the
tricks and points per seat. The fast state is also rebuilt from the engine mid-deal, so the
explicit-field constructor is checked too. A corrupted fast state must be caught, so the
comparison is not vacuous.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tablecards.games.ninety_nine.deal import NinetyNineDeal
from tablecards.games.ninety_nine.kernel import FastNinetyNine
from tablecards.games.ninety_nine.kernel_engine import from_deal
from tablecards.games.ninety_nine.kernel_playout import (
    _fast_tricks,
    _generic_tricks,
    playout,
    random_deal,
)
from tablecards.games.ninety_nine.kernel_tables import (
    BID,
    DECLARE,
    DONE,
    NINES,
    NO_TRUMP,
    PLAY,
    REVEAL,
    RULE_HIERARCHY,
    RULE_HIGH_RANK,
    RULE_SECOND_BEST,
    RULE_SNAP,
    KernelRules,
)
from tablecards.games.ninety_nine.match import NinetyNineMatch
from tablecards.rules.cards import Rank, Suit
from tablecards.rules.registry import new_match

EXAMPLES = NinetyNineMatch.variant_examples
NAUGHTY = [e for e in EXAMPLES if any(k.startswith("naughty") for k in e[1])]
PLAIN = [e for e in EXAMPLES if e not in NAUGHTY]


def _label(example: tuple[int, dict[str, Any]]) -> str:
    return f"{example[0]}p-" + ("-".join(sorted(example[1])) or "default")


def lockstep(
    players: int, options: dict[str, Any], seed: int, deals: int, *, corrupt_trump: bool = False
) -> int:
    """Play `deals` deals in lockstep, asserting agreement; the number of steps compared."""
    match = new_match("ninety_nine", players, options, seed=seed)
    rng = random.Random(seed)
    steps = 0
    for _ in range(deals):
        if match.over:
            break
        match.deal_next()
        deal = match.deal
        assert isinstance(deal, NinetyNineDeal)
        fast = from_deal(deal)
        if corrupt_trump:
            fast.trump = (fast.trump + 2) % 4
        while not deal.is_complete():
            legal = match.legal_actions()
            assert fast.to_move() == match.to_move(), (deal.phase, steps)
            assert fast.controller() == match.controller(), (deal.phase, steps)
            mine = sorted(fast.legal())
            assert mine == sorted(fast.from_action(a) for a in legal), (deal.phase, steps)
            assert {fast.to_action(a) for a in mine} == set(legal), (deal.phase, steps)
            if steps % 5 == 2:  # rebuild from the engine: the explicit-field constructor
                rebuilt = from_deal(deal)
                assert rebuilt.to_move() == fast.to_move()
                assert sorted(rebuilt.legal()) == mine
            action = rng.choice(legal)
            match.apply(action)
            fast.apply(fast.from_action(action))
            steps += 1
        assert fast.done and fast.to_move() == -1
        assert fast.tricks == deal.tricks_won()
        assert fast.points() == deal.points(), (fast.points(), deal.points())
    return steps


@pytest.mark.parametrize("example", PLAIN, ids=_label)
@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2**31 - 1))
def test_fast_path_follows_engine(example: tuple[int, dict[str, Any]], seed: int) -> None:
    players, options = example
    assert lockstep(players, options, seed, deals=2) > 0


@pytest.mark.parametrize("example", NAUGHTY, ids=_label)
@settings(max_examples=2, deadline=None)
@given(seed=st.integers(0, 2**31 - 1))
def test_fast_path_follows_engine_naughty_nun(
    example: tuple[int, dict[str, Any]], seed: int
) -> None:
    """All nine deals, so every trick rule (snap, hierarchy, second best, nines...) is met."""
    players, options = example
    assert lockstep(players, options, seed, deals=9) > 0


def test_corrupted_fast_state_is_caught() -> None:
    """A wrong trump must make the lockstep comparison fail (the test can fail)."""
    caught = 0
    for seed in range(6):
        with pytest.raises(AssertionError):
            lockstep(3, {}, seed, deals=2, corrupt_trump=True)
        caught += 1
    assert caught == 6


@pytest.mark.parametrize("example", EXAMPLES, ids=_label)
def test_playout_from_engine_states(example: tuple[int, dict[str, Any]]) -> None:
    """Random playouts finish every kind of deal from any point the engine reaches."""
    players, options = example
    match = new_match("ninety_nine", players, options, seed=11)
    rng = random.Random(5)
    for _ in range(9 if example in NAUGHTY else 2):
        if match.over:
            break
        match.deal_next()
        deal = match.deal
        assert deal is not None
        for _ in range(rng.randrange(40)):
            if deal.is_complete():
                break
            match.apply(rng.choice(match.legal_actions()))
        if deal.is_complete():
            continue
        state = from_deal(deal)  # type: ignore[arg-type]
        before = state.clone()
        points = playout(state, rng, premiums=True)
        assert state.done and len(points) == state.rules.seats
        assert sum(state.tricks) == state.rules.tricks
        assert before.phase != DONE  # the clone was left alone
        while not deal.is_complete():  # finish the engine's deal for the next one
            match.apply(rng.choice(match.legal_actions()))


FORMS = ("standard_3p", "four_player", "four_player_pairs", "five_player", "two_player_24")


@pytest.mark.parametrize("form", (*FORMS, "two_player_dummy"))
@pytest.mark.parametrize("trump", [NO_TRUMP, 0, 3])
def test_inlined_tricks_equal_generic_tricks(form: str, trump: int) -> None:
    """The hot loop draws randomness exactly as the generic `apply` loop does: same seed,
    same game. The generic loop is the one checked against the engine above."""
    rules = KernelRules(form)
    for seed in range(30):
        start = random_deal(random.Random(seed), rules, trump=trump, with_bids=True)
        while start.phase != PLAY:
            start.apply(0)  # all pass
        fast, generic = start.clone(), start.clone()
        _fast_tricks(fast, random.Random(seed))
        _generic_tricks(generic, random.Random(seed))
        assert fast.tricks == generic.tricks
        assert fast.hands == generic.hands
        assert (fast.leader, fast.ctrl) == (generic.leader, generic.ctrl)
        assert fast.points() == generic.points()
        assert fast.to_move() == generic.to_move() == -1


@pytest.mark.parametrize("form", (*FORMS, "two_player_dummy"))
def test_random_deals_partition_the_pack(form: str) -> None:
    rules = KernelRules(form)
    rng = random.Random(1)
    for with_bids in (False, True):
        state = random_deal(rng, rules, with_bids=with_bids)
        held = 0
        for hand, bid in zip(state.hands, state.bids, strict=True):
            assert not held & (hand | bid)
            held |= hand | bid
            assert (hand | bid).bit_count() == rules.hand_size
        assert held == rules.full
        assert state.phase != BID if with_bids else state.phase == BID
        points = playout(state, rng)
        assert sum(state.tricks) == rules.tricks and len(points) == rules.seats


@pytest.mark.parametrize("form", ("two_player_24", "standard_3p", "four_player"))
def test_random_naughty_nun_deals(form: str) -> None:
    """Every Naughty Nun trick rule plays out from a random deal (show phase and 9s too)."""
    rules = KernelRules(form, naughty=True)
    rng = random.Random(8)
    deals: list[dict[str, Any]] = [
        {"rule": rule} for rule in (RULE_HIERARCHY, RULE_HIGH_RANK, RULE_SNAP, RULE_SECOND_BEST)
    ] + [{"show": True}, {"trump": NINES, "no_nine_bid": True},
         {"no_nine_bid": True, "lead_nine": True}]
    for kwargs in deals * 10:
        state = random_deal(rng, rules, **kwargs)
        playout(state, rng)
        assert state.done and sum(state.tricks) == rules.tricks
        if kwargs.get("no_nine_bid"):
            assert not any(b & rules.nines_mask for b in state.bids)


def test_joker_turnup_deals() -> None:
    rng = random.Random(2)
    for _ in range(200):
        state = random_deal(rng, joker_turnup=True)
        if state.joker < 0 or state.joker % 9 == 3:  # the joker or a nine turned up
            assert state.trump == NO_TRUMP
        else:
            assert state.trump == state.joker // 9
        assert state.card(state.joker).is_joker if state.joker >= 0 else True


def test_clone_is_independent() -> None:
    rng = random.Random(4)
    state = random_deal(rng)
    copy = state.clone()
    playout(copy, rng, premiums=True)
    assert copy.done and not state.done
    assert state.phase == BID and sum(state.tricks) == 0


def test_worked_examples_scoring() -> None:
    """Spec 7.3 (sole successful declarer) and 7.6 (failed revealer) from explicit fields."""
    rules = KernelRules()

    def bid(*suits: Suit) -> int:
        ranks = (Rank.SIX, Rank.SEVEN, Rank.EIGHT)
        return sum(1 << rules.card_int(s, r) for s, r in zip(suits, ranks, strict=True))

    sp, he, di, cl = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS
    # A declared, bid 4 (S S H), took 4; B bid 2, took 3; C bid 1, took 2
    bids = [bid(sp, sp, he), bid(sp, sp, di), bid(sp, di, di)]
    done = FastNinetyNine(rules, [0, 0, 0], 2, bids=bids, phase=DONE,
                          premium=[DECLARE, 0, 0], tricks=[4, 3, 2])
    assert done.points() == [64, 3, 2]
    # A revealed, bid 3, took 4; B bid 2, took 2; C bid 3, took 3
    bids = [bid(sp, sp, sp), bid(he, di, di), bid(cl, di, di)]
    done = FastNinetyNine(rules, [0, 0, 0], 2, bids=bids, phase=DONE,
                          premium=[REVEAL, 0, 0], tricks=[4, 2, 3])
    assert done.points() == [4, 82, 83]
