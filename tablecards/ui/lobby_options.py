"""The lobby's options panel: the variant options one game offers at one player count.

What applies is asked of the rules core, never decided per game here. An option is shown
when some match at this player count accepts it (alone, or added to one of the game's
`variant_examples`), and enabled when the core accepts it together with the current choices;
a disabled option's tooltip gives the core's reason. Grouped flags that exclude each other are
radio buttons ("Off" is added when the group may be all off); picking a radio wins over
earlier choices that no longer fit, and those go back to their defaults. Labels and tooltips
come from `game_texts`; defaults from the spec.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from itertools import groupby
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tablecards.rules.options import OptionSpec
from tablecards.rules.registry import OptionRules, option_rules
from tablecards.rules.spec import GameSpec
from tablecards.ui.compat import override
from tablecards.ui.game_texts import choice_text, group_label, option_detail, option_label

OptionWidget = QCheckBox | QComboBox | QSpinBox | QLineEdit | QRadioButton


@dataclass
class RadioGroup:
    """Flags of one group as radio buttons, with "Off" when all may be off."""

    id: str
    members: list[OptionSpec]
    box: QWidget
    title: QLabel
    radios: dict[str, QRadioButton]
    off: QRadioButton | None

    def checked(self) -> str | None:
        return next((oid for oid, r in self.radios.items() if r.isChecked()), None)

    def check(self, option_id: str | None) -> None:
        button = self.radios.get(option_id or "") or self.off
        if button is not None:
            button.setChecked(True)


class OptionsPanel(QGroupBox):
    """Builds, checks and reports the options of the chosen game and player count."""

    sig_changed = Signal()
    """The user changed an option (the panel has already settled the others)."""
    sig_rules = Signal(str)
    """Open the rules page at an option's section (argument: the option's id)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec: GameSpec | None = None
        self.players = 0
        self.widgets: dict[str, OptionWidget] = {}
        self.reasons: dict[str, str] = {}
        self._labels: dict[str, QLabel] = {}
        self._links: dict[str, QLabel] = {}
        self._groups: dict[str, RadioGroup] = {}
        self._relevant: dict[int, set[str]] = {}
        self._busy = False
        self.inner = QWidget(self)
        self.column = QVBoxLayout(self.inner)
        self.column.setContentsMargins(4, 2, 8, 2)
        self.column.setSpacing(4)
        self.scroller = QScrollArea(self)
        self.scroller.setWidget(self.inner)
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes through the options
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 0, 4)
        layout.addWidget(self.scroller)

    @override
    def sizeHint(self) -> QSize:
        """Modest: the lobby gives the options whatever height is left, and they scroll."""
        return QSize(super().sizeHint().width(), 160)

    # -- building ----------------------------------------------------------------------
    def set_game(self, spec: GameSpec, players: int) -> None:
        """Show `spec`'s offered options at their defaults, fitted to `players`."""
        self.spec = spec
        self._relevant = {}
        _clear(self.column)
        self.widgets, self._labels, self._groups, self._links = {}, {}, {}, {}
        for group, members in groupby(self.offered(), key=lambda o: o.group):
            options = list(members)
            if group and all(isinstance(o.default, bool) for o in options):
                self._add_group(group, options)
            else:
                for option in options:
                    self._add_row(option)
        self.column.addStretch(1)
        self.retranslate()
        self.set_players(players)

    def offered(self) -> list[OptionSpec]:
        return [o for o in self.spec.options if o.offered] if self.spec else []

    def _add_group(self, group: str, members: list[OptionSpec]) -> None:
        box = QWidget(self.inner)
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 4, 0, 2)
        layout.setSpacing(2)
        title = QLabel(box)
        title.setStyleSheet("font-weight: bold;")
        layout.addWidget(title)
        buttons = QButtonGroup(box)
        radios: dict[str, QRadioButton] = {}
        for option in members:
            radios[option.id] = self._radio(box, layout, buttons, bool(option.default),
                                            self._rules_link(box, option.id))
            radios[option.id].toggled.connect(lambda on, o=option.id: on and self._changed(o))
            self.widgets[option.id] = radios[option.id]
        off = None
        if not any(o.default is True for o in members):
            off = self._radio(box, layout, buttons, True)
            off.toggled.connect(lambda on: on and self._changed(None))
        self._groups[group] = RadioGroup(group, members, box, title, radios, off)
        self.column.addWidget(box)

    @staticmethod
    def _radio(box: QWidget, layout: QVBoxLayout, buttons: QButtonGroup,
               checked: bool, link: QLabel | None = None) -> QRadioButton:
        radio = QRadioButton(box)
        radio.setChecked(checked)
        buttons.addButton(radio)
        row = QHBoxLayout()
        row.setContentsMargins(14, 0, 0, 0)
        row.addWidget(radio)
        if link is not None:
            row.addWidget(link)
            row.addStretch(1)
        layout.addLayout(row)
        return radio

    def _rules_link(self, parent: QWidget, option_id: str) -> QLabel:
        """A small "?" beside an option that opens its section of the rules page."""
        link = QLabel(parent)
        link.setObjectName(f"rules_link_{option_id}")
        link.setTextFormat(Qt.TextFormat.RichText)
        link.setText(f'<a href="{option_id}">?</a>')
        link.linkActivated.connect(self.sig_rules.emit)
        self._links[option_id] = link
        return link

    def _add_row(self, option: OptionSpec) -> None:
        widget = _option_widget(option, self.inner)
        self.widgets[option.id] = widget
        _on_change(widget, lambda o=option.id: self._changed(o))
        row = QWidget(self.inner)
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        widget.setParent(row)
        if not isinstance(widget, QCheckBox):
            label = QLabel(row)
            label.setBuddy(widget)
            layout.addWidget(label)
            self._labels[option.id] = label
        layout.addWidget(widget)
        layout.addWidget(self._rules_link(row, option.id))
        layout.addStretch(1)
        self.column.addWidget(row)

    def retranslate(self) -> None:
        """Reword titles, labels, choices and tooltips; the chosen values stay."""
        self.setTitle(QCoreApplication.translate("Lobby", "Options"))
        if self.spec is None:
            return
        for group in self._groups.values():
            group.title.setText(group_label(self.spec.id, group.id))
            if group.off is not None:
                group.off.setText(QCoreApplication.translate("Lobby", "Off"))
        for option in self.offered():
            widget = self.widgets[option.id]
            text = option_label(self.spec.id, option)
            if isinstance(widget, QAbstractButton):
                widget.setText(text)
            else:
                self._labels[option.id].setText(text)
            if isinstance(widget, QComboBox):
                for i in range(widget.count()):
                    widget.setItemText(i, choice_text(self.spec.id, option, widget.itemData(i)))
        self._update_tips()

    # -- applicability -------------------------------------------------------------------
    def set_players(self, players: int) -> None:
        """Fit the options to a new player count."""
        self.players = players
        self._refresh(None)

    def _changed(self, option_id: str | None) -> None:
        if self._busy:
            return
        self._refresh(option_id)
        self.sig_changed.emit()

    def _refresh(self, changed: str | None) -> None:
        if self.spec is None:
            return
        self._busy = True
        try:
            relevant = self.relevant()
            self._show(relevant)
            accepted = self._settle(changed, relevant)
            self._fit_hidden_groups(accepted)
            self._enable(accepted, relevant)
        finally:
            self._busy = False

    def relevant(self) -> set[str]:
        """Ids of the options some match at this player count accepts (cached)."""
        if self.players not in self._relevant:
            assert self.spec is not None
            examples = self.rules().examples
            bases: list[dict[str, Any]] = [{}]
            bases += [dict(o) for p, o in examples if p == self.players]
            self._relevant[self.players] = {
                o.id for o in self.offered()
                if any(self.problem(self._probe(base, o, current=False)) is None
                       for base in bases)}
        return self._relevant[self.players]

    def _show(self, relevant: set[str]) -> None:
        for oid, widget in self.widgets.items():
            hidden = oid not in relevant
            if isinstance(widget, QRadioButton):
                widget.setHidden(hidden)
                self._links[oid].setHidden(hidden)
            else:
                widget.parentWidget().setHidden(hidden)
        for group in self._groups.values():
            choices = sum(m.id in relevant for m in group.members) + (group.off is not None)
            group.box.setHidden(choices < 2)

    def _shown(self, option_id: str, relevant: set[str]) -> bool:
        group = self._group_of(option_id)
        return option_id in relevant and (group is None or not group.box.isHidden())

    def _settle(self, changed: str | None, relevant: set[str]) -> dict[str, Any]:
        """Keep the choices the core accepts together, the latest first; put back the rest."""
        order = [o.id for o in self.offered()]
        if changed in order:
            order.remove(changed)
            order.insert(0, changed)
        pending: list[tuple[str, dict[str, Any]]] = []
        for oid in order:
            group = self._group_of(oid)
            choice = self._choice(oid)
            if not choice or (group is not None and group.box.isHidden()):
                continue
            if self._shown(oid, relevant):
                pending.append((oid, choice))
            else:
                self._put_back(oid, {}, relevant)
        everything = {k: v for _, choice in pending for k, v in choice.items()}
        if self.problem(everything) is None:
            return everything
        accepted, pending = self._accept(pending)
        for oid, _ in pending:
            accepted.update(self._put_back(oid, accepted, relevant))
        return accepted

    def _accept(self, pending: list[tuple[str, dict[str, Any]]]
                ) -> tuple[dict[str, Any], list[tuple[str, dict[str, Any]]]]:
        """Add choices in order while the core accepts them (again, until nothing changes)."""
        accepted: dict[str, Any] = {}
        while pending:
            left = [(oid, c) for oid, c in pending if not self._try(accepted, c)]
            if len(left) == len(pending):
                break
            pending = left
        return accepted, pending

    def _try(self, accepted: dict[str, Any], choice: dict[str, Any]) -> bool:
        if self.problem({**accepted, **choice}) is not None:
            return False
        accepted.update(choice)
        return True

    def _choice(self, option_id: str) -> dict[str, Any]:
        """{id: value} when the option is chosen away from its default (a checked radio)."""
        widget = self.widgets[option_id]
        if isinstance(widget, QRadioButton):
            return {option_id: True} if widget.isChecked() else {}
        value = _widget_value(widget)
        return {} if value == self._spec_option(option_id).default else {option_id: value}

    def _put_back(self, option_id: str, accepted: dict[str, Any],
                  relevant: set[str]) -> dict[str, Any]:
        """Reset an option that no longer fits; a radio moves to a member that does."""
        group = self._group_of(option_id)
        if group is None:
            _set_widget_value(self.widgets[option_id], self._spec_option(option_id).default)
            return {}
        resolved = self.resolved(accepted) or {}
        candidates = sorted((m for m in group.members if m.id in relevant and m.id != option_id),
                            key=lambda m: (resolved.get(m.id) is not True, m.default is not True))
        for member in candidates:
            if self.problem({**accepted, member.id: True}) is None:
                group.check(member.id)
                return {member.id: True}
        group.check(next((m.id for m in group.members if m.default is True), None))
        return {}

    def _fit_hidden_groups(self, accepted: dict[str, Any]) -> None:
        """A hidden group shows the member the core picks (a form inferred from the count)."""
        resolved = self.resolved(accepted)
        if resolved is None:
            return
        for group in self._groups.values():
            if group.box.isHidden():
                group.check(next((m.id for m in group.members if resolved[m.id] is True), None))

    def _enable(self, accepted: dict[str, Any], relevant: set[str]) -> None:
        self.reasons = {}
        for option in self.offered():
            if option.id not in relevant:
                continue
            why = self.problem(self._probe(accepted, option, current=True))
            if why and self._group_of(option.id) and self.problem({option.id: True}) is None:
                why = None  # a radio that fits on its own wins over what clashes with it
            if why:
                self.reasons[option.id] = why
            for widget in self._row_widgets(option.id):
                widget.setEnabled(why is None)
        self._update_tips()

    def _probe(self, base: dict[str, Any], option: OptionSpec, current: bool) -> dict[str, Any]:
        """`base` with `option` switched on (its current value when that is not the default)."""
        group = self._group_of(option.id)
        members = {m.id for m in group.members} if group else set()
        probe = {k: v for k, v in base.items() if k not in members}
        probe[option.id] = True if group else self._on_value(option, current)
        return probe

    def _on_value(self, option: OptionSpec, current: bool) -> Any:
        value = _widget_value(self.widgets[option.id])
        if current and value != option.default:
            return value
        if isinstance(option.default, bool):
            return not option.default
        others = [c for c in option.choices if c != option.default]
        if others:
            return others[0]
        return option.default + 1 if isinstance(option.default, int) else option.default

    def rules(self) -> OptionRules:
        """The core's checks of the game's options (its referee's answers, without building
        a match per question where the game declares them)."""
        assert self.spec is not None
        return option_rules(self.spec.id)

    def problem(self, options: dict[str, Any]) -> str | None:
        """None when the core builds this match at this player count, else its reason."""
        return self.rules().problem(self.players, options)

    def resolved(self, options: dict[str, Any]) -> dict[str, Any] | None:
        """Every option as the core resolves `options`, None when it refuses them."""
        return self.rules().resolved(self.players, options)

    # -- tooltips ------------------------------------------------------------------------
    def _update_tips(self) -> None:
        assert self.spec is not None
        for option in self.offered():
            tip = option_detail(self.spec.id, option) or option_label(self.spec.id, option)
            why = self.reasons.get(option.id)
            if why:
                tip += "\n\n" + QCoreApplication.translate(
                    "Lobby", "Not available with the current choices: %1").replace(
                    "%1", self.readable(why))
            for widget in self._row_widgets(option.id):
                widget.setToolTip(tip)
            link = self._links.get(option.id)
            if link is not None:
                words = QCoreApplication.translate("Lobby", "The rules of “%1”").replace(
                    "%1", option_label(self.spec.id, option))
                link.setToolTip(words)
                link.setAccessibleName(words)

    def readable(self, reason: str) -> str:
        """The core's reason with option ids replaced by their labels."""
        assert self.spec is not None
        spec = self.spec
        labels = {o.id: option_label(spec.id, o) for o in spec.options}
        quote = QCoreApplication.translate("Lobby", "“%1”")
        return re.sub(r"[a-z][a-z0-9_]*",
                      lambda m: quote.replace("%1", labels[m[0]]) if m[0] in labels else m[0],
                      reason)

    # -- result ------------------------------------------------------------------------
    def options(self) -> dict[str, Any]:
        """The chosen options, leaving out what the core would choose on its own."""
        chosen = {oid: _widget_value(w) for oid, w in self.widgets.items()
                  if not isinstance(w, QRadioButton)
                  and _widget_value(w) != self._spec_option(oid).default}
        resolved = self.resolved(chosen) or {}
        for group in self._groups.values():
            member = group.checked()
            if member and not group.box.isHidden() and resolved.get(member) is not True:
                chosen[member] = True
        return chosen

    def values(self) -> dict[str, Any]:
        """Every widget's value (to restore after a rebuild)."""
        return {oid: _widget_value(w) for oid, w in self.widgets.items()}

    # -- helpers -------------------------------------------------------------------------
    def _group_of(self, option_id: str) -> RadioGroup | None:
        return next((g for g in self._groups.values() if option_id in g.radios), None)

    def _spec_option(self, option_id: str) -> OptionSpec:
        assert self.spec is not None
        return self.spec.option(option_id)

    def _row_widgets(self, option_id: str) -> list[QWidget]:
        widget = self.widgets[option_id]
        label = self._labels.get(option_id)
        return [widget] if label is None else [label, widget]


def _option_widget(option: OptionSpec, parent: QWidget) -> OptionWidget:
    default = option.default
    if isinstance(default, bool):
        box = QCheckBox(parent)
        box.setChecked(default)
        return box
    if option.choices:
        combo = QComboBox(parent)
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # a switch
        for choice in option.choices:
            combo.addItem(str(choice), choice)
        combo.setCurrentIndex(list(option.choices).index(default))
        return combo
    if isinstance(default, int):
        spin = QSpinBox(parent)
        spin.setRange(0 if default >= 0 else -999, 999)
        spin.setValue(default)
        return spin
    return QLineEdit(str(default), parent)


def _on_change(widget: OptionWidget, slot: Callable[[], None]) -> None:
    if isinstance(widget, QAbstractButton):
        widget.toggled.connect(lambda _=False: slot())
    elif isinstance(widget, QComboBox):
        widget.currentIndexChanged.connect(lambda _=0: slot())
    elif isinstance(widget, QSpinBox):
        widget.valueChanged.connect(lambda _=0: slot())
    else:
        widget.editingFinished.connect(slot)


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
    """Empty a layout now (hidden at once; deleted by the event loop)."""
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget()
        if widget is not None:
            widget.hide()
            widget.deleteLater()
