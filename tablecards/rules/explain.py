"""Why a trick (or a challenge) went where it did, as data a learner's sentence is made from.

The referee knows why it gave a trick away at the moment it decides, so it says so: its
`trick_won` event carries a `Why` (the deciding card and a reason id with arguments). The table
words it in the player's language; `tablecards explain` words it without a display. The
reasons every trick game shares are here; a game's own (a joker, a led 2, a tie to the later
player) are in its texts module as `EXPLANATIONS`, marked for translation in context "Explain".

Wording takes a `translate(context, text)` function, so the same code serves Qt's translator
and the headless command line.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tablecards.rules.cards import Card, Suit
from tablecards.rules.texts import QT_TRANSLATE_NOOP

CONTEXT = "Explain"
Translate = Callable[[str, str], str]

# Why a trick was won, in the words every trick game shares. Arguments: `card` the winning
# card, `suit` the suit led, `trump` the trump suit, `seat` the winner.
SHARED_EXPLANATIONS: dict[str, str] = {
    "highest_led": QT_TRANSLATE_NOOP(
        "Explain", "{card} is the highest card of the suit led, {suit}."),
    "highest_led_no_trump": QT_TRANSLATE_NOOP(
        "Explain", "No trump was played, so the highest card of the suit led wins: {card} "
        "({suit})."),
    "only_led": QT_TRANSLATE_NOOP(
        "Explain", "Nobody else followed {suit}, the suit led, so {card} wins."),
    "highest_trump": QT_TRANSLATE_NOOP(
        "Explain", "{card} is the highest trump played ({trump} are trumps)."),
    "only_trump": QT_TRANSLATE_NOOP(
        "Explain", "{card} is the only trump played ({trump} are trumps): a trump beats every "
        "card of another suit."),
}

# The suits by the core's names, then the other words a trump call may be (context "Suits").
_SUIT_WORDS = (
    QT_TRANSLATE_NOOP("Suits", "spades"),
    QT_TRANSLATE_NOOP("Suits", "hearts"),
    QT_TRANSLATE_NOOP("Suits", "diamonds"),
    QT_TRANSLATE_NOOP("Suits", "clubs"),
)
SUIT_WORDS: dict[str, str] = {
    **{suit.name.lower(): word for suit, word in zip(Suit, _SUIT_WORDS, strict=True)},
    "none": QT_TRANSLATE_NOOP("Suits", "no trumps"),
    "nines": QT_TRANSLATE_NOOP("Suits", "the nines"),
}
SUIT_BY_CODE: dict[str, str] = {suit.code: suit.name.lower() for suit in Suit}
JOKER_WORD = QT_TRANSLATE_NOOP("Cards", "Joker")


@dataclass(frozen=True, slots=True)
class Why:
    """Why `winner` won: the card that decided it and a reason id with its arguments."""

    winner: int
    card: Card
    reason: str
    args: tuple[tuple[str, str | int], ...] = ()

    def to_data(self) -> dict[str, Any]:
        """The fields a `trick_won` event carries (JSON-friendly)."""
        return {"winning_card": self.card.code, "why": self.reason,
                "why_args": dict(self.args)}

    @classmethod
    def from_data(cls, winner: int, data: Mapping[str, Any]) -> Why | None:
        """The Why an event carries, or None when it carries none (an older save)."""
        reason, code = data.get("why"), data.get("winning_card")
        if not isinstance(reason, str) or not isinstance(code, str):
            return None
        try:
            card = Card.parse(code)
        except ValueError:
            return None
        raw = data.get("why_args")
        args = tuple((str(k), v) for k, v in raw.items()
                     if isinstance(v, str | int)) if isinstance(raw, Mapping) else ()
        return cls(winner, card, reason, args)


def why(winner: int, card: Card, reason: str, **args: str | int) -> Why:
    """Build a Why; the card is also the `card` argument of its sentence."""
    return Why(winner, card, reason, (("card", card.code), *args.items()))


def trump_trick_why(plays: Sequence[tuple[int, Card]], winner: int,
                    trump: Suit | None) -> Why:
    """The usual reason in a game where the led suit or a trump wins.

    `winner` is the referee's own answer; this only says why, in the common cases: a trump, the
    only trump, the highest card of the suit led, the only card of the suit led.
    """
    card = next(c for s, c in plays if s == winner)
    led = plays[0][1].suit
    if trump is not None and card.suit == trump:
        trumps = sum(1 for _, c in plays if c.suit == trump)
        name = suit_key(trump)
        if trumps == 1 and led != trump:
            return why(winner, card, "only_trump", trump=name)
        return why(winner, card, "highest_trump", trump=name)
    followers = sum(1 for _, c in plays if c.suit == led)
    if followers == 1 and len(plays) > 1:
        return why(winner, card, "only_led", suit=suit_key(led))
    if trump is not None:
        return why(winner, card, "highest_led_no_trump", suit=suit_key(led))
    return why(winner, card, "highest_led", suit=suit_key(led))


def suit_key(suit: Suit | int | None) -> str:
    """A suit's English name as the core spells it (the key of SUIT_WORDS)."""
    return "none" if suit is None else Suit(suit).name.lower()


def card_words(card: Card, translate: Translate) -> str:
    """A card as a player reads it: rank and suit symbol (`10♥`), or the joker's name."""
    if card.is_joker or card.suit is None:
        return translate("Cards", JOKER_WORD)
    return card.rank.code + Suit(card.suit).symbol


def suit_words(name_or_code: str, translate: Translate) -> str:
    """A suit's name in the translator's language, from its English name or record code."""
    name = SUIT_BY_CODE.get(name_or_code, name_or_code)
    return translate("Suits", SUIT_WORDS[name]) if name in SUIT_WORDS else name_or_code


def sentence(reason: Why, translate: Translate, seat_names: Sequence[str],
             explanations: Mapping[str, str]) -> str:
    """The reason as one sentence in the translator's language (cards, suits, seats named)."""
    template = explanations.get(reason.reason)
    if template is None:
        return reason.reason.replace("_", " ")
    args = {key: _word(key, value, translate, seat_names) for key, value in reason.args}
    args.setdefault("seat", _word("seat", reason.winner, translate, seat_names))
    try:
        text = translate(CONTEXT, template).format(**args)
    except (KeyError, IndexError, ValueError):
        text = template.format_map(_Lenient(args))
    return text[:1].upper() + text[1:]


class _Lenient(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def _word(key: str, value: str | int, translate: Translate, seat_names: Sequence[str]) -> str:
    if key in ("seat", "other") and isinstance(value, int):
        return seat_names[value] if 0 <= value < len(seat_names) else str(value)
    if key in ("suit", "trump", "led") and isinstance(value, str):
        return suit_words(value, translate)
    if key.endswith("card") and isinstance(value, str):
        try:
            return card_words(Card.parse(value), translate)
        except ValueError:
            return value
    if key.endswith("cards") and isinstance(value, str):
        return " ".join(_word("card", code, translate, seat_names) for code in value.split())
    return str(value)


def english(context: str, text: str) -> str:
    """The identity translator: the source texts are English."""
    del context
    return text


def all_explanations(extra: Iterable[Mapping[str, str]]) -> dict[str, str]:
    """The shared reasons overlaid with each game's own."""
    found = dict(SHARED_EXPLANATIONS)
    for words in extra:
        found.update(words)
    return found
