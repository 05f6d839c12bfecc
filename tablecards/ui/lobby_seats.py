"""The lobby's seats: a name, Human, Computer or a friend over the network, and a computer's
level for each seat.

Seats start from the ones last used for the game (`Settings.last_seats`), else from what is
on screen, else one human ("You") and computers with distinct names ("Bot 1", "Bot 2"…).
Names nobody typed (`seat_names`) follow the language and the seats' kinds: with two or more
humans they are "Player 1", "Player 2"…, so a shared table never calls two people "You". A
computer plays at Easy, Normal (the default) or Strong; the level box is disabled for a human.
A friend over the network is a person at another machine (`SeatChoice.remote`): starting such
a match hosts a network table (`tablecards.ui.hosting`), with hot seat at the host's screen when
two or more seats are Human; for default names they count as humans.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox, QLabel, QLineEdit, QWidget

from tablecards.ui.seat_names import DefaultName, default_text, recognise
from tablecards.ui.settings import LEVELS, SeatChoice, Settings

#: Combo boxes re-measure their texts when the language changes (not only when first shown).
FOLLOW_TEXTS = QComboBox.SizeAdjustPolicy.AdjustToContents
REMOTE = "remote"
"""The kind box's data for a friend over the network (True: a human here, False: a computer)."""


def kind_is_human(kind: QComboBox) -> bool:
    """A person plays the seat chosen in `kind` (here or over the network)."""
    return kind.currentData() is True or kind.currentData() == REMOTE


class SeatsPanel(QGroupBox):
    """One row per seat: label, name field, Human/Computer choice and level."""

    sig_rebuilt = Signal()
    """The rows were made anew (the lobby puts them in its Tab order)."""
    sig_kinds = Signal()
    """A seat's kind changed (the lobby checks the seats again)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[tuple[QLineEdit, QComboBox]] = []
        self._defaults: list[DefaultName | None] = []
        """Per seat: the default its name still is, None once somebody typed one."""
        self._labels: list[QLabel] = []
        self.levels: list[QComboBox] = []
        self.grid = QGridLayout(self)
        self.grid.setColumnStretch(4, 1)

    def set_seats(self, game_id: str, count: int, fresh: bool) -> None:
        """Lay out `count` seats: the game's last seats when `fresh`, else keep those shown."""
        saved = Settings().last_seats(game_id) if fresh else []
        start = [(s, _default_of(s)) for s in saved]
        if not start:
            start = list(zip(self.choices(), self._defaults, strict=True))
        seats = start[:count]
        while len(seats) < count:
            seats.append(_default_seat(seats))
        self._build(seats)

    def _build(self, seats: list[tuple[SeatChoice, DefaultName | None]]) -> None:
        while self.grid.count():
            widget = self.grid.takeAt(0).widget()
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.rows, self._labels, self.levels = [], [], []
        self._defaults = [default for _, default in seats]
        for seat, (choice, _) in enumerate(seats):
            name = QLineEdit(choice.name, self)
            name.setMinimumWidth(260)
            name.textEdited.connect(lambda _t, s=seat: self._typed(s))
            kind = QComboBox(self)
            kind.setSizeAdjustPolicy(FOLLOW_TEXTS)
            kind.addItem("", True)
            kind.addItem("", False)
            kind.addItem("", REMOTE)
            kind.setCurrentIndex(2 if choice.remote else 0 if choice.human else 1)
            level = QComboBox(self)
            level.setSizeAdjustPolicy(FOLLOW_TEXTS)
            for code in LEVELS:
                level.addItem("", code)
            level.setCurrentIndex(max(level.findData(choice.level), 0))
            level.setEnabled(not choice.human)
            kind.currentIndexChanged.connect(lambda _i, s=seat: self._kind_changed(s))
            label = QLabel(self)
            label.setBuddy(name)
            for column, widget in enumerate((label, name, kind, level)):
                self.grid.addWidget(widget, seat, column)
            self.rows.append((name, kind))
            self.levels.append(level)
            self._labels.append(label)
        self.retranslate()
        self.sig_rebuilt.emit()

    def _typed(self, seat: int) -> None:
        self._defaults[seat] = None

    def _kind_changed(self, seat: int) -> None:
        """A default name takes the new kind's wording (a computer gets an unused number)."""
        human = kind_is_human(self.rows[seat][1])
        self.levels[seat].setEnabled(not human)
        default = self._defaults[seat]
        if default is not None and default.human != human:
            taken = {d.number for d in self._defaults if d is not None and not d.human}
            self._defaults[seat] = DefaultName(True) if human else _unused_bot(seat, taken)
        self._reword_defaults()
        self.sig_kinds.emit()

    def _reword_defaults(self) -> None:
        """Each untouched name in the current language, You or Player n by the humans shown."""
        humans = sum(1 for _, kind in self.rows if kind_is_human(kind))
        for seat, ((name, _), default) in enumerate(zip(self.rows, self._defaults, strict=True)):
            if default is not None:
                name.setText(default_text(default, seat, humans))

    def retranslate(self) -> None:
        """Reword labels, kinds and the names nobody typed."""
        self.setTitle(QCoreApplication.translate("Lobby", "Seats"))
        self._reword_defaults()
        for seat, ((name, kind), label) in enumerate(zip(self.rows, self._labels, strict=True)):
            number = str(seat + 1)
            seat_text = QCoreApplication.translate("Lobby", "Seat %1").replace("%1", number)
            name.setAccessibleName(
                QCoreApplication.translate("Lobby", "Name of seat %1").replace("%1", number))
            kind.setItemText(0, QCoreApplication.translate("Lobby", "Human"))
            kind.setItemText(1, QCoreApplication.translate("Lobby", "Computer"))
            kind.setItemText(2, QCoreApplication.translate("Lobby", "Friend online"))
            kind.setItemData(2, QCoreApplication.translate(
                "Lobby", "A person at another computer joins this seat with the invitation "
                "shown when the match starts"), Qt.ItemDataRole.ToolTipRole)
            kind.setAccessibleName(seat_text)
            label.setText(seat_text)
            level = self.levels[seat]
            for i in range(level.count()):
                level.setItemText(i, level_word(str(level.itemData(i))))
            level.setAccessibleName(
                QCoreApplication.translate("Lobby", "Level of seat %1").replace("%1", number))

    def choices(self) -> list[SeatChoice]:
        """The seats as shown (blank names stay blank)."""
        return [SeatChoice(name.text().strip(), kind_is_human(kind), str(level.currentData()),
                           kind.currentData() == REMOTE)
                for (name, kind), level in zip(self.rows, self.levels, strict=True)]


    def problem(self) -> str | None:
        """Why these seats cannot start, in words: with friends online, the table has one
        seat for the player at this computer (None when the seats are fine)."""
        return seats_problem(self.choices())


def seats_problem(seats: list[SeatChoice]) -> str | None:
    """Friends online need a seat played here (the host's; hosting gives it a token). Two or
    more Human seats with friends online are hot seat at the host's screen: each has its own
    token and connection, so each sees only its own views, with the pass screen between."""
    if not any(s.remote for s in seats) or any(s.human and not s.remote for s in seats):
        return None
    return QCoreApplication.translate(
        "Lobby", "With friends online, at least one seat is Human: yours.")


def level_word(level: str) -> str:
    """A computer level's name in the current language."""
    words = {"easy": QCoreApplication.translate("Lobby", "Easy"),
             "normal": QCoreApplication.translate("Lobby", "Normal"),
             "strong": QCoreApplication.translate("Lobby", "Strong")}
    return words.get(level, level)


def _default_of(choice: SeatChoice) -> DefaultName | None:
    """The default a saved seat's name is (in any language), if of the seat's kind."""
    default = recognise(choice.name)
    return default if default is not None and default.human == choice.human else None


def _unused_bot(seat: int, taken: set[int]) -> DefaultName:
    """"Bot n" with n from the seat's number up, not used by another computer shown."""
    number = max(seat, 1)
    while number in taken:
        number += 1
    return DefaultName(False, number)


def _default_seat(taken: list[tuple[SeatChoice, DefaultName | None]]) -> \
        tuple[SeatChoice, DefaultName]:
    """A human when nobody is human yet, else a computer with an unused number."""
    if not any(choice.human for choice, _ in taken):
        default = DefaultName(True)
    else:
        numbers = {d.number for _, d in taken if d is not None and not d.human}
        numbers |= {d.number for d in map(recognise, (c.name for c, _ in taken))
                    if d is not None and not d.human}
        default = _unused_bot(len(taken), numbers)
    humans = sum(1 for choice, _ in taken if choice.human) + default.human
    text = default_text(default, len(taken), humans)
    return SeatChoice(text, default.human), default
