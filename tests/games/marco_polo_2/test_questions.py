"""Companion play asks the table only what no data file gives, and only when it matters."""

from __future__ import annotations

from collections.abc import Generator
from pathlib import Path

import pytest
from mp2_helpers import DEFINITION, SAMPLE_DATA, quiet_person, sample_copy, setup, silent

from soloist.engine.chance import Chance
from soloist.engine.errors import InvalidAnswer
from soloist.engine.library import MemoryLibrary
from soloist.engine.questions import Question
from soloist.engine.session import Session
from soloist.games.marco_polo_2.actions import city_card, travel
from soloist.games.marco_polo_2.data import SAMPLE
from soloist.games.marco_polo_2.pieces import Seal
from soloist.games.marco_polo_2.table import TableAtHand


class Table:
    """Answers scripted per topic, in order; anything else the quiet person answers."""

    def __init__(self, session: Session, script: dict[str, list[str]]) -> None:
        self.session = session
        self.script = {topic: list(answers) for topic, answers in script.items()}
        self.asked: list[Question] = []

    def until(self, topic: str) -> Question:
        """Answers until `topic` is asked; returns that question, unanswered."""
        while True:
            question = self.session.question
            assert question is not None, f"the game ended before {topic} was asked"
            if question.topic == topic and not self.script.get(topic):
                return question
            self.answer(question)

    def answer(self, question: Question) -> None:
        self.asked.append(question)
        pending = self.script.get(question.topic)
        self.session.answer(pending.pop(0) if pending else quiet_person(question))

    def topics(self) -> list[str]:
        return [q.topic for q in self.asked]


#: The sample board with its cities only: no routes, so steps are asked at the table.
CITIES_ONLY = (SAMPLE / "board.toml").read_text().partition("# Each route joins")[0]


def board_only(tmp_path: Path, seed: int = 0, **options: object) -> Session:
    directory = sample_copy(tmp_path, keep=(), board=CITIES_ONLY)
    return Session.start(DEFINITION(), {"data": str(directory), **options}, seed)


def test_a_card_not_seen_before_is_told_in_one_answer_then_recognised(
        tmp_path: Path) -> None:
    # "Top Automa card: bonus action and main actions in order?" — a card not seen before is
    # told in one answer, its bonus and its main actions top to bottom down to Books (Soloist
    # keeps it: issue 19); the next time a card is drawn, the one seen is one choice, and
    # another one is typed at that same question (issue 27: one step).
    session = board_only(tmp_path)
    table = Table(session, {"automa.new-card": ["none | khan's favor, books"]})
    table.until("person.action")
    # At setup, the Automa's character and its Trading Post card (before its trading posts
    # cover it); then its first card.
    assert table.topics() == ["setup.character", "tp-card.grid", "automa.new-card"]
    assert "Khan's Favor: both spaces are free, so it rolls" in "\n".join(session.log.texts())
    assert session.play.learned["Automa cards"] == "none | khans-favor, books"  # type: ignore[attr-defined]
    # The one card seen is drawn already this round: the next is one not seen before.
    second = table.until("automa.new-card")
    assert second.prompt.startswith("Draw the top Automa card (card 2 of 8 this round)")
    with pytest.raises(InvalidAnswer, match="was drawn already this round"):
        session.answer("none | khans favor, books")
    with pytest.raises(InvalidAnswer, match=r"last main action .* is books"):
        session.answer("black die | travel, city card")
    # With cards seen before, the card drawn is one choice; another one is typed at that same
    # question (issue 27: one step).
    directory = tmp_path / "data"
    known = MemoryLibrary({"Automa cards": "none | khans-favor, books; black-die | travel, books"})
    session = Session.start(DEFINITION(), {"data": str(directory)}, 0, library=known)
    again = Table(session, {}).until("automa.card-number")
    assert again.valid_answers() == ("1", "2", "new:")
    assert again.choices is not None and \
        again.choices[0].label == "Automa card 1 (no bonus action; main actions: Khan's Favor, " \
                                  "Books)"
    session.answer("complete | city card, books")
    assert session.play.learned["Automa cards"].endswith("; complete | city-card, books")  # type: ignore[attr-defined]


def test_an_invalid_action_goes_on_to_the_next_one_on_the_card(tmp_path: Path) -> None:
    session = board_only(tmp_path)
    table = Table(session, {"automa.new-card": ["none | city card, books lev 0, books"]})
    table.until("person.action")
    assert table.topics()[2:] == ["automa.new-card"]
    text = "\n".join(session.log.texts())
    assert "1st main action, City card action: not valid" in text
    assert 'Books "LEV 0"' in text


def test_travel_asks_the_next_city_and_the_route_there(tmp_path: Path) -> None:
    # "Next city on the trip slide?" and the route from Beijing to it: Soloist asks about a
    # route between two cities only, and counts the steps itself (the board file has no
    # routes). The city's facts the Automa reads as it arrives are one choice.
    session = board_only(tmp_path)
    table = Table(session, {"automa.new-card": ["none | travel, books"],
                            "trip.next-city": ["dunmere"]})
    way = table.until("map.way")
    assert way.prompt.startswith("The routes between Beijing and Dunmere (fictional) that pass "
                                 "through no other city")
    assert "beijing" not in table.asked[-1].valid_answers()  # the next city is another one
    # The display shows three cities: a slide has at least two after Beijing.
    assert "none" not in table.asked[-1].valid_answers()
    table.script["map.way"] = ["1 oasis"]
    outpost = table.until("city.outpost")
    assert outpost.prompt.startswith("The outpost bonus tile in Dunmere (fictional)")
    table.script["city.outpost"] = ["3 VP"]
    table.until("person.action")
    text = "\n".join(session.log.texts())
    assert "Travel: Beijing → Dunmere (fictional) is 2 moves, so it uses the 2-dice Travel " \
           "space" in text
    assert "Outpost tile in Dunmere (fictional): +3 VP" in text
    # The red letter beside Dunmere is yours to see; no rule reads the coins until the
    # Automa next needs them, so it is asked then (or before the slide shifts again).
    assert "trip.letter" not in table.topics()
    assert "If a red letter shows beside Dunmere (fictional), remove that coin from the Smart " \
           "Mat (Soloist asks which when the Automa next needs its coins)." in text
    # Its Trading Post card was told at setup (no characters.toml).
    assert "tp-card.grid" in table.topics() and "tp-card.bonus" not in table.topics()
    assert "map.steps" not in table.topics()


def test_contracts_in_a_city_are_asked_with_their_vp_and_reward_in_one_answer(
        tmp_path: Path) -> None:
    # "Contracts in Baghdad and their VP?": both spaces, each one's VP and reward.
    session = board_only(tmp_path)
    table = Table(session, {"automa.new-card": ["none | travel, books"],
                            "trip.next-city": ["brackwater"], "map.way": ["1 oasis"]})
    question = table.until("city.contracts")
    with pytest.raises(InvalidAnswer, match="give 2 contract spaces"):
        session.answer("4 black die")
    table.script["city.contracts"] = ["4 black die; empty"]
    table.until("person.action")
    assert table.topics().count("city.contracts") == 1
    assert question.prompt.startswith("The contracts in Brackwater (fictional) (contract spaces "
                                      "1 and 2)")
    assert "It takes the contract worth most in Brackwater (fictional): Brackwater " \
           "(fictional) space 1: 4 VP + 1 black die" in "\n".join(session.log.texts())


def test_the_smart_mat_seal_of_space_a_is_asked_once_when_needed(tmp_path: Path) -> None:
    # Which of spicer and tailor goes on A (and so B) only the Smart Mat shows.
    session = board_only(tmp_path)
    table = Table(session, {"automa.new-card": ["none | travel, books",
                                            "none | action space, books"],
                            "trip.next-city": ["dunmere"], "map.way": ["1 oasis"],
                            "city.outpost": ["nothing"], "tp-card.bonus": ["nothing"],
                            "trip.letter": ["A"]})
    question = table.until("setup.smart-mat")
    assert question.valid_answers() == ("spicer", "tailor")
    table.script["setup.smart-mat"] = ["tailor"]
    table.answer(question)
    mat = session.play.ctx.automa.mat  # type: ignore[attr-defined]
    assert mat.seals["A"].seal is Seal.TAILOR
    assert mat.seal_for["B"] is Seal.SPICER
    assert table.topics().count("setup.smart-mat") == 1


def test_choosing_to_draw_yourself_asks_which_slide_and_card() -> None:
    session = Session.start(DEFINITION(), {"data": SAMPLE_DATA, "character": "Navigator",
                                           "draw": "you"}, 0)
    assert session.question is not None and session.question.topic == "setup.trip-slide"
    assert session.question.valid_answers() == ("1", "2", "3")
    table = Table(session, {"setup.trip-slide": ["2"], "automa.card-number": ["5"]})
    second = table.until("automa.card-number")
    # The card already drawn this round is not offered again.
    assert "5" not in second.valid_answers() and len(second.valid_answers()) == 7
    text = "\n".join(session.log.texts())
    assert "Slide trip slide 2 under the Smart Mat" in text
    assert "The Automa draws Automa card 5" in text


def test_the_trading_post_card_is_told_at_setup_in_one_answer(tmp_path: Path) -> None:
    # "The Trading Post Card indicates any bonuses that the Automa unlocks when it places its
    # trading posts": before the trading posts cover it at setup, its slots are told in one
    # answer (issue 27: not one question a trading post); a slot may show more than one gain,
    # and VP of any amount.
    session = board_only(tmp_path, character="Navigator")
    grid = Table(session, {}).until("tp-card.grid")
    assert grid.valid_answers() == ("none",)  # no slot shows a bonus: one tap
    with pytest.raises(InvalidAnswer, match="only a city card action counts"):
        session.answer("1: 1 VP per pip")
    with pytest.raises(InvalidAnswer, match="the slots are numbered 1 to 11"):
        session.answer("12: 3 VP")
    with pytest.raises(InvalidAnswer, match="slot 2 is given twice"):
        session.answer("2: 3 VP; 2: a black die")
    session.answer("1: 3 VP + a black die; 11: 10 VP")
    learned = session.play.learned  # type: ignore[attr-defined]
    assert learned["Trading Post card Navigator L1: bonus of trading post 1"] == \
        "vp 3 + black-die"
    assert learned["Trading Post card Navigator L1: bonus of trading post 2"] == "nothing"
    assert learned["Trading Post card Navigator L1: bonus of trading post 11"] == "vp 10"
    # Named after the Skill card that uses it: no word for its symbol is asked.
    assert learned["Skill card Navigator L1: Trading Post card"] == "Navigator L1"
    table = Table(session, {"automa.new-card": ["none | travel, books"],
                            "trip.next-city": ["dunmere"], "map.way": ["1 oasis"],
                            "city.outpost": ["nothing"]})
    table.until("person.action")
    assert "tp-card.bonus" not in table.topics() and "tp-card.symbol" not in table.topics()
    automa = session.play.ctx.automa  # type: ignore[attr-defined]
    assert automa.vp == 3 and automa.black_dice == 1
    assert "Removing that trading post unlocks a bonus: 3 VP, 1 black die." in \
        session.log.texts()


def test_a_second_skill_card_asks_which_trading_post_card_its_symbol_names() -> None:
    # The Trading Post card your components know is named after the Skill card that first
    # used it; another Skill card's symbol names it, or another card: one choice.
    known = MemoryLibrary({"Trading Post cards": "Navigator L1",
                           "Skill cards": "Navigator L1",
                           "Skill card Navigator L1: Trading Post card": "Navigator L1",
                           **{f"Trading Post card Navigator L1: bonus of trading post {n}":
                              "nothing" for n in range(1, 12)}})
    session = Session.start(DEFINITION(), {"character": "Navigator", "level": "l2"}, 0,
                            library=known)
    question = Table(session, {}).until("tp-card.symbol")
    assert [c.label for c in question.choices or ()] == [
        "The one of Navigator L1", "Another one, not seen before"]
    session.answer("Navigator L1")
    learned = session.play.learned  # type: ignore[attr-defined]
    assert learned["Skill card Navigator L2: Trading Post card"] == "Navigator L1"
    assert session.question is None or session.question.topic != "tp-card.grid"


def test_a_skill_card_action_asked_at_the_table_may_give_vp_for_each_pip() -> None:
    # "After placing the die, the Automa performs the action according to what is indicated
    # on the Skill Card": here 2 VP for each pip of its die (4) and a black die, one answer.
    ctx, log = setup(automa={"at": "jaipur", "trading_posts": ["yangzou", "jaipur"],
                             "contracts": [{"vp": 3}]},
                     trip={"display": ["jaipur"], "ended": True},
                     card={"main": ["city-card", "books"]})
    facts = ctx.facts
    ctx.board = ctx.board.for_play()  # the routes told here are this play's only
    ctx.facts = TableAtHand(facts.data, None, None, "soloist", Chance(0), ctx.log,
                            board=ctx.board, library=False)
    ctx.roll = 4
    asked = answer(city_card(ctx), {"skill.action": ["2 VP for each pip of the die + 1 black die"]})
    assert [q.topic for q in asked] == ["skill.action"]
    assert asked[0].prompt == "The Skill card's city card action (the die shows 4): what does " \
                              "the Automa gain?"
    assert "vp 2 per pip" in asked[0].valid_answers()
    assert ctx.automa.vp == 8 and ctx.automa.black_dice == 1
    assert "The Skill card's city card action: 8 VP (2 per pip of the die 4), 1 black die." in \
        log.texts()


def test_an_outpost_tile_asked_at_the_table_may_give_two_advancements() -> None:
    # An outpost tile's bonus is one of "black dice, map advancements, new contracts, victory
    # points" — and may show two advancements: each one a single step.
    ctx, log = setup(automa={"at": "kabul", "trading_posts": ["kabul"],
                             "contracts": [{"vp": 3}]},
                     trip={"display": ["kabul", "xian", "jaipur"], "ended": True},
                     card={"main": ["travel", "books"]}, steps={"xian": 1, "jaipur": 2})
    facts = ctx.facts
    ctx.board = ctx.board.for_play()  # the routes told here are this play's only
    ctx.facts = TableAtHand(facts.data, None, None, "soloist", Chance(0), ctx.log,
                            board=ctx.board, library=False)
    asked = answer(travel(ctx), {
        "map.way": ["direct", "1 oasis"], "city.outpost": ["2 advancements", "nothing"],
        "tp-card.bonus": ["nothing"] * 2})
    tile = next(q for q in asked if q.topic == "city.outpost")
    assert "complete" not in tile.valid_answers()  # a tile gives only what the rules list
    with pytest.raises(InvalidAnswer, match="gives the Automa only"):
        tile.parse("complete 1 seal or contract")
    assert ctx.automa.location == "jaipur"
    assert ctx.automa.trading_posts == ["kabul", "xian", "jaipur"]
    assert "It is the first to place a trading post in Xian: it discards the outpost bonus " \
           "tile there (2 advancements)." in log.texts()


def answer(steps: Generator[Question, object, object],
           script: dict[str, list[str]]) -> list[Question]:
    """Runs rules that ask the table, answering each topic in the scripted order."""
    queue = {topic: list(answers) for topic, answers in script.items()}
    asked = []
    try:
        question = next(steps)
        while True:
            if question.is_silent:
                question = steps.send(silent(question))
                continue
            asked.append(question)
            question = steps.send(question.parse(queue[question.topic].pop(0))[1])
    except StopIteration:
        return asked
