"""The lobby's seats: a name, Human or Computer, and a computer's level for each seat.

Seats start from the ones last used for the game (`Settings.last_seats`), else from what is
on screen, else one human ("You") and computers with distinct names ("Bot 1", "Bot 2"…).
Names nobody typed are reworded when the language changes. A computer plays at Easy, Normal
(the default) or Strong; the level box is disabled for a human.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox, QLabel, QLineEdit, QWidget

from tablecards.ui.settings import LEVELS, SeatChoice, Settings


class SeatsPanel(QGroupBox):
    """One row per seat: label, name field, Human/Computer choice and level."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[tuple[QLineEdit, QComboBox]] = []
        self._labels: list[QLabel] = []
        self.levels: list[QComboBox] = []
        self.grid = QGridLayout(self)
        self.grid.setColumnStretch(4, 1)

    def set_seats(self, game_id: str, count: int, fresh: bool) -> None:
        """Lay out `count` seats: the game's last seats when `fresh`, else keep those shown."""
        saved = Settings().last_seats(game_id) if fresh else []
        start: list[tuple[SeatChoice, int | None]] = [(s, None) for s in saved]
        if not start:
            start = list(zip(self.choices(), self._keys(), strict=True))
        seats = start[:count]
        while len(seats) < count:
            seats.append(_default_seat([s for s, _ in seats]))
        self._build(seats)

    def _keys(self) -> list[int | None]:
        """Per seat: -1 for an untouched "You", n for an untouched "Bot n", else None."""
        keys = [name.property("default_key") for name, _ in self.rows]
        return [k if isinstance(k, int) else None for k in keys]

    def _build(self, seats: list[tuple[SeatChoice, int | None]]) -> None:
        while self.grid.count():
            widget = self.grid.takeAt(0).widget()
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.rows, self._labels, self.levels = [], [], []
        for seat, (choice, key) in enumerate(seats):
            name = QLineEdit(choice.name, self)
            name.setMinimumWidth(260)
            name.setProperty("default_key", key)
            name.textEdited.connect(lambda _t, n=name: n.setProperty("default_key", None))
            kind = QComboBox(self)
            kind.addItem("", True)
            kind.addItem("", False)
            kind.setCurrentIndex(0 if choice.human else 1)
            level = QComboBox(self)
            for code in LEVELS:
                level.addItem("", code)
            level.setCurrentIndex(max(level.findData(choice.level), 0))
            level.setEnabled(not choice.human)
            kind.currentIndexChanged.connect(
                lambda _i, k=kind, lv=level: lv.setEnabled(not k.currentData()))
            label = QLabel(self)
            label.setBuddy(name)
            for column, widget in enumerate((label, name, kind, level)):
                self.grid.addWidget(widget, seat, column)
            self.rows.append((name, kind))
            self.levels.append(level)
            self._labels.append(label)
        self.retranslate()

    def retranslate(self) -> None:
        """Reword labels, kinds and the names nobody typed."""
        self.setTitle(QCoreApplication.translate("Lobby", "Seats"))
        for seat, ((name, kind), label) in enumerate(zip(self.rows, self._labels, strict=True)):
            key = self._keys()[seat]
            if key is not None:
                name.setText(_default_name(key))
            number = str(seat + 1)
            seat_text = QCoreApplication.translate("Lobby", "Seat %1").replace("%1", number)
            name.setAccessibleName(
                QCoreApplication.translate("Lobby", "Name of seat %1").replace("%1", number))
            kind.setItemText(0, QCoreApplication.translate("Lobby", "Human"))
            kind.setItemText(1, QCoreApplication.translate("Lobby", "Computer"))
            kind.setAccessibleName(seat_text)
            label.setText(seat_text)
            level = self.levels[seat]
            level.setItemText(0, QCoreApplication.translate("Lobby", "Easy"))
            level.setItemText(1, QCoreApplication.translate("Lobby", "Normal"))
            level.setItemText(2, QCoreApplication.translate("Lobby", "Strong"))
            level.setAccessibleName(
                QCoreApplication.translate("Lobby", "Level of seat %1").replace("%1", number))

    def choices(self) -> list[SeatChoice]:
        """The seats as shown (blank names stay blank)."""
        return [SeatChoice(name.text().strip(), bool(kind.currentData()), str(level.currentData()))
                for (name, kind), level in zip(self.rows, self.levels, strict=True)]


def _default_name(key: int) -> str:
    """-1: "You"; n: "Bot n" (in the current language)."""
    if key < 0:
        return QCoreApplication.translate("Lobby", "You")
    return QCoreApplication.translate("Lobby", "Bot %1").replace("%1", str(key))


def _default_seat(taken: list[SeatChoice]) -> tuple[SeatChoice, int]:
    """A human "You" when nobody is human yet, else a computer with an unused name."""
    names = {s.name for s in taken}
    if not any(s.human for s in taken) and _default_name(-1) not in names:
        return SeatChoice(_default_name(-1), True), -1
    number = max(len(taken), 1)
    while _default_name(number) in names:
        number += 1
    return SeatChoice(_default_name(number), False), number
