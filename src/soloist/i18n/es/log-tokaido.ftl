# Tokaido: el registro de los Automas y de tu viaje, en español. Términos: glossary-tokaido.md
# (ninguno comprobado en un ejemplar impreso en español). Los nombres impresos (viajeros,
# Panoramas, logros, comidas, recuerdos, cartas de Matsuri) y los nombres de los Automas
# (Green, Blue) llegan como valores del código, en inglés. Donde el inglés dice "she" del
# Automa, el español calla el sujeto.

tk-temple-2-coins-from-the-reserve-20c9310d = Templo: 2 monedas de la reserva en la zona del Templo de { $name }; puntúa 2 puntos ({ $score }).
tk-name-waits-at-the-inn-meals-b2381ccc = { $name } espera en la Posada: las Comidas llegan cuando todos los viajeros han llegado.
tk-space-no-item-is-left-in-71b6fbf9 = { $space }: no queda ningún { $item } en la reserva, así que { $name } no recibe nada y no puntúa nada.
# $points llega escrito por el código ("2 points").
tk-space-name-receives-1-item-where-4ee2d1c1 = { $space }: { $name } recibe 1 { $item }, { $where }; ahora tiene { $count }, así que puntúa { $points } ({ $score }).
tk-name-is-the-first-to-complete-1ee555cf = { $name } es quien completa primero el Panorama { $panorama } ({ $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }): se lleva el { $title } y puntúa 3 puntos ({ $score }).
tk-journey-of-initiation-no-traveller-tiles-4ac14b7d = Journey of Initiation: sin tarjetas de viajero; tomas 7 monedas y empiezas con 5 puntos.
tk-you-travel-as-title-with-coins-5d61355b = Viajas como { $title } con { $coins ->
        [one] { $coins } moneda
       *[other] { $coins } monedas
    }.
# $order llega en inglés ("1st", "2nd"…).
tk-preparations-you-leave-start-order-so-3c3b2e1d = Preparativos: sales de { $start } en el puesto { $order }, así que { SIGNED($offset) } monedas ({ $coins }).
tk-you-stop-at-where-1f0b6f66 = Te detienes en { $where }.
tk-you-resolve-it-as-if-you-545710bb = La resuelves como si te hubieras detenido en un espacio de { $space }.
tk-farm-3-coins-coins-99aed4ec = Granja: +3 monedas ({ $coins }).
tk-village-you-have-no-coin-so-1d6acfa6 = Pueblo: no tienes ninguna moneda, así que no robas recuerdos.
tk-you-buy-cards-for-paid-coins-cf5caa01 = Compras { $cards } por { $paid ->
        [one] { $paid } moneda
       *[other] { $paid } monedas
    } (te { $coins ->
        [one] queda { $coins }
       *[other] quedan { $coins }
    }).
# $points llega escrito por el código ("3 points").
tk-card-scores-points-score-72c9a607 = { $card } puntúa { $points } ({ $score }).
tk-no-space-panorama-card-of-value-fbdf50b7 = No queda ninguna carta de Panorama { $space } de valor { $value }.
tk-space-panorama-card-value-points-score-be13c2e9 = Carta de Panorama { $space } { $value }: { $points } ({ $score }).
tk-you-take-the-title-points-points-646ad4f1 = Te llevas el { $title }: { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } ({ $score }).
tk-hot-spring-the-deck-is-empty-f9d92b80 = Aguas termales: el mazo está vacío.
tk-card-points-points-score-6c68a8a3 = { $card }: { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } ({ $score }).
tk-temple-you-have-no-coin-to-80a675f1 = Templo: no tienes ninguna moneda que donar.
# $amount ("2 coins") y $extra (" and Hirotada 1 from the bank") llegan escritos por el código.
tk-temple-you-donate-amount-extra-temple-4a993c39 = Templo: donas { $amount }{ $extra }; { $temple } en el templo ({ $score } puntos).
tk-encounter-the-deck-is-empty-41d400e1 = Encuentro: el mazo está vacío.
tk-encounter-card-69767673 = Encuentro: { $card }.
tk-chuubei-draws-an-encounter-89f74c1b = Chuubei roba un Encuentro.
tk-you-can-buy-none-of-the-b954563d = No puedes comprar ninguna de las Comidas expuestas.
tk-you-buy-no-meal-81355529 = No compras ninguna Comida.
tk-you-eat-meal-paying-paid-6-b73458f0 = Comes { $meal } y pagas { $paid }: 6 puntos ({ $score }).
tk-you-travel-as-title-1dbca083 = Viajas como { $title }.
tk-preparations-you-leave-kyoto-order-adjust-a9ddb84f = Preparativos: sales de Kioto en el puesto { $order }; ajusta tus monedas iniciales como dice tu reglamento.
tk-resolve-it-as-if-you-had-253e934f = Resuélvela como si te hubieras detenido en un espacio de { $space } y luego descártala (no muevas a tu viajero).
tk-refused-a-space-needs-at-least-e662a61a = No se puede: un espacio de { $space } pide al menos 1 moneda. Elige otro espacio.
tk-you-arrive-at-where-a06c4704 = Llegas a { $where }.
tk-you-stop-at-where-resolve-it-ec23ea49 = Te detienes en { $where }; resuélvelo como siempre.
tk-you-are-the-first-to-complete-8da67a8c = Eres quien completa primero el Panorama { $panorama }: llévate el { $title } y puntúa { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }.
tk-you-completed-the-panorama-panorama-but-90789f1f = Has completado el Panorama { $panorama }, pero su logro ya está tomado. Sus espacios quedan cerrados para ti.
tk-hiroshige-take-1-panorama-card-of-8379f00d = Hiroshige: toma 1 carta de Panorama a tu elección y puntúala.
tk-chuubei-draw-and-resolve-1-encounter-4fa78533 = Chuubei: roba y resuelve 1 carta de Encuentro.
tk-your-turn-to-buy-a-meal-004df535 = Te toca comprar una Comida, con las reglas normales (nunca dos veces la misma especialidad).
tk-you-take-no-meal-from-the-9bca6ab5 = No tomas ninguna Comida de las expuestas.
tk-you-take-meal-8507ebcc = Tomas { $meal }.
# $title: el nombre en inglés de un mazo ("Automa cards"…), como lo da el código.
tk-not-confirmed-you-draw-your-title-ad034311 = Sin confirmar: robas tus { $title } en la mesa, y Soloist se ofrece a contarlas al final de la partida.
tk-your-title-are-confirmed-cards-soloist-548b5a1f = Tus { $title } quedan confirmadas: { $cards }. Soloist las recuerda.
tk-from-now-on-soloist-draws-the-368a7921 = A partir de ahora Soloist roba las cartas de Automa: devuelve las tuyas a la caja.
tk-your-title-counted-soloist-remembers-them-ac7e4394 = Tus { $title }: { $counted }. Soloist las recuerda: a partir de ahora las roba para los Automas, y el juego digital y la simulación roban las tuyas.
tk-base-game-cards-source-with-these-ebaba1a7 = Cartas del juego base ({ $source }), con estos supuestos: { $notes }.
tk-name-automa-her-traveller-and-score-8f241d77 = Automa { $name }: su viajero y su marcador de puntuación; 1 moneda en su zona de juego (su primera columna), que puntúa en el acto: { $score ->
        [one] { $score } punto
       *[other] { $score } puntos
    }. Sin tarjeta de viajero.
tk-crossroads-name-scores-5-more-points-cef3a9a4 = Crossroads: { $name } puntúa 5 puntos más ({ $score }).
tk-shuffle-the-16-automa-cards-to-45cb349d = Baraja las 16 cartas de Automa para formar el mazo de Automa boca abajo, con sitio al lado para una pila de descartes.
tk-the-journey-begins-at-start-a60df837 = El viaje empieza en { $start }.
tk-you-draw-your-automa-and-difficulty-9a26edd2 = Robas tus cartas de Automa y de Nivel de dificultad en la mesa; Soloist solo te ofrece las cartas que quedan en cada mazo, según las enumera { $source }.
tk-soloist-shuffles-and-draws-the-automa-518ceba6 = Soloist baraja y roba las cartas de Automa y de Nivel de dificultad de { $source }.
tk-soloist-shuffles-and-draws-your-own-f783e700 = Soloist baraja y roba tus propias cartas de Automa y de Nivel de dificultad, según tus componentes (aprendidas de tus partidas).
tk-assumption-the-automa-and-difficulty-level-040af458 = SUPUESTO: las cartas de Automa y de Nivel de dificultad no son públicas; esta partida usa { $which }. { $known }; un mazo pasa a ser tuyo cuando se conoce entero (cuéntalo al final de una partida de acompañamiento, o confirma allí lo que sugieren tus robos), o cuando importas tus propias cartas a tus componentes.
tk-soloist-shuffles-and-draws-your-automa-71845695 = Soloist baraja y roba tus cartas de Automa para los Automas, según tus componentes: deja las tuyas en la caja. Dice qué carta roba cada Automa.
tk-you-draw-the-automa-cards-yourself-483cd380 = Robas tú las cartas de Automa; Soloist solo te ofrece las cartas que quedan en tu mazo.
tk-soloist-shuffles-and-draws-your-difficulty-74dc1383 = Soloist baraja y roba tus cartas de Nivel de dificultad, según tus componentes, y dice qué espacio muestra cada una.
tk-known-soloist-learns-the-rest-from-1928e0ec = { $known }: Soloist aprende el resto de las cartas que robas (lo más visto de cada una entre dos barajadas), o las cuentas al final de la partida{ $until }.
tk-crossroads-choose-your-traveller-use-only-c66d0179 = Crossroads: elige tu viajero; usa solo 3 cartas de cada tipo añadido (Amuletos, Objetos legendarios y Caligrafía, elegidas al azar; puedes mirarlas). La variante Rare and precious no se puede usar; Good luck solo se aplica a ti.
tk-matsuri-remove-kushinada-the-world-traveler-95ec5101 = Matsuri: retira de los viajeros a Kushinada la trotamundos, Misaki la discípula, Musubi el pícaro y Takeru el consejero (Misaki y Takeru se pueden usar, pero son más fuertes en solitario).
tk-promos-antoine-eriku-naiade-and-new-ab23a8cb = Promociones: Antoine, Eriku, Naiade y New Encounters se pueden usar sin cambios; Felicia no se puede usar.
tk-the-travellers-line-up-at-start-e2cbd430 = Los viajeros se colocan en { $start }, en este orden de salida: { $order }.
# $order llega en inglés ("1st"…); $extra también ("2 additional coins").
tk-preparations-name-leaves-order-and-would-b8a4fca9 = Preparativos: { $name } sale en el puesto { $order } y recibiría { $extra }: en su lugar puntúa { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    } ({ $score }).
tk-difficulty-level-level-note-e0b72258 = Nivel de dificultad { $level }{ $note }.
tk-shuffle-the-difficulty-level-cards-draw-9b61b455 = Baraja las cartas de Nivel de dificultad. Roba, resuelve y descarta { $wanted } de ellas, una a una, cada una como si te hubieras detenido en un espacio de su tipo. No muevas a tu viajero.
tk-difficulty-level-card-name-resolves-it-88e4316c = Carta de Nivel de dificultad: { $name } la resuelve como si se hubiera detenido en un espacio de { $space }.
# $explanation: la explicación que compone el código, en inglés.
tk-name-moves-to-where-explanation-ca7291c2 = { $name } va a { $where }: { $explanation }.
tk-everyone-is-at-where-cfdfe6dd = Todos están en { $where }.
tk-no-meal-is-left-on-display-a5840c31 = No queda ninguna Comida expuesta para { $name }.
tk-name-eats-a-meal-of-cost-5dd327e9 = { $name } come una Comida de coste { $cost } sin pagar y puntúa 6 puntos ({ $score }).
tk-matsuri-name-arrived-first-so-put-7ea33edd = Matsuri: { $name } ha llegado primero, así que pon en juego la carta superior del mazo de Matsuri (en lugar de robar 2 y elegir 1).
tk-matsuri-you-arrived-first-draw-2-1e658065 = Matsuri: has llegado primero; roba 2 cartas de Matsuri y quédate 1, como siempre.
tk-look-the-matsuri-up-on-the-6c9d37de = Busca el Matsuri en la hoja de Matsuri del Automa (no es pública, así que Soloist no puede conocerla): aplica en la mesa cualquier efecto que no sean puntos.
tk-matsuri-name-scores-points-d-points-ebd36fea = Matsuri: { $name } puntúa { SIGNED($points) } { $points ->
        [one] punto
       *[other] puntos
    } ({ $score }).
tk-matsuri-card-name-gets-what-score-6b9f985e = Matsuri { $card }: { $name } obtiene { $what } ({ $score }).
tk-everyone-has-arrived-in-end-the-aa01be06 = Todos han llegado a { $end }: el Final del Viaje.
tk-title-who-counts-7bed4b18 = { $title }: { $who } ({ $counts }).
tk-for-the-collector-each-souvenir-card-dcf37f35 = Para el Collector, cada carta de recuerdo de un Automa cuenta como { $weight }.
tk-temple-name-donated-coins-coins-rank-ea667480 = Templo: { $name } ha donado { $coins ->
        [one] { $coins } moneda
       *[other] { $coins } monedas
    }, puesto { $rank }: { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }.
tk-final-scores-scores-34baf5ee = Puntuaciones finales: { $scores }.
tk-the-automa-deck-is-empty-shuffle-331123b5 = El mazo de Automa está vacío: baraja su pila de descartes para formar un mazo nuevo.
tk-shuffle-all-the-automa-cards-deck-4ebd16ca = Baraja todas las cartas de Automa (mazo y pila de descartes) para formar un mazo de Automa nuevo, boca abajo.
tk-the-automa-deck-is-empty-its-1b443ace = El mazo de Automa está vacío: se baraja su pila de descartes para formar un mazo nuevo.
tk-name-draws-an-automa-card-card-32f75bf9 = { $name } roba una carta de Automa: { $card }.
tk-soloist-shuffles-all-the-automa-cards-59d5fc47 = Soloist baraja todas las cartas de Automa para formar un mazo nuevo.
tk-shuffle-the-7-difficulty-level-cards-20d82c23 = Baraja las 7 cartas de Nivel de dificultad.
tk-difficulty-level-card-for-who-space-4d53fafd = Carta de Nivel de dificultad para { $who }: { $space }.
tk-everyone-has-arrived-draw-count-meal-352ce6e8 = Todos han llegado. Roba { $count ->
        [one] { $count } carta de Comida y déjala
       *[other] { $count } cartas de Comida y déjalas
    } en el orden en que salen. Las Comidas se toman por orden de llegada: { $order }.
tk-the-meal-cards-on-display-in-01b34da7 = Las cartas de Comida expuestas, en el orden en que salieron: { $meals }.
tk-give-name-the-meal-card-4f67b244 = Dale a { $name } la carta { $meal }.
tk-put-the-meal-cards-nobody-took-48ac7947 = Pon las cartas de Comida que nadie ha tomado debajo del mazo de Comidas.
# $tie llega en inglés (", the first drawn of the cheapest").
tk-name-takes-the-cheapest-meal-on-b6669370 = { $name } toma la Comida expuesta más barata ({ $meals } → { $meal }{ $tie }), sin pagar.
tk-everyone-has-arrived-the-meal-cards-44a3c6a6 = Todos han llegado. Las cartas de Comida, en el orden en que salieron: { $meals }. Las Comidas se toman por orden de llegada: { $order }.

# composed values (composed-others)
tk-difficulty-level-level-the-default-1e480d0c = Nivel de dificultad { $level } (el predeterminado).
tk-difficulty-level-level-fe94fd4e = Nivel de dificultad { $level }.
