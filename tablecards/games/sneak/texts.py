"""Sneak in words for players: its name, options, refusals and verbs, each written once."""

from __future__ import annotations

from tablecards.rules.texts import QT_TRANSLATE_NOOP

NAME = QT_TRANSLATE_NOOP("Games", "Sneak")
SUMMARY = QT_TRANSLATE_NOOP(
    "Games", "Draw, sneak cards face down or flaunt them face up; challengers compete "
    "for every card played.")
OPTIONS_CONTEXT = "SneakOptions"

OPTION_LABELS: dict[str, str] = {
    "single_deck": QT_TRANSLATE_NOOP("SneakOptions", "One pack, game to 100 (2-4 players)"),
    "double_deck": QT_TRANSLATE_NOOP("SneakOptions", "Two packs, game to 200 (4-7 players)"),
    "hand_limit_7": QT_TRANSLATE_NOOP("SneakOptions", "No draw while holding 7 cards"),
    "hand_limit_5": QT_TRANSLATE_NOOP("SneakOptions", "No draw while holding 5 cards"),
    "losers_cards_discarded": QT_TRANSLATE_NOOP(
        "SneakOptions", "Losers' cards leave play"),
    "tie_play_on": QT_TRANSLATE_NOOP("SneakOptions", "A tie for first: deal again"),
    "tie_shared": QT_TRANSLATE_NOOP("SneakOptions", "A tie for first: share the win"),
}

# A few sentences per option, the lobby's tooltip (the label is the one-liner).
OPTION_DETAILS: dict[str, str] = {
    "single_deck": QT_TRANSLATE_NOOP(
        "SneakOptions", "52 cards in the stock. After the deal in which someone reaches "
        "100 collected cards, the highest total wins."),
    "double_deck": QT_TRANSLATE_NOOP(
        "SneakOptions", "104 cards (equal cards can meet). After the deal in which someone "
        "reaches 200, the highest total wins. Five or more players always use two packs."),
    "hand_limit_7": QT_TRANSLATE_NOOP(
        "SneakOptions", "A player holding 7 cards must lead instead of drawing (against "
        "hoarding)."),
    "hand_limit_5": QT_TRANSLATE_NOOP(
        "SneakOptions", "A player holding 5 cards must lead instead of drawing."),
    "losers_cards_discarded": QT_TRANSLATE_NOOP(
        "SneakOptions", "A challenge's winner banks only their own cards; the other "
        "played cards go out of play."),
    "tie_play_on": QT_TRANSLATE_NOOP(
        "SneakOptions", "Equal highest totals at the end: play more deals until one "
        "player leads."),
    "tie_shared": QT_TRANSLATE_NOOP(
        "SneakOptions", "Equal highest totals at the end share the win."),
}

# Titles of the game's radio groups of exclusive options, by OptionSpec.group.
OPTION_GROUPS: dict[str, str] = {
    "deck": QT_TRANSLATE_NOOP("OptionGroups", "Packs"),
    "hand_limit": QT_TRANSLATE_NOOP("OptionGroups", "Hand limit"),
}

# A player's wording of each refusal, by reason id.
REASONS: dict[str, str] = {
    "sneak_first_draw": QT_TRANSLATE_NOOP("Reasons", "the first turn of a deal must be a draw"),
    "sneak_empty_draw": QT_TRANSLATE_NOOP("Reasons", "a player with no cards must draw"),
    "sneak_stock_empty": QT_TRANSLATE_NOOP("Reasons", "the stock is empty, so nobody can draw"),
    "sneak_hand_limit": QT_TRANSLATE_NOOP("Reasons", "a hand of {limit} cards may not draw; "
                                                     "lead instead"),
    "sneak_flaunt_only": QT_TRANSLATE_NOOP("Reasons", "the stock is empty, so every lead must "
                                                      "be a flaunt"),
    "sneak_no_lead": QT_TRANSLATE_NOOP("Reasons", "no other player holds a card, so no lead "
                                                  "is possible"),
    "sneak_lead_size": QT_TRANSLATE_NOOP("Reasons", "a lead may hold at most {limit} cards "
                                                    "(the largest other hand)"),
    "sneak_flaunt_combo": QT_TRANSLATE_NOOP(
        "Reasons", "a flaunt must be one card or a combo (match, straight flush, straight or "
                   "flush)"),
    "sneak_cards": QT_TRANSLATE_NOOP("Reasons", "select one or more cards first"),
    "sneak_challenge_size": QT_TRANSLATE_NOOP("Reasons", "a challenge must have exactly {size} "
                                                         "cards"),
    "sneak_challenge_suit": QT_TRANSLATE_NOOP("Reasons", "must challenge with {suit}"),
    "sneak_challenge_type": QT_TRANSLATE_NOOP("Reasons", "a flaunted combo can only be "
                                                         "challenged by the same kind of combo"),
    "sneak_challenge_low": QT_TRANSLATE_NOOP("Reasons", "a challenge must rank equal to or "
                                                        "higher than the flaunt"),
}

# The record's wording (replay prints it) where it differs from the player's.
RECORD_WORDING: dict[str, str] = {
    "sneak_cards": "{verb} needs a list of one or more cards",
    "sneak_challenge_type": "a challenge to a flaunted {kind} must be a {kind}",
}

# What to do instead of a refused verb, by the verb the deal expects.
EXPECTED: dict[str, str] = {
    "draw, sneak or flaunt": QT_TRANSLATE_NOOP("Reasons", "draw, sneak or flaunt first"),
    "draw": QT_TRANSLATE_NOOP("Reasons", "draw a card first"),
    "sneak or flaunt": QT_TRANSLATE_NOOP("Reasons", "sneak or flaunt first: your hand is at "
                                         "the limit"),
    "flaunt": QT_TRANSLATE_NOOP("Reasons", "flaunt first: the stock is empty, so every lead "
                                "is face up"),
    "challenge or decline": QT_TRANSLATE_NOOP("Reasons", "challenge or decline the lead first"),
}

# The game's own action verbs, for buttons and the choices named in a reason.
VERBS: dict[str, str] = {
    "draw": QT_TRANSLATE_NOOP("Verbs", "draw"),
    "sneak": QT_TRANSLATE_NOOP("Verbs", "sneak"),
    "flaunt": QT_TRANSLATE_NOOP("Verbs", "flaunt"),
    "challenge": QT_TRANSLATE_NOOP("Verbs", "challenge"),
    "decline": QT_TRANSLATE_NOOP("Verbs", "decline"),
}

# Why a challenge (or an unchallenged flaunt) went to its winner (context "Explain").
EXPLANATIONS: dict[str, str] = {
    "sneak_unchallenged": QT_TRANSLATE_NOOP(
        "Explain", "Nobody challenged the flaunted {cards}: the lead goes to {seat}."),
    "sneak_high_rank": QT_TRANSLATE_NOOP(
        "Explain", "{card} beats {beaten_card}: with a single card sneaked face down, only the "
        "rank counts, not the suit."),
    "sneak_high_suit": QT_TRANSLATE_NOOP(
        "Explain", "{card} beats {beaten_card}: a flaunted single card can only be challenged "
        "with a card of its suit, {suit}, and the higher rank wins."),
    "sneak_beats_match": QT_TRANSLATE_NOOP(
        "Explain", "{cards} is a match, the highest kind of set: it beats any straight flush, "
        "straight, flush or set without a combo."),
    "sneak_beats_sf": QT_TRANSLATE_NOOP(
        "Explain", "{cards} is a straight flush, which beats any straight, flush or set without "
        "a combo; only a match is higher."),
    "sneak_beats_straight": QT_TRANSLATE_NOOP(
        "Explain", "{cards} is a straight, which beats any flush or set without a combo."),
    "sneak_beats_flush": QT_TRANSLATE_NOOP(
        "Explain", "{cards} is a flush, which beats any set without a combo."),
    "sneak_higher_match": QT_TRANSLATE_NOOP(
        "Explain", "{cards} is the higher match: between matches the higher rank wins ({card} "
        "over {beaten_card})."),
    "sneak_higher_run": QT_TRANSLATE_NOOP(
        "Explain", "{cards} is the higher run: between straights the higher top card wins "
        "({card} over {beaten_card}; an ace used low counts as 1)."),
    "sneak_card_by_card": QT_TRANSLATE_NOOP(
        "Explain", "{cards} wins card by card: the sets are compared from their highest card "
        "down, and the first difference decides ({card} over {beaten_card})."),
    "sneak_tie": QT_TRANSLATE_NOOP(
        "Explain", "{cards} ties with {beaten_cards}, and a tie goes to the player later in "
        "turn order from the leader: {seat}."),
}

# Sneak has no tricks: the table's trick viewer shows its settled leads (context "RoundWords").
ROUND_WORDS: dict[str, str] = {
    "button": QT_TRANSLATE_NOOP("RoundWords", "&Last lead"),
    "tooltip": QT_TRANSLATE_NOOP("RoundWords", "Show the last lead settled (L)."),
    "none": QT_TRANSLATE_NOOP("RoundWords", "No lead has been settled yet."),
    "last": QT_TRANSLATE_NOOP("RoundWords", "Last lead, won by %1"),
    "nth": QT_TRANSLATE_NOOP("RoundWords", "Lead %1 of %2, won by %3"),
}

# Labels of the game's own statistics figures (`figures.FIGURES`), for the statistics window.
FIGURE_LABELS: dict[str, str] = {
    "challenges_won": QT_TRANSLATE_NOOP("SneakFigures", "Challenges won"),
    "challenges_lost": QT_TRANSLATE_NOOP("SneakFigures", "Challenges lost"),
}

# The coach's words for the facts Sneak's search gives (`search.why`); its playouts look a
# few moves ahead, so these say what happens within them.
WHY_TEXTS: dict[str, str] = {
    "cards_banked": QT_TRANSLATE_NOOP(
        "Why", "In the moves the search looks ahead, you bank about %1 cards."),
    "out_chance": QT_TRANSLATE_NOOP(
        "Why", "You play your last card within them on %1 of the imagined deals."),
    # the plans the rule player names ("The plan: …")
    "plan:draw_first": QT_TRANSLATE_NOOP(
        "Why", "draw: on a first turn, or with an empty hand, drawing comes first"),
    "plan:draw_no_safe": QT_TRANSLATE_NOOP(
        "Why", "draw: no set in your hand is safe to flaunt yet"),
    "plan:safe_flaunt": QT_TRANSLATE_NOOP(
        "Why", "flaunt a set that no card you have not seen could challenge"),
    "plan:forced_flaunt": QT_TRANSLATE_NOOP(
        "Why", "you cannot draw, so flaunt the set least likely to be challenged"),
}
