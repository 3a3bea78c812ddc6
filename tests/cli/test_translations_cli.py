"""`soloist translations list` and `check LANG` (issue 32): what a language still lacks,
with an exit status a translator's script can read."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from soloist.cli import cli
from soloist.i18n import folders
from soloist.i18n.folders import FOLDER

ONE_ID = "ff-you-roll-dice-ad0e42fc"


def run(*args: str) -> tuple[int, str]:
    done = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    return done.exit_code, done.output


@pytest.fixture
def catalogs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of Soloist's catalogs, where a test writes a language of its own."""
    shutil.copytree(FOLDER / "en", tmp_path / "en")
    monkeypatch.setattr(folders, "FOLDER", tmp_path)
    return tmp_path


def test_list_names_english_the_pseudo_language_and_their_counts() -> None:
    status, output = run("translations", "list")
    assert status == 0
    english = next(line for line in output.splitlines() if "│ en " in line)
    assert "English" in english and "(the reference)" in english
    assert "en-XA" in output and "pseudo-language" in output


def test_check_of_the_pseudo_language_finds_nothing_missing() -> None:
    status, output = run("translations", "check", "en-XA")
    assert status == 0 and "Nothing is missing." in output


def test_check_lists_what_a_language_lacks_and_exits_1(catalogs: Path) -> None:
    english = (catalogs / "en" / "log-fantastic-factories.ftl").read_text(encoding="utf-8")
    (catalogs / "xx").mkdir()
    (catalogs / "xx" / "log-fantastic-factories.ftl").write_text(
        english.replace(f"{ONE_ID} = ", "old-message-12345678 = ")
        .replace("Now { $resources }.", "Jetzt { $vorrat }.", 1)
        + "this is not fluent\n", encoding="utf-8")
    assert ONE_ID in english
    status, output = run("translations", "check", "xx")
    assert status == 1
    lines = output.splitlines()
    assert f"  log-fantastic-factories.ftl: {ONE_ID}" in lines
    assert "  log-common.ftl: common-headline-feee0ec6" in lines  # a whole file missing
    assert "  log-fantastic-factories.ftl: old-message-12345678" in lines  # obsolete
    assert any(line.startswith("Unreadable: log-fantastic-factories.ftl, line ")
               for line in lines)
    assert any(line.endswith("reads a variable its English message does not give: $vorrat")
               for line in lines)
    xx_count = sum(1 for line in english.splitlines() if " = " in line) - 1
    assert lines[0] == f"xx: {xx_count} of {len(_english_ids())} messages."


def _english_ids() -> list[str]:
    return [line.split(" = ")[0] for path in (FOLDER / "en").glob("*.ftl")
            for line in path.read_text(encoding="utf-8").splitlines() if " = " in line]


def test_check_of_a_language_soloist_has_not_is_a_one_line_error() -> None:
    status, output = run("translations", "check", "xx")
    assert status == 1
    assert output.strip() == "Error: Soloist has no messages in 'xx'; its languages: " + \
        ", ".join(folders.languages()) + "."


def test_list_and_check_speak_the_terminals_language_but_name_messages_as_they_are(
        catalogs: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """In the pseudo-language, no English word is left outside a bracket but the command to
    type, the languages' own names and the lines naming a message (file and id, the same in
    every language: a script reads them)."""
    english = (catalogs / "en" / "log-fantastic-factories.ftl").read_text(encoding="utf-8")
    (catalogs / "xx").mkdir()
    (catalogs / "xx" / "log-fantastic-factories.ftl").write_text(
        english.replace(f"{ONE_ID} = ", "old-message-12345678 = "), encoding="utf-8")
    monkeypatch.setenv("LANG", "en_XA.UTF-8")
    _, listed = run("translations", "list")
    status, checked = run("translations", "check", "xx")
    assert status == 1 and f"  log-fantastic-factories.ftl: {ONE_ID}" in checked.splitlines()
    assert "[Ŵĥàţ óñé ĺàçķš: ]soloist translations check LANG[.]" in listed
    kept = {"English", "soloist", "translations", "check", "LANG", "en", "XA", "xx"}
    for shown in (listed, checked):
        lines = [line for line in shown.splitlines() if not line.startswith("  ")]
        outside = re.sub(r"\[[^\[\]]*\]", " ", " ".join(lines))
        assert [word for word in re.findall(r"[A-Za-z]{2,}", outside)
                if word not in kept] == []
