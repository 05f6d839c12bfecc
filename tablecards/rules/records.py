"""Game records (docs/records-format.md): reading, validating and replaying them.

A record is the whole match as dealt and decided. Replaying one through the rules core rebuilds
the match exactly, which is also how saves resume and how a match state round-trips through
JSON. Every problem becomes a `RecordError` with one readable line, never a traceback.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tablecards.rules.actions import Action, Event, Reason, action_from_record
from tablecards.rules.cards import Card, shuffled
from tablecards.rules.game import DealSetup, Match
from tablecards.rules.problems import Problem
from tablecards.rules.registry import game_class

RECORD_FORMAT = "tablecards-record"
RECORD_VERSION = 1
MAX_PLAYERS = 99  # far above any game's count: only keeps absurd numbers out of messages


MAX_MESSAGE = 200


def one_line(message: str) -> str:
    """A message as one line of at most MAX_MESSAGE characters.

    It may quote a value from the file, and a file can hold a card "code" of thousands of
    characters.
    """
    line = " ".join(message.split("\n"))
    return line if len(line) <= MAX_MESSAGE else line[:MAX_MESSAGE - 3] + "..."


@dataclass(frozen=True)
class Where:
    """The place in a record a problem is at: a deal, or an action of a deal."""

    deal: int
    action: int | None = None

    def __str__(self) -> str:
        return f"deal {self.deal}" if self.action is None else \
            f"deal {self.deal}, action {self.action}"


class RecordError(ValueError):
    """A record that cannot be read or replayed; the message is the line to show.

    The parts are kept too, so that a table can word the line in the player's language:
    `where` it is, and what: a `problem` in the core's words, the rules' `refusal` of an
    action, or else `detail` (a game's own words, English).
    """

    def __init__(self, message: str | Problem, *, where: Where | None = None,
                 refusal: Reason | None = None) -> None:
        self.where = where
        self.problem = message if isinstance(message, Problem) else None
        self.refusal = refusal
        self.detail = str(message)
        super().__init__(one_line(f"{where}: {self.detail}" if where else self.detail))


@dataclass
class Replay:
    """A replayed match and, for a record that stops at an illegal action, the complaint."""

    match: Match
    seats: list[str] | None

    def result(self) -> dict[str, Any]:
        """The JSON object `tablecards replay` prints."""
        m = self.match
        return {
            "game": m.game_id,
            "deals": [r.to_json() for r in m.results],
            "totals": list(m.totals),
            "over": m.over,
            "winners": list(m.winners),
            **({"take_backs": m.take_backs} if m.take_backs else {}),
        }


def load_record_file(path: str | Path) -> dict[str, Any]:
    """Read a record file as JSON (UTF-8, with or without the BOM Windows editors add).

    Raises:
        RecordError: unreadable file or not JSON.
    """
    try:
        raw = Path(path).read_bytes()
    except OSError as err:
        raise RecordError(Problem("cannot read {path}: {error}", path=str(path),
                                  error=str(err.strerror or err))) from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise RecordError(Problem("{path} is not a text file", path=str(path))) from None
    return parse_record_text(text, str(path))


def parse_record_text(text: str, name: str | None = None) -> dict[str, Any]:
    """A record's JSON text as an object; every failure is one RecordError line.

    `name` is what the messages call the text (a file's path); "the record" by default.
    """
    called = Problem("the record") if name is None else name
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise RecordError(Problem("{name} is not JSON: {error} at line {line}", name=called,
                                  error=err.msg, line=err.lineno)) from None
    except RecursionError:
        raise RecordError(Problem("{name} is nested too deeply to be a record",
                                  name=called)) from None
    except ValueError:  # Python refuses to read integers of over 4,300 digits
        raise RecordError(Problem("{name} holds a number too long to be a record's",
                                  name=called)) from None
    if not isinstance(data, dict):
        raise RecordError(Problem("{name} is not a record: the top level must be a JSON object",
                                  name=called))
    return data


def _short(value: Any) -> str | Problem:
    """A value from the file, quoted for a one-line message however long it is."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**12:
        return Problem("a number too large")
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def new_match_for(record: Mapping[str, Any]) -> tuple[Match, list[str] | None]:
    """Check the record's header and make the empty match it describes."""
    if record.get("format") != RECORD_FORMAT:
        raise RecordError(Problem('not a tablecards record (format must be "{format}")',
                                  format=RECORD_FORMAT))
    version = record.get("version")
    if type(version) is not int or version != RECORD_VERSION:  # not true, not 1.0
        raise RecordError(Problem("unsupported record version {version} "
                                  "(this program reads {supported})",
                                  version=_short(version), supported=RECORD_VERSION))
    game = record.get("game")
    try:
        cls = game_class(game) if isinstance(game, str) else None
    except KeyError:
        cls = None
    if cls is None:
        raise RecordError(Problem("unknown game {game}", game=_short(game)))
    players = record.get("players")
    if not isinstance(players, int) or isinstance(players, bool):
        raise RecordError(Problem("the record must give the number of players as an integer"))
    if not 0 < players <= MAX_PLAYERS:
        counts = ", ".join(str(n) for n in cls.spec.players)
        raise RecordError(Problem("{game} is played by {allowed} players, not {players}",
                                  game=cls.spec.name, allowed=counts, players=_short(players)))
    options = record.get("options", {})
    if not isinstance(options, dict):
        raise RecordError(Problem("options must be a JSON object"))
    seed = record.get("match_seed", 0)
    try:
        match = cls(players, options, seed=seed if isinstance(seed, int) else 0)
    except ValueError as err:
        raise _wrapped(err) from None
    seats = record.get("seats")
    if seats is not None and (
        not isinstance(seats, list)
        or len(seats) != match.seats
        or not all(isinstance(s, str) for s in seats)
    ):
        raise RecordError(Problem("seats must be a list of {seats} names", seats=match.seats))
    match.take_backs = _take_backs(record)
    match.open_hands = _open_hands(record)
    return match, seats


def _take_backs(record: Mapping[str, Any]) -> int:
    """The record's count of decisions taken back (0 when it has none)."""
    count = record.get("take_backs", 0)
    if not isinstance(count, int) or isinstance(count, bool) or count < 0:
        raise RecordError(Problem("take_backs must be a whole number of at least 0, not {value}",
                                  value=_short(count)))
    return count


def _open_hands(record: Mapping[str, Any]) -> bool:
    """Whether the match was played with every hand face up (false when the record omits it)."""
    value = record.get("open_hands", False)
    if not isinstance(value, bool):
        raise RecordError(Problem("open_hands must be true or false, not {value}",
                                  value=_short(value)))
    return value


def replay_record(record: Mapping[str, Any],
                  on_events: Callable[[int, list[Event]], None] | None = None, *,
                  canonical: bool = False) -> Replay:
    """Replay a whole record; `on_events(deal, events)` hears what each action caused.

    With `canonical`, each action is applied in its one written form (`Action.canonical`: a
    choice of several cards in card order), so the match, and every view of it, is the same
    whatever order the record lists such cards in: what a reader that rates or advises from
    the views needs (the coach's review, `suggest`). Without it the match is the record's
    own, cards in the order laid (a save resumed shows a face-up bid as it was laid).

    Raises:
        RecordError: for a bad header or deal (`deal D: ...`) or a refused action
            (`deal D, action A: REASON`).
    """
    match, seats = new_match_for(record)
    deals = record.get("deals", [])
    if not isinstance(deals, list):
        raise RecordError(Problem("deals must be a list"))
    for d, deal in enumerate(deals):
        if not isinstance(deal, dict):
            raise RecordError(Problem("a deal must be a JSON object"), where=Where(d))
        _start_deal(match, d, deal)
        actions = deal.get("actions", [])
        if not isinstance(actions, list):
            raise RecordError(Problem("actions must be a list"), where=Where(d))
        for a, raw in enumerate(actions):
            events = _apply_recorded(match, d, a, raw, canonical)
            if on_events is not None:
                on_events(d, events)
    return Replay(match, seats)


def _start_deal(match: Match, d: int, deal: Mapping[str, Any]) -> None:
    if match.over:
        # Its first action is an action after the end: report it like an illegal one.
        where = Where(d, 0 if deal.get("actions") else None)
        raise RecordError(Problem("the match is over"), where=where)
    if not match.needs_deal:
        raise RecordError(Problem("the previous deal is not finished"), where=Where(d))
    try:
        setup = _setup_from(match, deal)
        match.deal_next(setup)
    except ValueError as err:
        raise _wrapped(err, Where(d)) from None


def _setup_from(match: Match, deal: Mapping[str, Any]) -> DealSetup:
    dealer = deal.get("dealer", match.next_dealer())
    if not isinstance(dealer, int) or isinstance(dealer, bool):
        raise Problem("dealer must be a seat number")
    if "hands" not in deal and "seed" in deal:
        seed = deal["seed"]
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise Problem("seed must be an integer")
        setup = match.deal_out(dealer, shuffled(match.pack(), seed))
        setup.seed = seed
        return setup
    hands = deal.get("hands")
    if not isinstance(hands, list) or not all(isinstance(h, list) for h in hands):
        raise Problem("hands must be a list of card lists (or give a seed)")
    stock = deal.get("stock") or []
    if not isinstance(stock, list):
        raise Problem("stock must be a list of cards")
    return DealSetup(dealer, [_cards(h) for h in hands], _cards(stock))


def _cards(raw: list[Any]) -> list[Card]:
    return [Card.parse(c) for c in raw]


def _apply_recorded(match: Match, d: int, a: int, raw: Any,
                    canonical: bool = False) -> list[Event]:
    where = Where(d, a)
    try:
        action = parse_action(match, raw)
    except ValueError as err:
        raise _wrapped(err, where) from None
    if canonical:
        action = action.canonical()
    why = match.refusal(action)
    if why is not None:
        raise RecordError(why.text(), where=where, refusal=why)
    return match.apply_unchecked(action)


def _wrapped(err: ValueError, where: Where | None = None) -> RecordError:
    """A ValueError from the rules as a RecordError: a Problem kept whole, other words as
    they are (a game's own checks are worded in English only)."""
    return RecordError(err if isinstance(err, Problem) else str(err), where=where)


def parse_action(match: Match, raw: Any) -> Action:
    """A record action object as an Action of this match's game."""
    return action_from_record(raw, match.spec.verbs, match.spec.card_fields)


def match_from_record(record: Mapping[str, Any]) -> Match:
    """Rebuild a match (a save) from its record."""
    return replay_record(record).match


def replay_file(path: str | Path) -> dict[str, Any]:
    """Replay a record file and return the `replay` output object."""
    return replay_record(load_record_file(path)).result()
