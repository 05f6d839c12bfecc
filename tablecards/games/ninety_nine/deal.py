"""One deal of Ninety-Nine: phases, legality, applying actions, and the deal's score.

State (plain and readable; the fast path and its differential test read the same facts
through the public API):

- `hands[seat]`: cards still in hand (a dummy's hand without its three bid cards).
- `bids[seat]`: the three bid cards once laid aside (the dummy's from the start), else None.
- `phase`: "show" → "bid" → "premium" → "revealer_bid" → "play" → "done" (phases that do
  not apply are skipped).
- `shows[seat]`: the card shown for Naughty Nun's trump by show.
- `premium`: a `PremiumRound` (offers, trump calls, announced numbers, holders).
- `ctx`: the `TrickContext` (trick rule, trump, nines, snap, joker); the trump may change
  after the shows or a trump call.
- `leader`, `trick` (the `Trick` in progress, None when done), `snaps` (snap flags of the
  current trick), `tricks` and `trick_snaps` (completed), `won[seat]`.
- `dummy` (its seat, or None) and `dummy_controller` (the live player playing its cards).

Decisions the rules make simultaneous (bid cards, secret premium offers, shows) are taken
clockwise from the dealer's left; nothing about a pending secret choice is shown until all
are in.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import combinations

from tablecards.games.ninety_nine import deal_scoring
from tablecards.games.ninety_nine.naughty import show_trump
from tablecards.games.ninety_nine.options import GameRules
from tablecards.games.ninety_nine.premium import TRUMP_CALLS, PremiumRound
from tablecards.games.ninety_nine.tricks import (
    NINES,
    TrickContext,
    can_snap,
    follow_key,
    legal_cards,
    why_trick,
    winner_index,
)
from tablecards.games.ninety_nine.view import seat_view
from tablecards.rules.actions import SUIT_NAMES, Action, Event, Reason, must_follow, reason
from tablecards.rules.cards import Card, Rank, Suit, codes
from tablecards.rules.game import Deal, DealSetup, SeatView, Trick
from tablecards.rules.tricks import seat_after, turn_order

PHASE_VERBS = {"show": "show", "bid": "bid", "premium": "premium", "revealer_bid": "bid",
               "play": "play"}


@dataclass(frozen=True)
class DealPlan:
    """What the match fixes before a deal: its trick rule and normal trump, and Naughty Nun's
    extra rules for this deal (`led_is_trump` only changes how a trick is explained)."""

    ctx: TrickContext
    trump_by_show: bool = False
    no_nine_bids: bool = False
    lead_nine: bool = False
    led_is_trump: bool = False


class NinetyNineDeal(Deal):
    """A deal in progress; see the module docstring for the state."""

    def __init__(self, cfg: GameRules, setup: DealSetup, plan: DealPlan) -> None:
        self.cfg, self.form, self.setup, self.plan = cfg, cfg.form, setup, plan
        self.dealer = setup.dealer
        self.players = cfg.form.players
        self.seats = cfg.form.seats
        self.dummy: int | None = self.players if cfg.form.dummy else None
        self.ctx = plan.ctx
        self.turnup: Card | None = setup.stock[0] if setup.stock else None
        self.hands: list[list[Card]] = [list(h) for h in setup.hands]
        self.bids: list[list[Card] | None] = [None] * self.seats
        if self.dummy is not None:
            self.bids[self.dummy] = self.hands[self.dummy][:3]
            del self.hands[self.dummy][:3]
        # Seats clockwise from the dealer's left (the non-dealer first with two players).
        self.order = turn_order(seat_after(self.dealer, 1, self.players), self.players)
        self.shows: dict[int, Card] = {}
        calls = (*TRUMP_CALLS, "nines") if cfg.nines_call else TRUMP_CALLS
        self.premium = PremiumRound(
            cfg.premium_mode, cfg.premium_kinds, list(self.order),
            calls_allowed=calls if cfg.trump_call else (),
            announce=cfg.no_bid == "announce",
        )
        self.dummy_laid = False
        self.leader = self.order[0]
        self.dummy_controller: int | None = self.order[0] if self.dummy is not None else None
        self.trick: Trick | None = Trick(self.leader)
        self.snaps: list[bool] = []
        self.tricks: list[Trick] = []
        self.trick_snaps: list[list[bool]] = []
        self.won = [0] * self.seats
        self.phase = "show" if plan.trump_by_show else "premium" if cfg.no_bid else "bid"
        self.trump_known = not plan.trump_by_show
        self._advance()

    # -- turn order -----------------------------------------------------------------------
    def to_move(self) -> int | None:
        if self.phase == "show":
            return next(s for s in self.order if s not in self.shows)
        if self.phase == "bid":
            return next(s for s in self.order if self.bids[s] is None)
        if self.phase == "premium":
            return self.premium.to_move()
        if self.phase == "revealer_bid":
            return self.revealer()
        if self.phase == "play":
            assert self.trick is not None
            return self.trick_order()[len(self.trick.plays)]
        return None

    def controller(self) -> int | None:
        seat = self.to_move()
        if seat is not None and seat == self.dummy:
            return self.dummy_controller
        return seat

    def trick_order(self) -> list[int]:
        """Seats of the current trick in order of play (Penguin reading with a dummy)."""
        if self.dummy is None:
            return turn_order(self.leader, self.players)
        control = self.dummy_controller
        assert control is not None
        if self.leader == self.dummy:
            return [self.dummy, 1 - control, control]
        return [control, 1 - control, self.dummy]

    def revealer(self) -> int | None:
        """The seat holding a reveal, if any (no-bid: the one who lays bid cards aside)."""
        return next((s for s, k in self.premium.holders().items() if k == "reveal"), None)

    def is_complete(self) -> bool:
        return self.phase == "done"

    def tricks_won(self) -> list[int]:
        return list(self.won)

    # -- legal actions --------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        seat = self.to_move()
        if seat is None:
            return []
        hand = self.hands[seat]
        if self.phase == "show":
            return [Action(seat, "show", c) for c in sorted(hand)]
        if self.phase in ("bid", "revealer_bid"):
            allowed = [c for c in sorted(hand) if not self._nine_barred(c)]
            return [Action(seat, "bid", combo) for combo in combinations(allowed, 3)]
        if self.phase == "premium":
            return self.premium.legal_actions(seat)
        return self._legal_plays(seat)

    def _legal_plays(self, seat: int) -> list[Action]:
        hand = self.hands[seat]
        led = self._led()
        choices = legal_cards(hand, led, self.ctx)
        if self._must_lead_nine(seat):
            choices = [c for c in choices if c.rank is Rank.NINE]
        out = [Action(seat, "play", c) for c in sorted(choices)]
        out += [Action(seat, "play", c, (("snap", True),)) for c in sorted(choices)
                if can_snap(hand, led, c, self.ctx)]
        return out

    def _led(self) -> Card | None:
        return self.trick.plays[0][1] if self.trick and self.trick.plays else None

    def _nine_barred(self, c: Card) -> bool:
        return self.plan.no_nine_bids and c.rank is Rank.NINE

    def _must_lead_nine(self, seat: int) -> bool:
        return (self.plan.lead_nine and not self.tricks and self._led() is None
                and any(c.rank is Rank.NINE for c in self.hands[seat]))

    # -- refusals -------------------------------------------------------------------------
    def refusal(self, action: Action) -> Reason | None:
        expected = PHASE_VERBS.get(self.phase)
        if expected is None:
            return reason("deal_over")
        if action.verb != expected:
            return reason("wrong_verb", verb=action.verb, expected=expected)
        if self.phase == "premium":
            return self.premium.refusal(action)
        if self.phase == "show":
            return self._show_refusal(action)
        if self.phase == "play":
            return self._play_refusal(action)
        return self._bid_refusal(action)

    def _show_refusal(self, action: Action) -> Reason | None:
        if action.extras or not isinstance(action.value, Card):
            return reason("show_card")
        if action.value not in self.hands[action.seat]:
            return reason("not_in_hand", card=action.value.code)
        return None

    def _bid_refusal(self, action: Action) -> Reason | None:
        value = action.value
        if action.extras:
            return reason("bad_value", detail="a bid takes no qualifiers")
        if not isinstance(value, tuple) or len(value) != 3:
            return reason("bid_card_count")
        if len(set(value)) != 3:
            return reason("bid_cards_distinct")
        for c in value:
            if c not in self.hands[action.seat]:
                return reason("not_in_hand", card=c.code)
        if any(self._nine_barred(c) for c in value):
            return reason("no_nine_bid")
        return None

    def _play_refusal(self, action: Action) -> Reason | None:
        card = action.value
        if not isinstance(card, Card):
            return reason("bad_value", detail="a play names one card")
        for key, extra in action.extras:
            if key != "snap" or not isinstance(extra, bool):
                return reason("bad_value", detail=f"unexpected {key!r} with a play")
        hand = self.hands[action.seat]
        if card not in hand:
            return reason("not_in_hand", card=card.code)
        led = self._led()
        if action.get("snap") is True and not can_snap(hand, led, card, self.ctx):
            return reason("snap_not_allowed")
        if self._must_lead_nine(action.seat) and card.rank is not Rank.NINE:
            return reason("must_lead_nine")
        if led is not None and card not in legal_cards(hand, led, self.ctx):
            led_key = follow_key(led, self.ctx)
            if led_key == NINES:
                return reason("must_follow_nines")
            return must_follow(SUIT_NAMES[Suit(led_key)], legal_cards(hand, led, self.ctx))
        return None

    # -- applying -------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        seat = action.seat
        if self.phase == "show":
            assert isinstance(action.value, Card)
            self.shows[seat] = action.value
            events = [Event("show_made", seat)]
        elif self.phase in ("bid", "revealer_bid"):
            assert isinstance(action.value, tuple)
            laid = [c for c in action.value if isinstance(c, Card)]
            self.bids[seat] = laid
            for c in laid:
                self.hands[seat].remove(c)
            events = [Event("bid_cards", seat, {"count": 3})]
        elif self.phase == "premium":
            self.premium.apply(action)
            events = [self._premium_event(action)]
        else:
            events = self._play(action)
        return events + self._advance()

    def _premium_event(self, action: Action) -> Event:
        if self.premium.mode == "priority":
            return Event("premium_offer", action.seat)  # secret until all are in
        data: dict[str, object] = {"choice": action.value}
        data.update({k: v for k, v in action.extras})
        return Event("premium", action.seat, data)

    def _play(self, action: Action) -> list[Event]:
        assert isinstance(action.value, Card) and self.trick is not None
        card, snap = action.value, action.get("snap") is True
        order = self.trick_order()
        self.hands[action.seat].remove(card)
        self.trick.plays.append((action.seat, card))
        self.snaps.append(snap)
        events = [Event("played", action.seat, {"card": card.code, "snap": snap})]
        if len(self.trick.plays) == len(order):
            events.append(self._finish_trick())
        return events

    def _finish_trick(self) -> Event:
        trick = self.trick
        assert trick is not None
        index = winner_index([c for _, c in trick.plays], self.ctx, self.snaps)
        winner = trick.plays[index][0]
        trick.winner = winner
        self.won[winner] += 1
        self.tricks.append(trick)
        self.trick_snaps.append(self.snaps)
        reason = why_trick(trick.plays, winner, self.ctx, self.snaps, self.plan.led_is_trump)
        self.snaps = []
        if self.dummy is not None and winner != self.dummy:
            self.dummy_controller = winner
        self.leader = winner
        more = len(self.tricks) < self.form.tricks
        self.trick = Trick(winner) if more else None
        return Event("trick_won", winner, {"cards": codes(c for _, c in trick.plays),
                                           "tricks": len(self.tricks), **reason.to_data()})

    # -- phase changes --------------------------------------------------------------------
    def _advance(self) -> list[Event]:
        """Move past every finished phase, saying what became public."""
        events: list[Event] = []
        while True:
            if self.phase == "show" and len(self.shows) == self.players:
                events += self._end_show()
                self.phase = "premium" if self.cfg.no_bid else "bid"
            elif self.phase == "bid" and all(self.bids[s] is not None for s in self.order):
                events += self._end_bids()
                self.phase = "premium"
            elif self.phase == "premium" and self.premium.closed:
                events += self._end_premium()
                fixed = self.cfg.no_bid == "fixed" and self.revealer() is not None
                self.phase = "revealer_bid" if fixed else "play"
            elif self.phase == "revealer_bid" and self.bids[self._revealer_seat()] is not None:
                seat = self._revealer_seat()
                events.append(Event("bid_cards_shown", seat, {"cards": codes(self._bid(seat))}))
                self.phase = "play"
            elif self.phase == "play" and len(self.tricks) == self.form.tricks:
                self.phase = "done"
                events.append(self._deal_over())
            else:
                return events

    def _revealer_seat(self) -> int:
        seat = self.revealer()
        assert seat is not None
        return seat

    def _bid(self, seat: int) -> list[Card]:
        laid = self.bids[seat]
        assert laid is not None
        return laid

    def _end_show(self) -> list[Event]:
        shown = [self.shows[s] for s in self.order]
        self.ctx = replace(self.ctx, trump=show_trump(shown))
        self.trump_known = True
        return [Event("shown", None, {"cards": {str(s): c.code for s, c in self.shows.items()}}),
                Event("trump", None, {"trump": self.ctx.trump_code})]

    def _end_bids(self) -> list[Event]:
        if not self.form.pairs:
            return []
        return [Event("bids_revealed", None, {"cards": {
            str(s): codes(self._bid(s)) for s in self.order}})]

    def _end_premium(self) -> list[Event]:
        held = self.premium.holders()
        events = [Event("premium_result", None, {"holders": {str(s): k for s, k in held.items()}})]
        for seat, kind in held.items():
            if kind == "declare":
                events.append(Event("bid_cards_shown", seat, {"cards": codes(self._bid(seat))}))
            else:
                events.append(Event("revealed", seat, {"hand": codes(self.hands[seat])}))
        call = self.premium.trump_call()
        if call is not None:
            trump = None if call in ("none", "nines") else Suit.parse(call)
            self.ctx = replace(self.ctx, trump=trump, nines=call == "nines")
            events.append(Event("trump", None, {"trump": self.ctx.trump_code, "called": True}))
        if self.dummy is not None:
            self.dummy_laid = True
            events.append(Event("dummy_laid", self.dummy,
                                {"cards": codes(sorted(self.hands[self.dummy]))}))
        return events

    def _deal_over(self) -> Event:
        return Event("bids_exposed", None, {
            "cards": {str(s): codes(self.final_bid_cards(s)) for s in range(self.seats)},
            "bids": self.final_bids(), "tricks": list(self.won)})

    # -- scoring --------------------------------------------------------------------------
    def final_bid_cards(self, seat: int) -> list[Card]:
        """The bid cards at the end: laid aside, or (no-bid) the three left in hand."""
        laid = self.bids[seat]
        return list(laid) if laid is not None else list(self.hands[seat])

    def final_bids(self) -> list[int]:
        return deal_scoring.final_bids(self)

    def made(self) -> list[bool]:
        return deal_scoring.made(self)

    def successes(self) -> int:
        """s: players who made their bid exactly (a dummy counts when exact)."""
        return deal_scoring.successes(self)

    def points(self) -> list[int]:
        return deal_scoring.points(self)

    def view(self, seat: int) -> SeatView:
        return seat_view(self, seat)
