"""A simulated player never peeks (issue 35 item 5): every stand-in of every game reads only
what a person at the table sees.

At many decisions of seeded games, the stand-in as it stands there answers the same question
on deep copies of the play whose hidden part is redrawn by this file's own code,
consistently with what the person has seen (`peek_check`): no answer may change, and the
table the person sees (its table view) must be the same on every copy. Stand-ins declared
here that peek (a strong stand-in whose copies keep the hidden part as it is; Marco Polo
II's greedy reading the whole trip slide) change answers: the check can fail.

What is hidden, game by game (the seeds and the rules files):

- **Marco Polo II**: the order of the Automa cards not drawn yet this round; the contract
  pile and the starting contracts not dealt; the trip slide beyond its display ("the city
  where the Automa is in (or the most recently visited city) and the next two cities":
  before its first travel only Beijing shows; a red letter is read in the first column),
  another of the data's slides that shows all the display has shown; the dice to come.
- **Tokaido**: the cards of each deck nobody has seen, pooled (but for Meals, which she
  keeps face up) with the Automas' face-down items of the same kind; the Automa deck's
  order (its discard pile is face up); the Difficulty Level cards' order; the draws to come
  (Satsuki's free Meal).
- **Revive**: the Action Deck's order; which of the cards not seen yet make the Progress
  Deck (one is in the box) and its order; the face-down area tiles, dealt anew among the
  face-down places of their size, either way round, in the map itself as well as in the
  play's state; the energy marker's start is drawn at setup, then public.
- **Fantastic Factories**: the order of the blueprint and contractor decks' face-down cards;
  every die to come (yours and the Machine's).

In every game the chance to come is another (`peek_check.redrawn`). The figures: run with
``-s`` (each check prints its game, stand-in and tally).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator, Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

import pytest
from peek_check import Tally, answered_by_stand_in, compare_decisions, redrawn, results_agree

from soloist.engine.chance import Chance
from soloist.engine.deck import Deck
from soloist.engine.game import GameDefinition, OptionValue, Play, StandInFactory
from soloist.engine.log import Log
from soloist.engine.questions import Question
from soloist.engine.tableview import TableView, table_of
from soloist.games import find_game, game_names
from soloist.games.fantastic_factories.digital import DigitalPlay
from soloist.games.fantastic_factories.rules import FactoryPlay
from soloist.games.fantastic_factories.strong import MARKET as FACTORY_MARKET
from soloist.games.fantastic_factories.strong import WORK as FACTORY_WORK
from soloist.games.fantastic_factories.strong import FactorySearch, StrongStandIn
from soloist.games.marco_polo_2.data import TripSlide
from soloist.games.marco_polo_2.rules import MarcoPoloPlay
from soloist.games.marco_polo_2.stand_ins import Greedy
from soloist.games.marco_polo_2.strong import ACTION as MARCO_POLO_ACTION
from soloist.games.marco_polo_2.strong import ActionSearch, StrongTraveller
from soloist.games.marco_polo_2.table import ModelTable as MarcoPoloTable
from soloist.games.revive.cards import CARDS as REVIVE_CARDS
from soloist.games.revive.rules import RevivePlay
from soloist.games.revive.strong import SEARCHED as REVIVE_SEARCHED
from soloist.games.revive.strong import MapSearch, StrongClaimer
from soloist.games.revive.table import MapTable
from soloist.games.tokaido.cards import Encounter, HotSpring, Meal, Souvenir
from soloist.games.tokaido.road import Item
from soloist.games.tokaido.rules import TokaidoPlay
from soloist.games.tokaido.strong import SEARCHED as TOKAIDO_SEARCHED
from soloist.games.tokaido.strong import JourneySearch, StrongJourney
from soloist.games.tokaido.table import MEALS as MEAL_DECK
from soloist.games.tokaido.table import ModelTable as TokaidoTable
from soloist.games.tokaido.table import VirtualAutomaDeck, VirtualDifficultyDeck

NO_LOG = Log(enabled=False)


def shuffle_deck(deck: Deck[Any], rng: random.Random) -> None:
    """A deck's face-down cards in another order (a card revealed on top stays there); its
    stream is already the redrawn chance's."""
    top = deck._top
    cards = [card for card in deck.cards if card is not top]
    rng.shuffle(cards)
    deck.cards[:] = [*cards, top] if top is not None else cards


# -- Marco Polo II --------------------------------------------------------------------------


def slides_that_fit(play: MarcoPoloPlay) -> list[TripSlide]:
    """The data's trip slides that show all the display has shown: Beijing before the
    Automa's first travel; then every city up to the two after the one in the first column,
    the red letters seen in the first column, and the slide's end once the display shows
    it."""
    trip = play.ctx.automa.trip
    stops = trip.stops
    if not trip.started:
        shown, letters, length = 1, 0, None
    else:
        shown = min(trip.at + 3, len(stops))
        letters = trip.at + 1
        length = len(stops) if len(stops) < trip.at + 3 or trip.ended_after is not None \
            else None
    fit = []
    for slide in play.data.slides or ():
        if (length is not None and len(slide.stops) != length) or len(slide.stops) < shown:
            continue
        if [stop.city for stop in slide.stops[:shown]] == [stop.city for stop in stops[:shown]] \
                and [stop.letter for stop in slide.stops[:letters]] == \
                [stop.letter for stop in stops[:letters]]:
            fit.append(slide)
    return fit


def hide_marco_polo(play: Play, rng: random.Random) -> None:
    assert isinstance(play, MarcoPoloPlay)
    facts = play.ctx.facts
    assert isinstance(facts, MarcoPoloTable)
    drawn = play.ctx.automa.cards_drawn
    unseen = facts.round_order[drawn:]
    rng.shuffle(unseen)
    facts.round_order[drawn:] = unseen
    shuffle_deck(facts.pile, rng)
    shuffle_deck(facts.starting, rng)
    trip = play.ctx.automa.trip
    fit = slides_that_fit(play)
    assert any(slide.id == trip.slide_id for slide in fit)  # the real one fits
    slide = rng.choice(fit)
    trip.stops = list(slide.stops)
    trip.slide_id = slide.id


def marco_polo_hidden(play: Play) -> tuple[object, ...]:
    assert isinstance(play, MarcoPoloPlay)
    facts = play.ctx.facts
    assert isinstance(facts, MarcoPoloTable)
    return (tuple(card.id for card in facts.round_order[play.ctx.automa.cards_drawn:]),
            tuple(map(str, facts.pile.cards)), play.ctx.automa.trip.slide_id)


def marco_polo_data(play: Play) -> Iterable[object]:
    assert isinstance(play, MarcoPoloPlay)
    return (play.data,)


def marco_polo_seen(play: Play, question: Question) -> TableView | None:
    """The table view, but for the number of the trip slide: Soloist names the slide it
    drew so that the person can slide it under the Smart Mat, and a person playing by the
    rules reads only its display (the seed's premise: "the next two cities")."""
    view = table_of(play, question)
    assert isinstance(play, MarcoPoloPlay) and view is not None
    note = f"slide {play.ctx.automa.trip.slide_id}"
    return view._replace(zones=tuple(
        zone._replace(pieces=tuple(
            piece._replace(note=piece.note.replace(note, "slide"))
            if hasattr(piece, "note") and isinstance(piece.note, str) else piece
            for piece in zone.pieces)) for zone in view.zones))


# -- Tokaido --------------------------------------------------------------------------------

SOUVENIR_DECK, ENCOUNTER_DECK, HOT_SPRING_DECK = Item.SOUVENIR, Item.ENCOUNTER, Item.HOT_SPRING


def hide_tokaido(play: Play, rng: random.Random) -> None:
    """Each deck's cards nobody has seen (its top: cards that went back lie under them),
    pooled with the Automas' face-down items of that kind (her Meals lie face up), dealt
    anew; the Automa deck and the Difficulty Level cards in another order."""
    assert isinstance(play, TokaidoPlay)
    table = play.table
    assert isinstance(table, TokaidoTable)
    decks = ((table.souvenirs, Souvenir, table.unseen(SOUVENIR_DECK)),
             (table.encounters, Encounter, table.unseen(ENCOUNTER_DECK)),
             (table.hot_springs, HotSpring, table.unseen(HOT_SPRING_DECK)),
             (table.meals, Meal, table.unseen(MEAL_DECK)))
    for deck, kind, unseen in decks:
        places = [] if kind is Meal else [
            (automa, index) for automa in play.automas
            for index, card in enumerate(automa.cards) if type(card) is kind]
        pool = [deck.popleft() for _ in range(unseen)]
        pool.extend(automa.cards[index] for automa, index in places)
        rng.shuffle(pool)
        for automa, index in places:
            automa.cards[index] = pool.pop()
        deck.extendleft(reversed(pool))
    automa_deck = play.automa_deck
    assert isinstance(automa_deck, VirtualAutomaDeck)
    shuffle_deck(automa_deck.deck, rng)
    difficulty = play.difficulty_deck
    assert isinstance(difficulty, VirtualDifficultyDeck)
    if difficulty.deck is not None:
        shuffle_deck(difficulty.deck, rng)


def tokaido_hidden(play: Play) -> tuple[object, ...]:
    assert isinstance(play, TokaidoPlay)
    table = play.table
    assert isinstance(table, TokaidoTable)
    automa_deck = play.automa_deck
    assert isinstance(automa_deck, VirtualAutomaDeck)
    return (tuple(table.souvenirs)[:table.unseen(SOUVENIR_DECK)],
            tuple(table.meals)[:table.unseen(MEAL_DECK)],
            tuple(tuple(card for card in automa.cards if isinstance(card, Souvenir))
                  for automa in play.automas),
            tuple(automa_deck.deck.cards))


def tokaido_data(play: Play) -> Iterable[object]:
    assert isinstance(play, TokaidoPlay)
    return (play.settings, play.road)


# -- Revive ---------------------------------------------------------------------------------


def hide_revive(play: Play, rng: random.Random) -> None:
    """The Action Deck in another order; the Progress Deck drawn anew from the cards nobody
    has seen (one of them is in the box); each face-down area tile dealt anew to a face-down
    place of its number of spaces, either way round (a tile "may be placed in either of 2
    orientations"), in the play's map state and in the map itself."""
    assert isinstance(play, RevivePlay)
    mautoma = play.mautoma
    assert mautoma is not None
    deck = mautoma.action_deck
    shuffle_deck(deck, rng)
    seen = {card.number for card in (*deck.cards, *deck.discards)}
    if mautoma.in_hand is not None:
        seen.add(mautoma.in_hand.number)
    unseen = [card for card in REVIVE_CARDS if card.number not in seen]
    rng.shuffle(unseen)
    mautoma.progress_deck = unseen[:len(mautoma.progress_deck)]
    table = play.table
    assert isinstance(table, MapTable)
    state = table.state
    hex_map = state.map
    assert not hex_map.keys, "a map that names the tile on each place: deal the names too"
    by_size: dict[int, list[str]] = {}
    for place, indexes in hex_map.tiles.items():
        if place not in state.explored:
            by_size.setdefault(len(indexes), []).append(place)
    kinds = list(state.kinds)
    for places in by_size.values():
        tiles = [[state.kinds[index] for index in hex_map.tiles[place]] for place in places]
        rng.shuffle(tiles)
        for place, faces in zip(places, tiles, strict=True):
            if rng.random() < 0.5:
                faces.reverse()
            for index, kind in zip(hex_map.tiles[place], faces, strict=True):
                kinds[index] = kind
    state.kinds[:] = kinds
    # The copy's map (a copy of its own) shows the same as its table.
    object.__setattr__(hex_map, "spaces", tuple(
        replace(space, kind=kind) if space.kind is not None and space.kind is not kind
        else space for space, kind in zip(hex_map.spaces, kinds, strict=True)))


def revive_hidden(play: Play) -> tuple[object, ...]:
    assert isinstance(play, RevivePlay) and play.mautoma is not None
    table = play.table
    assert isinstance(table, MapTable)
    state = table.state
    face_down = [index for place, indexes in state.map.tiles.items()
                 if place not in state.explored for index in indexes]
    return (tuple(state.kinds[index] for index in face_down),
            tuple(state.map.spaces[index].kind for index in face_down),
            tuple(card.number for card in play.mautoma.progress_deck))


def revive_data(play: Play) -> Iterable[object]:
    assert isinstance(play, RevivePlay)
    board = getattr(play.facts, "board", None)
    return () if board is None else (board,)


def revive_seen(play: Play, question: Question) -> TableView | None:
    """The table view, its spaces named afresh: the table keeps the names it made (by a
    space's kind), and one made while a tile lay face down stays after it is turned up
    (issue 35 item 1, fixed apart), so the names kept depend on the hidden kinds."""
    table = play.table  # type: ignore[attr-defined]
    kept, table.labels = table.labels, {}
    try:
        return table_of(play, question)
    finally:
        table.labels = kept


# -- Fantastic Factories ------------------------------------------------------------------


def hide_fantastic_factories(play: Play, rng: random.Random) -> None:
    assert isinstance(play, FactoryPlay)
    table = play.table
    shuffle_deck(table.blueprints, rng)  # type: ignore[union-attr]
    if isinstance(play, DigitalPlay):
        shuffle_deck(play.digital.contractors, rng)


def fantastic_factories_hidden(play: Play) -> tuple[object, ...]:
    assert isinstance(play, DigitalPlay)
    return (tuple(play.digital.blueprints.cards), tuple(play.digital.contractors.cards))


def fantastic_factories_data(play: Play) -> Iterable[object]:
    cards = getattr(play.table, "cards", None)  # type: ignore[attr-defined]
    if cards is None:
        return ()
    return (cards, *cards.blueprints, *cards.contractors)


# -- The question, asked again on a copy --------------------------------------------------


def ask_again(topics: Iterable[str]) -> Callable[[Play, Question], Question | None]:
    """The question a copy's own rules ask when they start again at the decision it waits
    at (`resume`, as the search starts its copies), at the decisions of `topics`: the
    person must be asked the same, whatever the hidden part."""
    searched = frozenset(topics)

    def again(play: Play, question: Question) -> Question | None:
        if question.topic not in searched or question.context.get("main_done") or \
                question.context.get("actions") or not hasattr(play, "resume"):
            return None
        asked: Question = next(play.resume())
        return asked

    return again


# -- The stand-ins that peek (declared here only) -----------------------------------------


class PeekingGreedy(Greedy):
    """Marco Polo II's greedy as it was (issue 35 item 5): the cities ahead of the Automa
    are every city left on its trip slide, not the two its display shows."""

    name: ClassVar[str] = "greedy reading the whole slide"

    def automa_ahead(self, game: MarcoPoloPlay) -> set[str]:
        trip = game.ctx.automa.trip
        return {stop.city for stop in trip.stops[trip.at + 1:]}


class KeepsMarcoPolo(ActionSearch):
    """Copies that keep the hidden part as it is (the Automa deck's order, the trip
    slide)."""

    def sample(self, play: MarcoPoloPlay, seed: int) -> MarcoPoloPlay:
        self.rollout_sheet = self.sheet.copy()
        return play.copy(Chance(seed), NO_LOG)


class PeekingTraveller(StrongTraveller):
    name: ClassVar[str] = "strong whose copies keep the hidden part"

    def __init__(self, chance: Chance) -> None:
        super().__init__(chance)
        self.search.game = KeepsMarcoPolo(self.greedy)


class KeepsTokaido(JourneySearch):
    """Copies that play on with the game's own chance: its decks and draws as they are."""

    def sample(self, play: TokaidoPlay, seed: int) -> TokaidoPlay:
        return play.copy(play.chance.copy(), NO_LOG, hidden_order=False)


class PeekingJourney(StrongJourney):
    name: ClassVar[str] = "strong whose copies keep the hidden part"
    budget: ClassVar[int] = 4

    def __init__(self, chance: Chance) -> None:
        super().__init__(chance)
        self.search.game = KeepsTokaido()


class KeepsRevive(MapSearch):
    """Copies that keep the hidden part as it is (the decks, the face-down tiles)."""

    def sample(self, play: RevivePlay, seed: int) -> RevivePlay:
        self.rollout_chance = Chance(seed)
        return play.copy(Chance(seed), NO_LOG)


class PeekingClaimer(StrongClaimer):
    name: ClassVar[str] = "strong whose copies keep the hidden part"

    def __init__(self, chance: Chance) -> None:
        super().__init__(chance)
        self.search.game = KeepsRevive()


class KeepsFactories(FactorySearch):
    """Copies that play on with the game's own chance: the decks and dice as they are."""

    def prepare(self, play: DigitalPlay) -> DigitalPlay:
        return play

    def sample(self, play: DigitalPlay, seed: int) -> DigitalPlay:
        copy = play.copy(play.work.chance.copy(), NO_LOG, hidden_order=False)
        copy.horizon = play.round
        return copy


class PeekingFactory(StrongStandIn):
    name: ClassVar[str] = "strong whose copies keep the hidden part"
    budget: ClassVar[int] = 4
    searchable: ClassVar[FactorySearch] = KeepsFactories()


# -- The games ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Game:
    """How one game's stand-ins are checked: its options, its redraw, the data its plays
    share, what the person sees; the seeds and the share of decisions checked (`every`),
    and the budget of its strong stand-in."""

    name: str
    options: Mapping[str, OptionValue]
    hide: Callable[[Play, random.Random], None]
    shared: Callable[[Play], Iterable[object]]
    seen: Callable[[Play, Question], object] = table_of
    #: The hidden parts, each as plain data (the redraw changes each of them).
    hidden: Callable[[Play], tuple[object, ...]] = lambda play: ()
    #: A greedy game's seed and decision where each hidden part can be other (Marco Polo
    #: II's: before the Automa's first travel, while every slide fits).
    hidden_at: tuple[int, int] = (1, 4)
    #: The question asked again on a copy (`ask_again`), where its rules can start there.
    asked_again: Callable[[Play, Question], Question | None] = lambda play, question: None
    seeds: tuple[int, ...] = (1, 2)
    every: int = 2
    strong: str = "strong:3"
    strong_seeds: tuple[int, ...] = (1,)
    strong_every: int = 3
    #: Other seeds for a stand-in that asks few questions a game (Fantastic Factories'
    #: steady: one a round).
    more_seeds: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
    #: The stand-ins that peek, their seeds and share of decisions checked.
    peeking: tuple[StandInFactory, ...] = ()
    peeking_seeds: tuple[int, ...] = (1,)
    peeking_every: int = 3

    @property
    def definition(self) -> GameDefinition:
        return find_game(self.name)

    def options_for(self, stand_in: str) -> dict[str, OptionValue]:
        return {**self.definition.simulation_options(stand_in), **self.options}

    def check(self, factory: StandInFactory, spec: str, seeds: Iterable[int],
              every: int) -> Tally:
        tally = compare_decisions(self.definition, self.options_for(spec), seeds, factory,
                                  self.hide, shared=self.shared, seen=self.seen,
                                  asked_again=self.asked_again, every=every)
        print(f"\n{self.name}, {getattr(factory, 'name', spec)}: {tally}")
        return tally


GAMES = {game.name: game for game in (
    Game("marco-polo-2", {"sample": True, "level": "l2"}, hide_marco_polo, marco_polo_data,
         marco_polo_seen, marco_polo_hidden, hidden_at=(3, 1),
         asked_again=ask_again({MARCO_POLO_ACTION}), seeds=(3, 4), strong="strong:4",
         peeking=(PeekingGreedy, PeekingTraveller), peeking_seeds=(3,), peeking_every=1),
    Game("tokaido", {"level": 4}, hide_tokaido, tokaido_data, hidden=tokaido_hidden,
         asked_again=ask_again(TOKAIDO_SEARCHED),
         seeds=(1, 2, 3), every=1,
         strong="strong:4", strong_every=1, peeking=(PeekingJourney,)),
    Game("revive", {}, hide_revive, revive_data, revive_seen, revive_hidden,
         asked_again=ask_again(REVIVE_SEARCHED),
         peeking=(PeekingClaimer,)),
    Game("fantastic-factories", {"difficulty": "medium"}, hide_fantastic_factories,
         fantastic_factories_data, hidden=fantastic_factories_hidden,
         asked_again=ask_again({FACTORY_MARKET, FACTORY_WORK}), seeds=(1,),
         strong="strong:4", strong_every=4, more_seeds={"steady": (1, 2, 3)},
         peeking=(PeekingFactory,)),
)}

EVERY_STAND_IN = [(game, name) for game in GAMES
                  for name in find_game(game).all_stand_ins()]


def test_every_game_is_checked() -> None:
    assert set(GAMES) == set(game_names())


@pytest.mark.parametrize(("game", "name"), EVERY_STAND_IN)
def test_no_stand_in_reads_what_a_person_cannot_see(game: str, name: str) -> None:
    """Every stand-in of every game (the searching ones at a small budget): no answer changes
    when the hidden part is drawn again, and the person's table is the same on each copy."""
    checked = GAMES[game]
    strong = name == "strong"
    spec = checked.strong if strong else name
    seeds = checked.strong_seeds if strong else checked.more_seeds.get(name, checked.seeds)
    tally = checked.check(checked.definition.stand_in(spec), spec, seeds,
                          checked.strong_every if strong else checked.every)
    assert tally.compared >= 30
    assert tally.changed == 0, tally.examples
    assert tally.seen_otherwise == 0


@pytest.mark.parametrize("game", list(GAMES))
def test_a_stand_in_that_peeks_is_caught(game: str) -> None:
    """The check can fail: a stand-in that reads the hidden part changes answers."""
    checked = GAMES[game]
    for factory in checked.peeking:
        tally = checked.check(factory, "strong", checked.peeking_seeds, checked.peeking_every)
        assert tally.changed >= 1
        assert tally.seen_otherwise == 0


@pytest.mark.parametrize("game", list(GAMES))
def test_the_redraw_changes_every_hidden_part_and_nothing_the_person_sees(game: str) -> None:
    """At an early decision of a greedy game, each hidden part differs on some of 6 copies
    (the chance to come on every one); the person's table is the same on all."""
    checked = GAMES[game]
    seed, number = checked.hidden_at
    question, play, chance, _ = next(
        found for at, found in enumerate(answered_by_stand_in(
            checked.definition, checked.options_for("greedy"), seed,
            checked.definition.stand_in("greedy"))) if at == number)
    rng = random.Random(number)
    hidden = checked.hidden(play)
    copies = [redrawn(play, chance, checked.hide, rng, checked.shared(play)) for _ in range(6)]
    for part, value in enumerate(hidden):
        assert any(checked.hidden(other)[part] != value for other, _ in copies), part
    assert all(other_chance.seed != chance.seed for _, other_chance in copies)
    assert all(checked.seen(other, question) == checked.seen(play, question)
               for other, _ in copies)


def test_the_check_never_changes_the_game_it_checks() -> None:
    """A game checked at every decision ends exactly as the same game played out."""
    for game, name in (("marco-polo-2", "greedy"), ("tokaido", "random"),
                       ("revive", "greedy"), ("fantastic-factories", "greedy")):
        checked = GAMES[game]
        assert results_agree(checked.definition, checked.options_for(name), 1,
                             checked.definition.stand_in(name), checked.hide, checked.shared)


def test_marco_polo_greedy_ends_a_travel_where_every_slide_shown_would_have_it() -> None:
    """Issue 35's reproduction: seed 3, level 2, the Sample. At a travel before the
    Automa's first one, the display shows only Beijing, so all three Sample slides fit what
    the person has seen; greedy ends its travel in the same city on each of them (it ended
    in Juniper on the real slide 1, but in Cindervale had slide 3 been drawn)."""
    checked = GAMES["marco-polo-2"]
    definition = checked.definition
    options = definition.parse_options(checked.options_for("greedy"))
    chance = Chance(3)
    play = definition.new_play(options, chance, NO_LOG)
    assert isinstance(play, MarcoPoloPlay)
    greedy = Greedy(chance)
    run: Generator[Question, object, object] = play.run()
    question = next(run)
    while not (question.topic == "person.travel-end" and not play.ctx.automa.trip.started):
        question = run.send(question.parse(greedy.answer(question, play))[1])
    assert play.ctx.automa.trip.slide_id == 1 and play.ctx.automa.trip.shown() == ["beijing"]
    assert {slide.id for slide in slides_that_fit(play)} == {1, 2, 3}
    ends = set()
    for slide in play.data.slides or ():
        other, _ = redrawn_on(play, chance, slide)
        for factory in (Greedy, PeekingGreedy):
            ends.add((factory.__name__, slide.id,
                      copied(greedy, factory).answer(question, other)))
    assert len({city for who, _, city in ends if who == "Greedy"}) == 1
    assert ("PeekingGreedy", 1, "juniper") in ends and ("PeekingGreedy", 3, "cindervale") in ends


def redrawn_on(play: MarcoPoloPlay, chance: Chance, slide: TripSlide
               ) -> tuple[MarcoPoloPlay, Chance]:
    def on_slide(copy: Play, rng: random.Random) -> None:
        assert isinstance(copy, MarcoPoloPlay)
        copy.ctx.automa.trip.stops = list(slide.stops)
        copy.ctx.automa.trip.slide_id = slide.id

    other, other_chance = redrawn(play, chance, on_slide, random.Random(slide.id),
                                  marco_polo_data(play))
    assert isinstance(other, MarcoPoloPlay)
    return other, other_chance


def copied(greedy: Greedy, factory: type[Greedy]) -> Greedy:
    """A greedy stand-in of `factory` with `greedy`'s score sheet and place."""
    made = factory(Chance(0))
    made.__dict__.update(greedy.copy().__dict__)
    return made
