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
