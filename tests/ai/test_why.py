"""The coach's reasons (issue 30): facts from the playouts of the seat's own imagined deals,
the same whatever the other seats hold, true on positions checked by hand, worded with
their units, and printed by `tablecards suggest` and `review` as `why` fields."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from tablecards.ai.levels import explain_move, make_level_bot
from tablecards.ai.reasoning import Fact, Reasoning, fact_value
from tablecards.cli import main
from tablecards.rules.actions import Action, play
from tablecards.rules.cards import card, cards
from tablecards.rules.game import DealSetup, Match
from tablecards.rules.records import replay_record
from tablecards.rules.registry import game_entry, game_ids, game_texts
from tablecards.ui.coach_words import hint_sentence, why_sentence
from tests.ai.test_review import first_mover_match, hearts_record

WORLDS = 16


def facts_of(match: Match, seat: int, action: Action) -> tuple[Fact, ...]:
    return explain_move(match.game_id, match.view(seat), action, dict(match.given_options),
                        seed=3, worlds=WORLDS)


def move_named(match: Match, seat: int, code: str) -> Action:
    """The legal play of the card `code` (with whatever qualifier the first listed has)."""
    return next(a for a in match.view(seat).legal_actions if a.value == card(code))


# -- honest: a function of the view and the seed --------------------------------------------
@pytest.mark.parametrize("game_id", game_ids())
def test_reasons_are_the_same_whatever_the_hidden_hands_and_stock(game_id: str) -> None:
    plain, seat = first_mover_match(game_id, 21, None)
    other, _ = first_mover_match(game_id, 21, 99)
    assert plain.view(seat) == other.view(seat) and plain.to_record() != other.to_record()
    for action in (plain.view(seat).legal_actions[0], plain.view(seat).legal_actions[-1]):
        mine, twin = facts_of(plain, seat, action), facts_of(other, seat, action)
        if game_entry(game_id).search is None:  # the reasons come from a search (optional)
            assert mine == twin == ()
            continue
        assert mine, f"{game_id} gives no facts for {action}"
        assert mine == twin
        assert why_sentence(mine) == why_sentence(twin)


def test_a_mid_deal_reason_ignores_two_hidden_spades_swapped() -> None:
    record = hearts_record("AS", stop_after=7)
    swapped = json.loads(json.dumps(record))
    hands = swapped["deals"][0]["hands"]
    hands[3][hands[3].index("KS")] = "QD"
    hands[2][hands[2].index("QD")] = "KS"
    first = replay_record(record, canonical=True).match
    second = replay_record(swapped, canonical=True).match
    assert first.view(0) == second.view(0)
    for code in ("AS", "3S"):
        a = facts_of(first, 0, move_named(first, 0, code))
        b = facts_of(second, 0, move_named(second, 0, code))
        assert a == b and why_sentence(a, True) == why_sentence(b, True)


def test_the_coach_bot_explains_its_own_move_and_the_hint_words_it() -> None:
    match = replay_record(hearts_record("AS", stop_after=7), canonical=True).match
    view = match.view(0)
    bot = make_level_bot("hearts", "normal", 2, dict(match.given_options), explain=True)
    action = bot.choose(view, view.legal_actions, random.Random(0))
    assert bot.reasoning.facts == explain_move("hearts", view, action,
                                               dict(match.given_options), 2)
    sentence = hint_sentence(bot.reasoning, penalty=True, seat_name=lambda s: f"P{s}")
    assert "penalty points" in sentence
    quiet = make_level_bot("hearts", "normal", 2, dict(match.given_options))
    quiet.choose(view, view.legal_actions, random.Random(0))
    assert quiet.reasoning.facts == ()  # the table's seats do not pay for reasons


# -- true on positions checked by hand ---------------------------------------------------------
def test_hearts_the_ace_surely_takes_the_queen_and_the_three_surely_ducks() -> None:
    """Spades led 5♠, Q♠ dropped, 6♠: seat 0's A♠ wins the trick and the queen on every
    deal; its 3♠ never wins it, and the queen's owner, seat 2, keeps the trick."""
    match = replay_record(hearts_record("AS", stop_after=7), canonical=True).match
    ace = facts_of(match, 0, move_named(match, 0, "AS"))
    duck = facts_of(match, 0, move_named(match, 0, "3S"))
    assert fact_value(ace, "unit") == "penalty_points"
    assert fact_value(ace, "trick_win") == 1.0 and fact_value(ace, "trick_taker") is None
    assert fact_value(ace, "queen_chance") == 1.0
    assert fact_value(duck, "trick_win") == 0.0 and fact_value(duck, "trick_taker") == 2
    assert fact_value(duck, "queen_chance") == 0.0
    assert fact_value(duck, "ahead_of_next") > 10 > -10 > fact_value(ace, "ahead_of_next")
    words = why_sentence(ace)
    assert "It wins this trick on every imagined deal." in words
    assert "more penalty points than the others" in words
    assert "With 3♠ instead, about" in words and "fewer penalty points" in words
    assert "with the Q♠ on 100% of the imagined deals" in words
    assert why_sentence(duck, seat_name=lambda s: ("Ann", "Bob", "Cy", "Di")[s]).startswith(
        "The plan: duck: play under the winning card and let the trick go. "
        "It does not win this trick: Cy most likely takes it.")  # the rule player's plan


def test_sheepshead_a_schmear_on_the_pickers_queen_goes_to_the_pickers_side() -> None:
    """The picker leads the Q♣, the highest trump; its secret partner (holding the called
    A♣) throws the 10♣: the trick and its points go to the picker's side on every deal."""
    from tests.games.sheepshead.helpers import P1, P2, P3, act, match_with, plays, stacked

    match = match_with(stacked({P1: "QC QS QH JD AD 7C", P2: "AC 10C KS 8S 9S 8C",
                                P3: "9C 10S 7S 7H 8H KC"}, blind="KH 9H"))
    act(match, "pick", True)
    act(match, "bury", "KH 9H")
    act(match, "call", "AC")
    plays(match, "QC")
    schmear = facts_of(match, P2, move_named(match, P2, "10C"))
    assert fact_value(schmear, "unit") == "score_points"
    assert fact_value(schmear, "trick_win") == 0.0
    assert fact_value(schmear, "trick_taker") == P1
    assert fact_value(schmear, "picker_side_trick_chance") == 1.0
    low = facts_of(match, P2, move_named(match, P2, "8S"))
    assert fact_value(schmear, "picker_side_points") > fact_value(low, "picker_side_points")
    assert "The trick goes to the picker's side on 100% of the imagined deals." in \
        why_sentence(schmear)


def test_tressette_the_three_surely_wins_a_led_king_and_a_four_surely_loses() -> None:
    from tests.games.tressette.test_rules import X, Y, match_with, play_codes, stacked

    match = match_with(stacked("3C 4C", "KC"))
    play_codes(match, "KC")
    three = facts_of(match, X, move_named(match, X, "3C"))
    four = facts_of(match, X, move_named(match, X, "4C"))
    assert fact_value(three, "unit") == "card_points"
    assert fact_value(three, "trick_win") == 1.0
    assert fact_value(four, "trick_win") == 0.0 and fact_value(four, "trick_taker") == Y
    assert fact_value(three, "thirds_won") > 0
    assert "card points" in why_sentence(three)


def test_mini_misere_no_discard_can_win_a_trick_of_clubs() -> None:
    """N leads Q♣, E and S follow with their only clubs; W, void in clubs, wins nothing
    whatever it throws: N takes the trick on every deal."""
    from tests.games.mini_misere.test_rules import N, W, run, stacked

    match = stacked(4, ["QC AC KC JC AS KS", "2C QS JS 10S 2S AH",
                        "10C KH QH JH 10H 2H", "AD KD QD JD 10D 2D"])
    run(match, "QC 2C 10C")
    for action in match.view(W).legal_actions:
        facts = facts_of(match, W, action)
        assert fact_value(facts, "trick_win") == 0.0, action
        assert fact_value(facts, "trick_taker") == N


def test_ninety_nine_a_bid_names_the_number_its_cards_spell() -> None:
    """Q♣ K♣ A♣: three clubs, each worth 3 in the bid, bid 9 (the rules core's value)."""
    match, seat = first_mover_match("ninety_nine", 21, None)
    bid = next(a for a in match.view(seat).legal_actions
               if sorted(c.code for c in a.value) == ["AC", "KC", "QC"])  # type: ignore[union-attr]
    facts = facts_of(match, seat, bid)
    assert fact_value(facts, "bid_number") == 9
    assert 0.0 <= fact_value(facts, "bid_made_chance") <= 1.0
    assert "These three cards bid 9." in why_sentence(facts)


def test_nominations_and_sneak_name_their_units_and_own_facts() -> None:
    match, seat = first_mover_match("nominations", 21, None)
    facts = facts_of(match, seat, match.view(seat).legal_actions[-1])
    assert fact_value(facts, "unit") == "score_points"
    assert 0.0 <= fact_value(facts, "contract_made_chance") <= 1.0
    assert "score points" in why_sentence(facts)
    match, seat = first_mover_match("sneak", 21, None)
    facts = facts_of(match, seat, match.view(seat).legal_actions[-1])
    assert fact_value(facts, "unit") == "cards"
    assert fact_value(facts, "cards_banked") is not None


# -- words -------------------------------------------------------------------------------------
def test_a_fact_kind_means_one_thing_in_every_game() -> None:
    seen: dict[str, str] = {}
    for game_id in game_ids():
        texts = game_texts(game_id)
        for kind, text in (texts.why_texts if texts else {}).items():
            assert seen.setdefault(kind, text) == text, kind


def test_better_reads_as_fewer_penalty_points() -> None:
    facts = (Fact("unit", "penalty_points"), Fact("expected", 3.0),
             Fact("next_best", "KS"), Fact("ahead_of_next", 2.5))
    words = why_sentence(facts)
    assert "about 3.0 fewer penalty points than the others" in words
    assert "about 2.5 penalty points fewer than with KS, the next best" in words
    plain = (Fact("unit", "card_points"), Fact("expected", -1.0),
             Fact("next_best", "KS"), Fact("ahead_of_next", -0.5))
    assert "about 1.0 card points behind" in why_sentence(plain)
    assert "KS does about 0.5 card points better" in why_sentence(plain)


def test_a_reasoning_without_facts_keeps_the_old_hint() -> None:
    assert hint_sentence(Reasoning("search", 400, 2.0)) == \
        "Best over 400 imagined deals: about 2.0 points ahead of the others on average."


# -- the command line -----------------------------------------------------------------------
def test_suggest_and_review_print_why(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "r.json"
    path.write_text(json.dumps(hearts_record("AS", stop_after=7)))
    assert main(["suggest", str(path), "--seat", "0", "--level", "easy"]) == 0
    out: dict[str, Any] = json.loads(capsys.readouterr().out)
    kinds = [f["kind"] for f in out["why"]["facts"]]
    assert {"unit", "trick_win", "expected", "queen_chance"} <= set(kinds)
    assert out["why"]["sentence"].startswith(("It ", "The plan: "))
    path.write_text(json.dumps(hearts_record("AS")))
    assert main(["review", str(path), "--seat", "0", "--level", "easy"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    taken = lines[-1]["why"]
    assert {"kind": "trick_win", "value": 1.0} in taken["facts"]
    assert {"kind": "queen_chance", "value": 1.0} in taken["facts"]
    assert "It wins this trick on every imagined deal." in taken["sentence"]


def test_nominations_thirteen_trumps_win_every_trick_and_the_contract() -> None:
    """W holds all thirteen spades and plays 10 in spades alone: whatever W leads wins the
    trick, and the contract is made on every deal."""
    from tests.games.nominations.test_rules import SUIT_HANDS, W, bids, stacked

    match = stacked(SUIT_HANDS)
    bids(match, "pass", "pass", "pass", 10, "pass", "pass", "pass")
    match.apply(Action(W, "trump", "S", (("partner", card("KS")),)))
    for code in ("AS", "2S"):
        facts = facts_of(match, W, move_named(match, W, code))
        assert fact_value(facts, "trick_win") == 1.0
        assert fact_value(facts, "contract_made_chance") == 1.0
        assert fact_value(facts, "contract_tricks") == 13.0


def _sneak_last_two(theirs: str) -> Any:
    """Two players, the stock drawn out: A holds A♠ K♠, B two other cards, the rest of the
    pack already banked, 30 cards to A and 18 to B (set on the deal, as the rules tests do
    for positions play reaches only the long way)."""
    from tests.games.sneak.test_rules import A, B, deal_of, stacked

    match = stacked(2, "")
    deal = deal_of(match)
    mine, others = [card("AS"), card("KS")], [card(c) for c in theirs.split()]
    rest = [c for c in deal.stock if c not in mine + others]
    deal.top = len(deal.stock)
    deal.hands = [mine, others]
    deal.piles[A], deal.piles[B] = rest[:30], rest[30:]
    deal.had_turn = [True, True]
    deal.turn = A
    return match


def test_sneak_flaunting_the_last_two_spades_banks_both_and_ends_the_deal() -> None:
    """A flaunts A♠ K♠, a straight flush: only a better straight flush may challenge it, and
    none is left, so A banks exactly 2 cards and is out; B alone holds cards and banks them.
    A ends with 32 cards, B with 20: 12 cards ahead, on every deal."""
    from tests.games.sneak.test_rules import A, flaunt

    match = _sneak_last_two("2C 3D")
    both = flaunt(A, "AS KS")
    assert both in match.view(A).legal_actions
    facts = facts_of(match, A, both)
    assert fact_value(facts, "unit") == "cards"
    assert fact_value(facts, "cards_banked") == 2.0
    assert fact_value(facts, "out_chance") == 1.0
    assert fact_value(facts, "expected") == pytest.approx(12.0)
    words = why_sentence(facts)
    assert "On average it ends about 12.0 cards ahead of the others." in words
    assert "you bank about 2.0 cards." in words
    assert "You play your last card within them on 100% of the imagined deals." in words
    twin = _sneak_last_two("4H 5D")
    assert twin.view(A) == match.view(A)
    assert facts_of(twin, A, both) == facts


def _ninety_nine_hearts_deal(west: str, east: str) -> tuple[Match, int]:
    """The second deal of a match (hearts are trumps), seat 1 to bid holding A♥ K♥ Q♥, six
    spades and three low clubs; the J♥ and the other hearts lie with the others."""
    from tests.games.ninety_nine.test_play import (
        EX2_BID,
        EX2_PLAY,
        EX2_TRICKS,
        _bid,
        _nn,
        _plays,
        _premium,
        _stack3,
    )

    match = _nn()
    _stack3(match, EX2_PLAY, EX2_BID)
    for seat in range(3):
        _bid(match, seat, EX2_BID[seat])
    for seat in range(3):
        _premium(match, seat, "pass")
    _plays(match, EX2_TRICKS)
    hands = [west, "AH KH QH 6S 7S 8S 9S 10S JS 6C 7C 8C", east]
    match.deal_next(DealSetup(0, [cards(h) for h in hands]))
    assert match.to_move() == 1 and match.view(1).trump == "H"
    return match, 1


def _bid_of(match: Match, seat: int, codes: str) -> Action:
    return next(a for a in match.view(seat).legal_actions
                if sorted(c.code for c in a.value) == sorted(codes.split()))  # type: ignore[union-attr]


def test_ninety_nine_the_top_trumps_kept_are_sure_winners() -> None:
    """A♥ K♥ Q♥ kept with hearts trumps: nothing can beat them, so 3 sure winners (the J♥
    is in another hand and ends the count). Bidding the Q♥ leaves A♥ K♥: 2. Bidding the A♥
    puts it out of play, so K♥ Q♥ are the top trumps left: 2 again. Every playout is a real
    deal, so the tricks taken are never fewer than the sure winners."""
    west = "JH 10H 9H 8H 7H 6H QS KS AS 9C 10C JC"
    east = "QC KC AC 6D 7D 8D 9D 10D JD QD KD AD"
    match, seat = _ninety_nine_hearts_deal(west, east)
    for codes, sure in (("6C 7C 8C", 3), ("QH 6C 7C", 2), ("AH 6C 7C", 2)):
        facts = facts_of(match, seat, _bid_of(match, seat, codes))
        assert fact_value(facts, "sure_winners") == sure, codes
        assert fact_value(facts, "tricks_taken") >= sure
    facts = facts_of(match, seat, _bid_of(match, seat, "6C 7C 8C"))
    assert fact_value(facts, "bid_number") == 9
    words = why_sentence(facts)
    assert "These three cards bid 9. Sure winners in the cards you keep: 3 (your top " \
        "trumps, which nothing left can beat)." in words
    assert "You end the deal with about" in words
    # the same facts whatever the others hold: the J♥ and the Q♣ change hands
    twin, _ = _ninety_nine_hearts_deal(west.replace("JH", "QC"), east.replace("QC", "JH"))
    assert twin.view(seat) == match.view(seat)
    assert facts_of(twin, seat, _bid_of(twin, seat, "6C 7C 8C")) == facts


def test_ninety_nine_no_sure_winners_are_claimed_without_trumps() -> None:
    match, seat = first_mover_match("ninety_nine", 21, None)
    assert match.view(seat).trump in (None, "none")
    facts = facts_of(match, seat, match.view(seat).legal_actions[0])
    assert fact_value(facts, "sure_winners") is None


def test_ninety_nine_in_the_play_finished_tricks_leave_the_count() -> None:
    """In the play, seat 1 leads with A♥ K♥ Q♥: 3 sure winners. After the trick A♥ 6♦ J♥,
    the A♥ and J♥ are out of play: K♥ Q♥ are still sure, the 10♥ (West's) ends the count."""
    match, seat = _ninety_nine_hearts_deal("JH 10H 9H 8H 7H 6H QS KS AS 9C 10C JC",
                                           "QC KC AC 6D 7D 8D 9D 10D JD QD KD AD")
    bids = {0: "QS KS AS", 1: "6C 7C 8C", 2: "QC KC AC"}
    for verb in ("bid", "premium"):
        while (mover := match.to_move()) is not None and \
                match.view(mover).legal_actions[0].verb == verb:
            value: Any = tuple(cards(bids[mover])) if verb == "bid" else "pass"
            match.apply(Action(mover, verb, value))
    assert match.to_move() == seat
    assert fact_value(facts_of(match, seat, play(seat, card("AH"))), "sure_winners") == 3
    for mover, code in ((1, "AH"), (2, "6D"), (0, "JH")):
        match.apply(play(mover, card(code)))
    assert match.to_move() == seat
    assert fact_value(facts_of(match, seat, play(seat, card("KH"))), "sure_winners") == 2
