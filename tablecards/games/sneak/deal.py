"""One deal of Sneak: the stock, hands, leads, challenges and winnings piles.

Nobody is dealt a hand; each turn the active seat draws, sneaks (leads face down) or flaunts
(leads face up). Seats that may challenge are asked in turn, clockwise from the leader's left;
the best set takes every card played to it (ties to the later seat). The engine does the
automatic parts: banking an unchallenged lead, passing a seat over (a held limit with no
possible lead, an empty hand after the stock), and the final unseen banking.

Secrets: a face-down set is never named in any view or event until it is revealed, so an
unchallenged sneak and the last holder's hand stay hidden for good; flaunt challenges are
secret until all are in (their seats' hand sizes show the size before challenging).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from tablecards.games.sneak.choices import challenge_actions, flaunt_actions, subset_actions
from tablecards.games.sneak.combos import (
    TYPE_NAMES,
    Key,
    best_index,
    can_challenge_flaunt,
    classify,
    flaunt_key,
    is_combo,
    sneak_key,
    why_challenge,
    why_unchallenged,
)
from tablecards.games.sneak.facts import LeadFact, RevealedSet, SettledFact, SneakFacts
from tablecards.games.sneak.texts import REASONS, RECORD_WORDING
from tablecards.rules.actions import SUIT_NAMES, Action, Event, Reason, reason, register_reasons
from tablecards.rules.cards import Card, codes
from tablecards.rules.game import Deal, DealSetup, SeatView, Trick
from tablecards.rules.tricks import seat_after, turn_order

register_reasons(REASONS | RECORD_WORDING)

TURN_VERBS = "draw, sneak or flaunt"
ASK_VERBS = "challenge or decline"


@dataclass(frozen=True)
class GameRules:
    """The options one deal needs."""

    players: int
    hand_limit: int | None = None
    discard_losers: bool = False


@dataclass
class Lead:
    """A lead waiting for challenges; `asked` is every seat that may challenge, in order."""

    leader: int
    face_up: bool
    cards: tuple[Card, ...]
    kind: str | None  # a flaunt's type (None for one card); unused for a sneak
    key: Key
    asked: list[int]
    challenges: list[tuple[int, tuple[Card, ...]]] = field(default_factory=list)
    decided: int = 0


def _cards_value(action: Action) -> tuple[Card, ...] | None:
    v = action.value
    if isinstance(v, tuple) and v and all(isinstance(c, Card) for c in v):
        return v
    return None


def missing_card(hand: list[Card], cards: tuple[Card, ...]) -> Card | None:
    """A card of `cards` the hand does not hold (counting copies), else None."""
    have = Counter(hand)
    for c, n in Counter(cards).items():
        if have[c] < n:
            return c
    return None


class SneakDeal(Deal):
    """A deal from a full stock to the last banked card."""

    def __init__(self, setup: DealSetup, rules: GameRules) -> None:
        self.setup = setup
        self.rules = rules
        n = rules.players
        self.n = n
        self.stock: list[Card] = list(setup.stock)
        self.top = 0
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.piles: list[list[Card]] = [[] for _ in range(n)]
        self.unseen: list[int] = [0] * n  # banked face down (sneaks, the last hand)
        self.discarded: list[Card] = []
        self.had_turn = [False] * n
        self.turn = (setup.dealer + 1) % n
        self.lead: Lead | None = None
        self.done = False
        self.resolved: list[Trick] = []  # revealed leads, for views
        self.history: list[SettledFact] = []  # every resolved lead, public facts only

    # -- position --------------------------------------------------------------------------
    def stock_left(self) -> int:
        return len(self.stock) - self.top

    def lead_limit(self, seat: int) -> int:
        """Largest lead: the own hand, capped by the largest other hand."""
        others = max((len(h) for s, h in enumerate(self.hands) if s != seat), default=0)
        return min(len(self.hands[seat]), others)

    def at_limit(self, seat: int) -> bool:
        limit = self.rules.hand_limit
        return limit is not None and len(self.hands[seat]) >= limit

    def must_draw(self, seat: int) -> bool:
        return not self.had_turn[seat] or not self.hands[seat]

    def turn_verbs(self, seat: int) -> str:
        """What `seat` may do on its turn, as a refusal names it: only the moves open now
        (no draw from an empty stock, no sneak without one, no draw at the hand limit)."""
        if not self.stock_left():
            return "flaunt"
        if self.must_draw(seat) or self.lead_limit(seat) == 0:
            return "draw"
        return "sneak or flaunt" if self.at_limit(seat) else TURN_VERBS

    def to_move(self) -> int | None:
        if self.done:
            return None
        if self.lead is not None:
            return self.lead.asked[self.lead.decided]
        return self.turn

    def is_complete(self) -> bool:
        return self.done

    # -- legal actions ---------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        seat = self.to_move()
        if seat is None:
            return []
        hand = self.hands[seat]
        lead = self.lead
        if lead is not None:
            decline = [Action(seat, "decline", True)]
            if not lead.face_up:
                k = len(lead.cards)
                return subset_actions(seat, "challenge", hand, k, k, head=decline)
            return challenge_actions(seat, hand, lead.cards, lead.kind, lead.key, head=decline)
        if self.stock_left():
            if self.must_draw(seat):
                return [Action(seat, "draw", True)]
            draw = [] if self.at_limit(seat) else [Action(seat, "draw", True)]
            size = self.lead_limit(seat)
            return subset_actions(seat, "sneak", hand, 1, size, head=draw,
                                  tail=self._flaunts(seat, size))
        return self._flaunts(seat, self.lead_limit(seat))

    def _flaunts(self, seat: int, size: int) -> list[Action]:
        return flaunt_actions(seat, self.hands[seat], size)

    # -- refusals --------------------------------------------------------------------------
    def refusal(self, action: Action) -> Reason | None:
        if action.extras:
            return reason("bad_value", detail=f"a Sneak {action.verb} takes no qualifiers")
        if self.lead is not None:
            return self._ask_refusal(action, self.lead)
        if action.verb == "draw":
            return self._draw_refusal(action)
        if action.verb not in ("sneak", "flaunt"):
            return reason("wrong_verb", verb=action.verb, expected=self.turn_verbs(action.seat))
        cards = _cards_value(action)
        if cards is None:
            return reason("sneak_cards", verb=action.verb)
        seat = action.seat
        if not self.had_turn[seat]:
            return reason("sneak_first_draw")
        missing = missing_card(self.hands[seat], cards)
        if missing is not None:
            return reason("not_in_hand", card=missing.code)
        if action.verb == "sneak" and not self.stock_left():
            return reason("sneak_flaunt_only")
        size = self.lead_limit(seat)
        if size == 0:
            return reason("sneak_no_lead")
        if len(cards) > size:
            return reason("sneak_lead_size", limit=size)
        if action.verb == "flaunt" and len(cards) > 1 and not is_combo(cards):
            return reason("sneak_flaunt_combo")
        return None

    def _draw_refusal(self, action: Action) -> Reason | None:
        if action.value is not True:
            return reason("bad_value", detail="draw must be true")
        if not self.stock_left():
            return reason("sneak_stock_empty")
        if not self.must_draw(action.seat) and self.at_limit(action.seat):
            return reason("sneak_hand_limit", limit=self.rules.hand_limit or 0)
        return None

    def _ask_refusal(self, action: Action, lead: Lead) -> Reason | None:
        if action.verb == "decline":
            return None if action.value is True else reason(
                "bad_value", detail="decline must be true")
        if action.verb != "challenge":
            return reason("wrong_verb", verb=action.verb, expected=ASK_VERBS)
        cards = _cards_value(action)
        if cards is None:
            return reason("sneak_cards", verb="challenge")
        missing = missing_card(self.hands[action.seat], cards)
        if missing is not None:
            return reason("not_in_hand", card=missing.code)
        if len(cards) != len(lead.cards):
            return reason("sneak_challenge_size", size=len(lead.cards))
        if not lead.face_up:
            return None
        if lead.kind is None and cards[0].suit != lead.cards[0].suit:
            suit = lead.cards[0].suit
            assert suit is not None
            return reason("sneak_challenge_suit", suit=SUIT_NAMES[suit])
        key = flaunt_key(cards, lead.kind)
        if key is None:
            return reason("sneak_challenge_type", kind=TYPE_NAMES[lead.kind or ""])
        if key < lead.key:
            return reason("sneak_challenge_low")
        return None

    # -- applying --------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        seat = action.seat
        if action.verb == "draw":
            card = self.stock[self.top]
            self.top += 1
            self.hands[seat].append(card)
            self.had_turn[seat] = True
            events = [Event("drawn", seat, {"stock": self.stock_left()})]
            if not self.stock_left():
                events.append(Event("stock_empty", None, {}))
            return events + self._advance(seat)
        if action.verb == "decline":
            return self._answer(seat, ())
        cards = _cards_value(action)
        assert cards is not None
        for c in cards:
            self.hands[seat].remove(c)
        if action.verb in ("sneak", "flaunt"):
            return self._start_lead(seat, cards, action.verb == "flaunt")
        return self._answer(seat, cards)

    def _start_lead(self, seat: int, cards: tuple[Card, ...], face_up: bool) -> list[Event]:
        self.had_turn[seat] = True
        kind: str | None = None
        if face_up:
            kind = classify(cards)[0] if len(cards) > 1 else None
            key = flaunt_key(cards, kind)
            assert key is not None
            event = Event("flaunted", seat, {"cards": codes(cards), "type": kind or "single"})
        else:
            key = sneak_key(cards)
            event = Event("sneaked", seat, {"count": len(cards)})
        order = turn_order(seat, self.n)[1:]
        asked = [s for s in order if len(self.hands[s]) >= len(cards) and (
            not face_up or can_challenge_flaunt(self.hands[s], cards, kind, key))]
        self.lead = Lead(seat, face_up, cards, kind, key, asked)
        events = [event]
        if not asked:
            events += self._resolve()
        return events

    def _answer(self, seat: int, cards: tuple[Card, ...]) -> list[Event]:
        """A challenge (`cards`) or, with no cards, a decline."""
        lead = self.lead
        assert lead is not None
        if cards:
            lead.challenges.append((seat, cards))
        lead.decided += 1
        if lead.face_up:
            events = [Event("decided", seat, {})]  # the choice stays secret until the reveal
        elif cards:
            events = [Event("challenged", seat, {"count": len(cards)})]
        else:
            events = [Event("declined", seat, {})]
        if lead.decided == len(lead.asked):
            events += self._resolve()
        return events

    def _resolve(self) -> list[Event]:
        """Reveal the sets, bank them for the winner, and pass the turn on."""
        lead = self.lead
        assert lead is not None
        self.lead = None
        leader = lead.leader
        if not lead.challenges:
            self.piles[leader] += lead.cards
            fact: SettledFact = {"leader": leader, "face_up": lead.face_up,
                                 "count": len(lead.cards), "challengers": [],
                                 "winner": leader}
            if lead.face_up:
                self.resolved.append(Trick(leader, [(leader, c) for c in lead.cards], leader))
                fact["cards"] = codes(lead.cards)
            else:
                self.unseen[leader] += len(lead.cards)
            self.history.append(fact)
            data: dict[str, Any] = {"count": len(lead.cards), "unseen": not lead.face_up}
            if lead.face_up:
                data["cards"] = codes(lead.cards)
                data.update(why_unchallenged(leader, lead.cards).to_data())
            return [Event("banked", leader, data), *self._advance(leader)]
        return self._showdown(lead)

    def _showdown(self, lead: Lead) -> list[Event]:
        sets = [(lead.leader, lead.cards), *lead.challenges]
        keys: list[Key] = []
        for _, cards in sets:
            key = flaunt_key(cards, lead.kind) if lead.face_up else sneak_key(cards)
            assert key is not None
            keys.append(key)
        win = best_index(keys)
        winner = sets[win][0]
        revealed: list[RevealedSet] = [
            {"seat": s, "cards": codes(cs), "type": classify(cs)[0] if len(cs) > 1 else "single"}
            for s, cs in sets]
        events = [Event("revealed", None, {"sets": revealed, "winner": winner})]
        won = [c for s, cs in sets for c in cs]
        if self.rules.discard_losers:
            won = list(sets[win][1])
            lost = [c for i, (_, cs) in enumerate(sets) if i != win for c in cs]
            self.discarded += lost
            events.append(Event("discarded", None, {"cards": codes(lost)}))
        self.piles[winner] += won
        self.resolved.append(Trick(lead.leader, [(s, c) for s, cs in sets for c in cs], winner))
        self.history.append({"leader": lead.leader, "face_up": lead.face_up,
                             "count": len(lead.cards), "challengers": [s for s, _ in sets[1:]],
                             "sets": revealed, "winner": winner})
        events.append(Event("banked", winner, {
            "count": len(won), "unseen": False, "cards": codes(won),
            **why_challenge(sets, keys, win, lead.face_up, lead.kind).to_data()}))
        return events + self._advance(lead.leader)

    def _advance(self, seat: int) -> list[Event]:
        """Pass the turn clockwise from `seat`, doing the automatic passes and the end."""
        events: list[Event] = []
        while True:
            if not self.stock_left():
                holders = [s for s, h in enumerate(self.hands) if h]
                if len(holders) <= 1:
                    return events + self._finish(holders)
            seat = seat_after(seat, 1, self.n)
            if not self.stock_left() and not self.hands[seat]:
                continue
            if self.stock_left() and not self.must_draw(seat) and self.at_limit(seat) \
                    and self.lead_limit(seat) == 0:
                self.had_turn[seat] = True
                events.append(Event("passed", seat, {"hand_limit": self.rules.hand_limit}))
                continue
            self.turn = seat
            return events

    def _finish(self, holders: list[int]) -> list[Event]:
        self.done = True
        events: list[Event] = []
        for s in holders:
            count = len(self.hands[s])
            self.piles[s] += self.hands[s]
            self.unseen[s] += count
            self.hands[s] = []
            events.append(Event("banked", s, {"count": count, "unseen": True, "last": True}))
        return events

    # -- results and views -----------------------------------------------------------------
    def tricks_won(self) -> list[int] | None:
        return None

    def points(self) -> list[int]:
        return [len(p) for p in self.piles]

    def score_lines(self) -> list[dict[str, int]]:
        """Per seat: cards banked face up, cards banked unseen, and the points (one a card)."""
        return [{"face_up": len(p) - u, "unseen": u, "points": len(p)}
                for p, u in zip(self.piles, self.unseen, strict=True)]

    def hand_sizes(self, viewer: int) -> list[int]:
        """Hand sizes as `viewer` sees them: a pending flaunt challenge is not yet visible."""
        sizes = [len(h) for h in self.hands]
        lead = self.lead
        if lead is not None and lead.face_up:
            for s, cards in lead.challenges:
                if s != viewer:
                    sizes[s] += len(cards)
        return sizes

    def _public_lead(self) -> LeadFact | None:
        lead = self.lead
        if lead is None:
            return None
        data: LeadFact = {"leader": lead.leader, "face_up": lead.face_up,
                          "count": len(lead.cards), "asked": list(lead.asked),
                          "decided": lead.decided}
        if lead.face_up:
            data["cards"] = codes(lead.cards)
            data["type"] = lead.kind or "single"
        else:
            data["challengers"] = [s for s, _ in lead.challenges]
        return data

    def view(self, seat: int) -> SeatView:
        lead = self.lead
        trick = None
        if lead is not None:
            shown = lead.cards if lead.face_up else ()
            trick = Trick(lead.leader, [(lead.leader, c) for c in shown])
        to_move = self.to_move()
        return SeatView.dealt(
            "sneak", seat, self.hands, self.setup.dealer, to_move,
            hand_sizes=self.hand_sizes(seat), trick=trick,
            tricks=[Trick(t.leader, list(t.plays), t.winner) for t in self.resolved],
            public=SneakFacts(
                stock=self.stock_left(),
                piles=[len(p) for p in self.piles],
                discarded=codes(self.discarded),
                first_round=[not t for t in self.had_turn],
                lead=self._public_lead(),
                history=[h.copy() for h in self.history],
                lead_limit=self.lead_limit(seat),
                hand_limit=self.rules.hand_limit,
            ).to_public(),
            legal_actions=self.legal_actions() if to_move == seat else [],
        )

