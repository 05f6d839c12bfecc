"""Launch to the first mapped window: tablecards against a bare PySide6 window, as a ratio.

Each round starts a bare PySide6 program (a QLabel shown by `QApplication.exec`) and then
each chosen build of tablecards, one at a time, on a private Xvfb display; a build's time is
from just before its process is started to the X server's MapNotify of its first top-level
window (the window's `_NET_WM_PID` names the process). The event is read from a connection
to the display opened beforehand, so nothing polls and the figure is accurate to a
millisecond or so. The process is then killed and the next one starts.

Builds (any number of them, in this order):

- `--checkout`: the checkout's own environment (`python -m tablecards` with this Python);
- `--wheel`: a wheel built from the checkout's files (copied to a temporary folder, so the
  checkout's build/ is not touched) and installed without its dependencies into a temporary
  venv that borrows this environment's site-packages for PySide6, websockets and zeroconf;
  started by the venv's `tablecards` script, as a player's installed command;
- `--wheel-at REV`: the same from a git revision's files (`git archive`), to time a change
  against the code before it in one run;
- `--frozen DIR`: a frozen build's folder (packaging/build_frozen.py makes
  `dist/frozen/tablecards/`; `--build-frozen` builds one into the temporary folder first,
  a few minutes); repeat it to time several builds (numbered in the order given).

Every run gets a fresh data and settings folder (no saved match, no single-copy lock from
the run before); the home and cache folders are shared by all runs of one call, so the font
cache is built once, in the warm-up round that is not counted (PYTHONDONTWRITEBYTECODE is
dropped from the programs' environment, so the checkout's bytecode is cached there too). The
medians of the counted rounds and each build's ratio to the bare window's median are printed;
so is the median of the round-by-round ratios, which holds better when other work loads the
machine. Beside the wall time, the processor time the program had used when its window was
mapped (every thread, from /proc/PID/task/*/schedstat) is printed the same way: on a shared,
loaded machine it is the steadier figure of the work the start does.

    python benchmarks/startup.py [--rounds 5] [--floor] [--checkout] [--wheel] [--frozen DIR]

`--floor` adds three programs after the bare window: the same window after naming Qt's `Qt`
namespace; after naming every PySide6 class whose enums exist when the app's window is
mapped (LOBBY_QT_CLASSES), building nothing else, about the least any PySide6 window using
those classes can take; and that with a plain 120-widget form, half the lobby's widgets,
made by no code of the app's. The ratio left for the app's own work is the distance from
them.

Without a build option, `--checkout --wheel` is measured. Needs Xvfb and libX11 (Linux).
"""

from __future__ import annotations

import argparse
import ctypes
import os
import select
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BARE_PROGRAM = (
    "import sys\n"
    "from PySide6.QtWidgets import QApplication, QLabel\n"
    "app = QApplication(sys.argv)\n"
    "label = QLabel('bare')\n"
    "label.show()\n"
    "sys.exit(app.exec())\n"
)
LOBBY_QT_CLASSES = {
    "QtCore": "Qt QByteArray QCryptographicHash QDateTime QEvent QLibraryInfo QLockFile QSettings "
              "QStandardPaths QThread",
    "QtGui": "QAction QActionGroup QContextMenuEvent QFont QFontDatabase QIcon QInputMethodEvent "
             "QKeySequence QPaintDevice QPainter QPainterPath QPalette QPlatformSurfaceEvent "
             "QScrollEvent",
    "QtWidgets": "QAbstractItemDelegate QAbstractItemView QAbstractScrollArea QAbstractSpinBox "
                 "QBoxLayout QComboBox QDialog QFrame QGraphicsSceneContextMenuEvent QLayout "
                 "QLineEdit QListView QListWidgetItem QMainWindow QMessageBox QSizePolicy "
                 "QStyleOption QStyleOptionViewItem QToolButton QWidget",
}
"""The PySide6 classes whose enums exist when the app's first window is mapped (2026-12-06,
found by listing the Python enums of PySide6 after `MainWindow().show()`): PySide6 makes a
class's Python type and every enum of it (the `Qt` namespace alone has 93) the first time
the class is named, so any program that uses these classes pays that before its window."""
NAMING_LOBBY_QT = (
    "import PySide6.QtCore, PySide6.QtGui, PySide6.QtWidgets\n"
    f"for module, names in {LOBBY_QT_CLASSES!r}.items():\n"
    "    for name in names.split():\n"
    "        getattr(getattr(PySide6, module), name)\n"
)
"""The floor programs' first lines: every class of LOBBY_QT_CLASSES named, nothing built."""
FLOOR_PROGRAMS = {
    "Qt named": (
        "import sys\n"
        "from PySide6.QtCore import Qt\n"
        "from PySide6.QtWidgets import QApplication, QLabel\n"
        "app = QApplication(sys.argv)\n"
        "label = QLabel('bare')\n"
        "label.setAlignment(Qt.AlignmentFlag.AlignCenter)\n"
        "label.show()\n"
        "sys.exit(app.exec())\n"),
    "lobby's Qt": NAMING_LOBBY_QT + BARE_PROGRAM,
    "120 widgets": NAMING_LOBBY_QT + (
        "import sys\n"
        "from PySide6.QtWidgets import (QApplication, QCheckBox, QComboBox, QGridLayout,\n"
        "                               QLabel, QMainWindow, QWidget)\n"
        "app = QApplication(sys.argv)\n"
        "window, form = QMainWindow(), QWidget()\n"
        "grid = QGridLayout(form)\n"
        "for row in range(40):\n"
        "    grid.addWidget(QLabel(f'Option {row}'), row, 0)\n"
        "    if row % 2:\n"
        "        box = QComboBox()\n"
        "        box.addItems(['one', 'two', 'three'])\n"
        "    else:\n"
        "        box = QCheckBox(f'Choice {row}')\n"
        "    grid.addWidget(box, row, 1)\n"
        "    grid.addWidget(QLabel(\"<a href='#'>?</a>\"), row, 2)\n"
        "window.setCentralWidget(form)\n"
        "window.show()\n"
        "sys.exit(app.exec())\n"),
}
"""`--floor`: the bare window after naming Qt's namespace; after naming every class of
LOBBY_QT_CLASSES, building nothing more (what PySide6 itself costs a window like the lobby);
and that with a plain form of 120 widgets (labels, boxes and links in a grid, about half the
lobby's 230) made by no code of the app's."""
MAP_TIMEOUT_S = 60.0
"""How long one start may take to map its window before the run counts as failed."""
SOURCE_ITEMS = ("tablecards", "assets", "translations", "packaging", "setup.py",
                "pyproject.toml", "README.md", "LICENSE", "MANIFEST.in")
"""What of the checkout a wheel is built from."""

# Xlib's numbers (X.h)
SUBSTRUCTURE_NOTIFY_MASK = 1 << 19
MAP_NOTIFY = 19
ANY_PROPERTY_TYPE = 0


class XMapEvent(ctypes.Structure):
    """Xlib's XMapEvent, the only event read here."""

    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong),
                ("send_event", ctypes.c_int), ("display", ctypes.c_void_p),
                ("event", ctypes.c_ulong), ("window", ctypes.c_ulong),
                ("override_redirect", ctypes.c_int)]


class XEvent(ctypes.Union):
    """Xlib's XEvent: 24 longs, of which a MapNotify uses the first few."""

    _fields_ = [("type", ctypes.c_int), ("xmap", XMapEvent), ("pad", ctypes.c_long * 24)]


class MapWatcher:
    """A connection to the X display that hears every top-level window being mapped."""

    def __init__(self, display: str) -> None:
        self.xlib = ctypes.CDLL("libX11.so.6")
        self.xlib.XOpenDisplay.restype = ctypes.c_void_p
        self.xlib.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self.xlib.XDefaultRootWindow.restype = ctypes.c_ulong
        self.xlib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        self.xlib.XSelectInput.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_long]
        self.xlib.XConnectionNumber.argtypes = [ctypes.c_void_p]
        self.xlib.XPending.argtypes = [ctypes.c_void_p]
        self.xlib.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.POINTER(XEvent)]
        self.xlib.XFlush.argtypes = [ctypes.c_void_p]
        self.xlib.XInternAtom.restype = ctypes.c_ulong
        self.xlib.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        self.xlib.XGetWindowProperty.argtypes = [
            ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long, ctypes.c_long,
            ctypes.c_int, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
            ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_ulong),
            ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_void_p)]
        self.xlib.XFree.argtypes = [ctypes.c_void_p]
        self.xlib.XCloseDisplay.argtypes = [ctypes.c_void_p]
        self.display = self.xlib.XOpenDisplay(display.encode())
        if not self.display:
            raise RuntimeError(f"cannot open the X display {display}")
        root = self.xlib.XDefaultRootWindow(self.display)
        self.xlib.XSelectInput(self.display, root, SUBSTRUCTURE_NOTIFY_MASK)
        self.xlib.XFlush(self.display)
        self.pid_atom = self.xlib.XInternAtom(self.display, b"_NET_WM_PID", 0)
        self.socket = self.xlib.XConnectionNumber(self.display)

    def close(self) -> None:
        self.xlib.XCloseDisplay(self.display)

    def drain(self) -> None:
        """Forget the events that arrived so far (the previous run's windows)."""
        event = XEvent()
        while self.xlib.XPending(self.display):
            self.xlib.XNextEvent(self.display, ctypes.byref(event))

    def wait_for_map(self, process: subprocess.Popen[bytes], deadline: float) -> float | None:
        """The monotonic time at which a window of `process` was mapped; None when the
        deadline passes or the process ends first. A window without `_NET_WM_PID` counts too:
        only one program runs on the display at a time."""
        pid = process.pid
        event = XEvent()
        while True:
            while self.xlib.XPending(self.display):
                self.xlib.XNextEvent(self.display, ctypes.byref(event))
                now = time.monotonic()
                if event.type == MAP_NOTIFY and self._owner(event.xmap.window) in (pid, None):
                    return now
            left = deadline - time.monotonic()
            if left <= 0 or process.poll() is not None:
                return None
            select.select([self.socket], [], [], min(left, 0.5))

    def _owner(self, window: int) -> int | None:
        """The `_NET_WM_PID` of `window`, or None when it has none."""
        kind, size = ctypes.c_ulong(), ctypes.c_int()
        count, after = ctypes.c_ulong(), ctypes.c_ulong()
        data = ctypes.c_void_p()
        status = self.xlib.XGetWindowProperty(
            self.display, window, self.pid_atom, 0, 1, 0, ANY_PROPERTY_TYPE, ctypes.byref(kind),
            ctypes.byref(size), ctypes.byref(count), ctypes.byref(after), ctypes.byref(data))
        if status != 0 or not data.value:
            return None
        try:
            if count.value < 1 or size.value != 32:
                return None
            return int(ctypes.cast(data, ctypes.POINTER(ctypes.c_ulong))[0])
        finally:
            self.xlib.XFree(data)


@contextmanager
def xvfb() -> Iterator[str]:
    """A private Xvfb server on a free display number; yields its DISPLAY."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x800x24", "-nolisten",
         "tcp"], pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    try:
        number = b""
        while not number.endswith(b"\n"):
            chunk = os.read(read_end, 16)
            if not chunk:
                raise RuntimeError("Xvfb did not start")
            number += chunk
        yield f":{number.decode().strip()}"
    finally:
        os.close(read_end)
        server.terminate()
        server.wait(timeout=10)


@dataclass
class Build:
    """One program to start: its command, its launch-to-map times and the processor time it
    had used when its window was mapped."""

    name: str
    command: list[str]
    times: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)


class Launcher:
    """Starts programs on the display, each with fresh data folders, and times their maps."""

    def __init__(self, display: str, watcher: MapWatcher, scratch: Path) -> None:
        self.display = display
        self.watcher = watcher
        self.scratch = scratch
        self.runs = 0
        self.home = scratch / "home"
        (self.home / ".cache").mkdir(parents=True, exist_ok=True)
        self.runtime = scratch / "runtime"
        self.runtime.mkdir(mode=0o700, exist_ok=True)

    def environment(self) -> dict[str, str]:
        """This process's environment for a program on the private display, with a shared
        home and cache and a data and settings folder of its own."""
        self.runs += 1
        own = self.scratch / f"run{self.runs}"
        env = {key: value for key, value in os.environ.items()
               if not key.startswith(("QT_", "XDG_", "WAYLAND_", "TABLECARDS_"))
               and key != "PYTHONDONTWRITEBYTECODE"}  # a player's Python keeps its .pyc
        env.update(DISPLAY=self.display, QT_QPA_PLATFORM="xcb", HOME=str(self.home),
                   XDG_CACHE_HOME=str(self.home / ".cache"), XDG_RUNTIME_DIR=str(self.runtime),
                   XDG_CONFIG_HOME=str(own / "config"), XDG_DATA_HOME=str(own / "data"),
                   LANG="en_US.UTF-8")
        return env

    def time_start(self, command: list[str]) -> tuple[float, float]:
        """Seconds from starting `command` to its first window mapped, and the processor
        seconds it had used by then (then it is killed)."""
        self.watcher.drain()
        env = self.environment()
        start = time.monotonic()
        process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.PIPE, start_new_session=True)
        try:
            mapped = self.watcher.wait_for_map(process, start + MAP_TIMEOUT_S)
            used = cpu_seconds(process.pid)
        finally:
            problem = stop(process)
        if mapped is None:
            raise RuntimeError(f"{' '.join(command)}: no window (it ended, or "
                               f"{MAP_TIMEOUT_S:.0f} s passed)\n{problem}")
        return mapped - start, used


def cpu_seconds(pid: int) -> float:
    """The processor time of every thread of process `pid` so far, from the scheduler's own
    count in nanoseconds (/proc/PID/task/*/schedstat): unlike the wall time it hardly grows
    when other work shares the processors."""
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            total += int((task / "schedstat").read_text().split()[0])
        except (OSError, ValueError, IndexError):
            continue  # a thread that ended meanwhile
    return total / 1e9


def stop(process: subprocess.Popen[bytes]) -> str:
    """Kill a started program and everything it started (its own session); returns what it
    wrote to its standard error, which says why when it never showed a window."""
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGKILL)
    _, errors = process.communicate(timeout=30)
    return (errors or b"").decode(errors="replace")


def install_wheel(scratch: Path, revision: str | None = None) -> Path:
    """Build a wheel of the checkout's files (or of a git revision's) and install it into a
    temporary venv; returns the venv's `tablecards` command."""
    scratch = scratch / (f"at-{revision}" if revision else "work")
    source = scratch / "source"
    source.mkdir(parents=True)
    if revision:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", revision, *SOURCE_ITEMS],
                                 check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", str(source)], input=archive, check=True)
    for item in SOURCE_ITEMS if not revision else ():
        path = ROOT / item
        if path.is_dir():
            shutil.copytree(path, source / item,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.qm"))
        elif path.exists():
            shutil.copy2(path, source / item)
    wheels = scratch / "wheels"
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
         "--wheel-dir", str(wheels), str(source)])
    venv = scratch / "venv"
    run([sys.executable, "-m", "venv", "--without-pip", str(venv)])
    site = next((venv / "lib").glob("python*/site-packages"))
    borrowed = [p for p in sys.path if p.endswith("site-packages") and Path(p).is_dir()]
    (site / "borrowed_dependencies.pth").write_text("\n".join(borrowed) + "\n")
    wheel = next(wheels.glob("tablecards-*.whl"))
    run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-index",
         "--target", str(site), str(wheel)])
    # the console script, as pip writes it for a venv install, pointing at the venv's Python
    script = venv / "bin" / "tablecards"
    script.write_text(f"#!{venv / 'bin' / 'python'}\nimport sys\n"
                      "from tablecards.cli import main\nsys.exit(main())\n")
    script.chmod(0o755)
    run([str(venv / "bin" / "python"), "-m", "compileall", "-q", str(site / "tablecards")])
    return script


def build_frozen(scratch: Path) -> Path:
    """A frozen build made by packaging/build_frozen.py; returns its folder."""
    dist = scratch / "frozen"
    run([sys.executable, str(ROOT / "packaging" / "build_frozen.py"), "--dist", str(dist),
         "--work", str(scratch / "frozen-work")])
    return dist / "tablecards"


def run(command: list[str]) -> None:
    print("$", " ".join(command), flush=True)
    subprocess.run(command, check=True)


def builds(args: argparse.Namespace, scratch: Path) -> list[Build]:
    """The programs to time, the bare window first."""
    chosen = [Build("bare window", [sys.executable, "-c", BARE_PROGRAM])]
    if args.floor:
        chosen += [Build(name, [sys.executable, "-c", program])
                   for name, program in FLOOR_PROGRAMS.items()]
    if args.checkout:
        chosen.append(Build("checkout", [sys.executable, "-m", "tablecards"]))
    if args.wheel:
        chosen.append(Build("wheel", [str(install_wheel(scratch))]))
    for revision in args.wheel_at:
        chosen.append(Build(f"wheel@{revision}"[:12], [str(install_wheel(scratch, revision))]))
    folders = [build_frozen(scratch)] if args.build_frozen else []
    folders += args.frozen
    for i, folder in enumerate(folders):  # several are numbered in the order given
        name = "frozen" if len(folders) == 1 else f"frozen {i + 1}"
        if len(folders) > 1:
            print(f"{name}: {folder}")
        chosen.append(Build(name, [str(Path(folder) / "tablecards")]))
    return chosen


def report(chosen: list[Build]) -> None:
    """Each build's medians and ratios to the bare window: the wall time to the mapped
    window (what a player waits), then the processor time used by then."""
    for title, figures in (("launch to mapped window, s", lambda b: b.times),
                           ("processor time by then, s", lambda b: b.cpu)):
        bare = figures(chosen[0])
        print(f"\n{title}\n{'program':<14} {'median':>8} {'min':>8} {'max':>8} {'ratio':>7} "
              f"{'per round':>10}")
        for build in chosen:
            own = figures(build)
            median = statistics.median(own)
            paired = statistics.median(a / b for a, b in zip(own, bare, strict=True))
            print(f"{build.name:<14} {median:8.3f} {min(own):8.3f} {max(own):8.3f} "
                  f"{median / statistics.median(bare):6.2f}× {paired:9.2f}×")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="counted rounds (default 5)")
    parser.add_argument("--floor", action="store_true",
                        help="time the bare window that names Qt's classes the lobby uses, too")
    parser.add_argument("--checkout", action="store_true", help="time python -m tablecards")
    parser.add_argument("--wheel", action="store_true", help="time an installed wheel")
    parser.add_argument("--wheel-at", action="append", default=[], metavar="REV",
                        help="time a wheel of this git revision too (repeatable): before and "
                             "after a change, in one interleaved run")
    parser.add_argument("--frozen", type=Path, action="append", default=[],
                        help="time the frozen build in this folder (repeat to compare builds)")
    parser.add_argument("--build-frozen", action="store_true",
                        help="build a frozen app first (a few minutes) and time it")
    args = parser.parse_args()
    if not (args.checkout or args.wheel or args.wheel_at or args.frozen or args.build_frozen):
        args.checkout = args.wheel = True
    with tempfile.TemporaryDirectory(prefix="tablecards-startup-") as folder:
        scratch = Path(folder)
        chosen = builds(args, scratch)
        with xvfb() as display:
            watcher = MapWatcher(display)
            try:
                launcher = Launcher(display, watcher, scratch)
                for round_number in range(args.rounds + 1):  # round 0: the warm-up
                    measured = [launcher.time_start(build.command) for build in chosen]
                    seconds = [wall for wall, _ in measured]
                    if round_number > 0:
                        for build, (wall, cpu) in zip(chosen, measured, strict=True):
                            build.times.append(wall)
                            build.cpu.append(cpu)
                    print(f"round {round_number}{' (warm-up)' if not round_number else ''}: "
                          + ", ".join(f"{b.name} {t:.3f}" for b, t in zip(chosen, seconds,
                                                                           strict=True)),
                          flush=True)
            finally:
                watcher.close()
    report(chosen)
    return 0


if __name__ == "__main__":
    sys.exit(main())
