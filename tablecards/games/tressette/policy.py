"""A rule-based Tressette-for-two player: the baseline that search bots must beat.

It sees only its `SeatView` and the legal actions. Card counting uses what the view gives:
the played tricks, the own hand, and the opponent's shown draws (`known_cards`). Once the stock
is empty every unseen card is in the opponent's hand, so the counting becomes exact.

Rules of thumb, in order: lead a 2 or 3 that must catch the opponent's lone ace; with the
stock gone, cash safe aces; otherwise lead the card with least at risk, keeping 3s, 2s and
unguarded aces. Following, bank an ace when it wins, win a trick with points using the lowest
winning card, take a pointless trick only with a cheap card, else play (or discard) the least
valuable card, never an ace while another card will do.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

from tablecards.games.tressette.facts import TressetteFacts
from tablecards.games.tressette.match import STRENGTH, THIRDS
from tablecards.rules.actions import Action
from tablecards.rules.cards import Card, Rank, Suit, pack_40
from tablecards.rules.game import SeatView

_PACK = frozenset(pack_40())
_POWER = (Rank.THREE, Rank.TWO)


def _strength(c: Card) -> int:
    return STRENGTH[c.rank]


def _in_suit(cards: Iterable[Card], suit: Suit | None) -> list[Card]:
    return [c for c in cards if c.suit == suit]


@dataclass
class _Counts:
    """What the seat knows: unseen cards, and those surely in the opponent's hand."""

    unseen: frozenset[Card]
    opponent_sure: frozenset[Card]
    stock: int

    def can_beat(self, c: Card, *, sure: bool = False) -> bool:
        pool = self.opponent_sure if sure else self.unseen
        return any(o.suit == c.suit and _strength(o) > _strength(c) for o in pool)

    def master(self, c: Card) -> bool:
        """No card that could ever come to the opponent beats `c`."""
        return not self.can_beat(c)


def _counts(view: SeatView) -> _Counts:
    played = {c for t in [*view.tricks, *([view.trick] if view.trick else [])]
              for _, c in t.plays}
    unseen = _PACK - played - set(view.hand)
    stock = TressetteFacts.of(view).stock
    known = {c for cs in view.known_cards.values() for c in cs}
    sure = unseen if stock == 0 else known & unseen
    return _Counts(frozenset(unseen), frozenset(sure), stock)


class TressetteBot:
    """Deterministic heuristic player (the rng only breaks nothing; kept for the protocol)."""

    name = "tressette-basic"

    def choose(self, view: SeatView, legal: list[Action], rng: random.Random) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        by_card = {a.value: a for a in legal if isinstance(a.value, Card)}
        counts = _counts(view)
        plays = view.trick.plays if view.trick else []
        if plays:
            pick = _follow(plays[0][1], list(by_card), counts)
        else:
            pick = _lead(list(by_card), view.hand, counts)
        return by_card[pick]


def _lead(cards: list[Card], hand: list[Card], counts: _Counts) -> Card:
    catch = _ace_catch(cards, counts)
    if catch is not None:
        return catch
    if counts.stock == 0:
        safe_aces = [c for c in cards if c.rank is Rank.ACE and counts.master(c)]
        if safe_aces:
            return safe_aces[0]

    def key(c: Card) -> tuple[int, int, int, int, int]:
        at_risk = THIRDS[c.rank] if counts.can_beat(c) else 0
        surely_beaten = 1 if counts.can_beat(c, sure=True) else 0
        power = 1 if c.rank in _POWER or c.rank is Rank.ACE else 0
        guards = sum(1 for h in _in_suit(hand, c.suit) if h.rank in _POWER or h.rank is Rank.ACE)
        return (at_risk, surely_beaten, power, guards, _strength(c))

    return min(cards, key=key)


def _ace_catch(cards: list[Card], counts: _Counts) -> Card | None:
    """A 2 or 3 led into a suit where the opponent surely holds the ace and nothing else."""
    for c in sorted(cards, key=_strength):
        if c.rank not in _POWER:
            continue
        theirs = _in_suit(counts.opponent_sure, c.suit)
        exact = counts.stock == 0 or len(_in_suit(counts.unseen, c.suit)) == len(theirs)
        if exact and [o.rank for o in theirs] == [Rank.ACE]:
            return c
    return None


def _follow(lead: Card, cards: list[Card], counts: _Counts) -> Card:
    following = [c for c in cards if c.suit == lead.suit]
    if not following:
        return _cheapest(cards, counts)
    winners = sorted((c for c in following if _strength(c) > _strength(lead)), key=_strength)
    aces = [c for c in winners if c.rank is Rank.ACE]
    if aces:
        return aces[0]
    losers = [c for c in following if c not in winners]
    if winners and THIRDS[lead.rank] > 0:
        return winners[0]
    cheap_win = [c for c in winners if c.rank not in _POWER]
    if cheap_win:
        return cheap_win[0]
    if winners and (not losers or all(c.rank is Rank.ACE for c in losers)):
        return winners[0]
    return _cheapest(losers or following, counts)


def _cheapest(cards: list[Card], counts: _Counts) -> Card:
    """The card that gives away least: no value, not a future winner, weakest."""
    return min(cards, key=lambda c: (THIRDS[c.rank], counts.master(c), _strength(c)))
