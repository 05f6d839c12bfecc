"""The `tablecards` command: the app, and the headless `replay`, `explain`, `suggest`,
`review`, `games`, `lessons`, `serve` and `join` verbs.

The headless verbs never need a display, so they run on any machine and are quick enough for
scripts and bug reports. Only `explain --lang ja` loads Qt's core library, for its translator.
"""

from __future__ import annotations

import gc
import json
import os
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tablecards import __version__
from tablecards.ai.level_names import DEFAULT_LEVEL, LEVELS
from tablecards.rules.registry import game_class, listed_game_ids

if TYPE_CHECKING:  # the parser is built only for a verb (see `main`)
    import argparse

    from tablecards.ai.reasoning import Fact


def games_listing() -> list[dict[str, Any]]:
    """Every game offered to players (incubating ones with `TABLECARDS_INCUBATING=1`) with
    its player counts and offered options (ids and defaults)."""
    listing = []
    for game_id in listed_game_ids():
        spec = game_class(game_id).spec
        listing.append({
            "id": spec.id,
            "name": spec.name,
            "players": list(spec.players),
            "default_players": spec.usual_players,
            "options": [
                {"id": o.id, "default": o.default, **({"group": o.group} if o.group else {}),
                 **({"choices": list(o.choices)} if o.choices else {}), "summary": o.summary}
                for o in spec.options if o.offered
            ],
        })
    return listing


def _cmd_replay(args: argparse.Namespace) -> int:
    from tablecards.rules.records import RecordError, replay_file

    def replayed() -> dict[str, Any]:
        try:
            return replay_file(args.file)
        except RecordError:
            if _is_seat_record(args.file):
                raise RecordError(
                    f"{args.file} is a seat's own record of a network match (what that seat "
                    "saw), not a whole match: only the host's complete record replays") from None
            raise
    return _print_json(replayed, "replaying")


def _is_seat_record(path: str) -> bool:
    """The file is a joined seat's record of a network match (docs/network.md "Records"),
    which a seat keeps instead of the whole match: worth its own line when it is replayed."""
    try:
        data = json.loads(Path(path).read_bytes().decode("utf-8-sig"))
    except (OSError, ValueError, RecursionError):
        return False
    return isinstance(data, dict) and data.get("format") == "tablecards-seat-record"


def _print_json(produce: Callable[[], dict[str, Any]], doing: str) -> int:
    """Print what `produce` returns as JSON (ASCII); any failure is one line and exit
    status 2."""
    return _print_json_lines(lambda: [produce()], doing, ascii_only=True)


def _cmd_explain(args: argparse.Namespace) -> int:
    """One JSON object per explained trick, challenge or score; one line on any failure."""
    from tablecards.rules.explained_record import explain_record
    from tablecards.rules.records import load_record_file

    return _print_json_lines(
        lambda: explain_record(load_record_file(args.file), _translator(args.lang)),
        "explaining")


def _print_json_lines(produce: Callable[[], list[dict[str, Any]]], doing: str,
                      ascii_only: bool = False) -> int:
    """Print each object `produce` returns as a JSON line, all or nothing; any failure is one
    line and exit status 2.

    The JSON is made inside the guard: a result the encoder refuses (a number of over 4,300
    digits) is a failure like any other, never a traceback.
    """
    from tablecards.rules.records import RecordError  # the verbs' rules, not the app's start

    try:
        lines = [json.dumps(obj, ensure_ascii=ascii_only) for obj in produce()]
    except RecordError as err:
        print(str(err), file=sys.stderr)
        return 2
    except Exception as err:  # a bug of ours: still one line, never a traceback
        print(f"internal error while {doing} ({type(err).__name__}: {_first_line(err)})",
              file=sys.stderr)
        return 2
    for line in lines:
        print(line)
    return 0


def _translator(language: str) -> Callable[[str, str], str]:
    """English as written, or the bundled translation read with Qt's core translator."""
    from tablecards.rules.explain import english

    if language == "en":
        return english
    from tablecards.ui.i18n import catalogue_translator

    translate: Callable[[str, str], str] | None = catalogue_translator(language)
    if translate is None:
        from tablecards.rules.records import RecordError


        raise RecordError(f"no {language} translation is installed")
    return translate


def _first_line(err: Exception) -> str:
    lines = str(err).splitlines()
    return lines[0][:200] if lines else ""


def suggestion(path: str, seat: int, level: str, seed: int) -> dict[str, Any]:
    """What the level bot would do for `seat` where the record stops (its view only). The
    record is read in canonical form (`replay_record(canonical=True)`), so a choice of
    several cards laid in any order gives the same view, and the same suggestion.

    Raises:
        RecordError: bad record, or nothing for that seat to decide.
    """
    from tablecards.ai.levels import make_level_bot
    from tablecards.rules.records import RecordError, load_record_file, replay_record

    match = replay_record(load_record_file(path), canonical=True).match
    if match.over:
        raise RecordError("the match is over: there is nothing to decide")
    if match.needs_deal:
        raise RecordError("the deal is over: the record stops between deals")
    if not 0 <= seat < match.seats:
        raise RecordError(f"seat {seat} is not a seat of this match (0-{match.seats - 1})")
    if match.controller() != seat:
        raise RecordError(f"seat {seat} is not to move (seat {match.controller()} is)")
    view = match.view(seat)
    bot = make_level_bot(match.game_id, level, seed, dict(match.given_options), explain=True)
    action = bot.choose(view, view.legal_actions, random.Random(seed))
    return {"action": action.canonical().to_record(), "level": level, "reason": bot.reason,
            "why": why_json(bot.reasoning.facts, match.game_id)}


def why_json(facts: tuple[Fact, ...], game_id: str) -> dict[str, Any]:
    """The `why` field of `suggest` and `review`: the facts as `{kind, value}` and the coach's
    English sentence for them (`why_words.why_sentence`)."""
    from tablecards.ai.reasoning import Why
    from tablecards.ai.why_words import why_sentence
    from tablecards.rules.registry import game_texts

    texts = game_texts(game_id)
    penalty = texts is not None and texts.penalty_points
    return Why(facts, why_sentence(facts, penalty) if facts else "").to_json()


def _cmd_suggest(args: argparse.Namespace) -> int:
    return _print_json(lambda: suggestion(args.file, args.seat, args.level, args.seed),
                       "suggesting")


def _cmd_review(args: argparse.Namespace) -> int:
    """One JSON object per rated decision of the seat; one line on any failure."""
    from tablecards.ai.review import review_record
    from tablecards.rules.records import load_record_file

    def rated() -> list[dict[str, Any]]:
        record = load_record_file(args.file)
        game_id = str(record.get("game"))
        return [{**r.to_json(), "why": why_json(r.why, game_id),
                 "best_why": why_json(r.best_why, game_id)}
                for r in review_record(record, args.seat, args.level, args.seed)]

    return _print_json_lines(rated, "reviewing")


def _cmd_games(args: argparse.Namespace) -> int:
    print(json.dumps(games_listing(), ensure_ascii=False, indent=1 if args.pretty else None))
    return 0


def _cmd_lessons(args: argparse.Namespace) -> int:
    """Every game's lessons as one JSON list; one line and status 2 for a broken lesson."""
    from tablecards.rules.lessons import LessonError, lessons_listing

    try:
        listing = lessons_listing()
    except LessonError as err:
        print(f"error listing the lessons: {err}", file=sys.stderr)
        return 2
    print(json.dumps(listing, ensure_ascii=False, indent=1 if args.pretty else None))
    return 0


def _cmd_app(args: argparse.Namespace) -> int:
    return start_app(list(args.qt_args))


def start_app(qt_args: list[str]) -> int:
    """Start the card table with `qt_args` (Qt's own options, an invitation link).

    The garbage collector waits until the first window is up (`tablecards.app` starts it
    again then): the start makes many objects and frees few, and some sixty collections
    meanwhile cost the first window about 8 ms of processor time.
    """
    gc.disable()
    try:
        try:
            from tablecards.app import run  # Qt is imported only here
        except ImportError as err:
            print(f"the table cannot start: {err}", file=sys.stderr)
            return 1
        status: int = run(sys.argv[:1] + qt_args)
        return status
    finally:
        gc.enable()


def build_parser() -> argparse.ArgumentParser:
    import argparse

    parser = argparse.ArgumentParser(prog="tablecards", description=__doc__)
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command")
    replay = sub.add_parser("replay", help="replay a game record and print the result as JSON")
    replay.add_argument("file")
    replay.set_defaults(func=_cmd_replay)
    explain = sub.add_parser(
        "explain", help="why each trick and challenge of a record was won, as JSON lines")
    explain.add_argument("file")
    explain.add_argument("--lang", choices=("en", "ja"), default="en")
    explain.set_defaults(func=_cmd_explain)
    games = sub.add_parser("games", help="list the games, player counts and options as JSON")
    games.add_argument("--pretty", action="store_true", help="indent the JSON")
    games.set_defaults(func=_cmd_games)
    suggest = sub.add_parser(
        "suggest", help="the AI's decision for a seat where a record stops, as JSON")
    suggest.add_argument("file")
    suggest.add_argument("--seat", type=int, required=True)
    suggest.add_argument("--level", choices=LEVELS, default=DEFAULT_LEVEL)
    suggest.add_argument("--seed", type=int, default=0)
    suggest.set_defaults(func=_cmd_suggest)
    review = sub.add_parser(
        "review", help="rate every decision of a seat in a record by the search, as JSON lines")
    review.add_argument("file")
    review.add_argument("--seat", type=int, required=True)
    review.add_argument("--level", choices=LEVELS, default="strong")
    review.add_argument("--seed", type=int, default=0)
    review.set_defaults(func=_cmd_review)
    lessons = sub.add_parser(
        "lessons", help="list every game's lessons (titles, steps, record files) as JSON")
    lessons.add_argument("--pretty", action="store_true", help="indent the JSON")
    lessons.set_defaults(func=_cmd_lessons)
    from tablecards.net.commands import add_verbs  # serve, join: network tables

    add_verbs(sub)
    app = sub.add_parser("app", help="start the card table (the default)")
    app.add_argument("qt_args", nargs=argparse.REMAINDER)
    app.set_defaults(func=_cmd_app)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command `tablecards ARGV...` and return its exit status.

    The app as a player starts it (no arguments, or a tablecards:// link the desktop opened)
    goes straight to the table: the verbs' parser is not built, so neither argparse nor the
    modules the verbs' options name (the bots' levels and search, the network server's
    asyncio and ssl: some 0.08 s of processor time) load before the first window
    (tests/test_startup_imports.py starts the app through here)."""
    argv = sys.argv[1:] if argv is None else argv
    run: Callable[[], int]
    if not argv or argv[0].lower().startswith("tablecards:"):
        # the app, as `app` with these arguments starts it (a link: the Join dialog)
        run = lambda: start_app(list(argv))  # noqa: E731
    else:
        args = build_parser().parse_args(argv)
        if args.command is None:
            args = build_parser().parse_args(["app"])
        run = lambda: args.func(args)  # noqa: E731
    try:
        result: int = run()
        sys.stdout.flush()
    except BrokenPipeError:
        # The reader left early (`tablecards replay FILE | head`): not an error of ours.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    return result


if __name__ == "__main__":
    sys.exit(main())
