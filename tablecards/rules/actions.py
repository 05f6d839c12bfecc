"""Actions, refusal reasons and events: the vocabulary shared by every game.

An action is one decision by one seat, with the same shape as in a record
(`{"seat": 0, "play": "QS", "snap": true}` is `Action(0, "play", QS, (("snap", True),))`).
A choice of several cards (a bid, a bury, a pass, a combination) is one move whatever the
order its cards were picked or written in: actions compare and hash by their canonical form
(`Action.canonical`, the cards in card order), so such a choice is found in a legal list, a
review's ratings, a hint or a take-back however it was laid, while the action still writes
the order it was given (a face-up bid shows its cards as laid).
A refusal is data (a reason id and its arguments), so the table and the lessons can show it
in the player's language; `Reason.text()` gives the English wording used by `replay`.
Events describe what happened, so a table can animate and explain without re-deriving rules.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tablecards.rules.cards import Card, Suit
from tablecards.rules.problems import Problem
from tablecards.rules.texts import QT_TRANSLATE_NOOP

ActionValue = Card | tuple[Card, ...] | int | str | bool


@dataclass(frozen=True, slots=True, eq=False)
class Action:
    """One decision: the deciding seat, a verb and its value, plus optional qualifiers.

    A value of several cards is a set of cards (a multiset, with a double pack): two actions
    are equal, and hash alike, when they differ only in the order of those cards, so
    `Action(0, "bid", (JC, QD, KD)) == Action(0, "bid", (QD, KD, JC))`.
    """

    seat: int
    verb: str
    value: ActionValue = True
    extras: tuple[tuple[str, ActionValue], ...] = ()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Action):
            return NotImplemented
        if self.seat != other.seat or self.verb != other.verb or self.extras != other.extras:
            return False
        mine, theirs = self.value, other.value
        if mine == theirs:
            return True
        return type(mine) is tuple and type(theirs) is tuple and len(mine) == len(theirs) \
            and canonical_cards(mine) == canonical_cards(theirs)

    def __hash__(self) -> int:
        value = self.value
        if type(value) is tuple:  # alike in any order (twins only share a hash: eq tells)
            return hash((self.seat, self.verb, frozenset(value), self.extras))
        return hash((self.seat, self.verb, value, self.extras))

    def canonical(self) -> Action:
        """The action in its one written form: a choice of several cards in card order (the
        order of the game's legal lists); any other action as it is."""
        value = self.value
        if type(value) is not tuple or len(value) < 2:
            return self
        ordered = canonical_cards(value)
        return self if ordered == value else Action(self.seat, self.verb, ordered, self.extras)

    def get(self, key: str, default: Any = None) -> Any:
        """The value of a qualifier such as `snap` or `trump`, else `default`."""
        for name, value in self.extras:
            if name == key:
                return value
        return default

    def to_record(self) -> dict[str, Any]:
        """The action as a record object (cards as codes)."""
        out: dict[str, Any] = {"seat": self.seat, self.verb: _encode(self.value)}
        for name, value in self.extras:
            out[name] = _encode(value)
        return out

    def __str__(self) -> str:
        parts = [f"{k}={_text(v)}" for k, v in self.extras]
        return " ".join([f"seat {self.seat}", self.verb, _text(self.value), *parts])


def canonical_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """A choice of several cards in its one written form: card order (`Card.sort_key`), the
    order of a sorted hand and of the games' legal lists."""
    return tuple(sorted(cards))


def _encode(value: ActionValue) -> Any:
    if isinstance(value, Card):
        return value.code
    if isinstance(value, tuple):
        return [c.code for c in value]
    return value


def _text(value: ActionValue) -> str:
    encoded = _encode(value)
    return " ".join(encoded) if isinstance(encoded, list) else str(encoded)


def play(seat: int, card: Card, **extras: ActionValue) -> Action:
    """Shorthand for the `play` action every trick game has."""
    return Action(seat, "play", card, tuple(extras.items()))


def action_from_record(
    obj: Any, verbs: Sequence[str], card_fields: Iterable[str]
) -> Action:
    """Build an Action from a record object.

    Args:
        obj: the JSON object from the record.
        verbs: the game's verbs in order of precedence; the first present is the verb
            (so `{"play": .., "lot": true}` is a play qualified by lot).
        card_fields: keys whose values are card codes or lists of card codes.

    Raises:
        ValueError: with a readable message when the object is not a valid action.
    """
    if not isinstance(obj, Mapping):
        raise Problem("an action must be a JSON object")
    seat = obj.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise Problem("an action needs an integer seat")
    verb = next((v for v in verbs if v in obj), None)
    if verb is None:
        raise Problem("unknown action {action}", action=repr(dict(obj)))
    card_keys = set(card_fields)
    extras = []
    for key, raw in obj.items():
        if key in ("seat", verb):
            continue
        extras.append((key, _decode(key, raw, card_keys)))
    return Action(seat, verb, _decode(verb, obj[verb], card_keys), tuple(extras))


def _decode(key: str, raw: Any, card_keys: set[str]) -> ActionValue:
    if key in card_keys:
        if isinstance(raw, list):
            return tuple(Card.parse(c) for c in raw)
        if isinstance(raw, str):
            try:
                return Card.parse(raw)
            except ValueError:
                return raw  # a word such as "alone" in a card-valued field
    if isinstance(raw, bool | int | str):
        return raw
    raise Problem("unsupported value for {key}: {value}", key=repr(key), value=repr(raw))


SUIT_NAMES: dict[Suit, str] = {suit: suit.name.lower() for suit in Suit}

# A player's wording of the refusals every game shares; the table translates it (context
# "Reasons") with seat names and its own words for cards, suits and verbs.
SHARED_REASONS: dict[str, str] = {
    "match_over": QT_TRANSLATE_NOOP("Reasons", "the match is over"),
    "deal_over": QT_TRANSLATE_NOOP("Reasons", "the deal is over"),
    "not_your_turn": QT_TRANSLATE_NOOP("Reasons", "the turn belongs to {expected}, not to {seat}"),
    "wrong_verb": QT_TRANSLATE_NOOP("Reasons", "that is not possible now"),
    "not_in_hand": QT_TRANSLATE_NOOP("Reasons", "{card} is not in your hand"),
    "must_follow": QT_TRANSLATE_NOOP("Reasons", "you hold {cards}: you must follow {suit}"),
}

# The record's wording where it differs: seats by number, verbs as a record spells them.
SHARED_RECORD_WORDING: dict[str, str] = {
    "not_your_turn": "it is seat {expected}'s turn, not seat {seat}'s",
    "wrong_verb": "a {verb} is not possible now; {expected} is expected",
    "not_in_hand": "{card} is not in the hand",
    "must_follow": "must follow {suit}",
    "bad_value": "{detail}",
}

# English wording of every refusal, as `replay` prints it; each game adds its own with
# `register_reasons`. Arguments are plain text or numbers already (suit names, card codes,
# seats), so each template is a complete sentence part.
REASON_TEXTS: dict[str, str] = SHARED_REASONS | SHARED_RECORD_WORDING


@dataclass(frozen=True, slots=True)
class Reason:
    """Why an action is refused: an id from REASON_TEXTS and its arguments."""

    id: str
    args: tuple[tuple[str, str | int], ...] = ()

    def text(self) -> str:
        """The English sentence, as `replay` prints it."""
        return REASON_TEXTS.get(self.id, self.id).format(**dict(self.args))

    def __str__(self) -> str:
        return self.text()


def reason(reason_id: str, **args: str | int) -> Reason:
    """Build a Reason; unknown ids fail at once so every reason has words."""
    if reason_id not in REASON_TEXTS:
        raise KeyError(f"no text for reason {reason_id!r}")
    return Reason(reason_id, tuple(args.items()))


def must_follow(suit: str, holding: Iterable[Card]) -> Reason:
    """The refusal of a card off the suit led, naming the cards that do follow it."""
    ordered = sorted(holding, key=lambda c: (c.suit is None, c.suit or 0, int(c.rank)))
    return reason("must_follow", suit=suit, cards=" ".join(c.code for c in ordered))


def register_reasons(texts: Mapping[str, str]) -> None:
    """Let a game module add its own reason ids with their English wording.

    A game passes its player's wording overlaid with its record's (`REASONS | RECORD_WORDING`
    of its texts module), so each refusal is written once where both read alike.
    """
    for key, text in texts.items():
        existing = REASON_TEXTS.get(key)
        if existing is not None and existing != text:
            raise ValueError(f"reason {key!r} already means {existing!r}")
        REASON_TEXTS[key] = text


class IllegalAction(ValueError):
    """Raised by `apply` for a refused action; carries the Reason."""

    def __init__(self, why: Reason) -> None:
        super().__init__(why.text())
        self.reason = why


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for tables, lessons and logs.

    `kind` names it (`played`, `trick_won`, `drawn`, `bid_cards`, `premium`, `trump`,
    `deal_scored`, `match_over`, ...); `data` holds JSON-friendly details.
    """

    kind: str
    seat: int | None = None
    data: dict[str, Any] = field(default_factory=dict)
