"""One rule for an empty supply, at the physical table and in digital play (issue 17): "She
receives 1 item corresponding to the space" and scores "instead of the normal benefit" 1
point per item she now has; with no card of that kind left she receives nothing and scores
nothing. At the table Soloist asks, once the cards taken could have emptied the supply."""

from __future__ import annotations

import contextlib

from tokaido_helpers import TOKAIDO, new_play, run_session

from soloist.engine.chance import Chance
from soloist.engine.log import Log
from soloist.engine.session import Session
from soloist.games.tokaido.automa import Automa, resolve_stop
from soloist.games.tokaido.cards import load_base_game
from soloist.games.tokaido.road import Item, Space
from soloist.games.tokaido.table import ModelTable, TableAtHand

NOTHING = ("Hot Spring: no Hot Spring card is left in the supply, so Green receives nothing "
           "and scores nothing.")


def green() -> Automa:
    automa = Automa("Green")
    automa.receive(Item.HOT_SPRING)
    automa.score = 5
    return automa


def test_digital_play_an_empty_hot_spring_deck_gives_nothing() -> None:
    log = Log()
    table = ModelTable(load_base_game(), Chance(1).stream("table"), log)
    table.hot_springs.clear()
    automa = green()
    gain = resolve_stop(automa, Space.HOT_SPRING, table, set(), log)
    assert gain.points == 0 and automa.score == 5 and automa.counts[Item.HOT_SPRING] == 1
    assert log.texts() == [NOTHING]


def test_at_the_table_the_same_rule_once_you_say_the_supply_is_empty() -> None:
    play = new_play()
    table = play.table
    assert isinstance(table, TableAtHand)
    table.taken[Item.HOT_SPRING] = 12  # the base game's 12 Hot Spring cards could be gone
    automa = green()
    asking = play.ask_supply(automa, Space.HOT_SPRING)
    question = next(asking)
    assert question.topic == "automa.supply-left"
    assert question.prompt == ("Green receives 1 Hot Spring card: is there one left in the "
                               "supply?")
    with contextlib.suppress(StopIteration):
        asking.send(question.parse("no")[1])
    log = Log()
    gain = resolve_stop(automa, Space.HOT_SPRING, table, set(), log)
    assert gain.points == 0 and automa.score == 5 and automa.counts[Item.HOT_SPRING] == 1
    assert log.texts() == [NOTHING]
    # "yes": she receives it and scores as usual
    asking = play.ask_supply(automa, Space.HOT_SPRING)
    question = next(asking)
    with contextlib.suppress(StopIteration):
        asking.send(question.parse("yes")[1])
    assert resolve_stop(automa, Space.HOT_SPRING, table, set(), Log()).points == 2
    assert automa.score == 7


def test_nothing_is_asked_while_the_supply_cannot_have_run_out() -> None:
    play = new_play()
    table = play.table
    assert isinstance(table, TableAtHand)
    table.taken[Item.HOT_SPRING] = 11
    assert next(play.ask_supply(green(), Space.HOT_SPRING), None) is None
    assert next(play.ask_supply(green(), Space.FARM), None) is None  # coins never run out
    table.you_stopped(Space.HOT_SPRING)  # your own stop may have taken the 12th
    assert next(play.ask_supply(green(), Space.HOT_SPRING), None) is not None


def test_your_stops_count_the_most_they_can_take() -> None:
    table = TableAtHand(Log(), {item: 99 for item in Item if item is not Item.COIN})
    table.you_stopped(Space.VILLAGE)
    table.you_stopped(Space.ENCOUNTER)
    table.you_stopped(Space.FARM)
    assert table.taken[Item.SOUVENIR] == 3 + 1  # 3 bought, 1 by Shokunin
    assert table.taken[Item.ENCOUNTER] == 1
    assert table.taken[Item.SEA] == 1  # Annaibito
    assert table.taken[Item.HOT_SPRING] == 0


def test_a_whole_companion_game_asks_about_the_supply_and_follows_the_answer() -> None:
    session = Session.start(TOKAIDO, {}, 21)
    asked: list[str] = []

    def empty(session: Session) -> str:
        assert session.question is not None
        asked.append(str(session.question.context["item"]))
        return "no"

    def last(session: Session) -> str:
        assert session.question is not None
        return session.question.valid_answers()[-1]

    answers = {topic: last for topic in (
        "person.traveller", "person.move", "person.has-coin", "person.completed-panorama",
        "automa.card", "meals.on-display", "person.meal")}
    run_session(session, {**answers, "automa.supply-left": empty}, until="person.end.souvenirs")
    assert asked, "the supply question comes up in this game"
    texts = session.log.texts()
    assert sum("is left in the supply, so" in text and "receives nothing and scores nothing"
               in text for text in texts) == len(asked)
