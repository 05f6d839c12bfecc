"""A network match this machine joined, in the history: listed from its seat's own record
(history folder, network/), opened (the window plays it back on the table: test_seat_playback)
or shown as text, its scores deal by deal and its views in words; a bad file listed with the
reason and told when opened; `tablecards replay` on a seat record says what it is."""

import json
import random
import subprocess
import sys
from datetime import UTC, datetime

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from tablecards.net.views import view_to_wire
from tablecards.rules.cards import Card
from tablecards.rules.game import Match
from tablecards.rules.registry import new_match
from tablecards.ui.history import HistoryStore
from tablecards.ui.history_dialog import GAME, NOTES, PLAYERS, RESULT
from tablecards.ui.seat_record_dialog import SeatRecordDialog
from tablecards.ui.seat_records import read_seat_record
from tablecards.ui.texts import card_text
from tests.ui.test_history import open_dialog, rows

LEFT = Qt.MouseButton.LeftButton
NOON = datetime(2026, 5, 1, 12, 0, 0, tzinfo=UTC)
SEAT_NAME = "20260501-120000-tressette-ABCD.seat.json"


def seat_views(seat: int) -> tuple[Match, list[dict]]:
    """A match of random legal moves and the seat's view after each deal's start and each
    action, as the host sends them."""
    match = new_match("tressette", 2, {"target_score": 11}, seed=4)
    rng = random.Random(4)
    views = []
    while not match.over:
        if match.needs_deal:
            match.deal_next()
        else:
            match.apply(rng.choice(match.legal_actions()))
        views.append(view_to_wire(match.view(seat)))
    return match, views


def seat_record(seat: int = 1) -> dict:
    """What `_keep_seat` writes for a joined seat of a two-player match (its views, the
    scores told after each deal, the end)."""
    match, views = seat_views(seat)
    scores = [{"type": "scored", "deal": d, "points": list(r.points), "totals": list(r.totals)}
              for d, r in enumerate(match.results)]
    return {"format": "tablecards-seat-record", "version": 1, "game": "tressette",
            "players": 2, "options": {"target_score": 11}, "seat": seat,
            "views": views, "scores": scores,
            "over": {"type": "over", "winners": list(match.winners),
                     "totals": list(match.totals)},
            "code": "ABCD", "names": ["Ann", "Ben"], "finished_at": NOON.isoformat()}


@pytest.fixture
def store(tmp_path) -> HistoryStore:
    store = HistoryStore(tmp_path / "history")
    store.network_folder.mkdir(parents=True)
    return store


def write(store: HistoryStore, name: str, data) -> None:
    text = data if isinstance(data, str) else json.dumps(data)
    (store.network_folder / name).write_text(text, encoding="utf-8")


def text_view(qtbot, store: HistoryStore, name: str = SEAT_NAME) -> SeatRecordDialog:
    """The record as text, as the playback's Show as text… opens it."""
    path = store.network_folder / name
    shown = SeatRecordDialog(read_seat_record(path, 1 << 24), path, NOON)
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


def test_the_store_lists_a_joined_seats_match_with_its_seat(store):
    record = seat_record()
    write(store, SEAT_NAME, record)
    [entry] = store.entries()
    assert entry.readable and entry.seat == 1 and entry.finished_at == NOON
    assert (entry.game, entry.players, entry.seat_names) == ("tressette", 2, ("Ann", "Ben"))
    assert entry.totals == tuple(record["over"]["totals"])
    assert entry.winners == tuple(record["over"]["winners"])
    assert entry.deals == len(record["scores"]) > 0


def test_the_dialog_lists_a_seat_record_and_open_hands_it_to_the_table(qtbot, store):
    record = seat_record()
    write(store, SEAT_NAME, record)
    dialog = open_dialog(qtbot, store)
    [row] = rows(dialog)
    assert row[GAME] == "Tressette for two" and row[PLAYERS] == "Ann, Ben"
    assert row[NOTES] == "Network, your seat"
    winner = ["Ann", "Ben"][record["over"]["winners"][0]]
    assert row[RESULT].startswith(f"Won by {winner}")
    opened, seats = [], []
    dialog.sig_open.connect(opened.append)
    dialog.sig_open_seat.connect(seats.append)
    QTest.mouseClick(dialog.open_button, LEFT)
    assert opened == [] and seats == [store.network_folder / SEAT_NAME]
    assert not dialog.isVisible() and dialog.seat_dialog is None


def test_the_text_view_shows_the_scores_deal_by_deal(qtbot, store):
    record = seat_record()
    write(store, SEAT_NAME, record)
    shown = text_view(qtbot, store)
    winner = ["Ann", "Ben"][record["over"]["winners"][0]]
    heading = shown.heading.text()
    assert "Players: Ann, Ben" in heading and "Your seat: Ben" in heading
    assert f"Won by {winner}" in heading
    table = shown.scores
    deals = record["scores"]
    assert table.rowCount() == len(deals) + 1 and table.columnCount() == 2
    assert [table.horizontalHeaderItem(c).text() for c in range(2)] == ["Ann", "Ben"]
    for r, deal in enumerate(deals):
        assert [table.item(r, c).text() for c in range(2)] == [str(p) for p in deal["points"]]
    assert [table.item(len(deals), c).text() for c in range(2)] == \
        [str(t) for t in record["over"]["totals"]]
    assert table.verticalHeaderItem(len(deals)).text() == "Total"
    close = shown.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    QTest.mouseClick(close, LEFT)
    assert not shown.isVisible()


def test_the_seats_views_step_forward_and_back_like_a_replay(qtbot, store):
    record = seat_record()
    write(store, SEAT_NAME, record)
    shown = text_view(qtbot, store)
    views = record["views"]
    count = len(views)
    assert count > 10 and shown.view_count() == count

    def seen() -> list[str]:
        return shown.seen.text().splitlines()

    def hand(n: int) -> str:
        return " ".join(card_text(Card.parse(c)) for c in views[n]["hand"]) or "—"
    assert seen()[:3] == [f"View 1 of {count}", "Deal 1", f"Your hand: {hand(0)}"]
    assert shown.at_start() and not shown.back_button.isEnabled()
    QTest.mouseClick(shown.forward_button, LEFT)
    QTest.mouseClick(shown.forward_button, LEFT)
    assert seen()[0] == f"View 3 of {count}" and seen()[2] == f"Your hand: {hand(2)}"
    QTest.mouseClick(shown.back_button, LEFT)
    assert seen()[0] == f"View 2 of {count}"
    QTest.mouseClick(shown.last_button, LEFT)
    assert shown.at_end() and not shown.forward_button.isEnabled()
    last = views[-1]
    assert seen()[:2] == [f"View {count} of {count}", f"Deal {last['deal_index'] + 1}"]
    QTest.mouseClick(shown.first_button, LEFT)
    assert seen()[0] == f"View 1 of {count}" and shown.forward_button.isEnabled()
    plays = next(v for v in views if v.get("trick") and v["trick"]["plays"])
    shown.show_view(views.index(plays))
    table = next(line for line in seen() if line.startswith("On the table: "))
    assert card_text(Card.parse(plays["trick"]["plays"][0][1])) in table
    assert ("Ann" in table) or ("Ben" in table)


def test_a_view_that_cannot_be_read_says_so_and_the_others_still_show(qtbot, store):
    record = seat_record()
    record["views"][1] = {"game": "no such game"}
    write(store, SEAT_NAME, record)
    shown = text_view(qtbot, store)
    QTest.mouseClick(shown.forward_button, LEFT)
    assert shown.seen.text().splitlines()[1] == "This view cannot be read."
    QTest.mouseClick(shown.forward_button, LEFT)
    assert shown.seen.text().splitlines()[1] == "Deal 1"


def test_a_double_click_on_a_seat_record_opens_it(qtbot, store):
    write(store, SEAT_NAME, seat_record(seat=0))
    dialog = open_dialog(qtbot, store)
    seats = []
    dialog.sig_open_seat.connect(seats.append)
    rect = dialog.tree.visualItemRect(dialog.tree.topLevelItem(0))
    QTest.mouseClick(dialog.tree.viewport(), LEFT, pos=rect.center())
    QTest.mouseDClick(dialog.tree.viewport(), LEFT, pos=rect.center())
    qtbot.waitUntil(lambda: seats == [store.network_folder / SEAT_NAME])


@pytest.mark.parametrize(("text", "reason"), [
    ("{", "not JSON"),
    (json.dumps({"format": "tablecards-record", "game": "tressette"}), "not a seat record"),
    (json.dumps({**seat_record(), "seat": 5}), "no seat of this table"),
    (json.dumps({**seat_record(), "scores": [{"points": ["x"]}]}), "not whole numbers"),
    (json.dumps({**seat_record(), "over": {"winners": [9]}}), "not a seat of this table"),
    (json.dumps([1, 2]), "not a seat record"),
])
def test_a_bad_seat_record_is_listed_with_the_reason_and_told_when_opened(
        qtbot, store, text, reason):
    write(store, "20260501-130000-x.seat.json", text)
    write(store, SEAT_NAME, seat_record())
    dialog = open_dialog(qtbot, store)
    shown = rows(dialog)
    assert len(shown) == 2
    assert shown[0][RESULT] == "Cannot be read" and shown[0][NOTES] == "20260501-130000-x.seat.json"
    assert reason in dialog.tree.topLevelItem(0).toolTip(RESULT)
    assert shown[1][NOTES] == "Network, your seat"
    opened = []
    dialog.sig_open.connect(opened.append)
    QTest.mouseClick(dialog.open_button, LEFT)
    qtbot.waitUntil(lambda: isinstance(dialog.seat_dialog, QMessageBox))
    box = dialog.seat_dialog
    assert box.text() == "This network match cannot be shown."
    assert reason in box.informativeText() and opened == []
    QTest.mouseClick(box.button(QMessageBox.StandardButton.Ok), LEFT)
    qtbot.waitUntil(lambda: dialog.seat_dialog is None)


def test_a_seat_record_can_be_deleted_from_the_history(store):
    write(store, SEAT_NAME, seat_record())
    [entry] = store.entries()
    store.delete(entry.path)
    assert store.entries() == [] and not entry.path.exists()
    with pytest.raises(ValueError):
        store.delete(store.network_folder / "other.json")


def test_replay_on_a_seat_record_says_it_is_one(tmp_path):
    path = tmp_path / SEAT_NAME
    path.write_text(json.dumps(seat_record()), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "tablecards.cli", "replay", str(path)],
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 2 and done.stdout == ""
    [line] = done.stderr.strip().splitlines()
    assert "seat's own record of a network match" in line


def test_a_seat_record_is_read_once_and_again_when_it_changes(store, monkeypatch):
    from tablecards.ui import history as history_module

    write(store, SEAT_NAME, seat_record())
    reads = []
    real = history_module.read_seat_record
    monkeypatch.setattr(history_module, "read_seat_record",
                        lambda path, limit: reads.append(path.name) or real(path, limit))
    first = store.entries()
    assert store.entries() == first and reads == [SEAT_NAME]
    write(store, SEAT_NAME, {**seat_record(seat=0), "names": ["Cleo", "Dan", "extra"]})
    [changed] = store.entries()
    assert reads == [SEAT_NAME, SEAT_NAME]
    assert changed.seat == 0 and changed.seat_names == ("Cleo", "Dan", "extra")


def test_the_delete_button_deletes_a_seat_record_after_the_answer(qtbot, store):
    write(store, SEAT_NAME, seat_record())
    dialog = open_dialog(qtbot, store)
    QTest.mouseClick(dialog.delete_button, LEFT)
    box = dialog.confirm
    assert isinstance(box, QMessageBox) and (store.network_folder / SEAT_NAME).exists()
    QTest.mouseClick(next(b for b in box.buttons() if b.text() == "Delete"), LEFT)
    qtbot.waitUntil(lambda: dialog.confirm is None)
    assert not (store.network_folder / SEAT_NAME).exists() and rows(dialog) == []
    assert dialog.empty.isVisible()


def test_the_seat_record_rewords_itself_in_another_language(qtbot, store):
    from tablecards.ui import i18n

    write(store, SEAT_NAME, seat_record())
    shown = text_view(qtbot, store)
    QTest.mouseClick(shown.forward_button, LEFT)
    english = shown.heading.text()
    assert english.startswith("Tressette for two, ") and "Your seat: Ben" in english
    i18n.set_language("ja", remember=False)
    qtbot.waitUntil(lambda: shown.heading.text() != english)
    assert "Tressette for two" not in shown.heading.text()
    assert shown.at == 1, "the step is kept"
