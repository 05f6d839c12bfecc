"""Acceptance audit of `tablecards replay` for Ninety-Nine and Tressette, written from the specs.

Every record here is hand-built: explicit hands (derived from the tricks written out below),
explicit stock, explicit actions. Every expected number was worked out by hand from
`games/ninety_nine/spec.md`, `games/tressette/spec.md` and `docs/records-format.md`; the comments
show the arithmetic. Nothing here calls the engine's scoring or trick-winner functions: the
replay is driven only through `tablecards replay` (`tablecards.cli.main`, in-process).

Conventions of the helpers:
- A trick is written `"L: c1 c2 c3"`: seat L leads c1, the next seats clockwise play c2, c3...
  The seat that leads a trick is the seat I worked out as the winner of the previous trick, so a
  trick-winner disagreement shows up as an out-of-turn refusal.
- A card written `QS*` is played with `"snap": true` (Naughty Nun).
- A seat's hand is its bid cards followed by the cards it plays, in play order.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tablecards.cli import main

# --------------------------------------------------------------------------------------------
# helpers


def _replay(tmp_path: Path, capsys: pytest.CaptureFixture[str], record: dict[str, Any]):
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    capsys.readouterr()
    rc = main(["replay", str(path)])
    out, err = capsys.readouterr()
    result = json.loads(out) if rc == 0 else None
    return rc, result, err


def record(game: str, players: int, deals: list[dict[str, Any]],
           options: dict[str, Any] | None = None) -> dict[str, Any]:
    return {
        "format": "tablecards-record",
        "version": 1,
        "game": game,
        "players": players,
        "options": options or {},
        "deals": deals,
    }


def parse_tricks(tricks: list[str], n: int) -> list[tuple[int, str, bool]]:
    """(seat, card, snap) in play order; seats clockwise from each trick's leader."""
    plays = []
    for line in tricks:
        leader, cards = line.split(":")
        for k, token in enumerate(cards.split()):
            snap = token.endswith("*")
            plays.append(((int(leader) + k) % n, token.rstrip("*"), snap))
    return plays


def play_action(seat: int, card: str, snap: bool = False) -> dict[str, Any]:
    action: dict[str, Any] = {"seat": seat, "play": card}
    if snap:
        action["snap"] = True
    return action


def nn_deal(dealer: int, n: int, bids: dict[int, str], tricks: list[str],
            premium: list[tuple] = (), stock: list[str] | None = None,
            bid_seats: list[int] | None = None, plays: list[tuple[int, str, bool]] | None = None,
            ) -> dict[str, Any]:
    """A Ninety-Nine deal: bids clockwise from the dealer's left, then the premium
    decisions as given ((seat, verb) or (seat, verb, trump)), then the plays."""
    if plays is None:
        plays = parse_tricks(tricks, n)
    played: dict[int, list[str]] = {s: [] for s in range(n)}
    for seat, card, _ in plays:
        played[seat].append(card)
    hands = [bids.get(s, "").split() + played[s] for s in range(n)]
    order = bid_seats if bid_seats is not None else [(dealer + 1 + k) % n for k in range(n)]
    actions: list[dict[str, Any]] = [{"seat": s, "bid": bids[s].split()} for s in order]
    for p in premium:
        act: dict[str, Any] = {"seat": p[0], "premium": p[1]}
        if len(p) > 2:
            act["trump"] = p[2]
        actions.append(act)
    actions += [play_action(s, c, snap) for s, c, snap in plays]
    deal: dict[str, Any] = {"dealer": dealer, "hands": hands, "actions": actions}
    deal["stock"] = stock or []
    return deal


def passes(dealer: int, n: int) -> list[tuple[int, str]]:
    return [((dealer + 1 + k) % n, "pass") for k in range(n)]


def check(result: dict[str, Any], deals: list[tuple], over: bool, winners: list[int]) -> None:
    """deals: (tricks, points, totals[, complete]) per deal."""
    assert len(result["deals"]) == len(deals)
    for got, want in zip(result["deals"], deals, strict=True):
        tricks, points, totals = want[:3]
        complete = want[3] if len(want) > 3 else True
        assert (got["complete"], got["tricks"], got["points"], got["totals"]) == (
            complete, tricks, points, totals), got
    assert result["totals"] == list(deals[-1][2])
    assert result["over"] is over
    assert sorted(result["winners"]) == sorted(winners)


def check_refusal(rc: int, err: str, deal: int, action: int | None, *words: str) -> None:
    assert rc == 2
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    prefix = f"deal {deal}, action {action}: " if action is not None else f"deal {deal}"
    assert lines[0].startswith(prefix), lines[0]
    assert "Traceback" not in err
    for w in words:
        assert w in lines[0].lower(), lines[0]


# --------------------------------------------------------------------------------------------
# Ninety-Nine, standard_3p.  Seats A=0, B=1, C=2.  Deal 1 dealer C, so A bids, speaks and leads
# first.  Deal 1 is no trump.

# Example 2 as a real deal. Bids: A 6S 7S 8S = 1+1+1 = 3; B 7D 8D 9D = 0; C 7H 8H 9S = 2+2+1 = 5.
# A leads spades (nobody else holds one in play) 3 times, gives B the lead with 6H (B AH), B gives
# C the lead with 6D (C AD), C runs diamonds.  Tricks A 3 (T1-3), B 1 (T4), C 5 (T5-9).
D1_EX2 = dict(
    bids={0: "6S 7S 8S", 1: "7D 8D 9D", 2: "7H 8H 9S"},
    tricks=[
        "0: AS 9C JC",   # A
        "0: KS 10C QC",  # A
        "0: QS 9H KC",   # A
        "0: 6H AH AC",   # B (C has no heart in play: its hearts are bid cards)
        "1: 6D AD JS",   # C
        "2: KD 10S KH",  # C
        "2: QD 6C QH",   # C
        "2: JD 7C JH",   # C
        "2: 10D 8C 10H",  # C
    ],
)
# s = 2 (A 3/3, C 5/5; B 0 but took 1) -> A 3+20 = 23, B 1, C 5+20 = 25; next trump hearts.
D1_EX2_RESULT = ([3, 1, 5], [23, 1, 25], [23, 1, 25])

# Deal 2 (dealer A; B bids, speaks and leads first), trump hearts from s = 2.
# B declares, C reveals -> the round ends, A is never asked, B's declaration is void.
# Bids: A 6D 7D 8D = 0; B 6S 7S 8S = 3; C AC KC QC = 9.
# T1: B leads AS, C (no spades) trumps with 6H, A (no spades) throws 9D.  Only hearts as trump
# gives C the trick (no trump / spades / clubs -> B, diamonds -> A).  C then runs hearts.
D2_REVEAL = dict(
    bids={0: "6D 7D 8D", 1: "6S 7S 8S", 2: "AC KC QC"},
    premium=[(1, "declare"), (2, "reveal")],
    tricks=[
        "1: AS 6H 9D",
        "2: 7H 10D 9S",
        "2: 8H JD 10S",
        "2: 9H QD JS",
        "2: 10H KD QS",
        "2: JH AD KS",
        "2: QH 9C 6C",
        "2: KH 10C 7C",
        "2: AH JC 8C",
    ],
)
# Tricks A 0, B 0, C 9.  A 0/0 exact, B 3/0 fails, C 9/9 exact -> s = 2, bonus 20.
# C's reveal succeeded: +60.  B's void declaration pays nobody.
# A 0+20 = 20, B 0, C 9+20+60 = 89.  Totals A 23+20 = 43, B 1, C 25+89 = 114 -> C >= 100: over.
D2_REVEAL_RESULT = ([0, 0, 9], [20, 0, 89], [43, 1, 114])


def _std_match(*deals: dict[str, Any], options: dict[str, Any] | None = None) -> dict[str, Any]:
    return record("ninety_nine", 3, list(deals), options)


def _d1_ex2(premium: list[tuple] | None = None) -> dict[str, Any]:
    return nn_deal(2, 3, D1_EX2["bids"], D1_EX2["tricks"],
                   premium=passes(2, 3) if premium is None else premium)


def _d2_reveal() -> dict[str, Any]:
    return nn_deal(0, 3, D2_REVEAL["bids"], D2_REVEAL["tricks"], premium=D2_REVEAL["premium"])


def test_nn_example2_then_reveal_with_hearts_trump_ends_the_game(tmp_path, capsys):
    rc, res, err = _replay(tmp_path, capsys, _std_match(_d1_ex2(), _d2_reveal()))
    assert rc == 0, err
    check(res, [D1_EX2_RESULT, D2_REVEAL_RESULT], True, [2])
    assert res["game"] == "ninety_nine"


def test_nn_unfinished_deal(tmp_path, capsys):
    deal = _d1_ex2()
    deal["actions"] = deal["actions"][:6 + 3 * 4 + 1]  # bids, passes, four tricks and one card
    rc, res, err = _replay(tmp_path, capsys, _std_match(deal))
    assert rc == 0, err
    # tricks so far: A T1-T3, B T4; points null, totals as before the deal
    assert res["deals"] == [{"dealer": 2, "complete": False, "tricks": [3, 1, 0],
                             "points": None, "totals": [0, 0, 0]}]
    assert res["totals"] == [0, 0, 0] and res["over"] is False and res["winners"] == []


def test_nn_action_after_the_match_is_over(tmp_path, capsys):
    d2 = _d2_reveal()
    d2["actions"].append({"seat": 1, "play": "AS"})  # 3 bids + 2 premium + 27 plays = index 32
    rc, _, err = _replay(tmp_path, capsys, _std_match(_d1_ex2(), d2))
    check_refusal(rc, err, 1, 32)


def test_nn_deal_after_the_match_is_over(tmp_path, capsys):
    d3 = _d1_ex2()
    d3["dealer"] = 1
    rc, _, err = _replay(tmp_path, capsys, _std_match(_d1_ex2(), _d2_reveal(), d3))
    check_refusal(rc, err, 2, None)


# Example 4 (failed declarer) as a real deal, by re-using D1_EX2's cards with different premium
# decisions (A 3/3, B 0 took 1, C 5/5, s = 2).
@pytest.mark.parametrize(("premium", "points"), [
    # B declares and fails -> each other player +30: A 3+20+30 = 53, B 1, C 5+20+30 = 55
    ([(0, "pass"), (1, "declare"), (2, "pass")], [53, 1, 55]),
    # A declares and makes it: A 3+20+30 = 53, B 1, C 25
    ([(0, "declare"), (1, "pass"), (2, "pass")], [53, 1, 25]),
    # C (the dealer, last to speak) declares and makes it: A 23, B 1, C 5+20+30 = 55
    ([(0, "pass"), (1, "pass"), (2, "declare")], [23, 1, 55]),
    # A declares, B passes, C reveals: C holds the only premium and makes it: C 25+60 = 85
    ([(0, "declare"), (1, "pass"), (2, "reveal")], [23, 1, 85]),
])
def test_nn_declare_without_reveal(tmp_path, capsys, premium, points):
    rc, res, err = _replay(tmp_path, capsys, _std_match(_d1_ex2(premium)))
    assert rc == 0, err
    check(res, [([3, 1, 5], points, points)], False, [])


# Example 6 (failed revealer) as a real deal, then a tie at the top above 100.
# Deal 1 (dealer C, no trump). Bids: A 6S 7S 8S = 3; B 7H 7D 8D = 2+0+0 = 2; C 9C 9D 10D = 3.
# A reveals first: the round ends there (B and C are not asked).
TIE_D1 = dict(
    bids={0: "6S 7S 8S", 1: "7H 7D 8D", 2: "9C 9D 10D"},
    premium=[(0, "reveal")],
    tricks=[
        "0: AS 8C 10C",   # A
        "0: KS 8H JC",    # A
        "0: QS 9H QC",    # A
        "0: JS 10H KC",   # A
        "0: 6H AH AC",    # B
        "1: KH JD 10S",   # B (C and A have no hearts left)
        "1: 6D AD 9S",    # C
        "2: KD 6C QH",    # C
        "2: QD 7C JH",    # C
    ],
)
# Tricks A 4, B 2, C 3.  A 3 took 4 fails, B 2/2, C 3/3 -> s = 2.  Failed reveal -> B, C +60.
# A 4, B 2+20+60 = 82, C 3+20+60 = 83.
TIE_D1_RESULT = ([4, 2, 3], [4, 82, 83], [4, 82, 83])
# Deal 2 (dealer A, B leads, trump hearts).  Bids: A 6H QD KD = 2; B 7H 8H 6S = 5; C 9H 10H 6D = 4.
# B runs spades 5 times, then leads 6C: A follows 10C, C (no clubs) trumps with JH and wins
# (with no trump A's 10C would win).  C runs its hearts.
TIE_D2 = dict(
    bids={0: "6H QD KD", 1: "7H 8H 6S", 2: "9H 10H 6D"},
    tricks=[
        "1: AS 7D AD",
        "1: KS 8D AC",
        "1: QS 9D KC",
        "1: JS 10D QC",
        "1: 10S JD JC",
        "1: 6C JH 10C",   # C trumps
        "2: AH 9C 9S",
        "2: KH 8C 8S",
        "2: QH 7C 7S",
    ],
)
# Tricks A 0, B 5, C 4.  A 2 took 0 fails; B 5/5; C 4/4 -> s = 2: A 0, B 5+20 = 25, C 4+20 = 24.
# Totals A 4, B 82+25 = 107, C 83+24 = 107: a tie for the highest total at or above 100.
TIE_D2_RESULT = ([0, 5, 4], [0, 25, 24], [4, 107, 107])
# Deal 3 (dealer B, C leads, trump hearts again from s = 2).  C holds all nine hearts in play.
# Bids: A 6D 7D 6C = 3; B 8D 9D 7C = 3; C 6S 7S 8S = 3.  C wins all nine; nobody exact.
TIE_D3 = dict(
    bids={0: "6D 7D 6C", 1: "8D 9D 7C", 2: "6S 7S 8S"},
    tricks=[
        "2: 6H 9S 10D",
        "2: 7H 10S JD",
        "2: 8H JS QD",
        "2: 9H QS KD",
        "2: 10H KS AD",
        "2: JH AS JC",
        "2: QH 8C QC",
        "2: KH 9C KC",
        "2: AH 10C AC",
    ],
)
# C 9 points; totals A 4, B 107, C 116 -> C strictly highest: over, C wins.
TIE_D3_RESULT = ([0, 0, 9], [0, 0, 9], [4, 107, 116])


def _tie_deals() -> list[dict[str, Any]]:
    return [
        nn_deal(2, 3, TIE_D1["bids"], TIE_D1["tricks"], premium=TIE_D1["premium"]),
        nn_deal(0, 3, TIE_D2["bids"], TIE_D2["tricks"], premium=passes(0, 3)),
        nn_deal(1, 3, TIE_D3["bids"], TIE_D3["tricks"], premium=passes(1, 3)),
    ]


def test_nn_tie_play_on(tmp_path, capsys):
    d1, d2, d3 = _tie_deals()
    rc, res, err = _replay(tmp_path, capsys, _std_match(d1, d2))
    assert rc == 0, err
    check(res, [TIE_D1_RESULT, TIE_D2_RESULT], False, [])
    rc, res, err = _replay(tmp_path, capsys, _std_match(d1, d2, d3))
    assert rc == 0, err
    check(res, [TIE_D1_RESULT, TIE_D2_RESULT, TIE_D3_RESULT], True, [2])


def test_nn_tie_shared(tmp_path, capsys):
    d1, d2, d3 = _tie_deals()
    rc, res, err = _replay(tmp_path, capsys, _std_match(d1, d2, options={"tie_shared": True}))
    assert rc == 0, err
    check(res, [TIE_D1_RESULT, TIE_D2_RESULT], True, [1, 2])
    rc, _, err = _replay(tmp_path, capsys, _std_match(d1, d2, d3, options={"tie_shared": True}))
    check_refusal(rc, err, 2, None)


def test_nn_match_fixed_deals(tmp_path, capsys):
    d1, d2, d3 = _tie_deals()
    # Two fixed deals: after deal 2 the match is over and the 107-107 tie is shared.
    rc, res, err = _replay(tmp_path, capsys, _std_match(d1, d2, options={"match_fixed_deals": 2}))
    assert rc == 0, err
    check(res, [TIE_D1_RESULT, TIE_D2_RESULT], True, [1, 2])
    # Three fixed deals: reaching 114 in deal 2 does not end the match; deal 3 does.
    # Deal 3 here is TIE_D3 (trump hearts from s = 2 of the reveal deal): C +9 -> 43, 1, 123.
    for value in (3, True):  # `true` = the default count, the number of players
        rc, res, err = _replay(tmp_path, capsys, _std_match(
            _d1_ex2(), _d2_reveal(), d3, options={"match_fixed_deals": value}))
        assert rc == 0, err
        check(res, [D1_EX2_RESULT, D2_REVEAL_RESULT,
                    ([0, 0, 9], [0, 0, 9], [43, 1, 123])], True, [2])
    rc, res, err = _replay(tmp_path, capsys, _std_match(
        _d1_ex2(), _d2_reveal(), options={"match_fixed_deals": 3}))
    assert rc == 0, err
    assert res["over"] is False and res["winners"] == []


# premium_priority (example 9) on D1_EX2's cards: A 3/3, B 0 took 1, C 5/5, s = 2.
@pytest.mark.parametrize(("offers", "points"), [
    # A declare, B declare, C reveal -> C holds a reveal, made: C 5+20+60 = 85, A 23, B 1
    (["declare", "declare", "reveal"], [23, 1, 85]),
    # A declare, B declare, C none -> A (nearest the dealer's left), made: A 23+30 = 53
    (["declare", "declare", "pass"], [53, 1, 25]),
    # A none, B reveal, C reveal -> B (dealer C lowest), B failed: A and C +60 -> 83, 1, 85
    (["pass", "reveal", "reveal"], [83, 1, 85]),
    # A reveal, B declare, C reveal -> A, made: 23+60 = 83
    (["reveal", "declare", "reveal"], [83, 1, 25]),
])
def test_nn_premium_priority(tmp_path, capsys, offers, points):
    premium = [(s, v) for s, v in enumerate(offers)]
    rc, res, err = _replay(tmp_path, capsys, _std_match(
        _d1_ex2(premium), options={"premium_priority": True}))
    assert rc == 0, err
    check(res, [([3, 1, 5], points, points)], False, [])


def _refused(deal: dict[str, Any], index: int, action: dict[str, Any]) -> dict[str, Any]:
    deal = json.loads(json.dumps(deal))
    deal["actions"] = [*deal["actions"][:index], action]
    return deal


@pytest.mark.parametrize(("index", "action", "words"), [
    (0, {"seat": 0, "bid": ["6S", "7S"]}, ["three"]),                   # two bid cards
    (0, {"seat": 0, "bid": ["6S", "7S", "8S", "AS"]}, ["three"]),       # four bid cards
    (0, {"seat": 0, "bid": ["6S", "7S", "AC"]}, ["ac"]),                # AC is C's card
    (0, {"seat": 0, "bid": ["6S", "6S", "7S"]}, []),                    # the same card twice
    (0, {"seat": 1, "bid": ["7D", "8D", "9D"]}, []),                    # B bids before A
    (3, {"seat": 1, "premium": "pass"}, []),                            # B speaks before A
    (4, {"seat": 0, "premium": "declare"}, []),                         # A passed; A again
    (6, {"seat": 1, "play": "9C"}, ["turn"]),                           # B plays before A leads
    (6, {"seat": 0, "play": "6S"}, ["6s"]),                             # 6S is a bid card
    (6, {"seat": 0, "play": "AC"}, ["ac"]),                             # not held
    (6 + 9 + 1, {"seat": 1, "play": "6D"}, ["must follow", "hearts"]),  # T4: B holds hearts
])
def test_nn_refusals(tmp_path, capsys, index, action, words):
    deal = _d1_ex2()
    rc, _, err = _replay(tmp_path, capsys, _std_match(_refused(deal, index, action)))
    check_refusal(rc, err, 0, index, *words)


def test_nn_declare_after_declare_is_refused(tmp_path, capsys):
    premium = [(0, "declare"), (1, "pass"), (2, "declare")]
    rc, _, err = _replay(tmp_path, capsys, _std_match(_d1_ex2(premium)))
    check_refusal(rc, err, 0, 5, "reveal or pass")


def test_nn_after_a_reveal_nobody_else_is_asked(tmp_path, capsys):
    premium = [(0, "declare"), (1, "reveal"), (2, "pass")]
    rc, _, err = _replay(tmp_path, capsys, _std_match(_d1_ex2(premium)))
    check_refusal(rc, err, 0, 5)


def test_nn_without_reveal_nobody_may_skip_the_premium_round(tmp_path, capsys):
    premium = [(0, "pass"), (1, "pass")]  # C never spoke; A leads
    rc, _, err = _replay(tmp_path, capsys, _std_match(_d1_ex2(premium)))
    check_refusal(rc, err, 0, 5)


def test_nn_bad_files(tmp_path, capsys):
    base = _std_match(_d1_ex2())
    for mutate in (
        lambda r: r.update(version=2),
        lambda r: r.update(game="ninety_ten"),
        lambda r: r.update(options={"no_such_option": True}),
        lambda r: r["deals"][0]["hands"][0].pop(),                  # 35 cards
        lambda r: r["deals"][0]["hands"][0].__setitem__(3, "AC"),   # AC twice, AS missing
        lambda r: r["deals"][0]["hands"][0].__setitem__(3, "5S"),   # no 5 in the 36-card pack
    ):
        rec = json.loads(json.dumps(base))
        mutate(rec)
        rc, _, err = _replay(tmp_path, capsys, rec)
        assert rc == 2 and len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
    path = tmp_path / "bad.json"
    path.write_text("{not json", encoding="utf-8")
    capsys.readouterr()
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


# --------------------------------------------------------------------------------------------
# four_player: N=0 E=1 S=2 W=3, 52 cards, 13 each, 10 tricks.  Deal 1 dealer W, N leads.

def _fp_d1_s4() -> dict[str, Any]:
    # Everyone bids diamonds-diamonds-diamonds.  N holds AS..5S and leads them; E, S, W each
    # hold one low spade (followed on T1) and nothing else that matters.  N takes all 10.
    bids = {0: "AD KD QD", 1: "JD 10D 9D", 2: "8D 7D 6D", 3: "5D 4D 3D"}
    e = ["AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H", "6H"]
    s = ["5H", "4H", "3H", "2H", "AC", "KC", "QC", "JC", "10C"]
    w = ["9C", "8C", "7C", "6C", "5C", "4C", "3C", "2C", "2D"]
    lead = ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S"]
    tricks = ["0: AS 4S 3S 2S"] + [f"0: {lead[k]} {e[k - 1]} {s[k - 1]} {w[k - 1]}"
                                   for k in range(1, 10)]
    return nn_deal(3, 4, bids, tricks, premium=passes(3, 4))


def _fp_d1_s0(declare_e: bool) -> dict[str, Any]:
    # N bids AC KC QC = 9 and takes all 10 with spades (E, S, W hold their spades as bid cards).
    # E 4S JD 10D = 1, S 3S 9D 8D = 1, W 2S 7D 6D = 1, all take 0.  s = 0.
    bids = {0: "AC KC QC", 1: "4S JD 10D", 2: "3S 9D 8D", 3: "2S 7D 6D"}
    e = ["AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H", "6H", "5H"]
    s = ["4H", "3H", "2H", "JC", "10C", "9C", "8C", "7C", "6C", "5C"]
    w = ["4C", "3C", "2C", "AD", "KD", "QD", "5D", "4D", "3D", "2D"]
    lead = ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S"]
    tricks = [f"0: {lead[k]} {e[k]} {s[k]} {w[k]}" for k in range(10)]
    premium = [(0, "pass"), (1, "declare" if declare_e else "pass"), (2, "pass"), (3, "pass")]
    return nn_deal(3, 4, bids, tricks, premium=premium)


def _fp_d2() -> dict[str, Any]:
    # Dealer N, E leads.  Everyone bids three diamonds (12 of them); W's only other diamond is 2D.
    # E holds AH..5H and leads them; S, W, N follow T1 with their single low heart.  On T10 W
    # (void in hearts) plays 2D: with no trump E wins T10, with diamonds trump W wins it.
    bids = {0: "AD KD QD", 1: "JD 10D 9D", 2: "8D 7D 6D", 3: "5D 4D 3D"}
    lead = ["AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H", "6H", "5H"]
    s = ["4H", "5S", "4S", "3S", "2S", "AC", "KC", "QC", "JC", "10C"]
    w = ["3H", "9C", "8C", "7C", "6C", "5C", "4C", "3C", "2C", "2D"]
    n = ["2H", "AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S"]
    tricks = [f"1: {lead[k]} {s[k]} {w[k]} {n[k]}" for k in range(10)]
    return nn_deal(0, 4, bids, tricks, premium=passes(0, 4))


@pytest.mark.parametrize(("d1", "zero_diamonds", "d1_result", "d2_result"), [
    # s = 4: N's three diamonds made with 10 tricks, the others with 0 -> nobody gets a bonus:
    # N 10.  Next trump none (both tables).  Deal 2 at no trump: E takes all 10 and its three
    # diamonds succeed with 10; N, S, W succeed with 0 -> s = 4 again, E 10.
    ("s4", False, ([10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0]),
     ([0, 10, 0, 0], [0, 10, 0, 0], [10, 10, 0, 0])),
    ("s4", True, ([10, 0, 0, 0], [10, 0, 0, 0], [10, 0, 0, 0]),
     ([0, 10, 0, 0], [0, 10, 0, 0], [10, 10, 0, 0])),
    # s = 0 with E a failed declarer: each of the three others +30: N 10+30 = 40, E 0, S 30,
    # W 30.  Seed table: next trump none -> deal 2 as above: E 10.
    ("s0", False, ([10, 0, 0, 0], [40, 0, 30, 30], [40, 0, 30, 30]),
     ([0, 10, 0, 0], [0, 10, 0, 0], [40, 10, 30, 30])),
    # four_player_zero_diamonds: s = 0 -> diamonds trump: W's 2D wins T10.  E 9 (diamonds x3
    # needs 0 or 10: fails), W 1 (fails), N 0 and S 0 succeed -> s = 2: N 20, E 9, S 20, W 1.
    ("s0", True, ([10, 0, 0, 0], [40, 0, 30, 30], [40, 0, 30, 30]),
     ([0, 9, 0, 1], [20, 9, 20, 1], [60, 9, 50, 31])),
])
def test_four_player(tmp_path, capsys, d1, zero_diamonds, d1_result, d2_result):
    first = _fp_d1_s4() if d1 == "s4" else _fp_d1_s0(declare_e=True)
    options: dict[str, Any] = {"four_player": True}
    if zero_diamonds:
        options["four_player_zero_diamonds"] = True
    rc, res, err = _replay(tmp_path, capsys, record("ninety_nine", 4, [first, _fp_d2()], options))
    assert rc == 0, err
    check(res, [d1_result, d2_result], False, [])


# --------------------------------------------------------------------------------------------
# four_player_pairs: N-S (0, 2) against E-W (1, 3).  No premium round at all.

PAIRS_D1 = dict(  # dealer W, N leads, no trump
    bids={0: "8S 9S 10S", 1: "2H 3H 3D", 2: "6S 7S 4D", 3: "2S 5D 6D"},
    tricks=[
        "0: AC JH 8C 5C",   # N
        "0: KC 10H 7C 4C",  # N
        "0: 3S AS 5S QS",   # E
        "1: AH 6C 4H 6H",   # E
        "1: KH JD 3C 5H",   # E
        "1: QH 10D 2C QC",  # E
        "1: 2D AD 9D JC",   # S
        "2: KD 8D 10C 9H",  # S
        "2: QD 7D 9C 8H",   # S
        "2: 4S KS JS 7H",   # W
    ],
)
# Example 11: N bid 3 (spades) took 2, S bid 2 (6S 7S 4D) took 3: sums 5 = 5 -> N-S 20+5 = 25.
# E bid 4 (2H 3H 3D) took 4, W bid 1 (2S 5D 6D) took 1: both exact -> E-W 30+5 = 35.
PAIRS_D1_RESULT = ([2, 4, 3, 1], [25, 35, 25, 35], [25, 35, 25, 35])
PAIRS_D2 = dict(  # dealer N, E leads, trump hearts (E and W individually exact: s = 2)
    bids={0: "4D 5D 6D", 1: "QC JC 2S", 2: "7H 2D 3D", 3: "3S 7D 8D"},
    tricks=[
        "1: AH 3H KD 6H",   # E
        "1: KH 2H QD 5H",   # E
        "1: QH KS JD 4H",   # E
        "1: JH QS 10D KC",  # E
        "1: 10H JS 6C 10C",  # E
        "1: 9H 10S 5C 9C",  # E
        "1: 8H 9S 4C 8C",   # E
        "1: 2C 8S 3C AC",   # N (S's 8S would win if spades were trump)
        "0: 4S 7S AS 5S",   # S
        "2: 9D AD 7C 6S",   # W
    ],
)
# N bid diamonds x3 = 0, took 1: fails; S bid 7H 2D 3D = 2, took 1: fails; the sum rule:
# 0 + 2 = 1 + 1 -> N-S 20 + 2 = 22 (with the three diamonds counted as 10 it would be 0 + 2).
# E bid QC JC 2S = 7, took 7; W bid 3S 7D 8D = 1, took 1 -> E-W 30 + 8 = 38.
PAIRS_D2_RESULT = ([1, 7, 1, 1], [22, 38, 22, 38], [47, 73, 47, 73])


def test_four_player_pairs(tmp_path, capsys):
    deals = [nn_deal(3, 4, PAIRS_D1["bids"], PAIRS_D1["tricks"]),
             nn_deal(0, 4, PAIRS_D2["bids"], PAIRS_D2["tricks"])]
    rc, res, err = _replay(tmp_path, capsys,
                           record("ninety_nine", 4, deals, {"four_player_pairs": True}))
    assert rc == 0, err
    check(res, [PAIRS_D1_RESULT, PAIRS_D2_RESULT], False, [])


def test_four_player_pairs_has_no_premium_round(tmp_path, capsys):
    deal = nn_deal(3, 4, PAIRS_D1["bids"], PAIRS_D1["tricks"], premium=[(0, "declare")])
    rc, _, err = _replay(tmp_path, capsys,
                         record("ninety_nine", 4, [deal], {"four_player_pairs": True}))
    check_refusal(rc, err, 0, 4)


# --------------------------------------------------------------------------------------------
# five_player: 60 cards with 11s and 12s, 12 each, 9 tricks.  P1..P5 = seats 0..4, dealer P5.

FIVE_D1 = dict(
    bids={0: "10S 9S 8S", 1: "7S 6S KD", 2: "QD JD 12D", 3: "5S 4S 11D", 4: "3S 10D 9D"},
    tricks=[
        "0: AH QC 8C 4H 8H",    # P1
        "0: KH JC 7C 3H 7H",    # P1
        "0: 2C AC 6C 7D 6H",    # P2
        "1: KC 5C 6D 8D JH",    # P2
        "1: 2D AD 5D 4D 12H",   # P3
        "2: 2S AS JS 11H 12C",  # P4
        "3: KS 12S 10H 11C 4C",  # P4
        "3: QS 11S 9H 10C 3C",  # P4
        "3: 2H 5H QH 9C 3D",    # P1
    ],
)
# Example 12: P1 declared, 3 (three spades) took 3; P2 2 (7S 6S KD) took 2; P3 0 took 1;
# P4 declared, 2 (5S 4S 11D) took 3; P5 1 (3S 10D 9D) took 0 -> s = 2, bonus 40.
# P1 3+40+50 = 93, P2 2+40 = 42, P3 1, P4 3-50 = -47, P5 0.
FIVE_D1_RESULT = ([3, 2, 1, 3, 0], [93, 42, 1, -47, 0], [93, 42, 1, -47, 0])


def test_five_player(tmp_path, capsys):
    premium = [(0, "declare"), (1, "pass"), (2, "pass"), (3, "declare"), (4, "pass")]
    deal = nn_deal(4, 5, FIVE_D1["bids"], FIVE_D1["tricks"], premium=premium)
    rec = record("ninety_nine", 5, [deal], {"five_player": True})
    rc, res, err = _replay(tmp_path, capsys, rec)
    assert rc == 0, err
    check(res, [FIVE_D1_RESULT], False, [])


def test_five_player_has_no_reveal(tmp_path, capsys):
    deal = nn_deal(4, 5, FIVE_D1["bids"], FIVE_D1["tricks"], premium=[(0, "reveal")])
    rc, _, err = _replay(tmp_path, capsys, record("ninety_nine", 5, [deal], {"five_player": True}))
    check_refusal(rc, err, 0, 5)


# --------------------------------------------------------------------------------------------
# two_player_24: A K Q J 10 9, 12 each, 9 tricks.  Dealer B (seat 1): A leads and speaks first.
P24_BIDS = {0: "9H 10H 9S", 1: "9C 10S 9D"}  # A 2+2+1 = 5, B 3+1+0 = 4


def test_two_player_24(tmp_path, capsys):
    # Example 14: A runs five clubs, gives B the lead with JS (B AS), B runs diamonds.
    made = nn_deal(1, 2, P24_BIDS, [
        "0: AC AH", "0: KC KH", "0: QC QH", "0: JC KS", "0: 10C QS",
        "0: JS AS", "1: AD JD", "1: KD 10D", "1: QD JH",
    ], premium=[(0, "declare"), (1, "pass")])
    # A declared 5 took 5: 5+20+30 = 55; B 4 took 4: 4+20 = 24.
    rec = record("ninety_nine", 2, [made], {"two_player_24": True})
    rc, res, err = _replay(tmp_path, capsys, rec)
    assert rc == 0, err
    check(res, [([5, 4], [55, 24], [55, 24])], False, [])

    # Same cards, A also wins T6 with JH (B has no heart left): A 6, B 3, both fail.
    # A failed declarer -> B +30: A 6, B 3+30 = 33; s = 0 -> next trump diamonds.
    failed = nn_deal(1, 2, P24_BIDS, [
        "0: AC AH", "0: KC KH", "0: QC QH", "0: JC KS", "0: 10C QS",
        "0: JH QD", "0: JS AS", "1: AD JD", "1: KD 10D",
    ], premium=[(0, "declare"), (1, "pass")])
    # Deal 2 (dealer A; B leads and speaks first), trump diamonds: B leads AH, A (no hearts)
    # trumps with 9D and runs its diamonds and spades.  A bid 9S 10S JS = 3, B bid 9C 10C JC = 9;
    # A 9 tricks, B 0, nobody exact: A 9.  Totals A 15, B 33.
    second = nn_deal(0, 2, {0: "9S 10S JS", 1: "9C 10C JC"}, [
        "1: AH 9D", "0: 10D KH", "0: JD QH", "0: QD JH", "0: KD 10H", "0: AD 9H",
        "0: QS QC", "0: KS KC", "0: AS AC",
    ], premium=[(1, "pass"), (0, "pass")], bid_seats=[1, 0])
    rc, res, err = _replay(tmp_path, capsys,
                           record("ninety_nine", 2, [failed, second], {"two_player_24": True}))
    assert rc == 0, err
    check(res, [([6, 3], [6, 33], [6, 33]), ([9, 0], [9, 0], [15, 33])], False, [])


# --------------------------------------------------------------------------------------------
# two_player_dummy: live seats 0 and 1, the dummy is seat 2 (the last seat).  Plays are written
# as explicit (seat, card) with the dummy's cards under seat 2.

def _dummy_deal(dealer: int, bids: dict[int, str], plays: list[str],
                premium: list[tuple]) -> dict[str, Any]:
    seq = [(int(p.split(":")[0]), p.split(":")[1], False) for p in " ".join(plays).split()]
    non_dealer = 1 - dealer
    return nn_deal(dealer, 3, bids, [], premium=premium, bid_seats=[non_dealer, dealer],
                   plays=seq)


# Deal 1: dealer 1, non-dealer 0 leads; trump clubs (seed).  The dummy's first three cards
# 6S 8H QD (1+2+0 = 3) are its bid.  N = seat 0 bids QC 6D 7D = 3; D = seat 1 bids JC 10S AD = 4.
# Order: controller's hand, other hand, controller plays the dummy; after a dummy win the
# controller leads from the dummy, the other plays, the controller plays third from hand.
DUMMY_D1 = [
    "0:6H 1:7H 2:6C",    # T1 dummy trumps (clubs) -> dummy, controller 0
    "2:AS 1:9S 0:7S",    # T2 dummy (led by 0) -> dummy
    "2:8C 1:7C 0:KC",    # T3 0's KC over-trumps -> 0
    "0:AH 1:JH 2:JD",    # T4 -> 0
    "0:KH 1:QH 2:10D",   # T5 -> 0
    "0:8S 1:KS 2:JS",    # T6 -> 1
    "1:AC 0:9C 2:10C",   # T7 -> 1
    "1:8D 0:10H 2:KD",   # T8 dummy (played by 1) -> dummy, controller 1
    "2:QS 0:9H 1:9D",    # T9 1 leads from the dummy, 0 plays, 1 plays third from hand -> dummy
]
DUMMY_D1_BIDS = {0: "QC 6D 7D", 1: "JC 10S AD", 2: "6S 8H QD"}
# Tricks 0: 3, 1: 2, dummy 4 (example 15): exactly one live player (0) made the bid -> +30.
# 0: 3+30 = 33, 1: 2, dummy 4.  s = 1 (dummy bid 3, took 4) -> next trump spades.
DUMMY_D1_RESULT = ([3, 2, 4], [33, 2, 4], [33, 2, 4])
# Deal 2: dealer 0, seat 1 leads; trump spades.  Dummy bid 6H 6D 7D = 2 and holds all nine
# spades.  Seat 1 bids AC KC QC = 9 and declares; seat 0 bids JC 8D 9D = 3.  T1: 1 leads AH,
# 0 throws 6C, 1 plays the dummy's 6S (dummy void in hearts) -> dummy wins and leads spades to
# the end (T2+: dummy, then 0, then 1 from hand).
DUMMY_D2 = ["1:AH 0:6C 2:6S"] + [
    f"2:{s} 0:{a} 1:{b}" for s, a, b in zip(
        ["7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS"],
        ["7C", "8C", "9C", "10D", "JD", "QD", "KD", "AD"],
        ["KH", "QH", "JH", "10H", "9H", "8H", "7H", "10C"], strict=True)
]
DUMMY_D2_BIDS = {0: "JC 8D 9D", 1: "AC KC QC", 2: "6H 6D 7D"}
# Dummy 9 tricks; neither live player made the bid -> dummy +60; seat 1 declared and failed ->
# +30 to the dummy and to seat 0.  0: 30, 1: 0, dummy 9+60+30 = 99.  Totals 63, 2, 103 ->
# the dummy reached 100 with the highest total: over, the dummy wins (dummy_can_win).
DUMMY_D2_RESULT = ([0, 0, 9], [30, 0, 99], [63, 2, 103])


def _dummy_record(*deals: dict[str, Any], players: int = 2) -> dict[str, Any]:
    return record("ninety_nine", players, list(deals), {"two_player_dummy": True})


def test_two_player_dummy(tmp_path, capsys):
    d1 = _dummy_deal(1, DUMMY_D1_BIDS, DUMMY_D1, [(0, "pass"), (1, "pass")])
    d2 = _dummy_deal(0, DUMMY_D2_BIDS, DUMMY_D2, [(1, "declare"), (0, "pass")])
    rc, res, err = _replay(tmp_path, capsys, _dummy_record(d1))
    assert rc == 0, err
    check(res, [DUMMY_D1_RESULT], False, [])
    rc, res, err = _replay(tmp_path, capsys, _dummy_record(d1, d2))
    assert rc == 0, err
    check(res, [DUMMY_D1_RESULT, DUMMY_D2_RESULT], True, [2])
    # records.md counts seats as players: a record may give 3 for two players and the dummy.
    rc, res, err = _replay(tmp_path, capsys, _dummy_record(d1, d2, players=3))
    assert rc == 0, err
    check(res, [DUMMY_D1_RESULT, DUMMY_D2_RESULT], True, [2])


def test_two_player_dummy_must_follow_from_the_dummy(tmp_path, capsys):
    # T6: 0 leads 8S, 1 plays KS, then 0 plays KD from the dummy, which holds JS.
    bad = [*DUMMY_D1[:5], "0:8S 1:KS 2:KD"]
    d1 = _dummy_deal(1, DUMMY_D1_BIDS, bad, [(0, "pass"), (1, "pass")])
    d1["hands"] = _dummy_deal(1, DUMMY_D1_BIDS, DUMMY_D1, [])["hands"]
    rc, _, err = _replay(tmp_path, capsys, _dummy_record(d1))
    # 2 bids + 2 premium + 15 plays + 2 -> action 21
    check_refusal(rc, err, 0, 21, "must follow", "spades")


# --------------------------------------------------------------------------------------------
# joker_turnup: 37 cards, the 37th (stock) is the turn-up.

def test_joker_turnup_joker_plays_as_the_turnup(tmp_path, capsys):
    # Turn-up 10H: hearts trump, the joker is 10H.  T1: A leads AS, B (no spades) plays JK (a
    # trump 10H), C (no spades) over-trumps with JH -> C.  C runs clubs and AH.
    # Bids: A QD KD AD = 0; B KH QH 9H = 6; C 8H 7H 6H = 6.
    deal = nn_deal(2, 3, {0: "QD KD AD", 1: "KH QH 9H", 2: "8H 7H 6H"}, [
        "0: AS JK JH",
        "2: AC KS 6C", "2: KC QS 7C", "2: QC JS 6D", "2: JC 10S 7D",
        "2: 10C 9S 8D", "2: 9C 8S 9D", "2: 8C 7S 10D", "2: AH 6S JD",
    ], premium=passes(2, 3), stock=["10H"])
    # A 0/0 exact, B 6 took 0, C 6 took 9 -> s = 1: A 0+30 = 30, B 0, C 9.
    rc, res, err = _replay(tmp_path, capsys, _std_match(deal, options={"joker_turnup": True}))
    assert rc == 0, err
    check(res, [([0, 0, 9], [30, 0, 9], [30, 0, 9])], False, [])


def test_joker_turnup_nine_means_no_trump_and_joker_bids_as_the_turnup(tmp_path, capsys):
    # Turn-up 9C: no trump; A's bid JK 6D 7D = 3 (the joker is 9C) + 0 + 0.
    # B bid AC KC 8D = 6, C bid 9D 10D JD = 0.  A runs three spades, gives B the lead with 6H.
    deal = nn_deal(2, 3, {0: "JK 6D 7D", 1: "AC KC 8D", 2: "9D 10D JD"}, [
        "0: AS 6S QD", "0: KS 8H KD", "0: QS 7H AD", "0: 6H AH QC",
        "1: KH JC JS", "1: QH 10C 10S", "1: JH 8C 9S", "1: 10H 7C 8S", "1: 9H 6C 7S",
    ], premium=passes(2, 3), stock=["9C"])
    # A 3/3, B 6/6, C 0/0 -> s = 3: A 3+10 = 13, B 6+10 = 16, C 0+10 = 10.
    rc, res, err = _replay(tmp_path, capsys, _std_match(deal, options={"joker_turnup": True}))
    assert rc == 0, err
    check(res, [([3, 6, 0], [13, 16, 10], [13, 16, 10])], False, [])


def test_joker_turnup_joker_turned_up_means_no_trump(tmp_path, capsys):
    # All 36 ordinary cards are dealt; A leads all nine spades; B and C throw cards of every
    # other suit, so any trump suit would have taken a trick.
    deal = nn_deal(2, 3, {0: "6H 7H 8H", 1: "6D 7D 8D", 2: "9D 10D JD"}, [
        f"0: {a} {b} {c}" for a, b, c in zip(
            ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S"],
            ["AH", "KH", "QH", "JH", "10H", "9H", "AC", "KC", "QC"],
            ["QD", "KD", "AD", "JC", "10C", "9C", "8C", "7C", "6C"], strict=True)
    ], premium=passes(2, 3), stock=["JK"])
    # A 9 tricks, bid 6: fails; B and C bid 0 and took 0 -> s = 2: A 9, B 20, C 20.
    rc, res, err = _replay(tmp_path, capsys, _std_match(deal, options={"joker_turnup": True}))
    assert rc == 0, err
    check(res, [([9, 0, 0], [9, 20, 20], [9, 20, 20])], False, [])


# --------------------------------------------------------------------------------------------
# divide_and_conquer (example 16 as two real deals)

DAC_D1 = dict(  # dealer C, no trump; A 7S 8S 9S = 3, B 7H 6H 7D = 4, C JS 10S 8D = 2
    bids={0: "7S 8S 9S", 1: "7H 6H 7D", 2: "JS 10S 8D"},
    premium=[(0, "pass"), (1, "declare"), (2, "reveal")],
    tricks=[
        "0: AC JH 6C", "0: KC 10H QS", "0: QC 9H 10D", "0: 6D AD 9D",
        "1: AH JD JC", "1: KH QD 10C", "1: QH KD 9C", "1: 6S AS 8C", "2: KS 7C 8H",
    ],
)
DAC_D2 = dict(  # dealer A, B leads, trump clubs (s = 3); A 6C 7D 8D = 3, B 7C 6S 9D = 4,
    # C 7S 8S 10D = 2.  B declares, C reveals, and A is still asked (any number may bid).
    bids={0: "6C 7D 8D", 1: "7C 6S 9D", 2: "7S 8S 10D"},
    premium=[(1, "declare"), (2, "reveal"), (0, "pass")],
    tricks=[
        "1: AC 8C 10C", "1: KC 10S 9C", "1: QC 9S KH", "1: JC QD QH",
        "1: 6H AH JH", "2: AS 10H JS", "2: KS 9H QS", "2: 6D AD 8H", "0: KD 7H JD",
    ],
)


@pytest.mark.parametrize(("keeps", "c2"), [(False, 0), (True, 3)])
def test_divide_and_conquer(tmp_path, capsys, keeps, c2):
    deals = [nn_deal(2, 3, DAC_D1["bids"], DAC_D1["tricks"], premium=DAC_D1["premium"]),
             nn_deal(0, 3, DAC_D2["bids"], DAC_D2["tricks"], premium=DAC_D2["premium"])]
    options: dict[str, Any] = {"divide_and_conquer": True}
    if keeps:
        options["dac_fail_keeps_tricks"] = True
    rc, res, err = _replay(tmp_path, capsys, _std_match(*deals, options=options))
    assert rc == 0, err
    # Deal 1: A 3/3 no premium 10+3 = 13; B declared 4/4: 20+2*4 = 28; C revealed 2/2: 30+3*2 = 36.
    # Deal 2: A 3 took 2: 2, +10 from C's failed reveal = 12; B declared 4/4: 28+10 = 38;
    # C revealed 2, took 3: 0 (or 3 with dac_fail_keeps_tricks).
    check(res, [([3, 4, 2], [13, 28, 36], [13, 28, 36]),
                ([2, 4, 3], [12, 38, c2], [25, 66, 36 + c2])], False, [])


# --------------------------------------------------------------------------------------------
# Naughty Nun (default list): nine deals, each with its own trick rule.  Deals 1-6 are fillers
# in which the leader holds all nine cards of the deal's trump suit (or of spades at no trump)
# and wins every trick; deals 7, 8 and 9 carry examples 17 and 18.

NN_RULE_SUIT = ["D", "S", "H", "C", "S", "S"]  # deals 1-6: the suit the leader holds
RANKS_36 = ["A", "K", "Q", "J", "10", "9", "8", "7", "6"]


def _suit(s: str) -> list[str]:
    return [r + s for r in RANKS_36]


def _filler(dealer: int, suit: str) -> tuple[dict[str, Any], list[int]]:
    leader = (dealer + 1) % 3
    others = [(leader + 1) % 3, (leader + 2) % 3]
    bid_suit = "S" if suit == "D" else "D"
    leader_bid = _suit(bid_suit)[:3]  # worth 3 (spades) or 0 (diamonds); the leader takes 9
    rest = [c for s in "CHSD" if s != suit for c in _suit(s) if c not in leader_bid]
    hands = {leader: leader_bid + _suit(suit), others[0]: rest[:12], others[1]: rest[12:]}
    # each other seat bids its first three cards (clubs, hearts or spades: worth at least 3)
    bids = {s: " ".join(hands[s][:3]) for s in range(3)}
    leads = _suit(suit)
    tricks = [f"{leader}: {leads[k]} {hands[others[0]][3 + k]} {hands[others[1]][3 + k]}"
              for k in range(9)]
    points = [0, 0, 0]
    points[leader] = 9  # nobody exact: s = 0
    return nn_deal(dealer, 3, bids, tricks), points


NUN_D7 = dict(  # dealer C, A leads: suit hierarchy clubs > hearts > spades > diamonds
    bids={0: "AD KD QD", 1: "8H 7H 6H", 2: "JD 10D 9D"},
    tricks=["0: 10S AS 6C"] + [
        f"2: {c} {a} {b}" for c, a, b in zip(
            ["AC", "KC", "QC", "JC", "10C", "9C", "8C", "7C"],
            ["QS", "JS", "9S", "8S", "AH", "KH", "QH", "JH"],
            ["KS", "7S", "6S", "10H", "9H", "6D", "7D", "8D"], strict=True)
    ],
)
NUN_D8 = dict(  # dealer A, B (seat 1) leads: highest rank wins, equal ranks by suit
    bids={0: "8H 7H 6H", 1: "JD 10D 9D", 2: "8D 7D 6D"},
    tricks=[
        "1: 10S 9S AD",   # seat 0 (no spades) AD: highest rank
        "0: KD QD KH",    # K = K: hearts beat diamonds -> seat 2
        "2: AC JC 6S", "2: AH 9H JH", "2: AS 10C QS", "2: KC 9C JS",
        "2: KS 8C 8S", "2: QC 7C 7S", "2: QH 6C 10H",
    ],
)
NUN_D9 = dict(  # dealer B, C (seat 2) leads: snap, otherwise no trump
    bids={0: "8S 7S 6S", 1: "6H 9C 8C", 2: "7C 6C 6D"},
    tricks=[
        "2: QD QS* QC*",  # both snap: the last snap (seat 1) wins
        "1: JH JS* JC",   # seat 2 snaps; seat 0's JC without a call has no claim -> seat 2
    ] + [f"2: {d} {a} {b}" for d, a, b in zip(
        ["AD", "KD", "JD", "10D", "9D", "8D", "7D"],
        ["AS", "KS", "10S", "9S", "AC", "KC", "10C"],
        ["AH", "KH", "QH", "10H", "9H", "8H", "7H"], strict=True)],
)


def test_naughty_nun_nine_deals(tmp_path, capsys):
    deals, results, totals = [], [], [0, 0, 0]
    for k, suit in enumerate(NN_RULE_SUIT):
        deal, points = _filler((2 + k) % 3, suit)
        deals.append(deal)
        totals = [t + p for t, p in zip(totals, points, strict=True)]
        results.append(([9 if p else 0 for p in points], points, totals))
    # After six fillers: each seat led twice: 18, 18, 18.
    assert totals == [18, 18, 18]
    deals.append(nn_deal(2, 3, NUN_D7["bids"], NUN_D7["tricks"]))
    # Deal 7 (example 17): T1 10S, AS, 6C -> C (clubs outrank spades); C runs clubs: C 9.
    # A 0/0 exact, B 6 fails, C 0 took 9 fails -> s = 1: A 30, B 0, C 9 -> 48, 18, 27.
    results.append(([0, 0, 9], [30, 0, 9], [48, 18, 27]))
    deals.append(nn_deal(0, 3, NUN_D8["bids"], NUN_D8["tricks"]))
    # Deal 8: seat 0 1 trick, seat 2 8.  Bids 6, 0, 0: only seat 1 exact -> s = 1:
    # 1, 30, 8 -> 49, 48, 35.
    results.append(([1, 0, 8], [1, 30, 8], [49, 48, 35]))
    deals.append(nn_deal(1, 3, NUN_D9["bids"], NUN_D9["tricks"]))
    # Deal 9 (example 18): seat 1 1 trick (double snap), seat 2 8.  Bids 3, 8, 6: none exact.
    # 0, 1, 8 -> 49, 49, 43: nine deals played, highest total shared.
    results.append(([0, 1, 8], [0, 1, 8], [49, 49, 43]))
    rc, res, err = _replay(tmp_path, capsys, _std_match(*deals, options={"naughty_nun": True}))
    assert rc == 0, err
    check(res, results, True, [0, 1])


# Example 19 (nines as trump) with premium_trump_call + trump_nines in a standard deal.
def test_trump_nines(tmp_path, capsys):
    # A declares and names nines.  T1: A leads 7H; B's only heart-suited card is 9H, which is
    # not a heart, so B is void and plays it; C (no hearts) plays 9C -> C (9C > 9H).  C runs
    # clubs.  Bids: A 9S KD QD = 1 (the 9 keeps its printed value), B 9D JD 10D = 0,
    # C 8D 7D 6D = 0.
    deal = nn_deal(2, 3, {0: "9S KD QD", 1: "9D JD 10D", 2: "8D 7D 6D"}, [
        "0: 7H 9H 9C",
        "2: AC AS KS", "2: KC AH QS", "2: QC KH JS", "2: JC QH 10S",
        "2: 10C JH 8S", "2: 8C 10H 7S", "2: 7C 8H 6S", "2: 6C 6H AD",
    ], premium=[(0, "declare", "nines"), (1, "pass"), (2, "pass")])
    # A 1 took 0 fails (declarer: B and C +30); B 0/0 exact; C 0 took 9 fails -> s = 1.
    # A 0, B 0+30+30 = 60, C 9+30 = 39.
    rc, res, err = _replay(tmp_path, capsys, _std_match(
        deal, options={"premium_trump_call": True, "trump_nines": True}))
    assert rc == 0, err
    check(res, [([0, 0, 9], [0, 60, 39], [0, 60, 39])], False, [])


# --------------------------------------------------------------------------------------------
# Tressette.  Values in thirds: A 3; 3, 2, K, Q, J 1 each; 7-4 nothing; a suit is 8 thirds.
# Hand pattern: the leader L (non-dealer) starts with the ten hearts and leads them; the dealer
# D starts with ten cards of diamonds/clubs and throws them (void in hearts) -> L wins tricks
# 1-10.  L draws every even stock card (9 spades without 3S, and 4C), D every odd one (the
# other nine clubs and 3S).  T11: L leads 4S, D must follow with its only spade 3S and wins
# (3 > 4).  D then leads its nine remaining cards; L follows clubs once with 4C and throws
# spades, so D wins tricks 11-20 including the last.

SPADES_NO3 = ["AS", "KS", "QS", "JS", "7S", "6S", "5S", "4S", "2S"]
PATTERN_A = dict(  # D starts with all ten diamonds; draws nine clubs and 3S
    d_start=["AD", "3D", "2D", "KD", "QD", "JD", "7D", "6D", "5D", "4D"],
    d_draw=["AC", "3C", "2C", "KC", "QC", "JC", "7C", "6C", "5C", "3S"],
)
# A: L's pile = hearts 8 + diamonds 8 = 16 thirds = 5 1/3 -> 5.  D's pile = spades 8 +
#    clubs 8 = 16 thirds -> 5, +1 last trick = 6.  5 + 6 = 11.
PATTERN_B = dict(  # D starts with A 3 2 K Q of diamonds and of clubs
    d_start=["AD", "3D", "2D", "KD", "QD", "AC", "3C", "2C", "KC", "QC"],
    d_draw=["JD", "7D", "6D", "5D", "4D", "JC", "7C", "6C", "5C", "3S"],
)
# B: L's pile = hearts 8 + 7 + 7 = 22 thirds = 7 1/3 -> 7.  D's pile = spades 8 + the rest 2
#    (JD, JC) = 10 thirds -> 3, +1 = 4.  7 + 4 = 11.


def tressette_hand(dealer: int, pattern: dict[str, list[str]]) -> dict[str, Any]:
    lead, deal_seat = 1 - dealer, dealer
    hearts = ["AH", "3H", "2H", "KH", "QH", "JH", "7H", "6H", "5H", "4H"]
    l_draw = [*SPADES_NO3[:8], "4C", SPADES_NO3[8]]  # 4C is drawn after trick 9
    stock = [c for pair in zip(l_draw, pattern["d_draw"], strict=True) for c in pair]
    hands = [[], []]
    hands[lead], hands[deal_seat] = hearts, list(pattern["d_start"])
    acts = []
    for k in range(10):
        acts += [{"seat": lead, "play": hearts[k]},
                 {"seat": deal_seat, "play": pattern["d_start"][k]}]
    acts += [{"seat": lead, "play": "4S"}, {"seat": deal_seat, "play": "3S"}]
    d_rest = [c for c in pattern["d_draw"] if c != "3S"]
    l_rest = ["4C"] + [c for c in SPADES_NO3 if c != "4S"]
    # D leads a club first so that L must follow with 4C
    d_rest.sort(key=lambda c: not c.endswith("C"))
    for k in range(9):
        acts += [{"seat": deal_seat, "play": d_rest[k]}, {"seat": lead, "play": l_rest[k]}]
    return {"dealer": dealer, "hands": hands, "stock": stock, "actions": acts}


def _tr(*hands: dict[str, Any], options: dict[str, Any] | None = None) -> dict[str, Any]:
    return record("tressette", 2, list(hands), options)


def test_tressette_whole_hands_and_the_end_at_21(tmp_path, capsys):
    hands = [tressette_hand(1, PATTERN_B), tressette_hand(0, PATTERN_B),
             tressette_hand(1, PATTERN_B), tressette_hand(0, PATTERN_A)]
    rc, res, err = _replay(tmp_path, capsys, _tr(*hands))
    assert rc == 0, err
    # B with seat 0 leading: 7, 4.  B with seat 1 leading: 4, 7.  A with seat 1 leading: 6, 5.
    # Totals 7-4, 11-11, 18-15, 24-20 -> seat 0 reached 21 with the higher total.
    check(res, [([10, 10], [7, 4], [7, 4]), ([10, 10], [4, 7], [11, 11]),
                ([10, 10], [7, 4], [18, 15]), ([10, 10], [6, 5], [24, 20])], True, [0])


def test_tressette_tie_at_the_target(tmp_path, capsys):
    hands = [tressette_hand(1 - k % 2, PATTERN_A) for k in range(5)]
    # A: leader 5, dealer 6.  Totals 5-6, 11-11, 16-17, 22-22 (tie at/above 21: play on),
    # then 27-28 -> seat 1 wins.
    results = [([10, 10], [5, 6], [5, 6]), ([10, 10], [6, 5], [11, 11]),
               ([10, 10], [5, 6], [16, 17]), ([10, 10], [6, 5], [22, 22])]
    rc, res, err = _replay(tmp_path, capsys, _tr(*hands[:4]))
    assert rc == 0, err
    check(res, results, False, [])
    rc, res, err = _replay(tmp_path, capsys, _tr(*hands))
    assert rc == 0, err
    check(res, [*results, ([10, 10], [5, 6], [27, 28])], True, [1])
    # tie_play_on off: the 22-22 tie is a shared win and a fifth hand is refused
    rc, res, err = _replay(tmp_path, capsys, _tr(*hands[:4], options={"tie_play_on": False}))
    assert rc == 0, err
    check(res, results, True, [0, 1])
    rc, _, err = _replay(tmp_path, capsys, _tr(*hands, options={"tie_play_on": False}))
    check_refusal(rc, err, 4, None)


def test_tressette_target_11(tmp_path, capsys):
    hands = [tressette_hand(1, PATTERN_B), tressette_hand(0, PATTERN_A)]
    # 7-4, then seat 0 deals and gets 6, seat 1 5 -> 13-9: over at 11, seat 0 wins.
    rc, res, err = _replay(tmp_path, capsys, _tr(*hands, options={"target_score": 11}))
    assert rc == 0, err
    check(res, [([10, 10], [7, 4], [7, 4]), ([10, 10], [6, 5], [13, 9])], True, [0])


def test_tressette_unfinished_hand(tmp_path, capsys):
    hand = tressette_hand(1, PATTERN_A)
    hand["actions"] = hand["actions"][:11]  # five tricks and a lead
    rc, res, err = _replay(tmp_path, capsys, _tr(hand))
    assert rc == 0, err
    assert res["deals"] == [{"dealer": 1, "complete": False, "tricks": [5, 0],
                             "points": None, "totals": [0, 0]}]
    assert res["over"] is False and res["winners"] == []


def test_tressette_draw_order_winner_first(tmp_path, capsys):
    # After T1 the winner (seat 0) holds AS (stock top), the loser AC.  Seat 0 leading AS in T2
    # is legal only if the winner drew first.
    hand = tressette_hand(1, PATTERN_A)
    hand["actions"] = [*hand["actions"][:2], {"seat": 0, "play": "AS"}, {"seat": 1, "play": "AC"}]
    rc, res, err = _replay(tmp_path, capsys, _tr(hand))
    assert rc == 0, err
    # T2: AS led, seat 1 has no spade (AC is a club): the leader wins.
    assert res["deals"][0]["tricks"] == [2, 0]
    # The loser may not play the winner's drawn card.
    hand["actions"] = [*hand["actions"][:3], {"seat": 1, "play": "KS"}]
    rc, _, err = _replay(tmp_path, capsys, _tr(hand))
    check_refusal(rc, err, 0, 3, "ks")


@pytest.mark.parametrize(("index", "action", "words"), [
    (21, {"seat": 1, "play": "AC"}, ["must follow", "spades"]),  # T11: seat 1 holds 3S
    (0, {"seat": 1, "play": "AD"}, ["turn"]),                    # the dealer does not lead
    (1, {"seat": 1, "play": "4S"}, ["4s"]),                      # not in the hand
])
def test_tressette_refusals(tmp_path, capsys, index, action, words):
    hand = tressette_hand(1, PATTERN_A)
    hand["actions"] = [*hand["actions"][:index], action]
    rc, _, err = _replay(tmp_path, capsys, _tr(hand))
    check_refusal(rc, err, 0, index, *words)


# --------------------------------------------------------------------------------------------
# naughty_nun_site, up to deal 8 (example 20, second-best card).  Fillers: the leader holds the
# nine cards it leads and wins every trick under that deal's rule; the other two seats follow
# suit when they can (the first card of the led suit they hold) and otherwise throw.

ALL_36 = [c for s in "CHSD" for c in _suit(s)]


def _site_filler(dealer: int, leads: list[str], leader_bid: list[str],
                 show: list[str] | None = None, no_nine_bids: bool = False) -> dict[str, Any]:
    leader = (dealer + 1) % 3
    others = [(leader + 1) % 3, (leader + 2) % 3]
    rest = [c for c in ALL_36 if c not in leads and c not in leader_bid]
    if no_nine_bids:
        rest.sort(key=lambda c: c.startswith("9"))  # nines to the end: never bid cards
    hands = {leader: leader_bid, others[0]: rest[:12], others[1]: rest[12:]}
    bids = {s: " ".join(hands[s][:3]) for s in range(3)}
    left = {s: hands[s][3:] for s in others}
    tricks = []
    for card in leads:
        row = [card]
        for s in others:
            same = [c for c in left[s] if c[-1] == card[-1]]
            pick = same[0] if same else left[s][0]
            left[s].remove(pick)
            row.append(pick)
        tricks.append(f"{leader}: " + " ".join(row))
    deal = nn_deal(dealer, 3, bids, tricks)
    if show:  # the trump show comes before the bids, clockwise from the dealer's left
        deal["actions"] = [{"seat": s, "show": c}
                           for s, c in zip([leader, *others], show, strict=True)] + deal["actions"]
    return deal


def _site_deals() -> list[dict[str, Any]]:
    return [
        # 1: shows AS, AH, AD: three suits -> the unshown clubs are trump; the leader has them all
        _site_filler(2, _suit("C"), ["AS", "KS", "QS"], show=["AS", "AH", "AD"]),
        # 2: trump by s of deal 1 (0 -> diamonds); the leader has all diamonds
        _site_filler(0, _suit("D"), ["AS", "KS", "QS"]),
        # 3: led suit is trump; 4: suit hierarchy (the leader has all clubs)
        _site_filler(1, _suit("S"), ["AD", "KD", "QD"]),
        _site_filler(2, _suit("C"), ["AD", "KD", "QD"]),
        # 5: highest rank: the leader has every ace and king and QC (QC beats any other queen)
        _site_filler(0, ["AC", "AH", "AS", "AD", "KC", "KH", "KS", "KD", "QC"],
                     ["QD", "JD", "10D"]),
        # 6: no trump, no nines bid, the first lead must be the leader's nine
        _site_filler(1, ["9S", *[c for c in _suit("S") if c != "9S"]], ["AD", "KD", "QD"],
                     no_nine_bids=True),
        # 7: snap deal, nobody snaps; the leader bids AC KC QC = 9 and takes 9: s = 1
        _site_filler(2, _suit("S"), ["AC", "KC", "QC"]),
    ]


# Deal 8: dealer 0, seat 1 leads; trump spades (s = 1 in deal 7).  Second-best card wins.
# T1 (example 20): seat 1 KH, seat 2 AH, seat 0 (no hearts) 7S -> 7S, AH, KH -> AH: seat 2.
# Then every trick is three cards of one suit with seat 2 playing the middle one.
SITE_D8 = dict(
    bids={1: "QH JH 10H", 2: "9H 8H 7H", 0: "6H 8S 6S"},
    tricks=[
        "1: KH AH 7S",
        "2: QC 6C AC", "2: JC 7C KC", "2: 9C 8C 10C",
        "2: QD 6D AD", "2: JD 7D KD", "2: 9D 8D 10D",
        "2: QS 10S AS", "2: JS 9S KS",   # trumps: AS > QS > 10S -> QS
    ],
)


def test_naughty_nun_site_second_best(tmp_path, capsys):
    deals = [*_site_deals(), nn_deal(0, 3, SITE_D8["bids"], SITE_D8["tricks"])]
    rc, res, err = _replay(tmp_path, capsys, _std_match(*deals,
                                                        options={"naughty_nun_site": True}))
    assert rc == 0, err
    # Deals 1-6: the leader (0, 1, 2, 0, 1, 2) takes 9, nobody exact: 9 each -> 18, 18, 18.
    # Deal 7: leader 0 exact with 9, s = 1: 9+30 = 39 -> 57, 18, 18.
    # Deal 8: seat 2 takes 9; bids 4 (6H 8S 6S), 6, 6: nobody exact -> 57, 18, 27.  Not over.
    want, totals = [], [0, 0, 0]
    for k in range(6):
        pts = [0, 0, 0]
        pts[k % 3] = 9
        totals = [t + p for t, p in zip(totals, pts, strict=True)]
        want.append(([9 if p else 0 for p in pts], pts, totals))
    want += [([9, 0, 0], [39, 0, 0], [57, 18, 18]), ([0, 0, 9], [0, 0, 9], [57, 18, 27])]
    check(res, want, False, [])


def test_naughty_nun_site_first_lead_must_be_a_nine(tmp_path, capsys):
    deals = _site_deals()[:6]
    first_play = next(k for k, a in enumerate(deals[5]["actions"]) if "play" in a)
    deals[5]["actions"][first_play]["play"] = "AS"
    rc, _, err = _replay(tmp_path, capsys, _std_match(*deals, options={"naughty_nun_site": True}))
    check_refusal(rc, err, 5, first_play, "nine")


# --------------------------------------------------------------------------------------------
# premium_trump_call on D1_EX2's cards (deal 1, normally no trump).

def test_premium_trump_call(tmp_path, capsys):
    opts = {"premium_trump_call": True}
    # A declares naming clubs: T1 A AS, B 9C, C JC -> C's JC is the highest trump, so C must
    # lead T2; the record has A leading KS (action 9) and is refused as out of turn.
    rc, _, err = _replay(tmp_path, capsys, _std_match(
        _d1_ex2([(0, "declare", "C"), (1, "pass"), (2, "pass")]), options=opts))
    check_refusal(rc, err, 0, 9, "turn")
    # A declares clubs, B reveals naming no trump: the reveal's call replaces the declare's, the
    # play is the plain D1_EX2 one.  B revealed, bid 0, took 1: failed -> A and C +60.
    # A 3+20+60 = 83, B 1, C 5+20+60 = 85.
    rc, res, err = _replay(tmp_path, capsys, _std_match(
        _d1_ex2([(0, "declare", "C"), (1, "reveal", "none")]), options=opts))
    assert rc == 0, err
    check(res, [([3, 1, 5], [83, 1, 85], [83, 1, 85])], False, [])
    # Same with premium_priority: A declare (clubs), B reveal (none), C none -> B's call stands.
    rc, res, err = _replay(tmp_path, capsys, _std_match(
        _d1_ex2([(0, "declare", "C"), (1, "reveal", "none"), (2, "pass")]),
        options={**opts, "premium_priority": True}))
    assert rc == 0, err
    check(res, [([3, 1, 5], [83, 1, 85], [83, 1, 85])], False, [])
    # Without the option a trump may not be named.
    rc, _, err = _replay(tmp_path, capsys, _std_match(
        _d1_ex2([(0, "declare", "C"), (1, "pass"), (2, "pass")])))
    check_refusal(rc, err, 0, 3)


def test_two_player_dummy_100_continue(tmp_path, capsys):
    d1 = _dummy_deal(1, DUMMY_D1_BIDS, DUMMY_D1, [(0, "pass"), (1, "pass")])
    d2 = _dummy_deal(0, DUMMY_D2_BIDS, DUMMY_D2, [(1, "declare"), (0, "pass")])
    rec = record("ninety_nine", 2, [d1, d2],
                 {"two_player_dummy": True, "dummy_100_continue": True})
    rc, res, err = _replay(tmp_path, capsys, rec)
    assert rc == 0, err
    # The dummy reached 103 first; the live players (63, 2) play on.
    check(res, [DUMMY_D1_RESULT, DUMMY_D2_RESULT], False, [])
