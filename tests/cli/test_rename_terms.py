"""Your copy calls it … (issue 32, item 3): `soloist components rename GAME TERM WORD` keeps
the person's word for a term in their component library; every later `show` of a game says
it (in English and in any language), it goes out and comes back with export and import,
`forget` takes it back, and a saved game's record and decisions stay the same.

The commands run in this process (`invoke_soloist`): the real `soloist components` command
in a new process is tests/cli/test_components_cli.py's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cli_helpers import invoke_soloist
from history_helpers import play_to_the_end

from soloist.engine.log import Event, KeptEvent, keep
from soloist.games import find_game
from soloist.i18n.terms import renamed
from soloist.play.companion import SavedPlay
from soloist.store import Store

GAME = "fantastic-factories"
WORD = "Schraubenschlüssel"


@pytest.fixture(scope="module")
def saved(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, Path, str, KeptEvent]:
    """A finished Fantastic Factories game, its save database, a term one of its log's
    fields says, and the first event that says it."""
    database = tmp_path_factory.mktemp("renamed") / "saves.sqlite3"
    store = Store(str(database))
    try:
        game_id = play_to_the_end(store, "medium", "win", seed=5)
        events = [keep(event) for event in SavedPlay.load(store, game_id).session.log]
    finally:
        store.close()
    terms = set(find_game(GAME).terms())
    term, event = next((value, event) for event in events
                       for value in event.fields.values() if value in terms)
    assert isinstance(term, str)
    return game_id, database, term, event


def soloist(database: Path, *arguments: str) -> str:
    done = invoke_soloist(*arguments, database=database)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_a_renamed_term_is_said_in_your_word_in_every_later_show(
        saved: tuple[str, Path, str, KeptEvent], tmp_path: Path) -> None:
    game_id, database, term, event = saved
    line = event.text
    before = soloist(database, "show", game_id)
    record = soloist(database, "record", game_id)
    assert line in before
    said = soloist(database, "components", "rename", GAME, term.upper(), WORD)
    assert f"Renamed: {term} is now {WORD}" in said
    after = soloist(database, "show", game_id)
    ours = renamed(event, {term: WORD}).text
    assert ours != line and WORD in ours
    assert ours in after
    assert after.count(WORD) >= 1 and after.replace(WORD, term) == before.replace(WORD, term)
    # In any language: the person's word wins over the catalog's.
    assert WORD in soloist(database, "show", game_id, "--lang", "en-XA")
    # The record (and so what a replay decides) is the same: a word is no answer.
    assert soloist(database, "record", game_id) == record
    # Shown as a fact of your components.
    shown = soloist(database, "components", "show", GAME)
    assert f"your word for “{term}”" in shown and WORD in shown
    # Forget goes back to Soloist's word.
    assert "Forgotten" in soloist(database, "components", "forget", GAME, term, "--yes")
    assert soloist(database, "show", game_id) == before


def test_a_renaming_goes_out_and_comes_back_with_export_and_import(
        saved: tuple[str, Path, str, KeptEvent], tmp_path: Path) -> None:
    _, database, term, _ = saved
    soloist(database, "components", "rename", GAME, term, WORD)
    try:
        folder = tmp_path / "mine"
        folder.mkdir()
        soloist(database, "components", "export", GAME, str(folder))
        words = (folder / "your-words.toml").read_text(encoding="utf-8")
        assert f'"{term}" = "{WORD}"' in words
        elsewhere = tmp_path / "other.sqlite3"
        said = soloist(elsewhere, "components", "import", GAME, str(folder))
        assert "Imported" in said
        facts = json.loads(soloist(elsewhere, "components", "show", GAME, "--json"))["known"]
        assert {"fact": f"word for {term}", "value": WORD} in [
            {"fact": fact["fact"], "value": fact["value"]} for fact in facts]
        # The words file alone imports too.
        alone = tmp_path / "alone.sqlite3"
        soloist(alone, "components", "import", GAME, str(folder / "your-words.toml"))
        assert WORD in soloist(alone, "components", "show", GAME)
    finally:
        soloist(database, "components", "forget", GAME, term, "--yes")


def test_what_the_gate_refuses_is_never_kept(saved: tuple[str, Path, str, KeptEvent],
                                             tmp_path: Path) -> None:
    _, database, term, _ = saved
    unknown = invoke_soloist("components", "rename", GAME, "Flux capacitor", "x",
                          database=database)
    assert unknown.returncode != 0 and "not a term" in unknown.stderr
    blank = invoke_soloist("components", "rename", GAME, term, "123", database=database)
    assert blank.returncode != 0 and "a word has a letter" in blank.stderr
    bad = tmp_path / "your-words.toml"
    bad.write_text('[words]\n"Flux capacitor" = "x"\n', encoding="utf-8")
    refused = invoke_soloist("components", "import", GAME, str(bad), database=database)
    assert refused.returncode != 0 and "Nothing was imported" in refused.stderr
    assert "your word for" not in soloist(database, "components", "show", GAME)


def test_a_games_data_files_and_your_words_go_out_and_come_back_together(
        tmp_path: Path) -> None:
    sample = Path(__file__).parents[2] / "src/soloist/games/marco_polo_2/data/sample"
    mine, elsewhere, folder = tmp_path / "a.sqlite3", tmp_path / "b.sqlite3", tmp_path / "out"
    soloist(mine, "components", "import", "marco-polo-2", str(sample))
    soloist(mine, "components", "rename", "marco-polo-2", "beijing", "Peking")
    written = soloist(mine, "components", "export", "marco-polo-2", str(folder))
    assert "board.toml" in written and "your-words.toml" in written
    soloist(elsewhere, "components", "import", "marco-polo-2", str(folder))

    def facts(database: Path) -> dict[str, str]:
        shown = json.loads(soloist(database, "components", "show", "marco-polo-2", "--json"))
        return {fact["fact"]: fact["value"] for fact in shown["known"]}

    assert facts(elsewhere) == facts(mine)
    assert facts(mine)["word for Beijing"] == "Peking"
    assert "Peking" in soloist(elsewhere, "components", "show", "marco-polo-2")


def test_the_terminal_game_says_your_word_in_its_log(tmp_path: Path) -> None:
    import io

    from soloist.play.screen import Screen
    from soloist.play.terminal import TerminalCompanion
    from soloist.store.library import Library

    definition = find_game(GAME)
    store = Store(str(tmp_path / "saves.sqlite3"))
    try:
        saved = SavedPlay.start(store, definition, definition.parse_options({}), seed=2)
        terms = set(definition.terms())

        def with_a_term() -> list[tuple[object, Event]]:
            return [(value, event) for event in saved.session.log
                    for value in keep(event).fields.values() if value in terms]

        while not with_a_term():  # play on until the log says a term
            saved.answer("production")
        term, event = with_a_term()[0]
        assert isinstance(term, str)

        def shown() -> str:
            output = io.StringIO()
            TerminalCompanion(Screen(file=output, width=300), saved).show_events([event])
            return output.getvalue()

        assert event.text in shown()
        Library(store, GAME, definition).correct(f"word for {term}", WORD)
        assert renamed(keep(event), {term: WORD}).text in shown()
    finally:
        store.close()
