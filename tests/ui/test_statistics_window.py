"""The Statistics window on a store of scripted finished matches: the numbers shown, the
choosers a player clicks, the chart's points and its painting, the reset question."""

from datetime import UTC, datetime

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QLabel, QMessageBox

from tablecards.rules.registry import game_class, game_ids
from tablecards.ui import i18n
from tablecards.ui.game_texts import name_of
from tablecards.ui.review_view import verdict_text
from tablecards.ui.statistics import (
    FinishedMatch,
    SeatOutcome,
    StatsStore,
    finished_match,
    game_figures,
    variant_key,
)
from tablecards.ui.statistics_window import (
    ScoreChart,
    StatisticsWindow,
    figure_words,
    moving_average,
    tick_values,
    variant_words,
)
from tests.game_cases import skip_incubating
from tests.matches import played_out

LEFT = Qt.MouseButton.LeftButton
PLAIN = variant_key(4, {})
SHORT = variant_key(4, {"target_score": 50})


def seat(name: str, human: bool, points: list[int], won: bool, wins: list[bool],
         figures: dict[str, int] | None = None) -> SeatOutcome:
    return SeatOutcome(name, human, sum(points), won, points, sum(wins), figures or {}, wins)


def hearts(variant: str, day: int, ann: list[int], bot: list[int], ann_won: bool,
           open_hands: bool = False) -> FinishedMatch:
    """A hearts match between Ann (human) and Bot, who each win the deals where they took no
    more than the other; Ann took the queen of spades in every deal she lost."""
    ann_wins = [a <= b for a, b in zip(ann, bot, strict=True)]
    bot_wins = [b <= a for a, b in zip(ann, bot, strict=True)]
    when = datetime(2026, 10 + day // 30, 1 + day % 30, 20, 0, tzinfo=UTC)
    return FinishedMatch("hearts", variant, when, open_hands,
                         [seat("Ann", True, ann, ann_won, ann_wins,
                               {"queens_taken": ann_wins.count(False)}),
                          seat("Bot", False, bot, not ann_won, bot_wins)])


@pytest.fixture
def store(tmp_path):
    stats = StatsStore(tmp_path / "statistics.sqlite3")
    stats.record(hearts(PLAIN, 1, [3, 20, 0], [23, 6, 26], True))
    stats.record(hearts(PLAIN, 2, [26, 13], [0, 13], False, open_hands=True))
    stats.record(hearts(SHORT, 40, [-5, 9], [31, 17], True))
    stats.record(FinishedMatch("tressette", variant_key(2, {}),
                               datetime(2026, 11, 3, tzinfo=UTC), False,
                               [seat("Ann", True, [7, 4], False, [True, False]),
                                seat("Cleo", False, [4, 8], True, [False, True])]))
    stats.record_verdicts("hearts", PLAIN, "Ann", {"good": 12, "inaccuracy": 3, "mistake": 1,
                                                    "blunder": 0},
                          datetime(2026, 10, 2, tzinfo=UTC))
    stats.record_verdicts("hearts", SHORT, "Ann", {"good": 5, "blunder": 2},
                          datetime(2026, 11, 10, tzinfo=UTC))
    stats.flush()
    yield stats
    stats.close()


@pytest.fixture
def open_window(qtbot):
    def opened(stats: StatsStore, game: str) -> StatisticsWindow:
        win = StatisticsWindow(stats, game)
        qtbot.addWidget(win)
        win.show()
        qtbot.waitExposed(win)
        return win
    return opened


def choose(qtbot, combo: QComboBox, text: str) -> None:
    """Pick an item of a drop-down as a user does: focus it and press Down until it shows."""
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentText() == text:
            return
        QTest.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentText() == text


def test_the_window_shows_the_players_figures_and_points(open_window, store):
    win = open_window(store, "hearts")
    assert win.objectName() == "statistics_window" and not win.isModal()
    assert win.game_id() == "hearts" and win.player() == "Ann"
    shown = win.figure_values()
    assert shown["matches"] == "3" and shown["matches_won"] == "2"
    assert shown["deals"] == "7" and shown["deals_won"] == "5"
    assert shown["average"] == f"{(23 + 39 + 4) / 7:.1f}"
    assert shown["open_matches"] == "1"
    assert win.chart.points() == [3, 20, 0, 26, 13, -5, 9]
    assert win.chart.isVisible() and not win.empty.isVisible()


def test_the_games_own_figures_are_listed_in_its_order_with_its_words(open_window, store):
    win = open_window(store, "hearts")
    names = list(win.figure_values())
    assert names[-3:] == ["game_moons_shot", "game_queens_taken", "open_matches"]
    assert win.figure_values()["game_queens_taken"] == "2"
    titles = {label.text(): label.buddy() for label in win.details.findChildren(QLabel)}
    assert titles["Queens of spades taken"].text() == "2"
    assert titles["Moons shot"].text() == "0"


def test_choosing_player_variant_and_game_updates_the_figures(qtbot, open_window, store):
    win = open_window(store, "hearts")
    assert [win.players.itemText(i) for i in range(win.players.count())] == ["Ann", "Bot"]
    choose(qtbot, win.players, "Bot")
    assert win.figure_values()["matches_won"] == "1"
    assert win.chart.points() == [23, 6, 26, 0, 13, 31, 17]
    texts = [win.variants.itemText(i) for i in range(win.variants.count())]
    assert texts[0] == "All variants" and len(texts) == 3
    assert texts[2] == variant_words("hearts", SHORT) == "4 players, Game ends at this total: 50"
    choose(qtbot, win.variants, variant_words("hearts", SHORT))
    assert win.player() == "Bot" and win.figure_values()["matches"] == "1"
    assert win.chart.points() == [31, 17]
    choose(qtbot, win.games, name_of("tressette"))
    assert win.game_id() == "tressette" and win.variant() is None
    assert [win.players.itemText(i) for i in range(win.players.count())] == ["Ann", "Cleo"]
    assert win.figure_values()["deals_won"] == "1" and win.chart.points() == [7, 4]


def test_the_verdicts_table_counts_by_month_in_the_verdicts_colours(open_window, store):
    win = open_window(store, "hearts")
    table = win.verdicts
    assert table.isVisible() and table.rowCount() == 2
    assert [table.verticalHeaderItem(r).text() for r in range(2)] == ["2026-10", "2026-11"]
    assert [table.item(0, c).text() for c in range(4)] == ["12", "3", "1", "0"]
    assert [table.item(1, c).text() for c in range(4)] == ["5", "0", "0", "2"]
    assert table.horizontalHeaderItem(3).text() == verdict_text("blunder")
    assert table.item(1, 3).foreground().color() == QColor("#c62828")


def test_no_verdicts_says_so(qtbot, open_window, store):
    win = open_window(store, "tressette")
    assert not win.verdicts.isVisible() and win.no_verdicts.isVisible()


def answer(qtbot, win: StatisticsWindow, button: QMessageBox.StandardButton) -> None:
    shown = [box for box in win.findChildren(QMessageBox) if box.isVisible()]
    assert len(shown) == 1
    box = shown[0]
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
    QTest.mouseClick(box.button(button), LEFT)
    qtbot.waitUntil(lambda: not box.isVisible())


def test_reset_asks_and_clears_only_that_game(qtbot, open_window, store):
    win = open_window(store, "hearts")
    QTest.mouseClick(win.reset_button, LEFT)
    answer(qtbot, win, QMessageBox.StandardButton.No)
    assert win.figure_values()["matches"] == "3"
    assert store.summary("hearts", "Ann").matches == 3
    QTest.mouseClick(win.reset_button, LEFT)
    answer(qtbot, win, QMessageBox.StandardButton.Yes)
    assert store.players("hearts") == []
    assert win.empty.isVisible() and not win.details.isVisible()
    assert "Hearts" in win.empty.text()
    assert win.chart.points() == []
    assert store.summary("tressette", "Ann").matches == 1
    choose(qtbot, win.games, name_of("tressette"))
    assert win.figure_values()["matches"] == "1"


def test_an_empty_store_shows_a_sentence_not_a_chart(open_window, tmp_path):
    stats = StatsStore(tmp_path / "empty.sqlite3")
    win = open_window(stats, "sneak")
    assert win.empty.isVisible() and "No deal" in win.empty.text()
    assert not win.chart.isVisible() and not win.reset_button.isEnabled()
    assert win.players.count() == 0 and win.variants.count() == 1
    stats.close()


def test_the_window_rewords_itself_when_the_language_changes(qtbot, open_window, store):
    win = open_window(store, "hearts")
    choose(qtbot, win.variants, variant_words("hearts", SHORT))
    try:
        i18n.set_language("ja", remember=False)
        qtbot.waitUntil(lambda: win.games.currentText() == "ハーツ", timeout=2000)
        assert win.verdicts.horizontalHeaderItem(0).text() == verdict_text("good") != "good"
        assert "Game ends at this total" not in win.variants.currentText()
    finally:
        i18n.set_language("en", remember=False)
    qtbot.waitUntil(lambda: win.games.currentText() == "Hearts", timeout=2000)
    assert win.verdicts.horizontalHeaderItem(0).text() == "good"
    assert win.variants.currentText() == variant_words("hearts", SHORT)
    assert win.player() == "Ann" and win.figure_values()["matches"] == "1"


def chart_image(qtbot, points: list[int]) -> QImage:
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(chart.sizeHint())
    chart.set_points(points)
    image = QImage(chart.size(), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    chart.render(image, QPoint())
    return image


def colours(image: QImage) -> set[int]:
    return {image.pixel(x, y) for x in range(0, image.width(), 2)
            for y in range(0, image.height(), 2)}


@pytest.mark.parametrize("points", [[5], [((i * 37) % 61) - 20 for i in range(1000)],
                                    [4] * 30, [-13, -2, -26, -7], [0, 0, 0]],
                         ids=["one", "thousand", "equal", "negative", "zeros"])
def test_the_chart_paints_every_kind_of_series(qtbot, points):
    image = chart_image(qtbot, points)
    assert image.size().width() == 520 and image.size().height() == 240
    assert len(colours(image)) > 20  # axes, labels, anti-aliased lines and dots


def count_of(image: QImage, colour: QColor) -> int:
    wanted = colour.rgb()
    return sum(image.pixel(x, y) == wanted for x in range(image.width())
               for y in range(image.height()))


def test_the_chart_draws_the_points_and_their_average_in_their_colours(qtbot):
    blue, orange = ScoreChart()._series_colours()
    drawn = chart_image(qtbot, [3, 20, 0, 26, 13, -5, 9])
    legend_only = chart_image(qtbot, [])
    assert count_of(drawn, blue) > count_of(legend_only, blue) + 60  # seven dots
    assert count_of(drawn, orange) > count_of(legend_only, orange) + 100  # the average line


def test_a_match_played_to_its_end_shows_its_deals(open_window, tmp_path):
    match = played_out("tressette", 4, 2, {"target_score": 11})
    stats = StatsStore(tmp_path / "played.sqlite3")
    finished = finished_match(match, ["Ann", "CPU 1"], [True, False], open_hands=False)
    stats.record(finished)
    win = open_window(stats, "tressette")
    complete = [r.points[0] for r in match.results if r.complete and r.points is not None]
    assert complete and win.chart.points() == complete
    assert win.figure_values()["matches_won"] == ("1" if 0 in match.winners else "0")
    assert win.figure_values()["deals"] == str(len(complete))
    words = win.variants.itemText(1)
    assert words == variant_words("tressette", finished.variant)
    assert words.startswith("2 players, ") and words.endswith(": 11")
    stats.close()


@pytest.mark.parametrize("game", game_ids())
def test_every_games_own_figures_have_words(open_window, tmp_path, game):
    skip_incubating(game, "statistics figures")
    ids = game_figures(game)
    assert ids, f"{game} counts no figure of its own"
    players = game_class(game).spec.usual_players
    stats = StatsStore(tmp_path / "figures.sqlite3")
    own = {key: n + 1 for n, key in enumerate(ids)}
    seats = [seat(f"P{s}", s == 0, [1], s == 0, [s == 0], own) for s in range(players)]
    stats.record(FinishedMatch(game, variant_key(players, {}), datetime(2026, 11, 1, tzinfo=UTC),
                               False, seats))
    win = open_window(stats, game)
    labels = figure_words(game)
    assert set(labels) == set(ids)
    for key in ids:
        title = next(t for t in win.details.findChildren(QLabel) if t.text() == labels[key])
        assert title.buddy().text() == str(own[key])
    stats.close()


def test_the_average_runs_over_the_last_ten_deals():
    assert moving_average([4, 8, 0]) == [4.0, 6.0, 4.0]
    points = list(range(1, 13))
    assert moving_average(points)[-1] == sum(range(3, 13)) / 10


def test_ticks_are_round_whole_numbers_covering_the_values():
    assert tick_values(-30, 0) == [-30, -20, -10, 0]
    assert tick_values(0, 1) == [0, 1]
    assert all(t == int(t) for t in tick_values(0, 3))


def test_the_series_read_on_a_dark_background(qtbot):
    chart = ScoreChart()
    qtbot.addWidget(chart)
    light_points, light_average = chart._series_colours()
    palette = chart.palette()
    palette.setColor(QPalette.ColorRole.Base, QColor("#1e1e1e"))
    chart.setPalette(palette)
    dark_points, dark_average = chart._series_colours()
    assert light_points.lightness() < 128 and light_average.lightness() < 160
    assert dark_points.lightness() > 128 and dark_average.lightness() > 128
