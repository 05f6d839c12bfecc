"""Hearts' panel: the pass area, received cards, points taken per seat, the scoring lines.

While a `pass` is expected, cards dragged (or clicked) into the pass area on the felt are the
three to pass; the area says which way they go ("Pass 3 cards to the left") and Enter or the
Pass button submits them. After the exchange the received cards stand out in the hand during
the first trick. Seat labels show each seat's tricks and the penalty points taken so far.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QWidget

from tablecards.games.hearts.facts import HeartsFacts
from tablecards.rules.actions import Event
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView
from tablecards.ui.card_choice import CardChoice
from tablecards.ui.controller import MatchController
from tablecards.ui.panel import GamePanel, ScoreLine
from tablecards.ui.texts import card_text

PASS_CARDS = 3
PASS_CAPTIONS: dict[str, str] = {
    "left": QT_TRANSLATE_NOOP("Hearts", "Pass 3 cards to the left"),
    "right": QT_TRANSLATE_NOOP("Hearts", "Pass 3 cards to the right"),
    "across": QT_TRANSLATE_NOOP("Hearts", "Pass 3 cards across"),
}
DEAL_PASS: dict[str, str] = {
    "left": QT_TRANSLATE_NOOP("Hearts", "This deal: pass to the left"),
    "right": QT_TRANSLATE_NOOP("Hearts", "This deal: pass to the right"),
    "across": QT_TRANSLATE_NOOP("Hearts", "This deal: pass across"),
    "hold": QT_TRANSLATE_NOOP("Hearts", "This deal: no pass"),
}

# How many seats to the left the cards go (across is two).
PASS_STEPS: dict[str, int] = {"left": 1, "right": -1, "across": 2}


def _tr(text: str) -> str:
    """A text of the tables above, marked with QT_TRANSLATE_NOOP("Hearts", ...)."""
    return QCoreApplication.translate("Hearts", text)


class HeartsPanel(GamePanel):
    """The pass area and its button; generic card play otherwise."""

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._pass = CardChoice(self, "pass", PASS_CARDS, lambda: self.tr("&Pass cards"),
                                self.pass_caption)
        self.card_choice = self._pass

    @staticmethod
    def passing(view: SeatView) -> bool:
        return any(a.verb == "pass" for a in view.legal_actions)

    # -- the pass area --------------------------------------------------------------------
    def pass_caption(self, view: SeatView) -> str:
        """Which way the pass goes, e.g. "Pass 3 cards to the left"."""
        text = PASS_CAPTIONS.get(HeartsFacts.of(view).pass_direction)
        return _tr(text) if text else ""

    def selected_cards(self) -> set[Card]:
        """The cards laid in the pass area; after the exchange, the cards received (during
        the first trick)."""
        view = self.controller.view()
        if view is None:
            return set()
        if self.passing(view):
            return set(self._pass.chosen)
        if view.tricks or HeartsFacts.of(view).passing:
            return set()
        return set(self.received(view))

    @staticmethod
    def received(view: SeatView) -> list[Card]:
        found = []
        for code in HeartsFacts.of(view).received or []:
            try:
                found.append(Card.parse(code))
            except ValueError:
                continue
        return found

    # -- the prompt -----------------------------------------------------------------------
    def prompt(self, view: SeatView) -> str:
        if self.passing(view):
            return self.tr("Drag three cards to the pass area (or click them, or pick them "
                           "with ←/→ and Space), then press Enter.")
        return super().prompt(view)

    def explain(self, view: SeatView) -> str:
        """While passing: whom the three cards go to, whom three come from, and why."""
        if not self.passing(view):
            return ""
        steps = PASS_STEPS.get(HeartsFacts.of(view).pass_direction)
        if steps is None:
            return ""
        seats = view.seats
        to = self.controller.seat_name((view.seat + steps) % seats)
        source = self.controller.seat_name((view.seat - steps) % seats)
        text = self.tr("Your 3 cards go to %1 and you get 3 from %2 before play: pass the "
                       "cards that would take points.").replace("%1", to).replace("%2", source)
        return f"{text} {self.stakes_text()}"

    def stakes_text(self) -> str:
        """What a hand costs under this match's options."""
        options = self.controller.config.options
        text = self.tr("Each heart taken costs 1 point and Q♠ 13;")
        if options.get("moon_minus"):
            text += " " + self.tr("take all 14 and you score −26 instead (shooting the moon).")
        else:
            text += " " + self.tr("take all 14 and the others score 26 each instead "
                                  "(shooting the moon).")
        if options.get("jd_bonus"):
            text += " " + self.tr("J♦ taken scores −10.")
        return text

    # -- facts on the felt and the score sheet --------------------------------------------
    def info_lines(self, view: SeatView) -> list[str]:
        lines = []
        facts = HeartsFacts.of(view)
        direction = DEAL_PASS.get(facts.pass_direction)
        if direction:
            lines.append(_tr(direction))
        if not facts.passing:
            lines.append(self.tr("Hearts broken") if facts.hearts_broken
                         else self.tr("Hearts not broken yet"))
        received = self.received(view)
        giver = facts.received_from
        if received and giver is not None:
            text = self.tr("Received from %1: %2")
            lines.append(text.replace("%1", self.controller.seat_name(giver)).replace(
                "%2", " ".join(card_text(c) for c in received)))
        return lines

    def tricks_text(self, view: SeatView, seat: int) -> str | None:
        """`2 tricks · 5 points`: the penalty points taken so far count, not the tricks."""
        base = super().tricks_text(view, seat)
        taken = HeartsFacts.of(view).taken
        if base is None or seat >= len(taken):
            return base
        points = self.tr("%n point(s)", "", taken[seat])
        return f"{base} · {points}"

    def seat_badges(self, view: SeatView, seat: int) -> list[str]:
        badges = []
        if seat == view.dealer:
            badges.append(self.tr("Dealer"))
        facts = HeartsFacts.of(view)
        if facts.passing and seat in facts.passed:
            badges.append(self.tr("Passed"))
        return badges

    def deal_lines(self, view: SeatView, scored: Event | None) -> list[ScoreLine]:
        raw = scored.data.get("lines") if scored is not None else None
        if not isinstance(raw, list) or not raw or scored is None:
            return super().deal_lines(view, scored)
        lines = [dict(x) for x in raw]

        def row(label: str, key: str, signed: bool = False) -> ScoreLine:
            cells = [int(x.get(key, 0)) for x in lines]
            return ScoreLine(label, [f"{c:+d}" if signed and c else str(c) for c in cells])

        out = [row(self.tr("Hearts (1 each)"), "hearts"),
               row(self.tr("Queen of spades (13)"), "queen")]
        if any(x.get("shooter") for x in lines):
            out.append(row(self.tr("Shooting the moon"), "moon", signed=True))
        if any(x.get("jack") for x in lines):
            out.append(row(self.tr("Jack of diamonds"), "jack", signed=True))
        if any(x.get("no_tricks") for x in lines):
            out.append(row(self.tr("No tricks"), "no_tricks", signed=True))
        totals = scored.data.get("totals", view.totals)
        out += [ScoreLine(self.tr("Points this deal"), [str(int(x.get("points", 0)))
                                                         for x in lines], total=True),
                ScoreLine(self.tr("Running total"), [str(t) for t in totals], total=True)]
        return out
