"""One Nominations deal: auction, double-hand cut and redeal, contract, play.

The engine does every automatic step itself (the redeal after a cut, the open misère hand laid
face up, the early end of a lost misère), so records hold only decisions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tablecards.games.nominations.options import GameRules
from tablecards.games.nominations.rules import (
    HAND_SIZE,
    MISERE,
    OPEN_MISERE,
    PASS,
    SEATS,
    TRUMP_CODES,
    Bid,
    bid_text,
    is_misere,
    ladder,
    legal_cards,
    redeal,
    trick_winner,
    trump_code,
    why_trick,
)
from tablecards.games.nominations.scoring import Outcome, score
from tablecards.games.nominations.texts import REASONS, RECORD_WORDING
from tablecards.games.nominations.view import seat_view
from tablecards.rules.actions import (
    SUIT_NAMES,
    Action,
    Event,
    Reason,
    play,
    reason,
    register_reasons,
)
from tablecards.rules.cards import Card, Suit, codes, standard_52
from tablecards.rules.game import Deal, DealSetup, SeatView, Trick
from tablecards.rules.tricks import follow_refusal, led_suit, next_to_play, seat_after

register_reasons(REASONS | RECORD_WORDING)

PACK = frozenset(standard_52())
PHASE_VERB = {"auction": "bid", "cut": "cut", "contract": "trump", "play": "play"}


@dataclass
class Contract:
    """The auction's result; `partner` is the holder of the called card (secret until played)."""

    declarer: int
    bid: Bid
    trump: Suit | None = None
    called: Card | None = None
    partner: int | None = None
    revealed: bool = False


class NominationsDeal(Deal):
    """A deal from the first call to the last trick (or a lost misère's first trick won)."""

    def __init__(self, setup: DealSetup, config: GameRules) -> None:
        self.setup = setup
        self.config = config
        self.ladder = ladder(config)
        self.hands: list[list[Card]] = [list(h) for h in setup.hands]
        self.multiplier = 1
        self.cuts: list[int] = []
        self.calls: list[tuple[int, Bid]] = []
        self.phase = "auction"
        self.contract: Contract | None = None
        self.tricks: list[Trick] = []
        self.trick = Trick(leader=0)
        self.won = [0] * SEATS
        self.opened = False  # the open misère hand lies face up
        self.stopped = False  # a misère declarer won a trick
        self.outcome: Outcome | None = None

    # -- turn --------------------------------------------------------------------------
    @property
    def dealer(self) -> int:
        return self.setup.dealer

    def to_move(self) -> int | None:
        if self.phase == "auction":
            return seat_after(self.dealer, 1 + len(self.calls), SEATS)
        if self.phase == "cut":
            return seat_after(self.dealer, SEATS - 1, SEATS)
        if self.phase == "contract":
            assert self.contract is not None
            return self.contract.declarer
        if self.phase == "play":
            return next_to_play(self.trick, SEATS)
        return None

    def high_bid(self) -> Bid | None:
        """The highest bid so far in the current auction."""
        bids = [b for _, b in self.calls if b != PASS]
        return bids[-1] if bids else None

    def open_bids(self) -> list[Bid]:
        """The bids above the current highest, lowest first."""
        high = self.high_bid()
        start = 0 if high is None else self.ladder.index(high) + 1
        return list(self.ladder[start:])

    def trump(self) -> Suit | None:
        return None if self.contract is None else self.contract.trump

    def led_suit(self) -> Suit | None:
        return led_suit(self.trick)

    def legal_cards(self) -> list[Card]:
        seat = self.to_move()
        if self.phase != "play" or seat is None:
            return []
        cards = legal_cards(self.hands[seat], self.led_suit(), self.trump(),
                            self.config.must_trump)
        return sorted(cards)

    def legal_actions(self) -> list[Action]:
        seat = self.to_move()
        if seat is None:
            return []
        if self.phase == "auction":
            return [Action(seat, "bid", b) for b in (PASS, *self.open_bids())]
        if self.phase == "cut":
            return [Action(seat, "cut", k) for k in range(1, 52)]
        if self.phase == "contract":
            return [Action(seat, "trump", t, (("partner", c),))
                    for t in TRUMP_CODES for c in sorted(PACK)]
        return [play(seat, c) for c in self.legal_cards()]

    # -- refusals ----------------------------------------------------------------------
    def refusal(self, action: Action) -> Reason | None:
        expected = PHASE_VERB.get(self.phase)
        if expected is None:
            return reason("deal_over")
        verb = "trump" if action.verb == "partner" else action.verb
        if verb != expected:
            return reason("wrong_verb", verb=action.verb, expected=expected)
        if self.phase == "auction":
            return self._bid_refusal(action)
        if self.phase == "cut":
            return self._cut_refusal(action)
        if self.phase == "contract":
            return self._contract_refusal(action)
        return self._play_refusal(action)

    def _bid_refusal(self, action: Action) -> Reason | None:
        if action.extras:
            return reason("nom_no_qualifier", verb="bid")
        value = action.value
        if isinstance(value, bool) or (value != PASS and value not in self.ladder):
            return reason("nom_bid_value", low=self.config.min_bid)
        if value != PASS and value not in self.open_bids():
            high = self.high_bid()
            assert high is not None
            return reason("nom_bid_too_low", high=bid_text(high))
        return None

    def _cut_refusal(self, action: Action) -> Reason | None:
        if action.extras:
            return reason("nom_no_qualifier", verb="cut")
        k = action.value
        if isinstance(k, bool) or not isinstance(k, int) or not 1 <= k <= 51:
            return reason("nom_cut_range")
        return None

    def _contract_refusal(self, action: Action) -> Reason | None:
        trump, called = action.value, action.get("partner")
        if action.verb == "partner":
            return reason("nom_contract_needs")
        if called is None:
            return reason("nom_contract_needs")
        if any(k != "partner" for k, _ in action.extras):
            return reason("nom_no_qualifier", verb="contract")
        if trump not in TRUMP_CODES:
            return reason("nom_trump_choice")
        if called not in PACK:
            return reason("nom_partner_card")
        return None

    def _play_refusal(self, action: Action) -> Reason | None:
        c = action.value
        if not isinstance(c, Card):
            return reason("bad_value", detail=f"play needs one card, not {c!r}")
        if action.extras:
            return reason("nom_no_qualifier", verb="play")
        hand = self.hands[action.seat]
        if c not in hand:
            return reason("not_in_hand", card=c.code)
        if c in self.legal_cards():
            return None
        led = self.led_suit()
        assert led is not None
        return follow_refusal(hand, led, c) or reason("nom_must_trump", suit=SUIT_NAMES[led])

    # -- applying ----------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        if self.phase == "auction":
            return self._apply_bid(action.seat, action.value)
        if self.phase == "cut":
            assert isinstance(action.value, int)
            return self._apply_cut(action.seat, action.value)
        if self.phase == "contract":
            called = action.get("partner")
            assert isinstance(action.value, str) and isinstance(called, Card)
            return self._apply_contract(action.value, called)
        assert isinstance(action.value, Card)
        return self._apply_play(action.seat, action.value)

    def _apply_bid(self, seat: int, bid: Any) -> list[Event]:
        assert isinstance(bid, int | str)
        self.calls.append((seat, bid))
        events = [Event("bid", seat, {"bid": bid, "multiplier": self.multiplier})]
        high = self.high_bid()
        tail = [b for _, b in self.calls[-3:]]
        if high is None and len(self.calls) == SEATS:
            self.phase = "cut"
            events.append(Event("passed_out", None, {"cutter": self.to_move()}))
        elif high is not None and len(tail) == 3 and all(b == PASS for b in tail):
            declarer = next(s for s, b in reversed(self.calls) if b != PASS)
            self.contract = Contract(declarer, high)
            events.append(Event("auction_won", declarer, {"bid": high}))
            if is_misere(high):
                self._start_play()
            else:
                self.phase = "contract"
        return events

    def _apply_cut(self, seat: int, k: int) -> list[Event]:
        self.hands = redeal(self.hands, self.dealer, k, self.config)
        self.cuts.append(k)
        self.multiplier = 2
        self.calls = []
        self.phase = "auction"
        return [Event("cut", seat, {"cut": k}),
                Event("redealt", self.dealer, {"multiplier": self.multiplier})]

    def _apply_contract(self, trump_code: str, called: Card) -> list[Event]:
        contract = self.contract
        assert contract is not None
        contract.trump = None if trump_code == "none" else Suit.parse(trump_code)
        contract.called = called
        contract.partner = next(s for s in range(SEATS) if called in self.hands[s])
        self._start_play()
        return [Event("contract", contract.declarer,
                      {"bid": contract.bid, "trump": trump_code, "partner": called.code})]

    def _start_play(self) -> None:
        assert self.contract is not None
        self.phase = "play"
        self.trick = Trick(leader=self.contract.declarer)

    def _apply_play(self, seat: int, c: Card) -> list[Event]:
        contract = self.contract
        assert contract is not None
        self.hands[seat].remove(c)
        self.trick.plays.append((seat, c))
        events = [Event("played", seat, {"card": c.code, "trick": len(self.tricks)})]
        if c == contract.called:
            contract.revealed = True
            events.append(Event("partner_revealed", seat, {
                "card": c.code, "solo": seat == contract.declarer}))
        if len(self.trick.plays) == SEATS:
            events += self._finish_trick()
        return events

    def _finish_trick(self) -> list[Event]:
        contract = self.contract
        assert contract is not None
        trick = self.trick
        winner = trick_winner(trick.plays, contract.trump)
        trick.winner = winner
        self.tricks.append(trick)
        self.won[winner] += 1
        misere = contract.declarer if is_misere(contract.bid) else None
        events = [Event("trick_won", winner, {
            "trick": len(self.tricks) - 1, "cards": codes(c for _, c in trick.plays),
            **why_trick(trick.plays, winner, contract.trump, misere).to_data()})]
        self.trick = Trick(leader=winner)
        if is_misere(contract.bid) and winner == contract.declarer:
            self.stopped = True
            events.append(Event("misere_lost", winner, {"trick": len(self.tricks) - 1}))
        elif contract.bid == OPEN_MISERE and len(self.tricks) == 1:
            self.opened = True
            events.append(Event("hand_opened", contract.declarer,
                                {"cards": codes(self.open_hand())}))
        if self.stopped or len(self.tricks) == HAND_SIZE:
            self._score()
        return events

    def open_hand(self) -> list[Card]:
        """The open misère declarer's hand as laid out: by suit, each suit high to low."""
        assert self.contract is not None
        return sorted(self.hands[self.contract.declarer], key=lambda c: (c.suit, -int(c.rank)))

    def _score(self) -> None:
        contract = self.contract
        assert contract is not None
        self.phase = "done"
        partner = None if is_misere(contract.bid) else contract.partner
        self.outcome = score(contract.bid, contract.declarer, partner, self.won,
                             self.multiplier, self.config)

    # -- results -----------------------------------------------------------------------
    def is_complete(self) -> bool:
        return self.phase == "done"

    def tricks_won(self) -> list[int]:
        return list(self.won)

    def points(self) -> list[int]:
        return list(self.outcome.points) if self.outcome else [0] * SEATS

    def score_summary(self) -> dict[str, Any]:
        """The contract, its result and one line per seat, for the `deal_scored` event."""
        contract, outcome = self.contract, self.outcome
        assert contract is not None and outcome is not None
        return {
            "declarer": contract.declarer,
            "bid": contract.bid,
            "trump": trump_code(contract.trump) if not is_misere(contract.bid) else None,
            "partner_card": contract.called.code if contract.called else None,
            "partner": contract.partner if not is_misere(contract.bid) else None,
            "solo": contract.partner == contract.declarer,
            "made": outcome.made,
            "value": outcome.value,
            "multiplier": self.multiplier,
            "stopped_early": self.stopped,
            "lines": outcome.lines,
        }

    def partner_known_to(self, seat: int) -> int | None:
        """The partner's seat if `seat` may know it: once played, or by holding the card."""
        contract = self.contract
        if contract is None or contract.partner is None:
            return None
        if contract.revealed or self.phase == "done" or seat == contract.partner:
            return contract.partner
        return None

    def view(self, seat: int) -> SeatView:
        return seat_view(self, seat)


__all__ = ["MISERE", "OPEN_MISERE", "PASS", "Contract", "NominationsDeal"]
