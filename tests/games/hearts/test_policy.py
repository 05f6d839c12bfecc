"""The rule-based Hearts bot: legal, deterministic, better than random."""

from __future__ import annotations

import random

from tablecards.ai.base import Bot
from tablecards.ai.bots import baseline_bot
from tablecards.ai.random_bot import RandomBot
from tablecards.games.hearts.match import HeartsMatch
from tablecards.games.hearts.policy import HeartsBot
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
