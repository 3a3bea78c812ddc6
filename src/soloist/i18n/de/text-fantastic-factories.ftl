# Was Soloist in Fantastic Factories fragt und sagt (Fragen, ihre Hilfe, Fehler); see docs/translating.md.
# Begriffe: glossary-fantastic-factories.md („Gelände“ für compound ist nicht bestätigt).

ff-round-round-after-your-work-phase-50c4d4ab = Runde { $round }: Hast du nach deiner Arbeiterphase das Spielende ausgelöst (12 oder mehr Waren oder 10 oder mehr Gebäude in deinem Gelände)?
ff-your-final-score-goods-the-prestige-d8e9117c = Dein Endergebnis (Waren + das Prestige der Karten in deinem Gelände)?

# crawl (w-crawl): the table's words (tableview.py)
ff-slot-empty-ce26c4a0 = { $slot } (leer)
ff-costs-cost-887425a9 = kostet { $cost }
ff-prestige-prestige-a14b8622 = Prestige { $prestige }
ff-slot-card-0ae5cd37 = { $slot } { $card }
ff-tool-tool-6ad9b579 = Werkzeug: { $tool }
ff-extra-cost-cost-1a702fe3 = Zusatzkosten { $cost }
ff-contractor-ed02a72d = Unternehmer
ff-colour-face-74dcb180 = { $colour } { $face }
ff-machine-compound-goods-goal-goods-score-d5c1aebc = Maschine: { $compound } · { $goods }/{ $goal } Waren · { $score } Punkte
ff-the-last-round-de41eb8d = die letzte Runde
ff-the-last-is-round-3cac4a5e = die letzte ist Runde { $round }
ff-round-round-last-e5163998 = Runde { $round } ({ $last })
ff-goods-36574fcc = Waren
ff-count-or-more-trigger-the-end-b4ef26d1 = { $count } oder mehr lösen das Spielende aus
ff-the-machine-s-compound-16ed59d2 = Das Gelände der Maschine
ff-count-cards-4b3e5442 = { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }
ff-the-machine-s-last-roll-6c4776fb = Der letzte Wurf der Maschine
ff-red-training-blue-production-purple-special-7485a6b2 = Rot Training, Blau Produktion, Lila Spezial, Gelb Versorgung; Grün wählt die Marktaktion
ff-metal-ecf783a5 = Metall
ff-energy-f2fcd3f7 = Energie
ff-buildings-4e0445c4 = Gebäude
ff-prestige-75a9809c = Prestige
ff-white-face-69792377 = Weiß { $face }
ff-row-dice-b68ec6cf = { $row }: { $dice }
ff-row-no-dice-3adcfb91 = { $row }: keine Würfel
ff-market-5238d9bd = Markt
ff-blueprint-deck-deck-discards-discards-1fa2ce90 = Bauplanstapel { $deck }, Ablage { $discards }
ff-your-resources-0a9605dc = Deine Rohstoffe
ff-your-dice-33d5e740 = Deine Würfel
ff-no-unplaced-dice-0540de0f = Keine ungesetzten Würfel.
ff-your-headquarters-862dd51c = Dein Hauptquartier
ff-your-compound-9116ce27 = Dein Gelände
ff-no-buildings-yet-eaf2fb6a = Noch keine Gebäude.
ff-your-hand-9de3e4f9 = Deine Hand
ff-no-blueprints-in-hand-80b360c7 = Keine Baupläne auf der Hand.
ff-colour-face-count-type-1-good-db03d6c8 = { $colour } { $face } ≤ { $count } { $type }: 1 Ware
ff-colour-face-count-type-no-good-a5e9125f = { $colour } { $face } > { $count } { $type }: keine Ware
ff-market-blueprint-number-3fd7fbe4 = Bauplan { $number } des Markts
ff-the-top-blueprint-98478d73 = der oberste Bauplan
ff-green-face-market-850a178a = Grün { $face }: { $market }
ff-round-round-the-machine-took-no-3348e4da = Runde { $round }: Die Maschine nahm keine Karte und stellte { $goods } her
ff-card-type-314a3d7d = { $card } ({ $type })
ff-a-type-card-38249e4e = eine { $type }-Karte
ff-round-round-the-machine-took-took-6d9f6151 = Runde { $round }: Die Maschine nahm { $took } und stellte { $goods } her
ff-count-for-monuments-159419ac = { $count } für Monumente
ff-count-prestige-39208e53 = { $count } Prestige
ff-counted-at-the-table-09b237eb = am Tisch gezählt
