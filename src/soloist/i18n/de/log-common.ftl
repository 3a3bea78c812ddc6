# Das Protokoll der Automas: Zeilen, die mehrere Spiele sagen.

common-headline-feee0ec6 = { $headline }
common-round-round-aba67020 = Runde { $round }
common-text-ada0db1b = { $text }
common-prompt-not-yet-in-your-components-625e8d7f = { $prompt } Noch nicht in deinen Komponenten.
common-prompt-shown-as-your-components-say-388b50b8 = { $prompt } { $shown }, wie deine Komponenten sagen.
common-a-variant-of-the-automa-for-b4dfb66a = Eine Variante des Automa, für Autorinnen und Autoren: { $variant }. Diese Partie spielt den Automa nicht so, wie seine Regeln ihn beschreiben.
