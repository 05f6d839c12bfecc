"""Settings round-trip through QSettings and read bad values as defaults."""

from PySide6.QtCore import QSettings

from tablecards.ui.controller import MatchConfig, SeatConfig
from tablecards.ui.settings import HandSort, SeatChoice, Settings


def ini(tmp_path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def test_defaults(tmp_path):
    s = Settings(ini(tmp_path))
    assert s.language() == ""
    assert s.animation_speed() == "normal"
    assert s.four_colour_deck() is False
    assert s.hand_sort() is HandSort.ASCENDING
    assert s.last_seats("tressette") == []


def test_round_trip_through_a_fresh_store(tmp_path):
    s = Settings(ini(tmp_path))
    s.set_language("ja")
    s.set_animation_speed("fast")
    s.set_four_colour_deck(True)
    s.set_hand_sort(HandSort.AS_DEALT)
    seats = [SeatChoice("あき", True), SeatChoice("Bot 1", False)]
    s.set_last_seats("tressette", seats)
    s.set_last_seats("ninety_nine", [])
    s.store.sync()
    again = Settings(ini(tmp_path))
    assert again.language() == "ja"
    assert again.animation_speed() == "fast"
    assert again.four_colour_deck() is True
    assert again.hand_sort() is HandSort.AS_DEALT
    assert again.last_seats("tressette") == seats
    assert again.last_seats("ninety_nine") == []


def test_bad_values_read_as_defaults(tmp_path):
    store = ini(tmp_path)
    store.setValue("table/animation_speed", "warp")
    store.setValue("table/hand_sort", "sideways")
    store.setValue("table/four_colour_deck", "maybe")
    store.setValue("seats/tressette", "{not json")
    s = Settings(store)
    assert s.animation_speed() == "normal"
    assert s.hand_sort() is HandSort.ASCENDING
    assert s.four_colour_deck() is False
    assert s.last_seats("tressette") == []


def test_default_store_is_the_apps_and_remembers_seats(window):
    config = MatchConfig("tressette", 2, {}, [SeatConfig("Ann", True), SeatConfig("Bo", False)], 1)
    window.start_match(config)
    assert Settings().last_seats("tressette") == [SeatChoice("Ann", True), SeatChoice("Bo", False)]
    assert Settings().store.organizationName() == "tablecards"
    assert Settings().store.applicationName() == "tablecards"


def test_tests_get_a_private_settings_file(tmp_path):
    assert Settings().store.fileName().startswith(str(tmp_path))
