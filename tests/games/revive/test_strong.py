"""The `strong` stand-in of Revive: it plays through the same rules text, never reads what a
person cannot know (the order of the Mautoma's decks, the card in the box, the face-down
tiles), plays the same game on any number of workers, and keeps to one map action a turn."""

from __future__ import annotations

import random
from itertools import islice

from search_helpers import decisions, play_on

from soloist.engine.autoplay import play_out
from soloist.engine.chance import Chance
from soloist.engine.log import Log
from soloist.engine.search import Search
from soloist.games import find_game
from soloist.games.revive.rules import RevivePlay, ReviveResult
from soloist.games.revive.stand_ins import GreedyClaimer
from soloist.games.revive.strong import (
    SEARCHED,
    MapSearch,
    StrongClaimer,
    forget_hidden,
    lead,
)
from soloist.games.revive.table import MapTable
from soloist.sim import runner

REVIVE = find_game("revive")
SIMULATED = {**REVIVE.simulation_defaults, "s_cards": "2+5"}


def test_a_copy_resumes_in_the_same_rules_and_ends_as_the_game_does() -> None:
    """A copy at your map action or at its target, with an exact copy of the game's chance
    and of greedy's stream, plays on to exactly the result the game itself reaches."""
    for pair in ("1+3", "4+6"):
        options = {**SIMULATED, "s_cards": pair}
        for seed in range(2):
            whole = play_out(REVIVE, REVIVE.parse_options(options), seed,
                             GreedyClaimer).summary()
            topics = set()
            for number, (question, play, chance) in enumerate(
                    decisions(REVIVE, options, seed, GreedyClaimer, SEARCHED)):
                if number % 2:
                    continue
                assert isinstance(play, RevivePlay)
                twin = chance.copy()
                copy = play.copy(twin, Log(enabled=False))
                run = copy.resume()
                again = next(run)
                assert again.topic == question.topic
                assert again.choices is not None and question.choices is not None
                assert again.choices.keys == question.choices.keys
                result = play_on(again, run, copy, GreedyClaimer(twin))
                assert isinstance(result, ReviveResult)
                assert result.summary() == whole
                topics.add(question.topic)
            assert "person.map-action" in topics and len(topics) >= 3


def test_searching_leaves_the_game_as_it_was() -> None:
    """Rollouts play on copies: a game searched at each decision (its answers still
    greedy's) ends exactly as the same game never searched."""
    seed = 3
    options = REVIVE.parse_options(SIMULATED)
    whole = play_out(REVIVE, options, seed, GreedyClaimer).summary()
    chance = Chance(seed)
    play = REVIVE.new_play(options, chance, Log(enabled=False))
    player = GreedyClaimer(chance)
    search = Search(MapSearch(), 4, random.Random(1))
    run = play.run()
    question = next(run)
    try:
        while True:
            if question.topic in SEARCHED and question.choices is not None:
                keys = [key for key in question.choices.keys if key != "exceptions"]
                search.choose(play, keys[:3])
            question = run.send(question.parse(player.answer(question, play))[1])
    except StopIteration as end:
        assert end.value.summary() == whole
    assert search.decisions > 20


def face_down(play: RevivePlay) -> list[tuple[str, tuple[object, ...]]]:
    table = play.table
    assert isinstance(table, MapTable)
    state = table.state
    return [(place, tuple(state.kinds[index] for index in indexes))
            for place, indexes in sorted(state.map.tiles.items()) if place not in state.explored]


def hide_differently(play: RevivePlay, seed: int) -> RevivePlay:
    """The same position with another hidden part: the Action Deck in another order and
    drawn by another stream, another card in the box and another Progress Deck, the
    face-down tiles dealt anew."""
    other = play.copy(Chance(seed), Log(enabled=False))
    forget_hidden(other, random.Random(seed))
    return other


def test_the_hidden_part_is_what_nobody_has_seen() -> None:
    """What a copy may redraw: the Action Deck's order, the Progress Deck (from the cards not
    seen yet), the face-down tiles (the same tiles, laid anew); the face-up map, the pieces,
    the discards and the energy marker stay."""
    changed_tiles = 0
    for _question, play, _ in islice(decisions(REVIVE, SIMULATED, 2, GreedyClaimer,
                                              {"person.map-action"}), 1, 18, 4):
        assert isinstance(play, RevivePlay) and play.mautoma is not None
        mine = play.mautoma
        for seed in (11, 12):
            other = hide_differently(play, seed)
            theirs = other.mautoma
            assert theirs is not None
            assert sorted(card.number for card in theirs.action_deck.cards) == \
                sorted(card.number for card in mine.action_deck.cards)
            assert theirs.action_deck.discards == mine.action_deck.discards
            assert len(theirs.progress_deck) == len(mine.progress_deck)
            seen = {card.number for card in (*mine.action_deck.cards,
                                              *mine.action_deck.discards)}
            assert not seen & {card.number for card in theirs.progress_deck}
            assert theirs.energy == mine.energy
            table, twin = play.table, other.table
            assert isinstance(table, MapTable) and isinstance(twin, MapTable)
            for index, opened in enumerate(table.state.opened):
                if opened:
                    assert twin.state.kinds[index] == table.state.kinds[index]
            assert sorted(sorted(map(str, faces)) for _, faces in face_down(other)) == \
                sorted(sorted(map(str, faces)) for _, faces in face_down(play))
            changed_tiles += face_down(other) != face_down(play)
    assert changed_tiles >= 1


def test_strong_takes_one_map_action_a_turn_and_its_lead_is_the_contest() -> None:
    log = Log()
    result = play_out(REVIVE, REVIVE.parse_options(SIMULATED), 4,
                      StrongClaimer.configured("3"), log=log)
    moves = [event.text for event in log if event.actor == "person"]
    assert len(moves) == 18
    assert isinstance(result, ReviveResult) and result.presence is not None
    summary = result.summary()
    yours, mautoma = result.presence
    assert summary["margin"] == yours.points - mautoma.points
    assert summary["person_won"] == int(yours.points > mautoma.points)


def test_the_lead_is_counted_alike_for_both_sides() -> None:
    for _question, play, _ in islice(decisions(REVIVE, SIMULATED, 6, GreedyClaimer,
                                              {"person.map-action"}), 17, 18):
        assert isinstance(play, RevivePlay)
        table = play.table
        assert isinstance(table, MapTable) and play.mautoma is not None
        state = table.state
        mautoma = play.mautoma
        assert lead(play) == (
            state.rewards_next_to(state.person_buildings) + table.person_tiles
            + len(state.person_figures)
            - state.rewards_next_to(state.mautoma_buildings) - mautoma.tiles_explored
            - len(state.mautoma_figures))


def test_strong_plays_the_same_games_on_one_or_two_workers() -> None:
    plan = runner.make_plan(REVIVE, games=2, seed=5, axes={"s_cards": ["1+2", "3+6"]},
                            stand_in="strong:2")
    one = runner.run(plan, workers=1)
    two = runner.run(plan, workers=2, batch_size=1)
    assert one == two and len(one) == 4


def hidden_part(play: RevivePlay) -> tuple[object, ...]:
    """What a copy draws afresh: the Action Deck's order, the Progress Deck, the map's
    spaces (the face-down tiles among them)."""
    assert play.mautoma is not None and isinstance(play.table, MapTable)
    return (tuple(card.number for card in play.mautoma.action_deck.cards),
            tuple(card.number for card in play.mautoma.progress_deck),
            tuple(play.table.state.kinds))


def test_a_decision_laid_out_once_gives_the_copies_it_would_give_each_time() -> None:
    """The hidden part laid out once per decision (`prepare`) is dealt to each copy exactly
    as laying it out for every copy deals it: the same decks and tiles for the same seed."""
    compared = 0
    for _question, play, _ in islice(decisions(REVIVE, SIMULATED, 3, GreedyClaimer,
                                               SEARCHED), 0, 30, 5):
        assert isinstance(play, RevivePlay)
        prepared = MapSearch()
        laid_out = prepared.prepare(play)
        for seed in (7, 8):
            once = hidden_part(prepared.sample(laid_out, seed))
            assert once == hidden_part(MapSearch().sample(play, seed))
            assert once != hidden_part(prepared.sample(laid_out, seed + 100))
            compared += 1
    assert compared >= 10
