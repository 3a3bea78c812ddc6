# The printed names of Revive's things (cards, spaces, resources): one message
# per term (see docs/translating.md), found by the English name. Write each as
# your edition prints it (the glossary). English is the reference: keep each id.

rv-term-sand-f79d7d24 = sand
rv-term-forest-619a2ccf = forest
rv-term-mountain-3b80d38f = mountain
rv-term-field-c0d2856b = field
rv-term-water-0f416849 = water
rv-term-location-e6eaea18 = location
rv-term-large-location-5b67988d = large location
rv-term-green-ba4788b2 = green
rv-term-yellow-c685a2c9 = yellow
rv-term-grey-67fc3638 = grey
