"""The lobby: pick a game, the number of players, the offered options and who sits where.

Two columns fit a 1280×800 window: the game tiles on the left (`lobby_games`), and on the
right the chosen game's heading, the player count, its options (`lobby_options`, the only
part that scrolls) and the seats (`lobby_seats`). Everything is built from the rules core's
GameSpec and asked of the core, so a newly registered game or option appears here without UI
changes. A language change rewords everything in place and keeps the choices.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tablecards.rules.registry import game_spec, listed_game_ids
from tablecards.rules.spec import GameSpec
from tablecards.ui.game_texts import game_name, game_summary
from tablecards.ui.hosted_panel import HostedPanel
from tablecards.ui.i18n import Retranslating
from tablecards.ui.lobby_games import GamePicker
from tablecards.ui.lobby_options import OptionsPanel, OptionWidget
from tablecards.ui.lobby_seats import SeatsPanel
from tablecards.ui.match_config import MatchConfig, SeatConfig

LIST_WIDTH = 390


def available_specs() -> list[GameSpec]:
    """Specs of every game offered to players whose spec imports (incubating games only with
    `TABLECARDS_INCUBATING=1`; games still being written are skipped); no game's referee
    loads until its options are shown."""
    specs = []
    for game_id in listed_game_ids():
        try:
            specs.append(game_spec(game_id))
        except (ImportError, KeyError, AttributeError):
            continue
    return specs


def tab_chain(layout: QLayout) -> list[QWidget]:
    """The widgets that take the keyboard by Tab, in the order `layout` lays them out (a
    grid row by row, a scroll area's contents in place)."""
    items = [layout.itemAt(i) for i in range(layout.count())]
    if isinstance(layout, QGridLayout):
        places = {id(item): layout.getItemPosition(i)[:2] for i, item in enumerate(items)}
        items.sort(key=lambda item: places[id(item)])
    chain: list[QWidget] = []
    for item in items:
        widget = item.widget()
        if widget is not None:
            chain += _widget_chain(widget)
        elif item.layout() is not None:
            chain += tab_chain(item.layout())
    return chain


def _widget_chain(widget: QWidget) -> list[QWidget]:
    target = widget.focusProxy() or widget
    own = [target] if target.focusPolicy() & Qt.FocusPolicy.TabFocus else []
    inner = widget.widget() if isinstance(widget, QScrollArea) else widget
    layout = inner.layout() if inner is not None else None
    return own + (tab_chain(layout) if layout is not None else [])


class Lobby(Retranslating, QWidget):
    """Chooses a match; emits `sig_start` with the MatchConfig."""

    sig_start = Signal(object)
    """Start a match (argument: MatchConfig)."""
    sig_rules = Signal(str, str)
    """Open the rules page (arguments: the game's id, a section's anchor or "")."""
    sig_learn = Signal(str)
    """Open the game's course of lessons (argument: the game's id)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.specs = available_specs()
        self.title = QLabel(self)
        self.game = GamePicker(self.specs, self)
        self.heading = QLabel(self)
        self.heading.setObjectName("lobby_heading")
        self.heading.setStyleSheet("font-size: 20px; font-weight: bold;")
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.players_label = QLabel(self)
        self.players = QComboBox(self)
        self.players_label.setBuddy(self.players)
        self.options_box = OptionsPanel(self)
        self.seats_box = SeatsPanel(self)
        self.hosted = HostedPanel(self)  # a table hosted before, to host again
        self.error = QLabel(self)
        self.error.setStyleSheet("color: #b71c1c;")
        self.error.setWordWrap(True)
        self.start_button = QPushButton(self)
        self.start_button.setDefault(True)
        self.start_button.setMinimumWidth(160)
        self.rules_button = QPushButton(self)
        self.learn_button = QPushButton(self)
        self._build()
        self._retranslate_static()
        self.game.currentIndexChanged.connect(self._game_changed)
        self.players.currentIndexChanged.connect(self._players_changed)
        self.options_box.sig_changed.connect(self._check)
        self.start_button.clicked.connect(self._start)
        self.seats_box.sig_rebuilt.connect(self.order_tabs)
        self.seats_box.sig_kinds.connect(self._check)
        self.rules_button.clicked.connect(lambda: self.sig_rules.emit(self.spec().id, ""))
        self.learn_button.clicked.connect(lambda: self.sig_learn.emit(self.spec().id))
        self.options_box.sig_rules.connect(lambda anchor: self.sig_rules.emit(self.spec().id,
                                                                             anchor))
        self._game_changed()

    def _build(self) -> None:
        left = QVBoxLayout()
        left.addWidget(self.title)
        left.addWidget(self.game, 1)
        self.game.setFixedWidth(LIST_WIDTH)
        count_row = QHBoxLayout()
        count_row.addWidget(self.players_label)
        count_row.addWidget(self.players)
        count_row.addStretch(1)
        start_row = QHBoxLayout()
        start_row.addWidget(self.error, 1)
        for button in (self.rules_button, self.learn_button):
            start_row.addWidget(button, 0, Qt.AlignmentFlag.AlignBottom)
        start_row.addWidget(self.start_button, 0, Qt.AlignmentFlag.AlignBottom)
        right = QVBoxLayout()
        right.addWidget(self.heading)
        right.addWidget(self.summary)
        right.addLayout(count_row)
        right.addWidget(self.options_box, 1)
        right.addWidget(self.seats_box)
        right.addWidget(self.hosted)
        right.addLayout(start_row)
        layout = QHBoxLayout(self)
        layout.addLayout(left)
        layout.addSpacing(8)
        layout.addLayout(right, 1)
        self.seats_box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)

    def order_tabs(self) -> None:
        """Tab walks the lobby as it reads: the game list, then the right column top to
        bottom (the player count, the options, each seat's row left to right) and the buttons
        left to right. Qt's own order is the order of creation, and the options and seats
        are made anew for each game, after the buttons."""
        chain = list(dict.fromkeys(tab_chain(self.layout())))  # a proxy's widget is listed once
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    # -- language ----------------------------------------------------------------------
    def retranslate(self) -> None:
        """Reword every label for the current language, keeping the choices made."""
        self._retranslate_static()
        self.game.retranslate()
        self.options_box.retranslate()
        self.seats_box.retranslate()
        if self.specs:
            self._show_heading(self.spec())
        self._check()

    def _retranslate_static(self) -> None:
        self.title.setText(self.tr("<h2>New match</h2>"))
        self.game.setAccessibleName(self.tr("Game"))
        self.players_label.setText(self.tr("Players"))
        self.players.setAccessibleName(self.tr("Players"))
        self.start_button.setText(self.tr("&Start match"))
        self.rules_button.setText(self.tr("Rules"))
        self.rules_button.setToolTip(self.tr("Read the rules of this game (F1)"))
        self.learn_button.setText(self.tr("Learn this game"))
        self.learn_button.setToolTip(self.tr(
            "Short lessons on a real table: one idea at a time, then a first hand with the "
            "coach"))

    def _show_heading(self, spec: GameSpec) -> None:
        self.heading.setText(game_name(spec))
        self.summary.setText(game_summary(spec))

    def spec(self) -> GameSpec:
        return self.specs[max(self.game.currentIndex(), 0)]

    # -- reacting to choices -----------------------------------------------------------
    def _game_changed(self) -> None:
        if not self.specs:
            for button in (self.start_button, self.rules_button, self.learn_button):
                button.setEnabled(False)
            return
        spec = self.spec()
        self._show_heading(spec)
        self.players.blockSignals(True)
        self.players.clear()
        for count in spec.players:
            self.players.addItem(str(count), count)
        self.players.setCurrentIndex(max(self.players.findData(spec.usual_players), 0))
        self.players.setEnabled(len(spec.players) > 1)
        self.players.blockSignals(False)
        self.options_box.set_game(spec, self.player_count())
        self.seats_box.set_seats(spec.id, self.player_count(), fresh=True)
        self._check()
        self.order_tabs()

    def _players_changed(self) -> None:
        self.options_box.set_players(self.player_count())
        self.seats_box.set_seats(self.spec().id, self.player_count(), fresh=False)
        self._check()
        self.order_tabs()

    def player_count(self) -> int:
        data = self.players.currentData()
        return int(data) if data is not None else self.spec().usual_players

    def _check(self) -> None:
        """Enable Start only for a match the rules accept, and say why not otherwise."""
        problem = self.problem() if self.specs else None
        seats = self.seats_box.problem() if self.specs else None
        self.start_button.setEnabled(bool(self.specs) and problem is None and seats is None)
        if problem is not None:
            self.show_error(self.options_box.readable(problem))
        elif seats is not None:
            self.show_error(seats)
        else:
            self.error.clear()

    def problem(self) -> str | None:
        """None when the rules accept this game, player count and options, else why not."""
        return self.options_box.problem(self.options())

    def show_error(self, text: str) -> None:
        """Why the chosen match cannot start (the rules core's words)."""
        self.error.setText(self.tr("This match cannot start: %1").replace("%1", text))

    # -- result ------------------------------------------------------------------------
    def _start(self) -> None:
        if self.problem() is None:
            self.sig_start.emit(self.config())

    def config(self) -> MatchConfig:
        """The match the lobby describes (only options that differ from the defaults)."""
        seats = [SeatConfig(c.name or self.tr("Seat %1").replace("%1", str(i + 1)), c.human,
                            c.level, remote=c.remote)
                 for i, c in enumerate(self.seats_box.choices())]
        return MatchConfig(self.spec().id, self.player_count(), self.options(), seats)

    def options(self) -> dict[str, Any]:
        """Options that differ from what the rules would choose on their own."""
        return self.options_box.options()

    @property
    def _option_widgets(self) -> dict[str, OptionWidget]:
        return self.options_box.widgets

    @property
    def _seat_rows(self) -> list[tuple[QLineEdit, QComboBox]]:
        return self.seats_box.rows
