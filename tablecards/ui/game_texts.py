"""Translatable names for what the rules core describes in English: games and their options.

The core's `GameSpec.name`, `GameSpec.summary` and `OptionSpec.summary` are English data, and
lupdate extracts only literals, so the wording the lobby shows is repeated here inside
QT_TRANSLATE_NOOP tables keyed by game id and option id. An id missing here (a game or option
added later) falls back to the core's English text.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tablecards.rules.game import GameSpec
from tablecards.rules.options import OptionSpec

GAME_NAMES: dict[str, str] = {
    "ninety_nine": QT_TRANSLATE_NOOP("Games", "Ninety-Nine"),
    "tressette": QT_TRANSLATE_NOOP("Games", "Tressette for two"),
}

GAME_SUMMARIES: dict[str, str] = {
    "ninety_nine": QT_TRANSLATE_NOOP(
        "Games", "Bid with three cards, then win exactly that many tricks."),
    "tressette": QT_TRANSLATE_NOOP(
        "Games", "Italian 40-card trick game without trumps; draws are shown."),
}

# Radio groups of exclusive flags, by the OptionSpec.group id.
OPTION_GROUPS: dict[str, str] = {
    "form": QT_TRANSLATE_NOOP("OptionGroups", "Form"),
    "dummy_rules": QT_TRANSLATE_NOOP("OptionGroups", "Dummy rules"),
    "dummy_end": QT_TRANSLATE_NOOP("OptionGroups", "When the dummy reaches the target"),
    "no_bid_premium": QT_TRANSLATE_NOOP("OptionGroups", "No-bid premium bids"),
    "naughty": QT_TRANSLATE_NOOP("OptionGroups", "Naughty Nun"),
    "ties": QT_TRANSLATE_NOOP("OptionGroups", "Ties"),
}

OPTION_CONTEXTS: dict[str, str] = {
    "ninety_nine": "NinetyNineOptions",
    "tressette": "TressetteOptions",
}

OPTION_LABELS: dict[str, dict[str, str]] = {
    "ninety_nine": {
        "standard_3p": QT_TRANSLATE_NOOP("NinetyNineOptions", "Three players, 36 cards"),
        "four_player": QT_TRANSLATE_NOOP("NinetyNineOptions", "Four players, 52 cards, individual"),
        "four_player_pairs": QT_TRANSLATE_NOOP(
            "NinetyNineOptions", "Four players in two partnerships"),
        "five_player": QT_TRANSLATE_NOOP("NinetyNineOptions", "Five players, 60-card 500 pack"),
        "two_player_dummy": QT_TRANSLATE_NOOP("NinetyNineOptions", "Two players and a dummy"),
        "two_player_24": QT_TRANSLATE_NOOP("NinetyNineOptions", "Two players, 24 cards"),
        "premium_priority": QT_TRANSLATE_NOOP(
            "NinetyNineOptions", "Secret premium offers; reveal beats declare, then seat"),
        "four_player_zero_diamonds": QT_TRANSLATE_NOOP(
            "NinetyNineOptions", "Four players: no success → diamonds are trumps"),
        "five_player_500": QT_TRANSLATE_NOOP(
            "NinetyNineOptions", "Five players: game to 500 instead of 250"),
        "dummy_scoring_seed": QT_TRANSLATE_NOOP(
            "NinetyNineOptions", "Dummy: seed scoring, clubs first"),
        "dummy_penguin": QT_TRANSLATE_NOOP("NinetyNineOptions", "Dummy: Penguin Book rules"),
        "dummy_can_win": QT_TRANSLATE_NOOP("NinetyNineOptions", "The dummy may win the game"),
        "dummy_100_continue": QT_TRANSLATE_NOOP(
            "NinetyNineOptions", "Live players play on when the dummy reaches 100"),
        "joker_turnup": QT_TRANSLATE_NOOP(
            "NinetyNineOptions", "37 cards; the turn-up sets trumps; the joker copies it"),
        "premium_trump_call": QT_TRANSLATE_NOOP(
            "NinetyNineOptions", "The premium bidder names trumps"),
        "trump_nines": QT_TRANSLATE_NOOP(
            "NinetyNineOptions", "The premium bidder may name the nines as trumps"),
        "no_bid": QT_TRANSLATE_NOOP(
            "NinetyNineOptions", "No bid cards before play; the last three cards are the bid"),
        "no_bid_premium_fixed": QT_TRANSLATE_NOOP(
            "NinetyNineOptions", "No-bid: the revealer lays bid cards aside"),
        "no_bid_premium_announce": QT_TRANSLATE_NOOP(
            "NinetyNineOptions", "No-bid: the revealer announces a number"),
        "divide_and_conquer": QT_TRANSLATE_NOOP(
            "NinetyNineOptions", "Anyone may declare or reveal; fixed scores"),
        "dac_fail_keeps_tricks": QT_TRANSLATE_NOOP(
            "NinetyNineOptions", "Divide and conquer: failed bidders keep their tricks"),
        "naughty_nun": QT_TRANSLATE_NOOP(
            "NinetyNineOptions", "Naughty Nun: nine deals, the seed's trick rules"),
        "naughty_nun_site": QT_TRANSLATE_NOOP(
            "NinetyNineOptions", "Naughty Nun: nine deals, Parlett's site sequence"),
        "tie_play_on": QT_TRANSLATE_NOOP("NinetyNineOptions", "A tie for the lead plays on"),
        "tie_shared": QT_TRANSLATE_NOOP("NinetyNineOptions", "A tie for the lead shares the win"),
        "match_fixed_deals": QT_TRANSLATE_NOOP(
            "NinetyNineOptions", "A fixed number of deals (0: play to the target score)"),
        "rubber_penguin": QT_TRANSLATE_NOOP(
            "NinetyNineOptions", "Games to 100 in a rubber of three won games"),
        "bridge_variant": QT_TRANSLATE_NOOP(
            "NinetyNineOptions", "Bridge variation (documented only; not playable)"),
    },
    "tressette": {
        "target_score": QT_TRANSLATE_NOOP("TressetteOptions", "Game total that ends the match"),
        "tie_play_on": QT_TRANSLATE_NOOP(
            "TressetteOptions",
            "Equal totals at or above the target: play another hand (off: the match ends and "
            "both seats share the win)"),
        "declarations": QT_TRANSLATE_NOOP(
            "TressetteOptions", "Buongioco declarations (not yet playable)"),
    },
}


def game_name(spec: GameSpec) -> str:
    """The game's name in the current language (the core's English when not listed)."""
    text = GAME_NAMES.get(spec.id)
    return QCoreApplication.translate("Games", text) if text else spec.name


def game_summary(spec: GameSpec) -> str:
    """One line about the game in the current language."""
    text = GAME_SUMMARIES.get(spec.id)
    return QCoreApplication.translate("Games", text) if text else spec.summary


def group_label(group: str) -> str:
    """The title of a radio group of options."""
    text = OPTION_GROUPS.get(group)
    if text is None:
        return group.replace("_", " ").capitalize()
    return QCoreApplication.translate("OptionGroups", text)


def option_label(game_id: str, option: OptionSpec) -> str:
    """An option's label in the current language, else the core's summary."""
    text = OPTION_LABELS.get(game_id, {}).get(option.id)
    if text is None:
        return option.summary[:1].upper() + option.summary[1:]
    return QCoreApplication.translate(OPTION_CONTEXTS[game_id], text)
