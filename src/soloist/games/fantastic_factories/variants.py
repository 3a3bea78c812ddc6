"""What a designer could change in the Machine (docs/sensitivity.md), as data: the rules of
its turn and its score that have a natural alternative.

The Machine has no deck and no Difficulty Level card of its own: it takes blueprints from
the market and the shared blueprint deck, and its difficulty is the number of blueprints it
starts with (the report's levels). Its parts are its rules:

- **work phase**: "if the value is equal to or lower than the number of corresponding cards
  in The Machine's compound, then The Machine successfully manufactures a good"; the
  alternative: lower only.
- **green discards**: "5: ... Also, discard all blueprints in the marketplace. 6: ... Also,
  discard all contractors"; the alternative: the other way round.
- **end trigger**: "the Machine may only trigger the end of the game by manufacturing 12 or
  more goods"; the alternative: as a player, 12 goods or 10 cards.
- **monument bonus**: "add 1 additional point for each Monument type card in their
  compound"; the alternative: 0.
- **starting monuments**: "If any of the dealt cards are Monument type cards ... discard
  them"; the alternative: kept.
- **goods per die**: a die that scores manufactures "a good": no natural alternative (a
  designer names a value, 1 to 3).
"""

from __future__ import annotations

from soloist.engine.variants import AutomaParts, Rule, Variant
from soloist.games.fantastic_factories.machine import SEED_RULES, MachineRules

WORK_PHASE = Rule("work phase", "When a work die manufactures a good",
                  "equal to or lower", alternatives=("lower only",))
GREEN_DISCARDS = Rule("green discards", "What the green die's 5 and 6 discard from the market",
                      "5 blueprints, 6 contractors", alternatives=("5 contractors, 6 blueprints",))
END_TRIGGER = Rule("end trigger", "How the Machine triggers the end of the game",
                   "12 goods", alternatives=("12 goods or 10 cards",))
MONUMENT_BONUS = Rule("monument bonus", "The Machine's additional points per Monument",
                      "1", alternatives=("0",), numbers=(0, 3))
STARTING_MONUMENTS = Rule("starting monuments", "Monuments dealt to the Machine's starting "
                          "compound", "discarded", alternatives=("kept",))
GOODS_PER_DIE = Rule("goods per die", "The goods a work die that scores manufactures", "1",
                     numbers=(1, 3))
RULES = (WORK_PHASE, GREEN_DISCARDS, END_TRIGGER, MONUMENT_BONUS, STARTING_MONUMENTS,
         GOODS_PER_DIE)

PARTS = AutomaParts((), RULES, (
    "The Machine has no deck and no Difficulty Level card of its own (it takes blueprints "
    "from the market and the shared deck; its difficulty is the number it starts with): "
    "its parts are its rules.",))


def machine_rules(variant: Variant) -> MachineRules:
    """The Machine's rules in `variant` (the solo rules' own where it changes none)."""
    if not variant:
        return SEED_RULES
    found = MachineRules(
        work_below=variant.value(WORK_PHASE.name, WORK_PHASE.seed) == "lower only",
        green_swapped=variant.value(GREEN_DISCARDS.name, GREEN_DISCARDS.seed)
        != GREEN_DISCARDS.seed,
        ends_with_cards=variant.value(END_TRIGGER.name, END_TRIGGER.seed) != END_TRIGGER.seed,
        monument_bonus=variant.number(MONUMENT_BONUS.name, 1),
        starts_with_monuments=variant.value(STARTING_MONUMENTS.name, STARTING_MONUMENTS.seed)
        == "kept",
        goods_per_die=variant.number(GOODS_PER_DIE.name, 1))
    return SEED_RULES if found == SEED_RULES else found
