"""Sneak's texts and layouts read from the view: the sets in the middle (a lead waiting for
answers, the last showdown), combo names, seat badges, corner lines and the deal's scoring.

Everything comes from the view's `SneakFacts` and the `deal_scored` event, and face-down cards are
drawn only as counts of backs, so a sneak nobody challenged can never appear face up: not even
its leader's own view names those cards (this folder's README.md, "Views, events and secrets").
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tablecards.games.sneak.combos import classify
from tablecards.games.sneak.facts import LeadFact, RevealedSet, SettledFact, SneakFacts
from tablecards.rules.actions import Event
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView
from tablecards.ui.panel import ScoreLine
from tablecards.ui.table.layout import Centre, CentreSet
from tablecards.ui.texts import card_text

translate = QCoreApplication.translate

COMBOS: dict[str, str] = {
    "single": QT_TRANSLATE_NOOP("SneakCombos", "Single card"),
    "match": QT_TRANSLATE_NOOP("SneakCombos", "Match"),
    "straight_flush": QT_TRANSLATE_NOOP("SneakCombos", "Straight flush"),
    "straight": QT_TRANSLATE_NOOP("SneakCombos", "Straight"),
    "flush": QT_TRANSLATE_NOOP("SneakCombos", "Flush"),
    "none": QT_TRANSLATE_NOOP("SneakCombos", "No combo"),
}


def combo_name(kind: object) -> str:
    """A combo type of the core (`straight_flush`, `single`...) in the player's language."""
    text = COMBOS.get(str(kind))
    return translate("SneakCombos", text) if text else str(kind)


def cards_of(codes: object) -> list[Card]:
    """Record codes from the public facts as cards ([] when they are not cards)."""
    if not isinstance(codes, list | tuple):
        return []
    try:
        return [c if isinstance(c, Card) else Card.parse(str(c)) for c in codes]
    except ValueError:
        return []


def shown(cards: list[Card]) -> str:
    return " ".join(card_text(c) for c in cards)


def lead_of(view: SeatView) -> LeadFact | None:
    return SneakFacts.of(view).lead


def history_of(view: SeatView) -> list[SettledFact]:
    return SneakFacts.of(view).history


# -- the middle of the table -----------------------------------------------------------

def centre(view: SeatView, names: list[str], seen: int | None = None) -> Centre | None:
    """The lead waiting for answers, else the last settled lead (until the next one). With
    `seen` (how many leads were settled when the player last moved), a lead settled since
    stays in words under a newer lead: a bot leading at once must not wipe out the result
    of a showdown before the player has moved."""
    lead = lead_of(view)
    history = history_of(view)
    if lead is None:
        return _settled_centre(history[-1], names) if history else None
    shown = _lead_centre(lead, names)
    if seen is not None and len(history) > seen:
        shown.notes.append(translate("SneakTable", "Last lead: %1").replace(
            "%1", _settled_centre(history[-1], names).title))
    return shown


def _lead_centre(lead: LeadFact, names: list[str]) -> Centre:
    leader, count = lead["leader"], lead["count"]
    name = _name(names, leader)
    if lead["face_up"]:
        cards: list[Card | None] = list(cards_of(lead.get("cards")))
        caption = translate("SneakTable", "%1 · flaunt: %2").replace("%1", name).replace(
            "%2", combo_name(lead.get("type")))
    else:
        cards = [None] * count
        caption = translate("SneakTable", "%1 · sneak: %n card(s)", "", count).replace("%1", name)
    sets = [CentreSet(leader, cards, caption)]
    for seat in lead.get("challengers", []) if not lead["face_up"] else []:
        text = translate("SneakTable", "%1 · challenge").replace("%1", _name(names, seat))
        sets.append(CentreSet(int(seat), [None] * count, text))
    asked = len(lead["asked"])
    title = translate("SneakTable", "Answers: %1 of %2").replace(
        "%1", str(lead["decided"])).replace("%2", str(asked))
    return Centre(sets, title)


def _settled_centre(fact: SettledFact, names: list[str]) -> Centre:
    """A showdown with every set named and the winner marked; an unchallenged lead alone
    (a sneak as backs only: its cards are never named anywhere)."""
    winner = fact["winner"]
    sets_data = fact.get("sets", [])
    if sets_data:
        sets = [_revealed_set(s, winner, names) for s in sets_data]
        won = sum(len(s.cards) for s in sets)
        title = translate("SneakTable", "Showdown won by %1: %n card(s)", "", won).replace(
            "%1", _name(names, winner))
        return Centre(sets, title)
    leader, count = fact["leader"], fact["count"]
    if fact["face_up"]:
        cards: list[Card | None] = list(cards_of(fact.get("cards")))
        kind = "single" if count == 1 else _kind_of(cards)
        caption = f"{_name(names, leader)} · {combo_name(kind)}"
    else:
        cards = [None] * count
        caption = translate("SneakTable", "%1 · face down").replace("%1", _name(names, leader))
    title = translate("SneakTable", "Nobody challenged: %n card(s) to %1", "",
                      count).replace("%1", _name(names, leader))
    return Centre([CentreSet(leader, cards, caption, winner=True, finished=True)], title)


def _revealed_set(data: RevealedSet, winner: int, names: list[str]) -> CentreSet:
    seat = data["seat"]
    cards: list[Card | None] = list(cards_of(data["cards"]))
    combo = combo_name(data["type"])
    if seat == winner:
        caption = translate("SneakTable", "★ %1 · winner · %2").replace(
            "%1", _name(names, seat)).replace("%2", combo)
    else:
        caption = f"{_name(names, seat)} · {combo}"
    return CentreSet(seat, cards, caption, winner=seat == winner, finished=True)


def _kind_of(cards: list[Card | None]) -> str:
    real = [c for c in cards if c is not None]
    return classify(real)[0] if len(real) > 1 else "single"


# -- seats and corner --------------------------------------------------------------------

def collected(view: SeatView, seat: int) -> int:
    piles = SneakFacts.of(view).piles
    return piles[seat] if seat < len(piles) else 0


def collected_text(view: SeatView, seat: int) -> str:
    return translate("SneakSeats", "%n card(s) collected", "", collected(view, seat))


def score_badge(view: SeatView, seat: int, scored: bool) -> str:
    """The running score: earlier deals plus this deal's collected cards (one point each)."""
    total = view.totals[seat] if seat < len(view.totals) else 0
    if not scored:
        total += collected(view, seat)
    return translate("SneakSeats", "Score %1").replace("%1", str(total))


def pass_badge(limit: int) -> str:
    return translate("SneakSeats", "Passed (hand limit %1)").replace("%1", str(limit))


def info_lines(view: SeatView, passes: dict[int, int], names: list[str]) -> list[str]:
    """Stock-free facts for the corner: the hand limit, flaunts only, passes, discards."""
    facts = SneakFacts.of(view)
    lines = []
    if facts.stock == 0:
        lines.append(translate("SneakTable", "Stock empty: every lead is a flaunt."))
    if facts.hand_limit is not None:
        lines.append(translate("SneakTable", "Hand limit: %n card(s)", "", facts.hand_limit))
    for seat, held in passes.items():
        lines.append(translate("SneakTable", "%1 passed: holds the hand limit of %2").replace(
            "%1", _name(names, seat)).replace("%2", str(held)))
    discarded = cards_of(facts.discarded)
    if discarded:
        lines.append(translate("SneakTable", "Out of play: %n card(s)", "", len(discarded)))
    return lines


# -- the end of the deal -------------------------------------------------------------------

def deal_lines(view: SeatView, scored: Event | None) -> list[ScoreLine]:
    """Cards won face up, cards banked unseen, points and the running total ([] if unknown)."""
    raw = scored.data.get("lines") if scored is not None else None
    if scored is None or not isinstance(raw, list) or not raw:
        return []
    lines = [dict(x) for x in raw if isinstance(x, dict)]

    def row(label: str, key: str) -> ScoreLine:
        return ScoreLine(label, [str(int(line.get(key, 0))) for line in lines])

    totals = scored.data.get("totals", view.totals)
    target = str(scored.data.get("target", ""))
    return [
        row(translate("SneakScore", "Cards won face up"), "face_up"),
        row(translate("SneakScore", "Cards banked unseen"), "unseen"),
        ScoreLine(translate("SneakScore", "Points this deal"),
                  [str(int(line.get("points", 0))) for line in lines], total=True),
        ScoreLine(translate("SneakScore", "Running total (to %1)").replace("%1", target),
                  [str(t) for t in totals], total=True),
    ]


def _name(names: list[str], seat: object) -> str:
    s = int(seat) if isinstance(seat, int) else -1
    return names[s] if 0 <= s < len(names) else str(seat)
