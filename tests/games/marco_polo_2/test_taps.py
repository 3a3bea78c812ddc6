"""Marco Polo II's answers built by taps (issue 31): each component told as it is read — an
Automa card from pictured actions, the trip slide's cities as buttons with a new one typed
once, a route by its city, oases and pictured seal, the Trading Post card's slots, a city's
tile and contracts as its row — and each finished draft is the very text the question reads
typed."""

from __future__ import annotations

from pathlib import Path

import pytest
from answer_kinds import actions_for
from hypothesis import given, settings
from hypothesis import strategies as st
from mp2_helpers import DEFINITION, SAMPLE_DATA
from mp2_taps_table import words_for

from soloist.engine.errors import InvalidAnswer
from soloist.engine.library import MemoryLibrary
from soloist.engine.session import Session
from soloist.engine.taps import Draft, Taps
from soloist.games.marco_polo_2.arrival_at_hand import NO_SPACE, read_arrival
from soloist.games.marco_polo_2.card_taps import CardTaps
from soloist.games.marco_polo_2.cards_at_hand import read_grid
from soloist.games.marco_polo_2.components import cards_text
from soloist.games.marco_polo_2.compound import (
    read_card,
    read_contracts,
    read_gains,
    read_power,
)
from soloist.games.marco_polo_2.contract_taps import ArrivalTaps, ContractsTaps
from soloist.games.marco_polo_2.data import AUTOMA_CARDS, load_data
from soloist.games.marco_polo_2.effects import CARD_KINDS, Contract, GainKind
from soloist.games.marco_polo_2.gain_taps import GainsTaps, GridTaps, PowerTaps
from soloist.games.marco_polo_2.map_taps import ListTaps, PairTaps
from soloist.games.marco_polo_2.name_taps import NamesTaps, NumbersTaps
from soloist.games.marco_polo_2.pieces import CHARACTERS, MainAction, Seal
from soloist.games.marco_polo_2.route_map import parse_routes_list, parse_ways

MP2 = DEFINITION()


def tapped(taps: Taps, *taps_made: str) -> Draft:
    """The draft after tapping `taps_made` in turn (a word starting "name:" is typed)."""
    draft = taps.start()
    for word in taps_made:
        draft = taps.named(draft, word[5:]) if word.startswith("name:") else taps.add(draft,
                                                                                      word)
    return draft


def test_an_automa_card_is_tapped_bonus_first_then_its_main_actions_down_to_books() -> None:
    # "Tap its bonus action, then its main actions in order, from pictured buttons, with the
    # card drawn as it grows."
    taps = CardTaps()
    first = taps.step(())
    assert [tap.key for tap in first.taps] == ["none", "black-die", "complete"]
    assert all(tap.face is not None for tap in first.taps)
    draft = tapped(taps, "black-die", "travel", "city-card")
    assert taps.picture(draft).lines == ("Bonus: Take 1 black die", "1. Travel",
                                         "2. City card action")
    assert "travel" not in [tap.key for tap in taps.step(draft).taps]  # each action once
    assert not taps.whole(draft)
    draft = taps.add(draft, "books")
    assert taps.whole(draft)  # "The last action of each card is a BOOKS action"
    assert read_card(taps.text(draft)) == read_card("black die | travel, city card, books")


def test_the_trip_slides_cities_are_buttons_and_a_new_one_is_typed_once() -> None:
    taps = NamesTaps(["The first city after Beijing?", "And the city after it?"], ["Kabul"],
                     "A city not met before", distinct=True, refused=["Beijing"],
                     refused_why="the trip slide starts there")
    assert [tap.key for tap in taps.step(()).taps] == ["Kabul"]
    assert taps.step(()).new_name
    draft = tapped(taps, "Kabul")
    assert [tap.key for tap in taps.step(draft).taps] == []  # not the same city twice
    with pytest.raises(InvalidAnswer, match="the trip slide starts there"):
        taps.named(draft, "beijing")
    draft = taps.named(draft, "  Xian ")
    assert taps.whole(draft) and taps.text(draft) == "Kabul, new: Xian"


def test_the_characters_of_the_base_game_are_buttons() -> None:
    session = Session.start(MP2, {}, 1)
    question = session.question
    assert question is not None and question.topic == "setup.character"
    assert question.choices is not None
    assert [choice.label for choice in question.choices][:len(CHARACTERS)] == list(CHARACTERS)
    assert question.taps is not None and question.taps.step(()).new_name


def test_a_route_is_its_city_then_its_oases_then_the_rivers_seal() -> None:
    # "Routes: tap the city, then the oases, then the river's seal from pictured seals."
    taps = ListTaps("Kabul", ["Xian", "Balkh"], new_names=True)
    draft = tapped(taps, "Xian", "1")
    seals = taps.step(draft).taps
    assert [tap.key for tap in seals] == ["-", "farmer", "spicer", "tailor", "jeweler"]
    assert all(tap.face is not None for tap in seals[1:])
    draft = tapped(taps, "Xian", "1", "-", "Xian", "0", "spicer", "name:Samarkand", "2", "-")
    assert taps.text(draft) == "Xian, 1 oasis; Xian, direct, spicer seal; new: Samarkand, " \
                               "2 oases"
    assert [(way.name, way.oases) for way in parse_routes_list(taps.text(draft))] == [
        ("Xian", 1), ("Xian", 0), ("new: Samarkand", 2)]
    with pytest.raises(InvalidAnswer, match="not finished"):
        taps.text(tapped(taps, "Xian", "1"))
    pair = PairTaps("Beijing", "Fuzhou")
    draft = tapped(pair, "0", "spicer", "2", "-")
    assert parse_ways(pair.text(draft)) == ((0, (Seal.SPICER,)), (2, ()))
    assert pair.step(draft).done


def test_the_trading_post_cards_bonuses_are_tapped_on_its_11_slots() -> None:
    taps = GridTaps(CARD_KINDS)
    slots = taps.step(()).taps
    assert [tap.label for tap in slots] == [f"Slot {number}" for number in range(1, 12)]
    draft = tapped(taps, "4", "vp", "3", "6", "black-die", "11", "vp", "10")
    assert read_grid(taps.text(draft)) == read_grid("4: 3 VP; 6: a black die; 11: 10 VP")
    face = next(tap.face for tap in taps.step(draft).taps if tap.key == "4")
    assert face is not None and face.lines == ("3 VP",)  # the slot drawn with its bonus


def test_a_citys_tile_and_contracts_are_tapped_as_its_row() -> None:
    taps = ArrivalTaps("Kabul", tile_space_known=False, spaces=None)
    draft = tapped(taps, "vp", "2", "4", "black-die", "empty")
    assert taps.whole(draft)
    assert read_arrival(taps.text(draft), "Kabul", space_known=False, spaces=None) == \
        read_arrival("tile: 2 VP; contracts: 4 black die; empty", "Kabul", space_known=False,
                     spaces=None)
    row = taps.picture(draft)
    assert [place.label for place in row.places] == ["Outpost bonus tile", "Contract space 1",
                                                     "Contract space 2"]
    # A city with no contract space: its tile, then "no contract space".
    draft = tapped(taps, "no-tile", "none")
    assert taps.whole(draft)
    assert read_arrival(taps.text(draft), "Kabul", space_known=False, spaces=None) == \
        (NO_SPACE, NO_SPACE)
    contracts = ContractsTaps("Kabul", 2)
    draft = tapped(contracts, "empty", "5", "contract-pile")
    assert contracts.whole(draft)
    assert read_contracts(contracts.text(draft), 2, "Kabul") == (
        None, Contract(5, GainKind.CONTRACT_PILE, "Kabul space 2"))


def test_a_draft_from_a_page_that_is_not_one_is_refused() -> None:
    for taps, draft in ((CardTaps(), ("none", "travel", "travel")),
                        (ListTaps("Kabul", [], new_names=False), ("Xian", "x")),
                        (GridTaps(CARD_KINDS), ("12",)),
                        (ArrivalTaps("Kabul", tile_space_known=True, spaces=1), ("vp", "99"))):
        with pytest.raises(InvalidAnswer, match="not understood"):
            taps.step(draft)


def test_with_all_8_cards_known_you_may_still_draw_them_and_only_those_left_are_offered() -> None:
    # "Once all 8 cards of the person's deck are known, Soloist shuffles and draws them
    # itself ... Keep an option to draw at the table, which offers only the cards still in
    # the deck."
    cards = load_data(Path(SAMPLE_DATA)).cards
    assert cards is not None and len(cards) == AUTOMA_CARDS
    library = MemoryLibrary({"Automa cards": cards_text(cards)})
    session = Session.start(MP2, {"character": "Navigator", "draw": "you"}, 1,
                            library=library)
    offered = []
    while len(offered) < 3:
        question = session.question
        assert question is not None
        if question.topic == "automa.card-number":
            keys = [key for key in question.valid_answers() if key != "new:"]
            offered.append(keys)
            assert question.choices is not None
            assert "new:" not in question.valid_answers()  # every card is known
            session.answer(keys[0])
            continue
        session.answer(question.examples[0] if question.text is not None and
                       question.choices is None else question.valid_answers()[0])
    assert [len(keys) for keys in offered] == [8, 7, 6]
    assert not set(offered[1]) & {offered[0][0]}


# -- every taps' draft is the answer typed ---------------------------------------------------

EFFECTS = st.sampled_from(["vp 1", "vp 3", "vp 12", "black-die", "advancement",
                           "advancement 2", "up-to-2-advancements", "contract-pile",
                           "contract-city"])
CARD_WORDS = st.sampled_from(["complete", "remove-coin B"])
MAIN = [action.value for action in MainAction if action is not MainAction.BOOKS]
REWARDS = st.sampled_from([kind.value for kind in (GainKind.ADVANCEMENT, GainKind.UP_TO_2,
                                                   GainKind.BLACK_DIE, GainKind.OTHER,
                                                   GainKind.CONTRACT_PILE,
                                                   GainKind.CONTRACT_CITY)])
CONTRACT = st.one_of(st.just("empty"), st.builds("{} {}".format, st.integers(1, 30), REWARDS))
WAY = st.tuples(st.integers(0, 6), st.lists(st.sampled_from(list(Seal)), max_size=2,
                                            unique=True)).filter(lambda way: len(way[1]) <=
                                                                 way[0] + 1)


def typed_way(oases: int, seals: list[Seal]) -> str:
    words = "direct" if not oases else f"{oases} oases"
    return words + "".join(f", {seal.value} seal" for seal in seals)


@st.composite
def typed_answers(draw: st.DrawFn) -> tuple[Taps, str]:
    """A question's taps and an answer a person could type to it."""
    kind = draw(st.sampled_from(["card", "pair", "list", "gains", "grid", "power",
                                 "contracts", "arrival", "numbers"]))
    if kind == "card":
        main = draw(st.lists(st.sampled_from(MAIN), unique=True, max_size=4))
        bonus = draw(st.sampled_from(["none", "black-die", "complete"]))
        return CardTaps(), f"{bonus} | " + ", ".join([*main, "books"])
    if kind == "pair":
        ways = draw(st.lists(WAY, min_size=1, max_size=3, unique_by=lambda w: (w[0],
                                                                           frozenset(w[1]))))
        return PairTaps("Beijing", "Fuzhou"), "; ".join(typed_way(*way) for way in ways)
    if kind == "list":
        ways = draw(st.lists(st.tuples(st.sampled_from(["Xian", "Balkh", "Samarkand"]), WAY),
                             min_size=1, max_size=3,
                             unique_by=lambda w: (w[0], w[1][0], frozenset(w[1][1]))))
        return (ListTaps("Kabul", ["Xian", "Balkh"], new_names=True),
                "; ".join(f"{city}, {typed_way(*way)}" for city, way in ways))
    if kind == "gains":
        gains = draw(st.lists(st.one_of(EFFECTS, CARD_WORDS), min_size=1, max_size=3))
        return GainsTaps("it", CARD_KINDS), " + ".join(gains)
    if kind == "grid":
        slots = draw(st.dictionaries(st.integers(1, 11), EFFECTS, min_size=1, max_size=5))
        return GridTaps(CARD_KINDS), "; ".join(f"{slot}: {gain}"
                                               for slot, gain in sorted(slots.items()))
    if kind == "power":
        moments = draw(st.lists(st.sampled_from(["round start", "trading post", "travel"]),
                                min_size=1, unique=True))
        return (PowerTaps(CARD_KINDS, CARD_KINDS),
                "; ".join(f"{moment}: {draw(EFFECTS)}" for moment in moments))
    if kind == "contracts":
        spaces = draw(st.integers(1, 2))
        return ContractsTaps("Kabul", spaces), "; ".join(draw(CONTRACT) for _ in range(spaces))
    if kind == "arrival":
        tile = draw(st.one_of(st.just("nothing"), st.just("no tile"), EFFECTS))
        contracts = draw(st.one_of(st.just("none"), st.lists(CONTRACT, min_size=1,
                                                             max_size=2).map("; ".join)))
        return (ArrivalTaps("Kabul", tile_space_known=False, spaces=None),
                f"tile: {tile}; contracts: {contracts}")
    counts = draw(st.lists(st.integers(0, 2), min_size=1, max_size=6))
    return (NumbersTaps(["City cards?"] * len(counts), 0, 2),
            " ".join(str(count) for count in counts))


def reads(taps: Taps, text: str) -> object:
    """`text` as the question `taps` belongs to reads it."""
    if isinstance(taps, CardTaps):
        return read_card(text)
    if isinstance(taps, PairTaps):
        return parse_ways(text)
    if isinstance(taps, ListTaps):
        return [(way.name.removeprefix("new:").strip(), way.oases, way.seals)
                for way in parse_routes_list(text)]
    if isinstance(taps, GainsTaps):
        return read_gains(text, CARD_KINDS, False)
    if isinstance(taps, GridTaps):
        return read_grid(text)
    if isinstance(taps, PowerTaps):
        return read_power(text, CARD_KINDS, CARD_KINDS)
    if isinstance(taps, ContractsTaps):
        return read_contracts(text, len(text.split(";")), "Kabul")
    if isinstance(taps, ArrivalTaps):
        return read_arrival(text, "Kabul", space_known=False, spaces=None)
    return text.split()


@settings(max_examples=60, deadline=None)
@given(typed_answers())
def test_any_answer_a_person_types_is_one_built_by_taps(case: tuple[Taps, str]) -> None:
    # Whatever a person types, the taps build it too, and the text they give reads the same:
    # a game answered by taps records what the same answer typed records.
    taps, text = case
    draft = taps.start()
    for action, value in actions_for(taps, words_for(taps, text)):
        if action == "tap":
            assert value in [tap.key for tap in taps.step(draft).taps]
            draft = taps.add(draft, value)
        elif action == "name":
            draft = taps.named(draft, value)
        else:
            assert taps.step(draft).done
    assert reads(taps, taps.text(draft)) == reads(taps, text)
