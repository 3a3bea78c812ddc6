"""Your copy calls it … on the "Your components" page (issue 32, item 3): a small form renames
a term of the game to the person's word, through the library's gate; the game's page and
its log say the word from then on, and the saved game's record is unchanged."""

from __future__ import annotations

from html import escape, unescape

from history_helpers import play_to_the_end
from starlette.testclient import TestClient
from web_helpers import hidden

from soloist.engine.log import keep
from soloist.games import find_game
from soloist.i18n.terms import renamed
from soloist.play.companion import SavedPlay
from soloist.store import Store
from soloist.store.library import Library

GAME = "fantastic-factories"
WORD = "Schraubenschlüssel"


def test_a_term_renamed_in_the_form_is_said_in_the_games_pages(client: TestClient,
                                                               store: Store) -> None:
    game_id = play_to_the_end(store, "medium", "win", seed=5)
    terms = set(find_game(GAME).terms())
    events = [keep(event) for event in SavedPlay.load(store, game_id).session.log]
    term, event = next((value, event) for event in events
                       for value in event.fields.values() if value in terms)
    assert isinstance(term, str)
    ours = renamed(event, {term: WORD}).text
    record = store.load(game_id).dumps()
    log = unescape(client.get(f"/g/{game_id}/log").text)
    assert event.text in log and ours not in log

    page = client.get(f"/components/{GAME}").text
    assert "Your copy calls it" in page
    assert f'<option value="{escape(term)}">' in page
    token = hidden(page, "csrf")
    refused = client.post(f"/components/{GAME}/words",
                          data={"csrf": token, "term": "Flux capacitor", "word": "x"})
    assert refused.status_code == 422 and "Nothing was changed" in refused.text
    done = client.post(f"/components/{GAME}/words", follow_redirects=True,
                       data={"csrf": token, "term": term, "word": f"  {WORD} "})
    assert "Your components are renamed" in done.text
    assert f"your word for “{term}”" in unescape(done.text)
    assert Library(store, GAME, find_game(GAME)).words() == {term: WORD}

    log = unescape(client.get(f"/g/{game_id}/log").text)
    assert ours in log
    assert store.load(game_id).dumps() == record  # a word is no answer
    forged = client.post(f"/components/{GAME}/words", data={"term": term, "word": "y"})
    assert forged.status_code == 403
