# What Soloist asks and tells (questions, their help, errors); see docs/translating.md.

# When a game was last played (the page writes { $time } as 14:05).
common-today-at-time-0c5739e8 = aujourd'hui à { $time }
common-yesterday-at-time-19b2a3ae = hier à { $time }
