"""What a Marco Polo II simulation prints beside its figures, as phrases (the game's `notes`
says them): FICTIONAL data, the character played when none was named, and the caricature
of your score a stand-in plays with on the model table."""

from __future__ import annotations

from pathlib import Path

from soloist.engine.phrase import Phrase, phrase

CARICATURE_NOTE = phrase(
    "A stand-in's score is a caricature of your own (greedy and strong: 50 + the VP of each "
    "contract completed + 3 per trading post + 2 per outpost tile; occupier: 50 + 5 per "
    "contract + 3 per trading post; random: any score): your goods, coins, goal card and "
    "shields are not modelled. A win is a win by that score against the Automa's real one, "
    "so win rates compare stand-ins and levels, not your own chances.")


def fictional_note(directory: Path, sample: bool) -> Phrase:
    """The note on FICTIONAL data (`sample`: Soloist's own sample, in `directory`)."""
    if sample:
        return phrase("The sample data is FICTIONAL (a made-up map, cards and characters): "
                      "these figures show how the Mautoma's rules play out on it, not the real "
                      "Mautoma's strength. Give your own data with --data DIR.")
    return phrase("The data in {directory} is FICTIONAL (a made-up map, cards and characters): "
                  "these figures show how the Mautoma's rules play out on it, not the real "
                  "Mautoma's strength. Give your own data with --data DIR.",
                  directory=str(directory))


def character_note(character: str) -> Phrase:
    """The note on the character played when none was named: the first of the data."""
    return phrase("Character: {character}, the first of the data (--character for another; "
                  "soloist report marco-polo-2 runs each of them).", character=character)


__all__ = ["CARICATURE_NOTE", "character_note", "fictional_note"]
