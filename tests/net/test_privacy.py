"""Each connection is sent exactly its seat's view, or the public view.

Over whole matches of every game (with a spectator), and a deal of every form and variant the
games offer (those that show cards among them: premium bids laid face up, a blind, flaunts,
shown draws), every message every seat is sent is compared with the rules core's own view of
that seat, and no message names a card the seat could not see."""

from __future__ import annotations

from typing import Any

import pytest

from tablecards.net.client import Client
from tablecards.rules.records import replay_record
from tablecards.rules.registry import game_class, game_ids
from tests.net.tables import Heard, config, play_table, run, running_host, steps_of, strings

VARIANTS = [(game, players, options) for game in game_ids()
            for players, options in game_class(game).variant_examples]


def pack_codes(record: dict[str, Any]) -> set[str]:
    return {code for deal in record["deals"] for hand in [*deal["hands"], deal["stock"]]
            for code in hand}


def played(game: str, players: int | None, options: dict[str, Any], one_deal: bool,
           open_hands: bool = False, spectators: int = 1
           ) -> tuple[dict[str, Any], list[Client], list[Heard]]:
    """A table with random players, one Easy computer and a spectator, played out (or to the
    end of its first deal); the host's record, the clients and what each heard."""
    def first_deal_done(client: Client) -> bool:
        return bool(client.scores) or client.over is not None

    async def go() -> tuple[dict[str, Any], list[Client], list[Heard]]:
        async with running_host() as host:
            created, clients, heard = await play_table(
                host, config(game, players, options, computers=1, open_hands=open_hands),
                spectators=spectators, until=first_deal_done if one_deal else None)
            return host.tables[created.code].record(), clients, heard
    result: tuple[dict[str, Any], list[Client], list[Heard]] = run(go)
    return result


def assert_private(record: dict[str, Any], clients: list[Client], heard: list[Heard],
                   open_hands: bool = False, every: int = 1) -> None:
    """Every view (every `every`-th step's, and the first deal's first steps) equals the local
    view of its seat at that step (the public view for the spectator), no message names a
    card its receiver may not see, and an `events` message names only cards its receiver was
    shown during this deal (the view of its own step included)."""
    steps = dict(steps_of(record, open_hands, public=any(c.spectator for c in clients)))
    cards = pack_codes(record)
    for client, messages in zip(clients, heard, strict=True):
        seen: set[str] = set()
        this_deal: tuple[int, set[str]] = (-1, set())  # a deal, and the cards shown in it
        views = 0
        for message in messages.messages:
            if message["type"] in ("view", "events"):  # what the seat may see at this step
                step = steps[message["n"]]
                deal = step.seat_views[0].deal_index
                if deal != this_deal[0]:
                    this_deal = (deal, set())
                this_deal[1].update(strings(step.public) & cards if client.spectator
                                    else step.allowed[client.seat or 0])
            if message["type"] == "events":
                named = strings(message) & cards
                assert named <= this_deal[1], (message, sorted(named - this_deal[1]))
            elif message["type"] == "view":
                views += 1
                step = steps[message["n"]]
                if client.spectator:
                    assert message["view"] == step.public
                    shown = strings(message) & cards
                    common = set.intersection(*step.allowed)
                    assert shown <= common or open_hands, sorted(shown - common)
                else:
                    seat = client.seat or 0
                    named = strings(message) & cards
                    assert named <= step.allowed[seat], sorted(named - step.allowed[seat])
                    if message["n"] % every == 0 or message["n"] < 10:
                        assert message["view"] == step.wire(seat)
                    seen |= step.allowed[seat]
                seen |= strings(message) & cards
            else:
                named = strings(message) & cards
                assert named <= seen, (message["type"], sorted(named - seen))
        assert views > 0


@pytest.mark.parametrize("game", game_ids())
def test_every_message_of_a_whole_match_is_the_seats_own(game: str) -> None:
    record, clients, heard = played(game, None, {}, one_deal=False)
    assert replay_record(record).match.over
    assert_private(record, clients, heard)
    players = [c for c in clients if not c.spectator]
    assert all(c.over is not None for c in players)
    for messages in heard:  # the summaries reach everyone, whatever cards they would name
        told = [e for m in messages.messages if m["type"] == "events" for e in m["events"]]
        assert sum(e["kind"] == "deal_scored" for e in told) == len(record["deals"])
        assert sum(e["kind"] == "match_over" for e in told) == 1
        assert sum(e["kind"] == "dealt" for e in told) >= 1 or messages is heard[-1]


@pytest.mark.parametrize(("game", "players", "options"), VARIANTS,
                         ids=[f"{g}-{p}-{'-'.join(o) or 'plain'}" for g, p, o in VARIANTS])
def test_every_message_of_a_deal_of_every_variant_is_the_seats_own(
        game: str, players: int, options: dict[str, Any]) -> None:
    record, clients, heard = played(game, players, options, one_deal=True, spectators=0)
    assert_private(record, clients, heard, every=7)


def test_a_teachers_table_shows_spectators_every_hand_and_players_their_own() -> None:
    game = game_ids()[0]
    record, clients, heard = played(game, None, {}, one_deal=True, open_hands=True)
    assert_private(record, clients, heard, open_hands=True)
    spectator_views = [m["view"] for m in heard[-1].messages if m["type"] == "view"]
    first = spectator_views[0]
    assert len(first["visible_hands"]) == record["players"]
