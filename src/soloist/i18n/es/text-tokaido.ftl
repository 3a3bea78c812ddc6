# Lo que Soloist pregunta y dice en Tokaido (preguntas, su ayuda, errores); véase
# docs/translating.md. Términos: glossary-tokaido.md. Donde el inglés dice "she" del Automa,
# el español calla el sujeto. $deck llega en inglés ("Automa cards", "Difficulty Level
# cards"); $order también ("1st"…). Las respuestas que se escriben (3, 2t, 1i, 3ti; las
# letras de los espacios; "preparations") son las que lee el código: se quedan como en inglés.

tk-value-is-not-a-whole-number-f08eb9bc = { $value } no es un número entero
tk-give-a-number-from-low-to-291ff88a = da un número del { $low } al { $high }
tk-tokaido-s-components-have-no-fact-4e15c6f8 = Los componentes de Tokaido no tienen el dato { $key }; sus datos son: { $facts }
tk-total-cards-your-deck-are-size-784218e4 = { $total } cartas: tus { $deck } son { $size }
tk-text-is-not-an-automa-card-1b346907 = { $text } no es una carta de Automa: escribe su alcance 1-3 y después t por el icono del Templo y/o i por el de la Posada (3, 2t, 1i, 3ti)
tk-range-range-line-no-icon-be5ce42e = alcance { $range } ({ $line }), sin icono
tk-range-range-line-with-the-icon-d37ff687 = alcance { $range } ({ $line }) con el icono de { $icon }
tk-range-range-line-with-the-first-6f87566c = alcance { $range } ({ $line }) con los iconos de { $first } y { $second }
tk-points-d-points-216e5580 = { $points ->
        [one] { SIGNED($points) } punto
       *[other] { SIGNED($points) } puntos
    }
tk-1-item-0fcd49c9 = 1 { $item }
tk-count-coins-to-her-temple-area-14dc1f02 = { $count } monedas a su zona del Templo
tk-nothing-soloist-can-apply-3ff43900 = nada que Soloist pueda aplicar
tk-list-item-31a25fc3 = { $list }, { $item }
tk-effect-note-ff5a4582 = { $effect } ({ $note })
tk-at-each-intermediate-inn-before-the-cfc2092b = en cada Posada intermedia, antes de la Comida, toma 1 carta de Panorama a su elección y la puntúa
tk-at-each-intermediate-inn-before-the-fb00a7da = en cada Posada intermedia, antes de la Comida, roba y resuelve 1 Encuentro
tk-each-meal-costs-him-1-coin-31998f13 = cada Comida le cuesta 1 moneda menos
tk-at-each-encounter-draws-2-cards-568e8166 = en cada Encuentro roba 2 cartas y se queda una
tk-at-each-inn-is-offered-one-00457d30 = en cada Posada se le ofrece gratis una de las Comidas disponibles, al azar; puede rechazarla y comprar como siempre
tk-1-point-per-hot-spring-card-5cd0188c = +1 punto por cada carta de Aguas termales y por cada carta de logro
tk-in-a-village-buying-2-or-1786829b = en un Pueblo, si compra 2 o más recuerdos, el más barato le sale gratis (aun así debe poder pagarlos todos)
tk-at-each-temple-may-also-donate-9cb1b93a = en cada Templo puede donar además 1 moneda de la reserva (+1 punto)
tk-1-point-and-1-coin-at-7f8d590d = +1 punto y +1 moneda en cada Encuentro, antes de resolverlo
tk-once-per-village-buys-one-souvenir-269f0dd6 = una vez por Pueblo compra un recuerdo por 1 moneda
tk-meal-cost-cost-0f8e7726 = { $meal } (coste { $cost })
tk-souvenir-family-price-bd84ac97 = { $souvenir } ({ $family }, { $price })
tk-meal-cost-f95df0f7 = { $meal } ({ $cost })
tk-annaibito-panorama-guide-e5842b8d = Annaibito (guía de { $panorama })
tk-hot-spring-value-18595f7a = Aguas termales ({ $value })
tk-buy-nothing-44fe02ed = no comprar nada
tk-traveller-which-panorama-card-do-you-06a9c74b = { $traveller }: ¿qué carta de Panorama tomas?
tk-village-which-souvenirs-do-you-buy-1c061d30 = Pueblo: ¿qué recuerdos compras?
tk-count-coin-ce40b0d9 = { $count } moneda
tk-count-coins-a5a1f387 = { $count } monedas
tk-count-point-913b1118 = { $count } punto
tk-count-points-284e911a = { $count } puntos
tk-first-coins-points-5e404d56 = { $first }: { $coins }, { $points }
tk-first-second-coins-points-abd09537 = { $first } + { $second }: { $coins }, { $points }
tk-first-second-third-coins-points-6794d2e7 = { $first } + { $second } + { $third }: { $coins }, { $points }
tk-traveller-which-encounter-do-you-keep-a59ebc35 = { $traveller }: ¿con qué Encuentro te quedas? (El otro va al fondo del mazo).
tk-card-your-space-panorama-is-complete-5db12cd2 = { $card }: tu Panorama { $space } está completo; ¿a qué Panorama la añades?
tk-traveller-is-offered-meal-for-free-855dc70d = A { $traveller } se le ofrece { $meal } gratis. ¿Aceptas esta Comida?
tk-choose-your-traveller-tile-the-other-4bae2f8f = Elige tu tarjeta de viajero (la otra vuelve a la caja).
tk-traveller-coins-coins-ability-6a8a51b6 = { $traveller } ({ $coins ->
        [one] { $coins } moneda
       *[other] { $coins } monedas
    }): { $ability }
tk-temple-how-many-coins-do-you-5e3c19b7 = Templo: ¿cuántas monedas donas?
tk-at-least-1-at-most-3-7a08d9d0 = Al menos 1 y como mucho 3; 1 punto por moneda.
tk-no-meal-4023b329 = ninguna Comida
tk-which-meal-do-you-buy-24c52863 = ¿Qué Comida compras?
tk-meal-pay-paid-points-points-a5421c6d = { $meal }: pagar { $paid }, { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
tk-space-panorama-45daf792 = Panorama { $space }
tk-your-turn-where-does-your-traveller-c08df84f = Tu turno: ¿dónde se detiene tu viajero?
tk-only-the-spaces-the-rules-allow-d3d31f18 = Solo se ofrecen los espacios que permiten las reglas; los espacios ocupados cuentan en la distancia.
tk-type-how-many-spaces-ahead-occupied-5022b4d5 = Escribe cuántos espacios avanzas (los ocupados cuentan), o el nombre del espacio cuando solo se ofrece uno de su tipo.
tk-where-count-spaces-ahead-0fef37b3 = { $where }, { $count } espacios más adelante
tk-where-count-space-ahead-0bc1f948 = { $where }, { $count } espacio más adelante
tk-my-space-panorama-2e289310 = mi Panorama { $space }
tk-no-panorama-completed-35f310dc = ningún Panorama completado
tk-why-did-you-just-complete-a-0f48ac3e = { $why }: ¿acabas de completar un Panorama?
tk-the-first-traveller-to-complete-a-05faf90b = El primer viajero que completa un Panorama se lleva su logro; después, los espacios de un Panorama completado quedan cerrados para ti.
tk-a-space-needs-at-least-1-be8459e1 = Un espacio de { $space } pide al menos 1 moneda: ¿tienes una?
tk-traveller-ability-b0cd598f = { $traveller }: { $ability }
tk-another-traveller-an-expansion-or-a-22509fe1 = otro viajero (de una expansión o una promo)
tk-end-of-the-journey-how-many-e06da527 = Final del Viaje. ¿Cuántas cartas de Recuerdo tienes?
tk-end-of-the-journey-how-many-cd782862 = Final del Viaje. ¿Cuántas cartas de Aguas termales tienes?
tk-end-of-the-journey-how-many-3e76d667 = Final del Viaje. ¿Cuántas cartas de Encuentro tienes?
tk-end-of-the-journey-the-total-88574e9f = Final del Viaje. ¿El total de los costes impresos en tus cartas de Comida?
tk-end-of-the-journey-how-many-3626bd97 = Final del Viaje. ¿Cuántas monedas has donado al Templo?
tk-end-of-the-journey-your-score-7accaeb3 = Final del Viaje. ¿Tu puntuación en la pista de puntuación ahora, antes de los logros del final del viaje y de la clasificación del Templo?
tk-which-traveller-tile-did-you-choose-9319b7de = ¿Qué tarjeta de viajero has elegido?
tk-soloist-needs-it-for-the-abilities-e5d196c7 = Soloist lo necesita para las habilidades que afectan a los Panoramas (Hiroshige, Chuubei) y a los logros (Mitsukuni).
tk-space-space-a2056435 = Espacio de { $space }
tk-traveller-s-panorama-card-46cb5637 = Carta de Panorama de { $traveller }
tk-traveller-s-encounter-6ada5404 = Encuentro de { $traveller }
tk-at-the-inn-by-your-traveller-769633df = En la Posada, por la habilidad de tu viajero
tk-1st-e01ddf65 = 1.º
tk-2nd-c21365c7 = 2.º
tk-3rd-c0d75171 = 3.º
tk-none-from-the-display-09529981 = ninguna de las expuestas
tk-which-meal-card-did-you-take-a7b70386 = ¿Qué carta de Comida has tomado de las expuestas?
tk-an-automa-eats-after-you-she-a3e5a40d = Un Automa come después de ti: toma la carta más barata que quede expuesta.
tk-inn-number-position-position-cb381bdc = Posada { $number } (posición { $position })
tk-space-position-position-3505be8a = { $space } (posición { $position })
tk-which-matsuri-card-is-in-play-7b86397a = ¿Qué carta de Matsuri está en juego? (Tu hoja de Matsuri del Automa dice cómo se aplica a los Automas).
tk-none-of-these-it-does-not-83b280dc = ninguna de estas / no afecta a los Automas
tk-matsuri-how-many-points-does-automa-420b75b5 = Matsuri: ¿cuántos puntos puntúa ahora { $automa } con ella, según la hoja de Matsuri del Automa? (0 si ninguno; negativo si pierde puntos)
tk-preparations-automa-leaves-order-how-many-47fab4fd = Preparativos: { $automa } sale en el puesto { $order }. ¿Cuántas monedas añade salir en el puesto { $order } a las monedas iniciales de un viajero en una partida de 3 jugadores, según tu reglamento? (0 si ninguna; negativo si se quitan monedas)
tk-the-3-player-offsets-are-not-034ecca1 = Los ajustes de 3 jugadores no son públicos; puntúa 3 puntos por cada moneda adicional. Soloist recuerda tu respuesta.
tk-preparations-you-leave-order-how-many-842120ce = Preparativos: sales en el puesto { $order }. ¿Cuántas monedas añade salir en el puesto { $order } a las monedas iniciales de un viajero en una partida de 3 jugadores, según tu reglamento? (0 si ninguna; negativo si se quitan monedas)
tk-the-3-player-offsets-are-not-70d0f40f = Los ajustes de 3 jugadores no son públicos; Soloist recuerda tu respuesta (o escríbelos en tu archivo de cartas: preparations).
tk-its-range-line-ends-in-1-792d2385 = Su línea de alcance termina en ① (alcance 1), ② o ③; algunas cartas muestran además el icono del Templo o el de la Posada.
tk-type-the-range-1-2-or-c716889b = Escribe el alcance (1, 2 o 3), seguido de t si la carta muestra el icono del Templo y de p si muestra el de la Posada: 3, 2t, 1p, 3tp.
tk-automa-s-turn-draw-an-automa-e9cf30ce = Turno de { $automa }: roba una carta de Automa y ponla boca arriba en la pila de descartes. ¿Qué carta es?
tk-its-range-line-ends-in-1-49d6f76d = Su línea de alcance termina en ① (alcance 1), ② o ③; algunas cartas muestran además el icono del Templo o el de la Posada. Solo se ofrecen las cartas que quedan en tu mazo ({ $drawn } de tus 16 robadas desde la última vez que barajaste). Si la tuya no aparece, una respuesta anterior estaba mal: retírala, o corrige tus componentes.
tk-draw-a-difficulty-level-card-for-b6feddbf = Roba una carta de Nivel de dificultad para { $who } (carta { $number } de { $wanted }). ¿Qué espacio muestra?
tk-draw-a-difficulty-level-card-for-0f3c0091 = Roba una carta de Nivel de dificultad para { $who }. ¿Qué espacio muestra?
tk-prompt-already-drawn-spaces-18b80f6f = { $prompt } Ya han salido: { $spaces }.
tk-only-the-spaces-still-in-the-b50e68e0 = Solo se ofrecen los espacios que quedan en el mazo.
tk-the-cards-show-different-spaces-so-e6212144 = Las cartas muestran espacios distintos, así que uno que ya ha salido no se vuelve a ofrecer.
tk-one-letter-is-enough-v-shop-08d79e65 = Basta con una letra, la inicial del nombre en inglés: v (Shop/Village, el Pueblo), f, t, h, e, p, m, s.
tk-automa-receives-1-item-is-there-c68ce0af = { $automa } recibe 1 { $item }: ¿queda alguna en la reserva?
tk-if-the-supply-is-empty-she-55c05300 = Si la reserva está vacía, no recibe nada ni puntúa nada por este espacio (la misma regla que en la partida digital).
tk-meal-card-number-of-count-in-7de1fa5d = Carta de Comida { $number } de { $count }, en el orden en que salieron: ¿cuál es?
tk-soloist-gives-each-automa-the-cheapest-3e34f288 = Soloist da a cada Automa la Comida más barata que siga expuesta (si hay empate, la que salió primero), por orden de llegada.
tk-type-its-name-the-first-word-d2f08a2d = Escribe su nombre (basta con la primera palabra).
tk-text-is-not-a-difficulty-level-f6eb0526 = { $text } no es una carta de Nivel de dificultad: escribe una de estas: { $spaces }
tk-face-count-8107fbae = { $face } ×{ $count }
tk-a-confirmed-deck-lists-all-size-e9df5d68 = un mazo confirmado enumera las { $size } { $deck }, no { $total }
tk-range-range-5d202f3d = alcance { $range }
tk-range-range-icon-d36a50de = alcance { $range } + { $icon }
tk-range-range-first-second-bb8df1da = alcance { $range } + { $first } + { $second }
tk-your-deck-known-so-far-e1637846 = Tus { $deck } conocidas hasta ahora:
tk-the-cards-known-to-be-in-d6d90a71 = Las cartas que se sabe que están entre tus { $size } { $deck }, aprendidas de tus partidas.
tk-yes-i-count-them-now-39b65ae3 = Sí: las cuento ahora
tk-not-now-a0e63d7c = Ahora no
tk-yes-these-are-my-cards-8bbcb85f = Sí: estas son mis cartas
tk-no-or-not-sure-0f6c2f7c = No, o no estoy seguro
tk-at-the-inn-your-draws-suggest-14154769 = En la Posada: según tus robos, tus { $size } { $deck } son: { $cards }. ¿Es así?
tk-the-game-is-over-your-draws-54d3a42e = La partida ha terminado. Según tus robos, tus { $size } { $deck } son: { $cards }. ¿Es así?
tk-your-draws-suggest-your-size-deck-1140d9bf = Según tus robos, tus { $size } { $deck } son: { $cards }. ¿Es así?
tk-lay-your-deck-out-by-face-1712d46e = Extiende tus { $deck } agrupadas por cara para comprobarlo: una sola respuesta equivocada en la mesa lo haría incorrecto. Después Soloist las roba él mismo para los Automas, y tus propias cartas pueden quedarse en la caja. «No» las deja en la mesa, y Soloist te ofrecerá contarlas al final de la partida.
tk-lay-your-deck-out-by-face-6897429b = Extiende tus { $deck } agrupadas por cara para comprobarlo: una sola respuesta equivocada en la mesa lo haría incorrecto. Después Soloist las roba él mismo para los Automas. «No» las deja en la mesa, y Soloist te ofrecerá contarlas al final de la partida.
tk-count-again-8b1028fe = Volver a contar
tk-leave-it-for-another-time-c50a864e = Dejarlo para otra vez
tk-none-two-cards-show-the-same-b0a48ca7 = Ninguno: dos cartas muestran el mismo espacio
tk-lay-out-your-count-deck-which-325b7c72 = Extiende tus { $count } { $deck }: ¿qué espacio no aparece en ninguna?
tk-there-are-8-kinds-of-space-75f60dbf = Hay 8 tipos de espacio para 7 cartas. Si dos de tus cartas muestran el mismo espacio, dilo: Soloist te preguntará entonces cuántas muestran cada uno.
tk-out-by-the-space-each-shows-730437b5 = según el espacio que muestra cada una
tk-by-face-range-and-icons-and-997cfefb = por cara (alcance e iconos) y cuenta cada una
tk-the-deck-recorded-make-more-than-9fb1164b = Las { $deck } anotadas suman más que tus { $size }: alguna respuesta estaba mal.
tk-your-draws-suggested-all-size-of-7164fed7 = Tus robos han sugerido las { $size } { $deck }, sin confirmar.
tk-soloist-knows-total-of-your-size-48025e51 = Soloist conoce hasta ahora { $total } de tus { $size } { $deck }.
tk-the-game-is-over-so-far-f384e43d = La partida ha terminado. { $so_far } ¿Las cuentas ahora, para que la partida digital y la simulación roben las tuyas? Ordena las { $size } cartas { $face }: cosa de un minuto.
tk-soloist-never-guesses-your-cards-without-a72f762e = Soloist nunca adivina tus cartas. Sin un recuento, las aprende de las cartas que robas (el máximo de cada una visto entre dos barajadas), lo que lleva unas cuantas partidas.
tk-how-many-of-your-deck-show-1326acfd = ¿Cuántas de tus { $deck } muestran { $face }?
tk-remaining-of-the-size-cards-are-a6b96009 = { $remaining ->
        [one] Falta por contar { $remaining } de las { $size } cartas.
       *[other] Faltan por contar { $remaining } de las { $size } cartas.
    }
tk-your-counts-make-count-deck-not-82e74b9b = Tus recuentos suman { $count } { $deck }, no { $size }. ¿Vuelves a contar?

# crawl (w-crawl): the table's words (tableview.py) and the decks' names. (On main this
# file had no message yet; the Spanish questions come with w-tr4-es: keep both.)
tk-sh-6385e764 = Pu
tk-fa-553dbacb = Gr
tk-te-7566ad8d = Te
tk-hs-6e314c4d = AT
tk-en-fb92c7e3 = En
tk-pa-43b92319 = Ar
tk-mo-d23e867e = Mo
tk-se-b204d9d0 = Ma
tk-temple-coins-f8e411c2 = Monedas en el Templo
tk-meals-6b2598d9 = Comidas
tk-achievement-293523c3 = Logro
tk-difficulty-level-card-0ff89ba7 = carta de Nivel de dificultad
tk-range-range-de3b6b3c = Alcance { $range }
tk-the-road-from-start-to-end-d6550734 = El camino de { $start } a { $end }
tk-towards-end-position-first-to-last-03324be2 = hacia { $end }, posición { $first } a { $last }
tk-rank-highest-00e0d19d = rango más alto
tk-rank-lowest-f40cc450 = rango más bajo
tk-rank-rank-be820743 = rango { $rank }
tk-occupied-20323a24 = ocupada
tk-she-left-7b58031e = su salida
tk-name-s-move-97906c5c = Movimiento de { $name }
tk-name-s-card-719928ad = Carta de { $name }
tk-name-moved-to-where-ca14b72e = { $name } fue a { $where }
tk-before-then-7341df86 = { $before }; { $then }
tk-column-index-6e29ac8a = columna { $index }
tk-costs-costs-73135c4d = cuestan { $costs }
tk-name-s-collection-1e1a7f0a = Colección de { $name }
tk-no-items-5223d76c = Nada todavía.
tk-score-score-373ba1d7 = { $score } puntos
tk-coins-7ae57d9d = Monedas
tk-panorama-2be61912 = Panorama
tk-souvenirs-ecc7b460 = Recuerdos
tk-hot-springs-7a413fef = Aguas termales
tk-encounters-53632506 = Encuentros
tk-your-collection-9b28be3d = Tu colección
tk-name-where-score-77479c90 = { $name }: { $where }, { $score }
tk-name-where-00e97ccd = { $name }: { $where }
tk-before-then-233e151b = { $before } · { $then }
tk-arrived-in-end-2c08d998 = Llegada a { $end }
tk-between-inn-inn-and-inn-next-771395d6 = Entre la Posada { $inn } y la Posada { $next }
tk-meal-c3940d7d = Comida
tk-cost-cost-50e6ffdc = cuesta { $cost }
tk-your-deck-as-your-draws-suggest-c6971763 = Tus { $deck }, tal como las sugieren tus robos
tk-counted-at-the-end-of-the-520d601c = se cuenta al final del viaje
tk-the-road-f80f9854 = El camino
tk-automa-discard-pile-94246d52 = Descarte de los Automas
tk-last-card-drawn-761dd271 = Última carta robada
tk-meals-on-display-ab3f3cb5 = Comidas a la vista

# composed values (composed-others)
tk-space-rank-highest-its-icon-is-07249a23 = { $space } rango más alto (su icono está en la carta)
tk-space-rank-lowest-8368f73b = { $space } rango más bajo
tk-space-rank-rank-619be030 = { $space } rango { $rank }
tk-range-range-compared-space-a55d4ffe = alcance { $range }: { $compared } → { $space }
tk-text-most-spaces-among-the-highest-124d59ce = { $text } (más espacios entre los de rango más alto: el desempate de la variante del Automa)
tk-text-fewest-spaces-among-the-highest-ed21f13c = { $text } (menos espacios entre los de rango más alto)
tk-text-no-further-than-the-next-6feb8365 = { $text } (no más allá de la siguiente Posada)
tk-text-1-occupied-space-skipped-b3d16032 = { $text } (1 espacio ocupado saltado)
tk-text-skipped-occupied-spaces-skipped-8d0abbc1 = { $text } ({ $skipped } espacios ocupados saltados)
tk-at-the-bottom-of-her-leftmost-9dd6a710 = abajo en su columna vacía más a la izquierda (columna { $column })
tk-on-top-of-its-column-column-72341cd8 = encima de su columna (columna { $column })
tk-small-object-67ee69f0 = objeto pequeño
tk-food-drink-88c42d8b = comida y bebida
tk-clothing-12d264de = ropa
tk-art-d3cec991 = arte
tk-outcome-cards-f8cdf192 = { $outcome }, { $cards }.
tk-outcome-058ee61a = { $outcome }.
tk-name-score-bdddf93d = { $name } { $score }
tk-you-win-with-points-points-others-9df6b2c2 = Ganas con { $points } puntos ({ $others })
tk-a-shared-victory-at-points-points-d813f353 = Una victoria compartida con { $points } puntos con { $winners } (el mismo número de cartas de logro): { $others }
tk-winners-win-with-points-points-you-066f6637 = { $winners } ganan con { $points } puntos; tú tienes { $yours } ({ $others })
tk-winner-wins-with-points-points-more-acfbc477 = { $winner } gana con { $points } puntos (más cartas de logro); tú tienes { $yours } ({ $others })
tk-winner-wins-with-points-points-you-8d868a54 = { $winner } gana con { $points } puntos; tú tienes { $yours } ({ $others })
tk-soloist-s-own-45fd75b8 = las de Soloist
tk-your-own-file-abcddfca = tu propio archivo
tk-1-additional-coin-af1b0c1f = 1 moneda adicional
tk-count-additional-coins-cf49ff03 = { $count } monedas adicionales
tk-nobody-6382b3cc = nadie
tk-name-count-24ca03bd = { $name } { $count }
tk-the-first-drawn-of-the-cheapest-df304498 = , la primera robada de las más baratas
tk-automa-cards-787c879a = cartas de Automa
tk-difficulty-level-cards-2c3b9eca = cartas de Nivel de dificultad
tk-shop-village-f300c818 = Pueblo
tk-with-the-assumed-automa-and-difficulty-38d4a294 = con las cartas de Automa y de Nivel de dificultad SUPUESTAS, no las reales
tk-with-your-own-automa-and-difficulty-10513545 = con tus propias cartas de Automa y de Nivel de dificultad (tus componentes)
tk-with-your-own-automa-cards-and-7668d1f0 = con tus propias cartas de Automa y las cartas de Nivel de dificultad SUPUESTAS, no las reales
tk-with-the-assumed-automa-cards-not-b59cb2dc = con las cartas de Automa SUPUESTAS, no las reales, y tus propias cartas de Nivel de dificultad
tk-with-automa-and-difficulty-d247e14c = con { $automa } y { $difficulty }
tk-the-deck-your-draws-suggest-not-d22463e9 = las { $deck } que sugieren tus robos (sin confirmar)
tk-the-assumed-deck-not-the-real-6473dc41 = las { $deck } SUPUESTAS, no las reales
tk-your-own-deck-your-components-924de862 = tus propias { $deck } (tus componentes)
tk-more-than-your-size-deck-a-fc916b4f = más que tus { $size } { $deck } (una respuesta errónea que corregir)
tk-all-of-your-size-deck-as-e37cac56 = todas tus { $size } { $deck } tal como las sugieren tus robos (sin confirmar)
tk-none-of-your-size-deck-8b6e4bee = ninguna de tus { $size } { $deck }
tk-all-of-your-size-deck-665a0dae = todas tus { $size } { $deck }
tk-total-of-your-size-deck-76d1d647 = { $total } de tus { $size } { $deck }
tk-your-components-hold-automa-and-difficulty-58db5b93 = Tus componentes tienen por ahora { $automa } y { $difficulty }
tk-soloist-s-own-cards-assumption-9f52d127 = las cartas de Soloist, { $assumption }
tk-soloist-s-own-automa-cards-invented-7d10e58b = las cartas de Automa de Soloist, inventadas: alcances { $ranges }; el icono de Templo en { $temples } cartas, el icono de Posada en { $inns }
tk-count-range-f2e132d6 = { $count }×{ $range }
tk-soloist-s-own-difficulty-level-cards-992ceac9 = las cartas de Nivel de dificultad de Soloist, inventadas: { $cards }
tk-the-automa-cards-your-draws-suggest-14560da0 = las cartas de Automa que sugieren tus robos (sin confirmar: una sola respuesta errónea las haría incorrectas)
tk-the-difficulty-level-cards-your-draws-493ef9f7 = las cartas de Nivel de dificultad que sugieren tus robos (sin confirmar)
tk-your-own-automa-cards-your-components-6706a4a1 = tus propias cartas de Automa (tus componentes)
tk-your-own-difficulty-level-cards-your-1a9cdec4 = tus propias cartas de Nivel de dificultad (tus componentes)
tk-automa-and-difficulty-7cc0ad1b = { $automa }, y { $difficulty }
tk-automa-and-difficulty-96dd6721 = { $automa } y { $difficulty }
tk-green-d486dfbd = Verde
tk-blue-ec7d56a0 = Azul

# crawl2 (w-crawl2)
tk-level-default-ef718fbc = { $level } (por defecto)
tk-base-game-84a278d8 = Juego básico
tk-initiation-52ecdf2a = Journey of Initiation
tk-return-trip-4f58c6c9 = Viaje de vuelta
tk-gastronomy-3aad4cba = Gastronomía
tk-preparations-2552d0c8 = Preparativos
tk-crossroads-257d3b4c = Crossroads
tk-matsuri-a0110fe2 = Matsuri
tk-physical-draw-09e049f6 = Robo físico
tk-difficulty-level-1-7-1-2-7fc7237a = Nivel de dificultad 1-7: con 1/2/3 resuelves 5/3/1 cartas de Nivel de dificultad en la preparación, 4 es el nivel por defecto, con 5/6/7 cada Automa resuelve 1/3/5.
tk-digital-play-soloist-models-your-whole-f8f3b9ac = Juego digital: Soloist modela también todo tu juego básico (el camino, los mazos, tus monedas y cartas); tú solo tomas tus propias decisiones.
tk-your-own-automa-and-difficulty-level-5b0870c4 = Tus propias cartas de Automa y de Nivel de dificultad escritas en un archivo: Soloist las baraja y las roba. Sin él, el juego de acompañamiento pregunta qué muestra cada carta que robas (y aprende así tu mazo), y el juego digital usa tu mazo una vez conocido, una composición SUPUESTA hasta entonces.
tk-digital-play-your-printing-s-base-bed2239a = Juego digital: las cartas del juego básico de tu edición escritas en un archivo (una copia corregida de la de Soloist).
tk-journey-of-initiation-variant-no-traveller-ee20d043 = Variante Journey of Initiation: sin losetas de viajero, 7 monedas cada uno; empiezas con 5 puntos.
tk-return-trip-variant-travel-from-edo-74bb346a = Variante Viaje de vuelta: viaja de Edo a Kioto.
tk-gastronomy-variant-3-meal-cards-are-137242f6 = Variante Gastronomía: en cada posada se roban 3 cartas de Comida, no 4.
tk-preparations-variant-starting-coins-by-order-2a9cdaa9 = Variante Preparativos: monedas iniciales según el orden de salida; un Automa obtiene en su lugar 3 puntos por moneda adicional.
tk-crossroads-expansion-companion-play-each-automa-17eafde8 = Expansión Crossroads (juego de acompañamiento): cada Automa obtiene 5 puntos más en la preparación.
tk-matsuri-expansion-companion-play-with-crossroads-c078110e = Expansión Matsuri (juego de acompañamiento, con Crossroads): los Automas ponen en juego la carta de Matsuri superior; su efecto sobre ellos se pregunta, o se lee de la hoja de Matsuri de los Automas de tu archivo de cartas.
tk-companion-play-draw-the-automa-and-c1059025 = Juego de acompañamiento: roba tú mismo las cartas de Automa y de Nivel de dificultad aunque Soloist conozca tu mazo (entonces solo ofrece las cartas que quedan en él). Sin esto, Soloist roba para los Automas de un mazo que conoce.
tk-coin-0241ccff = Moneda
tk-paddy-panorama-card-3147a6d9 = Carta de Panorama de arrozal
tk-mountain-panorama-card-2a862a81 = Carta de Panorama de montaña
tk-sea-panorama-card-b9f525ed = Carta de Panorama de mar
tk-souvenir-card-dd18a602 = Carta de Recuerdo
tk-encounter-card-49b92a19 = Carta de Encuentro
tk-hot-spring-card-2dd49a3d = Carta de Aguas termales

# r6 tokaido (w-r6-tokaido)
tk-range-ti-69430e2f = { $range }tp
tk-range-t-28e6c17e = { $range }t
tk-range-i-37f18846 = { $range }p
tk-your-deck-b988db8a = tus { $deck }
tk-value-does-not-read-error-cc098833 = { $value } (no se puede leer: { $error })
tk-your-deck-the-cards-recorded-make-71f55dad = tus { $deck }: las cartas anotadas suman más de { $size }; corrige u olvida este dato
tk-your-deck-your-draws-suggest-all-c5f2a5a6 = tus { $deck }: tus robos sugieren las { $size }, aún sin confirmar; las confirmas con un toque en tu próxima partida de acompañamiento (o las cuentas al final)
tk-your-deck-total-of-size-known-dcb4d81d = tus { $deck }: { $total } de { $size } conocidas; el resto se aprende de las cartas que robas en las partidas de acompañamiento, o se cuenta al final de una
tk-the-preparations-variant-s-3-player-ae8a6d33 = los ajustes para 3 jugadores de la variante Preparativos (se preguntan la primera vez que la juegas)
tk-ocha-costs-2-liam-obj-fox-6514228a = Ocha cuesta 2 (LIAM, OBJ); FOX le da precio 1
tk-6-worth-2-and-6-worth-f3eb2da6 = 6 que valen 2 y 6 que valen 3 (una sola fuente: LIAM)
tk-5-copies-of-each-value-inferred-a490d5c1 = 5 copias de cada valor (deducido del total de 60 cartas)
tk-all-size-confirmed-parts-cfd7faa2 = las { $size } (confirmadas): { $parts }
tk-total-of-size-parts-7c9c0abd = { $total } de { $size }: { $parts }
tk-none-of-the-size-known-yet-ce31e5dd = ninguna de las { $size } conocida aún
tk-total-cards-recorded-more-than-the-91a6857e = { $total } cartas anotadas, más que las { $size } del mazo (una respuesta estaba mal: corrige u olvida este dato): { $parts }
tk-all-size-known-confirmed-parts-20dc412a = las { $size } conocidas (confirmadas): { $parts }
tk-all-size-suggested-by-your-draws-2566ca4c = las { $size } sugeridas por tus robos, aún sin confirmar (una sola respuesta errónea las haría erróneas): { $parts }
tk-total-of-size-known-so-far-20c37ed0 = { $total } de { $size } conocidas hasta ahora: { $parts }
tk-the-preparations-variant-the-coins-of-6726ec0c = la variante Preparativos: las monedas del viajero que sale primero de la primera posada
tk-the-preparations-variant-the-coins-of-f2fa08f0 = la variante Preparativos: las monedas del viajero que sale segundo de la primera posada
tk-the-preparations-variant-the-coins-of-de4a7023 = la variante Preparativos: las monedas del viajero que sale tercero de la primera posada
tk-village-shop-f7654edf = Pueblo (tienda)
tk-until-your-automa-deck-is-known-84f22a6e = ; hasta que se conozca tu mazo de Automa, robas sus cartas y dices qué muestra cada una

# r7 rest (w-r7-rest)
tk-green-score-065ccff1 = Puntuación de Verde
tk-blue-score-75bae5ae = Puntuación de Azul
tk-automa-best-score-66579da4 = Mejor puntuación de un Automa
tk-the-road-stretch-cc0dafff = El camino { $stretch }
tk-from-start-to-end-70afbec8 = de { $start } a { $end }
tk-confirmed-d3e2718f = confirmado:
tk-confirmed-cards-b0bc97e3 = { $confirmed } { $cards }

# r9 help (w-r9-help-es)
tk-doc-a-copy-of-file-3d6454ea = { $doc } (una copia de { $file })

# r9 values (w-r9-values)
tk-the-16-automa-cards-and-7-980989b3 = Las 16 cartas de Automa y las 7 cartas de Nivel de dificultad no son públicas: sin --cards FILE, el juego digital y la simulación usan la composición inventada por Soloist (src/soloist/games/tokaido/data/assumed-automa-cards.toml), una SUPOSICIÓN, no las cartas reales.
tk-green-automa-score-8536175a = Puntuación del Automa verde
tk-blue-automa-score-9eaf94c0 = Puntuación del Automa azul
tk-stand-in-score-minus-the-best-6e26f4c4 = Puntuación del suplente menos la del mejor Automa
tk-these-games-draw-your-own-automa-b9dfd687 = Estas partidas roban tus propias cartas de Automa y de Nivel de dificultad, como dicen tus componentes (aprendido de tus partidas).
tk-the-automa-and-difficulty-level-cards-6f6e85a3 = Las cartas de Automa y de Nivel de dificultad no son públicas: estas partidas usan { $cards }, una SUPOSICIÓN, no las cartas reales. { $known }.
tk-the-automa-and-difficulty-level-cards-ba79939e = Las cartas de Automa y de Nivel de dificultad no son públicas: estas partidas usan { $cards }. { $known }.
tk-random-legal-every-decision-traveller-move-3cb959e0 = al azar entre lo permitido: cada decisión (viajero, movimiento, recuerdos, donativo, comida, …) elegida uniformemente al azar entre las respuestas que permiten las reglas
tk-greedy-points-takes-the-traveller-tile-ddb8d2c8 = codicioso de puntos: toma la tarjeta de viajero con más monedas; se mueve al espacio que más puntos vale ahora (un Panorama el valor de su carta, +3 si gana el logro; Aguas termales y Encuentro 2,5; un Templo las monedas que puede dar, hasta 3; un Pueblo 3 con 2 monedas o más, si no 1; una Granja 3 cuando tiene menos de 4 monedas, si no 1; una Posada 0), el más cercano en caso de empate; compra los recuerdos que más puntos valen (los más baratos en caso de empate); dona todo lo que puede; compra la Comida más barata que puede; acepta la Comida gratis de Satsuki
tk-plays-the-digital-journey-by-search-88ae213f = juega el viaje digital mediante búsqueda: en cada movimiento, Pueblo, Templo y Comida (y para su tarjeta de viajero) prueba cada respuesta en copias de la partida cuyas cartas no vistas y cartas de Automa se sacan de nuevo, juega cada copia con el suplente greedy y se queda con la respuesta de mejor margen final sobre el mejor Automa (una victoria cuenta { $win } puntos más); responde a las elecciones de un viajero como greedy
tk-stand-in-score-minus-the-best-3008e183 = puntuación del suplente menos la del mejor Automa

# r9 decide (w-r9-decide)
tk-no-items-a7b605aa = ningún objeto
tk-items-coins-temple-coins-7ac4c9da = { $items }; { $coins } { $coins ->
        [one] moneda
       *[other] monedas
    } en el Templo
tk-source-automa-field-held-but-the-f174fc1a = { $source }: automa.{ $field }: { $held }, pero el juego básico solo tiene { $most }
tk-source-automa-columns-list-each-item-14c28329 = { $source }: automa.columns: indica una sola vez cada tipo de objeto que tiene ({ $items })
tk-source-card-error-27f95482 = { $source }: card: { $error }
tk-source-road-occupied-position-number-is-0f6330fb = { $source }: road.occupied: la posición { $number } no está en el camino (1-{ $last })
tk-source-road-occupied-position-number-is-43ff731e = { $source }: road.occupied: la posición { $number } es la suya
tk-2-coins-from-the-reserve-on-288f7a5b = 2 monedas de la reserva en su zona del Templo; gana 2 puntos
tk-she-waits-at-the-inn-meals-4fdbdfb9 = espera en la Posada (las comidas llegan cuando todos los viajeros han llegado)
tk-she-receives-1-item-held-now-a6c8572d = recibe 1 { $item } (ahora { $held }) y gana { $points } punto
tk-she-receives-1-item-held-now-16de2445 = recibe 1 { $item } (ahora { $held }) y gana { $points } puntos
tk-text-and-the-achievement-3-total-3279bae6 = { $text }, y el { $achievement } (+3): { $total } puntos en total
tk-source-road-occupied-position-number-is-46a344ed = { $source }: road.occupied: la posición { $number } aparece dos veces (una parada del camino admite un solo viajero)
tk-source-automa-position-she-is-already-a4b2bac1 = { $source }: automa.position: ya está en { $end }, al final del camino
tk-name-at-where-score-score-collection-c5cbdc3e = { $name } en { $where }, puntuación { $score }: { $collection }.
tk-other-travellers-others-cb5c82e5 = Otros viajeros: { $others }.
tk-card-card-a2d0711d = Carta: { $card }.
tk-spaces-in-range-occupied-ones-skipped-2dc2f410 = Espacios a su alcance (se saltan los ocupados), del más cercano al más lejano:
tk-skipped-occupied-spaces-11d3142b = Saltados (ocupados): { $spaces }.
tk-explanation-89e6b465 = → { $explanation }.
tk-she-moves-to-where-gain-score-2c97e0cc = Se mueve a { $where }: { $gain }. Puntuación { $score }.
tk-distance-ahead-where-gap-rank-she-cf07422b = { " " } { $distance } por delante  { $where }{ $gap } { $rank }  ← se mueve aquí
tk-distance-ahead-where-gap-rank-9b6962af = { " " } { $distance } por delante  { $where }{ $gap } { $rank }
tk-no-card-given-her-move-for-eafd704d = No se da ninguna carta: su movimiento para cada carta que podría robar.
tk-card-gap-explanation-gain-162f1f6b = { " " } { $card }{ $gap } { $explanation }; { $gain }
tk-count-item-ca146535 = { $count } { $item }
tk-coins-62f014cb = monedas
tk-paddy-panorama-cards-9698409d = cartas de Panorama Arrozal
tk-mountain-panorama-cards-32f59e6f = cartas de Panorama Montaña
tk-sea-panorama-cards-fa96b39c = cartas de Panorama Mar
tk-souvenir-cards-ad07a9ad = cartas de Recuerdo
tk-encounter-cards-bb6d484c = cartas de Encuentro
tk-hot-spring-cards-704c7eef = cartas de Aguas termales

# r9 data files (w-r9-pydantic)
tk-unknown-icon-icon-the-icons-are-07195265 = icono desconocido { $icon }: los iconos son temple e inn
