# Was Soloist in Revive fragt und sagt (Fragen, ihre Hilfe, Fehler); see docs/translating.md.
# Begriffe: glossary-revive.md (keine deutsche Ausgabe gefunden: fast alles nicht bestätigt).
# „der Mautoma“ (wie im Protokoll). Eine Farbe der Energieleiste ($colour) ist ein Wort, das
# die Person getippt hat oder die Daten geben (englisch „purple“ …): Eine Auswahl macht aus
# den englischen Farben das deutsche Farbwort, jedes andere Wort bleibt, wie es ist.
# Was getippt wird, liest der Code englisch: die Feldarten (sand, forest, mountain, field,
# water, location; s, fo, m, fi, w, l; green, grey, yellow), die Pfeile (tl, tr, bl, br), die
# Zeichen der Landkarte (. c * L1 +), „done“ und die Schlüssel der Dateien bleiben daher
# in Beispielen und Hinweisen zum Tippen englisch (mit dem deutschen Wort dahinter).
# $article (englisch „a“/„an“) und $ordinal (englisch „1st“) werden nicht gebraucht.

rv-arrow-group-group-shape-c1536bd8 = Pfeilgruppe { $group } ({ $shape })
rv-the-arrows-shape-fb32996d = den Pfeilen ({ $shape })
rv-thick-arrow-on-the-top-line-eb60499a = dicker Pfeil in der oberen Linie, von links nach rechts; dann die nächste Linie darunter
rv-thick-arrow-on-the-top-line-adec19b9 = dicker Pfeil in der oberen Linie, von rechts nach links; dann die nächste Linie darunter
rv-thick-arrow-on-the-bottom-line-f863a3d8 = dicker Pfeil in der unteren Linie, von links nach rechts; dann die nächste Linie darüber
rv-thick-arrow-on-the-bottom-line-7f3ea92e = dicker Pfeil in der unteren Linie, von rechts nach links; dann die nächste Linie darüber
rv-card-card-energy-energy-text-18a76d38 = Karte { $card }: Energie { $energy }, { $text }
rv-yes-the-marker-s-positions-count-5c6fa089 = Ja: Die Positionen des Markers zählen von dort
rv-no-such-slot-describe-my-track-a0363ace = Keine solche Stelle: Ich beschreibe meine Leiste noch einmal
rv-thick-arrow-at-the-top-left-ca7261f2 = dicker Pfeil oben, von links nach rechts
rv-thick-arrow-at-the-top-right-a378af9e = dicker Pfeil oben, von rechts nach links
rv-thick-arrow-at-the-bottom-left-341d6fc5 = dicker Pfeil unten, von links nach rechts
rv-thick-arrow-at-the-bottom-right-f0c4028b = dicker Pfeil unten, von rechts nach links
rv-the-colour-slot-69b97ee6 = die Stelle in { $colour ->
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
rv-the-colour-slot-arrows-arrows-e4476af0 = die Stelle in { $colour ->
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
    } (Pfeile: { $arrows })
rv-article-colour-one-17bad828 = einer in { $colour ->
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
rv-article-colour-one-arrows-arrows-d3bb5b1e = einer in { $colour ->
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
    } (Pfeile: { $arrows })
rv-first-followed-clockwise-by-others-370addc7 = { $first }, im Uhrzeigersinn gefolgt von { $others }
rv-give-the-colour-of-each-position-935f38a6 = gib die Farbe jeder Position an, 2 bis { $most } Wörter
rv-word-is-not-a-colour-one-c9117e80 = { $word } ist keine Farbe: ein Wort aus Buchstaben je Position
rv-word-use-tl-tr-bl-or-8cd2bbdf = { $word }: Verwende tl, tr, bl oder br (der dicke Pfeil oben oder unten, von links nach rechts oder von rechts nach links zeigend)
rv-you-gave-the-arrows-of-given-3d993d9e = du hast die Pfeile von { $given } Positionen angegeben; die Leiste hat { $size }
rv-your-energy-track-s-colours-4b872e1d = Die Farben deiner Energieleiste:
rv-your-energy-track-s-arrows-86590c25 = Die Pfeile deiner Energieleiste:
rv-on-your-mautoma-board-find-slot-a0232371 = Finde auf deinem Mautoma-Tableau { $slot }. Soloist zählt die Positionen im Uhrzeigersinn von dort (sie ist Position 1). Gefunden?
rv-soloist-remembers-your-energy-track-from-1ac4674f = Soloist merkt sich deine Energieleiste ab dieser Stelle, darum lässt es dich sie an dem finden, was sie zeigt: ihrer Farbe und ihren Pfeilen (und den Stellen danach, wo dieselbe Farbe und dieselben Pfeile mehr als einmal vorkommen).
rv-your-mautoma-board-s-energy-track-27fcba9d = Die Energieleiste deines Mautoma-Tableaus, einmal angegeben: Wähle eine beliebige Stelle als Position 1 und nenne dann die Farbe jeder Position, von dort im Uhrzeigersinn einmal ganz herum.
rv-each-position-s-colour-is-the-7c345ab9 = Die Farbe einer Position ist die Farbe des großen Artefakts, das sie zeigt. Soloist nennt dann bei jedem Auffrischungszug die Farben; in den nächsten Partien lässt es dich Position 1 an ihrer Farbe und ihren Pfeilen finden.
rv-one-word-a-position-as-printed-9d95e24d = Ein Wort je Position, wie gedruckt (beliebige Wörter).
rv-and-the-tiebreaker-arrows-each-position-ba261710 = Und die Gleichstandspfeile, auf die jede Position zeigt, ab Position 1 (die Stelle in { $colour ->
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
    }, die du gewählt hast) im Uhrzeigersinn, alle { $size }?
rv-asked-once-soloist-remembers-them-295fb42a = Nur einmal gefragt: Soloist merkt sie sich.
rv-one-word-a-position-tl-the-f2a824b7 = Ein Wort je Position: tl (der dicke Pfeil in der oberen Linie, von links nach rechts zeigend), tr (oben, von rechts nach links), bl (unten, von links nach rechts), br (unten, von rechts nach links); 3tl für drei gleiche hintereinander.
rv-the-energy-marker-is-on-position-4285aeec = Der Energiemarker steht auf { $position }. Sieh dir die Gleichstandspfeile an, auf die er zeigt: Wo ist der dicke Pfeil, und in welche Richtung zeigt er?
rv-the-thick-arrow-is-on-the-32cc49ac = Der dicke Pfeil ist in der oberen oder der unteren Linie der abgebildeten Landkarte; die nächsten Pfeile folgen in den Linien darunter oder darüber.
rv-which-action-card-carries-an-s-45266d0f = Welche Aktionskarte trägt ein „S“ in der rechten oberen Ecke? (die erste von zweien)
rv-and-the-other-card-with-an-bec0d1fe = Und die andere Karte mit einem „S“?
rv-position-position-the-colour-one-70108ff4 = Position { $position } ({ $colour ->
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
    })
rv-position-position-2af40559 = Position { $position }
rv-for-example-7-sand-forest-water-eac097dd = Zum Beispiel '7: sand forest water location'. Nach dem Doppelpunkt ein Wort je Feld, englisch: sand (Sand), forest (Wald), mountain (Gebirge), field (Ackerland), water (Wasser) oder location (Ort) (oder ihre Anfangsbuchstaben: s, fo, m, fi, w, l; oder die Farben green, grey, yellow), Reihe für Reihe von oben, jede Reihe von links. Soloist behält das Plättchen in deinen Komponenten: Beim nächsten Mal wählst du es nur noch aus.
rv-you-described-this-tile-to-an-1458732a = Du hast dieses Plättchen einem älteren Soloist beschrieben, das die Felder eines Plättchens auf einem Spielplan mit flachen Oberseiten in falscher Reihenfolge behalten konnte (Spalte für Spalte statt Reihe für Reihe, wie es gefragt hatte). Sieh dir das Plättchen an, wie es liegt: Jede Antwort gibt seine Felder Reihe für Reihe von oben an, jede Reihe von links. Soloist berichtigt deine Komponenten mit deiner Antwort und fragt nicht noch einmal.
rv-one-word-a-space-sand-forest-3ad32110 = Ein Wort je Feld, englisch: sand (Sand), forest (Wald), mountain (Gebirge), field (Ackerland), water (Wasser) oder location (Ort) (oder ihre Anfangsbuchstaben: s, fo, m, fi, w, l; oder die Farben green, grey, yellow), Reihe für Reihe von oben, jede Reihe von links.
rv-which-area-tiles-have-you-described-caffc401 = Welche Geländeplättchen hast du beschrieben?
rv-what-is-on-tile-tile-97e1ae0c = Was ist auf Plättchen { $tile }?
rv-the-starting-tile-place-ae741ff8 = Das Startplättchen { $place }
rv-the-tile-just-flipped-place-a7f8dac2 = Das gerade umgedrehte Plättchen { $place }
rv-where-which-tile-is-it-read-b5f40416 = { $where }: Welches Plättchen ist es? Lies seine Nummer oder sein Symbol ab; jede Lage, in der es liegen kann, wird Reihe für Reihe gezeigt.
rv-where-its-number-or-symbol-then-fa53c7ed = { $where }: seine Nummer (oder sein Symbol), dann, was jedes seiner Felder zeigt, so wie es liegt: { $rows }?
rv-tap-its-number-then-each-space-bf9d1196 = Tippe seine Nummer an, dann die Art jedes Felds, so wie das Plättchen liegt. Soloist behält das Plättchen in deinen Komponenten: Beim nächsten Mal wählst du es nur noch aus.
rv-yes-spaces-ae281954 = Ja: { $spaces }
rv-no-it-is-spaces-6a346c44 = Nein, es ist: { $spaces }
rv-no-none-of-these-i-will-c784b3a0 = Nein, keines davon: Ich sage, was jedes Feld zeigt
rv-is-tile-tile-spaces-3a19e893 = Ist Plättchen { $tile } { $spaces }?
rv-tile-tile-what-does-each-of-8ca61240 = Plättchen { $tile }: Was zeigt jedes seiner Felder, so wie es liegt: { $rows }?
rv-give-the-tile-s-name-a-225698bd = gib den Namen des Plättchens an, einen Doppelpunkt, dann, was jedes Feld zeigt: { $name }: sand forest ...
rv-name-answers-another-question-give-the-d151cb51 = { $name } beantwortet eine andere Frage: Gib dem Plättchen einen anderen Namen
rv-tile-tile-is-already-on-the-162ad672 = Plättchen { $tile } liegt schon auf der Landkarte, { $place }: Jedes Plättchen liegt an einem Ort
rv-your-components-describe-tile-tile-otherwise-5778e05c = deine Komponenten beschreiben Plättchen { $tile } anders ({ $spaces }): Prüfe den Namen und die Felder, oder berichtige das Plättchen in deinen Komponenten
rv-tile-tile-described-to-an-older-fe652bcb = Plättchen { $tile } (einem älteren Soloist beschrieben: Du prüfst, was es zeigt)
rv-tile-tile-spaces-9505801d = Plättchen { $tile }: { $spaces }
rv-a-tile-soloist-does-not-know-fafe0cce = Ein Plättchen, das Soloist noch nicht kennt (du sagst, was es zeigt)
rv-pointed-tops-straight-rows-the-2nd-477efb79 = Spitze Oberseiten, gerade Reihen: Die 2. Reihe beginnt ein halbes Hexfeld rechts von der 1.
rv-pointed-tops-straight-rows-the-2nd-6dca980d = Spitze Oberseiten, gerade Reihen: Die 2. Reihe beginnt ein halbes Hexfeld links von der 1.
rv-flat-tops-straight-columns-the-2nd-dbe73185 = Flache Oberseiten, gerade Spalten: Die 2. Spalte beginnt ein halbes Hexfeld tiefer als die 1.
rv-flat-tops-straight-columns-the-2nd-01d193a2 = Flache Oberseiten, gerade Spalten: Die 2. Spalte beginnt ein halbes Hexfeld höher als die 1.
rv-describe-my-board-s-layout-now-8fb43393 = Den Aufbau meines Spielplans jetzt beschreiben (einmal; danach zählt Soloist jede Platzierung selbst)
rv-not-now-ask-me-at-each-fc93d91e = Jetzt nicht: Frag mich bei jeder Platzierung, was sie braucht
rv-yes-that-is-my-board-c392e0fd = Ja, das ist mein Spielplan
rv-no-describe-it-again-from-the-bbcf4cef = Nein: Ich beschreibe ihn noch einmal ab der ersten Linie
rv-word-does-not-name-a-hex-7cd3b9a1 = { $word } bezeichnet kein Hexfeld: Verwende . (kein Hexfeld), c (die Schlucht), die Nummer eines Plättchens (mit * für ein Startplättchen), L1 bis L4 (eine Ecke) und + dahinter für einen Kristall daneben
rv-word-at-most-most-crystals-next-4d158ded = { $word }: höchstens { $most } Kristalle neben einem Hexfeld
rv-number-the-tiles-from-1-63147864 = nummeriere die Plättchen ab 1
rv-word-one-marks-a-starting-tile-79592919 = { $word }: Ein * kennzeichnet ein Startplättchen
rv-word-marks-a-hex-of-a-870fac40 = { $word }: * kennzeichnet ein Hexfeld eines Startplättchens: Setze es hinter die Nummer des Plättchens
rv-the-corners-are-l1-to-l-2f008f66 = die Ecken sind L1 bis L{ $corners }
rv-a-crystal-lies-next-to-a-3d695c43 = ein Kristall liegt neben einem Hexfeld des Spielplans, nicht neben einer Lücke
rv-you-gave-given-hexes-the-longest-a46c84fd = du hast { $given } Hexfelder angegeben; die längste Linie hat { $width }
rv-tiles-area-tiles-starts-of-them-527b7ff7 = { $tiles } Geländeplättchen (davon { $starts } Startplättchen), die Schlucht aus { $hexes }, { $corners } und { $crystals }
rv-count-hex-f9550599 = { $count } Hexfeld
rv-count-hexes-3c2fed5c = { $count } Hexfeldern
rv-count-corner-2dc9fc00 = { $count } Ecke
rv-count-corners-a049b94e = { $count } Ecken
rv-count-crystal-6b4b2fb5 = { $count } Kristall
rv-count-crystals-80fa0797 = { $count } Kristalle
rv-one-word-for-each-hex-from-da2a807c = Ein Wort für jedes Hexfeld, vom Rand des Spielplans aus: . wo kein Hexfeld ist (eine Lücke, oder der Rand vor dem ersten Hexfeld, damit die Hexfelder wie auf dem Spielplan untereinander stehen), c für die Schlucht, eine Nummer für die Hexfelder eines Geländeplättchens (nummeriere die Plättchen, wie du auf sie triffst: 1, 2, 3 …; jedes Hexfeld eines Plättchens bekommt seine Nummer), * hinter der Nummer für ein Startplättchen (offen), L1 bis L4 für den großen Ort jeder Ecke, und + hinter jedem davon für einen Kristall, der am Rand neben diesem Hexfeld gedruckt ist (++ für zwei). Punkte am Ende dürfen wegfallen.
rv-from-the-board-s-edge-choose-d47862ae = Vom Rand des Spielplans aus: Wähle, was ein Hexfeld ist (kein Hexfeld, wo eine Lücke ist; ein Plättchen unter der Nummer, die du ihm gibst, wenn du auf es triffst), dann tippe jedes Hexfeld dieser Linie an, das es ist. Die Markierung eines Startplättchens und ein Kristall am Rand werden zu einem Hexfeld hinzugefügt.
rv-your-board-summary-is-that-right-29dd2aff = Dein Spielplan: { $summary }. Stimmt das?
rv-the-map-drawn-with-the-question-b206c356 = Die Landkarte, die mit der Frage gezeichnet ist, zeigt, was du beschrieben hast. Rückgängig nimmt die letzte Linie zurück; „noch einmal beschreiben“ beginnt bei der ersten.
rv-your-board-s-layout-described-once-66d8252c = Der Aufbau deines Spielplans, einmal beschrieben (Soloist behält ihn in deinen Komponenten). Zuerst die Hexfelder: Wie liegen sie?
rv-look-at-the-hexes-of-the-f17bb72d = Sieh dir die Hexfelder des Spielplans an: Mit spitzen Oberseiten bilden sie gerade Reihen, mit flachen Oberseiten gerade Spalten. Vergleiche dann, wo die zweite Reihe (oder Spalte) beginnt, mit der ersten.
rv-how-many-rows-of-hexes-does-8df308bd = Wie viele Reihen Hexfelder hat der Spielplan, die Ecken mitgezählt?
rv-how-many-columns-of-hexes-does-ea27b02e = Wie viele Spalten Hexfelder hat der Spielplan, die Ecken mitgezählt?
rv-how-many-hexes-has-the-longest-ca1d9909 = Wie viele Hexfelder hat die längste Reihe, Lücken darin mitgezählt?
rv-how-many-hexes-has-the-longest-8dbac94f = Wie viele Hexfelder hat die längste Spalte, Lücken darin mitgezählt?
rv-row-line-of-lines-left-to-c87da5dd = Reihe { $line } von { $lines }, von links nach rechts: Was ist jedes Hexfeld?
rv-row-line-of-lines-left-to-a8990d7a = Reihe { $line } von { $lines }, von links nach rechts: Was ist jedes Hexfeld? (die vorige: { $before })
rv-column-line-of-lines-top-to-fc17bf75 = Spalte { $line } von { $lines }, von oben nach unten: Was ist jedes Hexfeld?
rv-column-line-of-lines-top-to-a1d07e46 = Spalte { $line } von { $lines }, von oben nach unten: Was ist jedes Hexfeld? (die vorige: { $before })
rv-error-undo-goes-back-a-line-7ef5f53f = { $error } (rückgängig geht eine Linie zurück)
rv-follow-the-map-i-name-each-c5a127fc = Der Landkarte folgen: Ich nenne jedes Geländeplättchen, sobald es erscheint
rv-don-t-ask-me-only-what-3874f2c4 = Nicht folgen: Frag mich nur, was jede Entscheidung braucht
rv-your-board-s-layout-f0b8f60c = Der Aufbau deines Spielplans:
rv-soloist-does-not-know-your-board-0ea65cb9 = Soloist kennt den Aufbau deines Spielplans noch nicht. Jetzt beschreiben? Dann zählt Soloist jede Platzierung selbst, und du nennst jedes Geländeplättchen, sobald es erscheint.
rv-once-ever-one-answer-a-row-823f2c50 = Ein einziges Mal: eine Antwort je Reihe des Spielplans (was jedes Hexfeld ist), in deinen Komponenten behalten. Sonst fragt Soloist bei jeder Platzierung, was es braucht (wie viele Plätze wählbar sind, die Boni neben jedem).
rv-soloist-knows-your-board-s-layout-c16de09b = Soloist kennt den Aufbau deines Spielplans. Soll es in dieser Partie der Landkarte folgen?
rv-following-the-map-soloist-decides-every-fe4688d3 = Folgt Soloist der Landkarte, entscheidet es jede Platzierung selbst und sagt, wohin jedes Teil kommt; du nennst jedes Geländeplättchen, sobald es offen liegt (wenn du ein Plättchen zum ersten Mal siehst, sagst du, was seine Felder zeigen), und sagst ihm deine eigenen Aktionen auf der Landkarte. Sonst fragt es bei jeder Platzierung nur, was diese Entscheidung braucht.
rv-the-tiebreaker-arrows-the-energy-marker-4a037eb5 = den Gleichstandspfeilen, auf die der Energiemarker zeigt ({ $position })
rv-after-your-turns-turns-your-final-0c38c996 = Nach deinen { $turns } Zügen: Dein Endergebnis nach den Standardregeln?
rv-99-or-less-defeat-100-survivor-dc629173 = 99 oder weniger: Niederlage; 100+ „Überlebende“; 110+ kleiner Sieg; 120+ normaler Sieg; 130+ großer Sieg; 150+ überragender Sieg; 170+ Utopia.
rv-yes-at-least-one-is-empty-d892057a = Ja: Mindestens einer ist leer
rv-no-your-figure-is-on-each-354c38e9 = Nein: Auf jedem steht deine Figur
rv-there-is-no-such-location-77fdbe82 = Einen solchen Ort gibt es nicht
rv-the-tiebreaker-arrows-the-energy-marker-1ee3aca0 = den Gleichstandspfeilen, auf die der Energiemarker zeigt
rv-soloist-s-reading-of-range-the-1101f608 = Soloists Lesart der Reichweite (die Solo-Regeln legen sie nicht fest): Zähle Schritte vom nächsten Gebäude oder der nächsten Figur des Mautoma (von der Schlucht aus, solange er keine hat); ein Feld daneben ist in Reichweite 1. Zähle durch besetzte Felder, nie durch ein verdecktes Plättchen.
rv-your-exceptions-when-you-place-a-e8ed95fa = Deine Ausnahmen: Setzt du eine Bevölkerungsfigur an einen Ort, an dem schon eine Figur des Mautoma steht, zahle das zusätzliche Buch in den allgemeinen Vorrat; setzt der Mautoma eine Figur an einen Ort, an dem schon deine steht, erhältst du ein Buch aus dem allgemeinen Vorrat; schiebst du deinen Schaltermarker nach unten, kopiere die obere Wirkung einer Bürgerkarte aus dem Angebot und wirf sie dann ab; nimmst du das letzte große Artefakt, bekommst du kein kleines Artefakt mit 4 SP (normale kleine Artefakte gibt es weiterhin, auch wenn die großen aufgebraucht sind). Während deiner Überwinterungszüge kannst du das Angebot nicht auffrischen.
rv-my-turn-is-over-91360f9a = Mein Zug ist vorbei
rv-anywhere-on-the-map-no-range-16509f16 = irgendwo auf der Landkarte (ohne Beschränkung der Reichweite)
rv-within-range-range-of-a-mautoma-5ac44e6e = innerhalb von Reichweite { $range } eines Gebäudes oder einer Figur des Mautoma
rv-within-range-range-of-the-chasm-9d6c250b = innerhalb von Reichweite { $range } der Schlucht (der Mautoma hat noch kein Teil auf der Landkarte)
rv-each-counts-1-water-is-asked-485ba997 = Jedes zählt 1. Wasser wird als Nächstes gefragt. Ein Ort, Sand oder ein verdecktes Feld daneben ist kein Bonus (Soloists Lesart: Das Grundspiel belohnt nur Gelände, Kristalle und Wasser).
rv-water-a-mautoma-building-already-touches-74db87fc = Wasser, das schon ein Gebäude des Mautoma berührt, zählt 0: Lass es weg.
rv-nothing-more-on-the-map-my-260ebe0a = Nichts mehr auf der Landkarte: Mein Zug ist vorbei
rv-i-built-on-a-sand-space-9a50f730 = Ich habe auf einem Sandfeld gebaut
rv-i-placed-a-population-figure-cc070ea6 = Ich habe eine Bevölkerungsfigur gesetzt
rv-i-explored-an-area-tile-1dbcb2ee = Ich habe ein Geländeplättchen erkundet
rv-i-placed-one-of-my-tribe-c743106f = Ich habe einen Marker meines Stamms gesetzt
rv-your-turn-turn-of-turns-tell-329d8288 = Dein Zug { $turn } von { $turns }: Sag Soloist, was du auf der Landkarte getan hast, eine Aktion nach der anderen, bis dein Zug vorbei ist.
rv-your-turn-turn-of-turns-take-cbd4a1d5 = Dein Zug { $turn } von { $turns }: Führe bis zu 2 Aktionen aus (oder überwintere) und sag dann, wenn dein Zug vorbei ist.
rv-type-done-when-your-turn-is-df7b158a = Tippe done, wenn dein Zug vorbei ist.
rv-is-there-article-colour-major-artifact-b8629d95 = Ist noch ein großes Artefakt in { $colour ->
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
    } auf dem Spielplan?
rv-the-mautoma-builds-where-how-many-a6441e20 = Der Mautoma baut { $where }. Wie viele leere Sandfelder sind wählbar?
rv-the-only-eligible-spot-2c0bb668 = der einzige wählbare Platz
rv-spot-spot-of-count-the-ordinal-75a3d16f = Platz { $spot } von { $count }, der { $spot }., auf den du triffst, wenn du { $arrows } folgst: Wie viele Geländefelder (Wald, Gebirge, Ackerland) und Kristalle (klein oder groß) liegen daneben?
rv-spot-spot-of-count-take-them-06789429 = Platz { $spot } von { $count } (nimm sie in beliebiger Reihenfolge und zähle mit): Wie viele Geländefelder (Wald, Gebirge, Ackerland) und Kristalle (klein oder groß) liegen daneben?
rv-spot-spot-how-many-water-spaces-e953afa9 = Platz { $spot }: Wie viele Wasserfelder daneben berührt noch kein Gebäude des Mautoma?
rv-spot-spot-ordinal-along-the-arrows-77834c8c = Platz { $spot } ({ $spot }. entlang der Pfeile)
rv-spot-spot-379ccbdd = Platz { $spot }
rv-spots-spots-tie-with-best-which-511b2b4a = Die Plätze { $spots } liegen gleichauf mit { $best }. Auf welchen davon triffst du zuerst, wenn du { $arrows } folgst?
rv-the-mautoma-populates-where-the-locations-31c81662 = Der Mautoma bevölkert { $where }: die Orte (klein oder groß) dort, an denen noch keine Figur des Mautoma steht. Ist einer davon leer?
rv-the-first-empty-eligible-location-you-cf418e96 = der erste leere wählbare Ort, auf den du triffst, wenn du { $arrows } folgst
rv-the-first-eligible-location-you-meet-ba860e70 = der erste wählbare Ort, auf den du triffst, wenn du { $arrows } folgst
rv-the-mautoma-explores-where-is-there-9b445629 = Der Mautoma erkundet { $where }. Gibt es ein verdecktes Geländeplättchen, das er erkunden kann (neben der Schlucht oder einem erkundeten Plättchen, und in Reichweite)?
rv-the-mautoma-explores-where-is-there-25f39672 = Der Mautoma erkundet { $where }. Gibt es ein verdecktes Geländeplättchen, das er erkunden kann (neben der Schlucht oder einem erkundeten Plättchen, egal wie weit von seinen Teilen, auf beiden Seiten der Schlucht)?
rv-the-first-eligible-tile-you-meet-e2165bb8 = das erste wählbare Plättchen, auf das du triffst, wenn du { $arrows } folgst
rv-is-one-of-your-tribe-s-52a3cccb = Liegt ein Marker deines Stamms auf { $place }, wo der Mautoma gerade gesetzt hat?
rv-which-sand-space-did-you-build-961c11a3 = Auf welchem Sandfeld hast du gebaut?
rv-which-location-did-you-populate-837aa7fd = Welchen Ort hast du bevölkert?
rv-which-area-tile-did-you-explore-00ef5d2a = Welches Geländeplättchen hast du erkundet?
rv-where-did-you-place-your-tribe-bce83d07 = Wohin hast du den Marker deines Stamms gesetzt?
rv-name-is-not-a-colour-one-a822958d = { $name } ist keine Farbe: ein Wort aus Buchstaben
rv-a-starting-tile-s-mark-goes-85847748 = die Markierung eines Startplättchens gehört auf ein Hexfeld eines Geländeplättchens: Lege zuerst das Hexfeld mit seinem Plättchen fest
rv-crystals-are-printed-along-the-board-76ebc902 = Kristalle sind an den Rändern des Spielplans gedruckt, nicht auf Geländeplättchen (sie gehören zum Aufbau deines Spielplans)
rv-a-large-location-is-a-corner-481f947e = ein großer Ort ist ein eigenes Eckplättchen, nie ein Feld eines Geländeplättchens
rv-the-chasm-is-part-of-the-bfcfc642 = die Schlucht gehört zum Spielplan, nicht zu einem Geländeplättchen
rv-word-why-8118f06f = { $word }: { $why }
rv-word-is-not-a-kind-of-569545b7 = { $word } ist keine Feldart; verwende sand, forest, mountain, field, water oder location
rv-word-could-be-kinds-write-more-2ee54a11 = { $word } könnte { $kinds } sein: Schreibe mehr von dem Wort
rv-this-tile-has-spaces-spaces-you-15443b08 = dieses Plättchen hat { $spaces } Felder; du hast { $given } angegeben: Gib für jedes eine Art an, Reihe für Reihe von oben, jede Reihe von links
rv-give-the-number-or-symbol-printed-c2b7fdc0 = gib die Nummer oder das Symbol an, das auf dem Plättchen gedruckt ist, oder einen Namen
rv-a-tile-s-name-has-at-2f571f91 = der Name eines Plättchens hat höchstens { $most } Zeichen
rv-a-tile-s-name-cannot-contain-6e83b893 = der Name eines Plättchens darf kein ';' enthalten und nicht mit '(' beginnen
rv-that-is-every-position-348ad99b = Das sind alle Positionen
rv-that-is-the-most-positions-a-666ab3ef = Mehr Positionen kann eine Leiste nicht haben.
rv-position-position-which-colour-clockwise-all-fb0603be = Position { $position }: Welche Farbe? (im Uhrzeigersinn, einmal ganz herum bis zur Stelle vor Position 1)
rv-another-colour-its-name-8b7dda6e = Eine andere Farbe: ihr Name
rv-choose-the-arrows-then-tap-each-88240034 = Wähle die Pfeile, dann tippe jede Position an, die auf sie zeigt.
rv-position-position-colour-6c5130ac = Position { $position } ({ $colour ->
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
    })
rv-choose-what-a-hex-is-then-1c29bda9 = Wähle, was ein Hexfeld ist, dann tippe die Hexfelder von Reihe { $line } (von links nach rechts) an, die es sind.
rv-row-line-hex-place-2c9c0824 = Reihe { $line }, Hexfeld { $place }
rv-row-line-is-done-5cb37a19 = Reihe { $line } ist fertig
rv-choose-what-a-hex-is-then-6dbe586a = Wähle, was ein Hexfeld ist, dann tippe die Hexfelder von Spalte { $line } (von oben nach unten) an, die es sind.
rv-column-line-hex-place-1976af4b = Spalte { $line }, Hexfeld { $place }
rv-column-line-is-done-aa0148cd = Spalte { $line } ist fertig
rv-no-hex-f505e585 = Kein Hexfeld
rv-chasm-b73dff43 = Schlucht
rv-tile-tile-cbbfa8d6 = Plättchen { $tile }
rv-new-tile-tile-7833b8c5 = Neues Plättchen { $tile }
rv-corner-corner-c264a0bb = Ecke { $corner }
rv-starting-tile-add-to-a-tile-801b8ced = Startplättchen (zu einem Plättchen hinzufügen)
rv-crystal-on-the-edge-add-tap-97ad7209 = Kristall am Rand (hinzufügen; noch einmal tippen für zwei)
rv-top-row-af57fa86 = oberste Reihe
rv-bottom-row-475c822a = unterste Reihe
rv-row-row-e68f5d8c = Reihe { $row }
rv-the-row-0e1d4a3c = die Reihe
rv-row-space-space-from-the-left-b408bbc2 = { $row }, Feld { $space } von links
rv-its-number-or-the-symbol-printed-f2139f94 = Seine Nummer (oder das Symbol, das darauf gedruckt ist)?
rv-another-number-or-symbol-or-a-fc462e2e = Eine andere Nummer oder ein anderes Symbol, oder ein Name, unter dem du es kennst
rv-choose-a-kind-then-tap-each-913003ae = Wähle eine Art, dann tippe jedes Feld des Plättchens an, das sie zeigt.
rv-source-where-a-position-is-listed-8e11f0da = { $source }: { $where }: Eine Position ist zweimal aufgeführt ({ $values })
rv-source-arrow-groups-group-group-is-5be81f1c = { $source }: arrow_groups: Gruppe { $group } ist zweimal angegeben (der Spielplan hat die Gruppen 1-{ $groups }, jede einmal)
rv-source-sections-section-section-is-given-3263cf9a = { $source }: sections: Abschnitt { $section } ist zweimal angegeben
rv-source-position-number-section-section-is-69acd057 = { $source }: position { $number }: Abschnitt { $section } ist keiner der Abschnitte des Tableaus ({ $sections })
rv-source-position-number-no-arrow-group-d2c75ef1 = { $source }: position { $number }: keine Pfeilgruppe; gib arrow_group für die Position oder für Abschnitt { $section } an
rv-source-sections-section-section-has-no-4e200ea8 = { $source }: sections: Abschnitt { $section } hat keine Position auf der Energieleiste (ein Tippfehler im Abschnitt einer Position?)
rv-source-starting-cards-give-two-different-ca4fe6eb = { $source }: starting_cards: Gib zwei verschiedene Kartennummern von 1 bis 6 an, nicht { $cards }
rv-source-tile-tile-is-described-twice-cb3e7661 = { $source }: Plättchen { $tile } ist zweimal beschrieben, und verschieden
rv-source-field-a-file-of-tiles-9613f528 = { $source }: { $field }: Eine Datei mit Plättchen ohne Spielplan gibt nur layout und [[area_tiles]] an
rv-your-board-s-layout-does-not-6f0c33f1 = der Aufbau deines Spielplans lässt sich nicht als Landkarte lesen
rv-the-spaces-of-an-area-tile-ecea3350 = die Felder eines Geländeplättchens: ihre Arten, dann wo jedes liegt
rv-revive-s-map-facts-are-frame-9aa6e93c = Die Angaben zur Landkarte von Revive sind { $frame }, { $tiles } und '{ $tile }NAME'
rv-key-a-position-of-the-energy-f8248a17 = { $key }: Eine Position der Energieleiste ist eine Zahl von 1 bis { $most }
rv-value-is-not-written-as-soloist-bd9837d0 = { $value } ist nicht so geschrieben, wie Soloist es speichert
rv-give-a-number-of-positions-from-963ed234 = gib eine Anzahl von Positionen von 2 bis { $most } an
rv-revive-s-board-facts-are-track-5bf7a9eb = Die Angaben zum Tableau von Revive sind { $track }, { $colours }, { $arrows }, { $first } und { $second }
rv-source-where-problem-662a216d = { $source }: { $where }: { $problem }
rv-hex-hex-is-already-used-by-46aa7e03 = Hexfeld { $hex } wird schon von { $owner } verwendet
rv-tile-id-tile-is-used-twice-2d6d08d0 = die Plättchen-ID { $tile } wird zweimal verwendet
rv-give-the-kind-of-every-space-634c75e4 = gib die Art jedes Felds des Plättchens an, oder von keinem (dann wird das Plättchen am Tisch genannt, sobald es offen liegt)
rv-a-tile-s-key-names-the-92fa9151 = der Schlüssel eines Plättchens nennt das Plättchen, das dort liegt: Gib auch die Arten seiner Felder an
rv-tile-tile-is-described-twice-dcb3970f = Plättchen { $tile } ist zweimal beschrieben
rv-hex-hex-is-given-twice-each-487da7cb = Hexfeld { $hex } ist zweimal angegeben: Jedes Feld eines Plättchens liegt auf einem eigenen Hexfeld
rv-id-id-looks-like-a-hex-b86eb358 = die ID { $id } sieht wie der Name eines Hexfelds aus; wähle eine andere (NW, north-east, ...)
rv-id-id-is-used-twice-3b277648 = die ID { $id } wird zweimal verwendet
rv-hex-hex-is-not-a-space-5043ebfd = Hexfeld { $hex } ist kein Feld der Landkarte
rv-tile-is-not-a-tile-of-cdea3e15 = { $tile } ist kein Plättchen der Landkarte
rv-space-is-on-tile-tile-which-0ba6a86a = { $space } liegt auf Plättchen { $tile }, das verdeckt ist
rv-space-is-on-tile-tile-whose-38fbc877 = { $space } liegt auf Plättchen { $tile }, dessen Felder die Datei nicht angibt
rv-space-is-kind-not-wanted-d96581a1 = { $space } ist { $kind }, nicht { $wanted }
rv-space-is-listed-twice-5768ad53 = { $space } ist zweimal aufgeführt
rv-space-already-has-a-mautoma-building-e14fb598 = auf { $space } steht schon ein Gebäude des Mautoma (ein Gebäude je Feld)
rv-your-board-s-layout-42888725 = der Aufbau deines Spielplans
rv-the-area-tiles-described-be65800e = die beschriebenen Geländeplättchen
rv-does-not-read-7f5465d3 = lässt sich nicht lesen
rv-count-positions-colours-4bf27b2d = { $count } Positionen: { $colours }
rv-count-positions-from-position-1-clockwise-5ece3e63 = { $count } Positionen ab Position 1, im Uhrzeigersinn: { $colours }
rv-arrows-counted-from-a-slot-no-baa3c496 = { $arrows } (gezählt von einer Stelle, die nicht mehr bekannt ist)
rv-count-positions-d27f21a0 = { $count } Positionen
rv-the-number-of-positions-of-your-5090d617 = die Anzahl der Positionen der Energieleiste deines Mautoma-Tableaus
rv-the-colours-of-your-energy-track-8f2cfc12 = die Farben der Positionen deiner Energieleiste
rv-the-tiebreaker-arrows-of-your-energy-f634e482 = die Gleichstandspfeile der Positionen deiner Energieleiste
rv-the-first-action-card-with-an-2fa3532c = die erste Aktionskarte mit einem „S“
rv-the-other-action-card-with-an-22b56ff8 = die andere Aktionskarte mit einem „S“
rv-the-tiebreaker-arrows-at-position-position-e2cefd2c = die Gleichstandspfeile an Position { $position } der Energieleiste (aus einer früheren Version)
rv-source-a-layout-gives-no-kinds-5182b927 = { $source }: Ein Aufbau gibt keine Arten an: Die Felder eines Plättchens werden gelernt, sobald es offen liegt
rv-source-no-starting-tile-mark-the-61d943c3 = { $source }: kein Startplättchen: Kennzeichne die Hexfelder jedes Startplättchens mit * hinter seiner Nummer
rv-source-the-hexes-of-tile-tile-70215629 = { $source }: Die Hexfelder von Plättchen { $tile } liegen nicht alle nebeneinander: Prüfe seine Nummer in jeder Linie
rv-a-map-with-negative-rows-or-3b5c647a = eine Landkarte mit negativen Reihen oder Spalten wird nicht Linie für Linie beschrieben
rv-not-a-layout-the-text-soloist-1e006a4c = kein Aufbau: der Text, den Soloist schreibt, wenn du deinen Spielplan beschreibst oder seine Landkarten-Datei importierst
rv-kinds-and-last-03583e8f = { $kinds } und { $last }
rv-kinds-a-starting-tile-b1379ac4 = { $kinds } (ein Startplättchen)
rv-tiles-names-73bcee53 = Plättchen { $names }
rv-tile-name-70d5d477 = Plättchen { $name }
rv-not-described-yet-1b79de2f = noch nicht beschrieben
rv-your-score-is-not-modelled-in-fc2d1cd2 = Deine Punkte werden in der Simulation nicht nachgebildet (nur deine Aktionen auf der Landkarte), die Partien haben also kein Ergebnis gegenüber den Schwellen. Ein Sieg ist hier ein Sieg im Wettstreit um die Landkarte: ein Punkt für jede Belohnung der Landkarte neben den Gebäuden einer Seite (jedes Geländefeld und jeder Kristall neben einem Gebäude, jedes Wasserfeld daneben einmal), für jedes erkundete Geländeplättchen und jeden bevölkerten Ort; du gewinnst mit mehr Punkten als der Mautoma. Die Punkte (je einer) sind Soloists Wahl: Was ein Plättchen, eine Technologie oder die Belohnungen eines Gebäudes wert sind, steht in Komponenten, die nicht öffentlich sind. Dieser Solomodus hat keine Schwierigkeitsstufen: Die „S“-Karten sind die Aufschlüsselung des Berichts.
rv-the-mautoma-board-and-the-map-2d8a918c = Das Mautoma-Tableau und die Landkarte, auf denen gespielt wurde, sind FIKTIV (Soloists erfundenes Beispiel): Diese Zahlen zeigen, wie die Regeln des Mautoma darauf ablaufen, nicht auf den echten Komponenten. Gib deine eigenen mit --board FILE und --map FILE an.
rv-the-mautoma-board-played-on-is-0261e6c6 = Das Mautoma-Tableau, auf dem gespielt wurde, ist FIKTIV (Soloists erfundenes Beispiel): Diese Zahlen zeigen, wie die Regeln des Mautoma darauf ablaufen, nicht auf den echten Komponenten. Gib deine eigenen mit --board FILE und --map FILE an.
rv-the-map-played-on-is-fictional-e1722f39 = Die Landkarte, auf der gespielt wurde, ist FIKTIV (Soloists erfundenes Beispiel): Diese Zahlen zeigen, wie die Regeln des Mautoma darauf ablaufen, nicht auf den echten Komponenten. Gib deine eigenen mit --board FILE und --map FILE an.

# crawl (w-crawl): the table's words (tableview.py). (On main this file had no message yet;
# the German questions come with w-tr4-de, the composed log values with w-composed-revive:
# keep all.)
rv-my-exceptions-to-the-rules-2ce22470 = meine Ausnahmen von den Regeln
rv-energy-track-18715f7e = Energieleiste
rv-card-number-6f12e819 = Karte { $number }
rv-action-card-3ba772ff = Aktionskarte
rv-energy-energy-dde6c735 = Energie +{ $energy }
rv-position-number-colour-section-section-03adc87d = Position { $number } ({ $colour }, Abschnitt { $section })
rv-position-number-colour-bf6d4231 = Position { $number } ({ $colour })
rv-position-number-0b47b332 = Position { $number }
rv-energy-marker-f537482c = Energiemarker
rv-the-marker-is-on-position-position-5ebfaf50 = der Marker steht auf Position { $position } von { $size }, der { $colour }en, im Uhrzeigersinn
rv-the-marker-is-on-position-position-58b6491c = der Marker steht auf Position { $position } von { $size }, im Uhrzeigersinn
rv-action-deck-1d5b2e00 = Aktionsstapel
rv-progress-deck-ea8dfb2d = Fortschrittsstapel
rv-drawn-card-number-054fe19d = Gezogen: Karte { $number }
rv-last-drawn-card-number-c0cbe433 = Zuletzt gezogen: Karte { $number }
rv-discards-cards-62338518 = Ablage: { $cards }
rv-discards-none-940f008a = Ablage: keine
rv-small-buildings-left-b1f73899 = Kleine Gebäude übrig
rv-large-buildings-left-aae702e6 = Große Gebäude übrig
rv-figures-left-a91b9060 = Figuren übrig
rv-tiles-explored-42fe4f15 = Erkundete Plättchen
rv-mautoma-setting-up-d769ebae = Mautoma: Aufbau
rv-mautoma-energy-energy-size-action-deck-92028824 = Mautoma: Energie { $energy }/{ $size } · Aktionsstapel { $deck } (Ablage { $discards }) · Auffrischungszüge { $refreshes }/{ $most } · gesetzt: { $buildings }, { $figures }, { $tiles }
rv-count-building-35a074dc = { $count } Gebäude
rv-count-buildings-dd06f0bc = { $count } Gebäude
rv-count-figure-40a00f89 = { $count } Figur
rv-count-figures-d19afa41 = { $count } Figuren
rv-count-tile-79b9d2c3 = { $count } Plättchen
rv-count-tiles-e3362307 = { $count } Plättchen
rv-your-turn-turn-of-turns-2a3426ad = Dein Zug { $turn } von { $turns }
rv-by-the-standard-rules-at-the-6d819ef1 = nach den Standardregeln, am Ende
rv-refresh-refreshes-most-9d2e4705 = Auffrischung { $refreshes }/{ $most }
rv-refresh-turns-5fbbb7ae = Auffrischungszüge
rv-the-mautoma-s-decks-87fff6b8 = Die Stapel des Mautoma
rv-the-game-ends-at-the-beginning-f4160065 = das Spiel endet zu Beginn des vierten
rv-the-mautoma-s-pieces-31084c60 = Die Teile des Mautoma
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


# crawl2 (w-crawl2)
rv-cards-first-and-second-bc37ac78 = Karten { $first } und { $second }
rv-board-4816cbfd = Tableau
rv-sample-board-and-map-c219cff9 = Beispiel-Tableau und -Karte
rv-as-your-board-says-asked-at-7ef79a96 = Wie dein Tableau sagt (am Tisch gefragt, wenn Soloist es nicht weiß)
rv-the-cards-with-an-s-0d9f77a2 = Die Karten mit einem „S“
rv-any-other-tribe-467a78b4 = Ein anderer Stamm
rv-the-tribe-with-5-target-tiles-dd9be87e = Der Stamm mit 5 Zielplättchen auf seiner Mondseite (erschlossen)
rv-tribe-6c49567d = Stamm
rv-a-standard-set-8d2801cb = Ein Standard-Satz
rv-drafted-draw-5-keep-2-until-3a61ebb8 = Gedraftet: ziehe 5, behalte 2, bis du 6 hast
rv-starting-cards-161cfa4e = Start-Bürgerkarten
rv-your-mautoma-board-written-down-in-684bed4b = Dein Mautoma-Tableau in einer Datei aufgeschrieben: die Energieleiste, ihre Farben und Abschnitte, die Pfeilgruppen, die beiden Karten mit einem „S“. Ohne sie fragt Soloist am Tisch, was jede Entscheidung braucht, und behält dein Tableau in deinen Komponenten.
rv-your-map-written-down-in-a-3c149fe6 = Deine Karte in einer Datei aufgeschrieben: Soloist folgt dann der Karte und ermittelt wählbare Plätze, Reichweite und Boni selbst (deine eigenen Kartenaktionen sagst du ihm). Ohne sie fragt es am Tisch oder folgt der Anordnung deines Tableaus, wenn deine Komponenten sie kennen.
rv-play-on-soloist-s-fictional-sample-d58c0232 = Auf Soloists ERFUNDENEM Beispiel-Tableau und -Karte spielen, wo du keine eigenen angibst (um Soloist auszuprobieren; sie sind ausgedacht, nicht die echten Komponenten).
rv-the-two-action-cards-with-an-19189023 = Die beiden Aktionskarten mit einem „S“ (Soloist nummeriert die Karten 1 bis 6 in der Reihenfolge, in der die Solo-Regeln sie beschreiben). Die echten Markierungen sind nicht öffentlich. (Keine Schwierigkeitsstufe: dieser Solomodus hat keine.)
rv-whether-you-play-the-tribe-of-27d2ce63 = Ob du den Stamm der SPEZIELLEN STAMMESREGELN der Solo-Regeln spielst: der Mautoma zahlt dir dann seine Kosten, wenn er auf deine Marker setzt. Die Regeln zeigen diesen Stamm als Symbol; Soloist schließt, dass es der Stamm ist, dessen Mondseite 5 Zielplättchen hat.
rv-your-6-starting-citizen-cards-by-19edca90 = Deine 6 Start-Bürgerkarten, nach den Solo-Regeln.

# r6 revive (w-r6-revive)
# $article: der englische Artikel („a“/„an“) vor einer Farbe; die deutschen Nachrichten, die
# ihn bekommen, wählen ihren eigenen und brauchen ihn nicht.
rv-a-ca978112 = ein
rv-an-ea325d76 = ein
rv-a-559aead0 = Ein
rv-an-9f98b7c7 = Ein
# Die Größe eines Mautoma-Gebäudes ($size); die Nachrichten wählen danach ihre Form.
rv-small-81db8ebb = klein
rv-large-d35c416a = groß
rv-your-board-s-layout-its-hexes-d108ae03 = der Aufbau deines Spielplans (seine Felder, die Plätze der Geländeplättchen, die Schlucht, die Ecken und die Kristalle): einmal am Tisch beschrieben, Reihe für Reihe (angeboten beim Aufbau der nächsten Partie), damit Soloist der Karte folgen kann
rv-left-of-your-tiles-area-tiles-e14b33ad = { $left } deiner { $tiles } Geländeplättchen: Jedes wird beschrieben, wenn es in einer Partie zum ersten Mal offen liegt (danach wird nur sein Name erfragt)
rv-your-mautoma-board-s-energy-track-d2cb19a0 = die Energieleiste deines Mautoma-Tableaus: die Farbe jeder Position (einmal erfragt, beim Aufbau der nächsten Partie)
rv-the-tiebreaker-arrows-each-position-of-c8b50a53 = die Gleichstandspfeile, auf die jede Position der Energieleiste zeigt (einmal erfragt, wenn Soloist zum ersten Mal deiner Karte folgt)
rv-which-two-of-the-six-action-022703a4 = welche zwei der sechs Aktionskarten ein „S“ tragen (beim Aufbau erfragt)
# Die Farbmuster der Energieleiste (das Wort auf dem Farbfeld).
rv-purple-7d465fb9 = Lila
rv-yellow-19dd83f1 = Gelb
rv-orange-78e7771b = Orange
rv-red-ba19e9c3 = Rot
rv-pink-bd38ed77 = Rosa
rv-teal-fa15a5c1 = Türkis
rv-brown-18f28559 = Braun
rv-grey-d4ac5809 = Grau
rv-black-c6cfe6e4 = Schwarz
rv-white-3495e757 = Weiß
rv-colour-d6838c35 = Farbe
rv-your-energy-track-d060fad0 = Deine Energieleiste
rv-position-number-colour-0355062b = Position { $number }: { $colour }
rv-number-colour-d071cdab = { $number }: { $colour }
rv-number-arrows-f5560e4e = { $number }: { $arrows }
# Die Karte (ein Hexfeld, seine Figuren, die letzte Entscheidung des Mautoma) und der
# beschriebene Aufbau des Spielplans.
rv-mautoma-building-82c17478 = Gebäude des Mautoma
rv-mautoma-figure-f5842b8a = Figur des Mautoma
rv-your-token-4d911961 = dein Marker
rv-chosen-7be403e3 = gewählt
rv-a-candidate-0934bcbe = ein Kandidat
rv-the-tile-being-named-db9963a6 = das Plättchen, das gerade benannt wird
rv-no-hex-56a9f1b7 = kein Hexfeld
rv-the-board-s-first-hex-4c731155 = das erste Hexfeld des Spielplans
rv-the-mautoma-s-last-decision-it-62603173 = Die letzte Entscheidung des Mautoma: Er baut auf { $spot } (die Kandidaten mit ihren Werten)
rv-the-mautoma-s-last-decision-it-3638134e = Die letzte Entscheidung des Mautoma: Er bevölkert { $spot } (seine Kandidaten)
rv-the-mautoma-s-last-decision-it-9eab2f07 = Die letzte Entscheidung des Mautoma: Er erkundet { $spot } (seine Kandidaten)
rv-chosen-value-value-6e5e22d6 = gewählt, Wert { $value }
rv-a-candidate-value-value-81810a54 = ein Kandidat, Wert { $value }
rv-the-mautoma-builds-on-spot-93e4ddb1 = Der Mautoma baut auf { $spot }
rv-the-mautoma-populates-on-spot-2b242cfd = Der Mautoma bevölkert { $spot }
rv-the-mautoma-explores-spot-3537caba = Der Mautoma erkundet { $spot }
rv-words-with-count-crystal-next-to-c1e871f7 = { $words }, mit { $count } Kristall daneben
rv-words-with-count-crystals-next-to-e33a11f6 = { $words }, mit { $count } Kristallen daneben
rv-starting-tile-tile-78cebf03 = Startplättchen { $tile }
rv-area-tile-tile-ef67be2b = Geländeplättchen { $tile }
rv-the-corner-s-large-location-corner-647c2c09 = der große Ort der Ecke { $corner }
rv-row-line-hex-place-words-ec94ecfd = Reihe { $line }, Hexfeld { $place }: { $words }
rv-column-line-hex-place-words-17c624f9 = Spalte { $line }, Hexfeld { $place }: { $words }
rv-your-board-as-described-so-far-6266a121 = Dein Spielplan, wie bisher beschrieben ({ $count } von { $lines } Reihen)
rv-your-board-as-described-so-far-9f2555d7 = Dein Spielplan, wie bisher beschrieben ({ $count } von { $lines } Spalten)
# Deine Komponenten, die Gleichstandspfeile und ein Plättchen, wie es liegt.
rv-not-known-b99520f7 = nicht bekannt
rv-name-fictional-tiles-places-for-area-a3823089 = { $name } (FIKTIV): { $tiles } Plätze für Geländeplättchen, { $starting } davon für die Startplättchen
rv-name-tiles-places-for-area-tiles-f4ce6ade = { $name }: { $tiles } Plätze für Geländeplättchen, { $starting } davon für die Startplättchen
rv-tile-name-kinds-3bbb4d2b = Plättchen { $name }: { $kinds }
rv-thick-arrow-at-the-top-13d3e9cb = Dicker Pfeil oben →
rv-thick-arrow-at-the-top-eef8e415 = Dicker Pfeil oben ←
rv-thick-arrow-at-the-bottom-6fac133b = Dicker Pfeil unten →
rv-thick-arrow-at-the-bottom-9851329e = Dicker Pfeil unten ←
rv-tiebreaker-arrows-cb22e809 = Gleichstandspfeile
rv-space-kind-8cea1745 = { $space }: { $kind }
rv-tile-tile-as-it-lies-0a20cc19 = Plättchen { $tile }, wie es liegt
rv-kinds-or-kind-5eaac70f = { $kinds } oder { $kind }
# Die Reihenfolge, in der die Felder eines Plättchens genannt werden.
rv-count-spaces-7bdc816c = { $count } Felder
rv-count-space-3b084ac7 = { $count } Feld
rv-from-the-left-spaces-edaa8f47 = von links ({ $spaces })
rv-its-row-from-the-left-spaces-10150beb = seine { $row } von links ({ $spaces })
rv-rows-then-its-row-spaces-a5d12095 = { $rows }, dann seine { $row } ({ $spaces })

# r7 rest (w-r7-rest)
rv-person-map-points-461d7ff1 = Deine Kartenpunkte
rv-mautoma-map-points-cb953eb4 = Kartenpunkte des Mautoma
rv-person-build-rewards-0d050e0c = Deine Baubelohnungen
rv-mautoma-build-rewards-294f6c40 = Baubelohnungen des Mautoma
rv-person-tiles-ee5435ae = Deine Gebietsplättchen
rv-person-figures-cb7e3d34 = Deine Figuren
rv-person-turns-8bddd12a = Deine Züge
rv-mautoma-turns-3ebf299d = Züge des Mautoma
rv-refreshes-cc988198 = Erneuerungen
rv-mautoma-buildings-b57d254d = Gebäude des Mautoma
rv-mautoma-figures-a92dd55d = Figuren des Mautoma
rv-mautoma-tiles-c0222c47 = Gebietsplättchen des Mautoma
rv-mautoma-skipped-264eaa5e = Ausgelassene Aktionen des Mautoma
rv-final-action-deck-6410363f = Aktionsstapel am Ende
rv-artifacts-removed-d74ebe33 = Entfernte Artefakte
rv-mautoma-build-bonus-1080abe1 = Baubonus des Mautoma
rv-draws-card-number-f356b6a3 = Ziehungen von Karte { $number }

# r9 help (w-r9-help-de)
rv-a-balance-report-compares-all-15-76ecc429 = Ein Balance-Bericht vergleicht alle 15 Paare.

# r9 values (w-r9-values)
rv-buildings-the-mautoma-placed-d3e586f7 = Vom Mautoma gesetzte Gebäude
rv-population-figures-the-mautoma-placed-c1d98ba2 = Vom Mautoma gesetzte Bevölkerungsfiguren
rv-area-tiles-the-mautoma-explored-b102d25b = Vom Mautoma erkundete Geländeplättchen
rv-actions-the-mautoma-skipped-no-legal-dd0b4a3f = Vom Mautoma ausgelassene Aktionen (kein gültiger Platz und kein Plättchen)
rv-bonuses-next-to-the-mautoma-s-3546147a = Boni neben den Gebäuden des Mautoma, nach seiner eigenen Zählung beim Bauen (summiert)
rv-stand-in-won-the-contest-for-72590005 = Stellvertreter gewinnt den Wettstreit um die Landkarte (mehr Punkte als der Mautoma)
rv-stand-in-s-points-in-the-864cf2fb = Punkte des Stellvertreters im Wettstreit um die Landkarte minus die des Mautoma
rv-stand-in-s-points-in-the-6e3db2c2 = Punkte des Stellvertreters im Wettstreit um die Landkarte
rv-the-mautoma-s-points-in-the-7fa95b0b = Punkte des Mautoma im Wettstreit um die Landkarte
rv-the-map-s-rewards-next-to-e10a33d4 = Belohnungen der Landkarte neben den Gebäuden des Stellvertreters
rv-the-map-s-rewards-next-to-284f96fe = Belohnungen der Landkarte neben den Gebäuden des Mautoma, gezählt wie die des Stellvertreters
rv-area-tiles-the-stand-in-explored-bd3c454d = Vom Stellvertreter erkundete Geländeplättchen
rv-population-figures-the-stand-in-placed-0ed133ef = Vom Stellvertreter gesetzte Bevölkerungsfiguren
rv-mautoma-turns-before-the-game-ends-ec7addb8 = Züge des Mautoma vor Spielende (Aktion + Auffrischung)
rv-your-turns-when-the-game-ends-4bc760f0 = Deine Züge bei Spielende
rv-major-artifacts-the-refresh-turns-removed-2754c130 = Von den Auffrischungszügen entfernte große Artefakte
rv-times-card-number-is-drawn-97fdadb0 = Wie oft Karte { $number } gezogen wird
rv-one-map-action-a-turn-rotating-aa1ccc5d = eine Aktion auf der Landkarte je Zug, reihum erkunden → bauen → bevölkern, auf dem nächsten möglichen Ziel bei seinen eigenen Teilen (zufällig unter den nächsten); keine Stammesmarker; er hat keine Punktzahl (deine Partie jenseits der Landkarte wird nicht nachgebildet), die Partien haben also kein Ergebnis und keine Siegquote: Die Zahlen sind die des Mautoma. Spielt auf der FIKTIVEN Beispiel-Landkarte und dem Beispiel-Tableau, außer --map und --board sind angegeben
rv-one-map-action-a-turn-the-37544841 = eine Aktion auf der Landkarte je Zug, die beste Belohnung, die die Landkarte zeigt: Er baut, solange ein Sandfeld eine Belohnung zahlt (das meiste Gelände, die meisten Kristalle und unbeanspruchtes Wasser daneben; bei Gleichstand der Platz, den der Mautoma in seiner Reichweite 3 am höchsten werten würde, dann der nächste), sonst bevölkert er einen Ort ohne Mautoma-Figur, sonst erkundet er das Plättchen neben den meisten seiner Gebäude; keine Stammesmarker; er hat keine Punktzahl (deine Partie jenseits der Landkarte wird nicht nachgebildet), die Partien haben also kein Ergebnis und keine Siegquote: Die Zahlen sind die des Mautoma. Spielt auf der FIKTIVEN Beispiel-Landkarte und dem Beispiel-Tableau, außer --map und --board sind angegeben
rv-one-map-action-a-turn-at-28290217 = eine Aktion auf der Landkarte je Zug, zufällig (bauen, bevölkern oder erkunden), auf einem zufälligen Ziel; keine Stammesmarker. Spielt auf der FIKTIVEN Beispiel-Landkarte und dem Beispiel-Tableau, außer --map und --board sind angegeben
rv-one-map-action-a-turn-as-f6c4f10f = eine Aktion auf der Landkarte je Zug, wie greedy und steady, durch Suche gewählt: welche Aktion (bauen, bevölkern, erkunden) und wo (die { $candidates } besten Ziele von greedy), jeweils ausprobiert auf Kopien der Partie, deren verdeckter Teil (die Reihenfolge der Mautoma-Stapel, die Karte in der Schachtel, die verdeckten Plättchen) neu gezogen und { $turns } Züge lang von greedy weitergespielt wird; er behält die Antwort mit dem besten Vorsprung im Wettstreit um die Landkarte (die Belohnungen der Landkarte neben seinen Gebäuden gegen die neben denen des Mautoma); keine Stammesmarker, keine Artefakte. Spielt auf der FIKTIVEN Beispiel-Landkarte und dem Beispiel-Tableau, außer --map und --board sind angegeben
rv-stand-in-s-points-in-the-a5516644 = Punkte des Stellvertreters im Wettstreit um die Landkarte minus die des Mautoma

# r9 files (lead)
rv-revive-s-components-have-no-fact-846463ef = Revives Komponenten haben keine Angabe { $key }

# r9 decide (w-r9-decide)
rv-the-new-action-deck-has-count-408b6d0b = : Der neue Aktionsstapel hat { $count } Karten
rv-the-new-action-deck-has-1-8a7cfb7f = : Der neue Aktionsstapel hat 1 Karte mehr
rv-no-board-file-32ce48dd = keine Tableau-Datei
rv-name-fictional-fc71fa45 = { $name } (FIKTIV)
rv-facts-from-the-table-7bf1b717 = Angaben vom Tisch
rv-map-name-fictional-89381b28 = Landkarte { $name } (FIKTIV)
rv-map-name-9f1e6959 = Landkarte { $name }
rv-a-refresh-turn-2fcf19e7 = ein Auffrischungszug
rv-card-number-52cb1467 = Karte { $number }
rv-energy-marker-on-position-energy-of-aaf76560 = Energiemarker auf Position { $energy } von { $size } ({ $board }); { $what }; { $where }.
rv-after-the-turn-energy-marker-on-33869517 = Nach dem Zug: Energiemarker auf Position { $energy }; der Mautoma hat noch { $small } kleine und { $large } große Gebäude und { $figures } Figuren.
rv-source-field-not-given-but-why-0675b825 = { $source }: { $field }: nicht angegeben, aber { $why }; gib es an
rv-the-mautoma-explores-4802fce3 = der Mautoma erkundet
rv-a-tie-needs-the-tiebreaker-arrows-1db8bd55 = ein Gleichstand braucht die Gleichstandspfeile, und keine Tableau-Datei ist angegeben
rv-source-the-tile-on-place-is-eaf285c1 = { $source }: Das Plättchen auf { $place } liegt offen, und die Landkartendatei sagt nicht, was es zeigt; gib die Arten seiner Felder in der Landkartendatei an
rv-source-cannot-answer-question-956e76e6 = { $source }: Keine Antwort auf { $question }
rv-the-mautoma-builds-4ba8aa5e = der Mautoma baut
rv-the-mautoma-populates-a66e9543 = der Mautoma besiedelt
rv-where-empty-give-sample-or-the-10939a5d = { $where }: leer; gib "sample" an oder den Pfad deiner Landkartendatei (oder lass das Feld weg)
rv-where-empty-give-sample-or-the-b98d7750 = { $where }: leer; gib "sample" an oder den Pfad deiner Tableau-Datei (oder lass das Feld weg)
rv-where-value-is-a-folder-not-0780fe80 = { $where }: { $value } ist ein Ordner, keine Landkartendatei
rv-where-value-is-a-folder-not-e7abc776 = { $where }: { $value } ist ein Ordner, keine Tableau-Datei
rv-where-value-no-such-file-path-41db096c = { $where }: { $value }: Diese Datei gibt es nicht ({ $path })
rv-path-give-either-a-map-soloist-b8778adc = { $path }: Gib entweder eine Landkarte an (Soloist berechnet die möglichen Bauplätze) oder spots/locations/tiles (die Angaben vom Tisch), nicht beides
rv-path-state-pieces-on-the-map-b87c575d = { $path }: state: Teile auf der Landkarte brauchen eine Landkartendatei (map = ...)
rv-source-track-size-not-given-and-041ded59 = { $source }: track_size: nicht angegeben, und keine Tableau-Datei gibt die Energieleiste an; gib das eine oder das andere an
rv-source-energy-position-energy-is-not-f5bdc2ef = { $source }: energy: Position { $energy } liegt nicht auf einer Energieleiste mit { $size } Positionen
rv-a-refresh-turn-reads-the-colours-c04b55bf = ein Auffrischungszug liest die Farben und Symbole des Mautoma-Tableaus

# r9 data files (w-r9-pydantic)
rv-give-a-card-number-from-1-d9dabdc2 = gib eine Kartennummer von 1 bis 6 oder "refresh" an, nicht { $value }
