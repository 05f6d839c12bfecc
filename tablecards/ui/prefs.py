"""Table preferences as the table reads them: animation pace and the look of the cards.

`Settings` (ui/settings.py) stores them; `TablePrefs.from_settings` reads them once and the
Table menu changes them live, so a change shows at the next redraw.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tablecards.rules.cards import Card, Suit
from tablecards.ui.match_config import Pace
from tablecards.ui.settings import HandSort, Settings
from tablecards.ui.table import card_art

# Speed presets; "instant" has no delays at all, which keeps tests deterministic.
SPEEDS: dict[str, Pace] = {
    "instant": Pace(bot_ms=0, trick_ms=0, anim_ms=0),
    "fast": Pace(bot_ms=350, trick_ms=600, anim_ms=120),
    "normal": Pace(),
    "slow": Pace(bot_ms=1300, trick_ms=1900, anim_ms=420),
}
SPEED_NAMES = {
    "instant": QT_TRANSLATE_NOOP("Prefs", "Instant"),
    "fast": QT_TRANSLATE_NOOP("Prefs", "Fast"),
    "normal": QT_TRANSLATE_NOOP("Prefs", "Normal"),
    "slow": QT_TRANSLATE_NOOP("Prefs", "Slow"),
}
SORT_NAMES = {
    HandSort.ASCENDING: QT_TRANSLATE_NOOP("Prefs", "By suit, low to high"),
    HandSort.DESCENDING: QT_TRANSLATE_NOOP("Prefs", "By suit, high to low"),
    HandSort.AS_DEALT: QT_TRANSLATE_NOOP("Prefs", "As dealt"),
}
# Suits alternate black and red so neighbouring groups in a sorted hand stand apart.
SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


def apply_speed(pace: Pace, speed: str) -> None:
    """Copy a preset into `pace` in place, so every holder of it sees the change."""
    preset = SPEEDS.get(speed, SPEEDS["normal"])
    pace.bot_ms, pace.trick_ms, pace.anim_ms = preset.bot_ms, preset.trick_ms, preset.anim_ms


@dataclass
class TablePrefs:
    """What the player chose for the table."""

    four_colour: bool = False
    hand_sort: HandSort = HandSort.ASCENDING
    high_contrast: bool = False
    large_cards: bool = False
    # How strong a rank is in the game being played (the game panel sets it: a 3 may
    # outrank the ace), so a sorted hand reads the way the game plays.
    strength: Callable[[Card], int] = field(default=lambda card: int(card.rank))
    # The group a card sorts in, when the game regroups cards (trumps drawn from several
    # suits come first); None keeps the card in its printed suit.
    group: Callable[[Card], int | None] = field(default=lambda card: None)

    @classmethod
    def from_settings(cls, settings: Settings) -> TablePrefs:
        prefs = cls(settings.four_colour_deck(), settings.hand_sort(),
                    settings.high_contrast(), settings.large_cards())
        prefs.apply_look()
        return prefs

    def apply_look(self) -> None:
        """Make the card faces follow `four_colour`."""
        card_art.set_four_colour(self.four_colour)

    def sort_key(self, card: Card) -> tuple[int, int]:
        """Suit groups in alternating colours (or the game's own groups), ranks ascending or
        descending; joker last."""
        if card.suit is None:
            return (len(SUIT_ORDER), 0)
        rank = self.strength(card)
        descending = self.hand_sort is HandSort.DESCENDING
        group = self.group(card)
        suit = SUIT_ORDER.index(card.suit) if group is None else group
        return (suit, -rank if descending else rank)

    def arrange(self, hand: list[Card]) -> list[Card]:
        if self.hand_sort is HandSort.AS_DEALT:
            return list(hand)
        return sorted(hand, key=self.sort_key)
