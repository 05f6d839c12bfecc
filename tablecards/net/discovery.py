"""Finding tables on the local network: DNS-SD over multicast DNS (the `zeroconf` package).

A host that plays on a LAN advertises its table as a `_tablecards._tcp.local.` service; the
Join dialog browses for that type and lists what it finds. Qt-free, like the rest of
`tablecards.net`: the app runs the browser's callbacks through a signal.

What a listing says (the TXT record, every value a short string):

- `v`: the protocol version (`PROTOCOL_VERSION`), so a client can say "another version"
  before it connects;
- `game`: the registry id of the game; `players`: the number of seats; `free`: seats still
  free to join;
- `title`: what the host calls the table (the hosting player's name), at most 40 characters;
- `code`: only when the host chose to open the table to everyone on this network.

Why the code is left out by default: multicast DNS reaches every device on the network (a
café's or a school's Wi-Fi), so a code in the listing lets anyone there take a free seat.
Without it a listing gives the address, and the player types the code the host reads out or
sends: the table can be found, but joined only by those invited. A host may pass
`code=` to `advertise` for a table meant for the whole room (a class).

Everything in a listing comes from the network and is checked (`listing_from`): a record
with a missing, malformed or oversized field, an unknown game or a bad address is ignored.

`interfaces` is given to zeroconf as is: tests and benchmarks pass `LOOPBACK` so nothing
leaves the machine; the app passes None: every interface (IPv4), or the addresses listed in
the environment variable TABLECARDS_LAN_INTERFACES (comma-separated), which tests/conftest.py
sets to 127.0.0.1 so that no test, whoever wrote it, advertises on the machine's network.
"""

from __future__ import annotations

import contextlib
import ipaddress
import os
import re
import secrets
import socket
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

import ifaddr
from zeroconf import (
    InterfaceChoice,
    IPVersion,
    ServiceBrowser,
    ServiceInfo,
    ServiceStateChange,
    Zeroconf,
)

from tablecards.net.protocol import (
    CODE_ALPHABET,
    CODE_LENGTH,
    MAX_NAME,
    PROTOCOL_VERSION,
    Invitation,
    normal_code,
)
from tablecards.rules.registry import game_ids

SERVICE_TYPE = "_tablecards._tcp.local."
INTERFACES_ENV = "TABLECARDS_LAN_INTERFACES"
"""Addresses to use when a caller names none (tests: loopback)."""
LOOPBACK = ["127.0.0.1"]
"""The interfaces of tests and benchmarks: nothing goes out on the machine's network."""
MAX_SEATS = 16
"""No game has more seats; a listing claiming more is not ours."""
MAX_LISTINGS = 200
"""Listings kept at once: a flood of advertisements cannot grow the list without bound."""
MAX_TXT_VALUE = 120
"""Bytes of one TXT value read; a longer one makes the listing invalid."""
RESOLVE_MS = 3000
"""How long the browser waits for a service's address and TXT record."""

Interfaces = Sequence[str] | None
ListingsChanged = Callable[[list["Listing"]], None]


@dataclass(frozen=True)
class Listing:
    """A table advertised on the local network, as checked by `listing_from`."""

    service: str
    """The DNS-SD instance name (unique on the network; the key of a listing)."""
    title: str
    host: str
    port: int
    game: str
    players: int
    free: int
    version: int
    code: str | None = None

    @property
    def address(self) -> str:
        """`HOST:PORT` as typed into the Join dialog (IPv6 in brackets)."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{self.port}"

    def invitation(self) -> Invitation | None:
        """The whole invitation when the host shared its code, else None."""
        return None if self.code is None else Invitation(self.host, self.port, self.code)


# -- reading a listing (untrusted) ----------------------------------------------------------
def _text(properties: Mapping[bytes, bytes | None], key: str) -> str | None:
    value = properties.get(key.encode())
    if value is None or len(value) > MAX_TXT_VALUE:
        return None
    try:
        return value.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _number(properties: Mapping[bytes, bytes | None], key: str, top: int) -> int | None:
    text = _text(properties, key)
    if text is None or not re.fullmatch(r"\d{1,3}", text):
        return None
    value = int(text)
    return value if value <= top else None


def _title(properties: Mapping[bytes, bytes | None]) -> str | None:
    """The table's name: printable, trimmed, at most MAX_NAME characters."""
    text = _text(properties, "title")
    if text is None:
        return None
    text = text.strip()
    if not text or len(text) > MAX_NAME or not text.isprintable():
        return None
    return text


def _code(properties: Mapping[bytes, bytes | None]) -> str | bool | None:
    """The shared code, None when none is shared, False when the one given is malformed."""
    text = _text(properties, "code")
    if text is None:
        return False if b"code" in properties else None
    code = normal_code(text)
    if len(code) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in code):
        return False
    return code


def _host(addresses: Iterable[str]) -> str | None:
    """The first usable address: IPv4 before IPv6, never multicast or unspecified."""
    usable = []
    for text in addresses:
        try:
            address = ipaddress.ip_address(text.split("%")[0])
        except ValueError:
            continue
        if not (address.is_multicast or address.is_unspecified):
            usable.append(address)
    usable.sort(key=lambda a: a.version)
    return str(usable[0]) if usable else None


def listing_from(service: str, addresses: Iterable[str], port: int | None,
                 properties: Mapping[bytes, bytes | None]) -> Listing | None:
    """A listing from what the network said, or None when any part of it is not right."""
    host = _host(addresses)
    version = _number(properties, "v", 999)
    game = _text(properties, "game")
    players = _number(properties, "players", MAX_SEATS)
    free = _number(properties, "free", MAX_SEATS)
    title = _title(properties)
    code = _code(properties)
    if (host is None or port is None or not 0 < port < 65536 or version is None
            or game not in game_ids() or players is None or players < 1 or free is None
            or free > players or title is None or code is False):
        return None
    assert game is not None and not isinstance(code, bool)
    return Listing(service, title, host, port, game, players, free, version, code)


# -- advertising ------------------------------------------------------------------------------
def chosen_interfaces(interfaces: Interfaces) -> Interfaces:
    """`interfaces`, else those of TABLECARDS_LAN_INTERFACES, else None (all)."""
    if interfaces is not None:
        return interfaces
    named = [a.strip() for a in os.environ.get(INTERFACES_ENV, "").split(",") if a.strip()]
    return named or None


def _zeroconf(interfaces: Interfaces) -> Zeroconf:
    interfaces = chosen_interfaces(interfaces)
    chosen: InterfaceChoice | list[str] = (InterfaceChoice.All if interfaces is None
                                           else list(interfaces))
    return Zeroconf(interfaces=chosen, ip_version=IPVersion.V4Only)


def _own_addresses(interfaces: Interfaces) -> list[str]:
    """The IPv4 addresses a listing gives: those of `interfaces` when named, else every
    address of this machine that is not loopback (as a player elsewhere must reach us)."""
    interfaces = chosen_interfaces(interfaces)
    if interfaces is not None:
        return [a for a in interfaces if _host([a]) is not None]
    found = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and not ip.ip.startswith("127."):
                found.append(ip.ip)
    return found


def _instance_label(title: str) -> str:
    """A DNS-SD instance label: the title (cut to fit the 63-byte limit) and a short random
    tail, so two tables of the same host player do not collide."""
    tail = f" {secrets.token_hex(3)}"
    cleaned = "".join(c for c in title if c.isprintable() and c != ".") or "table"
    raw = cleaned.encode("utf-8")[:63 - len(tail)].decode("utf-8", "ignore")
    return raw + tail


class Advertisement:
    """One table's listing on the network. `start()` and `stop()` return at once: the
    registration (which probes the network for about a second) runs in its own thread.
    `update(free=...)` changes the free seats shown."""

    def __init__(self, port: int, game: str, players: int, free: int, title: str, *,
                 code: str | None = None, interfaces: Interfaces = None,
                 addresses: Sequence[str] | None = None) -> None:
        if not 0 < port < 65536:
            raise ValueError("port out of range")
        self.interfaces = interfaces
        self.addresses = list(addresses) if addresses is not None else None
        self._properties = {"v": str(PROTOCOL_VERSION), "game": game, "players": str(players),
                            "free": str(free), "title": title.strip()[:MAX_NAME] or "table"}
        if code is not None:
            self._properties["code"] = normal_code(code)
        self.port = port
        self.name = f"{_instance_label(self._properties['title'])}.{SERVICE_TYPE}"
        self.server = f"tablecards-{secrets.token_hex(4)}.local."
        self.problem: str | None = None
        """Why the listing could not go out (no network, the port taken), else None."""
        self._lock = threading.Lock()
        self._zeroconf: Zeroconf | None = None
        self._info: ServiceInfo | None = None
        self._worker: threading.Thread | None = None
        self._stopped = False

    def _service_info(self, name: str) -> ServiceInfo:
        addresses = self.addresses
        if addresses is None:
            addresses = _own_addresses(self.interfaces)
        return ServiceInfo(SERVICE_TYPE, name, port=self.port, server=self.server,
                           properties=dict(self._properties),
                           addresses=[socket.inet_aton(a) for a in addresses if "." in a])

    def start(self) -> None:
        """Begin advertising (in the background)."""
        self._worker = threading.Thread(target=self._register, name="tablecards-advertise",
                                        daemon=True)
        self._worker.start()

    def wait_started(self, timeout: float = 10.0) -> bool:
        """Wait until the listing is on the network (tests); False on timeout."""
        if self._worker is not None:
            self._worker.join(timeout)
        return self._info is not None

    def _register(self) -> None:
        with self._lock:
            if self._stopped:
                return
            try:
                zc = _zeroconf(self.interfaces)
            except Exception as err:  # as the browser's: the table simply goes unlisted
                self.problem = str(err) or type(err).__name__
                return
            info = self._service_info(self.name)
            try:
                zc.register_service(info, allow_name_change=True)
            except Exception as err:  # a conflict it could not resolve, a closed socket
                self.problem = str(err) or type(err).__name__
                zc.close()
                return
            self._zeroconf, self._info = zc, info

    def update(self, free: int) -> None:
        """Show another number of free seats (e.g. after someone joined)."""
        self._properties["free"] = str(free)
        threading.Thread(target=self._update, daemon=True).start()

    def _update(self) -> None:
        with self._lock:
            if self._zeroconf is None or self._info is None or self._stopped:
                return
            # the name as registered (changed if another table had it)
            info = self._service_info(self._info.name)
            try:
                self._zeroconf.update_service(info)
            except Exception as err:
                self.problem = str(err) or type(err).__name__
                return
            self._info = info

    def stop(self, wait: bool = False) -> None:
        """Withdraw the listing (a goodbye packet) and close; in the background unless
        `wait`."""
        self._stopped = True
        worker = threading.Thread(target=self._unregister, daemon=True)
        worker.start()
        if wait:
            worker.join(10.0)

    def _unregister(self) -> None:
        if self._worker is not None:
            self._worker.join(10.0)
        with self._lock:
            zc, info = self._zeroconf, self._info
            self._zeroconf = self._info = None
        if zc is None:
            return
        with contextlib.suppress(Exception):
            if info is not None:
                zc.unregister_service(info)
        zc.close()


def advertise(port: int, game: str, players: int, free: int, title: str, *,
              code: str | None = None, interfaces: Interfaces = None) -> Advertisement:
    """Start listing a table hosted on `port` (see the module's notes on `code`); keep the
    handle and call `update(free=...)` and `stop()` on it."""
    advertisement = Advertisement(port, game, players, free, title, code=code,
                                  interfaces=interfaces)
    advertisement.start()
    return advertisement


# -- browsing ---------------------------------------------------------------------------------
class TableBrowser:
    """Watches the network for listings; `on_change` gets the whole checked list (sorted by
    title) from zeroconf's thread each time it changes. `start()` and `stop()` return at
    once."""

    def __init__(self, on_change: ListingsChanged | None = None, *,
                 interfaces: Interfaces = None) -> None:
        self.on_change = on_change
        self.interfaces = interfaces
        self._listings: dict[str, Listing] = {}
        self._lock = threading.Lock()
        self._zeroconf: Zeroconf | None = None
        self._browser: ServiceBrowser | None = None
        self._stopped = False
        self.problem: str | None = None
        """Why browsing could not start (no network, the port taken), else None."""
        self.rejected: set[str] = set()
        """Services seen whose listing was not right (kept for diagnostics and tests)."""

    def start(self) -> None:
        threading.Thread(target=self._start, name="tablecards-browse", daemon=True).start()

    def _start(self) -> None:
        try:
            zc = _zeroconf(self.interfaces)
        except Exception as err:  # no network, the mDNS port refused, a bad interface name
            self.problem = str(err) or type(err).__name__
            self._changed()
            return
        with self._lock:
            if self._stopped:
                zc.close()
                return
            self._zeroconf = zc
            self._browser = ServiceBrowser(zc, SERVICE_TYPE, handlers=[self._on_state])

    def listings(self) -> list[Listing]:
        with self._lock:
            return sorted(self._listings.values(), key=lambda x: (x.title.casefold(), x.service))

    def _on_state(self, zeroconf: Zeroconf, service_type: str, name: str,
                  state_change: ServiceStateChange) -> None:
        """zeroconf's handler (its keyword names are fixed): resolve, check and keep."""
        if state_change is ServiceStateChange.Removed:
            with self._lock:
                gone = self._listings.pop(name, None) is not None
            if gone:
                self._changed()
            return
        try:
            info = zeroconf.get_service_info(service_type, name, timeout=RESOLVE_MS)
        except Exception:  # a malformed answer from a stranger: ignored
            info = None
        listing = None if info is None else listing_from(
            name, info.parsed_addresses(), info.port, info.properties)
        with self._lock:
            if listing is None:
                if len(self.rejected) < MAX_LISTINGS:
                    self.rejected.add(name)
                changed = self._listings.pop(name, None) is not None
            elif name in self._listings or len(self._listings) < MAX_LISTINGS:
                changed = self._listings.get(name) != listing
                self._listings[name] = listing
            else:
                changed = False
        if changed:
            self._changed()

    def _changed(self) -> None:
        callback = self.on_change  # read once: the owner may clear it from another thread
        if callback is not None and not self._stopped:
            callback(self.listings())

    def stop(self, wait: bool = False) -> None:
        """Stop browsing and close the sockets (in the background unless `wait`)."""
        with self._lock:
            self._stopped = True
            zc, browser = self._zeroconf, self._browser
            self._zeroconf = self._browser = None
        if zc is None:
            return

        def close() -> None:
            if browser is not None:
                with contextlib.suppress(Exception):
                    browser.cancel()
            zc.close()

        worker = threading.Thread(target=close, daemon=True)
        worker.start()
        if wait:
            worker.join(10.0)
