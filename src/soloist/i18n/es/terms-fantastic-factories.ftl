# Fantastic Factories: los nombres impresos de sus cosas (cartas, recursos, herramientas,
# colores de los dados), un mensaje por término; véase docs/translating.md. Cada palabra es
# la de glossary-fantastic-factories.md. Los nombres de las cartas (proyectos y
# contratistas) no aparecen en ninguna fuente pública en español: se quedan en inglés, como
# los imprime la edición inglesa, hasta que alguien los compruebe en un ejemplar español.
# Los tipos de carta, los recursos, las herramientas y los colores son palabras de la
# lengua (sin confirmar en una fuente pública salvo metal, energía, mercancías, monumento).

# not confirmed from a public source: the printed name kept in English
ff-term-aluminum-factory-b77c7589 = Aluminum Factory
# not confirmed from a public source: the printed name kept in English
ff-term-assembly-line-a1798fa3 = Assembly Line
# not confirmed from a public source: the printed name kept in English
ff-term-battery-factory-67330118 = Battery Factory
# not confirmed from a public source: the printed name kept in English
ff-term-beacon-c0973e9a = Beacon
# not confirmed from a public source: the printed name kept in English
ff-term-biolab-406d939c = Biolab
# not confirmed from a public source: the printed name kept in English
ff-term-black-market-886b8c03 = Black Market
# not confirmed from a public source: the printed name kept in English
ff-term-concrete-plant-8d2f15dd = Concrete Plant
# not confirmed from a public source: the printed name kept in English
ff-term-dojo-c09e5feb = Dojo
# not confirmed from a public source: the printed name kept in English
ff-term-fitness-center-01c22056 = Fitness Center
# not confirmed from a public source: the printed name kept in English
ff-term-foundry-88bc6ea4 = Foundry
# not confirmed from a public source: the printed name kept in English
ff-term-fulfillment-center-386956f9 = Fulfillment Center
# not confirmed from a public source: the printed name kept in English
ff-term-golem-7801c2b3 = Golem
# not confirmed from a public source: the printed name kept in English
ff-term-gymnasium-15c3b67e = Gymnasium
# not confirmed from a public source: the printed name kept in English
ff-term-harvester-f08484d3 = Harvester
# not confirmed from a public source: the printed name kept in English
ff-term-incinerator-f5334a4d = Incinerator
# not confirmed from a public source: the printed name kept in English
ff-term-laboratory-5e37d1bb = Laboratory
# not confirmed from a public source: the printed name kept in English
ff-term-manufactory-40437cd9 = Manufactory
# not confirmed from a public source: the printed name kept in English
ff-term-mega-factory-8345422d = Mega Factory
# not confirmed from a public source: the printed name kept in English
ff-term-megalith-62a343bd = Megalith
# not confirmed from a public source: the printed name kept in English
ff-term-motherlode-fe642eae = Motherlode
# not confirmed from a public source: the printed name kept in English
ff-term-nuclear-plant-d8bd926d = Nuclear Plant
# not confirmed from a public source: the printed name kept in English
ff-term-obelisk-f920bc59 = Obelisk
# not confirmed from a public source: the printed name kept in English
ff-term-power-plant-96d21700 = Power Plant
# not confirmed from a public source: the printed name kept in English
ff-term-recycling-plant-f0570213 = Recycling Plant
# not confirmed from a public source: the printed name kept in English
ff-term-refinery-b4debaf8 = Refinery
# not confirmed from a public source: the printed name kept in English
ff-term-replicator-2984db4d = Replicator
# not confirmed from a public source: the printed name kept in English
ff-term-robot-3bf6b51b = Robot
# not confirmed from a public source: the printed name kept in English
ff-term-scrap-yard-6f2dbcf9 = Scrap Yard
# not confirmed from a public source: the printed name kept in English
ff-term-solar-array-b31f2b5a = Solar Array
# not confirmed from a public source: the printed name kept in English
ff-term-temp-agency-a3992b52 = Temp Agency
# not confirmed from a public source: the printed name kept in English
ff-term-trash-compactor-c849fd37 = Trash Compactor
# not confirmed from a public source: the printed name kept in English
ff-term-warehouse-2a625c25 = Warehouse
# not confirmed from a public source: the printed name kept in English
ff-term-architect-861eea32 = Architect
# not confirmed from a public source: the printed name kept in English
ff-term-electrician-8200b435 = Electrician
# not confirmed from a public source: the printed name kept in English
ff-term-engineer-d93352a7 = Engineer
# not confirmed from a public source: the printed name kept in English
ff-term-foreman-b195aeaf = Foreman
# not confirmed from a public source: the printed name kept in English
ff-term-hired-hands-8bcbc3a6 = Hired Hands
# not confirmed from a public source: the printed name kept in English
ff-term-investor-5e9eb35e = Investor
# not confirmed from a public source: the printed name kept in English
ff-term-miner-beb3a6e7 = Miner
# not confirmed from a public source: the printed name kept in English
ff-term-specialist-8302f971 = Specialist
ff-term-production-13a7c655 = Producción
ff-term-utility-9450d833 = Utilidad
ff-term-training-36a798e3 = Entrenamiento
ff-term-special-997c544f = Especial
ff-term-monument-1861f8e3 = Monumento
# the same word in Spanish: seen in [reglamento-es] ("tokens de metal")
ff-term-metal-03ecab66 = metal
ff-term-energy-381cfb6e = energía
ff-term-goods-089857f9 = mercancías
ff-term-hammer-3ef81cb1 = martillo
ff-term-wrench-702b023f = llave inglesa
ff-term-gear-70ad3de5 = engranaje
ff-term-shovel-7371126a = pala
ff-term-red-b1f51a51 = rojo
ff-term-blue-16477688 = azul
ff-term-purple-8e0a1b0a = morado
ff-term-yellow-c685a2c9 = amarillo
ff-term-green-ba4788b2 = verde
ff-term-gray-0e92d69f = gris

# composed values (composed-others): the headquarters' rows
ff-term-research-979d6300 = Investigar
ff-term-generate-49e49bb4 = Generar
ff-term-mine-f57afb7d = Extraer
