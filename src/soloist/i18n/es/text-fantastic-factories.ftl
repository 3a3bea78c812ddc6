# Lo que Soloist pregunta y dice en Fantastic Factories (preguntas, su ayuda, errores);
# véase docs/translating.md. Términos: glossary-fantastic-factories.md.
# Las respuestas que se escriben (los tipos de carta, los colores del estandarte, «new:»)
# son las que lee el código: se quedan como las escribe el inglés. $paying llega en inglés
# ("metal", "energy"): el español elige su palabra por ella.

ff-round-round-after-your-work-phase-50c4d4ab = Ronda { $round }: después de tu fase de trabajo, ¿has provocado el final de la partida (12 o más mercancías, o 10 o más edificios en tu Zona de Obras)?
ff-your-final-score-goods-the-prestige-d8e9117c = ¿Tu puntuación final (mercancías + el prestigio de las cartas de tu Zona de Obras)?
ff-count-good-31520f5c = { $count } mercancía
ff-count-goods-f2de390e = { $count } mercancías
ff-count-metal-3a67479e = { $count } de metal
ff-count-energy-80ca19d4 = { $count } de energía
ff-discard-count-blueprint-93eb1e59 = descartar { $count } proyecto
ff-discard-count-blueprints-0e026256 = descartar { $count } proyectos
ff-draw-count-blueprint-b6acc909 = robar { $count } proyecto
ff-draw-count-blueprints-54a8a5d8 = robar { $count } proyectos
ff-count-extra-die-624eb006 = { $count } dado adicional
ff-count-extra-dice-ead1d320 = { $count } dados adicionales
ff-pay-resources-d47972e5 = pagar { $resources }
ff-gains-more-5d1fb468 = { $gains } ({ $more })
ff-gains-6abaa841 = → { $gains }
ff-pays-gains-9cad52d2 = { $pays } → { $gains }
ff-a-value-596e66e2 = un { $value }
ff-no-metal-or-energy-04994517 = ni metal ni energía
ff-build-card-cost-discard-another-tool-87a57fc8 = Construir { $card }: { $cost } + descartar otro proyecto de { $tool }
ff-place-a-value-on-row-gains-3e761137 = Colocar un { $value } en { $row } → { $gains } (+{ $bonus } por coincidir)
ff-place-a-value-on-row-gains-ddd2f58f = Colocar un { $value } en { $row } → { $gains }
ff-end-your-work-phase-0c1e5e00 = Terminar tu fase de trabajo
ff-activate-card-with-dice-recipe-c7509d23 = Activar { $card } con { $dice }: { $recipe }
ff-activate-card-with-dice-657365f1 = Activar { $card } con { $dice }
ff-activate-card-recipe-ff4804b6 = Activar { $card }: { $recipe }
ff-activate-card-8f91b961 = Activar { $card }
ff-type-banner-822a65ff = { $type } ({ $banner })
ff-blue-16477688 = azul
ff-yellow-c685a2c9 = amarillo
ff-red-b1f51a51 = rojo
ff-purple-8e0a1b0a = morado
ff-gray-0e92d69f = gris
ff-left-right-aae10944 = { $left } + { $right }
ff-metal-metal-energy-energy-e21eb0b1 = { $metal } de metal + { $energy } de energía
ff-nothing-1785cfc3 = nada
ff-a-die-showing-value-7217ff23 = un dado con un { $value }
ff-re-roll-any-number-of-unplaced-96090dc6 = volver a tirar los dados sin colocar que quieras
ff-activate-a-market-blueprint-as-if-79eb770a = activar un proyecto del mercado como si fuera tuyo
ff-turn-a-value-to-new-a8ce9e4c = convertir un { $value } en un { $new }
ff-card-number-of-count-3bc5cd91 = { $card } ({ $number } de { $count })
ff-showing-value-c8ee3b85 = con un { $value }
ff-metal-energy-equal-to-its-build-041e6559 = metal + energía igual a su coste de construcción (como mucho { $most })
ff-card-your-extra-die-shows-which-ba5fbaf4 = { $card }: ¿qué valor muestra tu dado adicional?
ff-card-discarded-costs-cost-take-which-f67e1e5a = { $card }: { $discarded } cuesta { $cost }; ¿qué combinación de { $most } tomas?
ff-re-roll-dice-9f4078a3 = volver a tirar { $dice }
ff-card-re-roll-which-dice-3d93a8c4 = { $card }: ¿qué dados vuelves a tirar?
ff-card-activate-which-market-blueprint-how-bfaea691 = { $card }: ¿qué proyecto del mercado activas, y cómo?
ff-of-any-value-12a52b2a = con el valor que quieras
ff-rolled-ffccf707 = tirado
ff-left-most-a5b1abd3 = el de más a la izquierda
ff-2nd-from-the-left-f433fd87 = el 2.º por la izquierda
ff-3rd-from-the-left-c2506a0a = el 3.º por la izquierda
ff-4th-from-the-left-33bf6bff = el 4.º por la izquierda
ff-empty-d29a0939 = (vacío)
ff-blueprints-1-blueprint1-2-blueprint2-3-b9cb4972 = proyectos 1 { $blueprint1 }, 2 { $blueprint2 }, 3 { $blueprint3 }, 4 { $blueprint4 }; contratistas 1 { $contractor1 } [{ $tool1 }], 2 { $contractor2 } [{ $tool2 }], 3 { $contractor3 } [{ $tool3 }], 4 { $contractor4 } [{ $tool4 }]
ff-take-card-from-market-slot-slot-c4e219b2 = Tomar { $card } del hueco { $slot } del mercado
ff-hire-card-from-slot-slot-discard-857ec7f7 = Contratar a { $card } del hueco { $slot } (descartar un proyecto de { $tool }, pagar { $cost }): { $effect }
ff-hire-card-from-slot-slot-discard-ae81e7b3 = Contratar a { $card } del hueco { $slot } (descartar un proyecto de { $tool }): { $effect }
ff-pay-1-paying-to-discard-the-88bcaee6 = Pagar 1 de { $paying ->
        [energy] energía
        [metal] metal
       *[other] { $paying }
    } para descartar los 4 proyectos del mercado y revelar 4 nuevos (una vez por turno), y luego elegir
ff-pay-1-paying-to-discard-the-ef19056d = Pagar 1 de { $paying ->
        [energy] energía
        [metal] metal
       *[other] { $paying }
    } para descartar los 4 contratistas del mercado y revelar 4 nuevos (una vez por turno), y luego elegir
ff-do-nothing-no-market-blueprint-to-a2c241f8 = No hacer nada (no hay proyecto del mercado que tomar ni contratista que puedas contratar)
ff-market-market-line-break-you-you-33bf971d = Mercado: { $market }{ $line_break }Tú: { $you }
ff-round-round-your-market-phase-take-0659cda1 = Ronda { $round }, tu fase de mercado: ¿tomas un proyecto o contratas a un contratista?
ff-the-machine-already-holds-every-type-baa751f7 = la Máquina ya tiene todas las cartas de tipo { $type } de tus datos de cartas; comprueba el color del estandarte
ff-typed-did-you-mean-known-for-9b65c91b = { $typed }: ¿querías decir { $known }? (Para una carta que no está en la lista de Soloist, escribe { $new } y su nombre).
ff-write-the-card-s-name-as-267b859f = escribe el nombre de la carta tal como está impreso, o el color de su estandarte
ff-a-card-s-name-has-at-08184464 = el nombre de una carta tiene como mucho { $count } caracteres
ff-card-s-type-is-not-known-ef2b55f7 = No se sabe con certeza el tipo de { $card } (los datos de cartas deducen { $type }). ¿Su tipo (color del estandarte)?
ff-card-is-not-in-soloist-s-c564e7a8 = { $card } no está en los datos de cartas de Soloist. ¿Su tipo (color del estandarte)?
ff-asked-once-soloist-remembers-the-type-968cd1bb = Se pregunta una sola vez: Soloist recuerda el tipo de esta carta para tus próximas partidas.
ff-what-its-name-or-just-its-ecd06414 = { $what } ¿Su nombre? (O solo el color de su estandarte).
ff-the-name-printed-on-the-card-c3765d0b = El nombre impreso en la carta, como en tus datos de cartas (o el color del estandarte, escrito en inglés: blue, yellow, red, purple, gray). Para una carta que no está en la lista de Soloist, escribe { $new } y su nombre.
ff-value-is-not-a-card-type-0f6820ad = { $value } no es un tipo de carta: production, utility, training, special o monument
ff-value-is-not-a-card-type-42758bd8 = { $value } no es un tipo de carta: production, utility, training, special o monument (o el color de su estandarte)
ff-empty-2e1cfa82 = vacía
ff-dice-dice-metal-metal-energy-energy-15a7c54f = Dados { $dice } · { $metal } de metal, { $energy } de energía, { $goods } mercancías · mano ({ $hand_count }): { $hand } · Zona de Obras ({ $compound_count }): { $compound } · centro de mando: { $headquarters }
ff-take-market-blueprint-slot-6f0beb9d = Tomar el proyecto { $slot } del mercado
ff-take-no-market-blueprint-hire-a-10cdf9da = No tomar ningún proyecto del mercado (contratar a un contratista, o pasar)
ff-your-market-phase-which-market-blueprint-019901a1 = Tu fase de mercado: ¿qué proyecto del mercado tomas?
ff-done-my-last-market-and-work-3d86353f = Hecho: he jugado mis últimas fases de mercado y de trabajo
ff-round-round-is-the-last-round-7c3770e9 = La ronda { $round } es la última: juega tu fase de mercado y tu fase de trabajo, di que has terminado y la Máquina jugará su último turno.
ff-what-its-type-banner-colour-59355da4 = { $what } ¿Su tipo (color del estandarte)?
ff-deal-a-blueprint-face-up-for-24b9dcd6 = Reparte un proyecto boca arriba para la Zona de Obras inicial de la Máquina (carta { $number } de { $wanted }).
ff-a-monument-gray-is-discarded-and-cb815f61 = Un Monumento (gris) se descarta y se reparte otra carta: la Máquina nunca empieza con un Monumento.
ff-the-machine-takes-the-blueprint-in-8129ad11 = La Máquina toma el proyecto del hueco { $slot } del mercado ({ $ordinal }).
ff-reveal-the-top-blueprint-of-the-042881a7 = Revela para la Máquina el proyecto superior del mazo.
ff-roll-this-die-ecad3170 = tirar este dado
ff-card-set-white-die-number-of-c4de5557 = { $card }: ¿en qué valor pones el dado blanco { $number } de { $count }?
ff-extra-dice-are-discarded-at-the-008210ba = Los dados adicionales se descartan al final de la ronda.
ff-round-round-your-work-phase-next-54625e25 = Ronda { $round }, tu fase de trabajo: ¿siguiente acción?
ff-you-have-metal-metal-and-energy-91dca024 = Tienes { $metal } de metal y { $energy } de energía: ¿con qué { $limit } te quedas?
ff-keep-metal-metal-energy-energy-6dec349c = quedarte con { $metal } de metal + { $energy } de energía
ff-you-hold-count-blueprints-the-limit-f98cab80 = Tienes { $count } proyectos en la mano; el límite es { $limit }. ¿Cuál descartas?
ff-why-discard-which-blueprint-7c7eebba = { $why }: ¿qué proyecto descartas?
ff-build-card-2d66f227 = Construir { $card }
ff-hire-card-d97ef1a2 = Contratar a { $card }
ff-card-type-tool-cost-prestige-prestige-f142a8ec = { $card } ({ $type }, { $tool }, { $cost }, { $prestige } de prestigio)

# crawl (w-crawl): the table's words (tableview.py)
ff-slot-empty-ce26c4a0 = { $slot } (vacío)
ff-costs-cost-887425a9 = cuesta { $cost }
ff-prestige-prestige-a14b8622 = prestigio { $prestige }
ff-slot-card-0ae5cd37 = { $slot } { $card }
ff-tool-tool-6ad9b579 = herramienta: { $tool }
ff-extra-cost-cost-1a702fe3 = coste adicional { $cost }
ff-contractor-ed02a72d = Contratista
ff-colour-face-74dcb180 = { $colour } { $face }
ff-machine-compound-goods-goal-goods-score-d5c1aebc = Máquina: { $compound } · { $goods }/{ $goal } mercancías · { $score } puntos
ff-the-last-round-de41eb8d = la última ronda
ff-the-last-is-round-3cac4a5e = la última es la { $round }
ff-round-round-last-e5163998 = Ronda { $round } ({ $last })
ff-goods-36574fcc = Mercancías
ff-count-or-more-trigger-the-end-b4ef26d1 = { $count } o más provocan el final
ff-the-machine-s-compound-16ed59d2 = La Zona de Obras de la Máquina
ff-count-cards-4b3e5442 = { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
ff-the-machine-s-last-roll-6c4776fb = La última tirada de la Máquina
ff-red-training-blue-production-purple-special-7485a6b2 = rojo Entrenamiento, azul Producción, morado Especial, amarillo Utilidad; el verde elige la acción de mercado
ff-metal-ecf783a5 = Metal
ff-energy-f2fcd3f7 = Energía
ff-buildings-4e0445c4 = Edificios
ff-prestige-75a9809c = Prestigio
ff-white-face-69792377 = blanco { $face }
ff-row-dice-b68ec6cf = { $row }: { $dice }
ff-row-no-dice-3adcfb91 = { $row }: ningún dado
ff-market-5238d9bd = Mercado
ff-blueprint-deck-deck-discards-discards-1fa2ce90 = mazo de proyectos { $deck }, descartes { $discards }
ff-your-resources-0a9605dc = Tus recursos
ff-your-dice-33d5e740 = Tus dados
ff-no-unplaced-dice-0540de0f = No quedan dados por colocar.
ff-your-headquarters-862dd51c = Tu centro de mando
ff-your-compound-9116ce27 = Tu Zona de Obras
ff-no-buildings-yet-eaf2fb6a = Aún no hay edificios.
ff-your-hand-9de3e4f9 = Tu mano
ff-no-blueprints-in-hand-80b360c7 = No tienes proyectos en la mano.
ff-colour-face-count-type-1-good-db03d6c8 = { $colour } { $face } ≤ { $count } { $type }: 1 mercancía
ff-colour-face-count-type-no-good-a5e9125f = { $colour } { $face } > { $count } { $type }: ninguna mercancía
ff-market-blueprint-number-3fd7fbe4 = el proyecto { $number } del mercado
ff-the-top-blueprint-98478d73 = el proyecto de encima del mazo
ff-green-face-market-850a178a = verde { $face }: { $market }
ff-round-round-the-machine-took-no-3348e4da = Ronda { $round }: la Máquina no tomó ninguna carta y produjo { $goods }
ff-card-type-314a3d7d = { $card } ({ $type })
ff-a-type-card-38249e4e = una carta de { $type }
ff-round-round-the-machine-took-took-6d9f6151 = Ronda { $round }: la Máquina tomó { $took } y produjo { $goods }
ff-count-for-monuments-159419ac = { $count } por Monumentos
ff-count-prestige-39208e53 = { $count } de prestigio
ff-counted-at-the-table-09b237eb = se cuenta en la mesa


# composed values (composed-others)
ff-none-left-b684b475 = no queda ninguno
ff-you-keep-it-in-your-hand-5f27383f = te la quedas en la mano
ff-it-is-discarded-e04f1c27 = se descarta
ff-card-with-dice-e9aa0429 = { $card } con { $dice }
ff-recipe-discarded-cards-04a17dee = { $recipe } (descartas { $cards })
ff-recipe-drew-cards-425a869e = { $recipe } (robas { $cards })
ff-recipe-an-extra-die-showing-value-53581b40 = { $recipe }; un dado adicional con un { $value }
ff-recipe-an-extra-die-rolled-value-77a6a468 = { $recipe }; un dado adicional tirado: { $value }
ff-gain-bonus-it-matches-a-die-ab059af0 = { $gain } (+{ $bonus }: coincide con un dado que ya estaba)
ff-gain-cards-8204e2d1 = { $gain }: { $cards }
ff-metal-metal-energy-energy-goods-goods-b2fe952e = { $metal } de metal, { $energy } de energía, { $goods } { $goods ->
        [one] mercancía
       *[other] mercancías
    }
ff-hq-matching-bonus-1-per-die-f8b61d9e = bonificación del centro de mando +1 por cada dado que coincide con uno que ya está en la fila (+2 cuando coinciden los tres), como en el ejemplo del reglamento (tres 2 en Generar = 8 de energía)
ff-beacons-score-2-3-4-5-954d142c = los Beacons puntúan 2/3/4/5 según el orden de construcción; un solo Megalith por Zona de Obras (reglamento)
ff-scrap-yard-and-solar-array-pay-3d55751a = Scrap Yard y Solar Array pagan como mucho una vez por ronda (reglamento)
ff-golem-is-special-and-motherlode-utility-efb3df46 = Golem es Especial y Motherlode Utilidad (deducido; una fuente secundaria dice Monumento y Entrenamiento)
ff-biolab-fulfillment-center-and-nuclear-plant-c8a9caeb = Biolab, Fulfillment Center y Nuclear Plant admiten un 1, un 4 y un 6 (una fuente; las «faces» de los datos de las cartas)
ff-a-card-taken-from-market-slot-eaa4c541 = una carta tomada del hueco k del mercado se repone en el hueco k (una fuente)
ff-kept-in-your-hand-b7d9f599 = se queda en tu mano
ff-discarded-1fcc4b37 = se descarta
ff-you-bb0347a4 = tú
ff-you-have-goods-goods-and-buildings-3d290869 = tienes { $goods } { $goods ->
        [one] mercancía
       *[other] mercancías
    } y { $buildings } { $buildings ->
        [one] edificio
       *[other] edificios
    } ({ $most } mercancías o { $most_buildings } edificios activan el final)
ff-red-red-blue-blue-purple-purple-49eecbe5 = rojo { $red }, azul { $blue }, morado { $purple }, amarillo { $yellow }, verde { $green }
ff-count-type-80f861a2 = { $count } { $type }
ff-count-card-9c789856 = { $count } carta
ff-goods-cards-monuments-for-monuments-total-c75f7b1d = { $goods } + { $cards } + { $monuments } por monumentos = { $total }
ff-market-blueprints-e8143d38 = proyectos del mercado
ff-contractors-f04ee782 = contratistas
ff-good-770e6076 = mercancía
ff-blueprints-28ab7f16 = proyectos
ff-goods-prestige-prestige-total-7983f830 = { $goods } + { $prestige } de prestigio = { $total }
ff-easy-97c10efe = fácil
ff-medium-c082456a = media
ff-hard-ed5465b9 = difícil
ff-very-hard-0901ba47 = muy difícil
ff-you-win-you-to-machine-27151df8 = Ganas, { $you } a { $machine }.
ff-the-machine-wins-machine-to-you-cc2e9f45 = Gana la Máquina, { $machine } a { $you }.
ff-a-tie-at-you-not-a-5cdc8505 = Empate a { $you }: no es una victoria. Las reglas en solitario dicen que solo ganas con más puntos que la Máquina.
ff-monuments-kept-the-automa-variant-2085267a = , con los monumentos (la variante del automa)
ff-none-of-them-a-monument-6417ed13 = , ninguno de ellos un monumento
ff-you-reached-12-goods-or-10-7debf207 = has llegado a 12 mercancías o 10 edificios
ff-the-machine-cd68cfb1 = la Máquina
ff-the-machine-has-goods-goods-and-b0c214a7 = la Máquina tiene { $goods } { $goods ->
        [one] mercancía
       *[other] mercancías
    } y { $cards } { $cards ->
        [one] carta
       *[other] cartas
    } (activa el final con { $most_goods } mercancías o más, o { $most_cards } cartas o más: la variante del automa)
ff-the-machine-has-goods-goods-it-57f544eb = la Máquina tiene { $goods } { $goods ->
        [one] mercancía
       *[other] mercancías
    } (solo activa el final con { $most } o más)

# crawl2 (w-crawl2)
ff-easy-2-cards-c8df31eb = Fácil (2 cartas)
ff-medium-3-cards-recommended-80a45b18 = Media (3 cartas, recomendada)
ff-hard-4-cards-e7763281 = Difícil (4 cartas)
ff-very-hard-5-cards-insane-d812d52f = Muy difícil (5 cartas; Demencial)
ff-difficulty-be44133e = Dificultad
ff-virtual-deck-988ac818 = Mazo virtual
ff-names-c3b29e6e = Nombres
ff-kept-in-your-hand-inferred-7b0721a6 = Se queda en tu mano (deducido)
ff-discarded-as-a-secondary-source-says-26fde089 = Descartado (según una fuente secundaria)
ff-investor-5e9eb35e = Investor
ff-the-number-of-blueprints-in-the-165a990b = El número de proyectos en la Zona de Obras inicial de la Máquina: de 2 a 5 (el reglamento llama a 5 «Demencial»).
ff-play-the-whole-solo-game-on-09e47a4d = Jugar toda la partida en solitario en pantalla: Soloist modela los mazos, el mercado, tu mano, los dados y tu Zona de Obras, y solo te pregunta tus propias jugadas (Soloist reparte entonces cada carta). Donde las fuentes discrepan sigue el reglamento; cada partida empieza con la lista de lo que supone donde no dicen nada.
ff-soloist-deals-the-machine-s-starting-f2cd3fa4 = Soloist reparte la Zona de Obras inicial de la Máquina y sus cartas de la parte superior del mazo a partir de su propio modelo del mazo de proyectos comercial, en vez de preguntarte sus tipos.
ff-at-the-table-name-each-blueprint-42e81620 = En la mesa, nombra cada proyecto que toma la Máquina (su título) en vez de dar el color de su franja: Soloist deduce su tipo de los datos de las cartas y pregunta, una vez, el tipo de una carta que no conoce con certeza (Golem, Motherlode, una carta de Kickstarter), y lo recuerda.
ff-digital-play-what-becomes-of-the-f30d537d = Juego digital: qué pasa con el proyecto que revela el Investor (el reglamento no lo dice).
ff-your-printing-s-cards-written-down-4b78dd1e = Las cartas de tu edición, escritas en un archivo (las cartas extra de la edición Kickstarter, por ejemplo); sin él, el mazo comercial de 74 proyectos y 17 contratistas.

# r6 ff (w-r6-ff)
ff-draw-3-blueprints-the-opponent-s-73dbf21a = Roba 3 proyectos. (El proyecto del oponente se ignora en solitario.)
ff-5-energy-the-opponent-s-2-483bf9c5 = +5 de energía. (Las 2 de energía del oponente se ignoran en solitario.)
ff-draw-and-reveal-a-blueprint-and-7a6c44df = Roba y revela un proyecto y constrúyelo en el acto, gratis; una carta que no puedes construir se descarta y se revela otra.
ff-at-the-start-of-the-next-9769cbae = Al comienzo de la siguiente fase de trabajo, coloca hasta 4 de tus dados en los valores que quieras.
ff-roll-2-extra-dice-at-the-8ab757e7 = Tira 2 dados adicionales al comienzo de la siguiente fase de trabajo; se descartan al final de la ronda.
ff-draw-and-reveal-a-blueprint-gain-cc80de3f = Roba y revela un proyecto; ganas exactamente su coste de construcción en metal y energía.
ff-3-metal-the-opponent-s-metal-048ed405 = +3 de metal. (El metal del oponente se ignora en solitario.)
ff-an-extra-die-of-any-value-077eb12c = Un dado adicional con el valor que quieras en la siguiente fase de trabajo; se descarta al final de la ronda.
ff-row-dice-2b098ef2 = { $row } [{ $dice }]
ff-the-type-of-card-your-card-8d4e6fe5 = el tipo de { $card } (tus datos de cartas deducen { $type }); dilo cuando la Máquina tome una en una partida en la que nombras las cartas que toma, o corrígelo
ff-the-type-of-card-be51a431 = el tipo de { $card }
ff-the-card-dealt-d8cd967f = La carta repartida
ff-machine-score-a1eca602 = Puntuación de la Máquina
ff-machine-goods-f866c0a3 = Mercancías de la Máquina
ff-machine-cards-f24d4175 = Cartas de la Máquina
ff-machine-monuments-bd1de5f8 = Monumentos de la Máquina
ff-person-score-e36562e9 = Tu puntuación
ff-rounds-e9af9cde = Rondas
ff-triggered-by-08916439 = Final provocado por
ff-person-goods-7e18164f = Tus mercancías
ff-person-prestige-fbb4ce62 = Tu prestigio
ff-person-buildings-89834f20 = Tus edificios
ff-source-the-blueprint-copies-add-up-9e099c88 = { $source }: las copias de proyectos suman { $blueprints }, pero blueprint_total declara { $total } para la edición { $edition }
ff-source-the-contractor-copies-add-up-a17deacd = { $source }: las copias de contratistas suman { $contractors }, pero contractor_total declara { $total } para la edición { $edition }
ff-source-only-others-blueprint-is-not-791c15b9 = { $source }: solo { $others } proyecto no es un monumento; la preparación necesita al menos { $fewest } (los 4 del mercado, tu mano inicial de 4 y la Zona de Obras inicial de la Máquina, de hasta 5, que no puede incluir un monumento)
ff-source-only-others-blueprints-are-not-f6edd050 = { $source }: solo { $others } proyectos no son monumentos; la preparación necesita al menos { $fewest } (los 4 del mercado, tu mano inicial de 4 y la Zona de Obras inicial de la Máquina, de hasta 5, que no puede incluir un monumento)
ff-source-card-card-is-listed-twice-97b0cfd7 = { $source }: la carta { $card } aparece dos veces
ff-source-tools-a-tool-is-listed-63f91721 = { $source }: tools: una herramienta aparece dos veces
ff-source-blueprint-card-tool-tool-is-ad1eade4 = { $source }: proyecto { $card }: la herramienta { $tool } no es una de las cuatro fichas de herramienta ({ $tools }); indica tus fichas en 'tools'
ff-source-market-blueprints-slot-slot-ordinal-635d901c = { $source }: market.blueprints: el hueco { $slot } ({ $ordinal }) es desconocido, pero el verde { $slot } lo toma; indica su tipo o su nombre
ff-source-market-deck-top-is-unknown-65058d93 = { $source }: market.deck_top es desconocido, pero el dado verde toma el proyecto superior del mazo; indica su tipo o su nombre
ff-source-machine-end-triggered-the-machine-bab6eb26 = { $source }: machine.end_triggered: la Máquina tiene { $goods } mercancías, así que ha provocado el final de la partida (lo hace con { $most } mercancías o más); pon end_triggered = true
ff-field-and-market-50e44b58 = { $field } y mercado
ff-count-type-blueprint-13c48711 = { $count } proyecto de tipo { $type }
ff-count-type-blueprints-26e6c6ef = { $count } proyectos de tipo { $type }
ff-source-where-held-in-the-compound-5a6cdfeb = { $source }: { $where }: { $held } en la Zona de Obras y { $shown } en el mercado, pero el mazo original solo tiene { $count }
ff-source-where-held-in-the-compound-5b7c12ae = { $source }: { $where }: { $held } en la Zona de Obras, pero el mazo original solo tiene { $count }
ff-source-market-card-is-named-seen-854aafe8 = { $source }: market: { $card } se nombra { $seen } veces, pero el mazo original solo tiene { $copies } copia
ff-source-market-card-is-named-seen-868f1538 = { $source }: market: { $card } se nombra { $seen } veces, pero el mazo original solo tiene { $copies } copias
ff-path-its-features-are-not-the-0040bdf1 = { $path }: sus características no son las del suplente fuerte; vuelve a ejecutar bench/fit_ff_value.py

# r7 rest (w-r7-rest)
ff-production-ab8e18ef = producción
ff-utility-57ffcc28 = utilidad
ff-training-c2fb788c = entrenamiento
ff-special-7d4c5c88 = especial
ff-monument-6c58160f = monumento

# r9 values (w-r9-values)
ff-plays-the-digital-game-with-uniformly-8ec59975 = juega la partida digital con respuestas válidas uniformemente al azar (cada acción de mercado, acción de trabajo, descarte y valor de dado igual de probable)
ff-plays-the-digital-game-greedily-a-6bbaff2f = juega la partida digital de forma codiciosa: una mercancía o un punto de prestigio vale 4, el metal 1,2, la energía 0,8 (una quinta parte de eso por encima del límite de 12), un proyecto 0,7, un dado 0,5, un edificio su prestigio más 5 (Producción), 3 (Servicios), 2 (Especial), 1 (Formación); en cada paso construye o activa lo que más gana descontados sus costes y dados, si no coloca un dado donde el centro de mando da más, si no termina; toma el proyecto o contratista más valioso del mercado, nunca renueva, descarta sus cartas menos valiosas y mantiene equilibrados el metal y la energía
ff-takes-the-left-most-market-blueprint-ebbf6a1e = toma cada ronda el proyecto de más a la izquierda del mercado; desde la ronda 2 construye una carta por ronda; cada edificio de Producción hace 1 mercancía por ronda (4 como mucho); termina la partida con 10 edificios o 12 mercancías; puntúa mercancías + prestigio impreso
ff-plays-the-digital-game-by-search-316d6dc8 = juega la partida digital mediante búsqueda: en cada acción de mercado y cada paso de la fase de trabajo prueba las respuestas más prometedoras (cada acción de mercado y una renovación; los { $candidates } mejores pasos de trabajo según los valores de su política de simulación, y el fin de la fase) en copias de la partida cuyas cartas ocultas y dados por venir se sacan de nuevo, juega cada copia hasta la ronda siguiente con la política codiciosa con valores ajustados, estima el resto de la partida (un ajuste sobre sus propias partidas) y se queda con la respuesta de mejor margen sobre la Máquina más { $score } × su propia puntuación (una victoria cuenta { $win } puntos más); descarta sus proyectos menos valiosos según los valores de greedy y responde al resto como su política de simulación

# r9 decide (w-r9-decide)
ff-unknown-b23a6a84 = desconocido
ff-name-type-bd0aa116 = { $name } ({ $type })
ff-odds-before-the-roll-not-computed-e17de39a = Probabilidades antes de la tirada: sin calcular, porque algunas cartas del mercado son desconocidas.
ff-goods-percent-6a2378a7 = { $goods }: { $percent } %
ff-odds-of-this-turn-before-the-b0e8b15b = Probabilidades de este turno antes de la tirada: mercancías { $chances }; esperanza { $expected }; llegar a 12 mercancías: { $percent } %.
ff-dice-fixed-by-the-position-56dae8ed = (dados fijados por la posición)
ff-dice-rolled-with-seed-seed-87485170 = (dados tirados con la semilla { $seed })
ff-the-machine-compound-goods-goods-8ab1f422 = La Máquina: { $compound }; { $goods } { $goods ->
        [one] mercancía
       *[other] mercancías
    }.
ff-market-blueprints-left-to-right-blueprints-d2daad74 = Proyectos del mercado, de izquierda a derecha: { $blueprints }; arriba del mazo: { $top }.
ff-after-the-turn-compound-goods-goods-453f13f6 = Después del turno: { $compound }; { $goods } { $goods ->
        [one] mercancía
       *[other] mercancías
    }.
ff-the-machine-has-goods-goods-it-41d40ee4 = La Máquina tiene { $goods } mercancías: desencadena el final de la partida; se juega una ronda más después de esta.

# r9 data files (w-r9-pydantic)
ff-name-a-prestige-list-needs-one-3e2b1e67 = { $name }: una lista de prestigio necesita un valor por copia ({ $copies }), no { $values }
ff-value-is-neither-a-card-type-b50c5a5d = { $value } no es ni un tipo de carta ({ $types }), ni 'unknown', ni el nombre de un plano
