# Fantastic Factories (Fantastiques Fabriques, Lucky Duck Games) : le journal de la Machine et
# de votre partie, en français. Termes : glossary-fantastic-factories.md. Les noms des cartes
# sont des termes du jeu (terms-fantastic-factories.ftl) : seuls l'Architecte et l'Électricien,
# vus dans une source publique, sont en français ; les autres restent en anglais, car un nom
# français que l'on ne peut pas vérifier égarerait le joueur qui cherche la carte.

ff-architect-you-draw-3-blueprints-cards-59e56b1c = Architecte : vous piochez 3 Plans ({ $cards }).
ff-electrician-5-energy-now-resources-f4f9315a = Électricien : +5 énergie. Vous avez maintenant { $resources }.
ff-miner-3-metal-now-resources-7eb50635 = Miner : +3 métal. Vous avez maintenant { $resources }.
ff-engineer-reveals-card-which-you-already-ea95dd06 = Engineer : révèle { $card }, que vous avez déjà : défaussé, on en révèle un autre.
ff-engineer-reveals-card-and-you-build-3229fffc = Engineer : révèle { $card }, que vous bâtissez aussitôt, gratuitement. { $count ->
        [one] { $count } bâtiment.
       *[other] { $count } bâtiments.
    }
ff-engineer-no-blueprint-you-may-build-5277d16b = Engineer : il ne reste aucun Plan à révéler que vous puissiez bâtir.
ff-foreman-at-the-start-of-your-61b6d513 = Foreman : au début de votre phase de travail, vous réglez jusqu'à 4 de vos dés sur la face de votre choix.
ff-hired-hands-you-roll-2-extra-d0763588 = Hired Hands : vous lancez 2 dés supplémentaires pendant votre phase de travail (défaussés à la fin du tour).
ff-investor-no-blueprint-left-to-reveal-e3b5f4d0 = Investor : il ne reste aucun Plan à révéler.
ff-investor-reveals-card-you-gain-its-ca6e6741 = Investor : révèle { $card } ; vous gagnez son coût de construction, { $cost } ({ $kept }). Vous avez maintenant { $resources }.
ff-specialist-an-extra-die-of-any-4460de9d = Specialist : un dé supplémentaire de la valeur de votre choix pendant votre phase de travail ; vous la choisissez après avoir lancé les dés.
ff-card-soloist-does-not-know-this-9e968213 = { $card } : Soloist ne connaît pas l'effet de ce Prestataire (absent du jeu du commerce) ; n'appliquez rien.
ff-you-take-1-metal-2-energy-11052fe5 = Vous prenez 1 métal, 2 énergies, 4 dés blancs et 4 Plans : { $hand }.
ff-market-market-15738b1c = Marché : { $market }.
ff-the-machine-scores-text-dfd4c52e = Score de la Machine : { $text }.
ff-you-score-text-buildings-buildings-d06c57fb = Votre score : { $text } ({ $buildings ->
        [one] { $buildings } bâtiment
       *[other] { $buildings } bâtiments
    }).
ff-card-dice-recipe-discarded-drawn-extra-a6196a71 = { $card }{ $dice } : { $recipe }{ $discarded }{ $drawn }{ $extra }. Vous avez maintenant { $resources }.
ff-black-market-with-a-die-discarded-54dcacb1 = Black Market avec un { $die } : { $card } défaussé (coût de construction { $cost }) → { $metal } métal + { $energy } énergie. Vous avez maintenant { $resources }.
ff-card-pay-1-energy-a-old-2e095d60 = { $card } : payez 1 énergie, un { $old } devient un { $new }.
ff-golem-pay-value-energy-an-extra-8380ddef = Golem : payez { $value } énergie → un dé supplémentaire sur le { $value }.
ff-temp-agency-pay-1-energy-re-3f01d6db = Temp Agency : payez 1 énergie, relancez { $old } → { $new }.
ff-replicator-pay-1-energy-to-activate-4000e78b = Replicator : payez 1 énergie pour activer { $card } du marché.
ff-the-machine-rolls-dice-description-3ebad798 = La Machine lance { $dice-description }.
ff-the-machine-manufactures-made-made-word-c0f3e7e3 = La Machine produit { $made } { $made ->
        [one] marchandise
       *[other] marchandises
    } : { $total } { $total ->
        [one] marchandise
       *[other] marchandises
    } en tout.
ff-the-blueprint-deck-and-its-discard-4cb0a421 = La pioche de Plans et sa défausse sont vides : pas de carte.
ff-you-pass-your-market-phase-there-2f415b5d = Vous passez votre phase de marché : il n'y a rien que vous puissiez prendre.
ff-you-take-card-from-market-slot-4e189bff = Vous prenez { $card } à l'emplacement { $slot } du marché.
ff-discard-all-4-market-blueprints-5dd2a106 = Défaussez les 4 Plans du marché.
ff-discard-all-4-market-contractors-7fb43cb2 = Défaussez les 4 Prestataires du marché.
ff-refill-the-market-from-the-decks-a20eb8cf = Complétez le marché depuis les pioches.
ff-difficulty-difficulty-the-machine-starts-with-26b8ea1b = Niveau { $difficulty ->
        [easy] facile
        [medium] moyen
        [hard] difficile
        [very-hard] très difficile
       *[other] { $difficulty }
    } : la Machine commence avec { $wanted } { $wanted ->
        [one] Plan
       *[other] Plans
    }{ $monuments }.
ff-card-into-the-machine-s-compound-6f604622 = { $card } rejoint l'enceinte de la Machine.
ff-the-machine-s-compound-compound-ec610faf = L'enceinte de la Machine : { $compound }.
ff-the-end-of-the-game-is-af970b0f = { $who ->
        [you] Vous déclenchez
       *[other] La Machine déclenche
    } la fin de la partie : { $why }. On termine ce tour, puis on joue un dernier tour (tour { $last }).
ff-soloist-deals-card-for-the-machine-ad914b4a = Soloist distribue { $card } pour l'enceinte de départ de la Machine.
ff-soloist-reveals-the-top-of-its-c9dbb1b4 = Soloist révèle la carte du dessus de sa pioche de Plans : { $card }.
ff-market-blueprints-1-first-2-second-64711cbc = Plans du marché : 1 { $first }, 2 { $second }, 3 { $third }, 4 { $fourth }.
ff-you-take-market-blueprint-slot-card-a10efc5a = Vous prenez le Plan { $slot } du marché ({ $card }).
ff-you-end-your-work-phase-with-92321ce8 = Vous terminez votre phase de travail avec { $resources }.
ff-you-roll-dice-ad0e42fc = Vous lancez : { $dice }.
ff-specialist-an-extra-die-showing-value-7c2baef6 = Specialist : un dé supplémentaire sur le { $value }.
ff-you-build-card-pay-cost-and-98eee137 = Vous bâtissez { $card } : payez { $cost } et défaussez { $paid } ({ $tool }). { $count ->
        [one] { $count } bâtiment.
       *[other] { $count } bâtiments.
    }
ff-limit-of-12-metal-and-energy-22a02a37 = Limite de 12 métal et 12 énergie : vous gardez { $metal } métal et { $energy } énergie (vous en défaussez { $lost }).
ff-hand-limit-of-10-you-discard-1da94f43 = Limite de 10 cartes en main : vous défaussez { $card }.
ff-laboratory-you-gained-a-good-so-a7b84a0f = Laboratory : vous avez gagné une marchandise, vous piochez donc { $card } (une fois par tour).
ff-name-you-built-a-card-amount-f88dcc28 = { $name } : vous avez bâti une carte, +{ $amount } { $resource } (une fois par tour).
ff-digital-play-soloist-models-the-decks-b2f98669 = Partie numérique : Soloist gère les pioches, le marché, votre main, vos dés et votre enceinte. Là où les sources divergent : { $defaults } ; la carte de l'Investor est { $investor ->
        [discarded] défaussée
       *[other] gardée en main
    }.
ff-soloist-does-not-know-what-these-257518d1 = Soloist ne sait pas ce que font ces cartes : { $names }. On peut les bâtir pour leur prestige, mais elles n'ont pas d'activation.
ff-green-green-market-blueprint-green-ordinal-76713dc6 = vert { $green } : le Plan { $green } du marché ({ $ordinal }, { $card }) rejoint l'enceinte
ff-green-green-market-slot-green-ordinal-880b2a4d = vert { $green } : l'emplacement { $green } du marché ({ $ordinal }) est vide, car la pioche de Plans et sa défausse sont épuisées : la Machine ne prend pas de carte
ff-green-green-top-blueprint-card-into-4334f5be = vert { $green } : le Plan du dessus de la pioche ({ $card }) rejoint l'enceinte ; on défausse les { $discarded ->
        [contractors] Prestataires
       *[other] Plans
    } du marché
ff-green-green-the-blueprint-deck-and-d5f72082 = vert { $green } : la pioche de Plans et sa défausse sont vides, il n'y a donc pas de carte à révéler : la Machine ne prend pas de carte ; on défausse les { $discarded ->
        [contractors] Prestataires
       *[other] Plans
    } du marché
ff-colour-die-sign-count-kind-title-afab3f51 = { $colour } { $die } { $sign } { $count } { $kind-title } → { $made }
ff-colour-die-sign-count-kind-title-7e22b273 = { $colour } { $die } { $sign } { $count } { $kind-title } → pas de marchandise
# $paying arrive en français quand il est un terme du jeu (terms-fantastic-factories.ftl).
ff-you-pay-1-paying-to-discard-6ef88f29 = Vous payez 1 { $paying ->
        [energy] énergie
        [metal] métal
       *[other] { $paying }
    } pour défausser les 4 { $row ->
        [blueprints] Plans
       *[other] Prestataires
    } du marché.
ff-you-hire-card-from-slot-slot-3b05da60 = Vous engagez { $card } à l'emplacement { $slot } : défaussez { $paid } ({ $tool }){ $extra }.
ff-what-is-a-monument-discarded-deal-964a5ba9 = { $what } est un Monument : défaussé, on en distribue un autre (la Machine ne peut pas commencer avec un Monument).
ff-row-with-a-value-gain-bonus-12226d8f = { $row } avec un { $value } → { $gain }{ $bonus }{ $drawn }. Vous avez maintenant { $resources }.

# composed values (composed-others)
ff-you-hire-card-from-slot-slot-095756d3 = Vous engagez { $card } à l'emplacement { $slot } : défaussez { $paid } ({ $tool }) et payez { $cost }.
