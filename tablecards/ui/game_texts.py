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
    "hearts": QT_TRANSLATE_NOOP("Games", "Hearts"),
    "mini_misere": QT_TRANSLATE_NOOP("Games", "Mini Misère"),
    "ninety_nine": QT_TRANSLATE_NOOP("Games", "Ninety-Nine"),
    "nominations": QT_TRANSLATE_NOOP("Games", "Nominations"),
    "sheepshead": QT_TRANSLATE_NOOP("Games", "Sheepshead"),
    "sneak": QT_TRANSLATE_NOOP("Games", "Sneak"),
    "tressette": QT_TRANSLATE_NOOP("Games", "Tressette for two"),
}

GAME_SUMMARIES: dict[str, str] = {
    "hearts": QT_TRANSLATE_NOOP(
        "Games", "Pass three cards, then avoid hearts and the queen of spades, or take them "
        "all to shoot the moon."),
    "mini_misere": QT_TRANSLATE_NOOP(
        "Games", "Parlett's short no-trump game: score by tricks taken, or bid the Lot."),
    "ninety_nine": QT_TRANSLATE_NOOP(
        "Games", "Bid with three cards, then win exactly that many tricks."),
    "nominations": QT_TRANSLATE_NOOP(
        "Games", "Whist with an auction; the declarer calls a card to find a secret partner."),
    "sheepshead": QT_TRANSLATE_NOOP(
        "Games", "Five-handed: the picker takes the blind and plays with a called partner."),
    "sneak": QT_TRANSLATE_NOOP(
        "Games", "Draw, sneak cards face down or flaunt them face up; challengers compete "
        "for every card played."),
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
    "rules": QT_TRANSLATE_NOOP("OptionGroups", "Card rules"),
    "lot_timing": QT_TRANSLATE_NOOP("OptionGroups", "When the Lot is declared"),
    "lot_end": QT_TRANSLATE_NOOP("OptionGroups", "After every declarer has lost a trick"),
    "deal_pattern": QT_TRANSLATE_NOOP("OptionGroups", "Dealing packets"),
    "trumping": QT_TRANSLATE_NOOP("OptionGroups", "A player void in the led suit"),
    "partner": QT_TRANSLATE_NOOP("OptionGroups", "Partner"),
    "unknown": QT_TRANSLATE_NOOP("OptionGroups", "No hold card"),
    "bump": QT_TRANSLATE_NOOP("OptionGroups", "A losing picker"),
    "all_pass": QT_TRANSLATE_NOOP("OptionGroups", "When everyone passes"),
    "deck": QT_TRANSLATE_NOOP("OptionGroups", "Packs"),
    "hand_limit": QT_TRANSLATE_NOOP("OptionGroups", "Hand limit"),
}

OPTION_CONTEXTS: dict[str, str] = {
    "hearts": "HeartsOptions",
    "mini_misere": "MiniMisereOptions",
    "ninety_nine": "NinetyNineOptions",
    "nominations": "NominationsOptions",
    "sheepshead": "SheepsheadOptions",
    "sneak": "SneakOptions",
    "tressette": "TressetteOptions",
}

OPTION_LABELS: dict[str, dict[str, str]] = {
    "hearts": {
        "pass_dir": QT_TRANSLATE_NOOP("HeartsOptions", "Pass direction"),
        "no_pass": QT_TRANSLATE_NOOP("HeartsOptions", "No passing"),
        "no_points_first_trick": QT_TRANSLATE_NOOP(
            "HeartsOptions", "No points on the first trick"),
        "can_lead_any_club": QT_TRANSLATE_NOOP(
            "HeartsOptions", "The first lead may be any club"),
        "must_break_hearts": QT_TRANSLATE_NOOP(
            "HeartsOptions", "Hearts may not be led until broken"),
        "qs_breaks_hearts": QT_TRANSLATE_NOOP(
            "HeartsOptions", "The queen of spades breaks hearts"),
        "can_lead_hearts_instead_of_qs": QT_TRANSLATE_NOOP(
            "HeartsOptions", "A heart may be led instead of a forced queen of spades"),
        "jd_bonus": QT_TRANSLATE_NOOP("HeartsOptions", "Jack of diamonds: −10"),
        "avoid_all_tricks_bonus": QT_TRANSLATE_NOOP("HeartsOptions", "No tricks taken: −5"),
        "moon_minus": QT_TRANSLATE_NOOP(
            "HeartsOptions", "Shooting the moon: the shooter scores −26"),
        "target_score": QT_TRANSLATE_NOOP("HeartsOptions", "Game ends at this total"),
        "tie_shared": QT_TRANSLATE_NOOP("HeartsOptions", "A tie for lowest: share the win"),
        "tie_play_on": QT_TRANSLATE_NOOP("HeartsOptions", "A tie for lowest: deal again"),
    },
    "mini_misere": {
        "new_rules": QT_TRANSLATE_NOOP("MiniMisereOptions", "New rules (Parlett's current)"),
        "old_rules": QT_TRANSLATE_NOOP("MiniMisereOptions", "Old rules (1989 translation)"),
        "lot_on_first_play": QT_TRANSLATE_NOOP(
            "MiniMisereOptions", "With a card to the first trick; several may declare"),
        "lot_before_first_lead": QT_TRANSLATE_NOOP(
            "MiniMisereOptions", "Asked before the first lead; the first to accept only"),
        "lot_stop_early": QT_TRANSLATE_NOOP("MiniMisereOptions", "The hand stops at once"),
        "lot_play_out": QT_TRANSLATE_NOOP("MiniMisereOptions", "Play all the tricks anyway"),
        "mm4_with_joker": QT_TRANSLATE_NOOP(
            "MiniMisereOptions", "Four players: 25 cards with the joker, one laid aside"),
        "nine_for_deuce": QT_TRANSLATE_NOOP(
            "MiniMisereOptions", "Five players: 9s instead of 2s"),
    },
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
    "nominations": {
        "deal_3334": QT_TRANSLATE_NOOP("NominationsOptions", "Packets of 3, one round of 4"),
        "deal_553": QT_TRANSLATE_NOOP("NominationsOptions", "Packets of 5, 5, then 3"),
        "deal_pagat_staggered": QT_TRANSLATE_NOOP(
            "NominationsOptions", "Each round one player gets 4, moving left (pagat)"),
        "four_card_round": QT_TRANSLATE_NOOP(
            "NominationsOptions", "Which round of the 3-3-3-4 deal gives 4 cards"),
        "no_shuffle_between_deals": QT_TRANSLATE_NOOP(
            "NominationsOptions", "No shuffle after the first deal: gather and cut (pagat)"),
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
    },
    "sheepshead": {
        "called_ace": QT_TRANSLATE_NOOP("SheepsheadOptions", "Called ace partner"),
        "jd_partner": QT_TRANSLATE_NOOP("SheepsheadOptions", "Jack of diamonds partner"),
        "unknown_call": QT_TRANSLATE_NOOP("SheepsheadOptions", "Unknown call allowed"),
        "no_unknown_call": QT_TRANSLATE_NOOP("SheepsheadOptions", "The picker goes alone"),
        "jd_call_up": QT_TRANSLATE_NOOP(
            "SheepsheadOptions", "Jack of diamonds: the picker may call up the next jack"),
        "double_on_bump": QT_TRANSLATE_NOOP("SheepsheadOptions", "Pays double (on the bump)"),
        "no_double_on_bump": QT_TRANSLATE_NOOP("SheepsheadOptions", "Pays single"),
        "leaster": QT_TRANSLATE_NOOP("SheepsheadOptions", "Play a leaster"),
        "doublers": QT_TRANSLATE_NOOP(
            "SheepsheadOptions", "Throw in; the next hand counts double"),
        "forced_pick": QT_TRANSLATE_NOOP("SheepsheadOptions", "The dealer must pick"),
        "leaster_blind_first_trick": QT_TRANSLATE_NOOP(
            "SheepsheadOptions", "Leaster: the blind goes to the first trick's winner"),
        "hands": QT_TRANSLATE_NOOP("SheepsheadOptions", "Number of hands in the game"),
    },
    "sneak": {
        "single_deck": QT_TRANSLATE_NOOP("SneakOptions", "One pack, game to 100 (2-4 players)"),
        "double_deck": QT_TRANSLATE_NOOP("SneakOptions", "Two packs, game to 200 (4-7 players)"),
        "hand_limit_7": QT_TRANSLATE_NOOP("SneakOptions", "No draw while holding 7 cards"),
        "hand_limit_5": QT_TRANSLATE_NOOP("SneakOptions", "No draw while holding 5 cards"),
        "losers_cards_discarded": QT_TRANSLATE_NOOP(
            "SneakOptions", "Losers' cards leave play"),
        "tie_play_on": QT_TRANSLATE_NOOP("SneakOptions", "A tie for first: deal again"),
        "tie_shared": QT_TRANSLATE_NOOP("SneakOptions", "A tie for first: share the win"),
    },
    "tressette": {
        "target_score": QT_TRANSLATE_NOOP("TressetteOptions", "Game total that ends the match"),
        "tie_play_on": QT_TRANSLATE_NOOP(
            "TressetteOptions", "Equal totals at the target: play another hand"),
        "declarations": QT_TRANSLATE_NOOP(
            "TressetteOptions", "Buongioco declarations (not yet playable)"),
    },
}


# A few sentences per option, shown as the lobby's tooltip (the label is the one-liner).
OPTION_DETAILS: dict[str, dict[str, str]] = {
    "hearts": {
        "pass_dir": QT_TRANSLATE_NOOP(
            "HeartsOptions", "In turn: the first deal passes left, the second right, the third "
            "across and the fourth not at all, then again. Or pass the same way every deal."),
        "no_points_first_trick": QT_TRANSLATE_NOOP(
            "HeartsOptions", "A player void in clubs may not play a heart or the queen of "
            "spades to the first trick unless the hand holds nothing else."),
        "must_break_hearts": QT_TRANSLATE_NOOP(
            "HeartsOptions", "Hearts may be led only after a heart has been played to a "
            "trick, or when the leader holds nothing but hearts."),
        "moon_minus": QT_TRANSLATE_NOOP(
            "HeartsOptions", "A player who takes all hearts and the queen scores −26 and the "
            "others nothing (off: the shooter 0 and everyone else 26)."),
        "jd_bonus": QT_TRANSLATE_NOOP(
            "HeartsOptions", "Omnibus Hearts: whoever takes the jack of diamonds scores −10."),
        "target_score": QT_TRANSLATE_NOOP(
            "HeartsOptions", "When someone reaches this total the match ends; the lowest "
            "total wins."),
    },
    "mini_misere": {
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
            "change, so the hand ends there."),
        "lot_play_out": QT_TRANSLATE_NOOP(
            "MiniMisereOptions", "The tricks are played out; they still score nothing when a "
            "Lot was declared."),
        "mm4_with_joker": QT_TRANSLATE_NOOP(
            "MiniMisereOptions", "Parlett's 25-card pack for four: six cards each, the 25th "
            "face down unseen; the joker follows the new rules."),
        "nine_for_deuce": QT_TRANSLATE_NOOP(
            "MiniMisereOptions", "A K Q J 10 9 and the joker; the 9 is simply the lowest card "
            "and has no power when led."),
    },
    "ninety_nine": {
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
            "NinetyNineOptions", "Everyone chooses declare, reveal or neither in secret. Any "
            "reveal beats any declare; ties go to the player nearest the dealer's left."),
        "four_player_zero_diamonds": QT_TRANSLATE_NOOP(
            "NinetyNineOptions", "When nobody makes the bid, diamonds are trumps in the next "
            "deal instead of no trumps."),
        "five_player_500": QT_TRANSLATE_NOOP(
            "NinetyNineOptions", "A longer game: the first to 500 points wins."),
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
    },
    "nominations": {
        "no_shuffle_between_deals": QT_TRANSLATE_NOOP(
            "NominationsOptions", "The previous deal's tricks are gathered in the order "
            "played, cut and dealt again without a shuffle."),
        "defenders_score_tricks": QT_TRANSLATE_NOOP(
            "NominationsOptions", "Every player who is neither declarer nor partner scores 1 "
            "per trick won, whether the contract is made or not."),
        "grand_slam_26": QT_TRANSLATE_NOOP(
            "NominationsOptions", "Making a bid of 13 pays 26 to the declarer and the "
            "partner; failing pays 26 to each defender."),
    },
    "sheepshead": {
        "called_ace": QT_TRANSLATE_NOOP(
            "SheepsheadOptions", "After burying, the picker calls a fail ace they do not hold "
            "(keeping a card of its suit); its holder is the secret partner."),
        "jd_partner": QT_TRANSLATE_NOOP(
            "SheepsheadOptions", "The holder of the jack of diamonds is the secret partner; a "
            "picker holding it plays alone without saying so."),
        "unknown_call": QT_TRANSLATE_NOOP(
            "SheepsheadOptions", "A picker with no hold card may call an ace 'unknown', "
            "setting a card aside face down to play when that suit is first led."),
        "no_unknown_call": QT_TRANSLATE_NOOP(
            "SheepsheadOptions", "A picker with no hold card for any ace must play alone."),
        "jd_call_up": QT_TRANSLATE_NOOP(
            "SheepsheadOptions", "A picker holding the jack of diamonds may call the next "
            "higher jack they do not hold (J♥, J♠, J♣)."),
        "double_on_bump": QT_TRANSLATE_NOOP(
            "SheepsheadOptions", "A picker who loses pays twice what a winning picker would "
            "receive."),
        "no_double_on_bump": QT_TRANSLATE_NOOP(
            "SheepsheadOptions", "A losing picker pays the same as a winning picker receives."),
        "leaster": QT_TRANSLATE_NOOP(
            "SheepsheadOptions", "Everyone plays alone; the fewest card points among players "
            "who took a trick wins."),
        "doublers": QT_TRANSLATE_NOOP(
            "SheepsheadOptions", "The hand is thrown in and the next one scores double; "
            "throw-ins in a row stack."),
        "forced_pick": QT_TRANSLATE_NOOP(
            "SheepsheadOptions", "When the other four pass, the dealer must take the blind."),
        "leaster_blind_first_trick": QT_TRANSLATE_NOOP(
            "SheepsheadOptions", "In a leaster the blind's points go to the winner of the first "
            "trick instead of the last."),
        "hands": QT_TRANSLATE_NOOP(
            "SheepsheadOptions", "Play this many hands; a multiple of five lets everyone deal "
            "equally."),
    },
    "sneak": {
        "single_deck": QT_TRANSLATE_NOOP(
            "SneakOptions", "52 cards in the stock; the first to 100 collected cards wins."),
        "double_deck": QT_TRANSLATE_NOOP(
            "SneakOptions", "104 cards (equal cards can meet); the first to 200 wins. Five or "
            "more players always use two packs."),
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
    },
    "tressette": {
        "target_score": QT_TRANSLATE_NOOP(
            "TressetteOptions", "Each hand shares out 11 points; the first to this total "
            "wins."),
        "tie_play_on": QT_TRANSLATE_NOOP(
            "TressetteOptions", "When both players reach the target with equal totals, play "
            "another hand; when off, the match ends and both share the win."),
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


def option_detail(game_id: str, option: OptionSpec) -> str:
    """A longer explanation of an option (the lobby's tooltip), "" when there is none."""
    text = OPTION_DETAILS.get(game_id, {}).get(option.id)
    return QCoreApplication.translate(OPTION_CONTEXTS[game_id], text) if text else ""


# Words for an option's non-numeric choices (numbers show as they are).
CHOICE_TEXTS: dict[str, dict[str, dict[str, str]]] = {
    "hearts": {"pass_dir": {
        "cycle": QT_TRANSLATE_NOOP("HeartsOptions", "In turn: left, right, across, no pass"),
        "left": QT_TRANSLATE_NOOP("HeartsOptions", "Always left"),
        "right": QT_TRANSLATE_NOOP("HeartsOptions", "Always right"),
        "across": QT_TRANSLATE_NOOP("HeartsOptions", "Always across"),
    }},
}


def choice_text(game_id: str, option: OptionSpec, choice: object) -> str:
    """How a drop-down shows one choice of an option, in the current language."""
    text = CHOICE_TEXTS.get(game_id, {}).get(option.id, {}).get(str(choice))
    if text is None:
        return str(choice)
    return QCoreApplication.translate(OPTION_CONTEXTS[game_id], text)


def player_counts(spec: GameSpec) -> str:
    """The player counts as a short line, e.g. "2–5 players"."""
    counts = sorted(spec.players)
    runs: list[list[int]] = []
    for count in counts:
        if runs and runs[-1][-1] == count - 1:
            runs[-1].append(count)
        else:
            runs.append([count])
    text = ", ".join(str(r[0]) if len(r) == 1 else f"{r[0]}–{r[-1]}" for r in runs)
    return QCoreApplication.translate("Games", "%1 players").replace("%1", text)
