"""Network tables played out on 127.0.0.1 for the tests: a host, headless clients, and what
each of them was sent."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

from tablecards.net.client import Client, random_decider
from tablecards.net.host import Host
from tablecards.net.protocol import Invitation
from tablecards.net.table import Created, SeatPlan, TableConfig
from tablecards.net.views import public_view, view_to_wire
from tablecards.rules.cards import Card
from tablecards.rules.game import DealSetup, Match, SeatView
from tablecards.rules.records import new_match_for, parse_action
from tablecards.rules.registry import game_class

WAIT = 60.0
"""The longest any test waits for a table (a bound, not a timing)."""


@asynccontextmanager
async def running_host(**kwargs: Any) -> AsyncIterator[Host]:
    """A host on an ephemeral port of 127.0.0.1, stopped whatever happens."""
    host = Host(bot_processes=False, **kwargs)
    await host.start("127.0.0.1", 0)
    try:
        yield host
    finally:
        await host.stop()


def config(game: str, players: int | None = None, options: dict[str, Any] | None = None, *,
           computers: int = 0, seed: int = 7, open_hands: bool = False) -> TableConfig:
    """A table with open seats, the last `computers` of them Easy computers."""
    count = players or game_class(game).spec.usual_players
    plans = [SeatPlan("open")] * (count - computers) + [SeatPlan("computer", "easy")] * computers
    return TableConfig(game, count, options or {}, tuple(plans), open_hands, seed)


@dataclass
class Heard:
    """Every message one client was sent, in order."""

    messages: list[dict[str, Any]] = field(default_factory=list)

    def __call__(self, message: dict[str, Any]) -> None:
        self.messages.append({k: v for k, v in message.items() if k != "view_obj"})


async def play_table(host: Host, table: TableConfig, *, spectators: int = 0,
                     until: Callable[[Client], bool] | None = None
                     ) -> tuple[Created, list[Client], list[Heard]]:
    """Seat random players in every open seat (and spectators) and play until the match ends
    (or every player's `until` holds). Returns the clients and what each heard, players
    first."""
    created = host.create_table(table)
    clients, heard = await play_created(host, created, table, spectators=spectators,
                                        until=until)
    return created, clients, heard


async def play_created(host: Host, created: Created, table: TableConfig, *,
                       spectators: int = 0, until: Callable[[Client], bool] | None = None
                       ) -> tuple[list[Client], list[Heard]]:
    """`play_table` for a table already created."""
    invitation = Invitation("127.0.0.1", host.port, created.code)
    heard: list[Heard] = []
    clients: list[Client] = []
    players = sum(1 for p in table.seats if p.kind == "open")
    for i in range(players + spectators):
        heard.append(Heard())
        clients.append(Client(invitation, f"p{i}", decide=random_decider(i),
                              on_message=heard[-1], spectator=i >= players))
    tasks = [asyncio.create_task(c.run()) for c in clients]
    try:
        await asyncio.wait_for(_until_done(clients[:players], tasks[:players], until), WAIT)
    finally:
        for client in clients:
            await client.close()
        await asyncio.wait(tasks, timeout=5)
    return clients, heard


async def _until_done(players: list[Client], tasks: list[asyncio.Task[bool]],
                      until: Callable[[Client], bool] | None) -> None:
    if until is None:
        await asyncio.gather(*tasks)
        return
    while not all(until(c) for c in players) and not all(t.done() for t in tasks):
        await asyncio.sleep(0.01)


@dataclass
class Step:
    """The match at one step of a replay: each seat's view and the card codes it may name,
    and the public view."""

    seat_views: list[SeatView]
    allowed: list[set[str]]
    public: dict[str, Any]

    def wire(self, seat: int) -> dict[str, Any]:
        """The seat's view as the host sends it."""
        return view_to_wire(self.seat_views[seat])


def steps_of(record: dict[str, Any], open_hands: bool = False,
             public: bool = True) -> Iterator[tuple[int, Step]]:
    """Replay a host's record locally, giving the views at each step (`Table.step`'s count of
    deals and actions)."""
    match, _ = new_match_for(record)
    n = 0
    for deal in record["deals"]:
        hands = [[Card.parse(c) for c in hand] for hand in deal["hands"]]
        stock = [Card.parse(c) for c in deal["stock"]]
        match.deal_next(DealSetup(deal["dealer"], hands, stock))
        n += 1
        yield n, snapshot(match, open_hands, public)
        for raw in deal["actions"]:
            match.apply(parse_action(match, raw))
            n += 1
            yield n, snapshot(match, open_hands, public)


def snapshot(match: Match, open_hands: bool, public: bool) -> Step:
    views = [match.view(seat) for seat in range(match.players)]
    allowed = [{c.code for c in v.all_cards()} | strings(v.public) | {v.trump or ""}
               for v in views]
    return Step(views, allowed,
                view_to_wire(public_view(match, open_hands)) if public else {})


def strings(value: Any) -> set[str]:
    """Every string inside a JSON value (keys included)."""
    found: set[str] = set()

    def walk(item: Any) -> None:
        if isinstance(item, str):
            found.add(item)
        elif isinstance(item, dict):
            for key, inner in item.items():
                found.add(str(key))
                walk(inner)
        elif isinstance(item, list | tuple):
            for inner in item:
                walk(inner)
    walk(value)
    return found


@asynccontextmanager
async def random_players(host: Host, table: TableConfig
                         ) -> AsyncIterator[tuple[Invitation, list[Client], list[Heard],
                                                  list[asyncio.Task[bool]]]]:
    """A created table with a quick random player in every seat, each heard; the players'
    tasks are cancelled on leaving (a test may replace one, as a rejoin does)."""
    created = host.create_table(table)
    invitation = Invitation("127.0.0.1", host.port, created.code)
    heard = [Heard() for _ in table.seats]
    clients = [Client(invitation, f"p{i}", decide=random_decider(i, think=0.002),
                      on_message=heard[i]) for i in range(len(heard))]
    tasks = [asyncio.create_task(c.run()) for c in clients]
    try:
        yield invitation, clients, heard, tasks
    finally:
        for task in tasks:
            task.cancel()


async def until_true(condition: Callable[[], bool], bound: int = 1000) -> None:
    """Wait (boundedly: `bound` looks, 10 ms apart) for the host's side of something."""
    for _ in range(bound):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("it never happened")


def run(coroutine: Callable[[], Awaitable[Any]]) -> Any:
    """Run one test's coroutine on a fresh loop."""
    return asyncio.run(coroutine())  # type: ignore[arg-type]
