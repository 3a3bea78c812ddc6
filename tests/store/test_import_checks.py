"""A backup brought in is checked as an answer is (issue 35 item 8): every game it brings is
of a game Soloist plays and replays to the status, progress and summary it claims; every
fact passes the gate an answer's fact passes; sizes, depth and numbers are bounded before
the file is parsed. A file that fails is refused with a message that says why, and nothing
changes."""

from __future__ import annotations

import copy
import json
import re
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import invoke_soloist
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from sqlalchemy import select

from soloist.engine.chance import Chance
from soloist.engine.errors import SaveError, message_of
from soloist.engine.library import FactConflict
from soloist.engine.session import Session
from soloist.engine.stand_ins import RandomStandIn
from soloist.engine.text import LONGEST_ANSWER
from soloist.games import all_games, find_game
from soloist.i18n import in_language
from soloist.play.companion import SavedPlay
from soloist.store import Store, transfer
from soloist.store.database import (
    answers,
    games,
    library_facts,
    library_lessons,
    supplied_answers,
)
from soloist.store.library import Library
from soloist.store.transfer import backup_bytes, checksum, import_backup, read_backup

TOKAIDO = find_game("tokaido")
FF = find_game("fantastic-factories")
DECK = "1 1t 1i 1ti 2 2t 2t 2t 2i 3 3 3t 3i 3i 3ti 3ti"


def play(saved: SavedPlay, count: int, seed: int) -> SavedPlay:
    """`count` random answers more (fewer if the game ends); a contradiction of the
    components is settled as "my answer is right"."""
    stand_in = RandomStandIn(Chance(seed))
    for _ in range(count):
        question = saved.session.question
        if question is None:
            break
        text = stand_in.answer(question, saved.session.play)
        try:
            saved.answer(text)
        except FactConflict as conflict:
            saved.settle(conflict, "given", text)
    return saved


def start(store: Store, game: str, count: int, seed: int) -> SavedPlay:
    definition = find_game(game)
    return play(SavedPlay.start(store, definition, dict(definition.demo_options), seed),
                count, seed)


@pytest.fixture(scope="module")
def devices(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, Any], Path]:
    """A phone's backup (a game of each kind, one finished, one abandoned, the Automa deck
    known), and a laptop's save file that brought in an earlier backup of the phone's (so
    that some games are brought up to date, some added)."""
    folder = tmp_path_factory.mktemp("devices")
    phone = Store(str(folder / "phone.sqlite3"))
    Library(phone, "tokaido", TOKAIDO).put({"automa deck": DECK})
    tokaido = start(phone, "tokaido", 4, seed=1)
    start(phone, "fantastic-factories", 400, seed=2)  # to its end
    start(phone, "marco-polo-2", 4, seed=3)
    phone.abandon(start(phone, "revive", 3, seed=4).game_id)
    laptop = folder / "laptop.sqlite3"
    brought = Store(str(laptop))
    import_backup(brought, read_backup(backup_bytes(phone)))
    brought.close()  # the file whole, its write-ahead log merged: copied by each test
    play(tokaido, 4, seed=5)
    start(phone, "fantastic-factories", 3, seed=6)
    backup = json.loads(backup_bytes(phone))
    statuses = {game["status"] for game in backup["games"]}
    assert statuses == {"playing", "finished", "abandoned"}, statuses
    return backup, laptop


def sealed(backup: dict[str, Any]) -> str:
    """The backup as a file, with its checksum made anew (as a careful forger would)."""
    content = {key: value for key, value in backup.items() if key != "checksum"}
    return json.dumps({**content, "checksum": checksum(content)})


@pytest.fixture
def laptop(devices: tuple[dict[str, Any], Path], tmp_path: Path) -> Iterator[Store]:
    copied = tmp_path / "laptop.sqlite3"
    shutil.copy(devices[1], copied)
    store = Store(str(copied))
    yield store
    store.close()


def rows(store: Store) -> list[tuple[object, ...]]:
    """Everything the database holds of games and components."""
    with store.transaction() as connection:
        return [(table.name, *row) for table in (games, answers, supplied_answers,
                                                 library_facts, library_lessons)
                for row in connection.execute(select(table))]


def refused(store: Store, text: str, match: str) -> None:
    before = rows(store)
    with pytest.raises(SaveError, match=match):
        import_backup(store, read_backup(text))
    assert rows(store) == before


def game_of(backup: dict[str, Any], kind: str, status: str = "playing") -> dict[str, Any]:
    return next(game for game in backup["games"]
                if game["game"] == kind and game["status"] == status)


def test_the_phones_backup_itself_is_brought_in(devices: tuple[dict[str, Any], Path],
                                                 laptop: Store) -> None:
    backup, _ = devices
    report = import_backup(laptop, read_backup(sealed(backup)))
    assert (report.games_added, report.games_updated, report.unchecked) == (1, 1, 0)
    for game in backup["games"]:
        record = laptop.load(game["id"])
        assert list(record.answers) == [answer["text"] for answer in game["answers"]]


def test_a_game_of_a_kind_soloist_does_not_play_is_refused(
        devices: tuple[dict[str, Any], Path], laptop: Store) -> None:
    backup = copy.deepcopy(devices[0])
    game = game_of(backup, "fantastic-factories")
    game["game"] = "chess"
    refused(laptop, sealed(backup),
            rf"game {game['id'][:10]} in this backup is of a game this Soloist does not play "
            r"\('chess'\)\. Nothing was changed\.")


@pytest.mark.parametrize("number", [1, 3])
def test_a_game_that_does_not_replay_is_refused_with_its_id_and_first_answer(
        devices: tuple[dict[str, Any], Path], laptop: Store, number: int) -> None:
    """The issue's example: a Fantastic Factories game whose first answer is `zzz`."""
    backup = copy.deepcopy(devices[0])
    game = game_of(backup, "fantastic-factories")
    game["answers"][number - 1]["text"] = "zzz"
    refused(laptop, sealed(backup),
            rf"game {game['id'][:10]} in this backup does not replay: its answer {number} "
            r"\('zzz'\) is refused \('zzz' is not a valid answer.*\)\. Nothing was changed\.")


def test_a_game_that_does_not_replay_is_refused_in_the_terminals_language(
        devices: tuple[dict[str, Any], Path], laptop: Store) -> None:
    """In en-XA no English word is left outside a bracket but the game's id and the answer
    typed."""
    backup = copy.deepcopy(devices[0])
    game = game_of(backup, "fantastic-factories")
    game["answers"][0]["text"] = "zzz"
    with pytest.raises(SaveError) as refusal:
        import_backup(laptop, read_backup(sealed(backup)))
    said = in_language("en-XA", message_of(refusal.value)).replace(game["id"][:10], " ")
    assert said.startswith("[ĝàmé ]")
    assert re.findall(r"[A-Za-z]{2,}", re.sub(r"\[[^\]]*\]", " ", said)) == ["zzz", "zzz"]


def finished(game: dict[str, Any]) -> None:
    game["status"] = "finished"


def not_finished(game: dict[str, Any]) -> None:
    game["status"] = "playing"
    game["headline"] = game["summary"] = None


def another_headline(game: dict[str, Any]) -> None:
    game["headline"] = "You won by 100 points."


def another_summary(game: dict[str, Any]) -> None:
    game["summary"] = {**game["summary"], "person_score": 999}


def another_progress(game: dict[str, Any]) -> None:
    game["progress"] = "Round 9"


@pytest.mark.parametrize(("change", "status", "match"), [
    (finished, "playing", r"says it is finished, but its answers replay to a game that is "
                          r"not over"),
    (not_finished, "finished", r"says it is playing, but its answers replay to a game that "
                               r"is over"),
    (another_headline, "finished", r"claims the result 'You won by 100 points\.', but its "
                                   r"answers replay to"),
    (another_summary, "finished", r"claims the result .*, but its answers replay to"),
    (another_progress, "playing", r"says it stands at 'Round 9', but its answers replay to"),
])
def test_a_game_whose_status_progress_or_summary_do_not_replay_is_refused(
        devices: tuple[dict[str, Any], Path], laptop: Store, change: Any, status: str,
        match: str) -> None:
    """Their stored summaries would count in `soloist stats`, their progress in lists. (The
    game comes under a new id: one the laptop holds as far already is not replayed.)"""
    backup = copy.deepcopy(devices[0])
    game = next(game for game in backup["games"] if game["status"] == status)
    game["id"] = "feedface0123456789ab"
    change(game)
    refused(laptop, sealed(backup), rf"game {game['id'][:10]} in this backup {match}")


def fact(game: str, name: str, value: str) -> dict[str, object]:
    return {"game": game, "fact": name, "value": value, "how": "told", "game_id": None,
            "number": None, "previous": None, "learned_at": "2025-05-03T10:00:00+00:00"}


@pytest.mark.parametrize(("given", "match"), [
    (fact("chess", "opening", "e4"), r"a fact of your components in this backup \('opening'\) "
                                     r"is of a game this Soloist does not play \('chess'\)"),
    (fact("tokaido", "opening", "e4"), r"a fact of your components that cannot be kept "
                                       r"\(Tokaido.*opening: .*no fact 'opening'"),
    (fact("tokaido", "difficulty deck", "a deck of 300 cards"),
     r"a fact of your components that cannot be kept \(Tokaido.*your Difficulty Level cards"),
    (fact("tokaido", "preparations: leaving first", "\x1b[2J"),
     r"cannot be kept .*no control character"),
])
def test_facts_go_through_the_gate_answers_go_through(
        devices: tuple[dict[str, Any], Path], laptop: Store, given: dict[str, object],
        match: str) -> None:
    backup = copy.deepcopy(devices[0])
    backup["library"].append(given)
    refused(laptop, sealed(backup), match)


def test_an_answer_longer_than_any_answer_is_refused(
        devices: tuple[dict[str, Any], Path], laptop: Store) -> None:
    """A 50 MB answer made a 100 MB page that crashed the phone's tab."""
    backup = copy.deepcopy(devices[0])
    game = game_of(backup, "marco-polo-2")
    game["answers"][0]["text"] = "x" * (LONGEST_ANSWER + 1)
    refused(laptop, sealed(backup),
            rf"damaged: games\.\d+\.answers\.0\.text: String should have at most "
            rf"{LONGEST_ANSWER} characters")


def nested(depth: int) -> str:
    return '{"kind": "soloist-backup", "format": 1, "games": ' + "[" * depth + "]" * depth + "}"


@pytest.mark.parametrize(("text", "match"), [
    ('{"kind": "soloist-backup", "format": 1, "games": 5, "library": []}',
     r"damaged: it holds no list of games and of facts"),
    ('{"kind": "soloist-backup", "format": 1, "seed": ' + "7" * 5000 + "}",
     r"damaged: it holds a number of more than 20 digits"),
    (nested(990), r"nested more than 32 deep"),
    (nested(100_000), r"nested more than 32 deep"),
    ('{"kind": "soloist-backup", "format": 1, "games": [], "library": [], "x": NaN}',
     r"not a Soloist backup, or it is damaged"),
])
def test_what_would_fail_a_parser_is_refused_in_words(laptop: Store, text: str,
                                                      match: str) -> None:
    """Each of these ended in a traceback (a `TypeError`, the integer conversion limit, a
    `RecursionError`)."""
    refused(laptop, text, match)


def test_a_file_larger_than_a_backup_can_be_is_refused_before_parsing(
        laptop: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(transfer, "MAX_BYTES", 1000)
    refused(laptop, nested(1) + " " * 1000, r"larger than a backup can be")


def test_the_command_line_says_why_without_a_traceback(tmp_path: Path) -> None:
    """`soloist import` of the files that ended in tracebacks, and of a game of chess."""
    for name, text in (("games", '{"kind": "soloist-backup", "format": 1, "games": 5}'),
                       ("seed", '{"kind": "soloist-backup", "seed": ' + "7" * 5000 + "}"),
                       ("deep", nested(990))):
        path = tmp_path / f"{name}.json"
        path.write_text(text)
        done = invoke_soloist("import", str(path), database=tmp_path / "saves.sqlite3")
        assert done.returncode == 1, (name, done.stderr)
        assert done.stderr.startswith("Error: this backup is damaged"), (name, done.stderr)
        assert "Traceback" not in done.stderr


def test_a_game_saved_under_an_older_rules_version_is_kept_unchecked(
        devices: tuple[dict[str, Any], Path], laptop: Store) -> None:
    """It cannot be replayed here (an update keeps old games: their showing is another
    matter): it is kept as saved, and the report says so. A newer one is refused."""
    backup = copy.deepcopy(devices[0])
    game = game_of(backup, "fantastic-factories", "finished")
    game["id"] = "0123456789abcdef0123"
    game["rules_version"] = FF.rules_version - 1
    report = import_backup(laptop, read_backup(sealed(backup)))
    assert report.unchecked == 1
    assert "(1 game kept as saved, without replaying it here" in report.sentence()
    assert laptop.info(game["id"]).summary == game["summary"]
    game["id"] = "1123456789abcdef0123"
    game["rules_version"] = FF.rules_version + 1
    refused(laptop, sealed(backup), r"made by a newer Soloist \(Fantastic Factories.* rules "
                                    rf"version {FF.rules_version + 1}")


def test_a_game_that_reads_a_file_this_device_lacks_is_kept_unchecked(tmp_path: Path) -> None:
    """A game played with the person's own cards file: it replays where the file is, and
    is kept as saved where it is not (a phone)."""
    cards = tmp_path / "my-cards.toml"
    shutil.copy(Path(sys.modules[type(FF).__module__].__file__ or "").parent / "data"
                / "cards.toml", cards)
    computer = Store(str(tmp_path / "computer.sqlite3"))
    play(SavedPlay.start(computer, FF, {**FF.demo_options, "cards": str(cards)}, 7), 3, 7)
    data = backup_bytes(computer)
    here = import_backup(Store(str(tmp_path / "here.sqlite3")), read_backup(data))
    assert (here.games_added, here.unchecked) == (1, 0)
    cards.unlink()
    phone = import_backup(Store(str(tmp_path / "phone.sqlite3")), read_backup(data))
    assert (phone.games_added, phone.unchecked) == (1, 1)


# -- any change to a valid backup: imported whole and replaying, or refused -----------------

Mutation = tuple[str, int, int, Any]
TEXTS = st.sampled_from(["", "zzz", "1", "yes", "no", "production", "utility", "training",
                         "special", "Beijing", "3", "0", "-1", "x" * 200])
VALUES = st.one_of(st.none(), st.booleans(), st.integers(-2, 10**6), TEXTS,
                   st.just([]), st.just({}), st.floats(allow_nan=False))


def mutations() -> st.SearchStrategy[Mutation]:
    """One change: what (a game's answer text, answers cut or doubled, a field of a game, of
    a fact, or of the file), which game or fact (an index, wrapped), where, and to what."""
    return st.tuples(
        st.sampled_from(["answer", "answer from elsewhere", "cut", "double", "game field",
                         "fact field", "file field", "drop field", "copy", "drop game",
                         "moment", "moment", "copy", "drop game"]),
        st.integers(0, 50), st.integers(0, 400), st.one_of(VALUES, TEXTS))


GAME_FIELDS = ["id", "game", "rules_version", "format_version", "options", "seed", "status",
               "headline", "summary", "progress", "supplied", "created_at"]
FACT_FIELDS = ["game", "fact", "value", "how", "learned_at"]
FILE_FIELDS = ["kind", "format", "soloist", "database_layout", "made_at", "games", "library"]


def mutate(backup: dict[str, Any], mutation: Mutation) -> None:
    kind, which, where, value = mutation
    if kind == "file field":
        backup[FILE_FIELDS[where % len(FILE_FIELDS)]] = value
        return
    facts = backup["library"] if isinstance(backup["library"], list) else []
    if kind == "fact field":
        if facts and isinstance(facts[which % len(facts)], dict):
            facts[which % len(facts)][FACT_FIELDS[where % len(FACT_FIELDS)]] = value
        return
    played = backup["games"] if isinstance(backup["games"], list) else []
    game = played[which % len(played)] if played else None
    if not isinstance(game, dict):
        return
    said = game.get("answers")
    said = said if isinstance(said, list) else []
    if kind == "answer" and said:
        said[where % len(said)]["text"] = value if isinstance(value, str) else str(value)
    elif kind == "answer from elsewhere" and said:
        other = played[(which + 1) % len(played)].get("answers") or said
        said[where % len(said)]["text"] = other[where % len(other)]["text"]
    elif kind == "cut":
        del said[len(said) - 1 - where % (len(said) + 1):]
    elif kind == "double" and said:
        said.append({**said[-1], "number": len(said) + 1})
    elif kind == "game field":
        game[GAME_FIELDS[where % len(GAME_FIELDS)]] = value
    elif kind == "drop field":
        game.pop(GAME_FIELDS[where % len(GAME_FIELDS)], None)
    elif kind == "copy":  # the same game again under a new id
        played.append({**copy.deepcopy(game), "id": f"{where:04x}{which:016x}"})
    elif kind == "drop game":
        played.remove(game)
    elif kind == "moment":  # when it was played: no part of its record
        game[["created_at", "updated_at"][where % 2]] = f"2024-0{1 + which % 9}-11T10:00:00Z"


@settings(deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                HealthCheck.too_slow])
@given(changes=st.lists(mutations(), min_size=1, max_size=3),
       seal=st.sampled_from([True, True, True, False]))
def test_a_changed_backup_is_imported_whole_and_replays_or_refused_with_nothing_changed(
        devices: tuple[dict[str, Any], Path], tmp_path_factory: pytest.TempPathFactory,
        changes: list[Mutation], seal: bool) -> None:
    """Each example: the phone's backup with one to three changes (its checksum made anew,
    mostly), brought in on the laptop. Either the import raises `SaveError` and the
    database holds exactly what it held, or every game of the file is there with the
    file's answers (or more, played here), replays, and is stored with the status and
    summary its replay gives; and every fact of the file is known and readable."""
    backup = copy.deepcopy(devices[0])
    for change in changes:
        mutate(backup, change)
    text = sealed(backup) if seal else json.dumps(backup)
    copied = tmp_path_factory.mktemp("laptop") / "laptop.sqlite3"
    shutil.copy(devices[1], copied)
    store = Store(str(copied))
    try:
        before = rows(store)
        try:
            report = import_backup(store, read_backup(text))
        except SaveError as error:
            event("refused: " + " ".join(str(error).split()[:4]))
            assert rows(store) == before
            return
        event("imported")
        assert report.unchecked == 0 or any(
            game["rules_version"] < find_game(game["game"]).rules_version
            for game in backup["games"])
        for game in backup["games"]:
            record = store.load(game["id"])
            texts = [answer["text"] for answer in game["answers"]]
            assert list(record.answers[:len(texts)]) == texts
            definition = find_game(record.game)
            if record.rules_version != definition.rules_version:
                continue
            session = Session.replay(definition, record)
            saved = store.info(game["id"])
            result = session.result
            assert saved.is_finished == (result is not None)
            if result is not None:
                assert saved.headline == result.headline()
                assert saved.summary == json.loads(json.dumps(result.summary()))
        for known in backup["library"]:
            definition = find_game(known["game"])
            assert Library(store, definition.name, definition).known(known["fact"]) is not None
    finally:
        store.close()


def test_every_game_of_soloist_is_in_the_phones_backup(
        devices: tuple[dict[str, Any], Path]) -> None:
    """The changes above meet a game of each kind Soloist plays."""
    assert {game["game"] for game in devices[0]["games"]} == {
        definition.name for definition in all_games()}
