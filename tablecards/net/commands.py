"""`tablecards serve` and `tablecards join`: the host without a screen, and a headless seat."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import signal
import ssl
import sys
from dataclasses import replace
from typing import Any

from tablecards.ai.levels import DEFAULT_LEVEL, LEVELS
from tablecards.net.protocol import Invitation


def add_verbs(sub: Any) -> None:
    """The `serve` and `join` subcommands on the command line's parser."""
    serve = sub.add_parser("serve", help="host network tables without a screen")
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on")
    serve.add_argument("--port", type=int, default=8765)
    serve.add_argument("--data", metavar="DIR", help="keep every table in DIR (SQLite)")
    serve.add_argument("--tls-cert", metavar="FILE")
    serve.add_argument("--tls-key", metavar="FILE")
    serve.add_argument("--connections-per-address", type=int, metavar="N", default=None,
                       help="open connections one address may hold (default 64)")
    serve.add_argument("--tables-per-minute", type=int, metavar="N", default=None,
                       help="tables one address may create a minute (default 20)")
    serve.set_defaults(func=serve_main)
    join = sub.add_parser("join", help="play a seat of a network table with a bot")
    join.add_argument("invitation", help="tablecards://HOST:PORT/CODE")
    join.add_argument("--level", choices=LEVELS, default=DEFAULT_LEVEL)
    join.add_argument("--name", default="")
    join.add_argument("--seat", type=int, help="the seat to take (default: the first free)")
    join.add_argument("--token", help="the seat's token, to rejoin it")
    join.set_defaults(func=join_main)


def _tls(args: argparse.Namespace) -> ssl.SSLContext | None:
    if not args.tls_cert and not args.tls_key:
        return None
    if not (args.tls_cert and args.tls_key):
        raise SystemExit("serve: --tls-cert and --tls-key go together")
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(args.tls_cert, args.tls_key)
    return context


def serve_main(args: argparse.Namespace) -> int:
    """Run the host until SIGINT or SIGTERM."""
    from tablecards.net.host import Host, Limits
    from tablecards.net.store import Store

    # Many tables are many long-lived objects: full collections would scan them all, over and
    # over, and stall every table for tens of milliseconds (the p99 of the load benchmark).
    gc.set_threshold(50_000, 50, 1000)

    async def run() -> None:
        limits = Limits()
        if args.connections_per_address is not None:
            limits = replace(limits, connections_per_address=args.connections_per_address)
        if args.tables_per_minute is not None:
            limits = replace(limits, tables_per_minute=args.tables_per_minute)
        host = Host(Store(args.data) if args.data else None, limits=limits)
        await host.start(args.host, args.port, _tls(args))
        print(f"serving {len(host.tables)} tables on {args.host}:{host.port}", flush=True)
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError):  # Windows: Ctrl+C only
                loop.add_signal_handler(sig, stop.set)
        await stop.wait()
        await host.stop()

    try:
        asyncio.run(run())
    except OSError as err:
        print(f"serve: cannot listen on {args.host}:{args.port}: {err.strerror or err}",
              file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        pass
    return 0


def join_main(args: argparse.Namespace) -> int:
    """Play one seat to the match's end: a line per deal and one at the end; 0 when the
    match was played out, 1 when the host could not be reached, 2 when it refused us."""
    from tablecards.net.client import Client, bot_decider

    try:
        invitation = Invitation.parse(args.invitation)
    except ValueError as err:
        print(f"join: {err}", file=sys.stderr)
        return 2
    holder: dict[str, Client] = {}

    def options() -> dict[str, Any] | None:
        found = holder["client"].info.get("options")
        return found if isinstance(found, dict) else None

    def told(message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "joined":
            print(f"seat {message['seat']} at table {message['code']}", flush=True)
        elif kind == "scored":
            print(f"deal {message['deal'] + 1}: points {_numbers(message['points'])}, "
                  f"totals {_numbers(message['totals'])}", flush=True)
        elif kind == "over":
            print(f"match over: winners {_numbers(message['winners'])}, "
                  f"totals {_numbers(message['totals'])}", flush=True)
        elif kind == "error":
            print(f"host says: {message.get('code')} {message.get('params', {})}",
                  file=sys.stderr, flush=True)

    client = Client(invitation, args.name, token=args.token, seat=args.seat,
                    decide=bot_decider(args.level, options), on_message=told,
                    keep_history=False)
    holder["client"] = client
    finished = asyncio.run(client.run())
    if finished:
        return 0
    return 2 if client.fatal is not None else 1


def _numbers(values: list[int]) -> str:
    return " ".join(str(v) for v in values)
