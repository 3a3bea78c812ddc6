# Marco Polo II: das Protokoll des Automa und deines Spiels, auf Deutsch.
# Begriffe: glossary-marco-polo-2.md (Hans im Glück, „Im Auftrag des Khan“). Städte,
# Charaktere, Karten und die Begründungen des Automa kommen als englische Werte aus dem Code
# ($dice „2 of its own dice“, $space „the 2-dice Travel space“, $why, $contract …) und
# bleiben englisch. Übersetzerentscheidung: „der Automa“ (er), wie im übrigen Katalog; die
# Smart Mat und die Aufdrucke der Solo-Komponenten (BEIJING, READY TO START, „LEV 0“) bleiben,
# wie sie gedruckt sind.

mp2-travel-origin-target-is-moves-why-1409ffc7 = Reisen: { $origin } → { $target }, { $moves }; { $why }, also muss er auf { $space }: Er setzt dort { $dice } ein.
mp2-travel-origin-target-is-moves-so-bc975700 = Reisen: { $origin } → { $target }, { $moves }; also nutzt er { $space }{ $note }: Er setzt dort { $dice } ein.
mp2-place-dice-of-the-automa-on-8e39ba28 = Setze { $dice } des Automa auf { $space } und ziehe seine Figur nach { $target }.
mp2-forced-onto-the-3-dice-space-8a9592f2 = Auf das 3-Würfel-Feld gezwungen, würde er auch die Stadt nach { $city } erreichen; das Vorrücken, das er dort erhalten hat, hat ihn schon dorthin gebracht.
mp2-the-3-dice-space-would-take-75b72b50 = Das 3-Würfel-Feld würde ihn auch zur nächsten Stadt bringen, aber der Reisestreifen zeigt keine weitere Stadt.
mp2-forced-onto-the-3-dice-space-5e778f9b = Auf das 3-Würfel-Feld gezwungen, würde er auch die nächste Stadt erreichen, { $city }, aber keine Route, die er nehmen darf, führt dorthin (ihm fehlt das Siegel für einen Fluss): Er bleibt in { $first }.
mp2-forced-onto-the-3-dice-space-f53fab77 = Auf das 3-Würfel-Feld gezwungen, erreicht er in derselben Reiseaktion auch die nächste Stadt, { $city } ({ $moves } über eine Route, die seine Siegel öffnen).
mp2-move-the-automa-s-figure-on-71e485e1 = Ziehe die Figur des Automa weiter nach { $city }.
mp2-books-it-rolls-die-but-every-6d4b6333 = Bücher: Er würfelt { $die }, aber auf jedem Bücherfeld liegt schon seine Farbe, und er hat keinen schwarzen Würfel: Er muss die normalen Einschränkungen der Würfelfarbe beachten, also setzt er in diesem Zug keinen Würfel ein (der Würfel bleibt für seine nächste Karte).
mp2-books-why-it-places-dice-on-2833741e = Bücher: { $why }. Er setzt { $dice } auf { $space } (er nimmt keine Waren).
mp2-place-dice-of-the-automa-on-d801484a = Setze { $dice } des Automa auf { $space }.
mp2-books-lev-0-why-it-places-ba706998 = Bücher „LEV 0“: { $why }. Er setzt { $dice } auf { $space }.
mp2-khan-s-favor-why-it-places-01d4a5f8 = Gunst des Khan: { $why }. Er setzt { $dice } auf Feld { $number } der Gunst des Khan und erhält nichts.
mp2-place-dice-of-the-automa-showing-2e50dd1a = Setze { $dice } des Automa mit der Augenzahl { $value } auf Feld { $number } der Gunst des Khan.
mp2-city-card-action-why-number-space-41ff164a = Stadtkartenaktion: { $why }: { $number }, { $space }.
mp2-place-a-die-of-the-automa-eb8b6e2f = Setze einen Würfel des Automa mit der Augenzahl { $die } auf { $space }.
mp2-the-skill-card-s-city-card-6cbd2100 = Stadtkartenaktion der Fähigkeitskarte: { $effects }.
mp2-external-city-action-why-ea1dc2d5 = Aktion einer externen Stadtkarte: { $why }.
mp2-the-skill-card-s-external-city-915e13b0 = Aktion der externen Stadtkarte auf der Fähigkeitskarte: { $effects }.
mp2-guild-seal-1-it-places-dice-e721fb5e = Gildensiegel +1: Er setzt { $dice } auf { $space } und nimmt das Gildensiegel der Bauern, mit der unerledigten Seite nach oben, auf Feld D.
mp2-place-dice-of-the-automa-on-24de2540 = Setze { $dice } des Automa auf das Gildensiegel-Feld; lege ein Gildensiegel der Bauern mit der unerledigten (Grund-)Seite nach oben auf Feld D der Smart Mat.
# $covered und $others sind englische Werte (leer oder „; priority A / B / C / D / E, …“).
mp2-action-space-letter-uncovered-covered-others-549603f0 = Aktionsfeld { $letter } (frei{ $covered }{ $others }): Er setzt { $dice } auf { $space } und nimmt { $seal } mit der unerledigten Seite nach oben; damit deckt er Feld { $letter } ab. Er erhält keine Jade.
mp2-place-dice-of-the-automa-on-46e23abc = Setze { $dice } des Automa auf das Gildensiegel-Feld; lege { $seal } mit der unerledigten (Grund-)Seite nach oben auf Feld { $letter }.
mp2-action-space-e-no-contract-on-2c92744e = Aktionsfeld E (kein Auftrag darauf{ $covered }{ $others }): Er setzt { $dice } auf { $space }.
mp2-the-automa-s-trading-post-card-397c6af6 = Die Handelspostenkarte des Automa: { $bonuses }; deine Komponenten merken sie sich.
mp2-source-gain-its-figure-moves-once-9ca2bd5e = { $source }: { $gain }: Seine Figur zieht, sobald die Ankunft in { $city } abgeschlossen ist (bis der Reisestreifen verschoben wird, ist die nächste Stadt in seiner Anzeige die, in der er steht).
mp2-source-amount-vp-vp-gained-so-ad7cbab0 = { $source }: +{ $amount } SP (bisher { $vp } erhalten).
mp2-source-text-the-person-applies-this-6033d0ad = { $source }: { $text } (das führst du aus; Soloist verfolgt es nicht).
mp2-source-no-black-die-is-left-90ab624e = { $source }: Auf dem Spielplan ist kein schwarzer Würfel mehr, also nimmt er keinen.
mp2-source-it-takes-1-black-die-b1efa106 = { $source }: Er nimmt 1 schwarzen Würfel vom Spielplan (dort noch { $left }; er hat { $held }).
mp2-source-remove-the-coin-from-space-088bb03d = { $source }: Entferne die Münze von Feld { $letter } der Smart Mat; das schaltet eine neue Aktion frei.
mp2-source-the-coin-on-space-letter-88b9d712 = { $source }: Die Münze auf Feld { $letter } ist schon weg.
mp2-source-it-completes-the-seal-on-046bf6bb = { $source }: Er erledigt { $seal } auf Feld { $letter } (Reihenfolge A/B/C/D/E): Dreh es um; er erhält keinen Bonus.
mp2-source-no-unresolved-seal-on-a-65056a63 = { $source }: Kein unerledigtes Siegel auf A–D, also erfüllt er den obersten Auftrag von Feld E ({ $contract }); leg ihn verdeckt zu den erfüllten Aufträgen ({ $done } erfüllt).
mp2-space-e-of-the-smart-mat-7ab7269f = Feld E der Smart Mat ist jetzt frei (kein Auftrag mehr darauf).
mp2-source-there-is-no-unresolved-seal-e64076f2 = { $source }: Auf der Smart Mat liegt kein unerledigtes Siegel und kein Auftrag: Es gibt nichts zu erledigen.
mp2-city-has-no-contract-left-to-3ee6f431 = In { $city } liegt kein Auftrag mehr, den er nehmen kann.
mp2-it-takes-the-contract-worth-most-4613205a = Er nimmt den wertvollsten Auftrag in { $city }: { $contract } (verglichen: { $compared }; bei Gleichstand entscheiden Vorrücken, schwarzer Würfel, neuer Auftrag). Leg ihn unter die Aufträge auf Feld E.
mp2-source-no-contract-lies-in-a-8e1e0e5e = { $source }: In keiner Stadt mit einem seiner Handelsposten liegt ein Auftrag, also nimmt er keinen.
mp2-source-it-takes-contract-from-city-3137a702 = { $source }: Er nimmt { $contract } aus { $city } (der wertvollste von { $n } { $n ->
        [one] Auftrag
       *[other] Aufträgen
    } in seinen Städten mit Handelsposten; bei Gleichstand entscheiden Vorrücken, schwarzer Würfel, neuer Auftrag). Leg ihn unter die Aufträge auf Feld E.
mp2-source-the-contract-pile-is-empty-f4433100 = { $source }: Der Auftragsstapel ist leer: kein neuer Auftrag.
mp2-source-put-the-top-contract-of-7066e671 = { $source }: Leg den obersten Auftrag des Stapels unter die Aufträge auf Feld E der Smart Mat ({ $contract }).
mp2-first-move-of-the-automa-shift-e663fcea = Erster Zug des Automa: Verschiebe den Reisestreifen, bis die ersten 3 Städte in der Anzeige zu sehen sind.
mp2-its-seals-have-changed-since-the-4f14a4f1 = Seine Siegel haben sich geändert, seit die Schritte nach { $city } gezählt wurden (jetzt: { $seals }), aber seine Figur ist unterwegs, auf keiner Landkarte, die Soloist kennt: Er bleibt auf seinem Weg (noch { $left }; Soloists Lesart).
mp2-source-up-to-2-advancements-why-aa8ec654 = { $source }: bis zu 2-mal Vorrücken: { $why }, also nutzt er { $used }.
mp2-source-the-trip-slide-shows-no-37025a77 = { $source }: Der Reisestreifen zeigt keine weitere Stadt, also verfällt das Vorrücken.
mp2-source-no-route-it-may-take-d94ce163 = { $source }: Keine Route, die er nehmen darf, führt nach { $city } (ihm fehlt das Siegel für einen Fluss), also verfällt das Vorrücken.
mp2-source-1-advancement-its-figure-moves-0c54a96c = { $source }: 1-mal Vorrücken: Seine Figur zieht einen Schritt Richtung { $city } (noch { $left }){ $passing }.
mp2-source-1-advancement-its-figure-reaches-964daf89 = { $source }: 1-mal Vorrücken: Seine Figur erreicht { $city }.
mp2-no-trading-post-is-ever-placed-c477badc = In { $city } wird nie ein Handelsposten gesetzt.
mp2-it-already-has-a-trading-post-3f890500 = Er hat schon einen Handelsposten in { $city }.
# $which ist ein englischer Wert (leer oder „ on the left“).
mp2-the-city-display-numbers-the-city-ac67514c = Die Städteanzeige nummeriert die Stadtkarte{ $which } von { $city }: { $number }.
# $nth ist ein englischer Wert („1st“), $column ebenso („ (column 1)“).
mp2-put-a-trading-post-of-the-a2c83302 = Setze einen Handelsposten des Automa in { $city }: Handelsposten { $nth } von seiner Handelspostenkarte{ $column } (noch { $left } auf der Karte).
mp2-removing-that-trading-post-unlocks-a-9a8414fb = Das Entfernen dieses Handelspostens schaltet einen Bonus frei: { $bonus }.
mp2-all-11-of-its-trading-posts-eb782f4f = Alle 11 seiner Handelsposten stehen auf dem Spielplan, also versetzt er wie im Grundspiel einen, der schon dort steht: den in { $old } ({ $why }; Soloists Wahl, die Solo-Regeln sagen nicht, welchen).
mp2-move-the-automa-s-trading-post-398f6ca1 = Versetze den Handelsposten des Automa von { $old } nach { $city } (kein Bonus: Die Handelspostenkarte ist leer).
mp2-it-is-the-first-to-place-153abb15 = Er setzt als Erster einen Handelsposten in { $city }: Er wirft das Kontorbonus-Plättchen dort ab ({ $tile }).
mp2-shift-the-trip-slide-one-step-651bfd18 = Schiebe den Reisestreifen einen Schritt nach oben: Die Anzeige zeigt jetzt { $city } in ihrer ersten Spalte.
mp2-if-a-red-letter-shows-beside-fb2dc952 = Ist neben { $city } ein roter Buchstabe zu sehen, entferne diese Münze von der Smart Mat (Soloist fragt, welche, wenn der Automa seine Münzen das nächste Mal braucht).
mp2-city-a-city-of-your-board-b0db1426 = { $city }: eine Stadt deines Spielplans, die Soloist nicht kannte; deine Komponenten merken sie sich.
mp2-the-automa-plays-character-at-level-e30420a8 = Der Automa spielt { $character } auf Stufe L{ $level }.
mp2-you-take-a-black-die-left-69dada4d = Du nimmst einen schwarzen Würfel (noch { $left } auf dem Spielplan).
mp2-city-has-no-action-space-of-ebb03834 = { $city } hat in dieser Runde kein eigenes Aktionsfeld frei für deine Würfel.
mp2-you-place-dice-on-space-f2fb6c3f = Du setzt { $dice } auf { $space }.
mp2-you-place-dice-on-khan-s-56ac68bd = Du setzt { $dice } auf Feld { $number } der Gunst des Khan.
mp2-you-place-a-die-on-the-f15c5542 = Du setzt einen Würfel auf das Geldsäckchen.
mp2-your-trading-post-in-city-you-eb5acb6f = Dein Handelsposten in { $city }: Du bist dort zuerst und nimmst das Kontorbonus-Plättchen.
mp2-your-trading-post-in-city-6cc9a051 = Dein Handelsposten in { $city }.
mp2-the-position-names-no-character-and-dba199a8 = (Die Stellung nennt keinen Charakter und gibt keinen Bonus für Handelsposten { $nth }: keiner angenommen.)
mp2-fictional-sample-data-the-map-cards-88224ccf = ERFUNDENE Beispieldaten: Landkarte, Karten und Plättchen sind für Vorführung und Tests ausgedacht; es sind nicht die des echten Spiels.
mp2-place-the-automa-s-11-trading-e93a77ee = Setze die 11 Handelsposten des Automa in die Fächer seiner Handelspostenkarte und mische seine 8 Automa-Karten auf die Smart Mat.
# $who ist „you“ oder „the Automa“.
mp2-first-player-chosen-at-random-who-7eaaf776 = Startspieler, zufällig bestimmt: { $who ->
        [you] du
       *[other] der Automa
    }.
mp2-assumption-the-take-contracts-space-is-e67638a5 = Annahme: Das Feld „Aufträge nehmen“ ist blau (geteilt); keine Quelle nennt seine Farbe.{ $how }
mp2-take-the-skill-card-of-who-af45598f = Nimm die Fähigkeitskarte von { $who } auf Stufe L{ $level } (oben links) und die Handelspostenkarte mit demselben Symbol (oben rechts); lege beide auf die Smart Mat. Soloist fragt, was sie geben, wenn es darauf ankommt.
mp2-place-the-skill-card-skill-and-9d1de988 = Lege die Fähigkeitskarte { $skill } und die Handelspostenkarte „{ $symbol }“ auf die Smart Mat.
mp2-its-power-power-1967c6ba = Seine Fähigkeit: { $power }
mp2-draw-a-trip-slide-at-random-96432f55 = Ziehe zufällig einen Reisestreifen und schiebe ihn so unter die Smart Mat, dass BEIJING und READY TO START zu sehen sind.
# $how ist ein englischer Wert (leer oder „ (drawn at random by Soloist)“).
mp2-slide-trip-slide-id-under-the-66b8ccd2 = Schiebe Reisestreifen { $id } so unter die Smart Mat, dass BEIJING und READY TO START zu sehen sind{ $how }.
mp2-start-of-the-round-all-dice-450d11ac = Rundenbeginn: Alle Würfel kommen zurück (schwarze Würfel auf den Spielplan); neue Angebotsplättchen und externe Stadtkarten. Der Automa erhält kein Einkommen aus Stadtbonus-Markern oder Gildensiegeln.
# $who ist „The Automa“ oder „You“, $s ist „s“ beim Automa: Das Verb folgt $s.
mp2-who-play-s-first-c08bbf14 = { $s ->
        [s] Der Automa beginnt.
       *[other] Du beginnst.
    }
mp2-end-of-round-round-who-used-698e8f19 = Ende von Runde { $round }: { $s ->
        [s] Der Automa hat zuletzt das höchste Reisefeld (das { $dice }-Würfel-Feld) benutzt und nimmt die Sanduhr
       *[other] Du hast zuletzt das höchste Reisefeld (das { $dice }-Würfel-Feld) benutzt und nimmst die Sanduhr
    }: Startspieler in der nächsten Runde.
mp2-end-of-round-round-nobody-travelled-2d66f506 = Ende von Runde { $round }: Niemand ist gereist; der Startspieler ändert sich nicht.
mp2-end-of-turn-refill-the-empty-9f5fe08c = Ende des Zugs: Fülle die leeren Auftragsfelder ({ $cities }) vom Stapel auf.
mp2-final-scoring-ad484e29 = Schlusswertung
mp2-line-135c07fe = { $line }
mp2-fictional-components-your-component-library-holds-377ee895 = ERFUNDENE Komponenten: Deine Komponentenbibliothek enthält Soloists ausgedachte Beispieldaten; Landkarte, Karten und Plättchen sind nicht die des echten Spiels.
mp2-soloist-shuffles-its-model-of-the-a8e1584f = Soloist mischt sein Modell der 8 Automa-Karten für Runde { $round } (den echten Stapel musst du nicht anfassen).
mp2-shuffle-the-8-automa-cards-and-69af89b2 = Mische die 8 Automa-Karten und lege sie auf die Smart Mat.
mp2-trip-slide-number-label-the-cities-8febedf7 = Reisestreifen { $number } ({ $label }): Die Städte, die deine Komponenten von ihm kennen, werden nicht noch einmal gefragt.
# $dice ist ein englischer Wert („die“/„dice“): Der Plural folgt $left.
mp2-the-automa-deck-has-run-out-28d55737 = Der Automa-Stapel ist aufgebraucht: Der Automa beendet seine Runde vorzeitig mit { $left } { $left ->
        [one] unbenutztem Würfel
       *[other] unbenutzten Würfeln
    }.
mp2-the-automa-draws-card-2e6cf492 = Der Automa zieht { $card }.
mp2-the-automa-has-used-all-its-597a8a58 = Der Automa hat in dieser Runde alle seine Würfel eingesetzt.
mp2-no-main-action-of-the-card-40f70a31 = Keine Hauptaktion der Karte ist möglich.
# $nth ist ein englischer Wert („1st“).
mp2-nth-main-action-action-not-valid-be81b020 = Hauptaktion { $nth }, { $action }: nicht möglich: { $reason }.

# r6 mp2 (w-r6-mp2)
mp2-the-city-display-numbers-the-city-1febc6f0 = Die Städteanzeige nummeriert die linke Stadtkarte von { $city }: { $number }.
mp2-the-city-display-numbers-the-city-a1b44127 = Die Städteanzeige nummeriert die rechte Stadtkarte von { $city }: { $number }.
mp2-put-a-trading-post-of-the-60741c0a = Setze einen Handelsposten des Automa in { $city }: Handelsposten { $nth } von seiner Handelspostenkarte (Spalte { $column }) (noch { $left } auf der Karte).
mp2-slide-trip-slide-id-under-the-12d20a8f = Schiebe Reisestreifen { $id } so unter die Smart Mat, dass BEIJING und READY TO START zu sehen sind (von Soloist zufällig gezogen).
mp2-source-1-advancement-its-figure-moves-be3874af = { $source }: 1-mal Vorrücken: Seine Figur zieht einen Schritt Richtung { $city } (noch { $left }); sie steht unterwegs in { $stop }, nicht der nächsten Stadt seiner Anzeige, also dort kein Ankunftsablauf (Soloists Lesart von „erreicht eine neue Stadt“).
