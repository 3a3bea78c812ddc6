# Fantastic Factories (Fantastiques Fabriques) : ce que Soloist vous demande et vous dit
# (questions, leur aide, erreurs), un message par phrase du code (docs/translating.md).
# Termes : glossary-fantastic-factories.md. Les choix que l'on touche sont à l'infinitif
# (« Bâtir … », « Prendre … »), les questions vouvoient, comme le journal.
# Ce que la personne tape (« new: », les couleurs blue, yellow…, les types production…) est
# lu par le code en anglais : ces mots restent tels quels, leur sens entre parenthèses.

ff-round-round-after-your-work-phase-50c4d4ab = Tour { $round } : après votre phase de travail, avez-vous déclenché la fin de la partie (12 marchandises ou plus, ou 10 bâtiments ou plus dans votre enceinte) ?
ff-your-final-score-goods-the-prestige-d8e9117c = Votre score final (marchandises + le prestige des cartes de votre enceinte) ?
ff-count-good-31520f5c = { $count } marchandise
ff-count-goods-f2de390e = { $count } { $count ->
        [one] marchandise
       *[other] marchandises
    }
ff-count-metal-3a67479e = { $count } métal
ff-count-energy-80ca19d4 = { $count } énergie
ff-discard-count-blueprint-93eb1e59 = défausser { $count } Plan
ff-discard-count-blueprints-0e026256 = défausser { $count } { $count ->
        [one] Plan
       *[other] Plans
    }
ff-draw-count-blueprint-b6acc909 = piocher { $count } Plan
ff-draw-count-blueprints-54a8a5d8 = piocher { $count } { $count ->
        [one] Plan
       *[other] Plans
    }
ff-count-extra-die-624eb006 = { $count } dé supplémentaire
ff-count-extra-dice-ead1d320 = { $count } { $count ->
        [one] dé supplémentaire
       *[other] dés supplémentaires
    }
ff-pay-resources-d47972e5 = payer { $resources }
ff-gains-more-5d1fb468 = { $gains } ({ $more })
ff-gains-6abaa841 = → { $gains }
ff-pays-gains-9cad52d2 = { $pays } → { $gains }
ff-a-value-596e66e2 = un { $value }
ff-no-metal-or-energy-04994517 = ni métal ni énergie
ff-build-card-cost-discard-another-tool-87a57fc8 = Bâtir { $card } : { $cost } + défausser un autre Plan { $tool }
# $row arrive du code en anglais (Research, Generate, Mine) : les rangées du Siège social
# avec les mots du glossaire.
ff-place-a-value-on-row-gains-3e761137 = Placer un { $value } sur { $row ->
        [Research] Rechercher
        [Generate] Générateur
        [Mine] Mine
       *[other] { $row }
    } → { $gains } (+{ $bonus } : même valeur déjà placée)
ff-place-a-value-on-row-gains-ddd2f58f = Placer un { $value } sur { $row ->
        [Research] Rechercher
        [Generate] Générateur
        [Mine] Mine
       *[other] { $row }
    } → { $gains }
ff-end-your-work-phase-0c1e5e00 = Terminer votre phase de travail
ff-activate-card-with-dice-recipe-c7509d23 = Activer { $card } avec { $dice } : { $recipe }
ff-activate-card-with-dice-657365f1 = Activer { $card } avec { $dice }
ff-activate-card-recipe-ff4804b6 = Activer { $card } : { $recipe }
ff-activate-card-8f91b961 = Activer { $card }
ff-type-banner-822a65ff = { $type } ({ $banner })
# Les couleurs des bandeaux, au masculin comme les termes (« un bandeau bleu »).
ff-blue-16477688 = bleu
ff-yellow-c685a2c9 = jaune
ff-red-b1f51a51 = rouge
ff-purple-8e0a1b0a = violet
ff-gray-0e92d69f = gris
ff-left-right-aae10944 = { $left } + { $right }
ff-metal-metal-energy-energy-e21eb0b1 = { $metal } métal + { $energy } énergie
ff-nothing-1785cfc3 = rien
ff-a-die-showing-value-7217ff23 = un dé sur le { $value }
ff-re-roll-any-number-of-unplaced-96090dc6 = relancer autant de dés non placés que vous voulez
ff-activate-a-market-blueprint-as-if-79eb770a = activer un Plan du marché comme s'il était à vous
ff-turn-a-value-to-new-a8ce9e4c = changer un { $value } en { $new }
ff-card-number-of-count-3bc5cd91 = { $card } ({ $number } sur { $count })
ff-showing-value-c8ee3b85 = sur le { $value }
ff-metal-energy-equal-to-its-build-041e6559 = métal + énergie égaux à son coût de construction (au plus { $most })
ff-card-your-extra-die-shows-which-ba5fbaf4 = { $card } : quelle valeur montre votre dé supplémentaire ?
ff-card-discarded-costs-cost-take-which-f67e1e5a = { $card } : { $discarded } coûte { $cost } ; comment prenez-vous vos { $most } ?
ff-re-roll-dice-9f4078a3 = relancer { $dice }
ff-card-re-roll-which-dice-3d93a8c4 = { $card } : quels dés relancez-vous ?
ff-card-activate-which-market-blueprint-how-bfaea691 = { $card } : quel Plan du marché activez-vous, et comment ?
ff-of-any-value-12a52b2a = de la valeur de votre choix
ff-rolled-ffccf707 = lancé
ff-left-most-a5b1abd3 = le plus à gauche
ff-2nd-from-the-left-f433fd87 = 2e depuis la gauche
ff-3rd-from-the-left-c2506a0a = 3e depuis la gauche
ff-4th-from-the-left-33bf6bff = 4e depuis la gauche
ff-empty-d29a0939 = (vide)
ff-blueprints-1-blueprint1-2-blueprint2-3-b9cb4972 = Plans 1 { $blueprint1 }, 2 { $blueprint2 }, 3 { $blueprint3 }, 4 { $blueprint4 } ; Prestataires 1 { $contractor1 } [{ $tool1 }], 2 { $contractor2 } [{ $tool2 }], 3 { $contractor3 } [{ $tool3 }], 4 { $contractor4 } [{ $tool4 }]
ff-take-card-from-market-slot-slot-c4e219b2 = Prendre { $card } à l'emplacement { $slot } du marché
ff-hire-card-from-slot-slot-discard-857ec7f7 = Engager { $card } à l'emplacement { $slot } (défausser un Plan { $tool }, payer { $cost }) : { $effect }
ff-hire-card-from-slot-slot-discard-ae81e7b3 = Engager { $card } à l'emplacement { $slot } (défausser un Plan { $tool }) : { $effect }
# $paying arrive en français quand il est un terme du jeu (terms-fantastic-factories.ftl).
ff-pay-1-paying-to-discard-the-88bcaee6 = Payer 1 { $paying ->
        [energy] énergie
        [metal] métal
       *[other] { $paying }
    } pour défausser les 4 Plans du marché et en révéler 4 nouveaux (une fois par tour), puis choisir
ff-pay-1-paying-to-discard-the-ef19056d = Payer 1 { $paying ->
        [energy] énergie
        [metal] métal
       *[other] { $paying }
    } pour défausser les 4 Prestataires du marché et en révéler 4 nouveaux (une fois par tour), puis choisir
ff-do-nothing-no-market-blueprint-to-a2c241f8 = Ne rien faire (aucun Plan du marché à prendre, aucun Prestataire que vous puissiez engager)
ff-market-market-line-break-you-you-33bf971d = Marché : { $market }{ $line_break }Vous : { $you }
ff-round-round-your-market-phase-take-0659cda1 = Tour { $round }, votre phase de marché : prendre un Plan ou engager un Prestataire ?
ff-the-machine-already-holds-every-type-baa751f7 = la Machine a déjà toutes les cartes { $type } de vos données de cartes ; vérifiez la couleur du bandeau
ff-typed-did-you-mean-known-for-9b65c91b = { $typed } : vouliez-vous dire { $known } ? (Pour une carte absente de la liste de Soloist, écrivez { $new } suivi de son nom.)
ff-write-the-card-s-name-as-267b859f = écrivez le nom de la carte tel qu'il est imprimé, ou la couleur de son bandeau
ff-a-card-s-name-has-at-08184464 = le nom d'une carte compte au plus { $count } caractères
ff-card-s-type-is-not-known-ef2b55f7 = Le type de { $card } n'est pas connu avec certitude (les données de cartes en déduisent { $type }). Son type (couleur du bandeau) ?
ff-card-is-not-in-soloist-s-c564e7a8 = { $card } n'est pas dans les données de cartes de Soloist. Son type (couleur du bandeau) ?
ff-asked-once-soloist-remembers-the-type-968cd1bb = Demandé une seule fois : Soloist retient le type de cette carte pour vos prochaines parties.
ff-what-its-name-or-just-its-ecd06414 = { $what } Son nom ? (Ou simplement la couleur de son bandeau.)
ff-the-name-printed-on-the-card-c3765d0b = Le nom imprimé sur la carte, comme dans vos données de cartes (ou une couleur de bandeau, écrite en anglais : blue, yellow, red, purple, gray). Pour une carte absente de la liste de Soloist, écrivez { $new } suivi de son nom.
# Une valeur d'un fichier de données de cartes : les types s'y écrivent en anglais.
ff-value-is-not-a-card-type-0f6820ad = { $value } n'est pas un type de carte : production, utility, training, special ou monument
ff-value-is-not-a-card-type-42758bd8 = { $value } n'est pas un type de carte : production, utility, training, special ou monument (ou la couleur du bandeau, en anglais : blue, yellow, red, purple, gray)
ff-empty-2e1cfa82 = vide
ff-dice-dice-metal-metal-energy-energy-15a7c54f = Dés { $dice } · { $metal } métal, { $energy } énergie, { $goods } { $goods ->
        [one] marchandise
       *[other] marchandises
    } · main ({ $hand_count }) : { $hand } · enceinte ({ $compound_count }) : { $compound } · Siège social : { $headquarters }
ff-take-market-blueprint-slot-6f0beb9d = Prendre le Plan { $slot } du marché
ff-take-no-market-blueprint-hire-a-10cdf9da = Ne prendre aucun Plan du marché (engager un Prestataire, ou passer)
ff-your-market-phase-which-market-blueprint-019901a1 = Votre phase de marché : quel Plan du marché prenez-vous ?
ff-done-my-last-market-and-work-3d86353f = Terminé : j'ai joué mes dernières phases de marché et de travail
ff-round-round-is-the-last-round-7c3770e9 = Le tour { $round } est le dernier : jouez votre phase de marché et votre phase de travail, puis dites que vous avez terminé ; la Machine joue alors son dernier tour.
ff-what-its-type-banner-colour-59355da4 = { $what } Son type (couleur du bandeau) ?
ff-deal-a-blueprint-face-up-for-24b9dcd6 = Distribuez un Plan face visible pour l'enceinte de départ de la Machine (carte { $number } sur { $wanted }).
ff-a-monument-gray-is-discarded-and-cb815f61 = Un Monument (gris) est défaussé et on distribue une autre carte : la Machine ne commence jamais avec un Monument.
ff-the-machine-takes-the-blueprint-in-8129ad11 = La Machine prend le Plan de l'emplacement { $slot } du marché ({ $ordinal }).
ff-reveal-the-top-blueprint-of-the-042881a7 = Révélez le Plan du dessus de la pioche pour la Machine.
ff-roll-this-die-ecad3170 = lancer ce dé
ff-card-set-white-die-number-of-c4de5557 = { $card } : sur quelle valeur réglez-vous le dé blanc { $number } sur { $count } ?
ff-extra-dice-are-discarded-at-the-008210ba = Les dés supplémentaires sont défaussés à la fin du tour.
ff-round-round-your-work-phase-next-54625e25 = Tour { $round }, votre phase de travail : action suivante ?
ff-you-have-metal-metal-and-energy-91dca024 = Vous avez { $metal } métal et { $energy } énergie : que gardez-vous (au plus { $limit } de chaque) ?
ff-keep-metal-metal-energy-energy-6dec349c = garder { $metal } métal + { $energy } énergie
ff-you-hold-count-blueprints-the-limit-f98cab80 = Vous avez { $count } { $count ->
        [one] Plan
       *[other] Plans
    } en main ; la limite est de { $limit }. Lequel défaussez-vous ?
ff-why-discard-which-blueprint-7c7eebba = { $why } : quel Plan défaussez-vous ?
ff-build-card-2d66f227 = Bâtir { $card }
ff-hire-card-d97ef1a2 = Engager { $card }
ff-card-type-tool-cost-prestige-prestige-f142a8ec = { $card } ({ $type }, { $tool }, { $cost }, { $prestige } prestige)

# crawl (w-crawl): the table's words (tableview.py)
ff-slot-empty-ce26c4a0 = { $slot } (vide)
ff-costs-cost-887425a9 = coûte { $cost }
ff-prestige-prestige-a14b8622 = prestige { $prestige }
ff-slot-card-0ae5cd37 = { $slot } { $card }
ff-tool-tool-6ad9b579 = outil : { $tool }
ff-extra-cost-cost-1a702fe3 = surcoût { $cost }
ff-contractor-ed02a72d = Prestataire
ff-colour-face-74dcb180 = { $colour } { $face }
ff-machine-compound-goods-goal-goods-score-d5c1aebc = Machine : { $compound } · { $goods }/{ $goal } marchandises · score { $score }
ff-the-last-round-de41eb8d = le dernier tour
ff-the-last-is-round-3cac4a5e = le dernier est le { $round }
ff-round-round-last-e5163998 = Tour { $round } ({ $last })
ff-goods-36574fcc = Marchandises
ff-count-or-more-trigger-the-end-b4ef26d1 = { $count } ou plus déclenchent la fin
ff-the-machine-s-compound-16ed59d2 = L'enceinte de la Machine
ff-count-cards-4b3e5442 = { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }
ff-the-machine-s-last-roll-6c4776fb = Le dernier lancer de la Machine
ff-red-training-blue-production-purple-special-7485a6b2 = rouge Formation, bleu Production, violet Spécial, jaune Utilitaire ; le vert choisit l'action de marché
ff-metal-ecf783a5 = Métal
ff-energy-f2fcd3f7 = Énergie
ff-buildings-4e0445c4 = Bâtiments
ff-prestige-75a9809c = Prestige
ff-white-face-69792377 = blanc { $face }
ff-row-dice-b68ec6cf = { $row } : { $dice }
ff-row-no-dice-3adcfb91 = { $row } : aucun dé
ff-market-5238d9bd = Marché
ff-blueprint-deck-deck-discards-discards-1fa2ce90 = pioche de Plans { $deck }, défausse { $discards }
ff-your-resources-0a9605dc = Vos ressources
ff-your-dice-33d5e740 = Vos dés
ff-no-unplaced-dice-0540de0f = Aucun dé à placer.
ff-your-headquarters-862dd51c = Votre Siège social
ff-your-compound-9116ce27 = Votre enceinte
ff-no-buildings-yet-eaf2fb6a = Aucun bâtiment pour l'instant.
ff-your-hand-9de3e4f9 = Votre main
ff-no-blueprints-in-hand-80b360c7 = Aucun Plan en main.
ff-colour-face-count-type-1-good-db03d6c8 = { $colour } { $face } ≤ { $count } { $type } : 1 marchandise
ff-colour-face-count-type-no-good-a5e9125f = { $colour } { $face } > { $count } { $type } : aucune marchandise
ff-market-blueprint-number-3fd7fbe4 = le Plan { $number } du marché
ff-the-top-blueprint-98478d73 = le Plan du dessus de la pioche
ff-green-face-market-850a178a = vert { $face } : { $market }
ff-round-round-the-machine-took-no-3348e4da = Tour { $round } : la Machine n'a pris aucune carte et a produit { $goods }
ff-card-type-314a3d7d = { $card } ({ $type })
ff-a-type-card-38249e4e = une carte { $type }
ff-round-round-the-machine-took-took-6d9f6151 = Tour { $round } : la Machine a pris { $took } et a produit { $goods }
ff-count-for-monuments-159419ac = { $count } pour les Monuments
ff-count-prestige-39208e53 = { $count } prestige
ff-counted-at-the-table-09b237eb = compté à la table


# composed values (composed-others)
ff-none-left-b684b475 = il n'en reste aucun
ff-you-keep-it-in-your-hand-5f27383f = vous la gardez en main
ff-it-is-discarded-e04f1c27 = elle est défaussée
ff-card-with-dice-e9aa0429 = { $card } avec { $dice }
ff-recipe-discarded-cards-04a17dee = { $recipe } ({ $cards } défaussé)
ff-recipe-drew-cards-425a869e = { $recipe } (vous piochez { $cards })
ff-recipe-an-extra-die-showing-value-53581b40 = { $recipe } ; un dé supplémentaire sur le { $value }
ff-recipe-an-extra-die-rolled-value-77a6a468 = { $recipe } ; un dé supplémentaire lancé : { $value }
ff-gain-bonus-it-matches-a-die-ab059af0 = { $gain } (+{ $bonus } : il correspond à un dé déjà placé)
ff-gain-cards-8204e2d1 = { $gain } : { $cards }
ff-metal-metal-energy-energy-goods-goods-b2fe952e = { $metal } métal, { $energy } énergie, { $goods } { $goods ->
        [one] marchandise
       *[other] marchandises
    }
ff-hq-matching-bonus-1-per-die-f8b61d9e = bonus du Siège social +1 par dé identique à un dé déjà sur la rangée (+2 quand les trois sont identiques), comme l'exemple de la règle (trois 2 sur Générateur = 8 énergie)
ff-beacons-score-2-3-4-5-954d142c = les Beacons rapportent 2/3/4/5 selon l'ordre de construction ; un seul Megalith par enceinte (règle)
ff-scrap-yard-and-solar-array-pay-3d55751a = Scrap Yard et Solar Array rapportent au plus une fois par manche (règle)
ff-golem-is-special-and-motherlode-utility-efb3df46 = Golem est Spécial et Motherlode Utilitaire (déduit ; une source secondaire dit Monument et Formation)
ff-biolab-fulfillment-center-and-nuclear-plant-c8a9caeb = Biolab, Fulfillment Center et Nuclear Plant prennent un 1, un 4 et un 6 (une source ; les « faces » des données des cartes)
ff-a-card-taken-from-market-slot-eaa4c541 = une carte prise à l'emplacement k du marché est remplacée à l'emplacement k (une source)
ff-kept-in-your-hand-b7d9f599 = gardée en main
ff-discarded-1fcc4b37 = défaussée
ff-you-bb0347a4 = vous
ff-you-have-goods-goods-and-buildings-3d290869 = vous avez { $goods } { $goods ->
        [one] marchandise
       *[other] marchandises
    } et { $buildings } { $buildings ->
        [one] bâtiment
       *[other] bâtiments
    } ({ $most } marchandises ou { $most_buildings } bâtiments déclenchent la fin)
ff-red-red-blue-blue-purple-purple-49eecbe5 = rouge { $red }, bleu { $blue }, violet { $purple }, jaune { $yellow }, vert { $green }
ff-count-type-80f861a2 = { $count } { $type }
ff-count-card-9c789856 = { $count } carte
ff-goods-cards-monuments-for-monuments-total-c75f7b1d = { $goods } + { $cards } + { $monuments } pour les Monuments = { $total }
ff-market-blueprints-e8143d38 = Plans du marché
ff-contractors-f04ee782 = Prestataires
ff-good-770e6076 = marchandise
ff-blueprints-28ab7f16 = Plans
ff-goods-prestige-prestige-total-7983f830 = { $goods } + { $prestige } de prestige = { $total }
ff-easy-97c10efe = facile
ff-medium-c082456a = moyen
ff-hard-ed5465b9 = difficile
ff-very-hard-0901ba47 = très difficile
ff-you-win-you-to-machine-27151df8 = Vous gagnez, { $you } à { $machine }.
ff-the-machine-wins-machine-to-you-cc2e9f45 = La Machine gagne, { $machine } à { $you }.
ff-a-tie-at-you-not-a-5cdc8505 = Égalité à { $you } : ce n'est pas une victoire. Les règles solo disent que vous ne gagnez qu'avec plus de points que la Machine.
ff-monuments-kept-the-automa-variant-2085267a = , Monuments gardés (la variante d'automa)
ff-none-of-them-a-monument-6417ed13 = , aucun d'eux n'étant un Monument
ff-you-reached-12-goods-or-10-7debf207 = vous avez atteint 12 marchandises ou 10 bâtiments
ff-the-machine-cd68cfb1 = la Machine
ff-the-machine-has-goods-goods-and-b0c214a7 = la Machine a { $goods } { $goods ->
        [one] marchandise
       *[other] marchandises
    } et { $cards } { $cards ->
        [one] carte
       *[other] cartes
    } (elle déclenche la fin avec { $most_goods } marchandises ou plus, ou { $most_cards } cartes ou plus : la variante d'automa)
ff-the-machine-has-goods-goods-it-57f544eb = la Machine a { $goods } { $goods ->
        [one] marchandise
       *[other] marchandises
    } (elle ne déclenche la fin qu'avec { $most } ou plus)

# crawl2 (w-crawl2)
ff-easy-2-cards-c8df31eb = Facile (2 cartes)
ff-medium-3-cards-recommended-80a45b18 = Moyen (3 cartes, recommandé)
ff-hard-4-cards-e7763281 = Difficile (4 cartes)
ff-very-hard-5-cards-insane-d812d52f = Très difficile (5 cartes ; Insensé)
ff-difficulty-be44133e = Difficulté
ff-virtual-deck-988ac818 = Pioche virtuelle
ff-names-c3b29e6e = Noms
ff-kept-in-your-hand-inferred-7b0721a6 = Gardé dans votre main (déduit)
ff-discarded-as-a-secondary-source-says-26fde089 = Défaussé (selon une source secondaire)
ff-investor-5e9eb35e = Investor
ff-the-number-of-blueprints-in-the-165a990b = Le nombre de Plans dans l'enceinte de départ de la Machine : de 2 à 5 (la règle appelle 5 « Insensé »).
ff-play-the-whole-solo-game-on-09e47a4d = Jouer toute la partie solo à l'écran : Soloist modélise les pioches, le marché, votre main, les dés et votre enceinte, et ne vous demande que vos propres coups (Soloist distribue alors lui-même chaque carte). Là où les sources divergent, il suit la règle ; chaque partie commence par la liste de ce qu'il suppose là où elles se taisent.
ff-soloist-deals-the-machine-s-starting-f2cd3fa4 = Soloist distribue l'enceinte de départ de la Machine et ses cartes du dessus de la pioche à partir de son propre modèle de la pioche de Plans du commerce, au lieu de vous demander leurs types.
ff-at-the-table-name-each-blueprint-42e81620 = À la table, nommer chaque Plan que prend la Machine (son titre) au lieu de donner la couleur de son bandeau : Soloist en déduit le type d'après les données des cartes et demande une fois le type d'une carte qu'il ne connaît pas avec certitude (Golem, Motherlode, une carte Kickstarter), qu'il retient.
ff-digital-play-what-becomes-of-the-f30d537d = Jeu numérique : ce que devient le Plan que révèle l'Investor (la règle ne le dit pas).
ff-your-printing-s-cards-written-down-4b78dd1e = Les cartes de votre édition, écrites dans un fichier (les cartes en plus de l'édition Kickstarter, par exemple) ; sans lui, la pioche du commerce de 74 Plans et 17 entrepreneurs.

# r6 ff (w-r6-ff)
ff-draw-3-blueprints-the-opponent-s-73dbf21a = Piochez 3 Plans. (Le Plan de l'adversaire est ignoré en solo.)
ff-5-energy-the-opponent-s-2-483bf9c5 = +5 énergie. (Les 2 énergies de l'adversaire sont ignorées en solo.)
ff-draw-and-reveal-a-blueprint-and-7a6c44df = Piochez et révélez un Plan, et construisez-le aussitôt, gratuitement ; une carte que vous ne pouvez pas construire est défaussée et une autre est révélée.
ff-at-the-start-of-the-next-9769cbae = Au début de la prochaine phase de travail, réglez jusqu'à 4 de vos dés sur les valeurs de votre choix.
ff-roll-2-extra-dice-at-the-8ab757e7 = Lancez 2 dés supplémentaires au début de la prochaine phase de travail ; défaussés à la fin du tour.
ff-draw-and-reveal-a-blueprint-gain-cc80de3f = Piochez et révélez un Plan ; gagnez exactement son coût de construction en métal et en énergie.
ff-3-metal-the-opponent-s-metal-048ed405 = +3 métal. (Le métal de l'adversaire est ignoré en solo.)
ff-an-extra-die-of-any-value-077eb12c = Un dé supplémentaire de la valeur de votre choix pendant la prochaine phase de travail ; défaussé à la fin du tour.
ff-row-dice-2b098ef2 = { $row } [{ $dice }]
ff-the-type-of-card-your-card-8d4e6fe5 = le type de { $card } (vos données de cartes en déduisent { $type }) ; indiquez-le quand la Machine en prend une, dans une partie où vous nommez les cartes qu'elle prend, ou corrigez-le
ff-the-type-of-card-be51a431 = le type de { $card }
ff-the-card-dealt-d8cd967f = La carte distribuée
ff-machine-score-a1eca602 = Score de la Machine
ff-machine-goods-f866c0a3 = Marchandises de la Machine
ff-machine-cards-f24d4175 = Cartes de la Machine
ff-machine-monuments-bd1de5f8 = Monuments de la Machine
ff-person-score-e36562e9 = Votre score
ff-rounds-e9af9cde = Tours
ff-triggered-by-08916439 = Fin déclenchée par
ff-person-goods-7e18164f = Vos marchandises
ff-person-prestige-fbb4ce62 = Votre prestige
ff-person-buildings-89834f20 = Vos bâtiments
ff-source-the-blueprint-copies-add-up-9e099c88 = { $source } : les exemplaires des Plans totalisent { $blueprints }, mais blueprint_total en déclare { $total } pour l'édition { $edition }
ff-source-the-contractor-copies-add-up-a17deacd = { $source } : les exemplaires des Prestataires totalisent { $contractors }, mais contractor_total en déclare { $total } pour l'édition { $edition }
ff-source-only-others-blueprint-is-not-791c15b9 = { $source } : seulement { $others } Plan n'est pas un Monument ; la mise en place en demande au moins { $fewest } (les 4 du marché, votre main de départ de 4 et l'enceinte de départ de la Machine, jusqu'à 5, qui ne peut pas contenir de Monument)
ff-source-only-others-blueprints-are-not-f6edd050 = { $source } : seulement { $others } Plans ne sont pas des Monuments ; la mise en place en demande au moins { $fewest } (les 4 du marché, votre main de départ de 4 et l'enceinte de départ de la Machine, jusqu'à 5, qui ne peut pas contenir de Monument)
ff-source-card-card-is-listed-twice-97b0cfd7 = { $source } : la carte { $card } figure deux fois
ff-source-tools-a-tool-is-listed-63f91721 = { $source } : tools : un outil figure deux fois
ff-source-blueprint-card-tool-tool-is-ad1eade4 = { $source } : Plan { $card } : l'outil { $tool } n'est pas l'un des quatre jetons d'outil ({ $tools }) ; indiquez vos jetons dans 'tools'
ff-source-market-blueprints-slot-slot-ordinal-635d901c = { $source } : market.blueprints : l'emplacement { $slot } ({ $ordinal }) est inconnu, mais le vert { $slot } le prend ; indiquez son type ou son nom
ff-source-market-deck-top-is-unknown-65058d93 = { $source } : market.deck_top est inconnu, mais le dé vert prend le Plan du dessus de la pioche ; indiquez son type ou son nom
ff-source-machine-end-triggered-the-machine-bab6eb26 = { $source } : machine.end_triggered : la Machine a { $goods } marchandises, elle a donc déclenché la fin de la partie (elle le fait à { $most } marchandises ou plus) ; mettez end_triggered = true
ff-field-and-market-50e44b58 = { $field } et marché
ff-count-type-blueprint-13c48711 = { $count } Plan { $type }
ff-count-type-blueprints-26e6c6ef = { $count } Plans { $type }
ff-source-where-held-in-the-compound-5a6cdfeb = { $source } : { $where } : { $held } dans l'enceinte et { $shown } au marché, mais le jeu de base n'en a que { $count }
ff-source-where-held-in-the-compound-5b7c12ae = { $source } : { $where } : { $held } dans l'enceinte, mais le jeu de base n'en a que { $count }
ff-source-market-card-is-named-seen-854aafe8 = { $source } : market : { $card } est nommé { $seen } fois, mais le jeu de base n'en a que { $copies } exemplaire
ff-source-market-card-is-named-seen-868f1538 = { $source } : market : { $card } est nommé { $seen } fois, mais le jeu de base n'en a que { $copies } exemplaires
ff-path-its-features-are-not-the-0040bdf1 = { $path } : ses caractéristiques ne sont pas celles du joueur simulé fort ; relancez bench/fit_ff_value.py

# r7 rest (w-r7-rest)
ff-production-ab8e18ef = production
ff-utility-57ffcc28 = utilitaire
ff-training-c2fb788c = formation
ff-special-7d4c5c88 = spécial
ff-monument-6c58160f = monument

# r9 values (w-r9-values)
ff-plays-the-digital-game-with-uniformly-8ec59975 = joue la partie numérique avec des réponses valides uniformément au hasard (chaque action de marché, action de travail, défausse et valeur de dé également probable)
ff-plays-the-digital-game-greedily-a-6bbaff2f = joue la partie numérique de façon gloutonne : une marchandise ou un point de prestige vaut 4, le métal 1,2, l'énergie 0,8 (un cinquième de cela au-delà de la limite de 12), un Plan 0,7, un dé 0,5, un bâtiment son prestige plus 5 (Production), 3 (Utilitaire), 2 (Spécial), 1 (Formation) ; à chaque étape, il construit ou active ce qui rapporte le plus, coûts et dés déduits, sinon place un dé là où le Siège social donne le plus, sinon termine ; il prend le Plan ou le Prestataire le plus précieux du marché, ne rafraîchit jamais, défausse ses cartes les moins précieuses et garde métal et énergie en équilibre
ff-takes-the-left-most-market-blueprint-ebbf6a1e = prend le Plan le plus à gauche du marché à chaque tour ; à partir du tour 2, construit une carte par tour ; chaque bâtiment de Production fait 1 marchandise par tour (4 au plus) ; termine la partie à 10 bâtiments ou 12 marchandises ; marque les marchandises + le prestige imprimé
ff-plays-the-digital-game-by-search-316d6dc8 = joue la partie numérique par recherche : à chaque action de marché et à chaque étape de la phase de travail, il essaie les réponses les plus prometteuses (chaque action de marché et un rafraîchissement ; les { $candidates } meilleures étapes de travail selon les valeurs de sa politique de simulation, et la fin de la phase) sur des copies de la partie dont les cartes cachées et les dés à venir sont tirés à nouveau, joue chaque copie jusqu'au tour suivant avec la politique gloutonne à des valeurs réglées, estime le reste de la partie (un ajustement sur ses propres parties) et garde la réponse avec la meilleure marge sur la Machine plus { $score } × son propre score (une victoire compte { $win } points de plus) ; il défausse ses Plans les moins précieux selon les valeurs de greedy et répond au reste comme sa politique de simulation

# r9 decide (w-r9-decide)
ff-unknown-b23a6a84 = inconnu
ff-name-type-bd0aa116 = { $name } ({ $type })
ff-odds-before-the-roll-not-computed-e17de39a = Probabilités avant le lancer : non calculées, car des cartes du marché sont inconnues.
ff-goods-percent-6a2378a7 = { $goods } : { $percent } %
ff-odds-of-this-turn-before-the-b0e8b15b = Probabilités de ce tour avant le lancer : marchandises { $chances } ; espérance { $expected } ; atteindre 12 marchandises : { $percent } %.
ff-dice-fixed-by-the-position-56dae8ed = (dés fixés par la position)
ff-dice-rolled-with-seed-seed-87485170 = (dés lancés avec la graine { $seed })
ff-the-machine-compound-goods-goods-8ab1f422 = La Machine : { $compound } ; { $goods } { $goods ->
        [one] marchandise
       *[other] marchandises
    }.
ff-market-blueprints-left-to-right-blueprints-d2daad74 = Plans du marché, de gauche à droite : { $blueprints } ; dessus de la pioche : { $top }.
ff-after-the-turn-compound-goods-goods-453f13f6 = Après le tour : { $compound } ; { $goods } { $goods ->
        [one] marchandise
       *[other] marchandises
    }.
ff-the-machine-has-goods-goods-it-41d40ee4 = La Machine a { $goods } marchandises : elle déclenche la fin de la partie ; on joue encore une manche après celle-ci.

# r9 data files (w-r9-pydantic)
ff-name-a-prestige-list-needs-one-3e2b1e67 = { $name } : une liste de prestige demande une valeur par exemplaire ({ $copies }), pas { $values }
ff-value-is-neither-a-card-type-b50c5a5d = { $value } n'est ni un type de carte ({ $types }), ni 'unknown', ni le nom d'un plan
