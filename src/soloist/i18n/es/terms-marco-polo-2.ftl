# Marco Polo II: los nombres impresos de sus cosas (acciones, sellos de gremio, personajes,
# ciudades), un mensaje por término; véase docs/translating.md. Cada palabra es la de
# glossary-marco-polo-2.md. Los nombres de los sellos de gremio y de los personajes no
# aparecen en ninguna fuente pública en español: se quedan como los imprime la edición
# inglesa. «LEV 0» es lo que imprime la carta de Habilidad del modo solitario.

mp2-term-travel-d2b98fb5 = Viaje
mp2-term-books-9da7f76b = Libros
mp2-term-books-lev-0-d08a77e2 = Libros «LEV 0»
mp2-term-khan-s-favor-c6ce8ed6 = Favor del Khan
mp2-term-city-card-action-c363ba85 = Acción de carta de ciudad
mp2-term-external-city-action-67f5b632 = Acción de ciudad exterior
mp2-term-guild-seal-1-8368e0f4 = Sello de gremio +1
mp2-term-action-space-a-b-c-d-d6d3541e = Espacio de acción A/B/C/D/E
mp2-term-no-bonus-action-679cf9d5 = sin acción de bonificación
mp2-term-take-1-black-die-5b802874 = Tomar 1 dado negro
mp2-term-complete-1-guild-seal-or-1-66498cf6 = Completar 1 sello de gremio o 1 contrato
# not confirmed from a public source: the printed name kept in English
mp2-term-farmer-s-guild-seal-b0e0b2f4 = Farmer's guild seal
# not confirmed from a public source: the printed name kept in English
mp2-term-spicer-s-guild-seal-60cab86c = Spicer's guild seal
# not confirmed from a public source: the printed name kept in English
mp2-term-tailor-s-guild-seal-e3561ce2 = Tailor's guild seal
# not confirmed from a public source: the printed name kept in English
mp2-term-jeweler-s-guild-seal-96f74651 = Jeweler's guild seal
# not confirmed from a public source: the printed name kept in English
mp2-term-mongke-khan-051d6d9d = Möngke Khan
# not confirmed from a public source: the printed name kept in English
mp2-term-de-wu-7c071dc5 = De Wu
# not confirmed from a public source: the printed name kept in English
mp2-term-abha-basu-045f9465 = Abha Basu
# not confirmed from a public source: the printed name kept in English
mp2-term-mailin-and-tian-chin-989a7dc3 = Mailin and Tian Chin
# not confirmed from a public source: the printed name kept in English
mp2-term-filippo-vitello-dc0c1f01 = Filippo Vitello
# not confirmed from a public source: the printed name kept in English
mp2-term-isabella-donati-b73c2be5 = Isabella Donati
# not confirmed from a public source: the printed name kept in English
mp2-term-gantulga-od-728c5a30 = Gantulga Od
# the same name in Spanish: seen in [bga-es] ("comienzan con su(s) meeple(s) en Beijing")
mp2-term-beijing-65bb46ed = Beijing
