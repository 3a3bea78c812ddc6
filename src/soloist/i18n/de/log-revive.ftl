# Revive: das Protokoll des Mautoma und deines Spiels, auf Deutsch.
# Begriffe: glossary-revive.md (keine deutsche Ausgabe gefunden: die Wörter der deutschen
# Spielhilfe von Board Game Arena, sonst Übersetzerentscheidungen). Die Orte auf der
# Landkarte, die Kartenbezeichnungen und die Begründungen des Mautoma kommen als englische
# Werte aus dem Code ($text, $where, $space, $why, $outcome …) und bleiben englisch.
# Übersetzerentscheidung: „der Mautoma“ (wie „der Automa“); die Farbe eines Artefakts
# ($colour, englisch) wird über eine Auswahl zum deutschen Farbwort; $article (englisch
# „a“/„an“) wird nicht gebraucht.

rv-tiebreaker-at-position-position-arrows-soloist-212c4b19 = Gleichstandspfeile an Position { $position }: { $arrows } (Soloist merkt sich das für diese Partie).
rv-tile-tile-lies-place-spaces-how-0e97bfd1 = Plättchen { $tile } liegt { $place }: { $spaces } ({ $how }).
# $plural (englisch „s“ oder leer) wird nicht gebraucht: Der Plural folgt $steps.
rv-the-mautoma-draws-card-text-the-6ade4d87 = Der Mautoma zieht { $card }: „{ $text }“ Der Energiemarker rückt { $steps } { $steps ->
        [one] Schritt
       *[other] Schritte
    } im Uhrzeigersinn vor, von Position { $before } auf { $after }.
rv-the-automa-variant-the-mautoma-executes-c2bd1a43 = Die Automa-Variante: Der Mautoma führt { $card } noch einmal aus (zum { $again }. Mal).
rv-why-outcome-81fb0ea9 = { $why }: { $outcome }.
rv-the-mautoma-s-size-building-is-a23e6b5a = Das { $size ->
        [small] kleine
        [large] große
       *[other] { $size }
    } Gebäude des Mautoma steht auf deinem Marker: Nimm seine Kosten, { $cost } { $cost ->
        [one] Zahnrad
       *[other] Zahnräder
    }, aus dem Vorrat.
rv-the-mautoma-has-no-population-figure-ab73c35f = Der Mautoma hat keine Bevölkerungsfigur mehr{ $instead }.
rv-no-legal-placement-for-a-population-b1354d8c = Kein erlaubter Platz für eine Bevölkerungsfigur { $where }{ $instead }.
rv-your-figure-is-in-that-location-36e7a568 = Deine Figur steht an diesem Ort: Du erhältst ein Buch aus dem allgemeinen Vorrat.
rv-the-mautoma-s-figure-is-on-1a3d8dd5 = Die Figur des Mautoma steht auf deinem Marker: Nimm ihre Kosten, { $cost } { $cost ->
        [one] Buch
       *[other] Bücher
    } (Figur { $figure }: 2-3-3-3-4-4-4), aus dem Vorrat.
rv-text-it-pays-nothing-and-gains-e6e534ea = { $text } Er zahlt nichts und erhält keine Belohnung.{ $rule }
# $position ist ein englischer Wert („position 1, the purple one“).
rv-the-action-deck-is-exhausted-the-e58497af = Der Aktionsstapel ist aufgebraucht: AUFFRISCHUNGSZUG { $number } des Mautoma, mit dem Energiemarker auf { $position }.
rv-2-discard-from-the-displays-the-4b10f634 = 2. Wirf aus dem Angebot die Bürgerkarten, Modulplättchen und Maschinenplättchen ab, die die Symbole im Abschnitt des Energiemarkers zeigen.
rv-1-remove-a-major-artifact-of-a2848186 = 1. Entferne ein großes Artefakt in der Farbe von Position { $position }; ist keines dieser Farbe mehr übrig, eines in der Farbe der nächsten Position entlang der Leiste.
rv-3-take-a-card-from-the-2a4ca4d6 = 3. Nimm eine Karte vom Fortschrittsstapel ({ $card }), füge sie den abgeworfenen Aktionskarten hinzu und mische sie alle neu: Der neue Aktionsstapel hat { $size } { $size ->
        [one] Karte
       *[other] Karten
    }, 1 mehr als zuvor.
rv-then-refill-the-displays-7b4c51f4 = Fülle dann das Angebot auf.
rv-1-remove-article-colour-major-artifact-e5eeacfc = 1. Entferne ein großes Artefakt in { $colour ->
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
    }: { $why }.
rv-1-no-major-artifact-of-any-ceb2d5b2 = 1. Es ist kein großes Artefakt mehr übrig, in keiner Farbe: Keines wird entfernt.
rv-1-remove-article-colour-major-artifact-01049359 = 1. Entferne ein großes Artefakt in { $colour ->
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
    }: Position { $position } hat diese Farbe.{ $otherwise }
# $citizens, $modules und $machines sind englische Werte („the first and third citizen cards“).
rv-2-the-icons-of-section-section-80cef9ff = 2. Die Symbole von Abschnitt { $section }; wirf ab: { $citizens }, { $modules } und { $machines }.
rv-refresh-turn-with-the-energy-marker-fc852299 = AUFFRISCHUNGSZUG, mit dem Energiemarker auf Position { $position }.
rv-3-take-a-card-from-the-6808d293 = 3. Nimm eine Karte vom Fortschrittsstapel, füge sie den abgeworfenen Aktionskarten hinzu und mische sie alle neu{ $grown }.
rv-turn-turn-deba0e72 = Zug { $turn }
rv-the-action-deck-is-exhausted-and-3f93489c = Der Aktionsstapel ist aufgebraucht und keine Fortschrittskarte ist mehr übrig: Die Partie endet zu Beginn von AUFFRISCHUNGSZUG { $number } des Mautoma, nachdem du { $turns } { $turns ->
        [one] Zug
       *[other] Züge
    } gespielt hast.
rv-in-your-statistics-a-victory-110-d098f65e = In deiner Statistik zählt ein Sieg (110+) als Gewinn, ein Ergebnis „Überlebende“ (100–109) als Unentschieden und eine Niederlage (99 oder weniger) als Verlust (Soloists Lesart: Die Solo-Regeln nennen nur die Ergebnisse).
rv-remove-article-colour-major-artifact-from-1eed1593 = Entferne ein großes Artefakt in { $colour ->
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
    } vom Spielplan (zurück in die Schachtel).
rv-no-map-file-for-each-placement-a7547601 = Keine Datei der Landkarte: Bei jedem Setzen fragt Soloist, was es nicht sehen kann (die wählbaren Plätze, in der Reihenfolge, in der die Gleichstandspfeile sie treffen), und wendet die Regeln und die Gleichstandsregel an.
rv-place-a-size-mautoma-building-on-ef1edab5 = Setze ein { $size ->
        [small] kleines
        [large] großes
       *[other] { $size }
    } Gebäude des Mautoma auf { $spot }.
rv-place-a-mautoma-population-figure-on-d1fb9ada = Setze eine Bevölkerungsfigur des Mautoma auf { $location }.
rv-flip-tile-reveal-it-either-way-8444cac9 = Decke dieses Plättchen auf: { $tile }. Wende es, wie du willst, aber drehe es danach nicht mehr.
rv-soloist-follows-the-map-name-fictional-62f26515 = Soloist folgt der Landkarte { $name }{ $fictional }: { $tiles } Geländeplättchen, { $explored } davon offen; Reichweite, wählbare Plätze und Boni werden daraus berechnet. Soloists Lesart der Gleichstandspfeile auf einer Landkarte: Ihre Linien sind die Reihen der Landkarte (zuerst die Reihe des dicken Pfeils, dann jede nächste Reihe nach innen, alle in Pfeilrichtung); ein Plättchen oder ein großer Ort wird an seinem ersten Hexfeld getroffen.
rv-the-map-grows-as-you-play-c4372c6f = Die Landkarte wächst beim Spielen: Nenne jedes Geländeplättchen, sobald es offen liegt (wenn du ein Plättchen zum ersten Mal siehst, sag, was seine Felder zeigen; Soloist behält es in deinen Komponenten, und beim nächsten Mal wird nur sein Name gefragt).
rv-you-build-on-space-6199dad1 = Du baust auf { $space }.
rv-you-populate-space-extra-a8c14721 = Du bevölkerst { $space }.{ $extra }
rv-you-explore-tile-b9ad07c5 = Du erkundest { $tile }.
rv-your-tribe-s-token-on-space-f782f918 = Der Marker deines Stamms auf { $space }.
rv-place-a-size-mautoma-building-on-5d01d093 = Setze ein { $size ->
        [small] kleines
        [large] großes
       *[other] { $size }
    } Gebäude des Mautoma auf { $where }.
rv-place-a-mautoma-population-figure-on-f9033279 = Setze eine Bevölkerungsfigur des Mautoma auf { $where }.
rv-newly-revealed-space-is-next-to-9bc51f6d = Neu aufgedeckt: { $space } liegt neben deinem Gebäude auf { $buildings }: Nimm jetzt seine Belohnung.
rv-article-colour-major-artifact-is-removed-5bfda78f = Ein großes Artefakt in { $colour ->
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
    } wird vom Spielplan entfernt.
rv-prepare-a-setup-for-a-standard-cf6171e2 = Bereite den Aufbau einer normalen Partie zu zweit vor, mit diesen Ausnahmen.
rv-your-6-starting-citizen-cards-by-6a2c03f7 = Deine 6 Start-Bürgerkarten durch Draften: Ziehe 5 Karten und behalte 2; wiederhole das, bis du 6 Karten hast.
rv-take-a-standard-set-of-6-db579f36 = Nimm ein Standardset von 6 Start-Bürgerkarten (normale Solo-Regeln).
rv-you-start-the-game-as-1st-53639fec = Du bist in der Spielreihenfolge zuerst dran, also beginnst du mit nur 1 Kristall.
rv-main-board-place-only-the-8-6830fa6c = Spielplan: Lege nur die 8 großen Artefakte für eine Partie zu zweit aus; lege das kleine Artefakt mit 4 SP nicht auf den Stapel der kleinen Artefakte (es wird nicht verwendet); stelle die beiden Spielsteine des Mautoma nicht auf (sie werden nicht verwendet).
rv-the-mautoma-receives-5-small-buildings-5ba17453 = Der Mautoma erhält 5 kleine Gebäude, 3 große Gebäude, 7 Bevölkerungsfiguren und 1 Energiemarker; lege sein übriges Material zurück in die Schachtel. Lege das Mautoma-Tableau in seinen Spielbereich.
rv-soloist-reads-the-mautoma-board-name-bedb03d5 = Soloist liest das Mautoma-Tableau { $name }{ $fictional }.
# $colour ist ein englischer Wert (leer oder „ (the orange one)“), $counted ebenso.
rv-put-the-energy-marker-on-position-39ba4348 = Setze den Energiemarker auf Position { $energy } der Energieleiste{ $colour }, eine zufällige von { $size } Positionen ({ $counted }).
# $box ist ein englischer Wert („one goes back to the box unseen“).
rv-the-action-deck-is-the-two-81b6057d = Der Aktionsstapel besteht aus den beiden Karten mit einem „S“, { $first } und { $second }, gemischt. Von den anderen vier Karten: { $box }; die anderen drei bilden gemischt den Fortschrittsstapel. Soloist mischt und zieht diese Stapel für dich.
rv-the-mautoma-is-2nd-player-in-724ab6f3 = Der Mautoma ist in der Spielreihenfolge Zweiter.
rv-where-the-solo-rules-are-silent-47dbf4c6 = Wo die Solo-Regeln schweigen, liest Soloist sie so: Die Reichweite zählt Schritte vom nächsten Gebäude oder der nächsten Figur des Mautoma (von der Schlucht aus, solange er keine hat), durch besetzte Felder, aber nie durch ein verdecktes Plättchen; der Mautoma setzt seine 5 kleinen Gebäude vor seine 3 großen; die Boni neben einem Platz sind Geländefelder, Kristalle und Wasser; ist kein großes Artefakt in der Farbe des Markers mehr übrig, gibt die nächste Position entlang der Leiste, deren Farbe noch eines hat, die Farbe vor.
rv-specific-tribe-rules-when-the-mautoma-a0157efc = Besondere Stammesregeln: Setzt der Mautoma auf deine Marker, setzt er zuerst seine 5 kleinen Gebäude, dann die großen, und seine Figuren mit steigenden Kosten von 2-3-3-3-4-4-4 Büchern; du erhältst die entsprechenden Kosten aus dem Vorrat.
