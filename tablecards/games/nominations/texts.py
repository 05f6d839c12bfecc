"""Nominations in words for players: its name, options and refusals, each written once."""

from __future__ import annotations

from tablecards.rules.texts import QT_TRANSLATE_NOOP

NAME = QT_TRANSLATE_NOOP("Games", "Nominations")
SUMMARY = QT_TRANSLATE_NOOP(
    "Games", "Whist with an auction; the declarer calls a card to find a secret partner.")
OPTIONS_CONTEXT = "NominationsOptions"

OPTION_LABELS: dict[str, str] = {
    "deal_3334": QT_TRANSLATE_NOOP("NominationsOptions", "Packets of 3, one round of 4"),
    "deal_553": QT_TRANSLATE_NOOP("NominationsOptions", "Packets of 5, 5, then 3"),
    "deal_pagat_staggered": QT_TRANSLATE_NOOP(
        "NominationsOptions", "Each round one player gets 4, moving left"),
    "four_card_round": QT_TRANSLATE_NOOP(
        "NominationsOptions", "Which round of the 3-3-3-4 deal gives 4 cards"),
    "no_shuffle_between_deals": QT_TRANSLATE_NOOP(
        "NominationsOptions", "No shuffle after the first deal: gather and cut"),
    "min_bid_7": QT_TRANSLATE_NOOP("NominationsOptions", "The lowest bid is 7"),
    "misere_low": QT_TRANSLATE_NOOP(
        "NominationsOptions", "Misère ranks between 10 and 11 and scores 10"),
    "must_trump": QT_TRANSLATE_NOOP("NominationsOptions", "Must trump if able"),
    "no_must_trump": QT_TRANSLATE_NOOP("NominationsOptions", "May discard (ordinary whist)"),
    "defenders_score_tricks": QT_TRANSLATE_NOOP(
        "NominationsOptions", "Defenders also score 1 per trick they won"),
    "grand_slam_26": QT_TRANSLATE_NOOP("NominationsOptions", "A bid of 13 is worth 26"),
    "end_after_deals": QT_TRANSLATE_NOOP(
        "NominationsOptions", "Number of deals (a multiple of 4)"),
    "end_at_score": QT_TRANSLATE_NOOP(
        "NominationsOptions", "Play until someone reaches this total (0: off)"),
}

# A few sentences per option, the lobby's tooltip (the label is the one-liner).
OPTION_DETAILS: dict[str, str] = {
    "no_shuffle_between_deals": QT_TRANSLATE_NOOP(
        "NominationsOptions", "The previous deal's tricks are gathered in the order "
        "played, cut and dealt again without a shuffle."),
    "defenders_score_tricks": QT_TRANSLATE_NOOP(
        "NominationsOptions", "Every player who is neither declarer nor partner scores 1 per "
        "trick won, whether the bid is made or not."),
    "grand_slam_26": QT_TRANSLATE_NOOP(
        "NominationsOptions", "Making a bid of 13 pays 26 to the declarer and the "
        "partner; failing pays 26 to each defender."),
}

# Titles of the game's radio groups of exclusive options, by OptionSpec.group.
OPTION_GROUPS: dict[str, str] = {
    "deal_pattern": QT_TRANSLATE_NOOP("OptionGroups", "Dealing packets"),
    "trumping": QT_TRANSLATE_NOOP("OptionGroups", "A player void in the led suit"),
}

# A player's wording of each refusal, by reason id.
REASONS: dict[str, str] = {
    "nom_bid_value": QT_TRANSLATE_NOOP("Reasons", "bid a number from {low} to 13, misère or "
                                                  "open misère, or pass"),
    "nom_bid_too_low": QT_TRANSLATE_NOOP("Reasons", "a bid must be higher than {high}"),
    "nom_cut_range": QT_TRANSLATE_NOOP("Reasons", "the cut must take from 1 to 51 cards"),
    "nom_contract_needs": QT_TRANSLATE_NOOP("Reasons", "the contract needs both a trump and a "
                                                       "partner card"),
    "nom_trump_choice": QT_TRANSLATE_NOOP("Reasons", "name spades, hearts, diamonds, clubs or "
                                                     "no trumps"),
    "nom_partner_card": QT_TRANSLATE_NOOP("Reasons", "name one card of the pack as the partner "
                                                     "card"),
    "nom_no_qualifier": QT_TRANSLATE_NOOP("Reasons", "a {verb} needs no other choice here"),
    "nom_must_trump": QT_TRANSLATE_NOOP("Reasons", "you must trump when void in {suit}"),
}

# Why a trick was won where Nominations' own rules add to the shared reasons (context
# "Explain").
EXPLANATIONS: dict[str, str] = {
    "nom_misere_caught": QT_TRANSLATE_NOOP(
        "Explain", "{card} is the highest card of the suit led, {suit}, so the misère "
        "declarer has won a trick: the misère is lost and the deal ends."),
}

# The record's wording (replay prints it) where it differs from the player's.
RECORD_WORDING: dict[str, str] = {
    "nom_bid_value": "a bid is pass, a number from {low} to 13, misere or open_misere",
    "nom_trump_choice": "the trump must be one of: S, H, D, C, none",
    "nom_partner_card": "the partner card must be one card of the pack, such as AS",
    "nom_no_qualifier": "a {verb} takes no other fields",
    "nom_must_trump": "must trump when void in {suit}",
}

# What to do instead of a refused verb, by the verb the deal expects.
EXPECTED: dict[str, str] = {
    "trump": QT_TRANSLATE_NOOP("Reasons", "name the trump and the partner card first"),
    "cut": QT_TRANSLATE_NOOP("Reasons", "cut the pack first"),
}

# Labels of the game's own statistics figures (`figures.FIGURES`), for the statistics window.
FIGURE_LABELS: dict[str, str] = {
    "contracts_made": QT_TRANSLATE_NOOP("NominationsFigures", "Contracts made"),
    "contracts_failed": QT_TRANSLATE_NOOP("NominationsFigures", "Contracts failed"),
    "miseres_made": QT_TRANSLATE_NOOP("NominationsFigures", "Misères made"),
}

# The coach's words for the facts Nominations' search gives (`search.why`).
WHY_TEXTS: dict[str, str] = {
    "contract_tricks": QT_TRANSLATE_NOOP("Why", "The declaring side takes about %1 tricks."),
    "contract_made_chance": QT_TRANSLATE_NOOP(
        "Why", "The contract is made on %1 of the imagined deals."),
    "likely_losers": QT_TRANSLATE_NOOP(
        "Why", "Likely losers in the cards you keep: %1 (counted suit by suit: each ace, king "
               "or queen missing from the suit's first three cards)."),
    # the plans the rule player names ("The plan: …")
    "plan:misere_safe": QT_TRANSLATE_NOOP(
        "Why", "bid misère: no card of yours is in danger of taking a trick"),
    "plan:pass_short": QT_TRANSLATE_NOOP(
        "Why", "pass: even with a partner's usual share of tricks the hand cannot make the "
               "lowest bid"),
    "plan:bid_estimate": QT_TRANSLATE_NOOP(
        "Why", "bid the lowest number your hand and a partner's usual share of tricks can "
               "make"),
    "plan:longest_trumps": QT_TRANSLATE_NOOP(
        "Why", "make your longest suit trumps and call the best ace or king you lack"),
    "plan:lead_ace": QT_TRANSLATE_NOOP(
        "Why", "lead an ace of a side suit before it can be trumped"),
    "plan:partner_wins": QT_TRANSLATE_NOOP(
        "Why", "your side is winning the trick: play your lowest card"),
}
