# Tokaido (Funforge) : les noms imprimés des choses du jeu (emplacements, cartes, pièces),
# un message par nom, trouvé par le nom anglais (docs/translating.md). Chaque mot est celui
# de glossary-tokaido.md. Les Souvenirs et les Repas portent des noms japonais, les mêmes
# dans toutes les éditions (glossaire) : ils restent tels quels.

tk-term-inn-c53b45b2 = Relais
tk-term-shop-d00aae6b = Échoppe
tk-term-farm-3457b161 = Ferme
tk-term-temple-67848024 = Temple
tk-term-hot-spring-fa29d57f = Source chaude
tk-term-encounter-71fd53f4 = Rencontre
tk-term-paddy-c2284c85 = Rizière
tk-term-mountain-15619338 = Montagne
tk-term-sea-76b3af33 = Mer
tk-term-kyoto-d2e84058 = Kyoto
tk-term-edo-32ff535e = Edo
tk-term-coin-b3a1984b = pièce
tk-term-paddy-panorama-card-3147a6d9 = carte Panorama Rizière
tk-term-mountain-panorama-card-2a862a81 = carte Panorama Montagne
tk-term-sea-panorama-card-b9f525ed = carte Panorama Mer
tk-term-souvenir-card-dd18a602 = carte Souvenir
tk-term-encounter-card-49b92a19 = carte Rencontre
tk-term-hot-spring-card-2dd49a3d = carte Source chaude
tk-term-koma-5dd0900d = Koma
tk-term-gofu-68066798 = Gofu
tk-term-yunomi-7a59895a = Yunomi
tk-term-uchiwa-502e0353 = Uchiwa
tk-term-hashi-aa90ec1d = Hashi
tk-term-washi-d13c9afa = Washi
tk-term-manju-09656eb4 = Manju
tk-term-kamaboko-ad3fec60 = Kamaboko
tk-term-konpeito-706a97b1 = Konpeito
tk-term-ocha-22c6809f = Ocha
tk-term-sake-96b4387e = Sake
tk-term-daifuku-32d13e4c = Daifuku
tk-term-haori-ea0b42c0 = Haori
tk-term-furoshiki-e0cbecc4 = Furoshiki
tk-term-sandogasa-c77de744 = Sandogasa
tk-term-kanzashi-d9f8de06 = Kanzashi
tk-term-geta-5086149c = Geta
tk-term-yukata-916f8b7a = Yukata
tk-term-netsuke-697f3d04 = Netsuke
tk-term-jubako-b00382d9 = Jubako
tk-term-shikki-5d61e871 = Shikki
tk-term-shamisen-7b82ee22 = Shamisen
tk-term-sumie-49edc428 = Sumie
tk-term-ukiyoe-37fd7e46 = Ukiyoe
tk-term-misoshiru-ed07108b = Misoshiru
tk-term-nigirimeshi-c3f95ca3 = Nigirimeshi
tk-term-dango-077bbf72 = Dango
tk-term-yakitori-b28dee99 = Yakitori
tk-term-soba-f6e764ef = Soba
tk-term-sushi-670bd9ce = Sushi
tk-term-tofu-a1fab401 = Tofu
tk-term-tempura-bb31fc95 = Tempura
tk-term-unagi-e254c0ca = Unagi
tk-term-donburi-da5fa8f8 = Donburi
tk-term-udon-c065d3e1 = Udon
tk-term-fugu-0d72a85b = Fugu
tk-term-tai-meshi-b907e5e3 = Tai Meshi
tk-term-sashimi-6b0181fd = Sashimi
tk-term-shokunin-merchant-8ad8e652 = Shokunin (marchand)
tk-term-annaibito-guide-485d6136 = Annaibito (guide)
tk-term-samurai-031cfd72 = Samurai
tk-term-kuge-noble-8753ef57 = Kuge (noble)
tk-term-miko-priestess-eb0adccb = Miko (prêtresse)
tk-term-paddy-panorama-achievement-713fc3c0 = Accomplissement Panorama Rizière
tk-term-mountain-panorama-achievement-fb8cfd6f = Accomplissement Panorama Montagne
tk-term-sea-panorama-achievement-b9922c41 = Accomplissement Panorama Mer
# not confirmed from a public source: the printed name kept in English
tk-term-gourmet-1ca0baef = Gourmet
# not confirmed from a public source: the printed name kept in English
tk-term-bather-4d296f36 = Bather
# not confirmed from a public source: the printed name kept in English
tk-term-chatterbox-2fe576c2 = Chatterbox
# not confirmed from a public source: the printed name kept in English
tk-term-collector-9d0081a4 = Collector
# not confirmed from a public source: the printed name kept in English
tk-term-hiroshige-the-artist-86d8c735 = Hiroshige the artist
# not confirmed from a public source: the printed name kept in English
tk-term-chuubei-the-messenger-9e0e97de = Chuubei the messenger
# not confirmed from a public source: the printed name kept in English
tk-term-kinko-the-ronin-861e44b5 = Kinko the ronin
# not confirmed from a public source: the printed name kept in English
tk-term-yoshiyasu-the-functionary-ae5c9a0f = Yoshiyasu the functionary
# not confirmed from a public source: the printed name kept in English
tk-term-satsuki-the-orphan-3fbfffb3 = Satsuki the orphan
# not confirmed from a public source: the printed name kept in English
tk-term-mitsukuni-the-old-man-64aaf97f = Mitsukuni the old man
# not confirmed from a public source: the printed name kept in English
tk-term-sasayakko-the-geisha-518c7ccf = Sasayakko the geisha
# not confirmed from a public source: the printed name kept in English
tk-term-hirotada-the-priest-248dcb78 = Hirotada the priest
# not confirmed from a public source: the printed name kept in English
tk-term-umegae-the-street-entertainer-015a9c0e = Umegae the street entertainer
# not confirmed from a public source: the printed name kept in English
tk-term-zen-emon-the-merchant-bfc1dbf0 = Zen-emon the merchant
