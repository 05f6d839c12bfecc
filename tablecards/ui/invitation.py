"""The invitation to a hosted table: the line to send, the same to read out, and the seats.

Shown (not modal: the table stays usable) when a hosted table opens. It holds the one-line
invitation `tablecards://HOST:PORT/CODE` with a Copy button, the address, port and code in
groups of four to read out over the phone, the line for a friend on this same computer, and
each seat: who sits there, who is still awaited, and for a seat nobody has taken (or whose
player is away) a computer that can take it. Until the first deal, a check box opens the
table to a class: whoever watches it sees every hand face up (teacher mode over the network).
The choice sits here, beside the invitation the teacher sends, because that is where a
teacher prepares the table before anyone joins; once dealt it is fixed, since what a spectator
has already seen cannot be hidden again. It follows the host's seat messages (queued
from the host's thread, so the GUI thread never waits on the network); the host deals once
every seat is taken, and the dialog, its work done, closes so the table is in full view (the
Table menu brings it back).
"""

from __future__ import annotations

import contextlib
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tablecards.ai.level_names import DEFAULT_LEVEL, LEVELS
from tablecards.net.protocol import Invitation, ProtocolError
from tablecards.rules.registry import game_class
from tablecards.ui.game_texts import game_name
from tablecards.ui.hosting import Hosting, KeptTable, grouped_code
from tablecards.ui.i18n import Retranslating
from tablecards.ui.lobby_seats import level_word


class InvitationDialog(Retranslating, QDialog):
    """The invitation and the seats of one hosted table."""

    def __init__(self, hosting: Hosting, kept: KeptTable, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("invitation_dialog")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.hosting, self.kept, self.code = hosting, kept, kept.code
        self.invitation: Invitation = hosting.invitation(kept.code)
        self.local: Invitation = hosting.local_invitation(kept.code)
        self.state: dict[str, Any] = {"seats": [], "started": False, "over": False}
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.line = QLineEdit(str(self.invitation), self)
        self.line.setObjectName("invitation_line")
        self.line.setReadOnly(True)
        self.copy_button = QPushButton(self)
        self.copy_button.setObjectName("copy_invitation")
        self.copy_button.clicked.connect(self.copy)
        self.copied = QLabel(self)
        self.spoken_heading = QLabel(self)
        self.spoken = QLabel(self)
        self.spoken.setObjectName("invitation_spoken")
        self.moved_from: str | None = hosting.moved.get(kept.code)
        """The invitation friends hold when this table was hosted again elsewhere."""
        self.moved_label = self._warning_label()
        self.local_label = QLabel(self)
        self.local_label.setObjectName("invitation_local")
        self.local_label.setWordWrap(True)
        big = self.spoken.font()  # read out over the phone: easy to read from the screen
        big.setPointSizeF(big.pointSizeF() * 1.15)
        big.setBold(True)
        self.spoken.setFont(big)
        line_font = self.line.font()
        line_font.setPointSizeF(line_font.pointSizeF() * 1.1)
        self.line.setFont(line_font)
        for label in (self.spoken, self.local_label):
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.seats_box = QGroupBox(self)
        self.grid = QGridLayout(self.seats_box)
        self.grid.setColumnStretch(1, 1)
        self.rows: list[tuple[QLabel, QLabel, QComboBox, QPushButton]] = []
        self.teach_box = QCheckBox(self)
        self.teach_box.setObjectName("teach_class")
        self.teach_box.setChecked(self._teaching())
        self.teach_box.toggled.connect(self.teach)
        self.teach_note = QLabel(self)
        self.teach_note.setWordWrap(True)
        self.status = QLabel(self)
        self.status.setObjectName("invitation_status")
        self.status.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.close)
        self._build()
        hosting.events.sig_message.connect(self._on_message)
        self.refresh()
        self.waiting = not self.state.get("started") and self.moved_from is None
        """Opened before the match began: closes when it begins (not when the line changed:
        the host player has a new line to send)."""
        self.retranslate()
        self.resize(max(self.sizeHint().width(), 560), self.sizeHint().height())

    def _warning_label(self) -> QLabel:
        """The line that says the invitation changed (shown only when it did)."""
        label = QLabel(self)
        label.setObjectName("invitation_moved")
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        bold = label.font()
        bold.setBold(True)
        label.setFont(bold)
        label.setVisible(self.moved_from is not None)
        return label

    def _build(self) -> None:
        copy_row = QHBoxLayout()
        copy_row.addWidget(self.line, 1)
        copy_row.addWidget(self.copy_button)
        copy_row.addWidget(self.copied)
        spoken = QVBoxLayout()
        spoken.setSpacing(2)
        spoken.addWidget(self.spoken_heading)
        spoken.addWidget(self.spoken)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.moved_label)
        layout.addLayout(copy_row)
        layout.addLayout(spoken)
        layout.addWidget(self.local_label)
        layout.addWidget(self.seats_box)
        layout.addWidget(self.teach_box)
        layout.addWidget(self.teach_note)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)

    # -- words -------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Invite your friends"))
        if self.moved_from is not None:
            self.moved_label.setText(self.tr(
                "The address has changed: this table was at %1, which was in use, so it now "
                "listens at the address below. The invitation your friends have no longer "
                "reaches it: send each of them this new invitation.").replace(
                "%1", self._old_address()))
        self.copy_button.setText(self.tr("&Copy"))
        self.copy_button.setToolTip(self.tr("Copy the invitation to the clipboard"))
        self.line.setAccessibleName(self.tr("Invitation"))
        self.spoken_heading.setText(self.tr("To read out:"))
        self.spoken.setText(self.tr("Address %1, port %2, table code %3").replace(
            "%1", self.invitation.host).replace("%2", str(self.invitation.port)).replace(
            "%3", grouped_code(self.code)))
        self.local_label.setText(self.tr("A friend on this computer: %1").replace(
            "%1", str(self.local)))
        self.seats_box.setTitle(self.tr("Seats"))
        self.teach_box.setText(self.tr("&Teach a class: whoever watches sees every hand"))
        self.teach_note.setText(self.tr(
            "Watchers join with the same invitation and choose to watch. Each player still "
            "sees only their own hand. Choose before the first deal."))
        if self.copied.text():
            self.copied.setText(self.tr("Copied."))
        for seat in range(len(self.rows)):
            self._word_row(seat)
        self._show_state()

    def _word_intro(self) -> None:
        """What the invitation is for: before the first deal, to fill the seats; once the
        match runs, for a friend who left to come back (and for watchers)."""
        game = game_name(game_class(self.kept.game).spec)
        if self.state.get("started"):
            self.intro.setText(self.tr(
                "%1 is hosted on this computer and its match has begun. A friend who left "
                "joins again with this invitation; so do watchers.").replace("%1", game))
            return
        self.intro.setText(self.tr(
            "%1 is hosted on this computer. Send this invitation to each friend: in "
            "TableCards they join a network table with it. The match starts when every seat "
            "is taken.").replace("%1", game))

    def _old_address(self) -> str:
        """The old invitation's address and port ("host:port"), or the whole line."""
        try:
            old = Invitation.parse(self.moved_from or "")
        except ValueError:
            return self.moved_from or ""
        if old.host == self.invitation.host:
            return self.tr("port %1").replace("%1", str(old.port))
        return f"{old.host}:{old.port}"

    # -- actions -----------------------------------------------------------------------------
    def copy(self) -> None:
        """The invitation line to the clipboard."""
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(str(self.invitation))
        self.copied.setText(self.tr("Copied."))

    def fill(self, seat: int) -> None:
        """A computer takes `seat`, at the level chosen in its row."""
        thread = self.hosting.host_thread
        if thread is None or not 0 <= seat < len(self.rows):
            return
        level = str(self.rows[seat][2].currentData() or DEFAULT_LEVEL)
        with contextlib.suppress(ProtocolError, KeyError, TimeoutError):  # seats redrawn below
            thread.fill_with_computer(self.code, seat, level)
        self.refresh()

    def _teaching(self) -> bool:
        thread = self.hosting.host_thread
        try:
            return thread is not None and thread.teaching(self.code)
        except (KeyError, TimeoutError, RuntimeError):
            return False

    def teach(self, on: bool) -> None:
        """Open the table to a class (every hand face up to whoever watches), or not."""
        thread = self.hosting.host_thread
        if thread is None:
            return
        with contextlib.suppress(ProtocolError, KeyError, TimeoutError):  # dealt meanwhile
            thread.teach(self.code, on)
        teaching = self._teaching()
        if self.teach_box.isChecked() != teaching:
            self.teach_box.setChecked(teaching)

    def refresh(self) -> None:
        """Ask the host for the seats now (a quick call on its loop)."""
        thread = self.hosting.host_thread
        if thread is None:
            return
        try:
            self.state = thread.table_state(self.code)
        except (KeyError, TimeoutError, RuntimeError):
            return
        self._show_state()

    def _on_message(self, code: str, message: object) -> None:
        if code != self.code or not isinstance(message, dict):
            return
        if message.get("type") == "seats":
            self.state = message
            self._show_state()
        elif message.get("type") in ("started", "over"):
            self.refresh()
            if self.waiting and self.state.get("started"):
                self.close()

    # -- the seats ---------------------------------------------------------------------------
    def _show_state(self) -> None:
        seats = [s for s in self.state.get("seats", []) if isinstance(s, dict)]
        while len(self.rows) < len(seats):
            self._add_row(len(self.rows))
        waiting = 0
        for seat, (name, status, level, button) in zip(range(len(seats)), self.rows,
                                                        strict=False):
            shown = seats[seat]
            free = self._free(shown, seat)
            waiting += shown.get("kind") == "open"
            name.setText(str(shown.get("name") or "")
                         or self.tr("Seat %1").replace("%1", str(seat + 1)))
            status.setText(self._status(shown, seat))
            level.setVisible(free)
            button.setVisible(free)
        self.teach_box.setEnabled(not self.state.get("started") and not self.state.get("over"))
        self.teach_note.setVisible(self.teach_box.isEnabled())  # its "before" is past
        self._word_intro()
        if self.state.get("started"):
            said = self.tr("Every seat is taken: the match has begun.")
        else:
            said = QCoreApplication.translate(
                "InvitationDialog",
                "%n seat(s) still waiting. The match starts when every seat is taken.",
                None, waiting)
        if self.moved_from is not None:
            said = self.tr("%1 New address: send the invitation again.").replace("%1", said)
        self.status.setText(said)

    def _here(self) -> set[int]:
        """The seats played at this computer (hot seat's with the host player's)."""
        return {self.kept.seat, *self.kept.local_tokens()}

    def _free(self, seat: dict[str, Any], index: int) -> bool:
        """A seat a computer may take: nobody's, or a friend's who is away."""
        kind = seat.get("kind")
        return index not in self._here() and not self.state.get("over") and (
            kind == "open" or (kind == "player" and not seat.get("present")))

    def _status(self, seat: dict[str, Any], index: int) -> str:
        kind = seat.get("kind")
        if index == self.kept.seat:
            return self.tr("You")
        if index in self._here():
            return self.tr("At this computer")
        if kind == "open":
            return self.tr("Waiting for a friend")
        if kind == "computer":
            return self.tr("Computer (%1)").replace(
                "%1", level_word(str(seat.get("level", DEFAULT_LEVEL))))
        if kind == "player":
            return self.tr("Joined") if seat.get("present") else self.tr("Away")
        return self.tr("Waiting for a friend")

    def _add_row(self, seat: int) -> None:
        name, status = QLabel(self.seats_box), QLabel(self.seats_box)
        name.setTextFormat(Qt.TextFormat.PlainText)  # names come from the network
        level = QComboBox(self.seats_box)
        for code in LEVELS:
            level.addItem(level_word(code), code)
        level.setCurrentIndex(max(level.findData(DEFAULT_LEVEL), 0))
        button = QPushButton(self.seats_box)
        button.setObjectName(f"fill_seat_{seat}")
        button.clicked.connect(lambda _=False, s=seat: self.fill(s))
        for column, widget in enumerate((name, status, level, button)):
            self.grid.addWidget(widget, seat, column)
        self.rows.append((name, status, level, button))
        self._word_row(seat)

    def _word_row(self, seat: int) -> None:
        _, _, level, button = self.rows[seat]
        button.setText(self.tr("Computer plays it"))
        number = str(seat + 1)
        button.setAccessibleName(self.tr("A computer plays seat %1").replace("%1", number))
        level.setAccessibleName(self.tr("Level of seat %1").replace("%1", number))
        for i in range(level.count()):
            level.setItemText(i, level_word(str(level.itemData(i))))
