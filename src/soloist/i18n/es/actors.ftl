# De quién es el paso de una línea del registro. Términos: glossary-fantastic-factories.md.

actor-setup = Preparación
actor-table = Mesa
actor-person = Tú
actor-score = Puntuación
actor-library = Tu copia
actor-machine = Máquina
actor-round = Ronda
actor-automa = Automa
actor-mautoma = Mautoma
# Los dos Automas de Tokaido, por su color.
actor-green = Verde
actor-blue = Azul
