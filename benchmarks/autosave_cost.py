"""The GUI thread's cost per autosave, by match length: the old way against the current one.

Sheepshead matches of 10, 1,000 and 5,000 random deals (`hands` allows up to 10,000), then one
more deal in play. For each length:

- old: what the autosave did before, all on the GUI thread: the whole record as a dict,
  indented JSON, written with fsync and renamed (`save_data` + `json.dump(indent=1)` +
  atomic write);
- new: `Autosaver.save_now` as the table calls it: only the deal in play is encoded, and the
  pieces are handed to the store's writer thread, which is timed separately (off the GUI
  thread, it delays nothing the player sees);
- first: the first `save_now` after a resume, which also encodes the finished deals once.

Each figure is the median of `--saves` autosaves, one after each action of the deal in play.

    QT_QPA_PLATFORM=offscreen python benchmarks/autosave_cost.py [--deals 10 1000 5000]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QCoreApplication  # noqa: TID251

from tablecards.rules.game import Match
from tablecards.rules.registry import new_match
from tablecards.ui.controller import MatchController, Pace, SeatConfig
from tablecards.ui.save_ui import Autosaver
from tablecards.ui.saves import SaveStore, save_data

SEATS = [SeatConfig(f"Seat {i}", i == 0) for i in range(5)]
NAMES = [s.name for s in SEATS]


def sheepshead_match(deals: int, seed: int = 1) -> Match:
    """`deals` finished deals of random play, and the next one dealt."""
    match = new_match("sheepshead", 5, {"hands": deals + 1}, seed=seed)
    rng = random.Random(seed)
    for _ in range(deals):
        match.deal_next()
        while not match.needs_deal:
            match.apply(rng.choice(match.legal_actions()))
    match.deal_next()
    return match


def old_autosave(match: Match, folder: Path) -> None:
    """The autosave as it was: everything on the GUI thread."""
    data = save_data(match, SEATS, NAMES)
    target = folder / "old.json"
    tmp = folder / ".old.tmp"
    with open(tmp, "w", encoding="utf-8") as out:
        json.dump(data, out, ensure_ascii=False, indent=1)
        out.flush()
        os.fsync(out.fileno())
    os.replace(tmp, target)


def timed(action: object) -> float:
    start = time.perf_counter()
    action()  # type: ignore[operator]
    return (time.perf_counter() - start) * 1000


def measure(deals: int, saves: int) -> dict[str, float]:
    """Milliseconds per autosave (median over `saves`), old and new, at this match length."""
    match = sheepshead_match(deals)
    rng = random.Random(deals)
    with tempfile.TemporaryDirectory() as folder:
        store = SaveStore(Path(folder) / "saves")
        controller = MatchController.resume(match, SEATS, Pace(0, 0, 0))
        saver = Autosaver(controller, store)
        first = timed(saver.save_now)
        store.flush()
        old, new, writer = [], [], []
        for _ in range(saves):
            legal = match.legal_actions()
            if not legal:
                break
            match.apply(rng.choice(legal))
            old.append(timed(lambda: old_autosave(match, Path(folder))))
            new.append(timed(saver.save_now))
            writer.append(timed(store.flush))  # the writer thread's remaining work
        size = store.current.stat().st_size
    return {"old": statistics.median(old), "new": statistics.median(new), "first": first,
            "writer": statistics.median(writer), "kb": size / 1024}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, nargs="+", default=[10, 1000, 5000])
    parser.add_argument("--saves", type=int, default=15)
    args = parser.parse_args()
    _app = QCoreApplication.instance() or QCoreApplication(sys.argv)
    print(f"{'deals':>6} {'old GUI ms':>11} {'new GUI ms':>11} {'first after resume':>19}"
          f" {'writer thread ms':>17} {'file KB':>8}")
    for deals in args.deals:
        r = measure(deals, args.saves)
        print(f"{deals:>6} {r['old']:>11.2f} {r['new']:>11.2f} {r['first']:>19.1f}"
              f" {r['writer']:>17.1f} {r['kb']:>8.0f}")


if __name__ == "__main__":
    main()
