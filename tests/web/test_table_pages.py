"""The game app's pages through the test client (a browser without JavaScript): the result's
colour and words for a win, a tie and a loss; the list of games with options, progress, last
played, abandon and delete; no server path in a message; the manifest; one history entry
per game with HTMX."""

from __future__ import annotations

import re
from html import unescape

from ff_helpers import companion_answers
from starlette.testclient import TestClient
from web_helpers import answer, csrf_of, hidden, page_of, saved_ff_game, start_game

from soloist.store import Store
from soloist.web.present import public


def at_the_final_score(store: Store) -> tuple[str, int]:
    game_id = saved_ff_game(store, companion_answers(),
                            lambda question: question.topic == "person.final-score")
    session_page = store.load(game_id)
    assert session_page.answers
    from soloist.play.companion import SavedPlay

    machine = SavedPlay.load(store, game_id).session.question.context["machine_score"]  # type: ignore[union-attr]
    assert isinstance(machine, int)
    return game_id, machine


def result_of(client: TestClient, game_id: str, score: int) -> str:
    done = answer(client, game_id, str(score))
    assert done.status_code == 303  # type: ignore[attr-defined]
    return page_of(client, game_id)


def test_the_result_says_win_tie_or_loss_in_words_and_colour(client: TestClient,
                                                               store: Store) -> None:
    for delta, kind, word in ((1, "win", "You win"), (0, "tie", "A tie"), (-1, "loss",
                                                                            "You lose")):
        game_id, machine = at_the_final_score(store)
        page = result_of(client, game_id, machine + delta)
        assert f'class="result outcome-{kind}"' in page
        assert re.search(rf'class="badge"><span aria-hidden="true">.</span> {word}</span>',
                         page)
        # The breakdown: the Machine's score and how it is made, and yours.
        breakdown = unescape(page.split('class="breakdown"')[1].split("</dl>")[0])
        assert f"<strong>{machine}</strong>" in breakdown and "goods +" in breakdown
        assert f"<strong>{machine + delta}</strong>" in breakdown
        assert "Person won" not in page and "Outcome" not in page


def test_the_games_list_shows_options_progress_and_last_played(client: TestClient,
                                                               store: Store) -> None:
    game_id = start_game(client, difficulty="hard")
    for text in ("production", "training", "utility", "special", "no"):
        answer(client, game_id, text)
    home = unescape(client.get("/").text)
    row = home.split(f'href="/g/{game_id}"')[1].split("</li>")[0]
    assert "Fantastic Factories: The Machine" in row
    assert "Difficulty: Hard (4 cards)" in row and "Digital" not in row  # defaults left out
    assert "Round 1 · 5 answers" in row
    assert re.search(r"Last played <time datetime=\"[^\"]+\">today at \d\d:\d\d</time>", row)
    assert "UTC" not in row and game_id[:8] + "…" not in row


def test_a_game_is_abandoned_then_deleted_after_a_confirmation(client: TestClient,
                                                              store: Store) -> None:
    game_id = start_game(client)
    home = client.get("/").text
    assert "Abandon this game?" in home and "Delete this game and its record" in home
    token = hidden(home, "csrf")
    abandoned = client.post(f"/g/{game_id}/abandon", data={"csrf": token},
                            follow_redirects=False)
    assert abandoned.status_code == 303 and abandoned.headers["location"] == "/?done=abandon"
    assert store.info(game_id).status == "abandoned"
    home = client.get("/?done=abandon").text
    assert "The game was abandoned" in home
    assert f'href="/g/{game_id}"' in home.split('class="abandoned"')[1]
    assert f'href="/g/{game_id}"' not in home.split('id="playing-heading"')[1].split(
        'id="finished-heading"')[0]
    # Answering it again brings it back among the games in progress.
    answer(client, game_id, "production")
    assert store.info(game_id).status == "playing"
    # Forged: no token, nothing removed.
    refused = client.post(f"/g/{game_id}/delete", data={"csrf": "forged"},
                          follow_redirects=False)
    assert refused.status_code == 403 and store.info(game_id)
    deleted = client.post(f"/g/{game_id}/delete", data={"csrf": token},
                          follow_redirects=False)
    assert deleted.headers["location"] == "/?done=delete"
    assert all(game.id != game_id for game in store.list_games())
    assert client.get(f"/g/{game_id}").status_code == 404


def test_no_server_path_reaches_a_person() -> None:
    assert public("the save database /home/ann/.local/share/soloist/soloist.sqlite3 failed"
                  ) == "the save database soloist.sqlite3 failed"
    assert public(r"C:\Users\ann\cards.toml: line 3") == "cards.toml: line 3"
    assert public("FICTIONAL sample data (/srv/soloist/games/marco_polo_2/data/sample)") \
        == "FICTIONAL sample data (sample)"
    assert public("range 1/2, a/b or 3/4/5") == "range 1/2, a/b or 3/4/5"


def test_a_marco_polo_game_page_shows_no_server_path(client: TestClient) -> None:
    game_id = start_game(client, "marco-polo-2", sample="yes", seed="2")
    log = client.get(f"/g/{game_id}/log").text + page_of(client, game_id)
    assert "FICTIONAL sample data: the map, cards and tiles are made up" in log
    assert "marco_polo_2" not in log and "/data/" not in log and "(sample)" not in log


def test_the_web_app_manifest(client: TestClient) -> None:
    manifest = client.get("/manifest.webmanifest")
    assert manifest.status_code == 200
    assert manifest.headers["content-type"].startswith("application/manifest+json")
    data = manifest.json()
    assert data["name"] == "Soloist" and data["display"] == "standalone"
    for icon in data["icons"]:
        fetched = client.get(icon["src"])
        assert fetched.status_code == 200 and fetched.headers["content-type"] == icon["type"]
    assert '<link rel="manifest" href="/manifest.webmanifest">' in client.get("/").text


def test_with_htmx_a_game_keeps_one_history_entry(client: TestClient, store: Store) -> None:
    htmx = {"HX-Request": "true", "HX-Boosted": "true"}
    token = csrf_of(client, "/new/fantastic-factories")
    started = client.post("/new/fantastic-factories", headers=htmx, data={"csrf": token})
    # The new-game form's entry becomes the game's: Back goes to the list, not the form.
    assert "HX-Push-Url" not in started.headers
    game_id = started.headers["HX-Replace-Url"].removeprefix("/g/")
    answered = client.post(f"/g/{game_id}", headers=htmx, data={
        "csrf": token, "n": "1", "answer": "production"})
    assert answered.headers["HX-Replace-Url"] == f"/g/{game_id}"
    assert "HX-Push-Url" not in answered.headers
