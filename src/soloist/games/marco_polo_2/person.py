"""Your turn, as you report it: the action space you used and with which dice.

Soloist offers only what the placement rules allow (RB, "Placing dice"): exactly as many
dice as the space shows; a brown space (a city card, a special city) holds one die a
round; each colour uses a space once a round, black dice let you use it again; Khan's Favor
takes a die at least as high as the last one placed. A city card or a special city needs
your trading post in that city, placed before this turn ("starting next turn"); the
Contracts space needs one in a city with contracts.

It tracks what the Automa's rules read: the dice on the spaces, the black dice left, your
trading posts (which take outpost tiles first) and the contracts you take from the cities;
and where your figure stands, so that "Where did your travel end?" offers, when the board's
routes are known, only the cities a travel with those dice can reach (any other city stays
one choice away, for a move Soloist was not told of).

One question a turn: your main action, with any bonus action you took after it in the same
answer (`person_answers`); a bonus action before it is a choice of its own. What Soloist
does not know of a city where your trading post stands (its city cards, whether it is a
special city, its contracts) is asked only when your move needs it: the city's action
spaces when you use one of them, its contracts when Soloist knows them and you may have
taken one.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field
from functools import cache, lru_cache

from soloist.engine.phrase import Phrase, phrase
from soloist.engine.questions import YES_NO, Choice, Choices, Question, decision
from soloist.games.marco_polo_2.context import Context
from soloist.games.marco_polo_2.data import Location
from soloist.games.marco_polo_2.effects import Contract
from soloist.games.marco_polo_2.gains import city_card_spaces, may_provide_contracts
from soloist.games.marco_polo_2.learning import NEW, TypedName
from soloist.games.marco_polo_2.person_answers import (
    AFTER_HELP,
    AFTER_TYPING,
    MainThen,
    MainThenTaps,
    example_answer,
    main_action_label,
    read_main_then,
)
from soloist.games.marco_polo_2.pieces import Colour
from soloist.games.marco_polo_2.routes import within_reach
from soloist.games.marco_polo_2.spaces import DicePlan, Refusal, Space
from soloist.games.marco_polo_2.table import unused_name
from soloist.games.marco_polo_2.table_state import UNKNOWN, Unknown
from soloist.games.marco_polo_2.typed_words import TYPED

Ask = Generator[Question, object, None]
PERSON = Colour.PERSON
PERSON_DICE = 5

BLACK_DIE = Choice("black-die", phrase("Bonus action: you took a black die from the board"),
                   "black-die", ("black",))
MONEY_BAG = Choice("money-bag", phrase("Bonus action: you placed a die on the money bag"),
                   "money-bag", ("bag",))
TRADING_POST = Choice("trading-post", phrase("You placed a trading post (a move from a contract "
                                             "or a card)"), "trading-post", ("tp", "post"))
DONE = Choice("done", phrase("End of your turn"), "done", ("end", "pass"))
KHANS_FAVOR = "khans-favor"
#: The action spaces of a city where your trading post stands, when Soloist does not know
#: them yet (its city cards; whether it is a special city): asked when you use one.
CITY_SPACES = "city-spaces"
#: The most locations a travel moves you: the 1-die space moves 1 (RB: "pay 2 coins to move
#: 1 location"); the others at most the lowest die placed, so 6 at most (their printed
#: maxima are not public).
TRAVEL_REACH = {1: 1, 2: 6, 3: 6}


class Elsewhere:
    """The answer "a city not listed": the full list follows."""

    def __repr__(self) -> str:
        return "ELSEWHERE"


ELSEWHERE = Elsewhere()
ELSEWHERE_CHOICE = Choice("elsewhere", phrase("A city not listed (your figure was elsewhere)"),
                          ELSEWHERE, ("other", "another city"))


class NewCity:
    """The answer "a city Soloist does not know yet": its name is typed next."""

    def __repr__(self) -> str:
        return "NEW_CITY"


NEW_CITY = NewCity()
NEW_CITY_CHOICE = Choice(NEW, phrase("A city not named yet (type its name)"), NEW_CITY,
                         ("new", "new city"))


@dataclass
class Person:
    own_dice: int = PERSON_DICE
    black_dice: int = 0
    travel_this_turn: int = 0  # the Travel space (1-3 dice) you used this turn, if any
    contracts_taken: int = 0
    #: The cities of the trading posts you placed this turn: their city cards and special
    #: city spaces are yours "starting next turn" (RB; the reference's FAQ).
    new_posts: set[str] = field(default_factory=set)
    #: Where your figure may stand: one location, several (after a travel that ended in an
    #: oasis) or none known.
    at: frozenset[str] = frozenset()

    @property
    def has_dice(self) -> bool:
        return self.own_dice + self.black_dice > 0

    def new_round(self) -> None:
        self.own_dice = PERSON_DICE
        self.black_dice = 0

    def spend(self, dice: DicePlan) -> None:
        self.own_dice -= dice.own
        self.black_dice -= dice.black

    def view(self) -> dict[str, object]:
        return {"own_dice": self.own_dice, "black_dice": self.black_dice,
                "contracts_taken": self.contracts_taken, "at": sorted(self.at)}


def legal_spaces(ctx: Context, person: Person) -> list[Space]:
    """The action spaces your dice may go to now. A city of your trading posts whose action
    spaces Soloist does not know yet is one space, "an action space in Kabul": its city
    cards and whether it is a special city are asked when you use it."""
    area = ctx.area
    posts = set(ctx.state.posts_of(PERSON))
    own, black = person.own_dice, person.black_dice
    spaces = []
    for space in area.spaces.values():
        if space.city is not None and (space.city not in posts or space.city in
                                       person.new_posts):  # a city card, a special city
            continue
        if space.group == "contracts" and not any(may_provide_contracts(ctx, city)
                                                  for city in posts):
            continue
        if area.takes(space, PERSON, own, black):
            spaces.append(space)
    khan = area.khans_favor_plan(PERSON, person.own_dice, person.black_dice)
    if not isinstance(khan, Refusal):
        spaces.insert(7, khans_favor_space(area.khans_favor_last))
    if own + black:
        spaces.extend(city_spaces(ctx, city) for city in sorted(posts)
                      if city not in person.new_posts and spaces_unknown(ctx, city))
    return spaces


def spaces_unknown(ctx: Context, city: str) -> bool:
    """Whether Soloist does not know yet which action spaces `city` has of its own."""
    board = ctx.board
    return not board.knows(city, "city_cards") or not board.knows(city, "special")


@cache
def _city_spaces(city: str, name: str) -> Space:
    return Space(f"in-{city}", f"an action space in {name} (its city card, or a special "
                 "city's own space)", 1, False, CITY_SPACES, city)


def city_spaces(ctx: Context, city: str) -> Space:
    return _city_spaces(city, ctx.name(city))


@cache
def khans_favor_space(last: int | None) -> Space:
    """Khan's Favor as offered: its label reminds you of the value your die needs."""
    if last == 1:  # any die will do
        return Space(KHANS_FAVOR, "Khan's Favor", 1, True, KHANS_FAVOR)
    if last is None:
        return Space(KHANS_FAVOR, phrase("Khan's Favor (a die of at least the last one there)"),
                     1, True, KHANS_FAVOR)
    return Space(KHANS_FAVOR, phrase("Khan's Favor (a die of at least {last}, the last one "
                                     "there)", last=last), 1, True, KHANS_FAVOR)


def person_turn(ctx: Context, person: Person, round_number: int, *,
                resumed: bool = False) -> Ask:
    """Bonus actions and exactly one main action while you have dice, as you report them:
    the bonus actions after the main action come in its answer. `resumed`: the turn goes on
    where it stands (a copy of the play, for search)."""
    if not resumed:
        person.travel_this_turn = 0
        person.new_posts.clear()
    while True:
        spaces = legal_spaces(ctx, person) if person.has_dice else []
        picked = yield from ask_action(ctx, person, spaces, round_number)
        if picked == "done":
            return
        if isinstance(picked, str):  # a bonus action before the main action
            yield from bonus_action(ctx, person, picked)
            if not person.has_dice:  # a player with no dice left has no more to do
                return
            continue
        after: tuple[str, ...] = ()
        if isinstance(picked, MainThen):
            after = picked.after
            picked = picked.space
        assert isinstance(picked, Space)
        if picked.group == CITY_SPACES:
            assert picked.city is not None
            found = yield from space_in_city(ctx, person, picked.city)
            if found is None:
                continue
            picked = found
        yield from main_action(ctx, person, picked)
        for key in after:
            yield from bonus_action(ctx, person, key)
        return


def ask_action(ctx: Context, person: Person, spaces: list[Space],
               round_number: int) -> Generator[Question, object, object]:
    """Which action space you used for your main action (or a bonus action first); the
    bonus actions after it typed with it."""
    offered = (ctx.area.black_on_board > 0, person.has_dice,
               bool(open_cities(ctx)) or ctx.facts.names_cities, not spaces)
    choices = action_choices(tuple(spaces), *offered)
    if not spaces:
        return (yield decision("person.action", bonus_prompt(round_number), choices=choices,
                               context={"round": round_number}))
    black, dice = ctx.area.black_on_board, person.own_dice + person.black_dice
    return (yield decision(
        "person.action", main_prompt(round_number), choices=choices,
        text=TYPED.reading(lambda text: read_main_then(text, spaces, black_dice_left=black,
                                                       dice_left=dice)),
        taps=MainThenTaps(spaces, black_dice_left=black, dice_left=dice),
        examples=(example_answer(tuple(spaces)),), help=AFTER_HELP, typing=AFTER_TYPING,
        context={"round": round_number}))


@cache
def bonus_prompt(round_number: int) -> Phrase:
    return phrase("Round {round}, your turn: a bonus action, or the end of your turn?",
                  round=round_number)


@cache
def main_prompt(round_number: int) -> Phrase:
    return phrase("Round {round}, your turn: which action space did you use for your main "
                  "action (or a bonus action first)?", round=round_number)


def bonus_action(ctx: Context, person: Person, key: str) -> Ask:
    """A bonus action you report: a black die from the board, a die on the money bag, a
    trading post placed by a move from a contract or a card."""
    if key == "black-die":
        ctx.area.black_on_board -= 1
        person.black_dice += 1
        ctx.log.say("person", "You take a black die ({left} left on the board).",
                    left=ctx.area.black_on_board)
    elif key == "money-bag":
        yield from money_bag(ctx, person)
    else:
        assert key == "trading-post"
        yield from trading_post(ctx, person)


def space_in_city(ctx: Context, person: Person, city: str) -> Generator[
        Question, object, Space | None]:
    """The action space you used in `city`, whose spaces Soloist did not know: its city
    cards and whether it is a special city (asked together), then which space when there
    are several free (None: it has none you may use; you are asked again)."""
    yield from ctx.facts.city_facts(city, ["city_cards", "special"])
    yield from city_card_spaces(ctx, city, special=True)
    free = [space for space in ctx.area.spaces.values() if space.city == city and
            ctx.area.takes(space, PERSON, person.own_dice, person.black_dice)]
    if not free:
        ctx.log.say("person", "{city} has no action space of its own free for your dice "
                    "this round.", city=ctx.name(city))
        return None
    if len(free) == 1:
        return free[0]
    picked = yield decision("person.city-space",
                            phrase("Which action space in {city}?", city=ctx.name(city)),
                            choices=Choices(Choice(space.id, space.label.capitalize(), space)
                                            for space in free), context={"city": city})
    assert isinstance(picked, Space)
    return picked


@lru_cache(maxsize=4096)
def action_choices(spaces: tuple[Space, ...], black_die: bool, money_bag: bool,
                   trading_post: bool, done: bool) -> Choices:
    """The answers to "which action space did you use?" (made once for each situation)."""
    choices = [Choice(space.id, main_action_label(space), space) for space in spaces]
    for offered, choice in ((black_die, BLACK_DIE), (money_bag, MONEY_BAG),
                            (trading_post, TRADING_POST), (done, DONE)):
        if offered:
            choices.append(choice)
    return Choices(choices)


def main_action(ctx: Context, person: Person, space: Space) -> Ask:
    if space.group == KHANS_FAVOR:
        yield from khans_favor(ctx, person)
        return
    dice = yield from which_dice(ctx, person, space)
    ctx.area.place(space, PERSON, dice)
    person.spend(dice)
    ctx.log.say("person", "You place {dice} on {space}.", dice=dice.describe("your"),
                space=space.label)
    if space.group == "travel":
        person.travel_this_turn = space.dice
        yield from travel(ctx, person, space)
    elif space.group == "contracts":
        yield from take_contracts(ctx, person)


def which_dice(ctx: Context, person: Person, space: Space) -> Generator[Question, object,
                                                                         DicePlan]:
    splits = ctx.area.splits(space, PERSON, person.own_dice, person.black_dice)
    if len(splits) == 1:
        return splits[0]
    picked = yield decision(
        "person.dice", phrase("With which dice on {space}?", space=space.label),
        choices=Choices(Choice(_split_key(split), dice_label(split), split)
                        for split in splits),
        context={"space": space.id})
    assert isinstance(picked, DicePlan)
    return picked


def dice_label(split: DicePlan) -> Phrase:
    """Your dice as a choice names them ("1 of your own dice and 1 black die")."""
    if not split.black:
        return phrase("{own} of your own dice", own=split.own)
    if not split.own:
        return (phrase("1 black die") if split.black == 1 else
                phrase("{black} black dice", black=split.black))
    return (phrase("{own} of your own dice and 1 black die", own=split.own) if split.black == 1
            else phrase("{own} of your own dice and {black} black dice", own=split.own,
                        black=split.black))


def _split_key(split: DicePlan) -> str:
    if not split.black:
        return "own"
    if not split.own:
        return "black"
    return f"own-{split.own}-black-{split.black}"


def khans_favor(ctx: Context, person: Person) -> Ask:
    area = ctx.area
    dice = area.khans_favor_plan(PERSON, person.own_dice, person.black_dice)
    assert isinstance(dice, DicePlan)
    if dice.own and person.black_dice:
        use = yield decision("person.dice", phrase("With which die on Khan's Favor?"),
                             choices=_own_or_black())
        if use == "black":
            dice = DicePlan(0, 1)
    number = area.place_khans_favor(PERSON, dice, None)
    person.spend(dice)
    ctx.log.say("person", "You place {dice} on Khan's Favor space {number}.",
                dice=dice.describe("your"), number=number)


@cache
def _own_or_black() -> Choices:
    return Choices([Choice("own", phrase("One of your own dice"), "own"),
                    Choice("black", phrase("A black die"), "black")])


def money_bag(ctx: Context, person: Person) -> Ask:
    use_black = not person.own_dice
    if person.own_dice and person.black_dice:
        picked = yield decision("person.dice", phrase("With which die on the money bag?"),
                                choices=_own_or_black())
        use_black = picked == "black"
    person.spend(DicePlan(0, 1) if use_black else DicePlan(1, 0))
    ctx.area.money_bag.append(Colour.BLACK if use_black else PERSON)
    ctx.log.say("person", "You place a die on the money bag.")


TRAVEL_END = phrase("Where did your travel end?")
NO_POST_THERE = phrase("no trading post is placed there; choose the oasis answer")


def travel(ctx: Context, person: Person, space: Space) -> Ask:
    """Where your travel ended (a city: your trading post there), and on the 3-dice space the
    city you passed through where you placed a second one."""
    board = ctx.board
    reach = TRAVEL_REACH[space.dice]
    near = reachable(ctx, person.at, reach)
    here = next(iter(person.at)) if len(person.at) == 1 else None  # a travel moves you
    everywhere = [city for city in board.cities if not city.start]
    cities = [city for city in everywhere if city.id != here and
              (near is None or city.id in near)]
    stops = _stops(ctx, near, here)
    end = yield from pick_city(
        ctx, "person.travel-end", TRAVEL_END, cities,
        [Choice("oasis", stops, None)] if stops else [], everywhere, {"dice": space.dice},
        refused_why=NO_POST_THERE)
    origin = person.at
    if isinstance(end, str):
        person.at = frozenset({end})
        yield from place_post(ctx, person, end)
    else:
        person.at = (frozenset(place for place in near if not board.locations[place].is_city
                               or board.locations[place].start)
                     if near is not None else frozenset())
    if space.dice == 3:
        passed = [city for city in open_cities(ctx)
                  if passed_through(ctx, origin, city.id, end, reach)]
        if passed or open_cities(ctx) or ctx.facts.names_cities:
            second = yield from pick_city(
                ctx, "person.second-trading-post",
                phrase("The 3-dice space: did you place a second trading post in a city you "
                       "passed through?"), passed, [Choice("none", phrase("No"), None)],
                open_cities(ctx), {})
            if isinstance(second, str):
                yield from place_post(ctx, person, second)


def _stops(ctx: Context, near: dict[str, int] | None, here: str | None) -> str:
    """The answer for a travel that ends where no trading post goes: an oasis, or Beijing
    (not where you stand)."""
    board = ctx.board
    if near is None:
        return (phrase("An oasis") if here == board.start else
                phrase("An oasis or {city} (no trading post)", city=board.name(board.start)))
    oasis = any(not board.locations[place].is_city for place in near)
    start = board.start in near
    if oasis and start:
        return phrase("An oasis or {city} (no trading post)", city=board.name(board.start))
    if oasis:
        return phrase("An oasis")
    return phrase("{city} (no trading post)", city=board.name(board.start)) if start else ""


def reachable(ctx: Context, at: frozenset[str], steps: int) -> dict[str, int] | None:
    """The locations a travel of at most `steps` steps reaches from where your figure may
    stand; None when that is not known (no routes on the board, or no position known)."""
    board = ctx.board
    if not board.has_routes or not at:
        return None
    found: dict[str, int] = {}
    for origin in sorted(at):
        for place, distance in within_reach(board, origin, steps).items():
            found[place] = min(distance, found.get(place, distance))
    return found


def passed_through(ctx: Context, at: frozenset[str], city: str, end: object,
                   steps: int) -> bool:
    """Could a travel of at most `steps` steps from `at` to `end` pass through `city`?"""
    if city == end:
        return False
    near = reachable(ctx, at, steps - 1)
    if near is None:
        return True
    if city not in near:
        return False
    if not isinstance(end, str):
        return True
    onward = within_reach(ctx.board, city, steps - near[city])
    return end in onward


YOUR_POST_THERE = phrase("you have a trading post there already")


def pick_city(ctx: Context, topic: str, prompt: str, listed: list[Location],
              extra: list[Choice], everything: list[Location],
              context: dict[str, object], *,
              refused_why: str = YOUR_POST_THERE
              ) -> Generator[Question, object, object]:
    """A city among `listed` (or one of `extra`); if `listed` leaves some of `everything`
    out, "a city not listed" asks among the rest. A city typed that is not one of
    `everything` is refused, saying `refused_why`."""
    ids = {city.id for city in listed}
    rest = [city for city in everything if city.id not in ids]
    choices = [*(Choice(city.id, city.name, city.id) for city in listed), *extra]
    if rest:
        choices.append(ELSEWHERE_CHOICE)
    if not ctx.facts.names_cities:
        picked = yield decision(topic, prompt, choices=Choices(choices), context=context)
    else:
        # A city not named yet is typed in one step (new: NAME), or chosen, then typed.
        rule = ctx.facts.city_rule(everything, refused_why)
        if not choices:
            return (yield from ctx.facts.type_city(topic, prompt, context, decision,
                                                   rule=rule))
        choices.append(NEW_CITY_CHOICE)
        picked = yield decision(topic, prompt, choices=Choices(choices), text=rule,
                                examples=(f"{NEW} {unused_name(ctx.board)}",),
                                context=context, taps=ctx.facts.new_city_taps(everything))
        if isinstance(picked, TypedName):
            return ctx.facts.city_named(picked.name)
        if picked is NEW_CITY:
            return (yield from ctx.facts.type_city(
                topic, phrase("Its name, as printed on your board?"), context, decision,
                rule=rule))
    if picked is ELSEWHERE:
        picked = yield decision(f"{topic}-elsewhere", phrase("Which city?"),
                                choices=Choices(Choice(c.id, c.name, c.id) for c in rest),
                                context=context)
    return picked


def open_cities(ctx: Context) -> list[Location]:
    """The cities where you have no trading post yet (Beijing never takes one)."""
    posts = ctx.state.posts_of(PERSON)
    return [city for city in ctx.board.cities if city.id not in posts and not city.start]


def trading_post(ctx: Context, person: Person) -> Ask:
    """A trading post placed by a move from a contract or a card: your figure is there."""
    cities = open_cities(ctx)
    city = yield from pick_city(ctx, "person.trading-post-city",
                                phrase("In which city did you place it?"), cities, [], cities,
                                {})
    assert isinstance(city, str)
    person.at = frozenset({city})
    yield from place_post(ctx, person, city)


def place_post(ctx: Context, person: Person, city: str) -> Ask:
    """Your trading post in `city`: the first there takes its outpost bonus tile; in a
    contract city you may take one of its contracts at once (asked when Soloist knows the
    contracts there: otherwise it asks them as they lie when the Automa needs them)."""
    state = ctx.state
    colours = state.trading_posts.setdefault(city, set())
    if PERSON in colours or city == ctx.board.start:
        return
    colours.add(PERSON)
    person.new_posts.add(city)
    name = ctx.name(city)
    tile = state.outposts.get(city)
    first = Colour.AUTOMA not in colours
    if city in state.outposts and tile is not None and first:
        state.outposts[city] = None
        ctx.log.say("person", "Your trading post in {city}: you are first there and take its "
                    "outpost bonus tile.", city=name)
    else:
        if first and city not in state.outposts and not ctx.board.knows(city, "outpost"):
            # Whether the city has an outpost space is asked only if it matters: you are
            # first there, so no tile is left for the Automa either way.
            state.outposts[city] = None
        ctx.log.say("person", "Your trading post in {city}.", city=name)
    if not spaces_unknown(ctx, city):
        yield from city_card_spaces(ctx, city, special=True)
    spaces = state.contracts.get(city)
    if spaces is not None and not all(isinstance(space, Unknown) for space in spaces):
        took = yield decision("person.contract-taken",
                              phrase("Did you take one of the contracts in {city}?",
                                     city=name),
                              choices=YES_NO, context={"city": city})
        if took:
            yield from take_person_contract(ctx, person, city)


def take_contracts(ctx: Context, person: Person) -> Ask:
    state = ctx.state
    cities = [city for city in state.posts_of(PERSON) if may_provide_contracts(ctx, city)]
    first = yield decision(
        "person.contracts-from", phrase("From which city did you take your (first) contract?"),
        choices=Choices([*(Choice(city, ctx.name(city), city) for city in cities),
                         Choice("none", phrase("None"), None)]))
    if first is None:
        return
    assert isinstance(first, str)
    yield from take_person_contract(ctx, person, first)
    second = yield decision(
        "person.contracts-from", phrase("And a second contract? From which city?"),
        choices=Choices([*(Choice(city, ctx.name(city), city) for city in cities),
                         Choice("none", phrase("No second contract"), None)]))
    if isinstance(second, str):
        yield from take_person_contract(ctx, person, second)


def take_person_contract(ctx: Context, person: Person, city: str) -> Ask:
    person.contracts_taken += 1
    spaces = ctx.state.contracts.get(city)
    if spaces is None:  # its contracts are asked as they lie when the Automa needs them
        return
    if any(space is UNKNOWN for space in spaces):
        # At the table, the spaces are refilled at the end of your turn: Soloist asks again
        # when the Automa needs them.
        for index in range(len(spaces)):
            spaces[index] = UNKNOWN
        return
    known = [(index, space) for index, space in enumerate(spaces) if isinstance(space,
                                                                                 Contract)]
    if not known:
        return
    index = known[0][0]
    if len(known) > 1:
        picked = yield decision(
            "person.which-contract",
            phrase("Which contract did you take in {city}?", city=ctx.name(city)),
            choices=Choices(Choice(str(i + 1), phrase("space {space}: {contract}", space=i + 1,
                                                      contract=c.describe()), i)
                            for i, c in known))
        assert isinstance(picked, int)
        index = picked
    spaces[index] = None
    ctx.state.to_refill.append((city, index))
