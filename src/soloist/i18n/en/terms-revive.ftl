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
rv-term-purple-8e0a1b0a = purple
rv-term-blue-16477688 = blue
rv-term-orange-1b4c9133 = orange
rv-term-red-b1f51a51 = red
rv-term-pink-a67a41c8 = pink
rv-term-teal-2655399a = teal
rv-term-brown-5eb67f9f = brown
rv-term-black-c006c7e3 = black
rv-term-white-018fa96a = white
