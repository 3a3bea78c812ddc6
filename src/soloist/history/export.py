"""`soloist export`: the finished games as CSV, and for BG Stats.

**CSV**: one row per finished game, the oldest first: the fixed columns below, then every
figure of the games' result summaries (a column per name; empty where a game has none).

**BG Stats** (the "Board Game Stats" app): its makers document one import format in public,
the JSON of a single play that a ``createPlay`` link opens in the app ("Push plays to BG
Stats from other apps or websites", bgstatsapp.com). A file of many plays is read by the
app in the shape of its own export file (``games``, ``players``, ``locations`` and
``plays`` with ``playerScores``, each linked by ``…RefId``), whose schema the makers have
not published. So:

- ``--bgstats FILE`` writes that export-file shape, with the field names and meanings
  the public play format documents (``playDate`` as ``YYYY-MM-DD HH:MM:SS``,
  ``highestWins``, ``noPoints``, a player's ``score``, ``winner``, ``rank``,
  ``startPlayer``) and the layout BG Stats' export files have (as read by public
  community tools). Assumptions: the play date is the local time the game ended; the
  duration is not known (0); scores are written as text, as BG Stats' export files hold
  them; the game is matched by name (no BoardGameGeek id is sent); ids are stable, so
  exporting again gives the same plays.
- ``--bgstats-links FILE`` writes an HTML page with one documented ``createPlay`` link per
  game: opened on a phone with BG Stats installed, each link opens the app's import
  dialog for that play.
"""

from __future__ import annotations

import csv
import json
import uuid
from collections.abc import Sequence
from datetime import datetime
from html import escape
from pathlib import Path
from urllib.parse import quote

from soloist import __version__
from soloist.engine.text import visible
from soloist.history.plays import HistoryPlay, base_game_name, definition_of

FIXED_COLUMNS = (
    "id", "game", "title", "level", "level_label", "outcome", "person_won", "person_score",
    "automa", "automa_score", "started_at", "finished_at", "answers", "headline", "options",
)
#: Ids made from Soloist's own: the same game always gets the same BG Stats uuid.
NAMESPACE = uuid.uuid5(uuid.NAMESPACE_DNS, "soloist.invalid")
SOURCE_NAME = "Soloist"
CREATE_PLAY = "https://app.bgstatsapp.com/createPlay.html?data="


def write_csv(plays: Sequence[HistoryPlay], path: Path) -> int:
    extra: list[str] = []
    for play in plays:
        for key in play.summary:
            if key not in FIXED_COLUMNS and key not in extra:
                extra.append(key)
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow([*FIXED_COLUMNS, *extra])
        for play in plays:
            writer.writerow([
                play.id, play.game, play.title, play.level or "", play.level_label,
                play.outcome, int(play.won), _text(play.person_score), play.automa_name,
                _text(play.automa_score), play.started.isoformat(), play.finished.isoformat(),
                play.answers, play.headline, json.dumps(dict(play.options), sort_keys=True),
                *(_text(play.summary.get(key)) for key in extra),
            ])
    return len(plays)


def _text(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def play_date(moment: datetime) -> str:
    """BG Stats' date form, in this computer's local time."""
    return moment.astimezone().strftime("%Y-%m-%d %H:%M:%S")


def _uuid(*parts: str) -> str:
    return str(uuid.uuid5(NAMESPACE, "/".join(parts))).upper()


def board_of(play: HistoryPlay) -> str:
    """What BG Stats calls the board or variant: the automa and its level."""
    if play.level is None:
        return play.automa_name
    return f"{play.automa_name}: {play.level_label or play.level}"


def comments_of(play: HistoryPlay) -> str:
    return f"{play.headline} (Soloist game {play.id})".strip()


def ranks(play: HistoryPlay) -> tuple[int, int]:
    """The person's rank and the automa's: a tie shares first place."""
    if play.outcome == "win":
        return 1, 2
    if play.outcome == "loss":
        return 2, 1
    return 1, 1


def bgstats_document(plays: Sequence[HistoryPlay], player_name: str) -> dict[str, object]:
    """The plays in the shape of a BG Stats export file (see the module's notes)."""
    me, now = 1, play_date(datetime.now().astimezone())
    games: dict[str, dict[str, object]] = {}
    players: dict[str, dict[str, object]] = {player_name: {
        "id": me, "uuid": _uuid("player", "me"), "name": player_name, "isAnonymous": False,
        "modificationDate": now}}
    location = {"id": 1, "uuid": _uuid("location"), "name": SOURCE_NAME,
                "modificationDate": now}
    documented = []
    for play in plays:
        name = base_game_name(definition_of(play.game), play.game)
        game = games.setdefault(name, {
            "id": len(games) + 1, "uuid": _uuid("game", play.game), "name": name,
            "highestWins": True, "noPoints": False, "cooperative": False,
            "usesTeams": False, "modificationDate": now})
        automa = players.setdefault(play.automa_name, {
            "id": len(players) + 1, "uuid": _uuid("player", play.automa_name),
            "name": play.automa_name, "isAnonymous": False, "modificationDate": now})
        person_rank, automa_rank = ranks(play)
        scores = [
            {"playerRefId": me, "score": _text(play.person_score), "winner": play.won,
             "newPlayer": False, "startPlayer": True, "rank": person_rank, "role": "",
             "seatOrder": 1},
            {"playerRefId": automa["id"], "score": _text(play.automa_score),
             "winner": play.outcome == "loss", "newPlayer": False, "startPlayer": False,
             "rank": automa_rank, "role": "", "seatOrder": 2},
        ]
        documented.append({
            "uuid": _uuid("play", play.id), "gameRefId": game["id"], "locationRefId": 1,
            "playDate": play_date(play.finished), "entryDate": play_date(play.finished),
            "modificationDate": play_date(play.finished), "durationMin": 0, "rounds": 0,
            "ignored": False, "manualWinner": False, "usesTeams": False,
            "board": board_of(play), "comments": comments_of(play), "playerScores": scores,
        })
    return {
        "userInfo": {"meRefId": me},
        "games": list(games.values()),
        "players": list(players.values()),
        "locations": [location],
        "plays": documented,
    }


def write_bgstats(plays: Sequence[HistoryPlay], path: Path, player_name: str) -> int:
    document = bgstats_document(plays, player_name)
    path.write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n",
                    encoding="utf-8")
    return len(plays)


def create_play(play: HistoryPlay, player_name: str) -> dict[str, object]:
    """One play in BG Stats' documented ``createPlay`` format."""
    person_rank, automa_rank = ranks(play)
    return {
        "sourceName": SOURCE_NAME,
        "sourcePlayId": play.id,
        "playDate": play_date(play.finished),
        "durationMin": 0,
        "location": SOURCE_NAME,
        "board": board_of(play),
        "comments": comments_of(play),
        "game": {"name": base_game_name(definition_of(play.game), play.game),
                 "sourceGameId": play.game, "highestWins": True, "noPoints": False},
        "players": [
            {"name": player_name, "sourcePlayerId": "me", "score": play.person_score,
             "winner": play.won, "rank": person_rank, "startPlayer": True, "role": ""},
            {"name": play.automa_name, "sourcePlayerId": f"automa:{play.game}",
             "score": play.automa_score, "winner": play.outcome == "loss",
             "rank": automa_rank, "startPlayer": False, "role": ""},
        ],
    }


def link_of(play: HistoryPlay, player_name: str) -> str:
    data = json.dumps(create_play(play, player_name), separators=(",", ":"),
                      ensure_ascii=False)
    return CREATE_PLAY + quote(data, safe="")


def write_links(plays: Sequence[HistoryPlay], path: Path, player_name: str) -> int:
    items = "\n".join(
        f'<li><a href="{escape(link_of(play, player_name))}">{escape(play.title)}, '
        f"{escape(play.level_label or '')}: {escape(play.headline)}</a> "
        f"<small>{escape(play_date(play.finished))}</small></li>" for play in plays)
    path.write_text(visible(  # the one output escape, as every page
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\""
        " content=\"width=device-width, initial-scale=1\">"
        f"<title>Soloist plays for BG Stats</title></head><body>\n"
        f"<h1>Soloist plays for BG Stats</h1>\n<p>{len(plays)} finished game"
        f"{'s' if len(plays) != 1 else ''}. Open this page on the phone or tablet where BG "
        "Stats is installed and tap a game: BG Stats opens its import dialog for that play."
        f"</p>\n<ol>\n{items}\n</ol>\n<p><small>Soloist {__version__}</small></p>"
        "</body></html>\n", "html"), encoding="utf-8")
    return len(plays)
