"""Finding tables on the local network: an advertiser and a browser on the loopback
interface only (nothing leaves the machine), and listings from strangers checked as untrusted
input."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Callable

import pytest
from zeroconf import IPVersion, ServiceInfo, Zeroconf

from tablecards.net.discovery import (
    LOOPBACK,
    SERVICE_TYPE,
    Listing,
    TableBrowser,
    advertise,
    listing_from,
)
from tablecards.net.protocol import PROTOCOL_VERSION, Invitation, new_table_code
from tablecards.rules.registry import game_ids

GAME = game_ids()[0]


def wait_for(condition: Callable[[], bool]) -> None:
    """A bounded wait for zeroconf's threads (the bound is generous, not a timing)."""
    for _ in range(1500):
        if condition():
            return
        time.sleep(0.01)
    raise AssertionError("it never happened")


def ours(browser: TableBrowser, port: int) -> list[Listing]:
    """The listings of this test's port (another test on the machine may advertise too)."""
    return [x for x in browser.listings() if x.port == port]


@pytest.fixture
def browser() -> object:
    seen = TableBrowser(interfaces=LOOPBACK)
    seen.start()
    yield seen
    seen.stop(wait=True)


def test_a_table_advertised_on_loopback_is_found_updated_and_withdrawn(
        browser: TableBrowser) -> None:
    port = 40000 + time.monotonic_ns() % 20000
    changes: list[list[Listing]] = []
    browser.on_change = changes.append
    table = advertise(port, GAME, 4, 3, "Ann", interfaces=LOOPBACK)
    try:
        assert table.wait_started()
        wait_for(lambda: len(ours(browser, port)) == 1)
        found = ours(browser, port)[0]
        assert (found.host, found.game, found.players, found.free, found.title) == \
            ("127.0.0.1", GAME, 4, 3, "Ann")
        assert found.version == PROTOCOL_VERSION and found.address == f"127.0.0.1:{port}"
        assert found.code is None and found.invitation() is None  # not shared by default
        assert changes
        table.update(free=1)
        wait_for(lambda: [x.free for x in ours(browser, port)] == [1])
    finally:
        table.stop(wait=True)
    wait_for(lambda: not ours(browser, port))


def test_a_table_open_to_the_room_lists_its_invitation(browser: TableBrowser) -> None:
    port = 40000 + time.monotonic_ns() % 20000
    code = new_table_code()
    table = advertise(port, GAME, 3, 2, "Class 4B", code=code.lower(), interfaces=LOOPBACK)
    try:
        wait_for(lambda: len(ours(browser, port)) == 1)
        assert ours(browser, port)[0].invitation() == Invitation("127.0.0.1", port, code)
    finally:
        table.stop(wait=True)


BAD_PROPERTIES: dict[str, dict[str, bytes]] = {
    "unknown game": {"game": b"no_such_game"},
    "free above players": {"free": b"5", "players": b"4"},
    "title not utf-8": {"title": b"\xff\xfe"},
    "title too long": {"title": b"x" * 41},
    "title with a newline": {"title": b"Ann\nBob"},
    "huge value": {"game": GAME.encode() + b" " * 200},
    "negative seats": {"players": b"-4"},
    "version not a number": {"v": b"one"},
    "bad code": {"code": b"IIII-0000-OOOO"},
}


def good_properties() -> dict[str, bytes]:
    return {"v": b"1", "game": GAME.encode(), "players": b"4", "free": b"2",
            "title": b"Ann"}


@pytest.mark.parametrize("case", sorted(BAD_PROPERTIES))
def test_a_listing_with_a_bad_field_is_refused(case: str) -> None:
    properties: dict[bytes, bytes | None] = {k.encode(): v for k, v in
                                             good_properties().items()}
    assert listing_from("x", ["127.0.0.1"], 9000, properties) is not None
    properties.update({k.encode(): v for k, v in BAD_PROPERTIES[case].items()})
    assert listing_from("x", ["127.0.0.1"], 9000, properties) is None


@pytest.mark.parametrize("field", ["v", "game", "players", "free", "title"])
def test_a_listing_without_a_field_is_refused(field: str) -> None:
    properties: dict[bytes, bytes | None] = {k.encode(): v for k, v in
                                             good_properties().items()}
    properties[field.encode()] = None
    assert listing_from("x", ["127.0.0.1"], 9000, properties) is None
    del properties[field.encode()]
    assert listing_from("x", ["127.0.0.1"], 9000, properties) is None


def test_bad_addresses_and_ports_are_refused() -> None:
    properties: dict[bytes, bytes | None] = {k.encode(): v for k, v in
                                             good_properties().items()}
    assert listing_from("x", [], 9000, properties) is None
    assert listing_from("x", ["224.0.0.251", "0.0.0.0", "nonsense"], 9000, properties) is None
    assert listing_from("x", ["127.0.0.1"], 0, properties) is None
    assert listing_from("x", ["127.0.0.1"], None, properties) is None
    six = listing_from("x", ["::1"], 9000, properties)
    assert six is not None and six.address == "[::1]:9000"


def test_bad_listings_on_the_network_are_ignored(browser: TableBrowser) -> None:
    """Strangers' records, sent by a plain zeroconf on loopback: the browser examines each
    one, lists none of them, and still lists the good table beside them."""
    port = 40000 + time.monotonic_ns() % 20000
    stranger = Zeroconf(interfaces=LOOPBACK, ip_version=IPVersion.V4Only)
    infos = []
    try:
        for number, case in enumerate(sorted(BAD_PROPERTIES)):
            properties = {**good_properties(), **BAD_PROPERTIES[case]}
            info = ServiceInfo(SERVICE_TYPE, f"bad {port} {number}.{SERVICE_TYPE}",
                               port=port, properties=properties,
                               addresses=[socket.inet_aton("127.0.0.1")])
            infos.append(info)
        registering = [threading.Thread(target=stranger.register_service, args=(info,))
                       for info in infos]  # each probes for a second or so: side by side
        for thread in registering:
            thread.start()
        for thread in registering:
            thread.join(30)
        table = advertise(port, GAME, 4, 2, "Good", interfaces=LOOPBACK)
        try:
            names = {info.name for info in infos}
            wait_for(lambda: names <= browser.rejected and len(ours(browser, port)) == 1)
            assert [x.title for x in ours(browser, port)] == ["Good"]
        finally:
            table.stop(wait=True)
    finally:
        for info in infos:
            stranger.unregister_service(info)
        stranger.close()


def test_stopping_before_starting_finished_is_safe() -> None:
    browser = TableBrowser(interfaces=LOOPBACK)
    browser.start()
    browser.stop(wait=True)
    table = advertise(40000 + time.monotonic_ns() % 20000, GAME, 4, 4, "Ann",
                      interfaces=LOOPBACK)
    table.stop(wait=True)
