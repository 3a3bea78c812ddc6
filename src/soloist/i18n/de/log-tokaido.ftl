# Tokaido: das Protokoll der beiden Automas und deines Spiels, auf Deutsch.
# Begriffe: glossary-tokaido.md (Pegasus Spiele). Karten- und Ortsnamen (Shop, Paddy,
# Hot Spring, Inn 2 …, die Reisenden, Andenken und Mahlzeiten) kommen als Werte aus dem Code
# und bleiben englisch; ebenso zusammengesetzte Werte wie „1 point“ oder „1st“.
# Übersetzerentscheidung: Die beiden Automas heißen nach ihrer Farbe Grün und Blau (wie in
# actors.ftl); der Name kommt als Wert „Green“/„Blue“, eine Auswahl macht daraus das
# deutsche Wort. Die Solo-Regel nennt einen Automa „she“: Hier ist er „sie“ (die Reisende).

tk-temple-2-coins-from-the-reserve-20c9310d = Tempel: 2 Münzen aus dem Vorrat in den Tempelbereich von { $name ->
        [Green] Grün
        [Blue] Blau
       *[other] { $name }
    }; sie erhält 2 Punkte ({ $score }).
tk-name-waits-at-the-inn-meals-b2381ccc = { $name ->
        [Green] Grün
        [Blue] Blau
       *[other] { $name }
    } wartet im Gasthaus: Die Mahlzeiten kommen, wenn alle Reisenden angekommen sind.
# $item ist ein englischer Wert („Souvenir card“, „coin“ …).
tk-space-no-item-is-left-in-71b6fbf9 = { $space }: Im Vorrat ist nichts mehr übrig ({ $item }), also erhält { $name ->
        [Green] Grün
        [Blue] Blau
       *[other] { $name }
    } nichts und keine Punkte.
# $points ist ein englischer Wert („1 point“).
tk-space-name-receives-1-item-where-4ee2d1c1 = { $space }: { $name ->
        [Green] Grün
        [Blue] Blau
       *[other] { $name }
    } erhält 1 { $item }, { $where }; sie hat jetzt { $count }, also erhält sie { $points } ({ $score }).
tk-name-is-the-first-to-complete-1ee555cf = { $name ->
        [Green] Grün
        [Blue] Blau
       *[other] { $name }
    } vervollständigt zuerst das { $panorama }-Panorama ({ $count } { $count ->
        [one] Karte
       *[other] Karten
    }): Sie nimmt { $title } und erhält 3 Punkte ({ $score }).
tk-journey-of-initiation-no-traveller-tiles-4ac14b7d = Journey of Initiation: keine Reisende-Plättchen; du nimmst 7 Münzen und beginnst mit 5 Punkten.
tk-you-travel-as-title-with-coins-5d61355b = Du reist als { $title } mit { $coins } { $coins ->
        [one] Münze
       *[other] Münzen
    }.
# $order ist ein englischer Wert („1st“, „2nd“, „3rd“).
tk-preparations-you-leave-start-order-so-3c3b2e1d = Vorbereitungen: Du brichst als { $order } aus { $start } auf, also { SIGNED($offset) } { $offset ->
        [one] Münze
       *[other] Münzen
    } ({ $coins }).
tk-you-stop-at-where-1f0b6f66 = Du bleibst auf { $where } stehen.
tk-you-resolve-it-as-if-you-545710bb = Du handelst sie ab, als wärst du auf einem { $space }-Feld stehen geblieben.
tk-farm-3-coins-coins-99aed4ec = Bauernhof: +3 Münzen ({ $coins }).
tk-village-you-have-no-coin-so-1d6acfa6 = Dorf: Du hast keine Münze, also ziehst du keine Andenken.
tk-you-buy-cards-for-paid-coins-cf5caa01 = Du kaufst { $cards } für { $paid } { $paid ->
        [one] Münze
       *[other] Münzen
    } ({ $coins } übrig).
# $points ist ein englischer Wert („1 point“).
tk-card-scores-points-score-72c9a607 = { $card } bringt { $points } ({ $score }).
tk-no-space-panorama-card-of-value-fbdf50b7 = Es ist keine Panoramakarte { $space } mit dem Wert { $value } mehr übrig.
tk-space-panorama-card-value-points-score-be13c2e9 = Panoramakarte { $space } { $value }: { $points } ({ $score }).
tk-you-take-the-title-points-points-646ad4f1 = Du nimmst { $title }: { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    } ({ $score }).
tk-hot-spring-the-deck-is-empty-f9d92b80 = Heiße Quelle: Der Stapel ist leer.
tk-card-points-points-score-6c68a8a3 = { $card }: { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    } ({ $score }).
tk-temple-you-have-no-coin-to-80a675f1 = Tempel: Du hast keine Münze zum Spenden.
# $amount ist ein englischer Wert („2 coins“), $extra ebenso („ and Hirotada 1 from the bank“).
tk-temple-you-donate-amount-extra-temple-4a993c39 = Tempel: Du spendest { $amount }{ $extra }; { $temple } im Tempel ({ $score } { $score ->
        [one] Punkt
       *[other] Punkte
    }).
tk-encounter-the-deck-is-empty-41d400e1 = Begegnung: Der Stapel ist leer.
tk-encounter-card-69767673 = Begegnung: { $card }.
tk-chuubei-draws-an-encounter-89f74c1b = Chuubei zieht eine Begegnung.
tk-you-can-buy-none-of-the-b954563d = Du kannst keine der ausliegenden Mahlzeiten kaufen.
tk-you-buy-no-meal-81355529 = Du kaufst keine Mahlzeit.
tk-you-eat-meal-paying-paid-6-b73458f0 = Du isst { $meal } und zahlst { $paid }: 6 Punkte ({ $score }).
tk-you-travel-as-title-1dbca083 = Du reist als { $title }.
tk-preparations-you-leave-kyoto-order-adjust-a9ddb84f = Vorbereitungen: Du brichst als { $order } aus Kyoto auf; passe deine Startmünzen an, wie es deine Spielregel sagt.
tk-resolve-it-as-if-you-had-253e934f = Handle sie ab, als wärst du auf einem { $space }-Feld stehen geblieben, und wirf sie dann ab (bewege deinen Reisenden nicht).
tk-refused-a-space-needs-at-least-e662a61a = Abgelehnt: Für { $space } brauchst du mindestens 1 Münze. Wähle ein anderes Feld.
tk-you-arrive-at-where-a06c4704 = Du erreichst { $where }.
tk-you-stop-at-where-resolve-it-ec23ea49 = Du bleibst auf { $where } stehen; handle es wie gewohnt ab.
tk-you-are-the-first-to-complete-8da67a8c = Du vervollständigst zuerst das { $panorama }-Panorama: Nimm { $title } und erhalte { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }.
tk-you-completed-the-panorama-panorama-but-90789f1f = Du hast das { $panorama }-Panorama vervollständigt, aber seine Erfolgskarte ist schon vergeben. Seine Felder sind dir jetzt verschlossen.
tk-hiroshige-take-1-panorama-card-of-8379f00d = Hiroshige: Nimm 1 Panoramakarte deiner Wahl und werte sie.
tk-chuubei-draw-and-resolve-1-encounter-4fa78533 = Chuubei: Ziehe 1 Begegnungskarte und handle sie ab.
tk-your-turn-to-buy-a-meal-004df535 = Du kaufst jetzt eine Mahlzeit, nach den normalen Regeln (nie zweimal dasselbe Gericht).
tk-you-take-no-meal-from-the-9bca6ab5 = Du nimmst keine Mahlzeit aus der Auslage.
tk-you-take-meal-8507ebcc = Du nimmst { $meal }.
# $title ist ein englischer Wert (der Name eines Stapels, z. B. „16 Automa cards“).
tk-not-confirmed-you-draw-your-title-ad034311 = Nicht bestätigt: Du ziehst deine { $title } am Tisch, und Soloist bietet dir an, sie am Ende der Partie zu zählen.
tk-your-title-are-confirmed-cards-soloist-548b5a1f = Deine { $title } sind bestätigt: { $cards }. Soloist merkt sie sich.
tk-from-now-on-soloist-draws-the-368a7921 = Ab jetzt zieht Soloist die Automa-Karten: Leg deine zurück in die Schachtel.
tk-your-title-counted-soloist-remembers-them-ac7e4394 = Deine { $title }: { $counted }. Soloist merkt sie sich: Ab jetzt zieht Soloist sie für die Automas, und im digitalen Spiel und in der Simulation werden deine eigenen gezogen.
tk-base-game-cards-source-with-these-ebaba1a7 = Karten des Grundspiels ({ $source }), mit diesen Annahmen: { $notes }.
tk-name-automa-her-traveller-and-score-8f241d77 = Automa { $name ->
        [Green] Grün
        [Blue] Blau
       *[other] { $name }
    }: ihre Reisende-Figur und ihr Punktemarker; 1 Münze in ihren Spielbereich (ihre erste Spalte), sofort gewertet: { $score } { $score ->
        [one] Punkt
       *[other] Punkte
    }. Kein Reisende-Plättchen.
tk-crossroads-name-scores-5-more-points-cef3a9a4 = Crossroads: { $name ->
        [Green] Grün
        [Blue] Blau
       *[other] { $name }
    } erhält 5 weitere Punkte ({ $score }).
tk-shuffle-the-16-automa-cards-to-45cb349d = Mische die 16 Automa-Karten zum verdeckten Automa-Stapel und lass daneben Platz für einen Ablagestapel.
tk-the-journey-begins-at-start-a60df837 = Die Reise beginnt in { $start }.
tk-you-draw-your-automa-and-difficulty-9a26edd2 = Du ziehst deine Automa- und Schwierigkeitskarten am Tisch; Soloist bietet nur die Karten an, die noch in jedem Stapel sind, wie { $source } sie aufführt.
tk-soloist-shuffles-and-draws-the-automa-518ceba6 = Soloist mischt und zieht die Automa- und Schwierigkeitskarten ({ $source }).
tk-soloist-shuffles-and-draws-your-own-f783e700 = Soloist mischt und zieht deine eigenen Automa- und Schwierigkeitskarten, wie deine Komponenten sagen (aus deinen Partien gelernt).
tk-assumption-the-automa-and-difficulty-level-040af458 = ANNAHME: Die Automa- und Schwierigkeitskarten sind nicht öffentlich; diese Partie verwendet { $which }. { $known }; ein Stapel wird zu deinem, sobald er ganz bekannt ist (zähle ihn am Ende einer Partie mit Soloist am Tisch, oder bestätige dort, was deine gezogenen Karten nahelegen), oder wenn du deine eigenen Karten in deine Komponenten importierst.
tk-soloist-shuffles-and-draws-your-automa-71845695 = Soloist mischt und zieht deine Automa-Karten für die Automas, wie deine Komponenten sagen: Lass deine in der Schachtel. Soloist sagt, welche Karte jeder Automa zieht.
tk-you-draw-the-automa-cards-yourself-483cd380 = Du ziehst die Automa-Karten selbst; Soloist bietet nur die Karten an, die noch in deinem Stapel sind.
tk-soloist-shuffles-and-draws-your-difficulty-74dc1383 = Soloist mischt und zieht deine Schwierigkeitskarten, wie deine Komponenten sagen, und sagt, welches Feld jede zeigt.
# $until ist leer oder „; bis dein Automa-Stapel bekannt ist, …“ (text-tokaido.ftl).
tk-known-soloist-learns-the-rest-from-1928e0ec = { $known }: Den Rest lernt Soloist aus den Karten, die du ziehst (von jeder Art die größte Zahl, die zwischen zwei Mischvorgängen gesehen wurde), oder du zählst sie am Ende der Partie{ $until }.
tk-crossroads-choose-your-traveller-use-only-c66d0179 = Crossroads: Wähle deinen Reisenden; verwende von jeder hinzugefügten Kartenart nur 3 Karten (Amulette, Legendäre Objekte und Kalligrafie zufällig gewählt; du darfst sie ansehen). Die Variante „Rare and precious“ kann nicht verwendet werden; „Good luck“ gilt nur für dich.
tk-matsuri-remove-kushinada-the-world-traveler-95ec5101 = Matsuri: Entferne Kushinada the world traveler, Misaki the disciple, Musubi the rogue und Takeru the counselor aus den Reisenden (Misaki und Takeru dürfen verwendet werden, sind im Solospiel aber stärker).
tk-promos-antoine-eriku-naiade-and-new-ab23a8cb = Promos: Antoine, Eriku, Naiade und New Encounters können unverändert verwendet werden; Felicia kann nicht verwendet werden.
tk-the-travellers-line-up-at-start-e2cbd430 = Die Reisenden stellen sich in { $start } auf, in dieser Reihenfolge des Aufbruchs: { $order }.
# $extra ist ein englischer Wert („2 additional coins“).
tk-preparations-name-leaves-order-and-would-b8a4fca9 = Vorbereitungen: { $name ->
        [Green] Grün
        [Blue] Blau
       *[other] { $name }
    } bricht als { $order } auf und würde { $extra } erhalten: Stattdessen erhält sie { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    } ({ $score }).
# $note ist ein englischer Wert (leer oder „ (the default)“).
tk-difficulty-level-level-note-e0b72258 = Schwierigkeitsstufe { $level }{ $note }.
tk-shuffle-the-difficulty-level-cards-draw-9b61b455 = Mische die Schwierigkeitskarten. Ziehe { $wanted } davon nacheinander, handle jede ab, als wärst du auf einem Feld ihrer Art stehen geblieben, und wirf sie ab. Bewege deinen Reisenden nicht.
tk-difficulty-level-card-name-resolves-it-88e4316c = Schwierigkeitskarte: { $name ->
        [Green] Grün
        [Blue] Blau
       *[other] { $name }
    } handelt sie ab, als wäre sie auf einem { $space }-Feld stehen geblieben.
tk-name-moves-to-where-explanation-ca7291c2 = { $name ->
        [Green] Grün
        [Blue] Blau
       *[other] { $name }
    } zieht auf { $where }: { $explanation }.
tk-everyone-is-at-where-cfdfe6dd = Alle sind angekommen: { $where }.
tk-no-meal-is-left-on-display-a5840c31 = Für { $name ->
        [Green] Grün
        [Blue] Blau
       *[other] { $name }
    } liegt keine Mahlzeit mehr aus.
tk-name-eats-a-meal-of-cost-5dd327e9 = { $name ->
        [Green] Grün
        [Blue] Blau
       *[other] { $name }
    } isst eine Mahlzeit mit Kosten { $cost }, ohne zu zahlen, und erhält 6 Punkte ({ $score }).
tk-matsuri-name-arrived-first-so-put-7ea33edd = Matsuri: { $name ->
        [Green] Grün
        [Blue] Blau
       *[other] { $name }
    } ist zuerst angekommen, also bring die oberste Karte des Matsuri-Stapels ins Spiel (statt 2 zu ziehen und 1 zu wählen).
tk-matsuri-you-arrived-first-draw-2-1e658065 = Matsuri: Du bist zuerst angekommen; ziehe wie gewohnt 2 Matsuri-Karten und behalte 1.
tk-look-the-matsuri-up-on-the-6c9d37de = Schlag das Matsuri auf dem Automa-Matsuri-Blatt nach (es ist nicht öffentlich, Soloist kann es also nicht kennen): Wende am Tisch jede Wirkung außer Punkten an.
tk-matsuri-name-scores-points-d-points-ebd36fea = Matsuri: { $name ->
        [Green] Grün
        [Blue] Blau
       *[other] { $name }
    } erhält { SIGNED($points) } { $points ->
        [one] Punkt
       *[other] Punkte
    } ({ $score }).
tk-matsuri-card-name-gets-what-score-6b9f985e = Matsuri { $card }: { $name ->
        [Green] Grün
        [Blue] Blau
       *[other] { $name }
    } erhält { $what } ({ $score }).
tk-everyone-has-arrived-in-end-the-aa01be06 = Alle sind in { $end } angekommen: das Ende der Reise.
tk-title-who-counts-7bed4b18 = { $title }: { $who } ({ $counts }).
tk-for-the-collector-each-souvenir-card-dcf37f35 = Für den Collector zählt jede Andenkenkarte eines Automa als { $weight }.
# $name ist „You“ oder ein Automa: Das Verb folgt der Person.
tk-temple-name-donated-coins-coins-rank-ea667480 = Tempel: { $name ->
        [You] Du hast { $coins } { $coins ->
            [one] Münze
           *[other] Münzen
        } gespendet
       *[other] { $name ->
            [Green] Grün
            [Blue] Blau
           *[other] { $name }
        } hat { $coins } { $coins ->
            [one] Münze
           *[other] Münzen
        } gespendet
    }, Rang { $rank }: { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }.
tk-final-scores-scores-34baf5ee = Endstand: { $scores }.
tk-the-automa-deck-is-empty-shuffle-331123b5 = Der Automa-Stapel ist leer: Mische seinen Ablagestapel zu einem neuen Stapel.
tk-shuffle-all-the-automa-cards-deck-4ebd16ca = Mische alle Automa-Karten (Stapel und Ablagestapel) zu einem neuen verdeckten Automa-Stapel.
tk-the-automa-deck-is-empty-its-1b443ace = Der Automa-Stapel ist leer: Sein Ablagestapel wird zu einem neuen Stapel gemischt.
# $card ist ein englischer Wert („range 2 (●...○...②), no icon“).
tk-name-draws-an-automa-card-card-32f75bf9 = { $name ->
        [Green] Grün
        [Blue] Blau
       *[other] { $name }
    } zieht eine Automa-Karte: { $card }.
tk-soloist-shuffles-all-the-automa-cards-59d5fc47 = Soloist mischt alle Automa-Karten zu einem neuen Stapel.
tk-shuffle-the-7-difficulty-level-cards-20d82c23 = Mische die 7 Schwierigkeitskarten.
# $who ist „you“ oder ein Automa.
tk-difficulty-level-card-for-who-space-4d53fafd = Schwierigkeitskarte für { $who ->
        [you] dich
       *[other] { $who ->
            [Green] Grün
            [Blue] Blau
           *[other] { $who }
        }
    }: { $space }.
tk-everyone-has-arrived-draw-count-meal-352ce6e8 = Alle sind angekommen. Ziehe { $count } { $count ->
        [one] Mahlzeitenkarte
       *[other] Mahlzeitenkarten
    } und lass sie in der gezogenen Reihenfolge liegen. Die Mahlzeiten werden in der Reihenfolge der Ankunft genommen: { $order }.
tk-the-meal-cards-on-display-in-01b34da7 = Die ausliegenden Mahlzeitenkarten, in der gezogenen Reihenfolge: { $meals }.
tk-give-name-the-meal-card-4f67b244 = Gib { $name ->
        [Green] Grün
        [Blue] Blau
       *[other] { $name }
    } die Karte { $meal }.
tk-put-the-meal-cards-nobody-took-48ac7947 = Leg die Mahlzeitenkarten, die niemand genommen hat, unter den Mahlzeitenstapel.
# $tie ist ein englischer Wert (leer oder „, the first drawn of the cheapest“).
tk-name-takes-the-cheapest-meal-on-b6669370 = { $name ->
        [Green] Grün
        [Blue] Blau
       *[other] { $name }
    } nimmt die billigste ausliegende Mahlzeit ({ $meals } → { $meal }{ $tie }), ohne zu zahlen.
tk-everyone-has-arrived-the-meal-cards-44a3c6a6 = Alle sind angekommen. Die Mahlzeitenkarten in der gezogenen Reihenfolge: { $meals }. Die Mahlzeiten werden in der Reihenfolge der Ankunft genommen: { $order }.

# composed values (composed-others)
tk-difficulty-level-level-the-default-1e480d0c = Schwierigkeitsstufe { $level } (Standard).
tk-difficulty-level-level-fe94fd4e = Schwierigkeitsstufe { $level }.
