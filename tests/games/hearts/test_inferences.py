"""Hearts worlds with and without the seat's inferences (`knowledge.INFERENCES`, the switch
of docs/ai.md's ablation): shown voids and the passed cards' place are honoured only when on;
what the rules fix (own hand, played cards, hand sizes) is honoured either way."""

from __future__ import annotations

import random

import pytest

from tablecards.ai.bots import baseline_bot
from tablecards.games.hearts import knowledge
from tablecards.games.hearts import search as hs
from tablecards.games.hearts.kernel import ALL, mask_of
from tablecards.rules.game import Match, SeatView
from tablecards.rules.registry import game_class


def _position() -> tuple[Match, int, int]:
    """A hand after the pass where the seat to move still knows where some of its passed
    cards lie and another seat `o` has shown a void in a suit with unseen cards left."""
    bot = baseline_bot("hearts")
    for seed in range(300):
        m = game_class("hearts")(4, {"pass_dir": "left"}, seed=seed)
        m.deal_next()
        rng = random.Random(seed)
        for _ in range(4 + 40):  # the four passes, then card play
            seat = m.controller()
            if seat is None:
                break
            view = m.view(seat)
            m.apply(bot.choose(view, view.legal_actions, rng))
            seat = m.controller()
            if seat is None or m.view(seat).known_cards == {}:
                continue
            view = m.view(seat)
            know = hs.Knowledge(view, hs.rules_from({}))
            if know.passing:
                continue
            for o in range(4):
                if o != seat and know.voids[o] & know.unseen and know.hidden[o]:
                    return m, seat, o
    raise AssertionError("no position with a void and known passed cards")


def _worlds(view: SeatView, n: int) -> list[list[int]]:
    know = hs.Knowledge(view, hs.rules_from({}))
    rng = random.Random(3)
    return [know.determinize(rng).s.hands for _ in range(n)]


def _void_mask(view: SeatView, o: int) -> int:
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(knowledge, "INFERENCES", True)
        return hs.Knowledge(view, hs.rules_from({})).voids[o]


def test_worlds_honour_inferences_only_when_switched_on(monkeypatch: pytest.MonkeyPatch) -> None:
    m, seat, o = _position()
    view = m.view(seat)
    void = _void_mask(view, o)
    target, passed = next(iter(view.known_cards.items()))
    passed_mask = mask_of(passed)
    mine = mask_of(view.hand)
    played = mask_of([c for t in [*view.tricks, view.trick] if t for _, c in t.plays])

    def legal(hands: list[int]) -> None:
        assert hands[seat] == mine
        everything = played
        for s in range(4):
            assert hands[s].bit_count() == view.hand_sizes[s]
            assert not hands[s] & everything
            everything |= hands[s]
        assert everything == ALL

    on = _worlds(view, 200)
    for hands in on:
        legal(hands)
        assert not hands[o] & void
        assert hands[target] & passed_mask == passed_mask

    monkeypatch.setattr(knowledge, "INFERENCES", False)
    off = _worlds(view, 200)
    for hands in off:
        legal(hands)
    assert any(hands[o] & void for hands in off)
    assert any(hands[target] & passed_mask != passed_mask for hands in off)
