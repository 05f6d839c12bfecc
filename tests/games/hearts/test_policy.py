"""The Hearts rule policy: legal, deterministic, better than random, blind to hidden cards,
and one function for the Easy bot's views and the search's kernel states."""

from __future__ import annotations

import random

from tablecards.ai.base import Bot
from tablecards.ai.bots import baseline_bot
from tablecards.ai.random_bot import RandomBot
from tablecards.games.hearts.kernel import CARDS, FastHearts, card_int, cards_of, deal_fast
from tablecards.games.hearts.match import HeartsDeal, HeartsMatch
from tablecards.games.hearts.policy import HeartsBot, policy_move, policy_play
from tablecards.rules.actions import Action, play
from tablecards.rules.cards import Card, card, cards
from tablecards.rules.game import SeatView, Trick


def play_hand(seed: int, bots: list[Bot]) -> list[int]:
    """One hand (pass direction by the seed); every choice goes through `apply`."""
    match = HeartsMatch(4, {"pass_dir": ("left", "right", "across")[seed % 3]}, seed=seed,
                        first_dealer=seed % 4)
    match.deal_next()
    rng = random.Random(seed)
    while (seat := match.to_move()) is not None:
        view = match.view(seat)
        action = bots[seat].choose(view, view.legal_actions, rng)
        assert action in view.legal_actions
        match.apply(action)
    points = match.results[-1].points
    assert points is not None
    return points


def test_bot_beats_random_over_60_hands() -> None:
    bot, rand = HeartsBot(), RandomBot()
    ours = theirs = 0
    for seed in range(60):
        bot_seat = seed % 4
        seats: list[Bot] = [bot if s == bot_seat else rand for s in range(4)]
        points = play_hand(seed, seats)
        ours += points[bot_seat]
        theirs += sum(points) - points[bot_seat]
    assert ours * 3 * 1.8 < theirs, (ours, theirs / 3)


def test_bot_is_deterministic_and_registered() -> None:
    assert isinstance(baseline_bot("hearts"), HeartsBot)
    bots: list[Bot] = [HeartsBot() for _ in range(4)]
    assert [play_hand(s, bots) for s in range(3)] == [play_hand(s, bots) for s in range(3)]


def _view(hand: str, trick: str, tricks: int = 1) -> SeatView:
    mine, current = cards(hand), cards(trick)
    seat = len(current)
    played = [Trick(0, [(0, card("2C")), (1, card("3C")), (2, card("4C")), (3, card("5C"))], 3)]
    follow = [c for c in mine if current and c.suit == current[0].suit]
    legal = [play(seat, c) for c in (follow or mine)]
    return SeatView(game="hearts", seat=seat, seats=4, dealer=3, deal_index=0, to_move=seat,
                    hand=mine, hand_sizes=[13] * 4, trick=Trick(0, list(enumerate(current))),
                    tricks=played[:tricks], legal_actions=legal)


def choose(view: SeatView) -> Card | tuple[Card, ...]:
    action: Action = HeartsBot().choose(view, view.legal_actions, random.Random(0))
    assert isinstance(action.value, Card | tuple)
    return action.value


def test_dumps_the_queen_under_a_higher_spade() -> None:
    assert choose(_view("QS 3S 9D", "KS")) == card("QS")


def test_ducks_under_the_winning_card() -> None:
    assert choose(_view("2D 9D KD", "10D")) == card("9D")


def test_void_dumps_the_queen_then_hearts() -> None:
    assert choose(_view("QS AH 9C", "5D")) == card("QS")
    assert choose(_view("2H AH 9C", "5D")) == card("AH")


def test_passes_the_queen_and_high_hearts() -> None:
    match = HeartsMatch(4, seed=1, first_dealer=3)
    match.deal_next()
    view = match.view(0)
    chosen = choose(view)
    assert isinstance(chosen, tuple) and len(chosen) == 3
    if card("QS") in view.hand and sum(1 for c in view.hand if c.code[-1] == "S") < 5:
        assert card("QS") in chosen


def _random_state(rng: random.Random) -> FastHearts:
    """A kernel hand advanced by a random number of random legal moves (the pass included)."""
    s = deal_fast(rng, dealer=rng.randrange(4), offset=rng.randrange(4))
    for _ in range(rng.randrange(56)):
        if s.done:
            break
        s.play(rng.choice(s.legal()))
    return s


def _reshuffled(s: FastHearts, rng: random.Random) -> FastHearts:
    """The same state with the other seats' hidden cards (hands, chosen passes) redealt."""
    other = [p for p in range(4) if p != s.turn]
    pool = [c for p in other for c in cards_of(s.hands[p] | (s.passes[p] if s.passing else 0))]
    rng.shuffle(pool)
    twin = s.clone()
    for p in other:
        for field in (twin.hands, twin.passes) if s.passing else (twin.hands,):
            size = field[p].bit_count()
            field[p] = sum(1 << pool.pop() for _ in range(size)) if size else 0
    return twin


def test_the_policy_never_reads_another_seats_hidden_cards() -> None:
    rng = random.Random(11)
    for _ in range(400):
        s = _random_state(rng)
        if s.done:
            continue
        move = policy_move(s, random.Random(0))
        for _ in range(3):
            assert policy_move(_reshuffled(s, rng), random.Random(0)) == move


def test_the_easy_bot_plays_the_policy_of_the_true_state() -> None:
    for seed in range(6):
        match = HeartsMatch(4, {"pass_dir": ("left", "right", "across")[seed % 3]}, seed=seed)
        match.deal_next()
        rng = random.Random(seed)
        while (seat := match.to_move()) is not None:
            view = match.view(seat)
            chosen = HeartsBot().choose(view, view.legal_actions, rng)
            assert isinstance(match.deal, HeartsDeal)
            state = FastHearts.from_deal(match.deal)
            assert FastHearts.move_of(chosen) == policy_move(state, rng)
            match.apply(rng.choice(view.legal_actions))


def _hand(codes: str) -> int:
    return sum(1 << card_int(c) for c in cards(codes))


def test_a_seat_holding_every_point_goes_for_the_moon() -> None:
    """Seat 0 holds Q♠ and four hearts, nobody else a point, after three tricks: it wins
    the 9♦ with its king instead of ducking with the three."""
    hands = [_hand("KD 3D 2S"), _hand("5D 4S"), _hand("6D 5S"), _hand("7D 6S")]
    taken = [_hand("QS AH KH QH JH 2C 3C 4C"), _hand("5C 6C 7C 8C"), 0, 0]
    s = FastHearts(hands, 3, 0, leader=3, trick=[card_int(card("9D"))], taken=taken,
                   tricks=[2, 1, 0, 0], broken=True)
    assert CARDS[policy_play(s, s.legal_mask())] == card("KD")
    taken[0] = _hand("QS 2C 3C 4C")  # 13 points alone: not yet a shot at the moon
    s = FastHearts(hands, 3, 0, leader=3, trick=[card_int(card("9D"))], taken=taken,
                   tricks=[2, 1, 0, 0], broken=True)
    assert CARDS[policy_play(s, s.legal_mask())] == card("3D")


def _after_shooter_led(hand: str, trick: str) -> FastHearts:
    """Seat 0 holds every point taken (Q♠ and four hearts) and has led `trick`; seat 1, holding
    `hand`, is to play."""
    hands = [_hand("2S 3S"), _hand(hand), _hand("6D 5S 7C"), _hand("7D 6S 8C")]
    taken = [_hand("QS AH KH QH JH 2C 3C 4C"), _hand("5C 6C 7C 8C"), 0, 0]
    return FastHearts(hands, 3, 0, leader=0, trick=[card_int(c) for c in cards(trick)],
                      taken=taken, tricks=[2, 1, 0, 0], broken=True)


def test_the_others_stop_a_shot_at_the_moon() -> None:
    """Against a seat on course for the moon the others beat its card where they can, keep
    their hearts off its tricks, and give them to a trick another seat is winning."""
    s = _after_shooter_led("AD 3D 4S", "KD")
    assert CARDS[policy_play(s, s.legal_mask())] == card("AD")  # not the duck with 3D
    s = _after_shooter_led("2H 8S", "KD")
    assert CARDS[policy_play(s, s.legal_mask())] == card("8S")  # no heart under the shooter
    s = FastHearts([_hand("2S 3S"), _hand("4S 9D"), _hand("2H 8S"), _hand("7D 6S 8C")], 3, 0,
                   leader=0, trick=[card_int(card("5D")), card_int(card("AD"))],
                   taken=[_hand("QS AH KH QH JH 2C 3C 4C"), _hand("5C 6C 7C 8C"), 0, 0],
                   tricks=[2, 1, 0, 0], broken=True)
    assert CARDS[policy_play(s, s.legal_mask())] == card("2H")  # seat 1 takes a heart
