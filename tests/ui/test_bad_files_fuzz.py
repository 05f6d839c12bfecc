"""Any save file and any settings value: the app reads it or says why, and never crashes.

Hypothesis spoils real saves (bytes cut, inserted or replaced; the save's own fields given any
JSON value, names any text, lone surrogates included) and writes arbitrary settings values.
A save either resumes (and its panel shows, and it can be saved again) or is a SaveError; a
settings value reads as a usable value, and `repair` leaves no bad key behind.
"""

from __future__ import annotations

import json
import string
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QSettings

from tablecards.rules.registry import new_match
from tablecards.ui.controller import SeatConfig
from tablecards.ui.save_ui import ContinuePanel
from tablecards.ui.saves import SavedMatch, SaveError, SaveStore, SaveText, save_data
from tablecards.ui.settings import MAX_NAME, SPEEDS, HandSort, Settings

FUZZ = settings(max_examples=120, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])


def base_save() -> dict[str, Any]:
    match = new_match("tressette", 2, {}, seed=6)
    match.deal_next()
    for _ in range(3):
        match.apply(match.legal_actions()[0])
    return save_data(match, [SeatConfig("Ann", True), SeatConfig("Bot", False)], ["Ann", "Bot"])


VALID = json.dumps(base_save()).encode()
ANY_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner,
                                                                max_size=3),
    max_leaves=6)
NAMES = st.text(max_size=60) | st.sampled_from(["A\ud800ki", "<h1>X</h1>", "\x00\n\t", " "])
FIELDS = ["save_version", "saved_at", "seats"]


def try_load(tmp_path: Path, content: bytes, panel: ContinuePanel) -> SavedMatch | None:
    """Load `content` as the autosave; a resumable one must show and save again."""
    store = SaveStore(tmp_path / "saves")
    store.folder.mkdir(parents=True, exist_ok=True)
    store.current.write_bytes(content)
    try:
        saved = store.load()
    except SaveError as err:
        assert str(err) and "\n" not in str(err)
        store.set_aside()
        assert not store.current.exists()
        return None
    if saved is not None:
        panel.show_saved(saved)
        names = [s.name for s in saved.seats]
        store.submit(SaveText().pieces(saved.match, saved.seats, names))
        store.flush()
        assert store.load() is not None
    return saved


@FUZZ
@given(how=st.sampled_from(["truncate", "insert", "replace"]), where=st.integers(0, 10 ** 6),
       junk=st.binary(max_size=6) | st.sampled_from([b"9" * 4400, b"[" * 3000, b"\xef\xbb\xbf",
                                                     b"\\ud800", b"\x00", b"1e999"]))
def test_any_spoilt_save_bytes(qtbot, tmp_path, how, where, junk):
    panel = ContinuePanel()
    qtbot.addWidget(panel)
    cut = where % (len(VALID) + 1)
    content = {"truncate": VALID[:cut], "insert": VALID[:cut] + junk + VALID[cut:],
               "replace": VALID[:cut] + junk + VALID[cut + len(junk):]}[how]
    try_load(tmp_path, content, panel)


@FUZZ
@given(field=st.sampled_from(FIELDS), value=ANY_JSON, names=st.lists(NAMES, min_size=2,
                                                                      max_size=2),
       when=st.text(max_size=30) | st.datetimes().map(lambda d: d.isoformat()))
def test_any_save_fields(qtbot, tmp_path, field, value, names, when):
    panel = ContinuePanel()
    qtbot.addWidget(panel)
    data = base_save()
    extra = data["tablecards"]
    extra["saved_at"] = when
    for seat, name in zip(extra["seats"], names, strict=True):
        seat["name"] = name
    data["seats"] = names
    saved = try_load(tmp_path, json.dumps(data).encode(), panel)
    if saved is not None:
        assert all(len(s.name) <= MAX_NAME for s in saved.seats)
        for seat in saved.seats:
            seat.name.encode("utf-8")  # a lone surrogate would raise here
    extra[field] = value
    try_load(tmp_path, json.dumps(data).encode(), panel)


SETTING_KEYS = ["language", "table/animation_speed", "table/four_colour_deck",
                "table/hand_sort", "seats/tressette", "seats/ninety_nine"]
SETTING_VALUES = (st.text(max_size=20) | st.integers(-2 ** 63, 2 ** 63 - 1) | st.booleans()
                  | st.lists(st.text(max_size=5), max_size=3)
                  | ANY_JSON.map(lambda v: json.dumps(v))
                  | st.sampled_from(["[" + "9" * 5000 + "]", "[" * 5000, '[{"name": "\\ud800", '
                                     '"human": true}]', '[{"name": 1, "human": "yes"}]']))


@FUZZ
@given(values=st.dictionaries(st.sampled_from(SETTING_KEYS), SETTING_VALUES, min_size=1))
def test_any_settings_values(tmp_path, values):
    path = tmp_path / "fuzz.ini"
    path.unlink(missing_ok=True)
    store = QSettings(str(path), QSettings.Format.IniFormat)
    for key, value in values.items():
        store.setValue(key, value)
    store.sync()
    check_settings(Settings(QSettings(str(path), QSettings.Format.IniFormat)))


@FUZZ
@given(lines=st.lists(st.text(string.printable, max_size=40), max_size=6),
       section=st.sampled_from(["[seats]", "[table]", "[General]", "[seats"]))
def test_any_settings_file_text(tmp_path, lines, section):
    path = tmp_path / "raw.ini"
    path.write_text("\n".join([section, *lines]) + "\n")
    check_settings(Settings(QSettings(str(path), QSettings.Format.IniFormat)))


def check_settings(s: Settings) -> None:
    """Every accessor gives a usable value, and after `repair` nothing is bad."""
    assert isinstance(s.language(), str)
    assert s.animation_speed() in SPEEDS
    assert s.four_colour_deck() in (True, False)
    assert isinstance(s.hand_sort(), HandSort)
    for game in ("tressette", "ninety_nine"):
        for seat in s.last_seats(game):
            assert len(seat.name) <= MAX_NAME
            seat.name.encode("utf-8")  # a lone surrogate would raise here
    s.repair()
    assert s.bad_keys() == []
