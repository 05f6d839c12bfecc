"""The committed catalogues are complete, consistent and up to date with the sources."""

import re
import shutil
import sys
from pathlib import Path

import pytest

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
    problems = []
    for context, message in ts_messages(ts_path):
        source = message.findtext("source") or ""
        kind = message.find("translation").get("type")
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
