"""Which moves a lesson's `do` step accepts besides its own: checkable predicates on a move.

A step teaches a point (lose this trick, bid three without the jack), and often more than one
move makes it: another card that loses just as well, three other cards that bid the same. The
step's `accept` names those moves by what they do, and the rules core decides each case, so
the learner is never refused a move that serves the point. `accept` is one test or a list of
tests (any one passing accepts the move); a test is an object whose keys must all hold:

- `moves`: the move is one of these action keys (`QS`, `bid=7S,8H,9D`, `call=alone`).
- `verb`: the move's verb (`play`, `bid`, `bury`, ...).
- `includes` / `excludes`: cards the move must hold / must not hold.
- `suit`: a card move whose cards all carry this printed suit (`S`, `H`, `D`, `C`).
- `bid`: the bid the move's cards encode, counted by the game's own `scoring.bid_value`
  (a bid spelled by cards).
- `trick`: `loses` (the learner's seat cannot win the trick in play, whatever legal cards
  the others hold and play) or `wins` (it takes the trick whatever they play). The others'
  real hands are searched, so the answer is the table's truth, not a guess.

The loader checks that every test accepts the step's own move there, so a lesson cannot ask
for a move its own test would refuse.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from tablecards.rules.actions import Action
from tablecards.rules.cards import Card
from tablecards.rules.game import Match
from tablecards.rules.registry import game_entry

Test = Mapping[str, Any]
KEYS = ("moves", "verb", "includes", "excludes", "suit", "bid", "trick")
SEARCH_BUDGET = 20000
"""Positions a trick search may visit; beyond it the move is not accepted (never wrongly)."""


class AcceptError(ValueError):
    """An `accept` test that cannot be checked, with the reason."""


def parse_tests(raw: Any) -> tuple[Test, ...]:
    """The step's tests, checked for known keys and well-formed values.

    Raises:
        AcceptError: an unknown key or a value of the wrong kind.
    """
    tests = raw if isinstance(raw, list) else [raw]
    for test in tests:
        if not isinstance(test, dict) or not test:
            raise AcceptError("accept must be an object of tests or a list of them")
        unknown = set(test) - set(KEYS)
        if unknown:
            raise AcceptError(f"unknown accept test {sorted(unknown)[0]!r}")
        for name in ("moves", "includes", "excludes"):
            if name in test and not _strings(test[name]):
                raise AcceptError(f"accept {name} must be a list of strings")
        for name in ("includes", "excludes"):
            for code in test.get(name, []):
                Card.parse(code)
        if test.get("trick", "loses") not in ("loses", "wins"):
            raise AcceptError("accept trick must be 'loses' or 'wins'")
        if "bid" in test and not isinstance(test["bid"], int):
            raise AcceptError("accept bid must be a number")
    return tuple(dict(test) for test in tests)


def _strings(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def accepted(tests: Sequence[Test], action: Action, match: Match, key: str) -> bool:
    """Whether any test accepts `action` (its action key `key`), legal now in `match`."""
    return any(_passes(test, action, match, key) for test in tests)


def _passes(test: Test, action: Action, match: Match, key: str) -> bool:
    checks: list[Callable[[], bool]] = [
        lambda: "moves" not in test or key in test["moves"],
        lambda: "verb" not in test or action.verb == test["verb"],
        lambda: set(map(Card.parse, test.get("includes", []))) <= set(move_cards(action)),
        lambda: not set(map(Card.parse, test.get("excludes", []))) & set(move_cards(action)),
        lambda: "suit" not in test or _all_of_suit(action, str(test["suit"])),
        lambda: "bid" not in test or _bid(match, action) == test["bid"],
        lambda: "trick" not in test or _trick(match, action, str(test["trick"])),
    ]
    return all(check() for check in checks)  # cheap checks first: the search runs last


def move_cards(action: Action) -> list[Card]:
    """The cards a move is made of (none for a pass or a call of a word)."""
    value = action.value
    if isinstance(value, Card):
        return [value]
    if isinstance(value, tuple):
        return [c for c in value if isinstance(c, Card)]
    return []


def _all_of_suit(action: Action, suit: str) -> bool:
    cards = move_cards(action)
    return bool(cards) and all(c.suit is not None and c.suit.code == suit for c in cards)


def _bid(match: Match, action: Action) -> int | None:
    """The bid the move's cards encode, by the game's own count."""
    cards = move_cards(action)
    if not cards:
        return None
    try:
        scoring = game_entry(match.game_id).module("scoring")
    except ImportError:
        scoring = None
    count = getattr(scoring, "bid_value", None)
    if count is None:
        raise AcceptError(f"{match.game_id} has no bid value to test")
    return int(count(cards))


def _trick(match: Match, action: Action, outcome: str) -> bool:
    """`loses`: no way the others play lets the mover win this trick; `wins`: no way lets
    anyone else win it."""
    seat = action.seat
    if outcome == "loses":
        return not _some_winner(match, action, lambda winner: winner == seat)
    return not _some_winner(match, action, lambda winner: winner != seat)


def _some_winner(match: Match, action: Action, wanted: Callable[[int], bool]) -> bool:
    """Some legal way of finishing the trick ends with a winner that is `wanted`. Whatever
    the search cannot judge counts as found, so a trick test fails safe: a move that is no
    card to a trick, a trick finished by other kinds of moves, a search past its budget."""
    budget = [SEARCH_BUDGET]

    def search(position: Match, move: Action) -> bool:
        budget[0] -= 1
        if budget[0] < 0:
            return True
        after = position.clone()
        events = after.apply(move)
        won = [e.seat for e in events if e.kind == "trick_won" and e.seat is not None]
        if won:
            return wanted(won[0])
        deal = after.deal
        if deal is None or deal.is_complete() or after.to_move() is None:
            return True
        replies = [reply for reply in after.legal_actions() if reply.verb == "play"]
        return not replies or any(search(after, reply) for reply in replies)

    return action.verb != "play" or search(match, action)
