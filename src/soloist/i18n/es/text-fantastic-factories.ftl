# Lo que Soloist pregunta y dice en Fantastic Factories (preguntas, su ayuda, errores);
# véase docs/translating.md. Términos: glossary-fantastic-factories.md.

ff-round-round-after-your-work-phase-50c4d4ab = Ronda { $round }: después de tu fase de trabajo, ¿has provocado el final de la partida (12 o más mercancías, o 10 o más edificios en tu Zona de Obras)?
ff-your-final-score-goods-the-prestige-d8e9117c = ¿Tu puntuación final (mercancías + el prestigio de las cartas de tu Zona de Obras)?

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
