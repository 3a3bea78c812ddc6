# Was Soloist in Fantastic Factories fragt und sagt (Fragen, ihre Hilfe, Fehler); see docs/translating.md.
# Begriffe: glossary-fantastic-factories.md („Gelände“ für compound ist nicht bestätigt).

ff-round-round-after-your-work-phase-50c4d4ab = Runde { $round }: Hast du nach deiner Arbeiterphase das Spielende ausgelöst (12 oder mehr Waren oder 10 oder mehr Gebäude in deinem Gelände)?
ff-your-final-score-goods-the-prestige-d8e9117c = Dein Endergebnis (Waren + das Prestige der Karten in deinem Gelände)?

# composed values (composed-others)
ff-none-left-b684b475 = keine mehr übrig
ff-you-keep-it-in-your-hand-5f27383f = du behältst sie auf der Hand
ff-it-is-discarded-e04f1c27 = sie wird abgeworfen
ff-card-with-dice-e9aa0429 = { $card } mit { $dice }
ff-recipe-discarded-cards-04a17dee = { $recipe } ({ $cards } abgeworfen)
ff-recipe-drew-cards-425a869e = { $recipe } ({ $cards } gezogen)
ff-recipe-an-extra-die-showing-value-53581b40 = { $recipe }; ein zusätzlicher Würfel mit { $value }
ff-recipe-an-extra-die-rolled-value-77a6a468 = { $recipe }; ein zusätzlicher Würfel gewürfelt: { $value }
ff-gain-bonus-it-matches-a-die-ab059af0 = { $gain } (+{ $bonus }: passt zu einem Würfel, der schon dort liegt)
ff-gain-cards-8204e2d1 = { $gain }: { $cards }
ff-metal-metal-energy-energy-goods-goods-b2fe952e = { $metal } Metall, { $energy } Energie, { $goods } { $goods ->
        [one] Ware
       *[other] Waren
    }
ff-card-type-314a3d7d = { $card } ({ $type })
ff-hq-matching-bonus-1-per-die-f8b61d9e = Hauptquartier-Bonus +1 je Würfel, der zu einem schon in der Reihe liegenden passt (+2, wenn alle drei passen), wie im Beispiel der Spielregel (drei 2er auf Erzeugen = 8 Energie)
ff-beacons-score-2-3-4-5-954d142c = Beacons zählen 2/3/4/5 nach der Reihenfolge des Baus; ein Megalith je Gelände (Spielregel)
ff-scrap-yard-and-solar-array-pay-3d55751a = Scrap Yard und Solar Array zahlen höchstens einmal je Runde (Spielregel)
ff-golem-is-special-and-motherlode-utility-efb3df46 = Golem ist Spezial und Motherlode Versorgung (gefolgert; eine zweite Quelle sagt Monument und Training)
ff-biolab-fulfillment-center-and-nuclear-plant-c8a9caeb = Biolab, Fulfillment Center und Nuclear Plant nehmen eine 1, eine 4 und eine 6 (eine Quelle; die „faces“ der Kartendaten)
ff-a-card-taken-from-market-slot-eaa4c541 = eine aus Marktplatz k genommene Karte wird in Platz k ersetzt (eine Quelle)
ff-kept-in-your-hand-b7d9f599 = auf deiner Hand behalten
ff-discarded-1fcc4b37 = abgeworfen
ff-you-bb0347a4 = du
ff-you-have-goods-goods-and-buildings-3d290869 = du hast { $goods } { $goods ->
        [one] Ware
       *[other] Waren
    } und { $buildings } { $buildings ->
        [one] Gebäude
       *[other] Gebäude
    } ({ $most } Waren oder { $most_buildings } Gebäude lösen das Spielende aus)
ff-red-red-blue-blue-purple-purple-49eecbe5 = Rot { $red }, Blau { $blue }, Lila { $purple }, Gelb { $yellow }, Grün { $green }
ff-count-type-80f861a2 = { $count } { $type }
ff-count-card-9c789856 = { $count } Karte
ff-count-cards-4b3e5442 = { $count } Karten
ff-goods-cards-monuments-for-monuments-total-c75f7b1d = { $goods } + { $cards } + { $monuments } für Monumente = { $total }
ff-market-blueprints-e8143d38 = Baupläne des Markts
ff-contractors-f04ee782 = Unternehmer
ff-good-770e6076 = Ware
ff-blueprints-28ab7f16 = Baupläne
ff-goods-prestige-prestige-total-7983f830 = { $goods } + { $prestige } Prestige = { $total }
ff-easy-97c10efe = leicht
ff-medium-c082456a = mittel
ff-hard-ed5465b9 = schwer
ff-very-hard-0901ba47 = sehr schwer
ff-you-win-you-to-machine-27151df8 = Du gewinnst, { $you } zu { $machine }.
ff-the-machine-wins-machine-to-you-cc2e9f45 = Die Maschine gewinnt, { $machine } zu { $you }.
ff-a-tie-at-you-not-a-5cdc8505 = Gleichstand bei { $you }: kein Sieg. Laut Solo-Regeln gewinnst du nur mit mehr Punkten als die Maschine.
ff-monuments-kept-the-automa-variant-2085267a = , Monumente behalten (die Automa-Variante)
ff-none-of-them-a-monument-6417ed13 = , keiner davon ein Monument
ff-you-reached-12-goods-or-10-7debf207 = du hast 12 Waren oder 10 Gebäude erreicht
ff-the-machine-cd68cfb1 = die Maschine
ff-the-machine-has-goods-goods-and-b0c214a7 = die Maschine hat { $goods } { $goods ->
        [one] Ware
       *[other] Waren
    } und { $cards } { $cards ->
        [one] Karte
       *[other] Karten
    } (sie löst das Spielende mit { $most_goods } oder mehr Waren oder { $most_cards } oder mehr Karten aus: die Automa-Variante)
ff-the-machine-has-goods-goods-it-57f544eb = die Maschine hat { $goods } { $goods ->
        [one] Ware
       *[other] Waren
    } (sie löst das Spielende nur mit { $most } oder mehr aus)
