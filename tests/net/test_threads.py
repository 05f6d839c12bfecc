"""The app's handles: a host on its own thread, and a client on its own thread, driven from
another thread (the GUI's) through thread-safe calls and callbacks."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

from tablecards.net.client import ClientThread
from tablecards.net.host import HostThread
from tablecards.net.table import SeatPlan, TableConfig
from tablecards.rules.registry import game_class, game_ids

GAME = game_ids()[0]


def wait_for(condition: Callable[[], bool]) -> None:
    """A bounded wait for another thread's work (not a timing: the bound is generous)."""
    for _ in range(2000):
        if condition():
            return
        time.sleep(0.01)
    raise AssertionError("it never happened")


def test_a_host_thread_and_a_client_thread_play_a_reserved_seat() -> None:
    host = HostThread("127.0.0.1", 0)
    host.start()
    client: ClientThread | None = None
    try:
        players = game_class(GAME).spec.usual_players
        config = TableConfig(GAME, players, {}, (SeatPlan("reserved", name="Ann"),
                                                 *[SeatPlan("computer", "easy")] * (players - 1)))
        created = host.create_table(config)
        told: list[tuple[str, dict[str, Any]]] = []
        host.add_listener(lambda code, message: told.append((code, message)))
        heard: list[dict[str, Any]] = []
        lock = threading.Lock()

        def on_message(message: dict[str, Any]) -> None:
            with lock:
                heard.append(message)
        client = ClientThread(host.invitation(created.code), "Ann",
                              token=created.seat_tokens[0], on_message=on_message)
        client.start()
        try:
            wait_for(lambda: any(m["type"] == "view" and m["view"]["legal_count"] for m in heard))
        except AssertionError:
            raise AssertionError(str(heard)[:600]) from None
        assert client.seat == 0
        view = client.last_view()
        assert view is not None and view.legal_actions
        before = host.table_state(created.code)
        client.send_action(view.legal_actions[0])
        wait_for(lambda: len(host.record(created.code)["deals"][0]["actions"]) > 0
                 and any(a["seat"] == 0 for a in host.record(created.code)["deals"][0]["actions"]))
        assert before["started"]
        assert any(m["type"] == "seats" for _, m in told)
        assert host.record(created.code)["seats"][0] == "Ann"
    finally:
        if client is not None:
            client.close()
        host.stop()
