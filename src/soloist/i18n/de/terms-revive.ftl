# Revive: die gedruckten Namen (Gelände, Orte, Farben), eine Nachricht je Begriff.
# Begriffe: glossary-revive.md. Keine deutsche Ausgabe gefunden: Alle sind Wörter der
# Sprache, im Glossar als nicht bestätigt vermerkt. Farben als Nomen („Grün“), wie im Protokoll.

rv-term-sand-f79d7d24 = Sand
rv-term-forest-619a2ccf = Wald
rv-term-mountain-3b80d38f = Gebirge
rv-term-field-c0d2856b = Ackerland
rv-term-water-0f416849 = Wasser
rv-term-location-e6eaea18 = Ort
rv-term-large-location-5b67988d = großer Ort
rv-term-green-ba4788b2 = Grün
rv-term-yellow-c685a2c9 = Gelb
rv-term-grey-67fc3638 = Grau
