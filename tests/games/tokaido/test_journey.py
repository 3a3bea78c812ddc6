"""The table: turn order, the inns, the Meals, the Automa deck's reshuffle."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from tokaido_helpers import TOKAIDO, drive, new_play, place, run_session

from soloist.engine.chance import Chance
from soloist.engine.log import Log
from soloist.engine.session import Session
from soloist.games.tokaido.automa import Automa
from soloist.games.tokaido.automa_cards import load_cards
from soloist.games.tokaido.cards import Meal
from soloist.games.tokaido.rules import TokaidoPlay
from soloist.games.tokaido.table import ModelTable, VirtualAutomaDeck


def test_the_traveller_farthest_behind_moves_next() -> None:
    play = new_play()
    place(play, you=5, green=3, blue=9)
    assert play.journey.rearmost() is play.automas[0]


def test_at_an_inn_the_last_to_arrive_leaves_first() -> None:
    play = new_play()
    place(play, green=15)
    place(play, blue=15)
    place(play, you=15)
    assert play.journey.rearmost() is play.person
    place(play, you=16)
    assert play.journey.rearmost() is play.automas[1]  # Blue arrived after Green


def test_the_starting_line_gives_the_order_of_departure() -> None:
    for seed in range(6):
        session = Session.start(TOKAIDO, {"digital": True, "initiation": True}, seed)
        run_session(session, {}, until="person.souvenirs")
        texts = session.log.texts()
        line = next(text for text in texts if text.startswith("The travellers line up"))
        first = line.split(": ")[1].split(", ")[0]
        begins = texts.index("The journey begins at Kyoto.")
        first_move = next(text for text in texts[begins:]
                          if "moves to" in text or text.startswith("You stop"))
        assert first_move.startswith(first if first != "You" else "You stop")


def test_a_traveller_still_last_after_moving_plays_again() -> None:
    play = new_play()
    place(play, green=10, blue=12)
    assert play.journey.rearmost() is play.person  # still at Kyoto
    place(play, you=2)
    assert play.journey.rearmost() is play.person


def test_no_traveller_may_pass_the_next_inn() -> None:
    play = new_play()
    place(play, you=12)
    assert [play.road.positions[stop] for stop in play.journey.free_stops(play.person.stop)] == \
        [13, 14, 15]


def test_meals_wait_until_everyone_has_arrived_then_go_in_order_of_arrival() -> None:
    # "Meals are revealed, purchased, and scored after all Travelers have arrived at an Inn.
    # [...] Purchase meals in the order of arrival."
    session = Session.start(TOKAIDO, {}, 2)
    run_session(session, {"automa.card": "3",
                          "person.move": lambda s: s.question.valid_answers()[-1]},  # type: ignore[union-attr]
                until="person.end.souvenirs")
    texts = session.log.texts()
    asked = [text.split(" takes the cheapest Meal")[0] for text in texts
             if " takes the cheapest Meal on display" in text]
    expected: list[str] = []
    for inn in ("Inn 2 (position 15)", "Inn 3 (position 28)", "Inn 4 (position 42)", "Edo"):
        arrivals = [i for i, text in enumerate(texts)
                    if text.endswith(f"moves to {inn}") or f"moves to {inn}:" in text
                    or text == f"You arrive at {inn}."]
        assert len(arrivals) == 3, inn  # you and both Automas
        everyone = texts.index(f"Everyone is at {inn}.")
        reveal = next(i for i, text in enumerate(texts)
                      if i > arrivals[0] and text.startswith("Everyone has arrived. Draw 4 Meal"))
        # Nothing is revealed before the last traveller arrives; then the Meals at once.
        assert arrivals[-1] < everyone < reveal
        order = texts[reveal].split("order of arrival: ")[1].rstrip(".").split(", ")
        first_arrived = [text.split(" moves to")[0] if "moves to" in text else "You"
                         for text in (texts[i] for i in arrivals)]
        assert order == first_arrived
        expected += [name for name in order if name != "You"]
    assert asked == expected  # each Automa takes her Meal in her place in the line


def test_an_automa_takes_the_cheapest_meal_first_drawn_on_ties_for_free() -> None:
    play = new_play({"digital": True})
    table = play.table
    assert isinstance(table, ModelTable)
    table.on_display = [Meal("Udon", 3, 1), Meal("Dango", 1, 1), Meal("Soba", 2, 1),
                        Meal("Misoshiru", 1, 1)]
    green = play.automas[0]
    assert table.known_automa_meal(green) == 1  # the first drawn of the two Meals of cost 1
    assert play.log.texts()[-1] == (
        "Green takes the cheapest Meal on display (Udon (3), Dango (1), Soba (2), Misoshiru (1) "
        "→ Dango (1), the first drawn of the cheapest), without paying.")
    assert [str(meal) for meal in table.on_display] == ["Udon (3)", "Soba (2)", "Misoshiru (1)"]
    green.eat(1)
    assert green.score == 6 and green.meal_costs == [1]


def test_at_the_table_you_tap_the_meals_drawn_and_soloist_gives_each_automa_hers() -> None:
    """"Draw 4 Meal cards and keep them in the order drawn. Purchase meals in the order of
    arrival: give each Automa the cheapest available to them (first drawn in case of
    ties)." You arrived first and take the Dango: Green, next, gets the Misoshiru (the only
    cost-1 card left), Blue the Soba (the first drawn of the two left at cost 2 or more)."""
    play = new_play()
    place(play, you=15, green=15, blue=15)  # in this order of arrival
    asked = drive(play.inn(play.road.positions.index(15)),
                  "udon", "dango", "soba", "misoshiru",  # one tap per card, as drawn
                  "2")  # you take the second card, the Dango
    assert [question.topic for question in asked] == ["meals.on-display"] * 4 + ["person.meal"]
    assert [question.prompt for question in asked[:2]] == [
        "Meal card 1 of 4, in the order drawn: which is it?",
        "Meal card 2 of 4, in the order drawn: which is it?"]
    assert asked[1].choices is not None and "udon" not in asked[1].choices.keys  # 1 copy
    assert asked[4].choices is not None and asked[4].choices.keys == ("1", "2", "3", "4", "none")
    green, blue = play.automas
    assert (green.meal_costs, blue.meal_costs) == ([1], [2])
    texts = play.log.texts()
    assert "Green takes the cheapest Meal on display (Udon (3), Soba (2), Misoshiru (1) → " \
           "Misoshiru (1)), without paying." in texts
    assert "Give Green the Misoshiru card." in texts
    assert "Blue takes the cheapest Meal on display (Udon (3), Soba (2) → Soba (2)), without " \
           "paying." in texts


def test_when_you_eat_last_your_meal_is_not_asked() -> None:
    play = new_play()
    place(play, green=15, blue=15, you=15)
    asked = drive(play.inn(play.road.positions.index(15)), "sushi", "dango", "dango", "fugu")
    assert [question.topic for question in asked] == ["meals.on-display"] * 4
    green, blue = play.automas
    assert (green.meal_costs, blue.meal_costs) == ([1], [1])


def test_an_automa_may_eat_the_same_specialty_twice() -> None:
    green = Automa("Green")
    green.eat(1)
    green.eat(1)
    assert green.score == 12


def test_four_meal_cards_are_drawn_three_with_gastronomy() -> None:
    for options, drawn in (({}, 4), ({"gastronomy": True}, 3)):
        session = Session.start(TOKAIDO, options, 3)
        run_session(session, {}, until="person.end.souvenirs")
        assert f"Draw {drawn} Meal cards" in "\n".join(session.log.texts())


def test_at_intermediate_inns_the_automa_cards_are_reshuffled(
        cards_file: Callable[..., Path]) -> None:
    session = Session.start(TOKAIDO, {"cards": str(cards_file())}, 3)
    run_session(session, {}, until="person.end.souvenirs")
    texts = session.log.texts()
    reshuffles = [i for i, text in enumerate(texts)
                  if text == "Soloist shuffles all the Automa cards to form a new deck."]
    assert len(reshuffles) == 3  # the 3 intermediate inns, not Kyoto, not Edo
    play = session.play
    assert isinstance(play, TokaidoPlay)
    deck = play.automa_deck
    assert len(deck.deck.cards) + len(deck.deck.discards) == 16  # type: ignore[union-attr]


def test_the_automa_deck_runs_out_and_its_discards_are_shuffled(
        cards_file: Callable[..., Path]) -> None:
    # Rare (the deck is reshuffled at every intermediate inn), but the rules must go on.
    cards = load_cards(cards_file())
    log = Log()
    deck = VirtualAutomaDeck(cards, Chance(5).stream("automa deck"), log)
    green = Automa("Green")
    drawn = [deck.known_draw(green) for _ in range(16)]
    assert sorted(drawn) == sorted(cards.automa_cards)
    assert deck.known_draw(green) in cards.automa_cards
    assert "The Automa deck is empty: its discard pile is shuffled to form a new deck." in \
        log.texts()
