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

# r9 help (w-r9-help-fr)
# Les descriptions de --help : à l'infinitif pour une commande ou une option qui agit,
# nominales sinon. Restent tels quels : les options (--lan, --by), les métavariables (GAME,
# FILE, PATH, TERM, WORD…), les commandes entre accents graves, les chemins, les valeurs tapées
# ('all', 'none', 'auto', 60%, 0.25). « application compagnon » pour « companion » (terminal
# ou web), « application pour téléphone » pour « phone app ».
common-soloist-plays-the-automa-of-a-b329fb0b = Soloist joue l'Automa du mode solo d'un jeu de société.
common-run-without-a-command-for-the-cafca33f = Lancez-le sans commande pour le menu de nouvelle partie.
common-save-database-a-file-path-or-5459ede0 = Base de données des parties : un chemin de fichier ou une URL de base de données (par défaut : soloist.sqlite3 dans votre dossier de données ; variable d'environnement SOLOIST_DB).
common-show-the-version-and-exit-c379c574 = Afficher la version et quitter.
common-what-soloist-knows-of-your-own-3e51f510 = Ce que Soloist sait de votre propre exemplaire de chaque jeu : chaque donnée sur vos composants qu'il vous a demandée (les cartes d'un paquet, la piste d'un plateau), gardée pour ne jamais la demander deux fois.
common-games-learn-them-as-you-play-89999c10 = Les parties les apprennent au fil du jeu ; vous pouvez aussi importer vos fichiers de données, exporter ce qui est connu dans leur format (pour le partager, ou pour jouer avec --cards/--data), oublier une donnée ou en corriger une.
common-each-game-how-many-facts-of-7f2c441d = Chaque jeu : combien de données de votre exemplaire Soloist connaît, et ce qu'il reste à apprendre.
common-print-as-json-974642af = Afficher en JSON.
common-what-soloist-knows-of-your-copy-62a84296 = Ce que Soloist sait de votre exemplaire de GAME, d'où vient chaque donnée, et ce qu'il lui reste à apprendre.
common-write-what-soloist-knows-of-your-5ca8d50e = Écrire ce que Soloist sait de votre exemplaire de GAME dans le ou les fichiers de données du jeu (le format que lisent --cards/--data, documenté avec le jeu), pour le partager ou jouer avec. PATH est le fichier (ou, pour plusieurs fichiers, un dossier).
common-overwrite-a-file-that-exists-0bcd24eb = Écraser un fichier qui existe déjà.
common-teach-soloist-your-copy-of-game-54f4a628 = Apprendre à Soloist votre exemplaire de GAME à partir de son ou ses fichiers de données (ce que lisent --cards/--data). Le fichier est d'abord vérifié ; une erreur nomme le fichier, le champ et le problème, et rien n'est enregistré : un fichier est importé en entier ou pas du tout.
common-where-the-file-contradicts-a-fact-2d4f73a0 = Là où le fichier contredit une donnée que Soloist connaît, prendre la valeur du fichier (demande confirmation).
common-do-not-ask-for-confirmation-e4997007 = Ne pas demander de confirmation.
common-your-copy-calls-it-say-term-19ce5c98 = Votre exemplaire l'appelle… : remplacer TERM (le nom d'une carte, d'une case, d'une ressource, tel que Soloist l'écrit en anglais) par WORD, ce qu'imprime votre propre exemplaire, dans chaque phrase que Soloist affiche désormais, dans toutes les langues. Gardé avec vos composants (exporté et importé avec eux) ; `soloist components forget GAME TERM` revient au mot de Soloist. Les parties enregistrées se rejouent à l'identique : seuls leurs mots changent.
common-list-the-terms-of-game-you-f497623c = Lister les termes de GAME que vous pouvez renommer.
common-forget-one-fact-of-your-copy-23b18fd8 = Oublier une donnée de votre exemplaire de GAME (Soloist la redemande la prochaine fois qu'une partie en a besoin). Les parties enregistrées gardent les réponses qu'elles ont utilisées.
common-correct-one-fact-of-your-copy-2caf2bd8 = Corriger une donnée de votre exemplaire de GAME : donner à FACT la valeur VALUE (écrite comme Soloist la demande ; `soloist components show GAME` montre les données). Les parties enregistrées gardent les réponses qu'elles ont utilisées.
common-your-finished-games-win-rate-and-dd94c1f8 = Vos parties terminées : taux de victoire et tendance par jeu et par niveau, et le niveau à jouer, celui où vous gagneriez environ la moitié de vos parties (docs/history.md).
common-only-this-game-as-game-598f8320 = Seulement ce jeu (écrit comme GAME).
common-the-win-rate-the-level-finder-41905921 = Le taux de victoire visé pour choisir le niveau à jouer (60%, ou 0.6).
common-export-everything-to-file-a-backup-d3649b28 = Tout exporter dans FILE (une sauvegarde : chaque partie et vos composants, que lisent `soloist import FILE` et l'application pour téléphone), ou vos parties terminées au format CSV et BG Stats (formats dans le README).
common-write-one-row-per-finished-game-0300fb11 = Écrire une ligne par partie terminée dans ce fichier CSV.
common-write-the-finished-games-as-a-e557a39f = Écrire les parties terminées dans un fichier JSON pour BG Stats (à importer dans l'application BG Stats).
common-write-an-html-page-with-one-6ce8d30d = Écrire une page HTML avec un lien d'import BG Stats par partie (à ouvrir sur le téléphone qui a BG Stats).
common-only-this-game-00ce5121 = Seulement ce jeu.
common-your-name-as-a-player-in-a3c30a0d = Votre nom de joueur dans BG Stats.
common-list-the-games-soloist-plays-with-fb28b61e = Lister les jeux auxquels Soloist joue, avec leurs options.
common-help-lab-0306058c = { $help } { $lab }
common-help-format-format-e01fda1f = { $help } Format : { $format }.
common-help-default-default-2f317e70 = { $help } [par défaut : { $default }]
common-help-one-of-values-with-by-9edfc645 = { $help } Valeurs possibles : { $values } ; avec --by { $name } : 'all' ou une liste séparée par des virgules (par défaut : all).
common-help-one-of-values-with-by-96a9da81 = { $help } Valeurs possibles : { $values } ; avec --by { $name } : 'all' ou une liste séparée par des virgules.
common-help-all-the-default-of-a-545282e0 = { $help } 'all' (par défaut pour un rapport), un niveau, ou une liste séparée par des virgules ({ $values }).
common-help-simulation-all-one-level-or-a3360cd1 = { $help } Simulation : 'all', un niveau, ou une liste séparée par des virgules ({ $values }).
common-help-one-of-values-523acbc5 = { $help } Valeurs possibles : { $values }.
common-the-language-to-play-in-soloist-d607c03e = La langue de jeu (`soloist translations list`) ; par défaut celle de votre terminal (LC_ALL, LC_MESSAGES, LANG), sinon l'anglais.
common-play-game-in-the-terminal-companion-00e17462 = Jouer à { $game } avec l'application compagnon dans le terminal.
common-seed-for-the-automa-s-dice-d4829b2d = Graine des dés et des cartes de l'automa (par défaut : au hasard ; elle est enregistrée avec la partie).
common-games-per-level-953c45a9 = Parties par niveau.
common-seed-of-the-run-default-random-61b02b58 = Graine de l'exécution (par défaut : au hasard, affichée). La même graine donne les mêmes résultats quel que soit le nombre de processus de travail.
common-write-one-row-per-game-to-e3647288 = Écrire une ligne par partie dans ce fichier CSV.
common-draw-the-score-distributions-per-level-cf2c8b6c = Tracer les distributions des scores par niveau dans ce fichier PNG.
common-print-the-summary-as-json-ce1afea8 = Afficher le résumé en JSON.
common-no-progress-bar-5d00ac46 = Pas de barre de progression.
common-simulate-game-against-a-stand-in-49e0f8fc = Simuler { $game } contre un joueur simulé. Les parties utilisent vos composants là où Soloist les connaît (votre propre paquet, par exemple : `soloist components show { $name }`).
common-name-n-n-rollouts-per-decision-a1a765ab = { $name }[:N] (N simulations par décision, par défaut { $budget })
common-worker-processes-default-all-cores-with-20286fa4 = Processus de travail (par défaut : tous les cœurs). Avec --ray et sans adresse : les processeurs du Ray local.
common-play-the-games-on-a-ray-387dfd52 = Jouer les parties sur un cluster Ray : son adresse (ray://HOST:10001, ou 'auto' pour celui auquel appartient cette machine), ou pas d'adresse pour un Ray local (docs/ray.md). Nécessite : pip install 'soloist[ray]'.
common-who-plays-the-person-stand-ins-2d7181fd = Qui tient le rôle de la personne : { $stand_ins } ; ou votre propre stratégie, une classe dans un fichier Python (docs/stand-ins.md). Plusieurs, séparés par des virgules (random,greedy,strong), jouent les mêmes parties et sont comparés côte à côte (une échelle de niveau de jeu).
common-who-plays-the-person-stand-ins-dd4c6b1d = Qui tient le rôle de la personne : { $stand_ins } ; ou votre propre stratégie, une classe dans un fichier Python (docs/stand-ins.md).
common-keep-every-game-s-row-in-2a32559e = Garder la ligne de chaque partie dans ce fichier .csv ou .parquet à mesure que les lots se terminent ; relancez la même commande pour reprendre une exécution interrompue (les parties déjà dans le fichier ne sont pas rejouées). Avec plusieurs joueurs simulés, un fichier chacun à côté (FILE.NAME.csv).
common-keep-every-game-s-row-in-ce0063ad = Garder la ligne de chaque partie dans ce fichier .csv ou .parquet à mesure que les lots se terminent ; relancez la même commande pour reprendre une exécution interrompue (les parties déjà dans le fichier ne sont pas rejouées).
common-the-report-s-language-soloist-translations-43ced85a = La langue du rapport (`soloist translations list`) ; par défaut celle de votre terminal (LC_ALL, LC_MESSAGES, LANG), sinon l'anglais.
common-break-the-results-down-by-every-ba7573d7 = Ventiler aussi les résultats selon chaque valeur de cette option (un personnage, par exemple) ; répétez pour en ajouter ; 'none' pour aucune ventilation. Par défaut : les axes propres au jeu ({ $axes }).
common-break-the-results-down-by-every-44077d4e = Ventiler aussi les résultats selon chaque valeur de cette option (un personnage, par exemple) ; répétez pour en ajouter ; 'none' pour aucune ventilation.
common-games-per-cell-level-axis-value-f63ab843 = Parties par cellule (niveau × valeur d'axe) [par défaut : 1000].
common-instead-of-games-add-games-until-4ef0a3eb = Au lieu de --games : ajouter des parties jusqu'à ce que l'intervalle de confiance à 95 % du score moyen de l'automa soit d'au plus ± ce nombre de points dans chaque cellule (par exemple 0.25).
common-with-precision-at-most-this-many-2fd6ca68 = Avec --precision : au plus ce nombre de parties par cellule.
common-seed-of-the-run-default-random-4a734f78 = Graine de l'exécution (par défaut : au hasard ; le rapport l'indique). La même graine donne le même rapport quel que soit le moteur d'exécution.
common-the-html-report-to-write-one-75c29be5 = Le rapport HTML à écrire (un seul fichier autonome).
common-your-target-matrix-the-win-rates-a80de5f2 = Votre matrice cible : les taux de victoire que vous souhaitez par joueur simulé et par niveau (TOML, docs/sensitivity.md). Le rapport place à côté chaque taux mesuré, son écart et s'il est significatif, et un seul nombre pour toute la matrice ; ce sont ses joueurs simulés qui jouent quand --stand-in n'est pas donné.
common-write-a-balance-report-of-game-afe00646 = Écrire un rapport d'équilibre de { $game } : chaque niveau contre un joueur simulé, taux de victoire, distributions des scores et contrôle de l'échelle, en un seul fichier HTML.
common-games-per-variant-and-stand-in-384bc587 = Parties par variante et par joueur simulé (l'automa inchangé en joue autant, avec les mêmes graines).
common-a-variant-of-your-own-instead-b2d429c6 = Une variante à vous au lieu des variantes déclarées : 'card 3t twice', 'tie-break most spaces' (plusieurs changements joints par ';' ; '{ $name }: ' devant est permis) ; répétez pour en ajouter. Le rapport liste ce qui peut être changé.
common-the-html-report-default-name-sensitivity-763cbe6a = Le rapport HTML [par défaut : { $name }-sensitivity.html].
common-every-figure-as-json-default-the-300d4929 = Tous les chiffres en JSON [par défaut : le nom du rapport, en .json].
common-what-moves-the-strength-of-game-2255c49e = Ce qui fait varier la force de { $game } : chaque élément de l'automa que ses règles déclarent (chaque carte retirée ou doublée, l'alternative naturelle de chaque règle) joué contre l'automa inchangé sur les mêmes parties ; effets classés sur la marge et le taux de victoire du joueur simulé, en HTML et en JSON (docs/sensitivity.md). Par défaut : le niveau par défaut du jeu ; tous les niveaux ('all') ou une liste avec l'option de niveau.
common-print-the-automa-s-turn-in-206fba37 = Afficher le tour de l'automa dans la position décrite par POSITION_FILE (TOML ou JSON ; formats dans docs/positions.md).
common-print-the-decision-as-json-8a5bc260 = Afficher la décision en JSON.
common-seed-for-any-dice-the-position-2937b723 = Graine des dés que la position ne fixe pas (par défaut : au hasard, affichée).
common-play-a-game-in-the-terminal-62636c42 = Jouer une partie avec l'application compagnon dans le terminal.
common-simulate-many-games-against-a-stand-f8cd10fe = Simuler de nombreuses parties contre un joueur simulé qui tient le rôle de la personne.
common-write-an-html-balance-report-of-e79c7b8f = Écrire un rapport d'équilibre HTML des niveaux d'un jeu.
common-write-a-sensitivity-report-what-moves-3ed8a1b4 = Écrire un rapport de sensibilité : ce qui fait varier la force de l'automa.
common-list-saved-games-the-most-recent-21a66055 = Lister les parties enregistrées, les plus récentes d'abord.
common-only-finished-games-6716e70e = Seulement les parties terminées.
common-only-games-in-progress-2a270328 = Seulement les parties en cours.
common-repair-a-damaged-save-file-keep-6dcf1130 = Réparer un fichier de sauvegarde endommagé : garder chaque partie encore lisible, dans un nouveau fichier ; le fichier endommagé est mis de côté, inchangé.
common-continue-a-saved-game-ae2844e6 = Reprendre une partie enregistrée.
common-for-a-game-saved-under-older-2f71b208 = Pour une partie enregistrée sous d'anciennes règles que celles d'aujourd'hui ne rejouent qu'en partie : continuer à partir des réponses sur lesquelles elles concordent, sans demander.
common-the-language-to-play-in-as-ee5af834 = La langue de jeu, comme pour `soloist play`.
common-show-a-saved-game-s-log-b9196fd8 = Afficher le journal, l'état et le résultat d'une partie enregistrée.
common-the-language-to-show-the-log-56190a02 = La langue d'affichage du journal (`soloist translations list`) ; par défaut celle de votre terminal (LC_ALL, LC_MESSAGES, LANG), sinon l'anglais.
common-print-a-saved-game-s-record-3f55c743 = Afficher en JSON l'enregistrement d'une partie (jeu, options, graine, réponses) : un rapport de bogue qui se rejoue à l'identique avec `soloist replay FILE`.
common-replay-a-game-record-from-soloist-1314e694 = Rejouer un enregistrement de partie (issu de `soloist record`) et afficher son journal et son état. Un enregistrement d'anciennes règles est rejoué avec celles d'aujourd'hui tant qu'elles concordent (c'est signalé sur la sortie d'erreur).
common-the-language-to-show-the-log-0b82f5db = La langue d'affichage du journal, comme pour `soloist show`.
common-delete-a-saved-game-d0c71086 = Supprimer une partie enregistrée.
common-start-the-web-companion-play-every-b8b1d6df = Démarrer l'application compagnon web : jouer à chaque jeu depuis un navigateur ou un téléphone, à table.
common-uses-the-same-save-database-as-d5d744bb = Elle utilise la même base de données des parties que le terminal (--db, ou SOLOIST_DB : un chemin de fichier ou une URL de base de données comme postgresql://...), si bien qu'une partie commencée dans l'un continue dans l'autre.
common-address-to-listen-on-127-0-8feaef3f = Adresse d'écoute (127.0.0.1 : cet ordinateur seulement).
common-port-to-listen-on-0-any-40a27227 = Port d'écoute (0 : n'importe quel port libre, affiché).
common-listen-on-every-network-interface-0-051592e0 = Écouter sur toutes les interfaces réseau (0.0.0.0) pour qu'un téléphone sur le même Wi-Fi puisse ouvrir l'application compagnon ; affiche une adresse privée (avec une clé au hasard) et son code QR. Les autres ordinateurs sans la clé reçoivent une erreur 403.
common-with-lan-make-a-new-key-023388ac = Avec --lan : créer une nouvelle clé pour l'adresse privée (les téléphones doivent ouvrir la nouvelle adresse).
common-also-answer-requests-for-this-host-878c076c = Répondre aussi aux requêtes pour ce nom d'hôte (le domaine d'un déploiement hébergé ; les adresses IP et les noms propres à cet ordinateur ont toujours une réponse). Répétez pour en donner plusieurs ; '*' pour n'importe lequel.
common-games-kept-in-memory-between-requests-6588d8f6 = Parties gardées en mémoire entre les requêtes.
common-also-serve-the-phone-app-built-b969da84 = Servir aussi l'application pour téléphone compilée dans DIR sous /app/, pour l'essayer dans un navigateur sur cet ordinateur (variable d'environnement SOLOIST_APP). Par défaut : build/app du dépôt de Soloist quand elle y est compilée ; compilez-la avec ./scripts/build-app.sh build/app dans le dépôt.
common-import-a-backup-every-game-and-fb6e9c9b = Importer une sauvegarde : chaque partie et chaque composant qu'elle contient (depuis « Sauvegarder / passer sur un autre appareil » de l'application pour téléphone, ou `soloist export FILE`). Vérifiée en entier d'abord : un fichier endommagé, un conflit ou un fichier d'un Soloist plus récent ne change rien.
common-the-languages-soloist-speaks-one-folder-1ca40ed4 = Les langues que parle Soloist : un dossier de fichiers de messages Fluent pour chacune, l'anglais servant de référence. Un traducteur en ajoute une sans écrire de code (docs/translating.md).
common-each-language-and-how-many-of-d9003527 = Chaque langue, et combien des messages de l'anglais elle a.
common-list-the-messages-language-still-lacks-4502140c = Lister les messages qui manquent encore à LANGUAGE par rapport à l'anglais, ceux que l'anglais n'a plus, et ce que Fluent ne peut pas lire ; code de sortie 1 quand il manque quelque chose.

# r9 more (w-r9-more-fr)
# Ce qu'affichent `soloist components …` et quelques erreurs de commandes. fact = donnée
# (féminin : « endommagée », « oubliée ») ; les en-têtes de tableau en minuscules, comme
# « jeu ». Restent tels quels : les options, GAME, DIR, les commandes et les chemins.
common-name-names-count-facts-of-your-69366efb = { $name } désigne { $count } données de vos composants de { $game } : { $facts }
common-your-game-components-hold-no-fact-cc0ce626 = vos composants de { $game } ne contiennent aucune donnée { $name } ; `soloist components show { $id }` les liste
common-damaged-problem-it-reads-value-forget-43840def = ENDOMMAGÉE : { $problem } (on y lit { $value }) ; oubliez-la : Soloist ne l'utilise pas
common-damaged-problem-it-reads-value-forget-fff854f6 = ENDOMMAGÉE : { $problem } (on y lit { $value }) ; oubliez-la ou corrigez-la : Soloist ne l'utilise pas
common-facts-known-68530d2a = données connues
common-still-to-learn-e22957c3 = reste à apprendre
common-count-damaged-damaged-ae842a67 = { $count } ({ $damaged } { $damaged ->
        [one] endommagée
       *[other] endommagées
    })
common-see-one-with-command-game-games-327f4b8a = Le détail d'un jeu : { $command } (GAME : { $games }).
common-your-components-title-1f45a308 = Vos composants : { $title }
common-fact-1e7dc6d6 = donnée
common-what-is-known-7633ba80 = ce qui est connu
common-from-75857a45 = provenance
common-damaged-facts-are-not-used-forget-a81d689a = Les données endommagées ne sont pas utilisées. Oubliez-en une avec { $forget }, ou corrigez-la avec { $correct }.
common-nothing-of-your-game-components-fits-23aa7100 = vos composants de { $game } ne contiennent encore rien qui entre dans ses fichiers de données ; reste à apprendre : { $missing }
common-nothing-of-your-game-components-fits-98515ceb = vos composants de { $game } ne contiennent encore rien qui entre dans ses fichiers de données
common-path-count-files-to-write-give-48fd1d58 = { $path } : { $count } fichiers à écrire : donnez un dossier
common-path-exists-give-force-to-overwrite-f79bb4c7 = { $path } existe déjà ; donnez --force pour l'écraser
common-wrote-path-c04274c8 = Écrit : { $path }.
common-left-out-damaged-facts-see-soloist-28012cbd = Laissées de côté car endommagées : { $facts } (voir soloist components show { $game }).
common-path-fact-reason-nothing-was-imported-5332f66d = { $path } : { $fact } : { $reason }. Rien n'a été importé.
common-path-holds-no-fact-soloist-asks-c6f2b1d9 = { $path } ne contient aucune donnée que Soloist demande.
common-path-fact-your-components-say-known-755d8aa5 = { $path } : { $fact } : vos composants indiquent { $known } ({ $source }) ; le fichier indique { $given }. Rien n'a été importé. Corrigez le fichier, ou importez-le avec --replace pour prendre ses valeurs.
common-path-fact-your-components-say-known-09749232 = { $path } : { $fact } : vos composants indiquent { $known } ; le fichier indique { $given }. Rien n'a été importé. Corrigez le fichier, ou importez-le avec --replace pour prendre ses valeurs.
common-replace-count-fact-s-soloist-knows-0492f3a4 = { $count ->
        [one] Remplacer la donnée que Soloist connaît par celle du fichier ({ $facts }) ?
       *[other] Remplacer les { $count } données que Soloist connaît par celles du fichier ({ $facts }) ?
    }
common-nothing-imported-77b948a8 = Rien n'a été importé.
common-imported-path-into-your-game-components-df016925 = { $path } importé dans vos composants de { $game } : { $new } { $new ->
        [one] nouvelle donnée
       *[other] nouvelles données
    }, { $changed } { $changed ->
        [one] modifiée
       *[other] modifiées
    }, { $known } { $known ->
        [one] déjà connue
       *[other] déjà connues
    }.
common-term-is-not-a-term-soloist-fdd13f90 = { $term } n'est pas un terme que Soloist emploie pour { $game } : { $close } ?
common-term-is-not-a-term-soloist-87879067 = { $term } n'est pas un terme que Soloist emploie pour { $game } ; `soloist components rename { $id } --list` les liste
common-give-the-term-and-your-word-c4bd42c2 = donnez le terme et votre mot : soloist components rename { $game } "terme anglais" "votre mot"
common-fact-reason-456ef112 = { $fact } : { $reason }
common-already-so-term-is-word-in-3a1dd611 = C'est déjà le cas : { $term } s'appelle { $word } dans votre exemplaire.
common-renamed-term-is-now-word-it-f98fe230 = Renommé : { $term } s'appelle désormais { $word } (auparavant { $was }), dans chaque phrase que Soloist affiche.
common-renamed-term-is-now-word-in-e7d415ac = Renommé : { $term } s'appelle désormais { $word }, dans chaque phrase que Soloist affiche.
common-forget-fact-value-74877bdb = Oublier { $fact } : { $value } ?
common-nothing-forgotten-45ff0996 = Rien n'a été oublié.
common-forgotten-fact-de2d108b = Donnée oubliée : { $fact }.
common-already-known-fact-value-0da15536 = Donnée déjà connue : { $fact } : { $value }.
common-set-fact-to-value-f77e3ee4 = Corriger { $fact } : { $value } ?
common-set-fact-to-value-now-was-c814b6eb = Corriger { $fact } : { $value } (actuellement : { $was }) ?
common-nothing-changed-874ab5c8 = Rien n'a été modifié.
common-corrected-fact-value-b663d797 = Donnée corrigée : { $fact } : { $value }.
common-give-one-game-named-or-game-fc1ffa0e = donnez un seul jeu : { $named } ou { $game }
common-target-text-give-a-win-rate-bfbd0181 = --target { $text } : donnez un taux de victoire tel que 60% ou 0.6
common-target-text-give-a-win-rate-90ebe303 = --target { $text } : donnez un taux de victoire entre 0% et 100%
common-give-games-or-precision-not-both-963e3adc = donnez --games ou --precision, pas les deux
common-by-name-game-has-no-option-8bb42441 = --by { $name } : { $game } n'a pas d'option { $option } ; ses options sont : { $known }
common-new-key-renews-the-key-of-24766e58 = --new-key renouvelle la clé de l'adresse --lan : ajoutez --lan
common-folder-is-not-a-phone-app-c4a9dd93 = { $folder } n'est pas une application pour téléphone compilée par ./scripts/build-app.sh DIR
common-the-phone-app-is-not-served-8cdc6788 = L'application pour téléphone n'est pas servie : compilez-la depuis les sources de Soloist (./scripts/build-app.sh DIR dans son dépôt), puis donnez serve --app DIR.
common-the-phone-app-is-not-built-4610d8ef = L'application pour téléphone n'est pas compilée, donc /app/ n'est pas servi : compilez-la avec ./scripts/build-app.sh build/app dans { $root } (quelques minutes, une seule fois), puis relancez serve.

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

# r9 files (lead)
common-path-no-such-file-51753190 = { $path } : ce fichier n'existe pas
common-path-a-folder-not-a-file-9e931f0e = { $path } : un dossier, pas un fichier
common-path-cannot-be-read-error-5e80294f = { $path } : illisible ({ $error })
common-path-lists-or-tables-are-nested-adc332c1 = { $path } : des listes ou des tables sont imbriquées sur plus de { $depth } niveaux ; un fichier de données n'en a jamais besoin
common-path-not-valid-toml-error-dd5e2825 = { $path } : TOML non valide : { $error }
common-path-not-valid-json-line-line-ec74685d = { $path } : JSON non valide : ligne { $line }, colonne { $column } : { $error }
common-path-the-top-level-must-be-2d502484 = { $path } : le premier niveau doit être un objet
common-a-fact-has-a-name-ae64b9ca = une donnée a un nom
common-a-fact-s-name-has-at-3c61ed7f = le nom d'une donnée a au plus { $count } caractères
common-a-fact-holds-at-most-count-2f134881 = une donnée a au plus { $count } caractères
common-a-fact-holds-no-control-character-60429560 = une donnée ne contient aucun caractère de contrôle (ici : { $sign })
common-it-does-not-read-71556d17 = elle est illisible
common-term-is-not-a-term-soloist-d4f20466 = { $term } n'est pas un terme que Soloist emploie pour ce jeu (le nom d'une carte, d'une case ou d'une ressource, écrit comme Soloist l'écrit)
common-give-the-word-your-copy-prints-7063cc70 = donnez le mot imprimé sur votre exemplaire
common-a-word-is-one-line-without-7b5bfb23 = un mot tient sur une ligne, sans espace au début ni à la fin
common-a-word-has-at-most-count-8ef03dfe = un mot a au plus { $count } caractères
common-a-word-has-a-letter-040de0d1 = un mot contient une lettre
common-path-a-words-file-holds-one-ba0e370e = { $path } : un fichier de mots contient une seule table, [words] (trouvé : { $found })
common-path-a-words-file-holds-one-73399da7 = { $path } : un fichier de mots contient une seule table, [words] (trouvé : words comme valeur)
common-path-words-term-a-word-is-8a5bb4ce = { $path } : words.{ $term } : un mot est un texte
common-your-word-for-term-ae4c8184 = votre mot pour « { $term } »
common-error-invalid-input-9beaf198 = Erreur : réponse non valide

# r9 translations (lead)
common-pseudo-language-english-accented-and-bracketed-33c2049b = pseudo-langue (anglais accentué et entre crochets)
common-language-a4ef304b = langue
common-name-82a3537f = nom
common-messages-f5cccfb7 = messages
common-count-the-reference-a07e89a7 = { $count } (la référence)
common-count-of-english-e39b840a = { $count } sur { $english }
common-what-one-lacks-command-eee93721 = Ce qui manque à une langue : { $command }.
common-language-count-of-english-messages-ef35ebe6 = { $language } : { $count } messages sur { $english }.
common-missing-count-by-the-english-file-98d34ab0 = Manquants ({ $count }), par fichier anglais où ils se trouvent :
common-unreadable-file-line-line-problem-2166c399 = Illisible : { $file }, ligne { $line } : { $problem }
common-id-reads-a-variable-its-english-1679271a = { $id } lit une variable que son message anglais ne donne pas : { $variables }
common-not-in-english-any-more-count-b1992956 = Plus en anglais ({ $count } ; sans conséquence) :
common-nothing-is-missing-8c695cfb = Rien ne manque.

# r9 data files (w-r9-pydantic)
common-top-level-4cf1b0e4 = (niveau supérieur)
common-field-required-71a96be9 = Champ obligatoire manquant
common-extra-inputs-are-not-permitted-43386f74 = Ce champ n'existe pas ici
common-input-should-be-a-valid-integer-b9e07f48 = Un nombre entier est attendu ici
common-input-should-be-a-valid-integer-9d03bde9 = Un nombre entier est attendu ici ; ce texte ne se lit pas comme un nombre
common-input-should-be-a-valid-integer-192cb037 = Un nombre entier est attendu ici, pas un nombre à virgule
common-input-should-be-a-valid-number-3b15f54b = Un nombre est attendu ici
common-input-should-be-a-valid-number-be069335 = Un nombre est attendu ici ; ce texte ne se lit pas comme un nombre
common-input-should-be-a-valid-boolean-d7b1b667 = true ou false est attendu ici
common-input-should-be-a-valid-boolean-bf2dcf8f = true ou false est attendu ici ; cette valeur ne se lit pas ainsi
common-input-should-be-a-valid-string-c5747bed = Un texte est attendu ici
common-input-should-be-a-valid-list-f2c0ab68 = Une liste est attendue ici
common-input-should-be-a-valid-tuple-e7b5ce2f = Une liste de longueur fixe est attendue ici
common-input-should-be-a-valid-dictionary-397ec14e = Une table est attendue ici
common-list-6f202f54 = Liste
common-tuple-f136ee78 = Liste de longueur fixe
common-dictionary-f12e2c9b = Table
common-value-8e37953d = Valeur
common-input-should-be-expected-544f32bf = Seule valeur permise : { $expected }
common-input-should-be-choices-or-choice-d502457a = Valeurs permises : { $choices } ou { $choice }
common-kind-should-have-at-least-least-5aca4feb = { $kind } : au moins { $least } élément attendu, pas { $actual }
common-kind-should-have-at-least-least-f421ae93 = { $kind } : au moins { $least } éléments attendus, pas { $actual }
common-kind-should-have-at-most-most-59863c95 = { $kind } : au plus { $most } élément permis, pas { $actual }
common-kind-should-have-at-most-most-0a2e49a2 = { $kind } : au plus { $most } éléments permis, pas { $actual }
common-string-should-have-at-least-least-a7658946 = Le texte doit avoir au moins { $least } caractère
common-string-should-have-at-least-least-c868f5d3 = Le texte doit avoir au moins { $least } caractères
common-string-should-have-at-most-most-5e184ab3 = Le texte doit avoir au plus { $most } caractère
common-string-should-have-at-most-most-1a5213e5 = Le texte doit avoir au plus { $most } caractères
common-seals-the-value-is-given-twice-fc1d1d8f = seals : { $value } est donné deux fois ({ $why })
common-value-is-given-twice-why-cc3d3bf1 = { $value } est donné deux fois ({ $why })
common-seals-letter-space-letter-still-has-c6e7680e = seals.{ $letter } : la case { $letter } a encore sa pièce (un sceau ne couvre une case qu'une fois sa pièce partie) ; retirez-la de coins
common-seals-letter-space-letter-takes-the-6e16beec = seals.{ $letter } : la case { $letter } prend le sceau { $allowed }, pas { $seal }
common-value-error-error-606b4e3f = Valeur non valide : { $error }
common-input-should-be-greater-than-or-babbb8e8 = La valeur doit être d'au moins { $least }
common-input-should-be-less-than-or-3e0d4a59 = La valeur doit être d'au plus { $most }
common-string-should-match-pattern-pattern-bb9851fa = Le texte doit suivre le modèle '{ $pattern }'
common-input-should-be-a-valid-dictionary-307c069a = Une table est attendue ici (un { $model })
common-expecting-value-184b3cf1 = Il manque une valeur ici
common-expecting-delimiter-cf663194 = Il manque une virgule ',' ici
common-expecting-delimiter-d27403b3 = Il manque deux-points ':' ici
common-expecting-property-name-enclosed-in-double-46b8f9b1 = Un nom entre guillemets doubles est attendu ici
common-extra-data-9c39f63e = Il reste quelque chose après la fin
common-unterminated-string-starting-at-bd85020f = Un texte commence ici et ne se termine jamais
common-invalid-control-character-at-6e07fc14 = Un caractère de contrôle dans un texte
common-invalid-escape-e4cce337 = \ non valide dans un texte
common-invalid-uxxxx-escape-47ad016c = \uXXXX non valide dans un texte
common-invalid-control-character-character-at-8a27d2ae = Un caractère de contrôle { $character } dans un texte
common-invalid-escape-escape-57a73fc0 = \ non valide dans un texte : { $escape }
common-invalid-statement-be84cbbf = Cette ligne n'est pas une instruction valide
common-expected-newline-or-end-of-document-9b8f485f = Après une instruction, la ligne ou le fichier doit se terminer
common-cannot-overwrite-a-value-ad543611 = Une valeur ne peut pas être remplacée
common-expected-at-the-end-of-a-7313d203 = Il manque ']' à la fin d'un en-tête de table
common-expected-at-the-end-of-an-f83392e8 = Il manque ']]' à la fin d'un en-tête de liste
common-expected-after-a-key-in-a-9ad1eef0 = Il manque '=' après une clé
common-invalid-initial-character-for-a-key-92122dc6 = Une clé ne peut pas commencer par ce caractère
common-unclosed-array-8cabf8a8 = Une liste n'est pas fermée
common-unclosed-inline-table-bb627a7c = Une table entre accolades n'est pas fermée
common-unescaped-in-a-string-fee7972d = Un '\' dans un texte qui n'échappe rien
common-invalid-hex-value-10cf1b13 = Valeur hexadécimale non valide
common-escaped-character-is-not-a-unicode-a67038c6 = Le caractère échappé n'est pas un caractère Unicode
common-unterminated-string-6231e369 = Un texte ne se termine jamais
common-invalid-date-or-datetime-fa5b7cc5 = Date ou heure non valide
common-invalid-value-d3c7d623 = Valeur non valide
common-expected-expected-a8a78861 = Il manque { $expected } ici
common-found-invalid-character-character-4bcd9295 = Caractère non valide { $character }
common-illegal-character-character-b342fb9e = Caractère interdit { $character }
common-cannot-declare-key-twice-7e45cd2b = { $key } ne peut pas être déclaré deux fois
common-cannot-mutate-immutable-namespace-key-11fcc755 = { $key } est déjà donné en entier et ne peut pas être complété
common-cannot-redefine-namespace-key-0dfc5e99 = { $key } ne peut pas être redéfini
common-duplicate-inline-table-key-key-a792259d = La clé { $key } figure deux fois dans la même table
common-reason-at-end-of-document-ef651e68 = { $reason } (à la fin du fichier)
common-reason-at-line-line-column-column-cf9f7d18 = { $reason } (ligne { $line }, colonne { $column })
