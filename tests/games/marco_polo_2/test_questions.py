"""Companion play asks the table only what no data file gives, and only when it matters."""

from __future__ import annotations

from collections.abc import Generator
from pathlib import Path

from mp2_helpers import DEFINITION, SAMPLE_DATA, quiet_person, sample_copy, setup, silent

from soloist.engine.chance import Chance
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


def test_a_card_not_seen_before_is_asked_in_full_once_then_recognised(
        tmp_path: Path) -> None:
    # "Top Automa card: bonus action and main actions in order?" — a card not seen before is
    # read in full, its bonus and its main actions top to bottom down to Books (Soloist keeps
    # it: issue 19); the next time a card is drawn, the one seen is one choice.
    session = board_only(tmp_path)
    table = Table(session, {"automa.card-bonus": ["none"],
                            "automa.card-main": ["khans-favor", "books"]})
    table.until("person.action")
    assert table.topics() == ["automa.card-bonus", "automa.card-main", "automa.card-main"]
    assert "khans-favor" not in table.asked[2].valid_answers()  # each action once on a card
    assert "Khan's Favor: both spaces are free, so it rolls" in "\n".join(session.log.texts())
    assert session.play.learned["Automa cards"] == "none | khans-favor, books"  # type: ignore[attr-defined]
    # The one card seen is drawn already this round: the next is one not seen before.
    second = table.until("automa.card-bonus")
    assert second.prompt.startswith("Draw the top Automa card (card 2 of 8 this round)")
    again = table.until("automa.card-number")  # round 2: the cards seen are one choice
    assert again.valid_answers()[0] == "1" and again.valid_answers()[-1] == "new:"
    assert again.choices is not None and \
        again.choices[0].label == "Automa card 1 (no bonus action; main actions: Khan's Favor, " \
                                  "Books)"


def test_an_invalid_action_goes_on_to_the_next_one_on_the_card(tmp_path: Path) -> None:
    session = board_only(tmp_path)
    table = Table(session, {"automa.card-bonus": ["none"],
                            "automa.card-main": ["city-card", "books-lev-0", "books"]})
    table.until("person.action")
    assert table.topics() == ["automa.card-bonus"] + ["automa.card-main"] * 3
    assert table.asked[2].prompt == "The Automa card's 2nd main action (top to bottom)?"
    text = "\n".join(session.log.texts())
    assert "1st main action, City card action: not valid" in text
    assert 'Books "LEV 0"' in text


def test_travel_asks_the_next_city_and_the_steps(tmp_path: Path) -> None:
    # "Next city on the trip slide?" and "Steps from Beijing to ... by a route the Automa may
    # take?" (the board file has no routes).
    session = board_only(tmp_path)
    table = Table(session, {"automa.card-bonus": ["none"], "automa.card-main": ["travel"],
                            "trip.next-city": ["dunmere"]})
    steps = table.until("map.steps")
    assert steps.prompt.startswith("Steps from Beijing to Dunmere (fictional) by the shortest "
                                   "route the Automa may take")
    assert "beijing" not in table.asked[-1].valid_answers()  # the next city is another one
    # The display shows three cities: a slide has at least two after Beijing.
    assert "none" not in table.asked[-1].valid_answers()
    table.script["map.steps"] = ["2"]
    outpost = table.until("city.outpost")
    assert outpost.prompt.startswith("The outpost bonus tile in Dunmere (fictional)")
    table.script["city.outpost"] = ["vp"]
    table.script["city.outpost-vp"] = ["3"]
    letter = table.until("trip.letter")
    assert "beside Dunmere (fictional)" in letter.prompt
    table.script["trip.letter"] = ["C"]
    table.until("person.action")
    text = "\n".join(session.log.texts())
    assert "Travel: Beijing → Dunmere (fictional) is 2 moves, so it uses the 2-dice Travel " \
           "space" in text
    assert "Red letter C in the first column: remove the coin from space C" in text
    assert "Outpost tile in Dunmere (fictional): +3 VP" in text
    # Removing its first trading post asked the Trading Post card (no characters.toml).
    assert "tp-card.bonus" in table.topics()


def test_contracts_in_a_city_are_asked_with_their_vp_and_reward(tmp_path: Path) -> None:
    # "Contracts in Baghdad and their VP?"
    session = board_only(tmp_path)
    table = Table(session, {"automa.card-bonus": ["none"], "automa.card-main": ["travel"],
                            "trip.next-city": ["cindervale"], "map.steps": ["1"],
                            "city.outpost": ["nothing"], "tp-card.bonus": ["nothing"],
                            "city.contract-vp": ["4", "0"],
                            "city.contract-reward": ["black-die"]})
    table.until("person.action")
    assert table.topics().count("city.contract-vp") == 2
    assert "It takes the contract worth most in Cindervale (fictional): Cindervale " \
           "(fictional) space 1: 4 VP + 1 black die" in "\n".join(session.log.texts())


def test_the_smart_mat_seal_of_space_a_is_asked_once_when_needed(tmp_path: Path) -> None:
    # Which of spicer and tailor goes on A (and so B) only the Smart Mat shows.
    session = board_only(tmp_path)
    table = Table(session, {"automa.card-bonus": ["none", "none"],
                            "automa.card-main": ["travel", "action-space"],
                            "trip.next-city": ["dunmere"], "map.steps": ["2"],
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


def test_a_trading_post_cards_bonus_may_give_vp_and_a_black_die(tmp_path: Path) -> None:
    # "The Trading Post Card indicates any bonuses that the Automa unlocks when it places its
    # trading posts": a slot may show more than one gain, and VP of any amount.
    session = board_only(tmp_path)
    table = Table(session, {"automa.card-bonus": ["none"], "automa.card-main": ["travel"],
                            "trip.next-city": ["dunmere"], "map.steps": ["2"],
                            "city.outpost": ["nothing"], "tp-card.bonus": ["vp"],
                            "tp-card.bonus-vp": ["3"], "tp-card.bonus-more": ["black-die"]})
    more = table.until("tp-card.bonus-more")
    assert more.prompt == "Does it give the Automa anything else? ('nothing more' if that is " \
                          "all)"
    assert more.valid_answers()[0] == "nothing"
    assert "remove-coin" in more.valid_answers() and "complete" in more.valid_answers()
    table.answer(more)
    table.until("person.action")
    automa = session.play.ctx.automa  # type: ignore[attr-defined]
    assert automa.vp == 3 and automa.black_dice == 1
    assert "Removing that trading post unlocks a bonus: 3 VP, 1 black die." in \
        session.log.texts()


def test_a_skill_card_action_asked_at_the_table_may_give_vp_for_each_pip() -> None:
    # "After placing the die, the Automa performs the action according to what is indicated
    # on the Skill Card": here 2 VP for each pip of its die (4) and a black die.
    ctx, log = setup(automa={"at": "jaipur", "trading_posts": ["yangzou", "jaipur"],
                             "contracts": [{"vp": 3}]},
                     trip={"display": ["jaipur"], "ended": True},
                     card={"main": ["city-card", "books"]})
    facts = ctx.facts
    ctx.facts = TableAtHand(facts.data, None, None, "soloist", Chance(0), ctx.log,
                            board=ctx.board, library=False)
    ctx.roll = 4
    asked = answer(city_card(ctx), {
        "skill.action": ["vp"], "skill.action-per-pip": ["per-pip", "once"],
        "skill.action-vp": ["2"], "skill.action-more": ["black-die", "nothing"]})
    assert [q.topic for q in asked] == ["skill.action", "skill.action-per-pip",
                                        "skill.action-vp", "skill.action-more",
                                        "skill.action-per-pip", "skill.action-more"]
    assert asked[1].prompt == "Victory points: once, or once for each pip of the die (it shows " \
                              "4)?"
    assert asked[2].prompt == "How many VP for each pip?"
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
    ctx.facts = TableAtHand(facts.data, None, None, "soloist", Chance(0), ctx.log,
                            board=ctx.board, library=False)
    asked = answer(travel(ctx), {
        "map.steps": ["1", "2"], "city.outpost": ["advancement", "nothing"],
        "city.outpost-more": ["advancement", "nothing"], "tp-card.bonus": ["nothing"] * 2})
    more = next(q for q in asked if q.topic == "city.outpost-more")
    assert "complete" not in more.valid_answers()  # a tile gives only what the rules list
    assert ctx.automa.location == "jaipur"
    assert ctx.automa.trading_posts == ["kabul", "xian", "jaipur"]
    assert "It is the first to place a trading post in Xian: it discards the outpost bonus " \
           "tile there (1 advancement, 1 advancement)." in log.texts()


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
