# Revive (Aporta Games ; édition française Matagot) : le journal du Mautoma et de votre
# partie, en français. Termes : glossary-revive.md. Le Mautoma est masculin (« il », comme
# « l'automate ») ; les emplacements, les tuiles et les explications des choix arrivent comme
# valeurs du code, en anglais. Les couleurs de la piste d'énergie sont écrites en français
# quand le message reçoit la couleur seule ($colour) ; $article (« a », « an ») n'est pas
# utilisé : le français dit « un artefact majeur violet ».

rv-tiebreaker-at-position-position-arrows-soloist-212c4b19 = Départage à la position { $position } : { $arrows } (Soloist s'en souvient pour cette partie).
rv-tile-tile-lies-place-spaces-how-0e97bfd1 = La tuile { $tile } se trouve { $place } : { $spaces } ({ $how }).
# « "{text}" » : les guillemets français, avec espaces. $plural (« s ») n'est pas utilisé : le
# pluriel est choisi par $steps.
rv-the-mautoma-draws-card-text-the-6ade4d87 = Le Mautoma pioche { $card } : « { $text } » Le marqueur d'énergie avance de { $steps ->
        [one] { $steps } case
       *[other] { $steps } cases
    } dans le sens horaire, de la position { $before } à { $after }.
rv-the-automa-variant-the-mautoma-executes-c2bd1a43 = La variante automa : le Mautoma exécute de nouveau { $card } (fois { $again }).
rv-why-outcome-81fb0ea9 = { $why } : { $outcome }.
rv-the-mautoma-s-size-building-is-a23e6b5a = Le { $size ->
        [small] petit bâtiment
        [large] grand bâtiment
       *[other] bâtiment ({ $size })
    } du Mautoma est sur votre jeton : prenez son coût, { $cost ->
        [one] { $cost } engrenage
       *[other] { $cost } engrenages
    }, dans la réserve.
rv-the-mautoma-has-no-population-figure-ab73c35f = Il ne reste au Mautoma aucune figurine de population{ $instead }.
rv-no-legal-placement-for-a-population-b1354d8c = Aucun placement légal pour une figurine de population { $where }{ $instead }.
rv-your-figure-is-in-that-location-36e7a568 = Votre figurine est dans ce lieu : vous recevez un livre de la réserve générale.
rv-the-mautoma-s-figure-is-on-1a3d8dd5 = La figurine du Mautoma est sur votre jeton : prenez son coût, { $cost ->
        [one] { $cost } livre
       *[other] { $cost } livres
    } (figurine { $figure } : 2-3-3-3-4-4-4), dans la réserve.
# $rule vient du code (la règle sans limite de portée), en anglais.
rv-text-it-pays-nothing-and-gains-e6e534ea = { $text } Il ne paie rien et ne gagne aucune récompense.{ $rule }
rv-the-action-deck-is-exhausted-the-e58497af = La pioche Action est épuisée : TOUR DE RENOUVELLEMENT { $number } du Mautoma, avec le marqueur d'énergie sur { $position }.
rv-2-discard-from-the-displays-the-4b10f634 = 2. Défaussez des étalages les cartes Citoyen, les jetons Module et les jetons Machine que montrent les icônes de la section du marqueur d'énergie.
rv-1-remove-a-major-artifact-of-a2848186 = 1. Retirez un artefact majeur de la couleur de la position { $position } ; s'il n'en reste aucun de cette couleur, de la couleur de la position suivante sur la piste.
rv-3-take-a-card-from-the-2a4ca4d6 = 3. Prenez une carte de la pioche Progrès ({ $card }), ajoutez-la aux cartes Action défaussées et mélangez-les toutes : la nouvelle pioche Action compte { $size ->
        [one] { $size } carte
       *[other] { $size } cartes
    }, 1 de plus qu'avant.
rv-then-refill-the-displays-7b4c51f4 = Puis complétez les étalages.
rv-1-remove-article-colour-major-artifact-e5eeacfc = 1. Retirez un artefact majeur { $colour ->
        [purple] violet
        [blue] bleu
        [orange] orange
        [green] vert
        [yellow] jaune
        [red] rouge
        [grey] gris
       *[other] { $colour }
    } : { $why }.
rv-1-no-major-artifact-of-any-ceb2d5b2 = 1. Il ne reste aucun artefact majeur, d'aucune couleur : on n'en retire pas.
# $otherwise vient du code, en anglais (la suite de la règle si la couleur manque).
# Vert, jaune et gris sont des termes du jeu (terms-revive.ftl) : $colour arrive alors déjà
# en français (« vert », « gris »), d'où les variantes [vert] et [gris] pour l'accord.
rv-1-remove-article-colour-major-artifact-01049359 = 1. Retirez un artefact majeur { $colour ->
        [purple] violet
        [blue] bleu
        [orange] orange
        [green] vert
        [yellow] jaune
        [red] rouge
        [grey] gris
       *[other] { $colour }
    } : la position { $position } est { $colour ->
        [purple] violette
        [blue] bleue
        [orange] orange
        [green] verte
        [vert] verte
        [yellow] jaune
        [red] rouge
        [grey] grise
        [gris] grise
       *[other] { $colour }
    }.{ $otherwise }
rv-2-the-icons-of-section-section-80cef9ff = 2. Les icônes de la section { $section } : défaussez { $citizens }, { $modules } et { $machines }.
rv-refresh-turn-with-the-energy-marker-fc852299 = TOUR DE RENOUVELLEMENT, avec le marqueur d'énergie sur la position { $position }.
rv-3-take-a-card-from-the-6808d293 = 3. Prenez une carte de la pioche Progrès, ajoutez-la aux cartes Action défaussées et mélangez-les toutes{ $grown }.
rv-turn-turn-deba0e72 = Tour { $turn }
rv-the-action-deck-is-exhausted-and-3f93489c = La pioche Action est épuisée et il ne reste aucune carte Progrès : la partie se termine au début du TOUR DE RENOUVELLEMENT { $number } du Mautoma, après vos { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    }.
rv-in-your-statistics-a-victory-110-d098f65e = Dans vos statistiques, une victoire (110 et plus) compte comme une partie gagnée, un résultat de survivant (100 à 109) comme une égalité et une défaite (99 ou moins) comme une partie perdue (lecture de Soloist : les règles solo ne font que nommer les résultats).
rv-remove-article-colour-major-artifact-from-1eed1593 = Retirez un artefact majeur { $colour ->
        [purple] violet
        [blue] bleu
        [orange] orange
        [green] vert
        [yellow] jaune
        [red] rouge
        [grey] gris
       *[other] { $colour }
    } du plateau principal (il retourne dans la boîte).
rv-no-map-file-for-each-placement-a7547601 = Pas de fichier de carte : pour chaque placement, Soloist demande ce qu'il ne peut pas voir (les emplacements possibles, dans l'ordre où les flèches de départage les rencontrent) et applique les règles et le départage.
rv-place-a-size-mautoma-building-on-ef1edab5 = Placez un { $size ->
        [small] petit bâtiment
        [large] grand bâtiment
       *[other] bâtiment ({ $size })
    } du Mautoma sur { $spot }.
rv-place-a-mautoma-population-figure-on-d1fb9ada = Placez une figurine de population du Mautoma sur { $location }.
rv-flip-tile-reveal-it-either-way-8444cac9 = Retournez { $tile } : révélez-la dans n'importe quel sens, mais une fois retournée, ne la faites pas pivoter.
rv-soloist-follows-the-map-name-fictional-62f26515 = Soloist suit la carte { $name }{ $fictional } : { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    }, dont { $explored } face visible ; la portée, les emplacements possibles et les bonus en sont calculés. Lecture de Soloist des flèches de départage sur une carte : leurs lignes sont les rangées de la carte (d'abord la rangée de la flèche épaisse, puis chaque rangée suivante vers l'intérieur, toutes dans le sens de la flèche) ; une tuile ou un grand lieu est rencontré à son premier hexagone.
rv-the-map-grows-as-you-play-c4372c6f = La carte grandit au fil de la partie : nommez chaque tuile quand elle est face visible (la première fois que vous voyez une tuile, dites ce que montrent ses cases ; Soloist la garde dans vos composants, et la fois suivante seul son nom est demandé).
rv-you-build-on-space-6199dad1 = Vous construisez sur { $space }.
rv-you-populate-space-extra-a8c14721 = Vous peuplez { $space }.{ $extra }
rv-you-explore-tile-b9ad07c5 = Vous explorez { $tile }.
rv-your-tribe-s-token-on-space-f782f918 = Le jeton de votre tribu sur { $space }.
rv-place-a-size-mautoma-building-on-5d01d093 = Placez un { $size ->
        [small] petit bâtiment
        [large] grand bâtiment
       *[other] bâtiment ({ $size })
    } du Mautoma sur { $where }.
rv-place-a-mautoma-population-figure-on-f9033279 = Placez une figurine de population du Mautoma sur { $where }.
rv-newly-revealed-space-is-next-to-9bc51f6d = Révélé à l'instant : { $space }, à côté de votre bâtiment sur { $buildings } ; prenez sa récompense maintenant.
rv-article-colour-major-artifact-is-removed-5bfda78f = Un artefact majeur { $colour ->
        [purple] violet
        [blue] bleu
        [orange] orange
        [green] vert
        [yellow] jaune
        [red] rouge
        [grey] gris
       *[other] { $colour }
    } est retiré du plateau principal.
rv-prepare-a-setup-for-a-standard-cf6171e2 = Préparez la mise en place d'une partie normale à 2 joueurs, avec ces exceptions.
rv-your-6-starting-citizen-cards-by-6a2c03f7 = Vos 6 cartes Citoyen de départ par draft : piochez-en 5 et gardez-en 2 ; recommencez jusqu'à en avoir 6.
rv-take-a-standard-set-of-6-db579f36 = Prenez un jeu normal de 6 cartes Citoyen de départ (règles solo normales).
rv-you-start-the-game-as-1st-53639fec = Vous commencez la partie en 1er joueur : vous ne commencez donc qu'avec 1 cristal.
rv-main-board-place-only-the-8-6830fa6c = Plateau principal : ne placez que les 8 artefacts majeurs prévus pour une partie à 2 joueurs ; ne mettez pas l'artefact mineur à 4 PV sur la pile des artefacts mineurs (il n'est pas utilisé) ; ne placez pas les deux pions du Mautoma (ils ne sont pas utilisés).
rv-the-mautoma-receives-5-small-buildings-5ba17453 = Le Mautoma reçoit 5 petits bâtiments, 3 grands bâtiments, 7 figurines de population et 1 marqueur d'énergie ; rangez ses autres éléments dans la boîte. Placez le plateau du Mautoma dans sa zone de jeu.
rv-soloist-reads-the-mautoma-board-name-bedb03d5 = Soloist lit le plateau du Mautoma { $name }{ $fictional }.
# $colour vient ici du code en phrase (« (the orange one) ») : tel quel.
rv-put-the-energy-marker-on-position-39ba4348 = Placez le marqueur d'énergie sur la position { $energy } de la piste d'énergie{ $colour }, une position au hasard parmi { $size } ({ $counted }).
rv-the-action-deck-is-the-two-81b6057d = La pioche Action est formée des deux cartes marquées « S », { $first } et { $second }, mélangées. Des quatre autres cartes, { $box } et les trois autres, mélangées, forment la pioche Progrès. Soloist mélange et pioche ces paquets pour vous.
rv-the-mautoma-is-2nd-player-in-724ab6f3 = Le Mautoma est 2e joueur dans l'ordre du tour.
rv-where-the-solo-rules-are-silent-47dbf4c6 = Là où les règles solo se taisent, Soloist les lit ainsi : la portée compte les pas depuis le bâtiment ou la figurine du Mautoma le plus proche (depuis le gouffre tant qu'il n'en a pas), à travers les cases occupées mais jamais à travers une tuile face cachée ; le Mautoma place ses 5 petits bâtiments avant ses 3 grands ; les bonus à côté d'un emplacement sont les cases de terrain, les cristaux et l'eau ; quand il ne reste aucun artefact majeur de la couleur du marqueur, c'est la position suivante sur la piste dont la couleur en a encore un qui donne la couleur.
rv-specific-tribe-rules-when-the-mautoma-a0157efc = Règles propres à la tribu : quand le Mautoma place sur vos jetons, il place d'abord ses 5 petits bâtiments, puis les grands, et ses figurines par coût croissant, 2-3-3-3-4-4-4 livres ; vous recevez les coûts correspondants de la réserve.
