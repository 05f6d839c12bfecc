"""Everything from the network is untrusted: each hostile client gets a clear error or a closed
connection, the host keeps serving, and the match is unchanged."""

from __future__ import annotations

import asyncio
import json
import socket
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from tablecards.net.host import MAX_CODE_FAILURES, OUTBOX, Host
from tablecards.net.protocol import MAX_FRAME, PROTOCOL_VERSION
from tablecards.rules.registry import game_ids
from tests.net.tables import config, play_created, run, running_host, until_true

WAIT = 10.0
GAME = game_ids()[0]


@asynccontextmanager
async def raw(host: Host, **kwargs: Any) -> AsyncIterator[ClientConnection]:
    async with connect(f"ws://127.0.0.1:{host.port}/", open_timeout=WAIT, **kwargs) as ws:
        yield ws


async def said(ws: ClientConnection, message: dict[str, Any] | str) -> dict[str, Any]:
    """Send one frame and read the answer to it (a joined, watching, record or error: the
    views and seat lists that come between are skipped)."""
    await ws.send(message if isinstance(message, str) else json.dumps(message))
    for _ in range(100):
        reply = await heard(ws)
        if reply["type"] in ("error", "joined", "watching", "record", "created"):
            return reply
    raise AssertionError("no answer")


async def heard(ws: ClientConnection) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), WAIT))
    return reply


async def heard_until(ws: ClientConnection, kind: str) -> dict[str, Any]:
    for _ in range(100):
        message = await heard(ws)
        if message["type"] == kind:
            return message
    raise AssertionError(f"no {kind}")


async def closed(ws: ClientConnection) -> bool:
    """True once the host has closed the connection (messages before it are skipped)."""
    try:
        for _ in range(1000):
            await asyncio.wait_for(ws.recv(), WAIT)
    except ConnectionClosed:
        return True
    return False


def join(code: str, **extra: Any) -> dict[str, Any]:
    return {"type": "join", "v": PROTOCOL_VERSION, "code": code, **extra}


def test_malformed_frames_get_an_error_each_and_the_connection_stays() -> None:
    async def go() -> None:
        async with running_host() as host:
            code = host.create_table(config(GAME)).code
            async with raw(host) as ws:
                assert (await said(ws, "{not json"))["code"] == "bad_json"
                assert (await said(ws, "[1, 2]"))["code"] == "not_object"
                assert (await said(ws, {"type": "dance"}))["code"] == "unknown_type"
                assert (await said(ws, {"type": "join", "code": code}))["params"] == \
                    {"field": "v"}
                bad = await said(ws, join(code, name="x" * 1000))
                assert (bad["code"], bad["params"]) == ("bad_field", {"field": "name"})
                assert (await said(ws, join(code, seat=True)))["code"] == "bad_field"
                assert (await said(ws, {"type": "act", "n": 1}))["code"] == "bad_field"
                assert (await said(ws, {"type": "act", "n": 1, "index": 0}))["code"] == \
                    "not_seated"
                assert (await said(ws, join(code, name="Ann")))["type"] == "joined"
            assert host.tables[code].step == 0
    run(go)


def test_a_client_of_another_version_is_told_the_versions_then_closed() -> None:
    async def go() -> None:
        async with running_host() as host, raw(host) as ws:
            reply = await said(ws, {"type": "join", "v": PROTOCOL_VERSION + 1, "code": "X"})
            assert reply == {"type": "error", "code": "version_mismatch", "about": "join",
                             "params": {"client": PROTOCOL_VERSION + 1,
                                        "host": PROTOCOL_VERSION}}
            assert await closed(ws)
    run(go)


def test_a_huge_frame_closes_its_connection_and_the_host_serves_on() -> None:
    async def go() -> None:
        async with running_host() as host:
            code = host.create_table(config(GAME)).code
            async with raw(host, max_size=None) as ws:
                await ws.send("x" * (MAX_FRAME + 1))
                assert await closed(ws)
                assert ws.close_code == 1009  # message too big
            async with raw(host) as ws:
                assert (await said(ws, join(code)))["type"] == "joined"
    run(go)


def test_wrong_tokens_and_codes_are_refused_and_guessing_is_cut_short() -> None:
    async def go() -> None:
        async with running_host() as host:
            code = host.create_table(config(GAME)).code
            async with raw(host) as ws:
                assert (await said(ws, join(code, token="guess")))["code"] == "bad_token"
                assert (await said(ws, {"type": "record", "code": code, "owner": "guess"})
                        )["code"] == "not_owner"
                for _ in range(MAX_CODE_FAILURES - 3):
                    assert (await said(ws, join("ABCDEFGHJKLM")))["code"] == "unknown_table"
                assert (await said(ws, join("ABCDEFGHJKLM")))["code"] == "too_many_codes"
                assert await closed(ws)
            async with raw(host) as ws:
                assert (await said(ws, join(code.lower())))["type"] == "joined"
    run(go)


async def seated(host: Host, code: str, seats: int) -> list[ClientConnection]:
    """`seats` raw connections, each joined, the first deal dealt."""
    sockets = []
    for _ in range(seats):
        ws = await connect(f"ws://127.0.0.1:{host.port}/", open_timeout=WAIT)
        assert (await said(ws, join(code)))["type"] == "joined"
        sockets.append(ws)
    return sockets


def test_another_seats_action_out_of_turn_and_replays_are_refused_unchanged() -> None:
    async def go() -> None:
        async with running_host() as host:
            table_config = config(GAME)
            code = host.create_table(table_config).code
            sockets = await seated(host, code, table_config.players)
            try:
                table = host.tables[code]
                mover = table.match.controller()
                assert mover is not None
                other = (mover + 1) % table.config.players
                legal = table.match.legal_actions()[0].to_record()
                before = json.dumps(table.record())
                step = table.step
                act = {"type": "act", "n": step, "action": legal}
                reply = await said(sockets[other], act)
                assert (reply["code"], reply["params"]["reason"]) == ("refused", "not_your_turn")
                as_other = {**act, "action": {**legal, "seat": other}}
                reply = await said(sockets[mover], as_other)
                assert (reply["code"], reply["params"]["reason"]) == ("refused", "not_your_turn")
                reply = await said(sockets[mover], {**act, "index": 10**6, "action": None})
                assert reply["code"] == "bad_field"
                reply = await said(sockets[mover], {**act, "n": step + 5})
                assert reply["code"] == "stale"
                assert json.dumps(table.record()) == before
                await sockets[mover].send(json.dumps(act))
                assert (await heard_until(sockets[mover], "view"))["n"] == step + 1
                reply = await said(sockets[mover], act)  # the same message again
                assert (reply["code"], reply["params"]) == ("stale", {"n": table.step})
                assert table.step == step + 1
            finally:
                for ws in sockets:
                    await ws.close()
    run(go)


def test_a_flood_is_rate_limited_then_closed() -> None:
    """The host's clock stands still, so no token comes back while the frames are read: a
    busy machine reading 400 frames slower than the rate once made this flood no flood."""
    async def go() -> None:
        async with running_host(clock=lambda: 1000.0) as host:
            code = host.create_table(config(GAME)).code
            async with raw(host) as ws:
                frame = json.dumps({"type": "dance"})
                for _ in range(400):
                    await ws.send(frame)
                codes = []
                with contextlib_suppress_closed():
                    for _ in range(1000):
                        codes.append(json.loads(await asyncio.wait_for(ws.recv(), WAIT))["code"])
                assert "rate_limited" in codes
                assert ws.close_code is None or ws.close_code == 1006  # cut off
            async with raw(host) as ws:
                assert (await said(ws, join(code)))["type"] == "joined"
    run(go)


class contextlib_suppress_closed:  # noqa: N801 - used as a with-statement
    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: object, error: object, trace: object) -> bool:
        return kind is ConnectionClosed or isinstance(error, ConnectionClosed)


def test_a_reader_that_never_reads_holds_nobody_up() -> None:
    """The table plays out at full speed beside a spectator that reads nothing; what waits for
    it is bounded (a full outbox cuts it off: see the next test)."""
    async def go() -> None:
        async with running_host() as host:
            table_config = config(GAME, computers=0)
            created = host.create_table(table_config)
            sock = socket.socket()
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 2048)
            sock.connect(("127.0.0.1", host.port))
            async with connect(f"ws://127.0.0.1:{host.port}/", sock=sock, max_queue=1,
                               close_timeout=0.1,
                               open_timeout=WAIT) as slow:
                await slow.send(json.dumps({"type": "watch", "v": PROTOCOL_VERSION,
                                            "code": created.code}))
                await until_true(lambda: any(c.watching for c in host.conns[created.code]))
                for conn in host.conns[created.code]:  # the host's buffers for it: small
                    conn.ws.transport.get_extra_info("socket").setsockopt(
                        socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
                    conn.ws.transport.set_write_buffer_limits(high=4096)
                clients, _ = await play_created(host, created, table_config)
                assert all(c.over is not None for c in clients)  # nobody waited for it
                assert all(c.outbox.qsize() <= OUTBOX for c in host.conns[created.code])
    run(go)


def test_a_reader_whose_outbox_fills_is_cut_off_and_the_others_play_on() -> None:
    async def go() -> None:
        async with running_host(outbox=3) as host:
            code = host.create_table(config(GAME)).code
            async with raw(host, max_queue=1) as slow:
                await slow.send(json.dumps({"type": "watch", "v": PROTOCOL_VERSION,
                                            "code": code}))
                # joined, seats, and the answers below are more than 3 messages at once
                for _ in range(3):
                    await slow.send(json.dumps({"type": "dance"}))
                await until_true(lambda: not host.conns[code])
                assert await closed(slow)
            async with raw(host) as ws:
                assert (await said(ws, join(code)))["type"] == "joined"
    run(go)
