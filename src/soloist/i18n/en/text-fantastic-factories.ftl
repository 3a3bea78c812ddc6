# What Soloist asks and tells in fantastic-factories (questions, their help, errors): one message
# per phrase the code says (see docs/translating.md). English is the reference:
# a translation keeps each id.

ff-round-round-after-your-work-phase-50c4d4ab = Round { $round }: after your work phase, did you trigger the end of the game (12 or more goods, or 10 or more buildings in your compound)?
ff-your-final-score-goods-the-prestige-d8e9117c = Your final score (goods + the prestige of the cards in your compound)?
