# El registro de los automas: las líneas que dicen varios juegos.

common-headline-feee0ec6 = { $headline }
common-round-round-aba67020 = Ronda { $round }
common-text-ada0db1b = { $text }
common-prompt-not-yet-in-your-components-625e8d7f = { $prompt } Todavía no está en tus componentes.
common-prompt-shown-as-your-components-say-388b50b8 = { $prompt } { $shown }, según tus componentes.
common-a-variant-of-the-automa-for-b4dfb66a = Una variante del automa, para diseñadores: { $variant }. Esta partida no juega el automa como lo describen sus reglas.
