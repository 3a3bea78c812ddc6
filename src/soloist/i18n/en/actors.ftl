# Whose step a line of the log is (before its text: "You: You roll: 3 5 6.").
# English is the reference: soloist/play/actors.py's words.

actor-setup = Setup
actor-table = Table
actor-person = You
actor-score = Score
actor-library = Your copy
# The automas, and the round's line (English: the key, capitalized).
actor-machine = Machine
actor-automa = Automa
actor-mautoma = Mautoma
actor-round = Round
# Tokaido's two Automas, by their colours.
actor-green = Green
actor-blue = Blue
