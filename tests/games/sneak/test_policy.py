"""The Sneak rule policy: legal over whole matches, better than random, blind to hidden cards,
one function for the Easy bot's views and the search's states, and its key rules."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tablecards.ai.bots import baseline_bot
from tablecards.ai.driver import play_until
from tablecards.ai.random_bot import RandomBot
from tablecards.games.sneak.choices import LazyActions
from tablecards.games.sneak.deal import SneakDeal
from tablecards.games.sneak.facts import SneakFacts
from tablecards.games.sneak.kernel import (
    CHALLENGE,
    DECLINE,
    DRAW,
    FLAUNT,
    ONE_PACK,
    SNEAK,
    FastSneak,
    count,
    pack,
    to_action,
    unpack,
)
from tablecards.games.sneak.match import SneakMatch
from tablecards.games.sneak.policy import SneakBot, policy_move
from tablecards.rules.actions import Action
from tablecards.rules.cards import cards

VARIANTS = [(p, dict(o)) for p, o in SneakMatch.variant_examples]
IDS = [f"{p}-{'+'.join(sorted(o)) or 'default'}" for p, o in VARIANTS]


def test_registered_as_baseline() -> None:
    assert isinstance(baseline_bot("sneak"), SneakBot)


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=IDS)
def test_only_legal_actions_over_a_match(players: int, options: dict[str, Any]) -> None:
    """One baseline among random players."""
    _play_checked(SneakMatch(players, options, seed=11), [0])


def test_only_legal_actions_all_baselines() -> None:
    _play_checked(SneakMatch(3, seed=5), [0, 1, 2])


def test_only_legal_actions_two_hoarding_baselines() -> None:
    """Two baselines hoard, so their lists of sneaks run to a million lazily built actions."""
    _play_checked(SneakMatch(2, seed=5), [0, 1], deals=2)


def _play_checked(match: SneakMatch, baseline_seats: list[int], deals: int = 0) -> None:
    """Play the match (or its first `deals` deals), checking every action with the referee."""
    players = match.players
    bots: list[Any] = [SneakBot() if s in baseline_seats else RandomBot()
                       for s in range(players)]
    rng = random.Random(11)
    while not match.over:
        if match.needs_deal:
            if deals and len(match.results) >= deals:
                return
            match.deal_next()
            continue
        seat = match.controller()
        assert seat is not None
        view = match.view(seat)
        action = bots[seat].choose(view, view.legal_actions, rng)
        assert match.refusal(action) is None
        match.apply(action)
    assert match.winners


@pytest.mark.parametrize("players", [2, 3, 5])
def test_beats_random(players: int) -> None:
    wins = 0
    share = 0.0
    seeds = range(6)
    for seed in seeds:
        match = SneakMatch(players, seed=seed)
        bots: list[Any] = [SneakBot(), *[RandomBot() for _ in range(players - 1)]]
        play_until(match, bots, random.Random(seed))
        wins += 0 in match.winners
        share += match.totals[0] / sum(match.totals)
    assert wins >= 5
    assert share / len(seeds) > 1.3 / players


# -- what the policy reads ----------------------------------------------------------------------
def _deal(match: SneakMatch) -> SneakDeal:
    assert isinstance(match.deal, SneakDeal)
    return match.deal


def _random_state(players: int, options: dict[str, Any], rng: random.Random) -> FastSneak:
    """A kernel deal advanced by a mix of random and policy moves (random seats sneak, so
    pending sneaks and flaunts both come up)."""
    match = SneakMatch(players, options, seed=rng.randrange(10**6))
    match.deal_next()
    s = FastSneak.from_deal(_deal(match))
    for _ in range(rng.randrange(3 * len(s.stock))):
        if s.done:
            break
        move = s.random_action(rng) if rng.random() < 0.5 else policy_move(s, rng)
        s.apply(move)
    return s


def _redealt(s: FastSneak, rng: random.Random) -> FastSneak:
    """The same state with every card its seat to move cannot see dealt again: the other
    hands, the stock's order, the face-down sets of a sneak and the secret flaunt answers."""
    me = s.to_move()
    others = [o for o in range(s.n) if o != me]
    sneak = s.lead_seat >= 0 and not s.lead_up
    pool = unpack(sum(s.hands[o] for o in others) + sum(cs for _, cs in s.chal)
                  + (s.lead_cards if sneak else 0))
    pool += s.stock[s.top:]
    rng.shuffle(pool)

    def take(n: int) -> int:
        return sum(1 << 2 * pool.pop() for _ in range(n))

    twin = s.clone()
    for o in others:
        twin.hands[o] = take(s.sizes[o])
    twin.chal = [(o, take(count(cs))) for o, cs in s.chal]
    if sneak:
        twin.lead_cards = take(count(s.lead_cards))
    twin.stock = s.stock[:s.top] + tuple(pool)
    return twin


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=IDS)
def test_the_policy_never_reads_another_seats_hidden_cards(
    players: int, options: dict[str, Any]
) -> None:
    rng = random.Random(players * 31 + len(options))
    positions = leads = 0
    for _ in range(200):
        s = _random_state(players, options, rng)
        if s.done:
            continue
        move = policy_move(s, random.Random(0))
        me = s.to_move()
        assert to_action(me, move) in s._engine_legal(me)  # a membership test, never a walk
        positions += 1
        leads += s.lead_seat >= 0
        for _ in range(3):
            assert policy_move(_redealt(s, rng), random.Random(0)) == move
    assert positions > 100 and leads > 10


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=IDS)
def test_the_easy_bot_plays_the_policy_of_the_true_state(
    players: int, options: dict[str, Any]
) -> None:
    """The bot's world of its view and the referee's true position give the same move."""
    rng = random.Random(players + 7 * len(options))
    checked = 0
    for seed in range(2):
        match = SneakMatch(players, options, seed=seed)
        match.deal_next()
        bots: list[Any] = [SneakBot() if s % 2 else RandomBot() for s in range(players)]
        while not _deal(match).is_complete():
            seat = match.controller()
            assert seat is not None
            view = match.view(seat)
            action = bots[seat].choose(view, view.legal_actions, rng)
            if isinstance(bots[seat], SneakBot) and len(view.legal_actions) > 1:
                truth = policy_move(FastSneak.from_deal(_deal(match)), rng)
                assert to_action(seat, truth) == action
                checked += 1
            match.apply(action)
    assert checked > 20


class _Unlisted(LazyActions):
    """A legal list that may be asked about membership but never walked."""

    def __iter__(self) -> Any:
        raise AssertionError("the legal list was walked")

    def _at(self, index: int) -> Action:
        raise AssertionError("the legal list was indexed")


def test_a_hoarded_hand_is_decided_without_walking_its_sneaks() -> None:
    """Two baselines hoard; the sneaks of an 18-card hand are never listed."""
    match = SneakMatch(2, seed=3)
    match.deal_next()
    rng = random.Random(3)
    for _ in range(200):
        seat = match.controller()
        assert seat is not None
        view = match.view(seat)
        if len(view.hand) >= 18 and isinstance(view.legal_actions, LazyActions):
            break
        match.apply(SneakBot().choose(view, view.legal_actions, rng))
    real = view.legal_actions
    assert isinstance(real, LazyActions) and len(real) > 10**5
    tail = real[-3000:]
    assert tail[0].verb == "sneak"
    size = SneakFacts.of(view).lead_limit
    legal = _Unlisted(seat, "sneak", view.hand, 1, size, head=real[:1],
                      tail=[a for a in tail if a.verb == "flaunt"])
    assert len(legal) == len(real)
    action = SneakBot().choose(view, legal, rng)
    assert action in real


# -- key rules on built positions ---------------------------------------------------------------


def _state(hand: str, other: int = 5, stock: int = 10, shown: str = "") -> FastSneak:
    """Seat 0 of two to move with `hand` after its first turn; seat 1 holds `other` cards (any:
    the policy never reads them); `stock` cards are left; `shown` cards were shown."""
    mine = pack(cards(hand))
    seen = pack(cards(shown)) if shown else 0
    rest = [c for c in range(52) if not (mine + seen) >> 2 * c & 3]
    theirs = sum(1 << 2 * rest.pop() for _ in range(other))
    return FastSneak([mine, theirs], rest[:stock], 0, [True, True], [count(seen), 0],
                     shown=seen, full=ONE_PACK)


def test_flaunts_a_card_nobody_can_challenge() -> None:
    assert policy_move(_state("AS 7H 2D"), random.Random(0)) == (FLAUNT, pack(cards("AS")))


def test_a_safe_run_is_flaunted_from_its_bottom() -> None:
    """K♠ and Q♠ are both safe once A♠ has been shown: the cheaper goes first."""
    s = _state("KS QS 7H 2D", shown="AS")
    assert policy_move(s, random.Random(0)) == (FLAUNT, pack(cards("QS")))


def test_draws_when_every_flaunt_could_be_challenged() -> None:
    assert policy_move(_state("KS 7H 2D 9C"), random.Random(0)) == (DRAW, 0)


def test_a_safe_pair_goes_before_a_safe_single() -> None:
    """No unseen rank at least a king is held twice: the kings are safe, and larger."""
    s = _state("KS KH AH 3D", shown="AS AD AC KD")
    assert policy_move(s, random.Random(0)) == (FLAUNT, pack(cards("KS KH")))


def test_forced_flaunts_the_least_threatened_card() -> None:
    """Stock out: only 9♥ threatens 8♥, ten spades threaten 4♠."""
    s = _state("4S 8H", stock=0, shown="AH KH QH JH 10H")
    assert policy_move(s, random.Random(0)) == (FLAUNT, pack(cards("8H")))


def _answering(hand: str, lead: str, face_up: bool) -> FastSneak:
    """Seat 1 (holding `hand`) asked to answer seat 0's lead of `lead`."""
    mine, led = pack(cards(hand)), pack(cards(lead))
    rest = [c for c in range(52) if not (mine + led) >> 2 * c & 3]
    s = FastSneak([led, mine], rest[:10], 0, [True, True], [0, 0], full=ONE_PACK)
    s.apply((FLAUNT if face_up else SNEAK, led))
    assert s.to_move() == 1
    return s


def test_challenges_a_sneak_only_with_strength() -> None:
    rng = random.Random(0)
    assert policy_move(_answering("QD 4H", "7S", False), rng) == (CHALLENGE, pack(cards("QD")))
    assert policy_move(_answering("JD 4H", "7S", False), rng) == (DECLINE, 0)
    assert policy_move(_answering("JD 9H 6S", "7S 6C", False), rng) == (DECLINE, 0)
    assert policy_move(_answering("JD 9H 6S 9C", "7S 6C", False), rng) == (
        CHALLENGE, pack(cards("9H 9C")))
    assert policy_move(_answering("JD 9H 5S 8H", "7S 6C", False), rng) == (
        CHALLENGE, pack(cards("9H 8H")))


def test_a_big_hand_still_challenges_a_sneak() -> None:
    """However many cards the hand holds, a strong set challenges a large sneak."""
    hand = "2S 3S 4S 5S 7H 9H JH KH 2D 4D 6D 8D 10D QD 3C 5C 7C 9C JC KC"
    s = _answering(hand, "AS AH AD AC", False)
    assert policy_move(s, random.Random(0)) == (CHALLENGE, pack(cards("2S 3S 4S 5S")))


def test_meets_a_flaunt_with_its_best_set() -> None:
    rng = random.Random(0)
    assert policy_move(_answering("9C JC 4H", "8C", True), rng) == (CHALLENGE, pack(cards("JC")))
    assert policy_move(_answering("9C 9H JC JS 4H", "8C 8D", True), rng) == (
        CHALLENGE, pack(cards("JS JC")))


def test_a_fourteen_card_sneak_is_never_met_with_a_card_twice() -> None:
    """Thirteen values of a suit and one more card make no fourteen-card straight: the ace
    cannot end it at both ends, so the answer is a held set or a decline."""
    spades = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS"
    s = _answering(f"{spades} 2H 5D", "AH AD AC KH KD KC QH QD QC JH JD JC 10H 10D", False)
    assert policy_move(s, random.Random(0)) == (DECLINE, 0)
