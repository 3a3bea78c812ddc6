# Lo que Soloist pregunta y dice en Revive (preguntas, su ayuda, errores); véase
# docs/translating.md. Términos: glossary-revive.md (ninguno confirmado). El color de una
# posición llega en inglés ($colour), o como lo escribiste: el español lo elige por la
# palabra inglesa ("de color …"); otra palabra se muestra tal como llega. $article ("a",
# "an") es del inglés: el español no lo usa. Las respuestas que se escriben (sand, forest…,
# s, fo, m…; tl, tr, bl, br; ., c, L1, *, +; done; los nombres de campos de un archivo) son
# las que lee el código: se quedan como en inglés. $ordinal ("2nd") es el número del hueco:
# el español escribe { $spot }.º.

rv-arrow-group-group-shape-c1536bd8 = el grupo de flechas { $group } ({ $shape })
rv-the-arrows-shape-fb32996d = las flechas ({ $shape })
rv-thick-arrow-on-the-top-line-eb60499a = flecha gruesa en la línea de arriba, de izquierda a derecha; después la línea siguiente, debajo
rv-thick-arrow-on-the-top-line-adec19b9 = flecha gruesa en la línea de arriba, de derecha a izquierda; después la línea siguiente, debajo
rv-thick-arrow-on-the-bottom-line-f863a3d8 = flecha gruesa en la línea de abajo, de izquierda a derecha; después la línea siguiente, encima
rv-thick-arrow-on-the-bottom-line-7f3ea92e = flecha gruesa en la línea de abajo, de derecha a izquierda; después la línea siguiente, encima
rv-card-card-energy-energy-text-18a76d38 = carta { $card }: energía { $energy }, { $text }
rv-yes-the-marker-s-positions-count-5c6fa089 = Sí: las posiciones del marcador se cuentan desde ella
rv-no-such-slot-describe-my-track-a0363ace = No hay tal casilla: describir mi track otra vez
rv-thick-arrow-at-the-top-left-ca7261f2 = flecha gruesa arriba, de izquierda a derecha
rv-thick-arrow-at-the-top-right-a378af9e = flecha gruesa arriba, de derecha a izquierda
rv-thick-arrow-at-the-bottom-left-341d6fc5 = flecha gruesa abajo, de izquierda a derecha
rv-thick-arrow-at-the-bottom-right-f0c4028b = flecha gruesa abajo, de derecha a izquierda
rv-the-colour-slot-69b97ee6 = la casilla de color { $colour ->
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
    }
rv-the-colour-slot-arrows-arrows-e4476af0 = la casilla de color { $colour ->
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
    } (flechas: { $arrows })
rv-article-colour-one-17bad828 = una de color { $colour ->
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
    }
rv-article-colour-one-arrows-arrows-d3bb5b1e = una de color { $colour ->
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
    } (flechas: { $arrows })
rv-first-followed-clockwise-by-others-370addc7 = { $first }, seguida en el sentido de las agujas del reloj por { $others }
rv-give-the-colour-of-each-position-935f38a6 = da el color de cada posición, de 2 a { $most } palabras
rv-word-is-not-a-colour-one-c9117e80 = { $word } no es un color: una palabra de letras por posición
rv-word-use-tl-tr-bl-or-8cd2bbdf = { $word }: usa tl, tr, bl o br (la flecha gruesa arriba o abajo, de izquierda a derecha o de derecha a izquierda)
rv-you-gave-the-arrows-of-given-3d993d9e = has dado las flechas de { $given } posiciones; el track tiene { $size }
rv-your-energy-track-s-colours-4b872e1d = Los colores de tu track de energía:
rv-your-energy-track-s-arrows-86590c25 = Las flechas de tu track de energía:
rv-on-your-mautoma-board-find-slot-a0232371 = En tu tablero del Mautoma, busca { $slot }. Soloist cuenta las posiciones desde ella en el sentido de las agujas del reloj (es la posición 1). ¿La has encontrado?
rv-soloist-remembers-your-energy-track-from-1ac4674f = Soloist recuerda tu track de energía a partir de esa casilla, así que te pide que la encuentres por lo que muestra: su color y sus flechas (y las casillas que la siguen, cuando el mismo color y las mismas flechas aparecen más de una vez).
rv-your-mautoma-board-s-energy-track-27fcba9d = El track de energía de tu tablero del Mautoma, una sola vez: elige cualquier casilla como posición 1 y di el color de cada posición, en el sentido de las agujas del reloj desde ella, hasta dar toda la vuelta.
rv-each-position-s-colour-is-the-7c345ab9 = El color de cada posición es el del artefacto mayor que muestra. Soloist nombra después los colores en cada turno de renovación; en las próximas partidas te pide que encuentres la posición 1 por su color y sus flechas.
rv-one-word-a-position-as-printed-9d95e24d = Una palabra por posición, tal como está impresa (cualquier palabra).
rv-and-the-tiebreaker-arrows-each-position-ba261710 = ¿Y las flechas de desempate a las que apunta cada posición, desde la posición 1 (la de color { $colour ->
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
    } que elegiste) en el sentido de las agujas del reloj, las { $size }?
rv-asked-once-soloist-remembers-them-295fb42a = Se pregunta una sola vez: Soloist las recuerda.
rv-one-word-a-position-tl-the-f2a824b7 = Una palabra por posición: tl (la flecha gruesa en la línea de arriba, de izquierda a derecha), tr (arriba, de derecha a izquierda), bl (abajo, de izquierda a derecha), br (abajo, de derecha a izquierda); 3tl para tres iguales seguidas.
rv-the-energy-marker-is-on-position-4285aeec = El marcador de energía está en { $position }. Mira las flechas de desempate a las que apunta: ¿dónde está la flecha gruesa y hacia dónde apunta?
rv-the-thick-arrow-is-on-the-32cc49ac = La flecha gruesa está en la línea de arriba o en la de abajo del mapa dibujado; las flechas siguientes siguen en las líneas de debajo o de encima.
rv-which-action-card-carries-an-s-45266d0f = ¿Qué carta de acción lleva una «S» en su esquina superior derecha? (la primera de dos)
rv-and-the-other-card-with-an-bec0d1fe = ¿Y la otra carta con una «S»?
rv-position-position-the-colour-one-70108ff4 = la posición { $position }, la de color { $colour ->
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
    }
rv-position-position-2af40559 = la posición { $position }
rv-for-example-7-sand-forest-water-eac097dd = Por ejemplo '7: sand forest water location'. Después de los dos puntos, una palabra por espacio, en inglés: sand (arena), forest (bosque), mountain (montaña), field (campo), water (agua) o location (ubicación) (o sus primeras letras: s, fo, m, fi, w, l; o los colores green, grey, yellow), fila a fila desde arriba, cada fila desde la izquierda. Soloist guarda la loseta en tus componentes: la próxima vez solo tendrás que elegirla.
rv-you-described-this-tile-to-an-1458732a = Describiste esta loseta a una versión anterior de Soloist, que podía guardar los espacios de una loseta en un orden equivocado en un tablero de hexágonos con la parte de arriba plana (columna a columna, no fila a fila como pedía). Mira la loseta tal como está: cada respuesta da sus espacios fila a fila desde arriba, cada fila desde la izquierda. Soloist corrige tus componentes con tu respuesta y no vuelve a preguntar.
rv-one-word-a-space-sand-forest-3ad32110 = Una palabra por espacio, en inglés: sand, forest, mountain, field, water o location (o sus primeras letras: s, fo, m, fi, w, l; o los colores green, grey, yellow), fila a fila desde arriba, cada fila desde la izquierda.
rv-which-area-tiles-have-you-described-caffc401 = ¿Qué losetas de zona has descrito?
rv-what-is-on-tile-tile-97e1ae0c = ¿Qué hay en la loseta { $tile }?
rv-the-starting-tile-place-ae741ff8 = La loseta inicial { $place }
rv-the-tile-just-flipped-place-a7f8dac2 = La loseta que acabas de dar la vuelta { $place }
rv-where-which-tile-is-it-read-b5f40416 = { $where }: ¿qué loseta es? Lee su número o su símbolo; cada forma en que puede estar se muestra fila a fila.
rv-where-its-number-or-symbol-then-fa53c7ed = { $where }: ¿su número (o símbolo) y después lo que muestra cada uno de sus espacios tal como está: { $rows }?
rv-tap-its-number-then-each-space-bf9d1196 = Toca su número y después el tipo de cada espacio tal como está la loseta. Soloist guarda la loseta en tus componentes: la próxima vez solo tendrás que elegirla.
rv-yes-spaces-ae281954 = Sí: { $spaces }
rv-no-it-is-spaces-6a346c44 = No, es: { $spaces }
rv-no-none-of-these-i-will-c784b3a0 = No, ninguna de estas: diré qué muestra cada espacio
rv-is-tile-tile-spaces-3a19e893 = ¿La loseta { $tile } es { $spaces }?
rv-tile-tile-what-does-each-of-8ca61240 = Loseta { $tile }: ¿qué muestra cada uno de sus espacios tal como está: { $rows }?
rv-give-the-tile-s-name-a-225698bd = da el nombre de la loseta, dos puntos y lo que muestra cada espacio: { $name }: sand forest ...
rv-name-answers-another-question-give-the-d151cb51 = { $name } responde a otra pregunta: da otro nombre a la loseta
rv-tile-tile-is-already-on-the-162ad672 = la loseta { $tile } ya está en el mapa, { $place }: cada loseta está en un solo sitio
rv-your-components-describe-tile-tile-otherwise-5778e05c = tus componentes describen la loseta { $tile } de otra forma ({ $spaces }): comprueba el nombre y los espacios, o corrige la loseta en tus componentes
rv-tile-tile-described-to-an-older-fe652bcb = loseta { $tile } (descrita a una versión anterior de Soloist: comprobarás lo que muestra)
rv-tile-tile-spaces-9505801d = loseta { $tile }: { $spaces }
rv-a-tile-soloist-does-not-know-fafe0cce = Una loseta que Soloist aún no conoce (dirás lo que muestra)
rv-pointed-tops-straight-rows-the-2nd-477efb79 = Hexágonos con punta arriba, filas rectas: la 2.ª fila empieza medio hexágono a la derecha de la 1.ª
rv-pointed-tops-straight-rows-the-2nd-6dca980d = Hexágonos con punta arriba, filas rectas: la 2.ª fila empieza medio hexágono a la izquierda de la 1.ª
rv-flat-tops-straight-columns-the-2nd-dbe73185 = Hexágonos con la parte de arriba plana, columnas rectas: la 2.ª columna empieza medio hexágono más abajo que la 1.ª
rv-flat-tops-straight-columns-the-2nd-01d193a2 = Hexágonos con la parte de arriba plana, columnas rectas: la 2.ª columna empieza medio hexágono más arriba que la 1.ª
rv-describe-my-board-s-layout-now-8fb43393 = Describir ahora la disposición de mi tablero (una vez; después Soloist cuenta él mismo cada colocación)
rv-not-now-ask-me-at-each-fc93d91e = Ahora no: preguntarme en cada colocación lo que necesite
rv-yes-that-is-my-board-c392e0fd = Sí, ese es mi tablero
rv-no-describe-it-again-from-the-bbcf4cef = No: describirlo otra vez desde la primera línea
rv-word-does-not-name-a-hex-7cd3b9a1 = { $word } no nombra un hexágono: usa . (sin hexágono), c (el abismo), el número de una loseta (con * para una loseta inicial), L1 a L4 (una esquina), y + detrás para un cristal junto a él
rv-word-at-most-most-crystals-next-4d158ded = { $word }: como mucho { $most } cristales junto a un hexágono
rv-number-the-tiles-from-1-63147864 = numera las losetas desde 1
rv-word-one-marks-a-starting-tile-79592919 = { $word }: un solo * marca una loseta inicial
rv-word-marks-a-hex-of-a-870fac40 = { $word }: * marca un hexágono de una loseta inicial: ponlo detrás del número de la loseta
rv-the-corners-are-l1-to-l-2f008f66 = las esquinas son de L1 a L{ $corners }
rv-a-crystal-lies-next-to-a-3d695c43 = un cristal está junto a un hexágono del tablero, no junto a un vacío
rv-you-gave-given-hexes-the-longest-a46c84fd = has dado { $given } hexágonos; la línea más larga tiene { $width }
rv-tiles-area-tiles-starts-of-them-527b7ff7 = { $tiles } losetas de zona ({ $starts } de ellas iniciales), el abismo de { $hexes }, { $corners } y { $crystals }
rv-count-hex-f9550599 = { $count } hexágono
rv-count-hexes-3c2fed5c = { $count } hexágonos
rv-count-corner-2dc9fc00 = { $count } esquina
rv-count-corners-a049b94e = { $count } esquinas
rv-count-crystal-6b4b2fb5 = { $count } cristal
rv-count-crystals-80fa0797 = { $count } cristales
rv-one-word-for-each-hex-from-da2a807c = Una palabra por hexágono, desde el borde del tablero: . donde no hay hexágono (un vacío, o el borde antes del primer hexágono, para que los hexágonos queden alineados como en el tablero), c para el abismo, un número para los hexágonos de una loseta de zona (numera las losetas según las encuentras: 1, 2, 3...; cada hexágono de una loseta lleva su número), * detrás del número para una loseta inicial (boca arriba), L1 a L4 para la ubicación grande de cada esquina, y + detrás de cualquiera de ellos para un cristal impreso en el borde junto a ese hexágono (++ para dos). Los puntos del final se pueden omitir.
rv-from-the-board-s-edge-choose-d47862ae = Desde el borde del tablero: elige qué es un hexágono (sin hexágono donde hay un vacío; una loseta, por el número que le das según la encuentras) y después toca cada hexágono de esta línea que lo sea. La marca de una loseta inicial y un cristal del borde se añaden a un hexágono.
rv-your-board-summary-is-that-right-29dd2aff = Tu tablero: { $summary }. ¿Es correcto?
rv-the-map-drawn-with-the-question-b206c356 = El mapa dibujado junto a la pregunta muestra lo que has descrito. Deshacer retira la última línea; «describirlo otra vez» empieza desde la primera.
rv-your-board-s-layout-described-once-66d8252c = La disposición de tu tablero, descrita una sola vez (Soloist la guarda en tus componentes). Primero, los hexágonos: ¿cómo están colocados?
rv-look-at-the-hexes-of-the-f17bb72d = Mira los hexágonos del tablero: con la punta arriba forman filas rectas; con la parte de arriba plana, columnas rectas. Después compara dónde empieza la segunda fila (o columna) respecto a la primera.
rv-how-many-rows-of-hexes-does-8df308bd = ¿Cuántas filas de hexágonos tiene el tablero, contando las esquinas?
rv-how-many-columns-of-hexes-does-ea27b02e = ¿Cuántas columnas de hexágonos tiene el tablero, contando las esquinas?
rv-how-many-hexes-has-the-longest-ca1d9909 = ¿Cuántos hexágonos tiene la fila más larga, contando sus vacíos?
rv-how-many-hexes-has-the-longest-8dbac94f = ¿Cuántos hexágonos tiene la columna más larga, contando sus vacíos?
rv-row-line-of-lines-left-to-c87da5dd = Fila { $line } de { $lines }, de izquierda a derecha: ¿qué es cada hexágono?
rv-row-line-of-lines-left-to-a8990d7a = Fila { $line } de { $lines }, de izquierda a derecha: ¿qué es cada hexágono? (la anterior: { $before })
rv-column-line-of-lines-top-to-fc17bf75 = Columna { $line } de { $lines }, de arriba abajo: ¿qué es cada hexágono?
rv-column-line-of-lines-top-to-a1d07e46 = Columna { $line } de { $lines }, de arriba abajo: ¿qué es cada hexágono? (la anterior: { $before })
rv-error-undo-goes-back-a-line-7ef5f53f = { $error } (deshacer vuelve una línea atrás)
rv-follow-the-map-i-name-each-c5a127fc = Seguir el mapa: nombro cada loseta de zona cuando aparece
rv-don-t-ask-me-only-what-3874f2c4 = No: preguntarme solo lo que necesite cada decisión
rv-your-board-s-layout-f0b8f60c = La disposición de tu tablero:
rv-soloist-does-not-know-your-board-0ea65cb9 = Soloist aún no conoce la disposición de tu tablero. ¿La describes ahora? Así Soloist cuenta él mismo cada colocación, y tú nombras cada loseta de zona cuando aparece.
rv-once-ever-one-answer-a-row-823f2c50 = Una sola vez para siempre: una respuesta por fila del tablero (qué es cada hexágono), guardada en tus componentes. Si no, Soloist pregunta en cada colocación lo que necesita (cuántos huecos son posibles, las bonificaciones junto a cada uno).
rv-soloist-knows-your-board-s-layout-c16de09b = Soloist conoce la disposición de tu tablero. ¿Sigue el mapa en esta partida?
rv-following-the-map-soloist-decides-every-fe4688d3 = Siguiendo el mapa, Soloist decide él mismo cada colocación y dice dónde poner cada pieza; tú nombras cada loseta de zona cuando está boca arriba (la primera vez que ves una loseta, dices qué muestran sus espacios) y le cuentas tus propias acciones en el mapa. Si no, en cada colocación solo pregunta lo que necesita esa decisión.
rv-the-tiebreaker-arrows-the-energy-marker-4a037eb5 = las flechas de desempate a las que apunta el marcador de energía ({ $position })
rv-after-your-turns-turns-your-final-0c38c996 = Después de tus { $turns } turnos: ¿tu puntuación final según las reglas normales?
rv-99-or-less-defeat-100-survivor-dc629173 = 99 o menos: derrota; 100+ superviviente; 110+ victoria menor; 120+ victoria normal; 130+ victoria mayor; 150+ victoria superior; 170+ utopía.
rv-yes-at-least-one-is-empty-d892057a = Sí: al menos una está vacía
rv-no-your-figure-is-on-each-354c38e9 = No: tu figura está en cada una
rv-there-is-no-such-location-77fdbe82 = No hay tal ubicación
rv-the-tiebreaker-arrows-the-energy-marker-1ee3aca0 = las flechas de desempate a las que apunta el marcador de energía
rv-soloist-s-reading-of-range-the-1101f608 = Cómo lee Soloist el alcance (las reglas en solitario no lo definen): cuenta los pasos desde el edificio o la figura del Mautoma más cercanos (desde el abismo mientras no tenga ninguno); un espacio junto a uno está a alcance 1. Cuenta a través de espacios ocupados, nunca a través de una loseta boca abajo.
rv-your-exceptions-when-you-place-a-e8ed95fa = Tus excepciones: cuando colocas una figura de población en una ubicación que ya tiene una figura del Mautoma, paga el libro adicional a la reserva general; cuando el Mautoma coloca una figura en una ubicación que ya tiene la tuya, recibes un libro de la reserva general; cuando bajas tu ficha de interruptor, copia el efecto superior de una carta de ciudadano de la oferta y después descártala; si tomas el último artefacto mayor no recibes ningún artefacto menor de 4 PV (los artefactos menores normales se siguen ganando cuando se acaban los mayores). No puedes renovar la oferta durante tus turnos de hibernación.
rv-my-turn-is-over-91360f9a = Mi turno ha terminado
rv-anywhere-on-the-map-no-range-16509f16 = en cualquier lugar del mapa (sin límite de alcance)
rv-within-range-range-of-a-mautoma-5ac44e6e = a alcance { $range } o menos de un edificio o una figura del Mautoma
rv-within-range-range-of-the-chasm-9d6c250b = a alcance { $range } o menos del abismo (el Mautoma aún no tiene ninguna pieza en el mapa)
rv-each-counts-1-water-is-asked-485ba997 = Cada uno cuenta 1. El agua se pregunta después. Una ubicación, la arena o un espacio boca abajo junto a él no es una bonificación (lectura de Soloist: el juego base solo recompensa el terreno, los cristales y el agua).
rv-water-a-mautoma-building-already-touches-74db87fc = El agua que ya toca un edificio del Mautoma cuenta 0, así que no la cuentes.
rv-nothing-more-on-the-map-my-260ebe0a = Nada más en el mapa: mi turno ha terminado
rv-i-built-on-a-sand-space-9a50f730 = He construido en un espacio de arena
rv-i-placed-a-population-figure-cc070ea6 = He colocado una figura de población
rv-i-explored-an-area-tile-1dbcb2ee = He explorado una loseta de zona
rv-i-placed-one-of-my-tribe-c743106f = He colocado una de las fichas de mi tribu
rv-your-turn-turn-of-turns-tell-329d8288 = Tu turno { $turn } de { $turns }: cuéntale a Soloist lo que has hecho en el mapa, una acción cada vez (hecho cuando termine tu turno).
rv-your-turn-turn-of-turns-take-cbd4a1d5 = Tu turno { $turn } de { $turns }: haz hasta 2 acciones (o hiberna) y di cuándo ha terminado tu turno.
rv-type-done-when-your-turn-is-df7b158a = Escribe done cuando termine tu turno.
rv-is-there-article-colour-major-artifact-b8629d95 = ¿Queda algún artefacto mayor { $colour ->
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
    } en el tablero principal?
rv-the-mautoma-builds-where-how-many-a6441e20 = El Mautoma construye { $where }. ¿Cuántos espacios de arena vacíos son posibles?
rv-the-only-eligible-spot-2c0bb668 = el único hueco posible
rv-spot-spot-of-count-the-ordinal-75a3d16f = Hueco { $spot } de { $count }, el { $spot }.º que encuentras siguiendo { $arrows }: ¿cuántos espacios de terreno (bosque, montaña, campo) y cristales (pequeños o grandes) tiene al lado?
rv-spot-spot-of-count-take-them-06789429 = Hueco { $spot } de { $count } (tómalos en cualquier orden, y lleva la cuenta): ¿cuántos espacios de terreno (bosque, montaña, campo) y cristales (pequeños o grandes) tiene al lado?
rv-spot-spot-how-many-water-spaces-e953afa9 = Hueco { $spot }: ¿cuántos espacios de agua tiene al lado que aún no toque ningún edificio del Mautoma?
rv-spot-spot-ordinal-along-the-arrows-77834c8c = hueco { $spot } ({ $spot }.º siguiendo las flechas)
rv-spot-spot-379ccbdd = hueco { $spot }
rv-spots-spots-tie-with-best-which-511b2b4a = Los huecos { $spots } empatan con { $best }. ¿Cuál de ellos encuentras primero siguiendo { $arrows }?
rv-the-mautoma-populates-where-the-locations-31c81662 = El Mautoma puebla { $where }: las ubicaciones (pequeñas o grandes) de allí que aún no tienen figura del Mautoma. ¿Está vacía alguna de ellas?
rv-the-first-empty-eligible-location-you-cf418e96 = la primera ubicación posible vacía que encuentras siguiendo { $arrows }
rv-the-first-eligible-location-you-meet-ba860e70 = la primera ubicación posible que encuentras siguiendo { $arrows }
rv-the-mautoma-explores-where-is-there-9b445629 = El Mautoma explora { $where }. ¿Hay alguna loseta de zona boca abajo que pueda explorar (junto al abismo o a una loseta explorada, y a su alcance)?
rv-the-mautoma-explores-where-is-there-25f39672 = El Mautoma explora { $where }. ¿Hay alguna loseta de zona boca abajo que pueda explorar (junto al abismo o a una loseta explorada, a cualquier distancia de sus piezas, a cualquier lado del abismo)?
rv-the-first-eligible-tile-you-meet-e2165bb8 = la primera loseta posible que encuentras siguiendo { $arrows }
rv-is-one-of-your-tribe-s-52a3cccb = ¿Hay una de las fichas de tu tribu en { $place }, donde acaba de colocar el Mautoma?
rv-which-sand-space-did-you-build-961c11a3 = ¿En qué espacio de arena has construido?
rv-which-location-did-you-populate-837aa7fd = ¿Qué ubicación has poblado?
rv-which-area-tile-did-you-explore-00ef5d2a = ¿Qué loseta de zona has explorado?
rv-where-did-you-place-your-tribe-bce83d07 = ¿Dónde has colocado la ficha de tu tribu?
rv-name-is-not-a-colour-one-a822958d = { $name } no es un color: una palabra de letras
rv-a-starting-tile-s-mark-goes-85847748 = la marca de una loseta inicial va en un hexágono de una loseta de zona: pinta primero el hexágono con su loseta
rv-crystals-are-printed-along-the-board-76ebc902 = los cristales están impresos a lo largo de los bordes del tablero, no en las losetas de zona (forman parte de la disposición de tu tablero)
rv-a-large-location-is-a-corner-481f947e = una ubicación grande es una loseta de esquina por sí misma, nunca un espacio de una loseta de zona
rv-the-chasm-is-part-of-the-bfcfc642 = el abismo forma parte del tablero, no de una loseta de zona
rv-word-why-8118f06f = { $word }: { $why }
rv-word-is-not-a-kind-of-569545b7 = { $word } no es un tipo de espacio; usa sand, forest, mountain, field, water o location
rv-word-could-be-kinds-write-more-2ee54a11 = { $word } podría ser { $kinds }: escribe más letras de la palabra
rv-this-tile-has-spaces-spaces-you-15443b08 = esta loseta tiene { $spaces } espacios; has dado { $given }: da un tipo para cada uno, fila a fila desde arriba, cada fila desde la izquierda
rv-give-the-number-or-symbol-printed-c2b7fdc0 = da el número o el símbolo impreso en la loseta, o un nombre
rv-a-tile-s-name-has-at-2f571f91 = el nombre de una loseta tiene como mucho { $most } caracteres
rv-a-tile-s-name-cannot-contain-6e83b893 = el nombre de una loseta no puede contener ';' ni empezar por '('
rv-that-is-every-position-348ad99b = Ya están todas las posiciones
rv-that-is-the-most-positions-a-666ab3ef = Es el máximo de posiciones que puede tener un track.
rv-position-position-which-colour-clockwise-all-fb0603be = Posición { $position }: ¿qué color? (en el sentido de las agujas del reloj, dando toda la vuelta hasta la casilla anterior a la posición 1)
rv-another-colour-its-name-8b7dda6e = Otro color: su nombre
rv-choose-the-arrows-then-tap-each-88240034 = Elige las flechas y después toca cada posición que apunta a ellas.
rv-position-position-colour-6c5130ac = Posición { $position } ({ $colour ->
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
    })
rv-choose-what-a-hex-is-then-1c29bda9 = Elige qué es un hexágono y después toca los hexágonos de la fila { $line } (de izquierda a derecha) que lo sean.
rv-row-line-hex-place-2c9c0824 = fila { $line }, hexágono { $place }
rv-row-line-is-done-5cb37a19 = La fila { $line } está hecha
rv-choose-what-a-hex-is-then-6dbe586a = Elige qué es un hexágono y después toca los hexágonos de la columna { $line } (de arriba abajo) que lo sean.
rv-column-line-hex-place-1976af4b = columna { $line }, hexágono { $place }
rv-column-line-is-done-aa0148cd = La columna { $line } está hecha
rv-no-hex-f505e585 = Sin hexágono
rv-chasm-b73dff43 = Abismo
rv-tile-tile-cbbfa8d6 = Loseta { $tile }
rv-new-tile-tile-7833b8c5 = Loseta nueva { $tile }
rv-corner-corner-c264a0bb = Esquina { $corner }
rv-starting-tile-add-to-a-tile-801b8ced = Loseta inicial (se añade a una loseta)
rv-crystal-on-the-edge-add-tap-97ad7209 = Cristal en el borde (se añade; toca otra vez para dos)
rv-top-row-af57fa86 = fila de arriba
rv-bottom-row-475c822a = fila de abajo
rv-row-row-e68f5d8c = fila { $row }
rv-the-row-0e1d4a3c = la fila
rv-row-space-space-from-the-left-b408bbc2 = { $row }, espacio { $space } desde la izquierda
rv-its-number-or-the-symbol-printed-f2139f94 = ¿Su número (o el símbolo impreso en ella)?
rv-another-number-or-symbol-or-a-fc462e2e = Otro número o símbolo, o un nombre por el que la reconocerás
rv-choose-a-kind-then-tap-each-913003ae = Elige un tipo y después toca cada espacio de la loseta que lo muestre.
rv-source-where-a-position-is-listed-8e11f0da = { $source }: { $where }: una posición aparece dos veces ({ $values })
rv-source-arrow-groups-group-group-is-5be81f1c = { $source }: arrow_groups: el grupo { $group } aparece dos veces (el tablero tiene los grupos 1-{ $groups }, cada uno una vez)
rv-source-sections-section-section-is-given-3263cf9a = { $source }: sections: la sección { $section } aparece dos veces
rv-source-position-number-section-section-is-69acd057 = { $source }: posición { $number }: la sección { $section } no es ninguna de las secciones del tablero ({ $sections })
rv-source-position-number-no-arrow-group-d2c75ef1 = { $source }: posición { $number }: sin grupo de flechas; da arrow_group para la posición o para la sección { $section }
rv-source-sections-section-section-has-no-4e200ea8 = { $source }: sections: la sección { $section } no tiene ninguna posición en el track de energía (¿una errata en la sección de una posición?)
rv-source-starting-cards-give-two-different-ca4fe6eb = { $source }: starting_cards: da dos números de carta distintos del 1 al 6, no { $cards }
rv-source-tile-tile-is-described-twice-cb3e7661 = { $source }: la loseta { $tile } está descrita dos veces, y de forma distinta
rv-source-field-a-file-of-tiles-9613f528 = { $source }: { $field }: un archivo de losetas sin tablero solo da layout y [[area_tiles]]
rv-your-board-s-layout-does-not-6f0c33f1 = la disposición de tu tablero no se puede leer como un mapa
rv-the-spaces-of-an-area-tile-ecea3350 = los espacios de una loseta de zona: sus tipos, y después dónde está cada uno
rv-revive-s-map-facts-are-frame-9aa6e93c = Los datos del mapa de Revive son { $frame }, { $tiles } y '{ $tile }NAME'
rv-key-a-position-of-the-energy-f8248a17 = { $key }: una posición del track de energía es un número del 1 al { $most }
rv-value-is-not-written-as-soloist-bd9837d0 = { $value } no está escrito como lo guarda Soloist
rv-give-a-number-of-positions-from-963ed234 = da un número de posiciones del 2 al { $most }
rv-revive-s-board-facts-are-track-5bf7a9eb = Los datos del tablero de Revive son { $track }, { $colours }, { $arrows }, { $first } y { $second }
rv-source-where-problem-662a216d = { $source }: { $where }: { $problem }
rv-hex-hex-is-already-used-by-46aa7e03 = el hexágono { $hex } ya lo usa { $owner }
rv-tile-id-tile-is-used-twice-2d6d08d0 = el id de loseta { $tile } se usa dos veces
rv-give-the-kind-of-every-space-634c75e4 = da el tipo de todos los espacios de la loseta, o de ninguno (entonces la loseta se nombra en la mesa cuando esté boca arriba)
rv-a-tile-s-key-names-the-92fa9151 = la clave de una loseta nombra la loseta que está allí: da también los tipos de sus espacios
rv-tile-tile-is-described-twice-dcb3970f = la loseta { $tile } está descrita dos veces
rv-hex-hex-is-given-twice-each-487da7cb = el hexágono { $hex } aparece dos veces: cada espacio de una loseta está en su propio hexágono
rv-id-id-looks-like-a-hex-b86eb358 = el id { $id } parece el nombre de un hexágono; elige otro (NW, north-east, ...)
rv-id-id-is-used-twice-3b277648 = el id { $id } se usa dos veces
rv-hex-hex-is-not-a-space-5043ebfd = el hexágono { $hex } no es un espacio del mapa
rv-tile-is-not-a-tile-of-cdea3e15 = { $tile } no es una loseta del mapa
rv-space-is-on-tile-tile-which-0ba6a86a = { $space } está en la loseta { $tile }, que está boca abajo
rv-space-is-on-tile-tile-whose-38fbc877 = { $space } está en la loseta { $tile }, cuyos espacios no da el archivo
rv-space-is-kind-not-wanted-d96581a1 = { $space } es { $kind }, no { $wanted }
rv-space-is-listed-twice-5768ad53 = { $space } aparece dos veces
rv-space-already-has-a-mautoma-building-e14fb598 = { $space } ya tiene un edificio del Mautoma (un edificio por espacio)
rv-your-board-s-layout-42888725 = la disposición de tu tablero
rv-the-area-tiles-described-be65800e = las losetas de zona descritas
rv-does-not-read-7f5465d3 = no se puede leer
rv-count-positions-colours-4bf27b2d = { $count } posiciones: { $colours }
rv-count-positions-from-position-1-clockwise-5ece3e63 = { $count } posiciones desde la posición 1, en el sentido de las agujas del reloj: { $colours }
rv-arrows-counted-from-a-slot-no-baa3c496 = { $arrows } (contadas desde una casilla que ya no se conoce)
rv-count-positions-d27f21a0 = { $count } posiciones
rv-the-number-of-positions-of-your-5090d617 = el número de posiciones del track de energía de tu tablero del Mautoma
rv-the-colours-of-your-energy-track-8f2cfc12 = los colores de las posiciones de tu track de energía
rv-the-tiebreaker-arrows-of-your-energy-f634e482 = las flechas de desempate de las posiciones de tu track de energía
rv-the-first-action-card-with-an-2fa3532c = la primera carta de acción con una «S»
rv-the-other-action-card-with-an-22b56ff8 = la otra carta de acción con una «S»
rv-the-tiebreaker-arrows-at-position-position-e2cefd2c = las flechas de desempate de la posición { $position } del track de energía (de una versión anterior)
rv-source-a-layout-gives-no-kinds-5182b927 = { $source }: una disposición no da tipos: los espacios de una loseta se conocen cuando está boca arriba
rv-source-no-starting-tile-mark-the-61d943c3 = { $source }: ninguna loseta inicial: marca los hexágonos de cada loseta inicial con * detrás de su número
rv-source-the-hexes-of-tile-tile-70215629 = { $source }: los hexágonos de la loseta { $tile } no están todos juntos: comprueba su número en cada línea
rv-a-map-with-negative-rows-or-3b5c647a = un mapa con filas o columnas negativas no se describe línea a línea
rv-not-a-layout-the-text-soloist-1e006a4c = no es una disposición: el texto que escribe Soloist cuando describes tu tablero o importas su archivo de mapa
rv-kinds-and-last-03583e8f = { $kinds } y { $last }
rv-kinds-a-starting-tile-b1379ac4 = { $kinds } (una loseta inicial)
rv-tiles-names-73bcee53 = losetas { $names }
rv-tile-name-70d5d477 = loseta { $name }
rv-not-described-yet-1b79de2f = aún sin describir
rv-your-score-is-not-modelled-in-fc2d1cd2 = Tu puntuación no se modela en la simulación (solo tus acciones en el mapa), así que las partidas no tienen resultado frente a los umbrales. Aquí, ganar es ganar la disputa por el mapa: un punto por cada recompensa del mapa junto a los edificios de un bando (cada espacio de terreno y cada cristal junto a un edificio, cada espacio de agua junto a ellos una vez), por cada loseta de zona que ha explorado y por cada ubicación que ha poblado; ganas con más puntos que el Mautoma. Los puntos (uno cada cosa) son una elección de Soloist: lo que valen las recompensas de una loseta, una tecnología o un edificio está en componentes que no son públicos. Este modo en solitario no tiene niveles de dificultad: las cartas «S» son el desglose del informe.
rv-the-mautoma-board-and-the-map-2d8a918c = El tablero del Mautoma y el mapa de la partida son FICTICIOS (una muestra inventada por Soloist): estas cifras muestran cómo se juegan las reglas del Mautoma sobre ellos, no sobre los componentes reales. Da los tuyos con --board FILE y --map FILE.
rv-the-mautoma-board-played-on-is-0261e6c6 = El tablero del Mautoma de la partida es FICTICIO (una muestra inventada por Soloist): estas cifras muestran cómo se juegan las reglas del Mautoma sobre él, no sobre los componentes reales. Da los tuyos con --board FILE y --map FILE.
rv-the-map-played-on-is-fictional-e1722f39 = El mapa de la partida es FICTICIO (una muestra inventada por Soloist): estas cifras muestran cómo se juegan las reglas del Mautoma sobre él, no sobre los componentes reales. Da los tuyos con --board FILE y --map FILE.

# crawl (w-crawl): the table's words (tableview.py). (On main this file had no message yet;
# the Spanish questions come with w-tr4-es, the composed log values with w-composed-revive:
# keep all.)
rv-my-exceptions-to-the-rules-2ce22470 = mis excepciones a las reglas
rv-energy-track-18715f7e = Track de energía
rv-card-number-6f12e819 = Carta { $number }
rv-action-card-3ba772ff = carta de acción
rv-energy-energy-dde6c735 = energía +{ $energy }
rv-position-number-colour-section-section-03adc87d = posición { $number } ({ $colour }, sección { $section })
rv-position-number-colour-bf6d4231 = posición { $number } ({ $colour })
rv-position-number-0b47b332 = posición { $number }
rv-energy-marker-f537482c = marcador de energía
rv-the-marker-is-on-position-position-5ebfaf50 = el marcador está en la posición { $position } de { $size }, la { $colour }, en el sentido de las agujas del reloj
rv-the-marker-is-on-position-position-58b6491c = el marcador está en la posición { $position } de { $size }, en el sentido de las agujas del reloj
rv-action-deck-1d5b2e00 = Mazo de Acción
rv-progress-deck-ea8dfb2d = Mazo de Progreso
rv-drawn-card-number-054fe19d = Robada: carta { $number }
rv-last-drawn-card-number-c0cbe433 = Última robada: carta { $number }
rv-discards-cards-62338518 = Descartes: { $cards }
rv-discards-none-940f008a = Descartes: ninguno
rv-small-buildings-left-b1f73899 = Edificios pequeños restantes
rv-large-buildings-left-aae702e6 = Edificios grandes restantes
rv-figures-left-a91b9060 = Figuras restantes
rv-tiles-explored-42fe4f15 = Losetas exploradas
rv-mautoma-setting-up-d769ebae = Mautoma: preparación
rv-mautoma-energy-energy-size-action-deck-92028824 = Mautoma: energía { $energy }/{ $size } · mazo de Acción { $deck } (descartes { $discards }) · turnos de renovación { $refreshes }/{ $most } · colocados: { $buildings }, { $figures }, { $tiles }
rv-count-building-35a074dc = { $count } edificio
rv-count-buildings-dd06f0bc = { $count } edificios
rv-count-figure-40a00f89 = { $count } figura
rv-count-figures-d19afa41 = { $count } figuras
rv-count-tile-79b9d2c3 = { $count } loseta
rv-count-tiles-e3362307 = { $count } losetas
rv-your-turn-turn-of-turns-2a3426ad = Tu turno { $turn } de { $turns }
rv-by-the-standard-rules-at-the-6d819ef1 = según las reglas estándar, al final
rv-refresh-refreshes-most-9d2e4705 = renovación { $refreshes }/{ $most }
rv-refresh-turns-5fbbb7ae = Turnos de renovación
rv-the-mautoma-s-decks-87fff6b8 = Los mazos del Mautoma
rv-the-game-ends-at-the-beginning-f4160065 = la partida termina al comienzo del cuarto
rv-the-mautoma-s-pieces-31084c60 = Las piezas del Mautoma
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


# crawl2 (w-crawl2)
rv-cards-first-and-second-bc37ac78 = Cartas { $first } y { $second }
rv-board-4816cbfd = Tablero
rv-sample-board-and-map-c219cff9 = Tablero y mapa de ejemplo
rv-as-your-board-says-asked-at-7ef79a96 = Como dice tu tablero (se pregunta en la mesa si Soloist no lo sabe)
rv-the-cards-with-an-s-0d9f77a2 = Las cartas con una «S»
rv-any-other-tribe-467a78b4 = Cualquier otra tribu
rv-the-tribe-with-5-target-tiles-dd9be87e = La tribu con 5 losetas objetivo en su cara de Luna (deducido)
rv-tribe-6c49567d = Tribu
rv-a-standard-set-8d2801cb = Un conjunto estándar
rv-drafted-draw-5-keep-2-until-3a61ebb8 = Por draft: roba 5, quédate 2, hasta tener 6
rv-starting-cards-161cfa4e = Cartas iniciales
rv-your-mautoma-board-written-down-in-684bed4b = Tu tablero del Mautoma escrito en un archivo: el track de energía, sus colores y secciones, los grupos de flechas, las dos cartas con una «S». Sin él, Soloist pregunta en la mesa lo que necesita cada decisión, y guarda tu tablero en tus componentes.
rv-your-map-written-down-in-a-3c149fe6 = Tu mapa escrito en un archivo: Soloist sigue entonces el mapa y calcula él mismo los lugares elegibles, el alcance y las bonificaciones (tú le dices tus propias acciones de mapa). Sin él, pregunta en la mesa, o sigue la disposición de tu tablero si tus componentes la tienen.
rv-play-on-soloist-s-fictional-sample-d58c0232 = Jugar con el tablero y el mapa de ejemplo FICTICIOS de Soloist donde no das los tuyos (para probar Soloist; son inventados, no los componentes reales).
rv-the-two-action-cards-with-an-19189023 = Las dos cartas de acción con una «S» (Soloist numera las cartas del 1 al 6 en el orden en que las describen las reglas en solitario). Las marcas reales no son públicas. (No es un nivel de dificultad: este modo en solitario no tiene ninguno.)
rv-whether-you-play-the-tribe-of-27d2ce63 = Si juegas la tribu de las REGLAS ESPECÍFICAS DE TRIBU de las reglas en solitario: el Mautoma te paga entonces sus costes cuando se coloca sobre tus fichas. Las reglas muestran esa tribu con un icono; Soloist deduce que es la tribu cuya cara de Luna tiene 5 losetas objetivo.
rv-your-6-starting-citizen-cards-by-19edca90 = Tus 6 cartas de ciudadano iniciales, según las reglas en solitario.

# r6 revive (w-r6-revive)
# $article: el artículo inglés ("a"/"an") delante de un color; los mensajes en español que
# lo reciben eligen el suyo y no lo usan.
rv-a-ca978112 = un
rv-an-ea325d76 = un
rv-a-559aead0 = Un
rv-an-9f98b7c7 = Un
# El tamaño de un edificio del Mautoma ($size); los mensajes eligen su forma según él.
rv-small-81db8ebb = pequeño
rv-large-d35c416a = grande
rv-your-board-s-layout-its-hexes-d108ae03 = la disposición de tu tablero (sus hexágonos, los lugares de las losetas de zona, el abismo, las esquinas y los cristales): descrita una vez en la mesa, fila a fila (se ofrece en la preparación de la partida siguiente), para que Soloist pueda seguir el mapa
rv-left-of-your-tiles-area-tiles-e14b33ad = { $left } de tus { $tiles } losetas de zona: cada una se describe la primera vez que está boca arriba en una partida (después solo se pregunta su nombre)
rv-your-mautoma-board-s-energy-track-d2cb19a0 = el track de energía de tu tablero del Mautoma: el color de cada posición (se pregunta una vez, en la preparación de la partida siguiente)
rv-the-tiebreaker-arrows-each-position-of-c8b50a53 = las flechas de desempate a las que apunta cada posición del track de energía (se preguntan una vez, cuando Soloist sigue tu mapa por primera vez)
rv-which-two-of-the-six-action-022703a4 = cuáles de las seis cartas de acción llevan la "S" (se pregunta en la preparación)
# Las muestras de color del track de energía (la palabra de la muestra).
rv-purple-7d465fb9 = Morado
rv-yellow-19dd83f1 = Amarillo
rv-orange-78e7771b = Naranja
rv-red-ba19e9c3 = Rojo
rv-pink-bd38ed77 = Rosa
rv-teal-fa15a5c1 = Turquesa
rv-brown-18f28559 = Marrón
rv-grey-d4ac5809 = Gris
rv-black-c6cfe6e4 = Negro
rv-white-3495e757 = Blanco
rv-colour-d6838c35 = color
rv-your-energy-track-d060fad0 = Tu track de energía
rv-position-number-colour-0355062b = posición { $number }: { $colour }
rv-number-colour-d071cdab = { $number }: { $colour }
rv-number-arrows-f5560e4e = { $number }: { $arrows }
# El mapa (un hexágono, sus piezas, la última decisión del Mautoma) y la disposición del
# tablero descrita.
rv-mautoma-building-82c17478 = edificio del Mautoma
rv-mautoma-figure-f5842b8a = figura del Mautoma
rv-your-token-4d911961 = tu ficha
rv-chosen-7be403e3 = elegido
rv-a-candidate-0934bcbe = un candidato
rv-the-tile-being-named-db9963a6 = la loseta que se está nombrando
rv-no-hex-56a9f1b7 = ningún hexágono
rv-the-board-s-first-hex-4c731155 = el primer hexágono del tablero
rv-the-mautoma-s-last-decision-it-62603173 = La última decisión del Mautoma: construye en { $spot } (los candidatos con sus valores)
rv-the-mautoma-s-last-decision-it-3638134e = La última decisión del Mautoma: puebla { $spot } (sus candidatos)
rv-the-mautoma-s-last-decision-it-9eab2f07 = La última decisión del Mautoma: explora { $spot } (sus candidatos)
rv-chosen-value-value-6e5e22d6 = elegido, valor { $value }
rv-a-candidate-value-value-81810a54 = un candidato, valor { $value }
rv-the-mautoma-builds-on-spot-93e4ddb1 = El Mautoma construye en { $spot }
rv-the-mautoma-populates-on-spot-2b242cfd = El Mautoma puebla { $spot }
rv-the-mautoma-explores-spot-3537caba = El Mautoma explora { $spot }
rv-words-with-count-crystal-next-to-c1e871f7 = { $words }, con { $count } cristal al lado
rv-words-with-count-crystals-next-to-e33a11f6 = { $words }, con { $count } cristales al lado
rv-starting-tile-tile-78cebf03 = loseta inicial { $tile }
rv-area-tile-tile-ef67be2b = loseta de zona { $tile }
rv-the-corner-s-large-location-corner-647c2c09 = la ubicación grande de la esquina { $corner }
rv-row-line-hex-place-words-ec94ecfd = fila { $line }, hexágono { $place }: { $words }
rv-column-line-hex-place-words-17c624f9 = columna { $line }, hexágono { $place }: { $words }
rv-your-board-as-described-so-far-6266a121 = Tu tablero tal como lo has descrito hasta ahora ({ $count } de { $lines } filas)
rv-your-board-as-described-so-far-9f2555d7 = Tu tablero tal como lo has descrito hasta ahora ({ $count } de { $lines } columnas)
# Tus componentes, las flechas de desempate y una loseta tal como está.
rv-not-known-b99520f7 = no se conoce
rv-name-fictional-tiles-places-for-area-a3823089 = { $name } (FICTICIO): { $tiles } lugares para losetas de zona, { $starting } de ellos para las losetas iniciales
rv-name-tiles-places-for-area-tiles-f4ce6ade = { $name }: { $tiles } lugares para losetas de zona, { $starting } de ellos para las losetas iniciales
rv-tile-name-kinds-3bbb4d2b = loseta { $name }: { $kinds }
rv-thick-arrow-at-the-top-13d3e9cb = Flecha gruesa arriba →
rv-thick-arrow-at-the-top-eef8e415 = Flecha gruesa arriba ←
rv-thick-arrow-at-the-bottom-6fac133b = Flecha gruesa abajo →
rv-thick-arrow-at-the-bottom-9851329e = Flecha gruesa abajo ←
rv-tiebreaker-arrows-cb22e809 = flechas de desempate
rv-space-kind-8cea1745 = { $space }: { $kind }
rv-tile-tile-as-it-lies-0a20cc19 = Loseta { $tile }, tal como está
rv-kinds-or-kind-5eaac70f = { $kinds } o { $kind }
# El orden en que se nombran los espacios de una loseta.
rv-count-spaces-7bdc816c = { $count } espacios
rv-count-space-3b084ac7 = { $count } espacio
rv-from-the-left-spaces-edaa8f47 = desde la izquierda ({ $spaces })
rv-its-row-from-the-left-spaces-10150beb = su { $row } desde la izquierda ({ $spaces })
rv-rows-then-its-row-spaces-a5d12095 = { $rows }, luego su { $row } ({ $spaces })

# r7 rest (w-r7-rest)
rv-person-map-points-461d7ff1 = Tus puntos del mapa
rv-mautoma-map-points-cb953eb4 = Puntos del mapa del Mautoma
rv-person-build-rewards-0d050e0c = Tus recompensas de construcción
rv-mautoma-build-rewards-294f6c40 = Recompensas de construcción del Mautoma
rv-person-tiles-ee5435ae = Tus losetas de área
rv-person-figures-cb7e3d34 = Tus figuras
rv-person-turns-8bddd12a = Tus turnos
rv-mautoma-turns-3ebf299d = Turnos del Mautoma
rv-refreshes-cc988198 = Renovaciones
rv-mautoma-buildings-b57d254d = Edificios del Mautoma
rv-mautoma-figures-a92dd55d = Figuras del Mautoma
rv-mautoma-tiles-c0222c47 = Losetas de área del Mautoma
rv-mautoma-skipped-264eaa5e = Acciones omitidas por el Mautoma
rv-final-action-deck-6410363f = Mazo de acciones final
rv-artifacts-removed-d74ebe33 = Artefactos retirados
rv-mautoma-build-bonus-1080abe1 = Bonificación de construcción del Mautoma
rv-draws-card-number-f356b6a3 = Veces que sale la carta { $number }

# r9 help (w-r9-help-es)
rv-a-balance-report-compares-all-15-76ecc429 = Un informe de equilibrio compara los 15 pares.

# r9 values (w-r9-values)
rv-buildings-the-mautoma-placed-d3e586f7 = Edificios colocados por el Mautoma
rv-population-figures-the-mautoma-placed-c1d98ba2 = Figuras de población colocadas por el Mautoma
rv-area-tiles-the-mautoma-explored-b102d25b = Losetas de zona exploradas por el Mautoma
rv-actions-the-mautoma-skipped-no-legal-dd0b4a3f = Acciones que el Mautoma se saltó (sin colocación ni loseta válida)
rv-bonuses-next-to-the-mautoma-s-3546147a = Bonificaciones junto a los edificios del Mautoma, según su propia cuenta al construir (sumadas)
rv-stand-in-won-the-contest-for-72590005 = El suplente gana la disputa por el mapa (más puntos que el Mautoma)
rv-stand-in-s-points-in-the-864cf2fb = Puntos del suplente en la disputa por el mapa menos los del Mautoma
rv-stand-in-s-points-in-the-6e3db2c2 = Puntos del suplente en la disputa por el mapa
rv-the-mautoma-s-points-in-the-7fa95b0b = Puntos del Mautoma en la disputa por el mapa
rv-the-map-s-rewards-next-to-e10a33d4 = Recompensas del mapa junto a los edificios del suplente
rv-the-map-s-rewards-next-to-284f96fe = Recompensas del mapa junto a los edificios del Mautoma, contadas como las del suplente
rv-area-tiles-the-stand-in-explored-bd3c454d = Losetas de zona exploradas por el suplente
rv-population-figures-the-stand-in-placed-0ed133ef = Figuras de población colocadas por el suplente
rv-mautoma-turns-before-the-game-ends-ec7addb8 = Turnos del Mautoma antes del final de la partida (acción + renovación)
rv-your-turns-when-the-game-ends-4bc760f0 = Tus turnos al final de la partida
rv-major-artifacts-the-refresh-turns-removed-2754c130 = Artefactos mayores retirados por los turnos de renovación
rv-times-card-number-is-drawn-97fdadb0 = Veces que se roba la carta { $number }
rv-one-map-action-a-turn-rotating-aa1ccc5d = una acción en el mapa por turno, por rotación explorar → construir → poblar, sobre el objetivo posible más cercano a sus propias piezas (al azar entre los más cercanos); sin fichas de tribu; no tiene puntuación (tu partida más allá del mapa no se modela), así que las partidas no tienen resultado ni tasa de victorias: las cifras son las del Mautoma. Juega en el mapa y el tablero de muestra FICTICIOS salvo que se den --map y --board
rv-one-map-action-a-turn-the-37544841 = una acción en el mapa por turno, la mejor recompensa que muestra el mapa: construye mientras un espacio de arena pague una recompensa (el mayor terreno, cristales y agua no reclamada a su lado; en empate, el lugar que el Mautoma valoraría más dentro de su alcance 3, luego el más cercano), si no puebla una ubicación sin figura del Mautoma, si no explora la loseta junto a más de sus edificios; sin fichas de tribu; no tiene puntuación (tu partida más allá del mapa no se modela), así que las partidas no tienen resultado ni tasa de victorias: las cifras son las del Mautoma. Juega en el mapa y el tablero de muestra FICTICIOS salvo que se den --map y --board
rv-one-map-action-a-turn-at-28290217 = una acción en el mapa por turno, al azar (construir, poblar o explorar), sobre un objetivo al azar; sin fichas de tribu. Juega en el mapa y el tablero de muestra FICTICIOS salvo que se den --map y --board
rv-one-map-action-a-turn-as-f6c4f10f = una acción en el mapa por turno, como greedy y steady, elegida mediante búsqueda: qué acción (construir, poblar, explorar) y dónde (los { $candidates } mejores objetivos de greedy), cada una probada en copias de la partida cuya parte oculta (el orden de los mazos del Mautoma, la carta en la caja, las losetas boca abajo) se saca de nuevo y se juega { $turns } turnos con greedy; se queda con la respuesta de mayor ventaja en la disputa por el mapa (las recompensas del mapa junto a sus edificios frente a las que hay junto a los del Mautoma); sin fichas de tribu, sin artefactos. Juega en el mapa y el tablero de muestra FICTICIOS salvo que se den --map y --board
rv-stand-in-s-points-in-the-a5516644 = puntos del suplente en la disputa por el mapa menos los del Mautoma

# r9 files (lead)
rv-revive-s-components-have-no-fact-846463ef = Los componentes de Revive no tienen el dato { $key }

# r9 decide (w-r9-decide)
rv-the-new-action-deck-has-count-408b6d0b = : el nuevo mazo de Acción tiene { $count } cartas
rv-the-new-action-deck-has-1-8a7cfb7f = : el nuevo mazo de Acción tiene 1 carta más
rv-no-board-file-32ce48dd = sin archivo de tablero
rv-name-fictional-fc71fa45 = { $name } (FICTICIO)
rv-facts-from-the-table-7bf1b717 = lo que dice la mesa
rv-map-name-fictional-89381b28 = mapa { $name } (FICTICIO)
rv-map-name-9f1e6959 = mapa { $name }
rv-a-refresh-turn-2fcf19e7 = un turno de renovación
rv-card-number-52cb1467 = carta { $number }
rv-energy-marker-on-position-energy-of-aaf76560 = Marcador de energía en la posición { $energy } de { $size } ({ $board }); { $what }; { $where }.
rv-after-the-turn-energy-marker-on-33869517 = Después del turno: marcador de energía en la posición { $energy }; al Mautoma le quedan { $small } edificios pequeños, { $large } grandes y { $figures } figuras.
rv-source-field-not-given-but-why-0675b825 = { $source }: { $field }: no se indica, pero { $why }; indícalo
rv-the-mautoma-explores-4802fce3 = el Mautoma explora
rv-a-tie-needs-the-tiebreaker-arrows-1db8bd55 = un empate necesita las flechas de desempate y no se da ningún archivo de tablero
rv-source-the-tile-on-place-is-eaf285c1 = { $source }: la loseta en { $place } está boca arriba, y el archivo del mapa no dice qué muestra; da los tipos de sus espacios en el archivo del mapa
rv-source-cannot-answer-question-956e76e6 = { $source }: no se puede responder a { $question }
rv-the-mautoma-builds-4ba8aa5e = el Mautoma construye
rv-the-mautoma-populates-a66e9543 = el Mautoma puebla
rv-where-empty-give-sample-or-the-10939a5d = { $where }: vacío; da "sample" o la ruta de tu archivo de mapa (o deja fuera el campo)
rv-where-empty-give-sample-or-the-b98d7750 = { $where }: vacío; da "sample" o la ruta de tu archivo de tablero (o deja fuera el campo)
rv-where-value-is-a-folder-not-0780fe80 = { $where }: { $value } es una carpeta, no un archivo de mapa
rv-where-value-is-a-folder-not-e7abc776 = { $where }: { $value } es una carpeta, no un archivo de tablero
rv-where-value-no-such-file-path-41db096c = { $where }: { $value }: no existe ese archivo ({ $path })
rv-path-give-either-a-map-soloist-b8778adc = { $path }: da o bien un mapa (Soloist calcula los sitios posibles) o bien spots/locations/tiles (lo que dice la mesa), no ambos
rv-path-state-pieces-on-the-map-b87c575d = { $path }: state: las piezas en el mapa necesitan un archivo de mapa (map = ...)
rv-source-track-size-not-given-and-041ded59 = { $source }: track_size: no se indica, y ningún archivo de tablero da el track de energía; da uno u otro
rv-source-energy-position-energy-is-not-f5bdc2ef = { $source }: energy: la posición { $energy } no está en un track de energía de { $size } posiciones
rv-a-refresh-turn-reads-the-colours-c04b55bf = un turno de renovación lee los colores y los iconos del tablero del Mautoma

# r9 data files (w-r9-pydantic)
rv-give-a-card-number-from-1-d9dabdc2 = indica un número de carta del 1 al 6, o "refresh", no { $value }
