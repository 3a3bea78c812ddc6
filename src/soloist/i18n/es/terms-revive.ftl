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
