# What Soloist asks and tells (questions, their help, errors): one message
# per phrase the code says (see docs/translating.md). English is the reference:
# a translation keeps each id.

common-today-at-time-0c5739e8 = today at { $time }
common-yesterday-at-time-19b2a3ae = yesterday at { $time }
