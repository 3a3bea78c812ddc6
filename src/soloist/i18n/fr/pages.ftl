# Les mots des pages (les pages web et du téléphone : les _("…") de leurs modèles et les
# phrases du paquet web) : un message par phrase (docs/translating.md).
# On vouvoie la personne, comme le reste du catalogue ; guillemets « » avec espaces ; espace
# simple avant « : », « ; », « ? », « ! ». Boutons à l'infinitif, comme les applis françaises.
# Mots : game (jouée) = partie, components = vos composants, your copy = votre exemplaire,
# fact = donnée (ce que Soloist sait de votre exemplaire), record = enregistrement (de la
# partie), backup = sauvegarde, undo / take back = annuler, log = journal, seed = graine,
# tap = appui (toucher), stand-in = joueur simulé (report.ftl), automa = l'automa (masculin).
# Les lettres de la carte de Revive sont le début du nom du terrain (terms-revive.ftl) :
# s(able), f(orêt), m(ontagne), c(hamp), e(au), L(ieu).

# La date : « le 3 janv. 2026 à 14:05 », « le 1er mai 2026 à 09:12 » ; elle suit « Jouée
# pour la dernière fois », comme « aujourd'hui à 14:05 » (text-common.ftl).
page-day-month-year-at-time-1b950f2a = le { $day ->
        [1] 1er
       *[other] { $day }
    } { $month } { $year } à { $time }
page-jan-5c5db120 = janv.
page-feb-caf71b3f = févr.
page-mar-b4b7d381 = mars
page-apr-617531b4 = avr.
page-may-8c78fe5b = mai
page-jun-b27fd46e = juin
page-jul-c43f56b9 = juil.
page-aug-41e1d82a = août
page-sep-451e2b71 = sept.
page-oct-6877e849 = oct.
page-nov-3e630d29 = nov.
page-dec-f2a0cfbc = déc.

page-skip-to-the-content-786999cc = Aller au contenu
page-your-games-c1ee5ad2 = vos parties
page-what-just-happened-8739883a = Ce qui vient de se passer
page-an-update-of-soloist-is-ready-221c8417 = Une mise à jour de Soloist est prête.
page-restart-soloist-to-use-it-b8142eb9 = Redémarrer Soloist pour l'utiliser
page-the-automa-plays-you-play-531ce142 = l'automa joue, vous jouez
page-your-games-e9f433a5 = Vos parties
page-a-game-soloist-no-longer-plays-77f91a3f = Un jeu auquel Soloist ne joue plus
page-older-rules-abc119a8 = Anciennes règles
page-saved-under-version-version-of-the-63b5624e = Enregistrée sous la version { $version } des règles ; elle continue comme une autre partie
page-saved-under-version-version-of-the-f48e9046 = Enregistrée sous la version { $version } des règles
page-finished-7804f7a7 = Terminée
page-setup-7013af4c = Mise en place
page-count-answer-aa5e2281 = { $count } réponse
# Dit pour tout nombre sauf 1 : « 0 réponse » au singulier, comme le français l'écrit.
page-count-answers-d29bdb32 = { $count ->
        [one] { $count } réponse
       *[other] { $count } réponses
    }
page-last-played-when-b49d51fa = Jouée pour la dernière fois { $when }
page-remove-this-game-of-game-last-d4ec0472 = Retirer cette partie de { $game }, jouée pour la dernière fois { $when }…
page-remove-708d2523 = Retirer…
page-abandon-this-game-it-leaves-your-48846c59 = Abandonner cette partie ? Elle quitte vos parties en cours ; son enregistrement est conservé, et elle revient si vous y répondez de nouveau.
page-abandon-this-game-it-leaves-your-39d9d3f6 = Abandonner cette partie ? Elle quitte vos parties en cours ; son enregistrement est conservé, et elle revient si vous y répondez de nouveau dans un terminal.
page-yes-abandon-it-966dbeaa = Oui, l'abandonner
page-delete-this-game-and-its-record-bbdf3077 = Supprimer définitivement cette partie et son enregistrement ? C'est irréversible.
page-yes-delete-it-0c3d8950 = Oui, la supprimer
page-soloist-plays-the-automa-of-your-f222735b = Soloist joue l'automa du mode solo de votre jeu de société. Vous jouez la vraie partie à table ; Soloist ne demande que ce qu'il ne peut pas voir.
page-start-a-new-game-501639c8 = Commencer une nouvelle partie
page-games-in-progress-4d8523a9 = Parties en cours
page-the-count-most-recent-are-shown-0e9dfece = Les { $count } plus récentes sont affichées.
page-the-count-most-recent-are-shown-3c9e51c9 = Les { $count } plus récentes sont affichées ; dans un terminal, { $command } les liste toutes.
page-no-game-in-progress-f0cc06ff = Aucune partie en cours.
page-your-results-4e2376da = Vos résultats
page-your-finished-games-by-level-and-3f430fc1 = vos parties terminées par niveau, et le niveau à jouer
page-your-components-9d141c44 = Vos composants
page-what-soloist-knows-of-your-own-21fca21f = ce que Soloist sait de votre propre exemplaire de chaque jeu
page-back-up-move-to-another-device-75f20616 = Sauvegarder / passer sur un autre appareil
page-all-your-games-and-components-in-e17d3e7a = toutes vos parties et vos composants dans un seul fichier
page-finished-games-a2df680f = Parties terminées
page-no-finished-game-yet-a101c5a0 = Aucune partie terminée pour l'instant.
page-abandoned-games-count-c73aac39 = Parties abandonnées ({ $count })
page-language-a4fe6526 = Langue
page-the-language-of-soloist-s-pages-706a4720 = La langue des pages de Soloist et du journal de chaque partie
page-as-the-browser-is-set-fc9bfca0 = Selon le réglage du navigateur
page-use-this-language-4b088875 = Utiliser cette langue
page-settings-74a883a0 = Paramètres
page-kept-in-this-browser-for-all-4cf83a0b = Enregistrés dans ce navigateur, pour toutes vos parties.
page-text-size-d68761cc = Taille du texte
page-standard-ef669154 = Standard
page-percent-bb8ddd35 = { $percent } %
page-percent-twice-as-large-8ed249ab = { $percent } % : deux fois plus grand
page-light-or-dark-9c259901 = Clair ou sombre
page-as-the-phone-is-set-23e00c13 = Selon le réglage du téléphone
page-light-dbcd5e7b = Clair
page-dark-60acc53f = Sombre
page-during-a-game-03973d87 = Pendant une partie
page-keep-the-screen-on-24c4f08d = Garder l'écran allumé
page-while-a-game-s-page-is-f187a686 = Tant que la page d'une partie est ouverte, l'écran ne s'éteint pas.
page-this-browser-cannot-keep-the-screen-718f17f7 = Ce navigateur ne peut pas garder l'écran allumé.
page-not-changed-a8b041c1 = Rien n'a changé :
page-done-02513648 = C'est fait :
page-not-a-form-ef3416fd = Ce n'est pas un formulaire
page-soloist-s-pages-send-plain-forms-21d48d43 = Les pages de Soloist n'envoient que des formulaires simples. Rien n'a été modifié.
page-unreadable-form-be3d9fa2 = Formulaire illisible
page-the-form-could-not-be-read-f7315d5f = Le formulaire n'a pas pu être lu. Rien n'a été modifié.
page-please-try-again-de5aa7c1 = Veuillez réessayer
page-this-form-s-security-token-is-d0e6a6cc = Le jeton de sécurité de ce formulaire est absent ou périmé (la page date peut-être d'avant le redémarrage du serveur, ou vient d'un autre site). Rien n'a été modifié. Rouvrez la page et redonnez votre réponse.
page-no-such-game-e61c93df = Partie introuvable
page-there-is-no-game-at-this-dcd34f32 = Il n'y a pas de partie à cette adresse. L'adresse d'une partie contient son identifiant complet.
page-soloist-does-not-play-game-a96d84ab = Soloist ne joue pas à { $game }.
page-the-form-was-incomplete-no-answer-6775c554 = Le formulaire était incomplet (aucune réponse n'a été choisie). Veuillez répondre de nouveau.
page-this-game-is-over-there-is-5d2366db = Cette partie est terminée : il n'y a plus rien à répondre. Votre réponse n'a pas été enregistrée.
page-not-a-valid-answer-reason-please-e7d44c93 = Réponse non valide : { $reason }. Veuillez répondre de nouveau.
page-this-question-is-not-answered-by-007a23db = Cette question ne se répond pas en composant une réponse. Veuillez répondre de nouveau.
page-reason-04c74dc8 = { $reason }.
page-not-a-valid-tap-reason-a3dbd4e9 = Appui non valide : { $reason }.
page-reason-please-choose-a70b0a86 = { $reason }. Veuillez choisir.
page-your-components-hold-no-such-fact-531eb0a3 = Vos composants ne contiennent pas cette donnée (elle a peut-être été oubliée dans une autre fenêtre). Rien n'a été modifié.
page-damaged-41f0c27c = endommagée
page-forget-this-fact-a0696eb5 = Oublier cette donnée ?
page-yes-forget-it-29f735d3 = Oui, l'oublier
page-fact-value-soloist-will-ask-it-5b15ce42 = { $fact } : { $value }. Soloist la redemandera la prochaine fois qu'une partie en aura besoin.
page-fact-reason-nothing-was-changed-e79cd694 = { $fact } : { $reason }. Rien n'a été modifié.
page-fact-is-already-value-0f7e7b30 = { $fact } vaut déjà { $value }.
page-correct-this-fact-86160280 = Corriger cette donnée ?
page-yes-correct-it-790c712f = Oui, la corriger
page-fact-value-now-now-7100912d = { $fact } : { $value } (désormais : { $now }).
page-choose-a-backup-file-and-send-f2b0b787 = Choisissez un fichier de sauvegarde et renvoyez le formulaire. Rien n'a été modifié.
page-choose-a-backup-file-first-1439d0ed = Choisissez d'abord un fichier de sauvegarde.
page-brought-in-report-e8fdccbe = Importé : { $report }.
page-there-is-nothing-to-undo-yet-195b78da = Il n'y a encore rien à annuler.
page-this-page-was-for-taking-back-fc9a91a2 = Cette page devait annuler la réponse { $number }, mais la partie compte maintenant { $count ->
        [one] { $count } réponse
       *[other] { $count } réponses
    } : elle a changé dans une autre fenêtre. Rien n'a été annulé.
page-this-game-cannot-go-on-from-1eb1123e = Cette partie ne peut pas continuer d'ici : elle est affichée telle qu'elle a été jouée.
page-the-game-was-deleted-ea47f043 = La partie a été supprimée.
page-the-game-was-abandoned-it-is-d647ab69 = La partie a été abandonnée : elle figure sous « Parties abandonnées ».
page-your-components-are-forgotten-the-next-b8884b5e = La donnée est oubliée de vos composants : la prochaine partie en tiendra compte.
page-your-components-are-corrected-the-next-5463d3c6 = Vos composants sont corrigés : la prochaine partie les utilisera.
page-your-components-are-kept-as-they-04cd2df9 = Vos composants restent tels quels ; votre réponse est enregistrée.
page-your-answer-number-was-taken-back-7a7dfcb1 = Votre réponse { $number } a été annulée : rien n'a été enregistré. Répondez de nouveau à la question.
page-answer-number-was-taken-back-dice-dfbc6d7e = La réponse { $number } a été annulée. Les dés et les cartes déjà révélés restent les mêmes.
page-your-answer-answer-to-question-number-b3ab60f7 = Votre réponse « { $answer } » à la question { $number } était déjà enregistrée (un double appui, ou une deuxième fenêtre). Rien n'a été modifié ; voici la partie telle qu'elle est maintenant.
page-this-page-was-answering-question-number-4821f104 = Cette page répondait à la question { $number }, mais la partie est passée à la question { $shown } : on y a répondu dans une autre fenêtre ou un autre onglet. Rien n'a été modifié ; voici la question actuelle.
page-this-page-was-answering-question-number-37d91c1c = Cette page répondait à la question { $number }, mais la partie en est à la question { $shown } (une réponse a été annulée dans une autre fenêtre). Rien n'a été modifié ; voici la question actuelle.
page-this-game-cannot-be-opened-af97d586 = Impossible d'ouvrir cette partie
page-not-found-e3ebaa16 = Introuvable
page-not-allowed-f0406a0e = Non autorisé
page-something-went-wrong-ab827e3f = Un problème est survenu
page-there-is-no-page-at-this-fb434496 = Il n'y a pas de page à cette adresse.
page-this-page-cannot-be-used-that-71963615 = Cette page ne s'utilise pas ainsi.
page-soloist-could-not-answer-this-request-e138d67e = Soloist n'a pas pu répondre à cette requête.
page-soloist-hit-an-error-and-changed-7a5cd3af = Soloist a rencontré une erreur et n'a rien modifié : { $error }. L'enregistrement de la partie (sa page y mène) la rejoue pour un rapport de bogue.
page-one-file-holds-all-your-games-feb3c67b = Un seul fichier contient toutes vos parties (en cours, terminées et abandonnées) et tout ce que Soloist a appris de vos composants. Gardez-le en lieu sûr, ou ouvrez-le sur un autre téléphone ou ordinateur pour y continuer à jouer.
page-save-a-backup-53b2d74c = Enregistrer une sauvegarde
page-save-the-backup-file-78474197 = Enregistrer le fichier de sauvegarde
page-games-and-facts-of-your-components-b3c39ce9 = { $games } et { $facts } de vos composants.
page-count-game-4da7c7b2 = { $count } partie
page-count-games-b5d9b15c = { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    }
page-count-fact-037ae4b6 = { $count } donnée
page-count-facts-089e1fe2 = { $count ->
        [one] { $count } donnée
       *[other] { $count } données
    }
page-bring-in-games-from-another-device-5555500a = Importer des parties d'un autre appareil
page-a-backup-file-saved-by-soloist-75aed401 = Un fichier de sauvegarde enregistré par Soloist
page-bring-them-in-0aad9640 = Les importer
page-games-and-facts-already-here-stay-caa06d6d = Les parties et les données déjà présentes restent telles quelles ; une partie plus avancée dans le fichier est mise à jour. Un fichier endommagé, venant d'un Soloist plus récent ou en désaccord avec ce qui est ici ne change rien.
page-your-components-game-654203f4 = Vos composants : { $game }
page-what-soloist-knows-of-your-own-106508b6 = Ce que Soloist sait de votre propre exemplaire, appris au fil de vos parties : ce n'est jamais redemandé. Les parties enregistrées gardent les réponses qu'elles ont utilisées, quoi que vous changiez ici.
page-what-is-known-f19377ac = Ce qui est connu
page-damaged-not-used-8efbbef1 = Endommagée, non utilisée :
page-reason-it-reads-value-21c6f5fc = { $reason }. On y lit « { $value } ».
page-forget-it-33563564 = Oubliez-la.
page-forget-it-or-correct-it-516fe52f = Oubliez-la, ou corrigez-la.
page-forget-a6bd489d = Oublier
page-correct-or-forget-2dfb6c78 = Corriger ou oublier
page-its-name-cannot-be-kept-forget-b89bde1f = Son nom ne peut pas être gardé : oubliez-la.
page-too-long-to-correct-here-forget-d288052c = Trop longue pour être corrigée ici : oubliez-la, ou importez de nouveau son fichier de données.
page-the-right-value-written-as-soloist-47bd25d3 = La bonne valeur, écrite comme Soloist la demande
page-correct-8e1a3cc7 = Corriger…
page-forget-8225e6ab = Oublier…
page-nothing-known-yet-soloist-learns-your-0d67e77b = Rien n'est encore connu : Soloist apprend votre exemplaire au fil de vos parties.
page-still-to-learn-d34fb236 = Reste à apprendre
page-nothing-known-to-be-missing-0210321e = Aucun manque connu.
page-in-a-terminal-show-export-command-3ecd09f1 = Dans un terminal : { $show } ; { $export_command } et { $import_command } écrivent et lisent vos fichiers de données.
page-all-your-components-be20e5f0 = Tous vos composants
page-what-soloist-knows-of-your-own-f0b51a35 = Ce que Soloist sait de votre propre exemplaire de chaque jeu (les cartes d'une pioche, la piste d'un plateau), pour ne jamais demander deux fois.
page-count-fact-known-edd16682 = { $count } donnée connue
page-count-facts-known-198e3f52 = { $count ->
        [one] { $count } donnée connue
       *[other] { $count } données connues
    }
page-count-damaged-d8f741dd = { $count ->
        [one] { $count } endommagée
       *[other] { $count } endommagées
    }
page-count-still-to-learn-5f30e456 = { $count } à apprendre
page-no-keep-it-as-it-is-1c5c3320 = Non, ne rien changer
page-which-is-right-2f022218 = Qui a raison ?
page-not-saved-yet-5f85e726 = Pas encore enregistrée :
page-your-answer-number-answer-contradicts-what-569d45b2 = votre réponse { $number } (« { $answer } ») contredit ce qu'indiquent vos composants. Rien n'a été modifié.
page-undo-take-back-answer-number-18fbd67a = Annuler : revenir sur la réponse { $number }
page-your-decision-f4d18e70 = Votre décision
page-not-understood-1726c1b4 = Non compris :
page-type-the-whole-answer-instead-a554e712 = Saisir plutôt toute la réponse
page-your-answer-for-example-examples-6b1c1772 = Votre réponse (par exemple : { $examples })
page-your-answer-d0e869b7 = Votre réponse
page-answer-b2a3aa60 = Répondre
page-question-number-450e37a8 = Question { $number }
page-result-6e7d50e8 = Résultat
page-count-answer-so-far-04649dd9 = { $count } réponse jusqu'ici
page-count-answers-so-far-6df624d8 = { $count ->
        [one] { $count } réponse jusqu'ici
       *[other] { $count } réponses jusqu'ici
    }
page-finished-05343e98 = terminée
page-undo-answer-number-69e4e17a = Annuler la réponse { $number }
page-take-back-answer-number-answer-dice-94fdb7c4 = Annuler la réponse { $number } (« { $answer } ») ? Les dés déjà lancés et les cartes déjà révélées restent les mêmes.
page-take-back-answer-number-dice-already-dac1ca4c = Annuler la réponse { $number } ? Les dés déjà lancés et les cartes déjà révélées restent les mêmes.
page-yes-take-back-answer-number-b02c8aab = Oui, annuler la réponse { $number }
# $rule est le titre d'un rappel (« my exceptions to the rules ») : « Rappel : … ».
page-remind-me-of-rule-dec4d53d = Rappel : { $rule }
page-the-result-366f221f = Le résultat
page-from-the-table-92ce0ab4 = Sur la table
page-or-type-your-answer-for-example-0b3969b6 = Ou saisissez votre réponse (par exemple : { $examples })
page-or-type-your-answer-98e7c406 = Ou saisissez votre réponse
page-your-answer-a-whole-number-from-9804814b = Votre réponse : un nombre entier de { $low } à { $high }
page-or-tap-it-together-eb5d1fa4 = Ou composez-la à l'écran
page-final-result-b1021eb6 = Résultat final :
page-scoring-9ea9bd21 = Décompte
page-all-the-figures-a5088393 = Tous les chiffres
page-since-your-answer-number-41af7796 = Depuis votre réponse { $number }
page-answer-67ce9fde = (« { $answer } »)
page-nothing-to-report-1d5e8f8b = Rien à signaler.
page-the-table-b3ecbbbb = La table
page-map-be176b00 = Carte
page-this-game-8e0938de = Cette partie
page-full-log-9d974ad8 = Journal complet
page-the-game-s-record-for-a-d0b70475 = L'enregistrement de la partie, pour un rapport de bogue
page-state-of-the-game-d38de417 = État de la partie
page-to-go-on-in-a-terminal-f8faebef = Pour continuer dans un terminal : { $command }
page-your-finished-games-per-game-and-d3efce02 = Vos parties terminées, par jeu et par niveau, et le niveau à jouer : celui où vous gagneriez environ { $aim } % de vos parties.
page-aim-for-a-win-rate-of-dc791c12 = Viser un taux de victoire de
page-show-0df6f1ca = Afficher
page-no-finished-game-yet-play-one-40ce0a02 = Aucune partie terminée pour l'instant. Jouez-en une : elle sera comptée ici à sa fin.
page-count-finished-game-won-won-64cd3f57 = { $count } partie terminée, { $won } % gagnée.
page-count-finished-games-won-won-fc6a4435 = { $count ->
        [one] { $count } partie terminée, { $won } % gagnée.
       *[other] { $count } parties terminées, { $won } % gagnées.
    }
page-play-next-level-8c19d5a8 = À jouer ensuite : { $level }
page-also-likely-right-for-you-levels-eb6e00d1 = Vous conviendraient sans doute aussi : { $levels }.
page-no-level-to-suggest-reason-4d7747dc = Aucun niveau à suggérer : { $reason }.
page-your-games-by-level-and-your-13ec088e = Vos parties par niveau, et vos chances de victoire à chacun :
page-your-games-by-level-50ff12b4 = Vos parties par niveau :
page-level-1709305c = Niveau
page-games-d9dae781 = Parties
page-results-219c4a6c = Résultats
page-mean-margin-a9de7248 = Marge moyenne
page-chance-of-a-win-b0dbea5a = Chances de victoire
page-recommended-1185133b = (recommandé)
page-as-it-was-played-a9af18bf = Telle qu'elle a été jouée
page-the-rules-have-changed-since-this-e0d31dfe = Les règles ont changé depuis l'enregistrement de cette partie
page-go-to-the-game-that-goes-c1a27951 = Aller à la partie qui la continue
page-go-on-after-answer-number-as-95151566 = Continuer après la réponse { $number }, comme nouvelle partie
page-go-on-from-the-start-as-287efff5 = Continuer depuis le début, comme nouvelle partie
page-it-waited-for-question-0d3373f8 = Elle attendait : « { $question } »
page-the-table-after-answer-number-0a384cf4 = La table après la réponse { $number }
page-the-log-c7181c72 = Le journal
page-the-log-as-it-was-played-f49409cb = Le journal, tel que la partie a été jouée
page-back-to-your-games-a285550d = Retour à vos parties
page-log-21e49eb2 = Journal
page-log-game-cd99b251 = Journal : { $game }
page-every-automa-decision-with-its-reason-4f2f1cd4 = Chaque décision de l'automa, avec sa raison.
page-back-to-the-game-e5a09f81 = Retour à la partie
page-actor-b64b679b = { $actor } :
page-tap-the-map-to-answer-5443eef9 = Touchez la carte pour répondre.
page-zoom-in-0e47f09a = Zoom avant
page-zoom-out-bc7b631a = Zoom arrière
page-the-map-scroll-to-see-all-2818a06f = La carte (faites défiler pour la voir en entier)
page-answer-hex-97628edd = Réponse : { $hex }
page-the-mautoma-s-building-and-figure-ed421980 = le bâtiment et la figurine du Mautoma
page-yours-5eb2da9c = les vôtres
page-numbers-a-candidate-s-value-57e1ca2e = nombres : la valeur d'un candidat
page-thick-outline-its-choice-587e0e70 = contour épais : son choix
page-new-game-game-b71dd56b = Nouvelle partie : { $game }
page-yes-option-4baca89e = Oui : { $option }
page-leave-it-empty-if-you-do-be2e0cf1 = Laissez vide si vous ne savez pas.
page-from-low-to-high-54588a92 = De { $low } à { $high }.
page-your-copy-3c5511b0 = Votre exemplaire.
page-this-game-uses-what-soloist-knows-1315a48c = Cette partie utilise ce que Soloist sait de votre exemplaire : ce qu'il a appris à table, gardé dans { $components }. Ce qu'il ne sait pas encore, il le demande la première fois qu'il en a besoin.
page-your-components-145cd144 = vos composants
page-your-copy-written-down-32f333df = Votre exemplaire, par écrit.
page-a-web-page-never-reads-a-1c01f883 = Une page web ne lit jamais de fichier de cet ordinateur : cette partie utilise donc ce que Soloist sait de votre exemplaire, ce qu'il a appris à table, gardé dans { $components }.
page-written-it-down-already-most-of-077d4ef0 = Vous l'avez déjà noté ? L'essentiel peut être importé une fois pour toutes dans vos composants, depuis un terminal sur cet ordinateur, et chaque partie ici l'utilise ensuite ; ou commencez la partie dans un terminal avec votre fichier et continuez-la ici (elle apparaît sous « Parties en cours »).
page-seed-optional-eb7a9198 = Graine (facultatif)
page-seed-for-the-automa-s-dice-9faae3ec = Graine des dés et des cartes de l'automa
page-leave-empty-for-a-random-seed-e95af9ac = Laissez vide pour une graine au hasard. Elle est enregistrée avec la partie ; la même graine et les mêmes réponses rejouent la même partie.
page-start-the-game-41688305 = Commencer la partie
# Le nombre d'une pile de pièces identiques (lu par un lecteur d'écran).
page-count-of-them-fc70e900 = { $count } en tout
page-scoreboard-f48570f4 = Tableau des scores
page-tap-a-hex-to-make-it-5c186191 = Touchez un hexagone pour en faire :
page-the-drawing-9306e9b5 = Le dessin
page-your-answer-so-far-6f266c84 = Votre réponse jusqu'ici :
page-nothing-tapped-yet-a6c39b73 = Rien n'est encore touché.
page-tap-a-place-below-to-make-46dc6fac = Touchez un endroit ci-dessous pour en faire :
page-not-set-yet-ff660c2d = pas encore défini
page-add-9fd728c6 = Ajouter
page-take-back-the-last-tap-00971329 = Annuler le dernier appui
page-undo-9b85f76f = Annuler ?
page-undo-your-last-answer-119bfe2e = Annuler votre dernière réponse ?
page-answer-number-in-this-game-of-2a708e38 = La réponse { $number } de cette partie de { $game } était { $answer }. L'annuler ramène la partie à la question à laquelle elle répondait, pour que vous puissiez répondre de nouveau.
page-answer-153215f3 = « { $answer } »
page-dice-already-rolled-and-cards-already-0b948474 = Les dés déjà lancés et les cartes déjà révélées restent les mêmes.
page-there-is-nothing-to-undo-yet-ef865f5d = Il n'y a encore rien à annuler : aucune question n'a reçu de réponse.
page-no-back-to-the-game-a79c149b = Non, revenir à la partie
page-the-part-of-the-map-around-5de38f18 = La zone de la carte qui l'entoure
page-the-map-dc711bb3 = La carte
page-used-only-when-option-is-value-7afe04bb = Utilisé seulement quand { $option } vaut { $value }.
page-s-043a7187 = s
page-fo-9c3aee71 = f
page-m-62c66a7a = m
page-fi-b4bdc848 = c
page-w-50e721e4 = e
page-l-72dfcfb0 = L
page-all-games-cf2bf152 = Toutes les parties
page-won-won-tied-tied-lost-lost-1a0749eb = { $won } { $won ->
        [one] victoire
       *[other] victoires
    }, { $tied } { $tied ->
        [one] égalité
       *[other] égalités
    }, { $lost } { $lost ->
        [one] défaite
       *[other] défaites
    }
page-no-games-abb4c20b = aucune partie
page-above-this-line-a-win-3ad2e7cd = au-dessus de cette ligne : une victoire
page-recommended-dd6d8765 = recommandé
page-your-margin-bfe88460 = votre marge
page-your-count-game-9acb9955 = { $count ->
        [one] Votre partie
       *[other] Vos { $count } parties
    }
page-your-count-games-91cfbc23 = { $count ->
        [one] Votre partie
       *[other] Vos { $count } parties
    }
page-games-with-both-scores-recorded-by-5c72096b = { $games } avec les deux scores enregistrés, par niveau (le plus facile à gauche), selon votre marge sur l'automa : un point plein est une victoire, une croix une défaite, un carré creux une égalité ; la ligne à 0 sépare les victoires des défaites ; la ligne pointillée est la marge que le calcul du niveau attend de vous à chaque niveau, et la colonne grisée est le niveau qu'il recommande, { $level }.
page-games-with-both-scores-recorded-by-d42d6ebc = { $games } avec les deux scores enregistrés, par niveau (le plus facile à gauche), selon votre marge sur l'automa : un point plein est une victoire, une croix une défaite, un carré creux une égalité ; la ligne à 0 sépare les victoires des défaites.
page-you-play-between-the-below-and-e95f6ca9 = Vous jouez entre les joueurs simulés { $below } et { $above } des simulations de Soloist.
page-you-play-better-than-soloist-s-8c6edeb4 = Vous jouez mieux que le joueur simulé le plus fort de Soloist ({ $below }).
page-you-play-below-soloist-s-weakest-a2edcf39 = Pour l'instant, vous jouez moins bien que le joueur simulé le plus faible de Soloist ({ $above }).
page-you-win-d67e191e = Vous gagnez
page-a-tie-26829a08 = Égalité
page-you-lose-ede01638 = Vous perdez
page-game-over-8690cf73 = Partie terminée
page-your-components-are-renamed-the-next-8663920c = Vos composants sont renommés : la prochaine partie les utilisera.
page-your-copy-calls-it-5a25c93e = Votre exemplaire l'appelle…
page-if-your-copy-prints-another-word-29ba3c75 = Si votre exemplaire imprime un autre mot pour une carte, une case ou une ressource, dites-le à Soloist : chaque phrase qu'il affiche dira désormais votre mot. Vos mots sont gardés avec vos composants ; oubliez-en un ci-dessus pour revenir à celui de Soloist.
page-what-soloist-says-478b3dc0 = Ce que dit Soloist
page-what-your-copy-prints-c72b62f4 = Ce qu'imprime votre exemplaire
page-rename-3064d79a = Renommer

# r6 common (w-r6-common)
page-the-seed-must-be-a-whole-e569bbd4 = la graine doit être un nombre entier de 0 à { $limit }

# r6 mp2 (w-r6-mp2)
page-r-8c257489 = R
page-b-df7e70e5 = B
page-p-5c62e091 = V
page-y-18f5384d = J
page-g-333e0a1e = Vt
page-w-fcb5f40d = Bc
page-bk-49e72f36 = N
page-gy-4e37acf8 = G
page-o-c4694f2e = O
page-br-753613a9 = M
page-t-e632b709 = T
page-pk-65498c63 = Rs

# r7 rest (w-r7-rest)
page-random-a441b15f = « aléatoire »
page-greedy-370aed69 = « glouton »
page-steady-57e1f047 = « régulier »
page-strong-eda15ce4 = « fort »
page-occupier-7d368d88 = « occupant »
page-name-setting-c3ad7d42 = { $name }:{ $setting }

# r9 more (w-r9-more-fr)
# Ce qu'affiche `soloist serve` au démarrage. « application compagnon web », « application
# pour téléphone », comme les descriptions de --help (text-common.ftl, r9 help).
page-cannot-listen-on-host-port-port-959656ab = impossible d'écouter sur { $host }, port { $port } : { $reason }. Choisissez un autre port avec --port.
page-soloist-s-web-companion-is-running-7fdffee1 = L'application compagnon web de Soloist est lancée : ouvrez { $address }
page-the-phone-app-its-own-saves-bef7dfe6 = L'application pour téléphone (avec ses propres parties, enregistrées dans le navigateur) : ouvrez { $address } dans un navigateur sur cet ordinateur. Un téléphone doit l'ouvrir depuis une adresse https:// : copiez le dossier compilé sur n'importe quel hébergement statique HTTPS (GitHub Pages, par exemple).
page-addresses-or-address-5b239a1f = { $addresses }  ou  { $address }
page-on-a-phone-on-the-same-31b6024a = Sur un téléphone connecté au même réseau (Wi-Fi), ouvrez cette adresse privée (ou scannez le code) : { $addresses }
page-no-network-address-was-found-on-e3886e82 = Aucune adresse réseau n'a été trouvée sur cet ordinateur : sur un téléphone, ouvrez http://<adresse de cet ordinateur>:{ $port }/?{ $parameter }={ $key }, et lancez Soloist avec --allow-host <cette adresse>.
page-only-this-computer-and-a-browser-1cb1435c = Seuls cet ordinateur et un navigateur qui a ouvert l'adresse privée peuvent l'utiliser (tous les autres reçoivent une erreur 403). Gardez l'adresse pour vous ; serve --lan --new-key en crée une nouvelle.
page-saves-location-stop-with-ctrl-c-14d2a75a = Parties enregistrées : { $location }. Arrêtez avec Ctrl+C.
