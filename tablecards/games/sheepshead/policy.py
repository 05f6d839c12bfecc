"""A rule-based five-handed Sheepshead player: the baseline that search bots must beat.

It sees only its `SeatView` and the legal actions. Sides come from public facts: the picker,
the called card (a seat holding it knows it is the partner), the partner once revealed.
Rules of thumb: pick with four trumps (or three with two queens); bury the fail points that do
not keep a hold card; call the ace of the shortest suit, else a ten, else unknown with the
cheapest card; lead trumps on the picker's side and the called suit on defence; take tricks
with points cheaply, schmear points on a partner's winning trick, throw the least otherwise.
In a leaster, stay low.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tablecards.games.sheepshead.calls import card_calls
from tablecards.games.sheepshead.cards import JD, POINTS, eff_suit, is_trump, power
from tablecards.games.sheepshead.facts import SheepsheadFacts
from tablecards.rules.actions import Action
from tablecards.rules.cards import Card, Rank
from tablecards.rules.game import SeatView


class SheepsheadBot:
    """Deterministic heuristic player (the rng is unused; kept for the protocol)."""

    name = "sheepshead-basic"

    def choose(self, view: SeatView, legal: list[Action], rng: random.Random) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        verbs = {a.verb for a in legal}
        if "pick" in verbs:
            return _pick(view, legal)
        if "bury" in verbs:
            return _bury(view, legal)
        if "play" not in verbs:
            return _call(view, legal)
        plays = [a for a in legal if a.verb == "play"]
        return _play(view, plays)


def _pick(view: SeatView, legal: list[Action]) -> Action:
    trumps = [c for c in view.hand if is_trump(c)]
    queens = sum(1 for c in trumps if c.rank is Rank.QUEEN)
    want = len(trumps) >= 4 or (len(trumps) >= 3 and queens >= 2)
    return next((a for a in legal if a.value is want), legal[0])


def bury_score(hand: Sequence[Card], pair: Sequence[Card]) -> int:
    """The rule of thumb's value of burying `pair` from the picker's eight cards: shed fail
    points, never trumps, keep a callable ace's hold card, and void suits."""
    left = [c for c in hand if c not in pair]
    value = 0
    for c in pair:
        value += -30 if is_trump(c) else POINTS[c.rank] - (8 if c.rank is Rank.ACE else 0)
    if card_calls(left, hand):
        value += 25
    suits = {eff_suit(c) for c in left}
    return value - 2 * len(suits)


def bury_ranking(view: SeatView, legal: list[Action]) -> list[Action]:
    """The legal buries best first by `bury_score` (ties keep the legal order); search draws
    its bury candidates from the head of this list."""
    def score(a: Action) -> int:
        pair = a.value
        assert isinstance(pair, tuple)
        return bury_score(view.hand, pair)

    return sorted(legal, key=lambda a: -score(a))


def _bury(view: SeatView, legal: list[Action]) -> Action:
    return bury_ranking(view, legal)[0]


def _call(view: SeatView, legal: list[Action]) -> Action:
    cards = [a for a in legal if isinstance(a.value, Card) and a.get("unknown") is None]
    if cards:
        def shortness(a: Action) -> int:
            assert isinstance(a.value, Card)
            return sum(1 for c in view.hand if c.suit == a.value.suit and not is_trump(c))
        return min(cards, key=shortness)
    unknown = [a for a in legal if a.get("unknown") is not None]
    if unknown:
        return min(unknown, key=lambda a: (POINTS[a.get("unknown").rank],
                                           power(a.get("unknown"))))
    return next(a for a in legal if a.value == "alone")


def _sides(view: SeatView) -> tuple[set[int], set[int]]:
    """Known friends (with self) and known foes."""
    me, facts = view.seat, SheepsheadFacts.of(view)
    picker, partner = facts.picker, facts.partner
    called = facts.called
    if picker is None:
        return {me}, set(range(view.seats)) - {me}
    side = {picker} | ({partner} if partner is not None else set())
    holds_partner_card = (isinstance(called, str) and Card.parse(called) in view.hand) or (
        facts.call is None and JD in view.hand and view.game == "sheepshead"
        and me != picker and facts.phase == "play" and facts.buried == 2
        and called is None and not facts.alone)
    if me in side or holds_partner_card:
        return side | {me}, (set(range(view.seats)) - side - {me}) if partner is not None \
            or holds_partner_card else set()
    if partner is not None:
        return set(range(view.seats)) - side, side
    return {me}, {picker}


def _play(view: SeatView, plays: list[Action]) -> Action:
    cards = [a.value for a in plays if isinstance(a.value, Card)]
    by_card = {a.value: a for a in plays}
    trick = view.trick.plays if view.trick else []
    leaster = SheepsheadFacts.of(view).leaster
    if not trick:
        pick = _lead_leaster(cards) if leaster else _lead(view, cards)
    else:
        pick = _follow(view, cards, trick, leaster)
    return by_card[pick]


def _cheap(cards: Sequence[Card]) -> Card:
    return min(cards, key=lambda c: (POINTS[c.rank], is_trump(c), power(c)))


def _lead_leaster(cards: list[Card]) -> Card:
    return min(cards, key=lambda c: (is_trump(c), power(c), POINTS[c.rank]))


def _lead(view: SeatView, cards: list[Card]) -> Card:
    friends, _ = _sides(view)
    facts = SheepsheadFacts.of(view)
    picker = facts.picker
    trumps = [c for c in cards if is_trump(c)]
    if picker in friends and len(trumps) >= 2:
        return max(trumps, key=power)
    called = facts.called
    if isinstance(called, str) and picker not in friends:
        suit = Card.parse(called).suit
        in_suit = [c for c in cards if not is_trump(c) and c.suit == suit]
        if in_suit:
            return min(in_suit, key=power)
    fails = [c for c in cards if not is_trump(c)]
    return _cheap(fails or cards)


def _best(trick: Sequence[tuple[int, Card]]) -> tuple[int, Card]:
    led = eff_suit(trick[0][1])
    best = trick[0]
    for seat, c in trick[1:]:
        b = best[1]
        if (is_trump(c) and (not is_trump(b) or power(c) > power(b))) or (
                not is_trump(b) and not is_trump(c) and eff_suit(c) == led
                and power(c) > power(b)):
            best = (seat, c)
    return best


def _beats(c: Card, best: Card, led: object) -> bool:
    if is_trump(c):
        return not is_trump(best) or power(c) > power(best)
    return not is_trump(best) and eff_suit(c) == led and power(c) > power(best)


def _follow(view: SeatView, cards: list[Card], trick: Sequence[tuple[int, Card]],
            leaster: bool) -> Card:
    win_seat, win_card = _best(trick)
    led = eff_suit(trick[0][1])
    winners = sorted((c for c in cards if _beats(c, win_card, led)), key=power)
    losers = [c for c in cards if c not in winners]
    if leaster:
        return max(losers, key=power) if losers else _cheap(cards)
    friends, foes = _sides(view)
    last = len(trick) == view.seats - 1
    points = sum(POINTS[c.rank] for _, c in trick)
    if win_seat in friends and win_seat != view.seat and (last or power(win_card) > 110):
        return max(losers or cards, key=lambda c: (POINTS[c.rank] if not is_trump(c) else -1,
                                                   -power(c)))
    if winners and (last or points >= 10 or win_seat in foes):
        cheap_winners = [c for c in winners if last or power(c) > 108 or not is_trump(c)]
        return (cheap_winners or winners)[0]
    return _cheap(losers or cards)
