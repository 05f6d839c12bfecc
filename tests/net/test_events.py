"""The `events` message: sent just before the view of its step, each event told to a receiver
only when every card it names was shown to that receiver during the deal, the summaries with
their unseen cards nulled."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tablecards.net.events import Sight, Told, cards_named, codes_of, without_cards
from tablecards.net.table import Table
from tablecards.rules.actions import Event
from tablecards.rules.registry import game_ids
from tests.net.tables import config, play_table, run, running_host, strings

INDEX = {"AS": 1, "KS": 2, "QH": 4, "2C": 8}


def cards(*codes: str) -> int:
    return sum(INDEX[c] for c in codes)


def told_for(told: Told, *seen: str) -> dict[str, Any] | None:
    frame = told.frame_for(cards(*seen))
    return None if frame is None else json.loads(frame)


def test_the_cards_an_event_names_are_the_deals_codes_anywhere_in_it() -> None:
    data = {"card": "AS", "why": "highest_led", "cards": {"QH": 1, "x": ["KS", 3, None]},
            "trump": "H"}
    assert codes_of(cards_named(data, INDEX), INDEX) == {"AS", "QH", "KS"}
    assert cards_named({"count": 3, "to": 1}, INDEX) == 0


def test_an_event_naming_an_unseen_card_is_dropped_and_a_summary_is_nulled() -> None:
    events = [Event("played", 0, {"card": "AS"}),
              Event("passed", 1, {"cards": ["KS", "QH"], "to": 2}),
              Event("deal_scored", None, {"points": [1, 2], "lines": [
                  {"item": "buried", "value": ["KS", "QH"]}, {"item": "result", "value": "win"}]})]
    told = Told(12, events, INDEX)
    everything = told_for(told, "AS", "KS", "QH")
    assert everything is not None
    assert everything["type"] == "events" and everything["n"] == 12
    assert [e["kind"] for e in everything["events"]] == ["played", "passed", "deal_scored"]
    assert everything["events"][0] == {"kind": "played", "seat": 0, "data": {"card": "AS"}}
    partial = told_for(told, "AS")
    assert partial is not None
    assert [e["kind"] for e in partial["events"]] == ["played", "deal_scored"]
    summary = partial["events"][1]["data"]
    assert summary["points"] == [1, 2]
    assert summary["lines"] == [{"item": "buried", "value": [None, None]},
                                {"item": "result", "value": "win"}]
    assert told_for(told) is not None  # the summary alone
    assert told_for(Told(3, [Event("played", 0, {"card": "2C"})], INDEX)) is None


def test_a_sight_forgets_the_cards_of_the_last_deal() -> None:
    sight = Sight()
    sight.saw(0, cards("AS"))
    sight.saw(0, cards("KS"))
    assert sight.cards == cards("AS", "KS")
    sight.saw(1, cards("QH"))
    assert sight.cards == cards("QH")
    assert without_cards({"AS": 1, "b": "AS", "c": "win"}, {"AS"}) == {"b": None, "c": "win"}


def test_each_step_tells_its_events_just_before_its_view() -> None:
    async def go() -> None:
        async with running_host() as host:
            _, _, heard = await play_table(host, config(game_ids()[0], computers=1),
                                           spectators=1)
        for messages in heard:
            kinds = [m["type"] for m in messages.messages]
            told = 0
            for i, message in enumerate(messages.messages):
                if message["type"] != "events":
                    continue
                told += 1
                following = next(m for m in messages.messages[i + 1:] if m["type"] == "view")
                assert following["n"] == message["n"], kinds[i:i + 3]
                assert kinds[i + 1] == "view"
                for event in message["events"]:
                    assert set(event) == {"kind", "seat", "data"}
                    assert event["seat"] is None or isinstance(event["seat"], int)
            views = kinds.count("view")
            assert told > views // 2  # most steps have something to tell
            trick_wins = [e for m in messages.messages if m["type"] == "events"
                          for e in m["events"] if e["kind"] == "trick_won"]
            assert trick_wins and all("why" in e["data"] for e in trick_wins)
    run(go)


def test_the_host_tells_a_hand_only_to_its_holder_and_nulls_it_in_a_summary(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The games' own events name only cards every seat sees, so this one is added: after
    each action, the acting seat's hand (an event) and the same hand in a summary."""
    acting = Table.act

    def act(table: Table, seat: int, *args: Any) -> list[Event]:
        events = acting(table, seat, *args)
        hand = [c.code for c in table.match.view(seat).hand]
        return [*events, Event("held", seat, {"cards": hand}),
                Event("deal_scored", None, {"points": [], "hand": hand, "seat": seat})]
    monkeypatch.setattr(Table, "act", act)

    async def go() -> None:
        async with running_host() as host:
            _, clients, heard = await play_table(host, config(game_ids()[0]), spectators=1,
                                                 until=lambda c: c.n > 30)
        for client, messages in zip(clients, heard, strict=True):
            told = [e for m in messages.messages if m["type"] == "events"
                    for e in m["events"] if e["kind"] in ("held", "deal_scored")]
            held = [e for e in told if e["kind"] == "held"]
            summaries = [e["data"] for e in told if e["kind"] == "deal_scored"
                         and "hand" in e["data"]]
            assert summaries  # never dropped
            for event in held:
                assert event["seat"] == client.seat or not event["data"]["cards"]
            shown = {s for m in messages.messages if m["type"] == "view"
                     for s in strings(m["view"])}
            for data in summaries:
                if data["seat"] == client.seat:
                    assert all(isinstance(c, str) for c in data["hand"])
                else:  # another seat's hand: only the cards shown to this one (a laid hand)
                    assert all(c is None or c in shown for c in data["hand"])
            assert any(None in d["hand"] for d in summaries)
            if not client.spectator:
                assert any(e["seat"] == client.seat and e["data"]["cards"] for e in held)
    run(go)
