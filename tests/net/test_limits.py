"""What one address may hold (connections, tables created a minute), and the sweep that
removes finished and abandoned tables from memory and from the store. The limits and the
clock are the host's parameters, so the tests set small ones and move the clock by hand."""

from __future__ import annotations

import asyncio
from pathlib import Path

from tablecards.net.host import Limits
from tablecards.net.protocol import PROTOCOL_VERSION
from tablecards.net.store import Store
from tablecards.rules.registry import game_class, game_ids
from tests.net.tables import config, play_table, run, running_host, until_true
from tests.net.test_hostile import closed, heard, join, raw, said

GAME = game_ids()[0]


class Clock:
    """A clock the test moves."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def create_message() -> dict[str, object]:
    players = game_class(GAME).spec.usual_players
    return {"type": "create", "v": PROTOCOL_VERSION, "game": GAME, "players": players,
            "seats": [{"kind": "open"}] * players}


def test_one_address_holds_only_so_many_connections() -> None:
    async def go() -> None:
        async with running_host(limits=Limits(connections_per_address=2)) as host:
            code = host.create_table(config(GAME)).code
            async with raw(host) as first, raw(host) as second:
                assert (await said(first, {"type": "watch", "v": PROTOCOL_VERSION,
                                           "code": code}))["type"] == "watching"
                async with raw(host) as third:
                    refused = await heard(third)
                    assert refused == {"type": "error", "code": "too_many_connections",
                                       "params": {}}
                    assert await closed(third)
                assert (await said(second, join(code)))["type"] == "joined"
            await until_true(lambda: not host.per_address)  # the two have gone
            async with raw(host) as again:
                assert (await said(again, join(code)))["type"] == "joined"
    run(go)


def test_one_address_creates_only_so_many_tables_a_minute() -> None:
    clock = Clock()

    async def go() -> None:
        async with running_host(limits=Limits(tables_per_minute=2), clock=clock) as host, \
                raw(host) as ws:
            assert (await said(ws, create_message()))["type"] == "created"
            clock.now += 30
            assert (await said(ws, create_message()))["type"] == "created"
            refused = await said(ws, create_message())
            assert refused["code"] == "too_many_tables"
            assert refused["params"] == {"per_minute": 2}
            assert len(host.tables) == 2
            clock.now += 31  # the first creation is a minute old
            assert (await said(ws, create_message()))["type"] == "created"
            assert (await said(ws, create_message()))["code"] == "too_many_tables"
            assert len(host.tables) == 3
    run(go)


def test_a_finished_table_is_kept_a_while_for_its_record_then_removed(tmp_path: Path) -> None:
    clock = Clock()

    async def go() -> None:
        limits = Limits(keep_finished=100, keep_idle=10_000)
        async with running_host(store=Store(tmp_path), limits=limits, clock=clock) as host:
            created, _, _ = await play_table(host, config(GAME, computers=1))
            table = host.tables[created.code]
            assert table.match.over and table.ended is not None
            clock.now += 99
            assert host.sweep() == []
            async with raw(host) as late:  # a late owner still gets the record
                answer = await said(late, {"type": "record", "code": created.code,
                                           "owner": created.owner_token})
                assert answer["type"] == "record" and answer["record"]["deals"]
                assert (await said(late, {"type": "watch", "v": PROTOCOL_VERSION,
                                          "code": created.code}))["type"] == "watching"
                clock.now += 1
                assert host.sweep() == [created.code]
                assert await closed(late)  # its watchers are told the table has gone
            assert created.code not in host.tables and created.code not in host.conns
            assert stored_codes(tmp_path) == set()
            async with raw(host) as later:
                assert (await said(later, join(created.code)))["code"] == "unknown_table"
    run(go)


def test_a_table_nobody_comes_to_is_removed_and_one_in_use_is_kept(tmp_path: Path) -> None:
    clock = Clock()

    async def go() -> None:
        limits = Limits(keep_finished=10, keep_idle=500)
        async with running_host(store=Store(tmp_path), limits=limits, clock=clock) as host:
            never = host.create_table(config(GAME)).code
            used = host.create_table(config(GAME)).code
            assert stored_codes(tmp_path) == {never, used}
            async with raw(host) as ws:
                assert (await said(ws, join(used)))["type"] == "joined"
                clock.now += 500
                assert host.sweep() == [never]  # the other has a player at it
                assert stored_codes(tmp_path) == {used}
            await until_true(lambda: not host.conns[used])  # the player has left
            clock.now += 499
            assert host.sweep() == []  # idle from when the player left
            clock.now += 1
            assert host.sweep() == [used]
            assert host.tables == {} and stored_codes(tmp_path) == set()
    run(go)


def stored_codes(folder: Path) -> set[str]:
    """The codes of the tables in the store's file, read by a second connection."""
    store = Store(folder)
    try:
        return {code for (code,) in store.db.execute("SELECT code FROM tables")}
    finally:
        store.close()


def test_the_host_sweeps_by_itself_now_and_then() -> None:
    clock = Clock()

    async def go() -> None:
        limits = Limits(keep_idle=100, sweep_every=0.01)
        async with running_host(limits=limits, clock=clock) as host:
            code = host.create_table(config(GAME)).code
            await asyncio.sleep(0.05)  # several sweeps: the table is not idle long enough
            assert code in host.tables
            clock.now += 100
            await until_true(lambda: code not in host.tables)
    run(go)
