# What Soloist asks and tells (questions, their help, errors); see docs/translating.md.
# Ce que Soloist demande et dit hors du journal : les réponses et leurs refus, le terminal,
# les parties enregistrées, les sauvegardes. On vouvoie ; guillemets « » avec espaces.
# Mots (comme pages.ftl) : partie, vos composants, votre exemplaire, donnée (fact),
# enregistrement (record d'une partie), sauvegarde (backup), annuler (undo), journal (log),
# graine (seed), base de données des parties (save database), format d'enregistrement
# (save format). Les mots tapés au terminal sont des mots simples, sans espace, tous
# différents (« annuler » pour undo, « abandonner » pour cancel).

# When a game was last played (the page writes { $time } as 14:05).
common-today-at-time-0c5739e8 = aujourd'hui à { $time }
common-yesterday-at-time-19b2a3ae = hier à { $time }

# Les réponses et leurs refus.
common-answer-is-not-a-valid-answer-2bc64321 = { $answer } n'est pas une réponse valide ; { $hint }
common-choose-a-number-from-1-to-9951f5a4 = choisissez un nombre de 1 à { $count }
common-choose-one-of-keys-b6ce8af7 = choisissez parmi : { $keys }
common-yes-85a39ab3 = Oui
common-no-1ea442a1 = Non
common-no-answer-given-answer-with-answers-f32e645b = aucune réponse donnée ; répondez par { $answers }
common-answer-is-not-a-whole-number-56b1c6d4 = { $answer } n'est pas un nombre entier ; donnez un nombre de { $low } à { $high }
common-number-is-out-of-range-give-c2ef0c1b = { $number } est hors limites ; donnez un nombre de { $low } à { $high }
common-keys-or-a-text-such-as-b0ce0460 = { $keys }, ou un texte comme { $examples }
common-a-text-such-as-examples-0a477a04 = un texte comme { $examples }
common-a-whole-number-from-low-to-829d391d = un nombre entier de { $low } à { $high }
common-first-or-second-2939fae6 = { $first } ou { $second }
common-done-11a6767d = Terminé
common-key-cannot-be-tapped-now-prompt-539e5a43 = { $key } ne peut pas être touché maintenant ; { $prompt }
common-tap-a-place-of-the-drawing-e5f59805 = touchez un endroit du dessin ; { $prompt }
common-nothing-to-paint-here-prompt-f968cd44 = rien à peindre ici ; { $prompt }
common-there-is-no-place-place-to-80c82ca3 = il n'y a pas d'endroit { $place } à toucher ; { $prompt }
common-no-name-is-asked-here-prompt-26033433 = aucun nom n'est demandé ici ; { $prompt }
common-no-name-given-what-1d2ba445 = aucun nom donné ; { $what }
common-an-answer-built-by-taps-holds-6740e9d4 = une réponse composée par appuis compte au plus { $count } parties
common-the-answer-being-built-was-not-f7b878e5 = la réponse en cours de composition n'a pas été comprise ; recommencez-la

# Le terminal.
common-game-game-is-resumed-e06f0350 = La partie { $game } reprend.
common-it-is-shown-as-it-was-f45e8dee = Elle est affichée telle qu'elle a été jouée : { $command }
common-go-on-as-a-new-game-c0974aea = Continuer comme nouvelle partie ?
common-nothing-was-changed-it-is-shown-28807714 = Rien n'a été modifié. Elle est affichée telle qu'elle a été jouée : { $command }
common-game-game-goes-on-from-there-bad07267 = La partie { $game } continue à partir de là ; la partie { $old } est gardée telle qu'elle a été jouée.
common-delete-saved-game-game-26cfe7c1 = Supprimer la partie enregistrée { $game } ?
common-nothing-deleted-f727d253 = Rien n'a été supprimé.
common-deleted-game-8d4a73dc = Partie { $game } supprimée.
common-waiting-for-question-638c3ade = En attente de : { $question }
common-offer-to-do-so-command-a17abf1e = { $offer } Pour cela : { $command }
common-take-back-your-last-answer-dice-9d686802 = annuler votre dernière réponse (les dés et les cartes déjà révélés restent les mêmes)
common-show-the-whole-log-of-this-3064819b = afficher tout le journal de cette partie
common-show-the-table-scores-the-automa-b63937f2 = afficher la table : scores, plateau de l'automa, cartes et dés
common-show-this-help-245a9d2f = afficher cette aide
common-leave-the-game-is-saved-after-e278bedf = quitter ; la partie est enregistrée après chaque réponse
# Les mots tapés au terminal (les commandes, les étapes d'une réponse composée).
common-undo-f015346a = annuler
common-log-836ff184 = journal
common-state-4ba69735 = table
common-help-106a5842 = aide
common-quit-8577da2e = quitter
common-remind-efafcd96 = rappel
common-build-44575cf5 = composer
common-back-3c482346 = retour
common-done-a4c3ed04 = fini
common-cancel-2374d917 = abandonner
common-game-game-options-seed-seed-c0fa993e = Partie { $game } · { $options } · graine { $seed }
common-game-game-seed-seed-a205a304 = Partie { $game } · graine { $seed }
common-type-an-answer-or-commands-c3ca2a3c = Tapez une réponse, ou : { $commands }.
# $title est le titre d'un rappel (« my exceptions to the rules »), comme dans pages.ftl.
common-remind-me-of-title-283b35ac = rappel : { $title }
common-remind-me-of-titles-and-last-d6a05eaa = rappel : { $titles } et { $last }
common-the-game-is-shown-as-it-0f7938f3 = La partie est affichée telle qu'elle est maintenant.
common-error-please-answer-again-c06d8ed4 = { $error }. Veuillez répondre de nouveau.
common-not-valid-5edc7dd1 = Non valide :
common-answered-answer-e362c697 = Réponse : « { $answer } »
common-you-typed-c606aaac = Vous avez tapé :
common-so-far-answer-1ae40059 = (jusqu'ici : { $answer })
common-what-type-it-b7b54bcb = { $what } : tapez-le
common-or-words-80e820c7 = ou : { $words }
common-choose-a-number-from-1-to-f440c125 = choisissez un nombre de 1 à { $last }, ou tapez un nom.
common-choose-a-number-from-1-to-21a981c0 = choisissez un nombre de 1 à { $last }.
common-error-538d1385 = { $error }.
common-choose-a-number-from-1-to-abdfd8aa = choisissez un nombre de 1 à { $last }, ou { $cancel }.
common-or-type-undo-to-take-back-c8e3eb5c = Ou tapez { $undo } pour annuler votre réponse (rien n'a été enregistré).
common-undone-31f6cd53 = Annulé :
common-your-answer-answer-is-taken-back-804bc674 = votre réponse { $answer } est annulée ; rien n'a été enregistré. Répondez de nouveau à la question.
common-your-components-are-kept-as-they-6bf8b41b = Vos composants restent tels quels.
common-your-answer-answer-is-taken-back-c1248e65 = votre réponse « { $answer } » est annulée. Les dés et les cartes déjà révélés restent les mêmes.
common-the-end-9ed60853 = Fin
common-type-undo-to-take-back-your-fb9d9755 = Tapez { $undo } pour annuler votre dernière réponse, ou appuyez sur Entrée pour quitter.
common-game-game-is-saved-with-its-4cc41df5 = La partie { $game } est enregistrée avec son résultat.
common-saved-continue-with-command-9a6f2494 = Enregistrée. Pour continuer : { $command }
common-from-the-table-44be9581 = (sur la table)
common-or-type-it-such-as-first-9c91592a = ou tapez-la, par exemple « { $first } » ou « { $second } »
common-or-type-it-such-as-example-d4330626 = ou tapez-la, par exemple « { $example } »
common-or-type-build-to-put-it-3989f03e = ou tapez { $build } pour la composer étape par étape
common-soloist-the-automa-plays-you-play-b528a55b = { $soloist } — l'automa joue, vous jouez.
common-new-game-title-307a3346 = Nouvelle partie : { $title }
common-resume-a-saved-game-count-in-f7798100 = Reprendre une partie enregistrée ({ $count } en cours)
common-quit-b3eb37ac = Quitter
common-what-would-you-like-to-do-fb0d95c2 = Que voulez-vous faire ?
common-game-title-damaged-damage-275a0ca0 = { $game } · { $title } · endommagée : { $damage }
common-game-title-count-answers-when-a393c968 = { $game } · { $title } · { $count ->
        [one] { $count } réponse
       *[other] { $count } réponses
    } · { $when }
common-which-game-41a75379 = Quelle partie ?
common-bye-d34d6c96 = Au revoir.
common-the-game-could-not-start-what-8d73f31a = La partie n'a pas pu commencer. Que faire ?
common-choose-the-options-again-f2ed6b7c = Choisir à nouveau les options
common-please-type-a-number-from-1-97564df9 = Tapez un nombre de 1 à { $last }, ou appuyez sur Entrée pour la valeur par défaut.
common-please-type-a-number-from-1-e2e4c7b1 = Tapez un nombre de 1 à { $last }.
common-title-help-enter-no-c6c0da99 = { $title } : { $help } (Entrée : non)
common-label-default-e4fff72d = { $label } (par défaut)
common-title-help-701c650a = { $title } : { $help }
common-path-or-enter-for-none-3548fa7c = Chemin, ou Entrée pour aucun
common-path-does-not-exist-8efc24cb = { $path } n'existe pas.

# Les enregistrements de parties et leurs refus. $source est un fichier ou une partie
# (« saved game … ») : les phrases évitent d'accorder un mot avec lui.
common-source-not-a-game-record-expected-8e4eed08 = { $source } : pas un enregistrement de partie (un objet JSON était attendu)
common-source-no-format-version-this-is-d6ea0e30 = { $source } : pas de format_version ; ce n'est pas un enregistrement de Soloist
common-source-game-must-be-a-game-c4ebf4ef = { $source } : 'game' doit être un nom de jeu
common-source-rules-version-must-be-a-54691966 = { $source } : 'rules_version' doit être un nombre entier
common-source-options-must-be-an-object-09202bb5 = { $source } : 'options' doit être un objet
common-source-seed-must-be-a-whole-910a7ab9 = { $source } : 'seed' doit être un nombre entier de 0 à 2**53-1
common-source-answers-must-be-a-list-79655e06 = { $source } : 'answers' doit être une liste de textes
common-source-option-name-has-a-value-2c7e60aa = { $source } : l'option { $name } a une valeur du mauvais type
common-source-supplied-must-be-an-object-26a41c81 = { $source } : 'supplied' doit être un objet
common-source-supplied-must-map-answer-numbers-1e46a7ca = { $source } : 'supplied' doit associer des numéros de réponse de 1 à { $count } à des noms de données
common-source-was-written-by-a-newer-2a2c64e8 = un Soloist plus récent a écrit { $source } (format d'enregistrement { $version }) ; ce Soloist lit le format d'enregistrement { $newest } et les précédents. Mettez Soloist à jour pour l'ouvrir.
common-source-save-format-version-does-not-84411b16 = { $source } : le format d'enregistrement { $version } n'existe pas
common-the-record-is-a-kind-game-b8143e6c = l'enregistrement est une partie de { $kind }, pas de { $game }
common-this-title-game-was-saved-with-883e26f4 = cette partie de { $title } a été enregistrée avec la version { $saved } des règles ; ce Soloist joue la version { $today }, qui pourrait la rejouer autrement
common-the-saved-options-cannot-be-used-c505a3f8 = les options enregistrées ne peuvent pas être utilisées : { $error }
common-answer-number-text-comes-after-the-25974a14 = la réponse { $number } ({ $text }) vient après la fin de la partie
common-answer-number-text-to-question-error-718c1554 = réponse { $number } ({ $text }) à { $question } : { $error }
common-the-game-is-over-there-is-2532ac32 = la partie est terminée ; il n'y a plus rien à répondre
common-there-is-nothing-to-undo-yet-7cfff32d = il n'y a encore rien à annuler
common-saved-game-game-is-a-kind-25debaf9 = la partie enregistrée { $game } est une partie de { $kind }, un jeu auquel ce Soloist ne joue pas
common-saved-game-game-was-saved-by-766614e7 = la partie enregistrée { $game } l'a été par un Soloist plus récent (version { $saved } des règles de { $title } ; celui-ci joue la version { $today }). Mettez Soloist à jour pour l'ouvrir.
common-saved-game-game-cannot-go-on-0e21564a = la partie enregistrée { $game } ne peut pas continuer : { $notes }
common-an-answer-holds-no-control-character-1edc9692 = une réponse ne contient pas de caractère de contrôle (ici : { $sign })

# La liste des parties enregistrées.
common-no-saved-games-yet-start-one-ba6c6847 = Aucune partie enregistrée pour l'instant. Commencez-en une avec { $command }.
common-id-a5614527 = id
common-game-6ca5cab7 = jeu
common-last-played-f83003ef = dernière activité
common-result-f6a214f7 = résultat
common-damaged-damage-dd0ba236 = endommagée : { $damage }
common-finished-answers-1c1d5303 = terminée, { $answers }
common-goes-on-as-game-game-answers-215f009c = continue comme partie { $game }, { $answers }
common-left-360f8403 = abandonnée
common-in-progress-2b6b853c = en cours
common-state-progress-answers-f9c6e02c = { $state }, { $progress }, { $answers }
common-state-answers-5a22e8ca = { $state }, { $answers }
common-older-rules-15dc1e2c = anciennes règles
common-version-version-3486142d = (version { $version }) :
common-continue-one-with-command-the-first-1e39e8d8 = Continuez-en une avec { $command } (les premiers caractères de l'id suffisent).
common-a-game-saved-under-older-rules-3b64dd11 = Une partie enregistrée sous d'anciennes règles est affichée telle qu'elle a été jouée ({ $command }) ; la reprendre la rejoue avec les règles d'aujourd'hui, et dit où elles diffèrent.
common-a-damaged-game-cannot-be-played-bb7862ea = Une partie endommagée ne peut plus être jouée ; { $command } la retire.

# La base de données des parties.
common-the-save-database-database-is-sound-f8120dc0 = La base de données des parties { $database } est saine : rien à réparer.
common-this-file-is-larger-than-a-f34ad4c8 = ce fichier est plus gros que ne peut l'être une sauvegarde ({ $megabytes } Mo). Rien n'a été modifié.
common-this-backup-is-damaged-its-lists-e9b41daf = cette sauvegarde est endommagée : ses listes ou ses tables sont imbriquées sur plus de { $most } niveaux. Rien n'a été modifié.
common-this-backup-is-damaged-it-holds-44a571f4 = cette sauvegarde est endommagée : elle contient un nombre de plus de { $most } chiffres. Rien n'a été modifié.
common-cannot-create-the-folder-for-the-242c2999 = impossible de créer le dossier de la base de données des parties { $path } : { $error }
common-cannot-open-the-save-database-database-c32ec8d6 = impossible d'ouvrir la base de données des parties { $database } : { $reason }
common-the-disk-holding-the-save-database-f2a566a2 = le disque de la base de données des parties { $database } est plein : rien n'a été enregistré. Libérez de la place et réessayez.
common-the-save-database-database-failed-reason-e048364e = la base de données des parties { $database } a échoué : { $reason }
common-sqlite-says-why-31a06d11 = SQLite indique : { $why }
common-the-save-database-database-is-damaged-24c15ca8 = la base de données des parties { $database } est endommagée ({ $why }). Soloist n'utilise pas un fichier endommagé. Remettez-en une copie de secours, ou réparez-le : la réparation garde, dans un nouveau fichier, toutes les parties encore lisibles, et met le fichier endommagé de côté.
common-the-disk-holding-the-save-database-d1dccaab = le disque de la base de données des parties { $database } est plein : ses parties peuvent être listées et affichées, mais pas jouées ni modifiées. Libérez de la place et réessayez.
common-the-save-database-database-cannot-be-1cf91086 = la base de données des parties { $database } ne peut pas être écrite ici (un disque ou un dossier en lecture seule) : ses parties peuvent être listées et affichées, mais pas jouées ni modifiées.
common-the-disk-holding-the-save-database-e36c5b2a = le disque de la base de données des parties { $database } est plein : ses dernières réponses attendent dans son journal, que SQLite ne peut pas lire sans un peu de place. Libérez de la place et réessayez.
common-cannot-read-the-save-database-database-889d6aa5 = impossible de lire la base de données des parties { $database } : { $reason }
common-the-save-database-database-is-not-b44d7c12 = la base de données des parties { $database } n'est pas un fichier de parties (pas une base de données SQLite) : donnez un autre fichier avec --db
common-no-saved-game-with-id-game-ecc0b092 = aucune partie enregistrée n'a l'id { $game }
common-give-at-least-count-characters-of-02240b22 = donnez au moins { $count } caractères de l'id de la partie
common-no-saved-game-with-id-game-d19130fe = aucune partie enregistrée n'a l'id { $game } ; { $command } les liste
common-game-matches-count-games-give-more-cd6edb2a = { $game } correspond à { $count } parties ; donnez une plus grande partie de l'id
common-saved-game-game-c217561d = la partie enregistrée { $game }
common-source-is-damaged-damage-2ed9111f = le contenu de { $source } est endommagé : { $damage }
common-source-is-damaged-its-answers-are-2ae2704f = le contenu de { $source } est endommagé : ses réponses ne sont pas numérotées de 1 à { $last }
common-source-is-damaged-its-options-are-60b6ac23 = le contenu de { $source } est endommagé : ses options ne sont pas du JSON valide
common-saved-game-game-is-damaged-its-b519a38d = la partie enregistrée { $game } est endommagée : son nombre de réponses { $count } n'est pas un nombre entier

# Exporter et importer (les sauvegardes).
common-path-the-folder-folder-does-not-3a4824ef = { $path } : le dossier { $folder } n'existe pas
common-cannot-write-path-the-disk-is-f6187db6 = impossible d'écrire { $path } : le disque est plein. Rien n'a été écrit ; libérez de la place et réessayez.
common-cannot-write-path-reason-07d675ec = impossible d'écrire { $path } : { $reason }
common-wrote-games-and-facts-of-your-1b2fde79 = { $games } et { $facts } de vos composants écrites dans { $path }.
common-cannot-read-file-reason-ee34aafe = impossible de lire { $file } : { $reason }
common-imported-file-report-c42ef3d6 = { $file } importé : { $report }.
common-nothing-was-changed-54ca5460 = Rien n'a été modifié.
# $added, $facts et $unchecked arrivent écrits (« 2 parties », « 1 donnée ») ; $updated,
# $unchanged et $known sont des nombres.
common-added-added-updated-brought-up-to-2935bc28 = ajout de { $added }, { $updated } { $updated ->
        [one] mise
       *[other] mises
    } à jour, { $unchanged } déjà là ; ajout de { $facts } de vos composants, { $known } { $known ->
        [one] déjà connue
       *[other] déjà connues
    } (gardé tel qu'enregistré, sans être rejoué ici : { $unchecked } ; enregistré par un Soloist plus ancien, ou utilisant un de vos fichiers absent de cet appareil)
common-added-added-updated-brought-up-to-7b6cfccc = ajout de { $added }, { $updated } { $updated ->
        [one] mise
       *[other] mises
    } à jour, { $unchanged } déjà là ; ajout de { $facts } de vos composants, { $known } { $known ->
        [one] déjà connue
       *[other] déjà connues
    }
common-reason-nothing-85a2476d = { $reason } { $nothing }
# $what est « format de sauvegarde », « structure de la base de données » ou « format
# d'enregistrement » (plus bas), suivi de son numéro.
common-this-backup-was-made-by-a-2f9041d4 = cette sauvegarde a été faite par un Soloist plus récent ({ $what } { $found } ; ce Soloist lit jusqu'à : { $what } { $ours }). Mettez Soloist à jour, puis importez-la de nouveau.
common-this-file-is-not-a-soloist-bcfd7eaf = ce fichier n'est pas une sauvegarde de Soloist, ou il est endommagé (il ne peut pas être lu comme telle).
common-this-file-is-not-a-soloist-494d4dd7 = ce fichier n'est pas une sauvegarde de Soloist (une sauvegarde est le fichier que Soloist enregistre sous « Sauvegarder / passer sur un autre appareil »).
common-this-backup-is-damaged-its-format-cd106b59 = cette sauvegarde est endommagée : son format manque.
common-backup-format-65d89727 = format de sauvegarde
common-database-layout-d2ec32cc = structure de la base de données
common-this-backup-is-damaged-it-holds-2583f27d = cette sauvegarde est endommagée : elle ne contient pas de liste des parties et des données.
common-save-format-e6c938cc = format d'enregistrement
common-this-backup-is-damaged-its-content-d4643c1b = cette sauvegarde est endommagée : son contenu ne correspond pas à sa somme de contrôle (elle a été tronquée ou modifiée après sa création).
common-this-backup-is-damaged-place-problem-fb93bb42 = cette sauvegarde est endommagée : { $place } : { $problem }.
common-game-game-in-this-backup-13784065 = la partie { $game } de cette sauvegarde
common-this-backup-is-damaged-source-is-3c1ae395 = cette sauvegarde est endommagée : { $source } y figure deux fois.
common-this-backup-is-damaged-the-answers-ec33acb9 = cette sauvegarde est endommagée : les réponses de { $source } ne sont pas numérotées de 1 à { $last }.
common-this-backup-is-damaged-source-names-b04393e0 = cette sauvegarde est endommagée : { $source } nomme une réponse fournie qu'elle n'a pas.
common-this-backup-is-damaged-the-fact-48e5fad0 = cette sauvegarde est endommagée : la donnée { $fact } de { $game } y figure deux fois.
common-this-backup-is-damaged-event-number-3e322780 = cette sauvegarde est endommagée : l'événement { $number } du journal de { $source } n'est pas à sa place.
common-this-backup-is-damaged-event-number-7f096f31 = cette sauvegarde est endommagée : l'événement { $number } du journal de { $source } est illisible.
common-this-record-was-saved-under-version-eabb2d1f = Cet enregistrement a été fait sous la version { $saved } des règles de Soloist pour { $title } ; celle d'aujourd'hui est la version { $today }. { $divergence } Affiché : les règles d'aujourd'hui rejouant { $agreed ->
        [0] aucune de ses { $answers } réponses
        [1] sa première réponse sur { $answers }
       *[other] ses { $agreed } premières réponses sur { $answers }
    }.
common-this-record-was-saved-under-version-c1f8d419 = Cet enregistrement a été fait sous la version { $saved } des règles de Soloist pour { $title } ; celle d'aujourd'hui est la version { $today }. Affiché : les règles d'aujourd'hui rejouant { $agreed ->
        [0] aucune de ses { $answers } réponses
        [1] sa première réponse sur { $answers }
       *[other] ses { $agreed } premières réponses sur { $answers }
    }.

# composed values (composed-others)
common-list-item-a9ec12b2 = { $list } ; { $item }
common-list-and-item-4e0a87a6 = { $list } et { $item }

# crawl2 (w-crawl2)
common-automa-variant-3ea9975f = Variante de l'automa
common-first-rest-7810ac33 = { $first } · { $rest }
common-digital-42be1f53 = Numérique
common-cards-a52fcbbc = Cartes
common-option-level-36e4e7bd = { $option } { $level }
common-this-game-has-no-difficulty-levels-c8ca34f9 = ce jeu n'a pas de niveaux de difficulté
common-soloist-has-no-skill-ladder-for-c6d909b3 = Soloist n'a pas encore d'échelle de niveau de jeu pour ce jeu
common-no-games-yet-start-at-the-b89e8e54 = aucune partie pour l'instant : commencez au niveau par défaut
common-you-would-win-about-chance-of-de332bf0 = vous y gagneriez environ { $chance } % des parties (visé : environ { $aim } %) ; sûr à { $sure } %, d'après votre { $count } partie
common-you-would-win-about-chance-of-e20f989b = vous y gagneriez environ { $chance } % des parties (visé : environ { $aim } %) ; sûr à { $sure } %, d'après vos { $count } parties
common-not-rolled-016a24e8 = pas lancé
common-colour-die-face-259e4202 = dé { $colour } { $face }
common-stack-card-92aaed00 = { $stack } × { $card }
common-card-kind-3245cffb = { $card } ({ $kind })
common-card-picture-0ae1c44a = { $card } { $picture }
common-card-with-marks-3ff78944 = { $card } avec { $marks }
common-first-and-rest-dea67707 = { $first } et { $rest }
common-card-lines-0abb0833 = { $card } : { $lines }
common-value-goal-25bab39c = { $value }/{ $goal }
common-label-value-2a009adb = { $label } { $value }
common-counter-note-3a3d7311 = { $counter } ({ $note })
common-name-value-c84a5560 = { $name } { $value }
common-name-value-parts-f3ae56dc = { $name } : { $value } ({ $parts })
common-zone-note-c166ec29 = { $zone } ({ $note })
common-zone-pieces-00f9e485 = { $zone } : { $pieces }
common-first-rest-2afbaf1b = { $first } ; { $rest }
common-first-rest-5aa0721a = { $first }, { $rest }

# r6 common (w-r6-common)
common-you-08b04193 = Vous
common-indent-line-f6db3ff5 = { $indent }{ $line }
common-your-components-say-fact-known-source-747a58e1 = vos composants indiquent { $fact } : { $known } ({ $source }) ; cette réponse indique { $given }
common-your-components-say-fact-known-this-1fa17cbe = vos composants indiquent { $fact } : { $known } ; cette réponse indique { $given }
common-known-source-cb9a821f = { $known } ({ $source })
common-which-is-right-about-fact-your-b1e50e82 = Qu'est-ce qui est juste pour { $fact } ? Vos composants indiquent { $known }. Votre réponse indique maintenant { $given }.
common-known-what-my-components-say-my-53d5d986 = { $known } : ce qu'indiquent mes composants (ma réponse était fausse)
common-given-what-i-answered-now-correct-a401f5ac = { $given } : ce que je viens de répondre (corriger mes composants)
common-which-is-right-about-fact-your-5b5365b3 = Qu'est-ce qui est juste pour { $fact } ? Vos composants indiquent { $known }. Avec votre réponse, les réponses de cette partie indiquent { $given }.
common-my-components-are-right-keep-them-dfa80dfd = Mes composants sont justes : les garder (cette partie continue sans les modifier)
common-this-game-s-answers-are-right-5e6bea3a = Les réponses de cette partie sont justes : corriger mes composants là où ils diffèrent
common-soloist-never-changes-a-fact-of-258c2640 = Soloist ne modifie jamais rien de votre exemplaire sans vous le demander : regardez le composant sur la table et choisissez. Si votre réponse était une erreur, annulez-la plutôt : rien n'a été enregistré.
common-january-37082e68 = janvier
common-february-c877c6ff = février
common-march-9d95a2cf = mars
common-april-4afe6ea1 = avril
common-june-d5808c0e = juin
common-july-e9cf7a1c = juillet
common-august-a66d8970 = août
common-september-cd559ea0 = septembre
common-october-fdd79178 = octobre
common-november-9de6fe1d = novembre
common-december-8fb204ca = décembre
common-day-month-year-ade39ee8 = { $day ->
        [1] 1er
       *[other] { $day }
    } { $month } { $year }
common-an-earlier-answer-of-this-game-bf8b7976 = une réponse précédente de cette partie, que vous avez confirmée comme juste
common-an-earlier-answer-of-this-game-61b1fd91 = une réponse précédente de cette partie
common-worked-out-from-your-answers-in-b79e9c90 = déduit de vos réponses dans une partie du { $day }
common-your-answer-in-a-game-on-bf71dea6 = votre réponse dans une partie du { $day }, que vous avez confirmée comme juste
common-your-answer-in-a-game-on-c54be6ea = votre réponse dans une partie du { $day }
common-imported-from-a-file-on-day-799388a2 = importé d'un fichier le { $day }
common-corrected-by-hand-on-day-585c7bbb = corrigé à la main le { $day }

# r7 mp2typed (w-r7-mp2typed)
common-before-after-10771fec = { $before }{ $after }
common-list-item-a0da5039 = { $list } | { $item }
common-place-words-d28c3399 = { $place } [{ $words }]
common-label-places-note-d7b08084 = { $label }: { $places } ({ $note })
common-label-places-af9f678f = { $label }: { $places }
common-places-note-44b03d82 = { $places } ({ $note })
common-example-17a5d7af = '{ $example }'

# r7 rest (w-r7-rest)
common-not-a3cb7fba = Pas
common-not-254bb97b = pas
common-margin-2bf63d81 = Écart
common-list-item-87febbcd = { $list } { $item }

# r8 commands (w-r8-commands)
common-error-message-020abfd7 = Erreur : { $message }
common-usage-2bad3eea = Utilisation :
common-try-command-option-for-help-f2d584dd = Pour l’aide : « { $command } { $option } ».
common-missing-argument-58caa720 = Argument manquant
common-missing-option-dc29ba71 = Option manquante
common-missing-parameter-ccbc40b2 = Paramètre manquant
common-missing-command-84b7edf3 = Commande manquante.
common-no-such-option-name-f3957777 = L’option { $name } n’existe pas.
common-no-such-command-name-ca8b940e = La commande { $name } n’existe pas.
common-option-name-does-not-take-a-de3a60fd = L’option { $name } ne prend pas de valeur.
common-option-name-requires-an-argument-f7fbc936 = L’option { $name } demande une valeur.
common-option-name-requires-nargs-arguments-8e416c0a = L’option { $name } demande { $nargs } valeurs.
common-got-unexpected-extra-argument-args-008683f2 = Argument en trop ({ $args })
common-got-unexpected-extra-arguments-args-3e94107c = Arguments en trop ({ $args })
common-invalid-value-for-param-hint-message-8a898be9 = Valeur invalide pour { $param_hint } : { $message }
common-invalid-value-message-5bce4d24 = Valeur invalide : { $message }
common-value-is-not-a-valid-number-ef6ecbb5 = { $value } n’est pas une valeur valide ({ $number_type }).
common-value-is-not-in-the-range-bf709ad7 = { $value } n’est pas dans l’intervalle { $range }.
common-value-is-not-choice-a13bccf3 = { $value } n’est pas { $choice }.
common-value-is-not-one-of-choices-1622d044 = { $value } n’est pas l’un de { $choices }.
common-name-filename-does-not-exist-05b7c51d = { $name } { $filename } n’existe pas.
common-aborted-09c56ebf = Abandon !
common-unknown-game-name-soloist-plays-known-4343f9a6 = jeu inconnu { $name } ; Soloist joue : { $known }
common-option-name-value-is-not-yes-e1a545f2 = option { $name } : { $value } n’est ni oui ni non
common-option-name-value-is-not-a-38da12bf = option { $name } : { $value } n’est pas un nombre entier
common-option-name-number-is-below-limit-7ae42fd8 = option { $name } : { $number } est inférieur à { $limit }
common-option-name-number-is-above-limit-14f96771 = option { $name } : { $number } est supérieur à { $limit }
common-choices-or-one-of-them-written-db097e52 = { $choices } (ou l’un d’eux écrit autrement, par exemple { $examples })
common-option-name-value-is-not-one-aa975379 = option { $name } : { $value } n’est pas l’un de : { $accepted }
common-did-you-mean-possibility-d55aba44 = Vouliez-vous dire { $possibility } ?
common-did-you-mean-one-of-possibilities-a3d6a0c2 = (Vouliez-vous dire l’un de : { $possibilities } ?)
common-no-finished-games-yet-play-one-1554b445 = Aucune partie terminée pour l’instant. Jouez-en une avec { $command } : elle est comptée ici quand elle se termine.
common-games-finished-game-rate-won-5343b9e4 = { $games } partie terminée, { $rate } % gagnée.
common-games-finished-games-rate-won-b7c8ba50 = { $games } parties terminées, { $rate } % gagnées.
common-w-t-l-cf72fadc = V-N-D
common-your-score-d929b8de = votre score
common-automa-0119c64c = automa
common-last-results-464a8581 = derniers résultats
common-trend-2ab022d8 = tendance
common-your-chance-25fa288d = vos chances
common-play-next-level-reason-d71d1a60 = À jouer ensuite : { $level } — { $reason }.
common-bg-stats-links-7364dfc4 = liens BG Stats
common-wrote-count-finished-game-to-path-68a1d337 = { $count } partie terminée écrite dans { $path } ({ $what }).
common-wrote-count-finished-games-to-path-1bdee8d2 = { $count } parties terminées écrites dans { $path } ({ $what }).
common-played-by-rules-06dbad8c = Joué par { $rules }.
common-repaired-the-save-database-path-kept-803533b0 = Base de sauvegarde { $path } réparée : on garde { $games } avec { $answers }, et { $facts } sur vos composants.
common-its-header-its-first-bytes-which-36176d76 = Son en-tête (ses premiers octets, qui disent comment la lire) était endommagé : il a été réécrit.
common-some-of-it-could-not-be-17ec17a8 = Une partie n’a pas pu être lue et est peut-être perdue : { $lost }.
common-count-answer-or-fact-belonged-to-ba1f7748 = { $count } réponse ou donnée appartenait à des parties illisibles et a été laissée de côté.
common-count-answers-or-facts-belonged-to-bd2c4bb5 = { $count } réponses ou données appartenaient à des parties illisibles et ont été laissées de côté.
common-the-damaged-file-is-kept-unchanged-299db1e6 = Le fichier endommagé est gardé tel quel sous { $aside } ; supprimez-le une fois vos parties comme vous les attendez.
common-the-list-of-games-e15db56a = la liste des parties
common-answers-677fe21b = réponses
common-answers-soloist-supplied-from-your-components-6f814c7c = réponses fournies par Soloist d’après vos composants
common-facts-of-your-components-bf0cca0e = données sur vos composants
common-settings-cde0fb0d = réglages
common-the-games-logs-21a63588 = les journaux des parties
common-the-save-database-where-is-a-71f277c1 = la base de sauvegarde { $where } est un serveur de base de données : réparez-la avec les outils du serveur (Soloist répare les fichiers de sauvegarde)
common-there-is-no-save-file-path-266f59f1 = il n’y a pas de fichier de sauvegarde { $path } à réparer
common-nothing-could-be-read-from-the-5ed940dc = rien n’a pu être lu dans la base de sauvegarde endommagée { $path } : elle reste telle quelle. Remettez-en une copie de secours, ou commencez-en une nouvelle avec { $option }.
common-what-is-of-a-game-this-91bec4f0 = { $what } est d’un jeu que ce Soloist ne joue pas ({ $game }).
common-game-id-in-this-backup-f1ce50d2 = la partie { $id } de cette sauvegarde
common-what-does-not-replay-error-4b4e3eb0 = { $what } ne se rejoue pas : { $error }.
common-what-does-not-replay-its-answer-9494f4cb = { $what } ne se rejoue pas : sa réponse { $number } ({ $answer }) est refusée ({ $why }).
common-what-does-not-replay-its-answer-56efe122 = { $what } ne se rejoue pas : sa réponse { $number } ({ $answer }) ne peut pas être jouée ({ $error }).
common-what-says-it-is-status-but-6385cd42 = { $what } se dit { $status }, mais ses réponses mènent à une partie terminée.
common-what-says-it-is-status-but-c583ca08 = { $what } se dit { $status }, mais ses réponses mènent à une partie non terminée.
common-what-claims-the-result-claimed-but-a9a125cc = { $what } annonce le résultat { $claimed }, mais ses réponses mènent à { $found }.
common-what-claims-a-result-but-its-a79abd29 = { $what } annonce un résultat, mais ses réponses mènent à une partie non terminée.
common-what-says-it-stands-at-claimed-4c00c69c = { $what } se dit à { $claimed }, mais ses réponses mènent à { $found }.
common-options-d0db8b5e = Options
common-commands-b269dc4e = Commandes
common-show-this-message-and-exit-55753631 = Afficher cette aide et quitter.
common-default-default-60312860 = par défaut : { $default }

# r9 values (w-r9-values)
common-the-compiled-build-of-the-rules-ca20501d = La version compilée des règles (les mêmes parties, plus vite)
common-the-compiled-build-of-the-rules-66f42761 = la version compilée des règles (les mêmes parties, plus vite)
common-asked-for-290a2125 = demandé
common-the-compiled-build-is-out-of-a4ffb775 = la version compilée n'est plus à jour : compilez-la de nouveau
common-no-compiled-build-d9c736f1 = aucune version compilée
common-the-pure-python-rules-why-86db81af = Les règles en Python pur ({ $why })
common-the-pure-python-rules-why-3a3ebc66 = les règles en Python pur ({ $why })
common-searches-its-decisions-with-determinized-rollouts-aa44206e = cherche ses décisions par des simulations déterminisées (rollouts)
common-summary-rollouts-rollouts-per-decision-b68f2cbd = { $summary } ({ $rollouts } rollouts par décision)
common-answers-every-question-with-one-of-32634be9 = répond à chaque question par l'une de ses réponses valides, choisie uniformément au hasard
common-stand-in-score-4bb2e23c = Score du joueur simulé
common-too-few-games-93814230 = trop peu de parties
common-improving-019f1a24 = en progrès
common-declining-d237a775 = en recul
common-results-w-f8250fa1 = { $results }V
common-results-t-acedc353 = { $results }N
common-results-l-02abac57 = { $results }D
common-results-d729466b = { $results }?
common-context-steady-565766d4 = { $context }stable
