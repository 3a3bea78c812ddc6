"""The table the Automa looks at, and where each fact it needs comes from.

The *state* (`TableState`) is tracked from what both players do: the dice on the action
spaces, the black dice left, the contracts in the cities, the outpost bonus tiles, the
trading posts. The *facts* that only the components show come from the data files where
they give them, and otherwise from the person at the table:

- `TableAtHand` (companion play) answers from the data files and asks the rest;
- `ModelTable` (simulation) models every random component (the contracts drawn into the
  cities, the outpost tiles, the trip slide, the Automa deck) from complete data files.

The rules cannot tell them apart: they always write ``x = yield from facts.something()``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from difflib import get_close_matches
from enum import Enum
from itertools import chain, count
from typing import TypeVar

from soloist.engine.chance import Chance, shuffled
from soloist.engine.deck import Deck, EmptyDeck
from soloist.engine.errors import DataFileError, InvalidAnswer
from soloist.engine.log import Log
from soloist.engine.phrase import phrase
from soloist.engine.questions import (
    Choice,
    Choices,
    Question,
    decision,
    table_fact,
)
from soloist.games.marco_polo_2.arrival_at_hand import ArrivalAtHand
from soloist.games.marco_polo_2.automa import TripDisplay
from soloist.games.marco_polo_2.card_taps import CardTaps
from soloist.games.marco_polo_2.cards_at_hand import CardsAtHand, read_or
from soloist.games.marco_polo_2.components import (
    BOARD_FILE_FACT,
    CARDS,
    CITIES,
    CONTRACTS_SPACE,
    FICTIONAL,
    OASES,
    ROUTES,
    SLIDES,
    UNSEEN,
    YES,
    RouteFacts,
    SlideFacts,
    card_text,
    cards_text,
    parse_cards,
    parse_routes,
    parse_slides,
    slides_text,
    slug,
)
from soloist.games.marco_polo_2.compound import (
    CARD_EXAMPLES,
    CARD_HELP,
    CARD_TYPING,
    CONTRACTS_HELP,
    CONTRACTS_TYPING,
    read_card,
    read_contracts,
)
from soloist.games.marco_polo_2.contract_taps import ContractsTaps
from soloist.games.marco_polo_2.data import (
    AUTOMA_CARDS,
    TRIP_SLIDES,
    AutomaCard,
    Board,
    GameData,
    Location,
    Route,
    SkillCard,
    Stop,
    TradingPostCard,
    TripSlide,
    place_name,
)
from soloist.games.marco_polo_2.data import steps_key as board_steps_key
from soloist.games.marco_polo_2.effects import (
    Contract,
    UnknownContract,
)
from soloist.games.marco_polo_2.learning import CLOSE_NAME, NEW, TypedName, read_typed_name
from soloist.games.marco_polo_2.map_at_hand import MapAtHand
from soloist.games.marco_polo_2.name_taps import NamesTaps
from soloist.games.marco_polo_2.pieces import (
    LETTERS,
    BonusAction,
    MainAction,
    Seal,
)
from soloist.games.marco_polo_2.table_state import (
    UNKNOWN,
    ContractSpace,
    TableState,
)
from soloist.games.marco_polo_2.typed_words import TYPED

T = TypeVar("T")
Ask = Generator[Question, object, T]

#: The cities a trip slide shows after Beijing at least: the display shows three.
MIN_SLIDE_CITIES = 2


#: Why a city of the board is refused where it is not offered.
NOT_OFFERED = phrase("not one of the cities this question offers")

class NotGiven(Enum):
    """No data file counts these steps."""

    NOT_GIVEN = "not given"


NOT_GIVEN = NotGiven.NOT_GIVEN


@dataclass
class DrawnCard:
    """An Automa card drawn this turn. From a data file its main actions are all known;
    drawn at the table they are asked one at a time, only as far as the Automa needs."""

    label: str
    bonus: BonusAction
    main: list[MainAction]
    complete: bool
    card_id: int | None = None

    @classmethod
    def from_data(cls, card: AutomaCard) -> DrawnCard:
        return cls(card.describe(), card.bonus, list(card.main), True, card.id)

class TableAtHand(CardsAtHand, MapAtHand, ArrivalAtHand):
    """Companion play: facts from the data files where they give them, else from the
    person's component library, else asked (and then kept: see `learning`)."""

    kind = "physical"

    def __init__(self, data: GameData, skill: SkillCard | None, tp_card: TradingPostCard | None,
                 draw: str, chance: Chance, log: Log, *, level: int = 1,
                 character: str | None = None, board: Board | None = None,
                 library: bool = True) -> None:
        self.data = data
        if not library:
            self.uses_library = False  # asks what it must, keeps nothing (rules tests)
        self.board = board if board is not None else data.board.for_play()
        self.skill = skill
        self.tp_card = tp_card
        self.draw = draw
        self.chance = chance
        self.log = log
        self.round_order: list[AutomaCard] = []
        self.drawn_ids: list[int] = []
        #: The Automa cards known: the data file's 8, or those the library and this play
        #: have seen (numbered in the order seen).
        self.cards: list[AutomaCard] = list(data.cards or ())
        #: Soloist shuffles and draws its own model of the 8 cards (all known, `--draw
        #: soloist`); else the person draws them.
        self.model_deck = data.cards is not None and draw == "soloist"
        #: The trip slides seen so far (a table without a data file's slides), and the one
        #: this game plays once it is known (`slide_index` into `slides`).
        self.slides: list[SlideFacts] = []
        self.slide_index: int | None = None
        self.init_copy(level, character)

    # -- setup -------------------------------------------------------------------------------

    def recall_components(self) -> Ask[None]:
        """At setup: what the person's components hold that no data file gives: the cities
        named so far (a board learned at the table), the Automa cards, the trip slides."""
        if not self.uses_library:
            return
        board = self.board
        if board.learned:
            cities = yield from self.known_names(CITIES, "The cities of your board:")
            for name in cities:
                self.city_named(name, kept=True)
            if cities and (yield from self.recall(BOARD_FILE_FACT, "The board file you "
                                                  "imported:")) is not None:
                yield from self.recall_board_file()
        if self.data.cards is None:
            text = yield from self.recall(CARDS, "The Automa cards your components know:")
            no_cards: tuple[AutomaCard, ...] = ()
            self.cards = list(read_or(parse_cards, text, no_cards))
            self.model_deck = len(self.cards) == AUTOMA_CARDS and self.draw == "soloist"
        if not self.data.slides:
            text = yield from self.recall(SLIDES, "The trip slides your components know:")
            no_slides: list[SlideFacts] = []
            self.slides = read_or(parse_slides, text, no_slides)

    def recall_board_file(self) -> Ask[None]:
        """What only a board file gives, from the one the person imported: its map (then
        the Automa counts the steps on it) and the colour of the Take contracts space."""
        board = self.board
        routes = yield from self.recall(ROUTES, "The routes of your board:")
        if routes is not None:
            oases = yield from self.known_names(OASES, "The oases of your board:")
            self._set_map(oases, read_or(parse_routes, routes, []))
        colour = yield from self.recall(CONTRACTS_SPACE, "The colour of the Take contracts "
                                                         "space on your board:")
        if colour in ("blue", "brown"):
            board.set_contracts_space(colour)
        if (yield from self.recall(FICTIONAL, "Your components come from:")) == YES:
            self.log.say("setup", "FICTIONAL components: your component library holds "
                         "Soloist's made-up sample data; the map, cards and tiles are not the "
                         "real game's.")

    def _set_map(self, oases: list[str], routes: list[RouteFacts]) -> None:
        """The map of a board file the person imported: its oases and routes (the Automa
        counts the steps itself, as with the file)."""
        ids = {city.name.casefold(): city.id for city in self.board.cities}
        locations = []
        for name in oases:
            oasis = slug(name, fallback="oasis")
            ids[name.casefold()] = oasis
            locations.append(Location(oasis, place_name(name), "oasis"))
        if not routes or any(end.casefold() not in ids for r in routes for end in (r.a, r.b)):
            return  # not a map this board can use: the steps are asked instead
        self.board.set_map(locations, [Route(ids[r.a.casefold()], ids[r.b.casefold()], r.seal,
                                             r.cost) for r in routes])

    def playable(self, slide: SlideFacts) -> bool:
        """Whether every city of `slide` is a city of this board (a board learned at the
        table takes the cities a slide names)."""
        return self.names_cities or all(self.city_of(name) is not None for name in slide.cities)

    def deal_setup(self, state: TableState) -> None:
        """The contracts and outpost tiles lie face up on the board; Soloist asks about them
        only when the Automa needs them (a city not known yet: when its facts are told)."""
        for city in self.board.cities:
            if not self.board.knows(city.id, "contracts") or not city.contracts:
                continue
            state.contracts[city.id] = [UNKNOWN] * city.contracts
        for city in self.board.cities:
            if self.board.knows(city.id, "outpost") and city.outpost:
                state.outposts[city.id] = UNKNOWN

    def starting_contract(self) -> Contract | UnknownContract:
        return UnknownContract(phrase("its starting contract"))

    def choose_slide(self) -> Ask[TripSlide | None]:
        """The trip slide of a data file or, once all 12 are known in full, of the person's
        components: drawn by Soloist (`--draw soloist`) or by the person, who says which.
        Otherwise the person draws one, and it is recognised when the Automa first travels."""
        slides = self.data.slides
        if not slides and len(self.slides) == TRIP_SLIDES and \
                all(slide.complete and self.playable(slide) for slide in self.slides):
            slides = tuple(self._trip_slide(number, slide)
                           for number, slide in enumerate(self.slides, start=1))
        if not slides:
            return None
        if self.draw == "physical":
            picked = yield table_fact(
                "setup.trip-slide",
                phrase("Draw a trip slide at random for the Automa. Which one did you draw?"),
                choices=Choices(Choice(str(slide.id), self._slide_label(slide), slide)
                                for slide in slides))
            assert isinstance(picked, TripSlide)
        else:
            picked = slides[int(self.chance.stream("trip slide").random() * len(slides))]
        if not self.data.slides:
            self.slide_index = picked.id - 1
        return picked

    def _trip_slide(self, number: int, slide: SlideFacts) -> TripSlide:
        stops = [Stop(self.board.start)]
        for name, letter in zip(slide.cities, slide.letters, strict=True):
            city = self.city_of(name) or self.city_named(name)
            stops.append(Stop(city, None if letter == UNSEEN else letter))
        return TripSlide(number, tuple(stops))

    def _slide_label(self, slide: TripSlide) -> str:
        if self.data.slides:
            return f"trip slide {slide.id}"
        return f"trip slide {slide.id}: " + ", ".join(self.board.name(stop.city)
                                                     for stop in slide.stops[1:4]) + " …"

    # -- the Automa deck ---------------------------------------------------------------------

    def shuffle_deck(self, round_number: int) -> None:
        self.drawn_ids = []
        if self.model_deck:
            self.round_order = shuffled(self.chance.stream(f"automa deck round {round_number}"),
                                        self.cards)
            self.log.say("table", "Soloist shuffles its model of the 8 Automa cards for round "
                         "{round} (you need not touch the physical deck).", round=round_number)
        else:
            self.log.say("table", "Shuffle the 8 Automa cards and place them on the Smart Mat.")

    def draw_card(self, number: int) -> Ask[DrawnCard | None]:
        """The `number`-th card drawn this round, or None when the deck has run out. A card
        drawn at the table is one choice once it is known; a card not seen before is told in
        one answer, its bonus action and every main action down to Books, and kept."""
        if self.model_deck:  # (an automa variant's deck may hold 7 or 9 cards)
            if number > len(self.round_order):
                return None
            return DrawnCard.from_data(self.round_order[number - 1])
        if number > AUTOMA_CARDS:
            return None
        draw = phrase("Draw the top Automa card (card {card} of {cards} this round).",
                      card=number, cards=AUTOMA_CARDS)
        left = [card for card in self.cards if card.id not in self.drawn_ids]
        learns = len(self.cards) < AUTOMA_CARDS and self.data.cards is None
        if left:
            items = [Choice(str(c.id), c.describe(), c) for c in left]
            if not learns:
                card = yield table_fact(
                    "automa.card-number",
                    phrase("{draw} Its number?", draw=draw) if self.data.cards is not None
                    else phrase("{draw} Which is it?", draw=draw), choices=Choices(items))
            else:
                card = yield table_fact(
                    "automa.card-number",
                    phrase("{draw} Which is it? (A card not seen before: tap its bonus action "
                           "and main actions.)", draw=draw),
                    choices=Choices([*items, NEW_CARD]), text=self.read_new_card,
                    examples=(self.card_example(),), help=CARD_HELP, typing=CARD_TYPING,
                    taps=CardTaps())
            if isinstance(card, AutomaCard):
                self.drawn_ids.append(card.id)
                return DrawnCard.from_data(self.keep_card(card))
            draw = phrase("A card not seen before.")
        card = yield table_fact(
            "automa.new-card",
            phrase("{draw} Its bonus action, then its main actions from top to bottom?",
                   draw=draw),
            text=self.read_new_card, examples=(self.card_example(),), help=CARD_HELP,
            typing=CARD_TYPING,
            taps=CardTaps())
        assert isinstance(card, AutomaCard)
        card = self.keep_card(card)
        self.drawn_ids.append(card.id)
        return DrawnCard.from_data(card)

    def read_new_card(self, text: str) -> AutomaCard:
        """A card typed: a card seen before if it reads the same (one not drawn this round
        yet), else a new one."""
        bonus, main = read_card(text)
        card = AutomaCard(len(self.cards) + 1, bonus, main)
        same = next((known for known in self.cards if card_text(known) == card_text(card)),
                    None)
        if same is not None and same.id in self.drawn_ids:
            raise InvalidAnswer(phrase("{card} was drawn already this round",
                                       card=same.describe()))
        return same or card

    def card_example(self) -> str:
        """A card description to show as an example: one not drawn this round."""
        drawn = {card_text(card) for card in self.cards if card.id in self.drawn_ids}
        return next(example for example in CARD_EXAMPLES
                    if card_text(AutomaCard(0, *read_card(example))) not in drawn)

    def keep_card(self, card: AutomaCard) -> AutomaCard:
        """Soloist keeps each card told: the next time it is drawn it is one choice (and,
        once all 8 are known, Soloist shuffles its own model of them)."""
        if card in self.cards:
            return card
        self.cards.append(card)
        self.teach(CARDS, cards_text(self.cards))
        return card

    def main_action(self, card: DrawnCard, index: int) -> Ask[MainAction | None]:
        """The card's `index`-th main action (0 = the first), or None after its last."""
        return card.main[index] if index < len(card.main) else None
        yield  # pragma: no cover - makes this method a generator

    # -- the trip slide ----------------------------------------------------------------------

    def reveal_stop(self, trip: TripDisplay, index: int) -> Ask[Stop | None]:
        """The city at position `index` of the slide (0 = Beijing), or None past its end."""
        if trip.ended_after is not None and index > trip.ended_after:
            return None
        stop = trip.stop(index)
        if stop is not None:
            return stop
        if trip.known_in_full:
            trip.ended_after = len(trip.stops) - 1
            return None
        if self.slide_index is None and self.uses_library:
            yield from self.recognise_slide(trip)
            return (yield from self.reveal_stop(trip, index))
        if index == 1 and len(trip.stops) == 1 and self.names_cities:
            yield from self.first_cities(trip)
            return trip.stops[index]
        previous = trip.stops[index - 1].city
        # A slide shows at least two cities after Beijing (its display shows three).
        end = [Choice("none", phrase("none: the slide shows no further city"), None)] \
            if index > MIN_SLIDE_CITIES else []
        city = yield from self.ask_city(
            "trip.next-city", phrase("Next city on the trip slide, after {city}?",
                                     city=self.board.name(previous)),
            [c for c in self.board.cities if c.id != previous], end, {"after": previous},
            refused_why=phrase("the city the trip slide shows before it"))
        slide = self.playing_slide()
        if city is None:
            trip.ended_after = index - 1
            if slide is not None:
                slide.ended = True
                self._keep_slides()
            return None
        trip.stops.append(Stop(city))
        if slide is not None:
            slide.cities.append(self.board.name(city))
            slide.letters.append(UNSEEN)
            slide.settle_letters()
            self._keep_slides()
        return trip.stops[index]

    def recognise_slide(self, trip: TripDisplay) -> Ask[None]:
        """The first time the Automa travels, the slide shows its first cities: one the
        person's components know is one choice (its cities seen before are then known);
        another one is told by its first two cities, typed at the same question, and kept
        as it shows more."""
        picked = None
        offered = [(number, slide) for number, slide in enumerate(self.slides, start=1)
                   if self.playable(slide)]
        if offered:
            typed = self.names_cities and len(trip.stops) == 1
            picked = yield table_fact(
                "trip.slide", phrase("The trip slide now shows its first cities, after {city}: "
                                     "which slide is it?", city=self.board.name(self.board.start)),
                choices=Choices([*(Choice(str(number), slide.label(), number - 1)
                                   for number, slide in offered),
                                 Choice(NEW, phrase("Another slide, not seen before"), None,
                                        ("new", "another", "other"))]),
                text=self.first_cities_rule() if typed else None,
                examples=(self.first_cities_example(),) if typed else (),
                taps=self.first_cities_taps() if typed else None,
                help=phrase("Soloist keeps each trip slide as far as you have seen it. Another "
                            "slide: type its first two cities, such as '{example}'.",
                            example=self.first_cities_example()) if typed else
                phrase("Soloist keeps each trip slide as far as you have seen it."))
        if not isinstance(picked, int):
            self.slides.append(SlideFacts())
            self.slide_index = len(self.slides) - 1
            if isinstance(picked, tuple):
                self.keep_first_cities(trip, picked)
            return
        self.slide_index = picked
        slide = self.slides[picked]
        for name, letter in zip(slide.cities, slide.letters, strict=True):
            city = self.city_of(name) or self.city_named(name)
            trip.stops.append(Stop(city, None if letter == UNSEEN else letter))
        if slide.ended:
            trip.ended_after = len(trip.stops) - 1
        trip.known_in_full = slide.complete
        self.log.say("table", "Trip slide {number} ({label}): the cities your components "
                     "know of it are not asked again.", number=picked + 1, label=slide.label())

    def first_cities(self, trip: TripDisplay) -> Ask[None]:
        """The Automa's first travel: "immediately shift the trip slide until you see the
        first 3 cities" — the two after Beijing, told in one answer (kept)."""
        start = self.board.name(self.board.start)
        names = yield table_fact(
            "trip.first-cities",
            phrase("The trip slide now shows its first cities, after {city}: which two, in the "
                   "order shown?", city=start), text=self.first_cities_rule(),
            examples=(self.first_cities_example(),), taps=self.first_cities_taps(),
            help=phrase("Tap each city in turn; a city not met before: type its name, as "
                        "printed, once."),
            typing=phrase("Typed: the two city names, separated by a comma; a city named "
                          "before is written as before."),
            context={"after": self.board.start})
        assert isinstance(names, tuple)
        self.keep_first_cities(trip, names)

    def first_cities_rule(self) -> Callable[[str], tuple[TypedName, TypedName]]:
        """Reads the first two cities of a trip slide, typed (``Kabul, Xian``)."""
        board = self.board
        shown = [city.name for city in board.cities if not city.start]
        start = board.name(board.start)

        def rule(text: str) -> tuple[TypedName, TypedName]:
            parts = [part for part in re.split(r"[,;\n]", text) if part.strip()]
            if len(parts) != MIN_SLIDE_CITIES:
                raise InvalidAnswer(phrase("the two cities the display shows after {city}, "
                                           "separated by a comma", city=start))
            first, second = (read_typed_name(part, shown, refused=[start],
                                             why_refused="the trip slide starts there")
                             for part in parts)
            if first.name.casefold() == second.name.casefold():
                raise InvalidAnswer(phrase("{city} twice: a city does not follow itself on a "
                                           "trip slide", city=first.name))
            return first, second

        return rule

    def first_cities_taps(self) -> NamesTaps:
        """The first two cities, tapped among the cities named before, or typed once."""
        start = self.board.name(self.board.start)
        return NamesTaps([f"The first city after {start}?", "And the city after it?"],
                         [city.name for city in self.board.cities if not city.start],
                         NEW_CITY_NAME, distinct=True, refused=[start],
                         refused_why="the trip slide starts there")

    def first_cities_example(self) -> str:
        first = unused_name(self.board)
        second = next(name for name in EXAMPLE_NAMES if name != first)
        return f"{first}, {second}"

    def keep_first_cities(self, trip: TripDisplay, names: tuple[object, ...]) -> None:
        slide = self.playing_slide()
        for typed in names:
            assert isinstance(typed, TypedName)
            city = self.city_of(typed.name) or self.city_named(typed.name)
            trip.stops.append(Stop(city))
            if slide is not None:
                slide.cities.append(self.board.name(city))
                slide.letters.append(UNSEEN)
        if slide is not None:
            slide.settle_letters()
            self._keep_slides()

    def playing_slide(self) -> SlideFacts | None:
        """The slide of this game as the person's components know it (one learned at the
        table), if any."""
        if self.slide_index is None or self.data.slides or not self.uses_library:
            return None
        return self.slides[self.slide_index]

    def _keep_slides(self) -> None:
        self.teach(SLIDES, slides_text(self.slides))

    def letter_told(self, trip: TripDisplay) -> bool:
        """Whether the red letter beside the city in the first column is known without
        asking (a data file's slide, or your components')."""
        return self._letter_seen(trip) != UNSEEN

    def _letter_seen(self, trip: TripDisplay) -> str | None:
        stop = trip.stops[trip.at]
        if trip.known_in_full or stop.letter is not None:
            return stop.letter
        slide = self.playing_slide()
        return slide.letters[trip.at - 1] if slide is not None and \
            0 < trip.at <= len(slide.letters) else UNSEEN

    def letter_at(self, trip: TripDisplay, coins: Sequence[str]) -> Ask[str | None]:
        """The red letter beside the city now in the first column, if any."""
        stop = trip.stops[trip.at]
        seen = self._letter_seen(trip)
        if seen != UNSEEN:
            return seen
        slide = self.playing_slide()
        if not coins:
            return None  # nothing a letter could remove
        letter = yield table_fact(
            "trip.letter",
            phrase("Does a red letter show in the first column of the display, beside {city}?",
                   city=self.board.name(stop.city)),
            choices=LETTER_CHOICES,
            context={"city": stop.city})
        assert letter is None or isinstance(letter, str)
        trip.stops[trip.at] = Stop(stop.city, letter)
        if slide is not None and 0 < trip.at <= len(slide.letters):
            slide.letters[trip.at - 1] = letter
            slide.settle_letters()
            self._keep_slides()
        return letter

    # -- the map -----------------------------------------------------------------------------

    def counted_steps(self, origin: str, target: str,
                      seals: frozenset[Seal]) -> Ask[int | NotGiven | None]:
        """The steps a data file counts from the city `origin` to `target` by the shortest
        route open to `seals` (board.toml's `[[steps]]`; None: no route is open), or
        `NOT_GIVEN`: then the routes are found on the ways of the board (`route_steps`)."""
        given = self.board.steps.get(board_steps_key(origin, target, seals))
        if given is None:
            return NOT_GIVEN
        return given or None
        yield  # pragma: no cover - makes this method a generator

    def ask_city(self, topic: str, prompt: str, offered: list[Location], extra: list[Choice],
                 context: dict[str, object], *, asks: str = "table",
                 refused_why: str = NOT_OFFERED
                 ) -> Ask[str | None]:
        """A city among `offered` (or one of `extra`, whose value is returned), or — on a
        board learned at the table — one not named yet: typed in one step (``new: NAME``),
        or chosen as "a city not named yet" and then typed. A city of the board that is not
        offered is refused, saying `refused_why` (the city the trip slide shows before it)."""
        items = [*(Choice(city.id, city.name, city.id) for city in offered), *extra]
        make = table_fact if asks == "table" else decision
        if not self.names_cities:
            picked = yield make(topic, prompt, choices=Choices(items), context=context)
            assert picked is None or isinstance(picked, str)
            return picked
        rule = self.city_rule(offered, refused_why)
        if items:
            picked = yield make(topic, prompt, choices=Choices([*items, NEW_CITY]), text=rule,
                                examples=(f"{NEW} {unused_name(self.board)}",), context=context,
                                taps=self.new_city_taps(offered))
            if not isinstance(picked, TypedName) and picked is not NEW_CITY.value:
                assert picked is None or isinstance(picked, str)
                return picked
            if isinstance(picked, TypedName):
                return self.city_named(picked.name)
            prompt = phrase("Its name, as printed on your board?")
        return (yield from self.type_city(topic, prompt, context, make, rule=rule))

    def city_rule(self, offered: Sequence[Location],
                  refused_why: str = NOT_OFFERED
                  ) -> Callable[[str], TypedName]:
        """Reads a city typed in one step: one of `offered`, or one not named yet; another
        city of the board is refused, saying `refused_why`."""
        shown = [city.name for city in offered]
        refused = [city.name for city in self.board.cities if city not in offered]

        def rule(text: str) -> TypedName:
            return read_typed_name(text, shown, refused=refused, why_refused=refused_why)

        return rule

    def new_city_taps(self, offered: Sequence[Location]) -> NamesTaps:
        """The taps of a question that asks one city among `offered` (its choices): only a
        city not met before, typed once (a city of the board named, it is that one)."""
        return NamesTaps(["A city not met before?"], (), NEW_CITY_NAME,
                         taken=[city.name for city in offered])

    def type_city(self, topic: str, prompt: str, context: dict[str, object],
                  make: Callable[..., Question] = table_fact, *,
                  rule: Callable[[str], TypedName] | None = None) -> Ask[str]:
        """A city the person types: one of the board's, or a new one (kept)."""
        if rule is None:
            rule = self.city_rule(self.board.cities)
        typed = yield make(f"{topic}-name", prompt, text=rule,
                           examples=(unused_name(self.board),), context=context,
                           taps=self.new_city_taps([]))
        assert isinstance(typed, TypedName)
        return self.city_named(typed.name)

    # -- contracts and outposts --------------------------------------------------------------

    def refill(self, city: str, space: int) -> ContractSpace:
        """End of turn: the emptied contract space is refilled from the pile (face up)."""
        return UNKNOWN

    def pile_contract(self) -> Contract | UnknownContract | None:
        return UnknownContract(phrase("a contract from the pile"))

    def reveal_contract(self, contract: UnknownContract) -> Ask[Contract]:
        found = yield table_fact(
            "contract.reveal",
            phrase("The Automa completes the top contract of space E ({contract}): its VP and "
                   "its other reward as far as the Automa can use it?", contract=contract.label),
            text=TYPED.reading(lambda text: read_contracts(text, 1, contract.label)),
            examples=(TYPED.said("4 black die"),), help=CONTRACTS_HELP, typing=CONTRACTS_TYPING,
            taps=ContractsTaps(contract.label, 1, empty=False))
        assert isinstance(found, tuple) and isinstance(found[0], Contract)
        return Contract(found[0].vp, found[0].reward, contract.label)

    def view(self) -> dict[str, object]:
        return {"kind": self.kind, "draw": self.draw}


NEW_CARD = Choice(NEW, phrase("A card not seen before"), None, ("new", "another", "other"))
NEW_CITY = Choice(NEW, phrase("A city not named yet (type its name)"), NEW,
                  ("new", "another", "other"))
#: What to type for a city not met before.
NEW_CITY_NAME = "A city not met before: its name as printed on your board"


#: Names a typed example may give for a city not named yet (the first the board lacks).
EXAMPLE_NAMES = ("Kabul", "Xian", "Samarkand", "Hormuz", "Balkh")


def unused_name(board: Board) -> str:
    """A name no city of `board` has, nor one close to it (which an answer would be asked
    about: "did you mean City 7?"), for the example of a typed city."""
    taken = [city.name.casefold() for city in board.cities]
    fallback = (f"City {number}" for number in count(len(taken) + 1))
    return next(name for name in chain(EXAMPLE_NAMES, fallback)
                if not get_close_matches(name.casefold(), taken, n=1, cutoff=CLOSE_NAME))


LETTER_CHOICES = Choices([Choice("none", phrase("No red letter"), None, ("no",)),
                          *(Choice(letter, phrase("Red letter {letter}", letter=letter), letter)
                            for letter in LETTERS)])



class ModelTable(TableAtHand):
    """Simulation: every component is modelled from complete data files, nothing is asked
    about the table (only the stand-in's own moves)."""

    kind = "model"
    uses_library = False

    def __init__(self, data: GameData, skill: SkillCard | None, tp_card: TradingPostCard | None,
                 draw: str, chance: Chance, log: Log, *, level: int = 1,
                 character: str | None = None, board: Board | None = None) -> None:
        missing = data.missing_for_simulation()
        if missing:
            raise DataFileError(f"{data.directory}: simulation needs complete data; missing: "
                                + "; ".join(missing))
        super().__init__(data, skill, tp_card, "soloist", chance, log, board=board)
        assert data.tiles is not None
        self.tiles = data.tiles
        self.pile: Deck[Contract] = Deck(self.tiles.contracts, chance.stream("contract pile"))
        self.starting: Deck[Contract] = Deck(self.tiles.starting_contracts,
                                             chance.stream("starting contracts"))

    def deal_setup(self, state: TableState) -> None:
        stream = self.chance.stream("outpost tiles")
        tiles = shuffled(stream, self.tiles.outposts)
        for city in self.board.cities:
            if city.contracts:
                state.contracts[city.id] = [self._draw() for _ in range(city.contracts)]
            if city.outpost:
                state.outposts[city.id] = tiles.pop()[1] if tiles else None

    def _draw(self) -> Contract | None:
        try:
            return self.pile.draw()
        except EmptyDeck:
            return None

    def starting_contract(self) -> Contract | UnknownContract:
        return self.starting.draw()

    def refill(self, city: str, space: int) -> ContractSpace:
        return self._draw()

    def pile_contract(self) -> Contract | UnknownContract | None:
        return self._draw()

