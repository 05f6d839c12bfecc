"""Japanese text that never leaves a syllable alone on its last line.

Japanese may break between any two characters, so a paragraph that just overflows ends with
「す。」 alone on a line. Joining a line's last few characters with WORD JOINER (U+2060, which
Qt's line breaker honours and draws as nothing) carries them over together: the last line
always holds at least `TAIL` characters. English is untouched (it breaks at spaces), and so is
a line too short to wrap.
"""

from __future__ import annotations

import re

WORD_JOINER = "\u2060"
TAIL = 4
"""Characters kept together at the end of a Japanese paragraph (「します。」)."""
SHORT = 12
"""A line of fewer characters fits any of our text boxes: left as it is."""
_WIDE = ((0x2E80, 0x30FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0xFF00, 0xFFEF))
"""The code points of Japanese (and other CJK) text, as ranges: compiling them as a regular
expression took milliseconds of every start, in the lobby's first words."""
_ENTITY = re.compile(r"&#?\w{1,10};$")


def keep_tail(text: str, count: int = TAIL) -> str:
    """`text` with each line's last `count` characters joined when they end Japanese."""
    return "\n".join(_join_line(line, count) for line in text.split("\n"))


def _join_line(line: str, count: int) -> str:
    body = line.rstrip()
    if len(body) < max(SHORT, 2 * count):
        return line
    tail = body[-count:]
    if not _joinable(list(tail)):
        return line
    return body[:-count] + WORD_JOINER.join(tail) + line[len(body):]


def keep_tail_html(fragment: str, count: int = TAIL) -> str:
    """The same for a fragment of HTML (a paragraph's or a list item's inside): its last
    `count` visible characters are joined, tags and entities kept whole; a fragment ending in
    a picture, or one too short to wrap, is left as it is."""
    units: list[tuple[int, str]] = []  # (start index, visible text) from the end
    end = len(fragment.rstrip())
    while end > 0 and len(units) < count:
        if fragment[end - 1] == ">":
            start = fragment.rfind("<", 0, end)
            if start < 0 or fragment.startswith("<img", start):
                return fragment
            end = start
            continue
        entity = _ENTITY.search(fragment, 0, end) if fragment[end - 1] == ";" else None
        start = entity.start() if entity else end - 1
        units.append((start, fragment[start:end]))
        end = start
    if len(units) < count or len(re.sub(r"<[^>]*>", "", fragment)) < max(SHORT, 2 * count):
        return fragment
    if not _joinable([text for _, text in units]):
        return fragment
    out = fragment
    for start, _ in units[:-1]:  # before each unit but the first of the tail
        out = out[:start] + WORD_JOINER + out[start:]
    return out


def _joinable(chars: list[str]) -> bool:
    """A tail worth joining: Japanese, with no space or joiner of its own."""
    return any(_starts_wide(c) for c in chars) and not any(
        c.isspace() or WORD_JOINER in c for c in chars)


def _starts_wide(unit: str) -> bool:
    """The unit (a character, or an entity of an HTML fragment) begins with a wide one."""
    return bool(unit) and any(low <= ord(unit[0]) <= high for low, high in _WIDE)
