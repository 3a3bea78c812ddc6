"""The compiled build plays exactly the games of the pure-Python rules.

`./scripts/build-compiled.sh` compiles the hot Tokaido and engine modules with mypyc into
`build/compiled` (see `soloist.compiled`); the pure package stays the reference. Here the
same seeded games (360 Tokaido games: every combination of level, variant of digital play
and automa variant six times over, log on; and 60 Fantastic Factories games, which run through the
compiled engine modules) are played in two processes, one on each package, and the digests
of their results and logs compared; and a run of simulation on two worker processes, whose
results cross processes by pickle.

The build is made here when it is missing or out of date (a minute or three, once), except
in CI (`CI` set) and under `./scripts/test.sh` (which builds it first and sets
`SOLOIST_COMPILED_REQUIRED`): there a missing or stale build is a failure.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TOKAIDO_GAMES = 360
FF_GAMES = 60


#: Automa variants (issue 33), every other game in turn: the compiled rules read them too.
AUTOMA_VARIANTS = (None, "tie-break most spaces", None, "card 3t twice; temple rank zero",
                   None, "souvenir weight 1; item points 2; card 1 left out")


def tokaido_options(game: int) -> dict[str, object]:
    """Game `game`'s options: every level, the base game and each variant digital play
    models in turn, and the automa's variants."""
    return {"digital": True, "simulated": True, "level": 1 + game % 4,
            "initiation": game % 5 == 1, "return_trip": game % 5 == 2,
            "gastronomy": game % 5 == 3,
            "variant": AUTOMA_VARIANTS[game % len(AUTOMA_VARIANTS)]}


def play_all() -> dict[str, object]:
    """The digests of the games, played in this process (run on one package or the
    other), with the files its modules came from."""
    from soloist import compiled
    from soloist.engine.autoplay import play_out
    from soloist.engine.log import Log
    from soloist.games import find_game
    from soloist.sim import runner
    from soloist.sim.backends import LocalBackend

    digests: dict[str, str] = {}
    for name, games, options_of, stand_ins in (
            ("tokaido", TOKAIDO_GAMES, tokaido_options, ("random", "greedy")),
            ("fantastic-factories", FF_GAMES, lambda game: {}, ("random",))):
        definition = find_game(name)
        digest = hashlib.sha256()
        for game in range(games):
            options = definition.parse_options(options_of(game))
            stand_in = definition.stand_in(stand_ins[game % len(stand_ins)])
            log = Log()
            result = play_out(definition, options, game, stand_in, log=log)
            digest.update(json.dumps([result.headline(), result.summary(), log.to_json()],
                                     sort_keys=True).encode())
        digests[name] = digest.hexdigest()
    plan = runner.make_plan(find_game("tokaido"), games=60, seed=7, levels="all")
    rows = runner.run(plan, backend=LocalBackend(2), batch_size=40)
    digests["simulation on two workers"] = hashlib.sha256(
        json.dumps(rows, sort_keys=True, default=str).encode()).hexdigest()
    # (A module the games played did not import, such as a game's component files, is
    # imported here: which file it comes from is what is compared.)
    modules = {module: importlib.import_module(
        "soloist." + module.removesuffix(".py").replace("/", ".")).__file__
        for module in compiled.MODULES}
    return {"digests": digests, "compiled": compiled.in_use(), "modules": modules}


def start_on(package: Path) -> subprocess.Popen[str]:
    """`play_all` in a new process, on the package in folder `package`."""
    environment = {key: value for key, value in os.environ.items()
                   if key not in ("PYTHONPATH", "SOLOIST_PURE")}
    environment["PYTHONPATH"] = str(package)
    return subprocess.Popen([sys.executable, __file__], env=environment, cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def answer_of(process: subprocess.Popen[str]) -> dict[str, object]:
    out, err = process.communicate()
    assert process.returncode == 0, err
    answer: dict[str, object] = json.loads(out)
    return answer


def compiled_build() -> Path:
    """The fresh compiled build, made now if it is missing or stale (not in CI)."""
    from soloist import compiled

    folder, why = compiled.fresh_build()
    required = (os.environ.get("CI", "") not in ("", "0", "false")
                or os.environ.get("SOLOIST_COMPILED_REQUIRED", "") not in ("", "0"))
    if folder is None and required:
        raise AssertionError(f"CI runs without the compiled build: {why}. "
                             "./scripts/test.sh builds it (./scripts/build-compiled.sh).")
    if folder is None:
        built = subprocess.run([str(ROOT / "scripts" / "build-compiled.sh")], cwd=ROOT,
                               capture_output=True, text=True, check=False)
        assert built.returncode == 0, built.stderr
        folder, why = compiled.fresh_build()
    assert folder is not None, why
    return folder


def test_the_compiled_build_plays_the_same_games_and_logs_as_the_pure_rules() -> None:
    fast_process = start_on(compiled_build())
    pure_process = start_on(ROOT / "src")  # both at once
    pure, fast = answer_of(pure_process), answer_of(fast_process)
    assert pure["compiled"] is False and fast["compiled"] is True
    pure_files = pure["modules"]
    fast_files = fast["modules"]
    assert isinstance(pure_files, dict) and isinstance(fast_files, dict)
    assert all(str(path).endswith(".py") for path in pure_files.values())
    assert all(str(path).endswith(".so") for path in fast_files.values()), fast_files
    assert fast["digests"] == pure["digests"]


def simulate(**environment: str) -> list[str]:
    """The lines `soloist simulate tokaido` prints for 20 games, in a new process."""
    everything = {key: value for key, value in os.environ.items()
                  if key not in ("PYTHONPATH", "SOLOIST_PURE")}
    done = subprocess.run([sys.executable, "-m", "soloist", "simulate", "tokaido",
                           "--games", "20", "--seed", "3", "--workers", "1", "-q"],
                          env=everything | environment, cwd=ROOT, capture_output=True,
                          text=True, check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


def test_simulate_runs_on_the_fresh_compiled_build_and_says_which_rules_ran() -> None:
    compiled_build()
    fast = simulate()
    pure = simulate(SOLOIST_PURE="1")
    assert fast[0] == "Played by the compiled build of the rules (the same games, faster)."
    assert pure[0] == "Played by the pure-Python rules (asked for)."
    # The same games: the same tables (the line with the speed aside).
    assert [line for line in fast[1:] if "games/s" not in line] == \
        [line for line in pure[1:] if "games/s" not in line]


def test_a_missing_or_stale_build_leaves_the_pure_rules_to_run(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from soloist import compiled

    monkeypatch.delenv("SOLOIST_PURE", raising=False)
    monkeypatch.setattr(compiled, "build_folder", lambda: tmp_path)
    assert compiled.fresh_build() == (None, "the pure-Python rules (no compiled build)")
    (tmp_path / "soloist").mkdir()
    stamp = tmp_path / "soloist" / compiled.STAMP
    stamp.write_text("a digest of other sources\n")
    assert compiled.fresh_build() == (
        None, "the pure-Python rules (the compiled build is out of date: build it again)")
    compiled.run_compiled(["-c", "raise SystemExit(1)"])  # returns: nothing to run on
    stamp.write_text(compiled.sources_digest(ROOT / "src" / "soloist") + "\n")
    assert compiled.fresh_build() == (tmp_path, compiled.COMPILED)
    monkeypatch.setenv("SOLOIST_PURE", "1")
    assert compiled.fresh_build() == (None, "the pure-Python rules (asked for)")


def test_the_digest_of_the_sources_changes_with_any_file(tmp_path: Path) -> None:
    from soloist.compiled import sources_digest

    (tmp_path / "rules.py").write_text("A = 1\n")
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "cards.toml").write_text("x = 1\n")
    before = sources_digest(tmp_path)
    (tmp_path / "__pycache__").mkdir()
    (tmp_path / "__pycache__" / "rules.pyc").write_bytes(b"cache")
    (tmp_path / "rules.cpython-311-x86_64-linux-gnu.so").write_bytes(b"compiled")
    assert sources_digest(tmp_path) == before  # caches and compiled modules aside
    (tmp_path / "data" / "cards.toml").write_text("x = 2\n")
    assert sources_digest(tmp_path) != before


if __name__ == "__main__":
    print(json.dumps(play_all()))


def test_a_report_says_which_rules_played_its_games(tmp_path: Path) -> None:
    compiled_build()
    everything = {key: value for key, value in os.environ.items()
                  if key not in ("PYTHONPATH", "SOLOIST_PURE")}
    for environment, words in (({}, "The compiled build of the rules (the same games, "
                                    "faster)"),
                               ({"SOLOIST_PURE": "1"}, "The pure-Python rules (asked for)")):
        out = tmp_path / "report.html"
        done = subprocess.run([sys.executable, "-m", "soloist", "report", "tokaido",
                               "--games", "4", "--seed", "3", "--workers", "1", "-q",
                               "--out", str(out)],
                              env=everything | environment | {
                                  "SOLOIST_DB": str(tmp_path / "saves.sqlite3")},
                              cwd=ROOT, capture_output=True, text=True, check=False)
        assert done.returncode == 0, done.stderr
        html = out.read_text(encoding="utf-8")
        assert f"<dt>Rules</dt><dd>{words}</dd>" in html
