"""A person at a physical Marco Polo II table who owns a complete copy — the FICTIONAL
sample's data — and answers whatever Soloist asks in companion play, the way they would
read it off their board, cards and tiles.

- Facts of the copy (a city's city cards, the steps between two cities with the Automa's
  seals, an Automa card, a trip slide, the Skill and Trading Post cards, the shield track)
  come from the sample data, whatever the game calls the cities (a board learned at the
  table numbers them by name).
- Facts of one game come from the table's own deal, made from its seed: the trip slide
  drawn, the Automa deck shuffled each round, the contracts and outpost tiles face up in
  the cities (one drawn from its pile each time a space is asked), the contracts the Automa
  completes face down.
- The person's own turn: a die on a Books space, Khan's Favor or the Guild Seals space when
  one is offered (in that order, by its words), else the money bag; never a travel, so that
  the same answers fit a game with or without the board's routes.
- `TravellingTable`: the same copy and deal, and a person who also travels: on the 1-die
  or 2-dice Travel space whenever it is offered and a city where they have no trading post
  yet lies within 1 or 3 steps on the sample's map (the nearest, then the first in the
  board file), taking a contract there whenever Soloist asks; otherwise as above.

Used by the tests (a game on learned facts decides as the same facts in data files do) and
by ``bench/bench_questions_mp2.py``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from soloist.engine.questions import Question
from soloist.engine.session import Session
from soloist.games.marco_polo_2.arrival_at_hand import NO_CONTRACTS, NO_TILE
from soloist.games.marco_polo_2.components import NOTHING, card_text, effects_text
from soloist.games.marco_polo_2.compound import contracts_text
from soloist.games.marco_polo_2.data import SAMPLE, AutomaCard, GameData, load_data
from soloist.games.marco_polo_2.effects import TILE_KINDS, Contract, Effect, GainKind
from soloist.games.marco_polo_2.learning import NEW
from soloist.games.marco_polo_2.route_map import (
    NO_WAY,
    ListedWay,
    Way,
    pair,
    routes_text,
    way_text,
    ways_of_board,
)
from soloist.games.marco_polo_2.routes import within_reach
from soloist.play.companion import SavedPlay

#: How the person names each moment of a Skill card's power.
MOMENT_WORDS = {"round-start": "round start", "trading-post": "trading post",
                "contract-completed": "contract", "seal-completed": "seal", "travel": "travel"}
#: The person's main action, by the words of its choice: the first offered.
PREFERRED = ("Main action: the silk space", "Main action: the pepper space",
             "Main action: the upper gold space", "Main action: Khan's Favor",
             "Main action: the Guild Seals space", "Main action: the lower gold space")


@dataclass
class CopyTable:
    """Answers every question of a companion game from a complete copy and a fixed deal."""

    seed: int
    data: GameData = field(default_factory=lambda: load_data(SAMPLE))
    character: str = "Navigator"
    level: int = 1
    person_score: int = 60

    def __post_init__(self) -> None:
        rng = random.Random(self.seed)
        self.rng = rng
        data = self.data
        assert data.slides and data.cards and data.tiles and data.characters
        self.slide = data.slides[rng.randrange(len(data.slides))]
        self.pile: list[Contract] = rng.sample(data.tiles.contracts, len(data.tiles.contracts))
        self.starting = list(data.tiles.starting_contracts)
        rng.shuffle(self.starting)
        self.tiles = [effects for _, effects in data.tiles.outposts]
        rng.shuffle(self.tiles)
        self.deck: list[AutomaCard] = []
        self.round_seen = 0
        self.card: AutomaCard | None = None
        skill = data.characters.skill_card(self.character, self.level)
        assert skill is not None
        self.skill = skill
        self.tp_card = data.characters.trading_post_cards[skill.trading_post_card]
        board = data.board
        self.by_name = {loc.name.casefold(): loc.id for loc in board.locations.values()}
        self.ways = {pair(way.a, way.b): way
                     for way in ways_of_board(board.neighbours, board.city_ids)}
        self.asked: list[Question] = []

    # -- what the game calls things --------------------------------------------------------

    def place(self, session: Session, city: str) -> str:
        """The sample's id of the game's city `city` (the same name)."""
        board = session.play.ctx.board  # type: ignore[attr-defined]
        return self.by_name[board.name(city).casefold()]

    def name(self, city: str) -> str:
        return self.data.board.name(city)

    def choose(self, question: Question, label: str) -> str:
        """The key of the choice whose words are `label`, else a new one, typed in one step
        (``new: NAME``)."""
        assert question.choices is not None
        for choice in question.choices:
            if choice.label.casefold() == label.casefold():
                return choice.key
        assert NEW in question.choices.keys, (label, question.prompt)
        return f"{NEW} {label}"

    # -- answering -------------------------------------------------------------------------

    def play(self, session: Session, limit: int = 6000) -> Session:
        for _ in range(limit):
            question = session.question
            if question is None:
                return session
            self.asked.append(question)
            session.answer(self.answer(session, question))
        raise AssertionError(f"the game did not end within {limit} answers")

    def play_saved(self, saved: SavedPlay, *, until: int | None = None) -> SavedPlay:
        """Plays a saved game (answers stored, facts learned) to its end, or until `until`
        answers are recorded."""
        while (question := saved.session.question) is not None:
            if until is not None and len(saved.session.answers) >= until:
                break
            self.asked.append(question)
            saved.answer(self.answer(saved.session, question))
        return saved

    def answer(self, session: Session, question: Question) -> str:
        topic = question.topic
        if topic.startswith("person."):
            return self.person(question)
        handler = getattr(self, "on_" + topic.replace(".", "_").replace("-", "_"), None)
        if handler is not None:
            return str(handler(session, question))
        raise AssertionError(f"the copy table cannot answer {topic}: {question.prompt}")

    def person(self, question: Question) -> str:
        topic = question.topic
        keys = question.valid_answers()
        if topic == "person.action":
            if question.context.get("main_done"):
                return "done"
            assert question.choices is not None
            for wanted in PREFERRED:
                for choice in question.choices:
                    if choice.label.startswith(wanted):
                        return choice.key
            return "money-bag" if "money-bag" in keys else "done"
        if topic == "person.dice":
            return "own" if "own" in keys else keys[0]
        if topic == "person.contracts-completed":
            return "0"
        if topic == "person.final-score":
            return str(self.person_score)
        if topic == "person.has-camel":
            return "yes"
        raise AssertionError(f"the person does not expect {topic}: {question.prompt}")

    # -- the Automa's components -----------------------------------------------------------

    def on_setup_trip_slide(self, session: Session, question: Question) -> str:
        if str(self.slide.id) in question.valid_answers() and \
                session.play.data.slides:  # type: ignore[attr-defined]
            return str(self.slide.id)  # a data file's slides, by their number
        return self._slide_choice(question)

    def _slide_choice(self, question: Question) -> str:
        wanted = ", ".join(self.name(stop.city) for stop in self.slide.stops[1:4])
        assert question.choices is not None
        for choice in question.choices:
            if wanted in choice.label:
                return choice.key
        if question.text is not None:  # another slide, by its first two cities
            return self.first_cities()
        return NEW

    def first_cities(self) -> str:
        return ", ".join(self.name(stop.city) for stop in self.slide.stops[1:3])

    def on_trip_first_cities(self, session: Session, question: Question) -> str:
        return self.first_cities()

    def on_trip_slide(self, session: Session, question: Question) -> str:
        return self._slide_choice(question)

    def next_stop(self, session: Session) -> str | None:
        trip = session.play.ctx.automa.trip  # type: ignore[attr-defined]
        index = len(trip.stops)
        stops = self.slide.stops
        return self.name(stops[index].city) if index < len(stops) else None

    def on_trip_next_city(self, session: Session, question: Question) -> str:
        name = self.next_stop(session)
        return "none" if name is None else self.choose(question, name)

    def on_trip_next_city_name(self, session: Session, question: Question) -> str:
        name = self.next_stop(session)
        assert name is not None
        return name

    def on_trip_letter(self, session: Session, question: Question) -> str:
        at = session.play.ctx.automa.trip.at  # type: ignore[attr-defined]
        letter = self.slide.stops[at].letter
        return letter or "none"

    def deal_round(self, session: Session) -> None:
        number = session.play.round  # type: ignore[attr-defined]
        if number != self.round_seen:
            self.round_seen = number
            self.deck = random.Random(self.seed * 10 + number).sample(
                list(self.data.cards or ()), 8)

    def draw(self, session: Session) -> AutomaCard:
        self.deal_round(session)
        drawn = session.play.ctx.automa.cards_drawn  # type: ignore[attr-defined]
        return self.deck[drawn - 1]

    def on_automa_card_number(self, session: Session, question: Question) -> str:
        """The card drawn: one choice when it was seen before, else told in one answer."""
        card = self.draw(session)
        self.card = card
        assert question.choices is not None
        for choice in question.choices:
            known = choice.value
            if isinstance(known, AutomaCard) and (known.bonus, known.main) == \
                    (card.bonus, card.main):
                return choice.key
        return card_text(card)

    def on_automa_new_card(self, session: Session, question: Question) -> str:
        self.card = self.draw(session)
        return card_text(self.card)

    def on_setup_smart_mat(self, session: Session, question: Question) -> str:
        assert self.data.smart_mat is not None
        return self.data.smart_mat[0].value

    def on_setup_character(self, session: Session, question: Question) -> str:
        return self.choose(question, self.character)

    def on_setup_character_name(self, session: Session, question: Question) -> str:
        return self.character

    def on_tp_card_symbol(self, session: Session, question: Question) -> str:
        return self.choose(question, self.tp_card.symbol)

    def on_tp_card_symbol_name(self, session: Session, question: Question) -> str:
        return self.tp_card.symbol

    def on_tp_card_contracts_kept(self, session: Session, question: Question) -> int:
        return self.tp_card.contracts_kept

    def on_tp_card_plus_one_spaces(self, session: Session, question: Question) -> int:
        return self.tp_card.plus_one_spaces

    def on_tp_card_seal_vp(self, session: Session, question: Question) -> int:
        return self.tp_card.seal_vp

    def on_tp_card_shield_vp(self, session: Session, question: Question) -> str:
        return "its own table" if self.tp_card.shield_vp else "the board's shield track"

    def on_score_shield_vp(self, session: Session, question: Question) -> int:
        shields = int(question.prompt.split()[2])
        table = (self.tp_card.shield_vp if "Trading Post card" in question.prompt
                 else self.data.board.shield_track)
        assert table is not None
        return table[shields]

    # -- what a tile or card gives, in one answer ------------------------------------------

    def gains(self, effects: Sequence[Effect], question: Question) -> str:
        """What a tile or card shows, as the person tells it: only what the Automa can use
        (the rest, goods and such, it does not take)."""
        kinds = set()
        assert question.choices is not None
        for choice in question.choices:
            for effect in choice.value or ():  # type: ignore[attr-defined]
                kinds.add(effect.kind)
        return effects_text(effect for effect in effects if effect.kind in kinds)

    def on_skill_action(self, session: Session, question: Question) -> str:
        action = question.context["action"]
        effects = self.skill.city_card if action == "city-card" else self.skill.external_city
        return self.gains(effects, question)

    def on_skill_power(self, session: Session, question: Question) -> str:
        """The whole power, moment by moment."""
        said = [f"{MOMENT_WORDS[event]}: {effects_text(effects)}"
                for event, effects in self.skill.triggers.items()]
        return "; ".join(said) or NOTHING

    def on_tp_card_grid(self, session: Session, question: Question) -> str:
        """The slots that show a bonus the Automa takes, as the person reads the card."""
        kinds = {GainKind.VP, GainKind.BLACK_DIE, GainKind.ADVANCEMENT, GainKind.UP_TO_2,
                 GainKind.CONTRACT_PILE, GainKind.CONTRACT_CITY, GainKind.COMPLETE,
                 GainKind.REMOVE_COIN}
        told = [f"{index}: {effects_text(e for e in slot if e.kind in kinds)}"
                for index, slot in enumerate(self.tp_card.slots, start=1)
                if any(e.kind in kinds for e in slot)]
        return "; ".join(told) or "none"

    def on_tp_card_bonus(self, session: Session, question: Question) -> str:
        index = question.context["index"]
        assert isinstance(index, int)
        return self.gains(self.tp_card.slots[index], question)

    def on_tp_card_numbers(self, session: Session, question: Question) -> str:
        names = str(question.context["numbers"]).split(", ")
        return " ".join(str(getattr(self.tp_card, name)) for name in names)

    def tile(self, session: Session, city: str) -> str:
        """The outpost tile dealt in `city` as the person reads it (only what the Automa can
        use), or "no tile" when the city has no outpost bonus space."""
        if not self.data.board.locations[self.place(session, city)].outpost:
            return "no tile"
        effects = self.tiles.pop() if self.tiles else ()
        return effects_text(effect for effect in effects if effect.kind in TILE_KINDS)

    def on_city_outpost(self, session: Session, question: Question) -> str:
        told = self.tile(session, str(question.context["city"]))
        return NO_TILE if told == "no tile" else told

    def on_city_arrival(self, session: Session, question: Question) -> str:
        """The tile and the contracts in one answer: a tap for a city without contracts."""
        city = str(question.context["city"])
        tile = self.tile(session, city)
        spaces = self.data.board.locations[self.place(session, city)].contracts
        if not spaces:
            return f"tile: {tile}; contracts: none"
        dealt = [self.pile.pop() if self.pile else None for _ in range(spaces)]
        return f"tile: {tile}; contracts: {contracts_text(dealt)}"

    # -- the board -------------------------------------------------------------------------

    def city_of(self, session: Session, question: Question) -> str:
        city = question.context["city"]
        assert isinstance(city, str)
        return self.place(session, city)

    def on_city_facts(self, session: Session, question: Question) -> str:
        """A city's facts, as the one choice that reads them all."""
        location = self.data.board.locations[self.city_of(session, question)]
        facts = str(question.context["facts"]).split(", ")
        wanted = tuple(getattr(location, fact) for fact in facts)
        assert question.choices is not None
        return next(choice.key for choice in question.choices if choice.value == wanted)

    def on_city_cards(self, session: Session, question: Question) -> int:
        return self.data.board.locations[self.city_of(session, question)].city_cards

    def on_city_cards_each(self, session: Session, question: Question) -> str:
        board = self.data.board
        return " ".join(str(board.locations[self.place(session, city)].city_cards)
                        for city in str(question.context["cities"]).split(", "))

    def on_city_contract_spaces(self, session: Session, question: Question) -> int:
        return self.data.board.locations[self.city_of(session, question)].contracts

    def on_city_outpost_space(self, session: Session, question: Question) -> str:
        return "yes" if self.data.board.locations[self.city_of(session, question)].outpost \
            else "no"

    def on_city_special(self, session: Session, question: Question) -> str:
        return "yes" if self.data.board.locations[self.city_of(session, question)].special \
            else "no"

    def shield_of(self, session: Session, question: Question) -> str:
        shield = self.data.board.locations[self.city_of(session, question)].shield
        assert shield is not None
        return shield

    def on_city_shield(self, session: Session, question: Question) -> str:
        return self.choose(question, self.shield_of(session, question))

    def on_city_shields(self, session: Session, question: Question) -> str:
        board = self.data.board
        return ", ".join(str(board.locations[self.place(session, city)].shield)
                         for city in str(question.context["cities"]).split(", "))

    def on_city_shield_name(self, session: Session, question: Question) -> str:
        return self.shield_of(session, question)

    def way(self, session: Session, a: str, b: str) -> Way | None:
        """The way on the sample's map between the game's cities `a` and `b`, if any."""
        return self.ways.get(pair(self.place(session, a), self.place(session, b)))

    def on_map_way(self, session: Session, question: Question) -> str:
        way = self.way(session, str(question.context["a"]), str(question.context["b"]))
        return NO_WAY if way is None else way_text(way.oases, way.seals)

    def on_map_ways(self, session: Session, question: Question) -> str:
        """Every way out of the city that Soloist does not know yet, as the person lists
        them: the city each leads to, its oases and seals."""
        city = str(question.context["city"])
        board = session.play.ctx.board  # type: ignore[attr-defined]
        known = {board.name(way.other(city)).casefold()
                 for way in board.learned_map.ways_of(city)}
        mine = self.place(session, city)
        listed = []
        for way in self.ways.values():
            if mine in (way.a, way.b):
                other = self.name(way.other(mine))
                if other.casefold() not in known:
                    listed.append(ListedWay(other, way.oases, way.seals))
        return routes_text(listed)

    # -- this game's contracts -------------------------------------------------------------

    def on_city_contracts(self, session: Session, question: Question) -> str:
        spaces = question.context.get("spaces")
        if spaces is None:  # how many is not known: the city's own, or none
            spaces = self.data.board.locations[self.city_of(session, question)].contracts
            if not spaces:
                return NO_CONTRACTS
        assert isinstance(spaces, int)
        dealt = [self.pile.pop() if self.pile else None for _ in range(spaces)]
        return contracts_text(dealt)

    def on_contract_reveal(self, session: Session, question: Question) -> str:
        source = self.starting if "starting" in question.prompt else self.pile
        contract = source.pop() if source else Contract(1, GainKind.OTHER)
        return contracts_text([contract])



#: How far the travelling person's travel takes them on the 1-die and 2-dice Travel spaces
#: (steps on the sample's map; the 2-dice space's printed maximum is not public).
TRAVEL_STEPS = {"travel-1": 1, "travel-2": 3}


@dataclass
class TravellingTable(CopyTable):
    """The same copy and deal; the person also travels (see the module's docstring)."""

    def __post_init__(self) -> None:
        super().__post_init__()
        self.at = self.data.board.start
        self.posts: set[str] = set()
        self.going: str | None = None

    def person(self, question: Question) -> str:
        topic = question.topic
        if topic == "person.action" and not question.context.get("main_done"):
            keys = question.valid_answers()
            for space, steps in TRAVEL_STEPS.items():
                city = self.destination(steps)
                if space in keys and city is not None:
                    self.going = city
                    return space
            return super().person(question)
        if topic == "person.travel-end":
            assert self.going is not None
            self.at, self.going = self.going, None
            self.posts.add(self.at)
            return self.choose(question, self.name(self.at))
        if topic == "person.contract-taken":
            return "yes"
        if topic == "person.which-contract":
            return question.valid_answers()[0]
        return super().person(question)

    def destination(self, steps: int) -> str | None:
        """The nearest city within `steps` steps where the person has no trading post."""
        board = self.data.board
        near = within_reach(board, self.at, steps)
        cities = [place for place in board.locations if place in near and place != self.at
                  and board.locations[place].is_city and not board.locations[place].start
                  and place not in self.posts]
        return min(cities, key=lambda place: near[place]) if cities else None


#: The questions about the person's copy, whose answers their component library keeps
#: (besides those with a fact key): a city's facts and shield, an Automa card not seen
#: before, a trip slide's cities and red letters, the Skill card's actions and power, the
#: Trading Post card, the Smart Mat. Every other question is about this game only.
COPY_TOPICS = ("city.cards", "city.contract-spaces", "city.outpost-space", "city.special",
               "city.shield", "city.facts", "automa.new-card", "trip.next-city",
               "trip.first-cities",
               "trip.letter", "skill.", "tp-card.", "setup.smart-mat", "map.ways")


def about_the_copy(question: Question) -> bool:
    """Whether `question` asks a permanent fact of the person's copy."""
    return question.fact is not None or question.topic.startswith(COPY_TOPICS)
