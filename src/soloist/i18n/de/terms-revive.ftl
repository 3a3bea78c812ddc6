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

# r6 revive (w-r6-revive): die Farben der Energieleiste (Farbwörter als Nomen, wie Grün,
# Gelb, Grau oben; in einer Antwort getippt, liest Soloist sie als diese Farbe).
rv-term-purple-8e0a1b0a = Lila
rv-term-blue-16477688 = Blau
rv-term-orange-1b4c9133 = Orange
rv-term-red-b1f51a51 = Rot
rv-term-pink-a67a41c8 = Rosa
rv-term-teal-2655399a = Türkis
rv-term-brown-5eb67f9f = Braun
rv-term-black-c006c7e3 = Schwarz
rv-term-white-018fa96a = Weiß
