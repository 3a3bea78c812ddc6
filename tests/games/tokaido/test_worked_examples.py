"""The worked examples of the solo rules (seeds/tokaido-automa.txt), each as a test that
reads like the example.

"This Automa plays as the green Traveler and has this collection" — the picture is not
public; the numbers the text states fix it: 3 coins (situation B: "she now has 4 coins"),
1 Paddy (situations 2 and 3: "she now has 2"), 1 Encounter (situation 2: "both have rank
1"), 4 Sea (situation 1: "rank 4", then her 5th). Situations 1-3 are played where the next
unoccupied spaces are Paddy, Encounter and Sea with the Temple between them occupied
(positions 35-40: Sea, Paddy, Temple, Farm, Encounter, Sea); situations A-C where a Temple
and then a Farm lie ahead (positions 36-38: Paddy, Temple, Farm).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from tokaido_helpers import TOKAIDO, give, new_play, place, run_session

from soloist.engine.session import Session
from soloist.games.tokaido.automa import Automa
from soloist.games.tokaido.automa_cards import AutomaCard
from soloist.games.tokaido.cards import Achievement
from soloist.games.tokaido.road import Item, Space
from soloist.games.tokaido.rules import TokaidoPlay


def green_with_the_example_collection(play: TokaidoPlay) -> Automa:
    green = play.automas[0]
    assert green.name == "Green"
    give(green, coin=3, paddy=1, encounter=1, sea=4)
    green.score = 20
    return green


def situations_1_to_3() -> tuple[TokaidoPlay, Automa]:
    play = new_play()
    green = green_with_the_example_collection(play)
    # She stands on the Sea at 35; the other travellers hold the Temple (37) and the Farm (38).
    place(play, green=35, you=37, blue=38)
    return play, green


def situations_a_to_c() -> tuple[TokaidoPlay, Automa]:
    play = new_play()
    green = green_with_the_example_collection(play)
    # She stands on the Paddy at 36; the Temple (37) and the Farm (38) ahead are free.
    place(play, green=36, you=40, blue=41)
    return play, green


def last_move_explanation(play: TokaidoPlay) -> str:
    moves = [event for event in play.log if event.actor == "green" and "moves to" in event.text]
    return moves[-1].text


def test_situation_1_range_3_reaches_the_sea_rank_4_and_the_fifth_sea_scores_5_plus_3() -> None:
    # "The range is ●...○...○...③. Therefore, you check the next 3 unoccupied spaces, which
    # are Paddy, Encounter, and Sea. Since there's no unoccupied Temple space within range,
    # the 🏯 makes no difference."
    play, green = situations_1_to_3()
    play.automa_turn(green, AutomaCard(3, temple=True))
    text = last_move_explanation(play)
    assert "range 3: Paddy rank 1, Encounter rank 1, Sea rank 4 → Sea" in text
    assert "Temple" not in text
    # "The highest ranked of the 3 spaces is the Sea Panorama space (rank 4). So, you move
    # the Automa's Traveler there and give her a Sea Panorama card."
    assert play.road.positions[green.stop] == 40
    assert green.counts[Item.SEA] == 5
    # "She's the first to have 5 Sea Panorama cards, so you give her the Sea Panorama
    # Achievement. Finally, she scores 8 points: 5 points because it's her 5th card of that
    # type and 3 points for the achievement."
    assert green.achievements == [Achievement.SEA]
    assert green.score == 20 + 5 + 3


def test_situation_2_range_2_ties_at_rank_1_so_the_closest_paddy() -> None:
    # "On this card, the range ●...○...② is too short to reach the Sea Panorama. The 2
    # spaces within range both have rank 1, so you move her Traveler to the closest of
    # those, the Paddy. You give her a Paddy Panorama card and she scores 2 points because
    # she now has 2 Paddy Panorama cards."
    play, green = situations_1_to_3()
    play.automa_turn(green, AutomaCard(2))
    assert "range 2: Paddy rank 1, Encounter rank 1 → Paddy (fewest spaces" in \
        last_move_explanation(play)
    assert play.road.positions[green.stop] == 36
    assert green.counts[Item.PADDY] == 2
    assert green.score == 20 + 2


def test_situation_3_range_1_only_the_next_empty_space() -> None:
    # "The range ●...① means that only the next empty space is within range, the Paddy
    # space. So, you move her Traveler there and give her a Paddy Panorama card. She scores
    # 2 points because she now has 2 Paddy Panorama cards."
    play, green = situations_1_to_3()
    play.automa_turn(green, AutomaCard(1))
    assert "range 1: Paddy rank 1 → Paddy" in last_move_explanation(play)
    assert green.counts[Item.PADDY] == 2
    assert green.score == 20 + 2


def test_situation_a_the_temple_icon_ranks_the_temple_highest() -> None:
    # "The 🏯 icon means that Temple spaces have the highest rank this turn. Since there's an
    # unoccupied Temple space within range, you move her Traveler there and place 2 coins
    # from the reserve in her Temple area for which she scores 2 points."
    play, green = situations_a_to_c()
    play.automa_turn(green, AutomaCard(2, temple=True))
    assert ("range 2: Temple rank highest (its icon is on the card), Farm rank 3 → Temple"
            in last_move_explanation(play))
    assert play.road.spaces[green.stop] is Space.TEMPLE
    assert green.temple_coins == 2
    assert green.counts[Item.COIN] == 3  # the temple coins come from the reserve, not her column
    assert green.score == 20 + 2


def test_situation_b_without_the_icon_the_temple_ranks_lowest_so_the_farm() -> None:
    # "There's no Temple icon on this card, so the Temple has a lower rank than all other
    # spaces. Therefore, the only other space within range, the Farm, is chosen. You move
    # her Traveler there and give her 1 coin. She scores 4 points because she now has 4
    # coins."
    play, green = situations_a_to_c()
    play.automa_turn(green, AutomaCard(2))
    assert "range 2: Temple rank lowest, Farm rank 3 → Farm" in last_move_explanation(play)
    assert play.road.spaces[green.stop] is Space.FARM
    assert green.counts[Item.COIN] == 4
    assert green.score == 20 + 4


def test_situation_c_only_the_temple_is_within_range() -> None:
    # "Only 1 space, the Temple, is within range, so you move her Traveler there. You place
    # 2 coins from the reserve in her Temple area. She scores 2 points."
    play, green = situations_a_to_c()
    play.automa_turn(green, AutomaCard(1))
    assert "range 1: Temple rank lowest → Temple" in last_move_explanation(play)
    assert green.temple_coins == 2
    assert green.score == 20 + 2


def test_collection_example_a_new_type_starts_the_leftmost_empty_column() -> None:
    # "If she receives an item of a type of which she has none, place it at the bottom of the
    # leftmost empty column." The diagram: her columns and where each item would go.
    play, green = situations_1_to_3()
    assert green.columns == [Item.COIN, Item.PADDY, Item.ENCOUNTER, Item.SEA]
    play.automa_turn(green, AutomaCard(3, temple=True))  # a Sea card: on top of its column
    assert green.columns == [Item.COIN, Item.PADDY, Item.ENCOUNTER, Item.SEA]
    assert any("on top of its column (column 4)" in text for text in play.log.texts())
    place(play, green=44)  # ahead: an Encounter (45), a Village (46), a Sea (47)
    play.automa_turn(green, AutomaCard(2))  # Encounter rank 1 beats Shop rank 0
    assert green.counts[Item.ENCOUNTER] == 2
    assert green.columns == [Item.COIN, Item.PADDY, Item.ENCOUNTER, Item.SEA]
    play.automa_turn(green, AutomaCard(1))  # the Village: a Souvenir, her first
    assert green.columns[-1] is Item.SOUVENIR
    assert any("leftmost empty column (column 5)" in text for text in play.log.texts())


def test_shop_difficulty_level_card_example(cards_file: Callable[..., Path]) -> None:
    # "If you draw the Shop Difficulty Level card, you draw 3 Souvenir cards, buy any of
    # them you want, keep and score them, then discard the Difficulty Level card."
    # Level 3: "Draw, resolve, and discard 1 of them ... Do not move your Traveler."
    path = cards_file(difficulty=["village"] * 7)
    session = Session.start(TOKAIDO, {"digital": True, "level": 3, "cards": str(path),
                                      "initiation": True}, 11)
    run_session(session, {}, until="person.souvenirs")
    question = session.question
    assert question is not None and question.topic == "person.souvenirs"
    play = session.play
    assert isinstance(play, TokaidoPlay)
    person = play.person
    assert person.stop == 0  # still at Kyoto: the traveller does not move
    # The three drawn souvenirs, every set you can pay for offered (7 coins: all of them).
    assert len(question.valid_answers()) == 8
    everything = question.valid_answers()[-1]
    session.answer(everything)
    assert len(person.souvenirs) == 3  # type: ignore[union-attr]
    bought = person.souvenirs  # type: ignore[union-attr]
    assert person.coins == 7 - sum(card.price for card in bought)  # type: ignore[union-attr]
    families = {card.family for card in bought}
    expected = {1: 3, 2: 5, 3: 9}[len(families)]  # 1+1+1, 1+3+1, 1+3+5
    assert person.score == 5 + expected  # Journey of Initiation: you begin with 5 points
    assert any("Difficulty Level card for you: Shop" in text for text in session.log.texts())


def test_farm_difficulty_level_card_example(cards_file: Callable[..., Path]) -> None:
    # "If you draw the Farm Difficulty Level card, the Automa receives 1 coin, adds it to
    # her collection, scores 2 points (she already has 1 coin from setup), then you discard
    # the Difficulty Level card." Level 5: 1 card for each Automa.
    path = cards_file(difficulty=["farm"] * 7)
    session = Session.start(TOKAIDO, {"level": 5, "cards": str(path)}, 4)
    session.answer("kinko")  # your traveller tile; then the setup ends with the difficulty
    texts = session.log.texts()
    journey_begins = texts.index("The journey begins at Kyoto.")
    setup = texts[:journey_begins]
    for name in ("Green", "Blue"):
        card = setup.index(f"Difficulty Level card: {name} resolves it as if she had stopped "
                           "on a Farm space.")
        assert setup[card + 1] == (f"Farm: {name} receives 1 coin, on top of its column "
                                   "(column 1); she now has 2, so she scores 2 points (3).")
    # "Do not move her Traveler": no traveller moves before the journey begins.
    assert not any("moves to" in text for text in setup)
