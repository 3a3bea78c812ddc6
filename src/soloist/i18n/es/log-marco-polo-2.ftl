# Marco Polo II: el registro del Automa y de tu partida, en español. Términos:
# glossary-marco-polo-2.md (ninguno comprobado en un ejemplar impreso en español; los del modo
# en solitario, sin fuente en español). Los nombres de ciudades y personajes, las etiquetas de
# los contratos y las frases que compone el código ("2 of its own dice", "1 move", "the
# 2-dice Travel space") llegan como valores, en inglés.

mp2-travel-origin-target-is-moves-why-1409ffc7 = Viaje: de { $origin } a { $target } hay { $moves }; { $why }, así que se ve obligado a ir a { $space }: coloca allí { $dice }.
mp2-travel-origin-target-is-moves-so-bc975700 = Viaje: de { $origin } a { $target } hay { $moves }, así que usa { $space }{ $note }: coloca allí { $dice }.
mp2-place-dice-of-the-automa-on-8e39ba28 = Coloca { $dice } del Automa en { $space } y mueve su peón a { $target }.
mp2-forced-onto-the-3-dice-space-8a9592f2 = Obligado a ir al espacio de 3 dados, también llegaría a la ciudad que sigue a { $city }; el avance que ganó allí ya lo ha llevado hasta ella.
mp2-the-3-dice-space-would-take-75b72b50 = El espacio de 3 dados también lo llevaría a la ciudad siguiente, pero la regleta de viaje no muestra ninguna ciudad más.
mp2-forced-onto-the-3-dice-space-5e778f9b = Obligado a ir al espacio de 3 dados, también llegaría a la ciudad siguiente, { $city }, pero ninguna ruta que pueda tomar lleva hasta allí (le falta el sello para un río): se queda en { $first }.
mp2-forced-onto-the-3-dice-space-f53fab77 = Obligado a ir al espacio de 3 dados, también llega a la ciudad siguiente, { $city } ({ $moves } por una ruta que le abren sus sellos), en la misma acción de viaje.
mp2-move-the-automa-s-figure-on-71e485e1 = Mueve el peón del Automa hasta { $city }.
mp2-books-it-rolls-die-but-every-6d4b6333 = Libros: saca un { $die }, pero todos los espacios de Libros ya tienen su color y no tiene ningún dado negro: debe respetar las restricciones normales de color de los dados, así que este turno no coloca ningún dado (el dado queda para su próxima carta).
mp2-books-why-it-places-dice-on-2833741e = Libros: { $why }. Coloca { $dice } en { $space } (no toma mercancías).
mp2-place-dice-of-the-automa-on-d801484a = Coloca { $dice } del Automa en { $space }.
mp2-books-lev-0-why-it-places-ba706998 = Libros «LEV 0»: { $why }. Coloca { $dice } en { $space }.
mp2-khan-s-favor-why-it-places-01d4a5f8 = Favor del Khan: { $why }. Coloca { $dice } en el espacio { $number } del Favor del Khan y no recibe nada.
mp2-place-dice-of-the-automa-showing-2e50dd1a = Coloca { $dice } del Automa con un { $value } en el espacio { $number } del Favor del Khan.
mp2-city-card-action-why-number-space-41ff164a = Acción de carta de ciudad: { $why }: { $number }, { $space }.
mp2-place-a-die-of-the-automa-eb8b6e2f = Coloca un dado del Automa con un { $die } en { $space }.
mp2-the-skill-card-s-city-card-6cbd2100 = La acción de carta de ciudad de la carta de Habilidad: { $effects }.
mp2-external-city-action-why-ea1dc2d5 = Acción de ciudad exterior: { $why }.
mp2-the-skill-card-s-external-city-915e13b0 = La acción de ciudad exterior de la carta de Habilidad: { $effects }.
mp2-guild-seal-1-it-places-dice-e721fb5e = Sello de gremio +1: coloca { $dice } en { $space } y toma el Farmer's guild seal, con la cara sin resolver hacia arriba, en el espacio D.
mp2-place-dice-of-the-automa-on-24de2540 = Coloca { $dice } del Automa en el espacio de Sellos de gremio; pon un Farmer's guild seal, con la cara sin resolver (básica) hacia arriba, en el espacio D del Smart Mat.
# $covered y $others llegan en inglés ("; priority A / B / C / D / E, and A is…").
mp2-action-space-letter-uncovered-covered-others-549603f0 = Espacio de acción { $letter } (descubierto{ $covered }{ $others }): coloca { $dice } en { $space } y toma el { $seal }, con la cara sin resolver hacia arriba, tapando el espacio { $letter }. No recibe jade.
mp2-place-dice-of-the-automa-on-46e23abc = Coloca { $dice } del Automa en el espacio de Sellos de gremio; pon el { $seal }, con la cara sin resolver (básica) hacia arriba, en el espacio { $letter }.
mp2-action-space-e-no-contract-on-2c92744e = Espacio de acción E (sin ningún contrato encima{ $covered }{ $others }): coloca { $dice } en { $space }.
mp2-the-automa-s-trading-post-card-397c6af6 = La carta de Puestos comerciales del Automa: { $bonuses }; tus componentes la guardan.
mp2-source-gain-its-figure-moves-once-9ca2bd5e = { $source }: { $gain }: su peón se mueve cuando termine la llegada a { $city } (hasta que se desplace la regleta de viaje, la siguiente ciudad de su visor es aquella en la que está).
mp2-source-amount-vp-vp-gained-so-ad7cbab0 = { $source }: +{ $amount } PV ({ $vp } ganados hasta ahora).
mp2-source-text-the-person-applies-this-6033d0ad = { $source }: { $text } (lo aplicas tú; Soloist no lo lleva).
mp2-source-no-black-die-is-left-90ab624e = { $source }: no queda ningún dado negro en el tablero, así que no toma ninguno.
mp2-source-it-takes-1-black-die-b1efa106 = { $source }: toma 1 dado negro del tablero ({ $left ->
        [one] queda { $left }
       *[other] quedan { $left }
    } allí; tiene { $held }).
mp2-source-remove-the-coin-from-space-088bb03d = { $source }: quita la moneda del espacio { $letter } del Smart Mat; se desbloquea una acción nueva.
mp2-source-the-coin-on-space-letter-88b9d712 = { $source }: la moneda del espacio { $letter } ya no está.
mp2-source-it-completes-the-seal-on-046bf6bb = { $source }: completa el { $seal } del espacio { $letter } (prioridad A/B/C/D/E): ponlo boca abajo; no recibe ninguna bonificación.
mp2-source-no-unresolved-seal-on-a-65056a63 = { $source }: no hay ningún sello sin resolver en A-D, así que completa el contrato superior del espacio E ({ $contract }); ponlo boca abajo con los contratos cumplidos ({ $done ->
        [one] { $done } cumplido
       *[other] { $done } cumplidos
    }).
mp2-space-e-of-the-smart-mat-7ab7269f = El espacio E del Smart Mat queda descubierto (ya no tiene ningún contrato encima).
mp2-source-there-is-no-unresolved-seal-e64076f2 = { $source }: no hay ningún sello ni contrato sin resolver en el Smart Mat: nada que completar.
mp2-city-has-no-contract-left-to-3ee6f431 = En { $city } no queda ningún contrato que tomar.
mp2-it-takes-the-contract-worth-most-4613205a = Toma el contrato que más vale en { $city }: { $contract } (comparados: { $compared }; en caso de empate, deciden los avances, el dado negro y el contrato nuevo). Ponlo debajo de los contratos del espacio E.
mp2-source-no-contract-lies-in-a-8e1e0e5e = { $source }: no hay ningún contrato en una ciudad donde tenga un puesto comercial, así que no toma ninguno.
mp2-source-it-takes-contract-from-city-3137a702 = { $source }: toma { $contract } de { $city } (el que más vale entre { $n ->
        [one] { $n } contrato
       *[other] { $n } contratos
    } de sus ciudades con puesto comercial; en caso de empate, deciden los avances, el dado negro y el contrato nuevo). Ponlo debajo de los contratos del espacio E.
mp2-source-the-contract-pile-is-empty-f4433100 = { $source }: la pila de contratos está vacía: no hay contrato nuevo.
mp2-source-put-the-top-contract-of-7066e671 = { $source }: pon el contrato superior de la pila debajo de los contratos del espacio E del Smart Mat ({ $contract }).
mp2-first-move-of-the-automa-shift-e663fcea = Primer movimiento del Automa: desplaza la regleta de viaje hasta que el visor muestre las 3 primeras ciudades.
mp2-its-seals-have-changed-since-the-4f14a4f1 = Sus sellos han cambiado desde que se contaron los pasos hasta { $city } (ahora: { $seals }), pero su peón está en camino, en ningún mapa que Soloist conozca: sigue su camino ({ $left ->
        [one] le queda { $left }
       *[other] le quedan { $left }
    }; lectura de Soloist).
mp2-source-up-to-2-advancements-why-aa8ec654 = { $source }: hasta 2 avances: { $why }, así que usa { $used }.
mp2-source-the-trip-slide-shows-no-37025a77 = { $source }: la regleta de viaje no muestra ninguna ciudad más, así que el avance se pierde.
mp2-source-no-route-it-may-take-d94ce163 = { $source }: ninguna ruta que pueda tomar lleva a { $city } (le falta el sello para un río), así que el avance se pierde.
# $passing llega en inglés ("; it stands in … on the way…").
mp2-source-1-advancement-its-figure-moves-0c54a96c = { $source }: 1 avance: su peón avanza un paso hacia { $city } ({ $left ->
        [one] le queda { $left }
       *[other] le quedan { $left }
    }){ $passing }.
mp2-source-1-advancement-its-figure-reaches-964daf89 = { $source }: 1 avance: su peón llega a { $city }.
mp2-no-trading-post-is-ever-placed-c477badc = En { $city } nunca se coloca ningún puesto comercial.
mp2-it-already-has-a-trading-post-3f890500 = Ya tiene un puesto comercial en { $city }.
# $which llega en inglés (" on the left", " on the right").
mp2-the-city-display-numbers-the-city-ac67514c = El visor numera la carta de ciudad{ $which } de { $city }: { $number }.
# $nth llega en inglés ("1st"…), y $column también (" (column 1)").
mp2-put-a-trading-post-of-the-a2c83302 = Pon un puesto comercial del Automa en { $city }: el { $nth } de su carta de Puestos comerciales{ $column } ({ $left ->
        [one] queda { $left } en la carta
       *[other] quedan { $left } en la carta
    }).
mp2-removing-that-trading-post-unlocks-a-9a8414fb = Al quitar ese puesto comercial se desbloquea una bonificación: { $bonus }.
mp2-all-11-of-its-trading-posts-eb782f4f = Sus 11 puestos comerciales están en el tablero, así que, como en el juego base, mueve uno que ya esté allí: el de { $old } ({ $why }; elección de Soloist, las reglas en solitario no dicen cuál).
mp2-move-the-automa-s-trading-post-398f6ca1 = Mueve el puesto comercial del Automa de { $old } a { $city } (sin bonificación: la carta de Puestos comerciales está vacía).
mp2-it-is-the-first-to-place-153abb15 = Es el primero en poner un puesto comercial en { $city }: descarta el bonificador de puesto avanzado de allí ({ $tile }).
mp2-shift-the-trip-slide-one-step-651bfd18 = Desplaza la regleta de viaje un paso hacia arriba: el visor muestra ahora { $city } en su primera columna.
mp2-if-a-red-letter-shows-beside-fb2dc952 = Si junto a { $city } se ve una letra roja, quita esa moneda del Smart Mat (Soloist pregunta cuál cuando el Automa necesite sus monedas).
mp2-city-a-city-of-your-board-b0db1426 = { $city }: una ciudad de tu tablero que Soloist no conocía; tus componentes la guardan.
mp2-the-automa-plays-character-at-level-e30420a8 = El Automa juega con { $character } en el nivel L{ $level }.
mp2-you-take-a-black-die-left-69dada4d = Tomas un dado negro ({ $left ->
        [one] queda { $left }
       *[other] quedan { $left }
    } en el tablero).
mp2-city-has-no-action-space-of-ebb03834 = { $city } no tiene esta ronda ningún espacio de acción propio libre para tus dados.
mp2-you-place-dice-on-space-f2fb6c3f = Colocas { $dice } en { $space }.
mp2-you-place-dice-on-khan-s-56ac68bd = Colocas { $dice } en el espacio { $number } del Favor del Khan.
mp2-you-place-a-die-on-the-f15c5542 = Colocas un dado en la bolsa de dinero.
mp2-your-trading-post-in-city-you-eb5acb6f = Tu puesto comercial en { $city }: eres el primero allí y te llevas su bonificador de puesto avanzado.
mp2-your-trading-post-in-city-6cc9a051 = Tu puesto comercial en { $city }.
mp2-the-position-names-no-character-and-dba199a8 = (La posición no nombra ningún personaje y no da bonificación por el { $nth } puesto comercial: no se supone ninguno.)
mp2-fictional-sample-data-the-map-cards-88224ccf = Datos de muestra FICTICIOS: el mapa, las cartas y las losetas son inventados para demostraciones y pruebas; no son los del juego real.
mp2-place-the-automa-s-11-trading-e93a77ee = Pon los 11 puestos comerciales del Automa en los huecos de su carta de Puestos comerciales y baraja sus 8 cartas de Automa sobre el Smart Mat.
# $who: "the Automa" o "you", en inglés (una clave de Fluent no puede llevar espacios: el
# español elige por "you" y escribe "el Automa" en los demás casos, los únicos dos que hay).
mp2-first-player-chosen-at-random-who-7eaaf776 = Jugador inicial, elegido al azar: { $who ->
        [you] tú
       *[other] el Automa
    }.
mp2-assumption-the-take-contracts-space-is-e67638a5 = Supuesto: el espacio Tomar contratos es azul (compartido); ninguna fuente da su color.{ $how }
# $who: un personaje, o "the character you chose for the Automa" (en inglés).
mp2-take-the-skill-card-of-who-af45598f = Toma la carta de Habilidad de { $who } en el nivel L{ $level } (arriba a la izquierda) y la carta de Puestos comerciales con el mismo símbolo (arriba a la derecha); pon las dos en el Smart Mat. Soloist pregunta qué dan cuando importa.
mp2-place-the-skill-card-skill-and-9d1de988 = Pon la carta de Habilidad { $skill } y la carta de Puestos comerciales «{ $symbol }» en el Smart Mat.
mp2-its-power-power-1967c6ba = Su poder: { $power }
mp2-draw-a-trip-slide-at-random-96432f55 = Toma una regleta de viaje al azar y deslízala bajo el Smart Mat de modo que se vean BEIJING y READY TO START.
mp2-slide-trip-slide-id-under-the-66b8ccd2 = Desliza la regleta de viaje { $id } bajo el Smart Mat de modo que se vean BEIJING y READY TO START{ $how }.
mp2-start-of-the-round-all-dice-450d11ac = Comienzo de la ronda: vuelven todos los dados (los dados negros, al tablero); losetas de oferta y cartas de ciudad exterior nuevas. El Automa no recibe ingresos de los bonificadores de ciudad ni de los sellos de gremio.
# $who: "The Automa" o "You", en inglés; $s es la "s" del verbo inglés ("plays", "takes"):
# el español elige por ella (una clave de Fluent no puede llevar espacios, "The Automa" no
# sirve de clave). $s = "s": el Automa; sin "s": tú.
mp2-who-play-s-first-c08bbf14 = { $s ->
        [s] Empieza el Automa.
       *[other] Empiezas tú.
    }
mp2-end-of-round-round-who-used-698e8f19 = Fin de la ronda { $round }: { $s ->
        [s] el Automa ha sido quien ha usado el último el espacio de Viaje más alto (de { $dice } dados), así que se lleva el reloj de arena y empieza
       *[other] has sido tú quien ha usado el último el espacio de Viaje más alto (de { $dice } dados), así que te llevas el reloj de arena y empiezas
    } la próxima ronda.
mp2-end-of-round-round-nobody-travelled-2d66f506 = Fin de la ronda { $round }: nadie ha viajado; el jugador inicial no cambia.
mp2-end-of-turn-refill-the-empty-9f5fe08c = Fin del turno: repón desde la pila los espacios de contrato vacíos ({ $cities }).
mp2-final-scoring-ad484e29 = Puntuación final
mp2-line-135c07fe = { $line }
mp2-fictional-components-your-component-library-holds-377ee895 = Componentes FICTICIOS: tu biblioteca de componentes tiene los datos de muestra inventados de Soloist; el mapa, las cartas y las losetas no son los del juego real.
mp2-soloist-shuffles-its-model-of-the-a8e1584f = Soloist baraja su modelo de las 8 cartas de Automa para la ronda { $round } (no hace falta que toques el mazo físico).
mp2-shuffle-the-8-automa-cards-and-69af89b2 = Baraja las 8 cartas de Automa y ponlas sobre el Smart Mat.
mp2-trip-slide-number-label-the-cities-8febedf7 = Regleta de viaje { $number } ({ $label }): las ciudades que tus componentes conocen de ella no se vuelven a preguntar.
# $dice ("die", "dice") es la palabra inglesa: el español elige la suya por $left.
mp2-the-automa-deck-has-run-out-28d55737 = El mazo de Automa se ha agotado: el Automa termina su ronda antes de tiempo con { $left ->
        [one] { $left } dado sin usar
       *[other] { $left } dados sin usar
    }.
mp2-the-automa-draws-card-2e6cf492 = El Automa roba { $card }.
mp2-the-automa-has-used-all-its-597a8a58 = El Automa ha usado todos sus dados esta ronda.
mp2-no-main-action-of-the-card-40f70a31 = Ninguna acción principal de la carta es válida.
# $nth llega en inglés ("1st"…).
mp2-nth-main-action-action-not-valid-be81b020 = Acción principal { $nth }, { $action }: no es válida: { $reason }.

# r6 mp2 (w-r6-mp2)
mp2-the-city-display-numbers-the-city-1febc6f0 = El visor numera la carta de ciudad de la izquierda de { $city }: { $number }.
mp2-the-city-display-numbers-the-city-a1b44127 = El visor numera la carta de ciudad de la derecha de { $city }: { $number }.
mp2-put-a-trading-post-of-the-60741c0a = Pon un puesto comercial del Automa en { $city }: el { $nth } de su carta de Puestos comerciales (columna { $column }) ({ $left ->
        [one] queda { $left } en la carta
       *[other] quedan { $left } en la carta
    }).
mp2-slide-trip-slide-id-under-the-12d20a8f = Desliza la regleta de viaje { $id } bajo el Smart Mat de modo que se vean BEIJING y READY TO START (sacada al azar por Soloist).
mp2-source-1-advancement-its-figure-moves-be3874af = { $source }: 1 avance: su peón avanza un paso hacia { $city } ({ $left ->
        [one] le queda { $left }
       *[other] le quedan { $left }
    }); se detiene por el camino en { $stop }, que no es la siguiente ciudad de su visor, así que allí no hay procedimiento de llegada (lectura de Soloist de «llega a una ciudad nueva»).
