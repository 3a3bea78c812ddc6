# What Soloist asks and tells (questions, their help, errors); see docs/translating.md.

# When a game was last played ({ $time } and { $day } are written as this language writes them).
common-today-at-time-0c5739e8 = hoy a las { $time }
common-yesterday-at-time-19b2a3ae = ayer a las { $time }
common-day-at-time-d10a2288 = el { $day } a las { $time }
