"""Faults lose nothing: a player who drops keeps the seat, the others are told who is away, the
player rejoins with the token and gets the current view; the owner may hand the seat to a
computer; records of network matches replay like local ones."""

from __future__ import annotations

import asyncio
import json
from dataclasses import replace
from typing import Any

from websockets.asyncio.client import connect

from tablecards.net.client import Client, random_decider
from tablecards.net.protocol import Invitation
from tablecards.net.table import SeatPlan
from tablecards.rules.records import replay_record
from tablecards.rules.registry import game_ids
from tests.net.tables import (
    WAIT,
    Heard,
    config,
    random_players,
    run,
    running_host,
    until_true,
)

GAME = game_ids()[0]


def away_seats(heard: Heard) -> set[int]:
    """Seats the table ever told this client were away."""
    return {seat["seat"] for m in heard.messages if m["type"] == "seats"
            for seat in m["seats"] if not seat["present"] and seat["kind"] == "player"}


def test_a_player_killed_mid_deal_rejoins_with_the_token_and_the_match_finishes() -> None:
    async def go() -> None:
        async with running_host() as host, random_players(host, config(GAME)) as playing:
            invitation, clients, heard, tasks = playing
            table = host.tables[invitation.code]
            await until_true(lambda: table.step > 6 and not table.match.needs_deal)
            victim = clients[0]
            tasks[0].cancel()  # killed: no goodbye
            await asyncio.wait([tasks[0]], timeout=WAIT)
            step, said_before = table.step, len(heard[0].messages)
            await until_true(lambda: not table.seats[victim.seat or 0].present)
            back = Client(invitation, "again", token=victim.token,
                          decide=random_decider(9), on_message=heard[0])
            tasks[0] = asyncio.create_task(back.run())
            assert await asyncio.wait_for(asyncio.gather(*tasks), WAIT) == [True] * len(tasks)
            assert back.seat == victim.seat
            first = next(m for m in heard[0].messages[said_before:] if m["type"] == "view")
            assert first["n"] >= step  # the current view, at once
            assert victim.seat in away_seats(heard[1])
            record = table.record()
            assert replay_record(record).match.to_record(record["seats"]) == record
    run(go)


def test_dropped_connections_reconnect_by_themselves() -> None:
    async def go() -> None:
        async with running_host() as host:
            table_config = config(GAME)
            created = host.create_table(table_config)
            invitation = Invitation("127.0.0.1", host.port, created.code)
            clients = [Client(invitation, f"p{i}", decide=random_decider(i, think=0.002))
                       for i in range(len(table_config.seats))]
            tasks = [asyncio.create_task(c.run()) for c in clients]
            try:
                table = host.tables[created.code]
                for cut in (5, 15, 30):
                    def past(cut: int = cut) -> bool:
                        return table.step > cut or table.match.over
                    await until_true(past)
                    for conn in list(host.conns[created.code]):
                        conn.ws.transport.abort()  # the network fails under everyone
                assert await asyncio.wait_for(asyncio.gather(*tasks), WAIT) == \
                    [True] * len(tasks)
            finally:
                for task in tasks:
                    task.cancel()
    run(go)


def test_the_owner_hands_an_away_seat_to_a_computer_and_the_match_goes_on() -> None:
    async def go() -> None:
        async with running_host() as host:
            table_config = config(GAME)
            created = host.create_table(table_config)
            invitation = Invitation("127.0.0.1", host.port, created.code)
            clients = [Client(invitation, f"p{i}", decide=random_decider(i, think=0.002))
                       for i in range(len(table_config.seats))]
            tasks = [asyncio.create_task(c.run()) for c in clients]
            try:
                table = host.tables[created.code]
                await until_true(lambda: table.step > 3)
                tasks[0].cancel()
                await asyncio.wait([tasks[0]], timeout=WAIT)
                seat = clients[0].seat
                async with connect(invitation.url(), open_timeout=WAIT) as owner:
                    await owner.send(json.dumps({"type": "fill", "code": created.code,
                                                 "owner": created.owner_token,
                                                 "seat": seat, "level": "easy"}))
                    await until_true(lambda: table.seats[seat or 0].kind == "computer")
                    assert await asyncio.wait_for(asyncio.gather(*tasks[1:]), WAIT) == \
                        [True] * (len(tasks) - 1)
                    await owner.send(json.dumps({"type": "record", "code": created.code,
                                                 "owner": created.owner_token}))
                    reply: dict[str, Any] = {}
                    while reply.get("type") != "record":
                        reply = json.loads(await asyncio.wait_for(owner.recv(), WAIT))
                assert replay_record(reply["record"]).match.over
            finally:
                for task in tasks:
                    task.cancel()
    run(go)


def test_a_normal_computer_seat_decides_in_a_worker_process() -> None:
    async def go() -> None:
        table_config = config(GAME)
        plans = (*table_config.seats[:-1], SeatPlan("computer", "normal"))
        table_config = replace(table_config, seats=plans)
        async with running_host() as host:
            host.bot_processes = True
            created = host.create_table(table_config)
            invitation = Invitation("127.0.0.1", host.port, created.code)
            clients = [Client(invitation, f"p{i}", decide=random_decider(i))
                       for i in range(len(plans) - 1)]
            tasks = [asyncio.create_task(c.run()) for c in clients]
            try:
                table = host.tables[created.code]
                computer = len(plans) - 1
                await until_true(lambda: any(a.seat == computer for deal in table.match.actions
                                             for a in deal), bound=3000)
                assert host._processes is not None  # the search ran off the loop's process
            finally:
                for task in tasks:
                    task.cancel()
    run(go)
