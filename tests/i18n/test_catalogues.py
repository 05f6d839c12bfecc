"""The committed catalogues are complete, consistent and up to date with the sources."""

import ast
import re
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import PySide6
import pytest

from tests.game_cases import incubating_messages
from tests.i18n.conftest import ROOT, TS_DIR, ts_messages

sys.path.insert(0, str(ROOT / "scripts"))
import update_translations

PLACEHOLDER = re.compile(r"%n|%L?\d+|\{[a-z_]*\}")
CATALOGUES = sorted(TS_DIR.glob("*.ts"))


def test_both_languages_exist() -> None:
    assert {p.name for p in CATALOGUES} >= {"tablecards_ja.ts", "tablecards_en.ts"}


def _forms(message) -> list[str]:
    translation = message.find("translation")
    forms = [f.text or "" for f in translation.iter("numerusform")]
    return forms if message.get("numerus") == "yes" else [translation.text or ""]


@pytest.mark.parametrize("ts_path", CATALOGUES, ids=lambda p: p.name)
def test_every_message_is_finished_and_keeps_its_placeholders(ts_path: Path) -> None:
    """An incubating game's own messages may stay unfinished while it is built."""
    problems = []
    waiting = incubating_messages()
    for context, message in ts_messages(ts_path):
        source = message.findtext("source") or ""
        kind = message.find("translation").get("type")
        if kind == "unfinished" and (context, source) in waiting:
            continue
        if kind in ("unfinished", "vanished", "obsolete"):
            problems.append(f"{context}: {source!r} is {kind}")
            continue
        forms = _forms(message)
        if not all(f.strip() for f in forms):
            problems.append(f"{context}: {source!r} has an empty translation")
        want = sorted(set(PLACEHOLDER.findall(source)))
        problems += [f"{context}: {source!r} -> {f!r}: placeholders differ"
                     for f in forms if sorted(set(PLACEHOLDER.findall(f))) != want]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(("name", "count"), [("tablecards_ja.ts", 1), ("tablecards_en.ts", 2)])
def test_plural_forms_per_language(name: str, count: int) -> None:
    plurals = [m for _, m in ts_messages(TS_DIR / name) if m.get("numerus") == "yes"]
    assert plurals, "the table has %n plurals"
    assert all(len(_forms(m)) == count for m in plurals)


def test_english_plurals_read_naturally() -> None:
    forms = {m.findtext("source"): _forms(m) for _, m in ts_messages(TS_DIR / "tablecards_en.ts")}
    assert forms["%n trick(s)"] == ["%n trick", "%n tricks"]


def _keys(ts_path: Path) -> set[tuple[str, str]]:
    return {(c, m.findtext("source") or "") for c, m in ts_messages(ts_path)}


@pytest.mark.skipif(shutil.which("pyside6-lupdate") is None
                    and not (Path(sys.executable).parent / "pyside6-lupdate").exists(),
                    reason="pyside6-lupdate not installed")
@pytest.mark.skipif(PySide6.__version_info__ < (6, 12),
                    reason="the catalogues are kept with PySide6 6.12's lupdate: 6.11's misses "
                           "the plural of QCoreApplication.translate(context, text, '', n)")
def test_catalogues_are_up_to_date(tmp_path: Path) -> None:
    """lupdate over today's sources finds nothing that the committed catalogues lack.

    One lupdate run per language over the package (about a second). On failure run
    `python scripts/update_translations.py`, translate, and commit the .ts files.
    """
    for ts in CATALOGUES:
        shutil.copy(ts, tmp_path / ts.name)
    update_translations.update(tmp_path)
    for ts in CATALOGUES:
        fresh, committed = _keys(tmp_path / ts.name), _keys(ts)
        assert not fresh - committed, f"{ts.name} lacks {sorted(fresh - committed)}"
        assert not committed - fresh, f"{ts.name} keeps stale {sorted(committed - fresh)}"


def test_an_unfaithful_lupdate_is_refused_with_what_to_run(monkeypatch, tmp_path) -> None:
    """Under PySide6 6.11 (Python 3.11) with no newer project environment the script writes
    nothing and names the commands that work."""
    monkeypatch.setattr(update_translations, "pyside_version", lambda: (6, 11))
    monkeypatch.setattr(update_translations, "faithful_interpreter", lambda: None)
    monkeypatch.setattr(update_translations, "update", lambda *a, **k: pytest.fail("wrote"))
    with pytest.raises(SystemExit) as refused:
        update_translations.main(["--ts-dir", str(tmp_path)])
    message = str(refused.value)
    assert "6.11" in message and "Python 3.12" in message and ".venv-3.13" in message
    assert list(tmp_path.iterdir()) == []


def test_an_unfaithful_lupdate_hands_over_to_a_faithful_environment(monkeypatch) -> None:
    """With a `.venv-3.N` that has PySide6 6.12 the script runs itself again there, with the
    same arguments."""
    handed: list[list[str]] = []

    class HandedOver(Exception):
        pass

    def execv(path: str, args: list[str]) -> None:
        handed.append(args)
        raise HandedOver

    good = Path("/somewhere/.venv-3.13/bin/python")
    monkeypatch.setattr(update_translations, "pyside_version", lambda: (6, 11))
    monkeypatch.setattr(update_translations, "faithful_interpreter", lambda: good)
    monkeypatch.setattr(update_translations.os, "execv", execv)
    with pytest.raises(HandedOver):
        update_translations.main(["--ts-dir", "out"])
    assert handed == [[str(good), str(ROOT / "scripts" / "update_translations.py"),
                       "--ts-dir", "out"]]


def test_a_faithful_environment_is_found_by_its_pyside_version(tmp_path) -> None:
    """Only an environment whose PySide6 is 6.12 or newer is chosen (a fake one here)."""
    for name, version in ((".venv-3.12", "6 11"), (".venv-3.13", "6 12")):
        python = tmp_path / name / "bin" / "python"
        python.parent.mkdir(parents=True)
        python.write_text(f"#!/bin/sh\necho {version}\n")
        python.chmod(0o755)
    assert update_translations.faithful_interpreter(tmp_path) == \
        tmp_path / ".venv-3.13" / "bin" / "python"


def _is_translate(func: ast.expr) -> bool:
    """`QCoreApplication.translate(...)`, `self.tr(...)` or a bare `tr(...)`."""
    if isinstance(func, ast.Name):
        return func.id == "tr"
    if not isinstance(func, ast.Attribute):
        return False
    owner = func.value
    if func.attr == "translate":
        return isinstance(owner, ast.Name) and owner.id == "QCoreApplication"
    return func.attr == "tr" and isinstance(owner, ast.Name) and owner.id == "self"


def _wrapper_functions(tree: ast.AST) -> list[str]:
    """Functions that pass their own text parameter to a translate call: lupdate cannot see
    the strings given to them, so those strings would silently stay English."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        if "QT_TRANSLATE_NOOP" in (ast.get_docstring(node) or ""):
            continue  # documented as taking only literals marked with QT_TRANSLATE_NOOP
        params = {a.arg for a in node.args.args if a.arg not in ("self", "cls")}
        for call in ast.walk(node):
            if (
                isinstance(call, ast.Call)
                and _is_translate(call.func)
                and any(isinstance(a, ast.Name) and a.id in params for a in call.args[:2])
            ):
                found.append(node.name)
    return found


def test_no_translation_wrappers_hide_strings_from_lupdate() -> None:
    offenders = []
    for path in sorted((ROOT / "tablecards").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        offenders += [f"{path.relative_to(ROOT)}:{name}" for name in _wrapper_functions(tree)]
    assert offenders == []


def test_every_context_has_a_name() -> None:
    """`tr()` outside a class lands in a nameless context that nothing looks up."""
    for path in (ROOT / "translations").glob("*.ts"):
        names = [c.findtext("name") for c in ET.parse(path).getroot().iter("context")]
        assert all(names), f"{path.name} has a context without a name"


def test_no_translation_inside_f_strings() -> None:
    """lupdate does not look inside f-strings: a tr() there is never translated."""
    offenders = []
    for path in sorted((ROOT / "tablecards").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.JoinedStr):
                inner = [n for v in node.values for n in ast.walk(v) if isinstance(n, ast.Call)]
                if any(_is_translate(call.func) for call in inner):
                    offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert offenders == []
