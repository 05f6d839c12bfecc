"""`tablecards serve` and `tablecards join` as programs: a server killed with SIGKILL in the
middle of its matches and started again resumes every table where it stood, and the players
(one of them `tablecards join`) reconnect by themselves and finish."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect

from tablecards.net.client import Client, random_decider
from tablecards.net.protocol import PROTOCOL_VERSION, Invitation
from tablecards.rules.records import replay_record
from tablecards.rules.registry import game_class, game_ids

WAIT = 60.0
GAMES = game_ids()[:2]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@contextmanager
def server(port: int, data: Path, *more: str) -> Iterator[subprocess.Popen[str]]:
    """`tablecards serve` on 127.0.0.1:port (with `more` arguments), listening once this
    yields; killed at the end."""
    process = subprocess.Popen(
        [sys.executable, "-m", "tablecards", "serve", "--port", str(port), "--data", str(data),
         *more], stdout=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None
        line = process.stdout.readline()  # bounded: the server prints it or dies
        assert line.startswith("serving"), line
        yield process
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(WAIT)
        if process.stdout is not None:
            process.stdout.close()


async def ask(port: int, message: dict[str, Any], answer: str) -> dict[str, Any]:
    async with connect(f"ws://127.0.0.1:{port}/", open_timeout=WAIT) as ws:
        await ws.send(json.dumps(message))
        for _ in range(100):
            reply: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), WAIT))
            if reply["type"] in (answer, "error"):
                return reply
    raise AssertionError(f"no {answer}")


def create(game: str) -> dict[str, Any]:
    players = game_class(game).spec.usual_players
    return {"type": "create", "v": PROTOCOL_VERSION, "game": game, "players": players,
            "seats": [{"kind": "open"}] * players}


def test_a_killed_server_resumes_every_table_and_its_players_finish(tmp_path: Path) -> None:
    port = free_port()
    with server(port, tmp_path) as first:
        created = [asyncio.run(ask(port, create(game), "created")) for game in GAMES]
        joiner = subprocess.Popen(
            [sys.executable, "-m", "tablecards", "join",
             f"tablecards://127.0.0.1:{port}/{created[0]['code']}", "--level", "easy",
             "--name", "Bot"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            records = asyncio.run(_play_through_a_kill(port, tmp_path, created, first))
            out, err = joiner.communicate(timeout=WAIT)
            assert joiner.returncode == 0, err
            lines = out.splitlines()
            assert lines[-1].startswith("match over"), out
            deals = [int(line.split()[1].rstrip(":")) for line in lines
                     if line.startswith("deal ")]
            assert deals == sorted(set(deals)), out  # each deal told once, none taken back
        finally:
            if joiner.poll() is None:
                joiner.kill()
                joiner.communicate(timeout=WAIT)
    for record in records:
        assert replay_record(record).match.over


async def _play_through_a_kill(port: int, data: Path, created: list[dict[str, Any]],
                               first: subprocess.Popen[str]) -> list[dict[str, Any]]:
    clients: list[Client] = []
    for table, game in zip(created, GAMES, strict=True):
        others = game_class(game).spec.usual_players - (1 if table is created[0] else 0)
        invitation = Invitation("127.0.0.1", port, table["code"])
        clients += [Client(invitation, f"p{i}", decide=random_decider(i, think=0.002),
                           retries=12) for i in range(others)]
    first_table = game_class(GAMES[0]).spec.usual_players - 1
    tasks = [asyncio.create_task(c.run()) for c in clients[:first_table]]
    try:
        # The other tables start once the joining program has sat down at the first (its
        # start-up is slow), so that none of them is over before the kill.
        await _until(lambda: all(c.n > 0 for c in clients[:first_table]))
        tasks += [asyncio.create_task(c.run()) for c in clients[first_table:]]
        await _until(lambda: all(c.n > 8 for c in clients))  # every table well under way
        before = {id(c): c.n for c in clients}
        assert not any(c.over for c in clients)
        os.kill(first.pid, signal.SIGKILL)
        first.wait(WAIT)
        with server(port, data):
            assert await asyncio.wait_for(asyncio.gather(*tasks), WAIT) == [True] * len(tasks)
            assert all(c.views[-1]["n"] > before[id(c)] for c in clients)
            return [(await ask(port, {"type": "record", "code": t["code"],
                                      "owner": t["owner"]}, "record"))["record"]
                    for t in created]
    finally:
        for task in tasks:
            task.cancel()


async def _until(condition: Callable[[], bool]) -> None:
    for _ in range(2000):  # bounded: 20 s of looking
        if condition():
            return
        await asyncio.sleep(0.01)
