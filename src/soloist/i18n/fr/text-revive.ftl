# Revive (Aporta Games ; édition française Matagot) : ce que Soloist vous demande et vous dit
# (questions, leur aide, erreurs), un message par phrase du code (docs/translating.md).
# Termes : glossary-revive.md ; les mots du journal : case (d'une tuile, de la piste),
# emplacement (où un bâtiment peut aller), hexagone, rangée, tuile, gouffre, flèches de
# départage, flèche épaisse. Le Mautoma est masculin (« il »). Les choix que l'on touche sont
# à l'infinitif ou à la première personne (« J'ai exploré une tuile »), les questions
# vouvoient.
# Ce que la personne tape est lu par le code en anglais ou en codes : sand, forest, mountain,
# field, water, location (s, fo, m, fi, w, l), green, grey, yellow ; tl, tr, bl, br, 3tl ;
# . c * + L1 à L4 ; done ; '7: sand forest water location'. Ces mots et exemples restent tels
# quels, leur sens en français entre parenthèses. Les noms de champs d'un fichier
# (arrow_groups, sections, starting_cards, layout, [[area_tiles]], preparations) aussi.
# $colour (une couleur de la piste d'énergie) arrive en anglais (purple, blue, orange…) ou,
# quand c'est un terme du jeu, déjà en français (vert, jaune, gris) : accordée par une
# sélection. $article (« a », « an ») n'est pas utilisé. $ordinal (« 1st », « 2nd ») non plus :
# le rang est écrit à partir de $spot. $place, $where (quand ils viennent du code), $kinds,
# $spots et $best arrivent en anglais.

rv-arrow-group-group-shape-c1536bd8 = groupe de flèches { $group } ({ $shape })
rv-the-arrows-shape-fb32996d = les flèches ({ $shape })
rv-thick-arrow-on-the-top-line-eb60499a = flèche épaisse sur la ligne du haut, de gauche à droite ; puis la ligne suivante en dessous
rv-thick-arrow-on-the-top-line-adec19b9 = flèche épaisse sur la ligne du haut, de droite à gauche ; puis la ligne suivante en dessous
rv-thick-arrow-on-the-bottom-line-f863a3d8 = flèche épaisse sur la ligne du bas, de gauche à droite ; puis la ligne suivante au-dessus
rv-thick-arrow-on-the-bottom-line-7f3ea92e = flèche épaisse sur la ligne du bas, de droite à gauche ; puis la ligne suivante au-dessus
rv-card-card-energy-energy-text-18a76d38 = carte { $card } : énergie { $energy }, { $text }
rv-yes-the-marker-s-positions-count-5c6fa089 = Oui : les positions du marqueur se comptent à partir d'elle
rv-no-such-slot-describe-my-track-a0363ace = Aucune case de ce genre : décrire de nouveau ma piste
rv-thick-arrow-at-the-top-left-ca7261f2 = flèche épaisse en haut, de gauche à droite
rv-thick-arrow-at-the-top-right-a378af9e = flèche épaisse en haut, de droite à gauche
rv-thick-arrow-at-the-bottom-left-341d6fc5 = flèche épaisse en bas, de gauche à droite
rv-thick-arrow-at-the-bottom-right-f0c4028b = flèche épaisse en bas, de droite à gauche
rv-the-colour-slot-69b97ee6 = la case { $colour ->
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
    }
rv-the-colour-slot-arrows-arrows-e4476af0 = la case { $colour ->
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
    } (flèches : { $arrows })
rv-article-colour-one-17bad828 = une case { $colour ->
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
    }
rv-article-colour-one-arrows-arrows-d3bb5b1e = une case { $colour ->
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
    } (flèches : { $arrows })
rv-first-followed-clockwise-by-others-370addc7 = { $first }, puis dans le sens horaire : { $others }
rv-give-the-colour-of-each-position-935f38a6 = donnez la couleur de chaque position, de 2 à { $most } mots
rv-word-is-not-a-colour-one-c9117e80 = { $word } n'est pas une couleur : un mot fait de lettres par position
rv-word-use-tl-tr-bl-or-8cd2bbdf = { $word } : utilisez tl, tr, bl ou br (la flèche épaisse en haut ou en bas, pointant de gauche à droite ou de droite à gauche)
rv-you-gave-the-arrows-of-given-3d993d9e = vous avez donné les flèches de { $given } positions ; la piste en compte { $size }
rv-your-energy-track-s-colours-4b872e1d = Les couleurs de votre piste d'énergie :
rv-your-energy-track-s-arrows-86590c25 = Les flèches de votre piste d'énergie :
rv-on-your-mautoma-board-find-slot-a0232371 = Sur votre plateau du Mautoma, trouvez { $slot }. Soloist compte les positions dans le sens horaire à partir d'elle (c'est la position 1). Trouvée ?
rv-soloist-remembers-your-energy-track-from-1ac4674f = Soloist retient votre piste d'énergie à partir de cette case : il vous demande donc de la trouver par ce qu'elle montre, sa couleur et ses flèches (et les cases qui la suivent, là où la même couleur et les mêmes flèches reviennent plus d'une fois).
rv-your-mautoma-board-s-energy-track-27fcba9d = La piste d'énergie de votre plateau du Mautoma, décrite une seule fois : choisissez n'importe quelle case comme position 1, puis donnez la couleur de chaque position, dans le sens horaire à partir d'elle, sur tout le tour.
rv-each-position-s-colour-is-the-7c345ab9 = La couleur de chaque position est celle de l'artefact majeur qu'elle montre. Soloist nomme ensuite les couleurs à chaque TOUR DE RENOUVELLEMENT ; aux parties suivantes, il vous demande de trouver la position 1 par sa couleur et ses flèches.
rv-one-word-a-position-as-printed-9d95e24d = Un mot par position, tel qu'imprimé (n'importe quels mots).
rv-and-the-tiebreaker-arrows-each-position-ba261710 = Et les flèches de départage que désigne chaque position, à partir de la position 1 (la { $colour ->
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
    } que vous avez choisie) dans le sens horaire, toutes les { $size } ?
rv-asked-once-soloist-remembers-them-295fb42a = Demandé une seule fois : Soloist s'en souvient.
rv-one-word-a-position-tl-the-f2a824b7 = Un mot par position : tl (la flèche épaisse sur la ligne du haut, pointant de gauche à droite), tr (en haut, de droite à gauche), bl (en bas, de gauche à droite), br (en bas, de droite à gauche) ; 3tl pour trois identiques à la suite.
rv-the-energy-marker-is-on-position-4285aeec = Le marqueur d'énergie est sur { $position }. Regardez les flèches de départage qu'il désigne : où est la flèche épaisse, et dans quel sens pointe-t-elle ?
rv-the-thick-arrow-is-on-the-32cc49ac = La flèche épaisse est sur la ligne du haut ou sur celle du bas de la carte dessinée ; les flèches suivantes continuent sur les lignes en dessous ou au-dessus.
rv-which-action-card-carries-an-s-45266d0f = Quelle carte Action porte un « S » dans son coin supérieur droit ? (la première des deux)
rv-and-the-other-card-with-an-bec0d1fe = Et l'autre carte avec un « S » ?
rv-position-position-the-colour-one-70108ff4 = position { $position }, la { $colour ->
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
    }
rv-position-position-2af40559 = position { $position }
rv-for-example-7-sand-forest-water-eac097dd = Par exemple '7: sand forest water location'. Après les deux-points, un mot par case, en anglais : sand (sable), forest (forêt), mountain (montagne), field (champ), water (eau) ou location (lieu) (ou leurs premières lettres : s, fo, m, fi, w, l ; ou les couleurs green, grey, yellow), rangée par rangée depuis le haut, chaque rangée depuis la gauche. Soloist garde la tuile dans vos composants : la prochaine fois, vous n'aurez qu'à la choisir.
rv-you-described-this-tile-to-an-1458732a = Vous avez décrit cette tuile à une version plus ancienne de Soloist, qui pouvait garder les cases d'une tuile dans le mauvais ordre sur un plateau aux hexagones côté plat en haut (colonne par colonne, et non rangée par rangée comme elle le demandait). Regardez la tuile telle qu'elle est posée : chaque réponse donne ses cases rangée par rangée depuis le haut, chaque rangée depuis la gauche. Soloist corrige vos composants avec votre réponse et ne vous le redemande plus.
rv-one-word-a-space-sand-forest-3ad32110 = Un mot par case, en anglais : sand (sable), forest (forêt), mountain (montagne), field (champ), water (eau) ou location (lieu) (ou leurs premières lettres : s, fo, m, fi, w, l ; ou les couleurs green, grey, yellow), rangée par rangée depuis le haut, chaque rangée depuis la gauche.
rv-which-area-tiles-have-you-described-caffc401 = Quelles tuiles avez-vous décrites ?
rv-what-is-on-tile-tile-97e1ae0c = Que montre la tuile { $tile } ?
rv-the-starting-tile-place-ae741ff8 = La tuile de départ { $place }
rv-the-tile-just-flipped-place-a7f8dac2 = La tuile qui vient d'être retournée { $place }
rv-where-which-tile-is-it-read-b5f40416 = { $where } : quelle tuile est-ce ? Lisez son numéro ou son symbole ; chaque façon dont elle peut être posée est montrée rangée par rangée.
rv-where-its-number-or-symbol-then-fa53c7ed = { $where } : son numéro (ou son symbole), puis ce que montre chacune de ses cases telle qu'elle est posée : { $rows } ?
rv-tap-its-number-then-each-space-bf9d1196 = Touchez son numéro, puis le type de chaque case telle que la tuile est posée. Soloist garde la tuile dans vos composants : la prochaine fois, vous n'aurez qu'à la choisir.
rv-yes-spaces-ae281954 = Oui : { $spaces }
rv-no-it-is-spaces-6a346c44 = Non, c'est : { $spaces }
rv-no-none-of-these-i-will-c784b3a0 = Non, aucune de celles-ci : je dirai ce que montre chaque case
rv-is-tile-tile-spaces-3a19e893 = La tuile { $tile } montre-t-elle { $spaces } ?
rv-tile-tile-what-does-each-of-8ca61240 = Tuile { $tile } : que montre chacune de ses cases telle qu'elle est posée : { $rows } ?
rv-give-the-tile-s-name-a-225698bd = donnez le nom de la tuile, deux-points, puis ce que montre chaque case : { $name }: sand forest ...
rv-name-answers-another-question-give-the-d151cb51 = { $name } répond déjà à une autre question : donnez un autre nom à la tuile
rv-tile-tile-is-already-on-the-162ad672 = la tuile { $tile } est déjà sur la carte, { $place } : chaque tuile n'est posée qu'à un seul endroit
rv-your-components-describe-tile-tile-otherwise-5778e05c = vos composants décrivent la tuile { $tile } autrement ({ $spaces }) : vérifiez le nom et les cases, ou corrigez la tuile dans vos composants
rv-tile-tile-described-to-an-older-fe652bcb = tuile { $tile } (décrite à une version plus ancienne de Soloist : vous vérifierez ce qu'elle montre)
rv-tile-tile-spaces-9505801d = tuile { $tile } : { $spaces }
rv-a-tile-soloist-does-not-know-fafe0cce = Une tuile que Soloist ne connaît pas encore (vous direz ce qu'elle montre)
rv-pointed-tops-straight-rows-the-2nd-477efb79 = Pointe en haut, rangées droites : la 2e rangée commence un demi-hexagone à droite de la 1re
rv-pointed-tops-straight-rows-the-2nd-6dca980d = Pointe en haut, rangées droites : la 2e rangée commence un demi-hexagone à gauche de la 1re
rv-flat-tops-straight-columns-the-2nd-dbe73185 = Côté plat en haut, colonnes droites : la 2e colonne commence un demi-hexagone plus bas que la 1re
rv-flat-tops-straight-columns-the-2nd-01d193a2 = Côté plat en haut, colonnes droites : la 2e colonne commence un demi-hexagone plus haut que la 1re
rv-describe-my-board-s-layout-now-8fb43393 = Décrire la disposition de mon plateau maintenant (une fois ; Soloist compte ensuite lui-même chaque placement)
rv-not-now-ask-me-at-each-fc93d91e = Pas maintenant : me demander à chaque placement ce dont il a besoin
rv-yes-that-is-my-board-c392e0fd = Oui, c'est mon plateau
rv-no-describe-it-again-from-the-bbcf4cef = Non : le décrire de nouveau depuis la première ligne
rv-word-does-not-name-a-hex-7cd3b9a1 = { $word } ne désigne pas un hexagone : utilisez . (pas d'hexagone), c (le gouffre), le numéro d'une tuile (avec * pour une tuile de départ), L1 à L4 (un coin), et + après pour un cristal à côté
rv-word-at-most-most-crystals-next-4d158ded = { $word } : au plus { $most } cristaux à côté d'un même hexagone
rv-number-the-tiles-from-1-63147864 = numérotez les tuiles à partir de 1
rv-word-one-marks-a-starting-tile-79592919 = { $word } : un seul * marque une tuile de départ
rv-word-marks-a-hex-of-a-870fac40 = { $word } : * marque un hexagone d'une tuile de départ : mettez-le après le numéro de la tuile
rv-the-corners-are-l1-to-l-2f008f66 = les coins vont de L1 à L{ $corners }
rv-a-crystal-lies-next-to-a-3d695c43 = un cristal se trouve à côté d'un hexagone du plateau, pas à côté d'un vide
rv-you-gave-given-hexes-the-longest-a46c84fd = vous avez donné { $given } hexagones ; la plus longue ligne en a { $width }
rv-tiles-area-tiles-starts-of-them-527b7ff7 = { $tiles } { $tiles ->
        [one] tuile
       *[other] tuiles
    } (dont { $starts } de départ), le gouffre ({ $hexes }), { $corners } et { $crystals }
rv-count-hex-f9550599 = { $count } hexagone
rv-count-hexes-3c2fed5c = { $count } { $count ->
        [one] hexagone
       *[other] hexagones
    }
rv-count-corner-2dc9fc00 = { $count } coin
rv-count-corners-a049b94e = { $count } { $count ->
        [one] coin
       *[other] coins
    }
rv-count-crystal-6b4b2fb5 = { $count } cristal
rv-count-crystals-80fa0797 = { $count } { $count ->
        [one] cristal
       *[other] cristaux
    }
rv-one-word-for-each-hex-from-da2a807c = Un mot par hexagone, depuis le bord du plateau : . là où il n'y a pas d'hexagone (un vide, ou le bord avant le premier hexagone, pour que les hexagones s'alignent comme sur le plateau), c pour le gouffre, un numéro pour les hexagones d'une tuile (numérotez les tuiles dans l'ordre où vous les rencontrez : 1, 2, 3… ; chaque hexagone d'une tuile porte son numéro), * après le numéro pour une tuile de départ (face visible), L1 à L4 pour le grand lieu de chaque coin, et + après n'importe lequel d'entre eux pour un cristal imprimé sur le bord à côté de cet hexagone (++ pour deux). Les points à la fin peuvent être omis.
rv-from-the-board-s-edge-choose-d47862ae = Depuis le bord du plateau : choisissez ce qu'est un hexagone (pas d'hexagone là où il y a un vide, une tuile par le numéro que vous lui donnez quand vous la rencontrez), puis touchez chaque hexagone de cette ligne qui en est un. La marque d'une tuile de départ et un cristal sur le bord s'ajoutent à un hexagone.
rv-your-board-summary-is-that-right-29dd2aff = Votre plateau : { $summary }. Est-ce juste ?
rv-the-map-drawn-with-the-question-b206c356 = La carte dessinée avec la question montre ce que vous avez décrit. Annuler reprend la dernière ligne ; « le décrire de nouveau » recommence depuis la première.
rv-your-board-s-layout-described-once-66d8252c = La disposition de votre plateau, décrite une seule fois (Soloist la garde dans vos composants). D'abord les hexagones : comment sont-ils posés ?
rv-look-at-the-hexes-of-the-f17bb72d = Regardez les hexagones du plateau : pointe en haut, ils forment des rangées droites ; côté plat en haut, des colonnes droites. Comparez ensuite le début de la deuxième rangée (ou colonne) avec la première.
rv-how-many-rows-of-hexes-does-8df308bd = Combien de rangées d'hexagones compte le plateau, coins compris ?
rv-how-many-columns-of-hexes-does-ea27b02e = Combien de colonnes d'hexagones compte le plateau, coins compris ?
rv-how-many-hexes-has-the-longest-ca1d9909 = Combien d'hexagones compte la plus longue rangée, vides compris ?
rv-how-many-hexes-has-the-longest-8dbac94f = Combien d'hexagones compte la plus longue colonne, vides compris ?
rv-row-line-of-lines-left-to-c87da5dd = Rangée { $line } sur { $lines }, de gauche à droite : qu'est chaque hexagone ?
rv-row-line-of-lines-left-to-a8990d7a = Rangée { $line } sur { $lines }, de gauche à droite : qu'est chaque hexagone ? (la précédente : { $before })
rv-column-line-of-lines-top-to-fc17bf75 = Colonne { $line } sur { $lines }, de haut en bas : qu'est chaque hexagone ?
rv-column-line-of-lines-top-to-a1d07e46 = Colonne { $line } sur { $lines }, de haut en bas : qu'est chaque hexagone ? (la précédente : { $before })
rv-error-undo-goes-back-a-line-7ef5f53f = { $error } (annuler revient d'une ligne en arrière)
rv-follow-the-map-i-name-each-c5a127fc = Suivre la carte : je nomme chaque tuile quand elle apparaît
rv-don-t-ask-me-only-what-3874f2c4 = Non : me demander seulement ce dont chaque décision a besoin
rv-your-board-s-layout-f0b8f60c = La disposition de votre plateau :
rv-soloist-does-not-know-your-board-0ea65cb9 = Soloist ne connaît pas encore la disposition de votre plateau. La décrire maintenant ? Soloist compte alors lui-même chaque placement, et vous nommez chaque tuile quand elle apparaît.
rv-once-ever-one-answer-a-row-823f2c50 = Une fois pour toutes : une réponse par rangée du plateau (ce qu'est chaque hexagone), gardée dans vos composants. Sinon, Soloist demande à chaque placement ce dont il a besoin (combien d'emplacements sont possibles, les bonus à côté de chacun).
rv-soloist-knows-your-board-s-layout-c16de09b = Soloist connaît la disposition de votre plateau. Doit-il suivre la carte pendant cette partie ?
rv-following-the-map-soloist-decides-every-fe4688d3 = En suivant la carte, Soloist décide lui-même de chaque placement et dit où poser chaque pièce ; vous nommez chaque tuile quand elle est face visible (la première fois que vous voyez une tuile, vous dites ce que montrent ses cases) et vous lui dites vos propres actions sur la carte. Sinon, il demande à chaque placement seulement ce dont cette décision a besoin.
rv-the-tiebreaker-arrows-the-energy-marker-4a037eb5 = les flèches de départage que désigne le marqueur d'énergie ({ $position })
rv-after-your-turns-turns-your-final-0c38c996 = Après vos { $turns } tours : votre score final selon les règles standard ?
rv-99-or-less-defeat-100-survivor-dc629173 = 99 ou moins : défaite ; 100+ survivant ; 110+ victoire mineure ; 120+ victoire normale ; 130+ victoire majeure ; 150+ victoire supérieure ; 170+ utopie.
rv-yes-at-least-one-is-empty-d892057a = Oui : au moins un est vide
rv-no-your-figure-is-on-each-354c38e9 = Non : votre figurine est sur chacun d'eux
rv-there-is-no-such-location-77fdbe82 = Il n'y a aucun lieu de ce genre
rv-the-tiebreaker-arrows-the-energy-marker-1ee3aca0 = les flèches de départage que désigne le marqueur d'énergie
rv-soloist-s-reading-of-range-the-1101f608 = Lecture de la portée par Soloist (les règles solo ne la définissent pas) : comptez les pas depuis le bâtiment ou la figurine du Mautoma le plus proche (depuis le gouffre tant qu'il n'en a pas) ; une case voisine de l'un d'eux est à portée 1. Comptez à travers les cases occupées, jamais à travers une tuile face cachée.
rv-your-exceptions-when-you-place-a-e8ed95fa = Vos exceptions : quand vous placez une figurine de population dans un lieu qui contient déjà une figurine du Mautoma, payez le livre supplémentaire à la réserve générale ; quand le Mautoma place une figurine dans un lieu qui contient déjà la vôtre, vous recevez un livre de la réserve générale ; quand vous faites glisser votre jeton Bascule vers le bas, copiez l'effet du haut d'une carte Citoyen des étalages, puis défaussez-la ; si vous prenez le dernier artefact majeur, vous ne recevez pas d'artefact mineur à 4 PV (les artefacts mineurs ordinaires se gagnent toujours une fois les majeurs épuisés). Vous ne pouvez pas renouveler les étalages pendant vos tours d'hibernation.
rv-my-turn-is-over-91360f9a = Mon tour est fini
rv-anywhere-on-the-map-no-range-16509f16 = n'importe où sur la carte (sans limite de portée)
rv-within-range-range-of-a-mautoma-5ac44e6e = à portée { $range } d'un bâtiment ou d'une figurine du Mautoma
rv-within-range-range-of-the-chasm-9d6c250b = à portée { $range } du gouffre (le Mautoma n'a encore aucune pièce sur la carte)
rv-each-counts-1-water-is-asked-485ba997 = Chacun compte 1. L'eau est demandée ensuite. Un lieu, du sable ou une case face cachée à côté ne sont pas des bonus (lecture de Soloist : le jeu de base ne récompense que le terrain, les cristaux et l'eau).
rv-water-a-mautoma-building-already-touches-74db87fc = L'eau que touche déjà un bâtiment du Mautoma compte 0 : ne la comptez pas.
rv-nothing-more-on-the-map-my-260ebe0a = Rien de plus sur la carte : mon tour est fini
rv-i-built-on-a-sand-space-9a50f730 = J'ai construit sur une case de sable
rv-i-placed-a-population-figure-cc070ea6 = J'ai placé une figurine de population
rv-i-explored-an-area-tile-1dbcb2ee = J'ai exploré une tuile
rv-i-placed-one-of-my-tribe-c743106f = J'ai placé un des jetons de ma tribu
rv-your-turn-turn-of-turns-tell-329d8288 = Votre tour { $turn } sur { $turns } : dites à Soloist ce que vous avez fait sur la carte, une action à la fois (« Rien de plus » quand votre tour est fini).
rv-your-turn-turn-of-turns-take-cbd4a1d5 = Votre tour { $turn } sur { $turns } : faites jusqu'à 2 actions (ou hibernez), puis dites quand votre tour est fini.
rv-type-done-when-your-turn-is-df7b158a = Tapez done quand votre tour est fini.
rv-is-there-article-colour-major-artifact-b8629d95 = Reste-t-il un artefact majeur { $colour ->
        [purple] violet
        [blue] bleu
        [orange] orange
        [green] vert
        [yellow] jaune
        [red] rouge
        [grey] gris
       *[other] { $colour }
    } sur le plateau principal ?
rv-the-mautoma-builds-where-how-many-a6441e20 = Le Mautoma construit { $where }. Combien de cases de sable vides sont possibles ?
rv-the-only-eligible-spot-2c0bb668 = le seul emplacement possible
rv-spot-spot-of-count-the-ordinal-75a3d16f = Emplacement { $spot } sur { $count }, le { $spot ->
        [1] 1er
       *[other] { $spot }e
    } que vous rencontrez en suivant { $arrows } : combien de cases de terrain (forêt, montagne, champ) et de cristaux (petits ou grands) sont à côté ?
rv-spot-spot-of-count-take-them-06789429 = Emplacement { $spot } sur { $count } (prenez-les dans l'ordre que vous voulez, et tenez le compte) : combien de cases de terrain (forêt, montagne, champ) et de cristaux (petits ou grands) sont à côté ?
rv-spot-spot-how-many-water-spaces-e953afa9 = Emplacement { $spot } : combien de cases d'eau à côté ne sont encore touchées par aucun bâtiment du Mautoma ?
rv-spot-spot-ordinal-along-the-arrows-77834c8c = emplacement { $spot } ({ $spot ->
        [1] 1er
       *[other] { $spot }e
    } le long des flèches)
rv-spot-spot-379ccbdd = emplacement { $spot }
rv-spots-spots-tie-with-best-which-511b2b4a = Les emplacements { $spots } sont à égalité avec { $best }. Lequel rencontrez-vous en premier en suivant { $arrows } ?
rv-the-mautoma-populates-where-the-locations-31c81662 = Le Mautoma peuple { $where } : les lieux (petits ou grands) qui n'y ont pas encore de figurine du Mautoma. L'un d'eux est-il vide ?
rv-the-first-empty-eligible-location-you-cf418e96 = le premier lieu possible vide que vous rencontrez en suivant { $arrows }
rv-the-first-eligible-location-you-meet-ba860e70 = le premier lieu possible que vous rencontrez en suivant { $arrows }
rv-the-mautoma-explores-where-is-there-9b445629 = Le Mautoma explore { $where }. Y a-t-il une tuile face cachée qu'il peut explorer (adjacente au gouffre ou à une tuile explorée, et à portée) ?
rv-the-mautoma-explores-where-is-there-25f39672 = Le Mautoma explore { $where }. Y a-t-il une tuile face cachée qu'il peut explorer (adjacente au gouffre ou à une tuile explorée, à n'importe quelle distance de ses pièces, d'un côté ou de l'autre du gouffre) ?
rv-the-first-eligible-tile-you-meet-e2165bb8 = la première tuile possible que vous rencontrez en suivant { $arrows }
rv-is-one-of-your-tribe-s-52a3cccb = Un des jetons de votre tribu est-il sur { $place }, où le Mautoma vient de placer ?
rv-which-sand-space-did-you-build-961c11a3 = Sur quelle case de sable avez-vous construit ?
rv-which-location-did-you-populate-837aa7fd = Quel lieu avez-vous peuplé ?
rv-which-area-tile-did-you-explore-00ef5d2a = Quelle tuile avez-vous explorée ?
rv-where-did-you-place-your-tribe-bce83d07 = Où avez-vous placé le jeton de votre tribu ?
rv-name-is-not-a-colour-one-a822958d = { $name } n'est pas une couleur : un seul mot, fait de lettres
rv-a-starting-tile-s-mark-goes-85847748 = la marque d'une tuile de départ se met sur un hexagone d'une tuile : peignez d'abord l'hexagone avec sa tuile
rv-crystals-are-printed-along-the-board-76ebc902 = les cristaux sont imprimés le long des bords du plateau, pas sur les tuiles (ils font partie de la disposition de votre plateau)
rv-a-large-location-is-a-corner-481f947e = un grand lieu est une tuile de coin à lui seul, jamais une case d'une tuile
rv-the-chasm-is-part-of-the-bfcfc642 = le gouffre fait partie du plateau, pas d'une tuile
rv-word-why-8118f06f = { $word } : { $why }
rv-word-is-not-a-kind-of-569545b7 = { $word } n'est pas un type de case ; utilisez sand, forest, mountain, field, water ou location (sable, forêt, montagne, champ, eau ou lieu)
rv-word-could-be-kinds-write-more-2ee54a11 = { $word } pourrait être { $kinds } : écrivez une plus grande partie du mot
rv-this-tile-has-spaces-spaces-you-15443b08 = cette tuile a { $spaces } cases ; vous en avez donné { $given } : donnez un type pour chacune, rangée par rangée depuis le haut, chaque rangée depuis la gauche
rv-give-the-number-or-symbol-printed-c2b7fdc0 = donnez le numéro ou le symbole imprimé sur la tuile, ou un nom
rv-a-tile-s-name-has-at-2f571f91 = le nom d'une tuile compte au plus { $most } caractères
rv-a-tile-s-name-cannot-contain-6e83b893 = le nom d'une tuile ne peut pas contenir ';' ni commencer par '('
rv-that-is-every-position-348ad99b = Ce sont toutes les positions
rv-that-is-the-most-positions-a-666ab3ef = C'est le plus grand nombre de positions qu'une piste puisse avoir.
rv-position-position-which-colour-clockwise-all-fb0603be = Position { $position } : quelle couleur ? (dans le sens horaire, sur tout le tour jusqu'à la case avant la position 1)
rv-another-colour-its-name-8b7dda6e = Une autre couleur : son nom
rv-choose-the-arrows-then-tap-each-88240034 = Choisissez les flèches, puis touchez chaque position qui les désigne.
rv-position-position-colour-6c5130ac = Position { $position } ({ $colour ->
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
    })
rv-choose-what-a-hex-is-then-1c29bda9 = Choisissez ce qu'est un hexagone, puis touchez les hexagones de la rangée { $line } (de gauche à droite) qui en sont.
rv-row-line-hex-place-2c9c0824 = rangée { $line }, hexagone { $place }
rv-row-line-is-done-5cb37a19 = La rangée { $line } est finie
rv-choose-what-a-hex-is-then-6dbe586a = Choisissez ce qu'est un hexagone, puis touchez les hexagones de la colonne { $line } (de haut en bas) qui en sont.
rv-column-line-hex-place-1976af4b = colonne { $line }, hexagone { $place }
rv-column-line-is-done-aa0148cd = La colonne { $line } est finie
rv-no-hex-f505e585 = Pas d'hexagone
rv-chasm-b73dff43 = Gouffre
rv-tile-tile-cbbfa8d6 = Tuile { $tile }
rv-new-tile-tile-7833b8c5 = Nouvelle tuile { $tile }
rv-corner-corner-c264a0bb = Coin { $corner }
rv-starting-tile-add-to-a-tile-801b8ced = Tuile de départ (à ajouter à une tuile)
rv-crystal-on-the-edge-add-tap-97ad7209 = Cristal sur le bord (à ajouter ; touchez de nouveau pour deux)
rv-top-row-af57fa86 = rangée du haut
rv-bottom-row-475c822a = rangée du bas
rv-row-row-e68f5d8c = rangée { $row }
rv-the-row-0e1d4a3c = la rangée
rv-row-space-space-from-the-left-b408bbc2 = { $row }, case { $space } depuis la gauche
rv-its-number-or-the-symbol-printed-f2139f94 = Son numéro (ou le symbole imprimé dessus) ?
rv-another-number-or-symbol-or-a-fc462e2e = Un autre numéro ou symbole, ou un nom auquel vous la reconnaîtrez
rv-choose-a-kind-then-tap-each-913003ae = Choisissez un type, puis touchez chaque case de la tuile qui le montre.
rv-source-where-a-position-is-listed-8e11f0da = { $source } : { $where } : une position est donnée deux fois ({ $values })
rv-source-arrow-groups-group-group-is-5be81f1c = { $source } : arrow_groups : le groupe { $group } est donné deux fois (le plateau a les groupes 1-{ $groups }, chacun une fois)
rv-source-sections-section-section-is-given-3263cf9a = { $source } : sections : la section { $section } est donnée deux fois
rv-source-position-number-section-section-is-69acd057 = { $source } : position { $number } : la section { $section } n'est pas une des sections du plateau ({ $sections })
rv-source-position-number-no-arrow-group-d2c75ef1 = { $source } : position { $number } : pas de groupe de flèches ; donnez arrow_group pour la position ou pour la section { $section }
rv-source-sections-section-section-has-no-4e200ea8 = { $source } : sections : la section { $section } n'a aucune position sur la piste d'énergie (une faute de frappe dans la section d'une position ?)
rv-source-starting-cards-give-two-different-ca4fe6eb = { $source } : starting_cards : donnez deux numéros de carte différents, de 1 à 6, pas { $cards }
rv-source-tile-tile-is-described-twice-cb3e7661 = { $source } : la tuile { $tile } est décrite deux fois, et différemment
rv-source-field-a-file-of-tiles-9613f528 = { $source } : { $field } : un fichier de tuiles sans plateau ne donne que layout et [[area_tiles]]
rv-your-board-s-layout-does-not-6f0c33f1 = la disposition de votre plateau ne se lit pas comme une carte
rv-the-spaces-of-an-area-tile-ecea3350 = les cases d'une tuile : leurs types, puis où chacune se trouve
rv-revive-s-map-facts-are-frame-9aa6e93c = Les données de carte de Revive sont { $frame }, { $tiles } et '{ $tile }NAME'
rv-key-a-position-of-the-energy-f8248a17 = { $key } : une position de la piste d'énergie est un nombre de 1 à { $most }
rv-value-is-not-written-as-soloist-bd9837d0 = { $value } n'est pas écrit comme Soloist le garde
rv-give-a-number-of-positions-from-963ed234 = donnez un nombre de positions de 2 à { $most }
rv-revive-s-board-facts-are-track-5bf7a9eb = Les données de plateau de Revive sont { $track }, { $colours }, { $arrows }, { $first } et { $second }
rv-source-where-problem-662a216d = { $source } : { $where } : { $problem }
rv-hex-hex-is-already-used-by-46aa7e03 = l'hexagone { $hex } est déjà utilisé par { $owner }
rv-tile-id-tile-is-used-twice-2d6d08d0 = l'identifiant de tuile { $tile } est utilisé deux fois
rv-give-the-kind-of-every-space-634c75e4 = donnez le type de chaque case de la tuile, ou d'aucune (la tuile est alors nommée à table quand elle est face visible)
rv-a-tile-s-key-names-the-92fa9151 = la clé d'une tuile nomme la tuile posée là : donnez aussi les types de ses cases
rv-tile-tile-is-described-twice-dcb3970f = la tuile { $tile } est décrite deux fois
rv-hex-hex-is-given-twice-each-487da7cb = l'hexagone { $hex } est donné deux fois : chaque case d'une tuile est sur son propre hexagone
rv-id-id-looks-like-a-hex-b86eb358 = l'identifiant { $id } ressemble à un nom d'hexagone ; choisissez-en un autre (NW, north-east, ...)
rv-id-id-is-used-twice-3b277648 = l'identifiant { $id } est utilisé deux fois
rv-hex-hex-is-not-a-space-5043ebfd = l'hexagone { $hex } n'est pas une case de la carte
rv-tile-is-not-a-tile-of-cdea3e15 = { $tile } n'est pas une tuile de la carte
rv-space-is-on-tile-tile-which-0ba6a86a = { $space } est sur la tuile { $tile }, qui est face cachée
rv-space-is-on-tile-tile-whose-38fbc877 = { $space } est sur la tuile { $tile }, dont le fichier ne donne pas les cases
rv-space-is-kind-not-wanted-d96581a1 = { $space } est { $kind }, pas { $wanted }
rv-space-is-listed-twice-5768ad53 = { $space } figure deux fois
rv-space-already-has-a-mautoma-building-e14fb598 = { $space } a déjà un bâtiment du Mautoma (un bâtiment par case)
rv-your-board-s-layout-42888725 = la disposition de votre plateau
rv-the-area-tiles-described-be65800e = les tuiles décrites
rv-does-not-read-7f5465d3 = ne se lit pas
rv-count-positions-colours-4bf27b2d = { $count } { $count ->
        [one] position
       *[other] positions
    } : { $colours }
rv-count-positions-from-position-1-clockwise-5ece3e63 = { $count } { $count ->
        [one] position
       *[other] positions
    } à partir de la position 1, dans le sens horaire : { $colours }
rv-arrows-counted-from-a-slot-no-baa3c496 = { $arrows } (comptées à partir d'une case qui n'est plus connue)
rv-count-positions-d27f21a0 = { $count } { $count ->
        [one] position
       *[other] positions
    }
rv-the-number-of-positions-of-your-5090d617 = le nombre de positions de la piste d'énergie de votre plateau du Mautoma
rv-the-colours-of-your-energy-track-8f2cfc12 = les couleurs des positions de votre piste d'énergie
rv-the-tiebreaker-arrows-of-your-energy-f634e482 = les flèches de départage des positions de votre piste d'énergie
rv-the-first-action-card-with-an-2fa3532c = la première carte Action avec un « S »
rv-the-other-action-card-with-an-22b56ff8 = l'autre carte Action avec un « S »
rv-the-tiebreaker-arrows-at-position-position-e2cefd2c = les flèches de départage à la position { $position } de la piste d'énergie (d'une version antérieure)
rv-source-a-layout-gives-no-kinds-5182b927 = { $source } : une disposition ne donne pas de types : les cases d'une tuile s'apprennent quand elle est face visible
rv-source-no-starting-tile-mark-the-61d943c3 = { $source } : pas de tuile de départ : marquez les hexagones de chaque tuile de départ avec * après son numéro
rv-source-the-hexes-of-tile-tile-70215629 = { $source } : les hexagones de la tuile { $tile } ne sont pas tous voisins : vérifiez son numéro sur chaque ligne
rv-a-map-with-negative-rows-or-3b5c647a = une carte avec des rangées ou des colonnes négatives ne se décrit pas ligne par ligne
rv-not-a-layout-the-text-soloist-1e006a4c = pas une disposition : le texte que Soloist écrit quand vous décrivez votre plateau ou importez son fichier de carte
rv-kinds-and-last-03583e8f = { $kinds } et { $last }
rv-kinds-a-starting-tile-b1379ac4 = { $kinds } (une tuile de départ)
rv-tiles-names-73bcee53 = tuiles { $names }
rv-tile-name-70d5d477 = tuile { $name }
rv-not-described-yet-1b79de2f = pas encore décrit
rv-your-score-is-not-modelled-in-fc2d1cd2 = Votre score n'est pas modélisé en simulation (seules vos actions sur la carte le sont) : les parties n'ont donc pas de résultat par rapport aux seuils. Une victoire ici est une victoire dans la lutte pour la carte : un point pour chacune des récompenses de la carte à côté des bâtiments d'un camp (chaque case de terrain et chaque cristal à côté d'un bâtiment, chaque case d'eau à côté d'eux une fois), pour chaque tuile qu'il a explorée et chaque lieu qu'il a peuplé ; vous gagnez avec plus de points que le Mautoma. Les points (un chacun) sont un choix de Soloist : ce que valent une tuile, une technologie ou les récompenses d'un bâtiment dépend de composants qui ne sont pas publics. Ce mode solo n'a pas de niveaux de difficulté : les cartes « S » donnent la ventilation du rapport.
rv-the-mautoma-board-and-the-map-2d8a918c = Le plateau du Mautoma et la carte joués sont FICTIFS (un exemple inventé par Soloist) : ces chiffres montrent comment les règles du Mautoma s'y appliquent, pas sur les vrais composants. Donnez les vôtres avec --board FILE et --map FILE.
rv-the-mautoma-board-played-on-is-0261e6c6 = Le plateau du Mautoma joué est FICTIF (un exemple inventé par Soloist) : ces chiffres montrent comment les règles du Mautoma s'y appliquent, pas sur les vrais composants. Donnez les vôtres avec --board FILE et --map FILE.
rv-the-map-played-on-is-fictional-e1722f39 = La carte jouée est FICTIVE (un exemple inventé par Soloist) : ces chiffres montrent comment les règles du Mautoma s'y appliquent, pas sur les vrais composants. Donnez les vôtres avec --board FILE et --map FILE.

# crawl (w-crawl): the table's words (tableview.py)
rv-my-exceptions-to-the-rules-2ce22470 = mes exceptions aux règles
rv-energy-track-18715f7e = Piste d'énergie
rv-card-number-6f12e819 = Carte { $number }
rv-action-card-3ba772ff = carte Action
rv-energy-energy-dde6c735 = énergie +{ $energy }
rv-position-number-colour-section-section-03adc87d = case { $number } ({ $colour }, section { $section })
rv-position-number-colour-bf6d4231 = case { $number } ({ $colour })
rv-position-number-0b47b332 = case { $number }
rv-energy-marker-f537482c = marqueur d'énergie
rv-the-marker-is-on-position-position-5ebfaf50 = le marqueur est sur la case { $position } de { $size }, la { $colour }, dans le sens horaire
rv-the-marker-is-on-position-position-58b6491c = le marqueur est sur la case { $position } de { $size }, dans le sens horaire
rv-action-deck-1d5b2e00 = Pioche Action
rv-progress-deck-ea8dfb2d = Pioche Progrès
rv-drawn-card-number-054fe19d = Piochée : carte { $number }
rv-last-drawn-card-number-c0cbe433 = Dernière piochée : carte { $number }
rv-discards-cards-62338518 = Défausse : { $cards }
rv-discards-none-940f008a = Défausse : aucune
rv-small-buildings-left-b1f73899 = Petits bâtiments restants
rv-large-buildings-left-aae702e6 = Grands bâtiments restants
rv-figures-left-a91b9060 = Figurines restantes
rv-tiles-explored-42fe4f15 = Tuiles explorées
rv-mautoma-setting-up-d769ebae = Mautoma : mise en place
rv-mautoma-energy-energy-size-action-deck-92028824 = Mautoma : énergie { $energy }/{ $size } · pioche Action { $deck } (défausse { $discards }) · tours de renouvellement { $refreshes }/{ $most } · placés : { $buildings }, { $figures }, { $tiles }
rv-count-building-35a074dc = { $count } bâtiment
rv-count-buildings-dd06f0bc = { $count } bâtiments
rv-count-figure-40a00f89 = { $count } figurine
rv-count-figures-d19afa41 = { $count } figurines
rv-count-tile-79b9d2c3 = { $count } tuile
rv-count-tiles-e3362307 = { $count } tuiles
rv-your-turn-turn-of-turns-2a3426ad = Votre tour { $turn } sur { $turns }
rv-by-the-standard-rules-at-the-6d819ef1 = selon les règles standard, à la fin
rv-refresh-refreshes-most-9d2e4705 = renouvellement { $refreshes }/{ $most }
rv-refresh-turns-5fbbb7ae = Tours de renouvellement
rv-the-mautoma-s-decks-87fff6b8 = Les pioches du Mautoma
rv-the-game-ends-at-the-beginning-f4160065 = la partie s'arrête au début du quatrième
rv-the-mautoma-s-pieces-31084c60 = Les pièces du Mautoma
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


# crawl2 (w-crawl2)
rv-cards-first-and-second-bc37ac78 = Cartes { $first } et { $second }
rv-board-4816cbfd = Plateau
rv-sample-board-and-map-c219cff9 = Plateau et carte d'exemple
rv-as-your-board-says-asked-at-7ef79a96 = Comme l'indique votre plateau (demandé à la table si Soloist ne le sait pas)
rv-the-cards-with-an-s-0d9f77a2 = Les cartes marquées « S »
rv-any-other-tribe-467a78b4 = Toute autre tribu
rv-the-tribe-with-5-target-tiles-dd9be87e = La tribu avec 5 tuiles cibles sur sa face Lune (déduit)
rv-tribe-6c49567d = Tribu
rv-a-standard-set-8d2801cb = Un jeu standard
rv-drafted-draw-5-keep-2-until-3a61ebb8 = Draftées : piochez-en 5, gardez-en 2, jusqu'à en avoir 6
rv-starting-cards-161cfa4e = Cartes de départ
rv-your-mautoma-board-written-down-in-684bed4b = Votre plateau du Mautoma écrit dans un fichier : la piste d'énergie, ses couleurs et ses sections, les groupes de flèches, les deux cartes marquées « S ». Sans lui, Soloist demande à la table ce dont chaque décision a besoin, et garde votre plateau dans vos composants.
rv-your-map-written-down-in-a-3c149fe6 = Votre carte écrite dans un fichier : Soloist suit alors la carte et trouve lui-même les emplacements possibles, la portée et les bonus (vous lui dites vos propres actions de carte). Sans elle, il demande à la table, ou suit la disposition de votre plateau si vos composants la connaissent.
rv-play-on-soloist-s-fictional-sample-d58c0232 = Jouer sur le plateau et la carte d'exemple FICTIFS de Soloist là où vous ne donnez pas les vôtres (pour essayer Soloist ; ils sont inventés, ce ne sont pas les vrais composants).
rv-the-two-action-cards-with-an-19189023 = Les deux cartes action marquées « S » (Soloist numérote les cartes de 1 à 6 dans l'ordre où les règles solo les décrivent). Les vraies marques ne sont pas publiques. (Ce n'est pas un niveau de difficulté : ce mode solo n'en a pas.)
rv-whether-you-play-the-tribe-of-27d2ce63 = Si vous jouez la tribu des RÈGLES DE TRIBU SPÉCIFIQUES des règles solo : le Mautoma vous paie alors ses coûts quand il se place sur vos jetons. Les règles montrent cette tribu par une icône ; Soloist en déduit que c'est la tribu dont la face Lune a 5 tuiles cibles.
rv-your-6-starting-citizen-cards-by-19edca90 = Vos 6 cartes citoyen de départ, selon les règles solo.

# r6 revive (w-r6-revive)
# $article : l'article anglais (« a »/« an ») devant une couleur ; les messages français qui
# le reçoivent choisissent le leur et ne l'emploient pas.
rv-a-ca978112 = un
rv-an-ea325d76 = un
rv-a-559aead0 = Un
rv-an-9f98b7c7 = Un
# La taille d'un bâtiment du Mautoma ($size) ; les messages choisissent leur forme d'après elle.
rv-small-81db8ebb = petit
rv-large-d35c416a = grand
rv-your-board-s-layout-its-hexes-d108ae03 = la disposition de votre plateau (ses hexagones, les emplacements des tuiles, le gouffre, les coins et les cristaux) : décrite une fois à la table, rangée par rangée (proposée à la mise en place de la partie suivante), pour que Soloist puisse suivre la carte
rv-left-of-your-tiles-area-tiles-e14b33ad = { $left } de vos { $tiles } tuiles de zone : chacune est décrite la première fois qu'elle est face visible dans une partie (ensuite seul son nom est demandé)
rv-your-mautoma-board-s-energy-track-d2cb19a0 = la piste d'énergie de votre plateau du Mautoma : la couleur de chaque position (demandée une fois, à la mise en place de la partie suivante)
rv-the-tiebreaker-arrows-each-position-of-c8b50a53 = les flèches de départage que désigne chaque position de la piste d'énergie (demandées une fois, quand Soloist suit votre carte pour la première fois)
rv-which-two-of-the-six-action-022703a4 = lesquelles des six cartes Action portent le « S » (demandé à la mise en place)
# Les pastilles de couleur de la piste d'énergie (le mot sur la pastille).
rv-purple-7d465fb9 = Violet
rv-yellow-19dd83f1 = Jaune
rv-orange-78e7771b = Orange
rv-red-ba19e9c3 = Rouge
rv-pink-bd38ed77 = Rose
rv-teal-fa15a5c1 = Turquoise
rv-brown-18f28559 = Marron
rv-grey-d4ac5809 = Gris
rv-black-c6cfe6e4 = Noir
rv-white-3495e757 = Blanc
rv-colour-d6838c35 = couleur
rv-your-energy-track-d060fad0 = Votre piste d'énergie
rv-position-number-colour-0355062b = position { $number } : { $colour }
rv-number-colour-d071cdab = { $number } : { $colour }
rv-number-arrows-f5560e4e = { $number } : { $arrows }
# La carte (un hexagone, ses pièces, la dernière décision du Mautoma) et la disposition du
# plateau décrite.
rv-mautoma-building-82c17478 = bâtiment du Mautoma
rv-mautoma-figure-f5842b8a = figurine du Mautoma
rv-your-token-4d911961 = votre jeton
rv-chosen-7be403e3 = choisi
rv-a-candidate-0934bcbe = un candidat
rv-the-tile-being-named-db9963a6 = la tuile en train d'être nommée
rv-no-hex-56a9f1b7 = pas d'hexagone
rv-the-board-s-first-hex-4c731155 = le premier hexagone du plateau
rv-the-mautoma-s-last-decision-it-62603173 = La dernière décision du Mautoma : il construit sur { $spot } (les candidats avec leurs valeurs)
rv-the-mautoma-s-last-decision-it-3638134e = La dernière décision du Mautoma : il peuple { $spot } (ses candidats)
rv-the-mautoma-s-last-decision-it-9eab2f07 = La dernière décision du Mautoma : il explore { $spot } (ses candidats)
rv-chosen-value-value-6e5e22d6 = choisi, valeur { $value }
rv-a-candidate-value-value-81810a54 = un candidat, valeur { $value }
rv-the-mautoma-builds-on-spot-93e4ddb1 = Le Mautoma construit sur { $spot }
rv-the-mautoma-populates-on-spot-2b242cfd = Le Mautoma peuple { $spot }
rv-the-mautoma-explores-spot-3537caba = Le Mautoma explore { $spot }
rv-words-with-count-crystal-next-to-c1e871f7 = { $words }, avec { $count } cristal à côté
rv-words-with-count-crystals-next-to-e33a11f6 = { $words }, avec { $count } cristaux à côté
rv-starting-tile-tile-78cebf03 = tuile de départ { $tile }
rv-area-tile-tile-ef67be2b = tuile de zone { $tile }
rv-the-corner-s-large-location-corner-647c2c09 = le grand lieu du coin { $corner }
rv-row-line-hex-place-words-ec94ecfd = rangée { $line }, hexagone { $place } : { $words }
rv-column-line-hex-place-words-17c624f9 = colonne { $line }, hexagone { $place } : { $words }
rv-your-board-as-described-so-far-6266a121 = Votre plateau tel que décrit jusqu'ici ({ $count } rangées sur { $lines })
rv-your-board-as-described-so-far-9f2555d7 = Votre plateau tel que décrit jusqu'ici ({ $count } colonnes sur { $lines })
# Vos composants, les flèches de départage et une tuile telle qu'elle est posée.
rv-not-known-b99520f7 = pas connu
rv-name-fictional-tiles-places-for-area-a3823089 = { $name } (FICTIF) : { $tiles } emplacements de tuiles de zone, dont { $starting } pour les tuiles de départ
rv-name-tiles-places-for-area-tiles-f4ce6ade = { $name } : { $tiles } emplacements de tuiles de zone, dont { $starting } pour les tuiles de départ
rv-tile-name-kinds-3bbb4d2b = tuile { $name } : { $kinds }
rv-thick-arrow-at-the-top-13d3e9cb = Flèche épaisse en haut →
rv-thick-arrow-at-the-top-eef8e415 = Flèche épaisse en haut ←
rv-thick-arrow-at-the-bottom-6fac133b = Flèche épaisse en bas →
rv-thick-arrow-at-the-bottom-9851329e = Flèche épaisse en bas ←
rv-tiebreaker-arrows-cb22e809 = flèches de départage
rv-space-kind-8cea1745 = { $space } : { $kind }
rv-tile-tile-as-it-lies-0a20cc19 = Tuile { $tile }, telle qu'elle est posée
rv-kinds-or-kind-5eaac70f = { $kinds } ou { $kind }
# L'ordre dans lequel les cases d'une tuile sont nommées.
rv-count-spaces-7bdc816c = { $count } cases
rv-count-space-3b084ac7 = { $count } case
rv-from-the-left-spaces-edaa8f47 = depuis la gauche ({ $spaces })
rv-its-row-from-the-left-spaces-10150beb = sa { $row } depuis la gauche ({ $spaces })
rv-rows-then-its-row-spaces-a5d12095 = { $rows }, puis sa { $row } ({ $spaces })

# r7 rest (w-r7-rest)
rv-person-map-points-461d7ff1 = Vos points de la carte
rv-mautoma-map-points-cb953eb4 = Points de la carte du Mautoma
rv-person-build-rewards-0d050e0c = Vos récompenses de construction
rv-mautoma-build-rewards-294f6c40 = Récompenses de construction du Mautoma
rv-person-tiles-ee5435ae = Vos tuiles de région
rv-person-figures-cb7e3d34 = Vos figurines
rv-person-turns-8bddd12a = Vos tours
rv-mautoma-turns-3ebf299d = Tours du Mautoma
rv-refreshes-cc988198 = Renouvellements
rv-mautoma-buildings-b57d254d = Bâtiments du Mautoma
rv-mautoma-figures-a92dd55d = Figurines du Mautoma
rv-mautoma-tiles-c0222c47 = Tuiles de région du Mautoma
rv-mautoma-skipped-264eaa5e = Actions sautées par le Mautoma
rv-final-action-deck-6410363f = Paquet d'actions final
rv-artifacts-removed-d74ebe33 = Artefacts retirés
rv-mautoma-build-bonus-1080abe1 = Bonus de construction du Mautoma
rv-draws-card-number-f356b6a3 = Tirages de la carte { $number }

# r9 help (w-r9-help-fr)
rv-a-balance-report-compares-all-15-76ecc429 = Un rapport d'équilibre compare les 15 paires.

# r9 values (w-r9-values)
rv-buildings-the-mautoma-placed-d3e586f7 = Bâtiments placés par le Mautoma
rv-population-figures-the-mautoma-placed-c1d98ba2 = Figurines de population placées par le Mautoma
rv-area-tiles-the-mautoma-explored-b102d25b = Tuiles explorées par le Mautoma
rv-actions-the-mautoma-skipped-no-legal-dd0b4a3f = Actions sautées par le Mautoma (aucun placement ni aucune tuile valide)
rv-bonuses-next-to-the-mautoma-s-3546147a = Bonus à côté des bâtiments du Mautoma, selon son propre compte quand il a construit (additionnés)
rv-stand-in-won-the-contest-for-72590005 = Victoire du joueur simulé dans la lutte pour la carte (plus de points que le Mautoma)
rv-stand-in-s-points-in-the-864cf2fb = Points du joueur simulé dans la lutte pour la carte moins ceux du Mautoma
rv-stand-in-s-points-in-the-6e3db2c2 = Points du joueur simulé dans la lutte pour la carte
rv-the-mautoma-s-points-in-the-7fa95b0b = Points du Mautoma dans la lutte pour la carte
rv-the-map-s-rewards-next-to-e10a33d4 = Récompenses de la carte à côté des bâtiments du joueur simulé
rv-the-map-s-rewards-next-to-284f96fe = Récompenses de la carte à côté des bâtiments du Mautoma, comptées comme celles du joueur simulé
rv-area-tiles-the-stand-in-explored-bd3c454d = Tuiles explorées par le joueur simulé
rv-population-figures-the-stand-in-placed-0ed133ef = Figurines de population placées par le joueur simulé
rv-mautoma-turns-before-the-game-ends-ec7addb8 = Tours du Mautoma avant la fin de la partie (action + renouvellement)
rv-your-turns-when-the-game-ends-4bc760f0 = Vos tours à la fin de la partie
rv-major-artifacts-the-refresh-turns-removed-2754c130 = Artefacts majeurs retirés par les tours de renouvellement
rv-times-card-number-is-drawn-97fdadb0 = Nombre de fois où la carte { $number } est piochée
rv-one-map-action-a-turn-rotating-aa1ccc5d = une action sur la carte par tour, à tour de rôle explorer → construire → peupler, sur la cible possible la plus proche de ses propres pièces (au hasard parmi les plus proches) ; pas de jetons de tribu ; il n'a pas de score (votre partie au-delà de la carte n'est pas modélisée) : les parties n'ont donc ni résultat ni taux de victoire, les chiffres sont ceux du Mautoma. Joue sur la carte et le plateau d'exemple FICTIFS, sauf si --map et --board sont donnés
rv-one-map-action-a-turn-the-37544841 = une action sur la carte par tour, la meilleure récompense que montre la carte : il construit tant qu'une case de sable rapporte une récompense (le plus de terrain, de cristaux et d'eau non réclamée à côté ; à égalité, l'endroit que le Mautoma estimerait le plus dans sa portée 3, puis le plus proche), sinon peuple un lieu sans figurine du Mautoma, sinon explore la tuile voisine du plus grand nombre de ses bâtiments ; pas de jetons de tribu ; il n'a pas de score (votre partie au-delà de la carte n'est pas modélisée) : les parties n'ont donc ni résultat ni taux de victoire, les chiffres sont ceux du Mautoma. Joue sur la carte et le plateau d'exemple FICTIFS, sauf si --map et --board sont donnés
rv-one-map-action-a-turn-at-28290217 = une action sur la carte par tour, au hasard (construire, peupler ou explorer), sur une cible au hasard ; pas de jetons de tribu. Joue sur la carte et le plateau d'exemple FICTIFS, sauf si --map et --board sont donnés
rv-one-map-action-a-turn-as-f6c4f10f = une action sur la carte par tour, comme greedy et steady, choisie par recherche : quelle action (construire, peupler, explorer) et où (les { $candidates } meilleures cibles de greedy), chacune essayée sur des copies de la partie dont la part cachée (l'ordre des paquets du Mautoma, la carte dans la boîte, les tuiles face cachée) est tirée à nouveau et jouée { $turns } tours par greedy ; il garde la réponse avec la meilleure avance dans la lutte pour la carte (les récompenses de la carte à côté de ses bâtiments contre celles à côté de ceux du Mautoma) ; pas de jetons de tribu, pas d'artefacts. Joue sur la carte et le plateau d'exemple FICTIFS, sauf si --map et --board sont donnés
rv-stand-in-s-points-in-the-a5516644 = points du joueur simulé dans la lutte pour la carte moins ceux du Mautoma

# r9 files (lead)
rv-revive-s-components-have-no-fact-846463ef = Les composants de Revive n'ont pas de donnée { $key }

# r9 decide (w-r9-decide)
rv-the-new-action-deck-has-count-408b6d0b = : la nouvelle pioche Action a { $count } cartes
rv-the-new-action-deck-has-1-8a7cfb7f = : la nouvelle pioche Action a 1 carte de plus
rv-no-board-file-32ce48dd = pas de fichier de plateau
rv-name-fictional-fc71fa45 = { $name } (FICTIF)
rv-facts-from-the-table-7bf1b717 = ce que dit la table
rv-map-name-fictional-89381b28 = carte { $name } (FICTIVE)
rv-map-name-9f1e6959 = carte { $name }
rv-a-refresh-turn-2fcf19e7 = un tour de renouvellement
rv-card-number-52cb1467 = carte { $number }
rv-energy-marker-on-position-energy-of-aaf76560 = Marqueur d'énergie sur la position { $energy } sur { $size } ({ $board }) ; { $what } ; { $where }.
rv-after-the-turn-energy-marker-on-33869517 = Après le tour : marqueur d'énergie sur la position { $energy } ; il reste au Mautoma { $small } petits et { $large } grands bâtiments et { $figures } figurines.
rv-source-field-not-given-but-why-0675b825 = { $source } : { $field } : non indiqué, mais { $why } ; indiquez-le
rv-the-mautoma-explores-4802fce3 = le Mautoma explore
rv-a-tie-needs-the-tiebreaker-arrows-1db8bd55 = une égalité demande les flèches de départage et aucun fichier de plateau n'est donné
rv-source-the-tile-on-place-is-eaf285c1 = { $source } : la tuile sur { $place } est face visible, et le fichier de la carte ne dit pas ce qu'elle montre ; donnez les types de ses cases dans le fichier de la carte
rv-source-cannot-answer-question-956e76e6 = { $source } : impossible de répondre à { $question }
rv-the-mautoma-builds-4ba8aa5e = le Mautoma construit
rv-the-mautoma-populates-a66e9543 = le Mautoma peuple
rv-where-empty-give-sample-or-the-10939a5d = { $where } : vide ; indiquez "sample" ou le chemin de votre fichier de carte (ou omettez le champ)
rv-where-empty-give-sample-or-the-b98d7750 = { $where } : vide ; indiquez "sample" ou le chemin de votre fichier de plateau (ou omettez le champ)
rv-where-value-is-a-folder-not-0780fe80 = { $where } : { $value } est un dossier, pas un fichier de carte
rv-where-value-is-a-folder-not-e7abc776 = { $where } : { $value } est un dossier, pas un fichier de plateau
rv-where-value-no-such-file-path-41db096c = { $where } : { $value } : ce fichier n'existe pas ({ $path })
rv-path-give-either-a-map-soloist-b8778adc = { $path } : donnez soit une carte (Soloist calcule les emplacements possibles), soit spots/locations/tiles (ce que dit la table), pas les deux
rv-path-state-pieces-on-the-map-b87c575d = { $path } : state : des pièces sur la carte demandent un fichier de carte (map = ...)
rv-source-track-size-not-given-and-041ded59 = { $source } : track_size : non indiqué, et aucun fichier de plateau ne donne la piste d'énergie ; donnez l'un ou l'autre
rv-source-energy-position-energy-is-not-f5bdc2ef = { $source } : energy : la position { $energy } n'est pas sur une piste d'énergie de { $size } positions
rv-a-refresh-turn-reads-the-colours-c04b55bf = un tour de renouvellement lit les couleurs et les icônes du plateau du Mautoma

# r9 data files (w-r9-pydantic)
rv-give-a-card-number-from-1-d9dabdc2 = donnez un numéro de carte de 1 à 6, ou "refresh", pas { $value }
