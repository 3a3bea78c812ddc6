# À qui est l'étape d'une ligne du journal. Termes : glossary-fantastic-factories.md.

actor-setup = Mise en place
actor-table = Table
actor-person = Vous
actor-score = Décompte
actor-library = Votre exemplaire
actor-machine = Machine
actor-round = Tour
actor-automa = Automa
actor-mautoma = Mautoma
# Les deux Automas de Tokaido, par leur couleur.
actor-green = Vert
actor-blue = Bleu
