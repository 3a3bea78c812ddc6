# Marco Polo II (Hans im Glück) : le journal de l'Automa et de votre partie, en français.
# Termes : glossary-marco-polo-2.md. L'Automa est masculin (« il »). Les cités, les cases,
# les dés (« 2 of its own dice »), les contrats, les sceaux et les raisons des choix arrivent
# comme valeurs du code, en anglais ; les phrases les entourent sans les accorder.
# $s (le « s » anglais du verbe) n'est jamais utilisé : le français choisit par $who. Les noms
# imprimés des sceaux (« Farmer's guild seal ») restent en anglais, comme dans les valeurs.

mp2-travel-origin-target-is-moves-why-1409ffc7 = Voyage : { $origin } → { $target }, c'est { $moves } ; { $why }, il est donc forcé sur { $space } : il y place { $dice }.
mp2-travel-origin-target-is-moves-so-bc975700 = Voyage : { $origin } → { $target }, c'est { $moves }, il utilise donc { $space }{ $note } : il y place { $dice }.
mp2-place-dice-of-the-automa-on-8e39ba28 = Placez { $dice } de l'Automa sur { $space } et avancez sa figurine jusqu'à { $target }.
mp2-forced-onto-the-3-dice-space-8a9592f2 = Forcé sur la case à 3 dés, il atteindrait aussi la cité qui suit { $city } ; l'avancée gagnée là-bas l'y a déjà mené.
mp2-the-3-dice-space-would-take-75b72b50 = La case à 3 dés le mènerait aussi jusqu'à la cité suivante, mais la réglette de voyage ne montre plus de cité.
mp2-forced-onto-the-3-dice-space-5e778f9b = Forcé sur la case à 3 dés, il atteindrait aussi la cité suivante, { $city }, mais aucune route qu'il peut prendre n'y mène (il lui manque le sceau d'une rivière) : il reste à { $first }.
mp2-forced-onto-the-3-dice-space-f53fab77 = Forcé sur la case à 3 dés, il atteint aussi la cité suivante, { $city } ({ $moves } par une route que ses sceaux lui ouvrent), dans la même action Voyage.
mp2-move-the-automa-s-figure-on-71e485e1 = Avancez la figurine de l'Automa jusqu'à { $city }.
mp2-books-it-rolls-die-but-every-6d4b6333 = Livres : il obtient { $die }, mais chaque case Livres porte déjà sa couleur et il n'a pas de dé noir : il doit respecter les restrictions normales sur la couleur des dés, il ne place donc aucun dé ce tour-ci (le dé reste pour sa prochaine carte).
mp2-books-why-it-places-dice-on-2833741e = Livres : { $why }. Il place { $dice } sur { $space } (il ne prend pas de marchandises).
mp2-place-dice-of-the-automa-on-d801484a = Placez { $dice } de l'Automa sur { $space }.
# « LEV 0 » est imprimé ainsi sur la carte Automa : gardé tel quel.
mp2-books-lev-0-why-it-places-ba706998 = Livres « LEV 0 » : { $why }. Il place { $dice } sur { $space }.
mp2-khan-s-favor-why-it-places-01d4a5f8 = Faveur du Khan : { $why }. Il place { $dice } sur la case Faveur du Khan { $number } et ne reçoit rien.
mp2-place-dice-of-the-automa-showing-2e50dd1a = Placez { $dice } de l'Automa, sur la face { $value }, sur la case Faveur du Khan { $number }.
mp2-city-card-action-why-number-space-41ff164a = Action de carte Cité : { $why } : { $number }, { $space }.
mp2-place-a-die-of-the-automa-eb8b6e2f = Placez un dé de l'Automa, sur la face { $die }, sur { $space }.
mp2-the-skill-card-s-city-card-6cbd2100 = Action de carte Cité de la carte Compétence : { $effects }.
mp2-external-city-action-why-ea1dc2d5 = Action de cité extérieure : { $why }.
mp2-the-skill-card-s-external-city-915e13b0 = Action de cité extérieure de la carte Compétence : { $effects }.
mp2-guild-seal-1-it-places-dice-e721fb5e = Sceau de guilde +1 : il place { $dice } sur { $space } et prend le Farmer's guild seal, face non résolue visible, sur la case D.
mp2-place-dice-of-the-automa-on-24de2540 = Placez { $dice } de l'Automa sur la case Sceaux de guilde ; posez un Farmer's guild seal, face non résolue (de base) visible, sur la case D du Smart Mat.
mp2-action-space-letter-uncovered-covered-others-549603f0 = Case d'action { $letter } (découverte{ $covered }{ $others }) : il place { $dice } sur { $space } et prend le { $seal }, face non résolue visible, qui couvre la case { $letter }. Il ne reçoit pas de jade.
mp2-place-dice-of-the-automa-on-46e23abc = Placez { $dice } de l'Automa sur la case Sceaux de guilde ; posez le { $seal }, face non résolue (de base) visible, sur la case { $letter }.
mp2-action-space-e-no-contract-on-2c92744e = Case d'action E (aucun contrat dessus{ $covered }{ $others }) : il place { $dice } sur { $space }.
mp2-the-automa-s-trading-post-card-397c6af6 = La carte Comptoir de l'Automa : { $bonuses } ; vos composants la gardent.
mp2-source-gain-its-figure-moves-once-9ca2bd5e = { $source } : { $gain } : sa figurine avance une fois l'arrivée à { $city } terminée (jusqu'au décalage de la réglette de voyage, la cité suivante de sa fenêtre est celle où elle se trouve).
mp2-source-amount-vp-vp-gained-so-ad7cbab0 = { $source } : +{ $amount } PV ({ $vp } PV gagnés jusqu'ici).
mp2-source-text-the-person-applies-this-6033d0ad = { $source } : { $text } (c'est vous qui l'appliquez ; Soloist ne le suit pas).
mp2-source-no-black-die-is-left-90ab624e = { $source } : il ne reste aucun dé noir sur le plateau, il n'en prend donc pas.
mp2-source-it-takes-1-black-die-b1efa106 = { $source } : il prend 1 dé noir sur le plateau (il en reste { $left } ; il en a { $held }).
mp2-source-remove-the-coin-from-space-088bb03d = { $source } : retirez la pièce de la case { $letter } du Smart Mat, ce qui débloque une nouvelle action.
mp2-source-the-coin-on-space-letter-88b9d712 = { $source } : la pièce de la case { $letter } est déjà partie.
mp2-source-it-completes-the-seal-on-046bf6bb = { $source } : il complète le { $seal } de la case { $letter } (priorité A/B/C/D/E) : retournez-le face cachée ; il ne reçoit aucun bonus.
mp2-source-no-unresolved-seal-on-a-65056a63 = { $source } : aucun sceau non résolu sur A-D, il complète donc le contrat du dessus de la case E ({ $contract }) ; posez-le face cachée avec les contrats remplis ({ $done ->
        [one] { $done } rempli
       *[other] { $done } remplis
    }).
mp2-space-e-of-the-smart-mat-7ab7269f = La case E du Smart Mat est maintenant découverte (il n'y reste aucun contrat).
mp2-source-there-is-no-unresolved-seal-e64076f2 = { $source } : il n'y a ni sceau ni contrat non résolu sur le Smart Mat : rien à compléter.
mp2-city-has-no-contract-left-to-3ee6f431 = Il ne reste à { $city } aucun contrat à prendre.
mp2-it-takes-the-contract-worth-most-4613205a = Il prend le contrat qui vaut le plus à { $city } : { $contract } (comparés : { $compared } ; à égalité, les avancées, puis le dé noir, puis le nouveau contrat l'emportent). Placez-le sous les contrats de la case E.
mp2-source-no-contract-lies-in-a-8e1e0e5e = { $source } : aucun contrat ne se trouve dans une cité où il a un comptoir, il n'en prend donc pas.
mp2-source-it-takes-contract-from-city-3137a702 = { $source } : il prend { $contract } à { $city } (celui qui vaut le plus parmi { $n ->
        [one] { $n } contrat
       *[other] { $n } contrats
    } de ses cités à comptoir ; à égalité, les avancées, puis le dé noir, puis le nouveau contrat l'emportent). Placez-le sous les contrats de la case E.
mp2-source-the-contract-pile-is-empty-f4433100 = { $source } : la pile de contrats est vide : pas de nouveau contrat.
mp2-source-put-the-top-contract-of-7066e671 = { $source } : placez le contrat du dessus de la pile sous les contrats de la case E du Smart Mat ({ $contract }).
mp2-first-move-of-the-automa-shift-e663fcea = Premier déplacement de l'Automa : décalez la réglette de voyage jusqu'à ce que les 3 premières cités apparaissent dans la fenêtre.
mp2-its-seals-have-changed-since-the-4f14a4f1 = Ses sceaux ont changé depuis que les pas jusqu'à { $city } ont été comptés (maintenant : { $seals }), mais sa figurine est en chemin, sur aucune carte que Soloist connaisse : elle garde son chemin (encore { $left } ; lecture de Soloist).
mp2-source-up-to-2-advancements-why-aa8ec654 = { $source } : jusqu'à 2 avancées : { $why }, il en utilise donc { $used }.
mp2-source-the-trip-slide-shows-no-37025a77 = { $source } : la réglette de voyage ne montre plus de cité, l'avancée est donc perdue.
mp2-source-no-route-it-may-take-d94ce163 = { $source } : aucune route qu'il peut prendre ne mène à { $city } (il lui manque le sceau d'une rivière), l'avancée est donc perdue.
mp2-source-1-advancement-its-figure-moves-0c54a96c = { $source } : 1 avancée : sa figurine fait un pas vers { $city } (encore { $left }){ $passing }.
mp2-source-1-advancement-its-figure-reaches-964daf89 = { $source } : 1 avancée : sa figurine atteint { $city }.
mp2-no-trading-post-is-ever-placed-c477badc = On ne place jamais de comptoir à { $city }.
mp2-it-already-has-a-trading-post-3f890500 = Il a déjà un comptoir à { $city }.
# $which vient du code (« on the left », « on the right ») : tel quel.
mp2-the-city-display-numbers-the-city-ac67514c = La fenêtre des cités numérote la carte Cité{ $which } de { $city } : { $number }.
# $nth est l'ordinal anglais (« 1st ») et $column un complément anglais (« (column 1) »).
mp2-put-a-trading-post-of-the-a2c83302 = Placez un comptoir de l'Automa à { $city } : le { $nth } de sa carte Comptoir{ $column } ({ $left ->
        [one] { $left } restant
       *[other] { $left } restants
    } sur la carte).
mp2-removing-that-trading-post-unlocks-a-9a8414fb = Retirer ce comptoir débloque un bonus : { $bonus }.
mp2-all-11-of-its-trading-posts-eb782f4f = Ses 11 comptoirs sont tous sur le plateau : comme dans le jeu de base, il en déplace un déjà placé, celui de { $old } ({ $why } ; choix de Soloist, les règles solo ne disent pas lequel).
mp2-move-the-automa-s-trading-post-398f6ca1 = Déplacez le comptoir de l'Automa de { $old } à { $city } (pas de bonus : la carte Comptoir est vide).
mp2-it-is-the-first-to-place-153abb15 = Il est le premier à placer un comptoir à { $city } : il y défausse la tuile bonus de poste avancé ({ $tile }).
mp2-shift-the-trip-slide-one-step-651bfd18 = Décalez la réglette de voyage d'un cran vers le haut : la fenêtre montre maintenant { $city } dans sa première colonne.
mp2-if-a-red-letter-shows-beside-fb2dc952 = Si une lettre rouge apparaît à côté de { $city }, retirez cette pièce du Smart Mat (Soloist demandera laquelle quand l'Automa aura de nouveau besoin de ses pièces).
mp2-city-a-city-of-your-board-b0db1426 = { $city } : une cité de votre plateau que Soloist ne connaissait pas ; vos composants la gardent.
mp2-the-automa-plays-character-at-level-e30420a8 = L'Automa joue { $character } au niveau L{ $level }.
mp2-you-take-a-black-die-left-69dada4d = Vous prenez un dé noir (il en reste { $left } sur le plateau).
mp2-city-has-no-action-space-of-ebb03834 = { $city } n'a pas de case d'action à elle, libre pour vos dés, à cette manche.
mp2-you-place-dice-on-space-f2fb6c3f = Vous placez { $dice } sur { $space }.
mp2-you-place-dice-on-khan-s-56ac68bd = Vous placez { $dice } sur la case Faveur du Khan { $number }.
mp2-you-place-a-die-on-the-f15c5542 = Vous placez un dé sur la bourse.
mp2-your-trading-post-in-city-you-eb5acb6f = Votre comptoir à { $city } : vous y êtes le premier et prenez sa tuile bonus de poste avancé.
mp2-your-trading-post-in-city-6cc9a051 = Votre comptoir à { $city }.
mp2-the-position-names-no-character-and-dba199a8 = (La position ne nomme aucun personnage et ne donne aucun bonus pour le { $nth } comptoir : aucun n'est supposé.)
mp2-fictional-sample-data-the-map-cards-88224ccf = Données d'exemple FICTIVES : la carte, les cartes et les tuiles sont inventées pour la démonstration et les tests ; ce ne sont pas celles du vrai jeu.
mp2-place-the-automa-s-11-trading-e93a77ee = Placez les 11 comptoirs de l'Automa dans les emplacements de sa carte Comptoir, et mélangez ses 8 cartes Automa sur le Smart Mat.
# $who : « you » ou « the Automa » (les deux joueurs d'une partie solo).
mp2-first-player-chosen-at-random-who-7eaaf776 = Premier joueur, tiré au hasard : { $who ->
        [you] vous
       *[other] l'Automa
    }.
# $how vient du code (la manière dont Soloist l'applique), en anglais.
mp2-assumption-the-take-contracts-space-is-e67638a5 = Supposition : la case Prendre des contrats est bleue (partagée) ; aucune source ne donne sa couleur.{ $how }
mp2-take-the-skill-card-of-who-af45598f = Prenez la carte Compétence de { $who } au niveau L{ $level } (en haut à gauche) et la carte Comptoir du même symbole (en haut à droite) ; placez-les toutes deux sur le Smart Mat. Soloist demandera ce qu'elles donnent quand cela comptera.
mp2-place-the-skill-card-skill-and-9d1de988 = Placez la carte Compétence { $skill } et la carte Comptoir « { $symbol } » sur le Smart Mat.
mp2-its-power-power-1967c6ba = Son pouvoir : { $power }
mp2-draw-a-trip-slide-at-random-96432f55 = Tirez une réglette de voyage au hasard et glissez-la sous le Smart Mat de sorte que BEIJING et READY TO START apparaissent.
mp2-slide-trip-slide-id-under-the-66b8ccd2 = Glissez la réglette de voyage { $id } sous le Smart Mat de sorte que BEIJING et READY TO START apparaissent{ $how }.
mp2-start-of-the-round-all-dice-450d11ac = Début de la manche : tous les dés reviennent (les dés noirs sur le plateau) ; nouvelles tuiles d'offre et nouvelles cartes de cité extérieure. L'Automa ne reçoit aucun revenu des bonus de cité ni des sceaux de guilde.
# $who : « You » ou « The Automa ».
mp2-who-play-s-first-c08bbf14 = { $who ->
        [You] Vous jouez
       *[other] L'Automa joue
    } en premier.
mp2-end-of-round-round-who-used-698e8f19 = Fin de la manche { $round } : { $who ->
        [You] vous avez utilisé en dernier la case Voyage la plus haute (à { $dice } dés) et prenez
       *[other] l'Automa a utilisé en dernier la case Voyage la plus haute (à { $dice } dés) et prend
    } le sablier : { $who ->
        [You] vous jouerez
       *[other] il jouera
    } en premier à la prochaine manche.
mp2-end-of-round-round-nobody-travelled-2d66f506 = Fin de la manche { $round } : personne n'a voyagé ; le premier joueur ne change pas.
mp2-end-of-turn-refill-the-empty-9f5fe08c = Fin du tour : complétez depuis la pile les cases de contrat vides ({ $cities }).
mp2-final-scoring-ad484e29 = Décompte final
mp2-line-135c07fe = { $line }
mp2-fictional-components-your-component-library-holds-377ee895 = Composants FICTIFS : votre bibliothèque de composants contient les données d'exemple inventées par Soloist ; la carte, les cartes et les tuiles ne sont pas celles du vrai jeu.
mp2-soloist-shuffles-its-model-of-the-a8e1584f = Soloist mélange son modèle des 8 cartes Automa pour la manche { $round } (inutile de toucher au paquet réel).
mp2-shuffle-the-8-automa-cards-and-69af89b2 = Mélangez les 8 cartes Automa et placez-les sur le Smart Mat.
mp2-trip-slide-number-label-the-cities-8febedf7 = Réglette de voyage { $number } ({ $label }) : les cités que vos composants en connaissent ne sont plus demandées.
# $dice (« die », « dice ») n'est pas utilisé : le mot est choisi par $left.
mp2-the-automa-deck-has-run-out-28d55737 = La pioche Automa est épuisée : l'Automa termine sa manche plus tôt, avec { $left ->
        [one] { $left } dé inutilisé
       *[other] { $left } dés inutilisés
    }.
mp2-the-automa-draws-card-2e6cf492 = L'Automa pioche { $card }.
mp2-the-automa-has-used-all-its-597a8a58 = L'Automa a utilisé tous ses dés pour cette manche.
mp2-no-main-action-of-the-card-40f70a31 = Aucune action principale de la carte n'est valable.
# $nth est l'ordinal anglais (« 1st ») : « action principale 1st » se lit comme un rang.
mp2-nth-main-action-action-not-valid-be81b020 = Action principale { $nth }, { $action } : pas valable : { $reason }.

# r6 mp2 (w-r6-mp2)
mp2-the-city-display-numbers-the-city-1febc6f0 = La fenêtre des cités numérote la carte Cité de gauche de { $city } : { $number }.
mp2-the-city-display-numbers-the-city-a1b44127 = La fenêtre des cités numérote la carte Cité de droite de { $city } : { $number }.
mp2-put-a-trading-post-of-the-60741c0a = Placez un comptoir de l'Automa à { $city } : le { $nth } de sa carte Comptoir (colonne { $column }) ({ $left ->
        [one] { $left } restant
       *[other] { $left } restants
    } sur la carte).
mp2-slide-trip-slide-id-under-the-12d20a8f = Glissez la réglette de voyage { $id } sous le Smart Mat de sorte que BEIJING et READY TO START apparaissent (tirée au hasard par Soloist).
mp2-source-1-advancement-its-figure-moves-be3874af = { $source } : 1 avancée : sa figurine fait un pas vers { $city } (encore { $left }) ; elle s'arrête en chemin à { $stop }, qui n'est pas la cité suivante de sa fenêtre : pas de procédure d'arrivée là (lecture de Soloist de « arrive dans une nouvelle cité »).
