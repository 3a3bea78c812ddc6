"""What the Automa finds in a city as it arrives, at a physical table: its outpost bonus tile
and its contracts, asked when its arrival reads them — in one answer, with the spaces
themselves when your components do not know them yet (a part of `TableAtHand`).

"It places a trading post, discards the outpost bonus tile, if any, and it receives the
bonus (if applicable). If the newly reached city has any contracts, it takes the contract
providing the most VPs". Whether the city has an outpost bonus space and contract spaces
are facts of your board, kept; the tile and the contracts lying there are this game's. So
one look at the city answers both:

- the tile alone (the city holds no contracts, or they are known): one tap — a gain, or
  "no outpost bonus space" when Soloist does not know the space;
- the contracts alone: tapped space by space (`contract_taps`: its VP on a keypad, its
  other reward), or "no contract space";
- both, when neither is known: tapped as the city's row, the tile, then each contract space
  (two taps for a city without contracts: its tile, then "no contract space"; typed:
  ``tile: 2 VP; contracts: 4 black die; empty``).
"""

from __future__ import annotations

import re
from collections.abc import Generator, Sequence
from enum import Enum
from typing import TypeVar

from soloist.engine.errors import InvalidAnswer
from soloist.engine.phrase import joined, phrase
from soloist.engine.questions import Choice, Choices, Question, normalise, table_fact
from soloist.games.marco_polo_2.components import city_key
from soloist.games.marco_polo_2.compound import (
    CONTRACTS_HELP,
    CONTRACTS_TYPING,
    contracts_text,
    gain_choices,
    read_contracts,
    read_gains,
)
from soloist.games.marco_polo_2.contract_taps import ArrivalTaps, ContractsTaps
from soloist.games.marco_polo_2.effects import TILE_KINDS, Contract, Effect, GainKind
from soloist.games.marco_polo_2.gain_taps import GainsTaps
from soloist.games.marco_polo_2.learning import CopyAtHand
from soloist.games.marco_polo_2.table_state import UNKNOWN, TableState
from soloist.games.marco_polo_2.typed_words import TYPED

T = TypeVar("T")
Ask = Generator[Question, object, T]

#: The most contract spaces a city has.
MOST_CONTRACT_SPACES = 2


class NoSpace(Enum):
    """The answer "the city has no such space" (an outpost bonus space, contract spaces)."""

    NO_SPACE = "no space"


NO_SPACE = NoSpace.NO_SPACE
Tile = tuple[Effect, ...] | NoSpace
Contracts = tuple[Contract | None, ...] | NoSpace

ARRIVAL_EXAMPLE = TYPED.said("tile: 2 VP; contracts: 4 black die; empty")
ARRIVAL_HELP = phrase("Tap what its outpost tile gives the Automa, then each contract space: the "
                "contract's VP and its other reward as far as the Automa can use it, or empty.")
ARRIVAL_TYPING = phrase("Typed: 'tile:' and what the tile gives ('no tile' if the city has no "
                        "outpost bonus space), then 'contracts:' and each contract space's VP "
                        "and reward, separated by ';' — for example '{example}'. {contracts}",
                        example=ARRIVAL_EXAMPLE, contracts=CONTRACTS_TYPING)


class ArrivalAtHand(CopyAtHand):
    """How a table at hand learns what lies in a city the Automa arrives in."""

    def what_lies_in(self, state: TableState, city: str, *, tile: bool) -> Ask[None]:
        """Asks what the Automa's arrival in `city` reads and `state` does not know yet:
        the outpost bonus tile (`tile`: it places the first trading post there) and the
        contracts on its contract spaces — with the spaces, when your components do not
        know them — in one answer. Fills `state` (and the board's facts, kept)."""
        board = self.board
        yield from self.recall_city(city, ("outpost", "contracts") if tile else ("contracts",))
        location = board.locations[city]
        if tile and city not in state.outposts and board.knows(city, "outpost") and \
                location.outpost:
            state.outposts[city] = UNKNOWN
        if city not in state.contracts and board.knows(city, "contracts") and \
                location.contracts:
            state.contracts[city] = [UNKNOWN] * location.contracts
        tile_space = board.knows(city, "outpost")
        ask_tile = tile and (state.outposts.get(city) is UNKNOWN or (
            city not in state.outposts and not tile_space))
        spaces = state.contracts.get(city)
        known_spaces = board.knows(city, "contracts")
        unknown = [index + 1 for index, space in enumerate(spaces or ()) if space is UNKNOWN]
        ask_contracts = not known_spaces or bool(unknown)
        found_tile: Tile | None = None
        found: Contracts | None = None
        if ask_tile and ask_contracts:
            found_tile, found = yield from self.tile_and_contracts(
                city, tile_space, unknown if known_spaces else None)
        elif ask_tile:
            found_tile = yield from self.outpost_tile(city, tile_space)
        elif ask_contracts:
            found = yield from self.contracts_lying(city, unknown if known_spaces else None)
        if found_tile is not None:
            self._keep_tile(state, city, found_tile)
        if found is not None:
            self._keep_contracts(state, city, found, unknown)

    # -- the questions ---------------------------------------------------------------------

    def outpost_tile(self, city: str, space_known: bool) -> Ask[Tile]:
        """The outpost bonus tile in `city`: what it gives the Automa (one tap, or typed);
        "no outpost bonus space" too when Soloist does not know the space."""
        name = self.board.name(city)
        choices = gain_choices(TILE_KINDS, False)
        if space_known:
            prompt = phrase("The outpost bonus tile in {city}: what does it give the Automa? "
                            "('nothing' if there is no tile)", city=name)
        else:
            prompt = phrase("The Automa is the first to place a trading post in {city}: what "
                            "does its outpost bonus tile give the Automa? (or: no outpost bonus "
                            "space)", city=name)
            choices = Choices([Choice(NO_TILE, phrase("No outpost bonus space in {city}",
                                                      city=name), NO_SPACE,
                                      ("no space", "no tile", "no outpost")), *choices])
        effects = yield table_fact(
            "city.outpost", prompt, choices=choices,
            text=TYPED.reading(lambda text: read_tile(text, space_known)),
            examples=(TYPED.said("3 VP + a black die"),), context={"city": city},
            taps=GainsTaps(phrase("the outpost bonus tile in {city}", city=name), TILE_KINDS))
        assert isinstance(effects, tuple | NoSpace)
        return effects

    def contracts_lying(self, city: str, spaces: Sequence[int] | None) -> Ask[Contracts]:
        """The contracts on contract spaces `spaces` (1, 2) of `city` (None: Soloist does not
        know how many it has: "no contract space" is then a choice), in one answer."""
        name = self.board.name(city)
        if spaces is not None:
            return (yield from self.city_contracts(city, spaces))
        found = yield table_fact(
            "city.contracts",
            phrase("The contracts in {city}: each one's VP and its other reward as far as the "
                   "Automa can use it? (or: no contract space)", city=name),
            choices=Choices([Choice(NO_CONTRACTS, phrase("No contract space in {city}",
                                                         city=name), NO_SPACE,
                                    ("none", "no"))]),
            text=TYPED.reading(lambda text: read_any_contracts(text, name)),
            examples=(TYPED.said(contracts_text([Contract(4, GainKind.BLACK_DIE)] * 2)),),
            help=CONTRACTS_HELP, typing=CONTRACTS_TYPING, context={"city": city},
            taps=ContractsTaps(name, None))
        assert isinstance(found, tuple | NoSpace)
        return found

    def city_contracts(self, city: str, spaces: Sequence[int]
                       ) -> Ask[tuple[Contract | None, ...]]:
        """The contracts on contract spaces `spaces` (1, 2) of `city`, asked in one answer:
        each one's VP and other reward, or empty (None)."""
        name = self.board.name(city)
        which = (phrase("contract space {space}", space=spaces[0]) if len(spaces) == 1 else
                 phrase("contract spaces {spaces}",
                        spaces=joined([str(space) for space in spaces], " and ")))
        empty = Choice("empty", phrase("Empty") if len(spaces) == 1 else phrase("All empty"),
                       (None,) * len(spaces), ("none",))
        found = yield table_fact(
            "city.contracts",
            phrase("The contracts in {city} ({which}): each one's VP and its other reward as "
                   "far as the Automa can use it?", city=name, which=which),
            choices=Choices([empty]), text=TYPED.reading(
                lambda text: read_contracts(text, len(spaces), name)),
            examples=(TYPED.said(contracts_text([Contract(4, GainKind.BLACK_DIE)]
                                                  * len(spaces))),),
            help=CONTRACTS_HELP, typing=CONTRACTS_TYPING,
            context={"city": city, "spaces": len(spaces)},
            taps=ContractsTaps(name, len(spaces)))
        assert isinstance(found, tuple)
        return found

    def tile_and_contracts(self, city: str, space_known: bool, spaces: Sequence[int] | None
                           ) -> Ask[tuple[Tile, Contracts]]:
        """The tile and the contracts in `city`, in one answer: a tap for a city without
        contract spaces, typed for one with them."""
        name = self.board.name(city)
        count = None if spaces is None else len(spaces)
        found = yield table_fact(
            "city.arrival",
            phrase("What the Automa finds in {city}: its outpost bonus tile (what it gives the "
                   "Automa) and the contracts there?", city=name),
            text=TYPED.reading(lambda text: read_arrival(text, name, space_known=space_known,
                                                         spaces=count)),
            examples=(ARRIVAL_EXAMPLE if count is None else
                      TYPED.said("tile: 2 VP; contracts: " + contracts_text(
                          [Contract(4, GainKind.BLACK_DIE)] * count)),),
            help=ARRIVAL_HELP, typing=ARRIVAL_TYPING, context={"city": city},
            taps=ArrivalTaps(name, tile_space_known=space_known, spaces=count))
        assert isinstance(found, tuple)
        tile, contracts = found
        return tile, contracts

    # -- what the answers teach ------------------------------------------------------------

    def _keep_tile(self, state: TableState, city: str, tile: Tile) -> None:
        board = self.board
        if not board.knows(city, "outpost"):
            self._learn(city, "outpost", tile is not NO_SPACE)
        if isinstance(tile, tuple):
            state.outposts[city] = tile or None

    def _keep_contracts(self, state: TableState, city: str, found: Contracts,
                        unknown: list[int]) -> None:
        board = self.board
        name = board.name(city)
        if isinstance(found, NoSpace):
            self._learn(city, "contracts", 0)
            return
        if not board.knows(city, "contracts"):
            self._learn(city, "contracts", len(found))
            unknown = list(range(1, len(found) + 1))
            state.contracts[city] = [UNKNOWN] * len(found)
        spaces = state.contracts[city]
        for space, contract in zip(unknown, found, strict=True):
            spaces[space - 1] = None if contract is None else Contract(
                contract.vp, contract.reward,
                phrase("{city} space {space}", city=name, space=space))

    def _learn(self, city: str, fact: str, value: int | bool) -> None:
        self.board.learn(city, fact, value)
        if self.uses_library:
            self.teach(city_key(self.board.name(city), fact),
                       ("yes" if value else "no") if isinstance(value, bool) else str(value))


NO_TILE = "no-space"
NO_CONTRACTS = "no-space"
_NO_TILE_WORDS = ("no tile", "no outpost", "no outpost space", "no outpost bonus space",
                  "no space", "none")


def read_tile(text: str, space_known: bool) -> Tile:
    """What an outpost tile gives, typed (``3 VP + a black die``); "no tile" when the space
    is not known."""
    if normalise(text).strip(" .") in _NO_TILE_WORDS:
        if space_known:
            raise InvalidAnswer(phrase("Soloist knows this city has an outpost bonus space: say "
                                       "what its tile gives the Automa, or 'nothing'"))
        return NO_SPACE
    return read_gains(text, TILE_KINDS, False)


def read_any_contracts(text: str, where: str) -> tuple[Contract | None, ...]:
    """The contracts on a city's contract spaces, however many it has (1 or 2)."""
    parts = [part for part in re.split(r"[;\n]", text) if part.strip()]
    if len(parts) == 1:
        parts = [part for part in parts[0].split(",") if part.strip()]
    if not 1 <= len(parts) <= MOST_CONTRACT_SPACES:
        raise InvalidAnswer(phrase("give each contract space (1 or {most_contract_spaces}): a "
                                   "contract's VP and reward, or 'empty'",
                                   most_contract_spaces=MOST_CONTRACT_SPACES))
    return read_contracts("; ".join(parts), len(parts), where)


_CONTRACTS_MARK = re.compile(r"\bcontracts?\s*:", re.IGNORECASE)
_TILE_MARK = re.compile(r"^\s*(?:outpost\s+)?(?:bonus\s+)?tile\s*:", re.IGNORECASE)


def read_arrival(text: str, where: str, *, space_known: bool,
                 spaces: int | None) -> tuple[Tile, Contracts]:
    """The tile and the contracts of a city, typed: ``tile: 2 VP; contracts: 4 black die;
    empty`` (``no tile``: no outpost bonus space; no ``contracts:``, or ``contracts:
    none``: no contract space). `spaces`: how many contract spaces Soloist knows it has
    (None: not known)."""
    found = _CONTRACTS_MARK.search(text)
    tile_part = text if found is None else text[:found.start()]
    contracts_part = "" if found is None else text[found.end():]
    tile_words = _TILE_MARK.sub("", tile_part).strip().strip(";,").strip()
    if not tile_words:
        raise InvalidAnswer(phrase("say what the outpost tile gives the Automa first ('tile: 2 "
                                   "VP', or 'no tile')"))
    tile = read_tile(tile_words, space_known)
    words = normalise(contracts_part).strip(" .;")
    contracts: Contracts
    if found is None or words in ("none", "no", "no contracts", "no contract space"):
        if spaces is not None:
            raise InvalidAnswer(phrase("Soloist knows {where} has contract spaces: give each one "
                                       "after 'contracts:'", where=where))
        contracts = NO_SPACE
    elif spaces is None:
        contracts = read_any_contracts(contracts_part, where)
    else:
        contracts = read_contracts(contracts_part, spaces, where)
    return tile, contracts


__all__ = ["NO_SPACE", "ArrivalAtHand", "NoSpace", "read_arrival", "read_tile"]
