"""The shared tests take each game's cases from its own test folder, with defaults for a game
that declares none (tests/game_cases.py)."""

from tablecards.rules.registry import game_class, game_ids, new_match
from tests.game_cases import KeyboardDeal, cases_module, keyboard_deals, suggest_variants


def test_a_game_without_cases_gets_the_defaults() -> None:
    assert cases_module("war_whist") is None
    assert keyboard_deals("war_whist") == [KeyboardDeal(1)]


def test_every_declared_variant_starts_a_match() -> None:
    for game in game_ids():
        for players, options in suggest_variants(game):
            new_match(game, players, options, seed=1)
        for deal in keyboard_deals(game):
            assert deal.seed >= 0
            new_match(game, game_class(game).spec.usual_players, deal.options, seed=deal.seed)
