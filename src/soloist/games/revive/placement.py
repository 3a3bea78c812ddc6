"""How the Mautoma chooses where to build, populate and explore (the GENERAL RULES).

These functions receive the eligible candidates *in the order the tiebreaker arrows meet
them* (a table that asks has the person list them in that order; the map model sorts them)
and apply the rule, then the tiebreaker:

- buildings: the spot adjacent to most bonuses of any kind (crystals included); water no
  Mautoma building touches yet counts 2, water one already touches counts 0;
- population: an empty location if any, else an occupied one;
- exploration: any reachable face-down tile within range (the arrows alone decide).

Ties go to the first candidate the arrows meet. Each pick carries its explanation.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from soloist.engine.phrase import Phrase, joined, phrase
from soloist.games.revive.board import ArrowGroup


@dataclass(frozen=True, slots=True)
class Candidate:
    """An eligible spot, location or tile, as the table knows it.

    `key` is the table's name for it ("r3c4", "T7", or "2" for the 2nd one the person
    listed: what a record saves, never shown); `label` how a person finds it; `value` is a
    building spot's bonus value; `occupied` says your figure stands on a location; `line` is
    the map row on which the arrows meet it (map model only)."""

    key: str
    label: str
    value: int | None = None
    details: str = ""
    occupied: bool = False
    line: int | None = None
    short: str = ""  # how the log names it in a list of ties (default: the key)
    reach: int | None = None  # a tile's range from the Mautoma's pieces, when it has one

    @property
    def name(self) -> str:
        return self.short or self.key

    def describe(self) -> str:
        if self.value is None:
            if self.reach is not None and not self.details:
                return phrase("{candidate} (range {range})", candidate=self.label,
                              range=self.reach)
            notes = [self.details] if self.details else []
            if self.occupied:
                notes.append(YOUR_FIGURE)
            return (phrase("{candidate} ({notes})", candidate=self.label, notes=joined(notes))
                    if notes else self.label)
        if self.details:
            return phrase("{candidate} = {value} ({details})", candidate=self.label,
                          value=self.value, details=self.details)
        return phrase("{candidate} = {value}", candidate=self.label, value=self.value)


YOUR_FIGURE = phrase("your figure is there")


@dataclass(frozen=True, slots=True)
class Pick:
    """The candidate chosen, all candidates (in arrow order), those tied, and why."""

    chosen: Candidate
    candidates: tuple[Candidate, ...]
    tied: tuple[Candidate, ...]
    rule: str
    tie_break: str = ""
    #: False when the candidates have no name worth listing (tiles told only by number).
    listed: bool = True

    def explain(self) -> str:
        if self.tie_break:
            return phrase("→ {chosen}: {rule}; {tie_break}.", chosen=self.chosen.label,
                          rule=self.rule, tie_break=self.tie_break)
        return phrase("→ {chosen}: {rule}.", chosen=self.chosen.label, rule=self.rule)


@cache
def ordinal(number: int) -> Phrase:
    """"1st", "2nd", "11th", "23rd"."""
    if not 10 <= number % 100 <= 20:
        if number % 10 == 1:
            return phrase("{number}st", number=number)
        if number % 10 == 2:
            return phrase("{number}nd", number=number)
        if number % 10 == 3:
            return phrase("{number}rd", number=number)
    return phrase("{number}th", number=number)


@cache
def row_words(line: int) -> Phrase:
    """A row of the map as a person counts it on the board: "3rd row from the top" (the
    map's rows are numbered from 0)."""
    return phrase("{ordinal} row from the top", ordinal=ordinal(line + 1))


def explain_tie(tied: Sequence[Candidate], chosen: Candidate, arrows: ArrowGroup | None,
                named: str = "") -> str:
    """The tie-break path: which line of the arrows meets the chosen candidate first
    (`named`: how the arrows are called when their shape is not known)."""
    names = joined([candidate.name for candidate in tied],
                   "; " if any("," in candidate.name for candidate in tied) else ", ")
    if arrows is None or chosen.line is None:
        return phrase("{count} tied ({names}); following {arrows}, {chosen} is the first of "
                      "them you meet", count=len(tied), names=names,
                      arrows=arrows.label if arrows is not None else named or THE_ARROWS,
                      chosen=chosen.label)
    later = sorted({candidate.line for candidate in tied
                    if candidate.line is not None and candidate.line != chosen.line},
                   key=lambda line: arrows.scan_key(line, 0))
    row = row_words(chosen.line)
    path = (phrase("the first line that meets one of them is the {row} (the {later} later)",
                   row=row, later=joined([row_words(line) for line in later]))
            if later else phrase("the first line that meets one of them is the {row}", row=row))
    return phrase("{count} tied ({names}); tiebreaker {arrows}: {path}, and on it {chosen} "
                  "comes first ({way})", count=len(tied), names=names, arrows=arrows.label,
                  path=path, chosen=chosen.name, way=WAYS[arrows.direction])


@cache
def most_bonuses(best: int) -> Phrase:
    return phrase("the most bonuses, {best}", best=best)


THE_ARROWS = phrase("the arrows")
#: Which way the arrows point, as a tie-break says it.
WAYS = {"left-to-right": phrase("left to right"), "right-to-left": phrase("right to left")}
ONLY_SPOT = phrase("the only eligible spot")
EMPTY_LOCATION = phrase("an empty location")
OCCUPIED_LOCATION = phrase("no location is empty, so an occupied one")
ONLY_LOCATION = phrase("the only eligible location")
ONLY_LOCATION_OCCUPIED = phrase("the only eligible location (occupied)")
ONLY_TILE = phrase("the only tile the Mautoma can explore")
A_TILE = phrase("a face-down tile it can reach")


def pick_build(candidates: Sequence[Candidate], arrows: ArrowGroup | None,
               named: str = "", *, told: bool = True) -> Pick:
    """The spot adjacent to most bonuses; ties to the first the arrows meet. (Not `told`:
    the log is off, and the tie-break is not put in words.)"""
    best = max(candidate.value or 0 for candidate in candidates)
    tied = tuple(candidate for candidate in candidates if (candidate.value or 0) == best)
    chosen = tied[0]
    if len(candidates) == 1:
        return Pick(chosen, tuple(candidates), tied, ONLY_SPOT)
    rule = most_bonuses(best)
    tie_break = explain_tie(tied, chosen, arrows, named) if len(tied) > 1 and told else ""
    return Pick(chosen, tuple(candidates), tied, rule, tie_break)


def pick_location(candidates: Sequence[Candidate], arrows: ArrowGroup | None, *,
                  told: bool = True) -> Pick:
    """An empty location if any, else an occupied one; ties to the first the arrows meet."""
    empty = tuple(candidate for candidate in candidates if not candidate.occupied)
    if empty:
        tied, rule = empty, EMPTY_LOCATION
    else:
        tied, rule = tuple(candidates), OCCUPIED_LOCATION
    chosen = tied[0]
    if len(candidates) == 1:
        rule = ONLY_LOCATION if empty else ONLY_LOCATION_OCCUPIED
    tie_break = explain_tie(tied, chosen, arrows) if len(tied) > 1 and told else ""
    return Pick(chosen, tuple(candidates), tied, rule, tie_break)


def pick_tile(candidates: Sequence[Candidate], arrows: ArrowGroup | None, *,
              told: bool = True) -> Pick:
    """Any reachable face-down tile within range: the first the arrows meet."""
    tied = tuple(candidates)
    chosen = tied[0]
    if len(tied) == 1:
        return Pick(chosen, tied, tied, ONLY_TILE)
    return Pick(chosen, tied, tied, A_TILE, explain_tie(tied, chosen, arrows) if told else "")
