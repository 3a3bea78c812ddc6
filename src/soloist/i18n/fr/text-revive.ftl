# composed values (composed-revive)
# Les ordinaux (1re, 2e…) accompagnent des noms féminins (case, rangée, tuile).
rv-last-3547cb11 = dernière
rv-no-citizen-cards-4874ec21 = aucune carte Citoyen
rv-the-ordinals-citizen-card-a8d76e22 = la { $ordinals } carte Citoyen
rv-the-ordinals-citizen-cards-20bdba11 = les { $ordinals } cartes Citoyen
rv-no-module-tokens-29bb0ac7 = aucun jeton Module
rv-the-ordinals-module-token-26475a7e = le { $ordinals } jeton Module
rv-the-ordinals-module-tokens-103aefcd = les { $ordinals } jetons Module
rv-no-machine-tokens-9c8debed = aucun jeton Machine
rv-the-ordinals-colours-machine-tokens-29f81d02 = les { $ordinals } jetons Machine { $colours }
rv-card-card-short-55751bfa = carte { $card } ({ $short })
rv-build-with-no-range-limit-c17eb39d = construire sans limite de portée
rv-build-at-range-range-2f396482 = construire à portée { $range }
rv-action-with-no-range-limit-509cc574 = { $action } sans limite de portée
rv-action-at-range-range-2ebf80e2 = { $action } à portée { $range }
rv-explore-6f281157 = explorer
rv-populate-f1010f5d = peupler
rv-populate-else-build-b0e24df2 = peupler, sinon construire
rv-explore-build-12c110fa = explorer + construire
rv-explore-populate-f526575d = explorer + peupler
rv-explore-populate-else-build-9a542859 = explorer + peupler, sinon construire
rv-place-a-building-on-the-map-f92e2c55 = Placez un bâtiment sur la carte à portée { $range }.
rv-place-a-population-figure-at-range-b9326261 = Placez une figurine de population à portée { $range } ; si ce n'est pas possible, placez un bâtiment à portée { $range }.
rv-explore-at-range-range-599f0615 = Explorez à portée { $range }.
rv-explore-and-place-a-population-figure-5647766c = Explorez et placez une figurine de population à portée { $range }.
rv-explore-and-place-a-building-at-6fdb8038 = Explorez et placez un bâtiment à portée { $range }.
rv-explore-and-place-a-population-figure-83584a1c = Explorez et placez une figurine de population sans restriction de portée.
rv-with-no-range-restriction-7780f9fc = sans restriction de portée
rv-at-range-range-3ee462b0 = à portée { $range }
rv-build-bdd254b6 = Construire
rv-populate-cff31fb6 = Peupler
rv-explore-3b73900b = Explorer
rv-one-eligible-spot-f4c5b7ff = un emplacement possible
rv-one-eligible-location-de6e5a9f = un lieu possible
rv-one-eligible-tile-caf67878 = une tuile possible
rv-count-eligible-spots-b8dc8051 = { $count ->
        [one] { $count } emplacement possible
       *[other] { $count } emplacements possibles
    }
rv-count-eligible-locations-83ae8f4c = { $count ->
        [one] { $count } lieu possible
       *[other] { $count } lieux possibles
    }
rv-count-eligible-tiles-c7856687 = { $count ->
        [one] { $count } tuile possible
       *[other] { $count } tuiles possibles
    }
rv-action-where-explanation-3506776c = { $action } { $where } : { $explanation }
rv-action-where-eligible-chosen-0ced24eb = { $action } { $where } : { $eligible } → { $chosen }.
rv-action-where-eligible-candidates-explanation-d032ed51 = { $action } { $where } : { $eligible } : { $candidates }. { $explanation }
rv-the-mautoma-ends-its-turn-without-f25dc719 = le Mautoma termine son tour sans effectuer l'action
rv-the-mautoma-skips-the-build-action-5693eb2b = le Mautoma passe l'action de construction
rv-the-mautoma-skips-the-populate-action-6090a3cf = le Mautoma passe l'action de peuplement
rv-the-mautoma-skips-the-exploration-9d8d3563 = le Mautoma passe l'exploration
rv-with-no-range-restriction-the-distance-81b6ad87 = { " " }Sans restriction de portée, la distance à ses pièces ne compte pas ; la tuile doit tout de même être adjacente au gouffre ou à une autre tuile explorée.
rv-if-none-is-left-remove-none-5e9b3bee = { " " }S'il n'en reste aucun, n'en retirez aucun.
rv-the-mautoma-has-no-building-left-deddd1f9 = Le Mautoma n'a plus de bâtiment, donc aucun placement légal pour un bâtiment non plus
rv-the-mautoma-has-no-building-left-c44c7b1d = Le Mautoma n'a plus de bâtiment, donc aucun placement légal
rv-no-legal-placement-for-a-building-77681ba7 = Aucun placement légal pour un bâtiment { $where } non plus
rv-no-legal-placement-for-a-building-071f691a = Aucun placement légal pour un bâtiment { $where }
rv-it-places-a-building-where-instead-7ffb7dfe = { " " }: il place un bâtiment { $where } à la place
rv-the-mautoma-has-no-population-figure-0e731040 = Le Mautoma n'a plus de figurine de population
rv-no-legal-placement-for-a-population-77e5561c = Aucun placement légal pour une figurine de population { $where }
rv-the-mautoma-has-no-access-to-58836cdd = Le Mautoma n'a accès à aucune tuile { $where }
rv-position-position-is-colour-799d3735 = la position { $position } est { $colour ->
        [purple] violette
        [blue] bleue
        [orange] orange
        [green] verte
        [yellow] jaune
        [red] rouge
        [grey] grise
        [white] blanche
        [black] noire
        [pink] rose
       *[other] { $colour }
    }
rv-no-first-artifact-is-left-so-e4e0ded2 = il ne reste aucun artefact { $first }, donc la couleur de la position suivante sur la piste qui en a encore un : position { $position }, { $colour } (lecture de Soloist : les positions dont la couleur n'en a plus sont sautées)
rv-colour-position-position-7834d81f = { $colour } (position { $position })
rv-if-none-of-that-colour-is-5d0bb965 = { " " }S'il n'en reste aucun de cette couleur, la couleur de la position suivante sur la piste qui en a encore un : { $then } (lecture de Soloist : les positions dont la couleur n'en a plus sont sautées) ; s'il n'en reste aucun, n'en retirez aucun.
rv-candidate-notes-972002fb = { $candidate } ({ $notes })
rv-candidate-value-details-3c1cf629 = { $candidate } = { $value } ({ $details })
rv-candidate-value-72cd2e05 = { $candidate } = { $value }
rv-your-figure-is-there-2cae30a6 = votre figurine s'y trouve
rv-chosen-rule-tie-break-db40185b = → { $chosen } : { $rule } ; { $tie_break }.
rv-chosen-rule-bc53730c = → { $chosen } : { $rule }.
rv-number-st-9a90d3f4 = { $number ->
        [1] 1re
       *[other] { $number }e
    }
rv-number-nd-b3de3e19 = { $number }e
rv-number-rd-a06ce402 = { $number }e
rv-number-th-b546895c = { $number }e
rv-ordinal-row-from-the-top-9b15b862 = { $ordinal } rangée depuis le haut
rv-count-tied-names-following-arrows-chosen-ea440723 = { $count } à égalité ({ $names }) ; en suivant { $arrows }, { $chosen } est le premier que vous rencontrez
rv-the-first-line-that-meets-one-8cd27324 = la première ligne qui en rencontre un est la { $row } (la { $later } ensuite)
rv-the-first-line-that-meets-one-63be3bdd = la première ligne qui en rencontre un est la { $row }
rv-count-tied-names-tiebreaker-arrows-path-a5691607 = { $count } à égalité ({ $names }) ; départage { $arrows } : { $path }, et sur celle-ci { $chosen } vient en premier ({ $way })
rv-the-arrows-5ae93f74 = les flèches
rv-left-to-right-7d852e65 = de gauche à droite
rv-right-to-left-752fa095 = de droite à gauche
rv-an-empty-location-20e0a81b = un lieu vide
rv-no-location-is-empty-so-an-23b2f883 = aucun lieu n'est vide, donc un lieu occupé
rv-the-only-eligible-location-e737ea72 = le seul lieu possible
rv-the-only-eligible-location-occupied-0eb02a5c = le seul lieu possible (occupé)
rv-the-only-tile-the-mautoma-can-284edd06 = la seule tuile que le Mautoma peut explorer
rv-a-face-down-tile-it-can-893d5284 = une tuile face cachée qu'il peut atteindre
rv-the-most-bonuses-best-0fa40e2e = le plus de bonus, { $best }
rv-utopia-5a5617c2 = utopie
rv-superior-victory-f3d9b471 = victoire supérieure
rv-major-victory-cef911d4 = victoire majeure
rv-regular-victory-ab788612 = victoire normale
rv-minor-victory-f80bcecf = victoire mineure
rv-survivor-7a01ac37 = survivant
rv-defeat-5fff5b4e = défaite
rv-the-mautoma-placed-buildings-building-buildings-99cb8306 = Le Mautoma a placé { $buildings } { $buildings ->
        [one] bâtiment
       *[other] bâtiments
    } et { $figures } { $figures ->
        [one] figurine
       *[other] figurines
    } et exploré { $tiles } { $tiles ->
        [one] tuile
       *[other] tuiles
    }.
rv-your-score-is-not-modelled-simulation-efca26e8 = Votre score n'est pas modélisé (simulation) : pas de résultat. { $placed }
rv-your-score-is-not-modelled-simulation-29dab6c2 = Votre score n'est pas modélisé (simulation) : pas de résultat. { $placed } La lutte pour la carte (récompenses à côté des bâtiments, tuiles explorées, lieux peuplés) : vous { $points } ({ $rewards } + { $tiles } + { $figures }), le Mautoma { $mautoma_points } ({ $mautoma_rewards } + { $mautoma_tiles } + { $mautoma_figures }).
rv-score-points-result-99-or-less-1df336a1 = { $score } points : { $result } (99 ou moins). { $placed }
rv-score-points-result-threshold-placed-22153357 = { $score } points : { $result } ({ $threshold }+). { $placed }
rv-counted-clockwise-from-the-first-position-59af2ebf = compté dans le sens horaire depuis la première position que liste le fichier du plateau
rv-counted-clockwise-from-the-slot-you-017d36a4 = compté dans le sens horaire depuis la case que vous appelez position 1
rv-the-colour-one-79815983 = { " " }(la { $colour ->
        [purple] violette
        [blue] bleue
        [orange] orange
        [green] verte
        [yellow] jaune
        [red] rouge
        [grey] grise
        [white] blanche
        [black] noire
        [pink] rose
       *[other] { $colour }
    })
rv-card-card-f84b3824 = carte { $card }
rv-one-goes-back-to-the-box-0a458ac4 = l'une retourne dans la boîte sans être vue
rv-card-card-goes-back-to-the-a0143962 = la carte { $card } retourne dans la boîte (la variante de l'automa)
rv-the-right-65c206ea = la droite
rv-the-bottom-right-37d055da = le bas à droite
rv-the-bottom-97356ab6 = le bas
rv-the-bottom-left-0f446266 = le bas à gauche
rv-the-left-d7d2bd43 = la gauche
rv-the-top-left-7af03b50 = le haut à gauche
rv-the-top-d4dba105 = le haut
rv-the-top-right-3cb9c988 = le haut à droite
rv-in-the-top-left-corner-a45d0379 = dans le coin supérieur gauche
rv-in-the-top-right-corner-95086b5c = dans le coin supérieur droit
rv-in-the-bottom-left-corner-266fc768 = dans le coin inférieur gauche
rv-in-the-bottom-right-corner-9b777839 = dans le coin inférieur droit
rv-a-face-down-space-b529faac = une case face cachée
rv-its-only-space-1d32fd6e = sa seule case
rv-alone-in-its-row-9e795b4b = seule dans sa rangée
rv-the-location-bc7d0b4a = le lieu
rv-the-chasm-453e319f = le gouffre
rv-a-mautoma-building-8c2add57 = un bâtiment du Mautoma
rv-your-building-28f2e6bc = votre bâtiment
rv-a-mautoma-figure-e235d6de = une figurine du Mautoma
rv-your-figure-b01f17af = votre figurine
rv-beside-the-chasm-at-side-2673b8cc = à côté du gouffre, vers { $side }
rv-ring-tiles-out-from-the-chasm-56faccf2 = à { $ring } tuiles du gouffre, vers { $side }
rv-at-side-of-the-board-94637430 = vers { $side } du plateau
rv-at-side-7903aa34 = vers { $side }
rv-where-the-ordinal-from-the-left-52dd45a3 = { $where } (la { $ordinal } depuis la gauche)
rv-where-the-ordinal-from-the-top-298059c4 = { $where } (la { $ordinal } depuis le haut)
rv-the-face-down-tile-where-9e2c441c = la tuile face cachée { $where }
rv-the-tile-where-b4331a52 = la tuile { $where }
rv-ordinal-space-from-the-left-1b849e63 = { $ordinal } case depuis la gauche
rv-ordinal-row-584a4ef3 = { $ordinal } rangée
rv-row-spot-4c9e78bd = { $row }, { $spot }
rv-the-large-location-where-6c785ab9 = le grand lieu { $where }
rv-the-kind-space-1bab3223 = la case { $kind }
rv-what-on-tile-in-tile-da0cfe07 = { $what } sur { $tile }, { $in_tile }
rv-what-with-pieces-e8c968ab = { $what } avec { $pieces }
rv-space-next-to-around-51266dc3 = { $space } ; à côté : { $around }
rv-fictional-sample-not-the-real-board-e023c377 = { " " }(exemple FICTIF : pas le vrai plateau)
rv-no-open-path-from-the-mautoma-d31ccd14 = aucun chemin ouvert depuis les pièces du Mautoma
rv-others-terrain-crystal-fresh-fresh-water-0af86396 = { $others } terrain/cristal + { $fresh } eau fraîche × 2
rv-no-location-is-empty-so-an-01dab825 = aucun lieu n'est vide, donc un lieu occupé (votre figurine est sur chacun)
rv-the-first-face-down-tile-it-0e3f4110 = la première tuile face cachée qu'il peut atteindre en suivant les flèches
rv-the-mautoma-has-a-figure-there-745d659c = { " " }Le Mautoma a une figurine là : votre livre supplémentaire va à la réserve générale.
rv-water-counts-2-7ad6bcdf = { $water } (compte 2)
rv-water-counts-0-a-mautoma-building-b53c4c52 = { $water } (compte 0 : un bâtiment du Mautoma la touche)
rv-no-bonus-c344fd60 = aucun bonus
rv-position-the-colour-one-39488071 = { $position }, la { $colour ->
        [purple] violette
        [blue] bleue
        [orange] orange
        [green] verte
        [yellow] jaune
        [red] rouge
        [grey] grise
        [white] blanche
        [black] noire
        [pink] rose
       *[other] { $colour }
    }
rv-candidate-range-range-86138a23 = { $candidate } (portée { $range })
rv-as-your-components-describe-it-b571abf6 = comme vos composants la décrivent
rv-soloist-keeps-it-in-your-components-37103e1c = Soloist la garde dans vos composants
rv-as-you-checked-it-soloist-keeps-57f020a7 = comme vous l'avez vérifiée : Soloist la garde ainsi dans vos composants
rv-row-kind-71ce5d45 = { $row } { $kind }
rv-rows-row-4c4eb809 = { $rows } / { $row }
rv-list-then-item-e75373a3 = { $list }, puis { $item }
