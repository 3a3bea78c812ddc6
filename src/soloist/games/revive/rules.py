"""A solo game of Revive against the Mautoma: setup, turns, the end of the game, the result.

You are 1st player and the Mautoma 2nd. Each turn you play, then the Mautoma plays an action
turn (while its Action Deck lasts) or a refresh turn. The game ends immediately at the
beginning of the Mautoma's fourth refresh turn (no progress card is left to add), after your
18 turns; your final score is compared with the thresholds.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import Literal

from soloist.engine.chance import Chance
from soloist.engine.errors import OptionError
from soloist.engine.log import Log
from soloist.engine.phrase import phrase
from soloist.engine.questions import Question, decision
from soloist.engine.tableview import TableView
from soloist.engine.variants import NO_VARIANT, Variant, announce
from soloist.games.revive import tableview
from soloist.games.revive.contest import Presence, presences
from soloist.games.revive.facts import BoardAtHand, Facts
from soloist.games.revive.hexmap import FIGURES, LARGE_BUILDINGS, SMALL_BUILDINGS
from soloist.games.revive.layout import LayoutEntry
from soloist.games.revive.mapmode import choose_table
from soloist.games.revive.mautoma import Mautoma, MautomaTurns
from soloist.games.revive.table import EXCEPTIONS, FICTIONAL, MapTable, Table, TableAtHand
from soloist.games.revive.variants import card_actions, cards_of, left_out

#: GAME END: your result by your final score.
THRESHOLDS: tuple[tuple[int, str], ...] = (
    (170, "utopia"),
    (150, "superior victory"),
    (130, "major victory"),
    (120, "regular victory"),
    (110, "minor victory"),
    (100, "survivor"),
    (0, "defeat"),
)
#: The highest final score a person may report (far above any real game).
HIGHEST_SCORE = 500

StartingCards = Literal["standard", "draft"]
Outcome = Literal["win", "loss", "tie"]


#: Each result's name as a sentence says it.
RESULT_WORDS = {"utopia": phrase("utopia"), "superior victory": phrase("superior victory"),
                "major victory": phrase("major victory"),
                "regular victory": phrase("regular victory"),
                "minor victory": phrase("minor victory"), "survivor": phrase("survivor"),
                "defeat": phrase("defeat")}


def result_for(score: int) -> tuple[str, int]:
    """The result a final score reaches, and that result's threshold."""
    for threshold, name in THRESHOLDS:
        if score >= threshold:
            return name, threshold
    raise ValueError(score)  # pragma: no cover - the last threshold is 0


@dataclass(frozen=True, slots=True)
class ReviveResult:
    """The end of a game. `person_score` is None where your score is not known: in
    simulation, whose table models only the map (its stand-in has no score), so there is no
    result against the thresholds, and no win or loss either."""

    person_score: int | None
    result: str | None
    threshold: int | None
    person_turns: int
    mautoma_turns: int
    refreshes: int
    buildings: int
    figures: int
    tiles: int
    skipped: int
    artifacts_removed: int | None  # None: you removed them, reading the board yourself
    build_bonus: int | None  # None: a spot's value was not told (its only eligible spot)
    draws: tuple[int, ...]  # times each card 1-6 was drawn
    deck_sizes: tuple[int, ...]
    #: Simulation's contest for the map (`contest.py`): your presence on the map and the
    #: Mautoma's; None at a table.
    presence: tuple[Presence, Presence] | None = None

    @property
    def outcome(self) -> Outcome | None:
        """From your side: a victory (110+) is a win, a defeat (99 or less) a loss; a
        survivor (100-109) has neither won nor lost, which Soloist reports as a tie. None
        when your score is not known (simulation)."""
        if self.result is None:
            return None
        if self.result == "defeat":
            return "loss"
        if self.result == "survivor":
            return "tie"
        return "win"

    @property
    def contest(self) -> Outcome | None:
        """Simulation: whether you won the contest for the map (more points of presence
        than the Mautoma), lost it, or tied."""
        if self.presence is None:
            return None
        yours, mautoma = (side.points for side in self.presence)
        return "win" if yours > mautoma else "loss" if yours < mautoma else "tie"

    def headline(self) -> str:
        placed = phrase("The Mautoma placed {buildings} building{buildings_s} and {figures} "
                        "figure{figures_s} and explored {tiles} tile{tiles_s}.",
                        buildings=self.buildings, buildings_s="s" * (self.buildings != 1),
                        figures=self.figures, figures_s="s" * (self.figures != 1),
                        tiles=self.tiles, tiles_s="s" * (self.tiles != 1))
        if self.person_score is None:
            if self.presence is None:
                return phrase("Your score is not modelled (simulation): no result. {placed}",
                              placed=placed)
            yours, mautoma = self.presence
            return phrase(
                "Your score is not modelled (simulation): no result. {placed} The contest for "
                "the map (rewards next to buildings, tiles explored, locations populated): you "
                "{points} ({rewards} + {tiles} + {figures}), the Mautoma {mautoma_points} "
                "({mautoma_rewards} + {mautoma_tiles} + {mautoma_figures}).", placed=placed,
                points=yours.points, rewards=yours.rewards, tiles=yours.tiles,
                figures=yours.figures, mautoma_points=mautoma.points,
                mautoma_rewards=mautoma.rewards, mautoma_tiles=mautoma.tiles,
                mautoma_figures=mautoma.figures)
        result = RESULT_WORDS.get(self.result or "", self.result or "")
        if self.result == "defeat":
            return phrase("{score} points: {result} (99 or less). {placed}",
                          score=self.person_score, result=result, placed=placed)
        return phrase("{score} points: {result} ({threshold}+). {placed}",
                      score=self.person_score, result=result, threshold=self.threshold or 0,
                      placed=placed)

    def summary(self) -> dict[str, int | float | str]:
        """The figures of the game. Your score, result, outcome and person_won only when
        your score is known: a simulation's rows carry none, so that no statistic counts
        its games as losses."""
        summary: dict[str, int | float | str] = {}
        outcome = self.outcome
        if self.person_score is not None and self.result is not None and outcome is not None:
            summary.update(person_score=self.person_score, outcome=outcome,
                           person_won=int(outcome == "win"),
                           result=RESULT_WORDS.get(self.result, self.result))
        contest = self.contest
        if self.presence is not None and contest is not None:
            yours, mautoma = self.presence
            summary.update(person_map_points=yours.points, mautoma_map_points=mautoma.points,
                           margin=yours.points - mautoma.points, outcome=contest,
                           person_won=int(contest == "win"), person_build_rewards=yours.rewards,
                           mautoma_build_rewards=mautoma.rewards, person_tiles=yours.tiles,
                           person_figures=yours.figures)
        summary.update({
            "person_turns": self.person_turns,
            "mautoma_turns": self.mautoma_turns,
            "refreshes": self.refreshes,
            "mautoma_buildings": self.buildings,
            "mautoma_figures": self.figures,
            "mautoma_tiles": self.tiles,
            "mautoma_skipped": self.skipped,
            "final_action_deck": self.deck_sizes[-1],
        })
        if self.artifacts_removed is not None:
            summary["artifacts_removed"] = self.artifacts_removed
        if self.build_bonus is not None:
            summary["mautoma_build_bonus"] = self.build_bonus
        for number, count in enumerate(self.draws, start=1):
            summary[f"draws_card_{number}"] = count
        return summary


class RevivePlay:
    """One solo game against the Mautoma."""

    def __init__(self, facts: Facts, table: Table, chance: Chance, log: Log, *,
                 tokens_tribe: bool, starting_cards: StartingCards,
                 s_cards: tuple[int, ...] | None = None,
                 variant: Variant = NO_VARIANT) -> None:
        self.facts = facts
        #: An automa variant (docs/sensitivity.md): its cards and how often it executes one.
        self.variant = variant
        self.table = table
        self.log = log
        self.tokens_tribe = tokens_tribe
        self.starting_cards = starting_cards
        self.s_cards = s_cards
        self.energy_stream = chance.stream("energy marker")
        self.deck_stream = chance.stream("mautoma decks")
        self.mautoma: Mautoma | None = None
        self.turns: MautomaTurns | None = None
        self.turn = 0
        self.over = False
        #: The board's layout as the person describes it at the table (when asked).
        self.layout = LayoutEntry()

    def run(self) -> Generator[Question, object, ReviveResult]:
        yield from self.setup()
        return (yield from self.turns_on())

    def turns_on(self) -> Generator[Question, object, ReviveResult]:
        """Turn after turn, yours then the Mautoma's, to the end of the game."""
        while True:
            self.turn += 1
            self.log.say("round", "Turn {turn}", turn=self.turn)
            yield from self.table.person_turn(self.turn)
            if not (yield from self.mautoma_turn()):
                return (yield from self.game_end())

    def mautoma_turn(self) -> Generator[Question, object, bool]:
        """The Mautoma's action turn, or its refresh turn; False at the beginning of the
        refresh turn that cannot be performed (the game ends)."""
        mautoma, turns = self.mautoma, self.turns
        assert mautoma is not None and turns is not None
        if mautoma.is_deck_exhausted:
            if not mautoma.can_refresh:
                return False
            yield from turns.refresh_turn()
        else:
            yield from turns.action_turn()
        return True

    def game_end(self) -> Generator[Question, object, ReviveResult]:
        mautoma = self.mautoma
        assert mautoma is not None
        self.over = True
        self.log.say("round", "The Action Deck is exhausted and no progress card is left: the "
                     "game ends at the beginning of the Mautoma's REFRESH TURN {number}, after "
                     "your {turns} turns.", number=mautoma.refreshes + 1, turns=self.turn)
        return (yield from self.final_scoring())

    # -- search: a copy of the play, and the rules from the decision it waits at ------------

    def copy(self, chance: Chance, log: Log) -> RevivePlay:
        """A copy of a simulated play (a modelled table) whose chance to come is drawn from
        `chance`; `resume()` plays it on from your turn, where this play waits. Everything
        is copied as it is: what a person cannot know of it (the order of the Mautoma's
        decks, the card left in the box, the face-down tiles), a search draws afresh itself
        (see `strong.py`). With `chance` an exact copy of this play's, the copy plays on
        exactly as this play would."""
        from soloist.games.revive.copies import copy_play

        return copy_play(self, chance, log)

    def resume(self) -> Generator[Question, object, ReviveResult]:
        """The rest of the game from your turn, where the play waits (what you did on the
        map): the rest of that turn, the Mautoma's turn and the turns after it, in the same
        rules text. A paused generator cannot be copied, so a copy of the play (`copy`)
        starts here."""
        yield from self.table.person_turn(self.turn, resumed=True)
        if not (yield from self.mautoma_turn()):
            return (yield from self.game_end())
        return (yield from self.turns_on())

    # -- setup ------------------------------------------------------------------------------

    def setup(self) -> Generator[Question, object, None]:
        say = self.log.say
        announce(self.log, self.variant)
        say("setup", "Prepare a setup for a standard 2-player game, with these exceptions.")
        if self.starting_cards == "draft":
            say("setup", "Your 6 starting citizen cards by drafting: draw 5 cards and keep 2; "
                "repeat until you have 6 cards.")
        else:
            say("setup", "Take a standard set of 6 starting citizen cards (standard solo "
                "rules).")
        say("setup", "You start the game as 1st player, so you begin with only 1 crystal.")
        say("setup", "Main board: place only the 8 major artifacts intended for a 2-player "
            "game; do not put the minor artifact with 4 VPs on the minor artifact pile (it is "
            "not used); do not place the Mautoma's two pawns (they are not used).")
        say("setup", "The Mautoma receives 5 small buildings, 3 large buildings, 7 population "
            "figures and 1 energy marker; return its other items to the box. Place the "
            "Mautoma's board in its play area.")
        size = yield from self.facts.track_size()
        energy = int(self.energy_stream.random() * size) + 1
        if self.s_cards is not None:
            starting = self.s_cards
        else:
            starting = yield from self.facts.starting_cards()
        variant = self.variant
        out = left_out(variant)
        if out is not None and out in starting:
            raise OptionError(f"automa variant {variant.text!r}: card {out} carries an \"S\": "
                              "the Action Deck starts with it, so it cannot be left out")
        mautoma = self.mautoma = Mautoma.setup(starting, size, energy, self.deck_stream,
                                               cards_of(variant), out)
        mautoma.actions_per_card = card_actions(variant)
        self.count_pieces_on_map(mautoma)
        board = self.facts.board
        if board is not None:
            fictional = FICTIONAL if board.fictional else ""
            say("setup", "Soloist reads the Mautoma board {name}{fictional}.", name=board.name,
                fictional=fictional)
            counted = phrase("counted clockwise from the first position the board file lists")
        else:
            counted = phrase("counted clockwise from the slot you call position 1")
        colour = self.facts.colour_at(energy)
        say("setup", "Put the energy marker on position {energy} of the energy track{colour}, a "
            "random position of {size} ({counted}).", energy=energy, size=size, counted=counted,
            colour=phrase(" (the {colour} one)", colour=colour) if colour else "")
        say("setup", "The Action Deck is the two cards with an \"S\", {first} and {second}, "
            "shuffled. Of the other four cards {box} and the other three, shuffled, are the "
            "Progress Deck. Soloist shuffles and draws these decks for you.",
            first=phrase("card {card}", card=starting[0]),
            second=phrase("card {card}", card=starting[1]),
            box=phrase("one goes back to the box unseen") if out is None
            else phrase("card {card} goes back to the box (the automa variant)", card=out))
        if isinstance(self.table, TableAtHand):  # no map file: the library's layout, if any
            self.table = yield from choose_table(self.log, self.layout,
                                                 tokens_tribe=self.tokens_tribe)
        if isinstance(self.table, MapTable) and isinstance(self.facts, BoardAtHand):
            yield from self.facts.learn_arrows()  # so that no tie ever asks them
        yield from self.table.setup()
        say("setup", "The Mautoma is 2nd player in turn order.")
        say("setup", "{text}", text=EXCEPTIONS)
        say("setup", "Where the solo rules are silent Soloist reads them so: range counts "
            "steps from the nearest Mautoma building or figure (from the chasm until it has "
            "one), through occupied spaces but never through a face-down tile; "
            "the Mautoma places its 5 small buildings before its 3 large ones; the bonuses "
            "next to a spot are terrain spaces, crystals and water; when no major artifact "
            "of the marker's colour is left, the next position along the track whose colour "
            "still has one gives the colour.")
        if self.tokens_tribe:
            say("setup", "Specific tribe rules: when the Mautoma places on your tokens it places "
                "its 5 small buildings first, then the large ones, and its figures with "
                "increasing cost 2-3-3-3-4-4-4 books; you get the corresponding costs from the "
                "reserve.")
        self.turns = MautomaTurns(mautoma, self.table, self.facts, self.log,
                                  tokens_tribe=self.tokens_tribe)

    def count_pieces_on_map(self, mautoma: Mautoma) -> None:
        """Pieces a map file already shows for the Mautoma come out of its supply (small
        buildings first)."""
        if not isinstance(self.table, MapTable):
            return
        state = self.table.state
        built = len(state.mautoma_buildings)
        mautoma.small_left = SMALL_BUILDINGS - min(built, SMALL_BUILDINGS)
        mautoma.large_left = LARGE_BUILDINGS - max(0, built - SMALL_BUILDINGS)
        mautoma.figures_left = FIGURES - len(state.mautoma_figures)

    # -- the end ----------------------------------------------------------------------------

    def final_scoring(self) -> Generator[Question, object, ReviveResult]:
        mautoma = self.mautoma
        assert mautoma is not None
        score: int | None = None
        name: str | None = None
        threshold: int | None = None
        if self.table.asks_your_score:
            answer = yield decision(
                "person.final-score",
                phrase("After your {turns} turns: your final score by the standard rules?",
                       turns=self.turn),
                between=(0, HIGHEST_SCORE),
                help=phrase("99 or less: defeat; 100+ survivor; 110+ minor victory; 120+ "
                            "regular victory; 130+ major victory; 150+ superior victory; 170+ "
                            "utopia."),
            )
            assert isinstance(answer, int)
            score = answer
            name, threshold = result_for(score)
        result = ReviveResult(
            score, name, threshold, self.turn, mautoma.turns, mautoma.refreshes,
            mautoma.buildings_placed, mautoma.figures_placed, mautoma.tiles_explored,
            mautoma.skipped,
            mautoma.artifacts_removed if mautoma.artifacts_counted else None,
            mautoma.build_bonus,
            tuple(mautoma.draws[number] for number in range(1, 7)), tuple(mautoma.deck_sizes),
            self.presence())
        self.log.say("score", "{headline}", headline=result.headline(), result=name)
        if name is not None:
            self.log.say("score", "In your statistics a victory (110+) counts "
                         "as a win, a survivor result (100-109) as a tie and a defeat (99 or "
                         "less) as a loss (Soloist's reading: the solo rules only name the "
                         "results).")
        return result

    def presence(self) -> tuple[Presence, Presence] | None:
        """Simulation (a modelled table, which asks no score): your presence on the map and
        the Mautoma's, for the contest for the map."""
        table = self.table
        if table.asks_your_score or not isinstance(table, MapTable) or self.mautoma is None:
            return None
        return presences(table.state, table.person_tiles, self.mautoma.tiles_explored)

    @property
    def learned(self) -> dict[str, str]:
        """The facts of the person's copy this play established: the energy track and the
        board's layout described at the table, the tiles described."""
        learned = dict(self.facts.learned) if isinstance(self.facts, BoardAtHand) else {}
        learned.update(self.layout.learned)
        if isinstance(self.table, MapTable):
            learned.update(self.table.learned)
        return learned

    def table_view(self, question: Question | None = None) -> TableView:
        return tableview.table_view(self, question)

    def view(self) -> dict[str, object]:
        return {
            "turn": self.turn,
            "over": self.over,
            "tribe_tokens": self.tokens_tribe,
            "mautoma": self.mautoma.view() if self.mautoma else None,
            "board": self.facts.view(),
            "table": self.table.view(),
        }
