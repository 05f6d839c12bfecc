"""Premium bids (declare / reveal) as a small state machine, one per deal.

Modes (spec 2.4, 3.3-3.5, 4.6):
- `round`: one clockwise round from the dealer's left; after a declare only reveal or pass;
  a reveal ends the round and cancels any declaration.
- `priority`: everyone offers secretly (recorded clockwise); any reveal beats any declare,
  equal offers go to the seat nearest the dealer's left. Offers stay secret until all are in.
- `independent`: one round, each player's declare/reveal stands on its own.

A record writes "pass" for "none". A trump call (`premium_trump_call`) rides on the offer as
`trump` (required with every declare/reveal: naming the deal's own trump keeps it); the call
that counts is the one of the strongest holder (reveal over declare, then nearness to the
dealer's left).
With `no_bid_premium_announce` a reveal carries `announce` (0..9).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tablecards.games.ninety_nine.facts import PremiumFacts
from tablecards.games.ninety_nine.texts import REASONS, RECORD_WORDING
from tablecards.rules.actions import Action, Reason, reason, register_reasons

register_reasons(REASONS | RECORD_WORDING)

STRENGTH = {"pass": 0, "declare": 1, "reveal": 2}
TRUMP_CALLS = ("S", "H", "D", "C", "none")


@dataclass
class PremiumRound:
    """The premium phase of one deal. `order`: seats asked, first to last."""

    mode: str
    kinds: tuple[str, ...]
    order: list[int]
    calls_allowed: tuple[str, ...] = ()
    announce: bool = False
    offers: dict[int, str] = field(default_factory=dict)
    calls: dict[int, str] = field(default_factory=dict)
    announced: dict[int, int] = field(default_factory=dict)
    closed: bool = False

    def __post_init__(self) -> None:
        if self.mode == "none" or not self.order:
            self.closed = True

    def to_move(self) -> int | None:
        if self.closed:
            return None
        return next(s for s in self.order if s not in self.offers)

    def choices(self) -> list[str]:
        """The offers the seat to move may make now."""
        options = ["pass", *self.kinds]
        if self.mode == "round" and "declare" in self.offers.values():
            options = [o for o in options if o != "declare"]
        return options

    def legal_actions(self, seat: int) -> list[Action]:
        out = []
        for choice in self.choices():
            if choice == "pass":
                out.append(Action(seat, "premium", "pass"))
                continue
            extras = [()] if not self.calls_allowed else [
                (("trump", t),) for t in self.calls_allowed
            ]
            for extra in extras:
                if self.announce and choice == "reveal":
                    out += [Action(seat, "premium", choice, (*extra, ("announce", n)))
                            for n in range(10)]
                else:
                    out.append(Action(seat, "premium", choice, extra))
        return out

    def refusal(self, action: Action) -> Reason | None:
        value = action.value
        if value not in STRENGTH:
            return reason("premium_choice", choices="declare, reveal, pass")
        if value not in self.choices():
            if value == "reveal":
                return reason("no_reveal_here")
            if "declare" in self.kinds:
                return reason("only_reveal_or_pass")
            return reason("premium_choice", choices=", ".join(self.choices()))
        for key, extra in action.extras:
            why = self._extra_refusal(key, extra, str(value))
            if why is not None:
                return why
        if self.announce and value == "reveal" and action.get("announce") is None:
            return reason("announce_range")
        # The spec says a premium bidder *may* name trumps: a record without `trump` names
        # nothing and the deal's trump stands. Legal actions always name one (the same
        # choice, spelled once), so tables and search see a single canonical form.
        return None

    def _extra_refusal(self, key: str, extra: object, value: str) -> Reason | None:
        if key == "trump":
            if not self.calls_allowed:
                return reason("no_trump_call")
            if value == "pass":
                return reason("trump_not_allowed")
            if extra not in self.calls_allowed:
                return reason("trump_choice", choices=", ".join(self.calls_allowed))
            return None
        if key == "announce" and self.announce and value == "reveal":
            ok = isinstance(extra, int) and not isinstance(extra, bool) and 0 <= extra <= 9
            return None if ok else reason("announce_range")
        return reason("bad_value", detail=f"unexpected {key!r} with a premium choice")

    def apply(self, action: Action) -> None:
        seat, value = action.seat, str(action.value)
        self.offers[seat] = value
        call = action.get("trump")
        if call is not None:
            self.calls[seat] = str(call)
        number = action.get("announce")
        if isinstance(number, int):
            self.announced[seat] = number
        if (self.mode == "round" and value == "reveal") or len(self.offers) == len(self.order):
            self.closed = True

    def holders(self) -> dict[int, str]:
        """Final premium bidders (seat → declare/reveal), once the round is closed."""
        made = {s: v for s, v in self.offers.items() if v != "pass"}
        if self.mode == "independent" or not made:
            return made
        best = self._ranked(made)[0]
        return {best: made[best]}

    def _ranked(self, made: dict[int, str]) -> list[int]:
        """Holders strongest first, ties by nearness to the dealer's left."""
        return sorted(made, key=lambda s: (-STRENGTH[made[s]], self.order.index(s)))

    def trump_call(self) -> str | None:
        """The trump named by the strongest holder, None when nobody named one."""
        held = self.holders()
        if not held:
            return None
        return self.calls.get(self._ranked(held)[0])

    def public(self) -> PremiumFacts:
        """What everyone knows: offers as spoken, or for secret offers only who has chosen
        (and the outcome once all are in)."""
        data = PremiumFacts(mode=self.mode, closed=self.closed)
        if self.mode == "priority" and not self.closed:
            data["offered"] = sorted(self.offers)
            return data
        if self.mode == "priority":
            data["holders"] = {str(s): k for s, k in self.holders().items()}
        else:
            data["offers"] = {str(s): v for s, v in self.offers.items()}
            data["holders"] = {str(s): k for s, k in self.holders().items()} if self.closed \
                else {}
        public_seats = set(self.holders()) if self.mode == "priority" else set(self.offers)
        data["calls"] = {str(s): c for s, c in self.calls.items() if s in public_seats}
        data["announced"] = {str(s): n for s, n in self.announced.items() if s in public_seats}
        return data
