"""The teacher's rating at a Hearts table counts penalty points down: the best move takes
fewer points, a worse one more (never "points ahead" or "points less", which read as the
opposite in a game the fewest points win)."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tablecards.ui.teacher import MoveRating, TeacherPanel
from tests.ui.test_keyboard_games import KeyPlayer
from tests.ui.test_table import wait_turn
from tests.ui.test_teacher_mode import open_hands_by_menu


def test_the_teacher_rates_a_hearts_move_in_penalty_points(qtbot, start, window, monkeypatch):
    monkeypatch.setattr(MoveRating, "level", "easy")
    page = start("hearts", players=4, seed=5, options={"no_pass": True})
    open_hands_by_menu(window)
    rating = page.findChild(TeacherPanel).rating
    rating.auto_box.setFocus()
    QTest.keyClick(rating.auto_box, Qt.Key.Key_Space)
    seen = []
    for _ in range(8):  # the first moves may be forced; a real choice comes within a few
        assert wait_turn(qtbot, page)
        before = page.controller.last_move
        KeyPlayer(page).move()
        qtbot.waitUntil(lambda before=before: page.controller.last_move is not before)
        qtbot.waitUntil(lambda: " — " in rating.verdict.text()
                        and "…" not in rating.verdict.text(), timeout=60000)
        seen.append(rating.verdict.text())
        if "only legal move" not in seen[-1]:
            break
    assert "penalty points" in seen[-1], seen
    assert not any("points ahead" in s or "points less" in s for s in seen)
