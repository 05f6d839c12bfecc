"""The coach's review: ratings depend on the seat's view and the seed only, are reproducible,
grade a bad move as a mistake or a blunder, can be cancelled, and `tablecards review` prints
them as JSON lines (one-line errors)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tablecards.ai.levels import make_level_bot
from tablecards.ai.reasoning import fact_value
from tablecards.ai.review import Settings, rate_decision, review_record, verdict_of
from tablecards.ai.search.core import Budget
from tablecards.cli import main
from tablecards.rules.actions import Action
from tablecards.rules.game import DealSetup, Match
from tablecards.rules.records import RecordError
from tablecards.rules.registry import game_class, game_entry, game_ids, new_match
from tests.rules.test_records_fuzz import JUNK, _mutate, _paths, _sample_record

MUTATIONS = ("drop", "duplicate", "junk", "reverse")
SMALL = Budget(20)
CHEAP = Settings("normal", seed=3, budget=SMALL, worlds=8)


def first_mover_match(game_id: str, seed: int, hidden_seed: int | None) -> tuple[Match, int]:
    """A match at the first decision of a deal; with `hidden_seed`, the other seats' hands
    and the stock are shuffled among them (the same sizes), which the mover cannot see."""
    players, options = game_class(game_id).variant_examples[0]
    match = new_match(game_id, players, options, seed=seed)
    setup = match.shuffled_setup(seed)
    probe = new_match(game_id, players, options, seed=seed)
    probe.deal_next(setup)
    mover = probe.controller()
    assert mover is not None
    if hidden_seed is None:
        match.deal_next(setup)
        return match, mover
    others = [s for s in range(len(setup.hands)) if s != mover]
    named = cards_named(probe.view(mover).to_json())  # a turned-up or shown stock card
    hidden_stock = [i for i, c in enumerate(setup.stock) if c.code not in named]
    pool = [c for s in others for c in setup.hands[s]] + [setup.stock[i] for i in hidden_stock]
    random.Random(hidden_seed).shuffle(pool)
    hands = [list(h) for h in setup.hands]
    for s in others:
        hands[s], pool = pool[:len(hands[s])], pool[len(hands[s]):]
    stock = list(setup.stock)
    for i, card in zip(hidden_stock, pool, strict=True):
        stock[i] = card
    match.deal_next(DealSetup(setup.dealer, hands, stock))
    return match, mover


def cards_named(value: Any) -> set[str]:
    """Every string of a view's JSON: the card codes it names among them."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*map(cards_named, value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*map(cards_named, value)) if value else set()
    return set()


def rated(match: Match, seat: int, settings: Settings = CHEAP) -> dict[str, Any]:
    view = match.view(seat)
    played = view.legal_actions[-1]
    rating = rate_decision(match.game_id, view, played, dict(match.given_options), settings)
    assert rating is not None
    return rating.to_json()


@pytest.mark.parametrize("game_id", game_ids())
def test_a_decision_is_rated_the_same_whatever_the_hidden_hands(game_id: str) -> None:
    plain, seat = first_mover_match(game_id, 21, None)
    other, same_seat = first_mover_match(game_id, 21, 99)
    assert same_seat == seat
    assert plain.view(seat) == other.view(seat)  # the premise: the seat sees the same
    assert plain.to_record() != other.to_record()
    if game_entry(game_id).search is None:  # a search is optional: such a game rates nothing
        view = plain.view(seat)
        assert rate_decision(game_id, view, view.legal_actions[-1], {}, CHEAP) is None
        return
    assert rated(plain, seat) == rated(other, seat)


def hearts_record(seat0_second_card: str, stop_after: int | None = None) -> dict[str, Any]:
    """A no-pass Hearts deal: trick 1 is clubs (won by seat 1's A♣); seat 1 leads 5♠, seat 2
    must drop the Q♠, seat 3 plays 6♠, and seat 0, holding A♠ and 3♠, either ducks with 3♠
    or takes the queen with A♠."""
    diamonds = [f"{r}D" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J")]
    hearts = [f"{r}H" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q")]
    hands = [
        ["AS", "3S", "4C", *diamonds],
        ["AC", "5S", *hearts],
        ["2C", "QS", "3C", "5C", "7C", "8C", "9C", "10C", "JC", "QC", "KC", "QD", "KD"],
        ["2S", "4S", "6S", "7S", "8S", "9S", "10S", "JS", "KS", "6C", "AD", "KH", "AH"],
    ]
    actions = [{"seat": 2, "play": "2C"}, {"seat": 3, "play": "6C"}, {"seat": 0, "play": "4C"},
               {"seat": 1, "play": "AC"}, {"seat": 1, "play": "5S"}, {"seat": 2, "play": "QS"},
               {"seat": 3, "play": "6S"}, {"seat": 0, "play": seat0_second_card}]
    return {"format": "tablecards-record", "version": 1, "game": "hearts", "players": 4,
            "options": {"no_pass": True},
            "deals": [{"dealer": 1, "hands": hands, "actions": actions[:stop_after]}]}


def test_taking_the_queen_of_spades_is_a_blunder_and_ducking_is_good() -> None:
    taken = review_record(hearts_record("AS"), 0, "normal", 1, budget=Budget(200), worlds=32)
    ducked = review_record(hearts_record("3S"), 0, "normal", 1, budget=Budget(200), worlds=32)
    assert [r.decision for r in taken] == [0, 1]
    assert taken[0].reason == "only_move"
    bad, good = taken[1], ducked[1]
    assert bad.verdict in ("mistake", "blunder")
    assert bad.best.value == good.played.value
    assert bad.loss > 10  # 13 points taken, 4⅓ kept from the others' mean
    assert bad.reason == "loses_points" and bad.reason_args["best"] == "play 3S"
    assert bad.text.startswith("Better: play 3S. This move costs about")
    assert good.verdict == "good" and good.loss == 0 and good.reason == "best_move"


def test_a_move_short_of_the_best_says_why_the_best_is_better() -> None:
    """The review gives the facts of the better move too (what the duck does), computed as
    the played move's are, from the seat's view and the seed; the best move played has none."""
    taken = review_record(hearts_record("AS"), 0, "normal", 1, budget=Budget(200), worlds=32)
    ducked = review_record(hearts_record("3S"), 0, "normal", 1, budget=Budget(200), worlds=32)
    bad, good = taken[1], ducked[1]
    assert bad.best_why and bad.best_why != bad.why
    assert fact_value(bad.best_why, "trick_win") == 0  # 3♠ never wins the Q♠'s trick
    assert fact_value(bad.best_why, "queen_chance") == 0
    assert fact_value(bad.best_why, "plan") == "duck"
    assert fact_value(bad.why, "trick_win") == 1  # A♠ always does, and takes the queen
    assert good.best_why == ()
    assert bad.to_json()["best_why"]["facts"] and good.to_json()["best_why"]["facts"] == []


def test_the_same_view_in_a_different_record_is_rated_the_same() -> None:
    """Swapping two unplayed spades between the hidden hands changes nothing seat 0 sees."""
    record = hearts_record("AS")
    swapped = json.loads(json.dumps(record))
    hands = swapped["deals"][0]["hands"]
    hands[3][hands[3].index("KS")] = "QD"
    hands[2][hands[2].index("QD")] = "KS"
    first = review_record(record, 0, "normal", 4, budget=SMALL, worlds=8)
    second = review_record(swapped, 0, "normal", 4, budget=SMALL, worlds=8)
    assert record != swapped
    assert [r.to_json() for r in first] == [r.to_json() for r in second]


def test_a_review_is_reproducible_from_its_seed() -> None:
    record = hearts_record("AS")
    runs = [[r.to_json() for r in review_record(record, 0, "normal", 5, budget=SMALL,
                                                worlds=8)] for _ in range(2)]
    assert runs[0] == runs[1]


def test_cancelling_returns_the_ratings_so_far() -> None:
    heard: list[tuple[int, int]] = []
    ratings = review_record(hearts_record("AS"), 0, "normal", 0, progress=lambda d, t:
                            heard.append((d, t)), cancelled=lambda: bool(heard),
                            budget=SMALL, worlds=8)
    assert len(ratings) == 1
    assert heard == [(1, 2)]


def test_the_deals_reviewed_can_be_chosen_and_are_checked() -> None:
    assert review_record(hearts_record("AS"), 0, "easy", deals=[], worlds=4) == []
    with pytest.raises(RecordError, match="deal 3 is not in the record"):
        review_record(hearts_record("AS"), 0, "easy", deals=[3])
    with pytest.raises(RecordError, match="seat 4 is not a seat"):
        review_record(hearts_record("AS"), 4)


def test_verdicts_follow_the_steps() -> None:
    steps = (1.0, 3.0, 7.0)
    assert [verdict_of(x, steps) for x in (0.0, 0.99, 1.0, 3.5, 7.0, 20.0)] == [
        "good", "good", "inaccuracy", "mistake", "blunder", "blunder"]


@pytest.mark.parametrize("game_id", game_ids())
def test_a_level_bot_says_how_it_decided(game_id: str) -> None:
    match, seat = first_mover_match(game_id, 8, None)
    view = match.view(seat)
    options = dict(match.given_options)
    easy = make_level_bot(game_id, "easy", 1, options)
    easy.choose(view, view.legal_actions, random.Random(0))
    assert easy.reasoning.kind == ("only" if len(view.legal_actions) == 1 else "rule")
    normal = make_level_bot(game_id, "normal", 1, options, budget=SMALL)
    normal.choose(view, view.legal_actions, random.Random(0))
    if len(view.legal_actions) > 1 and normal.reasoning.kind == "search":
        assert normal.reasoning.deals > 0 and normal.reasoning.margin is not None
    assert normal.reasoning.kind in ("only", "rule", "search", "exact")


def test_a_single_legal_move_is_reasoned_as_the_only_one() -> None:
    from tablecards.rules.records import replay_record

    match = replay_record(hearts_record("AS", stop_after=2)).match
    view = match.view(0)
    assert len(view.legal_actions) == 1
    bot = make_level_bot("hearts", "strong", 0, {"no_pass": True}, budget=SMALL)
    bot.choose(view, view.legal_actions, random.Random(0))
    assert bot.reasoning.kind == "only"


def test_a_searched_move_carries_its_deals_and_margin() -> None:
    from tablecards.rules.records import replay_record

    match = replay_record(hearts_record("AS", stop_after=7)).match
    view = match.view(0)
    bot = make_level_bot("hearts", "normal", 0, {"no_pass": True}, budget=Budget(100))
    bot.choose(view, view.legal_actions, random.Random(0))
    assert bot.reasoning.kind == "search" and bot.reasoning.deals == 100
    assert bot.reasoning.margin is not None and bot.reasoning.margin > 0  # the Q♠ goes by


# -- the command line ---------------------------------------------------------------------
def test_review_prints_one_json_object_per_decision(tmp_path: Any,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "hearts.json"
    path.write_text(json.dumps(hearts_record("AS")))
    assert main(["review", str(path), "--seat", "0", "--level", "easy", "--seed", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    objects = [json.loads(line) for line in lines]
    assert [o["decision"] for o in objects] == [0, 1]
    assert objects[1]["played"] == {"seat": 0, "play": "AS"}
    assert objects[1]["verdict"] in ("mistake", "blunder")
    assert objects[1]["reason"]["id"] == "loses_points"
    assert set(objects[1]) >= {"deal", "best", "played_points", "best_points", "loss", "text"}


@pytest.mark.parametrize(("content", "seat", "message"), [
    ("not json", "0", "is not JSON"),
    (None, "7", "seat 7 is not a seat"),
])
def test_review_errors_are_one_line(tmp_path: Any, capsys: pytest.CaptureFixture[str],
                                    content: str | None, seat: str, message: str) -> None:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(hearts_record("AS")) if content is None else content)
    assert main(["review", str(path), "--seat", seat]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert message in captured.err and len(captured.err.strip().splitlines()) == 1


def test_review_of_a_missing_file_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", "/nonexistent/record.json", "--seat", "0"]) == 2
    assert "cannot read" in capsys.readouterr().err


# -- a choice of several cards laid in any order --------------------------------------------
def choice_records(game_id: str, players: int, verb: str, seed: int,
                   settings: Settings = CHEAP) -> tuple[dict[str, Any], dict[str, Any], int]:
    """Two records of one deal in which the first seat to make a choice of several cards
    makes the coach's choice (the review's best move), once in the coach's order and once
    laid backwards, as a player picking the cards along the hand may; everything else alike
    (Sheepshead: the first seat picks). Returns both records and the choosing seat."""
    match = new_match(game_id, players, seed=seed)
    match.deal_next()
    while not any(a.verb == verb for a in match.legal_actions()):
        legal = match.legal_actions()
        match.apply(next((a for a in legal if a.value is True), legal[0]))
    seat = match.controller()
    assert seat is not None
    view = match.view(seat)
    coached = rate_decision(game_id, view, view.legal_actions[0], dict(match.given_options),
                            settings)
    assert coached is not None
    hinted = coached.best
    assert hinted.verb == verb and isinstance(hinted.value, tuple)
    laid = Action(hinted.seat, verb, hinted.value[::-1])
    assert laid.to_record() != hinted.to_record()  # the premise: another order
    records = []
    for action in (hinted, laid):
        copy = match.clone()
        copy.apply(action)
        for _ in range(4):  # a few decisions more, the same in both
            if copy.legal_actions():
                copy.apply(copy.legal_actions()[0])
        records.append(json.loads(json.dumps(copy.to_record())))
    assert records[0] != records[1]
    return records[0], records[1], seat


@pytest.mark.parametrize(("game_id", "players", "verb"), [
    ("ninety_nine", 3, "bid"), ("sheepshead", 5, "bury")])
def test_a_choice_laid_in_another_order_is_rated_the_same(game_id: str, players: int,
                                                          verb: str) -> None:
    hinted, laid, seat = choice_records(game_id, players, verb, seed=5)
    first = review_record(hinted, seat, CHEAP.level, CHEAP.seed, budget=SMALL, worlds=8)
    second = review_record(laid, seat, CHEAP.level, CHEAP.seed, budget=SMALL, worlds=8)
    chosen = [r for r in first if r.played.verb == verb]
    assert chosen and chosen[0].verdict == "good" and chosen[0].loss == 0  # the coach's move
    assert [r.to_json() for r in first] == [r.to_json() for r in second]


def test_review_reads_a_bid_laid_in_another_order(tmp_path: Any,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    easy = Settings("easy", seed=2)
    hinted, laid, seat = choice_records("ninety_nine", 3, "bid", seed=7, settings=easy)
    outputs = []
    for name, record in (("hinted", hinted), ("laid", laid)):
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(record))
        assert main(["review", str(path), "--seat", str(seat), "--level", "easy",
                     "--seed", "2"]) == 0
        captured = capsys.readouterr()
        assert captured.err == ""
        outputs.append([json.loads(line) for line in captured.out.splitlines()])
    assert outputs[0] and outputs[0] == outputs[1]
    bid = next(a for a in hinted["deals"][0]["actions"] if a["seat"] == seat and "bid" in a)
    assert outputs[1][0]["played"] == bid  # named in the coach's order, however it was laid


@settings(max_examples=25, deadline=None)
@given(game_id=st.sampled_from(game_ids()), seed=st.integers(0, 50), seat=st.integers(-1, 5),
       picks=st.lists(st.tuples(st.integers(0, 10_000), st.sampled_from(MUTATIONS), JUNK),
                      min_size=1, max_size=2))
def test_a_review_of_any_record_rates_or_names_the_fault(game_id: str, seed: int, seat: int,
                                                         picks: list[tuple[int, str, Any]]) -> None:
    """Broken records (keys dropped, values swapped, lists of cards turned round): the review
    rates them or fails with a RecordError, which `tablecards review` prints as one line;
    never another exception, which it could only call an internal error."""
    record = _sample_record(game_id, seed)
    for index, how, junk in picks:
        if how == "reverse":
            _turn_choices_round(record)
        else:
            paths = _paths(record)
            _mutate(record, paths[index % len(paths)], how, junk)
    try:
        review_record(record, seat, "easy", seed, budget=Budget(2), worlds=2)
    except RecordError as err:
        assert str(err) and "\n" not in str(err)


def _turn_choices_round(record: dict[str, Any]) -> None:
    """Write every list in every action (a choice of several cards) the other way round."""
    deals = record.get("deals")
    for deal in deals if isinstance(deals, list) else []:
        actions = deal.get("actions") if isinstance(deal, dict) else None
        for action in actions if isinstance(actions, list) else []:
            for key, value in action.items() if isinstance(action, dict) else []:
                if isinstance(value, list):
                    action[key] = value[::-1]
