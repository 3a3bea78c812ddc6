"""One backup file holds every game and component: checked whole, imported all or nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cli_helpers import run_soloist

from soloist.engine.chance import Chance
from soloist.engine.errors import SaveError
from soloist.engine.session import FORMAT_VERSION, Session
from soloist.engine.stand_ins import RandomStandIn
from soloist.games import find_game
from soloist.play.companion import SavedPlay
from soloist.store import Store
from soloist.store.library import Library
from soloist.store.transfer import (
    BACKUP_FORMAT,
    backup_bytes,
    checksum,
    export_backup,
    import_backup,
    read_backup,
)

GAME = "fantastic-factories"
TOKAIDO = find_game("tokaido")
#: The Automa deck of a person's copy, as their draws suggest it (not confirmed), and another.
DECK = "1 1t 1i 1ti 2 2t 2t 2t 2i 3 3 3t 3i 3i 3ti 3ti"
OTHER_DECK = "1 1 1i 1ti 2 2t 2t 2t 2i 3 3 3t 3i 3i 3ti 3ti"


def played(store: Store, seed: int, answers: int) -> SavedPlay:
    """A companion game saved answer by answer, as a person would leave it (`answers` of
    them, or fewer if the game ends first)."""
    definition = find_game(GAME)
    saved = SavedPlay.start(store, definition, dict(definition.demo_options), seed)
    return answered(saved, answers, seed)


def answered(saved: SavedPlay, answers: int, seed: int) -> SavedPlay:
    stand_in = RandomStandIn(Chance(seed))
    for _ in range(answers):
        question = saved.session.question
        if question is None:
            break
        saved.answer(stand_in.answer(question, saved.session.play))
    return saved


def log_of(store: Store, game_id: str) -> list[str]:
    record = store.load(game_id)
    return [event.text for event in Session.replay(find_game(record.game), record).log.events]


@pytest.fixture
def phone(tmp_path: Path) -> Store:
    store = Store(str(tmp_path / "phone.sqlite3"))
    played(store, seed=3, answers=12)
    played(store, seed=4, answers=5)
    store.abandon(played(store, seed=5, answers=2).game_id)
    Library(store, "tokaido", TOKAIDO).put({"automa deck": DECK})
    return store


def test_a_backup_moves_every_game_and_component_to_an_empty_database(
        phone: Store, tmp_path: Path) -> None:
    laptop = Store(str(tmp_path / "laptop.sqlite3"))
    report = import_backup(laptop, read_backup(backup_bytes(phone)))
    assert (report.games_added, report.facts_added) == (3, 1)
    for game in phone.list_games():
        assert laptop.load(game.id) == phone.load(game.id)
        assert log_of(laptop, game.id) == log_of(phone, game.id)
        assert laptop.info(game.id).status == game.status
    assert Library(laptop, "tokaido", TOKAIDO).as_mapping() == {"automa deck": DECK}
    assert export_backup(laptop)["games"] == export_backup(phone)["games"]


def test_importing_the_same_backup_again_changes_nothing(phone: Store, tmp_path: Path) -> None:
    laptop = Store(str(tmp_path / "laptop.sqlite3"))
    backup = read_backup(backup_bytes(phone))
    import_backup(laptop, backup)
    again = import_backup(laptop, backup)
    assert (again.games_added, again.games_updated, again.games_unchanged) == (0, 0, 3)
    assert (again.facts_added, again.facts_unchanged) == (0, 1)


def test_a_game_played_further_in_the_backup_is_brought_up_to_it(tmp_path: Path) -> None:
    laptop = Store(str(tmp_path / "laptop.sqlite3"))
    phone = Store(str(tmp_path / "phone.sqlite3"))
    saved = played(phone, seed=8, answers=2)
    import_backup(laptop, read_backup(backup_bytes(phone)))
    answered(saved, 2, seed=9)
    report = import_backup(laptop, read_backup(backup_bytes(phone)))
    assert report.games_updated == 1
    assert laptop.load(saved.game_id) == phone.load(saved.game_id)
    # The laptop's copy is now as far as the phone's: an older backup changes nothing.
    assert import_backup(phone, read_backup(backup_bytes(laptop))).games_unchanged == 1


def test_a_conflict_refuses_the_whole_file(phone: Store, tmp_path: Path) -> None:
    laptop = Store(str(tmp_path / "laptop.sqlite3"))
    Library(laptop, "tokaido", TOKAIDO).put({"automa deck": f"confirmed: {OTHER_DECK}"})
    before = export_backup(laptop)
    with pytest.raises(SaveError, match=r"disagree on your Automa cards.*Nothing was changed"):
        import_backup(laptop, read_backup(backup_bytes(phone)))
    assert export_backup(laptop)["games"] == before["games"] == []


def test_a_game_played_differently_in_each_place_is_refused(tmp_path: Path) -> None:
    phone = Store(str(tmp_path / "phone.sqlite3"))
    saved = played(phone, seed=8, answers=2)
    backup = json.loads(backup_bytes(phone))
    laptop = Store(str(tmp_path / "laptop.sqlite3"))
    import_backup(laptop, read_backup(json.dumps(backup)))
    answers = backup["games"][0]["answers"]
    answers[1]["text"] = "not the same answer"
    del backup["checksum"]
    backup["checksum"] = checksum(backup)
    with pytest.raises(SaveError, match=r"played differently here and in the backup \(from "
                       r"answer 2 on\)"):
        import_backup(laptop, read_backup(json.dumps(backup)))
    assert laptop.load(saved.game_id) == phone.load(saved.game_id)


@pytest.mark.parametrize(("damage", "message"), [
    (lambda text: text[: len(text) // 2], "not a Soloist backup, or it is damaged"),
    (lambda text: text.replace('"status": "abandoned"', '"status": "abandonned"'),
     "does not match its checksum"),
    (lambda text: "[1, 2, 3]", "not a Soloist backup"),
    (lambda text: text.replace('"kind": "soloist-backup"', '"kind": "something else"'),
     "not a Soloist backup"),
])
def test_a_damaged_file_is_refused_and_nothing_changes(phone: Store, tmp_path: Path,
                                                       damage: object, message: str) -> None:
    laptop = Store(str(tmp_path / "laptop.sqlite3"))
    text = backup_bytes(phone).decode()
    with pytest.raises(SaveError, match=message):
        import_backup(laptop, read_backup(damage(text)))  # type: ignore[operator]
    assert laptop.list_games() == []


def test_a_field_that_does_not_fit_is_named(phone: Store) -> None:
    backup = json.loads(backup_bytes(phone))
    backup["games"][0]["seed"] = "seven"
    del backup["checksum"]
    backup["checksum"] = checksum(backup)
    with pytest.raises(SaveError, match=r"damaged: games\.0\.seed"):
        read_backup(json.dumps(backup))


@pytest.mark.parametrize(("field", "where"), [
    ("format", None), ("database_layout", None), ("format_version", "game")])
def test_a_file_from_a_newer_soloist_is_refused(phone: Store, field: str,
                                                where: str | None) -> None:
    backup = json.loads(backup_bytes(phone))
    if where == "game":
        backup["games"][0][field] = FORMAT_VERSION + 1
    else:
        backup[field] = BACKUP_FORMAT + 5
    with pytest.raises(SaveError, match=r"made by a newer Soloist.*Update Soloist"):
        read_backup(json.dumps(backup))


def test_soloist_export_and_import_through_the_command_line(phone: Store,
                                                             tmp_path: Path) -> None:
    backup = tmp_path / "backup.json"
    exported = run_soloist("export", str(backup), database=Path(phone.location))
    assert exported.returncode == 0, exported.stderr
    assert "Wrote 3 games and 1 fact of your components" in exported.stdout
    laptop = tmp_path / "laptop.sqlite3"
    imported = run_soloist("import", str(backup), database=laptop)
    assert imported.returncode == 0, imported.stderr
    assert "3 games added" in imported.stdout
    for game in phone.list_games():
        assert Store(str(laptop)).load(game.id) == phone.load(game.id)
    backup.write_text(backup.read_text()[:-40])
    refused = run_soloist("import", str(backup), database=tmp_path / "other.sqlite3")
    assert refused.returncode == 1 and "Nothing was changed" in refused.stderr
    assert "Traceback" not in refused.stderr


def test_undo_keeps_the_deck_a_backup_brought_that_an_answer_confirmed(tmp_path: Path) -> None:
    """Issue 35 item 9, its steps: a phone's components know the Tokaido Automa deck; its
    backup is brought in on another device; a game there asks to confirm the deck, and
    the person does; they take that answer back, at once and after a restart. The deck
    stays as the backup brought it (it was emptied: the import had left no lesson)."""
    phone = Store(str(tmp_path / "phone.sqlite3"))
    Library(phone, "tokaido", TOKAIDO).put({"automa deck": DECK})
    laptop = Store(str(tmp_path / "laptop.sqlite3"))
    import_backup(laptop, read_backup(backup_bytes(phone)))
    for restart in (False, True):
        saved = SavedPlay.start(laptop, TOKAIDO, dict(TOKAIDO.demo_options), 3)
        question = saved.session.question
        assert question is not None and question.topic == "components.confirm"
        saved.answer("yes")
        assert Library(laptop, "tokaido", TOKAIDO).as_mapping() == {
            "automa deck": f"confirmed: {DECK}"}
        if restart:
            laptop.close()
            laptop = Store(str(tmp_path / "laptop.sqlite3"))
            saved = SavedPlay.load(laptop, saved.game_id)
        saved.undo()
        assert Library(laptop, "tokaido", TOKAIDO).as_mapping() == {"automa deck": DECK}


@pytest.mark.parametrize("further", ["confirmed", "counted further"])
def test_a_round_trip_where_one_side_only_confirmed_or_added_to_a_fact(
        tmp_path: Path, further: str) -> None:
    """Issue 35 item 11: the phone knows what its draws suggest of the Automa deck; the
    laptop brought it in, then confirmed it (or its draws proved more of a smaller part of
    it). Each side's backup now goes to the other: the facts agree, so each is merged as
    an answer's would be (it was refused as a disagreement)."""
    phone = Store(str(tmp_path / "phone.sqlite3"))
    part = "1 1t 2 3"
    Library(phone, "tokaido", TOKAIDO).put({"automa deck": part if further != "confirmed"
                                            else DECK})
    laptop = Store(str(tmp_path / "laptop.sqlite3"))
    import_backup(laptop, read_backup(backup_bytes(phone)))
    more = f"confirmed: {DECK}" if further == "confirmed" else "1 1t 1i 2 2t 3"
    Library(laptop, "tokaido", TOKAIDO).put({"automa deck": more})
    back = import_backup(phone, read_backup(backup_bytes(laptop)))
    assert (back.facts_added, back.facts_unchanged) == (1, 0)
    assert Library(phone, "tokaido", TOKAIDO).as_mapping() == {"automa deck": more}
    again = import_backup(laptop, read_backup(backup_bytes(phone)))
    assert (again.facts_added, again.facts_unchanged) == (0, 1)
    assert Library(laptop, "tokaido", TOKAIDO).as_mapping() == {"automa deck": more}
