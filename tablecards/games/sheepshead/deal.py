"""One five-handed Sheepshead deal: pick or pass, bury, call, six tricks, scoring.

Phases: `pick` (from the dealer's left; the first pick ends it; all passing makes a leaster,
throws the hand in for a doubler, or is impossible with `forced_pick`), `bury` (two cards),
`call` (called-ace games only; required), `play`, `done`. With `jd_partner` the call is
optional: the picker may call `alone` (or the call-up jack) before the first card, even out of
turn (see `SheepsheadMatch.refusal`). Secrets kept here: the blind, the bury, the unknown card
and the partner's seat until the partner card falls.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from tablecards.games.sheepshead.calls import (
    ace_call_refusal,
    call_up_jack,
    card_calls,
    unknown_aces,
)
from tablecards.games.sheepshead.cards import (
    JD,
    SEATS,
    TRICKS,
    card_points,
    eff_suit,
    pile_points,
    trick_winner,
    why_trick,
)
from tablecards.games.sheepshead.options import GameRules, capped_multiplier
from tablecards.games.sheepshead.play import called_suit, play_refusal
from tablecards.games.sheepshead.scoring import leaster_points, picked_points, picked_result
from tablecards.games.sheepshead.texts import REASONS, RECORD_WORDING
from tablecards.rules.actions import Action, Event, Reason, play, reason, register_reasons
from tablecards.rules.cards import Card, Suit
from tablecards.rules.game import Deal, DealSetup, SeatView, Trick
from tablecards.rules.tricks import next_to_play, seat_after

register_reasons(REASONS | RECORD_WORDING)


class SheepsheadDeal(Deal):
    """The state of one deal; `apply` trusts `refusal` to have been asked first."""

    def __init__(self, setup: DealSetup, rules: GameRules, multiplier: int = 1) -> None:
        self.setup = setup
        self.rules = rules
        self.multiplier = multiplier
        self.dealer = setup.dealer
        self.first = seat_after(setup.dealer, 1, SEATS)
        self.hands: list[list[Card]] = [list(h) for h in setup.hands]
        self.blind: list[Card] = list(setup.stock)
        self.phase = "pick"
        self.picks: list[bool] = []
        self.picker: int | None = None
        self.buried: list[Card] = []
        self.call: str | None = None  # "ace", "ten", "unknown", "jack", "alone" or None
        self.called: Card | None = None
        self.unknown: Card | None = None
        self.partner: int | None = None  # secret until `partner_known`
        self.partner_card: Card | None = None
        self.partner_known = False
        self.alone_known = False
        self.called_out = False
        self.called_led_trick: int | None = None
        self.leaster = False
        self.thrown_in = False
        self.trick = Trick(self.first)
        self.led_suit: Suit | None = None
        self.tricks: list[Trick] = []
        self.piles: list[list[Card]] = [[] for _ in range(SEATS)]
        self.won = [0] * SEATS
        self.blind_to: int | None = None

    # -- turn ----------------------------------------------------------------------------
    def to_move(self) -> int | None:
        if self.phase == "pick":
            return seat_after(self.first, len(self.picks), SEATS)
        if self.phase in ("bury", "call"):
            return self.picker
        if self.phase == "play":
            return next_to_play(self.trick, SEATS)
        return None

    def forced_dealer(self) -> bool:
        """The dealer is asked last with `forced_pick` and everyone else passed."""
        return self.rules.all_pass == "forced_pick" and len(self.picks) == SEATS - 1

    def call_window(self) -> bool:
        """A `jd_partner` picker may still call (alone or the call-up jack)."""
        return (self.rules.jd_partner and self.phase == "play" and self.call is None
                and not self.tricks and not self.trick.plays)

    # -- legal actions ---------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        seat = self.to_move()
        if seat is None:
            return []
        if self.phase == "pick":
            choices = [True] if self.forced_dealer() else [True, False]
            return [Action(seat, "pick", v) for v in choices]
        if self.phase == "bury":
            hand = sorted(self.hands[seat])
            return [Action(seat, "bury", pair) for pair in combinations(hand, 2)]
        if self.phase == "call":
            return self.call_actions()
        plays = [play(seat, c) for c in self.legal_cards(seat)]
        return plays + (self.optional_calls(seat) if seat == self.picker else [])

    def legal_cards(self, seat: int) -> list[Card]:
        return [c for c in sorted(self.hands[seat]) if play_refusal(self, seat, c) is None]

    def own_cards(self) -> list[Card]:
        """The picker's cards including the bury (what the picker 'holds' for calls)."""
        assert self.picker is not None
        return self.hands[self.picker] + self.buried

    def call_actions(self) -> list[Action]:
        """The picker's calls in a called-ace game: alone, aces/tens, unknown calls."""
        assert self.picker is not None
        seat, hand, own = self.picker, sorted(self.hands[self.picker]), self.own_cards()
        found = [Action(seat, "call", "alone")]
        found += [Action(seat, "call", c) for c in card_calls(hand, own)]
        for ace in unknown_aces(hand, own, self.rules.unknown_call):
            found += [Action(seat, "call", ace, (("unknown", c),)) for c in hand]
        return found

    def optional_calls(self, seat: int) -> list[Action]:
        """With `jd_partner`, the picker's calls before the first card."""
        if seat != self.picker or not self.call_window():
            return []
        found = [Action(seat, "call", "alone")]
        jack = call_up_jack(self.own_cards()) if self.rules.jd_call_up else None
        if jack is not None:
            found.append(Action(seat, "call", jack))
        return found

    # -- refusals --------------------------------------------------------------------------
    def refusal(self, action: Action) -> Reason | None:
        if self.phase == "done":
            return reason("deal_over")
        expected = {"pick": "pick", "bury": "bury", "call": "call", "play": "play"}[self.phase]
        if action.verb == "call" and self.phase == "play" and self.rules.jd_partner:
            return self._jd_call_refusal(action)
        if action.verb != expected:
            return reason("wrong_verb", verb=action.verb, expected=expected)
        if action.extras and not (action.verb == "call" and _only_unknown(action)):
            return reason("sh_no_extras", verb=action.verb)
        if self.phase == "pick":
            return self._pick_refusal(action)
        if self.phase == "bury":
            return self._bury_refusal(action)
        if self.phase == "call":
            return self._call_refusal(action)
        if not isinstance(action.value, Card):
            return reason("bad_value", detail="play needs one card")
        return play_refusal(self, action.seat, action.value)

    def _pick_refusal(self, action: Action) -> Reason | None:
        if not isinstance(action.value, bool):
            return reason("sh_pick_bool")
        if action.value is False and self.forced_dealer():
            return reason("sh_dealer_must_pick")
        return None

    def _bury_refusal(self, action: Action) -> Reason | None:
        pair = action.value
        if not isinstance(pair, tuple) or len(pair) != 2 or pair[0] == pair[1]:
            return reason("sh_bury_two")
        for c in pair:
            if c not in self.hands[action.seat]:
                return reason("not_in_hand", card=c.code)
        return None

    def _call_refusal(self, action: Action) -> Reason | None:
        value = action.value
        if value == "alone" and not action.extras:
            return None
        if not isinstance(value, Card):
            return reason("sh_call_value")
        unknown = action.get("unknown")
        if unknown is not None and not isinstance(unknown, Card):
            return reason("bad_value", detail="the unknown card must be a card code")
        hand = self.hands[action.seat]
        return ace_call_refusal(value, unknown, hand, self.own_cards(), self.rules.unknown_call)

    def _jd_call_refusal(self, action: Action) -> Reason | None:
        if action.seat != self.picker or not self.call_window():
            if self.call is not None and action.seat == self.picker:
                return reason("sh_called_already")
            return reason("wrong_verb", verb="call", expected="play")
        if action.extras:
            return reason("sh_no_extras", verb="call")
        if action.value == "alone":
            return None
        if not isinstance(action.value, Card):
            return reason("sh_call_value")
        jack = call_up_jack(self.own_cards()) if self.rules.jd_call_up else None
        if jack is None:
            return reason("sh_no_jack_call")
        if action.value != jack:
            return reason("sh_call_jack", jack=jack.code)
        return None

    # -- applying --------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        if action.verb == "pick":
            return self._apply_pick(action.seat, bool(action.value))
        if action.verb == "bury":
            assert isinstance(action.value, tuple)
            return self._apply_bury(action.seat, list(action.value))
        if action.verb == "call":
            return self._apply_call(action)
        assert isinstance(action.value, Card)
        return self._apply_play(action.seat, action.value)

    def _apply_pick(self, seat: int, picked: bool) -> list[Event]:
        self.picks.append(picked)
        events = [Event("picked", seat, {"pick": picked})]
        if picked:
            self.picker = seat
            self.hands[seat] += self.blind
            self.phase = "bury"
            events.append(Event("blind_taken", seat, {"cards": len(self.blind)}))
        elif len(self.picks) == SEATS:
            if self.rules.all_pass == "doublers":
                self.thrown_in, self.phase = True, "done"
                doubled = capped_multiplier(self.multiplier)
                events.append(Event("thrown_in", None, {"next_multiplier": doubled}))
            else:
                self.leaster, self.phase = True, "play"
                events.append(Event("leaster", None, {"leader": self.first}))
        return events

    def _apply_bury(self, seat: int, pair: list[Card]) -> list[Event]:
        for c in pair:
            self.hands[seat].remove(c)
        self.buried = pair
        if self.rules.jd_partner:
            self.phase = "play"
            if JD not in self.own_cards():
                self.partner, self.partner_card = self._holder(JD), JD
        else:
            self.phase = "call"
        return [Event("buried", seat, {"cards": len(pair)})]

    def _apply_call(self, action: Action) -> list[Event]:
        seat, value = action.seat, action.value
        if value == "alone":
            self.call, self.partner, self.partner_card = "alone", None, None
            self.alone_known = True
            if self.phase == "call":
                self.phase = "play"
            return [Event("called", seat, {"call": "alone", "card": None})]
        assert isinstance(value, Card)
        unknown = action.get("unknown")
        if self.rules.jd_partner:
            self.call = "jack"
        elif isinstance(unknown, Card):
            self.call, self.unknown = "unknown", unknown
        else:
            self.call = "ten" if value.rank.code == "10" else "ace"
        self.called = self.partner_card = value
        self.partner = self._holder(value)
        self.phase = "play"
        return [Event("called", seat, {"call": self.call, "card": value.code})]

    def _holder(self, c: Card) -> int | None:
        return next((s for s in range(SEATS) if c in self.hands[s]), None)

    def _apply_play(self, seat: int, c: Card) -> list[Event]:
        self.hands[seat].remove(c)
        face_down = seat == self.picker and c == self.unknown
        if not self.trick.plays:
            suit = called_suit(self)
            self.led_suit = suit if face_down else eff_suit(c)
            if suit is not None and self.called_led_trick is None and self.led_suit == suit:
                self.called_led_trick = len(self.tricks)
        self.trick.plays.append((seat, c))
        events = [Event("played", seat, {"card": c.code, "trick": len(self.tricks),
                                         "face_down": face_down})]
        events += self._reveal(seat, c)
        if len(self.trick.plays) == SEATS:
            events += self._finish_trick()
        return events

    def _reveal(self, seat: int, c: Card) -> list[Event]:
        """The partner card falling makes the partner (or a secret alone) public."""
        if c == self.called:
            self.called_out = True
        if c == self.partner_card and seat == self.partner:
            self.partner_known = True
            return [Event("partner_revealed", seat, {"card": c.code})]
        if self.rules.jd_partner and c == JD and seat == self.picker and not self.alone_known:
            self.alone_known = True
            return [Event("alone_revealed", seat, {"card": c.code})]
        return []

    def _finish_trick(self) -> list[Event]:
        trick = self.trick
        face_down = self.unknown if any(c == self.unknown and s == self.picker
                                         for s, c in trick.plays) else None
        winner = trick_winner(trick.plays, self.led_suit, face_down)
        trick.winner = winner
        cards = [c for _, c in trick.plays]
        self.piles[winner] += cards
        self.won[winner] += 1
        self.tricks.append(trick)
        called = self.called if called_suit(self) is not None else None
        events = [Event("trick_won", winner, {
            "trick": len(self.tricks) - 1, "cards": [c.code for c in cards],
            "points": pile_points(cards),
            **why_trick(trick.plays, self.led_suit, winner, face_down, called).to_data()})]
        first_takes = self.rules.leaster_blind_first_trick and len(self.tricks) == 1
        if self.leaster and (first_takes or (len(self.tricks) == TRICKS
                                             and self.blind_to is None)):
            self.blind_to = winner
            events.append(Event("blind_won", winner, {}))
        if len(self.tricks) == TRICKS:
            self.phase = "done"
        else:
            self.trick, self.led_suit = Trick(winner), None
        return events

    # -- results ---------------------------------------------------------------------------
    def is_complete(self) -> bool:
        return self.phase == "done"

    def tricks_won(self) -> list[int]:
        return list(self.won)

    def card_points(self) -> list[int]:
        """Card points per seat in tricks won, the leaster blind included."""
        pts = [pile_points(p) for p in self.piles]
        if self.blind_to is not None:
            pts[self.blind_to] += pile_points(self.blind)
        return pts

    def side(self) -> list[int]:
        """The picker's side: picker and partner (if any)."""
        assert self.picker is not None
        return [self.picker] + ([self.partner] if self.partner is not None else [])

    def side_totals(self) -> tuple[int, int, int]:
        """The picker side's trick points, bury points counted and tricks."""
        side = self.side()
        tricks = sum(self.won[s] for s in side)
        trick_pts = sum(pile_points(self.piles[s]) for s in side)
        bury = pile_points(self.buried) if tricks else 0
        return trick_pts, bury, tricks

    def points(self) -> list[int]:
        if self.thrown_in or not self.is_complete():
            return [0] * SEATS
        if self.leaster:
            return leaster_points(self.card_points(), self.won, self.multiplier)[1]
        assert self.picker is not None
        trick_pts, bury, tricks = self.side_totals()
        result = picked_result(trick_pts + bury, tricks)
        return picked_points(self.picker, self.partner, result,
                             double_on_bump=self.rules.double_on_bump,
                             multiplier=self.multiplier)

    def score_lines(self) -> list[dict[str, Any]]:
        from tablecards.games.sheepshead.breakdown import score_lines

        return score_lines(self)

    def view(self, seat: int) -> SeatView:
        from tablecards.games.sheepshead.view import seat_view

        return seat_view(self, seat)


def _only_unknown(action: Action) -> bool:
    return [k for k, _ in action.extras] == ["unknown"]


__all__ = ["SheepsheadDeal", "card_points"]
