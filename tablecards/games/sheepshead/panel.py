"""Sheepshead's panel: pick or pass, the bury area, the partner call, Sheepshead's trump order.

Pick and pass are buttons. After picking, the two blind cards are marked in the hand and the
bury is laid like Ninety-Nine's bid: cards dragged (or clicked, or Space) into the bury area
on the felt, then Enter or the Bury button. The calls the core offers become one button each;
an unknown call first asks for its unknown card (a card click or drag). Every choice comes
from the core's legal actions, and a refusal shows the core's reason.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from tablecards.games.sheepshead import panel_badges as facts
from tablecards.games.sheepshead import panel_explain as explain
from tablecards.games.sheepshead.cards import is_trump, pile_points, power
from tablecards.games.sheepshead.facts import SheepsheadFacts
from tablecards.games.sheepshead.panel_lines import deal_lines
from tablecards.rules.actions import Action, Event
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView
from tablecards.ui.card_choice import CardChoice
from tablecards.ui.controller import MatchController
from tablecards.ui.panel import GamePanel, ScoreLine
from tablecards.ui.table.layout import Centre, CentreSet
from tablecards.ui.texts import card_text

BURY_CARDS = 2


class SheepsheadPanel(GamePanel):
    """Pick/pass buttons, the bury area, call buttons; generic card play otherwise."""

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._blind: list[Card] = []
        self._unknown_for: Card | None = None  # the ace of a pending unknown call
        self._bury = CardChoice(self, "bury", BURY_CARDS, lambda: self.tr("&Bury"),
                                lambda _: self.bury_caption())
        self.card_choice = self._bury

    @staticmethod
    def burying(view: SeatView) -> bool:
        return any(a.verb == "bury" for a in view.legal_actions)

    # -- Sheepshead's card order ----------------------------------------------------------
    def rank_strength(self, card: Card) -> int:
        """Trick-taking power: Q♣ Q♠ Q♥ Q♦ J♣ … 7♦ above A 10 K 9 8 7 of each fail suit."""
        return power(card)

    def sort_group(self, card: Card) -> int | None:
        """All fourteen trumps form one group, before the fail suits."""
        return -1 if is_trump(card) else None

    # -- the bury area ----------------------------------------------------------------------
    def bury_caption(self) -> str:
        buried = self._bury.chosen
        if not buried:
            return self.tr("Drag two cards here to bury them")
        text = self.tr("Bury %1 (%n point(s))", "", pile_points(buried))
        return text.replace("%1", facts.cards_text(buried))

    def selected_cards(self) -> set[Card]:
        """The cards that came from the blind stand out while the picker buries and calls."""
        view = self.controller.view()
        if view is None or SheepsheadFacts.of(view).phase not in ("bury", "call"):
            return set()
        return set(self._blind) | set(self._bury.chosen)

    # -- cards: plays, and the unknown card of an unknown call -------------------------------
    def legal_cards(self, view: SeatView) -> set[Card]:
        if self.burying(view):
            return super().legal_cards(view)
        if self._unknown_for is not None:
            return {c for c in view.hand if self._unknown_action(view, c) is not None}
        return {a.value for a in view.legal_actions
                if a.verb == "play" and isinstance(a.value, Card)}

    def card_action(self, view: SeatView, seat: int, card: Card) -> Action:
        if self._unknown_for is not None:
            chosen = self._unknown_action(view, card)
            if chosen is not None:
                return chosen
            return Action(seat, "call", self._unknown_for, (("unknown", card),))
        return super().card_action(view, seat, card)

    def _unknown_action(self, view: SeatView, card: Card) -> Action | None:
        return next((a for a in view.legal_actions if a.verb == "call"
                     and a.value == self._unknown_for and a.get("unknown") == card), None)

    # -- buttons ----------------------------------------------------------------------------
    def refresh(self) -> None:
        view = self.controller.view()
        human = view is not None and self.controller.human_turn()
        phase = SheepsheadFacts.of(view).phase if view is not None else None
        if phase not in ("bury", "call"):
            self._blind = []
        if phase != "call":
            self._unknown_for = None
        super().refresh()
        if view is not None and not human:
            self._offer_open_calls(view)
        if self._buttons and view is not None and human and not self.legal_cards(view):
            self._buttons[0].setFocus()  # keyboard users land on a choice (Pick, say)

    def _offer_open_calls(self, view: SeatView) -> None:
        """A call the picker may make out of turn (jack of diamonds games) gets its button."""
        calls = [a for a in view.legal_actions if a.verb == "call"
                 and self.controller.offered(a)]
        if calls:
            self._prompt.setText(self.tr("Before the first card you may still call:"))
            self._set_buttons([(self.button_label(a), a) for a in calls])

    def button_actions(self, view: SeatView) -> list[Action]:
        if self._unknown_for is not None:
            return [Action(view.seat, "call", "back")]
        calls = [a for a in view.legal_actions if a.verb == "call"]
        cards = [a for a in calls if not a.extras and a.value != "alone"]
        alone = [a for a in calls if a.value == "alone"]  # last: Enter lands on a partner call
        unknown = {a.value: a for a in calls if a.extras}  # one button per unknown ace
        picks = [a for a in view.legal_actions if a.verb == "pick"]
        return picks + cards + list(unknown.values()) + alone

    def button_label(self, action: Action) -> str:
        value = action.value
        if action.verb == "pick":
            return self.tr("&Pick up the blind") if value is True else self.tr("P&ass")
        if action.verb == "call" and value == "alone":
            return self.tr("Go &alone")
        if action.verb == "call" and value == "back":
            return self.tr("&Back to the calls")
        if action.verb == "call" and isinstance(value, Card) and action.extras:
            return self.tr("Call %1 &unknown…").replace("%1", card_text(value))
        if action.verb == "call" and isinstance(value, Card):
            return self.tr("&Call %1").replace("%1", card_text(value))
        return super().button_label(action)

    def submit_button(self, action: Action) -> None:
        """Unknown calls and Back only change the panel; a pick remembers the hand before."""
        if action.verb == "call" and action.value == "back":
            self._unknown_for = None
            self.sig_marks_changed.emit()
            return
        if action.verb == "call" and action.extras and isinstance(action.value, Card):
            self._unknown_for = action.value
            self.sig_marks_changed.emit()
            return
        view = self.controller.view()
        before = list(view.hand) if view is not None else []
        if self.controller.submit(action) is None and action.verb == "pick" and action.value:
            after = self.controller.view()
            self._blind = [c for c in after.hand if c not in before] if after else []
            self.sig_marks_changed.emit()

    def prompt(self, view: SeatView) -> str:
        phase = SheepsheadFacts.of(view).phase
        if phase == "pick":
            return self.tr("Pick up the blind, or pass?")
        if self.burying(view):
            return self.tr("Drag two cards to the bury area (or click them, or pick them with "
                           "←/→ and Space), then press Enter.")
        if self._unknown_for is not None:
            return self.tr("Unknown call of %1: click the card to set aside face down.").replace(
                "%1", card_text(self._unknown_for))
        if phase == "call":
            return self.tr("Call your partner's card, or go alone:")
        return super().prompt(view)

    def explain(self, view: SeatView) -> str:
        """What picking, burying or calling means now, with the stakes in units."""
        state = SheepsheadFacts.of(view)
        options = self.controller.config.options
        if state.phase == "pick" and any(a.verb == "pick" for a in view.legal_actions):
            return explain.pick_line(options, state.multiplier)
        if self.burying(view):
            return explain.bury_line(options, pile_points(self._bury.chosen))
        calls = [a for a in view.legal_actions if a.verb == "call"]
        if state.phase == "call" and calls and self._unknown_for is None:
            alone = any(a.value == "alone" for a in calls)
            return explain.call_line(options, state.multiplier, alone)
        return ""

    # -- facts on the felt and the score sheet ----------------------------------------------
    def centre(self, view: SeatView) -> Centre | None:
        """The blind lies face down in the middle until someone picks it up: the prompt and
        the lessons talk about it, so the felt shows it."""
        blind = SheepsheadFacts.of(view).blind or 0
        if not blind or view.tricks or (view.trick is not None and view.trick.plays):
            return None  # in a leaster it stays aside once the cards are played
        return Centre([CentreSet(view.dealer, [None] * blind, self.tr("The blind"))], "")

    def info_lines(self, view: SeatView) -> list[str]:
        return facts.info_lines(view, self._blind)

    def seat_badges(self, view: SeatView, seat: int) -> list[str]:
        return facts.seat_badges(view, seat)

    def tricks_text(self, view: SeatView, seat: int) -> str | None:
        return facts.tricks_text(view, seat)

    def deal_lines(self, view: SeatView, scored: Event | None) -> list[ScoreLine]:
        names = [self.controller.seat_name(s) for s in range(view.seats)]
        return deal_lines(view, scored, names) or super().deal_lines(view, scored)
