"""The balance lab through the real `soloist` command: report, resumable runs, stand-ins
from files, a person's stats and exports.

`stats` and `export` run in this process (`invoke_soloist`); `report` and `simulate` run the
real command (the compiled build's, when built)."""

from __future__ import annotations

import csv
import json
import os
import re
import signal
import subprocess
import time
from pathlib import Path

from cli_helpers import as_at_a_terminal, invoke_soloist, run_soloist, soloist_executable
from history_helpers import play_any_game_to_the_end, prepare_history

from soloist.games import all_games, find_game
from soloist.sim import runner
from soloist.store import Store

POLICY = '''
class TakeRightmost:
    """Takes the right-most market blueprint; never triggers the end; scores 20."""

    name = "rightmost"

    def __init__(self, chance):
        pass

    def answer(self, question, play):
        if question.topic == "person.market-action":
            return str(len(question.context["market"]))
        if question.topic == "person.triggered-end":
            return "no"
        return "20"
'''


def test_report_writes_one_self_contained_html_file(database: Path, tmp_path: Path) -> None:
    out = tmp_path / "ff.html"
    done = run_soloist("report", "fantastic-factories", "--games", "150", "--seed", "4",
                       "--workers", "2", "--out", str(out), database=database)
    assert done.returncode == 0, done.stderr
    assert "600 games, 150 per cell, seed 4, on 2 local worker processes" in done.stdout
    html = out.read_text()
    for section in ("summary", "ladder", "win-rate", "automa-score", "components",
                    "game-length", "parameters", "reproduce", "method"):
        assert f'id="{section}"' in html
    assert ("soloist report fantastic-factories --seed 4 --games 150 --difficulty all "
            "--stand-in steady --out " + str(out)) in html
    assert 'src="http' not in html and "<script" not in html


def test_report_refuses_bad_requests_with_a_message(database: Path, tmp_path: Path) -> None:
    # (an unknown stand-in and a results file of another kind are refused the same way:
    # tests/sim/test_stand_in_files.py and tests/sim/test_results.py)
    for args, message in (
        (["--by", "colour"], "--by colour: fantastic-factories has no option 'colour'"),
        (["--games", "10", "--precision", "0.5"], "give --games or --precision, not both"),
        (["--out", str(tmp_path / "nowhere" / "r.html")], "does not exist"),
    ):
        done = run_soloist("report", "fantastic-factories", *args, database=database)
        assert done.returncode == 1, args
        assert message in done.stderr, (args, done.stderr)
        assert "Traceback" not in done.stderr


def test_simulate_with_ones_own_stand_in_from_a_file(database: Path, tmp_path: Path) -> None:
    policy = tmp_path / "policy.py"
    policy.write_text(POLICY)
    done = run_soloist("simulate", "fantastic-factories", "--games", "40", "--seed", "2",
                       "--stand-in", f"{policy}:TakeRightmost", "--json", database=database)
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert summary["stand_in"] == f"{policy}:TakeRightmost"
    assert "Takes the right-most market blueprint" in summary["stand_in_description"]
    assert summary["levels"]["medium"]["person_score"]["mean"] == 20
    broken = tmp_path / "broken.py"
    broken.write_text("class Policy:\n    def answer(self, question, play):\n"
                      "        return 'nonsense'\n    def __init__(self, chance):\n"
                      "        pass\n")
    refused = run_soloist("simulate", "fantastic-factories", "--games", "5", "--stand-in",
                          f"{broken}:Policy", database=database)
    assert refused.returncode == 1
    assert "it answered 'nonsense' to 'person.market-action'" in refused.stderr
    assert "Traceback" not in refused.stderr


def start(args: list[str], database: Path) -> subprocess.Popen[str]:
    env = {**os.environ, "SOLOIST_DB": str(database), "NO_COLOR": "1", "TERM": "dumb"}
    return subprocess.Popen([soloist_executable(), *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env,
                            start_new_session=True, preexec_fn=as_at_a_terminal)


def wait_for_rows(path: Path, rows: int, process: subprocess.Popen[str]) -> None:
    deadline = time.monotonic() + 600  # a guard against a hung run, not a measure
    while time.monotonic() < deadline:
        if path.exists() and path.read_text().count("\n") > rows:
            return
        assert process.poll() is None, "the run ended before it could be interrupted"
        time.sleep(0.02)
    raise AssertionError("no rows appeared")


def test_a_killed_run_resumes_where_it_stopped(database: Path, tmp_path: Path) -> None:
    results = tmp_path / "games.csv"
    args = ["simulate", "fantastic-factories", "--games", "2000", "--difficulty", "easy,hard",
            "--seed", "6", "--workers", "1", "--quiet", "--json", "--results", str(results)]
    process = start(args, database)
    wait_for_rows(results, 500, process)
    os.killpg(process.pid, signal.SIGKILL)  # as hard as a power cut: no cleanup at all
    process.wait()
    kept = results.read_text().count("\n") - 1
    assert 500 <= kept < 4000
    resumed = run_soloist(*args, database=database)
    assert resumed.returncode == 0, resumed.stderr
    summary = json.loads(resumed.stdout)
    assert summary["resumed"] >= 500
    # the resumed file is the file an uninterrupted run writes
    whole = tmp_path / "whole.csv"
    plan = runner.make_plan(find_game("fantastic-factories"), games=2000, seed=6,
                            levels=["easy", "hard"])
    runner.run(plan, workers=2, results=whole)
    assert results.read_bytes() == whole.read_bytes()


def test_ctrl_c_stops_a_parallel_run_cleanly_and_it_resumes(database: Path,
                                                           tmp_path: Path) -> None:
    results = tmp_path / "games.parquet"
    out = tmp_path / "report.html"
    args = ["report", "fantastic-factories", "--games", "1500", "--seed", "8", "--workers",
            "2", "--results", str(results), "--out", str(out)]
    process = start(args, database)
    parts = tmp_path / "games.parquet.parts"
    deadline = time.monotonic() + 600  # a guard against a hung run, not a measure
    while not (parts.exists() and len(list(parts.glob("part-*.parquet"))) >= 2):
        assert time.monotonic() < deadline and process.poll() is None
        time.sleep(0.02)
    os.killpg(process.pid, signal.SIGINT)
    _, stderr = process.communicate(timeout=60)
    assert process.returncode != 0 and "Traceback" not in stderr, stderr
    assert not out.exists()
    done = run_soloist(*args, database=database)
    assert done.returncode == 0, done.stderr
    assert "read back from" in done.stdout
    assert out.exists() and not parts.exists()


def test_stats_and_exports_on_an_empty_history(database: Path, tmp_path: Path) -> None:
    shown = invoke_soloist("stats", database=database)
    assert shown.returncode == 0 and "No finished games yet" in shown.stdout
    assert json.loads(invoke_soloist("stats", "--json", database=database).stdout) == []
    exported = invoke_soloist("export", "--csv", str(tmp_path / "h.csv"), "--bgstats",
                           str(tmp_path / "b.json"), database=database)
    assert exported.returncode == 0, exported.stderr
    assert "Wrote 0 finished games" in exported.stdout
    assert (tmp_path / "h.csv").read_text().startswith("id,game,title,level")
    assert json.loads((tmp_path / "b.json").read_text())["plays"] == []
    nothing = invoke_soloist("export", database=database)
    assert nothing.returncode == 2 and "give --csv FILE" in nothing.stderr


def test_stats_and_exports_on_a_prepared_history(database: Path, tmp_path: Path) -> None:
    played = [("easy", "win"), ("easy", "win"), ("easy", "win"), ("medium", "loss"),
              ("medium", "win"), ("medium", "loss"), ("medium", "loss")]
    prepare_history(database, played)
    shown = invoke_soloist("stats", database=database)
    assert shown.returncode == 0, shown.stderr
    out = shown.stdout
    assert "Fantastic Factories: The Machine: 7 finished games, 57% won." in out
    assert "Easy (2 cards)" in out and "WWW" in out and "LWLL" in out
    # the level finder: won by 5 at easy, lost three of four by 5 at medium
    assert re.search(r"Play next: (Easy \(2 cards\)|Medium \(3 cards, recommended\)) — you "
                     r"would win about \d+% of games there \(aiming at about 50%\); \d+% "
                     "sure, from your 7 games", " ".join(out.split()))
    data = json.loads(invoke_soloist("stats", "fantastic-factories", "--json", "--target",
                                  "60%", database=database).stdout)
    (game,) = data
    assert [level["level"] for level in game["levels"]] == ["easy", "medium"]
    assert game["levels"][1]["form"] == "LWLL"
    finder = game["suggestion"]["level_finder"]
    assert finder["games"] == 7 and finder["target"] == 0.6
    chances = finder["chances"]
    assert game["suggestion"]["level"] == min(chances, key=lambda level: abs(chances[level]
                                                                             - 0.6))
    exported = invoke_soloist("export", "--csv", str(tmp_path / "h.csv"), "--bgstats",
                           str(tmp_path / "b.json"), "--bgstats-links",
                           str(tmp_path / "l.html"), "--player", "Ada", "--game",
                           "Fantastic Factories", database=database)
    assert exported.returncode == 0, exported.stderr
    assert exported.stdout.count("Wrote 7 finished games") == 3
    with (tmp_path / "h.csv").open() as handle:
        assert [row["outcome"] for row in csv.DictReader(handle)] == [o for _, o in played]
    document = json.loads((tmp_path / "b.json").read_text())
    assert len(document["plays"]) == 7 and document["players"][0]["name"] == "Ada"
    assert (tmp_path / "l.html").read_text().count("createPlay.html?data=") == 7


def test_stats_for_an_unknown_game_is_an_error(database: Path) -> None:
    unknown = invoke_soloist("stats", "--game", "monopoly", database=database)
    assert unknown.returncode == 1 and "unknown game 'monopoly'" in unknown.stderr


def test_stats_and_exports_on_finished_games_of_every_game(database: Path,
                                                           tmp_path: Path) -> None:
    """A finished game of each registered game (and each way to play it), then `soloist
    stats` and `soloist export` read them the same way: the difficulty level where the game
    has one, the automa's score where it has one, a row and a play per game."""
    store = Store(str(database))
    played = [("fantastic-factories", {"difficulty": "hard"}),
              ("fantastic-factories", {"digital": True}), ("tokaido", {"level": 6}),
              ("tokaido", {"digital": True}), ("marco-polo-2", {"level": "l2"}),
              ("revive", {}), ("revive", {"sample": True})]
    ids = [play_any_game_to_the_end(store, name, options, seed=7 + number)
           for number, (name, options) in enumerate(played)]
    store.close()
    shown = invoke_soloist("stats", database=database)
    assert shown.returncode == 0 and "Traceback" not in shown.stderr, shown.stderr
    for definition in all_games():
        assert f"{definition.title}: " in shown.stdout
    assert "No level to suggest: this game has no difficulty levels." in shown.stdout
    data = {entry["game"]: entry for entry in json.loads(
        invoke_soloist("stats", "--json", database=database).stdout)}
    assert [level["level"] for level in data["fantastic-factories"]["levels"]] == [
        "medium", "hard"]
    assert [level["level"] for level in data["tokaido"]["levels"]] == ["4", "6"]
    assert [level["label"] for level in data["marco-polo-2"]["levels"]] == ["L2"]
    assert [level["level"] for level in data["revive"]["levels"]] == [None]
    assert data["revive"]["suggestion"]["move"] == "none"
    # the level finder reads every game with levels (Tokaido's label a bare number: "Level")
    assert [data[name]["suggestion"]["level_finder"]["games"] for name in (
        "fantastic-factories", "tokaido", "marco-polo-2")] == [2, 2, 1]
    assert data["tokaido"]["suggestion"]["label"].startswith("Level ")
    for name in ("fantastic-factories", "tokaido", "marco-polo-2"):
        assert all(level["mean_automa_score"] is not None for level in data[name]["levels"])
    assert data["revive"]["levels"][0]["mean_automa_score"] is None  # it scores no points
    exported = invoke_soloist("export", "--csv", str(tmp_path / "h.csv"), "--bgstats",
                           str(tmp_path / "b.json"), "--bgstats-links",
                           str(tmp_path / "l.html"), database=database)
    assert exported.returncode == 0, exported.stderr
    assert exported.stdout.count("Wrote 7 finished games") == 3
    with (tmp_path / "h.csv").open() as handle:
        rows = list(csv.DictReader(handle))
    assert sorted(row["id"] for row in rows) == sorted(ids)
    tokaido = next(row for row in rows if row["game"] == "tokaido" and row["level"] == "6")
    assert tokaido["automa_score"] == tokaido["automa_best_score"]  # the Automa to beat
    document = json.loads((tmp_path / "b.json").read_text())
    assert sorted(game["name"] for game in document["games"]) == [
        "Fantastic Factories", "Marco Polo II", "Revive", "Tokaido"]
    assert {player["name"] for player in document["players"]} == {
        "Me", "The Machine", "The two Automas", "The Mautoma"}
    assert len(document["plays"]) == 7
    assert (tmp_path / "l.html").read_text().count("createPlay.html?data=") == 7


def test_a_report_by_character_and_the_notes_through_the_command(database: Path,
                                                                 tmp_path: Path) -> None:
    out = tmp_path / "mp2.html"
    done = run_soloist("report", "marco-polo-2", "--games", "20", "--seed", "2", "--workers",
                       "1", "--out", str(out), database=database)
    assert done.returncode == 0, done.stderr
    assert "120 games, 20 per cell" in done.stdout  # 3 levels x 2 characters of the sample
    html = out.read_text()
    assert "<h3>character Navigator</h3>" in html and "<h3>character Trader</h3>" in html
    assert "is FICTIONAL" in html
    assert ("soloist report marco-polo-2 --seed 2 --games 20 --level all --stand-in occupier "
            f"--out {out}") in html
    one = run_soloist("report", "marco-polo-2", "--games", "10", "--seed", "2", "--workers",
                      "1", "--by", "none", "--level", "l1", "--character", "Trader", "--out",
                      str(out), database=database)
    assert one.returncode == 0, one.stderr
    assert "10 games, 10 per cell" in one.stdout
    unknown = run_soloist("report", "marco-polo-2", "--games", "5", "--by", "character",
                          "--character", "Pirate", "--out", str(out), database=database)
    assert unknown.returncode == 1 and "'Pirate' has no L1 Skill card" in unknown.stderr
    assert "Traceback" not in unknown.stderr
    # `soloist simulate` prints the same notes.
    simulated = run_soloist("simulate", "revive", "--games", "3", "--seed", "1", "--workers",
                            "1", "--quiet", database=database)
    assert simulated.returncode == 0, simulated.stderr
    assert "Note: The Mautoma board and the map played on are FICTIONAL" in " ".join(
        simulated.stdout.split())
