# composed values (composed-others)
tk-list-item-31a25fc3 = { $list }, { $item }
tk-space-rank-highest-its-icon-is-07249a23 = { $space } höchster Rang (sein Symbol ist auf der Karte)
tk-space-rank-lowest-8368f73b = { $space } niedrigster Rang
tk-space-rank-rank-619be030 = { $space } Rang { $rank }
tk-range-range-compared-space-a55d4ffe = Reichweite { $range }: { $compared } → { $space }
tk-text-most-spaces-among-the-highest-124d59ce = { $text } (die meisten Felder unter den höchsten Rängen: der Gleichstandsentscheid der Automa-Variante)
tk-text-fewest-spaces-among-the-highest-ed21f13c = { $text } (die wenigsten Felder unter den höchsten Rängen)
tk-text-no-further-than-the-next-6feb8365 = { $text } (nicht weiter als bis zum nächsten Gasthaus)
tk-text-1-occupied-space-skipped-b3d16032 = { $text } (1 besetztes Feld übersprungen)
tk-text-skipped-occupied-spaces-skipped-8d0abbc1 = { $text } ({ $skipped } besetzte Felder übersprungen)
tk-at-the-bottom-of-her-leftmost-9dd6a710 = unten in ihre am weitesten links liegende leere Spalte (Spalte { $column })
tk-on-top-of-its-column-column-72341cd8 = oben auf ihre Spalte (Spalte { $column })
tk-small-object-67ee69f0 = kleiner Gegenstand
tk-food-drink-88c42d8b = Essen & Trinken
tk-clothing-12d264de = Kleidung
tk-art-d3cec991 = Kunst
tk-outcome-cards-f8cdf192 = { $outcome }, { $cards }.
tk-outcome-058ee61a = { $outcome }.
tk-name-score-bdddf93d = { $name ->
        [Green] Grün
        [Blue] Blau
        [You] Du
       *[other] { $name }
    } { $score }
tk-you-win-with-points-points-others-9df6b2c2 = Du gewinnst mit { $points } Punkten ({ $others })
tk-a-shared-victory-at-points-points-d813f353 = Ein geteilter Sieg mit { $points } Punkten, mit { $winners } (gleich viele Erfolgskarten): { $others }
tk-winners-win-with-points-points-you-066f6637 = { $winners } gewinnen mit { $points } Punkten; du hast { $yours } ({ $others })
tk-winner-wins-with-points-points-more-acfbc477 = { $winner ->
        [Green] Grün
        [Blue] Blau
       *[other] { $winner }
    } gewinnt mit { $points } Punkten (mehr Erfolgskarten); du hast { $yours } ({ $others })
tk-winner-wins-with-points-points-you-8d868a54 = { $winner ->
        [Green] Grün
        [Blue] Blau
       *[other] { $winner }
    } gewinnt mit { $points } Punkten; du hast { $yours } ({ $others })
tk-soloist-s-own-45fd75b8 = Soloists eigene
tk-your-own-file-abcddfca = deine eigene Datei
tk-1-additional-coin-af1b0c1f = 1 zusätzliche Münze
tk-count-additional-coins-cf49ff03 = { $count } zusätzliche Münzen
tk-nobody-6382b3cc = niemand
tk-name-count-24ca03bd = { $name ->
        [Green] Grün
        [Blue] Blau
        [You] Du
       *[other] { $name }
    } { $count }
tk-the-first-drawn-of-the-cheapest-df304498 = , die zuerst gezogene der billigsten
tk-automa-cards-787c879a = Automa-Karten
tk-difficulty-level-cards-2c3b9eca = Schwierigkeitskarten
tk-shop-village-f300c818 = Dorf
tk-with-the-assumed-automa-and-difficulty-38d4a294 = mit den ANGENOMMENEN Automa- und Schwierigkeitskarten, nicht den echten
tk-with-your-own-automa-and-difficulty-10513545 = mit deinen eigenen Automa- und Schwierigkeitskarten (deine Komponenten)
tk-with-your-own-automa-cards-and-7668d1f0 = mit deinen eigenen Automa-Karten und den ANGENOMMENEN Schwierigkeitskarten, nicht den echten
tk-with-the-assumed-automa-cards-not-b59cb2dc = mit den ANGENOMMENEN Automa-Karten, nicht den echten, und deinen eigenen Schwierigkeitskarten
tk-with-automa-and-difficulty-d247e14c = mit { $automa } und { $difficulty }
tk-the-deck-your-draws-suggest-not-d22463e9 = den { $deck }, die deine Ziehungen nahelegen (nicht bestätigt)
tk-the-assumed-deck-not-the-real-6473dc41 = den ANGENOMMENEN { $deck }, nicht den echten
tk-your-own-deck-your-components-924de862 = deinen eigenen { $deck } (deine Komponenten)
tk-more-than-your-size-deck-a-fc916b4f = mehr als deine { $size } { $deck } (eine falsche Antwort, die zu berichtigen ist)
tk-all-of-your-size-deck-as-e37cac56 = alle deine { $size } { $deck }, wie deine Ziehungen sie nahelegen (nicht bestätigt)
tk-none-of-your-size-deck-8b6e4bee = keine deiner { $size } { $deck }
tk-all-of-your-size-deck-665a0dae = alle deine { $size } { $deck }
tk-total-of-your-size-deck-76d1d647 = { $total } deiner { $size } { $deck }
tk-your-components-hold-automa-and-difficulty-58db5b93 = Deine Komponenten enthalten bisher { $automa } und { $difficulty }
tk-soloist-s-own-cards-assumption-9f52d127 = Soloists eigene Karten, { $assumption }
tk-soloist-s-own-automa-cards-invented-7d10e58b = Soloists eigene Automa-Karten, erfunden: Reichweiten { $ranges }; das Tempel-Symbol auf { $temples } Karten, das Gasthaus-Symbol auf { $inns }
tk-count-range-f2e132d6 = { $count }×{ $range }
tk-soloist-s-own-difficulty-level-cards-992ceac9 = Soloists eigene Schwierigkeitskarten, erfunden: { $cards }
tk-the-automa-cards-your-draws-suggest-14560da0 = die Automa-Karten, die deine Ziehungen nahelegen (nicht bestätigt: eine falsche Antwort würde sie falsch machen)
tk-the-difficulty-level-cards-your-draws-493ef9f7 = die Schwierigkeitskarten, die deine Ziehungen nahelegen (nicht bestätigt)
tk-your-own-automa-cards-your-components-6706a4a1 = deine eigenen Automa-Karten (deine Komponenten)
tk-your-own-difficulty-level-cards-your-1a9cdec4 = deine eigenen Schwierigkeitskarten (deine Komponenten)
tk-automa-and-difficulty-7cc0ad1b = { $automa } und { $difficulty }
tk-automa-and-difficulty-96dd6721 = { $automa } und { $difficulty }
tk-green-d486dfbd = Grün
tk-blue-ec7d56a0 = Blau
