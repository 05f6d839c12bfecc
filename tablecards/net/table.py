"""One network table: a match, its seats and their secrets, refereed by the rules core.

Pure and synchronous (no sockets, no clock), so the host's loop calls it and tests drive it
directly. The match is the rules core's own `Match`: every action is checked by its `refusal`
(the same referee a local table uses) and a refused action changes nothing. Seats hold a
digest of their secret token, never the token itself, so a stored table gives no seat away.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass, field, replace
from typing import Any

from tablecards.ai.levels import LEVELS
from tablecards.net.events import CardIndex, Sight, cards_named, deal_index
from tablecards.net.protocol import MAX_NAME, ProtocolError, new_token
from tablecards.net.views import public_view, view_to_wire
from tablecards.rules.actions import Action, Event
from tablecards.rules.game import Match
from tablecards.rules.records import match_from_record, parse_action
from tablecards.rules.registry import game_class, game_ids

SEAT_KINDS = ("open", "reserved", "computer")


@dataclass(frozen=True)
class SeatPlan:
    """How a seat is filled when the table opens: `open` (whoever joins with the code),
    `reserved` (only the holder of the token given to the creator) or `computer` at `level`."""

    kind: str = "open"
    level: str = "normal"
    name: str = ""


@dataclass(frozen=True)
class TableConfig:
    """A match to host: the game (a registry id), players, options and each seat's plan."""

    game: str
    players: int
    options: dict[str, Any] = field(default_factory=dict)
    seats: tuple[SeatPlan, ...] = ()
    open_hands: bool = False
    seed: int | None = None

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> TableConfig:
        """The config of a `create` message (fields already type-checked).

        Raises:
            ProtocolError: bad_config, naming the field at fault.
        """
        if data["game"] not in game_ids():
            raise ProtocolError("bad_config", field="game")
        plans = []
        for raw in data["seats"][:16]:
            if not isinstance(raw, dict) or raw.get("kind") not in SEAT_KINDS:
                raise ProtocolError("bad_config", field="seats")
            level, name = raw.get("level", "normal"), raw.get("name", "")
            if level not in LEVELS or not isinstance(name, str) or len(name) > MAX_NAME:
                raise ProtocolError("bad_config", field="seats")
            plans.append(SeatPlan(raw["kind"], level, name))
        return cls(data["game"], data["players"], dict(data.get("options", {})), tuple(plans),
                   bool(data.get("open_hands", False)))

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "players": self.players, "options": self.options,
                "seats": [{"kind": p.kind, "level": p.level, "name": p.name}
                          for p in self.seats], "open_hands": self.open_hands}


def digest(token: str) -> str:
    """What a table keeps of a secret."""
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass
class Seat:
    """One seat: who plays it (a person or a computer), its name and whether they are here."""

    index: int
    kind: str  # "open", "reserved", "player" or "computer"
    level: str = "normal"
    name: str = ""
    token: str | None = None  # digest of the secret
    present: bool = False

    def wire(self) -> dict[str, Any]:
        shown = {"seat": self.index, "kind": self.kind, "name": self.name,
                 "present": self.present or self.kind == "computer"}
        if self.kind == "computer":
            shown["level"] = self.level
        return shown

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "kind": self.kind, "level": self.level, "name": self.name,
                "token": self.token}


@dataclass
class Created:
    """What the creator of a table is given: the code and the secrets only it holds."""

    code: str
    owner_token: str
    seat_tokens: dict[int, str]


class Table:
    """A match and its seats; every change goes through the methods below."""

    def __init__(self, code: str, config: TableConfig, match: Match, seats: list[Seat],
                 owner: str) -> None:
        self.code = code
        self.config = config
        self.match = match
        self.seats = seats
        self.owner = owner  # digest of the owner's token
        self.sights: dict[int, Sight] = {}
        """The cards each seat was shown during this deal (what its events may name)."""
        self.last_seen = 0.0
        """When a connection last came or went (the host's clock): for the idle sweep."""
        self.ended: float | None = None
        """When the match ended (the host's clock), None while it runs."""
        self.ready: set[int] = set()
        """The seats whose players said `next` since the deal ended (see `waiting_for`)."""
        self._cards: tuple[int, CardIndex] = (0, {})

    @classmethod
    def create(cls, code: str, config: TableConfig) -> tuple[Table, Created]:
        """A new table for `config`, with its owner's and its reserved seats' tokens.

        Raises:
            ProtocolError: bad_config when the rules refuse the players or options.
        """
        try:
            seed = config.seed if config.seed is not None else secrets.randbits(62)
            match = game_class(config.game)(config.players, config.options, seed=seed)
        except (ValueError, TypeError, KeyError):
            raise ProtocolError("bad_config", field="options") from None
        if len(config.seats) != match.players:
            raise ProtocolError("bad_config", field="seats")
        match.open_hands = config.open_hands
        owner = new_token()
        tokens: dict[int, str] = {}
        seats = []
        for i, plan in enumerate(config.seats):
            seat = Seat(i, plan.kind, plan.level, plan.name)
            if plan.kind == "reserved":
                tokens[i] = new_token()
                seat.token = digest(tokens[i])
            seats.append(seat)
        table = cls(code, config, match, seats, digest(owner))
        table.advance()
        return table, Created(code, owner, tokens)

    # -- seats ---------------------------------------------------------------------------
    def is_owner(self, token: str) -> bool:
        return hmac.compare_digest(self.owner, digest(token))

    def join(self, name: str, seat: int | None, token: str | None) -> tuple[int, str]:
        """Seat a person: by their token (a rejoin or a reserved seat), else in the seat asked
        for or the first open one. Returns the seat and its token (a fresh one when new).

        Raises:
            ProtocolError: bad_token, bad_seat, seat_taken or no_free_seat.
        """
        if token is not None:
            found = next((s for s in self.seats if s.token is not None
                          and hmac.compare_digest(s.token, digest(token))), None)
            if found is None:
                raise ProtocolError("bad_token")
            if found.kind in ("reserved", "computer"):
                found.kind = "player"  # a seat handed to a computer comes back to its player
            found.present = True
            found.name = name[:MAX_NAME] or found.name
            return found.index, token
        if seat is not None:
            if not 0 <= seat < len(self.seats):
                raise ProtocolError("bad_seat", seat=seat)
            if self.seats[seat].kind != "open":
                raise ProtocolError("seat_taken", seat=seat)
            chosen: Seat | None = self.seats[seat]
        else:
            chosen = next((s for s in self.seats if s.kind == "open"), None)
            if chosen is None:
                raise ProtocolError("no_free_seat")
        assert chosen is not None
        fresh = new_token()
        chosen.kind, chosen.name, chosen.token, chosen.present = "player", name[:MAX_NAME], \
            digest(fresh), True
        return chosen.index, fresh

    def leave(self, seat: int) -> None:
        """The person at `seat` dropped: the seat stays theirs, marked away."""
        self.seats[seat].present = False

    def fill(self, seat: int, level: str) -> None:
        """Hand a seat (open, or a person's who is away or gone) to a computer at `level`.

        Raises:
            ProtocolError: bad_seat for a seat out of range or a level not offered.
        """
        if not 0 <= seat < len(self.seats) or level not in LEVELS:
            raise ProtocolError("bad_seat", seat=seat)
        target = self.seats[seat]
        target.kind, target.level, target.present = "computer", level, False

    @property
    def seated(self) -> bool:
        """Every seat is taken (by a person, here or away, or a computer)."""
        return all(s.kind in ("player", "computer") for s in self.seats)

    # -- play ----------------------------------------------------------------------------
    @property
    def step(self) -> int:
        """A number that grows with every deal and action: what an `act` must name, so a
        replayed or late message is refused instead of acting again."""
        return len(self.match.setups) + sum(len(a) for a in self.match.actions)

    @property
    def started(self) -> bool:
        return bool(self.match.setups)

    @property
    def between_deals(self) -> bool:
        """A deal has ended and the next is not dealt yet (the match goes on)."""
        return self.started and self.match.needs_deal and not self.match.over

    def waiting_for(self) -> list[int]:
        """Between deals, the seats whose players have not said `next` yet.

        Each seated person reads the deal's scoring at their own pace and the next deal waits
        for all of them: a person here who has not said `next`. A computer never holds the
        table up, nor does a player who is away (they come back to the deal in play), and a
        spectator has no say. The owner can hand a seat whose player stalls to a computer."""
        if not self.between_deals:
            return []
        return [s.index for s in self.seats
                if s.kind == "player" and s.present and s.index not in self.ready]

    def advance(self) -> list[Event]:
        """Start the first deal once every seat is taken, and each next one once nobody is
        waited for (`waiting_for`)."""
        if not self.seated or not self.match.needs_deal:
            return []
        if self.between_deals and self.waiting_for():
            return []
        self.ready.clear()
        return self.match.deal_next()

    def go_on(self, seat: int, step: int) -> None:
        """`seat`'s player has read the deal's scoring and is ready for the next deal.

        Raises:
            ProtocolError: not_started; refused (match_over) once the match has ended; stale
                (with the current step) when the deal in play is not over or `step` is not
                the step of its end (a late or replayed `next`): nothing changes.
        """
        if not self.started:
            raise ProtocolError("not_started")
        if self.match.over:
            raise ProtocolError("refused", reason="match_over", args={})
        if not self.between_deals or step != self.step:
            raise ProtocolError("stale", n=self.step)
        self.ready.add(seat)

    def act(self, seat: int, raw: dict[str, Any] | None, index: int | None,
            step: int) -> list[Event]:
        """Apply `seat`'s action (a record-form object, or an index into its legal list).

        Raises:
            ProtocolError: not_started, stale, bad_action, or refused with the referee's
                reason; the match is unchanged.
        """
        match = self.match
        if not self.started:
            raise ProtocolError("not_started")
        if step != self.step:
            raise ProtocolError("stale", n=self.step)
        if match.over:
            raise ProtocolError("refused", reason="match_over", args={})
        if match.controller() != seat:
            expected = match.controller()
            raise ProtocolError("refused", reason="not_your_turn",
                                args={"expected": -1 if expected is None else expected,
                                      "seat": seat})
        action = self._action(raw, index)
        why = match.refusal(action)
        if why is not None:
            raise ProtocolError("refused", reason=why.id, args=dict(why.args))
        return match.apply_unchecked(action)  # the host deals on once the deal's end is told

    def _action(self, raw: dict[str, Any] | None, index: int | None) -> Action:
        if index is not None:
            legal = self.match.legal_actions()
            if not 0 <= index < len(legal):
                raise ProtocolError("bad_action")
            return legal[index]
        try:
            return parse_action(self.match, raw)
        except (ValueError, TypeError):
            raise ProtocolError("bad_action") from None

    def computer_to_move(self) -> Seat | None:
        """The computer seat whose decision it is, if any."""
        seat = self.match.controller()
        if seat is None or self.match.over or not self.started:
            return None
        return self.seats[seat] if self.seats[seat].kind == "computer" else None

    # -- what is sent ----------------------------------------------------------------------
    def view_message(self, seat: int | None) -> dict[str, Any] | None:
        """The view message of a seat (None: a spectator), or None before the first deal."""
        if not self.started:
            return None
        view = (self.match.view(seat) if seat is not None
                else public_view(self.match, self.config.open_hands))
        return {"type": "view", "n": self.step, "over": self.match.over,
                "view": view_to_wire(view)}

    def card_index(self) -> CardIndex:
        """The current deal's cards, each with its bit (what counts as a card in a message)."""
        deals = len(self.match.setups)
        if self._cards[0] != deals:
            self._cards = (deals, deal_index(self.match.setups[-1] if deals else None))
        return self._cards[1]

    def seat_view_message(self, seat: int) -> dict[str, Any] | None:
        """`view_message(seat)`, remembering the cards it shows among those the seat saw
        during this deal."""
        message = self.view_message(seat)
        if message is not None:
            self.sights.setdefault(seat, Sight()).saw(
                self.match.deal_index, cards_named(message["view"], self.card_index()))
        return message

    def teach(self, on: bool) -> None:
        """Every hand face up for those who watch (a class), or not: the owner chooses while
        the table waits for its players; once dealt, what each spectator saw stays as told.

        Raises:
            ProtocolError: refused, once the first deal is dealt.
        """
        if self.started:
            raise ProtocolError("refused")
        self.config = replace(self.config, open_hands=on)
        self.match.open_hands = on

    def seats_message(self) -> dict[str, Any]:
        return {"type": "seats", "seats": [s.wire() for s in self.seats],
                "started": self.started, "over": self.match.over,
                "waiting": self.waiting_for()}

    def info(self) -> dict[str, Any]:
        """The table's public facts for a joining client."""
        return {"code": self.code, "game": self.config.game, "players": self.config.players,
                "options": self.config.options, "open_hands": self.config.open_hands}

    def seat_decisions(self, seat: int) -> list[dict[str, Any]]:
        """The seat's decisions in the deal in play (or just ended): each its step `n`, the
        view it decided from and the action taken, for a rejoining player's review (the app
        that sent them may have closed since). Only the seat's own views, as it was sent them.

        The deal is replayed from its start on a copy rebuilt from the record, so the table's
        own match is not touched."""
        if not self.started or not self.match.actions or not self.match.actions[-1]:
            return []
        record = self.match.to_record()
        taken = self.match.actions[-1]
        record["deals"][-1]["actions"] = []
        replay = match_from_record(record)
        step = self.step - len(taken)
        found = []
        for action in taken:
            if replay.controller() == seat:
                found.append({"n": step, "view": view_to_wire(replay.view(seat)),
                              "action": action.to_record()})
            replay.apply(action)
            step += 1
        return found

    def record(self) -> dict[str, Any]:
        """The complete match record (tablecards.rules.records' format)."""
        names = [s.name for s in self.seats]
        return self.match.to_record(names + [""] * (self.match.seats - len(names)))

    # -- storage ---------------------------------------------------------------------------
    def to_store(self) -> dict[str, Any]:
        return {"code": self.code, "config": self.config.to_json(), "record": self.record(),
                "seats": [s.to_json() for s in self.seats], "owner": self.owner}

    @classmethod
    def from_store(cls, data: dict[str, Any]) -> Table:
        """A stored table as it stood (the match replayed from its record).

        Raises:
            RecordError: a record that does not replay.
        """
        config_data = dict(data["config"])
        plans = tuple(SeatPlan(**p) for p in config_data.pop("seats"))
        config = TableConfig(seats=plans, **config_data)
        record = data["record"]
        match = match_from_record(record)
        seats = [Seat(s["index"], s["kind"], s["level"], s["name"], s["token"])
                 for s in data["seats"]]
        table = cls(data["code"], config, match, seats, data["owner"])
        table.advance()
        return table
