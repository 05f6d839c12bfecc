"""The protocol every game implements, and the match machinery they share.

A `Match` is a whole game under its options: deals in order, the dealer rotation, running
totals and the match end. A `Deal` is one deal in progress: whose decision it is, the legal
actions, applying one, each seat's view, and the deal's tricks and points. Games subclass
both; tables, AI, records and tests only use the public methods here.

Determinism: a match made with a seed shuffles deal `i` from `deal_seed(seed, i)`, and any
deal can instead be stacked with explicit hands (`Match.deal_next(setup)`).
"""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, fields, is_dataclass
from enum import Enum
from typing import Any, ClassVar, Self

from tablecards.rules.actions import Action, Event, IllegalAction, Reason, reason
from tablecards.rules.cards import Card, codes, same_cards, shuffled
from tablecards.rules.options import Options
from tablecards.rules.problems import Problem
from tablecards.rules.spec import GameSpec, counted_options


@dataclass
class DealSetup:
    """The cards of one deal exactly as dealt (see docs/records-format.md)."""

    dealer: int
    hands: list[list[Card]]
    stock: list[Card] = field(default_factory=list)
    seed: int | None = None

    def to_record(self) -> dict[str, Any]:
        return {
            "dealer": self.dealer,
            "hands": [codes(h) for h in self.hands],
            "stock": codes(self.stock),
        }


@dataclass
class Trick:
    """A trick in order of play, with its winner once complete."""

    leader: int
    plays: list[tuple[int, Card]] = field(default_factory=list)
    winner: int | None = None


#: Field metadata of a fact that the view leaves out while it is None (a fact some phases or
#: seats do not have), so the view's JSON, and the digest a search seeds from, stay as they were.
ABSENT_WHEN_NONE = {"absent_when_none": True}


@dataclass(frozen=True)
class PublicFacts:
    """Base of a game's typed public facts: the `SeatView.public` of that game, by attribute.

    A game subclasses it with one field per key, each with a default (a hot-seat table may
    drop the facts that differ between seats). The view carries the plain dict, so views stay
    JSON data and their digests do not change; the game's own code writes the dict with
    `to_public` and reads it back with `of`, so a renamed fact is a type error, not a silent
    miss. Values stay JSON-friendly (cards as record codes).
    """

    @classmethod
    def of(cls, view: SeatView) -> Self:
        """The facts of a view (keys the class does not know are ignored)."""
        known = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in view.public.items() if k in known})

    def to_public(self) -> dict[str, Any]:
        """The facts as the view's `public` dict."""
        return {f.name: value for f in fields(self)
                if (value := getattr(self, f.name)) is not None
                or not f.metadata.get("absent_when_none")}


@dataclass
class SeatView:
    """Everything one seat may know, and nothing else.

    `hand` is the seat's own hand. `visible_hands` holds other hands that lie face up
    (a revealer's hand, the dummy); `known_cards` holds cards known to be in a hidden hand
    (draws shown to the table). `public` carries game-specific public facts (face-up bid cards,
    premium bids, the turn-up, stock size) as JSON-friendly values. `named_cards` holds cards
    named in public without saying where they lie (a card called to find a partner).
    """

    game: str
    seat: int
    seats: int
    dealer: int
    deal_index: int
    to_move: int | None
    hand: list[Card]
    hand_sizes: list[int]
    visible_hands: dict[int, list[Card]] = field(default_factory=dict)
    known_cards: dict[int, list[Card]] = field(default_factory=dict)
    trick: Trick | None = None
    tricks: list[Trick] = field(default_factory=list)
    tricks_won: list[int] = field(default_factory=list)
    trump: str | None = None
    totals: list[int] = field(default_factory=list)
    public: dict[str, Any] = field(default_factory=dict)
    legal_actions: list[Action] = field(default_factory=list)
    named_cards: list[Card] = field(default_factory=list)

    @classmethod
    def dealt(cls, game: str, seat: int, hands: Sequence[Sequence[Card]], dealer: int,
              to_move: int | None, **rest: Any) -> SeatView:
        """A deal's view with the fields every game fills alike: one seat per hand, the
        seat's own hand sorted, every hand's size (`rest` may say otherwise, and gives the
        game's own fields). The match fills in the deal's index and totals."""
        rest.setdefault("seats", len(hands))
        rest.setdefault("hand", sorted(hands[seat]))
        rest.setdefault("hand_sizes", [len(h) for h in hands])
        return cls(game=game, seat=seat, dealer=dealer, deal_index=0, to_move=to_move, **rest)

    def to_json(self) -> dict[str, Any]:
        """The view as JSON-friendly data, cards as record codes."""
        data = jsonable(self)
        assert isinstance(data, dict)
        return data

    def all_cards(self) -> list[Card]:
        """Every card this view mentions (for leak checks).

        The cards the seat's legal actions name count as mentioned: the rules offer them to
        the seat (a declarer may call any card), which says nothing about where they lie.
        """
        found = list(self.hand) + list(self.named_cards)
        for cards in (*self.visible_hands.values(), *self.known_cards.values()):
            found.extend(cards)
        for action in self.legal_actions:
            for value in (action.value, *(v for _, v in action.extras)):
                if isinstance(value, Card):
                    found.append(value)
                elif isinstance(value, tuple):
                    found.extend(value)
        for trick in [*self.tricks, *([self.trick] if self.trick else [])]:
            found.extend(c for _, c in trick.plays)
        return found


@dataclass
class DealResult:
    """One line of `replay`'s output."""

    dealer: int
    complete: bool
    tricks: list[int] | None
    points: list[int] | None
    totals: list[int]

    def to_json(self) -> dict[str, Any]:
        return {"dealer": self.dealer, "complete": self.complete, "tricks": self.tricks,
                "points": self.points, "totals": self.totals}


class Deal(ABC):
    """One deal in progress. Subclasses hold the game's state for the deal."""

    setup: DealSetup

    @abstractmethod
    def to_move(self) -> int | None:
        """The seat whose decision it is (a dummy's own seat for its plays), None when done."""

    def controller(self) -> int | None:
        """The player who physically decides for `to_move` (differs for a dummy)."""
        return self.to_move()

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every legal action of the seat to move (large choices may be listed lazily)."""

    @abstractmethod
    def refusal(self, action: Action) -> Reason | None:
        """None when `action` is legal now, else why not. Seat and turn are already checked."""

    @abstractmethod
    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action (already checked) and say what happened."""

    @abstractmethod
    def is_complete(self) -> bool:
        """True once the deal has been played out (or stopped early by its rules)."""

    @abstractmethod
    def tricks_won(self) -> list[int] | None:
        """Tricks won so far per seat, or None for a game without tricks."""

    @abstractmethod
    def points(self) -> list[int]:
        """Each seat's score for the finished deal, as the spec's scoring gives it."""

    @abstractmethod
    def view(self, seat: int) -> SeatView:
        """What `seat` may see (totals are filled in by the match)."""


class Match(ABC):
    """A whole match of one game. Subclass per game and register it."""

    spec: ClassVar[GameSpec]
    # One (players, options) pair for each offered form and variant, so that tests,
    # benchmarks and the lobby can walk every rule the game offers.
    variant_examples: ClassVar[tuple[tuple[int, dict[str, Any]], ...]] = ()

    def __init__(self, players: int, options: Mapping[str, Any] | None = None, *,
                 seed: int = 0, first_dealer: int | None = None) -> None:
        given = dict(options or {})
        players, played = self.as_played(players, given)
        self.players = players
        self.given_options = given  # records keep what was given; replay normalises again
        self.options: Options = counted_options(self.spec, players, played)
        self.seed = seed
        self.check_players()
        self.dealer_seats = players
        self.seats = players + self.extra_seats()
        self.first_dealer = (
            deal_seed(seed, -1) % self.dealer_seats if first_dealer is None else first_dealer
        )
        self.totals = [0] * self.seats
        self.results: list[DealResult] = []
        self.setups: list[DealSetup] = []
        self.actions: list[list[Action]] = []
        self.deal: Deal | None = None
        self.over = False
        self.winners: list[int] = []
        self.take_backs = 0
        """Decisions taken back and played again (a table's Take back), kept in the record."""
        self.open_hands = False
        """Played with every hand face up (a table's teacher mode), kept in the record."""

    # -- game-specific hooks ------------------------------------------------------------
    @classmethod
    def as_played(cls, players: int, options: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        """The player count and options the rules play, from those a table or record gave
        (a game that accepts older spellings of its options rewrites them here)."""
        return players, options

    def check_players(self) -> None:
        """Raise ValueError when the options do not fit the player count."""

    def extra_seats(self) -> int:
        """Seats beyond the players (a dummy)."""
        return 0

    @abstractmethod
    def pack(self) -> list[Card]:
        """The cards of the next deal (a multiset)."""

    @abstractmethod
    def deal_out(self, dealer: int, order: list[Card]) -> DealSetup:
        """Deal a shuffled pack the way the rules say (hands in order received, stock)."""

    @abstractmethod
    def start_deal(self, setup: DealSetup) -> Deal:
        """The Deal object for a validated setup; may read match history (trumps, deal no.)."""

    @abstractmethod
    def finish_deal(self, deal: Deal) -> None:
        """Deal done and scored: update `over` and `winners` if the match has ended."""

    def check_setup(self, setup: DealSetup) -> str | None:
        """None when a stacked deal is acceptable, else a readable complaint.

        A game adds its own checks after these (calling this first)."""
        problem = self.setup_problem(setup)
        return None if problem is None else str(problem)

    def setup_problem(self, setup: DealSetup) -> Problem | None:
        """What every game checks of a stacked deal: seats, dealer and pack."""
        if len(setup.hands) != self.seats:
            return Problem("a deal needs {seats} hands, not {hands}",
                           seats=self.seats, hands=len(setup.hands))
        if not 0 <= setup.dealer < self.dealer_seats:
            return Problem("dealer {dealer} is not a seat", dealer=setup.dealer)
        dealt = [c for h in setup.hands for c in h] + list(setup.stock)
        if not same_cards(dealt, self.pack()):
            return Problem("the cards do not form the game's pack")
        return None

    def next_dealer(self) -> int:
        if not self.setups:
            return self.first_dealer
        return (self.setups[-1].dealer + 1) % self.dealer_seats

    # -- public API -----------------------------------------------------------------------
    @property
    def game_id(self) -> str:
        return self.spec.id

    @property
    def deal_index(self) -> int:
        """Index of the current (or last) deal, -1 before the first."""
        return len(self.setups) - 1

    @property
    def needs_deal(self) -> bool:
        """True between deals: call `deal_next` to go on."""
        return not self.over and (self.deal is None or self.deal.is_complete())

    def shuffled_setup(self, seed: int | None = None) -> DealSetup:
        """The next deal shuffled from `seed` (default: derived from the match seed)."""
        if seed is None:
            seed = deal_seed(self.seed, len(self.setups))
        setup = self.deal_out(self.next_dealer(), shuffled(self.pack(), seed))
        setup.seed = seed
        return setup

    def deal_next(self, setup: DealSetup | None = None) -> list[Event]:
        """Start the next deal, shuffled from the seed or stacked from `setup`.

        Raises:
            ValueError: when the match is over, a deal is still running, or the setup is bad.
        """
        if self.over:
            raise Problem("the match is over")
        if self.deal is not None and not self.deal.is_complete():
            raise Problem("the current deal is not finished")
        if setup is None:
            setup = self.shuffled_setup()
        self._check(setup)
        self.setups.append(setup)
        self.actions.append([])
        self.deal = self.start_deal(setup)
        self.results.append(
            DealResult(setup.dealer, False, self.deal.tricks_won(), None, list(self.totals))
        )
        events = [Event("dealt", setup.dealer, {"deal": self.deal_index})]
        return events + self._settle()

    def _check(self, setup: DealSetup) -> None:
        """Raise the setup's problem: the shared checks' as a Problem, a game's own as words.

        A game's check_setup runs the shared checks first, so their Problem is looked for
        again only once the setup is refused."""
        problem = self.check_setup(setup)
        if problem:
            raise self.setup_problem(setup) or ValueError(problem)

    def to_move(self) -> int | None:
        return None if self.needs_deal or self.deal is None else self.deal.to_move()

    def controller(self) -> int | None:
        return None if self.needs_deal or self.deal is None else self.deal.controller()

    def legal_actions(self) -> list[Action]:
        return [] if self.needs_deal or self.deal is None else self.deal.legal_actions()

    def refusal(self, action: Action) -> Reason | None:
        """None when `action` may be applied now, else the reason it is refused."""
        if self.over:
            return reason("match_over")
        if self.deal is None or self.deal.is_complete():
            return reason("deal_over")
        expected = self.deal.to_move()
        if expected is None:
            return reason("deal_over")
        if action.seat != expected:
            return reason("not_your_turn", expected=expected, seat=action.seat)
        return self.deal.refusal(action)

    def apply(self, action: Action) -> list[Event]:
        """Apply an action after checking it.

        Raises:
            IllegalAction: carrying the reason, when the action is refused.
        """
        why = self.refusal(action)
        if why is not None:
            raise IllegalAction(why)
        return self.apply_unchecked(action)

    def apply_unchecked(self, action: Action) -> list[Event]:
        """Apply an action known to be legal (search and trusted callers)."""
        assert self.deal is not None
        self.actions[-1].append(action)
        events = self.deal.apply(action)
        self.results[-1].tricks = self.deal.tricks_won()
        return events + self._settle()

    def _settle(self) -> list[Event]:
        """Score a deal that has just completed and check the match end."""
        deal = self.deal
        if deal is None or not deal.is_complete() or self.results[-1].complete:
            return []
        points = deal.points()
        self.totals = [t + p for t, p in zip(self.totals, points, strict=True)]
        result = self.results[-1]
        result.complete, result.points, result.totals = True, points, list(self.totals)
        result.tricks = deal.tricks_won()
        self.finish_deal(deal)
        events = [Event("deal_scored", None, {"points": points, "totals": list(self.totals)})]
        if self.over:
            events.append(Event("match_over", None, {"winners": list(self.winners)}))
        return events

    def view(self, seat: int) -> SeatView:
        """What `seat` may see now."""
        if self.deal is None:
            raise ValueError("no deal has been dealt yet")
        seen = self.deal.view(seat)
        seen.totals = list(self.totals)
        seen.deal_index = self.deal_index
        # The legal actions go to whoever decides now (a dummy's controller included).
        seen.legal_actions = self.legal_actions() if seat == self.controller() else []
        return seen

    def clone(self) -> Match:
        return copy.deepcopy(self)

    def to_record(self, seats: Sequence[str] | None = None) -> dict[str, Any]:
        """The match so far as a record (docs/records.md); replaying it restores the match."""
        record = self.record_header(seats)
        record["deals"] = [self.deal_record(i) for i in range(len(self.setups))]
        record["match_seed"] = self.seed
        return record

    def record_header(self, seats: Sequence[str] | None = None) -> dict[str, Any]:
        """The record's fields before its deals (the autosave writes the deals piecemeal)."""
        record: dict[str, Any] = {
            "format": "tablecards-record",
            "version": 1,
            "game": self.spec.id,
            "players": self.players,
            "options": dict(self.given_options),
        }
        if seats is not None:
            record["seats"] = list(seats)
        if self.take_backs:
            record["take_backs"] = self.take_backs
        if self.open_hands:
            record["open_hands"] = True
        return record

    def deal_record(self, index: int) -> dict[str, Any]:
        """Deal `index` of the record: its setup and the actions played in it."""
        return {**self.setups[index].to_record(),
                "actions": [a.to_record() for a in self.actions[index]]}


def jsonable(value: Any) -> Any:
    """Cards as codes, actions as record objects, dataclasses as dicts, recursively."""
    if isinstance(value, Card):
        return value.code
    if isinstance(value, Action):
        return value.to_record()
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: jsonable(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [jsonable(v) for v in value]
    if isinstance(value, Enum):
        return value.name.lower()
    return value


def deal_seed(match_seed: int, index: int) -> int:
    """A per-deal seed; stable across Python versions (no hash())."""
    return (match_seed * 1_000_003 + index * 7_919 + 12_345) % (2**61 - 1)


def deal_round_robin(
    order: Sequence[Card], seats: int, first: int, per_seat: int
) -> list[list[Card]]:
    """Deal `per_seat` cards one at a time, clockwise from seat `first`."""
    hands: list[list[Card]] = [[] for _ in range(seats)]
    for i in range(per_seat * seats):
        hands[(first + i) % seats].append(order[i])
    return hands
