"""What the felt says beside each seat and in its header, all read from the seat's view."""

from PySide6.QtCore import QDateTime, QLocale

from tablecards.games.ninety_nine.panel_badges import bid_cards
from tablecards.games.ninety_nine.scoring import bid_value
from tablecards.ui import i18n
from tablecards.ui.save_ui import saved_when
from tablecards.ui.table.labels import header_html
from tests.ui.test_keyboard import play_first_legal
from tests.ui.test_table import wait_turn


def texts(page) -> list[str]:
    return [label.text() for label in page.scene._labels]


def test_bidding_badges_show_who_has_laid_a_bid(qtbot, start):
    page = start("ninety_nine", players=3, seed=5)
    assert wait_turn(qtbot, page)
    view = page.controller.view()
    laid = view.public["bids_laid"]
    for seat in range(3):
        badges = page.panel.seat_badges(view, seat)
        assert badges == (["Bid laid"] if seat in laid else ["Choosing bid cards"])
    play_first_legal(page)
    view = page.controller.view()
    own = bid_cards(view, 0)
    value = bid_value(own)
    assert page.panel.tricks_text(view, 0) == f"{view.tricks_won[0]} of {value} tricks"
    assert any(t.startswith("Bid ") and t.endswith(f"= {value}") for t in texts(page))
    assert all(page.panel.seat_badges(view, s) in (["Bid laid"], ["Choosing bid cards"], [])
               for s in (1, 2)), "other bids stay hidden"


def test_pairs_show_partners_and_face_up_bids(qtbot, start):
    page = start("ninety_nine", players=4, seed=4, options={"four_player_pairs": True})
    while wait_turn(qtbot, page) and page.controller.view().public["phase"] == "bid":
        play_first_legal(page)
    view = page.controller.view()
    names = ["Ann", "Bot 1", "Bot 2", "Bot 3"]
    for seat in range(4):
        badges = page.panel.seat_badges(view, seat)
        assert badges[0] == f"Partner: {names[(seat + 2) % 4]}"
        cards = bid_cards(view, seat)
        assert len(cards) == 3 and badges[1].endswith(f"= {bid_value(cards)}")
    assert page.panel.tricks_text(view, 1).endswith(f"of {bid_value(bid_cards(view, 1))} tricks")


def test_dummy_is_labelled_with_its_player(qtbot, start):
    page = start("ninety_nine", players=2, seed=1, options={"two_player_dummy": True})
    while wait_turn(qtbot, page) and page.controller.view().public["phase"] != "play":
        play_first_legal(page)
    view = page.controller.view()
    controller = view.public["dummy_controller"]
    badges = page.panel.seat_badges(view, 2)
    assert badges == [f"Played by {page.controller.seat_name(controller)}"]
    assert any(t.startswith("Dummy") for t in texts(page))


def test_header_names_deal_and_trump():
    assert "Deal 2 · Trump " in header_html(1, "H") and "♥" in header_html(1, "H")
    assert header_html(0, "none") == "Deal 1 · No trumps"
    assert header_html(0, None) == "Deal 1"


def test_status_sentences_stand_on_their_own_lines(qtbot, start):
    page = start("tressette", seed=3)
    wait_turn(qtbot, page)
    play_first_legal(page)
    wait_turn(qtbot, page)
    lines = page.status.text().split("\n")
    assert len(lines) == 2 and lines[1] == "Your turn." and lines[0].endswith(".")


def test_saved_date_follows_the_ui_language(monkeypatch):
    monkeypatch.setattr(i18n, "current_language", lambda: "ja")
    stamp = 1_700_000_000
    expected = QLocale("ja").toString(QDateTime.fromSecsSinceEpoch(stamp),
                                      QLocale.FormatType.ShortFormat)
    assert saved_when(stamp) == expected and "/" in expected
    monkeypatch.setattr(i18n, "current_language", lambda: "en")
    assert saved_when(stamp) != expected
