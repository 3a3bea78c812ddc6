# Lo que Soloist pregunta y dice en Fantastic Factories (preguntas, su ayuda, errores);
# véase docs/translating.md. Términos: glossary-fantastic-factories.md.

ff-round-round-after-your-work-phase-50c4d4ab = Ronda { $round }: después de tu fase de trabajo, ¿has provocado el final de la partida (12 o más mercancías, o 10 o más edificios en tu Zona de Obras)?
ff-your-final-score-goods-the-prestige-d8e9117c = ¿Tu puntuación final (mercancías + el prestigio de las cartas de tu Zona de Obras)?
