"""The registry of games: a game's module is imported only when the game is asked for."""

from __future__ import annotations

import subprocess
import sys

import pytest

from soloist.engine.errors import UnknownGame
from soloist.engine.registry import register, register_module
from soloist.games import all_games, find_game, game_names, listed_games


def imported_after(code: str) -> set[str]:
    """The game packages imported once `code` has run in a fresh interpreter."""
    probe = (f"{code}\nimport sys\n"
             "print(' '.join(sorted(m for m in sys.modules if m.count('.') == 2 "
             "and m.startswith('soloist.games.'))))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          check=True)
    return set(done.stdout.split())


def test_starting_soloist_imports_no_game() -> None:
    assert imported_after("import soloist.cli") == set()


def test_listing_the_games_imports_no_game() -> None:
    assert imported_after("from soloist.games import listed_games; listed_games()") == set()


def test_each_game_is_listed_with_its_definitions_title() -> None:
    assert [(game.name, game.title) for game in listed_games()] == [
        (definition.name, definition.title) for definition in all_games()]


def test_a_game_registered_under_another_title_is_refused_when_imported(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from soloist.engine import registry

    for table in ("_GAMES", "_MODULES", "_TITLES"):
        monkeypatch.setattr(registry, table, {})
    register_module("tokaido", "soloist.games.tokaido", "Tokaido, titled otherwise")
    assert [game.title for game in listed_games()] == ["Tokaido, titled otherwise"]
    with pytest.raises(TypeError, match="titled 'Tokaido: the two Automas', registered as "
                                        "'Tokaido, titled otherwise'"):
        find_game("tokaido")


def test_asking_for_one_game_imports_that_game_only() -> None:
    assert imported_after("from soloist.games import find_game; find_game('Tokaido')") == {
        "soloist.games.tokaido"}


def test_every_game_is_listed_by_name_and_found_by_it() -> None:
    assert game_names() == ["fantastic-factories", "marco-polo-2", "revive", "tokaido"]
    assert [definition.name for definition in all_games()] == game_names()
    assert find_game("fantastic_factories") is find_game("Fantastic Factories")


def test_an_unknown_game_names_the_games_there_are() -> None:
    with pytest.raises(UnknownGame, match="unknown game 'chess'; Soloist plays: "
                                          "fantastic-factories, marco-polo-2, revive, tokaido"):
        find_game("chess")


def test_a_name_is_registered_once() -> None:
    with pytest.raises(ValueError, match="already registered"):
        register_module("tokaido", "soloist.games.tokaido", "Tokaido")
    with pytest.raises(ValueError, match="already registered"):
        register(find_game("revive"))


def test_a_game_whose_module_fails_to_import_stays_registered_and_says_why() -> None:
    register_module("broken-game", "soloist.games.no_such_package", "Broken")
    try:
        for _ in range(2):  # the second time too: the name is not forgotten
            with pytest.raises(ModuleNotFoundError, match="no_such_package"):
                find_game("broken-game")
        assert "broken-game" in game_names()
    finally:
        from soloist.engine import registry

        del registry._MODULES["broken-game"], registry._TITLES["broken-game"]
