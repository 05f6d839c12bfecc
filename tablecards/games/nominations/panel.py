"""Nominations' panel: the bid ladder with the high bid, the contract picker (trumps and the
partner card), the double hand's cut, and the badges and scoring read from the core.

The phase is read from the legal actions (a `bid`, a `trump` contract or a `cut` is
expected), never from the game id or the rules' internals, except for the ladder's order of
steps, which is the core's own `ladder()` of the match's options: steps the core does not
list as legal now are shown disabled, so the player sees the whole ladder and where it stands.
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QGraphicsView, QWidget

from tablecards.games.nominations import panel_badges as badges
from tablecards.games.nominations import panel_explain as explain
from tablecards.games.nominations.facts import NominationsFacts
from tablecards.games.nominations.panel_controls import (
    BidLadder,
    ContractPicker,
    CutPicker,
    action_for,
)
from tablecards.games.nominations.panel_lines import deal_lines
from tablecards.games.nominations.rules import ladder
from tablecards.rules.actions import Action, Event
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView
from tablecards.rules.line_breaks import keep_tail
from tablecards.ui.controller import MatchController
from tablecards.ui.i18n import Retranslating
from tablecards.ui.panel import GamePanel, ScoreLine
from tablecards.ui.texts import card_text

PHASE_VERBS = ("bid", "trump", "cut")
PROMPT_BESIDE = 240  # the prompt's width beside the ladder, contract or cut control
MAX_WIDTH = 16777215  # Qt's QWIDGETSIZE_MAX: no limit


class NominationsPanel(Retranslating, GamePanel):
    """Ladder, contract and cut controls; cards are played as in the generic panel."""

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._prompt.setWordWrap(True)
        self._prompt.setMinimumWidth(110)
        self._prompt.setMaximumWidth(PROMPT_BESIDE)
        self.ladder = BidLadder(self)
        self.contract = ContractPicker(self)
        self.cut = CutPicker(self)
        for widget in (self.ladder, self.contract, self.cut):
            widget.hide()
            self._layout.insertWidget(self._layout.count() - 1, widget)
        self.ladder.sig_call.connect(self._call)
        self.contract.sig_contract.connect(self._submit_contract)
        self.contract.sig_choice.connect(self.refresh_prompt)
        self.cut.sig_cut.connect(self._cut)
        self._asked: tuple[int, int, str] | None = None  # the decision last given focus

    # -- what the scene asks ------------------------------------------------------------
    def info_lines(self, view: SeatView) -> list[str]:
        return super().info_lines(view) + badges.info_lines(view, self._names(view))

    def seat_badges(self, view: SeatView, seat: int) -> list[str]:
        return badges.seat_badges(view, seat)

    def deal_lines(self, view: SeatView, scored: Event | None) -> list[ScoreLine]:
        return deal_lines(view, scored) or super().deal_lines(view, scored)

    def confirm(self) -> bool:
        """Enter on the table confirms the contract or the cut on show."""
        if self.contract.isVisible():
            self.contract.confirm()
            return True
        if self.cut.isVisible():
            self.cut.confirm()
            return True
        return False

    def prompt(self, view: SeatView) -> str:
        phase = self.phase(view)
        if phase == "bid" and badges.passed_before(NominationsFacts.of(view), view.seat):
            return self.tr("The bidding came round to you again: you may bid now, though you "
                           "passed before, or pass again.")
        if phase == "bid":
            return self.tr("Your call: bid on the ladder or pass.")
        if phase == "trump" and self.contract.calls_own_card():
            card = card_text(self.contract.choice()[1] or view.hand[0])
            return self.tr("Warning: %1 is in your hand. Calling it means you play alone, a "
                           "secret solo with no partner.").replace("%1", card)
        if phase == "trump":
            return self.tr("Name trumps and call the partner card, then confirm.")
        if phase == "cut":
            return self.tr("Nobody bid: cut the pack for the double hand (×2).")
        return super().prompt(view)

    def explain(self, view: SeatView) -> str:
        """What the lowest bid on offer, the misères or the contract win or lose."""
        facts = NominationsFacts.of(view)
        options = self.controller.config.options
        phase = self.phase(view)
        if phase == "bid":
            numbers = [a.value for a in view.legal_actions
                       if a.verb == "bid" and isinstance(a.value, int)]
            return explain.bid_line(options, min(numbers) if numbers else None,
                                    facts.multiplier)
        if phase == "trump" and isinstance(facts.bid, int):
            return explain.contract_line(options, facts.bid, facts.multiplier)
        return ""

    def refresh_prompt(self) -> None:
        """Reword the prompt alone (the contract choice changed; the match did not)."""
        view = self.controller.view()
        if view is not None and self.controller.human_turn():
            self._prompt.setText(keep_tail(self.explained_prompt(view)))

    def button_actions(self, view: SeatView) -> list[Action]:
        """No generic buttons: every non-card decision has its own control."""
        return []

    # -- controls -----------------------------------------------------------------------
    @staticmethod
    def phase(view: SeatView | None) -> str | None:
        """The decision the legal actions ask for (`bid`, `trump`, `cut`), else None."""
        verbs = {a.verb for a in view.legal_actions} if view else set()
        return next((v for v in PHASE_VERBS if v in verbs), None)

    def refresh(self) -> None:
        super().refresh()
        view = self.controller.view()
        human = view is not None and self.controller.human_turn()
        phase = self.phase(view) if human else None
        auction = view is not None and NominationsFacts.of(view).phase == "auction"
        shown = [(self.ladder, auction and view is not None), (self.contract, phase == "trump"),
                 (self.cut, phase == "cut")]
        for widget, on in sorted(shown, key=lambda pair: pair[1]):
            widget.setVisible(on)  # hide first: two at once would widen the window for good
        # Beside a control the prompt keeps to a column; alone it takes the row's width.
        self._prompt.setMaximumWidth(PROMPT_BESIDE if any(on for _, on in shown) else MAX_WIDTH)
        self._refresh_ladder(view, phase == "bid", auction)
        if phase == "cut" and view is not None:
            steps = [int(a.value) for a in view.legal_actions if isinstance(a.value, int)]
            self.cut.set_range(min(steps), max(steps))
        self._give_focus(view, phase)

    def _refresh_ladder(self, view: SeatView | None, turn: bool, auction: bool) -> None:
        if view is None or not auction:
            return
        config = getattr(self.controller.match, "config", None)
        if config is not None:
            self.ladder.set_ladder(list(ladder(config)))
        legal = {a.value for a in view.legal_actions if a.verb == "bid"} if turn else set()
        self.ladder.enable(legal)
        self.ladder.high.setText(badges.high_bid_text(NominationsFacts.of(view),
                                                      self._names(view)))

    def _give_focus(self, view: SeatView | None, phase: str | None) -> None:
        """Focus the control once per decision; back to the table when cards are to play."""
        if view is None:
            return
        key = (self.controller.match.deal_index, len(NominationsFacts.of(view).calls),
               phase or "")
        if phase is None:
            self._asked = None
            focus = QApplication.focusWidget()
            if focus is not None and self.isAncestorOf(focus):
                self._table_view().setFocus()
            return
        if key == self._asked:
            return
        self._asked = key
        if phase == "bid":
            self.ladder.focus_default()
        elif phase == "trump":
            self.contract.reset(list(view.hand))
            self.contract.focus_default()
        else:
            self.cut.spin.setFocus()
            self.cut.spin.selectAll()

    def _table_view(self) -> QWidget:
        """The table's view beside this panel (the panel's own parent when there is none)."""
        page = self.parentWidget() or self
        views = page.findChildren(QGraphicsView)
        return views[0] if views else page

    def _names(self, view: SeatView) -> list[str]:
        return [self.controller.seat_name(s) for s in range(view.seats)]

    # -- submitting ---------------------------------------------------------------------
    def _call(self, bid: object) -> None:
        view = self.controller.view()
        if view is not None:
            legal = action_for(view.legal_actions, "bid", bid)
            self.controller.submit(legal or Action(view.seat, "bid", str(bid)))

    def _submit_contract(self, trump: str | None, card: Card | None) -> None:
        """The core's own action when the choice is complete, else what was chosen so far,
        so that the refusal says what is missing."""
        view = self.controller.view()
        if view is None or self.phase(view) != "trump":
            return
        legal = next((a for a in view.legal_actions
                      if a.verb == "trump" and a.value == trump and a.get("partner") == card),
                     None)
        if legal is None and card is not None and trump is not None:
            legal = Action(view.seat, "trump", trump, (("partner", card),))
        elif legal is None:
            legal = Action(view.seat, "partner", card) if card is not None else \
                Action(view.seat, "trump", trump or "")
        self.controller.submit(legal)

    def _cut(self, k: int) -> None:
        view = self.controller.view()
        if view is not None:
            self.controller.submit(action_for(view.legal_actions, "cut", k)
                                   or Action(view.seat, "cut", k))

    # -- language -----------------------------------------------------------------------
    def retranslate(self) -> None:
        """Reword the fixed labels of the controls (the table redraws the rest)."""
        self.ladder.retranslate()
        self.contract.retranslate()
        self.cut.retranslate()

