# Revive: los nombres de sus cosas (terrenos, ubicaciones, colores), un mensaje por término;
# véase docs/translating.md. No encontramos edición española de Revive: cada palabra es la
# de glossary-revive.md, elegida por el traductor y sin confirmar en una fuente pública.

rv-term-sand-f79d7d24 = arena
rv-term-forest-619a2ccf = bosque
rv-term-mountain-3b80d38f = montaña
rv-term-field-c0d2856b = campo
rv-term-water-0f416849 = agua
rv-term-location-e6eaea18 = ubicación
rv-term-large-location-5b67988d = ubicación grande
rv-term-green-ba4788b2 = verde
rv-term-yellow-c685a2c9 = amarillo
rv-term-grey-67fc3638 = gris

# r6 revive (w-r6-revive): los colores del track de energía (una sola palabra cada uno:
# escrita en una respuesta, Soloist la lee como ese color).
rv-term-purple-8e0a1b0a = morado
rv-term-blue-16477688 = azul
rv-term-orange-1b4c9133 = naranja
rv-term-red-b1f51a51 = rojo
rv-term-pink-a67a41c8 = rosa
rv-term-teal-2655399a = turquesa
rv-term-brown-5eb67f9f = marrón
rv-term-black-c006c7e3 = negro
rv-term-white-018fa96a = blanco
