"""The lobby's offer of a kept hosted table: "Host again" brings it back with its code.

A table this app hosted stays in the host's store when the app quits or the player leaves it
(`tablecards.ui.hosting`); while its match is unfinished the lobby shows this line: the game,
the table code and when it was started, a list when there are several, and Host again, which
hosts it on the same port when it is free, with the same code, seats and tokens, so the
friends' tables reconnect by themselves. Hidden when there is nothing to offer.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from tablecards.rules.registry import game_spec
from tablecards.ui.compat import override
from tablecards.ui.game_texts import game_name
from tablecards.ui.hosting import Hosting, KeptTable, grouped_code, host_again
from tablecards.ui.i18n import Retranslating
from tablecards.ui.save_ui import saved_when


class HostedPanel(Retranslating, QFrame):
    """One line in the lobby: a kept hosted table (or a list of them) and Host again."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("hosted_panel")
        self.tables: list[KeptTable] = []
        self.heading = QLabel(self)
        self.chooser = QComboBox(self)
        self.chooser.setObjectName("hosted_chooser")
        # long entries are cut in the box (the list shows them whole): never wider than the lobby
        self.chooser.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.chooser.setMinimumContentsLength(16)
        self.chooser.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.button = QPushButton(self)
        self.button.setObjectName("host_again")
        self.button.clicked.connect(self.host_again)
        self.forget_button = QPushButton(self)
        self.forget_button.setObjectName("forget_hosted")
        self.forget_button.clicked.connect(self.ask_forget)
        self.question: QMessageBox | None = None
        """Asking whether to forget the table, while on screen."""
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addWidget(self.chooser, 1)
        layout.addWidget(self.button)
        layout.addWidget(self.forget_button)
        self._hosting: Hosting | None = None
        parent.installEventFilter(self)  # each time the lobby shows, the list is read anew
        self.retranslate()
        self.hide()

    def hosting(self) -> Hosting | None:
        """The window's hosting, once the lobby sits in a main window."""
        if self._hosting is None:
            window = self.window()
            if not hasattr(window, "saves") or not hasattr(window, "join_table"):
                return None
            self._hosting = Hosting.of(window)
            self._hosting.sig_changed.connect(self.refresh)
        return self._hosting

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show:
            self.refresh()
        return False

    def refresh(self) -> None:
        """Offer the kept tables not hosted at this moment."""
        hosting = self.hosting()
        self.tables = [] if hosting is None else [
            t for t in hosting.kept.all() if t.code != hosting.open_code and _known(t.game)]
        self._fill()
        self.setVisible(bool(self.tables))

    def _fill(self) -> None:
        self.chooser.clear()
        for table in self.tables:
            when = saved_when(int(table.started_at))
            self.chooser.addItem(self.tr("%1, table code %2, started %3").replace(
                "%1", game_name(game_spec(table.game))).replace(
                "%2", grouped_code(table.code)).replace("%3", when), table.code)

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Hosted table:"))
        self.chooser.setAccessibleName(self.tr("Tables you host"))
        self.button.setText(self.tr("Host again"))
        self.button.setToolTip(self.tr(
            "Host this table again with the same code: your friends join again with the "
            "invitation they have"))
        self.forget_button.setText(self.tr("Forget…"))
        self.forget_button.setToolTip(self.tr("Remove this table: nobody can join it again"))
        index = self.chooser.currentIndex()
        self._fill()
        self.chooser.setCurrentIndex(max(index, 0))

    def host_again(self) -> None:
        code = self.chooser.currentData()
        window = self.window()
        if isinstance(code, str) and self.hosting() is not None:
            host_again(window, code)


    def ask_forget(self) -> QMessageBox | None:
        """Ask (window-modal, Keep the default) before the chosen table is forgotten."""
        code = self.chooser.currentData()
        hosting = self.hosting()
        if not isinstance(code, str) or hosting is None:
            return None
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Forget the table"), self.tr(
            "Forget this hosted table? Your friends can no longer join it, and its match is "
            "gone."), parent=self)
        box.setObjectName("forget_question")
        forget = box.addButton(self.tr("Forget"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(self.tr("Keep"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.buttonClicked.connect(
            lambda button: hosting.forget(code) if button is forget else None)
        box.finished.connect(self._asked)
        self.question = box
        box.open()
        return box

    def _asked(self) -> None:
        self.question = None


def _known(game: str) -> bool:
    """A game this version of the program has (a kept table of another is not offered)."""
    try:
        game_spec(game)
    except (KeyError, ImportError, AttributeError):
        return False
    return True

