# Marco Polo II (Hans im Glück) : ce que Soloist vous demande et vous dit (questions, leur
# aide, choix à toucher, refus d'une réponse, étapes des réponses par touches), un message par
# phrase du code (docs/translating.md). Termes : glossary-marco-polo-2.md (Smart Mat, carte
# Compétence, carte Comptoir, réglette de voyage, fenêtre des cités, avancée, comptoir, tuile
# bonus de poste avancé, sceau de guilde, PV…). L'Automa est masculin (« il »).
# Ce que la personne tape au clavier est lu par le code en anglais : les mots à taper et les
# exemples (« none », « black die », « tile: », « silk + black die »…) restent tels quels,
# entre guillemets français. { $example }, { $part }, { $answer }, { $word }… sont ce que le
# code ou la personne écrit : gardés tels quels.

mp2-empty-c6c094bc = Vide
mp2-all-empty-f1b14aff = Toutes vides
mp2-the-automa-s-skill-card-its-cbbc1539 = La carte Compétence de l'Automa (son pouvoir) : lui donne-t-elle quelque chose au début d'une manche, quand il place un comptoir, complète un contrat ou un sceau de guilde, ou voyage ? Si oui, quoi, et quand ?
mp2-another-one-not-seen-before-f1da2b11 = Une autre, jamais vue
mp2-soloist-names-a-trading-post-card-6db136ba = Soloist nomme une carte Comptoir d'après la première carte Compétence qui l'a utilisée.
mp2-before-you-place-the-automa-s-a88ecaae = Avant de placer les 11 comptoirs de l'Automa sur sa carte Comptoir : quels emplacements montrent un bonus, et que donne chacun à l'Automa ?
mp2-which-guild-seal-is-pictured-on-f9b9ca3f = Quel sceau de guilde est représenté sur la case A du Smart Mat ?
mp2-where-does-the-automa-read-its-c4d62302 = Où l'Automa lit-il ses PV de blasons : sur sa carte Comptoir, ou sur la piste des blasons du plateau ?
mp2-on-its-trading-post-card-058acfe5 = Sur sa carte Comptoir
mp2-on-the-board-s-shield-track-2faf01ef = Sur la piste des blasons du plateau
mp2-no-slot-shows-a-bonus-b54e8a4b = Aucun emplacement ne montre de bonus
mp2-nothing-or-nothing-the-automa-can-da96c321 = Rien (ou rien que l'Automa puisse utiliser)
mp2-nothing-at-any-of-these-moments-02b48c9d = Rien, à aucun de ces moments
mp2-no-city-card-cbe088b1 = Aucune carte Cité
mp2-1-city-card-4cacc476 = 1 carte Cité
mp2-2-city-cards-2f66a287 = 2 cartes Cité
mp2-none-no-contracts-are-placed-there-dec3d5ae = Aucune : on n'y place pas de contrats
mp2-1-contract-space-9c72a653 = 1 case de contrat
mp2-2-contract-spaces-b2d70b97 = 2 cases de contrat
mp2-0-1-or-2-for-each-6202cfb3 = 0, 1 ou 2 pour chaque cité, séparés par des espaces ou des virgules.
mp2-no-other-route-fbf04760 = Aucune autre route
mp2-bonus-action-you-took-a-black-e6571974 = Action bonus : vous avez pris un dé noir sur le plateau
mp2-bonus-action-you-placed-a-die-d8a320cd = Action bonus : vous avez placé un dé sur la bourse
mp2-you-placed-a-trading-post-a-126ffb1e = Vous avez placé un comptoir (par un contrat ou une carte)
mp2-end-of-your-turn-303014b7 = Fin de votre tour
mp2-a-city-not-listed-your-figure-6cb1dfd1 = Une cité absente de la liste (votre figurine était ailleurs)
mp2-a-city-not-named-yet-type-fbf90068 = Une cité pas encore nommée (tapez son nom)
mp2-with-which-die-on-khan-s-85454d7c = Avec quel dé sur la Faveur du Khan ?
mp2-one-of-your-own-dice-ad9b4441 = Un de vos propres dés
mp2-a-black-die-7c85ebe6 = Un dé noir
mp2-with-which-die-on-the-money-13509660 = Avec quel dé sur la bourse ?
mp2-which-city-c210815f = Quelle cité ?
mp2-from-which-city-did-you-take-c127ea7c = Dans quelle cité avez-vous pris votre (premier) contrat ?
mp2-none-dc937b59 = Aucune
mp2-and-a-second-contract-from-which-43497b10 = Et un second contrat ? Dans quelle cité ?
mp2-no-second-contract-266d125b = Pas de second contrat
mp2-no-a-route-between-them-passes-e037b98d = Non : une route entre elles passe par une autre cité
mp2-how-many-contracts-have-you-completed-f2dc022b = Combien de contrats avez-vous remplis ?
mp2-your-final-score-on-the-score-132d5726 = Votre score final sur la piste de score (vous avez commencé à 50) ?
mp2-a-tie-most-camels-wins-and-0a8875af = Égalité : le plus de chameaux l'emporte, et l'Automa n'en a aucun. Avez-vous au moins un chameau ?
mp2-draw-a-trip-slide-at-random-3b9fd804 = Tirez au hasard une réglette de voyage pour l'Automa. Laquelle avez-vous tirée ?
mp2-none-the-slide-shows-no-further-432e03d0 = aucune : la réglette ne montre plus de cité
mp2-another-slide-not-seen-before-f1d4b838 = Une autre réglette, jamais vue
mp2-tap-each-city-in-turn-a-0b36a577 = Touchez chaque cité tour à tour ; une cité jamais vue : tapez une fois son nom, tel qu'il est imprimé.
mp2-typed-the-two-city-names-separated-45c0449d = Au clavier : les noms des deux cités, séparés par une virgule ; une cité déjà nommée s'écrit comme avant.
mp2-a-card-not-seen-before-4db6f215 = Une carte jamais vue
mp2-no-red-letter-5ae55d4b = Pas de lettre rouge
mp2-tap-what-its-outpost-tile-gives-d4985b8f = Touchez ce que sa tuile bonus de poste avancé donne à l'Automa, puis chaque case de contrat : les PV du contrat et son autre récompense, dans la mesure où l'Automa peut l'utiliser, ou vide.
mp2-typed-tile-and-what-the-tile-4e5ba743 = Au clavier : « tuile: » et ce que donne la tuile (« pas de tuile » si la cité n'a pas de case de bonus de poste avancé), puis « contrats: » et, pour chaque case de contrat, les PV et la récompense, séparés par « ; » — par exemple « { $example } ». { $contracts }
mp2-a-shield-not-named-before-a-e45e7862 = Un blason jamais nommé : un mot pour lui (le même mot pour le même blason)
mp2-the-slots-are-numbered-1-to-e78e4804 = Les emplacements sont numérotés de 1 à 11 dans l'ordre où les comptoirs quittent la carte (colonne par colonne depuis la gauche, de haut en bas) : touchez chaque emplacement qui montre un bonus, puis ce qu'il donne. L'Automa ne prend que des PV, des dés noirs, des avancées, de nouveaux contrats, l'achèvement d'un sceau ou d'un contrat et le retrait d'une pièce.
mp2-typed-each-slot-that-shows-a-bf0e669d = Au clavier : chaque emplacement qui montre un bonus, son numéro, « : » et ce qu'il donne, séparés par « ; » — par exemple « { $example } ».
mp2-tap-the-one-gain-it-shows-4da1b25f = Touchez le gain indiqué ; s'il y en a plusieurs, touchez-les l'un après l'autre ci-dessous. L'Automa ne prend que des PV, des dés noirs, des avancées et de nouveaux contrats (et, de ses propres cartes : compléter un sceau ou un contrat, retirer une pièce).
mp2-or-type-them-all-at-once-ccadf415 = Ou tapez-les tous d'un coup, par exemple « 3 PV + un dé noir » ou « 1 PV per pip + 1 avancée ».
mp2-no-city-card-8f7e7476 = aucune carte Cité
mp2-no-contract-space-c625dede = aucune case de contrat
mp2-no-contract-space-a06c82d5 = Aucune case de contrat
mp2-an-outpost-bonus-space-3044b4b5 = une case de bonus de poste avancé
mp2-an-outpost-bonus-space-2afeef66 = Une case de bonus de poste avancé
mp2-no-outpost-bonus-space-2732e94b = pas de case de bonus de poste avancé
mp2-no-outpost-bonus-space-25ac00ec = Pas de case de bonus de poste avancé
mp2-a-special-city-09b2c3ad = une cité spéciale
mp2-a-special-city-892625a9 = Une cité spéciale
mp2-not-a-special-city-c8952a13 = pas une cité spéciale
mp2-not-a-special-city-8dcd67c4 = Pas une cité spéciale
mp2-how-many-city-cards-lie-beside-5473eea5 = combien de cartes Cité sont posées à côté d'elle
mp2-how-many-contract-spaces-it-has-b1f8c5db = combien de cases de contrat elle a
mp2-whether-it-has-an-outpost-bonus-e7611dd3 = si elle a une case de bonus de poste avancé
mp2-whether-it-is-a-special-city-fc8449c0 = si c'est une cité spéciale (sur le plateau, Baghdad, Balkh et Hormuz : deux cases d'action à elles)
mp2-first-second-and-third-512d907e = { $first }, { $second } et { $third }
mp2-first-second-third-and-fourth-6da97de8 = { $first }, { $second }, { $third } et { $fourth }
mp2-first-second-ce79e438 = { $first }, { $second }
mp2-first-second-third-900b2607 = { $first }, { $second }, { $third }
mp2-first-second-third-fourth-b9a055a5 = { $first }, { $second }, { $third }, { $fourth }
mp2-tap-its-bonus-action-at-the-9b25c106 = Touchez son action bonus (en haut de la carte), puis ses actions principales de haut en bas : la dernière est toujours Livres.
mp2-typed-its-bonus-action-none-black-8d29843a = Au clavier : son action bonus (« none », « black die » ou « complete »), un « | », puis ses actions principales de haut en bas, séparées par des virgules : « travel », « books », « books lev 0 », « khan's favor », « city card », « external city », « guild seal +1 », « action space ». Par exemple « { $example } ».
mp2-for-each-moment-the-power-names-e3a6f079 = Pour chaque moment que nomme le pouvoir (le début d'une manche, quand il place un comptoir, complète un contrat ou un sceau de guilde, voyage), touchez le moment, puis ce qu'il donne alors. Le reste de ce que fait le pouvoir, c'est à vous de l'appliquer.
mp2-typed-each-moment-and-what-it-e54690fb = Au clavier : chaque moment, « : » et ce qu'il donne, séparés par « ; » (« round start », « trading post », « contract », « seal », « travel »), par exemple « { $example } ».
mp2-space-by-space-the-contract-s-d7ca48e2 = Case par case : les PV du contrat et son autre récompense, dans la mesure où l'Automa peut l'utiliser (une avancée, jusqu'à 2 avancées, un dé noir, un contrat avec un sceau, un contrat, ou rien de tout cela), ou vide.
mp2-typed-space-by-space-separated-by-366b2018 = Au clavier : case par case, séparées par « ; », les PV du contrat et sa récompense (« avancée », « jusqu'à 2 avancées », « dé noir », « pioche », « ville », « autre »), ou « vide ». Par exemple « { $example } ».
mp2-how-many-city-cards-lie-beside-09b064e7 = Combien de cartes Cité sont posées à côté de { $city } sur votre plateau ?
mp2-how-many-contract-spaces-has-city-980b201d = Combien de cases de contrat a { $city } sur votre plateau ?
mp2-has-city-an-outpost-bonus-space-06429f48 = { $city } a-t-elle une case de bonus de poste avancé sur votre plateau ?
mp2-is-city-a-special-city-on-06b998de = { $city } est-elle une cité spéciale (sur le plateau, Baghdad, Balkh et Hormuz : deux cases d'action à elles) ?
mp2-city-on-your-board-asked-91b6bbbe = { $city } sur votre plateau : { $asked } ?
mp2-a-route-passes-through-no-other-0c75c39e = Une route ne passe par aucune autre cité en chemin. Comptez ses oasis (chacune est un pas) et cherchez une rivière qu'elle franchit (un navire avec un symbole de guilde : l'Automa a besoin de ce sceau). Deux cités peuvent être reliées par plus d'une route (directement à travers une rivière, et en la contournant) : touchez chacune. Soloist trouve lui-même les routes les plus courtes.
mp2-typed-each-route-s-oases-and-af1aa22d = Au clavier : les oasis et le sceau de chaque route, séparés par « ; », par exemple « direct, spicer seal; 2 oases ».
mp2-each-route-tap-the-city-it-4718e316 = Chaque route : touchez la cité où elle mène (sans passer par une autre cité), puis ses oasis, puis le sceau de toute rivière qu'elle franchit ; une cité reliée par deux routes (directement à travers une rivière, et en la contournant) se touche deux fois.
mp2-typed-the-routes-separated-by-kabul-8f2a8d4a = Au clavier : les routes séparées par « ; » : « Kabul, 1 oasis; Xian, spicer seal; Xian, 2 oases ». Une cité pas encore nommée : son nom (ou « new: NAME »). « none » s'il n'y en a pas d'autres.
mp2-round-round-your-turn-a-bonus-86d4b899 = Manche { $round }, votre tour : une action bonus, ou la fin de votre tour ?
mp2-round-round-your-turn-which-action-b0cb30eb = Manche { $round }, votre tour : quelle case d'action avez-vous utilisée pour votre action principale (ou d'abord une action bonus) ?
mp2-which-action-space-in-city-5301542d = Quelle case d'action à { $city } ?
mp2-main-action-space-fd541bc6 = Action principale : { $space }
mp2-with-which-dice-on-space-f82c994e = Avec quels dés sur { $space } ?
mp2-own-of-your-own-dice-3706467a = { $own } de vos propres dés
mp2-1-black-die-2b8a74ed = 1 dé noir
mp2-black-black-dice-7b053bb4 = { $black ->
        [one] { $black } dé noir
       *[other] { $black } dés noirs
    }
mp2-own-of-your-own-dice-and-b0d49243 = { $own } de vos propres dés et 1 dé noir
mp2-own-of-your-own-dice-and-988b6b09 = { $own } de vos propres dés et { $black ->
        [one] { $black } dé noir
       *[other] { $black } dés noirs
    }
mp2-where-did-your-travel-end-211c11ab = Où votre voyage s'est-il terminé ?
mp2-no-trading-post-is-placed-there-38ef4244 = on n'y place pas de comptoir ; choisissez la réponse de l'oasis
mp2-the-3-dice-space-did-you-5147ce03 = La case à 3 dés : avez-vous placé un second comptoir dans une cité que vous avez traversée ?
mp2-an-oasis-c26122e3 = Une oasis
mp2-an-oasis-or-city-no-trading-9aab24e9 = Une oasis ou { $city } (pas de comptoir)
mp2-city-no-trading-post-24b679dc = { $city } (pas de comptoir)
mp2-you-have-a-trading-post-there-6a46e791 = vous y avez déjà un comptoir
mp2-its-name-as-printed-on-your-b268b603 = Son nom, tel qu'il est imprimé sur votre plateau ?
mp2-in-which-city-did-you-place-7908d782 = Dans quelle cité l'avez-vous placé ?
mp2-did-you-take-one-of-the-86c6b5f8 = Avez-vous pris un des contrats de { $city } ?
mp2-which-contract-did-you-take-in-76ebbcb6 = Quel contrat avez-vous pris à { $city } ?
mp2-space-space-contract-b5ae1bc1 = case { $space } : { $contract }
mp2-bonus-actions-after-your-main-action-43f4e67b = Les actions bonus après votre action principale font partie de la même réponse : touchez la case ci-dessous, puis chaque action bonus dans l'ordre où vous les avez faites — un dé noir, la bourse, un comptoir.
mp2-typed-the-space-then-each-bonus-95579976 = Au clavier : la case, « + », puis chaque action bonus dans l'ordre où vous les avez faites, par exemple « soie + dé noir ».
mp2-choose-the-automa-s-character-level-8777d2a7 = Choisissez le personnage de l'Automa (niveau L{ $level }) :
mp2-not-one-of-the-cities-this-ec5c097c = pas une des cités que propose cette question
mp2-draw-the-top-automa-card-card-47d856e5 = Piochez la carte Automa du dessus (carte { $card } sur { $cards } de cette manche).
mp2-draw-its-number-c14d12a1 = { $draw } Son numéro ?
mp2-draw-which-is-it-59e2fa8d = { $draw } Laquelle est-ce ?
mp2-draw-which-is-it-a-card-d0922c00 = { $draw } Laquelle est-ce ? (Une carte jamais vue : touchez son action bonus et ses actions principales.)
mp2-a-card-not-seen-before-a7a9877f = Une carte jamais vue.
mp2-draw-its-bonus-action-then-its-d467904c = { $draw } Son action bonus, puis ses actions principales de haut en bas ?
mp2-card-was-drawn-already-this-round-b60ae094 = { $card } a déjà été piochée à cette manche
mp2-next-city-on-the-trip-slide-67984c37 = Cité suivante sur la réglette de voyage, après { $city } ?
mp2-the-city-the-trip-slide-shows-2d03b37e = la cité que la réglette de voyage montre avant elle
mp2-the-trip-slide-now-shows-its-0367977d = La réglette de voyage montre maintenant ses premières cités, après { $city } : quelle réglette est-ce ?
mp2-soloist-keeps-each-trip-slide-as-5f06fc31 = Soloist garde chaque réglette de voyage aussi loin que vous l'avez vue. Une autre réglette : tapez ses deux premières cités, par exemple « { $example } ».
mp2-soloist-keeps-each-trip-slide-as-a77e3b12 = Soloist garde chaque réglette de voyage aussi loin que vous l'avez vue.
mp2-the-trip-slide-now-shows-its-883d40c4 = La réglette de voyage montre maintenant ses premières cités, après { $city } : lesquelles, dans l'ordre affiché ?
mp2-the-two-cities-the-display-shows-50383624 = les deux cités que la fenêtre montre après { $city }, séparées par une virgule
mp2-city-twice-a-city-does-not-2d1b527c = { $city } deux fois : une cité ne se suit pas elle-même sur une réglette de voyage
mp2-does-a-red-letter-show-in-3900d5f6 = Une lettre rouge apparaît-elle dans la première colonne de la fenêtre, à côté de { $city } ?
mp2-the-automa-completes-the-top-contract-675aa663 = L'Automa complète le contrat du dessus de la case E ({ $contract }) : ses PV et son autre récompense, dans la mesure où l'Automa peut l'utiliser ?
mp2-red-letter-letter-6138a8d2 = Lettre rouge { $letter }
mp2-the-outpost-bonus-tile-in-city-6c2af406 = La tuile bonus de poste avancé de { $city } : que donne-t-elle à l'Automa ? (« nothing » s'il n'y a pas de tuile)
mp2-the-automa-is-the-first-to-693a2abf = L'Automa est le premier à placer un comptoir à { $city } : que lui donne sa tuile bonus de poste avancé ? (ou : pas de case de bonus de poste avancé)
mp2-no-outpost-bonus-space-in-city-dfc1b169 = Pas de case de bonus de poste avancé à { $city }
mp2-the-contracts-in-city-each-one-d8b5e209 = Les contrats de { $city } : les PV de chacun et son autre récompense, dans la mesure où l'Automa peut l'utiliser ? (ou : aucune case de contrat)
mp2-no-contract-space-in-city-2074185f = Aucune case de contrat à { $city }
mp2-contract-space-space-38071f22 = case de contrat { $space }
mp2-contract-spaces-spaces-95d3677c = cases de contrat { $spaces }
mp2-the-contracts-in-city-which-each-959856f7 = Les contrats de { $city } ({ $which }) : les PV de chacun et son autre récompense, dans la mesure où l'Automa peut l'utiliser ?
mp2-what-the-automa-finds-in-city-3ea4430a = Ce que l'Automa trouve à { $city } : sa tuile bonus de poste avancé (ce qu'elle donne à l'Automa) et les contrats qui s'y trouvent ?
mp2-the-skill-card-s-city-card-5fefa4cf = L'action de carte Cité de la carte Compétence (le dé montre { $die }) : que gagne l'Automa ?
mp2-the-skill-card-s-external-city-64721d0e = L'action de cité extérieure de la carte Compétence (le dé montre { $die }) : que gagne l'Automa ?
mp2-its-city-card-action-87267107 = son action de carte Cité
mp2-its-external-city-action-36a7c08f = son action de cité extérieure
mp2-its-trading-post-card-which-one-86a3035f = Sa carte Comptoir : laquelle le symbole en haut à droite de la carte Compétence { $card } désigne-t-il ?
mp2-remove-the-next-trading-post-from-d83a02a8 = Retirez le comptoir suivant de la carte Comptoir (le { $ordinal }, colonne par colonne depuis la gauche) : découvre-t-il un bonus ?
mp2-that-slot-0122b480 = cet emplacement
mp2-the-automa-s-trading-post-card-2e25a094 = La carte Comptoir de l'Automa : { $asked } ? (les nombres, dans cet ordre)
mp2-how-many-different-shields-among-the-61c06893 = Combien de blasons différents parmi les cités des comptoirs de l'Automa ({ $cities }) ?
mp2-the-shield-of-each-of-these-f4ccd900 = Le blason de chacune de ces cités sur votre plateau, dans cet ordre : { $cities } ? (un mot pour chacun ; le même mot pour le même blason)
mp2-separate-the-words-with-commas-the-4c5b70cf = Séparez les mots par des virgules. Les blasons déjà nommés : { $shields }.
mp2-separate-the-words-with-commas-ddeab3f5 = Séparez les mots par des virgules.
mp2-the-shield-of-city-c04b9b6f = Le blason de { $city } ?
mp2-the-shield-of-city-on-your-84f58ee5 = Le blason de { $city } sur votre plateau ?
mp2-another-shield-type-a-word-for-a679ebbf = Un autre blason (tapez un mot pour lui)
mp2-a-word-for-the-shield-of-62161dec = Un mot pour le blason de { $city } (le même mot pour le même blason ailleurs) ?
mp2-vp-for-shields-different-shields-on-1bd72300 = PV pour { $shields ->
        [one] { $shields } blason différent
       *[other] { $shields } blasons différents
    }, sur la carte Comptoir ?
mp2-vp-for-shields-different-shields-on-57263410 = PV pour { $shields ->
        [one] { $shields } blason différent
       *[other] { $shields } blasons différents
    } sur la piste des blasons du plateau ?
mp2-vp-for-shields-different-shields-on-1115be37 = PV pour { $shields ->
        [one] { $shields } blason différent
       *[other] { $shields } blasons différents
    } (sur la carte Comptoir, ou sur la piste des blasons) ?
mp2-the-trading-post-card-s-contracts-9f7b0134 = Le symbole des contrats de la carte Comptoir : combien de contrats remplis retournent sur la case « contrats remplis » avant que les suivants ne couvrent des cases « +1 » ?
mp2-how-many-1-spaces-does-the-f66600b1 = Combien de cases « +1 » la carte Comptoir montre-t-elle ?
mp2-vp-for-each-completed-guild-seal-1bf5b9b3 = PV pour chaque sceau de guilde complété sur les cases A, B et C (à côté du symbole de sceau sur la carte Comptoir) ?
mp2-its-contracts-icon-how-many-completed-227bcf1d = Son symbole des contrats : combien de contrats remplis retournent sur « contrats remplis » avant que les suivants ne couvrent des cases « +1 » ?
mp2-how-many-1-spaces-does-it-42faeb89 = Combien de cases « +1 » montre-t-elle ?
mp2-the-vp-for-each-completed-guild-0f06f2cc = Les PV pour chaque sceau de guilde complété sur les cases A, B et C ?
mp2-its-contracts-icon-the-completed-contracts-a6febbf6 = son symbole des contrats (les contrats remplis qui retournent sur « contrats remplis » avant que les suivants ne couvrent des cases « +1 »)
mp2-how-many-1-spaces-it-shows-e6ce6198 = combien de cases « +1 » elle montre
mp2-the-vp-for-each-completed-guild-17d0d4df = les PV pour chaque sceau de guilde complété sur les cases A, B et C
mp2-first-second-24c4c6d9 = { $first } ; { $second }
mp2-first-second-third-4116cdbd = { $first } ; { $second } ; { $third }
mp2-the-one-of-card-a8638198 = Celle de { $card }
mp2-the-one-with-the-symbol-symbol-cf8494f1 = Celle au symbole { $symbol }
mp2-vp-vp-92168362 = { $vp } PV
mp2-vp-vp-for-each-pip-of-2e250491 = { $vp } PV par point du dé
mp2-1-advancement-ee7a2cd3 = 1 avancée
mp2-up-to-2-advancements-1c0171b2 = Jusqu'à 2 avancées
mp2-a-new-contract-the-top-of-8e18654e = Un nouveau contrat : celui du dessus de la pile
mp2-a-new-contract-from-a-city-89f8530e = Un nouveau contrat : d'une cité où il a un comptoir
mp2-complete-1-guild-seal-or-contract-96bd0c3e = Compléter 1 sceau de guilde ou 1 contrat
mp2-2-advancements-d43d37f2 = 2 avancées
mp2-remove-the-coin-from-space-letter-0217c55e = Retirer la pièce de la case { $letter }
mp2-automa-card-card-no-bonus-action-5b41cdeb = Carte Automa { $card } (pas d'action bonus ; actions principales : { $main })
mp2-automa-card-card-bonus-bonus-main-77c714df = Carte Automa { $card } (bonus : { $bonus } ; actions principales : { $main })
mp2-how-many-city-cards-lie-beside-48d67adf = Combien de cartes Cité sont posées à côté de chacune de ces cités sur votre plateau : { $cities } ? (un nombre pour chacune, dans cet ordre)
mp2-city-cards-beside-city-b5589303 = Cartes Cité à côté de { $city } ?
mp2-which-character-did-you-choose-for-ebb9555c = Quel personnage avez-vous choisi pour l'Automa (sa carte Compétence, niveau L{ $level }) ?
mp2-another-character-type-its-name-c778c42b = Un autre personnage (tapez son nom)
mp2-the-automa-s-character-as-its-5d040e17 = Le personnage de l'Automa, tel que sa carte Compétence le nomme (niveau L{ $level }) ?
mp2-the-routes-between-city-and-other-a537c9ad = Les routes entre { $city } et { $other } qui ne passent par aucune autre cité : aucune, ou combien d'oasis compte chacune, et la rivière qu'elle franchit (le sceau de guilde qu'il lui faut) ?
mp2-every-route-out-of-city-to-4052f1f7 = Toutes les routes qui mènent de { $city } à une autre cité, hormis celles que Soloist connaît ({ $known }) : les cités où elles mènent, chacune avec ses oasis et le sceau de toute rivière qu'elle franchit ?
mp2-every-route-out-of-city-to-d6c4e099 = Toutes les routes qui mènent de { $city } à une autre cité, hormis celles que Soloist connaît : les cités où elles mènent, chacune avec ses oasis et le sceau de toute rivière qu'elle franchit ?
mp2-directly-no-oasis-between-ee6df02b = Directement (pas d'oasis entre elles)
mp2-through-1-oasis-6795f723 = Par 1 oasis
mp2-through-oases-oases-4be5444c = Par { $oases } oasis
mp2-way-needs-the-seal-bb54053b = { $way }, il faut le { $seal }
mp2-city-a-route-leads-to-another-57aef351 = { $city } : une route mène à une autre cité
mp2-name-why-306986b5 = { $name } : { $why }
mp2-name-twice-each-name-once-6c60ad87 = { $name } deux fois : chaque nom une seule fois
mp2-the-answer-is-not-finished-step-9aa2e0cd = la réponse n'est pas finie : { $step }
mp2-soloist-knows-this-city-has-an-d06e902e = Soloist sait que cette cité a une case de bonus de poste avancé : dites ce que sa tuile donne à l'Automa, ou « nothing »
mp2-give-each-contract-space-1-or-a6e5ab80 = donnez chaque case de contrat (1 ou { $most_contract_spaces }) : les PV et la récompense d'un contrat, ou « empty »
mp2-say-what-the-outpost-tile-gives-6c3aab8e = dites d'abord ce que la tuile bonus de poste avancé donne à l'Automa (« tile: 2 VP », ou « no tile »)
mp2-soloist-knows-where-has-contract-spaces-253d2059 = Soloist sait que { $where } a des cases de contrat : donnez chacune après « contracts: »
mp2-give-count-shields-one-for-each-a664d318 = donnez { $count ->
        [one] { $count } blason
       *[other] { $count } blasons
    }, un par cité, séparés par des virgules
mp2-give-count-whole-numbers-in-the-52d9474c = donnez { $count ->
        [one] { $count } nombre entier
       *[other] { $count } nombres entiers
    }, dans l'ordre demandé
mp2-a-number-from-0-to-most-e0e2c881 = un nombre de 0 à { $most_card_number }
mp2-part-the-slot-s-number-and-3234ab21 = { $part } : le numéro de l'emplacement, « : » et ce qu'il donne (par exemple « { $grid_example } »)
mp2-part-the-slots-are-numbered-1-cacfac1b = { $part } : les emplacements sont numérotés de 1 à { $trading_posts }
mp2-slot-slot-is-given-twice-b9da0c62 = l'emplacement { $slot } est donné deux fois
mp2-say-each-slot-that-shows-a-1ff6b12c = dites chaque emplacement qui montre un bonus (par exemple « { $grid_example } »), ou « none »
mp2-part-is-not-a-gain-soloist-6dd3f943 = { $part } n'est pas un gain que Soloist connaît (PV, un dé noir, une avancée, jusqu'à 2 avancées, un contrat de la pile ou d'une cité, compléter un sceau ou un contrat, retirer la pièce A-D)
mp2-part-an-amount-from-1-to-15d2e4f2 = { $part } : une quantité de 1 à { $most_amount }
mp2-part-only-a-city-card-action-71e6fa76 = { $part } : seule une action de carte Cité compte les points de son dé
mp2-part-this-gain-is-not-repeated-1a7c80fe = { $part } : ce gain ne se répète pas pour chaque point du dé
mp2-part-the-coin-of-which-space-b3536827 = { $part } : la pièce de quelle case, A, B, C ou D ?
mp2-effect-this-component-gives-the-automa-96288c5c = { $effect } : ce composant ne donne à l'Automa que { $kinds }
mp2-effect-only-a-city-card-action-8b3a8f22 = { $effect } : seule une action de carte Cité compte les points du dé
mp2-say-what-it-gives-or-nothing-8918db88 = dites ce qu'il donne, ou « nothing »
mp2-bonus-text-is-not-a-bonus-cc203b0a = { $bonus_text } n'est pas une action bonus (« none », « black die », « complete »)
mp2-part-is-not-a-main-action-543e09f0 = { $part } n'est pas une action principale d'une carte Automa
mp2-title-is-given-twice-a-card-360aa1ca = { $title } est donnée deux fois : une carte ne cite chaque action qu'une fois
mp2-the-last-main-action-of-every-f37d3f47 = la dernière action principale de chaque carte Automa est Livres (« books »)
mp2-part-write-the-moment-and-what-351f2799 = { $part } : écrivez le moment, « : » et ce qu'il donne
mp2-moment-is-not-a-moment-soloist-4fff4c61 = { $moment } n'est pas un moment que Soloist joue (« round start », « trading post », « contract », « seal », « travel »)
mp2-triggers-is-given-twice-f220d0d5 = { $triggers } est donné deux fois
mp2-give-spaces-contract-spaces-each-a-ad2da1aa = donnez { $spaces ->
        [one] { $spaces } case de contrat
       *[other] { $spaces } cases de contrat
    }, chacune avec les PV et la récompense d'un contrat, ou « empty »
mp2-give-spaces-contract-space-each-a-b7247e24 = donnez { $spaces ->
        [one] { $spaces } case de contrat
       *[other] { $spaces } cases de contrat
    }, chacune avec les PV et la récompense d'un contrat, ou « empty »
mp2-part-the-contract-s-vp-first-230d3e9b = { $part } : d'abord les PV du contrat, puis sa récompense
mp2-part-a-contract-gives-from-1-80b73291 = { $part } : un contrat donne de 1 à { $most_vp } PV
mp2-part-reward-words-is-not-a-a37a4a3d = { $part } : { $reward_words } n'est pas une récompense (« advancement », « up to 2 advancements », « black die », « pile », « city », « other »)
mp2-give-count-numbers-one-for-each-6dbb21b4 = donnez { $count ->
        [one] { $count } nombre
       *[other] { $count } nombres
    }, un par cité, dans l'ordre demandé
mp2-a-city-has-at-most-most-e62accb6 = une cité a au plus { $most_city_cards ->
        [one] { $most_city_cards } carte Cité
       *[other] { $most_city_cards } cartes Cité
    } à côté d'elle
mp2-other-why-refused-5339cf8d = { $other } : { $why_refused }
mp2-name-did-you-mean-known-for-144215c8 = { $name } : vouliez-vous dire { $known } ? (Pour une autre, écrivez { $new } { $name2 }.)
mp2-name-is-not-a-city-of-1327275a = { $name } n'est pas une cité de votre fichier de plateau
mp2-soloist-knows-the-routes-between-city-edfeaba8 = Soloist connaît ainsi les routes entre { $city } et { $other } : { $routes }
mp2-soloist-knows-the-routes-between-city-2e707689 = Soloist connaît ainsi les routes entre { $city } et { $other } : aucune route ne les relie sans passer par une autre cité
mp2-which-one-spaces-09a14993 = laquelle — { $spaces } ?
mp2-not-an-action-space-you-may-99aa5d85 = pas une case d'action que vous pouvez utiliser maintenant
mp2-the-main-action-then-the-bonus-8a493165 = l'action principale, « + », puis les actions bonus qui l'ont suivie (par exemple « silk + black die »)
mp2-answer-is-not-a-valid-answer-d742f055 = { $answer } n'est pas une réponse valable : { $error } ; ou l'action principale, « + », puis les actions bonus qui l'ont suivie (par exemple « silk + black die »)
mp2-answer-error-05d0df6f = { $answer } : { $error }
mp2-part-is-not-a-bonus-action-420dee42 = { $part } n'est pas une action bonus que Soloist suit (un dé noir, la bourse, un comptoir)
mp2-no-black-die-is-left-on-9122e488 = il ne reste aucun dé noir sur le plateau
mp2-no-die-was-left-for-the-7f093038 = il ne vous restait aucun dé pour la bourse après votre action principale
mp2-where-give-the-oases-once-40986692 = { $where } : donnez les oasis une seule fois
mp2-where-the-word-seal-is-given-84b969cd = { $where } : le sceau { $word } est donné deux fois
mp2-where-word-is-not-a-number-840d58dc = { $where } : { $word } n'est ni un nombre d'oasis ni un sceau de guilde (« farmer », « spicer », « tailor », « jeweler »)
mp2-where-oases-oases-a-way-has-ed38bb3d = { $where } : { $oases } oasis ; un chemin en a au plus { $most_oases }
mp2-where-seals-seals-on-a-way-718cb962 = { $where } : { $seals ->
        [one] { $seals } sceau
       *[other] { $seals } sceaux
    } sur un chemin de { $steps } pas : au plus une rivière par pas
mp2-where-seals-seals-on-a-way-b9f14d39 = { $where } : { $seals ->
        [one] { $seals } sceau
       *[other] { $seals } sceaux
    } sur un chemin de 1 pas : au plus une rivière par pas
mp2-say-the-oases-on-each-route-628e978a = dites les oasis de chaque route et son sceau, ou « none »
mp2-none-is-no-route-it-goes-a97fe425 = « none » n'est pas une route : il s'écrit seul
mp2-the-route-8e47c6d4 = la route
mp2-route-the-same-route-is-given-3be2f910 = { $route } : la même route est donnée deux fois
mp2-one-route-only-b07447f0 = une seule route
mp2-none-is-a-choice-c6b47534 = « none » est un choix
mp2-entry-names-no-city-1ded796b = { $entry } ne nomme aucune cité
mp2-a-route-is-listed-twice-5307559d = une route est donnée deux fois
mp2-no-bonus-action-268f1a3a = Pas d'action bonus
mp2-automa-card-dd1ebc74 = Carte Automa
mp2-bonus-bonus-09dd3256 = Bonus : { $bonus }
mp2-number-action-d662482c = { $number }. { $action }
mp2-its-bonus-action-at-the-top-37facd26 = Son action bonus, en haut de la carte ?
mp2-that-is-the-whole-card-books-c5efa730 = C'est toute la carte : Livres est toujours sa dernière action principale.
mp2-that-is-the-card-aebd0d92 = C'est la carte
mp2-its-first-main-action-from-the-6a6740e0 = Sa première action principale, en partant du haut (la dernière est toujours Livres) ?
mp2-its-next-main-action-from-the-6d617742 = Son action principale suivante, en partant du haut (la dernière est toujours Livres) ?
mp2-nothing-tapped-yet-e60d0024 = rien de touché pour l'instant
mp2-its-other-reward-as-far-as-61874d3f = Son autre récompense, dans la mesure où l'Automa peut l'utiliser ?
mp2-only-one-contract-space-00c8ea0d = Une seule case de contrat
mp2-reward-7696fff8 = récompense
mp2-contract-space-number-in-where-the-1111616b = Case de contrat { $number } à { $where } : les PV du contrat (ou vide) ?
mp2-contract-space-number-in-where-the-17767a92 = Case de contrat { $number } à { $where } : les PV du contrat ?
mp2-outpost-bonus-tile-76bf55e5 = Tuile bonus de poste avancé
mp2-vp-vp-5034cdc6 = { $vp } PV + …
mp2-contract-space-number-6fef2993 = Case de contrat { $number }
mp2-that-is-every-contract-space-b568d418 = Voilà toutes les cases de contrat.
mp2-where-its-vp-77670ff0 = { $where } : ses PV ?
mp2-the-contract-33e38ddb = Le contrat
mp2-contract-cc8321d6 = contrat
mp2-not-tapped-yet-f6560069 = pas encore touché
mp2-how-many-victory-points-64ca87fd = Combien de points de victoire ?
mp2-nothing-the-automa-can-use-de3f2e0f = Rien que l'Automa puisse utiliser
mp2-what-else-does-the-outpost-bonus-3d9ee702 = Que donne encore à l'Automa la tuile bonus de poste avancé de { $where } ?
mp2-what-does-the-outpost-bonus-tile-9dd95d4f = Que donne à l'Automa la tuile bonus de poste avancé de { $where } ?
mp2-that-is-the-city-438ba812 = C'est tout pour cette cité.
mp2-the-tile-gives-something-more-6a8c31ef = La tuile donne autre chose encore
mp2-that-is-all-it-gives-6ea897fa = Rien d'autre : c'est tout
mp2-no-bonus-told-6cdb80fa = aucun bonus indiqué
mp2-what-does-what-give-the-automa-8044d036 = Que donne { $what } à l'Automa ? Un gain à la fois :
mp2-and-what-else-does-what-give-aed37666 = Et que donne encore { $what } ?
mp2-slot-slot-66b562d8 = Emplacement { $slot }
mp2-slot-slot-what-does-it-give-c2eaacfc = Emplacement { $slot } : que donne-t-il à l'Automa ?
mp2-tap-a-slot-that-shows-a-bb70f9a9 = Touchez un emplacement qui montre un bonus (numérotés dans l'ordre où les comptoirs quittent la carte : colonne par colonne depuis la gauche, de haut en bas) :
mp2-another-slot-that-shows-a-bonus-5c015da3 = Un autre emplacement qui montre un bonus ? (Touchez-en un déjà indiqué pour ajouter une deuxième chose qu'il donne.)
mp2-no-other-slot-shows-a-bonus-ba9f8798 = Aucun autre emplacement ne montre de bonus
mp2-at-the-start-of-a-round-ab3dcd2a = Au début d'une manche
mp2-when-it-places-a-trading-post-7f2b3324 = Quand il place un comptoir
mp2-when-it-completes-a-contract-67fea8d3 = Quand il complète un contrat
mp2-when-it-completes-a-guild-seal-9a098f23 = Quand il complète un sceau de guilde
mp2-when-it-travels-a266057a = Quand il voyage
mp2-at-the-start-of-a-round-7502ff44 = au début d'une manche
mp2-when-it-places-a-trading-post-edc7f3f6 = quand il place un comptoir
mp2-when-it-completes-a-contract-6d60ba54 = quand il complète un contrat
mp2-when-it-completes-a-guild-seal-1a143fb8 = quand il complète un sceau de guilde
mp2-when-it-travels-110ba166 = quand il voyage
mp2-what-does-it-give-the-automa-18c16aee = Que donne-t-il à l'Automa { $moment } ?
mp2-what-else-does-it-give-the-c6a1dad9 = Que donne-t-il encore à l'Automa { $moment } ?
mp2-that-is-all-at-this-moment-e3081560 = C'est tout, à ce moment
mp2-that-is-the-whole-power-6a5e5b9e = C'est tout le pouvoir
mp2-a-moment-the-power-gives-the-9188f407 = Un moment où le pouvoir donne quelque chose à l'Automa ?
mp2-another-moment-4294b17d = Un autre moment ?
mp2-no-other-moment-a59f5199 = Aucun autre moment
# Les ordinaux qui suivent ne qualifient qu'une route (féminin) : « Y a-t-il une { $nth } route… ».
mp2-first-a7937b64 = première
mp2-second-16367aac = deuxième
mp2-third-b1e99324 = troisième
mp2-fourth-dc81b1d3 = quatrième
mp2-fifth-1774b8ee = cinquième
mp2-next-c6c1c9a9 = autre
mp2-no-route-tapped-yet-8b000d15 = aucune route touchée pour l'instant
mp2-routes-e22bc966 = routes
mp2-directly-no-oasis-2aa1f6db = Directement (sans oasis)
mp2-oases-oasis-683e062a = { $oases } oasis
mp2-oases-oases-303eb39c = { $oases } oasis
mp2-does-the-route-where-cross-another-20042396 = La route { $where } franchit-elle une autre rivière ?
mp2-no-other-river-bdab9e15 = Aucune autre rivière
mp2-does-the-route-where-cross-a-a0786b8f = La route { $where } franchit-elle une rivière (un navire avec un symbole de guilde) ? Le sceau qu'il lui faut :
mp2-no-river-d35eaf82 = Pas de rivière
mp2-between-a-and-b-21f939b0 = entre { $a } et { $b }
mp2-a-route-where-that-passes-through-6ea2f134 = Une route { $where } qui ne passe par aucune autre cité : combien d'oasis compte-t-elle ?
mp2-is-there-a-nth-route-where-16898089 = Y a-t-il une { $nth } route { $where } ? Combien d'oasis compte-t-elle ?
mp2-that-is-every-route-between-them-e95c030e = Voilà toutes les routes entre elles
mp2-routes-between-a-and-b-367d5c5e = Routes entre { $a } et { $b }
mp2-the-route-from-city-to-other-9e7ae678 = La route de { $city } à { $other } : combien d'oasis compte-t-elle ?
mp2-to-city-b8077e45 = vers { $city }
mp2-a-route-out-of-city-which-843e0980 = Une route qui part de { $city } : à quelle cité mène-t-elle (sans passer par une autre cité) ?
mp2-another-route-out-of-city-where-13d931c8 = Une autre route qui part de { $city } ? Où mène-t-elle ?
mp2-a-city-not-met-before-its-ad6e4d5b = Une cité jamais vue : son nom tel qu'il est imprimé sur votre plateau
mp2-that-is-every-route-out-of-c67a4495 = Voilà toutes les routes qui partent de { $city }
mp2-routes-out-of-city-cf602016 = Routes au départ de { $city }
mp2-that-is-every-name-asked-1e83f2e0 = Voilà tous les noms demandés.
mp2-that-is-every-number-asked-d4164704 = Voilà tous les nombres demandés.
mp2-number-vp-7daabccc = { $number } PV
mp2-victory-points-vp-bec6342d = Points de victoire (PV)
mp2-vp-for-each-pip-of-the-85535c3d = PV par point du dé
mp2-guild-seal-d91a1884 = sceau de guilde
mp2-a-river-the-seal-e6569ee3 = Une rivière : le { $seal }
mp2-path-no-such-file-or-directory-b9c55fdb = { $path } : fichier ou dossier introuvable
mp2-path-its-trip-slides-name-the-52b00a71 = { $path } : ses réglettes de voyage nomment les cités de { $file }, qui n'est pas à côté de lui
mp2-path-not-a-marco-polo-ii-e12bba34 = { $path } : ni un fichier de données de Marco Polo II (board.toml, tiles.toml, mautoma.toml, characters.toml) ni un dossier de ces fichiers
mp2-where-name-problem-to-be-kept-b18f7627 = { $where } : { $name } : { $problem }, pour être gardé dans vos composants
mp2-source-location-number-name-the-start-3531ebb9 = { $source } : location.{ $number }.name : le départ est Beijing, pas { $name }
mp2-source-location-number-name-name-and-ea53c80e = { $source } : location.{ $number }.name : { $name } et { $other } sont un seul et même nom pour Soloist
mp2-where-label-a-label-holds-no-9eb70c05 = { $where } : { $label } : une étiquette ne contient ni « ; » ni « : », pour être gardée dans vos composants
mp2-a-route-joins-two-different-cities-feade2e9 = une route relie deux cités différentes
mp2-name-problem-340be95d = { $name } : { $problem }
mp2-a-name-is-not-blank-562ae429 = un nom n'est pas vide
mp2-a-name-has-at-most-40-18fe542a = un nom a au plus 40 caractères
mp2-a-name-holds-none-of-signs-0d7001a5 = un nom ne contient aucun de ces signes : { $signs } (ici : { $sign })
mp2-a-name-holds-a-letter-or-d13f2ec0 = un nom contient une lettre ou un chiffre
mp2-a-name-holds-no-control-character-b2c18e95 = un nom ne contient aucun caractère de contrôle (ici : { $sign })
mp2-this-is-the-question-s-example-65ba9ce2 = c'est l'exemple de la question, pas un nom : tapez le vrai nom, celui de votre jeu
mp2-part-is-not-a-gain-6b90cc81 = { $part } n'est pas un gain
mp2-kind-is-not-a-kind-of-974c714e = { $kind } n'est pas une sorte de gain
mp2-part-only-remove-coin-names-a-f23d44db = { $part } : seul « remove-coin » nomme une case (A-D)
mp2-part-an-amount-from-1-to-23ea93c7 = { $part } : une quantité de 1 à 20
mp2-card-number-part-is-not-bonus-bf9f9279 = carte { $number } : { $part } n'est pas de la forme « bonus | actions principales »
mp2-card-number-part-names-an-unknown-2b2cee24 = carte { $number } : { $part } nomme une action inconnue
mp2-card-number-the-main-actions-end-58ed83ae = carte { $number } : les actions principales finissent par « books », chacune une seule fois
mp2-given-automa-cards-the-mautoma-has-9181f538 = { $given ->
        [one] { $given } carte Automa
       *[other] { $given } cartes Automa
    } : le Mautoma en a { $cards }
mp2-trip-slide-number-a-city-after-ffe81628 = réglette de voyage { $number } : une cité après sa fin
mp2-trip-slide-number-stop-is-not-1e0830c9 = réglette de voyage { $number } : { $stop } n'est pas une cité
mp2-trip-slide-number-a-red-letter-e82fb658 = réglette de voyage { $number } : une lettre rouge apparaît au plus une fois
mp2-given-trip-slides-the-mautoma-has-4e85fefc = { $given ->
        [one] { $given } réglette de voyage
       *[other] { $given } réglettes de voyage
    } : le Mautoma en a { $slides }
mp2-part-is-not-a-route-a-9650915a = { $part } n'est pas une route (« A – B [spicer seal] »)
mp2-part-is-not-a-contract-f01-145ec106 = { $part } n'est pas un contrat (« F01: 7 VP + black-die »)
mp2-part-is-not-an-outpost-tile-b68b63ea = { $part } n'est pas une tuile bonus de poste avancé (« o3: vp 3 »)
mp2-location-is-an-oasis-which-has-cd214061 = { $location } est une oasis, qui n'a pas de { $field }
mp2-location-field-is-given-and-also-e421a1ea = { $location } : { $field } est donné et aussi demandé
mp2-location-the-start-has-nothing-to-17246b47 = { $location } : le départ n'a rien à demander
mp2-none-is-no-route-it-has-64eb995b = « none » n'est pas une route : il n'a ni oasis ni sceau
mp2-seals-seals-on-a-route-of-473582d6 = { $seals ->
        [one] { $seals } sceau
       *[other] { $seals } sceaux
    } sur une route de { $steps } pas : au plus une rivière par pas
mp2-steps-join-two-different-cities-73e27d7a = des pas relient deux cités différentes
mp2-shields-shields-a-number-of-shields-f4dfd5d3 = { $shields ->
        [one] { $shields } blason
       *[other] { $shields } blasons
    } : un nombre de blasons vaut 0 ou plus
mp2-shields-shields-vp-vp-vp-are-5dad63ce = { $shields ->
        [one] { $shields } blason
       *[other] { $shields } blasons
    } : { $vp } PV ; les PV valent 0 ou plus
mp2-the-vp-go-down-from-before-9c6a2818 = les PV baissent, de { $before } pour { $shields_before ->
        [one] { $shields_before } blason
       *[other] { $shields_before } blasons
    } à { $vp } pour { $shields } ; plus de blasons ne rapportent jamais moins
mp2-a-remove-coin-effect-needs-a-3e967984 = un effet « remove-coin » demande une lettre (A-D), et lui seul en a une
mp2-a-contract-s-reward-is-one-b83aa876 = la récompense d'un contrat est l'une de celles-ci : { $kinds }
mp2-spaces-a-and-b-take-different-89ff8b19 = les cases A et B prennent des sceaux différents (spicer et tailor)
mp2-a-red-letter-appears-at-most-14758103 = une lettre rouge apparaît au plus une fois sur une réglette de voyage
mp2-city-follows-itself-98c923f4 = { $city } se suit elle-même
mp2-the-mautoma-has-cards-automa-cards-f5cd19d9 = le Mautoma a { $cards } cartes Automa ; donnez-les toutes (ou aucune, pour qu'elles soient demandées à la table), pas { $given }
mp2-the-mautoma-has-slides-trip-slides-7c2b91cb = le Mautoma a { $slides } réglettes de voyage, pas { $given }
mp2-a-power-on-event-cannot-complete-05c1a720 = un pouvoir sur « { $event } » ne peut pas compléter (« complete ») un sceau ou un contrat : il se redéclencherait à chaque complétion, sans fin
mp2-the-grid-holds-posts-trading-posts-e008f6f4 = la grille contient { $posts } comptoirs : donnez { $posts } emplacements, pas { $given }
mp2-skill-card-character-l-level-no-b5a27c3f = carte Compétence { $character } L{ $level } : aucune carte Comptoir n'a le symbole { $symbol }
mp2-what-value-is-given-twice-97817760 = { $what } { $value } est donné deux fois
mp2-source-location-exactly-one-city-is-b44e6a9f = { $source } : location : une seule cité est le départ (Beijing), pas { $count }
mp2-source-location-cards-city-cards-in-220eb420 = { $source } : location : { $cards ->
        [one] { $cards } carte Cité
       *[other] { $cards } cartes Cité
    } en tout ; le plateau en a au plus { $most } (le dé numérote la fenêtre des cités de 1 à 6)
mp2-where-end-is-not-a-location-a8707bf2 = { $where } : { $end } n'est pas un lieu de ce plateau
mp2-where-a-route-joins-two-different-719c3fd3 = { $where } : une route relie deux lieux différents
mp2-where-this-route-is-given-twice-fdda659d = { $where } : cette route est donnée deux fois
mp2-where-a-board-with-routes-gives-10869250 = { $where } : un plateau avec des routes ne donne pas de pas : Soloist les compte sur les routes
mp2-where-end-is-not-a-city-672dd04a = { $where } : { $end } n'est pas une cité de ce plateau
mp2-where-these-steps-with-these-seals-df00a202 = { $where } : ces pas, avec ces sceaux, sont donnés deux fois
mp2-source-a-board-with-routes-gives-48227c3c = { $source } : un plateau avec des routes ne donne ni ways ni routes_known : Soloist trouve les routes les plus courtes sur ses routes
mp2-where-none-goes-alone-no-other-399c8c0c = { $where } : « none » s'écrit seul : aucune autre route ne relie ces cités
mp2-source-location-location-no-route-reaches-0f260940 = { $source } : location { $location } : aucune route n'y mène depuis le départ
mp2-source-problem-5d827a30 = { $source } : { $problem }
mp2-source-trip-slide-number-stops-index-88d17bf4 = { $source } : trip_slide.{ $number }.stops.{ $index } : { $city } n'est pas une cité de { $board }
mp2-source-trip-slide-number-stops-0-1a056d45 = { $source } : trip_slide.{ $number }.stops.0 : listez les cités après { $start }, par laquelle commence chaque réglette
mp2-directory-no-such-data-directory-d1ac297e = { $directory } : dossier de données introuvable
mp2-directory-no-file-marco-polo-ii-9a502c19 = { $directory } : pas de { $file }. Marco Polo II a besoin au moins des cités de votre plateau (format dans docs/marco-polo-2.md) ; ou jouez avec l'exemple FICTIF (--sample)
mp2-value-a-whole-number-from-low-ee89e92d = { $value } : un nombre entier de { $low } à { $high }
mp2-value-one-of-allowed-6c9baa8e = { $value } : une de ces valeurs : { $allowed }
mp2-a-power-on-completing-a-seal-222e453e = un pouvoir déclenché quand il complète un sceau ou un contrat ne peut pas en compléter un (« complete ») : il se redéclencherait à chaque complétion, sans fin
mp2-label-is-not-a-skill-card-a6c22506 = { $label } n'est pas une carte Compétence (« Navigator L2 »)
mp2-trip-slide-number-at-most-most-fa7a154d = réglette de voyage { $number } : au plus { $most ->
        [one] { $most } cité
       *[other] { $most } cités
    } après Beijing
mp2-trip-slide-number-city-follows-itself-96fd5759 = réglette de voyage { $number } : { $city } se suit elle-même (la cité suivante d'une réglette est une autre cité)
mp2-route-a-route-joins-two-different-dd93e8ce = { $route } : une route relie deux lieux différents
mp2-route-a-route-costs-at-most-fada5938 = { $route } : une route coûte au plus 30 de chaque
mp2-contract-a-contract-s-vp-are-a3efdfb5 = { $contract } : les PV d'un contrat vont de 0 à 30, son étiquette a au plus 40 caractères
mp2-label-an-outpost-tile-s-label-b29961fc = { $label } : l'étiquette d'une tuile bonus de poste avancé a au plus 40 caractères
mp2-the-grid-holds-posts-trading-posts-d8933948 = la grille contient { $posts } comptoirs, chacun à sa propre place column.row
mp2-cell-is-not-column-row-c6cc63c7 = { $cell } n'est pas de la forme column.row
mp2-at-most-longest-characters-56659dab = au plus { $longest ->
        [one] { $longest } caractère
       *[other] { $longest } caractères
    }
mp2-marco-polo-ii-s-components-have-d5ff807e = Les composants de Marco Polo II n'ont pas de donnée { $key }
mp2-steps-from-city-to-itself-steps-0ab349f5 = pas de { $city } à elle-même : des pas relient deux cités différentes
mp2-seals-the-seals-are-farmer-spicer-196dd3c2 = { $seals } : les sceaux sont farmer, spicer, tailor, jeweler, chacun une seule fois (ou aucun)
mp2-key-is-not-a-route-route-5eefcf46 = { $key } n'est pas une route (« route Kabul – Xian »)
mp2-a-route-from-city-to-itself-93aaeece = une route de { $city } à elle-même : une route relie deux cités différentes
mp2-a-skill-card-has-no-part-1d9f0677 = une carte Compétence n'a pas de { $part }
mp2-a-trading-post-card-holds-posts-b853d9b8 = une carte Comptoir contient { $posts } comptoirs
mp2-a-trading-post-card-has-no-16025439 = une carte Comptoir n'a pas de { $part }
mp2-the-cities-of-your-board-named-e269a060 = les cités de votre plateau nommées jusqu'ici
mp2-the-shields-named-so-far-93fd3de2 = les blasons nommés jusqu'ici
mp2-the-oases-of-your-board-9325bc26 = les oasis de votre plateau
mp2-the-skill-cards-named-so-far-51aaffb8 = les cartes Compétence nommées jusqu'ici
mp2-the-trading-post-cards-named-so-55b4d1c2 = les cartes Comptoir nommées jusqu'ici
mp2-the-automa-cards-seen-so-far-9d8f653b = les cartes Automa vues jusqu'ici
mp2-the-trip-slides-seen-so-far-1e13a5c0 = les réglettes de voyage vues jusqu'ici
mp2-the-seal-on-space-a-of-71f31f67 = le sceau de la case A du Smart Mat
mp2-the-routes-of-your-board-5dfb1739 = les routes de votre plateau
mp2-your-board-file-93e4d44a = votre fichier de plateau
mp2-the-colour-of-the-take-contracts-fee4193f = la couleur de la case Prendre des contrats
mp2-made-up-soloist-s-fictional-sample-e964f6e9 = inventé (l'exemple FICTIF de Soloist)
mp2-the-contracts-82a65f13 = les contrats
mp2-the-starting-contracts-699c02dc = les contrats de départ
mp2-the-outpost-bonus-tiles-158616ee = les tuiles bonus de poste avancé
mp2-the-steps-from-a-to-b-c7d157c6 = les pas de { $a } à { $b } (les sceaux de l'Automa : { $seals })
mp2-the-board-s-shield-track-the-64c5412c = la piste des blasons du plateau : les PV pour { $shields ->
        [one] { $shields } blason
       *[other] { $shields } blasons
    }
mp2-the-routes-between-a-and-b-031005c2 = les routes entre { $a } et { $b }
mp2-the-routes-out-of-city-973da0df = les routes au départ de { $city }
mp2-gain-per-pip-of-the-die-baf53ec9 = { $gain } par point du dé
mp2-city-no-red-letter-53cfcfe9 = { $city } (pas de lettre rouge)
mp2-city-red-letter-letter-a4f881a0 = { $city } (lettre rouge { $letter })
mp2-slide-number-stops-then-its-end-6a4a8f52 = réglette { $number } : { $stops }, puis sa fin
mp2-slide-number-stops-0a36c893 = réglette { $number } : { $stops }, …
mp2-card-card-bonus-then-actions-ff3927a7 = carte { $card } : { $bonus }, puis { $actions }
mp2-none-yet-98ca0d51 = rien pour l'instant
mp2-no-route-open-to-these-seals-05049d3b = aucune route ouverte à ces sceaux
mp2-steps-step-by-the-shortest-route-d7b44363 = { $steps } pas par la route la plus courte
mp2-steps-steps-by-the-shortest-route-23e09f69 = { $steps } pas par la route la plus courte
mp2-tile-gains-76a785bb = { $tile } : { $gains }
mp2-the-seal-seal-797d22ba = le sceau { $seal }
mp2-count-city-card-64e087b5 = { $count } carte Cité
mp2-count-city-cards-a3323825 = { $count ->
        [one] { $count } carte Cité
       *[other] { $count } cartes Cité
    }
mp2-count-contract-space-e88847f1 = { $count } case de contrat
mp2-count-contract-spaces-186cb170 = { $count ->
        [one] { $count } case de contrat
       *[other] { $count } cases de contrat
    }
mp2-without-the-automa-cards-in-data-305ff39c = Sans les cartes Automa dans les fichiers de données (elles sont demandées à la table), elles n'ont pas de variante.
mp2-1-advancement-move-f07ba12e = 1 avancée (déplacement)
mp2-a-contract-with-a-seal-the-e3056bcf = Un contrat avec un sceau : le contrat du dessus de la pile
mp2-a-contract-one-from-a-city-46060cec = Un contrat : pris dans une cité où il a un comptoir
mp2-none-of-these-goods-camels-coins-eb60d39c = Rien de tout cela (marchandises, chameaux, pièces, jade, « +1 ») : PV seulement
mp2-up-to-2-advancements-06cd8e82 = jusqu'à 2 avancées
mp2-a-black-die-32369c15 = un dé noir
mp2-a-contract-with-a-seal-the-e35cf66f = un contrat avec un sceau : le contrat du dessus de la pile
mp2-a-contract-one-from-a-city-2dab9ab2 = un contrat : pris dans une cité où il a un comptoir
mp2-none-of-these-goods-camels-coins-761e46aa = rien de tout cela (marchandises, chameaux, pièces, jade, « +1 ») : PV seulement
mp2-a-stand-in-s-score-is-764f1335 = Le score d'un joueur simulé est une caricature du vôtre (greedy et strong : 50 + les PV de chaque contrat rempli + 3 par comptoir + 2 par tuile bonus de poste avancé ; occupier : 50 + 5 par contrat + 3 par comptoir ; random : n'importe quel score) : vos marchandises, vos pièces, votre carte objectif et vos blasons ne sont pas modélisés. Une victoire est une victoire à ce score contre le vrai score de l'Automa : les taux de victoire comparent donc les joueurs simulés et les niveaux, pas vos propres chances.
mp2-the-sample-data-is-fictional-a-c4eb62a6 = Les données d'exemple sont FICTIVES (une carte, des cartes et des personnages inventés) : ces chiffres montrent comment les règles du Mautoma s'y jouent, pas la force du vrai Mautoma. Donnez vos propres données avec --data DIR.
mp2-the-data-in-directory-is-fictional-bfb4aeff = Les données de { $directory } sont FICTIVES (une carte, des cartes et des personnages inventés) : ces chiffres montrent comment les règles du Mautoma s'y jouent, pas la force du vrai Mautoma. Donnez vos propres données avec --data DIR.
mp2-character-character-the-first-of-the-55da4d3f = Personnage : { $character }, le premier des données (--character pour un autre ; soloist report marco-polo-2 les joue tous).

# crawl (w-crawl): the table's words (tableview.py)
mp2-smart-mat-9b8f49be = Smart Mat
mp2-uncovered-0d57a8a3 = découverte
mp2-coin-value-f673cd47 = pièce de { $value }
mp2-seal-completed-1e9c61b3 = { $seal }, rempli
mp2-seal-unresolved-32cfdf9a = { $seal }, en attente
mp2-count-contract-done-vp-vp-8c7b394f = { $count } contrat rempli ({ $vp } PV)
mp2-count-contracts-done-vp-vp-aeb5f1af = { $count } contrats remplis ({ $vp } PV)
mp2-trading-posts-placed-6b144c02 = Comptoirs placés
mp2-slot-slot-bonus-dea81ee9 = emplacement { $slot } : { $bonus }
mp2-placed-on-the-map-cc603e6e = placé sur la carte
mp2-trading-post-71f3ac5d = comptoir
mp2-trading-post-card-symbol-b6a43c0d = carte Comptoir { $symbol }
mp2-column-number-62592ea3 = colonne { $number }
mp2-placed-of-total-trading-posts-placed-c55b9177 = { $placed } comptoirs placés sur { $total } ; { $vp } PV par sceau rempli sur A, B, C
mp2-the-automa-s-die-left-f105fa1c = dé de l'Automa, restant
mp2-the-automa-s-die-used-3617cfd9 = dé de l'Automa, utilisé
mp2-a-black-die-left-8fd295c9 = un dé noir, restant
mp2-here-fcec9150 = ici
mp2-then-21af6f12 = ensuite
mp2-slide-slide-fe0cc867 = réglette { $slide }
mp2-slide-drawn-at-the-table-df5c83cd = réglette tirée à la table
mp2-slide-the-slide-shows-no-further-80956df2 = { $slide } ; la réglette ne montre plus d'autre cité
mp2-trip-slide-display-17db5477 = Fenêtre de la réglette de voyage
mp2-in-city-next-next-aecf51a9 = à { $city }, puis { $next }
mp2-in-city-75b265bf = à { $city }
mp2-automa-vp-vp-where-dice-own-7eb39956 = Automa : { $vp } PV · { $where } · dés : { $own } à elle + { $black } noirs · pièces sur { $coins } · { $contracts } sur E · { $posts }
mp2-count-contract-0b872947 = { $count } contrat
mp2-count-contracts-7400002a = { $count } contrats
mp2-count-trading-post-46c2f0f7 = { $count } comptoir
mp2-count-trading-posts-1d414b36 = { $count } comptoirs
mp2-automa-card-id-772b0ed0 = carte Automa { $id }
mp2-vp-to-start-60dc4fd8 = { $vp } au départ
mp2-vp-during-the-game-3213f1e3 = { $vp } pendant la partie
mp2-vp-for-contracts-f76c7793 = { $vp } pour les contrats
mp2-vp-for-guild-seals-bd67867d = { $vp } pour les sceaux de guilde
mp2-vp-for-shields-7374c122 = { $vp } pour les blasons
mp2-on-your-score-track-ebfb0676 = sur votre piste de score
mp2-the-automa-s-dice-1d2ab81b = Les dés de l'Automa
mp2-no-dice-left-e7b732b8 = Plus aucun dé.
mp2-own-of-its-own-and-black-263902d6 = { $own } à elle et { $black } noirs restant ce tour
mp2-trip-slide-24d9a7bf = Réglette de voyage
mp2-trading-post-card-980cfcfa = Carte Comptoir
mp2-round-round-of-rounds-4c0375d1 = Tour { $round } sur { $rounds }
# crawl (w-crawl): the Automa's last move at a glance (glance.py)
mp2-your-die-aaac6106 = votre dé
mp2-a-neutral-die-f1891a20 = un dé neutre
mp2-travel-1-die-91e82ba6 = Voyage, 1 dé
mp2-travel-2-dice-56ae8a92 = Voyage, 2 dés
mp2-travel-3-dice-400661de = Voyage, 3 dés
mp2-pepper-d9538cf9 = Poivre
mp2-silk-6600bcec = Tissu
mp2-gold-6249df43 = Or
mp2-gold-lower-62cb2a6e = Or, en bas
mp2-guild-seals-720716f0 = Sceaux de guilde
mp2-take-contracts-4ba99cac = Prendre des contrats
mp2-external-left-a4aefb1c = Extérieure, à gauche
mp2-external-right-da497655 = Extérieure, à droite
mp2-a-black-die-of-the-automa-947a6197 = un dé noir de l'Automa montrant { $value }
mp2-a-black-die-of-the-automa-53eb99e9 = un dé noir de l'Automa, non lancé
mp2-the-automa-s-die-showing-value-466e720a = le dé de l'Automa montrant { $value }
mp2-the-automa-s-die-not-rolled-e5729d54 = le dé de l'Automa, non lancé
mp2-a-die-351dc6a2 = un dé
mp2-die-showing-value-203b32aa = { $die } montrant { $value }
mp2-khan-s-favor-number-59c4441c = Faveur du Khan { $number }
mp2-the-action-board-this-round-the-ed218543 = Le plateau d'actions ce tour : les cases qui portent des dés
mp2-it-stood-here-239f7529 = elle était ici
mp2-its-figure-now-2c3fc0cd = sa figurine maintenant
mp2-count-move-11e2ff8a = { $count } déplacement
mp2-count-moves-3a4cbf91 = { $count } déplacements
mp2-its-travel-9f276a7f = Son voyage
mp2-the-automa-s-last-move-no-ef6d305d = Le dernier coup de l'Automa : aucun dé placé
mp2-the-automa-s-last-move-moves-e347a559 = Le dernier coup de l'Automa : { $moves }
mp2-move-its-figure-went-to-place-92b586da = { $move } ; sa figurine est allée à { $place }
mp2-1-die-cb65bff1 = 1 dé
mp2-count-dice-e262d67e = { $count } dés
mp2-1-die-showing-value-22e34389 = 1 dé montrant { $value }
mp2-count-dice-showing-value-a23d162e = { $count } dés montrant { $value }
mp2-khan-s-favor-space-number-2585a862 = case { $number } de la Faveur du Khan
mp2-dice-on-where-6b755a74 = { $dice } sur { $where }

# composed values (composed-others)
mp2-the-trip-slide-shows-no-further-d54bbb4a = la réglette de voyage ne montre plus de cité
mp2-no-route-it-may-take-leads-cbbca437 = aucune route qu'il peut prendre ne mène à { $city } (il lui manque le sceau d'une rivière)
mp2-city-is-moves-away-tried-7ceb8a24 = { $city } est à { $moves } : { $tried }
mp2-1-move-7effff29 = 1 déplacement
mp2-steps-moves-843e3308 = { $steps } déplacements
mp2-count-black-dice-a7bcdaf5 = { $count } dés noirs
mp2-every-books-space-already-holds-a-0a6d577d = chaque case Livres porte déjà un dé
mp2-none-of-its-trading-posts-is-d7ad51af = aucun de ses comptoirs n'est dans une cité qui a une carte Cité
mp2-its-trading-post-in-cities-went-2abf7795 = son comptoir à { $cities } a été posé ce tour-ci, et une carte Cité sert à partir du tour suivant (le jeu de base) ; aucune autre carte Cité de sa fenêtre n'est libre ce tour
mp2-every-city-card-on-its-display-2db8ab25 = chaque carte Cité de sa fenêtre est prise ce tour
mp2-both-external-city-cards-are-taken-0561ca05 = les deux cartes de cité extérieure sont prises ce tour
mp2-it-already-has-the-farmer-s-04dbc28b = il a déjà le Farmer's guild seal, l'action est donc sautée
mp2-no-space-a-e-of-the-0dc9d378 = aucune case A-E du Smart Mat n'est découverte ({ $covered } ; E porte des contrats)
mp2-space-letter-reason-4e0d8084 = case { $letter } : { $reason }
mp2-space-e-it-has-no-trading-f7dca087 = case E : il n'a aucun comptoir dans une cité qui fournit des contrats
mp2-space-e-reason-95687c9b = case E : { $reason }
mp2-reasons-fa0613bc = { $reasons }
mp2-letter-is-still-under-its-coin-2ef842ce = { $letter } est encore sous sa pièce
mp2-letter-is-covered-by-the-seal-4fc74b8c = { $letter } est couverte par le { $seal }
mp2-priority-a-b-c-d-e-0612cf0d = ; priorité A / B / C / D / E, et { $covered }
mp2-reasons-so-it-is-passed-over-f39fa8ee = ; { $reasons }, elle est donc passée pour la case découverte suivante (lecture de Soloist : les règles ne le disent pas)
mp2-the-1-die-travel-space-8e3b9eed = la case Voyage à 1 dé
mp2-the-2-dice-travel-space-b4913ec1 = la case Voyage à 2 dés
mp2-the-3-dice-travel-space-1372d9fa = la case Voyage à 3 dés
mp2-the-pepper-space-first-book-7d159eed = la case du poivre (premier livre)
mp2-the-silk-space-second-book-a39947f5 = la case de la soie (deuxième livre)
mp2-the-upper-gold-space-third-book-c3a3e699 = la case de l'or du haut (troisième livre)
mp2-the-guild-seals-space-3db2541a = la case Sceaux de guilde
mp2-the-left-external-city-card-f5af7abb = la carte de cité extérieure de gauche
mp2-the-right-external-city-card-4aa4138c = la carte de cité extérieure de droite
mp2-the-take-contracts-space-91dcc0b2 = la case Prendre des contrats
mp2-the-city-card-of-city-373997e9 = la carte Cité de { $city }
mp2-the-city-card-of-city-left-5020e045 = la carte Cité de { $city } (carte de gauche)
mp2-the-city-card-of-city-right-45725373 = la carte Cité de { $city } (carte de droite)
mp2-the-free-action-space-of-city-94a547fa = la case d'action gratuite de { $city }
mp2-own-of-its-own-dice-e60ba618 = { $own } de ses propres dés
mp2-space-is-taken-this-round-a-8b834a61 = { $space } est prise ce tour (une case marron accueille un seul dé)
mp2-its-colour-already-sits-on-space-1fe58280 = sa couleur est déjà sur { $space }, seuls des dés noirs peuvent donc y aller : il lui faut { $needed } et il en a { $black }
mp2-space-needs-needed-and-it-has-67e9e051 = { $space } demande { $needed } et il a { $has }
mp2-both-khan-s-favor-spaces-are-7f67ff3b = les deux cases Faveur du Khan sont prises
mp2-its-colour-already-sits-on-khan-c04e8866 = sa couleur est déjà sur la Faveur du Khan et il n'a pas de dé noir
mp2-it-has-no-die-4cdc10bb = il n'a aucun dé
mp2-no-black-dice-aec20a93 = aucun dé noir
mp2-set-up-the-board-for-2-33d9ff4d = Mettez en place le plateau pour 2 joueurs (les règles normales) : marqueurs de bonus de cité, tuiles bonus d'avant-poste, cartes Cité, contrats dans les cités à contrats ; les tuiles d'offre (retirez-en une de chaque type au hasard, 3 piles face visible) ; 4 piles de sceaux de guilde ; 4 dés noirs ; un dé neutre de valeur 5 sur une case du marché de l'or ; un dé neutre dans chacune des trois cités spéciales ; deux dés neutres de valeur 1 sur les deux premières cases Faveur du Khan ; la figurine de chaque joueur à Beijing et son marqueur de score sur la case 50.
mp2-give-the-automa-5-dice-of-db9196da = Donnez à l'Automa 5 dés de sa couleur et son Smart Mat ; posez une pièce de valeur 10 sur chacune des cases A, B, C et D et un contrat de départ face visible sur la case E.
mp2-your-setup-as-usual-a-player-fcb0f453 = Votre mise en place habituelle : un plateau joueur, 5 dés, 11 comptoirs, 1 contrat de départ, 3 chameaux et 8 pièces, 3 cartes Objectif (gardez-en une), 3 tuiles Personnage (choisissez-en une ; pas le personnage de l'Automa).
mp2-cities-for-the-cities-farmer-for-b88b036f = { $cities } pour les cités + { $farmer } pour le sceau du Farmer + { $plus_ones } « +1 » découverts = { $total } boucliers (sur { $done } contrats réalisés, { $back } retournent aux « contrats réalisés » et { $covered } couvrent des cases « +1 »)
mp2-during-the-game-vp-vp-from-411a0459 = Pendant la partie : { $vp } PV (de { $start } à { $end }).
mp2-contracts-done-completed-against-your-yours-a3093919 = Contrats : { $done } réalisés contre vos { $yours } : { $vp } PV (au moins autant que vous).
mp2-contracts-done-completed-against-your-yours-ae83dd10 = Contrats : { $done } réalisés contre vos { $yours } : 0 PV (moins que vous).
mp2-guild-seals-completed-on-a-b-686356e9 = Sceaux de guilde complétés sur A/B/C : { $completed } × { $each } PV = { $vp } PV.
mp2-shields-shields-vp-vp-c6ee7ea2 = Boucliers : { $shields } : { $vp } PV.
mp2-total-total-vp-ab756c66 = Total : { $total } PV.
mp2-victory-points-f0d525a7 = points de victoire
mp2-a-new-contract-the-top-of-3497afb3 = un nouveau contrat (le dessus de la pile)
mp2-a-new-contract-from-a-city-c72406ec = un nouveau contrat (d'une cité où il a un comptoir)
mp2-complete-1-guild-seal-or-contract-f4145b0a = compléter 1 sceau de guilde ou contrat
mp2-remove-a-coin-from-the-smart-d6692857 = retirer une pièce du Smart Mat
mp2-something-the-automa-does-not-use-4da44ed7 = quelque chose dont l'Automa ne se sert pas (marchandises, chameaux, pièces, jade, « +1 »)
mp2-gain-amount-per-pip-of-the-92f76914 = { $gain } ({ $amount } par point du dé { $die })
mp2-amount-vp-57008bd0 = { $amount } PV
mp2-amount-black-dice-390f4f28 = { $amount } dés noirs
mp2-amount-advancements-5e61c845 = { $amount } avancées
mp2-remove-coin-letter-70813139 = retirer la pièce { $letter }
mp2-amount-gain-ce23f24e = { $amount } × { $gain }
mp2-vp-vp-reward-191b0a16 = { $vp } PV + { $reward }
mp2-label-contract-a27218b4 = { $label } : { $contract }
mp2-city-space-space-350c9dbc = { $city } case { $space }

# crawl2 (w-crawl2)
mp2-character-1405a63e = Personnage
mp2-data-cec3a9b8 = Données
mp2-sample-95a2f1ed = Exemple
mp2-soloist-draws-from-its-own-shuffled-9a48809d = Soloist pioche, dans son propre modèle mélangé
mp2-you-draw-from-your-own-deck-d25f93a1 = Vous piochez dans votre propre paquet, et dites laquelle
mp2-who-draws-369ffc99 = Qui pioche
mp2-the-automa-s-difficulty-level-the-465fba87 = Le niveau de difficulté de l'Automa : le symbole L1 / L2 / L3 en haut à gauche de sa carte Compétence.
mp2-the-automa-s-character-as-its-0d5b5dc0 = Le personnage de l'Automa, tel que le nomme sa carte Compétence ; demandé s'il manque.
mp2-your-copy-written-down-in-data-9113b5c2 = Votre exemplaire écrit dans des fichiers de données (un dossier : le plateau, les tuiles, les cartes de l'Automa, les personnages) ; vos composants gardent ce qu'ils donnent. Sans eux, ce dont l'Automa a besoin de votre exemplaire est demandé à la table la première fois, et gardé.
mp2-play-with-the-fictional-sample-data-2e76394d = Jouer avec les données d'exemple FICTIVES fournies avec Soloist (démonstration seulement : le plateau et les cartes sont inventés).
mp2-who-draws-the-automa-cards-and-e31b4b3c = Qui pioche les cartes Automa et sa réglette de voyage une fois que Soloist les connaît toutes (d'après vos composants ou vos fichiers de données).
mp2-the-lower-gold-space-third-book-492a41ac = la case or du bas (troisième livre)
mp2-your-main-action-the-action-space-b876cc83 = Votre action principale : quelle case d'action avez-vous utilisée ?

# r6 mp2 (w-r6-mp2)
mp2-oasis-number-fictional-0ea43249 = Oasis { $number } (imaginaire)
mp2-name-fictional-c15c1c70 = { $name } (imaginaire)
mp2-skill-card-807996fc = Carte Compétence
mp2-skill-card-trading-post-973ea8d5 = Carte Compétence (comptoir)
mp2-skill-card-travel-cb383390 = Carte Compétence (voyage)
mp2-skill-card-start-of-the-round-1bbc14a3 = Carte Compétence (début de manche)
mp2-city-card-b2d9c90e = Carte Cité
mp2-external-city-edbb254d = Cité extérieure
mp2-guild-seal-1-8368e0f4 = Sceau de guilde +1
mp2-action-space-e-9669a99b = Case action E
mp2-bonus-action-ae829aba = Action bonus
mp2-outpost-tile-in-city-ec4be079 = Tuile bonus de poste avancé de { $city }
mp2-red-letter-letter-in-the-first-0a86d0fb = Lettre rouge { $letter } dans la première colonne, à côté de { $city }
mp2-the-automa-d331e6bc = l'Automa
mp2-the-automa-9b63343b = L'Automa
mp2-automa-14e6638e = Automa
mp2-its-starting-contract-cef154f6 = Son contrat de départ
mp2-a-contract-from-the-pile-3557f530 = Un contrat de la pile
mp2-city-card-of-city-0aebc011 = Carte Cité de { $city }
mp2-city-card-of-city-left-card-98c414cf = Carte Cité de { $city } (carte de gauche)
mp2-city-card-of-city-right-card-cef07f7c = Carte Cité de { $city } (carte de droite)
mp2-free-action-space-of-city-4fd35b1e = Case d'action gratuite de { $city }
mp2-khan-s-favor-a-die-of-4e2b71a0 = Faveur du Khan (un dé au moins égal au dernier qui s'y trouve)
mp2-khan-s-favor-a-die-of-2350a119 = Faveur du Khan (un dé d'au moins { $last }, le dernier qui s'y trouve)
mp2-its-starting-contract-e2a7409d = son contrat de départ
mp2-a-contract-from-the-pile-5b0e3904 = un contrat de la pile
mp2-right-27042f4e = droite
mp2-left-the-automa-variant-7bf5f56b = gauche (la variante de l'Automa)
mp2-pepper-8cbbcf29 = poivre
mp2-silk-f2c819b6 = soie
mp2-gold-24d7f03d = or
mp2-it-rolls-die-the-book-space-a7f0f7bc = il obtient { $die } : la case { $book } (vide)
mp2-it-rolls-die-the-book-space-6766fbc8 = il obtient { $die } : la case { $book }
mp2-it-rolls-die-the-rolled-space-ee20f56c = il obtient { $die } : la case { $rolled } est occupée, donc la première case vide en partant de la { $side } : { $book }
mp2-it-rolls-die-the-rolled-space-a53aa9a5 = il obtient { $die } : la case { $rolled } n'est pas valide (sa couleur s'y trouve et il n'a pas de dé noir), donc la première case valide en partant de la { $side } : { $book }
mp2-the-book-space-is-the-only-7b56c332 = la case { $book } est la seule sans dé
mp2-both-spaces-are-free-so-it-5c49965d = les deux cases sont libres, il lance donc le dé : { $die }
mp2-only-one-space-is-free-so-0bb29570 = une seule case est libre, son dé montre donc 6
mp2-it-rolls-die-11639a29 = il obtient { $die }
mp2-taken-99341d56 = prise
mp2-not-on-the-display-2ab82664 = absente de la fenêtre
mp2-in-a-city-it-has-moved-c34ad651 = dans une cité d'où il a déplacé son comptoir
mp2-in-a-city-its-trading-post-9b6726d8 = dans une cité où son comptoir est arrivé ce tour-ci (utilisable à partir de son prochain tour)
mp2-list-or-item-50ab938a = { $list } ou { $item }
mp2-it-rolls-die-numbers-is-reason-91a100fa = il obtient { $die } : la { $numbers } est { $reason }, donc le numéro suivant
mp2-it-rolls-die-numbers-are-reason-43fb7ec5 = il obtient { $die } : les { $numbers } sont { $reason }, donc le numéro suivant
mp2-it-rolls-die-rolled-b8e31669 = il obtient { $die } : { $rolled }
mp2-it-rolls-die-rolled-is-taken-8991fb4d = il obtient { $die } : { $rolled } est prise, donc { $space } (lecture de Soloist : les règles ne le disent pas)
mp2-the-outpost-bonus-tile-in-city-0aedaf0c = la tuile bonus de poste avancé de { $city }
mp2-the-cities-of-your-board-named-d80f6df1 = Les cités de votre plateau : nommées quand la réglette de voyage de l'Automa et vos voyages les atteignent.
mp2-its-city-cards-b9e5ae8b = ses cartes Cité
mp2-its-contract-spaces-9ee13081 = ses cases de contrat
mp2-its-outpost-space-c90f2e0e = sa case de poste avancé
mp2-whether-it-is-a-special-city-7ca25b21 = si c'est une cité spéciale
mp2-its-shield-e7a68ba9 = son blason
mp2-city-missing-6a5a921a = { $city } : { $missing }.
mp2-the-routes-between-neighbouring-cities-ways-7392da1e = Les routes entre cités voisines : { $ways } connues, toutes les routes partant de { $cities } cités ; chacune est demandée la première fois qu'une route la plus courte de l'Automa peut l'emprunter (Soloist compte les pas).
mp2-the-smart-mat-which-seal-is-cead5309 = Le Smart Mat : quel sceau est représenté sur la case A.
mp2-the-automa-cards-cards-of-all-49d47366 = Les cartes Automa : { $cards } sur { $all } connues.
mp2-the-trip-slides-seen-of-all-78e46f6f = Les réglettes de voyage : { $seen } sur { $all } vues, dont { $whole } en entier.
mp2-the-skill-cards-each-one-the-370e7789 = Les cartes Compétence : chacune la première fois que l'Automa la joue.
mp2-the-shield-track-the-vp-for-6a40bfd2 = La piste des blasons : les PV pour chaque nombre de blasons, demandés à la fin d'une partie.
mp2-you-win-you-to-automa-8dea3c40 = Vous gagnez, { $you } à { $automa }.
mp2-the-automa-wins-automa-to-you-616d639c = L'Automa gagne, { $automa } à { $you }.
mp2-a-tie-at-you-the-victory-60a9a9a8 = Égalité à { $you } : la victoire est partagée (personne n'a plus de chameaux).
mp2-die-a8d79f40 = dé
mp2-dice-e1e02580 = dés
mp2-where-its-figure-stands-1-step-df8bdd4f = là où se trouve sa figurine (à 1 pas de { $city })
mp2-where-its-figure-stands-steps-steps-decae257 = là où se trouve sa figurine (à { $steps } pas de { $city })
mp2-no-next-city-can-be-reached-5a0dff47 = aucune cité suivante ne peut être atteinte
mp2-city-is-1-move-away-03a341c0 = { $city } est à 1 déplacement
mp2-city-is-moves-moves-away-dd857d25 = { $city } est à { $moves } déplacements

# r7 mp2typed (w-r7-mp2typed)
mp2-1-die-travel-585c1266 = Voyage à 1 dé
mp2-2-dice-travel-ab88cfdf = Voyage à 2 dés
mp2-3-dice-travel-81738ea8 = Voyage à 3 dés
mp2-travel-d2b98fb5 = Voyage
mp2-money-bag-ab2d39d7 = bourse
mp2-black-die-cfcd691c = dé noir
mp2-black-dice-99f404a9 = dés noirs
mp2-black-die-e6d8826d = dé-noir
mp2-vp-ae949266 = PV
mp2-advancement-bd6da5a9 = avancée
mp2-pile-2eb8272d = pioche
mp2-city-11a62c23 = ville
mp2-other-d9298a10 = autre
mp2-tile-8b668b89 = tuile
mp2-no-tile-9426adc7 = pas de tuile
mp2-contracts-b094db7c = contrats
mp2-automa-gained-2acb9dd2 = Gain de l'Automa
mp2-automa-during-play-e077b05a = Automa en cours de partie
mp2-automa-end-vp-c80a142f = PV de l'Automa en fin de partie
mp2-automa-trading-posts-21afd173 = Comptoirs de l'Automa
mp2-automa-contracts-592daeb3 = Contrats de l'Automa
mp2-automa-shields-0c00f0f7 = Boucliers de l'Automa
mp2-automa-seals-e7508f7c = Sceaux de l'Automa
mp2-automa-black-dice-41e3a2ea = Dés noirs de l'Automa
mp2-automa-level-174eb7b7 = Niveau de l'Automa
mp2-fictional-none-beyond-its-city-card-d90216f4 = FICTIF : aucun au-delà de ses actions de carte de ville.

# r7 lead: the trip slide display within its zone
mp2-trip-slide-part-7f208025 = { $part } de la réglette de voyage
mp2-display-dfbb889c = Fenêtre

# r9 help (w-r9-help-fr)
mp2-simulation-plays-the-first-character-of-11896e53 = La simulation joue le premier personnage des données ; un rapport d'équilibre les joue tous.

# r9 values (w-r9-values)
mp2-automa-score-from-50-ab2dfbd4 = Score de l'Automa (à partir de 50)
mp2-automa-end-game-vp-e999c391 = PV de fin de partie de l'Automa
mp2-automa-contracts-completed-bf90377b = Contrats remplis par l'Automa
mp2-stand-in-s-caricature-score-from-f21bc269 = Score caricatural du joueur simulé (à partir de 50 ; voir le joueur simulé)
mp2-stand-in-won-by-its-caricature-23b72544 = Victoire du joueur simulé, à son score caricatural
mp2-each-turn-one-main-action-a-030cc3f4 = à chaque tour une action principale : une case Voyage une fois sur deux (vers une cité au hasard qu'il peut atteindre), sinon une case valide au hasard ; un dé noir 1 tour sur 8 ; prend chaque contrat qu'il peut ; marque 50 + 5 par contrat + 3 par comptoir
mp2-the-action-space-worth-most-per-4bfabd3a = la case d'action qui vaut le plus par dé maintenant, selon son score caricatural (50 + les PV de chaque contrat rempli + 3 par comptoir + 2 par tuile bonus de poste avancé) plus ce qu'il refuse à l'Automa (une tuile bonus de poste avancé dans une cité que sa fenêtre montre ensuite, une case marron pour laquelle sa carte Compétence rapporte des PV) : voyage de 1/3/5 étapes vers la meilleure cité, prend les meilleurs contrats (2 en main au plus), en remplit un par case Livres, un dé noir une fois par manche
mp2-a-uniformly-random-valid-answer-to-6d6b84f8 = une réponse valide uniformément au hasard à chaque question
mp2-plays-as-greedy-the-same-caricature-e21ae5a0 = joue comme greedy (le même score caricatural) mais cherche chaque action principale : il essaie les { $candidates } meilleures cases d'action de greedy sur des copies de la partie dont la part cachée (les cartes Automa pas encore piochées, la pile de contrats, la réglette de voyage au-delà de sa fenêtre, les dés à venir) est tirée à nouveau, joue chaque copie avec le joueur simulé greedy ({ $rounds } manches plus loin, où sa marge si la partie s'arrêtait là vaut pour le reste ; les dernières manches jusqu'à la fin) et garde la case avec la meilleure marge sur l'Automa (une victoire compte { $win } points de plus)

# r9 decide (w-r9-decide)
mp2-the-described-automa-card-f8366c51 = la carte Automa décrite
mp2-count-own-die-56a63ecb = { $count } dé de sa couleur
mp2-count-own-dice-552907b9 = { $count } dés de sa couleur
mp2-count-black-die-66906862 = { $count } dé noir
mp2-the-roll-fixed-by-the-position-e3ef0a6b = le lancer fixé par la position
mp2-rolled-with-seed-seed-4c663490 = lancé avec la graine { $seed }
mp2-the-automa-dice-trading-posts-posts-2441473f = L'Automa : { $dice } ; comptoirs : { $posts }.
mp2-its-die-for-this-turn-die-87f981e9 = Son dé pour ce tour : { $die } ({ $rolled }).
mp2-after-the-turn-dice-display-display-5c46227c = Après le tour : { $dice } ; fenêtre : { $display } ; { $vp } PV gagnés.
mp2-contract-number-on-space-e-9a8eabe7 = contrat { $number } de la case E
mp2-city-space-number-35f1a69a = { $city }, case { $number }
mp2-where-a-contract-s-reward-is-8298b75b = { $where } : la récompense d'un contrat est l'une de { $rewards }
mp2-source-field-why-add-it-to-504204a3 = { $source } : { $field } : { $why } ; ajoutez-le à la position
mp2-source-card-main-the-last-main-78e73e1d = { $source } : card.main : la dernière action principale de chaque carte Automa est les livres
mp2-the-automa-needs-the-city-after-d06f2fc2 = l'Automa a besoin de la cité qui suit { $city } sur sa réglette de voyage (ou indiquez trip.ended = true)
mp2-the-board-has-no-routes-so-96089db2 = le plateau n'a pas de routes, donnez donc le nombre de pas de { $origin } à { $target }
mp2-the-automa-looks-at-the-contracts-e57271de = l'Automa regarde les contrats de { $city }
mp2-the-automa-completes-a-contract-whose-6dd748f3 = l'Automa remplit un contrat dont la position ne donne ni les PV ni la récompense
mp2-the-automa-is-the-first-to-3cbe16e4 = l'Automa est le premier à placer un comptoir à { $city } (« none » s'il n'y a pas de tuile)
mp2-the-automa-needs-its-fact-which-80ec2ec0 = l'Automa a besoin de son { $fact }, que le fichier du plateau laisse demander à la table (ask = [...])
mp2-what-the-skill-card-s-action-ea72c77b = ce que donne l'action de la carte Compétence (pas de characters.toml)
mp2-the-automa-takes-the-seal-for-5f90f90d = l'Automa prend le sceau de la case { $letter }
mp2-where-city-is-not-a-location-ebac5d6b = { $where } : { $city } n'est pas un lieu de { $file }
mp2-source-data-value-is-not-a-7bda6345 = { $source } : data : { $value } n'est pas un dossier de données (indiquez "sample", ou le dossier de vos fichiers de données, relatif à ce fichier)
mp2-source-character-folder-has-no-characters-17ca0219 = { $source } : character : { $folder } n'a pas de characters.toml
mp2-source-character-no-character-l-level-fc314e1a = { $source } : character : pas de carte Compétence { $character } L{ $level } dans { $folder }
mp2-source-automa-trading-posts-no-trading-5e52c6bc = { $source } : automa.trading_posts : on ne place jamais de comptoir à { $city }
mp2-source-table-spaces-space-no-such-116f0205 = { $source } : table.spaces.{ $space } : cette case d'action n'existe pas ; les cases sont : { $spaces }
mp2-source-table-contracts-id-city-has-7eff4e5b = { $source } : table.contracts.{ $id } : { $city } n'a pas de case de contrat dans { $file }
mp2-source-table-contracts-id-count-contracts-445ece25 = { $source } : table.contracts.{ $id } : { $count } contrats, mais { $city } a { $spaces } case de contrat
mp2-source-table-contracts-id-count-contracts-26908c84 = { $source } : table.contracts.{ $id } : { $count } contrats, mais { $city } a { $spaces } cases de contrat
mp2-source-table-outposts-id-city-has-70e9f35d = { $source } : table.outposts.{ $id } : { $city } n'a pas d'emplacement de poste avancé dans { $file }
mp2-source-table-person-trading-posts-no-1780a0b6 = { $source } : table.person_trading_posts : on ne place jamais de comptoir à { $city }

# r9 data files (w-r9-pydantic)
mp2-seal-or-the-other-2c36492f = { $seal } ou { $other }
mp2-each-of-the-spaces-a-d-ed52c532 = chacune des cases A à D a une pièce
mp2-a-city-holds-at-most-one-d2b8cc31 = une ville accueille au plus un comptoir de chaque joueur
mp2-the-automa-takes-one-seal-of-a11bc302 = l'Automa prend un sceau de chaque guilde
