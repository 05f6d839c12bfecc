"""What one Mini Misère seat knows, read from its `SeatView` into kernel ints and masks.

A world (a determinization) honours everything the `SeatView` shows: the seat's own hand,
every played card, the hand sizes, the voids shown in play (a follower that did not follow
the led suit, or the suit a led old-rule joker named; a new-rule joker played to a suit lead
shows a void too, an old-rule joker does not), the Lot declarers and the open Lot question.
The laid-aside card of `mm4_with_joker` is unknown to every seat: it stays in the unseen pool,
and whatever is left after the hidden hands are dealt is laid aside. The search and the rule
policy both start from such a world; the policy reads none of its hidden cards, so any world
serves it.
"""

from __future__ import annotations

import random
from typing import Any

from tablecards.ai.search.core import deal_honouring_voids
from tablecards.ai.search.dealing import unique_deal
from tablecards.games.mini_misere.facts import MiniMisereFacts
from tablecards.games.mini_misere.kernel import (
    SUIT_MASK,
    FastMiniMisere,
    KernelRules,
    card_int,
    cards_of,
    mask_of,
)
from tablecards.games.mini_misere.options import build_config, normalise_options
from tablecards.rules.cards import Suit
from tablecards.rules.game import SeatView

ATTEMPTS = 30  # stuck draws before the dealing gives up on the voids


def rules_for(view: SeatView, options: dict[str, Any] | None = None) -> KernelRules:
    """The fast rules from the table's options when known, else from the public view (the
    early stop, not shown in the view, defaults to on as the rules do)."""
    if options is None:
        facts = MiniMisereFacts.of(view)
        old = facts.rules == "old"
        options = {
            "old_rules": old, "new_rules": not old,
            "lot_on_first_play": facts.lot_timing == "first_play",
            "lot_before_first_lead": facts.lot_timing != "first_play",
            "mm4_with_joker": view.seats == 4 and not old and bool(facts.joker),
            "nine_for_deuce": view.seats == 5 and not old and not facts.led_two_wins,
        }
    opts = normalise_options({k: v for k, v in options.items() if v is not None})
    full = {"old_rules": False, "lot_on_first_play": False, "lot_stop_early": True,
            "mm4_with_joker": False, "nine_for_deuce": False}
    full.update({k: v for k, v in opts.items() if k in full})
    return KernelRules.from_config(build_config(view.seats, full))


class Knowledge:
    """The facts of a view a determinization must honour."""

    def __init__(self, view: SeatView, rules: KernelRules) -> None:
        self.view = view
        self.rules = rules
        n = view.seats
        me = view.seat
        self.me = me
        self.mine = mask_of(view.hand)
        facts = MiniMisereFacts.of(view)
        played = 0
        voids = [0] * n
        named_suits = facts.named_suits
        current = view.trick if view.trick is not None and view.trick.plays else None
        tricks = list(view.tricks)
        for i, t in enumerate([*tricks, *([current] if current else [])]):
            if i < len(tricks):
                named = named_suits[i] if i < len(named_suits) else None
            else:
                named = facts.named_suit
            lead = t.plays[0][1] if t.plays else None
            for j, (seat, c) in enumerate(t.plays):
                played |= 1 << card_int(c)
                if j == 0 or lead is None:
                    continue
                if lead.is_joker:
                    if named is not None and (c.is_joker or c.suit != Suit.parse(named)):
                        voids[seat] |= SUIT_MASK[int(Suit.parse(named))]
                elif c.is_joker:
                    if rules.joker == 1:
                        voids[seat] |= SUIT_MASK[int(lead.suit)]  # type: ignore[arg-type]
                elif c.suit != lead.suit:
                    voids[seat] |= SUIT_MASK[int(lead.suit)]  # type: ignore[arg-type]
        self.played = played
        self.voids = voids
        pack = sum(1 << c for c in rules.pack)
        self.unseen = pack & ~self.mine & ~played
        self.sizes = list(view.hand_sizes)
        self.plays = [card_int(c) for _, c in current.plays] if current else []
        named_now = facts.named_suit
        self.named = int(Suit.parse(named_now)) if named_now and current else -1
        if current:
            self.leader = current.leader
        elif view.trick is not None:
            self.leader = view.trick.leader
        else:
            self.leader = (view.dealer + 1) % n
        declarers = facts.lot_declarers
        self.declarers = sum(1 << d for d in declarers)
        self.lost = sum(1 << d for d in declarers if any(t.winner != d for t in tricks))
        self.asking = facts.lot_question
        self.asked = len(facts.lot_declined)
        self.stopped = facts.stopped

    def deal_hidden(self, rng: random.Random) -> list[int]:
        """Hidden hands honouring sizes and voids (most constrained seat first)."""
        n = self.view.seats
        others = [s for s in range(n) if s != self.me and self.sizes[s] > 0]
        order = sorted(others, key=lambda s: (-self.voids[s].bit_count(), s))
        base = [0] * n
        base[self.me] = self.mine
        return deal_honouring_voids(base, order, self.unseen, self.sizes, self.voids, rng,
                                    ATTEMPTS, cards_of)

    def world(self, rng: random.Random) -> FastMiniMisere:
        """One complete position consistent with the view."""
        return self.state(self.deal_hidden(rng))

    def known_position(self) -> FastMiniMisere | None:
        """The position itself when sizes and shown voids leave every unseen card only one
        possible place (a hand, or laid aside), else None."""
        n = self.view.seats
        others = [s for s in range(n) if s != self.me and self.sizes[s] > 0]
        need = [*self.sizes, 0]
        need[self.me] = 0
        need[n] = self.unseen.bit_count() - sum(need[s] for s in others)  # laid aside
        allowed = [self.unseen & ~v for v in self.voids] + [self.unseen]
        dealt = unique_deal(self.unseen, [*others, n] if need[n] else others, need, allowed)
        if dealt is None:
            return None
        dealt[self.me] = self.mine
        return self.state(dealt[:n])

    def state(self, hands: list[int]) -> FastMiniMisere:
        """The kernel state of one complete placing of the hidden cards."""
        won = list(self.view.tricks_won) or [0] * self.view.seats
        return FastMiniMisere(self.rules, hands, self.leader, self.plays, self.named, won,
                              self.declarers, self.lost, self.asking, self.asked, self.stopped,
                              self.played)
