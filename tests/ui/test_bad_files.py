"""Files that used to stop the app or lose progress: bad saves and settings, names no file can
encode, killed writes, failed autosaves, markup in names, and the lobby banner's layout.

Every bad file is met with a message, set aside (renamed or copied, never deleted), and the
app starts and plays on.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QMessageBox

from tablecards.rules import records as records_module
from tablecards.rules.registry import new_match
from tablecards.ui import saves as saves_module
from tablecards.ui.controller import MatchConfig, SeatConfig
from tablecards.ui.main_window import MainWindow
from tablecards.ui.saves import SaveStore, SaveText, save_data
from tablecards.ui.settings import Settings
from tests.ui.test_saves import SEATS, open_window
from tests.ui.test_table import play_legal_by_mouse, wait_turn

LEFT = Qt.MouseButton.LeftButton


def tressette_save(names: tuple[str, str] = ("Ann", "Bot 1"), actions: int = 2) -> dict:
    match = new_match("tressette", 2, {}, seed=3)
    match.deal_next()
    for _ in range(actions):
        match.apply(match.legal_actions()[0])
    seats = [SeatConfig(names[0], True), SeatConfig(names[1], False)]
    data = save_data(match, seats, list(names))
    data["seats"] = list(names)  # as written: save_data cleans them
    data["tablecards"]["seats"][0]["name"] = names[0]
    return data


def dumps(data: dict) -> bytes:
    return json.dumps(data).encode()  # ASCII escapes: lone surrogates survive


def saved_at(when: str) -> bytes:
    data = tressette_save()
    data["tablecards"]["saved_at"] = when
    return dumps(data)


# -- saves that crashed every start --------------------------------------------------------
CORRUPT = {
    "deep nesting": b"[" * 100_000,
    "5,000-digit number": b'{"format": "tablecards-record", "version": ' + b"9" * 5000 + b"}",
    "5,000-digit number inside": dumps(tressette_save()).replace(b'"players": 2',
                                                                 b'"players": ' + b"7" * 5000),
}


@pytest.mark.parametrize("kind", list(CORRUPT))
def test_a_save_that_crashed_every_start_is_set_aside(qtbot, save_store, kind):
    content = CORRUPT[kind]
    save_store.folder.mkdir(parents=True)
    save_store.current.write_bytes(content)
    win = open_window(qtbot, save_store)
    box = win.save_problem
    assert box is not None and box.isVisible()
    kept = list(save_store.folder.glob("current.corrupt-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert len(box.informativeText()) < 500
    QTest.mouseClick(box.button(QMessageBox.StandardButton.Ok), LEFT)
    QTest.mouseClick(win.lobby.start_button, LEFT)
    assert win.table is not None


def test_a_reason_quoting_the_file_is_one_short_line(save_store, monkeypatch):
    save_store.save(tressette_save())

    def broken(record):
        raise KeyError("x" * 5000 + "\nsecond line")

    monkeypatch.setattr(records_module, "match_from_record", broken)  # read by saves at use
    with pytest.raises(saves_module.SaveError) as caught:
        save_store.load()
    assert len(str(caught.value)) <= saves_module.MAX_REASON
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize("when", ["0001-01-01T00:00:00", "9999-12-31T23:59:59",
                                  "0001-01-01T00:00:00+14:00", "2999-01-01T00:00:00+00:00",
                                  "yesterday", "", "2026-13-45"])
def test_an_impossible_save_time_shows_the_files_time(qtbot, save_store, when):
    save_store.folder.mkdir(parents=True)
    save_store.current.write_bytes(saved_at(when))
    stamp = time.mktime((2025, 6, 7, 12, 0, 0, 0, 0, -1))
    os.utime(save_store.current, (stamp, stamp))
    win = open_window(qtbot, save_store)
    assert win.save_problem is None
    panel = win.continue_panel
    assert panel.isVisible() and "Deal 1" in panel.details.text()
    assert "25" in panel.details.text()  # 2025, in the UI language's short date
    QTest.mouseClick(panel.button, LEFT)
    assert win.table is not None


# -- names ---------------------------------------------------------------------------------
def test_a_lone_surrogate_name_resumes_and_every_autosave_still_lands(qtbot, save_store):
    save_store.folder.mkdir(parents=True)
    save_store.current.write_bytes(dumps(tressette_save(("A\ud800ki", "Bot 1"), actions=1)))
    win = open_window(qtbot, save_store)
    QTest.mouseClick(win.continue_panel.button, LEFT)
    page = win.table
    assert page is not None and page.controller.seat_name(0) == "Aki"
    for _ in range(2):
        assert wait_turn(qtbot, page)
        play_legal_by_mouse(qtbot, page, use_drag=False)
    save_store.flush()
    data = json.loads(save_store.current.read_text(encoding="utf-8"))
    assert len(data["deals"][0]["actions"]) == len(page.controller.match.actions[0]) > 3
    assert data["tablecards"]["seats"][0]["name"] == "Aki"
    assert win.findChild(QMessageBox, "save_failed") is None


def test_names_with_markup_show_as_typed_in_the_continue_panel(qtbot, save_store):
    save_store.save(tressette_save(("<h1>Big</h1>", "<b>Bo</b>")))
    win = open_window(qtbot, save_store)
    details = win.continue_panel.details
    assert "<h1>Big</h1>, <b>Bo</b>" in details.text()
    plain = details.fontMetrics().lineSpacing()
    assert details.sizeHint().height() <= 2 * plain + 4  # two plain lines, no heading


def test_a_very_long_name_neither_widens_nor_grows_the_panel(qtbot, save_store):
    win = open_window(qtbot, save_store)
    panel = win.continue_panel
    size, width = panel.size(), win.width()
    save_store.save(tressette_save(("W" * 300, "Bot 1")))
    win.check_saved()
    assert panel.isVisible() and panel.size() == size
    assert win.width() == width


# -- autosave failures ---------------------------------------------------------------------
def test_a_failing_autosave_is_told_once_until_it_works_again(qtbot, window, save_store,
                                                              monkeypatch):
    real = saves_module.write_text_atomic

    def full_disk(path, pieces):
        raise OSError(28, "No space left on device")

    page = window.start_match(MatchConfig("tressette", 2, {}, SEATS, seed=5))
    monkeypatch.setattr(saves_module, "write_text_atomic", full_disk)

    def boxes() -> list[QMessageBox]:
        save_store.flush()
        qtbot.wait(1)  # the writer's report arrives through the event loop
        return window.findChildren(QMessageBox, "save_failed")

    for _ in range(3):
        assert wait_turn(qtbot, page)
        play_legal_by_mouse(qtbot, page, use_drag=False)
    qtbot.waitUntil(lambda: len(boxes()) == 1)
    assert "No space left on device" in boxes()[0].informativeText()
    for _ in range(2):
        assert wait_turn(qtbot, page)
        play_legal_by_mouse(qtbot, page, use_drag=False)
    assert len(boxes()) == 1
    monkeypatch.setattr(saves_module, "write_text_atomic", real)
    assert wait_turn(qtbot, page)
    play_legal_by_mouse(qtbot, page, use_drag=False)
    save_store.flush()
    assert len(json.loads(save_store.current.read_text())["deals"][0]["actions"]) == \
        len(page.controller.match.actions[0])
    monkeypatch.setattr(saves_module, "write_text_atomic", full_disk)
    assert wait_turn(qtbot, page)
    play_legal_by_mouse(qtbot, page, use_drag=False)
    qtbot.waitUntil(lambda: len(boxes()) == 2)


def test_an_encoding_failure_is_reported_not_swallowed(qtbot, window, save_store, monkeypatch):
    page = window.start_match(MatchConfig("tressette", 2, {}, SEATS, seed=5))

    def unencodable(path, pieces):
        "\ud800".encode()

    monkeypatch.setattr(saves_module, "write_text_atomic", unencodable)
    assert wait_turn(qtbot, page)
    play_legal_by_mouse(qtbot, page, use_drag=False)
    save_store.flush()
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "save_failed") is not None)
    box = window.findChild(QMessageBox, "save_failed")
    assert "UnicodeEncodeError" in box.informativeText()


# -- killed writes ------------------------------------------------------------------------
def test_temporary_files_of_killed_writes_are_removed_at_start(qtbot, save_store):
    save_store.save(tressette_save())
    good = save_store.current.read_bytes()
    for name in (".current.k3j_x9.tmp", ".current.abcd1234.tmp"):
        (save_store.folder / name).write_text('{"format": "tablec')  # cut off mid-write
    win = open_window(qtbot, save_store)
    assert sorted(p.name for p in save_store.folder.iterdir()) == ["current.json"]
    assert save_store.current.read_bytes() == good
    assert win.continue_panel.isVisible()


def test_the_writer_writes_the_newest_snapshot_and_never_drops_a_finish(tmp_path):
    store = SaveStore(tmp_path)
    for n in range(50):
        store.submit([json.dumps({"n": n})])
    store.flush()
    assert json.loads(store.current.read_text()) == {"n": 49}
    store.submit(['{"n": "last"}'], finished=True)
    store.submit(['{"n": "next match"}'])
    store.flush()
    assert json.loads(store.finished.read_text()) == {"n": "last"}
    assert json.loads(store.current.read_text()) == {"n": "next match"}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["current.json", "last_finished.json"]


@pytest.mark.parametrize("game_id", ["tressette", "sheepshead", "ninety_nine", "sneak"])
def test_the_incremental_save_text_equals_the_full_record(game_id):
    players = {"tressette": 2, "sheepshead": 5, "ninety_nine": 3, "sneak": 4}[game_id]
    match = new_match(game_id, players, {}, seed=8)
    seats = [SeatConfig(f"P{i}", i == 0) for i in range(match.seats)]
    names = [s.name for s in seats]
    text = SaveText()
    checked = 0
    while not match.over and checked < 400:
        if match.needs_deal:
            match.deal_next()
        else:
            match.apply(match.legal_actions()[checked % len(match.legal_actions())])
        got = json.loads("".join(map(str, text.pieces(match, seats, names))))
        want = save_data(match, seats, names)
        for data in (got, want):
            data["tablecards"].pop("saved_at")
        assert got == want
        checked += 1


# -- settings -----------------------------------------------------------------------------
def settings_file() -> Path:
    return Path(Settings().store.fileName())


def test_a_settings_value_that_crashed_every_start_is_reported_and_kept(qtbot, save_store):
    settings = Settings()
    settings.set_animation_speed("fast")
    settings.store.setValue("seats/ninety_nine", "[" + "9" * 5000 + "]")
    settings.store.sync()
    path = settings_file()
    original = path.read_bytes()
    win = open_window(qtbot, save_store)
    box = win.settings_problem
    assert box is not None and box.isVisible()
    assert "seats/ninety_nine" in box.informativeText()
    kept = list(path.parent.glob(path.name + ".bad-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == original
    assert kept[0].name in box.informativeText()
    fresh = Settings()
    assert fresh.animation_speed() == "fast"  # the good values stay in use
    assert fresh.bad_keys() == [] and fresh.last_seats("ninety_nine") == []
    QTest.mouseClick(box.button(QMessageBox.StandardButton.Ok), LEFT)
    index = next(i for i, s in enumerate(win.lobby.specs) if s.id == "ninety_nine")
    win.lobby.game.setCurrentIndex(index)
    QTest.mouseClick(win.lobby.start_button, LEFT)
    assert win.table is not None


def test_the_raw_ini_line_from_the_report_is_survived(qtbot, save_store):
    path = settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("[seats]\nninety_nine=[" + "9" * 5000 + "]\n")
    win = open_window(qtbot, save_store)
    assert win.settings_problem is not None
    assert Settings().last_seats("ninety_nine") == []


def test_good_settings_bring_no_message(qtbot, save_store):
    Settings().set_hand_sort(Settings().hand_sort())
    win = open_window(qtbot, save_store)
    assert win.settings_problem is None


# -- the lobby banner ---------------------------------------------------------------------
def test_the_game_list_stays_put_when_the_banner_appears(qtbot, save_store):
    win = open_window(qtbot, save_store)
    games = win.lobby.game
    assert win.continue_panel.isHidden()

    def place() -> tuple[QPoint, object]:
        qtbot.wait(1)
        return games.mapTo(win, QPoint(0, 0)), games.size()

    before = place()
    assert win.welcome.isVisible() and win.welcome.text(), "no blank band without a save"
    save_store.save(tressette_save())
    win.check_saved()
    assert win.continue_panel.isVisible() and win.welcome.isHidden()
    assert place() == before
    win.continue_panel.show_saved(None)
    assert place() == before


def test_a_click_on_a_game_chooses_that_game_after_the_banner_appears(qtbot, save_store):
    win = open_window(qtbot, save_store)
    picker = win.lobby.game
    target = picker.findData("mini_misere")
    aim = picker.view.viewport().mapTo(win, picker.tile_rect(target).center())
    save_store.save(tressette_save())
    win.check_saved()
    assert win.continue_panel.isVisible()
    qtbot.wait(1)
    viewport = picker.view.viewport()
    QTest.mouseClick(viewport, LEFT, Qt.KeyboardModifier.NoModifier, viewport.mapFrom(win, aim))
    assert win.lobby.spec().id == "mini_misere"


def test_an_unparsable_settings_file_is_renamed_and_reported(qtbot, save_store):
    path = settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    content = b"[seats\nninety_nine=1\n"  # an unclosed section: Qt's FormatError
    path.write_bytes(content)
    win = open_window(qtbot, save_store)
    kept = list(path.parent.glob(path.name + ".bad-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert win.settings_problem is not None
    assert win.settings_problem.informativeText().startswith("Reset: unreadable lines")


# -- markup in names, on the table --------------------------------------------------------
MARKUP = "<h1>Ann</h1>"


def labels_showing_markup_as_markup(win: MainWindow) -> list[str]:
    """Labels whose text holds a seat name with markup and would render it as markup."""
    return [f"{type(label.parent()).__name__}.{label.objectName()}: {label.text()[:40]!r}"
            for label in win.findChildren(QLabel)
            if "<h1>" in label.text() or "<i>B" in label.text()
            if label.textFormat() != Qt.TextFormat.PlainText]


@pytest.mark.parametrize(("game_id", "players"), [("tressette", 2), ("hearts", 4),
                                                  ("nominations", 4)])
def test_names_with_markup_show_as_typed_on_the_table(qtbot, window, game_id, players):
    """Hot seat, so the pass screen names players too; the deal is played to its score."""
    seats = [SeatConfig(MARKUP, True)] + [SeatConfig(f"<i>B{i}</i>", i == 1)
                                          for i in range(1, players)]
    page = window.start_match(MatchConfig(game_id, players, {}, seats, seed=4))
    c = page.controller
    seen: set[str] = set()
    for _ in range(80):
        qtbot.waitUntil(lambda: c.human_turn() or c.match.needs_deal or
                        c.awaiting_reveal() is not None, timeout=5000)
        seen.update(labels_showing_markup_as_markup(window))
        if c.match.needs_deal:
            break
        if c.awaiting_reveal() is not None:
            QTest.mouseClick(page.pass_screen.reveal_button, LEFT)
            continue
        c.submit(c.view().legal_actions[0])
    assert c.match.needs_deal or c.match.deal_index > 0 or len(c.match.actions[0]) >= 40
    seen.update(labels_showing_markup_as_markup(window))
    assert not seen


def test_a_bad_waiting_match_of_another_game_is_set_aside_and_the_rest_offered(qtbot,
                                                                               save_store):
    save_store.save(tressette_save())
    save_store.shelf("hearts").write_bytes(b'{"format": "tablecards-record", "game": 7')
    win = open_window(qtbot, save_store)
    box = win.save_problem
    assert box is not None and box.isVisible()
    [kept] = save_store.folder.glob("unfinished-hearts.corrupt-*.json")
    assert kept.name in box.informativeText() and not save_store.shelf("hearts").exists()
    panel = win.continue_panel
    assert panel.isVisible() and panel.game.isVisible() and panel.saved.match.game_id == \
        "tressette"
