"""Switching the language from the menu rewords the open window at once, and back."""

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialogButtonBox, QRadioButton

from tablecards.rules.actions import Reason
from tablecards.rules.options import OptionSpec
from tablecards.rules.registry import game_class, game_ids, game_texts
from tablecards.ui import i18n
from tablecards.ui.controller import MatchConfig, SeatConfig
from tablecards.ui.game_texts import option_label
from tablecards.ui.settings import Settings
from tablecards.ui.texts import player_reasons, reason_text, record_only_reasons


def _choose(window, qtbot, code: str, start_text: str) -> None:
    window.language_actions[code].trigger()
    qtbot.waitUntil(lambda: window.lobby.start_button.text() == start_text, timeout=2000)


def test_menu_switches_the_lobby_to_japanese_and_back(window, qtbot) -> None:
    lobby = window.lobby
    assert lobby.start_button.text() == "&Start match"
    _choose(window, qtbot, "ja", "対戦開始(&S)")
    assert window.language_menu.title() == "言語(&G)"
    assert lobby.options_box.title() == "ルール設定"
    assert Settings().language() == "ja"
    assert window.language_actions["ja"].isChecked()
    _choose(window, qtbot, "en", "&Start match")
    assert window.language_menu.title() == "Lan&guage"
    assert Settings().language() == "en"


def test_option_labels_and_seat_names_follow_the_language(window, qtbot) -> None:
    lobby = window.lobby
    lobby.game.setCurrentIndex(lobby.game.findData("ninety_nine"))
    radio = lobby._option_widgets["standard_3p"]
    assert isinstance(radio, QRadioButton) and radio.text() == "Three players, 36 cards"
    lobby._option_widgets["premium_priority"].setChecked(True)
    name, _ = lobby._seat_rows[1]
    _choose(window, qtbot, "ja", "対戦開始(&S)")
    assert lobby._option_widgets["standard_3p"].text() == "3人・36枚"
    assert lobby._option_widgets["premium_priority"].isChecked()  # choices survive
    assert lobby.game.currentText() == "99（ナインティ・ナイン）"
    assert name.text() == "CPU 1"


def test_table_page_rewords_itself(window, qtbot) -> None:
    seats = [SeatConfig("Ann", True), SeatConfig("Bob", False)]
    page = window.start_match(MatchConfig("tressette", 2, {}, seats, 3))
    assert page is not None
    qtbot.waitUntil(lambda: "Your turn" in page.status.text(), timeout=2000)
    _choose(window, qtbot, "ja", "対戦開始(&S)")
    qtbot.waitUntil(lambda: "あなたの手番です" in page.status.text(), timeout=2000)
    assert any("トリック" in label.text() for label in page.scene._labels)
    _choose(window, qtbot, "en", "&Start match")
    qtbot.waitUntil(lambda: "Your turn" in page.status.text(), timeout=2000)


def test_qt_own_buttons_are_japanese(window, qtbot) -> None:
    _choose(window, qtbot, "ja", "対戦開始(&S)")
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text() == "キャンセル"


def test_reasons_are_worded_from_data(window, qtbot) -> None:
    _choose(window, qtbot, "ja", "対戦開始(&S)")
    why = Reason("must_follow", (("suit", "hearts"), ("cards", "7H QH")))
    expected = "7♥ Q♥を持っています。ハートをマストフォローしてください"
    assert reason_text(why, ["Ann", "Bob"]) == expected
    turn = Reason("not_your_turn", (("expected", 1), ("seat", 0)))
    assert reason_text(turn, ["Ann", "Bob"]) == "今はBobの手番で、Annの手番ではありません"
    choice = Reason("premium_choice", (("choices", "declare, reveal, pass"),))
    assert reason_text(choice, []) == "次から選んでください：デクレアラ、リビール、パス"


def test_every_offered_option_and_reason_has_translatable_words() -> None:
    for game_id in ("ninety_nine", "tressette"):
        spec = game_class(game_id).spec
        words = game_texts(game_id)
        assert words is not None
        missing = [o.id for o in spec.options if o.id not in words.option_labels]
        assert not missing, f"{game_id}: add labels to its texts' OPTION_LABELS: {missing}"
    for game_id in game_ids():  # every game's referee registers its refusals as it loads
        game_class(game_id)
    from tablecards.rules.actions import REASON_TEXTS
    unworded = set(REASON_TEXTS) - set(player_reasons())
    assert unworded <= record_only_reasons(), f"add a player's wording to REASONS: {unworded}"


def test_a_refusal_only_a_record_meets_needs_no_translation(monkeypatch) -> None:
    """The guide's advice (docs/adding-a-game.md §6): a refusal kept only in a game's
    RECORD_WORDING is a record's, not a player's; the check above accepts it."""
    import tablecards.ui.texts as texts
    from tablecards.rules import actions
    from tablecards.rules.texts import GameTexts

    record_only = GameTexts("War-whist", "", "WarWhistOptions",
                            record_wording={"war_whist_cards": "needs a list of cards"})
    real = texts._every_game_texts
    monkeypatch.setattr(texts, "_every_game_texts", lambda: [*real(), record_only])
    monkeypatch.setitem(actions.REASON_TEXTS, "war_whist_cards", "needs a list of cards")
    assert "war_whist_cards" in record_only_reasons()
    assert "war_whist_cards" not in player_reasons()


def test_unknown_option_falls_back_to_the_core_summary() -> None:
    option = OptionSpec("brand_new", False, "something new")
    assert option_label("ninety_nine", option) == "Something new"
    assert i18n.current_language() == "en"
    assert QCoreApplication.translate("Lobby", "&Start match") == "&Start match"


def test_choice_words_in_a_drop_down_follow_the_language(window, qtbot) -> None:
    """Hearts' pass direction shows words, not the core's raw values, in both languages."""
    lobby = window.lobby
    lobby.game.setCurrentIndex(lobby.game.findData("hearts"))
    combo = lobby._option_widgets["pass_dir"]
    texts = [combo.itemText(i) for i in range(combo.count())]
    assert texts == ["In turn: left, right, across, no pass", "Always left", "Always right",
                     "Always across"]
    assert [combo.itemData(i) for i in range(combo.count())] == ["cycle", "left", "right",
                                                                 "across"]
    _choose(window, qtbot, "ja", "対戦開始(&S)")
    ja = [combo.itemText(i) for i in range(combo.count())]
    assert all(t and t not in texts for t in ja)
    _choose(window, qtbot, "en", "&Start match")
    assert combo.itemText(1) == "Always left"
