"""The Automa's main actions, each exactly as the solo rules describe it.

Each action returns None once it is performed, or a `Refusal` saying why it is not valid:
"An action is valid if the Automa owns the appropriate number of dice (their value does not
matter). The Automa always tries to consume the dice of its own color first. It only uses
black dice if they are required to complete the action." The Automa "must respect the
normal restrictions on the color of the dice. It pays no cost when placing its dice on top
of other dice."
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from functools import cache

from soloist.engine.phrase import joined, phrase
from soloist.engine.questions import Question, answered
from soloist.games.marco_polo_2.automa import Placed, SealOnMat, SmartMat
from soloist.games.marco_polo_2.context import FROM_THE_RIGHT, Context
from soloist.games.marco_polo_2.effects import describe_effects
from soloist.games.marco_polo_2.gains import (
    ACTION_SPACE_E,
    CITY_CARD,
    EXTERNAL_CITY,
    GUILD_SEAL_PLUS_1,
    SKILL_CARD_TRAVEL,
    arrive,
    contracts_in,
    may_provide_contracts,
    next_city,
    number_city_cards,
    power,
    read_red_letter,
    receive,
    remove_coin,
    steps_to,
    take_contracts_from_cities,
)
from soloist.games.marco_polo_2.pieces import LETTERS, MAT_SPACES, Colour, MainAction, Seal
from soloist.games.marco_polo_2.routes import route_path
from soloist.games.marco_polo_2.spaces import (
    EXTERNAL_LEFT,
    EXTERNAL_RIGHT,
    GOLD_LOWER,
    GOLD_UPPER,
    GUILD_SEALS,
    PEPPER,
    SILK,
    TRAVEL_BY_DICE,
    DicePlan,
    Refusal,
    Space,
)

Outcome = Generator[Question, object, Refusal | None]
AUTOMA = Colour.AUTOMA


def plan(ctx: Context, space: Space) -> DicePlan | Refusal:
    automa = ctx.automa
    return ctx.area.plan(space, AUTOMA, automa.own_dice, automa.black_dice)


def place(ctx: Context, space: Space, dice: DicePlan, value: int | None = None) -> None:
    """Places the Automa's dice on `space`; `value`, what they show where it rolled them."""
    ctx.area.place(space, AUTOMA, dice)
    ctx.automa.spend(dice.own, dice.black)
    ctx.automa.placed.append(Placed(space.id, dice.own, dice.black, value,
                                    ctx.automa.cards_drawn))


def walk(ctx: Context, target: str) -> None:
    """The figure's way to `target` as a person sees it (`Automa.trail`): each location of a
    shortest route its seals open, where the map is known; else the city alone."""
    automa = ctx.automa
    path = route_path(ctx.board, automa.location, target, automa.mat.seals_held())
    automa.trail.extend(path)


# -- TRAVEL ----------------------------------------------------------------------------------

def travel_spaces(steps: int) -> tuple[int, ...]:
    """ "If 1 move is required, the Automa will use the 1-die action space. If 2 or 3 moves
    are required, the Automa will use the 2-dice action space", each followed by the larger
    spaces it may be forced onto. More than 3 moves (a detour forced by a river): only the
    3-dice space can take it (Soloist's reading; the rules do not say)."""
    if steps == 1:
        return (1, 2, 3)
    if steps <= 3:
        return (2, 3)
    return (3,)


def travel(ctx: Context) -> Outcome:
    """The Automa performs this action only if it has enough dice to reach the next city
    shown on the playmat."""
    automa = ctx.automa
    origin = automa.location
    target = yield from next_city(ctx)
    if target is None:
        return Refusal.phrase("the trip slide shows no further city")
    steps = yield from steps_to(ctx, target)
    if steps is None:
        return Refusal.phrase("no route it may take leads to {city} (it lacks the seal for a "
                              "river)", city=ctx.name(target))
    candidates = travel_spaces(steps)
    tried: list[Refusal] = []
    for dice in candidates:
        space = TRAVEL_BY_DICE[dice]
        chosen = plan(ctx, space)
        if isinstance(chosen, Refusal):
            tried.append(chosen)
            continue
        yield from _travel_on(ctx, origin, target, steps, space, chosen,
                              forced=[refusal.reason for refusal in tried])
        return None
    return Refusal.phrase("{city} is {moves} away: {tried}", city=ctx.name(target),
                          moves=_moves(steps), tried=tried)


def _travel_on(ctx: Context, origin: str, target: str, steps: int, space: Space,
               dice: DicePlan, *, forced: list[str]) -> Generator[Question, object, None]:
    automa = ctx.automa
    place(ctx, space, dice)
    automa.travel_this_turn = space.dice
    where = ctx.name(origin)
    if automa.steps_moved:  # no map: its figure is on the way, out of its last city
        where = (phrase("where its figure stands (1 step out of {city})", city=where)
                 if automa.steps_moved == 1 else
                 phrase("where its figure stands ({steps} steps out of {city})",
                        steps=automa.steps_moved, city=where))
    if forced:
        ctx.log.say("automa", "Travel: {origin} → {target} is {moves}; {why}, so it is forced "
                    "onto {space}: it places {dice} there.", origin=where,
                    target=ctx.name(target), moves=_moves(steps), why=joined(forced, "; "),
                    space=space.label, dice=dice.describe())
    else:
        ctx.log.say("automa", "Travel: {origin} → {target} is {moves}, so it uses {space}{note}: "
                    "it places {dice} there.", origin=where, target=ctx.name(target),
                    moves=_moves(steps), space=space.label, dice=dice.describe(),
                    note=" (more than 3 moves: only that space takes them, and it reaches that "
                         "city only; Soloist's reading, the rules do not say)"
                    if steps > 3 else "")
    ctx.log.say("table", "Place {dice} of the Automa on {space} and move its figure to "
                "{target}.", dice=_dice_words(dice), space=space.label, target=ctx.name(target))
    shifts = automa.trip.at
    walk(ctx, target)
    yield from arrive(ctx, target)
    if space.dice == 3 and forced:
        yield from _on_to_the_following_city(ctx, target, automa.trip.at - shifts > 1)
    yield from power(ctx, "travel", SKILL_CARD_TRAVEL)


def _on_to_the_following_city(ctx: Context, first: str, reached: bool) -> Generator[
        Question, object, None]:
    """ "In the case the Automa is forced to use the 3-dice action space, then the Automa, in
    the same travel action, will also reach the city following the first reached one,
    placing a trading post on both" — by a route its seals open: "like a normal player, it
    needs the right seals to cross the rivers". `reached`: an advancement gained in the
    first city has already taken it there."""
    if reached:
        ctx.log.say("automa", "Forced onto the 3-dice space, it would also reach the city "
                    "following {city}; the advancement it gained there has already taken it "
                    "there.", city=ctx.name(first))
        return
    following = yield from next_city(ctx)  # the slide has shifted: the next city now
    if following is None:
        ctx.log.say("automa", "The 3-dice space would take it on to the next city too, but "
                    "the trip slide shows no further city.")
        return
    steps = yield from steps_to(ctx, following)
    if steps is None:
        ctx.log.say("automa", "Forced onto the 3-dice space, it would also reach the next city, "
                    "{city}, but no route it may take leads there (it lacks the seal for a "
                    "river): it stays in {first}.", city=ctx.name(following),
                    first=ctx.name(ctx.automa.location))
        return
    ctx.log.say("automa", "Forced onto the 3-dice space, it also reaches the next city, "
                "{city} ({moves} by a route its seals open), in the same travel action.",
                city=ctx.name(following), moves=_moves(steps))
    ctx.log.say("table", "Move the Automa's figure on to {city}.", city=ctx.name(following))
    walk(ctx, following)
    yield from arrive(ctx, following)


@cache
def _moves(steps: int) -> str:
    return phrase("1 move") if steps == 1 else phrase("{steps} moves", steps=steps)


def _dice_words(dice: DicePlan) -> str:
    return _dice_said(dice.own, dice.black)


@cache
def _dice_said(own: int, black: int) -> str:
    parts: list[str] = []
    if own:
        parts.append(phrase("1 die") if own == 1 else phrase("{count} dice", count=own))
    if black:
        parts.append(phrase("1 black die") if black == 1 else
                     phrase("{count} black dice", count=black))
    return joined(parts, " and ")


# -- BOOKS -----------------------------------------------------------------------------------

BOOK_SPACES: dict[str, tuple[Space, ...]] = {
    "pepper": (PEPPER,),
    "silk": (SILK,),
    "gold": (GOLD_UPPER, GOLD_LOWER),
}


#: Where the Books fallback starts: "the right" (the rules), or an automa variant's left.
RIGHT = phrase("right")
LEFT_VARIANT = phrase("left (the automa variant)")
#: The Books spaces as a roll names them.
BOOK_WORDS = {"pepper": phrase("pepper"), "silk": phrase("silk"), "gold": phrase("gold")}


def side(ctx: Context) -> str:
    """Where the Books fallback starts: "the right" (the rules), or an automa variant's left."""
    return RIGHT if ctx.books_order == FROM_THE_RIGHT else LEFT_VARIANT


@cache
def _rolled_book(die: int, rolled: str, empty: bool) -> str:
    """The roll that chose a Books space (made once a roll: the Automa's turns say it often)."""
    if empty:
        return phrase("it rolls {die}: the {book} space (empty)", die=die,
                      book=BOOK_WORDS[rolled])
    return phrase("it rolls {die}: the {book} space", die=die, book=BOOK_WORDS[rolled])


@cache
def _rolled_other_book(die: int, rolled: str, side: str, book: str, empty: bool) -> str:
    """The roll whose Books space could not take the die, and the space that did."""
    if empty:
        return phrase("it rolls {die}: the {rolled} space is occupied, so the first empty "
                      "space from the {side}: {book}", die=die, rolled=BOOK_WORDS[rolled],
                      side=side, book=BOOK_WORDS[book])
    return phrase("it rolls {die}: the {rolled} space is not valid (its colour sits there and "
                  "it has no black die), so the first valid space from the {side}: {book}",
                  die=die, rolled=BOOK_WORDS[rolled], side=side, book=BOOK_WORDS[book])


def book_for(die: int) -> str:
    """D1 → pepper space (first book); D2-D3 → silk (second); D4-D5-D6 → gold (third)."""
    if die == 1:
        return "pepper"
    return "silk" if die <= 3 else "gold"


def _usable(ctx: Context, book: str, *, empty_only: bool = False) -> tuple[Space,
                                                                         DicePlan] | None:
    for space in BOOK_SPACES[book]:
        if empty_only and not ctx.area.is_empty(space.id):
            continue
        chosen = plan(ctx, space)
        if not isinstance(chosen, Refusal):
            return space, chosen
    return None


def books(ctx: Context) -> Refusal | None:
    """The last action of each card; it is always valid: "An action is valid if the Automa
    owns the appropriate number of dice", and Books needs one. Where the die goes still
    respects "the normal restrictions on the color of the dice": when every Books space
    holds its colour and it has no black die, no space takes it, and the die stays with the
    Automa for its next card ("In the rare case that the automa deck runs out before the
    Automa has used all of its dice, the Automa prematurely ends its round")."""
    die = ctx.roll
    rolled = book_for(die)
    found = _usable(ctx, rolled)
    if found is not None:
        why = _rolled_book(die, rolled, False)
    else:
        for book in ctx.books_order:
            found = _usable(ctx, book)
            if found is not None:
                why = _rolled_other_book(die, rolled, side(ctx), book, False)
                break
    if found is None:
        ctx.log.say("automa", "Books: it rolls {die}, but every Books space already holds its "
                    "colour and it has no black die: it must respect the normal restrictions "
                    "on the color of the dice, so it places no die this turn (the die stays "
                    "for its next card).", die=die)
        return None
    space, dice = found
    place(ctx, space, dice, die)
    ctx.log.say("automa", "Books: {why}. It places {dice} on {space} (it takes no goods).",
                why=why, dice=dice.describe(), space=space.label)
    ctx.log.say("table", "Place {dice} of the Automa on {space}.", dice=_dice_words(dice),
                space=space.label)
    return None


def books_lev_0(ctx: Context) -> Refusal | None:
    """A Books space that currently has no other dice; skipped if there is none."""
    empty = [book for book in ctx.books_order if _usable(ctx, book, empty_only=True)]
    if not empty:
        return Refusal.phrase("every Books space already holds a die")
    rolled_die: int | None = None
    why: str
    if len(empty) == 1:
        book = empty[0]
        why = phrase("the {book} space is the only one with no dice", book=BOOK_WORDS[book])
    else:
        die = rolled_die = ctx.roll
        rolled = book_for(die)
        if rolled in empty:
            book, why = rolled, _rolled_book(die, rolled, True)
        else:
            book = empty[0]
            why = _rolled_other_book(die, rolled, side(ctx), book, True)
    found = _usable(ctx, book, empty_only=True)
    assert found is not None
    space, dice = found
    place(ctx, space, dice, rolled_die)
    ctx.log.say("automa", 'Books "LEV 0": {why}. It places {dice} on {space}.', why=why,
                dice=dice.describe(), space=space.label)
    ctx.log.say("table", "Place {dice} of the Automa on {space}.", dice=_dice_words(dice),
                space=space.label)
    return None


# -- KHAN'S FAVOR ----------------------------------------------------------------------------

def khans_favor(ctx: Context) -> Refusal | None:
    """ "If both spaces are free, the Automa rolls a die and then places it in the first space
    on the left. If there is only one free space left, the Automa places a die of value 6."
    """
    area = ctx.area
    automa = ctx.automa
    chosen = area.khans_favor_plan(AUTOMA, automa.own_dice, automa.black_dice)
    if isinstance(chosen, Refusal):
        return chosen
    if area.khans_favor_free >= 2:
        value, why = ctx.roll, phrase("both spaces are free, so it rolls: {die}", die=ctx.roll)
    else:
        value, why = 6, phrase("only one space is free, so its die shows 6")
    automa.spend(chosen.own, chosen.black)
    number = area.place_khans_favor(AUTOMA, chosen, value)
    automa.placed.append(Placed(f"khans-favor-{number}", chosen.own, chosen.black, value,
                                automa.cards_drawn))
    ctx.log.say("automa", "Khan's Favor: {why}. It places {dice} on Khan's Favor space {number} "
                "and receives nothing.", why=why, dice=chosen.describe(), number=number)
    ctx.log.say("table", "Place {dice} of the Automa showing {value} on Khan's Favor space "
                "{number}.", dice=_dice_words(chosen), value=value, number=number)
    return None


# -- CITY CARDS ------------------------------------------------------------------------------

def city_card_space(ctx: Context, number: int) -> Space:
    city, card = ctx.automa.card_numbers[number - 1]
    return ctx.area.spaces[f"city-card-{city}-{card}"]


def card_open(ctx: Context, number: int) -> bool:
    """Is the card numbered `number` on the display free, in a city where the Automa has a
    trading post (one moved away, once all 11 were out, leaves its number behind) placed
    before this turn? "For anything that is not specifically mentioned in this manual, the
    rules of the base game apply", and there a city card is used from the turn after the
    trading post goes into its city (the reference manual's FAQ: "Can I use a city card
    action if I just placed a trading post this turn? Yes, starting next turn.")."""
    if number > len(ctx.automa.card_numbers):
        return False
    city, _ = ctx.automa.card_numbers[number - 1]
    return (ctx.automa.has_trading_post(city) and city not in ctx.automa.new_posts
            and ctx.area.is_empty(city_card_space(ctx, number).id))


def pick_city_card(ctx: Context, die: int) -> tuple[int, list[int]]:
    """ "If the result indicates an already occupied card or a number not present on the
    display, the die will be placed on the city corresponding to the next number (wrapping
    up from 1 if necessary)." Returns the number chosen and the numbers passed over."""
    passed: list[int] = []
    for offset in range(6):
        number = (die - 1 + offset) % 6 + 1
        if card_open(ctx, number):
            return number, passed
        passed.append(number)
    raise AssertionError("pick_city_card needs a free numbered card")


def city_card(ctx: Context) -> Outcome:
    """The Automa rolls a die, places it on a city card in which it has a trading post,
    then it takes the action indicated on the Skill Card."""
    automa = ctx.automa
    yield from number_city_cards(ctx)
    numbers = automa.card_numbers
    if not any(automa.has_trading_post(city) for city, _ in numbers):
        return Refusal.phrase("none of its trading posts is in a city with a city card")
    free = [n for n in range(1, len(numbers) + 1) if card_open(ctx, n)]
    if not free:
        new = sorted({ctx.name(city) for city, _ in numbers if city in automa.new_posts})
        if new:
            return Refusal.phrase("its trading post in {cities} went in this turn, and a city "
                                  "card is used from the turn after (the base game); no other "
                                  "city card on its display is free this round",
                                  cities=joined(new, " and "))
        return Refusal.phrase("every city card on its display is taken this round")
    chosen = plan(ctx, city_card_space(ctx, free[0]))
    if isinstance(chosen, Refusal):
        return chosen
    die = ctx.roll
    number, passed = pick_city_card(ctx, die)
    space = city_card_space(ctx, number)
    place(ctx, space, chosen, die)
    why: str = phrase("it rolls {die}", die=die)
    if passed:
        moved = any(n <= len(numbers) and not automa.has_trading_post(numbers[n - 1][0])
                    for n in passed)
        fresh = any(n <= len(numbers) and numbers[n - 1][0] in automa.new_posts
                    for n in passed)
        reasons = [phrase("taken"), phrase("not on the display")]
        if moved:
            reasons.append(phrase("in a city it has moved its trading post from"))
        if fresh:
            reasons.append(phrase("in a city its trading post went into this turn (usable "
                                  "from its next turn)"))
        numbers_passed = joined([str(n) for n in passed])
        reason = phrase("{list} or {item}", list=joined(reasons[:-1]), item=reasons[-1])
        why = (phrase("it rolls {die}: {numbers} is {reason}, so the next number", die=die,
                      numbers=numbers_passed, reason=reason) if len(passed) == 1 else
               phrase("it rolls {die}: {numbers} are {reason}, so the next number", die=die,
                      numbers=numbers_passed, reason=reason))
    ctx.log.say("automa", "City card action: {why}: {number}, {space}.", why=why, number=number,
                space=space.label)
    ctx.log.say("table", "Place a die of the Automa showing {die} on {space}.", die=die,
                space=space.label)
    effects = yield from ctx.facts.skill_effects("city-card", die)
    ctx.log.say("automa", "The Skill card's city card action: {effects}.",
                effects=describe_effects(effects, die))
    yield from receive(ctx, effects, CITY_CARD, die)
    return None


def external_city(ctx: Context) -> Outcome:
    """ "D1-D2-D3 → left card; D4-D5-D6 → right card." If the rolled card is taken, the other
    one (Soloist's reading: the rules do not say)."""
    free = [space for space in (EXTERNAL_LEFT, EXTERNAL_RIGHT) if ctx.area.is_empty(space.id)]
    if not free:
        return Refusal.phrase("both external city cards are taken this round")
    chosen = plan(ctx, free[0])
    if isinstance(chosen, Refusal):
        return chosen
    die = ctx.roll
    rolled = EXTERNAL_LEFT if die <= 3 else EXTERNAL_RIGHT
    space = rolled if rolled in free else free[0]
    why = (phrase("it rolls {die}: {rolled}", die=die, rolled=rolled.label)
           if space is rolled else
           phrase("it rolls {die}: {rolled} is taken, so {space} (Soloist's reading: the rules "
                  "do not say)", die=die, rolled=rolled.label, space=space.label))
    place(ctx, space, chosen, die)
    ctx.log.say("automa", "External city action: {why}.", why=why)
    ctx.log.say("table", "Place a die of the Automa showing {die} on {space}.", die=die,
                space=space.label)
    effects = yield from ctx.facts.skill_effects("external-city", die)
    ctx.log.say("automa", "The Skill card's external city action: {effects}.",
                effects=describe_effects(effects, die))
    yield from receive(ctx, effects, EXTERNAL_CITY, die)
    return None


# -- GUILD SEALS -----------------------------------------------------------------------------

def guild_seal_plus_1(ctx: Context) -> Refusal | None:
    """Remove the coin from space D, if present; 2 dice on the guild seals space; the
    Farmer's guild seal on space D, unresolved. Skipped if it already has the Farmer's seal."""
    mat = ctx.automa.mat
    if mat.holds(Seal.FARMER):
        return Refusal.phrase("it already has the Farmer's guild seal, so the action is "
                              "skipped")
    chosen = plan(ctx, GUILD_SEALS)
    if isinstance(chosen, Refusal):
        return chosen
    if "D" in mat.coins:
        remove_coin(ctx, "D", GUILD_SEAL_PLUS_1)
    place(ctx, GUILD_SEALS, chosen)
    mat.seals["D"] = SealOnMat(Seal.FARMER)
    ctx.log.say("automa", "Guild seal +1: it places {dice} on {space} and takes the Farmer's "
                "guild seal, unresolved side up, on space D.", dice=chosen.describe(),
                space=GUILD_SEALS.label)
    ctx.log.say("table", "Place {dice} of the Automa on the Guild Seals space; put a Farmer's "
                "guild seal, unresolved (basic) side up, on space D of the Smart Mat.",
                dice=_dice_words(chosen))
    return None


def action_space(ctx: Context) -> Outcome:
    """ "The Automa performs the action corresponding to one of the uncovered spaces following
    the priority A / B / C / D / E." A space whose action it lacks the dice for is passed over
    for the next uncovered one (Soloist's reading)."""
    automa = ctx.automa
    mat = automa.mat
    yield from read_red_letter(ctx)  # a coin it reads may have gone with a red letter
    uncovered = mat.uncovered()
    if not uncovered:
        return Refusal.phrase("no space A-E of the Smart Mat is uncovered ({covered}; E holds "
                              "contracts)", covered=_covered(mat, "E"))
    reasons: list[Refusal] = []
    for letter in uncovered:
        if letter in LETTERS:
            chosen = plan(ctx, GUILD_SEALS)
            if isinstance(chosen, Refusal):
                reasons.append(Refusal.phrase("space {letter}: {reason}", letter=letter,
                                              reason=chosen))
                continue
            seal = yield from ctx.facts.seal_for(letter, mat.seal_for)
            place(ctx, GUILD_SEALS, chosen)
            mat.seals[letter] = SealOnMat(seal)
            ctx.log.say("automa", "Action space {letter} (uncovered{covered}{others}): it places "
                        "{dice} on {space} and takes the {seal}, unresolved side up, covering "
                        "space {letter}. It receives no jade.", letter=letter,
                        dice=chosen.describe(), space=GUILD_SEALS.label, seal=seal.title,
                        covered=_before(mat, letter), others=_others(reasons))
            ctx.log.say("table", "Place {dice} of the Automa on the Guild Seals space; put the "
                        "{seal}, unresolved (basic) side up, on space {letter}.",
                        dice=_dice_words(chosen), seal=seal.title, letter=letter)
            return None
        for city in automa.trading_posts:  # whether it has contract spaces, if not known yet
            if may_provide_contracts(ctx, city):
                yield from contracts_in(ctx, city)
        cities = [city for city in automa.trading_posts if city in ctx.state.contracts]
        if not cities:
            reasons.append(Refusal.phrase("space E: it has no trading post in a city that "
                                          "provides contracts"))
            continue
        space = ctx.area.spaces["contracts"]
        chosen = plan(ctx, space)
        if isinstance(chosen, Refusal):
            reasons.append(Refusal.phrase("space E: {reason}", reason=chosen))
            continue
        place(ctx, space, chosen)
        ctx.log.say("automa", "Action space E (no contract on it{covered}{others}): it places "
                    "{dice} on {space}.", dice=chosen.describe(), space=space.label,
                    covered=_before(mat, "E"), others=_others(reasons))
        ctx.log.say("table", "Place {dice} of the Automa on {space}.", dice=_dice_words(chosen),
                    space=space.label)
        yield from take_contracts_from_cities(ctx, 2, ACTION_SPACE_E)
        return None
    return Refusal.phrase("{reasons}", reasons=reasons)


def _covered(mat: SmartMat, letter: str) -> str:
    """Why each of the spaces A-D before `letter` is not uncovered: its coin, or a seal."""
    return _covered_said(tuple(
        (before, None if before in mat.coins else mat.seals[before].seal)
        for before in LETTERS[:MAT_SPACES.index(letter)]
        if before in mat.coins or before in mat.seals))


@cache
def _covered_said(covered: tuple[tuple[str, Seal | None], ...]) -> str:
    """`_covered`, made once for each state of the spaces (each letter's coin, or seal)."""
    return joined(phrase("{letter} is still under its coin", letter=before) if seal is None
                  else phrase("{letter} is covered by the {seal}", letter=before,
                              seal=seal.title)
                  for before, seal in covered)


def _before(mat: SmartMat, letter: str) -> str:
    """The spaces passed over before `letter` because they are covered, for the log."""
    covered = _covered(mat, letter)
    return phrase("; priority A / B / C / D / E, and {covered}", covered=covered) if covered \
        else ""


def _others(reasons: list[Refusal]) -> str:
    """Why the uncovered spaces before this one were passed over, if any were."""
    if not reasons:
        return ""
    return phrase("; {reasons}, so it is passed over for the next uncovered space (Soloist's "
                  "reading: the rules do not say)",
                  reasons=joined([refusal.reason for refusal in reasons], "; "))


def at_once(action: Callable[[Context], Refusal | None]) -> Callable[[Context], Outcome]:
    """An action that never needs to ask anything, as a step of the Automa's turn."""

    def step(ctx: Context) -> Outcome:
        return (yield from answered(action(ctx)))

    step.__name__ = action.__name__
    return step


MAIN_ACTIONS: dict[MainAction, Callable[[Context], Outcome]] = {
    MainAction.TRAVEL: travel,
    MainAction.BOOKS: at_once(books),
    MainAction.BOOKS_LEV_0: at_once(books_lev_0),
    MainAction.KHANS_FAVOR: at_once(khans_favor),
    MainAction.CITY_CARD: city_card,
    MainAction.EXTERNAL_CITY: external_city,
    MainAction.GUILD_SEAL_PLUS_1: at_once(guild_seal_plus_1),
    MainAction.ACTION_SPACE: action_space,
}
