"""Mini Misère's trick rules and scoring as pure functions (spec sections 4-6).

No trumps. A led joker wins (new rule: nobody need follow; old rule: the leader names a suit
to follow); a led 2 wins its trick; otherwise the highest card of the led suit. A joker that is
not led always loses: under the new rule only a player void in the led suit may play it, under
the old rule anyone may. A 2 that is not led is the lowest of its suit, which is simply its
place in the standard rank order.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tablecards.games.mini_misere.options import GameRules
from tablecards.rules.actions import SUIT_NAMES, Reason, must_follow, reason
from tablecards.rules.cards import Card, Rank, Suit
from tablecards.rules.explain import Why, suit_key, trump_trick_why, why
from tablecards.rules.tricks import cards_of_suit
from tablecards.rules.tricks import trick_winner as highest_of_suit_led


def trick_winner(plays: Sequence[tuple[int, Card]], deuce_power: bool) -> int:
    """The seat that takes a complete trick."""
    leader, lead = plays[0]
    if lead.is_joker or (deuce_power and lead.rank is Rank.TWO):
        return leader
    return highest_of_suit_led(plays)


def why_trick(plays: Sequence[tuple[int, Card]], winner: int, deuce_power: bool,
              named: Suit | None) -> Why:
    """Why `winner` (the referee's answer) took the trick, in Mini Misère's own terms.

    A led joker or a led 2 wins outright; otherwise the highest card of the led suit wins,
    and a joker or a 2 that followed is named, since a beginner may expect it to win.
    """
    lead = plays[0][1]
    card = next(c for seat, c in plays if seat == winner)
    if lead.is_joker:
        if named is None:
            return why(winner, card, "mm_led_joker")
        return why(winner, card, "mm_led_joker_named", suit=suit_key(named))
    if deuce_power and lead.rank is Rank.TWO:
        return why(winner, card, "mm_led_two")
    followed = [c for _, c in plays[1:]]
    if any(c.is_joker for c in followed):
        return why(winner, card, "mm_joker_not_led", suit=suit_key(lead.suit))
    if deuce_power and any(c.suit == lead.suit and c.rank is Rank.TWO for c in followed):
        return why(winner, card, "mm_two_not_led", suit=suit_key(lead.suit))
    return trump_trick_why(plays, winner, None)


def suit_to_follow(lead: Card, named: Suit | None) -> Suit | None:
    """The suit followers owe: the led suit, the named suit of an old-rule joker, or none."""
    return named if lead.is_joker else lead.suit


def follow_cards(hand: Sequence[Card], lead: Card, named: Suit | None, joker: str) -> list[Card]:
    """The cards a follower may play."""
    owed = suit_to_follow(lead, named)
    if owed is None:
        return list(hand)
    follow = cards_of_suit(hand, owed)
    if not follow:
        return list(hand)
    if joker == "old" and not lead.is_joker:
        follow += [c for c in hand if c.is_joker]
    return follow


def follow_refusal(
    hand: Sequence[Card], lead: Card, named: Suit | None, joker: str, played: Card
) -> Reason | None:
    """Why a follower may not play `played` (None when legal)."""
    if played in follow_cards(hand, lead, named, joker):
        return None
    owed = suit_to_follow(lead, named)
    assert owed is not None
    if played.is_joker:
        return reason("mm_joker_must_follow", suit=SUIT_NAMES[owed])
    return must_follow(SUIT_NAMES[owed], follow_cards(hand, lead, named, joker))


def lot_outcome(tricks: Sequence[int], declarers: Sequence[int], hand_size: int) -> int | None:
    """The declarer who won every trick, or None."""
    return next((d for d in declarers if tricks[d] == hand_size), None)


def hand_points(cfg: GameRules, tricks: Sequence[int], declarers: Sequence[int]) -> list[int]:
    """Each seat's points for a finished hand."""
    return [line["points"] for line in score_lines(cfg, tricks, declarers)]


def score_lines(
    cfg: GameRules, tricks: Sequence[int], declarers: Sequence[int]
) -> list[dict[str, Any]]:
    """Per seat, how the points arise: `rule` is `table`, `lot_success`, `lot_other`
    (someone else's Lot succeeded), `lot_failed` (a failed declarer) or `lot_failure_award`."""
    if not declarers:
        return [{"tricks": t, "declared": False, "rule": "table", "points": cfg.table[t]}
                for t in tricks]
    winner = lot_outcome(tricks, declarers, cfg.hand_size)
    lines = []
    for seat, t in enumerate(tricks):
        declared = seat in declarers
        if winner is not None:
            rule, points = ("lot_success", cfg.lot_success) if seat == winner else ("lot_other", 0)
        elif declared:
            rule, points = "lot_failed", 0
        else:
            rule, points = "lot_failure_award", cfg.lot_failure
        lines.append({"tricks": t, "declared": declared, "rule": rule, "points": points})
    return lines
