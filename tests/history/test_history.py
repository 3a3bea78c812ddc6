"""A person's own history: statistics per level, the next level to try, and exports."""

from __future__ import annotations

import csv
import json
from dataclasses import replace
from pathlib import Path
from urllib.parse import unquote

import pytest
from history_helpers import prepare_history

from soloist.games import find_game
from soloist.history import load_history
from soloist.history.export import bgstats_document, write_bgstats, write_csv, write_links
from soloist.history.stats import game_stats, suggest
from soloist.i18n import in_language
from soloist.store import Store

FF = find_game("fantastic-factories")

# Medium: L L W L W L W W (improving at the end), then easy: W W W W, then medium again: W W
PLAYED = [("medium", o) for o in ("loss", "loss", "win", "loss", "win", "loss", "win", "win")]
PLAYED += [("easy", "win")] * 4 + [("medium", "tie"), ("medium", "win")]


@pytest.fixture(scope="module")
def history_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("history") / "saves.sqlite3"
    prepare_history(path, PLAYED)
    return path


def test_the_history_holds_finished_games_only_oldest_first(history_db: Path) -> None:
    plays = load_history(Store(str(history_db)))
    assert len(plays) == len(PLAYED)
    assert [(p.level, p.outcome) for p in plays] == PLAYED
    first = plays[0]
    assert first.title == "Fantastic Factories: The Machine"
    assert first.level_label == "Medium (3 cards, recommended)"
    assert first.automa_name == "The Machine"
    assert first.person_score == first.automa_score - 5  # type: ignore[operator]
    assert plays[-2].person_score == plays[-2].automa_score  # the tie


def test_stats_per_level_with_form_and_trend(history_db: Path) -> None:
    (entry,) = game_stats(load_history(Store(str(history_db))))
    assert entry.games == 14
    easy, medium = entry.levels  # in the game's order: easy before medium
    assert (easy.level, easy.games, easy.count("win"), easy.trend) == (
        "easy", 4, 4, "too few games")
    assert (medium.games, medium.count("win"), medium.count("tie"), medium.count("loss")) == (
        10, 5, 1, 4)
    assert medium.form == "LLWLWLWWTW"
    # the last 5 at medium (L W W T W): 60% won, against 2 of 5 before: +20 points
    assert medium.trend == "improving"
    assert round(medium.win.low, 3) == 0.237 and round(medium.win.high, 3) == 0.763


def test_the_last_results_and_the_trend_are_said_in_a_language(history_db: Path) -> None:
    """In German the letters are those of its "W-T-L" (S-U-N), and the trend a word."""
    (entry,) = game_stats(load_history(Store(str(history_db))))
    easy, medium = entry.levels
    assert in_language("de", medium.form) == "NNSNSNSSUS"
    assert in_language("de", medium.trend) == "steigend"
    assert in_language("de", easy.trend) == "zu wenige Partien"
    steady = replace(medium, plays=medium.plays[2:])  # W L W | L W W T W: 60% won against 67%
    assert (steady.trend, in_language("fr", steady.trend)) == ("steady", "stable")


def test_the_level_to_play_comes_from_the_level_finder(history_db: Path) -> None:
    """The level finder reads every game's margin (5 points either way here) and level."""
    plays = load_history(Store(str(history_db)))
    advice = suggest(FF, plays)
    assert advice.estimate is not None and advice.estimate.games == 14
    assert advice.level == advice.estimate.level
    assert advice.reason.endswith("sure, from your 14 games")
    assert advice.move in ("up", "down", "stay")
    assert suggest(FF, []).move == "start" and suggest(FF, []).level == "medium"
    # Wins by far at the hardest level: stay there; losses by far at the easiest: stay too.
    winning = [replace(plays[0], level="very-hard", outcome="win", person_score=60.0,
                       automa_score=20.0)] * 5
    assert suggest(FF, winning).level == "very-hard"
    losing = [replace(plays[0], level="easy", outcome="loss", person_score=5.0,
                      automa_score=40.0)] * 5
    assert suggest(FF, losing).level == "easy"


def test_games_with_an_automa_variant_are_left_out(history_db: Path) -> None:
    plays = load_history(Store(str(history_db)))
    varied = [replace(play, options={**play.options, "variant": "work phase lower only"})
              for play in plays]
    assert suggest(FF, varied).move == "start"
    assert suggest(FF, varied + plays[:3]).estimate.games == 3  # type: ignore[union-attr]


def test_an_empty_history_has_no_stats_and_exports_empty_files(tmp_path: Path) -> None:
    store = Store(str(tmp_path / "empty.sqlite3"))
    plays = load_history(store)
    assert plays == [] and game_stats(plays) == []
    write_csv(plays, tmp_path / "h.csv")
    with (tmp_path / "h.csv").open() as handle:
        assert list(csv.reader(handle)) == [[
            "id", "game", "title", "level", "level_label", "outcome", "person_won",
            "person_score", "automa", "automa_score", "started_at", "finished_at", "answers",
            "headline", "options"]]
    document = bgstats_document(plays, "Ada")
    assert document["plays"] == [] and document["games"] == []
    assert document["players"] == [{"id": 1, "uuid": document["players"][0]["uuid"],  # type: ignore[index]
                                    "name": "Ada", "isAnonymous": False,
                                    "modificationDate": document["players"][0][  # type: ignore[index]
                                        "modificationDate"]}]
    write_links(plays, tmp_path / "links.html", "Ada")
    assert "0 finished games" in (tmp_path / "links.html").read_text()


def test_the_csv_export_has_a_row_per_finished_game(history_db: Path, tmp_path: Path) -> None:
    plays = load_history(Store(str(history_db)))
    assert write_csv(plays, tmp_path / "h.csv") == 14
    with (tmp_path / "h.csv").open() as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 14
    assert rows[0]["level"] == "medium" and rows[0]["outcome"] == "loss"
    assert rows[0]["finished_at"] == "2024-03-01T19:30:00+00:00"
    assert int(rows[0]["machine_score"]) == int(rows[0]["automa_score"])
    assert json.loads(rows[0]["options"])["difficulty"] == "medium"
    assert rows[-2]["outcome"] == "tie" and rows[-2]["person_won"] == "0"


def test_the_bgstats_export(history_db: Path, tmp_path: Path) -> None:
    plays = load_history(Store(str(history_db)))
    path = tmp_path / "bgstats.json"
    assert write_bgstats(plays, path, "Ada") == 14
    document = json.loads(path.read_text())
    assert set(document) == {"userInfo", "games", "players", "locations", "plays"}
    (game,) = document["games"]
    assert game["name"] == "Fantastic Factories" and game["highestWins"] is True
    me, machine = document["players"]
    assert (me["name"], machine["name"]) == ("Ada", "The Machine")
    assert document["userInfo"] == {"meRefId": me["id"]}
    first = document["plays"][0]
    assert first["gameRefId"] == game["id"] and first["locationRefId"] == 1
    assert first["board"] == "The Machine: Medium (3 cards, recommended)"
    assert len(first["playDate"]) == 19  # YYYY-MM-DD HH:MM:SS
    person, automa = first["playerScores"]
    assert person["playerRefId"] == me["id"] and automa["playerRefId"] == machine["id"]
    assert (person["winner"], automa["winner"], person["rank"], automa["rank"]) == (
        False, True, 2, 1)
    assert int(person["score"]) == int(automa["score"]) - 5
    tie = document["plays"][-2]["playerScores"]
    assert [s["winner"] for s in tie] == [False, False] and [s["rank"] for s in tie] == [1, 1]
    # the same history exports the same plays (stable ids: re-importing adds nothing)
    again = bgstats_document(plays, "Ada")
    assert [p["uuid"] for p in again["plays"]] == [p["uuid"] for p in document["plays"]]  # type: ignore[index]
    assert len({p["uuid"] for p in document["plays"]}) == 14


def test_the_bgstats_links_use_the_documented_play_format(history_db: Path,
                                                          tmp_path: Path) -> None:
    plays = load_history(Store(str(history_db)))
    write_links(plays, tmp_path / "links.html", "Ada")
    page = (tmp_path / "links.html").read_text()
    links = [unquote(part.split('"')[0]) for part in
             page.split('href="https://app.bgstatsapp.com/createPlay.html?data=')[1:]]
    assert len(links) == 14
    data = json.loads(links[0].replace("&quot;", '"').replace("&amp;", "&"))
    assert data["sourceName"] == "Soloist" and data["game"]["name"] == "Fantastic Factories"
    assert [p["name"] for p in data["players"]] == ["Ada", "The Machine"]
    assert data["players"][1]["winner"] is True
