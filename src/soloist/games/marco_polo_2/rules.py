"""A solo game of Marco Polo II against the Mautoma: setup, 5 rounds, final scoring.

Within a round the players take turns, starting with the first player; "a player with no
dice passes automatically; the round ends when nobody has dice left" (RB). The Automa also
stops when its deck runs out. Whoever used a Travel space at least as high as every Travel
space used earlier in the round takes the hourglass and starts the next round (RB).
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass

from soloist.engine.chance import Chance, roll
from soloist.engine.log import Log
from soloist.engine.phrase import joined, phrase
from soloist.engine.questions import YES_NO, Choice, Choices, Question, decision
from soloist.engine.tableview import TableView
from soloist.engine.variants import NO_VARIANT, Variant, announce
from soloist.games.marco_polo_2 import tableview
from soloist.games.marco_polo_2.automa import Automa, TripDisplay
from soloist.games.marco_polo_2.context import Context
from soloist.games.marco_polo_2.data import Board, GameData, SkillCard, Stop, TradingPostCard
from soloist.games.marco_polo_2.gains import SKILL_CARD_ROUND_START, power
from soloist.games.marco_polo_2.person import Person, person_turn
from soloist.games.marco_polo_2.scoring import STARTING_VP, AutomaScore, final_score
from soloist.games.marco_polo_2.spaces import ActionArea, contracts_space
from soloist.games.marco_polo_2.table import ModelTable, TableAtHand
from soloist.games.marco_polo_2.table_state import TableState
from soloist.games.marco_polo_2.turn import automa_turn
from soloist.games.marco_polo_2.variants import books_order

ROUNDS = 5
AUTOMA = "automa"
PERSON = "person"
WHO = {AUTOMA: phrase("the Automa"), PERSON: phrase("you")}
WHO_FIRST = {AUTOMA: phrase("The Automa"), PERSON: phrase("You")}
#: The highest final score a person may report.
HIGHEST_SCORE = 999

BOARD_SETUP = phrase(
    "Set up the board for 2 players (the standard rules): city bonus markers, outpost bonus "
    "tiles, city cards, contracts in the contract cities; the offer tiles (remove one of each "
    "type at random, 3 face-up piles); 4 stacks of guild seals; 4 black dice; a neutral die "
    "of value 5 on one gold market space; a neutral die in each of the three special cities; "
    "two neutral dice of value 1 on the first two Khan's Favor spaces; each player's figure "
    "in Beijing and score marker on space 50."
)
AUTOMA_SETUP = phrase(
    "Give the Automa 5 dice of its colour and its Smart Mat; put a coin of value 10 on each of "
    "spaces A, B, C and D and a starting contract face up on space E."
)
PERSON_SETUP = phrase(
    "Your setup as usual: a player board, 5 dice, 11 trading posts, 1 starting contract, 3 "
    "camels and 8 coins, 3 goal cards (keep one), 3 character tiles (choose one; not the "
    "Automa's character)."
)


@dataclass(frozen=True)
class MarcoPoloResult:
    automa: AutomaScore
    person_score: int
    outcome: str  # win | loss | tie
    character: str
    level: int
    trading_posts: int
    black_dice_taken: int

    def headline(self) -> str:
        automa, you = self.automa.total, self.person_score
        if self.outcome == "win":
            return phrase("You win, {you} to {automa}.", you=you, automa=automa)
        if self.outcome == "loss":
            return phrase("The Automa wins, {automa} to {you}.", automa=automa, you=you)
        return phrase("A tie at {you}: the victory is shared (neither has more camels).",
                      you=you)

    def summary(self) -> dict[str, int | float | str]:
        return {
            "automa_score": self.automa.total,
            "automa_gained": self.automa.total - STARTING_VP,
            "automa_during_play": self.automa.during_play,
            "automa_end_vp": self.automa.end_vp,
            "automa_trading_posts": self.trading_posts,
            "automa_contracts": self.automa.contracts_done,
            "automa_shields": self.automa.shields.total,
            "automa_seals": self.automa.seals_completed,
            "automa_black_dice": self.black_dice_taken,
            "person_score": self.person_score,
            "person_won": int(self.outcome == "win"),
            "outcome": self.outcome,
            "character": self.character,
            "automa_level": f"L{self.level}",
        }


def make_facts(table: str, data: GameData, draw: str, chance: Chance, log: Log, *,
               level: int, character: str | None, board: Board) -> TableAtHand:
    kind = ModelTable if table == "model" else TableAtHand
    return kind(data, None, None, draw, chance, log, level=level, character=character,
                board=board)


class MarcoPoloPlay:
    """One solo game against the Mautoma."""

    def __init__(self, data: GameData, character: str | None, level: int, draw: str,
                 table: str, chance: Chance, log: Log, variant: Variant = NO_VARIANT) -> None:
        #: An automa variant (docs/sensitivity.md): `data` is already the variant's.
        self.variant = variant
        self.data = data
        self.character = character
        self.level = level
        self.chance = chance
        self.log = log
        board = data.board.for_play()
        facts = make_facts(table, data, draw, chance, log, level=level,
                           character=character if data.characters is None else None,
                           board=board)
        state = TableState(ActionArea.for_board(board))
        self.ctx = Context(Automa(location=board.start), state, facts, board, log)
        self.ctx.books_order = books_order(variant)
        self.person = Person(at=frozenset({board.start}))
        self.round = 0
        self.first_player = AUTOMA
        #: This round: whose turn it is, and the highest Travel space used and by whom.
        self.current = AUTOMA
        self.highest = 0
        self.holder: str | None = None
        self.black_dice_taken = 0
        self.score: AutomaScore | None = None

    # -- setup -------------------------------------------------------------------------------

    def run(self) -> Generator[Question, object, MarcoPoloResult]:
        yield from self.setup()
        for number in range(1, ROUNDS + 1):
            yield from self.play_round(number)
        return (yield from self.final_scoring())

    @property
    def learned(self) -> dict[str, str]:
        """The facts of the person's copy this play learned (their component library keeps
        them)."""
        return self.ctx.facts.learned

    def setup(self) -> Generator[Question, object, None]:
        log = self.log
        facts = self.ctx.facts
        announce(log, self.variant)
        if self.data.fictional:
            log.say("setup", "FICTIONAL sample data: the map, cards and tiles are made up for "
                    "demonstration and tests; they are not the real game's.")
        yield from facts.recall_components()
        if not self.ctx.board.contracts_space_shared:
            self.ctx.area.spaces["contracts"] = contracts_space(False)
        log.say("table", "{text}", text=BOARD_SETUP)
        yield from self.choose_character()
        log.say("table", "{text}", text=AUTOMA_SETUP)
        ctx = self.ctx
        # The starting contract lies on space E from the moment the setup says so (its own
        # chance stream: drawing it before the trip slide changes no other draw).
        ctx.automa.mat.contracts.append(ctx.facts.starting_contract())
        yield from self.place_trip_slide()
        ctx.facts.deal_setup(ctx.state)
        yield from ctx.facts.read_trading_post_card()
        log.say("table", "Place the Automa's 11 trading posts in the slots of its Trading Post "
                "card, and shuffle its 8 Automa cards onto the Smart Mat.")
        log.say("table", "{text}", text=PERSON_SETUP)
        stream = self.chance.stream("first player")
        self.first_player = AUTOMA if stream.random() < 0.5 else PERSON
        log.say("setup", "First player, chosen at random: {who}.",
                who=WHO[self.first_player])
        if ctx.board.contracts_space is None:
            log.say("setup", "Assumption: the Take contracts space is blue (shared); no source "
                    "gives its colour.{how}", how="" if ctx.board.learned else
                    " Set contracts_space in board.toml if yours is brown.")

    def choose_character(self) -> Generator[Question, object, None]:
        characters = self.data.characters
        level = self.level
        if characters is None:
            who = self.character or "the character you chose for the Automa"
            self.log.say("table", "Take the Skill card of {who} at level L{level} (top left) and "
                         "the Trading Post card with the same symbol (top right); place both on "
                         "the Smart Mat. Soloist asks what they give when it matters.",
                         who=who, level=level)
            return
        if self.character is None:
            offered = [name for name in characters.names
                       if characters.skill_card(name, level) is not None]
            picked = yield decision(
                "setup.character", phrase("Choose the Automa's character (level L{level}):",
                                          level=level),
                choices=Choices(Choice(name, name, name) for name in offered))
            assert isinstance(picked, str)
            self.character = picked
        skill = characters.skill_card(self.character, level)
        assert skill is not None  # checked by the definition before the game starts
        self.use_character(skill, characters.trading_post_cards[skill.trading_post_card])

    @property
    def character_name(self) -> str:
        """The Automa's character, as far as it is known (asked when its Skill card first
        matters, without characters.toml)."""
        return self.character or self.ctx.facts.character or ""

    def use_character(self, skill: SkillCard, tp_card: TradingPostCard) -> None:
        ctx = self.ctx
        ctx.skill = ctx.facts.skill = skill
        ctx.tp_card = ctx.facts.tp_card = tp_card
        self.character = skill.character
        self.log.say("table", "Place the Skill card {skill} and the Trading Post card "
                     "'{symbol}' on the Smart Mat.", skill=skill.label, symbol=tp_card.symbol)
        if skill.power:
            self.log.say("setup", "Its power: {power}", power=skill.power)

    def place_trip_slide(self) -> Generator[Question, object, None]:
        facts = self.ctx.facts
        slide = yield from facts.choose_slide()
        board = self.data.board
        if slide is None:
            self.ctx.automa.trip = TripDisplay([Stop(board.start)])
            self.log.say("table", "Draw a trip slide at random and slide it under the Smart Mat "
                         "so that BEIJING and READY TO START show.")
            return
        self.ctx.automa.trip = TripDisplay(list(slide.stops), slide.id, known_in_full=True)
        if facts.draw == "physical":
            self.log.say("table", "Slide trip slide {id} under the Smart Mat so that BEIJING "
                         "and READY TO START show{how}.", id=slide.id, how="")
        else:
            self.log.say("table", "Slide trip slide {id} under the Smart Mat so that BEIJING "
                         "and READY TO START show (drawn at random by Soloist).", id=slide.id)

    # -- rounds ------------------------------------------------------------------------------

    def automa_can_play(self) -> bool:
        automa = self.ctx.automa
        return automa.has_dice and not automa.finished_round

    def play_round(self, number: int) -> Generator[Question, object, None]:
        ctx = self.ctx
        self.round = number
        self.log.say("round", "Round {round}", round=number)
        if number > 1:
            self.log.say("table", "Start of the round: all dice come back (black dice to the "
                         "board); new offer tiles and external city cards. The Automa gets no "
                         "income from city bonus markers or guild seals.")
        ctx.automa.new_round()
        self.person.new_round()
        ctx.area.new_round()
        ctx.facts.shuffle_deck(number)
        if number > 1:  # the start-of-round steps are skipped in round 1 (setup did them)
            yield from power(ctx, "round-start", SKILL_CARD_ROUND_START)
        self.current = self.first_player
        self.log.say("round", "{who} play{s} first.", who=WHO_FIRST[self.current],
                     s="s" if self.current == AUTOMA else "")
        self.highest, self.holder = 0, None
        yield from self.turns()

    def turns(self) -> Generator[Question, object, None]:
        """The turns of this round from the player whose turn it is (`current`), until
        nobody has dice left; then the hourglass."""
        ctx = self.ctx
        dice = self.chance.stream(f"automa dice round {self.round}")
        while self.automa_can_play() or self.person.has_dice:
            current = self.current
            if current == AUTOMA and self.automa_can_play():
                before = ctx.automa.dice_owned
                yield from automa_turn(ctx, roll(dice))
                self.black_dice_taken += ctx.automa.dice_owned - before
                travelled = ctx.automa.travel_this_turn
            elif current == PERSON and self.person.has_dice:
                yield from person_turn(ctx, self.person, self.round)
                travelled = self.person.travel_this_turn
            else:
                self.current = PERSON if current == AUTOMA else AUTOMA
                continue
            self.after_turn(travelled)
        self.end_of_round()

    def after_turn(self, travelled: int) -> None:
        """Whoever used a Travel space at least as high as every one before takes the lead
        for the hourglass; the contract spaces are refilled; the other player's turn."""
        if travelled and travelled >= self.highest:
            self.highest, self.holder = travelled, self.current
        self.end_of_turn()
        self.current = PERSON if self.current == AUTOMA else AUTOMA

    def end_of_round(self) -> None:
        holder = self.holder
        if holder is not None:
            self.first_player = holder
            self.log.say("round", "End of round {round}: {who} used the highest Travel space "
                         "({dice}-dice) last and take{s} the hourglass: first next round.",
                         round=self.round, who=WHO_FIRST[holder], dice=self.highest,
                         s="s" if holder == AUTOMA else "")
        else:
            self.log.say("round", "End of round {round}: nobody travelled; the first player "
                         "does not change.", round=self.round)

    # -- search: a copy of the play, and the rules from the decision it waits at -------------

    def copy(self, chance: Chance, log: Log) -> MarcoPoloPlay:
        """A copy of a simulated play (a modelled table) whose chance to come is drawn from
        `chance`; `resume()` plays it on from your turn, where this play waits. Everything
        is copied as it is: what a person cannot know of it (the Automa deck's order, the
        contract pile's, the trip slide beyond its display), a search draws afresh itself
        (see `strong.py`). With `chance` an exact copy of this play's, the copy plays on
        exactly as this play would."""
        from soloist.games.marco_polo_2.copies import copy_play

        return copy_play(self, chance, log)

    def resume(self) -> Generator[Question, object, MarcoPoloResult]:
        """The rest of the game from your turn, where the play waits ("which action space
        did you use?"): the rest of that turn, of its round, the rounds after it and the
        final scoring, in the same rules text. A paused generator cannot be copied, so a
        copy of the play (`copy`) starts here."""
        yield from person_turn(self.ctx, self.person, self.round, resumed=True)
        self.after_turn(self.person.travel_this_turn)
        yield from self.turns()
        for number in range(self.round + 1, ROUNDS + 1):
            yield from self.play_round(number)
        return (yield from self.final_scoring())

    def end_of_turn(self) -> None:
        """ "Refill empty contract spaces" at the end of every turn."""
        state = self.ctx.state
        if not state.to_refill:
            return
        for city, index in state.to_refill:
            state.contracts[city][index] = self.ctx.facts.refill(city, index + 1)
        cities = joined(dict.fromkeys(self.ctx.name(city) for city, _ in state.to_refill))
        state.to_refill.clear()
        self.log.say("table", "End of turn: refill the empty contract spaces ({cities}) from "
                     "the pile.", cities=cities)

    # -- the end -----------------------------------------------------------------------------

    def final_scoring(self) -> Generator[Question, object, MarcoPoloResult]:
        self.log.say("round", "Final scoring")
        person_contracts = yield decision(
            "person.contracts-completed", phrase("How many contracts have you completed?"),
            between=(0, 60))
        assert isinstance(person_contracts, int)
        score = self.score = yield from final_score(self.ctx, person_contracts)
        person_score = yield decision(
            "person.final-score",
            phrase("Your final score on the score track (you started on 50)?"),
            between=(0, HIGHEST_SCORE), context={"automa_score": score.total})
        assert isinstance(person_score, int)
        outcome = "win" if person_score > score.total else "loss"
        if person_score == score.total:
            camel = yield decision(
                "person.has-camel",
                phrase("A tie: most camels wins, and the Automa has none. Do you have at least one "
                       "camel?"), choices=YES_NO)
            outcome = "win" if camel else "tie"
        result = MarcoPoloResult(score, person_score, outcome, self.character_name,
                                 self.level, len(self.ctx.automa.trading_posts),
                                 self.black_dice_taken)
        self.log.say("score", "{headline}", headline=result.headline(), outcome=outcome)
        return result

    def table_view(self, question: Question | None = None) -> TableView:
        return tableview.table_view(self, question)

    def view(self) -> dict[str, object]:
        ctx = self.ctx
        return {
            "round": self.round,
            "character": self.character_name or None,
            "level": self.level,
            "first_player": self.first_player,
            "automa": ctx.automa.view(),
            "person": self.person.view(),
            "table": ctx.state.view(),
            "facts": ctx.facts.view(),
            "score": self.score.view() if self.score else None,
        }
