"""Between deals: the next deal waits for every seated person here to say `next`; computers
and players who are away never hold the table up, and a spectator has no say (refused with
`watching`)."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from websockets.asyncio.client import connect

from tablecards.net.protocol import PROTOCOL_VERSION, Invitation, ProtocolError
from tablecards.net.table import SeatPlan, Table, TableConfig
from tests.net.tables import WAIT, run, running_host


def two_people(computers: int = 0) -> Table:
    plans = (SeatPlan("open"),) * (2 - computers) + (SeatPlan("computer", "easy"),) * computers
    table, _ = Table.create("ABCDEFGHJKLM", TableConfig("tressette", 2, {}, plans, seed=3))
    for seat in range(2 - computers):
        table.join(f"p{seat}", seat, None)
    return table


def to_deal_end(table: Table) -> None:
    """Play each deciding seat's first legal action until the deal is over."""
    table.advance()
    for _ in range(500):
        if table.between_deals:
            return
        table.act(table.match.controller() or 0, None, 0, table.step)
    raise AssertionError("the deal did not end")


def test_the_next_deal_waits_for_every_person_here() -> None:
    table = two_people()
    to_deal_end(table)
    step, deals = table.step, len(table.match.setups)
    assert table.waiting_for() == [0, 1]
    assert table.seats_message()["waiting"] == [0, 1]
    assert table.advance() == [] and len(table.match.setups) == deals
    table.go_on(0, step)
    table.go_on(0, step)  # said twice: the same
    assert table.waiting_for() == [1] and table.advance() == []
    with pytest.raises(ProtocolError) as late:
        table.go_on(1, step - 1)  # a `next` for another step changes nothing
    assert late.value.code == "stale" and late.value.params == {"n": step}
    table.go_on(1, step)
    assert table.waiting_for() == []
    assert table.advance() and len(table.match.setups) == deals + 1
    assert table.ready == set() and not table.between_deals
    with pytest.raises(ProtocolError) as playing:
        table.go_on(0, table.step)  # the deal is in play: nothing to go on from
    assert playing.value.code == "stale"


def test_computers_and_players_away_never_hold_the_table_up() -> None:
    with_computer = two_people(computers=1)
    to_deal_end(with_computer)
    assert with_computer.waiting_for() == [0]
    with_computer.go_on(0, with_computer.step)
    assert with_computer.advance()

    table = two_people()
    to_deal_end(table)
    table.go_on(0, table.step)
    table.leave(1)  # Ben is away: the others play on; he comes back to the deal in play
    assert table.waiting_for() == [] and table.advance()


def test_a_spectators_next_is_refused_with_its_reason() -> None:
    async def go() -> None:
        async with running_host() as host:
            plans = (SeatPlan("open"), SeatPlan("open"))
            created = host.create_table(TableConfig("tressette", 2, {}, plans, seed=3))
            url = Invitation("127.0.0.1", host.port, created.code).url()

            async def said(ws: Any, message: dict[str, Any], kind: str = "error"
                           ) -> dict[str, Any]:
                await ws.send(json.dumps(message))
                for _ in range(50):
                    answer = json.loads(await asyncio.wait_for(ws.recv(), WAIT))
                    if answer["type"] == kind:
                        return answer
                raise AssertionError(f"no {kind}")

            async with connect(url) as ann, connect(url) as ben, connect(url) as watcher:
                hello = {"v": PROTOCOL_VERSION, "code": created.code}
                await said(ann, {**hello, "type": "join", "name": "Ann"}, "joined")
                await said(ben, {**hello, "type": "join", "name": "Ben"}, "joined")
                view = await said(watcher, {**hello, "type": "watch"}, "view")
                refused = await said(watcher, {"type": "next", "n": view["n"]})
                assert refused["code"] == "watching" and refused["about"] == "next"
                early = await said(ann, {"type": "next", "n": view["n"]})
                assert early["code"] == "stale", "the deal is in play"
                assert (await said(ann, {"type": "next"}))["code"] == "bad_field"
                table = host.tables[created.code]
                assert table.ready == set() and not table.between_deals
    run(go)
