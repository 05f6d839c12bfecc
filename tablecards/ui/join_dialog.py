"""File › Join a network table: a pasted invitation (or the address and the code typed as
read out), the player's name, watch only, and the tables found on this network.

The list comes from `tablecards.net.discovery.TableBrowser`, which runs on zeroconf's own
threads; each change reaches the dialog through a queued signal, so the GUI thread never
waits on the network. Starting and stopping the browser also happen off the GUI thread.

A listing rarely carries its code (the host shares it only for a table open to the whole
room; see the discovery module): choosing one fills the address and puts the cursor on the
code. Accepting checks what was typed here (clear words for each mistake), closes the dialog
and calls `window.join_table`, which tells the host's refusal or silence itself.
"""

from __future__ import annotations

import re
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tablecards.net.discovery import Interfaces, Listing, TableBrowser
from tablecards.net.protocol import (
    CODE_ALPHABET,
    CODE_LENGTH,
    MAX_NAME,
    PROTOCOL_VERSION,
    SCHEME,
    Invitation,
    normal_code,
)
from tablecards.ui.game_texts import name_of
from tablecards.ui.i18n import Retranslating

_CTX = "JoinDialog"
DEFAULT_PORT = 8765
"""The port an address typed without one is given: the one the app and `serve` host on."""
BROWSE_INTERFACES: Interfaces = None
"""Where the dialog looks for tables: None is every interface (or those named in
TABLECARDS_LAN_INTERFACES, which the tests set to loopback)."""


class Joins(Protocol):
    """What the dialog needs of the main window."""

    def join_table(self, invitation: str, name: str, *, token: str | None = None,
                   seat: int | None = None, spectator: bool = False,
                   host: Any = None) -> Any: ...


class InvitationProblem(ValueError):
    """What was typed does not make an invitation; the message is in the player's words,
    `field` names the field to correct ("address" or "code")."""

    def __init__(self, text: str, field: str = "address") -> None:
        super().__init__(text)
        self.field = field



def read_invitation(address_text: str, code_text: str) -> Invitation:
    """The invitation from the two fields: a whole `tablecards://HOST:PORT/CODE` in the
    first, or `HOST[:PORT]` there and the code (any case, spaces, hyphens) in the second.

    Raises:
        InvitationProblem: with the words to show.
    """
    address = address_text.strip()
    if not address:
        raise InvitationProblem(QCoreApplication.translate(_CTX,
            "Paste the invitation, or type the table's address (as 192.168.1.20:8765)."))
    if address.lower().startswith(f"{SCHEME}:"):
        try:
            return Invitation.parse(address[:len(SCHEME)].lower() + address[len(SCHEME):])
        except ValueError:
            raise InvitationProblem(QCoreApplication.translate(_CTX,
                "This invitation is not complete. It reads tablecards://HOST:PORT/CODE, "
                "for example tablecards://192.168.1.20:8765/ABCD-EFGH-JKLM.")) from None
    found = re.fullmatch(r"(\[[0-9A-Fa-f:.]+\]|[^/:\s\[\]]+)(?::(\d{1,5}))?", address)
    port = int(found.group(2)) if found and found.group(2) else DEFAULT_PORT
    if found is None or not 0 < port < 65536:
        raise InvitationProblem(QCoreApplication.translate(_CTX,
            "This is not an address: type the host's name or number and its port, as "
            "192.168.1.20:8765, or paste the whole invitation."))
    code = normal_code(code_text)
    if not code:
        raise InvitationProblem(QCoreApplication.translate(
            _CTX, "Type the table code that the host read out or sent."), "code")
    if len(code) != CODE_LENGTH or any(letter not in CODE_ALPHABET for letter in code):
        raise InvitationProblem(QCoreApplication.translate(_CTX,
            "A table code has 12 letters and digits, without 0, O, 1 or I (as ABCD-EFGH-JKLM). "
            "Check it with the host."), "code")
    return Invitation(found.group(1).strip("[]"), port, code)


class ListingRelay(QObject):
    """Carries the browser's lists from zeroconf's thread to the GUI thread (queued). It has
    no parent: the browser's callback keeps it alive, so a list that arrives while the
    dialog is being deleted reaches a live object (and, the dialog gone, no receiver)."""

    found = Signal(list)

    def __init__(self) -> None:
        super().__init__()
        self.browser: TableBrowser | None = None

    def start(self, interfaces: Interfaces) -> TableBrowser:
        """A new browser whose changes this relay carries (the old one stopped)."""
        self.stop()
        self.browser = TableBrowser(lambda listings: self.found.emit(listings),
                                    interfaces=interfaces)
        self.browser.start()
        return self.browser

    def stop(self) -> None:
        if self.browser is not None:
            self.browser.on_change = None
            self.browser.stop()
            self.browser = None


class JoinDialog(Retranslating, QDialog):
    """Join a network table (see the module's notes)."""

    def __init__(self, window: Joins, parent: QWidget | None = None,
                 invitation: str | None = None, *, browse: bool = True) -> None:
        super().__init__(parent)
        self.window = window
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.address = QLineEdit(self)
        self.address.setObjectName("join_invitation")
        self.code = QLineEdit(self)
        self.code.setObjectName("join_code")
        self.code.setMaxLength(40)
        self.name = QLineEdit(self)
        self.name.setObjectName("join_name")
        self.name.setMaxLength(MAX_NAME)
        self.watch = QCheckBox(self)
        self.watch.setObjectName("join_watch")
        self.tables_label = QLabel(self)
        self.tables = QListWidget(self)
        self.tables.setObjectName("join_tables")
        self.tables.setMinimumHeight(120)
        self.tables_status = QLabel(self)
        self.tables_status.setWordWrap(True)
        self.message = QLabel(self)
        self.message.setObjectName("join_message")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b00020;")
        self.message.hide()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.join_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.buttons.accepted.connect(self.join)
        self.buttons.rejected.connect(self.reject)
        self._layout()
        self.listings: list[Listing] = []
        self.browser: TableBrowser | None = None
        self._relay = ListingRelay()
        self._relay.found.connect(self.show_listings, Qt.ConnectionType.QueuedConnection)
        self.tables.currentItemChanged.connect(lambda item, _old: self._choose(item))
        self.tables.itemActivated.connect(self._activate)
        self.address.textChanged.connect(self._show_code_field)
        self.address.textChanged.connect(lambda _text: self.message.hide())
        self.code.textChanged.connect(lambda _text: self.message.hide())
        if invitation:
            self.address.setText(invitation.strip())
        self.retranslate()
        self._show_code_field()
        if browse:
            self.start_browsing()
        self.finished.connect(lambda _result: self.stop_browsing())
        self.destroyed.connect(self._relay.stop)  # however the dialog goes

    def _layout(self) -> None:
        self.form = QFormLayout()
        self.labels = []
        for field in (self.address, self.code, self.name):
            label = QLabel(self)
            label.setBuddy(field)
            self.labels.append(label)
            self.form.addRow(label, field)
        self.form.addRow(self.watch)
        column = QVBoxLayout(self)
        column.addWidget(self.intro)
        column.addLayout(self.form)
        column.addWidget(self.tables_label)
        column.addWidget(self.tables, 1)
        column.addWidget(self.tables_status)
        column.addWidget(self.message)
        column.addWidget(self.buttons)
        self.tables_label.setBuddy(self.tables)
        self.resize(560, 480)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Join a network table"))
        self.intro.setText(self.tr(
            "Paste the invitation the host sent you, or choose a table found on this network "
            "and type its code."))
        texts = (self.tr("&Invitation or address:"), self.tr("Table &code:"),
                 self.tr("Your &name:"))
        for label, text in zip(self.labels, texts, strict=True):
            label.setText(text)
        self.address.setPlaceholderText("tablecards://192.168.1.20:8765/ABCD-EFGH-JKLM")
        self.code.setPlaceholderText(self.tr("as the host read it out, e.g. ABCD-EFGH-JKLM"))
        self.name.setPlaceholderText(self.tr("the name the other players see"))
        self.watch.setText(self.tr("&Watch only (no seat; see what a spectator sees)"))
        self.tables_label.setText(self.tr("&Tables on this network:"))
        self.join_button.setText(self.tr("&Join"))
        self.show_listings(self.listings)

    # -- the listings ------------------------------------------------------------------------
    def start_browsing(self, interfaces: Interfaces = None) -> None:
        """Look for tables (in the background); each change refreshes the list."""
        chosen = BROWSE_INTERFACES if interfaces is None else interfaces
        self.browser = self._relay.start(chosen)
        self.show_listings(self.listings)

    def stop_browsing(self) -> None:
        self._relay.stop()
        self.browser = None

    def show_listings(self, listings: list[Listing]) -> None:
        """Refill the list, keeping the chosen table chosen."""
        chosen = self._chosen_service()
        self.listings = list(listings)
        self.tables.blockSignals(True)
        self.tables.clear()
        for listing in self.listings:
            item = QListWidgetItem(self.listing_text(listing), self.tables)
            item.setData(Qt.ItemDataRole.UserRole, listing.service)
            if listing.service == chosen:
                self.tables.setCurrentItem(item)
        self.tables.blockSignals(False)
        self.tables_status.setText(self._status_text())

    def _status_text(self) -> str:
        if self.browser is not None and self.browser.problem:
            return self.tr("Cannot look for tables on this network (%1). An invitation still "
                           "works.").replace("%1", self.browser.problem)
        if self.listings:
            return ""
        if self.browser is None:
            return self.tr("Not looking for tables on this network.")
        return self.tr("Looking for tables on this network… None found yet.")

    def listing_text(self, listing: Listing) -> str:
        """One line: the table's name, its game, free seats and address."""
        try:
            game = name_of(listing.game)
        except (KeyError, ValueError):
            game = listing.game
        if listing.version != PROTOCOL_VERSION:
            seats = self.tr("another version of the network game (%1)").replace(
                "%1", str(listing.version))
        elif listing.free == 0:
            seats = self.tr("no free seat (you may watch)")
        else:
            seats = self.tr("%n free seat(s)", "", listing.free)
        return f"{listing.title} — {game} — {seats} — {listing.address}"

    def _chosen_service(self) -> str | None:
        item = self.tables.currentItem()
        return None if item is None else str(item.data(Qt.ItemDataRole.UserRole))

    def _listing(self, item: QListWidgetItem | None) -> Listing | None:
        if item is None:
            return None
        service = item.data(Qt.ItemDataRole.UserRole)
        return next((x for x in self.listings if x.service == service), None)

    def _choose(self, item: QListWidgetItem | None) -> None:
        """A table chosen in the list: its invitation when shared, else its address, and
        the cursor where the player types next."""
        listing = self._listing(item)
        if listing is None:
            return
        invitation = listing.invitation()
        self.address.setText(str(invitation) if invitation else listing.address)
        if listing.free == 0:
            self.watch.setChecked(True)
        (self.name if invitation or self.code.text().strip() else self.code).setFocus()

    def _activate(self, item: QListWidgetItem) -> None:
        self._choose(item)
        listing = self._listing(item)
        if listing is not None and listing.invitation() is not None and self.name.text():
            self.join()

    def _show_code_field(self) -> None:
        """The code field is for an address typed alone; a whole invitation has its code."""
        whole = self.address.text().strip().lower().startswith(f"{SCHEME}:")
        self.code.setEnabled(not whole)

    # -- joining ---------------------------------------------------------------------------
    def invitation(self) -> Invitation:
        """What the fields say; InvitationProblem with the words to show otherwise."""
        return read_invitation(self.address.text(),
                               "" if not self.code.isEnabled() else self.code.text())

    def show_problem(self, text: str, field: QWidget) -> None:
        self.message.setText(text)
        self.message.show()
        field.setFocus()

    def join(self) -> None:
        """Check the fields; when they are right, close and join (the window tells the
        host's refusal itself)."""
        try:
            invitation = self.invitation()
        except InvitationProblem as problem:
            field = self.code if problem.field == "code" else self.address
            self.show_problem(str(problem), field)
            return
        name = " ".join(self.name.text().split())
        if not name and not self.watch.isChecked():
            self.show_problem(self.tr("Type your name: the other players see it at the table."),
                              self.name)
            return
        self.message.hide()
        window, spectator = self.window, self.watch.isChecked()
        self.accept()  # closed (and deleted) first: joining waits for the host's answer
        window.join_table(str(invitation), name, spectator=spectator)
