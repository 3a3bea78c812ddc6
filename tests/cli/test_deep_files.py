"""A data file nested hundreds of levels deep is refused in plain words by every command
that reads one, never with a RecursionError (issue 25 item 9)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from soloist.cli import cli
from soloist.engine.documents import MAX_DEPTH, depth

DEEP = 500


def deep_file(folder: Path, suffix: str) -> Path:
    path = folder / f"deep{suffix}"
    if suffix == ".toml":
        path.write_text("cards = " + "[" * DEEP + "]" * DEEP + "\n")
    else:
        path.write_text('{"cards": ' + "[" * DEEP + "]" * DEEP + "}")
    return path


COMMANDS = {
    "decide": lambda file: ["decide", "tokaido", file],
    "play": lambda file: ["play", "tokaido", "--cards", file],
    "simulate": lambda file: ["simulate", "tokaido", "--cards", file, "--games", "2", "-q"],
    "components import": lambda file: ["components", "import", "tokaido", file],
    "play revive": lambda file: ["play", "revive", "--map", file],
}


@pytest.mark.parametrize("suffix", [".toml", ".json"])
@pytest.mark.parametrize("command", COMMANDS)
def test_a_file_nested_500_deep_is_refused_in_plain_words(
        database: Path, tmp_path: Path, command: str, suffix: str) -> None:
    path = deep_file(tmp_path, suffix)
    done = CliRunner().invoke(cli, ["--db", str(database), *COMMANDS[command](str(path))],
                              input="")
    assert not isinstance(done.exception, RecursionError)
    assert done.exit_code == 1, done.output
    assert done.output.strip().endswith(
        f"{path}: lists or tables are nested more than {MAX_DEPTH} deep; a data file never "
        "needs that many"), done.output


def test_the_depth_of_a_document_is_counted_without_recursion() -> None:
    assert depth({}) == 0 and depth({"a": 1}) == 1 and depth({"a": [1, {"b": []}]}) == 3
    deep: list[object] = []
    for _ in range(100_000):
        deep = [deep]
    assert depth({"a": deep}) == 100_001
