# Tokaido (Funforge) : ce que Soloist vous demande et vous dit (questions, leur aide,
# erreurs), un message par phrase du code (docs/translating.md). Termes : glossary-tokaido.md.
# Les choix que l'on touche sont à l'infinitif ou nominaux, les questions vouvoient, comme le
# journal ; l'Automa est « elle ». Ce que la personne tape est lu par le code en anglais ou
# en lettres (3, 2t, 1i, 3ti ; v, f, t, h, e, p, m, s ; les noms farm, temple…) : ces
# exemples restent tels quels. $deck arrive du code en anglais (« Automa cards »,
# « Difficulty Level cards ») : « vos { $deck } » sans accord, comme dans le journal ; les
# cartes que vous avez piochées sont vos « tirages », votre jeu de cartes un « paquet ».

tk-value-is-not-a-whole-number-f08eb9bc = { $value } n'est pas un nombre entier
tk-give-a-number-from-low-to-291ff88a = donnez un nombre de { $low } à { $high }
tk-tokaido-s-components-have-no-fact-4e15c6f8 = Les composants de Tokaido n'ont pas de donnée { $key } ; leurs données sont : { $facts }
tk-total-cards-your-deck-are-size-784218e4 = { $total } cartes : vous n'avez que { $size } { $deck }
tk-text-is-not-an-automa-card-1b346907 = { $text } n'est pas une carte Automa : écrivez sa portée de 1 à 3, puis t pour l'icône Temple et/ou i pour l'icône Relais (3, 2t, 1i, 3ti)
# $icon, $first, $second arrivent du code en anglais (Temple, Inn) : Inn est le Relais.
tk-range-range-line-no-icon-be5ce42e = portée { $range } ({ $line }), sans icône
tk-range-range-line-with-the-icon-d37ff687 = portée { $range } ({ $line }) avec l'icône { $icon ->
        [Inn] Relais
       *[other] { $icon }
    }
tk-range-range-line-with-the-first-6f87566c = portée { $range } ({ $line }) avec les icônes { $first ->
        [Inn] Relais
       *[other] { $first }
    } et { $second ->
        [Inn] Relais
       *[other] { $second }
    }
tk-points-d-points-216e5580 = { SIGNED($points) } { $points ->
        [one] point
        [-1] point
       *[other] points
    }
tk-1-item-0fcd49c9 = 1 { $item }
tk-count-coins-to-her-temple-area-14dc1f02 = { $count } { $count ->
        [one] pièce
       *[other] pièces
    } dans sa zone Temple
tk-nothing-soloist-can-apply-3ff43900 = rien que Soloist puisse appliquer
tk-list-item-31a25fc3 = { $list }, { $item }
tk-effect-note-ff5a4582 = { $effect } ({ $note })
tk-at-each-intermediate-inn-before-the-cfc2092b = à chaque Relais intermédiaire, avant le repas, prend 1 carte Panorama de son choix et en marque les points
tk-at-each-intermediate-inn-before-the-fb00a7da = à chaque Relais intermédiaire, avant le repas, pioche et résout 1 Rencontre
tk-each-meal-costs-him-1-coin-31998f13 = chaque Repas lui coûte 1 pièce de moins
tk-at-each-encounter-draws-2-cards-568e8166 = à chaque Rencontre, pioche 2 cartes et en garde une
tk-at-each-inn-is-offered-one-00457d30 = à chaque Relais, se voit offrir gratuitement l'un des Repas proposés, tiré au hasard ; elle peut le refuser et acheter normalement
tk-1-point-per-hot-spring-card-5cd0188c = +1 point par carte Source chaude et par carte Accomplissement
tk-in-a-village-buying-2-or-1786829b = dans une Échoppe, si elle achète 2 Souvenirs ou plus, le moins cher est gratuit (elle doit tout de même pouvoir tous les payer)
tk-at-each-temple-may-also-donate-9cb1b93a = à chaque Temple, peut aussi offrir 1 pièce de la banque (+1 point)
tk-1-point-and-1-coin-at-7f8d590d = +1 point et +1 pièce à chaque Rencontre, avant de la résoudre
tk-once-per-village-buys-one-souvenir-269f0dd6 = une fois par Échoppe, achète un Souvenir pour 1 pièce
tk-meal-cost-cost-0f8e7726 = { $meal } (coût { $cost })
tk-souvenir-family-price-bd84ac97 = { $souvenir } ({ $family }, { $price })
tk-meal-cost-f95df0f7 = { $meal } ({ $cost })
tk-annaibito-panorama-guide-e5842b8d = Annaibito (guide { $panorama })
tk-hot-spring-value-18595f7a = Source chaude ({ $value })
tk-buy-nothing-44fe02ed = ne rien acheter
tk-traveller-which-panorama-card-do-you-06a9c74b = { $traveller } : quelle carte Panorama prenez-vous ?
tk-village-which-souvenirs-do-you-buy-1c061d30 = Échoppe : quels Souvenirs achetez-vous ?
tk-count-coin-ce40b0d9 = { $count } pièce
tk-count-coins-a5a1f387 = { $count } { $count ->
        [one] pièce
       *[other] pièces
    }
tk-count-point-913b1118 = { $count } point
tk-count-points-284e911a = { $count } { $count ->
        [one] point
       *[other] points
    }
tk-first-coins-points-5e404d56 = { $first } : { $coins }, { $points }
tk-first-second-coins-points-abd09537 = { $first } + { $second } : { $coins }, { $points }
tk-first-second-third-coins-points-6794d2e7 = { $first } + { $second } + { $third } : { $coins }, { $points }
tk-traveller-which-encounter-do-you-keep-a59ebc35 = { $traveller } : quelle Rencontre gardez-vous ? (L'autre va sous la pioche.)
tk-card-your-space-panorama-is-complete-5db12cd2 = { $card } : votre Panorama { $space } est complet ; à quel Panorama l'ajoutez-vous ?
tk-traveller-is-offered-meal-for-free-855dc70d = { $traveller } se voit offrir { $meal } gratuitement. Le mangez-vous ?
tk-choose-your-traveller-tile-the-other-4bae2f8f = Choisissez votre tuile Voyageur (l'autre retourne dans la boîte).
tk-traveller-coins-coins-ability-6a8a51b6 = { $traveller } ({ $coins } { $coins ->
        [one] pièce
       *[other] pièces
    }) : { $ability }
tk-temple-how-many-coins-do-you-5e3c19b7 = Temple : combien de pièces offrez-vous ?
tk-at-least-1-at-most-3-7a08d9d0 = Au moins 1, au plus 3 ; 1 point par pièce.
tk-no-meal-4023b329 = pas de Repas
tk-which-meal-do-you-buy-24c52863 = Quel Repas achetez-vous ?
tk-meal-pay-paid-points-points-a5421c6d = { $meal } : payer { $paid }, { $points } { $points ->
        [one] point
       *[other] points
    }
tk-space-panorama-45daf792 = Panorama { $space }
tk-your-turn-where-does-your-traveller-c08df84f = À vous : où votre voyageur s'arrête-t-il ?
tk-only-the-spaces-the-rules-allow-d3d31f18 = Seuls les emplacements que permettent les règles sont proposés ; les emplacements occupés comptent dans la distance.
tk-type-how-many-spaces-ahead-occupied-5022b4d5 = Tapez de combien d'emplacements vous avancez (les emplacements occupés comptent), ou le nom anglais de l'emplacement (farm, temple, sea…) quand un seul de ce type est proposé.
tk-where-count-spaces-ahead-0fef37b3 = { $where }, { $count } { $count ->
        [one] emplacement
       *[other] emplacements
    } plus loin
tk-where-count-space-ahead-0bc1f948 = { $where }, { $count } emplacement plus loin
tk-my-space-panorama-2e289310 = mon Panorama { $space }
tk-no-panorama-completed-35f310dc = aucun Panorama complété
tk-why-did-you-just-complete-a-0f48ac3e = { $why } : venez-vous de compléter un Panorama ?
tk-the-first-traveller-to-complete-a-05faf90b = Le premier voyageur à compléter un Panorama prend son Accomplissement ; les emplacements d'un Panorama complété vous sont ensuite fermés.
# $space vaut « Temple » ou « Village (Shop) » (l'Échoppe).
tk-a-space-needs-at-least-1-be8459e1 = { $space ->
        [Temple] Un Temple
       *[other] Une Échoppe
    } demande au moins 1 pièce : en avez-vous une ?
tk-traveller-ability-b0cd598f = { $traveller } : { $ability }
tk-another-traveller-an-expansion-or-a-22509fe1 = un autre voyageur (d'une extension ou d'une promo)
tk-end-of-the-journey-how-many-e06da527 = Fin du voyage. Combien de cartes Souvenir avez-vous ?
tk-end-of-the-journey-how-many-cd782862 = Fin du voyage. Combien de cartes Source chaude avez-vous ?
tk-end-of-the-journey-how-many-3e76d667 = Fin du voyage. Combien de cartes Rencontre avez-vous ?
tk-end-of-the-journey-the-total-88574e9f = Fin du voyage. Le total des coûts imprimés sur vos cartes Repas ?
tk-end-of-the-journey-how-many-3626bd97 = Fin du voyage. Combien de pièces avez-vous offertes au Temple ?
tk-end-of-the-journey-your-score-7accaeb3 = Fin du voyage. Votre score sur la piste de score maintenant, avant les Accomplissements de fin de voyage et le classement du Temple ?
tk-which-traveller-tile-did-you-choose-9319b7de = Quelle tuile Voyageur avez-vous choisie ?
tk-soloist-needs-it-for-the-abilities-e5d196c7 = Soloist en a besoin pour les pouvoirs qui touchent aux Panoramas (Hiroshige, Chuubei) et aux Accomplissements (Mitsukuni).
tk-space-space-a2056435 = Emplacement { $space }
tk-traveller-s-panorama-card-46cb5637 = Carte Panorama de { $traveller }
tk-traveller-s-encounter-6ada5404 = Rencontre de { $traveller }
tk-at-the-inn-by-your-traveller-769633df = Au Relais, par le pouvoir de votre voyageur
# Un rang de départ (Préparatifs), toujours dit « en position { $order } », ici comme dans le
# journal : « en position 1 » se lit mieux que « en position 1re ».
tk-1st-e01ddf65 = 1
tk-2nd-c21365c7 = 2
tk-3rd-c0d75171 = 3
tk-none-from-the-display-09529981 = aucun des Repas proposés
tk-which-meal-card-did-you-take-a7b70386 = Quelle carte Repas avez-vous prise parmi celles proposées ?
tk-an-automa-eats-after-you-she-a3e5a40d = Un Automa qui mange après vous prend la carte la moins chère qui reste parmi celles proposées.
tk-inn-number-position-position-cb381bdc = Relais { $number } (position { $position })
tk-space-position-position-3505be8a = { $space } (position { $position })
tk-which-matsuri-card-is-in-play-7b86397a = Quelle carte Matsuri est en jeu ? (Votre feuille Matsuri de l'Automa dit comment elle s'applique aux Automas.)
tk-none-of-these-it-does-not-83b280dc = aucune de celles-ci / elle ne touche pas les Automas
tk-matsuri-how-many-points-does-automa-420b75b5 = Matsuri : combien de points { $automa } en marque-t-elle maintenant, d'après la feuille Matsuri de l'Automa ? (0 si aucun ; un nombre négatif si elle perd des points)
tk-preparations-automa-leaves-order-how-many-47fab4fd = Préparatifs : { $automa } part en position { $order }. Combien de pièces un départ en position { $order } ajoute-t-il aux pièces de départ d'un voyageur dans une partie à 3 joueurs, d'après votre livret de règles ? (0 si aucune, un nombre négatif si on en retire)
tk-the-3-player-offsets-are-not-034ecca1 = Les ajustements à 3 joueurs ne sont pas publics ; elle marque 3 points par pièce supplémentaire. Soloist retient votre réponse.
tk-preparations-you-leave-order-how-many-842120ce = Préparatifs : vous partez en position { $order }. Combien de pièces un départ en position { $order } ajoute-t-il aux pièces de départ d'un voyageur dans une partie à 3 joueurs, d'après votre livret de règles ? (0 si aucune, un nombre négatif si on en retire)
tk-the-3-player-offsets-are-not-70d0f40f = Les ajustements à 3 joueurs ne sont pas publics ; Soloist retient votre réponse (ou écrivez-les dans votre fichier de cartes : preparations).
tk-its-range-line-ends-in-1-792d2385 = Sa ligne de portée se termine par ① (portée 1), ② ou ③ ; certaines cartes montrent aussi l'icône Temple ou l'icône Relais.
tk-type-the-range-1-2-or-c716889b = Tapez la portée (1, 2 ou 3), suivie de t si la carte montre l'icône Temple et de r si elle montre l'icône Relais : 3, 2t, 1r, 3tr.
tk-automa-s-turn-draw-an-automa-e9cf30ce = Au tour de { $automa } : piochez une carte Automa, face visible sur la défausse. Quelle carte est-ce ?
tk-its-range-line-ends-in-1-49d6f76d = Sa ligne de portée se termine par ① (portée 1), ② ou ③ ; certaines cartes montrent aussi l'icône Temple ou l'icône Relais. Seules les cartes encore dans votre paquet sont proposées ({ $drawn } de vos 16 piochées depuis le dernier mélange). Si la vôtre n'est pas proposée, une réponse précédente était fausse : annulez-la, ou corrigez vos composants.
tk-draw-a-difficulty-level-card-for-b6feddbf = Piochez une carte Niveau de difficulté pour { $who } (carte { $number } sur { $wanted }). Quel emplacement montre-t-elle ?
tk-draw-a-difficulty-level-card-for-0f3c0091 = Piochez une carte Niveau de difficulté pour { $who }. Quel emplacement montre-t-elle ?
tk-prompt-already-drawn-spaces-18b80f6f = { $prompt } Déjà piochées : { $spaces }.
tk-only-the-spaces-still-in-the-b50e68e0 = Seuls les emplacements encore dans la pioche sont proposés.
tk-the-cards-show-different-spaces-so-e6212144 = Les cartes montrent des emplacements différents : un emplacement déjà pioché n'est donc plus proposé.
tk-one-letter-is-enough-v-shop-08d79e65 = Une lettre suffit : v (Échoppe, « Shop/Village »), f (Ferme), t (Temple), h (Source chaude), e (Rencontre), p (Rizière), m (Montagne), s (Mer).
tk-automa-receives-1-item-is-there-c68ce0af = { $automa } reçoit 1 { $item } : en reste-t-il dans la réserve ?
tk-if-the-supply-is-empty-she-55c05300 = Si la réserve est vide, elle ne reçoit rien et ne marque rien pour cet emplacement (la même règle qu'en partie numérique).
tk-meal-card-number-of-count-in-7de1fa5d = Carte Repas { $number } sur { $count }, dans l'ordre où elles ont été piochées : laquelle est-ce ?
tk-soloist-gives-each-automa-the-cheapest-3e34f288 = Soloist donne à chaque Automa le Repas le moins cher encore proposé (le premier pioché en cas d'égalité), dans l'ordre d'arrivée.
tk-type-its-name-the-first-word-d2f08a2d = Tapez son nom (le premier mot suffit).
tk-text-is-not-a-difficulty-level-f6eb0526 = { $text } n'est pas une carte Niveau de difficulté : écrivez l'un de ceux-ci : { $spaces }
tk-face-count-8107fbae = { $face } ×{ $count }
tk-a-confirmed-deck-lists-all-size-e9df5d68 = un paquet confirmé liste les { $size } { $deck }, pas { $total }
tk-range-range-5d202f3d = portée { $range }
tk-range-range-icon-d36a50de = portée { $range } + { $icon ->
        [Inn] Relais
       *[other] { $icon }
    }
tk-range-range-first-second-bb8df1da = portée { $range } + { $first ->
        [Inn] Relais
       *[other] { $first }
    } + { $second ->
        [Inn] Relais
       *[other] { $second }
    }
tk-your-deck-known-so-far-e1637846 = Vos { $deck } connues à ce jour :
tk-the-cards-known-to-be-in-d6d90a71 = Les cartes que l'on sait parmi vos { $size } { $deck }, apprises au fil de vos parties.
tk-yes-i-count-them-now-39b65ae3 = Oui : je les compte maintenant
tk-not-now-a0e63d7c = Pas maintenant
tk-yes-these-are-my-cards-8bbcb85f = Oui : ce sont mes cartes
tk-no-or-not-sure-0f6c2f7c = Non, ou je ne sais pas
tk-at-the-inn-your-draws-suggest-14154769 = Au Relais : d'après vos tirages, vos { $size } { $deck } sont : { $cards }. Est-ce bien cela ?
tk-the-game-is-over-your-draws-54d3a42e = La partie est finie. D'après vos tirages, vos { $size } { $deck } sont : { $cards }. Est-ce bien cela ?
tk-your-draws-suggest-your-size-deck-1140d9bf = D'après vos tirages, vos { $size } { $deck } sont : { $cards }. Est-ce bien cela ?
tk-lay-your-deck-out-by-face-1712d46e = Étalez vos { $deck } par face pour vérifier : une seule mauvaise réponse à table fausserait ce compte. Soloist les pioche ensuite lui-même pour les Automas, et vos propres cartes peuvent rester dans la boîte. « Non » les garde à table, et Soloist vous proposera de les compter à la fin de la partie.
tk-lay-your-deck-out-by-face-6897429b = Étalez vos { $deck } par face pour vérifier : une seule mauvaise réponse à table fausserait ce compte. Soloist les pioche ensuite lui-même pour les Automas. « Non » les garde à table, et Soloist vous proposera de les compter à la fin de la partie.
tk-count-again-8b1028fe = Recompter
tk-leave-it-for-another-time-c50a864e = Une autre fois
tk-none-two-cards-show-the-same-b0a48ca7 = Aucun : deux cartes montrent le même emplacement
tk-lay-out-your-count-deck-which-325b7c72 = Étalez vos { $count } { $deck } : quel emplacement ne figure sur aucune ?
tk-there-are-8-kinds-of-space-75f60dbf = Il y a 8 types d'emplacements pour 7 cartes. Si deux de vos cartes montrent le même emplacement, dites-le : Soloist demande alors combien de cartes montrent chacun.
tk-out-by-the-space-each-shows-730437b5 = selon l'emplacement que montre chacune
tk-by-face-range-and-icons-and-997cfefb = par face (portée et icônes), et comptez chaque face
tk-the-deck-recorded-make-more-than-9fb1164b = Les { $deck } notées dépassent vos { $size } : une réponse était fausse.
tk-your-draws-suggested-all-size-of-7164fed7 = Vos tirages ont laissé deviner vos { $size } { $deck }, sans confirmation.
tk-soloist-knows-total-of-your-size-48025e51 = Soloist connaît pour l'instant { $total } de vos { $size } { $deck }.
tk-the-game-is-over-so-far-f384e43d = La partie est finie. { $so_far } Les compter maintenant, pour que la partie numérique et la simulation piochent vos propres cartes ? Triez les { $size } cartes { $face } : environ une minute.
tk-soloist-never-guesses-your-cards-without-a72f762e = Soloist ne devine jamais vos cartes. Sans décompte, il les apprend des cartes que vous piochez (le plus grand nombre de chacune vu entre deux mélanges), ce qui prend quelques parties.
tk-how-many-of-your-deck-show-1326acfd = Combien de vos { $deck } montrent { $face } ?
tk-remaining-of-the-size-cards-are-a6b96009 = { $remaining ->
        [one] { $remaining } des { $size } cartes n'est pas encore comptée.
       *[other] { $remaining } des { $size } cartes ne sont pas encore comptées.
    }
tk-your-counts-make-count-deck-not-82e74b9b = Vos décomptes font { $count } { $deck }, pas { $size }. Recompter ?

# crawl (w-crawl): the table's words (tableview.py) and the decks' names
tk-sh-6385e764 = Éc
tk-fa-553dbacb = Fe
tk-te-7566ad8d = Te
tk-hs-6e314c4d = SC
tk-en-fb92c7e3 = Re
tk-pa-43b92319 = Ri
tk-mo-d23e867e = Mo
tk-se-b204d9d0 = Me
tk-temple-coins-f8e411c2 = Pièces au Temple
tk-meals-6b2598d9 = Repas
tk-achievement-293523c3 = Accomplissement
tk-difficulty-level-card-0ff89ba7 = carte Niveau de difficulté
tk-range-range-de3b6b3c = Portée { $range }
tk-the-road-from-start-to-end-d6550734 = La route de { $start } à { $end }
tk-towards-end-position-first-to-last-03324be2 = vers { $end }, position { $first } à { $last }
tk-rank-highest-00e0d19d = rang le plus haut
tk-rank-lowest-f40cc450 = rang le plus bas
tk-rank-rank-be820743 = rang { $rank }
tk-occupied-20323a24 = occupé
tk-she-left-7b58031e = son départ
tk-name-s-move-97906c5c = Déplacement de { $name }
tk-name-s-card-719928ad = Carte de { $name }
tk-name-moved-to-where-ca14b72e = { $name } est allée en { $where }
tk-before-then-7341df86 = { $before } ; { $then }
tk-column-index-6e29ac8a = colonne { $index }
tk-costs-costs-73135c4d = coûts { $costs }
tk-name-s-collection-1e1a7f0a = Collection de { $name }
tk-no-items-5223d76c = Rien pour l'instant.
tk-score-score-373ba1d7 = score { $score }
tk-coins-7ae57d9d = Pièces
tk-panorama-2be61912 = Panorama
tk-souvenirs-ecc7b460 = Souvenirs
tk-hot-springs-7a413fef = Sources chaudes
tk-encounters-53632506 = Rencontres
tk-your-collection-9b28be3d = Votre collection
tk-name-where-score-77479c90 = { $name } : { $where }, { $score }
tk-name-where-00e97ccd = { $name } : { $where }
tk-before-then-233e151b = { $before } · { $then }
tk-arrived-in-end-2c08d998 = Arrivés à { $end }
tk-between-inn-inn-and-inn-next-771395d6 = Entre le Relais { $inn } et le Relais { $next }
tk-meal-c3940d7d = Repas
tk-cost-cost-50e6ffdc = coût { $cost }
tk-your-deck-as-your-draws-suggest-c6971763 = Vos { $deck }, tels que vos tirages les suggèrent
tk-counted-at-the-end-of-the-520d601c = compté à la fin du voyage
tk-the-road-f80f9854 = La route
tk-automa-discard-pile-94246d52 = Défausse des Automas
tk-last-card-drawn-761dd271 = Dernière carte tirée
tk-meals-on-display-ab3f3cb5 = Repas proposés

# composed values (composed-others)
tk-space-rank-highest-its-icon-is-07249a23 = { $space } rang le plus haut (son icône est sur la carte)
tk-space-rank-lowest-8368f73b = { $space } rang le plus bas
tk-space-rank-rank-619be030 = { $space } rang { $rank }
tk-range-range-compared-space-a55d4ffe = portée { $range } : { $compared } → { $space }
tk-text-most-spaces-among-the-highest-124d59ce = { $text } (le plus d'emplacements parmi les mieux classés : le départage de la variante d'Automa)
tk-text-fewest-spaces-among-the-highest-ed21f13c = { $text } (le moins d'emplacements parmi les mieux classés)
tk-text-no-further-than-the-next-6feb8365 = { $text } (pas plus loin que le prochain Relais)
tk-text-1-occupied-space-skipped-b3d16032 = { $text } (1 emplacement occupé sauté)
tk-text-skipped-occupied-spaces-skipped-8d0abbc1 = { $text } ({ $skipped } emplacements occupés sautés)
tk-at-the-bottom-of-her-leftmost-9dd6a710 = en bas de sa colonne vide la plus à gauche (colonne { $column })
tk-on-top-of-its-column-column-72341cd8 = en haut de sa colonne (colonne { $column })
tk-small-object-67ee69f0 = petit objet
tk-food-drink-88c42d8b = nourriture et boisson
tk-clothing-12d264de = vêtement
tk-art-d3cec991 = art
tk-outcome-cards-f8cdf192 = { $outcome }, { $cards }.
tk-outcome-058ee61a = { $outcome }.
tk-name-score-bdddf93d = { $name } { $score }
tk-you-win-with-points-points-others-9df6b2c2 = Vous gagnez avec { $points } points ({ $others })
tk-a-shared-victory-at-points-points-d813f353 = Une victoire partagée à { $points } points avec { $winners } (le même nombre de cartes Accomplissement) : { $others }
tk-winners-win-with-points-points-you-066f6637 = { $winners } gagnent avec { $points } points ; vous en avez { $yours } ({ $others })
tk-winner-wins-with-points-points-more-acfbc477 = { $winner } gagne avec { $points } points (plus de cartes Accomplissement) ; vous en avez { $yours } ({ $others })
tk-winner-wins-with-points-points-you-8d868a54 = { $winner } gagne avec { $points } points ; vous en avez { $yours } ({ $others })
tk-soloist-s-own-45fd75b8 = celles de Soloist
tk-your-own-file-abcddfca = votre propre fichier
tk-1-additional-coin-af1b0c1f = 1 pièce supplémentaire
tk-count-additional-coins-cf49ff03 = { $count } pièces supplémentaires
tk-nobody-6382b3cc = personne
tk-name-count-24ca03bd = { $name } { $count }
tk-the-first-drawn-of-the-cheapest-df304498 = , la première tirée des moins chères
tk-automa-cards-787c879a = cartes Automa
tk-difficulty-level-cards-2c3b9eca = cartes Niveau de difficulté
tk-shop-village-f300c818 = Échoppe (Village)
tk-with-the-assumed-automa-and-difficulty-38d4a294 = avec les cartes Automa et Niveau de difficulté SUPPOSÉES, pas les vraies
tk-with-your-own-automa-and-difficulty-10513545 = avec vos propres cartes Automa et Niveau de difficulté (vos composants)
tk-with-your-own-automa-cards-and-7668d1f0 = avec vos propres cartes Automa et les cartes Niveau de difficulté SUPPOSÉES, pas les vraies
tk-with-the-assumed-automa-cards-not-b59cb2dc = avec les cartes Automa SUPPOSÉES, pas les vraies, et vos propres cartes Niveau de difficulté
tk-with-automa-and-difficulty-d247e14c = avec { $automa } et { $difficulty }
tk-the-deck-your-draws-suggest-not-d22463e9 = les { $deck } que suggèrent vos tirages (non confirmées)
tk-the-assumed-deck-not-the-real-6473dc41 = les { $deck } SUPPOSÉES, pas les vraies
tk-your-own-deck-your-components-924de862 = vos propres { $deck } (vos composants)
tk-more-than-your-size-deck-a-fc916b4f = plus que vos { $size } { $deck } (une réponse erronée à corriger)
tk-all-of-your-size-deck-as-e37cac56 = toutes vos { $size } { $deck } telles que vos tirages les suggèrent (non confirmées)
tk-none-of-your-size-deck-8b6e4bee = aucune de vos { $size } { $deck }
tk-all-of-your-size-deck-665a0dae = toutes vos { $size } { $deck }
tk-total-of-your-size-deck-76d1d647 = { $total } de vos { $size } { $deck }
tk-your-components-hold-automa-and-difficulty-58db5b93 = Vos composants contiennent pour l'instant { $automa } et { $difficulty }
tk-soloist-s-own-cards-assumption-9f52d127 = les cartes de Soloist, { $assumption }
tk-soloist-s-own-automa-cards-invented-7d10e58b = les cartes Automa de Soloist, inventées : portées { $ranges } ; l'icône Temple sur { $temples } cartes, l'icône Relais sur { $inns }
tk-count-range-f2e132d6 = { $count }×{ $range }
tk-soloist-s-own-difficulty-level-cards-992ceac9 = les cartes Niveau de difficulté de Soloist, inventées : { $cards }
tk-the-automa-cards-your-draws-suggest-14560da0 = les cartes Automa que suggèrent vos tirages (non confirmées : une seule réponse erronée les fausserait)
tk-the-difficulty-level-cards-your-draws-493ef9f7 = les cartes Niveau de difficulté que suggèrent vos tirages (non confirmées)
tk-your-own-automa-cards-your-components-6706a4a1 = vos propres cartes Automa (vos composants)
tk-your-own-difficulty-level-cards-your-1a9cdec4 = vos propres cartes Niveau de difficulté (vos composants)
tk-automa-and-difficulty-7cc0ad1b = { $automa }, et { $difficulty }
tk-automa-and-difficulty-96dd6721 = { $automa } et { $difficulty }
tk-green-d486dfbd = Vert
tk-blue-ec7d56a0 = Bleu

# crawl2 (w-crawl2)
tk-level-default-ef718fbc = { $level } (par défaut)
tk-base-game-84a278d8 = Jeu de base
tk-initiation-52ecdf2a = Voyage initiatique
tk-return-trip-4f58c6c9 = Voyage retour
tk-gastronomy-3aad4cba = Gastronomie
tk-preparations-2552d0c8 = Préparatifs
tk-crossroads-257d3b4c = Crossroads
tk-matsuri-a0110fe2 = Matsuri
tk-physical-draw-09e049f6 = Pioche physique
tk-difficulty-level-1-7-1-2-7fc7237a = Niveau de difficulté de 1 à 7 : à 1/2/3 vous résolvez 5/3/1 cartes Niveau de difficulté à la mise en place, 4 est le niveau par défaut, à 5/6/7 chaque Automa en résout 1/3/5.
tk-digital-play-soloist-models-your-whole-f8f3b9ac = Jeu numérique : Soloist modélise aussi tout votre jeu de base (la route, les pioches, vos pièces et vos cartes) ; vous ne faites que vos propres choix.
tk-your-own-automa-and-difficulty-level-5b0870c4 = Vos propres cartes Automa et Niveau de difficulté écrites dans un fichier : Soloist les mélange et les pioche. Sans lui, le jeu d'accompagnement demande ce que montre chaque carte piochée (et apprend ainsi votre paquet), et le jeu numérique utilise votre paquet une fois connu, une composition SUPPOSÉE d'ici là.
tk-digital-play-your-printing-s-base-bed2239a = Jeu numérique : les cartes du jeu de base de votre édition écrites dans un fichier (une copie corrigée de celle de Soloist).
tk-journey-of-initiation-variant-no-traveller-ee20d043 = Variante Voyage initiatique : pas de tuiles voyageur, 7 pièces chacun ; vous commencez avec 5 points.
tk-return-trip-variant-travel-from-edo-74bb346a = Variante Voyage retour : voyager d'Edo à Kyoto.
tk-gastronomy-variant-3-meal-cards-are-137242f6 = Variante Gastronomie : 3 cartes Repas sont piochées à chaque relais, et non 4.
tk-preparations-variant-starting-coins-by-order-2a9cdaa9 = Variante Préparatifs : pièces de départ selon l'ordre de départ ; un Automa marque à la place 3 points par pièce supplémentaire.
tk-crossroads-expansion-companion-play-each-automa-17eafde8 = Extension Crossroads (jeu d'accompagnement) : chaque Automa marque 5 points de plus à la mise en place.
tk-matsuri-expansion-companion-play-with-crossroads-c078110e = Extension Matsuri (jeu d'accompagnement, avec Crossroads) : les Automas mettent en jeu la carte Matsuri du dessus ; son effet sur eux est demandé, ou lu dans la feuille Matsuri des Automas de votre fichier de cartes.
tk-companion-play-draw-the-automa-and-c1059025 = Jeu d'accompagnement : piocher vous-même les cartes Automa et Niveau de difficulté même quand Soloist connaît votre paquet (il ne propose alors que les cartes qui y restent). Sans cela, Soloist pioche pour les Automas dans un paquet qu'il connaît.
tk-coin-0241ccff = Pièce
tk-paddy-panorama-card-3147a6d9 = Carte Panorama rizière
tk-mountain-panorama-card-2a862a81 = Carte Panorama montagne
tk-sea-panorama-card-b9f525ed = Carte Panorama mer
tk-souvenir-card-dd18a602 = Carte Souvenir
tk-encounter-card-49b92a19 = Carte Rencontre
tk-hot-spring-card-2dd49a3d = Carte Source chaude

# r6 tokaido (w-r6-tokaido)
tk-range-ti-69430e2f = { $range }tr
tk-range-t-28e6c17e = { $range }t
tk-range-i-37f18846 = { $range }r
tk-your-deck-b988db8a = vos { $deck }
tk-value-does-not-read-error-cc098833 = { $value } (illisible : { $error })
tk-your-deck-the-cards-recorded-make-71f55dad = vos { $deck } : les cartes enregistrées font plus de { $size } ; corrigez ou oubliez ce fait
tk-your-deck-your-draws-suggest-all-c5f2a5a6 = vos { $deck } : vos pioches suggèrent les { $size }, pas encore confirmées ; vous les confirmez d'une touche lors de votre prochaine partie d'accompagnement (ou les comptez à sa fin)
tk-your-deck-total-of-size-known-dcb4d81d = vos { $deck } : { $total } sur { $size } connues ; le reste s'apprend des cartes que vous piochez en parties d'accompagnement, ou se compte à la fin de l'une d'elles
tk-the-preparations-variant-s-3-player-ae8a6d33 = les ajustements à 3 joueurs de la variante Préparatifs (demandés la première fois que vous la jouez)
tk-ocha-costs-2-liam-obj-fox-6514228a = Ocha coûte 2 (LIAM, OBJ) ; FOX l'indique à 1
tk-6-worth-2-and-6-worth-f3eb2da6 = 6 valant 2 et 6 valant 3 (une seule source : LIAM)
tk-5-copies-of-each-value-inferred-a490d5c1 = 5 exemplaires de chaque valeur (déduit du total de 60 cartes)
tk-all-size-confirmed-parts-cfd7faa2 = les { $size } (confirmées) : { $parts }
tk-total-of-size-parts-7c9c0abd = { $total } sur { $size } : { $parts }
tk-none-of-the-size-known-yet-ce31e5dd = aucune des { $size } connue pour l'instant
tk-total-cards-recorded-more-than-the-91a6857e = { $total } cartes enregistrées, plus que les { $size } du paquet (une réponse était fausse : corrigez ou oubliez ce fait) : { $parts }
tk-all-size-known-confirmed-parts-20dc412a = les { $size } connues (confirmées) : { $parts }
tk-all-size-suggested-by-your-draws-2566ca4c = les { $size } suggérées par vos pioches, pas encore confirmées (une seule réponse fausse les rendrait fausses) : { $parts }
tk-total-of-size-known-so-far-20c37ed0 = { $total } sur { $size } connues pour l'instant : { $parts }
tk-the-preparations-variant-the-coins-of-6726ec0c = la variante Préparatifs : les pièces du voyageur qui quitte le premier relais en position 1
tk-the-preparations-variant-the-coins-of-f2fa08f0 = la variante Préparatifs : les pièces du voyageur qui quitte le premier relais en position 2
tk-the-preparations-variant-the-coins-of-de4a7023 = la variante Préparatifs : les pièces du voyageur qui quitte le premier relais en position 3
tk-village-shop-f7654edf = Échoppe (Village)
tk-until-your-automa-deck-is-known-84f22a6e = { " " }; tant que votre paquet Automa n'est pas connu, vous piochez ses cartes et dites ce que montre chacune

# r7 rest (w-r7-rest)
tk-green-score-065ccff1 = Score de Vert
tk-blue-score-75bae5ae = Score de Bleu
tk-automa-best-score-66579da4 = Meilleur score d'un Automa
tk-the-road-stretch-cc0dafff = La route { $stretch }
tk-from-start-to-end-70afbec8 = de { $start } à { $end }
tk-confirmed-d3e2718f = confirmé:
tk-confirmed-cards-b0bc97e3 = { $confirmed } { $cards }

# r9 help (w-r9-help-fr)
tk-doc-a-copy-of-file-3d6454ea = { $doc } (une copie de { $file })

# r9 values (w-r9-values)
tk-the-16-automa-cards-and-7-980989b3 = Les 16 cartes Automa et les 7 cartes Niveau de difficulté ne sont pas publiques : sans --cards FILE, le jeu numérique et la simulation utilisent la composition inventée par Soloist (src/soloist/games/tokaido/data/assumed-automa-cards.toml), une HYPOTHÈSE, pas les vraies cartes.
tk-green-automa-score-8536175a = Score de l'Automa vert
tk-blue-automa-score-9eaf94c0 = Score de l'Automa bleu
tk-stand-in-score-minus-the-best-6e26f4c4 = Score du joueur simulé moins celui du meilleur Automa
tk-these-games-draw-your-own-automa-b9dfd687 = Ces parties piochent vos propres cartes Automa et Niveau de difficulté, comme vos composants les décrivent (appris de vos parties).
tk-the-automa-and-difficulty-level-cards-6f6e85a3 = Les cartes Automa et Niveau de difficulté ne sont pas publiques : ces parties utilisent { $cards }, une HYPOTHÈSE, pas les vraies cartes. { $known }.
tk-the-automa-and-difficulty-level-cards-ba79939e = Les cartes Automa et Niveau de difficulté ne sont pas publiques : ces parties utilisent { $cards }. { $known }.
tk-random-legal-every-decision-traveller-move-3cb959e0 = au hasard parmi les coups permis : chaque décision (Voyageur, déplacement, Souvenirs, don, Repas, …) choisie uniformément au hasard parmi les réponses que les règles permettent
tk-greedy-points-takes-the-traveller-tile-ddb8d2c8 = glouton de points : prend la tuile Voyageur avec le plus de pièces ; va sur la case qui vaut le plus de points maintenant (un Panorama la valeur de sa carte, +3 s'il gagne l'Accomplissement ; Source chaude et Rencontre 2,5 ; un Temple les pièces qu'il peut donner, jusqu'à 3 ; une Échoppe 3 avec 2 pièces ou plus, sinon 1 ; une Ferme 3 s'il a moins de 4 pièces, sinon 1 ; un Relais 0), la plus proche à égalité ; achète les Souvenirs qui valent le plus de points (les moins chers à égalité) ; donne tout ce qu'il peut ; achète le Repas le moins cher qu'il peut ; accepte le Repas gratuit de Satsuki
tk-plays-the-digital-journey-by-search-88ae213f = joue le voyage numérique par recherche : à chaque déplacement, Échoppe, Temple et Repas (et pour sa tuile Voyageur), il essaie chaque réponse sur des copies de la partie dont les cartes non vues et les cartes Automa sont tirées à nouveau, joue chaque copie avec le joueur simulé greedy et garde la réponse avec la meilleure marge finale sur le meilleur Automa (une victoire compte { $win } points de plus) ; il répond aux choix d'un Voyageur comme greedy
tk-stand-in-score-minus-the-best-3008e183 = score du joueur simulé moins celui du meilleur Automa

# r9 decide (w-r9-decide)
tk-no-items-a7b605aa = rien pour l'instant
tk-items-coins-temple-coins-7ac4c9da = { $items } ; { $coins } { $coins ->
        [one] pièce
       *[other] pièces
    } au Temple
tk-source-automa-field-held-but-the-f174fc1a = { $source } : automa.{ $field } : { $held }, mais le jeu de base n'en a que { $most }
tk-source-automa-columns-list-each-item-14c28329 = { $source } : automa.columns : indiquez une seule fois chaque type d'objet qu'elle possède ({ $items })
tk-source-card-error-27f95482 = { $source } : card : { $error }
tk-source-road-occupied-position-number-is-0f6330fb = { $source } : road.occupied : la position { $number } n'est pas sur la route (1-{ $last })
tk-source-road-occupied-position-number-is-43ff731e = { $source } : road.occupied : la position { $number } est la sienne
tk-2-coins-from-the-reserve-on-288f7a5b = 2 pièces de la réserve sur sa zone du Temple ; elle marque 2 points
tk-she-waits-at-the-inn-meals-4fdbdfb9 = elle attend au Relais (les repas viennent quand tous les voyageurs sont arrivés)
tk-she-receives-1-item-held-now-a6c8572d = elle reçoit 1 { $item } ({ $held } maintenant) et marque { $points } point
tk-she-receives-1-item-held-now-16de2445 = elle reçoit 1 { $item } ({ $held } maintenant) et marque { $points } points
tk-text-and-the-achievement-3-total-3279bae6 = { $text }, plus l'{ $achievement } (+3) : { $total } points en tout
tk-source-road-occupied-position-number-is-46a344ed = { $source } : road.occupied : la position { $number } est indiquée deux fois (un arrêt de la route n'accueille qu'un voyageur)
tk-source-automa-position-she-is-already-a4b2bac1 = { $source } : automa.position : elle est déjà à { $end }, au bout de la route
tk-name-at-where-score-score-collection-c5cbdc3e = { $name } à { $where }, score { $score } : { $collection }.
tk-other-travellers-others-cb5c82e5 = Autres voyageurs : { $others }.
tk-card-card-a2d0711d = Carte : { $card }.
tk-spaces-in-range-occupied-ones-skipped-2dc2f410 = Emplacements à portée (les occupés sont sautés), du plus proche au plus lointain :
tk-skipped-occupied-spaces-11d3142b = Sautés (occupés) : { $spaces }.
tk-explanation-89e6b465 = → { $explanation }.
tk-she-moves-to-where-gain-score-2c97e0cc = Elle va à { $where } : { $gain }. Score { $score }.
tk-distance-ahead-where-gap-rank-she-cf07422b = { " " } { $distance } plus loin  { $where }{ $gap } { $rank }  ← elle va ici
tk-distance-ahead-where-gap-rank-9b6962af = { " " } { $distance } plus loin  { $where }{ $gap } { $rank }
tk-no-card-given-her-move-for-eafd704d = Aucune carte donnée : son déplacement pour chaque carte qu'elle pourrait piocher.
tk-card-gap-explanation-gain-162f1f6b = { " " } { $card }{ $gap } { $explanation } ; { $gain }
tk-count-item-ca146535 = { $count } { $item }
tk-coins-62f014cb = pièces
tk-paddy-panorama-cards-9698409d = cartes Panorama Rizière
tk-mountain-panorama-cards-32f59e6f = cartes Panorama Montagne
tk-sea-panorama-cards-fa96b39c = cartes Panorama Mer
tk-souvenir-cards-ad07a9ad = cartes Souvenir
tk-encounter-cards-bb6d484c = cartes Rencontre
tk-hot-spring-cards-704c7eef = cartes Source chaude

# r9 data files (w-r9-pydantic)
tk-unknown-icon-icon-the-icons-are-07195265 = icône inconnue { $icon } : les icônes sont temple et inn
