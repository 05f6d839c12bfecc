"""`./tc` finds its Python as README.md says: python3 when it is 3.11 or newer, else other names
on PATH, then pyenv (`PYENV_ROOT`, `pyenv which`); `TC_PYTHON` overrides; a Python without
venv/ensurepip is named with the package to install, never called too old.

Each test runs the real script (`./tc which-python`, or `./tc run` up to making the virtual
environment) with a PATH and PYENV_ROOT of stub interpreters: shell scripts that answer the
script's probe with a version, and fail it as a Python without venv or ensurepip would."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
from pathlib import Path

import pytest

TC = Path(__file__).resolve().parent.parent / "tc"
BASH = shutil.which("bash")

pytestmark = pytest.mark.skipif(BASH is None or os.name != "posix", reason="needs bash")


def stub(path: Path, version: str, venv: bool = True, makes_venv: bool = True) -> Path:
    """An executable answering `-c PROBE` with `version` (failing after it without venv, as
    the probe's `import venv, ensurepip` would) and `-m venv DIR` as `makes_venv` says."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("#!/bin/sh\n"
                    f'if [ "$1" = -m ]; then exit {0 if makes_venv else 1}; fi\n'
                    f'echo "{version} $0"\n'
                    f"exit {0 if venv else 1}\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


class Machine:
    """A PATH directory and a PYENV_ROOT of stubs, and ./tc run against them."""

    def __init__(self, root: Path) -> None:
        self.bin = root / "bin"
        self.tools = root / "tools"  # the few real commands ./tc needs besides interpreters
        self.pyenv = root / "pyenv"
        self.home = root / "home"
        for d in (self.bin, self.tools, self.pyenv, self.home):
            d.mkdir()
        for tool in ("rm",):
            found = shutil.which(tool)
            assert found is not None
            (self.tools / tool).symlink_to(found)

    def on_path(self, name: str, version: str, **kw: bool) -> Path:
        return stub(self.bin / name, version, **kw)

    def in_pyenv(self, version: str, **kw: bool) -> Path:
        return stub(self.pyenv / "versions" / version / "bin" / "python3", version[:4], **kw)

    def tc(self, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
        assert BASH is not None
        full = {"PATH": f"{self.bin}:{self.tools}", "HOME": str(self.home),
                "PYENV_ROOT": str(self.pyenv), **env}
        return subprocess.run([BASH, str(TC), *args], env=full, capture_output=True,
                              text=True, timeout=60, check=False)

    def which(self, *args: str, **env: str) -> str:
        done = self.tc("which-python", *args, **env)
        assert done.returncode == 0, done.stderr
        return done.stdout.strip()


@pytest.fixture
def machine(tmp_path: Path) -> Machine:
    return Machine(tmp_path)


def test_python3_is_preferred_when_it_is_3_11_or_newer(machine: Machine) -> None:
    python3 = machine.on_path("python3", "3.11")
    machine.on_path("python3.13", "3.13")
    machine.in_pyenv("3.12.1")
    assert machine.which() == str(python3)
    assert machine.which("3.13") == str(machine.bin / "python3.13")


def test_an_old_python3_gives_way_to_a_newer_name_on_path(machine: Machine) -> None:
    machine.on_path("python3", "3.10")
    newer = machine.on_path("python3.12", "3.12")
    assert machine.which() == str(newer)


def test_pyenv_root_is_honoured_newest_first(machine: Machine) -> None:
    machine.on_path("python3", "3.9")
    machine.in_pyenv("3.10.13")
    old = machine.in_pyenv("3.11.7")
    new = machine.in_pyenv("3.13.0")
    assert machine.which() == str(new)
    assert machine.which("3.11") == str(old)


def test_pyenv_which_comes_before_the_other_pyenv_versions(machine: Machine) -> None:
    chosen = stub(machine.home / "elsewhere" / "python3", "3.12")
    stub(machine.pyenv / "bin" / "pyenv", "unused").write_text(
        f'#!/bin/sh\n[ "$1 $2" = "which python3" ] && echo {chosen}\n')
    machine.in_pyenv("3.13.0")
    assert machine.which() == str(chosen)


def test_tc_python_overrides_the_search(machine: Machine) -> None:
    machine.on_path("python3", "3.13")
    mine = stub(machine.home / "mine" / "python", "3.11")
    assert machine.which(TC_PYTHON=str(mine)) == str(mine)
    old = stub(machine.home / "old" / "python", "3.10")
    done = machine.tc("which-python", TC_PYTHON=str(old))
    assert done.returncode == 1 and "TC_PYTHON" in done.stderr and not done.stdout


def test_no_python_new_enough_says_so(machine: Machine) -> None:
    machine.on_path("python3", "3.10")
    machine.in_pyenv("3.9.18")
    done = machine.tc("which-python")
    assert done.returncode == 1 and not done.stdout
    assert "3.11 or newer" in done.stderr


def test_a_python_without_venv_names_the_package_to_install(machine: Machine) -> None:
    python3 = machine.on_path("python3", "3.11", venv=False)
    done = machine.tc("which-python")
    assert done.returncode == 1 and not done.stdout
    assert str(python3) in done.stderr
    assert "python3.11-venv" in done.stderr and "python3-venv" in done.stderr
    assert "newer" not in done.stderr and "old" not in done.stderr


def test_one_without_venv_is_passed_over_for_one_with_it(machine: Machine) -> None:
    machine.on_path("python3", "3.11", venv=False)
    with_venv = machine.on_path("python3.12", "3.12")
    assert machine.which() == str(with_venv)


def test_a_failed_venv_is_removed_and_explained(machine: Machine, tmp_path: Path) -> None:
    machine.on_path("python3", "3.11", makes_venv=False)
    venv = tmp_path / "venv"
    venv.mkdir()  # as a half-made environment would be left
    done = machine.tc("run", TC_VENV=str(venv))
    assert done.returncode == 1
    assert "python3.11-venv" in done.stderr and not venv.exists()


def ldconfig_listing(machine: Machine, sonames: list[str]) -> None:
    """A stub ldconfig whose cache holds just `sonames`."""
    lines = "".join(f"\\t{name} (libc6,x86-64) => /usr/lib/{name}\\n" for name in sonames)
    stub_path = machine.tools / "ldconfig"
    stub_path.write_text(f'#!/bin/sh\nprintf "{lines}"\n')
    stub_path.chmod(0o755)
    for tool in ("uname", "grep"):
        found = shutil.which(tool)
        assert found is not None
        (machine.tools / tool).symlink_to(found)


def test_missing_desktop_libraries_are_named_by_package(machine: Machine) -> None:
    ldconfig_listing(machine, ["libEGL.so.1", "libxcb-cursor.so.0"])
    done = machine.tc("desktop-libs")
    assert done.returncode == 1
    assert "sudo apt-get install" in done.stderr
    assert "libxcb-icccm4" in done.stderr and "libxcb-keysyms1" in done.stderr
    assert "libegl1" not in done.stderr and "libxcb-cursor0 " not in done.stderr


def test_a_complete_desktop_passes_the_library_check(machine: Machine) -> None:
    tc_text = TC.read_text()
    sonames = [entry.split(":")[0] for entry in tc_text.split("DESKTOP_LIBS=(")[1]
               .split(")")[0].split()]
    ldconfig_listing(machine, sonames)
    done = machine.tc("desktop-libs")
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
