"""What a Revive simulation's figures rest on, as phrases (the game's `notes` says them):
your score is not modelled, and the FICTIONAL sample board or map wherever a run rests on
it."""

from __future__ import annotations

from soloist.engine.phrase import Phrase, phrase

NO_SCORE_NOTE = phrase(
    "Your score is not modelled in simulation (only your map actions are), so the games have "
    "no result against the thresholds. A win here is a win of the contest for the map: one "
    "point for each of the map's rewards next to a side's buildings (each terrain space and "
    "crystal next to a building, each water space next to them once), each area tile it "
    "explored and each location it populated; you win with more points than the Mautoma. The "
    "points (one each) are Soloist's choice: what a tile, a technology or a building's "
    "rewards are worth lies in components that are not public. This solo mode has no "
    "difficulty levels: the \"S\" cards are the report's breakdown.")


def made_up_note(board: bool, hex_map: bool) -> Phrase | None:
    """The note on the FICTIONAL sample board or map a run plays on (None: neither)."""
    if board and hex_map:
        return phrase("The Mautoma board and the map played on are FICTIONAL (Soloist's "
                      "invented sample): these figures show how the Mautoma's rules play out "
                      "on them, not on the real components. Give your own with --board FILE "
                      "and --map FILE.")
    if board:
        return phrase("The Mautoma board played on is FICTIONAL (Soloist's invented sample): "
                      "these figures show how the Mautoma's rules play out on it, not on the "
                      "real components. Give your own with --board FILE and --map FILE.")
    if hex_map:
        return phrase("The map played on is FICTIONAL (Soloist's invented sample): these "
                      "figures show how the Mautoma's rules play out on it, not on the real "
                      "components. Give your own with --board FILE and --map FILE.")
    return None


def simulation_notes(board: bool, hex_map: bool) -> tuple[Phrase, ...]:
    """The notes beside a simulation's figures (`board`, `hex_map`: FICTIONAL)."""
    made_up = made_up_note(board, hex_map)
    return (NO_SCORE_NOTE,) if made_up is None else (NO_SCORE_NOTE, made_up)


__all__ = ["NO_SCORE_NOTE", "made_up_note", "simulation_notes"]
