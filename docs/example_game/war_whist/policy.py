"""War-whist's rule-based player: the Easy level and every level's play (no search)."""

from __future__ import annotations

import random

from tablecards.games.war_whist.match import TRUMP, card_strength
from tablecards.rules.actions import Action
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView
from tablecards.rules.tricks import trick_winner


def _cost(card: Card) -> tuple[int, int]:
    """How dear a card is to give up: any trump above any other card, then by strength."""
    return (card.suit == TRUMP, card_strength(card))


def _card(action: Action) -> Card:
    assert isinstance(action.value, Card)
    return action.value


class WarWhistBot:
    """Second to play: take the trick with the cheapest card that wins it, else throw the
    cheapest card. Leading: the strongest card outside trumps (an ace may stand), else the
    lowest trump. It reads only its view and the legal actions."""

    name = "rules"

    def choose(self, view: SeatView, legal: list[Action], rng: random.Random) -> Action:
        trick = view.trick
        if trick is not None and trick.plays:
            winners = [a for a in legal if trick_winner(
                [*trick.plays, (view.seat, _card(a))], TRUMP, card_strength) == view.seat]
            return min(winners or legal, key=lambda a: _cost(_card(a)))
        plain = [a for a in legal if _card(a).suit != TRUMP]
        if plain:
            return max(plain, key=lambda a: card_strength(_card(a)))
        return min(legal, key=lambda a: card_strength(_card(a)))
