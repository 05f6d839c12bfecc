"""The wire: message shapes, their checks, error codes, table codes and invitations.

Every frame from the network is untrusted. A client message is a JSON object whose `type` names
one of CLIENT_TYPES; each field is checked for its type and size before anything reads it, and
anything else becomes a `ProtocolError` with a code the client translates (messages carry ids and
numbers, never sentences).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

PROTOCOL_VERSION = 1
MAX_FRAME = 64 * 1024
"""The largest frame a host accepts (websockets' max_size): a create with options fits."""
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""Base 32 without 0/O and 1/I, so a code read aloud is not misheard."""
CODE_LENGTH = 12
"""12 letters of base 32: 60 bits, hopeless to guess at the rate limit."""
SCHEME = "tablecards"
MAX_NAME = 40
MAX_TOKEN = 100

# Error codes (docs/network.md lists their parameters).
ERRORS = (
    "bad_json", "not_object", "unknown_type", "bad_field", "version_mismatch", "rate_limited",
    "unknown_table", "too_many_codes", "bad_token", "seat_taken", "no_free_seat", "not_seated",
    "not_owner", "stale", "refused", "bad_action", "not_started", "bad_config", "bad_seat",
    "too_many_connections", "too_many_tables", "watching",
)


class ProtocolError(Exception):
    """A message the host answers with an error: a code and its parameters (ids, numbers)."""

    def __init__(self, code: str, **params: Any) -> None:
        assert code in ERRORS, code
        super().__init__(code)
        self.code = code
        self.params = params
        self.about: str | None = None

    def message(self, about: str | None = None) -> dict[str, Any]:
        """The error as a wire message."""
        out: dict[str, Any] = {"type": "error", "code": self.code, "params": self.params}
        if about:
            out["about"] = about
        return out


def new_table_code() -> str:
    """A fresh table code from the system's secure random source."""
    import secrets  # loaded when a table is made, not with the app's lobby

    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def new_token() -> str:
    """A seat's or an owner's secret."""
    import secrets

    return secrets.token_urlsafe(24)


def normal_code(text: str) -> str:
    """A code as typed or read aloud: case and separators do not matter."""
    return re.sub(r"[\s-]", "", text).upper()


@dataclass(frozen=True)
class Invitation:
    """Where a table is: `tablecards://HOST:PORT/CODE`."""

    host: str
    port: int
    code: str

    @classmethod
    def parse(cls, text: str) -> Invitation:
        """Read an invitation as pasted (spaces around it ignored).

        Raises:
            ValueError: when it is not of the form above.
        """
        found = re.fullmatch(rf"{SCHEME}://(\[[0-9A-Fa-f:.]+\]|[^/:\s\[\]]+):(\d{{1,5}})/"
                             r"([A-Za-z0-9-]{4,40})/?", text.strip())
        if not found or not 0 < int(found.group(2)) < 65536:
            raise ValueError("not an invitation: tablecards://HOST:PORT/CODE")
        host = found.group(1).strip("[]")
        return cls(host, int(found.group(2)), normal_code(found.group(3)))

    def url(self, tls: bool = False) -> str:
        """The WebSocket address of the table: the code in the path lets a proxy in front of
        several servers route each table to its own (docs/network.md)."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{'wss' if tls else 'ws'}://{host}:{self.port}/{self.code}"

    def __str__(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{SCHEME}://{host}:{self.port}/{self.code}"


# -- checks ----------------------------------------------------------------------------------
JsonScalar = str | int | bool
_FIELDS: dict[str, dict[str, tuple[type | tuple[type, ...], bool]]] = {
    # type: {field: (accepted types, required)}
    "create": {"v": (int, True), "game": (str, True), "players": (int, True),
               "options": (dict, False), "seats": (list, True), "open_hands": (bool, False)},
    "join": {"v": (int, True), "code": (str, True), "name": (str, False),
             "seat": (int, False), "token": (str, False)},
    "watch": {"v": (int, True), "code": (str, True)},
    "act": {"n": (int, True), "action": (dict, False), "index": (int, False)},
    "next": {"n": (int, True)},
    "fill": {"code": (str, True), "owner": (str, True), "seat": (int, True),
             "level": (str, True)},
    "record": {"code": (str, True), "owner": (str, True)},
}
CLIENT_TYPES = tuple(_FIELDS)
_HELLO_TYPES = ("create", "join", "watch")


def decode(frame: str | bytes) -> dict[str, Any]:
    """A frame as a checked client message.

    Raises:
        ProtocolError: bad_json, not_object, unknown_type, bad_field or version_mismatch.
    """
    if isinstance(frame, bytes):
        try:
            frame = frame.decode("utf-8")
        except UnicodeDecodeError:
            raise ProtocolError("bad_json") from None
    try:
        data = json.loads(frame)
    except (ValueError, RecursionError):
        raise ProtocolError("bad_json") from None
    if not isinstance(data, dict):
        raise ProtocolError("not_object")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise ProtocolError("unknown_type", type=kind if isinstance(kind, str) else None)
    try:
        check_fields(kind, data)
    except ProtocolError as err:
        err.about = kind
        raise
    return data


def check_fields(kind: str, data: dict[str, Any]) -> None:
    """Every field of a `kind` message present when required, of its type and size."""
    if kind in _HELLO_TYPES and isinstance(data.get("v"), int) \
            and data["v"] != PROTOCOL_VERSION:
        raise ProtocolError("version_mismatch", client=data["v"], host=PROTOCOL_VERSION)
    for name, (types, required) in _FIELDS[kind].items():
        if name not in data:
            if required:
                raise ProtocolError("bad_field", field=name)
            continue
        value = data[name]
        if not isinstance(value, types) or (isinstance(value, bool) and types is int):
            raise ProtocolError("bad_field", field=name)
        if isinstance(value, str) and len(value) > (MAX_NAME if name == "name" else MAX_TOKEN):
            raise ProtocolError("bad_field", field=name)
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 10**9:
            raise ProtocolError("bad_field", field=name)
    if kind == "act" and ("action" in data) == ("index" in data):
        raise ProtocolError("bad_field", field="action")


def encode(message: dict[str, Any]) -> str:
    """A host or client message as its frame."""
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)
