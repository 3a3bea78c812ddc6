# Marco Polo II : les noms imprimés des choses du jeu (actions, cases, sceaux, personnages),
# un message par nom, trouvé par le nom anglais (docs/translating.md). Chaque mot est celui
# de glossary-marco-polo-2.md (aucune édition française publiée n'a été trouvée) ; un nom
# propre ou un nom de sceau qu'aucune source publique ne donne en français reste en anglais.

mp2-term-travel-d2b98fb5 = Voyage
mp2-term-books-9da7f76b = Livres
mp2-term-books-lev-0-d08a77e2 = Livres « LEV 0 »
mp2-term-khan-s-favor-c6ce8ed6 = Faveur du Khan
mp2-term-city-card-action-c363ba85 = Action de carte Cité
mp2-term-external-city-action-67f5b632 = Action de cité extérieure
mp2-term-guild-seal-1-8368e0f4 = Sceau de guilde +1
mp2-term-action-space-a-b-c-d-d6d3541e = Case action A/B/C/D/E
mp2-term-no-bonus-action-679cf9d5 = pas d'action bonus
mp2-term-take-1-black-die-5b802874 = Prendre 1 dé noir
mp2-term-complete-1-guild-seal-or-1-66498cf6 = Compléter 1 sceau de guilde ou 1 contrat
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
mp2-term-beijing-65bb46ed = Beijing
