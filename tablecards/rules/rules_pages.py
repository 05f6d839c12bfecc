"""The rules pages: each game's rules for players, one text file per language in its folder.

`tablecards/games/<id>/rules.<lang>.md` is the game's rules as the app shows them (Help ›
Rules, F1, the lobby's Rules button) and the project's rules documentation. The text is a small
Markdown that reads well as a file too:

- `# Title`; `## Heading {#anchor}` and `### Heading {#anchor}`: every option the lobby offers
  has a heading whose anchor is the option's id, so the lobby can open its section;
- paragraphs; `- ` bullet lines; `1. ` numbered lines; `| a | b |` table rows (the first row
  heads the table; a `|---|` row is skipped);
  `**bold**`, `` `code` `` and `[words](#anchor)` inside lines;
- a line wrapped inside a paragraph or an item joins the next with a space, except between
  Japanese characters (and at full-width punctuation), which Japanese writes without spaces;
  a Japanese paragraph's last characters are joined so no syllable stands alone on a line;
- cards: `{{QS 10H JK}}` draws the cards with the table's own pictures. `QS*` rings the card
  that wins (the others are dimmed, as on the table), `??` is a card face down, and
  `Ann:QS` writes a name under the card (a trick with its players).

`to_html` turns a page into the HTML that Qt's text browser shows; a card becomes an image
whose address is `card:<code>` (`card:back` face down) with `?win=1` or `?dim=1`, which the
browser paints.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from pathlib import Path

from tablecards.rules.cards import Card, Suit
from tablecards.rules.line_breaks import keep_tail_html
from tablecards.rules.registry import game_entry

LANGUAGES = ("en", "ja")
RED = "#c62828"
BLACK = "#1b1b1b"
"""The suits' colours in running text, as on the cards."""
BACK = "??"
CARD_BLOCK = re.compile(r"\{\{([^{}]*)\}\}")
HEADING = re.compile(r"^(#{1,3})\s+(.*?)(?:\s*\{#([a-z0-9_-]+)\})?\s*$")
NUMBERED = re.compile(r"^\s*(\d{1,3})\.\s+")
"""A numbered item: `1. ` at a line's start (a list interrupts a paragraph only at `1. `, so
a wrapped sentence whose next line happens to begin with `2. ` stays a sentence)."""
_WIDE = re.compile(r"[\u2e80-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")
"""Japanese (and other CJK) characters and full-width forms: no space between them."""
_INLINE = re.compile(r"\*\*(.+?)\*\*|`([^`]+)`|\[([^\]]+)\]\((#[a-z0-9_-]+)\)"
                     r"|(?<![*A-Za-z0-9])\*([^*\s](?:[^*]*[^*\s])?)\*(?![*A-Za-z0-9])")


@dataclass(frozen=True)
class CardMark:
    """One card of a `{{...}}` block."""

    code: str
    wins: bool = False
    label: str = ""

    @property
    def face_down(self) -> bool:
        return self.code == BACK


@dataclass(frozen=True)
class Section:
    """A heading of a page, for its contents list."""

    level: int
    title: str
    anchor: str


def page_path(game_id: str, language: str) -> Path:
    return game_entry(game_id).folder() / f"rules.{language}.md"


def page_text(game_id: str, language: str) -> str:
    """A game's rules page in `language`, else in English, else empty."""
    for code in (language, "en"):
        path = page_path(game_id, code)
        if path.is_file():
            return path.read_text(encoding="utf-8")
    return ""


def card_marks(block: str) -> list[CardMark]:
    """The cards of one `{{...}}` block's inside.

    Raises:
        ValueError: for a card code that is not a card.
    """
    marks = []
    for token in block.split():
        label, _, code = token.rpartition(":")
        wins = code.endswith("*")
        code = code.rstrip("*")
        if code != BACK:
            Card.parse(code)
        marks.append(CardMark(code, wins, label))
    return marks


def sections(text: str) -> list[Section]:
    """The page's headings of level 2 and 3 that carry an anchor."""
    found = []
    for line in text.splitlines():
        match = HEADING.match(line)
        if match and match.group(3) and len(match.group(1)) > 1:
            found.append(Section(len(match.group(1)), match.group(2), match.group(3)))
    return found


def anchors(text: str) -> list[str]:
    return [section.anchor for section in sections(text)]


def problems(text: str) -> list[str]:
    """What is wrong with a page: bad card codes, repeated anchors, links to no anchor."""
    found = []
    for block in CARD_BLOCK.findall(text):
        try:
            card_marks(block)
        except ValueError as err:
            found.append(f"cards {{{{{block}}}}}: {err}")
    names = anchors(text)
    found += [f"anchor {a} twice" for a in sorted({a for a in names if names.count(a) > 1})]
    for target in re.findall(r"\]\(#([a-z0-9_-]+)\)", text):
        if target not in names:
            found.append(f"link to #{target}, which no heading has")
    return found


# -- HTML ------------------------------------------------------------------------------
def to_html(text: str) -> str:
    """The page as HTML for Qt's rich text (headings carry their anchors as names)."""
    out: list[str] = []
    lines = text.splitlines()
    n = 0
    while n < len(lines):
        line = lines[n].rstrip()
        if not line.strip():
            n += 1
        elif HEADING.match(line):
            out.append(_heading(line))
            n += 1
        elif line.lstrip().startswith("- "):
            n = _bullets(lines, n, out)
        elif NUMBERED.match(line):
            n = _numbered(lines, n, out)
        elif line.lstrip().startswith("|"):
            n = _table(lines, n, out)
        else:
            n = _paragraph(lines, n, out)
    return "\n".join(out)


def _heading(line: str) -> str:
    match = HEADING.match(line)
    assert match is not None
    level, title, anchor = len(match.group(1)), match.group(2), match.group(3)
    name = f'<a name="{anchor}"></a>' if anchor else ""
    return f"<h{level}>{name}{inline(title)}</h{level}>"


def _bullets(lines: list[str], n: int, out: list[str]) -> int:
    items: list[str] = []
    while n < len(lines) and (lines[n].lstrip().startswith("- ") or
                              (items and lines[n].startswith("  ") and lines[n].strip())):
        stripped = lines[n].strip()
        if stripped.startswith("- "):
            items.append(stripped[2:])
        else:
            items[-1] = join_lines([items[-1], stripped])
        n += 1
    out.append("<ul>" + "".join(f"<li>{_block(item)}</li>" for item in items) + "</ul>")
    return n


def _numbered(lines: list[str], n: int, out: list[str]) -> int:
    """`1. ` lines as a numbered list, numbered from the first item's number; an indented
    line continues the item above it."""
    items: list[str] = []
    head = NUMBERED.match(lines[n])
    start = int(head.group(1)) if head else 1
    while n < len(lines):
        found = NUMBERED.match(lines[n])
        if found:
            items.append(lines[n][found.end():].strip())
        elif items and lines[n].startswith("  ") and lines[n].strip():
            items[-1] = join_lines([items[-1], lines[n].strip()])
        else:
            break
        n += 1
    first = f' start="{start}"' if start != 1 else ""
    out.append(f"<ol{first}>" + "".join(f"<li>{_block(item)}</li>" for item in items)
               + "</ol>")
    return n


def join_lines(parts: list[str]) -> str:
    """Wrapped lines as one: a space between words, none between Japanese characters."""
    text = ""
    for part in parts:
        end = re.sub(r"\]\(#[a-z0-9_-]+\)$", "", text).rstrip("*`_")
        start = part.lstrip("*`_[")
        if text and part and not (end and start and _tight(end[-1], start[0])):
            text += " "
        text += part
    return text


def _tight(last: str, first: str) -> bool:
    """Whether two wrapped lines meet without a space: Japanese on either side of the break,
    the other side Japanese too or a digit (「次の3枚」, 「ください。3は」)."""
    wide_last, wide_first = bool(_WIDE.match(last)), bool(_WIDE.match(first))
    return (wide_last and (wide_first or first.isdigit())) or (wide_first and last.isdigit())


def _starts_list(line: str) -> bool:
    """Whether a line inside a paragraph begins a list: `- ` or `1. `."""
    found = NUMBERED.match(line)
    return line.lstrip().startswith("- ") or (found is not None and found.group(1) == "1")


def _table(lines: list[str], n: int, out: list[str]) -> int:
    rows: list[list[str]] = []
    while n < len(lines) and lines[n].lstrip().startswith("|"):
        cells = [c.strip() for c in lines[n].strip().strip("|").split("|")]
        if not all(re.fullmatch(r":?-+:?", c) for c in cells):
            rows.append(cells)
        n += 1
    body = []
    for r, cells in enumerate(rows):
        tag = "th" if r == 0 else "td"
        body.append("<tr>" + "".join(f"<{tag}>{_rich(c)}</{tag}>" for c in cells)
                    + "</tr>")
    out.append('<table border="1" cellspacing="0" cellpadding="4">' + "".join(body)
               + "</table>")
    return n


def _paragraph(lines: list[str], n: int, out: list[str]) -> int:
    parts: list[str] = []
    while n < len(lines) and lines[n].strip() and not HEADING.match(lines[n]) \
            and not lines[n].lstrip().startswith("|") and not (parts and _starts_list(lines[n])):
        parts.append(lines[n].strip())
        n += 1
    text = join_lines(parts)
    if CARD_BLOCK.fullmatch(text) and any(m.label for m in card_marks(text[2:-2])):
        out.append(_labelled_cards(card_marks(text[2:-2])))
    else:
        out.append(f"<p>{_block(text)}</p>")
    return n


def _block(text: str) -> str:
    """A paragraph's or an item's HTML, its last Japanese characters kept together (no
    syllable alone on the last line)."""
    return keep_tail_html(_rich(text))


def _rich(text: str) -> str:
    """A line with its card blocks and the rest as inline text: a block standing alone is
    drawn as card pictures, a block inside a sentence as card names in their suit's colour
    (pictures would tear the lines apart)."""
    alone = not CARD_BLOCK.sub("", text).strip()
    pieces, last = [], 0
    for match in CARD_BLOCK.finditer(text):
        pieces.append(inline(text[last:match.start()]))
        marks = card_marks(match.group(1))
        pieces.append(" ".join(card_images(marks) if alone else map(card_name, marks)))
        last = match.end()
    pieces.append(inline(text[last:]))
    return "".join(pieces)


def card_name(mark: CardMark) -> str:
    """A card inside a sentence: `Q♠` in bold, red for hearts and diamonds; the joker and
    a face-down card stay small pictures."""
    if mark.face_down or mark.code == "JK":
        return f'<img src="card:{"back" if mark.face_down else "JK"}?small=1" alt="{mark.code}">'
    card = Card.parse(mark.code)
    colour = RED if card.suit in (Suit.HEARTS, Suit.DIAMONDS) else BLACK
    name = html.escape(card.rank.code + (card.suit.symbol if card.suit is not None else ""))
    weight = "<u>" + name + "</u>" if mark.wins else name
    return f'<span style="color:{colour};"><b>{weight}</b></span>'


def _labelled_cards(marks: list[CardMark]) -> str:
    images = "".join(f'<td align="center">{image}</td>' for image in card_images(marks))
    names = "".join(f'<td align="center">{html.escape(m.label)}</td>' for m in marks)
    return f'<table cellspacing="4"><tr>{images}</tr><tr>{names}</tr></table>'


def card_images(marks: list[CardMark]) -> list[str]:
    """Images of a block's cards: with a winner marked, the others are dimmed."""
    dim = any(m.wins for m in marks)
    return [card_image(m, dim and not m.wins) for m in marks]


def card_image(mark: CardMark, dim: bool = False) -> str:
    """An image of one card, its address telling the browser how to paint it (at the size
    the browser chooses)."""
    flag = "?win=1" if mark.wins else "?dim=1" if dim else ""
    code = "back" if mark.face_down else mark.code
    return f'<img src="card:{code}{flag}" alt="{code}">'


def inline(text: str) -> str:
    """Escape the text and turn `**bold**`, `*italic*`, `` `code` `` and `[words](#anchor)`
    into HTML."""
    out, last = [], 0
    for match in _INLINE.finditer(text):
        out.append(html.escape(text[last:match.start()]))
        bold, code, words, target, italic = match.groups()
        if italic is not None:
            out.append(f"<i>{html.escape(italic)}</i>")
        elif bold is not None:
            out.append(f"<b>{html.escape(bold)}</b>")
        elif code is not None:
            out.append(f"<code>{html.escape(code)}</code>")
        else:
            out.append(f'<a href="{target}">{html.escape(words)}</a>')
        last = match.end()
    out.append(html.escape(text[last:]))
    return "".join(out)
