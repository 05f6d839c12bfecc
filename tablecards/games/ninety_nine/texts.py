"""Ninety-Nine in words for players: its name, options, refusals and verbs, each written once."""

from __future__ import annotations

from tablecards.rules.texts import QT_TRANSLATE_NOOP

NAME = QT_TRANSLATE_NOOP("Games", "Ninety-Nine")
SUMMARY = QT_TRANSLATE_NOOP(
    "Games", "Bid with three cards, then win exactly that many tricks.")
OPTIONS_CONTEXT = "NinetyNineOptions"

OPTION_LABELS: dict[str, str] = {
    "standard_3p": QT_TRANSLATE_NOOP("NinetyNineOptions", "Three players, 36 cards"),
    "four_player": QT_TRANSLATE_NOOP("NinetyNineOptions", "Four players, 52 cards, individual"),
    "four_player_pairs": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "Four players in two partnerships"),
    "five_player": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "Five players, 60 cards (a pack with 11s and 12s)"),
    "two_player_dummy": QT_TRANSLATE_NOOP("NinetyNineOptions", "Two players and a dummy"),
    "two_player_24": QT_TRANSLATE_NOOP("NinetyNineOptions", "Two players, 24 cards"),
    "premium_priority": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "Declare or reveal chosen in secret; a reveal outranks a declare"),
    "four_player_zero_diamonds": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "Four players: when nobody makes their bid, diamonds are trumps next"),
    "five_player_500": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "Five players: game to 500 instead of 250"),
    "dummy_scoring_seed": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "Dummy: clubs first; 30 to a sole winner, else 60 to the dummy"),
    "dummy_penguin": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "Dummy: Penguin Book rules (no trumps first, the dummy scores as a "
        "player)"),
    "dummy_can_win": QT_TRANSLATE_NOOP("NinetyNineOptions", "The dummy may win the game"),
    "dummy_100_continue": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "Live players play on when the dummy reaches 100"),
    "joker_turnup": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "37 cards with a joker; a card turned face up sets trumps"),
    "premium_trump_call": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "The premium bidder names trumps"),
    "trump_nines": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "The premium bidder may name the nines as trumps"),
    "no_bid": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "No bid cards before play; the last three cards are the bid"),
    "no_bid_premium_fixed": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "No bid cards: a player who reveals still lays three bid cards aside"),
    "no_bid_premium_announce": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "No bid cards: a player who reveals announces a number of tricks"),
    "divide_and_conquer": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "Divide and conquer: anyone may declare or reveal; set scores"),
    "dac_fail_keeps_tricks": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "Divide and conquer: a failed premium bid still scores its tricks"),
    "naughty_nun": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "Naughty Nun: nine deals, each with its own trick rule"),
    "naughty_nun_site": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "Naughty Nun: nine deals in the order of David Parlett's website"),
    "tie_play_on": QT_TRANSLATE_NOOP("NinetyNineOptions", "A tie for first place: play more deals"),
    "tie_shared": QT_TRANSLATE_NOOP("NinetyNineOptions", "A tie for first place: share the win"),
    "match_fixed_deals": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "A fixed number of deals (0: play to the target score)"),
    "rubber_penguin": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "A rubber: the first to win three games to 100"),
    "bridge_variant": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "Bridge variation (documented only; not playable)"),
}

# A few sentences per option, the lobby's tooltip (the label is the one-liner).
OPTION_DETAILS: dict[str, str] = {
    "standard_3p": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "The standard game: 12 cards each from A–6, nine tricks, "
        "game to 100."),
    "four_player": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "13 cards each from a full pack, ten tricks; a bid of three "
        "diamonds succeeds with 0 or 10 tricks."),
    "four_player_pairs": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "Partners sit opposite; all bid cards are turned face up and "
        "there are no premium bids. Scores are kept per partnership."),
    "five_player": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "A 52-card pack plus 11s and 12s; any number may declare "
        "(+50 or −50). Game to 250."),
    "two_player_dummy": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "A third hand is dealt to a dummy that bids blind and plays "
        "face up; whoever leads also plays the dummy's card."),
    "two_player_24": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "A 24-card pack (A–9), 12 cards each; each player who makes "
        "the bid scores 20."),
    "premium_priority": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "Each player secretly chooses to declare (show the bid cards), "
        "reveal (show the whole hand too) or neither. Only one player gets the premium: a reveal "
        "wins over a declare, and between equal choices the player nearest the dealer's left "
        "wins."),
    "four_player_zero_diamonds": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "When nobody makes the bid, diamonds are trumps in the next "
        "deal instead of no trumps."),
    "five_player_500": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "A longer game: after the deal in which someone reaches 500 "
        "points, the highest total wins."),
    "dummy_scoring_seed": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "The first deal has clubs as trumps. If exactly one live "
        "player makes the bid they score 30, otherwise the dummy scores 60."),
    "dummy_penguin": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "The first deal is at no trumps and the dummy scores as a "
        "third player (the Penguin Book of Card Games)."),
    "dummy_can_win": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "If the dummy has the highest total at 100, both live "
        "players lose."),
    "dummy_100_continue": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "If the dummy reaches 100 first, the two live players play "
        "on until one of them reaches 100."),
    "joker_turnup": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "The original rules: a joker is added and the 37th card is "
        "turned up; its suit is trumps (a 9 or the joker: no trumps)."),
    "premium_trump_call": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "A player who declares or reveals may name the trump suit "
        "or no trumps for the deal."),
    "trump_nines": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "The four 9s can be named as a trump suit of their own "
        "(Nicholas Tallyn's extension)."),
    "no_bid": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "Everyone plays nine tricks from twelve cards; the three "
        "cards left in hand at the end are the bid (Charles Magri)."),
    "no_bid_premium_fixed": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "A player who reveals lays three bid cards aside before "
        "play, as in the normal game."),
    "no_bid_premium_announce": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "A player who reveals shows all twelve cards and announces "
        "how many tricks they will win."),
    "divide_and_conquer": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "Any number may declare or reveal; a made bid scores 10, 20 "
        "or 30 plus 1, 2 or 3 per trick (Craig Duncan)."),
    "dac_fail_keeps_tricks": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "A premium bidder who fails still scores 1 per trick."),
    "naughty_nun": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "A game of nine deals, each with its own trick rule: four "
        "trump suits, no trumps, suit order, rank order and snap."),
    "naughty_nun_site": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "Nine deals in the order on David Parlett's site, including "
        "trumps by show and the second-best card wins."),
    "tie_play_on": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "Equal highest totals at the end: play further deals until "
        "one player is ahead."),
    "tie_shared": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "Equal highest totals at the end: those players share the "
        "win."),
    "match_fixed_deals": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "Play this many deals and the highest total wins; 0 plays "
        "to the target score."),
    "rubber_penguin": QT_TRANSLATE_NOOP(
        "NinetyNineOptions", "Games are played to 100; the first to win three games wins "
        "the rubber, with bonuses for games won and for a quick rubber."),
}

# Titles of the game's radio groups of exclusive options, by OptionSpec.group.
OPTION_GROUPS: dict[str, str] = {
    "dummy_end": QT_TRANSLATE_NOOP("OptionGroups", "When the dummy reaches the target"),
    "dummy_rules": QT_TRANSLATE_NOOP("OptionGroups", "Dummy rules"),
    "form": QT_TRANSLATE_NOOP("OptionGroups", "Players and pack"),
    "naughty": QT_TRANSLATE_NOOP("OptionGroups", "Naughty Nun"),
    "no_bid_premium": QT_TRANSLATE_NOOP("OptionGroups", "Premium bids without bid cards"),
}

# A player's wording of each refusal, by reason id.
REASONS: dict[str, str] = {
    "must_follow_nines": QT_TRANSLATE_NOOP("Reasons", "you must play a nine when a nine is led"),
    "bid_card_count": QT_TRANSLATE_NOOP("Reasons", "three bid cards are needed"),
    "bid_cards_distinct": QT_TRANSLATE_NOOP("Reasons", "the three bid cards must be different"),
    "must_lead_nine": QT_TRANSLATE_NOOP("Reasons", "the first lead must be a nine when you "
                                                   "hold one"),
    "no_nine_bid": QT_TRANSLATE_NOOP("Reasons", "nines may not be bid cards in this deal"),
    "snap_not_allowed": QT_TRANSLATE_NOOP("Reasons", "a snap needs a void in the led suit and "
                                                     "a card of the led rank"),
    "only_reveal_or_pass": QT_TRANSLATE_NOOP("Reasons", "after a declaration only a reveal or a "
                                                        "pass is possible"),
    "premium_choice": QT_TRANSLATE_NOOP("Reasons", "choose one of: {choices}"),
    "no_reveal_here": QT_TRANSLATE_NOOP("Reasons", "reveal is not offered in this form of the "
                                                   "game"),
    "trump_choice": QT_TRANSLATE_NOOP("Reasons", "the trump must be one of: {choices}"),
    "trump_not_allowed": QT_TRANSLATE_NOOP("Reasons", "a trump may only be named with a declare "
                                                      "or a reveal"),
    "no_trump_call": QT_TRANSLATE_NOOP("Reasons", "trumps are not named in this game"),
    "show_card": QT_TRANSLATE_NOOP("Reasons", "show one card from your hand"),
    "announce_range": QT_TRANSLATE_NOOP("Reasons", "the announced bid must be a number from 0 "
                                                   "to 9"),
}

# Why a trick was won where a deal's own rule decides it (context "Explain"): snaps, the
# joker, the nines as trumps and Naughty Nun's trick rules; the shared reasons cover the rest.
EXPLANATIONS: dict[str, str] = {
    "nn_snap": QT_TRANSLATE_NOOP(
        "Explain", "{card} is a snap: a player who cannot follow suit may play a card of the "
        "same rank as the led card, {led_card}, and call snap, and the snap wins the trick."),
    "nn_last_snap": QT_TRANSLATE_NOOP(
        "Explain", "{card} is the last snap: several players snapped the led card, "
        "{led_card}, with a card of its rank, and the last snap wins the trick."),
    "nn_joker_trump": QT_TRANSLATE_NOOP(
        "Explain", "The joker plays as the turn-up card, {as_card}, so it is the highest "
        "trump played ({trump} are trumps)."),
    "nn_joker_led": QT_TRANSLATE_NOOP(
        "Explain", "The joker plays as the turn-up card, {as_card}, so it is the highest card "
        "of the suit led, {suit}."),
    "nn_highest_nine": QT_TRANSLATE_NOOP(
        "Explain", "{card} is the highest nine played: the four nines are trumps, and among "
        "them clubs beat hearts, hearts beat spades and spades beat diamonds."),
    "nn_only_nine": QT_TRANSLATE_NOOP(
        "Explain", "{card} is the only nine played: the four nines are trumps, so a nine beats "
        "every other card."),
    "nn_led_suit_trump": QT_TRANSLATE_NOOP(
        "Explain", "{card} is the highest card of the suit led, {suit}: in this deal the suit "
        "led is trumps."),
    "nn_hierarchy": QT_TRANSLATE_NOOP(
        "Explain", "{card} is the highest card of the highest suit played, {suit}: in this "
        "deal clubs beat hearts, hearts beat spades and spades beat diamonds, whatever was "
        "led."),
    "nn_highest_rank": QT_TRANSLATE_NOOP(
        "Explain", "{card} has the highest rank played: in this deal the highest rank wins, "
        "whatever its suit."),
    "nn_highest_rank_suit": QT_TRANSLATE_NOOP(
        "Explain", "{card} shares the highest rank played and wins by its suit: in this deal "
        "clubs beat hearts, hearts beat spades and spades beat diamonds on equal ranks."),
    "nn_second_best": QT_TRANSLATE_NOOP(
        "Explain", "{card} is the second-best card played, after {best_card}: in this deal "
        "the second-best card wins the trick."),
    "nn_second_by_rank": QT_TRANSLATE_NOOP(
        "Explain", "{card} is second by rank, after {best_card}: with fewer than two cards "
        "that are trumps or of the suit led, the second-highest card by rank wins in this "
        "deal."),
    "nn_second_by_rank_tie": QT_TRANSLATE_NOOP(
        "Explain", "{card} is second by rank: {best_card} has the same rank but was played "
        "later, so it counts higher, and with fewer than two cards that are trumps or of the "
        "suit led, the second-highest card by rank wins in this deal."),
}

# The record's wording (replay prints it) where it differs from the player's.
RECORD_WORDING: dict[str, str] = {
    "must_follow_nines": "must play a nine when a nine is led",
    "bid_cards_distinct": "the three bid cards must be different cards",
    "must_lead_nine": "the first lead must be a nine when holding one",
    "snap_not_allowed": (
        "snap is only possible when void in the led suit with a card of the led rank"
    ),
    "only_reveal_or_pass": "only reveal or pass after a declaration",
    "premium_choice": "the premium choice must be one of: {choices}",
    "trump_not_allowed": "a trump may only be named with a declare or reveal",
    "show_card": "show one card from the hand",
}

# What to do instead of a refused verb, by the verb the deal expects.
EXPECTED: dict[str, str] = {
    "premium": QT_TRANSLATE_NOOP("Reasons", "make a premium bid or pass first"),
    "show": QT_TRANSLATE_NOOP("Reasons", "show a card first"),
}

# The game's own action verbs, for buttons and the choices named in a reason.
VERBS: dict[str, str] = {
    "premium": QT_TRANSLATE_NOOP("Verbs", "premium bid"),
    "show": QT_TRANSLATE_NOOP("Verbs", "show"),
    "declare": QT_TRANSLATE_NOOP("Verbs", "declare"),
    "reveal": QT_TRANSLATE_NOOP("Verbs", "reveal"),
}

# Labels of the game's own statistics figures (`figures.FIGURES`), for the statistics window.
FIGURE_LABELS: dict[str, str] = {
    "bids_made": QT_TRANSLATE_NOOP("NinetyNineFigures", "Bids made"),
    "premium_made": QT_TRANSLATE_NOOP("NinetyNineFigures", "Premium bids made"),
    "premium_failed": QT_TRANSLATE_NOOP("NinetyNineFigures", "Premium bids failed"),
}

# The coach's words for the facts Ninety-Nine's search gives (`search.why`).
WHY_TEXTS: dict[str, str] = {
    "bid_number": QT_TRANSLATE_NOOP("Why", "These three cards bid %1."),
    "sure_winners": QT_TRANSLATE_NOOP(
        "Why", "Sure winners in the cards you keep: %1 (your top trumps, which nothing left "
               "can beat)."),
    "likely_losers": QT_TRANSLATE_NOOP(
        "Why", "Likely losers in the cards you keep: %1 (counted suit by suit: each ace, king "
               "or queen missing from the suit's first three cards)."),
    "tricks_taken": QT_TRANSLATE_NOOP("Why", "You end the deal with about %1 tricks."),
    "bid_made_chance": QT_TRANSLATE_NOOP(
        "Why", "The bid is made on %1 of the imagined deals."),
    # the plans the rule player names ("The plan: …")
    "plan:lead_strong": QT_TRANSLATE_NOOP(
        "Why", "lead your strongest card: you still need tricks for your bid"),
    "plan:lead_weak": QT_TRANSLATE_NOOP(
        "Why", "lead your weakest card: you have the tricks you bid"),
}
