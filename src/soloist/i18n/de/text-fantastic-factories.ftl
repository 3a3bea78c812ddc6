# Was Soloist in Fantastic Factories fragt und sagt (Fragen, ihre Hilfe, Fehler); see docs/translating.md.
# Begriffe: glossary-fantastic-factories.md („Gelände“ für compound ist nicht bestätigt).
# Was getippt wird, liest Soloist englisch: Bannerfarben (blue, yellow, …), Kartentypen
# (production, …) und „new:“ bleiben in den Beispielen zum Tippen daher englisch.

ff-round-round-after-your-work-phase-50c4d4ab = Runde { $round }: Hast du nach deiner Arbeiterphase das Spielende ausgelöst (12 oder mehr Waren oder 10 oder mehr Gebäude in deinem Gelände)?
ff-your-final-score-goods-the-prestige-d8e9117c = Dein Endergebnis (Waren + das Prestige der Karten in deinem Gelände)?
ff-count-good-31520f5c = { $count } Ware
ff-count-goods-f2de390e = { $count } Waren
ff-count-metal-3a67479e = { $count } Metall
ff-count-energy-80ca19d4 = { $count } Energie
ff-discard-count-blueprint-93eb1e59 = { $count } Bauplan abwerfen
ff-discard-count-blueprints-0e026256 = { $count } Baupläne abwerfen
ff-draw-count-blueprint-b6acc909 = { $count } Bauplan ziehen
ff-draw-count-blueprints-54a8a5d8 = { $count } Baupläne ziehen
ff-count-extra-die-624eb006 = { $count } zusätzlicher Würfel
ff-count-extra-dice-ead1d320 = { $count } zusätzliche Würfel
ff-pay-resources-d47972e5 = { $resources } zahlen
ff-gains-more-5d1fb468 = { $gains } ({ $more })
ff-gains-6abaa841 = → { $gains }
ff-pays-gains-9cad52d2 = { $pays } → { $gains }
ff-a-value-596e66e2 = eine { $value }
ff-no-metal-or-energy-04994517 = kein Metall und keine Energie
ff-build-card-cost-discard-another-tool-87a57fc8 = { $card } bauen: { $cost } + einen weiteren Bauplan mit { $tool ->
        [gear] Zahnrad
        [hammer] Hammer
        [wrench] Schraubenschlüssel
        [shovel] Schaufel
       *[other] { $tool }
    } abwerfen
ff-place-a-value-on-row-gains-3e761137 = Eine { $value } auf { $row } legen → { $gains } (+{ $bonus } passend)
ff-place-a-value-on-row-gains-ddd2f58f = Eine { $value } auf { $row } legen → { $gains }
ff-end-your-work-phase-0c1e5e00 = Arbeiterphase beenden
ff-activate-card-with-dice-recipe-c7509d23 = { $card } mit { $dice } aktivieren: { $recipe }
ff-activate-card-with-dice-657365f1 = { $card } mit { $dice } aktivieren
ff-activate-card-recipe-ff4804b6 = { $card } aktivieren: { $recipe }
ff-activate-card-8f91b961 = { $card } aktivieren
ff-type-banner-822a65ff = { $type ->
        [Production] Produktion
        [Utility] Versorgung
        [Special] Spezial
       *[other] { $type }
    } ({ $banner })
ff-blue-16477688 = blau
ff-yellow-c685a2c9 = gelb
ff-red-b1f51a51 = rot
ff-purple-8e0a1b0a = lila
ff-gray-0e92d69f = grau
ff-left-right-aae10944 = { $left } + { $right }
ff-metal-metal-energy-energy-e21eb0b1 = { $metal } Metall + { $energy } Energie
ff-nothing-1785cfc3 = nichts
ff-a-die-showing-value-7217ff23 = ein Würfel mit { $value }
ff-re-roll-any-number-of-unplaced-96090dc6 = beliebig viele nicht eingesetzte Würfel neu würfeln
ff-activate-a-market-blueprint-as-if-79eb770a = einen Bauplan des Markts aktivieren, als wäre er deiner
ff-turn-a-value-to-new-a8ce9e4c = aus einer { $value } eine { $new } machen
ff-card-number-of-count-3bc5cd91 = { $card } ({ $number } von { $count })
ff-showing-value-c8ee3b85 = mit { $value }
ff-metal-energy-equal-to-its-build-041e6559 = Metall + Energie in Höhe seiner Baukosten (höchstens { $most })
ff-card-your-extra-die-shows-which-ba5fbaf4 = { $card }: Welchen Wert zeigt dein zusätzlicher Würfel?
ff-card-discarded-costs-cost-take-which-f67e1e5a = { $card }: { $discarded } kostet { $cost }; was nimmst du: { $most }?
ff-re-roll-dice-9f4078a3 = { $dice } neu würfeln
ff-card-re-roll-which-dice-3d93a8c4 = { $card }: Welche Würfel würfelst du neu?
ff-card-activate-which-market-blueprint-how-bfaea691 = { $card }: Welchen Bauplan des Markts aktivierst du, und wie?
ff-of-any-value-12a52b2a = mit beliebigem Wert
ff-rolled-ffccf707 = gewürfelt
ff-left-most-a5b1abd3 = ganz links
ff-2nd-from-the-left-f433fd87 = 2. von links
ff-3rd-from-the-left-c2506a0a = 3. von links
ff-4th-from-the-left-33bf6bff = 4. von links
ff-empty-d29a0939 = (leer)
ff-blueprints-1-blueprint1-2-blueprint2-3-b9cb4972 = Baupläne 1 { $blueprint1 }, 2 { $blueprint2 }, 3 { $blueprint3 }, 4 { $blueprint4 }; Unternehmer 1 { $contractor1 } [{ $tool1 ->
        [gear] Zahnrad
        [hammer] Hammer
        [wrench] Schraubenschlüssel
        [shovel] Schaufel
       *[other] { $tool1 }
    }], 2 { $contractor2 } [{ $tool2 ->
        [gear] Zahnrad
        [hammer] Hammer
        [wrench] Schraubenschlüssel
        [shovel] Schaufel
       *[other] { $tool2 }
    }], 3 { $contractor3 } [{ $tool3 ->
        [gear] Zahnrad
        [hammer] Hammer
        [wrench] Schraubenschlüssel
        [shovel] Schaufel
       *[other] { $tool3 }
    }], 4 { $contractor4 } [{ $tool4 ->
        [gear] Zahnrad
        [hammer] Hammer
        [wrench] Schraubenschlüssel
        [shovel] Schaufel
       *[other] { $tool4 }
    }]
ff-take-card-from-market-slot-slot-c4e219b2 = { $card } von Platz { $slot } des Markts nehmen
ff-hire-card-from-slot-slot-discard-857ec7f7 = { $card } von Platz { $slot } anheuern (einen Bauplan mit { $tool ->
        [gear] Zahnrad
        [hammer] Hammer
        [wrench] Schraubenschlüssel
        [shovel] Schaufel
       *[other] { $tool }
    } abwerfen, { $cost } zahlen): { $effect }
ff-hire-card-from-slot-slot-discard-ae81e7b3 = { $card } von Platz { $slot } anheuern (einen Bauplan mit { $tool ->
        [gear] Zahnrad
        [hammer] Hammer
        [wrench] Schraubenschlüssel
        [shovel] Schaufel
       *[other] { $tool }
    } abwerfen): { $effect }
ff-pay-1-paying-to-discard-the-88bcaee6 = 1 { $paying ->
        [energy] Energie
        [metal] Metall
       *[other] { $paying }
    } zahlen, um die 4 Baupläne des Markts abzuwerfen und 4 neue aufzudecken (einmal pro Zug), dann wählen
ff-pay-1-paying-to-discard-the-ef19056d = 1 { $paying ->
        [energy] Energie
        [metal] Metall
       *[other] { $paying }
    } zahlen, um die 4 Unternehmer des Markts abzuwerfen und 4 neue aufzudecken (einmal pro Zug), dann wählen
ff-do-nothing-no-market-blueprint-to-a2c241f8 = Nichts tun (kein Bauplan im Markt zu nehmen und kein Unternehmer, den du anheuern kannst)
ff-market-market-line-break-you-you-33bf971d = Markt: { $market }{ $line_break }Du: { $you }
ff-round-round-your-market-phase-take-0659cda1 = Runde { $round }, deine Marktphase: Nimmst du einen Bauplan oder heuerst du einen Unternehmer an?
ff-the-machine-already-holds-every-type-baa751f7 = die Maschine hat schon jede Karte vom Typ { $type ->
        [Production] Produktion
        [Utility] Versorgung
        [Special] Spezial
       *[other] { $type }
    } deiner Kartendaten; prüfe die Bannerfarbe
ff-typed-did-you-mean-known-for-9b65c91b = { $typed }: Meintest du { $known }? (Für eine Karte, die nicht in Soloists Liste steht, schreibe { $new } und ihren Namen.)
ff-write-the-card-s-name-as-267b859f = schreibe den Namen der Karte, wie er gedruckt ist, oder ihre Bannerfarbe
ff-a-card-s-name-has-at-08184464 = der Name einer Karte hat höchstens { $count } Zeichen
ff-card-s-type-is-not-known-ef2b55f7 = Der Typ von { $card } ist nicht sicher bekannt (die Kartendaten schließen auf { $type ->
        [Production] Produktion
        [Utility] Versorgung
        [Special] Spezial
       *[other] { $type }
    }). Ihr Typ (Bannerfarbe)?
ff-card-is-not-in-soloist-s-c564e7a8 = { $card } steht nicht in Soloists Kartendaten. Ihr Typ (Bannerfarbe)?
ff-asked-once-soloist-remembers-the-type-968cd1bb = Nur einmal gefragt: Soloist merkt sich den Typ dieser Karte für deine nächsten Partien.
ff-what-its-name-or-just-its-ecd06414 = { $what } Ihr Name? (Oder nur ihre Bannerfarbe.)
ff-the-name-printed-on-the-card-c3765d0b = Der Name, der auf der Karte gedruckt ist, wie in deinen Kartendaten (oder eine Bannerfarbe, englisch getippt: blue, yellow, red, purple, gray). Für eine Karte, die nicht in Soloists Liste steht, schreibe { $new } und ihren Namen.
ff-value-is-not-a-card-type-0f6820ad = { $value } ist kein Kartentyp: production, utility, training, special oder monument
ff-value-is-not-a-card-type-42758bd8 = { $value } ist kein Kartentyp: production, utility, training, special oder monument (oder seine Bannerfarbe)
ff-empty-2e1cfa82 = leer
ff-dice-dice-metal-metal-energy-energy-15a7c54f = Würfel { $dice } · { $metal } Metall, { $energy } Energie, { $goods } Waren · Hand ({ $hand_count }): { $hand } · Gelände ({ $compound_count }): { $compound } · HQ: { $headquarters }
ff-take-market-blueprint-slot-6f0beb9d = Bauplan { $slot } des Markts nehmen
ff-take-no-market-blueprint-hire-a-10cdf9da = Keinen Bauplan des Markts nehmen (einen Unternehmer anheuern oder passen)
ff-your-market-phase-which-market-blueprint-019901a1 = Deine Marktphase: Welchen Bauplan des Markts nimmst du?
ff-done-my-last-market-and-work-3d86353f = Fertig: Meine letzte Markt- und Arbeiterphase sind gespielt
ff-round-round-is-the-last-round-7c3770e9 = Runde { $round } ist die letzte Runde: Spiele deine Marktphase und deine Arbeiterphase, sag dann, dass du fertig bist, und die Maschine macht ihren letzten Zug.
ff-what-its-type-banner-colour-59355da4 = { $what } Ihr Typ (Bannerfarbe)?
ff-deal-a-blueprint-face-up-for-24b9dcd6 = Teile einen Bauplan offen für das Startgelände der Maschine aus (Karte { $number } von { $wanted }).
ff-a-monument-gray-is-discarded-and-cb815f61 = Ein Monument (grau) wird abgeworfen und eine weitere Karte ausgeteilt: Die Maschine beginnt nie mit einem Monument.
ff-the-machine-takes-the-blueprint-in-8129ad11 = Die Maschine nimmt den Bauplan auf Platz { $slot } des Markts ({ $ordinal }).
ff-reveal-the-top-blueprint-of-the-042881a7 = Decke für die Maschine den obersten Bauplan des Stapels auf.
ff-roll-this-die-ecad3170 = diesen Würfel würfeln
ff-card-set-white-die-number-of-c4de5557 = { $card }: Auf welchen Wert stellst du den weißen Würfel { $number } von { $count }?
ff-extra-dice-are-discarded-at-the-008210ba = Zusätzliche Würfel werden am Ende der Runde abgeworfen.
ff-round-round-your-work-phase-next-54625e25 = Runde { $round }, deine Arbeiterphase: nächste Aktion?
ff-you-have-metal-metal-and-energy-91dca024 = Du hast { $metal } Metall und { $energy } Energie: Welche { $limit } behältst du?
ff-keep-metal-metal-energy-energy-6dec349c = { $metal } Metall + { $energy } Energie behalten
ff-you-hold-count-blueprints-the-limit-f98cab80 = Du hast { $count } Baupläne auf der Hand; das Limit ist { $limit }. Welchen wirfst du ab?
ff-why-discard-which-blueprint-7c7eebba = { $why }: Welchen Bauplan wirfst du ab?
ff-build-card-2d66f227 = { $card } bauen
ff-hire-card-d97ef1a2 = { $card } anheuern
ff-card-type-tool-cost-prestige-prestige-f142a8ec = { $card } ({ $type ->
        [Production] Produktion
        [Utility] Versorgung
        [Special] Spezial
       *[other] { $type }
    }, { $tool ->
        [gear] Zahnrad
        [hammer] Hammer
        [wrench] Schraubenschlüssel
        [shovel] Schaufel
       *[other] { $tool }
    }, { $cost }, { $prestige } Prestige)

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

# crawl2 (w-crawl2)
ff-easy-2-cards-c8df31eb = Leicht (2 Karten)
ff-medium-3-cards-recommended-80a45b18 = Mittel (3 Karten, empfohlen)
ff-hard-4-cards-e7763281 = Schwer (4 Karten)
ff-very-hard-5-cards-insane-d812d52f = Sehr schwer (5 Karten; Wahnsinn)
ff-difficulty-be44133e = Schwierigkeit
ff-virtual-deck-988ac818 = Virtueller Stapel
ff-names-c3b29e6e = Namen
ff-kept-in-your-hand-inferred-7b0721a6 = Bleibt auf deiner Hand (erschlossen)
ff-discarded-as-a-secondary-source-says-26fde089 = Abgeworfen (wie eine Sekundärquelle sagt)
ff-investor-5e9eb35e = Investor
ff-the-number-of-blueprints-in-the-165a990b = Die Zahl der Baupläne im Startgelände der Maschine: 2 bis 5 (die Regel nennt 5 „Wahnsinn“).
ff-play-the-whole-solo-game-on-09e47a4d = Die ganze Solopartie am Bildschirm spielen: Soloist bildet die Stapel, den Markt, deine Hand, Würfel und dein Gelände nach und fragt nur deine eigenen Züge (Soloist teilt dann jede Karte selbst aus). Wo die Quellen sich widersprechen, folgt es der Regel; jede Partie beginnt mit der Liste dessen, was es dort annimmt, wo sie schweigen.
ff-soloist-deals-the-machine-s-starting-f2cd3fa4 = Soloist teilt das Startgelände der Maschine und ihre Karten oben vom Stapel aus seinem eigenen Modell des Handels-Bauplanstapels aus, statt dich nach ihren Typen zu fragen.
ff-at-the-table-name-each-blueprint-42e81620 = Am Tisch jeden Bauplan, den die Maschine nimmt, beim Namen nennen (seinen Titel) statt seiner Bannerfarbe: Soloist erkennt seinen Typ aus den Kartendaten und fragt einmal nach dem Typ einer Karte, die es nicht sicher kennt (Golem, Motherlode, eine Kickstarter-Karte), und merkt ihn sich.
ff-digital-play-what-becomes-of-the-f30d537d = Digitales Spiel: was aus dem Bauplan wird, den der Investor aufdeckt (die Regel sagt es nicht).
ff-your-printing-s-cards-written-down-4b78dd1e = Die Karten deiner Auflage, in einer Datei aufgeschrieben (etwa die Zusatzkarten der Kickstarter-Ausgabe); ohne sie der Handelsstapel mit 74 Bauplänen und 17 Auftragnehmern.

# r6 ff (w-r6-ff)
ff-draw-3-blueprints-the-opponent-s-73dbf21a = Ziehe 3 Baupläne. (Der Bauplan für den Gegner entfällt im Solospiel.)
ff-5-energy-the-opponent-s-2-483bf9c5 = +5 Energie. (Die 2 Energie für den Gegner entfallen im Solospiel.)
ff-draw-and-reveal-a-blueprint-and-7a6c44df = Ziehe einen Bauplan, decke ihn auf und baue ihn sofort kostenlos; eine Karte, die du nicht bauen darfst, wird abgeworfen und eine weitere aufgedeckt.
ff-at-the-start-of-the-next-9769cbae = Zu Beginn der nächsten Arbeiterphase stellst du bis zu 4 deiner Würfel auf Werte deiner Wahl ein.
ff-roll-2-extra-dice-at-the-8ab757e7 = Würfle zu Beginn der nächsten Arbeiterphase 2 zusätzliche Würfel; am Ende der Runde abgeworfen.
ff-draw-and-reveal-a-blueprint-gain-cc80de3f = Ziehe einen Bauplan und decke ihn auf; du erhältst genau seine Baukosten an Metall und Energie.
ff-3-metal-the-opponent-s-metal-048ed405 = +3 Metall. (Das Metall für den Gegner entfällt im Solospiel.)
ff-an-extra-die-of-any-value-077eb12c = Ein zusätzlicher Würfel mit beliebigem Wert in der nächsten Arbeiterphase; am Ende der Runde abgeworfen.
ff-row-dice-2b098ef2 = { $row } [{ $dice }]
ff-the-type-of-card-your-card-8d4e6fe5 = der Typ von { $card } (deine Kartendaten schließen auf { $type ->
        [Production] Produktion
        [Utility] Versorgung
        [Special] Spezial
       *[other] { $type }
    }); nenne ihn, wenn die Maschine eine solche Karte nimmt, in einer Partie, in der du die Karten nennst, die sie nimmt, oder korrigiere ihn
ff-the-type-of-card-be51a431 = der Typ von { $card }
ff-the-card-dealt-d8cd967f = Die ausgeteilte Karte
ff-machine-score-a1eca602 = Punkte der Maschine
ff-machine-goods-f866c0a3 = Waren der Maschine
ff-machine-cards-f24d4175 = Karten der Maschine
ff-machine-monuments-bd1de5f8 = Monumente der Maschine
ff-person-score-e36562e9 = Deine Punkte
ff-rounds-e9af9cde = Runden
ff-triggered-by-08916439 = Ende ausgelöst von
ff-person-goods-7e18164f = Deine Waren
ff-person-prestige-fbb4ce62 = Dein Prestige
ff-person-buildings-89834f20 = Deine Gebäude
ff-source-the-blueprint-copies-add-up-9e099c88 = { $source }: Die Exemplare der Baupläne ergeben zusammen { $blueprints }, aber blueprint_total gibt { $total } für die Ausgabe { $edition } an
ff-source-the-contractor-copies-add-up-a17deacd = { $source }: Die Exemplare der Unternehmer ergeben zusammen { $contractors }, aber contractor_total gibt { $total } für die Ausgabe { $edition } an
ff-source-only-others-blueprint-is-not-791c15b9 = { $source }: Nur { $others } Bauplan ist kein Monument; der Aufbau braucht mindestens { $fewest } (die 4 des Markts, deine Starthand von 4 und das Startgelände der Maschine mit bis zu 5, das kein Monument enthalten darf)
ff-source-only-others-blueprints-are-not-f6edd050 = { $source }: Nur { $others } Baupläne sind keine Monumente; der Aufbau braucht mindestens { $fewest } (die 4 des Markts, deine Starthand von 4 und das Startgelände der Maschine mit bis zu 5, das kein Monument enthalten darf)
ff-source-card-card-is-listed-twice-97b0cfd7 = { $source }: Die Karte { $card } ist zweimal aufgeführt
ff-source-tools-a-tool-is-listed-63f91721 = { $source }: tools: Ein Werkzeug ist zweimal aufgeführt
ff-source-blueprint-card-tool-tool-is-ad1eade4 = { $source }: Bauplan { $card }: Das Werkzeug { $tool } ist keines der vier Werkzeugplättchen ({ $tools }); führe deine Plättchen unter 'tools' auf
ff-source-market-blueprints-slot-slot-ordinal-635d901c = { $source }: market.blueprints: Platz { $slot } ({ $ordinal }) ist unbekannt, aber Grün { $slot } nimmt ihn; gib seinen Typ oder seinen Namen an
ff-source-market-deck-top-is-unknown-65058d93 = { $source }: market.deck_top ist unbekannt, aber der grüne Würfel nimmt den obersten Bauplan des Stapels; gib seinen Typ oder seinen Namen an
ff-source-machine-end-triggered-the-machine-bab6eb26 = { $source }: machine.end_triggered: Die Maschine hat { $goods } Waren, also hat sie das Spielende ausgelöst (das tut sie ab { $most } Waren); setze end_triggered = true
ff-field-and-market-50e44b58 = { $field } und Markt
ff-count-type-blueprint-13c48711 = { $count } Bauplan vom Typ { $type }
ff-count-type-blueprints-26e6c6ef = { $count } Baupläne vom Typ { $type }
ff-source-where-held-in-the-compound-5a6cdfeb = { $source }: { $where }: { $held } im Gelände und { $shown } im Markt, aber das Deck des Grundspiels hat nur { $count }
ff-source-where-held-in-the-compound-5b7c12ae = { $source }: { $where }: { $held } im Gelände, aber das Deck des Grundspiels hat nur { $count }
ff-source-market-card-is-named-seen-854aafe8 = { $source }: market: { $card } ist { $seen }-mal genannt, aber das Deck des Grundspiels hat { $copies } Exemplar davon
ff-source-market-card-is-named-seen-868f1538 = { $source }: market: { $card } ist { $seen }-mal genannt, aber das Deck des Grundspiels hat { $copies } Exemplare davon
ff-path-its-features-are-not-the-0040bdf1 = { $path }: Seine Merkmale sind nicht die des starken Stellvertreters; führe bench/fit_ff_value.py erneut aus

# r7 rest (w-r7-rest)
ff-production-ab8e18ef = produktion
ff-utility-57ffcc28 = versorgung
ff-training-c2fb788c = training
ff-special-7d4c5c88 = spezial
ff-monument-6c58160f = monument

# r9 values (w-r9-values)
ff-plays-the-digital-game-with-uniformly-8ec59975 = spielt die digitale Partie mit gleichverteilt zufälligen gültigen Antworten (jede Marktaktion, Arbeitsaktion, jedes Abwerfen und jeder Würfelwert gleich wahrscheinlich)
ff-plays-the-digital-game-greedily-a-6bbaff2f = spielt die digitale Partie gierig: eine Ware oder ein Prestigepunkt ist 4 wert, Metall 1,2, Energie 0,8 (ein Fünftel davon über der Grenze von 12), ein Bauplan 0,7, ein Würfel 0,5, ein Gebäude sein Prestige plus 5 (Produktion), 3 (Versorgung), 2 (Spezial), 1 (Ausbildung); bei jedem Schritt baut oder aktiviert er, was abzüglich Kosten und Würfeln am meisten bringt, sonst setzt er einen Würfel dorthin, wo das Hauptquartier am meisten gibt, sonst endet er; er nimmt den wertvollsten Bauplan oder Unternehmer des Markts, frischt nie auf, wirft seine am wenigsten wertvollen Karten ab und hält Metall und Energie im Gleichgewicht
ff-takes-the-left-most-market-blueprint-ebbf6a1e = nimmt jede Runde den Bauplan ganz links im Markt; ab Runde 2 baut er eine Karte je Runde; jedes Produktionsgebäude stellt 1 Ware je Runde her (höchstens 4); beendet die Partie bei 10 Gebäuden oder 12 Waren; wertet Waren + aufgedrucktes Prestige
ff-plays-the-digital-game-by-search-316d6dc8 = spielt die digitale Partie mit Suche: bei jeder Marktaktion und jedem Schritt der Arbeiterphase probiert er die vielversprechendsten Antworten (jede Marktaktion und ein Auffrischen; die { $candidates } besten Arbeitsschritte nach den Werten seiner Rollout-Strategie, und das Ende der Phase) auf Kopien der Partie, deren verdeckte Karten und kommende Würfel neu gezogen werden, spielt jede Kopie bis zur nächsten Runde mit der gierigen Strategie bei abgestimmten Werten, schätzt den Rest der Partie (eine Anpassung an seine eigenen Partien) und behält die Antwort mit dem besten Vorsprung vor der Maschine plus { $score } × seine eigene Punktzahl (ein Sieg zählt { $win } Punkte mehr); er wirft seine am wenigsten wertvollen Baupläne nach den Werten von greedy ab und beantwortet den Rest wie seine Rollout-Strategie

# r9 decide (w-r9-decide)
ff-unknown-b23a6a84 = unbekannt
ff-name-type-bd0aa116 = { $name } ({ $type })
ff-odds-before-the-roll-not-computed-e17de39a = Chancen vor dem Wurf: nicht berechnet, da einige Karten des Markts unbekannt sind.
ff-goods-percent-6a2378a7 = { $goods }: { $percent } %
ff-odds-of-this-turn-before-the-b0e8b15b = Chancen dieses Zugs vor dem Wurf: Waren { $chances }; Erwartungswert { $expected }; 12 Waren erreicht: { $percent } %.
ff-dice-fixed-by-the-position-56dae8ed = (Würfel von der Position festgelegt)
ff-dice-rolled-with-seed-seed-87485170 = (Würfel mit dem Seed { $seed } geworfen)
ff-the-machine-compound-goods-goods-8ab1f422 = Die Maschine: { $compound }; { $goods } { $goods ->
        [one] Ware
       *[other] Waren
    }.
ff-market-blueprints-left-to-right-blueprints-d2daad74 = Baupläne des Markts, von links nach rechts: { $blueprints }; oben auf dem Stapel: { $top }.
ff-after-the-turn-compound-goods-goods-453f13f6 = Nach dem Zug: { $compound }; { $goods } { $goods ->
        [one] Ware
       *[other] Waren
    }.
ff-the-machine-has-goods-goods-it-41d40ee4 = Die Maschine hat { $goods } Waren: Sie löst das Spielende aus; nach dieser Runde wird noch eine Runde gespielt.

# r9 data files (w-r9-pydantic)
ff-name-a-prestige-list-needs-one-3e2b1e67 = { $name }: Eine Prestigeliste braucht einen Wert je Exemplar ({ $copies }), nicht { $values }
ff-value-is-neither-a-card-type-b50c5a5d = { $value } ist weder ein Kartentyp ({ $types }) noch 'unknown' noch der Name einer Blaupause
