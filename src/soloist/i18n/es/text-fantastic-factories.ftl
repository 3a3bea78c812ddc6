# Lo que Soloist pregunta y dice en Fantastic Factories (preguntas, su ayuda, errores);
# véase docs/translating.md. Términos: glossary-fantastic-factories.md.

ff-round-round-after-your-work-phase-50c4d4ab = Ronda { $round }: después de tu fase de trabajo, ¿has provocado el final de la partida (12 o más mercancías, o 10 o más edificios en tu Zona de Obras)?
ff-your-final-score-goods-the-prestige-d8e9117c = ¿Tu puntuación final (mercancías + el prestigio de las cartas de tu Zona de Obras)?

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
ff-card-type-314a3d7d = { $card } ({ $type })
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
ff-count-cards-4b3e5442 = { $count } cartas
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
