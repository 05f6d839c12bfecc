"""Stacked Sheepshead deals for the tests: named cards where the example needs them."""

from __future__ import annotations

from tablecards.games.sheepshead.cards import eff_suit, pack
from tablecards.games.sheepshead.deal import SheepsheadDeal
from tablecards.games.sheepshead.match import SheepsheadMatch
from tablecards.rules.actions import Action, play
from tablecards.rules.cards import Card, card, cards
from tablecards.rules.game import DealSetup

P1, P2, P3, P4, P5 = range(5)  # P5 deals, P1 leads


def stacked(hands: dict[int, str], blind: str = "", void: dict[int, str] | None = None
            ) -> DealSetup:
    """P5 deals; the named cards go where given, the rest fills hands (avoiding the `void`
    suits of a seat, "T" meaning trumps) and then the blind."""
    named = [c for text in [*hands.values(), blind] for c in cards(text)]
    rest = [c for c in pack() if c not in named]
    out = [cards(hands.get(s, "")) for s in range(5)]
    for seat, hand in enumerate(out):
        avoid = (void or {}).get(seat, "")
        while len(hand) < 6:
            pick = next(c for c in rest if _suit_code(c) not in avoid)
            rest.remove(pick)
            hand.append(pick)
    blind_cards = cards(blind)
    blind_cards += rest[: 2 - len(blind_cards)]
    return DealSetup(P5, out, blind_cards)


def _suit_code(c: Card) -> str:
    suit = eff_suit(c)
    return "T" if suit is None else suit.code


def match_with(setup: DealSetup, **options: object) -> SheepsheadMatch:
    match = SheepsheadMatch(5, options, seed=1, first_dealer=setup.dealer)
    match.deal_next(setup)
    return match


def deal_of(match: SheepsheadMatch) -> SheepsheadDeal:
    assert isinstance(match.deal, SheepsheadDeal)
    return match.deal


def act(match: SheepsheadMatch, verb: str, value: object, **extras: object) -> None:
    seat = match.to_move()
    assert seat is not None
    v = card(value) if verb in ("play", "call") and isinstance(value, str) and value != "alone" \
        else value
    if verb == "bury":
        assert isinstance(value, str)
        v = tuple(cards(value))
    ex = tuple((k, card(x) if isinstance(x, str) else x) for k, x in extras.items())
    match.apply(Action(seat, verb, v, ex))  # type: ignore[arg-type]


def plays(match: SheepsheadMatch, *codes: str) -> None:
    for code in codes:
        seat = match.to_move()
        assert seat is not None
        match.apply(play(seat, card(code)))


def passes(match: SheepsheadMatch, n: int) -> None:
    for _ in range(n):
        act(match, "pick", False)
