"""The person's component library, kept in the save database (`soloist.engine.library`).

One row per permanent fact of the person's copy of a game, with where it came from: an
answer of a saved game (which undo can take back), a file they imported, or a correction.
A fact is written in the same transaction as the answer that taught it
(`Store.append_answers`), and never overwritten without the person's say: a value that
contradicts the known one raises `FactConflict`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Literal

from sqlalchemy import Connection, bindparam, delete, insert, select, update

from soloist.engine.errors import SoloistError
from soloist.engine.library import FactConflict
from soloist.store.database import library_facts

if TYPE_CHECKING:
    from soloist.store.database import Store

#: How a fact came to be known: the person answered it, a play derived it from answers,
#: it was imported from a file, or corrected by hand.
How = Literal["told", "derived", "imported", "corrected"]
#: Merges a newly learned value into a known one (`GameDefinition.merge_fact`); None: they
#: contradict.
Merge = Callable[[str, str, str], str | None]


@dataclass(frozen=True)
class Learning:
    """A fact an answer taught: the person's answer to a fact question (`direct`), or one
    the play derived from its answers."""

    fact: str
    value: str
    direct: bool


@dataclass(frozen=True)
class KnownFact:
    """One fact of the library, with where it came from."""

    game: str
    fact: str
    value: str
    how: str
    game_id: str | None
    number: int | None
    learned_at: datetime

    @property
    def source(self) -> str:
        """Where it came from, for a person ("learned in game 3fa9c1d2e0, answer 12",
        "imported from a file", "corrected by hand")."""
        if self.game_id is not None:
            return f"learned in game {self.game_id[:10]}, answer {self.number}"
        return {"imported": "imported from a file", "corrected": "corrected by hand"}.get(
            self.how, self.how)


#: The statements every learning answer runs, built once (building one costs more than
#: running it on SQLite).
_SELECT_FACT = select(library_facts).where(
    (library_facts.c.game == bindparam("k_game")) & (library_facts.c.fact == bindparam("k_fact")))
_INSERT_FACT = insert(library_facts)
_UPDATE_FACT = update(library_facts).where(
    (library_facts.c.game == bindparam("k_game")) & (library_facts.c.fact == bindparam("k_fact"))
).values(value=bindparam("v_value"), how=bindparam("v_how"), game_id=bindparam("v_game_id"),
         number=bindparam("v_number"), previous=bindparam("v_previous"),
         learned_at=bindparam("v_learned_at"))


def _known(connection: Connection, game: str, fact: str) -> KnownFact | None:
    row = connection.execute(_SELECT_FACT, {"k_game": game, "k_fact": fact}).mappings().first()
    if row is None:
        return None
    return KnownFact(str(row["game"]), str(row["fact"]), str(row["value"]), str(row["how"]),
                     row["game_id"], row["number"], row["learned_at"])


def learn(connection: Connection, game: str, learning: Learning, *, merge: Merge,
          game_id: str, number: int, now: datetime, replace: bool = False) -> None:
    """Store what answer `number` of saved game `game_id` taught, in the caller's
    transaction. A contradiction raises `FactConflict` (so the transaction stores nothing),
    unless `replace`: the person has said their new answer is right."""
    known = _known(connection, game, learning.fact)
    how: How = "told" if learning.direct else "derived"
    if known is None:
        connection.execute(_INSERT_FACT, {
            "game": game, "fact": learning.fact, "value": learning.value, "how": how,
            "game_id": game_id, "number": number, "previous": None, "learned_at": now})
        return
    merged = learning.value if replace else merge(learning.fact, known.value, learning.value)
    if merged is None:
        raise FactConflict(game, learning.fact, known.value, learning.value,
                           direct=learning.direct, learned_from=known.source)
    if merged != known.value:
        connection.execute(_UPDATE_FACT, {
            "k_game": game, "k_fact": learning.fact, "v_value": merged,
            "v_how": "corrected" if replace else how, "v_game_id": game_id, "v_number": number,
            "v_previous": known.value, "v_learned_at": now})


def take_back(connection: Connection, game_id: str, number: int) -> None:
    """Undo what the answers from `number` on of saved game `game_id` taught: a fact they
    taught first is forgotten, a fact they changed gets its earlier value back."""
    taught = library_facts.c.game_id == game_id
    rows = connection.execute(select(library_facts).where(
        taught & (library_facts.c.number >= number))).mappings().all()
    for row in rows:
        where = (library_facts.c.game == row["game"]) & (library_facts.c.fact == row["fact"])
        if row["previous"] is None:
            connection.execute(delete(library_facts).where(where))
        else:
            connection.execute(update(library_facts).where(where).values(
                value=row["previous"], previous=None, game_id=None, number=None))


#: A fact's value alone, the statement built once: a game may look up several facts in one
#: answer (companion latency).
_VALUE = select(library_facts.c.value).where(
    (library_facts.c.game == bindparam("game")) & (library_facts.c.fact == bindparam("fact")))


class Library:
    """The component library of one game in a save database: a `FactSource` for sessions,
    and what `soloist components` and the web's "Your components" page read and change."""

    def __init__(self, store: Store, game: str) -> None:
        self.store = store
        self.game = game

    def known(self, fact: str) -> str | None:
        with self.store.transaction() as connection:
            value = connection.execute(_VALUE, {"game": self.game, "fact": fact}).scalar()
        return None if value is None else str(value)

    def facts(self) -> list[KnownFact]:
        """Every fact known of this game, by name."""
        with self.store.transaction() as connection:
            rows = connection.execute(select(library_facts).where(
                library_facts.c.game == self.game).order_by(library_facts.c.fact)
            ).mappings().all()
        return [KnownFact(str(r["game"]), str(r["fact"]), str(r["value"]), str(r["how"]),
                          r["game_id"], r["number"], r["learned_at"]) for r in rows]

    def as_mapping(self) -> dict[str, str]:
        """Every fact as fact → value: the snapshot simulation plays with."""
        return {known.fact: known.value for known in self.facts()}

    def forget(self, fact: str) -> None:
        """Forget one fact (it will be asked again the next time a game needs it)."""
        with self.store.transaction(write=True) as connection:
            if _known(connection, self.game, fact) is None:
                raise SoloistError(f"your {self.game} components hold no fact {fact!r}")
            connection.execute(delete(library_facts).where(
                (library_facts.c.game == self.game) & (library_facts.c.fact == fact)))

    def correct(self, fact: str, value: str) -> None:
        """Set a fact's value by hand (a correction the person confirmed)."""
        self.put({fact: value}, how="corrected", replace=True)

    def fact(self, fact: str) -> KnownFact | None:
        """One fact with where it came from, or None when it is not known."""
        with self.store.transaction() as connection:
            return _known(connection, self.game, fact)

    def put(self, facts: Mapping[str, str], *, how: How = "imported",
            replace: bool = False, merge: Merge | None = None) -> None:
        """Store several facts at once, all or none (an import): a fact that contradicts a
        known one raises `FactConflict` and nothing is stored, unless `replace`. With
        `merge` (`GameDefinition.merge_fact`), a value merges with the known one as a
        play's would (a deck's counts with the lower bounds known), and contradicts it only
        when they cannot merge; without it, only the same value agrees."""
        now = self.store.now()
        with self.store.transaction(write=True) as connection:
            for fact, value in facts.items():
                known = _known(connection, self.game, fact)
                if known is None:
                    connection.execute(insert(library_facts).values(
                        game=self.game, fact=fact, value=value, how=how, game_id=None,
                        number=None, previous=None, learned_at=now))
                    continue
                if known.value == value:
                    continue
                merged = value if replace else (
                    merge(fact, known.value, value) if merge is not None else None)
                if merged is None:
                    raise FactConflict(self.game, fact, known.value, value, direct=True,
                                       learned_from=known.source)
                if merged != known.value:
                    connection.execute(update(library_facts).where(
                        (library_facts.c.game == self.game) & (library_facts.c.fact == fact)
                    ).values(value=merged, how=how, game_id=None, number=None,
                             previous=None, learned_at=now))


def games_with_facts(store: Store) -> list[tuple[str, int]]:
    """Each game with a component library in the database, and how many facts it holds."""
    from sqlalchemy import func

    with store.transaction() as connection:
        rows = connection.execute(
            select(library_facts.c.game, func.count()).group_by(library_facts.c.game)
            .order_by(library_facts.c.game)).all()
    return [(str(game), int(count)) for game, count in rows]


def learn_all(connection: Connection, game: str, learnings: Iterable[tuple[int, Learning]], *,
              merge: Merge, game_id: str, now: datetime, replace: bool = False) -> None:
    for number, learning in learnings:
        learn(connection, game, learning, merge=merge, game_id=game_id, number=number,
              now=now, replace=replace)
