"""A solo journey against the two Automas: setup, the road, the inns, the end of the journey.

In the order of the solo rules: setup for 3 travellers with each Automa's colour and coin,
the Difficulty Level cards, then the journey — the traveller farthest behind always moves
next (you, or an Automa drawing her card) — with the Meals at each inn once everyone has
arrived, and the End of the Journey.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, fields, replace
from typing import Any, Literal, Self

from soloist.engine.chance import Chance, quick_shuffled
from soloist.engine.log import Log
from soloist.engine.phrase import joined, phrase
from soloist.engine.questions import Choice, Choices, Question, table_fact
from soloist.engine.tableview import TableView
from soloist.engine.variants import NO_VARIANT, Variant, announce
from soloist.games.tokaido import tableview
from soloist.games.tokaido.automa import (
    SEED_RULES,
    STARTING_COINS,
    Automa,
    AutomaRules,
    destination,
    plan_move,
    resolve_stop,
)
from soloist.games.tokaido.automa_cards import AutomaCard, MatsuriEffect, PersonCards, varied
from soloist.games.tokaido.cards import (
    ACHIEVEMENT_POINTS,
    BASE_GAME,
    BaseGame,
    Traveller,
    load_base_game,
    said_assumption,
)
from soloist.games.tokaido.digital import MEAL, DigitalPerson
from soloist.games.tokaido.journey import Journey, OnTheRoad
from soloist.games.tokaido.levels import DEFAULT_LEVEL
from soloist.games.tokaido.person import ORDINAL, PERSON, CompanionPerson
from soloist.games.tokaido.road import ITEM_OF_SPACE, PANORAMAS, Item, Space, load_road
from soloist.games.tokaido.scoring import (
    AUTOMA_SOUVENIR_WEIGHT,
    Tally,
    end_achievements,
    temple_ranking,
    winners,
)
from soloist.games.tokaido.table import (
    ModelTable,
    PhysicalAutomaDeck,
    PhysicalDifficultyDeck,
    TableAtHand,
    VirtualAutomaDeck,
    VirtualDifficultyDeck,
    supply_of,
)
from soloist.games.tokaido.your_cards import (
    ASSUMED,
    AT_SETUP,
    AT_THE_INN,
    AUTOMA_DECK,
    DECKS,
    DIFFICULTY_DECK,
    FILE,
    GAME_OVER,
    PREPARATIONS_FACTS,
    PREPARATIONS_RANGE,
    TABLE,
    CardsUsed,
    DeckFact,
    KnownDeck,
    assumed_words,
    cards_for,
    confirm_question,
    count_deck,
    count_difficulty_cards,
    count_offer,
    known_so_far,
    your_deck_question,
)

#: The Automas, named by their travellers' colours (phrases: a log says them in its language;
#: a translation's selector still matches the English name).
AUTOMA_NAMES = (phrase("Green"), phrase("Blue"))
#: Each Automa's column in a game's summary ("green_score").
SCORE_COLUMNS = {name: f"{name.casefold()}_score" for name in AUTOMA_NAMES}
# Enum members bound once (attribute access on an Enum class is slow in Python 3.11).
COIN, SOUVENIR, HOT_SPRING, ENCOUNTER = Item.COIN, Item.SOUVENIR, Item.HOT_SPRING, Item.ENCOUNTER
MITSUKUNI = Traveller.MITSUKUNI
TRAVELLER_TILES = tuple(Traveller)
#: Levels 1/2/3: you draw 5/3/1 Difficulty Level cards; 5/6/7: each Automa draws 1/3/5.
PERSON_DIFFICULTY_CARDS = {1: 5, 2: 3, 3: 1}
AUTOMA_DIFFICULTY_CARDS = {5: 1, 6: 3, 7: 5}
CROSSROADS_POINTS = 5
PREPARATIONS_POINTS_PER_COIN = 3
MEAL_DRAW = 4  # 3 travellers + 1
GASTRONOMY_MEAL_DRAW = 3  # the number of players

Outcome = Literal["win", "loss", "tie"]


@dataclass(frozen=True)
class Settings:
    """A play's options, resolved: the level, the sides, the data, the variants."""

    level: int = DEFAULT_LEVEL
    digital: bool = False
    cards: PersonCards | None = None  # None: the physical Automa and Difficulty decks
    base: BaseGame | None = None  # the modelled base game (digital play)
    initiation: bool = False
    return_trip: bool = False
    gastronomy: bool = False
    preparations: bool = False
    crossroads: bool = False
    matsuri: bool = False
    #: No cards file of the person's: what their components know of their decks is read
    #: (digital play draws their own deck once all of it is known; companion play learns it).
    learns: bool = False
    #: Companion play: the person draws the Automa and Difficulty Level cards even when
    #: Soloist knows their deck (it then offers only the cards still in it).
    physical_draw: bool = False
    #: An automa variant (docs/sensitivity.md): its decks' changes (applied to whichever
    #: cards Soloist draws) and its rules.
    variant: Variant = NO_VARIANT
    rules: AutomaRules = SEED_RULES

    def __reduce__(self) -> tuple[type[Settings], tuple[object, ...]]:
        # Pickled (to the simulation's workers) as a call with its fields: the compiled
        # build's frozen classes cannot be unpickled by setting their fields.
        return (Settings, tuple([getattr(self, field.name) for field in fields(self)]))


@dataclass(frozen=True, slots=True)
class TokaidoResult:
    scores: tuple[tuple[str, int], ...]  # you first, then the Automas
    achievement_cards: tuple[tuple[str, int], ...]
    winners: tuple[str, ...]
    level: int
    #: Which cards the game drew when they were not the person's own, for its result line
    #: ("with the ASSUMED Automa and Difficulty Level cards, not the real ones"); empty
    #: when it drew theirs from a file or at the table.
    cards_used: str = ""

    def __reduce__(self) -> tuple[type[TokaidoResult], tuple[object, ...]]:
        # Pickled (from the simulation's workers) as a call with its fields: the compiled
        # build's frozen classes cannot be unpickled by setting their fields.
        return (TokaidoResult, tuple([getattr(self, field.name) for field in fields(self)]))

    @property
    def score_of(self) -> dict[str, int]:
        return dict(self.scores)

    @property
    def outcome(self) -> Outcome:
        if self.winners == (PERSON,):
            return "win"
        return "tie" if PERSON in self.winners else "loss"

    def headline(self) -> str:
        """One line for a person; a game played with Soloist's assumed Automa cards says so,
        and one played with the cards of the person's components says that."""
        if self.cards_used:
            return phrase("{outcome}, {cards}.", outcome=self.outcome_said(),
                          cards=self.cards_used)
        return phrase("{outcome}.", outcome=self.outcome_said())

    def outcome_line(self) -> str:
        return phrase("{outcome}.", outcome=self.outcome_said())

    def outcome_said(self) -> str:
        """The outcome line without its full stop."""
        scores = self.score_of
        others = joined(phrase("{name} {score}", name=name, score=score)
                        for name, score in self.scores if name != PERSON)
        if self.outcome == "win":
            return phrase("You win with {points} points ({others})", points=scores[PERSON],
                          others=others)
        if self.outcome == "tie":
            return phrase("A shared victory at {points} points with {winners} (the same number "
                          "of Achievement cards): {others}", points=scores[PERSON],
                          winners=joined((name for name in self.winners if name != PERSON),
                                         " and "),
                          others=others)
        best = self.winners[0]
        tie = sum(1 for _, score in self.scores if score == scores[best]) > 1
        if len(self.winners) > 1:
            return phrase("{winners} win with {points} points; you have {yours} ({others})",
                          winners=joined(self.winners, " and "), points=scores[best],
                          yours=scores[PERSON], others=others)
        if tie:
            return phrase("{winner} wins with {points} points (more Achievement cards); you "
                          "have {yours} ({others})", winner=best, points=scores[best],
                          yours=scores[PERSON], others=others)
        return phrase("{winner} wins with {points} points; you have {yours} ({others})",
                      winner=best, points=scores[best], yours=scores[PERSON], others=others)

    def summary(self) -> dict[str, int | float | str]:
        scores = self.score_of
        row: dict[str, int | float | str] = {"person_score": scores[PERSON]}
        for name, column in SCORE_COLUMNS.items():
            row[column] = scores[name]
        automa_best = max([scores[name] for name in AUTOMA_NAMES])
        outcome = self.outcome
        row["automa_best_score"] = automa_best
        row["margin"] = scores[PERSON] - automa_best
        row["person_won"] = int(outcome == "win")
        row["outcome"] = outcome
        row["level"] = self.level
        return row


class TokaidoPlay:
    """One solo journey against the two Automas."""

    def __new__(cls, *args: Any, **kwargs: Any) -> Self:
        # Spelled out for the compiled build (mypyc), whose classes make an empty
        # object this way only (as a copy of one does).
        return object.__new__(cls)

    def __init__(self, settings: Settings, chance: Chance, log: Log) -> None:
        self.settings = settings
        self.log = log
        self.chance = chance
        road = self.road = load_road(settings.return_trip)
        # One stream for the table, consumed in a fixed pattern: the modelled decks' shuffles
        # and the traveller tiles (digital play), the starting line, then only the Automa
        # deck's draws. What comes before the first Automa card depends on the options alone,
        # so no answer ever shifts an Automa card.
        self.table_stream = chance.stream("table")
        table: TableAtHand | ModelTable
        if settings.digital:
            assert settings.base is not None
            table = ModelTable(settings.base, self.table_stream, log)
        else:
            # The physical supply holds the base game's cards (the default card file, or the
            # person's own).
            base = settings.base or load_base_game()
            table = TableAtHand(log, supply_of(base), base.meals)
        self.table = table
        journey = self.journey = Journey(road, log, table)
        self.automas = [Automa(name) for name in AUTOMA_NAMES]
        self.person: CompanionPerson | DigitalPerson
        if isinstance(table, ModelTable):
            self.person = DigitalPerson(journey, table, chance, initiation=settings.initiation)
        else:
            self.person = CompanionPerson(journey, initiation=settings.initiation)
        journey.travellers = [self.person, *self.automas]
        #: The facts of the person's copy this play established by itself (the component
        #: library keeps them): lower bounds on their decks from the cards drawn at the
        #: table, or the counts they gave.
        self.learned: dict[str, str] = {}
        #: The result, once the journey has ended (shown before the offers to count your
        #: decks, which come after it).
        self.outcome: TokaidoResult | None = None
        cards = self.cards = settings.cards
        self.automa_deck: PhysicalAutomaDeck | VirtualAutomaDeck
        self.difficulty_deck: PhysicalDifficultyDeck | VirtualDifficultyDeck
        if cards is None:
            self.automa_deck = PhysicalAutomaDeck(log, self.learned)
            self.difficulty_deck = PhysicalDifficultyDeck(log, self.learned)
            self.cards_used = CardsUsed(TABLE, TABLE)
        elif settings.physical_draw and not settings.digital:  # their file, drawn at the table
            self.automa_deck = PhysicalAutomaDeck(log, whole=AUTOMA_DECK.read(
                " ".join(card.key for card in cards.automa_cards)).as_confirmed())
            self.difficulty_deck = PhysicalDifficultyDeck(log, whole=DIFFICULTY_DECK.read(
                " ".join(space.value for space in cards.difficulty_cards)).as_confirmed())
            self.cards_used = CardsUsed(FILE, FILE)
        else:
            drawn = varied(cards, settings.variant)
            self.automa_deck = VirtualAutomaDeck(drawn, self.table_stream, log)
            self.difficulty_deck = VirtualDifficultyDeck(drawn, chance, log)
            self.cards_used = (CardsUsed(ASSUMED, ASSUMED) if cards.is_assumed
                               else CardsUsed(FILE, FILE))
        #: The decks the person said "no" (or "not sure") to when their draws suggested them:
        #: not suggested again in this game; the count is offered at its end.
        self.declined: set[str] = set()
        self.turns = 0
        #: The two traveller tiles you choose from (digital play), and whether the journey
        #: has begun: where a copy of the play made for search resumes (`resume`).
        self.tiles: list[Traveller] = []
        self.departed = False
        #: Which of your own Difficulty Level cards you are resolving at setup (levels 1-3;
        #: 0 otherwise): a copy waiting in it resumes with the rest of them.
        self.setup_card = 0

    def copy(self, chance: Chance, log: Log, *, hidden_order: bool = True) -> TokaidoPlay:
        """A copy of a digital play whose chance to come is drawn from `chance`; `resume()`
        plays it on from the decision this play waits at.

        With `hidden_order`, the Automa deck's face-down cards are laid out in a fixed order
        first (a person knows which are left, not their order). The order of the base game's
        decks is copied as it is: what a person cannot know of it, a search shuffles itself
        (see `strong.py`). Without it, and with `chance` an exact copy of this play's, the
        copy plays on exactly as this play would.
        """
        assert isinstance(self.table, ModelTable) and isinstance(self.person, DigitalPerson)
        assert isinstance(self.automa_deck, VirtualAutomaDeck)
        assert isinstance(self.difficulty_deck, VirtualDifficultyDeck)
        play: TokaidoPlay = TokaidoPlay.__new__(TokaidoPlay)
        play.settings = self.settings
        play.log = log
        play.chance = chance
        play.road = self.road
        play.table_stream = chance.stream("table")
        table = play.table = self.table.copy(log)
        original = self.journey
        journey = play.journey = Journey(self.road, log, table)
        journey.occupied = list(original.occupied)
        journey.panoramas_open = set(original.panoramas_open)
        journey.arrivals = original.arrivals
        play.automas = [automa.copy() for automa in self.automas]
        person = play.person = self.person.copy(journey, table, chance)
        twins: dict[int, OnTheRoad] = {id(self.person): person}
        for automa, twin in zip(self.automas, play.automas, strict=True):
            twins[id(automa)] = twin
        journey.travellers = [twins[id(traveller)] for traveller in original.travellers]
        play.automa_deck = self.automa_deck.copy(play.table_stream, log,
                                                 hidden_order=hidden_order)
        play.difficulty_deck = self.difficulty_deck.copy(chance, log)
        play.turns = self.turns
        play.tiles = list(self.tiles)
        play.departed = self.departed
        play.setup_card = self.setup_card
        play.cards = self.cards
        play.cards_used = self.cards_used
        play.learned = dict(self.learned)
        play.outcome = self.outcome
        play.declined = set(self.declined)
        return play

    # -- the whole game
    def run(self) -> Generator[Question, object, TokaidoResult]:
        if self.settings.learns:
            yield from self.your_cards()
        yield from self.setup()
        return (yield from self.journey_on())

    def resume(self) -> Generator[Question, object, TokaidoResult]:
        """The rest of the game from your traveller tile or your move, the decision this
        play waits at.

        Search plays on from a copy of the play (see `strong.py`): a paused generator cannot
        be copied, so the copy starts here, in the same rules text: before the journey, your
        choice of traveller and the rest of the setup; on the road, your turn (begun again:
        it had asked nothing but your move) and the rest of the journey.
        """
        person = self.person
        assert isinstance(person, DigitalPerson)
        waiting = person.waiting
        if waiting == MEAL:  # at an inn, your Meal; then the others' after you, in order
            order = self.journey.arrival_order(person.stop)
            yield from person.buy_meal()
            yield from self.meals(order, order.index(person) + 1)
            self.table.clear_meals()
        elif waiting is not None:  # a Village's souvenirs or a Temple's donation
            yield from (person.buy_souvenirs(person.offered) if waiting is Space.VILLAGE
                        else person.donate())
            if self.setup_card:  # the Difficulty Level card you were resolving at setup
                yield from self.difficulty(first=self.setup_card + 1)
                self.journey_begins()
        elif not self.departed:
            assert self.tiles
            yield from person.setup(self.tiles)
            yield from self.departure()
        else:
            self.turns -= 1  # the turn the move began is counted again
        return (yield from self.journey_on())

    def journey_on(self) -> Generator[Question, object, TokaidoResult]:
        """The journey: the traveller farthest behind moves, until everyone has arrived;
        then the End of the Journey."""
        self.departed = True
        journey = self.journey
        road = self.road
        person = self.person
        last = road.last
        is_inn = road.is_inn
        table = self.table
        modelled = table.modelled
        rearmost = journey.rearmost
        automa_move = self.automa_move
        panoramas_open = journey.panoramas_open
        log = self.log
        item_points = self.settings.rules.item_points
        while True:
            traveller = rearmost()
            if traveller.stop == last:
                break
            self.turns += 1
            if traveller is person:
                yield from person.turn()
                if not modelled:
                    self.you_took(road.spaces[person.stop])
            else:
                automa: Automa = traveller  # type: ignore[assignment]  # not you: an Automa
                deck = self.automa_deck  # (Soloist may take over the drawing at an inn)
                card = deck.known_draw(automa) or (yield from deck.draw(automa))
                space = automa_move(automa, card)
                if not modelled:
                    yield from self.ask_supply(automa, space)
                resolve_stop(automa, space, table, panoramas_open, log, item_points)
            stop = traveller.stop
            if is_inn[stop]:
                if traveller is person:
                    yield from person.arrive_at_inn(stop)
                    if not table.modelled and road.is_intermediate_inn(stop):
                        self.you_took(Space.INN)
                if journey.everyone_at(stop):
                    yield from self.inn(stop)
        result = yield from self.end_of_journey()
        self.outcome = result
        if self.settings.learns and not self.settings.digital:
            yield from self.offer_to_count()
        return result

    # -- your cards, as your components know them
    def your_cards(self) -> Generator[Question, object, None]:
        """What the person's components know of their two decks (never asked: nothing when
        unknown). Digital play draws their own deck once all of it is known (saying so when
        it is what their draws suggest, not confirmed), Soloist's assumed one until then.

        Companion play draws their own deck for the Automas once they have confirmed it
        (counted, imported, or the suggestion of their draws confirmed with one tap, asked
        here for a deck this game draws); until then it asks what each card drawn shows."""
        automa = yield your_deck_question(AUTOMA_DECK)
        difficulty = yield your_deck_question(DIFFICULTY_DECK)
        assert isinstance(automa, KnownDeck) and isinstance(difficulty, KnownDeck)
        if self.settings.digital:
            cards, self.cards_used = cards_for(automa, difficulty)
            before, self.cards = self.cards, cards
            drawn = varied(cards, self.settings.variant)
            if before is None or cards.automa_cards is not before.automa_cards:
                self.automa_deck = VirtualAutomaDeck(drawn, self.table_stream, self.log)
            if before is None or cards.difficulty_cards is not before.difficulty_cards:
                self.difficulty_deck = VirtualDifficultyDeck(drawn, self.chance, self.log)
            return
        automa = yield from self.confirm(automa, AT_SETUP)
        if self.settings.level != DEFAULT_LEVEL:  # a level that draws Difficulty Level cards
            difficulty = yield from self.confirm(difficulty, AT_SETUP)
        self.cards_used = CardsUsed(TABLE, TABLE, automa, difficulty)
        if automa.confirmed:
            self.draw_for_the_automas(automa)
        if difficulty.confirmed:
            self.draw_difficulty_cards(difficulty)

    def confirm(self, known: KnownDeck, when: str) -> Generator[Question, object, KnownDeck]:
        """The person's word for what their draws suggest: a deck whose lower bounds add up
        to its size is shown as they would lay it out, and they confirm it with one tap (it
        is then learned as confirmed) or not (asked again at the end of the game, with the
        offer to count)."""
        deck = known.deck
        if not known.suggested or deck.fact in self.declined:
            return known
        right = yield confirm_question(known, when)
        if not right:
            self.declined.add(deck.fact)
            self.log.say("library", "Not confirmed: you draw your {title} at the table, and "
                         "Soloist offers to count them at the end of the game.",
                         title=deck.title)
            return known
        confirmed = known.as_confirmed()
        self.learned[deck.fact] = confirmed.text
        self.log.say("library", "Your {title} are confirmed: {cards}. Soloist remembers them.",
                     title=deck.title, cards=confirmed.parts())
        return confirmed

    def draw_for_the_automas(self, automa: KnownDeck) -> None:
        """With the person's Automa deck known: Soloist shuffles and draws it itself (the
        physical cards stay in the box), or, if they keep the physical draw, asks offering
        only the cards still in it."""
        if self.settings.physical_draw:
            deck = self.automa_deck
            assert isinstance(deck, PhysicalAutomaDeck)
            deck.seen.whole = automa
            return
        cards = tuple(AutomaCard.parse(face) for face in automa.cards)
        self.automa_deck = VirtualAutomaDeck(
            varied(PersonCards(cards, (), None, (), None, "your components"),
                   self.settings.variant), self.table_stream, self.log)

    def draw_difficulty_cards(self, difficulty: KnownDeck) -> None:
        """As `draw_for_the_automas`, for the Difficulty Level cards."""
        if self.settings.physical_draw:
            deck = self.difficulty_deck
            assert isinstance(deck, PhysicalDifficultyDeck)
            deck.seen.whole = difficulty
            return
        spaces = tuple(Space(face) for face in difficulty.cards)
        self.difficulty_deck = VirtualDifficultyDeck(
            varied(PersonCards((), spaces, None, (), None, "your components"),
                   self.settings.variant), self.chance, self.log)

    def known_now(self, deck: DeckFact) -> KnownDeck:
        """What is known of `deck` now: the person's components at the start of the game,
        with what this game's draws taught (or its confirmation)."""
        used = self.cards_used
        known = (used.known_automa if deck is AUTOMA_DECK else used.known_difficulty) \
            or deck.nothing
        if known.confirmed:
            return known
        table_deck = self.automa_deck if deck is AUTOMA_DECK else self.difficulty_deck
        if isinstance(table_deck, PhysicalAutomaDeck | PhysicalDifficultyDeck):
            if table_deck.seen.whole is not None:
                return table_deck.seen.whole
            known = known.merged(table_deck.seen.known)
        return known

    def confirm_on_the_way(self) -> Generator[Question, object, None]:
        """At an intermediate inn (the Automa deck is shuffled there): if the draws so far
        suggest the person's whole Automa deck, ask them to confirm it; then Soloist draws
        it for the Automas from this shuffle on."""
        deck = self.automa_deck
        if not isinstance(deck, PhysicalAutomaDeck) or deck.seen.whole is not None:
            return
        known = yield from self.confirm(self.known_now(AUTOMA_DECK), AT_THE_INN)
        if known.confirmed:
            self.cards_used = replace(self.cards_used, known_automa=known)
            self.draw_for_the_automas(known)
            if not self.settings.physical_draw:
                self.log.say("table", "From now on Soloist draws the Automa cards: put yours "
                             "back in the box.")

    def offer_to_count(self) -> Generator[Question, object, None]:
        """At the end of a companion game: for each deck not confirmed yet, ask the person to
        confirm what their draws suggest, or offer to count it (sort the cards by face and
        count each: about a minute). A confirmation or a count is learned."""
        level = self.settings.level
        for deck in DECKS:
            if deck is DIFFICULTY_DECK and level not in PERSON_DIFFICULTY_CARDS and \
                    level not in AUTOMA_DIFFICULTY_CARDS:
                continue  # a level that used none: nothing to count them for
            known = self.known_now(deck)
            if known.confirmed:
                continue
            known = yield from self.confirm(known, GAME_OVER)
            if known.confirmed:
                continue
            count = yield count_offer(deck, known)
            if not count:
                continue
            counted = yield from (count_deck(deck) if deck is AUTOMA_DECK
                                  else count_difficulty_cards())
            if counted is not None:
                self.learned[deck.fact] = counted.text
                self.log.say("library", "Your {title}: {counted}. Soloist remembers them: "
                             "it draws them for the Automas from now on, and digital play and "
                             "simulation draw your own.", title=deck.title,
                             counted=counted.describe())

    # -- setup
    def setup(self) -> Generator[Question, object, None]:
        settings = self.settings
        log = self.log
        announce(log, settings.variant)
        if log.enabled:
            self.say_cards()
        if settings.digital and settings.base is not None and settings.base.assumptions \
                and log.enabled:
            log.say("setup", "Base-game cards ({source}), with these assumptions: {notes}.",
                    source=phrase("Soloist's own") if settings.base.source == str(BASE_GAME)
                    else phrase("your own file"), notes=joined(map(said_assumption,
                                                             settings.base.assumptions), "; "))
        self.expansion_notes()
        for automa in self.automas:
            self.table.give_automa(automa, COIN)
            automa.receive(COIN)
            automa.score += STARTING_COINS
            if log.enabled:
                log.say("setup", "{name} Automa: her traveller and score marker; 1 coin in her "
                        "play area (her first column), scored at once: {score} point. No "
                        "traveller tile.", name=automa.name, score=automa.score)
            if settings.crossroads:
                automa.score += CROSSROADS_POINTS
                log.say("setup", "Crossroads: {name} scores 5 more points ({score}).",
                        name=automa.name, score=automa.score)
        if isinstance(self.person, DigitalPerson):
            self.tiles = self.traveller_tiles()
            yield from self.person.setup(self.tiles)
        else:
            yield from self.person.setup()
        yield from self.departure()

    def departure(self) -> Generator[Question, object, None]:
        """Once you have your traveller: the starting line, the Difficulty Level cards, the
        Automa deck."""
        yield from self.line_up()
        yield from self.difficulty()
        self.journey_begins()

    def journey_begins(self) -> None:
        log = self.log
        if self.automa_deck.physical:
            log.say("table", "Shuffle the 16 Automa cards to form the face-down Automa deck, with "
                    "room for a discard pile next to it.")
        if log.enabled:
            log.say("round", "The journey begins at {start}.", start=self.road.start_name)

    def say_cards(self) -> None:
        """Which Automa and Difficulty Level cards this game draws, and what is known of the
        person's own: an ASSUMPTION is said first."""
        used = self.cards_used
        log = self.log
        cards = self.cards
        if used.automa == FILE:
            assert cards is not None
            if self.automa_deck.physical:
                log.say("setup", "You draw your Automa and Difficulty Level cards at the table; "
                        "Soloist offers only the cards still in each deck, as {source} lists "
                        "them.", source=cards.source)
                return
            log.say("setup", "Soloist shuffles and draws the Automa and Difficulty Level cards "
                    "of {source}.", source=cards.source)
            return
        automa = used.known_automa or AUTOMA_DECK.nothing
        difficulty = used.known_difficulty or DIFFICULTY_DECK.nothing
        if used.automa == TABLE:
            self.say_table_cards(automa, difficulty)
            return
        assert cards is not None
        if not used.any_unconfirmed:
            log.say("setup", "Soloist shuffles and draws your own Automa and Difficulty Level "
                    "cards, as your components say (learned from your games).")
            return
        log.say("setup", "ASSUMPTION: the Automa and Difficulty Level cards are not public; "
                "this game uses {which}. {known}; a deck becomes yours once all of it is known "
                "(count it at the end of a companion game, or confirm there what your draws "
                "suggest), or when you import your own cards into your components.",
                which=assumed_words(used), known=known_so_far(automa, difficulty))

    def say_table_cards(self, automa: KnownDeck, difficulty: KnownDeck) -> None:
        """Companion play: who draws each deck, and what is known of the person's."""
        log = self.log
        if not self.automa_deck.physical:
            log.say("setup", "Soloist shuffles and draws your Automa cards for the Automas, as "
                    "your components say: leave yours in the box. It says which card each "
                    "Automa draws.")
        elif automa.confirmed:
            log.say("setup", "You draw the Automa cards yourself; Soloist offers only the cards "
                    "still in your deck.")
        uses_difficulty = self.settings.level != DEFAULT_LEVEL
        if uses_difficulty and isinstance(self.difficulty_deck, VirtualDifficultyDeck):
            log.say("setup", "Soloist shuffles and draws your Difficulty Level cards, as your "
                    "components say, and says which space each shows.")
        if (automa.confirmed and difficulty.confirmed) or not self.settings.learns:
            return
        log.say("library", "{known}: Soloist learns the rest from the cards you draw (the most "
                "of each seen between two shuffles), or you count them at the end of the "
                "game{until}.", known=known_so_far(automa, difficulty),
                until="" if automa.confirmed else phrase(
                    "; until your Automa deck is known, you draw its cards and say what each "
                    "shows"))

    def expansion_notes(self) -> None:
        settings = self.settings
        log = self.log
        if settings.crossroads:
            log.say("setup", "Crossroads: choose your traveller; use only 3 cards of each added "
                    "type (Amulets, Legendary Objects and Calligraphy chosen at random; you may "
                    "look at them). The Rare and precious variant cannot be used; Good luck "
                    "applies only to you.")
        if settings.matsuri:
            log.say("setup", "Matsuri: remove Kushinada the world traveler, Misaki the disciple, "
                    "Musubi the rogue and Takeru the counselor from the travellers (Misaki and "
                    "Takeru may be used, but are stronger in solo play).")
        if not settings.digital:
            log.say("setup", "Promos: Antoine, Eriku, Naiade and New Encounters can be used "
                    "without change; Felicia cannot be used.")

    def traveller_tiles(self) -> list[Traveller]:
        """Two traveller tiles at random (digital play)."""
        return quick_shuffled(self.table_stream, TRAVELLER_TILES)[:2]

    def line_up(self) -> Generator[Question, object, None]:
        """The travellers in a random line at the first inn; with Preparations, starting coins
        change with the order of departure."""
        order: list[OnTheRoad] = quick_shuffled(self.table_stream, list(self.journey.travellers))
        self.journey.line_up(order)
        if self.log.enabled:
            self.log.say("setup", "The travellers line up at {start}, in this order of "
                         "departure: {order}.", start=self.road.start_name,
                         order=joined(traveller.name for traveller in order))
        if not self.settings.preparations:
            return
        offsets = self.settings.cards.preparations if self.settings.cards else None
        for rank, traveller in enumerate(order, start=1):
            if isinstance(traveller, Automa):
                if offsets is not None:
                    extra = offsets[rank - 1]
                else:
                    extra_answer = yield _preparations_question(traveller.name, rank)
                    assert isinstance(extra_answer, int)
                    extra = extra_answer
                self.preparations_for_automa(traveller, rank, extra)
            elif isinstance(self.person, DigitalPerson):
                offset = offsets[rank - 1] if offsets is not None else None
                if offset is None:
                    answer = yield _person_preparations_question(rank)
                    assert isinstance(answer, int)
                    offset = answer
                self.person.preparations(rank, offset)
            else:
                self.person.preparations(rank, None)

    def preparations_for_automa(self, automa: Automa, rank: int, extra: int) -> None:
        """For each additional coin she would have received, she scores 3 points instead."""
        extra = max(0, extra)
        points = PREPARATIONS_POINTS_PER_COIN * extra
        automa.score += points
        self.log.say(automa.key, "Preparations: {name} leaves {order} and would receive {extra}: "
                     "she scores {points} points instead ({score}).",
                     name=automa.name, order=ORDINAL[rank],
                     extra=phrase("1 additional coin") if extra == 1 else
                     phrase("{count} additional coins", count=extra), points=points,
                     score=automa.score)

    def difficulty(self, first: int = 1) -> Generator[Question, object, None]:
        """The Difficulty Level cards of the level; `first` > 1: the rest of your own, from
        card `first` on (a copy made for search resumes there)."""
        level = self.settings.level
        log = self.log
        if log.enabled and first == 1:
            if level == DEFAULT_LEVEL:
                log.say("setup", "Difficulty level {level} (the default).", level=level)
            else:
                log.say("setup", "Difficulty level {level}.", level=level)
        deck = self.difficulty_deck
        if level in PERSON_DIFFICULTY_CARDS:
            wanted = PERSON_DIFFICULTY_CARDS[level]
            if isinstance(deck, PhysicalDifficultyDeck) and isinstance(self.person,
                                                                        CompanionPerson):
                log.say("table", "Shuffle the Difficulty Level cards. Draw, resolve and discard "
                        "{wanted} of them one at a time, each as if you had stopped on a space "
                        "of its type. Do not move your traveller.", wanted=wanted)
                if isinstance(self.table, TableAtHand):
                    self.table.you_stopped(None, wanted)  # spaces Soloist does not learn
                self.person.might_take_any(wanted)
                return
            if first == 1:
                deck.shuffle()
            for number in range(first, wanted + 1):
                space = yield from deck.draw("you", number, wanted)
                self.setup_card = number
                yield from self.person.difficulty_card(space)
            self.setup_card = 0
        elif level in AUTOMA_DIFFICULTY_CARDS:
            wanted = AUTOMA_DIFFICULTY_CARDS[level]
            for automa in self.automas:
                deck.shuffle()
                for number in range(1, wanted + 1):
                    space = yield from deck.draw(automa.name, number, wanted)
                    if log.enabled:
                        log.say(automa.key, "Difficulty Level card: {name} resolves it as if she "
                                "had stopped on a {space} space.", name=automa.name,
                                space=space.title)
                    if not self.table.modelled:
                        yield from self.ask_supply(automa, space)
                    resolve_stop(automa, space, self.table, self.journey.panoramas_open, log,
                                 self.settings.rules.item_points)

    # -- an Automa's turn
    def automa_turn(self, automa: Automa, card: AutomaCard) -> None:
        """She moves to the highest ranked space within her card's range and resolves it
        (the supply as the table knows it; `run` asks the physical table first)."""
        space = self.automa_move(automa, card)
        resolve_stop(automa, space, self.table, self.journey.panoramas_open, self.log,
                     self.settings.rules.item_points)

    def automa_move(self, automa: Automa, card: AutomaCard) -> Space:
        """She moves to the highest ranked space within her card's range (the run then
        resolves it); returns its type."""
        journey = self.journey
        road = self.road
        log = self.log
        rules = self.settings.rules
        if log.enabled:
            move = plan_move(road, journey.occupied, automa.stop, card, automa.counts, rules)
            stop = move.stop
            log.say(automa.key, "{name} moves to {where}: {explanation}.", name=automa.name,
                    where=road.where(stop), explanation=move.explanation, move=move)
        else:
            stop = destination(road, journey.occupied, automa.stop, card, automa.counts, rules)
        journey.move(automa, stop)
        return road.spaces[stop]

    # -- the physical supply (companion play): THE EMPTY-SUPPLY RULE is in table.py
    def ask_supply(self, automa: Automa, space: Space) -> Generator[Question, object, None]:
        """At the physical table, ask whether the supply still has the card she receives,
        when the cards taken could have emptied it."""
        table = self.table
        item = ITEM_OF_SPACE.get(space)
        if item is None or not isinstance(table, TableAtHand):
            return
        question = table.supply_question(automa, item)
        if question is None:
            return
        left = yield question
        if not left:
            table.told_none_left(item)

    def you_took(self, space: Space) -> None:
        """Count the most your stop (or your traveller at an intermediate inn) took from the
        supply. An expansion's cards are not public: with Crossroads each of your stops
        counts as the most any space takes."""
        table = self.table
        assert isinstance(table, TableAtHand)
        person = self.person
        traveller = person.traveller if isinstance(person, CompanionPerson) else None
        if space is Space.INN:  # an intermediate inn: only a traveller's ability takes cards
            if traveller is Traveller.HIROSHIGE:
                table.you_stopped(Space.PADDY)
                table.you_stopped(Space.MOUNTAIN)
                table.you_stopped(Space.SEA)
            elif traveller is Traveller.CHUUBEI:
                table.you_stopped(Space.ENCOUNTER)
            elif self.settings.crossroads or (traveller is None and not self.settings.initiation):
                table.you_stopped(None)
            if self.settings.matsuri:
                table.you_stopped(None)  # a Matsuri card's effect on you
            return
        table.you_stopped(None if self.settings.crossroads else space)

    # -- the inns
    def inn(self, stop: int) -> Generator[Question, object, None]:
        """Meals are revealed, bought and scored once all travellers have arrived."""
        order = self.journey.arrival_order(stop)
        log = self.log
        road = self.road
        if log.enabled:
            log.say("round", "Everyone is at {where}.", where=road.where(stop))
        if road.is_intermediate_inn(stop):
            if self.settings.learns and not self.settings.digital:
                yield from self.confirm_on_the_way()
            self.automa_deck.reshuffle()
            if self.settings.matsuri:
                yield from self.matsuri(order[0])
        names = [traveller.name for traveller in order] if log.enabled else ()
        count = GASTRONOMY_MEAL_DRAW if self.settings.gastronomy else MEAL_DRAW
        table = self.table
        if isinstance(table, ModelTable):
            table.reveal_meals(count, names)
        else:  # the person says which Meal cards they drew, one tap each
            yield from table.meals_drawn(count, names)
        yield from self.meals(order, 0)
        table.clear_meals()

    def meals(self, order: list[OnTheRoad], first: int) -> Generator[Question, object, None]:
        """Each traveller of `order` from place `first` on buys (an Automa: takes) her Meal."""
        log = self.log
        table = self.table
        for place in range(first, len(order)):
            traveller = order[place]
            if isinstance(traveller, Automa):
                cost = table.known_automa_meal(traveller)
                if cost is None:
                    log.say(traveller.key, "No Meal is left on display for {name}.",
                            name=traveller.name)
                    continue
                traveller.eat(cost)
                if log.enabled:
                    log.say(traveller.key, "{name} eats a Meal of cost {cost} without paying "
                            "and scores 6 points ({score}).", name=traveller.name, cost=cost,
                            score=traveller.score)
            else:  # your Meal: Soloist needs to know it only if an Automa eats after you
                yield from self.person.eat(automa_after=place < len(order) - 1)

    def matsuri(self, first: OnTheRoad) -> Generator[Question, object, None]:
        """A Matsuri at an intermediate inn: its effect on the Automas, then (it may have given
        you a Panorama card) whether you completed a Panorama, asked then, before any Automa
        moves on and could take its Achievement first."""
        yield from self.matsuri_effects(first)
        if isinstance(self.person, CompanionPerson):
            yield from self.person.ask_completion("Matsuri", PANORAMAS)

    def matsuri_effects(self, first: OnTheRoad) -> Generator[Question, object, None]:
        log = self.log
        if isinstance(self.person, CompanionPerson):
            self.person.might_take_any()  # a Matsuri card's effect on you is not known
        if isinstance(first, Automa):
            log.say("table", "Matsuri: {name} arrived first, so put the top card of the Matsuri "
                    "deck into play (instead of drawing 2 and choosing 1).", name=first.name)
        else:
            log.say("table", "Matsuri: you arrived first; draw 2 Matsuri cards and keep 1, as "
                    "normal.")
        sheet = self.settings.cards.matsuri if self.settings.cards else ()
        if sheet:
            effect = yield table_fact(
                "matsuri.card", phrase("Which Matsuri card is in play? (Your Automa Matsuri "
                                       "sheet says how it applies to the Automas.)"),
                choices=Choices([
                    Choice("none", phrase("none of these / it does not touch the Automas"), None,
                           (phrase("none"),)),
                    *(Choice(str(index), entry.card, entry)
                      for index, entry in enumerate(sheet, start=1))]),
            )
            if effect is None:
                return
            assert isinstance(effect, MatsuriEffect)
            for automa in self.automas:
                self.apply_matsuri(automa, effect)
            return
        log.say("table", "Look the Matsuri up on the Automa Matsuri sheet (not public, so "
                "Soloist cannot know it): apply any effect other than points at the table.")
        for automa in self.automas:
            points = yield table_fact(
                "matsuri.points", phrase("Matsuri: how many points does {automa} score from it "
                                         "now, by the Automa Matsuri sheet? (0 if none; "
                                         "negative if she loses points)", automa=automa.name),
                between=(-30, 30), context={"automa": automa.name})
            assert isinstance(points, int)
            automa.score += points
            log.say(automa.key, "Matsuri: {name} scores {points:+d} points ({score}).",
                    name=automa.name, points=points, score=automa.score)

    def apply_matsuri(self, automa: Automa, effect: MatsuriEffect) -> None:
        automa.score += effect.points
        automa.temple_coins += effect.temple_coins
        for item in effect.items:
            self.table.give_automa(automa, item)
            automa.receive(item)
        self.log.say(automa.key, "Matsuri {card}: {name} gets {what} ({score}).",
                     card=effect.card, name=automa.name, what=effect.describe(),
                     score=automa.score)

    # -- the end of the journey
    def end_of_journey(self) -> Generator[Question, object, TokaidoResult]:
        log = self.log
        if log.enabled:
            log.say("round", "Everyone has arrived in {end}: the End of the Journey.",
                    end=self.road.end_name)
        mine = yield from self.person.tally()
        automas = self.automas
        weight = self.settings.rules.souvenir_weight
        tallies = [mine.tally, *[automa_tally(automa, weight) for automa in automas]]
        by_name: dict[str, CompanionPerson | DigitalPerson | Automa] = {PERSON: self.person}
        for automa in automas:
            by_name[automa.name] = automa
        mitsukuni = mine.traveller is MITSUKUNI
        for achievement, names in end_achievements(tallies).items():
            for name in names:
                traveller = by_name[name]
                traveller.achievements.append(achievement)
                traveller.score += ACHIEVEMENT_POINTS + (mitsukuni and name == PERSON)
            if log.enabled:
                log.say("score", "{title}: {who} ({counts}).", title=achievement.title,
                        who=joined(names, " and ") if names else phrase("nobody"),
                        counts=joined(phrase("{name} {count}", name=tally.name,
                                             count=tally.value(achievement))
                                      for tally in tallies))
        if log.enabled and any(automa.counts[Item.SOUVENIR] for automa in self.automas):
            log.say("score", "For the Collector, each Souvenir card an Automa has counts as "
                    "{weight}.", weight=weight)
        ranking = temple_ranking({tally.name: tally.temple_coins for tally in tallies})
        for tally in tallies:
            place = ranking[tally.name]
            by_name[tally.name].score += place.points
            if place.rank and log.enabled:
                log.say("score", "Temple: {name} donated {coins} coins, rank {rank}: {points} "
                        "points.", name=tally.name, coins=tally.temple_coins, rank=place.rank,
                        points=place.points)
        scores = {name: traveller.score for name, traveller in by_name.items()}
        cards = {name: len(traveller.achievements) for name, traveller in by_name.items()}
        result = TokaidoResult(
            tuple(scores.items()), tuple(cards.items()), winners(scores, cards),
            self.settings.level, self.cards_used.result_words())
        if log.enabled:
            log.say("score", "Final scores: {scores}.", scores=joined(
                phrase("{name} {score}", name=name, score=score)
                for name, score in scores.items()))
            log.say("score", "{headline}", headline=result.headline())
        return result

    # -- the state
    def table_view(self, question: Question | None = None) -> TableView:
        return tableview.table_view(self, question)

    def view(self) -> dict[str, object]:
        return {
            "level": self.settings.level,
            "digital": self.settings.digital,
            "turns": self.turns,
            "positions": self.journey.positions(),
            "person": self.person.view(),
            "automas": [automa.view() for automa in self.automas],
            "automa_deck": self.automa_deck.view(),
            "table": self.table.view(),
            "panorama_achievements_left": sorted(a.value for a in self.journey.panoramas_open),
        }


def automa_tally(automa: Automa, souvenir_weight: int = AUTOMA_SOUVENIR_WEIGHT) -> Tally:
    """What the end of the journey counts of an Automa: each of her Souvenir cards counts as 2
    for the Collector (`souvenir_weight`: an automa variant's)."""
    counts = automa.counts
    return Tally(automa.name, souvenir_weight * counts[SOUVENIR], counts[HOT_SPRING],
                 counts[ENCOUNTER], sum(automa.meal_costs), automa.temple_coins)


def _preparations_question(name: str, rank: int) -> Question:
    return table_fact(
        "setup.preparations", phrase("Preparations: {automa} leaves {order}. How many coins does "
                                     "leaving {order} add to a traveller's starting coins in a "
                                     "3-player game, by your rulebook? (0 if none, negative if "
                                     "coins are removed)", automa=name, order=ORDINAL[rank]),
        between=PREPARATIONS_RANGE, context={"automa": name, "order": rank},
        fact=PREPARATIONS_FACTS[rank],
        help=phrase("The 3-player offsets are not public; she scores 3 points per additional "
                    "coin. Soloist remembers your answer."))


def _person_preparations_question(rank: int) -> Question:
    return table_fact(
        "setup.preparations-you", phrase("Preparations: you leave {order}. How many coins does "
                                         "leaving {order} add to a traveller's starting coins "
                                         "in a 3-player game, by your rulebook? (0 if none, "
                                         "negative if coins are removed)", order=ORDINAL[rank]),
        between=PREPARATIONS_RANGE, context={"order": rank}, fact=PREPARATIONS_FACTS[rank],
        help=phrase("The 3-player offsets are not public; Soloist remembers your answer (or "
                    "write them in your cards file: preparations)."))
