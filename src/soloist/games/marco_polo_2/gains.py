"""What happens to the Automa as it gains things and moves: effects, completing seals and
contracts, taking contracts, arriving in a city, single advancements.

Arriving in a city (the solo rules, TRAVEL): "It places a trading post, discards the
outpost bonus tile, if any, and it receives the bonus (if applicable). If the newly reached
city has any contracts, it takes the contract providing the most VPs (in case of a tie,
select according to this priority: contracts that provide advancements, black die, new
contract). Finally, shift the trip slide one step up ... if, after shifting the slide, a
red letter appears in the first column of the display, remove the corresponding coin."

Each gain is received at the moment the rules name: the Trading Post card's bonus as the
trading post leaves the card ("Whenever a given bonus is unlocked by removing a trading
post, this must be immediately assigned to the Automa"), the outpost tile's as the tile is
discarded, both before the contract is taken and the slide shifts. Only the figure's moves
wait: an advancement gained during the procedure is made once the slide has shifted, since
until then the display's next city is the one the figure stands in (Soloist's reading).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Generator
from functools import cache

from soloist.engine.phrase import joined, phrase
from soloist.engine.questions import Question
from soloist.games.marco_polo_2.context import Context
from soloist.games.marco_polo_2.effects import (
    Contract,
    Effect,
    GainKind,
    UnknownContract,
    best_contracts,
    describe_effects,
)
from soloist.games.marco_polo_2.pieces import LETTERS, Colour, Seal
from soloist.games.marco_polo_2.routes import next_location, steps_between
from soloist.games.marco_polo_2.table import NotGiven
from soloist.games.marco_polo_2.table_state import Unknown

Ask = Generator[Question, object, None]

#: "The only bonuses that the Automa can receive from contracts and outpost bonus tiles are:
#: black dice, map advancements, new contracts, victory points."
TILE_GAINS = frozenset({GainKind.VP, GainKind.BLACK_DIE, GainKind.ADVANCEMENT, GainKind.UP_TO_2,
                        GainKind.CONTRACT_PILE, GainKind.CONTRACT_CITY})
#: The gains that move the figure.
MOVES = frozenset({GainKind.ADVANCEMENT, GainKind.UP_TO_2})


#: Where a gain comes from, as the log names it.
SKILL_CARD = phrase("Skill card")
SKILL_CARD_TRADING_POST = phrase("Skill card (trading post)")
SKILL_CARD_TRAVEL = phrase("Skill card (travel)")
SKILL_CARD_ROUND_START = phrase("Skill card (start of the round)")
THE_CONTRACT = phrase("The contract")
TRADING_POST_CARD = phrase("Trading Post card")
CITY_CARD = phrase("City card")
EXTERNAL_CITY = phrase("External city")
GUILD_SEAL_PLUS_1 = phrase("Guild seal +1")
ACTION_SPACE_E = phrase("Action space E")
BONUS_ACTION = phrase("Bonus action")

#: What a move gains, each with where it comes from ("Outpost tile in Dunmere").
Gains = list[tuple[str, Effect]]


def receive(ctx: Context, effects: tuple[Effect, ...] | list[Effect], source: str,
            die: int | None = None) -> Ask:
    for effect in effects:
        yield from receive_one(ctx, effect, source, die)


def power(ctx: Context, event: str, source: str) -> Ask:
    """What the Skill card's power gives the Automa on `event` (characters.toml's `trigger`;
    without it, asked the first time it happens and kept)."""
    effects = yield from ctx.facts.trigger(event)
    yield from receive(ctx, effects, source)


def receive_gains(ctx: Context, gains: Gains) -> Ask:
    for source, effect in gains:
        yield from receive_one(ctx, effect, source)


def receive_one(ctx: Context, effect: Effect, source: str, die: int | None = None) -> Ask:
    log = ctx.log
    amount = effect.times(die)
    kind = effect.kind
    if kind in MOVES and ctx.arriving is not None:
        ctx.held_moves.append((source, Effect(kind, amount)))
        log.say("automa", "{source}: {gain}: its figure moves once the arrival in {city} is "
                "complete (until the trip slide shifts, the next city on its display is the one "
                "it stands in).", source=source, gain=Effect(kind, amount).describe(),
                city=ctx.name(ctx.arriving))
    elif kind is GainKind.VP:
        ctx.automa.vp += amount
        log.say("automa", "{source}: +{amount} VP ({vp} gained so far).", source=source,
                amount=amount, vp=ctx.automa.vp)
    elif kind is GainKind.BLACK_DIE:
        for _ in range(amount):
            take_black_die(ctx, source)
    elif kind is GainKind.ADVANCEMENT:
        yield from advance(ctx, amount, source)
    elif kind is GainKind.UP_TO_2:
        yield from up_to_two_advancements(ctx, source)
    elif kind is GainKind.CONTRACT_PILE:
        for _ in range(amount):
            new_contract_from_pile(ctx, source)
    elif kind is GainKind.CONTRACT_CITY:
        for _ in range(amount):
            yield from take_contracts_from_cities(ctx, 1, source)
    elif kind is GainKind.COMPLETE:
        for _ in range(amount):
            yield from complete_one(ctx, source)
    elif kind is GainKind.REMOVE_COIN:
        assert effect.letter is not None
        remove_coin(ctx, effect.letter, source)
    else:
        log.say("table", "{source}: {text} (the person applies this; Soloist does not track "
                "it).", source=source, text=effect.describe(die))


def take_black_die(ctx: Context, source: str) -> bool:
    """ "The Automa takes 1 black die from the board, if available." """
    area = ctx.area
    if area.black_on_board <= 0:
        ctx.log.say("automa", "{source}: no black die is left on the board, so it takes none.",
                    source=source)
        return False
    area.black_on_board -= 1
    ctx.automa.take_black_die()
    ctx.log.say("automa", "{source}: it takes 1 black die from the board ({left} left there; "
                "it holds {held}).", source=source, left=area.black_on_board,
                held=ctx.automa.black_dice)
    return True


def remove_coin(ctx: Context, letter: str, source: str) -> None:
    coins = ctx.automa.mat.coins
    if letter in coins:
        coins.remove(letter)
        ctx.log.say("automa", "{source}: remove the coin from space {letter} of the Smart Mat, "
                    "unlocking a new action.", source=source, letter=letter)
    else:
        ctx.log.say("automa", "{source}: the coin on space {letter} is already gone.",
                    source=source, letter=letter)


# -- completing seals and contracts ----------------------------------------------------------

def complete_one(ctx: Context, source: str) -> Generator[Question, object, bool]:
    """ "Check the playmat for unresolved seals or contracts ... the Automa completes that
    according to priority A / B / C / D / E." """
    mat = ctx.automa.mat
    for letter in LETTERS:
        placed = mat.seals.get(letter)
        if placed is not None and not placed.completed:
            placed.completed = True
            ctx.log.say("automa", "{source}: it completes the {seal} on space {letter} (priority "
                        "A/B/C/D/E): turn it face down; it receives no bonus.", source=source,
                        seal=placed.seal.title, letter=letter)
            yield from power(ctx, "seal-completed", SKILL_CARD)
            return True
    if mat.contracts:
        top = mat.contracts.pop(0)
        contract = (yield from ctx.facts.reveal_contract(top)) \
            if isinstance(top, UnknownContract) else top
        mat.done.append(contract)
        ctx.log.say("automa", "{source}: no unresolved seal on A-D, so it completes the top "
                    "contract of space E ({contract}); place it face down with the contracts "
                    "done ({done} done).", source=source, contract=contract.describe(),
                    done=len(mat.done))
        if not mat.contracts:
            ctx.log.say("automa", "Space E of the Smart Mat is now uncovered (no contract "
                        "left on it).")
        yield from receive(ctx, contract.effects, THE_CONTRACT)
        yield from power(ctx, "contract-completed", SKILL_CARD)
        return True
    ctx.log.say("automa", "{source}: there is no unresolved seal or contract on the Smart Mat: "
                "nothing to complete.", source=source)
    return False


# -- contracts -------------------------------------------------------------------------------

def contracts_in(ctx: Context, city: str) -> Generator[Question, object, list[tuple[int,
                                                                                    Contract]]]:
    """The contracts in `city` (space number, contract), asking about unknown spaces (and,
    on a board learned at the table, whether the city has contract spaces)."""
    yield from ctx.facts.what_lies_in(ctx.state, city, tile=False)
    spaces = ctx.state.contracts.get(city)
    if spaces is None:
        return []
    return [(index, space) for index, space in enumerate(spaces) if isinstance(space, Contract)]


def take_contract(ctx: Context, city: str, index: int, contract: Contract) -> None:
    """Moves a contract from its city space to the bottom of space E."""
    ctx.state.contracts[city][index] = None
    ctx.state.to_refill.append((city, index))
    ctx.automa.mat.contracts.append(contract)


def take_contract_in_city(ctx: Context, city: str) -> Ask:
    """On arrival: "If the newly reached city has any contracts, it takes the contract
    providing the most VPs"."""
    found = yield from contracts_in(ctx, city)
    if city not in ctx.state.contracts:
        return  # no contract spaces
    if not found:
        ctx.log.say("automa", "{city} has no contract left to take.", city=ctx.name(city))
        return
    labelled = [(f"{index}", contract) for index, contract in found]
    (chosen, contract), = best_contracts(labelled, 1)
    take_contract(ctx, city, int(chosen), contract)
    if ctx.log.enabled:
        ctx.log.say("automa", "It takes the contract worth most in {city}: {contract} "
                    "(compared: {compared}; ties go to advancements, black die, new contract). "
                    "Place it under the contracts on space E.", city=ctx.name(city),
                    contract=contract.describe(),
                    compared=joined([c.describe() for _, c in found], "; "))


def take_contracts_from_cities(ctx: Context, count: int, source: str) -> Ask:
    """The `count` contracts worth most among the cities where it has a trading post."""
    cities = [city for city in ctx.automa.trading_posts if may_provide_contracts(ctx, city)]
    candidates: list[tuple[str, Contract]] = []
    places: list[tuple[str, int]] = []
    for city in cities:
        for index, contract in (yield from contracts_in(ctx, city)):
            candidates.append((f"{len(places)}", contract))
            places.append((city, index))
    if not candidates:
        ctx.log.say("automa", "{source}: no contract lies in a city where it has a trading "
                    "post, so it takes none.", source=source)
        return
    chosen = best_contracts(candidates, count)
    for key, contract in chosen:
        city, index = places[int(key)]
        take_contract(ctx, city, index, contract)
        ctx.log.say("automa", "{source}: it takes {contract} from {city} (worth most among "
                    "{n} contracts in its trading-post cities; ties go to advancements, black "
                    "die, new contract). Place it under the contracts on space E.",
                    source=source, contract=contract.describe(), city=ctx.name(city),
                    n=len(candidates))


def may_provide_contracts(ctx: Context, city: str) -> bool:
    """Whether contracts may lie in `city`: it has contract spaces, or Soloist does not know
    yet (then asked when they are read)."""
    return city in ctx.state.contracts or not ctx.board.knows(city, "contracts")


def new_contract_from_pile(ctx: Context, source: str) -> None:
    contract = ctx.facts.pile_contract()
    if contract is None:
        ctx.log.say("automa", "{source}: the contract pile is empty: no new contract.",
                    source=source)
        return
    ctx.automa.mat.contracts.append(contract)
    ctx.log.say("table", "{source}: put the top contract of the pile under the contracts on "
                "space E of the Smart Mat ({contract}).", source=source, contract=str(contract))


# -- the trip slide and moving ---------------------------------------------------------------

def next_city(ctx: Context) -> Generator[Question, object, str | None]:
    """The next city on the display (its second column), starting the slide if needed:
    "After game set-up, the display only shows BEIJING. When the Automa takes the travel
    action for the first time, immediately shift the trip slide until you see the first 3
    cities." """
    trip = ctx.automa.trip
    if not trip.started:
        trip.started = True
        ctx.log.say("table", "First move of the Automa: shift the trip slide until the first 3 "
                    "cities show in the display.")
    stop = yield from ctx.facts.reveal_stop(trip, trip.at + 1)
    return stop.city if stop is not None else None


def steps_to(ctx: Context, target: str) -> Generator[Question, object, int | None]:
    """Advancements needed to reach `target` from where the figure stands, by the shortest
    route open to the Automa's seals.

    With a file's routes they are counted on the map; otherwise on the ways of the board
    told at the table, learning those a shortest route may use (`route_map`). A data file
    (or a described position) may instead count the steps from a city: the figure then
    walks that count down, and keeps to its way if its seals change on the way (Soloist's
    reading: where it stands is on no map Soloist knows)."""
    automa = ctx.automa
    seals = automa.mat.seals_held()
    if ctx.board.has_routes:
        return steps_between(ctx.board, automa.location, target, seals)
    if automa.steps_left is not None and automa.steps_seals != seals:
        if automa.steps_moved:
            ctx.log.say("automa", "Its seals have changed since the steps to {city} were "
                        "counted (now: {seals}), but its figure is on the way, on no map "
                        "Soloist knows: it keeps to its way ({left} more; Soloist's "
                        "reading).", city=ctx.name(target), seals=seal_names(seals),
                        left=automa.steps_left)
            automa.steps_seals = seals
        else:
            automa.steps_left = None
    if automa.steps_left is not None:
        return automa.steps_left
    if not automa.steps_moved:
        given = yield from ctx.facts.counted_steps(automa.location, target, seals)
        if not isinstance(given, NotGiven):
            automa.steps_left, automa.steps_seals = given, seals
            return given
    return (yield from ctx.facts.route_steps(automa.location, target, seals))


def seal_names(seals: frozenset[Seal]) -> str:
    return ", ".join(sorted(seal.value for seal in seals)) or "none"


def up_to_two_advancements(ctx: Context, source: str) -> Ask:
    """ "When the Automa completes a contract that provides up to 2 advancements, check how
    many moves it needs to reach the next city on the display. If only one move is required
    then the Automa will use only 1 advancement. In all other cases, the Automa will use both
    advancements." """
    target = yield from next_city(ctx)
    needed = (yield from steps_to(ctx, target)) if target is not None else None
    used = 1 if needed == 1 else 2
    ctx.log.say("automa", "{source}: up to 2 advancements: {why}, so it uses {used}.",
                source=source, used=used,
                why=(phrase("no next city can be reached") if target is None or needed is None
                     else phrase("{city} is 1 move away", city=ctx.name(target)) if needed == 1
                     else phrase("{city} is {moves} moves away", city=ctx.name(target),
                                 moves=needed)))
    yield from advance(ctx, used, source)


def advance(ctx: Context, count: int, source: str) -> Ask:
    """ "When the Automa gains single advancements (e.g. by completing a contract), it moves a
    single step on the map. If after doing so it arrives in a new city, all the procedures
    described above must be performed." """
    automa = ctx.automa
    for _ in range(count):
        target = yield from next_city(ctx)
        if target is None:
            ctx.log.say("automa", "{source}: the trip slide shows no further city, so the "
                        "advancement is lost.", source=source)
            return
        needed = yield from steps_to(ctx, target)
        if needed is None:
            ctx.log.say("automa", "{source}: no route it may take leads to {city} (it lacks the "
                        "seal for a river), so the advancement is lost.", source=source,
                        city=ctx.name(target))
            return
        if needed == 0:  # its figure stands in that city already (a position may say so):
            # no step to make, it reaches it (Soloist's reading; a game never gets there)
            ctx.log.say("automa", "{source}: 1 advancement: its figure reaches {city}.",
                        source=source, city=ctx.name(target))
            yield from arrive(ctx, target)
            continue
        step: str | None = None  # where the figure stands, when the map says
        if automa.steps_left is not None:  # steps a data file counts
            automa.steps_left = needed - 1
            automa.steps_moved += 1
            if needed == 1:
                automa.trail.append(target)
        else:
            found = next_location(ctx.board, automa.location, target,
                                  automa.mat.seals_held())
            assert found is not None
            step = automa.location = found
            automa.trail.append(found)
        left = needed - 1
        if left > 0:
            passing = _passing(ctx, step)
            if passing is None:
                ctx.log.say("automa", "{source}: 1 advancement: its figure moves one step "
                            "towards {city} ({left} more to go){passing}.", source=source,
                            city=ctx.name(target), left=left, passing="")
            else:
                ctx.log.say("automa", "{source}: 1 advancement: its figure moves one step "
                            "towards {city} ({left} more to go); it stands in {stop} on the "
                            "way, not the next city on its display, so no arrival procedure "
                            "there (Soloist's reading of 'arrives in a new city').",
                            source=source, city=ctx.name(target), left=left, stop=passing)
            continue
        ctx.log.say("automa", "{source}: 1 advancement: its figure reaches {city}.",
                    source=source, city=ctx.name(target))
        yield from arrive(ctx, target)


def _passing(ctx: Context, step: str | None) -> str | None:
    """The city a single step ends in that is not the next one on the display (said), if
    it does."""
    if step is None or not ctx.board.locations[step].is_city:
        return None
    return ctx.name(step)


def arrive(ctx: Context, city: str) -> Ask:
    """The procedure on reaching the next city of the display, in the rules' order: "It
    places a trading post, discards the outpost bonus tile, if any, and it receives the bonus
    (if applicable). If the newly reached city has any contracts, it takes the contract
    providing the most VPs ... Finally, shift the trip slide". Each gain is received as it
    comes; the figure's moves gained meanwhile are made once the slide has shifted."""
    automa = ctx.automa
    automa.location = city
    automa.steps_left = automa.steps_seals = None
    automa.steps_moved = 0
    ctx.arriving = city
    if city == ctx.board.start:
        ctx.log.say("automa", "No trading post is ever placed in {city}.", city=ctx.name(city))
    elif automa.has_trading_post(city):
        ctx.log.say("automa", "It already has a trading post in {city}.", city=ctx.name(city))
    elif automa.trading_posts_left == 0:
        yield from move_trading_post(ctx, city)
        yield from outpost_tile(ctx, city)
    else:
        yield from place_trading_post(ctx, city)
        yield from outpost_tile(ctx, city)
    yield from take_contract_in_city(ctx, city)
    yield from shift_trip_slide(ctx)
    ctx.arriving = None
    moves, ctx.held_moves = ctx.held_moves, []
    yield from receive_gains(ctx, moves)


def put_trading_post(ctx: Context, city: str) -> Ask:
    """Its trading post stands in `city`: the city display numbers the city's cards, in the
    order its trading posts went in. On a board learned at the table, how many city cards
    lie beside a city is asked when its city card action first needs the display
    (`number_city_cards`); until then the cities wait their turn to be numbered."""
    automa = ctx.automa
    automa.trading_posts.append(city)
    automa.new_posts.add(city)
    ctx.state.trading_posts.setdefault(city, set()).add(Colour.AUTOMA)
    if city not in automa.unnumbered and all(city != numbered
                                             for numbered, _ in automa.card_numbers):
        automa.unnumbered.append(city)
        yield from ctx.facts.recall_city(city, ["city_cards"])  # your components, silently
    yield from number_city_cards(ctx, ask=False)


def number_city_cards(ctx: Context, *, ask: bool = True) -> Ask:
    """The city display numbers the city cards of the cities of its trading posts, in the
    order they went in ("the playmat automatically assigns a number to the cities visited,
    which have an action card"). Those whose city cards are not known are asked (`ask`),
    all in one answer; without asking, the display numbers the cities up to the first of
    them."""
    automa = ctx.automa
    pending = automa.unnumbered
    unknown = [city for city in pending if not ctx.board.knows(city, "city_cards")]
    if unknown and ask:
        yield from ctx.facts.city_cards_of(unknown)
    while pending and ctx.board.knows(pending[0], "city_cards"):
        city = pending.pop(0)
        cards = yield from city_card_spaces(ctx, city)
        for card in range(1, cards + 1):
            if (city, card) not in automa.card_numbers and len(automa.card_numbers) < 6:
                automa.card_numbers.append((city, card))
                number = len(automa.card_numbers)
                if cards == 1:
                    ctx.log.say("automa", "The city display numbers the city card{which} of "
                                "{city}: {number}.", city=ctx.name(city), number=number,
                                which="")
                elif card == 1:
                    ctx.log.say("automa", "The city display numbers the city card on the left "
                                "of {city}: {number}.", city=ctx.name(city), number=number)
                else:
                    ctx.log.say("automa", "The city display numbers the city card on the right "
                                "of {city}: {number}.", city=ctx.name(city), number=number)


def city_card_spaces(ctx: Context, city: str, *, special: bool = False) -> Generator[
        Question, object, int]:
    """The city cards beside `city` (and, with `special`, whether it is a special city),
    their action spaces on the table; returns how many city cards."""
    cards = yield from ctx.facts.city_fact(city, "city_cards")
    is_special = (yield from ctx.facts.city_fact(city, "special")) if special else False
    ctx.area.add_city(city, ctx.name(city), int(cards), bool(is_special))
    return int(cards)


def place_trading_post(ctx: Context, city: str) -> Ask:
    """A trading post leaves the Trading Post card (column by column, from the left) for
    `city`; "whenever a given bonus is unlocked by removing a trading post, this must be
    immediately assigned to the Automa"."""
    automa = ctx.automa
    index = len(automa.trading_posts)
    column = ctx.tp_card.columns[index] if ctx.tp_card is not None else None
    if column is None:
        ctx.log.say("table", "Put a trading post of the Automa in {city}: the {nth} from its "
                    "Trading Post card{column} ({left} left on the card).", city=ctx.name(city),
                    nth=_nth(index + 1), left=automa.trading_posts_left - 1, column="")
    else:
        ctx.log.say("table", "Put a trading post of the Automa in {city}: the {nth} from its "
                    "Trading Post card (column {column}) ({left} left on the card).",
                    city=ctx.name(city), nth=_nth(index + 1),
                    left=automa.trading_posts_left - 1, column=column)
    yield from put_trading_post(ctx, city)
    bonus = yield from ctx.facts.trading_post_bonus(index)
    if bonus:
        ctx.log.say("automa", "Removing that trading post unlocks a bonus: {bonus}.",
                    bonus=describe_effects(bonus))
        yield from receive(ctx, bonus, TRADING_POST_CARD)
    yield from power(ctx, "trading-post", SKILL_CARD_TRADING_POST)


def post_to_move(ctx: Context) -> Generator[Question, object, tuple[str, str]]:
    """Which of its trading posts moves when all 11 are on the board, and why: the first
    placed whose city it loses least by (the base game lets the player choose; the solo rules
    do not say how the Automa chooses)."""
    board = ctx.board
    posts = ctx.automa.trading_posts
    yield from number_city_cards(ctx)  # its city cards: what moving a trading post loses
    of = yield from ctx.facts.shields_of(posts)
    shields = Counter(of.values())

    def keeps_shield(city: str) -> bool:
        shield = of[city]
        return shield is not None and shields[shield] > 1

    def holds_nothing(city: str) -> bool:
        location = board.locations[city]
        return not location.city_cards and not location.contracts

    for fits, why in (
        (lambda city: keeps_shield(city) and holds_nothing(city),
         "the first placed whose shield another of its trading posts also shows, in a city "
         "with no city card and no contract space: it loses nothing by moving it"),
        (keeps_shield, "the first placed whose shield another of its trading posts also "
                       "shows: it keeps every shield"),
        (lambda city: True, "the first placed: each of them would cost it a shield"),
    ):
        for city in posts:
            if fits(city):
                return city, why
    raise AssertionError("post_to_move needs a trading post on the board")


def move_trading_post(ctx: Context, city: str) -> Ask:
    """ "For anything that is not specifically mentioned in this manual, the rules of the
    base game apply": a player with no trading post left moves one already on the board."""
    automa = ctx.automa
    old, why = yield from post_to_move(ctx)
    automa.trading_posts.remove(old)
    ctx.state.trading_posts[old].discard(Colour.AUTOMA)
    ctx.log.say("automa", "All 11 of its trading posts are on the board, so, as in the base game, "
                "it moves one already there: the one in {old} ({why}; Soloist's choice, the "
                "solo rules do not say which).", old=ctx.name(old), why=why)
    ctx.log.say("table", "Move the Automa's trading post from {old} to {city} (no bonus: the "
                "Trading Post card is empty).", old=ctx.name(old), city=ctx.name(city))
    yield from put_trading_post(ctx, city)
    yield from power(ctx, "trading-post", SKILL_CARD_TRADING_POST)


def outpost_tile(ctx: Context, city: str) -> Ask:
    """ "... discards the outpost bonus tile, if any, and it receives the bonus (if
    applicable)": only what the Automa can receive from a tile."""
    outposts = ctx.state.outposts
    yield from ctx.facts.what_lies_in(ctx.state, city, tile=True)
    tile = outposts.get(city)
    if tile is None:
        return
    assert not isinstance(tile, Unknown)
    outposts[city] = None
    ctx.log.say("automa", "It is the first to place a trading post in {city}: it discards the "
                "outpost bonus tile there ({tile}).", city=ctx.name(city),
                tile=describe_effects(tile))
    yield from receive(ctx, [effect for effect in tile if effect.kind in TILE_GAINS],
                       phrase("Outpost tile in {city}", city=ctx.name(city)))


def shift_trip_slide(ctx: Context) -> Ask:
    """ "Finally, shift the trip slide one step up ... IMPORTANT: if, after shifting the
    slide, a red letter appears in the first column of the display, remove the corresponding
    coin from the playmat." A letter Soloist does not know is yours to see and act on: it is
    asked when the Automa next reads its coins (`read_red_letter`), or before the slide
    shifts again and takes it off the display. No rule reads the coins in between, so the
    Automa decides as if it had been asked at once."""
    automa = ctx.automa
    trip = automa.trip
    yield from read_red_letter(ctx)  # before it leaves the first column
    trip.at += 1
    ctx.log.say("table", "Shift the trip slide one step up: the display now shows {city} in "
                "its first column.", city=ctx.name(trip.current))
    trip.letter_pending = True
    if ctx.facts.letter_told(trip) or not automa.mat.coins:
        yield from read_red_letter(ctx)
    else:
        ctx.log.say("table", "If a red letter shows beside {city}, remove that coin from the "
                    "Smart Mat (Soloist asks which when the Automa next needs its coins).",
                    city=ctx.name(trip.current))


def read_red_letter(ctx: Context) -> Ask:
    """The red letter beside the city in the first column of the display, if it is still to
    be read: known, or asked (while a coin remains); its coin comes off the Smart Mat."""
    trip = ctx.automa.trip
    if not trip.letter_pending:
        return
    trip.letter_pending = False
    letter = yield from ctx.facts.letter_at(trip, ctx.automa.mat.coins)
    if letter is not None:
        remove_coin(ctx, letter, phrase("Red letter {letter} in the first column, beside "
                                        "{city}", letter=letter, city=ctx.name(trip.current)))


@cache
def _nth(number: int) -> str:
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(number if number < 20 else number % 10, "th")
    if suffix == "st":
        return phrase("{number}st", number=number)
    if suffix == "nd":
        return phrase("{number}nd", number=number)
    if suffix == "rd":
        return phrase("{number}rd", number=number)
    return phrase("{number}th", number=number)


__all__ = ["advance", "arrive", "complete_one", "may_provide_contracts", "next_city",
           "number_city_cards", "power", "read_red_letter", "receive", "receive_gains",
           "seal_names", "steps_to",
           "take_black_die", "take_contracts_from_cities"]
