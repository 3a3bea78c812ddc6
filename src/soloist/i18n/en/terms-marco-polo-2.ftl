# The printed names of Marco Polo II's things (cards, spaces, resources): one message
# per term (see docs/translating.md), found by the English name. Write each as
# your edition prints it (the glossary). English is the reference: keep each id.

mp2-term-travel-d2b98fb5 = Travel
mp2-term-books-9da7f76b = Books
mp2-term-books-lev-0-d08a77e2 = Books "LEV 0"
mp2-term-khan-s-favor-c6ce8ed6 = Khan's Favor
mp2-term-city-card-action-c363ba85 = City card action
mp2-term-external-city-action-67f5b632 = External city action
mp2-term-guild-seal-1-8368e0f4 = Guild seal +1
mp2-term-action-space-a-b-c-d-d6d3541e = Action space A/B/C/D/E
mp2-term-no-bonus-action-679cf9d5 = no bonus action
mp2-term-take-1-black-die-5b802874 = Take 1 black die
mp2-term-complete-1-guild-seal-or-1-66498cf6 = Complete 1 guild seal or 1 contract
mp2-term-farmer-s-guild-seal-b0e0b2f4 = Farmer's guild seal
mp2-term-spicer-s-guild-seal-60cab86c = Spicer's guild seal
mp2-term-tailor-s-guild-seal-e3561ce2 = Tailor's guild seal
mp2-term-jeweler-s-guild-seal-96f74651 = Jeweler's guild seal
mp2-term-mongke-khan-051d6d9d = Möngke Khan
mp2-term-de-wu-7c071dc5 = De Wu
mp2-term-abha-basu-045f9465 = Abha Basu
mp2-term-mailin-and-tian-chin-989a7dc3 = Mailin and Tian Chin
mp2-term-filippo-vitello-dc0c1f01 = Filippo Vitello
mp2-term-isabella-donati-b73c2be5 = Isabella Donati
mp2-term-gantulga-od-728c5a30 = Gantulga Od
mp2-term-beijing-65bb46ed = Beijing
