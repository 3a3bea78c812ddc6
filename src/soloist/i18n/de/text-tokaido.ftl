# Was Soloist in Tokaido fragt und sagt (Fragen, ihre Hilfe, Fehler); see docs/translating.md.
# Begriffe: glossary-tokaido.md (Pegasus Spiele). Ein Automa ist „sie“ (wie im Protokoll);
# ihr Name kommt als Wert „Green“/„Blue“, eine Auswahl macht daraus Grün/Blau.
# $deck ist ein englischer Wert („Automa cards“ oder „Difficulty Level cards“): Wo $size
# dabei ist (16 oder 7), wählt eine Auswahl danach das deutsche Wort; sonst steht er in
# Klammern. Getippte Beispiele (3, 2t, 1i, 3ti; die Buchstaben v, f, t, …) liest der Code so.

tk-value-is-not-a-whole-number-f08eb9bc = { $value } ist keine ganze Zahl
tk-give-a-number-from-low-to-291ff88a = gib eine Zahl von { $low } bis { $high } an
tk-tokaido-s-components-have-no-fact-4e15c6f8 = Tokaidos Komponenten haben keine Angabe { $key }; es gibt: { $facts }
tk-total-cards-your-deck-are-size-784218e4 = { $total } Karten: Deine { $size ->
        [16] Automa-Karten
        [7] Schwierigkeitskarten
       *[other] Karten ({ $deck })
    } sind { $size }
tk-text-is-not-an-automa-card-1b346907 = { $text } ist keine Automa-Karte: Schreibe ihre Reichweite 1-3, dann t für das Tempel-Symbol und/oder i für das Gasthaus-Symbol (3, 2t, 1i, 3ti)
tk-range-range-line-no-icon-be5ce42e = Reichweite { $range } ({ $line }), kein Symbol
tk-range-range-line-with-the-icon-d37ff687 = Reichweite { $range } ({ $line }) mit dem Symbol { $icon ->
        [Temple] Tempel
        [Inn] Gasthaus
       *[other] { $icon }
    }
tk-range-range-line-with-the-first-6f87566c = Reichweite { $range } ({ $line }) mit den Symbolen { $first ->
        [Temple] Tempel
        [Inn] Gasthaus
       *[other] { $first }
    } und { $second ->
        [Temple] Tempel
        [Inn] Gasthaus
       *[other] { $second }
    }
tk-points-d-points-216e5580 = { SIGNED($points) } Punkte
tk-1-item-0fcd49c9 = 1 { $item }
tk-count-coins-to-her-temple-area-14dc1f02 = { $count } Münzen in ihren Tempelbereich
tk-nothing-soloist-can-apply-3ff43900 = nichts, was Soloist anwenden kann
tk-list-item-31a25fc3 = { $list }, { $item }
tk-effect-note-ff5a4582 = { $effect } ({ $note })
tk-at-each-intermediate-inn-before-the-cfc2092b = nimmt in jedem Gasthaus unterwegs vor der Mahlzeit 1 Panoramakarte seiner Wahl und wertet sie
tk-at-each-intermediate-inn-before-the-fb00a7da = zieht in jedem Gasthaus unterwegs vor der Mahlzeit 1 Begegnung und handelt sie ab
tk-each-meal-costs-him-1-coin-31998f13 = jede Mahlzeit kostet ihn 1 Münze weniger
tk-at-each-encounter-draws-2-cards-568e8166 = zieht bei jeder Begegnung 2 Karten und behält eine
tk-at-each-inn-is-offered-one-00457d30 = bekommt in jedem Gasthaus eine der ausliegenden Mahlzeiten zufällig kostenlos angeboten; sie darf sie ablehnen und normal kaufen
tk-1-point-per-hot-spring-card-5cd0188c = +1 Punkt je Karte „Heiße Quelle“ und je Erfolgskarte
tk-in-a-village-buying-2-or-1786829b = in einem Dorf ist beim Kauf von 2 oder mehr Andenken das billigste kostenlos (sie muss trotzdem alle bezahlen können)
tk-at-each-temple-may-also-donate-9cb1b93a = darf an jedem Tempel zusätzlich 1 Münze aus dem Vorrat spenden (+1 Punkt)
tk-1-point-and-1-coin-at-7f8d590d = +1 Punkt und +1 Münze bei jeder Begegnung, bevor sie abgehandelt wird
tk-once-per-village-buys-one-souvenir-269f0dd6 = kauft einmal je Dorf ein Andenken für 1 Münze
tk-meal-cost-cost-0f8e7726 = { $meal } (kostet { $cost })
tk-souvenir-family-price-bd84ac97 = { $souvenir } ({ $family }, { $price })
tk-meal-cost-f95df0f7 = { $meal } ({ $cost })
tk-annaibito-panorama-guide-e5842b8d = Annaibito (Führer, { $panorama })
tk-hot-spring-value-18595f7a = Heiße Quelle ({ $value })
tk-buy-nothing-44fe02ed = nichts kaufen
tk-traveller-which-panorama-card-do-you-06a9c74b = { $traveller }: Welche Panoramakarte nimmst du?
tk-village-which-souvenirs-do-you-buy-1c061d30 = Dorf: Welche Andenken kaufst du?
tk-count-coin-ce40b0d9 = { $count } Münze
tk-count-coins-a5a1f387 = { $count } Münzen
tk-count-point-913b1118 = { $count } Punkt
tk-count-points-284e911a = { $count } Punkte
tk-first-coins-points-5e404d56 = { $first }: { $coins }, { $points }
tk-first-second-coins-points-abd09537 = { $first } + { $second }: { $coins }, { $points }
tk-first-second-third-coins-points-6794d2e7 = { $first } + { $second } + { $third }: { $coins }, { $points }
tk-traveller-which-encounter-do-you-keep-a59ebc35 = { $traveller }: Welche Begegnung behältst du? (Die andere kommt unter den Stapel.)
tk-card-your-space-panorama-is-complete-5db12cd2 = { $card }: Dein Panorama { $space } ist vollständig; welches Panorama ergänzt du?
tk-traveller-is-offered-meal-for-free-855dc70d = { $traveller } bekommt die Mahlzeit { $meal } kostenlos angeboten. Isst du sie?
tk-choose-your-traveller-tile-the-other-4bae2f8f = Wähle dein Reisende-Plättchen (das andere kommt zurück in die Schachtel).
tk-traveller-coins-coins-ability-6a8a51b6 = { $traveller } ({ $coins } Münzen): { $ability }
tk-temple-how-many-coins-do-you-5e3c19b7 = Tempel: Wie viele Münzen spendest du?
tk-at-least-1-at-most-3-7a08d9d0 = Mindestens 1, höchstens 3; 1 Punkt je Münze.
tk-no-meal-4023b329 = keine Mahlzeit
tk-which-meal-do-you-buy-24c52863 = Welche Mahlzeit kaufst du?
tk-meal-pay-paid-points-points-a5421c6d = { $meal }: { $paid } zahlen, { $points } Punkte
tk-space-panorama-45daf792 = Panorama { $space }
tk-your-turn-where-does-your-traveller-c08df84f = Du bist dran: Wo hält dein Reisender an?
tk-only-the-spaces-the-rules-allow-d3d31f18 = Nur die Felder, die die Regeln erlauben, werden angeboten; besetzte Felder zählen bei der Entfernung mit.
tk-type-how-many-spaces-ahead-occupied-5022b4d5 = Tippe, wie viele Felder weiter (besetzte Felder zählen mit), oder den Namen des Felds, wenn nur eines seiner Art angeboten wird.
tk-where-count-spaces-ahead-0fef37b3 = { $where }, { $count } Felder weiter
tk-where-count-space-ahead-0bc1f948 = { $where }, { $count } Feld weiter
tk-my-space-panorama-2e289310 = mein Panorama { $space }
tk-no-panorama-completed-35f310dc = kein Panorama vervollständigt
tk-why-did-you-just-complete-a-0f48ac3e = { $why }: Hast du gerade ein Panorama vervollständigt?
tk-the-first-traveller-to-complete-a-05faf90b = Wer als erster Reisender ein Panorama vervollständigt, nimmt dessen Erfolgskarte; die Felder eines vervollständigten Panoramas sind dir danach verschlossen.
tk-a-space-needs-at-least-1-be8459e1 = { $space }: Dafür brauchst du mindestens 1 Münze. Hast du eine?
tk-traveller-ability-b0cd598f = { $traveller }: { $ability }
tk-another-traveller-an-expansion-or-a-22509fe1 = ein anderer Reisender (aus einer Erweiterung oder ein Promo)
tk-end-of-the-journey-how-many-e06da527 = Ende der Reise. Wie viele Andenkenkarten hast du?
tk-end-of-the-journey-how-many-cd782862 = Ende der Reise. Wie viele Karten „Heiße Quelle“ hast du?
tk-end-of-the-journey-how-many-3e76d667 = Ende der Reise. Wie viele Begegnungskarten hast du?
tk-end-of-the-journey-the-total-88574e9f = Ende der Reise. Die Summe der Kosten, die auf deinen Mahlzeitenkarten gedruckt sind?
tk-end-of-the-journey-how-many-3626bd97 = Ende der Reise. Wie viele Münzen hast du dem Tempel gespendet?
tk-end-of-the-journey-your-score-7accaeb3 = Ende der Reise. Dein Stand auf der Punkteleiste jetzt, vor den Erfolgen am Ende der Reise und der Tempelwertung?
tk-which-traveller-tile-did-you-choose-9319b7de = Welches Reisende-Plättchen hast du gewählt?
tk-soloist-needs-it-for-the-abilities-e5d196c7 = Soloist braucht es für die Fähigkeiten, die Panoramen (Hiroshige, Chuubei) und Erfolgskarten (Mitsukuni) betreffen.
tk-space-space-a2056435 = Feld { $space }
tk-traveller-s-panorama-card-46cb5637 = Panoramakarte von { $traveller }
tk-traveller-s-encounter-6ada5404 = Begegnung von { $traveller }
tk-at-the-inn-by-your-traveller-769633df = Im Gasthaus, durch die Fähigkeit deines Reisenden
tk-1st-e01ddf65 = 1.
tk-2nd-c21365c7 = 2.
tk-3rd-c0d75171 = 3.
tk-none-from-the-display-09529981 = keine aus der Auslage
tk-which-meal-card-did-you-take-a7b70386 = Welche Mahlzeitenkarte hast du aus der Auslage genommen?
tk-an-automa-eats-after-you-she-a3e5a40d = Ein Automa isst nach dir: Sie nimmt die billigste Karte, die noch ausliegt.
tk-inn-number-position-position-cb381bdc = Gasthaus { $number } (Position { $position })
tk-space-position-position-3505be8a = { $space } (Position { $position })
tk-which-matsuri-card-is-in-play-7b86397a = Welche Matsuri-Karte ist im Spiel? (Dein Automa-Matsuri-Blatt sagt, wie sie für die Automas gilt.)
tk-none-of-these-it-does-not-83b280dc = keine davon / sie betrifft die Automas nicht
tk-matsuri-how-many-points-does-automa-420b75b5 = Matsuri: Wie viele Punkte erhält { $automa ->
        [Green] Grün
        [Blue] Blau
       *[other] { $automa }
    } jetzt dadurch, laut Automa-Matsuri-Blatt? (0, wenn keine; negativ, wenn sie Punkte verliert)
tk-preparations-automa-leaves-order-how-many-47fab4fd = Vorbereitungen: { $automa ->
        [Green] Grün
        [Blue] Blau
       *[other] { $automa }
    } bricht als { $order } auf. Wie viele Münzen gibt der Aufbruch als { $order } laut deiner Spielregel im Spiel zu dritt zum Startgeld eines Reisenden dazu? (0, wenn keine; negativ, wenn Münzen abgezogen werden)
tk-the-3-player-offsets-are-not-034ecca1 = Die Werte für 3 Spieler sind nicht öffentlich; sie erhält 3 Punkte je zusätzlicher Münze. Soloist merkt sich deine Antwort.
tk-preparations-you-leave-order-how-many-842120ce = Vorbereitungen: Du brichst als { $order } auf. Wie viele Münzen gibt der Aufbruch als { $order } laut deiner Spielregel im Spiel zu dritt zum Startgeld eines Reisenden dazu? (0, wenn keine; negativ, wenn Münzen abgezogen werden)
tk-the-3-player-offsets-are-not-70d0f40f = Die Werte für 3 Spieler sind nicht öffentlich; Soloist merkt sich deine Antwort (oder schreibe sie in deine Kartendatei: preparations).
tk-its-range-line-ends-in-1-792d2385 = Ihre Reichweitenleiste endet auf ① (Reichweite 1), ② oder ③; manche Karten zeigen auch das Tempel- oder das Gasthaus-Symbol.
tk-type-the-range-1-2-or-c716889b = Tippe die Reichweite (1, 2 oder 3), dahinter t, wenn die Karte das Tempel-Symbol zeigt, und g, wenn sie das Gasthaus-Symbol zeigt: 3, 2t, 1g, 3tg.
tk-automa-s-turn-draw-an-automa-e9cf30ce = { $automa ->
        [Green] Grün
        [Blue] Blau
       *[other] { $automa }
    } ist dran: Zieh eine Automa-Karte, offen auf den Ablagestapel. Welche Karte ist es?
tk-its-range-line-ends-in-1-49d6f76d = Ihre Reichweitenleiste endet auf ① (Reichweite 1), ② oder ③; manche Karten zeigen auch das Tempel- oder das Gasthaus-Symbol. Angeboten werden nur die Karten, die noch in deinem Stapel sind ({ $drawn } deiner 16 seit dem letzten Mischen gezogen). Ist deine nicht dabei, war eine frühere Antwort falsch: Nimm sie zurück oder berichtige deine Komponenten.
tk-draw-a-difficulty-level-card-for-b6feddbf = Zieh eine Schwierigkeitskarte für { $who ->
        [you] dich
       *[other] { $who ->
            [Green] Grün
            [Blue] Blau
           *[other] { $who }
        }
    } (Karte { $number } von { $wanted }). Welches Feld zeigt sie?
tk-draw-a-difficulty-level-card-for-0f3c0091 = Zieh eine Schwierigkeitskarte für { $who ->
        [you] dich
       *[other] { $who ->
            [Green] Grün
            [Blue] Blau
           *[other] { $who }
        }
    }. Welches Feld zeigt sie?
tk-prompt-already-drawn-spaces-18b80f6f = { $prompt } Schon gezogen: { $spaces }.
tk-only-the-spaces-still-in-the-b50e68e0 = Angeboten werden nur die Felder, die noch im Stapel sind.
tk-the-cards-show-different-spaces-so-e6212144 = Die Karten zeigen verschiedene Felder, ein schon gezogenes wird also nicht noch einmal angeboten.
tk-one-letter-is-enough-v-shop-08d79e65 = Ein Buchstabe genügt: v (Dorf), f (Bauernhof), t (Tempel), h (Heiße Quelle), e (Begegnung), p (Reisfeld), m (Gebirge), s (Meer).
tk-automa-receives-1-item-is-there-c68ce0af = { $automa ->
        [Green] Grün
        [Blue] Blau
       *[other] { $automa }
    } erhält 1 { $item }: Ist noch eine im Vorrat?
tk-if-the-supply-is-empty-she-55c05300 = Ist der Vorrat leer, erhält sie nichts und bekommt für dieses Feld keine Punkte (dieselbe Regel wie im digitalen Spiel).
tk-meal-card-number-of-count-in-7de1fa5d = Mahlzeitenkarte { $number } von { $count }, in der Reihenfolge des Ziehens: Welche ist es?
tk-soloist-gives-each-automa-the-cheapest-3e34f288 = Soloist gibt jedem Automa die billigste Mahlzeit, die noch ausliegt (bei Gleichstand die zuerst gezogene), in der Reihenfolge der Ankunft.
tk-type-its-name-the-first-word-d2f08a2d = Tippe ihren Namen (das erste Wort genügt).
tk-text-is-not-a-difficulty-level-f6eb0526 = { $text } ist keine Schwierigkeitskarte: Schreibe eines von { $spaces }
tk-face-count-8107fbae = { $face } ×{ $count }
tk-a-confirmed-deck-lists-all-size-e9df5d68 = ein bestätigter Stapel führt alle { $size } { $size ->
        [16] Automa-Karten
        [7] Schwierigkeitskarten
       *[other] Karten ({ $deck })
    } auf, nicht { $total }
tk-range-range-5d202f3d = Reichweite { $range }
tk-range-range-icon-d36a50de = Reichweite { $range } + { $icon ->
        [Temple] Tempel
        [Inn] Gasthaus
       *[other] { $icon }
    }
tk-range-range-first-second-bb8df1da = Reichweite { $range } + { $first ->
        [Temple] Tempel
        [Inn] Gasthaus
       *[other] { $first }
    } + { $second ->
        [Temple] Tempel
        [Inn] Gasthaus
       *[other] { $second }
    }
tk-your-deck-known-so-far-e1637846 = Was bisher von deinem Stapel bekannt ist ({ $deck }):
tk-the-cards-known-to-be-in-d6d90a71 = Die Karten, die bekanntlich in deinen { $size } { $size ->
        [16] Automa-Karten
        [7] Schwierigkeitskarten
       *[other] Karten ({ $deck })
    } sind, aus deinen Partien gelernt.
tk-yes-i-count-them-now-39b65ae3 = Ja: Ich zähle sie jetzt
tk-not-now-a0e63d7c = Jetzt nicht
tk-yes-these-are-my-cards-8bbcb85f = Ja: Das sind meine Karten
tk-no-or-not-sure-0f6c2f7c = Nein, oder nicht sicher
tk-at-the-inn-your-draws-suggest-14154769 = Im Gasthaus: Nach deinen Ziehungen sind deine { $size } { $size ->
        [16] Automa-Karten
        [7] Schwierigkeitskarten
       *[other] Karten ({ $deck })
    } wohl: { $cards }. Stimmt das?
tk-the-game-is-over-your-draws-54d3a42e = Die Partie ist vorbei. Nach deinen Ziehungen sind deine { $size } { $size ->
        [16] Automa-Karten
        [7] Schwierigkeitskarten
       *[other] Karten ({ $deck })
    } wohl: { $cards }. Stimmt das?
tk-your-draws-suggest-your-size-deck-1140d9bf = Nach deinen Ziehungen sind deine { $size } { $size ->
        [16] Automa-Karten
        [7] Schwierigkeitskarten
       *[other] Karten ({ $deck })
    } wohl: { $cards }. Stimmt das?
tk-lay-your-deck-out-by-face-1712d46e = Leg deine Karten ({ $deck }) zur Prüfung nach ihrer Vorderseite sortiert aus: Eine einzige falsche Antwort am Tisch würde das hier verfälschen. Soloist zieht sie dann selbst für die Automas, und deine eigenen Karten können in der Schachtel bleiben. „Nein“ lässt sie am Tisch, und Soloist bietet an, sie am Ende der Partie zu zählen.
tk-lay-your-deck-out-by-face-6897429b = Leg deine Karten ({ $deck }) zur Prüfung nach ihrer Vorderseite sortiert aus: Eine einzige falsche Antwort am Tisch würde das hier verfälschen. Soloist zieht sie dann selbst für die Automas. „Nein“ lässt sie am Tisch, und Soloist bietet an, sie am Ende der Partie zu zählen.
tk-count-again-8b1028fe = Noch einmal zählen
tk-leave-it-for-another-time-c50a864e = Ein andermal
tk-none-two-cards-show-the-same-b0a48ca7 = Keines: Zwei Karten zeigen dasselbe Feld
tk-lay-out-your-count-deck-which-325b7c72 = Leg deine { $count } { $count ->
        [16] Automa-Karten
        [7] Schwierigkeitskarten
       *[other] Karten ({ $deck })
    } aus: Welches Feld ist auf keiner davon?
tk-there-are-8-kinds-of-space-75f60dbf = Es gibt 8 Arten von Feldern für 7 Karten. Zeigen zwei deiner Karten dasselbe Feld, sag es: Soloist fragt dann, wie viele jedes zeigen.
tk-out-by-the-space-each-shows-730437b5 = nach dem Feld sortiert aus, das jede zeigt
tk-by-face-range-and-icons-and-997cfefb = nach ihrer Vorderseite (Reichweite und Symbole) sortiert aus und zähle jede
tk-the-deck-recorded-make-more-than-9fb1164b = Die festgehaltenen Karten ({ $deck }) sind mehr als deine { $size }: Eine Antwort war falsch.
tk-your-draws-suggested-all-size-of-7164fed7 = Deine Ziehungen legten alle { $size } { $size ->
        [16] Automa-Karten
        [7] Schwierigkeitskarten
       *[other] Karten ({ $deck })
    } nahe, nicht bestätigt.
tk-soloist-knows-total-of-your-size-48025e51 = Soloist kennt bisher { $total } deiner { $size } { $size ->
        [16] Automa-Karten
        [7] Schwierigkeitskarten
       *[other] Karten ({ $deck })
    }.
tk-the-game-is-over-so-far-f384e43d = Die Partie ist vorbei. { $so_far } Jetzt zählen, damit digitales Spiel und Simulation deine eigenen ziehen? Leg die { $size } Karten { $face }: etwa eine Minute.
tk-soloist-never-guesses-your-cards-without-a72f762e = Soloist rät deine Karten nie. Ohne Zählung lernt es sie aus den Karten, die du ziehst (von jeder die meisten, die zwischen zwei Mischvorgängen gesehen wurden); das dauert ein paar Partien.
tk-how-many-of-your-deck-show-1326acfd = Wie viele deiner Karten ({ $deck }) zeigen { $face }?
tk-remaining-of-the-size-cards-are-a6b96009 = { $remaining } der { $size } Karten sind noch nicht gezählt.
tk-your-counts-make-count-deck-not-82e74b9b = Deine Zählung ergibt { $count } { $size ->
        [16] Automa-Karten
        [7] Schwierigkeitskarten
       *[other] Karten ({ $deck })
    }, nicht { $size }. Noch einmal zählen?

# crawl (w-crawl): the table's words (tableview.py) and the decks' names. (On main this
# file had no message yet; the German questions come with w-tr4-de: keep both.)
tk-sh-6385e764 = Do
tk-fa-553dbacb = Ba
tk-te-7566ad8d = Te
tk-hs-6e314c4d = HQ
tk-en-fb92c7e3 = Be
tk-pa-43b92319 = Re
tk-mo-d23e867e = Ge
tk-se-b204d9d0 = Me
tk-temple-coins-f8e411c2 = Tempelmünzen
tk-meals-6b2598d9 = Mahlzeiten
tk-achievement-293523c3 = Errungenschaft
tk-difficulty-level-card-0ff89ba7 = Schwierigkeitskarte
tk-range-range-de3b6b3c = Reichweite { $range }
tk-the-road-from-start-to-end-d6550734 = Die Straße von { $start } bis { $end }
tk-towards-end-position-first-to-last-03324be2 = Richtung { $end }, Position { $first } bis { $last }
tk-rank-highest-00e0d19d = Rang: höchster
tk-rank-lowest-f40cc450 = Rang: niedrigster
tk-rank-rank-be820743 = Rang { $rank }
tk-occupied-20323a24 = besetzt
tk-she-left-7b58031e = hier losgegangen
tk-name-s-move-97906c5c = Zug von { $name }
tk-name-s-card-719928ad = Karte von { $name }
tk-name-moved-to-where-ca14b72e = { $name } zog auf { $where }
tk-before-then-7341df86 = { $before }; { $then }
tk-column-index-6e29ac8a = Spalte { $index }
tk-costs-costs-73135c4d = Kosten { $costs }
tk-name-s-collection-1e1a7f0a = Sammlung von { $name }
tk-no-items-5223d76c = Nichts gesammelt.
tk-score-score-373ba1d7 = { $score } Punkte
tk-coins-7ae57d9d = Münzen
tk-panorama-2be61912 = Panorama
tk-souvenirs-ecc7b460 = Andenken
tk-hot-springs-7a413fef = Heiße Quellen
tk-encounters-53632506 = Begegnungen
tk-your-collection-9b28be3d = Deine Sammlung
tk-name-where-score-77479c90 = { $name }: { $where }, { $score }
tk-name-where-00e97ccd = { $name }: { $where }
tk-before-then-233e151b = { $before } · { $then }
tk-arrived-in-end-2c08d998 = In { $end } angekommen
tk-between-inn-inn-and-inn-next-771395d6 = Zwischen Gasthaus { $inn } und Gasthaus { $next }
tk-meal-c3940d7d = Mahlzeit
tk-cost-cost-50e6ffdc = kostet { $cost }
tk-your-deck-as-your-draws-suggest-c6971763 = Deine { $deck }, wie deine Ziehungen sie nahelegen
tk-counted-at-the-end-of-the-520d601c = am Ende der Reise gezählt
tk-the-road-f80f9854 = Die Straße
tk-automa-discard-pile-94246d52 = Ablagestapel der Automas
tk-last-card-drawn-761dd271 = Zuletzt gezogene Karte
tk-meals-on-display-ab3f3cb5 = Ausliegende Mahlzeiten

# composed values (composed-others)
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

# crawl2 (w-crawl2)
tk-level-default-ef718fbc = { $level } (Vorgabe)
tk-base-game-84a278d8 = Grundspiel
tk-initiation-52ecdf2a = Journey of Initiation
tk-return-trip-4f58c6c9 = Rückreise
tk-gastronomy-3aad4cba = Gastronomie
tk-preparations-2552d0c8 = Vorbereitungen
tk-crossroads-257d3b4c = Crossroads
tk-matsuri-a0110fe2 = Matsuri
tk-physical-draw-09e049f6 = Selbst ziehen
tk-difficulty-level-1-7-1-2-7fc7237a = Schwierigkeitsstufe 1–7: bei 1/2/3 handelst du beim Aufbau 5/3/1 Schwierigkeitskarten ab, 4 ist die Vorgabe, bei 5/6/7 handelt jeder Automa 1/3/5 ab.
tk-digital-play-soloist-models-your-whole-f8f3b9ac = Digitales Spiel: Soloist bildet auch dein ganzes Grundspiel nach (die Straße, die Stapel, deine Münzen und Karten); du triffst nur deine eigenen Entscheidungen.
tk-your-own-automa-and-difficulty-level-5b0870c4 = Deine eigenen Automa- und Schwierigkeitskarten in einer Datei aufgeschrieben: Soloist mischt und zieht sie. Ohne sie fragt das Begleitspiel, was jede gezogene Karte zeigt (und lernt daraus deinen Stapel), und das digitale Spiel nutzt deinen Stapel, sobald er bekannt ist, bis dahin eine ANGENOMMENE Zusammensetzung.
tk-digital-play-your-printing-s-base-bed2239a = Digitales Spiel: die Grundspielkarten deiner Auflage in einer Datei aufgeschrieben (eine berichtigte Kopie von Soloists eigener).
tk-journey-of-initiation-variant-no-traveller-ee20d043 = Variante Journey of Initiation: keine Reisende-Plättchen, je 7 Münzen; du beginnst mit 5 Punkten.
tk-return-trip-variant-travel-from-edo-74bb346a = Variante Rückreise: von Edo nach Kyoto reisen.
tk-gastronomy-variant-3-meal-cards-are-137242f6 = Variante Gastronomie: in jeder Herberge werden 3 Mahlzeitkarten gezogen, nicht 4.
tk-preparations-variant-starting-coins-by-order-2a9cdaa9 = Variante Vorbereitungen: Startmünzen nach Reihenfolge des Aufbruchs; ein Automa erhält stattdessen 3 Punkte pro zusätzlicher Münze.
tk-crossroads-expansion-companion-play-each-automa-17eafde8 = Erweiterung Crossroads (Begleitspiel): jeder Automa erhält beim Aufbau 5 Punkte mehr.
tk-matsuri-expansion-companion-play-with-crossroads-c078110e = Erweiterung Matsuri (Begleitspiel, mit Crossroads): die Automas bringen die oberste Matsuri-Karte ins Spiel; ihre Wirkung auf sie wird gefragt oder aus dem Automa-Matsuri-Blatt deiner Kartendatei gelesen.
tk-companion-play-draw-the-automa-and-c1059025 = Begleitspiel: die Automa- und Schwierigkeitskarten selbst ziehen, auch wenn Soloist deinen Stapel kennt (es bietet dann nur die Karten an, die noch darin sind). Ohne dies zieht Soloist für die Automas von einem Stapel, den es kennt.
tk-coin-0241ccff = Münze
tk-paddy-panorama-card-3147a6d9 = Panoramakarte Reisfeld
tk-mountain-panorama-card-2a862a81 = Panoramakarte Gebirge
tk-sea-panorama-card-b9f525ed = Panoramakarte Meer
tk-souvenir-card-dd18a602 = Andenkenkarte
tk-encounter-card-49b92a19 = Begegnungskarte
tk-hot-spring-card-2dd49a3d = Karte „Heiße Quelle“

# r6 tokaido (w-r6-tokaido)
tk-range-ti-69430e2f = { $range }tg
tk-range-t-28e6c17e = { $range }t
tk-range-i-37f18846 = { $range }g
tk-your-deck-b988db8a = deine { $deck }
tk-value-does-not-read-error-cc098833 = { $value } (nicht lesbar: { $error })
tk-your-deck-the-cards-recorded-make-71f55dad = deine { $deck }: Die erfassten Karten ergeben mehr als { $size }; korrigiere oder vergiss diese Angabe
tk-your-deck-your-draws-suggest-all-c5f2a5a6 = deine { $deck }: Deine Züge legen alle { $size } nahe, noch nicht bestätigt; du bestätigst sie mit einem Tipp in deiner nächsten Begleitpartie (oder zählst sie an ihrem Ende)
tk-your-deck-total-of-size-known-dcb4d81d = deine { $deck }: { $total } von { $size } bekannt; den Rest lernt Soloist aus den Karten, die du in Begleitpartien ziehst, oder du zählst sie am Ende einer Partie
tk-the-preparations-variant-s-3-player-ae8a6d33 = die Ausgleichswerte der Vorbereitungen-Variante für 3 Spieler (beim ersten Spiel mit ihr erfragt)
tk-ocha-costs-2-liam-obj-fox-6514228a = Ocha kostet 2 (LIAM, OBJ); FOX gibt 1 an
tk-6-worth-2-and-6-worth-f3eb2da6 = 6 mit Wert 2 und 6 mit Wert 3 (eine Quelle: LIAM)
tk-5-copies-of-each-value-inferred-a490d5c1 = 5 Exemplare je Wert (abgeleitet aus der Gesamtzahl von 60 Karten)
tk-all-size-confirmed-parts-cfd7faa2 = alle { $size } (bestätigt): { $parts }
tk-total-of-size-parts-7c9c0abd = { $total } von { $size }: { $parts }
tk-none-of-the-size-known-yet-ce31e5dd = noch keine der { $size } bekannt
tk-total-cards-recorded-more-than-the-91a6857e = { $total } Karten erfasst, mehr als die { $size } des Stapels (eine Antwort war falsch: korrigiere oder vergiss diese Angabe): { $parts }
tk-all-size-known-confirmed-parts-20dc412a = alle { $size } bekannt (bestätigt): { $parts }
tk-all-size-suggested-by-your-draws-2566ca4c = alle { $size } von deinen Zügen nahegelegt, noch nicht bestätigt (eine falsche Antwort würde sie falsch machen): { $parts }
tk-total-of-size-known-so-far-20c37ed0 = bisher { $total } von { $size } bekannt: { $parts }
tk-the-preparations-variant-the-coins-of-6726ec0c = die Vorbereitungen-Variante: die Münzen des Reisenden, der das erste Gasthaus als Erster verlässt
tk-the-preparations-variant-the-coins-of-f2fa08f0 = die Vorbereitungen-Variante: die Münzen des Reisenden, der das erste Gasthaus als Zweiter verlässt
tk-the-preparations-variant-the-coins-of-de4a7023 = die Vorbereitungen-Variante: die Münzen des Reisenden, der das erste Gasthaus als Dritter verlässt
tk-village-shop-f7654edf = Dorf
tk-until-your-automa-deck-is-known-84f22a6e = ; bis dein Automa-Stapel bekannt ist, ziehst du seine Karten und sagst, was jede zeigt

# r7 rest (w-r7-rest)
tk-green-score-065ccff1 = Punkte von Grün
tk-blue-score-75bae5ae = Punkte von Blau
tk-automa-best-score-66579da4 = Beste Punktzahl eines Automas
tk-the-road-stretch-cc0dafff = Die Straße { $stretch }
tk-from-start-to-end-70afbec8 = von { $start } bis { $end }
tk-confirmed-d3e2718f = bestätigt:
tk-confirmed-cards-b0bc97e3 = { $confirmed } { $cards }

# r9 help (w-r9-help-de)
tk-doc-a-copy-of-file-3d6454ea = { $doc } (eine Kopie von { $file })

# r9 values (w-r9-values)
tk-the-16-automa-cards-and-7-980989b3 = Die 16 Automa-Karten und 7 Schwierigkeitskarten sind nicht öffentlich: Ohne --cards FILE verwenden das digitale Spiel und die Simulation Soloists erfundene Zusammenstellung (src/soloist/games/tokaido/data/assumed-automa-cards.toml), eine ANNAHME, nicht die echten Karten.
tk-green-automa-score-8536175a = Punkte des grünen Automa
tk-blue-automa-score-9eaf94c0 = Punkte des blauen Automa
tk-stand-in-score-minus-the-best-6e26f4c4 = Punkte des Stellvertreters minus die des besten Automa
tk-these-games-draw-your-own-automa-b9dfd687 = Diese Partien ziehen deine eigenen Automa- und Schwierigkeitskarten, wie deine Komponenten sie angeben (aus deinen Partien gelernt).
tk-the-automa-and-difficulty-level-cards-6f6e85a3 = Die Automa- und Schwierigkeitskarten sind nicht öffentlich: Diese Partien verwenden { $cards }, eine ANNAHME, nicht die echten Karten. { $known }.
tk-the-automa-and-difficulty-level-cards-ba79939e = Die Automa- und Schwierigkeitskarten sind nicht öffentlich: Diese Partien verwenden { $cards }. { $known }.
tk-random-legal-every-decision-traveller-move-3cb959e0 = zufällig gültig: jede Entscheidung (Reisender, Zug, Andenken, Spende, Mahlzeit, …) gleichverteilt zufällig unter den Antworten gewählt, die die Regeln erlauben
tk-greedy-points-takes-the-traveller-tile-ddb8d2c8 = gierig nach Punkten: nimmt das Reisende-Plättchen mit mehr Münzen; zieht auf das Feld, das jetzt die meisten Punkte wert ist (ein Panorama den Wert seiner Karte, +3, wenn es den Erfolg gewinnt; Heiße Quelle und Begegnung 2,5; ein Tempel die Münzen, die er geben kann, bis zu 3; ein Dorf 3 mit 2 Münzen oder mehr, sonst 1; ein Bauernhof 3, wenn er weniger als 4 Münzen hat, sonst 1; ein Gasthaus 0), bei Gleichstand das nächste; kauft die Andenken, die die meisten Punkte wert sind (bei Gleichstand die billigsten); spendet alles, was er darf; kauft die billigste Mahlzeit, die er darf; nimmt Satsukis kostenlose Mahlzeit an
tk-plays-the-digital-journey-by-search-88ae213f = spielt die digitale Reise mit Suche: bei jedem Zug, Dorf, Tempel und jeder Mahlzeit (und für sein Reisende-Plättchen) probiert er jede Antwort auf Kopien der Partie, deren ungesehene Karten und Automa-Karten neu gezogen werden, spielt jede Kopie mit dem gierigen Stellvertreter weiter und behält die Antwort mit dem besten Endvorsprung vor dem besten Automa (ein Sieg zählt { $win } Punkte mehr); die Wahlen eines Reisenden beantwortet er wie greedy
tk-stand-in-score-minus-the-best-3008e183 = Punkte des Stellvertreters minus die des besten Automa

# r9 decide (w-r9-decide)
tk-no-items-a7b605aa = nichts gesammelt
tk-items-coins-temple-coins-7ac4c9da = { $items }; { $coins } { $coins ->
        [one] Tempelmünze
       *[other] Tempelmünzen
    }
tk-source-automa-field-held-but-the-f174fc1a = { $source }: automa.{ $field }: { $held }, aber das Grundspiel hat nur { $most }
tk-source-automa-columns-list-each-item-14c28329 = { $source }: automa.columns: Nenne jede Art von Gegenstand, die sie hat, genau einmal ({ $items })
tk-source-card-error-27f95482 = { $source }: card: { $error }
tk-source-road-occupied-position-number-is-0f6330fb = { $source }: road.occupied: Position { $number } liegt nicht auf der Straße (1-{ $last })
tk-source-road-occupied-position-number-is-43ff731e = { $source }: road.occupied: Position { $number } ist ihre eigene
tk-2-coins-from-the-reserve-on-288f7a5b = 2 Münzen aus dem Vorrat in ihren Tempelbereich; sie erhält 2 Punkte
tk-she-waits-at-the-inn-meals-4fdbdfb9 = sie wartet im Gasthaus (die Mahlzeiten kommen, wenn alle Reisenden angekommen sind)
tk-she-receives-1-item-held-now-a6c8572d = sie erhält 1 { $item } (jetzt { $held }) und { $points } Punkt
tk-she-receives-1-item-held-now-16de2445 = sie erhält 1 { $item } (jetzt { $held }) und { $points } Punkte
tk-text-and-the-achievement-3-total-3279bae6 = { $text }, dazu { $achievement } (+3): insgesamt { $total } Punkte
tk-source-road-occupied-position-number-is-46a344ed = { $source }: road.occupied: Position { $number } steht zweimal da (ein Halt auf der Straße fasst nur einen Reisenden)
tk-source-automa-position-she-is-already-a4b2bac1 = { $source }: automa.position: Sie ist schon in { $end }, am Ende der Straße
tk-name-at-where-score-score-collection-c5cbdc3e = { $name } auf { $where }, Punktestand { $score }: { $collection }.
tk-other-travellers-others-cb5c82e5 = Andere Reisende: { $others }.
tk-card-card-a2d0711d = Karte: { $card }.
tk-spaces-in-range-occupied-ones-skipped-2dc2f410 = Felder in Reichweite (besetzte übersprungen), das nächste zuerst:
tk-skipped-occupied-spaces-11d3142b = Übersprungen (besetzt): { $spaces }.
tk-explanation-89e6b465 = → { $explanation }.
tk-she-moves-to-where-gain-score-2c97e0cc = Sie zieht auf { $where }: { $gain }. Punktestand { $score }.
tk-distance-ahead-where-gap-rank-she-cf07422b = { " " } { $distance } voraus  { $where }{ $gap } { $rank }  ← sie zieht hierher
tk-distance-ahead-where-gap-rank-9b6962af = { " " } { $distance } voraus  { $where }{ $gap } { $rank }
tk-no-card-given-her-move-for-eafd704d = Keine Karte angegeben: ihr Zug für jede Karte, die sie ziehen könnte.
tk-card-gap-explanation-gain-162f1f6b = { " " } { $card }{ $gap } { $explanation }; { $gain }
tk-count-item-ca146535 = { $count } { $item }
tk-coins-62f014cb = Münzen
tk-paddy-panorama-cards-9698409d = Panoramakarten Reisfeld
tk-mountain-panorama-cards-32f59e6f = Panoramakarten Gebirge
tk-sea-panorama-cards-fa96b39c = Panoramakarten Meer
tk-souvenir-cards-ad07a9ad = Andenkenkarten
tk-encounter-cards-bb6d484c = Begegnungskarten
tk-hot-spring-cards-704c7eef = Karten „Heiße Quelle“

# r9 data files (w-r9-pydantic)
tk-unknown-icon-icon-the-icons-are-07195265 = unbekanntes Symbol { $icon }: Die Symbole sind temple und inn
