"""The coach's reasons in words, without Qt: the table translates them through Qt
(`tablecards.ui.coach_words.why_sentence` passes `QCoreApplication.translate`), the command line
prints the English (`tablecards suggest`, `review`).

Shared facts (`tablecards.ai.reasoning.FACT_KINDS`) are worded here; a game's own fact kinds
in its home (`games/<id>/texts.py`, `WHY_TEXTS`, read through the registry). Units are always
named, and in a game of penalty points "better" means fewer of them. Numbers: a fact kind
ending in "_chance" is a percentage, another float a number with one decimal.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from functools import cache
from typing import Any

from tablecards.ai.reasoning import Fact, fact_value
from tablecards.rules.registry import game_ids, game_texts
from tablecards.rules.texts import QT_TRANSLATE_NOOP

#: (context, English) -> the words in the player's language.
Translate = Callable[[str, str], str]

#: A move's record (the "next_best_move" fact: `Action.to_record`) -> the move in the
#: player's words, as the table words it (cards as rank and suit sign).
MoveWords = Callable[[Mapping[str, Any]], str]

_WHY = "Why"

#: The game's unit of points as the coach names it after a number.
_UNITS = {
    "card_points": QT_TRANSLATE_NOOP("Why", "card points"),
    "score_points": QT_TRANSLATE_NOOP("Why", "score points"),
    "tricks": QT_TRANSLATE_NOOP("Why", "tricks"),
    "penalty_points": QT_TRANSLATE_NOOP("Why", "penalty points"),
    "cards": QT_TRANSLATE_NOOP("Why", "cards"),
}

#: The shared facts' sentences.
_FACTS = {
    "trick_sure": QT_TRANSLATE_NOOP("Why", "It wins this trick on every imagined deal."),
    "trick_never": QT_TRANSLATE_NOOP("Why", "It does not win this trick: %1 most likely "
                                            "takes it."),
    "trick_some": QT_TRANSLATE_NOOP("Why", "It wins this trick on %1 of the imagined deals; "
                                           "otherwise %2 most likely takes it."),
    "expected_ahead": QT_TRANSLATE_NOOP("Why", "On average it ends about %1 %2 ahead of the "
                                               "others."),
    "expected_behind": QT_TRANSLATE_NOOP("Why", "On average it ends about %1 %2 behind the "
                                                "others."),
    "expected_fewer": QT_TRANSLATE_NOOP("Why", "On average you take about %1 fewer penalty "
                                               "points than the others."),
    "expected_more": QT_TRANSLATE_NOOP("Why", "On average you take about %1 more penalty "
                                              "points than the others."),
    "next_better": QT_TRANSLATE_NOOP("Why", "That is about %1 %2 better than %3, the next "
                                            "best."),
    "next_worse": QT_TRANSLATE_NOOP("Why", "On the same deals %3 does about %1 %2 better."),
    "next_fewer": QT_TRANSLATE_NOOP("Why", "That is about %1 penalty points fewer than with "
                                           "%3, the next best."),
    "next_more": QT_TRANSLATE_NOOP("Why", "With %3 instead, about %1 fewer penalty points "
                                          "on the same deals."),
    "next_equal": QT_TRANSLATE_NOOP("Why", "%3 does as well on the same deals."),
    "seat": QT_TRANSLATE_NOOP("Why", "seat %1"),
}


#: A plan's sentence; %1 is the plan's words.
_PLAN_LINE = QT_TRANSLATE_NOOP("Why", "The plan: %1.")

#: The plans a game's rule policy may name for its move (the "plan" fact's value), in words
#: that follow "The plan:"; a game's own plans are in its `WHY_TEXTS` as "plan:<id>".
_PLANS = {
    "draw_trumps": QT_TRANSLATE_NOOP("Why", "lead a high trump to draw the others' trumps"),
    "schmear": QT_TRANSLATE_NOOP("Why", "schmear: give points to your side's winning trick"),
    "duck": QT_TRANSLATE_NOOP("Why", "duck: play under the winning card and let the trick go"),
    "win_cheaply": QT_TRANSLATE_NOOP("Why", "win the trick with a low card that still takes "
                                            "it"),
    "take_high": QT_TRANSLATE_NOOP("Why", "take the trick with your highest card"),
    "give_least": QT_TRANSLATE_NOOP("Why", "let the trick go with the card worth least"),
    "discard_loser": QT_TRANSLATE_NOOP("Why", "no card of yours can win this trick: throw "
                                              "away the weakest"),
    "cash_winner": QT_TRANSLATE_NOOP("Why", "cash a card that nothing left can beat"),
    "safe_lead": QT_TRANSLATE_NOOP("Why", "lead the card that risks least"),
}


def english(context: str, text: str) -> str:
    """The English itself (the command line's `Translate`)."""
    del context
    return text


def why_sentence(facts: tuple[Fact, ...], penalty: bool = False,
                 seat_name: Callable[[int], str] | None = None,
                 translate: Translate = english, move_words: MoveWords | None = None) -> str:
    """The facts of a reason as sentences: the plan, the trick, the expected points, the
    gap to the next best, then the game's own facts; `seat_name` names a seat (default
    "seat N"), `move_words` the next-best move from its record (default: the search's own
    name)."""
    return join_sentences(text for _, text in why_parts(facts, penalty, seat_name, translate,
                                                         move_words))


def join_sentences(sentences: Iterable[str]) -> str:
    """Sentences as one paragraph: a space after a sentence that ends in a Latin full stop,
    none after a Japanese one (。！？), as Japanese is written."""
    out = ""
    for sentence in sentences:
        if not sentence:
            continue
        if out and not out.endswith(_WIDE_STOPS):
            out += " "
        out += sentence
    return out


#: Sentence ends after which Japanese puts no space.
_WIDE_STOPS = ("。", "！", "？", "）", "」")


def main_and_rest(facts: tuple[Fact, ...], penalty: bool = False,
                  seat_name: Callable[[int], str] | None = None,
                  translate: Translate = english,
                  move_words: MoveWords | None = None) -> tuple[str, str]:
    """The one main reason, short enough for the table's status line, and the others: the
    plan the move follows, else a game's leading fact (what a bid's cards say), else the
    trick, else the expected points (`MAIN_ORDER`)."""
    parts = why_parts(facts, penalty, seat_name, translate, move_words)
    if not parts:
        return "", ""
    lead = _leading_kinds(facts)
    rank = {kind: i for i, kind in enumerate(MAIN_ORDER)}

    def order(part: tuple[str, str]) -> int:
        kind = "lead" if part[0] in lead else part[0]
        return rank.get(kind, len(rank))

    main = min(parts, key=order)
    return main[1], join_sentences(part[1] for part in parts if part is not main)


#: Which sentence is the main reason: the plan, a game's leading fact (one given before the
#: playouts' facts), the trick, the expected points.
MAIN_ORDER = ("plan", "lead", "trick", "expected")


def _leading_kinds(facts: tuple[Fact, ...]) -> set[str]:
    """The game's own fact kinds given before the playouts' first fact ("unit"): the
    facts a game leads with (what a bid's cards spell, say)."""
    kinds = [f.kind for f in facts]
    end = kinds.index("unit") if "unit" in kinds else 0
    return set(kinds[:end])


def why_parts(facts: tuple[Fact, ...], penalty: bool = False,
              seat_name: Callable[[int], str] | None = None,
              translate: Translate = english,
              move_words: MoveWords | None = None) -> list[tuple[str, str]]:
    """The sentences of `why_sentence`, each with the kind of fact it says ("trick",
    "expected" and "next_best" for the playouts' shared facts)."""
    words = _Words(translate, move_words)
    name = seat_name or (lambda s: words.say("seat").replace("%1", str(s)))
    unit_id = str(fact_value(facts, "unit", ""))
    penalty = penalty or unit_id == "penalty_points"
    unit = translate(_WHY, _UNITS.get(unit_id, _UNITS["score_points"]))
    parts = [("plan", words.plan(facts)), ("trick", words.trick(facts, name)),
             ("expected", words.expected(facts, penalty, unit)),
             ("next_best", words.next_best(facts, penalty, unit))]
    parts.extend((f.kind, words.game_fact(f)) for f in facts)
    return [(kind, text) for kind, text in parts if text]


class _Words:
    """The sentences of one wording, in one language."""

    def __init__(self, translate: Translate, move_words: MoveWords | None = None) -> None:
        self.translate = translate
        self.move_words = move_words

    def say(self, key: str) -> str:
        return self.translate(_WHY, _FACTS[key])

    def plan(self, facts: tuple[Fact, ...]) -> str:
        """The plan the move follows: a shared plan's words, or the game's own
        (`WHY_TEXTS["plan:<id>"]`); "" without a plan or words for it."""
        plan = fact_value(facts, "plan")
        if plan is None:
            return ""
        text = _PLANS.get(str(plan)) or game_why_texts().get(f"plan:{plan}")
        if text is None:
            return ""
        return self.translate(_WHY, _PLAN_LINE).replace("%1", self.translate(_WHY, text))

    def trick(self, facts: tuple[Fact, ...], name: Callable[[int], str]) -> str:
        chance = fact_value(facts, "trick_win")
        if chance is None:
            return ""
        taker = fact_value(facts, "trick_taker")
        if taker is None or chance >= 1.0:
            return self.say("trick_sure")
        if chance <= 0.0:
            return self.say("trick_never").replace("%1", name(int(taker)))
        return (self.say("trick_some").replace("%1", percent(chance))
                .replace("%2", name(int(taker))))

    def expected(self, facts: tuple[Fact, ...], penalty: bool, unit: str) -> str:
        value = fact_value(facts, "expected")
        if value is None:
            return ""
        if penalty:
            key = "expected_fewer" if value >= 0 else "expected_more"
        else:
            key = "expected_ahead" if value >= 0 else "expected_behind"
        return self.say(key).replace("%1", number(abs(value))).replace("%2", unit)

    def next_best(self, facts: tuple[Fact, ...], penalty: bool, unit: str) -> str:
        gap, runner = fact_value(facts, "ahead_of_next"), fact_value(facts, "next_best")
        if gap is None or runner is None:
            return ""
        if round(abs(gap), 1) == 0:
            key = "next_equal"
        elif penalty:
            key = "next_fewer" if gap > 0 else "next_more"
        else:
            key = "next_better" if gap > 0 else "next_worse"
        return (self.say(key).replace("%1", number(abs(gap))).replace("%2", unit)
                .replace("%3", self.runner_words(facts, str(runner))))

    def runner_words(self, facts: tuple[Fact, ...], name: str) -> str:
        """The next-best move as the table words moves, from its record; the search's own
        name where there is no record or no wording of records."""
        record = fact_value(facts, "next_best_move")
        if self.move_words is None or not isinstance(record, Mapping):
            return name
        return self.move_words(record) or name

    def game_fact(self, fact: Fact) -> str:
        """A game's own fact, from the game's `WHY_TEXTS`; "" for a shared kind."""
        text = game_why_texts().get(fact.kind)
        if text is None:
            return ""
        value = fact.value
        if isinstance(value, float):
            shown = percent(value) if fact.kind.endswith("_chance") else number(value)
        else:
            shown = str(value)
        return self.translate(_WHY, text).replace("%1", shown)


@cache
def game_why_texts() -> dict[str, str]:
    """Every game's fact sentences by kind (a kind means one thing in every game)."""
    words: dict[str, str] = {}
    for game_id in game_ids():
        texts = game_texts(game_id)
        if texts is not None:
            words.update(texts.why_texts)
    return words


def percent(chance: float) -> str:
    return f"{round(chance * 100)}%"


def number(value: float) -> str:
    return f"{value:.1f}"
