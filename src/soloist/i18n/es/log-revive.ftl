# Revive: el registro del Mautoma y de tu partida, en español. Términos: glossary-revive.md
# (no hemos encontrado edición española: ningún término está confirmado). El mapa, sus
# losetas y espacios, las etiquetas de las cartas y las explicaciones que compone el código
# llegan como valores, en inglés.

# El color de una posición del track o de un artefacto llega en inglés ($colour): el español
# lo elige por esa palabra (en masculino, como "artefacto" y "color"); un color que no está en
# la lista se muestra tal como llega. Igual el tamaño de un edificio ($size: small, large).

rv-tiebreaker-at-position-position-arrows-soloist-212c4b19 = Desempate en la posición { $position }: { $arrows } (Soloist lo recuerda durante esta partida).
rv-tile-tile-lies-place-spaces-how-0e97bfd1 = La loseta { $tile } está { $place }: { $spaces } ({ $how }).
# $plural (la "s" del inglés) no hace falta: el plural lo elige $steps. $text es el texto
# de la carta, en inglés.
rv-the-mautoma-draws-card-text-the-6ade4d87 = El Mautoma roba { $card }: «{ $text }» El marcador de energía avanza { $steps ->
        [one] { $steps } casilla
       *[other] { $steps } casillas
    } en el sentido de las agujas del reloj, de la posición { $before } a la { $after }.
rv-the-automa-variant-the-mautoma-executes-c2bd1a43 = La variante del automa: el Mautoma ejecuta { $card } otra vez (por { $again }.ª vez).
rv-why-outcome-81fb0ea9 = { $why }: { $outcome }.
rv-the-mautoma-s-size-building-is-a23e6b5a = El edificio { $size ->
        [small] pequeño
        [large] grande
       *[other] { $size }
    } del Mautoma está sobre tu ficha: toma su coste, { $cost ->
        [one] { $cost } engranaje
       *[other] { $cost } engranajes
    }, de la reserva.
rv-the-mautoma-has-no-population-figure-ab73c35f = Al Mautoma no le queda ninguna figura de población{ $instead }.
rv-no-legal-placement-for-a-population-b1354d8c = No hay ninguna colocación legal para una figura de población { $where }{ $instead }.
rv-your-figure-is-in-that-location-36e7a568 = Tu figura está en esa ubicación: recibes un libro de la reserva general.
rv-the-mautoma-s-figure-is-on-1a3d8dd5 = La figura del Mautoma está sobre tu ficha: toma su coste, { $cost ->
        [one] { $cost } libro
       *[other] { $cost } libros
    } (figura { $figure }: 2-3-3-3-4-4-4), de la reserva.
rv-text-it-pays-nothing-and-gains-e6e534ea = { $text } No paga nada y no gana ninguna recompensa.{ $rule }
rv-the-action-deck-is-exhausted-the-e58497af = El mazo de Acción se ha agotado: TURNO DE RENOVACIÓN { $number } del Mautoma, con el marcador de energía en { $position }.
rv-2-discard-from-the-displays-the-4b10f634 = 2. Descarta de la oferta las cartas de ciudadano, las fichas de módulo y las fichas de máquina que indican los iconos de la sección del marcador de energía.
rv-1-remove-a-major-artifact-of-a2848186 = 1. Retira un artefacto mayor del color de la posición { $position }; si no queda ninguno de ese color, del color de la siguiente posición del track.
rv-3-take-a-card-from-the-2a4ca4d6 = 3. Toma una carta del mazo de Progreso ({ $card }), añádela a las cartas de acción descartadas y barájalas todas: el nuevo mazo de Acción tiene { $size ->
        [one] { $size } carta
       *[other] { $size } cartas
    }, 1 más que antes.
rv-then-refill-the-displays-7b4c51f4 = Después, repón la oferta.
# $article ("a", "an") es del inglés: el español escribe "un".
rv-1-remove-article-colour-major-artifact-e5eeacfc = 1. Retira un artefacto mayor { $colour ->
        [purple] morado
        [blue] azul
        [green] verde
        [yellow] amarillo
        [orange] naranja
        [red] rojo
        [pink] rosa
        [teal] turquesa
        [brown] marrón
        [grey] gris
        [black] negro
        [white] blanco
       *[other] { $colour }
    }: { $why }.
rv-1-no-major-artifact-of-any-ceb2d5b2 = 1. No queda ningún artefacto mayor de ningún color: no se retira ninguno.
rv-1-remove-article-colour-major-artifact-01049359 = 1. Retira un artefacto mayor { $colour ->
        [purple] morado
        [blue] azul
        [green] verde
        [yellow] amarillo
        [orange] naranja
        [red] rojo
        [pink] rosa
        [teal] turquesa
        [brown] marrón
        [grey] gris
        [black] negro
        [white] blanco
       *[other] { $colour }
    }: la posición { $position } es de color { $colour ->
        [purple] morado
        [blue] azul
        [green] verde
        [yellow] amarillo
        [orange] naranja
        [red] rojo
        [pink] rosa
        [teal] turquesa
        [brown] marrón
        [grey] gris
        [black] negro
        [white] blanco
       *[other] { $colour }
    }.{ $otherwise }
rv-2-the-icons-of-section-section-80cef9ff = 2. Los iconos de la sección { $section }: descarta { $citizens }, { $modules } y { $machines }.
rv-refresh-turn-with-the-energy-marker-fc852299 = TURNO DE RENOVACIÓN, con el marcador de energía en la posición { $position }.
rv-3-take-a-card-from-the-6808d293 = 3. Toma una carta del mazo de Progreso, añádela a las cartas de acción descartadas y barájalas todas{ $grown }.
rv-turn-turn-deba0e72 = Turno { $turn }
rv-the-action-deck-is-exhausted-and-3f93489c = El mazo de Acción se ha agotado y no queda ninguna carta de progreso: la partida termina al comienzo del TURNO DE RENOVACIÓN { $number } del Mautoma, después de { $turns ->
        [one] { $turns } turno tuyo
       *[other] { $turns } turnos tuyos
    }.
rv-in-your-statistics-a-victory-110-d098f65e = En tus estadísticas, una victoria (110+) cuenta como partida ganada, un resultado de superviviente (100-109) como empate y una derrota (99 o menos) como partida perdida (lectura de Soloist: las reglas en solitario solo nombran los resultados).
rv-remove-article-colour-major-artifact-from-1eed1593 = Retira un artefacto mayor { $colour ->
        [purple] morado
        [blue] azul
        [green] verde
        [yellow] amarillo
        [orange] naranja
        [red] rojo
        [pink] rosa
        [teal] turquesa
        [brown] marrón
        [grey] gris
        [black] negro
        [white] blanco
       *[other] { $colour }
    } del tablero principal (vuelve a la caja).
rv-no-map-file-for-each-placement-a7547601 = Sin archivo de mapa: en cada colocación Soloist pregunta lo que no puede ver (los huecos posibles, en el orden en que los encuentran las flechas de desempate) y aplica las reglas y el desempate.
rv-place-a-size-mautoma-building-on-ef1edab5 = Coloca un edificio { $size ->
        [small] pequeño
        [large] grande
       *[other] { $size }
    } del Mautoma en { $spot }.
rv-place-a-mautoma-population-figure-on-d1fb9ada = Coloca una figura de población del Mautoma en { $location }.
rv-flip-tile-reveal-it-either-way-8444cac9 = Da la vuelta a { $tile }: revélala por la cara que quieras, pero una vez vuelta no la gires.
rv-soloist-follows-the-map-name-fictional-62f26515 = Soloist sigue el mapa { $name }{ $fictional }: { $tiles ->
        [one] { $tiles } loseta de zona
       *[other] { $tiles } losetas de zona
    }, { $explored } boca arriba; el alcance, los huecos posibles y las bonificaciones se calculan a partir de él. Cómo lee Soloist las flechas de desempate en un mapa: sus líneas son las filas del mapa (primero la fila de la flecha gruesa, después cada fila siguiente hacia dentro, todas en la dirección de la flecha); una loseta o una ubicación grande se encuentra en su primer hexágono.
rv-the-map-grows-as-you-play-c4372c6f = El mapa crece mientras juegas: nombra cada loseta de zona cuando esté boca arriba (la primera vez que veas una loseta, di qué muestran sus espacios; Soloist la guarda en tus componentes, y la próxima vez solo pregunta su nombre).
rv-you-build-on-space-6199dad1 = Construyes en { $space }.
rv-you-populate-space-extra-a8c14721 = Pueblas { $space }.{ $extra }
rv-you-explore-tile-b9ad07c5 = Exploras { $tile }.
rv-your-tribe-s-token-on-space-f782f918 = La ficha de tu tribu en { $space }.
rv-place-a-size-mautoma-building-on-5d01d093 = Coloca un edificio { $size ->
        [small] pequeño
        [large] grande
       *[other] { $size }
    } del Mautoma en { $where }.
rv-place-a-mautoma-population-figure-on-f9033279 = Coloca una figura de población del Mautoma en { $where }.
rv-newly-revealed-space-is-next-to-9bc51f6d = Recién revelado, { $space } está junto a tu edificio en { $buildings }: toma su recompensa ahora.
rv-article-colour-major-artifact-is-removed-5bfda78f = Se retira del tablero principal un artefacto mayor { $colour ->
        [purple] morado
        [blue] azul
        [green] verde
        [yellow] amarillo
        [orange] naranja
        [red] rojo
        [pink] rosa
        [teal] turquesa
        [brown] marrón
        [grey] gris
        [black] negro
        [white] blanco
       *[other] { $colour }
    }.
rv-prepare-a-setup-for-a-standard-cf6171e2 = Prepara una partida normal de 2 jugadores, con estas excepciones.
rv-your-6-starting-citizen-cards-by-6a2c03f7 = Tus 6 cartas de ciudadano iniciales, por draft: roba 5 cartas y quédate 2; repite hasta tener 6 cartas.
rv-take-a-standard-set-of-6-db579f36 = Toma un juego estándar de 6 cartas de ciudadano iniciales (reglas en solitario estándar).
rv-you-start-the-game-as-1st-53639fec = Empiezas la partida como jugador inicial, así que empiezas con solo 1 cristal.
rv-main-board-place-only-the-8-6830fa6c = Tablero principal: coloca solo los 8 artefactos mayores previstos para una partida de 2 jugadores; no pongas el artefacto menor de 4 PV en la pila de artefactos menores (no se usa); no coloques los dos peones del Mautoma (no se usan).
rv-the-mautoma-receives-5-small-buildings-5ba17453 = El Mautoma recibe 5 edificios pequeños, 3 edificios grandes, 7 figuras de población y 1 marcador de energía; devuelve el resto de sus elementos a la caja. Coloca el tablero del Mautoma en su zona de juego.
rv-soloist-reads-the-mautoma-board-name-bedb03d5 = Soloist lee el tablero del Mautoma { $name }{ $fictional }.
# $colour llega compuesto en inglés (" (the orange one)").
rv-put-the-energy-marker-on-position-39ba4348 = Pon el marcador de energía en la posición { $energy } del track de energía{ $colour }, una posición al azar de { $size } ({ $counted }).
# $box llega en inglés ("one goes back to the box unseen").
rv-the-action-deck-is-the-two-81b6057d = El mazo de Acción son las dos cartas con una «S», { $first } y { $second }, barajadas. De las otras cuatro cartas: { $box }; las otras tres, barajadas, forman el mazo de Progreso. Soloist baraja y roba estos mazos por ti.
rv-the-mautoma-is-2nd-player-in-724ab6f3 = El Mautoma es el segundo jugador en el orden de turno.
rv-where-the-solo-rules-are-silent-47dbf4c6 = Donde las reglas en solitario no dicen nada, Soloist las lee así: el alcance cuenta los pasos desde el edificio o la figura del Mautoma más cercanos (desde el abismo mientras no tenga ninguno), a través de espacios ocupados pero nunca a través de una loseta boca abajo; el Mautoma coloca sus 5 edificios pequeños antes que sus 3 grandes; las bonificaciones junto a un hueco son los espacios de terreno, los cristales y el agua; cuando no queda ningún artefacto mayor del color del marcador, da el color la siguiente posición del track cuyo color aún tenga alguno.
rv-specific-tribe-rules-when-the-mautoma-a0157efc = Reglas específicas de la tribu: cuando el Mautoma coloca sobre tus fichas, coloca primero sus 5 edificios pequeños y después los grandes, y sus figuras con coste creciente, 2-3-3-3-4-4-4 libros; tú recibes de la reserva los costes correspondientes.
