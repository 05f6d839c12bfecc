"""Render the lobby and tables in mid-play to PNGs for the README (docs/screenshots/).

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/screenshots.py --lang en --lang ja
    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/screenshots.py --access  # 200 %, high
                                                         # contrast and large cards
    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python scripts/screenshots.py

The language is loaded the way the app does it (tablecards.ui.i18n); settings and saves go
to Qt's test locations, so the player's own are never touched.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import sys
import tempfile
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QEvent, QStandardPaths
from PySide6.QtWidgets import QApplication

from tablecards.ai.bots import baseline_bot
from tablecards.rules.cards import Card
from tablecards.rules.game import Match
from tablecards.rules.lessons import lessons_of
from tablecards.rules.registry import new_match
from tablecards.ui import i18n
from tablecards.ui.controller import MatchConfig, Pace, SeatConfig
from tablecards.ui.lesson_controller import LessonController
from tablecards.ui.main_window import MainWindow
from tablecards.ui.replay import ReplayController
from tablecards.ui.saves import SaveStore
from tablecards.ui.settings import SeatChoice, Settings
from tablecards.ui.statistics import StatsStore, finished_match, variant_key
from tablecards.ui.table_page import TablePage
from tablecards.ui.teacher import MoveRating

SIZE = (1280, 800)
NAMES = {"en": ["You", "Ann", "Bob", "Cy", "Dee"], "ja": ["あなた", "はな", "けん", "ゆき", "りく"]}


def settle(app: QApplication, rounds: int = 20) -> None:
    for _ in range(rounds):
        app.processEvents()
    # A dropped table is deleted later, which processEvents() alone never does; without this
    # the old tables live on and redraw (with the new game's card order) on a language switch.
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def save(window: MainWindow, app: QApplication, path: Path) -> None:
    """Grab the window; a palette PNG keeps the file small if the full one is large."""
    settle(app)
    image = window.grab().toImage()
    image.save(str(path))
    if path.stat().st_size > 280_000:
        image.convertToFormat(image.Format.Format_Indexed8).save(str(path))
    print(f"{path} {path.stat().st_size // 1024} KiB")


def start(window: MainWindow, game: str, players: int, seed: int, lang: str) -> TablePage:
    seats = [SeatConfig(name, i == 0) for i, name in enumerate(NAMES[lang][:players])]
    page = window.start_match(MatchConfig(game, players, {}, seats, seed))
    assert page is not None
    settle(QApplication.instance(), 1)  # type: ignore[arg-type]
    return page


def play_until(app: QApplication, page: TablePage, done: Callable[[], bool]) -> None:
    """Let the bots move and play the human's first legal card until `done()`."""
    c = page.controller
    while not c.match.needs_deal:
        app.processEvents()
        if done():
            return
        view = c.view()
        if not c.human_turn() or view is None:
            continue
        if any(a.verb == "bid" for a in view.legal_actions):
            for card in view.hand[:3]:
                page.panel.stage_card(view.seat, card, True)
            page.panel.confirm()
        elif any(a.verb == "premium" for a in view.legal_actions):
            c.submit(next(a for a in view.legal_actions if a.value == "pass"))
        else:
            action = next(a for a in view.legal_actions if isinstance(a.value, Card))
            page.panel.activate_card(action.seat, action.value)  # a dummy's card included


def reach(window: MainWindow, game: str, players: int, seed: int, lang: str,
          done: Callable[[TablePage], bool]) -> TablePage:
    """A table of `game` played as bots until `done(page)`: the match seed, or the next ones
    when a deal ends first (a Lot declared, say)."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    for tried in range(seed, seed + 10):
        page = start(window, game, players, tried, lang)
        try:
            play_as_bot_until(app, page, lambda shown=page: done(shown))
        except RuntimeError:
            continue
        return page
    raise RuntimeError(f"{game}: no seed from {seed} reached the wanted moment")


def play_as_bot_until(app: QApplication, page: TablePage, done: Callable[[], bool]) -> None:
    """Let the bots move and submit the human's decisions as the baseline bot would, with a
    generator fixed by the match seed and the position, until `done()`."""
    c = page.controller
    human = baseline_bot(c.game_id)
    while not c.match.needs_deal:
        app.processEvents()
        if done():
            return
        view = c.view()
        if not c.human_turn() or view is None:
            continue
        m = c.match
        rng = random.Random(f"{m.seed}:{m.deal_index}:{len(m.actions[-1])}:human")
        assert c.submit(human.choose(view, view.legal_actions, rng)) is None
    raise RuntimeError(f"{c.game_id}: the deal ended before the wanted moment")


def trick_plays(page: TablePage) -> int:
    view = page.controller.view()
    return len(view.trick.plays) if view and view.trick else 0


def shoot(lang: str, out: Path, only_learning: bool = False) -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    i18n.install_fonts(app)
    i18n.set_language(lang, remember=False)
    Settings().set_high_contrast(False)  # the look an --access run left behind
    Settings().set_large_cards(False)
    for game in ("ninety_nine", "tressette"):  # the lobby pre-fills the last seats
        seats = [SeatChoice(n, i == 0) for i, n in enumerate(NAMES[lang][:3])]
        Settings().set_last_seats(game, seats)
    window = MainWindow(Pace(0, 0, 0), saves=SaveStore(tempfile.mkdtemp()))
    window.resize(*SIZE)
    window.show()
    if only_learning:
        shoot_learning(window, app, lang, out)
        window.close()
        return
    save(window, app, out / f"lobby_{lang}.png")
    page = start(window, "ninety_nine", 3, 7, lang)
    settle(app)
    view = page.controller.view()
    for card in view.hand[:2] if view else []:
        page.panel.stage_card(view.seat, card, True)
    save(window, app, out / f"ninety_nine_bid_{lang}.png")
    play_until(app, page, lambda: len(page.controller.view().tricks) >= 3
               and page.controller.human_turn())
    save(window, app, out / f"ninety_nine_{lang}.png")
    page = start(window, "tressette", 2, 3, lang)
    play_until(app, page, lambda: len(page.controller.view().tricks) >= 4
               and trick_plays(page) == 1 and page.controller.human_turn())
    page.controller.pace.anim_ms = 0
    save(window, app, out / f"tressette_{lang}.png")
    play_until(app, page, lambda: False)
    page.scores.show_deal_end(page.panel.deal_lines(page.controller.view(),
                                                    page.controller.scored_event()))
    save(window, app, out / f"tressette_scored_{lang}.png")
    shoot_new_games(window, app, lang, out)
    shoot_coach(window, app, lang, out)
    shoot_learning(window, app, lang, out)
    window.close()


def shoot_access(lang: str, out: Path) -> None:
    """The lobby and a Hearts table at 200 % scale with high contrast and large cards on (the
    scale is set by main() before Qt starts)."""
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    i18n.install_fonts(app)
    i18n.set_language(lang, remember=False)
    Settings().set_high_contrast(True)
    Settings().set_large_cards(True)
    window = MainWindow(Pace(0, 0, 0), saves=SaveStore(tempfile.mkdtemp()))
    window.resize(*SIZE)
    window.show()
    save(window, app, out / f"access_lobby_{lang}.png")
    page = start(window, "hearts", 4, 4, lang)
    play_as_bot_until(app, page, lambda: len(page.controller.view().tricks) >= 2
                      and trick_plays(page) >= 2 and page.controller.human_turn())
    save(window, app, out / f"access_hearts_{lang}.png")
    window.close()


def public(page: TablePage, key: str) -> object:
    view = page.controller.view()
    return view.public.get(key) if view else None


def shoot_new_games(window: MainWindow, app: QApplication, lang: str, out: Path) -> None:
    """Nominations, Mini Misère, Sneak (a flaunt to answer), Sheepshead and Hearts, the human to
    move."""
    reach(window, "nominations", 4, 5, lang, lambda p: public(p, "partner_card") is not None
          and len(p.controller.view().tricks) >= 3 and trick_plays(p) >= 2
          and p.controller.human_turn())
    save(window, app, out / f"nominations_{lang}.png")
    reach(window, "mini_misere", 4, 2, lang, lambda p: len(p.controller.view().tricks) >= 2
          and trick_plays(p) >= 2 and p.controller.human_turn())
    save(window, app, out / f"mini_misere_{lang}.png")
    reach(window, "sneak", 4, 5, lang, lambda p: public(p, "lead") is not None
          and len(public(p, "history") or []) >= 4 and p.controller.human_turn())
    save(window, app, out / f"sneak_{lang}.png")
    reach(window, "sheepshead", 5, 5, lang, lambda p: public(p, "phase") == "play"
          and len(p.controller.view().tricks) >= 2 and trick_plays(p) >= 2
          and p.controller.human_turn())
    save(window, app, out / f"sheepshead_{lang}.png")
    reach(window, "hearts", 4, 4, lang, lambda p: len(p.controller.view().tricks) >= 3
          and trick_plays(p) >= 2 and p.controller.human_turn())
    save(window, app, out / f"hearts_{lang}.png")


def trick_on_show(page: TablePage) -> bool:
    """A trick just won lies in the middle, explained, and the human is to move."""
    view = page.controller.view()
    return bool(view and len(view.tricks) >= 3 and not trick_plays(page)
                and page.controller.human_turn())


def shoot_coach(window: MainWindow, app: QApplication, lang: str, out: Path) -> None:
    """The teaching screens: a trick explained, the trick history, a hint and a review."""
    page = reach(window, "hearts", 4, 4, lang, trick_on_show)
    save(window, app, out / f"explain_trick_{lang}.png")
    page.toggle_last_trick()
    page.show_trick(len(page.controller.view().tricks) - 2)
    save(window, app, out / f"explain_history_{lang}.png")
    page.scene.hide_overlay()
    got: list[object] = []
    page.controller.sig_hint.connect(got.append)
    page.controller.request_hint()
    while not got:
        app.processEvents()
    save(window, app, out / f"coach_hint_{lang}.png")
    with contextlib.suppress(RuntimeError):  # raised when the deal is over, as wanted here
        play_as_bot_until(app, page, lambda: False)
    dialog = page.review_deal()
    assert dialog is not None
    while dialog.running():
        app.processEvents()
    losses = [float(dialog.table.item(i, 3).text()) for i in range(dialog.table.rowCount())]
    dialog.table.selectRow(losses.index(max(losses)) if losses else 0)  # the costliest move
    settle(app)
    dialog.grab().save(str(out / f"coach_review_{lang}.png"))
    print(out / f"coach_review_{lang}.png")
    dialog.close()


def shoot_learning(window: MainWindow, app: QApplication, lang: str, out: Path) -> None:
    """Learning a game: a rules page with a worked trick, the course, and a lesson step whose
    wrong move is being explained."""
    rules = window.show_rules("ninety_nine", "play")
    rules.resize(1000, 680)
    settle(app)
    rules.grab().save(str(out / f"rules_page_{lang}.png"))
    print(out / f"rules_page_{lang}.png")
    rules.close()
    window.lobby.game.setCurrentIndex(window.lobby.game.findData("ninety_nine"))
    dialog = window.show_lessons("ninety_nine")
    settle(app)
    dialog.grab().save(str(out / f"lessons_{lang}.png"))
    print(out / f"lessons_{lang}.png")
    dialog.close()
    course = lessons_of("ninety_nine")
    lesson = next((x for x in course if "bid" in x.id), course[0])
    window.show_lobby()  # leave the tables shot before: a lesson would ask about them
    page = window.start_lesson(lesson)
    assert page is not None
    controller = page.controller
    assert isinstance(controller, LessonController)
    while (step := controller.step()) is not None and step.kind == "say":
        controller.proceed()
        settle(app)
    play_until(app, page, controller.human_turn)
    step = controller.step()
    if step is not None and step.kind == "do":
        wrong = next((a for a in controller.view().legal_actions if not step.accepts(a)), None)
        if wrong is not None:
            controller.submit(wrong)
    save(window, app, out / f"lesson_step_{lang}.png")
    window.show_lobby()


def played_out(game: str, players: int, options: dict[str, object], seed: int) -> Match:
    """A whole match of the rule players (the Easy level), dealt from `seed`."""
    match = new_match(game, players, options, seed=seed)
    rng, bot = random.Random(seed), baseline_bot(game)
    while not match.over:
        if match.needs_deal:
            match.deal_next()
            continue
        view = match.view(match.controller() or 0)
        match.apply(bot.choose(view, view.legal_actions, rng))
    return match


def shoot_review(lang: str, out: Path) -> None:
    """A replay in teacher mode with a move rated, and the statistics window after a season of
    scripted Ninety-Nine matches."""
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    i18n.install_fonts(app)
    i18n.set_language(lang, remember=False)
    folder = Path(tempfile.mkdtemp())
    stats = StatsStore(folder / "statistics.sqlite3")
    names = NAMES[lang][:3]
    options = {"match_fixed_deals": 3}
    start_day = datetime.now(UTC) - timedelta(days=40)
    for n in range(12):
        match = played_out("ninety_nine", 3, options, 100 + n)
        stats.record(finished_match(match, names, [True, False, False], False,
                                    start_day + timedelta(days=3 * n)))
    stats.record_verdicts("ninety_nine", variant_key(3, options), names[0],
                          {"good": 31, "inaccuracy": 6, "mistake": 3, "blunder": 1})
    record = folder / "friday.record.json"
    record.write_text(json.dumps(played_out("ninety_nine", 3, options, 7).to_record(names)),
                      encoding="utf-8")
    window = MainWindow(Pace(0, 0, 0), saves=SaveStore(folder / "saves"), stats=stats)
    window.resize(*SIZE)
    window.show()
    page = window.open_record(record)
    assert page is not None
    replay = page.controller
    assert isinstance(replay, ReplayController)
    replay.go_to(16)
    panel = page.findChild(MoveRating)
    assert panel is not None
    panel.rate()
    while "—" not in panel.verdict.text():
        settle(app, 5)
    save(window, app, out / f"replay_teacher_{lang}.png")
    statistics = window.show_statistics("ninety_nine")
    statistics.resize(900, 680)
    settle(app)
    statistics.grab().save(str(out / f"statistics_{lang}.png"))
    print(out / f"statistics_{lang}.png")
    window.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", action="append", choices=sorted(i18n.LANGUAGES),
                        help="language to render (repeatable; default: en and ja)")
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    parser.add_argument("--learn", action="store_true",
                        help="only the rules page, the course and a lesson step")
    parser.add_argument("--review", action="store_true",
                        help="only a replay in teacher mode and the statistics window")
    parser.add_argument("--access", action="store_true",
                        help="only the 200 %% scale, high-contrast, large-card screenshots")
    args = parser.parse_args()
    if args.access:
        os.environ["QT_SCALE_FACTOR"] = "2"  # read when the application starts
    QStandardPaths.setTestModeEnabled(True)
    args.out.mkdir(parents=True, exist_ok=True)
    for lang in args.lang or ["en", "ja"]:
        if args.access:
            shoot_access(lang, args.out)
        elif args.review:
            shoot_review(lang, args.out)
        else:
            shoot(lang, args.out, only_learning=args.learn)


if __name__ == "__main__":
    main()
