"""The Sheepshead rule policy: only legal actions in every variant, better than random, blind to
the hidden cards (other hands, the blind, another seat's bury, a secret partner), and one
function for the Easy bot's views and the search's kernel states."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tablecards.ai.base import Bot
from tablecards.ai.bots import baseline_bot
from tablecards.ai.random_bot import RandomBot
from tablecards.games.sheepshead.kernel import (
    BURY,
    CALL,
    INDEX,
    JACK,
    JD,
    PASS,
    PICK,
    PICKING,
    PLAYING,
    FastSheepshead,
    bits,
    deal_fast,
    from_action,
    mask_of,
)
from tablecards.games.sheepshead.match import SheepsheadMatch
from tablecards.games.sheepshead.options import GameRules
from tablecards.games.sheepshead.policy import (
    SheepsheadBot,
    bury_value,
    partner_card,
    policy_bury,
    policy_move,
    sides,
)
from tablecards.rules.cards import cards

from .helpers import P1, P2, P3, act, deal_of, match_with, plays, stacked


def play_match(options: dict[str, Any], seed: int, bots: list[Bot]) -> SheepsheadMatch:
    """A whole match; every choice goes through the checking `apply`."""
    match = SheepsheadMatch(5, options, seed=seed)
    rng = random.Random(seed)
    while not match.over:
        if match.needs_deal:
            match.deal_next()
            continue
        seat = match.controller()
        assert seat is not None
        view = match.view(seat)
        action = bots[seat].choose(view, view.legal_actions, rng)
        assert action in view.legal_actions
        match.apply(action)
    return match


@pytest.mark.parametrize("options", [o for _, o in SheepsheadMatch.variant_examples])
def test_bot_plays_only_legal_actions_in_every_variant(options: dict[str, Any]) -> None:
    for seed in range(2):
        match = play_match({**options, "hands": 5}, seed, [SheepsheadBot() for _ in range(5)])
        assert match.over and sum(match.totals) == 0


def test_bot_beats_random() -> None:
    ours = 0
    for seed in range(60):
        seat = seed % 5
        bots: list[Bot] = [RandomBot() for _ in range(5)]
        bots[seat] = SheepsheadBot()
        match = play_match({"hands": 5}, seed, bots)
        ours += match.totals[seat]
    # 300 hands; a random seat averages 0.
    assert ours > 200, ours


def test_registered_as_baseline() -> None:
    assert isinstance(baseline_bot("sheepshead"), SheepsheadBot)


def test_bot_is_deterministic() -> None:
    bots: list[Bot] = [SheepsheadBot() for _ in range(5)]
    first = play_match({"hands": 5}, 3, bots).totals
    assert play_match({"hands": 5}, 3, bots).totals == first


RULES = [GameRules(), GameRules(unknown_call=False), GameRules(jd_partner=True),
         GameRules(jd_partner=True, jd_call_up=True), GameRules(all_pass="forced_pick")]


def _random_state(rng: random.Random) -> FastSheepshead:
    """A kernel deal advanced by random legal actions (now and then every seat passes, so
    leasters come up too)."""
    s = deal_fast(rng, dealer=rng.randrange(5), rules=rng.choice(RULES))
    leaster = rng.random() < 0.15
    for _ in range(rng.randrange(40)):
        if s.done:
            break
        legal = s.legal()
        s.apply(PASS if leaster and PASS in legal else rng.choice(legal))
    return s


def _redealt(s: FastSheepshead, rng: random.Random) -> FastSheepshead:
    """The same state with every card the seat to move cannot see dealt afresh: the other
    hands (by size), the unpicked or leaster blind, another seat's bury, the picker's secret
    unknown card; the partner card goes to any other seat but the picker, so the partner is
    whoever gets it (a secret partner moves with it)."""
    me, twin = s.turn, s.clone()
    others = [p for p in range(5) if p != me]
    own = s.hands[s.picker] | s.buried if s.picker >= 0 else 0
    hidden_bury = s.picker >= 0 and me != s.picker
    hidden_blind = s.picker < 0 or s.leaster
    key = partner_card(s)
    fixed = JD if s.call == JACK and hidden_bury and own >> JD & 1 else -1
    pool = sum(s.hands[p] for p in others) | (s.buried if hidden_bury else 0) | \
        (s.blind if hidden_blind else 0)
    if fixed >= 0:
        pool &= ~(1 << fixed)
    cs = bits(pool)
    rng.shuffle(cs)
    keyed = key >= 0 and bool(pool >> key & 1) and key != JD
    if keyed:
        cs.remove(key)
    slots = [p for p in others for _ in range((s.hands[p] & pool).bit_count())]
    rng.shuffle(slots)
    twin.hands = [s.hands[p] & ~pool for p in range(5)]
    if keyed:
        seat = rng.choice([p for p in others if p != s.picker and s.hands[p]])
        slots.remove(seat)
        twin.hands[seat] |= 1 << key
    for p in slots:
        twin.hands[p] |= 1 << cs.pop()
    if hidden_bury:
        twin.buried = sum(1 << cs.pop() for _ in range(s.buried.bit_count()))
    if hidden_blind:
        twin.blind = sum(1 << cs.pop() for _ in range(s.blind.bit_count()))
    assert not cs
    _rehome_secrets(s, twin, rng)
    return twin


def _rehome_secrets(s: FastSheepshead, twin: FastSheepshead, rng: random.Random) -> None:
    """The partner and an unplayed unknown card of the redealt world."""
    if s.turn != s.picker and s.unknown >= 0 and not s.played >> s.unknown & 1:
        twin.unknown = rng.choice(bits(twin.hands[s.picker]))
    key = partner_card(s)
    if key >= 0 and not s.played >> key & 1 and s.phase == PLAYING:
        holder = [p for p in range(5) if twin.hands[p] >> key & 1]
        twin.partner = holder[0] if holder and holder[0] != s.picker else -1


def test_the_policy_never_reads_another_seats_hidden_cards() -> None:
    rng = random.Random(5)
    seen = set()
    for _ in range(1500):
        s = _random_state(rng)
        if s.done:
            continue
        seen.add((s.phase, s.leaster, s.jd, sides(s)[1] == frozenset()))
        move = policy_move(s, random.Random(0))
        for _ in range(3):
            assert policy_move(_redealt(s, rng), random.Random(0)) == move
    assert len(seen) >= 8  # every phase, leasters, both partner rules, a secret partner


def test_the_easy_bot_plays_the_policy_of_the_true_state() -> None:
    """On the referee's own position (its hidden cards true) the policy makes the bot's move."""
    for seed, options in enumerate([{}, {"jd_partner": True}, {"no_unknown_call": True}] * 2):
        match = SheepsheadMatch(5, options, seed=seed)
        match.deal_next()
        rng = random.Random(seed)
        while (seat := match.to_move()) is not None:
            view = match.view(seat)
            chosen = SheepsheadBot().choose(view, view.legal_actions, rng)
            state = FastSheepshead.from_deal(deal_of(match))
            assert state.turn == seat and from_action(chosen) == policy_move(state, rng)
            match.apply(rng.choice(view.legal_actions))


def test_picks_with_four_trumps_or_three_with_two_queens() -> None:
    s = deal_fast(random.Random(0))
    assert s.phase == PICKING
    for hand, want in (("QC JD 7D AC 10S KH", False), ("QC JD 7D 8D AC 10S", True),
                       ("QC QS 7D AC 10S KH", True), ("JC JS JH AC 10S KH", False)):
        s.hands[s.turn] = mask_of(cards(hand))
        assert policy_move(s, random.Random(0)) == (PICK if want else PASS)


def test_buries_fail_points_and_keeps_a_hold_card() -> None:
    """The picker sheds the ten and king of spades and keeps the seven of hearts under the
    ace it can call; it never buries a trump while fail points are there to shed."""
    hand = mask_of(cards("QC QS JD AD 10S KS 7H 9C"))
    chosen = policy_bury(hand) - BURY
    assert set(divmod(chosen, 32)) == {INDEX[c] for c in cards("10S KS")}
    rng = random.Random(3)
    for _ in range(200):
        hand = sum(1 << c for c in rng.sample(range(32), 8))
        pair = policy_bury(hand) - BURY
        a, b = divmod(pair, 32)
        best = max(bury_value(hand, 1 << x | 1 << y) for x in bits(hand) for y in bits(hand)
                   if x < y)
        assert bury_value(hand, 1 << a | 1 << b) == best
        if (hand & ((1 << 18) - 1)).bit_count() >= 2:
            assert a < 18 and b < 18


def test_calls_the_ace_of_the_shortest_suit() -> None:
    """Left with two spades and a king of hearts, the picker calls the ace of hearts."""
    match = match_with(stacked({P1: "QC QS JD AD 7S 8S", P2: "AC", P3: "AS"},
                               blind="KH 10C"))
    act(match, "pick", True)
    act(match, "bury", "10C QC")
    view = match.view(P1)
    chosen = SheepsheadBot().choose(view, view.legal_actions, random.Random(0))
    assert from_action(chosen) == CALL + INDEX[cards("AH")[0]]


def test_only_the_secret_partner_schmears_on_the_pickers_queen() -> None:
    """P2 holds the called ace, so it knows the picker for a friend and throws its ten of
    clubs on the picker's queen; P3, void in trumps too, cannot tell and throws a seven."""
    setup = stacked({P1: "QC QS QH JD AD 7C", P2: "AC 10C KS 8S 9S 8C",
                     P3: "9C 10S 7S 7H 8H KC"}, blind="KH 9H")
    match = match_with(setup)
    act(match, "pick", True)
    act(match, "bury", "KH 9H")
    act(match, "call", "AC")
    view = match.view(P1)
    assert SheepsheadBot().choose(view, view.legal_actions, random.Random(0)).value == \
        cards("QC")[0]
    plays(match, "QC")
    assert sides(FastSheepshead.from_deal(deal_of(match)))[0] == frozenset((P1, P2))
    view = match.view(P2)
    assert SheepsheadBot().choose(view, view.legal_actions, random.Random(0)).value == \
        cards("10C")[0]
    plays(match, "10C")
    assert sides(FastSheepshead.from_deal(deal_of(match))) == (frozenset((P3,)),
                                                               frozenset((P1,)))
    view = match.view(P3)
    assert SheepsheadBot().choose(view, view.legal_actions, random.Random(0)).value == \
        cards("7S")[0]


def test_a_defender_leads_the_called_suit_low() -> None:
    setup = stacked({P1: "QC QS QH JD AD 7C", P2: "AC 10C KS 8S 9S 8C",
                     P3: "9C 10S 7S 7H 8H KC"}, blind="KH 9H")
    match = match_with(setup)
    act(match, "pick", True)
    act(match, "bury", "KH 9H")
    act(match, "call", "AC")
    state = FastSheepshead.from_deal(deal_of(match))
    state.turn = P3  # as if P3 had won a trick and led now
    state.leader = P3
    assert policy_move(state, random.Random(0)) == INDEX[cards("9C")[0]]
