# Tokaido (Funforge) : les noms imprimés des choses du jeu (emplacements, cartes, pièces),
# un message par nom, trouvé par le nom anglais (docs/translating.md). Chaque mot est celui
# de glossary-tokaido.md. Les Souvenirs, les Repas et les Rencontres portent des noms
# japonais : faute de source publique pour l'édition française, ils restent tels que
# l'édition anglaise les imprime (marqués « not confirmed »).

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
# not confirmed from a public source: the printed name kept in English
tk-term-koma-5dd0900d = Koma
# not confirmed from a public source: the printed name kept in English
tk-term-gofu-68066798 = Gofu
# not confirmed from a public source: the printed name kept in English
tk-term-yunomi-7a59895a = Yunomi
# not confirmed from a public source: the printed name kept in English
tk-term-uchiwa-502e0353 = Uchiwa
# not confirmed from a public source: the printed name kept in English
tk-term-hashi-aa90ec1d = Hashi
# not confirmed from a public source: the printed name kept in English
tk-term-washi-d13c9afa = Washi
# not confirmed from a public source: the printed name kept in English
tk-term-manju-09656eb4 = Manju
# not confirmed from a public source: the printed name kept in English
tk-term-kamaboko-ad3fec60 = Kamaboko
# not confirmed from a public source: the printed name kept in English
tk-term-konpeito-706a97b1 = Konpeito
# not confirmed from a public source: the printed name kept in English
tk-term-ocha-22c6809f = Ocha
# not confirmed from a public source: the printed name kept in English
tk-term-sake-96b4387e = Sake
# not confirmed from a public source: the printed name kept in English
tk-term-daifuku-32d13e4c = Daifuku
# not confirmed from a public source: the printed name kept in English
tk-term-haori-ea0b42c0 = Haori
# not confirmed from a public source: the printed name kept in English
tk-term-furoshiki-e0cbecc4 = Furoshiki
# not confirmed from a public source: the printed name kept in English
tk-term-sandogasa-c77de744 = Sandogasa
# not confirmed from a public source: the printed name kept in English
tk-term-kanzashi-d9f8de06 = Kanzashi
# not confirmed from a public source: the printed name kept in English
tk-term-geta-5086149c = Geta
# not confirmed from a public source: the printed name kept in English
tk-term-yukata-916f8b7a = Yukata
# not confirmed from a public source: the printed name kept in English
tk-term-netsuke-697f3d04 = Netsuke
# not confirmed from a public source: the printed name kept in English
tk-term-jubako-b00382d9 = Jubako
# not confirmed from a public source: the printed name kept in English
tk-term-shikki-5d61e871 = Shikki
# not confirmed from a public source: the printed name kept in English
tk-term-shamisen-7b82ee22 = Shamisen
# not confirmed from a public source: the printed name kept in English
tk-term-sumie-49edc428 = Sumie
# not confirmed from a public source: the printed name kept in English
tk-term-ukiyoe-37fd7e46 = Ukiyoe
# not confirmed from a public source: the printed name kept in English
tk-term-misoshiru-ed07108b = Misoshiru
# not confirmed from a public source: the printed name kept in English
tk-term-nigirimeshi-c3f95ca3 = Nigirimeshi
# not confirmed from a public source: the printed name kept in English
tk-term-dango-077bbf72 = Dango
# not confirmed from a public source: the printed name kept in English
tk-term-yakitori-b28dee99 = Yakitori
# not confirmed from a public source: the printed name kept in English
tk-term-soba-f6e764ef = Soba
# not confirmed from a public source: the printed name kept in English
tk-term-sushi-670bd9ce = Sushi
# not confirmed from a public source: the printed name kept in English
tk-term-tofu-a1fab401 = Tofu
# not confirmed from a public source: the printed name kept in English
tk-term-tempura-bb31fc95 = Tempura
# not confirmed from a public source: the printed name kept in English
tk-term-unagi-e254c0ca = Unagi
# not confirmed from a public source: the printed name kept in English
tk-term-donburi-da5fa8f8 = Donburi
# not confirmed from a public source: the printed name kept in English
tk-term-udon-c065d3e1 = Udon
# not confirmed from a public source: the printed name kept in English
tk-term-fugu-0d72a85b = Fugu
# not confirmed from a public source: the printed name kept in English
tk-term-tai-meshi-b907e5e3 = Tai Meshi
# not confirmed from a public source: the printed name kept in English
tk-term-sashimi-6b0181fd = Sashimi
# not confirmed from a public source: the Japanese name kept, the word in brackets translated
tk-term-shokunin-merchant-8ad8e652 = Shokunin (marchand)
# not confirmed from a public source: the printed name kept in English
tk-term-annaibito-guide-485d6136 = Annaibito (guide)
# not confirmed from a public source: the printed name kept in English
tk-term-samurai-031cfd72 = Samurai
# not confirmed from a public source: the printed name kept in English
tk-term-kuge-noble-8753ef57 = Kuge (noble)
# not confirmed from a public source: the Japanese name kept, the word in brackets translated
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
