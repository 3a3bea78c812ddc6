"""No game lost to an update (issue 35, item 3): every game keeps what shows it, whatever rules
later read it, and a game saved under older rules goes on under today's, from where they agree.

Each test saves games of all four games, on SQLite and on PostgreSQL, then changes the rules
as an update would: a new rules version alone (today's rules replay every answer: the game
goes on), or a new version whose rules ask a new question, or take a new step, from some
question on (the game says where, and goes on from the answers both versions agree on as a
new game, the old one kept as it was played).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from rule_changes import (
    NEW_QUESTION,
    NEW_STEP,
    a_new_question,
    a_new_step,
    answer_some,
    changed_from,
    new_version,
)

from soloist.engine.errors import SaveError
from soloist.engine.tableview import final_table_of, table_lines
from soloist.games import find_game, game_names
from soloist.history import load_history
from soloist.play.companion import SavedPlay
from soloist.play.updates import RulesChanged, kept_view
from soloist.store import Store
from soloist.store.transfer import backup_bytes, checksum, export_backup, import_backup, read_backup

GAMES = game_names()
#: The question at which today's rules start to differ, in the tests that change a rule.
AT = 7


@pytest.fixture
def store(save_location: str) -> Iterator[Store]:
    opened = Store(save_location)
    yield opened
    opened.close()


def played(store: Store, name: str, answers: int = 14, seed: int = 3) -> SavedPlay:
    saved = SavedPlay.start(store, find_game(name), {}, seed)
    answer_some(saved, answers, seed)
    return saved


def kept_texts(store: Store, game_id: str) -> list[str]:
    events = store.kept(game_id).events
    assert events is not None, "the game's whole log is kept"
    return [event.text for _, event in events]


def shown_table(saved: SavedPlay) -> list[str]:
    session = saved.session
    view = final_table_of(session.play, session.question,
                          session.result.summary() if session.result else None)
    assert view is not None
    return table_lines(view)


@pytest.mark.parametrize("name", GAMES)
def test_every_answer_keeps_the_log_and_table_as_played(store: Store, name: str) -> None:
    saved = played(store, name)
    assert kept_texts(store, saved.game_id) == saved.session.log.texts()
    kept = store.kept(saved.game_id)
    assert kept.table is not None and kept.table["lines"] == shown_table(saved)
    assert kept.labels == saved.session.answer_labels
    saved.undo()
    assert kept_texts(store, saved.game_id) == saved.session.log.texts()[:saved.logged]
    answer_some(saved, 2, seed=9)
    assert kept_texts(store, saved.game_id) == saved.session.log.texts()


@pytest.mark.parametrize("name", GAMES)
def test_a_game_today_s_rules_replay_in_full_goes_on(
        store: Store, name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    saved = played(store, name)
    before = saved.definition.rules_version
    today = new_version(monkeypatch, saved.definition)
    again = SavedPlay.load(store, saved.game_id)  # no RulesChanged: every answer agrees
    assert again.saved_rules == before and store.load(saved.game_id).rules_version == before
    assert again.session.answers[:len(saved.session.answers)] == saved.session.answers
    answer_some(again, 2, seed=5)
    assert store.load(saved.game_id).rules_version == today  # it plays under today's now
    assert kept_texts(store, saved.game_id) == again.session.log.texts()


@pytest.mark.parametrize("name", GAMES)
def test_a_new_question_stops_the_game_there_and_it_goes_on_as_a_new_game(
        store: Store, name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    saved = played(store, name)
    record, log = store.load(saved.game_id), saved.session.log.texts()
    labels = saved.session.answer_labels
    today = changed_from(monkeypatch, saved.definition, AT, a_new_question)
    with pytest.raises(RulesChanged) as raised:
        SavedPlay.load(store, saved.game_id)
    changed = raised.value
    crossing, divergence = changed.crossing, changed.crossing.divergence
    assert divergence is not None and crossing.compared
    assert (divergence.number, divergence.answer, divergence.question) == (
        AT, labels[AT - 1], NEW_QUESTION)  # where, the answer stored, the question now asked
    assert crossing.agreed == AT - 1 and changed.can_go_on
    assert f"The rules now differ at answer {AT} (“{labels[AT - 1]}”)" in str(changed)
    view = kept_view(changed)  # shown as it was played
    assert [event.text for event in view.events] == log and not view.replayed

    going_on = SavedPlay.go_on(store, changed)
    assert going_on.session.answers[:AT - 1] == list(record.answers[:AT - 1])
    question = going_on.session.question
    assert question is not None and question.prompt == NEW_QUESTION
    assert store.load(going_on.game_id).rules_version == today
    assert store.load(saved.game_id) == record  # the old game, as it was played
    old = store.info(saved.game_id)
    assert old.continued_as == going_on.game_id and old.status == "abandoned"
    going_on.answer("north")
    answer_some(going_on, 3, seed=4)
    assert kept_texts(store, going_on.game_id) == going_on.session.log.texts()
    with pytest.raises(RulesChanged) as again:  # it cannot go on twice
        SavedPlay.load(store, saved.game_id)
    assert not again.value.can_go_on and f"goes on as game {going_on.game_id}" in str(
        again.value)


@pytest.mark.parametrize("name", GAMES)
def test_a_new_step_of_the_game_stops_it_after_the_answer_before_it(
        store: Store, name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    saved = played(store, name)
    labels = saved.session.answer_labels
    changed_from(monkeypatch, saved.definition, AT, a_new_step)
    with pytest.raises(RulesChanged) as raised:
        SavedPlay.load(store, saved.game_id)
    crossing = raised.value.crossing
    divergence = crossing.divergence
    assert divergence is not None and divergence.number == AT - 1
    assert divergence.answer == labels[AT - 2] and crossing.agreed == AT - 2
    assert f"the log now says “{NEW_STEP}” where it said" in divergence.reason \
        or f"the log now also says “{NEW_STEP}”" in divergence.reason
    record = store.load(saved.game_id)
    going_on = SavedPlay.go_on(store, raised.value)
    # The answers that agree (and what Soloist then supplies from your components).
    assert going_on.session.answers[:AT - 2] == list(record.answers[:AT - 2])
    assert store.load(saved.game_id) == record


def test_a_real_rule_change_the_machine_reads_its_green_die_otherwise(
        store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    # Fantastic Factories: from its second turn on, the Machine reads its green die as
    # 7 minus the die. The game agrees up to the answer that sets off that turn.
    from soloist.games.fantastic_factories import rules

    saved = played(store, "fantastic-factories", answers=20)
    original, turns = rules.machine_turn, []

    def machine_turn(machine: object, table: object, dice: object, log: object) -> object:
        turns.append(1)
        if len(turns) >= 2:
            dice = dice._replace(green=7 - dice.green)  # type: ignore[attr-defined]
        return original(machine, table, dice, log)  # type: ignore[arg-type]

    monkeypatch.setattr(rules, "machine_turn", machine_turn)
    new_version(monkeypatch, saved.definition)
    with pytest.raises(RulesChanged) as raised:
        SavedPlay.load(store, saved.game_id)
    divergence = raised.value.crossing.divergence
    assert divergence is not None and "The Machine rolls" in divergence.reason
    assert raised.value.crossing.agreed >= 1


def test_a_real_rule_change_the_machine_starts_with_fewer_blueprints(
        store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    from soloist.games.fantastic_factories import rules

    saved = played(store, "fantastic-factories")
    monkeypatch.setitem(rules.STARTING_CARDS, "medium", 2)
    new_version(monkeypatch, saved.definition)
    with pytest.raises(RulesChanged) as raised:
        SavedPlay.load(store, saved.game_id)
    changed = raised.value
    assert changed.crossing.agreed == 0 and changed.crossing.divergence is not None
    assert changed.crossing.divergence.sentence().startswith(
        "Today's rules set this game up differently")
    going_on = SavedPlay.go_on(store, changed)  # from the start, as today's rules set it up
    assert going_on.session.answers == []


@pytest.mark.parametrize("name", GAMES)
def test_a_game_saved_before_logs_were_kept_gets_its_log_when_loaded(
        store: Store, name: str) -> None:
    saved = played(store, name, answers=6)
    game_id = store.create(saved.session.record)  # as an older Soloist stored it: no log
    assert not store.log_is_whole(game_id) and store.kept(game_id).events is None
    loaded = SavedPlay.load(store, game_id)
    assert store.log_is_whole(game_id)
    assert kept_texts(store, game_id) == loaded.session.log.texts()[:loaded.logged]


@pytest.mark.parametrize("name", GAMES)
def test_an_older_game_without_a_log_is_compared_by_its_answers_and_shown_replayed(
        store: Store, name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    saved = played(store, name)
    game_id = store.create(saved.session.record)  # no log kept
    changed_from(monkeypatch, saved.definition, AT, a_new_question)
    with pytest.raises(RulesChanged) as raised:
        SavedPlay.load(store, game_id)
    changed = raised.value
    assert not changed.crossing.compared and changed.crossing.agreed == AT - 1
    assert "saved before Soloist kept each game's log" in str(changed)
    view = kept_view(changed)
    assert view.replayed and view.events  # today's replay of the answers that agree


def test_a_finished_game_of_older_rules_is_shown_and_still_counted(
        store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    saved = played(store, "tokaido", answers=400)
    assert saved.session.result is not None
    headline = saved.session.result.headline()
    assert [play.id for play in load_history(store)] == [saved.game_id]
    changed_from(monkeypatch, saved.definition, AT, a_new_step)
    with pytest.raises(RulesChanged) as raised:
        SavedPlay.load(store, saved.game_id)
    changed = raised.value
    assert not changed.can_go_on  # finished: shown, not played on
    view = kept_view(changed)
    assert view.headline == headline and view.table == shown_table(saved)
    assert [event.text for event in view.events] == saved.session.log.texts()
    assert [play.id for play in load_history(store)] == [saved.game_id]  # stats count it
    assert store.info(saved.game_id).rules_version < saved.definition.rules_version


def test_undo_of_a_game_today_s_rules_replay_in_full_notes_today_s_version(
        store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    saved = played(store, "revive")
    today = new_version(monkeypatch, saved.definition)
    again = SavedPlay.load(store, saved.game_id)
    again.undo()
    assert store.load(saved.game_id).rules_version == today
    assert kept_texts(store, saved.game_id) == again.session.log.texts()[:again.logged]


def test_a_database_before_logs_were_kept_is_brought_up_to_date(store: Store) -> None:
    # The columns and table added for kept logs: a database without them gets them, on SQLite
    # and PostgreSQL alike, and its games are shown.
    saved = played(store, "marco-polo-2", answers=4)
    with store.engine.begin() as connection:
        connection.exec_driver_sql("DROP TABLE game_log")
        for table, column in (("games", "last_table"), ("games", "logged"),
                              ("games", "continued_as"), ("answers", "label")):
            connection.exec_driver_sql(f"ALTER TABLE {table} DROP COLUMN {column}")
    store.close()
    reopened = Store(store.location)
    try:
        again = SavedPlay.load(reopened, saved.game_id)
        assert kept_texts(reopened, saved.game_id) == again.session.log.texts()[:again.logged]
    finally:
        reopened.close()


def moved(store: Store, tmp_path: Path, edit: object = None) -> Store:
    """Another device, with `store`'s backup brought in (`edit` changes the file first, its
    checksum made again)."""
    payload = json.loads(backup_bytes(store))
    if callable(edit):
        edit(payload)
        payload["checksum"] = checksum({k: v for k, v in payload.items() if k != "checksum"})
    elsewhere = Store(str(tmp_path / "elsewhere.sqlite3"))
    import_backup(elsewhere, read_backup(json.dumps(payload)))
    return elsewhere


@pytest.mark.parametrize("name", GAMES)
def test_a_backup_carries_the_log_so_an_older_rules_game_moved_elsewhere_shows_as_played(
        store: Store, name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    saved = played(store, name)
    log, labels, table = saved.session.log.texts(), saved.session.answer_labels, \
        shown_table(saved)
    elsewhere = moved(store, tmp_path)
    try:
        assert export_backup(elsewhere)["games"] == export_backup(store)["games"]
        changed_from(monkeypatch, saved.definition, AT, a_new_question)
        with pytest.raises(RulesChanged) as raised:
            SavedPlay.load(elsewhere, saved.game_id)
        changed = raised.value
        assert changed.crossing.compared  # against the log it was played with, not replayed
        divergence = changed.crossing.divergence
        assert divergence is not None and divergence.answer == labels[AT - 1]
        view = kept_view(changed)
        assert [event.text for event in view.events] == log and not view.replayed
        assert view.table == table
        going_on = SavedPlay.go_on(elsewhere, changed)
        assert elsewhere.info(saved.game_id).continued_as == going_on.game_id
    finally:
        elsewhere.close()


def test_a_backup_written_before_logs_travelled_is_still_read(
        store: Store, tmp_path: Path) -> None:
    saved = played(store, "marco-polo-2", answers=8)

    def format_1(payload: dict[str, object]) -> None:
        payload["format"] = 1
        for game in payload["games"]:  # type: ignore[attr-defined]
            for field in ("log", "table", "continued_as"):
                del game[field]
            for answer in game["answers"]:
                answer.pop("label", None)

    elsewhere = moved(store, tmp_path, format_1)
    try:
        assert not elsewhere.log_is_whole(saved.game_id)  # as a game before logs were kept
        loaded = SavedPlay.load(elsewhere, saved.game_id)  # gets it while its rules are today's
        assert kept_texts(elsewhere, saved.game_id) == loaded.session.log.texts()
    finally:
        elsewhere.close()


def test_a_log_brought_in_that_today_s_rules_do_not_log_is_replaced_by_theirs(
        store: Store, tmp_path: Path) -> None:
    saved = played(store, "tokaido", answers=8)

    def shortened(payload: dict[str, object]) -> None:
        payload["games"][0]["log"].pop()  # type: ignore[index]

    elsewhere = moved(store, tmp_path, shortened)
    try:
        SavedPlay.load(elsewhere, saved.game_id)
        assert kept_texts(elsewhere, saved.game_id) == saved.session.log.texts()
    finally:
        elsewhere.close()


@pytest.mark.parametrize(("damage", "says"), [
    (lambda log: log.reverse(), "is out of order"),
    (lambda log: log[-1].update(answer=10_000), "is out of order"),
    (lambda log: log[0].update(template="{nowhere}"), "cannot be read"),
    (lambda log: log[0].update(template="{v:>999999999}", fields={"v": 1}), "cannot be read"),
], ids=["reversed", "after the last answer", "a value it lacks", "a width of a gigabyte"])
def test_a_backup_with_a_damaged_log_is_refused_and_nothing_changes(
        store: Store, tmp_path: Path, damage: object, says: str) -> None:
    played(store, "revive", answers=6)

    def damaged(payload: dict[str, object]) -> None:
        damage(payload["games"][0]["log"])  # type: ignore[index, operator]

    with pytest.raises(SaveError, match=f"event [0-9]+ of the log of game [0-9a-f]+ in this "
                                         f"backup {says}"):
        moved(store, tmp_path, damaged)
    elsewhere = Store(str(tmp_path / "elsewhere.sqlite3"))
    try:
        assert elsewhere.list_games() == []
    finally:
        elsewhere.close()
