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

    @property
    def name(self) -> str:
        return self.short or self.key

    def describe(self) -> str:
        if self.value is None:
            notes = [self.details] if self.details else []
            if self.occupied:
                notes.append("your figure is there")
            return self.label + (f" ({', '.join(notes)})" if notes else "")
        return f"{self.label} = {self.value}" + (f" ({self.details})" if self.details else "")


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
        text = f"→ {self.chosen.label}: {self.rule}"
        if self.tie_break:
            text += f"; {self.tie_break}"
        return text + "."


def ordinal(number: int) -> str:
    """"1st", "2nd", "11th", "23rd"."""
    if 10 <= number % 100 <= 20:
        return f"{number}th"
    return f"{number}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(number % 10, 'th')}"


def row_words(line: int) -> str:
    """A row of the map as a person counts it on the board: "3rd row from the top" (the
    map's rows are numbered from 0)."""
    return f"{ordinal(line + 1)} row from the top"


def explain_tie(tied: Sequence[Candidate], chosen: Candidate, arrows: ArrowGroup | None,
                named: str = "") -> str:
    """The tie-break path: which line of the arrows meets the chosen candidate first
    (`named`: how the arrows are called when their shape is not known)."""
    names = ("; " if any("," in candidate.name for candidate in tied) else ", ").join(
        candidate.name for candidate in tied)
    if arrows is None or chosen.line is None:
        where = (f"following {arrows.label}" if arrows is not None else
                 f"following {named or 'the arrows'}")
        return (f"{len(tied)} tied ({names}); {where}, {chosen.label} is the first of them "
                "you meet")
    way = arrows.direction.replace("-", " ")
    later = sorted({candidate.line for candidate in tied
                    if candidate.line is not None and candidate.line != chosen.line},
                   key=lambda line: arrows.scan_key(line, 0))
    path = f"the first line that meets one of them is the {row_words(chosen.line)}"
    if later:
        path += f" (the {', '.join(row_words(line) for line in later)} later)"
    return (f"{len(tied)} tied ({names}); tiebreaker {arrows.label}: {path}, and on it "
            f"{chosen.name} comes first ({way})")


def pick_build(candidates: Sequence[Candidate], arrows: ArrowGroup | None,
               named: str = "") -> Pick:
    """The spot adjacent to most bonuses; ties to the first the arrows meet."""
    best = max(candidate.value or 0 for candidate in candidates)
    tied = tuple(candidate for candidate in candidates if (candidate.value or 0) == best)
    chosen = tied[0]
    if len(candidates) == 1:
        return Pick(chosen, tuple(candidates), tied, "the only eligible spot")
    rule = f"the most bonuses, {best}"
    tie_break = explain_tie(tied, chosen, arrows, named) if len(tied) > 1 else ""
    return Pick(chosen, tuple(candidates), tied, rule, tie_break)


def pick_location(candidates: Sequence[Candidate], arrows: ArrowGroup | None) -> Pick:
    """An empty location if any, else an occupied one; ties to the first the arrows meet."""
    empty = tuple(candidate for candidate in candidates if not candidate.occupied)
    if empty:
        tied, rule = empty, "an empty location"
    else:
        tied, rule = tuple(candidates), "no location is empty, so an occupied one"
    chosen = tied[0]
    if len(candidates) == 1:
        rule = "the only eligible location" + ("" if empty else " (occupied)")
    tie_break = explain_tie(tied, chosen, arrows) if len(tied) > 1 else ""
    return Pick(chosen, tuple(candidates), tied, rule, tie_break)


def pick_tile(candidates: Sequence[Candidate], arrows: ArrowGroup | None) -> Pick:
    """Any reachable face-down tile within range: the first the arrows meet."""
    tied = tuple(candidates)
    chosen = tied[0]
    if len(tied) == 1:
        return Pick(chosen, tied, tied, "the only tile the Mautoma can explore")
    return Pick(chosen, tied, tied, "a face-down tile it can reach",
                explain_tie(tied, chosen, arrows))
