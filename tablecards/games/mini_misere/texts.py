"""Mini Misère in words for players: its name, options and refusals, each written once."""

from __future__ import annotations

from tablecards.rules.texts import QT_TRANSLATE_NOOP

NAME = QT_TRANSLATE_NOOP("Games", "Mini Misère")
SUMMARY = QT_TRANSLATE_NOOP(
    "Games", "Parlett's short no-trump game: score by tricks taken, or bid the Lot.")
OPTIONS_CONTEXT = "MiniMisereOptions"

OPTION_LABELS: dict[str, str] = {
    "new_rules": QT_TRANSLATE_NOOP("MiniMisereOptions", "New rules (Parlett's current)"),
    "old_rules": QT_TRANSLATE_NOOP("MiniMisereOptions", "Old rules (1989 translation)"),
    "lot_on_first_play": QT_TRANSLATE_NOOP(
        "MiniMisereOptions", "With a card to the first trick; several may declare"),
    "lot_before_first_lead": QT_TRANSLATE_NOOP(
        "MiniMisereOptions", "Asked before the first lead; only the first to accept"),
    "lot_stop_early": QT_TRANSLATE_NOOP("MiniMisereOptions", "The deal stops at once"),
    "lot_play_out": QT_TRANSLATE_NOOP("MiniMisereOptions", "Play all the tricks anyway"),
    "mm4_with_joker": QT_TRANSLATE_NOOP(
        "MiniMisereOptions", "Four players: 25 cards with the joker, one laid aside"),
    "nine_for_deuce": QT_TRANSLATE_NOOP(
        "MiniMisereOptions", "Five players: 9s instead of 2s"),
}

# A few sentences per option, the lobby's tooltip (the label is the one-liner).
OPTION_DETAILS: dict[str, str] = {
    "new_rules": QT_TRANSLATE_NOOP(
        "MiniMisereOptions", "A K Q J 10 2 in each suit (five players add the joker); a "
        "led 2 wins its trick. Four players: 6 cards each, game to 25."),
    "old_rules": QT_TRANSLATE_NOOP(
        "MiniMisereOptions", "Four players add the 9s: 7 cards each, game to 31. Five "
        "players use 9s instead of 2s, and a led joker names the suit to follow."),
    "lot_on_first_play": QT_TRANSLATE_NOOP(
        "MiniMisereOptions", "Each player may declare the Lot while playing to the first "
        "trick, having seen the cards before theirs."),
    "lot_before_first_lead": QT_TRANSLATE_NOOP(
        "MiniMisereOptions", "Before the lead each player is asked in turn from the "
        "dealer's left; the first to accept is the only declarer."),
    "lot_stop_early": QT_TRANSLATE_NOOP(
        "MiniMisereOptions", "Once every declarer has lost a trick the result cannot "
        "change, so the deal ends there."),
    "lot_play_out": QT_TRANSLATE_NOOP(
        "MiniMisereOptions", "The tricks are played out; they still score nothing when a "
        "Lot was declared."),
    "mm4_with_joker": QT_TRANSLATE_NOOP(
        "MiniMisereOptions", "Parlett's 25-card pack for four: six cards each, the 25th "
        "face down unseen; the joker follows the new rules."),
    "nine_for_deuce": QT_TRANSLATE_NOOP(
        "MiniMisereOptions", "A K Q J 10 9 and the joker; the 9 is simply the lowest card "
        "and has no power when led."),
}

# Titles of the game's radio groups of exclusive options, by OptionSpec.group.
OPTION_GROUPS: dict[str, str] = {
    "lot_end": QT_TRANSLATE_NOOP("OptionGroups", "After every declarer has lost a trick"),
    "lot_timing": QT_TRANSLATE_NOOP("OptionGroups", "When the Lot is declared"),
    "rules": QT_TRANSLATE_NOOP("OptionGroups", "Card rules"),
}

# A player's wording of each refusal, by reason id.
REASONS: dict[str, str] = {
    "mm_lot_question_first": QT_TRANSLATE_NOOP(
        "Reasons", "answer the Lot question first"),
    "mm_joker_must_follow": QT_TRANSLATE_NOOP(
        "Reasons", "must follow {suit}: the joker may only be played without one"),
    "mm_joker_needs_suit": QT_TRANSLATE_NOOP(
        "Reasons", "a led joker must name a suit"),
    "mm_suit_not_allowed": QT_TRANSLATE_NOOP(
        "Reasons", "a suit may only be named when leading the joker under the old rules"),
    "mm_bad_suit": QT_TRANSLATE_NOOP("Reasons", "name spades, hearts, diamonds or clubs"),
    "mm_lot_question_over": QT_TRANSLATE_NOOP(
        "Reasons", "the Lot is only asked before the first lead"),
    "mm_lot_with_card": QT_TRANSLATE_NOOP(
        "Reasons", "the Lot is declared with a card to the first trick"),
    "mm_lot_not_with_card": QT_TRANSLATE_NOOP(
        "Reasons", "the Lot is asked before the first lead, not declared with a card"),
    "mm_lot_first_trick_only": QT_TRANSLATE_NOOP(
        "Reasons", "the Lot may only be declared with a card to the first trick"),
    "mm_play_qualifiers": QT_TRANSLATE_NOOP(
        "Reasons", "a card is played alone, with the Lot or with a suit for the joker"),
    "mm_lot_yes_no": QT_TRANSLATE_NOOP("Reasons", "declare the Lot or say no Lot"),
}

# Why a trick was won where Mini Misère's own rules decide it (context "Explain"); the
# shared reasons cover the highest card of the suit led.
EXPLANATIONS: dict[str, str] = {
    "mm_led_joker": QT_TRANSLATE_NOOP(
        "Explain", "The joker was led: a led joker always wins the trick, and nobody had to "
        "follow suit."),
    "mm_led_joker_named": QT_TRANSLATE_NOOP(
        "Explain", "The joker was led and named {suit}: the others had to follow {suit}, "
        "but a led joker always wins the trick."),
    "mm_led_two": QT_TRANSLATE_NOOP(
        "Explain", "{card} was led: a led 2 is the highest card of its suit, so it always "
        "wins the trick."),
    "mm_joker_not_led": QT_TRANSLATE_NOOP(
        "Explain", "{card} is the highest card of the suit led, {suit}: a joker that is not "
        "led always loses."),
    "mm_two_not_led": QT_TRANSLATE_NOOP(
        "Explain", "{card} is the highest card of the suit led, {suit}: a 2 that is not led "
        "is the lowest card of its suit."),
}

# The record's wording (replay prints it) where it differs from the player's.
RECORD_WORDING: dict[str, str] = {
    "mm_lot_question_first": "the Lot question comes first: answer lot true or false",
    "mm_joker_needs_suit": "a led joker must name a suit (S, H, D or C)",
    "mm_bad_suit": "the named suit must be one of S, H, D, C",
    "mm_play_qualifiers": "a play takes only the qualifiers lot and suit",
    "mm_lot_yes_no": "lot must be true or false",
}

# Labels of the game's own statistics figures (`figures.FIGURES`), for the statistics window.
FIGURE_LABELS: dict[str, str] = {
    "lots_declared": QT_TRANSLATE_NOOP("MiniMisereFigures", "Lots declared"),
    "lots_made": QT_TRANSLATE_NOOP("MiniMisereFigures", "Lots made"),
}

# The coach's words for the facts Mini Misère's search gives (`search.why`).
WHY_TEXTS: dict[str, str] = {
    "tricks_taken": QT_TRANSLATE_NOOP("Why", "You end the deal with about %1 tricks."),
    "lot_made_chance": QT_TRANSLATE_NOOP(
        "Why", "The Lot is made on %1 of the imagined deals."),
    "lot_doubtful": QT_TRANSLATE_NOOP(
        "Why", "Cards in your hand that are not sure winners: %1 (a sure winner wins "
               "whenever it is led: the joker, a 2 where a led 2 wins, or a card that no card "
               "still out can beat)."),
    # the plans the rule player names ("The plan: …")
    "plan:lot_sure": QT_TRANSLATE_NOOP(
        "Why", "declare the Lot: every card you hold is a sure winner"),
    "plan:no_lot": QT_TRANSLATE_NOOP(
        "Why", "no Lot: not every card you hold is a sure winner"),
    "plan:lead_low_duck": QT_TRANSLATE_NOOP(
        "Why", "lead your lowest card: you are playing to take no tricks"),
    "plan:shed_danger": QT_TRANSLATE_NOOP(
        "Why", "duck with the card most likely to win a trick later"),
}
