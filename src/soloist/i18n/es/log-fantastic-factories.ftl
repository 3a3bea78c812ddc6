# Fantastic Factories: el registro de la Máquina y de tu partida, en español. Términos:
# glossary-fantastic-factories.md (el reglamento en español). Los nombres de las cartas se
# quedan en inglés: llegan como valores del código, y un nombre español que no podemos
# comprobar despistaría a quien busca la carta.

ff-architect-you-draw-3-blueprints-cards-59e56b1c = Architect: robas 3 proyectos ({ $cards }).
ff-electrician-5-energy-now-resources-f4f9315a = Electrician: +5 de energía. Ahora tienes { $resources }.
ff-miner-3-metal-now-resources-7eb50635 = Miner: +3 de metal. Ahora tienes { $resources }.
ff-engineer-reveals-card-which-you-already-ea95dd06 = Engineer: revela { $card }, que ya tienes: se descarta y se revela otro.
ff-engineer-reveals-card-and-you-build-3229fffc = Engineer: revela { $card } y lo construyes en el acto, gratis. { $count ->
        [one] { $count } edificio.
       *[other] { $count } edificios.
    }
ff-engineer-no-blueprint-you-may-build-5277d16b = Engineer: no queda ningún proyecto que puedas construir por revelar.
ff-foreman-at-the-start-of-your-61b6d513 = Foreman: al comienzo de tu fase de trabajo colocas hasta 4 de tus dados en el valor que quieras.
ff-hired-hands-you-roll-2-extra-d0763588 = Hired Hands: tiras 2 dados adicionales en tu fase de trabajo (se descartan al final de la ronda).
ff-investor-no-blueprint-left-to-reveal-e3b5f4d0 = Investor: no queda ningún proyecto por revelar.
ff-investor-reveals-card-you-gain-its-ca6e6741 = Investor: revela { $card }; ganas su coste de construcción, { $cost } ({ $kept }). Ahora tienes { $resources }.
ff-specialist-an-extra-die-of-any-4460de9d = Specialist: un dado adicional con el valor que quieras en tu fase de trabajo; lo eliges después de tirar.
ff-card-soloist-does-not-know-this-9e968213 = { $card }: Soloist no conoce el efecto de este contratista (no está en la edición comercial); no apliques nada.
ff-you-take-1-metal-2-energy-11052fe5 = Tomas 1 de metal, 2 de energía, 4 dados blancos y 4 proyectos: { $hand }.
ff-market-market-15738b1c = Mercado: { $market }.
ff-the-machine-scores-text-dfd4c52e = Puntuación de la Máquina: { $text }.
ff-you-score-text-buildings-buildings-d06c57fb = Tu puntuación: { $text } ({ $buildings ->
        [one] { $buildings } edificio
       *[other] { $buildings } edificios
    }).
ff-card-dice-recipe-discarded-drawn-extra-a6196a71 = { $card }{ $dice }: { $recipe }{ $discarded }{ $drawn }{ $extra }. Ahora tienes { $resources }.
ff-black-market-with-a-die-discarded-54dcacb1 = Black Market con un { $die }: descartas { $card } (coste de construcción { $cost }) → { $metal } de metal + { $energy } de energía. Ahora tienes { $resources }.
ff-card-pay-1-energy-a-old-2e095d60 = { $card }: pagas 1 de energía y un { $old } pasa a ser un { $new }.
ff-golem-pay-value-energy-an-extra-8380ddef = Golem: pagas { $value } de energía → un dado adicional con un { $value }.
ff-temp-agency-pay-1-energy-re-3f01d6db = Temp Agency: pagas 1 de energía y vuelves a tirar { $old } → { $new }.
ff-replicator-pay-1-energy-to-activate-4000e78b = Replicator: pagas 1 de energía para activar { $card } del mercado.
ff-the-machine-rolls-dice-description-3ebad798 = La Máquina tira { $dice-description }.
ff-the-machine-manufactures-made-made-word-c0f3e7e3 = La Máquina fabrica { $made } { $made ->
        [one] mercancía
       *[other] mercancías
    }: { $total } { $total ->
        [one] mercancía
       *[other] mercancías
    } en total.
ff-the-blueprint-deck-and-its-discard-4cb0a421 = El mazo de proyectos y su pila de descartes están vacíos: no hay carta.
ff-you-pass-your-market-phase-there-2f415b5d = Pasas tu fase de mercado: no hay nada que puedas tomar.
ff-you-take-card-from-market-slot-4e189bff = Tomas { $card } del hueco { $slot } del mercado.
ff-discard-all-4-market-blueprints-5dd2a106 = Descarta los 4 proyectos del mercado.
ff-discard-all-4-market-contractors-7fb43cb2 = Descarta los 4 contratistas del mercado.
ff-refill-the-market-from-the-decks-a20eb8cf = Repón el mercado desde los mazos.
ff-difficulty-difficulty-the-machine-starts-with-26b8ea1b = Dificultad { $difficulty ->
        [easy] fácil
        [medium] media
        [hard] difícil
        [very-hard] muy difícil
       *[other] { $difficulty }
    }: la Máquina empieza con { $wanted } { $wanted ->
        [one] proyecto
       *[other] proyectos
    }{ $monuments }.
ff-card-into-the-machine-s-compound-6f604622 = { $card } entra en la Zona de Obras de la Máquina.
ff-the-machine-s-compound-compound-ec610faf = La Zona de Obras de la Máquina: { $compound }.
ff-the-end-of-the-game-is-af970b0f = { $who ->
        [you] Desencadenas
       *[other] La Máquina desencadena
    } el final de la partida: { $why }. Se termina esta ronda y se juega una ronda más (la ronda { $last }).
ff-soloist-deals-card-for-the-machine-ad914b4a = Soloist reparte { $card } para la Zona de Obras inicial de la Máquina.
ff-soloist-reveals-the-top-of-its-c9dbb1b4 = Soloist revela la carta superior de su mazo de proyectos: { $card }.
ff-market-blueprints-1-first-2-second-64711cbc = Proyectos del mercado: 1 { $first }, 2 { $second }, 3 { $third }, 4 { $fourth }.
ff-you-take-market-blueprint-slot-card-a10efc5a = Tomas el proyecto { $slot } del mercado ({ $card }).
ff-you-end-your-work-phase-with-92321ce8 = Terminas tu fase de trabajo con { $resources }.
ff-you-roll-dice-ad0e42fc = Tiras: { $dice }.
ff-specialist-an-extra-die-showing-value-7c2baef6 = Specialist: un dado adicional con un { $value }.
ff-you-build-card-pay-cost-and-98eee137 = Construyes { $card }: pagas { $cost } y descartas { $paid } ({ $tool }). { $count ->
        [one] { $count } edificio.
       *[other] { $count } edificios.
    }
ff-limit-of-12-metal-and-energy-22a02a37 = Límite de 12 de metal y 12 de energía: te quedas con { $metal } de metal y { $energy } de energía (descartas { $lost } de más).
ff-hand-limit-of-10-you-discard-1da94f43 = Límite de 10 cartas en la mano: descartas { $card }.
ff-laboratory-you-gained-a-good-so-a7b84a0f = Laboratory: has ganado una mercancía, así que robas { $card } (una vez por ronda).
ff-name-you-built-a-card-amount-f88dcc28 = { $name }: has construido una carta, +{ $amount } { $resource } (una vez por ronda).
ff-digital-play-soloist-models-the-decks-b2f98669 = Partida digital: Soloist lleva los mazos, el mercado, tu mano, tus dados y tu Zona de Obras. Donde las fuentes no coinciden: { $defaults }; la carta del Investor { $investor ->
        [discarded] se descarta
       *[other] se queda en tu mano
    }.
ff-soloist-does-not-know-what-these-257518d1 = Soloist no sabe qué hacen estas cartas: { $names }. Se pueden construir por su prestigio, pero no tienen activación.
ff-green-green-market-blueprint-green-ordinal-76713dc6 = verde { $green }: el proyecto { $green } del mercado ({ $ordinal }, { $card }) entra en la Zona de Obras
ff-green-green-market-slot-green-ordinal-880b2a4d = verde { $green }: el hueco { $green } del mercado ({ $ordinal }) está vacío, porque el mazo de proyectos y su pila de descartes se han agotado: la Máquina no toma carta
ff-green-green-top-blueprint-card-into-4334f5be = verde { $green }: el proyecto superior del mazo ({ $card }) entra en la Zona de Obras; se descartan los { $discarded ->
        [contractors] contratistas
       *[other] proyectos
    } del mercado
ff-green-green-the-blueprint-deck-and-d5f72082 = verde { $green }: el mazo de proyectos y su pila de descartes están vacíos, así que no hay carta que revelar: la Máquina no toma carta; se descartan los { $discarded ->
        [contractors] contratistas
       *[other] proyectos
    } del mercado
ff-colour-die-sign-count-kind-title-afab3f51 = { $colour } { $die } { $sign } { $count } { $kind-title } → { $made }
ff-colour-die-sign-count-kind-title-7e22b273 = { $colour } { $die } { $sign } { $count } { $kind-title } → ninguna mercancía
ff-you-pay-1-paying-to-discard-6ef88f29 = Pagas 1 de { $paying ->
        [energy] energía
       *[other] metal
    } para descartar los 4 { $row ->
        [blueprints] proyectos
       *[other] contratistas
    } del mercado.
ff-you-hire-card-from-slot-slot-3b05da60 = Contratas a { $card } del hueco { $slot }: descartas { $paid } ({ $tool }){ $extra }.
ff-what-is-a-monument-discarded-deal-964a5ba9 = { $what } es un monumento: se descarta y se reparte otro (la Máquina no puede empezar con un monumento).
ff-row-with-a-value-gain-bonus-12226d8f = { $row } con un { $value } → { $gain }{ $bonus }{ $drawn }. Ahora tienes { $resources }.

# composed values (composed-others)
ff-you-hire-card-from-slot-slot-095756d3 = Contratas a { $card } del hueco { $slot }: descartas { $paid } ({ $tool }) y pagas { $cost }.
