"""One hand of Mini Misère: the Lot question or declarations, validated plays, early stop.

Phases: under `lot_before_first_lead` the hand opens with the Lot question, asked clockwise
from the dealer's left until one player accepts or all have declined (`{"lot": true|false}`);
then the dealer's left leads. Under `lot_on_first_play` the Lot rides on a card to trick 1
(`{"play": .., "lot": true}`). A led joker under the old rules names a suit (`"suit": "H"`).
"""

from __future__ import annotations

from typing import Any

from tablecards.games.mini_misere.facts import MiniMisereFacts
from tablecards.games.mini_misere.options import GameRules
from tablecards.games.mini_misere.texts import REASONS, RECORD_WORDING
from tablecards.games.mini_misere.tricks import (
    follow_cards,
    follow_refusal,
    score_lines,
    trick_winner,
    why_trick,
)
from tablecards.rules.actions import Action, Event, Reason, reason, register_reasons
from tablecards.rules.cards import Card, Suit
from tablecards.rules.game import Deal, DealSetup, SeatView, Trick
from tablecards.rules.tricks import next_to_play, seat_after, tricks_won

register_reasons(REASONS | RECORD_WORDING)

PLAY_EXTRAS = frozenset({"lot", "suit"})


class MiniMisereDeal(Deal):
    """The state of one hand: hands, the Lot, the current trick and the tricks taken."""

    def __init__(self, cfg: GameRules, setup: DealSetup) -> None:
        self.cfg = cfg
        self.setup = setup
        self.n = cfg.players
        self.hands: list[list[Card]] = [list(h) for h in setup.hands]
        first = seat_after(setup.dealer, 1, self.n)
        self.asking = not cfg.lot_first_play  # the Lot question is open
        self.declined: list[int] = []
        self.declarers: list[int] = []
        self.trick = Trick(leader=first)
        self.named: Suit | None = None  # suit named by the joker leading this trick
        self.tricks: list[Trick] = []
        self.named_suits: list[Suit | None] = []
        self.stopped = False

    # -- turn and legality ---------------------------------------------------------------
    def to_move(self) -> int | None:
        if self.is_complete():
            return None
        if self.asking:
            return seat_after(self.setup.dealer, 1 + len(self.declined), self.n)
        return next_to_play(self.trick, self.n)

    def lot_open(self) -> bool:
        """A card played now may carry a Lot declaration (new timing, trick 1)."""
        return self.cfg.lot_first_play and not self.tricks

    def leading_named(self) -> bool:
        """A joker led now must name a suit (old joker rule)."""
        return self.cfg.joker == "old" and not self.trick.plays

    def legal_cards(self) -> list[Card]:
        seat = self.to_move()
        if seat is None or self.asking:
            return []
        hand = self.hands[seat]
        if not self.trick.plays:
            return sorted(hand)
        lead = self.trick.plays[0][1]
        return sorted(follow_cards(hand, lead, self.named, self.cfg.joker))

    def legal_actions(self) -> list[Action]:
        seat = self.to_move()
        if seat is None:
            return []
        if self.asking:
            return [Action(seat, "lot", False), Action(seat, "lot", True)]
        plain: list[Action] = []
        for c in self.legal_cards():
            if c.is_joker and self.leading_named():
                plain += [Action(seat, "play", c, (("suit", s.code),)) for s in Suit]
            else:
                plain.append(Action(seat, "play", c))
        if not self.lot_open():
            return plain
        return plain + [Action(a.seat, a.verb, a.value, (*a.extras, ("lot", True)))
                        for a in plain]

    def refusal(self, action: Action) -> Reason | None:
        if self.asking:
            if action.verb != "lot":
                return reason("mm_lot_question_first")
            if action.extras:
                return reason("bad_value", detail="a Lot answer takes no qualifiers")
            return None if isinstance(action.value, bool) else reason("mm_lot_yes_no")
        if action.verb == "lot":
            return reason("mm_lot_with_card" if self.cfg.lot_first_play
                          else "mm_lot_question_over")
        if action.verb != "play":
            return reason("wrong_verb", verb=action.verb, expected="play")
        return self._play_refusal(action)

    def _play_refusal(self, action: Action) -> Reason | None:
        played = action.value
        if not isinstance(played, Card):
            return reason("bad_value", detail=f"play needs one card, not {played!r}")
        extras = dict(action.extras)
        if set(extras) - PLAY_EXTRAS or len(extras) != len(action.extras):
            return reason("mm_play_qualifiers")
        why = self._lot_refusal(extras.get("lot", False))
        if why is not None:
            return why
        hand = self.hands[action.seat]
        if played not in hand:
            return reason("not_in_hand", card=played.code)
        why = self._suit_refusal(played, extras.get("suit"))
        if why is not None or not self.trick.plays:
            return why
        lead = self.trick.plays[0][1]
        return follow_refusal(hand, lead, self.named, self.cfg.joker, played)

    def _lot_refusal(self, lot: Any) -> Reason | None:
        if not isinstance(lot, bool):
            return reason("mm_lot_yes_no")
        if not lot:
            return None
        if not self.cfg.lot_first_play:
            return reason("mm_lot_not_with_card")
        return None if self.lot_open() else reason("mm_lot_first_trick_only")

    def _suit_refusal(self, played: Card, suit: Any) -> Reason | None:
        naming = played.is_joker and self.leading_named()
        if suit is None:
            return reason("mm_joker_needs_suit") if naming else None
        if not naming:
            return reason("mm_suit_not_allowed")
        if not isinstance(suit, str) or len(suit) != 1 or suit not in "SHDC":
            return reason("mm_bad_suit")
        return None

    # -- applying ------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        seat = action.seat
        if action.verb == "lot":
            return self._answer(seat, bool(action.value))
        played = action.value
        assert isinstance(played, Card)
        events: list[Event] = []
        if action.get("lot") is True:
            self.declarers.append(seat)
            events.append(Event("lot", seat, {"declared": True, "card": played.code}))
        self.hands[seat].remove(played)
        suit = action.get("suit")
        if isinstance(suit, str) and not self.trick.plays:
            self.named = Suit.parse(suit)
        self.trick.plays.append((seat, played))
        data: dict[str, Any] = {"card": played.code, "trick": len(self.tricks)}
        if self.named is not None and len(self.trick.plays) == 1:
            data["suit"] = self.named.code
        events.append(Event("played", seat, data))
        if len(self.trick.plays) == self.n:
            events += self._finish_trick()
        return events

    def _answer(self, seat: int, accept: bool) -> list[Event]:
        """One answer to the Lot question; an acceptance or the last refusal closes it."""
        events = [Event("lot", seat, {"declared": accept})]
        if accept:
            self.declarers.append(seat)
        else:
            self.declined.append(seat)
        if accept or len(self.declined) == self.n:
            self.asking = False
            events.append(Event("lot_question_closed", None, {"declarers": list(self.declarers)}))
        return events

    def _finish_trick(self) -> list[Event]:
        trick = self.trick
        winner = trick_winner(trick.plays, self.cfg.deuce_power)
        trick.winner = winner
        self.tricks.append(trick)
        self.named_suits.append(self.named)
        events = [Event("trick_won", winner, {
            "trick": len(self.tricks) - 1,
            "cards": [c.code for _, c in trick.plays],
            **why_trick(trick.plays, winner, self.cfg.deuce_power, self.named).to_data(),
        })]
        self.trick = Trick(leader=winner)
        self.named = None
        if self.cfg.stop_early and self.declarers and self.hands[0] and all(
            any(t.winner != d for t in self.tricks) for d in self.declarers
        ):
            self.stopped = True
            events.append(Event("hand_stopped", None, {
                "tricks_played": len(self.tricks), "declarers": list(self.declarers)}))
        return events

    # -- results -------------------------------------------------------------------------
    def is_complete(self) -> bool:
        return self.stopped or (not self.trick.plays and not any(self.hands))

    def tricks_won(self) -> list[int]:
        return tricks_won(self.tricks, self.n)

    def score_lines(self) -> list[dict[str, Any]]:
        return score_lines(self.cfg, self.tricks_won(), self.declarers)

    def points(self) -> list[int]:
        return [line["points"] for line in self.score_lines()]

    def view(self, seat: int) -> SeatView:
        to_move = self.to_move()
        return SeatView.dealt(
            "mini_misere", seat, self.hands, self.setup.dealer, to_move,
            trick=Trick(self.trick.leader, list(self.trick.plays)),
            tricks=[Trick(t.leader, list(t.plays), t.winner) for t in self.tricks],
            tricks_won=self.tricks_won(),
            public=self._public(),
            legal_actions=self.legal_actions() if to_move == seat else [],
        )

    def _public(self) -> dict[str, Any]:
        cfg = self.cfg
        return MiniMisereFacts(
            rules="old" if cfg.old_rules else "new",
            joker=cfg.joker,
            led_two_wins=cfg.deuce_power,
            table=list(cfg.table),
            lot_timing="first_play" if cfg.lot_first_play else "before_first_lead",
            lot_question=self.asking,
            lot_declined=list(self.declined),
            lot_declarers=list(self.declarers),
            named_suit=None if self.named is None else self.named.code,
            named_suits=[None if s is None else s.code for s in self.named_suits],
            laid_aside=cfg.laid_aside,
            hand_size=cfg.hand_size,
            stopped=self.stopped,
        ).to_public()
