"""Digital play: your whole base game, by the base rules, with the ten travellers."""

from __future__ import annotations

from collections import deque

import pytest
from tokaido_helpers import TOKAIDO, digital_you, drive, new_play, place, run_session

from soloist.engine.session import Session
from soloist.games.tokaido.cards import (
    Achievement,
    Encounter,
    EncounterKind,
    HotSpring,
    Meal,
    Souvenir,
    Traveller,
)
from soloist.games.tokaido.digital import DigitalPerson, purchase_cost
from soloist.games.tokaido.road import Space
from soloist.games.tokaido.rules import TokaidoPlay
from soloist.games.tokaido.table import ModelTable

KOMA = Souvenir("Koma", "small_object", 1)
SAKE = Souvenir("Sake", "food", 2)
GETA = Souvenir("Geta", "clothing", 2)
SUMIE = Souvenir("Sumie", "art", 3)
HASHI = Souvenir("Hashi", "small_object", 1)


def you_as(traveller: Traveller | None, coins: int = 5) -> tuple[TokaidoPlay, DigitalPerson,
                                                                   ModelTable]:
    play = new_play({"digital": True})
    person = digital_you(play)
    person.traveller = traveller
    person.coins = coins
    table = play.table
    assert isinstance(table, ModelTable)
    return play, person, table


def test_you_choose_one_of_two_traveller_tiles_and_take_its_coins() -> None:
    session = Session.start(TOKAIDO, {"digital": True}, 3)
    question = session.question
    assert question is not None and question.topic == "person.traveller"
    assert question.choices is not None and len(question.choices) == 2
    tile = question.choices[1].value
    session.answer(question.choices[1].key)
    play = session.play
    assert isinstance(play, TokaidoPlay)
    person = digital_you(play)
    assert person.traveller is tile
    assert person.coins == {Traveller.HIROSHIGE: 3, Traveller.CHUUBEI: 4, Traveller.KINKO: 7,
                            Traveller.YOSHIYASU: 9, Traveller.SATSUKI: 2, Traveller.MITSUKUNI: 6,
                            Traveller.SASAYAKKO: 5, Traveller.HIROTADA: 8, Traveller.UMEGAE: 5,
                            Traveller.ZEN_EMON: 6}[tile]  # type: ignore[index]


def test_journey_of_initiation_seven_coins_five_points_no_tile() -> None:
    # "Journey of Initiation: You begin the game with 5 points."
    session = Session.start(TOKAIDO, {"digital": True, "initiation": True}, 3)
    run_session(session, {}, until="person.move")
    person = digital_you(session.play)  # type: ignore[arg-type]
    assert person.traveller is None
    assert person.score == 5
    assert "Journey of Initiation: no traveller tiles; you take 7 coins and begin with 5 " \
           "points." in session.log.texts()


def test_a_farm_gives_you_three_coins() -> None:
    _, person, _ = you_as(None, 2)
    drive(person.resolve(Space.FARM))
    assert person.coins == 5


def test_panoramas_go_1_2_3_and_a_completed_one_closes_its_spaces() -> None:
    play, person, _ = you_as(None)
    for value in (1, 2, 3):
        drive(person.resolve(Space.PADDY))
        assert person.panoramas[Space.PADDY] == value
    assert person.score == 1 + 2 + 3 + 3  # and the Paddy Panorama Achievement
    assert person.achievements == [Achievement.PADDY]
    assert not person.may_stop(Space.PADDY)
    place(play, you=28)
    assert 29 not in [play.road.positions[stop] for stop in person.legal_stops()]


def test_mitsukuni_scores_one_more_per_hot_spring_and_per_achievement() -> None:
    _, person, table = you_as(Traveller.MITSUKUNI)
    table.hot_springs = deque([HotSpring(3, 1)])
    drive(person.resolve(Space.HOT_SPRING))
    assert person.score == 4
    for _ in range(3):
        drive(person.resolve(Space.PADDY))
    assert person.score == 4 + 6 + 4


def test_a_village_offers_every_set_you_can_pay_for() -> None:
    _, person, table = you_as(None, coins=3)
    table.souvenirs = deque([KOMA, SAKE, SUMIE, HASHI])
    asked = drive(person.resolve(Space.VILLAGE), "1+2")
    assert asked[0].valid_answers() == ("none", "1", "2", "3", "1+2")  # 1+3 costs 4
    assert person.coins == 0
    assert person.score == 1 + 3
    assert list(table.souvenirs) == [HASHI, SUMIE]  # the unbought card to the bottom


def test_a_village_needs_a_coin() -> None:
    _, person, _ = you_as(None, coins=0)
    assert not person.may_stop(Space.VILLAGE) and not person.may_stop(Space.TEMPLE)


def test_sasayakko_the_cheapest_of_two_or_more_souvenirs_is_free_if_she_can_pay_all() -> None:
    assert purchase_cost([KOMA, SAKE, SUMIE], Traveller.SASAYAKKO) == (5, 6)
    assert purchase_cost([SUMIE], Traveller.SASAYAKKO) == (3, 3)
    _, person, table = you_as(Traveller.SASAYAKKO, coins=5)
    table.souvenirs = deque([KOMA, SAKE, SUMIE])
    asked = drive(person.resolve(Space.VILLAGE), "2+3")
    assert "1+2+3" not in asked[0].valid_answers()  # 6 coins needed to cover them all
    assert person.coins == 5 - 3


def test_zen_emon_buys_one_souvenir_a_village_for_one_coin() -> None:
    assert purchase_cost([SUMIE, SAKE], Traveller.ZEN_EMON) == (3, 3)
    _, person, table = you_as(Traveller.ZEN_EMON, coins=1)
    table.souvenirs = deque([SUMIE, SAKE, GETA])
    asked = drive(person.resolve(Space.VILLAGE), "1")
    assert asked[0].valid_answers() == ("none", "1", "2", "3")
    assert person.coins == 0 and person.souvenirs == [SUMIE]


def test_the_temple_takes_one_to_three_coins_a_point_each() -> None:
    _, person, _ = you_as(None, coins=2)
    asked = drive(person.resolve(Space.TEMPLE), "2")
    assert asked[0].between == (1, 2)
    assert (person.coins, person.temple_coins, person.score) == (0, 2, 2)


def test_hirotada_also_donates_a_coin_from_the_bank() -> None:
    _, person, _ = you_as(Traveller.HIROTADA, coins=8)
    drive(person.resolve(Space.TEMPLE), "3")
    assert (person.coins, person.temple_coins, person.score) == (5, 4, 4)


@pytest.mark.parametrize(("card", "coins", "score", "temple"), [
    (Encounter(EncounterKind.SAMURAI, None, 1), 5, 3, 0),
    (Encounter(EncounterKind.KUGE, None, 1), 8, 0, 0),
    (Encounter(EncounterKind.MIKO, None, 1), 5, 1, 1),
    (Encounter(EncounterKind.ANNAIBITO, Space.SEA, 1), 5, 1, 0),
])
def test_encounters(card: Encounter, coins: int, score: int, temple: int) -> None:
    _, person, table = you_as(None, coins=5)
    table.encounters = deque([card])
    drive(person.resolve(Space.ENCOUNTER))
    assert (person.coins, person.score, person.temple_coins) == (coins, score, temple)
    assert person.encounters == [card]


def test_shokunin_gives_the_top_souvenir() -> None:
    _, person, table = you_as(None)
    table.encounters = deque([Encounter(EncounterKind.SHOKUNIN, None, 1)])
    table.souvenirs = deque([SUMIE, KOMA])
    drive(person.resolve(Space.ENCOUNTER))
    assert person.souvenirs == [SUMIE] and person.score == 1


def test_annaibito_of_a_completed_panorama_lets_you_choose_another() -> None:
    _, person, table = you_as(None)
    person.panoramas[Space.PADDY] = 3
    table.encounters = deque([Encounter(EncounterKind.ANNAIBITO, Space.PADDY, 1)])
    asked = drive(person.resolve(Space.ENCOUNTER), "sea")
    assert asked[0].valid_answers() == ("mountain", "sea")
    assert person.panoramas[Space.SEA] == 1


def test_yoshiyasu_draws_two_encounters_and_keeps_one() -> None:
    _, person, table = you_as(Traveller.YOSHIYASU, coins=0)
    samurai = Encounter(EncounterKind.SAMURAI, None, 1)
    kuge = Encounter(EncounterKind.KUGE, None, 1)
    table.encounters = deque([samurai, kuge])
    drive(person.resolve(Space.ENCOUNTER), "2")
    assert person.encounters == [kuge] and person.coins == 3
    assert list(table.encounters) == [samurai]  # the other to the bottom


def test_umegae_gains_a_point_and_a_coin_before_each_encounter() -> None:
    _, person, table = you_as(Traveller.UMEGAE, coins=0)
    table.encounters = deque([Encounter(EncounterKind.SAMURAI, None, 1)])
    drive(person.resolve(Space.ENCOUNTER))
    assert (person.coins, person.score) == (1, 4)


def test_hiroshige_takes_a_panorama_card_at_each_intermediate_inn() -> None:
    play, person, _ = you_as(Traveller.HIROSHIGE)
    drive(person.arrive_at_inn(play.road.positions.index(15)), "mountain")
    assert person.panoramas[Space.MOUNTAIN] == 1
    drive(person.arrive_at_inn(play.road.last))  # not at Edo


def test_chuubei_draws_an_encounter_at_each_intermediate_inn() -> None:
    play, person, table = you_as(Traveller.CHUUBEI, coins=0)
    table.encounters = deque([Encounter(EncounterKind.KUGE, None, 1)])
    drive(person.arrive_at_inn(play.road.positions.index(28)))
    assert person.coins == 3


def display(table: ModelTable, *meals: Meal) -> None:
    table.on_display = list(meals)


def test_a_meal_you_can_pay_for_and_never_the_same_specialty_twice() -> None:
    _, person, table = you_as(None, coins=2)
    person.meals = [Meal("Dango", 1, 1)]
    display(table, Meal("Dango", 1, 2), Meal("Soba", 2, 1), Meal("Udon", 3, 1))
    asked = drive(person.eat(), "2")
    assert asked[0].valid_answers() == ("none", "2")
    assert person.coins == 0 and person.score == 6
    assert [str(meal) for meal in table.on_display] == ["Dango (1)", "Udon (3)"]


def test_kinko_pays_one_coin_less() -> None:
    _, person, table = you_as(Traveller.KINKO, coins=0)
    display(table, Meal("Dango", 1, 2), Meal("Soba", 2, 1))
    asked = drive(person.eat(), "1")
    assert asked[0].valid_answers() == ("none", "1")
    assert person.coins == 0 and person.score == 6


def test_satsuki_is_offered_a_meal_on_display_for_free() -> None:
    _, person, table = you_as(Traveller.SATSUKI, coins=0)
    display(table, Meal("Udon", 3, 1))
    asked = drive(person.eat(), "yes")
    assert asked[0].topic == "person.satsuki"
    assert person.coins == 0 and person.score == 6 and table.on_display == []


def test_satsuki_may_refuse_and_buy_as_normal() -> None:
    _, person, table = you_as(Traveller.SATSUKI, coins=1)
    display(table, Meal("Udon", 3, 1))
    asked = drive(person.eat(), "no")
    assert [question.topic for question in asked] == ["person.satsuki"]
    assert person.score == 0  # Udon costs 3: nothing else she can buy


def test_digital_play_refuses_the_expansions() -> None:
    from soloist.engine.errors import OptionError

    with pytest.raises(OptionError, match="digital play models the base game only"):
        new_play({"digital": True, "crossroads": True})
    with pytest.raises(OptionError, match="Matsuri needs the Crossroads expansion"):
        new_play({"matsuri": True})
