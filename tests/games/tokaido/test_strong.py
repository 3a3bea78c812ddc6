"""The `strong` stand-in of Tokaido: it plays through the same rules text, never reads what a
person cannot know, plays the same game on any number of workers, and beats `greedy`."""

from __future__ import annotations

import random
from itertools import islice

from search_helpers import decisions, play_on

from soloist.engine.autoplay import play_out
from soloist.engine.chance import Chance
from soloist.engine.log import Log
from soloist.games import find_game
from soloist.games.tokaido.automa import Automa
from soloist.games.tokaido.cards import Souvenir
from soloist.games.tokaido.road import Item
from soloist.games.tokaido.rules import TokaidoPlay
from soloist.games.tokaido.stand_ins import GreedyPoints
from soloist.games.tokaido.strong import SEARCHED, JourneySearch, forget_hidden
from soloist.games.tokaido.table import MEALS, ModelTable
from soloist.sim import runner
from soloist.sim.stats import compare_means

TOKAIDO = find_game("tokaido")
DIGITAL = {"digital": True, "simulated": True, "level": 4}


def test_a_copy_resumes_in_the_same_rules_and_ends_as_the_game_does() -> None:
    """A copy at any searched decision (your move, your traveller tile, a Village's
    souvenirs, a Temple's donation, your Meal; at levels 1-3 also within the Difficulty Level
    cards you resolve at setup), with an exact copy of the game's chance, plays on to exactly
    the result the game itself reaches."""
    resumed: set[str] = set()
    for level in (1, 4, 7):
        options = {**DIGITAL, "level": level}
        for seed in range(4):
            whole = play_out(TOKAIDO, TOKAIDO.parse_options(options), seed,
                             GreedyPoints).summary()
            for number, (question, play, chance) in enumerate(
                    decisions(TOKAIDO, options, seed, GreedyPoints, SEARCHED)):
                if number % 5 and question.topic != "person.souvenirs" and not (
                        isinstance(play, TokaidoPlay) and play.setup_card):
                    continue
                resumed.add(question.topic if not play.setup_card  # type: ignore[attr-defined]
                            else "a Difficulty Level card at setup")
                assert isinstance(play, TokaidoPlay)
                twin = chance.copy()
                copy = play.copy(twin, Log(enabled=False), hidden_order=False)
                run = copy.resume()
                again = next(run)
                assert again.topic == question.topic
                assert again.valid_answers() == question.valid_answers()
                result = play_on(again, run, copy, GreedyPoints(twin))
                assert result.summary() == whole  # type: ignore[attr-defined]
    assert resumed == {*SEARCHED, "a Difficulty Level card at setup"}


def hide_differently(play: TokaidoPlay, seed: int) -> TokaidoPlay:
    """The same position with another hidden part: the cards nobody has seen and the
    Automas' face-down cards dealt anew, the Automa deck in another order and drawn by
    another stream, other chance to come."""
    other = play.copy(Chance(seed), Log(enabled=False), hidden_order=False)
    forget_hidden(other, random.Random(seed))
    random.Random(seed).shuffle(other.automa_deck.deck.cards)  # type: ignore[union-attr]
    return other


def unseen_souvenirs(play: TokaidoPlay) -> list[object]:
    table = play.table
    assert isinstance(table, ModelTable)
    automa_cards = [card for automa in play.automas for card in automa.cards
                    if isinstance(card, Souvenir)]
    return [*list(table.souvenirs)[:table.unseen(Item.SOUVENIR)], *automa_cards]


def test_the_hidden_part_is_what_nobody_has_seen() -> None:
    """What a copy may shuffle: the top of each deck nobody has seen, and the cards the
    Automas took face down; cards that went back under a deck stay where they went."""
    _, play, _ = next(islice(decisions(TOKAIDO, DIGITAL, 4, GreedyPoints,
                                       {"person.move"}), 12, None))
    assert isinstance(play, TokaidoPlay) and isinstance(play.table, ModelTable)
    table = play.table
    drawn = table.drawn[Item.SOUVENIR]
    assert drawn > 0 and table.unseen(Item.SOUVENIR) == table.sizes[Item.SOUVENIR] - drawn
    seen_below = list(table.souvenirs)[table.unseen(Item.SOUVENIR):]
    assert seen_below, "souvenirs went back under the deck"
    other = hide_differently(play, 5)
    assert isinstance(other.table, ModelTable)
    assert list(other.table.souvenirs)[other.table.unseen(Item.SOUVENIR):] == seen_below
    assert sorted(map(str, unseen_souvenirs(other))) == sorted(map(str, unseen_souvenirs(play)))
    assert list(other.table.meals)[other.table.unseen(MEALS):] == \
        list(table.meals)[table.unseen(MEALS):]
    for mine, theirs in zip(play.automas, other.automas, strict=True):
        assert isinstance(theirs, Automa)
        assert [type(card) for card in mine.cards] == [type(card) for card in theirs.cards]


def test_strong_plays_the_same_games_on_one_or_two_workers() -> None:
    plan = runner.make_plan(TOKAIDO, games=4, seed=5, levels=["2", "6"], stand_in="strong:6")
    one = runner.run(plan, workers=1)
    two = runner.run(plan, workers=2, batch_size=1)
    assert one == two and len(one) == 8


def test_strong_beats_greedy_on_the_same_seeds() -> None:
    """Paired seeds, a small budget: strong's margin over the best Automa is larger than
    greedy's (a paired t-test, a fixed seed)."""
    margins = {}
    for name in ("greedy", "strong:10"):
        plan = runner.make_plan(TOKAIDO, games=30, seed=2024, levels=["4"], stand_in=name)
        margins[name] = [float(row["margin"]) for row in runner.run(plan, workers=2)]
    comparison = compare_means(margins["greedy"], margins["strong:10"], paired=True)
    assert comparison.difference > 5 and comparison.p_value < 0.01, comparison


def hidden_part(play: TokaidoPlay) -> tuple[object, ...]:
    """What a copy draws afresh: each deck's order and the Automas' cards."""
    table = play.table
    assert isinstance(table, ModelTable)
    return (tuple(table.meals), *(tuple(deck) for deck in table.item_decks.values()),
            *(tuple(automa.cards) for automa in play.automas))


def test_a_decision_laid_out_once_gives_the_copies_it_would_give_each_time() -> None:
    """The hidden cards laid out once per decision (`prepare`) are dealt to each copy
    exactly as laying them out for every copy deals them: the same decks and the same
    Automa cards for the same seed."""
    compared = 0
    for _question, play, _ in islice(decisions(TOKAIDO, DIGITAL, 3, GreedyPoints,
                                               SEARCHED), 0, 40, 4):
        assert isinstance(play, TokaidoPlay)
        prepared = JourneySearch()
        laid_out = prepared.prepare(play)
        for seed in (7, 8):
            once = hidden_part(prepared.sample(laid_out, seed))
            assert once == hidden_part(JourneySearch().sample(play, seed))
            assert once != hidden_part(prepared.sample(laid_out, seed + 100))
            compared += 1
    assert compared >= 10
