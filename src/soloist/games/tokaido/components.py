"""Your Tokaido components as a cards file: what `soloist components export tokaido` writes
and `soloist components import tokaido` reads (the `--cards FILE` format, docs/tokaido.md)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

import tomli_w

from soloist.engine.documents import load
from soloist.games.tokaido.automa_cards import CardsFile, cards_from
from soloist.games.tokaido.your_cards import (
    AUTOMA_DECK,
    DIFFICULTY_DECK,
    PREPARATIONS_FACTS,
    preparations_offset,
)

#: The file `export` writes.
CARDS_FILE_NAME = "tokaido-cards.toml"
ORDER_NAMES = {1: "first", 2: "second", 3: "third"}


def export_cards_file(facts: Mapping[str, str]) -> dict[str, str]:
    """The person's cards file once both decks are known, confirmed by the person (else
    nothing: the file needs both, and a file is their word for its cards), with the
    Preparations offsets when all three are known."""
    automa, difficulty = AUTOMA_DECK.known(facts), DIFFICULTY_DECK.known(facts)
    if not (automa.confirmed and difficulty.confirmed):
        return {}
    data: dict[str, object] = {"automa_cards": automa.cards,
                               "difficulty_cards": difficulty.cards}
    offsets = {rank: preparations_offset(rank, facts) for rank in PREPARATIONS_FACTS}
    if all(offset is not None for offset in offsets.values()):
        data["preparations"] = {ORDER_NAMES[rank]: offset for rank, offset in offsets.items()}
    header = ("# Your Tokaido Automa and Difficulty Level cards, written by `soloist components "
              "export tokaido`\n# from what your components know (learned from your games). "
              "Play with it: --cards FILE.\n# Format: docs/tokaido.md. Each Automa card: its "
              "range, then t (Temple icon), i (Inn icon).\n\n")
    return {CARDS_FILE_NAME: header + tomli_w.dumps(data)}


def import_cards_file(path: Path) -> dict[str, str]:
    """The facts a cards file gives, checked as `--cards` checks it (an error names the file,
    the card and the field): both decks, confirmed (the file is the person's word), and the
    Preparations offsets if it has them. (The Automa Matsuri sheet is no fact Soloist asks:
    keep it in your file.)"""
    source = str(path)
    cards = cards_from(load(CardsFile, path), source)
    facts = {
        AUTOMA_DECK.fact: AUTOMA_DECK.read(
            " ".join(card.key for card in cards.automa_cards)).as_confirmed().text,
        DIFFICULTY_DECK.fact: DIFFICULTY_DECK.read(
            " ".join(space.value for space in cards.difficulty_cards)).as_confirmed().text,
    }
    if cards.preparations is not None:
        for rank, offset in zip(PREPARATIONS_FACTS, cards.preparations, strict=True):
            facts[PREPARATIONS_FACTS[rank]] = str(offset)
    return facts

