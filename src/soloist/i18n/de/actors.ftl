# Wessen Schritt eine Zeile des Protokolls ist. Begriffe: glossary-fantastic-factories.md.

actor-setup = Aufbau
actor-table = Tisch
actor-person = Du
actor-score = Wertung
actor-library = Deine Ausgabe
actor-machine = Maschine
actor-round = Runde
actor-automa = Automa
actor-mautoma = Mautoma
# Die beiden Automas von Tokaido, nach ihren Farben.
actor-green = Grün
actor-blue = Blau
