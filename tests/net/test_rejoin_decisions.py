"""A player back at their seat gets their decisions of the deal in play (`decisions`), so the
review of the deal still rates every one of them: each from the very view the host sent that
seat at that step, never another seat's, and only the seat's own moves."""

from __future__ import annotations

import asyncio

from tablecards.net.client import Client
from tests.net.tables import WAIT, Heard, config, random_players, run, running_host, until_true

GAME = "hearts"


def test_a_rejoining_player_is_told_its_decisions_of_the_deal() -> None:
    async def go() -> None:
        async with running_host() as host, \
                random_players(host, config(GAME, options={"no_pass": True})) as playing:
            invitation, clients, heard, tasks = playing
            table = host.tables[invitation.code]
            await until_true(lambda: len(table.match.actions[-1]) > 12
                             if table.started else False)
            victim = clients[0]
            tasks[0].cancel()
            await asyncio.wait([tasks[0]], timeout=WAIT)
            await until_true(lambda: not table.seats[victim.seat or 0].present)
            sent = {m["n"]: m for m in heard[0].messages if m["type"] == "view"}
            deal = table.match.deal_index
            mine = [a for a in table.match.actions[-1] if a.seat == victim.seat]
            again = Heard()
            back = Client(invitation, "again", token=victim.token, on_message=again)
            tasks[0] = asyncio.create_task(back.run())
            await until_true(lambda: any(m["type"] == "view" for m in again.messages))
            told = next(m for m in again.messages if m["type"] == "decisions")
            assert told["deal"] == deal
            decisions = told["decisions"]
            assert [d["action"] for d in decisions] == [a.to_record() for a in mine]
            for decision in decisions:
                assert decision["view"]["seat"] == victim.seat
                assert decision["view"] == sent[decision["n"]]["view"]
            kinds = [m["type"] for m in again.messages]
            assert kinds.index("joined") < kinds.index("decisions") < kinds.index("view")
    run(go)


def test_a_first_join_is_told_no_decisions() -> None:
    async def go() -> None:
        async with running_host() as host, random_players(host, config(GAME)) as playing:
            invitation, _, heard, _ = playing
            table = host.tables[invitation.code]
            await until_true(lambda: table.step > 4)
            assert not any(m["type"] == "decisions" for h in heard for m in h.messages)
    run(go)
