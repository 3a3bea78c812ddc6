# Was Soloist in Fantastic Factories fragt und sagt (Fragen, ihre Hilfe, Fehler); see docs/translating.md.
# Begriffe: glossary-fantastic-factories.md („Gelände“ für compound ist nicht bestätigt).

ff-round-round-after-your-work-phase-50c4d4ab = Runde { $round }: Hast du nach deiner Arbeiterphase das Spielende ausgelöst (12 oder mehr Waren oder 10 oder mehr Gebäude in deinem Gelände)?
ff-your-final-score-goods-the-prestige-d8e9117c = Dein Endergebnis (Waren + das Prestige der Karten in deinem Gelände)?
