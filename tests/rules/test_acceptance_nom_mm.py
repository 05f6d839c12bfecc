"""Acceptance audit of `tablecards replay` for Nominations and Mini Misère, written from the specs.

Every record is hand-built (explicit hands and actions) and every expected number or refusal was
derived by hand from `games/nominations/spec.md`, `games/mini_misere/spec.md` (their
Clarifications sections included) and `docs/records-format.md`; comments show the arithmetic.
Nothing here calls the engine's scoring or trick functions: the replay runs only through
`tablecards replay` (in-process, via the helpers of `test_acceptance_records`).

Trick notation: `"L: c1 c2 ..."` means seat L leads c1 and the next seats clockwise play the rest.
Each trick's leader is the seat I worked out as the previous trick's winner, so a trick-winner
disagreement shows up as an out-of-turn refusal. A hand is the cards its seat plays, in play
order, plus any cards left unplayed (`rest`).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.rules.test_acceptance_records import (
    _replay,
    check,
    check_refusal,
    parse_tricks,
    record,
)

# --------------------------------------------------------------------------------------------
# helpers


def _hands(tricks: list[str], n: int, rest: dict[int, str] | None = None) -> list[list[str]]:
    hands: list[list[str]] = [[] for _ in range(n)]
    for seat, card, _ in parse_tricks(tricks, n):
        hands[seat].append(card.split("/")[0])
    for seat, cards in (rest or {}).items():
        hands[seat] += cards.split()
    return hands


def _plays(tricks: list[str], n: int, lot: set[tuple[int, int]] = frozenset()) -> list[dict]:
    """Play actions; a token `JK/S` is a led joker naming spades. `lot` holds (trick, seat)
    pairs whose play declares the Lot (new timing)."""
    actions = []
    for i, (seat, token, _) in enumerate(parse_tricks(tricks, n)):
        card, _, suit = token.partition("/")
        act: dict[str, Any] = {"seat": seat, "play": card}
        if suit:
            act["suit"] = suit
        if (i // n, seat) in lot:
            act["lot"] = True
        actions.append(act)
    return actions


def rotate(deal: dict[str, Any], r: int, n: int = 4) -> dict[str, Any]:
    """The same deal with every seat s moved to (s + r) % n (cards unchanged)."""
    hands = [None] * n
    for s, h in enumerate(deal["hands"]):
        hands[(s + r) % n] = h
    actions = [{**a, "seat": (a["seat"] + r) % n} for a in deal["actions"]]
    return {**deal, "dealer": (deal["dealer"] + r) % n, "hands": hands, "actions": actions}


def rot(values: list, r: int) -> list:
    out = [None] * len(values)
    for s, v in enumerate(values):
        out[(s + r) % len(values)] = v
    return out


# ============================================================================================
# Nominations. Seats N=0, E=1, S=2, W=3. Every deal below is built with dealer W (3), so N calls
# first; in a match deal k is rotated by k seats (the deal passes to the left).


def nom_deal(calls: list[tuple[int, Any]], contract: tuple[int, str, str] | None,
             tricks: list[str], rest: dict[int, str] | None = None,
             dealer: int = 3) -> dict[str, Any]:
    actions: list[dict[str, Any]] = [{"seat": s, "bid": b} for s, b in calls]
    if contract is not None:
        actions.append({"seat": contract[0], "trump": contract[1], "partner": contract[2]})
    actions += _plays(tricks, 4)
    return {"dealer": dealer, "hands": _hands(tricks, 4, rest), "actions": actions}


# Deal A: partnership. N pass, E 10, S pass, W 11, N pass, E pass, S pass -> W declarer at 11
# (three passes after W's 11). W: trumps spades, partner card AH (E holds it). W leads.
# Every trick but the last is one suit (all follow); the last is the four 2s.
NOM_PARTNER = nom_deal(
    [(0, "pass"), (1, 10), (2, "pass"), (3, 11), (0, "pass"), (1, "pass"), (2, "pass")],
    (3, "S", "AH"),
    [
        "3: AS KS QS JS",   # W
        "3: 10S 9S 8S 7S",  # W
        "3: 6S 5S 4S 3S",   # W
        "3: AD KD QD JD",   # W
        "3: 10H 9H AH KH",  # E (AH: partner revealed)
        "1: QH 8H 7H 6H",   # E
        "1: JH 5H 4H 3H",   # E
        "1: AC KC QC JC",   # E
        "1: 10D 9D 8D 7D",  # E
        "1: 4D 5D 3D 6D",   # N (6D)
        "0: 9C 8C 10C 7C",  # S (10C)
        "2: 5C 4C 3C 6C",   # E (6C)
        "1: 2H 2C 2S 2D",   # W: 2S is the only trump
    ],
)
# Tricks N 1, E 6, S 1, W 5. W + E = 11 >= 11 -> W 11, E 11, N 0, S 0 (exactly the bid).
NOM_PARTNER_RESULT = ([1, 6, 1, 5], [0, 11, 0, 11])

# Deal B: secret solo, failed. N 10, E pass, S pass, W pass -> N declarer at 10; trumps diamonds,
# partner card KC which N holds itself (N plays it in trick 5).
NOM_SOLO = nom_deal(
    [(0, 10), (1, "pass"), (2, "pass"), (3, "pass")],
    (0, "D", "KC"),
    [
        "0: AS KS QS JS",   # N
        "0: AH KH QH JH",   # N
        "0: AD KD QD JD",   # N
        "0: AC QC JC 10C",  # N
        "0: KC 9C 8C 7C",   # N (the called card, N's own)
        "0: 10S 9S 8S 7S",  # N
        "0: 10H 9H 8H 7H",  # N
        "0: 10D 9D 8D 7D",  # N
        "0: 3S 6S 4S 5S",   # E
        "1: 3H 6H 4H 5H",   # S
        "2: 3C 6C 4C 5C",   # W
        "3: 3D 4D 6D 5D",   # E
        "1: 2S 2H 2C 2D",   # N: 2D is the only trump
    ],
)
# Tricks N 9, E 2, S 1, W 1. Solo: 9 < 10 -> each of the other three 10, N 0.
NOM_SOLO_RESULT = ([9, 2, 1, 1], [0, 10, 10, 10])

# Deal C: misère, lost in trick 5. N pass, E misere, S pass, W pass, N pass -> E declarer
# (no contract action). No trumps; E leads. E wins trick 5 -> the hand ends at once.
NOM_MISERE_FAIL = nom_deal(
    [(0, "pass"), (1, "misere"), (2, "pass"), (3, "pass"), (0, "pass")],
    None,
    [
        "1: 2S AS KS QS",   # S
        "2: JS 10S 9S 3S",  # S
        "2: AH KH QH 2H",   # S
        "2: AD KD QD 2D",   # S
        "2: 3C 4C 5C AC",   # E wins -> misère lost, hand over
    ],
    rest={0: "8S 7S 6S 5S 4S JH 10H 9H", 1: "8H 7H 6H 5H 4H 3H JD 10D",
          2: "9D 8D 7D 6D 5D 4D 3D KC", 3: "QC JC 10C 9C 8C 7C 6C 2C"},
)
# Tricks so far N 0, E 1, S 4, W 0. Failed misère -> each of the other three 13, E 0.
NOM_MISERE_FAIL_RESULT = ([0, 1, 4, 0], [13, 0, 13, 13])

# Deal D: open misère, made. N open_misere, E, S, W pass -> N declarer; N leads, no trumps.
NOM_OPEN_MISERE = nom_deal(
    [(0, "open_misere"), (1, "pass"), (2, "pass"), (3, "pass")],
    None,
    [
        "0: 3S AS 4S 5S",   # E
        "1: KS 7S 8S 6S",   # E
        "1: QS JS 10S 9S",
        "1: AH KH QH 3H",
        "1: JH 10H 9H 4H",
        "1: 8H 7H 6H 5H",
        "1: AD KD QD 3D",
        "1: JD 10D 9D 4D",
        "1: 8D 7D 6D 5D",
        "1: AC KC QC 3C",
        "1: JC 10C 9C 4C",
        "1: 8C 7C 6C 5C",
        "1: 2S 2H 2D 2C",   # E (led spade, no trumps)
    ],
)
# Tricks N 0, E 13. Open misère made -> N 26, others 0.
NOM_OPEN_MISERE_RESULT = ([0, 13, 0, 0], [26, 0, 0, 0])


def _nom_match(deals: list[dict[str, Any]], options: dict[str, Any] | None = None):
    return record("nominations", 4, [rotate(d, k) for k, d in enumerate(deals)], options)


@pytest.mark.parametrize(("deal", "result"), [
    (NOM_PARTNER, NOM_PARTNER_RESULT),
    (NOM_SOLO, NOM_SOLO_RESULT),
    (NOM_MISERE_FAIL, NOM_MISERE_FAIL_RESULT),
    (NOM_OPEN_MISERE, NOM_OPEN_MISERE_RESULT),
], ids=["partnership", "secret_solo_fail", "misere_fail_early", "open_misere"])
def test_nom_single_deals(tmp_path, capsys, deal, result):
    rc, res, err = _replay(tmp_path, capsys, record("nominations", 4, [deal]))
    assert rc == 0, err
    tricks, points = result
    check(res, [(tricks, points, points)], False, [])


def test_nom_misere_success(tmp_path, capsys):
    # The open-misère deal's cards and play with an ordinary misère bid: N wins no trick -> N 13.
    deal = {**NOM_OPEN_MISERE,
            "actions": [{"seat": 0, "bid": "misere"}, *NOM_OPEN_MISERE["actions"][1:]]}
    rc, res, err = _replay(tmp_path, capsys, record("nominations", 4, [deal]))
    assert rc == 0, err
    check(res, [([0, 13, 0, 0], [13, 0, 0, 0], [13, 0, 0, 0])], False, [])


# The four deals as one match (deal k rotated by k, dealers W, N, E, S):
#   A r0: tricks [1,6,1,5]  points [0,11,0,11]   totals [0,11,0,11]
#   B r1: tricks [1,9,2,1]  points [10,0,10,10]  totals [10,11,10,21]
#   C r2: tricks [4,0,0,1]  points [13,13,13,0]  totals [23,24,23,21]
#   D r3: tricks [13,0,0,0] points [0,0,0,26]    totals [23,24,23,47]
NOM_MATCH = [
    ([1, 6, 1, 5], [0, 11, 0, 11], [0, 11, 0, 11]),
    ([1, 9, 2, 1], [10, 0, 10, 10], [10, 11, 10, 21]),
    ([4, 0, 0, 1], [13, 13, 13, 0], [23, 24, 23, 21]),
    ([13, 0, 0, 0], [0, 0, 0, 26], [23, 24, 23, 47]),
]
NOM_DEALS = [NOM_PARTNER, NOM_SOLO, NOM_MISERE_FAIL, NOM_OPEN_MISERE]


@pytest.mark.parametrize(("options", "over", "winners"), [
    ({}, False, []),                          # default 8 deals: 4 played
    ({"end_after_deals": True}, False, []),   # true = 8
    ({"end_after_deals": 4}, True, [3]),      # 4 deals: W 47 highest
    ({"end_at_score": True}, False, []),      # 100 not reached
    ({"end_at_score": 47}, True, [3]),        # W reaches 47 in the last deal
])
def test_nom_match_length(tmp_path, capsys, options, over, winners):
    rc, res, err = _replay(tmp_path, capsys, _nom_match(NOM_DEALS, options))
    assert rc == 0, err
    check(res, NOM_MATCH, over, winners)
    assert [d["dealer"] for d in res["deals"]] == [3, 0, 1, 2]


def test_nom_end_at_score_stops_the_match(tmp_path, capsys):
    # end_at_score 21: after deal 1 W has 21 -> over, W wins; deal 2's first action is refused.
    rc, res, err = _replay(tmp_path, capsys, _nom_match(NOM_DEALS[:2], {"end_at_score": 21}))
    assert rc == 0, err
    check(res, NOM_MATCH[:2], True, [3])
    rc, _, err = _replay(tmp_path, capsys, _nom_match(NOM_DEALS[:3], {"end_at_score": 21}))
    check_refusal(rc, err, 2, 0)


def test_nom_draw_at_the_target(tmp_path, capsys):
    # end_at_score 11: after deal A, E and W both have 11 -> game over, draw, both win.
    rc, res, err = _replay(tmp_path, capsys, _nom_match(NOM_DEALS[:1], {"end_at_score": 11}))
    assert rc == 0, err
    check(res, NOM_MATCH[:1], True, [1, 3])


def test_nom_both_lengths_is_an_error(tmp_path, capsys):
    rc, _, err = _replay(tmp_path, capsys, _nom_match(
        NOM_DEALS[:1], {"end_after_deals": 4, "end_at_score": 50}))
    assert rc == 2 and len(err.strip().splitlines()) == 1 and "Traceback" not in err


# --- Double hand ----------------------------------------------------------------------------

SUITS = "SHDC"
RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]


def _suit(s: str) -> list[str]:
    return [r + s for r in RANKS]


def test_nom_double_hand_example13_misere_lost_doubled(tmp_path, capsys):
    # Spec example 13: dealer W; N all hearts, E all clubs, S all diamonds, W all spades.
    # Four passes, S (dealer's right) cuts 20. Pile (top first) AS..2S AD..2D AC..2C AH..2H;
    # cut 20 -> 7D 6D 5D 4D 3D 2D, AC..2C, AH..2H, AS..2S, AD..8D. 3-3-3-4 from N:
    #   N 7D 6D 5D | 8C 7C 6C | 9H 8H 7H | 10S 9S 8S 7S
    #   E 4D 3D 2D | 5C 4C 3C | 6H 5H 4H | 6S 5S 4S 3S
    #   S AC KC QC | 2C AH KH | 3H 2H AS | 2S AD KD QD
    #   W JC 10C 9C| QH JH 10H| KS QS JS | JD 10D 9D 8D
    # New auction (N first): N pass, E pass, S misere, W pass, N pass, E pass -> S declares.
    # S leads AS; W must follow (KS), N 10S, E 6S -> S wins trick 1 -> misère lost at once.
    # Doubled: each of N, E, W 13*2 = 26, S 0. Tricks are the double hand's: S 1.
    hands = [_suit("H"), _suit("C"), _suit("D"), _suit("S")]
    actions = [{"seat": s, "bid": "pass"} for s in (0, 1, 2, 3)]
    actions.append({"seat": 2, "cut": 20})
    actions += [{"seat": s, "bid": b} for s, b in
                [(0, "pass"), (1, "pass"), (2, "misere"), (3, "pass"), (0, "pass"), (1, "pass")]]
    actions += _plays(["2: AS KS 10S 6S"], 4)
    rc, res, err = _replay(tmp_path, capsys, record(
        "nominations", 4, [{"dealer": 3, "hands": hands, "actions": actions}]))
    assert rc == 0, err
    check(res, [([0, 0, 1, 0], [26, 26, 0, 26], [26, 26, 0, 26])], False, [])


# My own redeal: dealer E (1), so the dealer's left is S (2) and the dealer's right N (0) cuts.
# Original hands (any order):
#   N: all aces, kings, queens + JS     E: JH JC JD, all 10s, all 9s, 8S 8H
#   S: 8C 8D, all 7s, all 6s, 5S 5H 5C  W: 5D, all 4s, all 3s, all 2s
# Sorted ♥ ♣ ♦ ♠, high to low (top card = leftmost):
#   N: AH KH QH AC KC QC AD KD QD AS KS QS JS
#   E: JH 10H 9H 8H JC 10C 9C JD 10D 9D 10S 9S 8S
#   S: 7H 6H 5H 8C 7C 6C 5C 8D 7D 6D 7S 6S 5S
#   W: 4H 3H 2H 4C 3C 2C 5D 4D 3D 2D 4S 3S 2S
# Stack: dealer's left (S) at the bottom, then W, then N, the dealer E on top:
#   pile = E(1-13) N(14-26) W(27-39) S(40-52). N cuts k = 15: cards 1-15 go under, so the pile
#   starts at card 16 (N's QH):
#    1 QH  2 AC  3 KC  4 QC  5 AD  6 KD  7 QD  8 AS  9 KS 10 QS 11 JS          (N 3..13)
#   12 4H 13 3H 14 2H 15 4C 16 3C 17 2C 18 5D 19 4D 20 3D 21 2D 22 4S 23 3S 24 2S   (W)
#   25 7H 26 6H 27 5H 28 8C 29 7C 30 6C 31 5C 32 8D 33 7D 34 6D 35 7S 36 6S 37 5S   (S)
#   38 JH 39 10H 40 9H 41 8H 42 JC 43 10C 44 9C 45 JD 46 10D 47 9D 48 10S 49 9S 50 8S (E)
#   51 AH 52 KH                                                                 (N 1..2)
# Dealt 3-3-3-4 from S (order S, W, N, E):
#   S: 1-3 QH AC KC | 13-15 3H 2H 4C | 25-27 7H 6H 5H | 37-40 5S JH 10H 9H
#   W: 4-6 QC AD KD | 16-18 3C 2C 5D | 28-30 8C 7C 6C | 41-44 8H JC 10C 9C
#   N: 7-9 QD AS KS | 19-21 4D 3D 2D | 31-33 5C 8D 7D | 45-48 JD 10D 9D 10S
#   E: 10-12 QS JS 4H | 22-24 4S 3S 2S | 34-36 6D 7S 6S | 49-52 9S 8S AH KH
# By suit: N ♠ AS KS 10S ♦ QD JD 10D 9D 8D 7D 4D 3D 2D ♣ 5C
#          E ♠ QS JS 9S 8S 7S 6S 4S 3S 2S ♥ AH KH 4H ♦ 6D
#          S ♠ 5S ♥ QH JH 10H 9H 7H 6H 5H 3H 2H ♣ AC KC 4C
#          W ♥ 8H ♦ AD KD 5D ♣ QC JC 10C 9C 8C 7C 6C 3C 2C
# Double hand's auction from S: S pass, W pass, N 10, E pass, S pass, W pass -> N declares 10,
# no trump, partner AD (W). All 52 cards are played, so every redealt card is checked.
DH_ORIGINAL = [
    [r + s for r in ["A", "K", "Q"] for s in SUITS] + ["JS"],
    ["JH", "JC", "JD"] + [r + s for r in ("10", "9") for s in SUITS] + ["8S", "8H"],
    ["8C", "8D"] + [r + s for r in ("7", "6") for s in SUITS] + ["5S", "5H", "5C"],
    ["5D"] + [r + s for r in ("4", "3", "2") for s in SUITS],
]
DH_TRICKS = [
    "0: QD 6D 2H 5D",   # N
    "0: JD 2S 3H KD",   # W
    "3: AD 2D 3S 5H",   # W (partner card)
    "3: QC 5C 4S AC",   # S
    "2: KC 2C 3D 6S",   # S
    "2: 4C JC 4D 7S",   # W
    "3: 10C 7D 8S 6H",  # W
    "3: 9C 8D 4H 7H",   # W
    "3: 8C 9D JS 9H",   # W
    "3: 8H 10D AH 10H",  # E
    "1: QS 5S 3C AS",   # N
    "0: KS 9S JH 6C",   # N
    "0: 10S KH QH 7C",  # N
]
# Tricks N 4, E 1, S 2, W 6. N + W = 10 >= 10 -> made, doubled: N 20, W 20, E 0, S 0.


def _dh_deal(second_pass: bool = False) -> dict[str, Any]:
    actions: list[dict[str, Any]] = [{"seat": s, "bid": "pass"} for s in (2, 3, 0, 1)]
    actions.append({"seat": 0, "cut": 15})
    actions += [{"seat": s, "bid": b} for s, b in
                [(2, "pass"), (3, "pass"), (0, 10), (1, "pass"), (2, "pass"), (3, "pass")]]
    actions.append({"seat": 0, "trump": "none", "partner": "AD"})
    actions += _plays(DH_TRICKS, 4)
    return {"dealer": 1, "hands": DH_ORIGINAL, "actions": actions}


def test_nom_double_hand_own_redeal(tmp_path, capsys):
    # sanity of my own redealt hands: they are what the tricks use
    assert sorted(c for h in _hands(DH_TRICKS, 4) for c in h) == sorted(
        c for h in DH_ORIGINAL for c in h)
    rc, res, err = _replay(tmp_path, capsys, record("nominations", 4, [_dh_deal()]))
    assert rc == 0, err
    check(res, [([4, 1, 2, 6], [20, 0, 0, 20], [20, 0, 0, 20])], False, [])


def test_nom_double_hand_counts_once(tmp_path, capsys):
    # The double hand is one deal towards end_after_deals: 4 deals = double hand (dealer E) +
    # deals A, B, C rotated to dealers S, W, N.
    #   DH:        [20,0,0,20]
    #   A r3 (dealer S): seat s -> s+3: [0,11,0,11] -> [11,0,11,0]   totals [31,0,11,20]
    #   B r0 (dealer W): [0,10,10,10]                               totals [31,10,21,30]
    #   C r1 (dealer N): [13,0,13,13] -> [13,13,0,13]               totals [44,23,21,43]
    #   -> 4 deals played: over, N wins with 44
    deals = [_dh_deal(), rotate(NOM_PARTNER, 3), NOM_SOLO, rotate(NOM_MISERE_FAIL, 1)]
    rc, res, err = _replay(tmp_path, capsys, record("nominations", 4, deals,
                                                    {"end_after_deals": 4}))
    assert rc == 0, err
    check(res, [
        ([4, 1, 2, 6], [20, 0, 0, 20], [20, 0, 0, 20]),
        (rot([1, 6, 1, 5], 3), [11, 0, 11, 0], [31, 0, 11, 20]),
        ([9, 2, 1, 1], [0, 10, 10, 10], [31, 10, 21, 30]),
        (rot([0, 1, 4, 0], 1), [13, 13, 0, 13], [44, 23, 21, 43]),
    ], True, [0])


# --- Refusals --------------------------------------------------------------------------------

# Spec example 11 as a deal: N bids 10, trumps hearts. N leads QC; E has no club but 5H and AS.
MT_HANDS = [
    _suit("C"),
    ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5H", "4H", "3H", "2H"],
    ["5S", "4S", "3S", "2S", "AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H", "6H"],
    _suit("D"),
]


def _mt_deal(trump: str, *plays: tuple[int, str]) -> dict[str, Any]:
    actions: list[dict[str, Any]] = [{"seat": 0, "bid": 10}] + [
        {"seat": s, "bid": "pass"} for s in (1, 2, 3)]
    actions.append({"seat": 0, "trump": trump, "partner": "AH"})
    actions += [{"seat": s, "play": c} for s, c in plays]
    return {"dealer": 3, "hands": MT_HANDS, "actions": actions}


def test_nom_must_trump_refusal(tmp_path, capsys):
    # actions: 0-3 auction, 4 contract, 5 N QC, 6 E AS -> refused: E must trump (hearts).
    rc, _, err = _replay(tmp_path, capsys, record(
        "nominations", 4, [_mt_deal("H", (0, "QC"), (1, "AS"))]))
    check_refusal(rc, err, 0, 6, "trump")


def test_nom_must_trump_accepts_a_trump_and_options(tmp_path, capsys):
    # E trumps 5H, S (no clubs, holds hearts) must trump too: AH. W (diamonds only) any.
    deal = _mt_deal("H", (0, "QC"), (1, "5H"), (2, "AH"), (3, "2D"))
    rc, res, err = _replay(tmp_path, capsys, record("nominations", 4, [deal]))
    assert rc == 0, err
    assert res["deals"][0]["tricks"] == [0, 0, 1, 0] and res["deals"][0]["complete"] is False
    # S discarding 4S while holding hearts is refused (action 7)
    deal = _mt_deal("H", (0, "QC"), (1, "5H"), (2, "4S"))
    rc, _, err = _replay(tmp_path, capsys, record("nominations", 4, [deal]))
    check_refusal(rc, err, 0, 7, "trump")
    # no_must_trump: E may discard AS; no trump: likewise
    for trump, options in (("H", {"no_must_trump": True}), ("none", {})):
        deal = _mt_deal(trump, (0, "QC"), (1, "AS"), (2, "4S"), (3, "2D"))
        rc, res, err = _replay(tmp_path, capsys, record("nominations", 4, [deal], options))
        assert rc == 0, err
        assert res["deals"][0]["tricks"] == [1, 0, 0, 0]  # QC the only club


def _partner_prefix(n: int) -> dict[str, Any]:
    deal = dict(NOM_PARTNER)
    deal["actions"] = NOM_PARTNER["actions"][:n]
    return deal


@pytest.mark.parametrize(("index", "action"), [
    (9, {"seat": 0, "play": "9H"}),            # N holds spades: must follow spades
    (3, {"seat": 3, "bid": 10}),                # not higher than E's 10
    (1, {"seat": 1, "bid": 9}),                 # below the ladder's minimum 10
    (1, {"seat": 1, "bid": 14}),                # above 13
    (1, {"seat": 2, "bid": 10}),                # out of turn (E calls second)
    (7, {"seat": 3, "trump": "S"}),             # contract needs a partner card too
    (7, {"seat": 0, "trump": "S", "partner": "AH"}),  # only the declarer (W) announces
    (8, {"seat": 0, "play": "KS"}),             # the declarer leads the first trick
    (7, {"seat": 3, "play": "AS"}),             # the contract comes before the first lead
    (1, {"seat": 1, "cut": 5}),                 # a cut only after four passes
])
def test_nom_refusals(tmp_path, capsys, index, action):
    deal = _partner_prefix(index)
    deal["actions"] = deal["actions"] + [action]
    rc, _, err = _replay(tmp_path, capsys, record("nominations", 4, [deal]))
    check_refusal(rc, err, 0, index)
    if index == 9:
        assert "spade" in err.lower()


@pytest.mark.parametrize(("index", "action"), [
    (1, {"seat": 1, "bid": "misere"}),       # after open misère only passes
    (4, {"seat": 0, "trump": "S", "partner": "AH"}),  # open misère declarer sends no contract
])
def test_nom_open_misere_refusals(tmp_path, capsys, index, action):
    deal = dict(NOM_OPEN_MISERE)
    deal["actions"] = [*NOM_OPEN_MISERE["actions"][:index], action]
    rc, _, err = _replay(tmp_path, capsys, record("nominations", 4, [deal]))
    check_refusal(rc, err, 0, index)


@pytest.mark.parametrize(("action"), [
    {"seat": 1, "cut": 5},     # the dealer's right is S (2), not E
    {"seat": 2, "cut": 0},     # 1 <= k <= 51
    {"seat": 2, "cut": 52},
])
def test_nom_cut_refusals(tmp_path, capsys, action):
    actions = [{"seat": s, "bid": "pass"} for s in (0, 1, 2, 3)] + [action]
    hands = [_suit("H"), _suit("C"), _suit("D"), _suit("S")]
    rc, _, err = _replay(tmp_path, capsys, record(
        "nominations", 4, [{"dealer": 3, "hands": hands, "actions": actions}]))
    check_refusal(rc, err, 0, 4)


def test_nom_misere_has_no_contract_and_ends_the_deal(tmp_path, capsys):
    # After the misère is lost in trick 5 the deal is over; a further play is refused.
    deal = dict(NOM_MISERE_FAIL)
    deal["actions"] = NOM_MISERE_FAIL["actions"] + [{"seat": 1, "play": "8H"}]
    rc, _, err = _replay(tmp_path, capsys, record("nominations", 4, [deal]))
    check_refusal(rc, err, 0, 25)  # 5 calls + 20 plays
    deal = dict(NOM_MISERE_FAIL)
    deal["actions"] = [*NOM_MISERE_FAIL["actions"][:5],
                       {"seat": 1, "trump": "none", "partner": "AS"}]
    rc, _, err = _replay(tmp_path, capsys, record("nominations", 4, [deal]))
    check_refusal(rc, err, 0, 5)


# ============================================================================================
# Mini Misère. Four players: N=0, E=1, S=2, W=3, dealer W, N leads. Five players: P0..P4,
# dealer P4, P0 leads.


def mm_deal(n: int, tricks: list[str], lot: set[tuple[int, int]] = frozenset(),
            answers: list[tuple[int, bool]] = (), dealer: int | None = None,
            hands: list[list[str]] | None = None) -> dict[str, Any]:
    actions: list[dict[str, Any]] = [{"seat": s, "lot": a} for s, a in answers]
    actions += _plays(tricks, n, lot)
    return {"dealer": n - 1 if dealer is None else dealer,
            "hands": hands or _hands(tricks, n), "actions": actions}


def _mm(n: int, deals: list[dict[str, Any]], options: dict[str, Any] | None = None):
    return record("mini_misere", n, deals, options)


# 4p new, hand A (no Lot). Led 2s win (T1, T4), a 2 that follows is lowest (T2: 2C).
MM_A = [
    "0: 2H AH KH QH",   # N (led 2)
    "0: QC 2C KC 10C",  # S (KC; the 2C is lowest)
    "2: AS 2S KS QS",   # S
    "2: 2D AD KD QD",   # S (led 2)
    "2: JS 10S 10H JH",  # S (N, E have no spades left)
    "2: JD AC JC 10D",  # S (JD over 10D)
]
# Tricks N 1, E 0, S 5, W 0 -> table 4p new: 1->1, 0->6, 5->10 -> [1, 6, 10, 6].
MM_A_RESULT = ([1, 0, 5, 0], [1, 6, 10, 6])

# 4p new, hand L: N holds the four 2s, AS, AH.
MM_L = [
    "0: 2H KH JH 10C",
    "0: 2C AC QC 10D",
    "0: 2D AD QD KS",
    "0: 2S KD JD QS",
    "0: AS QH 10H JS",
    "0: AH KC JC 10S",
]
MM_L_HANDS = _hands(MM_L, 4)


@pytest.mark.parametrize(("lot", "options", "result"), [
    # no Lot: tricks (1,0,5,0) -> [1,6,10,6]
    (set(), {}, (MM_A_RESULT[0], MM_A_RESULT[1], MM_A_RESULT[1])),
    # N (leading 2H) and S (following KH) both declare: S loses T1, N loses T2 -> stop after T2.
    # All declarers failed -> non-declarers E, W 6 each, N and S 0. Tricks so far N 1, S 1.
    ({(0, 0), (0, 2)}, {}, ([1, 0, 1, 0], [0, 6, 0, 6], [0, 6, 0, 6])),
    # the same with lot_play_out: all six tricks, still [0,6,0,6]
    ({(0, 0), (0, 2)}, {"lot_play_out": True}, ([1, 0, 5, 0], [0, 6, 0, 6], [0, 6, 0, 6])),
    # lot_stop_early switched off = lot_play_out
    ({(0, 0), (0, 2)}, {"lot_stop_early": False},
     ([1, 0, 5, 0], [0, 6, 0, 6], [0, 6, 0, 6])),
])
def test_mm_4p_new_hand_a(tmp_path, capsys, lot, options, result):
    deal = mm_deal(4, MM_A if not (lot and not options) else MM_A[:2], lot,
                   hands=_hands(MM_A, 4))
    rc, res, err = _replay(tmp_path, capsys, _mm(4, [deal], options))
    assert rc == 0, err
    check(res, [result], False, [])


@pytest.mark.parametrize(("lot", "n_tricks", "result"), [
    # no Lot: N takes all 6 -> 0, the others 0 tricks -> 6 each
    (set(), 6, ([6, 0, 0, 0], [0, 6, 6, 6])),
    # N declares with its first card and wins all 6 -> N 12, others 0
    ({(0, 0)}, 6, ([6, 0, 0, 0], [12, 0, 0, 0])),
    # E declares while following (KH): loses T1 -> stop -> E 0, N, S, W 6 (spec example 10)
    ({(0, 1)}, 1, ([1, 0, 0, 0], [6, 0, 6, 6])),
])
def test_mm_4p_new_lot_on_first_play(tmp_path, capsys, lot, n_tricks, result):
    deal = mm_deal(4, MM_L[:n_tricks], lot, hands=MM_L_HANDS)
    rc, res, err = _replay(tmp_path, capsys, _mm(4, [deal]))
    assert rc == 0, err
    check(res, [(result[0], result[1], result[1])], False, [])


@pytest.mark.parametrize(("answers", "n_tricks", "result"), [
    # new rules with the old timing. N accepts (nobody else asked), wins all -> 12
    ([(0, True)], 6, ([6, 0, 0, 0], [12, 0, 0, 0])),
    # N declines, E accepts (S, W not asked); N still leads, wins T1 -> E failed -> stop
    ([(0, False), (1, True)], 1, ([1, 0, 0, 0], [6, 0, 6, 6])),
    # all decline, the dealer last -> table: N 6 tricks -> 0, others 6
    ([(0, False), (1, False), (2, False), (3, False)], 6, ([6, 0, 0, 0], [0, 6, 6, 6])),
])
def test_mm_4p_new_lot_before_first_lead(tmp_path, capsys, answers, n_tricks, result):
    deal = mm_deal(4, MM_L[:n_tricks], answers=answers, hands=MM_L_HANDS)
    rc, res, err = _replay(tmp_path, capsys, _mm(4, [deal], {"lot_before_first_lead": True}))
    assert rc == 0, err
    check(res, [(result[0], result[1], result[1])], False, [])


@pytest.mark.parametrize(("options", "actions", "index"), [
    # old timing: a play before the question is closed
    ({"lot_before_first_lead": True}, [{"seat": 0, "play": "2H"}], 0),
    # old timing: after E accepted, S is not asked
    ({"lot_before_first_lead": True},
     [{"seat": 0, "lot": False}, {"seat": 1, "lot": True}, {"seat": 2, "lot": False}], 2),
    # old timing: out of order (E before N)
    ({"lot_before_first_lead": True}, [{"seat": 1, "lot": False}], 0),
    # new timing: a bare Lot question answer
    ({}, [{"seat": 0, "lot": True}], 0),
    # new timing: declaring on trick 2 (N's second card)
    ({}, [*_plays(MM_L[:1], 4), {"seat": 0, "play": "2C", "lot": True}], 4),
    # both timings on
    ({"lot_before_first_lead": True, "lot_on_first_play": True}, [], None),
])
def test_mm_lot_refusals(tmp_path, capsys, options, actions, index):
    deal = {"dealer": 3, "hands": MM_L_HANDS, "actions": actions}
    rc, _, err = _replay(tmp_path, capsys, _mm(4, [deal], options))
    if index is None:
        assert rc == 2 and len(err.strip().splitlines()) == 1 and "Traceback" not in err
    else:
        check_refusal(rc, err, 0, index)


def test_mm_4p_new_must_follow_refusal(tmp_path, capsys):
    # hand A, T1: N leads 2H, E holds AH and tries AC -> must follow hearts (action 1)
    deal = {"dealer": 3, "hands": _hands(MM_A, 4),
            "actions": [{"seat": 0, "play": "2H"}, {"seat": 1, "play": "10D"}]}
    rc, _, err = _replay(tmp_path, capsys, _mm(4, [deal]))
    check_refusal(rc, err, 0, 1, "heart")


# 4p new game: hand A rotated by k for deals 0-3 (dealers W, N, E, S):
#   r0 [1,6,10,6]  -> [1,6,10,6]     r1 [6,1,6,10] -> [7,7,16,16]
#   r2 [10,6,1,6]  -> [17,13,17,22]  r3 [6,10,6,1] -> [23,23,23,23]
# deal 4 (dealer W): hand L, E declares on KH and fails in T1 -> [6,0,6,6] -> [29,23,29,29]:
#   29 >= 25 but N, S, W share the top -> play on (spec 7).
# deal 5 (dealer N): hand L rotated by 1, the declarer (seat 1) makes the Lot -> [0,12,0,0]
#   -> [29,35,29,29]: E alone on top, >= 25 -> over, E wins.
def _mm_game() -> list[dict[str, Any]]:
    a = mm_deal(4, MM_A)
    return [rotate(a, k) for k in range(4)] + [
        mm_deal(4, MM_L[:1], {(0, 1)}, hands=MM_L_HANDS),
        rotate(mm_deal(4, MM_L, {(0, 0)}), 1),
    ]


def test_mm_4p_new_game_end_with_a_tie_on_top(tmp_path, capsys):
    rc, res, err = _replay(tmp_path, capsys, _mm(4, _mm_game()))
    assert rc == 0, err
    check(res, [
        ([1, 0, 5, 0], [1, 6, 10, 6], [1, 6, 10, 6]),
        ([0, 1, 0, 5], [6, 1, 6, 10], [7, 7, 16, 16]),
        ([5, 0, 1, 0], [10, 6, 1, 6], [17, 13, 17, 22]),
        ([0, 5, 0, 1], [6, 10, 6, 1], [23, 23, 23, 23]),
        ([1, 0, 0, 0], [6, 0, 6, 6], [29, 23, 29, 29]),
        ([0, 6, 0, 0], [0, 12, 0, 0], [29, 35, 29, 29]),
    ], True, [1])
    # one more deal after the end is refused
    deals = [*_mm_game(), rotate(mm_deal(4, MM_A), 2)]
    rc, _, err = _replay(tmp_path, capsys, _mm(4, deals))
    check_refusal(rc, err, 6, 0)


# 4p old (A K Q J 10 9 2, 7 cards, table 7 1 2 3 8 10 12 0, Lot 14/7, game 31).
MM_OLD4 = [
    "0: 2S AS KS QS",   # N (led 2)
    "0: 9H AH KH QH",   # E
    "1: 2D 9D AD KD",   # E (led 2)
    "1: JS 10S 9S 2H",  # E
    "1: 9C 10C AC KC",  # W
    "3: QD 10D JC JD",  # W
    "3: 10H JH QC 2C",  # N (JH; 2C not led)
]
NO_LOT_4 = [(0, False), (1, False), (2, False), (3, False)]


@pytest.mark.parametrize(("answers", "n_tricks", "result"), [
    # tricks N 2, E 3, S 0, W 2 -> 2, 3, 7, 2
    (NO_LOT_4, 7, ([2, 3, 0, 2], [2, 3, 7, 2])),
    # N declines, E accepts; N leads and wins T1 -> E failed, stop -> 7 to N, S, W
    ([(0, False), (1, True)], 1, ([1, 0, 0, 0], [7, 0, 7, 7])),
])
def test_mm_4p_old(tmp_path, capsys, answers, n_tricks, result):
    deal = mm_deal(4, MM_OLD4[:n_tricks], answers=answers, hands=_hands(MM_OLD4, 4))
    rc, res, err = _replay(tmp_path, capsys, _mm(4, [deal], {"old_rules": True}))
    assert rc == 0, err
    check(res, [(result[0], result[1], result[1])], False, [])
    # {"new_rules": false} selects the old rules (and their timing) as well
    rc, res2, err = _replay(tmp_path, capsys, _mm(4, [deal], {"new_rules": False}))
    assert rc == 0, err
    assert res2 == res


def test_mm_4p_old_lot_success_14(tmp_path, capsys):
    # old rules with the new timing: hand L plus the four 9s played in a seventh trick that N
    # leads: "0: 9H 9C 9D 9S" -> N (only heart). The 9s go where they keep hand L's voids legal
    # (W is void in hearts/clubs/diamonds from T1-T3, E and S in spades from T4 and hearts at T6).
    # N declared with 2H and wins all 7 -> 14, others 0.
    tricks = [*MM_L, "0: 9H 9C 9D 9S"]
    deal = mm_deal(4, tricks, {(0, 0)})
    rc, res, err = _replay(tmp_path, capsys, _mm(4, [deal], {"old_rules": True,
                                                               "lot_on_first_play": True}))
    assert rc == 0, err
    check(res, [([7, 0, 0, 0], [14, 0, 0, 0], [14, 0, 0, 0])], False, [])
    # without the Lot: N 7 tricks -> 0, the others 0 tricks -> 7 each
    deal = mm_deal(4, tricks)
    rc, res, err = _replay(tmp_path, capsys, _mm(4, [deal], {"old_rules": True,
                                                               "lot_on_first_play": True}))
    assert rc == 0, err
    check(res, [([7, 0, 0, 0], [0, 7, 7, 7], [0, 7, 7, 7])], False, [])


# 5p new (A K Q J 10 2 + JK, 5 cards; table 5 1 2 6 8 0; Lot 10/5).
MM_NEW5_A = [
    "0: JK 10S AH 2C KD",   # P0: led joker wins; P1 plays 10S holding hearts (no duty)
    "0: QC AC KC JC 10C",   # P1
    "1: 2S AS KS QS JS",    # P1 (led 2)
    "1: AD QD JD 10D 2D",   # P1
    "1: 10H KH QH JH 2H",   # P2
]
# Tricks P0 1, P1 3, P2 1 -> 1, 6, 1, 5, 5
MM_NEW5_B = [
    "0: KD JK AD 10D 2D",   # P2: JK (P1 void in diamonds) loses
    "2: AS KS QS JS 10S",   # P2
    "2: 2S AH KH QH JH",    # P2 (led 2)
    "2: AC KC QC JC 10C",   # P2
    "2: 2C QD JD 10H 2H",   # P2 (led 2)
]
# P2 wins all 5 without a Lot -> 0, the others 5 each


@pytest.mark.parametrize(("tricks", "lot", "n_tricks", "result"), [
    (MM_NEW5_A, set(), 5, ([1, 3, 1, 0, 0], [1, 6, 1, 5, 5])),
    (MM_NEW5_B, set(), 5, ([0, 0, 5, 0, 0], [5, 5, 0, 5, 5])),
    # P2 declares with AD in trick 1 and takes all 5 -> 10, others 0
    (MM_NEW5_B, {(0, 2)}, 5, ([0, 0, 5, 0, 0], [0, 0, 10, 0, 0])),
    # P0 declares with KD and loses T1 -> stop -> 5 to each of the other four
    (MM_NEW5_B, {(0, 0)}, 1, ([0, 0, 1, 0, 0], [0, 5, 5, 5, 5])),
])
def test_mm_5p_new(tmp_path, capsys, tricks, lot, n_tricks, result):
    deal = mm_deal(5, tricks[:n_tricks], lot, hands=_hands(tricks, 5))
    rc, res, err = _replay(tmp_path, capsys, _mm(5, [deal]))
    assert rc == 0, err
    check(res, [(result[0], result[1], result[1])], False, [])


def test_mm_5p_new_joker_refusals(tmp_path, capsys):
    hands = _hands(MM_NEW5_B, 5)
    # swap JK (P1) and 2D (P4): on P0's KD, P4 holds JD and may not play the joker (action 4)
    hands[1] = ["2D" if c == "JK" else c for c in hands[1]]
    hands[4] = ["JK" if c == "2D" else c for c in hands[4]]
    actions = _plays(["0: KD 2D AD 10D JK"], 5)
    rc, _, err = _replay(tmp_path, capsys, _mm(5, [{"dealer": 4, "hands": hands,
                                                    "actions": actions}]))
    check_refusal(rc, err, 0, 4, "diamond")
    # a named suit on a led joker is illegal under the new rules (hand A, action 0)
    actions = [{"seat": 0, "play": "JK", "suit": "S"}]
    rc, _, err = _replay(tmp_path, capsys, _mm(5, [{"dealer": 4, "hands": _hands(MM_NEW5_A, 5),
                                                    "actions": actions}]))
    check_refusal(rc, err, 0, 0)


# 5p old (A K Q J 10 9 + JK; old joker; the 9 is simply lowest; old timing by default).
MM_OLD5_C = [
    "0: JK/S 9S AD KS QS",  # P0: led joker names spades; P1 must (and does) follow with 9S
    "0: AS JS 9H 10S KH",   # P0
    "0: 9C AC KC QC JC",    # P1
    "1: 10C AH QH JH 10H",  # P1 (only club)
    "1: 9D KD QD JD 10D",   # P2
]
# Tricks P0 2, P1 2, P2 1 -> 2, 2, 1, 5, 5
MM_OLD5_D = [
    "0: QD JK KD JD AS",    # P2: P1 plays the joker holding 10D (legal, loses)
    "2: 9H 10H JH KS KC",   # P4 (JH; the led 9 has no power)
    "4: AH QS QC KH QH",    # P4
    "4: JS 10S 10D 9S AD",  # P4
    "4: 9C 9D AC JC 10C",   # P1
]
# Tricks P1 1, P2 1, P4 3 -> 5, 1, 1, 5, 6
NO_LOT_5 = [(s, False) for s in range(5)]


@pytest.mark.parametrize(("tricks", "answers", "n_tricks", "result"), [
    (MM_OLD5_C, NO_LOT_5, 5, ([2, 2, 1, 0, 0], [2, 2, 1, 5, 5])),
    (MM_OLD5_D, NO_LOT_5, 5, ([0, 1, 1, 0, 3], [5, 1, 1, 5, 6])),
    # the dealer P4 (asked last) accepts; P2 wins T1 -> stop -> 5 to P0..P3, P4 0
    (MM_OLD5_D, [(s, False) for s in range(4)] + [(4, True)], 1,
     ([0, 0, 1, 0, 0], [5, 5, 5, 5, 0])),
])
def test_mm_5p_old(tmp_path, capsys, tricks, answers, n_tricks, result):
    deal = mm_deal(5, tricks[:n_tricks], answers=answers, hands=_hands(tricks, 5))
    rc, res, err = _replay(tmp_path, capsys, _mm(5, [deal], {"old_rules": True}))
    assert rc == 0, err
    check(res, [(result[0], result[1], result[1])], False, [])


@pytest.mark.parametrize(("plays", "index", "words"), [
    ([{"seat": 0, "play": "JK"}], 5, ()),                           # led joker needs a suit
    ([{"seat": 0, "play": "JK", "suit": "S"}, {"seat": 1, "play": "AC"}], 6, ("spade",)),
    ([{"seat": 0, "play": "AS", "suit": "S"}], 5, ()),             # a suit only on a joker
])
def test_mm_5p_old_joker_refusals(tmp_path, capsys, plays, index, words):
    deal = {"dealer": 4, "hands": _hands(MM_OLD5_C, 5),
            "actions": [{"seat": s, "lot": False} for s in range(5)] + plays}
    rc, _, err = _replay(tmp_path, capsys, _mm(5, [deal], {"old_rules": True}))
    check_refusal(rc, err, 0, index, *words)


def test_mm_bad_player_count(tmp_path, capsys):
    rc, _, err = _replay(tmp_path, capsys, record("mini_misere", 3, [], {}))
    assert rc == 2 and len(err.strip().splitlines()) == 1 and "Traceback" not in err
