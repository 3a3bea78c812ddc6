# Fantastic Factories: das Protokoll der Maschine und deines Spiels, auf Deutsch (ein Anfang).
# Begriffe: glossary-fantastic-factories.md (Strohmann Games). Kartennamen bleiben englisch,
# bis ihr deutscher Druck bestätigt ist; sie kommen ohnehin als Werte aus dem Code.

ff-architect-you-draw-3-blueprints-cards-59e56b1c = Architect: Du ziehst 3 Baupläne ({ $cards }).
ff-electrician-5-energy-now-resources-f4f9315a = Electrician: +5 Energie. Jetzt { $resources }.
ff-miner-3-metal-now-resources-7eb50635 = Miner: +3 Metall. Jetzt { $resources }.
ff-engineer-reveals-card-which-you-already-ea95dd06 = Engineer: deckt { $card } auf, das du schon hast: abgeworfen, ein weiteres wird aufgedeckt.
ff-engineer-reveals-card-and-you-build-3229fffc = Engineer: deckt { $card } auf, und du baust es sofort, kostenlos. { $count } Gebäude.
ff-engineer-no-blueprint-you-may-build-5277d16b = Engineer: Es ist kein Bauplan mehr aufzudecken, den du bauen darfst.
ff-foreman-at-the-start-of-your-61b6d513 = Foreman: Zu Beginn deiner Arbeiterphase stellst du bis zu 4 deiner Würfel ein.
ff-hired-hands-you-roll-2-extra-d0763588 = Hired Hands: Du würfelst in deiner Arbeiterphase 2 zusätzliche Würfel (am Ende der Runde abgeworfen).
ff-investor-no-blueprint-left-to-reveal-e3b5f4d0 = Investor: Es ist kein Bauplan mehr aufzudecken.
ff-investor-reveals-card-you-gain-its-ca6e6741 = Investor: deckt { $card } auf; du erhältst seine Baukosten, { $cost } ({ $kept }). Jetzt { $resources }.
ff-specialist-an-extra-die-of-any-4460de9d = Specialist: ein zusätzlicher Würfel mit beliebigem Wert in deiner Arbeiterphase; du wählst ihn nach dem Würfeln.
ff-card-soloist-does-not-know-this-9e968213 = { $card }: Soloist kennt die Wirkung dieses Unternehmers nicht (nicht im Handelsdeck); nichts ausführen.
ff-you-take-1-metal-2-energy-11052fe5 = Du nimmst 1 Metall, 2 Energie, 4 weiße Würfel und 4 Baupläne: { $hand }.
ff-market-market-15738b1c = Markt: { $market }.
ff-the-machine-scores-text-dfd4c52e = Die Maschine erzielt { $text }.
ff-you-score-text-buildings-buildings-d06c57fb = Du erzielst { $text } ({ $buildings } Gebäude).
ff-card-dice-recipe-discarded-drawn-extra-a6196a71 = { $card }{ $dice }: { $recipe }{ $discarded }{ $drawn }{ $extra }. Jetzt { $resources }.
ff-black-market-with-a-die-discarded-54dcacb1 = Black Market mit einer { $die }: { $card } abgeworfen (Baukosten { $cost }) → { $metal } Metall + { $energy } Energie. Jetzt { $resources }.
ff-card-pay-1-energy-a-old-2e095d60 = { $card }: Zahle 1 Energie, aus einer { $old } wird eine { $new }.
ff-golem-pay-value-energy-an-extra-8380ddef = Golem: Zahle { $value } Energie → ein zusätzlicher Würfel mit { $value }.
ff-temp-agency-pay-1-energy-re-3f01d6db = Temp Agency: Zahle 1 Energie, würfle { $old } neu → { $new }.
ff-replicator-pay-1-energy-to-activate-4000e78b = Replicator: Zahle 1 Energie, um { $card } aus dem Markt zu aktivieren.
ff-the-machine-rolls-dice-description-3ebad798 = Die Maschine würfelt { $dice-description }.
ff-the-machine-manufactures-made-made-word-c0f3e7e3 = Die Maschine stellt { $made } { $made ->
        [one] Ware
       *[other] Waren
    } her: insgesamt { $total } { $total ->
        [one] Ware
       *[other] Waren
    }.
ff-the-blueprint-deck-and-its-discard-4cb0a421 = Der Bauplanstapel und sein Ablagestapel sind leer: keine Karte.
ff-you-pass-your-market-phase-there-2f415b5d = Du passt in deiner Marktphase: Es gibt nichts, was du nehmen darfst.
ff-you-take-card-from-market-slot-4e189bff = Du nimmst { $card } von Platz { $slot } des Markts.
ff-discard-all-4-market-blueprints-5dd2a106 = Wirf alle 4 Baupläne des Markts ab.
ff-discard-all-4-market-contractors-7fb43cb2 = Wirf alle 4 Unternehmer des Markts ab.
ff-refill-the-market-from-the-decks-a20eb8cf = Fülle den Markt aus den Stapeln auf.
ff-difficulty-difficulty-the-machine-starts-with-26b8ea1b = Schwierigkeit { $difficulty }: Die Maschine beginnt mit { $wanted } { $wanted ->
        [one] Bauplan
       *[other] Bauplänen
    }{ $monuments }.
ff-card-into-the-machine-s-compound-6f604622 = { $card } ins Gelände der Maschine.
ff-the-machine-s-compound-compound-ec610faf = Das Gelände der Maschine: { $compound }.
ff-the-end-of-the-game-is-af970b0f = Das Spielende wird ausgelöst { $who ->
        [you] von dir
       *[other] von der Maschine
    }: { $why }. Diese Runde wird zu Ende gespielt, dann folgt eine letzte Runde (Runde { $last }).
ff-soloist-deals-card-for-the-machine-ad914b4a = Soloist teilt { $card } für das Startgelände der Maschine aus.
ff-soloist-reveals-the-top-of-its-c9dbb1b4 = Soloist deckt die oberste Karte seines Bauplanstapels auf: { $card }.
ff-market-blueprints-1-first-2-second-64711cbc = Baupläne im Markt: 1 { $first }, 2 { $second }, 3 { $third }, 4 { $fourth }.
ff-you-take-market-blueprint-slot-card-a10efc5a = Du nimmst den Bauplan { $slot } des Markts ({ $card }).
ff-you-end-your-work-phase-with-92321ce8 = Du beendest deine Arbeiterphase mit { $resources }.
ff-you-roll-dice-ad0e42fc = Du würfelst: { $dice }.
ff-specialist-an-extra-die-showing-value-7c2baef6 = Specialist: ein zusätzlicher Würfel mit { $value }.
ff-you-build-card-pay-cost-and-98eee137 = Du baust { $card }: Zahle { $cost } und wirf { $paid } ab ({ $tool }). { $count } Gebäude.
ff-limit-of-12-metal-and-energy-22a02a37 = Limit von 12 Metall und Energie: Du behältst { $metal } Metall und { $energy } Energie ({ $lost } abgeworfen).
ff-hand-limit-of-10-you-discard-1da94f43 = Handkartenlimit von 10: Du wirfst { $card } ab.
ff-laboratory-you-gained-a-good-so-a7b84a0f = Laboratory: Du hast eine Ware erhalten, also ziehst du { $card } (einmal pro Runde).
ff-name-you-built-a-card-amount-f88dcc28 = { $name }: Du hast eine Karte gebaut, +{ $amount } { $resource } (einmal pro Runde).
ff-digital-play-soloist-models-the-decks-b2f98669 = Digitales Spiel: Soloist bildet die Stapel, den Markt, deine Hand, deine Würfel und dein Gelände nach. Wo die Quellen sich widersprechen: { $defaults }; die Karte des Investor ist { $investor }.
ff-soloist-does-not-know-what-these-257518d1 = Soloist weiß nicht, was diese Karten tun: { $names }. Sie können für ihr Prestige gebaut werden, haben aber keine Aktivierung.
ff-green-green-market-blueprint-green-ordinal-76713dc6 = grün { $green }: Bauplan { $green } des Markts ({ $ordinal }, { $card }) ins Gelände
ff-green-green-market-slot-green-ordinal-880b2a4d = grün { $green }: Platz { $green } des Markts ({ $ordinal }) ist leer, da Bauplanstapel und Ablagestapel aufgebraucht sind: Die Maschine nimmt keine Karte
ff-green-green-top-blueprint-card-into-4334f5be = grün { $green }: oberster Bauplan ({ $card }) ins Gelände; { $discarded } abgeworfen
ff-green-green-the-blueprint-deck-and-d5f72082 = grün { $green }: Bauplanstapel und Ablagestapel sind leer, es gibt also keine oberste Karte zum Aufdecken: Die Maschine nimmt keine Karte; { $discarded } abgeworfen
ff-colour-die-sign-count-kind-title-afab3f51 = { $colour } { $die } { $sign } { $count } { $kind-title } → { $made }
ff-colour-die-sign-count-kind-title-7e22b273 = { $colour } { $die } { $sign } { $count } { $kind-title } → keine Ware
ff-you-pay-1-paying-to-discard-6ef88f29 = Du zahlst 1 { $paying ->
        [energy] Energie
       *[other] Metall
    }, um die 4 { $row ->
        [blueprints] Baupläne
       *[other] Unternehmer
    } des Markts abzuwerfen.
ff-you-hire-card-from-slot-slot-3b05da60 = Du heuerst { $card } von Platz { $slot } an: Wirf { $paid } ab ({ $tool }){ $extra }.
ff-what-is-a-monument-discarded-deal-964a5ba9 = { $what } ist ein Monument: abgeworfen, eine weitere Karte austeilen (die Maschine darf nicht mit einem Monument beginnen).
ff-row-with-a-value-gain-bonus-12226d8f = { $row } mit einer { $value } → { $gain }{ $bonus }{ $drawn }. Jetzt { $resources }.

# composed values (composed-others)
ff-you-hire-card-from-slot-slot-095756d3 = Du heuerst { $card } von Platz { $slot } an: Wirf { $paid } ab ({ $tool }) und zahle { $cost }.
