"""`soloist stats`: win rate and trend per game and level, and the next level to try.

**Trend.** At a level with at least 6 finished games, the win rate of the last 5 is
compared with the win rate of the games before them: 20 points or more higher is
"improving", 20 points or more lower is "declining", anything between is "steady".

**The next level to try** (per game). The current level is the level of your most recent
finished game. Among your last 5 games at that level (fewer if you played fewer):

- at least 3 games and at least 80% won (3 of 3, 4 of 4, 4 or 5 of 5): try the next
  harder level (if there is none, stay: you have the hardest level in hand);
- at least 3 games and at most 20% won (0 of 3, 0 of 4, 0 or 1 of 5): try the next
  easier level (if there is none, stay);
- otherwise: stay, and play more games at this level.

A tie is not a win. Levels are ordered as the game lists them, the easiest first.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from soloist.engine.game import GameDefinition
from soloist.history.plays import HistoryPlay, definition_of
from soloist.sim.stats import Proportion, wilson

#: Games whose win rate makes the recent form.
RECENT = 5
#: The fewest games at a level before moving up or down is suggested.
FEWEST_TO_MOVE = 3
MOVE_UP = 0.8
MOVE_DOWN = 0.2
#: The change of win rate (recent against earlier) that counts as a trend.
TREND_CHANGE = 0.2
#: How many results the form line shows.
FORM = 10


@dataclass
class LevelStats:
    level: str | None
    label: str
    plays: list[HistoryPlay]

    @property
    def games(self) -> int:
        return len(self.plays)

    def count(self, outcome: str) -> int:
        return sum(1 for play in self.plays if play.outcome == outcome)

    @property
    def win(self) -> Proportion:
        return wilson(self.count("win"), self.games)

    @property
    def form(self) -> str:
        """The last results, the oldest first: W win, T tie, L loss."""
        return "".join(play.letter for play in self.plays[-FORM:])

    @property
    def trend(self) -> str:
        if self.games < RECENT + 1:
            return "too few games"
        recent = self.plays[-RECENT:]
        earlier = self.plays[:-RECENT]
        change = round(sum(p.won for p in recent) / len(recent)
                       - sum(p.won for p in earlier) / len(earlier), 9)
        if change >= TREND_CHANGE:
            return "improving"
        if change <= -TREND_CHANGE:
            return "declining"
        return "steady"

    @property
    def last_played(self) -> datetime:
        return self.plays[-1].finished

    def mean(self, attribute: str) -> float | None:
        values = [getattr(play, attribute) for play in self.plays
                  if getattr(play, attribute) is not None]
        return sum(values) / len(values) if values else None


@dataclass
class Suggestion:
    level: str | None
    label: str
    move: str  # "up", "down", "stay", "start" or "none"
    reason: str


@dataclass
class GameStats:
    game: str
    title: str
    levels: list[LevelStats]
    suggestion: Suggestion
    plays: list[HistoryPlay] = field(default_factory=list)

    @property
    def games(self) -> int:
        return len(self.plays)

    @property
    def win(self) -> Proportion:
        return wilson(sum(play.won for play in self.plays), self.games)


def level_order(definition: GameDefinition | None) -> list[str]:
    if definition is None or definition.difficulty_option is None:
        return []
    try:
        return [str(value) for value in definition.difficulty_option.all_values()]
    except Exception:  # an open-ended level option: no order to offer
        return []


def game_stats(plays: list[HistoryPlay]) -> list[GameStats]:
    """Per game (by name), per level (in the game's order), the oldest play first."""
    by_game: dict[str, list[HistoryPlay]] = {}
    for play in plays:
        by_game.setdefault(play.game, []).append(play)
    found = []
    for name in sorted(by_game):
        game_plays = by_game[name]
        definition = definition_of(name)
        order = level_order(definition)
        levels: dict[str | None, list[HistoryPlay]] = {}
        for play in game_plays:
            levels.setdefault(play.level, []).append(play)
        ranked = sorted(levels, key=lambda level: (
            order.index(level) if level in order else len(order), str(level)))
        stats = [LevelStats(level, levels[level][-1].level_label, levels[level])
                 for level in ranked]
        found.append(GameStats(name, game_plays[-1].title, stats,
                               suggest(definition, game_plays), game_plays))
    return found


def suggest(definition: GameDefinition | None, plays: list[HistoryPlay]) -> Suggestion:
    """The next level to try, by the rule in this module's documentation."""
    if definition is None or definition.difficulty_option is None:
        return Suggestion(None, "", "none", "this game has no difficulty levels")
    sweep = definition.difficulty_option
    order = level_order(definition)
    if not plays:
        default = str(sweep.default)
        return Suggestion(default, sweep.label_of(default), "start",
                          "no games yet: start at the default level")
    current = plays[-1].level
    if current is None or current not in order:
        default = str(sweep.default)
        return Suggestion(default, sweep.label_of(default), "start",
                          "your last game's level is not one this version knows; start at the "
                          "default level")
    at_level = [play for play in plays if play.level == current]
    recent = at_level[-RECENT:]
    wins = sum(play.won for play in recent)
    played = f"{wins} of your last {len(recent)} game{'s' if len(recent) != 1 else ''} at " \
             f"{sweep.label_of(current)}"
    position = order.index(current)
    label = sweep.label_of
    if len(recent) >= FEWEST_TO_MOVE and wins / len(recent) >= MOVE_UP:
        if position + 1 < len(order):
            harder = order[position + 1]
            return Suggestion(harder, label(harder), "up",
                              f"you won {played}: try the next harder level")
        return Suggestion(current, label(current), "stay",
                          f"you won {played}, the hardest level: keep it up")
    if len(recent) >= FEWEST_TO_MOVE and wins / len(recent) <= MOVE_DOWN:
        if position > 0:
            easier = order[position - 1]
            return Suggestion(easier, label(easier), "down",
                              f"you won {played}: try the next easier level")
        return Suggestion(current, label(current), "stay",
                          f"you won {played}, the easiest level: keep trying")
    need = max(0, FEWEST_TO_MOVE - len(recent))
    more = f"; play {need} more to judge" if need else ""
    return Suggestion(current, label(current), "stay", f"you won {played}{more}")
