"""`soloist components`: list, show, export, import, forget, correct — through the real
`soloist` command; and importing a malformed file changes nothing (hypothesis-mutated
files, through the same command in this process).

The first import and the simulations run the real command in a new process; the rest runs
it in this process (`invoke_soloist`), the same command without a new Python each time."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from cli_helpers import invoke_soloist, run_soloist
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from soloist.cli import cli
from soloist.store import Store
from soloist.store.library import Library

MY_DECK = ["1", "1", "1", "1", "1t", "1i", "2", "2", "2", "2", "2", "2t", "2i", "3", "3", "3"]
MY_DIFFICULTY = ["village", "farm", "temple", "hot_spring", "encounter", "mountain", "sea"]
CARDS_FILE = (
    "# my Tokaido cards\n"
    "automa_cards = [" + ", ".join(f'"{card}"' for card in MY_DECK) + "]\n"
    "difficulty_cards = [" + ", ".join(f'"{card}"' for card in MY_DIFFICULTY) + "]\n"
    "\n[preparations]\nfirst = -1\nsecond = 0\nthird = 1\n"
)


def library(database: Path, game: str = "tokaido") -> dict[str, str]:
    store = Store(str(database))
    try:
        return Library(store, game).as_mapping()
    finally:
        store.close()


def test_import_show_export_and_play_with_the_exported_file(database: Path,
                                                            tmp_path: Path) -> None:
    cards = tmp_path / "my-cards.toml"
    cards.write_text(CARDS_FILE, encoding="utf-8")
    # The real command in a new process (its entry point); the rest in this process.
    imported = run_soloist("components", "import", "tokaido", str(cards), database=database)
    assert imported.returncode == 0, imported.stderr
    assert "5 new, 0 changed, 0 already known" in imported.stdout
    shown = invoke_soloist("components", "show", "tokaido", "--json", database=database)
    data = json.loads(shown.stdout)
    known = {fact["fact"]: fact for fact in data["known"]}
    assert known["automa deck"]["from"].startswith("imported from a file on ")
    assert known["automa deck"]["name"] == "your Automa cards"
    assert known["automa deck"]["description"].startswith("all 16 known (confirmed): range 1 ×4")
    assert data["still_to_learn"] == []
    listed = invoke_soloist("components", "list", "--json", database=database)
    assert {"game": "tokaido", "known": 5, "damaged": 0, "still_to_learn": []} in \
        json.loads(listed.stdout)
    out = tmp_path / "exported.toml"
    exported = invoke_soloist("components", "export", "tokaido", str(out), database=database)
    assert exported.returncode == 0, exported.stderr
    again = invoke_soloist("components", "export", "tokaido", str(out), database=database)
    assert again.returncode == 1 and "exists; give --force" in again.stderr
    # The exported file is a cards file: it plays (--cards), and it imports back unchanged.
    simulated = run_soloist("simulate", "tokaido", "--games", "5", "--seed", "1", "--cards",
                            str(out), "--json", database=database)
    assert simulated.returncode == 0, simulated.stderr
    reimported = invoke_soloist("components", "import", "tokaido", str(out), database=database)
    assert "0 new, 0 changed, 5 already known" in reimported.stdout


def test_simulation_uses_your_deck_once_known(database: Path, tmp_path: Path) -> None:
    before = run_soloist("simulate", "tokaido", "--games", "5", "--seed", "1", "--json",
                         database=database)
    assert "an ASSUMPTION, not the real cards" in json.loads(before.stdout)["notes"][0]
    cards = tmp_path / "my-cards.toml"
    cards.write_text(CARDS_FILE, encoding="utf-8")
    invoke_soloist("components", "import", "tokaido", str(cards), database=database)
    after = run_soloist("simulate", "tokaido", "--games", "5", "--seed", "1", "--json",
                        database=database)
    assert json.loads(after.stdout)["notes"] == [
        "These games draw your own Automa and Difficulty Level cards, as your components say "
        "(learned from your games)."]


def test_a_contradicting_import_changes_nothing_unless_replaced(database: Path,
                                                                tmp_path: Path) -> None:
    corrected = invoke_soloist("components", "correct", "tokaido", "difficulty deck",
                            "village farm temple hot_spring encounter paddy sea", "--yes",
                            database=database)
    assert corrected.returncode == 0, corrected.stderr
    cards = tmp_path / "my-cards.toml"
    cards.write_text(CARDS_FILE, encoding="utf-8")  # says mountain where paddy is known
    refused = invoke_soloist("components", "import", "tokaido", str(cards), database=database)
    assert refused.returncode == 1
    assert "difficulty deck: your components say" in refused.stderr
    assert "Nothing was imported" in refused.stderr
    assert library(database) == {
        "difficulty deck": "village farm temple hot-spring encounter paddy sea"}  # whole
    replaced = invoke_soloist("components", "import", "tokaido", str(cards), "--replace",
                           "--yes", database=database)
    assert replaced.returncode == 0, replaced.stderr
    assert library(database)["difficulty deck"] == \
        "confirmed: village farm temple hot-spring encounter mountain sea"


def test_forget_and_correct_ask_for_confirmation(database: Path) -> None:
    invoke_soloist("components", "correct", "tokaido", "automa deck", "2 2 3", "--yes",
                database=database)
    kept = invoke_soloist("components", "forget", "tokaido", "automa", database=database,
                       stdin="n\n")
    assert "Forget your Automa cards: 3 of 16 known so far: range 2 ×2, range 3 ×1?" in \
        kept.stdout
    assert library(database) == {"automa deck": "2 2 3"}
    wrong = invoke_soloist("components", "correct", "tokaido", "automa deck", "2 4", "--yes",
                        database=database)
    assert wrong.returncode == 1 and "your Automa cards: '4' is not an Automa card" in \
        wrong.stderr
    asked = invoke_soloist("components", "correct", "tokaido", "AUTOMA DECK", "2 2 3t",
                        database=database, stdin="y\n")
    assert "Set your Automa cards to 3 of 16 known so far: range 2 ×2, range 3 + Temple ×1 (now: " \
           "3 of 16 known so far: range 2 ×2, range 3 ×1)?" in asked.stdout
    assert library(database) == {"automa deck": "2 2 3t"}
    gone = invoke_soloist("components", "forget", "tokaido", "automa deck", "--yes",
                       database=database)
    assert gone.returncode == 0 and library(database) == {}
    unknown = invoke_soloist("components", "forget", "tokaido", "castle", "--yes",
                          database=database)
    assert unknown.returncode == 1 and "hold no fact 'castle'" in unknown.stderr


def test_an_invalid_file_names_the_file_the_field_and_the_problem(database: Path,
                                                                  tmp_path: Path) -> None:
    cards = tmp_path / "my-cards.toml"
    cards.write_text(CARDS_FILE.replace('"2t"', '"4t"'), encoding="utf-8")
    result = invoke_soloist("components", "import", "tokaido", str(cards), database=database)
    assert result.returncode == 1
    assert f"{cards}: automa_cards: card 12: '4t' is not an Automa card" in result.stderr
    assert library(database) == {}


# -- a malformed file changes nothing -----------------------------------------------------

def mutations() -> st.SearchStrategy[str]:
    """The cards file with a slice cut out, a text put in, or a line doubled."""
    size = len(CARDS_FILE)
    cut = st.tuples(st.integers(0, size), st.integers(1, 40)).map(
        lambda where: CARDS_FILE[:where[0]] + CARDS_FILE[where[0] + where[1]:])
    put = st.tuples(st.integers(0, size), st.sampled_from(
        ['"', "]", "[", ",", '"3"', '"9t"', "=", "\n", "x", '"shop"', "-7", "[[automa_cards]]",
         "range = 2", "\nassumption = 'mine'"])).map(
        lambda where: CARDS_FILE[:where[0]] + where[1] + CARDS_FILE[where[0]:])
    lines = CARDS_FILE.splitlines(keepends=True)
    double = st.integers(0, len(lines) - 1).map(
        lambda line: "".join(lines[:line + 1] + lines[line:]))
    return st.one_of(cut, put, double)


KNOWN = {"automa deck": "1 1 2", "preparations: leaving first": "-1"}


@settings(max_examples=60, deadline=None)
@given(mutations())
def test_importing_a_malformed_file_changes_nothing(text: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        database = Path(folder) / "saves.sqlite3"
        store = Store(str(database))
        Library(store, "tokaido").put(KNOWN)
        store.close()
        path = Path(folder) / "cards.toml"
        path.write_text(text, encoding="utf-8")
        result = CliRunner().invoke(cli, ["--db", str(database), "components", "import",
                                          "tokaido", str(path)])
        after = library(database)
        if result.exit_code != 0:
            assert after == KNOWN  # refused: nothing half-imported
            assert str(path) in result.output or "your components say" in result.output
        else:  # the mutation left a valid file: all of it is known, merged with before
            assert set(after) >= set(KNOWN)
            assert after["automa deck"].startswith("confirmed: ")  # a file is your word
            assert len(after["automa deck"].split()) == 1 + 16
            assert len(after["difficulty deck"].split()) == 1 + 7
