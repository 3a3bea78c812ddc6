# composed values (composed-revive)
# Die Orte auf der Landkarte kommen als Satzteile, die in vielen Sätzen stehen: im
# Akkusativ, wo der Fall sichtbar ist ("den Ort"), das Plättchen in Klammern nach dem Feld.
rv-last-3547cb11 = letzte
rv-no-citizen-cards-4874ec21 = keine Bürgerkarten
rv-the-ordinals-citizen-card-a8d76e22 = die { $ordinals } Bürgerkarte
rv-the-ordinals-citizen-cards-20bdba11 = die { $ordinals } Bürgerkarten
rv-no-module-tokens-29bb0ac7 = keine Modulplättchen
rv-the-ordinals-module-token-26475a7e = das { $ordinals } Modulplättchen
rv-the-ordinals-module-tokens-103aefcd = die { $ordinals } Modulplättchen
rv-no-machine-tokens-9c8debed = keine Maschinenplättchen
rv-the-ordinals-colours-machine-tokens-29f81d02 = die { $ordinals } Maschinenplättchen in { $colours }
rv-card-card-short-55751bfa = Karte { $card } ({ $short })
rv-build-with-no-range-limit-c17eb39d = bauen ohne Reichweitenbegrenzung
rv-build-at-range-range-2f396482 = bauen in Reichweite { $range }
rv-action-with-no-range-limit-509cc574 = { $action } ohne Reichweitenbegrenzung
rv-action-at-range-range-2ebf80e2 = { $action } in Reichweite { $range }
rv-explore-6f281157 = erkunden
rv-populate-f1010f5d = bevölkern
rv-populate-else-build-b0e24df2 = bevölkern, sonst bauen
rv-explore-build-12c110fa = erkunden + bauen
rv-explore-populate-f526575d = erkunden + bevölkern
rv-explore-populate-else-build-9a542859 = erkunden + bevölkern, sonst bauen
rv-place-a-building-on-the-map-f92e2c55 = Platziere ein Gebäude auf der Landkarte in Reichweite { $range }.
rv-place-a-population-figure-at-range-b9326261 = Platziere eine Bevölkerungsfigur in Reichweite { $range }; ist das nicht möglich, platziere ein Gebäude in Reichweite { $range }.
rv-explore-at-range-range-599f0615 = Erkunde in Reichweite { $range }.
rv-explore-and-place-a-population-figure-5647766c = Erkunde und platziere eine Bevölkerungsfigur in Reichweite { $range }.
rv-explore-and-place-a-building-at-6fdb8038 = Erkunde und platziere ein Gebäude in Reichweite { $range }.
rv-explore-and-place-a-population-figure-83584a1c = Erkunde und platziere eine Bevölkerungsfigur ohne Reichweitenbeschränkung.
rv-with-no-range-restriction-7780f9fc = ohne Reichweitenbeschränkung
rv-at-range-range-3ee462b0 = in Reichweite { $range }
rv-build-bdd254b6 = Bauen
rv-populate-cff31fb6 = Bevölkern
rv-explore-3b73900b = Erkunden
rv-one-eligible-spot-f4c5b7ff = ein möglicher Bauplatz
rv-one-eligible-location-de6e5a9f = ein möglicher Ort
rv-one-eligible-tile-caf67878 = ein mögliches Plättchen
rv-count-eligible-spots-b8dc8051 = { $count ->
        [one] { $count } möglicher Bauplatz
       *[other] { $count } mögliche Bauplätze
    }
rv-count-eligible-locations-83ae8f4c = { $count ->
        [one] { $count } möglicher Ort
       *[other] { $count } mögliche Orte
    }
rv-count-eligible-tiles-c7856687 = { $count ->
        [one] { $count } mögliches Plättchen
       *[other] { $count } mögliche Plättchen
    }
rv-action-where-explanation-3506776c = { $action } { $where }: { $explanation }
rv-action-where-eligible-chosen-0ced24eb = { $action } { $where }: { $eligible } → { $chosen }.
rv-action-where-eligible-candidates-explanation-d032ed51 = { $action } { $where }: { $eligible }: { $candidates }. { $explanation }
rv-the-mautoma-ends-its-turn-without-f25dc719 = der Mautoma beendet seinen Zug, ohne die Aktion auszuführen
rv-the-mautoma-skips-the-build-action-5693eb2b = der Mautoma lässt die Bauaktion aus
rv-the-mautoma-skips-the-populate-action-6090a3cf = der Mautoma lässt die Bevölkerungsaktion aus
rv-the-mautoma-skips-the-exploration-9d8d3563 = der Mautoma lässt das Erkunden aus
rv-with-no-range-restriction-the-distance-81b6ad87 = { " " }Ohne Reichweitenbeschränkung zählt der Abstand zu seinen Figuren und Gebäuden nicht; das Plättchen muss aber an die Schlucht oder an ein anderes erkundetes Plättchen grenzen.
rv-if-none-is-left-remove-none-5e9b3bee = { " " }Ist keines mehr übrig, entferne keines.
rv-the-mautoma-has-no-building-left-deddd1f9 = Der Mautoma hat kein Gebäude mehr, also auch kein erlaubter Platz für ein Gebäude
rv-the-mautoma-has-no-building-left-c44c7b1d = Der Mautoma hat kein Gebäude mehr, also kein erlaubter Platz
rv-no-legal-placement-for-a-building-77681ba7 = Auch kein erlaubter Platz für ein Gebäude { $where }
rv-no-legal-placement-for-a-building-071f691a = Kein erlaubter Platz für ein Gebäude { $where }
rv-it-places-a-building-where-instead-7ffb7dfe = : Er platziert stattdessen ein Gebäude { $where }
rv-the-mautoma-has-no-population-figure-0e731040 = Der Mautoma hat keine Bevölkerungsfigur mehr
rv-no-legal-placement-for-a-population-77e5561c = Kein erlaubter Platz für eine Bevölkerungsfigur { $where }
rv-the-mautoma-has-no-access-to-58836cdd = Der Mautoma erreicht kein Plättchen { $where }
rv-position-position-is-colour-799d3735 = Position { $position } ist { $colour ->
        [purple] Lila
        [blue] Blau
        [orange] Orange
        [green] Grün
        [yellow] Gelb
        [red] Rot
        [grey] Grau
        [white] Weiß
        [black] Schwarz
        [pink] Rosa
       *[other] { $colour }
    }
rv-no-first-artifact-is-left-so-e4e0ded2 = kein Artefakt in { $first } ist mehr übrig, also die Farbe der nächsten Position entlang der Leiste, die noch eines hat: Position { $position }, { $colour } (Soloists Lesart: Positionen, deren Farbe keines mehr hat, werden übersprungen)
rv-colour-position-position-7834d81f = { $colour } (Position { $position })
rv-if-none-of-that-colour-is-5d0bb965 = { " " }Ist keines dieser Farbe mehr übrig, die Farbe der nächsten Position entlang der Leiste, die noch eines hat: { $then } (Soloists Lesart: Positionen, deren Farbe keines mehr hat, werden übersprungen); ist gar keines mehr übrig, entferne keines.
rv-candidate-notes-972002fb = { $candidate } ({ $notes })
rv-candidate-value-details-3c1cf629 = { $candidate } = { $value } ({ $details })
rv-candidate-value-72cd2e05 = { $candidate } = { $value }
rv-your-figure-is-there-2cae30a6 = deine Figur steht dort
rv-chosen-rule-tie-break-db40185b = → { $chosen }: { $rule }; { $tie_break }.
rv-chosen-rule-bc53730c = → { $chosen }: { $rule }.
rv-number-st-9a90d3f4 = { $number }.
rv-number-nd-b3de3e19 = { $number }.
rv-number-rd-a06ce402 = { $number }.
rv-number-th-b546895c = { $number }.
rv-ordinal-row-from-the-top-9b15b862 = { $ordinal } Reihe von oben
rv-count-tied-names-following-arrows-chosen-ea440723 = { $count } gleichauf ({ $names }); entlang { $arrows } triffst du als Erstes auf { $chosen }
rv-the-first-line-that-meets-one-8cd27324 = die erste Linie, die eines davon trifft, ist die { $row } (die { $later } später)
rv-the-first-line-that-meets-one-63be3bdd = die erste Linie, die eines davon trifft, ist die { $row }
rv-count-tied-names-tiebreaker-arrows-path-a5691607 = { $count } gleichauf ({ $names }); Gleichstandsregel { $arrows }: { $path }, und auf ihr kommt { $chosen } zuerst ({ $way })
rv-the-arrows-5ae93f74 = den Pfeilen
rv-left-to-right-7d852e65 = von links nach rechts
rv-right-to-left-752fa095 = von rechts nach links
rv-an-empty-location-20e0a81b = ein leerer Ort
rv-no-location-is-empty-so-an-23b2f883 = kein Ort ist leer, also ein besetzter
rv-the-only-eligible-location-e737ea72 = der einzige mögliche Ort
rv-the-only-eligible-location-occupied-0eb02a5c = der einzige mögliche Ort (besetzt)
rv-the-only-tile-the-mautoma-can-284edd06 = das einzige Plättchen, das der Mautoma erkunden kann
rv-a-face-down-tile-it-can-893d5284 = ein verdecktes Plättchen, das er erreichen kann
rv-the-most-bonuses-best-0fa40e2e = die meisten Boni, { $best }
rv-utopia-5a5617c2 = Utopie
rv-superior-victory-f3d9b471 = überragender Sieg
rv-major-victory-cef911d4 = großer Sieg
rv-regular-victory-ab788612 = regulärer Sieg
rv-minor-victory-f80bcecf = knapper Sieg
rv-survivor-7a01ac37 = „Überlebende“
rv-defeat-5fff5b4e = Niederlage
rv-the-mautoma-placed-buildings-building-buildings-99cb8306 = Der Mautoma hat { $buildings } { $buildings ->
        [one] Gebäude
       *[other] Gebäude
    } und { $figures } { $figures ->
        [one] Figur
       *[other] Figuren
    } platziert und { $tiles } { $tiles ->
        [one] Plättchen
       *[other] Plättchen
    } erkundet.
rv-your-score-is-not-modelled-simulation-efca26e8 = Deine Punktzahl wird nicht nachgebildet (Simulation): kein Ergebnis. { $placed }
rv-your-score-is-not-modelled-simulation-29dab6c2 = Deine Punktzahl wird nicht nachgebildet (Simulation): kein Ergebnis. { $placed } Der Wettstreit um die Landkarte (Belohnungen neben Gebäuden, erkundete Plättchen, bevölkerte Orte): du { $points } ({ $rewards } + { $tiles } + { $figures }), der Mautoma { $mautoma_points } ({ $mautoma_rewards } + { $mautoma_tiles } + { $mautoma_figures }).
rv-score-points-result-99-or-less-1df336a1 = { $score } Punkte: { $result } (99 oder weniger). { $placed }
rv-score-points-result-threshold-placed-22153357 = { $score } Punkte: { $result } ({ $threshold }+). { $placed }
rv-counted-clockwise-from-the-first-position-59af2ebf = im Uhrzeigersinn gezählt ab der ersten Position, die die Tableau-Datei nennt
rv-counted-clockwise-from-the-slot-you-017d36a4 = im Uhrzeigersinn gezählt ab dem Feld, das du Position 1 nennst
rv-the-colour-one-79815983 = { " " }(die { $colour ->
        [purple] lila
        [blue] blaue
        [orange] orange
        [green] grüne
        [yellow] gelbe
        [red] rote
        [grey] graue
        [white] weiße
        [black] schwarze
        [pink] rosa
       *[other] { $colour }
    })
rv-card-card-f84b3824 = Karte { $card }
rv-one-goes-back-to-the-box-0a458ac4 = eine geht ungesehen zurück in die Schachtel
rv-card-card-goes-back-to-the-a0143962 = Karte { $card } geht zurück in die Schachtel (die Automa-Variante)
rv-the-right-65c206ea = rechts
rv-the-bottom-right-37d055da = unten rechts
rv-the-bottom-97356ab6 = unten
rv-the-bottom-left-0f446266 = unten links
rv-the-left-d7d2bd43 = links
rv-the-top-left-7af03b50 = oben links
rv-the-top-d4dba105 = oben
rv-the-top-right-3cb9c988 = oben rechts
rv-in-the-top-left-corner-a45d0379 = in der oberen linken Ecke
rv-in-the-top-right-corner-95086b5c = in der oberen rechten Ecke
rv-in-the-bottom-left-corner-266fc768 = in der unteren linken Ecke
rv-in-the-bottom-right-corner-9b777839 = in der unteren rechten Ecke
rv-a-face-down-space-b529faac = ein verdecktes Feld
rv-its-only-space-1d32fd6e = sein einziges Feld
rv-alone-in-its-row-9e795b4b = allein in seiner Reihe
rv-the-location-bc7d0b4a = den Ort
rv-the-chasm-453e319f = die Schlucht
rv-a-mautoma-building-8c2add57 = ein Gebäude des Mautoma
rv-your-building-28f2e6bc = dein Gebäude
rv-a-mautoma-figure-e235d6de = eine Figur des Mautoma
rv-your-figure-b01f17af = deine Figur
rv-beside-the-chasm-at-side-2673b8cc = neben der Schlucht, { $side }
rv-ring-tiles-out-from-the-chasm-56faccf2 = { $ring } Plättchen von der Schlucht entfernt, { $side }
rv-at-side-of-the-board-94637430 = { $side } am Rand des Spielplans
rv-at-side-7903aa34 = { $side }
rv-where-the-ordinal-from-the-left-52dd45a3 = { $where } (das { $ordinal } von links)
rv-where-the-ordinal-from-the-top-298059c4 = { $where } (das { $ordinal } von oben)
rv-the-face-down-tile-where-9e2c441c = das verdeckte Plättchen { $where }
rv-the-tile-where-b4331a52 = das Plättchen { $where }
rv-ordinal-space-from-the-left-1b849e63 = { $ordinal } Feld von links
rv-ordinal-row-584a4ef3 = { $ordinal } Reihe
rv-row-spot-4c9e78bd = { $row }, { $spot }
rv-the-large-location-where-6c785ab9 = der große Ort { $where }
rv-the-kind-space-1bab3223 = das Feld { $kind }
rv-what-on-tile-in-tile-da0cfe07 = { $what } ({ $tile }, { $in_tile })
rv-what-with-pieces-e8c968ab = { $what } mit { $pieces }
rv-space-next-to-around-51266dc3 = { $space }; daneben { $around }
rv-fictional-sample-not-the-real-board-e023c377 = { " " }(FIKTIVES Beispiel: nicht der echte Spielplan)
rv-no-open-path-from-the-mautoma-d31ccd14 = kein offener Weg von den Figuren und Gebäuden des Mautoma
rv-others-terrain-crystal-fresh-fresh-water-0af86396 = { $others } Gelände/Kristall + { $fresh } frisches Wasser × 2
rv-no-location-is-empty-so-an-01dab825 = kein Ort ist leer, also ein besetzter (deine Figur steht auf jedem)
rv-the-first-face-down-tile-it-0e3f4110 = das erste verdeckte Plättchen, das er entlang der Pfeile erreichen kann
rv-the-mautoma-has-a-figure-there-745d659c = { " " }Der Mautoma hat dort eine Figur: Dein zusätzliches Buch geht in den allgemeinen Vorrat.
rv-water-counts-2-7ad6bcdf = { $water } (zählt 2)
rv-water-counts-0-a-mautoma-building-b53c4c52 = { $water } (zählt 0: ein Gebäude des Mautoma grenzt daran)
rv-no-bonus-c344fd60 = kein Bonus
rv-position-the-colour-one-39488071 = { $position }, die { $colour ->
        [purple] lila
        [blue] blaue
        [orange] orange
        [green] grüne
        [yellow] gelbe
        [red] rote
        [grey] graue
        [white] weiße
        [black] schwarze
        [pink] rosa
       *[other] { $colour }
    }
rv-candidate-range-range-86138a23 = { $candidate } (Reichweite { $range })
rv-as-your-components-describe-it-b571abf6 = wie deine Komponenten es beschreiben
rv-soloist-keeps-it-in-your-components-37103e1c = Soloist behält es in deinen Komponenten
rv-as-you-checked-it-soloist-keeps-57f020a7 = wie du es geprüft hast: Soloist behält es so in deinen Komponenten
rv-row-kind-71ce5d45 = { $row } { $kind }
rv-rows-row-4c4eb809 = { $rows } / { $row }
rv-list-then-item-e75373a3 = { $list }, dann { $item }
