"""Fixtures for Tokaido's tests; puts tokaido_helpers on the import path."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture
def cards_file(tmp_path: Path) -> Callable[..., Path]:
    """Write a person's cards file: cards_file(difficulty=["farm"] * 7)."""

    def write(automa: list[str] | None = None, difficulty: list[str] | None = None,
              extra: str = "") -> Path:
        path = tmp_path / "my-cards.toml"
        automa_cards = automa or ["1", "2", "3", "1t", "2t", "3t", "1i", "2i",
                                  "1", "2", "3", "1", "2", "3", "2", "3"]
        difficulty_cards = difficulty or ["village", "farm", "temple", "hot_spring",
                                          "encounter", "paddy", "sea"]
        path.write_text(
            "automa_cards = [" + ", ".join(f'"{card}"' for card in automa_cards) + "]\n"
            "difficulty_cards = [" + ", ".join(f'"{card}"' for card in difficulty_cards) + "]\n"
            + extra, encoding="utf-8")
        return path

    return write


@pytest.fixture
def database(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    path = tmp_path / "saves.sqlite3"
    monkeypatch.setenv("SOLOIST_DB", str(path))
    yield path
