"""What every registered game must do: one suite, run over each game the registry finds.

Each game is played at its usual player count and at every other count its spec allows, with
its default options, over a couple of seeded deals. The suite checks:

- the entry: its id is the referee's `spec.id`, and its policy, search adapter (`BUDGETS` for
  Normal and Strong, `decide`), kernel, texts, panel class, picture and spec load;
- the protocol: deals played by the rule policy or by random legal actions reach their end;
  a seat to move always has a legal action; an illegal action (wrong seat, unknown verb, a
  card it does not hold, a value of the wrong kind) is refused with a Reason and changes
  nothing;
- privacy: no seat's view names a card of another seat's hidden hand;
- records: a record replays to the same results, and a match rebuilt from one mid-deal
  continues identically;
- determinism: the same seed gives the same deals, views and records; another seed does not;
- the kernel in lockstep: built from a referee deal (`GameEntry.kernel`, see
  `tablecards.rules.kernel`), it moves the same seat, offers the same legal actions and ends
  with the same points, step by step, also when rebuilt mid-deal.

Each game's variants and rules are its own tests' business (tests/games/<id>/).
"""

from __future__ import annotations

import ast
import json
import random
import re
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any
from xml.etree import ElementTree

import pytest

from tablecards.ai.base import Bot
from tablecards.ai.search.core import Budget
from tablecards.rules.actions import REASON_TEXTS, Action, IllegalAction, Reason
from tablecards.rules.cards import Card
from tablecards.rules.game import Match, SeatView, jsonable
from tablecards.rules.kernel import KernelTwin
from tablecards.rules.records import match_from_record, replay_record
from tablecards.rules.registry import (
    GameEntry,
    game_class,
    game_entry,
    game_ids,
    new_match,
)

SEEDS = (11, 12)  # two seeded deals per game and player count
MAX_STEPS = 2_000  # far above any deal's length: a deal that does not end fails
# Costly checks (illegal actions, whole snapshots) run at every third of a deal's first
# decisions, then more sparsely: a Sneak deal runs to hundreds of decisions.
DENSE, DENSE_EVERY, SPARSE_EVERY = 45, 3, 20
PRIVACY_EVERY = 4  # after the dense part, every seat's view at every fourth decision
JSON_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')
REBUILD_EVERY = 4  # rebuild the kernel from the referee at every fourth decision
# A hoarded Sneak hand has up to millions of choices, listed lazily: compare ends and length.
SAMPLE = 200

CASES = [(game_id, players) for game_id in game_ids()
         for players in game_class(game_id).spec.players]
CASE_IDS = [f"{game_id}-{players}p" for game_id, players in CASES]

Chooser = Callable[[Match, random.Random], Action]


# -- driving deals ---------------------------------------------------------------------------
def random_choice(match: Match, rng: random.Random) -> Action:
    """A uniformly random legal action."""
    legal = match.legal_actions()
    return legal[rng.randrange(len(legal))]


def policy_choice(game_id: str) -> Chooser:
    """The game's rule policy, choosing from the deciding player's own view."""
    entry = game_entry(game_id)
    bot: Bot = entry.load(entry.policy)()

    def choose(match: Match, rng: random.Random) -> Action:
        seat = match.controller()
        assert seat is not None
        view = match.view(seat)
        return bot.choose(view, view.legal_actions, rng)
    return choose


def decisions(match: Match) -> Iterator[int]:
    """Step numbers of the current deal while it runs; fails a deal that never ends."""
    for step in range(MAX_STEPS):
        if match.needs_deal or match.over:
            return
        yield step
    pytest.fail(f"a deal of {match.game_id} did not end in {MAX_STEPS} decisions")


def checked(step: int) -> bool:
    """Whether the costly checks run at this decision of a deal."""
    return step % (DENSE_EVERY if step < DENSE else SPARSE_EVERY) == 0


def play_deal(match: Match, choose: Chooser, rng: random.Random) -> None:
    """Deal the next hand and play it out with `choose`."""
    match.deal_next()
    for _ in decisions(match):
        match.apply(choose(match, rng))


def started(game_id: str, players: int, seed: int) -> Match:
    """A match of the game at default options with its first deal dealt."""
    match = new_match(game_id, players, seed=seed)
    match.deal_next()
    return match


def snapshot(match: Match) -> tuple[dict[str, Any], list[SeatView], list[int]]:
    """Everything the match shows: its record, every seat's view and how many legal actions
    it lists (a lazy list compares by its length)."""
    views = [match.view(seat) for seat in range(match.seats)]
    return match.to_record(), views, [len(view.legal_actions) for view in views]


def sample(legal: list[Action]) -> list[Action]:
    """A legal-action list, or its ends and nothing between when it is long."""
    if len(legal) <= 2 * SAMPLE:
        return list(legal)
    return [legal[i] for i in (*range(SAMPLE), *range(len(legal) - SAMPLE, len(legal)))]


def action_key(action: Action) -> tuple[Any, ...]:
    """An action with its card lists sorted: two ways to name the same set compare equal."""
    def plain(value: Any) -> Any:
        if isinstance(value, Card):
            return value.code
        if isinstance(value, tuple):
            return tuple(sorted(c.code for c in value))
        return value
    extras = tuple(sorted((name, plain(value)) for name, value in action.extras))
    return action.seat, action.verb, plain(action.value), extras


# -- the entry -------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", game_ids())
def test_entry_names_the_referee_and_offers_its_modules(game_id: str) -> None:
    entry = game_entry(game_id)
    spec = game_class(game_id).spec
    assert entry.id == spec.id == game_id
    assert spec.usual_players in spec.players
    assert callable(entry.load(entry.policy)().choose)
    if entry.kernel is not None:
        assert callable(entry.load(entry.kernel))
    if entry.texts is not None:
        assert entry.load(entry.texts) is not None
    assert (entry.folder() / "spec.md").is_file()


ENTRY_TARGETS = ("match", "policy", "search", "kernel", "panel", "texts", "figures")


@pytest.mark.parametrize("game_id", game_ids())
def test_every_target_the_entry_names_loads(game_id: str) -> None:
    """A target that names a missing module or attribute fails here, with its name, rather
    than at the end of a player's match."""
    entry = game_entry(game_id)
    for field in ENTRY_TARGETS:
        target = getattr(entry, field)
        if target is None:
            continue
        try:
            loaded = entry.load(target)
        except (ImportError, AttributeError) as err:
            pytest.fail(f"{game_id}: GAME.{field}={target!r} does not load: {err}")
        assert loaded is not None, f"{game_id}: GAME.{field}={target!r} is None"


@pytest.mark.parametrize("game_id", [g for g in game_ids() if game_entry(g).search])
def test_search_adapter_has_budgets_and_decide(game_id: str) -> None:
    entry = game_entry(game_id)
    assert entry.search is not None
    adapter = entry.load(entry.search)
    assert set(adapter.BUDGETS) >= {"normal", "strong"}
    assert all(isinstance(b, Budget) for b in adapter.BUDGETS.values())
    assert adapter.BUDGETS["strong"].iterations > adapter.BUDGETS["normal"].iterations
    assert callable(adapter.decide)


@pytest.mark.parametrize("game_id", game_ids())
def test_panel_class_and_picture_load(game_id: str) -> None:
    from tablecards.ui.panel import GamePanel

    entry = game_entry(game_id)
    if entry.panel is not None:
        assert issubclass(entry.load(entry.panel), GamePanel)
    root = ElementTree.parse(entry.folder() / entry.picture).getroot()
    assert root.tag.rpartition("}")[2] == "svg"
    _, _, width, height = (float(v) for v in root.get("viewBox", "").replace(",", " ").split())
    assert width * 3 == height * 4, "the lobby's tile is 4:3 (the guide's 160 x 120)"


def test_each_game_translates_in_contexts_of_its_own() -> None:
    """`self.tr` takes its context from the class name: two games' Qt classes of one name
    (every panel was `Panel`) would share one context, so one game's words could not be
    translated apart from another's."""
    games_of: dict[str, set[str]] = {}
    for game_id in game_ids():
        for path in game_entry(game_id).folder().glob("*.py"):
            source = path.read_text(encoding="utf-8")
            if "PySide6" not in source:
                continue
            for node in ast.parse(source).body:
                if isinstance(node, ast.ClassDef):
                    games_of.setdefault(node.name, set()).add(game_id)
    shared = {name: sorted(games) for name, games in games_of.items() if len(games) > 1}
    assert not shared, f"name these classes after their game: {shared}"


# -- the protocol ----------------------------------------------------------------------------
def play_cases() -> list[tuple[str, int, str]]:
    """Random legal play at every player count; the rule policy (slow in a hoarded Sneak
    hand) at the usual count."""
    return [(g, p, chooser) for g, p in CASES for chooser in ("policy", "random")
            if chooser == "random" or p == game_class(g).spec.usual_players]


@pytest.mark.parametrize(("game_id", "players", "chooser"), play_cases(),
                         ids=[f"{g}-{p}p-{c}" for g, p, c in play_cases()])
def test_deals_play_to_their_end(game_id: str, players: int, chooser: str) -> None:
    """Every decision has a legal action, offered to the deciding player only."""
    choose = policy_choice(game_id) if chooser == "policy" else random_choice
    for seed in SEEDS:
        match = started(game_id, players, seed)
        rng = random.Random(seed)
        for _ in decisions(match):
            assert match.to_move() is not None and match.controller() is not None
            legal = match.legal_actions()
            assert legal, "a seat to move must have a legal action"
            for seat in range(match.seats):
                offered = match.view(seat).legal_actions
                if seat == match.controller():
                    assert len(offered) == len(legal) and sample(offered) == sample(legal)
                else:
                    assert offered == []
            action = choose(match, rng)
            assert match.refusal(action) is None and action in legal
            match.apply(action)
        result = match.results[-1]
        assert result.complete and result.points is not None
        assert len(result.points) == len(result.totals) == match.seats


def illegal_variants(match: Match, legal: list[Action]) -> list[Action]:
    """Near misses of the legal actions: another seat, an unknown verb, a card the seat does
    not hold in place of one it does, a value of the wrong kind."""
    seat = match.to_move()
    assert seat is not None
    others = [s for s in range(match.seats) if s != seat]
    own = set(match.view(seat).hand)
    foreign = next((c for s in others for c in match.view(s).hand if c not in own), None)
    tried = [Action(others[0], a.verb, a.value, a.extras) for a in legal[:1]]
    tried.append(Action(seat, "no_such_verb", True))
    for action in sample(legal)[:3]:
        tried.append(Action(seat, action.verb, "no_such_value", action.extras))
        if foreign is not None and isinstance(action.value, Card):
            tried.append(Action(seat, action.verb, foreign, action.extras))
        elif foreign is not None and isinstance(action.value, tuple) and action.value:
            tried.append(Action(seat, action.verb, (foreign, *action.value[1:]), action.extras))
    allowed = {action_key(a) for a in sample(legal)}
    return [a for a in tried if action_key(a) not in allowed and a not in legal]


def assert_refused(match: Match, action: Action, before: Any) -> None:
    """`action` is refused with a worded Reason, and trying it leaves the `before` snapshot."""
    why = match.refusal(action)
    assert isinstance(why, Reason), f"{action} should be refused"
    assert why.id in REASON_TEXTS and why.text()
    with pytest.raises(IllegalAction) as refused:
        match.apply(action)
    assert refused.value.reason == why
    assert snapshot(match) == before


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=CASE_IDS)
def test_illegal_actions_are_refused_and_change_nothing(game_id: str, players: int) -> None:
    for seed in SEEDS:
        match = started(game_id, players, seed)
        rng = random.Random(seed)
        for step in decisions(match):
            legal = match.legal_actions()
            if checked(step):
                before = snapshot(match)
                for action in illegal_variants(match, legal):
                    assert_refused(match, action, before)
            match.apply(legal[rng.randrange(len(legal))])
        assert_refused(match, legal[0], snapshot(match))  # the deal is over


# -- privacy ---------------------------------------------------------------------------------
def hidden_from(view: SeatView, hands: list[list[Card]]) -> set[str]:
    """Codes of the cards in other seats' hands that `view` may not name."""
    allowed = {c.code for c in view.all_cards()}
    return {c.code for other, hand in enumerate(hands) if other != view.seat
            for c in hand if c.code not in allowed}


def named_codes(view: SeatView) -> set[str]:
    """Every card code the view names outside `all_cards()`: the strings of its public facts
    and its trump (its other fields hold only cards that `all_cards()` lists)."""
    text = json.dumps(jsonable(view.public))
    return set(JSON_STRING.findall(text)) | {view.trump or ""}


def assert_truthful(view: SeatView, hands: list[list[Card]]) -> None:
    """The view's own hand, and the cards it shows of other hands, are really there."""
    assert sorted(view.hand) == sorted(hands[view.seat])
    for other, shown in (*view.visible_hands.items(), *view.known_cards.items()):
        assert not Counter(shown) - Counter(hands[other]), f"{other}'s hand lacks {shown}"


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=CASE_IDS)
def test_no_view_names_a_hidden_card(game_id: str, players: int) -> None:
    for seed in SEEDS:
        match = started(game_id, players, seed)
        rng = random.Random(seed)
        for step in decisions(match):
            views = [match.view(seat) for seat in range(match.seats)]
            hands = [view.hand for view in views]
            every_seat = step < DENSE or step % PRIVACY_EVERY == 0
            for seat, view in enumerate(views):
                assert view.seat == seat
                if not every_seat and seat != match.controller():
                    continue  # later in a long deal: the deciding player's view only
                assert_truthful(view, hands)
                leaked = hidden_from(view, hands) & named_codes(view)
                assert not leaked, f"seat {seat}'s view names {sorted(leaked)}"
            match.apply(random_choice(match, rng))


# -- records ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("game_id", "players"), CASES, ids=CASE_IDS)
def test_record_replays_to_the_same_results(game_id: str, players: int) -> None:
    match = new_match(game_id, players, seed=SEEDS[0])
    rng = random.Random(SEEDS[0])
    for _ in SEEDS:
        if not match.over:
            play_deal(match, random_choice, rng)
    record = json.loads(json.dumps(match.to_record()))
    assert replay_record(record).result() == {
        "game": game_id,
        "deals": [r.to_json() for r in match.results],
        "totals": match.totals,
        "over": match.over,
        "winners": match.winners,
    }


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=CASE_IDS)
def test_match_rebuilt_mid_deal_continues_identically(game_id: str, players: int) -> None:
    """Rebuilt early in one deal and later in the other (or between deals, for a short one)."""
    for seed, cut in zip(SEEDS, (5, 23), strict=True):
        match = started(game_id, players, seed)
        rng = random.Random(seed)
        for step in decisions(match):
            if step == cut:
                break
            match.apply(random_choice(match, rng))
        restored = match_from_record(json.loads(json.dumps(match.to_record())))
        assert snapshot(restored) == snapshot(match)
        for twin in (match, restored):
            twin_rng = random.Random(seed + 1)
            for _ in decisions(twin):
                twin.apply(random_choice(twin, twin_rng))
        assert snapshot(restored) == snapshot(match)


# -- determinism -----------------------------------------------------------------------------
@pytest.mark.parametrize(("game_id", "players"), CASES, ids=CASE_IDS)
def test_same_seed_same_deals_and_views(game_id: str, players: int) -> None:
    first, second = (started(game_id, players, SEEDS[0]) for _ in range(2))
    rng = [random.Random(5), random.Random(5)]
    for step in decisions(first):
        if checked(step):
            assert snapshot(first) == snapshot(second)
        for m, r in zip((first, second), rng, strict=True):
            m.apply(random_choice(m, r))
    assert snapshot(first) == snapshot(second) and (second.needs_deal or second.over)
    other = started(game_id, players, SEEDS[1])
    assert other.setups[0].to_record() != first.setups[0].to_record()


# -- the kernel ------------------------------------------------------------------------------
def kernel_entries() -> list[tuple[str, int]]:
    return [(g, p) for g, p in CASES if game_entry(g).kernel is not None]


def twin_of(entry: GameEntry, match: Match) -> KernelTwin:
    assert entry.kernel is not None and match.deal is not None
    twin: KernelTwin = entry.load(entry.kernel)(match.deal)
    return twin


def assert_same_position(twin: KernelTwin, match: Match) -> None:
    assert match.deal is not None
    assert twin.to_move() == match.deal.to_move()
    if twin.to_move() is not None:
        mine, theirs = twin.legal_actions(), match.legal_actions()
        assert len(mine) == len(theirs)
        assert {action_key(a) for a in sample(mine)} == {action_key(a) for a in sample(theirs)}


@pytest.mark.parametrize(("game_id", "players"), kernel_entries(),
                         ids=[f"{g}-{p}p" for g, p in kernel_entries()])
def test_kernel_in_lockstep_with_the_referee(game_id: str, players: int) -> None:
    """One deal led by the referee's random choices, one by the kernel's."""
    entry = game_entry(game_id)
    match = new_match(game_id, players, seed=SEEDS[0])
    for seed in SEEDS:
        if match.over:
            break
        match.deal_next()
        twin = twin_of(entry, match)
        rng = random.Random(seed)
        for step in decisions(match):
            assert_same_position(twin, match)
            if step % REBUILD_EVERY == 1:
                assert_same_position(twin_of(entry, match), match)
            source = match.legal_actions() if seed == SEEDS[0] else twin.legal_actions()
            action = source[rng.randrange(len(source))]
            assert match.refusal(action) is None, action
            twin.apply(action)
            match.apply(action)
        assert match.deal is not None
        assert twin.to_move() is None
        assert twin.points() == match.deal.points() == match.results[-1].points
