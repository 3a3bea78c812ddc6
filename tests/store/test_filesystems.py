"""A save file on a read-only disk, and on a full one (issue 25 item 9).

Real filesystems, not imitations: each test runs in a mount namespace of its own (`unshare
--map-root-user --mount`, which needs no root), on a small tmpfs mounted there, remounted
read-only or filled to the last free kilobytes. Nothing is mounted outside the namespace."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

from cli_helpers import soloist_executable


def in_a_small_filesystem(tmp_path: Path, script: str, size: str = "1m"
                          ) -> subprocess.CompletedProcess[str]:
    """Run the bash `script` with a tmpfs of `size` at $DISK, $SOLOIST set to the command
    and $PY to this Python."""
    unshare = shutil.which("unshare")
    assert unshare, "these tests need unshare (util-linux)"
    disk = tmp_path / "disk"
    disk.mkdir()
    env = {"PATH": "/usr/bin:/bin:/usr/sbin:/sbin", "DISK": str(disk), "PY": sys.executable,
           "SOLOIST": soloist_executable(), "SOLOIST_DB": str(disk / "saves.sqlite3"),
           "NO_COLOR": "1", "TERM": "dumb", "COLUMNS": "200", "HOME": str(tmp_path)}
    whole = f"set -e\nmount -t tmpfs -o size={size} tmpfs \"$DISK\"\n{script}"
    done = subprocess.run([unshare, "--map-root-user", "--mount", "bash", "-c", whole],
                          capture_output=True, text=True, env=env, timeout=300, check=False)
    assert "mount:" not in done.stderr and "unshare:" not in done.stderr, done.stderr
    return done


START_A_GAME = """
from soloist.games import find_game
from soloist.play.companion import SavedPlay
from soloist.store import Store
game = find_game("fantastic-factories")
saved = SavedPlay.start(Store(), game, game.parse_options({}), seed=3)
saved.answer(saved.session.question.choices[0].key)
print(saved.game_id)
"""


def test_a_save_file_on_a_read_only_disk_can_still_be_read(tmp_path: Path) -> None:
    done = in_a_small_filesystem(tmp_path, f"""
"$PY" -c '{START_A_GAME}' > "$DISK/../id"
mount -o remount,ro "$DISK"
echo "== games"; "$SOLOIST" games --json
echo "== show"; "$SOLOIST" show "$(cat "$DISK/../id")"
echo "== play"; "$SOLOIST" play fantastic-factories < /dev/null || echo "exit $?"
""")
    assert done.returncode == 0, done.stderr
    game_id = (tmp_path / "id").read_text().strip()
    listed, shown, played = done.stdout.split("== ")[1:]
    [game] = json.loads(listed.removeprefix("games"))
    assert game["id"] == game_id and game["answers"] == 1 and game["damage"] is None
    assert "Waiting for:" in shown
    assert "Traceback" not in done.stderr
    assert played.strip() == "play\nexit 1"
    assert ("saves.sqlite3 cannot be written here (a read-only disk or folder): its games can "
            "be listed and shown, not played on or changed.") in done.stderr


#: What an older Soloist left: no lessons kept per fact, no progress note in the games list,
#: no log kept per game (nor the table, nor each answer's words).
MAKE_IT_OLDER = """
import sqlite3, os
with sqlite3.connect(os.environ["SOLOIST_DB"]) as db:
    db.execute("DROP TABLE library_lessons")
    db.execute("DROP TABLE game_log")
    for table, column in (("games", "progress"), ("games", "last_table"), ("games", "logged"),
                          ("games", "continued_as"), ("answers", "label")):
        db.execute(f"ALTER TABLE {table} DROP COLUMN {column}")
db.close()
"""


def test_an_older_soloists_save_file_on_a_read_only_disk_can_still_be_read(
        tmp_path: Path) -> None:
    """Its layout is brought up to date in a copy in memory; the file is not changed."""
    done = in_a_small_filesystem(tmp_path, f"""
"$PY" -c '{START_A_GAME}' > "$DISK/../id"
"$PY" -c '{MAKE_IT_OLDER}'
sha256sum "$SOLOIST_DB" > "$DISK/../before"
mount -o remount,ro "$DISK"
echo "== games"; "$SOLOIST" games --json
echo "== show"; "$SOLOIST" show "$(cat "$DISK/../id")"
echo "== components"; "$SOLOIST" components list
echo "== play"; "$SOLOIST" play fantastic-factories < /dev/null || echo "exit $?"
sha256sum "$SOLOIST_DB" | cmp - "$DISK/../before" && echo "== unchanged"
""")
    assert done.returncode == 0, done.stderr
    game_id = (tmp_path / "id").read_text().strip()
    listed, shown, components, played, unchanged = done.stdout.split("== ")[1:]
    [game] = json.loads(listed.removeprefix("games"))
    assert game["id"] == game_id and game["answers"] == 1 and game["damage"] is None
    assert "Waiting for:" in shown
    assert "Fantastic Factories" in components
    assert "Traceback" not in done.stderr
    assert played.strip() == "play\nexit 1"
    assert "cannot be written here (a read-only disk or folder)" in done.stderr
    assert "older Soloist" not in done.stderr
    assert unchanged.strip() == "unchanged"


FILL_THE_DISK = """
import json, os, sys
from pathlib import Path
from soloist.engine.errors import SaveError
from soloist.games import find_game
from soloist.play.companion import SavedPlay
from soloist.store import Store
disk = Path(os.environ["DISK"])
store = Store()
game = find_game("fantastic-factories")
started, refused = 0, []
for room in range(24):  # leave 0, 1, 2, ... 23 KiB free, then start a game
    filler = disk / "filler"
    filler.unlink(missing_ok=True)
    free = os.statvfs(disk).f_bavail * os.statvfs(disk).f_frsize
    filler.write_bytes(bytes(max(0, free - room * 1024)))
    try:
        SavedPlay.start(store, game, game.parse_options({}), seed=room)
        started += 1
    except SaveError as error:
        refused.append(str(error))
filler.unlink()
print(json.dumps({"started": started, "refused": refused,
                  "stored": [g.answer_count for g in Store().list_games()]}))
"""


def test_a_full_disk_leaves_no_empty_game_behind(tmp_path: Path) -> None:
    """A game is stored whole or not at all: for every amount of free space, the games
    stored are exactly the ones whose start succeeded."""
    done = in_a_small_filesystem(tmp_path, f"\"$PY\" -c '{FILL_THE_DISK}'")
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    assert found["refused"] and found["started"]  # the sweep crosses the edge of the disk
    assert len(found["stored"]) == found["started"]
    assert set(found["refused"]) == {
        f"the disk holding the save database {tmp_path}/disk/saves.sqlite3 is full: nothing "
        "was saved. Free some space and try again."}


FILL_IT = """
import os
from pathlib import Path
disk = Path(os.environ["DISK"])
room = os.statvfs(disk)
(disk / "filler").write_bytes(bytes(room.f_bavail * room.f_frsize - int(os.environ["LEAVE"])))
"""


def test_at_0_bytes_free_commands_say_the_disk_is_full(tmp_path: Path) -> None:
    """Issue 35 item 11. Every command said "disk I/O error" (SQLite could not even make the
    shared memory it reads its log through). Now the games are listed and shown, as on a
    read-only disk; playing says the disk is full; and `export` to that disk says so and
    leaves no half-written hidden file behind (at 0 bytes free, and with 4 KiB: a part of
    the backup written)."""
    done = in_a_small_filesystem(tmp_path, f"""
for seed in 1 2 3 4; do "$PY" -c '{START_A_GAME}' > "$DISK/../id"; done
LEAVE=0 "$PY" -c '{FILL_IT}'
echo "== games"; "$SOLOIST" games --json
echo "== show"; "$SOLOIST" show "$(cat "$DISK/../id")"
echo "== play"; "$SOLOIST" play fantastic-factories < /dev/null || echo "exit $?"
echo "== export"; "$SOLOIST" export "$DISK/backup.json" || echo "exit $?"
echo "== left"; ls -A "$DISK"
rm "$DISK/filler"; LEAVE=4096 "$PY" -c '{FILL_IT}'
echo "== export"; "$SOLOIST" export "$DISK/backup.json" || echo "exit $?"
echo "== left"; ls -A "$DISK"
""")
    assert done.returncode == 0, done.stderr
    listed, shown, played, exported, left, exported_again, left_again = \
        done.stdout.split("== ")[1:]
    assert len(json.loads(listed.removeprefix("games"))) == 4
    assert "Waiting for:" in shown
    assert played.strip() == "play\nexit 1"
    assert exported.strip() == exported_again.strip() == "export\nexit 1"
    disk = f"{tmp_path}/disk"
    errors = " ".join(done.stderr.split())
    assert errors == (
        f"Error: the disk holding the save database {disk}/saves.sqlite3 is full: its games "
        "can be listed and shown, not played on or changed. Free some space and try again. "
        f"Error: cannot write {disk}/backup.json: the disk is full. Nothing was written; "
        "free some space and try again. "
        f"Error: cannot write {disk}/backup.json: the disk is full. Nothing was written; "
        "free some space and try again.")
    for files in (left, left_again):
        assert [name for name in files.split()[1:] if not name.startswith("saves.sqlite3")
                ] == ["filler"]
