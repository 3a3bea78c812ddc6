# composed values (composed-revive)
# Los ordinales del inglés (1st, 2nd…: rv-number-*) se dicen como número, detrás del
# sustantivo ("fila 2", "espacio 3"): el género de .º/.ª depende del sustantivo.
rv-last-3547cb11 = última
rv-no-citizen-cards-4874ec21 = ninguna carta de ciudadano
rv-the-ordinals-citizen-card-a8d76e22 = la { $ordinals } carta de ciudadano
rv-the-ordinals-citizen-cards-20bdba11 = las { $ordinals } cartas de ciudadano
rv-no-module-tokens-29bb0ac7 = ninguna ficha de módulo
rv-the-ordinals-module-token-26475a7e = la { $ordinals } ficha de módulo
rv-the-ordinals-module-tokens-103aefcd = las { $ordinals } fichas de módulo
rv-no-machine-tokens-9c8debed = ninguna ficha de máquina
rv-the-ordinals-colours-machine-tokens-29f81d02 = las { $ordinals } fichas de máquina { $colours }
rv-card-card-short-55751bfa = carta { $card } ({ $short })
rv-build-with-no-range-limit-c17eb39d = construir sin límite de alcance
rv-build-at-range-range-2f396482 = construir a alcance { $range }
rv-action-with-no-range-limit-509cc574 = { $action } sin límite de alcance
rv-action-at-range-range-2ebf80e2 = { $action } a alcance { $range }
rv-explore-6f281157 = explorar
rv-populate-f1010f5d = poblar
rv-populate-else-build-b0e24df2 = poblar, si no construir
rv-explore-build-12c110fa = explorar + construir
rv-explore-populate-f526575d = explorar + poblar
rv-explore-populate-else-build-9a542859 = explorar + poblar, si no construir
rv-place-a-building-on-the-map-f92e2c55 = Coloca un edificio en el mapa a alcance { $range }.
rv-place-a-population-figure-at-range-b9326261 = Coloca una figura de población a alcance { $range }; si no es posible, coloca un edificio a alcance { $range }.
rv-explore-at-range-range-599f0615 = Explora a alcance { $range }.
rv-explore-and-place-a-population-figure-5647766c = Explora y coloca una figura de población a alcance { $range }.
rv-explore-and-place-a-building-at-6fdb8038 = Explora y coloca un edificio a alcance { $range }.
rv-explore-and-place-a-population-figure-83584a1c = Explora y coloca una figura de población sin restricción de alcance.
rv-with-no-range-restriction-7780f9fc = sin restricción de alcance
rv-at-range-range-3ee462b0 = a alcance { $range }
rv-build-bdd254b6 = Construir
rv-populate-cff31fb6 = Poblar
rv-explore-3b73900b = Explorar
rv-one-eligible-spot-f4c5b7ff = un hueco posible
rv-one-eligible-location-de6e5a9f = una ubicación posible
rv-one-eligible-tile-caf67878 = una loseta posible
rv-count-eligible-spots-b8dc8051 = { $count ->
        [one] { $count } hueco posible
       *[other] { $count } huecos posibles
    }
rv-count-eligible-locations-83ae8f4c = { $count ->
        [one] { $count } ubicación posible
       *[other] { $count } ubicaciones posibles
    }
rv-count-eligible-tiles-c7856687 = { $count ->
        [one] { $count } loseta posible
       *[other] { $count } losetas posibles
    }
rv-action-where-explanation-3506776c = { $action } { $where }: { $explanation }
rv-action-where-eligible-chosen-0ced24eb = { $action } { $where }: { $eligible } → { $chosen }.
rv-action-where-eligible-candidates-explanation-d032ed51 = { $action } { $where }: { $eligible }: { $candidates }. { $explanation }
rv-the-mautoma-ends-its-turn-without-f25dc719 = el Mautoma termina su turno sin realizar la acción
rv-the-mautoma-skips-the-build-action-5693eb2b = el Mautoma se salta la acción de construir
rv-the-mautoma-skips-the-populate-action-6090a3cf = el Mautoma se salta la acción de poblar
rv-the-mautoma-skips-the-exploration-9d8d3563 = el Mautoma se salta la exploración
rv-with-no-range-restriction-the-distance-81b6ad87 = { " " }Sin restricción de alcance, la distancia a sus piezas no importa; la loseta debe seguir siendo adyacente al abismo o a otra loseta explorada.
rv-if-none-is-left-remove-none-5e9b3bee = { " " }Si no queda ninguno, no retires ninguno.
rv-the-mautoma-has-no-building-left-deddd1f9 = El Mautoma no tiene ningún edificio, así que tampoco hay colocación legal para un edificio
rv-the-mautoma-has-no-building-left-c44c7b1d = El Mautoma no tiene ningún edificio, así que no hay colocación legal
rv-no-legal-placement-for-a-building-77681ba7 = Tampoco hay colocación legal para un edificio { $where }
rv-no-legal-placement-for-a-building-071f691a = No hay colocación legal para un edificio { $where }
rv-it-places-a-building-where-instead-7ffb7dfe = : coloca en su lugar un edificio { $where }
rv-the-mautoma-has-no-population-figure-0e731040 = El Mautoma no tiene ninguna figura de población
rv-no-legal-placement-for-a-population-77e5561c = No hay colocación legal para una figura de población { $where }
rv-the-mautoma-has-no-access-to-58836cdd = El Mautoma no tiene acceso a ninguna loseta { $where }
rv-position-position-is-colour-799d3735 = la posición { $position } es { $colour ->
        [purple] morada
        [blue] azul
        [orange] naranja
        [green] verde
        [yellow] amarilla
        [red] roja
        [grey] gris
        [white] blanca
        [black] negra
        [pink] rosa
       *[other] { $colour }
    }
rv-no-first-artifact-is-left-so-e4e0ded2 = no queda ningún artefacto { $first }, así que el color de la siguiente posición del track que aún tenga uno: posición { $position }, { $colour } (lectura de Soloist: se saltan las posiciones cuyo color ya no tiene ninguno)
rv-colour-position-position-7834d81f = { $colour } (posición { $position })
rv-if-none-of-that-colour-is-5d0bb965 = { " " }Si no queda ninguno de ese color, el color de la siguiente posición del track que aún tenga uno: { $then } (lectura de Soloist: se saltan las posiciones cuyo color ya no tiene ninguno); si no queda ninguno, no retires ninguno.
rv-candidate-notes-972002fb = { $candidate } ({ $notes })
rv-candidate-value-details-3c1cf629 = { $candidate } = { $value } ({ $details })
rv-candidate-value-72cd2e05 = { $candidate } = { $value }
rv-your-figure-is-there-2cae30a6 = tu figura está allí
rv-chosen-rule-tie-break-db40185b = → { $chosen }: { $rule }; { $tie_break }.
rv-chosen-rule-bc53730c = → { $chosen }: { $rule }.
rv-number-st-9a90d3f4 = { $number }
rv-number-nd-b3de3e19 = { $number }
rv-number-rd-a06ce402 = { $number }
rv-number-th-b546895c = { $number }
rv-ordinal-row-from-the-top-9b15b862 = fila { $ordinal } desde arriba
rv-count-tied-names-following-arrows-chosen-ea440723 = { $count } empatados ({ $names }); siguiendo { $arrows }, { $chosen } es el primero que encuentras
rv-the-first-line-that-meets-one-8cd27324 = la primera línea que encuentra uno de ellos es la { $row } (la { $later } después)
rv-the-first-line-that-meets-one-63be3bdd = la primera línea que encuentra uno de ellos es la { $row }
rv-count-tied-names-tiebreaker-arrows-path-a5691607 = { $count } empatados ({ $names }); desempate { $arrows }: { $path }, y en ella { $chosen } va primero ({ $way })
rv-the-arrows-5ae93f74 = las flechas
rv-left-to-right-7d852e65 = de izquierda a derecha
rv-right-to-left-752fa095 = de derecha a izquierda
rv-an-empty-location-20e0a81b = una ubicación vacía
rv-no-location-is-empty-so-an-23b2f883 = ninguna ubicación está vacía, así que una ocupada
rv-the-only-eligible-location-e737ea72 = la única ubicación posible
rv-the-only-eligible-location-occupied-0eb02a5c = la única ubicación posible (ocupada)
rv-the-only-tile-the-mautoma-can-284edd06 = la única loseta que el Mautoma puede explorar
rv-a-face-down-tile-it-can-893d5284 = una loseta boca abajo a la que puede llegar
rv-the-most-bonuses-best-0fa40e2e = la mayor cantidad de bonificaciones, { $best }
rv-utopia-5a5617c2 = utopía
rv-superior-victory-f3d9b471 = victoria superior
rv-major-victory-cef911d4 = victoria mayor
rv-regular-victory-ab788612 = victoria normal
rv-minor-victory-f80bcecf = victoria menor
rv-survivor-7a01ac37 = superviviente
rv-defeat-5fff5b4e = derrota
rv-the-mautoma-placed-buildings-building-buildings-99cb8306 = El Mautoma ha colocado { $buildings } { $buildings ->
        [one] edificio
       *[other] edificios
    } y { $figures } { $figures ->
        [one] figura
       *[other] figuras
    } y ha explorado { $tiles } { $tiles ->
        [one] loseta
       *[other] losetas
    }.
rv-your-score-is-not-modelled-simulation-efca26e8 = Tu puntuación no se modela (simulación): sin resultado. { $placed }
rv-your-score-is-not-modelled-simulation-29dab6c2 = Tu puntuación no se modela (simulación): sin resultado. { $placed } La disputa por el mapa (recompensas junto a edificios, losetas exploradas, ubicaciones pobladas): tú { $points } ({ $rewards } + { $tiles } + { $figures }), el Mautoma { $mautoma_points } ({ $mautoma_rewards } + { $mautoma_tiles } + { $mautoma_figures }).
rv-score-points-result-99-or-less-1df336a1 = { $score } puntos: { $result } (99 o menos). { $placed }
rv-score-points-result-threshold-placed-22153357 = { $score } puntos: { $result } ({ $threshold }+). { $placed }
rv-counted-clockwise-from-the-first-position-59af2ebf = contada en el sentido de las agujas del reloj desde la primera posición que indica el archivo del tablero
rv-counted-clockwise-from-the-slot-you-017d36a4 = contada en el sentido de las agujas del reloj desde la casilla que llamas posición 1
rv-the-colour-one-79815983 = { " " }(la { $colour ->
        [purple] morada
        [blue] azul
        [orange] naranja
        [green] verde
        [yellow] amarilla
        [red] roja
        [grey] gris
        [white] blanca
        [black] negra
        [pink] rosa
       *[other] { $colour }
    })
rv-card-card-f84b3824 = carta { $card }
rv-one-goes-back-to-the-box-0a458ac4 = una vuelve a la caja sin verla
rv-card-card-goes-back-to-the-a0143962 = la carta { $card } vuelve a la caja (la variante del automa)
rv-the-right-65c206ea = la derecha
rv-the-bottom-right-37d055da = abajo a la derecha
rv-the-bottom-97356ab6 = abajo
rv-the-bottom-left-0f446266 = abajo a la izquierda
rv-the-left-d7d2bd43 = la izquierda
rv-the-top-left-7af03b50 = arriba a la izquierda
rv-the-top-d4dba105 = arriba
rv-the-top-right-3cb9c988 = arriba a la derecha
rv-in-the-top-left-corner-a45d0379 = en la esquina superior izquierda
rv-in-the-top-right-corner-95086b5c = en la esquina superior derecha
rv-in-the-bottom-left-corner-266fc768 = en la esquina inferior izquierda
rv-in-the-bottom-right-corner-9b777839 = en la esquina inferior derecha
rv-a-face-down-space-b529faac = un espacio boca abajo
rv-its-only-space-1d32fd6e = su único espacio
rv-alone-in-its-row-9e795b4b = sola en su fila
rv-the-location-bc7d0b4a = la ubicación
rv-the-chasm-453e319f = el abismo
rv-a-mautoma-building-8c2add57 = un edificio del Mautoma
rv-your-building-28f2e6bc = tu edificio
rv-a-mautoma-figure-e235d6de = una figura del Mautoma
rv-your-figure-b01f17af = tu figura
rv-beside-the-chasm-at-side-2673b8cc = junto al abismo, hacia { $side }
rv-ring-tiles-out-from-the-chasm-56faccf2 = a { $ring } losetas del abismo, hacia { $side }
rv-at-side-of-the-board-94637430 = hacia { $side } del tablero
rv-at-side-7903aa34 = hacia { $side }
rv-where-the-ordinal-from-the-left-52dd45a3 = { $where } (la número { $ordinal } desde la izquierda)
rv-where-the-ordinal-from-the-top-298059c4 = { $where } (la número { $ordinal } desde arriba)
rv-the-face-down-tile-where-9e2c441c = la loseta boca abajo { $where }
rv-the-tile-where-b4331a52 = la loseta { $where }
rv-ordinal-space-from-the-left-1b849e63 = espacio { $ordinal } desde la izquierda
rv-ordinal-row-584a4ef3 = fila { $ordinal }
rv-row-spot-4c9e78bd = { $row }, { $spot }
rv-the-large-location-where-6c785ab9 = la ubicación grande { $where }
rv-the-kind-space-1bab3223 = el espacio de { $kind }
rv-what-on-tile-in-tile-da0cfe07 = { $what } en { $tile }, { $in_tile }
rv-what-with-pieces-e8c968ab = { $what } con { $pieces }
rv-space-next-to-around-51266dc3 = { $space }; junto a { $around }
rv-fictional-sample-not-the-real-board-e023c377 = { " " }(ejemplo FICTICIO: no es el tablero real)
rv-no-open-path-from-the-mautoma-d31ccd14 = ningún camino abierto desde las piezas del Mautoma
rv-others-terrain-crystal-fresh-fresh-water-0af86396 = { $others } terreno/cristal + { $fresh } agua nueva × 2
rv-no-location-is-empty-so-an-01dab825 = ninguna ubicación está vacía, así que una ocupada (tu figura está en cada una)
rv-the-first-face-down-tile-it-0e3f4110 = la primera loseta boca abajo a la que puede llegar siguiendo las flechas
rv-the-mautoma-has-a-figure-there-745d659c = { " " }El Mautoma tiene una figura allí: tu libro extra va a la reserva general.
rv-water-counts-2-7ad6bcdf = { $water } (cuenta 2)
rv-water-counts-0-a-mautoma-building-b53c4c52 = { $water } (cuenta 0: un edificio del Mautoma la toca)
rv-no-bonus-c344fd60 = ninguna bonificación
rv-position-the-colour-one-39488071 = { $position }, la { $colour ->
        [purple] morada
        [blue] azul
        [orange] naranja
        [green] verde
        [yellow] amarilla
        [red] roja
        [grey] gris
        [white] blanca
        [black] negra
        [pink] rosa
       *[other] { $colour }
    }
rv-candidate-range-range-86138a23 = { $candidate } (alcance { $range })
rv-as-your-components-describe-it-b571abf6 = como la describen tus componentes
rv-soloist-keeps-it-in-your-components-37103e1c = Soloist la guarda en tus componentes
rv-as-you-checked-it-soloist-keeps-57f020a7 = como la has comprobado: Soloist la guarda así en tus componentes
rv-row-kind-71ce5d45 = { $row } { $kind }
rv-rows-row-4c4eb809 = { $rows } / { $row }
rv-list-then-item-e75373a3 = { $list }, luego { $item }
