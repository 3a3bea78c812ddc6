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

# r6 revive (w-r6-revive) : les couleurs de la piste d'énergie (un seul mot chacune : tapé
# dans une réponse, Soloist le lit comme cette couleur).
rv-term-purple-8e0a1b0a = violet
rv-term-blue-16477688 = bleu
# the same word in French (orange)
rv-term-orange-1b4c9133 = orange
rv-term-red-b1f51a51 = rouge
rv-term-pink-a67a41c8 = rose
rv-term-teal-2655399a = turquoise
rv-term-brown-5eb67f9f = marron
rv-term-black-c006c7e3 = noir
rv-term-white-018fa96a = blanc
