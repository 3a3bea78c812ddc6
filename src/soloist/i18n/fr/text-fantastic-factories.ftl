# Fantastic Factories (Fantastiques Fabriques) : ce que Soloist vous demande et vous dit
# (questions, leur aide, erreurs), un message par phrase du code (docs/translating.md).
# Termes : glossary-fantastic-factories.md.

ff-round-round-after-your-work-phase-50c4d4ab = Tour { $round } : après votre phase de travail, avez-vous déclenché la fin de la partie (12 marchandises ou plus, ou 10 bâtiments ou plus dans votre enceinte) ?
ff-your-final-score-goods-the-prestige-d8e9117c = Votre score final (marchandises + le prestige des cartes de votre enceinte) ?
