"""The web companion: server-rendered pages over the same saved plays as the terminal.

Pages work without JavaScript (plain links and forms; every change is a POST answered
with a redirect); HTMX, served from Soloist's own static files, only makes them smoother
(`hx-boost`: a page is swapped in place, and a form sends one request at a time).

Every state-changing request is checked in this order, and any refusal leaves the game as
it was: the body's size (413), the CSRF token (403), the game id (404: the full 20-digit
id, never a prefix), then the answer number the form was made for (409: a stale page, a
second tab, a double tap), then the answer itself (422: the question's own message).
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import parse_qs

from anyio import CapacityLimiter, to_thread
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import ClientDisconnect, Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from soloist.engine.chance import SEED_LIMIT
from soloist.engine.errors import (
    GameOver,
    InvalidAnswer,
    OptionError,
    SaveError,
    SoloistError,
    UnknownGame,
    refused_part,
)
from soloist.engine.game import GameDefinition
from soloist.engine.library import KEEP_KNOWN, FactConflict, fact_problem
from soloist.engine.phrase import Phrase, phrase
from soloist.engine.questions import Question
from soloist.engine.session import Session
from soloist.engine.tableview import table_of, with_final_scores
from soloist.engine.taps import Draft
from soloist.engine.text import in_order, visible
from soloist.engine.words import read_word, word_fact
from soloist.games import all_games, find_game
from soloist.i18n import ENGLISH
from soloist.play.companion import SavedPlay
from soloist.play.updates import RulesChanged, kept_view, replayed_note
from soloist.store import StaleAnswer, Store
from soloist.store.backup_limit import MAX_BYTES
from soloist.store.database import SavedGame
from soloist.store.library import Library, games_with_facts
from soloist.web.cache import DEFAULT_CACHE_SIZE, CachedPlay, PlayCache
from soloist.web.language import (
    COOKIE_AGE,
    LANGUAGE_COOKIE,
    known,
    page_language,
    speaking,
    spoken,
)
from soloist.web.pages import LIST_LIMIT, home_context, page_templates
from soloist.web.present import (
    ShownFact,
    answerable,
    describe_options,
    figures,
    form_options,
    form_words,
    lines,
    outcome_of,
    public,
    read_draft,
    view_html,
    web_options,
)
from soloist.web.security import (
    APP_PATH,
    CSRF_FIELD,
    DEFAULT_MAX_BODY,
    BoundedBodies,
    CsrfTokens,
    LanGuard,
    SecurityHeaders,
    TrustedHosts,
)

#: A game id as the store makes them: 80 random bits in hexadecimal. Nothing else is looked
#: up (no prefixes: an id is the only key to a game).
GAME_ID = re.compile(r"[0-9a-f]{20}")
#: Threads that make pages and save answers, at once.
WORKER_THREADS = 4
STATIC = Path(__file__).parent / "static"
Form = Mapping[str, list[str]]
T = TypeVar("T")
Endpoint = Callable[[Request], Awaitable[Response]]


class Refused(Exception):
    """A request refused with a page saying why (nothing was changed)."""

    def __init__(self, status: int, title: str, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.title = title
        self.message = message


@dataclass(frozen=True)
class Notice:
    """A message at the top of a page: `kind` is "error" or "done" (shown as a word too)."""

    kind: str
    text: str

    @property
    def word(self) -> str:
        return phrase("Not changed:") if self.kind == "error" else phrase("Done:")


class WebCompanion:
    """The pages, over one store and its cache of plays."""

    def __init__(self, store: Store, secret: str, cache_size: int, *,
                 on_phone: bool = False) -> None:
        self.store = store
        self.cache = PlayCache(store, cache_size)
        self.csrf = CsrfTokens(secret)
        self.templates = page_templates(on_phone=on_phone)
        self._limiter: CapacityLimiter | None = None
        #: With SQLite (a local file: each query a fraction of a millisecond) a page is made
        #: in the event loop itself: the work holds Python's lock anyway, and handing it to
        #: a thread costs more than it saves. A database server's round trips go to threads.
        self.inline = store.engine.dialect.name == "sqlite"
        #: Whether this host has threads (a server). The phone's browser has none: there,
        #: the long work (a backup brought in) is done inline too.
        self.threads = True

    async def off_the_loop(self, work: Callable[[], T]) -> T:
        """Long work (a backup checked and stored) in a worker thread, so that the server
        goes on answering everyone else meanwhile; inline where there are no threads."""
        if not self.threads:
            return work()
        return await to_thread.run_sync(work, limiter=self.limiter())

    def limiter(self) -> CapacityLimiter:
        """The worker threads pages are made in (a database server): a few, since the work
        holds Python's lock (more only queue inside, holding database connections)."""
        if self._limiter is None:
            self._limiter = CapacityLimiter(WORKER_THREADS)
        return self._limiter

    # -- rendering ------------------------------------------------------------------------

    def render(self, request: Request, template: str, status: int = 200,
               **context: Any) -> HTMLResponse:
        token = self.csrf.token_from(request)
        fresh = token is None
        if token is None:
            token = self.csrf.new_token()
        # Every page goes through the one output escape (`soloist.engine.text`) as a whole:
        # a control character of an old record or an imported game, wherever the page shows
        # it, is written as a visible sign.
        chosen = self.templates.get_template(template)
        definition = context.get("definition")
        with speaking(language_of(request), getattr(definition, "name", None)):
            response = HTMLResponse(
                visible(chosen.render(csrf_field=CSRF_FIELD, csrf=token, **context), "html"),
                status_code=status, headers={"Cache-Control": "no-store"})
        if fresh:
            self.csrf.set_cookie(response, token, secure=request.url.scheme == "https")
        return response

    def refusal(self, request: Request, refused: Refused) -> HTMLResponse:
        return self.render(request, "message.html", refused.status, title=refused.title,
                           message=public(refused.message))

    # -- reading requests -----------------------------------------------------------------

    @staticmethod
    async def read_form(request: Request) -> Form:
        content_type = request.headers.get("content-type", "").split(";")[0].strip().lower()
        if content_type != "application/x-www-form-urlencoded":
            raise Refused(415, phrase("Not a form"), phrase(
                "Soloist's pages send plain forms only. Nothing was changed."))
        body = await request.body()
        try:
            return parse_qs(body.decode("utf-8"), keep_blank_values=True,
                            max_num_fields=64, strict_parsing=False)
        except (UnicodeDecodeError, ValueError):
            raise Refused(400, phrase("Unreadable form"), phrase(
                "The form could not be read. Nothing was changed.")) from None

    def check_csrf(self, request: Request, form: Form) -> None:
        if not self.csrf.check(request, last(form, CSRF_FIELD)):
            raise Refused(
                403, phrase("Please try again"), phrase(
                    "This form's security token is missing or out of date (the page may be "
                    "from before the server restarted, or from another site). Nothing was "
                    "changed. Open the page again and repeat your answer."))

    @staticmethod
    def game_id(request: Request) -> str:
        game_id = str(request.path_params["game_id"])
        if not GAME_ID.fullmatch(game_id):
            raise Refused(404, phrase("No such game"), phrase(
                "There is no game at this address. Game addresses hold the game's whole id."))
        return game_id

    @staticmethod
    def definition(name: str) -> GameDefinition:
        try:
            return find_game(name)
        except UnknownGame:
            raise Refused(404, phrase("No such game"), phrase(
                "Soloist does not play {game}.", game=repr(name))) from None

    # -- pages ------------------------------------------------------------------------------

    def home(self, request: Request, notice: Notice | None = None) -> Response:
        rows = partial(game_rows, now=datetime.now().astimezone())
        playing = rows(self.store.list_games(finished=False, limit=LIST_LIMIT))
        finished = rows(self.store.list_games(finished=True, limit=LIST_LIMIT))
        abandoned = rows(self.store.list_games(status="abandoned", limit=LIST_LIMIT))
        done = request.query_params.get("done")
        if notice is None and done in DONE_NOTICES:
            notice = Notice("done", DONE_NOTICES[done])
        return self.render(request, "home.html",
                           chosen_language=known(request.cookies.get(LANGUAGE_COOKIE)),
                           **home_context(playing, finished, abandoned, notice))

    def choose_language(self, request: Request) -> Response:
        """The language chosen on the home page, kept in this browser (a cookie; none: the
        browser's own language). Part of no game: every page, and every game's log, reads
        in it from now on. (A GET, as the results page's aim is: it changes how this
        browser shows the pages, nothing stored; and the phone's first page, made before
        there is a form token, has the same form.)"""
        chosen = known(request.query_params.get("language"))
        response = RedirectResponse("/", status_code=303)
        secure = request.url.scheme == "https"
        if chosen is None:
            response.delete_cookie(LANGUAGE_COOKIE, httponly=True, samesite="lax",
                                   secure=secure)
        else:
            response.set_cookie(LANGUAGE_COOKIE, chosen, max_age=COOKIE_AGE, httponly=True,
                                samesite="lax", secure=secure)
        return response

    def remove(self, request: Request, game_id: str, form: Form, *, how: str) -> Response:
        """Abandon or delete a game (after the confirmation the home page asks)."""
        self.check_csrf(request, form)
        if how == "delete":
            self.store.delete(game_id)
        else:
            self.store.abandon(game_id)
        self.cache.forget(game_id)
        if from_htmx(request):
            response = self.home(request, Notice("done", DONE_NOTICES[how]))
            response.headers["HX-Replace-Url"] = "/"
            return response
        return RedirectResponse(f"/?done={how}", status_code=303)

    def delete(self, request: Request, game_id: str, form: Form) -> Response:
        return self.remove(request, game_id, form, how="delete")

    def abandon(self, request: Request, game_id: str, form: Form) -> Response:
        return self.remove(request, game_id, form, how="abandon")

    def manifest(self, request: Request) -> Response:
        return JSONResponse(MANIFEST, media_type="application/manifest+json",
                            headers={"Cache-Control": "max-age=3600"})

    def new_game_form(self, request: Request, name: str, *, values: Mapping[str, object]
                      | None = None, seed: str = "", notice: Notice | None = None,
                      status: int = 200) -> Response:
        definition = self.definition(name)
        shown, left_out = form_options(definition, values)
        return self.render(request, "new.html", status, definition=definition, options=shown,
                           left_out=left_out, seed=seed, notice=notice,
                           seed_limit=SEED_LIMIT - 1)

    def start_game(self, request: Request, name: str, form: Form) -> Response:
        self.check_csrf(request, form)
        definition = self.definition(name)
        raw: dict[str, object] = {}
        for spec in web_options(definition):
            value = last(form, spec.name)
            if value is not None:
                raw[spec.name] = value
        seed_text = (last(form, "seed") or "").strip()
        try:
            seed = parse_seed(seed_text)
            options = definition.parse_options(raw)
            saved = SavedPlay.start(self.store, definition, options, seed)
        except SoloistError as error:
            return self.new_game_form(request, name, values=raw, seed=seed_text,
                                      notice=Notice("error", public(form_words(definition,
                                                                               reason(error)))),
                                      status=422)
        self.cache.add(saved)
        if not from_htmx(request):
            return RedirectResponse(f"/g/{saved.game_id}", status_code=303)
        with self.cache.use(saved.game_id) as entry:
            return self.game_page(request, entry)

    def show_game(self, request: Request, game_id: str) -> Response:
        notice = None
        with self.cache.use(game_id) as entry:
            undone = request.query_params.get("undone", "")
            if undone.isdigit() and int(undone) == len(entry.play.session.answers) + 1:
                notice = undone_notice(told(entry.play.session, int(undone)))
            kept = request.query_params.get("kept", "")
            if kept.isdigit() and int(kept) == yours(entry.play.session):
                notice = kept_notice()
            retracted = request.query_params.get("retracted", "")
            if retracted.isdigit() and int(retracted) == len(entry.play.session.answers) + 1:
                entry.play.retract()  # the "which is right?" it was asked about is dropped
                notice = retracted_notice(told(entry.play.session, int(retracted)))
            if "draft" in request.query_params:  # a tap on a drawing being painted: a link
                query = request.query_params
                form = {name: [query[name]] for name in ("draft", "n", "spot", "tap")
                        if name in query}
                current = whole_number(query.get("n")) == len(entry.play.session.answers) + 1
                if current and entry.play.session.question is not None:
                    if "spot" in query:  # a place of the drawing, painted with the brush
                        built = self.tap(request, entry, form)
                        assert isinstance(built, Response)  # (a link is never "Done")
                        return built
                    try:  # a brush chosen: the drawing as it was
                        draft = read_draft(query["draft"])
                    except InvalidAnswer:
                        draft = None
                    return self.game_page(request, entry, notice, draft=draft,
                                          brush=query.get("tap", ""))
            return self.game_page(request, entry, notice)

    def game_page(self, request: Request, entry: CachedPlay, notice: Notice | None = None,
                  status: int = 200, *, draft: Draft | None = None, brush: str = "",
                  typed: str = "", refused_part: str = "") -> Response:
        """The game's page; `draft`, an answer being built by taps (kept between taps);
        `typed`, a refused typed answer given back to its field, with its refused part."""
        saved = entry.play
        session = saved.session
        count = len(session.answers)
        marks = session.answer_marks
        undo = yours(session)  # the person's last answer: what followed it is news
        latest = session.log.since(marks[undo - 1]) if undo else session.log.events
        question = session.question
        result = session.result
        table = table_of(session.play, question)
        summary = result.summary() if result else {}
        if table is not None and result is not None:
            table = with_final_scores(table, summary)
        response = self.render(
            request, "game.html", status,
            game_id=saved.game_id, definition=saved.definition,
            options=describe_options(saved.definition, session.options),
            count=count, undo_number=undo, undo_shown=told(session, undo),
            undo_answer=session.answer_labels[undo - 1] if undo else None,
            last_answer=session.answer_labels[undo - 1] if undo else None,
            latest=lines(latest, **self.log_words(saved.definition)),
            question=replace(answerable(question, count + 1, table.faces if table else None,
                                        draft=draft, brush=brush),
                             shown=told(session, count + 1), typed=typed,
                             refused_part=refused_part)
            if question else None,
            headline=result.headline() if result else None,
            outcome=outcome_of(summary), figures=figures(summary, saved.definition.figure_titles),
            scoring=lines((event for event in session.log.events if event.actor == "score"),
                          **self.log_words(saved.definition)) if result else [],
            table=table, state=None if table else view_html(session.play.view()),
            notice=notice,
        )
        if from_htmx(request):
            # The address bar shows the game, whatever was posted, in the same history
            # entry: Back leaves the game instead of stepping through its answers.
            response.headers["HX-Replace-Url"] = f"/g/{saved.game_id}"
        return response

    def answer(self, request: Request, game_id: str, form: Form) -> Response:
        self.check_csrf(request, form)
        text = last(form, "answer")
        number = whole_number(last(form, "n"))
        draft: Draft | None = None
        with self.cache.use(game_id) as entry:
            session = entry.play.session
            current = len(session.answers) + 1
            if "draft" in form:
                if session.question is None or number != current:
                    text = ""  # a tap on a page the game has left: said below
                else:
                    built = self.tap(request, entry, form)
                    if isinstance(built, Response):
                        return built
                    text, draft = built
            if text is None or number is None:
                return self.game_page(request, entry, Notice(
                    "error", phrase("The form was incomplete (no answer was chosen). Please "
                                    "answer again.")), 400)
            if session.question is None:
                return self.game_page(request, entry, Notice(
                    "error", phrase("This game is over: there is nothing left to answer. "
                                    "Your answer was not recorded.")), 409)
            if number != current:
                return self.game_page(request, entry, Notice("error", stale_message(
                    session, number, text)), 409)
            try:
                entry.play.answer(text)
            except FactConflict as conflict:  # nothing stored: ask which is right
                return self.conflict_page(request, entry, conflict, text, number)
            except InvalidAnswer as error:
                # The answer comes back to be corrected, never typed again: a draft of taps
                # as it was, a typed text in its field with the refused part marked.
                typed = "" if draft is not None else text
                return self.game_page(request, entry, Notice(
                    "error", phrase("Not a valid answer: {reason}. Please answer again.",
                                    reason=refused(error, session.question, text))), 422,
                    draft=draft,
                    typed=typed,
                    refused_part=refused_part(error, typed))
            except (StaleAnswer, GameOver) as error:
                entry.saved = SavedPlay.load(self.store, game_id)
                self.cache.saved_changed(entry)
                return self.game_page(request, entry, Notice("error", public(reason(error))), 409)
            self.cache.saved_changed(entry)
            if from_htmx(request):  # one round trip: the next question comes back at once
                return self.game_page(request, entry)
        return RedirectResponse(f"/g/{game_id}", status_code=303)

    def tap(self, request: Request, entry: CachedPlay, form: Form
            ) -> Response | tuple[str, Draft]:
        """A tap on an answer being built (`soloist.engine.taps`): the page again with the
        draft grown (nothing is recorded), or, when the person is done, the text it stands
        for and the draft, to be answered as a typed answer is."""
        question = entry.play.session.question
        assert question is not None
        taps = question.taps
        if taps is None:
            return self.game_page(request, entry, Notice(
                "error", phrase("This question is not answered by building an answer. "
                                "Please answer again.")), 409)
        try:
            draft = read_draft(last(form, "draft")) or taps.start()
        except InvalidAnswer as error:
            return self.game_page(request, entry, Notice(
                "error", phrase("{reason}.", reason=reason(error))), 422)
        grown = draft
        try:
            if last(form, "done") is not None:
                return taps.text(draft), draft
            if last(form, "back") is not None:
                grown = taps.back(draft)
            elif last(form, "add") is not None:
                grown = taps.named(draft, last(form, "name") or "")
            elif last(form, "spot") is not None:
                spot = whole_number(last(form, "spot"))
                grown = taps.paint(draft, -1 if spot is None else spot, last(form, "tap") or "")
            elif last(form, "tap") is not None:
                grown = taps.add(draft, last(form, "tap") or "")
            if grown != draft and taps.whole(grown):
                return taps.text(grown), grown  # nothing more to tap: answered at once
        except InvalidAnswer as error:
            return self.game_page(request, entry, Notice(
                "error", phrase("Not a valid tap: {reason}.", reason=public(reason(error)))),
                422, draft=draft,
                brush=last(form, "tap") or "")
        return self.game_page(request, entry, draft=grown, brush=last(form, "tap") or "")

    def conflict_page(self, request: Request, entry: CachedPlay, conflict: FactConflict,
                      given: str, number: int, notice: Notice | None = None) -> Response:
        """The answer contradicts a fact of the person's components (nothing was stored):
        which is right? The form sends the choice with the answer back to `settle`."""
        saved = entry.play
        # 200: a question like any other (a refusal's 4xx would read as an error to a browser).
        response = self.render(
            request, "conflict.html", 200, game_id=saved.game_id, definition=saved.definition,
            question=answerable(conflict.question(saved.definition), number),
            given=given.strip(), fact=conflict.key, number=number,
            shown=told(saved.session, number), notice=notice)
        if from_htmx(request):
            response.headers["HX-Push-Url"] = f"/g/{saved.game_id}"
        return response

    def settle(self, request: Request, game_id: str, form: Form) -> Response:
        """The person chose which is right after a conflicting answer: the answer is given
        again (deterministic: the same conflict, unless the library changed meanwhile, when
        it is simply stored) and settled with their choice. If it contradicts another fact
        too, that one is asked next (the first choice is remembered)."""
        self.check_csrf(request, form)
        given = last(form, "given")
        choice = last(form, "answer")
        fact = last(form, "fact")
        number = whole_number(last(form, "n"))
        with self.cache.use(game_id) as entry:
            session = entry.play.session
            current = len(session.answers) + 1
            if given is None or choice is None or number is None or number != current:
                return self.game_page(request, entry, Notice(
                    "error", stale_message(session, number, given or "")), 409)
            kept = False
            try:
                try:
                    entry.play.answer(given)
                except FactConflict as conflict:
                    if fact is not None and conflict.key != fact:  # another fact: ask it
                        return self.conflict_page(request, entry, conflict, given, number)
                    try:
                        key, _ = conflict.question(entry.play.definition).parse(choice)
                    except InvalidAnswer as error:
                        return self.conflict_page(request, entry, conflict, given, number,
                                                  Notice("error", phrase(
                                                      "{reason}. Please choose.",
                                                      reason=reason(error))))
                    entry.play.settle(conflict, key, given)
                    kept = key == KEEP_KNOWN
            except FactConflict as conflict:  # the settled answer meets another fact
                return self.conflict_page(request, entry, conflict, given, number)
            except InvalidAnswer as error:
                return self.game_page(request, entry, Notice(
                    "error", phrase("Not a valid answer: {reason}. Please answer again.",
                                    reason=public(reason(error)))), 422)
            except (StaleAnswer, GameOver) as error:
                entry.saved = SavedPlay.load(self.store, game_id)
                self.cache.saved_changed(entry)
                return self.game_page(request, entry, Notice("error", reason(error)), 409)
            self.cache.saved_changed(entry)
            if from_htmx(request):
                return self.game_page(request, entry, kept_notice() if kept else None)
        return RedirectResponse(f"/g/{game_id}" + (f"?kept={number}" if kept else ""),
                                status_code=303)

    # -- your components ------------------------------------------------------------------

    def history_page(self, request: Request) -> Response:
        """Your finished games per game and level, the level to play (the level finder,
        aiming at the win rate asked for: ``?aim=60``), and a plot of your results."""
        from soloist.history import load_history
        from soloist.history.stats import game_stats
        from soloist.web.history_page import AIMS, game_view

        asked = request.query_params.get("aim", "")
        aim = int(asked) if asked.isdigit() and int(asked) in AIMS else 50
        entries = game_stats(load_history(self.store), aim / 100)
        views = [game_view(entry, number) for number, entry in enumerate(entries, start=1)]
        return self.render(request, "history.html", views=views, aim=aim, aims=AIMS)

    def components_list(self, request: Request) -> Response:
        rows = []
        for definition in all_games():
            known = Library(self.store, definition.name, definition).facts()
            facts = {fact.fact: fact.value for fact in known if fact.problem is None}
            rows.append((definition, len(facts), len(definition.still_to_learn(facts)),
                         len(known) - len(facts)))
        return self.render(request, "components_list.html", rows=rows)

    def components_page(self, request: Request, name: str, notice: Notice | None = None,
                        status: int = 200) -> Response:
        definition = self.definition(name)
        known = sorted(Library(self.store, definition.name, definition).facts(),
                       key=lambda fact: in_order(definition.fact_name(fact.fact)))
        facts = [ShownFact(fact.fact, definition.typed_fact(fact.fact, fact.value)
                           if fact.problem is None else fact.value,
                           definition.describe_fact(fact.fact, fact.value)
                           if fact.problem is None else "", fact.source,
                           f"{fact.learned_at:%Y-%m-%d}", definition.fact_name(fact.fact),
                           fact.problem, fact.name_damaged) for fact in known]
        missing = definition.still_to_learn({fact.fact: fact.value for fact in known
                                             if fact.problem is None})
        done = request.query_params.get("done")
        if notice is None and done in COMPONENTS_DONE:
            notice = Notice("done", COMPONENTS_DONE[done])
        return self.render(request, "components.html", status, definition=definition,
                           facts=facts, missing=missing, notice=notice,
                           terms=definition.terms())

    def components_change(self, request: Request, name: str, form: Form) -> Response:
        """Forget or correct a fact: the first post asks for confirmation, the second (with
        `confirm=yes`) changes the library."""
        self.check_csrf(request, form)
        definition = self.definition(name)
        library = Library(self.store, definition.name, definition)
        fact = (last(form, "fact") or "").strip()
        action = last(form, "action")
        known = library.fact(fact)
        if action not in ("forget", "correct") or known is None:
            return self.components_page(request, name, Notice(
                "error", phrase("Your components hold no such fact (it may have been "
                                "forgotten in another window). Nothing was changed.")), 409)
        confirmed = last(form, "confirm") == "yes"
        title = definition.fact_name(fact)
        damaged = fact_problem(definition, fact, known.value) is not None
        now = phrase("damaged") if damaged else definition.describe_fact(fact, known.value)
        if action == "forget":
            if not confirmed:
                return self.render(
                    request, "confirm.html", definition=definition, fact=fact, action=action,
                    value=None, title=phrase("Forget this fact?"),
                    button=phrase("Yes, forget it"),
                    message=phrase("{fact}: {value}. Soloist will ask it again the next time "
                                   "a game needs it.", fact=title, value=now))
            library.forget(fact)
            return self.components_done(request, name, "forgotten")
        try:
            value = definition.read_fact(fact, last(form, "value") or "")
            problem = fact_problem(definition, fact, value)
            if problem is not None:
                raise ValueError(problem.reason)
        except ValueError as error:
            return self.components_page(request, name, Notice(
                "error", phrase("{fact}: {reason}. Nothing was changed.", fact=title,
                                reason=reason(error))), 422)
        if value == known.value:
            return self.components_page(request, name, Notice(
                "done", phrase("{fact} is already {value}.", fact=title,
                               value=definition.describe_fact(fact, value))))
        if not confirmed:
            return self.render(
                request, "confirm.html", definition=definition, fact=fact, action=action,
                value=value, title=phrase("Correct this fact?"),
                button=phrase("Yes, correct it"),
                message=phrase("{fact}: {value} (now: {now}).", fact=title,
                               value=definition.describe_fact(fact, value), now=now))
        library.correct(fact, value)
        return self.components_done(request, name, "corrected")

    def log_words(self, definition: GameDefinition) -> dict[str, Any]:
        """How a page words a log of `definition`'s game (`present.lines`' keywords): its
        terms in the person's words for them (`soloist.engine.words`) where they renamed
        any."""
        words = Library(self.store, definition.name, definition).words()
        return {"game": definition.name, "words": words or None}

    def components_rename(self, request: Request, name: str, form: Form) -> Response:
        """Your copy calls it …: a term renamed to the person's word (components_words.html),
        through the library's gate; kept as a correction by hand."""
        self.check_csrf(request, form)
        definition = self.definition(name)
        term = last(form, "term") or ""
        fact = word_fact(term)
        word = read_word(last(form, "word") or "")
        problem = fact_problem(definition, fact, word)
        if problem is not None:
            return self.components_page(request, name, Notice(
                "error", f"{term}: {problem.reason}. Nothing was changed."), 422)
        Library(self.store, definition.name, definition).correct(fact, word)
        return self.components_done(request, name, "renamed")

    def components_done(self, request: Request, name: str, what: str) -> Response:
        if from_htmx(request):
            response = self.components_page(request, name, Notice(
                "done", COMPONENTS_DONE[what]))
            response.headers["HX-Push-Url"] = f"/components/{name}"
            return response
        return RedirectResponse(f"/components/{name}?done={what}", status_code=303)

    # -- back up / move to another device ---------------------------------------------------

    def backup_page(self, request: Request, notice: Notice | None = None,
                    status: int = 200) -> Response:
        facts = sum(count for _, count in games_with_facts(self.store))
        return self.render(request, "backup.html", status, notice=notice,
                           game_count=len(self.store.list_games()), fact_count=facts)

    def backup_file(self, request: Request) -> Response:
        """Every game and component in one file (`soloist.store.transfer`)."""
        from soloist.store.transfer import FILE_NAME, backup_bytes

        return Response(backup_bytes(self.store), media_type="application/json", headers={
            "Content-Disposition": f'attachment; filename="{FILE_NAME}"',
            "Cache-Control": "no-store"})

    async def backup_import(self, request: Request) -> Response:
        """A backup file brought in (a multipart form: the one form with a file): checked
        whole, then stored all or nothing."""
        from starlette.datastructures import UploadFile

        from soloist.store.transfer import ImportReport, import_backup, read_backup

        content_type = request.headers.get("content-type", "").split(";")[0].strip().lower()
        if content_type != "multipart/form-data":
            raise Refused(415, phrase("Not a form"), phrase(
                "Choose a backup file and send the form again. Nothing was changed."))
        try:
            form = await request.form(max_files=1, max_fields=8, max_part_size=MAX_BYTES)
        except HTTPException:
            raise Refused(400, phrase("Unreadable form"), phrase(
                "The form could not be read. Nothing was changed.")) from None
        token = form.get(CSRF_FIELD)
        self.check_csrf(request, {CSRF_FIELD: [token if isinstance(token, str) else ""]})
        upload = form.get("file")
        if not isinstance(upload, UploadFile):
            return self.backup_page(request, Notice("error", phrase(
                "Choose a backup file first.")), 400)

        def bring_in() -> ImportReport:
            return import_backup(self.store, read_backup(upload.file.read(MAX_BYTES + 1)))

        try:
            report = await self.off_the_loop(bring_in)
        except SaveError as error:
            return self.backup_page(request, Notice("error", public(reason(error))), 422)
        return self.backup_page(request, Notice("done", phrase(
            "Brought in: {report}.", report=report.sentence())))

    def undo_page(self, request: Request, game_id: str) -> Response:
        with self.cache.use(game_id) as entry:
            session = entry.play.session
            number = yours(session)
            return self.render(request, "undo.html", game_id=game_id,
                               definition=entry.play.definition, count=len(session.answers),
                               number=number, shown=told(session, number),
                               last_answer=session.answer_labels[number - 1] if number
                               else None)

    def undo(self, request: Request, game_id: str, form: Form) -> Response:
        self.check_csrf(request, form)
        number = whole_number(last(form, "n"))
        with self.cache.use(game_id) as entry:
            count = len(entry.play.session.answers)
            taken = yours(entry.play.session)  # the person's last answer (with what followed)
            if number != count or count == 0:
                message = (phrase("There is nothing to undo yet.") if count == 0 else
                           phrase("This page was for taking back answer {number}, but the "
                                  "game now has {count} answers: it changed in another "
                                  "window. Nothing was undone.", number=str(number),
                                  count=count))
                return self.game_page(request, entry, Notice("error", message), 409)
            try:
                entry.play.undo()
            except (StaleAnswer, InvalidAnswer) as error:
                entry.saved = SavedPlay.load(self.store, game_id)
                self.cache.saved_changed(entry)
                return self.game_page(request, entry, Notice("error", public(reason(error))), 409)
            self.cache.saved_changed(entry)
            if from_htmx(request):
                return self.game_page(request, entry,
                                      undone_notice(told(entry.play.session, taken)))
        return RedirectResponse(f"/g/{game_id}?undone={taken}", status_code=303)

    def log_page(self, request: Request, game_id: str) -> Response:
        with self.cache.use(game_id) as entry:
            session = entry.play.session
            return self.render(request, "log.html", game_id=game_id,
                               definition=entry.play.definition,
                               lines=lines(session.log.events,
                                           **self.log_words(entry.play.definition)),
                               count=len(session.answers),
                               over=session.question is None)

    def record(self, request: Request, game_id: str) -> Response:
        record = self.store.load(game_id)
        return Response(visible(record.dumps(), "json"), media_type="application/json",
                        headers={"Content-Disposition":
                                 f'attachment; filename="soloist-{game_id}.json"'})

    # -- a game saved under rules that have changed since --------------------------------

    def kept_page(self, request: Request, changed: RulesChanged, notice: Notice | None = None,
                  status: int = 200) -> Response:
        """A game saved under older rules that today's do not replay in full: shown as it was
        played, with where the rules differ, and (a game in progress) the offer to go on from
        the answers they agree on."""
        self.cache.forget(changed.saved.id)
        view = kept_view(changed)
        return self.render(
            request, "kept.html", status, game_id=changed.saved.id,
            definition=changed.definition, notes=changed.notes(),
            replayed=replayed_note(changed) if view.replayed else None,
            latest=lines(view.events, **self.log_words(changed.definition)), table=view.table,
            waiting=view.waiting,
            headline=view.headline, count=changed.saved.answer_count,
            agreed=changed.crossing.agreed, continued_as=changed.saved.continued_as,
            offer=changed.go_on_offer() if changed.can_go_on else None, notice=notice)

    def go_on(self, request: Request, game_id: str, form: Form) -> Response:
        """Go on from the answers today's rules agree on, as a new game (the old one is kept
        as it was played)."""
        self.check_csrf(request, form)
        try:
            with self.cache.use(game_id):  # today's rules replay it in full: nothing to do
                pass
        except RulesChanged as changed:
            if not changed.can_go_on:
                return self.kept_page(request, changed, Notice(
                    "error", phrase("This game cannot go on from here: it is shown as it "
                                    "was played.")), 409)
            saved = SavedPlay.go_on(self.store, changed)
            self.cache.add(saved)
            game_id = saved.game_id
        if from_htmx(request):
            with self.cache.use(game_id) as entry:
                return self.game_page(request, entry)
        return RedirectResponse(f"/g/{game_id}", status_code=303)


def reason(error: BaseException) -> str:
    """What an error says: its message, a phrase kept as one (said in the page's language)
    when the error was raised with one."""
    said = str(error)
    first = error.args[0] if len(error.args) == 1 else None
    return first if isinstance(first, Phrase) and first == said else said


def refused(error: InvalidAnswer, question: Question | None, text: str) -> str:
    """Why `text` was refused, as a page says it: where it is none of the question's
    choices, on a page in another language than English, the choices' labels (each said in
    that language) rather than their keys, English words."""
    said = public(reason(error))
    choices = question.choices if question is not None else None
    if choices is None or spoken() == ENGLISH or said != choices.refusal(text):
        return said
    return choices.refusal(text, labels=True)


def language_of(request: Request) -> str:
    """The language of the pages this request gets: the one chosen on the home page (its
    cookie), else the browser's (Accept-Language), else English."""
    return page_language(request.cookies.get(LANGUAGE_COOKIE),
                         request.headers.get("accept-language"))


def in_request_language(request: Request, handler: Callable[..., Response],
                        *args: Any) -> Response:
    """`handler`'s page, its words (and what it composes before rendering: the log's lines,
    a notice) in the request's language."""
    with speaking(language_of(request)):
        return handler(*args)


def yours(session: Session) -> int:
    """The number of the person's last answer (0: none yet); the answers Soloist supplied
    from their components after it are taken back with it."""
    return next((number for number in range(len(session.answers), 0, -1)
                 if number not in session.supplied), 0)


DONE_NOTICES = {"delete": phrase("The game was deleted."),
                "abandon": phrase("The game was abandoned: it is listed under “Abandoned "
                                  "games”.")}
COMPONENTS_DONE = {
    "forgotten": phrase("Your components are forgotten: the next game uses them."),
    "corrected": phrase("Your components are corrected: the next game uses them."),
    "renamed": phrase("Your components are renamed: the next game uses them.")}

#: The web app manifest: a phone keeps Soloist on its home screen, in a window of its own.
MANIFEST = {
    "name": "Soloist",
    "short_name": "Soloist",
    "description": "Plays the automa of your board game's solo mode.",
    "start_url": "/",
    "scope": "/",
    "display": "standalone",
    "background_color": "#fbfaf7",
    "theme_color": "#1f4e99",
    "icons": [
        {"src": "/static/icon-192.png", "sizes": "192x192", "type": "image/png"},
        {"src": "/static/icon-512.png", "sizes": "512x512", "type": "image/png"},
        {"src": "/static/icon-maskable-512.png", "sizes": "512x512", "type": "image/png",
         "purpose": "maskable"},
        {"src": "/static/favicon.svg", "sizes": "any", "type": "image/svg+xml"},
    ],
}


@dataclass(frozen=True)
class GameRow:
    """A saved game as the lists of games show it."""

    id: str
    game: str
    headline: str | None
    answer_count: int
    progress: str | None
    updated_at: datetime
    options_text: str
    when: str
    #: The rules version it was saved under, when older than today's (else None).
    older_rules: int | None = None
    #: The game that goes on from it (a game saved under older rules).
    continued_as: str | None = None


def game_rows(saved: list[SavedGame], *, now: datetime) -> list[GameRow]:
    rows = []
    for game in saved:
        older = None
        try:
            definition = find_game(game.game)
            options = describe_options(definition, game.options)  # type: ignore[arg-type]
            if game.damage is None and game.rules_version < definition.rules_version:
                older = game.rules_version
        except (UnknownGame, SoloistError):
            options = ""
        rows.append(GameRow(game.id, game.game, game.headline, game.answer_count,
                            game.progress, game.updated_at, options,
                            when(game.updated_at, now), older, game.continued_as))
    return rows


def when(moment: datetime, now: datetime) -> str:
    """"today at 14:05", "yesterday at 21:30", "3 Nov 2026 at 09:12", in this computer's
    time zone."""
    if moment.tzinfo is None:  # SQLite gives back the UTC time it was given, without zone
        moment = moment.replace(tzinfo=UTC)
    local = moment.astimezone(now.tzinfo)
    days = (now.date() - local.date()).days
    time = local.strftime("%H:%M")
    if days == 0:
        return phrase("today at {time}", time=time)
    if days == 1:
        return phrase("yesterday at {time}", time=time)
    return phrase("{day} {month} {year} at {time}", day=local.day,
                  month=MONTHS[local.month - 1], year=local.year, time=time)


#: The months as a date on a page shortens them ("3 Nov 2026 at 09:12").
MONTHS = (phrase("Jan"), phrase("Feb"), phrase("Mar"), phrase("Apr"), phrase("May"),
          phrase("Jun"), phrase("Jul"), phrase("Aug"), phrase("Sep"), phrase("Oct"),
          phrase("Nov"), phrase("Dec"))


def from_htmx(request: Request) -> bool:
    """A request HTMX sent (JavaScript on): a change is answered with the page itself,
    not a redirect, saving a round trip; without JavaScript, POST/redirect/GET."""
    return request.headers.get("hx-request") == "true"


def kept_notice() -> Notice:
    return Notice("done", phrase("Your components are kept as they were; your answer is "
                                 "stored."))


def retracted_notice(number: int) -> Notice:
    return Notice("done", phrase("Your answer {number} was taken back: nothing was stored. "
                                 "Answer the question again.", number=number))


def undone_notice(number: int) -> Notice:
    return Notice("done", phrase("Answer {number} was taken back. Dice and cards already "
                                 "revealed stay the same.", number=number))


def last(form: Form, name: str) -> str | None:
    values = form.get(name)
    return values[-1] if values else None


def whole_number(text: str | None) -> int | None:
    if text is None or not text.strip().isdigit() or len(text.strip()) > 9:
        return None
    return int(text.strip())


def parse_seed(text: str) -> int | None:
    if not text:
        return None
    if not text.isdigit() or len(text) > 16 or int(text) >= SEED_LIMIT:
        raise OptionError(phrase("the seed must be a whole number from 0 to {limit}",
                                 limit=SEED_LIMIT - 1))
    return int(text)


def told(session: Session, number: int) -> int:
    """Answer `number` (from 1, counting every answer of the record) as the person counts
    it: their own answers only, never those Soloist gave itself from their components (the
    first question a person sees is question 1)."""
    return number - sum(1 for supplied in session.supplied if supplied < number)


def stale_message(session: Session, number: int | None, text: str) -> str:
    answers, labels = session.answers, session.answer_labels
    current = len(answers) + 1
    shown = told(session, current)
    if number is not None and 1 <= number < current and answers[number - 1] == text.strip():
        return phrase("Your answer “{answer}” to question {number} was already recorded (a "
                      "double tap, or a second window). Nothing was changed; here is the game "
                      "as it is now.", answer=labels[number - 1], number=told(session, number))
    if number is not None and number < current:
        return phrase("This page was answering question {number}, but the game has moved on "
                      "to question {shown}: it was answered in another window or tab. Nothing "
                      "was changed; here is the current question.",
                      number=told(session, number), shown=shown)
    return phrase("This page was answering question {number}, but the game is at question "
                  "{shown} (an answer was taken back in another window). Nothing was "
                  "changed; here is the current question.", number=str(number), shown=shown)


def create_app(
    store: Store,
    *,
    secret: str | None = None,
    cache_size: int = DEFAULT_CACHE_SIZE,
    max_body: int = DEFAULT_MAX_BODY,
    allowed_hosts: tuple[str, ...] = (),
    lan_key: str | None = None,
    phone_app: Path | None = None,
    on_phone: bool = False,
) -> Starlette:
    """The web companion over `store`. The CSRF signing secret is kept in the database (so
    every server process on one database shares it) unless one is given. With `lan_key`
    (``serve --lan``) a request from another computer needs that key, and only loopback and
    `allowed_hosts` (the printed addresses) are accepted as the Host. With `phone_app` (a
    folder `scripts/build-app.sh` built), the phone app's files are served at /app/.
    `on_phone`: the app runs on the phone itself (the phone app), where nothing is said of a
    terminal or of files on a computer."""
    if secret is None:
        secret = store.setting("web-secret", lambda: secrets.token_hex(32))
    web = WebCompanion(store, secret, cache_size, on_phone=on_phone)

    def page(handler: Callable[..., Response], *, form: bool = False, game: bool = False,
             game_name: bool = False) -> Endpoint:
        async def endpoint(request: Request) -> Response:
            try:
                args: list[Any] = [request]
                if game:
                    args.append(web.game_id(request))
                if game_name:
                    args.append(str(request.path_params["game"]))
                if form:
                    args.append(await web.read_form(request))
                work = partial(in_request_language, request, handler, *args)
                if web.inline and not web.store.writing:  # never wait for a long write
                    return work()
                return await to_thread.run_sync(work, limiter=web.limiter())
            except Refused as refused:
                return web.refusal(request, refused)
            except UnknownGame as error:
                return web.refusal(request, Refused(404, phrase("No such game"),
                                                    reason(error)))
            except RulesChanged as changed:
                return web.kept_page(request, changed,
                                     status=200 if request.method == "GET" else 409)
            except SaveError as error:
                return web.refusal(request, Refused(422, phrase("This game cannot be opened"),
                                                    reason(error)))
        return endpoint

    def get_or_post(get: Callable[..., Response], post: Callable[..., Response],
                    **kind: bool) -> Endpoint:
        show = page(get, **kind)
        change = page(post, form=True, **kind)

        async def endpoint(request: Request) -> Response:
            return await (change(request) if request.method == "POST" else show(request))
        return endpoint

    async def not_found(request: Request, exc: Exception) -> Response:
        status = exc.status_code if isinstance(exc, HTTPException) else 500
        title = {404: phrase("Not found"), 405: phrase("Not allowed")}.get(
            status, phrase("Something went wrong"))
        text = {404: phrase("There is no page at this address."),
                405: phrase("This page cannot be used that way.")}.get(
                    status, phrase("Soloist could not answer this request."))
        return web.render(request, "message.html", status, title=title, message=text)

    async def gone(request: Request, exc: Exception) -> Response:
        """The client left (or was cut off, sending too slowly) before its request's body
        came: nothing to answer, and nothing to log (a traceback for each would fill the
        server's log)."""
        return Response(status_code=400)

    async def server_error(request: Request, exc: Exception) -> Response:
        return web.render(request, "message.html", 500, title=phrase("Something went wrong"),
                          message=phrase("Soloist hit an error and changed nothing: {error}. "
                                         "The game's record (its page links it) replays it "
                                         "for a bug report.", error=public(str(exc))))

    async def backup(request: Request) -> Response:
        if request.method != "POST":
            return await page(web.backup_page)(request)
        try:
            return await web.backup_import(request)
        except Refused as refused:
            return web.refusal(request, refused)

    routes = [
        Route("/", page(web.home)),
        Route("/language", page(web.choose_language)),
        Route("/backup", backup, methods=["GET", "POST"]),
        Route("/backup/soloist-backup.json", page(web.backup_file)),
        Route("/new/{game}", get_or_post(web.new_game_form, web.start_game, game_name=True),
              methods=["GET", "POST"]),
        Route("/g/{game_id}", get_or_post(web.show_game, web.answer, game=True),
              methods=["GET", "POST"]),
        Route("/g/{game_id}/undo", get_or_post(web.undo_page, web.undo, game=True),
              methods=["GET", "POST"]),
        Route("/g/{game_id}/settle", page(web.settle, form=True, game=True),
              methods=["POST"]),
        Route("/g/{game_id}/log", page(web.log_page, game=True)),
        Route("/g/{game_id}/go-on", page(web.go_on, form=True, game=True), methods=["POST"]),
        Route("/components", page(web.components_list)),
        Route("/history", page(web.history_page)),
        Route("/components/{game}", get_or_post(web.components_page, web.components_change,
                                                game_name=True), methods=["GET", "POST"]),
        Route("/components/{game}/words", page(web.components_rename, form=True,
                                               game_name=True), methods=["POST"]),
        Route("/g/{game_id}/delete", page(web.delete, game=True, form=True), methods=["POST"]),
        Route("/g/{game_id}/abandon", page(web.abandon, game=True, form=True),
              methods=["POST"]),
        Route("/manifest.webmanifest", page(web.manifest)),
        Route("/g/{game_id}/record.json", page(web.record, game=True)),
        # (The phone app ships no copy of them: its service worker answers them.)
        Mount("/static", StaticFiles(directory=STATIC, check_dir=False), name="static"),
    ]
    if phone_app is not None:
        routes.append(Mount(APP_PATH, StaticFiles(directory=phone_app, html=True),
                            name="phone-app"))
    app = Starlette(
        routes=routes,
        middleware=[Middleware(SecurityHeaders),
                    Middleware(TrustedHosts, allowed=allowed_hosts, strict=lan_key is not None),
                    *([Middleware(LanGuard, key=lan_key)] if lan_key is not None else []),
                    Middleware(BoundedBodies, limit=max_body,
                               larger={"/backup": MAX_BYTES})],
        exception_handlers={404: not_found, 405: not_found, 500: server_error,
                            ClientDisconnect: gone},
    )
    app.state.web = web
    return app

