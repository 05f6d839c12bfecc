"""A joined seat's network match played back on the table from the history: real seat records
(random players at a real host on 127.0.0.1), History opened, the row activated by keys or
clicks, stepped by the playback's own buttons and keys; the felt never shows a card the
seat's view did not hold. Older and damaged records play back as far as they can, say what
they lack, and the file is never changed."""

from __future__ import annotations

import asyncio
import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from tablecards.ui.controller import Pace
from tablecards.ui.history import HistoryStore
from tablecards.ui.main_window import MainWindow
from tablecards.ui.saves import SaveStore
from tablecards.ui.seat_record_dialog import SeatRecordDialog
from tablecards.ui.seat_replay import SeatReplayController, SeatReplayPanel
from tests.net.tables import config, play_table, running_host, strings

LEFT = Qt.MouseButton.LeftButton
SHORT = {"hearts": {"target_score": 50}, "tressette": {"target_score": 11}}
NAME = "20260501-120000-{game}-ABCD.seat.json"


@cache
def played(game: str) -> tuple[str, str]:
    """Every seat's record of one match of `game` among random players at a real host, and
    the host's complete record (JSON text, so each test gets its own copy)."""
    async def play() -> tuple[list[dict[str, Any]], dict[str, Any]]:
        async with running_host() as host:
            created, clients, _heard = await play_table(
                host, config(game, options=SHORT.get(game, {}), seed=11))
            seats = []
            for client in clients:
                record = client.seat_record()
                record["names"] = ["Ann", "Ben", "Cleo", "Dan", "Eve"][:record["players"]]
                record["code"] = created.code
                seats.append(record)
            return seats, host.tables[created.code].record()
    seats, full = asyncio.run(play())
    return json.dumps(seats), json.dumps(full)


def seat_record(game: str, seat: int) -> dict[str, Any]:
    return json.loads(played(game)[0])[seat]


@pytest.fixture
def history(tmp_path) -> HistoryStore:
    store = HistoryStore(tmp_path / "history")
    store.network_folder.mkdir(parents=True)
    return store


@pytest.fixture
def window(qtbot, tmp_path, history) -> MainWindow:
    win = MainWindow(Pace(bot_ms=0, trick_ms=0, anim_ms=0), saves=SaveStore(tmp_path / "s"),
                     history=history)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def keep(history: HistoryStore, data: Any, game: str = "hearts") -> Path:
    path = history.network_folder / NAME.format(game=game)
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def open_from_history(qtbot, window: MainWindow) -> SeatReplayPanel:
    """File › Match history…, the first row chosen and opened with Enter."""
    dialog = window.show_history()
    qtbot.waitExposed(dialog)
    dialog.tree.setFocus()
    QTest.keyClick(dialog.tree, Qt.Key.Key_Home)
    QTest.keyClick(dialog.tree, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.table is not None
                    and isinstance(window.table.controller, SeatReplayController))
    panel = window.table.findChild(SeatReplayPanel)
    assert panel is not None and panel.isVisible()
    return panel


def face_up(window: MainWindow) -> list[str]:
    return [item.card.code for item in window.table.scene.card_items()
            if item.card is not None and not item.leaving]


def check_only_seen(window: MainWindow, wire: dict[str, Any]) -> None:
    """Every face-up card on the felt is one the seat's view held; its own hand is all
    there, and the other seats' hidden cards lie face down."""
    c = window.table.controller
    seen = strings(wire)
    shown = face_up(window)
    assert set(shown) <= seen, set(shown) - seen
    hand = sorted(item.card.code for item in window.table.scene.hand_items())
    assert hand == sorted(wire["hand"])
    hidden = sum(wire["hand_sizes"][s] - len(wire["visible_hands"].get(str(s), []))
                 for s in range(wire["seats"]) if s != c.seat)
    backs = [i for i in window.table.scene.card_items() if i.card is None and not i.leaving]
    assert len(backs) >= min(hidden, 1), "the other hands are shown face down"


def test_history_plays_a_seat_record_back_stepped_by_buttons_and_keys(qtbot, window, history):
    record = seat_record("tressette", 1)
    path = keep(history, record, "tressette")
    before = path.read_bytes()
    panel = open_from_history(qtbot, window)
    page, c = window.table, window.table.controller
    views = record["views"]
    assert c.seat == 1 and c.place_count() == len(views) and c.record.narrated
    check_only_seen(window, views[0])
    assert not panel.buttons["back"].isEnabled() and panel.buttons["forward"].isEnabled()
    assert "Seen from the seat of Ben." in panel.seen_from.text()
    assert not window.save_record_action.isEnabled() and not window.replay_action.isEnabled()
    assert not window.coach_menu.teacher_action.isEnabled(), "no other hand was ever seen"
    QTest.mouseClick(panel.buttons["forward"], LEFT)
    assert c.index == 1
    check_only_seen(window, views[1])
    page.view.setFocus()
    QTest.keyClick(page.view, Qt.Key.Key_Right)
    QTest.keyClick(page.view, Qt.Key.Key_Right)
    assert c.index == 3
    QTest.keyClick(page.view, Qt.Key.Key_Left)
    assert c.index == 2
    check_only_seen(window, views[2])
    assert panel.place.text().startswith("Deal 1 of ")
    # Step to the first trick taken: the status line names its winner and why, as in play.
    while not c.view().tricks:
        QTest.mouseClick(panel.buttons["forward"], LEFT)
        check_only_seen(window, views[c.index])
    winner = c.view().tricks[-1].winner
    status = page.status.text().split("\n")[0]
    assert status.startswith(f"Trick to {c.seat_name(winner)}.") and \
        len(status) > len(f"Trick to {c.seat_name(winner)}."), "the reason follows"
    QTest.mouseClick(page.scores.last_trick_button, LEFT)
    overlay = page.scene.overlay
    assert overlay is not None
    QTest.keyClick(page.view, Qt.Key.Key_Escape)
    QTest.keyClick(page.view, Qt.Key.Key_End)
    assert c.at_end() and c.match.over
    assert not panel.buttons["forward"].isEnabled()
    assert page.scores.rows() == len(record["scores"])
    assert [int(page.scores.table.item(page.scores.rows(), col).text())
            for col in (1, 2)] == record["over"]["totals"]
    winners = record["over"]["winners"]
    assert page.status.text().endswith(f"{c.seat_name(winners[0])} wins the match!") or \
        "Shared win" in page.status.text()
    QTest.keyClick(page.view, Qt.Key.Key_Home)
    assert c.at_start()
    assert path.read_bytes() == before, "the record is only read"


def test_every_view_of_a_hearts_match_shows_only_what_the_seat_saw(qtbot, window, history):
    record = seat_record("hearts", 2)
    keep(history, record)
    panel = open_from_history(qtbot, window)
    c = window.table.controller
    full = json.loads(played("hearts")[1])
    others = {code for deal in full["deals"] for s, hand in enumerate(deal["hands"])
              if s != 2 for code in hand}
    deal_ends = 0
    while True:
        wire = record["views"][c.index]
        check_only_seen(window, wire)
        assert not (set(face_up(window)) & (others - strings(wire)))
        if c.match.needs_deal:
            deal_ends += 1
            assert window.table.scores.breakdown.isVisible(), "the deal's scoring is on show"
            assert window.table.scores.rows() == deal_ends
        if c.at_end():
            break
        QTest.mouseClick(panel.buttons["forward"], LEFT)
    assert deal_ends == len(record["scores"]) - 1, "the last deal ends the match"


def test_the_score_sheets_next_deal_moves_on_to_the_next_deal(qtbot, window, history):
    record = seat_record("hearts", 0)
    keep(history, record)
    panel = open_from_history(qtbot, window)
    c, page = window.table.controller, window.table
    while not c.match.needs_deal:
        QTest.mouseClick(panel.buttons["forward"], LEFT)
    assert page.scores.next_button.isVisible()
    QTest.mouseClick(page.scores.next_button, LEFT)
    assert c.view().deal_index == 1 and not c.match.needs_deal
    assert panel.place.text().startswith("Deal 2 of ")
    # The keys step wherever the deal's end put the focus (on Next deal).
    QTest.keyClick(window.focusWidget() or page.view, Qt.Key.Key_Left)
    assert c.match.needs_deal and c.view().deal_index == 0
    QTest.keyClick(window.focusWidget() or page.view, Qt.Key.Key_Right)
    assert c.view().deal_index == 1


def test_a_record_kept_without_events_is_worded_from_its_views(qtbot, window, history):
    record = seat_record("tressette", 0)
    del record["events"], record["steps"]
    keep(history, record, "tressette")
    panel = open_from_history(qtbot, window)
    c, page = window.table.controller, window.table
    assert not c.record.narrated and panel.note.isVisible()
    assert "an older version kept only the views" in panel.note.text()
    while not c.view().tricks:
        QTest.mouseClick(panel.buttons["forward"], LEFT)
        check_only_seen(window, record["views"][c.index])
    winner = c.view().tricks[-1].winner
    assert page.status.text().startswith(f"Trick to {c.seat_name(winner)}.")
    QTest.mouseClick(panel.buttons["forward"], LEFT)
    if c.view().trick is not None and c.view().trick.plays:
        seat, _card = c.view().trick.plays[-1]
        assert c.seat_name(seat) in page.status.text()


def test_show_as_text_opens_the_record_in_words_at_the_view_on_show(qtbot, window, history):
    record = seat_record("tressette", 1)
    keep(history, record, "tressette")
    panel = open_from_history(qtbot, window)
    for _ in range(4):
        QTest.mouseClick(panel.buttons["forward"], LEFT)
    QTest.mouseClick(panel.text_button, LEFT)
    shown = panel.text_dialog
    assert isinstance(shown, SeatRecordDialog)
    qtbot.waitExposed(shown)
    assert shown.seen.text().startswith(f"View 5 of {len(record['views'])}")
    QTest.mouseClick(panel.leave_button, LEFT)
    qtbot.waitUntil(lambda: window.table is None)


def test_damaged_views_are_skipped_and_counted(qtbot, window, history):
    record = seat_record("tressette", 1)
    record["views"][1] = {"game": "tressette", "seat": "x"}
    record["views"][2] = "nonsense"
    record["events"] = {"not": "a list"}
    path = keep(history, record, "tressette")
    before = path.read_bytes()
    panel = open_from_history(qtbot, window)
    c = window.table.controller
    assert c.place_count() == len(record["views"]) - 2 and c.unreadable == 2
    assert "2 view" in panel.note.text() and "cannot be read and are skipped" in \
        panel.note.text()
    assert "does not hold what the host told" in panel.note.text()
    QTest.mouseClick(panel.buttons["forward"], LEFT)
    check_only_seen(window, record["views"][3])
    assert path.read_bytes() == before


@pytest.mark.parametrize(("change", "reason"), [
    ({"views": []}, "no view of the table"),
    ({"views": [{"game": "tressette"}] * 3}, "no view of the table"),
    ({"game": "chess"}, "not known to this program"),
])
def test_a_record_that_cannot_be_played_back_says_why_and_shows_as_text(
        qtbot, window, history, change, reason):
    path = keep(history, {**seat_record("tressette", 1), **change}, "tressette")
    before = path.read_bytes()
    dialog = window.show_history()
    qtbot.waitExposed(dialog)
    QTest.mouseClick(dialog.open_button, LEFT)
    qtbot.waitUntil(lambda: getattr(window, "seat_replay_problem", None) is not None)
    box = window.seat_replay_problem
    assert isinstance(box, QMessageBox)
    assert box.text() == "This network match cannot be played back on the table."
    assert reason in box.informativeText()
    assert window.table is None or not isinstance(window.table.controller,
                                                  SeatReplayController)
    as_text = box.findChild(type(dialog.open_button), "seat_replay_problem_as_text")
    QTest.mouseClick(as_text, LEFT)
    qtbot.waitUntil(lambda: isinstance(getattr(window, "seat_text_dialog", None),
                                       SeatRecordDialog))
    assert window.seat_text_dialog.scores.rowCount() == len(seat_record("tressette", 1)
                                                             ["scores"]) + 1
    assert path.read_bytes() == before, "nothing in the file is lost"


def test_a_record_with_a_missing_field_is_told_in_the_history(qtbot, window, history):
    record = seat_record("tressette", 1)
    del record["views"]
    path = keep(history, record, "tressette")
    before = path.read_bytes()
    dialog = window.show_history()
    qtbot.waitExposed(dialog)
    QTest.mouseClick(dialog.open_button, LEFT)
    qtbot.waitUntil(lambda: isinstance(dialog.seat_dialog, QMessageBox))
    assert "no list of views" in dialog.seat_dialog.informativeText()
    assert window.table is None and path.read_bytes() == before


def test_a_match_in_progress_is_asked_about_first(qtbot, window, history, start):
    keep(history, seat_record("tressette", 1), "tressette")
    start()
    local = window.table
    dialog = window.show_history()
    qtbot.waitExposed(dialog)
    QTest.mouseClick(dialog.open_button, LEFT)
    qtbot.waitUntil(lambda: window.leave_question is not None)
    assert window.table is local
    box = window.leave_question
    QTest.mouseClick(next(b for b in box.buttons() if b.text() == "Leave"), LEFT)
    qtbot.waitUntil(lambda: isinstance(window.table.controller, SeatReplayController))


def test_the_playback_rewords_itself_in_another_language_and_keeps_its_place(
        qtbot, window, history):
    from tablecards.ui import i18n
    from tablecards.ui.game_texts import name_of

    keep(history, seat_record("tressette", 1), "tressette")
    panel = open_from_history(qtbot, window)
    c = window.table.controller
    for _ in range(3):
        QTest.mouseClick(panel.buttons["forward"], LEFT)
    english = panel.heading.text()
    assert "Tressette for two" in english
    i18n.set_language("ja", remember=False)
    qtbot.waitUntil(lambda: panel.heading.text() != english)
    assert name_of("tressette") in panel.heading.text() and name_of("tressette") not in english
    assert c.index == 3 and window.table.controller is c


@pytest.mark.parametrize("narrated", [True, False])
def test_a_view_sent_again_on_a_rejoin_is_shown_once(qtbot, window, history, narrated):
    record = seat_record("tressette", 1)
    record["views"].insert(5, record["views"][4])
    record["steps"].insert(5, record["steps"][4])
    if not narrated:
        del record["events"], record["steps"]
    keep(history, record, "tressette")
    panel = open_from_history(qtbot, window)
    c = window.table.controller
    assert c.place_count() == len(record["views"]) - 1 and c.unreadable == 0
    for _ in range(5):
        QTest.mouseClick(panel.buttons["forward"], LEFT)
    check_only_seen(window, record["views"][6])


def test_a_match_joined_by_the_widgets_plays_back_from_the_joined_windows_history(
        qtbot, tmp_path, window):
    """End to end: the host's owner and a window that joined play by their widgets; the
    joined window's history plays its own seat's record back to the same totals."""
    from tablecards.net.host import HostThread
    from tests.ui.test_network_table import joined, play_match, table

    host = HostThread("127.0.0.1", 0)
    host.start()
    try:
        invitation = table(host, "tressette", 2)
        ann = MainWindow(Pace(bot_ms=0, trick_ms=0, anim_ms=0),
                         saves=SaveStore(tmp_path / "ann"),
                         history=HistoryStore(tmp_path / "ann-history"))
        qtbot.addWidget(ann)
        ann.show()
        qtbot.waitExposed(ann)
        joined(qtbot, ann, invitation, "Ann", seat=0, host=host)
        joined(qtbot, window, invitation, "Ben", seat=1)
        play_match(qtbot, [ann, window])
        totals = list(window.table.controller.match.totals)
        window.show_lobby()
    finally:
        host.stop()
    dialog = window.show_history()
    qtbot.waitExposed(dialog)
    assert [e.seat for e in dialog.entries] == [1], [e.path.name for e in dialog.entries]
    rect = dialog.tree.visualItemRect(dialog.tree.topLevelItem(0))
    QTest.mouseClick(dialog.tree.viewport(), LEFT, pos=rect.center())
    QTest.mouseDClick(dialog.tree.viewport(), LEFT, pos=rect.center())
    qtbot.waitUntil(lambda: window.table is not None
                    and isinstance(window.table.controller, SeatReplayController))
    c, page = window.table.controller, window.table
    assert c.seat == 1 and c.record.narrated and c.seat_name(0) == "Ann"
    QTest.keyClick(page.view, Qt.Key.Key_End)
    assert c.match.over and c.match.totals == totals
    assert [int(page.scores.table.item(page.scores.rows(), col).text())
            for col in (1, 2)] == totals

