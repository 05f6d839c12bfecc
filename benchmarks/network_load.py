"""Load on one `tablecards serve` process: N tables of four headless players on 127.0.0.1.

Starts the server as a subprocess, creates N tables of a four-player game, and seats four
light clients at each (all in this one asyncio process: random legal moves, each waiting
`--think` seconds before it acts, as people do). After `--seconds` it prints:

- actions per second the server refereed;
- the latency from an action sent to the next view received, `p50 X ms, p99 Y ms`;
- the server's CPU (share of one core) and memory per table (resident set growth from the
  empty server to N seated tables, read from /proc of the server process).

    python benchmarks/network_load.py --tables 500 [--think 1] [--seconds 30] [--data DIR]

`--think 0` gives the most actions per second one process can referee. The clients share this
process, so at high load part of the latency is theirs (reading views): the figures are an
upper bound for the server.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import os
import random
import resource
import socket
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from tablecards.net.protocol import PROTOCOL_VERSION
from tablecards.rules.registry import game_class, game_ids

PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096
TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


@dataclass
class Tally:
    """What the clients measured."""

    actions: int = 0
    latencies: list[float] = field(default_factory=list)
    errors: int = 0


def four_player_game() -> str:
    return next(g for g in game_ids() if game_class(g).spec.usual_players == 4)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def server_figures(pid: int) -> tuple[float, int]:
    """CPU seconds used so far and resident bytes, from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    cpu = (int(fields[11]) + int(fields[12])) / TICKS
    rss = int(Path(f"/proc/{pid}/statm").read_text().split()[1]) * PAGE
    return cpu, rss


async def create_tables(port: int, game: str, count: int) -> list[str]:
    """Create `count` tables (over several connections: each is rate-limited)."""
    players = game_class(game).spec.usual_players
    message = json.dumps({"type": "create", "v": PROTOCOL_VERSION, "game": game,
                          "players": players, "seats": [{"kind": "open"}] * players})

    async def some(n: int) -> list[str]:
        codes = []
        async with connect(f"ws://127.0.0.1:{port}/", max_size=None) as ws:
            for _ in range(n):
                await ws.send(message)
                codes.append(json.loads(await ws.recv())["code"])
        return codes
    batches = [min(40, count - i) for i in range(0, count, 40)]
    found: list[str] = []
    for group in await asyncio.gather(*(some(n) for n in batches)):
        found += group
    return found


async def player(port: int, code: str, think: float, tally: Tally, rng: random.Random,
                 seated: asyncio.Event, stop: asyncio.Event) -> None:
    """One seat: join, and after each view that asks this seat to act, act at random."""
    sent: list[float] = []  # when this seat's action went out, until the next view
    async with connect(f"ws://127.0.0.1:{port}/", max_size=None, open_timeout=120,
                       compression=None) as ws:
        await ws.send(json.dumps({"type": "join", "v": PROTOCOL_VERSION, "code": code}))
        seated.set()
        with contextlib.suppress(ConnectionClosed, asyncio.CancelledError):
            await play(ws, think, tally, rng, stop, sent)


async def play(ws: ClientConnection, think: float, tally: Tally, rng: random.Random,
               stop: asyncio.Event, sent: list[float]) -> None:
    pending: asyncio.Task[None] | None = None
    seat, step = None, 0  # this seat, and the step of the last view (a `next` names it)
    went_on = -1  # the step this seat last said `next` at (said once per deal's end)
    try:
        async for frame in ws:
            if stop.is_set():
                break
            message = json.loads(frame)
            if message["type"] == "error":
                tally.errors += 1
            if message["type"] == "joined":
                seat = message["seat"]
            if message["type"] == "seats" and seat in (message.get("waiting") or []) \
                    and went_on != step:
                # the deal is over: go on at once, as a quick reader of the scoring would
                went_on = step
                await ws.send(json.dumps({"type": "next", "n": step}))
            if message["type"] != "view":
                continue
            step = message["n"]
            if sent:
                tally.latencies.append(time.perf_counter() - sent.pop())
            if message["view"].get("legal_count"):
                if pending is not None:
                    pending.cancel()
                pending = asyncio.create_task(act(ws, message, think, rng, tally, sent))
    finally:
        if pending is not None:
            pending.cancel()


async def act(ws: ClientConnection, message: dict[str, Any], think: float,
              rng: random.Random, tally: Tally, sent: list[float]) -> None:
    if think:
        await asyncio.sleep(think * (0.5 + rng.random()))
    view = message["view"]
    legal = view["legal_actions"]
    move: dict[str, Any] = {"type": "act", "n": message["n"]}
    if legal:
        move["action"] = rng.choice(legal)
    else:
        move["index"] = rng.randrange(view["legal_count"])
    sent[:] = [time.perf_counter()]
    with contextlib.suppress(ConnectionClosed):
        await ws.send(json.dumps(move))
        tally.actions += 1


async def load(port: int, tables: int, think: float, seconds: float, pid: int,
               game: str) -> dict[str, Any]:
    _, empty = server_figures(pid)
    codes = await create_tables(port, game, tables)
    tally = Tally()
    stop = asyncio.Event()
    rng = random.Random(1)
    seats = game_class(game).spec.usual_players
    events = [asyncio.Event() for _ in range(tables * seats)]
    tasks = [asyncio.create_task(player(port, code, think, tally, random.Random(rng.random()),
                                        events[i * seats + s], stop))
             for i, code in enumerate(codes) for s in range(seats)]
    await asyncio.wait_for(asyncio.gather(*(e.wait() for e in events)), 300)
    await asyncio.sleep(0.5)
    _, seated = server_figures(pid)
    tally.actions, tally.latencies = 0, []
    cpu_before, started = server_figures(pid)[0], time.perf_counter()
    await asyncio.sleep(seconds)
    for _ in range(60):  # a slow machine: measure until something was played (60 s at most)
        if tally.actions:
            break
        await asyncio.sleep(0.5)
    cpu_after, rss = server_figures(pid)
    elapsed = time.perf_counter() - started
    actions, latencies = tally.actions, sorted(tally.latencies)
    stop.set()
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    return {
        "tables": tables, "think": think, "seconds": round(elapsed, 1),
        "actions_per_second": round(actions / elapsed, 1),
        "p50_ms": round(1000 * statistics.median(latencies), 1) if latencies else None,
        "p99_ms": round(1000 * latencies[int(0.99 * (len(latencies) - 1))], 1)
        if latencies else None,
        "server_cpu_percent": round(100 * (cpu_after - cpu_before) / elapsed, 1),
        "kb_per_seated_table": round((seated - empty) / tables / 1024, 1),
        "kb_per_table_at_end": round((rss - empty) / tables / 1024, 1),
        "server_rss_mb": round(rss / 2**20, 1), "errors": tally.errors,
    }


def run(tables: int, think: float, seconds: float, data: str | None = None) -> dict[str, Any]:
    """Start the server, load it, stop it; the figures."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, 4 * tables + 500)), hard))
    port = free_port()
    command = [sys.executable, "-m", "tablecards", "serve", "--port", str(port),
               # every client is on 127.0.0.1: lift the per-address limits
               "--connections-per-address", str(4 * tables + 10),
               "--tables-per-minute", str(tables + 10)]
    if data:
        command += ["--data", data]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, text=True,
                              cwd=Path(__file__).resolve().parent.parent)
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        if not line.startswith("serving"):
            raise SystemExit(f"the server did not start: {line}")
        # the clients' own collector pauses would count as the server's latency
        gc.set_threshold(50_000, 50, 1000)
        return asyncio.run(load(port, tables, think, seconds, server.pid, four_player_game()))
    finally:
        server.terminate()
        server.wait(30)
        if server.stdout is not None:
            server.stdout.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--tables", type=int, default=10)
    parser.add_argument("--think", type=float, default=1.0)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--data", help="let the server keep its tables in DIR (SQLite)")
    args = parser.parse_args()
    figures = run(args.tables, args.think, args.seconds, args.data)
    print(f"{figures['tables']} tables, think {figures['think']} s: "
          f"{figures['actions_per_second']} actions/s, "
          f"p50 {figures['p50_ms']} ms, p99 {figures['p99_ms']} ms, "
          f"server CPU {figures['server_cpu_percent']}% of a core, "
          f"{figures['kb_per_seated_table']} KB per seated table "
          f"(RSS {figures['server_rss_mb']} MB), errors {figures['errors']}")
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
