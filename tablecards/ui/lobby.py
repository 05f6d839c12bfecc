"""The lobby: pick a game, the number of players, the offered options and who sits where.

Everything is built from the rules core's GameSpec, so a newly registered game or option
appears here without UI changes. Option labels come from `game_texts` (translated, keyed by
option id) and fall back to the spec's English summaries; grouped flags that exclude each
other become radio buttons. A language change rewords everything in place (`retranslate`).
"""

from __future__ import annotations

from itertools import groupby
from typing import Any, override

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tablecards.rules.game import GameSpec
from tablecards.rules.options import OptionSpec
from tablecards.rules.registry import game_class, game_ids
from tablecards.ui.controller import MatchConfig, SeatConfig
from tablecards.ui.game_texts import game_name, game_summary, group_label, option_label

OptionWidget = QCheckBox | QComboBox | QSpinBox | QLineEdit | QRadioButton


def available_specs() -> list[GameSpec]:
    """Specs of every game whose module imports (games still being written are skipped)."""
    specs = []
    for game_id in game_ids():
        try:
            specs.append(game_class(game_id).spec)
        except (ImportError, KeyError, AttributeError):
            continue
    return specs


class Lobby(QWidget):
    """Chooses a match; emits `sig_start` with the MatchConfig."""

    sig_start = Signal(object)
    """Start a match (argument: MatchConfig)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.specs = available_specs()
        self.game = QComboBox(self)
        for spec in self.specs:
            self.game.addItem(game_name(spec), spec.id)
        self.players = QComboBox(self)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.title = QLabel(self)
        self.game_label = QLabel(self)
        self.players_label = QLabel(self)
        self.options_box = QGroupBox(self)
        self.seats_box = QGroupBox(self)
        self.error = QLabel(self)
        self.error.setStyleSheet("color: #b71c1c;")
        self.error.setWordWrap(True)
        self.start_button = QPushButton(self)
        self.start_button.setDefault(True)
        self._option_widgets: dict[str, OptionWidget] = {}
        self._seat_rows: list[tuple[QLineEdit, QComboBox]] = []
        self._seat_labels: list[QLabel] = []
        self._build()
        self._retranslate_static()
        self.game.currentIndexChanged.connect(self._game_changed)
        self.players.currentIndexChanged.connect(self._players_changed)
        self.start_button.clicked.connect(lambda: self.sig_start.emit(self.config()))
        self._game_changed()

    def _build(self) -> None:
        form = QFormLayout()
        form.addRow(self.game_label, self.game)
        form.addRow("", self.summary)
        form.addRow(self.players_label, self.players)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addLayout(form)
        layout.addWidget(self.options_box)
        layout.addWidget(self.seats_box)
        layout.addStretch(1)
        layout.addWidget(self.error)
        layout.addWidget(self.start_button)
        QVBoxLayout(self.options_box)
        QGridLayout(self.seats_box)

    # -- language ----------------------------------------------------------------------
    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Reword every label for the current language, keeping the choices made."""
        self._retranslate_static()
        for index, spec in enumerate(self.specs):
            self.game.setItemText(index, game_name(spec))
        if not self.specs:
            return
        self.summary.setText(game_summary(self.spec()))
        values = {k: _widget_value(w) for k, w in self._option_widgets.items()}
        self._build_options(self.spec())
        for option_id, value in values.items():
            _set_widget_value(self._option_widgets[option_id], value)
        self._retranslate_seats()

    def _retranslate_static(self) -> None:
        self.title.setText(self.tr("<h2>New match</h2>"))
        self.game_label.setText(self.tr("Game"))
        self.players_label.setText(self.tr("Players"))
        self.game.setAccessibleName(self.tr("Game"))
        self.players.setAccessibleName(self.tr("Players"))
        self.options_box.setTitle(self.tr("Options"))
        self.seats_box.setTitle(self.tr("Seats"))
        self.start_button.setText(self.tr("Start match"))

    def _default_name(self, seat: int) -> str:
        return self.tr("You") if seat == 0 else self.tr("Bot %1").replace("%1", str(seat))

    def _retranslate_seats(self) -> None:
        for seat, ((name, kind), label) in enumerate(zip(self._seat_rows, self._seat_labels,
                                                         strict=True)):
            if name.text() == name.property("default_name"):  # untouched: reword it
                name.setText(self._default_name(seat))
                name.setProperty("default_name", name.text())
            name.setAccessibleName(self.tr("Name of seat %1").replace("%1", str(seat + 1)))
            kind.setItemText(0, self.tr("Human"))
            kind.setItemText(1, self.tr("Computer"))
            label.setText(self.tr("Seat %1").replace("%1", str(seat + 1)))

    def spec(self) -> GameSpec:
        return self.specs[max(self.game.currentIndex(), 0)]

    # -- reacting to choices -----------------------------------------------------------
    def _game_changed(self) -> None:
        if not self.specs:
            self.start_button.setEnabled(False)
            return
        spec = self.spec()
        self.summary.setText(game_summary(spec))
        self.players.blockSignals(True)
        self.players.clear()
        for count in spec.players:
            self.players.addItem(str(count), count)
        self.players.blockSignals(False)
        self._build_options(spec)
        self._players_changed()

    def _players_changed(self) -> None:
        self.error.clear()
        count = self.players.currentData() or self.spec().players[0]
        self._build_seats(int(count))
        self._fit_groups()

    def _fit_groups(self) -> None:
        """Show, in each radio group, the choice the rules make for this player count.

        A game's forms are a radio group (Ninety-Nine's player-count forms) and the core picks
        the form that fits the count, so the radios follow the core rather than guess.
        """
        resolved = self._resolved(self._plain_options())
        if resolved is None:
            return
        for option_id, widget in self._option_widgets.items():
            if isinstance(widget, QRadioButton) and resolved.get(option_id) is True:
                widget.setChecked(True)

    def _resolved(self, options: dict[str, Any]) -> dict[str, Any] | None:
        try:
            match = game_class(self.spec().id)(int(self.players.currentData()), options)
        except (ValueError, TypeError):
            return None
        return dict(match.options)

    def problem(self) -> str | None:
        """None when the rules accept this game, player count and options, else why not."""
        try:
            game_class(self.spec().id)(int(self.players.currentData()), self.options())
        except (ValueError, TypeError) as err:
            return str(err)
        return None

    def _build_options(self, spec: GameSpec) -> None:
        layout = self.options_box.layout()
        _clear(layout)
        self._option_widgets = {}
        offered = [o for o in spec.options if o.offered]
        for group, members in groupby(offered, key=lambda o: o.group):
            members_list = list(members)
            if group and all(isinstance(o.default, bool) for o in members_list):
                layout.addWidget(self._radio_group(group, members_list))
            else:
                for option in members_list:
                    layout.addWidget(self._option_row(option))
        self.options_box.setVisible(bool(offered))

    def _radio_group(self, group: str, members: list[OptionSpec]) -> QGroupBox:
        """Flags of one group exclude each other: exactly one is on."""
        box = QGroupBox(group_label(group), self.options_box)
        box_layout = QVBoxLayout(box)
        buttons = QButtonGroup(box)
        for option in members:
            radio = QRadioButton(option_label(self.spec().id, option), box)
            radio.setToolTip(option.id)
            radio.setChecked(bool(option.default))
            buttons.addButton(radio)
            box_layout.addWidget(radio)
            self._option_widgets[option.id] = radio
        return box

    def _option_row(self, option: OptionSpec) -> QWidget:
        widget = _option_widget(option)
        text = option_label(self.spec().id, option)
        widget.setToolTip(text)
        self._option_widgets[option.id] = widget
        if isinstance(widget, QCheckBox):
            widget.setText(text)
            return widget
        row = QWidget(self.options_box)
        form = QFormLayout(row)
        form.setContentsMargins(0, 0, 0, 0)
        label = QLabel(text, row)
        label.setWordWrap(True)
        form.addRow(label, widget)
        return row

    def _build_seats(self, count: int) -> None:
        grid = self.seats_box.layout()
        assert isinstance(grid, QGridLayout)
        _clear(grid)
        self._seat_rows = []
        self._seat_labels = []
        for seat in range(count):
            name = QLineEdit(self._default_name(seat), self.seats_box)
            name.setProperty("default_name", name.text())
            kind = QComboBox(self.seats_box)
            kind.addItem("", True)
            kind.addItem("", False)
            kind.setCurrentIndex(0 if seat == 0 else 1)
            label = QLabel(self.seats_box)
            grid.addWidget(label, seat, 0)
            grid.addWidget(name, seat, 1)
            grid.addWidget(kind, seat, 2)
            self._seat_rows.append((name, kind))
            self._seat_labels.append(label)
        self._retranslate_seats()

    def show_error(self, text: str) -> None:
        """Why the chosen match cannot start (the rules core's words)."""
        self.error.setText(self.tr("This match cannot start: %1").replace("%1", text))

    # -- result ------------------------------------------------------------------------
    def config(self) -> MatchConfig:
        """The match the lobby describes (only options that differ from the defaults)."""
        spec = self.spec()
        seats = [SeatConfig(name.text().strip() or self.tr("Seat %1").replace("%1", str(i + 1)),
                            bool(kind.currentData()))
                 for i, (name, kind) in enumerate(self._seat_rows)]
        return MatchConfig(spec.id, int(self.players.currentData()), self.options(), seats)

    def options(self) -> dict[str, Any]:
        """Options that differ from what the rules would choose on their own."""
        chosen = self._plain_options()
        resolved = self._resolved(chosen) or {}
        for option_id, widget in self._option_widgets.items():
            checked = isinstance(widget, QRadioButton) and widget.isChecked()
            if checked and resolved.get(option_id) is not True:
                chosen[option_id] = True
        return chosen

    def _plain_options(self) -> dict[str, Any]:
        """Non-radio options changed from their spec defaults."""
        spec = self.spec()
        chosen = {}
        for option_id, widget in self._option_widgets.items():
            value = _widget_value(widget)
            if not isinstance(widget, QRadioButton) and value != spec.option(option_id).default:
                chosen[option_id] = value
        return chosen


def _option_widget(option: OptionSpec) -> OptionWidget:
    default = option.default
    if isinstance(default, bool):
        box = QCheckBox()
        box.setChecked(default)
        return box
    if option.choices:
        combo = QComboBox()
        for choice in option.choices:
            combo.addItem(str(choice), choice)
        combo.setCurrentIndex(list(option.choices).index(default))
        return combo
    if isinstance(default, int):
        spin = QSpinBox()
        spin.setRange(-1000, 1000)
        spin.setValue(default)
        return spin
    return QLineEdit(str(default))


def _set_widget_value(widget: OptionWidget, value: Any) -> None:
    if isinstance(widget, QAbstractButton):
        widget.setChecked(bool(value))
    elif isinstance(widget, QComboBox):
        widget.setCurrentIndex(max(widget.findData(value), 0))
    elif isinstance(widget, QSpinBox):
        widget.setValue(int(value))
    else:
        widget.setText(str(value))


def _widget_value(widget: OptionWidget) -> Any:
    if isinstance(widget, QAbstractButton):
        return widget.isChecked()
    if isinstance(widget, QComboBox):
        return widget.currentData()
    if isinstance(widget, QSpinBox):
        return widget.value()
    return widget.text()


def _clear(layout: Any) -> None:
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget()
        if widget is not None:
            widget.hide()  # deleteLater waits for the event loop; don't show it meanwhile
            widget.deleteLater()
