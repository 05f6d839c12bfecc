"""The Mini Misère rule policy: legal in every variant, deterministic, better than random,
blind to hidden cards, and one function for the Easy bot's views and the search's states."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tablecards.ai.base import Bot
from tablecards.ai.bots import baseline_bot
from tablecards.ai.random_bot import RandomBot
from tablecards.games.mini_misere.deal import MiniMisereDeal
from tablecards.games.mini_misere.facts import MiniMisereFacts
from tablecards.games.mini_misere.kernel import (
    FastMiniMisere,
    KernelRules,
    card_int,
    cards_of,
    from_action,
    int_card,
    mask_of,
)
from tablecards.games.mini_misere.match import MiniMisereMatch
from tablecards.games.mini_misere.policy import MiniMisereBot, policy_move, sure_winners
from tablecards.rules.actions import Action
from tablecards.rules.cards import card, cards
from tablecards.rules.game import SeatView, Trick

VARIANTS = list(MiniMisereMatch.variant_examples)
IDS = [f"{p}-{'+'.join(sorted(o)) or 'default'}" for p, o in VARIANTS]


def play_match(
    players: int, options: dict[str, Any], bots: list[Bot], seed: int
) -> MiniMisereMatch:
    match = MiniMisereMatch(players, options, seed=seed)
    rng = random.Random(seed)
    while not match.over:
        if match.needs_deal:
            match.deal_next()
            continue
        seat = match.to_move()
        assert seat is not None
        view = match.view(seat)
        action = bots[seat].choose(view, view.legal_actions, rng)
        assert action in view.legal_actions
        match.apply(action)
    return match


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=IDS)
def test_only_legal_actions_over_whole_matches(players: int, options: dict[str, Any]) -> None:
    for seed in range(2):
        bots: list[Bot] = [MiniMisereBot() if s % 2 == 0 or seed else RandomBot()
                           for s in range(players)]
        assert play_match(players, options, bots, seed).winners


def test_registered_as_the_baseline() -> None:
    assert isinstance(baseline_bot("mini_misere"), MiniMisereBot)


def test_bot_is_deterministic() -> None:
    bots: list[Bot] = [MiniMisereBot() for _ in range(4)]
    first = play_match(4, {}, bots, 3).to_record()
    assert play_match(4, {}, bots, 3).to_record() == first


@pytest.mark.parametrize(("players", "options"), [(4, {}), (5, {"old_rules": True})])
def test_bot_beats_random_clearly(players: int, options: dict[str, Any]) -> None:
    ours = theirs = 0
    hands = 0
    for seed in range(60):
        seat = seed % players
        bots: list[Bot] = [MiniMisereBot() if s == seat else RandomBot() for s in range(players)]
        match = MiniMisereMatch(players, options, seed=seed)
        rng = random.Random(seed)
        match.deal_next()
        while not match.needs_deal:
            s = match.to_move()
            assert s is not None
            view = match.view(s)
            match.apply(bots[s].choose(view, view.legal_actions, rng))
        points = match.results[-1].points
        assert points is not None
        ours += points[seat]
        theirs += sum(points) - points[seat]
        hands += 1
    assert ours / hands > 1.3 * theirs / (hands * (players - 1)), (ours, theirs)


def view_of(hand: str, trick: str = "", leader: int = 0, **public: Any) -> SeatView:
    """Seat 0 of a four-player new-rules hand (the facts' defaults), with the current trick
    led by `leader`."""
    mine, current = cards(hand), cards(trick)
    plays = [((leader + i) % 4, c) for i, c in enumerate(current)]
    sizes = [len(mine) - any(seat == s for s, _ in plays) for seat in range(4)]
    return SeatView(game="mini_misere", seat=0, seats=4, dealer=3, deal_index=0, to_move=0,
                    hand=mine, hand_sizes=sizes, trick=Trick(leader, plays),
                    tricks_won=[0, 0, 0, 0], public=MiniMisereFacts(**public).to_public())


def choose(view: SeatView, legal: list[Action]) -> Action:
    return MiniMisereBot().choose(view, legal, random.Random(0))


def plays(hand: str) -> list[Action]:
    return [Action(0, "play", c) for c in cards(hand)]


def test_ducks_with_the_highest_losing_card() -> None:
    view = view_of("JH 10H KD QS 10S JD", "KH AH QH", leader=1)
    assert choose(view, plays("JH 10H")).value == card("JH")
    view = view_of("JH 10H 2H QS 10S JD", "KH AH QH", leader=1)
    assert choose(view, plays("JH 10H 2H")).value == card("2H")  # it would win if led later


def test_discards_a_dangerous_two_when_void() -> None:
    view = view_of("2S QS 10S JD 10D KS", "AH KH QH", leader=1)
    assert choose(view, plays("2S QS 10S JD 10D KS")).value == card("2S")


def test_leads_low_when_ducking() -> None:
    view = view_of("2S QS 10S JD AD KS")
    assert choose(view, plays("2S QS 10S JD AD KS")).value == card("10S")


def test_bids_the_lot_with_only_sure_winners() -> None:
    view = view_of("2S 2H 2D 2C AS KS")
    legal = plays("2S 2H 2D 2C AS KS")
    legal += [Action(0, "play", a.value, (("lot", True),)) for a in legal]
    chosen = choose(view, legal)
    assert chosen.get("lot") is True


def test_breaks_someone_elses_lot() -> None:
    view = view_of("AH 10H 2C QS 10S JD", "KH QH JH", leader=1, lot_declarers=[1])
    assert choose(view, plays("AH 10H")).value == card("AH")


def _random_state(players: int, options: dict[str, Any],
                  rng: random.Random) -> tuple[FastMiniMisere, int]:
    """A kernel hand of a fresh referee deal advanced by random legal moves, and its
    laid-aside cards (a mask)."""
    match = MiniMisereMatch(players, options, seed=rng.randrange(10**6))
    match.deal_next()
    assert isinstance(match.deal, MiniMisereDeal)
    s = FastMiniMisere.from_deal(match.deal)
    held = 0
    for hand in s.hands:
        held |= hand
    laid = sum(1 << c for c in s.rules.pack) & ~held
    for _ in range(rng.randrange(players * s.rules.hand_size)):
        if s.done:
            break
        s.apply(rng.choice(s.legal()))
    return s, laid


def _redealt(s: FastMiniMisere, laid: int, rng: random.Random) -> FastMiniMisere:
    """The same state with the other seats' hands and the laid-aside cards redealt."""
    others = [p for p in range(s.rules.players) if p != s.turn]
    pool = laid
    for p in others:
        pool |= s.hands[p]
    cards_left = cards_of(pool)
    rng.shuffle(cards_left)
    twin = s.clone()
    for p in others:
        twin.hands[p] = sum(1 << cards_left.pop() for _ in range(s.hands[p].bit_count()))
    return twin


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=IDS)
def test_the_policy_never_reads_another_seats_hidden_cards(
    players: int, options: dict[str, Any]
) -> None:
    rng = random.Random(players * 31 + len(options))
    for _ in range(150):
        s, laid = _random_state(players, options, rng)
        if s.done:
            continue
        move = policy_move(s, random.Random(0))
        assert move in s.legal()
        for _ in range(3):
            assert policy_move(_redealt(s, laid, rng), random.Random(0)) == move


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=IDS)
def test_the_easy_bot_plays_the_policy_of_the_true_state(
    players: int, options: dict[str, Any]
) -> None:
    for seed in range(3):
        match = MiniMisereMatch(players, options, seed=seed)
        match.deal_next()
        rng = random.Random(seed)
        while not match.needs_deal:
            seat = match.to_move()
            assert seat is not None and isinstance(match.deal, MiniMisereDeal)
            view = match.view(seat)
            chosen = MiniMisereBot().choose(view, view.legal_actions, rng)
            state = FastMiniMisere.from_deal(match.deal)
            assert from_action(chosen) == policy_move(state, rng)
            match.apply(rng.choice(view.legal_actions))


def _state(hand: str, rules: KernelRules) -> FastMiniMisere:
    """Seat 0 to lead trick 1 of a four-player new-rules hand holding `hand`."""
    rest = [c for c in rules.pack if not mask_of(cards(hand)) >> c & 1]
    hands = [mask_of(cards(hand))] + [sum(1 << c for c in rest[i::3]) for i in range(3)]
    return FastMiniMisere(rules, hands, 0)


def test_takes_when_its_sure_winners_reach_the_jump() -> None:
    """Four sure winners (the 2s lead to win) reach the four-player jump: lead one of them;
    with three, duck and lead the lowest ordinary card."""
    match = MiniMisereMatch(4, {}, seed=0)
    match.deal_next()
    assert isinstance(match.deal, MiniMisereDeal)
    rules = FastMiniMisere.from_deal(match.deal).rules
    led = int_card(policy_move(_state("2S 2H 2D 2C KD 10S", rules), random.Random(0)))
    assert led.code.startswith("2")
    led = int_card(policy_move(_state("2S 2H 2D QC KD 10S", rules), random.Random(0)))
    assert led == card("10S")


def _rules(players: int, options: dict[str, Any]) -> KernelRules:
    return KernelRules.from_config(MiniMisereMatch(players, options).config)


def _position(rules: KernelRules, hand: str, played: str, laid: str = "") -> FastMiniMisere:
    """Seat 0 to lead, holding `hand`, after `played` (the other seats hold the rest, but for
    the `laid` cards, which are laid aside)."""
    mine, gone, aside = mask_of(cards(hand)), mask_of(cards(played)), mask_of(cards(laid))
    rest = [c for c in rules.pack if not (mine | gone | aside) >> c & 1]
    others = rules.players - 1
    hands = [mine] + [sum(1 << c for c in rest[i::others]) for i in range(others)]
    return FastMiniMisere(rules, hands, 0, played=gone)


def _codes(cs: list[int]) -> set[str]:
    return {int_card(c).code for c in cs}


def test_a_card_left_on_top_by_play_is_a_sure_winner() -> None:
    """Five players, new rules: the king of diamonds is sure once the ace is played, though
    the 2 and the joker of its suit's pack are still out (neither can beat a led king); the
    hearts 10 under a live ace is not. A live laid-aside ace keeps the king unsure."""
    rules = _rules(5, {})
    state = _position(rules, "KD 10H 2C AS", "AD JH JC 10C QC")
    assert _codes(sure_winners(state)) == {"KD", "2C", "AS"}
    state = _position(rules, "KD 10H 2C AS", "KH JH JC 10C QC")
    assert _codes(sure_winners(state)) == {"2C", "AS"}
    rules = _rules(4, {"mm4_with_joker": True})
    state = _position(rules, "KD 10H 2C AS", "JD JH JC 10C", laid="AD")
    assert _codes(sure_winners(state)) == {"2C", "AS"}


def _third_trick(gone: str) -> FastMiniMisere:
    """Four players, new rules, trick 3: seat 3 has led the 10 of clubs, seat 0 (no trick, no
    club) holds 2S 2H KD QD after the eight `gone` cards."""
    rules = _rules(4, {})
    mine = mask_of(cards("2S 2H KD QD"))
    lead = card_int(card("10C"))
    rest = [c for c in rules.pack if not (mine | mask_of(cards(gone)) | 1 << lead) >> c & 1]
    hands = [mine] + [sum(1 << c for c in part) for part in (rest[:4], rest[4:8], rest[8:])]
    return FastMiniMisere(rules, hands, 3, [lead], tricks=[0, 1, 0, 1],
                          played=mask_of(cards(gone)))


def test_sure_winners_made_by_play_turn_ducking_into_taking() -> None:
    """With the ace of diamonds played, KD and QD join the two 2s: four sure winners reach the
    jump, so seat 0 takes and sheds its least dangerous card; with that ace still out it
    ducks and sheds a 2. The Easy bot reads the played ace from the view's finished tricks."""
    taken = policy_move(_third_trick("JD AD 10D 2D QS JS AS KS"), random.Random(0))
    assert int_card(taken) == card("QD")
    ducked = policy_move(_third_trick("JD AC 10D 2D QS JS AS KS"), random.Random(0))
    assert int_card(ducked).code.startswith("2")
    done = [Trick(0, [(0, card("JD")), (1, card("AD")), (2, card("10D")), (3, card("2D"))], 1),
            Trick(1, [(1, card("QS")), (2, card("JS")), (3, card("AS")), (0, card("KS"))], 3)]
    view = view_of("2S 2H KD QD", "10C", leader=3)
    view = SeatView(**{**vars(view), "tricks": done, "tricks_won": [0, 1, 0, 1],
                       "hand_sizes": [4, 4, 4, 3]})
    assert choose(view, plays("2S 2H KD QD")).value == card("QD")


def test_a_taking_leader_leads_its_highest_sure_winner() -> None:
    """Holding a trick, seat 0 leads the queen of spades made sure by the played ace and
    king, rather than its higher king of diamonds under a live ace."""
    rules = _rules(4, {})
    state = _position(rules, "KD QS 10H JC", "AS KS 2S 10S JD 10D QH 2H")
    state.tricks = [1, 1, 0, 0]
    state.ntricks = 2
    assert int_card(policy_move(state, random.Random(0))) == card("QS")
