"""One running copy per home (issue 28 item 1), with real processes: `python -m tablecards`
started twice with one home hands over to the first copy, which brings its window forward;
a copy killed with SIGKILL does not block the next start; two homes do not meet.

The copies run in the single-copy check mode (TABLECARDS_SMOKE=instance, see
`tablecards.app.InstanceSmoke`): the first prints `smoke: listening` once it holds the data
folder, and `smoke: raised: ...` (then quits) when a later start asked for its window.
"""

from __future__ import annotations

import queue
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.packaging.smoke import isolated_env

START = [sys.executable, "-m", "tablecards"]
WAIT_S = 120
"""Bound on any one wait for a copy (a loaded machine starts Python and Qt slowly)."""


class Copy:
    """A running first copy whose stdout is read line by line in the background."""

    def __init__(self, home: Path, *args: str) -> None:
        self.process = subprocess.Popen(
            [*START, *args], env=isolated_env(home, TABLECARDS_SMOKE="instance"),
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def wait_for(self, wanted: str) -> list[str]:
        """Lines up to and including `wanted`; fails if the copy ends or stalls first."""
        seen: list[str] = []
        while True:
            line = self.lines.get(timeout=WAIT_S)
            assert line is not None, f"the copy ended before {wanted!r}: {seen}"
            seen.append(line)
            if line == wanted:
                return seen

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=WAIT_S)
        self.reader.join(timeout=WAIT_S)  # the pipe ends with the process
        assert self.process.stdout is not None
        self.process.stdout.close()


@pytest.fixture
def copies() -> Iterator[list[Copy]]:
    started: list[Copy] = []
    yield started
    for copy in started:
        copy.kill()


def first_copy(home: Path, copies: list[Copy], *args: str) -> Copy:
    copies.append(Copy(home, *args))
    copies[-1].wait_for("smoke: listening")
    return copies[-1]


def second_start(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*START, *args], env=isolated_env(home, TABLECARDS_SMOKE="instance"),
                          capture_output=True, text=True, timeout=WAIT_S, check=False)


def assert_handed_over(second: subprocess.CompletedProcess[str], first: Copy,
                       link: str | None = None) -> None:
    """The second start left at once with status 0 and the first brought its window up
    (and opened its Join dialog with `link`, when the second start was given one)."""
    assert second.returncode == 0, second.stdout + second.stderr
    assert second.stdout.splitlines() == ["smoke: handed over"], second.stdout
    first.wait_for("smoke: raised: minimized=no")
    if link is not None:
        first.wait_for(f"smoke: join dialog: {link}")
    assert first.process.wait(timeout=WAIT_S) == 0


def test_a_second_start_brings_the_first_forward(tmp_path: Path, copies: list[Copy]) -> None:
    home = tmp_path / "home"
    first = first_copy(home, copies)
    assert_handed_over(second_start(home), first)


def test_a_killed_copy_does_not_block_the_next(tmp_path: Path, copies: list[Copy]) -> None:
    home = tmp_path / "home"
    first_copy(home, copies).kill()
    assert list(home.rglob("tablecards.lock")), "the killed copy left no lock to test with"
    restarted = first_copy(home, copies)
    assert_handed_over(second_start(home), restarted)


def test_two_homes_are_two_copies(tmp_path: Path, copies: list[Copy]) -> None:
    one = first_copy(tmp_path / "one", copies)
    other = first_copy(tmp_path / "other 日本語", copies)  # its own window, not a hand-over
    assert_handed_over(second_start(tmp_path / "other 日本語"), other)
    assert_handed_over(second_start(tmp_path / "one"), one)


LINK = "tablecards://192.168.1.20:8765/ABCD-EFGH-JKMN"
"""An invitation as the desktop passes it when a player clicks one (Exec=tablecards %u)."""


def test_a_link_opens_the_join_dialog_at_the_first_start(tmp_path: Path,
                                                         copies: list[Copy]) -> None:
    home = tmp_path / "home"
    copies.append(Copy(home, LINK))
    assert copies[-1].wait_for("smoke: listening")[-2:] == [f"smoke: join dialog: {LINK}",
                                                            "smoke: listening"]


def test_a_link_given_to_a_second_start_opens_in_the_first(tmp_path: Path,
                                                            copies: list[Copy]) -> None:
    home = tmp_path / "home"
    first = first_copy(home, copies)
    assert_handed_over(second_start(home, LINK), first, LINK)
