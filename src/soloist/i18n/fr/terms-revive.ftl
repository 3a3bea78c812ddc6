# Revive (Matagot) : les noms imprimés des choses du jeu (terrains, lieux, couleurs), un
# message par nom, trouvé par le nom anglais (docs/translating.md). Chaque mot est celui de
# glossary-revive.md. Les couleurs sont au masculin (« un artefact majeur vert »).

rv-term-sand-f79d7d24 = sable
rv-term-forest-619a2ccf = forêt
rv-term-mountain-3b80d38f = montagne
rv-term-field-c0d2856b = champ
rv-term-water-0f416849 = eau
rv-term-location-e6eaea18 = lieu
rv-term-large-location-5b67988d = grand lieu
rv-term-green-ba4788b2 = vert
rv-term-yellow-c685a2c9 = jaune
rv-term-grey-67fc3638 = gris
