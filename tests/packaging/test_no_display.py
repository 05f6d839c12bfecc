"""No display (issue 28 item 9): the table says so in one line and exits with status 1,
where Qt alone aborts with status 134 and advice to install libxcb-cursor0; the headless
verbs work as before."""

from __future__ import annotations

import ctypes
import os
import select
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tablecards.app import display_problem, x_display_answers
from tests.packaging.smoke import isolated_env

START = [sys.executable, "-m", "tablecards"]
WAIT_S = 120
NOT_ANSWERING = ":987"
"""An X display number no test machine runs a server on."""


def no_display_env(home: Path, **extra: str) -> dict[str, str]:
    env = isolated_env(home, **extra)
    for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"):
        env.pop(name, None)
    env.update(extra)
    return env


def start(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(START + args, env=env, capture_output=True, text=True,
                          timeout=WAIT_S, check=False)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11/Wayland only")
def test_without_a_display_the_table_says_so_in_one_line(tmp_path: Path) -> None:
    done = start([], no_display_env(tmp_path / "home"))
    assert done.returncode == 1, done.stderr
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("tablecards: no display found (DISPLAY and WAYLAND_DISPLAY "
                               "are unset)")
    assert "tablecards replay" in lines[0]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11/Wayland only")
def test_a_display_that_does_not_answer_is_no_display(tmp_path: Path) -> None:
    try:
        ctypes.CDLL("libxcb.so.1")
    except OSError:
        pytest.skip("no libxcb to ask the X server with")
    if Path(f"/tmp/.X11-unix/X{NOT_ANSWERING[1:]}").exists():
        pytest.skip(f"an X server runs on {NOT_ANSWERING}")
    done = start([], no_display_env(tmp_path / "home", DISPLAY=NOT_ANSWERING))
    assert done.returncode == 1, done.stderr
    assert done.stderr.splitlines() == [done.stderr.strip()]
    assert done.stderr.startswith(
        f"tablecards: no display found (the X display {NOT_ANSWERING} given in DISPLAY "
        "does not answer)")


def test_the_headless_verbs_need_no_display(tmp_path: Path) -> None:
    env = no_display_env(tmp_path / "home")
    games = start(["games"], env)
    assert games.returncode == 0, games.stderr
    assert '"id": "tressette"' in games.stdout
    record = tmp_path / "broken.json"
    record.write_text("{}", encoding="utf-8")
    replay = start(["replay", str(record)], env)
    assert replay.returncode == 2 and "no display" not in replay.stderr, replay.stderr


@pytest.mark.parametrize(("argv", "env", "system", "problem"), [
    ([], {}, "linux", "DISPLAY and WAYLAND_DISPLAY are unset"),
    ([], {"QT_QPA_PLATFORM": "xcb"}, "linux", "DISPLAY is unset"),
    ([], {"QT_QPA_PLATFORM": "xcb", "WAYLAND_DISPLAY": "wayland-0"}, "linux",
     "DISPLAY is unset"),
    ([], {}, "freebsd14", "DISPLAY and WAYLAND_DISPLAY are unset"),
    ([], {"QT_QPA_PLATFORM": "offscreen"}, "linux", None),
    ([], {"QT_QPA_PLATFORM": "xcb;offscreen"}, "linux", None),
    ([], {"QT_QPA_PLATFORM": "wayland"}, "linux",
     "XDG_RUNTIME_DIR is unset, so no Wayland display can be reached"),
    (["tablecards", "-platform", "offscreen"], {}, "linux", None),
    (["tablecards", "-platform", "xcb"], {"QT_QPA_PLATFORM": "offscreen"}, "linux",
     "DISPLAY is unset"),
    ([], {}, "darwin", None),
    ([], {}, "win32", None),
])
def test_which_starts_have_no_display(argv: list[str], env: dict[str, str], system: str,
                                      problem: str | None) -> None:
    found = display_problem(argv, env, system)
    if problem is None:
        assert found is None
    else:
        assert found is not None and f"({problem})" in found


@pytest.mark.parametrize(("env", "problem"), [
    ({"WAYLAND_DISPLAY": "wayland-1"}, None),
    ({"WAYLAND_DISPLAY": "wayland-9"}, "no Wayland display at RUN/wayland-9"),
    ({"QT_QPA_PLATFORM": "wayland"}, "no Wayland display at RUN/wayland-0"),
    ({"QT_QPA_PLATFORM": "wayland-egl", "WAYLAND_DISPLAY": "wayland-1"}, None),
    ({"QT_QPA_PLATFORM": "wayland", "WAYLAND_DISPLAY": "RUN/wayland-1"}, None),
    ({"QT_QPA_PLATFORM": "wayland;xcb", "WAYLAND_DISPLAY": "wayland-9"},
     "no Wayland display at RUN/wayland-9; DISPLAY is unset"),
])
def test_a_wayland_display_is_its_socket(tmp_path: Path, env: dict[str, str],
                                         problem: str | None) -> None:
    """Wayland's client library reaches the compositor through a socket in XDG_RUNTIME_DIR
    (here a folder with `wayland-1` only)."""
    run = tmp_path / "run"
    run.mkdir()
    (run / "wayland-1").touch()
    env = {key: value.replace("RUN", str(run)) for key, value in env.items()}
    found = display_problem([], {"XDG_RUNTIME_DIR": str(run), **env}, "linux")
    if problem is None:
        assert found is None
    else:
        assert found is not None and f"({problem.replace('RUN', str(run))})" in found


@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="needs Xvfb")
def test_a_display_that_answers_is_a_display() -> None:
    """The probe asks a real X server and finds it (Xvfb picks a free display number and
    writes it once it accepts connections)."""
    ready, told = os.pipe()
    # -noreset: an X server resets when its last client leaves, and refuses connections
    # while it does; the probe below connects twice in a row
    server = subprocess.Popen(["Xvfb", "-displayfd", str(told), "-nolisten", "tcp", "-noreset"],
                              pass_fds=(told,), stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    os.close(told)
    try:
        readable, _, _ = select.select([ready], [], [], WAIT_S)
        assert readable, "Xvfb did not start"
        number = os.read(ready, 32).decode().strip()
        assert number.isdigit(), number
        assert x_display_answers(f":{number}") is True
        assert display_problem([], {"DISPLAY": f":{number}"}, "linux") is None
    finally:
        os.close(ready)
        server.terminate()
        server.wait(timeout=WAIT_S)
