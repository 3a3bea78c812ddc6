# The automa's log: one message per template the code says (see
# docs/translating.md). English is the reference: a translation keeps each id.

common-prompt-not-yet-in-your-components-625e8d7f = { $prompt } { $not_yet } in your components yet.
common-prompt-shown-as-your-components-say-388b50b8 = { $prompt } { $shown }, as your components say.
common-a-variant-of-the-automa-for-b4dfb66a = A variant of the automa, for designers: { $variant }. This game does not play the automa as its rules describe it.
common-headline-feee0ec6 = { $headline }
common-round-round-aba67020 = Round { $round }
common-text-ada0db1b = { $text }
