"""Sneak's panel: select cards, then sneak them face down or flaunt them face up; answer a
lead with as many cards or decline; draw from the stock.

A hoarded hand has millions of legal sneaks (the core returns them as a lazy list), so the
panel never walks the legal actions to find one: it builds the action from the selected cards
and lets the core judge it (`Match.refusal`), showing the core's reason when it says no.

Controls: a click or Space toggles a card's selection (lifted), kept in the shared
`Selection` copy by copy, since two packs deal twins. Dragging a selected card carries the
whole selection to a drop zone (face down / face up, or the challenge zone); keys D draw,
S sneak, F flaunt, C challenge, X decline, Enter the obvious one of them.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QWidget

from tablecards.games.sneak import panel_explain as explain
from tablecards.games.sneak import panel_lines as lines
from tablecards.games.sneak.choices import PLAIN_LIMIT, LazyActions
from tablecards.games.sneak.facts import LeadFact, SneakFacts
from tablecards.rules.actions import Action, Event, Reason
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView
from tablecards.ui.card_choice import Selection
from tablecards.ui.controller import MatchController
from tablecards.ui.panel import GamePanel, ScoreLine
from tablecards.ui.table.layout import Centre, DropZone

# Between the sets in the middle with their captions (down to y 396) and the viewer's
# name (from y 530).
FACE_DOWN_ZONE = QRectF(392, 400, 200, 120)
FACE_UP_ZONE = QRectF(608, 400, 200, 120)
CHALLENGE_ZONE = QRectF(450, 400, 300, 120)
MOVES = frozenset({"drawn", "sneaked", "flaunted", "challenged", "declined", "passed"})
"""The core's events for a seat's own move."""
KEYS: dict[int, str] = {Qt.Key.Key_D: "draw", Qt.Key.Key_S: "sneak", Qt.Key.Key_F: "flaunt",
                        Qt.Key.Key_C: "challenge", Qt.Key.Key_X: "decline"}


class SneakPanel(GamePanel):
    """Selection, the five verbs as buttons, keys and drop zones, and Sneak's table texts."""

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._selection = Selection()  # any number of cards; the verb is chosen after
        self._passes: dict[int, int] = {}  # seats whose last turn was a hand-limit pass
        self._seen = 0  # leads settled before the player's last move (older results are seen)
        self._settled = 0  # leads settled as of the last events
        controller.sig_events.connect(self._on_events)
        self._prompt.setWordWrap(True)  # long instructions must not widen the window

    # -- what the human may do now --------------------------------------------------------
    def _seat(self) -> int | None:
        view = self.controller.view()
        if view is None or not self.controller.human_turn():
            return None
        return view.to_move

    def _verbs(self, view: SeatView) -> list[str]:
        """The verbs open to the human now, found by asking the core about each."""
        seat = view.to_move
        if seat is None or not self.controller.human_turn():
            return []
        if lines.lead_of(view) is not None:
            return ["challenge", "decline"]
        verbs = ["draw"] if self._refusal(Action(seat, "draw", True)) is None else []
        facts = SneakFacts.of(view)
        if view.hand and facts.lead_limit and not _first_turn(view, seat):
            verbs += ["sneak", "flaunt"] if facts.stock else ["flaunt"]
        return verbs

    def _refusal(self, action: Action) -> Reason | None:
        return self.controller.match.refusal(action)

    def action(self, verb: str, cards: list[Card] | None = None) -> Action | None:
        """The action `verb` means with the selection (or `cards`); None without a seat."""
        seat = self._seat()
        if seat is None:
            return None
        if verb in ("draw", "decline"):
            return Action(seat, verb, True)
        chosen = self._cards() if cards is None else cards
        return Action(seat, verb, tuple(sorted(chosen)))  # a multiset: twins stay twice

    def act(self, verb: str, cards: list[Card] | None = None) -> Reason | None:
        """Submit `verb` with the selection; the core's refusal is shown by the table."""
        action = self.action(verb, cards)
        if action is None:
            return None
        why = self.controller.submit(action)
        if why is None:
            self._selection.clear()
            self.refresh()
        return why

    # -- cards, zones, stock, keys ------------------------------------------------------
    def activate_card(self, seat: int, card: Card) -> Reason | None:
        """Toggle the card's first copy (the scene says which copy: `activate_copy`)."""
        return self.activate_copy(seat, card, 1)

    def activate_copy(self, seat: int, card: Card, copy: int) -> Reason | None:
        """A click or Space toggles that copy of the card only, never its twin."""
        if self._seat() != seat:
            return None
        self._selection.toggle(card, copy)
        self.sig_marks_changed.emit()
        return None

    def _cards(self) -> list[Card]:
        """The selected cards with twins twice."""
        return self._selection.cards()

    def selected_cards(self) -> set[Card]:
        return set(self._cards())

    def selected_copies(self) -> set[tuple[Card, int]]:
        return set(self._selection.copies)

    def legal_cards(self, view: SeatView) -> set[Card]:
        """Cards that may be part of a choice now, from the hand and the phase (the lazy
        list of sneaks is never walked; flaunt answers are short plain lists)."""
        verbs = self._verbs(view)
        if "challenge" in verbs:
            lead = lines.lead_of(view)
            actions = view.legal_actions
            if lead is not None and lead["face_up"] and not isinstance(actions, LazyActions) \
                    and len(actions) <= PLAIN_LIMIT:
                return {c for a in actions if a.verb == "challenge" for c in a.value}
            return set(view.hand)
        return set(view.hand) if "sneak" in verbs or "flaunt" in verbs else set()

    def drop_zones(self, view: SeatView) -> list[DropZone]:
        verbs = self._verbs(view)
        if "challenge" in verbs:
            return [DropZone(CHALLENGE_ZONE, self.tr("Challenge: drop %n card(s) here (C)", "",
                                                     _lead_count(view)), "challenge")]
        zones = []
        if "sneak" in verbs:
            zones.append(DropZone(FACE_DOWN_ZONE, self.tr("Sneak: face down (S)"), "sneak"))
        if "flaunt" in verbs:
            rect = FACE_UP_ZONE if zones else CHALLENGE_ZONE
            zones.append(DropZone(rect, self.tr("Flaunt: face up (F)"), "flaunt"))
        return zones

    def drop_on_zone(self, seat: int, card: Card, key: str, copy: int = 1) -> None:
        """A selected card carries the selection; an unselected one goes alone."""
        if self._seat() != seat:
            return
        self.act(key, self._cards() if (card, copy) in self._selection.copies else [card])

    def stock_active(self, view: SeatView) -> bool:
        return "draw" in self._verbs(view)

    def activate_stock(self) -> None:
        self.act("draw")

    def key_pressed(self, key: int) -> bool:
        verb = KEYS.get(key)
        view = self.controller.view()
        if verb is None or view is None or self._seat() is None:
            return False
        self.act(verb)
        return True

    def confirm(self) -> bool:
        """Enter: challenge with a full selection, lead the selection (a sneak while the
        stock lasts), or draw with nothing selected; else Enter selects like Space."""
        view = self.controller.view()
        verbs = self._verbs(view) if view is not None else []
        if not verbs or view is None:
            return False
        if "challenge" in verbs:
            if len(self._selection) != _lead_count(view):
                return False
            self.act("challenge")
        elif self._selection:
            self.act("sneak" if "sneak" in verbs else "flaunt")
        elif "draw" in verbs:
            self.act("draw")
        else:
            return False
        return True

    # -- table texts ------------------------------------------------------------------
    def _names(self) -> list[str]:
        return self.controller.seat_names()

    def centre(self, view: SeatView) -> Centre | None:
        return lines.centre(view, self._names(), self._seen)

    def tricks_text(self, view: SeatView, seat: int) -> str | None:
        return lines.collected_text(view, seat)

    def seat_badges(self, view: SeatView, seat: int) -> list[str]:
        deal = self.controller.match.deal
        badges = [lines.score_badge(view, seat, deal is not None and deal.is_complete())]
        if seat in self._passes:
            badges.append(lines.pass_badge(self._passes[seat]))
        return badges

    def info_lines(self, view: SeatView) -> list[str]:
        return super().info_lines(view) + lines.info_lines(view, self._passes, self._names())

    def deal_lines(self, view: SeatView, scored: Event | None) -> list[ScoreLine]:
        return lines.deal_lines(view, scored) or super().deal_lines(view, scored)

    def _on_events(self, events: list[Event]) -> None:
        """Remember hand-limit passes until the seat acts again (the view keeps none), and
        the results a person at the table has moved on from: those settled before their
        latest move (a showdown their own answer settles is still news to them)."""
        view = self.controller.view()
        settled = len(lines.history_of(view)) if view is not None else 0
        if any(e.seat is not None and e.kind in MOVES and self.controller.is_human(e.seat)
               for e in events):
            self._seen = self._settled
        self._settled = settled
        for event in events:
            if event.kind == "dealt":
                self._passes = {}
                self._seen = self._settled = 0
            elif event.kind == "passed" and event.seat is not None:
                self._passes[event.seat] = int(event.data.get("hand_limit") or 0)
            elif event.seat is not None and event.kind in ("drawn", "sneaked", "flaunted"):
                self._passes.pop(event.seat, None)

    # -- prompt and buttons -------------------------------------------------------------
    def prompt(self, view: SeatView) -> str:
        lead = lines.lead_of(view)
        if lead is not None:
            return self._ask_prompt(lead)
        verbs = self._verbs(view)
        if verbs == ["draw"]:
            return self.tr("Your turn: draw a card (click the stock, D or Draw).")
        size = SneakFacts.of(view).lead_limit
        if "sneak" in verbs:
            text = self.tr("Select up to %n card(s) (click or Space), then drag them to a zone:"
                           " sneak face down (S) or flaunt face up (F). Or draw (D).", "", size)
        else:
            text = self.tr("Flaunt one card or a combo of up to %n card(s): select, then F.",
                           "", size)
        return text + self._selection_note()

    def explain(self, view: SeatView) -> str:
        """What leading or challenging means and risks, for the verbs open now."""
        options = self.controller.config.options
        lead = lines.lead_of(view)
        if lead is not None:
            return explain.challenge_line(options, lead["count"], bool(lead["face_up"]))
        verbs = self._verbs(view)
        if "flaunt" not in verbs:
            return ""
        return explain.lead_line(options, SneakFacts.of(view).lead_limit, "sneak" in verbs)

    def _ask_prompt(self, lead: LeadFact) -> str:
        count = lead["count"]
        leader = lines._name(self._names(), lead["leader"])
        if lead["face_up"] and lead.get("type") == "single":
            text = self.tr("%1 flaunted %2. Challenge with a card of the same suit, equal or"
                           " higher (C), or decline (X).")
            text = text.replace("%2", lines.shown(lines.cards_of(lead.get("cards"))))
        elif lead["face_up"]:
            cards = lines.shown(lines.cards_of(lead.get("cards")))
            text = self.tr("%1 flaunted %2 (%3). Challenge with %n card(s) of that kind, equal"
                           " or higher (C), or decline (X).", "", count)
            text = text.replace("%2", cards).replace("%3", lines.combo_name(lead.get("type")))
        else:
            text = self.tr("%1 sneaked %n card(s) face down. Challenge with as many (select,"
                           " then C) or decline (X).", "", count)
        return text.replace("%1", leader) + self._selection_note()

    def _selection_note(self) -> str:
        if not self._selection:
            return ""
        return " " + self.tr("Selected: %1").replace("%1", lines.shown(sorted(self._cards())))

    def button_actions(self, view: SeatView) -> list[Action]:
        """One button per verb open now, built without the legal-action list."""
        out = []
        for verb in self._verbs(view):
            action = self.action(verb, [])
            if action is not None:
                out.append(action)
        return out

    def button_label(self, action: Action) -> str:
        labels = {"draw": self.tr("&Draw (D)"), "sneak": self.tr("&Sneak face down (S)"),
                  "flaunt": self.tr("Fl&aunt face up (F)"),
                  "challenge": self.tr("&Challenge (C)"), "decline": self.tr("Decline (&X)")}
        return labels.get(action.verb, action.verb)

    def submit_button(self, action: Action) -> None:
        """Buttons take the selection at the moment they are pressed."""
        self.act(action.verb)

    def refresh(self) -> None:
        view = self.controller.view()
        if view is None or not self.controller.human_turn():
            self._selection.clear()
        else:
            self._selection.keep_in(list(view.hand))
        super().refresh()


def _first_turn(view: SeatView, seat: int) -> bool:
    first = SneakFacts.of(view).first_round
    return seat < len(first) and first[seat]


def _lead_count(view: SeatView) -> int:
    lead = lines.lead_of(view)
    return lead["count"] if lead is not None else 0
