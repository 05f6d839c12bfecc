"""`tablecards serve --tls-cert F --tls-key F` speaks `wss://` on 127.0.0.1, and clients with
TLS create a table, join it and play a deal through it. The certificate is a self-signed one
made for 127.0.0.1 by the `openssl` command (the test is skipped, saying so, without it)."""

from __future__ import annotations

import asyncio
import json
import shutil
import ssl
import subprocess
from pathlib import Path

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from tablecards.net.client import Client, random_decider
from tablecards.net.protocol import Invitation
from tablecards.rules.registry import game_ids
from tests.net.test_serve import WAIT, create, free_port, server

GAME = game_ids()[0]


def self_signed(folder: Path) -> tuple[Path, Path]:
    """A certificate and key for 127.0.0.1, valid for a day."""
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
         "-keyout", str(key), "-out", str(cert), "-subj", "/CN=127.0.0.1",
         "-addext", "subjectAltName=IP:127.0.0.1"],
        check=True, capture_output=True, timeout=WAIT)
    return cert, key


@pytest.mark.skipif(shutil.which("openssl") is None,
                    reason="the openssl command is needed to make a test certificate")
def test_serve_with_a_certificate_speaks_tls_and_a_deal_is_played_through_it(
        tmp_path: Path) -> None:
    cert, key = self_signed(tmp_path)
    trusting = ssl.create_default_context(cafile=str(cert))  # checks the name as well
    port = free_port()
    with server(port, tmp_path / "data", "--tls-cert", str(cert), "--tls-key", str(key)):
        asyncio.run(_play_a_deal(port, trusting))


async def _play_a_deal(port: int, tls: ssl.SSLContext) -> None:
    message = create(GAME)
    async with connect(f"wss://127.0.0.1:{port}/", ssl=tls, open_timeout=WAIT) as ws:
        await ws.send(json.dumps(message))
        created = json.loads(await asyncio.wait_for(ws.recv(), WAIT))
    assert created["type"] == "created"
    with pytest.raises((InvalidHandshake, ConnectionClosed, OSError)):  # no plain ws://
        async with connect(f"ws://127.0.0.1:{port}/", open_timeout=WAIT) as plain:
            await plain.send(json.dumps(message))
            await asyncio.wait_for(plain.recv(), WAIT)
    invitation = Invitation("127.0.0.1", port, created["code"])
    clients = [Client(invitation, f"p{i}", decide=random_decider(i), tls=tls)
               for i in range(message["players"])]
    tasks = [asyncio.create_task(c.run()) for c in clients]
    try:
        for _ in range(int(WAIT * 100)):
            if all(c.scores for c in clients) or any(t.done() for t in tasks):
                break
            await asyncio.sleep(0.01)
        assert all(c.scores for c in clients), [c.fatal for c in clients]
        assert all(c.seat is not None for c in clients)
    finally:
        for client in clients:
            await client.close()
        await asyncio.wait(tasks, timeout=5)
