"""The rule-based Ninety-Nine player, written once on the kernel: legal everywhere, blind to
the hidden cards, the same on the referee's position as on a world of its view, its key rules
on hand-built positions, and far better than random."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tablecards.ai.bots import baseline_bot, make_bot
from tablecards.ai.driver import play_until
from tablecards.ai.random_bot import RandomBot
from tablecards.games.ninety_nine import search
from tablecards.games.ninety_nine.deal import NinetyNineDeal
from tablecards.games.ninety_nine.kernel import FastNinetyNine
from tablecards.games.ninety_nine.kernel_engine import from_deal
from tablecards.games.ninety_nine.kernel_playout import random_deal
from tablecards.games.ninety_nine.kernel_tables import (
    BID,
    DONE,
    PASS,
    PLAY,
    PREMIUM,
    RULE_HIERARCHY,
    RULE_SNAP,
    SCORE_PAIRS,
    KernelRules,
    cards_of,
)
from tablecards.games.ninety_nine.policy import (
    NinetyNineBot,
    general_card,
    hand_worth,
    plain_card,
    plain_rule,
    planned_keep,
    policy_bid,
    policy_move,
)
from tablecards.rules.registry import game_class, new_match

VARIANTS = list(game_class("ninety_nine").variant_examples)
S, H, D, C = 0, 1, 2, 3  # suit indices of the card ints


def card(rules: KernelRules, suit: int, rank: int) -> int:
    """A card int by suit and rank index (0 = the pack's lowest, width - 1 = the ace)."""
    return suit * rules.width + rank


def mask(cards: list[int]) -> int:
    return sum(1 << c for c in cards)


# -- legal everywhere -----------------------------------------------------------------------
@pytest.mark.parametrize(("players", "options"), VARIANTS)
def test_bot_only_plays_legal_actions_in_every_variant(players: int, options: dict) -> None:
    match = new_match("ninety_nine", players, options, seed=11)
    bots = [NinetyNineBot() for _ in range(match.seats)]
    play_until(match, bots, random.Random(2), max_actions=3_000)  # apply() checks legality
    assert match.results


# -- what it reads --------------------------------------------------------------------------
KERNEL_FORMS: list[tuple[KernelRules, dict[str, Any]]] = [
    (KernelRules(), {}),
    (KernelRules(), {"joker_turnup": True}),
    (KernelRules("four_player"), {}),
    (KernelRules("four_player_pairs"), {}),
    (KernelRules("five_player"), {}),
    (KernelRules("two_player_dummy"), {}),
    (KernelRules("two_player_dummy", dummy_penguin=True), {}),
    (KernelRules("two_player_dummy", premium_trump_call=True), {}),
    (KernelRules("two_player_24"), {}),
    (KernelRules(no_bid=True), {}),
    (KernelRules(no_bid=True, no_bid_announce=True), {}),
    (KernelRules(naughty=True), {"rule": RULE_HIERARCHY}),
    (KernelRules(naughty=True), {"rule": RULE_SNAP}),
    (KernelRules(naughty=True), {"show": True, "no_nine_bid": True, "lead_nine": True}),
]


def _mover(s: FastNinetyNine) -> int:
    """Who decides: the dummy's cards are its controller's decision."""
    return s.controller()


def _hidden_places(s: FastNinetyNine) -> list[tuple[str, int]]:
    """The hands and bids the seat to move cannot see: every other hand but the dummy's (laid
    face up), every other bid but a premium holder's in play and the pairs form's."""
    rules = s.rules
    me = _mover(s)
    dummy = rules.live if rules.dummy else -1
    places = [("hands", x) for x in range(rules.seats) if x not in (me, dummy)]
    for x in range(rules.seats):
        public = (s.phase == PLAY and s.premium[x] != PASS) or (
            rules.scoring == SCORE_PAIRS and s.phase != BID)
        if x != me and s.bids[x] and not public:
            places.append(("bids", x))
    return places


def _redealt(s: FastNinetyNine, rng: random.Random) -> FastNinetyNine:
    """The same position with the cards the mover cannot see shuffled among their places."""
    out = s.clone()
    places = _hidden_places(s)
    pool = [c for kind, x in places for c in cards_of(getattr(s, kind)[x])]
    rng.shuffle(pool)
    for kind, x in places:
        n = getattr(s, kind)[x].bit_count()
        getattr(out, kind)[x] = mask(pool[:n])
        pool = pool[n:]
    return out


def _positions(rng: random.Random, per_form: int) -> list[FastNinetyNine]:
    """Positions reached by random play in every kernel form above, from the deal on."""
    out = []
    for rules, kw in KERNEL_FORMS:
        for _ in range(per_form // 10):
            s = random_deal(rng, rules, **kw)
            stops = sorted(rng.sample(range(40), 10))
            step = 0
            while s.phase != DONE and stops:
                if step == stops[0]:
                    out.append(s.clone())
                    stops.pop(0)
                legal = s.legal()
                s.apply(legal[int(rng.random() * len(legal))])
                step += 1
    return out


def test_the_policy_never_reads_what_its_seat_cannot_see() -> None:
    rng = random.Random(7)
    positions = _positions(rng, 150)
    assert len(positions) > 1_200
    changed = 0
    for s in positions:
        move = policy_move(s.clone(), random.Random(3))
        for _ in range(2):
            other = _redealt(s, rng)
            changed += other.hands != s.hands or other.bids != s.bids
            assert policy_move(other, random.Random(3)) == move
    assert changed > 2_000  # the redeals did move hidden cards


@pytest.mark.parametrize(("players", "options"), [
    (3, {}), (2, {"two_player_dummy": True}), (3, {"no_bid": True}),
    (4, {"naughty_nun_site": True}), (4, {"four_player_pairs": True}),
])
def test_the_bot_plays_the_policy_of_the_referees_position(players: int, options: dict) -> None:
    """On a world dealt from its view the bot chooses what the policy chooses on the true
    position: the hidden cards it guessed are never read."""
    match = new_match("ninety_nine", players, options, seed=5)
    bot = NinetyNineBot()
    rng = random.Random(1)
    compared = 0
    for _ in range(3 if "naughty_nun_site" in options else 1):
        match.deal_next()
        deal = match.deal
        assert isinstance(deal, NinetyNineDeal)
        while not deal.is_complete():
            seat = match.controller()
            assert seat is not None
            view = match.view(seat)
            legal = view.legal_actions
            truth = from_deal(deal)
            by_int = {truth.from_action(a): a for a in legal}
            k = rng.randrange(1000)
            chosen = bot.choose(view, legal, random.Random(k))
            if len(legal) > 1:
                assert chosen == by_int[policy_move(truth, random.Random(k))]
                compared += 1
            match.apply(chosen)
    assert compared > 20


# -- its key rules --------------------------------------------------------------------------
def _play_state(rules: KernelRules, hands: list[int], bids: list[int], trick: list[int],
                leader: int, tricks: list[int], trump: int = 0) -> FastNinetyNine:
    return FastNinetyNine(rules, hands, 2, bids=bids, phase=PLAY, trump=trump, leader=leader,
                          trick=trick, tricks=tricks)


def test_a_seat_short_of_its_bid_wins_cheaply_and_one_that_has_it_ducks_high() -> None:
    rules = KernelRules()
    c = lambda suit, rank: card(rules, suit, rank)  # noqa: E731
    me = mask([c(H, 1), c(H, 4), c(H, 6), c(H, 8), c(S, 0)])
    bids = [mask([c(C, 0), c(D, 0), c(D, 1)]), mask([c(D, 2), c(D, 3), c(D, 4)]), 0]
    trick = [c(H, 3), c(H, 5)]  # seats 0 and 1 played; seat 2 holds hearts 1, 4, 6, 8
    short = _play_state(rules, [0, 0, me], [*bids[:2], mask([c(C, 1), c(D, 5), c(D, 6)])],
                        trick, 0, [2, 2, 1], trump=S)
    assert policy_move(short, random.Random(0)) == c(H, 6)  # the cheapest winner
    made = _play_state(rules, [0, 0, me], [*bids[:2], mask([c(D, 5), c(D, 6), c(D, 7)])],
                       trick, 0, [2, 2, 1], trump=S)
    assert policy_move(made, random.Random(0)) == c(H, 4)  # the highest card that loses


def test_a_void_seat_short_of_tricks_trumps_lowest_and_leads_its_best_when_leading() -> None:
    rules = KernelRules()
    c = lambda suit, rank: card(rules, suit, rank)  # noqa: E731
    me = mask([c(S, 2), c(S, 7), c(D, 8), c(C, 0)])
    bid = mask([c(C, 1), c(C, 2), c(D, 1)])  # a bid of 6: well short
    s = _play_state(rules, [0, 0, me], [0, 0, bid], [c(H, 8)], 1, [0, 0, 0], trump=S)
    assert s.turn == 2
    assert policy_move(s, random.Random(0)) == c(S, 2)
    lead = _play_state(rules, [0, 0, me], [0, 0, bid], [], 2, [0, 0, 0], trump=S)
    assert policy_move(lead, random.Random(0)) == c(S, 7)  # the top trump
    done = _play_state(rules, [0, 0, me], [0, 0, bid], [], 2, [0, 0, 7], trump=S)
    assert policy_move(done, random.Random(0)) == c(C, 0)  # the weakest side card


def test_a_weak_hand_bids_low_and_a_strong_one_high() -> None:
    rules = KernelRules()
    c = lambda suit, rank: card(rules, suit, rank)  # noqa: E731
    weak = mask([c(x, r) for x in (S, H, D, C) for r in (0, 1, 2)])
    strong = mask([c(x, r) for x in (S, H, D, C) for r in (6, 7, 8)])
    for hand, low in ((weak, True), (strong, False)):
        s = FastNinetyNine(rules, [hand, 0, 0], 2)
        assert s.phase == BID and s.turn == 0
        bid = policy_bid(s, random.Random(0))
        value = rules.bid_value(bid)
        rest = hand_worth(rules, hand & ~bid, s.trump, s.rule)
        assert abs(rest - value) <= 1.0
        assert (value <= 1) if low else (value >= 5)


def test_it_passes_the_premium_round() -> None:
    rules = KernelRules(premium_trump_call=True)
    rng = random.Random(4)
    for _ in range(20):
        s = random_deal(rng, rules, with_bids=True)
        assert s.phase == PREMIUM
        assert policy_move(s, rng) == PASS


def test_the_dummy_takes_the_trick_from_a_controller_who_has_its_bid() -> None:
    rules = KernelRules("two_player_dummy")
    rng = random.Random(9)
    seen = {True: 0, False: 0}
    for _ in range(400):
        s = random_deal(rng, rules, with_bids=True)
        s.close_premium()
        while s.phase == PLAY and not (s.turn == rules.live and s.trick):
            legal = s.legal()
            s.apply(legal[int(rng.random() * len(legal))])
        if s.phase != PLAY or s.seq[s.trick_winner(s.trick)] != s.ctrl:
            continue
        target = rules.bid_value(s.bids[s.ctrl])
        has_bid = target == 0 or rng.random() < 0.5
        s.tricks[s.ctrl] = target if has_bid else target - 1
        legal = s.legal()
        takes = [a for a in legal if s.trick_winner([*s.trick, a]) == len(s.trick)]
        if not takes or len(takes) == len(legal):
            continue
        seen[has_bid] += 1
        assert (policy_move(s, rng) in takes) == has_bid
    assert min(seen.values()) > 5


def test_the_dummy_guesses_an_undeclared_opponents_bid() -> None:
    """When the other live player holds the trick, the dummy's choice rests on that player's
    target: read off a declared bid, never off a hidden one."""
    rules = KernelRules("two_player_dummy")
    rng = random.Random(4)
    compared = 0
    for _ in range(600):
        s = random_deal(rng, rules, with_bids=True)
        s.close_premium()
        while s.phase == PLAY and not (s.turn == rules.live and s.trick):
            legal = s.legal()
            s.apply(legal[int(rng.random() * len(legal))])
        if s.phase != PLAY or s.seq[s.trick_winner(s.trick)] == s.ctrl:
            continue
        move = policy_move(s, rng)
        for _ in range(3):
            assert policy_move(_redealt(s, rng), rng) == move
        compared += 1
    assert compared > 100


def test_a_no_bid_seat_keeps_its_planned_bid_cards() -> None:
    rules = KernelRules(no_bid=True)
    rng = random.Random(2)
    kept = 0
    for _ in range(60):
        s = random_deal(rng, rules)
        s.close_premium()
        plan = planned_keep(s, s.turn, s.hands[s.turn])
        assert plan.bit_count() == 3
        if s.legal_mask() & ~plan:
            assert not plan >> policy_move(s, rng) & 1
            kept += 1
    assert kept > 50


def test_the_fast_plain_path_plays_the_general_policy() -> None:
    """The rollouts' mask-based plain trump play chooses exactly what the general one does."""
    rng = random.Random(5)
    compared = 0
    for form in ("standard_3p", "four_player", "two_player_24", "two_player_dummy"):
        rules = KernelRules(form)
        for _ in range(40):
            s = random_deal(rng, rules, with_bids=True, trump=rng.choice([-1, S, H, D, C]))
            if s.phase == PREMIUM:
                s.close_premium()
            while s.phase == PLAY:
                assert plain_rule(s)
                for want in (True, False):
                    assert plain_card(s, want) == general_card(s, s.legal(), want)
                    compared += 1
                legal = s.legal()
                s.apply(legal[int(rng.random() * len(legal))])
    assert compared > 2_000


@pytest.mark.parametrize(("rules", "kw"), [
    (KernelRules(), {}), (KernelRules("two_player_dummy"), {}), (KernelRules(no_bid=True), {}),
    (KernelRules(naughty=True), {"rule": RULE_HIERARCHY}),
    (KernelRules(naughty=True), {"rule": RULE_SNAP}),
])
def test_the_rollouts_play_the_policy(rules: KernelRules, kw: dict[str, Any],
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Without their share of random cards the search's rollouts play `policy_move`'s
    cards, card for card: one rule player serves both."""
    monkeypatch.setattr(search, "EPSILON", 0.0)
    played: list[int] = []
    apply = FastNinetyNine.apply
    monkeypatch.setattr(FastNinetyNine, "apply",
                        lambda st, a: (played.append(a), apply(st, a))[1])
    rng = random.Random(6)
    for _ in range(10):
        s = random_deal(rng, rules, with_bids=not rules.no_bid, **kw)
        if s.phase == PREMIUM:
            s.close_premium()
        played.clear()
        search.heuristic_playout(s.clone(), rng)
        rolled = played[:]
        played.clear()
        while s.phase == PLAY:
            s.apply(policy_move(s, rng))
        assert rolled == played and len(played) == rules.tricks * rules.seats


# -- strength -----------------------------------------------------------------------------
def test_bot_beats_random_players() -> None:
    """Over fixed seeds the bot wins far more than its one-in-three share."""
    wins = 0
    matches = 30
    for seed in range(matches):
        match = new_match("ninety_nine", 3, seed=seed)
        bots = [NinetyNineBot(), RandomBot(), RandomBot()]
        play_until(match, bots, random.Random(seed))
        wins += 0 in match.winners
    assert wins >= matches // 2


def test_bot_registry() -> None:
    assert isinstance(baseline_bot("ninety_nine"), NinetyNineBot)
    assert isinstance(make_bot("ninety_nine", "random"), RandomBot)
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("ninety_nine", "oracle")



def test_the_worth_table_follows_the_pack_not_the_rules_objects_address() -> None:
    """The cached trick estimates are keyed by the pack's shape: one rules object reused at
    the same address for a wider pack (as a collected object's address is reused) still gets
    a table of its own size. Keyed by id() it got the 36-card table for a 52-card deal
    (an IndexError that depended on test order)."""
    from types import SimpleNamespace

    from tablecards.games.ninety_nine.judgement import worth_table

    rules = SimpleNamespace(width=9, nine_index=0)
    assert len(worth_table(rules, 0, 0)) == 36  # type: ignore[arg-type]
    rules.width, rules.nine_index = 13, 7  # the same object, so the same id()
    assert len(worth_table(rules, 0, 0)) == 52  # type: ignore[arg-type]
