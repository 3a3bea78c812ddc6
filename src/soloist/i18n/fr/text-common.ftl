# What Soloist asks and tells (questions, their help, errors); see docs/translating.md.

# When a game was last played (the page writes { $time } as 14:05).
common-today-at-time-0c5739e8 = aujourd'hui à { $time }
common-yesterday-at-time-19b2a3ae = hier à { $time }

# composed values (composed-others)
common-list-item-a9ec12b2 = { $list } ; { $item }
common-list-and-item-4e0a87a6 = { $list } et { $item }
