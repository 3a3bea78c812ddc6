# Tokaido (Funforge) : le journal des deux Automas et de votre voyage, en français.
# Termes : glossary-tokaido.md. Les noms des voyageurs, des Souvenirs, des Repas, des
# Rencontres et des Accomplissements, les types d'emplacements et les Automas (Green, Blue)
# arrivent comme valeurs du code, en anglais ; les phrases les entourent sans les accorder.
# L'Automa est « she » dans les règles anglaises : ici « elle ».

tk-temple-2-coins-from-the-reserve-20c9310d = Temple : 2 pièces de la réserve dans la zone Temple de { $name } ; elle marque 2 points ({ $score }).
tk-name-waits-at-the-inn-meals-b2381ccc = { $name } attend au Relais : les Repas viennent quand tous les voyageurs sont arrivés.
# $item est un nom anglais de genre inconnu (« Souvenir card ») : « plus de », sans article.
tk-space-no-item-is-left-in-71b6fbf9 = { $space } : il ne reste plus de { $item } dans la réserve, { $name } ne reçoit donc rien et ne marque rien.
# $where et $points viennent du code (« at the bottom of her leftmost empty column », « 1 point »).
tk-space-name-receives-1-item-where-4ee2d1c1 = { $space } : { $name } reçoit 1 { $item }, { $where } ; elle en a maintenant { $count }, elle marque donc { $points } ({ $score }).
tk-name-is-the-first-to-complete-1ee555cf = { $name } est la première à compléter le Panorama { $panorama } ({ $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }) : elle prend la carte { $title } et marque 3 points ({ $score }).
tk-journey-of-initiation-no-traveller-tiles-4ac14b7d = Voyage initiatique : pas de tuiles Voyageur ; vous prenez 7 pièces et commencez avec 5 points.
tk-you-travel-as-title-with-coins-5d61355b = Vous voyagez sous les traits de { $title }, avec { $coins ->
        [one] { $coins } pièce
       *[other] { $coins } pièces
    }.
# $order est l'ordinal anglais (« 1st », « 2nd », « 3rd ») : entre parenthèses, comme un rang.
tk-preparations-you-leave-start-order-so-3c3b2e1d = Préparatifs : vous quittez { $start } en position { $order }, donc { SIGNED($offset) } { $offset ->
        [one] pièce
        [-1] pièce
       *[other] pièces
    } ({ $coins }).
tk-you-stop-at-where-1f0b6f66 = Vous vous arrêtez sur { $where }.
tk-you-resolve-it-as-if-you-545710bb = Vous la résolvez comme un arrêt sur un emplacement { $space }.
tk-farm-3-coins-coins-99aed4ec = Ferme : +3 pièces ({ $coins }).
tk-village-you-have-no-coin-so-1d6acfa6 = Échoppe : vous n'avez pas de pièce, vous ne piochez donc pas de Souvenirs.
tk-you-buy-cards-for-paid-coins-cf5caa01 = Vous achetez { $cards } pour { $paid ->
        [one] { $paid } pièce
       *[other] { $paid } pièces
    } (il vous en reste { $coins }).
# $points vient du code, avec son mot : « 1 point », « 3 points » (le même en français).
tk-card-scores-points-score-72c9a607 = { $card } rapporte { $points } ({ $score }).
tk-no-space-panorama-card-of-value-fbdf50b7 = Il ne reste aucune carte Panorama { $space } de valeur { $value }.
tk-space-panorama-card-value-points-score-be13c2e9 = Carte Panorama { $space } { $value } : { $points } ({ $score }).
tk-you-take-the-title-points-points-646ad4f1 = Vous prenez la carte { $title } : { $points ->
        [one] { $points } point
       *[other] { $points } points
    } ({ $score }).
tk-hot-spring-the-deck-is-empty-f9d92b80 = Source chaude : la pioche est vide.
tk-card-points-points-score-6c68a8a3 = { $card } : { $points ->
        [one] { $points } point
       *[other] { $points } points
    } ({ $score }).
tk-temple-you-have-no-coin-to-80a675f1 = Temple : vous n'avez pas de pièce à offrir.
# $amount vient du code avec son mot (« 2 coins ») ; $extra aussi (Hirotada).
tk-temple-you-donate-amount-extra-temple-4a993c39 = Temple : vous offrez { $amount }{ $extra } ; { $temple } au temple ({ $score } points).
tk-encounter-the-deck-is-empty-41d400e1 = Rencontre : la pioche est vide.
tk-encounter-card-69767673 = Rencontre : { $card }.
tk-chuubei-draws-an-encounter-89f74c1b = Chuubei pioche une Rencontre.
tk-you-can-buy-none-of-the-b954563d = Vous ne pouvez acheter aucun des Repas proposés.
tk-you-buy-no-meal-81355529 = Vous n'achetez pas de Repas.
tk-you-eat-meal-paying-paid-6-b73458f0 = Vous mangez { $meal } en payant { $paid } : 6 points ({ $score }).
tk-you-travel-as-title-1dbca083 = Vous voyagez sous les traits de { $title }.
tk-preparations-you-leave-kyoto-order-adjust-a9ddb84f = Préparatifs : vous quittez Kyoto en position { $order } ; ajustez vos pièces de départ comme le dit votre livret de règles.
tk-resolve-it-as-if-you-had-253e934f = Résolvez-la comme un arrêt sur un emplacement { $space }, puis défaussez-la (ne déplacez pas votre voyageur).
tk-refused-a-space-needs-at-least-e662a61a = Refusé : un emplacement { $space } demande au moins 1 pièce. Choisissez un autre emplacement.
tk-you-arrive-at-where-a06c4704 = Vous arrivez sur { $where }.
tk-you-stop-at-where-resolve-it-ec23ea49 = Vous vous arrêtez sur { $where } ; résolvez-le normalement.
tk-you-are-the-first-to-complete-8da67a8c = Vous complétez le Panorama { $panorama } en premier : prenez la carte { $title } et marquez { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
tk-you-completed-the-panorama-panorama-but-90789f1f = Vous avez complété le Panorama { $panorama }, mais son Accomplissement est déjà pris. Ses emplacements vous sont désormais fermés.
tk-hiroshige-take-1-panorama-card-of-8379f00d = Hiroshige : prenez 1 carte Panorama de votre choix et marquez-la.
tk-chuubei-draw-and-resolve-1-encounter-4fa78533 = Chuubei : piochez et résolvez 1 carte Rencontre.
tk-your-turn-to-buy-a-meal-004df535 = À vous d'acheter un Repas, selon les règles normales (jamais deux fois la même spécialité).
tk-you-take-no-meal-from-the-9bca6ab5 = Vous ne prenez aucun des Repas proposés.
tk-you-take-meal-8507ebcc = Vous prenez { $meal }.
# $title est le nom anglais d'un paquet (« Automa cards ») : « vos » sans accord.
tk-not-confirmed-you-draw-your-title-ad034311 = Non confirmé : vous piochez vos { $title } à la table, et Soloist vous propose de les compter en fin de partie.
tk-your-title-are-confirmed-cards-soloist-548b5a1f = Vos { $title } sont confirmées : { $cards }. Soloist s'en souvient.
tk-from-now-on-soloist-draws-the-368a7921 = Désormais, Soloist pioche les cartes Automa : rangez les vôtres dans la boîte.
tk-your-title-counted-soloist-remembers-them-ac7e4394 = Vos { $title } : { $counted }. Soloist s'en souvient : désormais, il les pioche pour les Automas, et la partie numérique et la simulation piochent les vôtres.
tk-base-game-cards-source-with-these-ebaba1a7 = Cartes du jeu de base ({ $source }), avec ces hypothèses : { $notes }.
tk-name-automa-her-traveller-and-score-8f241d77 = Automa { $name } : son voyageur et son marqueur de points ; 1 pièce dans sa zone de jeu (sa première colonne), marquée aussitôt : { $score ->
        [one] { $score } point
       *[other] { $score } points
    }. Pas de tuile Voyageur.
tk-crossroads-name-scores-5-more-points-cef3a9a4 = Crossroads : { $name } marque 5 points de plus ({ $score }).
tk-shuffle-the-16-automa-cards-to-45cb349d = Mélangez les 16 cartes Automa pour former la pioche Automa, face cachée, en laissant de la place à côté pour une défausse.
tk-the-journey-begins-at-start-a60df837 = Le voyage commence à { $start }.
tk-you-draw-your-automa-and-difficulty-9a26edd2 = Vous piochez vos cartes Automa et Niveau de difficulté à la table ; Soloist ne propose que les cartes qui restent dans chaque paquet, telles que { $source } les énumère.
tk-soloist-shuffles-and-draws-the-automa-518ceba6 = Soloist mélange et pioche les cartes Automa et Niveau de difficulté de { $source }.
tk-soloist-shuffles-and-draws-your-own-f783e700 = Soloist mélange et pioche vos propres cartes Automa et Niveau de difficulté, comme l'indiquent vos composants (appris de vos parties).
# « SUPPOSITION » en capitales comme l'anglais « ASSUMPTION » : l'avertissement doit se voir.
tk-assumption-the-automa-and-difficulty-level-040af458 = SUPPOSITION : les cartes Automa et Niveau de difficulté ne sont pas publiques ; cette partie utilise { $which }. { $known } ; un paquet devient le vôtre une fois connu en entier (comptez-le à la fin d'une partie en compagnon, ou confirmez-y ce que suggèrent vos tirages), ou quand vous importez vos propres cartes dans vos composants.
tk-soloist-shuffles-and-draws-your-automa-71845695 = Soloist mélange et pioche vos cartes Automa pour les Automas, comme l'indiquent vos composants : laissez les vôtres dans la boîte. Il indique quelle carte pioche chaque Automa.
tk-you-draw-the-automa-cards-yourself-483cd380 = Vous piochez vous-même les cartes Automa ; Soloist ne propose que les cartes qui restent dans votre paquet.
tk-soloist-shuffles-and-draws-your-difficulty-74dc1383 = Soloist mélange et pioche vos cartes Niveau de difficulté, comme l'indiquent vos composants, et indique l'emplacement que montre chacune.
tk-known-soloist-learns-the-rest-from-1928e0ec = { $known } : Soloist apprend le reste des cartes que vous piochez (le plus grand nombre de chacune vu entre deux mélanges), ou vous les comptez en fin de partie{ $until }.
tk-crossroads-choose-your-traveller-use-only-c66d0179 = Crossroads : choisissez votre voyageur ; n'utilisez que 3 cartes de chaque type ajouté (Amulettes, Objets légendaires et Calligraphie, choisies au hasard ; vous pouvez les regarder). La variante « Rare and precious » ne peut pas être utilisée ; « Good luck » ne s'applique qu'à vous.
tk-matsuri-remove-kushinada-the-world-traveler-95ec5101 = Matsuri : retirez Kushinada, Misaki, Musubi et Takeru des voyageurs (Misaki et Takeru peuvent être joués, mais sont plus forts en solo).
tk-promos-antoine-eriku-naiade-and-new-ab23a8cb = Promos : Antoine, Eriku, Naiade et New Encounters peuvent être utilisés sans changement ; Felicia ne peut pas l'être.
tk-the-travellers-line-up-at-start-e2cbd430 = Les voyageurs s'alignent à { $start }, dans cet ordre de départ : { $order }.
# $extra vient du code (« 1 additional coin ») : entre les mots français, tel quel.
tk-preparations-name-leaves-order-and-would-b8a4fca9 = Préparatifs : { $name } part en position { $order } et recevrait { $extra } : elle marque { $points ->
        [one] { $points } point
       *[other] { $points } points
    } à la place ({ $score }).
# $note vient du code (« (the default) »).
tk-difficulty-level-level-note-e0b72258 = Niveau de difficulté { $level }{ $note }.
tk-shuffle-the-difficulty-level-cards-draw-9b61b455 = Mélangez les cartes Niveau de difficulté. Piochez, résolvez et défaussez-en { $wanted }, une à la fois, chacune comme un arrêt sur un emplacement de son type. Ne déplacez pas votre voyageur.
tk-difficulty-level-card-name-resolves-it-88e4316c = Carte Niveau de difficulté : { $name } la résout comme si elle s'était arrêtée sur un emplacement { $space }.
tk-name-moves-to-where-explanation-ca7291c2 = { $name } va sur { $where } : { $explanation }.
tk-everyone-is-at-where-cfdfe6dd = Tout le monde est sur { $where }.
tk-no-meal-is-left-on-display-a5840c31 = Il ne reste aucun Repas proposé pour { $name }.
tk-name-eats-a-meal-of-cost-5dd327e9 = { $name } mange un Repas de coût { $cost } sans payer et marque 6 points ({ $score }).
tk-matsuri-name-arrived-first-so-put-7ea33edd = Matsuri : { $name } arrive en premier, mettez donc en jeu la carte du dessus de la pioche Matsuri (au lieu d'en piocher 2 et d'en garder 1).
tk-matsuri-you-arrived-first-draw-2-1e658065 = Matsuri : vous arrivez en premier ; piochez 2 cartes Matsuri et gardez-en 1, comme d'habitude.
tk-look-the-matsuri-up-on-the-6c9d37de = Cherchez ce Matsuri sur la feuille Matsuri de l'Automa (elle n'est pas publique, Soloist ne peut donc pas la connaître) : appliquez à la table tout effet autre que des points.
tk-matsuri-name-scores-points-d-points-ebd36fea = Matsuri : { $name } marque { SIGNED($points) } { $points ->
        [one] point
        [-1] point
       *[other] points
    } ({ $score }).
# $what vient du code (ce que donne la carte Matsuri).
tk-matsuri-card-name-gets-what-score-6b9f985e = Matsuri { $card } : { $name } reçoit { $what } ({ $score }).
tk-everyone-has-arrived-in-end-the-aa01be06 = Tout le monde est arrivé à { $end } : c'est la fin du voyage.
tk-title-who-counts-7bed4b18 = { $title } : { $who } ({ $counts }).
tk-for-the-collector-each-souvenir-card-dcf37f35 = Pour l'Accomplissement Collector, chaque carte Souvenir d'un Automa compte pour { $weight }.
tk-temple-name-donated-coins-coins-rank-ea667480 = Temple : { $name } a offert { $coins ->
        [one] { $coins } pièce
       *[other] { $coins } pièces
    }, rang { $rank } : { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
tk-final-scores-scores-34baf5ee = Scores finaux : { $scores }.
tk-the-automa-deck-is-empty-shuffle-331123b5 = La pioche Automa est vide : mélangez sa défausse pour former une nouvelle pioche.
tk-shuffle-all-the-automa-cards-deck-4ebd16ca = Mélangez toutes les cartes Automa (pioche et défausse) pour former une nouvelle pioche Automa, face cachée.
tk-the-automa-deck-is-empty-its-1b443ace = La pioche Automa est vide : sa défausse est mélangée pour former une nouvelle pioche.
tk-name-draws-an-automa-card-card-32f75bf9 = { $name } pioche une carte Automa : { $card }.
tk-soloist-shuffles-all-the-automa-cards-59d5fc47 = Soloist mélange toutes les cartes Automa pour former une nouvelle pioche.
tk-shuffle-the-7-difficulty-level-cards-20d82c23 = Mélangez les 7 cartes Niveau de difficulté.
tk-difficulty-level-card-for-who-space-4d53fafd = Carte Niveau de difficulté pour { $who } : { $space }.
tk-everyone-has-arrived-draw-count-meal-352ce6e8 = Tout le monde est arrivé. Piochez { $count ->
        [one] { $count } carte Repas et gardez-la
       *[other] { $count } cartes Repas et gardez-les dans l'ordre du tirage
    }. Les Repas se prennent dans l'ordre d'arrivée : { $order }.
tk-the-meal-cards-on-display-in-01b34da7 = Les cartes Repas proposées, dans l'ordre du tirage : { $meals }.
tk-give-name-the-meal-card-4f67b244 = Donnez à { $name } la carte { $meal }.
tk-put-the-meal-cards-nobody-took-48ac7947 = Placez les cartes Repas que personne n'a prises sous la pioche Repas.
# $tie vient du code (« , the first drawn of the cheapest »).
tk-name-takes-the-cheapest-meal-on-b6669370 = { $name } prend le Repas proposé le moins cher ({ $meals } → { $meal }{ $tie }), sans payer.
tk-everyone-has-arrived-the-meal-cards-44a3c6a6 = Tout le monde est arrivé. Les cartes Repas, dans l'ordre du tirage : { $meals }. Les Repas se prennent dans l'ordre d'arrivée : { $order }.

# composed values (composed-others)
tk-difficulty-level-level-the-default-1e480d0c = Niveau de difficulté { $level } (par défaut).
tk-difficulty-level-level-fe94fd4e = Niveau de difficulté { $level }.
