"""Hearts for four (tablecards/games/hearts/spec.md): the validating rules engine.

52 cards, thirteen each, no trumps. Before play each seat passes three cards left, right or
across (the cycle by deal number, every fourth deal held); the passes are simultaneous, so the
engine takes them clockwise from the dealer's left and moves the cards once all four are in.
The holder of 2♣ leads it; no points on the first trick; hearts are not led until broken;
each heart 1, Q♠ 13; taking all 26 shoots the moon. The match ends when a total reaches the
target and the lowest total wins.

Options follow OpenSpiel's `hearts` switches (`no_pass`, `no_points_first_trick`,
`can_lead_any_club`, `must_break_hearts`, `qs_breaks_hearts`,
`can_lead_hearts_instead_of_qs`, `jd_bonus`, `avoid_all_tricks_bonus`) plus the match rules
(`pass_dir`, `moon_minus`, `target_score`, the tie group).
"""

from __future__ import annotations

from typing import Any, ClassVar

from tablecards.games.hearts.facts import HeartsFacts
from tablecards.games.hearts.game_spec import SPEC
from tablecards.games.hearts.option_rules import VARIANT_EXAMPLES
from tablecards.games.hearts.texts import REASONS
from tablecards.rules.actions import Action, Event, Reason, play, reason, register_reasons
from tablecards.rules.cards import Card, Suit, card, codes, standard_52
from tablecards.rules.explain import trump_trick_why
from tablecards.rules.game import Deal, DealSetup, Match, SeatView, Trick, deal_round_robin
from tablecards.rules.options import Options
from tablecards.rules.spec import GameSpec
from tablecards.rules.tricks import (
    cards_of_suit,
    follow_refusal,
    led_suit,
    next_to_play,
    seat_after,
    trick_winner,
    tricks_won,
)

SEATS = 4
HAND_SIZE = 13
PASS_SIZE = 3
MOON = 26
QUEEN_POINTS = 13
JD_BONUS = -10
NO_TRICKS_BONUS = -5

TWO_CLUBS = card("2C")
QUEEN_SPADES = card("QS")
JACK_DIAMONDS = card("JD")

# Pass direction name -> seat offset of the receiver (OpenSpiel: 1 left, 2 across, 3 right).
PASS_OFFSET: dict[str, int] = {"hold": 0, "left": 1, "across": 2, "right": 3}
PASS_CYCLE: tuple[str, ...] = ("left", "right", "across", "hold")

register_reasons(REASONS)


def is_point_card(c: Card) -> bool:
    """A heart or the queen of spades (the cards that count against the taker)."""
    return c.suit is Suit.HEARTS or c == QUEEN_SPADES


def card_points(c: Card) -> int:
    """Penalty points of one card: a heart 1, Q♠ 13 (J♦ counts separately, see jd_bonus)."""
    if c.suit is Suit.HEARTS:
        return 1
    return QUEEN_POINTS if c == QUEEN_SPADES else 0


def pass_direction(options: Options, deal_index: int) -> str:
    """The pass direction of deal `deal_index` (0-based) under the options."""
    if options.on("no_pass"):
        return "hold"
    chosen = str(options["pass_dir"])
    return PASS_CYCLE[deal_index % 4] if chosen == "cycle" else chosen


def score_lines(
    taken: list[list[Card]], tricks: list[int], options: Options
) -> list[dict[str, int]]:
    """Each seat's scoring, line by line, from the cards it took and its trick count."""
    hearts = [sum(1 for c in pile if c.suit is Suit.HEARTS) for pile in taken]
    queen = [QUEEN_POINTS if QUEEN_SPADES in pile else 0 for pile in taken]
    raw = [h + q for h, q in zip(hearts, queen, strict=True)]
    shooter = next((s for s, r in enumerate(raw) if r == MOON), None)
    minus = options.on("moon_minus")
    lines = []
    for seat, pile in enumerate(taken):
        if shooter is None:
            moon = 0
        elif seat == shooter:
            moon = -2 * MOON if minus else -MOON
        else:
            moon = 0 if minus else MOON
        jd = JD_BONUS if options.on("jd_bonus") and JACK_DIAMONDS in pile else 0
        no_tricks = (NO_TRICKS_BONUS if options.on("avoid_all_tricks_bonus")
                     and shooter is None and tricks[seat] == 0 else 0)
        lines.append({
            "hearts": hearts[seat],
            "queen": queen[seat],
            "taken": raw[seat],
            "moon": moon,
            "shooter": 1 if seat == shooter else 0,
            "jack": jd,
            "no_tricks": no_tricks,
            "points": raw[seat] + moon + jd + no_tricks,
        })
    return lines


class HeartsDeal(Deal):
    """One hand: the pass (unless held), then thirteen tricks."""

    def __init__(self, setup: DealSetup, options: Options, direction: str) -> None:
        self.setup = setup
        self.options = options
        self.direction = direction
        self.offset = PASS_OFFSET[direction]
        self.hands: list[list[Card]] = [list(h) for h in setup.hands]
        # Passes chosen so far, by seat (None: not yet); moved together once all are in.
        self.passes: list[tuple[Card, ...] | None] = [None] * SEATS
        self.passing = self.offset != 0
        self.received: list[list[Card]] = [[] for _ in range(SEATS)]
        self.taken: list[list[Card]] = [[] for _ in range(SEATS)]
        self.tricks: list[Trick] = []
        self.broken = not options.on("must_break_hearts")
        self.trick = Trick(leader=self._two_clubs_holder())

    def _two_clubs_holder(self) -> int:
        return next(s for s, h in enumerate(self.hands) if TWO_CLUBS in h)

    def pass_target(self, seat: int) -> int:
        return (seat + self.offset) % SEATS

    def passer_to(self, seat: int) -> int:
        return (seat - self.offset) % SEATS

    # -- turn and legality ---------------------------------------------------------------
    def to_move(self) -> int | None:
        if self.passing:
            done = sum(1 for p in self.passes if p is not None)
            return seat_after(self.setup.dealer, 1 + done, SEATS)
        if self.is_complete():
            return None
        return next_to_play(self.trick, SEATS)

    def legal_cards(self) -> list[Card]:
        """The cards the seat to move may play now (empty while passing)."""
        seat = self.to_move()
        if seat is None or self.passing:
            return []
        hand = sorted(self.hands[seat])
        first_trick = not self.tricks
        led = led_suit(self.trick)
        if led is not None:
            follow = cards_of_suit(hand, led)
            if follow:
                return follow
            if first_trick and self.options.on("no_points_first_trick"):
                clean = [c for c in hand if not is_point_card(c)]
                if clean:
                    return clean
            return hand
        if first_trick:
            if self.options.on("can_lead_any_club"):
                return [c for c in hand if c.suit is Suit.CLUBS]
            return [TWO_CLUBS]
        if not self.broken:
            leads = [c for c in hand if c.suit is not Suit.HEARTS]
            if (self.options.on("can_lead_hearts_instead_of_qs")
                    and leads == [QUEEN_SPADES]):
                return hand
            if leads:
                return leads
        return hand

    def legal_actions(self) -> list[Action]:
        seat = self.to_move()
        if seat is None:
            return []
        if self.passing:
            hand = sorted(self.hands[seat])
            n = len(hand)
            return [Action(seat, "pass", (hand[i], hand[j], hand[k]))
                    for i in range(n) for j in range(i + 1, n) for k in range(j + 1, n)]
        return [play(seat, c) for c in self.legal_cards()]

    def refusal(self, action: Action) -> Reason | None:
        if action.extras:
            return reason("bad_value", detail="a Hearts action takes no qualifiers")
        hand = self.hands[action.seat]
        if self.passing:
            if action.verb != "pass":
                return reason("wrong_verb", verb=action.verb, expected="pass")
            chosen = action.value
            if (not isinstance(chosen, tuple) or len(chosen) != PASS_SIZE
                    or len(set(chosen)) != PASS_SIZE):
                return reason("pass_count")
            for c in chosen:
                if c not in hand:
                    return reason("not_in_hand", card=c.code)
            return None
        if action.verb != "play":
            return reason("wrong_verb", verb=action.verb, expected="play")
        played = action.value
        if not isinstance(played, Card):
            return reason("bad_value", detail=f"play needs one card, not {played!r}")
        if played not in hand:
            return reason("not_in_hand", card=played.code)
        if played in self.legal_cards():
            return None
        return self._why_not(played, hand)

    def _why_not(self, played: Card, hand: list[Card]) -> Reason:
        if self.trick.plays:
            return (follow_refusal(hand, led_suit(self.trick), played)
                    or reason("no_points_first_trick"))
        if not self.tricks:
            if self.options.on("can_lead_any_club"):
                return reason("must_lead_club")
            return reason("must_lead_two_clubs")
        return reason("hearts_not_broken")

    # -- applying ------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        seat = action.seat
        if self.passing:
            chosen = action.value
            assert isinstance(chosen, tuple)
            for c in chosen:
                self.hands[seat].remove(c)
            self.passes[seat] = tuple(chosen)
            events = [Event("passed", seat, {"count": PASS_SIZE,
                                             "to": self.pass_target(seat)})]
            if all(p is not None for p in self.passes):
                events += self._exchange()
            return events
        played = action.value
        assert isinstance(played, Card)
        self.hands[seat].remove(played)
        self.trick.plays.append((seat, played))
        events = [Event("played", seat, {"card": played.code, "trick": len(self.tricks)})]
        was_broken = self.broken
        if played.suit is Suit.HEARTS or (
                played == QUEEN_SPADES and self.options.on("qs_breaks_hearts")):
            self.broken = True
        if self.broken and not was_broken:
            events.append(Event("hearts_broken", seat, {"card": played.code}))
        if len(self.trick.plays) == SEATS:
            events += self._finish_trick()
        return events

    def _exchange(self) -> list[Event]:
        for seat, chosen in enumerate(self.passes):
            assert chosen is not None
            target = self.pass_target(seat)
            self.hands[target].extend(chosen)
            self.received[target] = list(chosen)
        self.passing = False
        self.trick = Trick(leader=self._two_clubs_holder())
        return [Event("exchanged", None, {"direction": self.direction})]

    def _finish_trick(self) -> list[Event]:
        trick = self.trick
        winner = trick_winner(trick.plays)
        trick.winner = winner
        won = [c for _, c in trick.plays]
        self.taken[winner] += won
        self.tricks.append(trick)
        self.trick = Trick(leader=winner)
        return [Event("trick_won", winner, {
            "trick": len(self.tricks) - 1,
            "cards": codes(won),
            "points": sum(card_points(c) for c in won),
            **trump_trick_why(trick.plays, winner, None).to_data(),
        })]

    # -- results -------------------------------------------------------------------------
    def is_complete(self) -> bool:
        return len(self.tricks) == HAND_SIZE

    def tricks_won(self) -> list[int]:
        return tricks_won(self.tricks, SEATS)

    def taken_points(self) -> list[int]:
        """Hearts and Q♠ taken so far per seat (public: tricks are face up when taken)."""
        return [sum(card_points(c) for c in pile) for pile in self.taken]

    def score_lines(self) -> list[dict[str, int]]:
        return score_lines(self.taken, self.tricks_won(), self.options)

    def points(self) -> list[int]:
        if not self.is_complete():
            return self.taken_points()
        return [line["points"] for line in self.score_lines()]

    def view(self, seat: int) -> SeatView:
        to_move = self.to_move()
        return SeatView.dealt(
            "hearts", seat, self.hands, self.setup.dealer, to_move,
            known_cards=self._known_passed(seat),
            trick=Trick(self.trick.leader, list(self.trick.plays)),
            tricks=[Trick(t.leader, list(t.plays), t.winner) for t in self.tricks],
            tricks_won=self.tricks_won(),
            public=self._facts(seat).to_public(),
            legal_actions=self.legal_actions() if to_move == seat else [],
        )

    def _facts(self, seat: int) -> HeartsFacts:
        """The public facts as `seat` sees them: its own pass and what it received are its own."""
        mine, received = self.passes[seat], self.received[seat]
        return HeartsFacts(
            pass_direction=self.direction,
            passing=self.passing,
            passed=[s for s, p in enumerate(self.passes) if p is not None],
            hearts_broken=self.broken,
            taken=self.taken_points(),
            my_pass=codes(mine) if mine is not None else None,
            received=codes(c for c in received if c in self.hands[seat]) if received else None,
            received_from=self.passer_to(seat) if received else None,
        )

    def _known_passed(self, seat: int) -> dict[int, list[Card]]:
        """The cards `seat` passed that its target still holds, once the passes have moved."""
        mine = self.passes[seat]
        if mine is None or self.passing:
            return {}
        target = self.pass_target(seat)
        still = [c for c in mine if c in self.hands[target]]
        return {target: still} if still and target != seat else {}


class HeartsMatch(Match):
    """A match of Hearts for four to `target_score`."""

    spec: ClassVar[GameSpec] = SPEC
    variant_examples: ClassVar[tuple[tuple[int, dict[str, Any]], ...]] = VARIANT_EXAMPLES

    def pack(self) -> list[Card]:
        return standard_52()

    def deal_out(self, dealer: int, order: list[Card]) -> DealSetup:
        """Thirteen each, one at a time, clockwise from the dealer's left."""
        return DealSetup(dealer, deal_round_robin(order, SEATS, (dealer + 1) % SEATS, HAND_SIZE))

    def check_setup(self, setup: DealSetup) -> str | None:
        problem = super().check_setup(setup)
        if problem:
            return problem
        sizes = [len(h) for h in setup.hands]
        if sizes != [HAND_SIZE] * SEATS or setup.stock:
            return f"a Hearts deal needs four hands of {HAND_SIZE} and no stock, not {sizes}"
        return None

    def start_deal(self, setup: DealSetup) -> Deal:
        direction = pass_direction(self.options, len(self.setups) - 1)
        return HeartsDeal(setup, self.options, direction)

    def finish_deal(self, deal: Deal) -> None:
        """A total at or above the target ends the match; the lowest total wins."""
        if max(self.totals) < self.options.int("target_score"):
            return
        low = min(self.totals)
        lowest = [s for s, t in enumerate(self.totals) if t == low]
        if len(lowest) == 1 or not self.options.on("tie_play_on"):
            self.over, self.winners = True, lowest

    def _settle(self) -> list[Event]:
        """As the base, with the line-by-line scoring added to `deal_scored`."""
        events = super()._settle()
        deal = self.deal
        if not isinstance(deal, HeartsDeal):
            return events
        return [
            Event(e.kind, e.seat, {**e.data, "lines": deal.score_lines(),
                                   "target": self.options.int("target_score")})
            if e.kind == "deal_scored" else e
            for e in events
        ]

