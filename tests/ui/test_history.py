"""The history of finished matches: the store's files (named, ordered, capped, atomic, bad
files listed) and the dialog that lists, filters, opens and deletes them."""

import json
from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import QDateTime, QLocale, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from tablecards.rules.records import replay_record
from tablecards.ui import history as history_module
from tablecards.ui import i18n
from tablecards.ui.game_texts import name_of
from tablecards.ui.history import HistoryStore
from tablecards.ui.history_dialog import GAME, NOTES, PLAYERS, RESULT, HistoryDialog
from tests.matches import played_out

LEFT = Qt.MouseButton.LeftButton
NOON = datetime(2026, 5, 1, 12, 0, 0, tzinfo=UTC)
TRESSETTE_NAME = "Tressette for two"
TRESSETTE = ("tressette", 2, {"target_score": 11})
NINETY_NINE = ("ninety_nine", 3, {})


def finished_record(kind=TRESSETTE, seed: int = 1, open_hands: bool = False) -> dict:
    game, players, options = kind
    match = played_out(game, seed, players, options)
    match.open_hands = open_hands
    names = ["Ann", "Ben", "Cleo"][:match.seats]
    return match.to_record(names)


@pytest.fixture
def store(tmp_path) -> HistoryStore:
    return HistoryStore(tmp_path / "history")


def test_a_match_is_kept_as_a_record_that_replays(store):
    record = finished_record(open_hands=True)
    record["tablecards"] = {"save_version": 1, "seats": []}
    path = store.add(record, NOON)
    assert path.name == "20260501-120000-tressette.record.json"
    kept = json.loads(path.read_text(encoding="utf-8"))
    assert kept == record
    match = replay_record(kept).match
    [entry] = store.entries()
    assert entry.readable and entry.path == path and entry.finished_at == NOON
    assert (entry.game, entry.players, entry.seat_names) == ("tressette", 2, ("Ann", "Ben"))
    assert entry.totals == tuple(match.totals) and entry.winners == tuple(match.winners)
    assert entry.winners and entry.open_hands and entry.deals == len(match.results) > 0


def test_entries_are_newest_first_and_a_clash_never_overwrites(store):
    first = store.add(finished_record(seed=1), NOON)
    second = store.add(finished_record(seed=2), NOON)  # the same second
    older = store.add(finished_record(NINETY_NINE, seed=3), NOON - timedelta(days=1))
    assert second.name == "20260501-120000-tressette-2.record.json"
    assert json.loads(first.read_text())["match_seed"] == 1
    assert [e.path for e in store.entries()] == [second, first, older]


def test_a_local_time_is_named_in_utc(store):
    local = NOON.astimezone(datetime.now().astimezone().tzinfo).replace(tzinfo=None)
    assert store.add(finished_record(), local).name.startswith("20260501-120000-")


def test_files_that_are_not_records_are_listed_with_the_reason(store):
    good = store.add(finished_record(), NOON)
    illegal = finished_record(seed=2)
    illegal["deals"][0]["actions"].insert(0, illegal["deals"][0]["actions"][1])
    (store.folder / "20260501-130000-tressette.record.json").write_text(json.dumps(illegal))
    (store.folder / "notes.json").write_bytes(b"\xff\xfe not text")
    (store.folder / "list.json").write_text("[1, 2]")
    (store.folder / "readme.txt").write_text("not listed: not JSON by name")
    entries = {e.path.name: e for e in store.entries()}
    assert set(entries) == {good.name, "20260501-130000-tressette.record.json", "notes.json",
                            "list.json"}
    assert entries[good.name].readable
    bad = entries["20260501-130000-tressette.record.json"]
    assert bad.problem.startswith("deal 0, action 0:") and bad.game == "tressette"
    assert "not a text file" in entries["notes.json"].problem
    assert "top level must be a JSON object" in entries["list.json"].problem


def test_beyond_the_cap_the_oldest_are_moved_aside_never_deleted(tmp_path):
    store = HistoryStore(tmp_path / "history", keep=3)
    paths = [store.add(finished_record(seed=s), NOON + timedelta(minutes=s)) for s in range(5)]
    assert [e.path for e in store.entries()] == paths[:1:-1]
    moved = sorted(p.name for p in store.old_folder.iterdir())
    assert moved == [paths[0].name, paths[1].name]
    assert json.loads((store.old_folder / paths[0].name).read_text())["match_seed"] == 0


def test_writes_leave_no_temporary_files_and_stale_ones_are_cleared(store):
    store.add(finished_record(), NOON)
    stale = store.folder / ".20260501-110000-tressette.abc.tmp"
    stale.write_text('{"format": "tablecards-rec')
    store.add(finished_record(seed=2), NOON)
    assert len(store.entries()) == 2
    assert not list(store.folder.glob("*.tmp")) and not list(store.folder.glob(".*.tmp"))


def test_a_match_kept_already_is_not_added_again(store):
    """A match finished twice (a save that could not be removed, two copies of the program)
    is one file: the record's match id is looked up first."""
    record = finished_record()
    record["tablecards"] = {"save_version": 1, "match_id": "m-1", "seats": []}
    first = store.add(record, NOON)
    again = store.add({**record, "deals": record["deals"][:1]}, NOON + timedelta(hours=1))
    other = store.add({**record, "tablecards": {**record["tablecards"], "match_id": "m-2"}},
                      NOON)
    assert again == first and other != first
    assert sorted(e.match_id for e in store.entries()) == ["m-1", "m-2"]
    assert HistoryStore(store.folder).file_of("m-1") == first, "kept in the summaries too"
    assert store.file_of("m-3") is None and store.file_of(None) is None


def test_a_summary_is_replayed_once_and_again_when_the_file_changes(store, monkeypatch):
    path = store.add(finished_record(), NOON)
    first = store.entries()[0]
    replays = []
    monkeypatch.setattr(history_module, "replay_record",
                        lambda record: replays.append(record) or replay_record(record))
    assert HistoryStore(store.folder).entries() == [first], "kept on disk for the next run"
    assert replays == []
    path.write_text(json.dumps(finished_record(seed=7)) + "\n")
    changed = HistoryStore(store.folder).entries()[0]
    game, players, options = TRESSETTE
    assert len(replays) == 1
    assert changed.totals == tuple(played_out(game, 7, players, options).totals)


def test_an_unreadable_summaries_file_is_rebuilt(store):
    store.add(finished_record(), NOON)
    expected = store.entries()
    (store.folder / ".summaries.json").write_text('{"version": 1, "files": {"x": 3}')
    assert HistoryStore(store.folder).entries() == expected
    json.loads((store.folder / ".summaries.json").read_text())


def test_delete_removes_only_a_history_file(store, tmp_path):
    path = store.add(finished_record(), NOON)
    outside = tmp_path / "elsewhere.json"
    outside.write_text("{}")
    with pytest.raises(ValueError):
        store.delete(outside)
    store.delete(path)
    assert store.entries() == [] and outside.exists()


# -- the dialog --------------------------------------------------------------------------

@pytest.fixture
def filled(store) -> HistoryStore:
    """Two Tressette matches (one with hands open) and a Ninety-Nine one, the newest first."""
    store.add(finished_record(seed=1), NOON - timedelta(hours=2))
    store.add(finished_record(NINETY_NINE, seed=2), NOON - timedelta(hours=1))
    store.add(finished_record(seed=3, open_hands=True), NOON)
    return store


def open_dialog(qtbot, store: HistoryStore) -> HistoryDialog:
    dialog = HistoryDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def rows(dialog: HistoryDialog) -> list[list[str]]:
    tree = dialog.tree
    return [[tree.topLevelItem(r).text(c) for c in range(tree.columnCount())]
            for r in range(tree.topLevelItemCount())]


def test_the_dialog_lists_every_match_newest_first(qtbot, filled):
    dialog = open_dialog(qtbot, filled)
    assert dialog.objectName() == "history_dialog" and dialog.tree.isVisible()
    shown = rows(dialog)
    assert [r[GAME] for r in shown] == [TRESSETTE_NAME, "Ninety-Nine", TRESSETTE_NAME]
    assert shown[1][PLAYERS] == "Ann, Ben, Cleo"
    assert [r[NOTES] for r in shown] == ["Hands open", "", ""]
    newest = filled.entries()[0]
    winner = ["Ann", "Ben"][newest.winners[0]]
    assert shown[0][RESULT].startswith(f"Won by {winner}")
    assert "{} – {}".format(*newest.totals) in shown[0][RESULT]


def test_the_game_filter_shows_one_games_matches(qtbot, filled):
    dialog = open_dialog(qtbot, filled)
    dialog.games.setCurrentIndex(dialog.games.findData("ninety_nine"))
    assert [r[GAME] for r in rows(dialog)] == ["Ninety-Nine"]
    dialog.games.setCurrentIndex(dialog.games.findData("hearts"))
    assert dialog.tree.isHidden() and dialog.empty.isVisible()
    assert dialog.empty.text() == "No finished matches of this game yet."
    assert not dialog.open_button.isEnabled()
    dialog.games.setCurrentIndex(0)
    assert dialog.games.currentText() == "All games" and len(rows(dialog)) == 3


def test_double_click_opens_the_match(qtbot, filled):
    dialog = open_dialog(qtbot, filled)
    second = filled.entries()[1].path
    rect = dialog.tree.visualItemRect(dialog.tree.topLevelItem(1))
    with qtbot.waitSignal(dialog.sig_open) as opened:
        # A double-click is a press and release, then the second press (Qt's test helper
        # sends only the last).
        QTest.mouseClick(dialog.tree.viewport(), LEFT, pos=rect.center())
        QTest.mouseDClick(dialog.tree.viewport(), LEFT, pos=rect.center())
    assert opened.args == [second] and not dialog.isVisible()


def test_enter_opens_the_chosen_match_once(qtbot, filled):
    dialog = open_dialog(qtbot, filled)
    heard = []
    dialog.sig_open.connect(heard.append)
    dialog.tree.setFocus()
    QTest.keyClick(dialog.tree, Qt.Key.Key_Down)
    QTest.keyClick(dialog.tree, Qt.Key.Key_Return)
    assert heard == [filled.entries()[1].path]


def test_an_unreadable_file_is_listed_and_still_opened(qtbot, store):
    (store.folder).mkdir()
    (store.folder / "broken.json").write_text("{")
    dialog = open_dialog(qtbot, store)
    [row] = rows(dialog)
    assert row[RESULT] == "Cannot be read" and row[NOTES] == "broken.json"
    assert "not JSON" in dialog.tree.topLevelItem(0).toolTip(RESULT)
    with qtbot.waitSignal(dialog.sig_open) as opened:
        QTest.mouseClick(dialog.open_button, LEFT)
    assert opened.args == [store.folder / "broken.json"]


def answer(qtbot, dialog: HistoryDialog, delete: bool) -> None:
    box = dialog.confirm
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert box.text() == "Delete this match from the history?"
    button = next(b for b in box.buttons() if (b.text() == "Delete") == delete)
    QTest.mouseClick(button, LEFT)
    qtbot.waitUntil(lambda: dialog.confirm is None)


def test_delete_asks_first_and_cancel_keeps_the_match(qtbot, filled):
    dialog = open_dialog(qtbot, filled)
    newest = filled.entries()[0].path
    QTest.mouseClick(dialog.delete_button, LEFT)
    assert newest.exists(), "nothing is deleted before the answer"
    answer(qtbot, dialog, delete=False)
    assert newest.exists() and len(rows(dialog)) == 3
    QTest.mouseClick(dialog.delete_button, LEFT)
    answer(qtbot, dialog, delete=True)
    assert not newest.exists() and newest not in [e.path for e in filled.entries()]
    assert [r[GAME] for r in rows(dialog)] == ["Ninety-Nine", TRESSETTE_NAME]


def test_an_empty_history_says_so(qtbot, store):
    dialog = open_dialog(qtbot, store)
    assert dialog.tree.isHidden() and dialog.empty.isVisible()
    assert dialog.empty.text().startswith("No finished matches yet.")
    assert not dialog.open_button.isEnabled() and not dialog.delete_button.isEnabled()
    QTest.mouseClick(dialog.delete_button, LEFT)
    assert dialog.confirm is None


def test_the_dialog_rewords_itself_in_another_language(qtbot, filled):
    dialog = open_dialog(qtbot, filled)
    english = rows(dialog)[0]
    local = QDateTime.fromSecsSinceEpoch(int(NOON.timestamp()))
    assert english[0] == QLocale("en").toString(local, QLocale.FormatType.ShortFormat)
    i18n.set_language("ja", remember=False)
    qtbot.waitUntil(lambda: rows(dialog)[0] != english)
    japanese = rows(dialog)[0]
    assert japanese[0] == QLocale("ja").toString(local, QLocale.FormatType.ShortFormat)
    assert japanese[0] != english[0] and japanese[GAME] == name_of("tressette") != TRESSETTE_NAME
    assert dialog.games.itemText(dialog.games.findData("tressette")) == name_of("tressette")
