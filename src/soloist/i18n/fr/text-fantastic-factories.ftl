# Fantastic Factories (Fantastiques Fabriques) : ce que Soloist vous demande et vous dit
# (questions, leur aide, erreurs), un message par phrase du code (docs/translating.md).
# Termes : glossary-fantastic-factories.md.

ff-round-round-after-your-work-phase-50c4d4ab = Tour { $round } : après votre phase de travail, avez-vous déclenché la fin de la partie (12 marchandises ou plus, ou 10 bâtiments ou plus dans votre enceinte) ?
ff-your-final-score-goods-the-prestige-d8e9117c = Votre score final (marchandises + le prestige des cartes de votre enceinte) ?

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
ff-card-type-314a3d7d = { $card } ({ $type })
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
ff-count-cards-4b3e5442 = { $count } cartes
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
