"""The table of a Tokaido game as a person sees it (`soloist.engine.tableview`).

The stretch of road the travellers are on (from the inn they last left to the next one)
with every traveller; each Automa's item columns, temple coins, Meals, Achievements and
score; the Automa card on the discard pile as its printed picture (the range line and the
icons). In digital play also your own collection and the Meals on display.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from soloist.engine import tableview as tv
from soloist.engine.phrase import joined, phrase
from soloist.engine.questions import Question
from soloist.games.tokaido.automa import HIGHEST, LOWEST, Automa, Move
from soloist.games.tokaido.automa_cards import AutomaCard
from soloist.games.tokaido.cards import Meal
from soloist.games.tokaido.person import PERSON
from soloist.games.tokaido.road import Item, Road, Space
from soloist.games.tokaido.your_cards import AUTOMA_DECK, DECK_BY_FACT

if TYPE_CHECKING:
    from soloist.games.tokaido.digital import DigitalPerson
    from soloist.games.tokaido.rules import TokaidoPlay

#: Each kind of space: a colour, and a short mark drawn in it (its name is always said too).
SPACE_LOOK: dict[Space, tuple[str, str]] = {
    Space.INN: ("pink", "Inn"), Space.VILLAGE: ("orange", phrase("Sh")),
    Space.FARM: ("yellow", phrase("Fa")), Space.TEMPLE: ("red", phrase("Te")),
    Space.HOT_SPRING: ("teal", phrase("HS")), Space.ENCOUNTER: ("purple", phrase("En")),
    Space.PADDY: ("green", phrase("Pa")), Space.MOUNTAIN: ("brown", phrase("Mo")),
    Space.SEA: ("blue", phrase("Se")),
}
ITEM_COLOUR = {Item.COIN: "yellow", Item.PADDY: "green", Item.MOUNTAIN: "brown",
               Item.SEA: "blue", Item.SOUVENIR: "orange", Item.ENCOUNTER: "purple",
               Item.HOT_SPRING: "teal"}
#: The travellers' colours: the Automas are named by theirs.
TRAVELLER_COLOUR = {"Green": "green", "Blue": "blue"}
YOU_COLOUR = "white"
TEMPLE_COINS = phrase("Temple coins")
MEALS = phrase("Meals")
ACHIEVEMENT = phrase("Achievement")
DIFFICULTY_CARD = phrase("Difficulty Level card")


def card_picture(card: AutomaCard, title: str = "") -> tv.Card:
    """An Automa card as printed: its range line large, its icons by name."""
    return tv.Card(title or phrase("Range {range}", range=card.range), "white",
                   picture=card.range_line, marks=card.icons)


def space_card(road: Road, stop: int, title: str = "") -> tv.Card:
    space = road.spaces[stop]
    colour, _ = SPACE_LOOK[space]
    return tv.Card(title or road.where(stop), colour, kind=space.title)


def road_stretch(play: TokaidoPlay) -> tv.Track:
    """The road from the inn the rearmost traveller last left to the next inn."""
    road = play.road
    travellers = play.journey.travellers
    rearmost = min(traveller.stop for traveller in travellers)
    start = max(inn for inn in road.inns if inn <= rearmost)
    end = road.next_inn[start] if start < road.last else start
    if start == road.last:
        start = road.inns[-2]
    places = []
    for stop in range(start, end + 1):
        colour, short = SPACE_LOOK[road.spaces[stop]]
        places.append(tv.Place(road.where(stop), short, colour))
    markers = []
    for traveller in travellers:
        if start <= traveller.stop <= end:
            colour = TRAVELLER_COLOUR.get(traveller.name, YOU_COLOUR)
            markers.append(tv.Marker(traveller.stop - start, colour, traveller.name))
    return tv.Track(phrase("The road {stretch}", stretch=phrase(
                        "from {start} to {end}", start=road.where(start), end=road.where(end))),
                    tuple(places), tuple(markers),
                    note=phrase("towards {end}, position {first} to {last}", end=road.end_name,
                                first=road.positions[start], last=road.positions[end]))


def last_moves(play: TokaidoPlay) -> list[tuple[str, Move]]:
    """Each Automa's last move, as her log explained it, in the order they were made."""
    found: list[tuple[str, Move]] = []
    names = {automa.key: automa.name for automa in play.automas}
    for event in reversed(play.log.events):
        if event.actor not in names or not event.fields:
            continue
        move = dict(event.fields).get("move")
        if not isinstance(move, Move):
            continue
        if any(name == names[event.actor] for name, _ in found):
            break
        found.insert(0, (names[event.actor], move))
        if len(found) == len(names):
            break
    return found


def rank_words(rank: int) -> str:
    """A space's rank as a person reads it: a Temple or an Inn ranks highest when its icon is
    on her card, else lowest."""
    return phrase("rank highest") if rank == HIGHEST else phrase("rank lowest") \
        if rank == LOWEST else phrase("rank {rank}", rank=rank)


def moved_along(road: Road, name: str, move: Move) -> tv.Track:
    """The stretch of road she looked along: from where she stood to her last candidate,
    each candidate with its rank, the space she took marked."""
    ranks = dict(zip(move.stops, move.ranks, strict=True))
    places = []
    for stop in range(move.start, max(move.stops) + 1):
        colour, short = SPACE_LOOK[road.spaces[stop]]
        holds = (rank_words(ranks[stop]),) if stop in ranks else \
            (phrase("occupied"),) if stop != move.start else (phrase("she left"),)
        places.append(tv.Place(road.where(stop), short, colour, holds,
                               highlight=stop == move.stop))
    colour = TRAVELLER_COLOUR.get(name, YOU_COLOUR)
    return tv.Track(phrase("{name}'s move", name=name), tuple(places),
                    (tv.Marker(move.stop - move.start, colour, name),))


def glance(play: TokaidoPlay) -> tv.Glance | None:
    """The Automas' last moves: the card each drew and the stretch of road she moved
    along (None before either has moved)."""
    moves = last_moves(play)
    if not moves:
        return None
    road = play.road
    pieces: list[tv.Piece] = []
    for name, move in moves:
        pieces.append(card_picture(move.card, phrase("{name}'s card", name=name)))
        pieces.append(moved_along(road, name, move))
    said = [phrase("{name} moved to {where}", name=name, where=road.where(move.stop))
            for name, move in moves]
    title = said[0]
    for then in said[1:]:
        title = phrase("{before}; {then}", before=title, then=then)
    return tv.Glance(title, tuple(pieces))


#: An Automa's column as the table names it: its item, capitalised.
COLUMN_TITLES = {
    "coin": phrase("Coin"), "paddy": phrase("Paddy Panorama card"),
    "mountain": phrase("Mountain Panorama card"), "sea": phrase("Sea Panorama card"),
    "souvenir": phrase("Souvenir card"), "encounter": phrase("Encounter card"),
    "hot_spring": phrase("Hot Spring card")}


def column_title(item: Item) -> str:
    """The column of `item` as the table names it ("Coin", "Sea Panorama card")."""
    title = item.title[:1].upper() + item.title[1:]
    said = COLUMN_TITLES.get(item.value)
    return said if said == title else title


def automa_zone(automa: Automa) -> tv.Zone:
    columns = tuple(tv.Card(column_title(item),
                            ITEM_COLOUR[item], kind=phrase("column {index}", index=index),
                            stack=automa.counts[item], face_down=True)
                    for index, item in enumerate(automa.columns, start=1))
    pieces: list[tv.Piece] = [*columns, tv.Counter(TEMPLE_COINS, automa.temple_coins,
                                                   colour="red")]
    if automa.meal_costs:
        pieces.append(tv.Counter(MEALS, len(automa.meal_costs),
                                 note=phrase("costs {costs}",
                                             costs=", ".join(map(str, automa.meal_costs)))))
    for achievement in automa.achievements:
        pieces.append(tv.Card(achievement.title, "yellow", "star", ACHIEVEMENT))
    return tv.Zone(phrase("{name}'s collection", name=automa.name),
                   tuple(pieces) or (tv.Words(phrase("No items.")),),
                   note=phrase("score {score}", score=automa.score), owner="automa")


def digital_zone(person: DigitalPerson) -> tv.Zone:
    pieces: list[tv.Piece] = [tv.Counter(phrase("Coins"), person.coins, colour="yellow")]
    for space, count in person.panoramas.items():
        if count:
            pieces.append(tv.Card(phrase("{space} Panorama", space=space.title),
                                  SPACE_LOOK[space][0], kind=phrase("Panorama"), stack=count))
    for title, cards, colour in ((phrase("Souvenirs"), person.souvenirs, "orange"),
                                 (phrase("Hot Springs"), person.hot_springs, "teal"),
                                 (phrase("Encounters"), person.encounters, "purple")):
        if cards:
            pieces.append(tv.Card(title, colour, stack=len(cards)))
    if person.meals:
        pieces.append(tv.Counter(MEALS, len(person.meals),
                                 note=joined(meal.label for meal in person.meals)))
    pieces.append(tv.Counter(TEMPLE_COINS, person.temple_coins, colour="red"))
    for achievement in person.achievements:
        pieces.append(tv.Card(achievement.title, "yellow", "star", ACHIEVEMENT))
    return tv.Zone(phrase("Your collection"), tuple(pieces),
                   note=phrase("score {score}", score=person.score), owner="you")


def status(play: TokaidoPlay) -> str:
    """"Green: Sea (position 16), 14 · Blue: Inn 2 (position 15), 11 · You: Farm (position
    17)"."""
    road = play.road
    parts = []
    for traveller in sorted(play.journey.travellers, key=lambda t: -t.stop):
        score = getattr(traveller, "score", None)
        where = road.where(traveller.stop)
        parts.append(phrase("{name}: {where}, {score}", name=traveller.name, where=where,
                            score=score if isinstance(score, int) else str(score))
                     if traveller.is_automa or play.settings.digital else
                     phrase("{name}: {where}", name=traveller.name, where=where))
    line = parts[0]
    for part in parts[1:]:
        line = phrase("{before} · {then}", before=line, then=part)
    return line


def progress(play: TokaidoPlay) -> str:
    road = play.road
    rearmost = min(traveller.stop for traveller in play.journey.travellers)
    if play.turns == 0:
        return phrase("Setup")
    if rearmost == road.last:
        return phrase("Arrived in {end}", end=road.end_name)
    inn = max(index for index, stop in enumerate(road.inns, start=1) if stop <= rearmost)
    return phrase("Between Inn {inn} and Inn {next}", inn=inn, next=inn + 1)


def faces(play: TokaidoPlay, question: Question | None) -> dict[str, tv.Piece]:
    """Automa cards as their pictures; Difficulty Level cards and stops as their space."""
    if question is None or question.choices is None:
        return {}
    shown: dict[str, tv.Piece] = {}
    for choice in question.choices:
        value = choice.value
        if isinstance(value, AutomaCard):
            shown[choice.key] = card_picture(value)
        elif isinstance(value, Space):
            colour, _ = SPACE_LOOK[value]
            if question.topic == "difficulty.card":
                shown[choice.key] = tv.Card(value.title, colour, kind=DIFFICULTY_CARD)
            else:  # a Panorama you completed, say: the space's colour, the choice's words
                shown[choice.key] = tv.Card(choice.label, colour, kind=value.title)
        elif isinstance(value, Meal):
            shown[choice.key] = meal_card(value)
        elif question.topic == "person.move" and isinstance(value, int):
            shown[choice.key] = space_card(play.road, value, choice.label)
    return shown


def meal_card(meal: Meal) -> tv.Card:
    return tv.Card(meal.name, "orange", kind=phrase("Meal"),
                   lines=(phrase("cost {cost}", cost=meal.cost),))


def suggested_deck(question: Question | None) -> tv.Zone | None:
    """"Your draws suggest your 16 Automa cards are …": the cards laid out by face, as the
    person would lay theirs out to check."""
    if question is None or question.topic != "components.confirm":
        return None
    deck = DECK_BY_FACT[str(question.context["deck"])]
    known = deck.read(str(question.context["cards"]))
    pieces: list[tv.Piece] = []
    for face, count in zip(deck.faces, known.counts, strict=True):
        if not count:
            continue
        if deck is AUTOMA_DECK:
            card = card_picture(AutomaCard.parse(face))
        else:
            space = Space(face)
            card = tv.Card(deck.labels[face], SPACE_LOOK[space][0], kind=DIFFICULTY_CARD)
        pieces.append(card._replace(stack=count))
    return tv.Zone(phrase("Your {deck}, as your draws suggest them", deck=deck.title),
                   tuple(pieces))


def table_view(play: TokaidoPlay, question: Question | None) -> tv.TableView:
    scores = []
    person = play.person
    digital = play.settings.digital
    scores.append(tv.Score(PERSON, person.score if digital else None, YOU_COLOUR,
                           () if digital else (phrase("counted at the end of the journey"),),
                           you=True))
    for automa in play.automas:
        scores.append(tv.Score(automa.name, automa.score, TRAVELLER_COLOUR[automa.name]))
    zones = [tv.Zone(phrase("The road"), (road_stretch(play),))]
    suggested = suggested_deck(question)
    if suggested is not None:
        zones.insert(0, suggested)
    top = play.automa_deck.top
    if top is not None:
        zones.append(tv.Zone(phrase("Automa discard pile"),
                             (card_picture(top, phrase("Last card drawn")),), owner="automa"))
    zones.extend(automa_zone(automa) for automa in play.automas)
    if digital:
        from soloist.games.tokaido.digital import DigitalPerson

        assert isinstance(person, DigitalPerson)
        zones.append(digital_zone(person))

    on_display = play.table.on_display
    if on_display:
        zones.append(tv.Zone(phrase("Meals on display"), tuple(map(meal_card, on_display))))
    outcome = play.outcome
    return tv.TableView(status(play), progress(play), tuple(scores), tuple(zones),
                        faces(play, question), glance=glance(play),
                        outcome=outcome.headline() if outcome is not None else "")
