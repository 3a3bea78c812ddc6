# Le journal des automas : les lignes que plusieurs jeux disent.

common-headline-feee0ec6 = { $headline }
common-round-round-aba67020 = Tour { $round }
common-text-ada0db1b = { $text }
common-prompt-not-yet-in-your-components-625e8d7f = { $prompt } Pas encore dans vos composants.
common-prompt-shown-as-your-components-say-388b50b8 = { $prompt } { $shown }, comme l'indiquent vos composants.
common-a-variant-of-the-automa-for-b4dfb66a = Une variante de l'automa, pour les concepteurs : { $variant }. Cette partie ne joue pas l'automa comme ses règles le décrivent.
